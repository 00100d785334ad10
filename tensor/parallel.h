/* Threads, and the one way the CPU kernels split work across them.
 *
 * The thread count: xa_set_threads(n) sets our kernels and OpenBLAS together (one OpenMP
 * pool; see the Makefile for why OpenBLAS is its OpenMP build); xa_threads() reports it.
 * The default, settled on first use, is $XATTN_THREADS, else one thread per online core
 * (what OpenBLAS takes by itself), so that the two never disagree.
 *
 * The grain: a loop is split only when every thread gets at least XA_GRAIN units of work
 * (an element read or written, an exp computed); below that, waking threads costs more
 * than it saves. xa_parallel_threads says how many threads a loop gets; no kernel has a
 * threshold of its own.
 *
 * The determinism guarantee: every CPU kernel splits its work into fixed contiguous ranges
 * that depend only on the sizes and the thread count, never on scheduling, and threads never
 * add floats into one place in a racing order (partial sums go to one slot per range and
 * are added afterwards in range order). So a kernel's result depends on its inputs and the
 * thread count alone: the same seed, data and thread count give the same bits, run after
 * run. Kernels that compute each output element on one thread from the same inputs
 * (elementwise, row-wise softmax, the attention families' rows) give the same bits for any
 * thread count; the others say in their comment when the thread count matters. */
#ifndef XA_PARALLEL_H
#define XA_PARALLEL_H

#include <stdbool.h>
#include <stdint.h>

#define XA_GRAIN 32768

void xa_set_threads(int n);
int xa_threads(void);

/* Half weights at inference, process-wide like the thread count (set by xattn.half_weights
 * and the C API's xattn_set_half_weights; $XATTN_HALF_WEIGHTS=1 starts it on): linear's
 * CPU inference path (nn/linear_packed.c) then packs its weights in float16. Possible on
 * x86-64 with AVX2, FMA and F16C in a GCC build; turning it on elsewhere fails (-1, the
 * message set). *was: the setting before. */
bool xa_half_weights(void);
/* whether the CPU runs the AVX-512 kernels (F and VL, with AVX2 and FMA) of a GCC x86-64
 * build: linear's packed path (nn/linear_packed.c) and the own product (tensor/sgemm.c) */
bool xa_cpu_avx512(void);
int xa_set_half_weights(bool on, bool *was);

/* threads for a loop over n independent items costing `work` units in all:
 * min(xa_threads(), work / XA_GRAIN, n), at least 1 */
int xa_parallel_threads(int64_t n, int64_t work);

/* fn(ctx, begin, end, t) over [0, n) split into nt = xa_parallel_threads(n, work) fixed
 * contiguous ranges [n t / nt, n (t + 1) / nt), range t on thread t (0 <= t < nt, so
 * per-thread scratch indexed by t needs nt slots); on the calling thread when nt == 1. */
typedef void (*xa_range_fn)(void *ctx, int64_t begin, int64_t end, int t);
void xa_parallel_for(int64_t n, int64_t work, xa_range_fn fn, void *ctx);

/* For a loop written in place: `int nt = xa_parallel_threads(n, work); XA_OMP_FOR(nt)`
 * before `for (int64_t i = 0; i < n; i++)` gives the same fixed contiguous ranges. */
#define XA_PRAGMA(x) _Pragma(#x)
#define XA_OMP_FOR(nt) XA_PRAGMA(omp parallel for num_threads(nt) if (nt > 1) schedule(static))
#define XA_OMP_FOR_SIMD(nt) \
  XA_PRAGMA(omp parallel for simd num_threads(nt) if (nt > 1) schedule(static))

#endif
