/* Window (CCAN) cross-attention: fused forward and backward kernels and the ops
 * window_weights, window_mix and window_centres (see window.h and docs/methods.md, Window).
 *
 * Per row, with m = e_c the row maximum (c the first argmax), E_j = exp(e_j - m),
 * W = [lo, hi] = [c - win, c + win] ∩ [0, S - 1], s = sum_j E_j and s_W = sum_{j in W} E_j:
 *     p_j = E_j / s                 (the dot softmax)
 *     q_j = E_j / s_W  for j in W, 0 elsewhere   (the local softmax; s_W >= E_c = 1)
 *     gamma_j = (1 - g) p_j + g q_j
 * Backward, with G = dL/dgamma, <G,p> = sum_j G_j p_j and <G,q> = sum_{j in W} G_j q_j:
 *     dL/de_j = (1 - g) p_j (G_j - <G,p>) + g q_j (G_j - <G,q>)
 *     dL/dg   = <G,q> - <G,p>
 * window_weights is the case g = 1 (only W is touched). c has no gradient: it is
 * piecewise constant in e.
 *
 * Forward row: pass 1 max/argmax; pass 2 E_j written into the output while summing them
 * (s; s_W is then re-read from the <= 2 win + 1 written values of W); pass 3 scales the row
 * by (1 - g)/s outside W and (1 - g)/s + g/s_W inside. Backward row: pass 1 recomputes
 * E_j into the gradient row while summing G_j E_j (the window's part re-read likewise);
 * pass 2 writes the gradient. m, 1/s, 1/s_W, lo and hi are kept per row (xa_window_stat),
 * never p or q.
 * Sums: lanes in the element type within blocks of XA_EXP_BLOCK, blocks in double (as the
 * softmax kernels of tensor/reduce.c). Rows are split over threads in fixed contiguous
 * ranges, so results do not depend on the thread count. float32 uses the vectorisable
 * exp of tensor/fastmath.h. */
#include "../tensor/hot.h"
#include "window.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const void *x;         /* (rows, S) logits */
  const void *g;         /* (rows) gate, or NULL (local softmax alone) */
  const void *gout;      /* (rows, S) upstream gradient (backward) */
  void *out;             /* (rows, S) gamma (forward) or dL/dx (backward) */
  void *gg;              /* (rows) dL/dg (backward, with g) */
  xa_window_stat *stat;  /* (rows) or NULL (forward without autograd) */
  const xa_window_stat *cstat;
  int64_t *centre;       /* (rows) centres */
  void *scratch;         /* backward: one row of S values per thread */
  int64_t rows, S, win;
} win_args;

/* first argmax of x[0..S): a vector max (NaN ignored, counted in *nan), then the first
 * position holding it; -1 when no value is > -inf */
#define ARGMAX(T)                                                                      \
  XA_INLINE int64_t argmax_##T(const T *x, int64_t S, T *mp, bool *nan) {                \
    T m = -INFINITY, nn = 0;                                                          \
    _Pragma("omp simd reduction(max:m, nn)")                                          \
    for (int64_t j = 0; j < S; j++) {                                                 \
      T v = x[j];                                                                     \
      m = v > m ? v : m;                                                              \
      nn = v != v ? 1 : nn;                                                           \
    }                                                                                 \
    *mp = m;                                                                          \
    *nan = nn != 0;                                                                   \
    if (!(m > -INFINITY)) return -1;                                                  \
    int64_t c = 0;                                                                    \
    while (x[c] != m) c++;                                                            \
    return c;                                                                         \
  }
ARGMAX(float)
ARGMAX(double)

/* o[a..b) = exp(x - m); returns their sum */
#define ESUM(NAME, T, EXP)                                                             \
  XA_INLINE double NAME(T *o, const T *x, T m, int64_t a, int64_t b) {                   \
    double acc = 0;                                                                   \
    for (int64_t b0 = a; b0 < b; b0 += XA_EXP_BLOCK) {                                   \
      int64_t be = b0 + XA_EXP_BLOCK < b ? b0 + XA_EXP_BLOCK : b;                           \
      T part = 0;                                                                     \
      _Pragma("omp simd reduction(+:part)")                                           \
      for (int64_t i = b0; i < be; i++) { T e = EXP(x[i] - m); o[i] = e; part += e; } \
      acc += part;                                                                    \
    }                                                                                 \
    return acc;                                                                       \
  }
