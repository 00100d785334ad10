/* linear's forward at inference on the CPU: the weight packed once and kept with it.
 *
 * Decoding multiplies a few rows (1 at a streaming step, 64 in batched greedy decoding,
 * 320 in beam search over 64 sentences) by the same weights at every step. OpenBLAS's
 * sgemm packs op(B) = Wᵀ into its panel layout at every call, which at 64 rows is about a
 * third of the product's time (perf of greedy decoding: sgemm_incopy 15% against the
 * kernel's 33%). Here W (out, in) is packed once into panels of NR = 32 output columns:
 * panel p holds Wᵀ's columns 32p .. 32p + 31 as `in` rows of 32 contiguous floats (zeros
 * past `out`). The packed copy lives with W's storage (storage->aux, freed with it; one
 * storage may hold every weight of a model, below) and is packed again when the storage's
 * version says it was written since (an optimizer step, a copy_, a checkpoint loaded into
 * it).
 *
 * The kernel: the panels are split over the threads; for each panel and each block of MR
 * rows of x, MR x 32 accumulators start at the bias and add x[i][kk] * panel[kk][0..31]
 * for kk = 0 .. in-1 in order, one fused multiply-add each. So every element of y is the
 * same sequence of operations whatever the row count, the thread count or the block its
 * row falls in: a sentence decodes to the same bits alone, in a batch or in a beam. (The
 * sums are in another order than OpenBLAS's: results differ from the training path's
 * product in the last bits.)
 *
 * Taken when: float32 on the CPU, no gradient is being recorded (xa_grad_enabled() false:
 * decoding, evaluation), x's rows lie row-major, `in` at most 2048 (a panel of at most
 * 256 KiB, reused from the caches across the row blocks), and few enough rows for the
 * packing saved to matter: at most 1024 with AVX-512 (MR = 8 rows by two 16-float vectors),
 * at most 96 with AVX2 and FMA (MR = 3 by four 8-float vectors); never without AVX2.
 * Measured against OpenBLAS 0.3.21's sgemm (its threads, bias rows pre-filled) on the
 * 2-core Xeon, (rows, out, in): (64, 256, 256) 52.6 -> 34.3 us, (64, 8000, 256) 1392 ->
 * 1076 us, (320, 1024, 256) 676 -> 531 us, (5, 8000, 256) 627 -> 237 us, (1024, 8000, 256)
 * 14.1 -> 12.8 ms; one row at memory speed as sgemv. With AVX2 alone the kernel matched
 * OpenBLAS's AVX-512 sgemm up to about 100 rows and lost beyond, hence its bound.
 * The packing writes into the weight's storage header (aux), so two threads must not run
 * products with one weight at once (nothing in xattn shares tensors between threads).
 * Memory: each packed weight keeps a copy of itself (the decoder's and the output
 * projection's in decoding, 19 MB for bench-small; every weight after an evaluation with
 * few rows), freed with the weight. The copies are carved out of chunks in transparent huge
 * pages (xa_huge_alloc, tensor/alloc.c): in 4 KiB pages the TLB misses of a batch-1 step's
 * small products cost ~4% of it (bench-small's streaming step, alternated: 0.482-0.504 ->
 * 0.468-0.487 ms).
 * Half weights (xa_half_weights(), tensor/parallel.h: xattn.half_weights(true),
 * XATTN_HALF_WEIGHTS=1, the C API's xattn_set_half_weights): the panels hold IEEE float16
 * (rounded to nearest even, here in C at packing) and the kernels widen each row of a panel
 * exactly (F16C's vcvtph2ps) before the same multiply-adds in float32. A batch-1 step reads
 * its weights once and is bound by their bytes: they halve (bench-small's streaming step
 * 0.51-0.52 -> 0.30-0.34 ms on the 2-core Xeon). A weight with an element at or past 65520
 * (float16's infinity) keeps float32 panels. The packed copies remember the setting they
 * were made under, so switching repacks each weight at its next use.
 * XATTN_PACKED=0 in the environment (or xattn._packed_linear(false)) turns the path off;
 * XATTN_PACKED=avx2 takes the AVX2 kernels on an AVX-512 CPU (tests/host/packed.sh). */
