/* Dropout (Srivastava et al. 2014): zero each element with probability p in training and
 * scale the kept ones by 1 / (1 - p) (inverted dropout, as torch.nn.functional.dropout). */
#ifndef XA_NN_DROPOUT_H
#define XA_NN_DROPOUT_H

#include "../vm/ops.h"

/* out (x's shape); x itself (retained) when not train or p == 0; zeros when p == 1.
 * x float32/float64, 0 <= p <= 1. Differentiable in x (the same mask). */
int xa_dropout(xa_tensor **out, xa_tensor *x, double p, bool train);

/* The kernel of one device: out = x * mask * scale (mask bool, broadcast to out like x). */
typedef struct {
  void (*apply)(xa_tensor *out, const xa_tensor *x, const xa_tensor *mask, double scale);
} xa_dropout_kernels;
extern const xa_dropout_kernels xa_dropout_cpu;

#endif
