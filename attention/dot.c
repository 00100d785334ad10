/* Scaled dot-product attention, fused (attention/dot.h has the formula and the contract).
 *
 * Per (sentence b, head h) pair, with Q (T, dh), K and V (S, dh) read in place:
 *   forward   W = scale Q Kᵀ (gemm into the saved weights), -inf where masked, softmax
 *             rows in place; A = W or dropout(W) (scratch); out[b, :, h, :] = A V (gemm
 *             writing rows H·dh apart, so the heads come out merged)
 *   backward  G = dout[b, :, h, :]; dA = G Vᵀ; with dropout dA *= keep/(1-p) and
 *             A = W keep/(1-p); dV = Aᵀ G; dS = W ⊙ (dA - rowsum(dA ⊙ W));
 *             dQ = scale dS K; dK = scale dSᵀ Q
 * Pairs are independent: they are spread over threads in one parallel loop, each gemm
 * running on its thread (OpenBLAS's OpenMP build runs a call made inside a parallel
 * region on the calling thread). The pair functions have AVX2 clones (tensor/hot.h), with
 * their element-wise helpers inlined into them: in the profile of bible-small's training
 * step (one thread) their share of the samples fell from 1.57% to 1.09%.
 *
 * gmm_attention (A->gmm set, the CPU only) is the same pair loop with GMM's rows
 * (attention/gmm.c) between the softmax and V: forward writes M = (1 - g) W + g beta into
 * a saved (B, H, T, S) tensor and applies dropout(M) to V; backward takes dM from dA (after
 * the dropout mask), hands it to GMM's row backward (the gradients of g, omega, mu, sigma,
 * and dW = (1 - g) dM into a third tile) and goes on with dW as dot's backward does with
 * dA. Against the composed ops (batched logits, softmax, gmm_mix, dropout, batched product
 * with v) at bench-small's shape, two threads: 3.8 -> 3.0 ms a layer forward and backward;
 * with M recomputed in backward instead of saved it was 3.5-3.9 ms. */
#include "../tensor/hot.h"
#include "dot.h"
#include "gma.h"
#include "gmm.h"
#include "../tensor/cpu.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* t (B, H, rows, cols) as pairs of BLAS matrices; *keep is t retained or a contiguous copy */
static int pair_matrix(xa_tensor *t, xa_dot_matrix *m, xa_tensor **keep) {
  int64_t rows = t->size[2], cols = t->size[3];
  bool tr;
  int64_t ld;
  if (xa_blas_layout(rows, cols, t->stride[2], t->stride[3], &tr, &ld)) {
    xa_tensor_retain(t);
    *keep = t;
  } else {
    if (xa_tensor_contiguous(keep, t)) return -1;
    tr = false;
    ld = cols > 1 ? cols : 1;
  }
  m->base = xa_tensor_data(*keep);
  m->bs = (*keep)->stride[0] * (int64_t)xa_dtype_size(t->dtype);
  m->hs = (*keep)->stride[1] * (int64_t)xa_dtype_size(t->dtype);
  m->ld = ld;
  m->trans = tr;
  return 0;
}

static const char *pm_at(const xa_dot_matrix *m, int64_t b, int64_t h) { return m->base + b * m->bs + h * m->hs; }

/* the element-wise parts of one pair, typed */
#define PAIR_OPS(SUF, TY)                                                                \
  /* w[t, s] = v where the mask is set; a row of unit stride as a vector blend */         \
  XA_INLINE void setmask_##SUF(const xa_dot_args *A, TY *w, int64_t b, int64_t h, TY v) { \
    const uint8_t *mb = A->mask + b * A->ms[0] + h * A->ms[1];                           \
    int64_t S = A->S;                                                                    \
    for (int64_t t = 0; t < A->T; t++) {                                                 \
      const uint8_t *m = mb + t * A->ms[2];                                              \
      TY *r = w + t * S;                                                                 \
      if (A->ms[3] == 1) {                                                               \
        _Pragma("omp simd")                                                              \
        for (int64_t s = 0; s < S; s++) r[s] = m[s] ? v : r[s];                          \
      } else if (A->ms[3] == 0) {                                                        \
        if (m[0]) for (int64_t s = 0; s < S; s++) r[s] = v;                              \
      } else {                                                                           \
        for (int64_t s = 0; s < S; s++) if (m[s * A->ms[3]]) r[s] = v;                   \
      }                                                                                  \
    }                                                                                    \
  }                                                                                      \
  XA_INLINE void mask_##SUF(const xa_dot_args *A, TY *w, int64_t b, int64_t h) {        \
    setmask_##SUF(A, w, b, h, (TY)-INFINITY);                                            \
  }                                                                                      \
  XA_INLINE void unmask_##SUF(const xa_dot_args *A, TY *d, int64_t b, int64_t h) {      \
    setmask_##SUF(A, d, b, h, (TY)0);                                                    \
  }                                                                                      \
  /* a = w * keep * dscale */                                                            \
  XA_INLINE void drop_##SUF(const xa_dot_args *A, TY *a, const TY *w, const uint8_t *keep, int64_t n) { \
    TY ds = (TY)A->dscale;                                                               \
    _Pragma("omp simd")                                                                  \
    for (int64_t i = 0; i < n; i++) a[i] = keep[i] ? w[i] * ds : (TY)0;                  \
  }                                                                                      \
  /* dS = W ⊙ (dA - rowsum(dA ⊙ W)) in place over dA */                                  \
  XA_INLINE void softmax_bwd_##SUF(TY *da, const TY *w, int64_t rows, int64_t n) {      \
    for (int64_t r = 0; r < rows; r++) {                                                 \
      TY *d = da + r * n;                                                                \
      const TY *y = w + r * n;                                                           \
      double dot = 0;                                                                    \
      _Pragma("omp simd reduction(+:dot)")                                               \
      for (int64_t i = 0; i < n; i++) dot += (double)d[i] * (double)y[i];                \
      TY dt = (TY)dot;                                                                   \
      _Pragma("omp simd")                                                                \
      for (int64_t i = 0; i < n; i++) d[i] = y[i] * (d[i] - dt);                         \
    }                                                                                    \
  }
