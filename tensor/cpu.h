/* The CPU kernels: the CPU backend's table entries (backend.h says what each computes)
 * and the helpers that the CPU kernels of the layers above (nn/, attention/) build on.
 * Only CPU kernel files include this; the op layer reaches kernels through backend.h. */
#ifndef XA_CPU_H
#define XA_CPU_H

#include "backend.h"
#include "iter.h"

/* ---- the table entries, by family ---- */
/* tensor/copy.c */
void xa_cpu_copy(xa_tensor *dst, const xa_tensor *src);
void xa_cpu_fill(xa_tensor *t, double v);
/* tensor/elementwise.c */
void xa_cpu_binary(xa_tensor *out, xa_binop op, const xa_tensor *a, const xa_tensor *b);
void xa_cpu_unary(xa_tensor *out, xa_unop op, const xa_tensor *a);
void xa_cpu_unary_grad(xa_tensor *gin, xa_unop op, const xa_tensor *g, const xa_tensor *x,
                       const xa_tensor *y);
void xa_cpu_affine(xa_tensor *out, const xa_tensor *a, double scale, double shift);
void xa_cpu_pow_scalar(xa_tensor *out, const xa_tensor *a, double e);
void xa_cpu_clamp(xa_tensor *out, const xa_tensor *a, double lo, double hi);
void xa_cpu_clamp_grad(xa_tensor *gin, const xa_tensor *g, const xa_tensor *x, double lo,
                       double hi);
void xa_cpu_where(xa_tensor *out, const xa_tensor *cond, const xa_tensor *a, const xa_tensor *b);
void xa_cpu_masked_fill(xa_tensor *out, const xa_tensor *t, const xa_tensor *mask, double v);
/* tensor/reduce.c */
/* the rows of a reduction along dim over up to 4 operands of one shape: every dim but dim
 * kept, size-1 dims dropped and contiguous ones merged; row r of operand k starts at
 * base[k] + es[k] * (the kept offset of r), its elements are len[k] apart by rs[k] */
#define XA_RGEOM_MAXOPS 4
typedef struct {
  int nops, nk;
  int64_t rows;
  int64_t ksize[XA_MAXDIM];
  int64_t kst[XA_RGEOM_MAXOPS][XA_MAXDIM]; /* strides of the kept dims, elements */
  int64_t len[XA_RGEOM_MAXOPS];            /* each operand's size along dim */
  int64_t rs[XA_RGEOM_MAXOPS];             /* each operand's stride along dim */
  char *base[XA_RGEOM_MAXOPS];
  int64_t es[XA_RGEOM_MAXOPS];             /* element sizes, bytes */
} xa_rgeom;
void xa_rgeom_init(xa_rgeom *g, int dim, int nops, const xa_tensor *const *ops);
int xa_cpu_reduce(xa_redop op, xa_tensor *out, xa_tensor *idx, const xa_tensor *x, int dim,
                  double arg);
void xa_cpu_rowop(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim);
int xa_cpu_topk(xa_tensor *values, xa_tensor *indices, const xa_tensor *x, int dim, int64_t k,
                bool largest);
void xa_cpu_reduce_grad(xa_rgradop op, xa_tensor *gin, const xa_tensor *g, const xa_tensor *a,
                        const xa_tensor *b, int dim, double arg);
void xa_cpu_sum_to(xa_tensor *out, const xa_tensor *g);
/* tensor/matmul.c */
int xa_cpu_matmul(xa_tensor *out, const xa_tensor *a, const xa_tensor *b);
void xa_cpu_tri(xa_tensor *out, const xa_tensor *t, int64_t k, bool upper);
/* tensor/index.c */
int64_t xa_cpu_index_find_bad(const xa_tensor *idx, int64_t lo, int64_t hi, int64_t *value);
void xa_cpu_gather(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index);
void xa_cpu_scatter_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src);
void xa_cpu_index_select(xa_tensor *out, const xa_tensor *t, int dim, const xa_tensor *index);
void xa_cpu_index_add(xa_tensor *out, int dim, const xa_tensor *index, const xa_tensor *src);
int xa_cpu_cat(xa_tensor *out, int n, xa_tensor *const *ts, int dim, const int64_t *start);
int xa_cpu_stack(xa_tensor *out, int n, xa_tensor *const *ts, int dim);
/* tensor/random.c */
void xa_cpu_uniform(xa_tensor *t);
void xa_cpu_normal(xa_tensor *t);
void xa_cpu_randint(xa_tensor *t, int64_t lo, int64_t hi);
void xa_cpu_keep_mask(xa_tensor *mask, double p);

