/* GMA: Gaussian multi-head attention for simultaneous translation (Zhang & Feng, Findings
 * of ACL 2022; docs/methods.md, GMA). The fused attention op and the policy's read count.
 *
 * Ops follow vm/ops.h: every argument is validated before anything is allocated; a failure
 * returns -1 with a message naming the op, the argument and every operand's shape; results
 * are owned references; an autograd node is recorded when grad mode is on and an input
 * requires grad. */
#ifndef XA_GMA_H
#define XA_GMA_H

#include "../vm/ops.h"

typedef enum {
  XA_GMA_GAUSSIAN = 0, /* log G = -(j - p)^2 / (2 sigma^2) */
  XA_GMA_LAPLACE = 1,  /* log G = -|j - p| / sigma */
  XA_GMA_LINEAR = 2,   /* log G = log max(0, 1 - |j - p| / sigma) */
  XA_GMA_NONE = 3      /* log G = 0: the masked softmax alone */
} xa_gma_prior;

/* "gaussian" | "laplace" | "linear" | "none" -> *prior; -1 (no message) when unknown */
int xa_gma_prior_from_name(const char *name, xa_gma_prior *prior);
const char *xa_gma_prior_name(xa_gma_prior prior);

/* w (B,H,T,S) = the GMA attention of one cross-attention layer:
 *   w[b,h,t,j] = softmax over the visible j of (logits[b,h,t,j] + log G(j; p, sigma))
 * with p = p[b,h',t], sigma = sigma[b,h',t], h' = h when Hp = H and 0 when Hp = 1 (one
 * alignment shared by the heads). p are 0-based source positions; the visible keys are the
 * 0-based j < ceil(p + delta) whose logit is not -inf (padding, or a prefix limit imposed by
 * the caller). This equals softmax(masked logits) * G renormalised over the visible keys.
 * A row without a visible key is all zeros. With the linear prior a row whose visible keys
 * all get G = 0 gives weight 1 to the visible key nearest p (the lower one on a tie), the
 * limit of the renormalised prior as the last key's G goes to 0; that row has no gradient.
 *   logits (B,H,T,S) float32/float64; p, sigma (B,Hp,T) of the same dtype, Hp = 1 or H;
 *   p finite; sigma >= 1e-6 and finite (smaller would overflow float32 gradients) (sigma may be NULL for XA_GMA_NONE); delta finite.
 * Differentiable in logits, p and sigma (not through the ceil of the mask). Strided inputs
 * are made contiguous once. Backward needs only the saved output, p and sigma. */
int xa_gma_weights(xa_tensor **out, xa_tensor *logits, xa_tensor *p, xa_tensor *sigma,
                   double delta, xa_gma_prior prior);

/* needed (B,Hp,T) int64 = clamp(ceil(p + delta), 0, J_b), J = lengths (B) int64: the
 * number of source tokens (1-based count) the target position needs, g(i) of the policy.
 * p (B,Hp,T) float32/float64, finite. Not differentiable. */
int xa_gma_visible(xa_tensor **out, xa_tensor *p, double delta, xa_tensor *lengths);

/* ---- kernels: contiguous buffers of dtype dt (float32/float64), rows = B*H*T --------
 * The kernels of one device (the CPU's in attention/gma.c; another device registers its
 * table as xa_kernels_register(dev, "gma", &table)). p and s are (B, Hp, T); s is NULL
 * for XA_GMA_NONE. */
typedef struct {
  /* w (rows, S) = the GMA weights of the logits x (rows, S) */
  void (*forward)(xa_dtype dt, void *w, const void *x, const void *p, const void *s,
                  int64_t B, int64_t H, int64_t Hp, int64_t T, int64_t S, double delta,
                  xa_gma_prior prior);
  /* from the output's gradient g (rows, S) and the saved output w: gx (rows, S) += dL/dx,
   * gp and gs (rows, double, in the device's memory like the data) += each row's dL/dp
   * and dL/dsigma (summed over heads by the op when Hp = 1) */
  void (*backward)(xa_dtype dt, void *gx, double *gp, double *gs, const void *g,
                   const void *w, const void *p, const void *s, int64_t B, int64_t H,
                   int64_t Hp, int64_t T, int64_t S, double delta, xa_gma_prior prior);
} xa_gma_kernels;
extern const xa_gma_kernels xa_gma_cpu;

/* The CPU rows of one (sentence, head) pair, T rows of S, on the calling thread (the fused
 * GMA attention in attention/dot.c): the kernels above with one head (p and s the pair's
 * T values; gp and gs its T rows). */
void xa_gma_pair_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *s,
                         int64_t T, int64_t S, double delta, xa_gma_prior prior);
void xa_gma_pair_backward(xa_dtype dt, void *gx, double *gp, double *gs, const void *g,
                          const void *w, const void *p, const void *s, int64_t T, int64_t S,
                          double delta, xa_gma_prior prior);

/* Every check of p, sigma, delta and prior against like (B,H,T,...) named name (logits, q):
 * dtypes, shapes, devices, p finite, sigma finite and >= 1e-6. -1 with a message naming fn. */
int xa_gma_check(const char *fn, const char *name, const xa_tensor *like, xa_tensor *p,
                 xa_tensor *sigma, double delta, xa_gma_prior prior);

/* the gradient of p or sigma (like's dtype and shape (B,Hp,T), on its device) from the
 * kernels' per-row doubles: rows B*H*T of buf from element off, summed over the heads in
 * head order when Hp = 1 */
int xa_gma_reduce_rows(xa_tensor **out, xa_tensor *buf, int64_t off, const xa_tensor *like,
                       int64_t H);

/* The GMA cross-attention in one op: with w = gma_weights(scale q kᵀ (-inf where mask), p,
 * sigma, delta, prior),
 *     out = concat_h(dropout(w) v)                                     (B, T, H·dh)
 * the composition of the logits, gma_weights, dropout, the product with v and the merge of
 * the heads, as dot_attention runs it (per (sentence, head) pair, the logits never stored).
 * q (B,H,T,dh), k and v (B,H,S,dh), mask as dot_attention's, p and sigma (B,Hp,T) as
 * gma_weights'. On other devices than the CPU it runs that composition of ops.
 * Differentiable in q, k, v, p, sigma (implemented in attention/dot.c). */
int xa_gma_attention(xa_tensor **out, xa_tensor *q, xa_tensor *k, xa_tensor *v,
                     xa_tensor *mask, xa_tensor *p, xa_tensor *sigma, double delta,
                     xa_gma_prior prior, double scale, double dropout);

#endif
