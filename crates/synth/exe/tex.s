# The synthetic game's textured-triangle routine (record type 9), written by hand the way
# Square's renderers are: a frameless leaf using t-registers only, the screen coordinates loaded
# straight into the GTE's screen FIFO with lwc2 from the transformed pool, NCLIP culling on MAC0
# unless the flags say double-sided, command and uv words built in registers with record bits
# OR'd in (the semi-transparency bit of the flags into the command, the blend mode into the
# texture page) and stored with one sw each, the packet written through the context's packet
# pointer and sent to GP0 word by word. draw.c's dispatch calls it for type 9.
#
#   void tex_tri(const DrawCtx *c /* a0 */, const u8 *p /* a1 */, int base /* a2 */)
#   DrawCtx: +0 sxy (u32 per pool slot: x low, y high), +4 tiles, +8 pk
#   record 9 (dewrip's provisional layout, docs/formats/chr.md):
#     [9, tile, flags, i0, i1, i2, u0, v0, u1, v1, u2, v2]
#   flags: bit 0 double-sided, bit 1 semi-transparent, bits 2-3 blend mode (texpage bits 5-6)
#   tile: {u8 u, v, w, h; u16 clut, tpage}

	.set	noreorder
	.set	noat
	.text

# SXYn (\n = 12, 13, 14) from the pool slot base + p[\k]
	.macro	SXY n, k
	lbu	$t6, \k($a1)
	nop
	addu	$t6, $t6, $a2
	sll	$t6, $t6, 2
	addu	$t6, $t6, $t0
	lwc2	$\n, 0($t6)
	.endm
# \out = (tile.u + p[\ku]) | (tile.v + p[\kv]) << 8 | \hi << 16   (tile in t1)
	.macro	UVW out, ku, kv, hi
	lbu	$t7, 0($t1)
	lbu	$t8, \ku($a1)
	lbu	$t9, 1($t1)
	addu	$t7, $t7, $t8
	andi	$t7, $t7, 0xff
	lbu	$t8, \kv($a1)
	nop
	addu	$t9, $t9, $t8
	andi	$t9, $t9, 0xff
	sll	$t9, $t9, 8
	or	\out, $t7, $t9
	sll	$t8, \hi, 16
	or	\out, \out, $t8
	.endm

	.globl	tex_tri
	.ent	tex_tri
tex_tri:
	lw	$t0, 0($a0)		# the screen pool
	lbu	$t3, 2($a1)		# flags
	SXY	12, 3
	SXY	13, 4
	SXY	14, 5
	andi	$t6, $t3, 1
	bnez	$t6, 1f			# double-sided: no culling
	nop
	nop
	cop2	0x1400006		# NCLIP
	mfc2	$t6, $24		# MAC0
	nop
	blez	$t6, 2f
	nop
1:	lw	$t2, 8($a0)		# the packet
	lbu	$t1, 1($a1)
	lw	$t7, 4($a0)
	sll	$t1, $t1, 3
	addu	$t1, $t1, $t7		# the tile
	li	$t7, 7
	sb	$t7, 3($t2)		# setlen(7)
	andi	$t7, $t3, 2
	sll	$t7, $t7, 24
	lui	$t8, 0x2480
	ori	$t8, $t8, 0x8080
	or	$t8, $t8, $t7
	sw	$t8, 4($t2)		# grey, POLY_FT3, semi-transparency from flags bit 1
	swc2	$12, 8($t2)
	swc2	$13, 16($t2)
	swc2	$14, 24($t2)
	lhu	$t4, 4($t1)		# clut
	UVW	$t5, 6, 7, $t4
	sw	$t5, 12($t2)
	lhu	$t4, 6($t1)		# tpage | blend mode
	andi	$t7, $t3, 0xc
	sll	$t7, $t7, 3
	or	$t4, $t4, $t7
	UVW	$t5, 8, 9, $t4
	sw	$t5, 20($t2)
	UVW	$t5, 10, 11, $zero
	sw	$t5, 28($t2)
	lui	$t9, 0x1f80		# the seven words after the tag to GP0
	addiu	$t6, $t2, 4
	addiu	$t5, $t2, 32
3:	lw	$t7, 0($t6)
	addiu	$t6, $t6, 4
	bne	$t6, $t5, 3b
	sw	$t7, 0x1810($t9)
2:	jr	$ra
	nop
	.end	tex_tri
