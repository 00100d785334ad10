/* The CUDA device: availability, the backend's stream and cuBLAS handles, errors, copies.
 *
 * One device per process (device_index below: XATTN_CUDA_DEVICE, else the launcher's local
 * rank modulo the devices, else 0) and one stream of the backend's own (blocking, so that
 * it also orders with work on the legacy default stream), created by xa_cuda_init on
 * first use; every
 * kernel and cuBLAS call of tensor/cuda/ runs on the current stream, which tests or a
 * later multi-stream design may change with xa_cuda_set_stream. */
#include "common.cuh"

#include <cstdio>

namespace {
bool g_init, g_failed;
char g_why[384];
cudaStream_t g_own, g_cur;
cublasHandle_t g_blas;
cublasLtHandle_t g_lt;
void *g_ws;
size_t g_ws_bytes;
cudaDeviceProp g_prop;
int g_dev;
const size_t LT_WORKSPACE = (size_t)4 << 20;

/* The device of this process among count: XATTN_CUDA_DEVICE when set; under a launcher
 * the local rank (the ranks of one machine take its GPUs in turn: NCCL needs one GPU per
 * rank); else 0. -1 and a message in why for a bad XATTN_CUDA_DEVICE. */
int device_index(int count, char *why, size_t n) {
  const char *e = getenv("XATTN_CUDA_DEVICE");
  if (e && *e) {
    char *end;
    long d = strtol(e, &end, 10);
    if (*end || d < 0 || d >= count) {
      snprintf(why, n, "XATTN_CUDA_DEVICE=%s: expected a device index from 0 to %d", e, count - 1);
      return -1;
    }
    return (int)d;
  }
  static const char *const local[] = {"OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "SLURM_LOCALID",
                                      "PMI_LOCAL_RANK"};
  for (const char *v : local) {
    const char *r = getenv(v);
    if (r && *r) return (int)(strtol(r, nullptr, 10) % count);
  }
  return 0;
}
} // namespace

namespace xa_cu {

int cuda_fail(const char *fn, cudaError_t e) {
  return xa_err("%s: CUDA error %s (%s)", fn, cudaGetErrorName(e), cudaGetErrorString(e));
}

int blas_fail(const char *fn, cublasStatus_t s) {
  /* an asynchronous fault of earlier work shows up as EXECUTION_FAILED: name it */
  cudaError_t e = cudaGetLastError();
  if (e != cudaSuccess) return cuda_fail(fn, e);
  return xa_err("%s: cuBLAS error %d", fn, (int)s);
}

cudaStream_t stream() { return g_cur; }
cublasHandle_t blas() {
  cudaStream_t s;
  if (cublasGetStream(g_blas, &s) == CUBLAS_STATUS_SUCCESS && s != g_cur) cublasSetStream(g_blas, g_cur);
  return g_blas;
}
cublasLtHandle_t blaslt() { return g_lt; }
void *lt_workspace(size_t *bytes) {
  *bytes = g_ws_bytes;
  return g_ws;
}

} // namespace xa_cu

extern "C" {

bool xa_cuda_available(char *why, size_t n) {
  int count = 0;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e != cudaSuccess || count < 1) {
    if (why && n)
      snprintf(why, n, "%s", e != cudaSuccess ? cudaGetErrorString(e) : "no CUDA device found");
    cudaGetLastError(); /* not sticky: clear it */
    return false;
  }
  if (g_failed) {
    if (why && n) snprintf(why, n, "%s", g_why);
    return false;
  }
  if (why && n) why[0] = 0;
  return true;
}

