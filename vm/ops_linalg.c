/* Linear algebra and nn primitives with their backward rules: matmul, layer_norm,
 * dropout, triu/tril. Kernels are in tensor/matmul.c and tensor/norm.c. */
#include "ops.h"
#include "../tensor/kernels.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* t itself (retained) when it already has dtype dt, else a converted copy */
static int as_dtype(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  if (t->dtype == dt) { xa_tensor_retain(t); *out = t; return 0; }
  return xa_convert_raw(out, t, dt);
}

/* ==== matmul ============================================================== */
/* Shapes follow torch.matmul: a 1-D a is (1, k) and its dim removed afterwards, a 1-D b is
 * (k, 1) likewise; dims before the last two are batch dims and broadcast. */

/* a view of t (matrix dims last) with ndim dims: leading size-1 dims added */
static xa_tensor *pad_view(xa_tensor *t, int ndim, const int64_t *msize, const int64_t *mstride) {
  int64_t size[XA_MAXDIM], st[XA_MAXDIM];
  int lead = ndim - 2, tb = t->ndim >= 2 ? t->ndim - 2 : 0;
  for (int d = 0; d < lead; d++) {
    int td = d - (lead - tb);
    size[d] = td >= 0 ? t->size[td] : 1;
    st[d] = td >= 0 ? t->stride[td] : 0;
  }
  size[lead] = msize[0]; size[lead + 1] = msize[1];
  st[lead] = mstride[0]; st[lead + 1] = mstride[1];
  return xa_tensor_view_raw(t, ndim, size, st, t->offset);
}

/* the (n, k) or (k, m) matrix view dims of t; a 1-D t is a row (left) or a column (right) */
static void matrix_dims(const xa_tensor *t, bool left, int64_t *msize, int64_t *mst) {
  if (t->ndim == 1) {
    if (left) { msize[0] = 1; msize[1] = t->size[0]; mst[0] = t->size[0] * t->stride[0]; mst[1] = t->stride[0]; }
    else { msize[0] = t->size[0]; msize[1] = 1; mst[0] = t->stride[0]; mst[1] = 1; }
  } else {
    msize[0] = t->size[t->ndim - 2]; msize[1] = t->size[t->ndim - 1];
    mst[0] = t->stride[t->ndim - 2]; mst[1] = t->stride[t->ndim - 1];
  }
}

static int mm_transpose_last(xa_tensor **out, xa_tensor *t) {
  return xa_transpose(out, t, t->ndim - 2, t->ndim - 1);
}

/* ga = sum_to(g · bᵀ), gb = sum_to(aᵀ · g), on the promoted (matrix) shapes */
static int bw_matmul(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *a = n->saved[0], *b = n->saved[1];
  xa_tensor *a2 = NULL, *b2 = NULL, *g1 = NULL, *g2 = NULL, *t = NULL, *p = NULL, *s = NULL;
  int rc = 0;
  if (a->ndim == 1) rc = xa_unsqueeze(&a2, a, 0);
  else { xa_tensor_retain(a); a2 = a; }
  if (!rc && b->ndim == 1) rc = xa_unsqueeze(&b2, b, 1);
  else if (!rc) { xa_tensor_retain(b); b2 = b; }
  if (!rc && b->ndim == 1) rc = xa_unsqueeze(&g1, g, g->ndim);
  else if (!rc) { xa_tensor_retain(g); g1 = g; }
  if (!rc && a->ndim == 1) rc = xa_unsqueeze(&g2, g1, g1->ndim - 1);
  else if (!rc) { xa_tensor_retain(g1); g2 = g1; }
  if (rc) goto done;

  if (xa_needs_grad(n, 0)) {
    rc = mm_transpose_last(&t, b2);
    if (!rc) rc = xa_matmul(&p, g2, t);
    if (!rc) rc = xa_sum_to(&s, p, a2->ndim, a2->size);
    if (!rc) rc = xa_reshape(&gin[0], s, a->ndim, a->size);
    xa_tensor_release(t); xa_tensor_release(p); xa_tensor_release(s);
    t = p = s = NULL;
    if (rc) goto done;
  }
  if (xa_needs_grad(n, 1)) {
    int64_t k = a2->size[a2->ndim - 1], m = g2->size[g2->ndim - 1];
    if (b2->ndim == 2 && a2->ndim > 2) {
      /* b shared by the batch: one product over all rows, (N, k)ᵀ · (N, m) */
      int64_t rows = 1, sa[2], sg[2];
      for (int d = 0; d < a2->ndim - 1; d++) rows *= a2->size[d];
      sa[0] = rows; sa[1] = k; sg[0] = rows; sg[1] = m;
      xa_tensor *af = NULL, *gf = NULL;
      rc = xa_reshape(&af, a2, 2, sa);
      if (!rc) rc = xa_reshape(&gf, g2, 2, sg);
      if (!rc) rc = mm_transpose_last(&t, af);
      if (!rc) rc = xa_matmul(&s, t, gf);
      xa_tensor_release(af); xa_tensor_release(gf);
    } else {
      rc = mm_transpose_last(&t, a2);
      if (!rc) rc = xa_matmul(&p, t, g2);
      if (!rc) rc = xa_sum_to(&s, p, b2->ndim, b2->size);
    }
    if (!rc) rc = xa_reshape(&gin[1], s, b->ndim, b->size);
  }
done:
  xa_tensor_release(a2); xa_tensor_release(b2); xa_tensor_release(g1); xa_tensor_release(g2);
  xa_tensor_release(t); xa_tensor_release(p); xa_tensor_release(s);
  return rc;
}

