/* The output projection fused with the label-smoothed loss (nn/linear_xent.c) on the
 * device. The counted rows (targets other than ignore_index) are listed on the host (the
 * loss comes back to the host anyway: one copy of the targets per call), then go through in
 * chunks of about 2M logits (the CPU's are 4M, to read W fewer times): Z = x_c Wᵀ + b (cuBLASLt with the bias), the row
 * kernels of nn/xent.cu, and with gradients dZ in place of Z, dx_c = dZ W, dW += dZᵀ x_c,
 * db += column sums (each a fixed-order computation). Row losses are summed in one block in
 * a fixed tree. */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>
#include <vector>

using namespace xa_cu;

namespace {

const int64_t CHUNK_LOGITS = (int64_t)1 << 21;

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


int64_t chunk_rows(int64_t V) {
  int64_t r = CHUNK_LOGITS / (V > 0 ? V : 1);
  return r < 16 ? 16 : r > 4096 ? 4096 : r;
}

} // namespace

extern "C" {

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
      return xa_err("linear_cross_entropy: target value %lld at position %lld is out of range [1, %lld]",
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
    if (xa_cuda_linear(dt, z.p, xcp, false, D > 0 ? D : 1, w, wt, ldw, b, r, D, V)) return -1;
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

const xa_linear_xent_kernels xa_linear_xent_cuda = {xa_cuda_linear_xent};

int xa_linear_xent_cuda_register(void) {
  return xa_kernels_register(XA_CUDA, "linear_xent", &xa_linear_xent_cuda);
}

} // extern "C"
