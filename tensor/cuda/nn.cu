/* Neural-network kernels on the device: the label-smoothed cross-entropy rows of
 * nn/xent.c, the output projection fused with the loss (nn/linear_xent.c), and the
 * optimizer kernels of nn/adam.c (Adam/AdamW, SGD, gradient-norm clipping).
 *
 * Cross-entropy rows: a row per group of threads; the max, sum exp(z - m) and sum (z - m)
 * in double through the group's fixed tree; the formulas of nn/xent.c (nll = log s -
 * (z_t - m), smooth = V log s - sum (z - m), loss = a nll + b smooth). The backward writes
 * each element once with the CPU's expression (the target element in the same pass).
 *
 * The fused loss: the counted rows (targets other than ignore_index) are listed on the
 * host (the loss comes back to the host anyway: one copy of the targets per call), then go
 * through in chunks of about 2M logits as on the CPU: Z = x_c Wᵀ + b (cuBLASLt with the
 * bias), the row kernels, and with gradients dZ in place of Z, dx_c = dZ W, dW += dZᵀ x_c,
 * db += column sums (each a fixed-order computation). Row losses are summed in one block
 * in a fixed tree. */
#include "common.cuh"

#include <climits>
#include <vector>

using namespace xa_cu;

namespace {

const int THREADS = 256;
const int64_t NORM_BLOCK = 8192;
const int64_t CHUNK_LOGITS = (int64_t)1 << 21;

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

/* rows idx[0..r) of x (N, D) into xg (r, D); or xg's rows back to dx rows idx */
template <class T>
__global__ void k_gather_rows(T *dst, const T *src, const int64_t *idx, int64_t r, int64_t D, int scatter) {
  int64_t n = r * D;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t i = e / D, j = e % D;
    if (scatter) dst[idx[i] * D + j] = src[e];
    else dst[e] = src[idx[i] * D + j];
  }
}

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

template <auto K, class... A> int launch_n(const char *fn, int64_t n, A... a) {
  if (n <= 0) return 0;
  XA_LAUNCH_OR_FAIL(fn, (xa_launch<K>(dim3(grid_for(n, THREADS)), dim3(THREADS), 0, stream(), a...)));
  return 0;
}

