# Sheriff of Nottingham. Items take $n (1 = singular); "sheriff-the-*" is the item with its article.
sheriff-blurb = Collect sets, rob, ambush and trade in Nottingham
sheriff-defence-toggle = Ask for Defence only when possible
sheriff-score-pile = winnings pile
sheriff-score-tasks = tasks
sheriff-score-why = The highest total wins. With equal totals, the player with more cards in their winnings pile wins: "tie-break" is that number of cards. Still equal, they share the win.

sheriff-copper = { $n ->
    [one] Copper coin
   *[other] Copper coins
}
sheriff-silver = { $n ->
    [one] Silver candlestick
   *[other] Silver candlesticks
}
sheriff-gold = Gold
sheriff-pearls = Pearls
sheriff-jewels = Jewels
sheriff-necklace = { $n ->
    [one] Necklace
   *[other] Necklaces
}
sheriff-chest = { $n ->
    [one] Treasure chest
   *[other] Treasure chests
}
sheriff-the-copper = the Copper coin
sheriff-the-silver = the Silver candlestick
sheriff-the-gold = the Gold
sheriff-the-pearls = the Pearls
sheriff-the-jewels = the Jewels
sheriff-the-necklace = the Necklace
sheriff-the-chest = the Treasure chest
sheriff-count = { $n } { $card }
sheriff-valued = { $card } { $value }

sheriff-colour-red = red
sheriff-colour-yellow = yellow
sheriff-colour-green = green
sheriff-colour-blue = blue
sheriff-colour-purple = purple
sheriff-colour-white = white
sheriff-colour-grey = grey

sheriff-task-different = { $n } different items
sheriff-task-identical = { $n } identical items
sheriff-task-pairs = { $n } pairs of different items
sheriff-short-different = { $n } diff
sheriff-short-identical = { $n } same
sheriff-short-pairs = { $n } pairs

sheriff-ambush-colour = the { $colour } colour card ({ $who })
sheriff-ambush-pair = the { $a } + { $b } card
sheriff-ambush-colour-short = { $colour } colour card ({ $who })
sheriff-ambush-pair-short = { $a } + { $b }

sheriff-no-cards = no cards
sheriff-nothing = nothing
sheriff-list = { $first }, { $rest }
sheriff-joined = { $first } · { $rest }
sheriff-offer-entry = { $who }: { $what }

## Log
sheriff-log-drew = { $who } drew { $card }
sheriff-log-drew-defence = { $who } drew a { $card } and took it into their hand
sheriff-log-kept = { $who } took the { $card } into their hand
sheriff-log-reshuffled = The discard pile was shuffled into a new deck
sheriff-log-discard-round = No cards left: everyone above { $limit } { $limit ->
    [one] card
   *[other] cards
} discards down to { $limit }
sheriff-log-draw-skipped = No cards left to draw: the draw is skipped
sheriff-log-discarded = { $who } discarded { $n ->
    [one] 1 card
   *[other] { $n } cards
}
sheriff-log-home = The Sheriff is back in Nottingham: the game is over.
sheriff-log-moves = The Sheriff moves to the { $n } space
sheriff-log-favour = { $who } receives a favour
sheriff-log-your-favour = Your favour: { $card }
sheriff-log-last-task = The last task has been taken: the game is over.
sheriff-log-buy = { $who } plays the { $card }: everyone offers a card
sheriff-log-trade = { $who } plays the { $card }: everyone offers 1 or 2 cards
sheriff-log-attack = { $who } plays the { $card } against { $target }
sheriff-log-defended = Defence! { $target } plays a { $necklace }: { $target } takes the { $card } and { $who } the { $necklace }
sheriff-log-theft = { $who } stole a random card from { $target }
sheriff-log-you-stole = You stole { $card } from { $target }
sheriff-log-stole-yours = { $who } stole your { $card }
sheriff-log-raid-shown = { $target }'s hand is shown to everyone: { $cards }
sheriff-log-looks = { $who } looks at { $target }'s hand
sheriff-log-raid-took = { $who } took { $card } from { $target }
sheriff-log-took-card = { $who } took a card from { $target }
sheriff-log-you-took = You took { $card } from { $target }
sheriff-log-took-yours = { $who } took your { $card }
sheriff-log-nothing-to-offer = { $who } has nothing to offer and shows their hand: { $cards }
sheriff-log-buy-offers = Offers for the { $card }: { $offers }
sheriff-log-copper-kept = { $who } keeps the { $card }
sheriff-log-secret-offer = { $who } made a secret offer
sheriff-log-you-offered = You offered { $card }
sheriff-log-bought = { $who } buys { $from }'s { $card } for the { $copper }
sheriff-log-refused = { $who } refuses every offer and keeps the { $copper }
sheriff-log-trade-nobody = Nobody could offer: { $who } keeps the { $card }
sheriff-log-trade-offer = { $who } offers { $cards }
sheriff-log-trade-accepted = { $who } accepts { $from }'s offer; { $from } takes the { $card }
sheriff-log-ambush = { $who } prepares an ambush
sheriff-log-ambush-last = { $who } cannot keep the last ambush card and keeps the { $card }
sheriff-log-ambush-laid = { $who } lays an ambush card face down
sheriff-log-lays-out = { $who } lays out { $items }
sheriff-log-strike = Ambush! { $who } reveals { $ambush }, takes one of the { $card } from { $target } and gives { $target } the { $gold } that lay under the ambush card
sheriff-log-scores = { $who } scores { $card }: 1 to the winnings pile, { $n } discarded
sheriff-log-broken = { $who }'s set is broken: { $items } { $n ->
    [one] goes
   *[other] go
} back to the hand, nothing scored
sheriff-log-task = { $who } completes the task "{ $task }"

