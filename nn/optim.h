/* The optimizer kernels over flat parameter buffers (nn/optim.c): Adam/AdamW, SGD,
 * gradient clipping, and the flattening of parameters into one buffer. Not
 * differentiable: they write in place into flat 1-D contiguous buffers and bump the
 * storage version of what they write. On a device other than the CPU the steps run that
 * device's kernel table "optim" (below). */
#ifndef XA_NN_OPTIM_H
#define XA_NN_OPTIM_H

#include "../vm/ops.h"

/* Copies the values of the n tensors (all float32 or all float64, leaves) into one new
 * contiguous 1-D tensor *flat and re-points every tensor object at its slice (storage,
 * offset, contiguous strides); views made earlier keep the old storage. A tensor listed
 * twice (same object) gets one slice. n == 0 gives an empty float32 flat. */
int xa_flatten_params(xa_tensor **flat, int n, xa_tensor *const *ts);
/* Makes each ts[k]->grad a view of gflat at ts[k]'s offset (ts[k] must lie in a flat
 * buffer of gflat's layout): an existing grad elsewhere is copied in, a missing one zeroed.
 * *nset (if not NULL) receives how many grads were re-pointed. */
int xa_flat_grads(xa_tensor *gflat, int n, xa_tensor *const *ts, int *nset);
/* One Adam (decoupled = false) or AdamW step over flat buffers, torch.optim semantics;
 * step is the 1-based step number used for bias correction. */
int xa_adam_step(xa_tensor *param, xa_tensor *grad, xa_tensor *m, xa_tensor *v, int64_t step,
                 double lr, double beta1, double beta2, double eps, double weight_decay,
                 bool decoupled);
/* One SGD step, torch.optim.SGD semantics; buf may be NULL when momentum == 0; first says
 * the momentum buffer is uninitialised (it is then set to the gradient). */
int xa_sgd_step(xa_tensor *param, xa_tensor *grad, xa_tensor *buf, bool first, double lr,
                double momentum, double dampening, double weight_decay, bool nesterov);
/* *norm = the L2 norm of g (accumulated in double, deterministic); when max_norm > 0 and
 * max_norm / (norm + 1e-6) < 1, g is scaled in place by that factor. */
int xa_clip_grad_norm(xa_tensor *g, double max_norm, double *norm);

/* The step kernels of a device other than the CPU (registered as
 * xa_kernels_register(dev, "optim", &table); the CPU's are built into nn/optim.c): flat
 * contiguous buffers of n elements of dt in that device's memory, the semantics of the ops
 * above (step 1-based; norm returned on the host); 0, or -1 with a message. */
typedef struct {
  int (*adam)(xa_dtype dt, void *p, const void *g, void *m, void *v, int64_t n, int64_t step,
              double lr, double b1, double b2, double eps, double wd, bool decoupled);
  int (*sgd)(xa_dtype dt, void *p, const void *g, void *buf, int64_t n, bool first, double lr,
             double mu, double damp, double wd, bool nesterov);
  int (*clip)(xa_dtype dt, void *g, int64_t n, double max_norm, double *norm);
} xa_optim_kernels;

#endif
