/* A small emulation of the CUDA execution model on the host, so that the kernels of
 * tensor/cuda/ (written for nvcc) also compile as plain C++ and run on a machine without
 * a GPU: `g++ -x c++ -include tests/cuda_emu/cuda_emu.h -Itests/cuda_emu/include`.
 *
 * What it models (docs/gpu.md, "The emulator"):
 *   - a launch runs its blocks one after another, in a random order; the threads of a
 *     block are cooperative fibers (own stacks, switched by hand) that run until they
 *     reach a barrier, a warp operation or their end, and are resumed in a random order
 *     (seeded: CUDA_EMU_SEED, printed with every failure), so a missing __syncthreads or
 *     a race between threads shows up as a wrong result;
 *   - __shared__ variables are shared by the threads of the running block and poisoned
 *     (all bits set: NaN for floats) before each block, like the dynamic shared memory
 *     (xa_dyn_smem in tensor/cuda/common.cuh); reading what the block did not write
 *     gives garbage, not the previous block's values;
 *   - __syncthreads (and _count/_and/_or) is a barrier over the block's threads: every
 *     thread that has not exited must reach the same call site, else the launch fails
 *     ("barrier divergence"); a block that can make no progress fails ("deadlock");
 *   - warp shuffles and votes (__shfl*_sync, __ballot_sync, __any_sync, __all_sync,
 *     __syncwarp) in lock step: every lane named in the mask arrives with the same mask,
 *     then the values are exchanged; a lane of the mask that has exited, that does not
 *     exist, or that reads a lane outside the mask fails the launch;
 *   - atomics (trivially atomic: fibers switch only at barriers), math intrinsics;
 *   - the runtime API on host memory: cudaMalloc (poisoned like shared memory, bounded by
 *     an emulated capacity, exact sizes so that AddressSanitizer sees every out-of-bounds
 *     access of a kernel), copies that check the direction of every pointer, streams
 *     whose work is deferred until something waits for it (so a missing synchronisation
 *     reads stale data; a query that finds work pending lets one item of it run, so a
 *     host that polls sees it finish), events, errors (sticky after a
 *     failed launch, like a device);
 *   - cuBLAS (cublasSgemm/Dgemm, strided batched) and cuBLASLt (matmul with a bias
 *     epilogue) on OpenBLAS, column-major with cuBLAS's argument checks;
 *   - NCCL's communicators and all-reduce (cuda_emu_nccl.h), the reduction done on the host
 *     with MPI between the processes of an mpirun.
 * Kernels are launched with xa_launch<kernel>(grid, block, smem, stream, args...) (the
 * one launch path of tensor/cuda/common.cuh, which uses cudaLaunchKernel under nvcc).
 * Kernel arguments that are pointers must point into device memory (or be null). */
#ifndef CUDA_EMU_H
#define CUDA_EMU_H

#define CUDA_EMU 1

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <tuple>
#include <type_traits>
#include <utility>

/* ---- qualifiers ------------------------------------------------------------------- */
#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
#define __constant__
/* a function-local static in a section of its own, which the emulator poisons before
 * every block (one block runs at a time, so a static is the block's shared memory) */
#define __shared__ static __attribute__((section("cuda_emu_shared"), aligned(16)))

struct uint3 { unsigned x, y, z; };
struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned x_ = 1, unsigned y_ = 1, unsigned z_ = 1) : x(x_), y(y_), z(z_) {}
  constexpr dim3(uint3 u) : x(u.x), y(u.y), z(u.z) {}
};

/* ---- runtime types ------------------------------------------------------------------ */
typedef enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidDevicePointer = 17,
  cudaErrorInvalidMemcpyDirection = 21,
  cudaErrorInsufficientDriver = 35,
  cudaErrorNoDevice = 100,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidResourceHandle = 400,
  cudaErrorNotReady = 600,
  cudaErrorLaunchFailure = 719,
} cudaError_t;

typedef enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
} cudaMemcpyKind;

typedef enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
} cudaFuncAttribute;

struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  size_t sharedMemPerBlockOptin;
  int warpSize;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int multiProcessorCount;
  int major, minor;
};

struct CUstream_st;
struct CUevent_st;
typedef CUstream_st *cudaStream_t;
typedef CUevent_st *cudaEvent_t;
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventDisableTiming 0x02