#include "../tensor/hot.h"
#include "linear.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NR XA_PACKED_NR /* output columns per panel */
/* bytes ahead of the panel row being read that the kernel asks the caches for (4 KiB; the
 * panels lie one after the other, so it runs on into the next): one row of x reads each
 * weight once, at memory speed, and the hardware's prefetchers alone left 8-12% of that on
 * the table (m = 1, weights from memory, 2 threads: (1024, 256) 23.6-25.9 -> 20.7-21.0 us,
 * (8000, 256) 181-193 -> 166 us); neutral at 64 rows, where the panel comes from cache */
#define PREFETCH 4096 /* bytes */
#define MAX_IN 2048    /* in at most this: a panel of at most 256 KiB */

/* ---- the packed copies kept with a storage ----------------------------------------- */
/* A storage may hold many weights: an optimizer re-points every parameter at its slice of
 * one flat buffer (nn/optim.lua), so a model's weights are all views of one storage. Its
 * packed copies are a hash table keyed by the view (offset, sizes, strides); all of them
 * are stale once the storage's version moves (any write to any parameter), and each is
 * packed again at its next use. They hold about twice the storage's bytes (plus 1 MiB) at
 * most: past that, a storage read as ever new views (narrows of one matrix, say), they are
 * all dropped as the next product starts, and made again as needed. */
typedef struct {
  int64_t version, offset, out, in, s0, s1; /* the view it was made from */
  void *p;                                  /* ceil(out / NR) panels of in x NR elements;
                                             * NULL: an empty slot */
  int es;                                   /* their size: 4 (float), 2 (half, below) */
  bool half;                                /* made while halves were asked for */
} pack;

typedef struct {
  int64_t cap, n, bytes; /* slots (a power of 2), used, packed bytes held */
  pack *slot;
} packs;

static void packs_free(void *aux) {
  packs *t = aux;
  if (!t) return;
  for (int64_t i = 0; i < t->cap; i++) xa_huge_free(t->slot[i].p);
  free(t->slot);
  free(t);
}

static uint64_t view_hash(int64_t offset, int64_t out, int64_t in, int64_t s0, int64_t s1) {
  uint64_t h = (uint64_t)offset * 0x9E3779B97F4A7C15u;
  h ^= ((uint64_t)out << 1) ^ ((uint64_t)in << 21) ^ ((uint64_t)s0 << 11) ^ ((uint64_t)s1 << 41);
  return h ^ (h >> 29);
}

/* the slot of the view, or the empty slot where it would go */
static pack *find_slot(packs *t, int64_t offset, int64_t out, int64_t in, int64_t s0,
                       int64_t s1) {
  uint64_t m = (uint64_t)t->cap - 1, i = view_hash(offset, out, in, s0, s1) & m;
  for (;; i = (i + 1) & m) {
    pack *c = &t->slot[i];
    if (!c->p || (c->offset == offset && c->out == out && c->in == in && c->s0 == s0 &&
                  c->s1 == s1))
      return c;
  }
}

/* t with room for one more entry (cap doubled at half full); -1 when out of memory */
static int packs_room(packs *t) {
  if ((t->n + 1) * 2 <= t->cap) return 0;
  int64_t cap = t->cap ? t->cap * 2 : 16;
  pack *slot = calloc((size_t)cap, sizeof *slot), *old = t->slot;
  if (!slot) return -1;
  int64_t ocap = t->cap;
  t->slot = slot, t->cap = cap;
  for (int64_t i = 0; i < ocap; i++)
    if (old[i].p) *find_slot(t, old[i].offset, old[i].out, old[i].in, old[i].s0, old[i].s1) = old[i];
  free(old);
  return 0;
}

static int64_t packings; /* weights packed so far (xa_linear_packed_count) */

/* IEEE binary16 of f, rounded to nearest, ties to even (as the F16C/AVX-512 conversion
 * with its default rounding): an infinity past 65504 + 16 (the midpoint to 2^16) */
