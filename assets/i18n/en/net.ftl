# Remote play over SSH (tavolo serve).

net-table-code = Table code: { $code }
net-join-with = Friends join with:  ssh -t -p { $port } NAME@{ $host }  (the password is the table code)
net-fingerprint = Host key fingerprint: { $fingerprint }
net-open-to-network = WARNING: listening on { $bind }: anyone who can reach this machine may try to join. The table code is the only lock.
net-this-machine = THIS-MACHINE
net-needs-terminal = Tavolo needs a terminal: join with  { $join }
net-error-bind = Cannot listen on { $addr }: { $error }
net-error-listen = Cannot serve the table: { $error }
net-error-host-key = Cannot use the host key: { $error }
net-error-terminal = Cannot use this terminal: { $error }
net-only-a-table = Tavolo serves a game table only (no commands, no files): join with  { $join }
net-error-allow = Cannot use the allowed keys in { $file }: { $error }
net-error-allow-empty = { $file } lists no SSH public key: nobody could join.
net-allow-only = Only the { $n ->
    [one] SSH key
   *[other] { $n } SSH keys
} in the allow list may join (no table code needed; no one without a key).
net-error-keep-code = No table code is kept in { $dir } yet: host once without --keep-code.
net-join-with-key = Friends join with:  ssh -t -p { $port } NAME@{ $host }  (with their listed key)
net-allow-banner = This Tavolo table admits only the SSH keys its host listed.
