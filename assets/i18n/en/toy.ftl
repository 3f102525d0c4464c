## Toy: the small game that shows how a game joins Tavolo (tests only).
toy-name = Toy
toy-blurb = Play higher than the pile to score (a test game).
toy-over = The game is over.
toy-not-your-turn = It is { $who }'s turn.
toy-no-such-card = You hold no { $card }.
toy-played = { $who } plays { $card } and scores { $n }.
toy-drew = You draw a { $card }.
toy-title = Toy — { $who } to play
toy-title-over = Toy — the game is over
toy-pile = Pile: { $card } · deck: { $deck } cards
toy-pile-empty = empty
toy-seat = { $who }: { $points } points, { $cards } cards
toy-your-hand = Your hand:
toy-rule = Higher than the pile scores its value; lower scores nothing.
toy-hint-card = choose a card
toy-hint-number = play the card of that number
toy-hint-play = play it
