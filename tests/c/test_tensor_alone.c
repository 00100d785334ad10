/* tensor/ on its own: this test links the objects of tensor/ and nothing else (see the
 * Makefile's rule for it), so it fails to build as soon as tensor/ calls a function of
 * vm/, nn/, attention/ or lua/. It checks what the layers above rely on: tensors and views,
 * copies and conversions, the CPU backend table's kernels against naive loops, a second
 * device plugged in through xa_backend_register, the autograd release hook, the RNG, the
 * row-parallel helper's ranges, and errors that report instead of aborting. */
#include "../../tensor/backend.h"
#include "../../tensor/parallel.h"
#include "../../tensor/tensor.h"
#include "ctest.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static xa_tensor *new_f64(int ndim, const int64_t *size) {
  xa_tensor *t = NULL;
  if (xa_tensor_new(&t, XA_FLOAT64, ndim, size)) return NULL;
  return t;
}

/* fills t (contiguous float64) with a + b i */
static void iota(xa_tensor *t, double a, double b) {
  double *p = xa_tensor_data(t);
  for (int64_t i = 0; i < xa_tensor_numel(t); i++) p[i] = a + b * (double)i;
}

static void test_tensors_and_views(void) {
  int64_t sz[2] = {3, 4};
  xa_tensor *t = new_f64(2, sz);
  CHECK(t != NULL);
  if (!t) return;
  iota(t, 0, 1);
  CHECK(xa_tensor_numel(t) == 12 && xa_tensor_is_contiguous(t));
  CHECK(xa_tensor_device(t) == XA_CPU && xa_backend_of(t) == &xa_backend_cpu);
  /* the transpose as a view: (4, 3) with strides (1, 4), sharing the storage */
  int64_t vs[2] = {4, 3}, vst[2] = {1, 4};
  xa_tensor *v = NULL;
  CHECK(xa_tensor_view(&v, t, 2, vs, vst, 0) == 0);
  CHECK(v->storage == t->storage && t->storage->refcount == 2 && !xa_tensor_is_contiguous(v));
  for (int64_t i = 0; i < 4; i++)
    for (int64_t j = 0; j < 3; j++) {
      int64_t idx[2] = {i, j};
      CHECK(xa_tensor_get(v, idx) == (double)(j * 4 + i));
    }
  /* contiguous: a copy for the view, t itself retained for t */
  xa_tensor *c = NULL, *same = NULL;
  CHECK(xa_tensor_contiguous(&c, v) == 0 && c != v && xa_tensor_is_contiguous(c));
  CHECK(xa_tensor_contiguous(&same, t) == 0 && same == t && t->refcount == 2);
  for (int64_t k = 0; k < 12; k++) CHECK(xa_tensor_get_flat(c, k) == xa_tensor_get_flat(v, k));
  /* convert to int64 and back: exact for small integers */
  xa_tensor *i64 = NULL;
  CHECK(xa_tensor_convert(&i64, v, XA_INT64) == 0 && i64->dtype == XA_INT64);
  int64_t *ip = xa_tensor_data(i64);
  CHECK(ip[0] == 0 && ip[1] == 4 && ip[2] == 8 && ip[3] == 1 && ip[11] == 11);
  /* a broadcast copy: a row (4) into (3, 4) */
  int64_t rs[1] = {4};
  xa_tensor *row = new_f64(1, rs), *dst = new_f64(2, sz);
  iota(row, 10, 10);
  CHECK(xa_tensor_copy(dst, row) == 0);
  for (int64_t k = 0; k < 12; k++) CHECK(xa_tensor_get_flat(dst, k) == 10.0 * (double)(k % 4 + 1));
  CHECK(xa_tensor_fill(dst, -2.5) == 0 && xa_tensor_get_flat(dst, 7) == -2.5);
  xa_tensor_release(same);
  xa_tensor_release(i64);
  xa_tensor_release(c);
  xa_tensor_release(v);
  CHECK(t->refcount == 1 && t->storage->refcount == 1);
  xa_tensor_release(t);
  xa_tensor_release(row);
  xa_tensor_release(dst);
}

