/* GMM concentrated cross-attention: mixture weights and their fusion with dot attention.
 *
 * Per query row (b, h, t) with K components (omega_k, mu_k, sigma_k) and J = lengths[b]:
 *     beta_j = sum_k omega_k / Z_k * exp(-(j - mu_k)^2 / (2 sigma_k^2))   j = 1..J
 *     beta_j = 0                                                          j = J+1..S
 * Z_k = sqrt(2 pi sigma_k^2) for "approx" and "strict", 1 for "none"; "strict" divides
 * each row by its sum over j <= J (docs/methods.md, GMM). Positions are 1-based (j = 1..J, a
 * project choice consistent with mu in (0, J)). gmm_mix returns (1 - g) alpha + g beta.
 *
 * Forward: per row, one sweep over the J positions per component (the row stays in L1)
 * accumulating into the output row; strict then scales the row by 1 / sum.
 * Backward: beta is recomputed, never stored (no (B,H,T,S,K) tensor). With
 * E_jk = exp(-(j - mu_k)^2 / (2 sigma_k^2)), d = j - mu_k, the output gradient G and
 * per component P_p = sum_{j<=J} G_j E_jk d^p (p = 0, 1, 2), one sweep per component:
 *     d/domega_k = P_0 / Z_k
 *     d/dmu_k    = c_k P_1 / sigma_k^2                     (c_k = omega_k / Z_k)
 *     d/dsigma_k = c_k (P_2 / sigma_k^3 - [Z_k depends on sigma] P_0 / sigma_k)
 * Strict rows out_j = u_j / U also need Q_p = sum_{j<=J} E_jk d^p (same sweep): with
 * r = sum_j G_j out_j the P's are replaced by (P_p - r Q_p) / U.
 * Strict stability (a project choice): the terms are scaled by exp(-M) with
 * M = max_k [log c_k - (j*_k - mu_k)^2 / (2 sigma_k^2)], j*_k the position in 1..J nearest
 * mu_k, so the largest term at its best position is exactly 1 and the row sum never
 * underflows, even with tiny sigmas between integer positions; the scale cancels in the
 * ratio. Exponents are capped (88 in float32, 700 in float64) so that a component whose
 * omega is below ~1e-38 (float32) / 1e-304 (float64) cannot overflow (such a component is
 * then under-weighted, which changes nothing measurable). A row whose omegas are all 0
 * has a zero sum: it is left at 0 with 0 gradient (the "guard").
 * Rows are independent and split over threads in fixed ranges, so results do not depend
 * on the thread count. float32 rows are computed in float32 with a vectorisable exp
 * (tensor/fastmath.h), per-component setup and the strict shift in double. */
#include "../tensor/hot.h"
#include "gmm.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GMM_MAXK 256
#define LOG_SQRT_2PI 0.91893853320467274178
#define SQRT_2PI 2.50662827463100050242

int xa_gmm_norm_from_name(const char *name, xa_gmm_norm *norm) {
  if (!name) return -1;
  if (!strcmp(name, "approx")) *norm = XA_GMM_APPROX;
  else if (!strcmp(name, "strict")) *norm = XA_GMM_STRICT;
  else if (!strcmp(name, "none")) *norm = XA_GMM_NONE;
  else return -1;
  return 0;
}

const char *xa_gmm_norm_name(xa_gmm_norm norm) {
  return norm == XA_GMM_STRICT ? "strict" : norm == XA_GMM_NONE ? "none" : "approx";
}

typedef struct {
  xa_gmm_norm norm;
  int64_t rows, rpb, S, K;
  const void *alpha, *g, *omega, *mu, *sigma;
  const int64_t *len;
  void *out;                                    /* forward */
  void *gomega, *gmu, *gsigma, *galpha, *gg;    /* backward */
  const void *gout;
} gmm_args;

/* strict rows: M (see the header comment); -inf when every omega is 0 */
static double strict_shift(const double *om, const double *mu, const double *sg, int64_t K,
                           int64_t J) {
  double M = -INFINITY;
  for (int64_t k = 0; k < K; k++) {
    double jn = nearbyint(mu[k]);
    jn = jn < 1 ? 1 : jn > (double)J ? (double)J : jn;
    jn = mu[k] == mu[k] ? jn : 1; /* NaN mu: any position; NaN flows through anyway */
    double d = jn - mu[k];
    double c = log(om[k]) - log(sg[k]) - LOG_SQRT_2PI - d * d / (2 * sg[k] * sg[k]);
    if (c > M || c != c) M = c;
  }
  return M;
}

/* per component: term_j = w * exp(min(off - (j - mu)^2 h, cap)) */
typedef struct { double w, off, h, mu, s; } comp;

static void comp_setup(comp *c, xa_gmm_norm norm, double om, double mu, double s, double M) {
  c->mu = mu;
  c->s = s;
  c->h = 1.0 / (2 * s * s);
  if (norm == XA_GMM_APPROX) { c->w = om / (SQRT_2PI * s); c->off = 0; }
  else if (norm == XA_GMM_NONE) { c->w = om; c->off = 0; }
  else { c->w = om; c->off = -log(s) - LOG_SQRT_2PI - M; }
}

/* Forward, one row at a time: per component, a sweep over the row's positions in the
 * vector lanes (j < S, the terms beyond J masked to 0: padded positions cost a few wasted
 * lanes, ragged J nothing). Loop indices are int (S <= INT_MAX is checked) because int64 ->
 * float conversions do not vectorise on AVX2.
 *
 * Backward: the sums P_p (and Q_p) over a row's positions, per component. With K <=
 * GMM_KL, blocks of GMM_LANES rows with the rows in the vector lanes: loops over the
 * positions, then the components, then the block's rows, one accumulator per (sum,
 * component, row), the block's output gradient transposed GMM_JC positions at a time so
 * that a position's values for the block's rows are contiguous. Row by row, each sum over
 * S = 32 positions ended in a 16-lane horizontal reduction (GCC's `omp simd reduction`
 * spills the lanes and adds them one by one): gmm_mix's backward at bench-small's shape
 * (8192 rows, S = 32, K = 4), two threads, 1.43 -> 1.16 ms. (The same layout for the
 * forward, which has no sums, measured no faster: 0.47 ms either way.) With K > GMM_KL,
 * the row-at-a-time sweeps. */
#define GMM_LANES 16
#define GMM_JC 32
#define GMM_KL 16

