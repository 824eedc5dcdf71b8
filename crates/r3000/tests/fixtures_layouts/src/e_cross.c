/* A second engine shape: the screen-XY and depth pools were filled earlier (they come in a
   context struct), the record stream is walked with while (p < end), back faces are culled by
   a C cross product unless the record's flags say double-sided (bit 0), OT depth is the mean
   of the pool depths, and the packets are PsyQ POLY_* in a buffer the context owns.
   State records: 0 sets the current tile (u16; types 5 and 6 texture with it, so their clut
   is fed by no byte of theirs, and their u/v only by the offset byte), 2 sets the current
   colour (types 3, 5, 6, 11 draw with it). Flags bits 2-3 are the blend mode, OR-ed into the
   texture page (so tpage is fed by the flags byte too).
   Lengths: 0:3 1:7 2:4 3:5 4:13 5:11 6:16 7:17 8:2 9:12 10:20 11:9 12:27 13:21
   The true layout per type is in ../expected.json (written from this file by hand). */
#include "engine.h"
#include "script.h"

typedef struct {
    const s16 (*xy)[2];
    const u16 *z;
    const Tile *tiles;
    u32 *ot;
    u8 *pk;
} Ctx;

static int back(const Ctx *c, int a, int b, int d)
{
    int x0 = c->xy[a][0], y0 = c->xy[a][1];
    int cr = (c->xy[b][0] - x0) * (c->xy[d][1] - y0) - (c->xy[d][0] - x0) * (c->xy[b][1] - y0);
    return cr <= 0;
}

static void link(Ctx *c, void *prim, int a, int b, int d, int size)
{
    int z = ((c->z[a] + c->z[b] + c->z[d]) >> 4) & 0xff;
    addPrim(c->ot + z, prim);
    c->pk += size;
}

#define XY(f, k, i) ((f)->x##k = c->xy[i][0], (f)->y##k = c->xy[i][1])

