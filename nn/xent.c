/* Label-smoothed cross-entropy, fused forward and backward (one kernel pass per row each).
 *
 * The formula is torch.nn.functional.cross_entropy(label_smoothing = eps), which is also
 * fairseq's label_smoothed_nll_loss as released with the Transformer baselines (eps_i =
 * eps / V), per row with log-probabilities lp = log_softmax(z) over V classes and target t:
 *     nll    = -lp[t]
 *     smooth = -sum_j lp[j]                       (all V classes, the target included)
 *     eps_i  = eps / V
 *     loss   = (1 - eps) * nll + eps_i * smooth
 * i.e. the cross-entropy against the target distribution q[t] = 1 - eps + eps/V,
 * q[j] = eps/V. We use it because PyTorch's label_smoothing and the golden files
 * compute exactly this. (Current fairseq spreads eps/(V-1) over the other classes and uses
 * (1 - eps - eps/(V-1)) * nll: a difference of about eps/V per row; the kernel takes the
 * two coefficients a, b, so that form is one line away.) Rows whose target is
 * ignore_index contribute 0 loss, 0 nll and 0 gradient (fairseq's pad mask). eps = 0 is
 * plain cross-entropy.
 *
 * With a = 1 - eps and b = eps_i the gradient of a row's loss is
 *     d loss / d z[j] = (a + V b) p[j] - b - a [j == t]     (a + V b = 1: p - q)
 * where p = softmax(z).
 *
 * Forward per row: the max m, then one pass for s = sum exp(z - m) and sum (z - m);
 *     log-sum-exp = m + log s,  nll = log s - (z[t] - m),  smooth = V log s - sum (z - m)
 * (a sum of non-negative terms: no cancellation). m and log s are kept for backward.
 * Backward per row: one pass writing g_r ((a + V b) exp(z - m - log s) - b), then the
 * target element. Rows are split over threads in fixed ranges and the row results are
 * summed afterwards in row order (in double), so results do not depend on the thread
 * count. float32 rows use a vectorisable exp (same algorithm as tensor/reduce.c's). */
#include "../tensor/hot.h"
#include "xent.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const void *x;       /* (rows, V) contiguous logits */
  const int64_t *tgt;  /* (rows) 1-based targets */
  int64_t rows, V;
  bool has_ign;
  int64_t ign;
  double a, b;         /* loss = a nll + b smooth */
  double *stat;        /* (rows, 2): m, log s */
  double *rloss, *rnll;
  /* backward */
  void *gx;            /* (rows, V) */
  const void *g;       /* upstream gradient: one per row (gs = 1) or one in all (gs = 0) */
  int64_t gs;
  double gscale;
} xent_args;

#define XENT_FWD(NAME, T, EXP)                                                         \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                 \
    const xent_args *A = ctx; (void)tid;                                                \
    int64_t V = A->V;                                                                 \
    for (int64_t r = r0; r < r1; r++) {                                               \
      const T *z = (const T *)A->x + r * V;                                           \
      int64_t t = A->tgt[r];                                                          \
      if (A->has_ign && t == A->ign) {                                                \
        A->stat[2 * r] = A->stat[2 * r + 1] = 0;                                      \
        A->rloss[r] = A->rnll[r] = 0;                                                 \
        continue;                                                                     \
      }                                                                               \
      T m = -INFINITY;                                                                \
      _Pragma("omp simd reduction(max:m)")                                            \
      for (int64_t i = 0; i < V; i++) m = z[i] > m ? z[i] : m;                        \
      double s = 0, sd = 0;                                                           \
      for (int64_t b0 = 0; b0 < V; b0 += XA_EXP_BLOCK) {                                 \
        int64_t be = b0 + XA_EXP_BLOCK < V ? b0 + XA_EXP_BLOCK : V;                         \
        T part = 0, partd = 0;                                                        \
        _Pragma("omp simd reduction(+:part, partd)")                                  \
        for (int64_t i = b0; i < be; i++) { T d = z[i] - m; part += EXP(d); partd += d; } \
        s += part;                                                                    \
        sd += partd;                                                                  \
      }                                                                               \
      double ls = log(s);                                                             \
      double nll = ls - ((double)z[t - 1] - (double)m);                               \
      double smooth = (double)V * ls - sd;                                            \
      A->stat[2 * r] = (double)m;                                                     \
      A->stat[2 * r + 1] = ls;                                                        \
      A->rnll[r] = nll;                                                               \
      A->rloss[r] = A->a * nll + (A->b != 0 ? A->b * smooth : 0.0);                   \
    }                                                                                 \
  }
