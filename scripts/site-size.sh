#!/usr/bin/env bash
# Prints what each page of the built site weighs on its first load: the
# page's HTML and every file it references before the board is ready (CSS,
# the routing script, the JS glue, the wasm, the icon), raw and
# brotli-compressed (quality 11, as a static host would serve it). Fails if
# any page is over its brotli budget (100 KB; the online pages' and the
# review page's below). Not counted: what the service
# worker fetches after the page has loaded (every file of the site, once,
# for offline use), the manifest and its icons.
set -euo pipefail
dist="${1:-dist}"
budget_kb=100
# The budgets (docs/performance.md#page-sizes): 100 KB a page; the online
# pages their own, 215 and 180 KB (issue 43: room for the kept crates k256
# and serde_json in their relay client); Fox & Dolphin an allowance of
# 148.5 KB: a page with a Fox & Dolphin board is over 100 KB however it is
# cut; issue 43's new shape left it at 140.6, and issue 45 allows its
# features 8 KB (148.6 in all). After a39af95 (listen.html's merge) it is
# 148.0 (the prerendered level lines as 4 templates won 0.7 KB back; the
# link to the screen-reader page and the screen's narrator parameter cost
# 0.3). What each change cost or saved, page by page: this comment at
# 1c08347 and 48ca894 (`git show 48ca894:scripts/site-size.sh`) and the
# commits since.
# The review page ("What happened", issue 45 item 5) 150 KB: it draws a
# Fox & Dolphin board as the replay does (the game page's board, feed and
# words, well over 100 KB however it is cut) and adds the analysis with the
# strongest level's judgment; it is its own page so that none of that
# loads with the game (fox-dolphin.html links to it after a game).
# The screen-reader page (issue 45 item 4, listen.html) 160 KB: the game's
# page whole (setup, play, end, replay) and what it says of the game and
# the board's questions; its own page so that fox-dolphin.html carries
# only a link to it.
declare -A BUDGETS=(
  [online.html]=215
  [online-tictactoe.html]=180
  [review.html]=150
  [listen.html]=160
)
declare -A ALLOWANCES=(
  [fox-dolphin.html]=148.5
)
over=0
# Each file compressed once, though pages share files and the whole site
# counts them again: quality 11 takes seconds for a page's wasm.
# (Sets BR to the file's size, brotli: not in a $(...) subshell, which
# would lose what it kept.)
declare -A BR_SIZES=()
br_size() {
  [ -n "${BR_SIZES[$1]:-}" ] || BR_SIZES[$1]="$(brotli -q 11 -c "$1" | wc -c)"
  BR="${BR_SIZES[$1]}"
}

printf '%-52s %10s %10s\n' file raw brotli
for page in "$dist"/*.html; do
  name="$(basename "$page")"
  # Local files the page loads: href=/src= attributes of its <link> and
  # <script> tags and the wasm the loader passes to init
  # (`module_or_path: './x_bg.wasm'`). Links in the prerendered screen
  # (<a href>) are pages a player may open next, not part of this load.
  mapfile -t refs < <(grep -oE "<(link|script)\b[^>]*>|module_or_path: *'[^']+'" "$page" |
    grep -oE "(href|src)=\"?[^\" >]+|module_or_path: *'[^']+'" |
    sed -E "s/^(href|src)=\"?//; s/^module_or_path: *'//; s/'\$//" |
    grep -vE '^(https?:|data:|#|manifest\.webmanifest$|icon-)' | sed -E 's#^\./##; s#^.*/##' | sort -u)
  files=("$name" "${refs[@]}")
  raw_total=0
  br_total=0
  for file in "${files[@]}"; do
    if [ ! -f "$dist/$file" ]; then
      echo "$name names $file, which is not in $dist" >&2
      exit 1
    fi
    raw=$(wc -c <"$dist/$file")
    br_size "$dist/$file"
    br=$BR
    raw_total=$((raw_total + raw))
    br_total=$((br_total + br))
    printf '  %-50s %10d %10d\n' "$file" "$raw" "$br"
  done
  verdict=ok
  budget="${BUDGETS[$name]:-$budget_kb}"
  if [ "$br_total" -gt $((budget * 1024)) ]; then
    allowed="${ALLOWANCES[$name]:-$budget}"
    # An allowance may have a tenth (147.6): bash counts whole numbers only.
    if [ "$br_total" -gt "$(awk -v kb="$allowed" 'BEGIN { printf "%d", kb * 1024 }')" ]; then
      verdict="OVER (the page may not exceed ${allowed} KB)"
      over=1
    else
      verdict="OVER the budget, within this page's allowance of ${allowed} KB until it is cut"
    fi
  fi
  awk -v page="$name" -v raw="$raw_total" -v br="$br_total" -v budget="$budget" -v verdict="$verdict" \
    'BEGIN { printf "%-52s %10d %10d  first load %.1f KB brotli (budget %d KB): %s\n", page, raw, br, br / 1024, budget, verdict }'
done
site_raw=0
site_br=0
while IFS= read -r -d '' file; do
  site_raw=$((site_raw + $(wc -c <"$file")))
  br_size "$file"
  site_br=$((site_br + BR))
done < <(find "$dist" -type f ! -name '*.br' ! -name '*.gz' -print0)
awk -v raw="$site_raw" -v br="$site_br" \
  'BEGIN { printf "Whole site (what the service worker caches): %.1f KB raw, %.1f KB brotli\n", raw / 1024, br / 1024 }'
if [ "$over" -ne 0 ]; then
  echo "A page is over its brotli first-load limit." >&2
  exit 1
fi
