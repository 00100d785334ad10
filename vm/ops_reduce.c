/* Reductions and normalisers: argument checks, dtype rules, result shapes and backward
 * rules. The kernels (the backend's; tensor/reduce.c on the CPU) work along one dim; a
 * reduction over all elements (dim < 0) runs on the input flattened to 1-D, and a 0-dim
 * tensor accepts dim 0 (its one element), as in PyTorch.
 *
 * dtypes: sum, prod and cumsum of bool or int64 give int64; mean, var, logsumexp,
 * softmax and log_softmax need a float tensor (an error otherwise, as PyTorch's mean);
 * max, min and topk keep the dtype and give int64 indices (0-based here; the Lua binding
 * returns 1-based positions); any and all give bool.
 * Special values (as PyTorch): max/min return the first NaN of a row if there is one;
 * a softmax or log_softmax row of all -inf is NaN; logsumexp of a row of all -inf is
 * -inf (its gradient there is 0); mean and var over an empty dim are NaN. */
#include "ops.h"

#include <math.h>
#include <string.h>

/* ---- shapes and kernel views --------------------------------------------- */
/* dim < 0 means every element where allowed; a 0-dim tensor has the one dim 0 */
static int check_dim(const char *fn, const xa_tensor *t, int dim, bool allow_all) {
  char s[XA_SHAPESTR];
  int nd = t->ndim ? t->ndim : 1;
  if ((dim < 0 && !allow_all) || dim >= nd)
    return xa_err("%s: dimension %d out of range for a tensor of shape %s", fn,
                  dim < 0 ? dim : dim + 1, xa_tensor_shape_str(s, t));
  return 0;
}

static int need_float(const char *fn, const xa_tensor *t) {
  char s[XA_SHAPESTR];
  if (!xa_dtype_is_float(t->dtype))
    return xa_err("%s: needs a float32 or float64 tensor, got %s of shape %s (convert first, "
                  "e.g. t:float())", fn, xa_dtype_name(t->dtype), xa_tensor_shape_str(s, t));
  return 0;
}

static bool is_flat(const xa_tensor *t, int dim) { return dim < 0 || t->ndim == 0; }

/* the input as the kernel sees it (owned): t itself, or t flattened to 1-D (through a
 * contiguous copy when needed) for a reduction over all elements or a 0-dim t */
static int kernel_input(xa_tensor **x, int *kdim, xa_tensor *t, int dim) {
  *kdim = dim < 0 ? 0 : dim;
  if (!is_flat(t, dim)) { xa_tensor_retain(t); *x = t; return 0; }
  xa_tensor *c;
  if (xa_tensor_contiguous(&c, t)) return -1;
  int64_t n = xa_tensor_numel(c), st = 1;
  int rc = xa_tensor_view(x, c, 1, &n, &st, c->offset);
  xa_tensor_release(c);
  return rc;
}

/* a header (sharing t's storage, never released) showing t to a kernel that works along
 * kdim of kndim-D operands: flat: t as 1-D (t contiguous or of at most one element);
 * t with kndim - 1 dims (a reduction without keepdim): size 1 inserted at kdim */
static xa_tensor kview(const xa_tensor *t, int kndim, int kdim, bool flat) {
  xa_tensor v = *t;
  if (flat) {
    v.ndim = 1;
    v.size[0] = xa_tensor_numel(t);
    v.stride[0] = 1;
  } else if (t->ndim == kndim - 1) {
    v.ndim = kndim;
    for (int d = kndim - 1; d > kdim; d--) { v.size[d] = t->size[d - 1]; v.stride[d] = t->stride[d - 1]; }
    v.size[kdim] = 1;
    v.stride[kdim] = 0;
  }
  return v;
}

/* shape of a reduction of t along dim (dim < 0: all) */
static int reduced_shape(const xa_tensor *t, int dim, bool keepdim, int64_t *size) {
  int n = 0;
  for (int d = 0; d < t->ndim; d++) {
    if (dim < 0 || d == dim) { if (keepdim) size[n++] = 1; }
    else size[n++] = t->size[d];
  }
  return n;
}

