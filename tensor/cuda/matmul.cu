/* Matrix products on the device: cuBLAS for float32/float64 (strided batched where the
 * batch is evenly spaced, else batched over pointer arrays made on the device), cuBLASLt for linear's bias (its epilogue adds the bias in the
 * product's store), a kernel for int64, and column sums for bias gradients.
 *
 * Row-major to cuBLAS: a row-major matrix (r x c, leading dim ld) is the column-major
 * (c x r) matrix with the same ld, i.e. its transpose. So C = op(A) op(B) row-major is
 * computed as Cᵀ = op(B)ᵀ op(A)ᵀ in column-major: cuBLAS gets B first, with (n, m) for
 * (m, n), and the same transpose flags and leading dims (xa_gemm's layouts unchanged). */
#include "common.cuh"

#include <climits>

using namespace xa_cu;

namespace {

const int64_t COLSUM_ROWS = 256; /* rows per partial sum of a column */

cublasOperation_t op_of(bool t) { return t ? CUBLAS_OP_T : CUBLAS_OP_N; }

/* C (rows, cols) row-major with ldc = beta C (beta 0: zeros, whatever C held) */
template <class T> __global__ void k_scale(T *C, int64_t rows, int64_t cols, int64_t ldc, T beta) {
  int64_t n = rows * cols;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    T *c = C + (e / cols) * ldc + e % cols;
    *c = beta == 0 ? (T)0 : beta * *c;
  }
}

/* every row of y (rows, cols) contiguous = b (cols) */
template <class T> __global__ void k_bias_rows(T *y, const T *b, int64_t rows, int64_t cols) {
  int64_t n = rows * cols;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x)
    y[e] = b[e % cols];
}

/* column sums: part[c][j] = sum of rows [c R, (c+1) R) of column j (in double), then
 * db[j] = (acc ? db[j] : 0) + sum_c part[c][j] in order */
template <class T>
__global__ void k_colsum_part(double *part, const T *g, int64_t rows, int64_t cols, int64_t ld) {
  int64_t nch = (rows + COLSUM_ROWS - 1) / COLSUM_ROWS, n = nch * cols;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t c = e / cols, j = e % cols, r1 = (c + 1) * COLSUM_ROWS < rows ? (c + 1) * COLSUM_ROWS : rows;
    double acc = 0;
    for (int64_t r = c * COLSUM_ROWS; r < r1; r++) acc += (double)g[r * ld + j];
    part[e] = acc;
  }
}
template <class T>
__global__ void k_colsum_final(T *db, const double *part, int64_t nch, int64_t cols, int acc) {
  for (int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; j < cols;
       j += (int64_t)gridDim.x * blockDim.x) {
    double s = 0;
    for (int64_t c = 0; c < nch; c++) s += part[c * cols + j];
    db[j] = acc ? db[j] + (T)s : (T)s; /* the sum rounded, then added (as autograd adds) */
  }
}

/* a batch of matrices: the batch dims' sizes and each operand's strides over them (C's only
 * for k_batch_ptrs), and the int64 product's row and column strides */
struct MatGeo {
  int nb;
  int64_t bsize[XA_MAXDIM], ast[XA_MAXDIM], bst[XA_MAXDIM], cst[XA_MAXDIM];
  int64_t ars, acs, brs, bcs;
};

/* the offsets (elements) of batch matrix idx in A, B and C */
__device__ __forceinline__ void batch_offsets(const MatGeo &g, int64_t idx, int64_t *oa, int64_t *ob,
                                              int64_t *oc) {
  int64_t a = 0, b = 0, c = 0;
  for (int d = g.nb - 1; d >= 0; d--) {
    int64_t i = idx % g.bsize[d];
    idx /= g.bsize[d];
    a += i * g.ast[d];
    b += i * g.bst[d];
    c += i * g.cst[d];
  }
  *oa = a; *ob = b; *oc = c;
}

/* int64 product: one output element per thread; wraps like the CPU's loop */
__global__ void k_matmul_l(int64_t *C, const int64_t *A, const int64_t *B, MatGeo g, int64_t nmat,
                           int64_t n, int64_t m, int64_t k) {
  int64_t total = nmat * n * m;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < total;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t j = e % m, i = e / m % n, oa, ob, oc;
    batch_offsets(g, e / (m * n), &oa, &ob, &oc);
    uint64_t s = 0;
    for (int64_t p = 0; p < k; p++)
      s += (uint64_t)A[oa + i * g.ars + p * g.acs] * (uint64_t)B[ob + p * g.brs + j * g.bcs];
    C[e] = (int64_t)s;
  }
}

