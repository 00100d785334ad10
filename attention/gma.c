/* GMA attention: softmax of the logits times a prior centred on the predicted aligned
 * source position, renormalised over the visible prefix, fused (docs/methods.md, GMA).
 *
 * Identity used: softmax(masked logits)_j * G_j / sum_k (softmax_k * G_k) = softmax over the
 * visible j of z_j = logits_j + log G_j. So one row pass does it:
 *     forward (per row (b,h,t), p and sigma from row (b, Hp == 1 ? 0 : h, t)):
 *       lim = clamp(ceil(p + delta), 0, S)         visible: j < lim, logits_j != -inf
 *       z_j = logits_j + log G_j                    written into the output row
 *       m = max_j z_j;  e_j = exp(z_j - m);  w_j = e_j / sum e
 *     backward (from the saved output w, p, sigma; the logits are not needed):
 *       dz_j = w_j (g_j - sum_k w_k g_k)            d logits_j = dz_j
 *       d p = sum_j dz_j d(log G_j)/dp,  d sigma = sum_j dz_j d(log G_j)/dsigma
 *       gaussian: (j-p)/s^2, (j-p)^2/s^3;  laplace: sign(j-p)/s, |j-p|/s^2;
 *       linear (where G_j > 0): sign(j-p)/(s-|j-p|), |j-p|/(s (s-|j-p|)).
 * Rows are split over threads in fixed contiguous ranges; with Hp = 1 the per-row
 * gradients of p and sigma are summed over the heads afterwards, in head order, so
 * results do not depend on the thread count. float32 rows use the vectorisable fast_expf. */
#include "../tensor/hot.h"
#include "gma.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const PRIOR_NAMES[] = {"gaussian", "laplace", "linear", "none"};

int xa_gma_prior_from_name(const char *name, xa_gma_prior *prior) {
  for (int i = 0; i < 4; i++)
    if (name && !strcmp(name, PRIOR_NAMES[i])) { *prior = (xa_gma_prior)i; return 0; }
  return -1;
}

const char *xa_gma_prior_name(xa_gma_prior prior) {
  return (unsigned)prior < 4 ? PRIOR_NAMES[prior] : "?";
}

typedef struct {
  const void *x;      /* (rows, S) contiguous logits (forward) */
  void *w;            /* (rows, S) the output (written in forward, read in backward) */
  const void *p, *s;  /* (B, Hp, T) contiguous; s NULL for the "none" prior */
  int64_t rows, H, Hp, T, S;
  double delta;
  int prior;
  /* backward */
  const void *g;      /* (rows, S) contiguous upstream gradient */
  void *gx;           /* (rows, S) gradient of the logits */
  double *gp, *gs;    /* (rows) per-row gradients of p and sigma */
} gma_args;

/* number of visible keys: clamp(ceil(p + delta), 0, S) (p finite, checked) */
static inline int64_t row_limit(double p, double delta, int64_t S) {
  double c = ceil(p + delta);
  if (!(c > 0)) return 0;
  if (c >= (double)S) return S;
  return (int64_t)c;
}

/* the (B, Hp, T) index of row r = (b, h, t) */
static inline int64_t prow(const gma_args *A, int64_t r) {
  int64_t t = r % A->T, bh = r / A->T, h = bh % A->H, b = bh / A->H;
  return (b * A->Hp + (A->Hp == 1 ? 0 : h)) * A->T + t;
}

