/* The record stream, its count, the ordering table and the packet buffer are globals (as a
   real engine's current-model state often is); the screen-XY pool is in the scratchpad. The
   draw function takes no arguments. Culling: GTE NCLIP; OT depth: a fixed slot.
   Lengths: 0:3 1:4 2:6 3:2 4:2 5:2 6:2 7:2 8:2 9:12 10:2 11:2 12:2 13:21
   The true layout per type is in ../expected.json (written from this file by hand). */
#include "engine.h"
#include "script.h"

#define SXY ((u32 *)0x1F800000)

const u8 *g_faces;
int g_count;
u32 *g_ot;
u8 *g_pk;
const Tile *g_tiles;

static int front(int a, int b, int c)
{
    int opz;
    gte_ldsxy3(SXY[a], SXY[b], SXY[c]);
    gte_nclip();
    gte_getopz(opz);
    return opz > 0;
}

void draw_global(void)
{
    const u8 *p = g_faces;
    int n = g_count, base = 0;
    u8 r = 0x80, g = 0x80, b = 0x80;
    while (n-- > 0) {
        switch (*p) {
        case 0: base = p[1] | (p[2] << 8); p += 3; break;
        case 1: {
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3];
            if (front(i0, i1, i2)) {
                POLY_F3 *f = (POLY_F3 *)g_pk;
                setPolyF3(f);
                setRGB0(f, r, g, b);
                *(u32 *)&f->x0 = SXY[i0]; *(u32 *)&f->x1 = SXY[i1]; *(u32 *)&f->x2 = SXY[i2];
                addPrim(g_ot + 8, f);
                g_pk += sizeof *f;
            }
            p += 4;
            break;
        }
        case 2: r = p[3]; g = p[4]; b = p[5]; p += 6; break;
        case 9: {
            const Tile *t = &g_tiles[p[11]];
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3];
            if (front(i0, i1, i2)) {
                POLY_FT3 *f = (POLY_FT3 *)g_pk;
                setPolyFT3(f);
                setRGB0(f, r, g, b);
                *(u32 *)&f->x0 = SXY[i0]; *(u32 *)&f->x1 = SXY[i1]; *(u32 *)&f->x2 = SXY[i2];
                f->u0 = t->u + p[4]; f->v0 = t->v + p[5];
                f->u1 = t->u + p[6]; f->v1 = t->v + p[7];
                f->u2 = t->u + p[8]; f->v2 = t->v + p[9];
                f->clut = t->clut;
                f->tpage = t->tpage | (p[10] << 5);
                addPrim(g_ot + 8, f);
                g_pk += sizeof *f;
            }
            p += 12;
            break;
        }
        case 13: {
            const Tile *t = &g_tiles[p[1]];
            int i0 = base + p[2], i1 = base + p[3], i2 = base + p[4];
            if (front(i0, i1, i2)) {
                POLY_GT3 *f = (POLY_GT3 *)g_pk;
                setPolyGT3(f);
                setRGB0(f, p[5], p[6], p[7]);
                setRGB1(f, p[8], p[9], p[10]);
                setRGB2(f, p[11], p[12], p[13]);
                *(u32 *)&f->x0 = SXY[i0]; *(u32 *)&f->x1 = SXY[i1]; *(u32 *)&f->x2 = SXY[i2];
                f->u0 = t->u + p[14]; f->v0 = t->v + p[15];
                f->u1 = t->u + p[16]; f->v1 = t->v + p[17];
                f->u2 = t->u + p[18]; f->v2 = t->v + p[19];
                f->clut = t->clut;
                f->tpage = t->tpage;
                addPrim(g_ot + 8, f);
                g_pk += sizeof *f;
            }
            p += 21;
            break;
        }
        case 3: case 4: case 5: case 6: case 7: case 8: case 10: case 11: case 12:
            p += 2;
            break;
        default:
            return;
        }
    }
}

void frame(const u8 *script, int n)
{
    run_script(script, n);
    draw_global();
}
