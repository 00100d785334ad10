/* The attention families on the device: dot (attention/dot.c), gmm (attention/gmm.c),
 * window (attention/window.c) and gma (attention/gma.c), forward and backward, with the
 * CPU kernels' formulas and choices (see those files for the derivations).
 *
 * dot: per (sentence, head) pair two strided batched gemms through cuBLAS (one call for
 * all pairs when the operands' sentence strides are H times their head strides, else one
 * per sentence), the mask and the softmax as row kernels, the dropout mask applied in a
 * scratch (B,H,T,S) tile. Backward as on the CPU: dA = G Vᵀ, dV = Aᵀ G, the softmax's
 * backward row by row (its dot product in double), dQ = scale dS K, dK = scale dSᵀ Q.
 *
 * gmm, window, gma: a row per group of threads (a warp, or the whole block for long rows);
 * each thread owns the positions j = lane, lane + group, ... of its row, so a row's values
 * are written and re-read by the same thread (no barrier between passes); row sums go
 * through the group's fixed tree in double. gmm sums the components of a position in
 * component order, as the CPU does. gma's gradients of p and sigma are per row first,
 * then summed over the heads in head order when the heads share one alignment. */
#include "common.cuh"

#include <climits>

using namespace xa_cu;

namespace {

const int THREADS = 256;

template <auto K, class... A> int launch_n(const char *fn, int64_t n, A... a) {
  if (n <= 0) return 0;
  XA_LAUNCH_OR_FAIL(fn, (xa_launch<K>(dim3(grid_for(n, THREADS)), dim3(THREADS), 0, stream(), a...)));
  return 0;
}

/* a row kernel K<T, TPR> over `rows` rows of n: a warp per row for n <= 256, else a block */
#define ROW_LAUNCH(fn, KERN, dt, rows, n, ...)                                                          \
  do {                                                                                                  \
    int rc_ = 0;                                                                                        \
    if ((rows) > 0) {                                                                                   \
      if ((n) <= 256) {                                                                                 \
        XA_FLOAT_SWITCH(dt, T, rc_ = ::xa_cu::launched(fn, xa_launch<KERN<T, 32>>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), __VA_ARGS__))); \
      } else {                                                                                          \
        XA_FLOAT_SWITCH(dt, T, rc_ = ::xa_cu::launched(fn, xa_launch<KERN<T, THREADS>>(dim3(grid_for(rows, 1)), dim3(THREADS), 0, stream(), __VA_ARGS__))); \
      }                                                                                                 \
    }                                                                                                   \
    if (rc_) return -1;                                                                                 \
  } while (0)

/* ======================================================================================
 * dot
 * ====================================================================================== */

/* a bool mask over (B,H,T,S) with strides (0 on broadcast dims) */
struct MaskGeo {
  const uint8_t *p;
  int64_t s[4];
  int64_t H, T, S;
};

__device__ __forceinline__ bool masked_at(const MaskGeo &m, int64_t row, int64_t j) {
  int64_t t = row % m.T, bh = row / m.T, h = bh % m.H, b = bh / m.H;
  return m.p[b * m.s[0] + h * m.s[1] + t * m.s[2] + j * m.s[3]] != 0;
}

template <class T> __global__ void k_mask_fill(T *w, MaskGeo m, int64_t n) {
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x)
    if (masked_at(m, e / m.S, e % m.S)) w[e] = neg_inf<T>();
}

/* a = keep ? w * ds : 0 (a may be w) */
template <class T> __global__ void k_drop(T *a, const T *w, const uint8_t *keep, int64_t n, double ds) {
  T d = (T)ds;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x)
    a[e] = keep[e] ? w[e] * d : (T)0;
}

/* da = w ⊙ (da - rowsum(da ⊙ w)) per row of S, then 0 at masked positions */
template <class T, int TPR>
__global__ void k_softmax_bwd(T *da, const T *w, int64_t rows, int64_t S, MaskGeo m) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    T *d = da + (valid ? r : 0) * S;
    const T *y = w + (valid ? r : 0) * S;
    double dot = 0;
    if (valid) for (int64_t i = lane; i < S; i += TPR) dot += (double)d[i] * (double)y[i];
    dot = group_allreduce<TPR>(dot, AddOp(), red);
    if (!valid) continue;
    T dt = (T)dot;
    for (int64_t i = lane; i < S; i += TPR) {
      T v = y[i] * (d[i] - dt);
      d[i] = (m.p && masked_at(m, r, i)) ? (T)0 : v;
    }
  }
}

