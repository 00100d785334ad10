/* mlp_tanh: out (..., out) = tanh(x W1ᵀ + b1) W2ᵀ + b2, the two-layer tanh predictors of
 * the attention families (GMM's omega/mu/sigma heads, the learned mix gate, localness's
 * centre and window, GMA's position) in one op.
 *
 * Why: their hidden layer is wide (GMM's 192 per head row, 6 MB for a bench-small batch)
 * and their output thin (12, 2, 1 columns). As linear_tanh then linear, the hidden layer
 * goes to memory and comes back five times (the thin product reads it, backward writes its
 * gradient, the tanh gradient reads both and writes, dW1 and dx read it). Here the rows are
 * taken in blocks of about 64 KB of hidden layer, and each block goes through both layers
 * while it is in the cache, forward and backward:
 *   forward:  h = tanh(x_b W1ᵀ + b1) (kept for backward), out_b = h W2ᵀ + b2
 *   backward: dh = g_b W2, dp = dh (1 - h h), dx_b = dp W1,
 *             dW1 += dpᵀ x_b, dW2 += g_bᵀ h, db1 += colsums(dp), db2 += colsums(g_b)
 * The blocks are split over the threads in fixed contiguous ranges, each thread running
 * its products on its own (OpenBLAS inside a parallel region runs on the calling thread)
 * with its own sums of dW1, dW2, db1, db2, added in thread order at the end: the bits
 * depend on the sizes and the thread count (tensor/parallel.h). tanh is xa_unary's (float:
 * tensor/fastmath.h's) and its gradient g (1 - y y), as linear_tanh's.
 * Float32 with our own product (tensor/sgemm.c, which takes products of 2^20 multiply-adds
 * and more): forward's x W1ᵀ + b1 is one product over all rows instead (the blocks then run
 * tanh and the thin product), and backward's dW1 and dx too for inputs of WHOLE_BWD_IN
 * features or more (below). Measured at bench-small's shapes, two threads, alternated with
 * the blocks: GMM's predictor (8192, 64 -> 192 -> 12) forward 1.67-1.84 -> 1.29-1.32 ms;
 * GMA's (2048, 256 -> 256 -> 1) forward and backward 3.11-3.18 -> 2.92-2.93 ms.
 * Devices other than the CPU: the composition linear_tanh, then linear. */
#include "../tensor/hot.h"
#include "linear.h"
#include "mlp.h"
#include "../tensor/cpu.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* rows per block: about 64 KB of hidden layer, more for a wide input (64 KB x in / 64: the
 * products over a block then have rows enough for the input's depth), a multiple of 16,
 * 16 .. 512. Measured forward and backward, 2 threads: GMM's (8192, 64 -> 192 -> 12) best
 * at 64 KB (3.77 ms; 4.01 at 256 KB), GMA's (2048, 256 -> 256 -> 1) at 256 KB (3.31 ms; 3.81
 * at 64 KB; the two ops 3.8-4.3) */
static int64_t block_rows(int64_t in, int64_t hid, size_t es) {
  int64_t r = (int64_t)(65536 / es) * (in > 64 ? in : 64) / 64 / (hid > 0 ? hid : 1);
  r = r / 16 * 16;
  return r < 16 ? 16 : r > 512 ? 512 : r;
}

typedef struct {
  xa_dtype dt;
  int64_t rows, in, hid, out, rb, nb; /* nb blocks of rb rows (the last may be short) */
  const void *x, *w1, *b1, *w2, *b2;  /* x (rows, in), W1 (hid, in), W2 (out, hid) row-major */
  void *h, *y;                        /* (rows, hid), (rows, out) */
  /* backward */
  const void *g;                      /* (rows, out) */
  void *dx;                           /* (rows, in) or NULL */
  char *acc;                          /* per thread, acc_bytes each (acc_layout) */
  size_t acc_bytes, off_w2, off_dp, off_b1, off_b2;
  bool want_w1, want_w2, want_b1, want_b2;
  bool whole;                         /* the wide products over all rows at once (below) */
  void *dp;                           /* whole, backward: (rows, hid) */
} mlp_args;

