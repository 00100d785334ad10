/* Elementwise ops: broadcasting, dtype promotion, backward rules; the kernels are the
 * backend's (tensor/elementwise.c on the CPU). */
#include "ops.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *binname[XA_NBINARY] = {
  "add", "sub", "mul", "div", "pow", "maximum", "minimum", "eq", "ne", "lt", "le", "gt", "ge",
  "logical_and", "logical_or"};
static const char *unname[XA_NUNARY] = {
  "neg", "abs", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "relu", "gelu", "sin", "cos",
  "floor", "ceil", "round", "sign", "reciprocal", "square", "log1p", "expm1", "logical_not"};

static bool is_compare(xa_binop op) { return op >= XA_EQ; }

/* t itself (retained) when it already has dtype dt, else a converted copy */
static int as_dtype(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  if (t->dtype == dt) { xa_tensor_retain(t); *out = t; return 0; }
  return xa_tensor_convert(out, t, dt);
}

/* the dtype the computation runs in */
static xa_dtype compute_dtype(xa_binop op, xa_dtype a, xa_dtype b) {
  xa_dtype ct = xa_dtype_promote(a, b);
  if (op == XA_AND || op == XA_OR) return ct;
  if (ct == XA_BOOL && (op == XA_MAXIMUM || op == XA_MINIMUM)) return ct; /* or / and */
  if (ct == XA_BOOL && !is_compare(op)) ct = XA_INT64;  /* bool arithmetic counts */
  if (op == XA_DIV && !xa_dtype_is_float(ct)) ct = XA_FLOAT32; /* true division */
  return ct;
}

/* ---- backward rules ---------------------------------------------------- */
static int bw_add(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  if (xa_needs_grad(n, 0) && xa_sum_to_edge(&gin[0], g, &n->in[0])) return -1;
  if (xa_needs_grad(n, 1) && xa_sum_to_edge(&gin[1], g, &n->in[1])) return -1;
  return 0;
}

static int bw_sub(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  if (xa_needs_grad(n, 0) && xa_sum_to_edge(&gin[0], g, &n->in[0])) return -1;
  if (xa_needs_grad(n, 1)) {
    xa_tensor *ng;
    if (xa_unary(&ng, XA_NEG, g)) return -1;
    int rc = xa_sum_to_edge(&gin[1], ng, &n->in[1]);
    xa_tensor_release(ng);
    if (rc) return -1;
  }
  return 0;
}

/* gin[i] = sum_to(g * f) for a factor tensor f */
static int grad_times(xa_node *n, int i, xa_tensor *g, xa_tensor *f, xa_tensor **gin) {
  xa_tensor *p;
  if (xa_mul(&p, g, f)) return -1;
  int rc = xa_sum_to_edge(&gin[i], p, &n->in[i]);
  xa_tensor_release(p);
  return rc;
}

static int bw_mul(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  if (xa_needs_grad(n, 0) && grad_times(n, 0, g, n->saved[1], gin)) return -1;
  if (xa_needs_grad(n, 1) && grad_times(n, 1, g, n->saved[0], gin)) return -1;
  return 0;
}

/* y = a / b: da = g / b, db = -g * y / b; saved: a, b, y */
static int bw_div(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *b = n->saved[1], *y = n->saved[2];
  if (xa_needs_grad(n, 0)) {
    xa_tensor *q;
    if (xa_div(&q, g, b)) return -1;
    int rc = xa_sum_to_edge(&gin[0], q, &n->in[0]);
    xa_tensor_release(q);
    if (rc) return -1;
  }
  if (xa_needs_grad(n, 1)) {
    xa_tensor *t1, *t2;
    if (xa_mul(&t1, g, y)) return -1;
    int rc = xa_div(&t2, t1, b);
    xa_tensor_release(t1);
    if (rc) return -1;
    rc = xa_affine(&t1, t2, -1.0, 0.0);
    xa_tensor_release(t2);
    if (rc) return -1;
    rc = xa_sum_to_edge(&gin[1], t1, &n->in[1]);
    xa_tensor_release(t1);
    if (rc) return -1;
  }
  return 0;
}