int xa_matmul(xa_tensor **out, xa_tensor *a, xa_tensor *b) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (a->ndim == 0 || b->ndim == 0)
    return xa_err("matmul: both arguments need at least 1 dimension, got shapes %s and %s",
                  xa_tensor_shape_str(s1, a), xa_tensor_shape_str(s2, b));
  if (a->dtype == XA_BOOL || b->dtype == XA_BOOL)
    return xa_err("matmul: bool tensors are not supported (shapes %s %s and %s %s); convert "
                  "with :float() or :long() first", xa_tensor_shape_str(s1, a),
                  xa_dtype_name(a->dtype), xa_tensor_shape_str(s2, b), xa_dtype_name(b->dtype));
  int64_t ams[2], amst[2], bms[2], bmst[2];
  matrix_dims(a, true, ams, amst);
  matrix_dims(b, false, bms, bmst);
  if (ams[1] != bms[0])
    return xa_err("matmul: shapes %s and %s do not match (%lld vs %lld)",
                  xa_tensor_shape_str(s1, a), xa_tensor_shape_str(s2, b), (long long)ams[1],
                  (long long)bms[0]);
  /* broadcast batch dims */
  int na = a->ndim > 2 ? a->ndim - 2 : 0, nb = b->ndim > 2 ? b->ndim - 2 : 0;
  int nbo = na > nb ? na : nb;
  int64_t full[XA_MAXDIM], fin[XA_MAXDIM];
  for (int d = 0; d < nbo; d++) {
    int da = d - (nbo - na), db = d - (nbo - nb);
    int64_t x = da >= 0 ? a->size[da] : 1, y = db >= 0 ? b->size[db] : 1;
    if (x != y && x != 1 && y != 1)
      return xa_err("matmul: batch dimensions of shapes %s and %s cannot be broadcast "
                    "(%lld vs %lld)", xa_tensor_shape_str(s1, a), xa_tensor_shape_str(s2, b),
                    (long long)x, (long long)y);
    full[d] = fin[d] = x == 1 ? y : x;
  }
  int64_t n = ams[0], k = ams[1], m = bms[1];
  xa_dtype ct = xa_dtype_promote(a->dtype, b->dtype);
  if (xa_dtype_is_float(ct) && (n > INT_MAX || k > INT_MAX || m > INT_MAX))
    return xa_err("matmul: shapes %s and %s have a dimension too large for BLAS (over %d)",
                  xa_tensor_shape_str(s1, a), xa_tensor_shape_str(s2, b), INT_MAX);
  full[nbo] = n; full[nbo + 1] = m;
  int nfin = nbo;
  if (a->ndim > 1) fin[nfin++] = n;
  if (b->ndim > 1) fin[nfin++] = m;
  if (xa_check_sizes("matmul", nbo + 2, full)) return -1;

  xa_tensor *ca = NULL, *cb = NULL, *va = NULL, *vb = NULL, *o = NULL, *vo = NULL;
  int rc = as_dtype(&ca, a, ct);
  if (!rc) rc = as_dtype(&cb, b, ct);
  if (!rc) rc = xa_tensor_new(&o, ct, nfin, fin);
  if (!rc) {
    /* the kernel's views: a (..., n, k), b (..., k, m), out (..., n, m), all nbo + 2 dims */
    int64_t ost[XA_MAXDIM];
    xa_contiguous_strides(nbo + 2, full, ost);
    matrix_dims(ca, true, ams, amst);
    matrix_dims(cb, false, bms, bmst);
    va = pad_view(ca, nbo + 2, ams, amst);
    vb = pad_view(cb, nbo + 2, bms, bmst);
    vo = xa_tensor_view_raw(o, nbo + 2, full, ost, 0);
    rc = (!va || !vb || !vo) ? -1 : xa_matmul_kernel(vo, va, vb);
  }
  xa_tensor_release(ca); xa_tensor_release(cb);
  xa_tensor_release(va); xa_tensor_release(vb); xa_tensor_release(vo);
  if (rc) { xa_tensor_release(o); return -1; }
  if (xa_dtype_is_float(ct)) {
    xa_node *nd;
    if (xa_record(&o, "matmul", bw_matmul, 2, (xa_tensor *[]){a, b}, &nd)) return -1;
    if (nd) { xa_node_save(nd, a); xa_node_save(nd, b); }
  }
  *out = o;
  return 0;
}

