# La riga di comando, i salvataggi e i rifiuti del motore.

## --help
cli-about = Un tavolo da gioco nel terminale per amici: un portatile passato di mano in mano, o ognuno nel proprio terminale via SSH.
cli-long-about = Un tavolo da gioco nel terminale per amici, su un portatile o via SSH (tavolo serve): { $games }. Senza opzioni apre la scelta del gioco. Le partite si salvano da sole dopo ogni azione nella cartella dei salvataggi; --resume riprende l'ultima non finita.
cli-examples = Esempi:
cli-ex-picker = apre la scelta del gioco
cli-ex-setup = preparazione di Keltis
cli-ex-resume = riprende l'ultimo salvataggio automatico
# A save file named as a person would name it.
cli-ex-save-file = saves/venerdi.json
cli-usage = Uso:
cli-usage-options = [OPZIONI]
cli-usage-command = COMANDO
cli-value-name = NOME
cli-value-names = NOME,NOME,...
cli-value-dir = CARTELLA
cli-value-file = FILE
cli-value-levels = LIVELLO,LIVELLO,...
cli-default = [predefinito: { $value }]
cli-error = errore:
cli-error-unknown = argomento inatteso '{ $arg }'
cli-error-subcommand = comando sconosciuto '{ $name }'
cli-error-no-value = '{ $arg }' vuole un valore, ma non ne è stato dato nessuno
cli-error-bad-value = valore non valido '{ $value }' per '{ $arg }'
cli-error-values = numero di valori sbagliato per '{ $arg }'
cli-error-conflict = l'argomento '{ $arg }' non si può usare insieme a '{ $other }'
cli-error-required = mancano questi argomenti obbligatori: { $args }
cli-error-subcommand-needed = serve un comando
cli-error-other = la riga di comando non è stata capita
cli-error-tip = suggerimento: esiste un argomento simile: '{ $suggested }'
cli-error-possible = [valori possibili: { $values }]
cli-error-more = Per saperne di più, prova '--help'.
cli-options = Opzioni:
cli-commands = Comandi:
cli-help-help = Mostra l'aiuto (più dettagli con '--help')
cli-help-version = Mostra la versione
cli-help-game = Va direttamente a questo gioco: { $games }.
cli-help-game-sim = Il gioco da simulare: { $games }.
cli-help-game-arena = Il gioco da giocare: { $games }.
cli-help-players = Fa sedere i giocatori e salta la preparazione. `bot` o `bot:LIVELLO` (easy, normal, hard) crea un posto per un bot.
cli-help-seed = Seme per i mescolamenti, per rigiocare una partita identica.
cli-help-save-dir = Cartella dei salvataggi automatici e con nome.
cli-help-resume = Riprende l'ultimo salvataggio automatico non finito.
cli-help-load = Carica un file di salvataggio.
cli-help-option = Attiva un'opzione del gioco con --players, p. es. `--option classic` per Saboteur classico.
cli-help-lang = La lingua: en (inglese) o it (italiano). Senza: quella scelta nel menu dei giochi, altrimenti LANG.
cli-help-simulate = Gioca partite di soli bot senza schermo e stampa le statistiche.
cli-help-arena = Gioca partite di bot fra livelli e stampa per livello quota di vittorie, punteggio e velocità.
cli-help-games = Quante partite giocare.
cli-help-sim-players = Giocatori per partita (predefinito: il numero minimo del gioco che sia almeno 3, o il massimo).
cli-help-sim-seed = Primo seme; la partita i usa seme + i.
cli-help-json = Stampa esattamente un oggetto JSON su stdout.
cli-help-option-many = Attiva un'opzione del gioco (ripetibile), p. es. `--option classic` per Saboteur classico.
cli-help-seats = Un livello per posto: easy, normal, hard o random. I posti ruotano da una partita all'altra.
cli-help-arena-games = Quante partite giocare (ogni distribuzione si gioca una volta per rotazione dei posti).
cli-help-arena-seed = Primo seme; la distribuzione j usa seme + j (ogni partita ha una distribuzione nuova quando tutti i posti hanno lo stesso livello).
cli-help-threads = Thread su cui giocare (0: tutti i core). 1 misura i tempi di decisione su un core.
cli-list-or = { $list } o { $last }

## Errori della riga di comando
error-player-count = { $game } è per { $min }–{ $max } giocatori, ma { $given ->
    [one] è stato indicato 1 giocatore
   *[other] ne sono stati indicati { $given }
}.
error-unknown-game = Gioco sconosciuto "{ $id }". I giochi sono: { $games }.
error-no-autosave = In { $dir } non c'è un salvataggio automatico non finito da riprendere.
error-players-need-game = --players richiede --game per sapere a quale gioco giocare.
error-terminal = Errore del terminale: { $error }.
error-bot-level = Livello di bot sconosciuto "{ $level }": usa easy, normal o hard.
error-empty-name = Un nome in --players è vuoto.
error-games-failed = { $failed } partite su { $games } sono fallite.
error-no-options = { $game } non ha opzioni (è stato indicato "{ $name }").
error-unknown-option = Opzione sconosciuta "{ $name }". Le opzioni sono: { $options }.
error-ambiguous-option = L'opzione "{ $name }" è ambigua: { $options }.