/* f with zeros where the bool mask m (broadcastable to f) is true */
static int zero_where(xa_tensor **f, xa_tensor *m) {
  xa_tensor *r;
  if (xa_masked_fill(&r, *f, m, 0.0)) return -1;
  xa_tensor_release(*f);
  *f = r;
  return 0;
}

/* x OP 0 as a bool tensor */
static int cmp_zero(xa_tensor **out, xa_binop op, xa_tensor *x) {
  xa_tensor *z;
  if (xa_scalar_on(&z, xa_tensor_device(x), x->dtype, 0.0)) return -1;
  int rc = xa_binary(out, op, x, z);
  xa_tensor_release(z);
  return rc;
}

/* y = a ^ b, saved: a, b, y. As in PyTorch, the formulas' 0 * inf cases are zero:
 *   da = g * b * a^(b-1), 0 where b = 0;
 *   db = g * y * log(a),  0 where a = 0 and b >= 0 */
static int bw_pow(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *a = n->saved[0], *b = n->saved[1], *y = n->saved[2];
  int rc = 0;
  if (xa_needs_grad(n, 0)) {
    xa_tensor *bm1 = NULL, *p = NULL, *f = NULL, *m = NULL;
    rc = xa_affine(&bm1, b, 1.0, -1.0);
    if (!rc) rc = xa_binary(&p, XA_POW, a, bm1);
    if (!rc) rc = xa_mul(&f, p, b);
    if (!rc) rc = cmp_zero(&m, XA_EQ, b);
    if (!rc) rc = zero_where(&f, m);
    if (!rc) rc = grad_times(n, 0, g, f, gin);
    xa_tensor_release(bm1); xa_tensor_release(p); xa_tensor_release(f); xa_tensor_release(m);
    if (rc) return -1;
  }
  if (xa_needs_grad(n, 1)) {
    xa_tensor *la = NULL, *f = NULL, *az = NULL, *bp = NULL, *m = NULL;
    rc = xa_unary(&la, XA_LOG, a);
    if (!rc) rc = xa_mul(&f, y, la);
    if (!rc) rc = cmp_zero(&az, XA_EQ, a);
    if (!rc) rc = cmp_zero(&bp, XA_GE, b);
    if (!rc) rc = xa_binary(&m, XA_AND, az, bp);
    if (!rc) rc = zero_where(&f, m);
    if (!rc) rc = grad_times(n, 1, g, f, gin);
    xa_tensor_release(la); xa_tensor_release(f); xa_tensor_release(az);
    xa_tensor_release(bp); xa_tensor_release(m);
  }
  return rc;
}

/* maximum/minimum: the gradient goes to the chosen input; ties split evenly */
static int bw_maxmin(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *a = n->saved[0], *b = n->saved[1];
  xa_binop win = XA_PARAMS(n, xa_binop) == XA_MAXIMUM ? XA_GT : XA_LT;
  for (int i = 0; i < 2; i++) {
    if (!xa_needs_grad(n, i)) continue;
    xa_tensor *w = NULL, *eq = NULL, *wf = NULL, *ef = NULL, *f = NULL, *h = NULL;
    int rc = xa_binary(&w, win, i == 0 ? a : b, i == 0 ? b : a);
    if (!rc) rc = xa_binary(&eq, XA_EQ, a, b);
    if (!rc) rc = xa_tensor_convert(&wf, w, g->dtype);
    if (!rc) rc = xa_tensor_convert(&ef, eq, g->dtype);
    if (!rc) rc = xa_affine(&h, ef, 0.5, 0.0);
    if (!rc) rc = xa_add(&f, wf, h);
    if (!rc) rc = grad_times(n, i, g, f, gin);
    xa_tensor_release(w); xa_tensor_release(eq); xa_tensor_release(wf);
    xa_tensor_release(ef); xa_tensor_release(h); xa_tensor_release(f);
    if (rc) return -1;
  }
  return 0;
}

