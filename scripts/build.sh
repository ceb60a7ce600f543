#!/usr/bin/env bash
# Builds the static site into dist/ (release), installing whatever is missing.
# Each page is its own Trunk build (one HTML file, one wasm bin: see
# "Page sizes" in docs/performance.md); scripts/site-build.mjs then merges
# them, minifies the JavaScript, writes the Content-Security-Policy and the
# service worker's file list. With no arguments every asset is linked relatively
# (--public-url ./), so dist/ works at any path; pass Trunk flags to change
# that, e.g.
#   ./scripts/build.sh --public-url /games/
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"
if [ $# -eq 0 ]; then
  set -- --public-url ./
fi
PAGES=(index.html tictactoe.html fox-dolphin.html online.html online-tictactoe.html howto.html review.html listen.html)
stage="$ROOT/target/site"
rm -rf "$stage"

# A panic's location names its crate's source file, and a crate from
# crates.io sits under this machine's cargo home: the wasm carries that
# path, about a hundred times. Mapped to a short name, the pages are
# smaller and the same on every machine (Trunk's cargo build below sees
# the same flags, so it finds these builds current).
shopt -s nullglob
for index in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/; do
  RUSTFLAGS="${RUSTFLAGS:+$RUSTFLAGS }--remap-path-prefix=${index%/}=/crates"
done
shopt -u nullglob
export RUSTFLAGS

# Every page's wasm first, in one cargo build: the crate once, then the
# seven bins' links (each one long, with LTO and one codegen unit) side by
# side on the machine's cores. Trunk's own cargo build then finds them
# current.
bins=()
for page in "${PAGES[@]}"; do
  bins+=(--bin "$(sed -n 's/.*data-trunk rel="rust".*data-bin="\([^"]*\)".*/\1/p' "$page")")
done
say "cargo build --release --target wasm32-unknown-unknown ${bins[*]}"
cargo build --release --target wasm32-unknown-unknown "${bins[@]}"

# Then each page's Trunk build (wasm-bindgen, wasm-opt, its HTML and CSS),
# as many at a time as there are cores: wasm-opt runs on one. A page's
# output is printed whole when it is done.
source "$ROOT/scripts/pool.sh"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
trunk_page() {
  local page="$1"
  trunk build "$page" --release --dist "$stage/${page%.html}" "${trunk_args[@]}" || return
  # Trunk names its output index.html whatever the source page was.
  if [ "$page" != index.html ]; then
    mv "$stage/${page%.html}/index.html" "$stage/${page%.html}/$page"
  fi
}
failed=()
page_built() {
  local page="$1" rc="$2" output="$4"
  cat "$output"
  if [ "$rc" = 0 ]; then say "$page built"; else failed+=("$page"); fi
}
trunk_args=("$@")
jobs="$(nproc 2>/dev/null || echo 2)"
say "trunk build --release of ${PAGES[*]}, $jobs at a time"
pool "$jobs" "$logs" trunk_page page_built "${PAGES[@]}"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "trunk build failed for: ${failed[*]}" >&2
  exit 1
fi
dirs=()
for page in "${PAGES[@]}"; do dirs+=("$stage/${page%.html}"); done
say "site-build.mjs: merge, minify, prerender the shells, CSP, service worker"
node scripts/site-build.mjs dist "${dirs[@]}"
bash scripts/site-size.sh dist