error-arena-level = Livello sconosciuto "{ $level }" in --seats: usa easy, normal, hard o random.
error-arena-no-seats = --seats vuole un livello per posto, p. es. --seats hard,normal,normal,normal.
error-arena-no-games = --games deve essere almeno 1.

## tavolo simulate e tavolo arena
sim-head = { $game } · { $games ->
    [one] 1 partita
   *[other] { $games } partite
} · { $players } giocatori · seme { $seed }
sim-speed = { $seconds } s · { $rate } partite/s · { $turns } turni a partita
sim-seat = {"  "}posto { $seat }: { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}, punteggio medio { $score }
run-failed = NON RIUSCITA { $what }
arena-head = { $game } · { $games ->
    [one] 1 partita
   *[other] { $games } partite
} · posti { $seats } (a rotazione) · seme { $seed } · { $seconds } s su { $threads ->
    [one] 1 thread
   *[other] { $threads } thread
}
arena-col-level = livello
arena-col-seats = posti
arena-col-share = quota vittorie (IC 95%)
arena-col-fair = equa
arena-col-score = punteggio medio
arena-col-cpu = ms CPU per decisione p50 / p95 / max
arena-by-seat = per posto al tavolo (il posto 1 inizia): { $seats }
arena-seat = { $seat }: { $share }
arena-saboteur-note = Saboteur è un gioco a squadre: la quota vittorie è il posto più ricco dopo tre round, non
    quante volte la squadra di un livello vince un round; per i round vinti per ruolo con intervalli al 95%
    esegui cargo test --release --lib -- --ignored saboteur_hard_round_wins --nocapture

## Salvataggi
save-write-failed = Impossibile scrivere il salvataggio { $path }: { $error }.
save-damaged = { $path } è danneggiato e non si può caricare (il lettore dice, in inglese: { $error }).
io-error = { $kind ->
    [not-found] il file o la cartella non esiste
    [permission-denied] permesso negato
    [read-only] il disco è di sola lettura
    [storage-full] il disco è pieno
    [already-exists] esiste già
    [is-a-directory] è una cartella
    [not-a-directory] una parte del percorso non è una cartella
   *[other] { $text }
}
save-illegal-move = { $path } è danneggiato: la mossa { $n } non è valida ({ $error }).
save-edited = { $path } è stato modificato o danneggiato: lo stato della partita non corrisponde alle mosse.
save-setup-failed = { $path } non si può preparare di nuovo ({ $error }).
save-rules-fix-from = Salvata prima di una correzione delle regole: continua con le regole di oggi dalla mossa { $n } ({ $later ->
    [one] l'ultima mossa non è più valida
   *[other] le { $later } mosse successive non sono più valide
}: { $error }).
save-rules-fix = Salvata prima di una correzione delle regole: continua con le regole di oggi.
save-missing = Il file di salvataggio { $path } non esiste.
save-read-failed = Impossibile leggere il salvataggio { $path }: { $error }.
save-truncated = { $path } è troncato: non è un salvataggio completo di Tavolo.
save-bad-json = { $path } non è un salvataggio valido di Tavolo (JSON errato alla riga { $line }).
save-not-tavolo = { $path } non è un file di salvataggio di Tavolo.
save-newer = { $path } è stato salvato da un Tavolo più recente (versione { $version }; questo legge fino alla { $max }). Aggiorna Tavolo per caricarlo.
save-no-version = { $path } non ha una versione di salvataggio valida.
save-other-game-id = { $path } è una partita salvata di "{ $game }", non di "{ $want }".
save-other-game = { $path } è una partita salvata di { $game }, non di { $want }.
save-unknown-game = { $path } contiene un gioco "{ $id }" che questo Tavolo non conosce.
resume-in-place = Partita ripresa.
resume-copy = Partita ripresa. { $name } resta com'è; si continua in un nuovo salvataggio automatico.
resume-overtaken = Partita ripresa. Esiste un salvataggio automatico più recente, quindi si continua in un nuovo file.
resume-elsewhere = Questa partita è aperta anche in un'altra finestra di Tavolo{ $pid ->
    [0] {""}
   *[other] {" "}(processo { $pid })
}: qui si continua in un nuovo file.
open-elsewhere = Questa partita è aperta in un'altra finestra di Tavolo{ $pid ->
    [0] {""}
   *[other] {" "}(processo { $pid })
}. Chiudila lì, o carica una copia con --load { $path }.
farewell-not-saved = Non salvata: { $error } Le ultime mosse sono perse.
farewell-over = Salvata: { $path } (la partita è finita).
farewell-continue = Salvata. Per continuare: { $command }
farewell-nothing = Niente salvato: nessuna mossa è stata fatta.
farewell-elsewhere = Niente di nuovo salvato qui: la partita è ancora aperta in un'altra finestra, che continua a salvarla.