#define GMM_ROW_KERNELS(SUF, T, EXP, CAP)                                               \
  XA_HOT512 static void fwd_rows_##SUF(void *ctx, int64_t r0, int64_t r1, int tid) {    \
    const gmm_args *A = ctx; (void)tid;                                                 \
    int S = (int)A->S;                                                                  \
    int64_t K = A->K;                                                                   \
    double om[GMM_MAXK], mu[GMM_MAXK], sg[GMM_MAXK];                                    \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      T *o = (T *)A->out + r * S;                                                       \
      int J = (int)A->len[r / A->rpb];                                                  \
      for (int64_t k = 0; k < K; k++) {                                                 \
        om[k] = ((const T *)A->omega)[r * K + k];                                       \
        mu[k] = ((const T *)A->mu)[r * K + k];                                          \
        sg[k] = ((const T *)A->sigma)[r * K + k];                                       \
      }                                                                                 \
      double M = A->norm == XA_GMM_STRICT ? strict_shift(om, mu, sg, K, J) : 0;         \
      bool dead = A->norm == XA_GMM_STRICT && M == -INFINITY;                           \
      for (int j = 0; j < S; j++) o[j] = 0;                                             \
      for (int64_t k = 0; k < K && !dead; k++) {                                        \
        comp c;                                                                         \
        comp_setup(&c, A->norm, om[k], mu[k], sg[k], M);                                \
        T w = (T)c.w, off = (T)c.off, h = (T)c.h, m = (T)c.mu, cap = (T)(CAP);          \
        _Pragma("omp simd")                                                             \
        for (int j = 0; j < S; j++) {                                                   \
          T d = (T)(j + 1) - m, a = off - d * d * h;                                    \
          T e = w * EXP(a < cap ? a : cap);                                             \
          o[j] += j < J ? e : (T)0;                                                     \
        }                                                                               \
      }                                                                                 \
      T scale = 1;                                                                      \
      if (A->norm == XA_GMM_STRICT) {                                                   \
        T U = 0;                                                                        \
        _Pragma("omp simd reduction(+:U)")                                              \
        for (int j = 0; j < S; j++) U += o[j];                                          \
        scale = U == 0 ? 0 : 1 / U; /* the guard: a zero row stays 0 */                 \
      }                                                                                 \
      if (A->alpha) {                                                                   \
        const T *al = (const T *)A->alpha + r * S;                                      \
        T gv = ((const T *)A->g)[r], gs = gv * scale, ga = 1 - gv;                      \
        _Pragma("omp simd")                                                             \
        for (int j = 0; j < S; j++) o[j] = ga * al[j] + gs * o[j];                      \
      } else if (scale != 1) {                                                          \
        _Pragma("omp simd")                                                             \
        for (int j = 0; j < S; j++) o[j] *= scale;                                      \
      }                                                                                 \
    }                                                                                   \
  }                                                                                     \
                                                                                        \
  /* row r's gradients from its sums P (6 per component: P_0..2, Q_0..2) and its components' \
   * omega and sigma (component k at k * os): omega's, mu's, sigma's, and alpha's and g's for \
   * the mix; live: not a dead strict row */                                            \
  XA_INLINE void row_finish_##SUF(const gmm_args *A, int64_t r, const double *om, int64_t os, \
                                  const double *sg, const double *P, bool live) {       \
    int S = (int)A->S;                                                                  \
    int64_t K = A->K;                                                                   \
    bool strict = A->norm == XA_GMM_STRICT;                                             \
    const T *G = (const T *)A->gout + r * S;                                            \
    double gw = A->alpha ? (double)((const T *)A->g)[r] : 1.0;                          \
    double sum_gb = 0; /* sum_j G_j beta_j */                                           \
    T *gom = (T *)A->gomega + r * K, *gmu = (T *)A->gmu + r * K, *gsg = (T *)A->gsigma + r * K; \
    if (strict && live) {                                                               \
      double U = 0, GU = 0;                                                             \
      for (int64_t k = 0; k < K; k++) {                                                 \
        U += om[k * os] * P[6 * k + 3];                                                 \
        GU += om[k * os] * P[6 * k];                                                    \
      }                                                                                 \
      if (U != 0) {                                                                     \
        double rr = GU / U;                                                             \
        sum_gb = rr;                                                                    \
        for (int64_t k = 0; k < K; k++) {                                               \
          const double *pk = P + 6 * k;                                                 \
          double o = om[k * os], s = sg[k * os], t0 = (pk[0] - rr * pk[3]) / U,         \
                 t1 = (pk[1] - rr * pk[4]) / U, t2 = (pk[2] - rr * pk[5]) / U;          \
          gom[k] += (T)(gw * t0);                                                       \
          gmu[k] += (T)(gw * o * t1 / (s * s));                                         \
          gsg[k] += (T)(gw * o * (t2 / (s * s * s) - t0 / s));                          \
        }                                                                               \
      }                                                                                 \
    } else if (!strict) {                                                               \
      bool approx = A->norm == XA_GMM_APPROX;                                           \
      for (int64_t k = 0; k < K; k++) {                                                 \
        const double *pk = P + 6 * k;                                                   \
        double s = sg[k * os], v = approx ? 1 / (SQRT_2PI * s) : 1.0, w = om[k * os] * v; \
        sum_gb += w * pk[0];                                                            \
        gom[k] += (T)(gw * v * pk[0]);                                                  \
        gmu[k] += (T)(gw * w * pk[1] / (s * s));                                        \
        gsg[k] += (T)(gw * w * (pk[2] / (s * s * s) - (approx ? pk[0] / s : 0)));       \
      }                                                                                 \
    }                                                                                   \
    if (A->alpha) {                                                                     \
      const T *al = (const T *)A->alpha + r * S;                                        \
      T sga = 0;                                                                        \
      if (A->galpha) {                                                                  \
        T *ga = (T *)A->galpha + r * S, c1 = (T)(1 - gw);                               \
        _Pragma("omp simd reduction(+:sga)")                                            \
        for (int j = 0; j < S; j++) { ga[j] += c1 * G[j]; sga += G[j] * al[j]; }        \
      } else {                                                                          \
        _Pragma("omp simd reduction(+:sga)")                                            \
        for (int j = 0; j < S; j++) sga += G[j] * al[j];                                \
      }                                                                                 \
      ((T *)A->gg)[r] += (T)(sum_gb - (double)sga);                                     \
    }                                                                                   \
  }                                                                                     \
                                                                                        \
  XA_HOT512 static void bwd_one_##SUF(void *ctx, int64_t r0, int64_t r1, int tid) {    \
    const gmm_args *A = ctx; (void)tid;                                                 \
    int S = (int)A->S;                                                                  \
    int64_t K = A->K;                                                                   \
    bool strict = A->norm == XA_GMM_STRICT;                                             \
    double om[GMM_MAXK], mu[GMM_MAXK], sg[GMM_MAXK], P[6 * GMM_MAXK];                   \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      const T *G = (const T *)A->gout + r * S;                                          \
      int J = (int)A->len[r / A->rpb];                                                  \
      for (int64_t k = 0; k < K; k++) {                                                 \
        om[k] = ((const T *)A->omega)[r * K + k];                                       \
        mu[k] = ((const T *)A->mu)[r * K + k];                                          \
        sg[k] = ((const T *)A->sigma)[r * K + k];                                       \
      }                                                                                 \
      double M = strict ? strict_shift(om, mu, sg, K, J) : 0;                           \
      bool dead = strict && M == -INFINITY;                                             \
      for (int64_t k = 0; k < K && !dead; k++) {                                        \
        comp c;                                                                         \
        comp_setup(&c, A->norm, om[k], mu[k], sg[k], M);                                \
        T off = (T)c.off, h = (T)c.h, m = (T)c.mu, cap = (T)(CAP);                      \
        T p0 = 0, p1 = 0, p2 = 0, q0 = 0, q1 = 0, q2 = 0;                               \
        if (strict) {                                                                   \
          _Pragma("omp simd reduction(+:p0, p1, p2, q0, q1, q2)")                       \
          for (int j = 0; j < S; j++) {                                                 \
            T d = (T)(j + 1) - m, a = off - d * d * h;                                  \
            T e = EXP(a < cap ? a : cap);                                               \
            e = j < J ? e : (T)0;                                                       \
            T ge = G[j] * e, ed = e * d, ged = ge * d;                                  \
            p0 += ge; p1 += ged; p2 += ged * d;                                         \
            q0 += e; q1 += ed; q2 += ed * d;                                            \
          }                                                                             \
        } else {                                                                        \
          _Pragma("omp simd reduction(+:p0, p1, p2)")                                   \
          for (int j = 0; j < S; j++) {                                                 \
            T d = (T)(j + 1) - m, a = off - d * d * h;                                  \
            T e = EXP(a < cap ? a : cap);                                               \
            T ge = j < J ? G[j] * e : (T)0, ged = ge * d;                               \
            p0 += ge; p1 += ged; p2 += ged * d;                                         \
          }                                                                             \
        }                                                                               \
        double *pk = P + 6 * k;                                                         \
        pk[0] = p0; pk[1] = p1; pk[2] = p2; pk[3] = q0; pk[4] = q1; pk[5] = q2;         \
      }                                                                                 \
      row_finish_##SUF(A, r, om, 1, sg, P, !dead);                                      \
    }                                                                                   \
  }

