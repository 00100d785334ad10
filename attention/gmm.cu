/* GMM attention (attention/gmm.c) on the device: a warp per row, each thread owning the
 * positions j = lane, lane + 32, ...; the components of a position are summed in component
 * order, as the CPU does; row sums through the warp's fixed tree in double. */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>

using namespace xa_cu;

namespace {

/* ======================================================================================
 * gmm
 * ====================================================================================== */

const double LOG_SQRT_2PI = 0.91893853320467274178;
const double SQRT_2PI = 2.50662827463100050242;

/* strict rows: M = max_k [log c_k - (j*_k - mu_k)^2 / (2 sigma_k^2)]; -inf when every
 * omega is 0 (as attention/gmm.c) */
template <class T>
__device__ double gmm_shift(const T *om, const T *mu, const T *sg, int64_t K, int64_t J) {
  double M = -INFINITY;
  for (int64_t k = 0; k < K; k++) {
    double m = (double)mu[k], s = (double)sg[k];
    double jn = nearbyint(m);
    jn = jn < 1 ? 1 : jn > (double)J ? (double)J : jn;
    jn = m == m ? jn : 1;
    double d = jn - m;
    double c = log((double)om[k]) - log(s) - LOG_SQRT_2PI - d * d / (2 * s * s);
    if (c > M || c != c) M = c;
  }
  return M;
}

/* a component: term_j = w exp(min(off - (j - mu)^2 h, cap)) */
struct Comp { double w, off, h, mu; };
__device__ __forceinline__ Comp gmm_comp(int norm, double om, double mu, double s, double M) {
  Comp c;
  c.mu = mu;
  c.h = 1.0 / (2 * s * s);
  if (norm == XA_GMM_APPROX) { c.w = om / (SQRT_2PI * s); c.off = 0; }
  else if (norm == XA_GMM_NONE) { c.w = om; c.off = 0; }
  else { c.w = om; c.off = -log(s) - LOG_SQRT_2PI - M; }
  return c;
}

template <class T> __device__ __forceinline__ T gmm_cap() { return (T)700.0; }
template <> __device__ __forceinline__ float gmm_cap<float>() { return 88.0f; }

/* a warp per row */
template <class T>
__global__ void k_gmm_fwd(T *out, const T *alpha, const T *g, const T *omega, const T *mu, const T *sigma,
                          const int64_t *len, int64_t rows, int64_t rpb, int64_t S, int64_t K, int norm) {
  const int RPB = THREADS / 32;
  int lane = threadIdx.x % 32, grp = threadIdx.x / 32;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    int64_t rr = valid ? r : 0;
    T *o = out + rr * S;
    const T *om = omega + rr * K, *m_ = mu + rr * K, *sg = sigma + rr * K;
    int64_t J = len[rr / rpb];
    bool strict = norm == XA_GMM_STRICT;
    double M = strict ? gmm_shift(om, m_, sg, K, J) : 0;
    bool dead = strict && M == -INFINITY;
    T cap = gmm_cap<T>();
    if (valid) {
      for (int64_t j = lane; j < S; j += 32) o[j] = 0;
      for (int64_t k = 0; k < K && !dead; k++) {
        Comp c = gmm_comp(norm, (double)om[k], (double)m_[k], (double)sg[k], M);
        T w = (T)c.w, off = (T)c.off, h = (T)c.h, mm = (T)c.mu;
        for (int64_t j = lane; j < J && j < S; j += 32) {
          T d = (T)(j + 1) - mm, a = off - d * d * h;
          o[j] += w * dev_exp<T>(a < cap ? a : cap);
        }
      }
    }
    T scale = 1;
    if (strict) {
      double u = 0;
      if (valid) for (int64_t j = lane; j < S; j += 32) u += (double)o[j];
      u = warp_allreduce(u, AddOp());
      T U = (T)u;
      scale = U == 0 ? (T)0 : (T)1 / U;
    }
    if (!valid) continue;
    if (alpha) {
      const T *al = alpha + r * S;
      T gv = g[r], gs = gv * scale, ga = 1 - gv;
      for (int64_t j = lane; j < S; j += 32) o[j] = ga * al[j] + gs * o[j];
    } else if (scale != 1) {
      for (int64_t j = lane; j < S; j += 32) o[j] *= scale;
    }
  }
}

