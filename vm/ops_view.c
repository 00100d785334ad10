/* Views and layout ops with their backward rules. A view shares its input's storage. */
#include "ops.h"

#include <math.h>
#include <string.h>

static int check_dim(const char *fn, const xa_tensor *t, int dim, int extra) {
  char s[XA_SHAPESTR];
  if (dim < 0 || dim >= t->ndim + extra)
    return xa_err("%s: dimension %d out of range for a tensor of shape %s", fn, dim + 1,
                  xa_tensor_shape_str(s, t));
  return 0;
}

/* ---- reshape / view ---------------------------------------------------- */
/* Strides for viewing (old sizes, strides) as new sizes without a copy, if possible.
 * Walks the old dims from the innermost; runs of dims that are contiguous with each
 * other form chunks, and each chunk must be exactly covered by a run of new dims. */
static bool view_strides(const xa_tensor *t, int nd, const int64_t *ns, int64_t *nst) {
  if (xa_tensor_numel(t) == 0 || t->ndim == 0) {
    xa_contiguous_strides(nd, ns, nst);
    return true;
  }
  int vd = nd - 1;
  int64_t base = t->stride[t->ndim - 1], tnum = 1, vnum = 1;
  for (int td = t->ndim - 1; td >= 0; td--) {
    tnum *= t->size[td];
    if (td == 0 || (t->size[td - 1] != 1 && t->stride[td - 1] != tnum * base)) {
      while (vd >= 0 && (vnum < tnum || ns[vd] == 1)) {
        nst[vd] = vnum * base;
        vnum *= ns[vd];
        vd--;
      }
      if (vnum != tnum) return false;
      if (td > 0) { base = t->stride[td - 1]; tnum = 1; vnum = 1; }
    }
  }
  return vd == -1;
}

static int bw_reshape(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_reshape(&gin[0], g, n->in[0].ndim, n->in[0].size);
}

static int check_numel(const char *fn, xa_tensor *t, int ndim, const int64_t *size) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (xa_check_sizes(fn, ndim, size)) return -1;
  int64_t n = 1;
  for (int d = 0; d < ndim; d++) n *= size[d];
  if (n != xa_tensor_numel(t))
    return xa_err("%s: shape %s is invalid for input of shape %s (%lld elements)", fn,
                  xa_shape_str(s1, ndim, size), xa_tensor_shape_str(s2, t),
                  (long long)xa_tensor_numel(t));
  return 0;
}

static int make_view(xa_tensor **out, const char *name, xa_backward_fn bw, xa_tensor *t,
                     int ndim, const int64_t *size, const int64_t *stride, int64_t offset) {
  xa_tensor *v;
  if (xa_tensor_view(&v, t, ndim, size, stride, offset)) return -1;
  xa_node *n;
  if (xa_record(&v, name, bw, 1, &t, &n)) return -1;
  *out = v;
  return 0;
}

int xa_view(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size) {
  if (check_numel("view", t, ndim, size)) return -1;
  int64_t st[XA_MAXDIM];
  if (!view_strides(t, ndim, size, st)) {
    char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
    return xa_err("view: shape %s is not compatible with the input's layout (shape %s, "
                  "non-contiguous); use reshape, or contiguous() first",
                  xa_shape_str(s1, ndim, size), xa_tensor_shape_str(s2, t));
  }
  return make_view(out, "view", bw_reshape, t, ndim, size, st, t->offset);
}

int xa_reshape(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size) {
  if (check_numel("reshape", t, ndim, size)) return -1;
  int64_t st[XA_MAXDIM];
  if (view_strides(t, ndim, size, st))
    return make_view(out, "reshape", bw_reshape, t, ndim, size, st, t->offset);
  xa_tensor *c;
  if (xa_contiguous(&c, t)) return -1;
  int rc = xa_view(out, c, ndim, size);
  xa_tensor_release(c);
  return rc;
}

/* ---- transpose / permute ----------------------------------------------- */
typedef struct { int d0, d1; } transpose_params;

