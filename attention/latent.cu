/* The zero-order latent alignment output layer on the device (attention/latent.c has the
 * formulas and the factorisation l_k = U[b, j_k] + Y[b, i] with U = zs Wᵀ, Y = zt Wᵀ).
 *
 * forward   top-K positions per token (a thread per token, the CPU's sorted insertion);
 *           per chunk of whole sentences U and Y through cuBLAS, then a group of threads
 *           per token: for each chosen position the row's max and sum of exps (fixed tree,
 *           double), lse and log softmax at the target, and log p mixed in position order
 * backward  per chunk U and Y again; dU and dY summed by a thread per (sentence, vocabulary
 *           column) over the sentence's tokens in order and their positions in order (the
 *           CPU's order; no atomics); dzs = dU W, dzt = dY W, dW += dUᵀ zs + dYᵀ zt
 * logprobs  per token: each position's lse, then per column the max over positions and
 *           the sum of exps in position order (as the CPU) */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>
#include <vector>

using namespace xa_cu;

namespace {

/* the saved buffer: tgt (N) int64 0-based (-1 ignored), sel (N,Kc) int64, w, lse, lq
 * (N,Kc) double, logp, asum (N) double */
struct Saved {
  int64_t *tgt, *sel;
  double *w, *lse, *lq, *logp, *asum;
};
Saved saved_at(void *p, int64_t N, int64_t Kc) {
  Saved s;
  char *c = (char *)p;
  s.tgt = (int64_t *)c; c += N * 8;
  s.sel = (int64_t *)c; c += N * Kc * 8;
  s.w = (double *)c; c += N * Kc * 8;
  s.lse = (double *)c; c += N * Kc * 8;
  s.lq = (double *)c; c += N * Kc * 8;
  s.logp = (double *)c; c += N * 8;
  s.asum = (double *)c;
  return s;
}

int64_t chunk_sentences(int64_t B, int64_t S, int64_t T, int64_t chunk) {
  int64_t nb = T > 0 ? chunk / T : B;
  int64_t m = S > T ? S : T;
  if (m > 0 && nb > INT_MAX / m) nb = INT_MAX / m;
  if (nb > B) nb = B;
  return nb < 1 ? 1 : nb;
}

template <int TPR> __device__ __forceinline__ void group_sync() {
  if constexpr (TPR <= 32) __syncwarp();
  else __syncthreads();
}

/* the K largest a[r, :] (first index on ties), their sum, renormalised when renorm */
template <class T>
__global__ void k_topk(Saved L, const T *a, int64_t N, int64_t S, int64_t Kc, int renorm, int has_tgt) {
  for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < N;
       r += (int64_t)gridDim.x * blockDim.x) {
    if (has_tgt && L.tgt[r] < 0) continue;
    const T *row = a + r * S;
    int64_t *sel = L.sel + r * Kc;
    double *w = L.w + r * Kc, s = 0;
    int64_t n = 0;
    for (int64_t j = 0; j < S; j++) {
      double v = (double)row[j];
      if (n == Kc && !(v > w[Kc - 1])) continue;
      int64_t p = n < Kc ? n++ : Kc - 1;
      while (p > 0 && v > w[p - 1]) { w[p] = w[p - 1]; sel[p] = sel[p - 1]; p--; }
      w[p] = v;
      sel[p] = j;
    }
    for (int64_t k = 0; k < Kc; k++) s += w[k];
    L.asum[r] = s;
    if (renorm && s > 0)
      for (int64_t k = 0; k < Kc; k++) w[k] /= s;
  }
}

/* logsumexp of u + y (V values) over the group */
template <int TPR, class T>
__device__ __forceinline__ double row_lse(const T *u, const T *y, int64_t V, bool valid, int lane, double *red) {
  double m = -INFINITY;
  if (valid)
    for (int64_t v = lane; v < V; v += TPR) {
      double x = (double)(T)(u[v] + y[v]);
      m = x > m ? x : m;
    }
  m = group_allreduce<TPR>(m, MaxOp(), red);
  T mt = (T)m;
  double s = 0;
  if (valid)
    for (int64_t v = lane; v < V; v += TPR) s += (double)dev_exp<T>((u[v] + y[v]) - mt);
  s = group_allreduce<TPR>(s, AddOp(), red);
  return m + log(s);
}

