/* Embedding lookup, the op of nn.Embedding. */
#ifndef XA_NN_EMBEDDING_H
#define XA_NN_EMBEDDING_H

#include "../vm/ops.h"

/* out (indices' shape, D) = weight (V, D) rows at the 0-based int64 indices (any shape,
 * fewer than XA_MAXDIM dims, values in [0, V)). Differentiable in weight: the gradient is
 * dense, the rows of g added into zeros token by token (deterministic). */
int xa_embedding(xa_tensor **out, xa_tensor *weight, xa_tensor *indices);

/* The Transformer's input layer in one op, CPU only: out (B, L, D) = dropout(weight[ids] *
 * scale + pos, p, train) with ids (B, L) 0-based, the embedding of id pad (0-based, or -1
 * for none) taken as 0 and sent no gradient, pos (L, D) added to every sentence. The
 * composition's values and bits, and the mask xa_dropout draws (the same draws);
 * differentiable in weight (its gradient into an existing .grad by touched row, as
 * embedding's). */
int xa_embed_front(xa_tensor **out, xa_tensor *weight, xa_tensor *ids, int64_t pad, double scale,
                   xa_tensor *pos, double p, bool train);

#endif
