# Saboteur e Saboteur 2: i nomi del regolamento italiano (carte percorso, carte azione, Carta Iniziale,
# carte obiettivo, Pepite; Cercatori d'Oro della Squadra Verde e Blu, Boss, Geologo, Approfittatore,
# Sabotatore; Ladro, Giù le Mani, Scambio di Mano, Ispezione, Scambio di Cappelli, Intrappolato!,
# Finalmente Libero!; del gioco base: Frana, Mappa, attrezzi rotti e riparati).
saboteur-blurb = Scava per l'oro, o sabota lo scavo in segreto
saboteur-classic-toggle = Regole classiche (gioco base, 3–10 giocatori)
saboteur-broken-toggle = Niente pepite con un attrezzo rotto (classico)
saboteur-mode-s2 = Saboteur 2
saboteur-mode-classic = Saboteur classico
saboteur-score-round = round { $n }
saboteur-score-gold = oro

## Carte. Gli attrezzi si scelgono per id (pick, lantern, cart).
saboteur-tool-pick = piccone
    .gender = masculine
saboteur-tool-lantern = lanterna
    .gender = feminine
saboteur-tool-cart = carrello
    .gender = masculine
saboteur-act-broken = { $tool ->
        [pick] Piccone rotto
        [lantern] Lanterna rotta
       *[cart] Carrello rotto
    }
saboteur-act-repair = { $tool ->
        [pick] Ripara piccone
        [lantern] Ripara lanterna
       *[cart] Ripara carrello
    }
saboteur-act-repair-either = Ripara { $a ->
        [pick] piccone
        [lantern] lanterna
       *[cart] carrello
    } o { $b ->
        [pick] piccone
        [lantern] lanterna
       *[cart] carrello
    }
saboteur-act-rockfall = Frana
saboteur-act-map = Mappa
saboteur-act-theft = Ladro
saboteur-act-hands-off = Giù le Mani
saboteur-act-swap-hand = Scambio di Mano
saboteur-act-inspection = Ispezione
saboteur-act-swap-hats = Scambio di Cappelli
saboteur-act-trapped = Intrappolato!
saboteur-act-free = Finalmente Libero!

## Una carta azione nella mano: fino a tre parole di al massimo 8 caratteri, separate da |.
saboteur-label-broken = { $tool ->
        [pick] Piccone|rotto
        [lantern] Lanterna|rotta
       *[cart] Carrello|rotto
    }
saboteur-label-repair = Ripara|{ $tool ->
        [pick] piccone
        [lantern] lanterna
       *[cart] carrello
    }
saboteur-label-repair-either = Ripara|{ $a ->
        [pick] piccone
        [lantern] lanterna
       *[cart] carrello
    }|{ $b ->
        [pick] piccone
        [lantern] lanterna
       *[cart] carrello
    }
saboteur-label-rockfall = Frana
saboteur-label-map = Mappa
saboteur-label-theft = Ladro
saboteur-label-hands-off = Giù le|Mani
saboteur-label-swap-hand = Scambio|di mano
saboteur-label-inspection = Ispezio-|ne
saboteur-label-swap-hats = Scambio|cappelli
saboteur-label-trapped = Intrap-|polato!
saboteur-label-free = Finalm.|Libero!

saboteur-does-broken = Davanti a un giocatore: niente carte percorso finché è rotto.
saboteur-does-repair = Togli a chiunque (anche a te) l'attrezzo rotto.
saboteur-does-rockfall = Togli una carta percorso (mai la Carta Iniziale o un obiettivo).
saboteur-does-map = Guarda una carta obiettivo coperta; la vedi solo tu.
saboteur-does-theft = Davanti a te: dopo la distribuzione delle pepite, rubi 1 pepita.
saboteur-does-hands-off = Togli una carta Ladro a un giocatore.
saboteur-does-swap-hand = Scambia la mano con un altro; lui pesca 1 carta, tu no.
saboteur-does-inspection = Guarda la carta Nano di un altro giocatore; la vedi solo tu.
saboteur-does-swap-hats = Un giocatore cambia il ruolo con uno messo da parte.
saboteur-does-trapped = Davanti a un altro: niente carte percorso né vittoria.
saboteur-does-free = Togli una carta Intrappolato! a un giocatore qualsiasi.

