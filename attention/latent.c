/* Zero-order latent alignment output layer, fused and chunked (docs/methods.md, Latent).
 *
 * For target token (b, i) with target e, the K chosen source positions j_1..j_K (the
 * largest a[b, i, :], first index on ties, K capped at S) and weights w_k = a[b, i, j_k]
 * (divided by their sum s when renorm):
 *     l_k    = W (zs[b, j_k] + zt[b, i])          (V logits per chosen position)
 *     lq_k   = log softmax(l_k)[e],   lse_k = logsumexp(l_k)
 *     log p  = logsumexp_k (log w_k + lq_k),      nll = -log p
 * Gradients, with r_k = w_k q_k / p the posterior of position k (q_k = exp lq_k):
 *     d nll / d l_k   = r_k (softmax(l_k) - onehot(e))
 *     d nll / d a_k   = -q_k / p                  (no renorm)
 *                     = (1 - q_k / p) / s         (renorm)
 * and dzs[b, j_k] += Wᵀ dl_k, dzt[b, i] += Wᵀ dl_k, dW += dl_k (zs[b, j_k] + zt[b, i])ᵀ.
 *
 * Factorisation. W is linear, so l_k = U[b, j_k] + Y[b, i] with U = zs Wᵀ (one row of V
 * logits per source position) and Y = zt Wᵀ (one per target token). A chunk of whole
 * sentences costs two gemms of (sentences x S, D) and (sentences x T, D) by (D, V)
 * instead of one of (tokens x K, D) by (D, V): about 2/K of the flops of the direct
 * form, with identical values (up to rounding). The per-token K softmaxes read U and Y
 * rows and are never stored: the (tokens x K x V) tensor never exists. Likewise in
 * backward, dl_k is summed into dU[b, j_k] and dY[b, i] (chunk-sized buffers), then
 *     dzs = dU W,  dzt = dY W,  dW += dUᵀ zs + dYᵀ zt      (four gemms per chunk)
 * after recomputing U and Y for the chunk (two gemms): U and Y are not kept between
 * forward and backward, only per (token, k) the chosen j, w, lse and lq, and log p.
 * With reduction "sum" (xa_latent_nll_sum, the training loss) the output is 0-dim, so its
 * upstream gradient is one number: the gradients are computed in forward for upstream 1
 * from each chunk's logits as they are made, and backward only scales them (the logits
 * computed once a step instead of twice, as linear_cross_entropy does).
 *
 * Threads: forward rows are split over tokens, backward over blocks of the vocabulary
 * (each block's dU/dY columns are summed by one thread in token order), the gemms use
 * OpenBLAS's threads; no atomics, so results are deterministic for a thread count.
 * Inputs are made contiguous once (copies when strided). */
#include "../tensor/hot.h"
#include "latent.h"
#include "../tensor/cpu.h"

#include <limits.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define VBLOCK 512    /* vocabulary columns per backward work item */

/* C (m, n) = op(A) (m, k) · op(B) (k, n) + beta C, row-major, contiguous operands */
static void gemm(xa_dtype dt, bool ta, bool tb, int64_t m, int64_t n, int64_t k, const void *A,
                 int64_t lda, const void *B, int64_t ldb, double beta, void *C, int64_t ldc) {
  xa_gemm(dt, ta, tb, m, n, k, 1.0, A, lda, B, ldb, beta, C, ldc);
}

/* What forward keeps for backward (one allocation, freed with the node). */
typedef struct {
  int64_t B, S, T, D, V, Kc, N, nb; /* N = B*T tokens; nb sentences per chunk */
  bool renorm;
  int64_t *tgt;  /* (N) 0-based target, -1 = ignored (NULL in logprobs) */
  int64_t *sel;  /* (N, Kc) chosen source positions, 0-based */
  double *w;     /* (N, Kc) their weights as used (renormalised when renorm) */
  double *lse;   /* (N, Kc) logsumexp of each chosen row of logits */
  double *lq;    /* (N, Kc) log softmax(row)[target] */
  double *logp;  /* (N) log p(target) */
  double *asum;  /* (N) sum of the chosen a (before renormalising) */
} lat_saved;

static lat_saved *lat_new(int64_t N, int64_t Kc, bool with_tgt) {
  size_t nk = (size_t)(N * Kc), n = (size_t)N;
  size_t bytes = sizeof(lat_saved) + (with_tgt ? n : 0) * 8 + nk * 8 * 4 + n * 8 * 2;
  lat_saved *L = calloc(1, bytes);
  if (!L) return NULL;
  char *p = (char *)(L + 1);
  if (with_tgt) { L->tgt = (int64_t *)p; p += n * 8; }
  L->sel = (int64_t *)p; p += nk * 8;
  L->w = (double *)p; p += nk * 8;
  L->lse = (double *)p; p += nk * 8;
  L->lq = (double *)p; p += nk * 8;
  L->logp = (double *)p; p += n * 8;
  L->asum = (double *)p;
  return L;
}

/* ---- top-K selection ------------------------------------------------------------- */
#define TOPK(NAME, ET)                                                                   \
  static void NAME(lat_saved *L, const ET *a) {                                          \
    int64_t S = L->S, Kc = L->Kc, N = L->N;                                             \
    int nt = xa_parallel_threads(N, N * S * Kc);                                        \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t r = 0; r < N; r++) {                                                   \
      if (L->tgt && L->tgt[r] < 0) continue;                                            \
      const ET *row = a + r * S;                                                         \
      int64_t *sel = L->sel + r * Kc;                                                   \
      double *w = L->w + r * Kc, s = 0;                                                 \
      int64_t n = 0;                                                                    \
      for (int64_t j = 0; j < S; j++) { /* sorted insertion; strict > keeps the first */ \
        double v = (double)row[j];                                                      \
        if (n == Kc && !(v > w[Kc - 1])) continue;                                      \
        int64_t p = n < Kc ? n++ : Kc - 1;                                              \
        while (p > 0 && v > w[p - 1]) { w[p] = w[p - 1]; sel[p] = sel[p - 1]; p--; }   \
        w[p] = v;                                                                       \
        sel[p] = j;                                                                     \
      }                                                                                 \
      for (int64_t k = 0; k < Kc; k++) s += w[k];                                       \
      L->asum[r] = s;                                                                   \
      if (L->renorm && s > 0)                                                           \
        for (int64_t k = 0; k < Kc; k++) w[k] /= s;                                     \
    }                                                                                   \
  }