PAIR_OPS(f, float)
PAIR_OPS(d, double)

/* whether a mask on the CPU sets no element (an encoder's padding mask in a batch without
 * padding): it is then dropped, and no pair reads it */
static bool mask_none(const xa_tensor *m) {
  if (xa_tensor_device(m) != XA_CPU || !xa_tensor_is_contiguous(m)) return false;
  const uint8_t *p = xa_tensor_data(m);
  uint8_t any = 0;
  int64_t n = xa_tensor_numel(m);
  for (int64_t i = 0; i < n; i++) any |= p[i];
  return !any;
}

/* the mask's data and its strides over (B, H, T, S), 0 on broadcast dims */
static void mask_geometry(xa_dot_args *A, const xa_tensor *mask) {
  A->mask = xa_tensor_data(mask);
  for (int d = 0; d < 4; d++) {
    int md = mask->ndim - 4 + d;
    A->ms[d] = md >= 0 && mask->size[md] > 1 ? mask->stride[md] : 0;
  }
}

/* the GMM mix of pair p: a (T, S) = (1 - g) w + g beta, rows p T .. p T + T - 1 */
static void gmm_pair(const xa_dot_args *A, int64_t p, const char *w, char *a) {
  const xa_dot_gmm *G = A->gmm;
  int64_t T = A->T, K = G->K, es = (int64_t)xa_dtype_size(A->dt);
  xa_gmm_pair_forward(A->dt, a, w, G->g + p * T * es, G->omega + p * T * K * es,
                      G->mu + p * T * K * es, G->sigma + p * T * K * es, G->len[p / A->H], T,
                      A->S, K, (xa_gmm_norm)G->norm);
}

/* pair p's T values of GMA's p and sigma (the pair's head, or head 0 when Hp = 1) */
static const char *gma_at(const xa_dot_args *A, const char *t, int64_t p) {
  int64_t b = p / A->H, h = p % A->H, Hp = A->gma->Hp;
  return t ? t + (b * Hp + (Hp == 1 ? 0 : h)) * A->T * (int64_t)xa_dtype_size(A->dt) : NULL;
}

XA_HOT static void pair_forward(const xa_dot_args *A, int64_t p, char *tile) {
  int64_t b = p / A->H, h = p % A->H, T = A->T, S = A->S, dh = A->dh;
  size_t es = xa_dtype_size(A->dt);
  char *w = A->w + p * T * S * (int64_t)es;
  char *x = A->gma ? tile : w; /* the logits: GMA's rows read them from the tile */
  /* X (T, S) = scale Q (T, dh) · Kᵀ (dh, S) */
  xa_gemm(A->dt, A->q.trans, !A->k.trans, T, S, dh, A->scale, pm_at(&A->q, b, h), A->q.ld,
          pm_at(&A->k, b, h), A->k.ld, 0.0, x, S);
  bool f32 = A->dt == XA_FLOAT32;
  if (A->mask) { if (f32) mask_f(A, (float *)x, b, h); else mask_d(A, (double *)x, b, h); }
  if (A->gma)
    xa_gma_pair_forward(A->dt, w, x, gma_at(A, A->gma->p, p), gma_at(A, A->gma->s, p), T, S,
                        A->gma->delta, (xa_gma_prior)A->gma->prior);
  else
    xa_cpu_softmax(A->dt, w, w, T, S);
  const char *a = w;
  if (A->gmm) {
    char *mixed = A->gmm->mixed + p * T * S * (int64_t)es;
    gmm_pair(A, p, w, mixed);
    a = mixed;
  }
  if (A->keep) {
    const uint8_t *keep = A->keep + p * T * S;
    if (f32) drop_f(A, (float *)tile, (const float *)a, keep, T * S);
    else drop_d(A, (double *)tile, (const double *)a, keep, T * S);
    a = tile;
  }
  /* out[b, :, h, :] (T, dh), rows H·dh apart = A (T, S) · V (S, dh) */
  xa_gemm(A->dt, false, A->v.trans, T, dh, S, 1.0, a, S, pm_at(&A->v, b, h), A->v.ld, 0.0,
          A->out + ((b * T * A->H + h) * dh) * (int64_t)es, A->H * dh);
}

