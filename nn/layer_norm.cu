/* Layer norm (nn/layer_norm.c) on the device: a row per group of threads (a warp up to 256
 * columns, else the block), the statistics in double with the CPU kernel's one-pass shifted
 * sums (x0 the row's first value), y written with the CPU's expression. Backward: dx per row
 * the same way; dw and db are column sums over fixed chunks of 256 rows, then the chunks in
 * order (no atomics). The kernel table "layer_norm" (nn/layer_norm.h) adapts these entry
 * points to the op's arguments (nn/cuda.h). */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <vector>

using namespace xa_cu;

namespace {

const int64_t LN_CHUNK = 256;

/* ---- layer norm ---------------------------------------------------------------------- */
struct Add2 {
  __device__ double operator()(double a, double b) const { return a + b; }
};

template <class T, int TPR>
__global__ void k_ln_fwd(T *y, double *mean, double *rstd, const T *x, const T *w, const T *b,
                         int64_t rows, int64_t cols, double eps) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    const T *xr = x + (valid ? r : 0) * cols;
    double x0 = valid ? (double)xr[0] : 0, s1 = 0, s2 = 0;
    if (valid)
      for (int64_t j = lane; j < cols; j += TPR) {
        double d = (double)xr[j] - x0;
        s1 += d;
        s2 += d * d;
      }
    s1 = group_allreduce<TPR>(s1, Add2(), red);
    s2 = group_allreduce<TPR>(s2, Add2(), red);
    if (!valid) continue;
    double m1 = s1 / (double)cols, var = s2 / (double)cols - m1 * m1;
    if (var < 0) var = 0;
    double mu = x0 + m1, rs = 1.0 / sqrt(var + eps);
    if (lane == 0) { mean[r] = mu; rstd[r] = rs; }
    T muT = (T)mu, rsT = (T)rs;
    T *yr = y + r * cols;
    for (int64_t j = lane; j < cols; j += TPR) {
      T v = (xr[j] - muT) * rsT;
      if (w) v = v * w[j];
      if (b) v = v + b[j];
      yr[j] = v;
    }
  }
}

template <class T, int TPR>
__global__ void k_ln_bwd_dx(T *dx, const T *g, const T *x, const double *mean, const double *rstd,
                            const T *w, int64_t rows, int64_t cols) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    int64_t rr = valid ? r : 0;
    const T *gr = g + rr * cols, *xr = x + rr * cols;
    double mu = valid ? mean[rr] : 0, rs = valid ? rstd[rr] : 0, a = 0, c = 0;
    if (valid)
      for (int64_t j = lane; j < cols; j += TPR) {
        double xh = ((double)xr[j] - mu) * rs, gh = w ? (double)gr[j] * (double)w[j] : (double)gr[j];
        a += gh;
        c += gh * xh;
      }
    a = group_allreduce<TPR>(a, Add2(), red);
    c = group_allreduce<TPR>(c, Add2(), red);
    if (!valid) continue;
    double am = a / (double)cols, cm = c / (double)cols;
    T *dr = dx + r * cols;
    for (int64_t j = lane; j < cols; j += TPR) {
      double xh = ((double)xr[j] - mu) * rs, gh = w ? (double)gr[j] * (double)w[j] : (double)gr[j];
      dr[j] = (T)(rs * (gh - am - xh * cm));
    }
  }
}

/* partial column sums over chunks of LN_CHUNK rows: pw = sum g xh, pb = sum g */
template <class T>
__global__ void k_ln_bwd_parts(double *pw, double *pb, const T *g, const T *x, const double *mean,
                               const double *rstd, int64_t rows, int64_t cols) {
  int64_t nch = (rows + LN_CHUNK - 1) / LN_CHUNK, n = nch * cols;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t c = e / cols, j = e % cols, r1 = (c + 1) * LN_CHUNK < rows ? (c + 1) * LN_CHUNK : rows;
    double sw = 0, sb = 0;
    for (int64_t r = c * LN_CHUNK; r < r1; r++) {
      double gv = (double)g[r * cols + j];
      sw += gv * ((double)x[r * cols + j] - mean[r]) * rstd[r];
      sb += gv;
    }
    if (pw) pw[e] = sw;
    if (pb) pb[e] = sb;
  }
}
template <class T>
__global__ void k_ln_bwd_final(T *dw, T *db, const double *pw, const double *pb, int64_t nch, int64_t cols) {
  for (int64_t j = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; j < cols;
       j += (int64_t)gridDim.x * blockDim.x) {
    double sw = 0, sb = 0;
    for (int64_t c = 0; c < nch; c++) {
      if (dw) sw += pw[c * cols + j];
      if (db) sb += pb[c * cols + j];
    }
    if (dw) dw[j] = (T)sw;
    if (db) db[j] = (T)sb;
  }
}

} // namespace

