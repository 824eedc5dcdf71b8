#!/usr/bin/env bash
# Builds the synthetic game's C routines into one blob linked at BLOB_ADDR inside the synthetic
# boot EXE's text (crates/synth/src/exe.rs embeds it with include_bytes!, so building synth
# needs no cross compiler). Every *.c here goes in (draw.c, game.c), and every hand-written *.s
# (tex.s); functions are found by name in blob.syms.
#
# Outputs (committed): blob.raw (the bytes, .text + .rodata + .data, zero-padded to a word),
# blob.objdump (objdump -d -z listing of the code), blob.syms (nm -n: address, kind, name).
# Needs mipsel-linux-gnu-gcc / -objcopy / -objdump / -nm. The output is deterministic.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
BLOB_ADDR=0x80010400
CC=mipsel-linux-gnu-gcc
CFLAGS="-O2 -march=r3000 -mfp32 -msoft-float -G0 -fno-pic -mno-abicalls -ffreestanding -fno-builtin -fno-common"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/link.ld" <<LD
SECTIONS {
  . = $BLOB_ADDR;
  .text : {
    *(.text*)
    __code_end = .;
    *(.rodata*) *(.data*) *(.sdata*) *(.sbss*) *(.bss*) *(COMMON)
    . = ALIGN(4);
  }
  /DISCARD/ : { *(.MIPS.abiflags) *(.reginfo) *(.pdr) *(.comment) *(.gnu.attributes) *(.note*) *(.mdebug*) }
}
LD
objs=()
for c in "$here"/*.c; do
  o="$tmp/$(basename "$c" .c).o"
  $CC $CFLAGS -I"$here" -c "$c" -o "$o"
  objs+=("$o")
done
# hand-written assembly (tex.s: the textured triangle draw.c calls), assembled as it is
for s in "$here"/*.s; do
  o="$tmp/$(basename "$s" .s).s.o"
  mipsel-linux-gnu-as -march=r3000 -mfp32 -msoft-float -o "$o" "$s"
  objs+=("$o")
done
$CC -nostdlib -static -Wl,--build-id=none -Wl,-e,0 -T "$tmp/link.ld" -o "$tmp/blob.elf" "${objs[@]}"
mipsel-linux-gnu-objcopy -O binary -j .text "$tmp/blob.elf" "$here/blob.raw"
mipsel-linux-gnu-nm -n "$tmp/blob.elf" | grep -E ' [TtRrDdBb] ' | sed -E 's/^f{8}//' > "$here/blob.syms"
stop=$(awk '$3=="__code_end"{print "0x"$1}' "$here/blob.syms")
mipsel-linux-gnu-objdump -d -z --stop-address="$stop" "$tmp/blob.elf" \
  | grep -E '^ *[0-9a-f]+:' | sed -E 's/^ +//; s/^f{8}//; s/[[:space:]]+$//' > "$here/blob.objdump"
echo "blob: $(stat -c %s "$here/blob.raw") bytes at $BLOB_ADDR"