/* ---- helpers of the CPU kernels (tensor/matmul.c, tensor/reduce.c) ---- */
/* Can a rows x cols matrix with strides (rs, cs) go to BLAS without a copy? Sets trans
 * (stored transposed) and the leading dimension ld. */
bool xa_blas_layout(int64_t rows, int64_t cols, int64_t rs, int64_t cs, bool *trans, int64_t *ld);
/* C (m, n) row-major with leading dim ldc = alpha op(A) (m, k) · op(B) (k, n) + beta C
 * (float32 or float64; op = transpose when ta / tb; sizes and lds fit an int). Every
 * product of the CPU kernels goes through here: it hands large float32 ones to xa_sgemm,
 * sets OpenBLAS's thread count to xattn's, sends one row or one column to gemv, and
 * handles k = 0 and empty C. */
void xa_gemm(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
             const void *A, int64_t lda, const void *B, int64_t ldb, double beta, void *C,
             int64_t ldc);
/* xattn's own float32 product (tensor/sgemm.c): C = alpha op(A) op(B) + beta C as
 * xa_gemm, where it takes the product (true); false: not taken, C untouched (too small, no
 * AVX-512, turned off, out of memory), for OpenBLAS to do. xa_gemm calls it first. */
bool xa_sgemm(bool ta, bool tb, int64_t m, int64_t n, int64_t k, float alpha, const float *A,
              int64_t lda, const float *B, int64_t ldb, float beta, float *C, int64_t ldc);
/* the same with a write-back of its own: C = max(alpha op(A) op(B) + beta C + bias, 0), the
 * bias (n floats, or NULL) added to every row and the max taken only when relu. A linear
 * layer's forward in one pass over its output (nn/linear.c). */
bool xa_sgemm_ex(bool ta, bool tb, int64_t m, int64_t n, int64_t k, float alpha, const float *A,
                 int64_t lda, const float *B, int64_t ldb, float beta, float *C, int64_t ldc,
                 const float *bias, bool relu);
/* (xa_sgemm_mode, its setting, is in tensor.h) */
/* Two independent products (C of one is no operand of the other): on 2 threads, each
 * on its own thread as a one-thread BLAS call, at once; otherwise one after the other
 * through xa_gemm. For a layer's input and weight gradients, equal in work: OpenBLAS's two
 * threads on each product in turn sync and split it; side by side, a bench-small linear's
 * backward was 2-4% faster, the output projection's 1-2%. The bits are those of one-thread
 * products, which can differ from two-thread ones in the last place (column remainders). */
typedef struct {
  bool ta, tb;
  int64_t m, n, k;
  const void *A; int64_t lda;
  const void *B; int64_t ldb;
  double beta;
  void *C; int64_t ldc;
} xa_gemm_job;
void xa_gemm_pair(xa_dtype dt, const xa_gemm_job *a, const xa_gemm_job *b);
/* every row of y (rows rows of rowbytes bytes, contiguous) = row: the bias rows a product
 * then adds into (beta = 1), copied on the threads (tensor/copy.c) */
void xa_cpu_fill_rows(void *y, const void *row, int64_t rows, size_t rowbytes);
/* OpenBLAS's thread count = xa_threads() (done by xa_gemm; for direct BLAS calls) */
void xa_blas_sync(void);
/* softmax of `rows` contiguous rows of n values, x into o (o may be x), float32 or
 * float64, on the calling thread (a helper of the kernels that fuse a softmax) */
void xa_cpu_softmax(xa_dtype dt, void *o, const void *x, int64_t rows, int64_t n);

#endif
