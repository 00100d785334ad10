/* The CUDA backend table (tensor/backend.h): the entry points of tensor/cuda/cuda.h behind the
 * table's signatures. Memory is the caching allocator (alloc.cu); copies to and from the host
 * run on the backend's stream (to_host waits for it). An entry that the table declares void
 * and whose kernel fails (a launch error, a scratch allocation) keeps the failure for
 * xa_cuda_check() (xa_cuda_defer_error), as CUDA itself reports asynchronous errors later. */
#include "common.cuh"

using namespace xa_cu;

namespace {

template <class T> __global__ void k_accumulate(T *dst, const T *src, int64_t n) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
       i += (int64_t)gridDim.x * blockDim.x)
    dst[i] += src[i];
}

inline void defer(int rc) {
  if (rc) xa_cuda_defer_error();
}

/* ---- memory ---- */
void *cu_alloc(size_t n, size_t *got) {
  void *p = nullptr;
  if (xa_cuda_malloc(&p, (int64_t)n)) return nullptr;
  *got = (size_t)xa_cuda_block_bytes(p);
  return p;
}
void cu_free(void *p, size_t) { xa_cuda_free(p); }
void cu_to_host(void *dst, const void *src, size_t n) { defer(xa_cuda_to_host(dst, src, (int64_t)n)); }
void cu_from_host(void *dst, const void *src, size_t n) {
  /* the host buffer may be reused as soon as this returns: wait for the copy */
  defer(xa_cuda_to_device(dst, src, (int64_t)n) || xa_cuda_synchronize());
}

/* ---- kernels ---- */
void cu_copy(xa_tensor *dst, const xa_tensor *src) { defer(xa_cuda_copy(dst, src)); }
void cu_fill(xa_tensor *t, double v) { defer(xa_cuda_fill(t, v)); }
void cu_binary(xa_tensor *out, xa_binop op, const xa_tensor *a, const xa_tensor *b) {
  defer(xa_cuda_binary(op, out, a, b));
}
void cu_unary(xa_tensor *out, xa_unop op, const xa_tensor *a) { defer(xa_cuda_unary(op, out, a)); }
void cu_unary_grad(xa_tensor *gin, xa_unop op, const xa_tensor *g, const xa_tensor *x,
                   const xa_tensor *y) {
  defer(xa_cuda_unary_grad(op, gin, g, x, y));
}
void cu_affine(xa_tensor *out, const xa_tensor *a, double scale, double shift) {
  defer(xa_cuda_affine(out, a, scale, shift));
}
void cu_pow_scalar(xa_tensor *out, const xa_tensor *a, double e) { defer(xa_cuda_pow_scalar(out, a, e)); }
void cu_clamp(xa_tensor *out, const xa_tensor *a, double lo, double hi) {
  defer(xa_cuda_clamp(out, a, lo, hi));
}
void cu_clamp_grad(xa_tensor *gin, const xa_tensor *g, const xa_tensor *x, double lo, double hi) {
  defer(xa_cuda_clamp_grad(gin, g, x, lo, hi));
}
void cu_where(xa_tensor *out, const xa_tensor *c, const xa_tensor *a, const xa_tensor *b) {
  defer(xa_cuda_where(out, c, a, b));
}
void cu_masked_fill(xa_tensor *out, const xa_tensor *t, const xa_tensor *mask, double v) {
  defer(xa_cuda_masked_fill(out, t, mask, v));
}
void cu_rowop(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim) {
  defer(xa_cuda_rowop(op, out, x, dim));
}
void cu_reduce_grad(xa_rgradop op, xa_tensor *gin, const xa_tensor *g, const xa_tensor *a,
                    const xa_tensor *b, int dim, double arg) {
  defer(xa_cuda_reduce_backward(op, gin, g, a, b, dim, arg));
}
void cu_sum_to(xa_tensor *out, const xa_tensor *g) { defer(xa_cuda_sum_to(out, g)); }
int cu_matmul(xa_tensor *out, const xa_tensor *a, const xa_tensor *b) {
  return xa_cuda_matmul(out, (xa_tensor *)a, (xa_tensor *)b);
}
void cu_tri(xa_tensor *out, const xa_tensor *t, int64_t k, bool upper) {
  defer(xa_cuda_tri(out, t, k, upper));
}
int64_t cu_index_find_bad(const xa_tensor *idx, int64_t lo, int64_t hi, int64_t *value) {
  int64_t pos = -1;
  /* a failure here cannot be told from "every value inside": it is kept for xa_cuda_check */
  defer(xa_cuda_index_find_bad(idx, lo, hi, &pos, value));
  return pos;
}
void cu_gather(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index) {
  defer(xa_cuda_gather(out, t, dim, index));
}
void cu_scatter_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src) {
  defer(xa_cuda_scatter_add(out, dim, index, src));
}
/* the n index values and their stride: a 1-D index with its stride, else a contiguous one
 * read in row-major order (backend.h) */