/* sums over the row's j < J of G_j E_j d^p and (strict) E_j d^p for one component */
template <class T>
__device__ __forceinline__ void gmm_sums(double P[6], const T *G, int64_t J, int64_t S, int lane, bool valid,
                                         bool withq, T off, T h, T mm, T cap) {
  T p0 = 0, p1 = 0, p2 = 0, q0 = 0, q1 = 0, q2 = 0;
  if (valid)
    for (int64_t j = lane; j < J && j < S; j += 32) {
      T d = (T)(j + 1) - mm, a = off - d * d * h;
      T e = dev_exp<T>(a < cap ? a : cap);
      T ge = G[j] * e, ed = e * d, ged = ge * d;
      p0 += ge; p1 += ged; p2 += ged * d;
      q0 += e; q1 += ed; q2 += ed * d;
    }
  P[0] = warp_allreduce((double)p0, AddOp());
  P[1] = warp_allreduce((double)p1, AddOp());
  P[2] = warp_allreduce((double)p2, AddOp());
  if (withq) {
    P[3] = warp_allreduce((double)q0, AddOp());
    P[4] = warp_allreduce((double)q1, AddOp());
    P[5] = warp_allreduce((double)q2, AddOp());
  }
}

template <class T>
__global__ void k_gmm_bwd(T *gomega, T *gmu, T *gsigma, T *galpha, T *gg, const T *gout, const T *alpha,
                          const T *g, const T *omega, const T *mu, const T *sigma, const int64_t *len,
                          int64_t rows, int64_t rpb, int64_t S, int64_t K, int norm) {
  const int RPB = THREADS / 32;
  int lane = threadIdx.x % 32, grp = threadIdx.x / 32;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    int64_t rr = valid ? r : 0;
    const T *G = gout + rr * S;
    const T *om = omega + rr * K, *m_ = mu + rr * K, *sg = sigma + rr * K;
    int64_t J = len[rr / rpb];
    double gw = alpha ? (double)g[rr] : 1.0;
    bool strict = norm == XA_GMM_STRICT;
    double M = strict ? gmm_shift(om, m_, sg, K, J) : 0;
    bool dead = strict && M == -INFINITY;
    T cap = gmm_cap<T>();
    double sum_gb = 0, P[6] = {0, 0, 0, 0, 0, 0};
    double U = 0, GU = 0;
    if (strict && !dead) /* the row's sum and its gradient's dot first */
      for (int64_t k = 0; k < K; k++) {
        Comp c = gmm_comp(norm, (double)om[k], (double)m_[k], (double)sg[k], M);
        gmm_sums<T>(P, G, J, S, lane, valid, true, (T)c.off, (T)c.h, (T)c.mu, cap);
        U += (double)om[k] * P[3];
        GU += (double)om[k] * P[0];
      }
    bool grads = !dead && (!strict || U != 0);
    if (strict && U != 0) sum_gb = GU / U;
    for (int64_t k = 0; k < K && grads; k++) {
      double omk = (double)om[k], s = (double)sg[k];
      Comp c = gmm_comp(norm, omk, (double)m_[k], s, M);
      gmm_sums<T>(P, G, J, S, lane, valid, strict, (T)c.off, (T)c.h, (T)c.mu, cap);
      if (!valid || lane != 0) continue;
      int64_t i = r * K + k;
      if (strict) {
        double rr2 = GU / U, t0 = (P[0] - rr2 * P[3]) / U, t1 = (P[1] - rr2 * P[4]) / U,
               t2 = (P[2] - rr2 * P[5]) / U;
        gomega[i] += (T)(gw * t0);
        gmu[i] += (T)(gw * omk * t1 / (s * s));
        gsigma[i] += (T)(gw * omk * (t2 / (s * s * s) - t0 / s));
      } else {
        bool approx = norm == XA_GMM_APPROX;
        double v = approx ? 1 / (SQRT_2PI * s) : 1.0, w = omk * v;
        sum_gb += w * P[0];
        gomega[i] += (T)(gw * v * P[0]);
        gmu[i] += (T)(gw * w * P[1] / (s * s));
        gsigma[i] += (T)(gw * w * (P[2] / (s * s * s) - (approx ? P[0] / s : 0)));
      }
    }
    if (alpha) {
      const T *al = alpha + rr * S;
      double sga = 0;
      T c1 = (T)(1 - gw);
      if (valid)
        for (int64_t j = lane; j < S; j += 32) {
          if (galpha) galpha[r * S + j] += c1 * G[j];
          sga += (double)(G[j] * al[j]);
        }
      sga = warp_allreduce(sga, AddOp());
      if (valid && lane == 0) gg[r] += (T)(sum_gb - sga);
    }
  }
}


} // namespace

