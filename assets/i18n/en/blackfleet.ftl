# Black Fleet: names, rule refusals, log lines and the screen.

## Names
blackfleet-colour-yellow = yellow
blackfleet-colour-blue = blue
blackfleet-colour-green = green
blackfleet-colour-purple = purple
blackfleet-colour-red = red
blackfleet-letter-yellow = y
blackfleet-letter-blue = b
blackfleet-letter-green = g
blackfleet-letter-purple = p
blackfleet-letter-red = r
blackfleet-cubes = { $n } { $colour }
blackfleet-seat-black = black
blackfleet-seat-red = red
blackfleet-seat-green = green
blackfleet-seat-white = white
blackfleet-ship-merchant = merchant
blackfleet-ship-pirate = pirate
blackfleet-ship-yellow-navy = yellow navy ship
blackfleet-ship-purple-navy = purple navy ship
blackfleet-movement = merchant { $merchant } · pirate { $pirate } · { $navy ->
    [yellow] yellow
   *[purple] purple
} navy { $value }{ $icon ->
    [draw1] {" "}· draw 1
    [draw2] {" "}· draw 2
    [discard1] {" "}· discard 1
   *[none] {""}
}

## Rule refusals
blackfleet-victory-value = A victory card costs 10 or 20 doubloons, not { $v }.
blackfleet-black-starts = In Black Fleet black (the first seat) always starts.
blackfleet-not-your-turn = It is not your turn.
blackfleet-place-merchant = Put your merchant on a free dock of any port.
blackfleet-merchant-sunk-first = Your merchant was sunk: choose a free dock for it first.
blackfleet-play-movement-first = Play a movement card first.
blackfleet-moving-what = Move your ships, act, play fortune cards, or end your moves.
blackfleet-choose-discard = Choose a fortune card to discard.
blackfleet-buy-what = Buy a development card or your victory card, or buy nothing.
blackfleet-over = The game is over.
blackfleet-already-acted = Your { $ship } has already taken its action this turn.
blackfleet-merchant-off-board = Your merchant is not on the board.
blackfleet-no-such-port = There is no such port.
blackfleet-sell-not-at-dock = Your merchant must be on a dock of { $port } to sell there.
blackfleet-port-empty = { $port } has no goods left to load.
blackfleet-port-does-not-buy = { $port } does not buy { $colour }.
blackfleet-attack-other = Attack another player's merchant.
blackfleet-pirate-off-board = Your pirate is not on the board.
blackfleet-their-merchant-off-board = { $who }'s merchant is not on the board.
blackfleet-their-merchant-empty = { $who }'s merchant carries nothing.
blackfleet-pirate-must-be-empty = Your pirate must be empty to attack.
blackfleet-pirate-not-next-to = Your pirate must be next to { $who }'s merchant.
blackfleet-not-on-beach = Your pirate must be on a beach to bury.
blackfleet-nothing-to-bury = Your pirate has nothing to bury.
blackfleet-sink-own = You can never sink your own ships.
blackfleet-their-pirate-off-board = { $who }'s pirate is not on the board.
blackfleet-navy-not-yours = You do not move the { $ship } this turn.
blackfleet-only-armed-merchant = Only an { blackfleet-dev-armed-merchant } can sink a pirate.
blackfleet-pirates-attack-merchants = Pirates attack merchants; navy ships sink pirates.
blackfleet-sinker-not-next-to = The { $ship } must be next to { $who }'s pirate.
blackfleet-choose-free-dock = Choose a free dock of a port.
blackfleet-hideout-only = Only { blackfleet-dev-pirate-hideout } lets you place your pirate at the start of your turn.
blackfleet-already-placed = Your pirate has already been placed this turn.
blackfleet-choose-beach-or-lair = Choose a free beach or lair.
blackfleet-no-such-movement = You do not hold that movement card.
blackfleet-other-navy = This card moves the other navy ship ({ blackfleet-dev-fleet-signals } would let you choose).
blackfleet-pathfinder-only = Only { blackfleet-dev-pathfinder } raises a movement value.
blackfleet-pathfinder-navy = { blackfleet-dev-pathfinder } raises the navy ship you move.
blackfleet-may-not-use = You may not use the { $ship } this turn.
blackfleet-ship-finished = Your { $ship } has finished this turn: each ship moves and acts fully before the next.
blackfleet-may-not-move = You may not move the { $ship } this turn.
blackfleet-cannot-reach = Your { $ship } cannot reach that square: it has { $left } movement left, sails only through sea and friendly ships, and may not end on a ship.
blackfleet-swap-only = Only the { blackfleet-dev-swap } development card lets your ships trade places.
blackfleet-already-swapped = You have already swapped this turn.
blackfleet-swap-both = Both your merchant and your pirate must be on the board to swap.
blackfleet-pirate-must-enter = Your pirate must enter the board from a distant sea (a free entry square is within reach).
blackfleet-no-such-fortune = You do not hold that fortune card.
blackfleet-cannot-buy-dev = You cannot buy that card: it is face up already or costs more than you have.
blackfleet-cannot-buy-victory = The victory card needs all four development cards face up and enough doubloons.
blackfleet-fortune-own-turn = Fortune cards are played during your own turn.
blackfleet-no-target = This card needs no target.
blackfleet-choose-own-ship = Choose one of your ships.
blackfleet-no-such-ship = There is no such ship.
blackfleet-channel-open = A { blackfleet-fortune-secret-channel } is already open this turn.
blackfleet-already-extra = That ship already has an extra action.
blackfleet-choose-lair = Choose a free lair square.
blackfleet-lair-first = Play { blackfleet-fortune-pirate-lair } before your pirate moves or acts.
blackfleet-push-choose = Choose an opponent's merchant or pirate and a square next to it.
blackfleet-push-opponent = Choose an opponent's merchant or pirate.
blackfleet-ship-off-board = That ship is not on the board.
blackfleet-push-one-square = Push it one square onto free sea.
blackfleet-commandeer-first = Play your movement card first: { blackfleet-fortune-commandeer } moves the other navy ship.
blackfleet-both-navies = You already move both navy ships this turn.