## Rifiuti della sessione
session-names-mismatch = Il numero dei nomi non corrisponde al numero dei giocatori.
session-not-decision = Ora non tocca { A($who) } decidere.
session-nothing-to-undo = Niente da annullare: la tua ultima azione ha scoperto una carta o un altro giocatore ha agito.
session-bot-no-move = Il bot non ha mosse valide.
rule-no-timer = Questo gioco non ha un timer.

# tavolo serve
cli-help-serve = Ospita un tavolo via SSH: gli amici si uniscono dai propri terminali con ssh.
cli-help-game-serve = Il gioco da ospitare: { $games }.
cli-help-serve-players = I posti: un nome per ogni persona (che entra con quel nome), bot o bot:LIVELLO per un bot.
cli-help-port = La porta su cui ascoltare.
cli-help-bind = L'indirizzo su cui ascoltare: 127.0.0.1 (solo questa macchina) o 0.0.0.0 (ogni rete di questa macchina).
cli-help-keep-code = Tieni il codice dell'ultimo tavolo ospitato da questa cartella di salvataggio, così gli amici digitano quello che hanno.
cli-help-allow = Ammetti solo le chiavi SSH di questo file (formato authorized_keys): entrano senza codice del tavolo, e nessuno entra senza chiave.
cli-help-serve-resume = Ospita di nuovo l'ultimo salvataggio automatico non finito: i giocatori si risiedono per nome.
error-serve-game = Quale gioco? tavolo serve --game ID --players NOME,NOME,... (o --resume).
error-serve-players = Indica i posti: tavolo serve --game { $game } --players Anna,Bruno,bot.
error-serve = { $error }
cli-err-seed = il seme è un numero intero da 0 a { $max }
cli-err-save-dir-file = è un file, non una cartella
arena-progress = { $done } partite giocate su { $games }…
# tavolo records
cli-help-records = I record del tavolo: ogni partita finita a un tavolo qui, per giocatore e gioco.
cli-help-game-records = Solo questo gioco: { $games }.
records-skipped = { $n ->
    [one] Una riga danneggiata
   *[other] { $n } righe danneggiate
} in { $file } { $n ->
    [one] saltata
   *[other] saltate
}.
records-none = Nessuna partita ancora finita a un tavolo qui.
records-head = Record: { $n ->
    [one] una partita finita
   *[other] { $n } partite finite
} a questo tavolo.
records-col-player = giocatore
records-col-played = giocate
records-col-wins = vittorie
records-col-share = quota
records-col-best = migliore
records-col-mean = media
records-bot = Bot ({ $level })
records-col-hints = consigli
cli-help-replay = Ripercorri una partita salvata (finita: ogni mano può essere scoperta), o stampala come testo.
cli-help-replay-file = Il salvataggio da ripercorrere.
cli-help-replay-text = Stampa la partita come testo (il registro per round e turno, i punteggi finali e, per una partita finita, ogni mano).
replay-text-title = { $game } — resoconto della partita
replay-text-players = Giocatori:
replay-text-open = La partita è finita: ogni riga è mostrata, quelle private con di chi erano.
replay-text-public = La partita non è finita: è mostrato solo ciò che tutti hanno visto.
replay-text-scores = Punteggi finali:
replay-text-end = Alla fine, ciò che nessuno schermo mostrava:
records-write-failed = Impossibile scrivere { $path }: { $error }.
records-col-rating = valutazione
records-also = { $name } ha giocato anche come { $names }.
records-rating-note = Le valutazioni sono stime Weng-Lin ± una deviazione standard: chi arriva parte da 25 ± 8,3, e ogni partita riduce il ±.
cli-help-merge = Conta d'ora in poi le partite di NAME come di INTO (per esempio "bruno b" e Bruno).
cli-help-unmerge = Annulla le unioni dei nomi del giocatore NAME.
records-merged = D'ora in poi { $name } conta come { $into }. Per annullare: tavolo records --unmerge "{ $into }"
records-same = { $name } e { $into } sono già un solo giocatore.
records-unmerged = { $name } è di nuovo separato dai nomi uniti a lui.
records-nothing-merged = Nessun nome è unito a { $name }.
records-unknown-name = Nessuna partita nei record ha un giocatore di nome { $name }.