/* allocate the result(s) of a reduction and run the kernel; idx may be NULL */
static int reduce_run(xa_redop op, xa_tensor **out, xa_tensor **idx, xa_tensor *t, int dim,
                      bool keepdim, xa_dtype odt, double arg) {
  int64_t size[XA_MAXDIM];
  int nd = reduced_shape(t, dim, keepdim, size);
  xa_tensor *x = NULL, *o = NULL, *ix = NULL;
  int kdim;
  xa_devtype dev = xa_tensor_device(t);
  if (kernel_input(&x, &kdim, t, dim) || xa_tensor_new_on(&o, dev, odt, nd, size) ||
      (idx && xa_tensor_new_on(&ix, dev, XA_INT64, nd, size))) {
    xa_tensor_release(x);
    xa_tensor_release(o);
    return -1;
  }
  bool flat = is_flat(t, dim);
  xa_tensor ov = kview(o, x->ndim, kdim, flat), iv;
  if (ix) iv = kview(ix, x->ndim, kdim, flat);
  int rc = xa_backend_of(t)->reduce(op, &ov, ix ? &iv : NULL, x, kdim, arg);
  xa_tensor_release(x);
  if (rc) {
    xa_tensor_release(o);
    xa_tensor_release(ix);
    return xa_err("reduction: out of memory");
  }
  *out = o;
  if (idx) *idx = ix;
  return 0;
}

/* number of elements reduced into each result element */
static int64_t reduced_count(const xa_edge *e, int dim) {
  if (dim < 0 || e->ndim == 0) {
    int64_t n = 1;
    for (int d = 0; d < e->ndim; d++) n *= e->size[d];
    return n;
  }
  return e->size[dim];
}

/* ---- backward helpers ------------------------------------------------------ */
/* g (the reduced shape) broadcast back to the input's shape, as a view */
static int expand_back(xa_tensor **out, xa_tensor *g, const xa_edge *e, int dim, bool keepdim) {
  xa_tensor *v;
  if (dim >= 0 && e->ndim > 0 && !keepdim) {
    if (xa_unsqueeze(&v, g, dim)) return -1;
  } else {
    xa_tensor_retain(g);
    v = g;
  }
  int rc = xa_expand(out, v, e->ndim, e->size);
  xa_tensor_release(v);
  return rc;
}

/* The parameters of every node recorded here: dim (-1: all elements), keepdim, log
 * (log_softmax rather than softmax), ddof (var). */
typedef struct { int dim; bool keepdim, log; double ddof; } reduce_params;
#define RP(n) (&XA_PARAMS(n, reduce_params))

/* gin of the input's shape from a backward kernel. x: the saved input (or NULL), a:
 * the kernel's third operand when it is not x (indices, or the output for softmax),
 * b: the fourth (the output of logsumexp) */
static int run_backward(xa_node *n, xa_tensor *g, xa_tensor **gin, xa_rgradop op, xa_tensor *x,
                        xa_tensor *a, xa_tensor *b, bool zero) {
  const xa_edge *e = &n->in[0];
  int dim = RP(n)->dim;
  bool flat = dim < 0 || e->ndim == 0;
  int kdim = dim < 0 ? 0 : dim;
  xa_tensor *r, *xk = NULL;
  if ((zero ? xa_tensor_zeros_on : xa_tensor_new_on)(&r, xa_tensor_device(g), g->dtype, e->ndim,
                                                      e->size)) return -1;
  if (x && kernel_input(&xk, &kdim, x, dim)) { xa_tensor_release(r); return -1; }
  xa_tensor rv = kview(r, flat ? 1 : e->ndim, kdim, flat);
  int knd = rv.ndim;
  xa_tensor gv = kview(g, knd, kdim, flat); /* flat: g has at most one element */
  xa_tensor av = kview(xk ? xk : a, knd, kdim, flat), bv;
  if (b) bv = kview(b, knd, kdim, flat);
  xa_backend_of(g)->reduce_grad(op, &rv, &gv, &av, b ? &bv : NULL, kdim, RP(n)->ddof);
  xa_tensor_release(xk);
  *gin = r;
  return 0;
}