/* the constants of a block of rows rb .. rb + nb - 1 in lanes ([k][l], lane l >= nb a copy
 * of the first row with no position): lm, lh, loff in T, omega and sigma in double
 * (backward's finalisation), the strict shifts M and the lengths lj (0 for a dead row) */
#define GMM_BLOCK_SETUP(SUF, T)                                                         \
  XA_INLINE void block_setup_##SUF(const gmm_args *A, int64_t rb, int nb, T *lm, T *lh,   \
                                   T *loff, double *om, double *sg, double *M, int *lj) { \
    int64_t K = A->K;                                                                   \
    double mu[GMM_KL * GMM_LANES];                                                      \
    for (int l = 0; l < GMM_LANES; l++) {                                               \
      int64_t r = rb + (l < nb ? l : 0);                                                \
      for (int64_t k = 0; k < K; k++) {                                                 \
        om[k * GMM_LANES + l] = ((const T *)A->omega)[r * K + k];                       \
        mu[k * GMM_LANES + l] = ((const T *)A->mu)[r * K + k];                          \
        sg[k * GMM_LANES + l] = ((const T *)A->sigma)[r * K + k];                       \
      }                                                                                 \
      lj[l] = l < nb ? (int)A->len[r / A->rpb] : 0;                                     \
      M[l] = 0;                                                                         \
    }                                                                                   \
    if (A->norm == XA_GMM_STRICT) {                                                     \
      for (int l = 0; l < GMM_LANES; l++) {                                             \
        double o_[GMM_KL], m_[GMM_KL], s_[GMM_KL];                                      \
        for (int64_t k = 0; k < K; k++) {                                               \
          o_[k] = om[k * GMM_LANES + l]; m_[k] = mu[k * GMM_LANES + l];                 \
          s_[k] = sg[k * GMM_LANES + l];                                                \
        }                                                                               \
        M[l] = strict_shift(o_, m_, s_, K, lj[l] > 0 ? lj[l] : 1);                      \
        if (M[l] == -INFINITY) lj[l] = 0; /* dead: every term 0 (the guard) */          \
        for (int64_t k = 0; k < K; k++) {                                               \
          comp c;                                                                       \
          comp_setup(&c, A->norm, o_[k], m_[k], s_[k], lj[l] > 0 ? M[l] : 0);           \
          int64_t i = k * GMM_LANES + l;                                                \
          lm[i] = (T)c.mu; lh[i] = (T)c.h; loff[i] = (T)c.off;                          \
        }                                                                               \
      }                                                                                 \
      return;                                                                           \
    }                                                                                   \
    for (int64_t k = 0; k < K; k++) {                                                   \
      const double *m_ = mu + k * GMM_LANES, *s_ = sg + k * GMM_LANES;                  \
      T *mm = lm + k * GMM_LANES, *h_ = lh + k * GMM_LANES, *f_ = loff + k * GMM_LANES; \
      _Pragma("omp simd")                                                               \
      for (int l = 0; l < GMM_LANES; l++) {                                             \
        double sv = s_[l];                                                              \
        mm[l] = (T)m_[l];                                                               \
        h_[l] = (T)(1.0 / (2 * sv * sv));                                               \
        f_[l] = 0;                                                                      \
      }                                                                                 \
    }                                                                                   \
  }
