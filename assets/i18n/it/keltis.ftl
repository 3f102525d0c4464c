# Keltis: carte, rifiuti delle regole, righe del registro e schermo del tavolo.
# Termini del regolamento: carte numerate, carte finali, carte punti, pietre del desiderio,
# file colorate, pile degli scarti, mazzo di pesca.

## Il gioco nella scelta
keltis-blurb = Crea file crescenti o decrescenti; raccogli pietre del desiderio

## Colori e carte ($colour: green blue yellow red purple; un seme può anche essere points)
keltis-letter = { $colour ->
    [green] V
    [blue] B
    [yellow] G
    [red] R
   *[purple] P
}
keltis-colour = { $colour ->
    [green] Verde
    [blue] Blu
    [yellow] Giallo
    [red] Rosso
    [points] punti
   *[purple] Viola
}
keltis-row = { $colour ->
    [green] fila verde
    [blue] fila blu
    [yellow] fila gialla
    [red] fila rossa
    [points] fila delle carte punti
   *[purple] fila viola
}
    .gender = feminine
keltis-card-number = { $colour ->
    [green] V
    [blue] B
    [yellow] G
    [red] R
   *[purple] P
}{ $value }
keltis-card-end = { $colour ->
    [green] V
    [blue] B
    [yellow] G
    [red] R
   *[purple] P
}-fin
keltis-card-point = pt{ $value }
keltis-end-short = FINE
keltis-end-corner = F

## Rifiuti delle regole
keltis-not-your-turn = Non è il tuo turno.
keltis-over = La partita è finita.
keltis-start-player = Il primo giocatore deve essere uno dei giocatori.
keltis-not-held = Non hai in mano { $card }.
keltis-draw-after = Prima gioca una carta, scartane una o prendi una pietra del desiderio; poi pesca.
keltis-not-over-yet = Prima gioca una carta: la partita non è ancora finita.
keltis-draw-now = Ora pesca { $n ->
    [one] una carta
   *[other] { $n } carte
}: dal mazzo di pesca o dalla cima di una pila degli scarti.
keltis-final-only = La partita è finita: puoi solo piazzare fino a due carte nelle tue file.
keltis-stone-no-end = Le carte finali non hanno valore: una pietra del desiderio richiede due carte numerate o carte punti.
keltis-stone-same = Una pietra del desiderio richiede due carte dello stesso valore, non { $a } e { $b }.
keltis-stone-none = Non esiste una pietra del desiderio di valore { $value }: le pietre vanno da 1 a 9.
keltis-stone-yours = La pietra del desiderio { $value } è già presa (da te).
keltis-stone-taken = La pietra del desiderio { $value } è già presa (da { $who }).
keltis-not-both = Non hai in mano sia { $a } sia { $b }.
keltis-deck-empty = Il mazzo di pesca è vuoto.
keltis-pile-empty = La pila degli scarti { $colour ->
    [green] verde
    [blue] blu
    [yellow] gialla
    [red] rossa
    [points] delle carte punti
   *[purple] viola
} è vuota.
keltis-no-take-back = Non puoi riprendere una carta che hai scartato in questo turno.
keltis-row-finished = La tua { $row } è completa: entrambe le carte finali sono piazzate.
keltis-row-closed = La tua { $row } è chiusa da una carta finale: può seguire solo l'altra carta finale { $colour ->
    [green] verde
    [blue] blu
    [yellow] gialla
    [red] rossa
   *[purple] viola
}.
keltis-row-rising = La tua { $row } è crescente: gioca { $last } o più.
keltis-row-falling = La tua { $row } è decrescente: gioca { $last } o meno.
keltis-wrong-row = Una carta { $colour ->
    [green] verde
    [blue] blu
    [yellow] gialla
    [red] rossa
   *[purple] viola
} va nella { $row }.
keltis-point-mismatch = Una carta punti va in una fila colorata solo sulla sua ultima carta numerata: la tua { $row } finisce con { $last }, non con { $value }.
keltis-point-needs-number = Una carta punti richiede una carta numerata dello stesso valore alla fine della tua { $row }.
keltis-only-points = Nella fila delle carte punti vanno solo carte punti.

## Righe del registro
keltis-laid = { $who } ha piazzato { $card }
keltis-laid-in = { $who } ha piazzato { $card } nella sua { $row }
keltis-discarded = { $who } ha scartato { $card }
keltis-wished = { $who } ha scartato { $a } e { $b } e ha preso la pietra del desiderio { $value }
keltis-drew-deck = { $who } ha pescato dal mazzo
keltis-you-drew = Hai pescato { $card }
keltis-took = { $who } ha preso { $card } dalle pile degli scarti
keltis-ends-five = Cinque file hanno una carta finale: la partita termina. Iniziano i piazzamenti finali.
keltis-ends-deck = Il mazzo di pesca è vuoto: la partita termina. Iniziano i piazzamenti finali.
keltis-finished-final = { $who } ha concluso i piazzamenti finali
keltis-nothing-to-lay = { $who } non ha niente da piazzare
keltis-nothing-more-to-lay = { $who } non ha altre carte che stiano in una fila

