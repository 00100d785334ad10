/* CPU kernels for indexing and joining: gather, scatter-add, index-select, index-add,
 * concatenation. No autograd and no argument checks here: vm/ops_index.c validates
 * shapes, dtypes and every index value before calling in.
 *
 * Strided kernels walk "rows": every dim but one (the inner dim) is decomposed from a
 * row number, the inner dim is the tight loop. Rows are split across threads; each row
 * writes its own part of the output, so no two threads touch one element and sums run
 * in a fixed order whatever the thread count. */
#include "cpu.h"

#include <string.h>

/* offsets (in elements) of row r of shape (nd, size), the inner dim left out,
 * for nops operands with strides st[k] */
static inline void row_offsets(int64_t r, int nd, const int64_t *size, int inner, int nops,
                               const int64_t (*st)[XA_MAXDIM], int64_t *off) {
  for (int k = 0; k < nops; k++) off[k] = 0;
  for (int d = nd - 1; d >= 0; d--) {
    if (d == inner) continue;
    int64_t c = r % size[d];
    r /= size[d];
    for (int k = 0; k < nops; k++) off[k] += c * st[k][d];
  }
}

/* ---- index validation --------------------------------------------------- */
int64_t xa_cpu_index_find_bad(const xa_tensor *idx, int64_t lo, int64_t hi, int64_t *value) {
  int64_t n = xa_tensor_numel(idx);
  if (n == 0) return -1;
  const int64_t *p = xa_tensor_data(idx);
  if (xa_tensor_is_contiguous(idx)) {
    for (int64_t i = 0; i < n; i++)
      if (p[i] < lo || p[i] > hi) { *value = p[i]; return i; }
    return -1;
  }
  int64_t pos[XA_MAXDIM] = {0}, off = 0;
  for (int64_t i = 0; i < n; i++) {
    if (p[off] < lo || p[off] > hi) { *value = p[off]; return i; }
    for (int d = idx->ndim - 1; d >= 0; d--) { /* next row-major position */
      off += idx->stride[d];
      if (++pos[d] < idx->size[d]) break;
      off -= pos[d] * idx->stride[d];
      pos[d] = 0;
    }
  }
  return -1;
}

/* ---- gather (generic strided) ------------------------------------------- */
/* out[p] = t[p with p[dim] replaced by idx[p]] for every p of the shape (nd, size);
 * out contiguous; ist: strides of idx over that shape (0 where it is broadcast);
 * tst: t's strides. Used by gather and by index_select's strided path. */
typedef struct {
  void *out;
  const void *t;
  const int64_t *idx;
  int nd, dim;
  int64_t size[XA_MAXDIM];
  int64_t st[2][XA_MAXDIM]; /* [0] idx strides, [1] t strides with dim zeroed */
  int64_t tdim;             /* t's stride along dim */
} gather_args;

#define DEF_GATHER(NAME, T)                                                              \
  static void NAME(const gather_args *a) {                                               \
    int nd = a->nd, in = nd - 1;                                                         \
    int64_t len = a->size[in], rows = 1;                                                 \
    for (int d = 0; d < in; d++) rows *= a->size[d];                                     \
    int64_t is = a->st[0][in], ts = a->st[1][in], td = a->tdim;                          \
    T *o = a->out;                                                                       \
    const T *t = a->t;                                                                   \
    int nt = xa_parallel_threads(rows, rows * len);                                     \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t r = 0; r < rows; r++) {                                                 \
      int64_t off[2];                                                                    \
      row_offsets(r, nd, a->size, in, 2, a->st, off);                                    \
      T *orow = o + r * len;                                                             \
      const int64_t *irow = a->idx + off[0];                                             \
      const T *trow = t + off[1];                                                        \
      if (is == 1 && ts == 0) /* gather along the inner dim, contiguous index */         \
        for (int64_t j = 0; j < len; j++) orow[j] = trow[irow[j] * td];                  \
      else if (is == 0 && ts == 1) /* one index for the whole row (index_select) */      \
        memcpy(orow, trow + irow[0] * td, (size_t)len * sizeof(T));                      \
      else                                                                               \
        for (int64_t j = 0; j < len; j++) orow[j] = trow[j * ts + irow[j * is] * td];    \
    }                                                                                    \
  }
