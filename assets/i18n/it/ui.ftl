# Il tavolo, la scelta del gioco, la preparazione, i salvataggi e l'aiuto.

## Parole comuni
seat-unnamed = giocatore { $n }
player-default = Giocatore { $n }
bot-default = Bot { $n }
bot-level = { $level ->
    [easy] facile
    [hard] difficile
    [random] casuale
   *[normal] normale
}
kind-human = umano
kind-bot = bot · { $level }
and-list = { $a } e { $b }

## Nomi dei giochi, come sulle scatole italiane (l'id, `keltis`, resta sulla riga di comando e nei salvataggi)
game-name = { $id ->
    [keltis] Keltis: il gioco di carte
    [powwow] Pow Wow
    [sheriff] Lo Sceriffo di Nottingham
    [saboteur] Saboteur
    [saboteur2] Saboteur 2
    [saboteur-classic] Saboteur classico
    [blackfleet] Black Fleet
   *[other] { $id }
}
# Una colonna di nomi (l'elenco dei salvataggi): corto, ma dice ancora quale gioco.
game-short-name = { $id ->
    [keltis] Keltis
    [sheriff] Sceriffo
   *[other] { game-name }
}

## Tasti come appaiono nelle barre dei comandi
key-enter = Invio
key-space = spazio
key-arrows = frecce
key-type = scrivi
key-keys = tasti

## Comandi
hint-choose = scegli
hint-open = apri
hint-start = inizia
hint-host = ospita via SSH
hint-about = aiuto
hint-rules = regole
hint-quit = esci
hint-load = carica
hint-delete = elimina
hint-delete-it = eliminalo
hint-keep-it = tienilo
hint-help = aiuto
hint-back = indietro
hint-close = chiudi
hint-page = pagina
hint-scroll = scorri
hint-ends = inizio/fine
hint-first-line = prima riga
hint-last-line = ultima riga
hint-field = campo
hint-change = cambia
hint-a-name = un nome
hint-seat-keys = tasti del posto
hint-seat-option = opzione del posto
hint-press-them = da premere
hint-clear = azzera
hint-key-test = prova i tasti
hint-save = salva
hint-cancel = annulla
hint-erase = cancella
hint-overwrite = sovrascrivi
hint-another-name = altro nome
hint-log = registro
hint-picker = giochi
hint-begin = comincia
hint-i-am = sono { $name }
hint-leaves = { $name } se ne va: gioca un bot
hint-is-back = { $name } è di nuovo qui
hint-seen = ho visto
hint-back-to-picker = torna ai giochi
hint-rematch = rivincita (nuove carte)
hint-scores = punteggi
hint-board = tavolo
hint-go-on = avanti
hint-undo = annulla mossa
hint-pause = pausa
hint-to-table = al tavolo
rules-corner = regole

## Scelta del gioco
picker-continue = Riprendi una partita salvata ({ $n })
picker-no-saves = Non ci sono ancora partite salvate.
picker-language = Language / Lingua  ◂ { $lang } ▸
picker-language-saved = Lingua: italiano.
picker-language-not-saved = Lingua: italiano (non memorizzata: { $error }).
help-title-rules = { $game } — regole
help-title-tavolo = Tavolo — aiuto

## Salvataggi
saves-title = Riprendi una partita salvata
saves-col-game = Gioco
saves-col-players = Giocatori
saves-col-turn = Turno
saves-col-saved = Salvata il
saves-col-name = Nome
saves-autosave = (salvataggio automatico)
saves-the-autosave = il salvataggio automatico
saves-named = il salvataggio «{ $name }»
saves-delete-ask = Eliminare { $name } di { $game } ({ $players })? Non si può annullare.
saves-deleted = Eliminato { $path }.
saves-delete-failed = Impossibile eliminare { $path }: { $why }
saves-done = finita
saves-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute }

## Preparazione
setup-title = { $game } — nuova partita
setup-players = Giocatori
setup-start-player = Primo giocatore
setup-random-first = a sorte (estratto e mostrato a tutti)
setup-on = sì
setup-off = no
setup-key-test-row = [ Prova tasti ]  premi Invio, poi ognuno preme i suoi tasti
setup-start = [ Inizia ]
setup-where = Tavolo
setup-where-laptop = questo portatile, passato di mano in mano
setup-where-ssh = ospitato via SSH, solo per questo computer
setup-where-ssh-open = ospitato via SSH, aperto alla rete
setup-where-note = Lo raggiunge solo ssh da questo computer: aprilo alla rete per gli altri.
setup-where-keyboard = questo portatile, una tastiera per tutti
setup-where-note-open = Gli amici su altre macchine entrano con ssh e il codice mostrato dopo.
setup-host = [ Ospita via SSH ]
setup-keys = tasti { $k1 } { $k2 } { $k3 } { $k4 } · scopri { $k5 }
setup-needs-name = Il posto { $n } non ha un nome.
error-same-name = Due giocatori si chiamano { $name }: date nomi diversi.
error-names-alike = { $a } e { $b } valgono come lo stesso nome (maiuscole e forme delle lettere non distinguono i giocatori): date a ciascuno un nome diverso.
name-hidden-char = Il nome «{ $name }» contiene un carattere invisibile o di controllo ({ $code }): riscrivetelo senza.
name-empty = Il nome di un giocatore non può essere vuoto.
keytest-title = { $game } — prova dei tasti
keytest-press = Tutti: premete insieme tutti i vostri tasti. I tasti ricevuti si accendono.
keytest-dark = Se qualcuno resta spento, tornate indietro e date altri tasti a quel posto (PgUp/PgDn).
keytest-chief = Capo
keytest-warrior = Guerriero
keytest-maiden = Fanciulla
keytest-hunter = Cacciatore
keytest-reveal = scopri
keytest-all = ✓ tutti i tasti
keytest-stray = Tasti che non sono di nessun posto: { $keys }. Se un giocatore ha premuto uno dei suoi e ha scritto questo, la sua tastiera lì scrive un altro carattere: date altri tasti a quel posto.

