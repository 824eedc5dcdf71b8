# A second hand-written draw dispatch, unlike a_gte.s: the record lengths live in a per-type
# table that the loop reads to advance the record pointer *before* the jump (the case reads the
# record through t8, the pointer it saved), the jump table has no bound check (the length table
# right after it), the screen coordinates are already transformed (an SXY word pool and a depth
# pool in the EXE's BSS, zero when loaded) and go straight into the GTE's screen FIFO with lwc2,
# NCLIP culls faces whose MAC0 is >= 0 (the other winding), and the packet pointer lives in the
# scratchpad (word 0x1F800000), read and written back around every packet. t1 counts records.
#
# Records (type byte first; iK = base + byte):
#   0  [0, base.lo, base.hi]                       state: index base (u16)
#   1  [1, r, g, b]                                state: current colour (types 2 and 11)
#   2  [2, i0, i1, i2]                             F3 in the current colour
#   3  [3, i0, i1, i2, r, g, b]                    F3
#   4  [4, i0, i1, i2, i3, r, g, b]                F4
#   5  [5]                                         nothing
#   6  [6, tile, i0, i1, i2, u0, v0, u1, v1, u2, v2]
#                                                  FT3 grey, flags from the state (type 8): semi
#                                                  bit 1 into the command, blend bits 2-3 into the
#                                                  texpage
#   7  [7, i0, i1, i2, rgb0, rgb1, rgb2]           G3
#   8  [8, flags]                                  state: current flags
#   9  [9, tile, i0, i1, i2, u0, v0, u1, v1, u2, v2, flags]
#                                                  FT3 grey; semi-transparency from flags bit 1
#   10 [10, i0, i1, i2, i3, rgb0, rgb1, rgb2, rgb3] G4
#   11 [11, tile, i0, i1, i2, i3, u0 v0 .. u3 v3]  FT4 in the current colour
#   12 [12, x, x]                                  nothing
#   13 [13, tile, i0, i1, i2, (u v r g b) x 3, pad]
#                                                  GT3
# Lengths (the table): 0:3 1:4 2:4 3:7 4:8 5:1 6:11 7:13 8:2 9:12 10:17 11:14 12:3 13:21
# Tiles (g_tl, a pointer): 8 bytes {u8 u, v, w, h; u16 clut, tpage}. The OT (g_otb, a pointer)
# has 256 entries. The true layout per type is in ../expected.json (written from this file by
# hand).

	.set	noreorder
	.set	noat

	.bss
	.align	2
sxy:	.space	1024
sz:	.space	512
	.globl	g_otb
g_otb:	.space	4
	.globl	g_tl
g_tl:	.space	4

	.text
# SXYn (\n = 12, 13, 14) from the pool slot of record byte \k
	.macro	SXY n, k
	lbu	$t6, \k($t8)
	nop
	addu	$t6, $t6, $t4
	sll	$t6, $t6, 2
	addu	$t6, $t6, $v0
	lwc2	$\n, 0($t6)
	.endm
# SZn (\n = 16..19) from the depth pool slot of record byte \k (the depth pool follows the
# SXY pool)
	.macro	SZ n, k
	lbu	$t6, \k($t8)
	nop
	addu	$t6, $t6, $t4
	sll	$t6, $t6, 1
	addu	$t6, $t6, $v0
	lhu	$t6, 1024($t6)
	nop
	mtc2	$t6, $\n
	.endm
# NCLIP on SXY0..2; MAC0 >= 0 goes to \skip
	.macro	CULL skip
	nop
	nop
	cop2	0x1400006
	mfc2	$t6, $24
	nop
	bgez	$t6, \skip
	nop
	.endm
# packet pointer into t2
	.macro	PK
	lw	$t2, 0($t9)
	nop
	.endm
# depth (AVSZ3 or AVSZ4 in \cmd) into the OT, the packet linked, the pointer advanced by \size
	.macro	LINK cmd, words, size
	nop
	nop
	cop2	\cmd
	mfc2	$t6, $7
	nop
	andi	$t6, $t6, 0xff
	sll	$t6, $t6, 2
	addu	$t6, $t6, $t3
	lw	$t7, 0($t6)
	lui	$at, (\words << 8)
	sll	$t7, $t7, 8
	srl	$t7, $t7, 8
	or	$t7, $t7, $at
	sw	$t7, 0($t2)
	sll	$at, $t2, 8
	srl	$at, $at, 8
	sw	$at, 0($t6)
	addiu	$t2, $t2, \size
	sw	$t2, 0($t9)
	.endm
