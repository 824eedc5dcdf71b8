/* An engine that culls in C on pools in its own BSS: the screen X and Y of every pool slot in
   two static arrays, the depths in a third, all zero when the EXE is loaded (the transform
   that fills them is another routine, not run here). The record stream, the packet pointer
   and the tile table come in globals; the ordering table is a static array.

   Faces: vertex indices are u8 relative to a base an earlier record set (type 0, u16), except
   type 11 (u16 absolute). A face is a back face when the cross product of its first three
   screen corners is >= 0 (the opposite sign convention from e_cross), unless the record's
   flags say double-sided (bit 0; types 7, 9, 13). Depth: the mean of the pool depths / 4,
   clamped into the 64-entry OT; a depth of 0 (nearer than the near plane) is not drawn.

   State records, set by three different types:
     0 SetBase  [0, base.lo, base.hi]               vertex index base (all but type 11)
     1 SetColour [1, r, g, b, flags]                current colour (type 2) and flags (type 2's
                                                    semi-transparency, bit 1, by a branch)
     5 SetTile  [5, tile]                            current tile (type 6)
   Semi-transparency: type 7 ORs the flags' bit 1 into the command (data); types 9 and 13 set
   it by a branch on their flags byte. Blend mode: flags bits 2-3 into the texpage's 5-6.
   Lengths: 0:3 1:5 2:4 3:8 4:13 5:2 6:10 7:15 8:2 9:12 10:17 11:10 12:26 13:21
   The true layout per type is in ../expected.json (written from this file by hand). */
#include "engine.h"
#include "script.h"

#define OTLEN 64

static s16 g_sx[256], g_sy[256];
static u16 g_sz[256];
static u32 g_ot[OTLEN];

const u8 *g_rec;
const u8 *g_end;
u8 *g_pk;
const Tile *g_tiles;

static int cull(int a, int b, int c)
{
    int cr = (g_sx[b] - g_sx[a]) * (g_sy[c] - g_sy[a]) - (g_sx[c] - g_sx[a]) * (g_sy[b] - g_sy[a]);
    return cr >= 0;
}

/* OT slot of a face, or -1 when it is nearer than the near plane */
static int slot(int a, int b, int c)
{
    int z = (g_sz[a] + g_sz[b] + g_sz[c]) / 3 >> 2;
    if (z == 0)
        return -1;
    if (z > OTLEN - 1)
        z = OTLEN - 1;
    return z;
}

static void link(void *prim, int z, int size)
{
    addPrim(g_ot + z, prim);
    g_pk += size;
}

#define XY(f, k, i) ((f)->x##k = g_sx[i], (f)->y##k = g_sy[i])
#define TPAGE(t, fl) ((t)->tpage | (((fl) & 0xc) << 3))

