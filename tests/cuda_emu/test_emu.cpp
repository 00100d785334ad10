/* Tests of the CUDA emulator itself (tests/cuda_emu/): that it catches what it promises to
 * catch (a missing barrier, divergent barriers, deadlocks, bad warp masks, host pointers
 * given to kernels, bad copies), and that what it emulates gives the values a device
 * gives: shuffles and votes against hand-computed lanes, atomics, shared and dynamic
 * shared memory (poisoned), seeded random orders, deferred streams and events, cuBLAS and
 * cuBLASLt against naive column-major loops, polls that let queued work finish, and the
 * emulated NCCL of one process (its arguments and its all-reduce; tests/cuda/dist.sh
 * runs it over two). Compiled as host C++ with the emulator's headers (make test CUDA=1). */
#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <nccl.h>

#include <cstdio>
#include <cstring>
#include <algorithm>
#include <set>
#include <string>
#include <vector>

static int n_pass, n_fail;
#define CHECK(cond) CHECK_MSG(cond, "%s", #cond)
#define CHECK_MSG(cond, ...)                                                          \
  do {                                                                                \
    if (cond) n_pass++;                                                               \
    else {                                                                            \
      n_fail++;                                                                       \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                            \
      fprintf(stderr, __VA_ARGS__);                                                   \
      fprintf(stderr, " [CUDA_EMU_SEED=%llu]\n", (unsigned long long)cuda_emu::seed()); \
    }                                                                                 \
  } while (0)

static bool failed_with(const char *what) {
  bool r = strstr(cuda_emu::last_failure(), what) != nullptr;
  if (!r) fprintf(stderr, "  (last failure: '%s')\n", cuda_emu::last_failure());
  return r;
}

/* expect a launch failure mentioning `what`, then clear the sticky error */
static void expect_failure(cudaError_t launch_rc, const char *what) {
  cudaError_t sync = cudaDeviceSynchronize();
  CHECK_MSG(launch_rc == cudaErrorLaunchFailure || sync == cudaErrorLaunchFailure,
            "expected a launch failure (%s), got %d and %d", what, (int)launch_rc, (int)sync);
  CHECK_MSG(failed_with(what), "failure mentions '%s'", what);
  cuda_emu::clear_error();
  CHECK(cudaGetLastError() == cudaSuccess);
}

template <class T> static T *dev_alloc(size_t n) {
  T *p = nullptr;
  if (cudaMalloc(&p, n * sizeof(T)) != cudaSuccess) { fprintf(stderr, "cudaMalloc failed\n"); abort(); }
  return p;
}
template <class T> static std::vector<T> to_host(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}

