#!/usr/bin/env bash
# `dewrip extract` of the full-size synthetic disc against `cp -r` of the very tree it writes,
# measured side by side on the same file system with a hot page cache (issue 12's target:
# within 1.2× of `cp -r`). Each run starts from an empty destination. SYNC=1 adds a `sync`
# before each run (on a slow disk the writeback of earlier runs then dominates both figures).
# Run it once with OUT_DIR on the disk and once on tmpfs (/dev/shm): the disk hides CPU cost.
# Usage: benches/extract_vs_cp.sh [OUT_DIR] [RUNS]
# Uses hyperfine when installed (apt-get install -y hyperfine), else /usr/bin/time in a loop.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d)}
runs=${2:-9}
mkdir -p "$out"
cargo build --release -q -p dewrip
bin="${CARGO_TARGET_DIR:-$PWD/target}/release/dewrip"
[ -f "$out/disc/DEWPRISM.bin" ] || "$bin" synth disc -o "$out/disc" > /dev/null
disc="$out/disc/DEWPRISM.bin"
rm -rf "$out/ref" && "$bin" extract "$disc" -o "$out/ref" > /dev/null   # the tree, and a warm cache
files=$(find "$out/ref" -type f | wc -l)
echo "tree: $files files, $(du -sh "$out/ref" | cut -f1)"
ext="$bin extract $disc -o $out/a"
cpr="cp -r $out/ref $out/b"
if command -v hyperfine > /dev/null; then
  hyperfine --style basic --warmup 1 --runs "$runs" \
    --prepare "rm -rf $out/a $out/b${SYNC:+; sync}" \
    --export-json "$out/times.json" "$ext" "$cpr"
  python3 - "$out/times.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
e, c = r[0]["median"], r[1]["median"]
print(f"median: extract {e:.3f} s, cp -r {c:.3f} s, ratio {e / c:.2f}x")
PY
else
  : > "$out/ext.txt"; : > "$out/cp.txt"
  for _ in $(seq "$runs"); do
    rm -rf "$out/a" "$out/b"; [ -z "${SYNC:-}" ] || sync
    /usr/bin/time -f %e -a -o "$out/ext.txt" $ext > /dev/null
    rm -rf "$out/a" "$out/b"; [ -z "${SYNC:-}" ] || sync
    /usr/bin/time -f %e -a -o "$out/cp.txt" $cpr
  done
  python3 - "$out/ext.txt" "$out/cp.txt" <<'PY'
import statistics, sys
e = statistics.median(float(x) for x in open(sys.argv[1]) if x.strip())
c = statistics.median(float(x) for x in open(sys.argv[2]) if x.strip())
print(f"median of runs: extract {e:.3f} s, cp -r {c:.3f} s, ratio {e / c:.2f}x")
PY
fi
rm -rf "$out/a" "$out/b"
