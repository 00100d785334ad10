/* Reductions along one dim (sum, mean, prod, max/min with indices, logsumexp, var, any,
 * all), softmax/log_softmax, cumsum, topk and the backward kernels of these ops, on the
 * device. The geometry is tensor/reduce.c's: every operand shares x's shape except along
 * dim; the positions of the other dims are rows, each a strided vector in every operand,
 * and kept dims contiguous in every operand are merged.
 *
 * Work split (chosen from the shapes only, so a result never depends on the device):
 *   - a row per group of TPR threads (a warp for rows up to 256, the whole block above):
 *     the group's threads take elements lane, lane + TPR, ... and combine their partials
 *     through a fixed butterfly of shuffles and, for whole blocks, the warps in order;
 *   - a row per thread, in index order like the CPU, for short rows (n <= 16) and for
 *     reductions over a strided dim with many rows (a column sum reads coalesced rows);
 *   - a long sum with few rows (n >= 65536, rows < 64): fixed chunks of 16384 summed by
 *     blocks, then the chunk sums in order (two kernels).
 * float32 sums, means, products and variances accumulate in double, like the CPU; max
 * and min keep the first index of the best value (the first NaN wins); sums of int64 and
 * bool wrap. No atomics: results are the same at every run. They differ from the CPU's
 * only by the order of float additions. topk sorts each row in shared memory (n <= 2048:
 * a bitonic sort of (value, index) keys) or picks the k best one after another (longer
 * rows; O(k n) per row). */
#include "common.cuh"

#include <algorithm>

using namespace xa_cu;

namespace {

const int64_t CHUNK = 16384;
const int TOPK_SORT = 2048;

/* the CPU kernels' row geometry (tensor/cpu.h), passed to the kernels by value */
using RGeom = xa_rgeom;

__device__ __forceinline__ void rg_ptrs(const RGeom &g, int64_t r, char **p) {
  int64_t off[4] = {0, 0, 0, 0};
  for (int d = g.nk - 1; d >= 0; d--) {
    int64_t i = r % g.ksize[d];
    r /= g.ksize[d];
    for (int k = 0; k < 4; k++) off[k] += i * g.kst[k][d];
  }
  for (int k = 0; k < 4; k++)
    if (k < g.nops) p[k] = g.base[k] + off[k] * g.es[k];
}

/* the allreduce of a group of TPR threads (1: the thread alone) */
template <int TPR, class A, class Op> __device__ __forceinline__ A gred(A v, Op op, A *red) {
  if constexpr (TPR == 1) return v;
  else return group_allreduce<TPR>(v, op, red);
}

struct OrOp { __device__ int operator()(int a, int b) const { return a | b; } };
struct AndOp { __device__ int operator()(int a, int b) const { return a & b; } };
struct WAddL {
  __device__ int64_t operator()(int64_t a, int64_t b) const { return (int64_t)((uint64_t)a + (uint64_t)b); }
};
struct WMulL {
  __device__ int64_t operator()(int64_t a, int64_t b) const { return (int64_t)((uint64_t)a * (uint64_t)b); }
};
struct MulD { __device__ double operator()(double a, double b) const { return a * b; } };

/* (value, index) pairs for max/min: the better one; NaN beats numbers; ties: lower index */
template <class T> __device__ __forceinline__ bool better(T a, int64_t ia, T b, int64_t ib, bool mx) {
  bool an = a != a, bn = b != b;
  if (an || bn) return an && (!bn || ia < ib);
  if (mx ? a > b : a < b) return true;
  if (mx ? b > a : b < a) return false;
  return ia < ib;
}

/* the better of two candidates; index INT64_MAX marks a lane without one */
template <class T>
__device__ __forceinline__ bool takes(T ov, int64_t oi, T v, int64_t i, bool mx) {
  return oi != INT64_MAX && (i == INT64_MAX || better(ov, oi, v, i, mx));
}

template <int TPR, class T>
__device__ __forceinline__ void pair_allreduce(T &v, int64_t &i, bool mx, T *rv, int64_t *ri) {
  if constexpr (TPR == 1) return;
  else {
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) {
      T ov = __shfl_xor_sync(0xffffffffu, v, o);
      int64_t oi = __shfl_xor_sync(0xffffffffu, (long long)i, o);
      if (takes(ov, oi, v, i, mx)) { v = ov; i = oi; }
    }
  }
  if constexpr (TPR <= 32) return;
  int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  __syncthreads();
  if (lane == 0) { rv[w] = v; ri[w] = i; }
  __syncthreads();
  v = rv[0];
  i = ri[0];
  for (int k = 1; k < TPR / 32; k++)
    if (takes(rv[k], ri[k], v, i, mx)) { v = rv[k]; i = ri[k]; }
}