TOPK(topk_f, float)
TOPK(topk_d, double)

/* log p = logsumexp_k (log w_k + lq_k) over the positions with w_k > 0 */
static double mix_logp(const double *w, const double *lq, int64_t Kc) {
  double mx = -INFINITY, s = 0;
  for (int64_t k = 0; k < Kc; k++)
    if (w[k] > 0 && log(w[k]) + lq[k] > mx) mx = log(w[k]) + lq[k];
  if (mx == -INFINITY) return -INFINITY;
  for (int64_t k = 0; k < Kc; k++)
    if (w[k] > 0) s += exp(log(w[k]) + lq[k] - mx);
  return mx + log(s);
}

/* ---- forward: per-token statistics of one chunk ------------------------------------ */
/* U (nb*S, V) and Y (nb*ET, V) hold the chunk's logits for sentences b0 .. b1-1 */
#define ROW_LSE(ET, EXP)                                                                 \
  ET m = -INFINITY;                                                                      \
  _Pragma("omp simd reduction(max:m)")                                                  \
  for (int64_t v = 0; v < V; v++) { ET x = u[v] + y[v]; m = x > m ? x : m; }              \
  double s = 0;                                                                         \
  for (int64_t v0 = 0; v0 < V; v0 += XA_EXP_BLOCK) {                                       \
    int64_t v1 = v0 + XA_EXP_BLOCK < V ? v0 + XA_EXP_BLOCK : V;                               \
    ET part = 0;                                                                         \
    _Pragma("omp simd reduction(+:part)")                                               \
    for (int64_t v = v0; v < v1; v++) part += EXP((u[v] + y[v]) - m);                  \
    s += part;                                                                          \
  }                                                                                     \
  double lse = (double)m + log(s);

#define FWD(NAME, ET, EXP)                                                               \
  XA_HOT512 static void NAME(lat_saved *L, const ET *U, const ET *Y, int64_t b0, int64_t b1,\
                       ET *nll) {                                                        \
    int64_t S = L->S, Tn = L->T, V = L->V, Kc = L->Kc;                                  \
    int64_t r0 = b0 * Tn, r1 = b1 * Tn;                                                 \
    int nt = xa_parallel_threads(r1 - r0, (r1 - r0) * Kc * V);                          \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      int64_t e = L->tgt[r];                                                            \
      if (e < 0) { nll[r] = 0; continue; }                                              \
      const ET *y = Y + (r - r0) * V;                                                    \
      for (int64_t k = 0; k < Kc; k++) {                                                \
        const ET *u = U + ((r / Tn - b0) * S + L->sel[r * Kc + k]) * V;                  \
        ROW_LSE(ET, EXP)                                                                 \
        L->lse[r * Kc + k] = lse;                                                       \
        L->lq[r * Kc + k] = (double)(ET)(u[e] + y[e]) - lse;                             \
      }                                                                                 \
      double lp = mix_logp(L->w + r * Kc, L->lq + r * Kc, Kc);                          \
      L->logp[r] = lp;                                                                  \
      nll[r] = (ET)(-lp);                                                                \
    }                                                                                   \
  }
FWD(fwd_chunk_f, float, fast_expf)
FWD(fwd_chunk_d, double, exp)

/* ---- backward: dU, dY of one chunk (zeroed by the caller) --------------------------- */
#define BWD(NAME, ET, EXP)                                                               \
  XA_HOT512 static void NAME(const lat_saved *L, const ET *U, const ET *Y, ET *dU, ET *dY,    \
                       const ET *g, int64_t gs, int64_t b0, int64_t b1) {                \
    int64_t S = L->S, Tn = L->T, V = L->V, Kc = L->Kc;                                  \
    int64_t r0 = b0 * Tn, r1 = b1 * Tn, nvb = (V + VBLOCK - 1) / VBLOCK;                \
    int nt = xa_parallel_threads(nvb, (r1 - r0) * Kc * V);                              \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t vb = 0; vb < nvb; vb++) {                                              \
      int64_t v0 = vb * VBLOCK, v1 = v0 + VBLOCK < V ? v0 + VBLOCK : V;                 \
      for (int64_t r = r0; r < r1; r++) {                                               \
        int64_t e = L->tgt[r];                                                          \
        double gr = (double)g[r * gs];                                                  \
        if (e < 0 || gr == 0) continue;                                                 \
        const ET *y = Y + (r - r0) * V;                                                  \
        ET *dy = dY + (r - r0) * V;                                                      \
        for (int64_t k = 0; k < Kc; k++) {                                              \
          double wk = L->w[r * Kc + k];                                                 \
          if (!(wk > 0)) continue; /* r_k = 0 */                                        \
          ET c = (ET)(gr * exp(log(wk) + L->lq[r * Kc + k] - L->logp[r]));                \
          ET ls = (ET)L->lse[r * Kc + k];                                                 \
          int64_t row = (r / Tn - b0) * S + L->sel[r * Kc + k];                         \
          const ET *u = U + row * V;                                                     \
          ET *du = dU + row * V;                                                         \
          _Pragma("omp simd")                                                           \
          for (int64_t v = v0; v < v1; v++) {                                           \
            ET d = c * EXP((u[v] + y[v]) - ls);                                          \
            dy[v] += d;                                                                 \
            du[v] += d;                                                                 \
          }                                                                             \
          if (e >= v0 && e < v1) { dy[e] -= c; du[e] -= c; }                            \
        }                                                                               \
      }                                                                                 \
    }                                                                                   \
  }
