/* xattn's own float32 product: C (m, n) = alpha op(A) (m, k) · op(B) (k, n) + beta C.
 *
 * Why: the train step is its products, and OpenBLAS 0.3.21's sgemm reaches ~150 GFLOP/s a
 * core of the Xeon's ~220 (what the kernel below does on operands in L1) at the step's
 * shapes (2,048 rows by 256 or 1,024, and the vocabulary). Its time goes to packing and to
 * caches rather than to the multiply-adds. This product packs less and keeps each operand
 * in the cache it is read from: measured in one process against cblas_sgemm (2-core Xeon,
 * median of 15), 1.03x-1.20x at every product of the bench-small train step on 2 threads,
 * 1.04x-1.20x on one (docs/performance.md has the table).
 *
 * The blocking (BLIS's, turned around for row-major C and a broadcast A):
 *  - C in tiles of MR = 12 rows by NR = 32 columns (24 accumulators of 16 floats); per step
 *    along k the kernel reads one row of a B panel (two vectors) and broadcasts MR
 *    elements of A: 24 multiply-adds for 2 loads and 12 broadcasts.
 *  - op(B) is packed, KC = 384 rows of k at a time and as many columns as make a block of
 *    BBLK bytes (it stays in the core's L2), into panels of KC x NR contiguous floats
 *    (zeros past n). A panel is read from L2 once per tile.
 *  - op(A): when A lies row-major (ta false) the kernel broadcasts from its rows as they
 *    lie (MR rows of KC floats: 18 KiB, in L1 for the whole run over the block's panels);
 *    nothing is copied. Stored transposed (ta: row kk of the storage holds column kk of
 *    op(A)), it is packed MCA rows at a time into slivers of KC x MR (each kk row's
 *    elements read in one contiguous run), and the kernel broadcasts from those.
 *  - Threads split C into fixed ranges of whole tiles: by rows when m >= n (each thread
 *    packs all of op(B)'s block itself: no barrier, and its copy is in its own L2), by
 *    columns otherwise (each packs its own panels).
 * Every element of C is the same sequence of operations whatever the thread count or the
 * range it falls in: sums over k in blocks of KC, each block's products added in order
 * into an accumulator that starts at 0, then C = alpha acc + beta C for the first block and
 * C += alpha acc after. So the bits depend on the sizes alone, not on the threads (unlike
 * OpenBLAS's, whose remainders move with them); they differ from OpenBLAS's in the last
 * places. beta = 0 never reads C (a NaN there is overwritten, as BLAS says).
 *
 * Taken by xa_gemm (tensor/matmul.c) for float32 products of at least MIN_WORK
 * multiply-adds (MIN_M rows, MIN_N columns, MIN_K deep), on Intel CPUs with AVX-512 (F, VL)
 * in a GCC x86-64 build (default_mode, below, on AMD's); everything else goes to OpenBLAS.
 * XATTN_SGEMM=0 in the environment (xattn._own_gemm(false) from Lua) sends every product to
 * OpenBLAS; XATTN_SGEMM=avx512 takes it on any CPU with AVX-512; XATTN_SGEMM=generic runs
 * the same blocking with kernels in portable vector C on any CPU (slow: the tests' way to
 * check the blocking where there is no AVX-512). */
#include "hot.h"
#include "cpu.h"

#include <omp.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define MR 12                /* rows of a tile: the broadcast side */
#define NR 32                /* columns of a tile: two vectors of 16 floats */
#define KC 384               /* k per block: a panel of KC x NR floats is 48 KiB */
#define MCA 192              /* rows of op(A) packed at once when ta (16 slivers, 288 KiB) */
#define BBLK (768 * 1024)    /* bytes of op(B) packed at once: kept in L2 */
#define MIN_M 4
#define MIN_N 16
#define MIN_K 16
#define MIN_WORK ((int64_t)1 << 20) /* multiply-adds */

typedef float v16 __attribute__((vector_size(64)));
typedef float v16u __attribute__((vector_size(64), aligned(4), may_alias));

/* ---- the kernels --------------------------------------------------------------------- */
/* The tile's write-back: what C becomes, given acc = the sum over this k block. */
typedef struct {
  float alpha, bet;   /* C = alpha acc + bet C (bet: beta in the first k block, 1 after) */
  const float *bias;  /* the tile's columns of a bias added to every row (first block), or NULL */
  bool relu;          /* C = max(C, 0) as it is written (the last k block) */
} epilogue;