## Refusals
sheriff-err-players = Sheriff of Nottingham is for 3 to 7 players, not { $n }.
sheriff-err-first = The start player must be one of the players.
sheriff-err-not-held = { $who } holds no { $card }.
sheriff-err-not-enough = { $who } does not hold that many { $card }.
sheriff-err-over = The game is over.
sheriff-err-not-yours = It is not your decision now.
sheriff-err-offered = You have made your offer: the offers are revealed together once all are in.
sheriff-wait-drawn = First keep the drawn card or carry out its action.
sheriff-wait-defence = Answer the attack first: defend with a { $necklace } or not.
sheriff-wait-pick = Choose the card to take.
sheriff-wait-buy = Choose a card to offer for the { $card }.
sheriff-wait-trade = Offer 1 or 2 cards for the { $card }.
sheriff-wait-choice = Choose an offer.
sheriff-wait-ambush = Choose the ambush card to keep.
sheriff-wait-score = Score once (a set or a task) or end your turn.
sheriff-wait-strike = Strike with an ambush card or let the set pass.
sheriff-wait-discard = Discard down to { $limit } { $limit ->
    [one] card
   *[other] cards
}.
sheriff-err-nothing-to-discard = You hold no more than { $limit } { $limit ->
    [one] card
   *[other] cards
}: nothing to discard.
sheriff-err-discard-exactly = Discard exactly { $n ->
    [one] 1 card
   *[other] { $n } cards
} down to { $limit }.
sheriff-err-offer-one = Offer exactly one card.
sheriff-err-offer-two = Offer 1 or 2 cards.
sheriff-err-offer-banned = You may not offer a { $card }.
sheriff-err-defence-hand = A { $card } always goes into the hand.
sheriff-err-no-ambush = No ambush cards are left: keep the { $card }.
sheriff-err-no-target-cards = No opponent holds a card: keep the { $card }.
sheriff-err-choose-target = Choose the opponent to target.
sheriff-err-not-self = Choose an opponent, not yourself.
sheriff-err-bad-target = That action needs an opponent with at least one card in hand, and Buy, Ambush and Trade target nobody.
sheriff-err-no-necklace = You hold no { $card } to defend with.
sheriff-err-no-offer = That player made no offer.
sheriff-err-accept-one = You must accept exactly one of the offers.
sheriff-err-keep-drawn = Keep one of the two ambush cards you drew.
sheriff-err-own-colour = You may not keep the ambush card of your own colour.
sheriff-err-set-min = A set needs at least 3 identical items.
sheriff-err-hold-only = You hold only { $n } { $card }.
sheriff-err-ambush-not-yours = That ambush card is not in front of you.
sheriff-err-ambush-no-match = That ambush card does not match { $who } scoring { $card }.
sheriff-err-no-task = There is no such task.
sheriff-err-task-done = You have already completed "{ $task }".
sheriff-err-task-closed = "{ $task }" has already been completed by two players.
sheriff-err-task-cards = Those cards are not "{ $task }".
sheriff-err-cannot-offer = You cannot offer those cards now.
sheriff-err-cannot-discard = You cannot discard those cards now.
sheriff-mark-first = Mark cards with Space. { $why }