BWD(bwd_chunk_f, float, fast_expf)
BWD(bwd_chunk_d, double, exp)

/* ---- inference: log p over the whole vocabulary --------------------------------------- */
/* out rows r0 .. r1-1 (contiguous (N, V)); acc (nb*ET, V) scratch */
#define LOGP(NAME, ET, EXP)                                                              \
  XA_HOT512 static void NAME(lat_saved *L, const ET *U, const ET *Y, int64_t b0, int64_t b1,\
                       ET *out, ET *acc) {                                                \
    int64_t S = L->S, Tn = L->T, V = L->V, Kc = L->Kc;                                  \
    int64_t r0 = b0 * Tn, r1 = b1 * Tn;                                                 \
    int nt = xa_parallel_threads(r1 - r0, (r1 - r0) * Kc * V);                          \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      const ET *y = Y + (r - r0) * V;                                                    \
      ET *o = out + r * V, *ac = acc + (r - r0) * V;                                     \
      const double *w = L->w + r * Kc;                                                  \
      bool any = false;                                                                 \
      for (int64_t k = 0; k < Kc; k++) {                                                \
        const ET *u = U + ((r / Tn - b0) * S + L->sel[r * Kc + k]) * V;                  \
        ROW_LSE(ET, EXP)                                                                 \
        L->lse[r * Kc + k] = lse;                                                       \
        any = any || w[k] > 0;                                                          \
      }                                                                                 \
      if (!any) { for (int64_t v = 0; v < V; v++) o[v] = -INFINITY; continue; }        \
      for (int64_t v = 0; v < V; v++) { o[v] = -INFINITY; ac[v] = 0; }                 \
      for (int64_t k = 0; k < Kc; k++) { /* o = max_k (log w_k + log softmax_k) */      \
        if (!(w[k] > 0)) continue;                                                      \
        const ET *u = U + ((r / Tn - b0) * S + L->sel[r * Kc + k]) * V;                  \
        ET c = (ET)(log(w[k]) - L->lse[r * Kc + k]);                                      \
        _Pragma("omp simd")                                                             \
        for (int64_t v = 0; v < V; v++) { ET t = c + (u[v] + y[v]); o[v] = t > o[v] ? t : o[v]; } \
      }                                                                                 \
      for (int64_t k = 0; k < Kc; k++) {                                                \
        if (!(w[k] > 0)) continue;                                                      \
        const ET *u = U + ((r / Tn - b0) * S + L->sel[r * Kc + k]) * V;                  \
        ET c = (ET)(log(w[k]) - L->lse[r * Kc + k]);                                      \
        _Pragma("omp simd")                                                             \
        for (int64_t v = 0; v < V; v++) ac[v] += EXP((c + (u[v] + y[v])) - o[v]);       \
      }                                                                                 \
      for (int64_t v = 0; v < V; v++) o[v] += (ET)log((double)ac[v]);                    \
    }                                                                                   \
  }
LOGP(logp_chunk_f, float, fast_expf)
LOGP(logp_chunk_d, double, exp)

/* ---- argument checks ---------------------------------------------------------------- */
static int check_args(const char *fn, xa_tensor *zs, xa_tensor *zt, xa_tensor *a, xa_tensor *w,
                      xa_tensor *target, int64_t K, int64_t chunk) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR], s4[XA_SHAPESTR], s5[XA_SHAPESTR] = "";
  char sh[6 * XA_SHAPESTR];
  xa_tensor_shape_str(s1, zs);
  xa_tensor_shape_str(s2, zt);
  xa_tensor_shape_str(s3, a);
  xa_tensor_shape_str(s4, w);
  if (target) xa_tensor_shape_str(s5, target);
  snprintf(sh, sizeof sh, "(zs %s, zt %s, a %s, W %s%s%s)", s1, s2, s3, s4,
           target ? ", target " : "", s5);
  xa_tensor *ts[4] = {zs, zt, a, w};
  const char *names[4] = {"zs", "zt", "a", "W"};
  for (int i = 0; i < 4; i++)
    if (!xa_dtype_is_float(ts[i]->dtype) || ts[i]->dtype != zs->dtype)
      return xa_err("%s: %s is %s; zs, zt, a and W must share one float dtype (float32 or "
                    "float64) %s", fn, names[i], xa_dtype_name(ts[i]->dtype), sh);
  if (zs->ndim != 3 || zt->ndim != 3 || a->ndim != 3 || w->ndim != 2)
    return xa_err("%s: expected zs (B,S,D), zt (B,T,D), a (B,T,S) and W (V,D) %s", fn, sh);
  int64_t B = zs->size[0], S = zs->size[1], D = zs->size[2], T = zt->size[1], V = w->size[0];
  if (zt->size[0] != B || zt->size[2] != D || a->size[0] != B || a->size[1] != T ||
      a->size[2] != S || w->size[1] != D)
    return xa_err("%s: shapes do not match: expected zs (B,S,D), zt (B,T,D), a (B,T,S) and "
                  "W (V,D) %s", fn, sh);
  if (target && (target->dtype != XA_INT64 || target->ndim != 2 || target->size[0] != B ||
                 target->size[1] != T))
    return xa_err("%s: target must be an int64 (B,T) tensor of 1-based ids, got %s %s", fn,
                  xa_dtype_name(target->dtype), sh);
  if (K < 1) return xa_err("%s: K must be >= 1, got %lld %s", fn, (long long)K, sh);
  if (chunk < 1) return xa_err("%s: chunk must be >= 1, got %lld %s", fn, (long long)chunk, sh);
  if (V > INT_MAX || D > INT_MAX || S > INT_MAX || T > INT_MAX)
    return xa_err("%s: dims over %d are not supported by BLAS %s", fn, INT_MAX, sh);
  return 0;
}