## Carte percorso, per il loro nome in assets/saboteur.json (punti cardinali N, E, S, O).
saboteur-path-start = Carta Iniziale
saboteur-path-gold = Carta Obiettivo con la pepita
saboteur-path-stone-n-e = Carta Obiettivo di pietra N-E
saboteur-path-stone-n-w = Carta Obiettivo di pietra N-O
saboteur-path-straight-n-s = rettilineo N-S
saboteur-path-straight-e-w = rettilineo E-O
saboteur-path-curve-n-w = curva N-O
saboteur-path-curve-n-e = curva N-E
saboteur-path-t-n-e-s = T N-E-S
saboteur-path-t-e-s-w = T E-S-O
saboteur-path-cross = incrocio
saboteur-path-dead-end-w = vicolo cieco O
saboteur-path-dead-end-s = vicolo cieco S
saboteur-path-dead-end-n-s = vicolo cieco N+S
saboteur-path-dead-end-e-w = vicolo cieco E+O
saboteur-path-dead-end-n-w = vicolo cieco N+O
saboteur-path-dead-end-s-w = vicolo cieco S+O
saboteur-path-dead-end-n-s-e = vicolo cieco N+S+E
saboteur-path-dead-end-e-s-w = vicolo cieco E+S+O
saboteur-path-dead-end-n-e-s-w = vicolo cieco N+E+S+O
saboteur-path-bridge = ponte
saboteur-path-double-curve = doppia curva
saboteur-path-ladder-stub-s = scala, vicolo S
saboteur-path-ladder-stub-w = scala, vicolo O
saboteur-path-ladder-curve-e-s = scala, curva E-S
saboteur-path-ladder-curve-n-e = scala, curva N-E
saboteur-path-green-door-n-s-stub-e = porta verde N-S + vicolo E
saboteur-path-green-door-e-w = porta verde E-O
saboteur-path-green-door-curve-s-e = porta verde, curva S-E
saboteur-path-blue-door-n-s = porta blu N-S
saboteur-path-blue-door-e-w = porta blu E-O
saboteur-path-blue-door-curve-n-e = porta blu, curva N-E
saboteur-path-crystal-cross = cristallo, incrocio
saboteur-path-crystal-t-e-s-w = cristallo, T E-S-O
saboteur-path-crystal-t-n-s-w = cristallo, T N-S-O
saboteur-path-crystal-n-s-w-stub-e = cristallo N-S-O + vicolo E
saboteur-path-crystal-e-s-w-stub-n = cristallo E-S-O + vicolo N
saboteur-path-crystal-e-w-stub-s = cristallo E-O + vicolo S
saboteur-path-crystal-stub-s = cristallo, vicolo S
saboteur-path-crystal-stub-w = cristallo, vicolo O
saboteur-path-crystal-n-s = cristallo N-S
saboteur-path-crystal-e-w = cristallo E-O
saboteur-path-crystal-curve-n-w = cristallo, curva N-O
saboteur-path-crystal-curve-n-e = cristallo, curva N-E
saboteur-path-crystal-4-stubs = cristallo, 4 vicoli
saboteur-path-crystal-stubs-n-s = cristallo, vicoli N+S

## Il tipo di una carta percorso sotto la sua tessera (al massimo 8 caratteri).
saboteur-kind-ladder = scala
saboteur-kind-green-door = porta V
saboteur-kind-blue-door = porta B
saboteur-kind-bridge = ponte
saboteur-kind-double-curve = 2 curve
saboteur-kind-crystal = cristal.
saboteur-kind-dead-end = vicolo
saboteur-kind-tunnel = tunnel
saboteur-door-letter-green = V
saboteur-door-letter-blue = B
saboteur-card-turned = { $card } (girata)
saboteur-line-crystal = cristallo ◆ (paga i Geologi)
saboteur-line-ladder = scala ≡ (collegata alla Carta Iniziale e alle altre scale)
saboteur-line-green-door = porta verde: chiude l'accesso ai blu
saboteur-line-blue-door = porta blu: chiude l'accesso ai verdi