/* ---- barriers ------------------------------------------------------------------------ */
/* sum of blockDim.x values per block by a shared-memory tree */
__global__ void tree_sum(float *out, const float *x, int barrier_after_store) {
  __shared__ float s[256];
  int t = threadIdx.x;
  s[t] = x[blockIdx.x * blockDim.x + t];
  if (barrier_after_store) __syncthreads();
  for (int o = blockDim.x / 2; o > 0; o >>= 1) {
    if (t < o) s[t] += s[t + o];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

static void test_missing_barrier() {
  const int nb = 4, nt = 256;
  std::vector<float> h(nb * nt);
  for (int i = 0; i < nb * nt; i++) h[i] = (float)(i % 7 + 1);
  float *x = dev_alloc<float>(nb * nt), *out = dev_alloc<float>(nb);
  cudaMemcpy(x, h.data(), h.size() * 4, cudaMemcpyHostToDevice);
  std::vector<double> want(nb, 0);
  for (int i = 0; i < nb * nt; i++) want[i / nt] += h[i];
  /* with the barrier: right, whatever the order */
  for (int rep = 0; rep < 3; rep++) {
    CHECK(xa_launch<tree_sum>(dim3(nb), dim3(nt), 0, 0, out, x, 1) == cudaSuccess);
    std::vector<float> r = to_host(out, nb);
    bool ok = true;
    for (int b = 0; b < nb; b++) ok = ok && r[b] == (float)want[b];
    CHECK_MSG(ok, "tree sum with its barrier: %g vs %g", r[0], want[0]);
  }
  /* without the barrier after the store: the random order makes it read unwritten
   * (poisoned: NaN) or stale values, in every one of a few launches */
  int wrong = 0;
  for (int rep = 0; rep < 3; rep++) {
    CHECK(xa_launch<tree_sum>(dim3(nb), dim3(nt), 0, 0, out, x, 0) == cudaSuccess);
    std::vector<float> r = to_host(out, nb);
    bool ok = true;
    for (int b = 0; b < nb; b++) ok = ok && r[b] == (float)want[b];
    wrong += !ok;
  }
  CHECK_MSG(wrong == 3, "the missing barrier went unnoticed in %d of 3 launches", 3 - wrong);
  cudaFree(x);
  cudaFree(out);
}

__global__ void early_exit_barrier(int *out) {
  if (threadIdx.x < 10) return;
  __syncthreads();
  out[threadIdx.x] = 1;
}
__global__ void two_barriers(int *out) {
  if (threadIdx.x & 1) __syncthreads();
  else __syncthreads();
  out[threadIdx.x] = 1;
}
__global__ void barrier_results(int *out) {
  int t = threadIdx.x;
  int c = __syncthreads_count(t % 3 == 0);
  int a = __syncthreads_and(t < 1000);
  int o = __syncthreads_or(t == 77);
  int z = __syncthreads_or(0);
  if (t == 0) { out[0] = c; out[1] = a; out[2] = o; out[3] = z; }
}

/* two block sums through one shared scratch; `guard` is the barrier that keeps the second
 * sum's writes from overtaking the first sum's reads (warps run ahead of each other) */
__device__ float block_sum(float v, float *red, int guard) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  if (guard) __syncthreads();
  if ((threadIdx.x & 31) == 0) red[threadIdx.x >> 5] = v;
  __syncthreads();
  float r = 0;
  for (int w = 0; w < (int)blockDim.x / 32; w++) r += red[w];
  return r;
}
__global__ void two_sums(float *out, int guard) {
  __shared__ float red[32];
  float a = block_sum(1.0f, red, guard);
  float b = block_sum((float)threadIdx.x, red, guard);
  out[blockIdx.x * blockDim.x + threadIdx.x] = a * 100000 + b;
}

static void test_scratch_reuse() {
  const int nb = 4, nt = 256;
  float *out = dev_alloc<float>(nb * nt);
  float want = 256.0f * 100000 + 255 * 256 / 2;
  int wrong[2] = {0, 0};
  for (int guard = 0; guard < 2; guard++)
    for (int rep = 0; rep < 4; rep++) {
      CHECK(xa_launch<two_sums>(dim3(nb), dim3(nt), 0, 0, out, guard) == cudaSuccess);
      std::vector<float> r = to_host(out, nb * nt);
      for (float v : r) if (v != want) { wrong[guard]++; break; }
    }
  CHECK_MSG(wrong[1] == 0, "with the barrier, every launch is right");
  CHECK_MSG(wrong[0] > 0, "the missing barrier before reusing the scratch went unnoticed in 4 launches");
  cudaFree(out);
}

static void test_barriers() {
  int *out = dev_alloc<int>(256);
  cuda_emu::set_quiet(true);
  expect_failure(xa_launch<early_exit_barrier>(dim3(1), dim3(64), 0, 0, out), "barrier divergence");
  expect_failure(xa_launch<two_barriers>(dim3(1), dim3(64), 0, 0, out), "barrier divergence");
  cuda_emu::set_quiet(false);
  CHECK(xa_launch<barrier_results>(dim3(1), dim3(100), 0, 0, out) == cudaSuccess);
  std::vector<int> r = to_host(out, 4);
  CHECK_MSG(r[0] == 34 && r[1] == 1 && r[2] == 1 && r[3] == 0, "count/and/or: %d %d %d %d", r[0],
            r[1], r[2], r[3]);
  cudaFree(out);
}

/* ---- warps ---------------------------------------------------------------------------- */
__global__ void warp_ops(int *out) {
  int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  int v = lane * 3 + 1 + 100 * w;
  int *o = out + w * 32 * 8 + lane * 8;
  o[0] = __shfl_sync(0xffffffffu, v, (lane + 5) % 32);
  o[1] = __shfl_up_sync(0xffffffffu, v, 3, 8);
  o[2] = __shfl_down_sync(0xffffffffu, v, 2, 16);
  o[3] = __shfl_xor_sync(0xffffffffu, v, 7);
  o[4] = (int)__ballot_sync(0xffffffffu, lane % 3 == 0);
  o[5] = __any_sync(0xffffffffu, lane == 31 && w == 1);
  o[6] = __all_sync(0xffffffffu, lane < 32);
  o[7] = __shfl_sync(0xffffffffu, v, 9, 8); /* width 8: lane 1 of each group of 8 */
}

static void test_warp_ops() {
  int *out = dev_alloc<int>(64 * 8);
  CHECK(xa_launch<warp_ops>(dim3(1), dim3(64), 0, 0, out) == cudaSuccess);
  std::vector<int> r = to_host(out, 64 * 8);
  int bad = 0;
  for (int w = 0; w < 2; w++)
    for (int l = 0; l < 32; l++) {
      auto val = [&](int src) { return src * 3 + 1 + 100 * w; };
      const int *o = &r[(w * 32 + l) * 8];
      unsigned ballot = 0;
      for (int k = 0; k < 32; k++) if (k % 3 == 0) ballot |= 1u << k;
      int e[8] = {val((l + 5) % 32),
                  l % 8 >= 3 ? val(l - 3) : val(l),
                  l % 16 + 2 < 16 ? val(l + 2) : val(l),
                  val(l ^ 7),
                  (int)ballot,
                  w == 1,
                  1,
                  val(l / 8 * 8 + 1)};
      for (int k = 0; k < 8; k++)
        if (o[k] != e[k]) {
          if (bad++ < 5) fprintf(stderr, "  warp %d lane %d op %d: %d, expected %d\n", w, l, k, o[k], e[k]);
        }
    }
  CHECK_MSG(bad == 0, "%d warp results differ from the hand-computed ones", bad);
  cudaFree(out);
}

__global__ void shfl_double(double *out) {
  double v = threadIdx.x * 0.5 + 1e-300;
  out[threadIdx.x] = __shfl_xor_sync(0xffffffffu, v, 1);
}
__global__ void half_mask_shfl(int *out) {
  int lane = threadIdx.x;
  if (lane < 16) out[lane] = __shfl_sync(0x0000ffffu, lane * 2, 15 - lane);
  else out[lane] = __shfl_sync(0xffff0000u, lane * 2, lane ^ 1);
}
__global__ void shfl_outside_mask(int *out) {
  int lane = threadIdx.x;
  if (lane < 16) out[lane] = __shfl_sync(0x0000ffffu, lane, 20);
}
__global__ void shfl_after_exit(int *out) {
  if (threadIdx.x == 3) return;
  out[threadIdx.x] = __shfl_sync(0xffffffffu, (int)threadIdx.x, 0);
}
__global__ void shfl_vs_barrier(int *out) {
  if (threadIdx.x < 32 && threadIdx.x >= 16) __syncthreads();
  else if (threadIdx.x < 32) out[threadIdx.x] = __shfl_sync(0xffffffffu, 1, 0);
  else __syncthreads();
}
__global__ void shfl_bad_lane(int *out) {
  out[threadIdx.x] = __shfl_sync(0xffffffffu, 1, 0); /* 16-thread block: lanes 16-31 missing */
}
__global__ void syncwarp_order(int *out) {
  __shared__ int s[32];
  s[threadIdx.x] = (int)threadIdx.x * 10;
  __syncwarp();
  out[threadIdx.x] = s[31 - threadIdx.x];
}

static void test_warp_rules() {
  double *d = dev_alloc<double>(32);
  CHECK(xa_launch<shfl_double>(dim3(1), dim3(32), 0, 0, d) == cudaSuccess);
  std::vector<double> rd = to_host(d, 32);
  bool ok = true;
  for (int l = 0; l < 32; l++) ok = ok && rd[l] == (l ^ 1) * 0.5 + 1e-300;
  CHECK_MSG(ok, "a shuffle of doubles keeps every bit");
  cudaFree(d);
  int *out = dev_alloc<int>(32);
  CHECK(xa_launch<half_mask_shfl>(dim3(1), dim3(32), 0, 0, out) == cudaSuccess);
  std::vector<int> r = to_host(out, 32);
  ok = true;
  for (int l = 0; l < 32; l++) ok = ok && r[l] == (l < 16 ? (15 - l) * 2 : (l ^ 1) * 2);
  CHECK_MSG(ok, "two half-warp groups shuffle independently");
  CHECK(xa_launch<syncwarp_order>(dim3(1), dim3(32), 0, 0, out) == cudaSuccess);
  r = to_host(out, 32);
  ok = true;
  for (int l = 0; l < 32; l++) ok = ok && r[l] == (31 - l) * 10;
  CHECK_MSG(ok, "__syncwarp orders shared memory within the warp");
  cuda_emu::set_quiet(true);
  expect_failure(xa_launch<shfl_outside_mask>(dim3(1), dim3(32), 0, 0, out), "not in the mask");
  expect_failure(xa_launch<shfl_after_exit>(dim3(1), dim3(32), 0, 0, out), "exited");
  expect_failure(xa_launch<shfl_vs_barrier>(dim3(1), dim3(64), 0, 0, out), "deadlock");
  expect_failure(xa_launch<shfl_bad_lane>(dim3(1), dim3(16), 0, 0, out), "does not exist");
  cuda_emu::set_quiet(false);
  cudaFree(out);
}

/* ---- atomics and shared memory ---------------------------------------------------------- */
__global__ void atomics(int *cnt, unsigned long long *mx, float *fsum, int *cas) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(cnt, 1);
  atomicMax(mx, (unsigned long long)(g * 7 % 1001));
  atomicAdd(fsum, 0.5f);
  int old = *cas, assumed;
  do {
    assumed = old;
    old = atomicCAS(cas, assumed, assumed + 2);
  } while (old != assumed);
  atomicExch(cnt + 1, 5);
  atomicMin(cnt + 2, g);
}