ESUM(esum_f, float, fast_expf)
ESUM(esum_d, double, exp)

/* o[a..b) = exp(x - m); returns sum of G * exp(x - m) */
#define EDOT(NAME, T, EXP)                                                             \
  XA_INLINE double NAME(T *o, const T *x, const T *G, T m, int64_t a, int64_t b) {       \
    double acc = 0;                                                                   \
    for (int64_t b0 = a; b0 < b; b0 += XA_EXP_BLOCK) {                                   \
      int64_t be = b0 + XA_EXP_BLOCK < b ? b0 + XA_EXP_BLOCK : b;                           \
      T part = 0;                                                                     \
      _Pragma("omp simd reduction(+:part)")                                           \
      for (int64_t i = b0; i < be; i++) { T e = EXP(x[i] - m); o[i] = e; part += G[i] * e; } \
      acc += part;                                                                    \
    }                                                                                 \
    return acc;                                                                       \
  }
EDOT(edot_f, float, fast_expf)
EDOT(edot_d, double, exp)

#define FILL(T)                                                                        \
  XA_INLINE void fill_##T(T *o, int64_t a, int64_t b, T v) {                             \
    _Pragma("omp simd")                                                               \
    for (int64_t i = a; i < b; i++) o[i] = v;                                         \
  }                                                                                   \
  XA_INLINE void scale_##T(T *o, int64_t a, int64_t b, T v) {                            \
    _Pragma("omp simd")                                                               \
    for (int64_t i = a; i < b; i++) o[i] *= v;                                        \
  }
FILL(float)
FILL(double)

/* The mix touches whole rows: one vector loop over the row for the exps (and their sum),
 * the window's sum re-read from the written exps (at most 2 win + 1 values), one vector
 * loop writing the row with a per-position choice of factor (inside or outside W). The
 * local softmax alone touches only W. */
#define WIN_FWD(NAME, T, ESUMF)                                                        \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                 \
    const win_args *A = ctx; (void)tid;                                                 \
    int64_t S = A->S, win = A->win;                                                   \
    for (int64_t r = r0; r < r1; r++) {                                               \
      const T *x = (const T *)A->x + r * S;                                           \
      T *o = (T *)A->out + r * S;                                                     \
      T m;                                                                            \
      bool nan;                                                                       \
      int64_t c = argmax_##T(x, S, &m, &nan);                                         \
      xa_window_stat *st = A->stat ? A->stat + r : NULL;                              \
      if (nan || c < 0) { /* NaN row: NaN out and back; all masked: zeros */          \
        fill_##T(o, 0, S, nan ? (T)NAN : (T)0);                                       \
        if (st) *st = (xa_window_stat){nan ? NAN : 0, NAN, NAN, nan ? 0 : -1, nan ? S - 1 : -1}; \
        continue;                                                                     \
      }                                                                               \
      int64_t lo = win < c ? c - win : 0, hi = win < S - 1 - c ? c + win : S - 1;     \
      double s, sw;                                                                   \
      if (A->g) {                                                                     \
        double g = (double)((const T *)A->g)[r];                                      \
        s = ESUMF(o, x, m, 0, S);                                                     \
        sw = 0;                                                                       \
        for (int64_t i = lo; i <= hi; i++) sw += o[i];                                \
        double a1 = (1 - g) / s, a2 = g / sw;                                         \
        T t1 = (T)a1, t2 = (T)(a1 + a2);                                              \
        _Pragma("omp simd")                                                           \
        for (int64_t i = 0; i < S; i++) o[i] *= i >= lo && i <= hi ? t2 : t1;         \
      } else {                                                                        \
        s = sw = ESUMF(o, x, m, lo, hi + 1);                                          \
        fill_##T(o, 0, lo, 0);                                                        \
        fill_##T(o, hi + 1, S, 0);                                                    \
        scale_##T(o, lo, hi + 1, (T)(1 / sw));                                        \
      }                                                                               \
      if (st) *st = (xa_window_stat){(double)m, 1 / s, 1 / sw, lo, hi};               \
    }                                                                                 \
  }
WIN_FWD(win_fwd_f, float, esum_f)
WIN_FWD(win_fwd_d, double, esum_d)

