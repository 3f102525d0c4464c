# The command line, saves and the engine's own refusals.

## --help
cli-about = A terminal game table for friends: one laptop passed round, or everyone in their own terminal over SSH.
cli-long-about = A terminal game table for friends, on one laptop or over SSH (tavolo serve): { $games }. Without options it opens the game picker. Games autosave after every action into the save folder; --resume continues the newest unfinished one.
cli-examples = Examples:
cli-ex-picker = open the game picker
cli-ex-setup = Keltis setup
cli-ex-resume = continue the newest autosave
# A save file named as a person would name it.
cli-ex-save-file = saves/friday.json
cli-usage = Usage:
cli-usage-options = [OPTIONS]
cli-usage-command = COMMAND
cli-value-name = NAME
cli-value-names = NAME,NAME,...
cli-value-dir = DIR
cli-value-file = FILE
cli-value-levels = LEVEL,LEVEL,...
cli-default = [default: { $value }]
cli-error = error:
cli-error-unknown = unexpected argument '{ $arg }' found
cli-error-subcommand = unrecognized subcommand '{ $name }'
cli-error-no-value = a value is required for '{ $arg }' but none was supplied
cli-error-bad-value = invalid value '{ $value }' for '{ $arg }'
cli-error-values = wrong number of values for '{ $arg }'
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-required = the following required arguments were not provided: { $args }
cli-error-subcommand-needed = a subcommand is required
cli-error-other = the command line was not understood
cli-error-tip = tip: a similar argument exists: '{ $suggested }'
cli-error-possible = [possible values: { $values }]
cli-error-more = For more information, try '--help'.
cli-options = Options:
cli-commands = Commands:
cli-help-help = Print help (see more with '--help')
cli-help-version = Print version
cli-help-game = Go straight to this game: { $games }.
cli-help-game-sim = The game to simulate: { $games }.
cli-help-game-arena = The game to play: { $games }.
cli-help-players = Seat the players and skip setup. `bot` or `bot:LEVEL` (easy, normal, hard) makes a bot seat.
cli-help-seed = Seed for shuffles, so a game can be replayed exactly.
cli-help-save-dir = Folder for autosaves and named saves.
cli-help-resume = Continue the newest unfinished autosave.
cli-help-load = Load a save file.
cli-help-option = Turn on a game option with --players, e.g. `--option classic` for Classic Saboteur.
cli-help-lang = The language: en (English) or it (Italian). Without it: the one chosen in the picker, else LANG.
cli-help-simulate = Play bot-only games headless and print statistics.
cli-help-arena = Play seeded bot games between levels and print each level's win share, score and speed.
cli-help-games = How many games to play.
cli-help-sim-players = Players per game (default: the game's smallest count that is at least 3, or its maximum).
cli-help-sim-seed = First seed; game i uses seed + i.
cli-help-json = Print exactly one JSON object on stdout.
cli-help-option-many = Turn on a game option (repeatable), e.g. `--option classic` for Classic Saboteur.
cli-help-seats = One level per seat: easy, normal, hard or random. Seats rotate from game to game.
cli-help-arena-games = How many games to play (each deal is played once per rotation of the seats).
cli-help-arena-seed = First seed; deal j uses seed + j (each game deals anew when every seat has the same level).
cli-help-threads = Threads to play on (0: every core). 1 measures decision times on one core.
cli-list-or = { $list } or { $last }

## Command line errors
error-player-count = { $game } is for { $min } to { $max } players, but { $given ->
    [one] 1 was given
   *[other] { $given } were given
}.
error-unknown-game = Unknown game "{ $id }". The games are: { $games }.
error-no-autosave = There is no unfinished autosave in { $dir } to resume.
error-players-need-game = --players needs --game to say which game to play.
error-terminal = Terminal error: { $error }.
error-bot-level = Unknown bot level "{ $level }": use easy, normal or hard.
error-empty-name = A player name in --players is empty.
error-games-failed = { $failed } of { $games } games failed.
error-no-options = { $game } has no options ("{ $name }" was given).
error-unknown-option = Unknown option "{ $name }". The options are: { $options }.
error-ambiguous-option = The option "{ $name }" is ambiguous: { $options }.

error-arena-level = Unknown level "{ $level }" in --seats: use easy, normal, hard or random.
error-arena-no-seats = --seats needs one level per seat, e.g. --seats hard,normal,normal,normal.
error-arena-no-games = --games must be at least 1.

## tavolo simulate and tavolo arena
sim-head = { $game } · { $games ->
    [one] 1 game
   *[other] { $games } games
} · { $players } players · seed { $seed }
sim-speed = { $seconds } s · { $rate } games/s · { $turns } turns a game
sim-seat = {"  "}seat { $seat }: { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}, mean score { $score }
run-failed = FAILED { $what }
arena-head = { $game } · { $games ->
    [one] 1 game
   *[other] { $games } games
} · seats { $seats } (rotating) · seed { $seed } · { $seconds } s on { $threads ->
    [one] 1 thread
   *[other] { $threads } threads
}
arena-col-level = level
arena-col-seats = seats
arena-col-share = win share (95% CI)
arena-col-fair = fair
arena-col-score = mean score
arena-col-cpu = decision CPU ms p50 / p95 / max
arena-by-seat = by place at the table (seat 1 starts): { $seats }
arena-seat = { $seat }: { $share }
arena-saboteur-note = Saboteur is a team game: the win share is the richest seat after three rounds, not
    how often a level's side wins a round; for per-role round wins with 95% intervals run
    cargo test --release --lib -- --ignored saboteur_hard_round_wins --nocapture

## Saves
save-write-failed = Could not write the save { $path }: { $error }.
save-damaged = { $path } is damaged and cannot be loaded (the reader says: { $error }).
io-error = { $kind ->
    [not-found] the file or folder does not exist
    [permission-denied] permission denied
    [read-only] the disk is read-only
    [storage-full] the disk is full
    [already-exists] it already exists
    [is-a-directory] it is a folder
    [not-a-directory] part of the path is not a folder
   *[other] { $text }
}
save-illegal-move = { $path } is damaged: move { $n } is not legal ({ $error }).
save-edited = { $path } was edited or damaged: its game state does not match its moves.
save-setup-failed = { $path } cannot be set up again ({ $error }).
save-rules-fix-from = It was saved before a rules fix: it goes on under today's rules from move { $n } ({ $later ->
    [one] the last move no longer fits
   *[other] the { $later } later moves no longer fit
}: { $error }).
save-rules-fix = It was saved before a rules fix: it goes on under today's rules.
save-missing = There is no save file { $path }.
save-read-failed = Could not read the save { $path }: { $error }.
save-truncated = { $path } is cut short (truncated): it is not a complete Tavolo save.
save-bad-json = { $path } is not a valid Tavolo save (bad JSON at line { $line }).
save-not-tavolo = { $path } is not a Tavolo save file.
save-newer = { $path } was saved by a newer Tavolo (save version { $version }; this one reads up to { $max }). Update Tavolo to load it.
save-no-version = { $path } has no valid save version.
save-other-game-id = { $path } is a saved "{ $game }" game, not "{ $want }".
save-other-game = { $path } is a saved { $game } game, not { $want }.
save-unknown-game = { $path } holds a game "{ $id }" that this Tavolo does not know.
resume-in-place = Game resumed.
resume-copy = Game resumed. { $name } stays as it is; play goes on in a new autosave.
resume-overtaken = Game resumed. A newer autosave of this game exists, so play goes on in a new file.
resume-elsewhere = This game is also open in another Tavolo window{ $pid ->
    [0] {""}
   *[other] {" "}(process { $pid })
}: play goes on here in a new file.
open-elsewhere = This game is open in another Tavolo window{ $pid ->
    [0] {""}
   *[other] {" "}(process { $pid })
}. Close it there, or load a copy with --load { $path }.
farewell-not-saved = Not saved: { $error } The last moves are lost.
farewell-over = Saved: { $path } (the game is over).
farewell-continue = Saved. Continue with: { $command }
farewell-nothing = Nothing saved: no move was made.
farewell-elsewhere = Nothing new saved here: the game is still open in another window, which goes on saving it.