## Log lines
blackfleet-reward-bonus = { $who } earned { $n } more from fortune cards.
blackfleet-loaded-empty = { $who }'s empty merchant loaded { $cubes } at { $port }.
blackfleet-sold = { $who } sold { $sold } at { $port } for { $earned } and loaded { $loaded }.
blackfleet-attacked = { $who }'s pirate took a { $colour } cube from { $victim }'s merchant{ $pay ->
    [iron] {" "}({ blackfleet-dev-iron-hull }: no doubloons)
    [victim] {" "}and { $total } doubloons ({ $from } from { $victim })
   *[bank] {" "}and { $total } doubloons
}.
blackfleet-merchant-sunk-empty = { $who }'s merchant, left empty, is sunk.
blackfleet-salvage = { $who } gets 2 for { blackfleet-dev-salvage-rights }.
blackfleet-buried = { $who }'s pirate buried its loot for { $n }.
blackfleet-sank = { $navy ->
    [yes] { $who } sank { $victim }'s pirate with the { $ship }
   *[no] { $who }'s { $ship } sank { $victim }'s pirate
}: +{ $n }.{ $pardon ->
    [yes] {" "}{ blackfleet-dev-royal-pardon }: it went straight to a beach.
   *[no] {""}
}
blackfleet-merchant-entered = { $who }'s merchant entered at { $port } with { $cubes }.
blackfleet-hideout-moved = { $who }'s pirate slipped out of its hideout to { $square }.
blackfleet-played-movement = { $who } played movement merchant { $merchant } · pirate { $pirate } · { $navy ->
    [yellow] yellow
   *[purple] purple
} navy { $value }.
blackfleet-moved = { $navy ->
    [yes] { $who } moved the { $ship } to { $square }.
   *[no] { $who }'s { $ship } moved to { $square }.
}
blackfleet-entered-from-sea = { $who }'s { $ship } entered from the distant sea to { $square }.
blackfleet-swapped = { $who } swapped their merchant and pirate.
blackfleet-drew-movement = You drew the movement card { $card }.
blackfleet-drew-fortune = You drew the fortune card { $card }: { $text }{ $late ->
    [yes] {" "}(it came after what it rewards: it pays nothing this turn)
   *[no] {""}
}
blackfleet-drew-fortunes = { $who } drew { $n ->
    [one] 1 fortune card
   *[other] { $n } fortune cards
}.
blackfleet-discarded = { $who } discarded a fortune card.
blackfleet-bought-dev = { $who } bought { $card } for { $cost }.
blackfleet-dev-now = You now have { $card }: { $text }
blackfleet-bought-victory = { $who } bought their victory card for { $v }! The round is completed, then the game ends.
blackfleet-game-over = The round is complete: the game is over.
blackfleet-played-fortune = { $who } played { $card }.
blackfleet-lair-appeared = { $who }'s pirate appeared at the lair { $square }.
blackfleet-pushed = { $who }'s { $ship } was pushed to { $square }.
blackfleet-earned-earlier = { $who } earned { $n } for what they did earlier this turn.