GMM_BLOCK_SETUP(f, float)
GMM_BLOCK_SETUP(d, double)

#define GMM_KERNELS(SUF, T, EXP, CAP)                                                   \
  XA_HOT512 static void bwd_rows_##SUF(void *ctx, int64_t r0, int64_t r1, int tid) {    \
    const gmm_args *A = ctx;                                                            \
    if (A->K > GMM_KL) { bwd_one_##SUF(ctx, r0, r1, tid); return; }                     \
    int S = (int)A->S;                                                                  \
    int64_t K = A->K;                                                                   \
    bool strict = A->norm == XA_GMM_STRICT;                                             \
    T cap = (T)(CAP);                                                                   \
    T lm[GMM_KL * GMM_LANES], lh[GMM_KL * GMM_LANES], loff[GMM_KL * GMM_LANES],         \
      gt[GMM_JC][GMM_LANES];                                                            \
    T s[6][GMM_KL][GMM_LANES]; /* P_0..2, Q_0..2 per (component, row) */                \
    double om[GMM_KL * GMM_LANES], sg[GMM_KL * GMM_LANES], M[GMM_LANES];                \
    int lj[GMM_LANES];                                                                  \
    for (int64_t rb = r0; rb < r1; rb += GMM_LANES) {                                   \
      int nb = r1 - rb < GMM_LANES ? (int)(r1 - rb) : GMM_LANES;                        \
      block_setup_##SUF(A, rb, nb, lm, lh, loff, om, sg, M, lj);                        \
      memset(s, 0, sizeof s);                                                           \
      for (int j0 = 0; j0 < S; j0 += GMM_JC) {                                          \
        int jn = S - j0 < GMM_JC ? S - j0 : GMM_JC;                                     \
        for (int l = 0; l < GMM_LANES; l++) {                                           \
          const T *G = (const T *)A->gout + (rb + (l < nb ? l : 0)) * S + j0;           \
          for (int jj = 0; jj < jn; jj++) gt[jj][l] = l < nb ? G[jj] : (T)0;            \
        }                                                                               \
        for (int jj = 0; jj < jn; jj++) {                                               \
          int j = j0 + jj;                                                              \
          T x = (T)(j + 1);                                                             \
          for (int64_t k = 0; k < K; k++) {                                             \
            const T *m_ = lm + k * GMM_LANES, *h_ = lh + k * GMM_LANES,                 \
                    *f_ = loff + k * GMM_LANES;                                         \
            T *s0 = s[0][k], *s1 = s[1][k], *s2 = s[2][k];                              \
            if (strict) {                                                               \
              T *s3 = s[3][k], *s4 = s[4][k], *s5 = s[5][k];                            \
              _Pragma("omp simd")                                                       \
              for (int l = 0; l < GMM_LANES; l++) {                                     \
                T d = x - m_[l], a = f_[l] - d * d * h_[l];                             \
                T e = EXP(a < cap ? a : cap);                                           \
                e = j < lj[l] ? e : (T)0;                                               \
                T ge = gt[jj][l] * e, ed = e * d, ged = ge * d;                         \
                s0[l] += ge; s1[l] += ged; s2[l] += ged * d;                            \
                s3[l] += e; s4[l] += ed; s5[l] += ed * d;                               \
              }                                                                         \
            } else {                                                                    \
              _Pragma("omp simd")                                                       \
              for (int l = 0; l < GMM_LANES; l++) {                                     \
                T d = x - m_[l], a = f_[l] - d * d * h_[l];                             \
                T e = EXP(a < cap ? a : cap);                                           \
                T ge = j < lj[l] ? gt[jj][l] * e : (T)0, ged = ge * d;                  \
                s0[l] += ge; s1[l] += ged; s2[l] += ged * d;                            \
              }                                                                         \
            }                                                                           \
          }                                                                             \
        }                                                                               \
      }                                                                                 \
      for (int l = 0; l < nb; l++) {                                                    \
        double P[6 * GMM_KL];                                                           \
        for (int64_t k = 0; k < K; k++)                                                 \
          for (int q = 0; q < 6; q++) P[6 * k + q] = s[q][k][l];                         \
        row_finish_##SUF(A, rb + l, om + l, GMM_LANES, sg + l, P, lj[l] > 0);           \
      }                                                                                 \
    }                                                                                   \
  }

GMM_ROW_KERNELS(f, float, fast_expf, 88.0)
GMM_ROW_KERNELS(d, double, exp, 700.0)
GMM_KERNELS(f, float, fast_expf, 88.0)
GMM_KERNELS(d, double, exp, 700.0)

static void gmm_forward(xa_dtype dt, void *out, const void *alpha, const void *g,
                        const void *omega, const void *mu, const void *sigma,
                        const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                        int64_t K, xa_gmm_norm norm) {
  gmm_args A = {.norm = norm, .rows = rows, .rpb = rows_per_b, .S = S, .K = K,
                .alpha = alpha, .g = g, .omega = omega, .mu = mu, .sigma = sigma,
                .len = lengths, .out = out};
  xa_parallel_for(rows, rows * S * K, dt == XA_FLOAT32 ? fwd_rows_f : fwd_rows_d, &A);
}

static void gmm_backward(xa_dtype dt, void *gomega, void *gmu, void *gsigma, void *galpha,
                         void *gg, const void *gout, const void *alpha, const void *g,
                         const void *omega, const void *mu, const void *sigma,
                         const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                         int64_t K, xa_gmm_norm norm) {
  gmm_args A = {.norm = norm, .rows = rows, .rpb = rows_per_b, .S = S, .K = K,
                .alpha = alpha, .g = g, .omega = omega, .mu = mu, .sigma = sigma,
                .len = lengths, .gomega = gomega, .gmu = gmu, .gsigma = gsigma,
                .galpha = galpha, .gg = gg, .gout = gout};
  xa_parallel_for(rows, rows * S * K, dt == XA_FLOAT32 ? bwd_rows_f : bwd_rows_d, &A);
}

const xa_gmm_kernels xa_gmm_cpu = {gmm_forward, gmm_backward};

/* one (sentence, head) pair's T rows on the calling thread: the row functions with the
 * sentence's length as the only one (r / T = 0 for every row) */