/* the per-thread scratch: dW1 (hid, in), dW2 (out, hid), dp (rb, hid) in the element type,
 * then db1 (hid), db2 (out) in double (8-byte aligned) */
static void acc_layout(mlp_args *A) {
  size_t es = xa_dtype_size(A->dt);
  A->off_w2 = (size_t)(A->hid * A->in) * es;
  A->off_dp = A->off_w2 + (size_t)(A->out * A->hid) * es;
  A->off_b1 = (A->off_dp + (size_t)(A->rb * A->hid) * es + 7) / 8 * 8;
  A->off_b2 = A->off_b1 + (size_t)A->hid * sizeof(double);
  A->acc_bytes = (A->off_b2 + (size_t)A->out * sizeof(double) + 63) / 64 * 64;
}

/* h (n, hid) = tanh(h + b1) in place (b1 may be NULL) */
#define TANH_ROWS(NAME, T, TANH)                                                          \
  XA_HOT512 static void NAME(T *h, const T *b1, int64_t n, int64_t hid) {                 \
    for (int64_t r = 0; r < n; r++) {                                                    \
      T *hr = h + r * hid;                                                               \
      if (b1) {                                                                          \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < hid; j++) hr[j] = TANH(hr[j] + b1[j]);                   \
      } else {                                                                           \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < hid; j++) hr[j] = TANH(hr[j]);                           \
      }                                                                                  \
    }                                                                                    \
  }
TANH_ROWS(tanh_rows_f, float, fast_tanhf)
TANH_ROWS(tanh_rows_d, double, tanh)

/* y (n, out) += b2 */
#define BIAS_ROWS(NAME, T)                                                                \
  static void NAME(T *y, const T *b2, int64_t n, int64_t out) {                          \
    for (int64_t r = 0; r < n; r++)                                                      \
      for (int64_t j = 0; j < out; j++) y[r * out + j] += b2[j];                         \
  }
BIAS_ROWS(bias_rows_f, float)
BIAS_ROWS(bias_rows_d, double)

/* dp (n, hid) *= 1 - h h in place, its column sums into s1 (when not NULL); the column
 * sums of g (n, out) into s2 (when not NULL); sums in double, row order */
#define ROWS_BWD(NAME, T)                                                                 \
  XA_HOT512 static void NAME(T *dp, const T *h, int64_t n, int64_t hid, double *s1,       \
                             const T *g, int64_t out, double *s2) {                        \
    for (int64_t r = 0; r < n; r++) {                                                    \
      T *dr = dp + r * hid;                                                              \
      const T *hr = h + r * hid;                                                         \
      _Pragma("omp simd")                                                                \
      for (int64_t j = 0; j < hid; j++) dr[j] = dr[j] * (1 - hr[j] * hr[j]);             \
      if (s1) {                                                                          \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < hid; j++) s1[j] += (double)dr[j];                        \
      }                                                                                  \
    }                                                                                    \
    if (s2)                                                                              \
      for (int64_t r = 0; r < n; r++)                                                    \
        for (int64_t j = 0; j < out; j++) s2[j] += (double)g[r * out + j];               \
  }
ROWS_BWD(rows_bwd_f, float)
ROWS_BWD(rows_bwd_d, double)

static void fwd_range(void *ctx, int64_t k0, int64_t k1, int t) {
  (void)t;
  const mlp_args *A = ctx;
  size_t es = xa_dtype_size(A->dt);
  for (int64_t k = k0; k < k1; k++) {
    int64_t r0 = k * A->rb, n = r0 + A->rb < A->rows ? A->rb : A->rows - r0;
    char *h = (char *)A->h + (size_t)(r0 * A->hid) * es;
    char *y = (char *)A->y + (size_t)(r0 * A->out) * es;
    /* h (n, hid) = x_b (n, in) · W1ᵀ (in, hid) (whole: done, with b1, for all rows) */
    if (!A->whole)
      xa_gemm(A->dt, false, true, n, A->hid, A->in, 1.0,
              (const char *)A->x + (size_t)(r0 * A->in) * es, A->in, A->w1, A->in, 0.0, h, A->hid);
    const void *b1 = A->whole ? NULL : A->b1;
    if (A->dt == XA_FLOAT32) tanh_rows_f((float *)h, b1, n, A->hid);
    else tanh_rows_d((double *)h, b1, n, A->hid);
    /* y (n, out) = h (n, hid) · W2ᵀ (hid, out) + b2 */
    xa_gemm(A->dt, false, true, n, A->out, A->hid, 1.0, h, A->hid, A->w2, A->hid, 0.0, y, A->out);
    if (A->b2) {
      if (A->dt == XA_FLOAT32) bias_rows_f((float *)y, A->b2, n, A->out);
      else bias_rows_d((double *)y, A->b2, n, A->out);
    }
  }
}

