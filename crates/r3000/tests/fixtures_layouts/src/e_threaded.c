/* A threaded draw dispatch (computed goto through a 14-entry table, bound-checked): at -O2 gcc
   duplicates the table load and the jr into the end of every case, so the dispatch has 15
   `jr`s through one table. The screen-XY pool (s16 pairs) and the depth pool are in the
   scratchpad, filled by an earlier pass; culling is GTE NCLIP, depth a C mean. Colours come
   from a palette (r0 g0 b0 are fed by the palette-index byte). State record 0 sets the index
   base. PsyQ POLY_* packets are linked into the ordering table.
   Lengths: 0:3 1:4 2:6 3:13 4:5 5:9 6:8 7:11 8:14 9:12 10:15 11:16 12:18 13:21
   The true layout per type is in ../expected.json (written from this file by hand). */
#include "engine.h"
#include "script.h"

typedef struct { u8 r, g, b, pad; } Rgb;
typedef struct {
    const u8 *faces;
    const u8 *end;
    const Tile *tiles;
    const Rgb *palette;
    u32 *ot;
    u8 *pk;
} Job;

#define SXY ((u32 *)0x1F800000)
#define SZ ((u16 *)0x1F800200)

static int culled(int a, int b, int c)
{
    int opz;
    gte_ldsxy3(SXY[a], SXY[b], SXY[c]);
    gte_nclip();
    gte_getopz(opz);
    return opz <= 0;
}

#define LINK(f, a, b, c) do { \
        int z_ = ((SZ[a] + SZ[b] + SZ[c]) >> 6) & 0xff; \
        addPrim(j->ot + z_, f); \
        j->pk += sizeof *(f); \
    } while (0)
#define PAL0(f, k) ((f)->r0 = j->palette[k].r, (f)->g0 = j->palette[k].g, (f)->b0 = j->palette[k].b)
#define PAL(f, n, k) ((f)->r##n = j->palette[k].r, (f)->g##n = j->palette[k].g, (f)->b##n = j->palette[k].b)
#define UV(f, n, t, q) ((f)->u##n = (t)->u + (q)[0], (f)->v##n = (t)->v + (q)[1])
#define CUV(f, n, t, c) ((f)->u##n = (t)->u + ((((c) & 15) * (t)->w) >> 4), \
                         (f)->v##n = (t)->v + ((((c) >> 4) * (t)->h) >> 4))

void draw_threaded(Job *j)
{
    static void *const cases[14] = {
        &&c0, &&c1, &&c2, &&c3, &&c4, &&c5, &&c6, &&c7, &&c8, &&c9, &&c10, &&c11, &&c12, &&c13,
    };
    const u8 *p = j->faces, *end = j->end;
    int base = 0;
#define NEXT do { if (p >= end || *p >= 14) return; goto *cases[*p]; } while (0)
    NEXT;
c0: /* set base */
    base = p[1] | (p[2] << 8);
    p += 3;
    NEXT;
c1: { /* F3, grey */
        int a = base + p[1], b = base + p[2], c = base + p[3];
        if (!culled(a, b, c)) {
            POLY_F3 *f = (POLY_F3 *)j->pk;
            setPolyF3(f);
            setRGB0(f, 0x80, 0x80, 0x80);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b]; *(u32 *)&f->x2 = SXY[c];
            LINK(f, a, b, c);
        }
        p += 4;
        NEXT;
    }
c2: { /* F4, palette colour */
        int a = base + p[1], b = base + p[2], c = base + p[3], d = base + p[4];
        if (!culled(a, b, c)) {
            POLY_F4 *f = (POLY_F4 *)j->pk;
            setPolyF4(f);
            PAL0(f, p[5]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b];
            *(u32 *)&f->x2 = SXY[c]; *(u32 *)&f->x3 = SXY[d];
            LINK(f, a, b, c);
        }
        p += 6;
        NEXT;
    }
