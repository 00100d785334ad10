/* Elementwise kernels: binary and unary ops, unary gradients, copies with conversion,
 * fill, affine, scalar power, clamp, where, masked_fill, dropout's apply, triangular
 * masks, arange/eye, and sum_to (autograd's reduction of broadcast dims).
 *
 * One geometry serves them all (common.cuh's EwGeo, the device twin of tensor/iter.c):
 * operands broadcast to the output's shape through stride 0, size-1 dims dropped and
 * dims contiguous in every operand merged, so contiguous operands are one flat loop.
 * Each thread computes elements i, i + grid, ... of the flat output; no element is
 * computed twice, so results are exact functions of the inputs. Values follow the CPU
 * loops of tensor/elementwise.c, tensor/copy.c and vm/ops_select.c expression for
 * expression (int64 arithmetic wraps, max/min propagate NaN, float -> int64 saturates),
 * with the device's libm (float tanh/sigmoid: the device's tanhf and a stable logistic
 * instead of tensor/fastmath.h's polynomials: a few ulp apart). */
#include "common.cuh"

using namespace xa_cu;

namespace {

template <class T> __host__ __device__ constexpr bool is_i64() { return std::is_same<T, int64_t>::value; }

template <class T> __device__ __forceinline__ T wadd(T a, T b) {
  if constexpr (is_i64<T>()) return (int64_t)((uint64_t)a + (uint64_t)b);
  else return (T)(a + b);
}
template <class T> __device__ __forceinline__ T wsub(T a, T b) {
  if constexpr (is_i64<T>()) return (int64_t)((uint64_t)a - (uint64_t)b);
  else return (T)(a - b);
}
template <class T> __device__ __forceinline__ T wmul(T a, T b) {
  if constexpr (is_i64<T>()) return (int64_t)((uint64_t)a * (uint64_t)b);
  else return (T)(a * b);
}
/* integer power by squaring, wrapping (tensor/elementwise.c's ipow) */
__device__ __forceinline__ int64_t ipow(int64_t base, int64_t e) {
  if (e < 0) return base == 1 ? 1 : base == -1 ? ((e & 1) ? -1 : 1) : 0;
  uint64_t r = 1, b = (uint64_t)base;
  while (e) {
    if (e & 1) r *= b;
    e >>= 1;
    if (e) b *= b;
  }
  return (int64_t)r;
}

template <class T> __device__ __forceinline__ T dpow(T x, T y) {
  if constexpr (std::is_same<T, float>::value) return powf(x, y);
  else if constexpr (std::is_same<T, double>::value) return pow(x, y);
  else if constexpr (is_i64<T>()) return ipow(x, y);
  else return (T)0;
}

/* arithmetic ops (out has T) */
template <class T> __device__ __forceinline__ T bin_arith(int op, T x, T y) {
  switch (op) {
  case XA_ADD: return wadd(x, y);
  case XA_SUB: return wsub(x, y);
  case XA_MUL: return wmul(x, y);
  case XA_DIV: return (T)(x / y); /* float only (checked on the host) */
  case XA_POW: return dpow(x, y);
  case XA_MAXIMUM: return (x != x || x > y) ? x : y;
  default: return (x != x || x < y) ? x : y; /* XA_MINIMUM */
  }
}
/* comparisons and logical ops (out bool) */
template <class T> __device__ __forceinline__ uint8_t bin_cmp(int op, T x, T y) {
  switch (op) {
  case XA_EQ: return x == y;
  case XA_NE: return x != y;
  case XA_LT: return x < y;
  case XA_LE: return x <= y;
  case XA_GT: return x > y;
  case XA_GE: return x >= y;
  case XA_AND: return (x != 0) && (y != 0);
  default: return (x != 0) || (y != 0); /* XA_OR */
  }
}

#define EW_LOOP(NOPS)                                                                   \
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < g.n;             \
       i += (int64_t)gridDim.x * blockDim.x) {                                          \
    char *p[NOPS];                                                                      \
    ew_ptrs<NOPS>(g, i, p);
#define EW_END }

template <class T> __global__ void k_bin_arith(EwGeo g, int op) {
  EW_LOOP(3)
  *(T *)p[0] = bin_arith<T>(op, *(const T *)p[1], *(const T *)p[2]);
  EW_END
}
template <class T> __global__ void k_bin_cmp(EwGeo g, int op) {
  EW_LOOP(3)
  *(uint8_t *)p[0] = bin_cmp<T>(op, *(const T *)p[1], *(const T *)p[2]);
  EW_END
}

/* ---- unary --------------------------------------------------------------------------- */
template <class T> __device__ __forceinline__ T sgn(T x) { return x > 0 ? (T)1 : x < 0 ? (T)-1 : (T)0; }

__device__ __forceinline__ float un_f(int op, float x) {
  switch (op) {
  case XA_NEG: return -x;
  case XA_ABS: return fabsf(x);
  case XA_EXP: return expf(x);
  case XA_LOG: return logf(x);
  case XA_SQRT: return sqrtf(x);
  case XA_RSQRT: return 1.0f / sqrtf(x);
  case XA_TANH: return tanhf(x);
  case XA_SIGMOID: {
    float e = expf(-fabsf(x)), r = 1.0f / (1.0f + e);
    float y = x >= 0 ? r : e * r;
    return x == x ? y : x;
  }
  case XA_RELU: return x > 0 ? x : 0.0f;
  case XA_GELU: return 0.5f * x * (1.0f + erff(x * 0.70710678118654752f));
  case XA_SIN: return sinf(x);
  case XA_COS: return cosf(x);
  case XA_FLOOR: return floorf(x);
  case XA_CEIL: return ceilf(x);
  case XA_ROUND: return nearbyintf(x);
  case XA_SIGN: return x != x ? x : sgn(x);
  case XA_RECIPROCAL: return 1.0f / x;
  case XA_SQUARE: return x * x;
  case XA_LOG1P: return log1pf(x);
  default: return expm1f(x); /* XA_EXPM1 */
  }
}
__device__ __forceinline__ double un_d(int op, double x) {
  switch (op) {
  case XA_NEG: return -x;
  case XA_ABS: return fabs(x);
  case XA_EXP: return exp(x);
  case XA_LOG: return log(x);
  case XA_SQRT: return sqrt(x);
  case XA_RSQRT: return 1 / sqrt(x);
  case XA_TANH: return tanh(x);
  case XA_SIGMOID: return x >= 0 ? 1.0 / (1.0 + exp(-x)) : exp(x) / (1.0 + exp(x));
  case XA_RELU: return x > 0 ? x : 0.0;
  case XA_GELU: return 0.5 * x * (1.0 + erf(x * 0.70710678118654752));
  case XA_SIN: return sin(x);
  case XA_COS: return cos(x);
  case XA_FLOOR: return floor(x);
  case XA_CEIL: return ceil(x);
  case XA_ROUND: return nearbyint(x);
  case XA_SIGN: return x != x ? x : sgn(x);
  case XA_RECIPROCAL: return 1 / x;
  case XA_SQUARE: return x * x;
  case XA_LOG1P: return log1p(x);
  default: return expm1(x);
  }
}
__device__ __forceinline__ int64_t un_l(int op, int64_t x) {
  switch (op) {
  case XA_NEG: return wsub<int64_t>(0, x);
  case XA_ABS: return x < 0 ? wsub<int64_t>(0, x) : x;
  case XA_RELU: return x > 0 ? x : 0;
  case XA_SIGN: return sgn(x);
  case XA_SQUARE: return wmul(x, x);
  default: return x; /* floor, ceil, round of an integer */
  }
}

template <class T> __global__ void k_unary(EwGeo g, int op) {
  EW_LOOP(2)
  T x = *(const T *)p[1];
  if constexpr (std::is_same<T, float>::value) *(T *)p[0] = un_f(op, x);
  else if constexpr (std::is_same<T, double>::value) *(T *)p[0] = un_d(op, x);
  else *(T *)p[0] = un_l(op, x);
  EW_END
}
template <class T> __global__ void k_not(EwGeo g) {
  EW_LOOP(2)
  *(uint8_t *)p[0] = *(const T *)p[1] == 0;
  EW_END
}

/* gin = g f'(x), y = f(x) (tensor/elementwise.c's GRAD_FAMILY) */
template <class T> __device__ __forceinline__ T un_grad(int op, T g, T x, T y) {
  const bool f = std::is_same<T, float>::value;
  switch (op) {
  case XA_NEG: return -g;
  case XA_ABS: return x > 0 ? g : x < 0 ? -g : (T)0;
  case XA_EXP: return g * y;
  case XA_LOG: return g / x;
  case XA_SQRT: return g / (2 * y);
  case XA_RSQRT: return (T)-0.5 * g * y * y * y;
  case XA_TANH: return g * (1 - y * y);
  case XA_SIGMOID: return g * y * (1 - y);
  case XA_RELU: return y > 0 ? g : (T)0; /* y > 0 exactly where x > 0 */
  case XA_GELU: {
    T phi = f ? (T)(0.5f * (1.0f + erff((float)x * 0.70710678118654752f)))
              : (T)(0.5 * (1.0 + erf((double)x * 0.70710678118654752)));
    T dens = f ? (T)(0.39894228040143268f * expf(-0.5f * (float)x * (float)x))
               : (T)(0.39894228040143268 * exp(-0.5 * (double)x * (double)x));
    return g * (phi + x * dens);
  }
  case XA_SIN: return g * (f ? (T)cosf((float)x) : (T)cos((double)x));
  case XA_COS: return -g * (f ? (T)sinf((float)x) : (T)sin((double)x));
  case XA_RECIPROCAL: return -g * y * y;
  case XA_SQUARE: return 2 * g * x;
  case XA_LOG1P: return g / (1 + x);
  case XA_EXPM1: return g * (y + 1);
  default: return (T)0; /* floor, ceil, round, sign */
  }
}
template <class T> __global__ void k_unary_grad(EwGeo g, int op) {
  EW_LOOP(4)
  *(T *)p[0] = un_grad<T>(op, *(const T *)p[1], *(const T *)p[2], *(const T *)p[3]);
  EW_END
}

/* ---- copy with conversion ----------------------------------------------------------------- */
template <class TD, class TS> __device__ __forceinline__ TD convert(TS v) {
  if constexpr (std::is_same<TD, uint8_t>::value) return (uint8_t)(v != 0);
  else if constexpr (is_i64<TD>() && !std::is_integral<TS>::value) {
    double d = (double)v; /* xa_sat_i64: NaN -> 0, saturating */
    return d != d ? 0 : d >= 0x1p63 ? INT64_MAX : d < -0x1p63 ? INT64_MIN : (int64_t)d;
  } else return (TD)v;
}
template <class TD, class TS> __global__ void k_copy(EwGeo g) {
  EW_LOOP(2)
  *(TD *)p[0] = convert<TD, TS>(*(const TS *)p[1]);
  EW_END
}

template <class T> __global__ void k_fill(EwGeo g, T v) {
  EW_LOOP(1)
  *(T *)p[0] = v;
  EW_END
}

template <class T> __global__ void k_affine(EwGeo g, T s, T t) {
  EW_LOOP(2)
  *(T *)p[0] = wadd(wmul(*(const T *)p[1], s), t);
  EW_END
}

template <class T> __global__ void k_pows(EwGeo g, T e) {
  EW_LOOP(2)
  T x = *(const T *)p[1];
  *(T *)p[0] = e == 2 ? x * x : dpow(x, e);
  EW_END
}

template <class T> __global__ void k_clamp(EwGeo g, T lo, T hi) {
  EW_LOOP(2)
  T x = *(const T *)p[1];
  x = x < lo ? lo : x;
  *(T *)p[0] = x > hi ? hi : x;
  EW_END
}
template <class T> __global__ void k_clamp_grad(EwGeo g, T lo, T hi) {
  EW_LOOP(3)
  T x = *(const T *)p[2];
  *(T *)p[0] = (x >= lo && x <= hi) ? *(const T *)p[1] : (T)0;
  EW_END
}

template <class T> __global__ void k_where(EwGeo g) {
  EW_LOOP(4)
  *(T *)p[0] = *(const uint8_t *)p[1] ? *(const T *)p[2] : *(const T *)p[3];
  EW_END
}
template <class T> __global__ void k_masked_fill(EwGeo g, T v) {
  EW_LOOP(3)
  *(T *)p[0] = *(const uint8_t *)p[2] ? v : *(const T *)p[1];
  EW_END
}
template <class T> __global__ void k_dropout(EwGeo g, T sc) {
  EW_LOOP(3)
  *(T *)p[0] = *(const uint8_t *)p[2] ? *(const T *)p[1] * sc : (T)0;
  EW_END
}

/* ---- geometry-aware kernels ------------------------------------------------------------- */
struct Shape { /* a tensor's own geometry, not merged */
  int ndim;
  int64_t size[XA_MAXDIM], stride[XA_MAXDIM];
};
Shape shape_of(const xa_tensor *t) {
  Shape s;
  s.ndim = t->ndim;
  for (int d = 0; d < t->ndim; d++) { s.size[d] = t->size[d]; s.stride[d] = t->stride[d]; }
  return s;
}
__device__ __forceinline__ int64_t offset_of(const Shape &s, int64_t i) {
  int64_t off = 0;
  for (int d = s.ndim - 1; d >= 0; d--) {
    off += (i % s.size[d]) * s.stride[d];
    i /= s.size[d];
  }
  return off;
}

/* out = t where the last two dims' (i, j) satisfy j - i >= k (upper) or <= k, else 0 */
template <class T>
__global__ void k_tri(T *out, Shape os, const T *t, Shape ts, int64_t n, int64_t k, int upper) {
  int64_t m = ts.size[ts.ndim - 1], rows = ts.size[ts.ndim - 2];
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x) {
    int64_t j = e % m, i = e / m % rows;
    bool keep = upper ? j - i >= k : j - i <= k;
    out[offset_of(os, e)] = keep ? t[offset_of(ts, e)] : (T)0;
  }
}

