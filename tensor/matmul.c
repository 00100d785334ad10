/* Matrix-product and triangular-mask kernels (no autograd, no Lua here).
 *
 * xa_cpu_matmul multiplies the last two dims of a (..., n, k) and b (..., k, m) into a
 * new contiguous out (..., n, m), broadcasting the batch dims. float32 and float64 go
 * through xa_gemm: float32 products large enough to xattn's own (tensor/sgemm.c) where it
 * runs, the rest to OpenBLAS (cblas_sgemm / cblas_dgemm); int64 has its own loop.
 *
 * BLAS layouts: a matrix whose elements sit at i*rs + j*cs is handed to BLAS as is when
 *   cs == 1 and rs >= cols  (row-major with lda = rs: CblasNoTrans), or
 *   rs == 1 and cs >= rows  (its transpose is row-major with lda = cs: CblasTrans);
 * only other layouts are copied (contiguous) first. Batches are either folded into M
 * (b shared by every batch entry and a's rows evenly spaced across the batch: one gemm
 * of (B*n, k)·(k, m), the Linear-layer case) or looped over, one gemm per matrix. */
#include "cpu.h"

#include <cblas.h>
#include <limits.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

/* OpenBLAS starts with as many threads as cores; xattn's setting is what counts */
void xa_blas_sync(void) {
  static int synced = 0;
  int t = xa_threads();
  if (synced != t) {
    openblas_set_num_threads(t);
    synced = t;
  }
}
#define sync_blas_threads xa_blas_sync

char *openblas_get_config(void);
int openblas_get_parallel(void);
const char *xa_blas_config(void) { return openblas_get_config(); }
const char *xa_blas_parallel(void) {
  switch (openblas_get_parallel()) {
  case 0: return "sequential";
  case 1: return "pthread";
  default: return "openmp";
  }
}

/* Can a rows x cols matrix with strides (rs, cs) go to BLAS directly? Size-1 dims
 * place no constraint on their stride. */
bool xa_blas_layout(int64_t rows, int64_t cols, int64_t rs, int64_t cs, bool *trans,
                        int64_t *ld) {
  int64_t need = cols > 1 ? cols : 1;
  if ((cols <= 1 || cs == 1) && (rows <= 1 || rs >= need)) {
    *trans = false;
    *ld = rows <= 1 ? need : rs;
    if (*ld <= INT_MAX) return true;
  }
  need = rows > 1 ? rows : 1;
  if ((rows <= 1 || rs == 1) && (cols <= 1 || cs >= need)) {
    *trans = true;
    *ld = cols <= 1 ? need : cs;
    if (*ld <= INT_MAX) return true;
  }
  return false;
}

/* A product with a thin side runs on one thread in OpenBLAS, or on two at little gain,
 * though it is large: its own split over m and n does not reach it. Such a product is
 * split here into fixed ranges of the longer of m and n, one gemm per range on its thread
 * (OpenBLAS runs a call made in a parallel region on the calling thread). Thin is
 *  - for a product with more rows than columns, n or k at most THIN_ROWS: a Linear layer
 *    with a few outputs over many rows (12 over 8,192: 2 threads timed as 1) or a head-size
 *    layer (64 -> 64, 64 -> 192, and back: 1.5x faster split), and their gradients;
 *  - otherwise m or k at most THIN_COLS: a layer's weight gradient with a few outputs. A
 *    decoding step's products at batch 64 (64 rows, thousands of columns) stay whole: split
 *    by columns, each thread packed its own copy of the rows and it was no faster.
 * Each element of C comes from one call over the whole of k; as with OpenBLAS's own
 * threads, its last bits may depend on the thread count (where the ranges start), never on
 * scheduling. */
#define THIN_ROWS 64
#define THIN_COLS 16
typedef struct {
  xa_dtype dt; bool ta, tb, rows; int64_t m, n, k; double alpha, beta;
  const char *A, *B; char *C; int64_t lda, ldb, ldc;
} thin_job;

static void cblas_gemm(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
                       const void *A, int64_t lda, const void *B, int64_t ldb, double beta,
                       void *C, int64_t ldc) {
  enum CBLAS_TRANSPOSE TA = ta ? CblasTrans : CblasNoTrans, TB = tb ? CblasTrans : CblasNoTrans;
  if (dt == XA_FLOAT32)
    cblas_sgemm(CblasRowMajor, TA, TB, (int)m, (int)n, (int)k, (float)alpha, A, (int)lda, B,
                (int)ldb, (float)beta, C, (int)ldc);
  else
    cblas_dgemm(CblasRowMajor, TA, TB, (int)m, (int)n, (int)k, alpha, A, (int)lda, B, (int)ldb,
                beta, C, (int)ldc);
}