/* the matrices of a batched product whose batch dims are not evenly spaced: pointers to
 * each one's A, B and C, for one cublas?gemmBatched call */
__global__ void k_batch_ptrs(const void **Ap, const void **Bp, void **Cp, const char *A,
                             const char *B, char *C, MatGeo g, int64_t nmat, int64_t es) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < nmat;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t oa, ob, oc;
    batch_offsets(g, e, &oa, &ob, &oc);
    Ap[e] = A + oa * es;
    Bp[e] = B + ob * es;
    Cp[e] = C + oc * es;
  }
}

bool fits(int64_t v) { return v >= 0 && v <= INT_MAX; }

} // namespace

extern "C" {

int xa_cuda_gemm_batched(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k,
                         double alpha, const void *A, int64_t lda, int64_t sa, const void *B,
                         int64_t ldb, int64_t sb, double beta, void *C, int64_t ldc, int64_t sc,
                         int64_t batch) {
  const char *fn = "cuda gemm";
  if (m == 0 || n == 0 || batch == 0) return 0;
  if (!xa_dtype_is_float(dt)) return xa_err("%s: float32 or float64 only, not %s", fn, xa_dtype_name(dt));
  if (k == 0) { /* the product is 0: C = beta C, each batch entry */
    for (int64_t i = 0; i < batch; i++) {
      int rc;
      XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_scale<T>>(fn, m * n, (T *)C + i * sc, m, n, ldc, (T)beta));
      if (rc) return -1;
    }
    return 0;
  }
  if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(batch))
    return xa_err("%s: a dimension or leading dimension over %d (m %lld n %lld k %lld)", fn, INT_MAX,
                  (long long)m, (long long)n, (long long)k);
  cublasStatus_t s;
  /* column-major: Cᵀ (n, m) = op(B)ᵀ op(A)ᵀ */
  if (dt == XA_FLOAT32) {
    float al = (float)alpha, be = (float)beta;
    if (batch == 1)
      s = cublasSgemm(blas(), op_of(tb), op_of(ta), (int)n, (int)m, (int)k, &al, (const float *)B,
                      (int)ldb, (const float *)A, (int)lda, &be, (float *)C, (int)ldc);
    else
      s = cublasSgemmStridedBatched(blas(), op_of(tb), op_of(ta), (int)n, (int)m, (int)k, &al,
                                    (const float *)B, (int)ldb, sb, (const float *)A, (int)lda, sa,
                                    &be, (float *)C, (int)ldc, sc, (int)batch);
  } else {
    if (batch == 1)
      s = cublasDgemm(blas(), op_of(tb), op_of(ta), (int)n, (int)m, (int)k, &alpha,
                      (const double *)B, (int)ldb, (const double *)A, (int)lda, &beta,
                      (double *)C, (int)ldc);
    else
      s = cublasDgemmStridedBatched(blas(), op_of(tb), op_of(ta), (int)n, (int)m, (int)k, &alpha,
                                    (const double *)B, (int)ldb, sb, (const double *)A, (int)lda,
                                    sa, &beta, (double *)C, (int)ldc, sc, (int)batch);
  }
  return s == CUBLAS_STATUS_SUCCESS ? 0 : blas_fail(fn, s);
}

int xa_cuda_gemm(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
                 const void *A, int64_t lda, const void *B, int64_t ldb, double beta, void *C,
                 int64_t ldc) {
  return xa_cuda_gemm_batched(dt, ta, tb, m, n, k, alpha, A, lda, 0, B, ldb, 0, beta, C, ldc, 0, 1);
}

