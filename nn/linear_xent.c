/* The output projection fused with the label-smoothed cross-entropy:
 *     loss = cross_entropy(x · Wᵀ + b, target)          (nn/xent.c gives the formula)
 * for x (N, D) (leading dims folded), W (V, D), b (V).
 *
 * Why: a bench-small batch of 2,048 target tokens over 8,000 classes has 64 MB of logits
 * and 64 MB of their gradient, the largest tensors of a training step by far. Here only
 * the rows that count (target != ignore_index: padding costs nothing) are projected, in
 * chunks of about 4M logits (16 MB in float32) that are reused:
 *     Z  (R, V) = x_c · Wᵀ + b                 one gemm
 *     row statistics and losses                 xent row kernels
 * and, when a gradient is wanted (grad mode on and x, W or b requiring it), at once:
 *     dZ (R, V) = gscale (softmax(Z) - q)      in place over Z (q: the smoothed target)
 *     dx_c (R, D) = dZ · W                     one gemm
 *     dW (V, D) += dZᵀ · x_c                   one gemm (beta = 1 after the first chunk)
 *     db (V)    += column sums of dZ           in double
 * The loss is a sum or a mean (gscale = 1 or 1/count), so the gradient for an upstream g
 * is g times these; backward only scales the saved dx, dW, db. The FLOPs are those of the
 * unfused linear + cross_entropy forward and backward, with N x V floats never stored.
 * (Computing gradients in forward wastes them if backward never comes: ask for the loss
 * under no_grad when none is wanted, as validation does.)
 * Chunks are a fixed number of rows and their sums are added in row order, so results do
 * not depend on the thread count. The op is the same on every device; the chunked kernel
 * is the device's table (xa_linear_xent_kernels, nn/xent.h; CUDA's in nn/linear_xent.cu).
 * reduction "none" is not offered: its upstream gradient
 * differs per row, so nothing could be precomputed; compose linear and cross_entropy. */
#include "linear.h"
#include "xent.h"
#include "../tensor/cpu.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* each chunk reads W (and dW) whole, 8 MB each for bench-small's (8000, 256): with chunks
 * of 2M logits (8 chunks of 262 rows) that was some 250 MB a step; 4M halve it (the op's
 * forward and backward at (2048, 256, 8000), 2 threads: 101.6-102.5 -> 98.4-102.2 ms; 8M:
 * 96.6-99.8 ms, for 16 MB more at the peak) */
#define CHUNK_LOGITS ((int64_t)1 << 22)

/* rows per chunk for V classes: about CHUNK_LOGITS logits, 16 .. 4096 rows */
static int64_t chunk_rows(int64_t V) {
  int64_t r = CHUNK_LOGITS / (V > 0 ? V : 1);
  return r < 16 ? 16 : r > 4096 ? 4096 : r;
}

/* saved: dx (x's shape), dW (V, D), db (V) for the inputs that need a gradient, at the
 * positions of n->saved given by the parameter (-1: not saved) */
typedef struct { int slot[3]; } lxent_params;

static int bw_lxent(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_backward_saved_grads(n, g, gin, 3, XA_PARAMS(n, lxent_params).slot);
}

/* acc (V) += column sums of z (R, V) contiguous; each column summed by one thread in
 * row order */
#define COLACC(NAME, T)                                                                  \
  static void NAME(double *acc, const T *z, int64_t R, int64_t V) {                     \
    int64_t nblk = (V + 255) / 256;                                                     \
    int nt = xa_parallel_threads(nblk, R * V);                                          \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t blk = 0; blk < nblk; blk++) {                                          \
      int64_t j0 = blk * 256, j1 = j0 + 256 < V ? j0 + 256 : V;                         \
      for (int64_t r = 0; r < R; r++) {                                                 \
        const T *row = z + r * V;                                                       \
        _Pragma("omp simd")                                                             \
        for (int64_t j = j0; j < j1; j++) acc[j] += (double)row[j];                     \
      }                                                                                 \
    }                                                                                   \
  }
COLACC(colacc_f, float)
COLACC(colacc_d, double)

