/* Layer-norm and dropout kernels (no autograd, no Lua here).
 *
 * Layer norm works on contiguous (rows, cols) data: the op layer hands it a contiguous
 * input (a copy for strided ones). Statistics are accumulated in double for both float
 * types, in one pass over the row: sums of (x - x0) and (x - x0)^2 with x0 the row's
 * first element (the shift keeps the one-pass variance accurate when |mean| >> std),
 * four partial sums per row in a fixed order, so results do not depend on threads.
 * The variance is the biased one (divide by cols), as torch. */
#include "kernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- layer norm forward ------------------------------------------------- */
/* y (rows, cols) = (x - mean) * rstd * w + b; mean, rstd (rows) written; w, b (cols) or NULL */
#define LN_FWD(NAME, T)                                                                  \
  static void NAME(T *y, double *mean, double *rstd, const T *x, const T *w, const T *b, \
                   int64_t rows, int64_t cols, double eps) {                            \
    int nt = xa_parallel_threads(rows, rows * cols);                                    \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t r = 0; r < rows; r++) {                                                 \
      const T *xr = x + r * cols;                                                        \
      T *yr = y + r * cols;                                                              \
      double x0 = (double)xr[0], s1[4] = {0, 0, 0, 0}, s2[4] = {0, 0, 0, 0};             \
      int64_t j = 0;                                                                     \
      for (; j + 4 <= cols; j += 4)                                                      \
        for (int u = 0; u < 4; u++) {                                                    \
          double d = (double)xr[j + u] - x0;                                             \
          s1[u] += d; s2[u] += d * d;                                                    \
        }                                                                                \
      for (; j < cols; j++) { double d = (double)xr[j] - x0; s1[0] += d; s2[0] += d * d; } \
      double m1 = ((s1[0] + s1[1]) + (s1[2] + s1[3])) / (double)cols;                   \
      double var = ((s2[0] + s2[1]) + (s2[2] + s2[3])) / (double)cols - m1 * m1;         \
      if (var < 0) var = 0;                                                              \
      double mu = x0 + m1, rs = 1.0 / sqrt(var + eps);                                   \
      mean[r] = mu; rstd[r] = rs;                                                        \
      T muT = (T)mu, rsT = (T)rs;                                                        \
      if (w && b) for (j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT * w[j] + b[j];  \
      else if (w) for (j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT * w[j];         \
      else if (b) for (j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT + b[j];         \
      else for (j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT;                       \
    }                                                                                    \
  }
LN_FWD(ln_fwd_f, float)
LN_FWD(ln_fwd_d, double)

void xa_layer_norm_forward(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                           const void *w, const void *b, int64_t rows, int64_t cols,
                           double eps) {
  if (rows == 0 || cols == 0) return;
  if (dt == XA_FLOAT32) ln_fwd_f(y, mean, rstd, x, w, b, rows, cols, eps);
  else ln_fwd_d(y, mean, rstd, x, w, b, rows, cols, eps);
}

/* ---- layer norm backward ------------------------------------------------ */
/* With xh = (x - mean) * rstd and gh = g * w (g without weight):
 *   dx = rstd * (gh - mean(gh) - xh * mean(gh * xh)),  dw = sum_rows g * xh,  db = sum_rows g.
 * Rows are split into one fixed range per thread; each thread sums dw and db for its
 * range into its own double buffer and the buffers are added in thread order. */
typedef struct {
  void *dx;                    /* (rows, cols) or NULL */
  const void *g, *x, *w;       /* (rows, cols), (rows, cols), (cols) or NULL */
  const double *mean, *rstd;   /* (rows) */
  double *part;                /* (nt, 2, cols): this range's sums of dw, db */
  bool dw, db;
  int64_t cols;
} ln_bwd_args;

#define LN_BWD(NAME, T)                                                                  \
  static void NAME(void *ctx, int64_t r0, int64_t r1, int t) {                           \
    const ln_bwd_args *A = ctx;                                                          \
    int64_t cols = A->cols;                                                              \
    const T *g = A->g, *x = A->x, *w = A->w;                                             \
    double *pw = A->part + (int64_t)t * 2 * cols, *pb = pw + cols;                       \
    for (int64_t r = r0; r < r1; r++) {                                                  \
      const T *gr = g + r * cols, *xr = x + r * cols;                                    \
      double mu = A->mean[r], rs = A->rstd[r], a = 0, c = 0;                             \
      for (int64_t j = 0; j < cols; j++) {                                               \
        double xh = ((double)xr[j] - mu) * rs, gv = (double)gr[j];                       \
        double gh = w ? gv * (double)w[j] : gv;                                          \
        a += gh; c += gh * xh;                                                           \
        if (A->dw) pw[j] += gv * xh;                                                     \
        if (A->db) pb[j] += gv;                                                          \
      }                                                                                  \
      if (A->dx) {                                                                       \
        T *dr = (T *)A->dx + r * cols;                                                   \
        double am = a / (double)cols, cm = c / (double)cols;                             \
        for (int64_t j = 0; j < cols; j++) {                                             \
          double xh = ((double)xr[j] - mu) * rs;                                         \
          double gh = w ? (double)gr[j] * (double)w[j] : (double)gr[j];                  \
          dr[j] = (T)(rs * (gh - am - xh * cm));                                         \
        }                                                                                \
      }                                                                                  \
    }                                                                                    \
  }                                                                                      \
  /* the ranges' sums added in range order */                                            \
  static void NAME##_sums(T *dw, T *db, const double *part, int nt, int64_t cols) {     \
    for (int64_t j = 0; j < cols; j++) {                                                 \
      double sw = 0, sb = 0;                                                             \
      for (int t = 0; t < nt; t++) {                                                     \
        sw += part[(int64_t)t * 2 * cols + j];                                           \
        sb += part[(int64_t)t * 2 * cols + cols + j];                                    \
      }                                                                                  \
      if (dw) dw[j] = (T)sw;                                                             \
      if (db) db[j] = (T)sb;                                                             \
    }                                                                                    \
  }

LN_BWD(ln_bwd_f, float)
LN_BWD(ln_bwd_d, double)

int xa_layer_norm_backward(xa_dtype dt, void *dx, void *dw, void *db, const void *g,
                           const void *x, const double *mean, const double *rstd,
                           const void *w, int64_t rows, int64_t cols) {
  int nt = xa_parallel_threads(rows, rows * cols);
  /* partial sums per thread: an omp team may be smaller than asked, never larger;
   * unused buffers stay zero */
  double *part = calloc((size_t)nt * 2 * (size_t)(cols ? cols : 1), sizeof *part);
  if (!part) return xa_err("layer_norm: out of memory in backward (%lld x %lld)",
                           (long long)rows, (long long)cols);
  ln_bwd_args A = {.dx = dx, .g = g, .x = x, .w = w, .mean = mean, .rstd = rstd,
                   .part = part, .dw = dw != NULL, .db = db != NULL, .cols = cols};
  xa_parallel_for(rows, rows * cols, dt == XA_FLOAT32 ? ln_bwd_f : ln_bwd_d, &A);
  if (dt == XA_FLOAT32) ln_bwd_f_sums(dw, db, part, nt, cols);
  else ln_bwd_d_sums(dw, db, part, nt, cols);
  free(part);
  return 0;
}

/* ---- dropout ------------------------------------------------------------ */
/* mask[i] = 1 with probability 1 - p, drawn in index order from the global generator:
 * each 64-bit draw gives two 32-bit uniforms (element 2q from the low half, 2q+1 from
 * the high half of draw q), so the mask depends only on the seed and n. 0 < p < 1. */
void xa_dropout_mask(uint8_t *mask, int64_t n, double p) {
  uint64_t thr = (uint64_t)(p * 4294967296.0);
  int64_t i = 0;
  for (; i + 2 <= n; i += 2) {
    uint64_t r = xa_rng_next();
    mask[i] = (r & 0xffffffffu) >= thr;
    mask[i + 1] = (r >> 32) >= thr;
  }
  if (i < n) mask[i] = (xa_rng_next() & 0xffffffffu) >= thr;
}

/* out = x * mask * scale, for the iterator: operands (out, x, mask) */
#define DROP_LOOP(NAME, T)                                                               \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {                \
    T sc = (T)*(const double *)ctx;                                                    \
    T *o = (T *)p[0];                                                                  \
    const T *x = (const T *)p[1];                                                      \
    const uint8_t *m = (const uint8_t *)p[2];                                          \
    if (s[0] == 1 && s[1] == 1 && s[2] == 1)                                           \
      for (int64_t i = 0; i < n; i++) o[i] = m[i] ? x[i] * sc : (T)0;                  \
    else                                                                               \
      for (int64_t i = 0; i < n; i++) o[i * s[0]] = m[i * s[2]] ? x[i * s[1]] * sc : (T)0; \
  }
DROP_LOOP(drop_f, float)
DROP_LOOP(drop_d, double)

void xa_dropout_apply(xa_tensor *out, xa_tensor *x, xa_tensor *mask, double scale) {
  xa_iter it;
  xa_tensor *ops[3] = {out, x, mask};
  xa_iter_init(&it, out->ndim, out->size, 3, ops);
  xa_iter_run(&it, out->dtype == XA_FLOAT32 ? drop_f : drop_d, &scale);
}
