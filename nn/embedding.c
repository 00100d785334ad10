/* Embedding: rows of a weight matrix by id, the op of nn.Embedding. Its kernels are the
 * backend's index_select (forward) and index_add (backward), and on the CPU a sparse
 * addition into an existing .grad (below). */
#include "../tensor/hot.h"
#include "embedding.h"
#include "../tensor/parallel.h"

#include <stdlib.h>
#include <string.h>

/* d weight into the weight's existing .grad (an optimizer's flat buffer), on the CPU: the
 * dense gradient would be a (V, D) tensor of zeros with the tokens' rows added in, then
 * added whole into .grad (24 MB of traffic for bench-small's 8000 x 256 of which 2,048
 * rows at most are touched, twice a step). Here each distinct id gets a row of its own in
 * a scratch block, the tokens' rows are added into it in token order (as index_add adds
 * them into the zeros), and each such row is added into .grad once: the bits of the dense
 * way for every row (an untouched row is left as it is instead of getting + 0, which
 * differs only for a -0 in .grad). */
typedef struct {
  void *grad, *z;
  const void *g;
  const int64_t *slot;  /* token -> its id's scratch row */
  const int64_t *rows;  /* scratch row -> id */
  int64_t m, u, d;      /* tokens, distinct ids, dim */
  bool f32;
} sparse_args;

#define SPARSE_ADD(T)                                                                   \
  {                                                                                     \
    T *z = A->z, *gr = A->grad;                                                         \
    const T *g = A->g;                                                                  \
    int64_t d = A->d;                                                                   \
    for (int64_t i = 0; i < A->m; i++) { /* tokens in order; a range owns its rows */   \
      int64_t s = A->slot[i];                                                           \
      if (s < u0 || s >= u1) continue;                                                  \
      T *zr = z + s * d;                                                                \
      const T *r = g + i * d;                                                           \
      for (int64_t c = 0; c < d; c++) zr[c] += r[c];                                    \
    }                                                                                   \
    for (int64_t s = u0; s < u1; s++) {                                                 \
      T *dst = gr + A->rows[s] * d;                                                     \
      const T *zr = z + s * d;                                                          \
      for (int64_t c = 0; c < d; c++) dst[c] += zr[c];                                  \
    }                                                                                   \
  }
XA_HOT static void sparse_range(void *ctx, int64_t u0, int64_t u1, int t) {
  (void)t;
  const sparse_args *A = ctx;
  if (A->f32) SPARSE_ADD(float) else SPARSE_ADD(double)
}

static int sparse_into(xa_tensor *grad, const xa_tensor *ids, const xa_tensor *gc) {
  int64_t V = grad->size[0], D = grad->size[1], m = xa_tensor_numel(ids);
  const int64_t *idx = xa_tensor_data((xa_tensor *)ids);
  int64_t *first = malloc((size_t)V * sizeof *first), *slot = malloc((size_t)(m + 1) * sizeof *slot);
  int64_t *rows = malloc((size_t)(m + 1) * sizeof *rows);
  if (!first || !slot || !rows) {
    free(first); free(slot); free(rows);
    return xa_err("embedding: out of memory in backward (%lld tokens)", (long long)m);
  }
  for (int64_t v = 0; v < V; v++) first[v] = -1;
  int64_t u = 0;
  for (int64_t i = 0; i < m; i++) {
    int64_t v = idx[i];
    if (first[v] < 0) { first[v] = u; rows[u++] = v; }
    slot[i] = first[v];
  }
  free(first);
  /* the scratch rows from the tensor allocator's cache (a fresh calloc of 2 MB faulted
   * its pages in at every call) */
  xa_tensor *zt;
  if (xa_tensor_zeros_on(&zt, XA_CPU, grad->dtype, 2, (int64_t[]){u, D})) {
    free(slot); free(rows);
    return -1;
  }
  sparse_args A = {xa_tensor_data(grad), xa_tensor_data(zt), xa_tensor_data((xa_tensor *)gc), slot,
                   rows, m, u, D, grad->dtype == XA_FLOAT32};
  /* work: each range scans the m tokens and adds its own rows' */
  xa_parallel_for(u, m * D + u * D, sparse_range, &A);
  xa_tensor_release(zt);
  free(slot); free(rows);
  return 0;
}

/* out[..., :] = weight[indices[...], :]: one row copy per token. d weight is dense:
 * rows of g added into zeros token by token (columns split across threads), or (CPU, a
 * .grad already there) the sparse addition above. */
static int bw_embedding(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *ids = n->saved[0], *z, *gc;
  if (xa_tensor_contiguous(&gc, g)) return -1;
  xa_tensor *ops[] = {gc, ids};
  xa_tensor *sink = xa_tensor_device(g) == XA_CPU && xa_dtype_is_float(g->dtype)
                    ? xa_grad_sink(n, 0, ops, 2) : NULL;
  if (sink) {
    int rc = sparse_into(sink, ids, gc);
    xa_grad_sink_done(sink);
    xa_tensor_release(gc);
    return rc;
  }
  if (xa_tensor_zeros_on(&z, xa_tensor_device(g), g->dtype, 2, n->in[0].size)) {
    xa_tensor_release(gc);
    return -1;
  }
  xa_backend_of(z)->index_add(z, 0, ids, gc);
  xa_tensor_release(gc);
  gin[0] = z;
  return 0;
}

int xa_embedding(xa_tensor **out, xa_tensor *weight, xa_tensor *indices) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (weight->ndim != 2)
    return xa_err("embedding: weight must be 2-D (num_embeddings, dim), got shape %s",
                  xa_tensor_shape_str(s1, weight));
  if (indices->dtype != XA_INT64)
    return xa_err("embedding: indices must be an int64 tensor, got %s (shape %s)",
                  xa_dtype_name(indices->dtype), xa_tensor_shape_str(s2, indices));
  if (indices->ndim >= XA_MAXDIM)
    return xa_err("embedding: indices of shape %s have too many dimensions (at most %d)",
                  xa_tensor_shape_str(s2, indices), XA_MAXDIM - 1);
  if (xa_check_devices("embedding", 2, (xa_tensor *[]){weight, indices})) return -1;
  int64_t v, V = weight->size[0];
  if (xa_backend_of(indices)->index_find_bad(indices, 0, V - 1, &v) >= 0)
    return xa_err("embedding: index %lld is out of range for a weight of %lld rows (shape %s); "
                  "valid ids are 0..%lld", (long long)v, (long long)V,
                  xa_tensor_shape_str(s1, weight), (long long)(V - 1));
  int64_t size[XA_MAXDIM];
  memcpy(size, indices->size, sizeof size);
  size[indices->ndim] = weight->size[1];
  if (xa_check_sizes("embedding", indices->ndim + 1, size)) return -1;
  xa_tensor *ids, *o;
  if (xa_tensor_contiguous(&ids, indices)) return -1;
  if (xa_tensor_new_on(&o, xa_tensor_device(weight), weight->dtype, indices->ndim + 1, size)) {
    xa_tensor_release(ids);
    return -1;
  }
  xa_backend_of(o)->index_select(o, weight, 0, ids);
  int rc = 0;
  if (xa_dtype_is_float(weight->dtype)) {
    xa_node *n;
    rc = xa_record(&o, "embedding", bw_embedding, 1, &weight, &n);
    if (!rc && n) xa_node_save(n, ids);
  }
  xa_tensor_release(ids);
  if (rc) return -1;
  *out = o;
  return 0;
}