#define WIN_BWD(NAME, T, EDOTF)                                                        \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                 \
    const win_args *A = ctx;                                                          \
    int64_t S = A->S;                                                                 \
    T *e = (T *)A->scratch + (int64_t)tid * S; /* this range's row of exps */          \
    for (int64_t r = r0; r < r1; r++) {                                               \
      const T *x = (const T *)A->x + r * S, *G = (const T *)A->gout + r * S;          \
      T *o = (T *)A->out + r * S;                                                     \
      xa_window_stat st = A->cstat[r];                                                \
      if (st.lo < 0) continue; /* a row of zeros: nothing to add */                   \
      T m = (T)st.m;                                                                  \
      int64_t lo = st.lo, hi = st.hi;                                                 \
      if (A->g) {                                                                     \
        double g = (double)((const T *)A->g)[r];                                      \
        double dp = EDOTF(e, x, G, m, 0, S), dw = 0;                                  \
        for (int64_t i = lo; i <= hi; i++) dw += (double)(G[i] * e[i]);               \
        double gp = dp * st.inv_s, gq = dw * st.inv_sl;                               \
        double a1 = (1 - g) * st.inv_s, a2 = g * st.inv_sl;                           \
        T t1 = (T)a1, c1 = (T)(a1 * gp);                                              \
        T t2 = (T)(a1 + a2), c2 = (T)(a1 * gp + a2 * gq);                             \
        _Pragma("omp simd")                                                           \
        for (int64_t i = 0; i < S; i++) {                                             \
          bool in = i >= lo && i <= hi;                                               \
          o[i] += e[i] * ((in ? t2 : t1) * G[i] - (in ? c2 : c1));                    \
        }                                                                             \
        if (A->gg) ((T *)A->gg)[r] += (T)(gq - gp);                                   \
      } else {                                                                        \
        double dw = EDOTF(e, x, G, m, lo, hi + 1), gq = dw * st.inv_sl;               \
        T t2 = (T)st.inv_sl, c2 = (T)(st.inv_sl * gq);                                \
        _Pragma("omp simd")                                                           \
        for (int64_t i = lo; i <= hi; i++) o[i] += e[i] * (t2 * G[i] - c2);           \
      }                                                                               \
    }                                                                                 \
  }
WIN_BWD(win_bwd_f, float, edot_f)
WIN_BWD(win_bwd_d, double, edot_d)

#define WIN_CENTRE(NAME, T)                                                            \
  static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                        \
    const win_args *A = ctx; (void)tid;                                                 \
    for (int64_t r = r0; r < r1; r++) {                                               \
      T m;                                                                            \
      bool nan;                                                                       \
      int64_t c = argmax_##T((const T *)A->x + r * A->S, A->S, &m, &nan);             \
      A->centre[r] = nan || c < 0 ? 0 : c + 1;                                        \
    }                                                                                 \
  }
WIN_CENTRE(win_centre_f, float)
WIN_CENTRE(win_centre_d, double)

static void window_forward(xa_dtype dt, void *out, xa_window_stat *stat, const void *x,
                           const void *g, int64_t rows, int64_t S, int64_t win) {
  win_args A = {.x = x, .g = g, .out = out, .stat = stat, .rows = rows, .S = S, .win = win};
  xa_parallel_for(rows, rows * S * 3, dt == XA_FLOAT32 ? win_fwd_f : win_fwd_d, &A);
}

static int window_backward(xa_dtype dt, void *gx, void *gg, const void *gout, const void *x,
                           const void *g, const xa_window_stat *stat, int64_t rows, int64_t S) {
  int64_t work = rows * S * 3;
  int nt = xa_parallel_threads(rows, work);
  void *scratch = malloc((size_t)nt * (size_t)(S > 0 ? S : 1) * xa_dtype_size(dt));
  if (!scratch)
    return xa_err("window: out of memory for %d rows of %lld scratch values", nt, (long long)S);
  win_args A = {.x = x, .g = g, .gout = gout, .out = gx, .gg = gg, .cstat = stat,
                .scratch = scratch, .rows = rows, .S = S};
  xa_parallel_for(rows, work, dt == XA_FLOAT32 ? win_bwd_f : win_bwd_d, &A);
  free(scratch);
  return 0;
}

static void window_centres(xa_dtype dt, int64_t *c, const void *x, int64_t rows, int64_t S) {
  win_args A = {.x = x, .centre = c, .rows = rows, .S = S};
  xa_parallel_for(rows, rows * S * 1, dt == XA_FLOAT32 ? win_centre_f : win_centre_d, &A);
}

const xa_window_kernels xa_window_cpu = {window_forward, window_backward, window_centres};

/* ---- ops --------------------------------------------------------------------------- */

