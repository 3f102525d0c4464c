# The hosted table (tavolo serve): lobby and play over SSH.
room-title = { $game } · hosted table
room-you-are = You are connected as { $user }.
room-pick = Choose your seat:
room-seat-you = you
room-seat-free = free
room-seat-waiting = waiting for its player
room-seat-bot = { $level }
room-seat-host = the host
room-seat-taken = taken by { $user }
room-seat-is-bot = A bot plays this seat.
room-seat-is-taken = Somebody else sits there.
room-language = Language: { $lang }
room-status-playing = The game is on. { $n ->
    [0] No seat is free for you: w watches the table.
    [one] One seat is free for you: choose it to play.
   *[other] { $n } seats are free for you: choose one to play.
}
room-status-full = Every seat is taken: the game starts.
room-status-host = Waiting for { $names }. Press s to start now: empty seats wait for their players.
room-status-joiner = Waiting for { $names }. The game starts when every seat is taken, or when the host starts it.
room-hint-sit = sit here
room-hint-stand = stand up
room-hint-language = language
room-hint-start = start the game
room-hint-close = close the table
room-hint-leave = leave
room-hint-bot = { $n ->
    [one] a bot plays for { $name }
   *[other] bots play for { $name }
}
room-close-again = Press { $key } again to close the table for everyone (the game is saved).
room-leave-again = Press { $key } again to leave: your seat waits for { $user }.
room-waiting = Waiting for { $name } to reconnect.
room-waiting-join = Waiting for { $name } to join.
room-waiting-bot = { $key }: { $n ->
    [one] a bot plays for { $name }.
   *[other] bots play for { $name }.
}
room-waiting-each = Waiting for { $names } to decide.
room-connected = At the table: { $names }.
# The host among those connected, when the host's computer gave no user name.
room-host-user = host
room-realtime = Real time: a press counts when the table receives it, so network delay counts (on a LAN it is milliseconds).
room-seat-waiting-for = waiting for { $user }
room-seat-handed = a bot plays until { $user } is back
room-seat-is-someones = This seat waits for { $user }: only that name takes it again.
room-seat-one-per-name = The name { $user } already has seat { $n } ({ $name }): one seat for each name.
room-seat-held-twice = Seats { $seats } wait for the same name, { $user }: none is given back to it, since nobody can tell whose hand is whose. The host can let a bot play them.
room-rejoin-names-alike = Seats { $seats } have names too alike to tell apart, so none was given to you: choose yours in the list.
room-name-refused = You cannot join as "{ $name }": it contains an invisible or control character ({ $code }). Connect again with another user name (ssh NAME@… and the same table code).
room-name-empty = You cannot join without a user name: connect again with one (ssh NAME@… and the same table code).
room-farewell = Saved. Host it again with: tavolo serve --resume --save-dir { $dir }{ $again }
room-hint-watch = watch the table
room-hint-lobby = back to the lobby
room-parting = You left the table.
room-parting-seat = You left the table: { $name }'s seat waits for you (connect again with the same name).
room-parting-closed = The host closed the table; the game is saved.
room-help = On this hosted table every player has a terminal of their own: no hand-offs, nothing to pass round. Your keys act for your seat only; the bar at the bottom lists the keys that work now. Your leave key (asked twice) leaves the table and your seat waits for you: connect again with the same name. Saving is automatic; only the host can close the table or let a bot play a seat whose player is away. Where the rules below speak of passing the laptop, saving under a name or going back to the game list, they mean a table on one laptop.
room-help-realtime = This game runs in real time and does not pause here: while you read a page (this help, the log) the others play on. Your leave key is { $key }.
room-stood-in = A bot played for you while you were away: its moves are marked • in the log.
room-standing-in = A bot plays for { $names } until they are back.
# The host's screen: what the door turned away (strangers holding connections open, or too fast).
room-door = Door: turned away { $n ->
    [one] one connection
   *[other] { $n } connections
}, the latest from { $from } ({ $why }).
room-door-too-fast = too many new connections from one address
room-door-too-many = too many connections from one address waiting at the door
room-door-full = the door was full
room-door-evicted = sent away to make room for someone else
# Seats that belong to their players: SSH keys and names.
room-seat-key = { " " }· SSH key
room-seat-key-bound = Seat { $n } ({ $name }) belongs to an SSH key this connection did not prove. If your key changed, ask the host to let a new key in.
room-key-refused = A connection for { $name } came { $keyed ->
    [true] with another SSH key
   *[other] without an SSH key
} and was refused: { $name }'s seat takes only their key.
room-hint-new-key = let a new key take { $name }'s seat
room-key-forgotten = { $name }'s seat no longer knows its SSH key: { $name } joins with the code, and the key they come with is kept.
room-seat-kept = Seat { $n } is kept for { $name }.
room-asked-host = The host is asked to let you sit there.
room-ask = { $user } asks to sit at seat { $n } ({ $name }).
room-hint-let = let { $user } sit there
room-hint-refuse = refuse
room-ask-refused = The host said no: seat { $n } stays kept for { $name }.
room-hint-move = move { $user }…
room-hint-move-here = move { $user } here
room-hint-stay = stay
# The host's help: who holds what on a hosted table.
room-host-holds-all = This computer holds every hand, the deck and every secret of the game: each friend's terminal is sent only what their own seat may see. Whoever uses this computer could read them all.
room-hint-rematch = rematch (same seats and code)
# A terminal's desktop notification when its player's decision is due.
room-bell = Your turn — { $game }
# Real time over a network: how long each terminal's presses take to reach the table.
room-delay = delay { $ms } ms
room-delays = Network delay (presses count when the table gets them): { $list }
room-seat-key-none = Seat { $n } ({ $name }) belongs to an SSH key: join with that key (ssh -i KEYFILE), or ask the host to let a new key in.
room-seat-one-per-key = Your SSH key already has seat { $n } ({ $name }): one seat for each key.
room-farewell-unstarted = The table is closed before the first move: there is nothing to resume (tavolo serve hosts a new one).
