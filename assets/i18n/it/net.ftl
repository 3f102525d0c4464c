# Gioco a distanza via SSH (tavolo serve).

net-table-code = Codice del tavolo: { $code }
net-join-with = Gli amici entrano con:  ssh -t -p { $port } NOME@{ $host }  (la password è il codice del tavolo)
net-fingerprint = Impronta della chiave dell'host: { $fingerprint }
net-open-to-network = ATTENZIONE: in ascolto su { $bind }: chiunque raggiunga questo computer può provare a entrare. Il codice del tavolo è l'unica serratura.
net-this-machine = QUESTO-COMPUTER
net-needs-terminal = Tavolo ha bisogno di un terminale: entra con  { $join }
net-error-bind = Impossibile restare in ascolto su { $addr }: { $error }
net-error-listen = Impossibile servire il tavolo: { $error }
net-error-host-key = Impossibile usare la chiave dell'host: { $error }
net-error-terminal = Impossibile usare questo terminale: { $error }
net-only-a-table = Tavolo offre solo un tavolo da gioco (niente comandi, niente file): entra con  { $join }
net-error-allow = Non posso usare le chiavi ammesse in { $file }: { $error }
net-error-allow-empty = { $file } non elenca nessuna chiave pubblica SSH: nessuno potrebbe entrare.
net-allow-only = Possono entrare solo { $n ->
    [one] la chiave SSH
   *[other] le { $n } chiavi SSH
} dell'elenco ammesso (senza codice del tavolo; nessuno senza chiave).
net-error-keep-code = In { $dir } non c'è ancora un codice del tavolo: ospita una volta senza --keep-code.
net-join-with-key = Gli amici entrano con:  ssh -t -p { $port } NOME@{ $host }  (con la loro chiave elencata)
net-allow-banner = Questo tavolo Tavolo ammette solo le chiavi SSH elencate da chi ospita.
