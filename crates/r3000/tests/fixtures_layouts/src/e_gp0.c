/* A draw dispatch that writes each polygon straight to the GP0 port, its words assembled in
   registers (command | colour, then vertex words, then uv | clut …): no packet in RAM, so the
   layout can only be read from the GP0 writes, whose provenance is per word. The vertex pool
   (x | y << 16 per entry) comes in a context struct; culling is a C cross product. State
   record 0 sets the index base; 2 sets the current colour.
   Lengths: 0:3 1:4 2:5 3:7 4:8 5:6 6:9 7:10 8:2 9:12 10:11 11:13 12:14 13:21
   The true layout per type is in ../expected.json (written from this file by hand). */
#include "engine.h"
#include "script.h"

#define GP0 (*(volatile u32 *)0x1F801810)

typedef struct {
    const u32 *xy;
    const Tile *tiles;
} Pool;

static int back(const Pool *c, int a, int b, int d)
{
    int x0 = (s16)c->xy[a], y0 = (s16)(c->xy[a] >> 16);
    int x1 = (s16)c->xy[b], y1 = (s16)(c->xy[b] >> 16);
    int x2 = (s16)c->xy[d], y2 = (s16)(c->xy[d] >> 16);
    return (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0) <= 0;
}

#define CMD(c, r, g, b) ((u32)(c) << 24 | (u32)(b) << 16 | (u32)(g) << 8 | (u32)(r))
#define UVW(t, du, dv, hi) ((u32)(hi) << 16 | (u32)(((t)->v + (dv)) & 0xff) << 8 | (u32)(((t)->u + (du)) & 0xff))

void draw_gp0(Pool *c, const u8 *p, int n)
{
    int base = 0;
    u8 r = 0x80, g = 0x80, b = 0x80;
    while (n-- > 0) {
        switch (*p) {
        case 0:
            base = p[1] | (p[2] << 8);
            p += 3;
            break;
        case 1: { /* F3, current colour */
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3];
            if (!back(c, i0, i1, i2)) {
                GP0 = CMD(0x20, r, g, b);
                GP0 = c->xy[i0]; GP0 = c->xy[i1]; GP0 = c->xy[i2];
            }
            p += 4;
            break;
        }
        case 2:
            r = p[1]; g = p[2]; b = p[3];
            p += 5;
            break;
        case 3: { /* F3: rgb i0 i1 i2 */
            int i0 = base + p[4], i1 = base + p[5], i2 = base + p[6];
            if (!back(c, i0, i1, i2)) {
                GP0 = CMD(0x20, p[1], p[2], p[3]);
                GP0 = c->xy[i0]; GP0 = c->xy[i1]; GP0 = c->xy[i2];
            }
            p += 7;
            break;
        }
        case 4: { /* F4: i0..i3 rgb */
            int i0 = base + p[1], i1 = base + p[2], i2 = base + p[3], i3 = base + p[4];
            if (!back(c, i0, i1, i2)) {
                GP0 = CMD(0x28, p[5], p[6], p[7]);
                GP0 = c->xy[i0]; GP0 = c->xy[i1]; GP0 = c->xy[i2]; GP0 = c->xy[i3];
            }
            p += 8;
            break;
        }
        case 9: { /* FT3: t i0 i1 i2 uv0 uv1 uv2 rgb */
            const Tile *t = &c->tiles[p[1]];
            int i0 = base + p[2], i1 = base + p[3], i2 = base + p[4];
            if (!back(c, i0, i1, i2)) {
                GP0 = CMD(0x24, p[11], p[11], p[11]);
                GP0 = c->xy[i0]; GP0 = UVW(t, p[5], p[6], t->clut);
                GP0 = c->xy[i1]; GP0 = UVW(t, p[7], p[8], t->tpage);
                GP0 = c->xy[i2]; GP0 = UVW(t, p[9], p[10], 0);
            }
            p += 12;
            break;
        }
        case 13: { /* GT3: t i0 i1 i2 uv0 uv1 uv2 rgb0 rgb1 rgb2 */
            const Tile *t = &c->tiles[p[1]];
            int i0 = base + p[2], i1 = base + p[3], i2 = base + p[4];
            if (!back(c, i0, i1, i2)) {
                GP0 = CMD(0x34, p[11], p[12], p[13]);
                GP0 = c->xy[i0]; GP0 = UVW(t, p[5], p[6], t->clut);
                GP0 = CMD(0, p[14], p[15], p[16]);
                GP0 = c->xy[i1]; GP0 = UVW(t, p[7], p[8], t->tpage);
                GP0 = CMD(0, p[17], p[18], p[19]);
                GP0 = c->xy[i2]; GP0 = UVW(t, p[9], p[10], 0);
            }
            p += 21;
            break;
        }
        case 5: p += 6; break;
        case 6: p += 9; break;
        case 7: p += 10; break;
        case 8: p += 2; break;
        case 10: p += 11; break;
        case 11: p += 13; break;
        case 12: p += 14; break;
        default: return;
        }
    }
}

void frame(const u8 *script, int n, Pool *c, const u8 *p, int m)
{
    run_script(script, n);
    draw_gp0(c, p, m);
}
