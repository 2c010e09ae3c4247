#!/usr/bin/env bash
# `npm test`: every suite, then one line "N passed, N failed" totalling them all.
#   static checks (codegen up to date, third-party clients, contract diff, typecheck, lint, format) count one
#   test each;
#   jest client, jest server on SQLite, jest server on PostgreSQL, the fault run (two server processes on one
#   PostgreSQL, counted as one test), Playwright end-to-end in Chromium (its API calls through Prism's
#   validating proxy; a contract violation fails it).
# Exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
results="$out/results" # one line per suite: passed failed name
touch "$results"

check() { # name, command...: a static check counts as one test
  local name=$1; shift
  echo "== $name"
  if "$@"; then echo "1 0 $name" >> "$results"; else echo "0 1 $name" >> "$results"; fi
}

count_json() { # name, json file written by jest or playwright, exit code of the run
  local name=$1 file=$2 rc=$3
  if [[ ! -s $file ]]; then
    echo "!! $name produced no results (exit $rc)"; echo "0 1 $name" >> "$results"; return
  fi
  read -r p f < <(node -e '
    const r = require(process.argv[1]);
    if (r.stats) console.log(r.stats.expected + r.stats.flaky, r.stats.unexpected);
    else console.log(r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites);
  ' "$file")
  (( rc != 0 && f == 0 )) && f=1 # a run that failed outside any test (teardown, Prism violation) fails once
  echo "$p $f $name" >> "$results"
  echo "-- $name: $p passed, $f failed"
}

bash scripts/ensure-postgres.sh
bash scripts/ensure-redis.sh
bash scripts/ensure-chromium.sh

# Two lanes side by side (CI has 2 cores; each jest run uses one worker) that end together: both take the
# next job off one queue, longest first, so whichever lane is free takes what is left. Each job's output is
# printed whole, in the queue's order. The end-to-end suite then runs alone: it keeps both cores busy by
# itself (two browsers), and beside the lanes every job took as long as the two run one after the other.
job_jest_server_postgres() {
  TEST_DB=postgres npx jest --ci --selectProjects server --json --outputFile="$out/jest-pg.json"; local rc=$?
  count_json "jest (server, PostgreSQL)" "$out/jest-pg.json" $rc
}
job_jest_server_sqlite() {
  TEST_DB=sqlite npx jest --ci --selectProjects server --json --outputFile="$out/jest-sqlite.json"; local rc=$?
  count_json "jest (server, SQLite)" "$out/jest-sqlite.json" $rc
}
job_jest_client() {
  # Each client file's jsdom window is not all given back: one process running every file grew past Node's
  # 4 GB heap. The worker is replaced after a file that leaves it over 2 GB (so jest runs it in a worker, not
  # in band). The server runs stay in band.
  npx jest --ci --selectProjects client --workerIdleMemoryLimit=2GB --json --outputFile="$out/jest-client.json"; local rc=$?
  count_json "jest (client)" "$out/jest-client.json" $rc
}
job_static_checks() {
  check "codegen is up to date" npm run --silent codegen:check
  check "third-party clients generate and type-check" npm run --silent clients:check
  check "no unreleased breaking change in the contract" npm run --silent contract:diff
  check "typecheck" npm run --silent typecheck
  check "lint" npm run --silent lint
  check "format (Prettier)" npm run --silent format:check
}
job_client_build() {
  # Built once here (the /login budget fails the build); `npm start` in the e2e run then finds it fresh.
  check "client production build (within budget)" npm run --silent build -- --stats errors-warnings
}
job_faults() {
  # Two server processes on one PostgreSQL: kill -9 mid-import, stream resume, /healthz under a wide upload.
  check "faults (npm run test:faults)" npm run --silent test:faults
}
queue=(job_jest_server_postgres job_jest_client job_jest_server_sqlite job_static_checks job_faults job_client_build)
printf '%s\n' "${queue[@]}" > "$out/queue"
take_job() { # prints the next job of the queue and removes it (mkdir is the lock between the lanes)
  until mkdir "$out/queue.lock" 2>/dev/null; do sleep 0.1; done
  head -n 1 "$out/queue"
  sed -i 1d "$out/queue"
  rmdir "$out/queue.lock"
}
lane() {
  local job
  while job=$(take_job) && [[ -n $job ]]; do
    { echo "== ${job#job_} (lane $1, started $(date +%T))"; "$job"; } > "$out/$job.log" 2>&1
  done
}
lane 1 &
lane1=$!
lane 2 &
lane2=$!
wait $lane1 $lane2
for job in "${queue[@]}"; do cat "$out/$job.log"; done

# Once, with every API call of the browser through Stoplight Prism (`prism proxy --errors` against
# openapi/openapi.yaml, see playwright.config.ts): any request or response violation fails this suite.
echo "== end-to-end: Playwright + Chromium against npm start, API calls validated by Prism"
E2E_PRISM=1 E2E_DATA_DIR="$out/e2e-data" PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --reporter=list,json; rc=$?
count_json "end-to-end (through Prism)" "$out/e2e.json" $rc
if [[ -s $out/e2e-data/prism-summary.json ]]; then echo "-- Prism: $(cat "$out/e2e-data/prism-summary.json")"; fi

read -r passed failed < <(awk '{ p += $1; f += $2 } END { print p + 0, f + 0 }' "$results")
failures=$(awk '$2 > 0 { $1 = ""; $2 = ""; sub(/^  /, ""); printf "%s%s", sep, $0; sep = ", " }' "$results")
if [[ -n $failures ]]; then echo "Failed suites: $failures"; fi
echo "$passed passed, $failed failed"
(( failed == 0 ))
