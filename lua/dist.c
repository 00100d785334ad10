/* xattn.dist: MPI collectives under a watchdog, and the bucketed gradient reducer
 * (see dist.h). */
#include "dist.h"
#include "../tensor/backend.h"
#include "../vm/autograd.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifdef XA_HAVE_MPI
#include <mpi.h>
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

uint64_t xa_dist_fnv(uint64_t h, const void *p, int64_t n) {
  const unsigned char *b = p;
  for (int64_t i = 0; i < n; i++) {
    h ^= b[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

static double timeout_s = 300.0;
void xa_dist_set_timeout(double seconds) { timeout_s = seconds; }
double xa_dist_timeout(void) { return timeout_s; }

static const char *const HOW_TO_GET =
  "this xattn was built without MPI: install Open MPI (Debian: apt-get install libopenmpi-dev "
  "openmpi-bin, which `make deps` does) and rebuild with make";

/* ---- without MPI: one process, collectives are the identity -------------------------- */
#ifndef XA_HAVE_MPI
bool xa_dist_compiled(const char **why) { if (why) *why = HOW_TO_GET; return false; }
const char *xa_dist_library(void) { return ""; }
int xa_dist_init(void) { return xa_err("dist.init: %s", HOW_TO_GET); }
bool xa_dist_initialized(void) { return false; }
int xa_dist_rank(void) { return 0; }
int xa_dist_size(void) { return 1; }
const char *xa_dist_host(int rank) { (void)rank; return "localhost"; }
int xa_dist_finalize(void) { return 0; }
int xa_dist_allreduce(void *buf, int64_t n, xa_dtype dt, xa_dist_op op, const char *what) {
  (void)buf; (void)n; (void)dt; (void)op; (void)what;
  return 0;
}
int xa_dist_bcast(void *buf, int64_t nbytes, int root, const char *what) {
  (void)buf; (void)nbytes; (void)root; (void)what;
  return 0;
}
int xa_dist_allgather(const void *buf, int64_t n, char **out, int64_t **lens, const char *what) {
  (void)what;
  *out = malloc((size_t)(n > 0 ? n : 1));
  *lens = malloc(sizeof **lens);
  if (!*out || !*lens) { free(*out); free(*lens); return xa_err("dist.allgather: out of memory"); }
  if (n > 0) memcpy(*out, buf, (size_t)n);
  (*lens)[0] = n;
  return 0;
}
int xa_dist_barrier(const char *what) { (void)what; return 0; }
_Noreturn void xa_dist_abort(int status, const char *msg) {
  if (msg) fprintf(stderr, "%s\n", msg);
  fflush(NULL);
  exit(status);
}
/* known by name, so that asking for it says how to get MPI */
const xa_dist_backend xa_dist_backend_mpi = {"mpi", NULL, NULL, NULL, NULL, XA_CPU};
#else
/* ---- MPI ------------------------------------------------------------------------------- */
bool xa_dist_compiled(const char **why) { if (why) *why = NULL; return true; }

const char *xa_dist_library(void) {
  static char v[MPI_MAX_LIBRARY_VERSION_STRING];
  if (!v[0]) {
    int n = 0;
    MPI_Get_library_version(v, &n);
    char *nl = strchr(v, '\n');
    if (nl) *nl = 0;
    char *comma = strchr(v, ',');
    if (comma) *comma = 0; /* "Open MPI v4.1.4, package: ..." -> "Open MPI v4.1.4" */
  }
  return v;
}

static bool inited, finalized;
static int w_rank, w_size = 1;
static MPI_Comm ctl = MPI_COMM_NULL;  /* control plane */
static MPI_Comm diag = MPI_COMM_NULL; /* the watchdog's questions and answers */
static char (*hosts)[64];
static int64_t seq;                   /* collectives this rank has waited for */

enum { TAG_QUERY = 7101, TAG_REPLY = 7102 };
typedef struct { int64_t seq; char what[112]; } diag_msg;

static int mpi_fail(int rc, const char *fn, const char *what) {
  char s[MPI_MAX_ERROR_STRING];
  int n = 0;
  if (MPI_Error_string(rc, s, &n) != MPI_SUCCESS) snprintf(s, sizeof s, "MPI error %d", rc);
  return xa_err("dist: %s failed in %s: %s", fn, what ? what : "a collective", s);
}

bool xa_dist_initialized(void) { return inited && !finalized; }
int xa_dist_rank(void) { return xa_dist_initialized() ? w_rank : 0; }
int xa_dist_size(void) { return xa_dist_initialized() ? w_size : 1; }
const char *xa_dist_host(int rank) {
  if (!hosts || rank < 0 || rank >= w_size) return "?";
  return hosts[rank];
}

static void exit_handler(int status, void *arg);

int xa_dist_init(void) {
  if (inited) {
    if (finalized) return xa_err("dist.init: MPI was finalized already and cannot start again");
    return 0;
  }
  int flag = 0;
  MPI_Initialized(&flag);
  if (!flag) {
    int provided = 0;
    int rc = MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided);
    if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Init_thread", "dist.init");
  }
  inited = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &w_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &w_size);
  /* errors come back as codes (with a message) instead of aborting inside MPI */
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_dup(MPI_COMM_WORLD, &ctl);
  MPI_Comm_dup(MPI_COMM_WORLD, &diag);
  hosts = calloc((size_t)w_size, sizeof *hosts);
  if (!hosts) return xa_err("dist.init: out of memory");
  char me[MPI_MAX_PROCESSOR_NAME] = {0};
  int len = 0;
  MPI_Get_processor_name(me, &len);
  char mine[64] = {0}; /* a longer name is cut */
  memcpy(mine, me, sizeof mine - 1);
  int rc = MPI_Allgather(mine, 64, MPI_CHAR, hosts, 64, MPI_CHAR, ctl);
  if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Allgather", "dist.init");
  on_exit(exit_handler, NULL);
  return 0;
}

/* ---- the watchdog ------------------------------------------------------------------- */
/* A rank waiting in a collective answers the questions of ranks whose own wait timed out;
 * the rank that timed out then names those that did not answer. A rank asked by a lower
 * rank leaves the report to it (one report, not one per rank). */
static const char *cur_what = "";
static int64_t cur_seq;
static bool asked_by_lower;

static void serve_queries(void) {
  if (!inited || finalized) return; /* one process: nobody asks */
  for (;;) {
    int flag = 0;
    MPI_Status st;
    if (MPI_Iprobe(MPI_ANY_SOURCE, TAG_QUERY, diag, &flag, &st) != MPI_SUCCESS || !flag) return;
    diag_msg q, a;
    MPI_Recv(&q, sizeof q, MPI_BYTE, st.MPI_SOURCE, TAG_QUERY, diag, MPI_STATUS_IGNORE);
    memset(&a, 0, sizeof a);
    a.seq = cur_seq;
    snprintf(a.what, sizeof a.what, "%s", cur_what);
    MPI_Request r;
    if (MPI_Isend(&a, sizeof a, MPI_BYTE, st.MPI_SOURCE, TAG_REPLY, diag, &r) == MPI_SUCCESS)
      MPI_Request_free(&r); /* a small message: the library keeps it until it is sent */
    if (st.MPI_SOURCE < w_rank) asked_by_lower = true;
  }
}

static void sleep_ns(long ns) {
  struct timespec ts = {0, ns};
  while (nanosleep(&ts, &ts) && errno == EINTR) {}
}

static _Noreturn void report_timeout(double waited) {
  double grace = timeout_s < 10 ? (timeout_s < 2 ? 1.0 : timeout_s / 2) : 5.0;
  diag_msg q;
  memset(&q, 0, sizeof q);
  q.seq = cur_seq;
  snprintf(q.what, sizeof q.what, "%s", cur_what);
  bool *answered = calloc((size_t)w_size, sizeof *answered);
  diag_msg *info = calloc((size_t)w_size, sizeof *info);
  if (answered && info) {
    for (int p = 0; p < w_size; p++) {
      if (p == w_rank) continue;
      MPI_Request r;
      if (MPI_Isend(&q, sizeof q, MPI_BYTE, p, TAG_QUERY, diag, &r) == MPI_SUCCESS) MPI_Request_free(&r);
    }
    int got = 0;
    double end = now() + grace;
    while (got < w_size - 1 && now() < end) {
      int flag = 0;
      MPI_Status st;
      if (MPI_Iprobe(MPI_ANY_SOURCE, TAG_REPLY, diag, &flag, &st) == MPI_SUCCESS && flag) {
        MPI_Recv(&info[st.MPI_SOURCE], sizeof *info, MPI_BYTE, st.MPI_SOURCE, TAG_REPLY, diag,
                 MPI_STATUS_IGNORE);
        if (!answered[st.MPI_SOURCE]) got++;
        answered[st.MPI_SOURCE] = true;
        continue;
      }
      serve_queries();
      sleep_ns(1000000);
    }
  }
  char msg[4096];
  size_t k = 0;
#define ADD(...) do { if (k < sizeof msg) k += (size_t)snprintf(msg + k, sizeof msg - k, __VA_ARGS__); } while (0)
  ADD("xattn.dist: rank %d (%s) waited %.0f s in %s (collective %lld) without progress "
      "(the timeout is %g s)", w_rank, xa_dist_host(w_rank), waited, cur_what,
      (long long)cur_seq, timeout_s);
  int silent = 0;
  for (int p = 0; answered && info && p < w_size; p++) {
    if (p == w_rank) continue;
    if (!answered[p]) {
      ADD("%s rank %d (%s)", silent++ ? "," : "; no answer from", p, xa_dist_host(p));
    }
  }
  if (silent) ADD(": %s hung, stopped, or busy for longer than the timeout", silent > 1 ? "they are" : "it is");
  for (int p = 0; answered && info && p < w_size; p++) {
    if (p == w_rank || !answered[p]) continue;
    info[p].what[sizeof info[p].what - 1] = 0;
    if (info[p].seq != cur_seq || strcmp(info[p].what, cur_what))
      ADD("; rank %d waits in %s (collective %lld)", p, info[p].what, (long long)info[p].seq);
  }
  if (answered && !silent && w_size > 1) ADD("; every other rank answers (a collective that was not started on every rank?)");
  ADD("; stopping every rank");
#undef ADD
  xa_dist_abort(3, msg);
}

/* polls until done, serving the watchdog's questions; never returns on a timeout */
static int watch(int (*poll)(void *ctx, bool *done), void *ctx, const char *what) {
  const char *prev_what = cur_what;
  int64_t prev_seq = cur_seq;
  cur_what = what;
  cur_seq = ++seq;
  double t0 = now(), deadline = t0 + timeout_s;
  long nap = 0;
  int rc = 0;
  for (;;) {
    bool done = false;
    if (poll(ctx, &done)) { rc = -1; break; }
    if (done) break;
    serve_queries();
    double t = now();
    if (asked_by_lower) { /* a lower rank reports; it aborts the job within its grace time */
      asked_by_lower = false;
      if (deadline < t + 12) deadline = t + 12;
    }
    if (t > deadline) report_timeout(t - t0);
    /* spin for the first ~50 us (small collectives finish there), then nap up to 0.5 ms */
    if (t - t0 > 5e-5) {
      nap = nap ? (nap < 500000 ? nap * 2 : 500000) : 2000;
      sleep_ns(nap);
    }
  }
  cur_what = prev_what;
  cur_seq = prev_seq;
  return rc;
}

typedef struct { MPI_Request *r; int n; const char *what; } req_set;

static int poll_reqs(void *ctx, bool *done) {
  req_set *s = ctx;
  int flag = 0;
  int rc = MPI_Testall(s->n, s->r, &flag, MPI_STATUSES_IGNORE);
  if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Testall", s->what);
  *done = flag != 0;
  return 0;
}

static int wait_req(MPI_Request *r, const char *what) {
  req_set s = {r, 1, what};
  return watch(poll_reqs, &s, what);
}

static MPI_Datatype mpi_type(xa_dtype dt) {
  switch (dt) {
  case XA_FLOAT32: return MPI_FLOAT;
  case XA_FLOAT64: return MPI_DOUBLE;
  case XA_INT64: return MPI_INT64_T;
  default: return MPI_DATATYPE_NULL;
  }
}

static MPI_Op mpi_op(xa_dist_op op) {
  return op == XA_DIST_MAX ? MPI_MAX : op == XA_DIST_MIN ? MPI_MIN : MPI_SUM;
}

int xa_dist_allreduce(void *buf, int64_t n, xa_dtype dt, xa_dist_op op, const char *what) {
  if (!xa_dist_initialized() || w_size == 1) return 0;
  MPI_Datatype t = mpi_type(dt);
  if (t == MPI_DATATYPE_NULL) return xa_err("dist.allreduce: %s tensors cannot be reduced (float32, float64 or int64)", xa_dtype_name(dt));
  size_t es = xa_dtype_size(dt);
  for (int64_t off = 0; off < n;) {
    int c = (int)(n - off < INT_MAX ? n - off : INT_MAX);
    MPI_Request r;
    int rc = MPI_Iallreduce(MPI_IN_PLACE, (char *)buf + (size_t)off * es, c, t, mpi_op(op), ctl, &r);
    if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Iallreduce", what);
    if (wait_req(&r, what)) return -1;
    off += c;
  }
  return 0;
}

int xa_dist_bcast(void *buf, int64_t nbytes, int root, const char *what) {
  if (!xa_dist_initialized() || w_size == 1) return 0;
  if (root < 0 || root >= w_size) return xa_err("dist.broadcast: root %d is not a rank (0..%d)", root, w_size - 1);
  for (int64_t off = 0; off < nbytes;) {
    int c = (int)(nbytes - off < INT_MAX ? nbytes - off : INT_MAX);
    MPI_Request r;
    int rc = MPI_Ibcast((char *)buf + off, c, MPI_BYTE, root, ctl, &r);
    if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Ibcast", what);
    if (wait_req(&r, what)) return -1;
    off += c;
  }
  return 0;
}

int xa_dist_allgather(const void *buf, int64_t n, char **out, int64_t **lens, const char *what) {
  *out = NULL;
  *lens = NULL;
  if (!xa_dist_initialized() || w_size == 1) {
    *out = malloc((size_t)(n > 0 ? n : 1));
    *lens = malloc(sizeof **lens);
    if (!*out || !*lens) { free(*out); free(*lens); *out = NULL; *lens = NULL; return xa_err("dist.allgather: out of memory"); }
    if (n > 0) memcpy(*out, buf, (size_t)n);
    (*lens)[0] = n;
    return 0;
  }
  int64_t *L = malloc((size_t)w_size * sizeof *L);
  int *cnt = malloc((size_t)w_size * sizeof *cnt), *disp = malloc((size_t)w_size * sizeof *disp);
  char *o = NULL;
  int rc = 0;
  if (!L || !cnt || !disp) { rc = xa_err("dist.allgather: out of memory"); goto done; }
  MPI_Request r;
  int m = MPI_Iallgather(&n, 1, MPI_INT64_T, L, 1, MPI_INT64_T, ctl, &r);
  if (m != MPI_SUCCESS) { rc = mpi_fail(m, "MPI_Iallgather", what); goto done; }
  if ((rc = wait_req(&r, what))) goto done;
  int64_t total = 0;
  for (int p = 0; p < w_size; p++) {
    if (L[p] > INT_MAX || total + L[p] > INT_MAX) {
      rc = xa_err("dist.allgather: %s: %lld bytes in all, more than an MPI count holds (2 GiB)",
                  what, (long long)(total + L[p]));
      goto done;
    }
    disp[p] = (int)total;
    cnt[p] = (int)L[p];
    total += L[p];
  }
  o = malloc((size_t)(total > 0 ? total : 1));
  if (!o) { rc = xa_err("dist.allgather: out of memory (%lld bytes)", (long long)total); goto done; }
  m = MPI_Iallgatherv(buf, (int)n, MPI_BYTE, o, cnt, disp, MPI_BYTE, ctl, &r);
  if (m != MPI_SUCCESS) { rc = mpi_fail(m, "MPI_Iallgatherv", what); goto done; }
  rc = wait_req(&r, what);
done:
  free(cnt);
  free(disp);
  if (rc) { free(L); free(o); return -1; }
  *out = o;
  *lens = L;
  return 0;
}

int xa_dist_barrier(const char *what) {
  if (!xa_dist_initialized() || w_size == 1) return 0;
  MPI_Request r;
  int rc = MPI_Ibarrier(ctl, &r);
  if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Ibarrier", what);
  return wait_req(&r, what);
}

_Noreturn void xa_dist_abort(int status, const char *msg) {
  if (msg) fprintf(stderr, "%s\n", msg);
  fflush(NULL);
  if (xa_dist_initialized()) MPI_Abort(MPI_COMM_WORLD, status);
  exit(status);
}

int xa_dist_finalize(void) {
  if (!inited || finalized) return 0;
  /* MPI_Finalize waits for every rank without a timeout: a barrier under the watchdog
   * first, so that a rank that never gets here is named */
  if (w_size > 1 && xa_dist_barrier("the end of the job (finalize)")) return -1;
  finalized = true;
  if (ctl != MPI_COMM_NULL) MPI_Comm_free(&ctl);
  if (diag != MPI_COMM_NULL) MPI_Comm_free(&diag);
  int rc = MPI_Finalize();
  free(hosts);
  hosts = NULL;
  if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Finalize", "dist.finalize");
  return 0;
}

/* exit(0): every rank finalizes (the launcher counts a rank that did not as failed);
 * another status: no MPI call at all, the launcher sees the status and stops the job */
static void exit_handler(int status, void *arg) {
  (void)arg;
  if (status != 0 || !inited || finalized) return;
  fflush(NULL);
  if (xa_dist_finalize()) {
    fprintf(stderr, "xattn.dist: rank %d: %s\n", w_rank, xa_errmsg());
    fflush(NULL);
    _exit(1);
  }
}

/* ---- the MPI gradient backend ------------------------------------------------------- */
typedef struct { MPI_Comm comm; MPI_Request *req; } mpi_state;

static int be_mpi_init(xa_dist_reducer *r) {
  mpi_state *s = calloc(1, sizeof *s);
  if (!s) return xa_err("dist.Reducer: out of memory");
  s->req = malloc((size_t)r->nb * sizeof *s->req);
  if (!s->req) { free(s); return xa_err("dist.Reducer: out of memory"); }
  for (int b = 0; b < r->nb; b++) s->req[b] = MPI_REQUEST_NULL;
  s->comm = MPI_COMM_NULL;
  if (xa_dist_initialized() && w_size > 1) {
    int rc = MPI_Comm_dup(MPI_COMM_WORLD, &s->comm);
    if (rc != MPI_SUCCESS) { free(s->req); free(s); return mpi_fail(rc, "MPI_Comm_dup", "dist.Reducer"); }
  }
  r->be_state = s;
  return 0;
}

static int be_mpi_start(xa_dist_reducer *r, int b) {
  mpi_state *s = r->be_state;
  if (s->comm == MPI_COMM_NULL) return 0; /* one process: the sum is the buffer */
  char *base = (char *)xa_tensor_data(r->grad);
  size_t es = xa_dtype_size(r->grad->dtype);
  int64_t n = r->hi[b] - r->lo[b];
  int rc = MPI_Iallreduce(MPI_IN_PLACE, base + (size_t)r->lo[b] * es, (int)n, mpi_type(r->grad->dtype),
                          MPI_SUM, s->comm, &s->req[b]);
  if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Iallreduce", "the gradient reduction");
  return 0;
}

static int be_mpi_test(xa_dist_reducer *r, int b, bool *done) {
  mpi_state *s = r->be_state;
  int flag = 1;
  if (s->req[b] != MPI_REQUEST_NULL) {
    int rc = MPI_Test(&s->req[b], &flag, MPI_STATUS_IGNORE);
    if (rc != MPI_SUCCESS) return mpi_fail(rc, "MPI_Test", "the gradient reduction");
  }
  *done = flag != 0;
  return 0;
}

static void be_mpi_free(xa_dist_reducer *r) {
  mpi_state *s = r->be_state;
  if (!s) return;
  if (s->comm != MPI_COMM_NULL && xa_dist_initialized()) MPI_Comm_free(&s->comm);
  free(s->req);
  free(s);
  r->be_state = NULL;
}

const xa_dist_backend xa_dist_backend_mpi = {"mpi", be_mpi_init, be_mpi_start, be_mpi_test, be_mpi_free, XA_CPU};
#endif

/* ---- the local backend: one process, the buffer is the sum ----------------------------- */
static int be_local_start(xa_dist_reducer *r, int b) { (void)r; (void)b; return 0; }
static int be_local_test(xa_dist_reducer *r, int b, bool *done) { (void)r; (void)b; *done = true; return 0; }
const xa_dist_backend xa_dist_backend_local = {"local", NULL, be_local_start, be_local_test, NULL, XA_NDEVICE};

/* ---- the backend table ------------------------------------------------------------------ */
static const xa_dist_backend *backends[XA_DIST_MAX_BACKENDS] = {&xa_dist_backend_mpi, &xa_dist_backend_local};
static int nbackends = 2;

int xa_dist_backend_count(void) { return nbackends; }
const xa_dist_backend *xa_dist_backend_at(int i) { return i >= 0 && i < nbackends ? backends[i] : NULL; }

static void backend_names(char *buf, size_t cap) {
  size_t len = 0;
  buf[0] = 0;
  for (int i = 0; i < nbackends && len < cap; i++) {
    int k = snprintf(buf + len, cap - len, "%s%s", i ? ", " : "", backends[i]->name);
    if (k < 0) break;
    len += (size_t)k;
  }
}

const xa_dist_backend *xa_dist_backend_find(const char *name) {
  for (int i = 0; i < nbackends; i++)
    if (name && strcmp(backends[i]->name, name) == 0) return backends[i];
  char names[256];
  backend_names(names, sizeof names);
  xa_err("dist.Reducer: no gradient backend \"%s\" in this build (there are: %s)", name ? name : "(null)", names);
  return NULL;
}

int xa_dist_backend_register(const xa_dist_backend *be) {
  if (!be || !be->name || !be->name[0] || !be->start || !be->test)
    return xa_err("dist: a gradient backend needs a name, start and test");
  for (int i = 0; i < nbackends; i++)
    if (strcmp(backends[i]->name, be->name) == 0)
      return xa_err("dist: the gradient backend \"%s\" is registered already", be->name);
  if (nbackends == XA_DIST_MAX_BACKENDS)
    return xa_err("dist: the table of gradient backends is full (%d)", XA_DIST_MAX_BACKENDS);
  backends[nbackends++] = be;
  return 0;
}

/* ---- the reducer (backend-neutral) ------------------------------------------------------ */
static xa_dist_reducer *armed;
static int hook_error;

static void progress(xa_dist_reducer *r) {
  for (int b = 0; b < r->next; b++) {
    if (r->done[b]) continue;
    bool d = false;
    if (r->be->test(r, b, &d)) { hook_error = 1; return; }
    r->done[b] = d;
  }
}

static int start_ready(xa_dist_reducer *r, bool all) {
  while (r->next < r->nb && (all || r->pending[r->next] <= 0)) {
    if (r->be->start(r, r->next)) return -1;
    r->t_start[r->next] = now();
    r->start_event[r->next] = all ? 0 : r->events;
    r->next++;
  }
  return 0;
}

static void on_leaf(xa_tensor *leaf, void *ctx) {
  xa_dist_reducer *r = ctx;
  if (r != armed || hook_error || leaf->storage != r->params) return;
  int64_t a = leaf->offset - r->pbase, e = a + xa_tensor_numel(leaf);
  if (a < 0) a = 0;
  if (e > r->n) e = r->n;
  if (a >= e) return;
  r->events++;
  int64_t be = r->hi[0] - r->lo[0]; /* every bucket but the last (the first elements) has it */
  int bfirst = (int)((r->n - e) / be), blast = (int)((r->n - 1 - a) / be);
  for (int b = bfirst; b <= blast && b < r->nb; b++) {
    int64_t lo = a > r->lo[b] ? a : r->lo[b], hi = e < r->hi[b] ? e : r->hi[b];
    if (hi > lo) r->pending[b] -= hi - lo;
  }
  if (start_ready(r, false)) { hook_error = 1; return; }
  progress(r);
}

int xa_dist_reducer_new(xa_dist_reducer **out, const xa_dist_backend *be, xa_tensor *grad,
                        xa_tensor *params, int64_t bucket_elems) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  *out = NULL;
  if (!be || !be->start) return xa_err("dist.Reducer: %s", HOW_TO_GET);
  if (grad->ndim != 1 || !xa_tensor_is_contiguous(grad) || !xa_dtype_is_float(grad->dtype))
    return xa_err("dist.Reducer: the gradient must be a flat (1-D contiguous) float tensor, got %s %s",
                  xa_dtype_name(grad->dtype), xa_tensor_shape_str(s1, grad));
  if (params->ndim != 1 || !xa_tensor_is_contiguous(params) || params->size[0] != grad->size[0] ||
      params->dtype != grad->dtype)
    return xa_err("dist.Reducer: the parameters (%s %s) must be a flat buffer like the gradient (%s %s)",
                  xa_dtype_name(params->dtype), xa_tensor_shape_str(s1, params),
                  xa_dtype_name(grad->dtype), xa_tensor_shape_str(s2, grad));
  if (be->device != XA_NDEVICE && (xa_tensor_device(grad) != be->device || xa_tensor_device(params) != be->device))
    return xa_err("dist.Reducer: the %s backend sums %s memory, but the gradient is on %s and the parameters "
                  "on %s (choose a backend of their device: dist.backends())",
                  be->name, xa_device_name(be->device), xa_device_name(xa_tensor_device(grad)),
                  xa_device_name(xa_tensor_device(params)));
  if (bucket_elems < 1) return xa_err("dist.Reducer: the bucket size must be at least one element, got %lld", (long long)bucket_elems);
  int64_t n = grad->size[0];
  int64_t nb64 = n == 0 ? 0 : (n + bucket_elems - 1) / bucket_elems;
  if (nb64 > 1000000) return xa_err("dist.Reducer: %lld buckets are too many; use larger buckets", (long long)nb64);
  int nb = (int)nb64;
  xa_dist_reducer *r = calloc(1, sizeof *r);
  if (!r) return xa_err("dist.Reducer: out of memory");
  size_t m = (size_t)(nb > 0 ? nb : 1);
  r->lo = malloc(m * sizeof *r->lo);
  r->hi = malloc(m * sizeof *r->hi);
  r->pending = malloc(m * sizeof *r->pending);
  r->t_start = calloc(m, sizeof *r->t_start);
  r->start_event = calloc(m, sizeof *r->start_event);
  r->done = calloc(m, sizeof *r->done);
  if (!r->lo || !r->hi || !r->pending || !r->t_start || !r->start_event || !r->done) {
    xa_dist_reducer_free(r);
    return xa_err("dist.Reducer: out of memory");
  }
  for (int b = 0; b < nb; b++) {
    r->hi[b] = n - (int64_t)b * bucket_elems;
    r->lo[b] = r->hi[b] - bucket_elems > 0 ? r->hi[b] - bucket_elems : 0;
  }
  r->nb = nb;
  r->n = n;
  r->be = be;
  r->grad = grad;
  xa_tensor_retain(grad);
  r->params = params->storage;
  xa_storage_retain(params->storage);
  r->pbase = params->offset;
  if (be->init && be->init(r)) { xa_dist_reducer_free(r); return -1; }
  *out = r;
  return 0;
}