int xa_cuda_gemm_grid(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, double alpha,
                      const void *A, int64_t lda, const int64_t *as, const void *B, int64_t ldb,
                      const int64_t *bs, double beta, void *C, int64_t ldc, const int64_t *cs,
                      int nbd, const int64_t *bsize) {
  const char *fn = "cuda gemm";
  if (nbd < 0 || nbd > XA_MAXDIM) return xa_err("%s: %d batch dims", fn, nbd);
  int64_t nmat = 1;
  for (int d = 0; d < nbd; d++) nmat *= bsize[d];
  if (m == 0 || n == 0 || nmat == 0) return 0;
  if (!xa_dtype_is_float(dt)) return xa_err("%s: float32 or float64 only, not %s", fn, xa_dtype_name(dt));
  int64_t es = (int64_t)xa_dtype_size(dt);
  if (nmat == 1)
    return xa_cuda_gemm_batched(dt, ta, tb, m, n, k, alpha, A, lda, 0, B, ldb, 0, beta, C, ldc, 0, 1);
  if (k == 0) { /* C = beta C, each matrix (an empty inner dim: rare) */
    for (int64_t i = 0; i < nmat; i++) {
      int64_t oc = 0, idx = i;
      for (int d = nbd - 1; d >= 0; d--) { oc += idx % bsize[d] * cs[d]; idx /= bsize[d]; }
      if (xa_cuda_gemm_batched(dt, ta, tb, m, n, 0, alpha, A, lda, 0, B, ldb, 0, beta,
                               (char *)C + oc * es, ldc, 0, 1))
        return -1;
    }
    return 0;
  }
  if (!fits(m) || !fits(n) || !fits(k) || !fits(lda) || !fits(ldb) || !fits(ldc) || !fits(nmat))
    return xa_err("%s: a dimension or leading dimension over %d (m %lld n %lld k %lld)", fn, INT_MAX,
                  (long long)m, (long long)n, (long long)k);
  MatGeo g;
  memset(&g, 0, sizeof g);
  g.nb = nbd;
  for (int d = 0; d < nbd; d++) {
    g.bsize[d] = bsize[d];
    g.ast[d] = as[d];
    g.bst[d] = bs[d];
    g.cst[d] = cs[d];
  }
  Scratch ptrs;
  if (ptrs.get(3 * nmat * (int64_t)sizeof(void *))) return -1;
  const void **Ap = ptrs.as<const void *>(), **Bp = Ap + nmat;
  void **Cp = (void **)(Ap + 2 * nmat);
  if (launch_n<k_batch_ptrs>(fn, nmat, Ap, Bp, Cp, (const char *)A, (const char *)B, (char *)C, g,
                             nmat, es))
    return -1;
  cublasStatus_t s;
  /* column-major: Cᵀ (n, m) = op(B)ᵀ op(A)ᵀ, as xa_cuda_gemm_batched */
  if (dt == XA_FLOAT32) {
    float al = (float)alpha, be = (float)beta;
    s = cublasSgemmBatched(blas(), op_of(tb), op_of(ta), (int)n, (int)m, (int)k, &al,
                           (const float *const *)Bp, (int)ldb, (const float *const *)Ap, (int)lda,
                           &be, (float *const *)Cp, (int)ldc, (int)nmat);
  } else {
    s = cublasDgemmBatched(blas(), op_of(tb), op_of(ta), (int)n, (int)m, (int)k, &alpha,
                           (const double *const *)Bp, (int)ldb, (const double *const *)Ap, (int)lda,
                           &beta, (double *const *)Cp, (int)ldc, (int)nmat);
  }
  return s == CUBLAS_STATUS_SUCCESS ? 0 : blas_fail(fn, s);
}

