/* Lua functions: bench family (a monotonic clock and raw baselines for scripts/bench_ops.lua).
 * The baselines use their own buffers and their own fixed pseudo-random fill, so they never
 * touch tensors, the allocator's accounting or the global generator. */
#include "../tensor/hot.h"
#include "binding.h"
#include "../tensor/cpu.h"

#include <cblas.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int l_clock(lua_State *L) {
  lua_pushnumber(L, now());
  return 1;
}

static float *bench_alloc(int64_t n) {
  float *p = aligned_alloc(64, (size_t)((n * (int64_t)sizeof(float) + 63) / 64 * 64));
  if (!p) return NULL;
  uint32_t s = 2463534242u;
  for (int64_t i = 0; i < n; i++) { /* xorshift32, values in [-0.5, 0.5) */
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    p[i] = (float)(s >> 8) * 0x1.0p-24f - 0.5f;
  }
  return p;
}

/* op(A) (M,K)·op(B) (K,N) by cblas_sgemm, or by xa_gemm (own: xattn's own product where it
 * takes it); A stored (M,K) or, ta, (K,M); B (K,N) or, tb, (N,K) */
static void bench_product(bool own, bool ta, bool tb, lua_Integer M, lua_Integer N,
                          lua_Integer K, const float *a, const float *b, float *c) {
  lua_Integer lda = ta ? M : K, ldb = tb ? K : N;
  if (own)
    xa_gemm(XA_FLOAT32, ta, tb, M, N, K, 1.0, a, lda, b, ldb, 0.0, c, N);
  else
    cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans,
                (int)M, (int)N, (int)K, 1.0f, a, (int)lda, b, (int)ldb, 0.0f, c, (int)N);
}

/* _bench_sgemm / _bench_gemm (M, N, K [, iters [, ta [, tb]]]) -> seconds per call */
static int bench_gemm(lua_State *L, bool own) {
  const char *name = own ? "_bench_gemm" : "_bench_sgemm";
  lua_Integer M = luaL_checkinteger(L, 1), N = luaL_checkinteger(L, 2), K = luaL_checkinteger(L, 3);
  lua_Integer iters = luaL_optinteger(L, 4, 10);
  if (M < 1 || N < 1 || K < 1 || M > 65536 || N > 65536 || K > 65536)
    return luaL_error(L, "%s: sizes must be between 1 and 65536, got %d, %d, %d", name,
                      (int)M, (int)N, (int)K);
  if (iters < 1) return luaL_argerror(L, 4, "iters must be >= 1");
  if (!lua_isnoneornil(L, 5)) luaL_checktype(L, 5, LUA_TBOOLEAN);
  if (!lua_isnoneornil(L, 6)) luaL_checktype(L, 6, LUA_TBOOLEAN);
  bool ta = lua_toboolean(L, 5), tb = lua_toboolean(L, 6);
  float *a = bench_alloc(M * K), *b = bench_alloc(K * N), *c = bench_alloc(M * N);
  if (!a || !b || !c) {
    free(a); free(b); free(c);
    return luaL_error(L, "%s: out of memory", name);
  }
  xa_blas_sync(); /* OpenBLAS on the same threads as xattn's matmul */
  bench_product(own, ta, tb, M, N, K, a, b, c); /* warm-up */
  double t0 = now();
  for (lua_Integer i = 0; i < iters; i++) bench_product(own, ta, tb, M, N, K, a, b, c);
  double dt = (now() - t0) / (double)iters;
  free(a); free(b); free(c);
  lua_pushnumber(L, dt);
  return 1;
}
static int l_bench_sgemm(lua_State *L) { return bench_gemm(L, false); }
static int l_bench_gemm(lua_State *L) { return bench_gemm(L, true); }

/* the arguments of the bandwidth baselines: (nbytes, iters = 10, threads = 1), nbytes at
 * least min_bytes */
static void bandwidth_args(lua_State *L, lua_Integer min_bytes, lua_Integer *nbytes, lua_Integer *iters,
                           int *threads) {
  *nbytes = luaL_checkinteger(L, 1);
  *iters = luaL_optinteger(L, 2, 10);
  lua_Integer t = luaL_optinteger(L, 3, 1);
  if (*nbytes < min_bytes || *nbytes > ((lua_Integer)1 << 36))
    luaL_argerror(L, 1, lua_pushfstring(L, "nbytes must be between %d and 2^36", (int)min_bytes));
  if (*iters < 1) luaL_argerror(L, 2, "iters must be >= 1");
  if (t < 1 || t > 1024) luaL_argerror(L, 3, "threads must be between 1 and 1024");
  *threads = (int)t;
}