__global__ void read_unwritten(unsigned *out) {
  __shared__ unsigned s[64];
  if (threadIdx.x == 0) s[0] = 7;
  __syncthreads();
  out[blockIdx.x * 2] = s[0];
  out[blockIdx.x * 2 + 1] = s[1 + blockIdx.x]; /* never written in this block */
  __syncthreads();
  s[1 + (blockIdx.x + 1) % 4] = 9; /* what a later block must not see */
}

__global__ void dyn_reverse(float *out, const float *in, int n) {
  float *s = (float *)cuda_emu::dynamic_shared();
  unsigned *u = (unsigned *)s;
  int t = threadIdx.x;
  out[n + t] = __uint_as_float(u[n + t]) == __uint_as_float(u[n + t]) ? 1.0f : 0.0f; /* poison: NaN */
  s[t] = in[t];
  __syncthreads();
  out[t] = s[n - 1 - t];
}

static void test_atomics_shared() {
  int *cnt = dev_alloc<int>(3);
  unsigned long long *mx = dev_alloc<unsigned long long>(1);
  float *fs = dev_alloc<float>(1);
  int *cas = dev_alloc<int>(1);
  int init[3] = {0, 0, 1 << 30};
  cudaMemcpy(cnt, init, sizeof init, cudaMemcpyHostToDevice);
  cudaMemset(mx, 0, 8);
  cudaMemset(fs, 0, 4);
  cudaMemset(cas, 0, 4);
  CHECK(xa_launch<atomics>(dim3(5), dim3(96), 0, 0, cnt, mx, fs, cas) == cudaSuccess);
  std::vector<int> c = to_host(cnt, 3);
  unsigned long long m = to_host(mx, 1)[0];
  unsigned long long want = 0;
  for (int g = 0; g < 480; g++) want = std::max(want, (unsigned long long)(g * 7 % 1001));
  CHECK_MSG(c[0] == 480 && c[1] == 5 && c[2] == 0, "atomicAdd/Exch/Min: %d %d %d", c[0], c[1], c[2]);
  CHECK_MSG(m == want, "atomicMax: %llu vs %llu", m, want);
  CHECK(to_host(fs, 1)[0] == 240.0f);
  CHECK(to_host(cas, 1)[0] == 960);
  cudaFree(cnt); cudaFree(mx); cudaFree(fs); cudaFree(cas);

  unsigned *u = dev_alloc<unsigned>(8);
  CHECK(xa_launch<read_unwritten>(dim3(4), dim3(32), 0, 0, u) == cudaSuccess);
  std::vector<unsigned> ru = to_host(u, 8);
  bool ok = true;
  for (int b = 0; b < 4; b++) ok = ok && ru[2 * b] == 7 && ru[2 * b + 1] == 0xffffffffu;
  CHECK_MSG(ok, "shared memory is poisoned before every block (%u %u %u)", ru[1], ru[3], ru[5]);
  cudaFree(u);

  const int n = 40;
  float hin[n];
  for (int i = 0; i < n; i++) hin[i] = (float)i * 1.5f;
  float *in = dev_alloc<float>(n), *out = dev_alloc<float>(2 * n);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  CHECK(xa_launch<dyn_reverse>(dim3(1), dim3(n), 2 * n * sizeof(float), 0, out, in, n) == cudaSuccess);
  std::vector<float> r = to_host(out, 2 * n);
  ok = true;
  for (int i = 0; i < n; i++) ok = ok && r[i] == hin[n - 1 - i] && r[n + i] == 0.0f;
  CHECK_MSG(ok, "dynamic shared memory: reversed through it, and poisoned beforehand");
  cuda_emu::set_quiet(true);
  cudaError_t e = xa_launch<dyn_reverse>(dim3(1), dim3(n), 64 << 10, 0, out, in, n);
  CHECK_MSG(e == cudaErrorInvalidConfiguration, "64 KiB of dynamic shared memory without the attribute: %d", (int)e);
  CHECK(cudaGetLastError() == cudaErrorInvalidConfiguration && cudaGetLastError() == cudaSuccess);
  CHECK(cudaFuncSetAttribute(dyn_reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, 64 << 10) == cudaSuccess);
  CHECK(xa_launch<dyn_reverse>(dim3(1), dim3(n), 64 << 10, 0, out, in, n) == cudaSuccess);
  e = xa_launch<dyn_reverse>(dim3(1), dim3(2048), 0, 0, out, in, n);
  CHECK_MSG(e == cudaErrorInvalidConfiguration, "2048 threads per block: %d", (int)e);
  cudaGetLastError();
  cuda_emu::set_quiet(false);
  cudaFree(in); cudaFree(out);
}