static const xa_backward_fn binbw[XA_NBINARY] = {
  bw_add, bw_sub, bw_mul, bw_div, bw_pow, bw_maxmin, bw_maxmin};

/* ---- binary ------------------------------------------------------------ */
int xa_binary(xa_tensor **out, xa_binop op, xa_tensor *a, xa_tensor *b) {
  int nd;
  int64_t size[XA_MAXDIM];
  if (xa_broadcast_shape(binname[op], a->ndim, a->size, b->ndim, b->size, &nd, size) ||
      xa_check_devices(binname[op], 2, (xa_tensor *[]){a, b})) return -1;
  xa_dtype ct = compute_dtype(op, a->dtype, b->dtype);
  xa_dtype odt = is_compare(op) ? XA_BOOL : ct;
  if (!xa_binary_supported(op, ct))
    return xa_err("%s: not supported for dtype %s", binname[op], xa_dtype_name(ct));
  xa_tensor *ca = NULL, *cb = NULL, *o = NULL;
  if (as_dtype(&ca, a, ct) || as_dtype(&cb, b, ct) ||
      xa_tensor_new_on(&o, xa_tensor_device(a), odt, nd, size)) {
    xa_tensor_release(ca);
    xa_tensor_release(cb);
    return -1;
  }
  xa_backend_of(o)->binary(o, op, ca, cb);
  xa_tensor_release(ca);
  xa_tensor_release(cb);
  if (!is_compare(op) && xa_dtype_is_float(odt)) {
    xa_node *n;
    if (xa_record(&o, binname[op], binbw[op], 2, (xa_tensor *[]){a, b}, &n)) return -1;
    if (n) {
      XA_PARAMS(n, xa_binop) = op;
      if (op == XA_MUL || op == XA_DIV || op == XA_POW || op == XA_MAXIMUM || op == XA_MINIMUM) {
        xa_node_save(n, a);
        xa_node_save(n, b);
      }
      if ((op == XA_DIV || op == XA_POW) && xa_node_save_output(n, o)) { xa_tensor_release(o); return -1; }
    }
  }
  *out = o;
  return 0;
}

/* bool < int64 < float: an in-place result must not need a higher kind than the target */
static int dtype_kind(xa_dtype dt) { return dt == XA_BOOL ? 0 : dt == XA_INT64 ? 1 : 2; }

int xa_binary_(xa_binop op, xa_tensor *a, xa_tensor *b) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  char fn[32];
  snprintf(fn, sizeof fn, "%s_", binname[op]);
  if (xa_check_inplace(fn, a) || xa_check_devices(fn, 2, (xa_tensor *[]){a, b})) return -1;
  if (!xa_broadcastable_to(b, a->ndim, a->size))
    return xa_err("%s: shape %s cannot be broadcast to the in-place target's shape %s",
                  fn, xa_tensor_shape_str(s1, b), xa_tensor_shape_str(s2, a));
  for (int d = 0; d < a->ndim; d++)
    if (a->stride[d] == 0 && a->size[d] > 1)
      return xa_err("%s: cannot write in place into an expanded tensor of shape %s (several "
                    "elements share one memory location); use contiguous() or clone() first",
                    fn, xa_tensor_shape_str(s1, a));
  xa_dtype rt = is_compare(op) ? XA_BOOL : compute_dtype(op, a->dtype, b->dtype);
  if (dtype_kind(rt) > dtype_kind(a->dtype))
    return xa_err("%s: the result has dtype %s, which cannot be written in place into a %s "
                  "tensor (operands %s %s and %s %s)", fn, xa_dtype_name(rt),
                  xa_dtype_name(a->dtype), xa_dtype_name(a->dtype), xa_tensor_shape_str(s1, a),
                  xa_dtype_name(b->dtype), xa_tensor_shape_str(s2, b));
  if (is_compare(op) || !xa_binary_supported(op, a->dtype)) {
    /* computed in another dtype (comparisons of non-bool operands, float64 into float32
     * without a loop): out of place, then copied back */
    xa_tensor *r;
    if (xa_binary(&r, op, a, b)) return -1;
    int rc = xa_tensor_copy(a, r); /* r is new memory, so no overlap; bumps the version */
    xa_tensor_release(r);
    return rc;
  }
  xa_dtype ct = a->dtype;
  xa_tensor *cb;
  if (as_dtype(&cb, b, ct)) return -1;
  /* b may alias a: when it does and is not the very same layout, go through a copy */
  if (cb->storage == a->storage && !(cb->offset == a->offset && xa_same_shape(cb, a) &&
                                     !memcmp(cb->stride, a->stride, sizeof a->stride))) {
    xa_tensor *c;
    if (xa_tensor_convert(&c, cb, ct)) { xa_tensor_release(cb); return -1; }
    xa_tensor_release(cb);
    cb = c;
  }
  xa_backend_of(a)->binary(a, op, a, cb);
  xa_tensor_release(cb);
  a->storage->version++;
  return 0;
}

