/* The label-smoothed cross-entropy rows (nn/xent.c) on the device: a row per group of
 * threads; the max, sum exp(z - m) and sum (z - m) in double through the group's fixed tree;
 * the formulas of nn/xent.c (nll = log s - (z_t - m), smooth = V log s - sum (z - m),
 * loss = a nll + b smooth). The backward writes each element once with the CPU's
 * expression (the target element in the same pass). The kernel table "xent" (nn/xent.h)
 * adapts these entry points to the op's arguments (nn/cuda.h). */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>
#include <vector>

using namespace xa_cu;

namespace {

template <class T, int TPR>
__global__ void k_xent_fwd(const T *z, const int64_t *tgt, int64_t rows, int64_t V, int has_ign,
                           int64_t ign, double a, double b, double *stat, double *rloss, double *rnll) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    int64_t t = valid ? tgt[r] : 0;
    bool skip = !valid || (has_ign && t == ign);
    const T *zr = z + (valid ? r : 0) * V;
    double m = -INFINITY;
    if (!skip) for (int64_t i = lane; i < V; i += TPR) { double v = (double)zr[i]; m = v > m ? v : m; }
    m = group_allreduce<TPR>(m, MaxOp(), red);
    T mt = (T)m;
    double s = 0, sd = 0;
    if (!skip)
      for (int64_t i = lane; i < V; i += TPR) {
        T d = zr[i] - mt;
        s += (double)dev_exp<T>(d);
        sd += (double)d;
      }
    s = group_allreduce<TPR>(s, AddOp(), red);
    sd = group_allreduce<TPR>(sd, AddOp(), red);
    if (!valid || lane != 0) continue;
    if (skip) {
      stat[2 * r] = stat[2 * r + 1] = 0;
      rloss[r] = rnll[r] = 0;
      continue;
    }
    double ls = log(s);
    double nll = ls - ((double)zr[t - 1] - (double)mt);
    double smooth = (double)V * ls - sd;
    stat[2 * r] = (double)mt;
    stat[2 * r + 1] = ls;
    rnll[r] = nll;
    rloss[r] = a * nll + (b != 0 ? b * smooth : 0.0);
  }
}

template <class T>
__global__ void k_xent_bwd(T *gz, const T *z, const int64_t *tgt, int64_t rows, int64_t V,
                           int has_ign, int64_t ign, double a, double b, const double *stat,
                           const T *g, int64_t gs, double gscale) {
  double k1 = a + (double)V * b;
  int64_t n = rows * V;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t r = e / V, i = e % V, t = tgt[r];
    if (has_ign && t == ign) { gz[e] = 0; continue; }
    double c = gscale * (g ? (double)g[r * gs] : 1.0);
    T m = (T)stat[2 * r], ls = (T)stat[2 * r + 1];
    T ck = (T)(c * k1), cb = (T)(c * b);
    T v = ck * dev_exp<T>((z[e] - m) - ls) - cb;
    if (i == t - 1) v -= (T)(c * a);
    gz[e] = v;
  }
}

/* out[0] = sum v, out[1] = sum w (if w), one block, fixed order */
__global__ void k_sum_doubles(double *out, const double *v, const double *w, int64_t n) {
  __shared__ double red[32];
  double a = 0, b = 0;
  for (int64_t i = threadIdx.x; i < n; i += blockDim.x) {
    a += v[i];
    if (w) b += w[i];
  }
  a = group_allreduce<THREADS>(a, AddOp(), red);
  b = group_allreduce<THREADS>(b, AddOp(), red);
  if (threadIdx.x == 0) {
    out[0] = a;
    if (w) out[1] = b;
  }
}


} // namespace

extern "C" {

int xa_cuda_xent_forward_rows(xa_dtype dt, const void *z, const int64_t *tgt, int64_t rows, int64_t V,
                              bool has_ign, int64_t ign, double a, double b, double *stat,
                              double *rloss, double *rnll) {
  const char *fn = "cuda cross_entropy";
  if (rows == 0) return 0;
  int rc = 0;
  if (V <= 256) {
    XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_xent_fwd<T, 32>>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), (const T *)z, tgt, rows, V, (int)has_ign, ign, a, b, stat, rloss, rnll)));
  } else {
    XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_xent_fwd<T, THREADS>>(dim3(grid_for(rows, 1)), dim3(THREADS), 0, stream(), (const T *)z, tgt, rows, V, (int)has_ign, ign, a, b, stat, rloss, rnll)));
  }
  return rc;
}

