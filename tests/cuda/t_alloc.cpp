/* The device layer and the caching allocator: copies, reuse after free, size classes,
 * stream order, memory figures, the limit, out of memory (injected in the emulator). */
#include "gpu_test.h"

#include <string>

static bool msg_has(const char *s) { return strstr(xa_errmsg(), s) != nullptr; }

static void test_copies(void) {
  std::vector<int32_t> h(1000), back(1000, 0);
  for (int i = 0; i < 1000; i++) h[i] = i * 7 - 3;
  void *d = dev_alloc(4000), *d2 = dev_alloc(4000);
  OK(xa_cuda_to_device(d, h.data(), 4000));
  h[0] = 12345; /* the copy took the bytes at the call */
  OK(xa_cuda_copy_bytes(d2, d, 4000));
  OK(xa_cuda_memset(d, 0, 400));
  OK(xa_cuda_to_host(back.data(), d2, 4000));
  CHECK_MSG(back[0] == -3 && back[999] == 999 * 7 - 3, "round trip: %d %d", back[0], back[999]);
  OK(xa_cuda_to_host(back.data(), d, 4000));
  CHECK(back[0] == 0 && back[99] == 0 && back[100] == 697);
  OK(xa_cuda_to_host(back.data(), d, 0)); /* nothing to copy: still fine */
  dev_free(d);
  dev_free(d2);
}

static void test_caching(void) {
  bool was = xa_cuda_caching();
  xa_cuda_set_caching(true);
  xa_cuda_empty_cache();
  xa_cuda_mem m0, m1;
  xa_cuda_memory(&m0);

  /* size classes: 512 bytes below 1 MiB, 16 per power of two above */
  void *p = dev_alloc(1000);
  CHECK_MSG(xa_cuda_block_bytes(p) == 1024, "1000 bytes -> %lld", (long long)xa_cuda_block_bytes(p));
  void *q = dev_alloc((3 << 20) + 1);
  CHECK_MSG(xa_cuda_block_bytes(q) == (3 << 20) + (128 << 10), "3 MiB + 1 -> %lld", (long long)xa_cuda_block_bytes(q));
  xa_cuda_memory(&m1);
  CHECK(m1.live - m0.live == 1000 + (3 << 20) + 1);
  CHECK(m1.reserved - m0.reserved == 1024 + (3 << 20) + (128 << 10));
  CHECK(m1.device_mallocs - m0.device_mallocs == 2);

  /* reuse after free: the same block for a request of its class, no cudaMalloc */
  dev_free(p);
  xa_cuda_memory(&m1);
  CHECK(m1.cached - m0.cached == 1024);
  void *p2 = dev_alloc(600);
  CHECK_MSG(p2 == p, "a freed block serves the next request of its class");
  dev_free(q);
  void *q2 = dev_alloc(2 << 20); /* up to twice smaller reuses the block */
  CHECK_MSG(q2 == q, "a 3 MiB block serves a 2 MiB request");
  void *r = dev_alloc(1 << 20); /* but not a block more than twice larger */
  CHECK(r != q);
  xa_cuda_memory(&m1);
  CHECK_MSG(m1.device_mallocs - m0.device_mallocs == 3, "cudaMalloc calls: %lld",
            (long long)(m1.device_mallocs - m0.device_mallocs));
  CHECK_MSG(m1.peak >= m1.live && m1.reserved_peak >= m1.reserved, "peaks");

  /* zero bytes: a valid block of its own */
  void *z1 = nullptr, *z2 = nullptr;
  OK(xa_cuda_malloc(&z1, 0));
  OK(xa_cuda_malloc(&z2, 0));
  CHECK(z1 && z2 && z1 != z2);
  xa_cuda_free(z1);
  xa_cuda_free(z2);
  xa_cuda_free(nullptr);
  CHECK(xa_cuda_malloc(&z1, -5) == -1 && msg_has("negative"));

  /* stream order: a block freed on one stream is not handed to another */
  cudaStream_t s2;
  CHECK(cudaStreamCreate(&s2) == cudaSuccess);
  void *a = dev_alloc(5000);
  dev_free(a);
  xa_cuda_set_stream(s2);
  void *b = dev_alloc(5000);
  CHECK_MSG(b != a, "a block freed on stream 1 is not reused on stream 2 at once");
  dev_free(b);
  xa_cuda_set_stream(nullptr);
  /* a block also used on s2 waits for s2 to pass the free */
  void *c = dev_alloc(7000);
  xa_cuda_record_stream(c, s2);
  CHECK(cudaMemsetAsync(c, 0, 7000, s2) == cudaSuccess);
  dev_free(c);
#ifdef CUDA_EMU
  /* the emulator runs s2's memset only when someone waits for s2 */
  void *c2 = dev_alloc(7000);
  CHECK_MSG(c2 != c, "a block with pending work on another stream is not reused");
  dev_free(c2);
#endif
  CHECK(cudaStreamSynchronize(s2) == cudaSuccess);
  void *c3 = dev_alloc(7000);
  CHECK_MSG(c3 == c, "once the other stream has passed the free, the block is reused");
  dev_free(c3);
  CHECK(cudaStreamDestroy(s2) == cudaSuccess);

  /* the limit on live bytes */
  xa_cuda_memory(&m1);
  xa_cuda_set_limit(m1.live + 10000);
  void *big = nullptr;
  CHECK(xa_cuda_malloc(&big, 20000) == -1);
  CHECK_MSG(msg_has("out of memory on the GPU") && msg_has("20000") && msg_has("limit"), "%s", xa_errmsg());
  OK(xa_cuda_malloc(&big, 9000));
  xa_cuda_free(big);
  xa_cuda_set_limit(0);

  dev_free(p2);
  dev_free(q2);
  dev_free(r);
  xa_cuda_empty_cache();
  xa_cuda_memory(&m1);
  CHECK_MSG(m1.cached == 0 && m1.live == m0.live, "empty_cache returns every cached block");

  /* caching off: exact sizes, freed at once */
  xa_cuda_set_caching(false);
  void *e = dev_alloc(1000);
  CHECK(xa_cuda_block_bytes(e) == 1000);
  xa_cuda_memory(&m0);
  dev_free(e);
  xa_cuda_memory(&m1);
  CHECK(m1.device_frees == m0.device_frees + 1 && m1.cached == 0);
  xa_cuda_set_caching(was);
}

