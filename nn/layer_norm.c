/* Layer normalisation: the CPU kernels and the op (see layer_norm.h).
 *
 * The kernels work on contiguous (rows, cols) data: the op hands them a contiguous
 * input (a copy for strided ones). Statistics are accumulated in double for both float
 * types, in one pass over the row: sums of (x - x0) and (x - x0)^2 with x0 the row's
 * first element (the shift keeps the one-pass variance accurate when |mean| >> std),
 * four partial sums per row in a fixed order, so results do not depend on threads.
 * The variance is the biased one (divide by cols), as torch. */
#include "../tensor/hot.h"
#include "layer_norm.h"
#include "layer_norm_rows.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- layer norm forward ------------------------------------------------- */
/* y (rows, cols) = (x - mean) * rstd * w + b; mean, rstd (rows) written; w, b (cols) or NULL.
 * Rows split over the threads by xa_parallel_for, whose range function gets the AVX2 clone
 * (an omp-for body outlined by GCC does not): measured on (4096, 128), one thread, 0.94 ->
 * 0.39 ns an element. The statistics are sums in double of x - x[0] (shifted, so that a large
 * common offset does not cancel), in double lanes. */
typedef struct {
  void *y;
  double *mean, *rstd;
  const void *x, *w, *b;
  int64_t cols;
  double eps;
} ln_fwd_args;

#define LN_FWD(NAME, S, T)                                                               \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int t) {                    \
    const ln_fwd_args *A = ctx;                                                          \
    int64_t cols = A->cols;                                                              \
    for (int64_t r = r0; r < r1; r++) {                                                  \
      const T *xr = (const T *)A->x + r * cols;                                          \
      ln_stats_##S(xr, cols, A->eps, &A->mean[r], &A->rstd[r]);                          \
      ln_apply_##S((T *)A->y + r * cols, xr, cols, A->mean[r], A->rstd[r], A->w, A->b);  \
    }                                                                                    \
  }
LN_FWD(ln_fwd_f, f, float)
LN_FWD(ln_fwd_d, d, double)

static void ln_forward(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                       const void *w, const void *b, int64_t rows, int64_t cols, double eps) {
  if (rows == 0 || cols == 0) return;
  ln_fwd_args A = {.y = y, .mean = mean, .rstd = rstd, .x = x, .w = w, .b = b, .cols = cols,
                   .eps = eps};
  xa_parallel_for(rows, rows * cols, dt == XA_FLOAT32 ? ln_fwd_f : ln_fwd_d, &A);
}

/* ---- layer norm backward ------------------------------------------------ */
/* With xh = (x - mean) * rstd and gh = g * w (g without weight):
 *   dx = rstd * (gh - mean(gh) - xh * mean(gh * xh)),  dw = sum_rows g * xh,  db = sum_rows g.
 * Rows are split into one fixed range per thread; each thread sums dw and db for its
 * range into its own double buffer and the buffers are added in thread order (so dw and
 * db depend on the thread count in their last bits; dx does not). Everything is added
 * into the gradient buffers (+=). */
typedef struct {
  void *dx;                    /* (rows, cols) or NULL */
  const void *g, *x, *w;       /* (rows, cols), (rows, cols), (cols) or NULL */
  const double *mean, *rstd;   /* (rows) */
  double *part;                /* (nt, 2, cols): this range's sums of dw, db */
  bool dw, db;
  int64_t cols;
} ln_bwd_args;

#define LN_BWD(NAME, S, T)                                                               \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int t) {                    \
    const ln_bwd_args *A = ctx;                                                          \
    int64_t cols = A->cols;                                                              \
    const T *g = A->g, *x = A->x, *w = A->w;                                             \
    double *pw = A->part + (int64_t)t * 2 * cols, *pb = pw + cols;                       \
    for (int64_t r = r0; r < r1; r++) {                                                  \
      const T *gr = g + r * cols, *xr = x + r * cols;                                    \
      double mu = A->mean[r], rs = A->rstd[r], am, cm;                                   \
      ln_bwd_sums_##S(gr, xr, cols, mu, rs, w, A->dw ? pw : NULL, A->db ? pb : NULL, &am, &cm); \
      if (A->dx) {                                                                       \
        T *dr = (T *)A->dx + r * cols;                                                   \
        if (w) {                                                                         \
          _Pragma("omp simd")                                                            \
          for (int64_t j = 0; j < cols; j++) dr[j] += ln_dx_##S(gr, xr, w, j, mu, rs, am, cm); \
        } else {                                                                         \
          _Pragma("omp simd")                                                            \
          for (int64_t j = 0; j < cols; j++) dr[j] += ln_dx_##S(gr, xr, NULL, j, mu, rs, am, cm); \
        }                                                                                \
      }                                                                                  \
    }                                                                                    \
  }