template <class T> __global__ void k_arange(T *out, int64_t stride, int64_t n, double start, double step) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
       i += (int64_t)gridDim.x * blockDim.x)
    out[i * stride] = convert<T, double>(start + (double)i * step);
}
template <class T> __global__ void k_eye(T *out, Shape os, int64_t n) {
  int64_t m = os.size[1];
  for (int64_t e = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; e < n;
       e += (int64_t)gridDim.x * blockDim.x)
    out[offset_of(os, e)] = e / m == e % m ? (T)1 : (T)0;
}

/* sum_to: out (kept geometry) = the sum of g over the reduced dims, in row-major order of
 * the reduced coordinates. red: the reduced dims of g (sizes and strides); kept: out's
 * dims aligned to g's (out strides and g strides). */
struct SumTo {
  int nk, nr;
  int64_t ksize[XA_MAXDIM], kos[XA_MAXDIM], kgs[XA_MAXDIM];
  int64_t rsize[XA_MAXDIM], rgs[XA_MAXDIM];
  int64_t nout, nred;
};
template <class T> using Acc = typename std::conditional<std::is_same<T, int64_t>::value, int64_t, double>::type;

__device__ __forceinline__ void sumto_bases(const SumTo &s, int64_t o, int64_t *ob, int64_t *gb) {
  int64_t a = 0, b = 0;
  for (int d = s.nk - 1; d >= 0; d--) {
    int64_t c = o % s.ksize[d];
    o /= s.ksize[d];
    a += c * s.kos[d];
    b += c * s.kgs[d];
  }
  *ob = a;
  *gb = b;
}
__device__ __forceinline__ int64_t sumto_red(const SumTo &s, int64_t r) {
  int64_t off = 0;
  for (int d = s.nr - 1; d >= 0; d--) {
    off += (r % s.rsize[d]) * s.rgs[d];
    r /= s.rsize[d];
  }
  return off;
}
/* one thread per output element */
template <class T> __global__ void k_sumto_thread(T *out, const T *g, SumTo s) {
  for (int64_t o = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; o < s.nout;
       o += (int64_t)gridDim.x * blockDim.x) {
    int64_t ob, gb;
    sumto_bases(s, o, &ob, &gb);
    Acc<T> acc = 0;
    for (int64_t r = 0; r < s.nred; r++) acc = wadd<Acc<T>>(acc, (Acc<T>)g[gb + sumto_red(s, r)]);
    out[ob] += (T)acc;
  }
}
/* one block per output element: strided partial sums, then a fixed tree */
template <class T> __global__ void k_sumto_block(T *out, const T *g, SumTo s) {
  __shared__ Acc<T> red[32];
  for (int64_t o = blockIdx.x; o < s.nout; o += gridDim.x) {
    int64_t ob, gb;
    sumto_bases(s, o, &ob, &gb);
    Acc<T> acc = 0;
    for (int64_t r = threadIdx.x; r < s.nred; r += blockDim.x)
      acc = wadd<Acc<T>>(acc, (Acc<T>)g[gb + sumto_red(s, r)]);
    struct W { __device__ Acc<T> operator()(Acc<T> a, Acc<T> b) const { return wadd<Acc<T>>(a, b); } };
    acc = group_allreduce<THREADS>(acc, W(), red);
    if (threadIdx.x == 0) out[ob] += (T)acc;
  }
}

