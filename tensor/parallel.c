/* The thread count, the row-parallel helper and the half-weights setting (see parallel.h). */
#include "parallel.h"
#include "tensor.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

/* OpenBLAS's own control; declared here so that tensor/ does not need cblas.h */
void openblas_set_num_threads(int);

static int nthreads = 0; /* 0: not set yet */

void xa_set_threads(int n) {
  if (n < 1) n = 1;
  nthreads = n;
  openblas_set_num_threads(n);
#ifdef _OPENMP
  omp_set_num_threads(n);
#endif
}

int xa_threads(void) {
  if (nthreads == 0) {
    const char *e = getenv("XATTN_THREADS");
    long n = e ? strtol(e, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN);
    if (n < 1) n = 1;
    if (n > 256) n = 256;
    xa_set_threads((int)n);
  }
  return nthreads;
}

int xa_parallel_threads(int64_t n, int64_t work) {
  int64_t nt = xa_threads(), by_work = work / XA_GRAIN;
  if (nt > by_work) nt = by_work;
  if (nt > n) nt = n;
  return nt < 1 ? 1 : (int)nt;
}

void xa_parallel_for(int64_t n, int64_t work, xa_range_fn fn, void *ctx) {
  if (n <= 0) return;
  int nt = xa_parallel_threads(n, work);
#ifdef _OPENMP
  if (nt > 1) {
#pragma omp parallel num_threads(nt)
    {
      /* a team may be smaller than asked (never larger): split by its real size */
      int t = omp_get_thread_num(), T = omp_get_num_threads();
      fn(ctx, n * t / T, n * (t + 1) / T, t);
    }
    return;
  }
#endif
  fn(ctx, 0, n, 0);
}

/* ---- half weights (parallel.h) ---- */
static int half_on = -1; /* -1: not read from the environment yet */

static bool half_supported(void) {
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
         __builtin_cpu_supports("f16c");
#else
  return false;
#endif
}

bool xa_cpu_avx512(void) {
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
         __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
  return false;
#endif
}

bool xa_half_weights(void) {
  if (half_on < 0) {
    const char *e = getenv("XATTN_HALF_WEIGHTS");
    half_on = e && !strcmp(e, "1") && half_supported();
  }
  return half_on;
}

int xa_set_half_weights(bool on, bool *was) {
  *was = xa_half_weights();
  if (on && !half_supported())
    return xa_err("half_weights: this CPU has no half-precision kernels (they need x86-64 "
                  "with AVX2, FMA and F16C, and a GCC build)");
  half_on = on;
  return 0;
}