void xa_gmm_pair_forward(xa_dtype dt, void *out, const void *alpha, const void *g,
                         const void *omega, const void *mu, const void *sigma, int64_t J,
                         int64_t T, int64_t S, int64_t K, xa_gmm_norm norm) {
  gmm_args A = {.norm = norm, .rows = T, .rpb = T, .S = S, .K = K, .alpha = alpha, .g = g,
                .omega = omega, .mu = mu, .sigma = sigma, .len = &J, .out = out};
  if (dt == XA_FLOAT32) fwd_rows_f(&A, 0, T, 0); else fwd_rows_d(&A, 0, T, 0);
}

void xa_gmm_pair_backward(xa_dtype dt, void *gomega, void *gmu, void *gsigma, void *galpha,
                          void *gg, const void *gout, const void *alpha, const void *g,
                          const void *omega, const void *mu, const void *sigma, int64_t J,
                          int64_t T, int64_t S, int64_t K, xa_gmm_norm norm) {
  gmm_args A = {.norm = norm, .rows = T, .rpb = T, .S = S, .K = K, .alpha = alpha, .g = g,
                .omega = omega, .mu = mu, .sigma = sigma, .len = &J, .gomega = gomega,
                .gmu = gmu, .gsigma = gsigma, .galpha = galpha, .gg = gg, .gout = gout};
  if (dt == XA_FLOAT32) bwd_rows_f(&A, 0, T, 0); else bwd_rows_d(&A, 0, T, 0);
}

/* ---- ops ------------------------------------------------------------------------ */

/* the first element of the 4-D float tensor t that is not > 0 (NaN included), or -1;
 * *idx gets its multi-index, *val its value */
static int64_t first_nonpositive(const xa_tensor *t, int64_t idx[4], double *val) {
  const char *base = t->storage->data;
  size_t es = xa_dtype_size(t->dtype);
  int64_t n = 0;
  for (int64_t a = 0; a < t->size[0]; a++)
    for (int64_t b = 0; b < t->size[1]; b++)
      for (int64_t c = 0; c < t->size[2]; c++)
        for (int64_t d = 0; d < t->size[3]; d++, n++) {
          int64_t off = t->offset + a * t->stride[0] + b * t->stride[1] + c * t->stride[2] +
                        d * t->stride[3];
          double v = t->dtype == XA_FLOAT32 ? (double)*(const float *)(base + off * (int64_t)es)
                                            : *(const double *)(base + off * (int64_t)es);
          if (!(v > 0)) {
            idx[0] = a; idx[1] = b; idx[2] = c; idx[3] = d;
            *val = v;
            return n;
          }
        }
  return -1;
}

/* every check of the ops; alpha and g NULL for gmm_weights, alpha NULL and g given for
 * gmm_attention (S then given) */
int xa_gmm_check(const char *fn, xa_tensor *alpha, xa_tensor *g, xa_tensor *omega,
                 xa_tensor *mu, xa_tensor *sigma, xa_tensor *lengths, int64_t S) {
  char so[XA_SHAPESTR], sm[XA_SHAPESTR], ss[XA_SHAPESTR], sl[XA_SHAPESTR], sa[XA_SHAPESTR],
      sg[XA_SHAPESTR], all[6 * XA_SHAPESTR + 64];
  xa_tensor_shape_str(so, omega);
  xa_tensor_shape_str(sm, mu);
  xa_tensor_shape_str(ss, sigma);
  xa_tensor_shape_str(sl, lengths);
  if (alpha) {
    xa_tensor_shape_str(sa, alpha);
    xa_tensor_shape_str(sg, g);
    snprintf(all, sizeof all, "alpha %s, g %s, omega %s, mu %s, sigma %s, lengths %s", sa, sg,
             so, sm, ss, sl);
  } else if (g) {
    xa_tensor_shape_str(sg, g);
    snprintf(all, sizeof all, "g %s, omega %s, mu %s, sigma %s, lengths %s, S = %lld", sg, so,
             sm, ss, sl, (long long)S);
  } else {
    snprintf(all, sizeof all, "omega %s, mu %s, sigma %s, lengths %s, S = %lld", so, sm, ss, sl,
             (long long)S);
  }
  xa_dtype dt = omega->dtype;
  if (!xa_dtype_is_float(dt))
    return xa_err("%s: omega must be float32 or float64, got %s (%s)", fn, xa_dtype_name(dt),
                  all);
  xa_tensor *same[] = {mu, sigma, alpha, g};
  const char *names[] = {"mu", "sigma", "alpha", "g"};
  for (int i = 0; i < 4; i++)
    if (same[i] && same[i]->dtype != dt)
      return xa_err("%s: %s is %s but omega is %s; all must have one float dtype (%s)", fn,
                    names[i], xa_dtype_name(same[i]->dtype), xa_dtype_name(dt), all);
  if (omega->ndim != 4 || !xa_same_shape(omega, mu) || !xa_same_shape(omega, sigma))
    return xa_err("%s: omega, mu and sigma must have one shape (B,H,T,K) (%s)", fn, all);
  int64_t B = omega->size[0], H = omega->size[1], T = omega->size[2], K = omega->size[3];
  if (K < 1 || K > GMM_MAXK)
    return xa_err("%s: the number of components K (last dim of omega) must be in [1, %d], "
                  "got %lld (%s)", fn, GMM_MAXK, (long long)K, all);
  if (lengths->dtype != XA_INT64 || lengths->ndim != 1 || lengths->size[0] != B)
    return xa_err("%s: lengths must be an int64 tensor of shape (%lld) (one length per "
                  "sentence), got %s %s (%s)", fn, (long long)B, xa_dtype_name(lengths->dtype),
                  sl, all);
  if (alpha && (alpha->ndim != 4 || alpha->size[0] != B || alpha->size[1] != H ||
                alpha->size[2] != T))
    return xa_err("%s: alpha must be (B,H,T,S) = (%lld,%lld,%lld,S) like omega (%s)", fn,
                  (long long)B, (long long)H, (long long)T, all);
  if (g) {
    if (g->ndim != 4 || g->size[0] != B || g->size[1] != H || g->size[2] != T || g->size[3] != 1)
      return xa_err("%s: g must be (B,H,T,1) = (%lld,%lld,%lld,1) (%s)", fn, (long long)B,
                    (long long)H, (long long)T, all);
    if (alpha) S = alpha->size[3];
  }
  if ((S < 1 && B > 0) || S > INT_MAX)
    return xa_err("%s: S (the number of key positions) must be in [1, %d], got %lld (%s)", fn,
                  INT_MAX, (long long)S, all);
  int64_t shp[4] = {B, H, T, S < 0 ? 0 : S};
  if (xa_check_sizes(fn, 4, shp)) return -1;
  /* the values are read on the host: a device's lengths and sigma are copied there first
   * (on the CPU these are the tensors themselves) */
  xa_tensor *lh = NULL, *sh = NULL;
  if (xa_tensor_to_device(&lh, lengths, XA_CPU)) return -1;
  if (xa_tensor_to_device(&sh, sigma, XA_CPU)) { xa_tensor_release(lh); return -1; }
  int rc = 0;
  const int64_t *ld = (const int64_t *)lh->storage->data + lh->offset;
  for (int64_t b = 0; b < B && !rc; b++) {
    int64_t J = ld[b * lh->stride[0]];
    if (J < 1 || J > S)
      rc = xa_err("%s: lengths[%lld] = %lld is outside [1, S = %lld] (%s)", fn,
                  (long long)b + 1, (long long)J, (long long)S, all);
  }
  int64_t idx[4];
  double v;
  if (!rc && first_nonpositive(sh, idx, &v) >= 0)
    rc = xa_err("%s: sigma must be > 0, got %g at (%lld,%lld,%lld,%lld) (%s)", fn, v,
                (long long)idx[0] + 1, (long long)idx[1] + 1, (long long)idx[2] + 1,
                (long long)idx[3] + 1, all);
  xa_tensor_release(lh);
  xa_tensor_release(sh);
  return rc;
}