int xa_cuda_xent_backward_rows(xa_dtype dt, void *gz, const void *z, const int64_t *tgt,
                               int64_t rows, int64_t V, bool has_ign, int64_t ign, double a,
                               double b, const double *stat, const void *g, int64_t gs,
                               double gscale) {
  const char *fn = "cuda cross_entropy backward";
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_xent_bwd<T>>(fn, rows * V, (T *)gz, (const T *)z, tgt, rows, V, (int)has_ign, ign, a, b, stat, (const T *)g, gs, gscale));
  return rc;
}

int xa_cuda_sum_doubles(double *out, const double *v, const double *w, int64_t n) {
  XA_LAUNCH_OR_FAIL("cuda sum", (xa_launch<k_sum_doubles>(dim3(1), dim3(THREADS), 0, stream(), out, v, w, n)));
  return 0;
}

/* ---- the kernel table "xent" (nn/xent.h) -------------------------------------------------
 * The op sums the row losses on the host: rloss, rnll and stat are host memory and go
 * through device buffers; the upstream gradient g is the device's (the op's loss is on the
 * logits' device). The table's backward adds into gz (through scratch). */
static void table_xent_forward(xa_dtype dt, double *rloss, double *rnll, double *stat, const void *z,
                               const int64_t *tgt, int64_t rows, int64_t V, bool has_ign, int64_t ign,
                               double a, double b) {
  Scratch buf;
  if (rows == 0) return;
  if (buf.get(rows * 32) ||
      xa_cuda_xent_forward_rows(dt, z, tgt, rows, V, has_ign, ign, a, b, buf.as<double>(),
                                buf.as<double>() + 2 * rows, buf.as<double>() + 3 * rows) ||
      xa_cuda_to_host(stat, buf.p, rows * 16) || xa_cuda_to_host(rloss, buf.as<double>() + 2 * rows, rows * 8) ||
      xa_cuda_to_host(rnll, buf.as<double>() + 3 * rows, rows * 8))
    xa_cuda_defer_error();
}

static int xent_grad(xa_dtype dt, void *gz, const void *g, int64_t gs, double gscale, const void *z,
                     const int64_t *tgt, const double *stat, int64_t rows, int64_t V, bool has_ign,
                     int64_t ign, double a, double b) {
  int64_t es = (int64_t)xa_dtype_size(dt);
  Scratch st, sgz;
  if (rows == 0) return 0;
  if (st.get(rows * 16) || xa_cuda_to_device(st.p, stat, rows * 16)) return -1;
  if (gz == z) /* in place: gz is replaced by the gradient */
    return xa_cuda_xent_backward_rows(dt, gz, z, tgt, rows, V, has_ign, ign, a, b, st.as<double>(),
                                      g, gs, gscale) ||
                   xa_cuda_synchronize()
               ? -1 : 0;
  return sgz.get(rows * V * es) ||
         xa_cuda_xent_backward_rows(dt, sgz.p, z, tgt, rows, V, has_ign, ign, a, b, st.as<double>(),
                                    g, gs, gscale) ||
         xa_cuda_accumulate(dt, gz, sgz.p, rows * V) || xa_cuda_synchronize() ? -1 : 0;
}

static void table_xent_backward(xa_dtype dt, void *gz, const void *g, int64_t gs, double gscale,
                                const void *z, const int64_t *tgt, const double *stat, int64_t rows,
                                int64_t V, bool has_ign, int64_t ign, double a, double b) {
  if (xent_grad(dt, gz, g, gs, gscale, z, tgt, stat, rows, V, has_ign, ign, a, b)) xa_cuda_defer_error();
}

static void table_xent_backward_inplace(xa_dtype dt, void *z, const int64_t *tgt, const double *stat,
                                        int64_t rows, int64_t V, bool has_ign, int64_t ign, double a,
                                        double b, double gscale) {
  if (xent_grad(dt, z, nullptr, 0, gscale, z, tgt, stat, rows, V, has_ign, ign, a, b)) xa_cuda_defer_error();
}

const xa_xent_kernels xa_xent_cuda = {table_xent_forward, table_xent_backward,
                                      table_xent_backward_inplace};

int xa_xent_cuda_register(void) { return xa_kernels_register(XA_CUDA, "xent", &xa_xent_cuda); }

} // extern "C"
