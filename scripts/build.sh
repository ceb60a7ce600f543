#!/usr/bin/env bash
# Builds the static site into dist/ (release), installing whatever is missing.
# With no arguments every asset is linked relatively (--public-url ./), so
# dist/ works at any path; pass Trunk flags to change that, e.g.
#   ./scripts/build.sh --public-url /games/
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"
if [ $# -eq 0 ]; then
  set -- --public-url ./
fi
trunk build --release "$@"
bash scripts/site-size.sh dist
