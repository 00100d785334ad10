/* The differentiable op layer. Every op:
 *   - validates its arguments first and returns -1 with a message that names the op,
 *     the argument and every operand's shape (nothing allocated, *out untouched);
 *   - promotes dtypes, then runs the kernel of its operands' device through the backend
 *     table (tensor/backend.h): operands must share one device, and the result is
 *     allocated there;
 *   - writes an owned result to *out (outputs first, then inputs, then parameters);
 *   - records an autograd node when grad mode is on and an input requires grad.
 * This layer knows no attention family, no nn layer and no Lua.
 * Dims are 0-based here; the Lua binding converts 1-based and negative dims.
 * Ops ending in '_' work in place, are not differentiable, and refuse a tensor that
 * requires grad while grad mode is on. */
#ifndef XA_OPS_H
#define XA_OPS_H

#include "../tensor/backend.h"
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
/* every non-NULL ts[k] on one device; the error names fn and the devices */
int xa_check_devices(const char *fn, int n, xa_tensor *const *ts);
/* t on device dev (a copy, or t itself retained when it is there); differentiable */
int xa_to_device(xa_tensor **out, xa_tensor *t, xa_devtype dev);

/* ---- elementwise (vm/ops_elementwise.c, the enums in tensor/backend.h) ------ */
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
/* a new 0-dim tensor holding v, on the CPU / on dev */
int xa_scalar_tensor(xa_tensor **out, xa_dtype dt, double v);
int xa_scalar_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, double v);

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

/* ---- linear algebra (vm/ops_linalg.c, tensor/matmul.c) ----------------- */
int xa_matmul(xa_tensor **out, xa_tensor *a, xa_tensor *b); /* numpy/torch matmul rules */
int xa_triu(xa_tensor **out, xa_tensor *t, int64_t k);
int xa_tril(xa_tensor **out, xa_tensor *t, int64_t k);

/* ---- indexing and joining (vm/ops_index.c, tensor/index.c) ------------- */
/* every value of the int64 tensor index in [lo, hi]; else -1 with
 * "<fn>: index <v> is out of range for <what> of size <hi - lo + 1> ..." */
int xa_check_index(const char *fn, const xa_tensor *index, int64_t lo, int64_t hi,
                   const char *what);
int xa_gather(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index);
int xa_scatter_add(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index, xa_tensor *src);
int xa_index_select(xa_tensor **out, xa_tensor *t, int dim, xa_tensor *index);
int xa_cat(xa_tensor **out, int n, xa_tensor *const *ts, int dim);
int xa_stack(xa_tensor **out, int n, xa_tensor *const *ts, int dim);

/* ---- creation and random (vm/ops_create.c; the generator in tensor/tensor.h) ---- */
/* the _on forms make the tensor on dev directly (no host buffer of its size) */
int xa_full(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size, double v);
int xa_full_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim, const int64_t *size,
               double v);
int xa_arange(xa_tensor **out, xa_dtype dt, double start, double stop, double step);
int xa_eye(xa_tensor **out, xa_dtype dt, int64_t n, int64_t m);
int xa_eye_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int64_t n, int64_t m);
int xa_rand(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size);  /* U[0,1) */
int xa_randn(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size); /* N(0,1) */
int xa_rand_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim, const int64_t *size);
int xa_randn_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim, const int64_t *size);
int xa_randint(xa_tensor **out, int64_t lo, int64_t hi, int ndim, const int64_t *size);

#endif
