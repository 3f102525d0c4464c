# Saboteur + Saboteur 2. Seats are { $who } / { $whom }; cards, tools and roles are nested messages.
saboteur-blurb = Dig for gold, or sabotage the dig in secret
saboteur-classic-toggle = Classic rules (base game, 3–10 players)
saboteur-broken-toggle = No nuggets with a broken tool (Classic)
saboteur-mode-s2 = Saboteur 2
saboteur-mode-classic = Classic Saboteur
saboteur-score-round = round { $n }
saboteur-score-gold = gold

## Cards. Tools are selected by id (pick, lantern, cart).
saboteur-tool-pick = pick
saboteur-tool-lantern = lantern
saboteur-tool-cart = cart
saboteur-act-broken = { $tool ->
        [pick] Broken pick
        [lantern] Broken lantern
       *[cart] Broken cart
    }
saboteur-act-repair = { $tool ->
        [pick] Repair pick
        [lantern] Repair lantern
       *[cart] Repair cart
    }
saboteur-act-repair-either = Repair { $a } or { $b }
saboteur-act-rockfall = Rockfall
saboteur-act-map = Map
saboteur-act-theft = Theft
saboteur-act-hands-off = Hands Off
saboteur-act-swap-hand = Swap Your Hand
saboteur-act-inspection = Inspection
saboteur-act-swap-hats = Swap Your Hats
saboteur-act-trapped = Trapped!
saboteur-act-free = Free at Last

## An action card in a hand slot: up to three words of at most 8 characters, split at |.
saboteur-label-broken = Broken|{ $tool }
saboteur-label-repair = Repair|{ $tool }
saboteur-label-repair-either = { $a ->
        [lantern] Repair|lantern|or { $b }
       *[other] Repair|{ $a } or|{ $b }
    }
saboteur-label-rockfall = Rockfall
saboteur-label-map = Map
saboteur-label-theft = Theft
saboteur-label-hands-off = Hands|Off
saboteur-label-swap-hand = Swap|hands
saboteur-label-inspection = Inspect|role
saboteur-label-swap-hats = Swap|hats
saboteur-label-trapped = Trapped!
saboteur-label-free = Free at|Last

saboteur-does-broken = Lay it in front of a player: they cannot place path cards until it is repaired.
saboteur-does-repair = Remove a matching broken tool from any player, yourself included.
saboteur-does-rockfall = Remove a path card from the maze (never the start or a goal).
saboteur-does-map = Look at a face-down goal card; only you see it.
saboteur-does-theft = Lay it in front of yourself: after the round's payout, steal 1 gold.
saboteur-does-hands-off = Remove a Theft card from a player.
saboteur-does-swap-hand = Swap hands with another player; they draw 1, you do not.
saboteur-does-inspection = Look at another player's role; only you see it.
saboteur-does-swap-hats = A player discards their role unseen and takes a new one only they see.
saboteur-does-trapped = Lay it in front of another player: no path cards, and no win this round.
saboteur-does-free = Remove a Trapped! card from any player.

## Path cards, by their name in assets/saboteur.json.
saboteur-path-start = start
saboteur-path-gold = gold
saboteur-path-stone-n-e = stone N-E
saboteur-path-stone-n-w = stone N-W
saboteur-path-straight-n-s = straight N-S
saboteur-path-straight-e-w = straight E-W
saboteur-path-curve-n-w = curve N-W
saboteur-path-curve-n-e = curve N-E
saboteur-path-t-n-e-s = T N-E-S
saboteur-path-t-e-s-w = T E-S-W
saboteur-path-cross = cross
saboteur-path-dead-end-w = dead end W
saboteur-path-dead-end-s = dead end S
saboteur-path-dead-end-n-s = dead end N+S
saboteur-path-dead-end-e-w = dead end E+W
saboteur-path-dead-end-n-w = dead end N+W
saboteur-path-dead-end-s-w = dead end S+W
saboteur-path-dead-end-n-s-e = dead end N+S+E
saboteur-path-dead-end-e-s-w = dead end E+S+W
saboteur-path-dead-end-n-e-s-w = dead end N+E+S+W
saboteur-path-bridge = bridge
saboteur-path-double-curve = double curve
saboteur-path-ladder-stub-s = ladder stub S
saboteur-path-ladder-stub-w = ladder stub W
saboteur-path-ladder-curve-e-s = ladder curve E-S
saboteur-path-ladder-curve-n-e = ladder curve N-E
saboteur-path-green-door-n-s-stub-e = green door N-S + stub E
saboteur-path-green-door-e-w = green door E-W
saboteur-path-green-door-curve-s-e = green door curve S-E
saboteur-path-blue-door-n-s = blue door N-S
saboteur-path-blue-door-e-w = blue door E-W
saboteur-path-blue-door-curve-n-e = blue door curve N-E
saboteur-path-crystal-cross = crystal cross
saboteur-path-crystal-t-e-s-w = crystal T E-S-W
saboteur-path-crystal-t-n-s-w = crystal T N-S-W
saboteur-path-crystal-n-s-w-stub-e = crystal N-S-W + stub E
saboteur-path-crystal-e-s-w-stub-n = crystal E-S-W + stub N
saboteur-path-crystal-e-w-stub-s = crystal E-W + stub S
saboteur-path-crystal-stub-s = crystal stub S
saboteur-path-crystal-stub-w = crystal stub W
saboteur-path-crystal-n-s = crystal N-S
saboteur-path-crystal-e-w = crystal E-W
saboteur-path-crystal-curve-n-w = crystal curve N-W
saboteur-path-crystal-curve-n-e = crystal curve N-E
saboteur-path-crystal-4-stubs = crystal 4 stubs
saboteur-path-crystal-stubs-n-s = crystal stubs N+S