int64_t chunk_rows(int64_t V) {
  int64_t r = CHUNK_LOGITS / (V > 0 ? V : 1);
  return r < 16 ? 16 : r > 4096 ? 4096 : r;
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

int xa_cuda_linear_xent(xa_dtype dt, double *loss, double *nll, int64_t *count, void *dx, void *dw,
                        void *db, const void *x, const void *w, bool wt, int64_t ldw, const void *b,
                        const int64_t *target, int64_t N, int64_t D, int64_t V, double eps,
                        bool has_ign, int64_t ign, bool mean) {
  const char *fn = "cuda linear_cross_entropy";
  if (!xa_dtype_is_float(dt)) return xa_err("%s: float32 or float64 only", fn);
  if (N > INT_MAX || D > INT_MAX || V > INT_MAX)
    return xa_err("%s: a dimension over %d (N %lld, D %lld, V %lld)", fn, INT_MAX, (long long)N,
                  (long long)D, (long long)V);
  size_t es = xa_dtype_size(dt);
  /* the counted rows, in order, and their targets (checked) */
  std::vector<int64_t> tg((size_t)(N > 0 ? N : 1)), idx, tsel;
  if (N > 0 && xa_cuda_to_host(tg.data(), target, N * 8)) return -1;
  for (int64_t r = 0; r < N; r++) {
    if (has_ign && tg[r] == ign) continue;
    if (tg[r] < 1 || tg[r] > V)
      return xa_err("%s: target value %lld at position %lld is out of range [1, %lld]", fn,
                    (long long)tg[r], (long long)r + 1, (long long)V);
    idx.push_back(r);
    tsel.push_back(tg[r]);
  }
  int64_t cnt = (int64_t)idx.size();
  bool grad = dx || dw || db;
  if (dx && cnt < N && xa_cuda_memset(dx, 0, N * D * (int64_t)es)) return -1;
  if (cnt == 0) {
    if (dw && xa_cuda_memset(dw, 0, V * D * (int64_t)es)) return -1;
    if (db && xa_cuda_memset(db, 0, V * (int64_t)es)) return -1;
    *loss = mean ? NAN : 0;
    *nll = 0;
    if (count) *count = 0;
    return 0;
  }
  int64_t R = chunk_rows(V);
  if (R > cnt) R = cnt;
  double a = 1.0 - eps, bb = eps > 0 ? eps / (double)V : 0.0, gscale = mean ? 1.0 / (double)cnt : 1.0;
  Scratch didx, dtg, z, xg, dxg, stat, rl, sums;
  if (didx.get(cnt * 8) || dtg.get(cnt * 8) || z.get(R * V * (int64_t)es) || stat.get(R * 16) ||
      rl.get(cnt * 16) || sums.get(16))
    return -1;
  if (cnt < N && (xg.get(R * D * (int64_t)es) || (dx && dxg.get(R * D * (int64_t)es)))) return -1;
  if (xa_cuda_to_device(didx.p, idx.data(), cnt * 8) || xa_cuda_to_device(dtg.p, tsel.data(), cnt * 8))
    return -1;
  double *rloss = rl.as<double>(), *rnll = rloss + cnt;
  for (int64_t c0 = 0; c0 < cnt; c0 += R) {
    int64_t r = cnt - c0 < R ? cnt - c0 : R;
    const int64_t *ic = didx.as<int64_t>() + c0, *tc = dtg.as<int64_t>() + c0;
    const void *xcp = (const char *)x + idx[c0] * D * (int64_t)es;
    int rc = 0;
    if (xg.p) {
      XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_gather_rows<T>>(fn, r * D, xg.as<T>(), (const T *)x, ic, r, D, 0));
      if (rc) return -1;
      xcp = xg.p;
    }
    /* Z (r, V) = x_c (r, D) Wᵀ + b */
    if (xa_cuda_linear(dt, z.p, xcp, D > 0 ? D : 1, w, wt, ldw, b, r, D, V)) return -1;
    if (xa_cuda_xent_forward_rows(dt, z.p, tc, r, V, false, 0, a, bb, stat.as<double>(), rloss + c0, rnll + c0))
      return -1;
    if (!grad) continue;
    if (xa_cuda_xent_backward_rows(dt, z.p, z.p, tc, r, V, false, 0, a, bb, stat.as<double>(), nullptr, 0, gscale))
      return -1;
    if (dx) { /* dx_c (r, D) = dZ (r, V) W (V, D) */
      void *o = dxg.p ? dxg.p : (char *)dx + c0 * D * (int64_t)es;
      if (xa_cuda_gemm(dt, false, wt, r, D, V, 1.0, z.p, V, w, ldw, 0.0, o, D)) return -1;
      if (dxg.p) {
        XA_FLOAT_SWITCH(dt, T, rc = launch_n<k_gather_rows<T>>(fn, r * D, (T *)dx, (const T *)dxg.p, ic, r, D, 1));
        if (rc) return -1;
      }
    }
    /* dW (V, D) (+)= dZᵀ (V, r) x_c (r, D) */
    if (dw && xa_cuda_gemm(dt, true, false, V, D, r, 1.0, z.p, V, xcp, D, c0 > 0 ? 1.0 : 0.0, dw, D)) return -1;
    if (db && xa_cuda_colsum(dt, db, z.p, r, V, V, c0 > 0)) return -1;
  }
  if (xa_cuda_sum_doubles(sums.as<double>(), rloss, rnll, cnt)) return -1;
  double s[2];
  if (xa_cuda_to_host(s, sums.p, 16)) return -1;
  *loss = mean ? s[0] / (double)cnt : s[0];
  *nll = s[1];
  if (count) *count = cnt;
  return 0;
}

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

} // extern "C"
