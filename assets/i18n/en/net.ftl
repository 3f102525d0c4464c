# Remote play over SSH (tavolo serve).

net-table-code = Table code: { $code }
net-join-with = Friends join with:  ssh -p { $port } NAME@{ $host }  (the password is the table code)
net-fingerprint = Host key fingerprint: { $fingerprint }
net-open-to-network = WARNING: listening on { $bind }: anyone who can reach this machine may try to join. The table code is the only lock.
net-this-machine = THIS-MACHINE
net-needs-terminal = tavolo needs a terminal (ssh -t)
net-error-bind = Cannot listen on { $addr }: { $error }
net-error-listen = Cannot serve the table: { $error }
net-error-host-key = Cannot use the host key: { $error }
net-error-terminal = Cannot use this terminal: { $error }
