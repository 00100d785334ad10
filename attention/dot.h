/* Scaled dot-product attention (Vaswani et al. 2017) as one op, for every head of every
 * sentence at once (docs/methods.md, Notation):
 *
 *     w   = softmax_j(scale · q kᵀ, -inf where mask)       (B, H, T, S)
 *     out = concat_h(dropout(w) v)                         (B, T, H·dh)
 *
 * q (B, H, T, dh), k and v (B, H, S, dh): typically views of the projections (B, L, D)
 * split into heads, read in place; out comes out with its heads already merged, ready
 * for the output projection. mask: bool, broadcastable to (B, H, T, S), true = masked.
 * Each (sentence, head) pair is one work item: two small gemms and a softmax in a
 * scratch tile, pairs spread over threads (results do not depend on the thread count).
 * Saved for backward: q, k, v as given and w (B, H, T, S), plus the dropout mask; the
 * scaled scores, the masked scores and the dropped weights are never stored. A row whose
 * keys are all masked gives NaN, as softmax does.
 *
 * Ops follow vm/ops.h: they validate every argument first and return -1 with a message
 * naming the op, the argument and every operand's shape; results are owned references;
 * an autograd node is recorded when grad mode is on and an input requires grad. */
#ifndef XA_DOT_H
#define XA_DOT_H

#include "../vm/ops.h"

/* out (B, T, H·dh) as above. q, k, v share one float dtype; mask NULL or bool; scale a
 * finite number; 0 <= dropout < 1 (drawn from the global RNG, kept elements scaled by
 * 1 / (1 - dropout)). weights (if not NULL) receives w (B, H, T, S) before dropout (not
 * differentiable through this output). Differentiable in q, k, v. */
int xa_dot_attention(xa_tensor **out, xa_tensor **weights, xa_tensor *q, xa_tensor *k,
                     xa_tensor *v, xa_tensor *mask, double scale, double dropout);

#endif