/* ---- sum / mean / prod ---------------------------------------------------- */
static int bw_sum(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return expand_back(&gin[0], g, &n->in[0], RP(n)->dim, RP(n)->keepdim);
}

static int bw_mean(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *s;
  if (xa_affine(&s, g, 1.0 / (double)reduced_count(&n->in[0], RP(n)->dim), 0.0)) return -1;
  int rc = expand_back(&gin[0], s, &n->in[0], RP(n)->dim, RP(n)->keepdim);
  xa_tensor_release(s);
  return rc;
}

static int bw_prod(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return run_backward(n, g, &gin[0], XA_RGRAD_PROD, n->saved[0], NULL, NULL, false);
}

static int sum_like(const char *fn, xa_redop op, xa_tensor **out, xa_tensor *t, int dim, bool keepdim) {
  if (check_dim(fn, t, dim, true)) return -1;
  if (op == XA_RED_MEAN && need_float(fn, t)) return -1;
  xa_dtype odt = xa_dtype_is_float(t->dtype) ? t->dtype : XA_INT64;
  xa_tensor *o;
  if (reduce_run(op, &o, NULL, t, dim, keepdim, odt, 0)) return -1;
  if (xa_dtype_is_float(odt)) {
    xa_node *n;
    xa_backward_fn bw = op == XA_RED_SUM ? bw_sum : op == XA_RED_MEAN ? bw_mean : bw_prod;
    if (xa_record(&o, fn, bw, 1, &t, &n)) return -1;
    if (n) {
      *RP(n) = (reduce_params){.dim = dim < 0 ? -1 : dim, .keepdim = keepdim};
      if (op == XA_RED_PROD) xa_node_save(n, t);
    }
  }
  *out = o;
  return 0;
}

int xa_sum(xa_tensor **out, xa_tensor *t, int dim, bool keepdim) {
  return sum_like("sum", XA_RED_SUM, out, t, dim, keepdim);
}
int xa_mean(xa_tensor **out, xa_tensor *t, int dim, bool keepdim) {
  return sum_like("mean", XA_RED_MEAN, out, t, dim, keepdim);
}
int xa_prod(xa_tensor **out, xa_tensor *t, int dim, bool keepdim) {
  return sum_like("prod", XA_RED_PROD, out, t, dim, keepdim);
}

/* ---- max / min ------------------------------------------------------------ */
static int bw_scatter(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return run_backward(n, g, &gin[0], XA_RGRAD_SCATTER, NULL, n->saved[0], NULL, true);
}

static int maxmin(const char *fn, xa_redop op, xa_tensor **values, xa_tensor **indices,
                  xa_tensor *t, int dim, bool keepdim) {
  char s[XA_SHAPESTR];
  if (check_dim(fn, t, dim, true)) return -1;
  if (is_flat(t, dim) && xa_tensor_numel(t) == 0)
    return xa_err("%s: cannot reduce an empty tensor of shape %s (the %s of nothing is "
                  "undefined); give a dim of non-zero size", fn, xa_tensor_shape_str(s, t), fn);
  if (!is_flat(t, dim) && t->size[dim] == 0)
    return xa_err("%s: cannot reduce over dimension %d of size 0 (shape %s)", fn, dim + 1,
                  xa_tensor_shape_str(s, t));
  xa_tensor *v, *ix;
  if (reduce_run(op, &v, &ix, t, dim, keepdim, t->dtype, 0)) return -1;
  xa_node *n;
  if (xa_record(&v, fn, bw_scatter, 1, &t, &n)) { xa_tensor_release(ix); return -1; }
  if (n) {
    *RP(n) = (reduce_params){.dim = dim < 0 ? -1 : dim, .keepdim = keepdim};
    xa_node_save(n, ix);
  }
  *values = v;
  *indices = ix;
  return 0;
}

