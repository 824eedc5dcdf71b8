# A draw dispatch written by hand the way Square's renderers are: a frameless leaf that keeps
# everything in t-registers, walks the record stream itself (t0 = record, t1 = end), loads each
# corner's vertex from a pool in the scratchpad with lwc2 (slot = base + index, 8 bytes per
# SVECTOR), transforms with RTPT (and RTPS for a quad's fourth corner), culls on NCLIP's MAC0,
# takes the OT depth from AVSZ3/AVSZ4 (clamped to 255) and builds PsyQ packets through a packet
# pointer kept in a global. Command words are built in registers with record bits OR'd in (a
# colour, or the semi-transparency bit of a flags byte) and stored with one sw; colours are also
# read with lwl/lwr across the record and masked.
#
# Records (type byte first; iK = vertex index, base-relative unless said):
#   0  [0, base, flags]                          state: index base, current flags (type 1)
#   1  [1, i0, i1, i2]                            F3 grey; semi-transparency from the flags state
#   2  [2, r, g, b, i0, i1, i2]                   F3
#   3  [3, i0, i1, i2, i3, r, g, b]               F4 (colour read by lwl/lwr, top byte masked)
#   4  [4, i0, i1, i2, rgb0, rgb1, rgb2]          G3 (colours by lwl/lwr)
#   5  [5, x]                                     nothing
#   6  [6, tile, i0, i1, i2, c0, c1, c2]          FT3, coarse uv: u = tile.u + (c & 15) * 4,
#                                                 v = tile.v + (c >> 4) * 4
#   7  [7, flags, i0, i1, i2, i3]                 F4 grey; flags bit 0 double-sided, bit 1 semi
#   8  [8, r, g, b]                               state: current colour (a scratchpad word; type 10)
#   9  [9, tile, flags, i0, i1, i2, u0, v0, u1, v1, u2, v2]
#                                                 FT3; tpage |= (flags & 0xc) << 3; semi bit 1
#   10 [10, i0, i1, i2, i3]                       G4, all corners in the current colour
#   11 [11, I0.lo, I0.hi, I1.lo, I1.hi, I2.lo, I2.hi, r, g, b]
#                                                 F3, absolute u16 slots
#   12 [12, tile, flags, i0..i3, u0 v0 .. u3 v3, r, g, b]
#                                                 FT4, colour modulated; semi from flags bit 1
#   13 [13, tile, i0, i1, i2, (u v r g b) x 3, pad]
#                                                 GT3
# Lengths: 0:3 1:4 2:7 3:8 4:13 5:2 6:8 7:6 8:4 9:12 10:5 11:10 12:18 13:21
# Tiles (g_tiles): 8 bytes {u8 u, v, w, h; u16 clut, tpage}. The true layout per type is in
# ../expected.json (written from this file by hand).

	.set	noreorder
	.set	noat

	.bss
	.align	2
	.globl	g_pk
g_pk:	.space	4
	.globl	g_ot
g_ot:	.space	4
	.globl	g_tiles
g_tiles: .space	4

	.text
# slot address of record byte \k into \r: ((t4 + p[k]) << 3) + scratchpad
	.macro	SLOT r, k
	lbu	\r, \k($t0)
	nop
	addu	\r, \r, $t4
	sll	\r, \r, 3
	addu	\r, \r, $t9
	.endm
# V0..V2 from the slots of bytes k0, k1, k2, then RTPT
	.macro	RTPT3 k0, k1, k2
	SLOT	$t6, \k0
	lwc2	$0, 0($t6)
	lwc2	$1, 4($t6)
	SLOT	$t6, \k1
	lwc2	$2, 0($t6)
	lwc2	$3, 4($t6)
	SLOT	$t6, \k2
	lwc2	$4, 0($t6)
	lwc2	$5, 4($t6)
	nop
	nop
	cop2	0x0280030
	.endm
# the fourth corner: V0 from the slot of byte k, RTPS (SXY2 and SZ3 are its results)
	.macro	RTPS1 k
	SLOT	$t6, \k
	lwc2	$0, 0($t6)
	lwc2	$1, 4($t6)
	nop
	nop
	cop2	0x0180001
	.endm
# NCLIP; MAC0 <= 0 goes to \skip
	.macro	CULL skip
	nop
	nop
	cop2	0x1400006
	mfc2	$t6, $24
	nop
	blez	$t6, \skip
	nop
	.endm