/* values as the shuffles carry them (bool as int) */
template <class T> struct Wide { typedef T type; };
template <> struct Wide<uint8_t> { typedef int type; };

/* ---- forward reductions ------------------------------------------------------------- */
/* ops: {out, x} or {out, idx, x} (max/min) */
template <class T, int TPR>
__global__ void k_reduce(RGeom g, int op, double scale, double arg) {
  __shared__ double red_d[32];
  __shared__ int64_t red_l[32];
  __shared__ int red_i[32];
  typedef typename Wide<T>::type W;
  __shared__ W red_w[32];
  const int RPB = THREADS / TPR;
  const bool f = std::is_floating_point<T>::value;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  bool mm = op == XA_RED_MAX || op == XA_RED_MIN;
  int xo = mm ? 2 : 1;
  int64_t n = g.len[xo], s = g.rs[xo];
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < g.rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < g.rows;
    char *p[4];
    if (valid) rg_ptrs(g, r, p);
    const T *x = valid ? (const T *)p[xo] : nullptr;
    switch (op) {
    case XA_RED_SUM: case XA_RED_MEAN:
      if (f) {
        double acc = 0;
        if (valid) for (int64_t i = lane; i < n; i += TPR) acc += (double)x[i * s];
        acc = gred<TPR>(acc, AddOp(), red_d);
        if (valid && lane == 0) *(T *)p[0] = (T)(acc * scale);
      } else {
        int64_t acc = 0;
        if (valid) for (int64_t i = lane; i < n; i += TPR) acc = WAddL()(acc, (int64_t)x[i * s]);
        acc = gred<TPR>(acc, WAddL(), red_l);
        if (valid && lane == 0) *(int64_t *)p[0] = acc;
      }
      break;
    case XA_RED_PROD:
      if (f) {
        double acc = 1;
        if (valid) for (int64_t i = lane; i < n; i += TPR) acc *= (double)x[i * s];
        acc = gred<TPR>(acc, MulD(), red_d);
        if (valid && lane == 0) *(T *)p[0] = (T)acc;
      } else {
        int64_t acc = 1;
        if (valid) for (int64_t i = lane; i < n; i += TPR) acc = WMulL()(acc, (int64_t)x[i * s]);
        acc = gred<TPR>(acc, WMulL(), red_l);
        if (valid && lane == 0) *(int64_t *)p[0] = acc;
      }
      break;
    case XA_RED_MAX: case XA_RED_MIN: {
      bool mx = op == XA_RED_MAX;
      W best = 0;
      int64_t bi = INT64_MAX;
      if (valid)
        for (int64_t i = lane; i < n; i += TPR) {
          W v = (W)x[i * s];
          if (takes(v, i, best, bi, mx)) { best = v; bi = i; }
        }
      pair_allreduce<TPR, W>(best, bi, mx, red_w, red_l);
      if (valid && lane == 0 && n > 0) {
        *(T *)p[0] = (T)best;
        *(int64_t *)p[1] = bi;
      }
      break;
    }
    case XA_RED_LSE: if constexpr (std::is_floating_point<T>::value) {
      double m = -INFINITY;
      if (valid)
        for (int64_t i = lane; i < n; i += TPR) {
          double v = (double)x[i * s];
          m = v > m ? v : m;
        }
      m = gred<TPR>(m, MaxOp(), red_d);
      T res = 0;
      if (m == INFINITY || m == -INFINITY) {
        int nan = 0;
        if (valid) for (int64_t i = lane; i < n; i += TPR) nan |= x[i * s] != x[i * s];
        nan = gred<TPR>(nan, OrOp(), red_i);
        res = nan ? (T)NAN : (T)m;
      } else {
        double acc = 0;
        T mt = (T)m;
        if (valid) for (int64_t i = lane; i < n; i += TPR) acc += (double)dev_exp<T>(x[i * s] - mt);
        acc = gred<TPR>(acc, AddOp(), red_d);
        res = (T)(m + log(acc));
      }
      if (valid && lane == 0) *(T *)p[0] = res;
    }
    break;
    case XA_RED_VAR: if constexpr (std::is_floating_point<T>::value) {
      double acc = 0;
      if (valid) for (int64_t i = lane; i < n; i += TPR) acc += (double)x[i * s];
      double mean = gred<TPR>(acc, AddOp(), red_d) / (double)n;
      double ss = 0;
      if (valid) for (int64_t i = lane; i < n; i += TPR) { double d = (double)x[i * s] - mean; ss += d * d; }
      ss = gred<TPR>(ss, AddOp(), red_d);
      if (valid && lane == 0) *(T *)p[0] = n == 0 ? (T)NAN : (T)(ss / ((double)n - arg));
    }
    break;
    default: { /* any, all */
      bool all = op == XA_RED_ALL;
      int acc = all ? 1 : 0;
      if (valid)
        for (int64_t i = lane; i < n; i += TPR) {
          int nz = x[i * s] != 0;
          acc = all ? (acc & nz) : (acc | nz);
        }
      acc = all ? gred<TPR>(acc, AndOp(), red_i) : gred<TPR>(acc, OrOp(), red_i);
      if (valid && lane == 0) *(uint8_t *)p[0] = (uint8_t)acc;
      break;
    }
    }
  }
}