/* ---- the emulator's state and its test interface ------------------------------------ */
namespace cuda_emu {

inline uint3 g_thread_idx, g_block_idx;
inline dim3 g_block_dim, g_grid_dim;

typedef void (*entry_fn)(void *args);
/* runs a kernel (entry(args) for every thread of the grid) on stream s, or defers it;
 * `name` is the launch site's __PRETTY_FUNCTION__ (the kernel is named from it) */
cudaError_t launch(const char *name, const void *kernel, entry_fn entry, void *args,
                   void (*free_args)(void *), dim3 grid, dim3 block, size_t smem,
                   cudaStream_t s);
/* queues poll(data) on stream s as one item of work that has finished when poll returns
 * true; until then every wait on the stream asks it again (a query asks it once). For work
 * that waits on other processes: the emulated NCCL's reductions (cuda_emu_nccl.cpp). */
cudaError_t host_poll(cudaStream_t s, bool (*poll)(void *data), void *data);
/* is p a device pointer (inside, or one past the end of, a live allocation)? */
bool is_device_pointer(const void *p);
/* are the n bytes from p device memory (one live allocation)? */
bool is_device_range(const void *p, size_t n);
void bad_kernel_pointer(const char *name, int arg, const void *p);
void *dynamic_shared();

/* barriers and warp operations, called by the device functions below */
int barrier(int kind, int pred, const char *file, int line);
enum { W_SHFL, W_UP, W_DOWN, W_XOR, W_BALLOT, W_ANY, W_ALL, W_SYNC };
uint64_t warp_op(int op, unsigned mask, uint64_t value, int arg, int width, const char *file,
                 int line);
unsigned active_mask();

/* for tests: the process's seed (CUDA_EMU_SEED, default 1); re-seed; the message of the
 * last failure ("" if none); clear a sticky error; quiet suppresses the report on stderr;
 * the emulated device's capacity (CUDA_EMU_MEM, bytes; default 16 GiB) and count
 * (CUDA_EMU_DEVICES, default 1); the number of fiber switches so far */
uint64_t seed();
void set_seed(uint64_t s);
const char *last_failure();
void clear_error();
void set_quiet(bool q);
void set_capacity(size_t bytes);
size_t allocated();
long long switches();
/* counts of allocations and live device memory of the emulator itself */
size_t live_allocations();

/* argument checks of a launch: every pointer argument must be device memory or null */
template <class T> inline void check_arg(const char *name, int i, const T &v) {
  if constexpr (std::is_pointer<T>::value) {
    if (v && !is_device_pointer((const void *)v)) bad_kernel_pointer(name, i, (const void *)v);
  }
}

template <auto K, class Tup, size_t... I> void call_kernel(void *t) {
  K(std::get<I>(*(Tup *)t)...);
}
template <class Tup> void free_tuple(void *t) { delete (Tup *)t; }

template <class F> struct kernel_traits;
template <class... P> struct kernel_traits<void (*)(P...)> {
  using tuple = std::tuple<std::decay_t<P>...>;
};

template <auto K, class Tup, size_t... I>
cudaError_t launch_tuple(const char *name, Tup *t, dim3 g, dim3 b, size_t sm, cudaStream_t st,
                         std::index_sequence<I...>) {
  (check_arg(name, (int)I, std::get<I>(*t)), ...);
  return launch(name, (const void *)K, call_kernel<K, Tup, I...>, t, free_tuple<Tup>, g, b, sm,
                st);
}

} // namespace cuda_emu

/* the one launch path: xa_launch<kernel>(grid, block, dynamic smem bytes, stream, args...) */
template <auto K, class... A>
cudaError_t xa_launch(dim3 g, dim3 b, size_t sm, cudaStream_t st, A &&...a) {
  using Tup = typename cuda_emu::kernel_traits<decltype(K)>::tuple;
  static_assert(std::tuple_size<Tup>::value == sizeof...(A), "xa_launch: wrong argument count");
  Tup *t = new Tup(std::forward<A>(a)...);
  return cuda_emu::launch_tuple<K>(__PRETTY_FUNCTION__, t, g, b, sm, st,
                                   std::make_index_sequence<sizeof...(A)>{});
}

/* ---- built-in variables ------------------------------------------------------------- */
#define threadIdx (static_cast<const uint3 &>(::cuda_emu::g_thread_idx))
#define blockIdx (static_cast<const uint3 &>(::cuda_emu::g_block_idx))
#define blockDim (static_cast<const dim3 &>(::cuda_emu::g_block_dim))
#define gridDim (static_cast<const dim3 &>(::cuda_emu::g_grid_dim))
constexpr int warpSize = 32;

