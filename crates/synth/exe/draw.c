/* The synthetic game's face-record draw dispatch. It consumes exactly dewrip's provisional
   face-record layout (docs/formats/chr.md "Face records", crates/dewprism/src/chr/record.rs):
   the type byte first, 14 types, lengths 3 4 6 7 8 9 10 11 14 12 15 16 18 21; u8 vertex
   indices relative to a base set by type 0, u16 absolute indices for types 6 and 11, coarse
   uv nibbles (15ths of the tile) for 5 and 7, tiles looked up in the tile table, flags bit 0
   double-sided, bit 1 semi-transparent, bits 2-3 blend mode; type 2 sets the colour (and
   flags) type 1 draws with. Each face is culled by GTE NCLIP (unless double-sided), built as a
   PsyQ POLY_* packet in a scratch buffer and written to the GP0 port word by word, so a GPU
   capture of the game can be rendered by running this code. Type 9 is drawn by tex.s, written
   by hand in Square's style (frameless, t-registers, the GTE's screen FIFO, command words with
   record bits).
   Built by build.sh at -O2, linked at 0x80010400 inside the synthetic boot EXE. */
#include "gpu.h"

/* A tile as the game holds it at run time: texel origin in its texture page, size, and the
   CLUT and texture-page words the GPU takes. */
typedef struct { u8 u, v, w, h; u16 clut, tpage; } Tile;

typedef struct {
    const u32 *sxy;     /* screen XY per pool slot (x low, y high), from the transform */
    const Tile *tiles;  /* the model's tile table */
    u8 *pk;             /* a scratch packet */
} DrawCtx;

/* Semi-transparency: the command's bit 1. The empty asm keeps gcc from turning the branch into
   arithmetic on the flags (the command byte stays a constant on each path). */
#define SEMI(f, fl) do { if ((fl) & 2) { (f)->code |= 2; __asm__ volatile(""); } } while (0)
/* Blend mode (flags bits 2-3) into the texture page's bits 5-6 */
#define TPAGE(t, fl) ((t)->tpage | (((fl) & 0xc) << 3))
#define UV(f, n, t, q) ((f)->u##n = (t)->u + (q)[0], (f)->v##n = (t)->v + (q)[1])
#define CUV(f, n, t, c) ((f)->u##n = (t)->u + (((c) & 15) * (t)->w) / 15, \
                         (f)->v##n = (t)->v + (((c) >> 4) * (t)->h) / 15)
#define XY(f, n, s) (*(u32 *)&(f)->x##n = c->sxy[s])

/* tex.s: the textured triangle (type 9), hand-written R3000 assembly */
void tex_tri(const DrawCtx *c, const u8 *p, int base);

static int culled(const DrawCtx *c, int a, int b, int d, int fl)
{
    int opz;
    if (fl & 1)
        return 0;
    gte_ldsxy3(c->sxy[a], c->sxy[b], c->sxy[d]);
    gte_nclip();
    gte_getopz(opz);
    return opz <= 0;
}

/* Writes the packet's words (after the tag) to GP0. */
static void send(const void *pk, int words)
{
    const u32 *w = (const u32 *)pk + 1;
    while (words-- > 0)
        GP0 = *w++;
}