void draw_cross(Ctx *c, const u8 *p, const u8 *end)
{
    const Tile *cur = c->tiles;
    u8 r = 0x80, g = 0x80, b = 0x80;

    while (p < end) {
        switch (*p) {
        case 0: /* set tile */
            cur = &c->tiles[p[1] | (p[2] << 8)];
            p += 3;
            break;
        case 1: { /* F3: i0 i1 i2, rgb */
            if (!back(c, p[1], p[2], p[3])) {
                POLY_F3 *f = (POLY_F3 *)c->pk;
                setPolyF3(f);
                setRGB0(f, p[4], p[5], p[6]);
                XY(f, 0, p[1]); XY(f, 1, p[2]); XY(f, 2, p[3]);
                link(c, f, p[1], p[2], p[3], sizeof *f);
            }
            p += 7;
            break;
        }
        case 2: /* set colour */
            r = p[1]; g = p[2]; b = p[3];
            p += 4;
            break;
        case 3: { /* F4, current colour */
            if (!back(c, p[1], p[2], p[3])) {
                POLY_F4 *f = (POLY_F4 *)c->pk;
                setPolyF4(f);
                setRGB0(f, r, g, b);
                XY(f, 0, p[1]); XY(f, 1, p[2]); XY(f, 2, p[3]); XY(f, 3, p[4]);
                link(c, f, p[1], p[2], p[3], sizeof *f);
            }
            p += 5;
            break;
        }
        case 4: { /* G3, interleaved: rgb0 i0 rgb1 i1 rgb2 i2 */
            if (!back(c, p[4], p[8], p[12])) {
                POLY_G3 *f = (POLY_G3 *)c->pk;
                setPolyG3(f);
                setRGB0(f, p[1], p[2], p[3]);
                setRGB1(f, p[5], p[6], p[7]);
                setRGB2(f, p[9], p[10], p[11]);
                XY(f, 0, p[4]); XY(f, 1, p[8]); XY(f, 2, p[12]);
                link(c, f, p[4], p[8], p[12], sizeof *f);
            }
            p += 13;
            break;
        }
        case 5: { /* FT3 with the current tile and colour: flags i0 i1 i2 uv0 uv1 uv2 */
            if ((p[1] & 1) || !back(c, p[2], p[3], p[4])) {
                POLY_FT3 *f = (POLY_FT3 *)c->pk;
                setPolyFT3(f);
                setRGB0(f, r, g, b);
                XY(f, 0, p[2]); XY(f, 1, p[3]); XY(f, 2, p[4]);
                f->u0 = cur->u + p[5]; f->v0 = cur->v + p[6];
                f->u1 = cur->u + p[7]; f->v1 = cur->v + p[8];
                f->u2 = cur->u + p[9]; f->v2 = cur->v + p[10];
                f->clut = cur->clut;
                f->tpage = cur->tpage | ((p[1] & 0xc) << 3);
                link(c, f, p[2], p[3], p[4], sizeof *f);
            }
            p += 11;
            break;
        }
        case 6: { /* FT4 with the current tile and colour: i0..i3 uv0..uv3 flags */
            if ((p[13] & 1) || !back(c, p[1], p[2], p[3])) {
                POLY_FT4 *f = (POLY_FT4 *)c->pk;
                setPolyFT4(f);
                setRGB0(f, r, g, b);
                XY(f, 0, p[1]); XY(f, 1, p[2]); XY(f, 2, p[3]); XY(f, 3, p[4]);
                f->u0 = cur->u + p[5]; f->v0 = cur->v + p[6];
                f->u1 = cur->u + p[7]; f->v1 = cur->v + p[8];
                f->u2 = cur->u + p[9]; f->v2 = cur->v + p[10];
                f->u3 = cur->u + p[11]; f->v3 = cur->v + p[12];
                f->clut = cur->clut;
                f->tpage = cur->tpage | ((p[13] & 0xc) << 3);
                link(c, f, p[1], p[2], p[3], sizeof *f);
            }
            p += 16;
            break;
        }
        case 7: { /* G4: i0..i3 rgb0..rgb3 */
            if (!back(c, p[1], p[2], p[3])) {
                POLY_G4 *f = (POLY_G4 *)c->pk;
                setPolyG4(f);
                setRGB0(f, p[5], p[6], p[7]);
                setRGB1(f, p[8], p[9], p[10]);
                setRGB2(f, p[11], p[12], p[13]);
                setRGB3(f, p[14], p[15], p[16]);
                XY(f, 0, p[1]); XY(f, 1, p[2]); XY(f, 2, p[3]); XY(f, 3, p[4]);
                link(c, f, p[1], p[2], p[3], sizeof *f);
            }
            p += 17;
            break;
        }
        case 8: /* padding */
            p += 2;
            break;
        case 9: { /* FT3: t flags i0 i1 i2 uv0 uv1 uv2 */
            const Tile *t = &c->tiles[p[1]];
            if ((p[2] & 1) || !back(c, p[3], p[4], p[5])) {
                POLY_FT3 *f = (POLY_FT3 *)c->pk;
                setPolyFT3(f);
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, p[3]); XY(f, 1, p[4]); XY(f, 2, p[5]);
                f->u0 = t->u + p[6]; f->v0 = t->v + p[7];
                f->u1 = t->u + p[8]; f->v1 = t->v + p[9];
                f->u2 = t->u + p[10]; f->v2 = t->v + p[11];
                f->clut = t->clut;
                f->tpage = t->tpage | ((p[2] & 0xc) << 3);
                link(c, f, p[3], p[4], p[5], sizeof *f);
            }
            p += 12;
            break;
        }
        case 10: { /* FT4: t i0..i3 uv0..uv3 flags rgb */
            const Tile *t = &c->tiles[p[1]];
            if ((p[14] & 1) || !back(c, p[2], p[3], p[4])) {
                POLY_FT4 *f = (POLY_FT4 *)c->pk;
                setPolyFT4(f);
                setRGB0(f, p[15], p[16], p[17]);
                XY(f, 0, p[2]); XY(f, 1, p[3]); XY(f, 2, p[4]); XY(f, 3, p[5]);
                f->u0 = t->u + p[6]; f->v0 = t->v + p[7];
                f->u1 = t->u + p[8]; f->v1 = t->v + p[9];
                f->u2 = t->u + p[10]; f->v2 = t->v + p[11];
                f->u3 = t->u + p[12]; f->v3 = t->v + p[13];
                f->clut = t->clut;
                f->tpage = t->tpage | ((p[14] & 0xc) << 3);
                link(c, f, p[2], p[3], p[4], sizeof *f);
            }
            p += 20;
            break;
        }
        case 11: { /* F4, absolute u16 indices, current colour */
            int a = p[1] | (p[2] << 8), b1 = p[3] | (p[4] << 8);
            int b2 = p[5] | (p[6] << 8), b3 = p[7] | (p[8] << 8);
            if (!back(c, a, b1, b2)) {
                POLY_F4 *f = (POLY_F4 *)c->pk;
                setPolyF4(f);
                setRGB0(f, r, g, b);
                XY(f, 0, a); XY(f, 1, b1); XY(f, 2, b2); XY(f, 3, b3);
                link(c, f, a, b1, b2, sizeof *f);
            }
            p += 9;
            break;
        }
        case 12: { /* GT4: t flags i0..i3 uv0..uv3 rgb0..rgb3 */
            const Tile *t = &c->tiles[p[1]];
            if ((p[2] & 1) || !back(c, p[3], p[4], p[5])) {
                POLY_GT4 *f = (POLY_GT4 *)c->pk;
                setPolyGT4(f);
                setRGB0(f, p[15], p[16], p[17]);
                setRGB1(f, p[18], p[19], p[20]);
                setRGB2(f, p[21], p[22], p[23]);
                setRGB3(f, p[24], p[25], p[26]);
                XY(f, 0, p[3]); XY(f, 1, p[4]); XY(f, 2, p[5]); XY(f, 3, p[6]);
                f->u0 = t->u + p[7]; f->v0 = t->v + p[8];
                f->u1 = t->u + p[9]; f->v1 = t->v + p[10];
                f->u2 = t->u + p[11]; f->v2 = t->v + p[12];
                f->u3 = t->u + p[13]; f->v3 = t->v + p[14];
                f->clut = t->clut;
                f->tpage = t->tpage | ((p[2] & 0xc) << 3);
                link(c, f, p[3], p[4], p[5], sizeof *f);
            }
            p += 27;
            break;
        }
        case 13: { /* GT3: t i0 i1 i2, then (rgb uv) per vertex */
            const Tile *t = &c->tiles[p[1]];
            if (!back(c, p[2], p[3], p[4])) {
                POLY_GT3 *f = (POLY_GT3 *)c->pk;
                setPolyGT3(f);
                setRGB0(f, p[5], p[6], p[7]);
                setRGB1(f, p[10], p[11], p[12]);
                setRGB2(f, p[15], p[16], p[17]);
                XY(f, 0, p[2]); XY(f, 1, p[3]); XY(f, 2, p[4]);
                f->u0 = t->u + p[8]; f->v0 = t->v + p[9];
                f->u1 = t->u + p[13]; f->v1 = t->v + p[14];
                f->u2 = t->u + p[18]; f->v2 = t->v + p[19];
                f->clut = t->clut;
                f->tpage = t->tpage;
                link(c, f, p[2], p[3], p[4], sizeof *f);
            }
            p += 21;
            break;
        }
        default:
            return;
        }
    }
}

void frame(const u8 *script, int n, Ctx *c, const u8 *p, const u8 *end)
{
    run_script(script, n);
    draw_cross(c, p, end);
}