/* saved: 0 omega, 1 mu, 2 sigma, 3 lengths (all contiguous), 4 alpha, 5 g (mix only) */
typedef struct { xa_gmm_norm norm; int64_t S; bool mix; } gmm_params;

static int bw_gmm(xa_node *n, xa_tensor *gout, xa_tensor **gin) {
  const gmm_params *p = &XA_PARAMS(n, gmm_params);
  bool mix = p->mix;
  int io = mix ? 2 : 0; /* input index of omega */
  if (n->nsaved != (mix ? 6 : 4))
    return xa_err("%s: internal error: %d tensors saved for backward, expected %d", n->name,
                  n->nsaved, mix ? 6 : 4);
  xa_tensor *om = xa_saved(n, 0), *mu = xa_saved(n, 1), *sg = xa_saved(n, 2),
            *len = xa_saved(n, 3), *al = mix ? xa_saved(n, 4) : NULL,
            *g = mix ? xa_saved(n, 5) : NULL;
  xa_devtype dev = xa_tensor_device(om);
  const xa_gmm_kernels *k = xa_kernels_for(n->name, dev, "gmm", &xa_gmm_cpu);
  if (!k) return -1;
  xa_tensor *gc = NULL, *gom = NULL, *gmu = NULL, *gsg = NULL, *gal = NULL, *gg = NULL;
  int rc = xa_tensor_contiguous(&gc, gout);
  if (!rc) rc = xa_tensor_zeros_on(&gom, dev, om->dtype, 4, om->size);
  if (!rc) rc = xa_tensor_zeros_on(&gmu, dev, om->dtype, 4, om->size);
  if (!rc) rc = xa_tensor_zeros_on(&gsg, dev, om->dtype, 4, om->size);
  if (!rc && mix && xa_needs_grad(n, 0)) rc = xa_tensor_zeros_on(&gal, dev, al->dtype, 4, al->size);
  if (!rc && mix) rc = xa_tensor_zeros_on(&gg, dev, g->dtype, 4, g->size);
  if (rc) goto fail;
  int64_t rows = om->size[0] * om->size[1] * om->size[2];
  if (rows > 0 && p->S > 0)
    k->backward(om->dtype, xa_tensor_data(gom), xa_tensor_data(gmu), xa_tensor_data(gsg),
                  gal ? xa_tensor_data(gal) : NULL, gg ? xa_tensor_data(gg) : NULL,
                  xa_tensor_data(gc), al ? xa_tensor_data(al) : NULL,
                  g ? xa_tensor_data(g) : NULL, xa_tensor_data(om), xa_tensor_data(mu),
                  xa_tensor_data(sg), xa_tensor_data(len), rows, om->size[1] * om->size[2],
                  p->S, om->size[3], p->norm);
  xa_tensor_release(gc);
  if (mix) {
    gin[0] = gal;
    if (xa_needs_grad(n, 1)) gin[1] = gg;
    else xa_tensor_release(gg);
  }
  xa_tensor *res[3] = {gom, gmu, gsg};
  for (int i = 0; i < 3; i++) {
    if (xa_needs_grad(n, io + i)) gin[io + i] = res[i];
    else xa_tensor_release(res[i]);
  }
  return 0;
fail:
  xa_tensor_release(gc); xa_tensor_release(gom); xa_tensor_release(gmu);
  xa_tensor_release(gsg); xa_tensor_release(gal); xa_tensor_release(gg);
  return -1;
}

/* Strided inputs are made contiguous once (small: (B,H,T,K), and alpha once); the
 * kernels then read flat rows. */