/* C tile (mr <= MR rows, nc <= NR columns, ldc) from acc = sum over kk < k of A(i, kk)
 * P[kk][j], written as E says. A(i, kk) is AT(i, kk): A[i * lda + kk] for rows as they lie,
 * A[kk * MR + i] for a packed sliver (two functions: with the strides as variables GCC
 * kept 12 row offsets in registers and spilled in the loop) */
#define ROWS(i, kk) A[(i) * lda + (kk)]
#define SLIVER(i, kk) A[(kk) * MR + (i)]
#define KERNEL(NAME, ATTR, AT)                                                                 \
  ATTR static void NAME(int64_t k, const float *A, int64_t lda, const float *P, float *C,     \
                        int64_t ldc, int mr, int nc, const epilogue *E) {                      \
    v16 acc[MR][2];                                                                            \
    /* the tile of C asked for now, for the write-back after the k loop: a fresh output's   \
     * lines come from memory (bench-small's step, six alternated pairs: 346-399 -> 343-374 \
     * ms, faster in each by 0.3-6%; a prefetch of the B panel 1 KiB ahead bought nothing) */ \
    for (int i = 0; i < mr; i++) {                                                             \
      __builtin_prefetch(C + i * ldc, 1, 3);                                                   \
      __builtin_prefetch(C + i * ldc + 16, 1, 3);                                              \
    }                                                                                          \
    _Pragma("GCC unroll 12") for (int i = 0; i < MR; i++) acc[i][0] = acc[i][1] = (v16){0};    \
    for (int64_t kk = 0; kk < k; kk++) {                                                       \
      v16 b0 = *(const v16 *)(P + kk * NR), b1 = *(const v16 *)(P + kk * NR + 16);             \
      _Pragma("GCC unroll 12") for (int i = 0; i < MR; i++) {                                  \
        float a = AT(i, kk);                                                                   \
        acc[i][0] += a * b0;                                                                   \
        acc[i][1] += a * b1;                                                                   \
      }                                                                                        \
    }                                                                                          \
    float alpha = E->alpha, bet = E->bet;                                                      \
    const float *bias = E->bias;                                                               \
    for (int i = 0; i < mr; i++) {                                                             \
      float t[NR] __attribute__((aligned(64))), *c = C + i * ldc;                              \
      v16 r0 = acc[i][0], r1 = acc[i][1];                                                      \
      if (alpha != 1.f) r0 *= alpha, r1 *= alpha;                                              \
      if (nc == NR) {                                                                          \
        const v16u *cv = (const v16u *)c;                                                      \
        if (bet == 1.f) r0 += cv[0], r1 += cv[1];                                              \
        else if (bet != 0.f) r0 += bet * cv[0], r1 += bet * cv[1];                             \
        if (bias) r0 += *(const v16u *)bias, r1 += *(const v16u *)(bias + 16);                 \
        *(v16u *)c = r0, *(v16u *)(c + 16) = r1;                                               \
        if (E->relu) _Pragma("omp simd") for (int j = 0; j < NR; j++) c[j] = c[j] > 0 ? c[j] : 0; \
      } else {                                                                                 \
        *(v16 *)t = r0, *(v16 *)(t + 16) = r1;                                                 \
        for (int j = 0; j < nc; j++) {                                                         \
          float r = t[j];                                                                      \
          if (bet == 1.f) r += c[j];                                                           \
          else if (bet != 0.f) r += bet * c[j];                                                \
          if (bias) r += bias[j];                                                              \
          c[j] = E->relu ? (r > 0 ? r : 0) : r;                                                \
        }                                                                                      \
      }                                                                                        \
    }                                                                                          \
  }

/* op(B)'s rows pc .. pc + kc - 1, columns j0 .. j0 + w - 1 (w <= NR) as one panel
 * P[kk * NR + j] (zeros for j >= w); tb: B stored (n, k), element (kk, j) at j * ldb + kk */
#define PACK_B_SCALAR                                                                          \
  if (!tb) { /* (a copy of a fixed size is a few vector moves; of w floats, a call) */       \
    for (int64_t kk = 0; kk < kc; kk++) {                                                      \
      float *d = P + kk * NR;                                                                  \
      const float *src = B + (pc + kk) * ldb + j0;                                             \
      if (w == NR) { memcpy(d, src, NR * sizeof(float)); continue; }                          \
      memcpy(d, src, (size_t)w * sizeof(float));                                               \
      for (int j = w; j < NR; j++) d[j] = 0.f;                                                 \
    }                                                                                          \
    return;                                                                                    \
  }                                                                                            \
  for (int j = 0; j < NR; j++) {                                                               \
    const float *s = B + (j0 + j) * ldb + pc;                                                  \
    if (j < w) for (int64_t kk = 0; kk < kc; kk++) P[kk * NR + j] = s[kk];                     \
    else for (int64_t kk = 0; kk < kc; kk++) P[kk * NR + j] = 0.f;                             \
  }

