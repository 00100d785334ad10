/* Indexing and joining ops with their backward rules: gather, scatter_add,
 * index_select, cat, stack. The kernels are the backend's (tensor/index.c on
 * the CPU).
 * Index tensors are int64 and hold 0-based positions; every value is checked before
 * the result is allocated. */
#include "ops.h"

#include <stdlib.h>
#include <string.h>

static int check_dim(const char *fn, const xa_tensor *t, int dim) {
  char s[XA_SHAPESTR];
  if (t->ndim == 0)
    return xa_err("%s: a 0-dim tensor has no dimension to index (shape %s)", fn, xa_tensor_shape_str(s, t));
  if (dim < 0 || dim >= t->ndim)
    return xa_err("%s: dimension %d out of range for a tensor of shape %s", fn, dim + 1,
                  xa_tensor_shape_str(s, t));
  return 0;
}

static int check_index_dtype(const char *fn, const xa_tensor *index) {
  char s[XA_SHAPESTR];
  if (index->dtype != XA_INT64)
    return xa_err("%s: index must be an int64 tensor, got %s (shape %s)", fn,
                  xa_dtype_name(index->dtype), xa_tensor_shape_str(s, index));
  return 0;
}

int xa_check_index(const char *fn, const xa_tensor *index, int64_t lo, int64_t hi,
                   const char *what) {
  int64_t v;
  if (xa_backend_of(index)->index_find_bad(index, lo, hi, &v) < 0) return 0;
  if (hi < lo)
    return xa_err("%s: index %lld is out of range: %s has size 0, so no index is valid", fn,
                  (long long)v, what);
  return xa_err("%s: index %lld is out of range for %s of size %lld (valid %lld..%lld)", fn,
                (long long)v, what, (long long)(hi - lo + 1), (long long)lo, (long long)hi);
}

/* every value of index in [0, t->size[dim]) */
static int check_range(const char *fn, const xa_tensor *index, const xa_tensor *t, int dim) {
  if (xa_check_devices(fn, 2, (xa_tensor *[]){(xa_tensor *)index, (xa_tensor *)t})) return -1;
  int64_t v, n = t->size[dim];
  int64_t pos = xa_backend_of(index)->index_find_bad(index, 0, n - 1, &v);
  if (pos < 0) return 0;
  char s[XA_SHAPESTR];
  if (n == 0)
    return xa_err("%s: index %lld is out of range for dimension %d of size 0 (tensor shape %s): "
                  "an empty dimension has no valid index", fn, (long long)v, dim + 1,
                  xa_tensor_shape_str(s, t));
  return xa_err("%s: index %lld is out of range for dimension %d of size %lld (tensor shape %s); "
                "valid indices are 0..%lld", fn, (long long)v, dim + 1, (long long)n,
                xa_tensor_shape_str(s, t), (long long)(n - 1));
}

/* The parameter of every node recorded here is the dim (XA_PARAMS(n, int)). */

/* ---- gather ------------------------------------------------------------ */
/* out[i][j][k] = t[i][index[i][j][k]][k] (dim = 1); d t = scatter-add of g into zeros */
static int bw_gather(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *z;
  if (xa_tensor_zeros_on(&z, xa_tensor_device(g), g->dtype, n->in[0].ndim, n->in[0].size))
    return -1;
  xa_backend_of(g)->scatter_add(z, XA_PARAMS(n, int), n->saved[0], g);
  gin[0] = z;
  return 0;
}

int xa_gather(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (check_dim("gather", t, dim) || check_index_dtype("gather", index)) return -1;
  if (index->ndim != t->ndim)
    return xa_err("gather: index must have as many dimensions as the tensor (%d), got %d: "
                  "tensor shape %s, index shape %s", t->ndim, index->ndim,
                  xa_tensor_shape_str(s1, t), xa_tensor_shape_str(s2, index));
  for (int d = 0; d < t->ndim; d++)
    if (d != dim && index->size[d] > t->size[d])
      return xa_err("gather: index of shape %s is larger than the tensor of shape %s in "
                    "dimension %d (%lld > %lld)", xa_tensor_shape_str(s2, index),
                    xa_tensor_shape_str(s1, t), d + 1, (long long)index->size[d],
                    (long long)t->size[d]);
  if (check_range("gather", index, t, dim)) return -1;
  xa_tensor *o;
  if (xa_tensor_new_on(&o, xa_tensor_device(t), t->dtype, index->ndim, index->size)) return -1;
  xa_backend_of(t)->gather(o, t, dim, index);
  if (xa_dtype_is_float(t->dtype)) {
    xa_node *n;
    if (xa_record(&o, "gather", bw_gather, 1, &t, &n)) return -1;
    if (n) { xa_node_save(n, index); XA_PARAMS(n, int) = dim; }
  }
  *out = o;
  return 0;
}

