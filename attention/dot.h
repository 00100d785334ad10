/* Scaled dot-product attention (Vaswani et al. 2017) as one op, for every head of every
 * sentence at once (docs/methods.md, Notation):
 *
 *     w   = softmax_j(scale · q kᵀ, -inf where mask)       (B, H, T, S)
 *     out = concat_h(dropout(w) v)                         (B, T, H·dh)
 *
 * q (B, H, T, dh), k and v (B, H, S, dh): typically views of the projections (B, L, D)
 * split into heads, read in place; out comes out with its heads already merged, ready
 * for the output projection. mask: bool, broadcastable to (B, H, T, S), true = masked.
 * Each (sentence, head) pair is one work item: two small gemms and a softmax in a
 * scratch tile, pairs spread over threads (results do not depend on the thread count).
 * Saved for backward: q, k, v as given and w (B, H, T, S), plus the dropout mask; the
 * scaled scores, the masked scores and the dropped weights are never stored. A row whose
 * keys are all masked gives NaN, as softmax does.
 *
 * Ops follow vm/ops.h: they validate every argument first and return -1 with a message
 * naming the op, the argument and every operand's shape; results are owned references;
 * an autograd node is recorded when grad mode is on and an input requires grad. */
#ifndef XA_DOT_H
#define XA_DOT_H

#include "../vm/ops.h"

/* out (B, T, H·dh) as above. q, k, v share one float dtype; mask NULL or bool; scale a
 * finite number; 0 <= dropout < 1 (drawn from the global RNG, kept elements scaled by
 * 1 / (1 - dropout)). weights (if not NULL) receives w (B, H, T, S) before dropout (not
 * differentiable through this output). Differentiable in q, k, v. */
int xa_dot_attention(xa_tensor **out, xa_tensor **weights, xa_tensor *q, xa_tensor *k,
                     xa_tensor *v, xa_tensor *mask, double scale, double dropout);

/* ---- kernels ---------------------------------------------------------------------- */
/* a (rows, cols) matrix of every pair as BLAS reads it: element (i, j) of pair (b, h) at
 * base + b * bs + h * hs + (trans ? j * ld + i : i * ld + j) */
typedef struct {
  const char *base;
  int64_t bs, hs, ld;
  bool trans;
} xa_dot_matrix;

/* the GMM mix between the softmax and v (xa_gmm_attention, CPU only): the weights applied
 * are (1 - g) w + g beta, computed per pair by attention/gmm.c's rows; all contiguous */
typedef struct {
  const char *g, *omega, *mu, *sigma; /* (B,H,T,1), (B,H,T,K) x3 */
  const int64_t *len;                 /* (B) */
  int64_t K;
  int norm;                           /* xa_gmm_norm */
  char *mixed;                        /* (B,H,T,S): the mixed weights, written in forward
                                       * and read in backward (saved, not recomputed) */
  char *gg, *gomega, *gmu, *gsigma;   /* backward: zeroed gradients, added into */
} xa_dot_gmm;

/* GMA's weights in place of the softmax (xa_gma_attention, CPU only): the weights are
 * gma_weights of the scaled, masked logits (attention/gma.c's rows); all contiguous */
typedef struct {
  const char *p, *s;                  /* (B, Hp, T); s NULL for the "none" prior */
  int64_t Hp;
  double delta;
  int prior;                          /* xa_gma_prior */
  double *gp, *gs;                    /* backward: zeroed rows (B*H*T) of dL/dp, dL/dsigma */
} xa_dot_gma;

/* one call: every (sentence, head) pair; the operands in the device's memory */
typedef struct {
  xa_dtype dt;
  int64_t B, H, T, S, dh;
  double scale, dscale;   /* dscale = 1 / (1 - p) */
  xa_dot_matrix q, k, v;
  const uint8_t *mask;    /* element (b, h, t, s) at b*ms[0] + h*ms[1] + t*ms[2] + s*ms[3] */
  int64_t ms[4];
  const uint8_t *keep;    /* dropout: (B, H, T, S) contiguous, or NULL */
  char *w;                /* (B, H, T, S) contiguous */
  char *out;              /* (B, T, H, dh) contiguous */
  char *scratch;          /* per thread: two (T, S) tiles */
  /* backward */
  const char *g;          /* (B, T, H, dh) contiguous */
  char *dq, *dk, *dv;     /* pair matrices, row-major, row strides below (NULL: not wanted) */
  bool overwrite;         /* backward writes dq, dk, dv (=) instead of adding into them */
  int64_t dqs[3], dks[3], dvs[3]; /* b, h, row strides in elements */
  const xa_dot_gmm *gmm;  /* NULL, or the GMM mix (the CPU's kernels only) */
  const xa_dot_gma *gma;  /* NULL, or GMA's weights (the CPU's kernels only) */
} xa_dot_args;

/* The kernels of one device (the CPU's in attention/dot.c; another device registers its
 * table as xa_kernels_register(dev, "dot", &table)). forward writes w and out; backward
 * adds (+=) into dq, dk, dv (those not NULL) from g, w and the inputs, or writes them (=)
 * when A->overwrite (each pair's rows are written once, so the op needs no zero fill
 * first). -1 only when out of memory (scratch). */
typedef struct {
  int (*forward)(xa_dot_args *A);
  int (*backward)(xa_dot_args *A);
} xa_dot_kernels;
extern const xa_dot_kernels xa_dot_cpu;

#endif
