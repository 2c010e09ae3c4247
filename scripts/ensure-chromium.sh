#!/usr/bin/env bash
# Installs Debian's Chromium and its headless shell for the end-to-end suite when missing (CI starts from a
# clean machine), and poppler-utils (pdftotext, pdfinfo, pdftoppm), which the printing spec reads its PDFs with.
# Never downloads a Playwright browser build: the suite drives /usr/bin/chromium-headless-shell and
# /usr/bin/chromium via executablePath.
set -euo pipefail
missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x /usr/bin/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || missing+=(poppler-utils)
if [[ ${#missing[@]} -eq 0 ]]; then exit 0; fi
echo "Installing ${missing[*]} for the end-to-end tests..."
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