int xa_cuda_init(void) {
  if (g_init) return 0;
  if (g_failed) return xa_err("cuda: %s", g_why);
  char why[256];
  cudaError_t e;
  cublasStatus_t s;
  if (!xa_cuda_available(why, sizeof why)) {
    snprintf(g_why, sizeof g_why, "no usable CUDA device: %s", why);
    goto fail;
  }
  {
    int count = 0;
    cudaGetDeviceCount(&count);
    if ((g_dev = device_index(count, g_why, sizeof g_why)) < 0) goto fail;
  }
  if ((e = cudaSetDevice(g_dev)) != cudaSuccess || (e = cudaGetDeviceProperties(&g_prop, g_dev)) != cudaSuccess ||
      (e = cudaStreamCreate(&g_own)) != cudaSuccess) {
    snprintf(g_why, sizeof g_why, "device %d cannot be used: %s", g_dev, cudaGetErrorString(e));
    goto fail;
  }
  if ((s = cublasCreate(&g_blas)) != CUBLAS_STATUS_SUCCESS || (s = cublasLtCreate(&g_lt)) != CUBLAS_STATUS_SUCCESS) {
    snprintf(g_why, sizeof g_why, "cuBLAS cannot be initialised (status %d)", (int)s);
    goto fail;
  }
  /* float32 products in float32 (no TF32), so that results match the CPU's */
  cublasSetMathMode(g_blas, CUBLAS_DEFAULT_MATH);
  cublasSetPointerMode(g_blas, CUBLAS_POINTER_MODE_HOST);
  if ((e = cudaMalloc(&g_ws, LT_WORKSPACE)) != cudaSuccess) {
    snprintf(g_why, sizeof g_why, "cannot allocate cuBLASLt's workspace: %s", cudaGetErrorString(e));
    goto fail;
  }
  g_ws_bytes = LT_WORKSPACE;
  g_cur = g_own;
  cublasSetStream(g_blas, g_cur);
  g_init = true;
  return 0;
fail:
  g_failed = true;
  cudaGetLastError();
  return xa_err("cuda: %s", g_why);
}

const char *xa_cuda_device_name(void) { return g_init ? g_prop.name : ""; }
int xa_cuda_device_index(void) { return g_init ? g_dev : -1; }
int64_t xa_cuda_device_memory(void) { return g_init ? (int64_t)g_prop.totalGlobalMem : 0; }
int xa_cuda_compute_capability(void) { return g_init ? g_prop.major * 10 + g_prop.minor : 0; }

void *xa_cuda_stream(void) { return (void *)g_cur; }
void xa_cuda_set_stream(void *s) { g_cur = s ? (cudaStream_t)s : g_own; }

/* the first deferred failure (xa_cuda_defer_error), per thread like the core's message */
static thread_local char g_deferred[512];
static thread_local bool g_has_deferred;

void xa_cuda_defer_error(void) {
  if (g_has_deferred) return;
  snprintf(g_deferred, sizeof g_deferred, "%s", xa_errmsg());
  g_has_deferred = true;
}

int xa_cuda_check(void) {
  if (!g_has_deferred) return 0;
  g_has_deferred = false;
  return xa_err("%s", g_deferred);
}

int xa_cuda_synchronize(void) {
  if (xa_cuda_check()) return -1;
  cudaError_t e = cudaStreamSynchronize(g_cur);
  return e == cudaSuccess ? 0 : xa_cu::cuda_fail("cuda synchronize", e);
}

int xa_cuda_to_device(void *dst, const void *src, int64_t nbytes) {
  if (nbytes <= 0) return 0;
  cudaError_t e = cudaMemcpyAsync(dst, src, (size_t)nbytes, cudaMemcpyHostToDevice, g_cur);
  return e == cudaSuccess ? 0 : xa_cu::cuda_fail("copy to the device", e);
}

int xa_cuda_to_host(void *dst, const void *src, int64_t nbytes) {
  if (nbytes <= 0) return xa_cuda_synchronize();
  cudaError_t e = cudaMemcpyAsync(dst, src, (size_t)nbytes, cudaMemcpyDeviceToHost, g_cur);
  if (e == cudaSuccess) e = cudaStreamSynchronize(g_cur);
  return e == cudaSuccess ? 0 : xa_cu::cuda_fail("copy to the host", e);
}

int xa_cuda_copy_bytes(void *dst, const void *src, int64_t nbytes) {
  if (nbytes <= 0) return 0;
  cudaError_t e = cudaMemcpyAsync(dst, src, (size_t)nbytes, cudaMemcpyDeviceToDevice, g_cur);
  return e == cudaSuccess ? 0 : xa_cu::cuda_fail("device copy", e);
}

int xa_cuda_memset(void *dst, int byte, int64_t nbytes) {
  if (nbytes <= 0) return 0;
  cudaError_t e = cudaMemsetAsync(dst, byte, (size_t)nbytes, g_cur);
  return e == cudaSuccess ? 0 : xa_cu::cuda_fail("device memset", e);
}

} // extern "C"