/* ---- seeded orders ---------------------------------------------------------------------- */
__global__ void record_order(int *log, int *pos) {
  int k = atomicAdd(pos, 1);
  log[k] = (int)(blockIdx.x * blockDim.x + threadIdx.x);
}

static std::vector<int> order_for(uint64_t seed) {
  int *log = dev_alloc<int>(256), *pos = dev_alloc<int>(1);
  cudaMemset(pos, 0, 4);
  cuda_emu::set_seed(seed);
  xa_launch<record_order>(dim3(4), dim3(64), 0, 0, log, pos);
  std::vector<int> r = to_host(log, 256);
  cudaFree(log);
  cudaFree(pos);
  return r;
}

static void test_orders() {
  uint64_t keep = cuda_emu::seed();
  std::vector<int> a = order_for(11), b = order_for(11), c = order_for(12);
  std::vector<int> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  bool perm = true;
  for (int i = 0; i < 256; i++) perm = perm && sorted[i] == i;
  CHECK_MSG(perm, "every thread ran once");
  CHECK_MSG(a == b, "the same seed gives the same order");
  CHECK_MSG(a != c, "another seed gives another order");
  bool ident = true, blocks_in_order = true;
  for (int i = 0; i < 256; i++) {
    ident = ident && a[i] == i;
    blocks_in_order = blocks_in_order && a[i] / 64 == i / 64;
  }
  CHECK_MSG(!ident, "threads do not run in index order");
  bool blocks_whole = true;
  for (int i = 0; i < 256; i++) blocks_whole = blocks_whole && a[i] / 64 == a[i / 64 * 64] / 64;
  CHECK_MSG(blocks_whole, "a block runs to its end before the next starts");
  std::vector<int> firsts;
  for (uint64_t s = 1; s <= 8; s++) firsts.push_back(order_for(s)[0] / 64);
  CHECK_MSG(std::set<int>(firsts.begin(), firsts.end()).size() > 1, "blocks run in varying orders");
  cuda_emu::set_seed(keep);
}

/* ---- memory, copies, pointers -------------------------------------------------------------- */
__global__ void touch(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 1;
}

