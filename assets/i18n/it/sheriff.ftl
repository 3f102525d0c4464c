# Lo Sceriffo di Nottingham: i nomi del regolamento italiano (Moneta di Rame, Candelabro d'Argento, Oro,
# Perle, Gioielli, Collana, Forziere; carte imboscata, carte incarico, mazzo delle vincite, favori).
sheriff-blurb = Set, furti, imboscate e commercio a Nottingham
sheriff-defence-toggle = Chiedi la Difesa solo se possibile
# Nella riga del punteggio finale, con "spareggio: 7 carte": intera a 80 colonne.
sheriff-score-pile = vincite
sheriff-score-tasks = incarichi
sheriff-score-why = Vince il totale più alto. A parità di totale vince chi ha più carte nel mazzo delle vincite: lo «spareggio» è quel numero di carte. Se anche quello è pari, la vittoria è condivisa.

sheriff-copper = { $n ->
    [one] Moneta di Rame
   *[other] Monete di Rame
}
    .gender = feminine
    .number = countable
sheriff-silver = { $n ->
    [one] Candelabro d'Argento
   *[other] Candelabri d'Argento
}
    .gender = masculine
    .number = countable
# Oro, Perle e Gioielli non hanno singolare né plurale: si contano in carte ("3 carte Oro").
sheriff-gold = Oro
    .gender = masculine
    .number = invariable
sheriff-pearls = Perle
    .gender = feminine
    .number = invariable
sheriff-jewels = Gioielli
    .gender = masculine
    .number = invariable
sheriff-necklace = { $n ->
    [one] Collana
   *[other] Collane
}
    .gender = feminine
    .number = countable
sheriff-chest = { $n ->
    [one] Forziere
   *[other] Forzieri
}
    .gender = masculine
    .number = countable
sheriff-the-copper = la Moneta di Rame
    .gender = feminine
sheriff-the-silver = il Candelabro d'Argento
    .gender = masculine
sheriff-the-gold = l'Oro
    .gender = masculine
sheriff-the-pearls = le Perle
    .gender = feminine
sheriff-the-jewels = i Gioielli
    .gender = masculine
sheriff-the-necklace = la Collana
    .gender = feminine
sheriff-the-chest = il Forziere
    .gender = masculine
sheriff-count = { $n } { $card-number ->
    [invariable] { $n ->
        [one] carta
       *[other] carte
    } { $card }
   *[other] { $card }
}
sheriff-valued = { $card } { $value }

sheriff-colour-red = rossa
sheriff-colour-yellow = gialla
sheriff-colour-green = verde
sheriff-colour-blue = blu
sheriff-colour-purple = viola
sheriff-colour-white = bianca
sheriff-colour-grey = grigia

sheriff-task-different = { $n } oggetti diversi
sheriff-task-identical = { $n } oggetti uguali
sheriff-task-pairs = { $n } coppie di oggetti diversi
sheriff-short-different = { $n } diversi
sheriff-short-identical = { $n } uguali
sheriff-short-pairs = { $n } coppie

sheriff-ambush-colour = la carta imboscata { $colour } (di { $who })
sheriff-ambush-pair = la carta imboscata { $a } + { $b }
sheriff-ambush-colour-short = imboscata { $colour } (di { $who })
sheriff-ambush-pair-short = { $a } + { $b }

sheriff-no-cards = nessuna carta
sheriff-nothing = niente
sheriff-list = { $first }, { $rest }
sheriff-joined = { $first } · { $rest }
sheriff-offer-entry = { $who }: { $what }

