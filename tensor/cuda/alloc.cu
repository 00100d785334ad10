/* The device's caching allocator (tensor/cuda/cuda.h has the contract).
 *
 * Why: cudaMalloc and cudaFree are slow (cudaFree waits for the whole device), and a
 * training step frees and re-allocates the same sizes hundreds of times. As on the host
 * (tensor/alloc.c), requests are rounded up to size classes and freed blocks are kept on
 * the list of their class; a request takes the most recently freed block of its class or
 * of the next REACH classes (at most 2x larger), else calls cudaMalloc.
 *
 * Stream order: a block belongs to the stream that was current when it was allocated.
 * Freeing it is safe for that stream at once (work queued later on the stream runs after
 * the work that used the block), so it goes straight back to that stream's lists; a
 * request on another stream does not see it. A block that was also used on other streams
 * (xa_cuda_record_stream) gets an event recorded on each of them at free, and waits on a
 * pending list until they have all passed; the lists are polled at every request.
 *
 * Out of memory: when cudaMalloc fails, every cached block is returned (after waiting
 * for the pending ones) and cudaMalloc is tried once more; if it fails again the error
 * names the request, the bytes in use and cached, and what the device reports free.
 * Live blocks are tracked by address (xa_cuda_free takes only the pointer). */
#include "common.cuh"

#include <cstdlib>
#include <cstring>
#include <unordered_map>
#include <vector>

namespace {

const int SUB = 16;            /* classes per power of two above 1 MiB */
const int NCLASS = 64 * SUB;
const int REACH = 16;          /* a request may take a block up to 16 classes up */
const size_t SMALL = (size_t)1 << 20;

struct Block {
  void *p;
  size_t size;          /* bytes from cudaMalloc */
  int64_t req;          /* bytes requested (while live) */
  cudaStream_t stream;  /* the stream it belongs to */
  std::vector<cudaStream_t> uses; /* other streams that used it (record_stream) */
  std::vector<cudaEvent_t> events; /* pending: recorded at free on each of uses */
};

struct Pool { /* free blocks of one stream, per class, most recently freed last */
  cudaStream_t stream;
  std::vector<std::vector<Block *>> cls;
};

std::unordered_map<void *, Block *> g_live;
std::vector<Pool> g_pools;
std::vector<Block *> g_pending;
int64_t g_live_bytes, g_peak, g_cached, g_reserved, g_reserved_peak, g_limit;
int64_t g_mallocs, g_frees;
int g_caching = -1;

bool asan_build() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return true;
#endif
#endif
  return false;
}

/* the rounded size of a request and its class */
size_t round_size(int64_t n) {
  size_t a = (size_t)(n > 0 ? n : 1);
  if (a < SMALL) return (a + 511) / 512 * 512;
  int e = 63 - __builtin_clzll((unsigned long long)a);
  size_t step = ((size_t)1 << e) / SUB;
  return (a + step - 1) / step * step;
}
int class_of(size_t size) {
  if (size < SMALL) return (int)(size / 512) - 1; /* 0 .. 2046 */
  int e = 63 - __builtin_clzll((unsigned long long)size);
  size_t step = ((size_t)1 << e) / SUB;
  return e * SUB + (int)((size - ((size_t)1 << e)) / step);
}
/* small blocks have their own classes (one per 512 bytes, 2048 of them) after the large */
int slot_of(size_t size) { return size < SMALL ? NCLASS + class_of(size) : class_of(size); }
const int NSLOT = NCLASS + 2048;

Pool &pool_for(cudaStream_t s) {
  for (Pool &p : g_pools)
    if (p.stream == s) return p;
  g_pools.push_back(Pool{s, std::vector<std::vector<Block *>>(NSLOT)});
  return g_pools.back();
}

void release(Block *b) { /* to cudaFree; b is not on any list */
  cudaFree(b->p);
  g_frees++;
  g_reserved -= (int64_t)b->size;
  delete b;
}

void to_pool(Block *b) {
  pool_for(b->stream).cls[slot_of(b->size)].push_back(b);
  g_cached += (int64_t)b->size;
}

/* pending blocks whose streams have all passed their free go back to the lists */
void poll_pending(bool wait) {
  for (size_t i = 0; i < g_pending.size();) {
    Block *b = g_pending[i];
    bool done = true;
    for (cudaEvent_t e : b->events) {
      if (wait) cudaEventSynchronize(e);
      if (cudaEventQuery(e) != cudaSuccess) { done = false; break; }
    }
    cudaGetLastError(); /* NotReady is not an error */
    if (!done) { i++; continue; }
    for (cudaEvent_t e : b->events) cudaEventDestroy(e);
    b->events.clear();
    b->uses.clear();
    g_pending[i] = g_pending.back();
    g_pending.pop_back();
    g_cached -= (int64_t)b->size; /* counted while pending; to_pool counts it again */
    to_pool(b);
  }
}

void empty_pools() {
  for (Pool &p : g_pools)
    for (auto &l : p.cls) {
      for (Block *b : l) { g_cached -= (int64_t)b->size; release(b); }
      l.clear();
    }
}