DEF_GATHER(gather_1, uint8_t)
DEF_GATHER(gather_4, uint32_t)
DEF_GATHER(gather_8, uint64_t)

static void gather_run(const gather_args *a, size_t esize) {
  if (esize == 1) gather_1(a);
  else if (esize == 4) gather_4(a);
  else gather_8(a);
}

void xa_cpu_gather(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index) {
  if (xa_tensor_numel(out) == 0) return;
  gather_args a = {.out = xa_tensor_data(out), .t = xa_tensor_data(t),
                   .idx = xa_tensor_data(index), .nd = index->ndim, .dim = dim,
                   .tdim = t->stride[dim]};
  for (int d = 0; d < a.nd; d++) {
    a.size[d] = index->size[d];
    a.st[0][d] = index->stride[d];
    a.st[1][d] = d == dim ? 0 : t->stride[d];
  }
  gather_run(&a, xa_dtype_size(t->dtype));
}

/* ---- scatter-add ---------------------------------------------------------- */
/* out[p with p[dim] := idx[p]] += src[p] over index's shape. Rows are every dim but
 * dim, and dim is the inner loop: a row only writes out elements whose other
 * coordinates are the row's own, so rows never collide and each element receives its
 * additions in index order. */
typedef struct {
  void *out;
  const void *src;
  const int64_t *idx;
  int nd, dim;
  int64_t size[XA_MAXDIM];
  int64_t st[3][XA_MAXDIM]; /* out (dim zeroed), idx, src */
  int64_t odim;             /* out's stride along dim */
} scatter_args;

#define DEF_SCATTER(NAME, T)                                                             \
  static void NAME(const scatter_args *a) {                                              \
    int nd = a->nd, in = a->dim;                                                         \
    int64_t len = a->size[in], rows = 1;                                                 \
    for (int d = 0; d < nd; d++) if (d != in) rows *= a->size[d];                        \
    int64_t is = a->st[1][in], ss = a->st[2][in], od = a->odim;                          \
    T *o = a->out;                                                                       \
    const T *s = a->src;                                                                 \
    int nt = xa_parallel_threads(rows, rows * len);                                     \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t r = 0; r < rows; r++) {                                                 \
      int64_t off[3];                                                                    \
      row_offsets(r, nd, a->size, in, 3, a->st, off);                                    \
      T *orow = o + off[0];                                                              \
      const int64_t *irow = a->idx + off[1];                                             \
      const T *srow = s + off[2];                                                        \
      for (int64_t j = 0; j < len; j++) orow[irow[j * is] * od] += srow[j * ss];         \
    }                                                                                    \
  }
DEF_SCATTER(scatter_f, float)
DEF_SCATTER(scatter_d, double)
DEF_SCATTER(scatter_l, int64_t)

void xa_cpu_scatter_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src) {
  if (xa_tensor_numel(index) == 0) return;
  scatter_args a = {.out = xa_tensor_data(out), .src = xa_tensor_data(src),
                    .idx = xa_tensor_data(index), .nd = index->ndim, .dim = dim,
                    .odim = out->stride[dim]};
  for (int d = 0; d < a.nd; d++) {
    a.size[d] = index->size[d];
    a.st[0][d] = d == dim ? 0 : out->stride[d];
    a.st[1][d] = index->stride[d];
    a.st[2][d] = src->stride[d];
  }
  if (out->dtype == XA_FLOAT32) scatter_f(&a);
  else if (out->dtype == XA_FLOAT64) scatter_d(&a);
  else scatter_l(&a);
  out->storage->version++;
}