/* sentences per chunk: chunk target tokens, whole sentences, at least one; gemm dims fit */
static int64_t chunk_sentences(int64_t B, int64_t S, int64_t T, int64_t chunk) {
  int64_t nb = T > 0 ? chunk / T : B;
  int64_t m = S > T ? S : T;
  if (m > 0 && nb > INT_MAX / m) nb = INT_MAX / m;
  if (nb > B) nb = B;
  return nb < 1 ? 1 : nb;
}

/* the chunk's logits U (nbc*S, V) = zs_c Wᵀ and Y (nbc*T, V) = zt_c Wᵀ */
static void chunk_logits(const lat_saved *L, xa_dtype dt, const void *zs, const void *zt,
                         const void *W, int64_t b0, int64_t nbc, void *U, void *Y) {
  size_t es = xa_dtype_size(dt);
  int64_t S = L->S, T = L->T, D = L->D, V = L->V;
  gemm(dt, false, true, nbc * S, V, D, (const char *)zs + (size_t)(b0 * S * D) * es, D, W, D,
       0.0, U, V);
  gemm(dt, false, true, nbc * T, V, D, (const char *)zt + (size_t)(b0 * T * D) * es, D, W, D,
       0.0, Y, V);
}

/* ---- gradients of one chunk, and of a ------------------------------------------------- */
/* With the chunk's logits in U, Y (sentences b0 .. b0+nbc-1) and upstream g (stride gs):
 * dU, dY (scratch) from the per-token statistics, then dzs, dzt rows written (beta 0) and
 * dW added (beta 1; zeroed by the caller); each output pointer may be NULL (not wanted). */
static void chunk_grads(const lat_saved *L, xa_dtype dt, int64_t b0, int64_t nbc, const void *U,
                        const void *Y, void *dU, void *dY, const void *g, int64_t gs,
                        const char *zsp, const char *ztp, const void *W, void *dzs, void *dzt,
                        void *dW) {
  size_t es = xa_dtype_size(dt);
  int64_t S = L->S, T = L->T, D = L->D, V = L->V;
  memset(dU, 0, (size_t)(nbc * S * V) * es);
  memset(dY, 0, (size_t)(nbc * T * V) * es);
  if (dt == XA_FLOAT32) bwd_chunk_f(L, U, Y, dU, dY, g, gs, b0, b0 + nbc);
  else bwd_chunk_d(L, U, Y, dU, dY, g, gs, b0, b0 + nbc);
  if (dzs)
    gemm(dt, false, false, nbc * S, D, V, dU, V, W, D, 0.0, (char *)dzs + (size_t)(b0 * S * D) * es, D);
  if (dzt)
    gemm(dt, false, false, nbc * T, D, V, dY, V, W, D, 0.0, (char *)dzt + (size_t)(b0 * T * D) * es, D);
  if (dW) {
    gemm(dt, true, false, V, D, nbc * S, dU, V, zsp + (size_t)(b0 * S * D) * es, D, 1.0, dW, D);
    gemm(dt, true, false, V, D, nbc * T, dY, V, ztp + (size_t)(b0 * T * D) * es, D, 1.0, dW, D);
  }
}

/* da (B, T, S), zeroed by the caller: d nll / d a at the chosen positions of tokens r0..r1-1 */
static void grad_a(const lat_saved *L, xa_dtype dt, const void *g, int64_t gs, void *da,
                   int64_t r0, int64_t r1) {
  int64_t S = L->S, Kc = L->Kc;
  for (int64_t r = r0; r < r1; r++) {
    if (L->tgt[r] < 0) continue;
    double gr = dt == XA_FLOAT32 ? (double)((const float *)g)[r * gs] : ((const double *)g)[r * gs];
    for (int64_t k = 0; k < Kc; k++) {
      double q = exp(L->lq[r * Kc + k] - L->logp[r]); /* q_k / p */
      double d = L->renorm ? gr * (1.0 - q) / L->asum[r] : -gr * q;
      int64_t at = r * S + L->sel[r * Kc + k];
      if (dt == XA_FLOAT32) ((float *)da)[at] = (float)d;
      else ((double *)da)[at] = d;
    }
  }
}

/* true when chunk b0 .. b1-1 has a counted target */
static bool chunk_active(const lat_saved *L, int64_t b0, int64_t b1) {
  for (int64_t r = b0 * L->T; r < b1 * L->T; r++)
    if (L->tgt[r] >= 0) return true;
  return false;
}