XENT_FWD(xent_fwd_f, float, fast_expf)
XENT_FWD(xent_fwd_d, double, exp)

/* ACC 1: o (the gradient) += the row's gradient; ACC 0: o = it, where o may be z itself
 * (the in-place form) */
#define XENT_BWD(NAME, T, EXP, ACC)                                                    \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                 \
    const xent_args *A = ctx; (void)tid;                                                \
    int64_t V = A->V;                                                                 \
    double k1 = A->a + (double)V * A->b;                                              \
    for (int64_t r = r0; r < r1; r++) {                                               \
      const T *z = (const T *)A->x + r * V;                                           \
      T *o = (T *)A->gx + r * V;                                                      \
      int64_t t = A->tgt[r];                                                          \
      if (A->has_ign && t == A->ign) {                                                \
        if (!ACC) memset(o, 0, (size_t)V * sizeof(T));                                \
        continue;                                                                     \
      }                                                                               \
      double c = A->gscale * (double)((const T *)A->g)[r * A->gs];                    \
      T m = (T)A->stat[2 * r], ls = (T)A->stat[2 * r + 1];                            \
      T ck = (T)(c * k1), cb = (T)(c * A->b);                                         \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < V; i++)                                                 \
        o[i] = (ACC ? o[i] : (T)0) + (ck * EXP((z[i] - m) - ls) - cb);                \
      o[t - 1] -= (T)(c * A->a);                                                      \
    }                                                                                 \
  }
XENT_BWD(xent_bwd_f, float, fast_expf, 1)
XENT_BWD(xent_bwd_d, double, exp, 1)
XENT_BWD(xent_bwd_inplace_f, float, fast_expf, 0)
XENT_BWD(xent_bwd_inplace_d, double, exp, 0)

/* Forward and the in-place backward in one visit of each row (the chunks of
 * nn/linear_xent.c, never an ignored row): the max, then exp(z - m) stored over z while
 * summed, then the gradient from the stored values, scaled by 1/s. A row of 8,000 floats
 * stays in L1 after the first pass, so the chunk is read from memory once instead of twice,
 * and each logit costs one exp instead of two: 2.6% of a bench-small train step before.
 * The gradient is (a + V b) gscale e_i / s - b gscale, less a gscale at the target. */
#define XENT_FUSED(NAME, T, EXP)                                                       \
  XA_HOT512 static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                 \
    const xent_args *A = ctx; (void)tid;                                                \
    int64_t V = A->V;                                                                 \
    double k1 = A->a + (double)V * A->b;                                              \
    for (int64_t r = r0; r < r1; r++) {                                               \
      T *z = (T *)A->gx + r * V;                                                      \
      int64_t t = A->tgt[r];                                                          \
      T m = -INFINITY;                                                                \
      _Pragma("omp simd reduction(max:m)")                                            \
      for (int64_t i = 0; i < V; i++) m = z[i] > m ? z[i] : m;                        \
      T zt = z[t - 1];                                                                \
      double s = 0, sd = 0;                                                           \
      for (int64_t b0 = 0; b0 < V; b0 += XA_EXP_BLOCK) {                                 \
        int64_t be = b0 + XA_EXP_BLOCK < V ? b0 + XA_EXP_BLOCK : V;                         \
        T part = 0, partd = 0;                                                        \
        _Pragma("omp simd reduction(+:part, partd)")                                  \
        for (int64_t i = b0; i < be; i++) {                                           \
          T d = z[i] - m, e = EXP(d);                                                 \
          z[i] = e;                                                                   \
          part += e;                                                                  \
          partd += d;                                                                 \
        }                                                                             \
        s += part;                                                                    \
        sd += partd;                                                                  \
      }                                                                               \
      double ls = log(s);                                                             \
      double nll = ls - ((double)zt - (double)m);                                     \
      double smooth = (double)V * ls - sd;                                            \
      A->rnll[r] = nll;                                                               \
      A->rloss[r] = A->a * nll + (A->b != 0 ? A->b * smooth : 0.0);                   \
      T ck = (T)(A->gscale * k1 / s), cb = (T)(A->gscale * A->b);                     \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < V; i++) z[i] = ck * z[i] - cb;                          \
      z[t - 1] -= (T)(A->gscale * A->a);                                              \
    }                                                                                 \
  }