## The table: registry and setup
blackfleet-blurb = Merchants, pirates and the navy in the Caribbean
blackfleet-start-rule = black always starts
blackfleet-setup-victory = victory card { $v }
blackfleet-score-bought = ✓ victory card ({ $v }) · gained { $gained }, spent { $spent } · left
blackfleet-score-not-bought = no victory card · gained { $gained }, spent { $spent } · left
blackfleet-score-column = doubloons left
blackfleet-score-why = Whoever bought their victory card ranks above everyone who did not, whatever they have left; among the buyers the richest wins.

## The screen
blackfleet-short-merchant = merchant
blackfleet-short-pirate = pirate
blackfleet-short-yellow-navy = yellow navy ship
blackfleet-short-purple-navy = purple navy ship
blackfleet-mark-yellow-navy = NY
blackfleet-mark-purple-navy = NP
blackfleet-mark-lair = L
blackfleet-cargo-empty = empty
blackfleet-title-place = Black Fleet · setup: { $who } places ({ $colour })
blackfleet-title-over = Black Fleet · final board ({ $colour })
blackfleet-title-turn = Black Fleet · round { $round } · { $who }'s turn ({ $colour })
blackfleet-title-you = you: { $colour } · { $n ->
    [one] 1 doubloon
   *[other] { $n } doubloons
}
blackfleet-title-you-deciding = you: { $colour } · { $n ->
    [one] 1 doubloon
   *[other] { $n } doubloons
}
blackfleet-title-final = FINAL ROUND
blackfleet-why-already-there = Your { $ship } is on { $square } already: choose a • square.
blackfleet-why-land = { $square } is land: your { $ship } sails on sea only.
blackfleet-why-ship = A ship is on { $square }: no ship may end its move on another.
blackfleet-why-far = { $square } is out of reach: your { $ship } has { $left } movement left.
blackfleet-ship-cannot-move = That ship cannot move now.
blackfleet-pirate-enter-first = Your pirate must enter the board first (p): a free entry square is in reach.
blackfleet-hint-map = map
blackfleet-hint-cards = cards
blackfleet-hint-cursor = cursor
blackfleet-hint-next = next square
blackfleet-hint-previous = previous
blackfleet-hint-sail = sail
blackfleet-hint-next-ship = next ship
blackfleet-hint-choose-ship = choose ship
blackfleet-hint-push = push here
blackfleet-hint-merchant = merchant
blackfleet-hint-pirate = pirate
blackfleet-hint-navy = navy
blackfleet-hint-other-navy = other navy
blackfleet-hint-do-it = do it
blackfleet-hint-end-moves = end moves
blackfleet-aim-line = Your { $ship }: cursor { $square } · Enter sails to a • square · Esc back
blackfleet-aim-victim = Shanghaied: cursor { $square } · Tab goes to a ship you may push · Esc back
blackfleet-aim-victim-on = Shanghaied: { $who }'s { $ship } on { $square } · Enter chooses it · Esc back
blackfleet-aim-pushing = Shanghaied: push { $who }'s { $ship } to { $square } · Enter on a • square · Esc back
blackfleet-waiting = Waiting for { $who }…
blackfleet-your-ships = Your move: a ship's key aims it (the bar lists the ships that can move).
blackfleet-panel-ports-wide = Ports        supply · buys per cube
blackfleet-panel-ports = Port     sup buys
blackfleet-panel-players-wide = Players     $ · ↑ · ▮F · cargo · face up
blackfleet-panel-players-ship = Player      $ dev cards ship
blackfleet-panel-players = Player      $ dev cards
blackfleet-panel-legend = ↑ devs face up · ▮ movement · F fortune
blackfleet-details-title = Development cards face up (i: back to the map)
blackfleet-details-player = { $who } ({ $colour }) · { $n ->
    [one] 1 doubloon
   *[other] { $n } doubloons
} · victory card { $v }{ $bought ->
    [yes] {" "}BOUGHT
   *[no] {""}
}
blackfleet-details-none = none yet
blackfleet-details-yours = Yours, face down: { $cards }
blackfleet-own-ships = You ({ $colour }): merchant { $cargo } · pirate { $loot } · victory card { $v }
blackfleet-own-devs = Development: { $cards }
blackfleet-own-moves = Movement: { $cards }
blackfleet-own-fortunes = Fortune: { $cards }
blackfleet-own-none = none
blackfleet-own-sunk = sunk (re-enters on a free dock)
blackfleet-own-off-board = off the board
blackfleet-turn-place = Setup: { $who } puts their merchant on a free dock.
blackfleet-turn-enter = { $who }'s merchant was sunk: it re-enters on a free dock.
blackfleet-turn-choose = { $who } chooses a movement card.
blackfleet-turn-ship = { $ship } { $done ->
    [yes] done
   *[no] { $n }
}
blackfleet-turn-moving = { $who } moves: { $ships }
blackfleet-turn-discard = { $who } discards a fortune card.
blackfleet-turn-buy = { $who } may buy one card.