static int check_logits(const char *fn, const xa_tensor *logits) {
  char s1[XA_SHAPESTR];
  xa_tensor_shape_str(s1, logits);
  if (!xa_dtype_is_float(logits->dtype))
    return xa_err("%s: logits must be float32 or float64, got %s (logits %s)", fn,
                  xa_dtype_name(logits->dtype), s1);
  if (logits->ndim < 1)
    return xa_err("%s: logits must have at least 1 dim (the keys, last), got shape %s", fn, s1);
  return 0;
}

static int check_win(const char *fn, const xa_tensor *logits, int64_t win) {
  char s1[XA_SHAPESTR];
  if (win < 0)
    return xa_err("%s: win (the half-width) must be >= 0, got %lld (logits %s)", fn,
                  (long long)win, xa_tensor_shape_str(s1, logits));
  return 0;
}

/* logits' shape with its last dim set to 1: the shape of one value per row */
static void row_shape(const xa_tensor *logits, int64_t *size) {
  memcpy(size, logits->size, (size_t)logits->ndim * sizeof *size);
  size[logits->ndim - 1] = 1;
}

/* saved: 0 the contiguous logits, 1 the row statistics (xa_window_stat (rows) on the logits'
 * device, in a float64 tensor of 5 per row), [2 the contiguous gate (rows)] */
typedef struct { bool gate; int64_t win; } window_params;

static int bw_window(xa_node *n, xa_tensor *gout, xa_tensor **gin) {
  xa_tensor *x = n->saved[0], *gc = XA_PARAMS(n, window_params).gate ? n->saved[2] : NULL;
  int64_t S = x->size[x->ndim - 1], rows = S > 0 ? xa_tensor_numel(x) / S : 0;
  int64_t rsize[XA_MAXDIM];
  row_shape(x, rsize);
  bool want_g = gc && xa_needs_grad(n, 1);
  xa_devtype dev = xa_tensor_device(x);
  const xa_window_kernels *k = xa_kernels_for("window", dev, "window", &xa_window_cpu);
  if (!k) return -1;
  /* the kernel adds into zeroed gradients; S == 0 or no rows leaves them zero */
  xa_tensor *G = NULL, *gx = NULL, *gg = NULL, *ggs = NULL;
  if (xa_tensor_zeros_on(&gx, dev, x->dtype, x->ndim, x->size)) return -1;
  if (want_g && xa_tensor_zeros_on(&gg, dev, x->dtype, x->ndim, rsize)) goto fail;
  if (rows > 0) {
    if (xa_tensor_contiguous(&G, gout)) goto fail;
    if (k->backward(x->dtype, xa_tensor_data(gx), gg ? xa_tensor_data(gg) : NULL,
                    xa_tensor_data(G), xa_tensor_data(x), gc ? xa_tensor_data(gc) : NULL,
                    xa_tensor_data(n->saved[1]), rows, S)) goto fail;
    xa_tensor_release(G);
    G = NULL;
  }
  if (gg) {
    if (xa_sum_to_edge(&ggs, gg, &n->in[1])) goto fail;
    xa_tensor_release(gg);
    gin[1] = ggs;
  }
  if (xa_needs_grad(n, 0)) gin[0] = gx;
  else xa_tensor_release(gx);
  return 0;
fail:
  xa_tensor_release(G);
  xa_tensor_release(gx);
  xa_tensor_release(gg);
  return -1;
}

