/* The CUDA backend's C entry points (the .cu files of tensor/cuda/). Everything here is plain C
 * callable; pointers named as data (x, w, out, ...) are device memory, sizes and strides
 * are in elements, and every kernel runs on the backend's current stream
 * (xa_cuda_stream()) in the order it is called. Functions that can fail return 0, or -1
 * after setting the core's error message (xa_err, tensor/tensor.h) naming the function
 * and the cause; results computed on the device are visible to the host after
 * xa_cuda_synchronize() or a copy to the host (xa_cuda_to_host).
 *
 * Tensor arguments (xa_tensor *) are the core's tensor headers whose storage holds device
 * memory: their data, offset, sizes, strides and dtype are read, nothing else; the
 * signatures mirror the CPU kernels of tensor/kernels.h, so that the backend table can
 * call either. Results do not depend on the launch configuration or on scheduling: no
 * reduction adds floats with atomics.
 *
 * Built only with `make CUDA=1` (nvcc) and, for the test suite, as host C++ against the
 * emulator of tests/cuda_emu/ (docs/gpu.md). */
#ifndef XA_CUDA_H
#define XA_CUDA_H

#ifdef __cplusplus
extern "C" {
#endif

#include "../kernels.h"
#include "../../nn/nn.h"
#include "../../attention/gma.h"
#include "../../attention/gmm.h"
#include "../../attention/window.h"

/* ---- the device (tensor/cuda/device.cu) --------------------------------------------- */
/* true when a CUDA device can be used; otherwise false with the reason in why (n bytes) */
bool xa_cuda_available(char *why, size_t n);
/* selects device 0 and creates the stream and the cuBLAS handles (once); -1 + the reason */
int xa_cuda_init(void);
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
/* out (shape s) = the sum of g (any shape broadcasting to... rather from s) over the
 * dims where out is broadcast (autograd's sum_to); float or int64 */
int xa_cuda_sum_to(xa_tensor *out, const xa_tensor *g);

/* ---- reductions (tensor/cuda/reduce.cu), as tensor/kernels.h -------------------------- */
int xa_cuda_reduce(xa_redop op, xa_tensor *out, xa_tensor *idx, const xa_tensor *x, int dim,
                   double arg);
int xa_cuda_rowop(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim);
int xa_cuda_topk(xa_tensor *values, xa_tensor *indices, const xa_tensor *x, int dim, int64_t k,
                 bool largest);
int xa_cuda_reduce_backward(xa_rbwop op, xa_tensor *gin, const xa_tensor *g, const xa_tensor *a,
                            const xa_tensor *b, int dim, double arg);
/* softmax of rows contiguous rows of n (o may be x) */
int xa_cuda_softmax_rows(xa_dtype dt, void *o, const void *x, int64_t rows, int64_t n);

/* ---- indexing (tensor/cuda/index.cu), as tensor/kernels.h ------------------------------ */
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
/* out (contiguous (batch..., n, m)) = a (..., n, k) b (..., k, m), as xa_matmul_kernel
 * (float32, float64, int64; batch dims broadcast; any layout) */
int xa_cuda_matmul(xa_tensor *out, xa_tensor *a, xa_tensor *b);
/* linear: y (rows, out) = x (rows, in) Wᵀ + b. x row-major with leading dim ldx; W (out,
 * in) row-major with ldw, or stored transposed (wt: element (o, i) at i * ldw + o); b
 * (out) contiguous or NULL. float32 with a bias goes through cuBLASLt's bias epilogue. */
int xa_cuda_linear(xa_dtype dt, void *y, const void *x, int64_t ldx, const void *w, bool wt,
                   int64_t ldw, const void *b, int64_t rows, int64_t in, int64_t out);
/* its backward from g (rows, out) contiguous: dx (rows, in) = g W, dW (out, in) = gᵀ x
 * (accumulated into dW when acc), db (out) = column sums of g (in double, fixed order);
 * any of dx, dw, db may be NULL */
int xa_cuda_linear_backward(xa_dtype dt, void *dx, void *dw, void *db, bool acc, const void *g,
                            const void *x, int64_t ldx, const void *w, bool wt, int64_t ldw,
                            int64_t rows, int64_t in, int64_t out);
/* db (cols) = (acc ? db : 0) + column sums of g (rows, cols) row-major with ld */
int xa_cuda_colsum(xa_dtype dt, void *db, const void *g, int64_t rows, int64_t cols, int64_t ld,
                   bool acc);

/* ---- layer norm, dropout, random numbers (tensor/cuda/norm.cu) -------------------------- */
int xa_cuda_layer_norm_forward(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                               const void *w, const void *b, int64_t rows, int64_t cols,
                               double eps);
int xa_cuda_layer_norm_backward(xa_dtype dt, void *dx, void *dw, void *db, const void *g,
                                const void *x, const double *mean, const double *rstd,
                                const void *w, int64_t rows, int64_t cols);
/* mask (n bytes, device) = the mask xa_dropout_mask draws for the same generator state,
 * and the core's generator advanced past it (the same stream of draws as on the CPU) */
int xa_cuda_dropout_mask(uint8_t *mask, int64_t n, double p);
int xa_cuda_dropout_apply(xa_tensor *out, xa_tensor *x, xa_tensor *mask, double scale);
/* the values of xa_rand / xa_randn for the generator's state (randn's to the last bits of
 * the device's log/sin/cos), the generator advanced as they advance it; t contiguous */
int xa_cuda_rand(xa_tensor *t);
int xa_cuda_randn(xa_tensor *t);
/* t (contiguous int64) = xa_randint's values in [lo, hi) for the generator's state, which is
 * advanced as xa_randint advances it (a rejected draw, rare except for ranges near 2^64,
 * makes the device fall back to the CPU's loop on the host) */
int xa_cuda_randint(xa_tensor *t, int64_t lo, int64_t hi);

/* ---- neural-network kernels (tensor/cuda/nn.cu) ---------------------------------------- */
/* the rows of nn/xent.c on contiguous logits z (rows, V) and targets (rows), device
 * pointers; stat (rows, 2), rloss, rnll (rows) in double on the device */
int xa_cuda_xent_forward_rows(xa_dtype dt, const void *z, const int64_t *tgt, int64_t rows,
                              int64_t V, bool has_ign, int64_t ign, double a, double b,
                              double *stat, double *rloss, double *rnll);
/* gz (may be z) = c_r d(a nll + b smooth)/dz with c_r = gscale * g[r * gs] (g NULL: 1) */
int xa_cuda_xent_backward_rows(xa_dtype dt, void *gz, const void *z, const int64_t *tgt,
                               int64_t rows, int64_t V, bool has_ign, int64_t ign, double a,
                               double b, const double *stat, const void *g, int64_t gs,
                               double gscale);
/* out[0] = sum of v (n doubles), out[1] = sum of w when w is not NULL, in a fixed order
 * (device pointers) */
int xa_cuda_sum_doubles(double *out, const double *v, const double *w, int64_t n);
/* the fused output projection and loss of nn/linear_xent.c: x (N, D) contiguous, W (V, D)
 * row-major with ldw or stored transposed (wt), b (V) or NULL, target (N) 1-based; the
 * counted rows (target != ign when has_ign) go through in chunks of about 2M logits.
 * loss and nll (host doubles): the sum (or mean when mean) of the losses and the sum of
 * -log p(target); *count the counted rows. dx (N, D), dw (V, D), db (V) (each NULL when
 * not wanted) receive the gradient of the loss (zeros at ignored rows). */
int xa_cuda_linear_xent(xa_dtype dt, double *loss, double *nll, int64_t *count, void *dx,
                        void *dw, void *db, const void *x, const void *w, bool wt, int64_t ldw,
                        const void *b, const int64_t *target, int64_t N, int64_t D, int64_t V,
                        double label_smoothing, bool has_ign, int64_t ign, bool mean);
/* the optimizer kernels of nn/adam.c over flat buffers of n elements */
int xa_cuda_adam_step(xa_dtype dt, void *p, const void *g, void *m, void *v, int64_t n,
                      int64_t step, double lr, double b1, double b2, double eps, double wd,
                      bool decoupled);
int xa_cuda_sgd_step(xa_dtype dt, void *p, const void *g, void *buf, int64_t n, bool first,
                     double lr, double mu, double damp, double wd, bool nesterov);
/* *norm = the L2 norm of g (blocks of 8192 in double, summed in order); g scaled in place
 * by max_norm / (norm + 1e-6) when max_norm > 0 and that is < 1 (on the device: no wait
 * unless norm is wanted on the host, which it is) */
int xa_cuda_clip_grad_norm(xa_dtype dt, void *g, int64_t n, double max_norm, double *norm);

/* ---- attention families (tensor/cuda/attention.cu) --------------------------------------
 * dot: q (B,H,T,dh), k, v (B,H,S,dh) as per-pair matrices: element (b, h, i, j) of q at
 * q + b*qs[0] + h*qs[1] + i*qs[2] + j*qs[3] with qs[3] == 1 or qs[2] == 1 (a BLAS layout);
 * mask (bool, NULL or strides ms over (B,H,T,S), 0 on broadcast dims); keep (B,H,T,S)
 * contiguous dropout mask or NULL (kept weights scaled by dscale); w (B,H,T,S) contiguous
 * (the softmax, written); out (B,T,H*dh) contiguous. */
int xa_cuda_dot_forward(xa_dtype dt, void *out, void *w, const void *q, const int64_t *qs,
                        const void *k, const int64_t *ks, const void *v, const int64_t *vs,
                        const uint8_t *mask, const int64_t *ms, const uint8_t *keep,
                        int64_t B, int64_t H, int64_t T, int64_t S, int64_t dh, double scale,
                        double dscale);
/* its backward from g (B,T,H*dh) contiguous and the saved w: dq, dk, dv (NULL: not wanted)
 * written as (B,H,rows,dh) with strides dqs etc. (last dim unit stride) */
int xa_cuda_dot_backward(xa_dtype dt, void *dq, const int64_t *dqs, void *dk, const int64_t *dks,
                         void *dv, const int64_t *dvs, const void *g, const void *w,
                         const void *q, const int64_t *qs, const void *k, const int64_t *ks,
                         const void *v, const int64_t *vs, const uint8_t *mask,
                         const int64_t *ms, const uint8_t *keep, int64_t B, int64_t H,
                         int64_t T, int64_t S, int64_t dh, double scale, double dscale);
/* gmm and window: the signatures and semantics of attention/gmm.h (gradients accumulate)
 * and attention/window.h (written whole; stat in device memory) on device data */
int xa_cuda_gmm_forward(xa_dtype dt, void *out, const void *alpha, const void *g,
                        const void *omega, const void *mu, const void *sigma,
                        const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                        int64_t K, xa_gmm_norm norm);
int xa_cuda_gmm_backward(xa_dtype dt, void *gomega, void *gmu, void *gsigma, void *galpha,
                         void *gg, const void *gout, const void *alpha, const void *g,
                         const void *omega, const void *mu, const void *sigma,
                         const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                         int64_t K, xa_gmm_norm norm);
int xa_cuda_window_forward(xa_dtype dt, void *out, xa_window_stat *stat, const void *x,
                           const void *g, int64_t rows, int64_t S, int64_t win);
int xa_cuda_window_backward(xa_dtype dt, void *gx, void *gg, const void *gout, const void *x,
                            const void *g, const xa_window_stat *stat, int64_t rows, int64_t S);
int xa_cuda_window_centre(xa_dtype dt, int64_t *c, const void *x, int64_t rows, int64_t S);
/* gma (attention/gma.c): w (B,H,T,S) from logits x (B,H,T,S), p, sigma (B,Hp,T) (sigma
 * NULL for XA_GMA_NONE), all contiguous */
int xa_cuda_gma_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *sigma,
                        int64_t B, int64_t H, int64_t Hp, int64_t T, int64_t S, double delta,
                        xa_gma_prior prior);
