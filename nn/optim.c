/* Flat parameter buffers and the optimizer kernels over them (see nn/optim.h).
 *
 * llm.c's layout: all parameters live in one allocation and all gradients in another,
 * so an optimizer step, a gradient norm or zeroing the gradients is one loop over a
 * vector. xa_flatten_params moves existing parameter tensors into such a buffer without
 * changing their identity (the tensor objects are re-pointed), and xa_flat_grads makes
 * each parameter's .grad a view of the gradient buffer, into which autograd accumulates
 * in place.
 *
 * Kernels are elementwise over independent elements (split in fixed ranges), except the
 * norm, which sums fixed blocks in double and then the block sums in order: results do
 * not depend on the thread count. */
#include "../tensor/hot.h"
#include "optim.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NORM_BLOCK 8192

/* ---- flatten ------------------------------------------------------------------ */
int xa_flatten_params(xa_tensor **flat, int n, xa_tensor *const *ts) {
  if (xa_check_devices("_flatten", n, ts)) return -1;
  xa_devtype dev = n > 0 ? xa_tensor_device(ts[0]) : XA_CPU;
  char s1[XA_SHAPESTR];
  xa_dtype dt = n > 0 ? ts[0]->dtype : XA_FLOAT32;
  int64_t total = 0;
  for (int k = 0; k < n; k++) {
    xa_tensor *t = ts[k];
    if (!xa_dtype_is_float(t->dtype) || t->dtype != dt)
      return xa_err("_flatten: tensors must be all float32 or all float64; tensor %d is %s %s "
                    "but tensor 1 is %s", k + 1, xa_dtype_name(t->dtype),
                    xa_tensor_shape_str(s1, t), xa_dtype_name(dt));
    if (xa_grad_fn(t))
      return xa_err("_flatten: tensor %d %s is not a leaf (it was computed by '%s'); only "
                    "parameters (leaf tensors) can be moved into a flat buffer", k + 1,
                    xa_tensor_shape_str(s1, t), xa_grad_fn(t)->name);
    bool dup = false;
    for (int j = 0; j < k && !dup; j++) dup = ts[j] == t;
    if (!dup) total += xa_tensor_numel(t);
  }
  xa_tensor *f;
  if (xa_tensor_new_on(&f, dev, dt, 1, &total)) return -1;
  /* copy every value first: a tensor may be a view of another's storage */
  int64_t *pos = malloc((size_t)(n > 0 ? n : 1) * sizeof *pos);
  if (!pos) { xa_tensor_release(f); return xa_err("_flatten: out of memory"); }
  int64_t off = 0;
  for (int k = 0; k < n; k++) {
    int j = 0;
    while (j < k && ts[j] != ts[k]) j++;
    if (j < k) { pos[k] = pos[j]; continue; }
    int64_t len = xa_tensor_numel(ts[k]), st[XA_MAXDIM];
    xa_contiguous_strides(ts[k]->ndim, ts[k]->size, st);
    xa_tensor *dst = NULL;
    if (xa_tensor_view(&dst, f, ts[k]->ndim, ts[k]->size, st, off) || xa_tensor_copy(dst, ts[k])) {
      xa_tensor_release(dst);
      xa_tensor_release(f);
      free(pos);
      return -1;
    }
    xa_tensor_release(dst);
    pos[k] = off;
    off += len;
  }
  /* then re-point the tensor objects */
  for (int k = 0; k < n; k++) {
    xa_tensor *t = ts[k];
    if (t->storage == f->storage) continue; /* a duplicate, already moved */
    xa_storage_retain(f->storage);
    xa_storage_release(t->storage);
    t->storage = f->storage;
    t->offset = pos[k];
    xa_contiguous_strides(t->ndim, t->size, t->stride);
  }
  free(pos);
  *flat = f;
  return 0;
}

/* ---- gradient views --------------------------------------------------------------- */
static int check_flat(const char *fn, const char *what, xa_tensor *t) {
  char s1[XA_SHAPESTR];
  if (t->ndim != 1 || !xa_dtype_is_float(t->dtype) || (t->size[0] > 1 && t->stride[0] != 1))
    return xa_err("%s: %s must be a contiguous 1-D float32 or float64 tensor, got %s %s%s", fn,
                  what, xa_dtype_name(t->dtype), xa_tensor_shape_str(s1, t),
                  t->ndim == 1 && t->size[0] > 1 && t->stride[0] != 1 ? " (strided)" : "");
  return 0;
}

