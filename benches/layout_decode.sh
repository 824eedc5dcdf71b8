#!/usr/bin/env bash
# Decoding through the layout files (crates/dewprism/layouts/*.toml, read by the container
# evaluator) against a reference build with the hard-coded .chr/.mmd/.mtd readers (7d127a3, the
# last commit before ab4627b whose tree builds), side by side under the same load (issue 21:
# no slower). Makes the full-size synthetic disc once with the new binary, then runs,
# alternately new and reference, RUNS times each:
#   - a full-disc `export --format glb` (every character and map), with the disc's name tables;
#   - `chr info DISC:INDEX` over every distinct .chr of the disc (one process per model).
# Medians of wall, CPU (user + sys) and peak RSS. Needs /usr/bin/time (apt-get install -y time).
# Usage: benches/layout_decode.sh REFERENCE_BIN [RUNS] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
. benches/side_by_side.sh
OLD=${1:?usage: benches/layout_decode.sh REFERENCE_BIN [RUNS] [OUT_DIR]}
runs=${2:-5}
out=${3:-$(mktemp -d)}
mkdir -p "$out"
cargo build --release -q -p dewrip
new="${CARGO_TARGET_DIR:-$PWD/target}/release/dewrip"
bins=("new=$new" "old=$OLD")
"$new" synth disc -o "$out/disc" > /dev/null
cue="$out/disc/DEWPRISM.cue"
# The name tables, if both binaries take them (else neither gets them: the same work for both).
names=()
if "$OLD" export --help | grep -q -- '--names'; then
  names=(--names "$out/disc/names/index_SYNTH.csv" --names "$out/disc/names/hashmap_SYNTH.csv")
else
  echo "the reference's export has no --names: both export without names" >&2
fi
side_by_side "export glb (full disc)" "BIN export $cue ${names[*]} -o OUT --format glb"
# Every distinct .chr (first index per content), listed once by the new binary.
"$new" extract --unique --kind chr --json "$cue" -o "$out/x" > /dev/null
python3 - "$out/x/.dewrip-extract.json" > "$out/chr_indices" <<'PY'
import json, sys
for w in json.load(open(sys.argv[1])):
    if w["kind"] in ("chr", "chr_nomagic"):
        print(w["index"])
PY
rm -rf "$out/x"
count=$(wc -l < "$out/chr_indices")
if "$OLD" chr info --help > /dev/null 2>&1; then
  # Their warnings go to a file (one per model otherwise); a failure prints them and stops.
  side_by_side "chr info x $count" "xargs -a $out/chr_indices -I@ BIN chr info $cue:@" \
    2> "$out/chr_info.err" || { tail -20 "$out/chr_info.err" >&2; exit 1; }
else
  echo "chr info: skipped (the reference has no \`chr info\`)"
fi
