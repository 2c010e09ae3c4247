#!/usr/bin/env bash
# Contract conformance through a validating proxy, quick form (no browser): starts the server on a fresh SQLite database with the
# demo data, puts Stoplight Prism (`prism proxy --errors`, @stoplight/prism-cli 5.14.2, the last release
# for Node 20) in front of it, replays a representative API session through Prism
# (scripts/e2e-through-prism.session.ts: login, profile, settings, every list, create/update/stale
# update/delete, bulk calls, a multipart upload, a kitchen transition, generate, export, import,
# refresh, revoke) and reports the number of request/response violations Prism found.
# Exits non-zero when there is any violation, or when Prism fails to catch a deliberate one (control).
# The whole Playwright suite runs through Prism with `E2E_PRISM=1 npx playwright test` (npm test does so).
#
#   bash scripts/e2e-through-prism.sh            # ports 3917 (server) and 4010 (Prism) unless set:
#   SERVER_PORT=… PRISM_PORT=… bash scripts/e2e-through-prism.sh
set -euo pipefail
cd "$(dirname "$0")/.."

SERVER_PORT=${SERVER_PORT:-3917}
PRISM_PORT=${PRISM_PORT:-4010}
PASSWORD=${DEMO_PASSWORD:-prism-e2e-password-1}
work=$(mktemp -d)
server_pid=''; prism_pid=''
cleanup() {
  [[ -n $prism_pid ]] && kill "$prism_pid" 2>/dev/null || true
  [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null || true
  sleep 0.5
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

wait_for() { # url, name, pid
  for _ in $(seq 1 150); do
    if curl -s -o /dev/null "$1"; then return 0; fi
    if ! kill -0 "$3" 2>/dev/null; then echo "$2 exited; its log:"; cat "$work/$2.log"; return 1; fi
    sleep 0.2
  done
  echo "$2 did not come up; its log:"; cat "$work/$2.log"; return 1
}

echo "== server on :$SERVER_PORT (fresh SQLite database with the demo data)"
NODE_ENV=development PORT=$SERVER_PORT HOST=127.0.0.1 DATABASE_URL="sqlite:$work/db.sqlite" \
  UPLOAD_DIR="$work/uploads" MAIL_OUTBOX_DIR="$work/outbox" CLIENT_DIR="$work/no-client" \
  SEED_DEMO_DATA=true DEMO_PASSWORD="$PASSWORD" LOG_LEVEL=warn \
  node --require tsx/cjs --expose-gc server/src/server.ts >"$work/server.log" 2>&1 &
server_pid=$!
wait_for "http://127.0.0.1:$SERVER_PORT/healthz" server "$server_pid"

echo "== prism proxy --errors on :$PRISM_PORT → http://127.0.0.1:$SERVER_PORT/cms/json-api/catering/v1"
# The document's server URL is the relative /cms/json-api/catering/v1: Prism matches the operation paths
# (/organizations, …) and forwards them under the upstream's base path.
# Run the CLI itself (not through npx) so that the PID we stop is Prism's own.
node node_modules/.bin/prism proxy --errors -h 127.0.0.1 -p "$PRISM_PORT" openapi/openapi.yaml \
  "http://127.0.0.1:$SERVER_PORT/cms/json-api/catering/v1" >"$work/prism.log" 2>&1 &
prism_pid=$!
wait_for "http://127.0.0.1:$PRISM_PORT/misc/settings" prism "$prism_pid"

echo "== replaying the session through Prism"
status=0
BASE="http://127.0.0.1:$PRISM_PORT" USERNAME=admin@demo.test PASSWORD="$PASSWORD" \
  npx --no-install tsx scripts/e2e-through-prism.session.ts || status=$?

# Prism also logs every violation it saw (request or response), whether or not it answered with one.
logged=$(grep -cE 'Violation|✖' "$work/prism.log" || true)
echo "Prism log: $logged error/violation line(s); 1 is expected, from the control request"
grep -E 'Violation|✖' "$work/prism.log" | head -20 || true
exit "$status"
