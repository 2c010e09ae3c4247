#!/usr/bin/env bash
# Makes sure the local Redis the request-limit tests share counts through is up (127.0.0.1:6379).
# Starts redis-server when it is installed but not running; installs Debian's package when it is missing.
set -uo pipefail
up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }
if command -v redis-cli >/dev/null 2>&1 && up; then exit 0; fi
if ! command -v redis-server >/dev/null 2>&1; then
  echo "Installing Debian's redis-server for the request-limit tests..."
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null
fi
redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no >/dev/null 2>&1 || true
for _ in $(seq 1 20); do up && exit 0; sleep 0.5; done
echo "Redis is not reachable at 127.0.0.1:6379; the Redis half of the request-limit tests will fail." >&2
exit 1