/* ---- synchronisation ---------------------------------------------------------------- */
/* the asm memory clobbers keep the compiler from caching shared values across a switch */
inline void cuda_emu_fence_() { __asm__ __volatile__("" ::: "memory"); }
#define CUDA_EMU_FENCE() cuda_emu_fence_()
#define __syncthreads() \
  (CUDA_EMU_FENCE(), (void)::cuda_emu::barrier(0, 0, __FILE__, __LINE__), CUDA_EMU_FENCE())
#define __syncthreads_count(p) ::cuda_emu::barrier_v(1, (p) != 0, __FILE__, __LINE__)
#define __syncthreads_and(p) ::cuda_emu::barrier_v(2, (p) != 0, __FILE__, __LINE__)
#define __syncthreads_or(p) ::cuda_emu::barrier_v(3, (p) != 0, __FILE__, __LINE__)
#define __syncwarp(...) \
  ((void)::cuda_emu::warp_op(::cuda_emu::W_SYNC, cuda_emu_mask_(__VA_ARGS__), 0, 0, 32, __FILE__, __LINE__))
namespace cuda_emu {
inline int barrier_v(int kind, int pred, const char *file, int line) {
  cuda_emu_fence_();
  int r = barrier(kind, pred, file, line);
  cuda_emu_fence_();
  return r;
}
} // namespace cuda_emu
inline unsigned cuda_emu_mask_() { return 0xffffffffu; }
inline unsigned cuda_emu_mask_(unsigned m) { return m; }
inline void __threadfence() { CUDA_EMU_FENCE(); }
inline void __threadfence_block() { CUDA_EMU_FENCE(); }
inline unsigned __activemask() { return ::cuda_emu::active_mask(); }

namespace cuda_emu {
template <class T> inline uint64_t to_bits(T v) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value, "shuffle of a large type");
  uint64_t b = 0;
  std::memcpy(&b, &v, sizeof v);
  return b;
}
template <class T> inline T from_bits(uint64_t b) {
  T v;
  std::memcpy(&v, &b, sizeof v);
  return v;
}
template <class T>
inline T shfl(int op, unsigned mask, T v, int arg, int width, const char *f, int l) {
  CUDA_EMU_FENCE();
  T r = from_bits<T>(warp_op(op, mask, to_bits(v), arg, width, f, l));
  CUDA_EMU_FENCE();
  return r;
}
} // namespace cuda_emu

#define __shfl_sync(m, v, src, ...) \
  ::cuda_emu::shfl(::cuda_emu::W_SHFL, (m), (v), (src), cuda_emu_width_(__VA_ARGS__), __FILE__, __LINE__)
#define __shfl_up_sync(m, v, d, ...) \
  ::cuda_emu::shfl(::cuda_emu::W_UP, (m), (v), (int)(d), cuda_emu_width_(__VA_ARGS__), __FILE__, __LINE__)
#define __shfl_down_sync(m, v, d, ...) \
  ::cuda_emu::shfl(::cuda_emu::W_DOWN, (m), (v), (int)(d), cuda_emu_width_(__VA_ARGS__), __FILE__, __LINE__)
#define __shfl_xor_sync(m, v, x, ...) \
  ::cuda_emu::shfl(::cuda_emu::W_XOR, (m), (v), (int)(x), cuda_emu_width_(__VA_ARGS__), __FILE__, __LINE__)
#define __ballot_sync(m, p) \
  ((unsigned)::cuda_emu::warp_op(::cuda_emu::W_BALLOT, (m), (p) != 0, 0, 32, __FILE__, __LINE__))
#define __any_sync(m, p) \
  ((int)::cuda_emu::warp_op(::cuda_emu::W_ANY, (m), (p) != 0, 0, 32, __FILE__, __LINE__))
#define __all_sync(m, p) \
  ((int)::cuda_emu::warp_op(::cuda_emu::W_ALL, (m), (p) != 0, 0, 32, __FILE__, __LINE__))
inline int cuda_emu_width_() { return 32; }
inline int cuda_emu_width_(int w) { return w; }

