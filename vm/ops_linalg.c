/* Linear algebra ops with their backward rules: matmul, triu/tril. The kernels are the
 * backend's (tensor/matmul.c on the CPU). */
#include "ops.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* t itself (retained) when it already has dtype dt, else a converted copy */
static int as_dtype(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  if (t->dtype == dt) { xa_tensor_retain(t); *out = t; return 0; }
  return xa_tensor_convert(out, t, dt);
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
  xa_tensor *v;
  return xa_tensor_view(&v, t, ndim, size, st, t->offset) ? NULL : v;
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
  if (xa_check_devices("matmul", 2, (xa_tensor *[]){a, b})) return -1;
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
  if (!rc) rc = xa_tensor_new_on(&o, xa_tensor_device(a), ct, nfin, fin);
  if (!rc) {
    /* the kernel's views: a (..., n, k), b (..., k, m), out (..., n, m), all nbo + 2 dims */
    int64_t ost[XA_MAXDIM];
    xa_contiguous_strides(nbo + 2, full, ost);
    matrix_dims(ca, true, ams, amst);
    matrix_dims(cb, false, bms, bmst);
    va = pad_view(ca, nbo + 2, ams, amst);
    vb = pad_view(cb, nbo + 2, bms, bmst);
    rc = (!va || !vb || xa_tensor_view(&vo, o, nbo + 2, full, ost, 0)) ? -1
         : xa_backend_of(o)->matmul(vo, va, vb);
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

/* ==== triu / tril ========================================================= */
static int tri(xa_tensor **out, xa_tensor *t, int64_t k, bool upper);

typedef struct { int64_t k; bool upper; } tri_params;

static int bw_tri(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const tri_params *p = &XA_PARAMS(n, tri_params);
  return tri(&gin[0], g, p->k, p->upper);
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
  if (xa_tensor_new_on(&o, xa_tensor_device(t), t->dtype, t->ndim, t->size)) return -1;
  xa_backend_of(o)->tri(o, t, k, upper);
  if (xa_dtype_is_float(t->dtype)) {
    xa_node *n;
    if (xa_record(&o, fn, bw_tri, 1, &t, &n)) return -1;
    if (n) XA_PARAMS(n, tri_params) = (tri_params){k, upper};
  }
  *out = o;
  return 0;
}

int xa_triu(xa_tensor **out, xa_tensor *t, int64_t k) { return tri(out, t, k, true); }
int xa_tril(xa_tensor **out, xa_tensor *t, int64_t k) { return tri(out, t, k, false); }
