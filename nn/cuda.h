/* The nn layers' kernels on the device (the .cu files of nn/): linear's table (nn/linear.cu,
 * over tensor/cuda's cuBLAS and cuBLASLt products), layer norm
 * (nn/layer_norm.cu), dropout's table (nn/dropout.cu, over tensor/cuda's
 * xa_cuda_dropout_apply), the cross-entropy rows (nn/xent.cu), the output projection fused
 * with the loss (nn/linear_xent.cu) and the optimizer steps (nn/optim.cu). The conventions
 * of tensor/cuda/cuda.h: device pointers, sizes in elements, the backend's stream, 0 or -1
 * with the core's error message.
 *
 * Each layer that has a kernel table (nn/linear.h, nn/layer_norm.h, nn/dropout.h,
 * nn/xent.h (with the fused projection's "linear_xent"), nn/optim.h) gets its CUDA table
 * from xa_<layer>_cuda_register(), which adds it with xa_kernels_register(XA_CUDA,
 * "<layer>", ...); xa_nn_cuda_register() registers them all. */
#ifndef XA_NN_CUDA_H
#define XA_NN_CUDA_H

#include "../tensor/cuda/cuda.h"

#ifdef __cplusplus
/* the layer's header reaches vm/autograd.h, whose node struct is C11 */
#ifndef _Alignas
#define _Alignas(x) alignas(x)
#endif
extern "C" {
#endif

#include "dropout.h"
#include "layer_norm.h"
#include "linear.h"
#include "optim.h"
#include "xent.h"

/* ---- layer norm (nn/layer_norm.cu): mean and rstd (rows) in device memory; backward
 * writes dx, dw, db whole ---- */
int xa_cuda_layer_norm_forward(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                               const void *w, const void *b, int64_t rows, int64_t cols,
                               double eps);
int xa_cuda_layer_norm_backward(xa_dtype dt, void *dx, void *dw, void *db, const void *g,
                                const void *x, const double *mean, const double *rstd,
                                const void *w, int64_t rows, int64_t cols);

/* ---- cross-entropy (nn/xent.cu), the fused projection (nn/linear_xent.cu), optimizers
 * (nn/optim.cu) ---- */
/* the rows of nn/xent.c on contiguous logits z (rows, V) and targets (rows), device
 * pointers; stat (rows, 2), rloss, rnll (rows) in double on the device */
int xa_cuda_xent_forward_rows(xa_dtype dt, const void *z, const int64_t *tgt, int64_t rows,
                              int64_t V, bool has_ign, int64_t ign, double a, double b,
                              double *stat, double *rloss, double *rnll);
/* gz (may be z) = c_r d(a nll + b smooth)/dz with c_r = gscale * g[r * gs] (g NULL: 1) */
int xa_cuda_xent_backward_rows(xa_dtype dt, void *gz, const void *z, const int64_t *tgt,
                               int64_t rows, int64_t V, bool has_ign, int64_t ign, double a,
                               double b, const double *stat, const void *g, int64_t gs,
                               double gscale);
/* out[0] = sum of v (n doubles), out[1] = sum of w when w is not NULL, in a fixed order
 * (device pointers) */
int xa_cuda_sum_doubles(double *out, const double *v, const double *w, int64_t n);
/* the fused output projection and loss of nn/linear_xent.c: x (N, D) contiguous, W (V, D)
 * row-major with ldw or stored transposed (wt), b (V) or NULL, target (N) 1-based; the
 * counted rows (target != ign when has_ign) go through in chunks of about 2M logits.
 * loss and nll (host doubles): the sum (or mean when mean) of the losses and the sum of
 * -log p(target); *count the counted rows. dx (N, D), dw (V, D), db (V) (each NULL when
 * not wanted) receive the gradient of the loss (zeros at ignored rows). */
int xa_cuda_linear_xent(xa_dtype dt, double *loss, double *nll, int64_t *count, void *dx,
                        void *dw, void *db, const void *x, const void *w, bool wt, int64_t ldw,
                        const void *b, const int64_t *target, int64_t N, int64_t D, int64_t V,
                        double label_smoothing, bool has_ign, int64_t ign, bool mean);
/* the optimizer kernels of nn/optim.c over flat buffers of n elements */
int xa_cuda_adam_step(xa_dtype dt, void *p, const void *g, void *m, void *v, int64_t n,
                      int64_t step, double lr, double b1, double b2, double eps, double wd,
                      bool decoupled);
int xa_cuda_sgd_step(xa_dtype dt, void *p, const void *g, void *buf, int64_t n, bool first,
                     double lr, double mu, double damp, double wd, bool nesterov);
/* *norm = the L2 norm of g (blocks of 8192 in double, summed in order); g scaled in place
 * by max_norm / (norm + 1e-6) when max_norm > 0 and that is < 1 (on the device: no wait
 * unless norm is wanted on the host, which it is) */
int xa_cuda_clip_grad_norm(xa_dtype dt, void *g, int64_t n, double max_norm, double *norm);


/* ---- the kernel tables (xa_kernels_register(XA_CUDA, name, table)) ---- */
extern const xa_linear_kernels xa_linear_cuda;
extern const xa_layer_norm_kernels xa_layer_norm_cuda;
extern const xa_dropout_kernels xa_dropout_cuda;
extern const xa_xent_kernels xa_xent_cuda;
extern const xa_linear_xent_kernels xa_linear_xent_cuda;
extern const xa_optim_kernels xa_optim_cuda;
int xa_linear_cuda_register(void);
int xa_layer_norm_cuda_register(void);
int xa_dropout_cuda_register(void);
int xa_xent_cuda_register(void);
int xa_linear_xent_cuda_register(void);
int xa_optim_cuda_register(void);
static inline int xa_nn_cuda_register(void) {
  return xa_linear_cuda_register() || xa_layer_norm_cuda_register() || xa_dropout_cuda_register() ||
                 xa_xent_cuda_register() || xa_linear_xent_cuda_register() ||
                 xa_optim_cuda_register()
             ? -1 : 0;
}

#ifdef __cplusplus
}
#endif

#endif