/* the layout of a pair matrix (rows, cols) with element strides s[2], s[3] */
int pair_layout(const char *fn, const char *what, int64_t rows, int64_t cols, const int64_t *s,
                bool *tr, int64_t *ld) {
  if (xa_blas_layout(rows, cols, s[2], s[3], tr, ld)) return 0;
  return xa_err("%s: %s (%lld, %lld) with strides (%lld, %lld) has no unit stride (a BLAS layout "
                "is required)", fn, what, (long long)rows, (long long)cols, (long long)s[2],
                (long long)s[3]);
}

/* C = alpha op(A) op(B) for every pair (b, h): operand X of pair (b, h) at
 * X + b * xb + h * xh (elements); one batched call when the sentence strides are H times
 * the head strides, else one per sentence */
int pairs_gemm(xa_dtype dt, int64_t B, int64_t H, bool ta, bool tb, int64_t m, int64_t n, int64_t k,
               double alpha, const void *A, int64_t lda, int64_t ab, int64_t ah, const void *Bm,
               int64_t ldb, int64_t bb, int64_t bh, void *C, int64_t ldc, int64_t cb, int64_t ch) {
  if (H == 1) { ah = ab; bh = bb; ch = cb; }
  int64_t es = (int64_t)xa_dtype_size(dt);
  if (B == 1 || (ab == H * ah && bb == H * bh && cb == H * ch))
    return xa_cuda_gemm_batched(dt, ta, tb, m, n, k, alpha, A, lda, ah, Bm, ldb, bh, 0.0, C, ldc,
                                ch, B * H);
  for (int64_t b = 0; b < B; b++)
    if (xa_cuda_gemm_batched(dt, ta, tb, m, n, k, alpha, (const char *)A + b * ab * es, lda, ah,
                             (const char *)Bm + b * bb * es, ldb, bh, 0.0, (char *)C + b * cb * es,
                             ldc, ch, H))
      return -1;
  return 0;
}

MaskGeo mask_geo(const uint8_t *mask, const int64_t *ms, int64_t H, int64_t T, int64_t S) {
  MaskGeo g;
  g.p = mask;
  for (int d = 0; d < 4; d++) g.s[d] = mask ? ms[d] : 0;
  g.H = H;
  g.T = T;
  g.S = S;
  return g;
}

/* ======================================================================================
 * window
 * ====================================================================================== */

/* the first argmax of row x (S values) over the group: -1 when no value is > -inf;
 * *nan when the row holds a NaN; *mp the maximum */
template <int TPR, class T>
__device__ __forceinline__ int64_t row_argmax(const T *x, int64_t S, bool valid, int lane, double *red,
                                              long long *redi, T *mp, bool *nan) {
  double m = -INFINITY, nn = 0;
  if (valid)
    for (int64_t i = lane; i < S; i += TPR) {
      double v = (double)x[i];
      if (v != v) nn = 1;
      else if (v > m) m = v;
    }
  m = group_allreduce<TPR>(m, MaxOp(), red);
  nn = group_allreduce<TPR>(nn, MaxOp(), red);
  T mt = (T)m;
  long long c = LLONG_MAX;
  if (valid && m > -INFINITY)
    for (int64_t i = lane; i < S; i += TPR)
      if (x[i] == mt) { c = i; break; }
  c = group_allreduce<TPR>(c, MinOp(), redi);
  *mp = mt;
  *nan = nn != 0;
  return m > -INFINITY ? (int64_t)c : -1;
}