## Ruoli (carte Nano), scelti per id.
saboteur-role = { $role ->
        [green] Cercatore verde
        [blue] Cercatore blu
        [boss] Boss
        [geologist] Geologo
        [profiteer] Approfittatore
        [saboteur] Sabotatore
       *[digger] Cercatore d'Oro
    }
saboteur-role-a = { $role ->
        [green] un Cercatore d'Oro verde
        [blue] un Cercatore d'Oro blu
        [boss] il Boss
        [geologist] un Geologo
        [profiteer] l'Approfittatore
        [saboteur] un Sabotatore
       *[digger] un Cercatore d'Oro
    }
# Un ruolo nella colonna dei risultati del round, accanto al nome: senza articolo.
saboteur-role-column = { $role ->
        [green] Cercatore d'Oro verde
        [blue] Cercatore d'Oro blu
        [boss] Boss
        [geologist] Geologo
        [profiteer] Approfittatore
        [saboteur] Sabotatore
       *[digger] Cercatore d'Oro
    }
saboteur-role-shout = SABOTATORE
saboteur-role-of = { $who } { $role }
saboteur-seat = { $who }
saboteur-list = { $first }, { $rest }
saboteur-roles-list = { $first } · { $rest }
saboteur-sentences = { $first } { $rest }

## Registro.
saboteur-log-round-begins = Inizia il round { $n } di 3: comincia { $who }.
saboteur-log-your-role = Il tuo ruolo in questo round: { $role }.
saboteur-log-placed = { $who } posa la carta «{ $card }» in ({ $x }, { $y }).
saboteur-log-placed-turned = { $who } posa la carta «{ $card }» girata, aperta a { $sides }, in ({ $x }, { $y }).
saboteur-side-n = N
saboteur-side-e = E
saboteur-side-s = S
saboteur-side-w = O
saboteur-sides = { $first }-{ $rest }
saboteur-side-none = da nessuna parte
saboteur-log-goal-gold = La carta obiettivo in ({ $x }, { $y }) è il TESORO!
saboteur-log-goal-stone = La carta obiettivo in ({ $x }, { $y }) è di pietra. Si continua a scavare.
saboteur-log-removed = { $who } scarta due carte per togliere la carta «{ $card }» che ha davanti.
saboteur-log-passed = { $who } passa e scarta { $n ->
        [one] 1 carta
       *[other] { $n } carte
    }.
saboteur-log-hands-empty = Tutte le mani sono vuote: il tesoro non è stato raggiunto.
saboteur-log-broke = { $who } rompe { $tool-gender ->
        [feminine] la
       *[other] il
    } { $tool } di { $whom }.
saboteur-log-repaired = { $who } ripara { $tool-gender ->
        [feminine] la
       *[other] il
    } { $tool } di { $whom }.
saboteur-log-repaired-own = { $who } ripara { $tool-gender ->
        [feminine] la propria
       *[other] il proprio
    } { $tool }.
