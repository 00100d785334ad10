/* Shared by the CUDA sources of tensor/cuda/: the one launch path, error reporting,
 * scratch memory, elementwise geometry and block/warp reductions.
 *
 * Every .cu file compiles two ways: with nvcc for the device, and as host C++ against the
 * emulator of tests/cuda_emu/ (which defines CUDA_EMU and provides the CUDA headers).
 * Kernels are launched only through xa_launch<kernel>(grid, block, smem, stream, args...),
 * and dynamic shared memory is reached only through xa_dyn_smem<T>(), so that the same
 * call sites serve both. */
#ifndef XA_CUDA_COMMON_CUH
#define XA_CUDA_COMMON_CUH

#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <tuple>
#include <type_traits>
#include <utility>

#include "cuda.h"

#ifndef CUDA_EMU
template <class F> struct xa_kernel_traits;
template <class... P> struct xa_kernel_traits<void (*)(P...)> {
  using tuple = std::tuple<std::decay_t<P>...>;
};
template <auto K, class Tup, size_t... I>
static cudaError_t xa_launch_tuple(dim3 g, dim3 b, size_t sm, cudaStream_t st, Tup &t,
                                   std::index_sequence<I...>) {
  void *args[] = {(void *)&std::get<I>(t)..., nullptr};
  return cudaLaunchKernel((const void *)K, g, b, args, sm, st);
}
/* the one launch path (the emulator defines its own in tests/cuda_emu/cuda_emu.h) */
template <auto K, class... A>
static cudaError_t xa_launch(dim3 g, dim3 b, size_t sm, cudaStream_t st, A &&...a) {
  using Tup = typename xa_kernel_traits<decltype(K)>::tuple;
  static_assert(std::tuple_size<Tup>::value == sizeof...(A), "xa_launch: wrong argument count");
  Tup t(std::forward<A>(a)...);
  return xa_launch_tuple<K>(g, b, sm, st, t, std::make_index_sequence<sizeof...(A)>{});
}
template <class T> __device__ __forceinline__ T *xa_dyn_smem() {
  extern __shared__ __align__(16) unsigned char xa_smem_[];
  return (T *)xa_smem_;
}
#else
template <class T> __device__ __forceinline__ T *xa_dyn_smem() {
  return (T *)::cuda_emu::dynamic_shared();
}
#endif

