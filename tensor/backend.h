/* The backend table: what a device provides to the layers above (vm/, nn/, attention/).
 *
 * Every storage carries a device tag (tensor.h); xa_backend_of(tensor) is the table of
 * that device, and the op layer (vm/) reaches memory and kernels only through it. The CPU
 * table (tensor/backend.c) is built in; another device registers its own table with
 * xa_backend_register at start-up, and from then on tensors can be allocated there and
 * every op of vm/ runs there, without a change to vm/ or to the Lua binding.
 *
 * Conventions for the kernel entries (the same on every device):
 *   - outputs first, then inputs, then parameters; operands are tensors of one device
 *     (the op layer checks that, converts dtypes and validates every argument: a kernel
 *     never fails on arguments, only an allocation inside it may, returning -1 with a
 *     message);
 *   - outputs are allocated by the caller with the shape and dtype the entry says, on the
 *     operands' device; an entry writes all of its output (no accumulation) unless it says
 *     `+=`;
 *   - inputs may have any strides (broadcast dims have stride 0) unless the entry says
 *     contiguous;
 *   - results depend on the inputs and the thread count only (tensor/parallel.h).
 *
 * Kernels of the layers above tensor/ (an nn layer's fused kernels, an attention family's)
 * are not in this table, which knows no layer: each such layer keeps a small table of its
 * own kernels, with the CPU one built in, and a device adds its version with
 * xa_kernels_register(device, "gmm", &table) (see xa_kernels_find). */
#ifndef XA_BACKEND_H
#define XA_BACKEND_H

#include "tensor.h"

/* ---- the operations the kernels implement ----------------------------------------- */
typedef enum {
  XA_ADD, XA_SUB, XA_MUL, XA_DIV, XA_POW, XA_MAXIMUM, XA_MINIMUM,
  XA_EQ, XA_NE, XA_LT, XA_LE, XA_GT, XA_GE, XA_AND, XA_OR, XA_NBINARY
} xa_binop;
typedef enum {
  XA_NEG, XA_ABS, XA_EXP, XA_LOG, XA_SQRT, XA_RSQRT, XA_TANH, XA_SIGMOID, XA_RELU,
  XA_GELU, XA_SIN, XA_COS, XA_FLOOR, XA_CEIL, XA_ROUND, XA_SIGN, XA_RECIPROCAL,
  XA_SQUARE, XA_LOG1P, XA_EXPM1, XA_NOT, XA_NUNARY
} xa_unop;
/* reductions along one dim */
typedef enum {
  XA_RED_SUM, XA_RED_MEAN, XA_RED_PROD, XA_RED_MAX, XA_RED_MIN, XA_RED_LSE, XA_RED_VAR,
  XA_RED_ANY, XA_RED_ALL
} xa_redop;
/* row operations: out has x's shape */
typedef enum { XA_ROW_SOFTMAX, XA_ROW_LOG_SOFTMAX, XA_ROW_CUMSUM, XA_ROW_CUMSUM_REV } xa_rowop;
/* the gradients of the reductions and row operations (see reduce_grad) */
typedef enum {
  XA_RGRAD_SOFTMAX,     /* (gin, g, y): gin = y * (g - sum(g y)) */
  XA_RGRAD_LOG_SOFTMAX, /* (gin, g, y): gin = g - exp(y) sum(g) */
  XA_RGRAD_LSE,         /* (gin, g, x, y), g and y reduced: gin = g exp(x - y) */
  XA_RGRAD_PROD,        /* (gin, g, x), g reduced: gin = g * product of the others */
  XA_RGRAD_VAR,         /* (gin, g, x), g reduced, arg = ddof */
  XA_RGRAD_SCATTER      /* (gin, g, idx), g and idx of size k: gin[idx] += g (gin zeroed) */
} xa_rgradop;

/* which (op, dtype) pairs the elementwise kernels compute: the same on every device */
bool xa_binary_supported(xa_binop op, xa_dtype dt);
bool xa_unary_supported(xa_unop op, xa_dtype dt);
bool xa_unary_grad_supported(xa_unop op, xa_dtype dt);

