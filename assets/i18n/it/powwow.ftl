# Pow Wow: carte, righe del registro, rifiuti, il tavolo e la sua preparazione (termini del regolamento).

## Carte
powwow-chief = Capo
    .gender = masculine
powwow-warrior = Guerriero
    .gender = masculine
powwow-maiden = Fanciulla
    .gender = feminine
powwow-hunter = Cacciatore
    .gender = masculine
powwow-buffalo = Bufalo
    .gender = masculine
powwow-totem = Totem
    .gender = masculine
powwow-tomahawk = Tomahawk
    .gender = masculine
powwow-necklace = Collana
    .gender = feminine
powwow-tent = Tenda
    .gender = feminine
# Una carta indiano di una tribù: Capo rosso, Fanciulla gialla.
powwow-indian-chief = Capo { $tribe ->
    [red] rosso
    [green] verde
    [purple] viola
    [yellow] giallo
   *[blue] blu
}
    .gender = masculine
powwow-indian-warrior = Guerriero { $tribe ->
    [red] rosso
    [green] verde
    [purple] viola
    [yellow] giallo
   *[blue] blu
}
    .gender = masculine
powwow-indian-maiden = Fanciulla { $tribe ->
    [red] rossa
    [green] verde
    [purple] viola
    [yellow] gialla
   *[blue] blu
}
    .gender = feminine
powwow-indian-hunter = Cacciatore { $tribe ->
    [red] rosso
    [green] verde
    [purple] viola
    [yellow] giallo
   *[blue] blu
}
    .gender = masculine
# La tribù (femminile: "tribù rossa").
powwow-tribe-red = rossa
powwow-tribe-green = verde
powwow-tribe-purple = viola
powwow-tribe-yellow = gialla
powwow-tribe-blue = blu
# Il colore accanto al nome di un giocatore.
powwow-tribe-mark = { $tribe ->
    [red] rosso
    [green] verde
    [purple] viola
    [yellow] giallo
   *[blue] blu
}

## Registro
# I nomi delle carte arrivano come id (`kind`/`card`/`indian`: chief…hunter, `card`/`loot`:
# buffalo…tent, la `tribe` di un indiano: red…blue) e li scrivono i messaggi delle carte qui sopra.
powwow-log-revealed = { $who } scopre { $card ->
    [maiden] la
    [necklace] la
    [tent] la
   *[other] il
} { $card ->
    [chief] { powwow-indian-chief }
    [warrior] { powwow-indian-warrior }
    [maiden] { powwow-indian-maiden }
    [hunter] { powwow-indian-hunter }
    [buffalo] { powwow-buffalo }
    [totem] { powwow-totem }
    [tomahawk] { powwow-tomahawk }
    [necklace] { powwow-necklace }
   *[tent] { powwow-tent }
}
powwow-log-claimed = { $who } gioca { $kind ->
    [maiden] la
   *[other] il
} { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
} (+{ DECIMAL($secs) } s)
powwow-log-too-late = { $who }: troppo tardi con { $kind ->
    [maiden] la
   *[other] il
} { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
}
powwow-log-penalty = Punizione! { $who } gioca { $kind ->
    [maiden] la
   *[other] il
} { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
} senza nulla da reclamare: { $n ->
    [0] nessuna carta vinta da scartare
    [one] scarta 1 carta vinta
   *[other] scarta { $n } carte vinte
}
powwow-log-nothing-left = { $who } non trova più nulla per { $kind ->
    [maiden] la
   *[other] il
} { $kind ->
    [chief] { powwow-chief }
    [warrior] { powwow-warrior }
    [maiden] { powwow-maiden }
   *[hunter] { powwow-hunter }
} (nessuna punizione)
powwow-log-took = { $who } prende { $indian ->
    [maiden] la
   *[other] il
} { $indian ->
    [chief] { powwow-indian-chief }
    [warrior] { powwow-indian-warrior }
    [maiden] { powwow-indian-maiden }
   *[hunter] { powwow-indian-hunter }
}{ $n ->
    [0] {""}
   *[other] {" "}+ { $loot ->
    [buffalo] { powwow-buffalo }
    [totem] { powwow-totem }
    [tomahawk] { powwow-tomahawk }
    [necklace] { powwow-necklace }
   *[tent] { powwow-tent }
}{ $n ->
        [one] {""}
       *[other] {" "}×{ $n }
    }
}
powwow-log-took-noted = { $who } prende { $indian ->
    [maiden] la
   *[other] il
} { $indian ->
    [chief] { powwow-indian-chief }
    [warrior] { powwow-indian-warrior }
    [maiden] { powwow-indian-maiden }
   *[hunter] { powwow-indian-hunter }
}{ $n ->
    [0] {""}
   *[other] {" "}+ { $loot ->
    [buffalo] { powwow-buffalo }
    [totem] { powwow-totem }
    [tomahawk] { powwow-tomahawk }
    [necklace] { powwow-necklace }
   *[tent] { powwow-tent }
}{ $n ->
        [one] {""}
       *[other] {" "}×{ $n }
    }
} ({ $note })
powwow-note-prisoner = { $indian } come prigioniero
powwow-note-married = sposa { $indian-gender ->
    [feminine] la
   *[other] il
} { $indian }
powwow-note-allies = { $n ->
    [one] 1 { $kind ->
    [chief] Capo
    [warrior] Guerriero
    [maiden] Fanciulla
   *[hunter] Cacciatore
} di nessuno come { $kind ->
    [maiden] alleata
   *[other] alleato
}
   *[other] { $n } { $kind ->
    [chief] Capi
    [warrior] Guerrieri
    [maiden] Fanciulle
   *[hunter] Cacciatori
} di nessuno come { $kind ->
    [maiden] alleate
   *[other] alleati
}
}
powwow-note-pair = { $a }, { $b }
powwow-log-warpath = Sentiero di guerra! { $who } prende { $n ->
    [one] 1 bufalo
   *[other] { $n } bufali
} { A($from) }
powwow-log-over = La prateria è vuota: la partita è finita.

