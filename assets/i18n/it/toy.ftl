## Toy: il piccolo gioco che mostra come un gioco entra in Tavolo (solo per i test).
toy-name = Toy
toy-blurb = Gioca più alto della pila per fare punti (un gioco di prova).
toy-over = La partita è finita.
toy-not-your-turn = Tocca { A($who) }.
toy-no-such-card = Non hai un { $card }.
toy-played = { $who } gioca { $card } e fa { $n } punti.
toy-drew = Peschi un { $card }.
toy-title = Toy — tocca { A($who) }
toy-title-over = Toy — la partita è finita
toy-pile = Pila: { $card } · mazzo: { $deck } carte
toy-pile-empty = vuota
toy-seat = { $who }: { $points } punti, { $cards } carte
toy-your-hand = La tua mano:
toy-rule = Più alta della pila fa il suo valore; più bassa non fa punti.
toy-hint-card = scegli una carta
toy-hint-number = gioca la carta di quel numero
toy-hint-play = giocala