void xa_dist_reducer_free(xa_dist_reducer *r) {
  if (!r) return;
  if (armed == r) { xa_set_leaf_hook(NULL, NULL); armed = NULL; }
  if (r->be && r->be->free) r->be->free(r);
  xa_tensor_release(r->grad);
  if (r->params) xa_storage_release(r->params);
  free(r->lo);
  free(r->hi);
  free(r->pending);
  free(r->t_start);
  free(r->start_event);
  free(r->done);
  free(r);
}

static void reset(xa_dist_reducer *r) {
  for (int b = 0; b < r->nb; b++) {
    r->pending[b] = r->hi[b] - r->lo[b];
    r->done[b] = false;
    r->t_start[b] = 0;
    r->start_event[b] = 0;
  }
  r->next = 0;
  r->events = 0;
}

int xa_dist_reducer_arm(xa_dist_reducer *r) {
  if (r->next > 0) return xa_err("dist.Reducer:arm: the previous reduction was not finished (call finish)");
  reset(r);
  hook_error = 0;
  armed = r;
  r->armed = true;
  r->t_armed = now();
  xa_set_leaf_hook(on_leaf, r);
  return 0;
}

typedef struct { xa_dist_reducer *r; } reducer_poll;

static int poll_reducer(void *ctx, bool *done) {
  xa_dist_reducer *r = ((reducer_poll *)ctx)->r;
  hook_error = 0;
  progress(r);
  if (hook_error) return -1;
  bool all = true;
  for (int b = 0; b < r->nb && all; b++) all = r->done[b];
  *done = all;
  return 0;
}

