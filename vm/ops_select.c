/* Selection ops: clamp, where, masked_fill, with their backward rules.
 *
 *   clamp(x, lo, hi)      = min(max(x, lo), hi); NAN bounds are absent; NaN x stays NaN.
 *                           d/dx = 1 where lo <= x <= hi, else 0.
 *   where(c, a, b)        = c != 0 ? a : b over the broadcast shape of c, a, b.
 *                           da = sum_to(where(c, g, 0)), db = sum_to(where(c, 0, g)).
 *   masked_fill(t, m, v)  = m ? v : t, m a bool tensor broadcast to t's shape.
 *                           dt = where(m, 0, g). */
#include "ops.h"
#include "../tensor/kernels.h"

#include <math.h>
#include <string.h>

/* t itself (retained) when it already has dtype dt, else a converted copy */
static int as_dtype(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  if (t->dtype == dt) { xa_tensor_retain(t); *out = t; return 0; }
  return xa_convert_raw(out, t, dt);
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

/* int64 value of an integral double, saturated to the int64 range */
static int64_t sat_int64(double v) {
  if (v <= -9223372036854775808.0) return INT64_MIN;
  if (v >= 9223372036854775807.0) return INT64_MAX;
  return (int64_t)v;
}

static bool is_integral(double v) { return !isnan(v) && v == floor(v); }

/* ---- clamp --------------------------------------------------------------- */
typedef struct { double lo, hi; int64_t ilo, ihi; } clamp_ctx;

/* (out, a); NaN compares false both ways, so a NaN x passes through */
#define CLAMP_LOOP(NAME, T, LO, HI)                                                    \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    const clamp_ctx *c = ctx;                                                         \
    T lo = (T)c->LO, hi = (T)c->HI;                                                   \
    T *o = (T *)p[0];                                                                 \
    const T *a = (const T *)p[1];                                                     \
    if (s[0] == 1 && s[1] == 1) {                                                     \
      for (int64_t i = 0; i < n; i++) {                                               \
        T x = a[i];                                                                   \
        x = x < lo ? lo : x;                                                          \
        o[i] = x > hi ? hi : x;                                                       \
      }                                                                               \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) {                                               \
        T x = a[i * s[1]];                                                            \
        x = x < lo ? lo : x;                                                          \
        o[i * s[0]] = x > hi ? hi : x;                                                \
      }                                                                               \
    }                                                                                 \
  }
CLAMP_LOOP(clamp_f, float, lo, hi)
CLAMP_LOOP(clamp_d, double, lo, hi)
CLAMP_LOOP(clamp_l, int64_t, ilo, ihi)

/* (gin, g, x): g where lo <= x <= hi, else 0 */
#define CLAMP_GRAD_LOOP(NAME, T)                                                        \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    const clamp_ctx *c = ctx;                                                         \
    T lo = (T)c->lo, hi = (T)c->hi;                                                   \
    T *o = (T *)p[0];                                                                 \
    const T *g = (const T *)p[1], *x = (const T *)p[2];                               \
    for (int64_t i = 0; i < n; i++) {                                                 \
      T xv = x[i * s[2]];                                                             \
      o[i * s[0]] = (xv >= lo && xv <= hi) ? g[i * s[1]] : (T)0;                      \
    }                                                                                 \
  }
CLAMP_GRAD_LOOP(clamp_grad_f, float)
CLAMP_GRAD_LOOP(clamp_grad_d, double)

static void clamp_bounds(clamp_ctx *c, double lo, double hi) {
  c->lo = isnan(lo) ? -INFINITY : lo;
  c->hi = isnan(hi) ? INFINITY : hi;
  c->ilo = sat_int64(c->lo);
  c->ihi = sat_int64(c->hi);
}

static xa_loop_fn clamp_loop(xa_dtype dt) {
  return dt == XA_FLOAT32 ? clamp_f : dt == XA_FLOAT64 ? clamp_d : clamp_l;
}

static int bw_clamp(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *x = xa_saved(n, 0), *gx, *cg = NULL;
  /* the rule runs in x's dtype; the engine converts back if g differs */
  if (as_dtype(&cg, g, x->dtype)) return -1;
  if (xa_tensor_new(&gx, x->dtype, x->ndim, x->size)) { xa_tensor_release(cg); return -1; }
  clamp_ctx c;
  clamp_bounds(&c, n->darg[0], n->darg[1]);
  xa_iter it;
  xa_tensor *ops[3] = {gx, cg, x};
  xa_iter_init(&it, gx->ndim, gx->size, 3, ops);
  xa_iter_run(&it, x->dtype == XA_FLOAT32 ? clamp_grad_f : clamp_grad_d, &c);
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
  if (xa_tensor_new(&o, dt, a->ndim, a->size)) { xa_tensor_release(ca); return -1; }
  clamp_ctx c;
  clamp_bounds(&c, lo, hi);
  xa_iter it;
  xa_tensor *ops[2] = {o, ca};
  xa_iter_init(&it, o->ndim, o->size, 2, ops);
  xa_iter_run(&it, clamp_loop(dt), &c);
  xa_tensor_release(ca);
  if (xa_dtype_is_float(a->dtype)) {
    xa_node *n;
    if (xa_record(&o, "clamp", bw_clamp, 1, &a, &n)) return -1;
    if (n) { n->darg[0] = lo; n->darg[1] = hi; xa_node_save(n, a); }
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
  clamp_ctx c;
  clamp_bounds(&c, lo, hi);
  xa_iter it;
  xa_tensor *ops[2] = {t, t};
  xa_iter_init(&it, t->ndim, t->size, 2, ops);
  xa_iter_run(&it, clamp_loop(t->dtype), &c);
  t->storage->version++;
  return 0;
}

/* ---- where --------------------------------------------------------------- */
/* (out, cond (bool), a, b) */
#define WHERE_LOOP(NAME, T)                                                             \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    (void)ctx;                                                                        \
    T *o = (T *)p[0];                                                                 \
    const uint8_t *c = (const uint8_t *)p[1];                                         \
    const T *a = (const T *)p[2], *b = (const T *)p[3];                               \
    if (s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == 1) {                           \
      for (int64_t i = 0; i < n; i++) o[i] = c[i] ? a[i] : b[i];                      \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++)                                                 \
        o[i * s[0]] = c[i * s[1]] ? a[i * s[2]] : b[i * s[3]];                        \
    }                                                                                 \
  }
