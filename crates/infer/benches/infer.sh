#!/bin/sh
# Times `dewrip layout infer` (release build) on each style of tests/alien and, when a demo
# output folder is given, on every distinct .chr of the synthetic disc (issue 21's target:
# ≤ 2 s for the whole disc). Usage: crates/infer/benches/infer.sh [DEMO_DISC.cue]
set -u
root=$(cd "$(dirname "$0")/../../.." && pwd)
bin="$root/target/release/dewrip"
out=$(mktemp -d)
for dir in "$root"/tests/alien/*/; do
    style=$(basename "$dir")
    [ "$style" = maps ] && continue
    start=$(date +%s.%N)
    "$bin" layout infer "$dir"*.chr --record-lengths "$root/tests/alien/lengths.json" \
        -o "$out/$style.toml" >/dev/null 2>"$out/$style.err"
    rc=$?
    end=$(date +%s.%N)
    printf '%-10s exit %s  %.2f s  %s\n' "$style" "$rc" "$(echo "$end - $start" | bc)" \
        "$(tail -c 200 "$out/$style.err" | tr '\n' ' ')"
done
if [ $# -ge 1 ]; then
    start=$(date +%s.%N)
    "$bin" layout infer "$1" -o "$out/disc.toml" >/dev/null 2>"$out/disc.err"
    rc=$?
    end=$(date +%s.%N)
    printf '%-10s exit %s  %.2f s\n' "disc" "$rc" "$(echo "$end - $start" | bc)"
fi
rm -rf "$out"
