/* The CUDA backend's C entry points at the tensor level (the .cu files of tensor/cuda/): the
 * device, its memory, the kernels of the backend table (tensor/backend.h) and the helpers
 * (gemm, softmax rows, ...) that the device kernels of the layers above build on (the .cu
 * files of nn/ and attention/, declared in nn/cuda.h and attention/cuda.h). Like the rest of
 * tensor/ this knows no layer above it. Everything here is plain C callable; pointers named
 * as data (x, w, out, ...) are device memory, sizes and strides are in elements, and every
 * kernel runs on the backend's current stream (xa_cuda_stream()) in the order it is called.
 * Functions that can fail return 0, or -1 after setting the core's error message (xa_err,
 * tensor/tensor.h) naming the function and the cause; results computed on the device are
 * visible to the host after xa_cuda_synchronize() or a copy to the host (xa_cuda_to_host).
 *
 * Tensor arguments (xa_tensor *) are the core's tensor headers whose storage holds device
 * memory: their data, offset, sizes, strides and dtype are read, nothing else; the
 * signatures mirror the CPU table's entries (tensor/cpu.h), and tensor/cuda/backend.cu
 * adapts them into the table xa_backend_cuda. Results do not depend on the launch
 * configuration or on scheduling: no reduction adds floats with atomics.
 *
 * Built only with `make CUDA=1` (nvcc) and, for the test suite, as host C++ against the
 * emulator of tests/cuda_emu/ (docs/gpu.md). */
#ifndef XA_CUDA_H
#define XA_CUDA_H