/* long sums: chunk c of row r (blockIdx.x over rows * nchunks) into part[r * nch + c] */
template <class T, class A>
__global__ void k_sum_chunks(RGeom g, int64_t nch, A *part) {
  __shared__ A red[32];
  int64_t n = g.len[1], s = g.rs[1];
  for (int64_t b = blockIdx.x; b < g.rows * nch; b += gridDim.x) {
    int64_t r = b / nch, c = b % nch;
    char *p[4];
    rg_ptrs(g, r, p);
    const T *x = (const T *)p[1];
    int64_t e = (c + 1) * CHUNK < n ? (c + 1) * CHUNK : n;
    A acc = 0;
    for (int64_t i = c * CHUNK + threadIdx.x; i < e; i += THREADS) {
      if constexpr (std::is_same<A, double>::value) acc += (double)x[i * s];
      else acc = WAddL()(acc, (int64_t)x[i * s]);
    }
    if constexpr (std::is_same<A, double>::value) acc = group_allreduce<THREADS>(acc, AddOp(), red);
    else acc = group_allreduce<THREADS>(acc, WAddL(), red);
    if (threadIdx.x == 0) part[b] = acc;
  }
}
template <class T, class A>
__global__ void k_sum_parts(RGeom g, int64_t nch, const A *part, double scale) {
  for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < g.rows;
       r += (int64_t)gridDim.x * blockDim.x) {
    char *p[4];
    rg_ptrs(g, r, p);
    A acc = 0;
    for (int64_t c = 0; c < nch; c++) {
      if constexpr (std::is_same<A, double>::value) acc += part[r * nch + c];
      else acc = WAddL()(acc, part[r * nch + c]);
    }
    if constexpr (std::is_same<A, double>::value) *(T *)p[0] = (T)(acc * scale);
    else *(int64_t *)p[0] = acc;
  }
}

/* ---- softmax / log_softmax ------------------------------------------------------------ */
/* ops {out, x}; out may be x (every read of a row happens before its writes) */
template <class T, int TPR> __global__ void k_softmax(RGeom g, int logsm) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  int64_t n = g.len[1], xs = g.rs[1], os = g.rs[0];
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < g.rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < g.rows;
    char *p[4];
    if (valid) rg_ptrs(g, r, p);
    const T *x = valid ? (const T *)p[1] : nullptr;
    T *o = valid ? (T *)p[0] : nullptr;
    double m = -INFINITY;
    if (valid) for (int64_t i = lane; i < n; i += TPR) { double v = (double)x[i * xs]; m = v > m ? v : m; }
    m = gred<TPR>(m, MaxOp(), red);
    T mt = (T)m;
    double acc = 0;
    if (valid) for (int64_t i = lane; i < n; i += TPR) acc += (double)dev_exp<T>(x[i * xs] - mt);
    acc = gred<TPR>(acc, AddOp(), red);
    if (!valid) continue;
    if (logsm) {
      T ls = (T)log(acc);
      for (int64_t i = lane; i < n; i += TPR) o[i * os] = (x[i * xs] - mt) - ls;
    } else {
      T inv = (T)(1.0 / acc);
      for (int64_t i = lane; i < n; i += TPR) o[i * os] = dev_exp<T>(x[i * xs] - mt) * inv;
    }
  }
}