# AVSZ3 (\cmd = 0x158002D) or AVSZ4 (0x168002E), clamp to 255, link the packet (\words after
# the tag) into the OT, advance the packet pointer by \size
	.macro	LINK cmd, words, size
	nop
	nop
	cop2	\cmd
	mfc2	$t6, $7
	nop
	sltiu	$t7, $t6, 256
	bnez	$t7, 1f
	nop
	li	$t6, 255
1:	sll	$t6, $t6, 2
	addu	$t6, $t6, $t3
	lw	$t7, 0($t6)
	lui	$t8, (\words << 8)
	sll	$t7, $t7, 8
	srl	$t7, $t7, 8
	or	$t7, $t7, $t8
	sw	$t7, 0($t2)
	sll	$t8, $t2, 8
	srl	$t8, $t8, 8
	sw	$t8, 0($t6)
	addiu	$t2, $t2, \size
	.endm
# the tile of record byte \k into \r (g_tiles + 8 * p[k])
	.macro	TILE r, k
	lbu	\r, \k($t0)
	nop
	sll	\r, \r, 3
	addu	\r, \r, $a2
	.endm
# a word u | v << 8 | hi << 16: u = tile.u + p[ku], v = tile.v + p[kv]; \t = tile, \hi = register
	.macro	UVW out, t, ku, kv, hi
	lbu	$t7, 0(\t)
	lbu	$t8, \ku($t0)
	lbu	$at, 1(\t)
	addu	$t7, $t7, $t8
	andi	$t7, $t7, 0xff
	lbu	$t8, \kv($t0)
	nop
	addu	$at, $at, $t8
	andi	$at, $at, 0xff
	sll	$at, $at, 8
	or	\out, $t7, $at
	sll	$t8, \hi, 16
	or	\out, \out, $t8
	.endm

	.globl	draw_a_gte
	.ent	draw_a_gte
draw_a_gte:
	lui	$t9, 0x1f80
	lui	$at, %hi(g_pk)
	lw	$t2, %lo(g_pk)($at)
	lui	$at, %hi(g_ot)
	lw	$t3, %lo(g_ot)($at)
	lui	$at, %hi(g_tiles)
	lw	$a2, %lo(g_tiles)($at)
	move	$t0, $a0
	move	$t1, $a1
	move	$t4, $zero
	move	$t5, $zero
next:
	sltu	$t6, $t0, $t1
	beqz	$t6, done
	nop
	lbu	$t6, 0($t0)
	nop
	sltiu	$t7, $t6, 14
	beqz	$t7, done
	sll	$t6, $t6, 2
	lui	$at, %hi(jt)
	addu	$at, $at, $t6
	lw	$t6, %lo(jt)($at)
	nop
	jr	$t6
	nop
done:
	lui	$at, %hi(g_pk)
	jr	$ra
	sw	$t2, %lo(g_pk)($at)

c0:	# base, flags
	lbu	$t4, 1($t0)
	lbu	$t5, 2($t0)
	b	next
	addiu	$t0, $t0, 3

c1:	# F3 grey, semi-transparency from the flags state
	RTPT3	1, 2, 3
	CULL	s1
	andi	$t7, $t5, 2
	sll	$t7, $t7, 24
	lui	$t8, 0x2080
	ori	$t8, $t8, 0x8080
	or	$t8, $t8, $t7
	sw	$t8, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	LINK	0x158002D, 4, 20
s1:	b	next
	addiu	$t0, $t0, 4

c2:	# F3: r g b i0 i1 i2
	RTPT3	4, 5, 6
	CULL	s2
	lbu	$t6, 1($t0)
	lbu	$t7, 2($t0)
	lbu	$t8, 3($t0)
	sll	$t7, $t7, 8
	sll	$t8, $t8, 16
	or	$t6, $t6, $t7
	or	$t6, $t6, $t8
	lui	$t7, 0x2000
	or	$t6, $t6, $t7
	sw	$t6, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	LINK	0x158002D, 4, 20
s2:	b	next
	addiu	$t0, $t0, 7