#ifdef __cplusplus
extern "C" {
#endif

#include "../backend.h"
#include "../cpu.h"

/* ---- the device (tensor/cuda/device.cu) --------------------------------------------- */
/* true when a CUDA device can be used; otherwise false with the reason in why (n bytes) */
bool xa_cuda_available(char *why, size_t n);
/* selects this process's device and creates the stream and the cuBLAS handles (once);
 * -1 + the reason. The device: XATTN_CUDA_DEVICE (an index) when set, else the launcher's
 * local rank (OMPI_COMM_WORLD_LOCAL_RANK, MPI_LOCALRANKID, SLURM_LOCALID, PMI_LOCAL_RANK)
 * modulo the devices, else 0. */
int xa_cuda_init(void);
/* the index of that device (after xa_cuda_init; -1 before) */
int xa_cuda_device_index(void);
/* the device's name, total memory and compute capability (after xa_cuda_init) */
const char *xa_cuda_device_name(void);
int64_t xa_cuda_device_memory(void);
int xa_cuda_compute_capability(void); /* 90 for sm_90 */
/* the stream every kernel runs on (a cudaStream_t); set_stream makes s current (NULL: the
 * backend's own stream) */
void *xa_cuda_stream(void);
void xa_cuda_set_stream(void *s);
/* waits for the current stream; -1 + the message of an asynchronous error */
int xa_cuda_synchronize(void);
/* copies on the current stream: to_device returns once src may be reused, to_host once
 * dst holds the data (it waits for the stream's earlier work) */
int xa_cuda_to_device(void *dst, const void *src, int64_t nbytes);
int xa_cuda_to_host(void *dst, const void *src, int64_t nbytes);
int xa_cuda_copy_bytes(void *dst, const void *src, int64_t nbytes); /* device to device */
int xa_cuda_memset(void *dst, int byte, int64_t nbytes);
/* The first failure of a kernel called through an entry that cannot return one (the
 * backend table's void entries, like CUDA's own asynchronous errors): kept until
 * xa_cuda_check() reports it (-1 with the message, and cleared) or 0 when there is none.
 * xa_cuda_synchronize() reports it too. */
void xa_cuda_defer_error(void);
int xa_cuda_check(void);

/* ---- the backend table (tensor/cuda/backend.cu) ----------------------------------------- */
/* the CUDA table of tensor/backend.h: memory = the caching allocator below, every kernel
 * entry one of the entry points of this header */
extern const xa_backend xa_backend_cuda;
/* initialises the device (xa_cuda_init) and registers xa_backend_cuda; -1 with the reason
 * when there is no usable device. The layers above register their own kernel tables
 * (nn/cuda.h, attention/cuda.h). */
int xa_cuda_backend_register(void);
/* dst (n elements of dt, device) += src (device), in place */
int xa_cuda_accumulate(xa_dtype dt, void *dst, const void *src, int64_t n);

/* ---- memory (tensor/cuda/alloc.cu) ----------------------------------------------------
 * A caching allocator: blocks are rounded up to size classes (512 bytes below 1 MiB,
 * 16 classes per power of two above), kept after free on their stream's list and reused
 * for the next request of their class or of a class up to half their size; a block used
 * on another stream (record_stream) returns to the lists once that stream has passed the
 * point of the free. A failed cudaMalloc empties the cache and tries once more; then the
 * error names the request and the memory in use. Caching is off under AddressSanitizer
 * (unless XATTN_ALLOC=cache) and with XATTN_ALLOC=system, so that every block is exactly
 * its request (out-of-bounds accesses stay visible). */
int xa_cuda_malloc(void **p, int64_t nbytes);   /* nbytes 0 gives a valid unique block */
void xa_cuda_free(void *p);                     /* NULL is ignored */
int64_t xa_cuda_block_bytes(const void *p);     /* bytes behind p (>= its request), 0 if none */
void xa_cuda_record_stream(void *p, void *stream);
void xa_cuda_empty_cache(void);
typedef struct {
  int64_t live, peak;          /* bytes requested by live blocks, and their high-water mark */
  int64_t cached;              /* bytes of freed blocks kept for reuse (and pending ones) */
  int64_t reserved, reserved_peak; /* bytes obtained from cudaMalloc (live + cached) */
  int64_t limit;               /* 0 = none */
  int64_t device_mallocs;      /* cudaMalloc calls so far */
  int64_t device_frees;        /* cudaFree calls so far */
} xa_cuda_mem;
void xa_cuda_memory(xa_cuda_mem *m);
void xa_cuda_reset_peak(void);
void xa_cuda_set_limit(int64_t bytes);          /* live bytes allowed; 0 = no limit */
bool xa_cuda_caching(void);
void xa_cuda_set_caching(bool on);              /* for tests; empties the cache when off */

/* ---- elementwise (tensor/cuda/elementwise.cu) ------------------------------------------
 * Operands broadcast to out's shape (numpy rules, any strides; out may alias an input
 * exactly, as for in-place ops). Dtypes as the CPU loops of tensor/elementwise.c: a and b
 * share the compute dtype, out is that dtype or bool for comparisons and logical ops. */
int xa_cuda_binary(xa_binop op, xa_tensor *out, const xa_tensor *a, const xa_tensor *b);
int xa_cuda_unary(xa_unop op, xa_tensor *out, const xa_tensor *a); /* out bool for XA_NOT */
/* gin = g * f'(x) with y = f(x): (gin, g, x, y) of one float dtype */
int xa_cuda_unary_grad(xa_unop op, xa_tensor *gin, const xa_tensor *g, const xa_tensor *x,
                       const xa_tensor *y);
int xa_cuda_copy(xa_tensor *dst, const xa_tensor *src); /* any dtypes (converting) */
int xa_cuda_fill(xa_tensor *t, double v);
/* out = a * scale + shift (float or int64, out's dtype = a's) */
int xa_cuda_affine(xa_tensor *out, const xa_tensor *a, double scale, double shift);
int xa_cuda_pow_scalar(xa_tensor *out, const xa_tensor *a, double e); /* float */
/* clamp to [lo, hi] (NAN: no bound); float or int64; out may be a */
int xa_cuda_clamp(xa_tensor *out, const xa_tensor *a, double lo, double hi);
/* gx = g where lo <= x <= hi (NaN x: g), else 0 */
int xa_cuda_clamp_grad(xa_tensor *gx, const xa_tensor *g, const xa_tensor *x, double lo, double hi);
int xa_cuda_where(xa_tensor *out, const xa_tensor *cond, const xa_tensor *a, const xa_tensor *b);
int xa_cuda_masked_fill(xa_tensor *out, const xa_tensor *t, const xa_tensor *mask, double v);
/* out (t's shape) = t on and above (upper) or below the k-th diagonal of the last two dims */
int xa_cuda_tri(xa_tensor *out, const xa_tensor *t, int64_t k, bool upper);
/* out (1-D, n) = start + i * step, any dtype (as xa_arange: values through double) */
int xa_cuda_arange(xa_tensor *out, double start, double step);
/* out (n, m), any dtype: 1 on the diagonal, else 0 */
int xa_cuda_eye(xa_tensor *out);
/* out (broadcasting to g's shape) += the sum of g over the dims where out is broadcast
 * (autograd's sum_to); float or int64 */
int xa_cuda_sum_to(xa_tensor *out, const xa_tensor *g);
/* out = x * mask * scale (mask bool, broadcast to out like x): dropout's apply */
int xa_cuda_dropout_apply(xa_tensor *out, xa_tensor *x, xa_tensor *mask, double scale);

/* ---- reductions (tensor/cuda/reduce.cu), as the backend table -------------------------- */
int xa_cuda_reduce(xa_redop op, xa_tensor *out, xa_tensor *idx, const xa_tensor *x, int dim,
                   double arg);
int xa_cuda_rowop(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim);
int xa_cuda_topk(xa_tensor *values, xa_tensor *indices, const xa_tensor *x, int dim, int64_t k,
                 bool largest);
int xa_cuda_reduce_backward(xa_rgradop op, xa_tensor *gin, const xa_tensor *g, const xa_tensor *a,
                            const xa_tensor *b, int dim, double arg);
/* softmax of rows contiguous rows of n (o may be x) */
int xa_cuda_softmax_rows(xa_dtype dt, void *o, const void *x, int64_t rows, int64_t n);

/* ---- indexing (tensor/cuda/index.cu), as the backend table ------------------------------ */
/* the row-major position of the first value of idx outside [lo, hi] (its value in
 * *value), or -1 (waits for the stream: the answer is on the host) */
int xa_cuda_index_find_bad(const xa_tensor *idx, int64_t lo, int64_t hi, int64_t *pos,
                           int64_t *value);
int xa_cuda_gather(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index);
int xa_cuda_scatter_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src);
/* out (contiguous, t's shape with size[dim] = n) = t's slices idx[i * is] (idx on the device) */
int xa_cuda_index_select(void *out, const xa_tensor *t, int dim, const int64_t *idx, int64_t n,
                         int64_t is);