/* contiguous rows (for fused kernels): the same as k_softmax over (rows, n) */
template <class T, int TPR> __global__ void k_softmax_rows(T *o, const T *x, int64_t rows, int64_t n) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < rows;
    const T *xr = x + (valid ? r : 0) * n;
    T *orow = o + (valid ? r : 0) * n;
    double m = -INFINITY;
    if (valid) for (int64_t i = lane; i < n; i += TPR) { double v = (double)xr[i]; m = v > m ? v : m; }
    m = gred<TPR>(m, MaxOp(), red);
    T mt = (T)m;
    double acc = 0;
    if (valid) for (int64_t i = lane; i < n; i += TPR) acc += (double)dev_exp<T>(xr[i] - mt);
    acc = gred<TPR>(acc, AddOp(), red);
    if (!valid) continue;
    T inv = (T)(1.0 / acc);
    for (int64_t i = lane; i < n; i += TPR) orow[i] = dev_exp<T>(xr[i] - mt) * inv;
  }
}

/* ---- cumsum ------------------------------------------------------------------------------ */
/* a row per thread, in order (the CPU's order exactly) */
template <class TI, class TO, class A> __global__ void k_cumsum_thread(RGeom g, int rev) {
  int64_t n = g.len[1], xs = g.rs[1], os = g.rs[0];
  for (int64_t r = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; r < g.rows;
       r += (int64_t)gridDim.x * blockDim.x) {
    char *p[4];
    rg_ptrs(g, r, p);
    TO *o = (TO *)p[0];
    const TI *x = (const TI *)p[1];
    A acc = 0;
    for (int64_t k = 0; k < n; k++) {
      int64_t i = rev ? n - 1 - k : k;
      acc += (A)x[i * xs];
      o[i * os] = (TO)acc;
    }
  }
}
/* long rows: a block per row; each thread scans a contiguous chunk, the chunk totals are
 * scanned in order by thread 0, then each chunk is written with its offset */
template <class TI, class TO, class A> __global__ void k_cumsum_block(RGeom g, int rev) {
  __shared__ A tot[THREADS];
  int64_t n = g.len[1], xs = g.rs[1], os = g.rs[0];
  int64_t per = (n + THREADS - 1) / THREADS;
  for (int64_t r = blockIdx.x; r < g.rows; r += gridDim.x) {
    char *p[4];
    rg_ptrs(g, r, p);
    TO *o = (TO *)p[0];
    const TI *x = (const TI *)p[1];
    int64_t k0 = threadIdx.x * per, k1 = k0 + per < n ? k0 + per : n;
    A acc = 0;
    for (int64_t k = k0; k < k1; k++) acc += (A)x[(rev ? n - 1 - k : k) * xs];
    __syncthreads();
    tot[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
      A run = 0;
      for (int t = 0; t < THREADS; t++) { A v = tot[t]; tot[t] = run; run += v; }
    }
    __syncthreads();
    acc = tot[threadIdx.x];
    for (int64_t k = k0; k < k1; k++) {
      int64_t i = rev ? n - 1 - k : k;
      acc += (A)x[i * xs];
      o[i * os] = (TO)acc;
    }
  }
}

/* ---- topk ----------------------------------------------------------------------------------- */
/* an order key: larger for better values (largest) after the transform below; NaN is above
 * every number, -0 equals +0 */
template <class T> __device__ __forceinline__ uint64_t ord_key(T v) {
  if constexpr (std::is_same<T, float>::value) {
    if (v != v) return UINT64_MAX;
    if (v == 0) v = 0;
    uint32_t u = __float_as_uint(v);
    return (uint64_t)(u & 0x80000000u ? ~u : u | 0x80000000u);
  } else if constexpr (std::is_same<T, double>::value) {
    if (v != v) return UINT64_MAX;
    if (v == 0) v = 0;
    uint64_t u = (uint64_t)__double_as_longlong(v);
    return u & 0x8000000000000000ull ? ~u : u | 0x8000000000000000ull;
  } else if constexpr (std::is_same<T, int64_t>::value) {
    return (uint64_t)v ^ 0x8000000000000000ull;
  } else {
    return (uint64_t)v;
  }
}
/* sort key: ascending = best first (largest: larger ord first), ties by index */
struct TKey { uint64_t k; int64_t i; };
__device__ __forceinline__ bool key_less(const TKey &a, const TKey &b) {
  return a.k < b.k || (a.k == b.k && a.i < b.i);
}

