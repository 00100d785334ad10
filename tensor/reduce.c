/* Reduction and normaliser kernels (sum, prod, max/min, logsumexp, var, any/all,
 * softmax, log_softmax, cumsum, topk) and the fused backward kernels of these ops.
 *
 * Geometry. Every kernel works along one dim of tensors that share a shape except along
 * that dim (size 1 for a reduced output, k for topk); strides are arbitrary (expanded
 * inputs have stride 0). The positions of the other dims are "rows": row r is the r-th
 * multi-index over the kept dims in row-major order, and each operand's row is a strided
 * 1-D vector. Kept dims that are contiguous with each other in every operand are merged,
 * so a contiguous input viewed as (outer, n, inner) has at most two kept dims.
 *
 * Fast paths: rows with unit stride (reduce over the last dim: attention rows) run
 * `omp simd` loops; a sum over a non-last dim of a contiguous input (inner > 1) walks
 * tiles of the inner dim and vectorises across it.
 *
 * Precision. float32 sums, means, products, cumsums and variances accumulate in double.
 * A contiguous sum adds blocks of XA_SUM_BLOCK elements (each block with vector lanes in
 * double) and then the block sums in order, so a huge sum is both accurate and split
 * across threads without changing its result. int64 sums and products wrap (unsigned
 * arithmetic, no undefined behaviour).
 *
 * Threads. Rows are split in fixed contiguous ranges; each row is computed by one
 * thread the same way whatever the split, and block sums are combined in a fixed order,
 * so results never depend on the thread count. No kernel allocates storage inside a
 * parallel region. */
#include "hot.h"
#include "cpu.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define RMAXOPS XA_RGEOM_MAXOPS
#define XA_SUM_BLOCK 4096   /* elements summed per block (contiguous sums) */
#define TILE 128            /* inner positions per tile (sums over a non-last dim) */

typedef xa_rgeom rgeom;

void xa_rgeom_init(xa_rgeom *g, int dim, int nops, const xa_tensor *const *ops) {
  const xa_tensor *t0 = ops[0];
  memset(g, 0, sizeof *g);
  g->nops = nops;
  for (int k = 0; k < nops; k++) {
    g->len[k] = ops[k]->size[dim];
    g->rs[k] = ops[k]->stride[dim];
    g->base[k] = (char *)xa_tensor_data(ops[k]);
    g->es[k] = (int64_t)xa_dtype_size(ops[k]->dtype);
  }
  int n = 0;
  g->rows = 1;
  for (int d = 0; d < t0->ndim; d++) {
    if (d == dim) continue;
    int64_t sz = t0->size[d];
    g->rows *= sz;
    if (sz == 1) continue;
    if (n > 0) {
      bool merge = true;
      for (int k = 0; k < nops; k++)
        if (g->kst[k][n - 1] != ops[k]->stride[d] * sz) { merge = false; break; }
      if (merge) {
        g->ksize[n - 1] *= sz;
        for (int k = 0; k < nops; k++) g->kst[k][n - 1] = ops[k]->stride[d];
        continue;
      }
    }
    g->ksize[n] = sz;
    for (int k = 0; k < nops; k++) g->kst[k][n] = ops[k]->stride[d];
    n++;
  }
  g->nk = n;
}

/* pointers to the start of row r in every operand */
static inline void rg_ptrs(const rgeom *g, int64_t r, char **p) {
  int64_t off[RMAXOPS] = {0};
  for (int d = g->nk - 1; d >= 0; d--) {
    int64_t i = r % g->ksize[d];
    r /= g->ksize[d];
    for (int k = 0; k < g->nops; k++) off[k] += i * g->kst[k][d];
  }
  for (int k = 0; k < g->nops; k++) p[k] = g->base[k] + off[k] * g->es[k];
}

typedef void (*rows_fn)(const rgeom *g, int64_t r0, int64_t r1, void *ctx);

typedef struct { const rgeom *g; rows_fn fn; void *ctx; } rg_job;
static void rg_range(void *p, int64_t r0, int64_t r1, int t) {
  const rg_job *j = p;
  j->fn(j->g, r0, r1, j->ctx);
}

/* fn over items [0, n) (rows, or tiles) split in fixed ranges; work = elements touched */
static void rg_run_items(const rgeom *g, int64_t n, rows_fn fn, void *ctx, int64_t work) {
  rg_job j = {g, fn, ctx};
  xa_parallel_for(n, work, rg_range, &j);
}
#define rg_run(g, fn, ctx, work) rg_run_items(g, (g)->rows, fn, ctx, work)

#define FOR_ROWS(p) \
  for (int64_t r = r0; r < r1; r++) { char *p[RMAXOPS]; rg_ptrs(g, r, p);
#define END_ROWS }

/* ---- sum / mean ------------------------------------------------------------ */
typedef struct { double scale; double arg; } redctx;

#define SUM_CONTIG(NAME, T)                                                            \
  static double NAME(const T *x, int64_t n) {                                         \
    double tot = 0;                                                                   \
    for (int64_t b = 0; b < n; b += XA_SUM_BLOCK) {                                   \
      int64_t e = b + XA_SUM_BLOCK < n ? b + XA_SUM_BLOCK : n;                        \
      double acc = 0;                                                                 \
      _Pragma("omp simd reduction(+:acc)")                                            \
      for (int64_t i = b; i < e; i++) acc += (double)x[i];                            \
      tot += acc;                                                                     \
    }                                                                                 \
    return tot;                                                                       \
  }
SUM_CONTIG(sum_contig_f, float)
SUM_CONTIG(sum_contig_d, double)

#define SUM_ROWS(NAME, T, CONTIG)                                                      \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    double sc = ((const redctx *)ctx)->scale;                                         \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[1];                                                   \
      double acc = 0;                                                                 \
      if (s == 1) acc = CONTIG(x, n);                                                 \
      else for (int64_t i = 0; i < n; i++) acc += (double)x[i * s];                   \
      *(T *)p[0] = (T)(acc * sc);                                                     \
    END_ROWS                                                                          \
  }
