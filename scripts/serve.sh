#!/usr/bin/env bash
# Installs whatever is missing, builds the game and serves it on
# http://127.0.0.1:8080 (rebuilding on change). Ctrl-C stops it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"
say "serving on http://127.0.0.1:8080"
exec trunk serve --release
