# Black Fleet: nomi, rifiuti delle regole, righe del registro e lo schermo.
# Termini del regolamento: dobloni, merci, carte movimento/fortuna/sviluppo/vittoria, nave
# mercantile, nave pirata, nave militare (gialla, viola), tesoro, spiaggia, covo dei pirati, mare aperto.

## Nomi
blackfleet-colour-yellow = { $n ->
    [one] giallo
   *[other] gialli
}
blackfleet-colour-blue = blu
blackfleet-colour-green = { $n ->
    [one] verde
   *[other] verdi
}
blackfleet-colour-purple = viola
blackfleet-colour-red = { $n ->
    [one] rosso
   *[other] rossi
}
blackfleet-letter-yellow = g
blackfleet-letter-blue = b
blackfleet-letter-green = v
blackfleet-letter-purple = l
blackfleet-letter-red = r
# Le merci (femminile, come nel regolamento): il colore arriva al maschile ("gialli", per "cubo") e
# qui si accorda con "merci".
blackfleet-cubes = { $n } { $n ->
    [one] merce
   *[other] merci
} { $colour ->
    [giallo] gialla
    [gialli] gialle
    [verde] verde
    [verdi] verdi
    [rosso] rossa
    [rossi] rosse
   *[other] { $colour }
}
blackfleet-seat-black = nero
blackfleet-seat-red = rosso
blackfleet-seat-green = verde
blackfleet-seat-white = bianco
blackfleet-ship-merchant = nave mercantile
blackfleet-ship-pirate = nave pirata
# Le navi militari non sono di nessuno: le muove chi ha la carta.
blackfleet-ship-yellow-navy = nave militare gialla
blackfleet-ship-purple-navy = nave militare viola
blackfleet-movement = mercantile { $merchant } · pirata { $pirate } · { $navy ->
    [yellow] gialla
   *[purple] viola
} { $value }{ $icon ->
    [draw1] {" "}· pesca 1
    [draw2] {" "}· pesca 2
    [discard1] {" "}· scarta 1
   *[none] {""}
}

