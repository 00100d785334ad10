/* The linear layer's op, torch.nn.functional.linear (see nn/linear.c for the algorithm).
 * Ops follow vm/ops.h. Its kernels are a device's products: BLAS on the CPU, cuBLAS (and
 * cuBLASLt's bias epilogue) on CUDA. */
#ifndef XA_NN_LINEAR_H
#define XA_NN_LINEAR_H

#include "../vm/ops.h"

/* out (..., out) = x (..., in) · Wᵀ + b, W (out, in), b (out) or NULL. One gemm over all
 * leading dims (folded into rows) with the bias rows pre-filled (beta = 1). x, W, b share
 * one float dtype; W may be any layout BLAS reads (e.g. a transposed view). */
int xa_linear(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b);

/* out = relu(linear(x, W, b)) (relu as xa_unary's: x > 0 ? x : 0). On the CPU one op: the
 * ReLU in place over the product's output, and in backward ReLU's gradient and b's column
 * sums in one pass over the incoming gradient, written into it when only autograd holds
 * it; the composition's bits. On other devices the composition. */
int xa_linear_relu(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b);
/* out = tanh(linear(x, W, b)) likewise (tanh as xa_unary's: in float the fast vectorisable
 * one of tensor/fastmath.h; its gradient g (1 - y y)) */
int xa_linear_tanh(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b);

/* out[i] = linear(x, w[i], b[i]) for i < n (n from 1 to XA_LINEAR_MANY; b[i] may be NULL):
 * on the CPU's packed inference path one pass over the threads for all of them, else n
 * calls of xa_linear (whose errors it gives). On failure no out[i] is set. */
int xa_linear_many(int n, xa_tensor **out, xa_tensor *x, xa_tensor *const *w,
                   xa_tensor *const *b);

/* out (..., V) = log_softmax(linear(x, W, b)) over the last dim: a decoder's next-token
 * log-probabilities from its last states. On the CPU's packed inference path (float32, no
 * gradient recorded, few rows) one parallel region: each thread's panels' product, then each
 * panel's max and sum of exponentials while in its cache, then its columns rewritten in place
 * (nn/linear_logsm.c; the same bits at every thread count, the last bits differing from the
 * composition's, whose sums run in another order). Elsewhere the composition, with its
 * gradients; errors are linear's and log_softmax's under this op's name. */
int xa_linear_log_softmax(xa_tensor **out, xa_tensor *x, xa_tensor *w, xa_tensor *b);
/* the region itself: y (rows, V) contiguous, x (rows, in) row-major with leading dim ldx */
int xa_linear_packed_log_softmax(xa_tensor *w, float *y, const float *x, int64_t ldx,
                                 const float *b, int64_t rows);
/* its two halves, for a caller running the panels on its own threads (nn/decoder_step.c):
 * after panels p0 .. p1 - 1 of y (rows, V) are written, their maxima and sums of
 * exponentials into pm, ps (rows, np = ceil(V / XA_PACKED_NR)); once every panel's are in,
 * the columns of panels p0 .. p1 - 1 rewritten as log-probabilities (e: np floats of
 * scratch a thread). Any split of the panels gives the same bits. */
void xa_logsm_stats(const float *y, int64_t V, int64_t rows, int64_t p0, int64_t p1, float *pm,
                    float *ps);
void xa_logsm_finish(float *y, int64_t V, int64_t rows, const float *pm, const float *ps,
                     float *e, int64_t p0, int64_t p1);
/* The products of linear on one device (the CPU's in nn/linear.c; another device registers
 * its table as xa_kernels_register(dev, "linear", &table), CUDA's in nn/linear.cu). x
 * (rows, in) row-major with leading dim ldx, or stored transposed (tx: element (r, i) at
 * i * ldx + r); W (out, in) likewise (tw, ldw); b (out) contiguous or NULL; y and g (rows,
 * out) contiguous. Any of rows, in, out may be 0. 0, or -1 with the core's error message. */