/* log p = logsumexp_k (log w_k + lq_k) over the positions with w_k > 0 */
__device__ double mix_logp(const double *w, const double *lq, int64_t Kc) {
  double mx = -INFINITY, s = 0;
  for (int64_t k = 0; k < Kc; k++)
    if (w[k] > 0 && log(w[k]) + lq[k] > mx) mx = log(w[k]) + lq[k];
  if (mx == -INFINITY) return -INFINITY;
  for (int64_t k = 0; k < Kc; k++)
    if (w[k] > 0) s += exp(log(w[k]) + lq[k] - mx);
  return mx + log(s);
}

/* rows r0 .. r1-1 (the chunk's tokens; U, Y the chunk's logits, sentence b0 first) */
template <class T, int TPR>
__global__ void k_lat_fwd(Saved L, T *nll, const T *U, const T *Y, int64_t r0, int64_t r1, int64_t b0,
                          int64_t S, int64_t Tn, int64_t V, int64_t Kc) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t q0 = r0 + (int64_t)blockIdx.x * RPB; q0 < r1; q0 += (int64_t)gridDim.x * RPB) {
    int64_t r = q0 + grp;
    bool valid = r < r1;
    int64_t rr = valid ? r : r0, e = L.tgt[rr];
    if (e < 0) {
      if (valid && lane == 0) nll[r] = 0;
      continue;
    }
    const T *y = Y + (rr - r0) * V;
    for (int64_t k = 0; k < Kc; k++) {
      const T *u = U + ((rr / Tn - b0) * S + L.sel[rr * Kc + k]) * V;
      double lse = row_lse<TPR>(u, y, V, valid, lane, red);
      if (valid && lane == 0) {
        L.lse[r * Kc + k] = lse;
        L.lq[r * Kc + k] = (double)(T)(u[e] + y[e]) - lse;
      }
    }
    if (!valid || lane != 0) continue;
    double lp = mix_logp(L.w + r * Kc, L.lq + r * Kc, Kc);
    L.logp[r] = lp;
    nll[r] = (T)(-lp);
  }
}

/* dU (nbc*S, V), dY (nbc*T, V) of the chunk (zeroed): a thread per (sentence, column) */
template <class T>
__global__ void k_lat_bwd(Saved L, T *dU, T *dY, const T *U, const T *Y, const T *g, int64_t b0, int64_t nbc,
                          int64_t S, int64_t Tn, int64_t V, int64_t Kc) {
  int64_t n = nbc * V, r0 = b0 * Tn;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t bi = e / V, v = e % V;
    for (int64_t r = (b0 + bi) * Tn; r < (b0 + bi + 1) * Tn; r++) {
      int64_t tg = L.tgt[r];
      double gr = g ? (double)g[r] : 1.0;
      if (tg < 0 || gr == 0) continue;
      T yv = Y[(r - r0) * V + v], *dy = dY + (r - r0) * V + v;
      for (int64_t k = 0; k < Kc; k++) {
        double wk = L.w[r * Kc + k];
        if (!(wk > 0)) continue;
        T c = (T)(gr * exp(log(wk) + L.lq[r * Kc + k] - L.logp[r]));
        T ls = (T)L.lse[r * Kc + k];
        int64_t row = bi * S + L.sel[r * Kc + k];
        T d = c * dev_exp<T>((U[row * V + v] + yv) - ls);
        *dy += d;
        dU[row * V + v] += d;
        if (v == tg) { *dy -= c; dU[row * V + v] -= c; }
      }
    }
  }
}

/* da (N, S) (zeroed) at the chosen positions */
template <class T>
__global__ void k_lat_da(T *da, Saved L, const T *g, int64_t N, int64_t S, int64_t Kc, int renorm) {
  for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < N;
       r += (int64_t)gridDim.x * blockDim.x) {
    if (L.tgt[r] < 0) continue;
    double gr = g ? (double)g[r] : 1.0;
    for (int64_t k = 0; k < Kc; k++) {
      double q = exp(L.lq[r * Kc + k] - L.logp[r]);
      double d = renorm ? gr * (1.0 - q) / L.asum[r] : -gr * q;
      da[r * S + L.sel[r * Kc + k]] = (T)d;
    }
  }
}