saboteur-log-rockfall = { $who } gioca una Frana in ({ $x }, { $y }).
saboteur-log-map = { $who } guarda con una Mappa la carta obiettivo in ({ $x }, { $y }).
saboteur-log-map-gold = Mappa: la carta obiettivo in ({ $x }, { $y }) è il TESORO.
saboteur-log-map-stone = Mappa: la carta obiettivo in ({ $x }, { $y }) è di pietra.
saboteur-log-theft = { $who } gioca un Ladro davanti a sé.
saboteur-log-hands-off = { $who } toglie il Ladro di { $whom } (Giù le Mani).
saboteur-log-swap-hand = { $who } scambia la mano con { $whom }.
saboteur-log-inspected = { $who } ispeziona il ruolo di { $whom }.
saboteur-log-inspection = Ispezione: { $whom } è { $role }.
saboteur-log-swap-hats = { $who } fa cambiare cappello { A($whom) }: un nuovo ruolo segreto.
saboteur-log-new-role = Il tuo nuovo ruolo: { $role }.
saboteur-log-trapped = { $who } intrappola { $whom }.
saboteur-log-freed = { $who } libera { $whom }.
saboteur-log-freed-self = { $who } si libera.
saboteur-log-round-over = Il round { $n } è finito. Ruoli: { $roles }.
saboteur-log-nobody-to-rob = { $who } non ha nessuno da derubare.
saboteur-log-nugget-last = { $who } riceve l'ultima carta Pepita (non c'era scelta).
saboteur-log-your-nugget-last = Hai ricevuto l'ultima carta Pepita: vale { $value }.
saboteur-log-nugget-same = { $who } riceve una carta Pepita (le carte rimaste avevano tutte lo stesso valore).
saboteur-log-your-nugget-same = Hai ricevuto una carta Pepita (le carte rimaste avevano tutte lo stesso valore): vale { $value }.
saboteur-log-nugget-kept = { $who } tiene una carta Pepita.
saboteur-log-your-nugget-kept = Hai tenuto una carta Pepita da { $value }.
saboteur-log-stole = { $who } ruba 1 pepita { A($whom) }.
saboteur-log-game-over = Tre round giocati: vince chi ha più pepite.

## Perché un round è andato così (Saboteur 2: frasi unite da saboteur-sentences).
saboteur-why-reached = { $who } ({ $role }) ha raggiunto il tesoro.
saboteur-why-access-both = Entrambe le squadre hanno un percorso senza porte dell'altro colore.
saboteur-why-access-green = Solo i verdi hanno un percorso senza porte blu.
saboteur-why-access-blue = Solo i blu hanno un percorso senza porte verdi.
saboteur-why-access-none = Ogni percorso passa per porte di entrambi i colori: nessuna squadra ha accesso.
saboteur-why-for-other-team = Un cercatore senza accesso per la propria squadra fa vincere l'altra.
saboteur-why-nobody-reached = Nessuno ha raggiunto il tesoro.
saboteur-why-both-win = Vincono entrambe le squadre.
saboteur-why-green-wins = Vince la Squadra Verde.
saboteur-why-blue-wins = Vince la Squadra Blu.
saboteur-why-saboteurs-win = Vincono i Sabotatori.
saboteur-why-no-saboteur-profiteer = Vince la parte dei Sabotatori, ma nessun Sabotatore è in gioco: riceve oro solo l'Approfittatore.
saboteur-why-no-saboteur-nobody = Vince la parte dei Sabotatori, ma nessun Sabotatore è in gioco: nessuno riceve oro.
saboteur-why-trapped = Non vince chi è intrappolato: { $who }.
saboteur-why-classic-gold = { $who } ha raggiunto il tesoro: vincono i Cercatori d'Oro.
saboteur-why-classic-no-gold = Il tesoro non è stato raggiunto: vincono i Sabotatori.
saboteur-why-classic-nobody = Il tesoro non è stato raggiunto e nessuno era un Sabotatore: nessuno riceve pepite.

## Perché una carta azione non ha alcun bersaglio.
saboteur-why-all-broken = Tutti hanno già { $tool-gender ->
        [feminine] la { $tool } rotta
       *[other] il { $tool } rotto
    }.
saboteur-why-none-broken = Nessuno ha { $tool-gender ->
        [feminine] la { $tool } rotta
       *[other] il { $tool } rotto
    } da riparare.
saboteur-why-none-broken-either = Nessuno ha { $a } o { $b } rotti da riparare.
saboteur-why-no-path = Nella miniera non c'è nessuna carta percorso da togliere (la Carta Iniziale e gli obiettivi restano).
saboteur-why-no-goal = Non c'è più nessuna carta obiettivo coperta.
saboteur-why-no-theft = Nessuno ha un Ladro davanti a sé.
saboteur-why-all-trapped = Tutti gli altri giocatori sono già intrappolati.
saboteur-why-none-trapped = Nessuno è intrappolato.
saboteur-why-no-target = La carta «{ $card }» ora non ha bersagli validi.

