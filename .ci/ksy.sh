#!/usr/bin/env bash
# Two readers, one description: dewrip's built-in layouts written as Kaitai Struct (.ksy),
# compiled to Python by kaitai-struct-compiler 0.11 (npm, programmatic API with js-yaml), run
# with the kaitaistruct 0.11 runtime (PyPI) over every distinct .chr/.mmd/.mtd of a synthetic
# disc, and compared with dewrip's own decode (`chr info --json`, `report`, `maps --json`).
# Installs what it needs itself (npm and pip into a temporary folder).
#
# usage: .ci/ksy.sh [DEWRIP_BINARY [DISC.cue]]   (default: target/release/dewrip, a new small disc)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-${CARGO_TARGET_DIR:-target}/release/dewrip}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -ge 2 ]; then
  disc="$2"
else
  "$bin" synth disc --size small --seed 3 -o "$work/disc" > /dev/null
  disc="$work/disc/DEWPRISM.cue"
fi

echo "-- toolchain: kaitai-struct-compiler 0.11 (npm), kaitaistruct 0.11 (PyPI)"
mkdir -p "$work/node" "$work/ksy" "$work/py" "$work/info"
(cd "$work/node" && npm init -y > /dev/null && npm install --no-audit --no-fund --silent kaitai-struct-compiler@0.11.0 js-yaml@4 > /dev/null)
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check kaitaistruct==0.11

echo "-- the built-in layouts as .ksy, compiled to Python"
cargo build --quiet --release -p container --example ksy
ksy="${CARGO_TARGET_DIR:-target}/release/examples/ksy"
for f in chr mmd mtd; do
  "$ksy" "crates/dewprism/layouts/$f.toml" "$work/ksy/$f.ksy" "dewrip_$f"
done
# Every construct the translation writes, compiled too (not parsed: no files of that format).
"$ksy" crates/container/tests/fixtures/ksy_constructs.toml "$work/constructs.ksy" demo_t 2> /dev/null
mkdir -p "$work/py_constructs"
root=$PWD
(cd "$work/node" && node "$root/.ci/ksy/compile.mjs" "$work/py" "$work"/ksy/*.ksy \
  && node "$root/.ci/ksy/compile.mjs" "$work/py_constructs" "$work/constructs.ksy")

echo "-- dewrip's decode of every distinct .chr/.mmd/.mtd"
"$bin" extract --unique --kind chr,mmd,mtd --json "$disc" -o "$work/x" > /dev/null
# Their warnings (built-in conventions in use) are not this check's business; failures are.
"$bin" report "$disc" -o "$work/report.json" > /dev/null 2> "$work/report.err" || { cat "$work/report.err"; exit 1; }
"$bin" maps --json "$disc" > "$work/maps.json" 2> "$work/maps.err" || { cat "$work/maps.err"; exit 1; }
python3 - "$work/x/.dewrip-extract.json" > "$work/chr_indices" <<'PY'
import json, sys
for w in json.load(open(sys.argv[1])):
    if w["kind"] in ("chr", "chr_nomagic"):
        print(w["index"])
PY
while read -r i; do
  "$bin" chr info "$disc:$i" --json > "$work/info/$i.json" 2> "$work/info/$i.err" || { cat "$work/info/$i.err"; exit 1; }
done < "$work/chr_indices"

echo "-- compared"
"$work/venv/bin/python" .ci/ksy/compare.py "$work/py" "$work/x" "$work/info" "$work/report.json" "$work/maps.json"
