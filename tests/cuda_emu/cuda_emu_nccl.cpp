/* The emulated NCCL: communicators over MPI, all-reduce queued on a stream and done on the
 * host (see cuda_emu_nccl.h for what it models). */
#include "cuda_emu_nccl.h"

#include <time.h>
#include <unistd.h>

#include <cstdarg>
#include <string>

#ifdef XA_HAVE_MPI
#define OMPI_SKIP_MPICXX 1 /* the C interface only */
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

/* an id from ncclGetUniqueId starts with this; the rest is random */
static const char ID_MAGIC[] = "cuda_emu nccl id";

struct ncclComm {
  int nranks = 1, rank = 0, device = 0;
  ncclResult_t async = ncclSuccess;
  std::string last;
#ifdef XA_HAVE_MPI
  MPI_Comm mpi = MPI_COMM_NULL;
#endif
};

static thread_local std::string g_last;

static ncclResult_t fail(ncclComm_t c, ncclResult_t r, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  g_last = buf;
  if (c) c->last = buf;
  return r;
}

static size_t type_size(ncclDataType_t t) {
  switch (t) {
  case ncclInt8: case ncclUint8: return 1;
  case ncclInt32: case ncclUint32: case ncclFloat32: return 4;
  case ncclInt64: case ncclUint64: case ncclFloat64: return 8;
  default: return 0; /* half types: not emulated */
  }
}

#ifdef XA_HAVE_MPI
static bool mpi_up() {
  int init = 0, fin = 0;
  MPI_Initialized(&init);
  MPI_Finalized(&fin);
  return init && !fin;
}
static MPI_Datatype mpi_type(ncclDataType_t t) {
  switch (t) {
  case ncclInt8: return MPI_INT8_T;
  case ncclUint8: return MPI_UINT8_T;
  case ncclInt32: return MPI_INT32_T;
  case ncclUint32: return MPI_UINT32_T;
  case ncclInt64: return MPI_INT64_T;
  case ncclUint64: return MPI_UINT64_T;
  case ncclFloat32: return MPI_FLOAT;
  default: return MPI_DOUBLE;
  }
}
static MPI_Op mpi_op(ncclRedOp_t op) {
  switch (op) {
  case ncclProd: return MPI_PROD;
  case ncclMax: return MPI_MAX;
  case ncclMin: return MPI_MIN;
  default: return MPI_SUM; /* ncclAvg: the sum, divided after */
  }
}
#endif