XA_HOT static void pair_backward(const xa_dot_args *A, int64_t p, char *tile) {
  int64_t b = p / A->H, h = p % A->H, T = A->T, S = A->S, dh = A->dh, H = A->H;
  size_t es = xa_dtype_size(A->dt);
  bool f32 = A->dt == XA_FLOAT32;
  const char *w = A->w + p * T * S * (int64_t)es;
  const char *g = A->g + ((b * T * H + h) * dh) * (int64_t)es; /* (T, dh), rows H·dh apart */
  char *da = tile, *a = tile + T * S * (int64_t)es;
  /* dA (T, S) = G (T, dh) · Vᵀ (dh, S) */
  xa_gemm(A->dt, false, !A->v.trans, T, S, dh, 1.0, g, H * dh, pm_at(&A->v, b, h), A->v.ld,
          0.0, da, S);
  const char *aw = w; /* the weights as applied to V */
  if (A->gmm) aw = A->gmm->mixed + p * T * S * (int64_t)es;
  if (A->keep) {
    const uint8_t *keep = A->keep + p * T * S;
    if (f32) {
      drop_f(A, (float *)da, (const float *)da, keep, T * S);
      drop_f(A, (float *)a, (const float *)aw, keep, T * S);
    } else {
      drop_d(A, (double *)da, (const double *)da, keep, T * S);
      drop_d(A, (double *)a, (const double *)aw, keep, T * S);
    }
    aw = a;
  }
  double beta = A->overwrite ? 0.0 : 1.0;
  /* dV (S, dh) = Aᵀ (S, T) · G (T, dh) */
  if (A->dv)
    xa_gemm(A->dt, true, false, S, dh, T, 1.0, aw, S, g, H * dh, beta,
            A->dv + (b * A->dvs[0] + h * A->dvs[1]) * (int64_t)es, A->dvs[2]);
  if (A->gmm) {
    /* dA is the mix's output gradient: into the mix's own gradients and dW (third tile) */
    const xa_dot_gmm *G = A->gmm;
    int64_t K = G->K, r = p * T;
    char *dw = tile + 2 * T * S * (int64_t)es;
    memset(dw, 0, (size_t)(T * S) * es);
    xa_gmm_pair_backward(A->dt, G->gomega + r * K * (int64_t)es, G->gmu + r * K * (int64_t)es,
                         G->gsigma + r * K * (int64_t)es, dw, G->gg + r * (int64_t)es, da, w,
                         G->g + r * (int64_t)es, G->omega + r * K * (int64_t)es,
                         G->mu + r * K * (int64_t)es, G->sigma + r * K * (int64_t)es,
                         G->len[b], T, S, K, (xa_gmm_norm)G->norm);
    da = dw;
  } else if (A->gma) {
    /* GMA's row backward: its softmax's (dX into a third tile) and the rows of dp, dsigma */
    const xa_dot_gma *G = A->gma;
    char *dw = tile + 2 * T * S * (int64_t)es;
    memset(dw, 0, (size_t)(T * S) * es);
    xa_gma_pair_backward(A->dt, dw, G->gp + p * T, G->gs + p * T, da, w, gma_at(A, G->p, p),
                         gma_at(A, G->s, p), T, S, G->delta, (xa_gma_prior)G->prior);
    da = dw;
  }
  if (!A->dq && !A->dk) return;
  if (A->gma) { /* dX is already the logits' gradient */
  } else if (f32) softmax_bwd_f((float *)da, (const float *)w, T, S);
  else softmax_bwd_d((double *)da, (const double *)w, T, S);
  /* masked scores get no gradient (as masked_fill's backward): this matters only in a row
   * with every key masked, whose weights are NaN */
  if (A->mask) { if (f32) unmask_f(A, (float *)da, b, h); else unmask_d(A, (double *)da, b, h); }
  /* dQ (T, dh) = scale dS (T, S) · K (S, dh);  dK (S, dh) = scale dSᵀ (S, T) · Q (T, dh) */
  if (A->dq)
    xa_gemm(A->dt, false, A->k.trans, T, dh, S, A->scale, da, S, pm_at(&A->k, b, h), A->k.ld,
            beta, A->dq + (b * A->dqs[0] + h * A->dqs[1]) * (int64_t)es, A->dqs[2]);
  if (A->dk)
    xa_gemm(A->dt, true, A->q.trans, S, dh, T, A->scale, da, S, pm_at(&A->q, b, h), A->q.ld,
            beta, A->dk + (b * A->dks[0] + h * A->dks[1]) * (int64_t)es, A->dks[2]);
}

typedef void (*pair_fn)(const xa_dot_args *A, int64_t pair, char *tile);
typedef struct { const xa_dot_args *A; pair_fn fn; char *tiles; size_t tile; } pair_job;
static void pair_range(void *p, int64_t p0, int64_t p1, int t) {
  const pair_job *j = p;
  for (int64_t q = p0; q < p1; q++) j->fn(j->A, q, j->tiles + (size_t)t * j->tile);
}