template <auto K, class... A> int run_ew(const char *fn, const EwGeo &g, A &&...a) {
  if (g.n == 0) return 0;
  XA_LAUNCH_OR_FAIL(fn, (xa_launch<K>(dim3(grid_for(g.n, THREADS, 1 << 16)), dim3(THREADS), 0,
                                      stream(), g, std::forward<A>(a)...)));
  return 0;
}

const char *dname(xa_dtype dt) { return xa_dtype_name(dt); }

} // namespace

namespace xa_cu {
/* the CPU iterator's geometry (size-1 dims dropped, contiguous dims merged), in the compact
 * form the kernels take by value */
void ew_init(EwGeo *g, int ndim, const int64_t *size, int nops, const xa_tensor *const *ops) {
  static_assert(XA_EW_MAXOPS == XA_ITER_MAXOPS, "EwGeo holds an xa_iter's operands");
  xa_iter it;
  xa_iter_init(&it, ndim, size, nops, (xa_tensor *const *)ops);
  memset(g, 0, sizeof *g);
  g->nops = it.nops;
  g->ndim = it.ndim;
  g->n = it.numel;
  for (int d = 0; d < it.ndim; d++) g->size[d] = it.size[d];
  for (int k = 0; k < nops; k++) {
    for (int d = 0; d < it.ndim; d++) g->stride[k][d] = it.stride[k][d];
    g->base[k] = it.base[k];
    g->esize[k] = (int)it.esize[k];
  }
}
} // namespace xa_cu

