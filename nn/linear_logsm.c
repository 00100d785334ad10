/* The output layer of a decoding step on the CPU's packed path: log_softmax(x Wᵀ + b) over
 * the vocabulary in one parallel region (linear.h: xa_linear_packed_log_softmax).
 *
 * Apart, the product writes the (rows, V) logits from both threads and log_softmax then
 * reads them on one thread (one row: rows cannot be split) and writes a new tensor: at
 * bench-small's streaming step (V = 8000, one row) 21-22 us after a product of ~150-180,
 * the logits half in the other core's cache, the output lines cold. Here each thread runs
 * its share of the product's panels (XA_PACKED_NR columns; shared as xa_parallel_for
 * shares them), then takes, for each row and each of its panels, the panel's max m_p and
 * s_p = sum of exp(y - m_p) while they are in its cache; after one barrier each thread
 * reduces the panels' (m_p, s_p) of each row, in panel order, to the row's max M and
 * S = sum_p s_p exp(m_p - M) (the factors in float, the sum in double), and rewrites its
 * own columns in place as (y - M) - log S, log_softmax's expression. (Panels claimed from
 * both ends in shrinking runs, as the decoder layer's region does, cost 6 us more here:
 * the runs of the thread going down start unfetched.)
 *
 * Bits: the products are xa_linear_packed_run's (each element the same sequence of
 * operations however the panels are shared out); the panels are fixed columns, so the
 * result is the same at every thread count. The sum of the exponentials is in another
 * order than log_softmax's (per panel, then scaled): the two differ in the last bits.
 * Rows holding NaN or +inf, or only -inf, come out NaN, as log_softmax's. */
#include "../tensor/hot.h"
#include "linear.h"

#include <math.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

/* a panel's n columns v: their max and sum of exp(v - max) (the sum 0 when the max is
 * -inf, NaN when the panel holds a NaN then) */
XA_INLINE void stats_of(const float *v, int64_t n, float *pm, float *ps) {
  float m = -INFINITY, s = 0;
  for (int64_t i = 0; i < n; i++) m = v[i] > m ? v[i] : m;
  if (m == -INFINITY) {
    for (int64_t i = 0; i < n; i++)
      if (v[i] != v[i]) s = NAN;
  } else {
    for (int64_t i = 0; i < n; i++) s += fast_expf(v[i] - m);
  }
  *pm = m, *ps = s;
}

/* the same for a full panel (XA_PACKED_NR = 32 columns) in four 8-float vectors, written
 * out: `omp simd` reductions over 32 elements cost ~80 ns a panel in their set-up (10 us
 * of an 8000-column row). GCC's generic vectors, so every clone has the same lanes and bits. */
typedef float v8f __attribute__((vector_size(32)));
typedef float v8fu __attribute__((vector_size(32), aligned(4), may_alias));
XA_INLINE void stats_full(const float *v, float *pm, float *ps) {
  v8f a = *(const v8fu *)v, b = *(const v8fu *)(v + 8), c = *(const v8fu *)(v + 16),
      d = *(const v8fu *)(v + 24), m;
  for (int l = 0; l < 8; l++) {
    float x = b[l] > a[l] ? b[l] : a[l], y = d[l] > c[l] ? d[l] : c[l];
    m[l] = y > x ? y : x;
  }
  float M = m[0];
  for (int l = 1; l < 8; l++) M = m[l] > M ? m[l] : M;
  if (M == -INFINITY) {
    stats_of(v, XA_PACKED_NR, pm, ps);
    return;
  }
  v8f e;
  for (int l = 0; l < 8; l++)
    e[l] = (fast_expf(a[l] - M) + fast_expf(b[l] - M)) +
           (fast_expf(c[l] - M) + fast_expf(d[l] - M));
  *pm = M;
  *ps = ((e[0] + e[4]) + (e[1] + e[5])) + ((e[2] + e[6]) + (e[3] + e[7]));
}