template <class T, int TPR>
__global__ void k_win_fwd(T *out, xa_window_stat *stat, const T *x, const T *g, int64_t rows, int64_t S,
                          int64_t win) {
  __shared__ double red[32];
  __shared__ long long redi[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows, nan;
    const T *xr = x + (valid ? r : 0) * S;
    T *o = out + (valid ? r : 0) * S;
    T m;
    int64_t c = row_argmax<TPR>(xr, S, valid, lane, red, redi, &m, &nan);
    if (nan || c < 0) { /* NaN row: NaN out and back; all masked: zeros */
      if (!valid) continue;
      for (int64_t i = lane; i < S; i += TPR) o[i] = nan ? (T)NAN : (T)0;
      if (stat && lane == 0) {
        xa_window_stat st;
        st.m = nan ? NAN : 0;
        st.inv_s = st.inv_sl = NAN;
        st.lo = nan ? 0 : -1;
        st.hi = nan ? S - 1 : -1;
        stat[r] = st;
      }
      continue;
    }
    int64_t lo = win < c ? c - win : 0, hi = win < S - 1 - c ? c + win : S - 1;
    double s = 0, sw = 0;
    if (g) {
      if (valid)
        for (int64_t i = lane; i < S; i += TPR) {
          T e = dev_exp<T>(xr[i] - m);
          o[i] = e;
          s += (double)e;
          if (i >= lo && i <= hi) sw += (double)e;
        }
      s = group_allreduce<TPR>(s, AddOp(), red);
      sw = group_allreduce<TPR>(sw, AddOp(), red);
      if (!valid) continue;
      double gv = (double)g[r], a1 = (1 - gv) / s, a2 = gv / sw;
      T t1 = (T)a1, t2 = (T)(a1 + a2);
      for (int64_t i = lane; i < S; i += TPR) o[i] *= (i >= lo && i <= hi) ? t2 : t1;
    } else {
      if (valid)
        for (int64_t i = lane; i < S; i += TPR) {
          if (i >= lo && i <= hi) {
            T e = dev_exp<T>(xr[i] - m);
            o[i] = e;
            sw += (double)e;
          } else {
            o[i] = 0;
          }
        }
      sw = group_allreduce<TPR>(sw, AddOp(), red);
      if (!valid) continue;
      s = sw;
      T t = (T)(1 / sw);
      for (int64_t i = lo + ((lane - lo) % TPR + TPR) % TPR; i <= hi; i += TPR) o[i] *= t;
    }
    if (stat && lane == 0) {
      xa_window_stat st;
      st.m = (double)m;
      st.inv_s = 1 / s;
      st.inv_sl = 1 / sw;
      st.lo = lo;
      st.hi = hi;
      stat[r] = st;
    }
  }
}

template <class T, int TPR>
__global__ void k_win_bwd(T *gx, T *gg, const T *gout, const T *x, const T *g, const xa_window_stat *stat,
                          int64_t rows, int64_t S) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    xa_window_stat st = stat[valid ? r : 0];
    const T *xr = x + (valid ? r : 0) * S, *G = gout + (valid ? r : 0) * S;
    T *o = gx + (valid ? r : 0) * S;
    if (st.lo < 0) { /* uniform over the group: the stat is the row's */
      if (!valid) continue;
      for (int64_t i = lane; i < S; i += TPR) o[i] = 0;
      if (gg && lane == 0) gg[r] = 0;
      continue;
    }
    T m = (T)st.m;
    int64_t lo = st.lo, hi = st.hi;
    if (g) {
      double dp = 0, dw = 0;
      if (valid)
        for (int64_t i = lane; i < S; i += TPR) {
          T e = dev_exp<T>(xr[i] - m);
          o[i] = e;
          T ge = G[i] * e;
          dp += (double)ge;
          if (i >= lo && i <= hi) dw += (double)ge;
        }
      dp = group_allreduce<TPR>(dp, AddOp(), red);
      dw = group_allreduce<TPR>(dw, AddOp(), red);
      if (!valid) continue;
      double gv = (double)g[r], gp = dp * st.inv_s, gq = dw * st.inv_sl;
      double a1 = (1 - gv) * st.inv_s, a2 = gv * st.inv_sl;
      T t1 = (T)a1, c1 = (T)(a1 * gp), t2 = (T)(a1 + a2), c2 = (T)(a1 * gp + a2 * gq);
      for (int64_t i = lane; i < S; i += TPR) {
        bool in = i >= lo && i <= hi;
        o[i] = o[i] * ((in ? t2 : t1) * G[i] - (in ? c2 : c1));
      }
      if (gg && lane == 0) gg[r] = (T)(gq - gp);
    } else {
      double dw = 0;
      if (valid)
        for (int64_t i = lane; i < S; i += TPR) {
          if (i >= lo && i <= hi) {
            T e = dev_exp<T>(xr[i] - m);
            o[i] = e;
            dw += (double)(G[i] * e);
          } else {
            o[i] = 0;
          }
        }
      dw = group_allreduce<TPR>(dw, AddOp(), red);
      if (!valid) continue;
      double gq = dw * st.inv_sl;
      T t2 = (T)st.inv_sl, c2 = (T)(st.inv_sl * gq);
      for (int64_t i = lane; i < S; i += TPR)
        if (i >= lo && i <= hi) o[i] = o[i] * (t2 * G[i] - c2);
    }
  }
}

