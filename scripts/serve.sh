#!/usr/bin/env bash
# Installs whatever is missing, builds the game and serves it on
# http://127.0.0.1:8080 (run it again after a change). Ctrl-C stops it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"
# The site is several pages, each its own Trunk build (scripts/build.sh):
# build them all, then serve dist/ as a static host would (no live reload).
bash scripts/build.sh
say "serving dist/ on http://127.0.0.1:8080"
exec python3 -m http.server 8080 --bind 127.0.0.1 --directory dist
