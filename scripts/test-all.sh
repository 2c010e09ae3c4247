#!/usr/bin/env bash
# `npm test`: every suite, then one line "N passed, N failed" totalling them all.
#   static checks (codegen up to date, typecheck, lint) count one test each;
#   jest client + server on SQLite, jest server on PostgreSQL, Playwright end-to-end in Chromium (its API
#   calls through Prism's validating proxy; a contract violation fails it).
# Exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
passed=0; failed=0
declare -a failures=()

check() { # name, command...
  local name=$1; shift
  echo "== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

count_json() { # name, json file written by jest or playwright, exit code of the run
  local name=$1 file=$2 rc=$3
  if [[ ! -s $file ]]; then
    echo "!! $name produced no results (exit $rc)"; failed=$((failed + 1)); failures+=("$name"); return
  fi
  read -r p f < <(node -e '
    const r = require(process.argv[1]);
    if (r.stats) console.log(r.stats.expected + r.stats.flaky, r.stats.unexpected);
    else console.log(r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites);
  ' "$file")
  passed=$((passed + p)); failed=$((failed + f))
  if (( f > 0 )) || (( rc != 0 && f == 0 )); then
    (( f == 0 )) && failed=$((failed + 1))
    failures+=("$name")
  fi
  echo "-- $name: $p passed, $f failed"
}

bash scripts/ensure-postgres.sh
bash scripts/ensure-chromium.sh

check "codegen is up to date" npm run --silent codegen:check
check "typecheck" npm run --silent typecheck
check "lint" npm run --silent lint

# Built once here (the /login budget fails the build); `npm start` in the e2e run then finds it fresh.
check "client production build (within budget)" npm run --silent build -- --stats errors-warnings

echo "== jest: client + server on SQLite"
TEST_DB=sqlite npx jest --ci --json --outputFile="$out/jest-sqlite.json"; rc=$?
count_json "jest (client + server, SQLite)" "$out/jest-sqlite.json" $rc

echo "== jest: server on PostgreSQL"
TEST_DB=postgres npx jest --ci --selectProjects server --json --outputFile="$out/jest-pg.json"; rc=$?
count_json "jest (server, PostgreSQL)" "$out/jest-pg.json" $rc

# Once, with every API call of the browser through Stoplight Prism (`prism proxy --errors` against
# openapi/openapi.yaml, see playwright.config.ts): any request or response violation fails this suite.
echo "== end-to-end: Playwright + Chromium against npm start, API calls validated by Prism"
E2E_PRISM=1 E2E_DATA_DIR="$out/e2e-data" PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --reporter=list,json; rc=$?
count_json "end-to-end (through Prism)" "$out/e2e.json" $rc
if [[ -s $out/e2e-data/prism-summary.json ]]; then echo "-- Prism: $(cat "$out/e2e-data/prism-summary.json")"; fi

if ((${#failures[@]})); then printf 'Failed suites: %s\n' "${failures[*]}"; fi
echo "$passed passed, $failed failed"
(( failed == 0 ))