#define GMA_FWD(NAME, T, EXP, LOG)                                                      \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                 \
    const gma_args *A = ctx; (void)tid;                                                 \
    int64_t S = A->S;                                                                   \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      const T *x = (const T *)A->x + r * S;                                             \
      T *o = (T *)A->w + r * S;                                                         \
      int64_t pi = prow(A, r);                                                          \
      T p = ((const T *)A->p)[pi];                                                      \
      T s = A->s ? ((const T *)A->s)[pi] : (T)1;                                        \
      int64_t lim = row_limit((double)p, A->delta, S);                                  \
      T m = -INFINITY;                                                                  \
      if (A->prior == XA_GMA_GAUSSIAN) {                                                \
        T c = (T)-0.5 / (s * s);                                                        \
        _Pragma("omp simd reduction(max:m)")                                            \
        for (int64_t j = 0; j < lim; j++) {                                             \
          T d = (T)j - p, z = x[j] + c * d * d;                                         \
          o[j] = z;                                                                     \
          m = z > m ? z : m;                                                            \
        }                                                                               \
      } else if (A->prior == XA_GMA_LAPLACE) {                                          \
        T c = (T)-1 / s;                                                                \
        _Pragma("omp simd reduction(max:m)")                                            \
        for (int64_t j = 0; j < lim; j++) {                                             \
          T d = (T)j - p, z = x[j] + c * (d < 0 ? -d : d);                              \
          o[j] = z;                                                                     \
          m = z > m ? z : m;                                                            \
        }                                                                               \
      } else if (A->prior == XA_GMA_LINEAR) {                                           \
        T c = (T)1 / s;                                                                 \
        for (int64_t j = 0; j < lim; j++) {                                             \
          T d = (T)j - p, gj = (T)1 - (d < 0 ? -d : d) * c;                             \
          T z = gj > 0 ? x[j] + LOG(gj) : (T)-INFINITY;                                 \
          o[j] = z;                                                                     \
          m = z > m ? z : m;                                                            \
        }                                                                               \
      } else {                                                                          \
        _Pragma("omp simd reduction(max:m)")                                            \
        for (int64_t j = 0; j < lim; j++) { o[j] = x[j]; m = x[j] > m ? x[j] : m; }     \
      }                                                                                 \
      for (int64_t j = lim; j < S; j++) o[j] = 0;                                       \
      if (m == -INFINITY) { /* no visible key, or (linear) every visible G is 0 */      \
        int64_t best = -1;                                                              \
        T bd = 0;                                                                       \
        for (int64_t j = 0; j < lim; j++) {                                             \
          o[j] = 0;                                                                     \
          T d = (T)j - p;                                                               \
          d = d < 0 ? -d : d;                                                           \
          if (A->prior == XA_GMA_LINEAR && x[j] != (T)-INFINITY && (best < 0 || d < bd)) { \
            best = j;                                                                   \
            bd = d;                                                                     \
          }                                                                             \
        }                                                                               \
        if (best >= 0) o[best] = 1;                                                     \
        continue;                                                                       \
      }                                                                                 \
      T sum = 0;                                                                        \
      _Pragma("omp simd reduction(+:sum)")                                              \
      for (int64_t j = 0; j < lim; j++) { T e = EXP(o[j] - m); o[j] = e; sum += e; }    \
      T inv = (T)1 / sum;                                                               \
      _Pragma("omp simd")                                                               \
      for (int64_t j = 0; j < lim; j++) o[j] *= inv;                                    \
    }                                                                                   \
  }
GMA_FWD(gma_fwd_f, float, fast_expf, logf)
GMA_FWD(gma_fwd_d, double, exp, log)

#define GMA_BWD(NAME, T)                                                                \
  XA_HOT static void NAME(void *ctx, int64_t r0, int64_t r1, int tid) {                 \
    const gma_args *A = ctx; (void)tid;                                                 \
    int64_t S = A->S;                                                                   \
    for (int64_t r = r0; r < r1; r++) {                                                 \
      const T *w = (const T *)A->w + r * S, *g = (const T *)A->g + r * S;               \
      T *gx = (T *)A->gx + r * S;                                                       \
      int64_t pi = prow(A, r);                                                          \
      T p = ((const T *)A->p)[pi];                                                      \
      T s = A->s ? ((const T *)A->s)[pi] : (T)1;                                        \
      int64_t lim = row_limit((double)p, A->delta, S);                                  \
      T dot = 0, ap = 0, as = 0;                                                        \
      _Pragma("omp simd reduction(+:dot)")                                              \
      for (int64_t j = 0; j < lim; j++) dot += w[j] * g[j];                             \
      if (A->prior == XA_GMA_GAUSSIAN) {                                                \
        T i2 = (T)1 / (s * s), i3 = i2 / s;                                             \
        _Pragma("omp simd reduction(+:ap, as)")                                         \
        for (int64_t j = 0; j < lim; j++) {                                             \
          T dz = w[j] * (g[j] - dot), d = (T)j - p;                                     \
          gx[j] += dz;                                                                  \
          ap += dz * d;                                                                 \
          as += dz * d * d;                                                             \
        }                                                                               \
        ap *= i2;                                                                       \
        as *= i3;                                                                       \
      } else if (A->prior == XA_GMA_LAPLACE) {                                          \
        T i1 = (T)1 / s;                                                                \
        _Pragma("omp simd reduction(+:ap, as)")                                         \
        for (int64_t j = 0; j < lim; j++) {                                             \
          T dz = w[j] * (g[j] - dot), d = (T)j - p;                                     \
          gx[j] += dz;                                                                  \
          ap += d > 0 ? dz : d < 0 ? -dz : (T)0;                                        \
          as += dz * (d < 0 ? -d : d);                                                  \
        }                                                                               \
        ap *= i1;                                                                       \
        as *= i1 * i1;                                                                  \
      } else if (A->prior == XA_GMA_LINEAR) {                                           \
        for (int64_t j = 0; j < lim; j++) {                                             \
          T dz = w[j] * (g[j] - dot), d = (T)j - p, ad = d < 0 ? -d : d, a = s - ad;    \
          gx[j] += dz;                                                                  \
          if (a > 0 && dz != 0) {                                                       \
            ap += (d > 0 ? dz : d < 0 ? -dz : (T)0) / a;                                \
            as += dz * ad / (s * a);                                                    \
          }                                                                             \
        }                                                                               \
      } else {                                                                          \
        _Pragma("omp simd")                                                             \
        for (int64_t j = 0; j < lim; j++) gx[j] += w[j] * (g[j] - dot);                 \
      }                                                                                 \
      A->gp[r] += (double)ap;                                                           \
      A->gs[r] += (double)as;                                                           \
    }                                                                                   \
  }