#define THIN_BLOCK 64 /* rows or columns: the ranges are multiples of it */
static void thin_range(void *ctx, int64_t b0, int64_t b1, int t) {
  const thin_job *j = ctx;
  (void)t;
  int64_t es = (int64_t)xa_dtype_size(j->dt), len = j->rows ? j->m : j->n;
  int64_t r0 = b0 * THIN_BLOCK, r1 = b1 * THIN_BLOCK < len ? b1 * THIN_BLOCK : len;
  if (j->rows) /* rows r0..r1 of op(A) and C */
    cblas_gemm(j->dt, j->ta, j->tb, r1 - r0, j->n, j->k, j->alpha,
               j->A + (j->ta ? r0 : r0 * j->lda) * es, j->lda, j->B, j->ldb, j->beta,
               j->C + r0 * j->ldc * es, j->ldc);
  else /* columns r0..r1 of op(B) and C */
    cblas_gemm(j->dt, j->ta, j->tb, j->m, r1 - r0, j->k, j->alpha, j->A, j->lda,
               j->B + (j->tb ? r0 * j->ldb : r0) * es, j->ldb, j->beta, j->C + r0 * es, j->ldc);
}

static bool thin_split(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k,
                       double alpha, const void *A, int64_t lda, const void *B, int64_t ldb,
                       double beta, void *C, int64_t ldc) {
  bool rows = m >= n;
  if (rows ? (n > THIN_ROWS && k > THIN_ROWS) : (m > THIN_COLS && k > THIN_COLS)) return false;
  int64_t blocks = ((rows ? m : n) + THIN_BLOCK - 1) / THIN_BLOCK;
  /* a multiply-add is counted as 1/64 of a grain's unit (tensor/parallel.h): a range
   * has 2M of them at least */
  int64_t work = m * n * k / 64;
  if (xa_parallel_threads(blocks, work) < 2 || omp_in_parallel()) return false;
  thin_job j = {dt, ta, tb, rows, m, n, k, alpha, beta, A, B, C, lda, ldb, ldc};
  xa_parallel_for(blocks, work, thin_range, &j);
  return true;
}

/* C (m, n) row-major with ldc = alpha op(A) (m, k) · op(B) (k, n) + beta C. A single row
 * or column of C goes to gemv: OpenBLAS's gemm packs the whole of op(B) (or op(A)) first,
 * which for one row (a decoding step at batch 1: x (1, 256) · Wᵀ (256, 8000)) copies
 * 8 MB to compute 4 MFLOP (measured: the tied output projection 0.26 ms -> 0.12 ms).
 * Then a float32 product of 2^20 multiply-adds or more goes to xattn's own
 * (tensor/sgemm.c) where it runs (Intel CPUs with AVX-512), a thin one to thin_split, the
 * rest to OpenBLAS's gemm. */