/* the CPU table's kernels against naive loops */
static void test_cpu_kernels(void) {
  const xa_backend *be = xa_backend_for(XA_CPU);
  CHECK(be == &xa_backend_cpu && !strcmp(be->name, "cpu"));
  int64_t sa[2] = {5, 7}, sb[2] = {7, 3}, so[2] = {5, 3}, sr[1] = {7};
  xa_tensor *a = new_f64(2, sa), *b = new_f64(2, sb), *o = new_f64(2, so);
  xa_tensor *r = new_f64(1, sr), *s = new_f64(2, sa);
  iota(a, -3, 0.25);
  iota(b, 1, -0.125);
  iota(r, 0.5, 1);
  const double *A = xa_tensor_data(a), *Bm = xa_tensor_data(b), *R = xa_tensor_data(r);
  /* matmul */
  CHECK(be->matmul(o, a, b) == 0);
  double maxerr = 0;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 3; j++) {
      double ref = 0;
      for (int k = 0; k < 7; k++) ref += A[i * 7 + k] * Bm[k * 3 + j];
      maxerr = fmax(maxerr, fabs(ref - ((double *)xa_tensor_data(o))[i * 3 + j]));
    }
  CHECK_MSG(maxerr < 1e-12, "matmul differs from the naive loop by %g", maxerr);
  /* binary with a broadcast row, then a row softmax */
  be->binary(s, XA_MUL, a, r);
  const double *S = xa_tensor_data(s);
  int bad = 0;
  for (int i = 0; i < 5; i++)
    for (int k = 0; k < 7; k++) bad += S[i * 7 + k] != A[i * 7 + k] * R[k];
  CHECK(bad == 0);
  be->rowop(XA_ROW_SOFTMAX, s, a, 1);
  maxerr = 0;
  for (int i = 0; i < 5; i++) {
    double m = -INFINITY, z = 0;
    for (int k = 0; k < 7; k++) m = fmax(m, A[i * 7 + k]);
    for (int k = 0; k < 7; k++) z += exp(A[i * 7 + k] - m);
    for (int k = 0; k < 7; k++)
      maxerr = fmax(maxerr, fabs(S[i * 7 + k] - exp(A[i * 7 + k] - m) / z));
  }
  CHECK_MSG(maxerr < 1e-15, "softmax differs from the naive loop by %g", maxerr);
  /* sum along dim 0 */
  int64_t s1[2] = {1, 7};
  xa_tensor *sum = new_f64(2, s1);
  CHECK(be->reduce(XA_RED_SUM, sum, NULL, a, 0, 0) == 0);
  maxerr = 0;
  for (int k = 0; k < 7; k++) {
    double ref = 0;
    for (int i = 0; i < 5; i++) ref += A[i * 7 + k];
    maxerr = fmax(maxerr, fabs(ref - ((double *)xa_tensor_data(sum))[k]));
  }
  CHECK(maxerr < 1e-12);
  /* sum_to accumulates: out += g summed over the broadcast dim */
  xa_tensor_fill(sum, 1.0);
  be->sum_to(sum, a);
  CHECK(fabs(((double *)xa_tensor_data(sum))[2] - (1.0 + 5 * -3.0 + 0.25 * (2 + 9 + 16 + 23 + 30)))
        < 1e-12);
  xa_tensor_release(a);
  xa_tensor_release(b);
  xa_tensor_release(o);
  xa_tensor_release(r);
  xa_tensor_release(s);
  xa_tensor_release(sum);
}

/* ---- a second device through the table: host memory behind counted entries ---- */
static int n_alloc, n_free, n_to_host, n_from_host;
static xa_backend fake;
static void *fake_alloc(size_t n, size_t *got) { n_alloc++; return xa_block_alloc(n, got); }
static void fake_free(void *p, size_t got) { n_free++; xa_block_free(p, got); }
static void fake_to_host(void *dst, const void *src, size_t n) { n_to_host++; memcpy(dst, src, n); }
static void fake_from_host(void *dst, const void *src, size_t n) {
  n_from_host++;
  memcpy(dst, src, n);
}

static void test_second_backend(void) {
  const xa_backend *before = xa_backend_for(XA_CUDA);
  fake = xa_backend_cpu; /* the CPU's kernels run on host memory just as well */
  fake.name = "fake";
  fake.device = XA_CUDA;
  fake.alloc = fake_alloc;
  fake.free = fake_free;
  fake.to_host = fake_to_host;
  fake.from_host = fake_from_host;
  CHECK(xa_backend_register(&fake) == 0 && xa_backend_for(XA_CUDA) == &fake);
  int64_t sz[2] = {2, 3};
  xa_tensor *h = new_f64(2, sz), *d = NULL, *back = NULL;
  iota(h, 1, 2);
  CHECK(xa_tensor_to_device(&d, h, XA_CUDA) == 0);
  CHECK(d && d != h && xa_tensor_device(d) == XA_CUDA && xa_backend_of(d) == &fake);
  CHECK(n_alloc == 1 && n_from_host == 1);
  /* a kernel through the tensor's table, then back to the host */
  xa_backend_of(d)->affine(d, d, 2.0, 1.0);
  CHECK(xa_tensor_to_device(&back, d, XA_CPU) == 0 && xa_tensor_device(back) == XA_CPU);
  CHECK(n_to_host >= 1);
  for (int64_t k = 0; k < 6; k++) CHECK(xa_tensor_get_flat(back, k) == 2.0 * (1.0 + 2.0 * k) + 1);
  xa_tensor_release(d);
  CHECK(n_free == 1);
  xa_tensor_release(back);
  xa_tensor_release(h);
  /* a device without a table is an error, not a crash */
  xa_backends[XA_CUDA] = NULL;
  xa_tensor *none = NULL;
  CHECK(xa_tensor_new_on(&none, XA_CUDA, XA_FLOAT32, 2, sz) == -1 && none == NULL);
  CHECK(strstr(xa_errmsg(), "not available") != NULL);
  xa_backends[XA_CUDA] = before;
  /* kernel tables of the layers above: found per device, the CPU one as the fallback */
  static const int cpu_table = 1, dev_table = 2;
  CHECK(xa_kernels_for("f", XA_CPU, "t_alone", &cpu_table) == &cpu_table);
  CHECK(xa_kernels_for("f", XA_CUDA, "t_alone", &cpu_table) == NULL);
  CHECK(strstr(xa_errmsg(), "f: not available on cuda") != NULL);
  CHECK(xa_kernels_register(XA_CUDA, "t_alone", &dev_table) == 0);
  CHECK(xa_kernels_for("f", XA_CUDA, "t_alone", &cpu_table) == &dev_table);
}