/* ---- scatter_add ------------------------------------------------------- */
/* out = t; out[i][index[i][j][k]][k] += src[i][j][k] (dim = 1).
 * d t = g; d src = gather(g, dim, index), zero where src lies outside index's shape */
static int bw_scatter_add(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  if (xa_needs_grad(n, 0)) { xa_tensor_retain(g); gin[0] = g; }
  if (!xa_needs_grad(n, 1)) return 0;
  xa_tensor *index = n->saved[0], *gs;
  int dim = XA_PARAMS(n, int);
  if (xa_tensor_new_on(&gs, xa_tensor_device(g), g->dtype, index->ndim, index->size)) return -1;
  xa_backend_of(g)->gather(gs, g, dim, index);
  const xa_edge *e = &n->in[1];
  if (!memcmp(e->size, index->size, (size_t)e->ndim * sizeof *e->size)) { gin[1] = gs; return 0; }
  xa_tensor *z, *v = NULL;
  int rc = xa_tensor_zeros_on(&z, xa_tensor_device(g), g->dtype, e->ndim, e->size);
  if (!rc) rc = xa_tensor_view(&v, z, index->ndim, index->size, z->stride, 0);
  if (!rc) rc = xa_tensor_copy(v, gs);
  xa_tensor_release(v);
  xa_tensor_release(gs);
  if (rc) { xa_tensor_release(z); return -1; }
  gin[1] = z;
  return 0;
}

int xa_scatter_add(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index, xa_tensor *src) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR];
  if (check_dim("scatter_add", t, dim) || check_index_dtype("scatter_add", index)) return -1;
  if (t->dtype == XA_BOOL)
    return xa_err("scatter_add: not supported for dtype bool (tensor shape %s)", xa_tensor_shape_str(s1, t));
  if (src->dtype != t->dtype)
    return xa_err("scatter_add: src must have the tensor's dtype %s, got %s (shapes %s and %s)",
                  xa_dtype_name(t->dtype), xa_dtype_name(src->dtype), xa_tensor_shape_str(s1, t),
                  xa_tensor_shape_str(s2, src));
  if (index->ndim != t->ndim || src->ndim != t->ndim)
    return xa_err("scatter_add: tensor, index and src must have the same number of dimensions: "
                  "shapes %s, %s and %s", xa_tensor_shape_str(s1, t), xa_tensor_shape_str(s2, index),
                  xa_tensor_shape_str(s3, src));
  for (int d = 0; d < t->ndim; d++)
    if (index->size[d] > src->size[d] || (d != dim && index->size[d] > t->size[d]))
      return xa_err("scatter_add: index of shape %s must be no larger than src (shape %s) in every "
                    "dimension and than the tensor (shape %s) in every dimension but %d; "
                    "dimension %d does not fit", xa_tensor_shape_str(s2, index),
                    xa_tensor_shape_str(s3, src), xa_tensor_shape_str(s1, t), dim + 1, d + 1);
  if (check_range("scatter_add", index, t, dim) ||
      xa_check_devices("scatter_add", 2, (xa_tensor *[]){t, src})) return -1;
  xa_tensor *o;
  if (xa_tensor_new_on(&o, xa_tensor_device(t), t->dtype, t->ndim, t->size)) return -1;
  xa_tensor_copy(o, t);
  xa_backend_of(o)->scatter_add(o, dim, index, src);
  if (xa_dtype_is_float(t->dtype)) {
    xa_node *n;
    if (xa_record(&o, "scatter_add", bw_scatter_add, 2, (xa_tensor *[]){t, src}, &n)) return -1;
    if (n) { xa_node_save(n, index); XA_PARAMS(n, int) = dim; }
  }
  *out = o;
  return 0;
}