int xa_flat_grads(xa_tensor *gflat, int n, xa_tensor *const *ts, int *nset) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (check_flat("_flat_grads", "the gradient buffer", gflat)) return -1;
  int64_t len = gflat->size[0];
  for (int k = 0; k < n; k++) {
    xa_tensor *t = ts[k];
    if (t->dtype != gflat->dtype || !xa_tensor_is_contiguous(t) || t->offset < 0 ||
        t->offset + xa_tensor_numel(t) > len)
      return xa_err("_flat_grads: tensor %d (%s %s at offset %lld) does not lie in a flat buffer "
                    "like the gradient buffer (%s %s); flatten the parameters first", k + 1,
                    xa_dtype_name(t->dtype), xa_tensor_shape_str(s1, t), (long long)t->offset,
                    xa_dtype_name(gflat->dtype), xa_tensor_shape_str(s2, gflat));
    xa_tensor *gr = xa_grad(t);
    if (gr && (gr->dtype != t->dtype || !xa_same_shape(gr, t)))
      return xa_err("_flat_grads: tensor %d %s has a gradient of shape %s and dtype %s", k + 1,
                    xa_tensor_shape_str(s1, t), xa_tensor_shape_str(s2, gr),
                    xa_dtype_name(gr->dtype));
  }
  int set = 0;
  int64_t base = gflat->offset;
  for (int k = 0; k < n; k++) {
    xa_tensor *t = ts[k], *gr = xa_grad(t);
    int64_t off = base + t->offset;
    if (gr && gr->storage == gflat->storage && gr->offset == off && xa_tensor_is_contiguous(gr))
      continue;
    int64_t st[XA_MAXDIM];
    xa_contiguous_strides(t->ndim, t->size, st);
    xa_tensor *v;
    if (xa_tensor_view(&v, gflat, t->ndim, t->size, st, off)) return -1;
    int rc = gr ? xa_tensor_copy(v, gr) : xa_tensor_fill(v, 0);
    if (rc) { xa_tensor_release(v); return -1; }
    rc = xa_set_grad(t, v);
    xa_tensor_release(v);
    if (rc) return -1;
    set++;
  }
  if (nset) *nset = set;
  return 0;
}

/* ---- Adam / AdamW ----------------------------------------------------------------- */
static int check_same(const char *fn, const char *what, xa_tensor *t, xa_tensor *p) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (check_flat(fn, what, t)) return -1;
  if (t->dtype != p->dtype || t->size[0] != p->size[0])
    return xa_err("%s: %s (%s %s) must match the parameters (%s %s)", fn, what,
                  xa_dtype_name(t->dtype), xa_tensor_shape_str(s1, t), xa_dtype_name(p->dtype),
                  xa_tensor_shape_str(s2, p));
  return 0;
}

/* torch.optim.Adam / AdamW (single-tensor path), per element:
 *   AdamW:  p = p (1 - lr wd)              Adam: g = g + wd p (the stored grad unchanged)
 *   m = b1 m + (1 - b1) g;  v = b2 v + (1 - b2) g²
 *   p = p - lr / (1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps)
 * float32 parameters in float arithmetic, as torch computes them (the step is then bound
 * by the 7 streams it reads and writes, not by double sqrt and division: 3x faster on
 * bench-small's 9.6M parameters); float64 in double. */
typedef struct {
  void *p, *m, *v;
  const void *g;
  double pd, gw, b1, b2, eps, step_size, bc2s;
} adam_args;

/* one element of the float32 update, the scalar path and the tail of the vector one */
XA_INLINE void adam_one_f(float *p, const float *g, float *m, float *v, float pd, float gw, float b1,
                          float c1, float b2, float c2, float ss, float rb, float eps) {
  float gi = *g + gw * *p;
  float mi = b1 * *m + c1 * gi;
  float vi = b2 * *v + c2 * gi * gi;
  *m = mi;
  *v = vi;
  *p = *p * pd - ss * mi / (sqrtf(vi) * rb + eps);
}

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
/* 8 lanes of the same arithmetic; written out because the compiler keeps sqrtf scalar (for
 * errno) unless the whole build drops math errno */