int xa_cuda_matmul(xa_tensor *out, xa_tensor *a, xa_tensor *b) {
  const char *fn = "cuda matmul";
  int nd = out->ndim, nb = nd - 2;
  int64_t n = out->size[nb], m = out->size[nb + 1], k = a->size[nb + 1];
  int64_t nmat = 1;
  for (int d = 0; d < nb; d++) nmat *= out->size[d];
  if (nmat == 0 || n == 0 || m == 0) return 0;
  if (a->dtype != out->dtype || b->dtype != out->dtype || !xa_tensor_is_contiguous(out))
    return xa_err("%s: a, b and a contiguous out of one dtype expected", fn);
  if (k == 0) return xa_cuda_fill(out, 0);
  size_t es = xa_dtype_size(out->dtype);
  if (out->dtype == XA_INT64) {
    MatGeo g;
    memset(&g, 0, sizeof g);
    g.nb = nb;
    for (int d = 0; d < nb; d++) {
      g.bsize[d] = out->size[d];
      g.ast[d] = a->size[d] > 1 ? a->stride[d] : 0;
      g.bst[d] = b->size[d] > 1 ? b->stride[d] : 0;
    }
    g.ars = a->stride[nb]; g.acs = a->stride[nb + 1];
    g.brs = b->stride[nb]; g.bcs = b->stride[nb + 1];
    return launch_n<k_matmul_l>(fn, nmat * n * m, (int64_t *)xa_tensor_data(out),
                                (const int64_t *)xa_tensor_data(a), (const int64_t *)xa_tensor_data(b), g,
                                nmat, n, m, k);
  }
  if (!xa_dtype_is_float(out->dtype)) return xa_err("%s: not defined for %s", fn, xa_dtype_name(out->dtype));
  /* an operand BLAS cannot read as it lies becomes a contiguous copy (then this again) */
  bool ta, tb;
  int64_t lda, ldb;
  bool aok = xa_blas_layout(n, k, a->stride[nb], a->stride[nb + 1], &ta, &lda);
  bool bok = xa_blas_layout(k, m, b->stride[nb], b->stride[nb + 1], &tb, &ldb);
  if (!aok || !bok) {
    xa_tensor *src = aok ? b : a;
    Scratch c;
    if (c.get(xa_tensor_numel(src) * (int64_t)es)) return -1;
    xa_storage st = *src->storage;
    st.data = c.p;
    xa_tensor v = *src;
    v.storage = &st;
    v.offset = 0;
    xa_contiguous_strides(src->ndim, src->size, v.stride);
    if (xa_cuda_copy(&v, src)) return -1;
    return aok ? xa_cuda_matmul(out, a, &v) : xa_cuda_matmul(out, &v, b);
  }
  const char *A = (const char *)xa_tensor_data(a), *B = (const char *)xa_tensor_data(b);
  char *C = (char *)xa_tensor_data(out);
  /* b shared by the batch and a's rows evenly spaced across it: one product of (nmat n, k) */
  bool b_shared = true, a_full = true;
  for (int d = 0; d < nb; d++) {
    if (b->size[d] > 1 && b->stride[d] != 0) b_shared = false;
    if (a->size[d] != out->size[d]) a_full = false;
  }
  if (nmat > 1 && b_shared && a_full && !ta) {
    int64_t stride = -1, expect = 0;
    bool ok = true;
    for (int d = nb; d >= 0 && ok; d--) {
      if (a->size[d] == 1) continue;
      if (stride < 0) { stride = a->stride[d]; expect = stride * a->size[d]; continue; }
      if (a->stride[d] != expect) ok = false;
      expect *= a->size[d];
    }
    if (ok && stride >= k && stride >= 1)
      return xa_cuda_gemm(out->dtype, false, tb, nmat * n, m, k, 1.0, A, stride, B, ldb, 0.0, C, m);
  }
  /* batch offsets of each operand: when every batch dim of size > 1 is in the longest
   * suffix over which both are evenly spaced, one strided batched call; else one call over
   * pointer arrays (xa_cuda_gemm_grid) */
  int64_t ast[XA_MAXDIM], bst[XA_MAXDIM];
  for (int d = 0; d < nb; d++) {
    ast[d] = a->size[d] > 1 ? a->stride[d] : 0;
    bst[d] = b->size[d] > 1 ? b->stride[d] : 0;
  }
  int64_t inner = 1, sa = 0, sb = 0;
  for (int d = nb - 1; d >= 0; d--) {
    int64_t sz = out->size[d];
    if (sz == 1) continue;
    int64_t na, nbb;
    if (inner == 1) { na = ast[d]; nbb = bst[d]; }
    else {
      if (ast[d] != sa * inner || bst[d] != sb * inner) break;
      na = sa; nbb = sb;
    }
    sa = na;
    sb = nbb;
    inner *= sz;
  }
  int64_t outer = nmat / inner;
  if (outer > 1) { /* not one evenly spaced batch (heads split from the rows, say) */
    int64_t cst[XA_MAXDIM], step = n * m;
    for (int d = nb - 1; d >= 0; d--) { cst[d] = step; step *= out->size[d]; }
    return xa_cuda_gemm_grid(out->dtype, ta, tb, n, m, k, 1.0, A, lda, ast, B, ldb, bst, 0.0, C, m,
                             cst, nb, out->size);
  }
  /* one evenly spaced batch (the dims before it of size 1): one strided call */
  return xa_cuda_gemm_batched(out->dtype, ta, tb, n, m, k, 1.0, A, lda, sa, B, ldb, sb, 0.0, C, m, n * m,
                              inner);
}

int xa_cuda_colsum(xa_dtype dt, void *db, const void *g, int64_t rows, int64_t cols, int64_t ld, bool acc) {
  const char *fn = "cuda colsum";
  if (cols == 0) return 0;
  int64_t nch = (rows + COLSUM_ROWS - 1) / COLSUM_ROWS;
  Scratch part;
  if (part.get((nch > 0 ? nch : 1) * cols * 8)) return -1;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T,
    rc = launch_n<k_colsum_part<T>>(fn, nch * cols, part.as<double>(), (const T *)g, rows, cols, ld);
    if (!rc) rc = launch_n<k_colsum_final<T>>(fn, cols, (T *)db, (const double *)part.as<double>(), nch, cols, (int)acc));
  return rc;
}