/* ---- the differentiable op -------------------------------------------------------------- */
/* saved: 0 zs, 1 zt, 2 W (contiguous); extra: lat_saved */
static int bw_latent(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  lat_saved *L = n->extra;
  xa_tensor *zs = xa_saved(n, 0), *zt = xa_saved(n, 1), *W = xa_saved(n, 2);
  xa_dtype dt = zs->dtype;
  int64_t B = L->B, S = L->S, T = L->T, D = L->D, V = L->V, N = L->N;
  bool nz = xa_needs_grad(n, 0), nt = xa_needs_grad(n, 1), na = xa_needs_grad(n, 2),
       nw = xa_needs_grad(n, 3);
  xa_tensor *gc = NULL, *dzs = NULL, *dzt = NULL, *da = NULL, *dW = NULL;
  xa_tensor *U = NULL, *Y = NULL, *dU = NULL, *dY = NULL;
  int64_t nb = L->nb;
  int rc = xa_tensor_contiguous(&gc, g);
  if (!rc && nz) rc = xa_tensor_zeros(&dzs, dt, 3, (int64_t[]){B, S, D});
  if (!rc && nt) rc = xa_tensor_zeros(&dzt, dt, 3, (int64_t[]){B, T, D});
  if (!rc && na) rc = xa_tensor_zeros(&da, dt, 3, (int64_t[]){B, T, S});
  if (!rc && nw) rc = xa_tensor_zeros(&dW, dt, 2, (int64_t[]){V, D});
  bool lin = chunk_active(L, 0, B) && (nz || nt || nw) && V > 0;
  if (!rc && lin) rc = xa_tensor_new(&U, dt, 2, (int64_t[]){nb * S, V});
  if (!rc && lin) rc = xa_tensor_new(&Y, dt, 2, (int64_t[]){nb * T, V});
  if (!rc && lin) rc = xa_tensor_new(&dU, dt, 2, (int64_t[]){nb * S, V});
  if (!rc && lin) rc = xa_tensor_new(&dY, dt, 2, (int64_t[]){nb * T, V});
  if (rc) goto fail;

  const void *gp = xa_tensor_data(gc); /* gc has the output's shape (B, T), contiguous */
  if (lin) {
    const char *zsp = xa_tensor_data(zs), *ztp = xa_tensor_data(zt);
    for (int64_t b0 = 0; b0 < B; b0 += nb) {
      int64_t nbc = b0 + nb < B ? nb : B - b0;
      if (!chunk_active(L, b0, b0 + nbc)) continue; /* the gradients of these rows stay 0 */
      chunk_logits(L, dt, zsp, ztp, xa_tensor_data(W), b0, nbc, xa_tensor_data(U),
                   xa_tensor_data(Y));
      chunk_grads(L, dt, b0, nbc, xa_tensor_data(U), xa_tensor_data(Y), xa_tensor_data(dU),
                  xa_tensor_data(dY), gp, 1, zsp, ztp, xa_tensor_data(W),
                  dzs ? xa_tensor_data(dzs) : NULL, dzt ? xa_tensor_data(dzt) : NULL,
                  dW ? xa_tensor_data(dW) : NULL);
    }
  }
  if (na) grad_a(L, dt, gp, 1, xa_tensor_data(da), 0, N);
  xa_tensor_release(gc);
  xa_tensor_release(U); xa_tensor_release(Y); xa_tensor_release(dU); xa_tensor_release(dY);
  gin[0] = dzs; gin[1] = dzt; gin[2] = da; gin[3] = dW;
  return 0;
fail:
  xa_tensor_release(gc); xa_tensor_release(dzs); xa_tensor_release(dzt);
  xa_tensor_release(da); xa_tensor_release(dW);
  xa_tensor_release(U); xa_tensor_release(Y); xa_tensor_release(dU); xa_tensor_release(dY);
  return -1;
}

/* reduction "sum": the gradients were computed in forward for upstream 1, saved at the
 * slots of the parameter (-1: not wanted); backward scales them by the 0-dim upstream s */
typedef struct { int slot[4]; } lat_sum_params;

static int bw_latent_sum(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  return xa_backward_saved_grads(n, g, gin, 4, XA_PARAMS(n, lat_sum_params).slot);
}

/* first target outside [1, V] that is not ignored: its flat position, or -1 */
static int64_t bad_target(const xa_tensor *t, int64_t V, bool has_ign, int64_t ign, int64_t *val) {
  int64_t n = xa_tensor_numel(t), cols = t->size[1];
  const int64_t *base = t->storage->data;
  for (int64_t i = 0; i < n; i++) {
    int64_t v = base[t->offset + (i / cols) * t->stride[0] + (i % cols) * t->stride[1]];
    if (has_ign && v == ign) continue;
    if (v < 1 || v > V) { *val = v; return i; }
  }
  return -1;
}

/* ---- on a device: the table "latent" (latent.h) ------------------------------------------ */
typedef struct {
  const xa_latent_kernels *k;
  int64_t B, S, T, D, V, K, chunk;
  bool renorm;
} lat_dev; /* the node's parameters (n->extra); saved: zs, zt, W contiguous, the saved buffer */

static int bw_latent_dev(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const lat_dev *P = n->extra;
  xa_tensor *zs = xa_saved(n, 0), *zt = xa_saved(n, 1), *W = xa_saved(n, 2), *sv = xa_saved(n, 3);
  xa_dtype dt = zs->dtype;
  xa_devtype dev = xa_tensor_device(zs);
  xa_tensor *gc = NULL, *d[4] = {NULL, NULL, NULL, NULL};
  const int64_t sizes[4][3] = {{P->B, P->S, P->D}, {P->B, P->T, P->D}, {P->B, P->T, P->S}, {P->V, P->D, 0}};
  int rc = xa_tensor_contiguous(&gc, g);
  for (int i = 0; i < 4 && !rc; i++)
    if (xa_needs_grad(n, i)) rc = xa_tensor_new_on(&d[i], dev, dt, i == 3 ? 2 : 3, sizes[i]);
  if (!rc)
    rc = P->k->backward(dt, d[0] ? xa_tensor_data(d[0]) : NULL, d[1] ? xa_tensor_data(d[1]) : NULL,
                        d[2] ? xa_tensor_data(d[2]) : NULL, d[3] ? xa_tensor_data(d[3]) : NULL,
                        xa_tensor_data(gc), xa_tensor_data(sv), xa_tensor_data(zs), xa_tensor_data(zt),
                        xa_tensor_data(W), P->B, P->S, P->T, P->D, P->V, P->K, P->renorm, P->chunk);
  xa_tensor_release(gc);
  if (rc) {
    for (int i = 0; i < 4; i++) xa_tensor_release(d[i]);
    return -1;
  }
  for (int i = 0; i < 4; i++) gin[i] = d[i];
  return 0;
}

