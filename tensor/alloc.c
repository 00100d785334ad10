/* Host memory for tensor storage: malloc for small blocks, a caching page allocator for
 * the rest.
 *
 * Why not malloc for everything: a training step frees and re-allocates hundreds of MB of
 * activations, interleaved in glibc's heap with small long-lived objects (Lua's own,
 * tensor headers, graph nodes). Measured on bench-small: the heap grew to 800 MB of
 * resident memory for 550 MB of live tensors at the peak, and blocks above glibc's mmap
 * threshold were unmapped at every free and faulted in again (zero-filled) at every
 * allocation.
 *
 * So blocks of BIG bytes or more are mapped with mmap, rounded up to a size class (16
 * classes per power of two: at most 1/16 more than asked, and pages past the request that
 * are never touched are never resident), and a freed block is kept in its class's list for
 * the next request of that class: a training loop asks for the same sizes every step, so
 * after the first step it runs without a system call or a page fault. The mapped total
 * (live + cached) stays below the high-water mark of live large blocks plus a slack of
 * 1/8 (at least 16 MiB): a request that misses the cache first unmaps the blocks cached
 * longest ago until the new block fits under that bound. xa_mem_empty_cache() unmaps the
 * whole cache; a failed mmap empties it and tries once more.
 *
 * A cached block holds its list links in its own first bytes. One thread (the Lua
 * state's) allocates, as everywhere in the core: no locks. */
#include "tensor.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#define BIG ((size_t)64 << 10)   /* blocks this large or larger are mapped */
#define PAGE ((size_t)4096)
#define SUB 16                   /* size classes per power of two */
#define NCLASS (64 * SUB)

typedef struct cblock {
  struct cblock *next, *prev;   /* its class's list, most recently freed first */
  struct cblock *older, *newer; /* all cached blocks by the time they were freed */
  size_t size;
} cblock;

static cblock *bucket[NCLASS];
static cblock *oldest, *newest;
static int64_t cached, mapped, mapped_hw; /* bytes cached, mapped in all, live-mapped peak */

int64_t xa_mem_cached(void) { return cached; }
int64_t xa_mem_mapped(void) { return mapped; }
int64_t xa_mem_mapped_peak(void) { return mapped_hw; }

/* the class of a mapped size (a multiple of its class step) */
static int class_of(size_t size) {
  int e = 63 - __builtin_clzll((unsigned long long)size); /* 2^e <= size < 2^(e+1) */
  size_t step = ((size_t)1 << e) / SUB;
  return e * SUB + (int)((size - ((size_t)1 << e)) / step);
}

/* bytes actually allocated for a request of n bytes (n >= 0) */
size_t xa_block_size(int64_t n) {
  size_t a = (size_t)((n + 63) & ~(int64_t)63);
  if (a == 0) a = 64;
  if (a < BIG) return a;
  int e = 63 - __builtin_clzll((unsigned long long)a);
  size_t step = ((size_t)1 << e) / SUB; /* >= 4 KiB since BIG = 64 KiB */
  if (step < PAGE) step = PAGE;
  return (a + step - 1) / step * step; /* may reach 2^(e+1): the first class of the next power */
}

static void unlink_block(cblock *b) {
  int c = class_of(b->size);
  if (b->prev) b->prev->next = b->next; else bucket[c] = b->next;
  if (b->next) b->next->prev = b->prev;
  if (b->older) b->older->newer = b->newer; else oldest = b->newer;
  if (b->newer) b->newer->older = b->older; else newest = b->older;
  cached -= (int64_t)b->size;
}

static void unmap_block(cblock *b) {
  size_t size = b->size;
  unlink_block(b);
  munmap(b, size);
  mapped -= (int64_t)size;
}

void xa_mem_empty_cache(void) {
  while (oldest) unmap_block(oldest);
}

void *xa_block_alloc(size_t size, size_t *got) {
  *got = size;
  if (size < BIG) {
    void *p = NULL;
    if (posix_memalign(&p, 64, size) != 0) p = NULL;
    return p;
  }
  int c = class_of(size);
  if (c < 0 || c >= NCLASS) return NULL;
  cblock *b = bucket[c];
  if (b) { /* a hit: the most recently freed block of the class, still resident */
    unlink_block(b);
    if (mapped - cached > mapped_hw) mapped_hw = mapped - cached;
    return b;
  }
  /* a miss: keep mapped <= the live high-water mark plus slack, oldest cached first */
  int64_t live_mapped = mapped - cached;
  int64_t hw = live_mapped + (int64_t)size > mapped_hw ? live_mapped + (int64_t)size : mapped_hw;
  int64_t slack = hw / 8 > ((int64_t)16 << 20) ? hw / 8 : ((int64_t)16 << 20);
  while (oldest && mapped + (int64_t)size > hw + slack) unmap_block(oldest);
  void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) {
    xa_mem_empty_cache(); /* give the cache back and try once more */
    p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return NULL;
  }
  mapped += (int64_t)size;
  if (mapped - cached > mapped_hw) mapped_hw = mapped - cached;
  return p;
}

void xa_block_free(void *p, size_t size) {
  if (!p) return;
  if (size < BIG) { free(p); return; }
  cblock *b = p;
  int c = class_of(size);
  b->size = size;
  b->prev = NULL;
  b->next = bucket[c];
  if (b->next) b->next->prev = b;
  bucket[c] = b;
  b->older = newest;
  b->newer = NULL;
  if (newest) newest->newer = b; else oldest = b;
  newest = b;
  cached += (int64_t)size;
}
