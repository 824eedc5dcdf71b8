#!/usr/bin/env bash
# The disc images people keep: converts the full-size synthetic disc to every container dewrip
# reads — a CHD made by the real `chdman createcd`, ECM, PSP EBOOT, CloneCD, Alcohol MDS (2352
# and 2448-byte sectors), raw 2448-byte sectors — and checks that `dewrip ls --json` on each
# lists byte for byte what it lists on the .bin, that `find-clut` reports the same image
# offsets, and that images it cannot read get an error that says what they are.
# Usage: .ci/images.sh  (from anywhere; installs mame-tools with apt-get when chdman is missing)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never

if ! command -v chdman >/dev/null 2>&1; then
  echo "== installing mame-tools (chdman)"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mame-tools >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mame-tools >/dev/null
  fi
fi
command -v chdman >/dev/null || { echo "chdman is still missing after installing mame-tools"; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "== images: building dewrip and the image writer"
cargo build --release -q
# A private copy: a shared target folder may be rebuilt by another checkout meanwhile.
cp "${CARGO_TARGET_DIR:-target}/release/dewrip" "$tmp/dewrip"
bin="$tmp/dewrip"
cargo bench -q -p disc --bench convert --no-run
convert() { cargo bench -q -p disc --bench convert -- "$@"; }
"$bin" synth disc -o "$tmp/disc" >/dev/null
src="$tmp/disc/DEWPRISM.bin"
img="$tmp/img"
mkdir -p "$img"

echo "== images: converting the synthetic disc ($(stat -c %s "$src") bytes)"
chdman createcd -i "$tmp/disc/DEWPRISM.cue" -o "$img/DEWPRISM.chd" >"$tmp/chdman.log" 2>&1 \
  || { cat "$tmp/chdman.log"; exit 1; }
convert ecm "$src" "$img/DEWPRISM.bin.ecm"
convert pbp "$src" "$img/EBOOT.PBP"
convert ccd "$src" "$img/clone.ccd"
convert mds2352 "$src" "$img/alc.mds"
convert mds2448 "$src" "$img/alcsub.mds"
convert raw2448 "$src" "$img/sub2448.img"

"$bin" ls --json "$src" > "$tmp/ref.ls.json"
"$bin" info --json "$src" > "$tmp/ref.info.json"
clut=$(python3 - "$tmp/disc/manifest.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
print(m["girl"]["clut_hex"] if "clut_hex" in m.get("girl", {}) else "")
PY
)
if [ -n "$clut" ]; then "$bin" find-clut --json "$src" --hex "$clut" > "$tmp/ref.clut.json"; fi

passed=0
failed=0
check() { if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi; }
compare() {
  local image=$1 name
  name=$(basename "$image")
  "$bin" ls --json "$image" > "$tmp/$name.ls.json" || return 1
  "$bin" info --json "$image" > "$tmp/$name.info.json" || return 1
  if [ -n "$clut" ]; then "$bin" find-clut --json "$image" --hex "$clut" > "$tmp/$name.clut.json" || return 1; fi
  python3 .ci/images_compare.py "$tmp" "$name"
}
for image in "$img/DEWPRISM.chd" "$img/DEWPRISM.bin.ecm" "$img/EBOOT.PBP" "$img/clone.ccd" \
             "$img/alc.mds" "$img/alcsub.mds" "$img/sub2448.img"; do
  check compare "$image"
done

echo "== images: what cannot be read says what it is"
# expect_error WHAT FILE NEEDLE… : dewrip ls on FILE fails, and its message holds every NEEDLE.
expect_error() {
  local what=$1 file=$2 msg code
  shift 2
  set +e
  msg=$(timeout 20 "$bin" ls --json "$file" 2>&1 >/dev/null)
  code=$?
  set -e
  if [ "$code" = 0 ] || [ "$code" = 124 ]; then echo "images: $what: exit $code, expected an error"; return 1; fi
  for needle in "$@"; do
    case "$msg" in *"$needle"*) ;; *) echo "images: $what: '$needle' not in: $msg"; return 1 ;; esac
  done
  echo "images: $what: $msg"
}
mv "$img/clone.img" "$img/clone.img.away"
check expect_error "a .ccd without its .img" "$img/clone.ccd" CloneCD clone.img missing
head -c 4096 "$img/DEWPRISM.chd" > "$tmp/cut.chd"
check expect_error "a cut CHD" "$tmp/cut.chd" "MAME CHD v5" "damaged or cut short" chdman
check expect_error "/dev/zero" /dev/zero "character device" "not a regular file"
rm "$img/alc.mdf"
check expect_error "an .mds without its .mdf" "$img/alc.mds" Alcohol alc.mdf

echo "images: $passed passed, $failed failed"
[ "$failed" = 0 ]