c3:	# F4: i0 i1 i2 i3 r g b (the colour word read across the record end, masked)
	RTPT3	1, 2, 3
	CULL	s3
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	RTPS1	4
	swc2	$14, 20($t2)
	lwr	$t6, 5($t0)
	lwl	$t6, 8($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	lui	$t7, 0x2800
	or	$t6, $t6, $t7
	sw	$t6, 4($t2)
	LINK	0x168002E, 5, 24
s3:	b	next
	addiu	$t0, $t0, 8

c4:	# G3: i0 i1 i2 rgb0 rgb1 rgb2
	RTPT3	1, 2, 3
	CULL	s4
	lwr	$t6, 4($t0)
	lwl	$t6, 7($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	lui	$t7, 0x3000
	or	$t6, $t6, $t7
	sw	$t6, 4($t2)
	lwr	$t6, 7($t0)
	lwl	$t6, 10($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	sw	$t6, 12($t2)
	lwr	$t6, 10($t0)
	lwl	$t6, 13($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	sw	$t6, 20($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	LINK	0x158002D, 6, 28
s4:	b	next
	addiu	$t0, $t0, 13

c5:	# nothing
	b	next
	addiu	$t0, $t0, 2

c6:	# FT3 coarse: tile i0 i1 i2 c0 c1 c2
	RTPT3	2, 3, 4
	CULL	s6
	TILE	$t6, 1
	lui	$t7, 0x2480
	ori	$t7, $t7, 0x8080
	sw	$t7, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	li	$v0, 5
	move	$v1, $t2
6:	addu	$t7, $t0, $v0
	nop
	lbu	$t8, 0($t7)
	lbu	$t7, 0($t6)
	andi	$at, $t8, 0xf
	sll	$at, $at, 2
	addu	$t7, $t7, $at
	andi	$t7, $t7, 0xff
	lbu	$at, 1($t6)
	srl	$t8, $t8, 4
	sll	$t8, $t8, 2
	addu	$at, $at, $t8
	andi	$at, $at, 0xff
	sll	$at, $at, 8
	or	$t7, $t7, $at
	sh	$t7, 12($v1)
	addiu	$v0, $v0, 1
	sltiu	$at, $v0, 8
	bnez	$at, 6b
	addiu	$v1, $v1, 8
	lhu	$t7, 4($t6)
	lhu	$t8, 6($t6)
	sh	$t7, 14($t2)
	sh	$t8, 22($t2)
	LINK	0x158002D, 7, 32
s6:	b	next
	addiu	$t0, $t0, 8

c7:	# F4 grey: flags i0 i1 i2 i3
	RTPT3	2, 3, 4
	lbu	$t7, 1($t0)
	nop
	andi	$t7, $t7, 1
	bnez	$t7, 7f
	nop
	CULL	s7
7:	lbu	$t7, 1($t0)
	nop
	andi	$t7, $t7, 2
	sll	$t7, $t7, 24
	lui	$t8, 0x2880
	ori	$t8, $t8, 0x8080
	or	$t8, $t8, $t7
	sw	$t8, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	RTPS1	5
	swc2	$14, 20($t2)
	LINK	0x168002E, 5, 24
s7:	b	next
	addiu	$t0, $t0, 6

c8:	# current colour into the scratchpad
	lbu	$t6, 1($t0)
	lbu	$t7, 2($t0)
	lbu	$t8, 3($t0)
	sll	$t7, $t7, 8
	sll	$t8, $t8, 16
	or	$t6, $t6, $t7
	or	$t6, $t6, $t8
	sw	$t6, 0x3f0($t9)
	b	next
	addiu	$t0, $t0, 4

c9:	# FT3: tile flags i0 i1 i2 uv0 uv1 uv2
	RTPT3	3, 4, 5
	lbu	$t7, 2($t0)
	nop
	andi	$t7, $t7, 1
	bnez	$t7, 9f
	nop
	CULL	s9
9:	lbu	$t7, 2($t0)
	nop
	andi	$t7, $t7, 2
	sll	$t7, $t7, 24
	lui	$t8, 0x2480
	ori	$t8, $t8, 0x8080
	or	$t8, $t8, $t7
	sw	$t8, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	TILE	$t6, 1
	lhu	$v1, 4($t6)
	UVW	$v0, $t6, 6, 7, $v1
	sw	$v0, 12($t2)
	lhu	$v1, 6($t6)
	lbu	$t7, 2($t0)
	nop
	andi	$t7, $t7, 0xc
	sll	$t7, $t7, 3
	or	$v1, $v1, $t7
	UVW	$v0, $t6, 8, 9, $v1
	sw	$v0, 20($t2)
	UVW	$v0, $t6, 10, 11, $zero
	sw	$v0, 28($t2)
	LINK	0x158002D, 7, 32
s9:	b	next
	addiu	$t0, $t0, 12

c10:	# G4 in the current colour: i0 i1 i2 i3
	RTPT3	1, 2, 3
	CULL	s10
	lw	$t6, 0x3f0($t9)
	lui	$t7, 0x3800
	or	$t7, $t7, $t6
	sw	$t7, 4($t2)
	sw	$t6, 12($t2)
	sw	$t6, 20($t2)
	sw	$t6, 28($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	RTPS1	4
	swc2	$14, 32($t2)
	LINK	0x168002E, 8, 36
s10:	b	next
	addiu	$t0, $t0, 5

c11:	# F3, absolute u16 slots: I0 I1 I2 r g b
	lbu	$t6, 1($t0)
	lbu	$t7, 2($t0)
	nop
	sll	$t7, $t7, 8
	or	$t6, $t6, $t7
	sll	$t6, $t6, 3
	addu	$t6, $t6, $t9
	lwc2	$0, 0($t6)
	lwc2	$1, 4($t6)
	lbu	$t6, 3($t0)
	lbu	$t7, 4($t0)
	nop
	sll	$t7, $t7, 8
	or	$t6, $t6, $t7
	sll	$t6, $t6, 3
	addu	$t6, $t6, $t9
	lwc2	$2, 0($t6)
	lwc2	$3, 4($t6)
	lbu	$t6, 5($t0)
	lbu	$t7, 6($t0)
	nop
	sll	$t7, $t7, 8
	or	$t6, $t6, $t7
	sll	$t6, $t6, 3
	addu	$t6, $t6, $t9
	lwc2	$4, 0($t6)
	lwc2	$5, 4($t6)
	nop
	nop
	cop2	0x0280030
	CULL	s11
	lwr	$t6, 7($t0)
	lwl	$t6, 10($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	lui	$t7, 0x2000
	or	$t6, $t6, $t7
	sw	$t6, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 12($t2)
	swc2	$14, 16($t2)
	LINK	0x158002D, 4, 20
s11:	b	next
	addiu	$t0, $t0, 10

c12:	# FT4: tile flags i0..i3 uv0..uv3 r g b
	RTPT3	3, 4, 5
	lbu	$t7, 2($t0)
	nop
	andi	$t7, $t7, 1
	bnez	$t7, 12f
	nop
	CULL	s12
12:	lbu	$t7, 2($t0)
	nop
	andi	$t7, $t7, 2
	sll	$t7, $t7, 24
	lwr	$t6, 15($t0)
	lwl	$t6, 18($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	or	$t6, $t6, $t7
	lui	$t7, 0x2c00
	or	$t6, $t6, $t7
	sw	$t6, 4($t2)
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	RTPS1	6
	swc2	$14, 32($t2)
	TILE	$t6, 1
	lhu	$v1, 4($t6)
	UVW	$v0, $t6, 7, 8, $v1
	sw	$v0, 12($t2)
	lhu	$v1, 6($t6)
	UVW	$v0, $t6, 9, 10, $v1
	sw	$v0, 20($t2)
	UVW	$v0, $t6, 11, 12, $zero
	sw	$v0, 28($t2)
	UVW	$v0, $t6, 13, 14, $zero
	sw	$v0, 36($t2)
	LINK	0x168002E, 9, 40
s12:	b	next
	addiu	$t0, $t0, 18

c13:	# GT3: tile i0 i1 i2 (u v r g b) x 3 pad
	RTPT3	2, 3, 4
	CULL	s13
	lwr	$t6, 7($t0)
	lwl	$t6, 10($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	lui	$t7, 0x3400
	or	$t6, $t6, $t7
	sw	$t6, 4($t2)
	lwr	$t6, 12($t0)
	lwl	$t6, 15($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	sw	$t6, 16($t2)
	lwr	$t6, 17($t0)
	lwl	$t6, 20($t0)
	nop
	sll	$t6, $t6, 8
	srl	$t6, $t6, 8
	sw	$t6, 28($t2)
	swc2	$12, 8($t2)
	swc2	$13, 20($t2)
	swc2	$14, 32($t2)
	TILE	$t6, 1
	lhu	$v1, 4($t6)
	UVW	$v0, $t6, 5, 6, $v1
	sw	$v0, 12($t2)
	lhu	$v1, 6($t6)
	UVW	$v0, $t6, 10, 11, $v1
	sw	$v0, 24($t2)
	UVW	$v0, $t6, 15, 16, $zero
	sw	$v0, 36($t2)
	LINK	0x158002D, 9, 40
s13:	b	next
	addiu	$t0, $t0, 21
	.end	draw_a_gte

	.rdata
	.align	2
jt:	.word	c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13