/* the CPU's kernel (xa_linear_xent_kernels, nn/xent.h) */
static int cpu_linear_xent(xa_dtype dt, double *loss, double *nll, int64_t *count, void *dx,
                           void *dw, void *db, const void *x, const void *w, bool wt,
                           int64_t ldw, const void *b, const int64_t *T, int64_t N, int64_t D,
                           int64_t V, double eps, bool has_ign, int64_t ign, bool mean) {
  size_t es = xa_dtype_size(dt);
  double a = 1.0 - eps, bb = eps > 0 ? eps / (double)V : 0.0;
  /* the counted rows, in order */
  int64_t *idx = malloc((size_t)(N > 0 ? N : 1) * sizeof *idx), cnt = 0;
  if (!idx) return xa_err("linear_cross_entropy: out of memory for %lld rows", (long long)N);
  for (int64_t r = 0; r < N; r++) {
    if (has_ign && T[r] == ign) continue;
    if (T[r] < 1 || T[r] > V) {
      free(idx);
      return xa_err("linear_cross_entropy: target value %lld at position %lld is out of range "
                    "[1, %lld]", (long long)T[r], (long long)r + 1, (long long)V);
    }
    idx[cnt++] = r;
  }
  if (dx && cnt < N) memset(dx, 0, (size_t)(N * D) * es);
  if (cnt == 0) {
    if (dw) memset(dw, 0, (size_t)(V * D) * es);
    if (db) memset(db, 0, (size_t)V * es);
    free(idx);
    *loss = mean ? NAN : 0; /* 0 / 0 = NaN like torch */
    *nll = 0;
    if (count) *count = 0;
    return 0;
  }
  bool grad = dx || dw || db;
  int64_t R = chunk_rows(V);
  if (R > cnt) R = cnt;
  char *Z = malloc((size_t)(R * V) * es);
  char *xg = cnt < N ? malloc((size_t)(R * D) * es) : NULL;
  char *dxg = cnt < N && dx ? malloc((size_t)(R * D) * es) : NULL;
  int64_t *tg = malloc((size_t)R * sizeof *tg);
  double *stat = malloc((size_t)R * 2 * sizeof *stat);
  double *rl = malloc((size_t)cnt * 2 * sizeof *rl);
  double *acc = db ? calloc((size_t)V, sizeof *acc) : NULL;
  int rc = 0;
  if (!Z || (cnt < N && !xg) || (cnt < N && dx && !dxg) || !tg || !stat || !rl || (db && !acc)) {
    rc = xa_err("linear_cross_entropy: out of memory for chunks of %lld rows of %lld classes",
                (long long)R, (long long)V);
    goto done;
  }
  const char *X = x;
  double gscale = mean ? 1.0 / (double)cnt : 1.0;
  for (int64_t c0 = 0; c0 < cnt; c0 += R) {
    int64_t r = cnt - c0 < R ? cnt - c0 : R;
    /* x_c (r, D): the rows themselves when every row counts, else gathered */
    const char *xcp = X + idx[c0] * D * (int64_t)es;
    if (xg) {
      for (int64_t i = 0; i < r; i++)
        memcpy(xg + i * D * (int64_t)es, X + idx[c0 + i] * D * (int64_t)es, (size_t)D * es);
      xcp = xg;
    }
    for (int64_t i = 0; i < r; i++) tg[i] = T[idx[c0 + i]];
    if (b) xa_cpu_fill_rows(Z, b, r, (size_t)V * es);
    /* Z (r, V) = x_c (r, D) · Wᵀ (D, V) [+ b] */
    xa_gemm(dt, false, !wt, r, V, D, 1.0, xcp, D, w, ldw, b ? 1.0 : 0.0, Z, V);
    if (!grad) {
      xa_xent_cpu.forward(dt, rl + c0, rl + cnt + c0, stat, Z, tg, r, V, false, 0, a, bb);
      continue;
    }
    /* the loss and dZ = gscale (softmax(Z) - q) over Z in one visit of each row */
    xa_xent_cpu_fused(dt, rl + c0, rl + cnt + c0, Z, tg, r, V, a, bb, gscale);
    /* dx_c (r, D) = dZ (r, V) · W (V, D) and dW (V, D) (+)= dZᵀ (V, r) · x_c (r, D), side
     * by side when both are wanted (equal work) */
    char *o = dx ? (dxg ? dxg : (char *)dx + idx[c0] * D * (int64_t)es) : NULL;
    xa_gemm_job jx = {false, wt, r, D, V, Z, V, w, ldw, 0.0, o, D};
    xa_gemm_job jw = {true, false, V, D, r, Z, V, xcp, D, c0 > 0 ? 1.0 : 0.0, dw, D};
    if (dx && dw) xa_gemm_pair(dt, &jx, &jw);
    else if (dx) xa_gemm(dt, false, wt, r, D, V, 1.0, Z, V, w, ldw, 0.0, o, D);
    else if (dw) xa_gemm(dt, true, false, V, D, r, 1.0, Z, V, xcp, D, c0 > 0 ? 1.0 : 0.0, dw, D);
    if (dx && dxg)
      for (int64_t i = 0; i < r; i++)
        memcpy((char *)dx + idx[c0 + i] * D * (int64_t)es, o + i * D * (int64_t)es, (size_t)D * es);
    if (db) {
      if (dt == XA_FLOAT32) colacc_f(acc, (const float *)Z, r, V);
      else colacc_d(acc, (const double *)Z, r, V);
    }
  }
  if (db) {
    if (dt == XA_FLOAT32) for (int64_t j = 0; j < V; j++) ((float *)db)[j] = (float)acc[j];
    else memcpy(db, acc, (size_t)V * sizeof *acc);
  }
  double tl = 0, tn = 0;
  for (int64_t i = 0; i < cnt; i++) { tl += rl[i]; tn += rl[cnt + i]; }
  *loss = mean ? tl / (double)cnt : tl;
  *nll = tn;
  if (count) *count = cnt;
done:
  free(idx); free(Z); free(xg); free(dxg); free(tg); free(stat); free(rl); free(acc);
  return rc;
}