/* ---- unary ------------------------------------------------------------- */
/* what a unary op's gradient reads (tensor/elementwise.c's formulas): its input x, its
 * output y; only those are saved (ReLU's input, a bench-small FFN's (2048, 1024) hidden
 * layer, was kept to the end of backward beside its output) */
static bool grad_reads_x(xa_unop op) {
  switch (op) {
  case XA_ABS: case XA_LOG: case XA_GELU: case XA_SIN: case XA_COS: case XA_SQUARE: case XA_LOG1P:
    return true;
  default: return false;
  }
}
static bool grad_reads_y(xa_unop op) {
  switch (op) {
  case XA_EXP: case XA_SQRT: case XA_RSQRT: case XA_TANH: case XA_SIGMOID: case XA_RELU:
  case XA_RECIPROCAL: case XA_EXPM1:
    return true;
  default: return false;
  }
}

static int bw_unary(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_unop op = XA_PARAMS(n, xa_unop);
  int k = 0;
  xa_tensor *x = grad_reads_x(op) ? n->saved[k++] : NULL;
  xa_tensor *y = grad_reads_y(op) ? n->saved[k++] : NULL;
  /* the kernels take both: one that is not read is passed as the other (or g) */
  if (!x) x = y ? y : g;
  if (!y) y = x;
  xa_tensor *o;
  /* into g itself when only the engine holds it (each element's gradient reads its own g
   * alone): no new tensor, and a pass that writes what it read (ReLU's gradient over a
   * bench-small FFN's (2048, 1024), 8 MB, twice a layer) */
  if (g->refcount == 1 && g->storage->refcount == 1 && xa_tensor_is_contiguous(g) &&
      g->storage != x->storage && g->storage != y->storage) {
    xa_tensor_retain(g);
    o = g;
  } else if (xa_tensor_new_on(&o, xa_tensor_device(g), g->dtype, g->ndim, g->size)) {
    return -1;
  }
  xa_backend_of(o)->unary_grad(o, op, g, x, y);
  gin[0] = o;
  return 0;
}

static bool float_only(xa_unop op) {
  switch (op) {
  case XA_EXP: case XA_LOG: case XA_SQRT: case XA_RSQRT: case XA_TANH: case XA_SIGMOID:
  case XA_GELU: case XA_SIN: case XA_COS: case XA_RECIPROCAL: case XA_LOG1P: case XA_EXPM1:
    return true;
  default: return false;
  }
}