namespace xa_cu {

/* ---- the device state (device.cu) --------------------------------------------------- */
cudaStream_t stream();
cublasHandle_t blas();        /* bound to stream() */
cublasLtHandle_t blaslt();
void *lt_workspace(size_t *bytes);

/* -1 with "fn: CUDA error <name> (<text>)" */
int cuda_fail(const char *fn, cudaError_t e);
int blas_fail(const char *fn, cublasStatus_t s);
/* after a launch: the launch's own error (bad configuration) as -1 + message */
static inline int launched(const char *fn, cudaError_t e) {
  if (e == cudaSuccess) e = cudaGetLastError();
  return e == cudaSuccess ? 0 : cuda_fail(fn, e);
}
#define XA_LAUNCH_OR_FAIL(fn, call) do { if (::xa_cu::launched(fn, call)) return -1; } while (0)

/* device scratch memory from the caching allocator, freed at scope exit */
struct Scratch {
  void *p = nullptr;
  Scratch() = default;
  Scratch(const Scratch &) = delete;
  Scratch &operator=(const Scratch &) = delete;
  ~Scratch() { xa_cuda_free(p); }
  int get(int64_t nbytes) { return xa_cuda_malloc(&p, nbytes); }
  template <class T> T *as() const { return (T *)p; }
};

/* grid size for n work items of `per` each in blocks of `threads`: at least 1, capped
 * (kernels loop over their items with a grid stride) */
static inline unsigned grid_for(int64_t n, int64_t threads, int64_t cap = 65535) {
  int64_t g = (n + threads - 1) / threads;
  if (g < 1) g = 1;
  if (g > cap) g = cap;
  return (unsigned)g;
}

/* ---- elementwise geometry ------------------------------------------------------------
 * Operands broadcast to one shape; size-1 dims dropped, adjacent dims contiguous in every
 * operand merged (as tensor/iter.c), so contiguous operands become one flat dim. */
#define XA_EW_MAXOPS 4
struct EwGeo {
  int nops, ndim;
  int64_t n;
  int64_t size[XA_MAXDIM];
  int64_t stride[XA_EW_MAXOPS][XA_MAXDIM];
  char *base[XA_EW_MAXOPS];
  int esize[XA_EW_MAXOPS];
};
/* ops[k] broadcast to (ndim, size) (the caller checked) */
void ew_init(EwGeo *g, int ndim, const int64_t *size, int nops, const xa_tensor *const *ops);

/* pointers to element i (row-major over the shape) of every operand */
template <int NOPS>
__device__ __forceinline__ void ew_ptrs(const EwGeo &g, int64_t i, char **p) {
  if (g.ndim == 1) {
#pragma unroll
    for (int k = 0; k < NOPS; k++) p[k] = g.base[k] + i * g.stride[k][0] * g.esize[k];
    return;
  }
  int64_t off[NOPS];
#pragma unroll
  for (int k = 0; k < NOPS; k++) off[k] = 0;
  for (int d = g.ndim - 1; d >= 0; d--) {
    int64_t c = i % g.size[d];
    i /= g.size[d];
#pragma unroll
    for (int k = 0; k < NOPS; k++) off[k] += c * g.stride[k][d];
  }
#pragma unroll
  for (int k = 0; k < NOPS; k++) p[k] = g.base[k] + off[k] * g.esize[k];
}

/* ---- reductions within a group of TPR threads (a warp, or the whole block) -----------
 * Deterministic: a fixed butterfly within warps, then warps in order through shared
 * memory. Every thread of the group gets the result. With TPR > 32 the group is the
 * whole block (TPR == blockDim.x) and every thread must call it (it has barriers);
 * `red` points to shared scratch of at least 32 values of T. */
template <class T, class Op>
__device__ __forceinline__ T warp_allreduce(T v, Op op) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = op(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}

template <int TPR, class T, class Op>
__device__ __forceinline__ T group_allreduce(T v, Op op, T *red) {
  v = warp_allreduce(v, op);
  if constexpr (TPR <= 32) return v;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nw = TPR / 32;
  __syncthreads(); /* red may still be read by an earlier call */
  if (lane == 0) red[warp] = v;
  __syncthreads();
  T r = red[0];
  for (int w = 1; w < nw; w++) r = op(r, red[w]);
  return r;
}

struct AddOp {
  template <class T> __device__ __forceinline__ T operator()(T a, T b) const { return a + b; }
};
struct MaxOp { /* NaN-ignoring max */
  template <class T> __device__ __forceinline__ T operator()(T a, T b) const { return b > a ? b : a; }
};
struct MinOp {
  template <class T> __device__ __forceinline__ T operator()(T a, T b) const { return b < a ? b : a; }
};

/* ---- small device helpers ------------------------------------------------------------- */
template <class T> __device__ __forceinline__ bool is_nan(T v) { return v != v; }
template <class T> __device__ __forceinline__ T dev_exp(T x) { return (T)exp((double)x); }
template <> __device__ __forceinline__ float dev_exp<float>(float x) { return expf(x); }
template <> __device__ __forceinline__ double dev_exp<double>(double x) { return exp(x); }
template <class T> __device__ __forceinline__ T dev_log(T x) { return (T)log((double)x); }
template <> __device__ __forceinline__ float dev_log<float>(float x) { return logf(x); }
template <> __device__ __forceinline__ double dev_log<double>(double x) { return log(x); }
template <class T> __device__ __forceinline__ T neg_inf() { return (T)-INFINITY; }

/* ---- launching ------------------------------------------------------------------------ */
/* threads per block of the 1-D and row kernels */
constexpr int THREADS = 256;

/* kernel K over n items (it loops over them with a grid stride); nothing when n <= 0 */
template <auto K, class... A> int launch_n(const char *fn, int64_t n, A... a) {
  if (n <= 0) return 0;
  XA_LAUNCH_OR_FAIL(fn, (xa_launch<K>(dim3(grid_for(n, THREADS)), dim3(THREADS), 0, stream(), a...)));
  return 0;
}

} // namespace xa_cu

/* switch on a float dtype: T is float or double in BODY */
#define XA_FLOAT_SWITCH(dt, T, ...)                                                       \
  do {                                                                                  \
    if ((dt) == XA_FLOAT32) { typedef float T; __VA_ARGS__; }                           \
    else { typedef double T; __VA_ARGS__; }                                             \
  } while (0)

/* a row kernel KERN<T, TPR> over `rows` rows of n, in the float dtype dt: a warp per row for
 * n <= 256, else a block per row; returns -1 from the caller when the launch fails */
#define XA_ROW_LAUNCH(fn, KERN, dt, rows, n, ...)                                                       \
  do {                                                                                                  \
    int rc_ = 0;                                                                                        \
    if ((rows) > 0) {                                                                                   \
      if ((n) <= 256) {                                                                                 \
        XA_FLOAT_SWITCH(dt, T, rc_ = ::xa_cu::launched(fn, xa_launch<KERN<T, 32>>(dim3(::xa_cu::grid_for(rows, ::xa_cu::THREADS / 32)), dim3(::xa_cu::THREADS), 0, ::xa_cu::stream(), __VA_ARGS__))); \
      } else {                                                                                          \
        XA_FLOAT_SWITCH(dt, T, rc_ = ::xa_cu::launched(fn, xa_launch<KERN<T, ::xa_cu::THREADS>>(dim3(::xa_cu::grid_for(rows, 1)), dim3(::xa_cu::THREADS), 0, ::xa_cu::stream(), __VA_ARGS__))); \
      }                                                                                                 \
    }                                                                                                   \
    if (rc_) return -1;                                                                                 \
  } while (0)

#endif