static uint16_t float_to_half(float f) {
  uint32_t x;
  memcpy(&x, &f, sizeof x);
  uint32_t sign = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
  if (ax > 0x7f800000u) return (uint16_t)(sign | 0x7e00u | ((ax >> 13) & 0x3ffu)); /* NaN */
  if (ax >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u); /* >= 65520 and infinity */
  if (ax < 0x38800000u) { /* below 2^-14: a multiple of 2^-24 (exact scaling, then rint) */
    float v;
    memcpy(&v, &ax, sizeof v);
    return (uint16_t)(sign | (uint32_t)lrintf(v * 0x1p24f)); /* 1024: the least normal */
  }
  uint32_t m = ax - 0x38000000u, h = m >> 13, rem = m & 0x1fffu; /* exponent 127 -> 15 */
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u))) h++; /* a carry moves the exponent */
  return (uint16_t)(sign | h);
}

/* whether every element of W (out, in) is finite in half precision (|w| < 65520) or is
 * not finite already: a weight that would overflow keeps its float32 panels */
static bool half_fits(const float *w, int64_t out, int64_t in, int64_t s0, int64_t s1) {
  for (int64_t j = 0; j < out; j++)
    for (int64_t i = 0; i < in; i++) {
      float a = fabsf(w[j * s0 + i * s1]);
      if (a >= 65520.f && a <= FLT_MAX) return false;
    }
  return true;
}

/* panels of W (out, in) with element (j, i) at w[j * s0 + i * s1], of es bytes each */
static void pack_weight(void *P, int es, const float *w, int64_t out, int64_t in, int64_t s0,
                        int64_t s1) {
  int64_t np = (out + NR - 1) / NR;
  packings++;
  for (int64_t p = 0; p < np; p++) {
    for (int jj = 0; jj < NR; jj++) {
      int64_t j = p * NR + jj;
      const float *row = j < out ? w + j * s0 : NULL; /* NULL: zeros past `out` */
      if (es == 4) {
        float *dst = (float *)P + p * in * NR;
        for (int64_t i = 0; i < in; i++) dst[i * NR + jj] = row ? row[i * s1] : 0.f;
      } else {
        uint16_t *dst = (uint16_t *)P + p * in * NR;
        for (int64_t i = 0; i < in; i++) dst[i * NR + jj] = row ? float_to_half(row[i * s1]) : 0;
      }
    }
  }
}

/* drops every packed copy of s when they hold more than the bound; called as a product
 * starts, never while it holds pointers into them (linear_many packs up to 8 weights of
 * one storage in turn: a drop between two would free the first one's panels) */
static void packs_trim(xa_storage *s) {
  packs *t = s->aux_free == packs_free ? s->aux : NULL;
  if (!t || t->bytes <= 2 * s->nbytes + (1 << 20)) return;
  for (int64_t i = 0; i < t->cap; i++) { xa_huge_free(t->slot[i].p); t->slot[i].p = NULL; }
  t->n = 0, t->bytes = 0;
}

/* the bytes of W (out, in)'s panels in es-byte elements, and a block for them */
static int64_t panels_bytes(int64_t out, int64_t in, int es) {
  return (out + NR - 1) / NR * in * NR * es;
}
static void *panels_alloc(int64_t out, int64_t in, int es) {
  return xa_huge_alloc((size_t)panels_bytes(out, in, es));
}

static bool half_wanted(void);

/* the packed panels of w, made or refreshed as needed (their element size in *es); NULL
 * when out of memory */
static const void *packed_of(const xa_tensor *w, int *es) {
  xa_storage *s = w->storage;
  bool half = half_wanted();
  int64_t out = w->size[0], in = w->size[1], s0 = w->stride[0], s1 = w->stride[1];
  if (s->aux && s->aux_free != packs_free) return NULL; /* aux belongs to something else */
  packs *t = s->aux;
  if (!t) {
    if (!(t = calloc(1, sizeof *t))) return NULL;
    s->aux = t;
    s->aux_free = packs_free;
  }
  pack *c = t->cap ? find_slot(t, w->offset, out, in, s0, s1) : NULL;
  if (c && c->p && c->version == s->version && c->half == half) return *es = c->es, c->p;
  const float *wd = xa_tensor_data(w);
  int want = half && half_fits(wd, out, in, s0, s1) ? 2 : 4;
  if (c && c->p) {
    if (want != c->es) { /* the precision changed: a block of the other size */
      void *p = panels_alloc(out, in, want);
      if (!p) return NULL;
      xa_huge_free(c->p);
      t->bytes += panels_bytes(out, in, want) - panels_bytes(out, in, c->es);
      c->p = p, c->es = want;
    }
    pack_weight(c->p, c->es, wd, out, in, s0, s1);
    c->version = s->version, c->half = half;
    return *es = c->es, c->p;
  }
  if (packs_room(t)) return NULL;
  void *p = panels_alloc(out, in, want);
  if (!p) return NULL;
  pack_weight(p, want, wd, out, in, s0, s1);
  *find_slot(t, w->offset, out, in, s0, s1) =
      (pack){s->version, w->offset, out, in, s0, s1, p, want, half};
  t->n++;
  t->bytes += panels_bytes(out, in, want);
  return *es = want, p;
}