static void test_memory() {
  size_t before = cuda_emu::allocated();
  float *d = dev_alloc<float>(16);
  unsigned u;
  cudaMemcpy(&u, d, 4, cudaMemcpyDeviceToHost);
  CHECK_MSG(u == 0xffffffffu, "fresh device memory is poisoned (0x%08x)", u);
  CHECK(cuda_emu::allocated() == before + 64);
  float h[16] = {0};
  cuda_emu::set_quiet(true);
  CHECK(cudaMemcpy(d, h, 64, cudaMemcpyDeviceToHost) == cudaErrorInvalidValue); /* reversed */
  CHECK(cudaGetLastError() == cudaErrorInvalidValue);
  CHECK(cudaMemcpy(d, h, 68, cudaMemcpyHostToDevice) == cudaErrorInvalidValue); /* past the end */
  CHECK(cudaMemcpy(h, d, 64, cudaMemcpyHostToDevice) == cudaErrorInvalidValue);
  CHECK(cudaMemset(h, 0, 4) == cudaErrorInvalidValue);
  CHECK(cudaFree(h) == cudaErrorInvalidValue);
  cudaGetLastError();
  /* a host pointer given to a kernel */
  expect_failure(xa_launch<touch>(dim3(1), dim3(16), 0, 0, h, 16), "is not device memory");
  /* the emulated capacity */
  cuda_emu::set_capacity(cuda_emu::allocated() + 1000);
  void *big = nullptr;
  CHECK(cudaMalloc(&big, 2000) == cudaErrorMemoryAllocation && big == nullptr);
  CHECK(cudaGetLastError() == cudaErrorMemoryAllocation);
  CHECK(cudaMalloc(&big, 900) == cudaSuccess);
  cudaFree(big);
  cuda_emu::set_capacity((size_t)16 << 30);
  cuda_emu::set_quiet(false);
  CHECK(cudaMemcpy(d, h, 64, cudaMemcpyHostToDevice) == cudaSuccess);
  cudaFree(d);
  CHECK(cuda_emu::allocated() == before);
}

/* ---- streams and events --------------------------------------------------------------------- */
__global__ void add_one(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

static void test_streams() {
  cudaStream_t s1, s2;
  CHECK(cudaStreamCreate(&s1) == cudaSuccess && cudaStreamCreate(&s2) == cudaSuccess);
  float *d = dev_alloc<float>(8), *pinned = nullptr;
  cudaMallocHost((void **)&pinned, 8 * sizeof(float));
  float h[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice, s1); /* pageable: staged at once */
  h[0] = 100;                                                  /* so this does not reach d */
  xa_launch<add_one>(dim3(1), dim3(8), 0, s1, d, 8);
  cudaEvent_t ev;
  cudaEventCreate(&ev);
  cudaEventRecord(ev, s1);
  CHECK_MSG(cudaStreamQuery(s1) == cudaErrorNotReady, "work on a stream waits until someone waits for it");
  CHECK(cudaEventQuery(ev) == cudaErrorNotReady);
  /* s2 waits for the event, then doubles: runs after s1's add */
  cudaStreamWaitEvent(s2, ev, 0);
  cudaMemcpyAsync(pinned, d, sizeof h, cudaMemcpyDeviceToHost, s2); /* pinned: deferred */
  CHECK_MSG(pinned[3] != 4, "a copy to pinned memory has not happened before a wait");
  CHECK(cudaStreamSynchronize(s2) == cudaSuccess);
  CHECK_MSG(pinned[0] == 1 && pinned[7] == 8, "stream order across an event: %g %g", pinned[0], pinned[7]);
  CHECK(cudaEventQuery(ev) == cudaSuccess);
  /* to pageable memory: done when the call returns */
  xa_launch<add_one>(dim3(1), dim3(8), 0, s1, d, 8);
  float r[8];
  cudaMemcpyAsync(r, d, sizeof r, cudaMemcpyDeviceToHost, s1);
  CHECK_MSG(r[0] == 2 && r[7] == 9, "a copy to pageable memory waits for its stream: %g", r[0]);
  /* the legacy default stream waits for blocking streams */
  xa_launch<add_one>(dim3(1), dim3(8), 0, s1, d, 8);
  cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
  CHECK(r[0] == 3);
  cudaEventDestroy(ev);
  cudaFreeHost(pinned);
  cudaFree(d);
  cudaStreamDestroy(s1);
  cudaStreamDestroy(s2);
}

/* ---- cuBLAS and cuBLASLt ----------------------------------------------------------------------- */
/* C (m, n) col-major = alpha op(A) op(B) + beta C, naive */
static void ref_gemm(bool ta, bool tb, int m, int n, int k, double alpha, const std::vector<double> &A,
                     int lda, const std::vector<double> &B, int ldb, double beta,
                     std::vector<double> &C, int ldc) {
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++) {
      double s = 0;
      for (int p = 0; p < k; p++) {
        double a = ta ? A[(size_t)i * lda + p] : A[(size_t)p * lda + i];
        double b = tb ? B[(size_t)p * ldb + j] : B[(size_t)j * ldb + p];
        s += a * b;
      }
      C[(size_t)j * ldc + i] = alpha * s + (beta == 0 ? 0 : beta * C[(size_t)j * ldc + i]);
    }
}