## Rifiuti
powwow-err-first = Chi scopre per primo deve essere uno dei giocatori.
powwow-err-window = Il tempo per reclamare e la tolleranza devono essere più lunghi di zero.
powwow-err-no-seat = Quel posto non esiste.
powwow-err-over = La partita è finita.
powwow-err-wait-reveal = Aspetta che venga scoperta la prossima carta.
powwow-err-already = { $who } ha già giocato una carta tribù su questa carta.
powwow-err-window-open = Si può reclamare: reclama o aspetta.
powwow-err-resolving = Si assegna il bottino: aspetta il tuo turno per scegliere.
powwow-err-not-revealer = Tocca { A($who) } scoprire.
powwow-err-before-last = Non si può scoprire una carta prima dell'ultimo evento.
powwow-err-prairie-empty = La prateria è vuota.
powwow-err-passed = { $who } ha passato su questa carta.
powwow-err-early = Quel tasto è stato premuto prima che la carta fosse scoperta.
powwow-err-no-window = Non si sta reclamando nessuna carta.
powwow-err-still-open = Si può ancora reclamare.
powwow-err-chooses-first = Sceglie prima { $who }.
powwow-err-cannot-take = Ora non si può prendere.

## Preparazione e scelta del gioco
powwow-blurb = In tempo reale: prendi il bottino prima degli altri
powwow-warpath = Sentiero di guerra
powwow-marriage = Matrimonio
powwow-sharing = Divisione del bottino
powwow-claim-window = Tempo per reclamare
powwow-score-won = carte vinte

