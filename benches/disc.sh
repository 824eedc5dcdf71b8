#!/usr/bin/env bash
# Whole-command timings and peak memory on the full-size synthetic disc (357 MB raw).
# Usage: benches/disc.sh [OUT_DIR]   (needs /usr/bin/time; apt-get install -y time)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-$(mktemp -d)}
cargo build --release -q -p dewrip
bin="${CARGO_TARGET_DIR:-$PWD/target}/release/dewrip"
"$bin" synth disc -o "$out/disc" > /dev/null
disc="$out/disc/DEWPRISM.bin"
run() {
  local label=$1; shift
  /usr/bin/time -f "%e s wall, %M KiB peak RSS" -o "$out/time.txt" "$@" > /dev/null
  printf '%-34s %s\n' "$label" "$(cat "$out/time.txt")"
}
"$bin" ls --json "$disc" > /dev/null   # warm the page cache once
run "ls --json (SHA-256 of every file)" "$bin" ls --json "$disc"
run "extract (all files)" "$bin" extract "$disc" -o "$out/x1"
rm -rf "$out/x1"
run "extract --unique" "$bin" extract --unique "$disc" -o "$out/x2"
rm -rf "$out/x2"
run "find-clut (one CLUT)" "$bin" find-clut "$disc" --vram "$out/disc/captures/girl.vram" --at 0,480
run "info --check-edc" "$bin" info --check-edc "$disc"