## Screen
sheriff-title = Sheriff
sheriff-title-over = game over
sheriff-title-turn = { $who }'s turn
sheriff-now-defend = now { $who } may defend
sheriff-now-offers = now { $who } offers
sheriff-now-offer-each = now { $who } offer
sheriff-now-ambush = now { $who } may ambush
sheriff-now-discards = now { $who } discards
sheriff-now-decides = now { $who } decides
sheriff-title-deck = deck { $n }
sheriff-do-keep = Keep the { $card } in your hand
sheriff-do-keep-it = Keep it
sheriff-do-buy = Buy: everyone offers a card for the { $card }
sheriff-do-theft = Theft: take a random card from { $target } ({ $n ->
    [one] 1 card
   *[other] { $n } cards
})
sheriff-do-ambush = Ambush: draw 2 ambush cards and keep one
sheriff-do-robbery = Robbery: look at { $target }'s hand ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}) and take one
sheriff-do-raid = Raid: show { $target }'s hand ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}) to all and take one
sheriff-do-trade = Trade: everyone offers 1 or 2 cards for the { $card }
sheriff-do-defence = Defence
sheriff-do-defend = Defend: play a { $card } (the action fails; you swap cards)
sheriff-do-not-defend = Do not defend
sheriff-do-take = Take the { $card }
sheriff-do-offer = Offer { $card }
sheriff-do-trade-offer = Offer { $cards }
sheriff-do-refuse = Refuse every offer and keep the { $card }
sheriff-do-accept = Accept { $who }'s offer: { $offer }
sheriff-do-keep-ambush = Keep { $ambush }
sheriff-do-score-set = Score: lay out { $items }, keep one worth { $value }
sheriff-do-task = Task "{ $task }" with { $cards }: { $points }
sheriff-task-pays-first = { $first } points now, { $shared } once shared
sheriff-task-pays-shared = { $shared } points, shared with { $who }
sheriff-do-end = End the turn without scoring
sheriff-do-pass = Let the set pass
sheriff-do-strike = Strike with { $ambush }
sheriff-do-discard = Discard { $cards }
sheriff-ask-drawn = { $who } drew { $card }: keep it or carry out its action
sheriff-ask-defence = { $target } is attacked with the { $card }: defend with a { $necklace }?
sheriff-ask-pick = { $who } takes a card from { $target }
sheriff-ask-buy = { $who }: offer one card for the { $card } (secret)
sheriff-ask-buy-choice = { $who }: choose an offer or refuse them all
sheriff-ask-ambush = { $who }: keep one of the two ambush cards
sheriff-ask-trade = { $who }: offer 1 or 2 cards for the { $card } (face up)
sheriff-ask-trade-choice = { $who }: accept one offer
sheriff-ask-score = { $who } may score once: 3+ identical items or a task
sheriff-ask-strike = { $who } lays out { $items }: { $decider }, strike with an ambush?
sheriff-ask-discard = No cards left: { $who } discards down to { $limit }
sheriff-ask-over = The game is over
sheriff-ends-scoring = next scoring ends the game
sheriff-ends-task = next task ends the game
sheriff-track = Track
sheriff-next = next: { $spaces }
sheriff-tasks = Tasks
sheriff-task-closed = closed
sheriff-task-open = open
sheriff-discard-label = Discard ({ $n })
sheriff-empty = empty
sheriff-offered = offered
sheriff-deciding = deciding…
sheriff-offers = Offers
sheriff-hand = Hand
sheriff-score-now = score now { $n }
sheriff-your-ambushes = Your ambush cards:
sheriff-your-offer = Your secret offer: { $card }
sheriff-you-drew = You drew:
sheriff-their-hand = { $who }'s hand:
sheriff-col-player = Player
sheriff-col-colour = colour
sheriff-col-hand = hand
sheriff-col-pile = pile
sheriff-col-tasks = tasks
sheriff-col-amb = amb
sheriff-pts = { $n } pts
sheriff-side-tasks = Tasks (first alone / each once shared)
sheriff-side-discard = Discard pile ({ $n }, public)
sheriff-the-table = The table
sheriff-hint-close-table = close the table
sheriff-hint-table = the table
sheriff-hint-do = do it
sheriff-hint-card = card
sheriff-hint-mark = mark
sheriff-hint-offer = offer
sheriff-hint-discard = discard
sheriff-nothing-marked = nothing marked
sheriff-your-offer-label = Your offer:
sheriff-enter-offers = { $n ->
    [one] Enter offers it.
   *[other] Enter offers them.
}
sheriff-to-discard = To discard:
sheriff-enter-discards = { $n ->
    [one] Enter discards it.
   *[other] Enter discards them.
}
sheriff-final-piles = Winnings piles (what each player won)
sheriff-final-pile-worth = { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $n } points

# Every hand open (a finished game's replay)
sheriff-open-ambushes = ambushes face down: { $cards }
sheriff-open-offer = secret offer: { $card }
sheriff-open-ambush-deck = Ambush deck
