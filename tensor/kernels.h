/* Kernel tables shared by the op layer (no autograd, no Lua here). */
#ifndef XA_KERNELS_H
#define XA_KERNELS_H

#include "iter.h"
#include "../vm/ops.h"

/* NULL when the op has no loop for that dtype */
xa_loop_fn xa_binary_loop(xa_binop op, xa_dtype dt);     /* (out, a, b) */
xa_loop_fn xa_unary_loop(xa_unop op, xa_dtype dt);       /* (out, a) */
xa_loop_fn xa_unary_grad_loop(xa_unop op, xa_dtype dt);  /* (gin, g, x, y) */

/* ---- reductions along one dim (tensor/reduce.c) ----------------------------
 * Operands share x's shape except along dim (size 1 for reduced outputs, k for topk)
 * and may have any strides; callers flatten x to 1-D for reductions over all elements.
 * Results do not depend on the thread count. */
typedef enum {
  XA_RED_SUM, XA_RED_MEAN, XA_RED_PROD, XA_RED_MAX, XA_RED_MIN, XA_RED_LSE, XA_RED_VAR,
  XA_RED_ANY, XA_RED_ALL
} xa_redop;
/* out: sum/prod int64 for bool/int64 x, else x's dtype; any/all bool; idx (int64) only
 * for max/min; arg = ddof for var. Returns -1 only when out of memory. */
int xa_reduce_kernel(xa_redop op, xa_tensor *out, xa_tensor *idx, const xa_tensor *x, int dim,
                     double arg);
typedef enum { XA_ROW_SOFTMAX, XA_ROW_LOG_SOFTMAX, XA_ROW_CUMSUM, XA_ROW_CUMSUM_REV } xa_rowop;
/* out has x's shape (cumsum of bool/int64 into int64) */
void xa_rowop_kernel(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim);
/* values (x's dtype) and indices (int64, 0-based) of the k best, best first */
int xa_topk_kernel(xa_tensor *values, xa_tensor *indices, const xa_tensor *x, int dim, int64_t k,
                   bool largest);
typedef enum {
  XA_RBW_SOFTMAX,     /* (gin, g, y): gin = y * (g - sum(g y)) */
  XA_RBW_LOG_SOFTMAX, /* (gin, g, y): gin = g - exp(y) sum(g) */
  XA_RBW_LSE,         /* (gin, g, x, y), g and y reduced: gin = g exp(x - y) */
  XA_RBW_PROD,        /* (gin, g, x), g reduced: gin = g * product of the others */
  XA_RBW_VAR,         /* (gin, g, x), g reduced, arg = ddof */
  XA_RBW_SCATTER      /* (gin, g, idx), g and idx of size k: gin[idx] += g; gin zeroed */
} xa_rbwop;
void xa_reduce_backward_kernel(xa_rbwop op, xa_tensor *gin, const xa_tensor *g,
                               const xa_tensor *a, const xa_tensor *b, int dim, double arg);

#endif