static void bwd_range(void *ctx, int64_t k0, int64_t k1, int t) {
  const mlp_args *A = ctx;
  xa_dtype dt = A->dt;
  char *base = A->acc + (size_t)t * A->acc_bytes;
  char *dw1 = base, *dw2 = base + A->off_w2, *dp = base + A->off_dp;
  size_t es = xa_dtype_size(dt);
  double *s1 = A->want_b1 ? (double *)(void *)(base + A->off_b1) : NULL;
  double *s2 = A->want_b2 ? (double *)(void *)(base + A->off_b2) : NULL;
  if (s1) memset(s1, 0, (size_t)A->hid * sizeof *s1);
  if (s2) memset(s2, 0, (size_t)A->out * sizeof *s2);
  for (int64_t k = k0; k < k1; k++) {
    int64_t r0 = k * A->rb, n = r0 + A->rb < A->rows ? A->rb : A->rows - r0;
    double beta = k == k0 ? 0.0 : 1.0; /* the thread's first block writes its sums */
    const char *h = (const char *)A->h + (size_t)(r0 * A->hid) * es;
    const char *g = (const char *)A->g + (size_t)(r0 * A->out) * es;
    const char *x = (const char *)A->x + (size_t)(r0 * A->in) * es;
    if (A->whole) dp = (char *)A->dp + (size_t)(r0 * A->hid) * es; /* the block's rows */
    /* dW2 (out, hid) += g_bᵀ (out, n) · h (n, hid) */
    if (A->want_w2) xa_gemm(dt, true, false, A->out, A->hid, n, 1.0, g, A->out, h, A->hid, beta, dw2, A->hid);
    /* dp (n, hid) = g_b (n, out) · W2 (out, hid), then times 1 - h h */
    xa_gemm(dt, false, false, n, A->hid, A->out, 1.0, g, A->out, A->w2, A->hid, 0.0, dp, A->hid);
    if (dt == XA_FLOAT32) rows_bwd_f((float *)dp, (const float *)h, n, A->hid, s1, (const float *)g, A->out, s2);
    else rows_bwd_d((double *)dp, (const double *)h, n, A->hid, s1, (const double *)g, A->out, s2);
    if (A->whole) continue; /* dW1 and dx: one product each over all rows, after */
    /* dW1 (hid, in) += dpᵀ (hid, n) · x_b (n, in) */
    if (A->want_w1) xa_gemm(dt, true, false, A->hid, A->in, n, 1.0, dp, A->hid, x, A->in, beta, dw1, A->in);
    /* dx_b (n, in) = dp (n, hid) · W1 (hid, in) */
    if (A->dx)
      xa_gemm(dt, false, false, n, A->in, A->hid, 1.0, dp, A->hid, A->w1, A->in, 0.0,
              (char *)A->dx + (size_t)(r0 * A->in) * es, A->in);
  }
}

/* dst (n) = the sum over threads 0 .. nt-1 of part t (at base + t * stride), in thread
 * order; parts of the element type, or double when dbl (rounded once at the end) */
static void sum_parts(xa_dtype dt, void *dst, const char *base, size_t stride, int nt, int64_t n,
                      bool dbl) {
  for (int64_t i = 0; i < n; i++) {
    double s = 0;
    for (int t = 0; t < nt; t++) {
      const char *p = base + (size_t)t * stride;
      s += dbl ? ((const double *)(const void *)p)[i]
               : dt == XA_FLOAT32 ? (double)((const float *)(const void *)p)[i]
                                  : ((const double *)(const void *)p)[i];
    }
    if (dt == XA_FLOAT32) ((float *)dst)[i] = (float)s;
    else ((double *)dst)[i] = s;
  }
}