template <class T, int TPR>
__global__ void k_win_centre(int64_t *c, const T *x, int64_t rows, int64_t S) {
  __shared__ double red[32];
  __shared__ long long redi[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows, nan;
    T m;
    int64_t a = row_argmax<TPR>(x + (valid ? r : 0) * S, S, valid, lane, red, redi, &m, &nan);
    if (valid && lane == 0) c[r] = nan || a < 0 ? 0 : a + 1;
  }
}

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

/* ======================================================================================
 * gma
 * ====================================================================================== */

struct GmaGeo {
  int64_t H, Hp, T, S;
  double delta;
  int prior;
};

__device__ __forceinline__ int64_t gma_limit(double p, double delta, int64_t S) {
  double c = ceil(p + delta);
  if (!(c > 0)) return 0;
  if (c >= (double)S) return S;
  return (int64_t)c;
}
__device__ __forceinline__ int64_t gma_prow(const GmaGeo &G, int64_t r) {
  int64_t t = r % G.T, bh = r / G.T, h = bh % G.H, b = bh / G.H;
  return (b * G.Hp + (G.Hp == 1 ? 0 : h)) * G.T + t;
}

template <class T, int TPR>
__global__ void k_gma_fwd(T *w, const T *x, const T *p, const T *sigma, int64_t rows, GmaGeo G) {
  __shared__ double red[32];
  __shared__ long long redi[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  int64_t S = G.S;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    int64_t rr = valid ? r : 0, pi = gma_prow(G, rr);
    const T *xr = x + rr * S;
    T *o = w + rr * S;
    T pv = p[pi], s = sigma ? sigma[pi] : (T)1;
    int64_t lim = gma_limit((double)pv, G.delta, S);
    double m = -INFINITY;
    if (valid)
      for (int64_t j = lane; j < S; j += TPR) {
        if (j >= lim) { o[j] = 0; continue; }
        T d = (T)j - pv, ad = d < 0 ? -d : d, z;
        if (G.prior == XA_GMA_GAUSSIAN) z = xr[j] + ((T)-0.5 / (s * s)) * d * d;
        else if (G.prior == XA_GMA_LAPLACE) z = xr[j] + ((T)-1 / s) * ad;
        else if (G.prior == XA_GMA_LINEAR) {
          T gj = (T)1 - ad * ((T)1 / s);
          z = gj > 0 ? xr[j] + dev_log<T>(gj) : neg_inf<T>();
        } else z = xr[j];
        o[j] = z;
        if ((double)z > m) m = (double)z;
      }
    m = group_allreduce<TPR>(m, MaxOp(), red);
    if (m == -INFINITY) { /* no visible key, or (linear) every visible G is 0 */
      double bd = INFINITY;
      if (valid)
        for (int64_t j = lane; j < lim; j += TPR) {
          o[j] = 0;
          T d = (T)j - pv;
          d = d < 0 ? -d : d;
          if (G.prior == XA_GMA_LINEAR && xr[j] != neg_inf<T>() && (double)d < bd) bd = (double)d;
        }
      bd = group_allreduce<TPR>(bd, MinOp(), red);
      long long best = LLONG_MAX;
      if (valid && bd < INFINITY)
        for (int64_t j = lane; j < lim; j += TPR) {
          T d = (T)j - pv;
          d = d < 0 ? -d : d;
          if (xr[j] != neg_inf<T>() && (double)d == bd) { best = j; break; }
        }
      best = group_allreduce<TPR>(best, MinOp(), redi);
      if (valid && best != LLONG_MAX && best % TPR == lane) o[best] = 1;
      continue;
    }
    T mt = (T)m;
    double sum = 0;
    if (valid)
      for (int64_t j = lane; j < lim; j += TPR) {
        T e = dev_exp<T>(o[j] - mt);
        o[j] = e;
        sum += (double)e;
      }
    sum = group_allreduce<TPR>(sum, AddOp(), red);
    if (!valid) continue;
    T inv = (T)1 / (T)sum;
    for (int64_t j = lane; j < lim; j += TPR) o[j] *= inv;
  }
}

