/* The two-layer tanh predictor as one op (see nn/mlp.c for the algorithm). */
#ifndef XA_NN_MLP_H
#define XA_NN_MLP_H

#include "../vm/ops.h"

/* out (..., out) = tanh(x (..., in) · W1ᵀ + b1) · W2ᵀ + b2 with W1 (hid, in), W2 (out, hid),
 * b1 (hid) and b2 (out) or NULL, one float dtype; differentiable in all five. On the CPU
 * one op over blocks of rows (the hidden layer kept for backward, each block through both
 * layers while it is in the cache), tanh as xa_unary's; elsewhere linear_tanh then linear. */
int xa_mlp_tanh(xa_tensor **out, xa_tensor *x, xa_tensor *w1, xa_tensor *b1, xa_tensor *w2,
                xa_tensor *b2);

#endif