/* Backward runs dW1 and dx as one product each over all rows (after the blocks' pass has
 * written dp) when forward's wide product was one and the input has WHOLE_BWD_IN features
 * or more. Measured at bench-small's shapes, two threads, blocks against one product:
 * GMA's (2048, 256 -> 256 -> 1) 2.26 -> 1.93 ms; GMM's (8192, 64 -> 192 -> 12) 2.35-2.43 ->
 * 2.55 ms (its dW1, 192 x 64 over 8192 rows, runs at 213 GFLOP/s as one product: the
 * blocks' small products, with dp in the cache, do better). */
#define WHOLE_BWD_IN 128

/* saved: 0 x (rows, in) contiguous, 1 W1, 2 W2 (contiguous), 3 h (rows, hid) */
typedef struct { int64_t rows, in, hid, out; bool b1, b2, whole; } mlp_params;

static int bw_mlp(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const mlp_params *p = &XA_PARAMS(n, mlp_params);
  xa_tensor *x = xa_saved(n, 0), *w1 = xa_saved(n, 1), *w2 = xa_saved(n, 2), *h = xa_saved(n, 3);
  xa_dtype dt = x->dtype;
  xa_tensor *gc = NULL, *d[5] = {NULL, NULL, NULL, NULL, NULL};
  int64_t rb = block_rows(p->in, p->hid, xa_dtype_size(dt));
  mlp_args A = {.dt = dt, .rows = p->rows, .in = p->in, .hid = p->hid, .out = p->out, .rb = rb,
                .nb = (p->rows + rb - 1) / rb, .x = xa_tensor_data(x), .w1 = xa_tensor_data(w1),
                .w2 = xa_tensor_data(w2), .h = xa_tensor_data(h),
                .want_w1 = xa_needs_grad(n, 1), .want_w2 = xa_needs_grad(n, 3),
                .want_b1 = p->b1 && xa_needs_grad(n, 2), .want_b2 = p->b2 && xa_needs_grad(n, 4),
                .whole = p->whole && p->in >= WHOLE_BWD_IN};
  xa_tensor *dpt = NULL; /* whole: dp (rows, hid) */
  int rc = xa_tensor_contiguous(&gc, g);
  if (!rc && A.whole) rc = xa_tensor_new(&dpt, dt, 2, (int64_t[]){p->rows, p->hid});
  if (!rc && xa_needs_grad(n, 0)) rc = xa_tensor_new(&d[0], dt, n->in[0].ndim, n->in[0].size);
  if (!rc && A.want_w1) rc = xa_tensor_new(&d[1], dt, 2, (int64_t[]){p->hid, p->in});
  if (!rc && A.want_b1) rc = xa_tensor_new(&d[2], dt, 1, &p->hid);
  if (!rc && A.want_w2) rc = xa_tensor_new(&d[3], dt, 2, (int64_t[]){p->out, p->hid});
  if (!rc && A.want_b2) rc = xa_tensor_new(&d[4], dt, 1, &p->out);
  if (rc) goto fail;
  A.g = xa_tensor_data(gc);
  A.dx = d[0] ? xa_tensor_data(d[0]) : NULL;
  A.dp = dpt ? xa_tensor_data(dpt) : NULL;
  int64_t work = p->rows * (p->hid * (p->in + p->out) + p->in); /* xa_parallel_for's split */
  int nt = A.nb > 0 ? xa_parallel_threads(A.nb, work) : 1;
  acc_layout(&A);
  A.acc = malloc(A.acc_bytes * (size_t)nt);
  if (!A.acc) {
    rc = xa_err("mlp_tanh: out of memory in backward (%d x %zu bytes of sums)", nt, A.acc_bytes);
    goto fail;
  }
  if (A.nb > 0) {
    xa_blas_sync(); /* before the region: OpenBLAS's thread count is only read inside */
    xa_parallel_for(A.nb, work, bwd_range, &A);
  }
  if (A.whole && A.nb > 0) {
    /* dW1 (hid, in) = dpᵀ (hid, rows) · x (rows, in); dx (rows, in) = dp · W1 (hid, in) */
    if (d[1])
      xa_gemm(dt, true, false, p->hid, p->in, p->rows, 1.0, A.dp, p->hid, A.x, p->in, 0.0,
              xa_tensor_data(d[1]), p->in);
    if (d[0])
      xa_gemm(dt, false, false, p->rows, p->in, p->hid, 1.0, A.dp, p->hid, A.w1, p->in, 0.0,
              A.dx, p->in);
  }
  /* the threads' sums, in thread order (none: a batch of no rows gives zeros) */
  size_t es = xa_dtype_size(dt);
  if (A.nb == 0) {
    for (int i = 1; i < 5; i++)
      if (d[i]) memset(xa_tensor_data(d[i]), 0, (size_t)xa_tensor_numel(d[i]) * es);
  } else {
    if (d[1] && !A.whole)
      sum_parts(dt, xa_tensor_data(d[1]), A.acc, A.acc_bytes, nt, p->hid * p->in, false);
    if (d[3]) sum_parts(dt, xa_tensor_data(d[3]), A.acc + A.off_w2, A.acc_bytes, nt, p->out * p->hid, false);
    if (d[2]) sum_parts(dt, xa_tensor_data(d[2]), A.acc + A.off_b1, A.acc_bytes, nt, p->hid, true);
    if (d[4]) sum_parts(dt, xa_tensor_data(d[4]), A.acc + A.off_b2, A.acc_bytes, nt, p->out, true);
  }
  free(A.acc);
  xa_tensor_release(gc);
  xa_tensor_release(dpt);
  for (int i = 0; i < 5; i++) gin[i] = d[i];
  return 0;
fail:
  xa_tensor_release(gc);
  xa_tensor_release(dpt);
  for (int i = 0; i < 5; i++) xa_tensor_release(d[i]);
  return -1;
}

