#!/usr/bin/env bash
# The reliability suite's multi-server scenarios run Debian's nginx in front of the shop's servers
# (unprivileged, with a generated configuration). Installs it when missing and we may (root with
# apt-get); otherwise says what to do.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$nginx" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's nginx for the reliability tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  exit 0
fi
echo "nginx not found at $nginx: install Debian's 'nginx' package or set NGINX_PATH." >&2
exit 1