XENT_FUSED(xent_fused_f, float, fast_expf)
XENT_FUSED(xent_fused_d, double, exp)

void xa_xent_cpu_fused(xa_dtype dt, double *rloss, double *rnll, void *z, const int64_t *tgt,
                       int64_t rows, int64_t V, double a, double b, double gscale) {
  xent_args A = {.x = z, .tgt = tgt, .rows = rows, .V = V, .a = a, .b = b, .rloss = rloss,
                 .rnll = rnll, .gx = z, .gscale = gscale};
  if (rows > 0 && V > 0)
    xa_parallel_for(rows, rows * V, dt == XA_FLOAT32 ? xent_fused_f : xent_fused_d, &A);
}

static void xent_forward(xa_dtype dt, double *rloss, double *rnll, double *stat, const void *z,
                         const int64_t *tgt, int64_t rows, int64_t V, bool has_ign,
                         int64_t ign, double a, double b) {
  xent_args A = {.x = z, .tgt = tgt, .rows = rows, .V = V, .has_ign = has_ign, .ign = ign,
                 .a = a, .b = b, .stat = stat, .rloss = rloss, .rnll = rnll};
  if (rows > 0) xa_parallel_for(rows, rows * V, dt == XA_FLOAT32 ? xent_fwd_f : xent_fwd_d, &A);
}

static void xent_backward(xa_dtype dt, void *gz, const void *g, int64_t gs, double gscale,
                          const void *z, const int64_t *tgt, const double *stat, int64_t rows,
                          int64_t V, bool has_ign, int64_t ign, double a, double b) {
  xent_args A = {.x = z, .tgt = tgt, .rows = rows, .V = V, .has_ign = has_ign, .ign = ign,
                 .a = a, .b = b, .stat = (double *)stat, .gx = gz, .g = g, .gs = gs,
                 .gscale = gscale};
  if (rows > 0 && V > 0)
    xa_parallel_for(rows, rows * V, dt == XA_FLOAT32 ? xent_bwd_f : xent_bwd_d, &A);
}

static void xent_backward_inplace(xa_dtype dt, void *z, const int64_t *tgt, const double *stat,
                                  int64_t rows, int64_t V, bool has_ign, int64_t ign, double a,
                                  double b, double gscale) {
  float one_f = 1;
  double one_d = 1;
  xent_args A = {.x = z, .tgt = tgt, .rows = rows, .V = V, .has_ign = has_ign, .ign = ign,
                 .a = a, .b = b, .stat = (double *)stat, .gx = z,
                 .g = dt == XA_FLOAT32 ? (const void *)&one_f : (const void *)&one_d, .gs = 0,
                 .gscale = gscale};
  if (rows > 0 && V > 0)
    xa_parallel_for(rows, rows * V, dt == XA_FLOAT32 ? xent_bwd_inplace_f : xent_bwd_inplace_d,
                    &A);
}

const xa_xent_kernels xa_xent_cpu = {xent_forward, xent_backward, xent_backward_inplace};

typedef struct {
  xa_reduction red;
  bool has_ign;
  int64_t ign, count;  /* ignore_index; rows counted */
  double a, b;         /* loss = a nll + b smooth */
} xent_params;

/* saved: 0 the contiguous logits, 1 the contiguous target; extra: (rows, 2) m, log s;
 * parameters: xent_params */