static int check_args(xa_tensor *x, xa_tensor *w1, xa_tensor *b1, xa_tensor *w2, xa_tensor *b2) {
  char s[5][XA_SHAPESTR];
  xa_tensor *t[5] = {x, w1, b1, w2, b2};
  for (int i = 0; i < 5; i++) {
    if (t[i]) xa_tensor_shape_str(s[i], t[i]);
    else snprintf(s[i], sizeof s[i], "none");
  }
  char sh[6 * XA_SHAPESTR];
  snprintf(sh, sizeof sh, "(x %s, W1 %s, b1 %s, W2 %s, b2 %s)", s[0], s[1], s[2], s[3], s[4]);
  if (x->ndim < 1 || w1->ndim != 2 || w2->ndim != 2 || (b1 && b1->ndim != 1) || (b2 && b2->ndim != 1))
    return xa_err("mlp_tanh: expected x (..., in), W1 (hid, in), b1 (hid), W2 (out, hid) and "
                  "b2 (out) %s", sh);
  for (int i = 0; i < 5; i++)
    if (t[i] && (!xa_dtype_is_float(t[i]->dtype) || t[i]->dtype != x->dtype))
      return xa_err("mlp_tanh: x, W1, b1, W2 and b2 must share one float dtype, got x %s and "
                    "%s %s %s", xa_dtype_name(x->dtype), (const char *[]){"x", "W1", "b1", "W2", "b2"}[i],
                    xa_dtype_name(t[i]->dtype), sh);
  int64_t in = w1->size[1], hid = w1->size[0], out = w2->size[0];
  if (x->size[x->ndim - 1] != in)
    return xa_err("mlp_tanh: x has %lld features in its last dim but W1 expects %lld %s",
                  (long long)x->size[x->ndim - 1], (long long)in, sh);
  if (w2->size[1] != hid)
    return xa_err("mlp_tanh: W2 takes %lld hidden features but W1 gives %lld %s",
                  (long long)w2->size[1], (long long)hid, sh);
  if ((b1 && b1->size[0] != hid) || (b2 && b2->size[0] != out))
    return xa_err("mlp_tanh: b1 must have W1's %lld rows and b2 W2's %lld %s",
                  (long long)hid, (long long)out, sh);
  int64_t rows = 1;
  for (int d = 0; d < x->ndim - 1; d++) rows *= x->size[d];
  if (rows > INT_MAX || in > INT_MAX || hid > INT_MAX || out > INT_MAX)
    return xa_err("mlp_tanh: a dimension is too large for BLAS (over %d) %s", INT_MAX, sh);
  return 0;
}

