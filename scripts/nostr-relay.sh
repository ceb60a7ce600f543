#!/usr/bin/env bash
# A Nostr relay (NIP-01) on a free loopback port, for the envelope's
# integration test (tests/nostr_relay.rs) and the end-to-end files that
# need one (each starts its own, see tests/e2e/harness.mjs localRelay):
#   bash scripts/nostr-relay.sh start [DIR]   prints its URL, ws://127.0.0.1:PORT
#   bash scripts/nostr-relay.sh start DIR tls  the same over TLS with a
#       self-signed certificate made in DIR (openssl), wss://127.0.0.1:PORT:
#       tests/perf/lighthouse.mjs points the public relays' names at it
#   bash scripts/nostr-relay.sh stop [DIR]    stops it
# The relay is the PyPI package nostr-relay, installed on first use into a
# venv under the build directory (target/nostr-relay/venv). Each relay
# keeps its config, its SQLite file, its log and its process id in DIR
# (default target/nostr-relay/), so relays in different DIRs run side by
# side.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HOME_DIR="${CARGO_TARGET_DIR:-$ROOT/target}/nostr-relay"
VENV="$HOME_DIR/venv"
DIR="${2:-$HOME_DIR}"
NOSTR_RELAY_VERSION="1.14"

install() {
  mkdir -p "$HOME_DIR"
  # Relays started at once (end-to-end files in parallel) install once:
  # the others wait for the lock, then find the venv made.
  exec 9>"$HOME_DIR/install.lock"
  flock 9
  if [ ! -x "$VENV/bin/nostr-relay" ]; then
    echo "installing nostr-relay $NOSTR_RELAY_VERSION (PyPI) into $VENV" >&2
    if ! python3 -m venv "$VENV" >&2; then
      echo "installing python3-venv from Debian" >&2
      SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
      $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2
      $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3 python3-venv >&2
      rm -rf "$VENV"
      python3 -m venv "$VENV" >&2
    fi
    "$VENV/bin/pip" install -q "nostr-relay==$NOSTR_RELAY_VERSION" >&2
  fi
  exec 9>&-
}

start() {
  install
  stop
  mkdir -p "$DIR"
  local port
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  rm -f "$DIR/relay.sqlite3"
  local tls="" scheme="ws"
  if [ "${TLS:-}" = tls ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=relay.test" \
      -keyout "$DIR/key.pem" -out "$DIR/cert.pem" 2>/dev/null
    tls=yes
    scheme="wss"
  fi
  cat >"$DIR/config.yaml" <<YAML
DEBUG: false
relay_name: test relay
relay_description: the envelope's integration test
storage:
  sqlalchemy.url: sqlite+aiosqlite:///$DIR/relay.sqlite3
  num_concurrent_reqs: 4
  num_concurrent_adds: 1
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
    - nostr_relay.validators.is_recent
verification:
  nip05_verification: disabled
gunicorn:
  bind: 127.0.0.1:$port
  workers: 1
  loglevel: warning
  reload: false
authentication:
  enabled: false
message_timeout: 60
subscription_limit: 8
YAML
  if [ -n "$tls" ]; then
    # Over TLS, the relay at every path: a public relay's URL may have one
    # (wss://yabu.me/v2), and nostr-relay serves only /. Its database is
    # made first, as `nostr-relay serve` makes it (its alembic migrations):
    # without them every subscription fails with "no such table: events".
    (cd "$DIR" && exec setsid "$VENV/bin/python" -c '
import os, sys, uvicorn, nostr_relay
from alembic import config as alembic
from nostr_relay import monkeypatch
from nostr_relay.config import Config
from nostr_relay.web import create_app
Config.load(sys.argv[1])
alembic.main(["-c" + os.path.join(os.path.dirname(nostr_relay.__file__), "alembic.ini"), "upgrade", "head"])
monkeypatch.monkey()
relay = create_app(sys.argv[1])
async def app(scope, receive, send):
    if scope["type"] == "websocket":
        scope = dict(scope, path="/", raw_path=b"/")
    await relay(scope, receive, send)
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="warning",
            ssl_certfile=sys.argv[3], ssl_keyfile=sys.argv[4])
' "$DIR/config.yaml" "$port" "$DIR/cert.pem" "$DIR/key.pem" >"$DIR/relay.log" 2>&1) &
  else
    (cd "$DIR" && exec setsid "$VENV/bin/nostr-relay" -c "$DIR/config.yaml" serve >"$DIR/relay.log" 2>&1) &
  fi
  echo $! >"$DIR/pid"
  for _ in $(seq 1 100); do
    if python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 0.2)" 2>/dev/null; then
      echo "$scheme://127.0.0.1:$port"
      return
    fi
    sleep 0.2
  done
  echo "the relay did not start within 20 s; its log:" >&2
  cat "$DIR/relay.log" >&2
  stop
  exit 1
}

stop() {
  [ -f "$DIR/pid" ] || return 0
  local pid
  pid="$(cat "$DIR/pid")"
  # setsid made the relay a group leader: stop it and its workers.
  kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
  rm -f "$DIR/pid"
}

usage() { echo "usage: $0 start [DIR [tls]] | stop [DIR]" >&2; exit 2; }
case "${1:-}" in
  start) case "${3:-}" in "" | tls) TLS="${3:-}" start ;; *) usage ;; esac ;;
  stop) stop ;;
  *) usage ;;
esac