/* _bench_memcpy(nbytes, iters, threads) -> seconds per memcpy of nbytes; with threads > 1
 * the copy is split into that many contiguous ranges copied at once (the bandwidth a kernel
 * running on as many threads can draw) */
static int l_bench_memcpy(lua_State *L) {
  lua_Integer nbytes, iters;
  int nt;
  bandwidth_args(L, 1, &nbytes, &iters, &nt);
  char *src = malloc((size_t)nbytes), *dst = malloc((size_t)nbytes);
  if (!src || !dst) {
    free(src); free(dst);
    return luaL_error(L, "_bench_memcpy: out of memory for 2 x %d bytes", (int)nbytes);
  }
  int64_t n = (int64_t)nbytes;
  memset(src, 1, (size_t)nbytes);
  double t0 = 0;
  for (lua_Integer i = -1; i < iters; i++) { /* i == -1: warm-up, faults every page in */
    if (i == 0) t0 = now();
    XA_PRAGMA(omp parallel for num_threads(nt) if (nt > 1) schedule(static))
    for (int t = 0; t < nt; t++) {
      int64_t b = n * t / nt, e = n * (t + 1) / nt;
      memcpy(dst + b, src + b, (size_t)(e - b));
    }
    __asm__ volatile("" : : "r"(dst) : "memory"); /* keep every copy */
  }
  double dt = (now() - t0) / (double)iters;
  free(src); free(dst);
  lua_pushnumber(L, dt);
  return 1;
}

/* the sum of a[0..n) (a 64-byte aligned start) in four independent 8-float vectors, so that
 * the loop runs at the rate the memory delivers rather than at one add's latency */
typedef float xa_v8f __attribute__((vector_size(32)));
XA_HOT static float read_sum(const float *a, int64_t n) {
  xa_v8f s0 = {0}, s1 = {0}, s2 = {0}, s3 = {0};
  const xa_v8f *v = (const xa_v8f *)a;
  int64_t i = 0, nv = n / 32;
  for (; i < nv; i++, v += 4) {
    s0 += v[0];
    s1 += v[1];
    s2 += v[2];
    s3 += v[3];
  }
  xa_v8f t = (s0 + s1) + (s2 + s3);
  float s = 0;
  for (int k = 0; k < 8; k++) s += t[k];
  for (i = nv * 32; i < n; i++) s += a[i];
  return s;
}

/* _bench_read(nbytes, iters, threads) -> seconds per read of nbytes (floats summed); with
 * threads > 1 split into that many ranges read at once: what a kernel that only reads (a
 * matrix-vector product's weights) can draw at that footprint */
static int l_bench_read(lua_State *L) {
  lua_Integer nbytes, iters;
  int nt;
  bandwidth_args(L, 4, &nbytes, &iters, &nt);
  int64_t n = (int64_t)nbytes / 4;
  float *a = bench_alloc(n);
  if (!a) return luaL_error(L, "_bench_read: out of memory for %d bytes", (int)nbytes);
  volatile float sink = 0;
  double t0 = 0;
  for (lua_Integer i = -1; i < iters; i++) { /* i == -1: warm-up */
    if (i == 0) t0 = now();
    float s = 0;
    XA_PRAGMA(omp parallel for num_threads(nt) if (nt > 1) schedule(static) reduction(+:s))
    for (int t = 0; t < nt; t++) {
      int64_t b = n * t / nt / 32 * 32, e = t == nt - 1 ? n : n * (t + 1) / nt / 32 * 32;
      s += read_sum(a + b, e - b);
    }
    sink = sink + s; /* keep every read */
  }
  double dt = (now() - t0) / (double)iters;
  free(a);
  lua_pushnumber(L, dt);
  return 1;
}

/* _gemm_pair([on]) -> whether it was on */
static int l_gemm_pair(lua_State *L) {
  if (lua_isnoneornil(L, 1)) {
    bool was = xa_gemm_pair_enable(true);
    xa_gemm_pair_enable(was);
    lua_pushboolean(L, was);
    return 1;
  }
  luaL_checktype(L, 1, LUA_TBOOLEAN);
  lua_pushboolean(L, xa_gemm_pair_enable(lua_toboolean(L, 1)));
  return 1;
}