LN_BWD(ln_bwd_f, f, float)
LN_BWD(ln_bwd_d, d, double)

static int ln_backward(xa_dtype dt, void *dx, void *dw, void *db, const void *g, const void *x,
                       const double *mean, const double *rstd, const void *w, int64_t rows,
                       int64_t cols) {
  int nt = xa_parallel_threads(rows, rows * cols);
  /* partial sums per thread: an omp team may be smaller than asked, never larger;
   * unused buffers stay zero */
  double *part = calloc((size_t)nt * 2 * (size_t)(cols ? cols : 1), sizeof *part);
  if (!part) return xa_err("layer_norm: out of memory in backward (%lld x %lld)",
                           (long long)rows, (long long)cols);
  ln_bwd_args A = {.dx = dx, .g = g, .x = x, .w = w, .mean = mean, .rstd = rstd,
                   .part = part, .dw = dw != NULL, .db = db != NULL, .cols = cols};
  xa_parallel_for(rows, rows * cols, dt == XA_FLOAT32 ? ln_bwd_f : ln_bwd_d, &A);
  if (dt == XA_FLOAT32) ln_part_sums_f(dw, db, part, nt, cols);
  else ln_part_sums_d(dw, db, part, nt, cols);
  free(part);
  return 0;
}

const xa_layer_norm_kernels xa_layer_norm_cpu = {ln_forward, ln_backward};

/* ---- the op --------------------------------------------------------------------- */
typedef struct { int64_t rows, cols; } ln_params; /* the input as (rows, cols) */

/* saved: 0 the contiguous input, 1 the statistics (2 rows doubles on x's device: mean[rows]
 * then rstd[rows]), 2 the contiguous weight (if any) */
static int bw_layer_norm(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *x = n->saved[0], *w = n->nsaved > 2 ? n->saved[2] : NULL;
  const xa_layer_norm_kernels *k =
      xa_kernels_for("layer_norm", xa_tensor_device(x), "layer_norm", &xa_layer_norm_cpu);
  if (!k) return -1;
  xa_devtype dev = xa_tensor_device(x);
  int64_t rows = XA_PARAMS(n, ln_params).rows, cols = XA_PARAMS(n, ln_params).cols;
  const double *mean = xa_tensor_data(n->saved[1]), *rstd = mean + rows;
  xa_tensor *gc = NULL, *dx = NULL, *dw = NULL, *db = NULL;
  int rc = xa_tensor_contiguous(&gc, g);
  if (!rc && xa_needs_grad(n, 0)) rc = xa_tensor_zeros_on(&dx, dev, x->dtype, x->ndim, x->size);
  if (!rc && xa_needs_grad(n, 1))
    rc = xa_tensor_zeros_on(&dw, dev, x->dtype, n->in[1].ndim, n->in[1].size);
  if (!rc && xa_needs_grad(n, 2))
    rc = xa_tensor_zeros_on(&db, dev, x->dtype, n->in[2].ndim, n->in[2].size);
  if (!rc)
    rc = k->backward(x->dtype, dx ? xa_tensor_data(dx) : NULL, dw ? xa_tensor_data(dw) : NULL,
                     db ? xa_tensor_data(db) : NULL, xa_tensor_data(gc), xa_tensor_data(x), mean,
                     rstd, w ? xa_tensor_data(w) : NULL, rows, cols);
  xa_tensor_release(gc);
  if (rc) { xa_tensor_release(dx); xa_tensor_release(dw); xa_tensor_release(db); return -1; }
  gin[0] = dx; gin[1] = dw; gin[2] = db;
  return 0;
}

