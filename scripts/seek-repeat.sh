#!/usr/bin/env bash
# Play someone now, repeated: two fresh pages seek tic-tac-toe through a
# local relay and must be playing within 10 s, N times over (default 20),
# in one run of tests/e2e/online_seek.test.mjs (its SEEK_REPEAT test; the
# file's other tests are skipped). Build the site first (scripts/build.sh).
#   bash scripts/seek-repeat.sh [N]
# With SEEK_TRACE=1 a pairing that fails prints what each page sent and
# heard on its relay socket (its REQ and since, the seeks and offers).
# It ends with "seek repeat: K of N paired within 10 s (median, slowest)".
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
SEEK_REPEAT="${1:-20}" node --test --test-name-pattern='times over' tests/e2e/online_seek.test.mjs \
  | grep -E '^# seek repeat|^(not )?ok [0-9]+ - two pages seeking tic-tac-toe pair|^# (pass|fail)|^  +(page|[0-9]+ ms|\(gone)'
