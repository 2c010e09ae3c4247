#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end suite when it is missing (CI starts from a clean machine).
# Never downloads a Playwright browser build: the suite drives /usr/bin/chromium via executablePath.
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
echo "Installing Debian's chromium for the end-to-end tests..."
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