/* gx (B,H,T,S), gp, gsigma (B,Hp,T) (summed over the heads in head order when Hp = 1;
 * gsigma NULL for XA_GMA_NONE; each NULL when not wanted), written whole, from the
 * upstream g (B,H,T,S) and the saved w, p, sigma */
int xa_cuda_gma_backward(xa_dtype dt, void *gx, void *gp, void *gsigma, const void *g,
                         const void *w, const void *p, const void *sigma, int64_t B, int64_t H,
                         int64_t Hp, int64_t T, int64_t S, double delta, xa_gma_prior prior);
/* needed (B,Hp,T) int64 = clamp(ceil(p + delta), 0, lengths[b]) */
int xa_cuda_gma_visible(xa_dtype dt, int64_t *needed, const void *p, const int64_t *lengths,
                        int64_t B, int64_t Hp, int64_t T, double delta);
/* latent (attention/latent.c), in tensor/cuda/latent.cu: the zero-order latent output
 * layer, chunked as on the CPU (chunk target tokens per chunk, whole sentences; only the
 * chunk's logits U = zs Wᵀ and Y = zt Wᵀ exist). zs (B,S,D), zt (B,T,D), a (B,T,S),
 * W (V,D), all contiguous device data of dt; target (B,T) int64 1-based (device).
 * forward: nll (B,T) (0 at ignored targets) and what backward needs in `saved`, a device
 * buffer of xa_cuda_latent_saved_bytes(B*T, min(K, S)) bytes (the chosen positions, their
 * weights, the per-position logsumexps and log-probabilities, log p). The targets are
 * checked on the host (one copy of B*T values): a target outside [1, V] that is not
 * ignored, or S = 0 with a counted target, is an error naming it. */