static void pack_b_generic(float *P, const float *B, int64_t ldb, bool tb, int64_t pc,
                           int64_t kc, int64_t j0, int w) {
  PACK_B_SCALAR
}

/* op(A)'s rows i0 .. i0 + mb - 1 (at most MCA), columns pc .. pc + kc - 1, stored
 * transposed (element (i, kk) at kk * lda + i), as slivers S[s][kk * MR + i] of kc x MR
 * (zeros past mb): each kk reads one contiguous run of mb floats */
static void pack_at(float *S, const float *A, int64_t lda, int64_t i0, int64_t mb, int64_t pc,
                    int64_t kc) {
  for (int64_t kk = 0; kk < kc; kk++) {
    const float *src = A + (pc + kk) * lda + i0;
    for (int64_t s = 0; s * MR < mb; s++) {
      float *d = S + s * kc * MR + kk * MR;
      int h = mb - s * MR < MR ? (int)(mb - s * MR) : MR;
      if (h == MR) memcpy(d, src + s * MR, MR * sizeof(float));
      else for (int i = 0; i < MR; i++) d[i] = i < h ? src[s * MR + i] : 0.f;
    }
  }
}

/* the last rows of a row-major op(A) (mr < MR of them) as one sliver, zeros below */
static void pack_a_rows(float *S, const float *A, int64_t lda, int64_t i0, int mr, int64_t pc,
                        int64_t kc) {
  for (int64_t kk = 0; kk < kc; kk++)
    for (int i = 0; i < MR; i++) S[kk * MR + i] = i < mr ? A[(i0 + i) * lda + pc + kk] : 0.f;
}

typedef void (*kernel_fn)(int64_t k, const float *A, int64_t lda, const float *P, float *C,
                          int64_t ldc, int mr, int nc, const epilogue *E);
typedef void (*pack_b_fn)(float *P, const float *B, int64_t ldb, bool tb, int64_t pc,
                          int64_t kc, int64_t j0, int w);

KERNEL(rows_generic, , ROWS)
KERNEL(sliver_generic, , SLIVER)

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#include <immintrin.h>
#define HAVE_AVX512 1
#define T512 __attribute__((target("avx512f,avx512vl,avx2,fma")))
KERNEL(rows_512, T512, ROWS)
KERNEL(sliver_512, T512, SLIVER)

/* the 16 x 16 floats in r[0..15] transposed in place (unpack pairs, then quads, then
 * 128-bit lanes twice) */
T512 static inline void transpose16(__m512 r[16]) {
  __m512 t[16];
  for (int i = 0; i < 8; i++) {
    t[2 * i] = _mm512_unpacklo_ps(r[2 * i], r[2 * i + 1]);
    t[2 * i + 1] = _mm512_unpackhi_ps(r[2 * i], r[2 * i + 1]);
  }
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 2; j++) {
      __m512d a = _mm512_castps_pd(t[4 * i + j]), b = _mm512_castps_pd(t[4 * i + j + 2]);
      r[4 * i + 2 * j] = _mm512_castpd_ps(_mm512_unpacklo_pd(a, b));
      r[4 * i + 2 * j + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(a, b));
    }
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 4; j++) {
      t[8 * i + j] = _mm512_shuffle_f32x4(r[8 * i + j], r[8 * i + j + 4], 0x88);
      t[8 * i + j + 4] = _mm512_shuffle_f32x4(r[8 * i + j], r[8 * i + j + 4], 0xdd);
    }
  for (int j = 0; j < 8; j++) {
    r[j] = _mm512_shuffle_f32x4(t[j], t[j + 8], 0x88);
    r[j + 8] = _mm512_shuffle_f32x4(t[j], t[j + 8], 0xdd);
  }
}

/* pack_b with a full panel of a transposed B by 16 x 16 blocks in registers (estimated:
 * element by element, ~1 ns each, each thread's copy of a (256, 256) weight would take ~65
 * us of a (2048, 256, 256) product's ~0.9 ms on 2 threads) */