__attribute__((target("avx2"))) static void adam_f_avx2(float *p, const float *g, float *m, float *v,
                                                        int64_t i0, int64_t i1, float pd, float gw,
                                                        float b1, float c1, float b2, float c2, float ss,
                                                        float rb, float eps) {
  const __m256 Vpd = _mm256_set1_ps(pd), Vgw = _mm256_set1_ps(gw), Vb1 = _mm256_set1_ps(b1);
  const __m256 Vc1 = _mm256_set1_ps(c1), Vb2 = _mm256_set1_ps(b2), Vc2 = _mm256_set1_ps(c2);
  const __m256 Vss = _mm256_set1_ps(ss), Vrb = _mm256_set1_ps(rb), Veps = _mm256_set1_ps(eps);
  int64_t i = i0;
  for (; i + 8 <= i1; i += 8) {
    __m256 pi = _mm256_loadu_ps(p + i), gi = _mm256_loadu_ps(g + i);
    gi = _mm256_add_ps(gi, _mm256_mul_ps(Vgw, pi));
    __m256 mi = _mm256_add_ps(_mm256_mul_ps(Vb1, _mm256_loadu_ps(m + i)), _mm256_mul_ps(Vc1, gi));
    __m256 vi = _mm256_add_ps(_mm256_mul_ps(Vb2, _mm256_loadu_ps(v + i)),
                              _mm256_mul_ps(_mm256_mul_ps(Vc2, gi), gi));
    _mm256_storeu_ps(m + i, mi);
    _mm256_storeu_ps(v + i, vi);
    __m256 den = _mm256_add_ps(_mm256_mul_ps(_mm256_sqrt_ps(vi), Vrb), Veps);
    _mm256_storeu_ps(p + i, _mm256_sub_ps(_mm256_mul_ps(pi, Vpd), _mm256_div_ps(_mm256_mul_ps(Vss, mi), den)));
  }
  for (; i < i1; i++) adam_one_f(p + i, g + i, m + i, v + i, pd, gw, b1, c1, b2, c2, ss, rb, eps);
}
#endif

static void adam_f(void *ctx, int64_t i0, int64_t i1, int tid) {
  const adam_args *A = ctx; (void)tid;
  float *p = A->p, *m = A->m, *v = A->v;
  const float *g = A->g;
  const float pd = (float)A->pd, gw = (float)A->gw, b1 = (float)A->b1, c1 = (float)(1.0 - A->b1);
  const float b2 = (float)A->b2, c2 = (float)(1.0 - A->b2), eps = (float)A->eps;
  const float ss = (float)A->step_size, rb = (float)(1.0 / A->bc2s);
#if defined(__GNUC__) && defined(__x86_64__)
  if (__builtin_cpu_supports("avx2")) {
    adam_f_avx2(p, g, m, v, i0, i1, pd, gw, b1, c1, b2, c2, ss, rb, eps);
    return;
  }
#endif
  for (int64_t i = i0; i < i1; i++) adam_one_f(p + i, g + i, m + i, v + i, pd, gw, b1, c1, b2, c2, ss, rb, eps);
}

static void adam_d(void *ctx, int64_t i0, int64_t i1, int tid) {
  const adam_args *A = ctx; (void)tid;
  double *p = A->p, *m = A->m, *v = A->v;
  const double *g = A->g;
#pragma omp simd
  for (int64_t i = i0; i < i1; i++) {
    double pi = p[i] * A->pd;
    double gi = g[i] + A->gw * p[i];
    double mi = A->b1 * m[i] + (1.0 - A->b1) * gi;
    double vi = A->b2 * v[i] + (1.0 - A->b2) * gi * gi;
    m[i] = mi;
    v[i] = vi;
    p[i] = pi - A->step_size * mi / (sqrt(vi) / A->bc2s + A->eps);
  }
}

static void bump(xa_tensor *t) { t->storage->version++; }