## Registro
sheriff-log-drew = { $who } pesca { $the }
sheriff-log-drew-defence = { $who } pesca { $the } e { $the-gender ->
    [feminine] la
   *[other] lo
} prende in mano
sheriff-log-kept = { $who } prende in mano { $the }
sheriff-log-reshuffled = Il mazzo degli scarti viene mescolato e forma il nuovo mazzo
sheriff-log-discard-round = Mazzo esaurito: chi ha più di { $limit ->
    [one] 1 carta
   *[other] { $limit } carte
} scarta fino a { $limit }
sheriff-log-draw-skipped = Nessuna carta da pescare: la pescata salta
sheriff-log-discarded = { $who } scarta { $n ->
    [one] 1 carta
   *[other] { $n } carte
}
sheriff-log-home = Lo Sceriffo torna a Nottingham: la partita è finita.
sheriff-log-moves = Lo Sceriffo avanza sulla casella { $n }
sheriff-log-favour = { $who } riceve un favore
sheriff-log-your-favour = Il tuo favore: { $card }
sheriff-log-last-task = L'ultimo incarico è stato completato: la partita è finita.
sheriff-log-buy = { $who } gioca { $the }: tutti offrono una carta
sheriff-log-trade = { $who } gioca { $the }: tutti offrono 1 o 2 carte
sheriff-log-attack = { $who } gioca { $the } contro { $target }
sheriff-log-defended = Difesa! { $target } gioca { $nthe }: { $target } prende { $the } e { $who } { $nthe }
sheriff-log-theft = { $who } trafuga una carta a caso { A($target) }
sheriff-log-you-stole = Hai trafugato { $the } { A($target) }
sheriff-log-stole-yours = { $who } ti ha trafugato { $the }
sheriff-log-raid-shown = La mano di { $target } è mostrata a tutti: { $cards }
sheriff-log-looks = { $who } guarda la mano di { $target }
sheriff-log-raid-took = { $who } prende { $the } { A($target) }
sheriff-log-took-card = { $who } prende una carta { A($target) }
sheriff-log-you-took = Hai preso { $the } { A($target) }
sheriff-log-took-yours = { $who } ti ha preso { $the }
sheriff-log-nothing-to-offer = { $who } non ha nulla da offrire e mostra la mano: { $cards }
sheriff-log-buy-offers = Offerte per { $the }: { $offers }
sheriff-log-copper-kept = { $who } tiene { $the }
sheriff-log-secret-offer = { $who } fa un'offerta segreta
sheriff-log-you-offered = Hai offerto { $the }
sheriff-log-bought = { $who } acquista { $the } di { $from } con { $cthe }
sheriff-log-refused = { $who } rifiuta ogni offerta e tiene { $cthe }
sheriff-log-trade-nobody = Nessuno poteva offrire: { $who } tiene { $the }
sheriff-log-trade-offer = { $who } offre { $cards }
sheriff-log-trade-accepted = { $who } accetta l'offerta di { $from }; { $from } prende { $the }
sheriff-log-ambush = { $who } prepara un'imboscata
sheriff-log-ambush-last = { $who } non può tenere l'ultima carta imboscata e tiene { $the }
sheriff-log-ambush-laid = { $who } piazza una carta imboscata a faccia in giù
sheriff-log-lays-out = { $who } gioca { $items }
sheriff-log-strike = Imboscata! { $who } rivela { $ambush } e prende una carta { $card } { A($target) }, che riceve { $gthe }
sheriff-log-scores = { $who } scambia { $items }: 1 nel mazzo delle vincite, { $n ->
    [one] 1 scartata
   *[other] { $n } scartate
}
sheriff-log-broken = Il set di { $who } fallisce: { $items } { $n ->
    [one] torna
   *[other] tornano
} in mano, nessun punto
sheriff-log-task = { $who } completa l'incarico «{ $task }»

