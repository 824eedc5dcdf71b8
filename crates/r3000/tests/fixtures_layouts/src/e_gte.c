/* A PS1-engine-shaped draw dispatch: the model's vertices are transformed by GTE RTPT into a
   screen-XY pool in the scratchpad (XY words at 0x1F800000, depths as u16 at 0x1F800200), then a record stream is walked by switch (*p) over 14
   types; faces are culled by GTE NCLIP, their OT depth comes from AVSZ3/AVSZ4, and PsyQ
   POLY_* packets are built from the record fields and linked into the ordering table.
   State records: 0 sets the index base (u8 indices are base-relative), 2 sets the current
   colour (types 1, 7, 9, 10, 12 draw with it: their r0 g0 b0 are fed by no byte of theirs).
   Tiles: u/v = tile origin + record offset; clut and tpage from the tile. Type 12 takes u/v
   from a coarse byte (u = low nibble, v = high nibble, 16ths of the tile).
   Lengths: 0:3 1:4 2:5 3:7 4:8 5:13 6:17 7:7 8:4 9:12 10:15 11:26 12:9 13:21
   The true layout per type is in ../expected.json (written from this file by hand). */
#include "engine.h"
#include "script.h"

typedef struct {
    const SVECTOR *verts;
    int nverts;
    const u8 *faces;
    int nfaces;
    const Tile *tiles;
} Model;

#define SXY ((u32 *)0x1F800000)
#define SZ ((u16 *)0x1F800200)

static int front3(int a, int b, int c)
{
    int opz;
    gte_ldsxy3(SXY[a], SXY[b], SXY[c]);
    gte_nclip();
    gte_getopz(opz);
    return opz > 0;
}

static int depth3(int a, int b, int c)
{
    int z;
    gte_ldsz3(SZ[a], SZ[b], SZ[c]);
    gte_avsz3();
    gte_getotz(z);
    return z & 0xff;
}

static int depth4(int a, int b, int c, int d)
{
    int z;
    gte_ldsz4(SZ[a], SZ[b], SZ[c], SZ[d]);
    gte_avsz4();
    gte_getotz(z);
    return z & 0xff;
}