SUM_ROWS(sum_rows_f, float, sum_contig_f)
SUM_ROWS(sum_rows_d, double, sum_contig_d)

#define ISUM_ROWS(NAME, T)                                                             \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[1];                                                   \
      uint64_t acc = 0;                                                               \
      for (int64_t i = 0; i < n; i++) acc += (uint64_t)x[i * s];                      \
      *(int64_t *)p[0] = (int64_t)acc;                                                \
    END_ROWS                                                                          \
  }
ISUM_ROWS(sum_rows_l, int64_t)
ISUM_ROWS(sum_rows_b, uint8_t)

/* sum over a non-last dim of contiguous data: for each outer position and tile of the
 * inner dim, acc[j] += x[k, j] for k along dim; the inner loop is unit-stride */
#define SUM_INNER(NAME, T)                                                             \
  XA_HOT static void NAME(const rgeom *g, int64_t it0, int64_t it1, void *ctx) {          \
    double sc = *(const double *)ctx;                                                 \
    int64_t inner = g->ksize[g->nk - 1], ntile = (inner + TILE - 1) / TILE;           \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    double acc[TILE];                                                                 \
    for (int64_t it = it0; it < it1; it++) {                                          \
      int64_t o = it / ntile, j0 = (it % ntile) * TILE;                               \
      int64_t m = inner - j0 < TILE ? inner - j0 : TILE;                              \
      char *p[RMAXOPS];                                                               \
      rg_ptrs(g, o * inner + j0, p);                                                  \
      const T *x = (const T *)p[1];                                                   \
      T *out = (T *)p[0];                                                             \
      for (int64_t j = 0; j < m; j++) acc[j] = 0;                                     \
      for (int64_t k = 0; k < n; k++) {                                               \
        const T *xk = x + k * s;                                                      \
        _Pragma("omp simd")                                                           \
        for (int64_t j = 0; j < m; j++) acc[j] += (double)xk[j];                      \
      }                                                                               \
      for (int64_t j = 0; j < m; j++) out[j] = (T)(acc[j] * sc);                      \
    }                                                                                 \
  }
SUM_INNER(sum_inner_f, float)
SUM_INNER(sum_inner_d, double)

static void sum_inner(const rgeom *g, bool isf, double sc) {
  int64_t inner = g->ksize[g->nk - 1], ntile = (inner + TILE - 1) / TILE;
  int64_t items = g->rows / inner * ntile;
  rg_run_items(g, items, isf ? sum_inner_f : sum_inner_d, &sc, g->rows * g->len[1]);
}

/* a few long contiguous rows: blocks in parallel, block sums added in order (the same
 * additions sum_contig does, so the result is the same as on one thread) */
static int sum_long_rows(const rgeom *g, bool isf, double sc) {
  int64_t n = g->len[1], nb = (n + XA_SUM_BLOCK - 1) / XA_SUM_BLOCK;
  double *part = malloc((size_t)nb * sizeof *part);
  if (!part) return xa_err("sum: out of memory for %lld partial sums", (long long)nb);
  int nt = xa_parallel_threads(nb, n);
  for (int64_t r = 0; r < g->rows; r++) {
    char *p[RMAXOPS];
    rg_ptrs(g, r, p);
    const void *x = p[1];
    XA_OMP_FOR(nt)
    for (int64_t b = 0; b < nb; b++) {
      int64_t s = b * XA_SUM_BLOCK, m = n - s < XA_SUM_BLOCK ? n - s : XA_SUM_BLOCK;
      part[b] = isf ? sum_contig_f((const float *)x + s, m) : sum_contig_d((const double *)x + s, m);
    }
    double tot = 0;
    for (int64_t b = 0; b < nb; b++) tot += part[b];
    if (isf) *(float *)p[0] = (float)(tot * sc);
    else *(double *)p[0] = tot * sc;
  }
  free(part);
  return 0;
}

/* ---- prod ---------------------------------------------------------------- */
#define PROD_ROWS(NAME, T)                                                             \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[1];                                                   \
      double acc = 1;                                                                 \
      for (int64_t i = 0; i < n; i++) acc *= (double)x[i * s];                        \
      *(T *)p[0] = (T)acc;                                                            \
    END_ROWS                                                                          \
  }
PROD_ROWS(prod_rows_f, float)
PROD_ROWS(prod_rows_d, double)

#define IPROD_ROWS(NAME, T)                                                            \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[1];                                                   \
      uint64_t acc = 1;                                                               \
      for (int64_t i = 0; i < n; i++) acc *= (uint64_t)x[i * s];                      \
      *(int64_t *)p[0] = (int64_t)acc;                                                \
    END_ROWS                                                                          \
  }
IPROD_ROWS(prod_rows_l, int64_t)
IPROD_ROWS(prod_rows_b, uint8_t)