## Menu choices
blackfleet-menu-load = Load { $colour } at { $port } ({ $left } left)
blackfleet-menu-sell = Sell { $cubes } at { $port } for { $total } ({ $price } a cube){ $bonuses }, load { $colour }
blackfleet-menu-attack = Pirate: attack { $who }'s merchant: take a { $colour } cube, +{ $total }{ $how ->
    [iron] {" "}({ blackfleet-dev-iron-hull }: no doubloons)
    [victim] {" "}({ $from } of it from { $who })
   *[none] {""}
}{ $bonuses }{ $sinks ->
    [yes] {" "}— it sinks
   *[no] {""}
}
blackfleet-menu-bury = Pirate: bury { $loot } here for { $total }{ $bonuses }
blackfleet-menu-sink = { $ship }: sink { $who }'s pirate for { $total }{ $bonuses }
blackfleet-aim-ship = your { $ship }
blackfleet-aim-square = at { $square }
blackfleet-aim-push = push { $who }'s { $ship } to { $square }
blackfleet-pays-nothing-yet = pays nothing now (only for deeds still to come)
blackfleet-pays-nothing = pays nothing now
blackfleet-pays = pays { $n } now
blackfleet-menu-fortune = Play { $card }{ $rest }: { $text }
blackfleet-menu-shanghaied = Play { $card }: push an opponent's merchant or pirate 1 square, chosen on the map (no action)
blackfleet-menu-enter = Put your merchant at { $port } { $square } (loads { $colour }, { $left } left)
blackfleet-menu-enter-square = Put your merchant at { $square }
blackfleet-menu-hideout-beach = { blackfleet-dev-pirate-hideout }: put your pirate on the { $v }-beach at { $square }
blackfleet-menu-hideout-lair = { blackfleet-dev-pirate-hideout }: put your pirate on the lair at { $square }
blackfleet-menu-movement = Play movement: { $card }
blackfleet-menu-signals = ({ blackfleet-dev-fleet-signals }: move { $navy ->
    [yellow] yellow
   *[purple] purple
})
blackfleet-menu-pathfinder = · { blackfleet-dev-pathfinder } +1 { $ship }
blackfleet-menu-move = Move your { $ship } to { $square }
blackfleet-menu-swap = Swap your merchant's and pirate's squares
blackfleet-menu-end-moves = End your moves and draw
blackfleet-menu-discard = Discard { $card }
blackfleet-menu-buy = Buy { $card } for { $cost }: { $text }
blackfleet-menu-buy-some = Buy a development card
blackfleet-menu-buy-victory = Buy your victory card for { $v } (leaves { $left }; the round is then completed)
blackfleet-menu-pass = Buy nothing this turn