static int bw_transpose(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const transpose_params *p = &XA_PARAMS(n, transpose_params);
  return xa_transpose(&gin[0], g, p->d0, p->d1);
}

int xa_transpose(xa_tensor **out, xa_tensor *t, int d0, int d1) {
  if (check_dim("transpose", t, d0, 0) || check_dim("transpose", t, d1, 0)) return -1;
  int64_t size[XA_MAXDIM], st[XA_MAXDIM];
  memcpy(size, t->size, sizeof size);
  memcpy(st, t->stride, sizeof st);
  size[d0] = t->size[d1]; size[d1] = t->size[d0];
  st[d0] = t->stride[d1]; st[d1] = t->stride[d0];
  if (make_view(out, "transpose", bw_transpose, t, t->ndim, size, st, t->offset)) return -1;
  xa_node *n = xa_grad_fn(*out);
  if (n) XA_PARAMS(n, transpose_params) = (transpose_params){d0, d1};
  return 0;
}

typedef struct { int dims[XA_MAXDIM]; } permute_params;

static int bw_permute(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  int inv[XA_MAXDIM];
  const int *dims = XA_PARAMS(n, permute_params).dims;
  for (int d = 0; d < g->ndim; d++) inv[dims[d]] = d;
  return xa_permute(&gin[0], g, inv);
}

int xa_permute(xa_tensor **out, xa_tensor *t, const int *dims) {
  bool seen[XA_MAXDIM] = {0};
  char s[XA_SHAPESTR];
  for (int d = 0; d < t->ndim; d++) {
    if (dims[d] < 0 || dims[d] >= t->ndim || seen[dims[d]])
      return xa_err("permute: dims must be a permutation of 1..%d for a tensor of shape %s",
                    t->ndim, xa_tensor_shape_str(s, t));
    seen[dims[d]] = true;
  }
  int64_t size[XA_MAXDIM], st[XA_MAXDIM];
  for (int d = 0; d < t->ndim; d++) { size[d] = t->size[dims[d]]; st[d] = t->stride[dims[d]]; }
  if (make_view(out, "permute", bw_permute, t, t->ndim, size, st, t->offset)) return -1;
  xa_node *n = xa_grad_fn(*out);
  if (n) for (int d = 0; d < t->ndim; d++) XA_PARAMS(n, permute_params).dims[d] = dims[d];
  return 0;
}

/* ---- narrow / select: backward scatters g into zeros ------------------- */
typedef struct { int dim; bool select; int64_t start, len; } narrow_params;

static int bw_narrow(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *z, *v;
  if (xa_tensor_zeros_on(&z, xa_tensor_device(g), g->dtype, n->in[0].ndim, n->in[0].size))
    return -1;
  const narrow_params *p = &XA_PARAMS(n, narrow_params);
  int rc = p->select ? xa_select(&v, z, p->dim, p->start)
                     : xa_narrow(&v, z, p->dim, p->start, p->len);
  if (!rc) { rc = xa_tensor_copy(v, g); xa_tensor_release(v); }
  if (rc) { xa_tensor_release(z); return -1; }
  gin[0] = z;
  return 0;
}

int xa_narrow(xa_tensor **out, xa_tensor *t, int dim, int64_t start, int64_t len) {
  char s[XA_SHAPESTR];
  if (check_dim("narrow", t, dim, 0)) return -1;
  if (start < 0 || len < 0 || start > t->size[dim] || len > t->size[dim] - start)
    return xa_err("narrow: start %lld with length %lld is outside dimension %d of size %lld "
                  "(shape %s)", (long long)(start < INT64_MAX ? start + 1 : start), (long long)len,
                  dim + 1, (long long)t->size[dim], xa_tensor_shape_str(s, t));
  int64_t size[XA_MAXDIM];
  memcpy(size, t->size, sizeof size);
  size[dim] = len;
  if (make_view(out, "narrow", bw_narrow, t, t->ndim, size, t->stride,
                t->offset + start * t->stride[dim])) return -1;
  if (xa_grad_fn(*out)) {
    xa_node *n = xa_grad_fn(*out);
    XA_PARAMS(n, narrow_params) = (narrow_params){dim, false, start, len};
  }
  return 0;
}

