/* The differentiable op layer. Every op:
 *   - validates its arguments first and returns -1 with a message that names the op,
 *     the argument and every operand's shape (nothing allocated, *out untouched);
 *   - writes an owned result to *out (outputs first, then inputs, then parameters);
 *   - records an autograd node when grad mode is on and an input requires grad.
 * Dims are 0-based here; the Lua binding converts 1-based and negative dims.
 * Ops ending in '_' work in place, are not differentiable, and refuse a tensor that
 * requires grad while grad mode is on. */
#ifndef XA_OPS_H
#define XA_OPS_H

#include "../tensor/tensor.h"
#include "autograd.h"

/* ---- views and layout (vm/ops_view.c) --------------------------------- */
int xa_view(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size); /* no -1 here */
int xa_reshape(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size); /* view or copy */
int xa_transpose(xa_tensor **out, xa_tensor *t, int d0, int d1);
int xa_permute(xa_tensor **out, xa_tensor *t, const int *dims);
int xa_narrow(xa_tensor **out, xa_tensor *t, int dim, int64_t start, int64_t len);
int xa_select(xa_tensor **out, xa_tensor *t, int dim, int64_t index);
int xa_squeeze(xa_tensor **out, xa_tensor *t, int dim); /* dim < 0: every size-1 dim */
int xa_unsqueeze(xa_tensor **out, xa_tensor *t, int dim);
int xa_expand(xa_tensor **out, xa_tensor *t, int ndim, const int64_t *size); /* -1 keeps */
int xa_contiguous(xa_tensor **out, xa_tensor *t);  /* retained self or a copy */
int xa_clone(xa_tensor **out, xa_tensor *t);
int xa_to_dtype(xa_tensor **out, xa_tensor *t, xa_dtype dt); /* retained self if same */
int xa_detach(xa_tensor **out, xa_tensor *t);
int xa_copy_(xa_tensor *dst, xa_tensor *src);       /* broadcasting src into dst */
int xa_check_inplace(const char *fn, xa_tensor *t);

/* ---- elementwise (vm/ops_elementwise.c, kernels in tensor/elementwise.c) --- */
typedef enum {
  XA_ADD, XA_SUB, XA_MUL, XA_DIV, XA_POW, XA_MAXIMUM, XA_MINIMUM,
  XA_EQ, XA_NE, XA_LT, XA_LE, XA_GT, XA_GE, XA_AND, XA_OR, XA_NBINARY
} xa_binop;
typedef enum {
  XA_NEG, XA_ABS, XA_EXP, XA_LOG, XA_SQRT, XA_RSQRT, XA_TANH, XA_SIGMOID, XA_RELU,
  XA_GELU, XA_SIN, XA_COS, XA_FLOOR, XA_CEIL, XA_ROUND, XA_SIGN, XA_RECIPROCAL,
  XA_SQUARE, XA_LOG1P, XA_EXPM1, XA_NOT, XA_NUNARY
} xa_unop;
/* broadcasting, dtype promotion (bool < int64 < float32 < float64); comparisons and
 * logical ops return bool */
int xa_binary(xa_tensor **out, xa_binop op, xa_tensor *a, xa_tensor *b);
int xa_unary(xa_tensor **out, xa_unop op, xa_tensor *a);
int xa_binary_(xa_binop op, xa_tensor *a, xa_tensor *b);   /* a op= b, b broadcasts to a */
static inline int xa_add(xa_tensor **o, xa_tensor *a, xa_tensor *b) { return xa_binary(o, XA_ADD, a, b); }
static inline int xa_sub(xa_tensor **o, xa_tensor *a, xa_tensor *b) { return xa_binary(o, XA_SUB, a, b); }
static inline int xa_mul(xa_tensor **o, xa_tensor *a, xa_tensor *b) { return xa_binary(o, XA_MUL, a, b); }
static inline int xa_div(xa_tensor **o, xa_tensor *a, xa_tensor *b) { return xa_binary(o, XA_DIV, a, b); }
static inline int xa_add_(xa_tensor *a, xa_tensor *b) { return xa_binary_(XA_ADD, a, b); }
/* a * s + b elementwise with scalars (affine), keeps dtype; differentiable */
int xa_affine(xa_tensor **out, xa_tensor *a, double scale, double shift);
int xa_pow_scalar(xa_tensor **out, xa_tensor *a, double e);
int xa_clamp(xa_tensor **out, xa_tensor *a, double lo, double hi); /* NAN = no bound */
int xa_where(xa_tensor **out, xa_tensor *cond, xa_tensor *a, xa_tensor *b);
int xa_masked_fill(xa_tensor **out, xa_tensor *t, xa_tensor *mask, double v);
int xa_masked_fill_(xa_tensor *t, xa_tensor *mask, double v);
int xa_clamp_(xa_tensor *t, double lo, double hi); /* in place; NAN = no bound */
/* a new 0-dim tensor holding v */
int xa_scalar_tensor(xa_tensor **out, xa_dtype dt, double v);

