/* Indexing and joining on the device: gather, scatter-add, index-select, index-add (the
 * backward of index_select and embedding), index validation, cat and stack.
 *
 * Determinism without float atomics:
 *   - scatter-add: a thread per row (every dim but dim), adding along dim in index order;
 *     two rows never write the same element (they differ in another coordinate);
 *   - index-add: the n destination indices are sorted with their positions (keys
 *     idx * n + i, a bitonic sort, unique keys, so a unique order), then each run of
 *     equal indices is summed by one thread per column in the order of i. This is the
 *     embedding's backward: a row used by many tokens receives their rows in token order.
 * The one atomic is an integer minimum in the index check (the first bad position), whose
 * result does not depend on the order. */
#include "common.cuh"

using namespace xa_cu;

namespace {

const int TILE = 2 * THREADS; /* bitonic steps of strides below TILE run in shared memory */

struct Geo { /* a tensor's own geometry */
  int ndim;
  int64_t size[XA_MAXDIM], stride[XA_MAXDIM];
};
Geo geo_of(const xa_tensor *t) {
  Geo g;
  memset(&g, 0, sizeof g);
  g.ndim = t->ndim;
  for (int d = 0; d < t->ndim; d++) { g.size[d] = t->size[d]; g.stride[d] = t->stride[d]; }
  return g;
}

/* gather: out[p] = t[p with p[dim] = idx[p]] over index's shape */
template <class T>
__global__ void k_gather(T *out, Geo og, const T *t, Geo tg, const int64_t *idx, Geo ig, int dim,
                         int64_t n) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t r = e, oo = 0, io = 0, to = 0;
    for (int d = ig.ndim - 1; d >= 0; d--) {
      int64_t c = r % ig.size[d];
      r /= ig.size[d];
      oo += c * og.stride[d];
      io += c * ig.stride[d];
      if (d != dim) to += c * tg.stride[d];
    }
    out[oo] = t[to + idx[io] * tg.stride[dim]];
  }
}

/* scatter-add: per row of index's shape without dim, out[.. idx[j] ..] += src[j] in order */
template <class T>
__global__ void k_scatter_add(T *out, Geo og, const T *src, Geo sg, const int64_t *idx, Geo ig,
                              int dim, int64_t rows) {
  int64_t len = ig.size[dim];
  for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < rows;
       r += (int64_t)gridDim.x * blockDim.x) {
    int64_t q = r, oo = 0, so = 0, io = 0;
    for (int d = ig.ndim - 1; d >= 0; d--) {
      if (d == dim) continue;
      int64_t c = q % ig.size[d];
      q /= ig.size[d];
      oo += c * og.stride[d];
      so += c * sg.stride[d];
      io += c * ig.stride[d];
    }
    for (int64_t j = 0; j < len; j++)
      out[oo + idx[io + j * ig.stride[dim]] * og.stride[dim]] += src[so + j * sg.stride[dim]];
  }
}

/* index-select: out (contiguous, t's shape with size[dim] = n) */
template <class T>
__global__ void k_index_select(T *out, const T *t, Geo tg, int dim, const int64_t *idx, int64_t n,
                               int64_t is, int64_t total) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t r = e, to = 0;
    for (int d = tg.ndim - 1; d >= 0; d--) {
      int64_t sz = d == dim ? n : tg.size[d];
      int64_t c = r % sz;
      r /= sz;
      to += (d == dim ? idx[c * is] : c) * tg.stride[d];
    }
    out[e] = t[to];
  }
}

