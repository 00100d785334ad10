/* GMA attention (attention/gma.c) on the device: a row per group of threads (a warp, or the
 * whole block for long rows), each thread owning the positions j = lane, lane + group, ...;
 * row sums through the group's fixed tree in double. The gradients of p and sigma are per
 * row first (in double), then summed over the heads in head order when the heads share one
 * alignment. */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>

using namespace xa_cu;

namespace {

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

/* ---- gma --------------------------------------------------------------------------------- */
int xa_cuda_gma_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *sigma,
                        int64_t B, int64_t H, int64_t Hp, int64_t T, int64_t S, double delta,
                        xa_gma_prior prior) {
  const char *fn = "cuda gma_weights";
  if (!sigma && prior != XA_GMA_NONE) return xa_err("%s: sigma is required by the %s prior", fn, xa_gma_prior_name(prior));
  GmaGeo G = {H, Hp, T, S, delta, (int)prior};
  int64_t rows = B * H * T;
  if (S == 0) return 0;
  XA_ROW_LAUNCH(fn, k_gma_fwd, dt, rows, S, (T *)w, (const T *)x, (const T *)p, (const T *)sigma, rows, G);
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
    XA_ROW_LAUNCH(fn, k_gma_bwd, dt, rows, S, (T *)gx, gr.as<double>(), (const T *)g, (const T *)w, (const T *)p, (const T *)sigma, rows, G);
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


/* ---- the kernel table "gma" (attention/gma.h) ------------------------------------------
 * forward as above; backward adds into gx and into the op's per-row gradients of p and
 * sigma (device memory; the op sums them over the heads) */
static void table_gma_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *s,
                              int64_t B, int64_t H, int64_t Hp, int64_t T, int64_t S, double delta,
                              xa_gma_prior prior) {
  if (xa_cuda_gma_forward(dt, w, x, p, s, B, H, Hp, T, S, delta, prior)) xa_cuda_defer_error();
}

static int gma_rows_backward(xa_dtype dt, void *gx, double *gp, double *gs, const void *g, const void *w,
                             const void *p, const void *s, int64_t B, int64_t H, int64_t Hp, int64_t T,
                             int64_t S, double delta, xa_gma_prior prior) {
  const char *fn = "cuda gma_weights backward";
  int64_t rows = B * H * T, es = (int64_t)xa_dtype_size(dt);
  if (rows == 0 || S == 0) return 0;
  if (!s && prior != XA_GMA_NONE) return xa_err("%s: sigma is required by the %s prior", fn, xa_gma_prior_name(prior));
  GmaGeo G = {H, Hp, T, S, delta, (int)prior};
  Scratch dgx, gr;
  if (dgx.get(rows * S * es) || gr.get(rows * 16)) return -1;
  XA_ROW_LAUNCH(fn, k_gma_bwd, dt, rows, S, (T *)dgx.p, gr.as<double>(), (const T *)g, (const T *)w, (const T *)p, (const T *)s, rows, G);
  if (xa_cuda_accumulate(dt, gx, dgx.p, rows * S) || xa_cuda_accumulate(XA_FLOAT64, gp, gr.p, rows) ||
      xa_cuda_accumulate(XA_FLOAT64, gs, gr.as<double>() + rows, rows))
    return -1;
  return 0;
}

static void table_gma_backward(xa_dtype dt, void *gx, double *gp, double *gs, const void *g,
                               const void *w, const void *p, const void *s, int64_t B, int64_t H,
                               int64_t Hp, int64_t T, int64_t S, double delta, xa_gma_prior prior) {
  if (gma_rows_backward(dt, gx, gp, gs, g, w, p, s, B, H, Hp, T, S, delta, prior)) xa_cuda_defer_error();
}

const xa_gma_kernels xa_gma_cuda = {table_gma_forward, table_gma_backward};

int xa_gma_cuda_register(void) { return xa_kernels_register(XA_CUDA, "gma", &xa_gma_cuda); }

} // extern "C"
