#!/usr/bin/env bash
# Whole-command timings for the CHD reader on the full-size synthetic disc, side by side with
# the reference tool: `dewrip ls --json` (which hashes every file) on a CHD against
# `chdman extractcd` of the same CHD to a .bin, and `dewrip find-clut` on the CHD against the
# same search on the .bin plus that decompression. Also ECM and PBP listings for scale.
# Prints medians. Needs chdman (mame-tools) and hyperfine, or falls back to /usr/bin/time.
# Usage: crates/disc/benches/images.sh [RUNS]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/../../.."
runs=${1:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cargo build --release -q
cp "${CARGO_TARGET_DIR:-target}/release/dewrip" "$tmp/dewrip"
bin="$tmp/dewrip"
"$bin" synth disc -o "$tmp/disc" >/dev/null
chdman createcd -i "$tmp/disc/DEWPRISM.cue" -o "$tmp/d.chd" >/dev/null 2>&1
cargo bench -q -p disc --bench convert -- ecm "$tmp/disc/DEWPRISM.bin" "$tmp/d.ecm"
cargo bench -q -p disc --bench convert -- pbp "$tmp/disc/DEWPRISM.bin" "$tmp/d.pbp"
clut=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['girl']['clut_hex'])" "$tmp/disc/manifest.json")
echo "cores: $(nproc); image: $(stat -c %s "$tmp/disc/DEWPRISM.bin") bytes raw, CHD $(stat -c %s "$tmp/d.chd") bytes"

names=(extractcd ls-chd ls-bin ls-ecm ls-pbp clut-chd clut-bin)
cmds=(
  "chdman extractcd -f -i $tmp/d.chd -o $tmp/x.cue -ob $tmp/x.bin"
  "$bin ls --json $tmp/d.chd"
  "$bin ls --json $tmp/disc/DEWPRISM.bin"
  "$bin ls --json $tmp/d.ecm"
  "$bin ls --json $tmp/d.pbp"
  "$bin find-clut --json $tmp/d.chd --hex $clut"
  "$bin find-clut --json $tmp/disc/DEWPRISM.bin --hex $clut"
)
declare -A median
if command -v hyperfine >/dev/null; then
  for i in "${!names[@]}"; do
    hyperfine -N --runs "$runs" --warmup 1 --export-json "$tmp/${names[$i]}.json" --output=null \
      "${cmds[$i]}" >/dev/null 2>&1
    median[${names[$i]}]=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['results'][0]['median'])" "$tmp/${names[$i]}.json")
  done
else
  for i in "${!names[@]}"; do
    : > "$tmp/t"
    for _ in $(seq "$runs"); do
      /usr/bin/time -f %e -a -o "$tmp/t" ${cmds[$i]} >/dev/null 2>&1
    done
    median[${names[$i]}]=$(python3 -c "import statistics,sys; print(statistics.median(float(l) for l in open(sys.argv[1])))" "$tmp/t")
  done
fi
for n in "${names[@]}"; do printf '%-10s median %8.3f s\n' "$n" "${median[$n]}"; done
python3 - "${median[extractcd]}" "${median[ls-chd]}" "${median[clut-chd]}" "${median[clut-bin]}" <<'PY'
import sys
ext, ls_chd, clut_chd, clut_bin = map(float, sys.argv[1:])
print(f"ls --json on the CHD / chdman extractcd: {ls_chd / ext:.2f}x (target <= 3x)")
print(f"find-clut on the CHD / (find-clut on the .bin + extractcd): {clut_chd / (clut_bin + ext):.2f}x (target <= 2x)")
PY
