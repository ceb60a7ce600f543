#!/usr/bin/env bash
# Installs whatever this project needs and is missing, without asking.
# Sourced by scripts/serve.sh and scripts/test.sh; safe to run again.
# Every tool comes from crates.io, npm or Debian: nothing downloads a binary
# of its own at build or test time (see Trunk.toml).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
WASM_PACK_VERSION="0.15.1"
BINARYEN_VERSION="132"
# The wasm-bindgen CLI must match the library in Cargo.lock exactly.
WASM_BINDGEN_VERSION="$(grep -A1 '^name = "wasm-bindgen"$' "$ROOT/Cargo.lock" | sed -n 's/^version = "\(.*\)"$/\1/p')"

export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

# Each step's heading says how long the run has taken so far (m:ss), so
# a log shows where the time goes.
say() { printf '\033[1m==> [%d:%02d] %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
command -v brotli >/dev/null 2>&1 || need_apt+=(brotli)
# A TURN server for the online e2e test that plays a game through a relay only.
command -v turnserver >/dev/null 2>&1 || need_apt+=(coturn)
if [ ${#need_apt[@]} -gt 0 ]; then
  say "installing ${need_apt[*]} from Debian"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need_apt[@]}"
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (about 7 minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  # --locked fails for this crate: a locked dependency is gone from the registry.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if ! wasm-pack --version 2>/dev/null | grep -q "$WASM_PACK_VERSION"; then
  say "installing wasm-pack $WASM_PACK_VERSION"
  cargo install --locked wasm-pack --version "$WASM_PACK_VERSION"
fi

npm_tools_missing=0
for tool in binaryen playwright-core esbuild axe-core lighthouse @noble/curves; do
  [ -d "$ROOT/node_modules/$tool" ] || npm_tools_missing=1
done
if [ "$npm_tools_missing" -eq 1 ] || [ ! -x "$ROOT/node_modules/.bin/wasm-opt" ]; then
  say "installing the npm tools (package-lock.json): binaryen@$BINARYEN_VERSION, playwright-core, esbuild, axe-core, lighthouse, @noble/curves"
  (cd "$ROOT" && npm ci --no-audit --no-fund)
fi

export CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}"