int xa_unary(xa_tensor **out, xa_unop op, xa_tensor *a) {
  xa_dtype ct = a->dtype;
  if (float_only(op) && !xa_dtype_is_float(ct)) ct = XA_FLOAT32;
  if (op != XA_NOT && ct == XA_BOOL) ct = XA_INT64;
  if (!xa_unary_supported(op, ct))
    return xa_err("%s: not supported for dtype %s", unname[op], xa_dtype_name(a->dtype));
  xa_dtype odt = op == XA_NOT ? XA_BOOL : ct;
  xa_tensor *ca, *o;
  if (as_dtype(&ca, a, ct)) return -1;
  if (xa_tensor_new_on(&o, xa_tensor_device(a), odt, a->ndim, a->size)) {
    xa_tensor_release(ca);
    return -1;
  }
  xa_backend_of(o)->unary(o, op, ca);
  xa_tensor_release(ca);
  if (op != XA_NOT && xa_dtype_is_float(odt) && xa_dtype_is_float(a->dtype)) {
    xa_node *n;
    if (xa_record(&o, unname[op], bw_unary, 1, &a, &n)) return -1;
    if (n) {
      XA_PARAMS(n, xa_unop) = op;
      if (grad_reads_x(op)) xa_node_save(n, a);
      if (grad_reads_y(op) && xa_node_save_output(n, o)) { xa_tensor_release(o); return -1; }
    }
  }
  *out = o;
  return 0;
}

/* ---- affine and scalar power: one pass, no scalar tensor ---------------- */
static int bw_affine(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_affine(&gin[0], g, XA_PARAMS(n, double), 0.0); /* the scale */
}

int xa_affine(xa_tensor **out, xa_tensor *a, double scale, double shift) {
  xa_dtype dt = a->dtype;
  if (dt == XA_BOOL) dt = XA_INT64;
  if (dt == XA_INT64 && (!isfinite(scale) || !isfinite(shift) || scale != floor(scale) ||
                         shift != floor(shift))) dt = XA_FLOAT32;
  xa_tensor *ca, *o;
  if (as_dtype(&ca, a, dt)) return -1;
  if (xa_tensor_new_on(&o, xa_tensor_device(a), dt, a->ndim, a->size)) {
    xa_tensor_release(ca);
    return -1;
  }
  xa_backend_of(o)->affine(o, ca, scale, shift);
  xa_tensor_release(ca);
  if (xa_dtype_is_float(dt) && xa_dtype_is_float(a->dtype)) {
    xa_node *n;
    if (xa_record(&o, "affine", bw_affine, 1, &a, &n)) return -1;
    if (n) XA_PARAMS(n, double) = scale;
  }
  *out = o;
  return 0;
}

static int bw_pow_scalar(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  double e = XA_PARAMS(n, double); /* the exponent */
  if (e == 0) /* not 0 * inf */
    return xa_tensor_zeros_on(&gin[0], xa_tensor_device(g), g->dtype, g->ndim, g->size);
  xa_tensor *p = NULL, *f = NULL;
  int rc = xa_pow_scalar(&p, n->saved[0], e - 1);
  if (!rc) rc = xa_affine(&f, p, e, 0.0);
  if (!rc) rc = xa_mul(&gin[0], g, f);
  xa_tensor_release(p);
  xa_tensor_release(f);
  return rc;
}

int xa_pow_scalar(xa_tensor **out, xa_tensor *a, double e) {
  if (!xa_dtype_is_float(a->dtype)) { /* integer tensors: the general op */
    xa_tensor *s;
    bool integral = e == floor(e);
    if (xa_scalar_on(&s, xa_tensor_device(a), integral ? XA_INT64 : XA_FLOAT32, e)) return -1;
    int rc = xa_binary(out, XA_POW, a, s);
    xa_tensor_release(s);
    return rc;
  }
  xa_tensor *o;
  if (xa_tensor_new_on(&o, xa_tensor_device(a), a->dtype, a->ndim, a->size)) return -1;
  xa_backend_of(o)->pow_scalar(o, a, e);
  xa_node *n;
  if (xa_record(&o, "pow", bw_pow_scalar, 1, &a, &n)) return -1;
  if (n) { XA_PARAMS(n, double) = e; xa_node_save(n, a); }
  *out = o;
  return 0;
}