/* gx (rows, S) and the per-row gradients of p and sigma (gr, gr + rows) */
template <class T, int TPR>
__global__ void k_gma_bwd(T *gx, double *gr, const T *gup, const T *w, const T *p, const T *sigma,
                          int64_t rows, GmaGeo G) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  int64_t S = G.S;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    int64_t rr = valid ? r : 0, pi = gma_prow(G, rr);
    const T *wr = w + rr * S, *g = gup + rr * S;
    T *o = gx ? gx + rr * S : nullptr;
    T pv = p[pi], s = sigma ? sigma[pi] : (T)1;
    int64_t lim = gma_limit((double)pv, G.delta, S);
    double dot = 0;
    if (valid) for (int64_t j = lane; j < lim; j += TPR) dot += (double)(wr[j] * g[j]);
    dot = group_allreduce<TPR>(dot, AddOp(), red);
    T dt = (T)dot;
    double ap = 0, as = 0;
    if (valid)
      for (int64_t j = lane; j < S; j += TPR) {
        if (j >= lim) { if (o) o[j] = 0; continue; }
        T dz = wr[j] * (g[j] - dt), d = (T)j - pv, ad = d < 0 ? -d : d;
        if (o) o[j] = dz;
        T sg = d > 0 ? dz : d < 0 ? -dz : (T)0;
        if (G.prior == XA_GMA_GAUSSIAN) { ap += (double)(dz * d); as += (double)(dz * d * d); }
        else if (G.prior == XA_GMA_LAPLACE) { ap += (double)sg; as += (double)(dz * ad); }
        else if (G.prior == XA_GMA_LINEAR) {
          T a = s - ad;
          if (a > 0 && dz != 0) { ap += (double)(sg / a); as += (double)(dz * ad / (s * a)); }
        }
      }
    ap = group_allreduce<TPR>(ap, AddOp(), red);
    as = group_allreduce<TPR>(as, AddOp(), red);
    if (!valid || lane != 0) continue;
    T tap = (T)ap, tas = (T)as;
    if (G.prior == XA_GMA_GAUSSIAN) {
      T i2 = (T)1 / (s * s), i3 = i2 / s;
      tap *= i2;
      tas *= i3;
    } else if (G.prior == XA_GMA_LAPLACE) {
      T i1 = (T)1 / s;
      tap *= i1;
      tas *= i1 * i1;
    }
    gr[r] = (double)tap;
    gr[rows + r] = (double)tas;
  }
}

/* out (B,Hp,T) = the per-row values gr (B*H*T) summed over the heads in order (Hp = 1) */
template <class T>
__global__ void k_gma_heads(T *out, const double *gr, int64_t B, int64_t H, int64_t Hp, int64_t Tn) {
  int64_t n = B * Hp * Tn;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t t = e % Tn, hp = e / Tn % Hp, b = e / (Tn * Hp);
    double acc = 0;
    if (Hp == 1)
      for (int64_t h = 0; h < H; h++) acc += gr[(b * H + h) * Tn + t];
    else acc = gr[(b * H + hp) * Tn + t];
    out[e] = (T)acc;
  }
}

template <class T>
__global__ void k_gma_visible(int64_t *needed, const T *p, const int64_t *len, int64_t B, int64_t per,
                              double delta) {
  int64_t n = B * per;
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    double J = (double)len[e / per], c = ceil((double)p[e] + delta);
    c = c > J ? J : c;
    needed[e] = c > 0 ? (int64_t)c : 0;
  }
}

} // namespace

