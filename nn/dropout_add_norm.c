/* Dropout, the residual addition and layer norm in one op: the end of a post-norm
 * Transformer sublayer,
 *     y = layer_norm(res + dropout(x, p), weight, bias, eps)   over the last dim.
 * Composed, the three ops read and write the (rows, cols) activations six times and record
 * three nodes; here one pass per row makes s = res + dropout(x) (kept for backward) and y,
 * and backward one pass per row gives the gradients of res and x (and those of weight and
 * bias). On bench-small's (2048, 256), 2 threads: forward 0.51 -> 0.34 ms; backward 0.81 ->
 * 0.83-0.87 ms, bound by layer norm's own arithmetic (in double lanes), not by memory.
 *
 * The mask is the one xa_dropout draws (the same draws from the global generator), the row
 * kernels are layer norm's own (layer_norm_rows.h, in the same AVX2 clone: an AVX-512 one
 * sums in another order) and the expressions those of the
 * composed ops, so on the CPU the result has the bits of the composition at the same
 * thread count (tested). On another device the op is that composition. */
#include "../tensor/hot.h"
#include "dropout.h"
#include "layer_norm.h"
#include "layer_norm_rows.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { DROP_NONE, DROP_MASK, DROP_ALL }; /* x as it is; x * mask * scale; zeros (p = 1) */

typedef struct {
  void *s, *y;                /* (rows, cols): res + dropout(x), the output */
  double *mean, *rstd;        /* (rows) */
  const void *x, *res, *w, *b;
  const uint8_t *mask;        /* (rows, cols) when DROP_MASK */
  int mode;
  double scale, eps;
  int64_t cols;
  /* backward */
  const void *g;
  void *dres, *dx;            /* (rows, cols): dres written; dx written when DROP_MASK */
  double *part;               /* (nt, 2, cols): a range's sums of dw, db */
  bool dw, db;
} dan_args;

#define DAN_FWD(NAME, S, T)                                                              \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int t) {                    \
    const dan_args *A = ctx;                                                             \
    int64_t cols = A->cols;                                                              \
    T sc = (T)A->scale;                                                                  \
    for (int64_t r = r0; r < r1; r++) {                                                  \
      const T *xr = (const T *)A->x + r * cols, *rr = (const T *)A->res + r * cols;      \
      T *sr = (T *)A->s + r * cols;                                                      \
      if (A->mode == DROP_MASK) {                                                        \
        const uint8_t *m = A->mask + r * cols;                                           \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < cols; j++) sr[j] = rr[j] + (m[j] ? xr[j] * sc : (T)0);   \
      } else if (A->mode == DROP_NONE) {                                                 \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < cols; j++) sr[j] = rr[j] + xr[j];                        \
      } else {                                                                           \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < cols; j++) sr[j] = rr[j] + (T)0;                         \
      }                                                                                  \
      ln_stats_##S(sr, cols, A->eps, &A->mean[r], &A->rstd[r]);                          \
      ln_apply_##S((T *)A->y + r * cols, sr, cols, A->mean[r], A->rstd[r], A->w, A->b);  \
    }                                                                                    \
  }
DAN_FWD(dan_fwd_f, f, float)
DAN_FWD(dan_fwd_d, d, double)

/* dres = layer norm's dx; dx = dres * mask * scale (DROP_MASK; dres itself for DROP_NONE,
 * nothing for DROP_ALL) */
#define DAN_BWD(NAME, S, T)                                                              \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int t) {                    \
    const dan_args *A = ctx;                                                             \
    int64_t cols = A->cols;                                                              \
    const T *w = A->w;                                                                   \
    T sc = (T)A->scale;                                                                  \
    double *pw = A->part + (int64_t)t * 2 * cols, *pb = pw + cols;                       \
    for (int64_t r = r0; r < r1; r++) {                                                  \
      const T *gr = (const T *)A->g + r * cols, *sr = (const T *)A->s + r * cols;        \
      double mu = A->mean[r], rs = A->rstd[r], am, cm;                                   \
      ln_bwd_sums_##S(gr, sr, cols, mu, rs, w, A->dw ? pw : NULL, A->db ? pb : NULL, &am, &cm); \
      T *dr = (T *)A->dres + r * cols;                                                   \
      if (w) {                                                                           \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < cols; j++) dr[j] = ln_dx_##S(gr, sr, w, j, mu, rs, am, cm); \
      } else {                                                                           \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < cols; j++) dr[j] = ln_dx_##S(gr, sr, NULL, j, mu, rs, am, cm); \
      }                                                                                  \
      if (A->mode == DROP_MASK && A->dx) {                                               \
        const uint8_t *m = A->mask + r * cols;                                           \
        T *dxr = (T *)A->dx + r * cols;                                                  \
        _Pragma("omp simd")                                                              \
        for (int64_t j = 0; j < cols; j++) dxr[j] = m[j] ? dr[j] * sc : (T)0;            \
      }                                                                                  \
    }                                                                                    \
  }
DAN_BWD(dan_bwd_f, f, float)
DAN_BWD(dan_bwd_d, d, double)