static void test_blas() {
  cublasHandle_t h;
  CHECK(cublasCreate(&h) == CUBLAS_STATUS_SUCCESS);
  int m = 5, n = 3, k = 4, lda = 7, ldb = 6, ldc = 9;
  for (int ta = 0; ta < 2; ta++)
    for (int tb = 0; tb < 2; tb++) {
      int acols = ta ? m : k, bcols = tb ? k : n;
      std::vector<double> A((size_t)lda * acols), B((size_t)ldb * bcols), C((size_t)ldc * n);
      for (size_t i = 0; i < A.size(); i++) A[i] = (double)((i * 7) % 11) - 5;
      for (size_t i = 0; i < B.size(); i++) B[i] = (double)((i * 5) % 13) - 6;
      for (size_t i = 0; i < C.size(); i++) C[i] = (double)(i % 3);
      double *dA = dev_alloc<double>(A.size()), *dB = dev_alloc<double>(B.size()), *dC = dev_alloc<double>(C.size());
      cudaMemcpy(dA, A.data(), A.size() * 8, cudaMemcpyHostToDevice);
      cudaMemcpy(dB, B.data(), B.size() * 8, cudaMemcpyHostToDevice);
      cudaMemcpy(dC, C.data(), C.size() * 8, cudaMemcpyHostToDevice);
      double al = 1.5, be = 0.5;
      CHECK(cublasDgemm(h, ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb ? CUBLAS_OP_T : CUBLAS_OP_N, m, n, k,
                        &al, dA, lda, dB, ldb, &be, dC, ldc) == CUBLAS_STATUS_SUCCESS);
      std::vector<double> got = to_host(dC, C.size());
      ref_gemm(ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc);
      double err = 0;
      for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++) err = std::max(err, std::fabs(got[(size_t)j * ldc + i] - C[(size_t)j * ldc + i]));
      CHECK_MSG(err < 1e-12, "cublasDgemm ta=%d tb=%d: error %g", ta, tb, err);
      bool untouched = true; /* rows past m of each column of C keep their values */
      for (int j = 0; j < n; j++)
        for (int i = m; i < ldc; i++) untouched = untouched && got[(size_t)j * ldc + i] == (double)(((size_t)j * ldc + i) % 3);
      CHECK(untouched);
      cudaFree(dA); cudaFree(dB); cudaFree(dC);
    }
  /* argument checks as cuBLAS's */
  float one = 1, zero = 0;
  float *f = dev_alloc<float>(64);
  cuda_emu::set_quiet(true);
  CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &one, f, 3, f, 4, &zero, f, 4) == CUBLAS_STATUS_INVALID_VALUE);
  CHECK(cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, 4, 4, 5, &one, f, 4, f, 5, &zero, f, 4) == CUBLAS_STATUS_INVALID_VALUE);
  CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &one, f, 4, f, 4, &zero, f, 3) == CUBLAS_STATUS_INVALID_VALUE);
  /* an operand past its allocation is a device fault */
  CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 9, 9, 9, &one, f, 9, f, 9, &zero, f, 9) != CUBLAS_STATUS_SUCCESS ||
        cudaDeviceSynchronize() != cudaSuccess);
  CHECK(failed_with("outside device memory"));
  cuda_emu::clear_error();
  cuda_emu::set_quiet(false);
  /* strided batched with a shared B (stride 0) and k = 0 (C = beta C) */
  std::vector<float> hA(2 * 6), hB(6), hC(2 * 4, 1.0f);
  for (int i = 0; i < 12; i++) hA[i] = (float)i;
  for (int i = 0; i < 6; i++) hB[i] = (float)(i + 1);
  float *dA = dev_alloc<float>(12), *dB = dev_alloc<float>(6), *dC = dev_alloc<float>(8);
  cudaMemcpy(dA, hA.data(), 48, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, hB.data(), 24, cudaMemcpyHostToDevice);
  cudaMemcpy(dC, hC.data(), 32, cudaMemcpyHostToDevice);
  /* per batch: C (2, 2) = A (2, 3) B (3, 2), column-major, lda 2, ldb 3 */
  CHECK(cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &one, dA, 2, 6, dB, 3, 0,
                                  &zero, dC, 2, 4, 2) == CUBLAS_STATUS_SUCCESS);
  std::vector<float> rc = to_host(dC, 8);
  bool ok = true;
  for (int b = 0; b < 2; b++)
    for (int j = 0; j < 2; j++)
      for (int i = 0; i < 2; i++) {
        float s = 0;
        for (int p = 0; p < 3; p++) s += hA[b * 6 + p * 2 + i] * hB[j * 3 + p];
        ok = ok && rc[b * 4 + j * 2 + i] == s;
      }
  CHECK_MSG(ok, "strided batched gemm with a shared B");
  float two = 2;
  CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 0, &one, dA, 2, dB, 1, &two, dC, 2) == CUBLAS_STATUS_SUCCESS);
  std::vector<float> rk = to_host(dC, 4);
  CHECK_MSG(rk[0] == 2 * rc[0] && rk[3] == 2 * rc[3], "k = 0 scales C by beta");
  /* the pointer-array form: the two batch entries in reverse order, the arrays in device
   * memory (read when the stream reaches the call); host arrays are refused */
  const float *hAp[2] = {dA + 6, dA}, *hBp[2] = {dB, dB};
  float *hCp[2] = {dC + 4, dC};
  const float **dAp = (const float **)dev_alloc<float *>(2), **dBp = (const float **)dev_alloc<float *>(2);
  float **dCp = dev_alloc<float *>(2);
  cudaMemcpy(dAp, hAp, sizeof hAp, cudaMemcpyHostToDevice);
  cudaMemcpy(dBp, hBp, sizeof hBp, cudaMemcpyHostToDevice);
  cudaMemcpy(dCp, hCp, sizeof hCp, cudaMemcpyHostToDevice);
  CHECK(cublasSgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &one, dAp, 2, dBp, 3, &zero, dCp, 2, 2) ==
        CUBLAS_STATUS_SUCCESS);
  std::vector<float> rp = to_host(dC, 8);
  CHECK_MSG(rp == rc, "batched gemm over pointer arrays: the strided batch's products");
  cuda_emu::set_quiet(true);
  CHECK(cublasSgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &one, hAp, 2, hBp, 3, &zero, hCp, 2, 2) ==
        CUBLAS_STATUS_INVALID_VALUE);
  cuda_emu::set_quiet(false);

  /* cuBLASLt: D (m, n) = op(A) op(B) + bias (m) broadcast over columns */
  cublasLtHandle_t lt;
  CHECK(cublasLtCreate(&lt) == CUBLAS_STATUS_SUCCESS);
  cublasLtMatmulDesc_t desc;
  cublasLtMatrixLayout_t la, lb, lc;
  CHECK(cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F) == CUBLAS_STATUS_SUCCESS);
  int32_t tt = CUBLAS_OP_T;
  uint32_t epi = CUBLASLT_EPILOGUE_BIAS;
  float *bias = dev_alloc<float>(2);
  float hb[2] = {10, 20};
  cudaMemcpy(bias, hb, 8, cudaMemcpyHostToDevice);
  cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &tt, sizeof tt);
  cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi);
  cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias);
  cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, 3, 2, 3); /* A stored (k=3, m=2), used transposed */
  cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, 3, 2, 3); /* B (k, n=2) */
  cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, 2, 2, 2);
  cublasLtMatmulPreference_t pref;
  cublasLtMatmulPreferenceCreate(&pref);
  cublasLtMatmulHeuristicResult_t res;
  int nres = 0;
  CHECK(cublasLtMatmulAlgoGetHeuristic(lt, desc, la, lb, lc, lc, pref, 1, &res, &nres) == CUBLAS_STATUS_SUCCESS && nres == 1);
  CHECK(cublasLtMatmul(lt, desc, &one, dA, la, dB, lb, &zero, dC, lc, dC, lc, &res.algo, nullptr, 0, 0) == CUBLAS_STATUS_SUCCESS);
  std::vector<float> rl = to_host(dC, 4);
  ok = true;
  for (int j = 0; j < 2; j++)
    for (int i = 0; i < 2; i++) {
      float s = hb[i];
      for (int p = 0; p < 3; p++) s += hA[i * 3 + p] * hB[j * 3 + p];
      ok = ok && rl[j * 2 + i] == s;
    }
  CHECK_MSG(ok, "cuBLASLt with the bias epilogue: %g %g %g %g", rl[0], rl[1], rl[2], rl[3]);
  cublasLtMatrixLayout_t bad;
  cublasLtMatrixLayoutCreate(&bad, CUDA_R_32F, 4, 2, 4);
  CHECK(cublasLtMatmulAlgoGetHeuristic(lt, desc, la, bad, lc, lc, pref, 1, &res, &nres) != CUBLAS_STATUS_SUCCESS && nres == 0);
  cublasLtMatrixLayoutDestroy(bad);
  cublasLtMatrixLayoutDestroy(la); cublasLtMatrixLayoutDestroy(lb); cublasLtMatrixLayoutDestroy(lc);
  cublasLtMatmulPreferenceDestroy(pref);
  cublasLtMatmulDescDestroy(desc);
  cublasLtDestroy(lt);
  cudaFree(bias); cudaFree(dAp); cudaFree(dBp); cudaFree(dCp); cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(f);
  cublasDestroy(h);
}