void draw_faces(DrawCtx *c, const u8 *p, const u8 *end)
{
    int base = 0, fl = 0;
    u8 r = 0x80, g = 0x80, b = 0x80;

    while (p < end) {
        switch (*p) {
        case 0: /* u16 base */
            base = p[1] | (p[2] << 8);
            p += 3;
            break;
        case 1: { /* i0 i1 i2: triangle, current colour */
            int a = base + p[1], e = base + p[2], h = base + p[3];
            if (!culled(c, a, e, h, fl)) {
                POLY_F3 *f = (POLY_F3 *)c->pk;
                setlen(f, 4); setcode(f, 0x20); SEMI(f, fl);
                setRGB0(f, r, g, b);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h);
                send(f, 4);
            }
            p += 4;
            break;
        }
        case 2: /* r g b flags reserved: set the colour and flags */
            r = p[1]; g = p[2]; b = p[3]; fl = p[4];
            p += 6;
            break;
        case 3: { /* i0 i1 i2 r g b: flat triangle */
            int a = base + p[1], e = base + p[2], h = base + p[3];
            if (!culled(c, a, e, h, 0)) {
                POLY_F3 *f = (POLY_F3 *)c->pk;
                setlen(f, 4); setcode(f, 0x20);
                setRGB0(f, p[4], p[5], p[6]);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h);
                send(f, 4);
            }
            p += 7;
            break;
        }
        case 4: { /* i0 i1 i2 i3 r g b: flat quad */
            int a = base + p[1], e = base + p[2], h = base + p[3], k = base + p[4];
            if (!culled(c, a, e, h, 0)) {
                POLY_F4 *f = (POLY_F4 *)c->pk;
                setlen(f, 5); setcode(f, 0x28);
                setRGB0(f, p[5], p[6], p[7]);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h); XY(f, 3, k);
                send(f, 5);
            }
            p += 8;
            break;
        }
        case 5: { /* t flags i0 i1 i2 c0 c1 c2: textured triangle, coarse uv */
            const Tile *t = &c->tiles[p[1]];
            int x = p[2], a = base + p[3], e = base + p[4], h = base + p[5];
            if (!culled(c, a, e, h, x)) {
                POLY_FT3 *f = (POLY_FT3 *)c->pk;
                setlen(f, 7); setcode(f, 0x24); SEMI(f, x);
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h);
                CUV(f, 0, t, p[6]); CUV(f, 1, t, p[7]); CUV(f, 2, t, p[8]);
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                send(f, 7);
            }
            p += 9;
            break;
        }
        case 6: { /* I0 I1 I2 r g b: flat triangle, absolute indices */
            int a = p[1] | (p[2] << 8), e = p[3] | (p[4] << 8), h = p[5] | (p[6] << 8);
            if (!culled(c, a, e, h, 0)) {
                POLY_F3 *f = (POLY_F3 *)c->pk;
                setlen(f, 4); setcode(f, 0x20);
                setRGB0(f, p[7], p[8], p[9]);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h);
                send(f, 4);
            }
            p += 10;
            break;
        }
        case 7: { /* t flags i0 i1 i2 i3 c0 c1 c2 c3: textured quad, coarse uv */
            const Tile *t = &c->tiles[p[1]];
            int x = p[2], a = base + p[3], e = base + p[4], h = base + p[5], k = base + p[6];
            if (!culled(c, a, e, h, x)) {
                POLY_FT4 *f = (POLY_FT4 *)c->pk;
                setlen(f, 9); setcode(f, 0x2C); SEMI(f, x);
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h); XY(f, 3, k);
                CUV(f, 0, t, p[7]); CUV(f, 1, t, p[8]); CUV(f, 2, t, p[9]); CUV(f, 3, t, p[10]);
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                send(f, 9);
            }
            p += 11;
            break;
        }
        case 8: { /* flags i0 i1 i2 rgb0 rgb1 rgb2: gouraud triangle */
            int x = p[1], a = base + p[2], e = base + p[3], h = base + p[4];
            if (!culled(c, a, e, h, x)) {
                POLY_G3 *f = (POLY_G3 *)c->pk;
                setlen(f, 6); setcode(f, 0x30); SEMI(f, x);
                setRGB0(f, p[5], p[6], p[7]);
                setRGB1(f, p[8], p[9], p[10]);
                setRGB2(f, p[11], p[12], p[13]);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h);
                send(f, 6);
            }
            p += 14;
            break;
        }
        case 9: /* t flags i0 i1 i2 uv0 uv1 uv2: textured triangle, by the hand-written
                   routine in tex.s */
            tex_tri(c, p, base);
            p += 12;
            break;
        case 10: { /* t flags i0 i1 i2 i3 uv0 uv1 uv2 uv3: textured quad */
            const Tile *t = &c->tiles[p[1]];
            int x = p[2], a = base + p[3], e = base + p[4], h = base + p[5], k = base + p[6];
            if (!culled(c, a, e, h, x)) {
                POLY_FT4 *f = (POLY_FT4 *)c->pk;
                setlen(f, 9); setcode(f, 0x2C); SEMI(f, x);
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h); XY(f, 3, k);
                UV(f, 0, t, p + 7); UV(f, 1, t, p + 9); UV(f, 2, t, p + 11); UV(f, 3, t, p + 13);
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                send(f, 9);
            }
            p += 15;
            break;
        }
        case 11: { /* u16 t, flags, I0 I1 I2, uv0 uv1 uv2: textured triangle, absolute */
            const Tile *t = &c->tiles[p[1] | (p[2] << 8)];
            int x = p[3];
            int a = p[4] | (p[5] << 8), e = p[6] | (p[7] << 8), h = p[8] | (p[9] << 8);
            if (!culled(c, a, e, h, x)) {
                POLY_FT3 *f = (POLY_FT3 *)c->pk;
                setlen(f, 7); setcode(f, 0x24); SEMI(f, x);
                setRGB0(f, 0x80, 0x80, 0x80);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h);
                UV(f, 0, t, p + 10); UV(f, 1, t, p + 12); UV(f, 2, t, p + 14);
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                send(f, 7);
            }
            p += 16;
            break;
        }
        case 12: { /* flags i0 i1 i2 i3 rgb0..rgb3: gouraud quad */
            int x = p[1], a = base + p[2], e = base + p[3], h = base + p[4], k = base + p[5];
            if (!culled(c, a, e, h, x)) {
                POLY_G4 *f = (POLY_G4 *)c->pk;
                setlen(f, 8); setcode(f, 0x38); SEMI(f, x);
                setRGB0(f, p[6], p[7], p[8]);
                setRGB1(f, p[9], p[10], p[11]);
                setRGB2(f, p[12], p[13], p[14]);
                setRGB3(f, p[15], p[16], p[17]);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h); XY(f, 3, k);
                send(f, 8);
            }
            p += 18;
            break;
        }
        case 13: { /* t flags i0 i1 i2 uv0 uv1 uv2 rgb0 rgb1 rgb2: gouraud textured triangle */
            const Tile *t = &c->tiles[p[1]];
            int x = p[2], a = base + p[3], e = base + p[4], h = base + p[5];
            if (!culled(c, a, e, h, x)) {
                POLY_GT3 *f = (POLY_GT3 *)c->pk;
                setlen(f, 9); setcode(f, 0x34); SEMI(f, x);
                setRGB0(f, p[12], p[13], p[14]);
                setRGB1(f, p[15], p[16], p[17]);
                setRGB2(f, p[18], p[19], p[20]);
                XY(f, 0, a); XY(f, 1, e); XY(f, 2, h);
                UV(f, 0, t, p + 6); UV(f, 1, t, p + 8); UV(f, 2, t, p + 10);
                f->clut = t->clut;
                f->tpage = TPAGE(t, x);
                send(f, 9);
            }
            p += 21;
            break;
        }
        default:
            return;
        }
    }
}
