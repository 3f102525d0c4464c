# Keltis: cards, rule refusals, log lines and the table screen.

## The game in the picker
keltis-blurb = Lay rising or falling rows; collect wishing stones

## Colours and cards ($colour: green blue yellow red purple; a suit may also be points)
keltis-letter = { $colour ->
    [green] G
    [blue] B
    [yellow] Y
    [red] R
   *[purple] P
}
keltis-colour = { $colour ->
    [green] Green
    [blue] Blue
    [yellow] Yellow
    [red] Red
    [points] point
   *[purple] Purple
}
keltis-row = { $colour ->
    [green] Green row
    [blue] Blue row
    [yellow] Yellow row
    [red] Red row
    [points] point row
   *[purple] Purple row
}
keltis-card-number = { $colour ->
    [green] G
    [blue] B
    [yellow] Y
    [red] R
   *[purple] P
}{ $value }
keltis-card-end = { $colour ->
    [green] G
    [blue] B
    [yellow] Y
    [red] R
   *[purple] P
}-end
keltis-card-point = pt{ $value }
keltis-end-short = END
keltis-end-corner = E

## Rule refusals
keltis-not-your-turn = It is not your turn.
keltis-over = The game is over.
keltis-start-player = The start player must be one of the players.
keltis-not-held = You don't hold { $card }.
keltis-draw-after = First lay a card, discard one or take a wishing stone; then draw.
keltis-not-over-yet = Play a card first: the game is not over yet.
keltis-draw-now = Now draw { $n ->
    [one] one card
   *[other] { $n } cards
}: from the deck or the top of a discard pile.
keltis-final-only = The game has ended: you may only lay up to two cards into your rows.
keltis-stone-no-end = End cards have no value: a wishing stone needs two number or point cards.
keltis-stone-same = A wishing stone needs two cards of the same value, not { $a } and { $b }.
keltis-stone-none = There is no wishing stone of value { $value }: stones go from 1 to 9.
keltis-stone-yours = The wishing stone { $value } is already taken (by you).
keltis-stone-taken = The wishing stone { $value } is already taken (by { $who }).
keltis-not-both = You don't hold both { $a } and { $b }.
keltis-deck-empty = The deck is empty.
keltis-pile-empty = The { $colour ->
    [green] Green
    [blue] Blue
    [yellow] Yellow
    [red] Red
    [points] point card
   *[purple] Purple
} discard pile is empty.
keltis-no-take-back = You cannot take back a card you discarded this turn.
keltis-row-finished = Your { $row } is finished: both end cards are laid.
keltis-row-closed = Your { $row } is closed by an end card: only the second { $colour ->
    [green] Green
    [blue] Blue
    [yellow] Yellow
    [red] Red
   *[purple] Purple
} end card may follow.
keltis-row-rising = Your { $row } is rising: play { $last } or higher.
keltis-row-falling = Your { $row } is falling: play { $last } or lower.
keltis-wrong-row = A { $colour ->
    [green] Green
    [blue] Blue
    [yellow] Yellow
    [red] Red
   *[purple] Purple
} card belongs in the { $row }.
keltis-point-mismatch = A point card fits a colour row only on its last number card: your { $row } ends with { $last }, not { $value }.
keltis-point-needs-number = A point card needs a number card of the same value at the end of your { $row }.
keltis-only-points = Only point cards go in the point row.

## Log lines
keltis-laid = { $who } laid { $card }
keltis-laid-in = { $who } laid { $card } in their { $row }
keltis-discarded = { $who } discarded { $card }
keltis-wished = { $who } discarded { $a } and { $b } and took wishing stone { $value }
keltis-drew-deck = { $who } drew from the deck
keltis-you-drew = You drew { $card }
keltis-took = { $who } took { $card } from the discard piles
keltis-ends-five = Five rows hold end cards: the game ends. Final placements begin.
keltis-ends-deck = The deck is empty: the game ends. Final placements begin.
keltis-finished-final = { $who } finished the final placements
keltis-nothing-to-lay = { $who } has nothing to lay
keltis-nothing-more-to-lay = { $who } has no other card that fits a row

