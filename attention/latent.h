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

/* out (B, T, V) = log p(e) for every e; not differentiable (records no graph). */
int xa_latent_logprobs(xa_tensor **out, xa_tensor *zs, xa_tensor *zt, xa_tensor *a,
                       xa_tensor *w, int64_t K, bool renorm, int64_t chunk);

#endif
