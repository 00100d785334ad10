/* The elementwise iterator of the CPU kernels (see iter.h). */
#include "iter.h"
#include "parallel.h"

#include <stdint.h>
#include <string.h>

void xa_iter_init(xa_iter *it, int ndim, const int64_t *size, int nops, xa_tensor *const *ops) {
  int64_t st[XA_ITER_MAXOPS][XA_MAXDIM];
  it->nops = nops;
  it->numel = 1;
  for (int d = 0; d < ndim; d++) it->numel *= size[d];
  for (int k = 0; k < nops; k++) {
    xa_broadcast_strides(ops[k], ndim, size, st[k]);
    it->base[k] = (char *)xa_tensor_data(ops[k]);
    it->esize[k] = (int64_t)xa_dtype_size(ops[k]->dtype);
  }
  /* drop size-1 dims, then merge dim d into d+1 when every operand is contiguous
   * across the pair (stride[d] == stride[d+1] * size[d+1]) */
  int n = 0;
  for (int d = 0; d < ndim; d++) {
    if (size[d] == 1) continue;
    if (n > 0) {
      bool merge = true;
      for (int k = 0; k < nops; k++)
        if (it->stride[k][n - 1] != st[k][d] * size[d]) { merge = false; break; }
      if (merge) {
        it->size[n - 1] *= size[d];
        for (int k = 0; k < nops; k++) it->stride[k][n - 1] = st[k][d];
        continue;
      }
    }
    it->size[n] = size[d];
    for (int k = 0; k < nops; k++) it->stride[k][n] = st[k][d];
    n++;
  }
  if (n == 0) { /* scalar or all size-1 */
    it->size[0] = 1;
    for (int k = 0; k < nops; k++) it->stride[k][0] = 0;
    n = 1;
  }
  it->ndim = n;
}

/* run elements [start, end) of the flat iteration space */
static void run_range(const xa_iter *it, xa_loop_fn fn, void *ctx, int64_t start, int64_t end) {
  int nd = it->ndim, nops = it->nops;
  int64_t idx[XA_MAXDIM];
  int64_t r = start;
  for (int d = nd - 1; d >= 0; d--) { idx[d] = r % it->size[d]; r /= it->size[d]; }
  int64_t inner[XA_ITER_MAXOPS];
  for (int k = 0; k < nops; k++) inner[k] = it->stride[k][nd - 1];
  int64_t pos = start;
  while (pos < end) {
    char *ptrs[XA_ITER_MAXOPS];
    for (int k = 0; k < nops; k++) {
      int64_t off = 0;
      for (int d = 0; d < nd; d++) off += idx[d] * it->stride[k][d];
      ptrs[k] = it->base[k] + off * it->esize[k];
    }
    int64_t n = it->size[nd - 1] - idx[nd - 1];
    if (n > end - pos) n = end - pos;
    fn(n, ptrs, inner, ctx);
    pos += n;
    idx[nd - 1] += n;
    for (int d = nd - 1; d > 0 && idx[d] >= it->size[d]; d--) { idx[d] = 0; idx[d - 1]++; }
  }
}

typedef struct { const xa_iter *it; xa_loop_fn fn; void *ctx; } iter_job;
static void iter_range(void *p, int64_t s, int64_t e, int t) {
  const iter_job *j = p;
  run_range(j->it, j->fn, j->ctx, s, e);
}

void xa_iter_run(const xa_iter *it, xa_loop_fn fn, void *ctx) {
  iter_job j = {it, fn, ctx};
  xa_parallel_for(it->numel, it->numel, iter_range, &j);
}

void xa_iter_run_serial(const xa_iter *it, xa_loop_fn fn, void *ctx) {
  if (it->numel > 0) run_range(it, fn, ctx, 0, it->numel);
}

