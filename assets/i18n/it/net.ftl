# Gioco a distanza via SSH (tavolo serve).

net-table-code = Codice del tavolo: { $code }
net-join-with = Gli amici entrano con:  ssh -p { $port } NOME@{ $host }  (la password è il codice del tavolo)
net-fingerprint = Impronta della chiave dell'host: { $fingerprint }
net-open-to-network = ATTENZIONE: in ascolto su { $bind }: chiunque raggiunga questo computer può provare a entrare. Il codice del tavolo è l'unica serratura.
net-this-machine = QUESTO-COMPUTER
net-needs-terminal = tavolo ha bisogno di un terminale (ssh -t)
net-error-bind = Impossibile restare in ascolto su { $addr }: { $error }
net-error-listen = Impossibile servire il tavolo: { $error }
net-error-host-key = Impossibile usare la chiave dell'host: { $error }
net-error-terminal = Impossibile usare questo terminale: { $error }