/* ---- the op --------------------------------------------------------------------- */
typedef struct { int64_t rows, cols; int mode; double scale; } dan_params;

/* saved: 0 s = res + dropout(x), 1 the statistics (mean[rows] then rstd[rows], double),
 * 2 the contiguous weight or s again (none), 3 the mask (DROP_MASK) */
static int bw_dan(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const dan_params *p = &XA_PARAMS(n, dan_params);
  xa_tensor *s = n->saved[0], *w = n->saved[2] != s ? n->saved[2] : NULL;
  xa_tensor *mask = p->mode == DROP_MASK ? n->saved[3] : NULL;
  int64_t rows = p->rows, cols = p->cols;
  xa_dtype dt = s->dtype;
  const double *mean = xa_tensor_data(n->saved[1]);
  xa_tensor *gc = NULL, *dres = NULL, *dx = NULL, *dw = NULL, *db = NULL, *sw = NULL, *sb = NULL;
  bool want_x = xa_needs_grad(n, 0);
  int rc = xa_tensor_contiguous(&gc, g);
  if (rc) return -1;
  xa_tensor *ops[] = {gc, s, w};
  if (xa_needs_grad(n, 2)) sw = xa_grad_sink(n, 2, ops, 3);
  if (xa_needs_grad(n, 3)) sb = xa_grad_sink(n, 3, ops, 3);
  /* dres always (it is layer norm's dx, which dx is made from) */
  rc = xa_tensor_new_on(&dres, XA_CPU, dt, s->ndim, s->size);
  if (!rc && want_x && p->mode == DROP_MASK)
    rc = xa_tensor_new_on(&dx, XA_CPU, dt, s->ndim, s->size);
  /* p = 1: x's gradient is zeros, as dropout's */
  if (!rc && want_x && p->mode == DROP_ALL)
    rc = xa_tensor_zeros_on(&dx, XA_CPU, dt, s->ndim, s->size);
  if (!rc && xa_needs_grad(n, 2) && !sw)
    rc = xa_tensor_zeros_on(&dw, XA_CPU, dt, n->in[2].ndim, n->in[2].size);
  if (!rc && xa_needs_grad(n, 3) && !sb)
    rc = xa_tensor_zeros_on(&db, XA_CPU, dt, n->in[3].ndim, n->in[3].size);
  xa_tensor *tw = sw ? sw : dw, *tb = sb ? sb : db;
  int nt = xa_parallel_threads(rows, rows * cols);
  double *part = NULL;
  if (!rc && rows > 0 && cols > 0) {
    part = calloc((size_t)nt * 2 * (size_t)cols, sizeof *part);
    if (!part)
      rc = xa_err("dropout_add_layer_norm: out of memory in backward (%lld x %lld)",
                  (long long)rows, (long long)cols);
  }
  if (!rc && rows > 0 && cols > 0) {
    dan_args A = {.s = xa_tensor_data(s), .mean = (double *)mean, .rstd = (double *)mean + rows,
                  .w = w ? xa_tensor_data(w) : NULL, .mask = mask ? xa_tensor_data(mask) : NULL,
                  .mode = p->mode, .scale = p->scale, .cols = cols, .g = xa_tensor_data(gc),
                  .dres = xa_tensor_data(dres), .dx = dx ? xa_tensor_data(dx) : NULL,
                  .part = part, .dw = tw != NULL, .db = tb != NULL};
    xa_parallel_for(rows, rows * cols, dt == XA_FLOAT32 ? dan_bwd_f : dan_bwd_d, &A);
    void *pw = tw ? xa_tensor_data(tw) : NULL, *pb = tb ? xa_tensor_data(tb) : NULL;
    if (dt == XA_FLOAT32) ln_part_sums_f(pw, pb, part, nt, cols);
    else ln_part_sums_d(pw, pb, part, nt, cols);
  }
  free(part);
  xa_tensor_release(gc);
  if (sw) xa_grad_sink_done(sw);
  if (sb) xa_grad_sink_done(sb);
  if (rc) {
    xa_tensor_release(dres); xa_tensor_release(dx); xa_tensor_release(dw); xa_tensor_release(db);
    return -1;
  }
  /* without dropout x's gradient is res's: one tensor for both (the engine adds in place
   * only into a tensor nobody else holds) */
  if (want_x && p->mode == DROP_NONE) { xa_tensor_retain(dres); dx = dres; }
  gin[0] = dx;
  gin[1] = dres;
  gin[2] = dw;
  gin[3] = db;
  return 0;
}

static int check_param(const char *what, xa_tensor *t, xa_tensor *x) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (t->ndim != 1 || t->size[0] != x->size[x->ndim - 1] || t->dtype != x->dtype)
    return xa_err("dropout_add_layer_norm: %s must be %s of the last dim's size, got %s %s "
                  "for x %s", what, xa_dtype_name(x->dtype), xa_dtype_name(t->dtype),
                  xa_tensor_shape_str(s1, t), xa_tensor_shape_str(s2, x));
  return 0;
}