/* rows of n <= TOPK_SORT: a bitonic sort of the row's keys in shared memory */
template <class T> __global__ void k_topk_sort(RGeom g, int64_t k, int largest, int np2) {
  TKey *keys = xa_dyn_smem<TKey>();
  int64_t n = g.len[2], s = g.rs[2], vs = g.rs[0], is = g.rs[1];
  for (int64_t r = blockIdx.x; r < g.rows; r += gridDim.x) {
    char *p[4];
    rg_ptrs(g, r, p);
    const T *x = (const T *)p[2];
    __syncthreads(); /* the previous row's keys are read */
    for (int i = threadIdx.x; i < np2; i += blockDim.x) {
      if (i < n) {
        uint64_t o = ord_key<T>(x[i * s]);
        keys[i] = TKey{largest ? ~o : o, (int64_t)i};
      } else {
        keys[i] = TKey{UINT64_MAX, INT64_MAX};
      }
    }
    __syncthreads();
    for (int size = 2; size <= np2; size <<= 1)
      for (int stride = size >> 1; stride > 0; stride >>= 1) {
        for (int i = threadIdx.x; i < np2; i += blockDim.x) {
          int j = i ^ stride;
          if (j > i) {
            bool up = (i & size) == 0;
            TKey a = keys[i], b = keys[j];
            if (up ? key_less(b, a) : key_less(a, b)) { keys[i] = b; keys[j] = a; }
          }
        }
        __syncthreads();
      }
    T *vo = (T *)p[0];
    int64_t *io = (int64_t *)p[1];
    for (int64_t j = threadIdx.x; j < k; j += blockDim.x) {
      int64_t w = keys[j].i;
      vo[j * vs] = x[w * s];
      io[j * is] = w;
    }
  }
}

/* longer rows: the k best one after another; round j takes the best key after round j-1's */
template <class T> __global__ void k_topk_rounds(RGeom g, int64_t k, int largest) {
  __shared__ uint64_t rk[32];
  __shared__ int64_t ri[32];
  int64_t n = g.len[2], s = g.rs[2], vs = g.rs[0], is = g.rs[1];
  for (int64_t r = blockIdx.x; r < g.rows; r += gridDim.x) {
    char *p[4];
    rg_ptrs(g, r, p);
    const T *x = (const T *)p[2];
    T *vo = (T *)p[0];
    int64_t *io = (int64_t *)p[1];
    uint64_t pk = 0;
    int64_t pi = -1; /* the previous pick (none: everything is after it) */
    for (int64_t j = 0; j < k; j++) {
      uint64_t bk = UINT64_MAX;
      int64_t bi = INT64_MAX;
      for (int64_t i = threadIdx.x; i < n; i += blockDim.x) {
        uint64_t o = ord_key<T>(x[i * s]);
        uint64_t key = largest ? ~o : o;
        bool after = pi < 0 || key > pk || (key == pk && i > pi);
        if (after && (key < bk || (key == bk && i < bi))) { bk = key; bi = i; }
      }
      /* the smallest (key, index) of the block */
#pragma unroll
      for (int o = 16; o > 0; o >>= 1) {
        uint64_t ok = __shfl_xor_sync(0xffffffffu, (unsigned long long)bk, o);
        int64_t oi = __shfl_xor_sync(0xffffffffu, (long long)bi, o);
        if (ok < bk || (ok == bk && oi < bi)) { bk = ok; bi = oi; }
      }
      __syncthreads();
      if ((threadIdx.x & 31) == 0) { rk[threadIdx.x >> 5] = bk; ri[threadIdx.x >> 5] = bi; }
      __syncthreads();
      bk = rk[0];
      bi = ri[0];
      for (int w = 1; w < THREADS / 32; w++)
        if (rk[w] < bk || (rk[w] == bk && ri[w] < bi)) { bk = rk[w]; bi = ri[w]; }
      if (threadIdx.x == 0) {
        vo[j * vs] = x[bi * s];
        io[j * is] = bi;
      }
      pk = bk;
      pi = bi;
    }
  }
}

/* ---- backward kernels ---------------------------------------------------------------------
 * ops {gin, g, a, b}: gin has the input's shape; reduced operands have size 1 along dim */