u8 *draw_gte(const Model *m, u32 *ot, u8 *pk)
{
    const SVECTOR *v = m->verts;
    const u8 *p;
    int i, n, base = 0, z;
    u8 r = 0x80, g = 0x80, b = 0x80;

    for (i = 0; i < m->nverts; i += 3) {
        gte_ldv3(&v[i], &v[i + 1], &v[i + 2]);
        gte_rtpt();
        gte_stsxy3(&SXY[i], &SXY[i + 1], &SXY[i + 2]);
        { u32 z0, z1, z2; gte_getsz3(z0, z1, z2); SZ[i] = z0; SZ[i + 1] = z1; SZ[i + 2] = z2; }
    }
    p = m->faces;
    for (n = m->nfaces; n > 0; n--) {
        switch (*p) {
        case 0: /* set base */
            base = p[1] | (p[2] << 8);
            p += 3;
            break;
        case 1: { /* F3, current colour */
            int a = base + p[1], c1 = base + p[2], c2 = base + p[3];
            if (front3(a, c1, c2)) {
                POLY_F3 *f = (POLY_F3 *)pk;
                setPolyF3(f);
                setRGB0(f, r, g, b);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                z = depth3(a, c1, c2);
                addPrim(ot + z, f);
                pk += sizeof(POLY_F3);
            }
            p += 4;
            break;
        }
        case 2: /* set colour */
            r = p[1];
            g = p[2];
            b = p[3];
            p += 5;
            break;
        case 3: { /* F3, own colour first */
            int a = base + p[4], c1 = base + p[5], c2 = base + p[6];
            if (front3(a, c1, c2)) {
                POLY_F3 *f = (POLY_F3 *)pk;
                setPolyF3(f);
                setRGB0(f, p[1], p[2], p[3]);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                z = depth3(a, c1, c2);
                addPrim(ot + z, f);
                pk += sizeof(POLY_F3);
            }
            p += 7;
            break;
        }
        case 4: { /* F4 */
            int a = base + p[1], c1 = base + p[2], c2 = base + p[3], c3 = base + p[4];
            if (front3(a, c1, c2)) {
                POLY_F4 *f = (POLY_F4 *)pk;
                setPolyF4(f);
                setRGB0(f, p[5], p[6], p[7]);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                *(u32 *)&f->x3 = SXY[c3];
                z = depth4(a, c1, c2, c3);
                addPrim(ot + z, f);
                pk += sizeof(POLY_F4);
            }
            p += 8;
            break;
        }
        case 5: { /* G3 */
            int a = base + p[1], c1 = base + p[2], c2 = base + p[3];
            if (front3(a, c1, c2)) {
                POLY_G3 *f = (POLY_G3 *)pk;
                setPolyG3(f);
                setRGB0(f, p[4], p[5], p[6]);
                setRGB1(f, p[7], p[8], p[9]);
                setRGB2(f, p[10], p[11], p[12]);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                z = depth3(a, c1, c2);
                addPrim(ot + z, f);
                pk += sizeof(POLY_G3);
            }
            p += 13;
            break;
        }
        case 6: { /* G4 */
            int a = base + p[1], c1 = base + p[2], c2 = base + p[3], c3 = base + p[4];
            if (front3(a, c1, c2)) {
                POLY_G4 *f = (POLY_G4 *)pk;
                setPolyG4(f);
                setRGB0(f, p[5], p[6], p[7]);
                setRGB1(f, p[8], p[9], p[10]);
                setRGB2(f, p[11], p[12], p[13]);
                setRGB3(f, p[14], p[15], p[16]);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                *(u32 *)&f->x3 = SXY[c3];
                z = depth4(a, c1, c2, c3);
                addPrim(ot + z, f);
                pk += sizeof(POLY_G4);
            }
            p += 17;
            break;
        }
        case 7: { /* F3, absolute u16 indices, current colour */
            int a = p[1] | (p[2] << 8), c1 = p[3] | (p[4] << 8), c2 = p[5] | (p[6] << 8);
            if (front3(a, c1, c2)) {
                POLY_F3 *f = (POLY_F3 *)pk;
                setPolyF3(f);
                setRGB0(f, r, g, b);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                z = depth3(a, c1, c2);
                addPrim(ot + z, f);
                pk += sizeof(POLY_F3);
            }
            p += 7;
            break;
        }
        case 8: /* padding record */
            p += 4;
            break;
        case 9: { /* FT3, current colour */
            const Tile *t = &m->tiles[p[1]];
            int a = base + p[2], c1 = base + p[3], c2 = base + p[4];
            if (front3(a, c1, c2)) {
                POLY_FT3 *f = (POLY_FT3 *)pk;
                setPolyFT3(f);
                setRGB0(f, r, g, b);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                f->u0 = t->u + p[5]; f->v0 = t->v + p[6];
                f->u1 = t->u + p[7]; f->v1 = t->v + p[8];
                f->u2 = t->u + p[9]; f->v2 = t->v + p[10];
                f->clut = t->clut;
                f->tpage = t->tpage;
                z = depth3(a, c1, c2);
                addPrim(ot + z, f);
                pk += sizeof(POLY_FT3);
            }
            p += 12;
            break;
        }
        case 10: { /* FT4, current colour */
            const Tile *t = &m->tiles[p[1]];
            int a = base + p[2], c1 = base + p[3], c2 = base + p[4], c3 = base + p[5];
            if (front3(a, c1, c2)) {
                POLY_FT4 *f = (POLY_FT4 *)pk;
                setPolyFT4(f);
                setRGB0(f, r, g, b);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                *(u32 *)&f->x3 = SXY[c3];
                f->u0 = t->u + p[6]; f->v0 = t->v + p[7];
                f->u1 = t->u + p[8]; f->v1 = t->v + p[9];
                f->u2 = t->u + p[10]; f->v2 = t->v + p[11];
                f->u3 = t->u + p[12]; f->v3 = t->v + p[13];
                f->clut = t->clut;
                f->tpage = t->tpage;
                z = depth4(a, c1, c2, c3);
                addPrim(ot + z, f);
                pk += sizeof(POLY_FT4);
            }
            p += 15;
            break;
        }
        case 11: { /* GT4 */
            const Tile *t = &m->tiles[p[1]];
            int a = base + p[2], c1 = base + p[3], c2 = base + p[4], c3 = base + p[5];
            if (front3(a, c1, c2)) {
                POLY_GT4 *f = (POLY_GT4 *)pk;
                setPolyGT4(f);
                setRGB0(f, p[14], p[15], p[16]);
                setRGB1(f, p[17], p[18], p[19]);
                setRGB2(f, p[20], p[21], p[22]);
                setRGB3(f, p[23], p[24], p[25]);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                *(u32 *)&f->x3 = SXY[c3];
                f->u0 = t->u + p[6]; f->v0 = t->v + p[7];
                f->u1 = t->u + p[8]; f->v1 = t->v + p[9];
                f->u2 = t->u + p[10]; f->v2 = t->v + p[11];
                f->u3 = t->u + p[12]; f->v3 = t->v + p[13];
                f->clut = t->clut;
                f->tpage = t->tpage;
                z = depth4(a, c1, c2, c3);
                addPrim(ot + z, f);
                pk += sizeof(POLY_GT4);
            }
            p += 26;
            break;
        }
        case 12: { /* FT3, coarse uv, current colour */
            const Tile *t = &m->tiles[p[1]];
            int a = base + p[2], c1 = base + p[3], c2 = base + p[4];
            if (front3(a, c1, c2)) {
                POLY_FT3 *f = (POLY_FT3 *)pk;
                setPolyFT3(f);
                setRGB0(f, r, g, b);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                f->u0 = t->u + (((p[5] & 15) * t->w) >> 4); f->v0 = t->v + (((p[5] >> 4) * t->h) >> 4);
                f->u1 = t->u + (((p[6] & 15) * t->w) >> 4); f->v1 = t->v + (((p[6] >> 4) * t->h) >> 4);
                f->u2 = t->u + (((p[7] & 15) * t->w) >> 4); f->v2 = t->v + (((p[7] >> 4) * t->h) >> 4);
                f->clut = t->clut;
                f->tpage = t->tpage;
                z = depth3(a, c1, c2);
                addPrim(ot + z, f);
                pk += sizeof(POLY_FT3);
            }
            p += 9;
            break;
        }
        case 13: { /* GT3 */
            const Tile *t = &m->tiles[p[1]];
            int a = base + p[2], c1 = base + p[3], c2 = base + p[4];
            if (front3(a, c1, c2)) {
                POLY_GT3 *f = (POLY_GT3 *)pk;
                setPolyGT3(f);
                setRGB0(f, p[11], p[12], p[13]);
                setRGB1(f, p[14], p[15], p[16]);
                setRGB2(f, p[17], p[18], p[19]);
                *(u32 *)&f->x0 = SXY[a];
                *(u32 *)&f->x1 = SXY[c1];
                *(u32 *)&f->x2 = SXY[c2];
                f->u0 = t->u + p[5]; f->v0 = t->v + p[6];
                f->u1 = t->u + p[7]; f->v1 = t->v + p[8];
                f->u2 = t->u + p[9]; f->v2 = t->v + p[10];
                f->clut = t->clut;
                f->tpage = t->tpage;
                z = depth3(a, c1, c2);
                addPrim(ot + z, f);
                pk += sizeof(POLY_GT3);
            }
            p += 21;
            break;
        }
        default:
            return pk;
        }
    }
    return pk;
}

/* The engine's frame: the event script runs first (linked first), then the models draw. */
void frame(const u8 *script, int n, const Model *m, u32 *ot, u8 *pk)
{
    run_script(script, n);
    draw_gte(m, ot, pk);
}