## Punteggi
keltis-score-row = { $colour ->
    [green] fila verde
    [blue] fila blu
    [yellow] fila gialla
    [red] fila rossa
   *[purple] fila viola
}
keltis-score-points = carte punti
keltis-score-stones = pietre del desiderio

## Il tavolo
keltis-title-over = Keltis · partita finita: { $why }
# Il perché lo dice il registro: qui conta chi piazza ancora (a 80 colonne il titolo intero veniva tagliato).
keltis-title-final = Keltis · piazzamenti finali: { $who } può piazzarne ancora { $n }
keltis-title-draw = Keltis · { $who } pesca { $n } · mazzo { $deck } · file chiuse { $ends }/5
keltis-title-play = Keltis · tocca { A($who) } · mazzo { $deck } · file chiuse { $ends }/5
keltis-why-five = cinque file hanno una carta finale
keltis-why-deck = il mazzo è finito
keltis-no-rows = ancora nessuna fila
keltis-pts = carte punti { $n }
keltis-you = (tu)
keltis-none = nessuna
keltis-player-line = mano { $hand } · { $n ->
        [0] nessuna pietra
        [one] pietra { $stones }
       *[other] pietre { $stones }
    } ·{" "}
keltis-score-now = ora { $score }
keltis-score-total = totale { $score }
keltis-lay-into = Piazza { $card } in:{" "}
keltis-draw-note = Pesca { $n ->
    [one] una carta
   *[other] { $n } carte
}: dal mazzo o dalla cima di una pila degli scarti
keltis-cannot-lay = { $card } ora non si può piazzare (attenuata)
keltis-can-lay = { $card } si può piazzare
keltis-new-cards = { $n ->
    [one] nuova (appena pescata, sottolineata)
   *[other] nuove (appena pescate, sottolineate)
}: { $cards }
keltis-draw-from = Pesca da{" "}
keltis-discards = Scarti{"  "}
keltis-deck-n = mazzo { $n }
keltis-pile-points = pt
keltis-stones-left = · pietre rimaste { $left }
keltis-out-of-game = { $n ->
    [one] 1 carta fuori gioco
   *[other] { $n } carte fuori gioco
}
keltis-hands-hidden = (mani nascoste: tra poco il prossimo giocatore prende il portatile)
keltis-hands-hidden-hosted = (mani nascoste: ognuno vede la sua nel proprio terminale)
keltis-hand = Mano
keltis-piles = Pile
keltis-new = nuova
keltis-deck = mazzo
keltis-points = punti
keltis-yours = tua
keltis-point = punti
keltis-stones = pietre
keltis-hand-row = mano
keltis-n-cards = { $n ->
    [one] 1 carta
   *[other] { $n } carte
}
keltis-now = ora
keltis-total = totale
keltis-final-rows = File finali
keltis-rows-now = File · (punti se la partita finisse ora)
keltis-panel-deck = Mazzo
keltis-panel-ends = File chiuse
keltis-panel-ends-n = { $n }/5
keltis-panel-stones = Pietre libere
keltis-panel-rows = Fila (carte: punti)
keltis-panel-stones-held = Pietre del desiderio
keltis-panel-point-row = Fila punti
keltis-panel-a-card = +1 per carta
keltis-panel-title = Centro e punteggi
keltis-marked-ready = { $a } e { $b } segnate: { $key } prende una pietra del desiderio
keltis-mark-two = Segna con spazio due carte dello stesso valore, poi premi w.

## Suggerimenti
keltis-hint-cancel = annulla
keltis-hint-draw = pesca
keltis-hint-draw-deck = pesca dal mazzo
keltis-hint-source = pila
keltis-hint-card = carta
keltis-hint-ends = prima o ultima carta
keltis-hint-first = prima carta
keltis-hint-last = ultima carta
keltis-hint-lay = piazza
keltis-hint-done = fine
keltis-hint-discard = scarta
keltis-hint-mark = segna
keltis-hint-stone = pietra del desiderio

# The coach's suggestions
keltis-coach-lay = Cala { $card }
keltis-coach-lay-points = Cala { $card } nella tua fila dei punti
keltis-coach-discard = Scarta { $card }
keltis-coach-wish = Scarta { $a } e { $b } per una pietra dei desideri
keltis-coach-draw-deck = Pesca dal mazzo
keltis-coach-draw-pile = Pesca dalla pila degli scarti { $pile }
keltis-coach-done = Smetti di calare
