#!/usr/bin/env bash
# Makes sure the local PostgreSQL the server suite runs against is up (127.0.0.1:5432, user postgres).
set -uo pipefail
PGHOST=${PGHOST:-127.0.0.1}
if pg_isready -q -h "$PGHOST" -p 5432 2>/dev/null; then exit 0; fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [[ -d /etc/postgresql ]]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi
for _ in $(seq 1 20); do pg_isready -q -h "$PGHOST" -p 5432 && exit 0; sleep 0.5; done
echo "PostgreSQL is not reachable at $PGHOST:5432; the PostgreSQL half of the server suite will fail." >&2
exit 1
