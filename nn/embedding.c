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


/* ---- the Transformer's input layer in one op (CPU) ------------------------------------ */
/* out (B, L, D) = dropout(emb * scale + pos), emb = weight[ids] (0 at padding ids), pos
 * (L, D) added to every sentence. Composed, the five ops write the (B, L, D) activations
 * five times forward and four backward; here one pass each way, with the composition's
 * expressions in its order (so its bits) and dropout's mask (the same draws). */
typedef struct { int64_t pad; double scale, keep_scale; bool drop; } front_params;

typedef struct {
  void *out, *ge;
  const void *w, *pos, *g;
  const int64_t *ids;
  const uint8_t *keep;
  int64_t L, D, pad;
  double scale, keep_scale;
} front_args;

/* no contraction into a fused multiply-add: the composition's product and sum round apart */
#if defined(__GNUC__) && !defined(__clang__)
#define XA_NO_FMA __attribute__((optimize("fp-contract=off")))
#else
#define XA_NO_FMA
#endif
#define FRONT(NAME, T)                                                                   \
  XA_HOT XA_NO_FMA static void NAME##_fwd(void *ctx, int64_t r0, int64_t r1, int t) {   \
    (void)t;                                                                            \
    const front_args *A = ctx;                                                          \
    int64_t D = A->D;                                                                   \
    T sc = (T)A->scale, ks = (T)A->keep_scale;                                          \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      int64_t id = A->ids[r];                                                           \
      const T *wr = (const T *)A->w + id * D, *pr = (const T *)A->pos + (r % A->L) * D;  \
      T *o = (T *)A->out + r * D;                                                       \
      bool pad = id == A->pad;                                                          \
      if (A->keep) {                                                                    \
        const uint8_t *k = A->keep + r * D;                                             \
        _Pragma("omp simd")                                                             \
        for (int64_t j = 0; j < D; j++) {                                               \
          T e = pad ? (T)0 : wr[j];                                                     \
          o[j] = k[j] ? (e * sc + pr[j]) * ks : (T)0;                                    \
        }                                                                               \
      } else {                                                                          \
        _Pragma("omp simd")                                                             \
        for (int64_t j = 0; j < D; j++) o[j] = (pad ? (T)0 : wr[j]) * sc + pr[j];       \
      }                                                                                 \
    }                                                                                   \
  }                                                                                     \
  /* ge (rows, D) = the embedding rows' gradient: dropout's, the scale's and the padding \
   * mask's backward in the composition's order */                                      \
  XA_HOT static void NAME##_bwd(void *ctx, int64_t r0, int64_t r1, int t) {             \
    (void)t;                                                                            \
    const front_args *A = ctx;                                                          \
    int64_t D = A->D;                                                                   \
    T sc = (T)A->scale, ks = (T)A->keep_scale;                                          \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      const T *gr = (const T *)A->g + r * D;                                            \
      T *o = (T *)A->ge + r * D;                                                        \
      if (A->ids[r] == A->pad) {                                                        \
        for (int64_t j = 0; j < D; j++) o[j] = 0;                                       \
      } else if (A->keep) {                                                             \
        const uint8_t *k = A->keep + r * D;                                             \
        _Pragma("omp simd")                                                             \
        for (int64_t j = 0; j < D; j++) o[j] = (k[j] ? gr[j] * ks : (T)0) * sc;         \
      } else {                                                                          \
        _Pragma("omp simd")                                                             \
        for (int64_t j = 0; j < D; j++) o[j] = gr[j] * sc;                              \
      }                                                                                 \
    }                                                                                   \
  }
FRONT(front_f, float)
FRONT(front_d, double)

/* saved: 0 ids (0-based, contiguous), 1 the keep mask (with dropout) */
static int bw_front(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const front_params *p = &XA_PARAMS(n, front_params);
  xa_tensor *ids = n->saved[0], *gc = NULL, *ge = NULL, *z = NULL;
  int64_t m = xa_tensor_numel(ids), D = g->size[g->ndim - 1];
  int rc = xa_tensor_contiguous(&gc, g);
  if (!rc) rc = xa_tensor_new(&ge, g->dtype, g->ndim, g->size);
  if (rc) { xa_tensor_release(gc); return -1; }
  front_args A = {.ge = xa_tensor_data(ge), .g = xa_tensor_data(gc), .ids = xa_tensor_data(ids),
                  .keep = p->drop ? xa_tensor_data(n->saved[1]) : NULL,
                  .L = g->size[g->ndim - 2], .D = D, .pad = p->pad, .scale = p->scale,
                  .keep_scale = p->keep_scale};
  xa_parallel_for(m, m * D, g->dtype == XA_FLOAT32 ? front_f_bwd : front_d_bwd, &A);
  xa_tensor_release(gc);
  xa_tensor *ops[] = {ge, ids};
  xa_tensor *sink = xa_grad_sink(n, 0, ops, 2);
  if (sink) { /* the embedding's sparse addition into .grad */
    rc = sparse_into(sink, ids, ge);
    xa_grad_sink_done(sink);
  } else {
    rc = xa_tensor_zeros(&z, g->dtype, 2, n->in[0].size);
    if (!rc) { xa_backend_of(z)->index_add(z, 0, ids, ge); gin[0] = z; }
  }
  xa_tensor_release(ge);
  return rc;
}