extern "C" {

ncclResult_t ncclGetVersion(int *version) {
  if (!version) return fail(nullptr, ncclInvalidArgument, "ncclGetVersion: version is NULL");
  *version = NCCL_VERSION_CODE;
  return ncclSuccess;
}

const char *ncclGetErrorString(ncclResult_t r) {
  switch (r) {
  case ncclSuccess: return "no error";
  case ncclUnhandledCudaError: return "unhandled cuda error (run with NCCL_DEBUG=INFO for details)";
  case ncclSystemError: return "unhandled system error (run with NCCL_DEBUG=INFO for details)";
  case ncclInternalError: return "internal error - please report this issue to the NCCL developers";
  case ncclInvalidArgument: return "invalid argument (run with NCCL_DEBUG=WARN for details)";
  case ncclInvalidUsage: return "invalid usage (run with NCCL_DEBUG=WARN for details)";
  case ncclRemoteError: return "remote process exited or there was a network error";
  case ncclInProgress: return "NCCL operation in progress";
  default: return "unknown result code";
  }
}

const char *ncclGetLastError(ncclComm_t comm) { return comm ? comm->last.c_str() : g_last.c_str(); }

ncclResult_t ncclGetUniqueId(ncclUniqueId *id) {
  if (!id) return fail(nullptr, ncclInvalidArgument, "ncclGetUniqueId: id is NULL");
  memset(id->internal, 0, sizeof id->internal);
  memcpy(id->internal, ID_MAGIC, sizeof ID_MAGIC);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  uint64_t z = (uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 30) ^ ((uint64_t)getpid() << 17);
  for (size_t i = sizeof ID_MAGIC; i + 8 <= sizeof id->internal; i += 8) {
    z += 0x9E3779B97F4A7C15ull;
    uint64_t v = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    v = (v ^ (v >> 27)) * 0x94D049BB133111EBull;
    v ^= v >> 31;
    memcpy(id->internal + i, &v, 8);
  }
  return ncclSuccess;
}

ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId id, int rank) {
  if (!comm) return fail(nullptr, ncclInvalidArgument, "ncclCommInitRank: comm is NULL");
  *comm = nullptr;
  if (nranks < 1 || rank < 0 || rank >= nranks)
    return fail(nullptr, ncclInvalidArgument, "ncclCommInitRank: rank %d of %d ranks", rank, nranks);
  if (memcmp(id.internal, ID_MAGIC, sizeof ID_MAGIC) != 0)
    return fail(nullptr, ncclInvalidArgument, "ncclCommInitRank: rank %d: the id did not come from ncclGetUniqueId", rank);
  int dev = 0;
  if (cudaGetDevice(&dev) != cudaSuccess)
    return fail(nullptr, ncclUnhandledCudaError, "ncclCommInitRank: no current CUDA device");
  ncclComm *c = new ncclComm;
  c->nranks = nranks;
  c->rank = rank;
  c->device = dev;
  if (nranks > 1) {
#ifdef XA_HAVE_MPI
    if (!mpi_up()) {
      delete c;
      return fail(nullptr, ncclInvalidUsage, "ncclCommInitRank: the emulated NCCL spans processes with MPI, which is not initialised");
    }
    /* every process of the job joins (as with NCCL, every rank must call this) */
    if (MPI_Comm_split(MPI_COMM_WORLD, 0, rank, &c->mpi) != MPI_SUCCESS) {
      delete c;
      return fail(nullptr, ncclSystemError, "ncclCommInitRank: MPI_Comm_split failed");
    }
    int size = 0, me = -1;
    MPI_Comm_size(c->mpi, &size);
    MPI_Comm_rank(c->mpi, &me);
    /* the same id everywhere (bitwise AND and OR agree with one's own) and distinct ranks */
    unsigned char band[NCCL_UNIQUE_ID_BYTES], bor[NCCL_UNIQUE_ID_BYTES];
    MPI_Allreduce(id.internal, band, NCCL_UNIQUE_ID_BYTES, MPI_UNSIGNED_CHAR, MPI_BAND, c->mpi);
    MPI_Allreduce(id.internal, bor, NCCL_UNIQUE_ID_BYTES, MPI_UNSIGNED_CHAR, MPI_BOR, c->mpi);
    long long rsum = 0, want = (long long)nranks * (nranks - 1) / 2, mine = rank;
    int rmax = 0;
    MPI_Allreduce(&mine, &rsum, 1, MPI_LONG_LONG, MPI_SUM, c->mpi);
    MPI_Allreduce(&rank, &rmax, 1, MPI_INT, MPI_MAX, c->mpi);
    ncclResult_t r = ncclSuccess;
    if (size != nranks)
      r = fail(nullptr, ncclInvalidUsage, "ncclCommInitRank: %d ranks announced, but the MPI job has %d processes", nranks, size);
    else if (memcmp(band, id.internal, sizeof band) || memcmp(bor, id.internal, sizeof bor))
      r = fail(nullptr, ncclInvalidUsage, "ncclCommInitRank: rank %d: the ranks passed different ids", rank);
    else if (rsum != want || rmax != nranks - 1 || me != rank)
      r = fail(nullptr, ncclInvalidUsage, "ncclCommInitRank: rank %d: two processes claimed the same rank", rank);
    if (r != ncclSuccess) {
      MPI_Comm_free(&c->mpi);
      delete c;
      return r;
    }
#else
    delete c;
    return fail(nullptr, ncclInvalidUsage, "ncclCommInitRank: the emulated NCCL spans processes with MPI, and this build has none");
#endif
  }
  *comm = c;
  return ncclSuccess;
}

static ncclResult_t comm_free(ncclComm_t c) {
  if (!c) return fail(nullptr, ncclInvalidArgument, "ncclCommDestroy: comm is NULL");
  cudaDeviceSynchronize(); /* queued reductions of this communicator run first */
#ifdef XA_HAVE_MPI
  if (c->mpi != MPI_COMM_NULL && mpi_up()) MPI_Comm_free(&c->mpi);
#endif
  delete c;
  return ncclSuccess;
}
ncclResult_t ncclCommDestroy(ncclComm_t comm) { return comm_free(comm); }
ncclResult_t ncclCommAbort(ncclComm_t comm) { return comm_free(comm); }

ncclResult_t ncclCommCount(const ncclComm_t comm, int *count) {
  if (!comm || !count) return fail(comm, ncclInvalidArgument, "ncclCommCount: NULL argument");
  *count = comm->nranks;
  return ncclSuccess;
}
ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank) {
  if (!comm || !rank) return fail(comm, ncclInvalidArgument, "ncclCommUserRank: NULL argument");
  *rank = comm->rank;
  return ncclSuccess;
}
ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *async_error) {
  if (!comm || !async_error) return fail(comm, ncclInvalidArgument, "ncclCommGetAsyncError: NULL argument");
  *async_error = comm->async;
  return ncclSuccess;
}

static int g_group;
ncclResult_t ncclGroupStart(void) { g_group++; return ncclSuccess; }
ncclResult_t ncclGroupEnd(void) {
  if (g_group == 0) return fail(nullptr, ncclInvalidUsage, "ncclGroupEnd: not in a group");
  g_group--;
  return ncclSuccess;
}

} /* extern "C" */