#define DTYPE_SWITCH(dt, T, ...)                                                          \
  switch (dt) {                                                                         \
  case XA_BOOL: { typedef uint8_t T; __VA_ARGS__; break; }                              \
  case XA_INT64: { typedef int64_t T; __VA_ARGS__; break; }                             \
  case XA_FLOAT32: { typedef float T; __VA_ARGS__; break; }                             \
  default: { typedef double T; __VA_ARGS__; break; }                                    \
  }

extern "C" {

int xa_cuda_binary(xa_binop op, xa_tensor *out, const xa_tensor *a, const xa_tensor *b) {
  const char *fn = "cuda binary";
  xa_dtype dt = a->dtype;
  bool cmp = op >= XA_EQ;
  if (b->dtype != dt || out->dtype != (cmp ? XA_BOOL : dt))
    return xa_err("%s: operands must share the compute dtype and out be %s (got %s, %s -> %s)", fn,
                  cmp ? "bool" : "of it", dname(a->dtype), dname(b->dtype), dname(out->dtype));
  if ((op == XA_DIV && !xa_dtype_is_float(dt)) || (op == XA_POW && dt == XA_BOOL))
    return xa_err("%s: op %d is not defined for dtype %s", fn, (int)op, dname(dt));
  EwGeo g;
  const xa_tensor *ops[3] = {out, a, b};
  ew_init(&g, out->ndim, out->size, 3, ops);
  int rc = 0;
  if (cmp) { DTYPE_SWITCH(dt, T, rc = run_ew<k_bin_cmp<T>>(fn, g, (int)op)) }
  else { DTYPE_SWITCH(dt, T, rc = run_ew<k_bin_arith<T>>(fn, g, (int)op)) }
  return rc;
}

int xa_cuda_unary(xa_unop op, xa_tensor *out, const xa_tensor *a) {
  const char *fn = "cuda unary";
  xa_dtype dt = a->dtype;
  EwGeo g;
  const xa_tensor *ops[2] = {out, a};
  ew_init(&g, out->ndim, out->size, 2, ops);
  if (op == XA_NOT) {
    if (out->dtype != XA_BOOL) return xa_err("%s: logical_not writes bool, not %s", fn, dname(out->dtype));
    int rc = 0;
    DTYPE_SWITCH(dt, T, rc = run_ew<k_not<T>>(fn, g))
    return rc;
  }
  if (out->dtype != dt) return xa_err("%s: out is %s but the input is %s", fn, dname(out->dtype), dname(dt));
  switch (dt) {
  case XA_FLOAT32: return run_ew<k_unary<float>>(fn, g, (int)op);
  case XA_FLOAT64: return run_ew<k_unary<double>>(fn, g, (int)op);
  case XA_INT64:
    switch (op) {
    case XA_NEG: case XA_ABS: case XA_RELU: case XA_SIGN: case XA_SQUARE: case XA_FLOOR:
    case XA_CEIL: case XA_ROUND: return run_ew<k_unary<int64_t>>(fn, g, (int)op);
    default: break;
    }
    return xa_err("%s: op %d is not defined for dtype %s", fn, (int)op, dname(dt));
  default: return xa_err("%s: op %d is not defined for dtype %s", fn, (int)op, dname(dt));
  }
}

int xa_cuda_unary_grad(xa_unop op, xa_tensor *gin, const xa_tensor *gr, const xa_tensor *x,
                       const xa_tensor *y) {
  const char *fn = "cuda unary_grad";
  xa_dtype dt = gin->dtype;
  if (!xa_dtype_is_float(dt) || op == XA_NOT || gr->dtype != dt || x->dtype != dt || y->dtype != dt)
    return xa_err("%s: float operands of one dtype expected", fn);
  EwGeo g;
  const xa_tensor *ops[4] = {gin, gr, x, y};
  ew_init(&g, gin->ndim, gin->size, 4, ops);
  return dt == XA_FLOAT32 ? run_ew<k_unary_grad<float>>(fn, g, (int)op)
                          : run_ew<k_unary_grad<double>>(fn, g, (int)op);
}

int xa_cuda_copy(xa_tensor *dst, const xa_tensor *src) {
  const char *fn = "cuda copy";
  if (!xa_broadcastable_to(src, dst->ndim, dst->size)) {
    char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
    return xa_err("copy: source of shape %s cannot be copied into shape %s",
                  xa_tensor_shape_str(s1, src), xa_tensor_shape_str(s2, dst));
  }
  int64_t n = xa_tensor_numel(dst);
  if (n == 0) return 0;
  if (dst->dtype == src->dtype && xa_same_shape(dst, src) && xa_tensor_is_contiguous(dst) &&
      xa_tensor_is_contiguous(src) && dst->storage != src->storage)
    return xa_cuda_copy_bytes(xa_tensor_data(dst), xa_tensor_data(src),
                              n * (int64_t)xa_dtype_size(dst->dtype));
  EwGeo g;
  const xa_tensor *ops[2] = {dst, src};
  ew_init(&g, dst->ndim, dst->size, 2, ops);
  int rc = 0;
  DTYPE_SWITCH(dst->dtype, TD, DTYPE_SWITCH(src->dtype, TS, rc = run_ew<k_copy<TD, TS>>(fn, g)))
  return rc;
}

int xa_cuda_fill(xa_tensor *t, double v) {
  const char *fn = "cuda fill";
  EwGeo g;
  const xa_tensor *ops[1] = {t};
  ew_init(&g, t->ndim, t->size, 1, ops);
  switch (t->dtype) {
  case XA_BOOL: return run_ew<k_fill<uint8_t>>(fn, g, (uint8_t)(v != 0));
  case XA_INT64: return run_ew<k_fill<int64_t>>(fn, g, xa_sat_i64(v));
  case XA_FLOAT32: return run_ew<k_fill<float>>(fn, g, (float)v);
  default: return run_ew<k_fill<double>>(fn, g, v);
  }
}

int xa_cuda_affine(xa_tensor *out, const xa_tensor *a, double scale, double shift) {
  const char *fn = "cuda affine";
  if (out->dtype != a->dtype || a->dtype == XA_BOOL)
    return xa_err("%s: out and a must share a float or int64 dtype", fn);
  EwGeo g;
  const xa_tensor *ops[2] = {out, a};
  ew_init(&g, out->ndim, out->size, 2, ops);
  switch (a->dtype) {
  case XA_INT64: return run_ew<k_affine<int64_t>>(fn, g, (int64_t)scale, (int64_t)shift);
  case XA_FLOAT32: return run_ew<k_affine<float>>(fn, g, (float)scale, (float)shift);
  default: return run_ew<k_affine<double>>(fn, g, scale, shift);
  }
}

int xa_cuda_pow_scalar(xa_tensor *out, const xa_tensor *a, double e) {
  const char *fn = "cuda pow_scalar";
  if (out->dtype != a->dtype || !xa_dtype_is_float(a->dtype))
    return xa_err("%s: out and a must share a float dtype", fn);
  EwGeo g;
  const xa_tensor *ops[2] = {out, a};
  ew_init(&g, out->ndim, out->size, 2, ops);
  return a->dtype == XA_FLOAT32 ? run_ew<k_pows<float>>(fn, g, (float)e)
                                : run_ew<k_pows<double>>(fn, g, e);
}

static int64_t sat_bound(double v) {
  if (v <= -9223372036854775808.0) return INT64_MIN;
  if (v >= 9223372036854775807.0) return INT64_MAX;
  return (int64_t)v;
}

int xa_cuda_clamp(xa_tensor *out, const xa_tensor *a, double lo, double hi) {
  const char *fn = "cuda clamp";
  if (out->dtype != a->dtype || a->dtype == XA_BOOL)
    return xa_err("%s: out and a must share a float or int64 dtype", fn);
  lo = std::isnan(lo) ? -INFINITY : lo;
  hi = std::isnan(hi) ? INFINITY : hi;
  EwGeo g;
  const xa_tensor *ops[2] = {out, a};
  ew_init(&g, out->ndim, out->size, 2, ops);
  switch (a->dtype) {
  case XA_INT64: return run_ew<k_clamp<int64_t>>(fn, g, sat_bound(lo), sat_bound(hi));
  case XA_FLOAT32: return run_ew<k_clamp<float>>(fn, g, (float)lo, (float)hi);
  default: return run_ew<k_clamp<double>>(fn, g, lo, hi);
  }
}

int xa_cuda_clamp_grad(xa_tensor *gx, const xa_tensor *gr, const xa_tensor *x, double lo, double hi) {
  const char *fn = "cuda clamp_grad";
  if (!xa_dtype_is_float(gx->dtype) || gr->dtype != gx->dtype || x->dtype != gx->dtype)
    return xa_err("%s: float operands of one dtype expected", fn);
  lo = std::isnan(lo) ? -INFINITY : lo;
  hi = std::isnan(hi) ? INFINITY : hi;
  EwGeo g;
  const xa_tensor *ops[3] = {gx, gr, x};
  ew_init(&g, gx->ndim, gx->size, 3, ops);
  return gx->dtype == XA_FLOAT32 ? run_ew<k_clamp_grad<float>>(fn, g, (float)lo, (float)hi)
                                 : run_ew<k_clamp_grad<double>>(fn, g, lo, hi);
}

int xa_cuda_where(xa_tensor *out, const xa_tensor *cond, const xa_tensor *a, const xa_tensor *b) {
  const char *fn = "cuda where";
  if (cond->dtype != XA_BOOL || a->dtype != out->dtype || b->dtype != out->dtype)
    return xa_err("%s: cond must be bool and a, b of out's dtype", fn);
  EwGeo g;
  const xa_tensor *ops[4] = {out, cond, a, b};
  ew_init(&g, out->ndim, out->size, 4, ops);
  int rc = 0;
  DTYPE_SWITCH(out->dtype, T, rc = run_ew<k_where<T>>(fn, g))
  return rc;
}

int xa_cuda_masked_fill(xa_tensor *out, const xa_tensor *t, const xa_tensor *mask, double v) {
  const char *fn = "cuda masked_fill";
  if (mask->dtype != XA_BOOL || t->dtype != out->dtype)
    return xa_err("%s: mask must be bool and t of out's dtype", fn);
  EwGeo g;
  const xa_tensor *ops[3] = {out, t, mask};
  ew_init(&g, out->ndim, out->size, 3, ops);
  switch (t->dtype) {
  case XA_BOOL: return run_ew<k_masked_fill<uint8_t>>(fn, g, (uint8_t)(v != 0));
  case XA_INT64: return run_ew<k_masked_fill<int64_t>>(fn, g, (int64_t)v);
  case XA_FLOAT32: return run_ew<k_masked_fill<float>>(fn, g, (float)v);
  default: return run_ew<k_masked_fill<double>>(fn, g, v);
  }
}

int xa_cuda_dropout_apply(xa_tensor *out, xa_tensor *x, xa_tensor *mask, double scale) {
  const char *fn = "cuda dropout";
  if (!xa_dtype_is_float(out->dtype) || x->dtype != out->dtype || mask->dtype != XA_BOOL)
    return xa_err("%s: float out and x of one dtype and a bool mask expected", fn);
  EwGeo g;
  const xa_tensor *ops[3] = {out, x, mask};
  ew_init(&g, out->ndim, out->size, 3, ops);
  return out->dtype == XA_FLOAT32 ? run_ew<k_dropout<float>>(fn, g, (float)scale)
                                  : run_ew<k_dropout<double>>(fn, g, scale);
}

int xa_cuda_tri(xa_tensor *out, const xa_tensor *t, int64_t k, bool upper) {
  const char *fn = "cuda tri";
  if (t->ndim < 2 || !xa_same_shape(out, t) || out->dtype != t->dtype)
    return xa_err("%s: out and t must share a shape of at least 2 dims and a dtype", fn);
  int64_t n = xa_tensor_numel(t);
  if (n == 0) return 0;
  Shape os = shape_of(out), ts = shape_of(t);
  unsigned grid = grid_for(n, THREADS, 1 << 16);
  switch (xa_dtype_size(t->dtype)) {
  case 1: XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_tri<uint8_t>>(dim3(grid), dim3(THREADS), 0, stream(), (uint8_t *)xa_tensor_data(out), os, (const uint8_t *)xa_tensor_data(t), ts, n, k, (int)upper))); break;
  case 4: XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_tri<uint32_t>>(dim3(grid), dim3(THREADS), 0, stream(), (uint32_t *)xa_tensor_data(out), os, (const uint32_t *)xa_tensor_data(t), ts, n, k, (int)upper))); break;
  default: XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_tri<uint64_t>>(dim3(grid), dim3(THREADS), 0, stream(), (uint64_t *)xa_tensor_data(out), os, (const uint64_t *)xa_tensor_data(t), ts, n, k, (int)upper))); break;
  }
  return 0;
}

