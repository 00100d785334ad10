/* Host memory for tensor storage: a caching page allocator for large blocks, malloc with
 * free lists for small ones.
 *
 * Why not malloc for everything: a training step frees and re-allocates hundreds of MB of
 * activations, interleaved in glibc's heap with small long-lived objects (Lua's own,
 * tensor headers, graph nodes). Measured on bench-small: the heap grew to 800 MB of
 * resident memory for 550 MB of live tensors at the peak, and blocks above glibc's mmap
 * threshold were unmapped at every free and faulted in again (zero-filled) at every
 * allocation.
 *
 * Blocks of BIG bytes or more are mapped with mmap, rounded up to a size class (16 classes
 * per power of two: at most 1/16 more than asked, and pages past the request that are
 * never touched are never resident). A freed block is kept on its class's list and serves
 * the next request of its class or of any of the 15 classes below it (down to half its
 * size): a training loop asks for the same sizes every step, and beam search for smaller
 * ones as sentences finish, so after the first step neither makes a system call or takes
 * a page fault. The mapped total (live + cached) stays below the high-water mark of live
 * large blocks plus a slack of 1/4 (at least 32 MiB): a request that misses the cache
 * first unmaps the blocks cached longest ago until the new block fits under that bound.
 * xa_mem_empty_cache() unmaps the whole cache; a failed mmap empties it and tries again.
 * Small blocks: see small_alloc below.
 *
 * A cached block holds its list links in its own first bytes. One thread (the Lua
 * state's) allocates, as everywhere in the core: no locks. With xa_mem_caching() off
 * (AddressSanitizer, XATTN_ALLOC=system) every freed block is returned at once. */
#include "tensor.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define BIG ((size_t)64 << 10)   /* blocks this large or larger are mapped */
#define PAGE ((size_t)4096)
#define SUB 16                   /* size classes per power of two */
#define NCLASS (64 * SUB)
#define REACH 16                 /* a request may take a cached block up to 16 classes up (2x) */

typedef struct cblock {
  struct cblock *next, *prev;   /* its class's list, most recently freed first */
  struct cblock *older, *newer; /* all cached blocks by the time they were freed */
  size_t size;
} cblock;

static cblock *bucket[NCLASS];
static cblock *oldest, *newest;
static int64_t cached, mapped, mapped_hw; /* bytes cached, mapped in all, live-mapped peak */

static int64_t small_cached;
int64_t xa_mem_cached(void) { return cached + small_cached; }
int64_t xa_mem_cached_small(void) { return small_cached; }

#if defined(__SANITIZE_ADDRESS__)
#define XA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define XA_ASAN 1
#endif
#endif

/* on unless XATTN_ALLOC=system, or under AddressSanitizer unless XATTN_ALLOC=cache (to
 * test the caches themselves under the sanitizers) */
bool xa_mem_caching(void) {
  static int on = -1;
  if (on < 0) {
    const char *e = getenv("XATTN_ALLOC");
#ifdef XA_ASAN
    on = e && !strcmp(e, "cache");
#else
    on = !(e && !strcmp(e, "system"));
#endif
  }
  return on;
}
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
  if (a <= 1024) return a;
  int e = 63 - __builtin_clzll((unsigned long long)a);
  if (a < BIG) { /* 8 classes per power of two */
    size_t step = ((size_t)1 << e) / 8;
    return (a + step - 1) / step * step;
  }
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

static void small_empty(void);

void xa_mem_empty_cache(void) {
  while (oldest) unmap_block(oldest);
  small_empty();
}

/* Small blocks (under BIG) come from malloc, but freed ones are kept on a free list per
 * size (xa_block_size rounds them to 64 bytes, and to 8 classes per power of two from
 * 1 KiB), up to SMALL_BUDGET bytes in all: a decoding step allocates and frees a few
 * hundred small tensors, and glibc's malloc/free of them cost ~15% of a batch-1 step. */
