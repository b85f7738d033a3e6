#!/usr/bin/env bash
# Builds the shop's image and checks it against a real PostgreSQL: migrations by the one-shot command,
# a replica with MIGRATE_ON_START=false that refuses an unmigrated database and then answers
# /backend/api/ready, the image's HEALTHCHECK, SIGTERM ending it cleanly within its timeout, and the
# embedded PostgreSQL as the image's non-root user. Not run by CI: it needs root, podman and a
# PostgreSQL. Decision 055 ("Verified") records a run of it.
#
# Where no container registry is reachable, the base image is bootstrapped from Debian's packages
# (debootstrap) with this machine's Node 20 and npm copied in, laid out as node:20-bookworm-slim is
# (/usr/local, a `node` user with uid 1000). Set BASE to use a pulled image instead.
#
#   sudo scripts/verify-image.sh
#   BASE=node:20-bookworm-slim DATABASE_ROOT_URL=postgres://postgres@127.0.0.1:5432 sudo -E scripts/verify-image.sh
set -euo pipefail
cd "$(dirname "$0")/.."

BASE="${BASE:-localhost/kupi-base:node20-bookworm-slim}"
IMAGE="${IMAGE:-localhost/kupi-shop:verify}"
DATABASE_ROOT_URL="${DATABASE_ROOT_URL:-postgres://postgres@127.0.0.1:5432}"
DB="kupi_image_verify_$$"
# Free ports now (the host network is shared with whatever else runs here).
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
PORT="${VERIFY_PORT:-$(free_port)}"
EMBEDDED_PORT="${VERIFY_EMBEDDED_PORT:-$(free_port)}"
WORK="${VERIFY_WORK:-/tmp/kupi-verify-image}"
SHUTDOWN_TIMEOUT_MS=10000
# crun cannot create containers on a host with cgroups v1 in hybrid mode, and an OCI runtime may not
# raise resource limits beyond the host's: runc with limits under the host's runs anywhere.
RUN_FLAGS=(${PODMAN_RUN_FLAGS:---runtime runc --ulimit nofile=8192:8192 --ulimit nproc=4096:4096})

step() { printf '\n== %s\n' "$*"; }
fail() {
  printf 'FAILED: %s\n' "$*" >&2
  exit 1
}

wait_ready() {
  local code=""
  for _ in $(seq 1 90); do
    code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/backend/api/ready" || true)
    [ "$code" = 200 ] && return 0
    sleep 1
  done
  fail "/backend/api/ready answered ${code:-nothing} on port $1"
}

# Answers only while the container runs: another process on the port must not pass for it.
assert_running() {
  [ "$(podman inspect "$1" --format '{{.State.Running}}')" = true ] || fail "$1 is not running: $(podman logs --tail 3 "$1" 2>&1)"
}

# Stops a container with its STOPSIGNAL (SIGTERM) and checks it exited 0 within the shop's own bound.
stop_cleanly() {
  local started ended millis code
  started=$(date +%s%3N)
  podman stop --time 30 "$1" >/dev/null
  ended=$(date +%s%3N)
  millis=$((ended - started))
  code=$(podman inspect "$1" --format '{{.State.ExitCode}}')
  podman logs "$1" 2>&1 | grep -E '"msg":"(shutting down|stopped)' || true
  echo "stopped in ${millis} ms, exit code ${code}"
  [ "$code" = 0 ] || fail "$1 exited with $code"
  [ "$millis" -lt "$SHUTDOWN_TIMEOUT_MS" ] || fail "$1 took ${millis} ms to stop"
}

cleanup() {
  podman rm -f --ignore kupi-verify kupi-verify-refused kupi-verify-embedded >/dev/null 2>&1 || true
  psql "$DATABASE_ROOT_URL/postgres" -qc "DROP DATABASE IF EXISTS $DB" >/dev/null 2>&1 || true
}
trap cleanup EXIT
# Containers of an earlier run, stopped but kept, would hold the names.
podman rm -f --ignore kupi-verify kupi-verify-refused kupi-verify-embedded >/dev/null 2>&1 || true

step "tools"
command -v podman >/dev/null && command -v runc >/dev/null ||
  DEBIAN_FRONTEND=noninteractive apt-get install -y podman buildah runc debootstrap