/* ---- the autograd data: opaque here, freed through the hook vm/ installs ---- */
static struct xa_autograd *released;
static int n_released;
static void count_release(struct xa_autograd *ag) { released = ag; n_released++; }

static void test_release_hook(void) {
  xa_tensor_set_autograd_release(count_release);
  int64_t sz[1] = {4};
  xa_tensor *t = new_f64(1, sz);
  static char token;
  t->ag = (struct xa_autograd *)&token;
  xa_tensor_retain(t);
  xa_tensor_release(t);
  CHECK(n_released == 0);
  xa_tensor_release(t);
  CHECK(n_released == 1 && released == (struct xa_autograd *)&token);
  xa_tensor *u = new_f64(1, sz); /* no autograd data: the hook is not called */
  xa_tensor_release(u);
  CHECK(n_released == 1);
  xa_tensor_set_autograd_release(NULL);
}

static void test_rng(void) {
  int64_t sz[1] = {1000};
  xa_tensor *a = new_f64(1, sz), *b = new_f64(1, sz);
  xa_manual_seed(42);
  xa_backend_cpu.uniform(a);
  xa_manual_seed(42);
  xa_backend_cpu.uniform(b);
  const double *A = xa_tensor_data(a), *B = xa_tensor_data(b);
  int same = 1, inside = 1;
  double mean = 0;
  for (int i = 0; i < 1000; i++) {
    same &= A[i] == B[i];
    inside &= A[i] >= 0 && A[i] < 1;
    mean += A[i] / 1000;
  }
  CHECK(same && inside);
  CHECK_MSG(fabs(mean - 0.5) < 0.05, "mean of 1000 uniforms %g", mean); /* 5.5 sigma */
  uint64_t st[4] = {0, 0, 0, 0};
  CHECK(xa_rng_set_state(st) == -1); /* all-zero is refused */
  xa_tensor_release(a);
  xa_tensor_release(b);
}

/* ---- the row-parallel helper: fixed contiguous ranges that cover [0, n) once ---- */
typedef struct { int64_t begin[64], end[64]; int *hits; } ranges;
static void record(void *ctx, int64_t begin, int64_t end, int t) {
  ranges *r = ctx;
  r->begin[t] = begin;
  r->end[t] = end;
  for (int64_t i = begin; i < end; i++) r->hits[i]++;
}

static void test_parallel(void) {
  int saved = xa_threads();
  xa_set_threads(2);
  CHECK(xa_threads() == 2);
  CHECK(xa_parallel_threads(1000, 10) == 1);                 /* below the grain */
  CHECK(xa_parallel_threads(1, 100 * (int64_t)XA_GRAIN) == 1); /* one item */
  CHECK(xa_parallel_threads(1000, 100 * (int64_t)XA_GRAIN) == 2);
  int64_t n = 1001;
  int *hits = calloc((size_t)n, sizeof *hits);
  ranges r = {.hits = hits};
  xa_parallel_for(n, 100 * (int64_t)XA_GRAIN, record, &r);
  int once = 1;
  for (int64_t i = 0; i < n; i++) once &= hits[i] == 1;
  CHECK(once);
  CHECK(r.begin[0] == 0 && r.end[0] == n / 2 && r.begin[1] == n / 2 && r.end[1] == n);
  xa_parallel_for(0, 0, record, &r); /* nothing to do: no call, no crash */
  free(hits);
  xa_set_threads(saved);
}

/* xa_huge_alloc: 64-byte aligned, disjoint blocks of any size; a chunk lives while a
 * block of it does */