extern "C" {

/* ---- dot ---------------------------------------------------------------------------- */
int xa_cuda_dot_forward(xa_dtype dt, void *out, void *w, const void *q, const int64_t *qs,
                        const void *k, const int64_t *ks, const void *v, const int64_t *vs,
                        const uint8_t *mask, const int64_t *ms, const uint8_t *keep,
                        int64_t B, int64_t H, int64_t T, int64_t S, int64_t dh, double scale,
                        double dscale) {
  const char *fn = "cuda dot_attention";
  if (!xa_dtype_is_float(dt)) return xa_err("%s: float32 or float64 only, not %s", fn, xa_dtype_name(dt));
  if (B * H * T == 0) return 0;
  bool qt, kt, vt;
  int64_t ql, kl, vl;
  if (pair_layout(fn, "q", T, dh, qs, &qt, &ql) || pair_layout(fn, "k", S, dh, ks, &kt, &kl) ||
      pair_layout(fn, "v", S, dh, vs, &vt, &vl))
    return -1;
  int64_t ts = T * S, n = B * H * ts;
  /* W (T, S) = scale Q Kᵀ */
  if (pairs_gemm(dt, B, H, qt, !kt, T, S, dh, scale, q, ql, qs[0], qs[1], k, kl, ks[0], ks[1], w, S,
                 H * ts, ts))
    return -1;
  int rc = 0;
  if (mask && S > 0) {
    MaskGeo mg = mask_geo(mask, ms, H, T, S);
    XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_mask_fill<T_>>(fn, n, (T_ *)w, mg, n));
    if (rc) return -1;
  }
  if (xa_cuda_softmax_rows(dt, w, w, B * H * T, S)) return -1;
  const void *a = w;
  Scratch drop;
  if (keep && n > 0) {
    if (drop.get(n * (int64_t)xa_dtype_size(dt))) return -1;
    XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_drop<T_>>(fn, n, drop.as<T_>(), (const T_ *)w, keep, n, dscale));
    if (rc) return -1;
    a = drop.p;
  }
  /* out[b, :, h, :] (T, dh), rows H dh apart = A (T, S) V (S, dh) */
  return pairs_gemm(dt, B, H, false, vt, T, dh, S, 1.0, a, S > 0 ? S : 1, H * ts, ts, v, vl, vs[0],
                    vs[1], out, H * dh, T * H * dh, dh);
}

int xa_cuda_dot_backward(xa_dtype dt, void *dq, const int64_t *dqs, void *dk, const int64_t *dks,
                         void *dv, const int64_t *dvs, const void *g, const void *w,
                         const void *q, const int64_t *qs, const void *k, const int64_t *ks,
                         const void *v, const int64_t *vs, const uint8_t *mask,
                         const int64_t *ms, const uint8_t *keep, int64_t B, int64_t H,
                         int64_t T, int64_t S, int64_t dh, double scale, double dscale) {
  const char *fn = "cuda dot_attention backward";
  if (!xa_dtype_is_float(dt)) return xa_err("%s: float32 or float64 only, not %s", fn, xa_dtype_name(dt));
  if (B * H == 0) return 0;
  bool qt, kt, vt;
  int64_t ql, kl, vl;
  if (pair_layout(fn, "q", T, dh, qs, &qt, &ql) || pair_layout(fn, "k", S, dh, ks, &kt, &kl) ||
      pair_layout(fn, "v", S, dh, vs, &vt, &vl))
    return -1;
  int64_t ts = T * S, n = B * H * ts, es = (int64_t)xa_dtype_size(dt), lds = S > 0 ? S : 1;
  Scratch da, aw;
  if (da.get(n * es) || (keep && aw.get(n * es))) return -1;
  int rc = 0;
  /* dA (T, S) = G (T, dh) Vᵀ */
  if (pairs_gemm(dt, B, H, false, !vt, T, S, dh, 1.0, g, H * dh, T * H * dh, dh, v, vl, vs[0], vs[1],
                 da.p, lds, H * ts, ts))
    return -1;
  const void *a = w;
  if (keep && n > 0) {
    XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_drop<T_>>(fn, n, da.as<T_>(), da.as<T_>(), keep, n, dscale));
    if (!rc) XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_drop<T_>>(fn, n, aw.as<T_>(), (const T_ *)w, keep, n, dscale));
    if (rc) return -1;
    a = aw.p;
  }
  /* dV (S, dh) = Aᵀ (S, T) G (T, dh) */
  if (dv && pairs_gemm(dt, B, H, true, false, S, dh, T, 1.0, a, lds, H * ts, ts, g, H * dh, T * H * dh, dh,
                       dv, dvs[2], dvs[0], dvs[1]))
    return -1;
  if (!dq && !dk) return 0;
  MaskGeo mg = mask_geo(mask, ms, H, T, S);
  int64_t R = B * H * T, Sn = S;
  ROW_LAUNCH(fn, k_softmax_bwd, dt, R, Sn, (T *)da.p, (const T *)w, R, Sn, mg);
  /* dQ (T, dh) = scale dS K;  dK (S, dh) = scale dSᵀ Q */
  if (dq && pairs_gemm(dt, B, H, false, kt, T, dh, S, scale, da.p, lds, H * ts, ts, k, kl, ks[0], ks[1],
                       dq, dqs[2], dqs[0], dqs[1]))
    return -1;
  if (dk && pairs_gemm(dt, B, H, true, qt, S, dh, T, scale, da.p, lds, H * ts, ts, q, ql, qs[0], qs[1],
                       dk, dks[2], dks[0], dks[1]))
    return -1;
  return 0;
}

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

