/* Data-parallel training and sharded decoding over MPI (xattn.dist).
 *
 * Processes ("ranks") are started by an MPI launcher (Open MPI's mpirun); this layer adds
 * no protocol of its own: every exchange is an MPI collective, started non-blocking and
 * waited for under a watchdog, so that a rank that hangs ends the job with a message
 * naming it instead of a silent hang (see xa_dist_wait).
 *
 * Two planes:
 *  - control: small blocking collectives on the world communicator (allreduce of a few
 *    numbers, allgather of byte strings, broadcast, barrier), always over MPI;
 *  - gradients: an xa_dist_reducer sums a flat gradient buffer across ranks in buckets,
 *    each started as soon as its gradients are final during backward (the autograd leaf
 *    hook), through a backend table (xa_dist_backend, found by name). The MPI backend
 *    uses MPI_Iallreduce on host memory; a GPU build registers the NCCL backend
 *    (lua/dist_nccl.cu: ncclAllReduce on device memory) with the same entry points, its
 *    communicator's id broadcast over the control plane.
 *
 * Without MPI (mpi.h not found at build time) everything still compiles: xa_dist_compiled()
 * is false, xa_dist_init fails with a message saying how to get it, and the checksum
 * works. Errors follow the core: -1 and xa_err's message. */
#ifndef XA_DIST_H
#define XA_DIST_H