int xa_dropout_add_layer_norm(xa_tensor **out, xa_tensor *x, xa_tensor *res, double p,
                              bool train, xa_tensor *w, xa_tensor *b, double eps) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (xa_check_devices("dropout_add_layer_norm", 4, (xa_tensor *[]){x, res, w, b})) return -1;
  if (!xa_dtype_is_float(x->dtype) || res->dtype != x->dtype)
    return xa_err("dropout_add_layer_norm: x and res must share one float dtype, got %s %s "
                  "and %s %s", xa_dtype_name(x->dtype), xa_tensor_shape_str(s1, x),
                  xa_dtype_name(res->dtype), xa_tensor_shape_str(s2, res));
  if (x->ndim < 1 || !xa_same_shape(x, res))
    return xa_err("dropout_add_layer_norm: x %s and res %s must have one shape with at least "
                  "one dim", xa_tensor_shape_str(s1, x), xa_tensor_shape_str(s2, res));
  if (w && check_param("weight", w, x)) return -1;
  if (b && check_param("bias", b, x)) return -1;
  if (!(p >= 0 && p <= 1))
    return xa_err("dropout_add_layer_norm: probability p must be between 0 and 1, got %g "
                  "(x %s)", p, xa_tensor_shape_str(s1, x));
  if (!(eps >= 0) || isinf(eps))
    return xa_err("dropout_add_layer_norm: eps must be finite and >= 0, got %g (x %s)", eps,
                  xa_tensor_shape_str(s1, x));
  xa_devtype dev = xa_tensor_device(x);
  if (dev != XA_CPU) { /* the composition, op by op */
    xa_tensor *d = NULL, *s = NULL;
    int rc = xa_dropout(&d, x, p, train);
    if (!rc) rc = xa_add(&s, res, d);
    if (!rc) rc = xa_layer_norm(out, s, 1, w, b, eps);
    xa_tensor_release(d);
    xa_tensor_release(s);
    return rc;
  }
  int mode = !train || p == 0 ? DROP_NONE : p == 1 ? DROP_ALL : DROP_MASK;
  double scale = mode == DROP_MASK ? 1.0 / (1.0 - p) : 0.0;
  int64_t cols = x->size[x->ndim - 1], rows = cols ? xa_tensor_numel(x) / cols : 0;
  xa_dtype dt = x->dtype;
  xa_tensor *xc = NULL, *rc_ = NULL, *wc = NULL, *bc = NULL, *mask = NULL, *s = NULL, *o = NULL,
            *st = NULL;
  int64_t nst = 2 * rows;
  int rc = xa_tensor_new_on(&st, dev, XA_FLOAT64, 1, &nst);
  if (!rc) rc = xa_tensor_contiguous(&xc, x);
  if (!rc) rc = xa_tensor_contiguous(&rc_, res);
  if (!rc && w) rc = xa_tensor_contiguous(&wc, w);
  if (!rc && b) rc = xa_tensor_contiguous(&bc, b);
  if (!rc && mode == DROP_MASK) rc = xa_tensor_new_on(&mask, dev, XA_BOOL, x->ndim, x->size);
  if (!rc) rc = xa_tensor_new_on(&s, dev, dt, x->ndim, x->size);
  if (!rc) rc = xa_tensor_new_on(&o, dev, dt, x->ndim, x->size);
  if (rc) goto fail;
  if (mask) xa_backend_of(mask)->keep_mask(mask, p);
  if (rows > 0 && cols > 0) {
    double *stats = xa_tensor_data(st);
    dan_args A = {.s = xa_tensor_data(s), .y = xa_tensor_data(o), .mean = stats,
                  .rstd = stats + rows, .x = xa_tensor_data(xc), .res = xa_tensor_data(rc_),
                  .w = wc ? xa_tensor_data(wc) : NULL, .b = bc ? xa_tensor_data(bc) : NULL,
                  .mask = mask ? xa_tensor_data(mask) : NULL, .mode = mode, .scale = scale,
                  .eps = eps, .cols = cols};
    xa_parallel_for(rows, rows * cols, dt == XA_FLOAT32 ? dan_fwd_f : dan_fwd_d, &A);
  }
  xa_node *n;
  if (xa_record(&o, "dropout_add_layer_norm", bw_dan, 4, (xa_tensor *[]){x, res, w, b}, &n))
    goto fail;
  if (n) {
    xa_node_save(n, s);
    xa_node_save(n, st);
    xa_node_save(n, wc ? wc : s);
    if (mask) xa_node_save(n, mask);
    XA_PARAMS(n, dan_params) = (dan_params){rows, cols, mode, scale};
  }
  xa_tensor_release(xc); xa_tensor_release(rc_); xa_tensor_release(wc); xa_tensor_release(bc);
  xa_tensor_release(mask); xa_tensor_release(s); xa_tensor_release(st);
  *out = o;
  return 0;
fail:
  xa_tensor_release(xc); xa_tensor_release(rc_); xa_tensor_release(wc); xa_tensor_release(bc);
  xa_tensor_release(mask); xa_tensor_release(s); xa_tensor_release(st); xa_tensor_release(o);
  return -1;
}