template <class T, int TPR>
__global__ void k_lat_logp(T *out, Saved L, const T *U, const T *Y, int64_t r0, int64_t r1, int64_t b0,
                           int64_t S, int64_t Tn, int64_t V, int64_t Kc) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t q0 = r0 + (int64_t)blockIdx.x * RPB; q0 < r1; q0 += (int64_t)gridDim.x * RPB) {
    int64_t r = q0 + grp;
    bool valid = r < r1;
    int64_t rr = valid ? r : r0;
    const T *y = Y + (rr - r0) * V;
    const double *w = L.w + rr * Kc;
    bool any = false;
    for (int64_t k = 0; k < Kc; k++) {
      const T *u = U + ((rr / Tn - b0) * S + L.sel[rr * Kc + k]) * V;
      double lse = row_lse<TPR>(u, y, V, valid, lane, red);
      if (valid && lane == 0) L.lse[r * Kc + k] = lse;
      any = any || w[k] > 0;
    }
    group_sync<TPR>(); /* the lse values written by the group's first thread */
    if (!valid) continue;
    T *o = out + r * V;
    if (!any) {
      for (int64_t v = lane; v < V; v += TPR) o[v] = neg_inf<T>();
      continue;
    }
    for (int64_t v = lane; v < V; v += TPR) {
      T ov = neg_inf<T>(), ac = 0;
      for (int64_t k = 0; k < Kc; k++) {
        if (!(w[k] > 0)) continue;
        const T *u = U + ((r / Tn - b0) * S + L.sel[r * Kc + k]) * V;
        T c = (T)(log(w[k]) - L.lse[r * Kc + k]), t = c + (u[v] + y[v]);
        ov = t > ov ? t : ov;
      }
      for (int64_t k = 0; k < Kc; k++) {
        if (!(w[k] > 0)) continue;
        const T *u = U + ((r / Tn - b0) * S + L.sel[r * Kc + k]) * V;
        T c = (T)(log(w[k]) - L.lse[r * Kc + k]);
        ac += dev_exp<T>((c + (u[v] + y[v])) - ov);
      }
      o[v] = ov + (T)log((double)ac);
    }
  }
}

/* a row kernel over the tokens r0 .. r1-1: a warp per token for V <= 256, else a block */
#define LAT_ROWS(fn, KERN, dt, n, V, ...)                                                                 \
  do {                                                                                                    \
    int rc_ = 0;                                                                                          \
    if ((V) <= 256) {                                                                                     \
      XA_FLOAT_SWITCH(dt, T_, rc_ = ::xa_cu::launched(fn, xa_launch<KERN<T_, 32>>(dim3(grid_for(n, THREADS / 32)), dim3(THREADS), 0, stream(), __VA_ARGS__))); \
    } else {                                                                                              \
      XA_FLOAT_SWITCH(dt, T_, rc_ = ::xa_cu::launched(fn, xa_launch<KERN<T_, THREADS>>(dim3(grid_for(n, 1)), dim3(THREADS), 0, stream(), __VA_ARGS__))); \
    }                                                                                                     \
    if (rc_) return -1;                                                                                   \
  } while (0)

/* U (nbc*S, V) = zs_c Wᵀ and Y (nbc*T, V) = zt_c Wᵀ for sentences b0 .. b0+nbc-1 */
int chunk_logits(xa_dtype dt, const void *zs, const void *zt, const void *w, int64_t b0, int64_t nbc,
                 int64_t S, int64_t T, int64_t D, int64_t V, void *U, void *Y) {
  int64_t es = (int64_t)xa_dtype_size(dt), ld = D > 0 ? D : 1;
  if (xa_cuda_gemm(dt, false, true, nbc * S, V, D, 1.0, (const char *)zs + b0 * S * D * es, ld, w, ld, 0.0, U, V))
    return -1;
  return xa_cuda_gemm(dt, false, true, nbc * T, V, D, 1.0, (const char *)zt + b0 * T * D * es, ld, w, ld, 0.0, Y, V);
}

bool fits(int64_t v) { return v >= 0 && v <= INT_MAX; }

} // namespace

