/* The NCCL gradient backend of xattn.dist ("nccl", see dist.h): a bucket of the flat
 * gradient on the device is summed over the ranks with ncclAllReduce, in place, on a stream
 * of its own. Host code only (no kernels): built by nvcc with CUDA=1, and as host C++
 * against the emulator (tests/cuda_emu/, whose NCCL sums on the host over MPI). */
#include <cuda_runtime.h>
#include <nccl.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../tensor/cuda/cuda.h"
#include "dist.h"

namespace {

struct State {
  ncclComm_t comm;
  cudaStream_t stream;  /* the reductions' stream */
  cudaEvent_t *ready;   /* per bucket: the compute stream has made its gradients final */
  cudaEvent_t *done;    /* per bucket: its sum is in place */
  int nb;
};

int nccl_fail(ncclResult_t r, ncclComm_t c, const char *call, const char *what) {
  const char *detail = ncclGetLastError(c);
  return xa_err("dist.Reducer: %s failed in %s: %s%s%s", call, what, ncclGetErrorString(r),
                detail && detail[0] ? ": " : "", detail ? detail : "");
}

int cuda_fail(cudaError_t e, const char *call, const char *what) {
  return xa_err("dist.Reducer: %s failed in %s: %s", call, what, cudaGetErrorString(e));
}

bool nccl_type(xa_dtype dt, ncclDataType_t *t) {
  switch (dt) {
  case XA_FLOAT32: *t = ncclFloat32; return true;
  case XA_FLOAT64: *t = ncclFloat64; return true;
  default: return false;
  }
}

void free_state(State *s) {
  if (!s) return;
  if (s->stream) cudaStreamSynchronize(s->stream);
  if (s->comm) ncclCommDestroy(s->comm);
  for (int b = 0; b < s->nb; b++) {
    if (s->ready && s->ready[b]) cudaEventDestroy(s->ready[b]);
    if (s->done && s->done[b]) cudaEventDestroy(s->done[b]);
  }
  free(s->ready);
  free(s->done);
  if (s->stream) cudaStreamDestroy(s->stream);
  cudaGetLastError();
  free(s);
}

int be_init(xa_dist_reducer *r) {
  ncclDataType_t t;
  if (!nccl_type(r->grad->dtype, &t))
    return xa_err("dist.Reducer: the nccl backend sums float32 or float64 gradients, got %s",
                  xa_dtype_name(r->grad->dtype));
  if (xa_cuda_init()) return -1;
  State *s = (State *)calloc(1, sizeof *s);
  if (!s) return xa_err("dist.Reducer: out of memory");
  int nb = r->nb > 0 ? r->nb : 1;
  s->ready = (cudaEvent_t *)calloc((size_t)nb, sizeof *s->ready);
  s->done = (cudaEvent_t *)calloc((size_t)nb, sizeof *s->done);
  if (!s->ready || !s->done) { free_state(s); return xa_err("dist.Reducer: out of memory"); }
  cudaError_t e = cudaStreamCreateWithFlags(&s->stream, cudaStreamNonBlocking);
  if (e != cudaSuccess) { s->stream = NULL; free_state(s); return cuda_fail(e, "cudaStreamCreate", "the nccl backend"); }
  for (int b = 0; b < r->nb; b++) {
    s->nb = b + 1;
    if ((e = cudaEventCreateWithFlags(&s->ready[b], cudaEventDisableTiming)) != cudaSuccess ||
        (e = cudaEventCreateWithFlags(&s->done[b], cudaEventDisableTiming)) != cudaSuccess) {
      free_state(s);
      return cuda_fail(e, "cudaEventCreate", "the nccl backend");
    }
  }
  /* the communicator: rank 0's id to every rank over the control plane (under the
   * watchdog: a rank that never comes is named), then every rank joins */
  int rank = xa_dist_rank(), size = xa_dist_size();
  ncclUniqueId id;
  memset(&id, 0, sizeof id);
  ncclResult_t nr;
  if (rank == 0 && (nr = ncclGetUniqueId(&id)) != ncclSuccess) {
    free_state(s);
    return nccl_fail(nr, NULL, "ncclGetUniqueId", "the nccl backend");
  }
  if (size > 1 && xa_dist_bcast(&id, (int64_t)sizeof id, 0, "the NCCL communicator's id")) {
    free_state(s);
    return -1;
  }
  if ((nr = ncclCommInitRank(&s->comm, size, id, rank)) != ncclSuccess) {
    s->comm = NULL;
    free_state(s);
    char why[256];
    nccl_fail(nr, NULL, "ncclCommInitRank", "the nccl backend");
    snprintf(why, sizeof why, "%s", xa_errmsg());
    return xa_err("%s (rank %d of %d; each rank needs a GPU of its own)", why, rank, size);
  }
  r->be_state = s;
  return 0;
}

int be_start(xa_dist_reducer *r, int b) {
  State *s = (State *)r->be_state;
  ncclDataType_t t = ncclFloat32;
  nccl_type(r->grad->dtype, &t); /* checked in init */
  char *base = (char *)xa_tensor_data(r->grad);
  size_t es = xa_dtype_size(r->grad->dtype);
  void *p = base + (size_t)r->lo[b] * es;
  size_t n = (size_t)(r->hi[b] - r->lo[b]);
  /* the compute stream has queued every kernel that writes this bucket: the sum waits for
   * them on the device, not on the host */
  cudaError_t e = cudaEventRecord(s->ready[b], (cudaStream_t)xa_cuda_stream());
  if (e == cudaSuccess) e = cudaStreamWaitEvent(s->stream, s->ready[b], 0);
  if (e != cudaSuccess) return cuda_fail(e, "cudaStreamWaitEvent", "the gradient reduction");
  ncclResult_t nr = ncclAllReduce(p, p, n, t, ncclSum, s->comm, s->stream);
  if (nr != ncclSuccess) return nccl_fail(nr, s->comm, "ncclAllReduce", "the gradient reduction");
  if ((e = cudaEventRecord(s->done[b], s->stream)) != cudaSuccess)
    return cuda_fail(e, "cudaEventRecord", "the gradient reduction");
  return 0;
}

int be_test(xa_dist_reducer *r, int b, bool *done) {
  State *s = (State *)r->be_state;
  ncclResult_t async = ncclSuccess;
  ncclResult_t nr = ncclCommGetAsyncError(s->comm, &async);
  if (nr != ncclSuccess) return nccl_fail(nr, s->comm, "ncclCommGetAsyncError", "the gradient reduction");
  if (async != ncclSuccess && async != ncclInProgress)
    return nccl_fail(async, s->comm, "ncclAllReduce", "the gradient reduction");
  cudaError_t e = cudaEventQuery(s->done[b]);
  if (e == cudaErrorNotReady) {
    cudaGetLastError(); /* not an error */
    *done = false;
    return 0;
  }
  if (e != cudaSuccess) return cuda_fail(e, "cudaEventQuery", "the gradient reduction");
  *done = true;
  return 0;
}

void be_free(xa_dist_reducer *r) {
  free_state((State *)r->be_state);
  r->be_state = NULL;
}

const xa_dist_backend nccl_backend = {"nccl", be_init, be_start, be_test, be_free, XA_CUDA};

} // namespace

extern "C" int xa_dist_nccl_register(void) {
  if (xa_dist_backend_find("nccl") == &nccl_backend) return 0;
  return xa_dist_backend_register(&nccl_backend);
}

extern "C" const char *xa_dist_nccl_library(void) {
  static char buf[64];
  int v = 0;
  if (ncclGetVersion(&v) != ncclSuccess) return "";
  /* NCCL_VERSION(X, Y, Z): X*1000 + Y*100 + Z before 2.9, X*10000 + Y*100 + Z since */
  int major = v >= 10000 ? v / 10000 : v / 1000, rest = v >= 10000 ? v % 10000 : v % 1000;
  snprintf(buf, sizeof buf, "NCCL %d.%d.%d%s", major, rest / 100, rest % 100,
#ifdef CUDA_EMU
           " (emulated)"
#else
           ""
#endif
  );
  return buf;
}