int xa_mlp_tanh(xa_tensor **out, xa_tensor *x, xa_tensor *w1, xa_tensor *b1, xa_tensor *w2,
                xa_tensor *b2) {
  if (xa_check_devices("mlp_tanh", 5, (xa_tensor *[]){x, w1, b1, w2, b2})) return -1;
  if (check_args(x, w1, b1, w2, b2)) return -1;
  if (xa_tensor_device(x) != XA_CPU) { /* the composition */
    xa_tensor *h;
    if (xa_linear_tanh(&h, x, w1, b1)) return -1;
    int rc = xa_linear(out, h, w2, b2);
    xa_tensor_release(h);
    return rc;
  }
  xa_dtype dt = x->dtype;
  int64_t in = w1->size[1], hid = w1->size[0], nout = w2->size[0], rows = 1, osize[XA_MAXDIM];
  for (int d = 0; d < x->ndim - 1; d++) { rows *= x->size[d]; osize[d] = x->size[d]; }
  osize[x->ndim - 1] = nout;
  xa_tensor *xc = NULL, *w1c = NULL, *w2c = NULL, *b1c = NULL, *b2c = NULL, *h = NULL, *o = NULL;
  int rc = xa_tensor_contiguous(&xc, x);
  if (!rc) rc = xa_tensor_contiguous(&w1c, w1);
  if (!rc) rc = xa_tensor_contiguous(&w2c, w2);
  if (!rc && b1) rc = xa_tensor_contiguous(&b1c, b1);
  if (!rc && b2) rc = xa_tensor_contiguous(&b2c, b2);
  if (!rc) rc = xa_tensor_new(&h, dt, 2, (int64_t[]){rows, hid});
  if (!rc) rc = xa_tensor_new(&o, dt, x->ndim, osize);
  if (rc) goto done;
  int64_t rb = block_rows(in, hid, xa_dtype_size(dt));
  mlp_args A = {.dt = dt, .rows = rows, .in = in, .hid = hid, .out = nout, .rb = rb,
                .nb = (rows + rb - 1) / rb, .x = xa_tensor_data(xc), .w1 = xa_tensor_data(w1c),
                .b1 = b1c ? xa_tensor_data(b1c) : NULL, .w2 = xa_tensor_data(w2c),
                .b2 = b2c ? xa_tensor_data(b2c) : NULL, .h = xa_tensor_data(h), .y = xa_tensor_data(o)};
  /* the wide product over all rows at once when our float32 kernel takes it (with b1 in
   * its write-back); the blocks then run tanh and the thin product only */
  A.whole = dt == XA_FLOAT32 && rows > 0 &&
            xa_sgemm_ex(false, true, rows, hid, in, 1.0f, A.x, in, A.w1, in, 0.0f, A.h, hid,
                        A.b1, false);
  if (A.nb > 0) {
    xa_blas_sync();
    xa_parallel_for(A.nb, rows * (hid * ((A.whole ? 0 : in) + nout + 8)), fwd_range, &A);
  }
  xa_node *n;
  if (xa_record(&o, "mlp_tanh", bw_mlp, 5, (xa_tensor *[]){x, w1, b1, w2, b2}, &n)) {
    rc = -1;
    goto done;
  }
  if (n) {
    xa_node_save(n, xc);
    xa_node_save(n, w1c);
    xa_node_save(n, w2c);
    xa_node_save(n, h);
    XA_PARAMS(n, mlp_params) = (mlp_params){rows, in, hid, nout, b1 != NULL, b2 != NULL,
                                            A.whole};
  }
  *out = o;
  o = NULL;
done:
  xa_tensor_release(xc); xa_tensor_release(w1c); xa_tensor_release(w2c);
  xa_tensor_release(b1c); xa_tensor_release(b2c); xa_tensor_release(h); xa_tensor_release(o);
  return rc;
}