/* out (contiguous float) += src (contiguous, out's shape with size[dim] = n) at the slices
 * idx[i * is]; each destination slice receives its additions in the order of i (indices
 * sorted on the device, no atomics): the backward of index_select and embedding */
int xa_cuda_index_add(xa_tensor *out, int dim, const int64_t *idx, int64_t n, int64_t is,
                      const void *src);
int xa_cuda_cat(xa_tensor *out, int n, xa_tensor *const *ts, int dim, const int64_t *start);
int xa_cuda_stack(xa_tensor *out, int n, xa_tensor *const *ts, int dim);

/* ---- matrix products (tensor/cuda/matmul.cu) ----------------------------------------- */
/* C (m, n) row-major with ldc = alpha op(A) (m, k) op(B) (k, n) + beta C, as xa_gemm */
int xa_cuda_gemm(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
                 const void *A, int64_t lda, const void *B, int64_t ldb, double beta, void *C,
                 int64_t ldc);
/* batch of such products, operand i at A + i * sa (elements; 0 repeats one matrix) */
int xa_cuda_gemm_batched(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k,
                         double alpha, const void *A, int64_t lda, int64_t sa, const void *B,
                         int64_t ldb, int64_t sb, double beta, void *C, int64_t ldc, int64_t sc,
                         int64_t batch);
/* C = alpha op(A) op(B) + beta C (m x n row-major, as xa_cuda_gemm) for every index of the
 * batch grid bsize[0..nbd): operand X's matrix at X + sum_d i_d xs[d] (elements), any
 * strides; one cuBLAS call over pointer arrays made on the device */
int xa_cuda_gemm_grid(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
                      const void *A, int64_t lda, const int64_t *as, const void *B, int64_t ldb,
                      const int64_t *bs, double beta, void *C, int64_t ldc, const int64_t *cs,
                      int nbd, const int64_t *bsize);
/* out (contiguous (batch..., n, m)) = a (..., n, k) b (..., k, m), as xa_matmul_kernel
 * (float32, float64, int64; batch dims broadcast; any layout) */
int xa_cuda_matmul(xa_tensor *out, xa_tensor *a, xa_tensor *b);
/* linear: y (rows, out) = x (rows, in) Wᵀ + b. x row-major with leading dim ldx, or stored
 * transposed (tx: element (r, i) at i * ldx + r); W (out, in) row-major with ldw, or stored
 * transposed (wt: element (o, i) at i * ldw + o); b (out) contiguous or NULL. float32 with a
 * bias and x row-major goes through cuBLASLt's bias epilogue. */
int xa_cuda_linear(xa_dtype dt, void *y, const void *x, bool tx, int64_t ldx, const void *w, bool wt,
                   int64_t ldw, const void *b, int64_t rows, int64_t in, int64_t out);
/* its backward from g (rows, out) contiguous: dx (rows, in) = g W, dW (out, in) = gᵀ x
 * (accumulated into dW when acc), db (out) = column sums of g (in double, fixed order);
 * any of dx, dw, db may be NULL */
int xa_cuda_linear_backward(xa_dtype dt, void *dx, void *dw, void *db, unsigned acc, const void *g,
                            const void *x, bool tx, int64_t ldx, const void *w, bool wt, int64_t ldw,
                            int64_t rows, int64_t in, int64_t out);
/* db (cols) = (acc ? db : 0) + column sums of g (rows, cols) row-major with ld (summed in
 * double, rounded, then added) */
int xa_cuda_colsum(xa_dtype dt, void *db, const void *g, int64_t rows, int64_t cols, int64_t ld,
                   bool acc);

/* ---- random numbers (tensor/cuda/random.cu) -------------------------------------------- */
/* mask (n bytes, device) = the mask xa_cpu_keep_mask draws for the same generator state,
 * and the core's generator advanced past it (the same stream of draws as on the CPU) */
int xa_cuda_dropout_mask(uint8_t *mask, int64_t n, double p);
/* the values of xa_cpu_uniform / xa_cpu_normal for the generator's state (normal's to the
 * last bits of the device's log/sin/cos), the generator advanced as they advance it; t
 * contiguous */
int xa_cuda_rand(xa_tensor *t);
int xa_cuda_randn(xa_tensor *t);
/* t (contiguous int64) = xa_cpu_randint's values in [lo, hi) for the generator's state,
 * which is advanced as xa_cpu_randint advances it (a rejected draw, rare except for ranges
 * near 2^64, makes the device fall back to the CPU's loop on the host) */
int xa_cuda_randint(xa_tensor *t, int64_t lo, int64_t hi);

#ifdef __cplusplus
}
#endif

#endif
