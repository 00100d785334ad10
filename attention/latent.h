/* Zero-order latent alignment attention (Bahar et al., AMTA 2020; docs/methods.md, Latent):
 * the fused output layer p(e_i) = sum_{k in top-K of a_i} a_{i,j_k} p(e_i | j_k) with
 * p(e | j) = softmax_V(W (zs_j + zt_i)).
 *
 * Shapes: zs (B, S, D) (A h_j, once per source position), zt (B, T, D) (B s_i + C emb),
 * a (B, T, S) alignment weights, W (V, D) output projection, target (B, T) int64 1-based.
 * zs, zt, a, W share one float dtype (float32 or float64); strided inputs are made
 * contiguous once. K is capped at S (positions with a = 0, e.g. padding, add nothing,
 * which is the authors' cap at J). renorm divides the chosen weights by their sum.
 * chunk: target tokens per chunk, rounded down to whole sentences (at least one); the
 * (tokens x K x V) tensor never exists, only per-chunk logits (sentences x S x V and
 * sentences x T x V). Results do not depend on chunk beyond rounding, and are
 * deterministic for a thread count. See attention/latent.c for the algorithm. */
#ifndef XA_LATENT_H
#define XA_LATENT_H

#include "../vm/ops.h"

/* nll (B, T) = -log p(target); 0 at tokens whose target is ignore_index (when
 * has_ignore). Differentiable in zs, zt, a (at the chosen positions; the choice has no
 * gradient) and W. */
int xa_latent_nll(xa_tensor **nll, xa_tensor *zs, xa_tensor *zt, xa_tensor *a, xa_tensor *w,
                  xa_tensor *target, int64_t K, bool renorm, bool has_ignore,
                  int64_t ignore_index, int64_t chunk);

/* loss (0-dim) = the sum of nll over the counted tokens (summed in double in token order).
 * On the CPU, with grad mode on and an input requiring grad, the gradients (for upstream 1)
 * are computed in forward from each chunk's logits and backward only scales them: the
 * logits are computed once a step instead of twice. On a device: latent_nll, then a sum. */
int xa_latent_nll_sum(xa_tensor **loss, xa_tensor *zs, xa_tensor *zt, xa_tensor *a,
                      xa_tensor *w, xa_tensor *target, int64_t K, bool renorm, bool has_ign,
                      int64_t ignore_index, int64_t chunk);

/* out (B, T, V) = log p(e) for every e; not differentiable (records no graph). */
int xa_latent_logprobs(xa_tensor **out, xa_tensor *zs, xa_tensor *zt, xa_tensor *a,
                       xa_tensor *w, int64_t K, bool renorm, int64_t chunk);

/* On a device both ops run the kernels of the device's table "latent"
 * (xa_kernels_register; attention/latent.cu for CUDA, documented in attention/cuda.h): on
 * contiguous device data of dt, target (B,T) int64 on the device; forward also fills a
 * device buffer of saved_bytes(B T, min(K, S)) bytes that backward reads. The CPU path is
 * the code of latent.c (no table). */
typedef struct {
  int64_t (*saved_bytes)(int64_t N, int64_t Kc);
  int (*forward)(xa_dtype dt, void *nll, void *saved, const void *zs, const void *zt,
                 const void *a, const void *w, const int64_t *target, int64_t B, int64_t S,
                 int64_t T, int64_t D, int64_t V, int64_t K, bool renorm, bool has_ign,
                 int64_t ign, int64_t chunk);
  int (*backward)(xa_dtype dt, void *dzs, void *dzt, void *da, void *dw, const void *g,
                  const void *saved, const void *zs, const void *zt, const void *w, int64_t B,
                  int64_t S, int64_t T, int64_t D, int64_t V, int64_t K, bool renorm,
                  int64_t chunk);
  int (*logprobs)(xa_dtype dt, void *out, const void *zs, const void *zt, const void *a,
                  const void *w, int64_t B, int64_t S, int64_t T, int64_t D, int64_t V,
                  int64_t K, bool renorm, int64_t chunk);
} xa_latent_kernels;

#endif