/* _own_gemm([on | "avx512" | "generic"]) -> the mode before: "avx512", "generic" or false
 * (what it returns can be given back: "avx512" is true), and the products it took so far */
static int l_own_gemm(lua_State *L) {
  static const char *const names[] = {"off", "avx512", "generic"};
  int m = -1;
  if (lua_type(L, 1) == LUA_TBOOLEAN) m = lua_toboolean(L, 1);
  else if (lua_type(L, 1) == LUA_TSTRING && !strcmp(lua_tostring(L, 1), "generic")) m = 2;
  else if (lua_type(L, 1) == LUA_TSTRING && !strcmp(lua_tostring(L, 1), "avx512")) m = 1;
  else if (!lua_isnoneornil(L, 1))
    return luaL_argerror(L, 1, "boolean, \"avx512\" or \"generic\" expected");
  int64_t count;
  int was = xa_sgemm_mode(m, &count);
  if (was) lua_pushstring(L, names[was]);
  else lua_pushboolean(L, 0);
  lua_pushinteger(L, (lua_Integer)count);
  return 2;
}

static const xa_lreg regs[] = {
  {"clock", l_clock, XA_FUNC, "clock() -> seconds (float) of a monotonic clock\n"
   "Wall-clock time that never jumps back; subtract two readings to time code: "
   "local t0 = xattn.clock(); work(); print(xattn.clock() - t0)."},
  {"_bench_sgemm", l_bench_sgemm, XA_FUNC, "_bench_sgemm(M, N, K [, iters=10 [, ta [, tb]]]) -> seconds per call\n"
   "Times raw cblas_sgemm of contiguous (M,K)·(K,N) float32 matrices with xattn's thread "
   "count (the baseline of scripts/bench_ops.lua); ta: A stored (K,M) and transposed, tb: B "
   "stored (N,K) and transposed."},
  {"_bench_gemm", l_bench_gemm, XA_FUNC, "_bench_gemm(M, N, K [, iters=10 [, ta [, tb]]]) -> seconds per call\n"
   "Times xattn's own float32 product (its AVX-512 kernels where they are on, see _own_gemm, and the "
   "product is large enough, else OpenBLAS's, as every matmul) of contiguous (M,K)·(K,N) "
   "matrices with xattn's thread count: _bench_sgemm's figure for the product the ops run."},
  {"_bench_memcpy", l_bench_memcpy, XA_FUNC, "_bench_memcpy(nbytes [, iters=10 [, threads=1]]) -> seconds per copy\n"
   "Times memcpy of nbytes between two buffers (a memory-bandwidth baseline); with threads > 1 "
   "the copy is split into that many ranges copied at once."},
  {"_bench_read", l_bench_read, XA_FUNC, "_bench_read(nbytes [, iters=10 [, threads=1]]) -> seconds per read\n"
   "Times a read of nbytes (float32 values summed, nothing written: the bandwidth a kernel that "
   "only reads can draw); with threads > 1 the buffer is split into that many ranges read at once."},
  {"_own_gemm", l_own_gemm, XA_FUNC, "_own_gemm([on | \"avx512\" | \"generic\"]) -> the mode before, products taken so far\n"
   "xattn's own float32 product (by default on Intel CPUs with AVX-512): \"avx512\" where it takes the products large "
   "enough, false where OpenBLAS does every one. _own_gemm(false) sends every product to "
   "OpenBLAS, _own_gemm(true) (or \"avx512\") takes them on any CPU with AVX-512, _own_gemm(\"generic\") "
   "runs the same blocking with portable kernels on any CPU (slow: for tests). For A/B timings "
   "and tests; XATTN_SGEMM=0, =avx512 or =generic in the environment sets it at the start."},
  {"_gemm_pair", l_gemm_pair, XA_FUNC, "_gemm_pair([on]) -> was_on\n"
   "On 2 threads, a layer's input and weight gradients (and the output projection's) run side "
   "by side, one one-thread product per thread; false runs them one after the other on both "
   "threads (the same to rounding: the products split differently). For tests and benchmarks; XATTN_GEMM_PAIR=0 starts it off."},
  {NULL, NULL, 0, NULL},
};

void xa_bench_lua(lua_State *L) { xa_lua_register(L, regs); }