/* fn over all pairs: in parallel when there is enough work, each thread with its own
 * scratch of `tile` bytes */
static int run_pairs(xa_dot_args *A, pair_fn fn, size_t tile, const char *op) {
  int64_t pairs = A->B * A->H, work = pairs * A->T * (A->S + 1) * (A->dh + 1);
  int nt = xa_parallel_threads(pairs, work);
  char *tiles = malloc(tile * (size_t)nt + 64);
  if (!tiles) return xa_err("%s: out of memory for %d scratch tiles of %zu bytes", op, nt, tile);
  A->scratch = tiles;
  xa_blas_sync(); /* before the region: OpenBLAS's thread count is only read inside */
  pair_job j = {A, fn, tiles, tile};
  xa_parallel_for(pairs, work, pair_range, &j);
  free(tiles);
  return 0;
}

static const char *op_name(const xa_dot_args *A) {
  return A->gmm ? "gmm_attention" : A->gma ? "gma_attention" : "dot_attention";
}

static int dot_forward(xa_dot_args *A) {
  return run_pairs(A, pair_forward, (size_t)(A->T * A->S) * xa_dtype_size(A->dt), op_name(A));
}

static int dot_backward(xa_dot_args *A) {
  return run_pairs(A, pair_backward, (size_t)((A->gmm || A->gma ? 3 : 2) * A->T * A->S) *
                   xa_dtype_size(A->dt), op_name(A));
}

const xa_dot_kernels xa_dot_cpu = {dot_forward, dot_backward};

/* a new tensor shaped like t whose memory follows t's layout when t is a dense
 * permutation with unit stride on its last dim (the heads of (B, L, H, dh) seen as
 * (B, H, L, dh)), else contiguous; *rs receives the strides */
static int grad_like(xa_tensor **out, const xa_tensor *t) {
  int nd = t->ndim, order[XA_MAXDIM], n = 0;
  for (int d = 0; d < nd; d++) if (t->size[d] > 1) order[n++] = d;
  for (int i = 1; i < n; i++) /* by stride, largest first */
    for (int j = i; j > 0 && t->stride[order[j]] > t->stride[order[j - 1]]; j--) {
      int x = order[j]; order[j] = order[j - 1]; order[j - 1] = x;
    }
  bool dense = t->size[nd - 1] <= 1 || t->stride[nd - 1] == 1;
  int64_t expect = 1;
  for (int i = n - 1; i >= 0 && dense; i--) {
    if (t->stride[order[i]] != expect) dense = false;
    expect *= t->size[order[i]];
  }
  xa_devtype dev = xa_tensor_device(t);
  if (!dense) return xa_tensor_new_on(out, dev, t->dtype, nd, t->size);
  int64_t numel = xa_tensor_numel(t), stride[XA_MAXDIM];
  for (int d = 0; d < nd; d++) stride[d] = t->size[d] > 1 ? t->stride[d] : 1;
  xa_tensor *flat;
  if (xa_tensor_new_on(&flat, dev, t->dtype, 1, &numel)) return -1;
  int rc = xa_tensor_view(out, flat, nd, t->size, stride, 0);
  xa_tensor_release(flat);
  return rc;
}

/* saved: 0 q, 1 k, 2 v (as read: the inputs or contiguous copies), 3 w, then the
 * dropout keep mask and the attention mask when there are (dot_params says which), then
 * for gmm_attention g, omega, mu, sigma, lengths (contiguous) and the mixed weights, for
 * gma_attention p and sigma (contiguous; sigma absent for the "none" prior) */
typedef struct {
  bool keep, mask, gmm, gma;
  int norm, prior;
  double scale, dscale, delta;
} dot_params;