# three bytes from record byte \k (r g b) into \r's low 24 bits
	.macro	RGB r, k
	lbu	\r, \k($t8)
	lbu	$t7, (\k + 1)($t8)
	lbu	$at, (\k + 2)($t8)
	sll	$t7, $t7, 8
	or	\r, \r, $t7
	sll	$at, $at, 16
	or	\r, \r, $at
	.endm
# halfword u | v << 8 of record bytes \ku, \kv plus the tile's origin (tile in t5) at \off(t2)
	.macro	UV ku, kv, off
	lbu	$t7, 0($t5)
	lbu	$at, \ku($t8)
	nop
	addu	$t7, $t7, $at
	sb	$t7, \off($t2)
	lbu	$t7, 1($t5)
	lbu	$at, \kv($t8)
	nop
	addu	$t7, $t7, $at
	sb	$t7, (\off + 1)($t2)
	.endm
# the tile of record byte \k into t5
	.macro	TILE k
	lbu	$t5, \k($t8)
	nop
	sll	$t5, $t5, 3
	addu	$t5, $t5, $a3
	.endm

	.globl	draw_a_table
	.ent	draw_a_table
draw_a_table:
	lui	$t9, 0x1f80
	lui	$v0, %hi(sxy)
	addiu	$v0, $v0, %lo(sxy)
	lui	$at, %hi(g_otb)
	lw	$t3, %lo(g_otb)($at)
	lui	$at, %hi(g_tl)
	lw	$a3, %lo(g_tl)($at)
	move	$t0, $a0
	move	$t1, $a1
	move	$t4, $zero
	lui	$a2, 0x0080
	ori	$a2, $a2, 0x8080
	move	$v1, $zero
loop:
	beqz	$t1, out
	addiu	$t1, $t1, -1
	lbu	$t6, 0($t0)
	lui	$at, %hi(len)
	addu	$at, $at, $t6
	lbu	$t7, %lo(len)($at)
	move	$t8, $t0
	addu	$t0, $t0, $t7
	sll	$t6, $t6, 2
	lui	$at, %hi(jt)
	addu	$at, $at, $t6
	lw	$t6, %lo(jt)($at)
	nop
	jr	$t6
	nop
out:
	jr	$ra
	nop

k0:	lbu	$t4, 1($t8)
	lbu	$t7, 2($t8)
	nop
	sll	$t7, $t7, 8
	b	loop
	or	$t4, $t4, $t7

k1:	RGB	$a2, 1
	b	loop
	nop

k2:	SXY	12, 1
	SXY	13, 2
	SXY	14, 3
	CULL	loop
	PK
	lui	$t7, 0x2000
	or	$t7, $t7, $a2
	sw	$t7, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	SZ	17, 1
	SZ	18, 2
	SZ	19, 3
	LINK	0x158002D, 4, 20
	b	loop
	nop

k3:	SXY	12, 1
	SXY	13, 2
	SXY	14, 3
	CULL	loop
	PK
	RGB	$t6, 4
	lui	$t7, 0x2000
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	SZ	17, 1
	SZ	18, 2
	SZ	19, 3
	LINK	0x158002D, 4, 20
	b	loop
	nop

k4:	SXY	12, 1
	SXY	13, 2
	SXY	14, 3
	CULL	loop
	PK
	RGB	$t6, 5
	lui	$t7, 0x2800
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	SXY	14, 4
	swc2	$14, 20($t2)
	SZ	16, 1
	SZ	17, 2
	SZ	18, 3
	SZ	19, 4
	LINK	0x168002E, 5, 24
	b	loop
	nop

k5:	b	loop
	nop

