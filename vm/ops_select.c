/* Selection ops: clamp, where, masked_fill, with their backward rules.
 *
 *   clamp(x, lo, hi)      = min(max(x, lo), hi); NAN bounds are absent; NaN x stays NaN.
 *                           d/dx = 1 where lo <= x <= hi, else 0.
 *   where(c, a, b)        = c != 0 ? a : b over the broadcast shape of c, a, b.
 *                           da = sum_to(where(c, g, 0)), db = sum_to(where(c, 0, g)).
 *   masked_fill(t, m, v)  = m ? v : t, m a bool tensor broadcast to t's shape.
 *                           dt = where(m, 0, g). */
#include "ops.h"

#include <math.h>
#include <string.h>

/* t itself (retained) when it already has dtype dt, else a converted copy */
static int as_dtype(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  if (t->dtype == dt) { xa_tensor_retain(t); *out = t; return 0; }
  return xa_tensor_convert(out, t, dt);
}

/* an in-place target must not have two elements sharing one memory location */
static int check_no_overlap(const char *fn, const xa_tensor *t) {
  char s[XA_SHAPESTR];
  for (int d = 0; d < t->ndim; d++)
    if (t->stride[d] == 0 && t->size[d] > 1)
      return xa_err("%s: cannot write in place into an expanded tensor of shape %s (several "
                    "elements share one memory location); use contiguous() or clone() first",
                    fn, xa_tensor_shape_str(s, t));
  return 0;
}

static bool is_integral(double v) { return !isnan(v) && v == floor(v); }

/* ---- clamp --------------------------------------------------------------- */
typedef struct { double lo, hi; } clamp_params; /* NAN: no bound */

static int bw_clamp(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *x = xa_saved(n, 0), *gx, *cg = NULL;
  /* the rule runs in x's dtype; the engine converts back if g differs */
  if (as_dtype(&cg, g, x->dtype)) return -1;
  if (xa_tensor_new_on(&gx, xa_tensor_device(x), x->dtype, x->ndim, x->size)) {
    xa_tensor_release(cg);
    return -1;
  }
  const clamp_params *p = &XA_PARAMS(n, clamp_params);
  xa_backend_of(gx)->clamp_grad(gx, cg, x, p->lo, p->hi);
  xa_tensor_release(cg);
  gin[0] = gx;
  return 0;
}

static int check_clamp_args(const char *fn, double lo, double hi) {
  if (isnan(lo) && isnan(hi)) return xa_err("%s: at least one of the bounds lo and hi must be given", fn);
  return 0;
}

/* dtype the clamp of a runs in: bool counts as int64; integer tensors with a
 * non-integral finite bound become float32 */
static xa_dtype clamp_dtype(xa_dtype dt, double lo, double hi) {
  if (xa_dtype_is_float(dt)) return dt;
  bool frac = (!isnan(lo) && isfinite(lo) && !is_integral(lo)) ||
              (!isnan(hi) && isfinite(hi) && !is_integral(hi));
  return frac ? XA_FLOAT32 : XA_INT64;
}

int xa_clamp(xa_tensor **out, xa_tensor *a, double lo, double hi) {
  if (check_clamp_args("clamp", lo, hi)) return -1;
  xa_dtype dt = clamp_dtype(a->dtype, lo, hi);
  xa_tensor *ca, *o;
  if (as_dtype(&ca, a, dt)) return -1;
  if (xa_tensor_new_on(&o, xa_tensor_device(a), dt, a->ndim, a->size)) {
    xa_tensor_release(ca);
    return -1;
  }
  xa_backend_of(o)->clamp(o, ca, lo, hi);
  xa_tensor_release(ca);
  if (xa_dtype_is_float(a->dtype)) {
    xa_node *n;
    if (xa_record(&o, "clamp", bw_clamp, 1, &a, &n)) return -1;
    if (n) { XA_PARAMS(n, clamp_params) = (clamp_params){lo, hi}; xa_node_save(n, a); }
  }
  *out = o;
  return 0;
}

int xa_clamp_(xa_tensor *t, double lo, double hi) {
  if (xa_check_inplace("clamp_", t) || check_clamp_args("clamp_", lo, hi) ||
      check_no_overlap("clamp_", t)) return -1;
  if (t->dtype == XA_BOOL)
    return xa_err("clamp_: not supported in place for dtype bool");
  if (clamp_dtype(t->dtype, lo, hi) != t->dtype)
    return xa_err("clamp_: non-integral bounds (%g, %g) cannot be applied in place to an %s "
                  "tensor; use clamp() for a float result", lo, hi, xa_dtype_name(t->dtype));
  xa_backend_of(t)->clamp(t, t, lo, hi);
  t->storage->version++;
  return 0;
}

/* ---- where --------------------------------------------------------------- */
/* where(c, g, 0) (branch 0) or where(c, 0, g) (branch 1), reduced to input i's shape */
static int where_grad(xa_node *n, int i, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *z, *sel;
  if (xa_scalar_on(&z, xa_tensor_device(g), g->dtype, 0.0)) return -1;
  int rc = i == 0 ? xa_where(&sel, xa_saved(n, 0), g, z) : xa_where(&sel, xa_saved(n, 0), z, g);
  xa_tensor_release(z);
  if (rc) return -1;
  rc = xa_sum_to_edge(&gin[i], sel, &n->in[i]);
  xa_tensor_release(sel);
  return rc;
}