int xa_max(xa_tensor **values, xa_tensor **indices, xa_tensor *t, int dim, bool keepdim) {
  return maxmin("max", XA_RED_MAX, values, indices, t, dim, keepdim);
}
int xa_min(xa_tensor **values, xa_tensor **indices, xa_tensor *t, int dim, bool keepdim) {
  return maxmin("min", XA_RED_MIN, values, indices, t, dim, keepdim);
}

/* ---- logsumexp / var -------------------------------------------------------- */
static int bw_lse(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return run_backward(n, g, &gin[0], XA_RGRAD_LSE, n->saved[0], NULL, n->saved[1], false);
}

int xa_logsumexp(xa_tensor **out, xa_tensor *t, int dim, bool keepdim) {
  if (check_dim("logsumexp", t, dim, true) || need_float("logsumexp", t)) return -1;
  xa_tensor *o;
  if (reduce_run(XA_RED_LSE, &o, NULL, t, dim, keepdim, t->dtype, 0)) return -1;
  xa_node *n;
  if (xa_record(&o, "logsumexp", bw_lse, 1, &t, &n)) return -1;
  if (n) {
    *RP(n) = (reduce_params){.dim = dim < 0 ? -1 : dim, .keepdim = keepdim};
    xa_node_save(n, t);
    if (xa_node_save_output(n, o)) { xa_tensor_release(o); return -1; }
  }
  *out = o;
  return 0;
}

static int bw_var(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return run_backward(n, g, &gin[0], XA_RGRAD_VAR, n->saved[0], NULL, NULL, false);
}

int xa_var(xa_tensor **out, xa_tensor *t, int dim, bool unbiased, bool keepdim) {
  if (check_dim("var", t, dim, true) || need_float("var", t)) return -1;
  xa_tensor *o;
  double ddof = unbiased ? 1.0 : 0.0;
  if (reduce_run(XA_RED_VAR, &o, NULL, t, dim, keepdim, t->dtype, ddof)) return -1;
  xa_node *n;
  if (xa_record(&o, "var", bw_var, 1, &t, &n)) return -1;
  if (n) {
    *RP(n) = (reduce_params){.dim = dim < 0 ? -1 : dim, .keepdim = keepdim, .ddof = ddof};
    xa_node_save(n, t);
  }
  *out = o;
  return 0;
}

/* ---- any / all -------------------------------------------------------------- */
int xa_any(xa_tensor **out, xa_tensor *t, int dim, bool keepdim) {
  if (check_dim("any", t, dim, true)) return -1;
  return reduce_run(XA_RED_ANY, out, NULL, t, dim, keepdim, XA_BOOL, 0);
}
int xa_all(xa_tensor **out, xa_tensor *t, int dim, bool keepdim) {
  if (check_dim("all", t, dim, true)) return -1;
  return reduce_run(XA_RED_ALL, out, NULL, t, dim, keepdim, XA_BOOL, 0);
}

/* ---- softmax / log_softmax / cumsum: same shape as the input ------------------ */
static int rowop_run(xa_rowop op, xa_tensor **out, xa_tensor *t, int dim, xa_dtype odt) {
  xa_tensor *x, *o;
  int kdim;
  if (kernel_input(&x, &kdim, t, dim)) return -1;
  if (xa_tensor_new_on(&o, xa_tensor_device(t), odt, t->ndim, t->size)) {
    xa_tensor_release(x);
    return -1;
  }
  xa_tensor ov = kview(o, x->ndim, kdim, t->ndim == 0);
  xa_backend_of(t)->rowop(op, &ov, x, kdim);
  xa_tensor_release(x);
  *out = o;
  return 0;
}

static int bw_softmax(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_rgradop op = RP(n)->log ? XA_RGRAD_LOG_SOFTMAX : XA_RGRAD_SOFTMAX;
  return run_backward(n, g, &gin[0], op, NULL, n->saved[0], NULL, false);
}

