/* Window attention (attention/window.c) on the device: a row per group of threads (a warp,
 * or the whole block for long rows); each thread owns the positions j = lane, lane + group,
 * ... of its row, so a row's values are written and re-read by the same thread (no barrier
 * between passes); row sums go through the group's fixed tree in double. */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>

using namespace xa_cu;

namespace {

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


} // namespace

extern "C" {

/* ---- window ------------------------------------------------------------------------------ */
int xa_cuda_window_forward(xa_dtype dt, void *out, xa_window_stat *stat, const void *x,
                           const void *g, int64_t rows, int64_t S, int64_t win) {
  XA_ROW_LAUNCH("cuda window", k_win_fwd, dt, rows, S, (T *)out, stat, (const T *)x, (const T *)g, rows, S, win);
  return 0;
}

int xa_cuda_window_backward(xa_dtype dt, void *gx, void *gg, const void *gout, const void *x,
                            const void *g, const xa_window_stat *stat, int64_t rows, int64_t S) {
  XA_ROW_LAUNCH("cuda window backward", k_win_bwd, dt, rows, S, (T *)gx, (T *)gg, (const T *)gout, (const T *)x, (const T *)g, stat, rows, S);
  return 0;
}

int xa_cuda_window_centre(xa_dtype dt, int64_t *c, const void *x, int64_t rows, int64_t S) {
  XA_ROW_LAUNCH("cuda window_centres", k_win_centre, dt, rows, S, c, (const T *)x, rows, S);
  return 0;
}


/* ---- the kernel table "window" (attention/window.h) ------------------------------------
 * The per-row statistics are in device memory (the op's saved tensor); the table's backward
 * adds into gx and gg, so the kernel's gradients go through scratch. */
static void table_window_forward(xa_dtype dt, void *out, xa_window_stat *stat, const void *x,
                                 const void *g, int64_t rows, int64_t S, int64_t win) {
  if (xa_cuda_window_forward(dt, out, stat, x, g, rows, S, win)) xa_cuda_defer_error();
}

static int table_window_backward(xa_dtype dt, void *gx, void *gg, const void *gout, const void *x,
                                 const void *g, const xa_window_stat *stat, int64_t rows, int64_t S) {
  int64_t es = (int64_t)xa_dtype_size(dt);
  Scratch dgx, dgg;
  if (dgx.get(rows * S * es) || (gg && dgg.get(rows * es)) ||
      xa_cuda_window_backward(dt, dgx.p, gg ? dgg.p : nullptr, gout, x, g, stat, rows, S) ||
      xa_cuda_accumulate(dt, gx, dgx.p, rows * S) || (gg && xa_cuda_accumulate(dt, gg, dgg.p, rows)))
    return -1;
  return 0;
}

static void table_window_centres(xa_dtype dt, int64_t *c, const void *x, int64_t rows, int64_t S) {
  if (xa_cuda_window_centre(dt, c, x, rows, S)) xa_cuda_defer_error();
}

const xa_window_kernels xa_window_cuda = {table_window_forward, table_window_backward,
                                          table_window_centres};

int xa_window_cuda_register(void) { return xa_kernels_register(XA_CUDA, "window", &xa_window_cuda); }

} // extern "C"