GMA_BWD(gma_bwd_f, float)
GMA_BWD(gma_bwd_d, double)

static void gma_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *s,
                        int64_t B, int64_t H, int64_t Hp, int64_t T, int64_t S, double delta,
                        xa_gma_prior prior) {
  gma_args A = {.x = x, .w = w, .p = p, .s = prior != XA_GMA_NONE ? s : NULL,
                .rows = B * H * T, .H = H, .Hp = Hp, .T = T, .S = S, .delta = delta,
                .prior = (int)prior};
  xa_parallel_for(A.rows, A.rows * S, dt == XA_FLOAT32 ? gma_fwd_f : gma_fwd_d, &A);
}

static void gma_backward(xa_dtype dt, void *gx, double *gp, double *gs, const void *g,
                         const void *w, const void *p, const void *s, int64_t B, int64_t H,
                         int64_t Hp, int64_t T, int64_t S, double delta, xa_gma_prior prior) {
  gma_args A = {.w = (void *)w, .p = p, .s = s, .rows = B * H * T, .H = H, .Hp = Hp, .T = T,
                .S = S, .delta = delta, .prior = (int)prior, .g = g, .gx = gx, .gp = gp,
                .gs = gs};
  xa_parallel_for(A.rows, A.rows * S, dt == XA_FLOAT32 ? gma_bwd_f : gma_bwd_d, &A);
}

const xa_gma_kernels xa_gma_cpu = {gma_forward, gma_backward};

/* one (sentence, head) pair's T rows on the calling thread (p, s: the pair's T values) */
void xa_gma_pair_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *s,
                         int64_t T, int64_t S, double delta, xa_gma_prior prior) {
  gma_args A = {.x = x, .w = w, .p = p, .s = prior != XA_GMA_NONE ? s : NULL, .rows = T,
                .H = 1, .Hp = 1, .T = T, .S = S, .delta = delta, .prior = (int)prior};
  if (dt == XA_FLOAT32) gma_fwd_f(&A, 0, T, 0); else gma_fwd_d(&A, 0, T, 0);
}

void xa_gma_pair_backward(xa_dtype dt, void *gx, double *gp, double *gs, const void *g,
                          const void *w, const void *p, const void *s, int64_t T, int64_t S,
                          double delta, xa_gma_prior prior) {
  gma_args A = {.w = (void *)w, .p = p, .s = prior != XA_GMA_NONE ? s : NULL, .rows = T,
                .H = 1, .Hp = 1, .T = T, .S = S, .delta = delta, .prior = (int)prior, .g = g,
                .gx = gx, .gp = gp, .gs = gs};
  if (dt == XA_FLOAT32) gma_bwd_f(&A, 0, T, 0); else gma_bwd_d(&A, 0, T, 0);
}