T512 static void pack_b_512(float *P, const float *B, int64_t ldb, bool tb, int64_t pc,
                            int64_t kc, int64_t j0, int w) {
  if (tb && w == NR) {
    for (int h = 0; h < 2; h++)
      for (int64_t kk = 0; kk < kc; kk += 16) {
        __m512 r[16];
        int kw = kc - kk < 16 ? (int)(kc - kk) : 16;
        __mmask16 km = (__mmask16)((1u << kw) - 1);
        for (int j = 0; j < 16; j++)
          r[j] = _mm512_maskz_loadu_ps(km, B + (j0 + 16 * h + j) * ldb + pc + kk);
        transpose16(r);
        for (int q = 0; q < kw; q++) _mm512_store_ps(P + (kk + q) * NR + 16 * h, r[q]);
      }
    return;
  }
  PACK_B_SCALAR
}
#else
#define HAVE_AVX512 0
#endif

/* ---- which kernels, and whether at all ----------------------------------------------- */
static int mode = -1; /* -1: not read yet; 0: off (OpenBLAS); 1: AVX-512; 2: generic */
static kernel_fn kernel_rows, kernel_sliver;
static pack_b_fn pack_b;

static void set_mode(int m) {
  mode = m;
  kernel_rows = rows_generic, kernel_sliver = sliver_generic, pack_b = pack_b_generic;
#if HAVE_AVX512
  if (m == 1) kernel_rows = rows_512, kernel_sliver = sliver_512, pack_b = pack_b_512;
#endif
}

/* AVX-512 on Intel CPUs that have it, unless the environment says otherwise. Its speed is
 * measured on Intel's 512-bit units only; AMD's Zen 4 runs AVX-512 on 256-bit halves (an
 * AVX-512 clone of the row kernels was slower than the AVX2 one there, tensor/hot.h), so
 * OpenBLAS stays the default on AMD: XATTN_SGEMM=avx512 (or xattn._own_gemm(true)) takes
 * it on any CPU with AVX-512. */
static int default_mode(void) {
  const char *e = getenv("XATTN_SGEMM");
  if (e && !strcmp(e, "0")) return 0;
  if (e && !strcmp(e, "generic")) return 2;
  if (!xa_cpu_avx512()) return 0;
  if (e && !strcmp(e, "avx512")) return 1;
#if HAVE_AVX512
  return __builtin_cpu_is("intel") ? 1 : 0;
#else
  return 0;
#endif
}

static int64_t taken; /* products done here so far (from any thread) */

int xa_sgemm_mode(int m, int64_t *count) {
  if (mode < 0) set_mode(default_mode());
  int was = mode;
  if (m == 1 && !xa_cpu_avx512()) m = 0;
  if (m >= 0) set_mode(m);
  if (count) *count = __atomic_load_n(&taken, __ATOMIC_RELAXED);
  return was;
}

/* ---- the product --------------------------------------------------------------------- */
/* scratch of the thread that runs a part: a block of op(B) and MCA packed rows of op(A),
 * made at its first product and kept (a pool thread runs many), freed when the thread
 * exits (a thread of the caller's that ran products and ends leaks nothing) */
typedef struct { float *b, *a; } scratch_bufs;
static _Thread_local scratch_bufs *tls_scratch;
static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;
static bool scratch_key_ok;

static void scratch_free(void *p) {
  scratch_bufs *s = p;
  if (!s) return;
  free(s->b), free(s->a), free(s);
}
static void scratch_key_make(void) { scratch_key_ok = !pthread_key_create(&scratch_key, scratch_free); }

/* this thread's scratch; NULL when out of memory */
static scratch_bufs *scratch(void) {
  if (tls_scratch) return tls_scratch;
  pthread_once(&scratch_once, scratch_key_make);
  if (!scratch_key_ok) return NULL;
  scratch_bufs *s = calloc(1, sizeof *s);
  if (!s) return NULL;
  s->b = aligned_alloc(64, BBLK + (size_t)KC * NR * sizeof(float));
  s->a = aligned_alloc(64, (size_t)KC * MCA * sizeof(float));
  if (!s->b || !s->a || pthread_setspecific(scratch_key, s)) {
    scratch_free(s);
    return NULL;
  }
  return tls_scratch = s;
}

typedef struct {
  bool ta, tb, by_cols;
  int64_t m, n, k, lda, ldb, ldc;
  float alpha, beta;
  const float *A, *B, *bias;
  float *C;
  bool relu;
  int nt;     /* threads asked for */
  int failed; /* a thread found no scratch: it did nothing */
} job;