/* ---- max / min with indices: first occurrence; the first NaN wins ---------- */
#define ISNAN_I(v) 0
#define MAXMIN_ROWS(NAME, T, CMP, ISNAN)                                               \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[2], s = g->rs[2];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[2];                                                   \
      T best = x[0];                                                                  \
      int64_t bi = 0;                                                                 \
      if (!ISNAN(best))                                                               \
        for (int64_t i = 1; i < n; i++) {                                             \
          T v = x[i * s];                                                             \
          if (ISNAN(v)) { best = v; bi = i; break; }                                  \
          if (v CMP best) { best = v; bi = i; }                                       \
        }                                                                             \
      *(T *)p[0] = best;                                                              \
      *(int64_t *)p[1] = bi;                                                          \
    END_ROWS                                                                          \
  }
MAXMIN_ROWS(max_rows_l, int64_t, >, ISNAN_I)
MAXMIN_ROWS(max_rows_b, uint8_t, >, ISNAN_I)

/* Float rows of unit stride (greedy decoding's argmax over the vocabulary): one vectorised
 * pass for the extreme and for whether the row holds a NaN, then the first index holding
 * it (or the first NaN), so the answer is the scalar loop's: the first occurrence, the
 * first NaN winning. The value returned is x[index], so -0.0 and 0.0 come out as the
 * scalar loop gives them. (measured: (64, 8000) rows 4.7% of a greedy decoding's time
 * before.) The index is looked for 32 elements at a time (vector compares): element by
 * element it had cost as much as the pass for the extreme (a 1 x 8000 max 3.2 -> 1.7 us
 * with the binding's cost). Other strides take the scalar loop. */
#define FMAXMIN_ROWS(NAME, T, CMP, RED)                                                \
  XA_HOT static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {       \
    (void)ctx;                                                                        \
    int64_t n = g->len[2], s = g->rs[2];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[2];                                                   \
      int64_t bi = 0;                                                                 \
      if (s == 1) {                                                                   \
        T m = x[0];                                                                   \
        int nan = 0;                                                                  \
        _Pragma(RED)                                                                  \
        for (int64_t i = 0; i < n; i++) { m = x[i] CMP m ? x[i] : m; nan |= x[i] != x[i]; } \
        if (nan) { while (x[bi] == x[bi]) bi++; }                                     \
        else {                                                                        \
          /* the first block of 32 holding m (vector compares), then the element */   \
          for (; bi + 32 <= n; bi += 32) {                                            \
            int hit = 0;                                                              \
            for (int j = 0; j < 32; j++) hit |= x[bi + j] == m;                       \
            if (hit) break;                                                           \
          }                                                                           \
          while (bi < n - 1 && x[bi] != m) bi++; /* bounded: m is one of x */         \
        }                                                                             \
      } else {                                                                        \
        T best = x[0];                                                                \
        if (best == best)                                                             \
          for (int64_t i = 1; i < n; i++) {                                           \
            T v = x[i * s];                                                           \
            if (v != v) { bi = i; break; }                                            \
            if (v CMP best) { best = v; bi = i; }                                     \
          }                                                                           \
      }                                                                               \
      *(T *)p[0] = x[bi * s];                                                         \
      *(int64_t *)p[1] = bi;                                                          \
    END_ROWS                                                                          \
  }
FMAXMIN_ROWS(max_rows_f, float, >, "omp simd reduction(max:m) reduction(|:nan)")
FMAXMIN_ROWS(max_rows_d, double, >, "omp simd reduction(max:m) reduction(|:nan)")
FMAXMIN_ROWS(min_rows_f, float, <, "omp simd reduction(min:m) reduction(|:nan)")
FMAXMIN_ROWS(min_rows_d, double, <, "omp simd reduction(min:m) reduction(|:nan)")
MAXMIN_ROWS(min_rows_l, int64_t, <, ISNAN_I)
MAXMIN_ROWS(min_rows_b, uint8_t, <, ISNAN_I)

/* ---- logsumexp: max + log(sum exp(x - max)); -inf rows give -inf ------------ */
#define LSE_ROWS(NAME, T, EXP)                                                         \
  XA_HOT static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[1];                                                   \
      T m = -INFINITY, res;                                                           \
      if (s == 1) {                                                                   \
        _Pragma("omp simd reduction(max:m)")                                          \
        for (int64_t i = 0; i < n; i++) m = x[i] > m ? x[i] : m;                      \
      } else {                                                                        \
        for (int64_t i = 0; i < n; i++) { T v = x[i * s]; m = v > m ? v : m; }        \
      }                                                                               \
      /* the max skips NaN; with a finite max a NaN shows up through the sum */       \
      if (isinf(m)) {                                                                 \
        res = m;                                                                      \
        for (int64_t i = 0; i < n; i++) if (x[i * s] != x[i * s]) { res = NAN; break; } \
      } else {                                                                        \
        double acc = 0;                                                               \
        if (s == 1) {                                                                 \
          for (int64_t b = 0; b < n; b += XA_EXP_BLOCK) {                                \
            int64_t be = b + XA_EXP_BLOCK < n ? b + XA_EXP_BLOCK : n;                       \
            T part = 0;                                                               \
            _Pragma("omp simd reduction(+:part)")                                     \
            for (int64_t i = b; i < be; i++) part += EXP(x[i] - m);                   \
            acc += part;                                                              \
          }                                                                           \
        } else {                                                                      \
          for (int64_t i = 0; i < n; i++) acc += EXP(x[i * s] - m);                   \
        }                                                                             \
        res = (T)((double)m + log(acc));                                              \
      }                                                                               \
      *(T *)p[0] = res;                                                               \
    END_ROWS                                                                          \
  }
LSE_ROWS(lse_rows_f, float, fast_expf)
LSE_ROWS(lse_rows_d, double, exp)