static void test_huge_alloc(void) {
  size_t sz[] = {0, 1, 64, 100, 4096, 256 << 10, 1 << 20, 3 << 20, 9 << 20, 65};
  int n = (int)(sizeof sz / sizeof sz[0]);
  unsigned char *p[16];
  int64_t before = xa_huge_chunks();
  for (int i = 0; i < n; i++) {
    p[i] = xa_huge_alloc(sz[i]);
    CHECK(p[i] != NULL);
    CHECK(((uintptr_t)p[i] & 63) == 0);
    memset(p[i], 0x11 * (i + 1), sz[i] ? sz[i] : 1);
  }
  bool intact = true;
  for (int i = 0; i < n; i++)
    for (size_t k = 0; k < (sz[i] ? sz[i] : 1); k++)
      if (p[i][k] != (unsigned char)(0x11 * (i + 1))) { intact = false; break; }
  CHECK_MSG(intact, "a block was overwritten by another");
  if (xa_mem_caching()) {
    CHECK(xa_huge_chunks() > before);
    /* two blocks of one chunk: it stays until both are freed */
    for (int i = 0; i < n; i++) xa_huge_free(p[i]);
    CHECK(xa_huge_chunks() == before);
    unsigned char *a = xa_huge_alloc(1000), *b = xa_huge_alloc(1000);
    CHECK(b == a + 1024);
    xa_huge_free(a);
    CHECK(xa_huge_chunks() == before + 1);
    memset(b, 7, 1000); /* still usable */
    xa_huge_free(b);
    CHECK(xa_huge_chunks() == before);
  } else {
    for (int i = 0; i < n; i++) xa_huge_free(p[i]);
  }
  xa_huge_free(NULL);
}

/* xa_heap_huge: once the heap has grown, the grown part is marked for huge pages ("hg" in
 * /proc/self/smaps' VmFlags for the mapping holding it) where the kernel has transparent
 * huge pages at all */
static bool vma_marked(uintptr_t addr) {
  FILE *m = fopen("/proc/self/smaps", "r");
  if (!m) return false;
  char line[512];
  bool in = false, hg = false;
  while (fgets(line, sizeof line, m)) {
    unsigned long lo, hi;
    char dash;
    if (sscanf(line, "%lx%c%lx", &lo, &dash, &hi) == 3 && dash == '-') in = addr >= lo && addr < hi;
    else if (in && !strncmp(line, "VmFlags:", 8)) { hg = strstr(line, " hg") != NULL; in = false; }
  }
  fclose(m);
  return hg;
}

static void test_heap_huge(void) {
  FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  char mode[128] = "";
  if (f) { if (!fgets(mode, sizeof mode, f)) mode[0] = 0; fclose(f); }
  bool thp = f && !strstr(mode, "[never]") && xa_mem_caching() && !getenv("XATTN_HUGE_HEAP");
#if !defined(__linux__) || !defined(__GLIBC__) || defined(__SANITIZE_ADDRESS__)
  thp = false;
#endif
  xa_heap_huge();
  enum { N = 12000 };
  void **p = malloc(N * sizeof *p);
  char *first = NULL, *last = NULL;
  for (int i = 0; i < N; i++) { /* ~48 MB from the heap: it grows */
    p[i] = malloc(4000);
    if (!first || (char *)p[i] < first) first = p[i];
    if (!last || (char *)p[i] > last) last = p[i];
    xa_heap_huge();
  }
  uintptr_t mid = (uintptr_t)first + ((uintptr_t)last - (uintptr_t)first) / 2;
  if (thp) CHECK_MSG(vma_marked(mid), "the heap's grown part is not marked for huge pages");
  else CHECK(true);
  for (int i = 0; i < N; i++) free(p[i]);
  free(p);
}

static void test_errors(void) {
  int64_t neg[2] = {3, -1};
  xa_tensor *t = NULL;
  CHECK(xa_tensor_new(&t, XA_FLOAT32, 2, neg) == -1 && t == NULL);
  CHECK(strlen(xa_errmsg()) > 0);
  int64_t huge[2] = {INT64_MAX / 2, 4};
  CHECK(xa_tensor_new(&t, XA_FLOAT32, 2, huge) == -1 && t == NULL);
  xa_devtype dev;
  CHECK(xa_device_from_name("tpu", &dev) == -1 && strstr(xa_errmsg(), "tpu") != NULL);
  CHECK(xa_device_from_name("cuda", &dev) == 0 && dev == XA_CUDA);
}

int main(void) {
  test_tensors_and_views();
  test_cpu_kernels();
  test_second_backend();
  test_release_hook();
  test_rng();
  test_parallel();
  test_huge_alloc();
  test_heap_huge();
  test_errors();
  CHECK(xa_mem_live() == 0);
  CTEST_END();
}
