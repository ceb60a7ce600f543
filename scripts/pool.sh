# Sourced by scripts/build.sh and scripts/e2e.sh: runs jobs side by side,
# each one's output kept apart and printed whole when it ends.
#
#   pool JOBS DIR RUN DONE ITEM...
#
# runs `RUN ITEM` in the background for each ITEM, in the order given and
# at most JOBS at a time, its output (stdout and stderr) going to a file in
# DIR; as each ends, in the order they end, calls `DONE ITEM RC SECONDS
# OUTPUT`: its exit code, its wall time and that file. RUN runs in a
# subshell with `set -e` off (as the left side of `||`), so it must return
# its own failure.

pool() {
  local jobs="$1" dir="$2" run="$3" done_with="$4"
  shift 4
  local items=("$@") k
  local -A running=()
  for k in "${!items[@]}"; do
    while [ "${#running[@]}" -ge "$jobs" ]; do pool_reap; done
    (
      begun=$SECONDS
      rc=0
      "$run" "${items[$k]}" > "$dir/$k.out" 2>&1 || rc=$?
      echo "$rc $((SECONDS - begun))" > "$dir/$k.rc"
    ) &
    running[$!]="$k"
  done
  while [ "${#running[@]}" -gt 0 ]; do pool_reap; done
}

# Waits for one of pool's jobs and hands it to DONE (reads pool's locals:
# bash scopes them dynamically).
pool_reap() {
  local pid k rc seconds
  wait -n -p pid "${!running[@]}" || true
  k="${running[$pid]}"
  unset "running[$pid]"
  read -r rc seconds < "$dir/$k.rc"
  "$done_with" "${items[$k]}" "$rc" "$seconds" "$dir/$k.out"
}