int xa_dist_reducer_finish(xa_dist_reducer *r, xa_dist_round *info) {
  double t0 = now();
  bool was_armed = r->armed;
  if (armed == r) { xa_set_leaf_hook(NULL, NULL); armed = NULL; }
  r->armed = false;
  if (!was_armed) { reset(r); r->t_armed = t0; }
  int failed = hook_error;
  hook_error = 0;
  int early = r->next;
  if (failed) {
    r->next = 0; /* a reduction failed to start: leave the state clean for the next round */
    return -1;
  }
  if (start_ready(r, true)) { r->next = 0; return -1; }
  reducer_poll p = {r};
#ifdef XA_HAVE_MPI
  int rc = watch(poll_reducer, &p, "the gradient reduction");
#else
  /* one process: nothing can hang on another rank (the local backend is done at once, a
   * device's reductions when the device is) */
  bool all = false;
  int rc;
  while (!(rc = poll_reducer(&p, &all)) && !all) {
    struct timespec ts = {0, 20000};
    nanosleep(&ts, NULL);
  }
#endif
  r->next = 0;
  if (rc) return -1;
  r->round++;
  if (info) {
    info->t_backward = t0 - r->t_armed;
    info->t_wait = now() - t0;
    info->started_early = early;
    info->buckets = r->nb;
  }
  return 0;
}