static int bw_xent(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *x = n->saved[0], *tg = n->saved[1], *gc = NULL, *gx = NULL;
  int64_t V = x->size[x->ndim - 1], rows = xa_tensor_numel(tg);
  const xent_params *p = &XA_PARAMS(n, xent_params);
  xa_reduction red = p->red;
  const xa_xent_kernels *k =
      xa_kernels_for("cross_entropy", xa_tensor_device(x), "xent", &xa_xent_cpu);
  if (!k) return -1;
  int rc = xa_tensor_contiguous(&gc, g);
  if (!rc) rc = xa_tensor_zeros_on(&gx, xa_tensor_device(x), x->dtype, x->ndim, x->size);
  if (rc) { xa_tensor_release(gc); return -1; }
  k->backward(x->dtype, xa_tensor_data(gx), xa_tensor_data(gc), red == XA_REDUCE_NONE ? 1 : 0,
              red == XA_REDUCE_MEAN ? 1.0 / (double)p->count : 1.0, xa_tensor_data(x),
              xa_tensor_data(tg), n->extra, rows, V, p->has_ign, p->ign, p->a, p->b);
  xa_tensor_release(gc);
  gin[0] = gx;
  return 0;
}

/* position (row-major) of the first target outside [1, V] that is not ignored, or -1 */
int64_t xa_xent_find_bad_target(const xa_tensor *t, int64_t V, bool has_ign, int64_t ign,
                               int64_t *value) {
  int64_t n = xa_tensor_numel(t);
  const int64_t *base = t->storage->data;
  bool contig = xa_tensor_is_contiguous(t);
  for (int64_t i = 0; i < n; i++) {
    int64_t off = t->offset;
    if (contig) off += i;
    else
      for (int64_t d = t->ndim - 1, r = i; d >= 0; d--) {
        off += (r % t->size[d]) * t->stride[d];
        r /= t->size[d];
      }
    int64_t v = base[off];
    if (has_ign && v == ign) continue;
    if (v < 1 || v > V) { *value = v; return i; }
  }
  return -1;
}