extern "C" {

int64_t xa_cuda_latent_saved_bytes(int64_t N, int64_t Kc) { return N * 8 * 3 + N * Kc * 8 * 4; }

int xa_cuda_latent_forward(xa_dtype dt, void *nll, void *saved, const void *zs, const void *zt,
                           const void *a, const void *w, const int64_t *target, int64_t B,
                           int64_t S, int64_t T, int64_t D, int64_t V, int64_t K, bool renorm,
                           bool has_ign, int64_t ign, int64_t chunk) {
  const char *fn = "cuda latent_nll";
  if (!xa_dtype_is_float(dt)) return xa_err("%s: float32 or float64 only, not %s", fn, xa_dtype_name(dt));
  if (K < 1 || chunk < 1) return xa_err("%s: K and chunk must be >= 1, got %lld and %lld", fn, (long long)K, (long long)chunk);
  if (!fits(S) || !fits(T) || !fits(D) || !fits(V))
    return xa_err("%s: dims over %d are not supported by BLAS (S %lld, T %lld, D %lld, V %lld)", fn, INT_MAX,
                  (long long)S, (long long)T, (long long)D, (long long)V);
  int64_t N = B * T, Kc = K < S ? K : S, es = (int64_t)xa_dtype_size(dt);
  if (N == 0) return 0;
  std::vector<int64_t> tg((size_t)N);
  if (xa_cuda_to_host(tg.data(), target, N * 8)) return -1;
  bool any = false;
  for (int64_t i = 0; i < N; i++) {
    if (has_ign && tg[i] == ign) { tg[i] = -1; continue; }
    if (tg[i] < 1 || tg[i] > V)
      return xa_err("%s: target value %lld at position %lld is out of range [1, %lld]", fn, (long long)tg[i],
                    (long long)i + 1, (long long)V);
    tg[i] -= 1;
    any = true;
  }
  if (S == 0 && any) return xa_err("%s: no source positions (S = 0) for a counted target", fn);
  Saved L = saved_at(saved, N, Kc);
  if (xa_cuda_memset(saved, 0, xa_cuda_latent_saved_bytes(N, Kc)) || xa_cuda_to_device(L.tgt, tg.data(), N * 8) ||
      xa_cuda_memset(nll, 0, N * es))
    return -1;
  if (!any) return 0;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_topk<T_>>(fn, N, L, (const T_ *)a, N, S, Kc, (int)renorm, 1));
  if (rc) return -1;
  int64_t nb = chunk_sentences(B, S, T, chunk);
  Scratch U, Y;
  if (U.get(nb * S * V * es) || Y.get(nb * T * V * es)) return -1;
  for (int64_t b0 = 0; b0 < B; b0 += nb) {
    int64_t nbc = b0 + nb < B ? nb : B - b0, r0 = b0 * T, r1 = (b0 + nbc) * T;
    bool act = false;
    for (int64_t r = r0; r < r1 && !act; r++) act = tg[r] >= 0;
    if (!act) continue; /* nll 0 (set above) */
    if (chunk_logits(dt, zs, zt, w, b0, nbc, S, T, D, V, U.p, Y.p)) return -1;
    LAT_ROWS(fn, k_lat_fwd, dt, r1 - r0, V, L, (T_ *)nll, U.as<const T_>(), Y.as<const T_>(), r0, r1, b0, S, T, V, Kc);
  }
  return 0;
}

int xa_cuda_latent_backward(xa_dtype dt, void *dzs, void *dzt, void *da, void *dw,
                            const void *g, const void *saved, const void *zs, const void *zt,
                            const void *w, int64_t B, int64_t S, int64_t T, int64_t D,
                            int64_t V, int64_t K, bool renorm, int64_t chunk) {
  const char *fn = "cuda latent_nll backward";
  int64_t N = B * T, Kc = K < S ? K : S, es = (int64_t)xa_dtype_size(dt);
  if ((dzs && xa_cuda_memset(dzs, 0, B * S * D * es)) || (dzt && xa_cuda_memset(dzt, 0, N * D * es)) ||
      (da && xa_cuda_memset(da, 0, N * S * es)) || (dw && xa_cuda_memset(dw, 0, V * D * es)))
    return -1;
  if (N == 0) return 0;
  Saved L = saved_at((void *)saved, N, Kc);
  std::vector<int64_t> tg((size_t)N);
  if (xa_cuda_to_host(tg.data(), L.tgt, N * 8)) return -1;
  bool any = false;
  for (int64_t r = 0; r < N && !any; r++) any = tg[r] >= 0;
  if (!any) return 0;
  int rc = 0;
  if (da) {
    XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_lat_da<T_>>(fn, N, (T_ *)da, L, (const T_ *)g, N, S, Kc, (int)renorm));
    if (rc) return -1;
  }
  if (!(dzs || dzt || dw) || V == 0) return 0;
  int64_t nb = chunk_sentences(B, S, T, chunk), ld = D > 0 ? D : 1;
  Scratch U, Y, dU, dY;
  if (U.get(nb * S * V * es) || Y.get(nb * T * V * es) || dU.get(nb * S * V * es) || dY.get(nb * T * V * es))
    return -1;
  for (int64_t b0 = 0; b0 < B; b0 += nb) {
    int64_t nbc = b0 + nb < B ? nb : B - b0, r0 = b0 * T, r1 = (b0 + nbc) * T;
    bool act = false;
    for (int64_t r = r0; r < r1 && !act; r++) act = tg[r] >= 0;
    if (!act) continue; /* the gradients of these rows stay 0 */
    if (chunk_logits(dt, zs, zt, w, b0, nbc, S, T, D, V, U.p, Y.p)) return -1;
    if (xa_cuda_memset(dU.p, 0, nbc * S * V * es) || xa_cuda_memset(dY.p, 0, nbc * T * V * es)) return -1;
    XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_lat_bwd<T_>>(fn, nbc * V, L, dU.as<T_>(), dY.as<T_>(), U.as<const T_>(), Y.as<const T_>(), (const T_ *)g, b0, nbc, S, T, V, Kc));
    if (rc) return -1;
    const char *zsc = (const char *)zs + b0 * S * D * es, *ztc = (const char *)zt + b0 * T * D * es;
    if (dzs && xa_cuda_gemm(dt, false, false, nbc * S, D, V, 1.0, dU.p, V, w, ld, 0.0, (char *)dzs + b0 * S * D * es, ld))
      return -1;
    if (dzt && xa_cuda_gemm(dt, false, false, nbc * T, D, V, 1.0, dY.p, V, w, ld, 0.0, (char *)dzt + b0 * T * D * es, ld))
      return -1;
    if (dw && (xa_cuda_gemm(dt, true, false, V, D, nbc * S, 1.0, dU.p, V, zsc, ld, 1.0, dw, ld) ||
               xa_cuda_gemm(dt, true, false, V, D, nbc * T, 1.0, dY.p, V, ztc, ld, 1.0, dw, ld)))
      return -1;
  }
  return 0;
}