/* ---- gathered runs ------------------------------------------------------------------- */
/* An iteration of rows shorter than GATHER_RUN elements (after merging: 2 dims, the inner
 * one short, e.g. a (B, H, T, 4) slice of a (B, H, T, 12) tensor: 8192 runs of 4) calls
 * fn once per row, and fn's vector loop never starts on 4 elements: a float sigmoid on
 * such a slice took 290-310 us against 19 us contiguous, a copy of it 57-108 us. When the
 * output (operand 0) is contiguous, each thread instead gathers blocks of rows of every
 * other operand into a contiguous buffer and calls fn once per block, with unit strides.
 * Each element is computed by the same loop, so the results are the same bits. */
#define GATHER_RUN 16
#define GATHER_BYTES 16384 /* per input operand and thread: a block of rows */

typedef struct { const xa_iter *it; xa_loop_fn fn; void *ctx; } gather_job;

/* nr rows of n elements, row stride sr and element stride sc (elements), into dst packed */
#define GATHER_ROWS(NAME, U)                                                              \
  static void NAME(char *dst, const char *src, int64_t nr, int64_t n, int64_t sr,       \
                   int64_t sc) {                                                          \
    U *d = (U *)(void *)dst;                                                              \
    const U *s = (const U *)(const void *)src;                                            \
    for (int64_t i = 0; i < nr; i++, d += n, s += sr)                                     \
      for (int64_t c = 0; c < n; c++) d[c] = s[c * sc];                                   \
  }
GATHER_ROWS(gather_rows_4, uint32_t)
GATHER_ROWS(gather_rows_8, uint64_t)

static void gather_range(void *p, int64_t r0, int64_t r1, int t) {
  (void)t;
  const gather_job *j = p;
  const xa_iter *it = j->it;
  int64_t n = it->size[1], maxes = 0;
  for (int k = 0; k < it->nops; k++) maxes = it->esize[k] > maxes ? it->esize[k] : maxes;
  int64_t rows = GATHER_BYTES / (n * maxes);
  _Alignas(64) char buf[XA_ITER_MAXOPS - 1][GATHER_BYTES];
  int64_t ones[XA_ITER_MAXOPS];
  for (int k = 0; k < XA_ITER_MAXOPS; k++) ones[k] = 1;
  for (int64_t r = r0; r < r1; r += rows) {
    int64_t nr = r1 - r < rows ? r1 - r : rows;
    char *ptrs[XA_ITER_MAXOPS];
    ptrs[0] = it->base[0] + r * n * it->esize[0];
    for (int k = 1; k < it->nops; k++) {
      int64_t es = it->esize[k], sr = it->stride[k][0], sc = it->stride[k][1];
      const char *src = it->base[k] + r * sr * es;
      char *dst = buf[k - 1];
      if (sc == 1 && sr == n) { ptrs[k] = (char *)src; continue; } /* already contiguous */
      if (es == 4) gather_rows_4(dst, src, nr, n, sr, sc);
      else if (es == 8) gather_rows_8(dst, src, nr, n, sr, sc);
      else
        for (int64_t i = 0; i < nr; i++, dst += n * es, src += sr * es)
          for (int64_t c = 0; c < n; c++) memcpy(dst + c * es, src + c * sc * es, (size_t)es);
      ptrs[k] = buf[k - 1];
    }
    j->fn(nr * n, ptrs, ones, j->ctx);
  }
}

void xa_iter_run_gathered(const xa_iter *it, xa_loop_fn fn, void *ctx) {
  bool ok = it->ndim == 2 && it->size[1] < GATHER_RUN && it->stride[0][0] == it->size[1] &&
            it->stride[0][1] == 1 && it->size[0] >= 2;
  if (ok) /* a block of rows must fit a buffer */
    for (int k = 0; k < it->nops; k++) ok = ok && it->size[1] * it->esize[k] * 2 <= GATHER_BYTES;
  if (!ok) { xa_iter_run(it, fn, ctx); return; }
  gather_job j = {it, fn, ctx};
  xa_parallel_for(it->size[0], it->numel, gather_range, &j);
}