/* panels p0 .. p1 - 1 of row y (V columns): each one's stats into pm[p], ps[p] */
XA_HOT512 static void panel_stats(const float *y, int64_t V, int64_t p0, int64_t p1, float *pm,
                                  float *ps) {
  for (int64_t p = p0; p < p1; p++) {
    const float *v = y + p * XA_PACKED_NR;
    if ((p + 1) * XA_PACKED_NR <= V) stats_full(v, &pm[p], &ps[p]);
    else stats_of(v, V - p * XA_PACKED_NR, &pm[p], &ps[p]);
  }
}

/* a row's max m and log of its sum from its panels' (pm, ps) in order: S = sum of ps
 * exp(pm - m), the factors in float lanes (e, np), the sum in double */
XA_HOT512 static void row_lse(const float *pm, const float *ps, float *e, int64_t np, float *m,
                              float *ls) {
  float M = -INFINITY;
  _Pragma("omp simd reduction(max:M)")
  for (int64_t k = 0; k < np; k++) M = pm[k] > M ? pm[k] : M;
  _Pragma("omp simd")
  for (int64_t k = 0; k < np; k++) e[k] = fast_expf(pm[k] - M);
  double S = 0;
  for (int64_t k = 0; k < np; k++) S += (double)ps[k] * (double)e[k];
  *m = M, *ls = (float)log(S);
}

XA_HOT512 static void row_write(float *y, int64_t n, float m, float ls) {
  _Pragma("omp simd")
  for (int64_t i = 0; i < n; i++) y[i] = (y[i] - m) - ls;
}

void xa_logsm_stats(const float *y, int64_t V, int64_t rows, int64_t p0, int64_t p1, float *pm,
                    float *ps) {
  int64_t np = (V + XA_PACKED_NR - 1) / XA_PACKED_NR;
  for (int64_t r = 0; r < rows; r++) panel_stats(y + r * V, V, p0, p1, pm + r * np, ps + r * np);
}

void xa_logsm_finish(float *y, int64_t V, int64_t rows, const float *pm, const float *ps,
                     float *e, int64_t p0, int64_t p1) {
  int64_t np = (V + XA_PACKED_NR - 1) / XA_PACKED_NR;
  int64_t c0 = p0 * XA_PACKED_NR, c1 = p1 * XA_PACKED_NR < V ? p1 * XA_PACKED_NR : V;
  for (int64_t r = 0; r < rows; r++) {
    float m, ls;
    row_lse(pm + r * np, ps + r * np, e, np, &m, &ls);
    if (c1 > c0) row_write(y + r * V + c0, c1 - c0, m, ls);
  }
}

int xa_linear_packed_log_softmax(xa_tensor *w, float *y, const float *x, int64_t ldx,
                                 const float *b, int64_t rows) {
  xa_packed_job J;
  xa_linear_packed_trim(w);
  if (xa_linear_packed_prepare(&J, 1, &w, &b)) return -1;
  J.x = x, J.rows = rows, J.ldx = ldx, J.y[0] = y;
  int64_t V = w->size[0], np = J.first[1];
  /* as xa_linear_packed_many: the weight's elements and the multiply-adds / 64 */
  int nt = xa_parallel_threads(np, V * J.in + rows * V * J.in / 64);
  /* the panels' maxima and sums (rows, np) each, and each thread's factors (np) */
  float *pm = malloc((size_t)((2 * rows + nt) * np) * sizeof *pm);
  float *ps = pm + rows * np, *e = ps + rows * np;
  int rc = 0;
  if (!pm) {
    rc = xa_err("linear_log_softmax: out of memory for (%lld, %lld) panel sums",
                (long long)rows, (long long)np);
  } else {
#pragma omp parallel num_threads(nt) if (nt > 1)
    {
      int t = 0, T = 1;
#ifdef _OPENMP
      t = omp_get_thread_num(), T = omp_get_num_threads();
#endif
      /* the panels split as xa_parallel_for splits them */
      int64_t p0 = np * t / T, p1 = np * (t + 1) / T;
      xa_linear_packed_run(&J, p0, p1);
      xa_logsm_stats(y, V, rows, p0, p1, pm, ps);
#pragma omp barrier
      xa_logsm_finish(y, V, rows, pm, ps, e + t * np, p0, p1);
    }
  }
  free(pm);
  return rc;
}
