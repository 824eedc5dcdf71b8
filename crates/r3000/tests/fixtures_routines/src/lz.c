/* Square-style LZ decoders, the way a PS1 game would carry them (field notes §5): u32
   decompressed size, then a flag byte per 8 tokens read least significant bit first;
   0 = literal, 1 = reference lo, hi with distance ((hi & 0x0F) << 8) | lo counted back from the
   output position and length (hi >> 4) + 3; a byte-by-byte copy; a reference before the output
   start yields zeros; stop at the declared size. Variants differ in argument order, in using
   a work buffer (a 4 KiB ring) and, for lz_other, in the token format itself (flag polarity
   and nibble placement swapped), which a cross-check against the native decoder must catch.
   Ground truth: expected.json. */
typedef unsigned char u8;
typedef unsigned int u32;

static u32 rd32(const u8 *p) { return p[0] | (p[1] << 8) | (p[2] << 16) | ((u32)p[3] << 24); }

#ifndef LZ_FOREIGN_ONLY
/* (source, destination) */
int lz_xeno(const u8 *src, u8 *dst)
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

/* (destination, source) */
int lz_xeno_swapped(u8 *dst, const u8 *src)
{
    return lz_xeno(src, dst);
}

/* (source, destination, work): the history lives in a 4 KiB ring in the work buffer. */
int lz_xeno_work(const u8 *src, u8 *dst, u8 *work)
{
    u32 n = rd32(src), out = 0, i;
    const u8 *p = src + 4;
    for (i = 0; i < 4096; i++) work[i] = 0;
    while (out < n) {
        u32 flags = *p++, bit;
        for (bit = 0; bit < 8 && out < n; bit++) {
            if (flags & (1u << bit)) {
                u32 lo = *p++, hi = *p++;
                u32 dist = ((hi & 0x0F) << 8) | lo, len = (hi >> 4) + 3;
                while (len-- && out < n) {
                    u8 b = work[(out - dist) & 4095];
                    work[out & 4095] = b;
                    dst[out++] = b;
                }
            } else {
                u8 b = *p++;
                work[out & 4095] = b;
                dst[out++] = b;
            }
        }
    }
    return (int)out;
}

#endif /* LZ_FOREIGN_ONLY */

/* A different LZ: flag bit 1 = literal, length in the low nibble, distance high. */
int lz_other(const u8 *src, u8 *dst)
{
    u32 n = rd32(src), out = 0;
    const u8 *p = src + 4;
    while (out < n) {
        u32 flags = *p++, bit;
        for (bit = 0; bit < 8 && out < n; bit++) {
            if (!(flags & (1u << bit))) {
                u32 lo = *p++, hi = *p++;
                u32 dist = ((hi >> 4) << 8) | lo, len = (hi & 0x0F) + 3;
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

/* Not a decoder: copies bytes and counts nibbles. */
int nibble_count(const u8 *src, u8 *dst, int n)
{
    int i, c = 0;
    for (i = 0; i < n; i++) {
        dst[i] = src[i];
        c += (src[i] & 0x0F) + (src[i] >> 4) + 3;
    }
    return c;
}