int xa_cuda_arange(xa_tensor *out, double start, double step) {
  const char *fn = "cuda arange";
  if (out->ndim != 1) return xa_err("%s: out must be 1-D", fn);
  int64_t n = out->size[0];
  if (n == 0) return 0;
  unsigned grid = grid_for(n, THREADS, 1 << 16);
  int rc = 0;
  DTYPE_SWITCH(out->dtype, T, rc = ::xa_cu::launched(fn, xa_launch<k_arange<T>>(dim3(grid), dim3(THREADS), 0, stream(), (T *)xa_tensor_data(out), out->stride[0], n, start, step)))
  return rc;
}

int xa_cuda_eye(xa_tensor *out) {
  const char *fn = "cuda eye";
  if (out->ndim != 2) return xa_err("%s: out must be 2-D", fn);
  int64_t n = xa_tensor_numel(out);
  if (n == 0) return 0;
  unsigned grid = grid_for(n, THREADS, 1 << 16);
  Shape os = shape_of(out);
  int rc = 0;
  DTYPE_SWITCH(out->dtype, T, rc = ::xa_cu::launched(fn, xa_launch<k_eye<T>>(dim3(grid), dim3(THREADS), 0, stream(), (T *)xa_tensor_data(out), os, n)))
  return rc;
}

