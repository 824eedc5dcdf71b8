/* An engine that keeps its record lengths in a table: the loop reads the type byte, advances
   the record pointer by len[type] (a per-type table in .rodata) at the top of the loop, then
   switches, each case reading the record through the pointer it saved. The pool is one
   interleaved static array in BSS (screen x, y and depth per slot, zero when the EXE is
   loaded): culling is GTE NCLIP on the pool's packed XY words, depth GTE AVSZ3/AVSZ4 on its
   depths, clamped to 255. The command word of the flat and Gouraud types is built in a
   register with the first colour OR'd in and stored with one sw; the textured types OR the
   flags' bit 1 into the command (data, not a branch).

   State records, set by three different types:
     0 SetBase  [0, base, bias]          vertex index base (u8); bias is added to the OT depth
     4 SetColour [4, r, g, b]            current colour (types 1 and 6)
     8 SetTile  [8, flags, tile.lo, tile.hi]  current tile (u16 index) and flags (type 6: the
                                         semi-transparency bit and the blend mode)
   Lengths (the table): 0:3 1:4 2:8 3:13 4:4 5:11 6:10 7:16 8:4 9:12 10:17 11:3 12:27 13:21
   The true layout per type is in ../expected.json (written from this file by hand). */
#include "engine.h"
#include "script.h"

typedef struct { u32 xy; u16 z, pad; } Slot;

static Slot g_pool[256];
static u32 g_ot[256];

static const u8 g_len[14] = { 3, 4, 8, 13, 4, 11, 10, 16, 4, 12, 17, 3, 27, 21 };

const Tile *g_tiles;
u8 *g_pk;

static int front(int a, int b, int c)
{
    int opz;
    gte_ldsxy3(g_pool[a].xy, g_pool[b].xy, g_pool[c].xy);
    gte_nclip();
    gte_getopz(opz);
    return opz > 0;
}

static int depth3(int a, int b, int c, int bias)
{
    int z;
    gte_ldsz3(g_pool[a].z, g_pool[b].z, g_pool[c].z);
    gte_avsz3();
    gte_getotz(z);
    z += bias;
    return z > 255 ? 255 : z;
}

static int depth4(int a, int b, int c, int d, int bias)
{
    int z;
    gte_ldsz4(g_pool[a].z, g_pool[b].z, g_pool[c].z, g_pool[d].z);
    gte_avsz4();
    gte_getotz(z);
    z += bias;
    return z > 255 ? 255 : z;
}

#define XY(f, k, i) (*(u32 *)&(f)->x##k = g_pool[i].xy)
#define CMD(f, c, r, g, b) (*(u32 *)&(f)->r0 = ((u32)(c) << 24) | ((b) << 16) | ((g) << 8) | (r))
#define TUV(f, k, t, q) ((f)->u##k = (t)->u + (q)[0], (f)->v##k = (t)->v + (q)[1])

static void emit(void *prim, int z, int size)
{
    addPrim(g_ot + z, prim);
    g_pk += size;
}