int xa_cross_entropy(xa_tensor **loss, xa_tensor **nll_sum, int64_t *count, xa_tensor *logits,
                     xa_tensor *target, double eps, bool has_ign, int64_t ign,
                     xa_reduction red) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  xa_tensor_shape_str(s1, logits);
  xa_tensor_shape_str(s2, target);
  if (!xa_dtype_is_float(logits->dtype))
    return xa_err("cross_entropy: logits must be float32 or float64, got %s (logits %s, "
                  "target %s)", xa_dtype_name(logits->dtype), s1, s2);
  if (target->dtype != XA_INT64)
    return xa_err("cross_entropy: target must be int64 (1-based class ids), got %s (logits %s, "
                  "target %s)", xa_dtype_name(target->dtype), s1, s2);
  if (logits->ndim < 1 || target->ndim != logits->ndim - 1 ||
      memcmp(target->size, logits->size, (size_t)target->ndim * sizeof *target->size))
    return xa_err("cross_entropy: target %s must have the shape of logits %s without its last "
                  "(class) dim, e.g. logits (N,V) and target (N), or (B,T,V) and (B,T)", s2, s1);
  if (!(eps >= 0 && eps <= 1))
    return xa_err("cross_entropy: label_smoothing must be in [0, 1], got %g (logits %s)", eps, s1);
  if (red != XA_REDUCE_NONE && red != XA_REDUCE_SUM && red != XA_REDUCE_MEAN)
    return xa_err("cross_entropy: unknown reduction %d (logits %s)", (int)red, s1);
  int64_t V = logits->size[logits->ndim - 1], rows = xa_tensor_numel(target);
  if (V == 0 && rows > 0)
    return xa_err("cross_entropy: logits %s have no classes (last dim 0)", s1);
  if (xa_check_devices("cross_entropy", 2, (xa_tensor *[]){logits, target})) return -1;
  /* the targets are read on the host (checked here, counted below): a device's are copied
   * there (on the CPU this is target itself) */
  xa_devtype dev = xa_tensor_device(logits);
  xa_tensor *th = NULL;
  if (xa_tensor_to_device(&th, target, XA_CPU)) return -1;
  int64_t bad, pos = xa_xent_find_bad_target(th, V, has_ign, ign, &bad);
  if (pos >= 0) {
    xa_tensor_release(th);
    return xa_err("cross_entropy: target value %lld at position %lld is out of range [1, %lld] "
                  "(logits %s, target %s)", (long long)bad, (long long)pos + 1, (long long)V, s1, s2);
  }

  const xa_xent_kernels *k =
      xa_kernels_for("cross_entropy", xa_tensor_device(logits), "xent", &xa_xent_cpu);
  if (!k) { xa_tensor_release(th); return -1; }
  double eps_i = eps > 0 ? eps / (double)V : 0.0;
  xa_tensor *xc = NULL, *tc = NULL, *lo = NULL, *no = NULL;
  double *stat = malloc((size_t)(rows > 0 ? rows : 1) * 2 * sizeof *stat);
  double *rl = malloc((size_t)(rows > 0 ? rows : 1) * 2 * sizeof *rl);
  int rc = (stat && rl) ? 0 : xa_err("cross_entropy: out of memory for %lld rows (logits %s)",
                                     (long long)rows, s1);
  if (!rc) rc = xa_tensor_contiguous(&xc, logits);
  if (!rc) rc = xa_tensor_contiguous(&tc, target);
  xa_tensor *thc = NULL; /* the contiguous targets on the host */
  if (!rc) rc = xa_tensor_contiguous(&thc, th);
  if (!rc) rc = red == XA_REDUCE_NONE ? xa_tensor_new(&lo, logits->dtype, target->ndim, target->size)
                                      : xa_tensor_new(&lo, logits->dtype, 0, NULL);
  if (!rc) rc = xa_tensor_new(&no, logits->dtype, 0, NULL);
  if (rc) goto fail;

  xent_args A = {
    .x = xa_tensor_data(xc), .tgt = xa_tensor_data(tc), .rows = rows, .V = V,
    .has_ign = has_ign, .ign = ign, .a = 1.0 - eps, .b = eps_i, .stat = stat,
    .rloss = rl, .rnll = rl + rows,
  };
  k->forward(logits->dtype, A.rloss, A.rnll, A.stat, A.x, A.tgt, rows, V, has_ign, ign, A.a, A.b);
  double tl = 0, tn = 0;
  int64_t cnt = 0;
  for (int64_t r = 0; r < rows; r++) {
    tl += A.rloss[r];
    tn += A.rnll[r];
    if (!(has_ign && ((const int64_t *)xa_tensor_data(thc))[r] == ign)) cnt++;
  }
  bool f32 = logits->dtype == XA_FLOAT32;
  if (red == XA_REDUCE_NONE) {
    if (f32) for (int64_t r = 0; r < rows; r++) ((float *)xa_tensor_data(lo))[r] = (float)A.rloss[r];
    else memcpy(xa_tensor_data(lo), A.rloss, (size_t)rows * sizeof(double));
  } else {
    double v = red == XA_REDUCE_SUM ? tl : tl / (double)cnt; /* 0 / 0 = NaN like torch */
    if (f32) *(float *)xa_tensor_data(lo) = (float)v;
    else *(double *)xa_tensor_data(lo) = v;
  }
  if (f32) *(float *)xa_tensor_data(no) = (float)tn;
  else *(double *)xa_tensor_data(no) = tn;
  free(rl);
  rl = NULL;
  if (dev != XA_CPU) { /* the results on the logits' device, as every op's */
    xa_tensor *m;
    if (xa_tensor_to_device(&m, lo, dev)) goto fail;
    xa_tensor_release(lo);
    lo = m;
    if (xa_tensor_to_device(&m, no, dev)) goto fail;
    xa_tensor_release(no);
    no = m;
  }

  xa_node *n;
  if (xa_record(&lo, "cross_entropy", bw_xent, 1, &logits, &n)) goto fail;
  if (n) {
    xa_node_save(n, xc);
    xa_node_save(n, tc);
    n->extra = stat;
    stat = NULL;
    XA_PARAMS(n, xent_params) = (xent_params){red, has_ign, ign, cnt, A.a, A.b};
  }
  free(stat);
  xa_tensor_release(xc);
  xa_tensor_release(tc);
  xa_tensor_release(th);
  xa_tensor_release(thc);
  *loss = lo;
  *nll_sum = no;
  if (count) *count = cnt;
  return 0;
fail:
  free(stat);
  free(rl);
  xa_tensor_release(xc); xa_tensor_release(tc); xa_tensor_release(lo); xa_tensor_release(no);
  xa_tensor_release(th); xa_tensor_release(thc);
  return -1;
}