## A path card's kind under its tile (at most 8 characters).
saboteur-kind-ladder = ladder
saboteur-kind-green-door = G door
saboteur-kind-blue-door = B door
saboteur-kind-bridge = bridge
saboteur-kind-double-curve = 2 curves
saboteur-kind-crystal = crystal
saboteur-kind-dead-end = dead end
saboteur-kind-tunnel = tunnel
saboteur-door-letter-green = G
saboteur-door-letter-blue = B
saboteur-card-turned = { $card } (turned)
saboteur-line-crystal = crystal ◆ (Geologists' pay)
saboteur-line-ladder = ladder ≡ (connects to the start and other ladders)
saboteur-line-green-door = green door: blocks blue's access
saboteur-line-blue-door = blue door: blocks green's access

## Roles, selected by id.
saboteur-role = { $role ->
        [green] green digger
        [blue] blue digger
        [boss] Boss
        [geologist] Geologist
        [profiteer] Profiteer
        [saboteur] Saboteur
       *[digger] gold-digger
    }
saboteur-role-a = { $role ->
        [green] a green gold-digger
        [blue] a blue gold-digger
        [boss] the Boss
        [geologist] a Geologist
        [profiteer] the Profiteer
        [saboteur] a Saboteur
       *[digger] a gold-digger
    }
# A role in the round results' column (the players' names are beside it).
saboteur-role-column = { saboteur-role-a }
saboteur-role-shout = SABOTEUR
saboteur-role-of = { $who } { $role }
saboteur-seat = { $who }
saboteur-list = { $first }, { $rest }
saboteur-roles-list = { $first } · { $rest }
saboteur-sentences = { $first } { $rest }

## Log.
saboteur-log-round-begins = Round { $n } of 3 begins: { $who } starts.
saboteur-log-your-role = Your role this round: { $role }.
saboteur-log-placed = { $who } placed { $card } at ({ $x }, { $y }).
saboteur-log-placed-turned = { $who } placed { $card } turned, open { $sides }, at ({ $x }, { $y }).
saboteur-side-n = N
saboteur-side-e = E
saboteur-side-s = S
saboteur-side-w = W
saboteur-sides = { $first }-{ $rest }
saboteur-side-none = nowhere
saboteur-log-goal-gold = The goal at ({ $x }, { $y }) is the GOLD!
saboteur-log-goal-stone = The goal at ({ $x }, { $y }) is stone. The dig goes on.
saboteur-log-removed = { $who } discarded two cards to remove the { $card } in front of them.
saboteur-log-passed = { $who } passed, discarding { $n ->
        [one] 1 card
       *[other] { $n } cards
    }.
saboteur-log-hands-empty = Every hand is empty: the gold was not reached.
saboteur-log-broke = { $who } broke { $whom }'s { $tool }.
saboteur-log-repaired = { $who } repaired { $whom }'s { $tool }.
saboteur-log-repaired-own = { $who } repaired their own { $tool }.
saboteur-log-rockfall = { $who } dropped a Rockfall on ({ $x }, { $y }).
saboteur-log-map = { $who } looked at the goal at ({ $x }, { $y }) with a Map.
saboteur-log-map-gold = Map: the goal at ({ $x }, { $y }) is the GOLD.
saboteur-log-map-stone = Map: the goal at ({ $x }, { $y }) is stone.
saboteur-log-theft = { $who } laid a Theft in front of themselves.
saboteur-log-hands-off = { $who } took { $whom }'s Theft away (Hands Off).
saboteur-log-swap-hand = { $who } swapped hands with { $whom }.
saboteur-log-inspected = { $who } inspected { $whom }'s role.
saboteur-log-inspection = Inspection: { $whom } is { $role }.
saboteur-log-swap-hats = { $who } made { $whom } swap hats: a new secret role.
saboteur-log-new-role = Your new role: { $role }.
saboteur-log-trapped = { $who } trapped { $whom }.
saboteur-log-freed = { $who } freed { $whom }.
saboteur-log-freed-self = { $who } freed themselves.
saboteur-log-round-over = Round { $n } is over. Roles: { $roles }.
saboteur-log-nobody-to-rob = { $who } has nobody to steal from.
saboteur-log-nugget-last = { $who } got the last nugget card (no choice left).
saboteur-log-your-nugget-last = You got the last nugget card: it is worth { $value }.
saboteur-log-nugget-same = { $who } got a nugget card (all those left were worth the same).
saboteur-log-your-nugget-same = You got a nugget card (all those left were worth the same): it is worth { $value }.
saboteur-log-nugget-kept = { $who } kept a nugget card.
saboteur-log-your-nugget-kept = You kept a nugget card worth { $value }.
saboteur-log-stole = { $who } stole 1 gold from { $whom }.
saboteur-log-game-over = Three rounds played: the most gold wins.

## Why a round went as it did (Saboteur 2: sentences joined by saboteur-sentences).
saboteur-why-reached = { $who } ({ $role }) reached the gold.
saboteur-why-access-both = Both teams have a route free of the other's doors.
saboteur-why-access-green = Only green has a route with no blue door.
saboteur-why-access-blue = Only blue has a route with no green door.
saboteur-why-access-none = Every route passes doors of both colours: no team has access.
saboteur-why-for-other-team = A digger without their own team's access wins for the other team.
saboteur-why-nobody-reached = Nobody reached the gold.
saboteur-why-both-win = Both teams win.
saboteur-why-green-wins = Green wins.
saboteur-why-blue-wins = Blue wins.
saboteur-why-saboteurs-win = The Saboteurs win.
saboteur-why-no-saboteur-profiteer = The Saboteurs' side wins, but no Saboteur is in play: only the Profiteer is paid.
saboteur-why-no-saboteur-nobody = The Saboteurs' side wins, but no Saboteur is in play: nobody is paid.
saboteur-why-trapped = Trapped, so not winners: { $who }.
saboteur-why-classic-gold = { $who } reached the gold: the gold-diggers win.
saboteur-why-classic-no-gold = The gold was not reached: the saboteurs win.
saboteur-why-classic-nobody = The gold was not reached, and nobody was a saboteur: nobody is paid.

## Why an action card has no target at all.
saboteur-why-all-broken = Everyone already has a broken { $tool }.
saboteur-why-none-broken = Nobody has a broken { $tool } to repair.
saboteur-why-none-broken-either = Nobody has a broken { $a } or { $b } to repair.
saboteur-why-no-path = There is no path card in the maze to remove (the start and goals stay).
saboteur-why-no-goal = No goal card is face down any more.
saboteur-why-no-theft = Nobody has a Theft in front of them.
saboteur-why-all-trapped = Every other player is already trapped.
saboteur-why-none-trapped = Nobody is trapped.
saboteur-why-no-target = { $card } has no legal target now.

## Refusals.
saboteur-err-no-seat = There is no seat { $n }.
saboteur-err-not-your-decision = It is not your decision now.
saboteur-err-turn = Play a card from your hand, remove a card in front of you, or pass.
saboteur-err-theft = Choose whom to steal 1 gold from.
saboteur-err-nuggets = Keep one of the nugget cards.
saboteur-err-round-over = The round is over: continue to the next one.
saboteur-err-game-over = The game is over.
saboteur-err-not-held = You do not hold { $card }.
saboteur-err-no-path-card = There is no such path card.
saboteur-err-remove-classic = Discarding two cards to remove one is a Saboteur 2 rule.
saboteur-err-not-in-front = There is no { $card } in front of you.
saboteur-err-pass-count = { $most ->
        [1] To pass, discard exactly one card.
       *[other] To pass, discard one to three cards.
    }
saboteur-err-broken = Your { $tool } is broken: repair it before placing path cards.
saboteur-err-trapped = You are trapped: you cannot place path cards until someone frees you.
saboteur-err-occupied = That square already holds a card.
saboteur-err-not-adjacent = A path card must go next to a card in the maze.
saboteur-err-mismatch = The { $side } edge does not match its neighbour: tunnel must meet tunnel, wall meet wall.
saboteur-err-not-connected = None of its tunnels would connect to the start.
saboteur-err-ladder-goal = A ladder may not lie next to a goal card.
saboteur-err-ladder-path = A ladder must touch a path card.
saboteur-err-choose-player = Choose a player for { $card }.
saboteur-err-own-broken = You already have a broken { $tool }.
saboteur-err-has-broken = { $who } already has a broken { $tool }.
saboteur-err-choose-tool = Choose a broken tool to repair.
saboteur-err-no-player = There is no such player.
saboteur-err-cannot-mend = { $card } cannot mend a { $tool }.
saboteur-err-not-broken = { $who } has no broken { $tool }.
saboteur-err-rockfall-square = Rockfall removes a path card: choose one in the maze, not the start or a goal.
saboteur-err-map-square = Choose a face-down goal card to look at.
saboteur-err-choose-square = Choose a square of the maze.
saboteur-err-theft-trapped = You are trapped: you cannot lay a Theft.
saboteur-err-theft-twice = You already have a Theft in front of you.
saboteur-err-no-theft = { $who } has no Theft in front of them.
saboteur-err-another-player = Choose another player.
saboteur-err-no-roles-left = No roles are left to swap with this round.
saboteur-err-trap-yourself = Trap another player, not yourself.
saboteur-err-already-trapped = { $who } is already trapped.
saboteur-err-not-trapped = { $who } is not trapped.
saboteur-err-no-nuggets = There are no nugget cards to keep.
saboteur-err-no-nugget-worth = There is no nugget card worth { $value } left.
saboteur-err-steal-other = Steal from another player.
saboteur-err-no-gold = { $who } has no gold to steal.

## Menu choices.
saboteur-do-place = Place { $card } at ({ $x }, { $y })
saboteur-do-place-turned = Place { $card } (turned) at ({ $x }, { $y })
saboteur-do-break = Break { $whom }'s { $tool }
saboteur-do-break-own = Break your own { $tool }
saboteur-do-repair = Repair { $whom }'s { $tool }
saboteur-do-repair-own = Repair your own { $tool }
saboteur-do-trap = Trap { $whom }
saboteur-do-free = Free { $whom }
saboteur-do-free-yourself = Free yourself
saboteur-do-hands-off = Take away { $whom }'s Theft
saboteur-do-hands-off-own = Take away your own Theft
saboteur-do-swap-hand = Swap hands with { $whom }
saboteur-do-inspect = Look at { $whom }'s role
saboteur-do-swap-hats = Make { $whom } swap hats (a new secret role)
saboteur-do-swap-hats-yourself = Make yourself swap hats (a new secret role)
saboteur-do-theft = Lay a Theft in front of yourself
saboteur-do-rockfall = Rockfall on ({ $x }, { $y })
saboteur-do-map = Look at the goal at ({ $x }, { $y })
saboteur-do-remove = Discard { $a } and { $b } to remove your { $card }
saboteur-do-pass = Pass, discarding { $cards }
saboteur-do-pass-empty = Pass (no cards to discard)
saboteur-do-steal = Steal 1 gold from { $whom }
saboteur-do-keep = Keep a nugget card worth { $value }
saboteur-do-continue = Continue

## The table.
saboteur-title-round = round { $n }/3
saboteur-title-deck = deck { $n }
saboteur-title-discard = discard { $n }
saboteur-title-you = you: { $role }
saboteur-title-gold = gold { $n }
saboteur-hand = Hand
saboteur-hand-empty = (no cards)
saboteur-front-trapped = trapped
saboteur-front-theft = theft
saboteur-results-more-above = ▲ more ({ $keys })
saboteur-results-more-below = ▼ more ({ $keys })
saboteur-prompt-aim-card = Aim at a card of the maze (Tab jumps) and press Enter.
saboteur-prompt-fits = ✓ Fits here: Enter places it · f turns it · Tab next square
saboteur-prompt-fits-turned = ✗ Fits here only turned: press f, then Enter.
saboteur-prompt-not-here = ✗ Not here: { $why } (· fits, f fits turned; Tab jumps)
saboteur-prompt-hand = Your turn: choose a card and press Enter (or { $keys }).
saboteur-your-turn-card = Your turn · { $card }
saboteur-prompt-menu = Choose (↑↓) and press Enter · Esc back
saboteur-prompt-pass-classic = Pass: Enter discards the marked card (←→ and Space mark another).
saboteur-prompt-pass = Pass: mark 1 to 3 cards to discard with Space, then Enter.
saboteur-prompt-remove = Mark two cards to discard with Space, then Enter.
saboteur-prompt-turn-of = { $who }'s turn.
saboteur-prompt-your-theft = Your Theft: choose whom to steal 1 gold from.
saboteur-prompt-theft-of = { $who } is choosing whom to rob.
saboteur-prompt-your-nuggets = Nugget cards left: { $cards }. Keep one; the rest pass on.
saboteur-prompt-nuggets-of = { $who } is choosing a nugget card.
saboteur-prompt-last-round-over = The last round is over: Enter shows the final score · m the maze
saboteur-prompt-next-round = Enter starts round { $n } ({ $who } begins) · m the maze
saboteur-prompt-over = The game is over.
saboteur-say-cannot-go = That card cannot go there.
saboteur-say-fits-nowhere = This card fits nowhere in the maze now, either way round. Play another card or pass (p).
saboteur-say-no-cards = You hold no cards.
saboteur-say-rockfall-aim = Rockfall: choose a path card in the maze (not the start or a goal).
saboteur-say-map-aim = Choose a face-down goal card ([ ? ]).
saboteur-say-mark-most = You may mark at most { $n }.
saboteur-say-nothing-in-front = There is no card in front of you to remove.
saboteur-say-two-cards = You need two cards to discard.
saboteur-say-mark-first = Mark the cards to discard with Space first.
saboteur-say-mark-two = Mark exactly two cards with Space first.
saboteur-hint-results = results
saboteur-hint-pan = pan the maze
saboteur-hint-maze = maze
saboteur-hint-scroll = scroll results
saboteur-hint-do-it = do it
saboteur-hint-card = card
saboteur-hint-play = play
saboteur-hint-turn = turn
saboteur-hint-discard-two = discard 2
saboteur-hint-pass = pass
saboteur-hint-move = move
saboteur-hint-next-square = next square
saboteur-hint-here = here
saboteur-hint-back = back
saboteur-hint-mark = mark
saboteur-hint-confirm = confirm

## Round results.
saboteur-result-title = Round { $n } of 3 — results
saboteur-result-you = { $role } (you)
saboteur-result-winner = winner +{ $n }
saboteur-result-winner-nugget = winner · { $nugget }
saboteur-result-crystals = crystals +{ $n }
saboteur-result-trapped = trapped
saboteur-result-stole = stole 1 from { $whom }
saboteur-result-nugget-to-come = nugget card to come
saboteur-result-no-nugget = no nugget card
saboteur-result-nugget-worth = { $n ->
        [one] a nugget card
       *[other] nugget cards
    } worth { $worth }{ $forced ->
        [yes] { $n ->
            [one] , given with no choice
           *[other] , one given with no choice
        }
       *[no] {""}
    }
saboteur-result-nugget-secret = { $forced ->
        [yes] { $n ->
            [one] got a nugget card with no choice
           *[other] kept { $n } nugget cards, one with no choice
        }
       *[no] kept { $n ->
            [one] a nugget card
           *[other] { $n } nugget cards
        }
    } (value secret)
saboteur-result-footer-s2 = Crystals in the maze: { $n } · Payouts are public; running totals show only on their owner's screen.
saboteur-result-footer-classic = Nugget card values are secret: each player sees their own (and their total) on their own screen.
saboteur-gold-of = { $who } { $n }
saboteur-log-paid = Gold paid: { $list }.
saboteur-log-paid-nobody = Nobody is paid gold this round.
saboteur-say-card-chosen = Card { $n } is the one chosen already.
saboteur-say-marked = That card is the one marked already.
saboteur-say-maze-edge = The maze ends there: the cursor stays one square around its cards.

# Every hand open (a finished game's replay)
saboteur-open-seat = { $role } · gold { $gold } · hand: { $hand }
saboteur-open-goal = The goal at ({ $x }, { $y }), face down, is { $what ->
    [gold] the GOLD
   *[stone] stone
}.