/* ---- var: two passes in double; arg = ddof (0 or 1) ------------------------ */
#define VAR_ROWS(NAME, T)                                                              \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    double ddof = ((const redctx *)ctx)->arg;                                         \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[1];                                                   \
      double mean = 0, ss = 0;                                                        \
      for (int64_t i = 0; i < n; i++) mean += (double)x[i * s];                       \
      mean /= (double)n;                                                              \
      for (int64_t i = 0; i < n; i++) { double d = (double)x[i * s] - mean; ss += d * d; } \
      *(T *)p[0] = n == 0 ? (T)NAN : (T)(ss / ((double)n - ddof));                    \
    END_ROWS                                                                          \
  }
VAR_ROWS(var_rows_f, float)
VAR_ROWS(var_rows_d, double)

/* ---- any / all ------------------------------------------------------------- */
#define ANYALL_ROWS(NAME, T, ALL)                                                      \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[1], s = g->rs[1];                                              \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[1];                                                   \
      uint8_t res = ALL;                                                              \
      for (int64_t i = 0; i < n; i++)                                                 \
        if ((x[i * s] != 0) != ALL) { res = !ALL; break; }                            \
      *(uint8_t *)p[0] = res;                                                         \
    END_ROWS                                                                          \
  }
ANYALL_ROWS(any_rows_b, uint8_t, 0)
ANYALL_ROWS(any_rows_l, int64_t, 0)
ANYALL_ROWS(any_rows_f, float, 0)
ANYALL_ROWS(any_rows_d, double, 0)
ANYALL_ROWS(all_rows_b, uint8_t, 1)
ANYALL_ROWS(all_rows_l, int64_t, 1)
ANYALL_ROWS(all_rows_f, float, 1)
ANYALL_ROWS(all_rows_d, double, 1)

int xa_cpu_reduce(xa_redop op, xa_tensor *out, xa_tensor *idx, const xa_tensor *x, int dim,
                     double arg) {
  rgeom g;
  int dt = x->dtype;
  if (op == XA_RED_MAX || op == XA_RED_MIN) {
    const xa_tensor *ops[3] = {out, idx, x};
    xa_rgeom_init(&g, dim, 3, ops);
    static const rows_fn mx[XA_NDTYPE] = {max_rows_b, max_rows_l, max_rows_f, max_rows_d};
    static const rows_fn mn[XA_NDTYPE] = {min_rows_b, min_rows_l, min_rows_f, min_rows_d};
    rg_run(&g, (op == XA_RED_MAX ? mx : mn)[dt], NULL, g.rows * g.len[2]);
    return 0;
  }
  const xa_tensor *ops[2] = {out, x};
  xa_rgeom_init(&g, dim, 2, ops);
  int64_t n = g.len[1], work = g.rows * n;
  redctx c = {1.0, arg};
  rows_fn fn = NULL;
  switch (op) {
  case XA_RED_SUM: case XA_RED_MEAN: {
    if (op == XA_RED_MEAN) c.scale = 1.0 / (double)n; /* n == 0: 0 * inf = NaN */
    if (dt == XA_BOOL || dt == XA_INT64) { fn = dt == XA_BOOL ? sum_rows_b : sum_rows_l; break; }
    bool isf = dt == XA_FLOAT32;
    /* contiguous along the inner kept dim in both operands, reducing a non-last dim */
    if (g.nk >= 1 && g.kst[0][g.nk - 1] == 1 && g.kst[1][g.nk - 1] == 1 &&
        g.ksize[g.nk - 1] >= 16 && g.rs[1] != 1 && g.rows > 0) {
      sum_inner(&g, isf, c.scale);
      return 0;
    }
    if (g.rs[1] == 1 && g.rows < xa_threads() && n >= 4 * XA_SUM_BLOCK && g.rows > 0)
      return sum_long_rows(&g, isf, c.scale);
    fn = isf ? sum_rows_f : sum_rows_d;
    break;
  }
  case XA_RED_PROD: {
    static const rows_fn f[XA_NDTYPE] = {prod_rows_b, prod_rows_l, prod_rows_f, prod_rows_d};
    fn = f[dt];
    break;
  }
  case XA_RED_LSE: fn = dt == XA_FLOAT32 ? lse_rows_f : lse_rows_d; break;
  case XA_RED_VAR: fn = dt == XA_FLOAT32 ? var_rows_f : var_rows_d; break;
  case XA_RED_ANY: case XA_RED_ALL: {
    static const rows_fn a[XA_NDTYPE] = {any_rows_b, any_rows_l, any_rows_f, any_rows_d};
    static const rows_fn l[XA_NDTYPE] = {all_rows_b, all_rows_l, all_rows_f, all_rows_d};
    fn = (op == XA_RED_ANY ? a : l)[dt];
    break;
  }
  default: return -1;
  }
  rg_run(&g, fn, &c, work);
  return 0;
}

/* ---- softmax / log_softmax ------------------------------------------------- */
/* rows of all -inf (and rows holding +inf or NaN) come out NaN, as in PyTorch */
/* one contiguous row x (n) into o (n); o may be x. Always inlined: as a plain static
 * inline GCC kept one out-of-line copy compiled for baseline x86-64, which the AVX2 clones
 * of its XA_HOT callers called (measured: log_softmax of (64, 8000), one thread, 1.46 ->
 * 0.46 ms) */