int xa_select(xa_tensor **out, xa_tensor *t, int dim, int64_t index) {
  char s[XA_SHAPESTR];
  if (check_dim("select", t, dim, 0)) return -1;
  if (index < 0 || index >= t->size[dim])
    return xa_err("select: index %lld out of range for dimension %d of size %lld (shape %s)",
                  (long long)index + 1, dim + 1, (long long)t->size[dim], xa_tensor_shape_str(s, t));
  int64_t size[XA_MAXDIM], st[XA_MAXDIM];
  int k = 0;
  for (int d = 0; d < t->ndim; d++)
    if (d != dim) { size[k] = t->size[d]; st[k] = t->stride[d]; k++; }
  if (make_view(out, "select", bw_narrow, t, t->ndim - 1, size, st,
                t->offset + index * t->stride[dim])) return -1;
  if (xa_grad_fn(*out)) {
    xa_node *n = xa_grad_fn(*out);
    XA_PARAMS(n, narrow_params) = (narrow_params){dim, true, index, 1};
  }
  return 0;
}

/* ---- squeeze / unsqueeze ----------------------------------------------- */
int xa_squeeze(xa_tensor **out, xa_tensor *t, int dim) {
  if (dim >= 0 && check_dim("squeeze", t, dim, 0)) return -1;
  int64_t size[XA_MAXDIM], st[XA_MAXDIM];
  int k = 0;
  for (int d = 0; d < t->ndim; d++) {
    if (t->size[d] == 1 && (dim < 0 || d == dim)) continue;
    size[k] = t->size[d]; st[k] = t->stride[d]; k++;
  }
  return make_view(out, "squeeze", bw_reshape, t, k, size, st, t->offset);
}

int xa_unsqueeze(xa_tensor **out, xa_tensor *t, int dim) {
  char s[XA_SHAPESTR];
  if (check_dim("unsqueeze", t, dim, 1)) return -1;
  if (t->ndim >= XA_MAXDIM)
    return xa_err("unsqueeze: tensor of shape %s already has the maximum of %d dimensions",
                  xa_tensor_shape_str(s, t), XA_MAXDIM);
  int64_t size[XA_MAXDIM], st[XA_MAXDIM];
  int k = 0;
  for (int d = 0; d <= t->ndim; d++) {
    if (d == dim) {
      size[k] = 1;
      st[k] = d < t->ndim ? t->stride[d] * t->size[d] : 1;
      k++;
    }
    if (d < t->ndim) { size[k] = t->size[d]; st[k] = t->stride[d]; k++; }
  }
  return make_view(out, "unsqueeze", bw_reshape, t, k, size, st, t->offset);
}

/* ---- expand ------------------------------------------------------------ */
static int bw_expand(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_sum_to_edge(&gin[0], g, &n->in[0]);
}

int xa_expand(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (ndim < t->ndim || ndim > XA_MAXDIM)
    return xa_err("expand: cannot expand shape %s to %d dimensions", xa_tensor_shape_str(s1, t), ndim);
  int64_t ns[XA_MAXDIM], st[XA_MAXDIM];
  int lead = ndim - t->ndim;
  for (int d = 0; d < ndim; d++) {
    int td = d - lead;
    int64_t want = size[d];
    if (td < 0) {
      if (want < 0) return xa_err("expand: size -1 is not allowed for a new leading dimension %d", d + 1);
      ns[d] = want; st[d] = 0;
    } else if (want == -1 || want == t->size[td]) {
      ns[d] = t->size[td]; st[d] = t->stride[td];
    } else if (t->size[td] == 1 && want >= 0) {
      ns[d] = want; st[d] = 0;
    } else {
      return xa_err("expand: shape %s cannot be expanded to %s (dimension %d: %lld vs %lld)",
                    xa_tensor_shape_str(s1, t), xa_shape_str(s2, ndim, size), d + 1,
                    (long long)t->size[td], (long long)want);
    }
  }
  if (xa_check_sizes("expand", ndim, ns)) return -1;
  return make_view(out, "expand", bw_expand, t, ndim, ns, st, t->offset);
}