k6:	SXY	12, 2
	SXY	13, 3
	SXY	14, 4
	CULL	loop
	PK
	andi	$t6, $v1, 2
	sll	$t6, $t6, 24
	lui	$t7, 0x2480
	ori	$t7, $t7, 0x8080
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	TILE	1
	UV	5, 6, 12
	UV	7, 8, 20
	UV	9, 10, 28
	lhu	$t6, 4($t5)
	lhu	$t7, 6($t5)
	sh	$t6, 14($t2)
	andi	$at, $v1, 0xc
	sll	$at, $at, 3
	or	$t7, $t7, $at
	sh	$t7, 22($t2)
	SZ	17, 2
	SZ	18, 3
	SZ	19, 4
	LINK	0x158002D, 7, 32
	b	loop
	nop

k7:	SXY	12, 1
	SXY	13, 2
	SXY	14, 3
	CULL	loop
	PK
	RGB	$t6, 4
	lui	$t7, 0x3000
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	RGB	$t6, 7
	sw	$t6, 12($t2)
	RGB	$t6, 10
	sw	$t6, 20($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	SZ	17, 1
	SZ	18, 2
	SZ	19, 3
	LINK	0x158002D, 6, 28
	b	loop
	nop

k8:	lbu	$v1, 1($t8)
	b	loop
	nop

k9:	SXY	12, 2
	SXY	13, 3
	SXY	14, 4
	CULL	loop
	PK
	lbu	$t6, 11($t8)
	nop
	andi	$t6, $t6, 2
	sll	$t6, $t6, 24
	lui	$t7, 0x2480
	ori	$t7, $t7, 0x8080
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	TILE	1
	UV	5, 6, 12
	UV	7, 8, 20
	UV	9, 10, 28
	lw	$t6, 4($t5)
	nop
	sh	$t6, 14($t2)
	srl	$t6, $t6, 16
	sh	$t6, 22($t2)
	SZ	17, 2
	SZ	18, 3
	SZ	19, 4
	LINK	0x158002D, 7, 32
	b	loop
	nop

k10:	SXY	12, 1
	SXY	13, 2
	SXY	14, 3
	CULL	loop
	PK
	RGB	$t6, 5
	lui	$t7, 0x3800
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	RGB	$t6, 8
	sw	$t6, 12($t2)
	RGB	$t6, 11
	sw	$t6, 20($t2)
	RGB	$t6, 14
	sw	$t6, 28($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	SXY	14, 4
	swc2	$14, 32($t2)
	SZ	16, 1
	SZ	17, 2
	SZ	18, 3
	SZ	19, 4
	LINK	0x168002E, 8, 36
	b	loop
	nop

k11:	SXY	12, 2
	SXY	13, 3
	SXY	14, 4
	CULL	loop
	PK
	lui	$t7, 0x2c00
	or	$t7, $t7, $a2
	sw	$t7, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	SXY	14, 5
	swc2	$14, 32($t2)
	TILE	1
	UV	6, 7, 12
	UV	8, 9, 20
	UV	10, 11, 28
	UV	12, 13, 36
	lhu	$t6, 4($t5)
	lhu	$t7, 6($t5)
	sh	$t6, 14($t2)
	sh	$t7, 22($t2)
	SZ	16, 2
	SZ	17, 3
	SZ	18, 4
	SZ	19, 5
	LINK	0x168002E, 9, 40
	b	loop
	nop

k12:	b	loop
	nop

k13:	SXY	12, 2
	SXY	13, 3
	SXY	14, 4
	CULL	loop
	PK
	RGB	$t6, 7
	lui	$t7, 0x3400
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	RGB	$t6, 12
	sw	$t6, 16($t2)
	RGB	$t6, 17
	sw	$t6, 28($t2)
	swc2	$12, 8($t2)
	swc2	$13, 20($t2)
	swc2	$14, 32($t2)
	TILE	1
	UV	5, 6, 12
	UV	10, 11, 24
	UV	15, 16, 36
	lhu	$t6, 4($t5)
	lhu	$t7, 6($t5)
	sh	$t6, 14($t2)
	sh	$t7, 26($t2)
	SZ	17, 2
	SZ	18, 3
	SZ	19, 4
	LINK	0x158002D, 9, 40
	b	loop
	nop
	.end	draw_a_table

	.rdata
	.align	2
jt:	.word	k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11, k12, k13
len:	.byte	3, 4, 4, 7, 8, 1, 11, 13, 2, 12, 17, 14, 3, 21