#define SOFTMAX_CONTIG(NAME, T, EXP, LOG)                                              \
  XA_INLINE void NAME(T *o, const T *x, int64_t n, bool logsm) {                      \
    T m = -INFINITY;                                                                  \
    double acc = 0;                                                                   \
    _Pragma("omp simd reduction(max:m)")                                              \
    for (int64_t i = 0; i < n; i++) m = x[i] > m ? x[i] : m;                          \
    if (logsm) {                                                                      \
      for (int64_t b = 0; b < n; b += XA_EXP_BLOCK) {                                    \
        int64_t be = b + XA_EXP_BLOCK < n ? b + XA_EXP_BLOCK : n;                           \
        T part = 0;                                                                   \
        _Pragma("omp simd reduction(+:part)")                                         \
        for (int64_t i = b; i < be; i++) part += EXP(x[i] - m);                       \
        acc += part;                                                                  \
      }                                                                               \
      T ls = (T)LOG(acc);                                                             \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) o[i] = (x[i] - m) - ls;                         \
    } else {                                                                          \
      for (int64_t b = 0; b < n; b += XA_EXP_BLOCK) { /* lanes in T, blocks in double */ \
        int64_t be = b + XA_EXP_BLOCK < n ? b + XA_EXP_BLOCK : n;                           \
        T part = 0;                                                                   \
        _Pragma("omp simd reduction(+:part)")                                         \
        for (int64_t i = b; i < be; i++) { T e = EXP(x[i] - m); o[i] = e; part += e; } \
        acc += part;                                                                  \
      }                                                                               \
      T inv = (T)(1.0 / acc);                                                         \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) o[i] *= inv;                                    \
    }                                                                                 \
  }
SOFTMAX_CONTIG(softmax_contig_f, float, fast_expf, log)
SOFTMAX_CONTIG(softmax_contig_d, double, exp, log)

#define SOFTMAX_ROWS(NAME, T, EXP, LOG, CONTIG)                                        \
  XA_HOT static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {            \
    bool logsm = *(const bool *)ctx;                                                  \
    int64_t n = g->len[1], xs = g->rs[1], os = g->rs[0];                              \
    FOR_ROWS(p)                                                                       \
      T *o = (T *)p[0];                                                               \
      const T *x = (const T *)p[1];                                                   \
      if (xs == 1 && os == 1) {                                                       \
        CONTIG(o, x, n, logsm);                                                       \
      } else {                                                                        \
        T m = -INFINITY;                                                              \
        double acc = 0;                                                               \
        for (int64_t i = 0; i < n; i++) { T v = x[i * xs]; m = v > m ? v : m; }       \
        for (int64_t i = 0; i < n; i++) {                                             \
          T v = x[i * xs], e = EXP(v - m);                                            \
          if (v != v) acc = NAN;                                                      \
          acc += e;                                                                   \
          if (!logsm) o[i * os] = e;                                                  \
        }                                                                             \
        if (logsm) {                                                                  \
          T ls = (T)LOG(acc);                                                         \
          for (int64_t i = 0; i < n; i++) o[i * os] = (x[i * xs] - m) - ls;           \
        } else {                                                                      \
          T inv = (T)(1.0 / acc);                                                     \
          for (int64_t i = 0; i < n; i++) o[i * os] *= inv;                           \
        }                                                                             \
      }                                                                               \
    END_ROWS                                                                          \
  }
SOFTMAX_ROWS(softmax_rows_f, float, fast_expf, log, softmax_contig_f)
SOFTMAX_ROWS(softmax_rows_d, double, exp, log, softmax_contig_d)

/* A float row of 1 .. XA_EXP_BLOCK elements in 16-float vectors: the tail padded with
 * -inf (exp gives 0 there), the max and the sum reduced in a fixed tree. The attention's
 * rows are short (32 keys in bench-small), where the loops above spent most of their time
 * in remainders and horizontal reductions: 83 -> 33 ns a row of 32 on the Xeon (one
 * thread). Same exp, max and final division as softmax_contig_f; the sum in another
 * order, so the last bit may differ from the softmax op's. */
typedef float v16f __attribute__((vector_size(64)));
typedef float v16fu __attribute__((vector_size(64), aligned(4), may_alias));
XA_INLINE float v16_max(v16f v) {
  for (int w = 8; w >= 1; w /= 2)
    for (int l = 0; l < w; l++) v[l] = v[l + w] > v[l] ? v[l + w] : v[l];
  return v[0];
}
XA_INLINE float v16_sum(v16f v) {
  for (int w = 8; w >= 1; w /= 2)
    for (int l = 0; l < w; l++) v[l] += v[l + w];
  return v[0];
}
XA_INLINE void softmax_short_f(float *o, const float *x, int64_t n) {
  if (n < 1) return;
  v16f buf[XA_EXP_BLOCK / 16];
  int64_t nv = (n + 15) / 16, full = n / 16;
  for (int64_t j = 0; j < full; j++) buf[j] = *(const v16fu *)(x + 16 * j);
  if (full < nv)
    for (int l = 0; l < 16; l++) buf[full][l] = 16 * full + l < n ? x[16 * full + l] : -INFINITY;
  v16f mv = buf[0];
  for (int64_t j = 1; j < nv; j++)
    for (int l = 0; l < 16; l++) mv[l] = buf[j][l] > mv[l] ? buf[j][l] : mv[l];
  float m = v16_max(mv);
  v16f sv = {0};
  for (int64_t j = 0; j < nv; j++) {
    v16f e;
    for (int l = 0; l < 16; l++) e[l] = fast_expf(buf[j][l] - m);
    buf[j] = e;
    sv += e;
  }
  float inv = (float)(1.0 / (double)v16_sum(sv));
  for (int64_t j = 0; j < full; j++) *(v16fu *)(o + 16 * j) = buf[j] * inv;
  for (int64_t i = 16 * full; i < n; i++) o[i] = buf[full][i - 16 * full] * inv;
}