#define SMALL_BUDGET ((int64_t)8 << 20)
#define NSMALL 64
typedef struct sblock { struct sblock *next; } sblock;
static sblock *small_list[NSMALL];

/* the free list of a small rounded size */
static int small_class(size_t size) {
  if (size <= 1024) return (int)(size / 64) - 1;        /* 0 .. 15 */
  int e = 63 - __builtin_clzll((unsigned long long)size); /* 10 .. 15 */
  size_t step = ((size_t)1 << e) / 8;
  return 16 + (e - 10) * 8 + (int)((size - ((size_t)1 << e)) / step);
}

static void *small_alloc(size_t size) {
  int c = small_class(size);
  sblock *b = small_list[c];
  if (b) {
    small_list[c] = b->next;
    small_cached -= (int64_t)size;
    return b;
  }
  void *p = NULL;
  if (posix_memalign(&p, 64, size) != 0) p = NULL;
  return p;
}

static void small_free(void *p, size_t size) {
  if (small_cached + (int64_t)size > SMALL_BUDGET || !xa_mem_caching()) { free(p); return; }
  sblock *b = p;
  int c = small_class(size);
  b->next = small_list[c];
  small_list[c] = b;
  small_cached += (int64_t)size;
}

static void small_empty(void) {
  for (int c = 0; c < NSMALL; c++)
    while (small_list[c]) { sblock *b = small_list[c]; small_list[c] = b->next; free(b); }
  small_cached = 0;
}

