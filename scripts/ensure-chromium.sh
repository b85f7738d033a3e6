#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright never downloads a browser here).
# Installs it when missing and we may (root with apt-get); otherwise says what to do.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $browser: install Debian's 'chromium' package or set CHROME_PATH." >&2
exit 1