/* softmax of `rows` contiguous rows of n, x into o (o may be x), on the calling thread;
 * for fused kernels (attention/dot.c) that work on tiles of their own */
XA_HOT512 void xa_cpu_softmax(xa_dtype dt, void *o, const void *x, int64_t rows, int64_t n) {
  bool f32 = dt == XA_FLOAT32, shrt = f32 && n >= 1 && n <= XA_EXP_BLOCK;
  for (int64_t r = 0; r < rows; r++) {
    if (shrt) softmax_short_f((float *)o + r * n, (const float *)x + r * n, n);
    else if (f32) softmax_contig_f((float *)o + r * n, (const float *)x + r * n, n, false);
    else softmax_contig_d((double *)o + r * n, (const double *)x + r * n, n, false);
  }
}

/* ---- cumsum (forward, or reversed for its backward) ------------------------ */
#define CUMSUM_ROWS(NAME, TI, TO, TA)                                                  \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    bool rev = *(const bool *)ctx;                                                    \
    int64_t n = g->len[1], xs = g->rs[1], os = g->rs[0];                              \
    FOR_ROWS(p)                                                                       \
      TO *o = (TO *)p[0];                                                             \
      const TI *x = (const TI *)p[1];                                                 \
      TA acc = 0;                                                                     \
      if (rev) for (int64_t i = n - 1; i >= 0; i--) { acc += (TA)x[i * xs]; o[i * os] = (TO)acc; } \
      else for (int64_t i = 0; i < n; i++) { acc += (TA)x[i * xs]; o[i * os] = (TO)acc; } \
    END_ROWS                                                                          \
  }
CUMSUM_ROWS(cumsum_rows_f, float, float, double)
CUMSUM_ROWS(cumsum_rows_d, double, double, double)
CUMSUM_ROWS(cumsum_rows_lu, int64_t, int64_t, uint64_t)
CUMSUM_ROWS(cumsum_rows_bu, uint8_t, int64_t, uint64_t)

void xa_cpu_rowop(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim) {
  rgeom g;
  const xa_tensor *ops[2] = {out, x};
  xa_rgeom_init(&g, dim, 2, ops);
  int dt = x->dtype;
  bool flag;
  rows_fn fn;
  if (op == XA_ROW_SOFTMAX || op == XA_ROW_LOG_SOFTMAX) {
    flag = op == XA_ROW_LOG_SOFTMAX;
    fn = dt == XA_FLOAT32 ? softmax_rows_f : softmax_rows_d;
  } else {
    flag = op == XA_ROW_CUMSUM_REV;
    static const rows_fn f[XA_NDTYPE] = {cumsum_rows_bu, cumsum_rows_lu, cumsum_rows_f, cumsum_rows_d};
    fn = f[dt];
  }
  rg_run(&g, fn, &flag, g.rows * g.len[1] * 3);
}

/* ---- topk ------------------------------------------------------------------
 * Order: "a before b" when a's value is better (greater for largest, smaller for
 * smallest; NaN counts as greater than every number, as in PyTorch), ties broken by the
 * lower index. A heap of the k best seen so far (worst at the root) gives them in
 * O(n log k); they are then popped worst-first into place. */
typedef struct { const char *x; int64_t s; bool largest; int64_t *buf; int64_t k; } topkctx;

#define TOPK_ROWS(NAME, T)                                                             \
  static inline bool NAME##_gt(T a, T b) { return a > b || (a != a && b == b); }      \
  static inline bool NAME##_before(const T *x, int64_t s, bool lg, int64_t i, int64_t j) { \
    T a = x[i * s], b = x[j * s];                                                     \
    bool ai = lg ? NAME##_gt(a, b) : NAME##_gt(b, a);                                 \
    bool bj = lg ? NAME##_gt(b, a) : NAME##_gt(a, b);                                 \
    if (ai) return true;                                                              \
    if (bj) return false;                                                             \
    return i < j;                                                                     \
  }                                                                                   \
  static void NAME##_sift(const T *x, int64_t s, bool lg, int64_t *h, int64_t m, int64_t i) { \
    for (;;) {                                                                        \
      int64_t l = 2 * i + 1, w = i;                                                   \
      if (l < m && NAME##_before(x, s, lg, h[w], h[l])) w = l;                        \
      if (l + 1 < m && NAME##_before(x, s, lg, h[w], h[l + 1])) w = l + 1;            \
      if (w == i) return;                                                             \
      int64_t tmp = h[i]; h[i] = h[w]; h[w] = tmp;                                    \
      i = w;                                                                          \
    }                                                                                 \
  }                                                                                   \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    const topkctx *c = ctx;                                                           \
    int64_t n = g->len[2], s = g->rs[2], k = c->k, vs = g->rs[0], is = g->rs[1];      \
    bool lg = c->largest;                                                             \
    int64_t *h = c->buf; /* this range's own heap (topk_range) */                     \
    FOR_ROWS(p)                                                                       \
      const T *x = (const T *)p[2];                                                   \
      int64_t m = 0;                                                                  \
      for (int64_t i = 0; i < n; i++) {                                               \
        if (m < k) { /* push and sift up (the worst rises to the root) */             \
          int64_t j = m++;                                                            \
          h[j] = i;                                                                   \
          while (j > 0 && NAME##_before(x, s, lg, h[(j - 1) / 2], h[j])) {            \
            int64_t q = (j - 1) / 2, tmp = h[q]; h[q] = h[j]; h[j] = tmp; j = q;      \
          }                                                                           \
        } else if (k > 0 && NAME##_before(x, s, lg, i, h[0])) {                       \
          h[0] = i;                                                                   \
          NAME##_sift(x, s, lg, h, m, 0);                                             \
        }                                                                             \
      }                                                                               \
      T *vo = (T *)p[0];                                                              \
      int64_t *io = (int64_t *)p[1];                                                  \
      for (int64_t j = m - 1; j >= 0; j--) { /* pop the worst into the last place */  \
        int64_t w = h[0];                                                             \
        vo[j * vs] = x[w * s];                                                        \
        io[j * is] = w;                                                               \
        h[0] = h[j];                                                                  \
        NAME##_sift(x, s, lg, h, j, 0);                                               \
      }                                                                               \
    END_ROWS                                                                          \
  }