/* ==== layer norm ========================================================== */
/* saved: 0 the contiguous input, 1 the contiguous weight (if any); extra: mean[rows] then
 * rstd[rows] (double); iarg: nnorm, rows, cols */
static int bw_layer_norm(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *x = n->saved[0], *w = n->nsaved > 1 ? n->saved[1] : NULL;
  int64_t rows = n->iarg[1], cols = n->iarg[2];
  const double *mean = n->extra, *rstd = mean + rows;
  xa_tensor *gc = NULL, *dx = NULL, *dw = NULL, *db = NULL;
  int rc = xa_contiguous_raw(&gc, g);
  if (!rc && xa_needs_grad(n, 0)) rc = xa_tensor_new(&dx, x->dtype, x->ndim, x->size);
  if (!rc && xa_needs_grad(n, 1)) rc = xa_tensor_new(&dw, x->dtype, n->in[1].ndim, n->in[1].size);
  if (!rc && xa_needs_grad(n, 2)) rc = xa_tensor_new(&db, x->dtype, n->in[2].ndim, n->in[2].size);
  if (!rc)
    rc = xa_layer_norm_backward(x->dtype, dx ? xa_tensor_data(dx) : NULL,
                                dw ? xa_tensor_data(dw) : NULL, db ? xa_tensor_data(db) : NULL,
                                xa_tensor_data(gc), xa_tensor_data(x), mean, rstd,
                                w ? xa_tensor_data(w) : NULL, rows, cols);
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
  int64_t rows = 1, cols = 1;
  for (int d = 0; d < x->ndim; d++) *(d < x->ndim - nnorm ? &rows : &cols) *= x->size[d];

  xa_tensor *xc = NULL, *wc = NULL, *bc = NULL, *o = NULL;
  double *stats = malloc((size_t)(rows > 0 ? rows : 1) * 2 * sizeof *stats);
  int rc = stats ? 0 : xa_err("layer_norm: out of memory for %lld rows", (long long)rows);
  if (!rc) rc = xa_contiguous_raw(&xc, x);
  if (!rc && weight) rc = xa_contiguous_raw(&wc, weight);
  if (!rc && bias) rc = xa_contiguous_raw(&bc, bias);
  if (!rc) rc = xa_tensor_new(&o, x->dtype, x->ndim, x->size);
  if (rc) goto fail;
  xa_layer_norm_forward(x->dtype, xa_tensor_data(o), stats, stats + rows, xa_tensor_data(xc),
                        wc ? xa_tensor_data(wc) : NULL, bc ? xa_tensor_data(bc) : NULL, rows,
                        cols, eps);
  xa_node *n;
  if (xa_record(&o, "layer_norm", bw_layer_norm, 3, (xa_tensor *[]){x, weight, bias}, &n)) goto fail;
  if (n) {
    xa_node_save(n, xc);
    if (wc) xa_node_save(n, wc);
    n->iarg[0] = nnorm; n->iarg[1] = rows; n->iarg[2] = cols;
    n->extra = stats;
    stats = NULL;
  }
  free(stats);
  xa_tensor_release(xc); xa_tensor_release(wc); xa_tensor_release(bc);
  *out = o;
  return 0;
fail:
  free(stats);
  xa_tensor_release(xc); xa_tensor_release(wc); xa_tensor_release(bc); xa_tensor_release(o);
  return -1;
}

