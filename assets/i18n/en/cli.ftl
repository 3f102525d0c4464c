# The command line, saves and the engine's own refusals.

## --help
cli-about = A terminal game table for friends sharing one laptop.
cli-long-about = A terminal game table for friends sharing one laptop: Keltis, Pow Wow, Sheriff of Nottingham, Saboteur and Black Fleet. Without options it opens the game picker. Games autosave after every action into the save folder; --resume continues the newest unfinished one.
cli-examples = Examples:
cli-ex-picker = open the game picker
cli-ex-setup = Keltis setup
cli-ex-resume = continue the newest autosave
cli-usage = Usage:
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
cli-help-arena-seed = First seed; deal j uses seed + j.
cli-help-threads = Threads to play on (default: every core). 1 measures decision times on one core.
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

## Saves
save-write-failed = Could not write the save { $path }: { $error }.
save-damaged = { $path } is damaged and cannot be loaded ({ $error }).
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

## Session refusals
session-names-mismatch = The number of names does not match the number of players.
session-not-decision = It is not { $who }'s decision now.
session-nothing-to-undo = Nothing to undo: your last action revealed a card or another player has acted.
session-bot-no-move = The bot has no legal move.
rule-no-timer = This game has no timer.
