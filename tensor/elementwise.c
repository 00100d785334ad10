/* The CPU elementwise kernels (backend.h says what each entry computes): one inner loop
 * per (op, dtype) for the iterator of iter.h, which broadcasts the operands and splits big
 * iterations over threads. Binary loops: operands (out, a, b). Unary: (out, a). Unary
 * gradient: (gin, g, a, y) with y the forward output. Each loop has a unit-stride fast
 * path (vectorised by the compiler) and a strided path; binary loops also special-case a
 * broadcast scalar. */
#include "hot.h"
#include "cpu.h"
#include "fastmath.h"

#include <math.h>

/* The unit-stride paths of every loop below are `omp simd`: at -O2 GCC does not vectorise
 * a loop it would have to version for aliasing, and these ran scalar (objdump: addss, no
 * addps). The operands never overlap partially: out is fresh memory or, in place, the very
 * tensor a, and a binary op's b that aliases a in another layout is copied first
 * (vm/ops_elementwise.c). */

/* ---- binary ------------------------------------------------------------ */
#define BIN_LOOP(NAME, T, TO, EXPR)                                                    \
  XA_HOT static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {        \
    (void)ctx;                                                                        \
    TO *o = (TO *)p[0];                                                               \
    const T *A = (const T *)p[1], *B = (const T *)p[2];                               \
    if (s[0] == 1 && s[1] == 1 && s[2] == 1) {                                        \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) { T x = A[i], y = B[i]; o[i] = (TO)(EXPR); }    \
    } else if (s[0] == 1 && s[1] == 1 && s[2] == 0) {                                 \
      T y = *B;                                                                       \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) { T x = A[i]; o[i] = (TO)(EXPR); }              \
    } else if (s[0] == 1 && s[1] == 0 && s[2] == 1) {                                 \
      T x = *A;                                                                       \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) { T y = B[i]; o[i] = (TO)(EXPR); }              \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) {                                               \
        T x = A[i * s[1]], y = B[i * s[2]];                                           \
        o[i * s[0]] = (TO)(EXPR);                                                     \
      }                                                                               \
    }                                                                                 \
  }

/* NaN-propagating max/min as in PyTorch */
#define FMAX(x, y) (((x) != (x) || (x) > (y)) ? (x) : (y))
#define FMIN(x, y) (((x) != (x) || (x) < (y)) ? (x) : (y))
/* integer power by squaring; wraps around on overflow (unsigned arithmetic, no UB) */
static inline int64_t ipow(int64_t base, int64_t e) {
  if (e < 0) return base == 1 ? 1 : base == -1 ? ((e & 1) ? -1 : 1) : 0;
  uint64_t r = 1, b = (uint64_t)base;
  while (e) { if (e & 1) r *= b; e >>= 1; if (e) b *= b; }
  return (int64_t)r;
}
/* int64 arithmetic that wraps around like the hardware instead of being undefined */
#define WADD(x, y) ((int64_t)((uint64_t)(x) + (uint64_t)(y)))
#define WSUB(x, y) ((int64_t)((uint64_t)(x) - (uint64_t)(y)))
#define WMUL(x, y) ((int64_t)((uint64_t)(x) * (uint64_t)(y)))