/* ---- polls and host work ------------------------------------------------------------------- */
static int g_polls;
static bool ready_after_three(void *p) { return ++*(int *)p >= 3; }

static void test_polls() {
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s) == cudaSuccess);
  float *d = dev_alloc<float>(4);
  cudaMemsetAsync(d, 0, 4 * sizeof(float), s);
  xa_launch<add_one>(dim3(1), dim3(4), 0, s, d, 4);
  cudaEvent_t ev;
  cudaEventCreate(&ev);
  cudaEventRecord(ev, s);
  /* a host that polls sees its work finish, one item per poll, without a wait */
  int polls = 0;
  while (cudaEventQuery(ev) == cudaErrorNotReady && polls < 100) polls++;
  CHECK_MSG(polls == 3, "three items (memset, kernel, event) took %d polls", polls);
  float h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  CHECK(h[0] == 1 && h[3] == 1);
  /* an item that finishes on its third call: a query asks it once, a wait until done */
  g_polls = 0;
  CHECK(cuda_emu::host_poll(s, ready_after_three, &g_polls) == cudaSuccess);
  CHECK(cudaStreamQuery(s) == cudaErrorNotReady && g_polls == 1);
  CHECK(cudaStreamQuery(s) == cudaErrorNotReady && g_polls == 2);
  CHECK(cudaStreamSynchronize(s) == cudaSuccess && g_polls == 3);
  CHECK(cudaStreamQuery(s) == cudaSuccess);
  CHECK(cuda_emu::host_poll(s, nullptr, nullptr) == cudaErrorInvalidResourceHandle);
  cudaGetLastError();
  cudaEventDestroy(ev);
  cudaFree(d);
  cudaStreamDestroy(s);
}

