#!/usr/bin/env bash
# Regenerates the record-layout fixtures: every src/e_*.c with src/stubs.c and a tiny main,
# compiled for the R3000 at -O0, -O1, -O2 and -Os; every src/f_*.c at -O0, -O2 and -Os; every
# hand-written src/a_*.s assembled as it is, with src/asm_frame.c (-O2) calling it; all linked
# at 0x80010000, .text + .rodata + .data + .bss wrapped as a PS-X EXE (the BSS part zero, as
# the EXE loader would leave it). Beside each EXE: the symbol table (nm -n) and the objdump
# listing. The hand-written ground truth is expected.json (from the sources, not from any
# analysis).
#
# Needs: mipsel-linux-gnu-gcc / -objcopy / -objdump / -nm and python3. `cargo test` needs none.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
src="$here/src"
out="$here/gcc"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
CC=mipsel-linux-gnu-gcc
CFLAGS="-march=r3000 -mfp32 -msoft-float -G0 -fno-pic -mno-abicalls -ffreestanding -fno-builtin -fno-inline-functions-called-once"

cat > "$tmp/link.ld" <<'LD'
ENTRY(main)
SECTIONS {
  . = 0x80010000;
  .text : {
    *(.text.startup*) *(.text*)
    __text_end = .;
    *(.rodata*) *(.rdata*) *(.data*) *(.sdata*) *(.sbss*) *(.bss*) *(COMMON)
    . = ALIGN(4);
  }
  /DISCARD/ : { *(.MIPS.abiflags) *(.reginfo) *(.pdr) *(.comment) *(.gnu.attributes) *(.note*) *(.mdebug*) }
}
LD

cat > "$tmp/main.c" <<'C'
extern void frame();
int main(void) {
  frame((void *)0x80100000, 4, (void *)0x80100100, (void *)0x80100200, (void *)0x80100300);
  return 0;
}
C

# link.ld, main.o and the objects in "$@" into $out/$1.exe (+ .syms, .objdump)
link_exe() {
  local base="$out/$1"
  shift
  $CC -nostdlib -static -Wl,--build-id=none -T "$tmp/link.ld" -o "$tmp/x.elf" "$tmp/main.o" "$@"
  mipsel-linux-gnu-objcopy -O binary -j .text "$tmp/x.elf" "$tmp/x.bin"
  mipsel-linux-gnu-nm -n "$tmp/x.elf" | grep -E ' [TtRrDdBb] ' | sed -E 's/^f{8}//' > "$base.syms"
  stop=$(awk '$3=="__text_end"{print "0x"$1}' "$base.syms")
  mipsel-linux-gnu-objdump -d -z --stop-address="$stop" "$tmp/x.elf" \
    | grep -E '^ *[0-9a-f]+:' | sed -E 's/^ +//; s/^f{8}//; s/[[:space:]]+$//' > "$base.objdump"
  pc=$(awk '$3=="main"{print $1}' "$base.syms")
  python3 - "$tmp/x.bin" "$base.exe" "$pc" <<'PY'
import struct, sys
text = open(sys.argv[1], 'rb').read()
text += b'\0' * (-len(text) % 0x800)
hdr = bytearray(0x800)
hdr[0:8] = b'PS-X EXE'
struct.pack_into('<IIII', hdr, 0x10, int(sys.argv[3], 16), 0, 0x80010000, len(text))
struct.pack_into('<I', hdr, 0x30, 0x801FFFF0)
hdr[0x4C:0x4C + 55] = b'Sony Computer Entertainment Inc. for North America area'
open(sys.argv[2], 'wb').write(bytes(hdr) + text)
PY
}

$CC $CFLAGS -O1 -I"$src" -c "$tmp/main.c" -o "$tmp/main.o"
for c in "$src"/e_*.c "$src"/f_*.c; do
  name="$(basename "$c" .c)"
  case "$name" in e_*) opts="O0 O1 O2 Os" ;; *) opts="O0 O2 Os" ;; esac
  for opt in $opts; do
    $CC $CFLAGS -"$opt" -I"$src" -c "$c" -o "$tmp/$name.o"
    $CC $CFLAGS -"$opt" -I"$src" -c "$src/stubs.c" -o "$tmp/stubs.o"
    link_exe "${name}_$opt" "$tmp/$name.o" "$tmp/stubs.o"
  done
done
for s in "$src"/a_*.s; do
  name="$(basename "$s" .s)"
  mipsel-linux-gnu-as -march=r3000 -mfp32 -msoft-float -o "$tmp/$name.o" "$s"
  $CC $CFLAGS -O2 -I"$src" -DDRAW="draw_$name" -c "$src/asm_frame.c" -o "$tmp/frame.o"
  $CC $CFLAGS -O2 -I"$src" -c "$src/stubs.c" -o "$tmp/stubs.o"
  link_exe "${name}_asm" "$tmp/frame.o" "$tmp/$name.o" "$tmp/stubs.o"
done
echo "fixtures written to $out"
