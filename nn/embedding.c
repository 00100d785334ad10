/* Embedding: rows of a weight matrix by id, the op of nn.Embedding. Its kernels are the
 * backend's index_select (forward) and index_add (backward), so it has none of its own. */
#include "embedding.h"

#include <string.h>

/* out[..., :] = weight[indices[...], :]: one row copy per token. d weight is dense:
 * rows of g added into zeros token by token (columns split across threads). */
static int bw_embedding(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  xa_tensor *ids = n->saved[0], *z, *gc;
  if (xa_tensor_zeros_on(&z, xa_tensor_device(g), g->dtype, 2, n->in[0].size)) return -1;
  if (xa_tensor_contiguous(&gc, g)) { xa_tensor_release(z); return -1; }
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

