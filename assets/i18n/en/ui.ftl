# The table, picker, setup, saves and help: everything Tavolo says outside a game's own rules.

## Shared words
seat-unnamed = player { $n }
player-default = Player { $n }
bot-default = Bot { $n }
bot-level = { $level ->
    [easy] easy
    [hard] hard
    [random] random
   *[normal] normal
}
kind-human = human
kind-bot = bot · { $level }
and-list = { $a } and { $b }

## Game names: the id (`keltis`) stays on the command line and in saves
game-name = { $id ->
    [keltis] Keltis
    [powwow] Pow Wow
    [sheriff] Sheriff
    [saboteur] Saboteur
    [saboteur2] Saboteur 2
    [saboteur-classic] Classic Saboteur
    [blackfleet] Black Fleet
   *[other] { $id }
}
# A column of names (the saves list): as short as the name still says which game.
game-short-name = { $id ->
    [sheriff] Sheriff
   *[other] { game-name }
}

## Keys as shown in hint bars (the key a hint names is matched in English)
key-enter = Enter
key-space = space
key-arrows = arrows
key-type = type
key-keys = keys

## Hints
hint-choose = choose
hint-open = open
hint-start = start
hint-host = host over SSH
hint-about = about Tavolo
hint-rules = rules
hint-quit = quit
hint-load = load
hint-delete = delete
hint-delete-it = delete it
hint-keep-it = keep it
hint-help = help
hint-back = back
hint-close = close
hint-page = page
hint-scroll = scroll
hint-ends = ends
hint-first-line = first line
hint-last-line = last line
hint-field = field
hint-change = change
hint-a-name = a name
hint-seat-keys = a seat's keys
hint-seat-option = a seat's option
hint-press-them = press them
hint-clear = clear
hint-key-test = test the keys
hint-save = save
hint-cancel = cancel
hint-erase = erase
hint-overwrite = overwrite
hint-another-name = another name
hint-log = log
hint-picker = picker
hint-begin = begin
hint-i-am = I am { $name }
hint-leaves = { $name } left: a bot plays
hint-is-back = { $name } is back
hint-seen = I have seen it
hint-back-to-picker = back to the picker
hint-rematch = rematch (new seed)
hint-scores = scores
hint-board = board
hint-go-on = go on
hint-undo = undo
hint-pause = pause
hint-to-table = to the table
rules-corner = rules

## Picker
picker-continue = Continue a saved game ({ $n })
picker-no-saves = There are no saved games yet.
picker-language = Language / Lingua  ◂ { $lang } ▸
picker-language-saved = Language: English.
picker-language-not-saved = Language: English (not remembered: { $error }).
help-title-rules = { $game } — rules
help-title-tavolo = Tavolo — help

## Saves list
saves-title = Continue a saved game
saves-col-game = Game
saves-col-players = Players
saves-col-turn = Turn
saves-col-saved = Saved
saves-col-name = Name
saves-autosave = (autosave)
saves-the-autosave = the autosave
saves-named = the save “{ $name }”
saves-delete-ask = Delete { $name } of { $game } ({ $players })? It cannot be undone.
saves-deleted = Deleted { $path }.
saves-delete-failed = Could not delete { $path }: { $why }
saves-done = done
saves-time = { $year }-{ $month }-{ $day } { $hour }:{ $minute }

