#!/usr/bin/env bash
# What a user feels on the README's first command: `dewrip demo -o DIR`, and its parts —
# writing the synthetic disc (`synth disc`) and an export with and without the walk GIFs (the
# GIFs' cost is the difference) — each run RUNS times; medians of wall, CPU (user + sys) and
# peak RSS. With a reference binary (an older build, e.g. main's) every command is run
# alternately with it too, side by side, under the same load.
# Targets (issue 25): demo ≤ 10 s and ≤ 300 MB; synth disc ≤ 3 s and ≤ 200 MB; the walk GIFs
# ≤ 2 s of an export. Needs /usr/bin/time (apt-get install -y time).
# Usage: benches/demo.sh [REFERENCE_BIN] [RUNS] [OUT_DIR]   (or OLD=REFERENCE_BIN)
set -euo pipefail
cd "$(dirname "$0")/.."
. benches/side_by_side.sh
OLD=${1:-${OLD:-}}
runs=${2:-5}
out=${3:-$(mktemp -d)}
mkdir -p "$out"
cargo build --release -q -p dewrip
new="${CARGO_TARGET_DIR:-$PWD/target}/release/dewrip"
bins=("new=$new")
[ -n "$OLD" ] && bins+=("old=$OLD")
"$new" synth disc -o "$out/disc" > /dev/null
cue="$out/disc/DEWPRISM.cue"
names=(--names "$out/disc/names/index_SYNTH.csv" --names "$out/disc/names/hashmap_SYNTH.csv")
# label, then the command with BIN standing for the binary and OUT for a fresh folder.
cases=(
  "demo|BIN demo -o OUT"
  "synth disc|BIN synth disc -o OUT"
  "export glb,vrm,vrm0|BIN export $cue ${names[*]} -o OUT --format glb,vrm,vrm0"
  "export glb,vrm,vrm0,gif|BIN export $cue ${names[*]} -o OUT --format glb,vrm,vrm0,gif"
)
for case in "${cases[@]}"; do side_by_side "${case%%|*}" "${case#*|}"; done