/* one queued all-reduce, run on the host when its stream reaches it: started with
 * MPI_Iallreduce, then tested at every poll of the stream until done (so that a host which
 * polls a query does not block, and a rank that never comes leaves the others waiting,
 * not stuck in a call: as with NCCL's kernels on a device) */
struct AllReduce {
  const void *send;
  void *recv;
  size_t count;
  ncclDataType_t type;
  ncclRedOp_t op;
  ncclComm_t comm;
  bool started;
#ifdef XA_HAVE_MPI
  MPI_Request req;
#endif
};

template <class T> static void divide(void *p, size_t n, int by) {
  T *x = (T *)p;
  for (size_t i = 0; i < n; i++) x[i] = (T)(x[i] / by);
}

static void finish_avg(AllReduce *a) {
  int n = a->comm->nranks;
  switch (a->type) {
  case ncclFloat32: divide<float>(a->recv, a->count, n); break;
  case ncclFloat64: divide<double>(a->recv, a->count, n); break;
  case ncclInt8: divide<int8_t>(a->recv, a->count, n); break;
  case ncclUint8: divide<uint8_t>(a->recv, a->count, n); break;
  case ncclInt32: divide<int32_t>(a->recv, a->count, n); break;
  case ncclUint32: divide<uint32_t>(a->recv, a->count, n); break;
  case ncclInt64: divide<int64_t>(a->recv, a->count, n); break;
  default: divide<uint64_t>(a->recv, a->count, n); break;
  }
}

/* the stream's item: true when the reduction is done (or has failed: the communicator's
 * asynchronous error then says so) */
static bool poll_allreduce(void *arg) {
  AllReduce *a = (AllReduce *)arg;
  ncclComm_t c = a->comm;
  bool done = true;
  if (c->async == ncclSuccess) {
    if (!a->started) {
      a->started = true;
      if (a->send != a->recv) memmove(a->recv, a->send, a->count * type_size(a->type));
#ifdef XA_HAVE_MPI
      if (c->nranks > 1 && a->count > 0) {
        int rc = mpi_up() ? MPI_Iallreduce(MPI_IN_PLACE, a->recv, (int)a->count, mpi_type(a->type),
                                           mpi_op(a->op), c->mpi, &a->req)
                          : MPI_ERR_OTHER;
        if (rc != MPI_SUCCESS) {
          c->async = ncclSystemError;
          c->last = "ncclAllReduce: the host reduction (MPI_Iallreduce) failed";
        }
      }
#endif
    }
#ifdef XA_HAVE_MPI
    if (c->async == ncclSuccess && a->req != MPI_REQUEST_NULL) {
      int flag = 0;
      if (MPI_Test(&a->req, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
        c->async = ncclSystemError;
        c->last = "ncclAllReduce: the host reduction (MPI_Test) failed";
      } else {
        done = flag != 0;
      }
    }
#endif
    if (done && a->op == ncclAvg && c->async == ncclSuccess) finish_avg(a);
  }
  if (done) delete a;
  return done;
}

extern "C" ncclResult_t ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype,
                                      ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream) {
  if (!comm) return fail(nullptr, ncclInvalidArgument, "ncclAllReduce: comm is NULL");
  if (comm->async != ncclSuccess)
    return fail(comm, comm->async, "ncclAllReduce: the communicator has failed before: %s", comm->last.c_str());
  size_t es = type_size(datatype);
  if (es == 0) return fail(comm, ncclInvalidArgument, "ncclAllReduce: data type %d is not emulated", (int)datatype);
  if ((int)op < 0 || op >= ncclNumOps) return fail(comm, ncclInvalidArgument, "ncclAllReduce: invalid operation %d", (int)op);
  size_t bytes = count * es;
  if (count > 0 && (!cuda_emu::is_device_range(sendbuff, bytes) || !cuda_emu::is_device_range(recvbuff, bytes)))
    return fail(comm, ncclInvalidArgument, "ncclAllReduce: the buffers (%zu bytes) must be device memory", bytes);
  int dev = -1;
  cudaGetDevice(&dev);
  if (dev != comm->device)
    return fail(comm, ncclInvalidUsage, "ncclAllReduce: the communicator is on device %d, the current device is %d", comm->device, dev);
  AllReduce *a = new AllReduce{sendbuff, recvbuff, count, datatype, op, comm, false
#ifdef XA_HAVE_MPI
                                , MPI_REQUEST_NULL
#endif
  };
  if (cuda_emu::host_poll(stream, poll_allreduce, a) != cudaSuccess) {
    delete a;
    return fail(comm, ncclUnhandledCudaError, "ncclAllReduce: the stream cannot take work: %s",
                cudaGetErrorString(cudaGetLastError()));
  }
  return ncclSuccess;
}