template <class T, int TPR> __global__ void k_reduce_bw(RGeom g, int op, double arg) {
  __shared__ double red[32];
  const int RPB = THREADS / TPR;
  int lane = threadIdx.x % TPR, grp = threadIdx.x / TPR;
  int64_t n = g.len[0], os = g.rs[0];
  for (int64_t r0 = (int64_t)blockIdx.x * RPB; r0 < g.rows; r0 += (int64_t)gridDim.x * RPB) {
    int64_t r = r0 + grp;
    bool valid = r < g.rows;
    char *p[4];
    if (valid) rg_ptrs(g, r, p);
    T *o = valid ? (T *)p[0] : nullptr;
    switch (op) {
    case XA_RGRAD_SOFTMAX: case XA_RGRAD_LOG_SOFTMAX: {
      int64_t gs = g.rs[1], ys = g.rs[2];
      const T *gr = valid ? (const T *)p[1] : nullptr, *y = valid ? (const T *)p[2] : nullptr;
      bool logsm = op == XA_RGRAD_LOG_SOFTMAX;
      double acc = 0;
      if (valid)
        for (int64_t i = lane; i < n; i += TPR) acc += logsm ? (double)gr[i * gs] : (double)(gr[i * gs] * y[i * ys]);
      acc = gred<TPR>(acc, AddOp(), red);
      if (!valid) break;
      T d = (T)acc;
      for (int64_t i = lane; i < n; i += TPR)
        o[i * os] = logsm ? gr[i * gs] - dev_exp<T>(y[i * ys]) * d : y[i * ys] * (gr[i * gs] - d);
      break;
    }
    case XA_RGRAD_LSE: {
      if (!valid) break;
      T gr = *(const T *)p[1], y = *(const T *)p[3];
      const T *x = (const T *)p[2];
      int64_t xs = g.rs[2];
      for (int64_t i = lane; i < n; i += TPR) o[i * os] = y == (T)-INFINITY ? (T)0 : gr * dev_exp<T>(x[i * xs] - y);
      break;
    }
    case XA_RGRAD_VAR: {
      const T *x = valid ? (const T *)p[2] : nullptr;
      int64_t xs = g.rs[2];
      double acc = 0;
      if (valid) for (int64_t i = lane; i < n; i += TPR) acc += (double)x[i * xs];
      double mean = gred<TPR>(acc, AddOp(), red) / (double)n;
      if (!valid) break;
      double f = 2.0 * (double)*(const T *)p[1] / ((double)n - arg);
      for (int64_t i = lane; i < n; i += TPR) o[i * os] = (T)(f * ((double)x[i * xs] - mean));
      break;
    }
    case XA_RGRAD_PROD: { /* prefix and suffix products in order: one thread per row (TPR 1) */
      if (!valid || lane != 0) break;
      double gr = (double)*(const T *)p[1];
      const T *x = (const T *)p[2];
      int64_t xs = g.rs[2];
      double acc = 1;
      for (int64_t i = 0; i < n; i++) { o[i * os] = (T)acc; acc *= (double)x[i * xs]; }
      acc = gr;
      for (int64_t i = n - 1; i >= 0; i--) { o[i * os] = (T)((double)o[i * os] * acc); acc *= (double)x[i * xs]; }
      break;
    }
    default: { /* scatter: gin[idx[j]] += g[j] (indices distinct within a row) */
      if (!valid || lane != 0) break;
      int64_t k = g.len[1], gs = g.rs[1], is = g.rs[2];
      const T *gr = (const T *)p[1];
      const int64_t *idx = (const int64_t *)p[2];
      for (int64_t j = 0; j < k; j++) o[idx[j * is] * os] += gr[j * gs];
      break;
    }
    }
  }
}

template <auto K1, auto K32, auto K256, class... A>
int run_rows(const char *fn, int64_t rows, int tpr, A... a) {
  if (rows == 0) return 0;
  if (tpr == 1)
    XA_LAUNCH_OR_FAIL(fn, (xa_launch<K1>(dim3(grid_for(rows, THREADS)), dim3(THREADS), 0, stream(), a...)));
  else if (tpr == 32)
    XA_LAUNCH_OR_FAIL(fn, (xa_launch<K32>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), a...)));
  else
    XA_LAUNCH_OR_FAIL(fn, (xa_launch<K256>(dim3(grid_for(rows, 1)), dim3(THREADS), 0, stream(), a...)));
  return 0;
}

/* threads per row for a row of n with stride s over rows */
int pick_tpr(int64_t n, int64_t s, int64_t rows) {
  if (n <= 16 || (s != 1 && rows >= 2048)) return 1;
  return n <= 256 ? 32 : THREADS;
}

} // namespace