void index_run(const xa_tensor *index, int64_t *n, int64_t *is) {
  if (index->ndim == 1) { *n = index->size[0]; *is = index->stride[0]; }
  else { *n = xa_tensor_numel(index); *is = 1; }
}
void cu_index_select(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index) {
  int64_t n, is;
  index_run(index, &n, &is);
  defer(xa_cuda_index_select(xa_tensor_data(out), t, dim, (const int64_t *)xa_tensor_data(index), n, is));
}
void cu_index_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src) {
  int64_t n, is;
  index_run(index, &n, &is);
  defer(xa_cuda_index_add(out, dim, (const int64_t *)xa_tensor_data(index), n, is, xa_tensor_data(src)));
}
void cu_uniform(xa_tensor *t) { defer(xa_cuda_rand(t)); }
void cu_normal(xa_tensor *t) { defer(xa_cuda_randn(t)); }
void cu_randint(xa_tensor *t, int64_t lo, int64_t hi) { defer(xa_cuda_randint(t, lo, hi)); }
void cu_keep_mask(xa_tensor *mask, double p) {
  defer(xa_cuda_dropout_mask((uint8_t *)xa_tensor_data(mask), xa_tensor_numel(mask), p));
}

} // namespace

extern "C" {

const xa_backend xa_backend_cuda = {
  /* .name = */ "cuda",
  /* .device = */ XA_CUDA,
  /* .alloc = */ cu_alloc,
  /* .free = */ cu_free,
  /* .to_host = */ cu_to_host,
  /* .from_host = */ cu_from_host,
  /* .empty_cache = */ xa_cuda_empty_cache,
  /* .copy = */ cu_copy,
  /* .fill = */ cu_fill,
  /* .binary = */ cu_binary,
  /* .unary = */ cu_unary,
  /* .unary_grad = */ cu_unary_grad,
  /* .affine = */ cu_affine,
  /* .pow_scalar = */ cu_pow_scalar,
  /* .clamp = */ cu_clamp,
  /* .clamp_grad = */ cu_clamp_grad,
  /* .where = */ cu_where,
  /* .masked_fill = */ cu_masked_fill,
  /* .reduce = */ xa_cuda_reduce,
  /* .rowop = */ cu_rowop,
  /* .topk = */ xa_cuda_topk,
  /* .reduce_grad = */ cu_reduce_grad,
  /* .sum_to = */ cu_sum_to,
  /* .matmul = */ cu_matmul,
  /* .tri = */ cu_tri,
  /* .index_find_bad = */ cu_index_find_bad,
  /* .gather = */ cu_gather,
  /* .scatter_add = */ cu_scatter_add,
  /* .index_select = */ cu_index_select,
  /* .index_add = */ cu_index_add,
  /* .cat = */ xa_cuda_cat,
  /* .stack = */ xa_cuda_stack,
  /* .uniform = */ cu_uniform,
  /* .normal = */ cu_normal,
  /* .randint = */ cu_randint,
  /* .keep_mask = */ cu_keep_mask,
};

int xa_cuda_backend_register(void) {
  if (xa_cuda_init()) return -1;
  return xa_backend_register(&xa_backend_cuda);
}

int xa_cuda_accumulate(xa_dtype dt, void *dst, const void *src, int64_t n) {
  if (n <= 0) return 0;
  const char *fn = "cuda accumulate";
  switch (dt) {
  case XA_FLOAT32:
    XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_accumulate<float>>(dim3(grid_for(n, THREADS)), dim3(THREADS), 0, stream(), (float *)dst, (const float *)src, n)));
    return 0;
  case XA_FLOAT64:
    XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_accumulate<double>>(dim3(grid_for(n, THREADS)), dim3(THREADS), 0, stream(), (double *)dst, (const double *)src, n)));
    return 0;
  case XA_INT64:
    XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_accumulate<int64_t>>(dim3(grid_for(n, THREADS)), dim3(THREADS), 0, stream(), (int64_t *)dst, (const int64_t *)src, n)));
    return 0;
  default:
    return xa_err("%s: float32, float64 or int64, not %s", fn, xa_dtype_name(dt));
  }
}

} // extern "C"