/* ---- index_select ------------------------------------------------------ */
/* d t = index-add of g into zeros: repeated indices accumulate in index order */
static int bw_index_select(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *index = n->saved[0], *z, *gc;
  if (xa_tensor_zeros_on(&z, xa_tensor_device(g), g->dtype, n->in[0].ndim, n->in[0].size))
    return -1;
  if (xa_tensor_contiguous(&gc, g)) { xa_tensor_release(z); return -1; }
  xa_backend_of(z)->index_add(z, XA_PARAMS(n, int), index, gc);
  xa_tensor_release(gc);
  gin[0] = z;
  return 0;
}

int xa_index_select(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (check_dim("index_select", t, dim) || check_index_dtype("index_select", index)) return -1;
  if (index->ndim > 1)
    return xa_err("index_select: index must be 1-D or 0-dim, got shape %s (tensor shape %s)",
                  xa_tensor_shape_str(s2, index), xa_tensor_shape_str(s1, t));
  if (check_range("index_select", index, t, dim)) return -1;
  int64_t size[XA_MAXDIM], n = xa_tensor_numel(index);
  memcpy(size, t->size, sizeof size);
  size[dim] = n;
  if (xa_check_sizes("index_select", t->ndim, size)) return -1;
  xa_tensor *o;
  if (xa_tensor_new_on(&o, xa_tensor_device(t), t->dtype, t->ndim, size)) return -1;
  xa_backend_of(o)->index_select(o, t, dim, index);
  if (xa_dtype_is_float(t->dtype)) {
    xa_node *nd;
    if (xa_record(&o, "index_select", bw_index_select, 1, &t, &nd)) return -1;
    if (nd) { xa_node_save(nd, index); XA_PARAMS(nd, int) = dim; }
  }
  *out = o;
  return 0;
}

/* ---- cat ----------------------------------------------------------------- */
/* PyTorch skips 1-D empty tensors of shape (0) whatever the others' rank */
static bool legacy_empty(const xa_tensor *t) { return t->ndim == 1 && t->size[0] == 0; }

/* d ts[i] = g narrowed to ts[i]'s positions along dim (start in n->extra) */
static int bw_cat(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const int64_t *start = n->extra;
  int dim = XA_PARAMS(n, int);
  for (int i = 0; i < n->nin; i++) {
    if (!xa_needs_grad(n, i)) continue;
    /* a skipped legacy (0) tensor gets its own empty gradient, as in PyTorch */
    if (start[i] < 0) {
      if (xa_tensor_zeros_on(&gin[i], xa_tensor_device(g), g->dtype, n->in[i].ndim,
                             n->in[i].size)) return -1;
      continue;
    }
    if (xa_narrow(&gin[i], g, dim, start[i], n->in[i].size[dim])) return -1;
  }
  return 0;
}