/* ---- reductions and normalisers (vm/ops_reduce.c, tensor/reduce.c) ----- */
int xa_sum(xa_tensor **out, xa_tensor *t, int dim, bool keepdim);  /* dim < 0: all */
int xa_mean(xa_tensor **out, xa_tensor *t, int dim, bool keepdim);
int xa_prod(xa_tensor **out, xa_tensor *t, int dim, bool keepdim);
/* values and indices (int64) along dim; dim < 0: over all elements (flat index) */
int xa_max(xa_tensor **values, xa_tensor **indices, xa_tensor *t, int dim, bool keepdim);
int xa_min(xa_tensor **values, xa_tensor **indices, xa_tensor *t, int dim, bool keepdim);
int xa_logsumexp(xa_tensor **out, xa_tensor *t, int dim, bool keepdim);
int xa_var(xa_tensor **out, xa_tensor *t, int dim, bool unbiased, bool keepdim);
int xa_softmax(xa_tensor **out, xa_tensor *t, int dim);
int xa_log_softmax(xa_tensor **out, xa_tensor *t, int dim);
int xa_cumsum(xa_tensor **out, xa_tensor *t, int dim);
int xa_topk(xa_tensor **values, xa_tensor **indices, xa_tensor *t, int64_t k, int dim,
            bool largest, bool sorted);
int xa_any(xa_tensor **out, xa_tensor *t, int dim, bool keepdim);
int xa_all(xa_tensor **out, xa_tensor *t, int dim, bool keepdim);

/* ---- linear algebra and nn primitives (vm/ops_linalg.c, tensor/matmul.c, ...) */
int xa_matmul(xa_tensor **out, xa_tensor *a, xa_tensor *b); /* numpy/torch matmul rules */
int xa_layer_norm(xa_tensor **out, xa_tensor *x, int nnorm, xa_tensor *weight,
                  xa_tensor *bias, double eps); /* normalise the last nnorm dims */
int xa_dropout(xa_tensor **out, xa_tensor *x, double p, bool train);
int xa_triu(xa_tensor **out, xa_tensor *t, int64_t k);
int xa_tril(xa_tensor **out, xa_tensor *t, int64_t k);

/* ---- indexing and joining (vm/ops_index.c, tensor/index.c) ------------- */
int xa_gather(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index);
int xa_scatter_add(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index, xa_tensor *src);
int xa_index_select(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index);
int xa_embedding(xa_tensor **out, xa_tensor *weight, xa_tensor *indices);
int xa_cat(xa_tensor **out, int n, xa_tensor *const *ts, int dim);
int xa_stack(xa_tensor **out, int n, xa_tensor *const *ts, int dim);

/* ---- creation and random (vm/ops_create.c, tensor/random.c) ----------- */
int xa_full(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size, double v);
int xa_arange(xa_tensor **out, xa_dtype dt, double start, double stop, double step);
int xa_eye(xa_tensor **out, xa_dtype dt, int64_t n, int64_t m);
int xa_rand(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size);  /* U[0,1) */
int xa_randn(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size); /* N(0,1) */
int xa_randint(xa_tensor **out, int64_t lo, int64_t hi, int ndim, const int64_t *size);
void xa_manual_seed(uint64_t seed);
uint64_t xa_rng_next(void);   /* 64 random bits from the global generator */
double xa_rng_uniform(void);  /* [0, 1) with 53 bits */
/* the generator's whole state (xoshiro256** words), for exact resume; set refuses all-zero */
void xa_rng_get_state(uint64_t state[4]);
int xa_rng_set_state(const uint64_t state[4]);

#endif