podman --version

if [ "$BASE" = localhost/kupi-base:node20-bookworm-slim ] && ! podman image exists "$BASE"; then
  step "base image from Debian bookworm (debootstrap) and this machine's Node $(node --version)"
  command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y debootstrap
  rm -rf "$WORK/rootfs" && mkdir -p "$WORK"
  debootstrap --variant=minbase bookworm "$WORK/rootfs" http://deb.debian.org/debian
  R="$WORK/rootfs"
  install -m755 "$(readlink -f "$(command -v node)")" "$R/usr/local/bin/node"
  mkdir -p "$R/usr/local/lib/node_modules"
  cp -a "$(npm root -g)/npm" "$R/usr/local/lib/node_modules/"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$R/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$R/usr/local/bin/npx"
  chroot "$R" groupadd --gid 1000 node
  chroot "$R" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  rm -rf "$R"/var/cache/apt/archives/*.deb "$R"/var/lib/apt/lists/*
  tar -C "$R" -c . | podman import --change 'CMD ["node"]' \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "$BASE"
fi

step "build $IMAGE on $BASE"
BUILD_FLAGS=(--isolation chroot --format docker --network host --build-arg "BASE=$BASE" -t "$IMAGE")
# A TLS-inspecting proxy's certificate, when this machine's Node trusts one: npm in the build gets it
# through mounts that stay out of the image.
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  mkdir -p "$WORK" && printf 'cafile=/etc/kupi-build-ca.crt\n' >"$WORK/npmrc"
  BUILD_FLAGS+=(-v "$NODE_EXTRA_CA_CERTS:/etc/kupi-build-ca.crt:ro" -v "$WORK/npmrc:/usr/local/etc/npmrc:ro")
fi
podman build "${BUILD_FLAGS[@]}" .
podman image inspect "$IMAGE" --format 'user={{.Config.User}} stop={{.Config.StopSignal}} cmd={{.Config.Cmd}} health={{.HealthCheck.Test}}'

step "a fresh database: $DB"
psql "$DATABASE_ROOT_URL/postgres" -qc "CREATE DATABASE $DB"
URL="$DATABASE_ROOT_URL/$DB"

step "a replica with MIGRATE_ON_START=false refuses the unmigrated database"
set +e
podman run --name kupi-verify-refused "${RUN_FLAGS[@]}" --network host \
  -e DATABASE_URL="$URL" -e MIGRATE_ON_START=false -e PORT="$PORT" "$IMAGE"
refused=$?
set -e
[ "$refused" = 1 ] || fail "the replica exited with $refused, not 1"

step "migrate (node dist/migrate.js)"
podman run --rm "${RUN_FLAGS[@]}" --network host -e DATABASE_URL="$URL" "$IMAGE" node dist/migrate.js

step "a replica (MIGRATE_ON_START=false) on port $PORT"
podman run -d --name kupi-verify "${RUN_FLAGS[@]}" --network host \
  -e DATABASE_URL="$URL" -e MIGRATE_ON_START=false -e PORT="$PORT" -e SHUTDOWN_TIMEOUT_MS="$SHUTDOWN_TIMEOUT_MS" \
  "$IMAGE" >/dev/null
wait_ready "$PORT"
assert_running kupi-verify
curl -s "http://127.0.0.1:$PORT/backend/api/ready" && echo
echo "home page: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/")"
podman top kupi-verify pid user args
podman healthcheck run kupi-verify && echo "HEALTHCHECK: healthy"

step "SIGTERM (podman stop) ends it cleanly"
stop_cleanly kupi-verify

step "the embedded PostgreSQL as the image's user (no DATABASE_URL)"
podman run -d --name kupi-verify-embedded "${RUN_FLAGS[@]}" --network host \
  -e PORT="$EMBEDDED_PORT" -e SHUTDOWN_TIMEOUT_MS="$SHUTDOWN_TIMEOUT_MS" "$IMAGE" >/dev/null
wait_ready "$EMBEDDED_PORT"
assert_running kupi-verify-embedded
podman top kupi-verify-embedded pid user args
stop_cleanly kupi-verify-embedded

step "all checks passed"