int xa_cat(xa_tensor **out, int n, xa_tensor *const *ts, int dim) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (n <= 0) return xa_err("cat: expected a non-empty list of tensors");
  if (xa_check_devices("cat", n, ts)) return -1;
  int ref = -1;
  xa_dtype dt = ts[0]->dtype;
  for (int k = 0; k < n; k++) {
    dt = xa_dtype_promote(dt, ts[k]->dtype);
    if (ref < 0 && !legacy_empty(ts[k])) ref = k;
  }
  bool skip_empty = ref >= 0; /* when every tensor has shape (0), join them as they are */
  if (ref < 0) ref = 0;
  const xa_tensor *r = ts[ref];
  if (r->ndim == 0)
    return xa_err("cat: tensor %d is 0-dim and cannot be concatenated (unsqueeze it, or use stack)", ref + 1);
  if (dim < 0 || dim >= r->ndim)
    return xa_err("cat: dimension %d out of range for tensors of shape %s", dim + 1,
                  xa_tensor_shape_str(s1, r));
  int64_t total = 0;
  for (int k = 0; k < n; k++) {
    const xa_tensor *t = ts[k];
    if (skip_empty && legacy_empty(t)) continue;
    if (t->ndim != r->ndim)
      return xa_err("cat: tensor %d has %d dimensions but tensor %d has %d: shapes %s and %s", k + 1,
                    t->ndim, ref + 1, r->ndim, xa_tensor_shape_str(s1, t), xa_tensor_shape_str(s2, r));
    for (int d = 0; d < r->ndim; d++)
      if (d != dim && t->size[d] != r->size[d])
        return xa_err("cat: tensor %d of shape %s does not match tensor %d of shape %s in dimension %d "
                      "(%lld vs %lld); only dimension %d may differ", k + 1, xa_tensor_shape_str(s1, t),
                      ref + 1, xa_tensor_shape_str(s2, r), d + 1, (long long)t->size[d],
                      (long long)r->size[d], dim + 1);
    total += t->size[dim];
  }
  int64_t size[XA_MAXDIM];
  memcpy(size, r->size, sizeof size);
  size[dim] = total;
  if (xa_check_sizes("cat", r->ndim, size)) return -1;
  int64_t *start = malloc((size_t)n * sizeof *start);
  if (!start) return xa_err("cat: out of memory");
  total = 0;
  for (int k = 0; k < n; k++) {
    if (skip_empty && legacy_empty(ts[k])) { start[k] = -1; continue; }
    start[k] = total;
    total += ts[k]->size[dim];
  }
  xa_tensor *o;
  if (xa_tensor_new_on(&o, xa_tensor_device(r), dt, r->ndim, size)) { free(start); return -1; }
  if (xa_backend_of(o)->cat(o, n, ts, dim, start)) {
    free(start);
    xa_tensor_release(o);
    return -1;
  }
  xa_node *nd = NULL;
  if (xa_dtype_is_float(dt) && xa_record(&o, "cat", bw_cat, n, ts, &nd)) { free(start); return -1; }
  if (nd) { nd->extra = start; XA_PARAMS(nd, int) = dim; }
  else free(start);
  *out = o;
  return 0;
}

/* ---- stack --------------------------------------------------------------- */
/* d ts[k] = g selected at position k of dim */
static int bw_stack(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  int dim = XA_PARAMS(n, int);
  for (int i = 0; i < n->nin; i++)
    if (xa_needs_grad(n, i) && xa_select(&gin[i], g, dim, i)) return -1;
  return 0;
}

int xa_stack(xa_tensor **out, int n, xa_tensor *const *ts, int dim) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (n <= 0) return xa_err("stack: expected a non-empty list of tensors");
  if (xa_check_devices("stack", n, ts)) return -1;
  const xa_tensor *r = ts[0];
  if (dim < 0 || dim > r->ndim)
    return xa_err("stack: dimension %d out of range for stacking tensors of shape %s (1..%d)",
                  dim + 1, xa_tensor_shape_str(s1, r), r->ndim + 1);
  if (r->ndim >= XA_MAXDIM)
    return xa_err("stack: tensors of shape %s already have the maximum of %d dimensions",
                  xa_tensor_shape_str(s1, r), XA_MAXDIM);
  xa_dtype dt = r->dtype;
  for (int k = 0; k < n; k++) {
    if (!xa_same_shape(ts[k], r))
      return xa_err("stack: tensor %d has shape %s but tensor 1 has shape %s; stack needs equal shapes",
                    k + 1, xa_tensor_shape_str(s1, ts[k]), xa_tensor_shape_str(s2, r));
    dt = xa_dtype_promote(dt, ts[k]->dtype);
  }
  int64_t size[XA_MAXDIM];
  for (int d = 0, j = 0; d <= r->ndim; d++) size[d] = d == dim ? n : r->size[j++];
  if (xa_check_sizes("stack", r->ndim + 1, size)) return -1;
  xa_tensor *o;
  if (xa_tensor_new_on(&o, xa_tensor_device(r), dt, r->ndim + 1, size)) return -1;
  if (xa_backend_of(o)->stack(o, n, ts, dim)) { xa_tensor_release(o); return -1; }
  if (xa_dtype_is_float(dt)) {
    xa_node *nd;
    if (xa_record(&o, "stack", bw_stack, n, ts, &nd)) return -1;
    if (nd) XA_PARAMS(nd, int) = dim;
  }
  *out = o;
  return 0;
}
