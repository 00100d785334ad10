/* The gradient backend table of xattn.dist (lua/dist.h): lookup by name, registration
 * and its errors, and the calls a reducer makes into a backend (init once, start each
 * bucket once in order, test until done, free once). A recording backend stands for the
 * NCCL one a GPU build is to add. Needs no MPI. */
#include "ctest.h"
#include "../../lua/dist.h"

#include <string.h>

static int n_init, n_free, n_test, started[16], nstarted, fail_init;
static void *state_seen;

static int rec_init(xa_dist_reducer *r) {
  n_init++;
  if (fail_init) return xa_err("rec: init failed on purpose");
  r->be_state = &n_init;
  return 0;
}
static int rec_start(xa_dist_reducer *r, int b) {
  state_seen = r->be_state;
  if (nstarted < 16) started[nstarted++] = b;
  return 0;
}
static int rec_test(xa_dist_reducer *r, int b, bool *done) {
  (void)r; (void)b;
  n_test++;
  *done = true;
  return 0;
}
static void rec_free(xa_dist_reducer *r) { n_free++; r->be_state = NULL; }

static const xa_dist_backend rec = {"rec", rec_init, rec_start, rec_test, rec_free, XA_CPU};

int main(void) {
  /* built in: mpi and local, in that order */
  CHECK(xa_dist_backend_count() == 2);
  CHECK(strcmp(xa_dist_backend_at(0)->name, "mpi") == 0);
  CHECK(strcmp(xa_dist_backend_at(1)->name, "local") == 0);
  CHECK(xa_dist_backend_at(2) == NULL && xa_dist_backend_at(-1) == NULL);
  CHECK(xa_dist_backend_find("local") == &xa_dist_backend_local);
  CHECK(xa_dist_backend_find("mpi") == &xa_dist_backend_mpi);

  /* an unknown name: NULL and a message listing the backends there are */
  CHECK(xa_dist_backend_find("nccl") == NULL);
  CHECK_MSG(strstr(xa_errmsg(), "no gradient backend \"nccl\"") && strstr(xa_errmsg(), "(there are: mpi, local)"),
            "%s", xa_errmsg());
  CHECK(xa_dist_backend_find(NULL) == NULL);

  /* registration: bad tables and taken names are errors, a good one is found */
  xa_dist_backend nostart = {"x", NULL, NULL, rec_test, NULL, XA_CPU};
  CHECK(xa_dist_backend_register(&nostart) == -1 && strstr(xa_errmsg(), "needs a name, start and test"));
  xa_dist_backend noname = {"", NULL, rec_start, rec_test, NULL, XA_CPU};
  CHECK(xa_dist_backend_register(&noname) == -1);
  CHECK(xa_dist_backend_register(NULL) == -1);
  xa_dist_backend dup = {"local", NULL, rec_start, rec_test, NULL, XA_CPU};
  CHECK(xa_dist_backend_register(&dup) == -1 && strstr(xa_errmsg(), "\"local\" is registered already"));
  CHECK(xa_dist_backend_register(&rec) == 0);
  CHECK(xa_dist_backend_count() == 3 && xa_dist_backend_find("rec") == &rec);
  CHECK(xa_dist_backend_register(&rec) == -1);

  /* a reducer over 10 elements in buckets of 4: [6,10), [2,6), [0,2) */
  int64_t n = 10;
  xa_tensor *grad, *params;
  CHECK(xa_tensor_new(&grad, XA_FLOAT32, 1, &n) == 0);
  CHECK(xa_tensor_new(&params, XA_FLOAT32, 1, &n) == 0);
  xa_dist_reducer *r = NULL;
  fail_init = 1;
  CHECK(xa_dist_reducer_new(&r, &rec, grad, params, 4) == -1 && r == NULL);
  CHECK(strstr(xa_errmsg(), "init failed on purpose") != NULL);
  CHECK(n_init == 1 && n_free == 1); /* a failed init is freed like any state */
  fail_init = 0;
  CHECK(xa_dist_reducer_new(&r, &rec, grad, params, 4) == 0 && r != NULL);
  CHECK(n_init == 2 && r->be_state == &n_init);
  CHECK(r->nb == 3 && r->lo[0] == 6 && r->hi[0] == 10 && r->lo[2] == 0 && r->hi[2] == 2);

  /* finish without arm: every bucket starts there, in order, and is tested */
  xa_dist_round info;
  CHECK(xa_dist_reducer_finish(r, &info) == 0);
  CHECK(nstarted == 3 && started[0] == 0 && started[1] == 1 && started[2] == 2);
  CHECK(state_seen == &n_init);
  CHECK(n_test >= 3);
  CHECK(info.buckets == 3 && info.started_early == 0);
  CHECK(r->round == 1);

  /* a second round starts them again, in the same order */
  CHECK(xa_dist_reducer_finish(r, &info) == 0);
  CHECK(nstarted == 6 && started[3] == 0 && started[5] == 2);

  xa_dist_reducer_free(r);
  CHECK(n_free == 2);
  xa_tensor_release(grad);
  xa_tensor_release(params);
  CTEST_END();
}
