/* The part of NCCL that xattn uses (communicators and all-reduce), emulated on the host for
 * the CUDA emulator (cuda_emu.h): the same types, values and calling conventions as NCCL 2.28,
 * so that the sources written for nvcc and libnccl compile against it unchanged.
 *
 * What it models:
 *   - ncclGetUniqueId gives an id that ncclCommInitRank recognises (an id that did not come
 *     from it, e.g. one a rank forgot to receive, is an error); every rank of a
 *     communicator must pass the same id and a distinct rank, else ncclInvalidUsage;
 *   - a communicator of more than one rank spans the processes of an MPI job (mpirun): it
 *     is an MPI communicator split from MPI_COMM_WORLD, so MPI must be initialised first;
 *     one of one rank needs no MPI;
 *   - ncclAllReduce checks its arguments like NCCL (device memory for both buffers, a known
 *     type and operation) and queues the reduction on the stream: when the stream reaches it
 *     (a wait, or polls of a query), the host sums the buffer over the ranks with
 *     MPI_Allreduce (the "reduction done on the host" of the emulation); a failure there is
 *     the communicator's asynchronous error (ncclCommGetAsyncError), as on a device.
 * Half-precision types are not emulated (ncclInvalidArgument). Implemented in
 * cuda_emu_nccl.cpp, compiled with MPI when the build has it. */
#ifndef CUDA_EMU_NCCL_H
#define CUDA_EMU_NCCL_H

#include "cuda_emu.h"

#define NCCL_MAJOR 2
#define NCCL_MINOR 28
#define NCCL_PATCH 0
#define NCCL_VERSION(X, Y, Z) (((X) <= 2 && (Y) <= 8) ? (X) * 1000 + (Y) * 100 + (Z) : (X) * 10000 + (Y) * 100 + (Z))
#define NCCL_VERSION_CODE NCCL_VERSION(NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH)

#define NCCL_UNIQUE_ID_BYTES 128
typedef struct { char internal[NCCL_UNIQUE_ID_BYTES]; } ncclUniqueId;
struct ncclComm;
typedef struct ncclComm *ncclComm_t;
#define NCCL_COMM_NULL NULL

typedef enum {
  ncclSuccess = 0,
  ncclUnhandledCudaError = 1,
  ncclSystemError = 2,
  ncclInternalError = 3,
  ncclInvalidArgument = 4,
  ncclInvalidUsage = 5,
  ncclRemoteError = 6,
  ncclInProgress = 7,
  ncclNumResults = 8
} ncclResult_t;

typedef enum { ncclSum = 0, ncclProd = 1, ncclMax = 2, ncclMin = 3, ncclAvg = 4, ncclNumOps = 5 } ncclRedOp_t;

typedef enum {
  ncclInt8 = 0, ncclChar = 0,
  ncclUint8 = 1,
  ncclInt32 = 2, ncclInt = 2,
  ncclUint32 = 3,
  ncclInt64 = 4,
  ncclUint64 = 5,
  ncclFloat16 = 6, ncclHalf = 6,
  ncclFloat32 = 7, ncclFloat = 7,
  ncclFloat64 = 8, ncclDouble = 8,
  ncclBfloat16 = 9,
  ncclNumTypes = 12
} ncclDataType_t;

extern "C" {
ncclResult_t ncclGetVersion(int *version);
ncclResult_t ncclGetUniqueId(ncclUniqueId *id);
ncclResult_t ncclCommInitRank(ncclComm_t *comm, int nranks, ncclUniqueId id, int rank);
ncclResult_t ncclCommDestroy(ncclComm_t comm);
ncclResult_t ncclCommAbort(ncclComm_t comm);
ncclResult_t ncclCommCount(const ncclComm_t comm, int *count);
ncclResult_t ncclCommUserRank(const ncclComm_t comm, int *rank);
ncclResult_t ncclCommGetAsyncError(ncclComm_t comm, ncclResult_t *async_error);
const char *ncclGetErrorString(ncclResult_t r);
/* the message of the last failure (of comm, or of the calling thread's last call) */
const char *ncclGetLastError(ncclComm_t comm);
ncclResult_t ncclGroupStart(void);
ncclResult_t ncclGroupEnd(void);
ncclResult_t ncclAllReduce(const void *sendbuff, void *recvbuff, size_t count, ncclDataType_t datatype,
                           ncclRedOp_t op, ncclComm_t comm, cudaStream_t stream);
}

#endif