## Rifiuti.
saboteur-err-no-seat = Non esiste il posto { $n }.
saboteur-err-not-your-decision = Ora non tocca a te decidere.
saboteur-err-turn = Gioca una carta dalla mano, togli una carta che hai davanti, oppure passa.
saboteur-err-theft = Scegli a chi rubare 1 pepita.
saboteur-err-nuggets = Tieni una delle carte Pepita.
saboteur-err-round-over = Il round è finito: passa al successivo.
saboteur-err-game-over = La partita è finita.
saboteur-err-not-held = Non hai in mano la carta «{ $card }».
saboteur-err-no-path-card = Questa carta percorso non esiste.
saboteur-err-remove-classic = Scartare due carte per toglierne una è una regola di Saboteur 2.
saboteur-err-not-in-front = Non hai davanti una carta «{ $card }».
saboteur-err-pass-count = { $most ->
        [1] Per passare, scarta esattamente una carta.
       *[other] Per passare, scarta da una a tre carte.
    }
saboteur-err-broken = { $tool-gender ->
        [feminine] La tua { $tool } è rotta: riparala
       *[other] Il tuo { $tool } è rotto: riparalo
    } per posare carte percorso.
saboteur-err-trapped = Con un Intrappolato! davanti non posi carte percorso finché qualcuno non ti libera.
saboteur-err-occupied = In quella casella c'è già una carta.
saboteur-err-not-adjacent = Una carta percorso va posata accanto a una carta della miniera.
saboteur-err-mismatch = Il lato { $side ->
        [top] in alto
        [right] destro
        [bottom] in basso
       *[left] sinistro
    } non combacia con la carta vicina: tunnel con tunnel, roccia con roccia.
saboteur-err-not-connected = Nessuno dei suoi tunnel si collegherebbe alla Carta Iniziale.
saboteur-err-ladder-goal = Una scala non può stare accanto a una carta obiettivo.
saboteur-err-ladder-path = Una scala deve toccare una carta percorso.
saboteur-err-choose-player = Scegli un giocatore per la carta «{ $card }».
saboteur-err-own-broken = Hai già { $tool-gender ->
        [feminine] la { $tool } rotta
       *[other] il { $tool } rotto
    }.
saboteur-err-has-broken = { $who } ha già { $tool-gender ->
        [feminine] la { $tool } rotta
       *[other] il { $tool } rotto
    }.
saboteur-err-choose-tool = Scegli un attrezzo rotto da riparare.
saboteur-err-no-player = Questo giocatore non esiste.
saboteur-err-cannot-mend = La carta «{ $card }» non ripara { $tool-gender ->
        [feminine] la { $tool }
       *[other] il { $tool }
    }.
saboteur-err-not-broken = { $who } non ha { $tool-gender ->
        [feminine] la { $tool } rotta
       *[other] il { $tool } rotto
    }.
saboteur-err-rockfall-square = La Frana toglie una carta percorso: scegline una nella miniera, non la Carta Iniziale né un obiettivo.
saboteur-err-map-square = Scegli una carta obiettivo coperta da guardare.
saboteur-err-choose-square = Scegli una casella della miniera.
saboteur-err-theft-trapped = Con un Intrappolato! davanti non puoi giocare un Ladro.
saboteur-err-theft-twice = Hai già un Ladro davanti a te.
saboteur-err-no-theft = { $who } non ha un Ladro davanti a sé.
saboteur-err-another-player = Scegli un altro giocatore.
saboteur-err-no-roles-left = In questo round non restano ruoli con cui scambiare.
saboteur-err-trap-yourself = Intrappola un altro giocatore, non te stesso.
# Il nome può essere di una donna: si parla della carta, non di "intrappolato/a".
saboteur-err-already-trapped = { $who } ha già una carta Intrappolato! davanti.
saboteur-err-not-trapped = { $who } non ha una carta Intrappolato! davanti.
saboteur-err-no-nuggets = Non ci sono carte Pepita da tenere.
saboteur-err-no-nugget-worth = Non è rimasta una carta Pepita da { $value }.
saboteur-err-steal-other = Ruba a un altro giocatore.
saboteur-err-no-gold = { $who } non ha pepite da rubare.