## Tavolo
powwow-variant-warpath = Sentiero di guerra
powwow-variant-marriage = Matrimonio
powwow-variant-sharing = Divisione
powwow-variant-window = tempo { $secs } s
powwow-variant-window-short = { $secs } s
powwow-title = Pow Wow · { $variants } · prateria { $deck }
powwow-title-revealing = { $who } scopre…
powwow-title-reveals-next = ora scopre { $who }
powwow-title-reveals-key = ora scopre { $who } [{ $key }]
powwow-title-claim-now = RECLAMA ORA { $secs } s
powwow-title-chooses = sceglie { $who }
powwow-title-over = partita finita
powwow-new-card = Nuova carta
powwow-turning-up = { $who } la sta scoprendo…
powwow-no-new-card = nessuna: si aspetta la prossima carta
powwow-claim-now = RECLAMA ORA
powwow-window-closed = tempo scaduto
powwow-indians = Indiani
powwow-none = nessuno
powwow-unowned = (di nessuno)
powwow-loot = Bottino
# "Reclami" vuol dire lamentele: qui è chi ha reclamato, in ordine.
powwow-claims = Chi reclama
powwow-last = Ultima
powwow-none-yet = ancora nessuno
powwow-no-last-claims = nessuno ha reclamato l'ultima carta
powwow-takes-with = { $who } reclama con { $kind-gender ->
    [feminine] la
   *[other] il
} { $kind }:
powwow-choice-keys = tasti { $left } ◂ · { $right } ▸ · { $take } prendi
powwow-bot = bot
powwow-seat-keys = Capo { $k1 } Guerriero { $k2 } Fanciulla { $k3 } Cacciatore { $k4 } { $last } { $k5 }
powwow-key-pass = passa
powwow-key-reveal = scopri
powwow-won = vinte { $n }
powwow-passed = ha passato
powwow-lost = { $n ->
    [one] 1 carta scartata per punizione
   *[other] { $n } carte scartate per punizione
}
powwow-take-prisoner = totem + prigioniero { $prisoner } + { $kind } ({ $n } carte)
powwow-take-usual = { $loot ->
    [buffalo] tutti i bufali
    [totem] tutti i totem
    [tomahawk] tutti i tomahawk
   *[necklace] tutte le collane
} + { $kind } ({ $n } carte)
powwow-take-tents = tutte le tende + { $kind } ({ $n } carte)
powwow-take-marry = sposa { $spouse } + tende + { $kind } ({ $n } carte)
powwow-wait-shown = Aspetta: la carta non è ancora visibile.
powwow-too-late = Troppo tardi: il tempo è scaduto.
powwow-wait-reveal = Aspetta che venga scoperta una carta prima di reclamare.
powwow-bot-keys = { $who } è un bot: quei tasti non fanno nulla.
powwow-not-your-reveal = Tocca { A($who) } scoprire, non { A($other) }.
powwow-choice-help = { $who }: { $left } e { $right } cambiano la scelta, { $take } la prende.
powwow-too-late-choosing = Troppo tardi: il tempo è scaduto. Sta scegliendo { $who }.
powwow-hint-reveal = scopri
powwow-hint-claim-keys = tasti tribù
powwow-hint-claim = Capo · Guerriero · Fanciulla · Cacciatore
powwow-hint-pass = passa

## Tavolo grande
powwow-tile-tribe = tribù { $tribe }
powwow-tile-owner = tribù di { $who }
powwow-tile-no-owner = tribù di nessun giocatore
# La colonna Giocatore di una tribù senza giocatore (accanto c'è il colore della tribù).
powwow-tile-unowned = nessuno
powwow-tile-window-closed = (tempo scaduto)
powwow-tile-none-yet = ancora nessuna
powwow-tile-waiting = si aspetta la prossima carta
powwow-claim-window-title = Reclamare il bottino
powwow-card-coming = la carta sta arrivando…
powwow-claims-resolve = tempo scaduto: si assegna il bottino
powwow-col-player = Giocatore
powwow-col-tribe = Tribù
powwow-col-won = Vinte
powwow-col-indians = Indiani sul tavolo
powwow-col-keys = Tasti
powwow-col-this-card = Questa carta
powwow-claimed = ha giocato { $kind-gender ->
    [feminine] la
   *[other] il
} { $kind }
powwow-penalised = ✗ penalità
powwow-tribes = Tribù
powwow-loot-title = Bottino sul tavolo: { $n ->
    [one] 1 carta
   *[other] { $n } carte
} · prateria { $deck }
powwow-hint-wait = aspetta la prossima carta
powwow-hint-choice = scorri le scelte
powwow-hint-take = prendi
powwow-not-your-reveal-own = La prossima carta la scopre { $who }, non tu: aspettala.