extern "C" {

int xa_cuda_layer_norm_forward(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                               const void *w, const void *b, int64_t rows, int64_t cols, double eps) {
  const char *fn = "cuda layer_norm";
  if (rows == 0 || cols == 0) return 0;
  int rc = 0;
  if (cols <= 256) {
    XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_ln_fwd<T, 32>>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), (T *)y, mean, rstd, (const T *)x, (const T *)w, (const T *)b, rows, cols, eps)));
  } else {
    XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_ln_fwd<T, THREADS>>(dim3(grid_for(rows, 1)), dim3(THREADS), 0, stream(), (T *)y, mean, rstd, (const T *)x, (const T *)w, (const T *)b, rows, cols, eps)));
  }
  return rc;
}

int xa_cuda_layer_norm_backward(xa_dtype dt, void *dx, void *dw, void *db, const void *g,
                                const void *x, const double *mean, const double *rstd,
                                const void *w, int64_t rows, int64_t cols) {
  const char *fn = "cuda layer_norm backward";
  if (cols == 0) return 0;
  int rc = 0;
  if (dx && rows > 0) {
    if (cols <= 256) {
      XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_ln_bwd_dx<T, 32>>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), (T *)dx, (const T *)g, (const T *)x, mean, rstd, (const T *)w, rows, cols)));
    } else {
      XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_ln_bwd_dx<T, THREADS>>(dim3(grid_for(rows, 1)), dim3(THREADS), 0, stream(), (T *)dx, (const T *)g, (const T *)x, mean, rstd, (const T *)w, rows, cols)));
    }
    if (rc) return -1;
  }
  if (!dw && !db) return 0;
  int64_t nch = (rows + LN_CHUNK - 1) / LN_CHUNK;
  Scratch part;
  if (part.get((nch > 0 ? nch : 1) * cols * 16)) return -1;
  double *pw = dw ? part.as<double>() : nullptr, *pb = db ? part.as<double>() + nch * cols : nullptr;
  XA_FLOAT_SWITCH(dt, T,
    if (nch > 0) rc = ::xa_cu::launched(fn, xa_launch<k_ln_bwd_parts<T>>(dim3(grid_for(nch * cols, THREADS)), dim3(THREADS), 0, stream(), pw, pb, (const T *)g, (const T *)x, mean, rstd, rows, cols));
    if (!rc) rc = ::xa_cu::launched(fn, xa_launch<k_ln_bwd_final<T>>(dim3(grid_for(cols, THREADS)), dim3(THREADS), 0, stream(), (T *)dw, (T *)db, (const double *)pw, (const double *)pb, nch, cols)));
  return rc;
}

/* ---- the kernel table "layer_norm" (nn/layer_norm.h) -------------------------------------
 * mean and rstd are in device memory (the op's saved tensor); the table's backward adds
 * into dx, dw, db, so the kernels' gradients go through scratch. */
static void table_ln_forward(xa_dtype dt, void *y, double *mean, double *rstd, const void *x,
                             const void *w, const void *b, int64_t rows, int64_t cols, double eps) {
  if (xa_cuda_layer_norm_forward(dt, y, mean, rstd, x, w, b, rows, cols, eps)) xa_cuda_defer_error();
}

static int table_ln_backward(xa_dtype dt, void *dx, void *dw, void *db, const void *g, const void *x,
                             const double *mean, const double *rstd, const void *w, int64_t rows,
                             int64_t cols) {
  int64_t es = (int64_t)xa_dtype_size(dt);
  Scratch sdx, sdw, sdb;
  if ((dx && sdx.get(rows * cols * es)) || (dw && sdw.get(cols * es)) || (db && sdb.get(cols * es)) ||
      xa_cuda_layer_norm_backward(dt, dx ? sdx.p : nullptr, dw ? sdw.p : nullptr, db ? sdb.p : nullptr, g,
                                  x, mean, rstd, w, rows, cols) ||
      (dx && xa_cuda_accumulate(dt, dx, sdx.p, rows * cols)) ||
      (dw && xa_cuda_accumulate(dt, dw, sdw.p, cols)) || (db && xa_cuda_accumulate(dt, db, sdb.p, cols)))
    return -1;
  return 0;
}

const xa_layer_norm_kernels xa_layer_norm_cuda = {table_ln_forward, table_ln_backward};

int xa_layer_norm_cuda_register(void) {
  return xa_kernels_register(XA_CUDA, "layer_norm", &xa_layer_norm_cuda);
}

} // extern "C"
