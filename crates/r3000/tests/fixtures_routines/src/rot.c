/* Rotation builders of several orders, written the way a PS1 game's would be: angles in an
   SVECTOR (4096 = 360 degrees), a quarter-wave sine table, 1.3.12 fixed point, the product
   of the three axis matrices formed with >> 12 after each multiply. Some write a PsyQ MATRIX
   in memory, some load the GTE rotation matrix (ctc2 to control registers 0..4). Beside them,
   routines that touch the same data but are not rotation builders: a matrix product, a
   scaler, a sine lookup, a transpose. Ground truth: expected.json (written from this file). */
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

int rcos(int a) { return rsin(a + 1024); }

static void axis(int which, int a, short r[3][3])
{
    int s = rsin(a), c = rcos(a), i, j;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++)
            r[i][j] = (i == j) ? 4096 : 0;
    if (which == 0) { r[1][1] = c; r[1][2] = -s; r[2][1] = s; r[2][2] = c; }
    if (which == 1) { r[0][0] = c; r[0][2] = s; r[2][0] = -s; r[2][2] = c; }
    if (which == 2) { r[0][0] = c; r[0][1] = -s; r[1][0] = s; r[1][1] = c; }
}

static void mul3(short a[3][3], short b[3][3], short out[3][3])
{
    short t[3][3];
    int i, j, k;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++) {
            int sum = 0;
            for (k = 0; k < 3; k++) sum += a[i][k] * b[k][j];
            t[i][j] = sum >> 12;
        }
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++) out[i][j] = t[i][j];
}

/* out = A(first) * B(second) * C(third), where first..third name axes 0=x 1=y 2=z. */
static void build(const SVECTOR *r, int first, int second, int third, short out[3][3])
{
    short a[3][3], b[3][3], c[3][3];
    int ang[3];
    ang[0] = r->vx; ang[1] = r->vy; ang[2] = r->vz;
    axis(first, ang[first], a);
    axis(second, ang[second], b);
    axis(third, ang[third], c);
    mul3(b, c, b);
    mul3(a, b, out);
}

MATRIX *rot_xyz(const SVECTOR *r, MATRIX *m) { build(r, 0, 1, 2, m->m); return m; }
MATRIX *rot_yxz(const SVECTOR *r, MATRIX *m) { build(r, 1, 0, 2, m->m); return m; }
MATRIX *rot_zyx(const SVECTOR *r, MATRIX *m) { build(r, 2, 1, 0, m->m); return m; }
MATRIX *rot_xzy(const SVECTOR *r, MATRIX *m) { build(r, 0, 2, 1, m->m); return m; }
MATRIX *rot_yzx(const SVECTOR *r, MATRIX *m) { build(r, 1, 2, 0, m->m); return m; }

/* Z·X·Y written out by hand with the products expanded (no helper calls), as an optimised
   engine routine might be. */
MATRIX *rot_zxy_inline(const SVECTOR *r, MATRIX *m)
{
    int sx = rsin(r->vx), cx = rcos(r->vx);
    int sy = rsin(r->vy), cy = rcos(r->vy);
    int sz = rsin(r->vz), cz = rcos(r->vz);
    /* Rz * Rx */
    int a00 = cz, a01 = (-sz * cx) >> 12, a02 = (sz * sx) >> 12;
    int a10 = sz, a11 = (cz * cx) >> 12, a12 = (-cz * sx) >> 12;
    int a20 = 0, a21 = sx, a22 = cx;
    /* (Rz * Rx) * Ry */
    m->m[0][0] = (a00 * cy - a02 * sy) >> 12;
    m->m[0][1] = a01;
    m->m[0][2] = (a00 * sy + a02 * cy) >> 12;
    m->m[1][0] = (a10 * cy - a12 * sy) >> 12;
    m->m[1][1] = a11;
    m->m[1][2] = (a10 * sy + a12 * cy) >> 12;
    m->m[2][0] = (a20 * cy - a22 * sy) >> 12;
    m->m[2][1] = a21;
    m->m[2][2] = (a20 * sy + a22 * cy) >> 12;
    return m;
}

/* Builds Ry·Rx·Rz and loads it into the GTE rotation matrix (RT11..RT33). */
void rot_gte_yxz(const SVECTOR *r)
{
    short t[3][3];
    unsigned int w0, w1, w2, w3, w4;
    build(r, 1, 0, 2, t);
    w0 = (unsigned short)t[0][0] | ((unsigned int)(unsigned short)t[0][1] << 16);
    w1 = (unsigned short)t[0][2] | ((unsigned int)(unsigned short)t[1][0] << 16);
    w2 = (unsigned short)t[1][1] | ((unsigned int)(unsigned short)t[1][2] << 16);
    w3 = (unsigned short)t[2][0] | ((unsigned int)(unsigned short)t[2][1] << 16);
    w4 = (unsigned short)t[2][2];
    __asm__ volatile("ctc2 %0, $0" : : "r"(w0));
    __asm__ volatile("ctc2 %0, $1" : : "r"(w1));
    __asm__ volatile("ctc2 %0, $2" : : "r"(w2));
    __asm__ volatile("ctc2 %0, $3" : : "r"(w3));
    __asm__ volatile("ctc2 %0, $4" : : "r"(w4));
}

/* Not rotation builders. */
MATRIX *mul_matrix(MATRIX *a, const MATRIX *b)
{
    short t[3][3];
    int i, j;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++) t[i][j] = b->m[i][j];
    mul3(a->m, t, a->m);
    return a;
}

MATRIX *scale_matrix(MATRIX *m, const SVECTOR *s)
{
    int i;
    for (i = 0; i < 3; i++) {
        m->m[i][0] = (m->m[i][0] * s->vx) >> 12;
        m->m[i][1] = (m->m[i][1] * s->vy) >> 12;
        m->m[i][2] = (m->m[i][2] * s->vz) >> 12;
    }
    return m;
}

/* Writes sin/cos of the three angles: trig without a matrix. */
void sincos3(const SVECTOR *r, MATRIX *m)
{
    m->m[0][0] = rsin(r->vx); m->m[0][1] = rcos(r->vx);
    m->m[1][0] = rsin(r->vy); m->m[1][1] = rcos(r->vy);
    m->m[2][0] = rsin(r->vz); m->m[2][1] = rcos(r->vz);
}

MATRIX *transpose(MATRIX *m)
{
    int i, j;
    for (i = 0; i < 3; i++)
        for (j = i + 1; j < 3; j++) {
            short t = m->m[i][j];
            m->m[i][j] = m->m[j][i];
            m->m[j][i] = t;
        }
    return m;
}