/* the per-row gradients (rows = B*H*T doubles of buf from element off, on like's device)
 * summed over the heads when like has one head (Hp = 1), into a new tensor of like's
 * dtype and shape (B, Hp, T), on the device: nothing crosses to the host */
int xa_gma_reduce_rows(xa_tensor **out, xa_tensor *buf, int64_t off, const xa_tensor *like,
                       int64_t H) {
  int64_t B = like->size[0], Hp = like->size[1], T = like->size[2];
  int64_t sz[3] = {B, H, T}, st[3] = {H * T, T, 1};
  xa_tensor *v = NULL, *r = NULL;
  int rc = xa_tensor_view(&v, buf, 3, sz, st, buf->offset + off);
  if (!rc && Hp == 1) rc = xa_sum(&r, v, 1, true);
  if (!rc) rc = xa_tensor_new_on(out, xa_tensor_device(like), like->dtype, 3, like->size);
  if (!rc && (rc = xa_tensor_copy(*out, r ? r : v))) {
    xa_tensor_release(*out);
    *out = NULL;
  }
  xa_tensor_release(v);
  xa_tensor_release(r);
  return rc;
}

/* saved: 0 the output, 1 contiguous p, 2 contiguous sigma (absent for "none") */
typedef struct { xa_gma_prior prior; int64_t H; double delta; } gma_params;

static int bw_gma(xa_node *n, xa_tensor *g, xa_tensor **gin) {
  const gma_params *prm = &XA_PARAMS(n, gma_params);
  xa_tensor *w = xa_saved(n, 0), *p = xa_saved(n, 1), *s = n->nsaved > 2 ? xa_saved(n, 2) : NULL;
  xa_tensor *gc = NULL, *gx = NULL, *gpt = NULL, *gst = NULL, *buf = NULL;
  int64_t B = w->size[0], H = w->size[1], T = w->size[2], S = w->size[3];
  int64_t rows = B * H * T, nbuf = 2 * rows;
  xa_devtype dev = xa_tensor_device(w);
  const xa_gma_kernels *k = xa_kernels_for("gma_weights", dev, "gma", &xa_gma_cpu);
  if (!k) return -1;
  /* the kernel adds into zeroed gradients: gx, and the per-row gradients of p and sigma
   * (buf: rows of dL/dp, then rows of dL/dsigma, in double on the device) */
  int rc = xa_tensor_zeros_on(&buf, dev, XA_FLOAT64, 1, &nbuf);
  if (!rc) rc = xa_tensor_contiguous(&gc, g);
  if (!rc) rc = xa_tensor_zeros_on(&gx, dev, w->dtype, 4, w->size);
  if (rc) goto done;
  double *gr = xa_tensor_data(buf);
  if (rows > 0 && S > 0)
    k->backward(w->dtype, xa_tensor_data(gx), gr, gr + rows, xa_tensor_data(gc),
                xa_tensor_data(w), xa_tensor_data(p), s ? xa_tensor_data(s) : NULL, B, H,
                p->size[1], T, S, prm->delta, prm->prior);
  if (xa_needs_grad(n, 1)) rc = xa_gma_reduce_rows(&gpt, buf, 0, p, H);
  if (!rc && s && xa_needs_grad(n, 2)) rc = xa_gma_reduce_rows(&gst, buf, rows, s, H);
  if (rc) goto done;
  gin[0] = xa_needs_grad(n, 0) ? gx : NULL;
  if (gin[0]) gx = NULL;
  gin[1] = gpt;
  gpt = NULL;
  if (s) { gin[2] = gst; gst = NULL; }
done:
  xa_tensor_release(buf);
  xa_tensor_release(gc);
  xa_tensor_release(gx);
  xa_tensor_release(gpt);
  xa_tensor_release(gst);
  return rc;
}

/* the smallest sigma accepted: 1/sigma^3 times squared distances stays finite in float32 */
#define SIGMA_MIN 1e-6

/* -1 + message when some element of t (float, any layout) is not finite or, with
 * positive, below SIGMA_MIN */