/* y = x Wᵀ + b through cuBLASLt's bias epilogue; 1 when Lt cannot (the caller falls back) */
static int lt_linear(void *y, const float *x, int64_t ldx, const float *w, bool wt, int64_t ldw,
                     const float *b, int64_t rows, int64_t in, int64_t out) {
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t la = nullptr, lb = nullptr, lc = nullptr;
  cublasLtMatmulPreference_t pref = nullptr;
  int rc = 1;
  /* column-major: D (out, rows) = op(W) (out, in) x (in, rows) + bias (out) */
  int32_t ta = wt ? CUBLAS_OP_N : CUBLAS_OP_T, tn = CUBLAS_OP_N;
  uint32_t epi = CUBLASLT_EPILOGUE_BIAS;
  size_t wsb;
  void *ws = lt_workspace(&wsb);
  uint64_t wsz = wsb;
  cublasLtMatmulHeuristicResult_t res;
  int nres = 0;
  float one = 1, zero = 0;
  if (cublasLtMatmulDescCreate(&desc, CUBLAS_COMPUTE_32F, CUDA_R_32F) != CUBLAS_STATUS_SUCCESS) goto done;
  if (cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta) ||
      cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB, &tn, sizeof tn) ||
      cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof epi) ||
      cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &b, sizeof b))
    goto done;
  if (cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, wt ? out : in, wt ? in : out, ldw) ||
      cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, in, rows, ldx) ||
      cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, out, rows, out))
    goto done;
  if (cublasLtMatmulPreferenceCreate(&pref) ||
      cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &wsz, sizeof wsz))
    goto done;
  if (cublasLtMatmulAlgoGetHeuristic(blaslt(), desc, la, lb, lc, lc, pref, 1, &res, &nres) != CUBLAS_STATUS_SUCCESS || nres < 1)
    goto done;
  {
    cublasStatus_t s = cublasLtMatmul(blaslt(), desc, &one, w, la, x, lb, &zero, y, lc, y, lc, &res.algo, ws, wsb, stream());
    rc = s == CUBLAS_STATUS_SUCCESS ? 0 : blas_fail("cuda linear", s);
  }
done:
  if (pref) cublasLtMatmulPreferenceDestroy(pref);
  if (la) cublasLtMatrixLayoutDestroy(la);
  if (lb) cublasLtMatrixLayoutDestroy(lb);
  if (lc) cublasLtMatrixLayoutDestroy(lc);
  if (desc) cublasLtMatmulDescDestroy(desc);
  return rc;
}

int xa_cuda_linear(xa_dtype dt, void *y, const void *x, bool tx, int64_t ldx, const void *w, bool wt,
                   int64_t ldw, const void *b, int64_t rows, int64_t in, int64_t out) {
  const char *fn = "cuda linear";
  if (rows == 0 || out == 0) return 0;
  if (b && !tx && in > 0 && dt == XA_FLOAT32 && fits(rows) && fits(in) && fits(out)) {
    int rc = lt_linear(y, (const float *)x, ldx, (const float *)w, wt, ldw, (const float *)b, rows, in, out);
    if (rc <= 0) return rc;
  }
  if (b) {
    int rc;
    XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_bias_rows<T>>(fn, rows * out, (T *)y, (const T *)b, rows, out));
    if (rc) return -1;
  }
  /* y (rows, out) = x (rows, in) op(W) with W (out, in): transposed unless stored so */
  return xa_cuda_gemm(dt, tx, !wt, rows, out, in, 1.0, x, ldx, w, ldw, b ? 1.0 : 0.0, y, out);
}

int xa_cuda_linear_backward(xa_dtype dt, void *dx, void *dw, void *db, unsigned acc, const void *g,
                            const void *x, bool tx, int64_t ldx, const void *w, bool wt, int64_t ldw,
                            int64_t rows, int64_t in, int64_t out) {
  /* dx (rows, in) = g (rows, out) W (out, in) */
  if (dx && xa_cuda_gemm(dt, false, wt, rows, in, out, 1.0, g, out, w, ldw, 0.0, dx, in)) return -1;
  /* dW (out, in) (+)= gᵀ (out, rows) x (rows, in); acc: XA_ACC_DW 1, XA_ACC_DB 2 (nn/linear.h) */
  if (dw && xa_cuda_gemm(dt, true, tx, out, in, rows, 1.0, g, out, x, ldx, (acc & 1) ? 1.0 : 0.0, dw, in)) return -1;
  if (db && xa_cuda_colsum(dt, db, g, rows, out, out, (acc & 2) != 0)) return -1;
  return 0;
}

} // extern "C"