/* ---- the kernels ------------------------------------------------------------------- */
/* C (MR, nc) with ldc = bias + A (MR, k) with lda · panel (k, NR); nc <= NR columns kept.
 * VT a vector of NR / NV floats; the panel's elements of type ET, a vector of them read
 * into floats by LOAD(pointer) (halves: converted exactly). The loops are unrolled so the
 * MR x NV accumulators stay in registers (MR 8 x NV 2 zmm with AVX-512, MR 3 x NV 4 ymm
 * with AVX2). */
#define KERNEL(NAME, MR, ATTR, VT, VTU, NV, ET, LOAD)                                         \
  ATTR static void NAME(int64_t k, const float *A, int64_t lda, const void *Pv,               \
                        const float *bias, float *C, int64_t ldc, int nc) {                   \
    const ET *P = Pv;                                                                         \
    VT acc[MR][NV];                                                                           \
    _Pragma("GCC unroll 8") for (int i = 0; i < MR; i++)                                      \
      _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                                    \
        acc[i][v] = *(const VTU *)(bias + v * (NR / NV));                                     \
    for (int64_t kk = 0; kk < k; kk++) {                                                      \
      __builtin_prefetch((const char *)(P + kk * NR) + PREFETCH, 0, 3);                       \
      VT w[NV];                                                                               \
      _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                                    \
        w[v] = LOAD(P + kk * NR + v * (NR / NV));                                             \
      _Pragma("GCC unroll 8") for (int i = 0; i < MR; i++) {                                  \
        float a = A[i * lda + kk];                                                            \
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++) acc[i][v] += a * w[v];           \
      }                                                                                       \
    }                                                                                         \
    for (int i = 0; i < MR; i++) {                                                            \
      if (nc == NR) {                                                                         \
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                                  \
          *(VTU *)(C + i * ldc + v * (NR / NV)) = acc[i][v];                                  \
      } else {                                                                                \
        float t[NR] __attribute__((aligned(64)));                                             \
        _Pragma("GCC unroll 4") for (int v = 0; v < NV; v++)                                  \
          *(VT *)(t + v * (NR / NV)) = acc[i][v];                                             \
        memcpy(C + i * ldc, t, (size_t)nc * sizeof(float));                                   \
      }                                                                                       \
    }                                                                                         \
  }

typedef void (*kernel_fn)(int64_t k, const float *A, int64_t lda, const void *P,
                          const float *bias, float *C, int64_t ldc, int nc);

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#include <immintrin.h>
#define HAVE_KERNELS 1
/* vectors of floats read and written where floats are (may_alias, as the intrinsics'
 * __m512 and __m256); the u types at any float's alignment */