int xa_adam_step(xa_tensor *param, xa_tensor *grad, xa_tensor *m, xa_tensor *v, int64_t step,
                 double lr, double b1, double b2, double eps, double wd, bool dec) {
  if (xa_check_devices("_adam_step", 4, (xa_tensor *[]){param, grad, m, v})) return -1;
  const char *fn = "_adam_step";
  if (check_flat(fn, "the parameter buffer", param) ||
      check_same(fn, "the gradient buffer", grad, param) ||
      check_same(fn, "the first moment m", m, param) ||
      check_same(fn, "the second moment v", v, param))
    return -1;
  if (step < 1) return xa_err("%s: step must be >= 1 (the 1-based step number), got %lld", fn, (long long)step);
  if (!(lr >= 0) || !(b1 >= 0 && b1 < 1) || !(b2 >= 0 && b2 < 1) || !(eps >= 0) || !(wd >= 0))
    return xa_err("%s: invalid hyper-parameters lr=%g betas=(%g, %g) eps=%g weight_decay=%g "
                  "(need lr >= 0, 0 <= beta < 1, eps >= 0, weight_decay >= 0)", fn, lr, b1, b2,
                  eps, wd);
  int64_t n = param->size[0];
  double bc1 = 1.0 - pow(b1, (double)step), bc2 = 1.0 - pow(b2, (double)step);
  double step_size = lr / bc1, bc2s = sqrt(bc2);
  if (xa_tensor_device(param) != XA_CPU) {
    const xa_optim_kernels *k = xa_kernels_for(fn, xa_tensor_device(param), "optim", NULL);
    if (!k || k->adam(param->dtype, xa_tensor_data(param), xa_tensor_data(grad), xa_tensor_data(m),
                      xa_tensor_data(v), n, step, lr, b1, b2, eps, wd, dec))
      return -1;
  } else {
    adam_args A = {.p = xa_tensor_data(param), .m = xa_tensor_data(m), .v = xa_tensor_data(v),
                   .g = xa_tensor_data(grad), .pd = dec ? 1.0 - lr * wd : 1.0, .gw = dec ? 0.0 : wd,
                   .b1 = b1, .b2 = b2, .eps = eps, .step_size = step_size, .bc2s = bc2s};
    xa_parallel_for(n, n, param->dtype == XA_FLOAT32 ? adam_f : adam_d, &A);
  }
  bump(param); bump(m); bump(v);
  return 0;
}

/* ---- SGD -------------------------------------------------------------------------- */
/* torch.optim.SGD: d = g + wd p; with momentum: buf = d (first step) or
 * momentum buf + (1 - dampening) d, and d = nesterov ? d + momentum buf : buf; p -= lr d */
#define SGD(NAME, T)                                                                    \
  static void NAME(T *p, const T *g, T *buf, int64_t n, bool first, double lr, double mu, \
                   double damp, double wd, bool nest) {                               \
    int nt = xa_parallel_threads(n, n);                                                 \
    XA_OMP_FOR_SIMD(nt)                                                                 \
    for (int64_t i = 0; i < n; i++) {                                                 \
      double d = (double)g[i] + wd * (double)p[i];                                    \
      if (buf) {                                                                      \
        double b = first ? d : mu * (double)buf[i] + (1.0 - damp) * d;                \
        buf[i] = (T)b;                                                                \
        d = nest ? d + mu * b : b;                                                    \
      }                                                                               \
      p[i] = (T)((double)p[i] - lr * d);                                              \
    }                                                                                 \
  }
SGD(sgd_f, float)
SGD(sgd_d, double)