Block *take_cached(cudaStream_t s, size_t size) {
  Pool &p = pool_for(s);
  int c = slot_of(size);
  /* up to REACH classes and at most twice the size */
  int lim = size < SMALL ? NCLASS + (int)(2 * size / 512) : NCLASS;
  if (lim > NSLOT) lim = NSLOT;
  for (int k = c; k < c + REACH && k < lim; k++) {
    auto &l = p.cls[k];
    if (l.empty()) continue;
    Block *b = l.back();
    l.pop_back();
    g_cached -= (int64_t)b->size;
    return b;
  }
  return nullptr;
}

} // namespace

extern "C" {

bool xa_cuda_caching(void) {
  if (g_caching < 0) {
    const char *e = getenv("XATTN_ALLOC");
    g_caching = asan_build() ? (e && !strcmp(e, "cache")) : !(e && !strcmp(e, "system"));
  }
  return g_caching != 0;
}

void xa_cuda_set_caching(bool on) {
  if (!on) xa_cuda_empty_cache();
  g_caching = on;
}

int xa_cuda_malloc(void **out, int64_t nbytes) {
  if (nbytes < 0) return xa_err("cuda malloc: negative size %lld", (long long)nbytes);
  if (g_limit && nbytes > g_limit - g_live_bytes)
    return xa_err("out of memory on the GPU: allocating %lld bytes would exceed the memory limit "
                  "of %lld bytes (%lld in use)", (long long)nbytes, (long long)g_limit,
                  (long long)g_live_bytes);
  cudaStream_t s = xa_cu::stream();
  bool cache = xa_cuda_caching();
  size_t size = cache ? round_size(nbytes) : (size_t)(nbytes > 0 ? nbytes : 1);
  Block *b = nullptr;
  if (cache) {
    if (!g_pending.empty()) poll_pending(false);
    b = take_cached(s, size);
  }
  if (!b) {
    void *p = nullptr;
    cudaError_t e = cudaMalloc(&p, size);
    if (e == cudaErrorMemoryAllocation && (g_cached > 0 || !g_pending.empty())) {
      cudaGetLastError();
      poll_pending(true);
      empty_pools();
      e = cudaMalloc(&p, size);
    }
    if (e != cudaSuccess) {
      cudaGetLastError();
      size_t fr = 0, tot = 0;
      cudaMemGetInfo(&fr, &tot);
      cudaGetLastError();
      if (e == cudaErrorMemoryAllocation)
        return xa_err("out of memory on the GPU: cannot allocate %lld bytes (%lld in use by "
                      "tensors, %lld cached, %lld of %lld free on the device)", (long long)nbytes,
                      (long long)g_live_bytes, (long long)g_cached, (long long)fr, (long long)tot);
      return xa_cu::cuda_fail("cuda malloc", e);
    }
    g_mallocs++;
    b = new Block{p, size, 0, s, {}, {}};
    g_reserved += (int64_t)size;
    if (g_reserved > g_reserved_peak) g_reserved_peak = g_reserved;
  }
  b->req = nbytes;
  b->stream = s;
  g_live[b->p] = b;
  g_live_bytes += nbytes;
  if (g_live_bytes > g_peak) g_peak = g_live_bytes;
  *out = b->p;
  return 0;
}

void xa_cuda_free(void *p) {
  if (!p) return;
  auto it = g_live.find(p);
  if (it == g_live.end()) {
    fprintf(stderr, "xattn: xa_cuda_free of %p, which the allocator did not hand out\n", p);
    abort();
  }
  Block *b = it->second;
  g_live.erase(it);
  g_live_bytes -= b->req;
  if (!xa_cuda_caching()) { release(b); return; }
  if (b->uses.empty()) { to_pool(b); return; }
  for (cudaStream_t u : b->uses) {
    cudaEvent_t e;
    if (cudaEventCreateWithFlags(&e, cudaEventDisableTiming) != cudaSuccess) {
      cudaGetLastError();
      cudaDeviceSynchronize(); /* no event: wait for everything instead */
      continue;
    }
    cudaEventRecord(e, u);
    b->events.push_back(e);
  }
  g_cached += (int64_t)b->size;
  g_pending.push_back(b);
}

int64_t xa_cuda_block_bytes(const void *p) {
  auto it = g_live.find((void *)p);
  return it == g_live.end() ? 0 : (int64_t)it->second->size;
}

void xa_cuda_record_stream(void *p, void *stream) {
  auto it = g_live.find(p);
  if (it == g_live.end()) return;
  Block *b = it->second;
  cudaStream_t s = (cudaStream_t)stream;
  if (s == b->stream) return;
  for (cudaStream_t u : b->uses)
    if (u == s) return;
  b->uses.push_back(s);
}

void xa_cuda_empty_cache(void) {
  if (!g_pending.empty()) poll_pending(true);
  empty_pools();
}

void xa_cuda_memory(xa_cuda_mem *m) {
  m->live = g_live_bytes;
  m->peak = g_peak;
  m->cached = g_cached;
  m->reserved = g_reserved;
  m->reserved_peak = g_reserved_peak;
  m->limit = g_limit;
  m->device_mallocs = g_mallocs;
  m->device_frees = g_frees;
}

void xa_cuda_reset_peak(void) {
  g_peak = g_live_bytes;
  g_reserved_peak = g_reserved;
}

void xa_cuda_set_limit(int64_t bytes) { g_limit = bytes > 0 ? bytes : 0; }

} // extern "C"