TOPK_ROWS(topk_rows_f, float)
TOPK_ROWS(topk_rows_d, double)
TOPK_ROWS(topk_rows_l, int64_t)
TOPK_ROWS(topk_rows_b, uint8_t)

typedef struct { const rgeom *g; rows_fn fn; const topkctx *c; } topk_job;
/* each range gets its own heap: slot t of the buffer */
static void topk_range(void *p, int64_t r0, int64_t r1, int t) {
  const topk_job *j = p;
  topkctx c = *j->c;
  c.buf += (int64_t)t * c.k;
  j->fn(j->g, r0, r1, &c);
}

int xa_cpu_topk(xa_tensor *values, xa_tensor *indices, const xa_tensor *x, int dim, int64_t k,
                   bool largest) {
  rgeom g;
  const xa_tensor *ops[3] = {values, indices, x};
  xa_rgeom_init(&g, dim, 3, ops);
  if (g.rows == 0 || k == 0) return 0;
  int64_t work = g.rows * g.len[2] * 4;
  int nt = xa_parallel_threads(g.rows, work);
  int64_t *buf = malloc((size_t)nt * (size_t)k * sizeof *buf);
  if (!buf) return xa_err("topk: out of memory (heap of %lld entries)", (long long)k);
  topkctx c = {NULL, 0, largest, buf, k};
  static const rows_fn f[XA_NDTYPE] = {topk_rows_b, topk_rows_l, topk_rows_f, topk_rows_d};
  topk_job j = {&g, f[x->dtype], &c};
  xa_parallel_for(g.rows, work, topk_range, &j);
  free(buf);
  return 0;
}

/* ---- backward kernels ------------------------------------------------------
 * Operands: gin (the input's shape) first, then the op's gradient g and saved tensors
 * (reduced ones have size 1 along dim). gin rows are written whole (no accumulation),
 * except for the scatter, whose gin must be zeroed by the caller. */

/* softmax: gin = y * (g - sum(g * y));  log_softmax: gin = g - exp(y) * sum(g) */
#define SOFTMAX_BW_ROWS(NAME, T, EXP)                                                  \
  XA_HOT static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    bool logsm = *(const bool *)ctx;                                                  \
    int64_t n = g->len[0], os = g->rs[0], gs = g->rs[1], ys = g->rs[2];               \
    FOR_ROWS(p)                                                                       \
      T *o = (T *)p[0];                                                               \
      const T *gr = (const T *)p[1], *y = (const T *)p[2];                            \
      double acc = 0;                                                                 \
      if (os == 1 && gs == 1 && ys == 1) {                                            \
        if (logsm) {                                                                  \
          _Pragma("omp simd reduction(+:acc)")                                        \
          for (int64_t i = 0; i < n; i++) acc += gr[i];                               \
          T sg = (T)acc;                                                              \
          _Pragma("omp simd")                                                         \
          for (int64_t i = 0; i < n; i++) o[i] = gr[i] - EXP(y[i]) * sg;              \
        } else {                                                                      \
          _Pragma("omp simd reduction(+:acc)")                                        \
          for (int64_t i = 0; i < n; i++) acc += (double)(gr[i] * y[i]);              \
          T dot = (T)acc;                                                             \
          _Pragma("omp simd")                                                         \
          for (int64_t i = 0; i < n; i++) o[i] = y[i] * (gr[i] - dot);                \
        }                                                                             \
      } else if (logsm) {                                                             \
        for (int64_t i = 0; i < n; i++) acc += gr[i * gs];                            \
        T sg = (T)acc;                                                                \
        for (int64_t i = 0; i < n; i++) o[i * os] = gr[i * gs] - EXP(y[i * ys]) * sg; \
      } else {                                                                        \
        for (int64_t i = 0; i < n; i++) acc += (double)(gr[i * gs] * y[i * ys]);      \
        T dot = (T)acc;                                                               \
        for (int64_t i = 0; i < n; i++) o[i * os] = y[i * ys] * (gr[i * gs] - dot);   \
      }                                                                               \
    END_ROWS                                                                          \
  }
SOFTMAX_BW_ROWS(softmax_bw_f, float, fast_expf)
SOFTMAX_BW_ROWS(softmax_bw_d, double, exp)

/* logsumexp: gin = g * exp(x - y); a row of all -inf (y = -inf) gets zeros */
#define LSE_BW_ROWS(NAME, T, EXP)                                                      \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[0], os = g->rs[0], xs = g->rs[2];                              \
    FOR_ROWS(p)                                                                       \
      T *o = (T *)p[0];                                                               \
      T gr = *(const T *)p[1], y = *(const T *)p[3];                                  \
      const T *x = (const T *)p[2];                                                   \
      if (y == -INFINITY) { for (int64_t i = 0; i < n; i++) o[i * os] = 0; continue; } \
      for (int64_t i = 0; i < n; i++) o[i * os] = gr * EXP(x[i * xs] - y);            \
    END_ROWS                                                                          \
  }