/* the shared body of window_weights (g == NULL) and window_mix */
static int window_op(const char *fn, xa_tensor **out, xa_tensor *logits, xa_tensor *g,
                     int64_t win) {
  if (check_logits(fn, logits) || check_win(fn, logits, win)) return -1;
  int64_t rsize[XA_MAXDIM];
  row_shape(logits, rsize);
  int nd = logits->ndim;
  if (g) {
    char s1[XA_SHAPESTR], s2[XA_SHAPESTR], s3[XA_SHAPESTR];
    xa_tensor_shape_str(s1, logits);
    xa_tensor_shape_str(s2, g);
    if (g->dtype != logits->dtype)
      return xa_err("%s: g must have the dtype of logits (%s), got %s (logits %s, g %s)", fn,
                    xa_dtype_name(logits->dtype), xa_dtype_name(g->dtype), s1, s2);
    bool ok = g->ndim <= nd;
    for (int d = 0; ok && d < g->ndim; d++) {
      int64_t want = rsize[nd - g->ndim + d];
      ok = g->size[d] == want || g->size[d] == 1;
    }
    if (!ok)
      return xa_err("%s: g %s must have the shape %s (logits %s with its last dim 1) or "
                    "broadcast to it", fn, s2, xa_shape_str(s3, nd, rsize), s1);
  }
  if (xa_check_devices(fn, 2, (xa_tensor *[]){logits, g})) return -1;
  xa_devtype dev = xa_tensor_device(logits);
  const xa_window_kernels *k = xa_kernels_for(fn, dev, "window", &xa_window_cpu);
  if (!k) return -1;
  int64_t S = logits->size[nd - 1], rows = S > 0 ? xa_tensor_numel(logits) / S : 0;
  bool rec = xa_grad_enabled() && (xa_requires_grad(logits) || (g && xa_requires_grad(g)));
  xa_tensor *xc = NULL, *gc = NULL, *o = NULL, *st = NULL;
  if (xa_tensor_contiguous(&xc, logits)) return -1;
  if (g) {
    /* the gate broadcast to one value per row (stride 0 on broadcast dims), contiguous */
    int64_t st[XA_MAXDIM];
    for (int d = 0; d < nd; d++) {
      int gd = d - (nd - g->ndim);
      st[d] = gd < 0 || (g->size[gd] == 1 && rsize[d] != 1) ? 0 : g->stride[gd];
    }
    xa_tensor *gv = NULL;
    int rc = xa_tensor_view(&gv, g, nd, rsize, st, g->offset);
    if (!rc) rc = xa_tensor_contiguous(&gc, gv);
    xa_tensor_release(gv);
    if (rc) goto fail;
  }
  if (xa_tensor_new_on(&o, dev, logits->dtype, nd, logits->size)) goto fail;
  /* the statistics backward needs, on the device (nothing crosses to the host) */
  _Static_assert(sizeof(xa_window_stat) == 5 * sizeof(double), "xa_window_stat: 5 doubles");
  int64_t nst = 5 * rows;
  if (rec && xa_tensor_new_on(&st, dev, XA_FLOAT64, 1, &nst)) goto fail;
  if (rows > 0)
    k->forward(logits->dtype, xa_tensor_data(o), st ? xa_tensor_data(st) : NULL,
               xa_tensor_data(xc), gc ? xa_tensor_data(gc) : NULL, rows, S, win);
  xa_node *n;
  xa_tensor *ins[2] = {logits, g};
  if (xa_record(&o, fn, bw_window, g ? 2 : 1, ins, &n)) goto fail;
  if (n) {
    xa_node_save(n, xc);
    xa_node_save(n, st);
    if (gc) xa_node_save(n, gc);
    XA_PARAMS(n, window_params) = (window_params){g != NULL, win};
  }
  xa_tensor_release(st);
  xa_tensor_release(xc);
  xa_tensor_release(gc);
  *out = o;
  return 0;
fail:
  xa_tensor_release(st);
  xa_tensor_release(xc);
  xa_tensor_release(gc);
  xa_tensor_release(o);
  return -1;
}

int xa_window_weights(xa_tensor **out, xa_tensor *logits, int64_t win) {
  return window_op("window_weights", out, logits, NULL, win);
}

int xa_window_mix(xa_tensor **out, xa_tensor *logits, xa_tensor *g, int64_t win) {
  if (!g) return xa_err("window_mix: g is missing");
  return window_op("window_mix", out, logits, g, win);
}

int xa_window_centres(xa_tensor **out, xa_tensor *logits) {
  if (check_logits("window_centres", logits)) return -1;
  int nd = logits->ndim;
  int64_t S = logits->size[nd - 1], rows = 1;
  for (int d = 0; d < nd - 1; d++) rows *= logits->size[d];
  xa_devtype dev = xa_tensor_device(logits);
  const xa_window_kernels *k = xa_kernels_for("window_centres", dev, "window", &xa_window_cpu);
  if (!k) return -1;
  xa_tensor *xc = NULL, *o = NULL;
  if (xa_tensor_zeros_on(&o, dev, XA_INT64, nd - 1, logits->size)) return -1;
  if (rows > 0 && S > 0) {
    if (xa_tensor_contiguous(&xc, logits)) { xa_tensor_release(o); return -1; }
    k->centres(logits->dtype, xa_tensor_data(o), xa_tensor_data(xc), rows, S);
    xa_tensor_release(xc);
  }
  *out = o;
  return 0;
}