void draw_table(const u8 *p, int n)
{
    const Tile *cur = g_tiles;
    int base = 0, bias = 0, fl = 0;
    u8 r = 0x80, g = 0x80, b = 0x80;

    while (n-- > 0) {
        const u8 *q = p;
        u8 t = *p;
        p += g_len[t];
        switch (t) {
        case 0: base = q[1]; bias = q[2]; break;
        case 1: { /* F3 in the current colour: i0 i1 i2 */
            int a = base + q[1], c1 = base + q[2], c2 = base + q[3];
            if (front(a, c1, c2)) {
                POLY_F3 *f = (POLY_F3 *)g_pk;
                setlen(f, 4);
                CMD(f, 0x20, r, g, b);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2);
                emit(f, depth3(a, c1, c2, bias), sizeof *f);
            }
            break;
        }
        case 2: { /* F4: i0..i3 r g b */
            int a = base + q[1], c1 = base + q[2], c2 = base + q[3], c3 = base + q[4];
            if (front(a, c1, c2)) {
                POLY_F4 *f = (POLY_F4 *)g_pk;
                setlen(f, 5);
                CMD(f, 0x28, q[5], q[6], q[7]);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2); XY(f, 3, c3);
                emit(f, depth4(a, c1, c2, c3, bias), sizeof *f);
            }
            break;
        }
        case 3: { /* G3: (rgb i) per corner */
            int a = base + q[4], c1 = base + q[8], c2 = base + q[12];
            if (front(a, c1, c2)) {
                POLY_G3 *f = (POLY_G3 *)g_pk;
                setlen(f, 6);
                CMD(f, 0x30, q[1], q[2], q[3]);
                setRGB1(f, q[5], q[6], q[7]);
                setRGB2(f, q[9], q[10], q[11]);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2);
                emit(f, depth3(a, c1, c2, bias), sizeof *f);
            }
            break;
        }
        case 4: r = q[1]; g = q[2]; b = q[3]; break;
        case 5: { /* FT3, tile u8: tile i0 i1 i2 uv0 uv1 uv2 (no culling: double-sided) */
            const Tile *tt = &g_tiles[q[1]];
            int a = base + q[2], c1 = base + q[3], c2 = base + q[4];
            POLY_FT3 *f = (POLY_FT3 *)g_pk;
            setPolyFT3(f);
            setRGB0(f, 0x80, 0x80, 0x80);
            XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2);
            TUV(f, 0, tt, q + 5); TUV(f, 1, tt, q + 7); TUV(f, 2, tt, q + 9);
            f->clut = tt->clut;
            f->tpage = tt->tpage;
            emit(f, depth3(a, c1, c2, bias), sizeof *f);
            break;
        }
        case 6: { /* FT3 with the current tile, colour and flags: i0 i1 i2 uv0 uv1 uv2 */
            int a = base + q[1], c1 = base + q[2], c2 = base + q[3];
            if (front(a, c1, c2)) {
                POLY_FT3 *f = (POLY_FT3 *)g_pk;
                setlen(f, 7);
                CMD(f, 0x24 | (fl & 2), r, g, b);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2);
                TUV(f, 0, cur, q + 4); TUV(f, 1, cur, q + 6); TUV(f, 2, cur, q + 8);
                f->clut = cur->clut;
                f->tpage = cur->tpage | ((fl & 0xc) << 3);
                emit(f, depth3(a, c1, c2, bias), sizeof *f);
            }
            break;
        }
        case 7: { /* FT4: tile.lo tile.hi i0..i3 uv0..uv3 rgb */
            const Tile *tt = &g_tiles[q[1] | (q[2] << 8)];
            int a = base + q[3], c1 = base + q[4], c2 = base + q[5], c3 = base + q[6];
            if (front(a, c1, c2)) {
                POLY_FT4 *f = (POLY_FT4 *)g_pk;
                setlen(f, 9);
                CMD(f, 0x2c, q[15], q[15], q[15]);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2); XY(f, 3, c3);
                TUV(f, 0, tt, q + 7); TUV(f, 1, tt, q + 9); TUV(f, 2, tt, q + 11);
                TUV(f, 3, tt, q + 13);
                f->clut = tt->clut;
                f->tpage = tt->tpage;
                emit(f, depth4(a, c1, c2, c3, bias), sizeof *f);
            }
            break;
        }
        case 8: fl = q[1]; cur = &g_tiles[q[2] | (q[3] << 8)]; break;
        case 9: { /* FT3: flags tile i0 i1 i2 uv0 uv1 uv2 grey */
            const Tile *tt = &g_tiles[q[2]];
            int x = q[1];
            int a = base + q[3], c1 = base + q[4], c2 = base + q[5];
            if (front(a, c1, c2)) {
                POLY_FT3 *f = (POLY_FT3 *)g_pk;
                setlen(f, 7);
                CMD(f, 0x24 | (x & 2), q[12 - 1], q[12 - 1], q[12 - 1]);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2);
                TUV(f, 0, tt, q + 6); TUV(f, 1, tt, q + 8);
                f->u2 = tt->u + q[10]; f->v2 = tt->v;
                f->clut = tt->clut;
                f->tpage = tt->tpage | ((x & 0xc) << 3);
                emit(f, depth3(a, c1, c2, bias), sizeof *f);
            }
            break;
        }
        case 10: { /* G4: i0..i3 rgb0..rgb3 */
            int a = base + q[1], c1 = base + q[2], c2 = base + q[3], c3 = base + q[4];
            if (front(a, c1, c2)) {
                POLY_G4 *f = (POLY_G4 *)g_pk;
                setlen(f, 8);
                CMD(f, 0x38, q[5], q[6], q[7]);
                setRGB1(f, q[8], q[9], q[10]);
                setRGB2(f, q[11], q[12], q[13]);
                setRGB3(f, q[14], q[15], q[16]);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2); XY(f, 3, c3);
                emit(f, depth4(a, c1, c2, c3, bias), sizeof *f);
            }
            break;
        }
        case 11: break; /* nothing: two bytes of padding after the type */
        case 12: { /* GT4: tile i0..i3 (uv rgb) per corner, flags */
            const Tile *tt = &g_tiles[q[1]];
            int x = q[26];
            int a = base + q[2], c1 = base + q[3], c2 = base + q[4], c3 = base + q[5];
            if (front(a, c1, c2)) {
                POLY_GT4 *f = (POLY_GT4 *)g_pk;
                setlen(f, 12);
                CMD(f, 0x3c | (x & 2), q[8], q[9], q[10]);
                TUV(f, 0, tt, q + 6);
                TUV(f, 1, tt, q + 11); setRGB1(f, q[13], q[14], q[15]);
                TUV(f, 2, tt, q + 16); setRGB2(f, q[18], q[19], q[20]);
                TUV(f, 3, tt, q + 21); setRGB3(f, q[23], q[24], q[25]);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2); XY(f, 3, c3);
                f->clut = tt->clut;
                f->tpage = tt->tpage | ((x & 0xc) << 3);
                emit(f, depth4(a, c1, c2, c3, bias), sizeof *f);
            }
            break;
        }
        case 13: { /* GT3: tile i0 i1 i2 uv0 uv1 uv2 rgb0 rgb1 rgb2 pad */
            const Tile *tt = &g_tiles[q[1]];
            int a = base + q[2], c1 = base + q[3], c2 = base + q[4];
            if (front(a, c1, c2)) {
                POLY_GT3 *f = (POLY_GT3 *)g_pk;
                setlen(f, 9);
                CMD(f, 0x34, q[11], q[12], q[13]);
                setRGB1(f, q[14], q[15], q[16]);
                setRGB2(f, q[17], q[18], q[19]);
                TUV(f, 0, tt, q + 5); TUV(f, 1, tt, q + 7); TUV(f, 2, tt, q + 9);
                XY(f, 0, a); XY(f, 1, c1); XY(f, 2, c2);
                f->clut = tt->clut;
                f->tpage = tt->tpage;
                emit(f, depth3(a, c1, c2, bias), sizeof *f);
            }
            break;
        }
        default:
            return;
        }
    }
}

/* The transform that fills the pool (the analysis does not run it: it finds the pool zero). */
void transform(const SVECTOR *v, int n)
{
    int i;
    for (i = 0; i < n && i < 256; i++) {
        g_pool[i].xy = (u16)(160 + (v[i].vx >> 4)) | ((u32)(120 + (v[i].vy >> 4)) << 16);
        g_pool[i].z = v[i].vz;
    }
}

void frame(const u8 *script, int n, const u8 *p, int count, const SVECTOR *v)
{
    run_script(script, n);
    transform(v, 256);
    draw_table(p, count);
}