static int bw_dot(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const dot_params *p = &XA_PARAMS(n, dot_params);
  const xa_dot_kernels *kern =
      xa_kernels_for(n->name, xa_tensor_device(g), "dot", &xa_dot_cpu);
  if (!kern) return -1;
  xa_tensor *q = n->saved[0], *k = n->saved[1], *v = n->saved[2], *w = n->saved[3];
  xa_tensor *keep = p->keep ? n->saved[4] : NULL;
  xa_tensor *mask = p->mask ? n->saved[4 + (keep != NULL)] : NULL;
  xa_tensor *const *gx = p->gmm ? n->saved + 4 + (keep != NULL) + (mask != NULL) : NULL;
  xa_tensor *const *ga = p->gma ? n->saved + 4 + (keep != NULL) + (mask != NULL) : NULL;
  xa_tensor *gbuf = NULL; /* gma: rows of dL/dp, then of dL/dsigma, in double */
  xa_tensor *gc = NULL, *d[3] = {NULL, NULL, NULL}, *dm[4] = {NULL, NULL, NULL, NULL};
  xa_tensor *src[3] = {q, k, v};
  xa_dot_args A = {.dt = q->dtype, .B = q->size[0], .H = q->size[1], .T = q->size[2],
                .S = k->size[2], .dh = q->size[3], .scale = p->scale, .dscale = p->dscale,
                .w = xa_tensor_data(w), .keep = keep ? xa_tensor_data(keep) : NULL};
  if (mask) mask_geometry(&A, mask);
  xa_tensor *kq = NULL, *kk = NULL, *kv = NULL;
  bool run = A.T > 0 && A.S > 0 && A.dh > 0;
  xa_dot_gmm G;
  xa_dot_gma Ga;
  A.overwrite = true;
  int rc = xa_tensor_contiguous(&gc, g);
  if (!rc) rc = pair_matrix(q, &A.q, &kq);
  if (!rc) rc = pair_matrix(k, &A.k, &kk);
  if (!rc) rc = pair_matrix(v, &A.v, &kv);
  for (int i = 0; i < 3 && !rc; i++) {
    if (!xa_needs_grad(n, i)) continue;
    rc = grad_like(&d[i], src[i]);
    /* a row-major (rows, dh) matrix per pair: unit stride on dh, rows >= dh apart */
    if (!rc && d[i]->size[2] > 1 && d[i]->stride[2] < d[i]->size[3]) {
      xa_tensor_release(d[i]);
      rc = xa_tensor_new_on(&d[i], xa_tensor_device(src[i]), src[i]->dtype, 4, src[i]->size);
    }
    /* the kernel writes every element when it runs; an empty product leaves zeros */
    if (!rc && !run) rc = xa_tensor_fill(d[i], 0);
  }
  if (gx) {
    /* the mix's gradients are added into by every pair: zeroed (all four are computed) */
    for (int i = 0; i < 4 && !rc; i++)
      rc = xa_tensor_zeros_on(&dm[i], XA_CPU, gx[i]->dtype, gx[i]->ndim, gx[i]->size);
    if (!rc) {
      G = (xa_dot_gmm){.g = xa_tensor_data(gx[0]), .omega = xa_tensor_data(gx[1]),
                       .mu = xa_tensor_data(gx[2]), .sigma = xa_tensor_data(gx[3]),
                       .len = xa_tensor_data(gx[4]), .K = gx[1]->size[3], .norm = p->norm,
                       .mixed = xa_tensor_data(gx[5]), .gg = xa_tensor_data(dm[0]),
                       .gomega = xa_tensor_data(dm[1]), .gmu = xa_tensor_data(dm[2]),
                       .gsigma = xa_tensor_data(dm[3])};
      A.gmm = &G;
    }
  }
  if (ga && !rc) {
    int64_t nbuf = 2 * A.B * A.H * A.T;
    rc = xa_tensor_zeros_on(&gbuf, XA_CPU, XA_FLOAT64, 1, &nbuf);
    if (!rc) {
      double *gr = xa_tensor_data(gbuf);
      Ga = (xa_dot_gma){.p = xa_tensor_data(ga[0]),
                        .s = p->prior != XA_GMA_NONE ? xa_tensor_data(ga[1]) : NULL,
                        .Hp = ga[0]->size[1],
                        .delta = p->delta, .prior = p->prior, .gp = gr,
                        .gs = gr + A.B * A.H * A.T};
      A.gma = &Ga;
    }
  }
  if (rc) goto done;
  A.g = xa_tensor_data(gc);
  int64_t *st[3] = {A.dqs, A.dks, A.dvs};
  char **dp[3] = {&A.dq, &A.dk, &A.dv};
  for (int i = 0; i < 3; i++) {
    if (!d[i]) continue;
    *dp[i] = xa_tensor_data(d[i]);
    st[i][0] = d[i]->stride[0];
    st[i][1] = d[i]->stride[1];
    st[i][2] = d[i]->size[2] > 1 ? d[i]->stride[2] : (d[i]->size[3] > 1 ? d[i]->size[3] : 1);
  }
  if (run) rc = kern->backward(&A);
  if (!rc && ga) {
    /* p and sigma: the rows' gradients summed over the heads when they are shared */
    if (xa_needs_grad(n, 3)) rc = xa_gma_reduce_rows(&dm[0], gbuf, 0, ga[0], A.H);
    /* sigma (p's shape and dtype): zeros for the "none" prior, as gma_weights gives */
    if (!rc && n->nin > 4 && xa_needs_grad(n, 4))
      rc = xa_gma_reduce_rows(&dm[1], gbuf, A.B * A.H * A.T, ga[0], A.H);
  }
done:
  xa_tensor_release(gbuf);
  xa_tensor_release(gc);
  xa_tensor_release(kq); xa_tensor_release(kk); xa_tensor_release(kv);
  if (rc) {
    for (int i = 0; i < 3; i++) xa_tensor_release(d[i]);
    for (int i = 0; i < 4; i++) xa_tensor_release(dm[i]);
    return -1;
  }
  for (int i = 0; i < 3; i++) gin[i] = d[i];
  for (int i = 0; gx && i < 4; i++) {
    if (xa_needs_grad(n, 3 + i)) gin[3 + i] = dm[i];
    else xa_tensor_release(dm[i]);
  }
  for (int i = 0; ga && i < 2; i++) gin[3 + i] = dm[i]; /* NULL when not wanted */
  return 0;
}

/* gmm_attention's own inputs */
typedef struct {
  xa_tensor *g, *omega, *mu, *sigma, *lengths;
  xa_gmm_norm norm;
} gmm_in;