/* ---- the sort of index-add ---------------------------------------------------------- */
__global__ void k_make_keys(uint64_t *keys, const int64_t *idx, int64_t n, int64_t is, int64_t np2) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < np2;
       i += (int64_t)gridDim.x * blockDim.x)
    keys[i] = i < n ? (uint64_t)idx[i * is] * (uint64_t)n + (uint64_t)i : UINT64_MAX;
}
/* one compare-exchange step of the bitonic network (stride >= TILE) */
__global__ void k_bitonic_step(uint64_t *keys, int64_t np2, int64_t size, int64_t stride) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < np2;
       i += (int64_t)gridDim.x * blockDim.x) {
    int64_t j = i ^ stride;
    if (j <= i) continue;
    bool up = (i & size) == 0;
    uint64_t a = keys[i], b = keys[j];
    if (up ? b < a : a < b) { keys[i] = b; keys[j] = a; }
  }
}
/* the steps of strides `stride`, stride/2, ..., 1 of one size, on tiles in shared memory */
__global__ void k_bitonic_tile(uint64_t *keys, int64_t np2, int64_t size, int64_t stride) {
  __shared__ uint64_t s[TILE];
  for (int64_t base = (int64_t)blockIdx.x * TILE; base < np2; base += (int64_t)gridDim.x * TILE) {
    __syncthreads();
    for (int k = threadIdx.x; k < TILE; k += blockDim.x) s[k] = base + k < np2 ? keys[base + k] : 0;
    __syncthreads();
    for (int64_t st = stride; st > 0; st >>= 1) {
      for (int k = threadIdx.x; k < TILE; k += blockDim.x) {
        int j = k ^ (int)st;
        if (j > k && base + j < np2) {
          bool up = ((base + k) & size) == 0;
          uint64_t a = s[k], b = s[j];
          if (up ? b < a : a < b) { s[k] = b; s[j] = a; }
        }
      }
      __syncthreads();
    }
    for (int k = threadIdx.x; k < TILE; k += blockDim.x)
      if (base + k < np2) keys[base + k] = s[k];
  }
}
/* out (outer, S, inner) += src (outer, n, inner) run by run of the sorted keys */
template <class T>
__global__ void k_index_add_runs(T *out, const T *src, const uint64_t *keys, int64_t n, int64_t S,
                                 int64_t outer, int64_t inner) {
  int64_t total = outer * n * inner;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t c = e % inner, j = e / inner % n, o = e / (inner * n);
    uint64_t v = keys[j] / (uint64_t)n;
    if (j > 0 && keys[j - 1] / (uint64_t)n == v) continue; /* not the start of a run */
    T acc = 0;
    for (int64_t q = j; q < n && keys[q] / (uint64_t)n == v; q++) {
      int64_t i = (int64_t)(keys[q] % (uint64_t)n);
      acc += src[(o * n + i) * inner + c];
    }
    out[(o * S + (int64_t)v) * inner + c] += acc;
  }
}

/* the first row-major position of idx outside [lo, hi] */
__global__ void k_find_bad(unsigned long long *first, const int64_t *idx, Geo ig, int64_t n,
                           int64_t lo, int64_t hi) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t r = e, off = 0;
    for (int d = ig.ndim - 1; d >= 0; d--) { off += (r % ig.size[d]) * ig.stride[d]; r /= ig.size[d]; }
    int64_t v = idx[off];
    if (v < lo || v > hi) atomicMin(first, (unsigned long long)e);
  }
}

/* sorts np2 keys (a power of two) in place */
int bitonic_sort(const char *fn, uint64_t *keys, int64_t np2) {
  for (int64_t size = 2; size <= np2; size <<= 1)
    for (int64_t stride = size >> 1; stride > 0; stride >>= 1) {
      if (stride >= TILE) {
        if (launch_n<k_bitonic_step>(fn, np2, keys, np2, size, stride)) return -1;
        continue;
      }
      XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_bitonic_tile>(dim3(grid_for(np2, TILE)), dim3(THREADS), 0, stream(), keys, np2, size, stride)));
      break;
    }
  return 0;
}

} // namespace

#define I_SIZE_SWITCH(es, T, ...)                                                         \
  switch (es) {                                                                         \
  case 1: { typedef uint8_t T; __VA_ARGS__; break; }                                    \
  case 4: { typedef uint32_t T; __VA_ARGS__; break; }                                   \
  default: { typedef uint64_t T; __VA_ARGS__; break; }                                  \
  }

extern "C" {

int xa_cuda_index_find_bad(const xa_tensor *idx, int64_t lo, int64_t hi, int64_t *pos, int64_t *value) {
  const char *fn = "cuda index check";
  *pos = -1;
  int64_t n = xa_tensor_numel(idx);
  if (n == 0) return 0;
  Scratch first;
  if (first.get(8)) return -1;
  if (xa_cuda_memset(first.p, 0xff, 8)) return -1;
  Geo ig = geo_of(idx);
  if (launch_n<k_find_bad>(fn, n, first.as<unsigned long long>(), (const int64_t *)xa_tensor_data(idx), ig, n, lo, hi))
    return -1;
  unsigned long long f;
  if (xa_cuda_to_host(&f, first.p, 8)) return -1;
  if (f == ~0ull) return 0;
  int64_t r = (int64_t)f, off = idx->offset;
  for (int d = idx->ndim - 1; d >= 0; d--) { off += (r % idx->size[d]) * idx->stride[d]; r /= idx->size[d]; }
  if (xa_cuda_to_host(value, (const int64_t *)idx->storage->data + off, 8)) return -1;
  *pos = (int64_t)f;
  return 0;
}

int xa_cuda_gather(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index) {
  const char *fn = "cuda gather";
  int64_t n = xa_tensor_numel(index);
  if (n == 0) return 0;
  Geo og = geo_of(out), tg = geo_of(t), ig = geo_of(index);
  int rc = 0;
  I_SIZE_SWITCH(xa_dtype_size(t->dtype), T,
    rc = launch_n<k_gather<T>>(fn, n, (T *)xa_tensor_data(out), og, (const T *)xa_tensor_data(t), tg,
                               (const int64_t *)xa_tensor_data(index), ig, dim, n))
  return rc;
}

int xa_cuda_scatter_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src) {
  const char *fn = "cuda scatter_add";
  int64_t n = xa_tensor_numel(index);
  if (n == 0) return 0;
  if (out->dtype == XA_BOOL || src->dtype != out->dtype)
    return xa_err("%s: out and src must share a float or int64 dtype", fn);
  int64_t rows = n / index->size[dim];
  Geo og = geo_of(out), sg = geo_of(src), ig = geo_of(index);
  const int64_t *ip = (const int64_t *)xa_tensor_data(index);
  switch (out->dtype) {
  case XA_INT64: return launch_n<k_scatter_add<int64_t>>(fn, rows, (int64_t *)xa_tensor_data(out), og, (const int64_t *)xa_tensor_data(src), sg, ip, ig, dim, rows);
  case XA_FLOAT32: return launch_n<k_scatter_add<float>>(fn, rows, (float *)xa_tensor_data(out), og, (const float *)xa_tensor_data(src), sg, ip, ig, dim, rows);
  default: return launch_n<k_scatter_add<double>>(fn, rows, (double *)xa_tensor_data(out), og, (const double *)xa_tensor_data(src), sg, ip, ig, dim, rows);
  }
}