## Scores
keltis-score-row = { $colour ->
    [green] Green row
    [blue] Blue row
    [yellow] Yellow row
    [red] Red row
   *[purple] Purple row
}
keltis-score-points = point cards
keltis-score-stones = wishing stones

## The table
keltis-title-over = Keltis · game over: { $why }
keltis-title-final = Keltis · { $why } · final placements: { $who } may lay { $n } more
keltis-title-draw = Keltis · { $who } draws { $n } · deck { $deck } · end cards { $ends }/5 rows
keltis-title-play = Keltis · { $who }'s turn · deck { $deck } · end cards { $ends }/5 rows
keltis-why-five = five rows hold end cards
keltis-why-deck = the deck ran out
keltis-no-rows = no rows yet
keltis-pts = pts { $n }
keltis-you = (you)
keltis-none = none
keltis-player-line = hand { $hand } · { $n ->
        [0] no stones
        [one] stone { $stones }
       *[other] stones { $stones }
    } ·{" "}
keltis-score-now = now { $score }
keltis-score-total = total { $score }
keltis-lay-into = Lay { $card } into:{" "}
keltis-draw-note = Draw { $n ->
    [one] one card
   *[other] { $n } cards
}: from the deck or the top of a discard pile
keltis-cannot-lay = { $card } cannot be laid now (dimmed)
keltis-can-lay = { $card } can be laid
keltis-new-cards = new (just drawn, underlined): { $cards }
keltis-draw-from = Draw from{" "}
keltis-discards = Discards{"  "}
keltis-deck-n = deck { $n }
keltis-pile-points = pt
keltis-stones-left = · stones left { $left }
keltis-out-of-game = { $n ->
    [one] 1 card
   *[other] { $n } cards
} out of the game
keltis-hands-hidden = (hands are hidden: the next player takes the laptop soon)
keltis-hands-hidden-hosted = (hands are hidden: each player sees their own in their terminal)
keltis-hand = Hand
keltis-piles = Piles
keltis-new = new
keltis-deck = deck
keltis-points = points
keltis-yours = yours
keltis-point = point
keltis-stones = stones
keltis-hand-row = hand
keltis-n-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
keltis-now = now
keltis-total = total
keltis-final-rows = Final rows
keltis-rows-now = Rows · (points if the game ended now)
keltis-panel-deck = Deck
keltis-panel-ends = End cards
keltis-panel-ends-n = { $n }/5 rows
keltis-panel-stones = Stones left
keltis-panel-rows = Colour row (cards: points)
keltis-panel-stones-held = Wishing stones held
keltis-panel-point-row = Point row
keltis-panel-a-card = +1 a card
keltis-panel-title = Middle & scoring
keltis-marked-ready = { $a } and { $b } marked: { $key } takes a wishing stone
keltis-mark-two = Mark two cards of the same value with space, then press w.

## Hints
keltis-hint-cancel = cancel
keltis-hint-draw = draw
keltis-hint-draw-deck = draw from the deck
keltis-hint-source = source
keltis-hint-card = card
keltis-hint-ends = first or last card
keltis-hint-first = first card
keltis-hint-last = last card
keltis-hint-lay = lay
keltis-hint-done = done
keltis-hint-discard = discard
keltis-hint-mark = mark
keltis-hint-stone = wishing stone

# The coach's suggestions
keltis-coach-lay = Lay { $card }
keltis-coach-lay-points = Lay { $card } in your point row
keltis-coach-discard = Discard { $card }
keltis-coach-wish = Discard { $a } and { $b } for a wishing stone
keltis-coach-draw-deck = Draw from the deck
keltis-coach-draw-pile = Draw from the { $pile } discard pile
keltis-coach-done = Stop laying
