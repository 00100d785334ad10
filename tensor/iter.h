/* Elementwise iteration over up to XA_ITER_MAXOPS operands of one (broadcast) shape, for
 * the CPU kernels.
 *
 * Operand 0 is usually the output. xa_iter_init takes the common shape and, per
 * operand, a tensor whose shape broadcasts to it (size-1 or missing leading dims get
 * stride 0). Adjacent dims that are contiguous in every operand are merged, so a
 * contiguous case becomes one flat loop. xa_iter_run calls the inner loop
 *     fn(n, ptrs, strides, ctx)
 * with ptrs[k] pointing at operand k's current element and strides[k] its element
 * stride along the innermost dim. Big iterations are split across threads in fixed
 * contiguous ranges (tensor/parallel.h), so results never depend on scheduling. */
#ifndef XA_ITER_H
#define XA_ITER_H

#include "tensor.h"

#define XA_ITER_MAXOPS 4

typedef void (*xa_loop_fn)(int64_t n, char **ptrs, const int64_t *strides, void *ctx);

typedef struct {
  int nops;
  int ndim;
  int64_t numel;
  int64_t size[XA_MAXDIM];
  int64_t stride[XA_ITER_MAXOPS][XA_MAXDIM]; /* elements */
  char *base[XA_ITER_MAXOPS];
  int64_t esize[XA_ITER_MAXOPS];
} xa_iter;

/* ops[k] must broadcast to (ndim, size); caller checked that */
void xa_iter_init(xa_iter *it, int ndim, const int64_t *size, int nops, xa_tensor *const *ops);
void xa_iter_run(const xa_iter *it, xa_loop_fn fn, void *ctx);
/* xa_iter_run for loops whose one output is operand 0 and which read the other operands
 * only: rows too short for fn's vector loop are gathered into contiguous blocks first
 * when the output is contiguous (iter.c) */
void xa_iter_run_gathered(const xa_iter *it, xa_loop_fn fn, void *ctx);
/* on the calling thread: for an output that aliases itself (stride 0 on reduced dims) */
void xa_iter_run_serial(const xa_iter *it, xa_loop_fn fn, void *ctx);

#endif