int xa_cuda_index_select(void *out, const xa_tensor *t, int dim, const int64_t *idx, int64_t n, int64_t is) {
  const char *fn = "cuda index_select";
  int64_t total = n;
  for (int d = 0; d < t->ndim; d++) if (d != dim) total *= t->size[d];
  if (total == 0) return 0;
  Geo tg = geo_of(t);
  int rc = 0;
  I_SIZE_SWITCH(xa_dtype_size(t->dtype), T,
    rc = launch_n<k_index_select<T>>(fn, total, (T *)out, (const T *)xa_tensor_data(t), tg, dim, idx, n, is, total))
  return rc;
}

int xa_cuda_index_add(xa_tensor *out, int dim, const int64_t *idx, int64_t n, int64_t is, const void *src) {
  const char *fn = "cuda index_add";
  int64_t outer = 1, inner = 1, S = out->size[dim];
  for (int d = 0; d < dim; d++) outer *= out->size[d];
  for (int d = dim + 1; d < out->ndim; d++) inner *= out->size[d];
  if (outer * n * inner == 0) return 0;
  if (!xa_dtype_is_float(out->dtype) || !xa_tensor_is_contiguous(out))
    return xa_err("%s: out must be a contiguous float tensor", fn);
  if (S > 0 && (uint64_t)n > UINT64_MAX / 2 / (uint64_t)S)
    return xa_err("%s: %lld indices into %lld rows are too many to sort", fn, (long long)n, (long long)S);
  int64_t np2 = 1;
  while (np2 < n) np2 <<= 1;
  Scratch keys;
  if (keys.get(np2 * 8)) return -1;
  uint64_t *k = keys.as<uint64_t>();
  if (launch_n<k_make_keys>(fn, np2, k, idx, n, is, np2) || bitonic_sort(fn, k, np2)) return -1;
  int64_t total = outer * n * inner;
  if (out->dtype == XA_FLOAT32)
    return launch_n<k_index_add_runs<float>>(fn, total, (float *)xa_tensor_data(out), (const float *)src, (const uint64_t *)k, n, S, outer, inner);
  return launch_n<k_index_add_runs<double>>(fn, total, (double *)xa_tensor_data(out), (const double *)src, (const uint64_t *)k, n, S, outer, inner);
}

int xa_cuda_cat(xa_tensor *out, int n, xa_tensor *const *ts, int dim, const int64_t *start) {
  for (int k = 0; k < n; k++) {
    if (start[k] < 0 || xa_tensor_numel(ts[k]) == 0) continue;
    xa_tensor v = *out; /* a view of out: only the geometry differs */
    for (int d = 0; d < out->ndim; d++) v.size[d] = ts[k]->size[d];
    v.offset = out->offset + start[k] * out->stride[dim];
    if (xa_cuda_copy(&v, ts[k])) return -1;
  }
  return 0;
}

int xa_cuda_stack(xa_tensor *out, int n, xa_tensor *const *ts, int dim) {
  for (int k = 0; k < n; k++) {
    if (xa_tensor_numel(ts[k]) == 0) continue;
    xa_tensor v = *out;
    v.ndim = out->ndim - 1;
    for (int d = 0, j = 0; d < out->ndim; d++) {
      if (d == dim) continue;
      v.size[j] = out->size[d];
      v.stride[j++] = out->stride[d];
    }
    v.offset = out->offset + k * out->stride[dim];
    if (xa_cuda_copy(&v, ts[k])) return -1;
  }
  return 0;
}

} // extern "C"
