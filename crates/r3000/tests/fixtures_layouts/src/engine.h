/* Shared declarations for the record-layout fixtures: PsyQ libgpu primitive layouts, the
   ordering-table macros and the GTE macros a PS1 engine uses (written from the public
   libgpu.h / inline_c.h layouts and the psx-spx GTE command encodings). */
typedef unsigned char u8;
typedef unsigned short u16;
typedef short s16;
typedef unsigned int u32;
typedef int s32;

/* libgpu primitives: tag word (len << 24 | next), then r0 g0 b0 code, … */
typedef struct { u32 tag; u8 r0, g0, b0, code; s16 x0, y0; s16 x1, y1; s16 x2, y2; } POLY_F3;
typedef struct { u32 tag; u8 r0, g0, b0, code; s16 x0, y0; s16 x1, y1; s16 x2, y2; s16 x3, y3; } POLY_F4;
typedef struct {
    u32 tag; u8 r0, g0, b0, code;
    s16 x0, y0; u8 u0, v0; u16 clut;
    s16 x1, y1; u8 u1, v1; u16 tpage;
    s16 x2, y2; u8 u2, v2; u16 pad1;
} POLY_FT3;
typedef struct {
    u32 tag; u8 r0, g0, b0, code;
    s16 x0, y0; u8 u0, v0; u16 clut;
    s16 x1, y1; u8 u1, v1; u16 tpage;
    s16 x2, y2; u8 u2, v2; u16 pad1;
    s16 x3, y3; u8 u3, v3; u16 pad2;
} POLY_FT4;
typedef struct {
    u32 tag; u8 r0, g0, b0, code; s16 x0, y0;
    u8 r1, g1, b1, pad1; s16 x1, y1;
    u8 r2, g2, b2, pad2; s16 x2, y2;
} POLY_G3;
typedef struct {
    u32 tag; u8 r0, g0, b0, code; s16 x0, y0;
    u8 r1, g1, b1, pad1; s16 x1, y1;
    u8 r2, g2, b2, pad2; s16 x2, y2;
    u8 r3, g3, b3, pad3; s16 x3, y3;
} POLY_G4;
typedef struct {
    u32 tag; u8 r0, g0, b0, code;
    s16 x0, y0; u8 u0, v0; u16 clut;
    u8 r1, g1, b1, p1; s16 x1, y1; u8 u1, v1; u16 tpage;
    u8 r2, g2, b2, p2; s16 x2, y2; u8 u2, v2; u16 pad2;
} POLY_GT3;
typedef struct {
    u32 tag; u8 r0, g0, b0, code;
    s16 x0, y0; u8 u0, v0; u16 clut;
    u8 r1, g1, b1, p1; s16 x1, y1; u8 u1, v1; u16 tpage;
    u8 r2, g2, b2, p2; s16 x2, y2; u8 u2, v2; u16 pad2;
    u8 r3, g3, b3, p3; s16 x3, y3; u8 u3, v3; u16 pad3;
} POLY_GT4;

/* libgpu's macros (len in words after the tag) */
#define setlen(p, n) (((u8 *)(p))[3] = (n))
#define setcode(p, c) ((p)->code = (c))
#define setPolyF3(p) (setlen(p, 4), setcode(p, 0x20))
#define setPolyFT3(p) (setlen(p, 7), setcode(p, 0x24))
#define setPolyG3(p) (setlen(p, 6), setcode(p, 0x30))
#define setPolyGT3(p) (setlen(p, 9), setcode(p, 0x34))
#define setPolyF4(p) (setlen(p, 5), setcode(p, 0x28))
#define setPolyFT4(p) (setlen(p, 9), setcode(p, 0x2C))
#define setPolyG4(p) (setlen(p, 8), setcode(p, 0x38))
#define setPolyGT4(p) (setlen(p, 12), setcode(p, 0x3C))
#define setSemiTrans(p, abe) ((abe) ? ((p)->code |= 2) : ((p)->code &= ~2))
#define setRGB0(p, r, g, b) ((p)->r0 = (r), (p)->g0 = (g), (p)->b0 = (b))
#define setRGB1(p, r, g, b) ((p)->r1 = (r), (p)->g1 = (g), (p)->b1 = (b))
#define setRGB2(p, r, g, b) ((p)->r2 = (r), (p)->g2 = (g), (p)->b2 = (b))
#define setRGB3(p, r, g, b) ((p)->r3 = (r), (p)->g3 = (g), (p)->b3 = (b))
#define addPrim(ot, p) \
    (*(u32 *)(p) = (*(u32 *)(p) & 0xff000000) | (*(u32 *)(ot) & 0x00ffffff), \
     *(u32 *)(ot) = (u32)(p) & 0x00ffffff)

/* GTE macros (inline_c.h style; psx-spx command words) */
#define gte_ldsxy3(a, b, c) __asm__ volatile("mtc2 %0, $12\n\tmtc2 %1, $13\n\tmtc2 %2, $14" : : "r"(a), "r"(b), "r"(c))
#define gte_ldsz3(a, b, c) __asm__ volatile("mtc2 %0, $17\n\tmtc2 %1, $18\n\tmtc2 %2, $19" : : "r"(a), "r"(b), "r"(c))
#define gte_ldsz4(a, b, c, d) __asm__ volatile("mtc2 %0, $16\n\tmtc2 %1, $17\n\tmtc2 %2, $18\n\tmtc2 %3, $19" : : "r"(a), "r"(b), "r"(c), "r"(d))
#define gte_nclip() __asm__ volatile("nop\n\tnop\n\tcop2 0x1400006")
#define gte_avsz3() __asm__ volatile("nop\n\tnop\n\tcop2 0x158002D")
#define gte_avsz4() __asm__ volatile("nop\n\tnop\n\tcop2 0x168002E")
#define gte_getopz(r) __asm__ volatile("mfc2 %0, $24\n\tnop" : "=r"(r))
#define gte_getotz(r) __asm__ volatile("mfc2 %0, $7\n\tnop" : "=r"(r))
#define gte_ldv3(a, b, c) __asm__ volatile("lwc2 $0, 0(%0)\n\tlwc2 $1, 4(%0)\n\tlwc2 $2, 0(%1)\n\tlwc2 $3, 4(%1)\n\tlwc2 $4, 0(%2)\n\tlwc2 $5, 4(%2)" : : "r"(a), "r"(b), "r"(c))
#define gte_rtpt() __asm__ volatile("nop\n\tnop\n\tcop2 0x0280030")
#define gte_stsxy3(a, b, c) __asm__ volatile("swc2 $12, 0(%0)\n\tswc2 $13, 0(%1)\n\tswc2 $14, 0(%2)" : : "r"(a), "r"(b), "r"(c) : "memory")
#define gte_getsz3(a, b, c) __asm__ volatile("mfc2 %0, $17\n\tmfc2 %1, $18\n\tmfc2 %2, $19\n\tnop" : "=r"(a), "=r"(b), "=r"(c))
#define gte_stsz3(a, b, c) __asm__ volatile("swc2 $17, 0(%0)\n\tswc2 $18, 0(%1)\n\tswc2 $19, 0(%2)" : : "r"(a), "r"(b), "r"(c) : "memory")

typedef struct { s16 vx, vy, vz, pad; } SVECTOR;

/* A texture tile as the engine holds it at run time: origin in its texture page, size, and
   the CLUT and texture-page words the GPU takes. */
typedef struct { u8 u, v, w, h; u16 clut, tpage; } Tile;

void sfx(int id);
void wait_ticks(int n);
void set_flag(int n, int v);