## Fortune cards: name, then the text printed on the card
blackfleet-fortune-fair-wind-merchant = Fair Wind: Merchant
blackfleet-fortune-fair-wind-merchant-text = Your merchant gets +2 movement this turn.
blackfleet-fortune-fair-wind-pirate = Fair Wind: Pirate
blackfleet-fortune-fair-wind-pirate-text = Your pirate gets +2 movement this turn.
blackfleet-fortune-fair-wind-navy = Fair Wind: Navy
blackfleet-fortune-fair-wind-navy-text = The navy ship you move gets +2 movement this turn.
blackfleet-fortune-gale = Gale
blackfleet-fortune-gale-text = Each ship you move this turn gets +1 movement.
blackfleet-fortune-secret-channel = Secret Channel
blackfleet-fortune-secret-channel-text = One ship you move this turn (navy included) may cross one land square (not a port).
blackfleet-fortune-commandeer = Commandeer
blackfleet-fortune-commandeer-text = Also move the other navy ship up to 2 squares this turn; it may sink a pirate for you.
blackfleet-fortune-shanghaied = Shanghaied
blackfleet-fortune-shanghaied-text = Move an opponent's merchant or pirate 1 square (no action).
blackfleet-fortune-pirate-lair = Pirate Lair
blackfleet-fortune-pirate-lair-text = Put your pirate (on or off the board) on a free lair square; it may then move and act.
blackfleet-fortune-extra-action = Extra Action
blackfleet-fortune-extra-action-text = One of your ships may take a second action this turn.
blackfleet-fortune-smugglers-deal = Smuggler's Deal
blackfleet-fortune-smugglers-deal-text = Your merchant's sale this turn pays +1 per cube.
blackfleet-fortune-calm-seas = Calm Seas
blackfleet-fortune-calm-seas-text = Your merchant may sell this turn at a port that does not buy its colour (not that colour's own port), at 2 per cube.
blackfleet-fortune-bounty = Bounty
blackfleet-fortune-bounty-text = +2 when you sink a pirate this turn.
blackfleet-fortune-rich-hoard = Rich Hoard
blackfleet-fortune-rich-hoard-text = +2 when your pirate buries this turn.
blackfleet-fortune-orders-trade = Secret Orders: Trade
blackfleet-fortune-orders-trade-text = +3 when your merchant sells at a port that pays 3.
blackfleet-fortune-orders-plunder = Secret Orders: Plunder
blackfleet-fortune-orders-plunder-text = +3 when your pirate attacks the merchant of the player to your left.
blackfleet-fortune-orders-hunt = Secret Orders: Hunt
blackfleet-fortune-orders-hunt-text = +3 when you sink a pirate standing at most 2 sea steps from a port's dock.

## Development cards: name, then the power printed on the card
blackfleet-dev-navigation-upgrade = Navigation Upgrade
blackfleet-dev-navigation-upgrade-text = Your merchant gets +1 movement.
blackfleet-dev-swift-sloop = Swift Sloop
blackfleet-dev-swift-sloop-text = Your pirate gets +1 movement.
blackfleet-dev-trade-upgrade = Trade Upgrade
blackfleet-dev-trade-upgrade-text = +1 doubloon per sale.
blackfleet-dev-bounty-hunter = Bounty Hunter
blackfleet-dev-bounty-hunter-text = +1 doubloon per pirate you sink.
blackfleet-dev-treasure-map = Treasure Map
blackfleet-dev-treasure-map-text = +1 doubloon per burial.
blackfleet-dev-quartermaster = Quartermaster
blackfleet-dev-quartermaster-text = Fortune hand limit 4; ignore discard icons.
blackfleet-dev-swap = Swap
blackfleet-dev-swap-text = Once per turn, swap your merchant's and pirate's squares (both on the board; not an action).
blackfleet-dev-armed-merchant = Armed Merchant
blackfleet-dev-armed-merchant-text = Your merchant's action may sink an adjacent opponent pirate, +2.
blackfleet-dev-iron-hull = Iron Hull
blackfleet-dev-iron-hull-text = Pirates attacking your merchant get no doubloons.
blackfleet-dev-fleet-signals = Fleet Signals
blackfleet-dev-fleet-signals-text = You may move the navy ship not shown on your card instead.
blackfleet-dev-double-crew = Double Crew
blackfleet-dev-double-crew-text = Your pirate holds 2 cubes, may attack while holding 1; burying pays per cube.
blackfleet-dev-harbour-master = Harbour Master
blackfleet-dev-harbour-master-text = +1 doubloon per cube sold at ports paying 2.
blackfleet-dev-long-guns = Long Guns
blackfleet-dev-long-guns-text = Your pirate attacks and your navy sinks at range 2 in a straight line whose middle square is sea.
blackfleet-dev-shallow-draft = Shallow Draft
blackfleet-dev-shallow-draft-text = Your merchant and pirate may cross land squares (not ports), never ending there.
blackfleet-dev-navy-commission = Navy Commission
blackfleet-dev-navy-commission-text = +2 doubloons per pirate you sink.
blackfleet-dev-big-hold = Big Hold
blackfleet-dev-big-hold-text = Your merchant holds and loads 4 cubes.
blackfleet-dev-privateer = Privateer
blackfleet-dev-privateer-text = Your pirate's 2 doubloons come from the victim as far as they have them, the rest from the bank.
blackfleet-dev-pathfinder = Pathfinder
blackfleet-dev-pathfinder-text = +1 to one value of each movement card you play.
blackfleet-dev-pirate-hideout = Pirate Hideout
blackfleet-dev-pirate-hideout-text = At the start of your turn you may put your pirate on any free beach or lair.
blackfleet-dev-admiralty = Admiralty
blackfleet-dev-admiralty-text = Also move the other navy ship up to 2 squares each turn.
blackfleet-dev-master-trader = Master Trader
blackfleet-dev-master-trader-text = All your sales pay 3 per cube where the colour is bought.
blackfleet-dev-royal-pardon = Royal Pardon
blackfleet-dev-royal-pardon-text = When your pirate is sunk it goes straight to a free beach.
blackfleet-dev-salvage-rights = Salvage Rights
blackfleet-dev-salvage-rights-text = +2 doubloons whenever any merchant is sunk.
blackfleet-dev-second-movement = Second Movement
blackfleet-dev-second-movement-text = Hold 3 movement cards.
blackfleet-map-edge = The map ends there.

# Every hand open (a finished game's replay)
blackfleet-open-seat = movement cards: { $moves } · fortune cards: { $fortunes } · developments face down: { $devs }
blackfleet-open-move-deck = Movement deck
blackfleet-open-fortune-deck = Fortune deck