WHERE_LOOP(where_b, uint8_t)
WHERE_LOOP(where_l, int64_t)
WHERE_LOOP(where_f, float)
WHERE_LOOP(where_d, double)
static const xa_loop_fn where_loops[XA_NDTYPE] = {where_b, where_l, where_f, where_d};

/* where(c, g, 0) (branch 0) or where(c, 0, g) (branch 1), reduced to input i's shape */
static int where_grad(xa_node *n, int i, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *z, *sel;
  if (xa_scalar_tensor(&z, g->dtype, 0.0)) return -1;
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
  xa_dtype dt = xa_dtype_promote(a->dtype, b->dtype);
  xa_tensor *cc = NULL, *ca = NULL, *cb = NULL, *o = NULL;
  if (as_dtype(&cc, cond, XA_BOOL) || as_dtype(&ca, a, dt) || as_dtype(&cb, b, dt) ||
      xa_tensor_new(&o, dt, nd, size)) {
    xa_tensor_release(cc); xa_tensor_release(ca); xa_tensor_release(cb);
    return -1;
  }
  xa_iter it;
  xa_tensor *ops[4] = {o, cc, ca, cb};
  xa_iter_init(&it, nd, size, 4, ops);
  xa_iter_run(&it, where_loops[dt], NULL);
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
/* (out, src, mask); out may be src itself (in place) */
#define MFILL_LOOP(NAME, T)                                                             \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    T v = *(const T *)ctx;                                                            \
    T *o = (T *)p[0];                                                                 \
    const T *a = (const T *)p[1];                                                     \
    const uint8_t *m = (const uint8_t *)p[2];                                         \
    if (s[0] == 1 && s[1] == 1 && s[2] == 1) {                                        \
      for (int64_t i = 0; i < n; i++) o[i] = m[i] ? v : a[i];                         \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) o[i * s[0]] = m[i * s[2]] ? v : a[i * s[1]];    \
    }                                                                                 \
  }
MFILL_LOOP(mfill_b, uint8_t)
MFILL_LOOP(mfill_l, int64_t)
MFILL_LOOP(mfill_f, float)
MFILL_LOOP(mfill_d, double)
static const xa_loop_fn mfill_loops[XA_NDTYPE] = {mfill_b, mfill_l, mfill_f, mfill_d};

typedef union { uint8_t b; int64_t l; float f; double d; } fill_value;

static int check_masked_fill(const char *fn, xa_tensor *t, xa_tensor *mask, double v) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
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

static fill_value make_fill(xa_dtype dt, double v) {
  fill_value u;
  switch (dt) {
  case XA_BOOL: u.b = v != 0; break;
  case XA_INT64: u.l = (int64_t)v; break;
  case XA_FLOAT32: u.f = (float)v; break;
  default: u.d = v; break;
  }
  return u;
}

static int bw_masked_fill(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_masked_fill(&gin[0], g, xa_saved(n, 0), 0.0);
}

int xa_masked_fill(xa_tensor **out, xa_tensor *t, xa_tensor *mask, double v) {
  if (check_masked_fill("masked_fill", t, mask, v)) return -1;
  xa_tensor *o;
  if (xa_tensor_new(&o, t->dtype, t->ndim, t->size)) return -1;
  fill_value u = make_fill(t->dtype, v);
  xa_iter it;
  xa_tensor *ops[3] = {o, t, mask};
  xa_iter_init(&it, o->ndim, o->size, 3, ops);
  xa_iter_run(&it, mfill_loops[t->dtype], &u);
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
    if (xa_convert_raw(&c, m, XA_BOOL)) { xa_tensor_release(m); return -1; }
    xa_tensor_release(m);
    m = c;
  }
  fill_value u = make_fill(t->dtype, v);
  xa_iter it;
  xa_tensor *ops[3] = {t, t, m};
  xa_iter_init(&it, t->ndim, t->size, 3, ops);
  xa_iter_run(&it, mfill_loops[t->dtype], &u);
  xa_tensor_release(m);
  t->storage->version++;
  return 0;
}