/* latent_nll on zs's device: the target's range and S = 0 are checked by the kernels */
static int latent_nll_dev(xa_tensor **nll, xa_tensor *zs, xa_tensor *zt, xa_tensor *a, xa_tensor *w,
                          xa_tensor *target, int64_t K, bool renorm, bool has_ign, int64_t ign,
                          int64_t chunk) {
  xa_devtype dev = xa_tensor_device(zs);
  const xa_latent_kernels *k = xa_kernels_for("latent_nll", dev, "latent", NULL);
  if (!k) return -1;
  int64_t B = zs->size[0], S = zs->size[1], D = zs->size[2], T = zt->size[1], V = w->size[0];
  int64_t Kc = K < S ? K : S, sb = k->saved_bytes(B * T, Kc);
  xa_dtype dt = zs->dtype;
  xa_tensor *zsc = NULL, *ztc = NULL, *ac = NULL, *wc = NULL, *tc = NULL, *out = NULL, *sv = NULL;
  lat_dev *P = NULL;
  int rc = xa_tensor_contiguous(&zsc, zs);
  if (!rc) rc = xa_tensor_contiguous(&ztc, zt);
  if (!rc) rc = xa_tensor_contiguous(&ac, a);
  if (!rc) rc = xa_tensor_contiguous(&wc, w);
  if (!rc) rc = xa_tensor_contiguous(&tc, target);
  if (!rc) rc = xa_tensor_new_on(&out, dev, dt, 2, (int64_t[]){B, T});
  if (!rc) rc = xa_tensor_new_on(&sv, dev, XA_INT64, 1, (int64_t[]){(sb + 7) / 8});
  if (!rc)
    rc = k->forward(dt, xa_tensor_data(out), xa_tensor_data(sv), xa_tensor_data(zsc), xa_tensor_data(ztc),
                    xa_tensor_data(ac), xa_tensor_data(wc), xa_tensor_data(tc), B, S, T, D, V, K, renorm,
                    has_ign, ign, chunk);
  xa_node *n = NULL;
  if (!rc) rc = xa_record(&out, "latent_nll", bw_latent_dev, 4, (xa_tensor *[]){zs, zt, a, w}, &n);
  if (!rc && n) {
    P = malloc(sizeof *P);
    if (!P) rc = xa_err("latent_nll: out of memory");
    else {
      *P = (lat_dev){k, B, S, T, D, V, K, chunk, renorm};
      n->extra = P;
      xa_node_save(n, zsc);
      xa_node_save(n, ztc);
      xa_node_save(n, wc);
      xa_node_save(n, sv);
    }
  }
  xa_tensor_release(zsc); xa_tensor_release(ztc); xa_tensor_release(ac); xa_tensor_release(wc);
  xa_tensor_release(tc); xa_tensor_release(sv);
  if (rc) { xa_tensor_release(out); return -1; }
  *nll = out;
  return 0;
}

/* the CPU op: per-token nll (B, T), or with sum their 0-dim sum over the counted tokens,
 * the gradients then computed in forward when wanted (each chunk's logits used at once) */