/* gma_attention's own inputs */
typedef struct {
  xa_tensor *p, *sigma;
  double delta;
  xa_gma_prior prior;
} gma_in;

/* every check of dot_attention (gmm_attention's too when gx, gma_attention's when ga): fn
 * names the op */
static int dot_check(const char *fn, xa_tensor *q, xa_tensor *k, xa_tensor *v, xa_tensor *mask,
                     double scale, double dropout, const gmm_in *gx, const gma_in *ga) {
  /* the shapes are formatted only for a message: this op runs per decoding step */
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR], s4[XA_SHAPESTR];
  const char *ms = "none";
#define SHAPES() (xa_tensor_shape_str(s1, q), xa_tensor_shape_str(s2, k), \
                  xa_tensor_shape_str(s3, v), ms = mask ? xa_tensor_shape_str(s4, mask) : "none")
  if (q->ndim != 4 || k->ndim != 4 || v->ndim != 4)
    return SHAPES(), xa_err("%s: q, k and v must be 4-D (B, H, T, dh), (B, H, S, dh), "
                  "(B, H, S, dh), got %s, %s and %s", fn, s1, s2, s3);
  if (!xa_dtype_is_float(q->dtype) || k->dtype != q->dtype || v->dtype != q->dtype)
    return SHAPES(), xa_err("%s: q, k and v must share one float dtype, got %s, %s and %s "
                  "(q %s, k %s, v %s)", fn, xa_dtype_name(q->dtype), xa_dtype_name(k->dtype),
                  xa_dtype_name(v->dtype), s1, s2, s3);
  int64_t B = q->size[0], H = q->size[1], T = q->size[2], dh = q->size[3], S = k->size[2];
  if (k->size[0] != B || k->size[1] != H || k->size[3] != dh || v->size[0] != B ||
      v->size[1] != H || v->size[2] != S || v->size[3] != dh)
    return SHAPES(), xa_err("%s: shapes q %s, k %s and v %s do not match: expected (B, H, "
                  "T, dh), (B, H, S, dh), (B, H, S, dh)", fn, s1, s2, s3);
  if (mask) {
    if (mask->dtype != XA_BOOL)
      return SHAPES(), xa_err("%s: mask must be bool (true = masked), got %s %s", fn,
                    xa_dtype_name(mask->dtype), ms);
    int64_t full[4] = {B, H, T, S};
    bool ok = mask->ndim <= 4;
    for (int d = 0; ok && d < mask->ndim; d++) {
      int64_t sz = mask->size[mask->ndim - 1 - d];
      if (sz != 1 && sz != full[3 - d]) ok = false;
    }
    if (!ok)
      return SHAPES(), xa_err("%s: mask %s does not broadcast to (B, H, T, S) = "
                    "(%lld,%lld,%lld,%lld) (q %s, k %s)", fn, ms, (long long)B, (long long)H,
                    (long long)T, (long long)S, s1, s2);
  }
  if (!isfinite(scale))
    return SHAPES(), xa_err("%s: scale must be a finite number, got %g", fn, scale);
  if (!(dropout >= 0 && dropout < 1))
    return SHAPES(), xa_err("%s: dropout must be in [0, 1), got %g", fn, dropout);
  if (T > INT_MAX || S > INT_MAX || dh > INT_MAX || H * dh > INT_MAX)
    return SHAPES(), xa_err("%s: q %s and k %s have a dimension too large for BLAS", fn, s1, s2);
  if (gx) {
    if (xa_gmm_check(fn, NULL, gx->g, gx->omega, gx->mu, gx->sigma, gx->lengths, S)) return -1;
    if (gx->omega->size[0] != B || gx->omega->size[1] != H || gx->omega->size[2] != T ||
        gx->omega->dtype != q->dtype) {
      char so[XA_SHAPESTR];
      return SHAPES(), xa_err("%s: omega %s %s must be (B, H, T, K) with q's B, H, T and "
                    "dtype (q %s %s)", fn, xa_dtype_name(gx->omega->dtype),
                    xa_tensor_shape_str(so, gx->omega), xa_dtype_name(q->dtype), s1);
    }
  }
#undef SHAPES
  (void)ms;
  if (ga && xa_gma_check(fn, "q", q, ga->p, ga->sigma, ga->delta, ga->prior)) return -1;
  xa_tensor *dev_in[9] = {q, k, v, mask};
  int nin = 4;
  if (gx) {
    dev_in[4] = gx->g; dev_in[5] = gx->omega; dev_in[6] = gx->mu; dev_in[7] = gx->sigma;
    dev_in[8] = gx->lengths;
    nin = 9;
  } else if (ga) {
    dev_in[4] = ga->p; dev_in[5] = ga->sigma;
    nin = 6;
  }
  return xa_check_devices(fn, nin, dev_in);
}