## Session refusals
session-names-mismatch = The number of names does not match the number of players.
session-not-decision = It is not { $who }'s decision now.
session-nothing-to-undo = Nothing to undo: your last action revealed a card or another player has acted.
session-bot-no-move = The bot has no legal move.
rule-no-timer = This game has no timer.

# tavolo serve
cli-help-serve = Host a table over SSH: friends join from their own terminals with ssh.
cli-help-game-serve = The game to host: { $games }.
cli-help-serve-players = The seats: a name for each person (who joins as that name), bot or bot:LEVEL for a bot.
cli-help-port = The port to listen on.
cli-help-bind = The address to listen on: 127.0.0.1 (this machine only) or 0.0.0.0 (every network this machine is on).
cli-help-keep-code = Keep the table code of the last table hosted from this save folder, so friends type the one they have.
cli-help-allow = Admit only the SSH keys in this file (authorized_keys format): they join without the table code, and nobody joins without a key.
cli-help-serve-resume = Host the newest unfinished autosave again: its players sit down again by name.
error-serve-game = Which game? tavolo serve --game ID --players NAME,NAME,... (or --resume).
error-serve-players = Name the seats: tavolo serve --game { $game } --players Anna,Bruno,bot.
error-serve = { $error }
cli-err-seed = a seed is a whole number from 0 to { $max }
cli-err-save-dir-file = it is a file, not a folder
arena-progress = { $done } of { $games } games played…
# tavolo records
cli-help-records = The table's records: every game finished at a table here, per player and game.
cli-help-game-records = Only this game: { $games }.
records-skipped = { $n ->
    [one] One damaged line
   *[other] { $n } damaged lines
} in { $file } skipped.
records-none = No game finished at a table here yet.
records-head = Records: { $n ->
    [one] one game
   *[other] { $n } games
} finished at this table.
records-col-player = player
records-col-played = played
records-col-wins = wins
records-col-share = share
records-col-best = best
records-col-mean = mean
records-bot = Bot ({ $level })
records-col-hints = hints
cli-help-replay = Step through a saved game (finished: every hand may be open), or print it as text.
cli-help-replay-file = The save to replay.
cli-help-replay-text = Print the game record as text (the log by round and turn, the final scores and, for a finished game, every hand).
replay-text-title = { $game } — game record
replay-text-players = Players:
replay-text-open = The game is over: every line is shown, private ones with whose they were.
replay-text-public = The game is not over: only what everyone saw is shown.
replay-text-scores = Final scores:
replay-text-end = At the end, what no screen showed:
records-write-failed = Could not write { $path }: { $error }.
records-col-rating = rating
records-also = { $name } also played as { $names }.
records-rating-note = Ratings are Weng-Lin estimates ± one standard deviation: a newcomer starts at 25 ± 8.3, and each game narrows the ±.
cli-help-merge = Count NAME's games as INTO's from now on (for example "bruno b" and Bruno).
cli-help-unmerge = Undo the merges of NAME's player.
records-merged = From now on { $name } counts as { $into }. To undo: tavolo records --unmerge "{ $into }"
records-same = { $name } and { $into } are already one player.
records-unmerged = { $name } stands apart again from the names merged with it.
records-nothing-merged = No name is merged with { $name }.
records-unknown-name = No game in the records has a player named { $name }.