## Schermi piccoli e controlli
too-small = Allarga il terminale ad almeno 80×24.
too-small-now = Ora è { $w }×{ $h }.
too-small-key = Quel tasto non fa nulla finché il terminale non si allarga.
pager-empty = vuoto
pager-range = { $from }–{ $to } di { $total }
menu-more = altro

## Il tavolo
table-handoff-title = { $game } · passaggio del portatile
table-handoff-pass = Passa il portatile a{"  "}
table-handoff-hidden = Tutto ciò che è privato è nascosto. { $name }, premi Invio
table-handoff-only-you = quando solo tu vedi lo schermo.
table-handoff-away = Assenti: { $names } — un bot gioca al { $n ->
    [one] suo posto
   *[other] loro posto
} finché non {$n ->
    [one] torna
   *[other] tornano
}.
table-stand-in = Un bot gioca per { $name } finché non torna: r su una schermata di passaggio.
table-stand-in-paused = Un bot gioca per { $name } finché non torna: qui il suo numero.
table-back = { $name } è di nuovo al tavolo e gioca il proprio posto.
table-stand-in-name = { $name } (bot)
table-announce-title = { $game } · nuova partita
table-announce-players = Giocatori, in ordine di posto:
table-announce-seat = { $n }. { $name }  ({ $kind })
table-start-player = Primo giocatore:{" "}
table-first-chosen = scelto nella preparazione
table-first-random = estratto a sorte
table-rules-in-force = Regole in vigore: { $rules }
table-interlude = Tutti possono guardare: premete Invio per continuare.
table-bot-thinking = { $name } (bot) sta pensando…
table-only-you = Solo tu, { $name }, vedi questo:
table-read-hidden = Premi Invio dopo averlo letto: poi il tuo schermo viene nascosto.
table-read = Premi Invio dopo averlo letto.
table-your-result = Solo per te
table-key-does-nothing = Questo tasto ora non fa nulla: la barra in basso elenca i tasti attivi.
table-paused = In pausa.
table-esc-again = Premi di nuovo Esc per tornare ai giochi (la partita è salvata).
table-bot-keys = { $name } è un bot: questi tasti non fanno nulla.
table-undone = Mossa annullata.
table-wait = Aspetta: ora non tocca a te decidere.
table-resumed = Partita ripresa.
table-saved-as = Salvata come { $path }.
table-bot-failed = Un bot ha sbagliato: { $error }
table-the-table = il tavolo
overlay-rules-title = { $game } — regole · la partita è in pausa finché non chiudi
overlay-log-title = { $game } — registro visto da { $who }
overlay-log-paused = { $game } — registro visto da { $who } · in pausa
overlay-log-public = { $game } — registro
overlay-log-public-paused = { $game } — registro · in pausa
overlay-news-title = { $game } · { $who }: dal tuo ultimo turno ({ $n } { $n ->
    [one] novità
   *[other] novità
})
overlay-clock = L'orologio è fermo per tutti: nessuna finestra si chiude, nessun bot muove.
overlay-ready = Premete Invio quando tutti sono pronti.
overlay-seats = Qualcuno se ne va o torna? Il suo numero:
overlay-paused = In pausa

## Il registro
log-only-you = (solo tu){" "}
log-title = Registro, dal più recente · { $key } registro intero
log-title-new = Registro, dal più recente · { $mark }{ $n } novità{ $since ->
    [live] {""}
   *[turn] {" "}dal tuo ultimo turno
} · { $key } intero
log-round-turn = ── round { $round } · turno { $turn } ──
log-turn = ── turno { $turn } ──
log-empty = Non è ancora successo nulla.

## Salvare
save-as = Salva come:
save-type-name = Scrivi prima un nome per il salvataggio.
save-autosave-open = { $path } è il salvataggio automatico di una partita aperta in un'altra finestra di Tavolo: scegli un altro nome.
save-overwrite = { $path } esiste già. Sovrascriverlo? { $yes } sì · { $no } no
save-not-saved-banner = NON SALVATA: { $reason }