static int check_values(const char *fn, const char *what, const xa_tensor *t, bool positive,
                        const char *shapes) {
  /* read on the host: a device's values are copied there (on the CPU this is t itself) */
  xa_tensor *h;
  if (xa_tensor_to_device(&h, (xa_tensor *)t, XA_CPU)) return -1;
  int64_t n = xa_tensor_numel(h);
  int rc = 0;
  for (int64_t i = 0; i < n && !rc; i++) {
    double v = xa_tensor_get_flat(h, i);
    if (!isfinite(v) || (positive && !(v >= SIGMA_MIN)))
      rc = xa_err("%s: %s must be %s, got %g at flat position %lld (%s)", fn, what,
                  positive ? "finite and >= 1e-6" : "finite", v, (long long)i + 1, shapes);
  }
  xa_tensor_release(h);
  return rc;
}

int xa_gma_check(const char *fn, const char *name, const xa_tensor *like, xa_tensor *p,
                 xa_tensor *sigma, double delta, xa_gma_prior prior) {
  char sp[XA_SHAPESTR], ss[XA_SHAPESTR], ref[XA_SHAPESTR + 16], shapes[4 * XA_SHAPESTR + 40];
  xa_dtype dt = like->dtype;
  int64_t B = like->size[0], H = like->size[1], T = like->size[2];
  char sl[XA_SHAPESTR];
  snprintf(ref, sizeof ref, "%s %s", name, xa_tensor_shape_str(sl, like));
  xa_tensor_shape_str(sp, p);
  if (sigma) xa_tensor_shape_str(ss, sigma);
  else strcpy(ss, "none");
  snprintf(shapes, sizeof shapes, "%s, p %s, sigma %s", ref, sp, ss);
  if (p->dtype != dt)
    return xa_err("%s: p must have the dtype of %s (%s), got %s (%s)", fn, name,
                  xa_dtype_name(dt), xa_dtype_name(p->dtype), shapes);
  if (p->ndim != 3 || p->size[0] != B || p->size[2] != T || (p->size[1] != 1 && p->size[1] != H))
    return xa_err("%s: p must be (B,Hp,T) = (%lld,1 or %lld,%lld) for %s, got %s (%s)", fn,
                  (long long)B, (long long)H, (long long)T, ref, sp, shapes);
  if ((unsigned)prior > XA_GMA_NONE)
    return xa_err("%s: unknown prior %d (%s)", fn, (int)prior, shapes);
  if (!sigma && prior != XA_GMA_NONE)
    return xa_err("%s: sigma is required for the %s prior (%s)", fn, xa_gma_prior_name(prior),
                  shapes);
  if (sigma && (sigma->dtype != p->dtype || !xa_same_shape(sigma, p)))
    return xa_err("%s: sigma must have the shape and dtype of p (%s %s), got %s %s (%s)", fn,
                  xa_dtype_name(p->dtype), sp, xa_dtype_name(sigma->dtype), ss, shapes);
  if (!isfinite(delta))
    return xa_err("%s: delta must be finite, got %g (%s)", fn, delta, shapes);
  if (xa_check_devices(fn, 2, (xa_tensor *[]){p, sigma})) return -1;
  if (check_values(fn, "p", p, false, shapes)) return -1;
  if (sigma && prior != XA_GMA_NONE && check_values(fn, "sigma", sigma, true, shapes)) return -1;
  return 0;
}

