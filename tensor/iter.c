/* The elementwise iterator of the CPU kernels (see iter.h). */
#include "iter.h"
#include "parallel.h"

#include <string.h>

void xa_iter_init(xa_iter *it, int ndim, const int64_t *size, int nops, xa_tensor *const *ops) {
  int64_t st[XA_ITER_MAXOPS][XA_MAXDIM];
  it->nops = nops;
  it->numel = 1;
  for (int d = 0; d < ndim; d++) it->numel *= size[d];
  for (int k = 0; k < nops; k++) {
    xa_broadcast_strides(ops[k], ndim, size, st[k]);
    it->base[k] = (char *)xa_tensor_data(ops[k]);
    it->esize[k] = (int64_t)xa_dtype_size(ops[k]->dtype);
  }
  /* drop size-1 dims, then merge dim d into d+1 when every operand is contiguous
   * across the pair (stride[d] == stride[d+1] * size[d+1]) */
  int n = 0;
  for (int d = 0; d < ndim; d++) {
    if (size[d] == 1) continue;
    if (n > 0) {
      bool merge = true;
      for (int k = 0; k < nops; k++)
        if (it->stride[k][n - 1] != st[k][d] * size[d]) { merge = false; break; }
      if (merge) {
        it->size[n - 1] *= size[d];
        for (int k = 0; k < nops; k++) it->stride[k][n - 1] = st[k][d];
        continue;
      }
    }
    it->size[n] = size[d];
    for (int k = 0; k < nops; k++) it->stride[k][n] = st[k][d];
    n++;
  }
  if (n == 0) { /* scalar or all size-1 */
    it->size[0] = 1;
    for (int k = 0; k < nops; k++) it->stride[k][0] = 0;
    n = 1;
  }
  it->ndim = n;
}

/* run elements [start, end) of the flat iteration space */
static void run_range(const xa_iter *it, xa_loop_fn fn, void *ctx, int64_t start, int64_t end) {
  int nd = it->ndim, nops = it->nops;
  int64_t idx[XA_MAXDIM];
  int64_t r = start;
  for (int d = nd - 1; d >= 0; d--) { idx[d] = r % it->size[d]; r /= it->size[d]; }
  int64_t inner[XA_ITER_MAXOPS];
  for (int k = 0; k < nops; k++) inner[k] = it->stride[k][nd - 1];
  int64_t pos = start;
  while (pos < end) {
    char *ptrs[XA_ITER_MAXOPS];
    for (int k = 0; k < nops; k++) {
      int64_t off = 0;
      for (int d = 0; d < nd; d++) off += idx[d] * it->stride[k][d];
      ptrs[k] = it->base[k] + off * it->esize[k];
    }
    int64_t n = it->size[nd - 1] - idx[nd - 1];
    if (n > end - pos) n = end - pos;
    fn(n, ptrs, inner, ctx);
    pos += n;
    idx[nd - 1] += n;
    for (int d = nd - 1; d > 0 && idx[d] >= it->size[d]; d--) { idx[d] = 0; idx[d - 1]++; }
  }
}

typedef struct { const xa_iter *it; xa_loop_fn fn; void *ctx; } iter_job;
static void iter_range(void *p, int64_t s, int64_t e, int t) {
  const iter_job *j = p;
  run_range(j->it, j->fn, j->ctx, s, e);
}

void xa_iter_run(const xa_iter *it, xa_loop_fn fn, void *ctx) {
  iter_job j = {it, fn, ctx};
  xa_parallel_for(it->numel, it->numel, iter_range, &j);
}

void xa_iter_run_serial(const xa_iter *it, xa_loop_fn fn, void *ctx) {
  if (it->numel > 0) run_range(it, fn, ctx, 0, it->numel);
}