typedef float v16 __attribute__((vector_size(64), may_alias));
typedef float v16u __attribute__((vector_size(64), aligned(4), may_alias));
typedef float v8 __attribute__((vector_size(32), may_alias));
typedef float v8u __attribute__((vector_size(32), aligned(4), may_alias));
#define T512 __attribute__((target("avx512f,avx512vl,avx2,fma")))
#define T256 __attribute__((target("avx2,fma")))
#define T512H __attribute__((target("avx512f,avx512vl,avx2,fma,f16c")))
#define T256H __attribute__((target("avx2,fma,f16c")))
#define LOAD16(p) (*(const v16 *)(p))
#define LOAD8(p) (*(const v8 *)(p))
#define LOAD16H(p) ((v16)_mm512_cvtph_ps(_mm256_load_si256((const __m256i *)(p))))
#define LOAD8H(p) ((v8)_mm256_cvtph_ps(_mm_load_si128((const __m128i *)(p))))
KERNEL(k512_8, 8, T512, v16, v16u, 2, float, LOAD16)
KERNEL(k512_4, 4, T512, v16, v16u, 2, float, LOAD16)
KERNEL(k512_2, 2, T512, v16, v16u, 2, float, LOAD16)
KERNEL(k512_1, 1, T512, v16, v16u, 2, float, LOAD16)
KERNEL(k256_3, 3, T256, v8, v8u, 4, float, LOAD8)
KERNEL(k256_2, 2, T256, v8, v8u, 4, float, LOAD8)
KERNEL(k256_1, 1, T256, v8, v8u, 4, float, LOAD8)
KERNEL(h512_8, 8, T512H, v16, v16u, 2, uint16_t, LOAD16H)
KERNEL(h512_4, 4, T512H, v16, v16u, 2, uint16_t, LOAD16H)
KERNEL(h512_2, 2, T512H, v16, v16u, 2, uint16_t, LOAD16H)
KERNEL(h512_1, 1, T512H, v16, v16u, 2, uint16_t, LOAD16H)
KERNEL(h256_3, 3, T256H, v8, v8u, 4, uint16_t, LOAD8H)
KERNEL(h256_2, 2, T256H, v8, v8u, 4, uint16_t, LOAD8H)
KERNEL(h256_1, 1, T256H, v8, v8u, 4, uint16_t, LOAD8H)
/* row-block kernels from the largest, and their row counts (0 ends the list) */
static const kernel_fn K512[] = {k512_8, k512_4, k512_2, k512_1};
static const kernel_fn H512[] = {h512_8, h512_4, h512_2, h512_1};
static const int MR512[] = {8, 4, 2, 1, 0};
static const kernel_fn K256[] = {k256_3, k256_2, k256_1};
static const kernel_fn H256[] = {h256_3, h256_2, h256_1};
static const int MR256[] = {3, 2, 1, 0};
#else
#define HAVE_KERNELS 0
#endif

/* the most rows the path takes: -1 before detect(), 0 where no kernel runs on this CPU */
static int64_t max_rows = -1;
static bool enabled = true;
static const kernel_fn *kernels, *hkernels; /* hkernels: NULL where no F16C */
static const int *mrs;

static void detect(void) {
  max_rows = 0;
#if HAVE_KERNELS
  const char *e = getenv("XATTN_PACKED");
  __builtin_cpu_init();
  bool avx2_only = e && !strcmp(e, "avx2"); /* the AVX2 kernels on an AVX-512 CPU (tests) */
  if (!avx2_only && xa_cpu_avx512()) {
    kernels = K512, mrs = MR512, max_rows = 1024;
    if (__builtin_cpu_supports("f16c")) hkernels = H512;
  } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    kernels = K256, mrs = MR256, max_rows = 96;
    if (__builtin_cpu_supports("f16c")) hkernels = H256;
  }
#else
  const char *e = getenv("XATTN_PACKED");
#endif
  if (e && !strcmp(e, "0")) enabled = false;
}

/* half weights asked for (tensor/parallel.h), and kernels here for them (F16C: the same
 * condition as the setting's, so this is the setting on every CPU that allows it) */
static bool half_wanted(void) { return hkernels && xa_half_weights(); }

bool xa_linear_packed_enable(bool on) {
  if (max_rows < 0) detect();
  bool was = enabled;
  enabled = on;
  return was;
}

int64_t xa_linear_packed_count(void) { return packings; }

int64_t xa_linear_packed_max_rows(void) {
  if (max_rows < 0) detect();
  return max_rows;
}

bool xa_linear_packed_wanted(const xa_tensor *w, int64_t rows, int64_t in, int64_t out) {
  if (max_rows < 0) detect();
  return enabled && max_rows > 0 && w->dtype == XA_FLOAT32 && xa_tensor_device(w) == XA_CPU &&
         rows >= 1 && rows <= max_rows && in >= 1 && in <= MAX_IN && out >= 1 &&
         !xa_grad_enabled();
}

typedef xa_packed_job job;

