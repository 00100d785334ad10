/* The preamble of every file of hot CPU kernels (tensor/, nn/, attention/): include it
 * before anything else, so that the pragma below covers the whole file.
 *
 * - no-trapping-math (also in the Makefile's flags; here for builds with other flags):
 *   nothing reads the floating-point exception flags, and without it GCC keeps the float
 *   selects of fastmath.h as branches and vectorises no loop that calls them.
 * - XA_HOT: the function is also compiled for x86-64-v3 (AVX2 with FMA) and the version
 *   is picked at load time: the build targets baseline x86-64 (SSE2), where the exp-heavy
 *   row kernels run about 3x slower. Measured on the AMD EPYC (AVX-512 on 256-bit units),
 *   an x86-64-v4 clone was slower than v3 for the softmax, cross-entropy and window rows,
 *   and an AVX2 clone without FMA 20% slower for the GMM sweeps. The v3 clone fuses
 *   multiply-adds, so its results may differ in the last bits from the baseline version's:
 *   results are reproducible on one machine for one thread count (tensor/parallel.h), not
 *   across instruction sets.
 * - XA_HOT512: an x86-64-v4 (AVX-512) clone as well, for the element-wise maps whose
 *   arithmetic is their time (tanh on (8192, 192), one thread, 2.08 ms (v3) -> 1.21 ms
 *   (v4); each element computed by the same operations in either clone), GMM's rows and
 *   the latent output layer's exp sweeps over the vocabulary (bench-small's latent step
 *   0.67-0.72 -> 0.66-0.67 s), the fused loss rows of linear_cross_entropy (2048 x 8000:
 *   99-101.5 -> 97-100 ms with its products) and the softmax rows (bench-small's attention
 *   forward 0.72-0.76 -> 0.68 ms); their sums run in other lanes than the v3 clone's. The
 *   attention's pair functions gained nothing from it. (Measured on the Intel Xeon, whose
 *   AVX-512 units are 512 bits wide; on the EPYC v4 was slower, above.)
 * - XA_EXP_BLOCK: exp values summed in the element type's lanes per block, the blocks
 *   summed in double (softmax, cross-entropy, window and latent rows).
 * - the vectorisable exp, sigmoid and tanh (fastmath.h) and the threads (parallel.h). */
#ifndef XA_HOT_H
#define XA_HOT_H

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-trapping-math")
#endif

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define XA_HOT __attribute__((target_clones("arch=x86-64-v3", "default")))
#define XA_HOT512 __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define XA_HOT
#define XA_HOT512
#endif
#define XA_INLINE static inline __attribute__((always_inline))

#define XA_EXP_BLOCK 256

#include "fastmath.h"
#include "parallel.h"

#endif