c3: { /* G3, rgb per vertex */
        int a = base + p[1], b = base + p[2], c = base + p[3];
        if (!culled(a, b, c)) {
            POLY_G3 *f = (POLY_G3 *)j->pk;
            setPolyG3(f);
            setRGB0(f, p[4], p[5], p[6]);
            setRGB1(f, p[7], p[8], p[9]);
            setRGB2(f, p[10], p[11], p[12]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b]; *(u32 *)&f->x2 = SXY[c];
            LINK(f, a, b, c);
        }
        p += 13;
        NEXT;
    }
c4: /* padding */
    p += 5;
    NEXT;
c5: { /* FT3, coarse uv, grey: t i0 i1 i2 c0 c1 c2 */
        const Tile *t = &j->tiles[p[1]];
        int a = base + p[2], b = base + p[3], c = base + p[4];
        if (!culled(a, b, c)) {
            POLY_FT3 *f = (POLY_FT3 *)j->pk;
            setPolyFT3(f);
            setRGB0(f, 0x80, 0x80, 0x80);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b]; *(u32 *)&f->x2 = SXY[c];
            CUV(f, 0, t, p[5]); CUV(f, 1, t, p[6]); CUV(f, 2, t, p[7]);
            f->clut = t->clut;
            f->tpage = t->tpage;
            LINK(f, a, b, c);
        }
        p += 9;
        NEXT;
    }
c6: { /* F3, absolute u16 indices, palette colour */
        int a = p[1] | (p[2] << 8), b = p[3] | (p[4] << 8), c = p[5] | (p[6] << 8);
        if (!culled(a, b, c)) {
            POLY_F3 *f = (POLY_F3 *)j->pk;
            setPolyF3(f);
            PAL0(f, p[7]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b]; *(u32 *)&f->x2 = SXY[c];
            LINK(f, a, b, c);
        }
        p += 8;
        NEXT;
    }
c7: { /* FT4, coarse uv, grey: t i0..i3 c0..c3 */
        const Tile *t = &j->tiles[p[1]];
        int a = base + p[2], b = base + p[3], c = base + p[4], d = base + p[5];
        if (!culled(a, b, c)) {
            POLY_FT4 *f = (POLY_FT4 *)j->pk;
            setPolyFT4(f);
            setRGB0(f, 0x80, 0x80, 0x80);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b];
            *(u32 *)&f->x2 = SXY[c]; *(u32 *)&f->x3 = SXY[d];
            CUV(f, 0, t, p[6]); CUV(f, 1, t, p[7]); CUV(f, 2, t, p[8]); CUV(f, 3, t, p[9]);
            f->clut = t->clut;
            f->tpage = t->tpage;
            LINK(f, a, b, c);
        }
        p += 11;
        NEXT;
    }
c8: { /* G4, palette per vertex: i0..i3 k0..k3 */
        int a = base + p[1], b = base + p[2], c = base + p[3], d = base + p[4];
        if (!culled(a, b, c)) {
            POLY_G4 *f = (POLY_G4 *)j->pk;
            setPolyG4(f);
            PAL(f, 0, p[5]); PAL(f, 1, p[6]); PAL(f, 2, p[7]); PAL(f, 3, p[8]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b];
            *(u32 *)&f->x2 = SXY[c]; *(u32 *)&f->x3 = SXY[d];
            LINK(f, a, b, c);
        }
        p += 14;
        NEXT;
    }
c9: { /* FT3: t i0 i1 i2 uv0 uv1 uv2 k */
        const Tile *t = &j->tiles[p[1]];
        int a = base + p[2], b = base + p[3], c = base + p[4];
        if (!culled(a, b, c)) {
            POLY_FT3 *f = (POLY_FT3 *)j->pk;
            setPolyFT3(f);
            PAL0(f, p[11]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b]; *(u32 *)&f->x2 = SXY[c];
            UV(f, 0, t, p + 5); UV(f, 1, t, p + 7); UV(f, 2, t, p + 9);
            f->clut = t->clut;
            f->tpage = t->tpage;
            LINK(f, a, b, c);
        }
        p += 12;
        NEXT;
    }
