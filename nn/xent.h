/* Label-smoothed cross-entropy (nn/xent.c) and the output projection fused with it
 * (nn/linear_xent.c). Ops follow vm/ops.h. */
#ifndef XA_NN_XENT_H
#define XA_NN_XENT_H

#include "../vm/ops.h"

typedef enum { XA_REDUCE_NONE = 0, XA_REDUCE_SUM = 1, XA_REDUCE_MEAN = 2 } xa_reduction;
/* Label-smoothed cross-entropy of logits (N, V) or (B, T, V) against 1-based int64
 * targets (N) or (B, T), fairseq's label_smoothed_nll_loss (see nn/xent.c for the formula).
 * Rows whose target equals ignore_index (when has_ignore) contribute 0 loss and 0 gradient.
 * loss: 0-dim (sum, mean over the counted rows) or the target's shape (none); differentiable
 * in logits. nll_sum: 0-dim, the sum of -log p(target) over counted rows (not
 * differentiable). count: number of counted rows. */
int xa_cross_entropy(xa_tensor **loss, xa_tensor **nll_sum, int64_t *count, xa_tensor *logits,
                     xa_tensor *target, double label_smoothing, bool has_ignore,
                     int64_t ignore_index, xa_reduction reduction);

/* The output projection fused with the loss: cross_entropy(linear(x, W, b), target) for
 * x (..., D), W (V, D) (any layout BLAS reads), b (V) or NULL, target x's shape without
 * its last dim; reduction sum or mean only. The (rows, V) logits never exist at once: the
 * counted rows (target != ignore_index) go through in chunks of about 4M logits (2M on a
 * GPU), and when
 * a gradient is wanted each chunk's d logits is turned into dx, dW and db at once, so
 * backward only scales them by the upstream gradient (nn/linear_xent.c). */
int xa_linear_cross_entropy(xa_tensor **loss, xa_tensor **nll_sum, int64_t *count, xa_tensor *x,
                            xa_tensor *w, xa_tensor *b, xa_tensor *target,
                            double label_smoothing, bool has_ignore, int64_t ignore_index,
                            xa_reduction reduction);

/* The row kernels of the cross-entropy of one device (the CPU's in nn/xent.c; another
 * device registers its table as xa_kernels_register(dev, "xent", &table)); z (rows, V)
 * contiguous logits, tgt (rows) 1-based, rows whose target is ign (with has_ign) count 0.
 * The loss of a row is a nll + b smooth. */
typedef struct {
  /* per row: rloss, rnll (rows), stat (rows, 2): m and log s, kept for backward */
  void (*forward)(xa_dtype dt, double *rloss, double *rnll, double *stat, const void *z,
                  const int64_t *tgt, int64_t rows, int64_t V, bool has_ign, int64_t ign,
                  double a, double b);
  /* gz (rows, V) += gscale * g[r * gs] * d(loss_r)/dz (gs = 1: one upstream gradient per
   * row; 0: one for all) */
  void (*backward)(xa_dtype dt, void *gz, const void *g, int64_t gs, double gscale,
                   const void *z, const int64_t *tgt, const double *stat, int64_t rows,
                   int64_t V, bool has_ign, int64_t ign, double a, double b);
  /* the fused classifier's form (as llm.c's): z is replaced in place by
   * gscale * d(loss_r)/dz, for an op that needs the logits no more (nn/linear_xent.c) */
  void (*backward_inplace)(xa_dtype dt, void *z, const int64_t *tgt, const double *stat,
                           int64_t rows, int64_t V, bool has_ign, int64_t ign, double a,
                           double b, double gscale);
} xa_xent_kernels;
extern const xa_xent_kernels xa_xent_cpu;
/* The CPU's forward and in-place backward at once, for rows none of which is ignored, with
 * an upstream gradient of 1: rloss, rnll (rows) as forward gives them, z (rows, V) replaced
 * by gscale times the loss's gradient, as backward_inplace gives it (to rounding) */
void xa_xent_cpu_fused(xa_dtype dt, double *rloss, double *rnll, void *z, const int64_t *tgt,
                       int64_t rows, int64_t V, double a, double b, double gscale);
/* The output projection fused with the loss on one device (the CPU's in nn/linear_xent.c;
 * another device registers its table as xa_kernels_register(dev, "linear_xent", &table),
 * CUDA's in nn/linear_xent.cu). x (N, D) contiguous, W (V, D) row-major with leading dim
 * ldw or stored transposed (wt), b (V) contiguous or NULL, target (N) 1-based: a counted
 * target (not ign when has_ign) outside [1, V] is an error. The counted rows go through in
 * chunks of about 4M logits. *loss and *nll (host): the sum (the mean when mean) of the row
 * losses and the sum of -log p(target); *count: the counted rows. dx (N, D), dw (V, D),
 * db (V), each NULL when not wanted, receive the gradient of the loss, written whole
 * (zeros at ignored rows). 0, or -1 with the core's error message. */
typedef struct {
  int (*run)(xa_dtype dt, double *loss, double *nll, int64_t *count, void *dx, void *dw,
             void *db, const void *x, const void *w, bool wt, int64_t ldw, const void *b,
             const int64_t *target, int64_t N, int64_t D, int64_t V, double label_smoothing,
             bool has_ign, int64_t ign, bool mean);
} xa_linear_xent_kernels;
extern const xa_linear_xent_kernels xa_linear_xent_cpu;
/* row-major position of the first target outside [1, V] that is not ignored, or -1 */
int64_t xa_xent_find_bad_target(const xa_tensor *t, int64_t V, bool has_ign, int64_t ign,
                                int64_t *value);

#endif
