/* Layer normalisation (Ba et al. 2016) over the last dims: the op and its kernels.
 *
 *     y = (x - mean) / sqrt(var + eps) * weight + bias      per row of the last nnorm dims
 *
 * with the biased variance (divide by the row length), as torch.nn.functional.layer_norm.
 * See nn/layer_norm.c for how the statistics are accumulated. */
#ifndef XA_NN_LAYER_NORM_H
#define XA_NN_LAYER_NORM_H

#include "../vm/ops.h"

/* out (x's shape): x normalised over its last nnorm dims; weight and bias (those dims'
 * shape, x's dtype) or NULL; eps finite >= 0. Differentiable in x, weight, bias. */
int xa_layer_norm(xa_tensor **out, xa_tensor *x, int nnorm, xa_tensor *weight,
                  xa_tensor *bias, double eps);

/* out = layer_norm(res + dropout(x, p, train), weight, bias, eps) over the last dim, in one
 * op (nn/dropout_add_norm.c): x and res of one shape and float dtype, weight and bias (the
 * last dim's size) or NULL, 0 <= p <= 1. The dropout mask is the one xa_dropout would
 * draw; on the CPU one fused pass (the composition's bits), elsewhere the composition.
 * Differentiable in x, res, weight, bias. */
int xa_dropout_add_layer_norm(xa_tensor **out, xa_tensor *x, xa_tensor *res, double p,
                              bool train, xa_tensor *weight, xa_tensor *bias, double eps);

/* The kernels of one device: contiguous float32/float64 data in the device's memory; y, x,
 * g, dx (rows, cols); w, b, dw, db (cols) or NULL; mean and rstd (rows), in double, on the
 * device as well (the op keeps them in a tensor saved for backward: nothing crosses to the
 * host), written by forward and read by backward. backward adds into dx, dw, db (+=); -1
 * only when out of memory. */
typedef struct {
  void (*forward)(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                  const void *w, const void *b, int64_t rows, int64_t cols, double eps);
  int (*backward)(xa_dtype dt, void *dx, void *dw, void *db, const void *g, const void *x,
                  const double *mean, const double *rstd, const void *w, int64_t rows,
                  int64_t cols);
} xa_layer_norm_kernels;
extern const xa_layer_norm_kernels xa_layer_norm_cpu;

#endif