static int softmax_like(const char *fn, bool logsm, xa_tensor **out, xa_tensor *t, int dim) {
  if (check_dim(fn, t, dim, false) || need_float(fn, t)) return -1;
  xa_tensor *o;
  if (rowop_run(logsm ? XA_ROW_LOG_SOFTMAX : XA_ROW_SOFTMAX, &o, t, dim, t->dtype)) return -1;
  xa_node *n;
  if (xa_record(&o, fn, bw_softmax, 1, &t, &n)) return -1;
  if (n) {
    *RP(n) = (reduce_params){.dim = dim, .log = logsm};
    if (xa_node_save_output(n, o)) { xa_tensor_release(o); return -1; }
  }
  *out = o;
  return 0;
}

int xa_softmax(xa_tensor **out, xa_tensor *t, int dim) { return softmax_like("softmax", false, out, t, dim); }
int xa_log_softmax(xa_tensor **out, xa_tensor *t, int dim) {
  return softmax_like("log_softmax", true, out, t, dim);
}

static int bw_cumsum(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return rowop_run(XA_ROW_CUMSUM_REV, &gin[0], g, RP(n)->dim, g->dtype);
}

int xa_cumsum(xa_tensor **out, xa_tensor *t, int dim) {
  if (check_dim("cumsum", t, dim, false)) return -1;
  xa_dtype odt = xa_dtype_is_float(t->dtype) ? t->dtype : XA_INT64;
  xa_tensor *o;
  if (rowop_run(XA_ROW_CUMSUM, &o, t, dim, odt)) return -1;
  if (xa_dtype_is_float(odt)) {
    xa_node *n;
    if (xa_record(&o, "cumsum", bw_cumsum, 1, &t, &n)) return -1;
    if (n) *RP(n) = (reduce_params){.dim = dim};
  }
  *out = o;
  return 0;
}

/* ---- topk ------------------------------------------------------------------ */
int xa_topk(xa_tensor **values, xa_tensor **indices, xa_tensor *t, int64_t k, int dim,
            bool largest, bool sorted) {
  char s[XA_SHAPESTR];
  (void)sorted; /* results always come best first, which is also a valid unsorted order */
  if (check_dim("topk", t, dim, false)) return -1;
  int64_t n = t->ndim ? t->size[dim] : 1;
  if (k < 0 || k > n)
    return xa_err("topk: k = %lld is out of range for dimension %d of size %lld (shape %s)",
                  (long long)k, dim + 1, (long long)n, xa_tensor_shape_str(s, t));
  int64_t size[XA_MAXDIM];
  memcpy(size, t->size, sizeof size);
  int nd = t->ndim;
  if (nd) size[dim] = k;
  else if (k == 0) { nd = 1; size[0] = 0; }
  xa_tensor *x, *v = NULL, *ix = NULL;
  int kdim;
  if (kernel_input(&x, &kdim, t, dim)) return -1;
  xa_devtype dev = xa_tensor_device(t);
  if (xa_tensor_new_on(&v, dev, t->dtype, nd, size) ||
      xa_tensor_new_on(&ix, dev, XA_INT64, nd, size)) {
    xa_tensor_release(x);
    xa_tensor_release(v);
    return -1;
  }
  bool flat = t->ndim == 0;
  xa_tensor vv = kview(v, x->ndim, kdim, flat), iv = kview(ix, x->ndim, kdim, flat);
  int rc = xa_backend_of(t)->topk(&vv, &iv, x, kdim, k, largest);
  xa_tensor_release(x);
  if (rc) { xa_tensor_release(v); xa_tensor_release(ix); return -1; }
  xa_node *nd_;
  if (xa_record(&v, "topk", bw_scatter, 1, &t, &nd_)) { xa_tensor_release(ix); return -1; }
  if (nd_) {
    *RP(nd_) = (reduce_params){.dim = dim};
    xa_node_save(nd_, ix);
  }
  *values = v;
  *indices = ix;
  return 0;
}
