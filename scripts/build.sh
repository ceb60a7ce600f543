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
PAGES=(index.html tictactoe.html fox-dolphin.html online.html howto.html)
stage="$ROOT/target/site"
rm -rf "$stage"
dirs=()
for page in "${PAGES[@]}"; do
  say "trunk build --release $page"
  trunk build "$page" --release --dist "$stage/${page%.html}" "$@"
  # Trunk names its output index.html whatever the source page was.
  if [ "$page" != index.html ]; then
    mv "$stage/${page%.html}/index.html" "$stage/${page%.html}/$page"
  fi
  dirs+=("$stage/${page%.html}")
done
node scripts/site-build.mjs dist "${dirs[@]}"
bash scripts/site-size.sh dist
