/* GMM concentrated cross-attention (Zhang & Feng, Findings of EMNLP 2021): the mixture
 * weights over source positions and their fusion with dot attention, forward and
 * backward fused (see attention/gmm.c for the formulas and the project's choices).
 *
 * Shapes: rows = B*H*T query rows, K mixture components, S key positions (1-based
 * positions j = 1..S), J_b = lengths[b] real keys of sentence b (1 <= J_b <= S). */
#ifndef XA_GMM_H
#define XA_GMM_H

#include "../vm/ops.h"

typedef enum {
  XA_GMM_APPROX = 0, /* Z_k = sqrt(2 pi sigma_k^2), no row normalisation */
  XA_GMM_STRICT = 1, /* Z_k as approx, each row divided by its sum over j <= J */
  XA_GMM_NONE = 2    /* Z_k = 1 (Graves' synthesis network) */
} xa_gmm_norm;

/* "approx" / "strict" / "none" -> norm; -1 (no message) for anything else */
int xa_gmm_norm_from_name(const char *name, xa_gmm_norm *norm);
const char *xa_gmm_norm_name(xa_gmm_norm norm);

/* ---- kernels: contiguous float32/float64 buffers of dtype dt, no checks ----------
 * A row r belongs to sentence r / rows_per_b. alpha and g are NULL for gmm_weights.
 * The kernels of one device (the CPU's in attention/gmm.c; another device registers its
 * table as xa_kernels_register(dev, "gmm", &table)). */
typedef struct {
  /* out (rows, S) = beta, or (1 - g) alpha + g beta when alpha != NULL */
  void (*forward)(xa_dtype dt, void *out,            // (rows, S)
                  const void *alpha, const void *g,  // (rows, S), (rows) or NULL
                  const void *omega, const void *mu, const void *sigma, // (rows, K)
                  const int64_t *lengths,            // (rows / rows_per_b)
                  int64_t rows, int64_t rows_per_b, int64_t S, int64_t K, xa_gmm_norm norm);
  /* gradients add (+=) into gomega, gmu, gsigma (rows, K), and into galpha (rows, S) and
   * gg (rows) when not NULL (mix only). gout (rows, S) is the output's gradient. */
  void (*backward)(xa_dtype dt, void *gomega, void *gmu, void *gsigma, // (rows, K)
                   void *galpha, void *gg,                              // (rows, S), (rows)
                   const void *gout,                                    // (rows, S)
                   const void *alpha, const void *g,
                   const void *omega, const void *mu, const void *sigma,
                   const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                   int64_t K, xa_gmm_norm norm);
} xa_gmm_kernels;
extern const xa_gmm_kernels xa_gmm_cpu;

/* The CPU rows of one (sentence, head) pair, T rows of S, on the calling thread (the fused
 * GMM attention in attention/dot.c): forward and backward as the kernels' above with
 * alpha and g given, J the sentence's length. */
void xa_gmm_pair_forward(xa_dtype dt, void *out, const void *alpha, const void *g,
                         const void *omega, const void *mu, const void *sigma, int64_t J,
                         int64_t T, int64_t S, int64_t K, xa_gmm_norm norm);
void xa_gmm_pair_backward(xa_dtype dt, void *gomega, void *gmu, void *gsigma, void *galpha,
                          void *gg, const void *gout, const void *alpha, const void *g,
                          const void *omega, const void *mu, const void *sigma, int64_t J,
                          int64_t T, int64_t S, int64_t K, xa_gmm_norm norm);

/* Every check of the GMM ops' arguments (dtypes, shapes, K, lengths in [1, S], sigma > 0):
 * alpha and g NULL for gmm_weights (S given), alpha (B,H,T,S) and g (B,H,T,1) for gmm_mix,
 * alpha NULL and g given for gmm_attention (S given). -1 with a message naming fn. */
int xa_gmm_check(const char *fn, xa_tensor *alpha, xa_tensor *g, xa_tensor *omega,
                 xa_tensor *mu, xa_tensor *sigma, xa_tensor *lengths, int64_t S);

/* ---- ops (vm/ops.h conventions) ------------------------------------------------ */
/* beta (B,H,T,S): beta_ij = sum_k omega_k / Z_k exp(-(j - mu_k)^2 / (2 sigma_k^2)) for
 * j <= J_b, 0 for j > J_b. omega, mu, sigma (B,H,T,K) of one float dtype, sigma > 0,
 * lengths (B) int64 in [1, S]. Differentiable in omega, mu, sigma. */
int xa_gmm_weights(xa_tensor **out, xa_tensor *omega, xa_tensor *mu, xa_tensor *sigma,
                   xa_tensor *lengths, int64_t S, xa_gmm_norm norm);
/* gamma (B,H,T,S) = (1 - g) alpha + g beta, alpha (B,H,T,S), g (B,H,T,1); beta is
 * recomputed in backward, never stored. Differentiable in alpha, g, omega, mu, sigma. */
int xa_gmm_mix(xa_tensor **out, xa_tensor *alpha, xa_tensor *g, xa_tensor *omega,
               xa_tensor *mu, xa_tensor *sigma, xa_tensor *lengths, xa_gmm_norm norm);

/* GMM's parameters under norm "approx" from its predictors' output x (B,H,T,3K) =
 * [omega_hat | mu_hat | sigma_hat] in one op: out (3,B,H,T,K) = (omega, mu, sigma) with
 *   omega = softmax(omega_hat), mu = 3 eps + (J - 6 eps) sigmoid(mu_hat),
 *   sigma = max(min(J/6 sigmoid(sigma_hat), mu/3, (J - mu)/3), eps),
 * J = lengths[b] (int64 (B), >= 1), eps > 0; computed in double; the CPU only. The values
 * and gradients of attention/gmm.lua's composition (minimum's gradient split on ties,
 * clamp's passed at eps). Differentiable in x. */
int xa_gmm_approx_params(xa_tensor **out, xa_tensor *x, xa_tensor *lengths, int64_t K,
                         double eps);

/* The GMM cross-attention in one op: with w = softmax(scale q kᵀ, -inf where mask),
 *     out = concat_h(dropout((1 - g) w + g beta) v)                    (B, T, H·dh)
 * the composition dot logits, softmax, gmm_mix, dropout, the product with v and the merge
 * of the heads, as dot_attention runs it (per (sentence, head) pair; the logits never
 * stored, w and the mixed weights kept for backward, beta recomputed there).
 * q (B,H,T,dh), k and v (B,H,S,dh), mask as dot_attention's, g (B,H,T,1), omega, mu,
 * sigma (B,H,T,K), lengths (B) as gmm_mix's; dropout in [0, 1). On other devices than
 * the CPU it runs that composition of ops. Differentiable in q, k, v, g, omega, mu,
 * sigma (implemented in attention/dot.c). */
int xa_gmm_attention(xa_tensor **out, xa_tensor *q, xa_tensor *k, xa_tensor *v,
                     xa_tensor *mask, xa_tensor *g, xa_tensor *omega, xa_tensor *mu,
                     xa_tensor *sigma, xa_tensor *lengths, xa_gmm_norm norm, double scale,
                     double dropout);

#endif