#ifdef __cplusplus /* lua/dist_nccl.cu */
extern "C" {
#define XA_NORETURN [[noreturn]]
#else
#define XA_NORETURN _Noreturn
#endif

#include "../tensor/tensor.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum { XA_DIST_SUM, XA_DIST_MAX, XA_DIST_MIN } xa_dist_op;

/* whether MPI support was compiled in; when not, *why says how to get it */
bool xa_dist_compiled(const char **why);
/* the MPI library's version string ("" without MPI) */
const char *xa_dist_library(void);

/* MPI_Init_thread (funneled: only the thread that called it talks to MPI), the host
 * names of every rank, a dedicated communicator for the control plane, and an exit
 * handler: a process that exits with status 0 finalizes MPI, one that exits with another
 * status does not (the launcher then stops every rank, naming this one). Idempotent. */
int xa_dist_init(void);
bool xa_dist_initialized(void);
int xa_dist_rank(void);                 /* 0 when not initialized */
int xa_dist_size(void);                 /* 1 when not initialized */
const char *xa_dist_host(int rank);     /* a rank's host name */
int xa_dist_finalize(void);             /* MPI_Finalize (collective); idempotent */

/* the watchdog: a collective that makes no progress for this many seconds ends the job */
void xa_dist_set_timeout(double seconds);
double xa_dist_timeout(void);

/* blocking collectives under the watchdog; `what` names the step in a timeout message */
int xa_dist_allreduce(void *buf, int64_t n, xa_dtype dt, xa_dist_op op, const char *what);
int xa_dist_bcast(void *buf, int64_t nbytes, int root, const char *what);
/* every rank's bytes, concatenated in rank order into a malloc'ed *out, with each rank's
 * length in the malloc'ed *lens (size entries) */
int xa_dist_allgather(const void *buf, int64_t n, char **out, int64_t **lens, const char *what);
int xa_dist_barrier(const char *what);

/* ends every rank of the job now: msg (if any) on stderr, then MPI_Abort(status) */
XA_NORETURN void xa_dist_abort(int status, const char *msg);

/* FNV-1a (64 bits) of n bytes, continuing from h (start with XA_DIST_FNV_INIT) */
#define XA_DIST_FNV_INIT 0xcbf29ce484222325ull
uint64_t xa_dist_fnv(uint64_t h, const void *p, int64_t n);

/* ---- gradient reduction ------------------------------------------------------------- */
typedef struct xa_dist_reducer xa_dist_reducer;

/* A gradient backend sums one bucket across ranks in place. init() sets up its state
 * (r->be_state, e.g. a communicator) when a reducer is made, start() begins a bucket's
 * sum, test() polls it (*done = true when the bucket holds the sum on this rank), free()
 * releases the state; -1 and xa_err on failure. start() is called from the autograd leaf
 * hook, on the thread that runs backward, in the same bucket order on every rank; test()
 * must not block (finish() polls it under the watchdog).
 *
 * Backends are found by name in a table: "mpi" (MPI_Iallreduce on host memory) and
 * "local" (one process, nothing to exchange) are built in; another is added with
 * xa_dist_backend_register before a reducer asks for it. A GPU build adds "nccl" this way
 * (xa_dist_nccl_register: ncclAllReduce on device memory, its communicator's id broadcast
 * over the control plane with xa_dist_bcast). A backend sums the memory of one device:
 * a reducer whose gradient lives elsewhere is an error naming both. */
typedef struct {
  const char *name;
  int (*init)(xa_dist_reducer *r); /* may be NULL: no state */
  int (*start)(xa_dist_reducer *r, int bucket);
  int (*test)(xa_dist_reducer *r, int bucket, bool *done);
  void (*free)(xa_dist_reducer *r); /* may be NULL */
  xa_devtype device;               /* the memory it sums: XA_CPU, XA_CUDA, or XA_NDEVICE
                                    * for any (the local backend: nothing to sum) */
} xa_dist_backend;

extern const xa_dist_backend xa_dist_backend_mpi;   /* MPI_Iallreduce on host memory */
extern const xa_dist_backend xa_dist_backend_local; /* one process: nothing to exchange */

#define XA_DIST_MAX_BACKENDS 8
/* adds a backend to the table (an error when the name is taken, the table is full, or
 * start/test are missing) */
int xa_dist_backend_register(const xa_dist_backend *be);
/* the backend of that name, or NULL and xa_err naming the backends there are */
const xa_dist_backend *xa_dist_backend_find(const char *name);
/* the table: xa_dist_backend_at(0 .. xa_dist_backend_count() - 1) */
int xa_dist_backend_count(void);
const xa_dist_backend *xa_dist_backend_at(int i);

struct xa_dist_reducer {
  const xa_dist_backend *be;
  void *be_state;
  xa_tensor *grad;          /* the flat gradient (retained): 1-D contiguous float */
  xa_storage *params;       /* the flat parameters' storage: a leaf there is a parameter */
  int64_t pbase;            /* the flat parameters' offset in it */
  int64_t n;                /* elements */
  int nb;                   /* buckets: bucket b is [lo[b], hi[b]), b = 0 the last elements */
  int64_t *lo, *hi, *pending;
  double *t_start;          /* when each bucket was started (seconds, monotonic) */
  int64_t *start_event;     /* the leaf event that started it (1-based; 0: at finish) */
  int64_t events;           /* leaves of the flat buffer made final in this round */
  bool *done;
  int next;                 /* the next bucket to start: they start in order on every rank */
  bool armed;
  int64_t round;            /* reductions finished */
  double t_armed;
};

/* buckets of about bucket_elems elements from the end of the flat buffer (the gradients
 * of the last parameters are final first); params is the flat parameter tensor */
int xa_dist_reducer_new(xa_dist_reducer **out, const xa_dist_backend *be, xa_tensor *grad,
                        xa_tensor *params, int64_t bucket_elems);
void xa_dist_reducer_free(xa_dist_reducer *r);
/* the next backward starts buckets as their gradients become final (the leaf hook) */
int xa_dist_reducer_arm(xa_dist_reducer *r);
/* starts the buckets not started yet and waits for all (under the watchdog); fills the
 * timings: t_backward = arm to finish (the backward), t_wait = finish to done, and
 * started_early = buckets started before finish */
typedef struct { double t_backward, t_wait; int started_early, buckets; } xa_dist_round;
int xa_dist_reducer_finish(xa_dist_reducer *r, xa_dist_round *info);

/* ---- the NCCL backend (lua/dist_nccl.cu; builds with CUDA) ----------------------------
 * Registers "nccl": a bucket's sum is an ncclAllReduce in place on the gradient's device
 * memory, on a stream of its own that first waits for the compute stream (an event
 * recorded when the bucket's gradients are final); test() asks the bucket's completion
 * event, and the communicator's asynchronous error. The communicator spans the ranks of
 * xattn.dist (one rank when it is not initialised): rank 0's ncclUniqueId reaches the
 * others with xa_dist_bcast. Idempotent. */
int xa_dist_nccl_register(void);
/* the NCCL library's version ("NCCL 2.28.9"), "" when there is none */
const char *xa_dist_nccl_library(void);

#ifdef __cplusplus
}
#endif

#endif