/* ---- contiguous / clone / dtype / detach / copy_ ----------------------- */
static int bw_identity(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  (void)n;
  xa_tensor_retain(g);
  gin[0] = g;
  return 0;
}

int xa_contiguous(xa_tensor **out, xa_tensor *t) {
  if (xa_tensor_is_contiguous(t)) { xa_tensor_retain(t); *out = t; return 0; }
  return xa_clone(out, t);
}

int xa_clone(xa_tensor **out, xa_tensor *t) {
  xa_tensor *r;
  if (xa_tensor_new_on(&r, xa_tensor_device(t), t->dtype, t->ndim, t->size)) return -1;
  xa_tensor_copy(r, t);
  xa_node *n;
  if (xa_record(&r, "clone", bw_identity, 1, &t, &n)) return -1;
  *out = r;
  return 0;
}

static int bw_to_dtype(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_tensor_convert(&gin[0], g, n->in[0].dtype);
}

int xa_to_dtype(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  if (t->dtype == dt) { xa_tensor_retain(t); *out = t; return 0; }
  xa_tensor *r;
  if (xa_tensor_convert(&r, t, dt)) return -1;
  if (xa_dtype_is_float(dt) && xa_dtype_is_float(t->dtype)) {
    xa_node *n;
    if (xa_record(&r, "to", bw_to_dtype, 1, &t, &n)) return -1;
  }
  *out = r;
  return 0;
}

int xa_detach(xa_tensor **out, xa_tensor *t) {
  return xa_tensor_view(out, t, t->ndim, t->size, t->stride, t->offset);
}

int xa_check_devices(const char *fn, int n, xa_tensor *const *ts) {
  const xa_tensor *first = NULL;
  for (int k = 0; k < n; k++) {
    if (!ts[k]) continue;
    if (!first) { first = ts[k]; continue; }
    if (xa_tensor_device(ts[k]) != xa_tensor_device(first)) {
      char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
      return xa_err("%s: operands are on different devices: %s %s and %s %s; move one with "
                    "t:to(device)", fn, xa_device_name(xa_tensor_device(first)),
                    xa_tensor_shape_str(s1, first), xa_device_name(xa_tensor_device(ts[k])),
                    xa_tensor_shape_str(s2, ts[k]));
    }
  }
  return 0;
}

/* the gradient goes back to the input's device */
static int bw_to_device(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_tensor_to_device(&gin[0], g, XA_PARAMS(n, xa_devtype));
}

int xa_to_device(xa_tensor **out, xa_tensor *t, xa_devtype dev) {
  if ((unsigned)dev >= XA_NDEVICE || !xa_backend_for(dev))
    return xa_err("to: device %s is not available in this build", xa_device_name(dev));
  if (xa_tensor_device(t) == dev) { xa_tensor_retain(t); *out = t; return 0; }
  xa_tensor *o;
  if (xa_tensor_to_device(&o, t, dev)) return -1;
  xa_node *n;
  if (xa_record(&o, "to", bw_to_device, 1, &t, &n)) return -1;
  if (n) XA_PARAMS(n, xa_devtype) = xa_tensor_device(t);
  *out = o;
  return 0;
}

int xa_check_inplace(const char *fn, xa_tensor *t) {
  if (xa_grad_enabled() && xa_requires_grad(t))
    return xa_err("%s: cannot modify in place a tensor that requires grad; use no_grad(), "
                  "detach(), or an out-of-place op", fn);
  return 0;
}

int xa_copy_(xa_tensor *dst, xa_tensor *src) {
  if (xa_check_inplace("copy_", dst)) return -1;
  if (dst->storage == src->storage) { /* overlapping copy: go through a temporary */
    xa_tensor *c;
    if (xa_clone(&c, src)) return -1;
    int rc = xa_tensor_copy(dst, c);
    xa_tensor_release(c);
    return rc;
  }
  return xa_tensor_copy(dst, src);
}
