# Il tavolo ospitato (tavolo serve): sala d'attesa e partita via SSH.
room-title = { $game } · tavolo ospitato
room-you-are = Sei collegato come { $user }.
room-pick = Scegli il tuo posto:
room-seat-you = tu
room-seat-free = libero
room-seat-waiting = aspetta il suo giocatore
room-seat-bot = { $level }
room-seat-host = chi ospita
room-seat-taken = occupato da { $user }
room-seat-is-bot = Questo posto lo gioca un bot.
room-seat-is-taken = Qui siede già qualcun altro.
room-language = Lingua: { $lang }
room-status-playing = La partita è in corso. { $n ->
    [0] Nessun posto è libero per te: w per guardare il tavolo.
    [one] Un posto è libero per te: sceglilo per giocare.
   *[other] { $n } posti sono liberi per te: scegline uno per giocare.
}
room-status-full = Tutti i posti sono occupati: si comincia.
room-status-host = { $n ->
    [one] Si aspetta
   *[other] Si aspettano
} { $names }. Premi s per cominciare subito: i posti vuoti aspettano i loro giocatori.
room-status-joiner = { $n ->
    [one] Si aspetta
   *[other] Si aspettano
} { $names }. Si comincia quando tutti i posti sono occupati, o quando chi ospita avvia la partita.
room-hint-sit = siedi qui
room-hint-stand = alzati
room-hint-language = lingua
room-hint-start = avvia la partita
room-hint-close = chiudi il tavolo
room-hint-leave = esci
room-hint-bot = { $n ->
    [one] un bot gioca per { $name }
   *[other] dei bot giocano per { $name }
}
room-close-again = Premi di nuovo { $key } per chiudere il tavolo per tutti (la partita è salvata).
room-leave-again = Premi di nuovo { $key } per uscire: il tuo posto aspetta { $user }.
room-waiting = Si aspetta che { $name } si ricolleghi.
room-waiting-join = Si aspetta che { $name } entri.
room-waiting-bot = { $key }: { $n ->
    [one] un bot gioca per { $name }.
   *[other] dei bot giocano per { $name }.
}
room-waiting-each = Si aspetta che decidano: { $names }.
room-connected = Al tavolo: { $names }.
# The host among those connected, when the host's computer gave no user name.
room-host-user = chi ospita
room-realtime = Tempo reale: un tasto conta quando il tavolo lo riceve, quindi il ritardo della rete conta (in una rete locale sono millisecondi).
room-seat-waiting-for = aspetta { $user }
room-seat-handed = gioca un bot finché { $user } non torna
room-seat-is-someones = Questo posto aspetta { $user }: solo quel nome può riprenderlo.
room-seat-one-per-name = Il nome { $user } ha già il posto { $n } ({ $name }): un solo posto per ogni nome.
room-seat-held-twice = I posti { $seats } aspettano lo stesso nome, { $user }: non gliene viene restituito nessuno, perché non si può sapere di chi sia ciascuna mano. Chi ospita può farli giocare a un bot.
room-rejoin-names-alike = I posti { $seats } hanno nomi troppo simili per distinguerli, quindi non te ne è stato dato nessuno: scegli il tuo nell'elenco.
room-name-refused = Non puoi entrare come «{ $name }»: contiene un carattere invisibile o di controllo ({ $code }). Ricollegati con un altro nome utente (ssh NOME@… e lo stesso codice del tavolo).
room-name-empty = Non puoi entrare senza un nome utente: ricollegati con un nome (ssh NOME@… e lo stesso codice del tavolo).
room-farewell = Salvata. Per ospitarla di nuovo: tavolo serve --resume --save-dir { $dir }{ $again }
room-hint-watch = guarda il tavolo
room-hint-lobby = torna alla sala
room-parting = Hai lasciato il tavolo.
room-parting-seat = Hai lasciato il tavolo: il posto di { $name } ti aspetta (ricollegati con lo stesso nome).
room-parting-closed = Chi ospita ha chiuso il tavolo; la partita è salvata.
room-help = A questo tavolo ospitato ogni giocatore ha il proprio terminale: niente passaggi di mano, niente da passare. I tuoi tasti agiscono solo per il tuo posto; la barra in basso elenca i tasti che funzionano ora. Il tasto per uscire (chiesto due volte) ti fa lasciare il tavolo e il tuo posto ti aspetta: ricollegati con lo stesso nome. Il salvataggio è automatico; solo chi ospita può chiudere il tavolo o far giocare un bot al posto di chi è assente. Dove le regole qui sotto parlano di passare il portatile, di salvare con un nome o di tornare alla scelta del gioco, intendono un tavolo su un solo portatile.
room-help-realtime = Questo gioco è in tempo reale e qui non si ferma: mentre leggi una pagina (questo aiuto, il registro) gli altri continuano a giocare. Il tuo tasto per uscire è { $key }.
room-stood-in = Mentre eri via un bot ha giocato per te: le sue mosse sono segnate • nel registro.
room-standing-in = Un bot gioca per { $names } finché non { $n ->
    [one] torna
   *[other] tornano
}.
# The host's screen: what the door turned away (strangers holding connections open, or too fast).
room-door = Porta: { $n ->
    [one] respinta una connessione
   *[other] respinte { $n } connessioni
}, l'ultima da { $from } ({ $why }).
room-door-too-fast = troppe connessioni nuove da un solo indirizzo
room-door-too-many = troppe connessioni in attesa alla porta da un solo indirizzo
room-door-full = la porta era piena
room-door-evicted = mandata via per fare posto a qualcun altro
# Seats that belong to their players: SSH keys and names.
room-seat-key = { " " }· chiave SSH
room-seat-key-bound = Il posto { $n } ({ $name }) appartiene a una chiave SSH che questa connessione non ha dimostrato. Se la tua chiave è cambiata, chiedi a chi ospita di accettarne una nuova.
room-key-refused = Una connessione per { $name } è arrivata { $keyed ->
    [true] con un'altra chiave SSH
   *[other] senza chiave SSH
} ed è stata respinta: il posto di { $name } accetta solo la sua chiave.
room-hint-new-key = accetta una nuova chiave per il posto di { $name }
room-key-forgotten = Il posto di { $name } non ricorda più la sua chiave SSH: { $name } entra con il codice, e la chiave con cui arriva viene tenuta.
room-seat-kept = Il posto { $n } è riservato a { $name }.
room-asked-host = Chiesto a chi ospita di farti sedere lì.
room-ask = { $user } chiede di sedersi al posto { $n } ({ $name }).
room-hint-let = fai sedere { $user }
room-hint-refuse = rifiuta
room-ask-refused = Chi ospita ha detto no: il posto { $n } resta riservato a { $name }.
room-hint-move = sposta { $user }…
room-hint-move-here = sposta qui { $user }
room-hint-stay = lascia dov'è
# The host's help: who holds what on a hosted table.
room-host-holds-all = Questo computer tiene ogni mano, il mazzo e ogni segreto della partita: al terminale di ogni amico arriva solo ciò che il suo posto può vedere. Chi usa questo computer potrebbe leggerli tutti.
room-hint-rematch = rivincita (stessi posti e codice)
# A terminal's desktop notification when its player's decision is due.
room-bell = Tocca a te — { $game }
# Real time over a network: how long each terminal's presses take to reach the table.
room-delay = ritardo { $ms } ms
room-delays = Ritardo di rete (un tasto conta quando il tavolo lo riceve): { $list }
room-seat-key-none = Il posto { $n } ({ $name }) appartiene a una chiave SSH: entra con quella chiave (ssh -i FILECHIAVE), o chiedi a chi ospita di accettarne una nuova.
room-seat-one-per-key = La tua chiave SSH ha già il posto { $n } ({ $name }): un posto per chiave.
room-farewell-unstarted = Il tavolo è chiuso prima della prima mossa: non c'è niente da riprendere (tavolo serve ne ospita uno nuovo).