#ifdef CUDA_EMU
/* out of memory, injected: a failed cudaMalloc first returns the cache, then names the request */
static void test_oom(void) {
  bool was = xa_cuda_caching();
  xa_cuda_set_caching(true);
  xa_cuda_empty_cache();
  void *a = dev_alloc(6 << 20), *b = dev_alloc(6 << 20);
  dev_free(a); /* 6 MiB cached */
  cuda_emu::set_capacity(cuda_emu::allocated() + (4 << 20));
  xa_cuda_mem m0, m1;
  xa_cuda_memory(&m0);
  void *c = nullptr;
  OK(xa_cuda_malloc(&c, 8 << 20)); /* fits only once the cache is returned */
  xa_cuda_memory(&m1);
  CHECK_MSG(m1.device_frees > m0.device_frees && m1.cached == 0, "the cache was returned to make room");
  void *d = nullptr;
  CHECK(xa_cuda_malloc(&d, 16 << 20) == -1);
  CHECK_MSG(msg_has("out of memory on the GPU") && msg_has("16777216") && msg_has("in use"), "%s", xa_errmsg());
  CHECK_MSG(cudaGetLastError() == cudaSuccess, "the failure left no CUDA error behind");
  /* and the allocator still works */
  xa_cuda_free(c);
  OK(xa_cuda_malloc(&d, 1 << 20));
  xa_cuda_free(d);
  xa_cuda_free(b);
  cuda_emu::set_capacity((size_t)16 << 30);
  xa_cuda_set_caching(was);
}
#endif

void test_device_alloc(void) {
  test_copies();
  test_caching();
#ifdef CUDA_EMU
  test_oom();
#endif
}