## Rifiuti
sheriff-err-players = Lo Sceriffo di Nottingham si gioca da 3 a 7, non in { $n }.
sheriff-err-first = Il primo giocatore deve essere uno dei giocatori.
sheriff-err-not-held = { $who } non ha { $card } in mano.
sheriff-err-not-enough = { $who } non ha tante carte { $card }.
sheriff-err-over = La partita è finita.
sheriff-err-not-yours = Ora non tocca a te decidere.
sheriff-err-offered = Hai già fatto la tua offerta: le offerte si rivelano insieme quando sono arrivate tutte.
sheriff-wait-drawn = Prima tieni la carta pescata o esegui la sua azione.
sheriff-wait-defence = Prima rispondi all'attacco: difenditi con { $nthe } o no.
sheriff-wait-pick = Scegli la carta da prendere.
sheriff-wait-buy = Scegli una carta da offrire per { $the }.
sheriff-wait-trade = Offri 1 o 2 carte per { $the }.
sheriff-wait-choice = Scegli un'offerta.
sheriff-wait-ambush = Scegli la carta imboscata da tenere.
sheriff-wait-score = Scambia una volta (un set o un incarico) o termina il turno.
sheriff-wait-strike = Attiva una carta imboscata o lascia passare il set.
sheriff-wait-discard = Scarta fino ad avere { $limit ->
    [one] 1 carta
   *[other] { $limit } carte
}.
sheriff-err-nothing-to-discard = Non hai più di { $limit ->
    [one] 1 carta
   *[other] { $limit } carte
}: niente da scartare.
sheriff-err-discard-exactly = Scarta esattamente { $n ->
    [one] 1 carta
   *[other] { $n } carte
} per scendere a { $limit }.
sheriff-err-offer-one = Offri esattamente una carta.
sheriff-err-offer-two = Offri 1 o 2 carte.
sheriff-err-offer-banned = Non puoi offrire { $cards }.
sheriff-err-defence-hand = { $card } va sempre in mano.
sheriff-err-no-ambush = Non restano carte imboscata: tieni { $the }.
sheriff-err-no-target-cards = Nessun avversario ha carte in mano: tieni { $the }.
sheriff-err-choose-target = Scegli l'avversario da colpire.
sheriff-err-not-self = Scegli un avversario, non te stesso.
sheriff-err-bad-target = Quell'azione richiede un avversario con almeno una carta in mano; Acquisto, Imboscata e Commercio non colpiscono nessuno.
sheriff-err-no-necklace = Non hai una { $card } per difenderti.
sheriff-err-no-offer = Quel giocatore non ha fatto offerte.
sheriff-err-accept-one = Devi accettare esattamente una delle offerte.
sheriff-err-keep-drawn = Tieni una delle due carte imboscata pescate.
sheriff-err-own-colour = Non puoi tenere la carta imboscata del tuo colore.
sheriff-err-set-min = Un set richiede almeno 3 oggetti uguali.
sheriff-err-hold-only = Hai solo { $n } { $card-number ->
    [invariable] { $n ->
        [one] carta
       *[other] carte
    } { $card }
   *[other] { $card }
}.
sheriff-err-ambush-not-yours = Quella carta imboscata non è davanti a te.
sheriff-err-ambush-no-match = Quella carta imboscata non colpisce { $who } che scambia { $card }.
sheriff-err-no-task = Questo incarico non esiste.
sheriff-err-task-done = Hai già completato «{ $task }».
sheriff-err-task-closed = «{ $task }» è già stato completato da due giocatori.
sheriff-err-task-cards = Quelle carte non formano «{ $task }».
sheriff-err-cannot-offer = Ora non puoi offrire quelle carte.
sheriff-err-cannot-discard = Ora non puoi scartare quelle carte.
sheriff-mark-first = Segna le carte con Spazio. { $why }