/* ---- window ------------------------------------------------------------------------------ */
int xa_cuda_window_forward(xa_dtype dt, void *out, xa_window_stat *stat, const void *x,
                           const void *g, int64_t rows, int64_t S, int64_t win) {
  ROW_LAUNCH("cuda window", k_win_fwd, dt, rows, S, (T *)out, stat, (const T *)x, (const T *)g, rows, S, win);
  return 0;
}

int xa_cuda_window_backward(xa_dtype dt, void *gx, void *gg, const void *gout, const void *x,
                            const void *g, const xa_window_stat *stat, int64_t rows, int64_t S) {
  ROW_LAUNCH("cuda window backward", k_win_bwd, dt, rows, S, (T *)gx, (T *)gg, (const T *)gout, (const T *)x, (const T *)g, stat, rows, S);
  return 0;
}

int xa_cuda_window_centre(xa_dtype dt, int64_t *c, const void *x, int64_t rows, int64_t S) {
  ROW_LAUNCH("cuda window_centres", k_win_centre, dt, rows, S, c, (const T *)x, rows, S);
  return 0;
}

/* ---- gma --------------------------------------------------------------------------------- */
int xa_cuda_gma_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *sigma,
                        int64_t B, int64_t H, int64_t Hp, int64_t T, int64_t S, double delta,
                        xa_gma_prior prior) {
  const char *fn = "cuda gma_weights";
  if (!sigma && prior != XA_GMA_NONE) return xa_err("%s: sigma is required by the %s prior", fn, xa_gma_prior_name(prior));
  GmaGeo G = {H, Hp, T, S, delta, (int)prior};
  int64_t rows = B * H * T;
  if (S == 0) return 0;
  ROW_LAUNCH(fn, k_gma_fwd, dt, rows, S, (T *)w, (const T *)x, (const T *)p, (const T *)sigma, rows, G);
  return 0;
}

int xa_cuda_gma_backward(xa_dtype dt, void *gx, void *gp, void *gsigma, const void *g,
                         const void *w, const void *p, const void *sigma, int64_t B, int64_t H,
                         int64_t Hp, int64_t T, int64_t S, double delta, xa_gma_prior prior) {
  const char *fn = "cuda gma_weights backward";
  if (!sigma && prior != XA_GMA_NONE) return xa_err("%s: sigma is required by the %s prior", fn, xa_gma_prior_name(prior));
  if (!sigma) gsigma = nullptr;
  GmaGeo G = {H, Hp, T, S, delta, (int)prior};
  int64_t rows = B * H * T;
  if (rows == 0) return 0;
  Scratch gr;
  if (gr.get(rows * 16)) return -1;
  if (S == 0) {
    if (xa_cuda_memset(gr.p, 0, rows * 16)) return -1;
  } else {
    ROW_LAUNCH(fn, k_gma_bwd, dt, rows, S, (T *)gx, gr.as<double>(), (const T *)g, (const T *)w, (const T *)p, (const T *)sigma, rows, G);
  }
  int rc = 0;
  if (gp) XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_gma_heads<T_>>(fn, B * Hp * T, (T_ *)gp, (const double *)gr.as<double>(), B, H, Hp, T));
  if (!rc && gsigma) XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_gma_heads<T_>>(fn, B * Hp * T, (T_ *)gsigma, (const double *)gr.as<double>() + rows, B, H, Hp, T));
  return rc ? -1 : 0;
}

int xa_cuda_gma_visible(xa_dtype dt, int64_t *needed, const void *p, const int64_t *lengths,
                        int64_t B, int64_t Hp, int64_t T, double delta) {
  int rc = 0;
  XA_FLOAT_SWITCH(dt, T_, rc = launch_n<k_gma_visible<T_>>("cuda gma_visible", B * Hp * T, needed, (const T_ *)p, lengths, B, Hp * T, delta));
  return rc;
}

} // extern "C"
