/* Kernel tables shared by the op layer (no autograd, no Lua here). */
#ifndef XA_KERNELS_H
#define XA_KERNELS_H

#include "iter.h"
#include "../vm/ops.h"

/* NULL when the op has no loop for that dtype */
xa_loop_fn xa_binary_loop(xa_binop op, xa_dtype dt);     /* (out, a, b) */
xa_loop_fn xa_unary_loop(xa_unop op, xa_dtype dt);       /* (out, a) */
xa_loop_fn xa_unary_grad_loop(xa_unop op, xa_dtype dt);  /* (gin, g, x, y) */

#endif