int64_t xa_cuda_latent_saved_bytes(int64_t N, int64_t Kc);
int xa_cuda_latent_forward(xa_dtype dt, void *nll, void *saved, const void *zs, const void *zt,
                           const void *a, const void *w, const int64_t *target, int64_t B,
                           int64_t S, int64_t T, int64_t D, int64_t V, int64_t K, bool renorm,
                           bool has_ign, int64_t ign, int64_t chunk);
/* backward from g (B,T) contiguous (NULL: ones) and the forward's saved buffer: dzs (B,S,D),
 * dzt (B,T,D), da (B,T,S), dw (V,D), each NULL when not wanted, written whole (zeros where
 * no gradient flows); the chunk's dU, dY summed per vocabulary column in token order (no
 * atomics), then four gemms per chunk as on the CPU */
int xa_cuda_latent_backward(xa_dtype dt, void *dzs, void *dzt, void *da, void *dw,
                            const void *g, const void *saved, const void *zs, const void *zt,
                            const void *w, int64_t B, int64_t S, int64_t T, int64_t D,
                            int64_t V, int64_t K, bool renorm, int64_t chunk);
/* out (B,T,V) = log p(e) for every e (attention/latent.h's latent_logprobs); an error for
 * S = 0 or V = 0 with tokens */
int xa_cuda_latent_logprobs(xa_dtype dt, void *out, const void *zs, const void *zt,
                            const void *a, const void *w, int64_t B, int64_t S, int64_t T,
                            int64_t D, int64_t V, int64_t K, bool renorm, int64_t chunk);

#ifdef __cplusplus
}
#endif

#endif
