/* The global random generator (xoshiro256** seeded through splitmix64) and the CPU random
 * kernels. One seed (xa_manual_seed) fixes every random op; the numbers are those of the
 * sequential stream in index order, so they do not depend on the thread count (a parallel
 * kernel starts each range at its own place in the stream with xa_rng_jump). */
#include "cpu.h"
#include "hot.h"
#include "parallel.h"

#include <math.h>
#include <string.h>

static uint64_t rs[4] = {0x9E3779B97F4A7C15ull, 0xBF58476D1CE4E5B9ull, 0x94D049BB133111EBull, 1};

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void xa_manual_seed(uint64_t seed) {
  uint64_t x = seed;
  for (int i = 0; i < 4; i++) rs[i] = splitmix64(&x);
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

/* one draw from state s: the output, then s stepped */
static inline uint64_t xo_next(uint64_t *s) {
  uint64_t r = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
  s[2] ^= t; s[3] = rotl(s[3], 45);
  return r;
}

uint64_t xa_rng_next(void) { return xo_next(rs); }

/* ---- jumps: M^(2^k) by repeated squaring (tensor.h) ----------------------------------- */
static uint64_t pw[64][256][4];
static int npw; /* pw[0 .. npw-1] built */

/* s = A s for the bit matrix A */
static void mat_apply(const uint64_t (*a)[4], uint64_t s[4]) {
  uint64_t r[4] = {0, 0, 0, 0};
  for (int j = 0; j < 256; j++) {
    uint64_t m = -(s[j >> 6] >> (j & 63) & 1); /* all ones when bit j is set */
    for (int w = 0; w < 4; w++) r[w] ^= a[j][w] & m;
  }
  memcpy(s, r, sizeof r);
}

const uint64_t (*xa_rng_power(int k))[4] {
  if (npw == 0) {
    for (int j = 0; j < 256; j++) {
      uint64_t s[4] = {0, 0, 0, 0};
      s[j >> 6] = 1ull << (j & 63);
      xo_next(s);
      memcpy(pw[0][j], s, sizeof s);
    }
    npw = 1;
  }
  for (; npw <= k; npw++) /* column j of A·A is A applied to column j of A */
    for (int j = 0; j < 256; j++) {
      memcpy(pw[npw][j], pw[npw - 1][j], sizeof pw[npw][j]);
      mat_apply((const uint64_t (*)[4])pw[npw - 1], pw[npw][j]);
    }
  return (const uint64_t (*)[4])pw[k];
}

void xa_rng_jump(uint64_t state[4], uint64_t q) {
  for (int k = 0; k < 64; k++)
    if (q >> k & 1) mat_apply(xa_rng_power(k), state);
}

void xa_rng_get_state(uint64_t state[4]) {
  for (int i = 0; i < 4; i++) state[i] = rs[i];
}

int xa_rng_set_state(const uint64_t state[4]) {
  if (!(state[0] | state[1] | state[2] | state[3]))
    return xa_err("set_rng_state: the all-zero state is not a valid xoshiro256** state");
  for (int i = 0; i < 4; i++) rs[i] = state[i];
  return 0;
}

double xa_rng_uniform(void) { return (double)(xa_rng_next() >> 11) * 0x1.0p-53; }

void xa_cpu_uniform(xa_tensor *t) {
  int64_t n = xa_tensor_numel(t);
  if (t->dtype == XA_FLOAT32) {
    float *p = xa_tensor_data(t);
    for (int64_t i = 0; i < n; i++) p[i] = (float)(xa_rng_next() >> 40) * 0x1.0p-24f;
  } else {
    double *p = xa_tensor_data(t);
    for (int64_t i = 0; i < n; i++) p[i] = xa_rng_uniform();
  }
}

void xa_cpu_normal(xa_tensor *t) {
  int64_t n = xa_tensor_numel(t);
  for (int64_t i = 0; i < n; i += 2) { /* Box-Muller, two normals per pair */
    double u1 = 1.0 - xa_rng_uniform(), u2 = xa_rng_uniform(); /* u1 in (0, 1] */
    double r = sqrt(-2.0 * log(u1)), a = 2.0 * M_PI * u2;
    double z0 = r * cos(a), z1 = r * sin(a);
    if (t->dtype == XA_FLOAT32) {
      float *p = xa_tensor_data(t);
      p[i] = (float)z0;
      if (i + 1 < n) p[i + 1] = (float)z1;
    } else {
      double *p = xa_tensor_data(t);
      p[i] = z0;
      if (i + 1 < n) p[i + 1] = z1;
    }
  }
}

void xa_cpu_randint(xa_tensor *t, int64_t lo, int64_t hi) {
  uint64_t range = (uint64_t)hi - (uint64_t)lo; /* unsigned: hi - lo may exceed INT64_MAX */
  /* rejection sampling: no modulo bias */
  uint64_t lim = UINT64_MAX - UINT64_MAX % range;
  int64_t *p = xa_tensor_data(t), n = xa_tensor_numel(t);
  for (int64_t i = 0; i < n; i++) {
    uint64_t r;
    do r = xa_rng_next(); while (r >= lim);
    p[i] = (int64_t)((uint64_t)lo + r % range);
  }
}

/* mask[i] = 1 with probability 1 - p, the stream drawn in index order: each 64-bit draw
 * gives two 32-bit uniforms (element 2q from the low half, 2q+1 from the high half of draw
 * q), so the mask depends only on the seed and n, whatever the thread count. 0 < p < 1.
 * The draws are split over the threads, each range starting at its place in the stream
 * (xa_rng_jump: ~20 matrix products, some 20 us): drawn on one thread, the masks of a
 * bench-small train step were 2.8% of the main thread's time with the other core idle. */
typedef struct {
  uint8_t *mask; int64_t n; uint64_t thr;
  uint64_t s0[4];  /* the state at draw 0 */
  uint64_t end[4]; /* the state after the last draw, left by the range that ends there */
} mask_args;

/* Eight lanes of the one stream: lane c draws q + c bl .. q + (c + 1) bl - 1, its state
 * jumped bl draws past lane c - 1's (bl = 2^lg: one matrix product, M^bl, per lane), the
 * eight in the 64-bit lanes of one vector. xoshiro256**'s update is a chain through its
 * state, ~3.6 cycles a draw on one lane; eight lanes step together in AVX-512 (the
 * products by 5 and 9 are vector shifts and adds), each draw's two elements stored where
 * the stream puts them. The same bits as drawing in order. */
#define LANES 8
#define LANE_MIN_LG 12 /* 4096 draws a lane at least: the 7 jumps (~1 us each) pay */
typedef uint64_t v8u64 __attribute__((vector_size(64)));
typedef uint32_t v16u32 __attribute__((vector_size(64)));
typedef uint8_t v16u8 __attribute__((vector_size(16)));
typedef uint16_t v8u16 __attribute__((vector_size(16)));
typedef uint32_t v4u32 __attribute__((vector_size(16)));
typedef uint64_t v2u64 __attribute__((vector_size(16)));

/* o[c][k] = w[k][c] for 8 x 8 16-bit words: three rounds of interleaving (unpacks) */
static inline void transpose8x8(const v8u16 w[8], v8u16 o[8]) {
  v8u16 a[8];
  v4u32 b[8];
  for (int k = 0; k < 4; k++) { /* a[2k] = w2k[0] w2k+1[0] w2k[1] w2k+1[1] ... (words 0-3) */
    a[2 * k] = __builtin_shuffle(w[2 * k], w[2 * k + 1], (v8u16){0, 8, 1, 9, 2, 10, 3, 11});
    a[2 * k + 1] = __builtin_shuffle(w[2 * k], w[2 * k + 1], (v8u16){4, 12, 5, 13, 6, 14, 7, 15});
  }
  for (int h = 0; h < 2; h++) /* b[4h + 2m + n]: draws 4h .. 4h+3 of words 4m + 2n, +1 */
    for (int m = 0; m < 2; m++) {
      v4u32 x = (v4u32)a[4 * h + m], y = (v4u32)a[4 * h + 2 + m];
      b[4 * h + 2 * m] = __builtin_shuffle(x, y, (v4u32){0, 4, 1, 5});
      b[4 * h + 2 * m + 1] = __builtin_shuffle(x, y, (v4u32){2, 6, 3, 7});
    }
  for (int j = 0; j < 4; j++) { /* words 2j, 2j+1: draws 0-3 from b[j], 4-7 from b[4 + j] */
    o[2 * j] = (v8u16)__builtin_shuffle((v2u64)b[j], (v2u64)b[4 + j], (v2u64){0, 2});
    o[2 * j + 1] = (v8u16)__builtin_shuffle((v2u64)b[j], (v2u64)b[4 + j], (v2u64){1, 3});
  }
}

/* draws q .. q + 8 bl - 1 from state s (at draw q); s left at draw q + 8 bl; thr < 2^32 */
XA_HOT512 static void draw_lanes(uint64_t *s, uint8_t *mask, uint32_t thr, int64_t q, int lg) {
  int64_t bl = (int64_t)1 << lg;
  const uint64_t (*J)[4] = xa_rng_power(lg);
  uint64_t st[LANES][4];
  memcpy(st[0], s, sizeof st[0]);
  for (int c = 1; c < LANES; c++) {
    memcpy(st[c], st[c - 1], sizeof st[c]);
    mat_apply(J, st[c]);
  }
  v8u64 s0, s1, s2, s3;
  for (int c = 0; c < LANES; c++) { s0[c] = st[c][0]; s1[c] = st[c][1]; s2[c] = st[c][2]; s3[c] = st[c][3]; }
  v16u32 th = (v16u32){0} + thr;
  uint8_t *lane[LANES]; /* lane c's elements (2-byte stores by memcpy: any alignment) */
  for (int c = 0; c < LANES; c++) lane[c] = mask + 2 * (q + c * bl);
  for (int64_t i = 0; i < bl; i += 8) { /* 8 draws a lane, then 16 bytes a lane */
    v8u16 w[8]; /* w[k][c]: lane c's two elements of draw i + k */
    for (int k = 0; k < 8; k++) {
      v8u64 r = (s1 << 2) + s1; /* * 5: shifts and adds (AVX2 has no 64-bit product) */
      r = (r << 7) | (r >> 57);
      r = (r << 3) + r;         /* * 9 */
      v8u64 t = s1 << 17;
      s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= t; s3 = (s3 << 45) | (s3 >> 19);
      /* 32-bit halves, little-endian: half 2c is lane c's low half (element 2 q_c) */
      v16u32 keep = (v16u32)((v16u32)r >= th) & 1;
      w[k] = (v8u16)__builtin_convertvector(keep, v16u8);
    }
    v8u16 o[8];
    transpose8x8(w, o);
    for (int c = 0; c < LANES; c++) memcpy(lane[c] + 2 * i, &o[c], 16);
  }
  s[0] = s0[LANES - 1]; s[1] = s1[LANES - 1]; s[2] = s2[LANES - 1]; s[3] = s3[LANES - 1];
}

/* draws q0 .. q1-1 of the mask's stream from state s (at draw q0), s stepped past them
 * (XA_HOT512 like draw_lanes: a clone calls the callee's clone of its own target) */
XA_HOT512 static void draw_mask(uint64_t *s, const mask_args *A, int64_t q0, int64_t q1) {
  uint8_t *mask = A->mask;
  uint64_t thr = A->thr;
  int64_t qf = q1 < A->n / 2 ? q1 : A->n / 2; /* draws giving two elements */
  int64_t q = q0;
  while (thr <= UINT32_MAX && (qf - q) >> (LANE_MIN_LG + 3) > 0) { /* groups of 8 lanes */
    int lg = LANE_MIN_LG;
    while ((qf - q) >> (lg + 4) > 0) lg++; /* the largest 8 x 2^lg that fits */
    draw_lanes(s, mask, (uint32_t)thr, q, lg);
    q += (int64_t)LANES << lg;
  }
  for (; q < qf; q++) {
    uint64_t r = xo_next(s);
    mask[2 * q] = (r & 0xffffffffu) >= thr;
    mask[2 * q + 1] = (r >> 32) >= thr;
  }
  if (q < q1) mask[2 * q] = (xo_next(s) & 0xffffffffu) >= thr; /* n odd: the last element */
}

static void mask_range(void *ctx, int64_t q0, int64_t q1, int t) {
  (void)t;
  mask_args *A = ctx;
  uint64_t s[4];
  memcpy(s, A->s0, sizeof s);
  xa_rng_jump(s, (uint64_t)q0);
  draw_mask(s, A, q0, q1);
  if (q1 == (A->n + 1) / 2) memcpy(A->end, s, sizeof s);
}

void xa_cpu_keep_mask(xa_tensor *t, double p) {
  mask_args A = {xa_tensor_data(t), xa_tensor_numel(t), (uint64_t)(p * 4294967296.0), {0}, {0}};
  int64_t nd = (A.n + 1) / 2;
  /* the jump matrices the threads and lanes use, built here on one thread (first use) */
  int top = 0;
  while (top < 63 && (nd >> (top + 1)) > 0) top++;
  xa_rng_power(top);
  /* a draw and its two stores cost about a unit of XA_GRAIN, a jump some 10,000 */
  if (xa_parallel_threads(nd, nd) > 1) {
    memcpy(A.s0, rs, sizeof rs);
    xa_parallel_for(nd, nd, mask_range, &A);
    memcpy(rs, A.end, sizeof rs); /* the last range stepped past every draw */
  } else {
    draw_mask(rs, &A, 0, nd);
  }
}