/* ---- index-select ----------------------------------------------------------- */
/* the n positions of an index tensor (1-D, or contiguous of any shape) and their stride */
static const int64_t *index_values(const xa_tensor *index, int64_t *n, int64_t *is) {
  *n = xa_tensor_numel(index);
  *is = index->ndim ? index->stride[index->ndim - 1] : 0;
  return xa_tensor_data(index);
}

/* out (contiguous, t's shape with size[dim] = n) = t's slices idx[0], idx[1*is], ... */
void xa_cpu_index_select(xa_tensor *outt, const xa_tensor *t, int dim, const xa_tensor *index) {
  int64_t n, is;
  const int64_t *idx = index_values(index, &n, &is);
  void *out = xa_tensor_data(outt);
  int64_t outer = 1, inner = 1;
  for (int d = 0; d < dim; d++) outer *= t->size[d];
  for (int d = dim + 1; d < t->ndim; d++) inner *= t->size[d];
  if (outer * n * inner == 0) return;
  size_t es = xa_dtype_size(t->dtype);
  if (xa_tensor_is_contiguous(t)) {
    /* fast path: whole blocks of inner elements (for dim 0: whole rows) */
    const char *src = xa_tensor_data(t);
    char *dst = out;
    int64_t S = t->size[dim], tasks = outer * n;
    size_t bytes = (size_t)inner * es;
    int nt = xa_parallel_threads(tasks, tasks * inner);
    XA_OMP_FOR(nt)
    for (int64_t k = 0; k < tasks; k++) {
      int64_t o = k / n, i = k % n;
      memcpy(dst + (size_t)k * bytes, src + (size_t)(o * S + idx[i * is]) * bytes, bytes);
    }
    return;
  }
  /* strided path: a gather over the output shape whose index varies only along dim */
  gather_args a = {.out = out, .t = xa_tensor_data(t), .idx = idx, .nd = t->ndim, .dim = dim,
                   .tdim = t->stride[dim]};
  for (int d = 0; d < a.nd; d++) {
    a.size[d] = d == dim ? n : t->size[d];
    a.st[0][d] = d == dim ? is : 0;
    a.st[1][d] = d == dim ? 0 : t->stride[d];
  }
  gather_run(&a, es);
}

/* ---- index-add (backward of index_select and embedding) --------------------- */
/* out (contiguous, (outer, S, inner)) += src (contiguous, (outer, n, inner)) at rows
 * idx. Tasks are (outer position, block of columns); each task owns its part of out and
 * adds the n source rows in order, so the result is the same for every thread count. */
#define COLBLOCK 64
#define DEF_INDEX_ADD(NAME, T)                                                           \
  static void NAME(T *o, const T *s, const int64_t *idx, int64_t n, int64_t is,           \
                   int64_t outer, int64_t S, int64_t inner) {                            \
    int64_t ncb = (inner + COLBLOCK - 1) / COLBLOCK, tasks = outer * ncb;                \
    int nt = xa_parallel_threads(tasks, outer * n * inner);                             \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t k = 0; k < tasks; k++) {                                                \
      int64_t ob = k / ncb, c0 = (k % ncb) * COLBLOCK;                                   \
      int64_t c1 = c0 + COLBLOCK < inner ? c0 + COLBLOCK : inner;                        \
      for (int64_t i = 0; i < n; i++) {                                                  \
        T *d = o + (ob * S + idx[i * is]) * inner;                                       \
        const T *r = s + (ob * n + i) * inner;                                           \
        for (int64_t c = c0; c < c1; c++) d[c] += r[c];                                  \
      }                                                                                  \
    }                                                                                    \
  }
DEF_INDEX_ADD(index_add_f, float)
DEF_INDEX_ADD(index_add_d, double)