static int latent_nll_cpu(xa_tensor **nll, xa_tensor *zs, xa_tensor *zt, xa_tensor *a,
                          xa_tensor *w, xa_tensor *target, int64_t K, bool renorm, bool has_ign,
                          int64_t ign, int64_t chunk, bool sum) {
  const char *fn = sum ? "latent_nll_sum" : "latent_nll";
  int64_t B = zs->size[0], S = zs->size[1], D = zs->size[2], T = zt->size[1], V = w->size[0];
  int64_t N = B * T, bad = 0, pos = bad_target(target, V, has_ign, ign, &bad);
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR];
  xa_tensor_shape_str(s1, a);
  xa_tensor_shape_str(s2, w);
  xa_tensor_shape_str(s3, target);
  if (pos >= 0)
    return xa_err("%s: target value %lld at position %lld is out of range [1, %lld] "
                  "(a %s, W %s, target %s)", fn, (long long)bad, (long long)pos + 1, (long long)V,
                  s1, s2, s3);
  if (S == 0 && N > 0) {
    bool any = false;
    const int64_t *tb = target->storage->data;
    for (int64_t i = 0; i < N && !any; i++) {
      int64_t v = tb[target->offset + (i / T) * target->stride[0] + (i % T) * target->stride[1]];
      any = !(has_ign && v == ign);
    }
    if (any)
      return xa_err("%s: a %s has no source positions (S = 0) for a counted target "
                    "(W %s, target %s)", fn, s1, s2, s3);
  }
  int64_t Kc = K < S ? K : S, nb = chunk_sentences(B, S, T, chunk);
  xa_dtype dt = zs->dtype;
  size_t es = xa_dtype_size(dt);
  xa_tensor *zsc = NULL, *ztc = NULL, *ac = NULL, *wc = NULL, *out = NULL, *U = NULL, *Y = NULL;
  xa_tensor *tok = NULL, *d[4] = {NULL, NULL, NULL, NULL}, *dU = NULL, *dY = NULL;
  static const float one_f = 1.0f; /* the upstream gradient the sum's forward assumes */
  static const double one_d = 1.0;
  const void *one = dt == XA_FLOAT32 ? (const void *)&one_f : (const void *)&one_d;
  xa_node *n = NULL;
  lat_saved *L = lat_new(N, Kc, true);
  int rc = L ? 0 : xa_err("%s: out of memory for %lld tokens (a %s)", fn, (long long)N, s1);
  if (!rc) rc = xa_tensor_contiguous(&zsc, zs);
  if (!rc) rc = xa_tensor_contiguous(&ztc, zt);
  if (!rc) rc = xa_tensor_contiguous(&ac, a);
  if (!rc) rc = xa_tensor_contiguous(&wc, w);
  if (!rc) rc = sum ? xa_tensor_new(&out, dt, 0, NULL) : xa_tensor_new(&out, dt, 2, (int64_t[]){B, T});
  /* the per-token losses: the output itself, or scratch for the sum */
  if (!rc) rc = sum ? xa_tensor_new(&tok, dt, 1, (int64_t[]){N}) : (xa_tensor_retain(out), tok = out, 0);
  if (!rc && N > 0) rc = xa_tensor_new(&U, dt, 2, (int64_t[]){nb * S, V});
  if (!rc && N > 0) rc = xa_tensor_new(&Y, dt, 2, (int64_t[]){nb * T, V});
  if (rc) goto fail;
  *L = (lat_saved){.B = B, .S = S, .T = T, .D = D, .V = V, .Kc = Kc, .N = N, .nb = nb,
                   .renorm = renorm, .tgt = L->tgt, .sel = L->sel, .w = L->w, .lse = L->lse,
                   .lq = L->lq, .logp = L->logp, .asum = L->asum};
  {
    const int64_t *tb = target->storage->data;
    for (int64_t i = 0; i < N; i++) {
      int64_t v = tb[target->offset + (i / T) * target->stride[0] + (i % T) * target->stride[1]];
      L->tgt[i] = has_ign && v == ign ? -1 : v - 1;
    }
  }
  /* with sum the node comes first: its inputs say which gradients forward computes */
  if (sum && xa_record(&out, fn, bw_latent_sum, 4, (xa_tensor *[]){zs, zt, a, w}, &n)) {
    rc = -1;
    goto fail;
  }
  const int64_t dsz[4][3] = {{B, S, D}, {B, T, D}, {B, T, S}, {V, D, 0}};
  bool lin = false;
  for (int i = 0; i < 4 && n && !rc; i++)
    if (xa_needs_grad(n, i)) {
      rc = xa_tensor_zeros(&d[i], dt, i == 3 ? 2 : 3, dsz[i]);
      lin = lin || i != 2;
    }
  lin = lin && V > 0 && N > 0;
  if (!rc && lin) rc = xa_tensor_new(&dU, dt, 2, (int64_t[]){nb * S, V});
  if (!rc && lin) rc = xa_tensor_new(&dY, dt, 2, (int64_t[]){nb * T, V});
  if (rc) goto fail;
  if (dt == XA_FLOAT32) topk_f(L, xa_tensor_data(ac));
  else topk_d(L, xa_tensor_data(ac));
  char *tp = xa_tensor_data(tok);
  for (int64_t b0 = 0; b0 < B; b0 += nb) {
    int64_t nbc = b0 + nb < B ? nb : B - b0, b1 = b0 + nbc;
    if (!chunk_active(L, b0, b1)) { /* every token ignored: nll 0, no logits needed */
      memset(tp + (size_t)(b0 * T) * es, 0, (size_t)(nbc * T) * es);
      continue;
    }
    chunk_logits(L, dt, xa_tensor_data(zsc), xa_tensor_data(ztc), xa_tensor_data(wc), b0, nbc,
                 xa_tensor_data(U), xa_tensor_data(Y));
    if (dt == XA_FLOAT32) fwd_chunk_f(L, xa_tensor_data(U), xa_tensor_data(Y), b0, b1, (float *)tp);
    else fwd_chunk_d(L, xa_tensor_data(U), xa_tensor_data(Y), b0, b1, (double *)tp);
    if (lin)
      chunk_grads(L, dt, b0, nbc, xa_tensor_data(U), xa_tensor_data(Y), xa_tensor_data(dU),
                  xa_tensor_data(dY), one, 0, xa_tensor_data(zsc),
                  xa_tensor_data(ztc), xa_tensor_data(wc), d[0] ? xa_tensor_data(d[0]) : NULL,
                  d[1] ? xa_tensor_data(d[1]) : NULL, d[3] ? xa_tensor_data(d[3]) : NULL);
  }
  if (d[2]) grad_a(L, dt, one, 0, xa_tensor_data(d[2]), 0, N);
  if (sum) { /* summed in double in token order */
    double t = 0;
    for (int64_t r = 0; r < N; r++) t += dt == XA_FLOAT32 ? (double)((float *)tp)[r] : ((double *)tp)[r];
    xa_tensor_fill(out, t);
  }
  if (n) {
    XA_PARAMS(n, lat_sum_params) = (lat_sum_params){{-1, -1, -1, -1}};
    for (int i = 0; i < 4; i++)
      if (d[i]) { XA_PARAMS(n, lat_sum_params).slot[i] = n->nsaved; xa_node_save(n, d[i]); }
  } else if (!sum) {
    if (xa_record(&out, fn, bw_latent, 4, (xa_tensor *[]){zs, zt, a, w}, &n)) {
      rc = -1;
      goto fail;
    }
    if (n) {
      xa_node_save(n, zsc);
      xa_node_save(n, ztc);
      xa_node_save(n, wc);
      n->extra = L;
      L = NULL;
    }
  }
  *nll = out;
  out = NULL;
fail:
  free(L);
  xa_tensor_release(zsc); xa_tensor_release(ztc); xa_tensor_release(ac); xa_tensor_release(wc);
  xa_tensor_release(out); xa_tensor_release(U); xa_tensor_release(Y); xa_tensor_release(tok);
  xa_tensor_release(dU); xa_tensor_release(dY);
  for (int i = 0; i < 4; i++) xa_tensor_release(d[i]);
  return rc;
}

int xa_latent_nll(xa_tensor **nll, xa_tensor *zs, xa_tensor *zt, xa_tensor *a, xa_tensor *w,
                  xa_tensor *target, int64_t K, bool renorm, bool has_ign, int64_t ign,
                  int64_t chunk) {
  if (xa_check_devices("latent_nll", 5, (xa_tensor *[]){zs, zt, a, w, target})) return -1;
  if (check_args("latent_nll", zs, zt, a, w, target, K, chunk)) return -1;
  if (xa_tensor_device(zs) != XA_CPU)
    return latent_nll_dev(nll, zs, zt, a, w, target, K, renorm, has_ign, ign, chunk);
  return latent_nll_cpu(nll, zs, zt, a, w, target, K, renorm, has_ign, ign, chunk, false);
}

