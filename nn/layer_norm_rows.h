/* Layer norm's row kernels, shared by the layer_norm op (nn/layer_norm.c) and the fused
 * dropout + residual + layer norm (nn/dropout_add_norm.c), so that the two give the same
 * bits. Include after tensor/hot.h; the functions are inlined into their callers' clones.
 *
 * Forward: the statistics are sums in double of x - x[0] (shifted, so that a large common
 * offset does not cancel), in double lanes; the variance is the biased one (divide by
 * cols), as torch. Backward, with xh = (x - mean) * rstd and gh = g * w:
 *   dx = rstd * (gh - mean(gh) - xh * mean(gh * xh)),  dw = sum_rows g * xh,  db = sum_rows g,
 * the row sums a = sum gh and c = sum gh * xh taken first (with the rows' contributions
 * to dw and db added into a range's partial sums pw, pb). */
#ifndef XA_NN_LAYER_NORM_ROWS_H
#define XA_NN_LAYER_NORM_ROWS_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#define LN_ROWS(S, T)                                                                    \
  /* the row's mean and 1 / sqrt(var + eps) */                                           \
  XA_INLINE void ln_stats_##S(const T *xr, int64_t cols, double eps, double *mean,         \
                              double *rstd) {                                            \
    double x0 = (double)xr[0], s1 = 0, s2 = 0;                                           \
    _Pragma("omp simd reduction(+:s1, s2)")                                              \
    for (int64_t j = 0; j < cols; j++) {                                                 \
      double d = (double)xr[j] - x0;                                                     \
      s1 += d; s2 += d * d;                                                              \
    }                                                                                    \
    double m1 = s1 / (double)cols;                                                       \
    double var = s2 / (double)cols - m1 * m1;                                            \
    if (var < 0) var = 0;                                                                \
    *mean = x0 + m1;                                                                     \
    *rstd = 1.0 / sqrt(var + eps);                                                       \
  }                                                                                      \
  /* yr = (xr - mean) * rstd [* w] [+ b] */                                              \
  XA_INLINE void ln_apply_##S(T *yr, const T *xr, int64_t cols, double mu, double rs,      \
                              const T *w, const T *b) {                                  \
    T muT = (T)mu, rsT = (T)rs;                                                          \
    if (w && b) {                                                                        \
      _Pragma("omp simd")                                                                \
      for (int64_t j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT * w[j] + b[j];      \
    } else if (w) {                                                                      \
      _Pragma("omp simd")                                                                \
      for (int64_t j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT * w[j];             \
    } else if (b) {                                                                      \
      _Pragma("omp simd")                                                                \
      for (int64_t j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT + b[j];             \
    } else {                                                                             \
      _Pragma("omp simd")                                                                \
      for (int64_t j = 0; j < cols; j++) yr[j] = (xr[j] - muT) * rsT;                    \
    }                                                                                    \
  }                                                                                      \
  /* the row's sums a and c (returned as their means over cols), and its contributions    \
   * to dw (pw) and db (pb) when wanted. The training case (a weight, both dw and db) has  \
   * a loop of its own without a test inside, vectorised in double lanes. */             \
  XA_INLINE void ln_bwd_sums_##S(const T *gr, const T *xr, int64_t cols, double mu,        \
                                 double rs, const T *w, double *pw, double *pb,          \
                                 double *am, double *cm) {                               \
    double a = 0, c = 0;                                                                 \
    if (w && pw && pb) {                                                                 \
      _Pragma("omp simd reduction(+:a, c)")                                              \
      for (int64_t j = 0; j < cols; j++) {                                               \
        double xh = ((double)xr[j] - mu) * rs, gv = (double)gr[j];                       \
        double gh = gv * (double)w[j];                                                   \
        a += gh; c += gh * xh;                                                           \
        pw[j] += gv * xh;                                                                \
        pb[j] += gv;                                                                     \
      }                                                                                  \
    } else {                                                                             \
      for (int64_t j = 0; j < cols; j++) {                                               \
        double xh = ((double)xr[j] - mu) * rs, gv = (double)gr[j];                       \
        double gh = w ? gv * (double)w[j] : gv;                                          \
        a += gh; c += gh * xh;                                                           \
        if (pw) pw[j] += gv * xh;                                                        \
        if (pb) pb[j] += gv;                                                             \
      }                                                                                  \
    }                                                                                    \
    *am = a / (double)cols;                                                              \
    *cm = c / (double)cols;                                                              \
  }                                                                                      \
  /* dx's element j of the row (to be added into or stored) */                           \
  XA_INLINE T ln_dx_##S(const T *gr, const T *xr, const T *w, int64_t j, double mu,        \
                        double rs, double am, double cm) {                               \
    double xh = ((double)xr[j] - mu) * rs;                                               \
    double gh = w ? (double)gr[j] * (double)w[j] : (double)gr[j];                        \
    return (T)(rs * (gh - am - xh * cm));                                                \
  }                                                                                      \
  /* dw[j] (+)= the ranges' partial sums added in range order, db likewise */            \
  static inline void ln_part_sums_##S(T *dw, T *db, const double *part, int nt,          \
                                      int64_t cols) {                                    \
    for (int64_t j = 0; j < cols; j++) {                                                 \
      double sw = 0, sb = 0;                                                             \
      for (int t = 0; t < nt; t++) {                                                     \
        sw += part[(int64_t)t * 2 * cols + j];                                           \
        sb += part[(int64_t)t * 2 * cols + cols + j];                                    \
      }                                                                                  \
      if (dw) dw[j] += (T)sw;                                                            \
      if (db) db[j] += (T)sb;                                                            \
    }                                                                                    \
  }

LN_ROWS(f, float)
LN_ROWS(d, double)

#endif