#define R_DTYPE_SWITCH(dt, T, ...)                                                        \
  switch (dt) {                                                                         \
  case XA_BOOL: { typedef uint8_t T; __VA_ARGS__; break; }                              \
  case XA_INT64: { typedef int64_t T; __VA_ARGS__; break; }                             \
  case XA_FLOAT32: { typedef float T; __VA_ARGS__; break; }                             \
  default: { typedef double T; __VA_ARGS__; break; }                                    \
  }

extern "C" {

int xa_cuda_reduce(xa_redop op, xa_tensor *out, xa_tensor *idx, const xa_tensor *x, int dim,
                   double arg) {
  const char *fn = "cuda reduce";
  RGeom g;
  bool mm = op == XA_RED_MAX || op == XA_RED_MIN;
  if (mm) {
    if (!idx || idx->dtype != XA_INT64 || out->dtype != x->dtype)
      return xa_err("%s: max/min write values of x's dtype and int64 indices", fn);
    const xa_tensor *ops[3] = {out, idx, x};
    xa_rgeom_init(&g, dim, 3, ops);
  } else {
    const xa_tensor *ops[2] = {out, x};
    xa_rgeom_init(&g, dim, 2, ops);
  }
  bool f = xa_dtype_is_float(x->dtype);
  if ((op == XA_RED_LSE || op == XA_RED_VAR) && !f)
    return xa_err("%s: logsumexp and var need a float tensor", fn);
  int64_t n = g.len[mm ? 2 : 1], s = g.rs[mm ? 2 : 1];
  double scale = op == XA_RED_MEAN ? 1.0 / (double)n : 1.0;
  if (g.rows == 0) return 0;
  /* long sums with few rows: fixed chunks, then the chunk sums in order */
  if ((op == XA_RED_SUM || op == XA_RED_MEAN) && n >= 4 * CHUNK && g.rows < 64) {
    int64_t nch = (n + CHUNK - 1) / CHUNK;
    Scratch part;
    if (part.get(g.rows * nch * 8)) return -1;
    unsigned grid = grid_for(g.rows * nch, 1);
    if (f) {
      XA_FLOAT_SWITCH(x->dtype, T,
        XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sum_chunks<T, double>>(dim3(grid), dim3(THREADS), 0, stream(), g, nch, part.as<double>())));
        XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sum_parts<T, double>>(dim3(grid_for(g.rows, 64)), dim3(64), 0, stream(), g, nch, (const double *)part.as<double>(), scale))));
    } else if (x->dtype == XA_INT64) {
      XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sum_chunks<int64_t, int64_t>>(dim3(grid), dim3(THREADS), 0, stream(), g, nch, part.as<int64_t>())));
      XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sum_parts<int64_t, int64_t>>(dim3(grid_for(g.rows, 64)), dim3(64), 0, stream(), g, nch, (const int64_t *)part.as<int64_t>(), scale)));
    } else {
      XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sum_chunks<uint8_t, int64_t>>(dim3(grid), dim3(THREADS), 0, stream(), g, nch, part.as<int64_t>())));
      XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_sum_parts<uint8_t, int64_t>>(dim3(grid_for(g.rows, 64)), dim3(64), 0, stream(), g, nch, (const int64_t *)part.as<int64_t>(), scale)));
    }
    return 0;
  }
  int tpr = pick_tpr(n, s, g.rows);
  int rc = 0;
  R_DTYPE_SWITCH(x->dtype, T, rc = (run_rows<k_reduce<T, 1>, k_reduce<T, 32>, k_reduce<T, THREADS>>(fn, g.rows, tpr, g, (int)op, scale, arg)))
  return rc;
}

