#!/usr/bin/env bash
# Reproduces the tables of docs/tournament.md: Fox & Dolphin computer
# against computer, many seeded games a line, on every core (std threads).
# Builds the tournament example with the `tournament` profile (release at
# opt-level 3), then prints each table as Markdown. Seeds 1 to G.
#
#   ./scripts/tournament.sh          # the tables of docs/tournament.md
#   GAMES=1000 ./scripts/tournament.sh   # every line with 1,000 games
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

GAMES="${GAMES:-}"
cargo build --quiet --profile tournament --example tournament
run() { nice -n 10 target/tournament/examples/tournament --table "$@"; }

echo "### The default board: the ladder"
echo
# The line that decides the balance (Expert against itself) and Hard
# against itself: 1,000 games each; the other pairings 200.
run --sizes 12 --games "${GAMES:-200}" --games-for "expert-expert=${GAMES:-1000},hard-hard=${GAMES:-1000}"
echo
echo "### Every preset: Expert against Hard, and each against itself"
echo
run --sizes 10,16 --pairs expert-hard,hard-expert,expert-expert,hard-hard --games "${GAMES:-100}"
echo
run --sizes 25,50 --pairs expert-hard,hard-expert,expert-expert,hard-hard --games "${GAMES:-60}"