static int check_affine(const char *what, xa_tensor *p, xa_tensor *x, int nnorm) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR];
  const int64_t *ns = x->size + x->ndim - nnorm;
  if (p->ndim != nnorm || memcmp(p->size, ns, (size_t)nnorm * sizeof *ns))
    return xa_err("layer_norm: %s of shape %s does not match the normalized shape %s of "
                  "input %s", what, xa_tensor_shape_str(s1, p), xa_shape_str(s2, nnorm, ns),
                  xa_tensor_shape_str(s3, x));
  if (p->dtype != x->dtype)
    return xa_err("layer_norm: %s is %s but the input is %s (shapes %s and %s)", what,
                  xa_dtype_name(p->dtype), xa_dtype_name(x->dtype), xa_tensor_shape_str(s1, p),
                  xa_tensor_shape_str(s2, x));
  return 0;
}

int xa_layer_norm(xa_tensor **out, xa_tensor *x, int nnorm, xa_tensor *weight,
                  xa_tensor *bias, double eps) {
  char s1[XA_SHAPESTR];
  if (!xa_dtype_is_float(x->dtype))
    return xa_err("layer_norm: input must be float32 or float64, got %s (shape %s)",
                  xa_dtype_name(x->dtype), xa_tensor_shape_str(s1, x));
  if (nnorm < 1 || nnorm > x->ndim)
    return xa_err("layer_norm: cannot normalise over the last %d dims of input %s", nnorm,
                  xa_tensor_shape_str(s1, x));
  if (weight && check_affine("weight", weight, x, nnorm)) return -1;
  if (bias && check_affine("bias", bias, x, nnorm)) return -1;
  if (!(eps >= 0) || isinf(eps))
    return xa_err("layer_norm: eps must be finite and >= 0, got %g (input %s)", eps,
                  xa_tensor_shape_str(s1, x));
  if (xa_check_devices("layer_norm", 3, (xa_tensor *[]){x, weight, bias})) return -1;
  xa_devtype dev = xa_tensor_device(x);
  const xa_layer_norm_kernels *k = xa_kernels_for("layer_norm", dev, "layer_norm", &xa_layer_norm_cpu);
  if (!k) return -1;
  int64_t rows = 1, cols = 1;
  for (int d = 0; d < x->ndim; d++) *(d < x->ndim - nnorm ? &rows : &cols) *= x->size[d];

  xa_tensor *xc = NULL, *wc = NULL, *bc = NULL, *o = NULL, *st = NULL;
  int64_t nst = 2 * rows;
  int rc = xa_tensor_new_on(&st, dev, XA_FLOAT64, 1, &nst);
  if (!rc) rc = xa_tensor_contiguous(&xc, x);
  if (!rc && weight) rc = xa_tensor_contiguous(&wc, weight);
  if (!rc && bias) rc = xa_tensor_contiguous(&bc, bias);
  if (!rc) rc = xa_tensor_new_on(&o, dev, x->dtype, x->ndim, x->size);
  if (rc) goto fail;
  double *stats = xa_tensor_data(st);
  k->forward(x->dtype, xa_tensor_data(o), stats, stats + rows, xa_tensor_data(xc),
             wc ? xa_tensor_data(wc) : NULL, bc ? xa_tensor_data(bc) : NULL, rows, cols, eps);
  xa_node *n;
  if (xa_record(&o, "layer_norm", bw_layer_norm, 3, (xa_tensor *[]){x, weight, bias}, &n)) goto fail;
  if (n) {
    xa_node_save(n, xc);
    xa_node_save(n, st);
    if (wc) xa_node_save(n, wc);
    XA_PARAMS(n, ln_params) = (ln_params){rows, cols};
  }
  xa_tensor_release(xc); xa_tensor_release(wc); xa_tensor_release(bc); xa_tensor_release(st);
  *out = o;
  return 0;
fail:
  xa_tensor_release(xc); xa_tensor_release(wc); xa_tensor_release(bc); xa_tensor_release(o);
  xa_tensor_release(st);
  return -1;
}
