/* Types, PsyQ libgpu primitive layouts and the GTE macros the synthetic game's routines use
   (from the public libgpu.h / inline_c.h layouts and psx-spx's GTE command words). */
typedef unsigned char u8;
typedef unsigned short u16;
typedef short s16;
typedef unsigned int u32;

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

#define setlen(p, n) (((u8 *)(p))[3] = (n))
#define setcode(p, c) ((p)->code = (c))
#define setRGB0(p, r, g, b) ((p)->r0 = (r), (p)->g0 = (g), (p)->b0 = (b))
#define setRGB1(p, r, g, b) ((p)->r1 = (r), (p)->g1 = (g), (p)->b1 = (b))
#define setRGB2(p, r, g, b) ((p)->r2 = (r), (p)->g2 = (g), (p)->b2 = (b))
#define setRGB3(p, r, g, b) ((p)->r3 = (r), (p)->g3 = (g), (p)->b3 = (b))

/* GP0, the GPU's command port [public: psx-spx] */
#define GP0 (*(volatile u32 *)0x1F801810)

#define gte_ldsxy3(a, b, c) __asm__ volatile("mtc2 %0, $12\n\tmtc2 %1, $13\n\tmtc2 %2, $14" : : "r"(a), "r"(b), "r"(c))
#define gte_nclip() __asm__ volatile("nop\n\tnop\n\tcop2 0x1400006")
#define gte_getopz(r) __asm__ volatile("mfc2 %0, $24\n\tnop" : "=r"(r))
