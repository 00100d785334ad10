/* Host memory for tensor storage, with a cache of large blocks.
 *
 * glibc serves every block above its mmap threshold (at most 32 MiB, whatever mallopt is
 * asked) with a fresh mmap and unmaps it on free, so a training step that frees and
 * re-allocates its 64 MB logits faults in 16k zero pages each time (measured: 20k page
 * faults and ~15% of a bench-small step in clear_page). Blocks of 32 MiB and more (the
 * ones glibc maps) are therefore kept after free and handed out again for a request of
 * their size or up to 25% less (best fit: batches of varying shape ask for similar, not
 * equal, sizes). Smaller blocks stay in glibc's heap, which keeps them mapped. The cache
 * holds at most max(128 MiB, half the peak of live bytes); it is emptied when an
 * allocation fails or would break the memory limit, and by xa_mem_empty_cache(). One
 * thread (the Lua state's) allocates, as everywhere in the core. */
#include "tensor.h"

#include <malloc.h>
#include <stdlib.h>

#define BIG ((size_t)32 << 20)
#define GRAIN ((size_t)64 << 10)
#define NSLOT 64

static struct { void *p; size_t size; } slot[NSLOT];
static int nslot;
static int64_t cached;

int64_t xa_mem_cached(void) { return cached; }

void xa_mem_empty_cache(void) {
  for (int i = 0; i < nslot; i++) free(slot[i].p);
  nslot = 0;
  cached = 0;
}

/* bytes actually allocated for a request of n bytes (n >= 0) */
size_t xa_block_size(int64_t n) {
  size_t a = (size_t)((n + 63) & ~(int64_t)63);
  if (a == 0) a = 64;
  if (a >= BIG) a = (a + GRAIN - 1) & ~(size_t)(GRAIN - 1);
  return a;
}

/* glibc: blocks under the mmap threshold come from the heap and stay mapped after free.
 * The threshold's ceiling is 32 MiB (mallopt refuses more and keeps 128 KiB; setting the
 * trim threshold alone would also freeze it at 128 KiB), so set it to that ceiling; the
 * blocks above it are the ones the cache keeps. */
static void tune_malloc(void) {
  static int done;
  if (done) return;
  done = 1;
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30); /* a step frees ~0.5 GB at the top: no trim + refault */
}

void *xa_block_alloc(size_t size, size_t *got) {
  tune_malloc();
  *got = size;
  if (size >= BIG) {
    int best = -1;
    for (int i = 0; i < nslot; i++) /* the smallest block that fits within +25% */
      if (slot[i].size >= size && slot[i].size - size <= size / 4 &&
          (best < 0 || slot[i].size < slot[best].size))
        best = i;
    if (best >= 0) {
      void *p = slot[best].p;
      *got = slot[best].size;
      cached -= (int64_t)slot[best].size;
      slot[best] = slot[--nslot];
      return p;
    }
  }
  void *p = NULL;
  if (posix_memalign(&p, 64, size) != 0 || !p) {
    xa_mem_empty_cache(); /* give the cache back and try once more */
    p = NULL;
    if (posix_memalign(&p, 64, size) != 0) p = NULL;
  }
  return p;
}

void xa_block_free(void *p, size_t size) {
  if (!p) return;
  int64_t cap = xa_mem_peak() / 2 > (128 << 20) ? xa_mem_peak() / 2 : (128 << 20);
  if (size < BIG || nslot == NSLOT || cached + (int64_t)size > cap) { free(p); return; }
  slot[nslot].p = p;
  slot[nslot].size = size;
  nslot++;
  cached += (int64_t)size;
}