/* C's rows [r0, r1) and columns [c0, c1) */
static void part(const job *J, int64_t r0, int64_t r1, int64_t c0, int64_t c1) {
  float *bbuf = tls_scratch->b, *abuf = tls_scratch->a;
  int64_t k = J->k, lda = J->lda, ldc = J->ldc;
  int64_t kcmax = k < KC ? k : KC, ncb = BBLK / (int64_t)sizeof(float) / kcmax / NR * NR;
  for (int64_t jc = c0; jc < c1; jc += ncb) {
    int64_t nb = c1 - jc < ncb ? c1 - jc : ncb, np = (nb + NR - 1) / NR;
    for (int64_t pc = 0; pc < k; pc += KC) {
      int64_t kc = k - pc < KC ? k - pc : KC;
      epilogue E = {J->alpha, pc ? 1.f : J->beta, NULL, J->relu && pc + kc == k};
      for (int64_t p = 0; p < np; p++)
        pack_b(bbuf + p * kc * NR, J->B, J->ldb, J->tb, pc, kc, jc + p * NR,
               nb - p * NR < NR ? (int)(nb - p * NR) : NR);
      for (int64_t i = r0; i < r1; i += MR) {
        int mr = r1 - i < MR ? (int)(r1 - i) : MR;
        const float *a;
        kernel_fn kern = kernel_sliver;
        if (J->ta) { /* from the slivers packed MCA rows at a time */
          int64_t q = (i - r0) % MCA;
          if (!q) pack_at(abuf, J->A, lda, i, r1 - i < MCA ? r1 - i : MCA, pc, kc);
          a = abuf + q / MR * kc * MR;
        } else if (mr == MR) { /* the rows as they lie */
          a = J->A + i * lda + pc, kern = kernel_rows;
        } else { /* the last rows, padded */
          pack_a_rows(abuf, J->A, lda, i, mr, pc, kc);
          a = abuf;
        }
        for (int64_t p = 0; p < np; p++) {
          E.bias = J->bias && !pc ? J->bias + jc + p * NR : NULL;
          kern(kc, a, lda, bbuf + p * kc * NR, J->C + i * ldc + jc + p * NR, ldc, mr,
               nb - p * NR < NR ? (int)(nb - p * NR) : NR, &E);
        }
      }
    }
  }
}

/* thread t of nt's part */
static void run_thread(const job *J, int t, int nt) {
  if (J->by_cols) { /* whole panels of NR columns */
    int64_t np = (J->n + NR - 1) / NR, p0 = np * t / nt, p1 = np * (t + 1) / nt;
    part(J, 0, J->m, p0 * NR, p1 * NR < J->n ? p1 * NR : J->n);
  } else { /* whole tiles of MR rows */
    int64_t sl = (J->m + MR - 1) / MR, s0 = sl * t / nt, s1 = sl * (t + 1) / nt;
    part(J, s0 * MR, s1 * MR < J->m ? s1 * MR : J->m, 0, J->n);
  }
}

bool xa_sgemm_ex(bool ta, bool tb, int64_t m, int64_t n, int64_t k, float alpha, const float *A,
                 int64_t lda, const float *B, int64_t ldb, float beta, float *C, int64_t ldc,
                 const float *bias, bool relu) {
  if (mode < 0) set_mode(default_mode());
  if (!mode || m < MIN_M || n < MIN_N || k < MIN_K || m * n * k < MIN_WORK) return false;
  job J = {ta, tb, n > m, m, n, k, lda, ldb, ldc, alpha, beta, A, B, bias, C, relu, 1, 0};
  int64_t units = J.by_cols ? (n + NR - 1) / NR : (m + MR - 1) / MR;
  /* a multiply-add is 1/64 of a grain's unit, as in tensor/matmul.c */
  J.nt = omp_in_parallel() ? 1 : xa_parallel_threads(units, m * n * k / 64);
  /* every thread has its scratch before any writes C: else (out of memory) nothing is
   * written and OpenBLAS does the product */
  if (J.nt == 1) {
    if (!scratch()) return false;
    run_thread(&J, 0, 1);
    __atomic_fetch_add(&taken, 1, __ATOMIC_RELAXED);
    return true;
  }
#pragma omp parallel num_threads(J.nt)
  {
    if (!scratch()) {
#pragma omp atomic write
      J.failed = 1;
    }
#pragma omp barrier
    int failed;
#pragma omp atomic read
    failed = J.failed;
    /* a team may be smaller than asked (never larger): split by its real size */
    if (!failed) run_thread(&J, omp_get_thread_num(), omp_get_num_threads());
  }
  if (J.failed) return false;
  __atomic_fetch_add(&taken, 1, __ATOMIC_RELAXED);
  return true;
}

bool xa_sgemm(bool ta, bool tb, int64_t m, int64_t n, int64_t k, float alpha, const float *A,
              int64_t lda, const float *B, int64_t ldb, float beta, float *C, int64_t ldc) {
  return xa_sgemm_ex(ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, NULL, false);
}