int xa_gma_weights(xa_tensor **out, xa_tensor *logits, xa_tensor *p, xa_tensor *sigma,
                   double delta, xa_gma_prior prior) {
  char sl[XA_SHAPESTR], sp[XA_SHAPESTR];
  xa_tensor_shape_str(sl, logits);
  xa_tensor_shape_str(sp, p);
  if (!xa_dtype_is_float(logits->dtype))
    return xa_err("gma_weights: logits must be float32 or float64, got %s (logits %s, p %s)",
                  xa_dtype_name(logits->dtype), sl, sp);
  if (logits->ndim != 4)
    return xa_err("gma_weights: logits must be (B,H,T,S), got %s (p %s)", sl, sp);
  int64_t B = logits->size[0], H = logits->size[1], T = logits->size[2];
  if (xa_gma_check("gma_weights", "logits", logits, p, sigma, delta, prior) ||
      xa_check_devices("gma_weights", 3, (xa_tensor *[]){logits, p, sigma}))
    return -1;
  const xa_gma_kernels *k = xa_kernels_for("gma_weights", xa_tensor_device(logits), "gma",
                                           &xa_gma_cpu);
  if (!k) return -1;

  xa_tensor *xc = NULL, *pc = NULL, *sc = NULL, *o = NULL;
  int rc = xa_tensor_contiguous(&xc, logits);
  if (!rc) rc = xa_tensor_contiguous(&pc, p);
  if (!rc && sigma) rc = xa_tensor_contiguous(&sc, sigma);
  if (!rc) rc = xa_tensor_new_on(&o, xa_tensor_device(logits), logits->dtype, 4, logits->size);
  if (rc) goto fail;
  if (B * H * T > 0 && logits->size[3] > 0)
    k->forward(logits->dtype, xa_tensor_data(o), xa_tensor_data(xc), xa_tensor_data(pc),
               sc ? xa_tensor_data(sc) : NULL, B, H, p->size[1], T, logits->size[3], delta,
               prior);
  xa_tensor_release(xc);
  xc = NULL;

  xa_node *n;
  xa_tensor *in[3] = {logits, p, sigma};
  if (xa_record(&o, "gma_weights", bw_gma, sigma ? 3 : 2, in, &n)) goto fail;
  if (n) {
    XA_PARAMS(n, gma_params) = (gma_params){prior, H, delta};
    if (xa_node_save_output(n, o)) goto fail;
    xa_node_save(n, pc);
    if (sc) xa_node_save(n, sc);
  }
  xa_tensor_release(pc);
  xa_tensor_release(sc);
  *out = o;
  return 0;
fail:
  xa_tensor_release(xc);
  xa_tensor_release(pc);
  xa_tensor_release(sc);
  xa_tensor_release(o);
  return -1;
}

int xa_gma_visible(xa_tensor **out, xa_tensor *p, double delta, xa_tensor *lengths) {
  char sp[XA_SHAPESTR], sl[XA_SHAPESTR];
  xa_tensor_shape_str(sp, p);
  xa_tensor_shape_str(sl, lengths);
  if (!xa_dtype_is_float(p->dtype))
    return xa_err("gma_visible: p must be float32 or float64, got %s (p %s, lengths %s)",
                  xa_dtype_name(p->dtype), sp, sl);
  if (p->ndim != 3)
    return xa_err("gma_visible: p must be (B,Hp,T), got %s (lengths %s)", sp, sl);
  if (lengths->dtype != XA_INT64 || lengths->ndim != 1 || lengths->size[0] != p->size[0])
    return xa_err("gma_visible: lengths must be an int64 (%lld) tensor for p %s, got %s %s",
                  (long long)p->size[0], sp, xa_dtype_name(lengths->dtype), sl);
  if (!isfinite(delta))
    return xa_err("gma_visible: delta must be finite, got %g (p %s)", delta, sp);
  if (xa_check_devices("gma_visible", 2, (xa_tensor *[]){p, lengths})) return -1;
  /* computed on the host (a device's p and lengths copied there), the result on p's device */
  xa_devtype dev = xa_tensor_device(p);
  xa_tensor *ph = NULL, *lh = NULL, *o = NULL;
  if (xa_tensor_to_device(&ph, p, XA_CPU) || xa_tensor_to_device(&lh, lengths, XA_CPU)) {
    xa_tensor_release(ph);
    return -1;
  }
  int rc = 0;
  int64_t n = xa_tensor_numel(ph);
  for (int64_t i = 0; i < n && !rc; i++) {
    double v = xa_tensor_get_flat(ph, i);
    if (!isfinite(v))
      rc = xa_err("gma_visible: p must be finite, got %g at flat position %lld (p %s)", v,
                  (long long)i + 1, sp);
  }
  if (!rc) rc = xa_tensor_new(&o, XA_INT64, 3, p->size);
  if (!rc) {
    int64_t B = p->size[0], per = p->size[1] * p->size[2];
    int64_t *ov = xa_tensor_data(o);
    for (int64_t b = 0; b < B; b++) {
      double J = xa_tensor_get_flat(lh, b);
      for (int64_t k = 0; k < per; k++) {
        double c = ceil(xa_tensor_get_flat(ph, b * per + k) + delta);
        c = c > J ? J : c;
        ov[b * per + k] = c > 0 ? (int64_t)c : 0;
      }
    }
  }
  xa_tensor_release(ph);
  xa_tensor_release(lh);
  if (!rc && dev != XA_CPU) {
    xa_tensor *m;
    rc = xa_tensor_to_device(&m, o, dev);
    xa_tensor_release(o);
    o = rc ? NULL : m;
  }
  if (rc) return -1;
  *out = o;
  return 0;
}