void draw_pool(void)
{
    const u8 *p = g_rec;
    const Tile *cur = g_tiles;
    int base = 0, fl = 0, z;
    u8 r = 0x80, g = 0x80, b = 0x80;

    while (p < g_end) {
        switch (*p) {
        case 0: /* set base */
            base = p[1] | (p[2] << 8);
            p += 3;
            break;
        case 1: /* set colour and flags */
            r = p[1]; g = p[2]; b = p[3]; fl = p[4];
            p += 5;
            break;
        case 2: { /* F3 in the current colour: i0 i1 i2 */
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3];
            if (!cull(i0, i1, i2) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_F3 *f = (POLY_F3 *)g_pk;
                setPolyF3(f);
                if (fl & 2)
                    f->code |= 2;
                setRGB0(f, r, g, b);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2);
                link(f, z, sizeof *f);
            }
            p += 4;
            break;
        }
        case 3: { /* F4: r g b i0 i1 i2 i3 */
            int i0 = base + p[4], i1 = base + p[5], i2 = base + p[6], i3 = base + p[7];
            if (!cull(i0, i1, i2) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_F4 *f = (POLY_F4 *)g_pk;
                setPolyF4(f);
                setRGB0(f, p[1], p[2], p[3]);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2); XY(f, 3, i3);
                link(f, z, sizeof *f);
            }
            p += 8;
            break;
        }
        case 4: { /* G3: i0 i1 i2 rgb0 rgb1 rgb2 */
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3];
            if (!cull(i0, i1, i2) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_G3 *f = (POLY_G3 *)g_pk;
                setPolyG3(f);
                setRGB0(f, p[4], p[5], p[6]);
                setRGB1(f, p[7], p[8], p[9]);
                setRGB2(f, p[10], p[11], p[12]);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2);
                link(f, z, sizeof *f);
            }
            p += 13;
            break;
        }
        case 5: /* set tile */
            cur = &g_tiles[p[1]];
            p += 2;
            break;
        case 6: { /* FT3 with the current tile: i0 i1 i2 uv0 uv1 uv2 */
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3];
            if (!cull(i0, i1, i2) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_FT3 *f = (POLY_FT3 *)g_pk;
                setPolyFT3(f);
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2);
                f->u0 = cur->u + p[4]; f->v0 = cur->v + p[5];
                f->u1 = cur->u + p[6]; f->v1 = cur->v + p[7];
                f->u2 = cur->u + p[8]; f->v2 = cur->v + p[9];
                f->clut = cur->clut;
                f->tpage = cur->tpage;
                link(f, z, sizeof *f);
            }
            p += 10;
            break;
        }
        case 7: { /* FT4: flags tile i0..i3 uv0..uv3 */
            const Tile *t = &g_tiles[p[2]];
            int x = p[1];
            int i0 = base + p[3], i1 = base + p[4], i2 = base + p[5], i3 = base + p[6];
            if (((x & 1) || !cull(i0, i1, i2)) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_FT4 *f = (POLY_FT4 *)g_pk;
                setlen(f, 9);
                f->code = 0x2c | (x & 2);
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2); XY(f, 3, i3);
                f->u0 = t->u + p[7]; f->v0 = t->v + p[8];
                f->u1 = t->u + p[9]; f->v1 = t->v + p[10];
                f->u2 = t->u + p[11]; f->v2 = t->v + p[12];
                f->u3 = t->u + p[13]; f->v3 = t->v + p[14];
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                link(f, z, sizeof *f);
            }
            p += 15;
            break;
        }
        case 8: /* nothing */
            p += 2;
            break;
        case 9: { /* FT3: tile i0 i1 i2 uv0 uv1 uv2 flags */
            const Tile *t = &g_tiles[p[1]];
            int x = p[11];
            int i0 = base + p[2], i1 = base + p[3], i2 = base + p[4];
            if (((x & 1) || !cull(i0, i1, i2)) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_FT3 *f = (POLY_FT3 *)g_pk;
                setPolyFT3(f);
                if (x & 2)
                    f->code |= 2;
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2);
                f->u0 = t->u + p[5]; f->v0 = t->v + p[6];
                f->u1 = t->u + p[7]; f->v1 = t->v + p[8];
                f->u2 = t->u + p[9]; f->v2 = t->v + p[10];
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                link(f, z, sizeof *f);
            }
            p += 12;
            break;
        }
        case 10: { /* G4: i0..i3 rgb0..rgb3 */
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3], i3 = base + p[4];
            if (!cull(i0, i1, i2) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_G4 *f = (POLY_G4 *)g_pk;
                setPolyG4(f);
                setRGB0(f, p[5], p[6], p[7]);
                setRGB1(f, p[8], p[9], p[10]);
                setRGB2(f, p[11], p[12], p[13]);
                setRGB3(f, p[14], p[15], p[16]);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2); XY(f, 3, i3);
                link(f, z, sizeof *f);
            }
            p += 17;
            break;
        }
        case 11: { /* F3, absolute u16 indices: I0 I1 I2 r g b */
            int i0 = p[1] | (p[2] << 8), i1 = p[3] | (p[4] << 8), i2 = p[5] | (p[6] << 8);
            if (!cull(i0, i1, i2) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_F3 *f = (POLY_F3 *)g_pk;
                setPolyF3(f);
                setRGB0(f, p[7], p[8], p[9]);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2);
                link(f, z, sizeof *f);
            }
            p += 10;
            break;
        }
        case 12: { /* GT4: tile i0..i3 uv0..uv3 rgb0..rgb3 */
            const Tile *t = &g_tiles[p[1]];
            int i0 = base + p[2], i1 = base + p[3], i2 = base + p[4], i3 = base + p[5];
            if (!cull(i0, i1, i2) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_GT4 *f = (POLY_GT4 *)g_pk;
                setPolyGT4(f);
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2); XY(f, 3, i3);
                f->u0 = t->u + p[6]; f->v0 = t->v + p[7];
                f->u1 = t->u + p[8]; f->v1 = t->v + p[9];
                f->u2 = t->u + p[10]; f->v2 = t->v + p[11];
                f->u3 = t->u + p[12]; f->v3 = t->v + p[13];
                setRGB0(f, p[14], p[15], p[16]);
                setRGB1(f, p[17], p[18], p[19]);
                setRGB2(f, p[20], p[21], p[22]);
                setRGB3(f, p[23], p[24], p[25]);
                f->clut = t->clut;
                f->tpage = t->tpage;
                link(f, z, sizeof *f);
            }
            p += 26;
            break;
        }
        case 13: { /* GT3: tile flags i0 i1 i2, then (u v r g b) per corner */
            const Tile *t = &g_tiles[p[1]];
            int x = p[2];
            int i0 = base + p[3], i1 = base + p[4], i2 = base + p[5];
            if (((x & 1) || !cull(i0, i1, i2)) && (z = slot(i0, i1, i2)) >= 0) {
                POLY_GT3 *f = (POLY_GT3 *)g_pk;
                setPolyGT3(f);
                if (x & 2)
                    f->code |= 2;
                XY(f, 0, i0); XY(f, 1, i1); XY(f, 2, i2);
                f->u0 = t->u + p[6]; f->v0 = t->v + p[7];
                setRGB0(f, p[8], p[9], p[10]);
                f->u1 = t->u + p[11]; f->v1 = t->v + p[12];
                setRGB1(f, p[13], p[14], p[15]);
                f->u2 = t->u + p[16]; f->v2 = t->v + p[17];
                setRGB2(f, p[18], p[19], p[20]);
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                link(f, z, sizeof *f);
            }
            p += 21;
            break;
        }
        default:
            return;
        }
    }
}

/* The transform that fills the pools (the analysis does not run it: it finds the pools zero). */
void transform(const SVECTOR *v, int n)
{
    int i;
    for (i = 0; i < n && i < 256; i++) {
        g_sx[i] = 160 + (v[i].vx >> 4);
        g_sy[i] = 120 + (v[i].vy >> 4);
        g_sz[i] = v[i].vz;
    }
}

void frame(const u8 *script, int n, const SVECTOR *v, int nv)
{
    run_script(script, n);
    transform(v, nv);
    draw_pool();
}