const xa_linear_xent_kernels xa_linear_xent_cpu = {cpu_linear_xent};

int xa_linear_cross_entropy(xa_tensor **loss, xa_tensor **nll_sum, int64_t *count, xa_tensor *x,
                            xa_tensor *w, xa_tensor *b, xa_tensor *target, double eps,
                            bool has_ign, int64_t ign, xa_reduction red) {
  if (xa_check_devices("linear_cross_entropy", 4, (xa_tensor *[]){x, w, b, target})) return -1;
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR], s4[XA_SHAPESTR];
  xa_tensor_shape_str(s1, x);
  xa_tensor_shape_str(s2, w);
  const char *bs = b ? xa_tensor_shape_str(s3, b) : "none";
  xa_tensor_shape_str(s4, target);
  if (!xa_dtype_is_float(x->dtype) || w->dtype != x->dtype || (b && b->dtype != x->dtype))
    return xa_err("linear_cross_entropy: x, weight and bias must share one float dtype, got %s "
                  "%s, %s %s and %s %s", xa_dtype_name(x->dtype), s1, xa_dtype_name(w->dtype),
                  s2, b ? xa_dtype_name(b->dtype) : "no", bs);
  if (x->ndim < 1 || w->ndim != 2 || (b && b->ndim != 1))
    return xa_err("linear_cross_entropy: expected x (..., D), weight (V, D) and bias (V), got "
                  "%s, %s and %s", s1, s2, bs);
  int64_t D = w->size[1], V = w->size[0];
  if (x->size[x->ndim - 1] != D)
    return xa_err("linear_cross_entropy: x %s has %lld features in its last dim but weight %s "
                  "expects %lld (weight is (V, D))", s1, (long long)x->size[x->ndim - 1], s2,
                  (long long)D);
  if (b && b->size[0] != V)
    return xa_err("linear_cross_entropy: bias %s does not match the %lld classes of weight %s",
                  bs, (long long)V, s2);
  if (target->dtype != XA_INT64)
    return xa_err("linear_cross_entropy: target must be int64 (1-based class ids), got %s "
                  "(x %s, target %s)", xa_dtype_name(target->dtype), s1, s4);
  if (target->ndim != x->ndim - 1 ||
      memcmp(target->size, x->size, (size_t)target->ndim * sizeof *target->size))
    return xa_err("linear_cross_entropy: target %s must have the shape of x %s without its "
                  "last (feature) dim", s4, s1);
  if (!(eps >= 0 && eps <= 1))
    return xa_err("linear_cross_entropy: label_smoothing must be in [0, 1], got %g", eps);
  if (red != XA_REDUCE_SUM && red != XA_REDUCE_MEAN)
    return xa_err("linear_cross_entropy: reduction must be sum or mean (for per-row losses "
                  "use linear then cross_entropy)");
  int64_t rows = xa_tensor_numel(target);
  if (V == 0 && rows > 0)
    return xa_err("linear_cross_entropy: weight %s has no classes (V = 0)", s2);
  if (rows > INT_MAX || D > INT_MAX || V > INT_MAX)
    return xa_err("linear_cross_entropy: x %s and weight %s have a dimension too large for "
                  "BLAS (over %d)", s1, s2, INT_MAX);
  xa_devtype dev = xa_tensor_device(x);
  const xa_linear_xent_kernels *k =
      xa_kernels_for("linear_cross_entropy", dev, "linear_xent", &xa_linear_xent_cpu);
  if (!k) return -1;

  xa_dtype dt = x->dtype;
  xa_tensor *xc = NULL, *wk = NULL, *bc = NULL, *tc = NULL, *lo = NULL, *no = NULL;
  xa_tensor *dx = NULL, *dw = NULL, *db = NULL;
  bool wt = false;
  int64_t ldw = D > 1 ? D : 1, cnt = 0;
  double lv = 0, nv = 0;
  int rc = xa_tensor_contiguous(&xc, x);
  if (!rc) rc = xa_tensor_contiguous(&tc, target);
  if (!rc && b) rc = xa_tensor_contiguous(&bc, b);
  if (!rc) {
    if (xa_blas_layout(V, D, w->stride[0], w->stride[1], &wt, &ldw)) {
      xa_tensor_retain(w);
      wk = w;
    } else {
      rc = xa_tensor_contiguous(&wk, w);
      wt = false;
      ldw = D > 1 ? D : 1;
    }
  }
  if (!rc) rc = xa_tensor_new_on(&lo, dev, dt, 0, NULL);
  if (!rc) rc = xa_tensor_new_on(&no, dev, dt, 0, NULL);
  if (rc) goto fail;

  xa_node *n;
  if (xa_record(&lo, "linear_cross_entropy", bw_lxent, 3, (xa_tensor *[]){x, w, b}, &n)) {
    rc = -1;
    goto fail;
  }
  int64_t dsz[2] = {V, D};
  if (n && xa_needs_grad(n, 0)) rc = xa_tensor_new_on(&dx, dev, dt, x->ndim, x->size);
  if (!rc && n && xa_needs_grad(n, 1)) rc = xa_tensor_new_on(&dw, dev, dt, 2, dsz);
  if (!rc && n && b && xa_needs_grad(n, 2)) rc = xa_tensor_new_on(&db, dev, dt, 1, &V);
  if (!rc)
    rc = k->run(dt, &lv, &nv, &cnt, dx ? xa_tensor_data(dx) : NULL, dw ? xa_tensor_data(dw) : NULL,
                db ? xa_tensor_data(db) : NULL, xa_tensor_data(xc), xa_tensor_data(wk), wt, ldw,
                bc ? xa_tensor_data(bc) : NULL, xa_tensor_data(tc), rows, D, V, eps, has_ign,
                ign, red == XA_REDUCE_MEAN);
  if (rc) { /* the kernel's message (a bad target, memory), with the shapes */
    char msg[512];
    snprintf(msg, sizeof msg, "%s", xa_errmsg());
    xa_err("%s (x %s, weight %s)", msg, s1, s2);
    goto fail;
  }
  xa_tensor_fill(lo, lv);
  xa_tensor_fill(no, nv);
  if (n) {
    XA_PARAMS(n, lxent_params) = (lxent_params){{-1, -1, -1}};
    xa_tensor *sv[3] = {dx, dw, db};
    for (int i = 0; i < 3; i++)
      if (sv[i]) { XA_PARAMS(n, lxent_params).slot[i] = n->nsaved; xa_node_save(n, sv[i]); }
  }
  *loss = lo;
  *nll_sum = no;
  if (count) *count = cnt;
  lo = no = NULL;
fail:
  xa_tensor_release(xc); xa_tensor_release(wk); xa_tensor_release(bc); xa_tensor_release(tc);
  xa_tensor_release(dx); xa_tensor_release(dw); xa_tensor_release(db);
  xa_tensor_release(lo); xa_tensor_release(no);
  return rc ? -1 : 0;
}