LSE_BW_ROWS(lse_bw_f, float, fast_expf)
LSE_BW_ROWS(lse_bw_d, double, exp)

/* prod: gin_i = g * prod_{j<i} x_j * prod_{j>i} x_j (prefix and suffix products: exact
 * for any number of zeros, no division) */
#define PROD_BW_ROWS(NAME, T)                                                          \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t n = g->len[0], os = g->rs[0], xs = g->rs[2];                              \
    FOR_ROWS(p)                                                                       \
      T *o = (T *)p[0];                                                               \
      double gr = *(const T *)p[1];                                                   \
      const T *x = (const T *)p[2];                                                   \
      double acc = 1;                                                                 \
      for (int64_t i = 0; i < n; i++) { o[i * os] = (T)acc; acc *= (double)x[i * xs]; } \
      acc = gr;                                                                       \
      for (int64_t i = n - 1; i >= 0; i--) {                                          \
        o[i * os] = (T)((double)o[i * os] * acc);                                     \
        acc *= (double)x[i * xs];                                                     \
      }                                                                               \
    END_ROWS                                                                          \
  }
PROD_BW_ROWS(prod_bw_f, float)
PROD_BW_ROWS(prod_bw_d, double)

/* var: gin = g * 2 (x - mean) / (n - ddof) */
#define VAR_BW_ROWS(NAME, T)                                                           \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    double ddof = *(const double *)ctx;                                               \
    int64_t n = g->len[0], os = g->rs[0], xs = g->rs[2];                              \
    FOR_ROWS(p)                                                                       \
      T *o = (T *)p[0];                                                               \
      double gr = *(const T *)p[1];                                                   \
      const T *x = (const T *)p[2];                                                   \
      double mean = 0;                                                                \
      for (int64_t i = 0; i < n; i++) mean += (double)x[i * xs];                      \
      mean /= (double)n;                                                              \
      double f = 2.0 * gr / ((double)n - ddof);                                       \
      for (int64_t i = 0; i < n; i++) o[i * os] = (T)(f * ((double)x[i * xs] - mean)); \
    END_ROWS                                                                          \
  }
VAR_BW_ROWS(var_bw_f, float)
VAR_BW_ROWS(var_bw_d, double)

/* max/min/topk: gin[idx[j]] = g[j] along each row (indices distinct within a row) */
#define SCATTER_ROWS(NAME, T)                                                          \
  static void NAME(const rgeom *g, int64_t r0, int64_t r1, void *ctx) {              \
    (void)ctx;                                                                        \
    int64_t k = g->len[1], os = g->rs[0], gs = g->rs[1], is = g->rs[2];               \
    FOR_ROWS(p)                                                                       \
      T *o = (T *)p[0];                                                               \
      const T *gr = (const T *)p[1];                                                  \
      const int64_t *idx = (const int64_t *)p[2];                                     \
      for (int64_t j = 0; j < k; j++) o[idx[j * is] * os] += gr[j * gs];              \
    END_ROWS                                                                          \
  }
SCATTER_ROWS(scatter_f, float)
SCATTER_ROWS(scatter_d, double)

void xa_cpu_reduce_grad(xa_rgradop op, xa_tensor *gin, const xa_tensor *g,
                               const xa_tensor *a, const xa_tensor *b, int dim, double arg) {
  rgeom geo;
  const xa_tensor *ops[4] = {gin, g, a, b};
  xa_rgeom_init(&geo, dim, b ? 4 : 3, ops);
  bool f32 = gin->dtype == XA_FLOAT32, flag = op == XA_RGRAD_LOG_SOFTMAX;
  rows_fn fn;
  void *ctx = NULL;
  switch (op) {
  case XA_RGRAD_SOFTMAX: case XA_RGRAD_LOG_SOFTMAX:
    fn = f32 ? softmax_bw_f : softmax_bw_d; ctx = &flag; break;
  case XA_RGRAD_LSE: fn = f32 ? lse_bw_f : lse_bw_d; break;
  case XA_RGRAD_PROD: fn = f32 ? prod_bw_f : prod_bw_d; break;
  case XA_RGRAD_VAR: fn = f32 ? var_bw_f : var_bw_d; ctx = &arg; break;
  default: fn = f32 ? scatter_f : scatter_d; break;
  }
  rg_run(&geo, fn, ctx, geo.rows * geo.len[0] * 3);
}

/* ---- sum_to: the gradient of a broadcast --------------------------------------- */
#define SUMTO_LOOP(NAME, T)                                                             \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    (void)ctx;                                                                        \
    T *o = (T *)p[0];                                                                 \
    const T *g = (const T *)p[1];                                                     \
    if (s[0] == 0) { T acc = 0; for (int64_t i = 0; i < n; i++) acc += g[i * s[1]]; *o += acc; } \
    else for (int64_t i = 0; i < n; i++) o[i * s[0]] += g[i * s[1]];                  \
  }
SUMTO_LOOP(sumto_f, float)
SUMTO_LOOP(sumto_d, double)
SUMTO_LOOP(sumto_l, int64_t)

/* iterates over g's shape with out broadcast (stride 0 on the reduced dims); out aliases
 * itself along those dims, so this runs on one thread */
void xa_cpu_sum_to(xa_tensor *out, const xa_tensor *g) {
  xa_iter it;
  xa_tensor *ops[2] = {out, (xa_tensor *)g};
  xa_iter_init(&it, g->ndim, g->size, 2, ops);
  xa_loop_fn fn = g->dtype == XA_FLOAT32 ? sumto_f : g->dtype == XA_FLOAT64 ? sumto_d : sumto_l;
  xa_iter_run_serial(&it, fn, NULL);
}
