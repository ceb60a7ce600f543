#!/usr/bin/env bash
# Runs every benchmark: Criterion natively, then the timing harnesses in
# headless Chromium on the release build. Figures go to the terminal; the
# current ones are in docs/performance.md. Takes several minutes; run it
# on a quiet machine.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
cd "$ROOT"

say "Criterion: cargo bench"
cargo bench --bench tictactoe
for bench in benches/fox_dolphin*.rs; do
  cargo bench --bench "$(basename "$bench" .rs)"
done

say "release build"
bash scripts/build.sh

say "in the browser: first board paint of each page (tests/perf/first_paint.mjs)"
node tests/perf/first_paint.mjs 5

say "Lighthouse, mobile defaults, on the landing page and each game (tests/perf/lighthouse.mjs)"
node tests/perf/lighthouse.mjs 3

say "in the browser: tic-tac-toe"
node tests/perf/tictactoe.mjs 40
for harness in tests/perf/fox_dolphin*.mjs; do
  [ -e "$harness" ] || continue
  say "in the browser: $harness"
  node "$harness"
done

say "in the browser: online joins and reloads through a local Nostr relay (scripts/bench-online.mjs)"
node scripts/bench-online.mjs 20 8

say "what a direct watcher costs the host: in memory (examples/direct_watchers.rs), then in the browser (tests/perf/direct_watchers.mjs)"
cargo run --release --example direct_watchers
node tests/perf/direct_watchers.mjs 2

say "in the browser: Expert's decision time (release wasm, N = 10, 25, 50)"
wasm-pack test --release --headless --chrome --test browser_expert_timing -- --include-ignored --nocapture