void xa_cpu_index_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *srct) {
  int64_t n, is;
  const int64_t *idx = index_values(index, &n, &is);
  const void *src = xa_tensor_data(srct);
  int64_t outer = 1, inner = 1;
  for (int d = 0; d < dim; d++) outer *= out->size[d];
  for (int d = dim + 1; d < out->ndim; d++) inner *= out->size[d];
  if (outer * n * inner == 0) return;
  if (out->dtype == XA_FLOAT32)
    index_add_f(xa_tensor_data(out), src, idx, n, is, outer, out->size[dim], inner);
  else
    index_add_d(xa_tensor_data(out), src, idx, n, is, outer, out->size[dim], inner);
  out->storage->version++;
}

/* ---- concatenation ---------------------------------------------------------- */
/* ts[k] goes to positions start[k] .. start[k] + ts[k]->size[dim] - 1 of out along dim
 * (start[k] < 0: skipped). out contiguous. Inputs of out's dtype that are contiguous
 * are copied as blocks (one memcpy per outer position); others through a view. */
int xa_cpu_cat(xa_tensor *out, int n, xa_tensor *const *ts, int dim, const int64_t *start) {
  int64_t outer = 1, inner = 1;
  for (int d = 0; d < dim; d++) outer *= out->size[d];
  for (int d = dim + 1; d < out->ndim; d++) inner *= out->size[d];
  size_t es = xa_dtype_size(out->dtype);
  int64_t rowlen = out->size[dim] * inner; /* elements of out per outer position */
  char *base = xa_tensor_data(out);
  for (int k = 0; k < n; k++) {
    const xa_tensor *t = ts[k];
    if (start[k] < 0 || xa_tensor_numel(t) == 0) continue;
    if (t->dtype == out->dtype && xa_tensor_is_contiguous(t)) {
      int64_t blk = t->size[dim] * inner;
      const char *src = xa_tensor_data(t);
      char *dst = base + (size_t)(start[k] * inner) * es;
      int nt = xa_parallel_threads(outer, outer * blk);
      XA_OMP_FOR(nt)
      for (int64_t o = 0; o < outer; o++)
        memcpy(dst + (size_t)(o * rowlen) * es, src + (size_t)(o * blk) * es, (size_t)blk * es);
    } else {
      xa_tensor v = *out; /* out's part for t: a header on the stack */
      for (int d = 0; d < out->ndim; d++) v.size[d] = t->size[d];
      v.offset = out->offset + start[k] * out->stride[dim];
      xa_cpu_copy(&v, t);
    }
  }
  out->storage->version++;
  return 0;
}

/* ts[k] (all of one shape) into the contiguous out at position k along dim (out has
 * one more dim than the inputs: n at dim) */
int xa_cpu_stack(xa_tensor *out, int n, xa_tensor *const *ts, int dim) {
  const xa_tensor *r = ts[0];
  int64_t outer = 1, blk = 1;
  for (int d = 0; d < dim; d++) outer *= r->size[d];
  for (int d = dim; d < r->ndim; d++) blk *= r->size[d];
  size_t es = xa_dtype_size(out->dtype);
  char *base = xa_tensor_data(out);
  int64_t st[XA_MAXDIM];
  for (int d = 0, j = 0; d <= r->ndim; d++) if (d != dim) st[j++] = out->stride[d];
  for (int k = 0; k < n && outer * blk > 0; k++) {
    const xa_tensor *t = ts[k];
    if (t->dtype == out->dtype && xa_tensor_is_contiguous(t)) {
      const char *src = xa_tensor_data(t);
      int nt = xa_parallel_threads(outer, outer * blk);
      XA_OMP_FOR(nt)
      for (int64_t o = 0; o < outer; o++)
        memcpy(base + (size_t)((o * n + k) * blk) * es, src + (size_t)(o * blk) * es,
               (size_t)blk * es);
    } else {
      xa_tensor v = *out; /* out's slice k: a header on the stack */
      v.ndim = r->ndim;
      for (int d = 0; d < r->ndim; d++) { v.size[d] = r->size[d]; v.stride[d] = st[d]; }
      v.offset = out->offset + k * out->stride[dim];
      xa_cpu_copy(&v, t);
    }
  }
  out->storage->version++;
  return 0;
}