## Setup
setup-title = { $game } — new game
setup-players = Players
setup-start-player = Start player
setup-random-first = random (drawn on the next screen, shown to everyone)
setup-on = on
setup-off = off
setup-key-test-row = [ Key test ]  press Enter, then everyone presses their keys
setup-start = [ Start ]
setup-where = Table
setup-where-laptop = this laptop, passed round
setup-where-ssh = hosted over SSH, for this computer only
setup-where-ssh-open = hosted over SSH, open to the network
setup-where-note = Only ssh from this computer reaches it: open it to the network for others.
setup-where-keyboard = this laptop, one shared keyboard
setup-where-note-open = Friends on other machines join with ssh and the table code shown next.
setup-host = [ Host over SSH ]
setup-keys = keys { $k1 } { $k2 } { $k3 } { $k4 } · reveal { $k5 }
setup-needs-name = Seat { $n } needs a name.
error-same-name = Two players are called { $name }: give each a different name.
error-names-alike = { $a } and { $b } count as the same name (capitals and letter forms do not tell players apart): give each player a different name.
name-hidden-char = The name "{ $name }" contains an invisible or control character ({ $code }): write it again without it.
name-empty = A player's name cannot be empty.
keytest-title = { $game } — key test
keytest-press = Everyone: press all your keys together. Keys that registered light up.
keytest-dark = If some stay dark, go back and give that seat other keys (PgUp/PgDn on its row).
keytest-chief = Chief
keytest-warrior = Warrior
keytest-maiden = Maiden
keytest-hunter = Hunter
keytest-reveal = reveal
keytest-all = ✓ all keys
keytest-stray = Keys that belong to no seat here: { $keys }. If a player pressed one of theirs and it typed this, their keyboard types another character there: give that seat other keys.

## Small screens and widgets
too-small = Please enlarge the terminal to at least 80×24.
too-small-now = It is { $w }×{ $h } now.
too-small-key = That key does nothing until the terminal is larger.
pager-empty = empty
pager-range = { $from }–{ $to } of { $total }
menu-more = more

## The table
table-handoff-title = { $game } · hand-off
table-handoff-pass = Pass the laptop to{"  "}
table-handoff-hidden = Everything private is hidden. { $name }, press Enter
table-handoff-only-you = when only you can see the screen.
table-handoff-away = Away: { $names } — a bot plays for { $n ->
    [one] them
   *[other] each
} until they are back.
table-stand-in = A bot plays for { $name } until { $name } is back: r on a hand-off screen.
table-stand-in-paused = A bot plays for { $name } until { $name } is back: { $name }'s number here.
table-back = { $name } is back and plays their own seat again.
table-stand-in-name = { $name } (bot)
table-announce-title = { $game } · new game
table-announce-players = Players, in seat order:
table-announce-seat = { $n }. { $name }  ({ $kind })
table-start-player = Start player:{" "}
table-first-chosen = chosen in setup
table-first-random = drawn at random
table-rules-in-force = Rules in force: { $rules }
table-interlude = Everyone may look: press Enter to go on.
table-bot-thinking = { $name } (bot) is thinking…
table-only-you = Only you, { $name }, see this:
table-read-hidden = Press Enter when you have read it: your screen is then hidden.
table-read = Press Enter when you have read it.
table-your-result = Your result
table-key-does-nothing = That key does nothing now: the bar below lists the keys that work.
table-paused = Paused.
table-esc-again = Press Esc again to leave for the picker (the game is saved).
table-bot-keys = { $name } is a bot: those keys do nothing.
table-undone = Undone.
table-wait = Wait: it is not your decision now.
table-resumed = Game resumed.
table-saved-as = Saved as { $path }.
table-bot-failed = A bot failed: { $error }
table-the-table = the table
overlay-rules-title = { $game } — rules · the game is paused until you close this
overlay-log-title = { $game } — log, as { $who } may read it
overlay-log-paused = { $game } — log, as { $who } may read it · paused
overlay-log-public = { $game } — log
overlay-log-public-paused = { $game } — log · paused
overlay-news-title = { $game } · { $who }: since your last turn ({ $n } new)
overlay-clock = The clock stands still for everyone: no claim window closes, no bot moves.
overlay-ready = Press Enter when everyone is ready.
overlay-seats = Someone leaving, or back? Their number:
overlay-paused = Paused

## The log
log-only-you = (only you){" "}
log-title = Log, newest first · { $key } full log
log-title-new = Log, newest first · { $mark }{ $n } new{ $since ->
    [live] {""}
   *[turn] {" "}since your last turn
} · { $key } full log
log-round-turn = ── round { $round } · turn { $turn } ──
log-turn = ── turn { $turn } ──
log-empty = Nothing has happened yet.