void *xa_block_alloc(size_t size, size_t *got) {
  *got = size;
  if (size < BIG) {
    void *p = small_alloc(size);
    if (!p) { xa_mem_empty_cache(); p = small_alloc(size); }
    return p;
  }
  int c = class_of(size);
  if (c < 0 || c >= NCLASS) return NULL;
  /* a hit: the most recently freed block of the class, or else of the nearest of the
   * next REACH classes (at most 2x larger), still resident; measured on beam search over
   * batches of changing shapes: 1/16 larger only gave 311k page faults and 31 sentences/s,
   * 2x larger with the 1/4 slack 133k and 39 sentences/s */
  for (int k = c; k < c + REACH && k < NCLASS; k++) {
    cblock *b = bucket[k];
    if (!b) continue;
    unlink_block(b);
    *got = b->size;
    if (mapped - cached > mapped_hw) mapped_hw = mapped - cached;
    return b;
  }
  /* a miss: keep mapped <= the live high-water mark plus slack, oldest cached first */
  int64_t live_mapped = mapped - cached;
  int64_t hw = live_mapped + (int64_t)size > mapped_hw ? live_mapped + (int64_t)size : mapped_hw;
  int64_t slack = hw / 4 > ((int64_t)32 << 20) ? hw / 4 : ((int64_t)32 << 20);
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
  if (size < BIG) { small_free(p, size); return; }
  if (!xa_mem_caching()) {
    munmap(p, size);
    mapped -= (int64_t)size;
    return;
  }
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

/* ---- blocks in transparent huge pages (xa_huge_alloc) ---------------------------------
 * Read-mostly data streamed at every call, as linear's packed weights at inference: a
 * decoding step at batch 1 reads 19 MB of them (bench-small), each weight's 256 KiB - 8 MiB
 * in 4 KiB pages, and the TLB misses of the small products cost ~3% of the step (the same
 * copies in 2 MiB pages, measured alternated: 0.473-0.479 -> 0.459-0.467 ms). Blocks are
 * carved one after another (64-byte aligned) out of chunks of at least CHUNK bytes, 2 MiB
 * aligned and marked MADV_HUGEPAGE (Linux's THP "madvise" mode, the default); a chunk is
 * freed when its last block is, so space inside a chunk is not reused before (weights are
 * packed again together, after an optimizer step). Where the kernel gives no huge pages
 * they are plain pages. Under AddressSanitizer, or with caching off, each block is its own
 * allocation (so that its bounds are checked). One thread allocates, as everywhere here. */
#define HUGE_PAGE ((size_t)2 << 20)
#define CHUNK ((size_t)8 << 20)

typedef struct hchunk {
  char *base;
  size_t size, used;
  int64_t live; /* blocks not freed */
  struct hchunk *next;
} hchunk;
static hchunk *chunks; /* the newest first: the one blocks are carved from */

int64_t xa_huge_chunks(void) {
  int64_t n = 0;
  for (hchunk *c = chunks; c; c = c->next) n++;
  return n;
}

void *xa_huge_alloc(size_t n) {
  n = (n + 63) & ~(size_t)63;
  if (n == 0) n = 64;
  if (!xa_mem_caching()) return aligned_alloc(64, n);
  hchunk *c = chunks;
  if (!c || c->size - c->used < n) {
    c = malloc(sizeof *c);
    if (!c) return NULL;
    c->size = n > CHUNK ? (n + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE : CHUNK;
    void *p = NULL;
    if (posix_memalign(&p, HUGE_PAGE, c->size)) { free(c); return NULL; }
#ifdef MADV_HUGEPAGE
    madvise(p, c->size, MADV_HUGEPAGE); /* a hint: without huge pages, plain ones */
#endif
    c->base = p, c->used = 0, c->live = 0, c->next = chunks;
    chunks = c;
  }
  void *p = c->base + c->used;
  c->used += n;
  c->live++;
  return p;
}

void xa_huge_free(void *p) {
  if (!p) return;
  if (!xa_mem_caching()) { free(p); return; }
  for (hchunk **pc = &chunks; *pc; pc = &(*pc)->next) {
    hchunk *c = *pc;
    if ((char *)p < c->base || (char *)p >= c->base + c->size) continue;
    if (--c->live == 0) {
      *pc = c->next;
      free(c->base);
      free(c);
    }
    return;
  }
}

/* ---- glibc's heap in transparent huge pages (xa_heap_huge) ----------------------------
 * Between a decoding step's products, which stream the weights through the caches and the
 * TLB, the step touches a few hundred Lua objects and small tensors; in 4 KiB pages over a
 * heap grown by earlier work (batch decoding, beam search: bench-small's streaming step
 * 0.47 -> 0.50 ms after them) each costs TLB misses. glibc puts its heap in huge pages only
 * when GLIBC_TUNABLES=glibc.malloc.hugetlb=1 is in the environment at start-up; this does
 * what that does for the main heap: the heap grows 32 MiB at a time (M_TOP_PAD), and each
 * time it has grown, the 2 MiB pages of the new part are marked MADV_HUGEPAGE before most of
 * it is touched. Called often (each tensor the Lua binding makes: sbrk(0) reads a variable);
 * off with XATTN_HUGE_HEAP=0, under AddressSanitizer and with caching off (valgrind). */
#if defined(__linux__) && defined(__GLIBC__) && defined(MADV_HUGEPAGE) && !defined(XA_ASAN)
#include <malloc.h>
#include <unistd.h>
void xa_heap_huge(void) {
  static int on = -1;
  static uintptr_t done; /* the heap below this is marked */
  if (on == 0) return;
  if (on < 0) {
    const char *e = getenv("XATTN_HUGE_HEAP");
    on = xa_mem_caching() && !(e && !strcmp(e, "0"));
    if (!on) return;
    mallopt(M_TOP_PAD, 32 << 20);
    done = ((uintptr_t)sbrk(0) + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1);
  }
  uintptr_t cur = (uintptr_t)sbrk(0) & ~(uintptr_t)(HUGE_PAGE - 1);
  if (cur > done) {
    madvise((void *)done, cur - done, MADV_HUGEPAGE);
    done = cur;
  } else if (cur + HUGE_PAGE < done) {
    done = cur + HUGE_PAGE; /* the heap was trimmed: what grows again is marked again */
  }
}
#else
void xa_heap_huge(void) {}
#endif