int xa_cuda_rowop(xa_rowop op, xa_tensor *out, const xa_tensor *x, int dim) {
  const char *fn = "cuda rowop";
  RGeom g;
  const xa_tensor *ops[2] = {out, x};
  xa_rgeom_init(&g, dim, 2, ops);
  if (g.rows == 0) return 0;
  int64_t n = g.len[1];
  if (op == XA_ROW_SOFTMAX || op == XA_ROW_LOG_SOFTMAX) {
    if (!xa_dtype_is_float(x->dtype) || out->dtype != x->dtype)
      return xa_err("%s: softmax needs float tensors of one dtype", fn);
    int tpr = n <= 256 ? 32 : THREADS, logsm = op == XA_ROW_LOG_SOFTMAX;
    int rc = 0;
    XA_FLOAT_SWITCH(x->dtype, T, rc = (run_rows<k_softmax<T, 32>, k_softmax<T, 32>, k_softmax<T, THREADS>>(fn, g.rows, tpr, g, logsm)));
    return rc;
  }
  int rev = op == XA_ROW_CUMSUM_REV;
  bool block = n > 1024 && g.rows < 1024;
  unsigned grid = block ? grid_for(g.rows, 1) : grid_for(g.rows, THREADS);
#define CUMSUM_RUN(TI, TO, A)                                                             \
  if (block) XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_cumsum_block<TI, TO, A>>(dim3(grid), dim3(THREADS), 0, stream(), g, rev))); \
  else XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_cumsum_thread<TI, TO, A>>(dim3(grid), dim3(THREADS), 0, stream(), g, rev)));
  switch (x->dtype) {
  case XA_BOOL: CUMSUM_RUN(uint8_t, int64_t, uint64_t) break;
  case XA_INT64: CUMSUM_RUN(int64_t, int64_t, uint64_t) break;
  case XA_FLOAT32: CUMSUM_RUN(float, float, double) break;
  default: CUMSUM_RUN(double, double, double) break;
  }
#undef CUMSUM_RUN
  return 0;
}

int xa_cuda_softmax_rows(xa_dtype dt, void *o, const void *x, int64_t rows, int64_t n) {
  const char *fn = "cuda softmax_rows";
  if (rows == 0 || n == 0) return 0;
  int rc = 0;
  if (n <= 256) {
    XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_softmax_rows<T, 32>>(dim3(grid_for(rows, THREADS / 32)), dim3(THREADS), 0, stream(), (T *)o, (const T *)x, rows, n)));
  } else {
    XA_FLOAT_SWITCH(dt, T, rc = ::xa_cu::launched(fn, xa_launch<k_softmax_rows<T, THREADS>>(dim3(grid_for(rows, 1)), dim3(THREADS), 0, stream(), (T *)o, (const T *)x, rows, n)));
  }
  return rc;
}

int xa_cuda_topk(xa_tensor *values, xa_tensor *indices, const xa_tensor *x, int dim, int64_t k,
                 bool largest) {
  const char *fn = "cuda topk";
  RGeom g;
  const xa_tensor *ops[3] = {values, indices, x};
  xa_rgeom_init(&g, dim, 3, ops);
  if (g.rows == 0 || k == 0) return 0;
  int64_t n = g.len[2];
  if (k > n || indices->dtype != XA_INT64 || values->dtype != x->dtype)
    return xa_err("%s: k = %lld of %lld, int64 indices and values of x's dtype expected", fn,
                  (long long)k, (long long)n);
  int rc = 0;
  if (n <= TOPK_SORT) {
    int np2 = 1;
    while (np2 < n) np2 <<= 1;
    size_t smem = (size_t)np2 * sizeof(TKey);
    R_DTYPE_SWITCH(x->dtype, T, rc = ::xa_cu::launched(fn, xa_launch<k_topk_sort<T>>(dim3(grid_for(g.rows, 1)), dim3(THREADS), smem, stream(), g, k, (int)largest, np2)))
  } else {
    R_DTYPE_SWITCH(x->dtype, T, rc = ::xa_cu::launched(fn, xa_launch<k_topk_rounds<T>>(dim3(grid_for(g.rows, 1)), dim3(THREADS), 0, stream(), g, k, (int)largest)))
  }
  return rc;
}

int xa_cuda_reduce_backward(xa_rgradop op, xa_tensor *gin, const xa_tensor *gr, const xa_tensor *a,
                            const xa_tensor *b, int dim, double arg) {
  const char *fn = "cuda reduce_backward";
  if (!xa_dtype_is_float(gin->dtype) || gr->dtype != gin->dtype)
    return xa_err("%s: float gradients of one dtype expected", fn);
  RGeom g;
  const xa_tensor *ops[4] = {gin, gr, a, b};
  xa_rgeom_init(&g, dim, b ? 4 : 3, ops);
  if (g.rows == 0) return 0;
  int64_t n = g.len[0];
  int tpr = (op == XA_RGRAD_PROD || op == XA_RGRAD_SCATTER) ? 1 : n <= 256 ? 32 : THREADS;
  int rc = 0;
  XA_FLOAT_SWITCH(gin->dtype, T, rc = (run_rows<k_reduce_bw<T, 1>, k_reduce_bw<T, 32>, k_reduce_bw<T, THREADS>>(fn, g.rows, tpr, g, (int)op, arg)));
  return rc;
}

} // extern "C"
