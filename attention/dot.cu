/* Dot attention (attention/dot.c) on the device: per (sentence, head) pair two batched
 * gemms through cuBLAS (strided when the operands' sentence strides are H times their head
 * strides, else over pointer arrays: one call for all pairs either way), the mask and the softmax as row
 * kernels, the dropout mask applied in a scratch (B,H,T,S) tile. Backward as on the CPU:
 * dA = G Vᵀ, dV = Aᵀ G, the softmax's backward row by row (its dot product in double),
 * dQ = scale dS K, dK = scale dSᵀ Q. The kernel table "dot" (attention/dot.h) adapts these
 * entry points to the op's arguments (attention/cuda.h). */
#include "cuda.h"
#include "../tensor/cuda/common.cuh"

#include <climits>

using namespace xa_cu;

namespace {

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

/* C = alpha op(A) op(B) + beta C for every pair (b, h): operand X of pair (b, h) at
 * X + b * xb + h * xh (elements); one strided batched call when the sentence strides are H
 * times the head strides, else one batched call over pointer arrays */
int pairs_gemm(xa_dtype dt, int64_t B, int64_t H, bool ta, bool tb, int64_t m, int64_t n, int64_t k,
               double alpha, const void *A, int64_t lda, int64_t ab, int64_t ah, const void *Bm,
               int64_t ldb, int64_t bb, int64_t bh, void *C, int64_t ldc, int64_t cb, int64_t ch,
               double beta = 0.0) {
  if (H == 1) { ah = ab; bh = bb; ch = cb; }
  if (B == 1 || (ab == H * ah && bb == H * bh && cb == H * ch))
    return xa_cuda_gemm_batched(dt, ta, tb, m, n, k, alpha, A, lda, ah, Bm, ldb, bh, beta, C, ldc,
                                ch, B * H);
  /* heads split from the rows (a (B, T, H, dh) projection seen per head): one call over
   * pointer arrays instead of one per sentence (B calls of tiny products) */
  int64_t grid[2] = {B, H}, as[2] = {ab, ah}, bs[2] = {bb, bh}, cs[2] = {cb, ch};
  return xa_cuda_gemm_grid(dt, ta, tb, m, n, k, alpha, A, lda, as, Bm, ldb, bs, beta, C, ldc, cs, 2, grid);
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


} // extern "C"

static int dot_backward(xa_dtype dt, void *dq, const int64_t *dqs, void *dk, const int64_t *dks,
                         void *dv, const int64_t *dvs, const void *g, const void *w,
                         const void *q, const int64_t *qs, const void *k, const int64_t *ks,
                         const void *v, const int64_t *vs, const uint8_t *mask,
                         const int64_t *ms, const uint8_t *keep, int64_t B, int64_t H,
                         int64_t T, int64_t S, int64_t dh, double scale, double dscale,
                        double beta) {
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
                       dv, dvs[2], dvs[0], dvs[1], beta))
    return -1;
  if (!dq && !dk) return 0;
  MaskGeo mg = mask_geo(mask, ms, H, T, S);
  int64_t R = B * H * T, Sn = S;
  XA_ROW_LAUNCH(fn, k_softmax_bwd, dt, R, Sn, (T *)da.p, (const T *)w, R, Sn, mg);
  /* dQ (T, dh) = scale dS K;  dK (S, dh) = scale dSᵀ Q */
  if (dq && pairs_gemm(dt, B, H, false, kt, T, dh, S, scale, da.p, lds, H * ts, ts, k, kl, ks[0], ks[1],
                       dq, dqs[2], dqs[0], dqs[1], beta))
    return -1;
  if (dk && pairs_gemm(dt, B, H, true, qt, S, dh, T, scale, da.p, lds, H * ts, ts, q, ql, qs[0], qs[1],
                       dk, dks[2], dks[0], dks[1], beta))
    return -1;
  return 0;
}

extern "C" {

int xa_cuda_dot_backward(xa_dtype dt, void *dq, const int64_t *dqs, void *dk, const int64_t *dks,
                         void *dv, const int64_t *dvs, const void *g, const void *w,
                         const void *q, const int64_t *qs, const void *k, const int64_t *ks,
                         const void *v, const int64_t *vs, const uint8_t *mask,
                         const int64_t *ms, const uint8_t *keep, int64_t B, int64_t H,
                         int64_t T, int64_t S, int64_t dh, double scale, double dscale) {
  return dot_backward(dt, dq, dqs, dk, dks, dv, dvs, g, w, q, qs, k, ks, v, vs, mask, ms, keep, B, H, T,
                      S, dh, scale, dscale, 0.0);
}



/* ---- the kernel table "dot" (attention/dot.h) ------------------------------------------ */
/* the element strides (b, h, row, column) of a pair matrix (its b and h strides are bytes) */
static void pair_strides(const xa_dot_matrix &m, int64_t es, int64_t s[4]) {
  s[0] = m.bs / es;
  s[1] = m.hs / es;
  s[2] = m.trans ? 1 : m.ld;
  s[3] = m.trans ? m.ld : 1;
}

static int table_dot_forward(xa_dot_args *A) {
  int64_t es = (int64_t)xa_dtype_size(A->dt), qs[4], ks[4], vs[4];
  pair_strides(A->q, es, qs);
  pair_strides(A->k, es, ks);
  pair_strides(A->v, es, vs);
  return xa_cuda_dot_forward(A->dt, A->out, A->w, A->q.base, qs, A->k.base, ks, A->v.base, vs, A->mask,
                             A->ms, A->keep, A->B, A->H, A->T, A->S, A->dh, A->scale, A->dscale);
}

/* the table's backward adds into dq, dk, dv (beta = 1), or writes them (A->overwrite) */
static int table_dot_backward(xa_dot_args *A) {
  int64_t es = (int64_t)xa_dtype_size(A->dt), qs[4], ks[4], vs[4];
  pair_strides(A->q, es, qs);
  pair_strides(A->k, es, ks);
  pair_strides(A->v, es, vs);
  return dot_backward(A->dt, A->dq, A->dqs, A->dk, A->dks, A->dv, A->dvs, A->g, A->w, A->q.base, qs,
                      A->k.base, ks, A->v.base, vs, A->mask, A->ms, A->keep, A->B, A->H, A->T, A->S,
                      A->dh, A->scale, A->dscale, A->overwrite ? 0.0 : 1.0);
}

const xa_dot_kernels xa_dot_cuda = {table_dot_forward, table_dot_backward};

int xa_dot_cuda_register(void) { return xa_kernels_register(XA_CUDA, "dot", &xa_dot_cuda); }

} // extern "C"
