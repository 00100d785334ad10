/* Embedding lookup, the op of nn.Embedding. */
#ifndef XA_NN_EMBEDDING_H
#define XA_NN_EMBEDDING_H

#include "../vm/ops.h"

/* out (indices' shape, D) = weight (V, D) rows at the 0-based int64 indices (any shape,
 * fewer than XA_MAXDIM dims, values in [0, V)). Differentiable in weight: the gradient is
 * dense, the rows of g added into zeros token by token (deterministic). */
int xa_embedding(xa_tensor **out, xa_tensor *weight, xa_tensor *indices);

#endif
