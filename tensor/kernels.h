/* Kernel tables shared by the op layer (no autograd, no Lua here). */
#ifndef XA_KERNELS_H
#define XA_KERNELS_H

#include "iter.h"
#include "../vm/ops.h"

/* NULL when the op has no loop for that dtype */
xa_loop_fn xa_binary_loop(xa_binop op, xa_dtype dt);     /* (out, a, b) */
xa_loop_fn xa_unary_loop(xa_unop op, xa_dtype dt);       /* (out, a) */
xa_loop_fn xa_unary_grad_loop(xa_unop op, xa_dtype dt);  /* (gin, g, x, y) */

/* ---- indexing and joining (tensor/index.c); callers validate every argument ---- */
/* row-major position of the first value of the int64 tensor idx outside [lo, hi]
 * (stored in *value), or -1 when every value is inside */
int64_t xa_index_find_bad(const xa_tensor *idx, int64_t lo, int64_t hi, int64_t *value);
/* out (contiguous, index's shape, t's dtype) = t gathered along dim */
void xa_gather_kernel(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index);
/* out[.. index ..] += src along dim over index's shape; float32/float64/int64 */
void xa_scatter_add_kernel(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src);
/* out (contiguous buffer of t's shape with size[dim] = n) = t's slices idx[i * is] */
void xa_index_select_kernel(void *out, const xa_tensor *t, int dim, const int64_t *idx,
                            int64_t n, int64_t is);
/* out (contiguous, float32/float64) += src (contiguous, out's shape with size[dim] = n)
 * at slices idx[i * is]; deterministic for any thread count */
void xa_index_add_kernel(xa_tensor *out, int dim, const int64_t *idx, int64_t n, int64_t is,
                         const void *src);
/* ts[k] into the contiguous out at start[k] along dim (start[k] < 0: skipped) */
int xa_cat_kernel(xa_tensor *out, int n, xa_tensor *const *ts, int dim, const int64_t *start);
/* ts[k] (all of one shape) into the contiguous out at position k of dim */
int xa_stack_kernel(xa_tensor *out, int n, xa_tensor *const *ts, int dim);

/* ---- linear algebra (tensor/matmul.c) ---------------------------------- */
/* Can a rows x cols matrix with strides (rs, cs) go to BLAS without a copy? Sets trans
 * (stored transposed) and the leading dimension ld. */
bool xa_blas_layout(int64_t rows, int64_t cols, int64_t rs, int64_t cs, bool *trans, int64_t *ld);
/* C (m, n) row-major with leading dim ldc = alpha op(A) (m, k) · op(B) (k, n) + beta C
 * (float32 or float64; op = transpose when ta / tb; sizes and lds fit an int). Every
 * BLAS product of the core goes through here: it sets OpenBLAS's thread count to
 * xattn's, sends one row or one column to gemv, and handles k = 0 and empty C. */
void xa_gemm(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
             const void *A, int64_t lda, const void *B, int64_t ldb, double beta, void *C,
             int64_t ldc);
/* OpenBLAS's thread count = xa_threads() (done by xa_gemm; for direct BLAS calls) */
void xa_blas_sync(void);
/* out (new contiguous, (batch..., n, m)) = a (..., n, k) · b (..., k, m). a, b and out
 * have one dtype (float32, float64, int64) and the same ndim >= 2; each batch dim of a
 * and b is out's or 1. Any layout; copies an operand only when BLAS cannot read it. */
int xa_matmul_kernel(xa_tensor *out, xa_tensor *a, xa_tensor *b);
/* out (new contiguous, t's shape) = t on and above (upper) or below the k-th diagonal */
void xa_tri_kernel(xa_tensor *out, const xa_tensor *t, int64_t k, bool upper);

/* softmax of `rows` contiguous rows of n values, x into o (o may be x), float32 or
 * float64, on the calling thread (the softmax op's row kernel; tensor/reduce.c) */
void xa_softmax_rows(xa_dtype dt, void *o, const void *x, int64_t rows, int64_t n);

/* ---- layer norm and dropout (tensor/norm.c) ----------------------------- */
/* contiguous float32/float64 data; y, x, g, dx are (rows, cols); w, b, dw, db (cols) or
 * NULL; mean and rstd (rows) in double */
void xa_layer_norm_forward(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                           const void *w, const void *b, int64_t rows, int64_t cols,
                           double eps);
int xa_layer_norm_backward(xa_dtype dt, void *dx, void *dw, void *db, const void *g,
                           const void *x, const double *mean, const double *rstd,
                           const void *w, int64_t rows, int64_t cols);
/* n bytes of 0/1 from the global RNG, 1 with probability 1 - p (0 < p < 1) */
void xa_dropout_mask(uint8_t *mask, int64_t n, double p);
/* out = x * mask * scale (mask bool, broadcast to out like x) */
void xa_dropout_apply(xa_tensor *out, xa_tensor *x, xa_tensor *mask, double scale);

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