/* panels p0 .. p1 - 1, numbered across the weights in turn */
static void panels(void *ctx, int64_t p0, int64_t p1, int t) {
  const job *J = ctx;
  (void)t;
  int wi = 0;
  for (int64_t g = p0; g < p1; g++) {
    while (g >= J->first[wi + 1]) wi++;
    int64_t p = g - J->first[wi], out = J->out[wi];
    float bias[NR] __attribute__((aligned(64))) = {0};
    int nc = out - p * NR < NR ? (int)(out - p * NR) : NR;
    if (J->b[wi]) memcpy(bias, J->b[wi] + p * NR, (size_t)nc * sizeof(float));
    const char *Pp = (const char *)J->P[wi] + p * J->in * NR * J->es[wi];
    const kernel_fn *kf = J->es[wi] == 2 ? hkernels : kernels;
    int64_t c0 = p * NR, ldy = J->ldy[wi], seg = J->seg[wi];
    float *y = J->y[wi] + (seg ? c0 / seg * J->segstride[wi] + c0 % seg : c0);
    int64_t i = 0;
    for (int b = 0; mrs[b]; b++)
      for (; i + mrs[b] <= J->rows; i += mrs[b])
        kf[b](J->in, J->x + i * J->ldx, J->ldx, Pp, bias, y + i * ldy, ldy, nc);
  }
}

void xa_linear_packed_trim(const xa_tensor *w) { packs_trim(w->storage); }

int xa_linear_packed_prepare(xa_packed_job *J, int n, xa_tensor *const *w,
                             const float *const *b) {
  memset(J, 0, sizeof *J);
  J->n = n, J->in = w[0]->size[1];
  for (int i = 0; i < n; i++) {
    int64_t out = w[i]->size[0], in = w[i]->size[1];
    J->P[i] = packed_of(w[i], &J->es[i]);
    if (!J->P[i]) return xa_err("linear: out of memory packing the weight (%lld, %lld)",
                                (long long)out, (long long)in);
    J->b[i] = b[i], J->out[i] = out, J->ldy[i] = out;
    J->first[i + 1] = J->first[i] + (out + NR - 1) / NR;
  }
  return 0;
}

void xa_linear_packed_run(const xa_packed_job *J, int64_t p0, int64_t p1) {
  panels((void *)J, p0, p1, 0);
}

/* weight i and its panel of global panel number g */
static int panel_of(const xa_packed_job *J, int64_t g, int64_t *p) {
  int wi = 0;
  while (g >= J->first[wi + 1]) wi++;
  *p = g - J->first[wi];
  return wi;
}

int64_t xa_linear_packed_panel_bytes(const xa_packed_job *J, int64_t g) {
  int64_t p;
  int wi = panel_of(J, g, &p);
  return J->in * NR * J->es[wi];
}

void xa_linear_packed_prefetch(const xa_packed_job *J, int64_t g, int64_t from, int64_t bytes) {
  int64_t p;
  int wi = panel_of(J, g, &p);
  const char *Pp = (const char *)J->P[wi] + p * J->in * NR * J->es[wi];
  for (int64_t o = from; o < from + bytes; o += 64) __builtin_prefetch(Pp + o, 0, 3);
}

int xa_linear_packed_many(int n, xa_tensor *const *w, float *const *y, const float *x,
                          int64_t ldx, const float *const *b, int64_t rows) {
  job J;
  for (int i = 0; i < n; i++) packs_trim(w[i]->storage);
  if (xa_linear_packed_prepare(&J, n, w, b)) return -1;
  J.x = x, J.rows = rows, J.ldx = ldx;
  /* the weights' elements read (a row or a few are memory-bound) and the multiply-adds,
   * 1/64 of a grain's unit each as in tensor/matmul.c. A half counts as a float: counted
   * by bytes, a (256, 256) weight at batch 1 fell below the grain onto one thread, and
   * the half-weight streaming step took 0.367-0.371 ms instead of 0.335-0.347 */
  int64_t work = 0;
  for (int i = 0; i < n; i++) {
    J.y[i] = y[i];
    work += J.out[i] * J.in + rows * J.out[i] * J.in / 64;
  }
  xa_parallel_for(J.first[n], work, panels, &J);
  return 0;
}

int xa_linear_packed(const xa_tensor *w, float *y, const float *x, int64_t ldx, const float *b,
                     int64_t rows) {
  xa_tensor *ws[1] = {(xa_tensor *)w};
  return xa_linear_packed_many(1, ws, &y, x, ldx, &b, rows);
}