## Scelte dei menu.
saboteur-do-place = Posa «{ $card }» in ({ $x }, { $y })
saboteur-do-place-turned = Posa «{ $card }» girata in ({ $x }, { $y })
saboteur-do-break = Rompi { $tool-gender ->
        [feminine] la
       *[other] il
    } { $tool } di { $whom }
saboteur-do-break-own = Rompi { $tool-gender ->
        [feminine] la tua
       *[other] il tuo
    } { $tool }
saboteur-do-repair = Ripara { $tool-gender ->
        [feminine] la
       *[other] il
    } { $tool } di { $whom }
saboteur-do-repair-own = Ripara { $tool-gender ->
        [feminine] la tua
       *[other] il tuo
    } { $tool }
saboteur-do-trap = Intrappola { $whom }
saboteur-do-free = Libera { $whom }
saboteur-do-free-yourself = Liberati
saboteur-do-hands-off = Togli il Ladro di { $whom }
saboteur-do-hands-off-own = Togli il tuo Ladro
saboteur-do-swap-hand = Scambia la mano con { $whom }
saboteur-do-inspect = Guarda il ruolo di { $whom }
saboteur-do-swap-hats = Fai cambiare cappello { A($whom) } (un nuovo ruolo segreto)
saboteur-do-swap-hats-yourself = Cambia cappello tu (un nuovo ruolo segreto)
saboteur-do-theft = Gioca un Ladro davanti a te
saboteur-do-rockfall = Frana su ({ $x }, { $y })
saboteur-do-map = Guarda la carta obiettivo in ({ $x }, { $y })
saboteur-do-remove = Scarta «{ $a }» e «{ $b }» per togliere la tua carta «{ $card }»
saboteur-do-pass = Passa, scartando { $cards }
saboteur-do-pass-empty = Passa (nessuna carta da scartare)
saboteur-do-steal = Ruba 1 pepita { A($whom) }
saboteur-do-keep = Tieni una carta Pepita da { $value }
saboteur-do-continue = Continua

