# Pow Wow: cards, log lines, refusals, the table screen and its setup.

## Cards
powwow-chief = Chief
powwow-warrior = Warrior
powwow-maiden = Maiden
powwow-hunter = Hunter
powwow-buffalo = Buffalo
powwow-totem = Totem
powwow-tomahawk = Tomahawk
powwow-necklace = Necklace
powwow-tent = Tent
# An Indian prairie card of a tribe: R-Chief.
powwow-indian-chief = { $tribe ->
    [red] R
    [green] G
    [purple] P
    [yellow] Y
   *[blue] B
}-Chief
powwow-indian-warrior = { $tribe ->
    [red] R
    [green] G
    [purple] P
    [yellow] Y
   *[blue] B
}-Warrior
powwow-indian-maiden = { $tribe ->
    [red] R
    [green] G
    [purple] P
    [yellow] Y
   *[blue] B
}-Maiden
powwow-indian-hunter = { $tribe ->
    [red] R
    [green] G
    [purple] P
    [yellow] Y
   *[blue] B
}-Hunter
powwow-tribe-red = red
powwow-tribe-green = green
powwow-tribe-purple = purple
powwow-tribe-yellow = yellow
powwow-tribe-blue = blue
# The tribe as a short mark beside a player's name.
powwow-tribe-mark = ({ $tribe ->
    [red] R
    [green] G
    [purple] P
    [yellow] Y
   *[blue] B
})

## Log
# Card names come as ids (`kind`/`card`/`indian`: chief…hunter, `card`/`loot`: buffalo…tent, an
# Indian's `tribe`: red…blue) and are named by the card messages above, so a log line allocates
# nothing for them.
powwow-log-revealed = { $who } revealed { $card ->
    [chief] { powwow-indian-chief }
    [warrior] { powwow-indian-warrior }
    [maiden] { powwow-indian-maiden }
    [hunter] { powwow-indian-hunter }
    [buffalo] { powwow-buffalo }
    [totem] { powwow-totem }
    [tomahawk] { powwow-tomahawk }
    [necklace] { powwow-necklace }
   *[tent] { powwow-tent }
}
powwow-log-claimed = { $who } played the { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
} (+{ $secs } s)
powwow-log-too-late = { $who } was too late with the { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
}
powwow-log-penalty = { $who } played the { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
} with nothing to claim: penalised, { $n ->
    [0] no won cards to lose
    [one] 1 won card removed
   *[other] { $n } won cards removed
}
powwow-log-nothing-left = { $who } finds nothing left for the { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
} (no penalty)
powwow-log-took = { $who } took { $indian ->
    [chief] { powwow-indian-chief }
    [warrior] { powwow-indian-warrior }
    [maiden] { powwow-indian-maiden }
   *[hunter] { powwow-indian-hunter }
}{ $n ->
    [0] {""}
   *[other] {" "}+ { $loot ->
    [buffalo] { powwow-buffalo }
    [totem] { powwow-totem }
    [tomahawk] { powwow-tomahawk }
    [necklace] { powwow-necklace }
   *[tent] { powwow-tent }
}{ $n ->
        [one] {""}
       *[other] {" "}×{ $n }
    }
}
powwow-log-took-noted = { $who } took { $indian ->
    [chief] { powwow-indian-chief }
    [warrior] { powwow-indian-warrior }
    [maiden] { powwow-indian-maiden }
   *[hunter] { powwow-indian-hunter }
}{ $n ->
    [0] {""}
   *[other] {" "}+ { $loot ->
    [buffalo] { powwow-buffalo }
    [totem] { powwow-totem }
    [tomahawk] { powwow-tomahawk }
    [necklace] { powwow-necklace }
   *[tent] { powwow-tent }
}{ $n ->
        [one] {""}
       *[other] {" "}×{ $n }
    }
} ({ $note })
powwow-note-prisoner = { $indian } as prisoner
powwow-note-married = married { $indian }
powwow-note-allies = { $n } unowned { $kind ->
    [chief] Chief
    [warrior] Warrior
    [maiden] Maiden
   *[hunter] Hunter
} { $n ->
    [one] ally
   *[other] allies
}
powwow-note-pair = { $a }, { $b }
powwow-log-warpath = Warpath! { $who } takes { $n } Buffalo from { $from }
powwow-log-over = The prairie is empty: the game is over.