static int gmm_op(const char *fn, xa_tensor **out, xa_tensor *alpha, xa_tensor *g,
                  xa_tensor *omega, xa_tensor *mu, xa_tensor *sigma, xa_tensor *lengths,
                  int64_t S, xa_gmm_norm norm) {
  if (norm != XA_GMM_APPROX && norm != XA_GMM_STRICT && norm != XA_GMM_NONE)
    return xa_err("%s: unknown norm %d", fn, (int)norm);
  if (xa_gmm_check(fn, alpha, g, omega, mu, sigma, lengths, S) ||
      xa_check_devices(fn, 6, (xa_tensor *[]){alpha, g, omega, mu, sigma, lengths})) return -1;
  const xa_gmm_kernels *k = xa_kernels_for(fn, xa_tensor_device(omega), "gmm", &xa_gmm_cpu);
  if (!k) return -1;
  if (alpha) S = alpha->size[3];
  xa_tensor *c[6] = {NULL}, *src[6] = {omega, mu, sigma, lengths, alpha, g}, *o = NULL;
  int nc = alpha ? 6 : 4, rc = 0;
  for (int i = 0; i < nc && !rc; i++) rc = xa_tensor_contiguous(&c[i], src[i]);
  int64_t shp[4] = {omega->size[0], omega->size[1], omega->size[2], S};
  if (!rc) rc = xa_tensor_new_on(&o, xa_tensor_device(omega), omega->dtype, 4, shp);
  if (rc) goto done;
  int64_t rows = shp[0] * shp[1] * shp[2];
  if (rows > 0 && S > 0)
    k->forward(omega->dtype, xa_tensor_data(o), alpha ? xa_tensor_data(c[4]) : NULL,
                 alpha ? xa_tensor_data(c[5]) : NULL, xa_tensor_data(c[0]),
                 xa_tensor_data(c[1]), xa_tensor_data(c[2]), xa_tensor_data(c[3]), rows,
                 shp[1] * shp[2], S, omega->size[3], norm);
  xa_node *n;
  if (alpha) rc = xa_record(&o, fn, bw_gmm, 5, (xa_tensor *[]){alpha, g, omega, mu, sigma}, &n);
  else rc = xa_record(&o, fn, bw_gmm, 3, (xa_tensor *[]){omega, mu, sigma}, &n);
  if (rc) goto done;
  if (n) {
    for (int i = 0; i < nc; i++) xa_node_save(n, c[i]);
    XA_PARAMS(n, gmm_params) = (gmm_params){norm, S, alpha != NULL};
  }
  *out = o;
done:
  for (int i = 0; i < nc; i++) xa_tensor_release(c[i]);
  if (rc) xa_tensor_release(o);
  return rc;
}

int xa_gmm_weights(xa_tensor **out, xa_tensor *omega, xa_tensor *mu, xa_tensor *sigma,
                   xa_tensor *lengths, int64_t S, xa_gmm_norm norm) {
  return gmm_op("gmm_weights", out, NULL, NULL, omega, mu, sigma, lengths, S, norm);
}

int xa_gmm_mix(xa_tensor **out, xa_tensor *alpha, xa_tensor *g, xa_tensor *omega,
               xa_tensor *mu, xa_tensor *sigma, xa_tensor *lengths, xa_gmm_norm norm) {
  return gmm_op("gmm_mix", out, alpha, g, omega, mu, sigma, lengths, 0, norm);
}

/* ---- the approx parameters from the predictors' output, in one op ------------------- */
/* Per row (b, h, t) of x (rows, 3K) = [omega_hat | mu_hat | sigma_hat], J = lengths[b]:
 *   omega = softmax(omega_hat), mu = 3 eps + (J - 6 eps) sigmoid(mu_hat),
 *   sigma = max(min(J/6 sigmoid(sigma_hat), mu/3, (J - mu)/3), eps)
 * (attention/gmm.lua's composition for norm "approx"), in the element type with the
 * composition's exp and sigmoid (tensor/fastmath.h's for float32). Backward follows
 * the composition's rules: minimum's gradient to the smaller input, split evenly on a tie;
 * clamp's passed where sigma's minimum is >= eps. */
typedef struct {
  int64_t rows, rpb, K;
  double eps;
  const int64_t *len;
  const void *x, *g; /* (rows, 3K); g (3, rows, K) */
  void *out, *gx;    /* (3, rows, K); gx (rows, 3K) */
} gp_args;

static double sigm_d(double v) { return v >= 0 ? 1 / (1 + exp(-v)) : exp(v) / (1 + exp(v)); }
static double tie_share(double a, double b) { return a < b ? 1 : a == b ? 0.5 : 0; }

/* per row: e[k] = exp(omega_hat_k - max) and its sum; sm[k], ss[k] the two sigmoids */
#define GP_ROWS(SUF, T, EXP, SIGM)                                                       \
  XA_INLINE void gp_row_##SUF(const T *x, int64_t K, T *e, T *sum, T *sm, T *ss) {       \
    T m = (T)-INFINITY, s = 0;                                                           \
    for (int64_t k = 0; k < K; k++) m = x[k] > m ? x[k] : m;                             \
    for (int64_t k = 0; k < K; k++) { e[k] = EXP(x[k] - m); s += e[k]; }                 \
    for (int64_t k = 0; k < K; k++) { sm[k] = SIGM(x[K + k]); ss[k] = SIGM(x[2 * K + k]); } \
    *sum = s;                                                                            \
  }                                                                                      \
  /* mu and sigma's terms from the two sigmoids: v1 = min(s1, a), v = min(v1, c) */        \
  typedef struct { T mv, s1, a, c, v1, v; } gp_terms_##SUF;                              \
  XA_INLINE gp_terms_##SUF gp_terms_##SUF##_of(T sm, T ss, T J, T eps) {                 \
    gp_terms_##SUF t;                                                                    \
    t.mv = sm * (J - 6 * eps) + 3 * eps;                                                 \
    t.s1 = ss * (J / 6);                                                                 \
    t.a = t.mv / 3;                                                                      \
    t.c = (J - t.mv) / 3;                                                                \
    t.v1 = t.s1 < t.a ? t.s1 : t.a;                                                      \
    t.v = t.v1 < t.c ? t.v1 : t.c;                                                       \
    return t;                                                                            \
  }                                                                                      \
  XA_HOT static void gp_fwd_##SUF(void *ctx, int64_t r0, int64_t r1, int tid) {          \
    const gp_args *A = ctx; (void)tid;                                                   \
    int64_t K = A->K, n = A->rows * K;                                                   \
    T e[GMM_MAXK], sm[GMM_MAXK], ss[GMM_MAXK], sum, eps = (T)A->eps;                     \
    for (int64_t r = r0; r < r1; r++) {                                                  \
      const T *x = (const T *)A->x + r * 3 * K;                                          \
      T *om = (T *)A->out + r * K, *mu = om + n, *sg = om + 2 * n;                       \
      T J = (T)A->len[r / A->rpb];                                                       \
      gp_row_##SUF(x, K, e, &sum, sm, ss);                                               \
      for (int64_t k = 0; k < K; k++) {                                                  \
        gp_terms_##SUF t = gp_terms_##SUF##_of(sm[k], ss[k], J, eps);                    \
        om[k] = e[k] / sum;                                                              \
        mu[k] = t.mv;                                                                    \
        sg[k] = t.v < eps ? eps : t.v;                                                   \
      }                                                                                  \
    }                                                                                    \
  }                                                                                      \
  XA_HOT static void gp_bwd_##SUF(void *ctx, int64_t r0, int64_t r1, int tid) {          \
    const gp_args *A = ctx; (void)tid;                                                   \
    int64_t K = A->K, n = A->rows * K;                                                   \
    T e[GMM_MAXK], sm[GMM_MAXK], ss[GMM_MAXK], sum, eps = (T)A->eps;                     \
    for (int64_t r = r0; r < r1; r++) {                                                  \
      const T *x = (const T *)A->x + r * 3 * K;                                          \
      const T *gom = (const T *)A->g + r * K, *gmu = gom + n, *gsg = gom + 2 * n;        \
      T *gx = (T *)A->gx + r * 3 * K;                                                    \
      T J = (T)A->len[r / A->rpb];                                                       \
      gp_row_##SUF(x, K, e, &sum, sm, ss);                                               \
      double dot = 0;                                                                    \
      for (int64_t k = 0; k < K; k++) dot += (double)gom[k] * (double)(e[k] / sum);      \
      for (int64_t k = 0; k < K; k++) {                                                  \
        T w = e[k] / sum;                                                                \
        gx[k] = (T)((double)w * ((double)gom[k] - dot));                                 \
        gp_terms_##SUF t = gp_terms_##SUF##_of(sm[k], ss[k], J, eps);                    \
        double gv = t.v >= eps ? (double)gsg[k] : 0;                                     \
        double gv1 = gv * tie_share(t.v1, t.c), gc = gv * tie_share(t.c, t.v1);          \
        double gs1 = gv1 * tie_share(t.s1, t.a), ga = gv1 * tie_share(t.a, t.s1);        \
        double gm = (double)gmu[k] + ga / 3 - gc / 3;                                    \
        gx[K + k] = (T)(gm * (double)((J - 6 * eps) * sm[k] * (1 - sm[k])));             \
        gx[2 * K + k] = (T)(gs1 * (double)((J / 6) * ss[k] * (1 - ss[k])));              \
      }                                                                                  \
    }                                                                                    \
  }