enum { XA_ACC_DW = 1, XA_ACC_DB = 2, XA_ACC_DX = 4 };
typedef struct {
  /* y = x Wᵀ + b */
  int (*forward)(xa_dtype dt, void *y, const void *x, bool tx, int64_t ldx, const void *w,
                 bool tw, int64_t ldw, const void *b, int64_t rows, int64_t in, int64_t out);
  /* dx (rows, in) = g W; dW (out, in) = gᵀ x and db (out) = the column sums of g (in
   * double), dW added into what is there when acc has XA_ACC_DW, db when XA_ACC_DB (its
   * sums rounded, then added, as autograd adds a gradient into .grad), dx when XA_ACC_DX
   * (the CPU's table only); each pointer NULL when not wanted */
  int (*backward)(xa_dtype dt, void *dx, void *dw, void *db, unsigned acc, const void *g,
                  const void *x, bool tx, int64_t ldx, const void *w, bool tw, int64_t ldw,
                  int64_t rows, int64_t in, int64_t out);
} xa_linear_kernels;
extern const xa_linear_kernels xa_linear_cpu;

/* The CPU's inference path (nn/linear_packed.c): whether y = x Wᵀ + b for `rows` rows
 * takes it (float32, no gradient recorded, few rows, a CPU with AVX2 and FMA), and the
 * product itself: y (rows, out) contiguous, x (rows, in) row-major with leading dim ldx,
 * W's packed copy made or refreshed on the way (kept with its storage). */
bool xa_linear_packed_wanted(const xa_tensor *w, int64_t rows, int64_t in, int64_t out);
int xa_linear_packed(const xa_tensor *w, float *y, const float *x, int64_t ldx, const float *b,
                     int64_t rows);
/* the same for n <= XA_LINEAR_MANY weights read by one x (the query, key and value
 * projections of a decoding step), their panels shared out over the threads in one pass */
#define XA_LINEAR_MANY 8
int xa_linear_packed_many(int n, xa_tensor *const *w, float *const *y, const float *x,
                          int64_t ldx, const float *const *b, int64_t rows);
/* A product on the packed path run by the caller's own threads (nn/decoder_step.c: a
 * decoder layer's step in one parallel region). Panels are numbered across the n weights
 * in turn, first[n] of them; a panel is 32 output columns of every row. Before any job's
 * panels run: xa_linear_packed_trim on every weight of every job, then
 * xa_linear_packed_prepare for each (which packs; -1 when out of memory); then set x, ldx,
 * rows and y[] and run the panels in any split over threads: each output element is the
 * same sequence of operations as xa_linear_packed_many's. */
#define XA_PACKED_NR 32 /* a panel's output columns */
typedef struct {
  int n;                            /* weights, all of x's `in` columns */
  const void *P[XA_LINEAR_MANY];    /* their panels */
  int es[XA_LINEAR_MANY];           /* their element sizes: 4, 2 (halves) */
  const float *b[XA_LINEAR_MANY];   /* (out) or NULL */
  float *y[XA_LINEAR_MANY];         /* (rows, out) contiguous */
  int64_t out[XA_LINEAR_MANY], first[XA_LINEAR_MANY + 1]; /* weight i's panels: first[i].. */
  const float *x;                   /* (rows, in), leading dim ldx */
  int64_t rows, in, ldx;
  /* where weight i's output goes: row r at y[i] + r ldy[i] (prepare sets ldy = out); with
   * seg[i] > 0 (a multiple of XA_PACKED_NR) its columns in runs of seg[i], each run
   * segstride[i] floats after the one before (the heads of a key cache's new position) */
  int64_t ldy[XA_LINEAR_MANY], seg[XA_LINEAR_MANY], segstride[XA_LINEAR_MANY];
} xa_packed_job;
void xa_linear_packed_trim(const xa_tensor *w);
int xa_linear_packed_prepare(xa_packed_job *J, int n, xa_tensor *const *w,
                             const float *const *b);
void xa_linear_packed_run(const xa_packed_job *J, int64_t p0, int64_t p1);
/* panel p's bytes, and a request to the caches for `bytes` of them from byte `from` (a
 * thread with nothing to do pulling in the panels it will run next) */
int64_t xa_linear_packed_panel_bytes(const xa_packed_job *J, int64_t p);
void xa_linear_packed_prefetch(const xa_packed_job *J, int64_t p, int64_t from, int64_t bytes);
/* turns the path on or off (XATTN_PACKED=0 starts it off); returns the previous setting */
bool xa_linear_packed_enable(bool on);
/* the most rows the path takes on this CPU: 1024 with AVX-512, 96 with AVX2, else 0 */
int64_t xa_linear_packed_max_rows(void);
/* how many times a weight was packed (made or refreshed) since the start: for tests */
int64_t xa_linear_packed_count(void);

#endif