## Rifiuti delle regole
blackfleet-victory-value = Una carta vittoria costa 10 o 20 dobloni, non { $v }.
blackfleet-black-starts = In Black Fleet inizia sempre il nero (il primo posto).
blackfleet-not-your-turn = Non è il tuo turno.
blackfleet-place-merchant = Metti la tua nave mercantile su un attracco libero di un porto.
blackfleet-merchant-sunk-first = La tua nave mercantile è stata affondata: prima scegli un attracco libero.
blackfleet-play-movement-first = Prima gioca una carta movimento.
blackfleet-moving-what = Muovi le navi, agisci, gioca carte fortuna o termina i movimenti.
blackfleet-choose-discard = Scegli una carta fortuna da scartare.
blackfleet-buy-what = Compra una carta sviluppo o la tua carta vittoria, oppure niente.
blackfleet-over = La partita è finita.
blackfleet-already-acted = La tua { $ship } ha già fatto la sua azione in questo turno.
blackfleet-merchant-off-board = La tua nave mercantile non è in gioco.
blackfleet-no-such-port = Quel porto non esiste.
blackfleet-sell-not-at-dock = Per vendere a { $port } la tua nave mercantile deve essere su uno dei suoi attracchi.
blackfleet-port-empty = A { $port } non restano merci da caricare.
blackfleet-port-does-not-buy = { $port } non compra merci di colore { $colour }.
blackfleet-attack-other = Attacca la nave mercantile di un altro giocatore.
blackfleet-pirate-off-board = La tua nave pirata non è in gioco.
blackfleet-their-merchant-off-board = La nave mercantile di { $who } non è in gioco.
blackfleet-their-merchant-empty = La nave mercantile di { $who } non trasporta merci.
blackfleet-pirate-must-be-empty = Per attaccare la tua nave pirata deve essere vuota.
blackfleet-pirate-not-next-to = La tua nave pirata deve essere adiacente alla nave mercantile di { $who }.
blackfleet-not-on-beach = Per seppellire un tesoro la tua nave pirata deve essere su una spiaggia.
blackfleet-nothing-to-bury = La tua nave pirata non ha tesori da seppellire.
blackfleet-sink-own = Non puoi mai affondare le tue navi.
blackfleet-their-pirate-off-board = La nave pirata di { $who } non è in gioco.
blackfleet-navy-not-yours = In questo turno non muovi la { $ship }.
blackfleet-only-armed-merchant = Solo con { blackfleet-dev-armed-merchant } una nave mercantile affonda una nave pirata.
blackfleet-pirates-attack-merchants = Le navi pirata attaccano le navi mercantili; le navi militari affondano le navi pirata.
blackfleet-sinker-not-next-to = La { $ship } deve essere adiacente alla nave pirata di { $who }.
blackfleet-choose-free-dock = Scegli un attracco libero di un porto.
blackfleet-hideout-only = Solo { blackfleet-dev-pirate-hideout } ti fa piazzare la nave pirata all'inizio del turno.
blackfleet-already-placed = La tua nave pirata è già stata piazzata in questo turno.
blackfleet-choose-beach-or-lair = Scegli una spiaggia o un covo dei pirati libero.
blackfleet-no-such-movement = Non hai quella carta movimento.
blackfleet-other-navy = Questa carta muove l'altra nave militare ({ blackfleet-dev-fleet-signals } ti farebbe scegliere).
blackfleet-pathfinder-only = Solo { blackfleet-dev-pathfinder } aumenta un valore di movimento.
blackfleet-pathfinder-navy = { blackfleet-dev-pathfinder } aumenta la nave militare che muovi.
blackfleet-may-not-use = In questo turno non puoi usare la { $ship }.
blackfleet-ship-finished = La tua { $ship } ha finito per questo turno: ogni nave si muove e agisce del tutto prima della successiva.
blackfleet-may-not-move = In questo turno non puoi muovere la { $ship }.
blackfleet-cannot-reach = La tua { $ship } non può raggiungere quella casella: le resta { $left } di movimento, naviga solo per mare e tra navi amiche, e non può fermarsi su un'altra nave.
blackfleet-swap-only = Solo la carta sviluppo { blackfleet-dev-swap } fa scambiare di posto le tue navi.
blackfleet-already-swapped = Hai già fatto lo scambio in questo turno.
blackfleet-swap-both = Per lo scambio la tua nave mercantile e la tua nave pirata devono essere entrambe in gioco.
blackfleet-pirate-must-enter = La tua nave pirata deve entrare in gioco dal mare aperto (una casella d'ingresso libera è raggiungibile).
blackfleet-no-such-fortune = Non hai quella carta fortuna.
blackfleet-cannot-buy-dev = Non puoi comprare quella carta: è già a faccia in su o costa più di quanto hai.
blackfleet-cannot-buy-victory = Per la carta vittoria servono tutte e quattro le carte sviluppo a faccia in su e abbastanza dobloni.
blackfleet-fortune-own-turn = Le carte fortuna si giocano durante il proprio turno.
blackfleet-no-target = Questa carta non ha bersaglio.
blackfleet-choose-own-ship = Scegli una delle tue navi.
blackfleet-no-such-ship = Quella nave non esiste.
blackfleet-channel-open = In questo turno c'è già un { blackfleet-fortune-secret-channel } aperto.
blackfleet-already-extra = Quella nave ha già un'azione extra.
blackfleet-choose-lair = Scegli un covo dei pirati libero.
blackfleet-lair-first = Gioca { blackfleet-fortune-pirate-lair } prima che la tua nave pirata si muova o agisca.
blackfleet-push-choose = Scegli la nave mercantile o pirata di un avversario e una casella adiacente.
blackfleet-push-opponent = Scegli la nave mercantile o pirata di un avversario.
blackfleet-ship-off-board = Quella nave non è in gioco.
blackfleet-push-one-square = Spostala di una casella, su mare libero.
blackfleet-commandeer-first = Prima gioca la tua carta movimento: { blackfleet-fortune-commandeer } muove l'altra nave militare.
blackfleet-both-navies = In questo turno muovi già entrambe le navi militari.

## Righe del registro
blackfleet-reward-bonus = { $who } guadagna { $n ->
    [one] un altro doblone
   *[other] altri { $n } dobloni
} dalle carte fortuna.
blackfleet-loaded-empty = La nave mercantile vuota di { $who } carica { $cubes } a { $port }.
blackfleet-sold = { $who } vende { $sold } a { $port } per { $earned } dobloni e carica { $loaded }.
blackfleet-attacked = La nave pirata di { $who } ruba un cubo { $colour } alla nave mercantile di { $victim }{ $pay ->
    [iron] {" "}({ blackfleet-dev-iron-hull }: niente dobloni)
    [victim] {" "}e guadagna { $total } dobloni ({ $from } pagati da { $victim })
   *[bank] {" "}e guadagna { $total } dobloni
}.
blackfleet-merchant-sunk-empty = La nave mercantile di { $who }, rimasta vuota, affonda.
blackfleet-salvage = { $who } riceve 2 dobloni per { blackfleet-dev-salvage-rights }.
blackfleet-buried = La nave pirata di { $who } seppellisce il tesoro per { $n ->
    [one] 1 doblone
   *[other] { $n } dobloni
}.
blackfleet-sank = { $navy ->
    [yes] { $who } affonda la nave pirata di { $victim } con la { $ship }
   *[no] La { $ship } di { $who } affonda la nave pirata di { $victim }
}: +{ $n }.{ $pardon ->
    [yes] {" "}{ blackfleet-dev-royal-pardon }: va subito su una spiaggia.
   *[no] {""}
}
blackfleet-merchant-entered = La nave mercantile di { $who } entra a { $port } con { $cubes }.
blackfleet-hideout-moved = La nave pirata di { $who } esce dal rifugio in { $square }.
blackfleet-played-movement = { $who } gioca la carta movimento: mercantile { $merchant } · pirata { $pirate } · militare { $navy ->
    [yellow] gialla
   *[purple] viola
} { $value }.
blackfleet-moved = { $navy ->
    [yes] { $who } muove la { $ship } in { $square }.
   *[no] La { $ship } di { $who } si muove in { $square }.
}
blackfleet-entered-from-sea = La { $ship } di { $who } entra dal mare aperto in { $square }.
blackfleet-swapped = { $who } scambia di posto la nave mercantile e la nave pirata.
blackfleet-drew-movement = Hai pescato la carta movimento { $card }.
blackfleet-drew-fortune = Hai pescato la carta fortuna { $card }: { $text }{ $late ->
    [yes] {" "}(è arrivata dopo ciò che premia: in questo turno non rende nulla)
   *[no] {""}
}
blackfleet-drew-fortunes = { $who } pesca { $n ->
    [one] 1 carta fortuna
   *[other] { $n } carte fortuna
}.
blackfleet-discarded = { $who } scarta una carta fortuna.
blackfleet-bought-dev = { $who } compra { $card } per { $cost } dobloni.
blackfleet-dev-now = Ora hai { $card }: { $text }
blackfleet-bought-victory = { $who } compra la sua carta vittoria per { $v } dobloni! Si completa il giro, poi la partita finisce.
blackfleet-game-over = Il giro è completo: la partita è finita.
blackfleet-played-fortune = { $who } gioca { $card }.
blackfleet-lair-appeared = La nave pirata di { $who } compare nel covo dei pirati { $square }.
blackfleet-pushed = La { $ship } di { $who } viene spostata in { $square }.
blackfleet-earned-earlier = { $who } guadagna { $n ->
    [one] 1 doblone
   *[other] { $n } dobloni
} per ciò che ha fatto prima in questo turno.

## Il tavolo: registro e preparazione
blackfleet-blurb = Mercanti, pirati e marina militare nei Caraibi
blackfleet-start-rule = inizia sempre il nero
blackfleet-setup-victory = carta vittoria { $v }
blackfleet-score-bought = ✓ carta vittoria ({ $v }) · guadagnati { $gained }, spesi { $spent } · rimasti
blackfleet-score-not-bought = nessuna carta vittoria · guadagnati { $gained }, spesi { $spent } · rimasti
blackfleet-score-column = dobloni rimasti
blackfleet-score-why = Chi ha comprato la carta vittoria precede chi non l'ha comprata, qualunque cosa gli resti; tra chi l'ha comprata vince il più ricco.

## Lo schermo
blackfleet-short-merchant = mercantile
blackfleet-short-pirate = pirata
blackfleet-short-yellow-navy = militare gialla
blackfleet-short-purple-navy = militare viola
blackfleet-mark-yellow-navy = NG
blackfleet-mark-purple-navy = NV
blackfleet-mark-lair = C
blackfleet-cargo-empty = vuota
blackfleet-title-place = Black Fleet · preparazione: piazza { $who } ({ $colour })
blackfleet-title-over = Black Fleet · tabellone finale ({ $colour })
blackfleet-title-turn = Black Fleet · round { $round } · turno di { $who } ({ $colour })
blackfleet-title-you = tu: { $colour } · { $n ->
    [one] 1 doblone
   *[other] { $n } dobloni
}
blackfleet-title-you-deciding = { $n ->
    [one] 1 doblone
   *[other] { $n } dobloni
}
blackfleet-title-final = GIRO FINALE
blackfleet-why-already-there = La tua { $ship } è già in { $square }: scegli una casella •.
blackfleet-why-land = { $square } è terra: la tua { $ship } naviga solo per mare.
blackfleet-why-ship = In { $square } c'è una nave: nessuna nave può fermarsi su un'altra.
blackfleet-why-far = { $square } è fuori portata per la tua { $ship } (movimento { $left }).
blackfleet-ship-cannot-move = Quella nave ora non può muoversi.
blackfleet-pirate-enter-first = Prima entra con la nave pirata (p): c'è una casella d'ingresso libera.
blackfleet-hint-map = mappa
blackfleet-hint-cards = carte
blackfleet-hint-cursor = cursore
blackfleet-hint-next = casella dopo
blackfleet-hint-previous = precedente
blackfleet-hint-sail = naviga
blackfleet-hint-next-ship = nave dopo
blackfleet-hint-choose-ship = scegli la nave
blackfleet-hint-push = spostala qui
blackfleet-hint-merchant = mercantile
blackfleet-hint-pirate = pirata
blackfleet-hint-navy = militare
# Brevi: con "o" la barra a 80 colonne perdeva "Esc giochi" (e "termina" come la voce del menu).
blackfleet-hint-other-navy = altra nave
blackfleet-hint-do-it = esegui
blackfleet-hint-end-moves = termina
blackfleet-aim-line = La tua { $ship }: cursore { $square } · Invio naviga su una • · Esc indietro
blackfleet-aim-victim = Rapimento: cursore { $square } · Tab va su una nave che puoi spostare · Esc indietro
blackfleet-aim-victim-on = Rapimento: la { $ship } di { $who } in { $square } · Invio la sceglie · Esc indietro
blackfleet-aim-pushing = Rapimento: sposta la { $ship } di { $who } in { $square } · Invio su una • · Esc indietro
blackfleet-waiting = In attesa di { $who }…
blackfleet-your-ships = Tocca a te: il tasto di una nave la punta (la barra elenca le navi che possono muovere).
blackfleet-panel-ports-wide = Porti        merci · compra a (per merce)
blackfleet-panel-ports = Porto    mer compra
blackfleet-panel-players-wide = Giocatori   $ · ↑ · ▮F · carico · scoperte
blackfleet-panel-players-ship = Giocatore   $ svi carte nave
blackfleet-panel-players = Giocatore   $ svi mano
blackfleet-panel-legend = ↑ sviluppi scoperti · ▮ movimento · F fortuna
blackfleet-details-title = Carte sviluppo scoperte (i: torna alla mappa)
blackfleet-details-player = { $who } ({ $colour }) · { $n ->
    [one] 1 doblone
   *[other] { $n } dobloni
} · carta vittoria { $v }{ $bought ->
    [yes] {" "}COMPRATA
   *[no] {""}
}
blackfleet-details-none = ancora nessuna
blackfleet-details-yours = Le tue, coperte: { $cards }
blackfleet-own-ships = Tu ({ $colour }): mercantile { $cargo } · pirata { $loot } · carta vittoria { $v }
blackfleet-own-devs = Sviluppo: { $cards }
blackfleet-own-moves = Movimento: { $cards }
blackfleet-own-fortunes = Fortuna: { $cards }
blackfleet-own-none = nessuna
blackfleet-own-sunk = affondata (rientra in un molo libero)
blackfleet-own-off-board = fuori dal tabellone
blackfleet-turn-place = Preparazione: { $who } mette la nave mercantile su un attracco libero.
blackfleet-turn-enter = La nave mercantile di { $who } è affondata: rientra su un attracco libero.
blackfleet-turn-choose = { $who } sceglie una carta movimento.
blackfleet-turn-ship = { $ship } { $done ->
    [yes] finita
   *[no] { $n }
}
blackfleet-turn-moving = { $who } muove: { $ships }
blackfleet-turn-discard = { $who } scarta una carta fortuna.
blackfleet-turn-buy = { $who } può comprare una carta.

## Scelte dei menu
blackfleet-menu-load = Carica merci { $colour ->
    [giallo] gialla
    [gialli] gialle
    [verde] verde
    [verdi] verdi
    [rosso] rossa
    [rossi] rosse
   *[other] { $colour }
} a { $port } (ne restano { $left })
blackfleet-menu-sell = Vendi { $cubes } a { $port } per { $total } ({ $price } a merce){ $bonuses }, carica merci { $colour ->
    [giallo] gialla
    [gialli] gialle
    [verde] verde
    [verdi] verdi
    [rosso] rossa
    [rossi] rosse
   *[other] { $colour }
}
blackfleet-menu-attack = Pirata: attacca la mercantile di { $who }: ruba un cubo { $colour }, +{ $total }{ $how ->
    [iron] {" "}({ blackfleet-dev-iron-hull }: niente dobloni)
    [victim] {" "}({ $from } pagati da { $who })
   *[none] {""}
}{ $bonuses }{ $sinks ->
    [yes] {" "}— affonda
   *[no] {""}
}
blackfleet-menu-bury = Pirata: seppellisci { $loot } qui per { $total }{ $bonuses }
blackfleet-menu-sink = { $ship }: affonda la pirata di { $who } per { $total }{ $bonuses }
blackfleet-aim-ship = la tua { $ship }
blackfleet-aim-square = in { $square }
blackfleet-aim-push = sposta la { $ship } di { $who } in { $square }
blackfleet-pays-nothing-yet = ora non rende nulla (solo per le azioni future)
blackfleet-pays-nothing = ora non rende nulla
blackfleet-pays = ora rende { $n }
# Il nome di una carta può già contenere i due punti ("Vento favorevole: pirata"): il testo segue un trattino.
blackfleet-menu-fortune = Gioca { $card }{ $rest } — { $text }
blackfleet-menu-shanghaied = Gioca { $card } — sposta di 1 casella la nave mercantile o pirata di un avversario, scelta sulla mappa (non è un'azione)
blackfleet-menu-enter = Mercantile a { $port } { $square } (carica merci { $colour ->
    [giallo] gialla
    [gialli] gialle
    [verde] verde
    [verdi] verdi
    [rosso] rossa
    [rossi] rosse
   *[other] { $colour }
}, ne restano { $left })
blackfleet-menu-enter-square = Mercantile in { $square }
blackfleet-menu-hideout-beach = { blackfleet-dev-pirate-hideout }: nave pirata sulla spiaggia da { $v } in { $square }
blackfleet-menu-hideout-lair = { blackfleet-dev-pirate-hideout }: nave pirata sul covo in { $square }
blackfleet-menu-movement = Gioca movimento: { $card }
blackfleet-menu-signals = ({ blackfleet-dev-fleet-signals }: muovi la { $navy ->
    [yellow] gialla
   *[purple] viola
})
blackfleet-menu-pathfinder = · { blackfleet-dev-pathfinder } +1 { $ship }
blackfleet-menu-move = Muovi la tua { $ship } in { $square }
blackfleet-menu-swap = Scambia le caselle della nave mercantile e della nave pirata
blackfleet-menu-end-moves = Termina i movimenti e pesca
blackfleet-menu-discard = Scarta { $card }
blackfleet-menu-buy = Compra { $card } per { $cost }: { $text }
blackfleet-menu-buy-some = Compra una carta sviluppo
blackfleet-menu-buy-victory = Compra la carta vittoria per { $v } (ti restano { $left }; poi si completa il giro)
blackfleet-menu-pass = Non comprare nulla in questo turno

## Carte fortuna: nome, poi il testo stampato sulla carta
blackfleet-fortune-fair-wind-merchant = Vento favorevole: mercantile
blackfleet-fortune-fair-wind-merchant-text = La tua nave mercantile ha +2 di movimento in questo turno.
blackfleet-fortune-fair-wind-pirate = Vento favorevole: pirata
blackfleet-fortune-fair-wind-pirate-text = La tua nave pirata ha +2 di movimento in questo turno.
blackfleet-fortune-fair-wind-navy = Vento favorevole: militare
blackfleet-fortune-fair-wind-navy-text = La nave militare che muovi ha +2 di movimento in questo turno.
blackfleet-fortune-gale = Burrasca
blackfleet-fortune-gale-text = Ogni nave che muovi in questo turno ha +1 di movimento.
blackfleet-fortune-secret-channel = Canale segreto
blackfleet-fortune-secret-channel-text = Una nave che muovi in questo turno (anche militare) può attraversare una casella di terra (non un porto).
blackfleet-fortune-commandeer = Requisizione
blackfleet-fortune-commandeer-text = In questo turno muovi anche l'altra nave militare, fino a 2 caselle; può affondare una nave pirata per te.
blackfleet-fortune-shanghaied = Rapimento
blackfleet-fortune-shanghaied-text = Sposta di 1 casella la nave mercantile o pirata di un avversario (non è un'azione).
blackfleet-fortune-pirate-lair = Covo dei pirati
blackfleet-fortune-pirate-lair-text = Metti la tua nave pirata (in gioco o fuori) su un covo dei pirati libero; poi può muoversi e agire.
blackfleet-fortune-extra-action = Azione extra
blackfleet-fortune-extra-action-text = Una delle tue navi può fare una seconda azione in questo turno.
blackfleet-fortune-smugglers-deal = Affare di contrabbando
blackfleet-fortune-smugglers-deal-text = La vendita della tua nave mercantile in questo turno rende +1 per merce.
blackfleet-fortune-calm-seas = Mare calmo
blackfleet-fortune-calm-seas-text = In questo turno la tua nave mercantile può vendere in un porto che non compra il suo colore (non nel porto di quel colore), a 2 per merce.
blackfleet-fortune-bounty = Taglia
blackfleet-fortune-bounty-text = +2 quando affondi una nave pirata in questo turno.
blackfleet-fortune-rich-hoard = Ricco bottino
blackfleet-fortune-rich-hoard-text = +2 quando la tua nave pirata seppellisce un tesoro in questo turno.
blackfleet-fortune-orders-trade = Ordini segreti: commercio
blackfleet-fortune-orders-trade-text = +3 quando la tua nave mercantile vende in un porto che paga 3.
blackfleet-fortune-orders-plunder = Ordini segreti: saccheggio
blackfleet-fortune-orders-plunder-text = +3 quando la tua nave pirata attacca la nave mercantile del giocatore alla tua sinistra.
blackfleet-fortune-orders-hunt = Ordini segreti: caccia
blackfleet-fortune-orders-hunt-text = +3 quando affondi una nave pirata che si trova al massimo a 2 caselle di mare dall'attracco di un porto.

## Carte sviluppo: nome, poi il potere stampato sulla carta
blackfleet-dev-navigation-upgrade = Navigazione migliorata
blackfleet-dev-navigation-upgrade-text = La tua nave mercantile ha +1 di movimento.
blackfleet-dev-swift-sloop = Sloop veloce
blackfleet-dev-swift-sloop-text = La tua nave pirata ha +1 di movimento.
blackfleet-dev-trade-upgrade = Commercio migliorato
blackfleet-dev-trade-upgrade-text = +1 doblone a ogni vendita.
blackfleet-dev-bounty-hunter = Cacciatore di taglie
blackfleet-dev-bounty-hunter-text = +1 doblone per ogni nave pirata che affondi.
blackfleet-dev-treasure-map = Mappa del tesoro
blackfleet-dev-treasure-map-text = +1 doblone per ogni tesoro sepolto.
blackfleet-dev-quartermaster = Quartiermastro
blackfleet-dev-quartermaster-text = Puoi tenere 4 carte fortuna; ignori i simboli di scarto.
blackfleet-dev-swap = Scambio
blackfleet-dev-swap-text = Una volta per turno scambia le caselle della tua nave mercantile e della tua nave pirata (entrambe in gioco; non è un'azione).
blackfleet-dev-armed-merchant = Mercantile armato
blackfleet-dev-armed-merchant-text = L'azione della tua nave mercantile può affondare una nave pirata avversaria adiacente, +2.
blackfleet-dev-iron-hull = Scafo di ferro
blackfleet-dev-iron-hull-text = Le navi pirata che attaccano la tua nave mercantile non guadagnano dobloni.
blackfleet-dev-fleet-signals = Segnali di flotta
blackfleet-dev-fleet-signals-text = Puoi muovere la nave militare che non compare sulla tua carta, al posto dell'altra.
blackfleet-dev-double-crew = Doppio equipaggio
blackfleet-dev-double-crew-text = La tua nave pirata porta 2 merci, può attaccare anche con 1 a bordo; seppellire rende per ogni merce.
blackfleet-dev-harbour-master = Capitano di porto
blackfleet-dev-harbour-master-text = +1 doblone per merce venduta nei porti che pagano 2.
blackfleet-dev-long-guns = Cannoni lunghi
blackfleet-dev-long-guns-text = La tua nave pirata attacca e la tua nave militare affonda a distanza 2 in linea retta, se la casella in mezzo è di mare.
blackfleet-dev-shallow-draft = Pescaggio basso
blackfleet-dev-shallow-draft-text = Le tue navi mercantile e pirata possono attraversare caselle di terra (non porti), senza mai fermarcisi.
blackfleet-dev-navy-commission = Incarico militare
blackfleet-dev-navy-commission-text = +2 dobloni per ogni nave pirata che affondi.
blackfleet-dev-big-hold = Stiva grande
blackfleet-dev-big-hold-text = La tua nave mercantile porta e carica 4 merci.
blackfleet-dev-privateer = Corsaro
blackfleet-dev-privateer-text = I 2 dobloni della tua nave pirata li paga la vittima finché ne ha, il resto la banca.
blackfleet-dev-pathfinder = Esploratore
blackfleet-dev-pathfinder-text = +1 a un valore di ogni carta movimento che giochi.
blackfleet-dev-pirate-hideout = Rifugio pirata
blackfleet-dev-pirate-hideout-text = All'inizio del tuo turno puoi mettere la tua nave pirata su una spiaggia o un covo libero qualsiasi.
blackfleet-dev-admiralty = Ammiragliato
blackfleet-dev-admiralty-text = A ogni turno muovi anche l'altra nave militare, fino a 2 caselle.
blackfleet-dev-master-trader = Mercante esperto
blackfleet-dev-master-trader-text = Tutte le tue vendite rendono 3 per merce dove il colore è comprato.
blackfleet-dev-royal-pardon = Grazia reale
blackfleet-dev-royal-pardon-text = Quando la tua nave pirata viene affondata va subito su una spiaggia libera.
blackfleet-dev-salvage-rights = Diritto di recupero
blackfleet-dev-salvage-rights-text = +2 dobloni ogni volta che una nave mercantile qualsiasi viene affondata.
blackfleet-dev-second-movement = Secondo movimento
blackfleet-dev-second-movement-text = Tieni 3 carte movimento.
blackfleet-map-edge = La mappa finisce lì.

# Every hand open (a finished game's replay)
blackfleet-open-seat = carte movimento: { $moves } · carte fortuna: { $fortunes } · sviluppi coperti: { $devs }
blackfleet-open-move-deck = Mazzo movimento
blackfleet-open-fortune-deck = Mazzo fortuna
