#!/usr/bin/env bash
# The end-to-end tests (tests/e2e/*.test.mjs) on the release build in
# dist/ (build it first: scripts/build.sh). Every such file is picked up,
# with no list to keep:
#   - most run in parallel, E2E_JOBS at a time (default 3: the measured
#     sweet spot on 2 cores, see docs/performance.md#the-test-suite); each
#     file serves dist/ on a free port with a browser of its own, and a
#     file that needs a Nostr relay starts its own (harness.mjs
#     localRelay), so the files share nothing but the machine;
#   - a file whose header has the line `// e2e: alone` (its assertions time
#     things a busy machine would slow) runs afterwards, one at a time.
# Files are passed longest first, by the `// e2e: minutes N` line in
# their header (none: 1), so the long ones would not start last; but
# Node 20's `node --test` sorts the files it is given and starts them in
# alphabetical order (seen in the run of docs/performance.md#the-test-suite).
# Extra arguments go to `node --test` (e.g. --test-name-pattern=...).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

JOBS="${E2E_JOBS:-3}"
minutes() { sed -n 's|^// e2e: minutes \([0-9][0-9]*\)$|\1|p' "$1" | head -1 | grep . || echo 1; }

parallel=()
alone=()
while read -r _ file; do
  if grep -qx '// e2e: alone' "$file"; then alone+=("$file"); else parallel+=("$file"); fi
done < <(for f in tests/e2e/*.test.mjs; do echo "$(minutes "$f") $f"; done | sort -k1,1nr -k2,2)

# The native simulator the Fox & Dolphin files compare digests with
# (tests/e2e/fd_replay.mjs), built once before any file starts, not
# inside a test beside others.
cargo build --release --quiet --example replay

# A relay given by hand (NOSTR_RELAY_URL, as scripts/test.sh exports it
# for the native tests) would be shared by every file again: each file
# starts its own instead.
unset NOSTR_RELAY_URL

status=0
if [ ${#parallel[@]} -gt 0 ]; then
  echo "e2e: ${#parallel[@]} files, $JOBS at a time: ${parallel[*]}"
  node --test --test-concurrency="$JOBS" "$@" "${parallel[@]}" || status=$?
fi
if [ ${#alone[@]} -gt 0 ]; then
  echo "e2e: ${#alone[@]} files one at a time: ${alone[*]}"
  node --test --test-concurrency=1 "$@" "${alone[@]}" || status=$?
fi
exit "$status"