extern "C" {

/* ---- gmm ------------------------------------------------------------------------------- */
int xa_cuda_gmm_forward(xa_dtype dt, void *out, const void *alpha, const void *g,
                        const void *omega, const void *mu, const void *sigma,
                        const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                        int64_t K, xa_gmm_norm norm) {
  const char *fn = "cuda gmm";
  if (rows <= 0 || S <= 0) return 0;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_gmm_fwd<T>>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), (T *)out, (const T *)alpha, (const T *)g, (const T *)omega, (const T *)mu, (const T *)sigma, lengths, rows, rows_per_b, S, K, (int)norm)));
  return rc;
}

int xa_cuda_gmm_backward(xa_dtype dt, void *gomega, void *gmu, void *gsigma, void *galpha,
                         void *gg, const void *gout, const void *alpha, const void *g,
                         const void *omega, const void *mu, const void *sigma,
                         const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                         int64_t K, xa_gmm_norm norm) {
  const char *fn = "cuda gmm backward";
  if (rows <= 0 || S <= 0) return 0;
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_gmm_bwd<T>>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), (T *)gomega, (T *)gmu, (T *)gsigma, (T *)galpha, (T *)gg, (const T *)gout, (const T *)alpha, (const T *)g, (const T *)omega, (const T *)mu, (const T *)sigma, lengths, rows, rows_per_b, S, K, (int)norm)));
  return rc;
}


/* ---- the kernel table "gmm" (attention/gmm.h): the same arguments; backward adds ---- */
static void table_gmm_forward(xa_dtype dt, void *out, const void *alpha, const void *g,
                              const void *omega, const void *mu, const void *sigma,
                              const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                              int64_t K, xa_gmm_norm norm) {
  if (xa_cuda_gmm_forward(dt, out, alpha, g, omega, mu, sigma, lengths, rows, rows_per_b, S, K, norm))
    xa_cuda_defer_error();
}

static void table_gmm_backward(xa_dtype dt, void *gomega, void *gmu, void *gsigma, void *galpha,
                               void *gg, const void *gout, const void *alpha, const void *g,
                               const void *omega, const void *mu, const void *sigma,
                               const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                               int64_t K, xa_gmm_norm norm) {
  if (xa_cuda_gmm_backward(dt, gomega, gmu, gsigma, galpha, gg, gout, alpha, g, omega, mu, sigma,
                           lengths, rows, rows_per_b, S, K, norm))
    xa_cuda_defer_error();
}

const xa_gmm_kernels xa_gmm_cuda = {table_gmm_forward, table_gmm_backward};

int xa_gmm_cuda_register(void) { return xa_kernels_register(XA_CUDA, "gmm", &xa_gmm_cuda); }

} // extern "C"