## Il tavolo.
saboteur-title-round = round { $n }/3
saboteur-title-deck = mazzo { $n }
saboteur-title-discard = scarti { $n }
saboteur-title-you = tu: { $role }
saboteur-title-gold = pepite { $n }
saboteur-hand = Mano
saboteur-hand-empty = (nessuna carta)
saboteur-front-trapped = Intrappolato!
saboteur-front-theft = ladro
saboteur-results-more-above = ▲ altro ({ $keys })
saboteur-results-more-below = ▼ altro ({ $keys })
saboteur-prompt-aim-card = Punta una carta della miniera (Tab salta) e premi Invio.
saboteur-prompt-fits = ✓ Entra qui: Invio per posarla · f per girarla · Tab casella seguente
saboteur-prompt-fits-turned = ✗ Qui va solo girata: premi f, poi Invio.
# $why è una frase intera (maiuscola, punto finale): la precede un punto, non i due punti.
saboteur-prompt-not-here = ✗ Non qui. { $why } (· = entra, f = entra girata; Tab salta)
saboteur-prompt-hand = Tocca a te: scegli una carta e premi Invio (o { $keys }).
saboteur-your-turn-card = Tocca a te · { $card }
saboteur-prompt-menu = Scegli (↑↓) e premi Invio · Esc indietro
saboteur-prompt-pass-classic = Passa: Invio scarta la carta segnata (←→ e Spazio ne segnano un'altra).
saboteur-prompt-pass = Passa: segna con Spazio da 1 a 3 carte da scartare, poi Invio.
saboteur-prompt-remove = Segna con Spazio due carte da scartare, poi Invio.
saboteur-prompt-turn-of = Tocca { A($who) }.
saboteur-prompt-your-theft = Il tuo Ladro: scegli a chi rubare 1 pepita.
saboteur-prompt-theft-of = { $who } sceglie chi derubare.
saboteur-prompt-your-nuggets = Carte Pepita rimaste: { $cards }. Tienine una; le altre passano avanti.
saboteur-prompt-nuggets-of = { $who } sceglie una carta Pepita.
saboteur-prompt-last-round-over = L'ultimo round è finito: Invio mostra il punteggio finale · m la miniera
saboteur-prompt-next-round = Invio avvia il round { $n } (inizia { $who }) · m la miniera
saboteur-prompt-over = La partita è finita.
saboteur-say-cannot-go = Quella carta non può andare lì.
saboteur-say-fits-nowhere = Ora questa carta non entra da nessuna parte nella miniera, né dritta né girata. Gioca un'altra carta o passa (p).
saboteur-say-no-cards = Non hai carte in mano.
saboteur-say-rockfall-aim = Frana: scegli una carta percorso nella miniera (non la Carta Iniziale né un obiettivo).
saboteur-say-map-aim = Scegli una carta obiettivo coperta ([ ? ]).
saboteur-say-mark-most = Puoi segnare al massimo { $n ->
        [one] una carta
       *[other] { $n } carte
    }.
saboteur-say-nothing-in-front = Non hai davanti nessuna carta da togliere.
saboteur-say-two-cards = Ti servono due carte da scartare.
saboteur-say-mark-first = Prima segna con Spazio le carte da scartare.
saboteur-say-mark-two = Prima segna con Spazio esattamente due carte.
saboteur-hint-results = risultati
saboteur-hint-pan = scorri la miniera
saboteur-hint-maze = miniera
saboteur-hint-scroll = scorri i risultati
saboteur-hint-do-it = esegui
saboteur-hint-card = carta
saboteur-hint-play = gioca
saboteur-hint-turn = gira
saboteur-hint-discard-two = scarta 2
saboteur-hint-pass = passa
saboteur-hint-move = muovi
saboteur-hint-next-square = casella seguente
saboteur-hint-here = qui
saboteur-hint-back = indietro
saboteur-hint-mark = segna
saboteur-hint-confirm = conferma

## Risultati del round.
saboteur-result-title = Round { $n } di 3 — risultati
saboteur-result-you = { $role } (tu)
saboteur-result-winner = vince +{ $n }
saboteur-result-winner-nugget = vince · { $nugget }
saboteur-result-crystals = cristalli +{ $n }
saboteur-result-trapped = Intrappolato!
saboteur-result-stole = ha rubato 1 pepita { A($whom) }
saboteur-result-nugget-to-come = carta Pepita in arrivo
saboteur-result-no-nugget = nessuna carta Pepita
saboteur-result-nugget-worth = { $n ->
        [one] una carta Pepita da
       *[other] carte Pepita da
    } { $worth }{ $forced ->
        [yes] { $n ->
            [one] , ricevuta senza scelta
           *[other] , una ricevuta senza scelta
        }
       *[no] {""}
    }
saboteur-result-nugget-secret = { $forced ->
        [yes] { $n ->
            [one] ha ricevuto una carta Pepita senza scelta
           *[other] ha tenuto { $n } carte Pepita, una ricevuta senza scelta
        }
       *[no] ha tenuto { $n ->
            [one] una carta Pepita
           *[other] { $n } carte Pepita
        }
    } (valore segreto)
saboteur-result-footer-s2 = Cristalli nella miniera: { $n } · I premi sono pubblici; i totali si vedono solo sullo schermo di ciascuno.
saboteur-result-footer-classic = I valori delle carte Pepita sono segreti: ognuno vede i propri (e il suo totale) sul proprio schermo.
saboteur-gold-of = { $who } { $n }
saboteur-log-paid = Oro pagato: { $list }.
saboteur-log-paid-nobody = In questo round nessuno riceve oro.
saboteur-say-card-chosen = La carta { $n } è già quella scelta.
saboteur-say-marked = Quella carta è già segnata.
saboteur-say-maze-edge = Il labirinto finisce lì: il cursore resta entro una casella dalle sue carte.

# Every hand open (a finished game's replay)
saboteur-open-seat = { $role } · oro { $gold } · mano: { $hand }
saboteur-open-goal = La meta in ({ $x }, { $y }), coperta, è { $what ->
    [gold] l'ORO
   *[stone] pietra
}.