/* dot_attention, or gmm_attention when gx, gma_attention when ga (the CPU's kernels only) */
static int dot_op(const char *fn, xa_tensor **out, xa_tensor **weights, xa_tensor *q,
                  xa_tensor *k, xa_tensor *v, xa_tensor *mask, double scale, double dropout,
                  const gmm_in *gx, const gma_in *ga) {
  if (dot_check(fn, q, k, v, mask, scale, dropout, gx, ga)) return -1;
  int64_t B = q->size[0], H = q->size[1], T = q->size[2], dh = q->size[3], S = k->size[2];
  if (mask && mask_none(mask)) mask = NULL;
  xa_devtype dev = xa_tensor_device(q);
  const xa_dot_kernels *kern = xa_kernels_for(fn, dev, "dot", &xa_dot_cpu);
  if (!kern) return -1;
  xa_dtype dt = q->dtype;
  xa_tensor *kq = NULL, *kk = NULL, *kv = NULL, *w = NULL, *o = NULL, *keep = NULL;
  xa_tensor *gc[6] = {NULL, NULL, NULL, NULL, NULL, NULL}; /* g .. lengths, mixed */
  int64_t wsz[4] = {B, H, T, S}, osz[3] = {B, T, H * dh};
  xa_dot_args A = {.dt = dt, .B = B, .H = H, .T = T, .S = S, .dh = dh, .scale = scale,
                .dscale = 1.0 / (1.0 - dropout)};
  xa_dot_gmm G;
  xa_dot_gma Ga;
  xa_tensor *pc = NULL, *sc = NULL; /* gma: contiguous p, sigma */
  int rc = pair_matrix(q, &A.q, &kq);
  if (!rc) rc = pair_matrix(k, &A.k, &kk);
  if (!rc) rc = pair_matrix(v, &A.v, &kv);
  if (!rc) rc = xa_tensor_new_on(&w, dev, dt, 4, wsz);
  if (!rc) rc = xa_tensor_new_on(&o, dev, dt, 3, osz);
  if (!rc && dropout > 0) rc = xa_tensor_new_on(&keep, dev, XA_BOOL, 4, wsz);
  if (gx) {
    xa_tensor *src[5] = {gx->g, gx->omega, gx->mu, gx->sigma, gx->lengths};
    for (int i = 0; i < 5 && !rc; i++) rc = xa_tensor_contiguous(&gc[i], src[i]);
    if (!rc) rc = xa_tensor_new_on(&gc[5], dev, dt, 4, wsz);
    if (!rc) {
      G = (xa_dot_gmm){.g = xa_tensor_data(gc[0]), .omega = xa_tensor_data(gc[1]),
                       .mu = xa_tensor_data(gc[2]), .sigma = xa_tensor_data(gc[3]),
                       .len = xa_tensor_data(gc[4]), .K = gc[1]->size[3], .norm = gx->norm,
                       .mixed = xa_tensor_data(gc[5])};
      A.gmm = &G;
    }
  }
  if (ga) {
    if (!rc) rc = xa_tensor_contiguous(&pc, ga->p);
    if (!rc && ga->sigma && ga->prior != XA_GMA_NONE) rc = xa_tensor_contiguous(&sc, ga->sigma);
    if (!rc) {
      Ga = (xa_dot_gma){.p = xa_tensor_data(pc), .s = sc ? xa_tensor_data(sc) : NULL,
                        .Hp = pc->size[1], .delta = ga->delta, .prior = (int)ga->prior};
      A.gma = &Ga;
    }
  }
  if (rc) goto fail;
  if (mask) mask_geometry(&A, mask);
  if (keep) {
    xa_backend_of(keep)->keep_mask(keep, dropout);
    A.keep = xa_tensor_data(keep);
  }
  A.w = xa_tensor_data(w);
  A.out = xa_tensor_data(o);
  if (B * H * T * dh > 0) {
    if (S == 0 || dh == 0) {
      if (xa_tensor_fill(o, 0)) goto fail;
    } else if (kern->forward(&A)) {
      goto fail;
    }
  }
  xa_node *n;
  xa_tensor *ins[7] = {q, k, v};
  int nin = 3;
  if (gx) { ins[3] = gx->g; ins[4] = gx->omega; ins[5] = gx->mu; ins[6] = gx->sigma; nin = 7; }
  if (ga) { ins[3] = ga->p; ins[4] = ga->sigma; nin = ga->sigma ? 5 : 4; }
  if (xa_record(&o, fn, bw_dot, nin, ins, &n)) goto fail;
  if (n) {
    xa_node_save(n, kq);
    xa_node_save(n, kk);
    xa_node_save(n, kv);
    xa_node_save(n, w);
    if (keep) xa_node_save(n, keep);
    if (mask) xa_node_save(n, mask);
    for (int i = 0; gx && i < 6; i++) xa_node_save(n, gc[i]);
    if (pc) xa_node_save(n, pc);
    if (sc) xa_node_save(n, sc);
    XA_PARAMS(n, dot_params) = (dot_params){keep != NULL, mask != NULL, gx != NULL,
                                            ga != NULL, gx ? (int)gx->norm : 0,
                                            ga ? (int)ga->prior : 0, scale, A.dscale,
                                            ga ? ga->delta : 0};
  }
  xa_tensor_release(kq); xa_tensor_release(kk); xa_tensor_release(kv);
  xa_tensor_release(keep);
  for (int i = 0; i < 6; i++) xa_tensor_release(gc[i]);
  xa_tensor_release(pc);
  xa_tensor_release(sc);
  if (weights) *weights = w;
  else xa_tensor_release(w);
  *out = o;
  return 0;
fail:
  xa_tensor_release(kq); xa_tensor_release(kk); xa_tensor_release(kv);
  xa_tensor_release(w); xa_tensor_release(o); xa_tensor_release(keep);
  for (int i = 0; i < 6; i++) xa_tensor_release(gc[i]);
  xa_tensor_release(pc);
  xa_tensor_release(sc);
  return -1;
}

