#!/usr/bin/env bash
# Reproduces the tables of docs/tournament.md: Fox & Dolphin computer
# against computer, many seeded games a line, on every core (std threads).
# Builds the tournament example with the `tournament` profile (release at
# opt-level 3), then prints each table as Markdown. Seeds 1 to G.
#
#   ./scripts/tournament.sh          # the tables of docs/tournament.md (a few minutes on 2 cores)
#   LONG=1 ./scripts/tournament.sh   # the balance lines with 1,000 games each (about 40 minutes on 2 cores)
#   LADDER=1 ./scripts/tournament.sh # the ladder: every model of a person against every level, both seats,
#                                    # every preset (1,000 games a cell at N = 12, 200 at the others),
#                                    # the computer's ladder, and the fair fights: docs/balance.md, "The ladder"
#   LADDER=1 SIZES=12 GAMES=100 ./scripts/tournament.sh  # the same at one size, 100 games a cell
#   PEOPLE=1 ./scripts/tournament.sh # the round before: casual and good people against Easy, Normal, Hard
#   BEFORE=1 PEOPLE=1 ./scripts/tournament.sh  # the same, against the levels as they were (all instant)
#   GAMES=100 ./scripts/tournament.sh    # every line with 100 games
#   THREADS=1 ./scripts/tournament.sh    # on one core (default: every core)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

GAMES="${GAMES:-}"
THREADS="${THREADS:-$(nproc)}"
cargo build --quiet --profile tournament --example tournament
run() { nice -n 10 target/tournament/examples/tournament --table --threads "$THREADS" "$@"; }

if [[ -n "${LADDER:-}" ]]; then
    # Every model of a person (slow, casual, good, quick, strong) against
    # every level of the ladder from both seats, with the person's wins as a
    # matrix; every level against the one below from both seats and Expert
    # against itself; then every model in a fair fight from each seat.
    ladder=$(target/tournament/examples/tournament --list-levels)
    pairs=expert-expert
    prev=
    for level in $ladder; do
        [[ -n "$prev" ]] && pairs="$pairs,$level-$prev,$prev-$level"
        prev=$level
    done
    for size in ${SIZES:-12 10 16 25 50}; do
        games="${GAMES:-$([[ $size == 12 ]] && echo 1000 || echo 200)}"
        echo "### N = $size: the people against the ladder ($games games a cell)"
        echo
        run --ladder --sizes "$size" --games "$games"
        echo
        echo "### N = $size: each level against the one below, and Expert against itself ($games games a line)"
        echo
        run --sizes "$size" --pairs "$pairs" --games "$games"
        echo
    done
    echo "### The fair fight: each model from the lowest level, 10 games and 50 more"
    echo
    nice -n 10 target/tournament/examples/tournament --fair --threads "$THREADS" --sizes "$(echo ${SIZES:-12 10 16 25 50} | tr ' ' ,)"
    exit 0
fi

if [[ -n "${PEOPLE:-}" ]]; then
    # A casual person (Normal's judgment, a move about every 1.5 s) and a
    # good one (Hard's, about every second) against the levels, from both
    # seats, 1,000 games a line at every preset, and the computer's ladder
    # below Hard (the levels with a tempo). With BEFORE=1 the levels are
    # played as they were before they had tempos: their judgment, instant
    # (person:LEVEL:0:0, a seat that acts the tick its cooldown ends).
    if [[ -n "${BEFORE:-}" ]]; then
        easy=person:easy:0:0 normal=person:normal:0:0
        pairs="casual-$easy,$easy-casual,good-$normal,$normal-good,good-hard,hard-good"
    else
        pairs="casual-easy,easy-casual,good-normal,normal-good,good-hard,hard-good,casual-normal,normal-casual"
        pairs="$pairs,normal-easy,easy-normal,hard-normal,normal-hard"
    fi
    for size in 12 10 16 25 50; do
        run --sizes "$size" --pairs "$pairs" --games "${GAMES:-1000}"
        echo
    done
    exit 0
fi

if [[ -n "${LONG:-}" ]]; then
    # The issue's measurement: 1,000 games a line, Expert against itself and
    # against Hard from both seats, at the default and at every preset.
    echo "### 1,000 games a line"
    echo
    run --sizes 12,10,16,25,50 --pairs expert-expert,expert-hard,hard-expert --games "${GAMES:-1000}"
    exit 0
fi

echo "### The default board: the ladder"
echo
# The line that decides the balance, Expert against itself: 1,000 games (a
# 95% interval about ±3 points), as the issue asks. The ladder below Hard
# plays 1,000 games a line too, in seconds (Hard's foxes beat Normal's
# dolphins by only a few points here). Hard against itself 300 (±6
# points); the other pairings 100.
many="${GAMES:-1000}"
run --sizes 12 --games "${GAMES:-100}" \
    --games-for "expert-expert=$many,hard-hard=${GAMES:-300},hard-normal=$many,normal-hard=$many,normal-easy=$many,easy-normal=$many"
echo
echo "### Every preset: Expert against Hard, each against itself, and the ladder below"
echo
ladder=hard-normal,normal-hard,normal-easy,easy-normal
run --sizes 10,16 --pairs "expert-hard,hard-expert,expert-expert,hard-hard,$ladder" --games "${GAMES:-80}"
echo
# An Expert game at N = 50 is up to 15 minutes of play, 1,800 decisions a
# side: 30 games a line (a 95% interval about ±18 points).
run --sizes 25,50 --pairs "expert-hard,hard-expert,expert-expert,hard-hard,$ladder" --games "${GAMES:-30}" \
    --games-for "hard-normal=${GAMES:-60},normal-hard=${GAMES:-60},normal-easy=${GAMES:-60},easy-normal=${GAMES:-60}"
