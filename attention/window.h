/* Window (context-aware) cross-attention, CCAN (Ding et al., COLING 2020); docs/methods.md,
 * Window. Per row of dot logits e (the last dim, S keys; -inf at masked keys):
 *
 *     c     = argmax_j e_j                      (first maximum; -inf is never chosen)
 *     local = softmax of e over j in [c - win, c + win] ∩ [1, S], 0 elsewhere
 *     gamma = (1 - g) softmax(e) + g local      (window_mix; g per row)
 *
 * Both softmaxes share the row maximum (e_c is also the window's maximum), so a forward
 * row is three passes: max/argmax, exp with the two sums (whole row, window), the write
 * of gamma. Backward recomputes the exps from the saved logits row by row; neither
 * softmax is ever stored. Rows where every key is masked give 0 (and 0 gradients), rows
 * holding NaN give NaN.
 *
 * Ops follow vm/ops.h: they validate every argument first and return -1 with a message
 * naming the op, the argument and every operand's shape; results are owned references;
 * an autograd node is recorded when grad mode is on and an input requires grad. Strided
 * inputs are made contiguous once (the kernels read contiguous rows). */
#ifndef XA_WINDOW_H
#define XA_WINDOW_H

#include "../vm/ops.h"

/* out (logits' shape) = the local softmax of each row over the window of half-width
 * win >= 0 around its argmax. logits float32/float64, at least 1 dim (the keys, last).
 * Differentiable in logits (the centre has no gradient). */
int xa_window_weights(xa_tensor **out, xa_tensor *logits, int64_t win);

/* out (logits' shape) = (1 - g) softmax(logits) + g window_weights(logits, win), fused.
 * g has logits' dtype and logits' shape with the last dim 1, e.g. (B, H, T, 1) for
 * logits (B, H, T, S), or any shape that broadcasts to it (a 0-dim gate).
 * Differentiable in logits and g. */
int xa_window_mix(xa_tensor **out, xa_tensor *logits, xa_tensor *g, int64_t win);

/* out (logits' shape without the last dim, int64) = the 1-based argmax of each row
 * (first maximum), 0 for a row with no unmasked key or holding NaN. Not differentiable. */
int xa_window_centres(xa_tensor **out, xa_tensor *logits);

/* ---- kernels: contiguous (rows, S) data, float32 or float64 ----------------------- */
/* what backward needs of a forward row: lo < 0 marks a row of zeros */
typedef struct {
  double m;              /* the row maximum e_c */
  double inv_s, inv_sl;  /* 1 / sum_j exp(e_j - m): whole row, window */
  int64_t lo, hi;        /* the window, 0-based inclusive */
} xa_window_stat;

/* The kernels of one device (the CPU's in attention/window.c; another device registers
 * its table as xa_kernels_register(dev, "window", &table)). */
typedef struct {
  /* out (rows, S) = gamma with g (rows) or, g == NULL, the local softmax alone; stat
   * (rows, in the device's memory like the data) or NULL */
  void (*forward)(xa_dtype dt, void *out, xa_window_stat *stat, const void *x, const void *g,
                  int64_t rows, int64_t S, int64_t win);
  /* gx (rows, S) += dL/dx; gg (rows) += dL/dg (with g, or NULL); from gout (rows, S), the
   * saved logits x, g and stat. -1 only when out of memory */
  int (*backward)(xa_dtype dt, void *gx, void *gg, const void *gout, const void *x,
                  const void *g, const xa_window_stat *stat, int64_t rows, int64_t S);
  /* c (rows) = 1-based first argmax, 0 for rows of all -inf or holding NaN */
  void (*centres)(xa_dtype dt, int64_t *c, const void *x, int64_t rows, int64_t S);
} xa_window_kernels;
extern const xa_window_kernels xa_window_cpu;

#endif