int xa_latent_nll_sum(xa_tensor **loss, xa_tensor *zs, xa_tensor *zt, xa_tensor *a,
                      xa_tensor *w, xa_tensor *target, int64_t K, bool renorm, bool has_ign,
                      int64_t ign, int64_t chunk) {
  if (xa_check_devices("latent_nll_sum", 5, (xa_tensor *[]){zs, zt, a, w, target})) return -1;
  if (check_args("latent_nll_sum", zs, zt, a, w, target, K, chunk)) return -1;
  if (xa_tensor_device(zs) == XA_CPU)
    return latent_nll_cpu(loss, zs, zt, a, w, target, K, renorm, has_ign, ign, chunk, true);
  /* on a device: the per-token op and a sum (the device kernels recompute in backward) */
  xa_tensor *per = NULL;
  if (latent_nll_dev(&per, zs, zt, a, w, target, K, renorm, has_ign, ign, chunk)) return -1;
  int rc = xa_sum(loss, per, -1, false);
  xa_tensor_release(per);
  return rc;
}

int xa_latent_logprobs(xa_tensor **outp, xa_tensor *zs, xa_tensor *zt, xa_tensor *a,
                       xa_tensor *w, int64_t K, bool renorm, int64_t chunk) {
  if (xa_check_devices("latent_logprobs", 4, (xa_tensor *[]){zs, zt, a, w})) return -1;
  if (check_args("latent_logprobs", zs, zt, a, w, NULL, K, chunk)) return -1;
  int64_t B = zs->size[0], S = zs->size[1], D = zs->size[2], T = zt->size[1], V = w->size[0];
  int64_t N = B * T;
  if (xa_tensor_device(zs) != XA_CPU) { /* the device's kernels (latent.h) */
    const xa_latent_kernels *k = xa_kernels_for("latent_logprobs", xa_tensor_device(zs), "latent", NULL);
    if (!k) return -1;
    xa_tensor *c[4] = {NULL, NULL, NULL, NULL}, *in[4] = {zs, zt, a, w}, *out = NULL;
    int rc = 0;
    for (int i = 0; i < 4 && !rc; i++) rc = xa_tensor_contiguous(&c[i], in[i]);
    if (!rc) rc = xa_tensor_new_on(&out, xa_tensor_device(zs), zs->dtype, 3, (int64_t[]){B, T, V});
    if (!rc)
      rc = k->logprobs(zs->dtype, xa_tensor_data(out), xa_tensor_data(c[0]), xa_tensor_data(c[1]),
                       xa_tensor_data(c[2]), xa_tensor_data(c[3]), B, S, T, D, V, K, renorm, chunk);
    for (int i = 0; i < 4; i++) xa_tensor_release(c[i]);
    if (rc) { xa_tensor_release(out); return -1; }
    *outp = out;
    return 0;
  }
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  xa_tensor_shape_str(s1, a);
  xa_tensor_shape_str(s2, w);
  if (S == 0 && N > 0)
    return xa_err("latent_logprobs: a %s has no source positions (S = 0) (W %s)", s1, s2);
  if (V == 0 && N > 0)
    return xa_err("latent_logprobs: W %s has no vocabulary (V = 0) (a %s)", s2, s1);
  int64_t Kc = K < S ? K : S, nb = chunk_sentences(B, S, T, chunk);
  xa_dtype dt = zs->dtype;
  xa_tensor *zsc = NULL, *ztc = NULL, *ac = NULL, *wc = NULL, *out = NULL, *U = NULL, *Y = NULL,
            *acc = NULL;
  lat_saved *L = lat_new(N, Kc, false);
  int rc = L ? 0 : xa_err("latent_logprobs: out of memory for %lld tokens (a %s)", (long long)N, s1);
  if (!rc) rc = xa_tensor_contiguous(&zsc, zs);
  if (!rc) rc = xa_tensor_contiguous(&ztc, zt);
  if (!rc) rc = xa_tensor_contiguous(&ac, a);
  if (!rc) rc = xa_tensor_contiguous(&wc, w);
  if (!rc) rc = xa_tensor_new(&out, dt, 3, (int64_t[]){B, T, V});
  if (!rc && N > 0) rc = xa_tensor_new(&U, dt, 2, (int64_t[]){nb * S, V});
  if (!rc && N > 0) rc = xa_tensor_new(&Y, dt, 2, (int64_t[]){nb * T, V});
  if (!rc && N > 0) rc = xa_tensor_new(&acc, dt, 2, (int64_t[]){nb * T, V});
  if (rc) goto done;
  *L = (lat_saved){.B = B, .S = S, .T = T, .D = D, .V = V, .Kc = Kc, .N = N, .nb = nb,
                   .renorm = renorm, .tgt = NULL, .sel = L->sel, .w = L->w, .lse = L->lse,
                   .lq = L->lq, .logp = L->logp, .asum = L->asum};
  if (dt == XA_FLOAT32) topk_f(L, xa_tensor_data(ac));
  else topk_d(L, xa_tensor_data(ac));
  for (int64_t b0 = 0; b0 < B && N > 0; b0 += nb) {
    int64_t nbc = b0 + nb < B ? nb : B - b0, b1 = b0 + nbc;
    chunk_logits(L, dt, xa_tensor_data(zsc), xa_tensor_data(ztc), xa_tensor_data(wc), b0, nbc,
                 xa_tensor_data(U), xa_tensor_data(Y));
    if (dt == XA_FLOAT32)
      logp_chunk_f(L, xa_tensor_data(U), xa_tensor_data(Y), b0, b1, xa_tensor_data(out),
                   xa_tensor_data(acc));
    else
      logp_chunk_d(L, xa_tensor_data(U), xa_tensor_data(Y), b0, b1, xa_tensor_data(out),
                   xa_tensor_data(acc));
  }
  *outp = out;
  out = NULL;
done:
  free(L);
  xa_tensor_release(zsc); xa_tensor_release(ztc); xa_tensor_release(ac); xa_tensor_release(wc);
  xa_tensor_release(out); xa_tensor_release(U); xa_tensor_release(Y); xa_tensor_release(acc);
  return rc;
}