/* ---- atomics (a fiber is never interrupted between barriers) -------------------------- */
template <class T> inline T atomicAdd(T *p, T v) { T o = *p; *p = o + v; return o; }
template <class T> inline T atomicSub(T *p, T v) { T o = *p; *p = o - v; return o; }
template <class T> inline T atomicMax(T *p, T v) { T o = *p; if (v > o) *p = v; return o; }
template <class T> inline T atomicMin(T *p, T v) { T o = *p; if (v < o) *p = v; return o; }
template <class T> inline T atomicExch(T *p, T v) { T o = *p; *p = v; return o; }
template <class T> inline T atomicCAS(T *p, T cmp, T v) { T o = *p; if (o == cmp) *p = v; return o; }
template <class T> inline T atomicAnd(T *p, T v) { T o = *p; *p = o & v; return o; }
template <class T> inline T atomicOr(T *p, T v) { T o = *p; *p = o | v; return o; }
template <class T> inline T atomicXor(T *p, T v) { T o = *p; *p = o ^ v; return o; }

/* ---- math intrinsics ------------------------------------------------------------------ */
inline float __expf(float x) { return expf(x); }
inline float __logf(float x) { return logf(x); }
inline float __log2f(float x) { return log2f(x); }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __powf(float x, float y) { return powf(x, y); }
inline float __fdividef(float x, float y) { return x / y; }
inline float fdividef(float x, float y) { return x / y; }
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / sqrt(x); }
inline float __frcp_rn(float x) { return 1.0f / x; }
inline double __drcp_rn(double x) { return 1.0 / x; }
inline float __saturatef(float x) { return x < 0 ? 0.0f : x > 1 ? 1.0f : x; }
inline float __fmaf_rn(float a, float b, float c) { return fmaf(a, b, c); }
inline double __fma_rn(double a, double b, double c) { return fma(a, b, c); }
inline int __float2int_rn(float x) { return (int)nearbyintf(x); }
inline int __float_as_int(float x) { int i; std::memcpy(&i, &x, 4); return i; }
inline unsigned __float_as_uint(float x) { unsigned i; std::memcpy(&i, &x, 4); return i; }
inline float __int_as_float(int i) { float x; std::memcpy(&x, &i, 4); return x; }
inline float __uint_as_float(unsigned i) { float x; std::memcpy(&x, &i, 4); return x; }
inline long long __double_as_longlong(double x) { long long i; std::memcpy(&i, &x, 8); return i; }
inline double __longlong_as_double(long long i) { double x; std::memcpy(&x, &i, 8); return x; }
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
inline int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
inline unsigned __brev(unsigned x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}
template <class T> inline T __ldg(const T *p) { return *p; }
using std::max;
using std::min;

/* ---- runtime API (tests/cuda_emu/cuda_emu.cpp) --------------------------------------- */
const char *cudaGetErrorString(cudaError_t e);
const char *cudaGetErrorName(cudaError_t e);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
cudaError_t cudaGetDeviceCount(int *n);
cudaError_t cudaSetDevice(int d);
cudaError_t cudaGetDevice(int *d);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total);
cudaError_t cudaMalloc(void **p, size_t n);
template <class T> inline cudaError_t cudaMalloc(T **p, size_t n) { return cudaMalloc((void **)p, n); }
cudaError_t cudaFree(void *p);
cudaError_t cudaMallocHost(void **p, size_t n);
cudaError_t cudaFreeHost(void *p);
cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind kind,
                            cudaStream_t s = 0);
cudaError_t cudaMemset(void *p, int v, size_t n);
cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s = 0);
cudaError_t cudaStreamCreate(cudaStream_t *s);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned flags);
cudaError_t cudaStreamDestroy(cudaStream_t s);
cudaError_t cudaStreamSynchronize(cudaStream_t s);
cudaError_t cudaStreamQuery(cudaStream_t s);
cudaError_t cudaStreamWaitEvent(cudaStream_t s, cudaEvent_t e, unsigned flags = 0);
cudaError_t cudaEventCreate(cudaEvent_t *e);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned flags);
cudaError_t cudaEventDestroy(cudaEvent_t e);
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s = 0);
cudaError_t cudaEventQuery(cudaEvent_t e);
cudaError_t cudaEventSynchronize(cudaEvent_t e);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
cudaError_t cudaFuncSetAttribute(const void *f, cudaFuncAttribute attr, int value);
template <class F> inline cudaError_t cudaFuncSetAttribute(F *f, cudaFuncAttribute a, int v) {
  return cudaFuncSetAttribute((const void *)f, a, v);
}
cudaError_t cudaRuntimeGetVersion(int *v);
cudaError_t cudaDriverGetVersion(int *v);

namespace cuda_emu {
/* the host-side run of deferred stream work: every stream drained (for tests) */
void drain_all();
} // namespace cuda_emu

#include "cuda_emu_blas.h"

#endif