GP_ROWS(f, float, fast_expf, fast_sigmoidf)
GP_ROWS(d, double, exp, sigm_d)

/* saved: 0 x (rows, 3K) contiguous, 1 lengths (contiguous) */
typedef struct { int64_t K; double eps; } gp_params;

static int bw_gp(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const gp_params *p = &XA_PARAMS(n, gp_params);
  xa_tensor *x = xa_saved(n, 0), *len = xa_saved(n, 1), *gc = NULL, *gx = NULL;
  int rc = xa_tensor_contiguous(&gc, g);
  if (!rc) rc = xa_tensor_new(&gx, x->dtype, x->ndim, x->size);
  if (rc) { xa_tensor_release(gc); return -1; }
  int64_t rows = xa_tensor_numel(x) / (3 * p->K);
  gp_args A = {.rows = rows, .rpb = x->size[1] * x->size[2], .K = p->K, .eps = p->eps,
               .len = xa_tensor_data(len), .x = xa_tensor_data(x), .g = xa_tensor_data(gc),
               .gx = xa_tensor_data(gx)};
  xa_parallel_for(rows, rows * p->K * 64, x->dtype == XA_FLOAT32 ? gp_bwd_f : gp_bwd_d, &A);
  xa_tensor_release(gc);
  gin[0] = gx;
  return 0;
}

int xa_gmm_approx_params(xa_tensor **out, xa_tensor *x, xa_tensor *lengths, int64_t K,
                         double eps) {
  const char *fn = "gmm_approx_params";
  char sx[XA_SHAPESTR], sl[XA_SHAPESTR];
  xa_tensor_shape_str(sx, x);
  xa_tensor_shape_str(sl, lengths);
  if (!xa_dtype_is_float(x->dtype) || x->ndim != 4)
    return xa_err("%s: x must be a float32 or float64 (B,H,T,3K) tensor, got %s %s (lengths %s)",
                  fn, xa_dtype_name(x->dtype), sx, sl);
  if (K < 1 || K > GMM_MAXK || x->size[3] != 3 * K)
    return xa_err("%s: K must be in [1, %d] with x's last dim 3K, got K = %lld for x %s", fn,
                  GMM_MAXK, (long long)K, sx);
  int64_t B = x->size[0];
  if (lengths->dtype != XA_INT64 || lengths->ndim != 1 || lengths->size[0] != B)
    return xa_err("%s: lengths must be an int64 tensor of shape (%lld), got %s %s (x %s)", fn,
                  (long long)B, xa_dtype_name(lengths->dtype), sl, sx);
  if (!(eps > 0) || !isfinite(eps))
    return xa_err("%s: eps must be a positive finite number, got %g (x %s)", fn, eps, sx);
  if (xa_require_cpu(fn, x) || xa_require_cpu(fn, lengths)) return -1;
  xa_tensor *xc = NULL, *lc = NULL, *o = NULL;
  int rc = xa_tensor_contiguous(&xc, x);
  if (!rc) rc = xa_tensor_contiguous(&lc, lengths);
  int64_t osz[5] = {3, B, x->size[1], x->size[2], K};
  if (!rc) rc = xa_tensor_new(&o, x->dtype, 5, osz);
  if (rc) goto fail;
  const int64_t *ld = xa_tensor_data(lc);
  for (int64_t b = 0; b < B; b++)
    if (ld[b] < 1) {
      rc = xa_err("%s: lengths[%lld] = %lld must be >= 1 (x %s)", fn, (long long)b + 1,
                  (long long)ld[b], sx);
      goto fail;
    }
  int64_t rows = B * x->size[1] * x->size[2];
  gp_args A = {.rows = rows, .rpb = x->size[1] * x->size[2], .K = K, .eps = eps, .len = ld,
               .x = xa_tensor_data(xc), .out = xa_tensor_data(o)};
  if (rows > 0)
    xa_parallel_for(rows, rows * K * 64, x->dtype == XA_FLOAT32 ? gp_fwd_f : gp_fwd_d, &A);
  xa_node *n;
  if (xa_record(&o, fn, bw_gp, 1, &x, &n)) { rc = -1; goto fail; }
  if (n) {
    xa_node_save(n, xc);
    xa_node_save(n, lc);
    XA_PARAMS(n, gp_params) = (gp_params){K, eps};
  }
  xa_tensor_release(xc);
  xa_tensor_release(lc);
  *out = o;
  return 0;
fail:
  xa_tensor_release(xc);
  xa_tensor_release(lc);
  xa_tensor_release(o);
  return -1;
}