## Schermo
sheriff-title = Sceriffo
sheriff-title-over = partita finita
sheriff-title-turn = turno di { $who }
sheriff-now-defend = ora { $who } può difendersi
sheriff-now-offers = ora offre { $who }
sheriff-now-offer-each = ora offrono { $who }
sheriff-now-ambush = ora { $who }: imboscata?
sheriff-now-discards = ora scarta { $who }
sheriff-now-decides = ora decide { $who }
sheriff-title-deck = mazzo { $n }
sheriff-do-keep = Tieni in mano { $the }
sheriff-do-keep-it = Tienila
sheriff-do-buy = Acquisto: tutti offrono una carta per { $the }
sheriff-do-theft = Trafugare: prendi una carta a caso { A($target) } ({ $n ->
    [one] 1 carta
   *[other] { $n } carte
})
sheriff-do-ambush = Imboscata: pesca 2 carte imboscata e tienine una
sheriff-do-robbery = Rubare: guarda la mano di { $target } ({ $n ->
    [one] 1 carta
   *[other] { $n } carte
}) e prendine una
sheriff-do-raid = Rapinare: mostra a tutti la mano di { $target } ({ $n ->
    [one] 1 carta
   *[other] { $n } carte
}) e prendine una
sheriff-do-trade = Commercio: tutti offrono 1 o 2 carte per { $the }
sheriff-do-defence = Difesa
sheriff-do-defend = Difesa: gioca { $the } (l'azione fallisce; vi scambiate le carte)
sheriff-do-not-defend = Non difenderti
sheriff-do-take = Prendi: { $card }
sheriff-do-offer = Offri: { $card }
sheriff-do-trade-offer = Offri: { $cards }
sheriff-do-refuse = Rifiuta ogni offerta e tieni { $the }
sheriff-do-accept = Accetta l'offerta di { $who }: { $offer }
sheriff-do-keep-ambush = Tieni { $ambush }
sheriff-do-score-set = Scambia: gioca { $items }, ne tieni una da { $value }
sheriff-do-task = Incarico «{ $task }» con { $cards }: { $points }
sheriff-task-pays-first = { $first } punti ora, { $shared } se condiviso
sheriff-task-pays-shared = { $shared } punti, in comune con { $who }
sheriff-do-end = Termina il turno senza scambiare
sheriff-do-pass = Lascia passare il set
sheriff-do-strike = Attiva { $ambush }
sheriff-do-discard = Scarta { $cards }
sheriff-ask-drawn = { $who } ha pescato la carta { $card }: tenerla o eseguirne l'azione?
sheriff-ask-defence = { $target } subisce un attacco con { $the }: difendersi con { $nthe }?
sheriff-ask-pick = { $who }: scegli la carta da prendere { A($target) }
sheriff-ask-buy = { $who }: offri una carta per { $the } (coperta)
sheriff-ask-buy-choice = { $who }: scegli un'offerta o rifiutale tutte
sheriff-ask-ambush = { $who }: tieni una delle due carte imboscata
sheriff-ask-trade = { $who }: offri 1 o 2 carte per { $the } (scoperte)
sheriff-ask-trade-choice = { $who }: accetta un'offerta
sheriff-ask-score = { $who } può scambiare una volta: 3+ oggetti uguali o un incarico
sheriff-ask-strike = { $who } gioca { $items }: { $decider }, attivi un'imboscata?
sheriff-ask-discard = Mazzo esaurito: { $who } scarta fino a { $limit }
sheriff-ask-over = La partita è finita
sheriff-ends-scoring = il prossimo scambio chiude la partita
sheriff-ends-task = il prossimo incarico chiude la partita
sheriff-track = Percorso
sheriff-next = poi: { $spaces }
sheriff-tasks = Incarichi
sheriff-task-closed = chiuso
sheriff-task-open = aperto
sheriff-discard-label = Scarti ({ $n })
sheriff-empty = vuoto
sheriff-offered = ha offerto
sheriff-deciding = decide…
sheriff-offers = Offerte
sheriff-hand = Mano
sheriff-score-now = punti ora { $n }
sheriff-your-ambushes = Le tue imboscate:
sheriff-your-offer = La tua offerta segreta: { $card }
sheriff-you-drew = Hai pescato:
sheriff-their-hand = Mano di { $who }:
# Intestazioni della tabella dei giocatori (vincite, incarichi in punti, imboscate): a 80 colonne due
# giocatori stanno su una riga, quindi abbreviate. La colonna dei nomi è larga quanto il nome più lungo.
sheriff-col-player = Nome
sheriff-col-colour = colore
sheriff-col-hand = mano
sheriff-col-pile = vinc.
sheriff-col-tasks = inc.
sheriff-col-amb = imb.
sheriff-pts = { $n } pt
# Sta nella colonna di destra a 120 colonne (38 caratteri), come l'inglese.
sheriff-side-tasks = Incarichi (da solo / a testa in due)
sheriff-side-discard = Scarti ({ $n }, pubblici)
sheriff-the-table = Il tavolo
sheriff-hint-close-table = chiudi il tavolo
sheriff-hint-table = il tavolo
sheriff-hint-do = esegui
sheriff-hint-card = carta
sheriff-hint-mark = segna
sheriff-hint-offer = offri
sheriff-hint-discard = scarta
sheriff-nothing-marked = nulla di segnato
sheriff-your-offer-label = La tua offerta:
# "la carta" / "le carte" segnate.
sheriff-enter-offers = { $n ->
    [one] Invio per offrirla.
   *[other] Invio per offrirle.
}
sheriff-enter-discards = { $n ->
    [one] Invio per scartarla.
   *[other] Invio per scartarle.
}
sheriff-to-discard = Da scartare:
sheriff-final-piles = Mazzi delle vincite (ciò che ha vinto ciascuno)
sheriff-final-pile-worth = { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}, { $n } punti

# Every hand open (a finished game's replay)
sheriff-open-ambushes = imboscate coperte: { $cards }
sheriff-open-offer = offerta segreta: { $card }
sheriff-open-ambush-deck = Mazzo delle imboscate