void xa_gemm(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
             const void *A, int64_t lda, const void *B, int64_t ldb, double beta, void *C,
             int64_t ldc) {
  if (m == 0 || n == 0) return;
  if (k == 0) { /* BLAS refuses ld = 0; the product is 0 */
    size_t es = xa_dtype_size(dt);
    for (int64_t i = 0; i < m; i++) {
      char *row = (char *)C + i * ldc * (int64_t)es;
      if (beta == 0) memset(row, 0, (size_t)n * es);
      else if (dt == XA_FLOAT32) for (int64_t j = 0; j < n; j++) ((float *)row)[j] *= (float)beta;
      else for (int64_t j = 0; j < n; j++) ((double *)row)[j] *= beta;
    }
    return;
  }
  sync_blas_threads();
  bool f32 = dt == XA_FLOAT32;
  if (m == 1) {
    /* cᵀ (n) = op(B)ᵀ (n, k) · aᵀ (k); a's elements lie at i * (ta ? lda : 1) */
    enum CBLAS_TRANSPOSE T = tb ? CblasNoTrans : CblasTrans;
    int rows = tb ? (int)n : (int)k, cols = tb ? (int)k : (int)n, inc = ta ? (int)lda : 1;
    if (f32) cblas_sgemv(CblasRowMajor, T, rows, cols, (float)alpha, B, (int)ldb, A, inc,
                         (float)beta, C, 1);
    else cblas_dgemv(CblasRowMajor, T, rows, cols, alpha, B, (int)ldb, A, inc, beta, C, 1);
    return;
  }
  if (n == 1) {
    /* c (m) = op(A) (m, k) · b (k); b's elements lie at i * (tb ? 1 : ldb) */
    enum CBLAS_TRANSPOSE T = ta ? CblasTrans : CblasNoTrans;
    int rows = ta ? (int)k : (int)m, cols = ta ? (int)m : (int)k, inc = tb ? 1 : (int)ldb;
    if (f32) cblas_sgemv(CblasRowMajor, T, rows, cols, (float)alpha, A, (int)lda, B, inc,
                         (float)beta, C, (int)ldc);
    else cblas_dgemv(CblasRowMajor, T, rows, cols, alpha, A, (int)lda, B, inc, beta, C, (int)ldc);
    return;
  }
  if (f32 && xa_sgemm(ta, tb, m, n, k, (float)alpha, A, lda, B, ldb, (float)beta, C, ldc)) return;
  if (thin_split(dt, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc)) return;
  cblas_gemm(dt, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/* ---- two products side by side (cpu.h) ---- */
static int pair_on = -1; /* -1: not read from the environment yet */

static void pair_init(void) {
  const char *e = getenv("XATTN_GEMM_PAIR");
  pair_on = !(e && !strcmp(e, "0"));
}

bool xa_gemm_pair_enable(bool on) {
  if (pair_on < 0) pair_init();
  bool was = pair_on;
  pair_on = on;
  return was;
}

static void job_run(xa_dtype dt, const xa_gemm_job *j) {
  xa_gemm(dt, j->ta, j->tb, j->m, j->n, j->k, 1.0, j->A, j->lda, j->B, j->ldb, j->beta, j->C,
          j->ldc);
}

void xa_gemm_pair(xa_dtype dt, const xa_gemm_job *a, const xa_gemm_job *b) {
  if (pair_on < 0) pair_init();
  /* both products large enough for a thread of their own (as thin_split counts work) */
  int64_t wa = a->m * a->n * a->k / 64, wb = b->m * b->n * b->k / 64;
  if (!pair_on || xa_threads() != 2 || omp_in_parallel() ||
      xa_parallel_threads(2, (wa < wb ? wa : wb) * 2) < 2) {
    job_run(dt, a);
    job_run(dt, b);
    return;
  }
  /* in a parallel region OpenBLAS runs each call on its calling thread; synced first, so
   * that neither thread sets OpenBLAS's thread count */
  sync_blas_threads();
#pragma omp parallel num_threads(2)
  job_run(dt, omp_get_thread_num() == 0 ? a : b);
}

static void gemm(xa_dtype dt, bool ta, bool tb, int64_t n, int64_t m, int64_t k,
                 const void *A, int64_t lda, const void *B, int64_t ldb, void *C, int64_t ldc) {
  xa_gemm(dt, ta, tb, n, m, k, 1.0, A, lda, B, ldb, 0.0, C, ldc);
}

/* offsets (in elements) of batch entry `idx` (row-major over out's batch dims) */
static void batch_offsets(int nb, const int64_t *bsize, const xa_tensor *a, const xa_tensor *b,
                          int64_t idx, int64_t *oa, int64_t *ob) {
  *oa = 0;
  *ob = 0;
  for (int d = nb - 1; d >= 0; d--) {
    int64_t i = idx % bsize[d];
    idx /= bsize[d];
    if (a->size[d] > 1) *oa += i * a->stride[d];
    if (b->size[d] > 1) *ob += i * b->stride[d];
  }
}

/* the float products of a batch [b0, b1), one gemm each */
#define BMM_SPLIT ((int64_t)1 << 20) /* multiply-adds per product below which the batch is split */
typedef struct {
  xa_dtype dt;
  bool ta, tb;
  int64_t n, m, k;
  const char *A;
  int64_t lda;
  const char *B;
  int64_t ldb;
  char *C;
  int64_t es;
  int nb;
  const int64_t *bsize;
  const xa_tensor *a, *b;
} bmm_ctx;

static void bmm_range(void *ctx, int64_t b0, int64_t b1, int t) {
  (void)t;
  const bmm_ctx *c = ctx;
  for (int64_t idx = b0; idx < b1; idx++) {
    int64_t oa, ob;
    batch_offsets(c->nb, c->bsize, c->a, c->b, idx, &oa, &ob);
    gemm(c->dt, c->ta, c->tb, c->n, c->m, c->k, c->A + oa * c->es, c->lda, c->B + ob * c->es,
         c->ldb, c->C + idx * c->n * c->m * c->es, c->m);
  }
}

/* the int64 product: rows of out in parallel, i-p-j order over column blocks so the
 * inner loop streams b's row and out's row with unit stride */
#define IBLOCK 512
static void matmul_int64(xa_tensor *out, const xa_tensor *a, const xa_tensor *b, int nb,
                         const int64_t *bsize, int64_t nmat, int64_t n, int64_t m, int64_t k) {
  const int64_t *A = xa_tensor_data(a), *B = xa_tensor_data(b);
  int64_t *C = xa_tensor_data(out);
  int64_t ars = a->stride[nb], acs = a->stride[nb + 1];
  int64_t brs = b->stride[nb], bcs = b->stride[nb + 1];
  int64_t nrows = nmat * n;
  int64_t work = nrows * m * k;
  int nt = xa_parallel_threads(nrows, work);
  XA_OMP_FOR(nt)
  for (int64_t r = 0; r < nrows; r++) {
    int64_t oa, ob, i = r % n;
    batch_offsets(nb, bsize, a, b, r / n, &oa, &ob);
    const int64_t *arow = A + oa + i * ars;
    const int64_t *bm = B + ob;
    int64_t *crow = C + r * m;
    memset(crow, 0, (size_t)m * sizeof *crow);
    for (int64_t j0 = 0; j0 < m; j0 += IBLOCK) {
      int64_t j1 = j0 + IBLOCK < m ? j0 + IBLOCK : m;
      for (int64_t p = 0; p < k; p++) {
        int64_t av = arow[p * acs];
        if (av == 0) continue;
        const int64_t *brow = bm + p * brs;
        if (bcs == 1)
          for (int64_t j = j0; j < j1; j++) crow[j] += av * brow[j];
        else
          for (int64_t j = j0; j < j1; j++) crow[j] += av * brow[j * bcs];
      }
    }
  }
}

/* if the rows of every batch entry of a are evenly spaced (a's batch dims and row dim
 * merge into one dim), their common stride; else -1 */
static int64_t merged_row_stride(const xa_tensor *a, int nb) {
  int64_t stride = -1, expect = 0;
  for (int d = nb; d >= 0; d--) {
    if (a->size[d] == 1) continue;
    if (stride < 0) { stride = a->stride[d]; expect = stride * a->size[d]; continue; }
    if (a->stride[d] != expect) return -1;
    expect *= a->size[d];
  }
  return stride; /* -1 too when a has a single row in all */
}

int xa_cpu_matmul(xa_tensor *out, const xa_tensor *a, const xa_tensor *b) {
  int nd = out->ndim, nb = nd - 2;
  int64_t n = out->size[nb], m = out->size[nb + 1], k = a->size[nb + 1];
  int64_t nmat = 1, bsize[XA_MAXDIM];
  for (int d = 0; d < nb; d++) { bsize[d] = out->size[d]; nmat *= bsize[d]; }
  if (nmat == 0 || n == 0 || m == 0) return 0;
  if (k == 0) { xa_cpu_fill(out, 0); return 0; }
  if (out->dtype == XA_INT64) {
    matmul_int64(out, a, b, nb, bsize, nmat, n, m, k);
    return 0;
  }
  size_t es = xa_dtype_size(out->dtype);
  xa_tensor *ac = (xa_tensor *)a, *bc = (xa_tensor *)b;
  bool ta, tb;
  int64_t lda, ldb;
  xa_tensor_retain(ac);
  xa_tensor_retain(bc);
  if (!xa_blas_layout(n, k, a->stride[nb], a->stride[nb + 1], &ta, &lda)) {
    xa_tensor_release(ac);
    if (xa_tensor_contiguous(&ac, (xa_tensor *)a)) { xa_tensor_release(bc); return -1; }
    ta = false;
    lda = k;
  }
  if (!xa_blas_layout(k, m, b->stride[nb], b->stride[nb + 1], &tb, &ldb)) {
    xa_tensor_release(bc);
    if (xa_tensor_contiguous(&bc, (xa_tensor *)b)) { xa_tensor_release(ac); return -1; }
    tb = false;
    ldb = m;
  }
  sync_blas_threads();
  const char *A = xa_tensor_data(ac), *B = xa_tensor_data(bc);
  char *C = xa_tensor_data(out);

  /* fold the batch into M: b shared, a row-major with evenly spaced rows */
  bool b_shared = true;
  for (int d = 0; d < nb; d++) if (bc->size[d] > 1 && bc->stride[d] != 0) b_shared = false;
  bool a_full = true; /* a covers the whole batch (no broadcast dim of its own) */
  for (int d = 0; d < nb; d++) if (ac->size[d] != bsize[d]) a_full = false;
  int64_t rs = (b_shared && a_full && !ta) ? merged_row_stride(ac, nb) : -1;
  if (nmat > 1 && rs >= k && rs >= 1 && rs <= INT_MAX && nmat * n <= INT_MAX) {
    gemm(out->dtype, false, tb, nmat * n, m, k, A, rs, B, ldb, C, m);
    xa_tensor_release(ac);
    xa_tensor_release(bc);
    return 0;
  }
  bmm_ctx job = {out->dtype, ta, tb, n, m, k, A, lda, B, ldb, C, (int64_t)es, nb, bsize, ac, bc};
  /* Small products (attention's q kᵀ and weights · v: B x H of them, 32 x 64 x 32 at
   * bench-small) run on one thread inside OpenBLAS, so the batch itself is split over the
   * threads: each product on one thread (OpenBLAS runs single-threaded inside a parallel
   * region; its thread count was synced above, so the workers only read it). A large
   * product keeps OpenBLAS's own threads. Measured on 256 products of 32 x 64 x 32,
   * 2 threads: 0.43 -> 0.22 ms. */
  if (n * m * k < BMM_SPLIT)
    xa_parallel_for(nmat, nmat * n * m * k, bmm_range, &job);
  else
    bmm_range(&job, 0, nmat, 0);
  xa_tensor_release(ac);
  xa_tensor_release(bc);
  return 0;
}

/* ---- triangular masks ---------------------------------------------------- */
/* out (new contiguous, t's shape) = t where (upper ? j - i >= k : j - i <= k), else 0.
 * All-zero bits are the zero of every dtype, so rows are copied element by element by
 * size and the rest cleared. */
#define TRI_COPY(T)                                                                     \
  do {                                                                                \
    const T *s = (const T *)src;                                                      \
    T *o = (T *)dst;                                                                  \
    if (cs == 1) memcpy(o + j0, s + j0, (size_t)(j1 - j0) * sizeof(T));               \
    else for (int64_t j = j0; j < j1; j++) o[j] = s[j * cs];                          \
  } while (0)

void xa_cpu_tri(xa_tensor *out, const xa_tensor *t, int64_t k, bool upper) {
  int nd = t->ndim, nb = nd - 2;
  int64_t n = t->size[nb], m = t->size[nb + 1];
  int64_t nrows = xa_tensor_numel(t) / (m ? m : 1);
  if (xa_tensor_numel(t) == 0) return;
  size_t es = xa_dtype_size(t->dtype);
  int64_t rs = t->stride[nb], cs = t->stride[nb + 1];
  const char *base = xa_tensor_data(t);
  char *obase = xa_tensor_data(out);
  int nt = xa_parallel_threads(nrows, nrows * m);
  XA_OMP_FOR(nt)
  for (int64_t r = 0; r < nrows; r++) {
    int64_t i = r % n, bi = r / n, off = i * rs;
    for (int d = nb - 1; d >= 0; d--) { off += (bi % t->size[d]) * t->stride[d]; bi /= t->size[d]; }
    /* kept columns [j0, j1) */
    int64_t j0 = 0, j1 = m;
    if (upper) { int64_t lo = i + k; j0 = lo < 0 ? 0 : lo > m ? m : lo; }
    else { int64_t hi = i + k + 1; j1 = hi < 0 ? 0 : hi > m ? m : hi; }
    if (j1 < j0) j1 = j0;
    const char *src = base + off * (int64_t)es;
    char *dst = obase + r * m * (int64_t)es;
    memset(dst, 0, (size_t)j0 * es);
    memset(dst + j1 * (int64_t)es, 0, (size_t)(m - j1) * es);
    switch (es) {
    case 1: TRI_COPY(uint8_t); break;
    case 4: TRI_COPY(uint32_t); break;
    default: TRI_COPY(uint64_t); break;
    }
  }
}