int xa_sgd_step(xa_tensor *param, xa_tensor *grad, xa_tensor *buf, bool first, double lr,
                double mu, double damp, double wd, bool nest) {
  if (xa_check_devices("_sgd_step", 3, (xa_tensor *[]){param, grad, buf})) return -1;
  const char *fn = "_sgd_step";
  if (check_flat(fn, "the parameter buffer", param) ||
      check_same(fn, "the gradient buffer", grad, param) ||
      (buf && check_same(fn, "the momentum buffer", buf, param)))
    return -1;
  if (mu != 0 && !buf) return xa_err("%s: momentum %g needs a momentum buffer", fn, mu);
  if (!(lr >= 0) || !(mu >= 0) || !(wd >= 0) || !(damp >= 0 && damp <= 1))
    return xa_err("%s: invalid hyper-parameters lr=%g momentum=%g dampening=%g weight_decay=%g",
                  fn, lr, mu, damp, wd);
  if (nest && (mu <= 0 || damp != 0))
    return xa_err("%s: nesterov momentum requires a momentum > 0 and zero dampening (got "
                  "momentum=%g dampening=%g)", fn, mu, damp);
  int64_t n = param->size[0];
  if (mu == 0) buf = NULL;
  if (xa_tensor_device(param) != XA_CPU) {
    const xa_optim_kernels *k = xa_kernels_for(fn, xa_tensor_device(param), "optim", NULL);
    if (!k || k->sgd(param->dtype, xa_tensor_data(param), xa_tensor_data(grad),
                     buf ? xa_tensor_data(buf) : NULL, n, first, lr, mu, damp, wd, nest))
      return -1;
  } else if (param->dtype == XA_FLOAT32)
    sgd_f(xa_tensor_data(param), xa_tensor_data(grad), buf ? xa_tensor_data(buf) : NULL, n,
          first, lr, mu, damp, wd, nest);
  else
    sgd_d(xa_tensor_data(param), xa_tensor_data(grad), buf ? xa_tensor_data(buf) : NULL, n,
          first, lr, mu, damp, wd, nest);
  bump(param);
  if (buf) bump(buf);
  return 0;
}

/* ---- gradient norm and clipping ---------------------------------------------------- */
#define SUMSQ(NAME, T)                                                                  \
  static double NAME(const T *g, int64_t n) {                                          \
    int64_t nb = (n + NORM_BLOCK - 1) / NORM_BLOCK;                                   \
    double *part = malloc((size_t)(nb > 0 ? nb : 1) * sizeof *part);                  \
    if (!part) return -1;                                                             \
    int nt = xa_parallel_threads(nb, n);                                                \
    XA_OMP_FOR(nt)                                                                      \
    for (int64_t b = 0; b < nb; b++) {                                                \
      int64_t e = (b + 1) * NORM_BLOCK < n ? (b + 1) * NORM_BLOCK : n;                \
      double acc = 0;                                                                 \
      _Pragma("omp simd reduction(+:acc)")                                            \
      for (int64_t i = b * NORM_BLOCK; i < e; i++) acc += (double)g[i] * (double)g[i]; \
      part[b] = acc;                                                                  \
    }                                                                                 \
    double tot = 0;                                                                   \
    for (int64_t b = 0; b < nb; b++) tot += part[b];                                  \
    free(part);                                                                       \
    return tot;                                                                       \
  }
SUMSQ(sumsq_f, float)
SUMSQ(sumsq_d, double)

#define SCALE(NAME, T)                                                                  \
  static void NAME(T *g, int64_t n, double s) {                                        \
    T sc = (T)s;                                                                      \
    int nt = xa_parallel_threads(n, n);                                                 \
    XA_OMP_FOR_SIMD(nt)                                                                 \
    for (int64_t i = 0; i < n; i++) g[i] *= sc;                                       \
  }
SCALE(scale_f, float)
SCALE(scale_d, double)

int xa_clip_grad_norm(xa_tensor *g, double max_norm, double *norm) {
  if (check_flat("clip_grad_norm", "the gradient buffer", g)) return -1;
  if (max_norm != max_norm)
    return xa_err("clip_grad_norm: max_norm is NaN");
  int64_t n = g->size[0];
  if (xa_tensor_device(g) != XA_CPU) {
    const xa_optim_kernels *k = xa_kernels_for("clip_grad_norm", xa_tensor_device(g), "optim", NULL);
    if (!k || k->clip(g->dtype, xa_tensor_data(g), n, max_norm, norm)) return -1;
    if (max_norm > 0) bump(g);
    return 0;
  }
  bool f32 = g->dtype == XA_FLOAT32;
  double ss = f32 ? sumsq_f(xa_tensor_data(g), n) : sumsq_d(xa_tensor_data(g), n);
  if (ss < 0) return xa_err("clip_grad_norm: out of memory");
  double nrm = sqrt(ss);
  *norm = nrm;
  if (max_norm > 0) {
    double coef = max_norm / (nrm + 1e-6);
    if (coef < 1) {
      if (f32) scale_f(xa_tensor_data(g), n, coef);
      else scale_d(xa_tensor_data(g), n, coef);
      bump(g);
    }
  }
  return 0;
}