typedef struct xa_backend {
  const char *name;   /* "cpu", "cuda" */
  xa_devtype device;

  /* ---- memory ---- */
  /* a block of at least n bytes, 64-byte aligned; *got receives its real size. NULL when
   * out of memory (no message: the caller writes it, naming the request) */
  void *(*alloc)(size_t n, size_t *got);
  void (*free)(void *p, size_t got);
  /* n bytes between this device's memory and the host's */
  void (*to_host)(void *host_dst, const void *src, size_t n);
  void (*from_host)(void *dst, const void *host_src, size_t n);
  /* return the blocks kept for reuse (xattn.empty_cache) */
  void (*empty_cache)(void);

  /* ---- copy and fill (tensor/copy.c) ---- */
  /* dst <- src converted to dst's dtype; src broadcasts to dst's shape; dst's storage is
   * not src's, or is exactly src's layout */
  void (*copy)(xa_tensor *dst, const xa_tensor *src);
  void (*fill)(xa_tensor *t, double v); /* v converted to t's dtype (int64: saturating) */

  /* ---- elementwise (tensor/elementwise.c); a and b broadcast to out's shape ---- */
  /* a, b of the computing dtype (xa_binary_supported); out that dtype, bool for
   * comparisons and logical ops; out may be a itself (in place) */
  void (*binary)(xa_tensor *out, xa_binop op, const xa_tensor *a, const xa_tensor *b);
  /* a of the computing dtype (xa_unary_supported); out that dtype, bool for logical_not */
  void (*unary)(xa_tensor *out, xa_unop op, const xa_tensor *a);
  /* gin = g * f'(x), y = f(x) the forward output; float, one dtype */
  void (*unary_grad)(xa_tensor *gin, xa_unop op, const xa_tensor *g, const xa_tensor *x,
                     const xa_tensor *y);
  /* out = a * scale + shift, a of out's dtype (not bool) */
  void (*affine)(xa_tensor *out, const xa_tensor *a, double scale, double shift);
  /* out = a ^ e, float */
  void (*pow_scalar)(xa_tensor *out, const xa_tensor *a, double e);
  /* out = a limited to [lo, hi] (NAN: no bound; NaN elements pass), a of out's dtype
   * (float or int64; int64 bounds saturate) */
  void (*clamp)(xa_tensor *out, const xa_tensor *a, double lo, double hi);
  /* gin = g where lo <= x <= hi, else 0; float */
  void (*clamp_grad)(xa_tensor *gin, const xa_tensor *g, const xa_tensor *x, double lo,
                     double hi);
  /* out = cond ? a : b, cond bool, a and b of out's dtype */
  void (*where)(xa_tensor *out, const xa_tensor *cond, const xa_tensor *a, const xa_tensor *b);
  /* out = mask ? v : t, mask bool, t of out's dtype; out may be t itself */
  void (*masked_fill)(xa_tensor *out, const xa_tensor *t, const xa_tensor *mask, double v);

  /* ---- reductions along dim (tensor/reduce.c) ----
   * Operands share x's shape except along dim (size 1 for reduced outputs, k for topk);
   * callers flatten x to 1-D for a reduction over all elements. */
  /* out: sum/prod int64 for bool/int64 x, else x's dtype; any/all bool; idx (int64) only
   * for max/min; arg = ddof for var */
  int (*reduce)(xa_redop op, xa_tensor *out, xa_tensor *idx, const xa_tensor *x, int dim,
                double arg);
  void (*rowop)(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim);
  /* values (x's dtype) and indices (int64, 0-based) of the k best, best first */
  int (*topk)(xa_tensor *values, xa_tensor *indices, const xa_tensor *x, int dim, int64_t k,
              bool largest);
  /* gin (the input's shape) from the gradient g of a reduction or row op and the saved
   * operands a, b (see xa_rgradop); gin zeroed by the caller for XA_RGRAD_SCATTER */
  void (*reduce_grad)(xa_rgradop op, xa_tensor *gin, const xa_tensor *g, const xa_tensor *a,
                      const xa_tensor *b, int dim, double arg);
  /* out += g summed over the dims where out has size 1 (or is missing) and g does not:
   * the gradient of a broadcast; float or int64 */
  void (*sum_to)(xa_tensor *out, const xa_tensor *g);

  /* ---- linear algebra (tensor/matmul.c) ---- */
  /* out (contiguous, (batch..., n, m)) = a (..., n, k) · b (..., k, m); one dtype
   * (float32, float64, int64), the same ndim >= 2, each batch dim of a and b out's or 1 */
  int (*matmul)(xa_tensor *out, const xa_tensor *a, const xa_tensor *b);
  /* out (contiguous, t's shape) = t on and above (upper) or below the k-th diagonal */
  void (*tri)(xa_tensor *out, const xa_tensor *t, int64_t k, bool upper);

  /* ---- indexing and joining (tensor/index.c); index values already checked ---- */
  /* row-major position of the first value of the int64 tensor idx outside [lo, hi]
   * (stored in *value), or -1 when every value is inside */
  int64_t (*index_find_bad)(const xa_tensor *idx, int64_t lo, int64_t hi, int64_t *value);
  /* out (contiguous, index's shape, t's dtype) = t gathered along dim */
  void (*gather)(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index);
  /* out[.. index ..] += src along dim over index's shape; float32/float64/int64 */
  void (*scatter_add)(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src);
  /* out (contiguous, t's shape with size[dim] = n) = t's slices at the n values of index
   * (1-D, or contiguous of any shape, read in row-major order) */
  void (*index_select)(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index);
  /* out (contiguous, float) += src (contiguous, out's shape with size[dim] = n) at the n
   * slices index (as index_select's); repeated indices add in index order */
  void (*index_add)(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src);
  /* ts[k] into the contiguous out at start[k] along dim (start[k] < 0: skipped) */
  int (*cat)(xa_tensor *out, int n, xa_tensor *const *ts, int dim, const int64_t *start);
  /* ts[k] (all of one shape) into the contiguous out at position k of dim */
  int (*stack)(xa_tensor *out, int n, xa_tensor *const *ts, int dim);

  /* ---- random (tensor/random.c): the global generator, drawn in index order ---- */
  void (*uniform)(xa_tensor *t);                     /* contiguous float: U[0, 1) */
  void (*normal)(xa_tensor *t);                      /* contiguous float: N(0, 1) */
  void (*randint)(xa_tensor *t, int64_t lo, int64_t hi); /* contiguous int64: [lo, hi) */
  /* contiguous bool: 1 with probability 1 - p (0 < p < 1), the dropout mask */
  void (*keep_mask)(xa_tensor *mask, double p);
} xa_backend;