int xa_dot_attention(xa_tensor **out, xa_tensor **weights, xa_tensor *q, xa_tensor *k,
                     xa_tensor *v, xa_tensor *mask, double scale, double dropout) {
  return dot_op("dot_attention", out, weights, q, k, v, mask, scale, dropout, NULL, NULL);
}

/* On a device: the composition of ops (the same values, the same dropout draw) */
static int attention_composed(xa_tensor **out, xa_tensor *q, xa_tensor *k, xa_tensor *v,
                              xa_tensor *mask, const gmm_in *gx, const gma_in *ga,
                              double scale, double dropout) {
  xa_tensor *kt = NULL, *l = NULL, *ls = NULL, *lm = NULL, *a = NULL, *gm = NULL, *keep = NULL,
            *kf = NULL, *gd = NULL, *gs = NULL, *o = NULL, *op = NULL;
  int rc = xa_transpose(&kt, k, 2, 3);
  if (!rc) rc = xa_matmul(&l, q, kt);
  if (!rc) rc = xa_affine(&ls, l, scale, 0.0);
  if (!rc && mask) rc = xa_masked_fill(&lm, ls, mask, -INFINITY);
  if (!rc && gx) rc = xa_softmax(&a, lm ? lm : ls, 3);
  if (!rc && gx)
    rc = xa_gmm_mix(&gm, a, gx->g, gx->omega, gx->mu, gx->sigma, gx->lengths, gx->norm);
  if (!rc && ga) rc = xa_gma_weights(&gm, lm ? lm : ls, ga->p, ga->sigma, ga->delta, ga->prior);
  if (!rc && dropout > 0) {
    /* dropout as a kept-element mask times 1 / (1 - p) (the ops of this layer) */
    rc = xa_tensor_new_on(&keep, xa_tensor_device(gm), XA_BOOL, 4, gm->size);
    if (!rc) xa_backend_of(keep)->keep_mask(keep, dropout);
    if (!rc) rc = xa_to_dtype(&kf, keep, gm->dtype);
    if (!rc) rc = xa_mul(&gd, gm, kf);
    if (!rc) rc = xa_affine(&gs, gd, 1.0 / (1.0 - dropout), 0.0);
  }
  if (!rc) rc = xa_matmul(&o, gs ? gs : gm, v);
  if (!rc) rc = xa_permute(&op, o, (const int[]){0, 2, 1, 3});
  if (!rc) rc = xa_reshape(out, op, 3, (const int64_t[]){q->size[0], q->size[2],
                                                          q->size[1] * q->size[3]});
  xa_tensor *all[] = {kt, l, ls, lm, a, gm, keep, kf, gd, gs, o, op};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) xa_tensor_release(all[i]);
  return rc;
}

int xa_gmm_attention(xa_tensor **out, xa_tensor *q, xa_tensor *k, xa_tensor *v,
                     xa_tensor *mask, xa_tensor *g, xa_tensor *omega, xa_tensor *mu,
                     xa_tensor *sigma, xa_tensor *lengths, xa_gmm_norm norm, double scale,
                     double dropout) {
  const char *fn = "gmm_attention";
  if (norm != XA_GMM_APPROX && norm != XA_GMM_STRICT && norm != XA_GMM_NONE)
    return xa_err("%s: unknown norm %d", fn, (int)norm);
  gmm_in gx = {g, omega, mu, sigma, lengths, norm};
  if (xa_tensor_device(q) == XA_CPU)
    return dot_op(fn, out, NULL, q, k, v, mask, scale, dropout, &gx, NULL);
  /* the checks first: the composition's messages would name its parts */
  if (dot_check(fn, q, k, v, mask, scale, dropout, &gx, NULL)) return -1;
  return attention_composed(out, q, k, v, mask, &gx, NULL, scale, dropout);
}

int xa_gma_attention(xa_tensor **out, xa_tensor *q, xa_tensor *k, xa_tensor *v,
                     xa_tensor *mask, xa_tensor *p, xa_tensor *sigma, double delta,
                     xa_gma_prior prior, double scale, double dropout) {
  const char *fn = "gma_attention";
  gma_in ga = {p, sigma, delta, prior};
  if (xa_tensor_device(q) == XA_CPU)
    return dot_op(fn, out, NULL, q, k, v, mask, scale, dropout, NULL, &ga);
  if (dot_check(fn, q, k, v, mask, scale, dropout, NULL, &ga)) return -1;
  return attention_composed(out, q, k, v, mask, NULL, &ga, scale, dropout);
}
