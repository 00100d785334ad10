/* The optimizer kernels (nn/optim.c) on the device: Adam/AdamW and SGD with momentum or
 * Nesterov over flat buffers, an element per thread with the CPU's expressions, and
 * gradient-norm clipping (sums of squares in blocks of 8192 in double, summed in order). */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>
#include <vector>

using namespace xa_cu;

namespace {

const int64_t NORM_BLOCK = 8192;

/* ---- optimizers --------------------------------------------------------------------- */
template <class T>
__global__ void k_adam(T *p, const T *g, T *m, T *v, int64_t n, double lr, double b1, double b2,
                       double eps, double pd, double gw, double step_size, double bc2s) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
       i += (int64_t)gridDim.x * blockDim.x) {
    double pi = (double)p[i] * pd;
    double gi = (double)g[i] + gw * (double)p[i];
    double mi = b1 * (double)m[i] + (1.0 - b1) * gi;
    double vi = b2 * (double)v[i] + (1.0 - b2) * gi * gi;
    m[i] = (T)mi;
    v[i] = (T)vi;
    p[i] = (T)(pi - step_size * mi / (sqrt(vi) / bc2s + eps));
  }
}

template <class T>
__global__ void k_sgd(T *p, const T *g, T *buf, int64_t n, int first, double lr, double mu,
                      double damp, double wd, int nest) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
       i += (int64_t)gridDim.x * blockDim.x) {
    double d = (double)g[i] + wd * (double)p[i];
    if (buf) {
      double b = first ? d : mu * (double)buf[i] + (1.0 - damp) * d;
      buf[i] = (T)b;
      d = nest ? d + mu * b : b;
    }
    p[i] = (T)((double)p[i] - lr * d);
  }
}

/* sums of squares of blocks of NORM_BLOCK elements (one thread block each) */
template <class T> __global__ void k_sumsq(double *part, const T *g, int64_t n) {
  __shared__ double red[32];
  int64_t nb = (n + NORM_BLOCK - 1) / NORM_BLOCK;
  for (int64_t b = blockIdx.x; b < nb; b += gridDim.x) {
    int64_t e = (b + 1) * NORM_BLOCK < n ? (b + 1) * NORM_BLOCK : n;
    double acc = 0;
    for (int64_t i = b * NORM_BLOCK + threadIdx.x; i < e; i += blockDim.x) acc += (double)g[i] * (double)g[i];
    acc = group_allreduce<THREADS>(acc, AddOp(), red);
    if (threadIdx.x == 0) part[b] = acc;
  }
}
/* the partials in order, then the clip factor applied (norm[0] = the norm) */
__global__ void k_norm(double *norm, const double *part, int64_t nb) {
  double s = 0;
  for (int64_t b = 0; b < nb; b++) s += part[b];
  norm[0] = sqrt(s);
}
template <class T> __global__ void k_clip(T *g, int64_t n, const double *norm, double max_norm) {
  double coef = max_norm / (norm[0] + 1e-6);
  if (!(coef < 1)) return;
  T sc = (T)coef;
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
       i += (int64_t)gridDim.x * blockDim.x)
    g[i] *= sc;
}

} // namespace

extern "C" {

int xa_cuda_adam_step(xa_dtype dt, void *p, const void *g, void *m, void *v, int64_t n, int64_t step,
                      double lr, double b1, double b2, double eps, double wd, bool dec) {
  const char *fn = "cuda adam";
  if (step < 1) return xa_err("%s: step must be >= 1, got %lld", fn, (long long)step);
  double bc1 = 1.0 - pow(b1, (double)step), bc2 = 1.0 - pow(b2, (double)step);
  double pd = dec ? 1.0 - lr * wd : 1.0, gw = dec ? 0.0 : wd;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_adam<T>>(fn, n, (T *)p, (const T *)g, (T *)m, (T *)v, n, lr, b1, b2, eps, pd, gw, lr / bc1, sqrt(bc2)));
  return rc;
}

int xa_cuda_sgd_step(xa_dtype dt, void *p, const void *g, void *buf, int64_t n, bool first, double lr,
                     double mu, double damp, double wd, bool nest) {
  const char *fn = "cuda sgd";
  if (mu == 0) buf = nullptr;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_sgd<T>>(fn, n, (T *)p, (const T *)g, (T *)buf, n, (int)first, lr, mu, damp, wd, (int)nest));
  return rc;
}

int xa_cuda_clip_grad_norm(xa_dtype dt, void *g, int64_t n, double max_norm, double *norm) {
  const char *fn = "cuda clip_grad_norm";
  if (max_norm != max_norm) return xa_err("clip_grad_norm: max_norm is NaN");
  int64_t nb = (n + NORM_BLOCK - 1) / NORM_BLOCK;
  Scratch part, nrm;
  if (part.get((nb > 0 ? nb : 1) * 8) || nrm.get(8)) return -1;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T, if (nb > 0) rc = ::xa_cu::launched(fn, xa_launch<k_sumsq<T>>(dim3(grid_for(nb, 1)), dim3(THREADS), 0, stream(), part.as<double>(), (const T *)g, n)));
  if (rc) return -1;
  XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_norm>(dim3(1), dim3(1), 0, stream(), nrm.as<double>(), (const double *)part.as<double>(), nb)));
  if (max_norm > 0) {
    XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_clip<T>>(fn, n, (T *)g, n, (const double *)nrm.as<double>(), max_norm));
    if (rc) return -1;
  }
  return xa_cuda_to_host(norm, nrm.p, 8);
}

/* ---- the kernel table "optim" (nn/optim.h): the entry points themselves ---------------- */
const xa_optim_kernels xa_optim_cuda = {xa_cuda_adam_step, xa_cuda_sgd_step, xa_cuda_clip_grad_norm};

int xa_optim_cuda_register(void) { return xa_kernels_register(XA_CUDA, "optim", &xa_optim_cuda); }

} // extern "C"