/* the table of a device, NULL when this build has none for it */
extern const xa_backend *xa_backends[XA_NDEVICE];
static inline const xa_backend *xa_backend_for(xa_devtype dev) { return xa_backends[dev]; }
/* the table of t's device (every storage's device has one) */
static inline const xa_backend *xa_backend_of(const xa_tensor *t) {
  return xa_backends[t->storage->device];
}
/* makes b the table of b->device (a device backend calls this at start-up) */
int xa_backend_register(const xa_backend *b);
/* "cpu", "cuda" */
const char *xa_device_name(xa_devtype dev);
int xa_device_from_name(const char *name, xa_devtype *dev);

/* Kernel tables of the layers above tensor/, one per (device, name): a layer looks its
 * table up for the device of its operands (NULL: the device has no such kernels, an
 * error for the caller to report) and falls back to its own CPU table on the CPU. */
int xa_kernels_register(xa_devtype dev, const char *name, const void *table);
const void *xa_kernels_find(xa_devtype dev, const char *name);
/* what an op uses: the table `name` registered for dev, else `cpu` on the CPU; NULL with
 * "<fn>: not available on <device>" when dev has none */
const void *xa_kernels_for(const char *fn, xa_devtype dev, const char *name, const void *cpu);

/* for an op whose kernels exist on the CPU only so far: 0 on the CPU, else -1 with
 * "<fn>: not available on <device> (CPU only)" */
int xa_require_cpu(const char *fn, const xa_tensor *t);

/* the CPU table (tensor/backend.c) */
extern const xa_backend xa_backend_cpu;

#endif