/* ==== dropout ============================================================= */
/* saved: 0 the mask (bool, x's shape) unless p == 1; darg[0]: the scale 1/(1-p) */
static int bw_dropout(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *o;
  if (n->nsaved == 0) return xa_tensor_zeros(&gin[0], g->dtype, g->ndim, g->size);
  if (xa_tensor_new(&o, g->dtype, g->ndim, g->size)) return -1;
  xa_dropout_apply(o, g, n->saved[0], n->darg[0]);
  gin[0] = o;
  return 0;
}

int xa_dropout(xa_tensor **out, xa_tensor *x, double p, bool train) {
  char s1[XA_SHAPESTR];
  if (!(p >= 0 && p <= 1))
    return xa_err("dropout: probability p must be between 0 and 1, got %g (input %s)", p,
                  xa_tensor_shape_str(s1, x));
  if (!xa_dtype_is_float(x->dtype))
    return xa_err("dropout: input must be float32 or float64, got %s (shape %s)",
                  xa_dtype_name(x->dtype), xa_tensor_shape_str(s1, x));
  if (!train || p == 0) { xa_tensor_retain(x); *out = x; return 0; }
  xa_tensor *o = NULL, *mask = NULL;
  double scale = 0;
  if (p == 1) {
    if (xa_tensor_zeros(&o, x->dtype, x->ndim, x->size)) return -1;
  } else {
    scale = 1.0 / (1.0 - p);
    if (xa_tensor_new(&mask, XA_BOOL, x->ndim, x->size)) return -1;
    if (xa_tensor_new(&o, x->dtype, x->ndim, x->size)) { xa_tensor_release(mask); return -1; }
    xa_dropout_mask(xa_tensor_data(mask), xa_tensor_numel(mask), p);
    xa_dropout_apply(o, x, mask, scale);
  }
  xa_node *n;
  int rc = xa_record(&o, "dropout", bw_dropout, 1, &x, &n);
  if (!rc && n) {
    n->darg[0] = scale;
    if (mask) xa_node_save(n, mask);
  }
  xa_tensor_release(mask);
  if (rc) return -1;
  *out = o;
  return 0;
}

/* ==== triu / tril ========================================================= */
static int tri(xa_tensor **out, xa_tensor *t, int64_t k, bool upper);

static int bw_tri(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return tri(&gin[0], g, n->iarg[0], n->iarg[1] != 0);
}

static int tri(xa_tensor **out, xa_tensor *t, int64_t k, bool upper) {
  char s1[XA_SHAPESTR];
  const char *fn = upper ? "triu" : "tril";
  if (t->ndim < 2)
    return xa_err("%s: input must have at least 2 dimensions, got shape %s", fn,
                  xa_tensor_shape_str(s1, t));
  /* beyond +-(rows + cols) every offset gives the same mask; clamping avoids overflow */
  int64_t lim = t->size[t->ndim - 2] + t->size[t->ndim - 1] + 1;
  if (k > lim) k = lim;
  if (k < -lim) k = -lim;
  xa_tensor *o;
  if (xa_tensor_new(&o, t->dtype, t->ndim, t->size)) return -1;
  xa_tri_kernel(o, t, k, upper);
  if (xa_dtype_is_float(t->dtype)) {
    xa_node *n;
    if (xa_record(&o, fn, bw_tri, 1, &t, &n)) return -1;
    if (n) { n->iarg[0] = k; n->iarg[1] = upper; }
  }
  *out = o;
  return 0;
}

int xa_triu(xa_tensor **out, xa_tensor *t, int64_t k) { return tri(out, t, k, true); }
int xa_tril(xa_tensor **out, xa_tensor *t, int64_t k) { return tri(out, t, k, false); }
