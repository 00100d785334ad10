/* The linear layer's op, torch.nn.functional.linear (see nn/linear.c for the algorithm).
 * Ops follow vm/ops.h. Its kernels are BLAS products on the CPU; on another device it is
 * the ops matmul and add. */
#ifndef XA_NN_LINEAR_H
#define XA_NN_LINEAR_H

#include "../vm/ops.h"

/* out (..., out) = x (..., in) · Wᵀ + b, W (out, in), b (out) or NULL. One gemm over all
 * leading dims (folded into rows) with the bias rows pre-filled (beta = 1). x, W, b share
 * one float dtype; W may be any layout BLAS reads (e.g. a transposed view). */
int xa_linear(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b);

#endif