int xa_cuda_latent_logprobs(xa_dtype dt, void *out, const void *zs, const void *zt,
                            const void *a, const void *w, int64_t B, int64_t S, int64_t T,
                            int64_t D, int64_t V, int64_t K, bool renorm, int64_t chunk) {
  const char *fn = "cuda latent_logprobs";
  if (!xa_dtype_is_float(dt)) return xa_err("%s: float32 or float64 only, not %s", fn, xa_dtype_name(dt));
  if (K < 1 || chunk < 1) return xa_err("%s: K and chunk must be >= 1, got %lld and %lld", fn, (long long)K, (long long)chunk);
  int64_t N = B * T, Kc = K < S ? K : S, es = (int64_t)xa_dtype_size(dt);
  if (N == 0) return 0;
  if (S == 0) return xa_err("%s: no source positions (S = 0)", fn);
  if (V == 0) return xa_err("%s: no vocabulary (V = 0)", fn);
  if (!fits(S) || !fits(T) || !fits(D) || !fits(V))
    return xa_err("%s: dims over %d are not supported by BLAS", fn, INT_MAX);
  Scratch sv, U, Y;
  int64_t nb = chunk_sentences(B, S, T, chunk);
  if (sv.get(xa_cuda_latent_saved_bytes(N, Kc)) || U.get(nb * S * V * es) || Y.get(nb * T * V * es)) return -1;
  Saved L = saved_at(sv.p, N, Kc);
  if (xa_cuda_memset(sv.p, 0, xa_cuda_latent_saved_bytes(N, Kc))) return -1;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_topk<T_>>(fn, N, L, (const T_ *)a, N, S, Kc, (int)renorm, 0));
  if (rc) return -1;
  for (int64_t b0 = 0; b0 < B; b0 += nb) {
    int64_t nbc = b0 + nb < B ? nb : B - b0, r0 = b0 * T, r1 = (b0 + nbc) * T;
    if (chunk_logits(dt, zs, zt, w, b0, nbc, S, T, D, V, U.p, Y.p)) return -1;
    LAT_ROWS(fn, k_lat_logp, dt, r1 - r0, V, (T_ *)out, L, U.as<const T_>(), Y.as<const T_>(), r0, r1, b0, S, T, V, Kc);
  }
  return 0;
}

const xa_latent_kernels xa_latent_cuda = {xa_cuda_latent_saved_bytes, xa_cuda_latent_forward,
                                           xa_cuda_latent_backward, xa_cuda_latent_logprobs};
int xa_latent_cuda_register(void) { return xa_kernels_register(XA_CUDA, "latent", &xa_latent_cuda); }

} // extern "C"