## Refusals
powwow-err-first = The first revealer must be one of the players.
powwow-err-window = The claim window and the grace period must be longer than zero.
powwow-err-no-seat = There is no such seat.
powwow-err-over = The game is over.
powwow-err-wait-reveal = Wait for the next card to be revealed.
powwow-err-already = { $who } already played a tribe card on this reveal.
powwow-err-window-open = The claim window is open: claim or wait.
powwow-err-resolving = Claims are being resolved: wait for your choice.
powwow-err-not-revealer = It is { $who }'s turn to reveal.
powwow-err-before-last = A reveal cannot happen before the last event.
powwow-err-prairie-empty = The prairie is empty.
powwow-err-passed = { $who } passed on this card.
powwow-err-early = That key was pressed before the card was revealed.
powwow-err-no-window = No claim window is open.
powwow-err-still-open = The claim window is still open.
powwow-err-chooses-first = { $who } chooses first.
powwow-err-cannot-take = That cannot be taken now.

## Setup and picker
powwow-blurb = Real time: grab the loot before the others
powwow-warpath = Warpath
powwow-marriage = Marriage
powwow-sharing = Sharing the loot
powwow-claim-window = Claim window
powwow-score-won = won cards

## Table
powwow-variant-warpath = Warpath
powwow-variant-marriage = Marriage
powwow-variant-sharing = Sharing
powwow-variant-window = { $secs } s window
powwow-variant-window-short = { $secs } s
powwow-title = Pow Wow · { $variants } · deck { $deck }
powwow-title-revealing = { $who } reveals…
powwow-title-reveals-next = { $who } reveals next
powwow-title-reveals-key = { $who } reveals next [{ $key }]
powwow-title-claim-now = CLAIM NOW { $secs } s
powwow-title-chooses = { $who } chooses
powwow-title-over = game over
powwow-new-card = New card
powwow-turning-up = { $who } is turning it up…
powwow-no-new-card = none: waiting for the next reveal
powwow-claim-now = CLAIM NOW
powwow-window-closed = window closed
powwow-indians = Indians
powwow-none = none
powwow-unowned = (unowned)
powwow-loot = Loot
powwow-claims = Claims
powwow-last = Last
powwow-none-yet = none yet
powwow-no-last-claims = no claims on the last card
powwow-takes-with = { $who } takes with the { $kind }:
powwow-choice-keys = keys { $left } ◂ · { $right } ▸ · { $take } take
powwow-bot = bot
powwow-seat-keys = Chief { $k1 }  Warrior { $k2 }  Maiden { $k3 }  Hunter { $k4 }  { $last } { $k5 }
powwow-key-pass = pass
powwow-key-reveal = reveal
powwow-won = won { $n }
powwow-passed = passed
powwow-lost = { $n } cards lost to penalties
powwow-take-prisoner = totems + prisoner { $prisoner } + { $kind } ({ $n } cards)
powwow-take-usual = all { $loot ->
    [buffalo] Buffalos
    [totem] Totems
    [tomahawk] Tomahawks
   *[necklace] Necklaces
} + { $kind } ({ $n } cards)
powwow-take-tents = all Tents + { $kind } ({ $n } cards)
powwow-take-marry = marry { $spouse } + Tents + { $kind } ({ $n } cards)
powwow-wait-shown = Wait: the card is not shown yet.
powwow-too-late = Too late: the window closed.
powwow-wait-reveal = Wait for a card to be revealed before claiming.
powwow-bot-keys = { $who } is a bot: those keys do nothing.
powwow-not-your-reveal = It is { $who }'s turn to reveal, not { $other }'s.
powwow-choice-help = { $who }: { $left } and { $right } change the choice, { $take } takes it.
powwow-too-late-choosing = Too late: the window closed. { $who } is choosing.
powwow-hint-reveal = reveal
powwow-hint-claim-keys = claim keys
powwow-hint-claim = Chief · Warrior · Maiden · Hunter
powwow-hint-pass = pass

## Large table
powwow-tile-tribe = { $tribe } tribe
powwow-tile-owner = { $who }'s tribe
powwow-tile-no-owner = no player's tribe
# The Player column of a tribe nobody plays (the tribe's colour is beside it).
powwow-tile-unowned = (unowned)
powwow-tile-window-closed = (window closed)
powwow-tile-none-yet = none yet
powwow-tile-waiting = waiting for the next reveal
powwow-claim-window-title = Claim window
powwow-card-coming = the card is coming…
powwow-claims-resolve = window closed: claims resolve
powwow-col-player = Player
powwow-col-tribe = Tribe
powwow-col-won = { " " }Won
powwow-col-indians = Its Indians on the table
powwow-col-keys = Keys
powwow-col-this-card = This card
powwow-claimed = claimed { $kind }
powwow-penalised = ✗ penalised
powwow-tribes = Tribes
powwow-loot-title = Loot on the table: { $n ->
    [one] 1 card
   *[other] { $n } cards
} · deck { $deck }
powwow-hint-wait = wait for the next card
powwow-hint-choice = step through the choices
powwow-hint-take = take
powwow-not-your-reveal-own = { $who } reveals the next card, not you: wait for it.