static int bw_where(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  /* inputs: 0 = a, 1 = b (cond is saved, not an input) */
  if (xa_needs_grad(n, 0) && where_grad(n, 0, g, gin)) return -1;
  if (xa_needs_grad(n, 1) && where_grad(n, 1, g, gin)) return -1;
  return 0;
}

int xa_where(xa_tensor **out, xa_tensor *cond, xa_tensor *a, xa_tensor *b) {
  int nab, nd;
  int64_t sab[XA_MAXDIM], size[XA_MAXDIM];
  if (xa_broadcast_shape("where", a->ndim, a->size, b->ndim, b->size, &nab, sab) ||
      xa_broadcast_shape("where", cond->ndim, cond->size, nab, sab, &nd, size)) {
    char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR];
    return xa_err("where: shapes cond %s, a %s and b %s cannot be broadcast together",
                  xa_tensor_shape_str(s1, cond), xa_tensor_shape_str(s2, a),
                  xa_tensor_shape_str(s3, b));
  }
  if (xa_check_devices("where", 3, (xa_tensor *[]){cond, a, b})) return -1;
  xa_dtype dt = xa_dtype_promote(a->dtype, b->dtype);
  xa_tensor *cc = NULL, *ca = NULL, *cb = NULL, *o = NULL;
  if (as_dtype(&cc, cond, XA_BOOL) || as_dtype(&ca, a, dt) || as_dtype(&cb, b, dt) ||
      xa_tensor_new_on(&o, xa_tensor_device(a), dt, nd, size)) {
    xa_tensor_release(cc); xa_tensor_release(ca); xa_tensor_release(cb);
    return -1;
  }
  xa_backend_of(o)->where(o, cc, ca, cb);
  xa_tensor_release(ca);
  xa_tensor_release(cb);
  if (xa_dtype_is_float(dt)) {
    xa_node *n;
    if (xa_record(&o, "where", bw_where, 2, (xa_tensor *[]){a, b}, &n)) {
      xa_tensor_release(cc);
      return -1;
    }
    if (n) xa_node_save(n, cc); /* the bool condition (cond itself, or its conversion) */
  }
  xa_tensor_release(cc);
  *out = o;
  return 0;
}

/* ---- masked_fill ----------------------------------------------------------- */
static int check_masked_fill(const char *fn, xa_tensor *t, xa_tensor *mask, double v) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (xa_check_devices(fn, 2, (xa_tensor *[]){t, mask})) return -1;
  if (mask->dtype != XA_BOOL)
    return xa_err("%s: mask must be a bool tensor, got %s (shape %s); use t:bool() or a "
                  "comparison", fn, xa_dtype_name(mask->dtype), xa_tensor_shape_str(s1, mask));
  if (!xa_broadcastable_to(mask, t->ndim, t->size))
    return xa_err("%s: mask of shape %s cannot be broadcast to the tensor's shape %s", fn,
                  xa_tensor_shape_str(s1, mask), xa_tensor_shape_str(s2, t));
  if (t->dtype == XA_INT64 &&
      (!is_integral(v) || v < -9223372036854775808.0 || v >= 9223372036854775807.0))
    return xa_err("%s: value %g cannot be stored in an int64 tensor", fn, v);
  return 0;
}

static int bw_masked_fill(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_masked_fill(&gin[0], g, xa_saved(n, 0), 0.0);
}

int xa_masked_fill(xa_tensor **out, xa_tensor *t, xa_tensor *mask, double v) {
  if (check_masked_fill("masked_fill", t, mask, v)) return -1;
  xa_tensor *o;
  if (xa_tensor_new_on(&o, xa_tensor_device(t), t->dtype, t->ndim, t->size)) return -1;
  xa_backend_of(o)->masked_fill(o, t, mask, v);
  if (xa_dtype_is_float(t->dtype)) {
    xa_node *n;
    if (xa_record(&o, "masked_fill", bw_masked_fill, 1, &t, &n)) return -1;
    if (n) xa_node_save(n, mask);
  }
  *out = o;
  return 0;
}

int xa_masked_fill_(xa_tensor *t, xa_tensor *mask, double v) {
  if (xa_check_inplace("masked_fill_", t) || check_masked_fill("masked_fill_", t, mask, v) ||
      check_no_overlap("masked_fill_", t)) return -1;
  xa_tensor *m = mask;
  xa_tensor_retain(m);
  if (m->storage == t->storage) { /* the mask reads memory being written: copy it first */
    xa_tensor *c;
    if (xa_tensor_convert(&c, m, XA_BOOL)) { xa_tensor_release(m); return -1; }
    xa_tensor_release(m);
    m = c;
  }
  xa_backend_of(t)->masked_fill(t, t, m, v);
  xa_tensor_release(m);
  t->storage->version++;
  return 0;
}