## Saving
save-as = Save as:
save-type-name = Type a name for the save first.
save-autosave-open = { $path } is the autosave of a game open in another Tavolo window: choose another name.
save-overwrite = { $path } exists. Overwrite it? { $yes } yes · { $no } no
save-not-saved-banner = NOT SAVED: { $reason }

## Score screen
score-title = { $game } — final score
score-points = points
score-tiebreak = tie-break { $t }
score-wins = { $count ->
    [one] { $names } wins!
   *[other] { $names } share the win!
}
table-esc-again-quit = Press Esc again to quit (the game is saved); any other key plays on.
table-quit-again = Press { $key } again to quit (the game is saved); any other key plays on.
save-name-long = A save name has at most { $n } characters.
table-handoff-too-soon = That Enter came right after the last move: pass the laptop, then { $name } presses Enter.
help-keys-here = KEYS HERE (as the bar lists them)
# Back from a stand-in: the catch-up singles out the bot's moves for you.
log-by-stand-in = (bot for you) { "" }
overlay-news-stand-in = { $mark } { $n ->
    [one] one line by the bot that played for you
   *[other] { $n } lines by the bot that played for you
}
# Setup, hosted over SSH: the port friends type after ssh -p.
setup-port = Port
setup-port-note = friends join with ssh -p { $port }
setup-port-range = Choose a port from { $low } to { $high } (ports below { $low } belong to the system).
hint-port-digits = type the port

# The Records screen
picker-records = Records
records-title = Records
records-none-here = No game has been finished at a table here yet. Each game played to its end (on this laptop or hosted) is recorded, and its players appear here with their wins, scores and rating.
records-merge-ask = Merge { $name } into which player? Choose with ↑↓ and press Enter (Esc cancels).
records-merged-here = { $name } now counts as { $into } (u on { $into } undoes it).
records-chart = { $name }: rating after each of { $n } games
records-chart-one = { $name } has one rated game: the chart starts with the second.
hint-game = game
hint-merge = merge names
hint-merge-into = merge into this one
hint-unmerge = undo merge

# The replay
replay-title = Replay · { $game } · { $when } · step { $at }/{ $n } · { $look }
replay-when-round = round { $round }, turn { $turn }
replay-when-turn = turn { $turn }
replay-look-public = the public table
replay-look-seat = as { $name } saw it
replay-look-open = every hand open
replay-handoff = Pass the laptop to { $name }: Enter shows the game as { $name } saw it.
replay-handoff-why = The game is not over, so each hand is still secret: the others look away.
replay-open-title = { " " }What no screen showed{ " " }
replay-log-title = { " " }Log up to this step, newest first · • this step{ " " }
replay-only = ({ $name } only){ " " }
replay-no-further = The replay goes no further that way.
hint-step = step
hint-turn = turn
hint-look = { $look }
hint-show = show
hint-replay = replay

# Every hand open (a finished game's replay)
open-none = none
open-seat = { $name }: { $what }
open-deck = { $what } ({ $n }), from the top: { $cards }
open-unseen = Out of the game unseen ({ $n }): { $cards }
open-deck-name = Deck

# The coach
coach-asked = { $who } asked the coach.
coach-off = This table plays without the coach (the Hints option in setup).
coach-not-now = The coach helps with your own turn-based decisions only.
setup-hints = Hints (the coach, h)
setup-hints-on = on: h asks the coach on your turn
hint-coach = coach
hint-coach-play = play it
coach-title = Coach · estimates from your view only
coach-thinking = The coach is thinking (the Hard bot's search, from what you can see)…
coach-line = { $n }. { $what } · ~{ $percent }%
coach-line-only = { $n }. { $what }
coach-note = Estimated chances to win, from samples of what you cannot see: a guide, not a promise. Enter plays the chosen move.
coach-note-one = The coach sees only this move worth making here.
score-hints = Coach hints asked: { $each }
score-hints-each = { $name } { $n }
replay-open-title-cut = { " " }What no screen showed (a taller terminal shows it all){ " " }
hint-back-to-score = back to the score
replay-final = The end: { $standings }
table-coach-on = Hints are on: h asks the coach on your turn.
records-more = { $n } more (↑↓)