/* ---- the emulated NCCL in one process ---------------------------------------------------- */
static void test_nccl() {
  int v = 0;
  CHECK(ncclGetVersion(&v) == ncclSuccess && v == NCCL_VERSION_CODE && v >= 22800);
  ncclUniqueId id, id2;
  CHECK(ncclGetUniqueId(&id) == ncclSuccess && ncclGetUniqueId(&id2) == ncclSuccess);
  CHECK_MSG(memcmp(&id, &id2, sizeof id) != 0, "two unique ids are different");
  ncclComm_t c = nullptr;
  /* bad arguments: NCCL's result codes and a message */
  CHECK(ncclCommInitRank(&c, 1, id, 1) == ncclInvalidArgument && c == nullptr);
  ncclUniqueId zero;
  memset(&zero, 0, sizeof zero);
  CHECK(ncclCommInitRank(&c, 1, zero, 0) == ncclInvalidArgument);
  CHECK(strstr(ncclGetLastError(nullptr), "did not come from ncclGetUniqueId") != nullptr);
  CHECK(ncclCommInitRank(&c, 2, id, 0) == ncclInvalidUsage); /* two ranks need MPI (not started here) */
  CHECK(ncclCommInitRank(&c, 1, id, 0) == ncclSuccess && c != nullptr);
  int n = 0, r = -1;
  CHECK(ncclCommCount(c, &n) == ncclSuccess && n == 1 && ncclCommUserRank(c, &r) == ncclSuccess && r == 0);
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  float *d = dev_alloc<float>(6), *e = dev_alloc<float>(6);
  float h[6] = {1, -2, 3.5f, 0, 1e30f, -1e-30f}, out[6];
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  /* one rank: the sum is the buffer; out of place copies it; average of one is itself */
  CHECK(ncclAllReduce(d, d, 6, ncclFloat32, ncclSum, c, s) == ncclSuccess);
  CHECK(ncclAllReduce(d, e, 6, ncclFloat32, ncclAvg, c, s) == ncclSuccess);
  cudaStreamSynchronize(s);
  cudaMemcpy(out, e, sizeof out, cudaMemcpyDeviceToHost);
  CHECK(memcmp(out, h, sizeof h) == 0);
  /* host memory, a half type, a bad op: errors at the call, nothing queued */
  CHECK(ncclAllReduce(h, d, 6, ncclFloat32, ncclSum, c, s) == ncclInvalidArgument);
  CHECK(strstr(ncclGetLastError(c), "must be device memory") != nullptr);
  CHECK(ncclAllReduce(d, d, 7, ncclFloat32, ncclSum, c, s) == ncclInvalidArgument); /* past the end */
  CHECK(ncclAllReduce(d, d, 6, ncclFloat16, ncclSum, c, s) == ncclInvalidArgument);
  CHECK(ncclAllReduce(d, d, 6, ncclFloat32, (ncclRedOp_t)9, c, s) == ncclInvalidArgument);
  CHECK(ncclAllReduce(d, d, 6, ncclFloat32, ncclSum, nullptr, s) == ncclInvalidArgument);
  CHECK(ncclAllReduce(d, d, 0, ncclFloat32, ncclSum, c, s) == ncclSuccess); /* nothing to do */
  CHECK(cudaStreamQuery(s) == cudaErrorNotReady);
  ncclResult_t async = ncclInternalError;
  CHECK(ncclCommGetAsyncError(c, &async) == ncclSuccess && async == ncclSuccess);
  CHECK(strcmp(ncclGetErrorString(ncclInvalidUsage), "invalid usage (run with NCCL_DEBUG=WARN for details)") == 0);
  CHECK(ncclGroupStart() == ncclSuccess && ncclGroupEnd() == ncclSuccess && ncclGroupEnd() == ncclInvalidUsage);
  CHECK(ncclCommDestroy(c) == ncclSuccess);
  CHECK(cudaStreamQuery(s) == cudaSuccess); /* destroying the communicator ran its work */
  cudaFree(d);
  cudaFree(e);
  cudaStreamDestroy(s);
}

int main() {
  test_missing_barrier();
  test_scratch_reuse();
  test_barriers();
  test_warp_ops();
  test_warp_rules();
  test_atomics_shared();
  test_orders();
  test_memory();
  test_streams();
  test_blas();
  test_polls();
  test_nccl();
  CHECK_MSG(cuda_emu::live_allocations() == 0, "%zu device allocations leaked", cuda_emu::live_allocations());
  printf("emulator: %lld fiber switches, seed %llu\n", cuda_emu::switches(),
         (unsigned long long)cuda_emu::seed());
  printf("%d passed, %d failed\n", n_pass, n_fail);
  return n_fail != 0;
}