#define ARITH3(SUF, T, ADD, SUB, MUL)                                                   \
  BIN_LOOP(add_##SUF, T, T, ADD(x, y))                                                \
  BIN_LOOP(sub_##SUF, T, T, SUB(x, y))                                                \
  BIN_LOOP(mul_##SUF, T, T, MUL(x, y))
#define PADD(x, y) ((x) + (y))
#define PSUB(x, y) ((x) - (y))
#define PMUL(x, y) ((x) * (y))
ARITH3(f, float, PADD, PSUB, PMUL)
ARITH3(d, double, PADD, PSUB, PMUL)
ARITH3(l, int64_t, WADD, WSUB, WMUL)
ARITH3(b, uint8_t, PADD, PSUB, PMUL)

#define ARITH_FAMILY(SUF, T)                                                            \
  BIN_LOOP(max_##SUF, T, T, FMAX(x, y))                                               \
  BIN_LOOP(min_##SUF, T, T, FMIN(x, y))                                               \
  BIN_LOOP(eq_##SUF, T, uint8_t, x == y)                                              \
  BIN_LOOP(ne_##SUF, T, uint8_t, x != y)                                              \
  BIN_LOOP(lt_##SUF, T, uint8_t, x < y)                                               \
  BIN_LOOP(le_##SUF, T, uint8_t, x <= y)                                              \
  BIN_LOOP(gt_##SUF, T, uint8_t, x > y)                                               \
  BIN_LOOP(ge_##SUF, T, uint8_t, x >= y)                                              \
  BIN_LOOP(and_##SUF, T, uint8_t, (x != 0) && (y != 0))                               \
  BIN_LOOP(or_##SUF, T, uint8_t, (x != 0) || (y != 0))

ARITH_FAMILY(f, float)
ARITH_FAMILY(d, double)
ARITH_FAMILY(l, int64_t)
ARITH_FAMILY(b, uint8_t)
BIN_LOOP(div_f, float, float, x / y)
BIN_LOOP(div_d, double, double, x / y)
BIN_LOOP(pow_f, float, float, powf(x, y))
BIN_LOOP(pow_d, double, double, pow(x, y))
BIN_LOOP(pow_l, int64_t, int64_t, ipow(x, y))

#define ROW(SUF, DIV, POW)                                                              \
  {add_##SUF, sub_##SUF, mul_##SUF, DIV, POW, max_##SUF, min_##SUF, eq_##SUF, ne_##SUF, \
   lt_##SUF, le_##SUF, gt_##SUF, ge_##SUF, and_##SUF, or_##SUF}
static const xa_loop_fn binloops[XA_NDTYPE][XA_NBINARY] = {
  ROW(b, NULL, NULL), ROW(l, NULL, pow_l), ROW(f, div_f, pow_f), ROW(d, div_d, pow_d),
};

bool xa_binary_supported(xa_binop op, xa_dtype dt) { return binloops[dt][op] != NULL; }

/* ---- unary -------------------------------------------------------------- */
/* XA_HOT512: AVX-512 and AVX2/FMA clones beside the baseline (tensor/hot.h): tanh and
 * sigmoid run about 2x faster with AVX2 than without, and 1.7x faster again with AVX-512 */
#define UN_LOOP(NAME, T, TO, EXPR)                                                     \
  XA_HOT512 static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {     \
    (void)ctx;                                                                        \
    TO *o = (TO *)p[0];                                                               \
    const T *A = (const T *)p[1];                                                     \
    if (s[0] == 1 && s[1] == 1) {                                                     \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) { T x = A[i]; o[i] = (TO)(EXPR); }              \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) { T x = A[i * s[1]]; o[i * s[0]] = (TO)(EXPR); } \
    }                                                                                 \
  }

#define SIGN(x) ((x) > 0 ? 1 : (x) < 0 ? -1 : 0)
#define GELU_F(x) (0.5f * (x) * (1.0f + erff((x) * 0.70710678118654752f)))
#define GELU_D(x) (0.5 * (x) * (1.0 + erf((x) * 0.70710678118654752)))
#define SIGMOID_D(x) ((x) >= 0 ? 1.0 / (1.0 + exp(-(x))) : exp(x) / (1.0 + exp(x)))

#define FLOAT_UNARY(SUF, T, ABS, EXP, LOG, SQRT, TANH, SIN, COS, FLOOR, CEIL, RINT, LOG1P, EXPM1, GELU, SIGM) \
  UN_LOOP(neg_##SUF, T, T, -x)                                                        \
  UN_LOOP(abs_##SUF, T, T, ABS(x))                                                    \
  UN_LOOP(exp_##SUF, T, T, EXP(x))                                                    \
  UN_LOOP(log_##SUF, T, T, LOG(x))                                                    \
  UN_LOOP(sqrt_##SUF, T, T, SQRT(x))                                                  \
  UN_LOOP(rsqrt_##SUF, T, T, 1 / SQRT(x))                                             \
  UN_LOOP(tanh_##SUF, T, T, TANH(x))                                                  \
  UN_LOOP(sigmoid_##SUF, T, T, SIGM(x))                                               \
  UN_LOOP(relu_##SUF, T, T, x > 0 ? x : 0)                                            \
  UN_LOOP(gelu_##SUF, T, T, GELU(x))                                                  \
  UN_LOOP(sin_##SUF, T, T, SIN(x))                                                    \
  UN_LOOP(cos_##SUF, T, T, COS(x))                                                    \
  UN_LOOP(floor_##SUF, T, T, FLOOR(x))                                                \
  UN_LOOP(ceil_##SUF, T, T, CEIL(x))                                                  \
  UN_LOOP(round_##SUF, T, T, RINT(x))                                                 \
  UN_LOOP(sign_##SUF, T, T, x != x ? x : SIGN(x))                                     \
  UN_LOOP(recip_##SUF, T, T, 1 / x)                                                   \
  UN_LOOP(square_##SUF, T, T, x * x)                                                  \
  UN_LOOP(log1p_##SUF, T, T, LOG1P(x))                                                \
  UN_LOOP(expm1_##SUF, T, T, EXPM1(x))                                                \
  UN_LOOP(not_##SUF, T, uint8_t, x == 0)

/* float tanh and sigmoid use the vectorisable tensor/fastmath.h versions (a few ulp of
 * libm's); float64 keeps libm (gradchecks and references run in float64) */
FLOAT_UNARY(f, float, fabsf, expf, logf, sqrtf, fast_tanhf, sinf, cosf, floorf, ceilf, nearbyintf,
            log1pf, expm1f, GELU_F, fast_sigmoidf)
FLOAT_UNARY(d, double, fabs, exp, log, sqrt, tanh, sin, cos, floor, ceil, nearbyint, log1p,
            expm1, GELU_D, SIGMOID_D)
UN_LOOP(neg_l, int64_t, int64_t, WSUB(0, x))
UN_LOOP(abs_l, int64_t, int64_t, x < 0 ? WSUB(0, x) : x)
UN_LOOP(relu_l, int64_t, int64_t, x > 0 ? x : 0)
UN_LOOP(sign_l, int64_t, int64_t, SIGN(x))
UN_LOOP(square_l, int64_t, int64_t, WMUL(x, x))
UN_LOOP(copy_l, int64_t, int64_t, x)
UN_LOOP(not_l, int64_t, uint8_t, x == 0)
UN_LOOP(not_b, uint8_t, uint8_t, x == 0)

#define UROW(S)                                                                         \
  {neg_##S, abs_##S, exp_##S, log_##S, sqrt_##S, rsqrt_##S, tanh_##S, sigmoid_##S,    \
   relu_##S, gelu_##S, sin_##S, cos_##S, floor_##S, ceil_##S, round_##S, sign_##S,     \
   recip_##S, square_##S, log1p_##S, expm1_##S, not_##S}
static const xa_loop_fn unloops[XA_NDTYPE][XA_NUNARY] = {
  [XA_BOOL] = {[XA_NOT] = not_b},
  [XA_INT64] = {[XA_NEG] = neg_l, [XA_ABS] = abs_l, [XA_RELU] = relu_l, [XA_SIGN] = sign_l,
                [XA_SQUARE] = square_l, [XA_FLOOR] = copy_l, [XA_CEIL] = copy_l,
                [XA_ROUND] = copy_l, [XA_NOT] = not_l},
  [XA_FLOAT32] = UROW(f),
  [XA_FLOAT64] = UROW(d),
};

bool xa_unary_supported(xa_unop op, xa_dtype dt) { return unloops[dt][op] != NULL; }

/* ---- unary gradients: gin = g * f'(x), with y = f(x) available ---------- */
#define GRAD_LOOP(NAME, T, EXPR)                                                       \
  XA_HOT512 static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {     \
    (void)ctx;                                                                        \
    T *o = (T *)p[0];                                                                 \
    const T *G = (const T *)p[1], *X = (const T *)p[2], *Y = (const T *)p[3];         \
    if (s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == 1) {                           \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) { T g = G[i], x = X[i], y = Y[i]; (void)g; (void)x; (void)y; o[i] = (EXPR); } \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) {                                               \
        T g = G[i * s[1]], x = X[i * s[2]], y = Y[i * s[3]];                          \
        (void)g; (void)x; (void)y;                                                    \
        o[i * s[0]] = (EXPR);                                                         \
      }                                                                               \
    }                                                                                 \
  }

/* d/dx gelu = Phi(x) + x phi(x) */
#define DGELU_F(x) (0.5f * (1.0f + erff((x) * 0.70710678118654752f)) + (x) * 0.39894228040143268f * expf(-0.5f * (x) * (x)))
#define DGELU_D(x) (0.5 * (1.0 + erf((x) * 0.70710678118654752)) + (x) * 0.39894228040143268 * exp(-0.5 * (x) * (x)))

#define GRAD_FAMILY(S, T, SIN, COS, DGELU)                                              \
  GRAD_LOOP(gneg_##S, T, -g)                                                          \
  GRAD_LOOP(gabs_##S, T, x > 0 ? g : x < 0 ? -g : 0)                                  \
  GRAD_LOOP(gexp_##S, T, g * y)                                                       \
  GRAD_LOOP(glog_##S, T, g / x)                                                       \
  GRAD_LOOP(gsqrt_##S, T, g / (2 * y))                                                \
  GRAD_LOOP(grsqrt_##S, T, (T)-0.5 * g * y * y * y)                                   \
  GRAD_LOOP(gtanh_##S, T, g * (1 - y * y))                                            \
  GRAD_LOOP(gsigmoid_##S, T, g * y * (1 - y))                                         \
  GRAD_LOOP(grelu_##S, T, y > 0 ? g : 0) /* y > 0 exactly where x > 0 */          \
  GRAD_LOOP(ggelu_##S, T, g * DGELU(x))                                               \
  GRAD_LOOP(gsin_##S, T, g * COS(x))                                                  \
  GRAD_LOOP(gcos_##S, T, -g * SIN(x))                                                 \
  GRAD_LOOP(gzero_##S, T, 0)                                                          \
  GRAD_LOOP(grecip_##S, T, -g * y * y)                                                \
  GRAD_LOOP(gsquare_##S, T, 2 * g * x)                                                \
  GRAD_LOOP(glog1p_##S, T, g / (1 + x))                                               \
  GRAD_LOOP(gexpm1_##S, T, g * (y + 1))

GRAD_FAMILY(f, float, sinf, cosf, DGELU_F)
GRAD_FAMILY(d, double, sin, cos, DGELU_D)

#define GROW(S)                                                                         \
  {gneg_##S, gabs_##S, gexp_##S, glog_##S, gsqrt_##S, grsqrt_##S, gtanh_##S,           \
   gsigmoid_##S, grelu_##S, ggelu_##S, gsin_##S, gcos_##S, gzero_##S, gzero_##S,       \
   gzero_##S, gzero_##S, grecip_##S, gsquare_##S, glog1p_##S, gexpm1_##S, NULL}
static const xa_loop_fn gradloops[2][XA_NUNARY] = {GROW(f), GROW(d)};

static xa_loop_fn unary_grad_loop(xa_unop op, xa_dtype dt) {
  if (dt == XA_FLOAT32) return gradloops[0][op];
  if (dt == XA_FLOAT64) return gradloops[1][op];
  return NULL;
}

bool xa_unary_grad_supported(xa_unop op, xa_dtype dt) { return unary_grad_loop(op, dt) != NULL; }

/* fn over the broadcast shape of ops[0] (the output) with ctx */
static void run(xa_loop_fn fn, void *ctx, int nops, const xa_tensor *const *ops) {
  xa_iter it;
  xa_iter_init(&it, ops[0]->ndim, ops[0]->size, nops, (xa_tensor *const *)ops);
  xa_iter_run_gathered(&it, fn, ctx);
}

void xa_cpu_binary(xa_tensor *out, xa_binop op, const xa_tensor *a, const xa_tensor *b) {
  run(binloops[a->dtype][op], NULL, 3, (const xa_tensor *[]){out, a, b});
}

void xa_cpu_unary(xa_tensor *out, xa_unop op, const xa_tensor *a) {
  run(unloops[a->dtype][op], NULL, 2, (const xa_tensor *[]){out, a});
}

void xa_cpu_unary_grad(xa_tensor *gin, xa_unop op, const xa_tensor *g, const xa_tensor *x,
                       const xa_tensor *y) {
  run(unary_grad_loop(op, g->dtype), NULL, 4, (const xa_tensor *[]){gin, g, x, y});
}

/* ---- affine and scalar power: one pass, no scalar tensor ---------------- */
typedef struct { double s, t; } affine_ctx;

#define AFFINE_LOOP(NAME, T)                                                            \
  XA_HOT static void NAME(int64_t n, char **p, const int64_t *st, void *ctx) {       \
    const affine_ctx *c = ctx;                                                        \
    T *o = (T *)p[0];                                                                 \
    const T *a = (const T *)p[1];                                                     \
    T s = (T)c->s, t = (T)c->t;                                                       \
    if (st[0] == 1 && st[1] == 1) {                                                   \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) o[i] = a[i] * s + t;                            \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) o[i * st[0]] = a[i * st[1]] * s + t;            \
    }                                                                                 \
  }
AFFINE_LOOP(affine_f, float)
AFFINE_LOOP(affine_d, double)
AFFINE_LOOP(affine_l, int64_t)

void xa_cpu_affine(xa_tensor *out, const xa_tensor *a, double scale, double shift) {
  affine_ctx c = {scale, shift};
  xa_dtype dt = out->dtype;
  run(dt == XA_FLOAT32 ? affine_f : dt == XA_FLOAT64 ? affine_d : affine_l, &c, 2,
      (const xa_tensor *[]){out, a});
}

#define POWS_LOOP(NAME, T, POW)                                                         \
  static void NAME(int64_t n, char **p, const int64_t *st, void *ctx) {              \
    T e = (T)*(const double *)ctx;                                                    \
    T *o = (T *)p[0];                                                                 \
    const T *a = (const T *)p[1];                                                     \
    if (e == 2) {                                                                     \
      for (int64_t i = 0; i < n; i++) { T x = a[i * st[1]]; o[i * st[0]] = x * x; }   \
    } else if (st[0] == 1 && st[1] == 1) {                                            \
      for (int64_t i = 0; i < n; i++) o[i] = POW(a[i], e);                            \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) o[i * st[0]] = POW(a[i * st[1]], e);            \
    }                                                                                 \
  }
POWS_LOOP(pows_f, float, powf)
POWS_LOOP(pows_d, double, pow)

void xa_cpu_pow_scalar(xa_tensor *out, const xa_tensor *a, double e) {
  run(out->dtype == XA_FLOAT32 ? pows_f : pows_d, &e, 2, (const xa_tensor *[]){out, a});
}

/* ---- clamp ----------------------------------------------------------------- */
typedef struct { double lo, hi; int64_t ilo, ihi; } clamp_ctx;

/* (out, a); NaN compares false both ways, so a NaN x passes through */
#define CLAMP_LOOP(NAME, T, LO, HI)                                                    \
  XA_HOT static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {        \
    const clamp_ctx *c = ctx;                                                         \
    T lo = (T)c->LO, hi = (T)c->HI;                                                   \
    T *o = (T *)p[0];                                                                 \
    const T *a = (const T *)p[1];                                                     \
    if (s[0] == 1 && s[1] == 1) {                                                     \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) {                                               \
        T x = a[i];                                                                   \
        x = x < lo ? lo : x;                                                          \
        o[i] = x > hi ? hi : x;                                                       \
      }                                                                               \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) {                                               \
        T x = a[i * s[1]];                                                            \
        x = x < lo ? lo : x;                                                          \
        o[i * s[0]] = x > hi ? hi : x;                                                \
      }                                                                               \
    }                                                                                 \
  }
CLAMP_LOOP(clamp_f, float, lo, hi)
CLAMP_LOOP(clamp_d, double, lo, hi)
CLAMP_LOOP(clamp_l, int64_t, ilo, ihi)

/* (gin, g, x): g where lo <= x <= hi, else 0 */
#define CLAMP_GRAD_LOOP(NAME, T)                                                        \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    const clamp_ctx *c = ctx;                                                         \
    T lo = (T)c->lo, hi = (T)c->hi;                                                   \
    T *o = (T *)p[0];                                                                 \
    const T *g = (const T *)p[1], *x = (const T *)p[2];                               \
    for (int64_t i = 0; i < n; i++) {                                                 \
      T xv = x[i * s[2]];                                                             \
      o[i * s[0]] = (xv >= lo && xv <= hi) ? g[i * s[1]] : (T)0;                      \
    }                                                                                 \
  }
CLAMP_GRAD_LOOP(clamp_grad_f, float)
CLAMP_GRAD_LOOP(clamp_grad_d, double)

/* the bounds, NAN = none; int64 bounds saturate to the int64 range */
static clamp_ctx clamp_bounds(double lo, double hi) {
  clamp_ctx c;
  c.lo = isnan(lo) ? -INFINITY : lo;
  c.hi = isnan(hi) ? INFINITY : hi;
  c.ilo = xa_sat_i64(c.lo);
  c.ihi = xa_sat_i64(c.hi);
  return c;
}

void xa_cpu_clamp(xa_tensor *out, const xa_tensor *a, double lo, double hi) {
  clamp_ctx c = clamp_bounds(lo, hi);
  xa_dtype dt = out->dtype;
  run(dt == XA_FLOAT32 ? clamp_f : dt == XA_FLOAT64 ? clamp_d : clamp_l, &c, 2,
      (const xa_tensor *[]){out, a});
}

void xa_cpu_clamp_grad(xa_tensor *gin, const xa_tensor *g, const xa_tensor *x, double lo,
                       double hi) {
  clamp_ctx c = clamp_bounds(lo, hi);
  run(gin->dtype == XA_FLOAT32 ? clamp_grad_f : clamp_grad_d, &c, 3,
      (const xa_tensor *[]){gin, g, x});
}

/* ---- where ----------------------------------------------------------------- */
/* (out, cond (bool), a, b) */
#define WHERE_LOOP(NAME, T)                                                             \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    (void)ctx;                                                                        \
    T *o = (T *)p[0];                                                                 \
    const uint8_t *c = (const uint8_t *)p[1];                                         \
    const T *a = (const T *)p[2], *b = (const T *)p[3];                               \
    if (s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == 1) {                           \
      for (int64_t i = 0; i < n; i++) o[i] = c[i] ? a[i] : b[i];                      \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++)                                                 \
        o[i * s[0]] = c[i * s[1]] ? a[i * s[2]] : b[i * s[3]];                        \
    }                                                                                 \
  }
WHERE_LOOP(where_b, uint8_t)
WHERE_LOOP(where_l, int64_t)
WHERE_LOOP(where_f, float)
WHERE_LOOP(where_d, double)
static const xa_loop_fn where_loops[XA_NDTYPE] = {where_b, where_l, where_f, where_d};

void xa_cpu_where(xa_tensor *out, const xa_tensor *cond, const xa_tensor *a, const xa_tensor *b) {
  run(where_loops[out->dtype], NULL, 4, (const xa_tensor *[]){out, cond, a, b});
}

/* ---- masked_fill ------------------------------------------------------------- */
/* (out, src, mask); out may be src itself (in place) */
#define MFILL_LOOP(NAME, T)                                                             \
  XA_HOT static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {        \
    T v = *(const T *)ctx;                                                            \
    T *o = (T *)p[0];                                                                 \
    const T *a = (const T *)p[1];                                                     \
    const uint8_t *m = (const uint8_t *)p[2];                                         \
    if (s[0] == 1 && s[1] == 1 && s[2] == 1) {                                        \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) o[i] = m[i] ? v : a[i];                         \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) o[i * s[0]] = m[i * s[2]] ? v : a[i * s[1]];    \
    }                                                                                 \
  }
MFILL_LOOP(mfill_b, uint8_t)
MFILL_LOOP(mfill_l, int64_t)
MFILL_LOOP(mfill_f, float)
MFILL_LOOP(mfill_d, double)
static const xa_loop_fn mfill_loops[XA_NDTYPE] = {mfill_b, mfill_l, mfill_f, mfill_d};

void xa_cpu_masked_fill(xa_tensor *out, const xa_tensor *t, const xa_tensor *mask, double v) {
  union { uint8_t b; int64_t l; float f; double d; } u;
  switch (out->dtype) {
  case XA_BOOL: u.b = v != 0; break;
  case XA_INT64: u.l = xa_sat_i64(v); break;
  case XA_FLOAT32: u.f = (float)v; break;
  default: u.d = v; break;
  }
  run(mfill_loops[out->dtype], &u, 3, (const xa_tensor *[]){out, t, mask});
}