int xa_embed_front(xa_tensor **out, xa_tensor *weight, xa_tensor *ids, int64_t pad, double scale,
                   xa_tensor *pos, double p, bool train) {
  /* the shapes are formatted only for a message (a decoding step calls this once) */
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR];
#define S1 xa_tensor_shape_str(s1, weight)
#define S2 xa_tensor_shape_str(s2, ids)
#define S3 xa_tensor_shape_str(s3, pos)
  if (xa_check_devices("embed_front", 3, (xa_tensor *[]){weight, ids, pos})) return -1;
  if (xa_tensor_device(weight) != XA_CPU)
    return xa_err("embed_front: CPU tensors only (weight %s on a device): compose embedding, "
                  "the scale, the positions and dropout there, as nn.Transformer does", S1);
  if (weight->ndim != 2 || !xa_dtype_is_float(weight->dtype))
    return xa_err("embed_front: weight must be a float (V, D) tensor, got %s %s",
                  xa_dtype_name(weight->dtype), S1);
  if (ids->dtype != XA_INT64 || ids->ndim != 2)
    return xa_err("embed_front: ids must be an int64 (B, L) tensor, got %s %s (weight %s)",
                  xa_dtype_name(ids->dtype), S2, S1);
  int64_t B = ids->size[0], L = ids->size[1], V = weight->size[0], D = weight->size[1], v;
  if (pos->ndim != 2 || pos->size[0] != L || pos->size[1] != D || pos->dtype != weight->dtype)
    return xa_err("embed_front: pos must be a %s (L, D) = (%lld, %lld) tensor for ids %s and "
                  "weight %s, got %s %s", xa_dtype_name(weight->dtype), (long long)L, (long long)D,
                  S2, S1, xa_dtype_name(pos->dtype), S3);
  if (!(p >= 0 && p <= 1))
    return xa_err("embed_front: dropout probability p must be between 0 and 1, got %g", p);
  if (xa_backend_of(ids)->index_find_bad(ids, 0, V - 1, &v) >= 0)
    return xa_err("embed_front: index %lld is out of range for a weight of %lld rows (shape %s); "
                  "valid ids are 0..%lld", (long long)v, (long long)V, S1, (long long)(V - 1));
#undef S1
#undef S2
#undef S3
  bool drop = train && p > 0;
  xa_tensor *ic = NULL, *pc = NULL, *wc = NULL, *mask = NULL, *o = NULL;
  int rc = xa_tensor_contiguous(&ic, ids);
  if (!rc) rc = xa_tensor_contiguous(&wc, weight);
  if (!rc) rc = xa_tensor_contiguous(&pc, pos);
  if (!rc) rc = xa_tensor_new(&o, weight->dtype, 3, (int64_t[]){B, L, D});
  if (!rc && drop) rc = xa_tensor_new(&mask, XA_BOOL, 3, (int64_t[]){B, L, D});
  if (rc) goto done;
  double ks = drop ? (p < 1 ? 1.0 / (1.0 - p) : 0.0) : 0.0;
  if (drop && p < 1) xa_backend_of(mask)->keep_mask(mask, p);
  if (drop && p == 1) xa_tensor_fill(mask, 0); /* dropout's p = 1: zeros (no draws) */
  front_args A = {.out = xa_tensor_data(o), .w = xa_tensor_data(wc), .pos = xa_tensor_data(pc),
                  .ids = xa_tensor_data(ic), .keep = drop ? xa_tensor_data(mask) : NULL,
                  .L = L, .D = D, .pad = pad, .scale = scale, .keep_scale = ks};
  xa_parallel_for(B * L, B * L * D, weight->dtype == XA_FLOAT32 ? front_f_fwd : front_d_fwd, &A);
  xa_node *n;
  if (xa_record(&o, "embed_front", bw_front, 1, &weight, &n)) { rc = -1; goto done; }
  if (n) {
    XA_PARAMS(n, front_params) = (front_params){pad, scale, ks, drop};
    xa_node_save(n, ic);
    if (drop) xa_node_save(n, mask);
  }
  *out = o;
  o = NULL;
done:
  xa_tensor_release(ic); xa_tensor_release(pc); xa_tensor_release(wc); xa_tensor_release(mask);
  xa_tensor_release(o);
  return rc;
}