c10: { /* FT4: t i0..i3 uv0..uv3 k */
        const Tile *t = &j->tiles[p[1]];
        int a = base + p[2], b = base + p[3], c = base + p[4], d = base + p[5];
        if (!culled(a, b, c)) {
            POLY_FT4 *f = (POLY_FT4 *)j->pk;
            setPolyFT4(f);
            PAL0(f, p[14]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b];
            *(u32 *)&f->x2 = SXY[c]; *(u32 *)&f->x3 = SXY[d];
            UV(f, 0, t, p + 6); UV(f, 1, t, p + 8); UV(f, 2, t, p + 10); UV(f, 3, t, p + 12);
            f->clut = t->clut;
            f->tpage = t->tpage;
            LINK(f, a, b, c);
        }
        p += 15;
        NEXT;
    }
c11: { /* GT3, palette per vertex: t i0 i1 i2 uv0 uv1 uv2 k0 k1 k2 */
        const Tile *t = &j->tiles[p[1]];
        int a = base + p[2], b = base + p[3], c = base + p[4];
        if (!culled(a, b, c)) {
            POLY_GT3 *f = (POLY_GT3 *)j->pk;
            setPolyGT3(f);
            PAL(f, 0, p[11]); PAL(f, 1, p[12]); PAL(f, 2, p[13]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b]; *(u32 *)&f->x2 = SXY[c];
            UV(f, 0, t, p + 5); UV(f, 1, t, p + 7); UV(f, 2, t, p + 9);
            f->clut = t->clut;
            f->tpage = t->tpage;
            LINK(f, a, b, c);
        }
        p += 16;
        NEXT;
    }
c12: { /* GT4, palette per vertex: t i0..i3 uv0..uv3 k0..k3 */
        const Tile *t = &j->tiles[p[1]];
        int a = base + p[2], b = base + p[3], c = base + p[4], d = base + p[5];
        if (!culled(a, b, c)) {
            POLY_GT4 *f = (POLY_GT4 *)j->pk;
            setPolyGT4(f);
            PAL(f, 0, p[14]); PAL(f, 1, p[15]); PAL(f, 2, p[16]); PAL(f, 3, p[17]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b];
            *(u32 *)&f->x2 = SXY[c]; *(u32 *)&f->x3 = SXY[d];
            UV(f, 0, t, p + 6); UV(f, 1, t, p + 8); UV(f, 2, t, p + 10); UV(f, 3, t, p + 12);
            f->clut = t->clut;
            f->tpage = t->tpage;
            LINK(f, a, b, c);
        }
        p += 18;
        NEXT;
    }
c13: { /* GT3: t i0 i1 i2 uv0 uv1 uv2 rgb0 rgb1 rgb2 */
        const Tile *t = &j->tiles[p[1]];
        int a = base + p[2], b = base + p[3], c = base + p[4];
        if (!culled(a, b, c)) {
            POLY_GT3 *f = (POLY_GT3 *)j->pk;
            setPolyGT3(f);
            setRGB0(f, p[11], p[12], p[13]);
            setRGB1(f, p[14], p[15], p[16]);
            setRGB2(f, p[17], p[18], p[19]);
            *(u32 *)&f->x0 = SXY[a]; *(u32 *)&f->x1 = SXY[b]; *(u32 *)&f->x2 = SXY[c];
            UV(f, 0, t, p + 5); UV(f, 1, t, p + 7); UV(f, 2, t, p + 9);
            f->clut = t->clut;
            f->tpage = t->tpage;
            LINK(f, a, b, c);
        }
        p += 21;
        NEXT;
    }
}

void frame(const u8 *script, int n, Job *j)
{
    run_script(script, n);
    draw_threaded(j);
}