int xa_cuda_sum_to(xa_tensor *out, const xa_tensor *gr) {
  const char *fn = "cuda sum_to";
  if (out->dtype != gr->dtype || gr->dtype == XA_BOOL || !xa_broadcastable_to(out, gr->ndim, gr->size))
    return xa_err("%s: out (%s) must broadcast to g's shape and share its float or int64 dtype", fn,
                  dname(out->dtype));
  int64_t nout = xa_tensor_numel(out);
  if (nout == 0) return 0;
  /* out's strides aligned to g's dims (0 where out is broadcast) */
  int64_t ost[XA_MAXDIM];
  xa_broadcast_strides(out, gr->ndim, gr->size, ost);
  SumTo s{};
  s.nout = nout;
  s.nred = 1;
  for (int d = 0; d < gr->ndim; d++) {
    int od = d - (gr->ndim - out->ndim);
    bool reduced = gr->size[d] != 1 && (od < 0 || out->size[od] == 1);
    if (gr->size[d] == 1) continue;
    if (reduced) {
      s.rsize[s.nr] = gr->size[d];
      s.rgs[s.nr++] = gr->stride[d];
      s.nred *= gr->size[d];
    } else {
      s.ksize[s.nk] = gr->size[d];
      s.kos[s.nk] = ost[d];
      s.kgs[s.nk++] = gr->stride[d];
    }
  }
  if (s.nred == 0) return 0; /* g is empty: nothing to add */
  const void *gp = xa_tensor_data(gr);
  void *op = xa_tensor_data(out);
  bool per_thread = nout >= 4096 || s.nred <= 64;
  unsigned grid = per_thread ? grid_for(nout, THREADS, 1 << 16) : grid_for(nout, 1, 1 << 16);
  switch (out->dtype) {
  case XA_INT64:
    if (per_thread) XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sumto_thread<int64_t>>(dim3(grid), dim3(THREADS), 0, stream(), (int64_t *)op, (const int64_t *)gp, s)));
    else XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sumto_block<int64_t>>(dim3(grid), dim3(THREADS), 0, stream(), (int64_t *)op, (const int64_t *)gp, s)));
    break;
  case XA_FLOAT32:
    if (per_thread) XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sumto_thread<float>>(dim3(grid), dim3(THREADS), 0, stream(), (float *)op, (const float *)gp, s)));
    else XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sumto_block<float>>(dim3(grid), dim3(THREADS), 0, stream(), (float *)op, (const float *)gp, s)));
    break;
  default:
    if (per_thread) XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sumto_thread<double>>(dim3(grid), dim3(THREADS), 0, stream(), (double *)op, (const double *)gp, s)));
    else XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sumto_block<double>>(dim3(grid), dim3(THREADS), 0, stream(), (double *)op, (const double *)gp, s)));
    break;
  }
  return 0;
}

} // extern "C"
