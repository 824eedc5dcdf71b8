/* The synthetic game's bone-matrix builder and LZ decoder, built into the synthetic boot EXE's
   C blob with draw.c (build.sh), so that `dewrip exe rotation` and `dewrip lz decompress
   --exe` have real code to find and run:

   - rot_matrix: the bone-matrix builder, Rx·Ry·Rz (PsyQ RotMatrix's order, which the
     synthetic models' animations are written for), 1.3.12 fixed point, a quarter-wave sine
     table;
   - lz_decode: Square's LZ as dewrip's native decoder reads it (field notes §5), taking
     (source, destination).

   Nothing here is from the game: it is written to the published facts. */
typedef unsigned char u8;
typedef unsigned int u32;
typedef struct { short vx, vy, vz, pad; } SVECTOR;
typedef struct { short m[3][3]; short pad; int t[3]; } MATRIX;

#include "sintab.h"

int rsin(int a)
{
    a &= 4095;
    if (a < 1024) return sin_quarter[a];
    if (a < 2048) return sin_quarter[2048 - a];
    if (a < 3072) return -sin_quarter[a - 2048];
    return -sin_quarter[4096 - a];
}

int rcos(int a)
{
    return rsin(a + 1024);
}

/* m = Rx(r->vx) · Ry(r->vy) · Rz(r->vz), each product rounded down to 1.3.12. */
MATRIX *rot_matrix(const SVECTOR *r, MATRIX *m)
{
    int sx = rsin(r->vx), cx = rcos(r->vx);
    int sy = rsin(r->vy), cy = rcos(r->vy);
    int sz = rsin(r->vz), cz = rcos(r->vz);
    /* Ry · Rz */
    int b00 = (cy * cz) >> 12, b01 = (-cy * sz) >> 12, b02 = sy;
    int b10 = sz, b11 = cz, b12 = 0;
    int b20 = (-sy * cz) >> 12, b21 = (sy * sz) >> 12, b22 = cy;
    /* Rx · (Ry · Rz) */
    m->m[0][0] = b00;
    m->m[0][1] = b01;
    m->m[0][2] = b02;
    m->m[1][0] = (cx * b10 - sx * b20) >> 12;
    m->m[1][1] = (cx * b11 - sx * b21) >> 12;
    m->m[1][2] = (cx * b12 - sx * b22) >> 12;
    m->m[2][0] = (sx * b10 + cx * b20) >> 12;
    m->m[2][1] = (sx * b11 + cx * b21) >> 12;
    m->m[2][2] = (sx * b12 + cx * b22) >> 12;
    return m;
}

static u32 rd32(const u8 *p)
{
    return p[0] | (p[1] << 8) | (p[2] << 16) | ((u32)p[3] << 24);
}

int lz_decode(const u8 *src, u8 *dst)
{
    u32 n = rd32(src), out = 0;
    const u8 *p = src + 4;
    while (out < n) {
        u32 flags = *p++, bit;
        for (bit = 0; bit < 8 && out < n; bit++) {
            if (flags & (1u << bit)) {
                u32 lo = *p++, hi = *p++;
                u32 dist = ((hi & 0x0F) << 8) | lo, len = (hi >> 4) + 3;
                while (len-- && out < n) {
                    dst[out] = out >= dist ? dst[out - dist] : 0;
                    out++;
                }
            } else {
                dst[out++] = *p++;
            }
        }
    }
    return (int)out;
}