## Punteggio finale
score-title = { $game } — punteggio finale
score-points = punti
score-tiebreak = spareggio: { $t ->
    [one] 1 carta
   *[other] { $t } carte
}
score-wins = { $count ->
    [one] Vince { $names }!
   *[other] Vincono a pari merito { $names }!
}
table-esc-again-quit = Premi di nuovo Esc per uscire (la partita è salvata); un altro tasto continua il gioco.
table-quit-again = Premi di nuovo { $key } per uscire (la partita è salvata); un altro tasto continua il gioco.
save-name-long = Il nome di un salvataggio ha al massimo { $n } caratteri.
table-handoff-too-soon = Quell'Invio è arrivato subito dopo l'ultima mossa: passa il portatile, poi { $name } preme Invio.
help-keys-here = TASTI QUI (come li elenca la barra)
# Back from a stand-in: the catch-up singles out the bot's moves for you.
log-by-stand-in = (il bot per te) { "" }
overlay-news-stand-in = { $mark } { $n ->
    [one] una riga del bot che ha giocato per te
   *[other] { $n } righe del bot che ha giocato per te
}
# Setup, hosted over SSH: the port friends type after ssh -p.
setup-port = Porta
setup-port-note = gli amici entrano con ssh -p { $port }
setup-port-range = Scegli una porta da { $low } a { $high } (le porte sotto { $low } sono del sistema).
hint-port-digits = scrivi la porta

# The Records screen
picker-records = Record
records-title = Record
records-none-here = Nessuna partita è ancora finita a un tavolo qui. Ogni partita giocata fino alla fine (su questo portatile o ospitata) viene registrata, e i suoi giocatori compaiono qui con vittorie, punti e valutazione.
records-merge-ask = Unire { $name } a quale giocatore? Scegli con ↑↓ e premi Invio (Esc annulla).
records-merged-here = { $name } ora conta come { $into } (u su { $into } annulla).
records-chart = { $name }: valutazione dopo ciascuna delle { $n } partite
records-chart-one = { $name } ha una sola partita valutata: il grafico parte dalla seconda.
hint-game = gioco
hint-merge = unisci nomi
hint-merge-into = unisci a questo
hint-unmerge = separa

# The replay
replay-title = Replay · { $game } · { $when } · passo { $at }/{ $n } · { $look }
replay-when-round = round { $round }, turno { $turn }
replay-when-turn = turno { $turn }
replay-look-public = il tavolo pubblico
replay-look-seat = come l'ha vista { $name }
replay-look-open = tutte le mani scoperte
replay-handoff = Passa il portatile a { $name }: Invio mostra la partita come l'ha vista { $name }.
replay-handoff-why = La partita non è finita, quindi ogni mano è ancora segreta: gli altri non guardano.
replay-open-title = { " " }Ciò che nessuno schermo mostrava{ " " }
replay-log-title = { " " }Registro fino a questo passo, dal più recente · • questo passo{ " " }
replay-only = (solo { $name }){ " " }
replay-no-further = Il replay non va oltre in quella direzione.
hint-step = passo
hint-turn = turno
hint-look = { $look }
hint-show = mostra
hint-replay = rivedi

# Every hand open (a finished game's replay)
open-none = nessuna
open-seat = { $name }: { $what }
open-deck = { $what } ({ $n }), dall'alto: { $cards }
open-unseen = Fuori dal gioco senza essere viste ({ $n }): { $cards }
open-deck-name = Mazzo

# The coach
coach-asked = { $who } ha chiesto al consigliere.
coach-off = Questo tavolo gioca senza consigliere (l'opzione Suggerimenti nella preparazione).
coach-not-now = Il consigliere aiuta solo nelle tue decisioni a turno.
setup-hints = Suggerimenti (consigliere, h)
setup-hints-on = sì: h chiede al consigliere nel tuo turno
hint-coach = consigliere
hint-coach-play = giocala
coach-title = Consigliere · stime solo da ciò che vedi
coach-thinking = Il consigliere ci pensa (la ricerca del bot difficile, da ciò che puoi vedere)…
coach-line = { $n }. { $what } · ~{ $percent }%
coach-line-only = { $n }. { $what }
coach-note = Probabilità di vittoria stimate, da campioni di ciò che non vedi: una guida, non una promessa. Invio gioca la mossa scelta.
coach-note-one = Il consigliere qui vede solo questa mossa da fare.
score-hints = Suggerimenti chiesti al consigliere: { $each }
score-hints-each = { $name } { $n }
replay-open-title-cut = { " " }Ciò che nessuno schermo mostrava (un terminale più alto lo mostra tutto){ " " }
hint-back-to-score = torna al punteggio
replay-final = Fine: { $standings }
table-coach-on = Suggerimenti attivi: h chiede al consigliere nel tuo turno.
records-more = altri { $n } (↑↓)
