/* The GPU test suite: the harness of gpu_test.h and main. Without a usable device (the
 * real build on a machine without a GPU) it checks only that the backend says so, with
 * the reason, and that initialising fails with that reason instead of crashing. */
#include "gpu_test.h"

#include <cstdlib>
#include <string>

int gt_pass, gt_fail;

void gt_report_seed(void) {
#ifdef CUDA_EMU
  fprintf(stderr, " [emulator: CUDA_EMU_SEED=%llu]\n", (unsigned long long)cuda_emu::seed());
#else
  fputc('\n', stderr);
#endif
}

static uint64_t g_state = 0x243F6A8885A308D3ull;
void gt_seed(uint64_t s) { g_state = s * 0x9E3779B97F4A7C15ull + 1; }
double gt_uniform(void) {
  uint64_t z = (g_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return (double)(z >> 11) * 0x1.0p-53;
}

xa_tensor *ht_rand(xa_dtype dt, std::vector<int64_t> size, double lo, double hi) {
  xa_tensor *t;
  if (xa_tensor_new(&t, dt, (int)size.size(), size.data())) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
  int64_t n = xa_tensor_numel(t);
  void *p = xa_tensor_data(t);
  for (int64_t i = 0; i < n; i++) {
    double u = gt_uniform();
    switch (dt) {
    case XA_BOOL: ((uint8_t *)p)[i] = u < 0.5; break;
    case XA_INT64: ((int64_t *)p)[i] = (int64_t)std::floor(lo + u * (hi - lo)); break;
    case XA_FLOAT32: ((float *)p)[i] = (float)(lo + u * (hi - lo)); break;
    default: ((double *)p)[i] = lo + u * (hi - lo); break;
    }
  }
  return t;
}

xa_tensor *ht_zeros(xa_dtype dt, std::vector<int64_t> size) {
  xa_tensor *t;
  if (xa_tensor_zeros(&t, dt, (int)size.size(), size.data())) abort();
  return t;
}

xa_tensor *ht_view(xa_tensor *t, std::vector<int64_t> size, std::vector<int64_t> stride, int64_t offset) {
  xa_tensor *v;
  if (xa_tensor_view(&v, t, (int)size.size(), size.data(), stride.data(), offset)) abort();
  return v;
}

xa_tensor *ht_transpose(xa_tensor *t, int d0, int d1) {
  xa_tensor *r;
  if (xa_transpose(&r, t, d0, d1)) abort();
  return r;
}

void ht_free(xa_tensor *t) { xa_tensor_release(t); }

void cpu_keep_mask(uint8_t *mask, int64_t n, double p) {
  xa_tensor *t;
  if (xa_tensor_new(&t, XA_BOOL, 1, &n)) abort();
  xa_cpu_keep_mask(t, p);
  memcpy(mask, xa_tensor_data(t), (size_t)n);
  xa_tensor_release(t);
}

/* a device tensor: the header and a storage of our own, never seen by the core's
 * reference counting (owns says whether dt_free frees the memory) */
struct DevT {
  xa_tensor t;
  xa_storage s;
  bool owns;
};

void *dev_alloc(int64_t bytes) {
  void *p = nullptr;
  if (xa_cuda_malloc(&p, bytes)) { fprintf(stderr, "dev_alloc: %s\n", xa_errmsg()); abort(); }
  return p;
}
void dev_free(void *p) { xa_cuda_free(p); }
void *dev_copy(const void *h, int64_t bytes) {
  void *d = dev_alloc(bytes);
  if (xa_cuda_to_device(d, h, bytes)) abort();
  return d;
}
void host_copy(void *h, const void *d, int64_t bytes) {
  if (xa_cuda_to_host(h, d, bytes)) { fprintf(stderr, "host_copy: %s\n", xa_errmsg()); abort(); }
}

static xa_tensor *dt_header(xa_dtype dt, int ndim, const int64_t *size, const int64_t *stride,
                            int64_t offset, void *data, int64_t nbytes, bool owns) {
  DevT *d = (DevT *)calloc(1, sizeof *d);
  d->s.refcount = 1 << 30;
  d->s.nbytes = nbytes;
  d->s.data = data;
  d->s.device = XA_CUDA;
  d->owns = owns;
  d->t.refcount = 1 << 30;
  d->t.storage = &d->s;
  d->t.offset = offset;
  d->t.ndim = ndim;
  d->t.dtype = dt;
  for (int i = 0; i < ndim; i++) { d->t.size[i] = size[i]; d->t.stride[i] = stride[i]; }
  return &d->t;
}

xa_tensor *dt_from(const xa_tensor *h) {
  void *p = dev_copy(h->storage->data, h->storage->nbytes);
  return dt_header(h->dtype, h->ndim, h->size, h->stride, h->offset, p, h->storage->nbytes, true);
}

xa_tensor *dt_new(xa_dtype dt, std::vector<int64_t> size) {
  int64_t n = 1, st[XA_MAXDIM];
  for (int64_t s : size) n *= s;
  xa_contiguous_strides((int)size.size(), size.data(), st);
  int64_t bytes = n * (int64_t)xa_dtype_size(dt);
  return dt_header(dt, (int)size.size(), size.data(), st, 0, dev_alloc(bytes), bytes, true);
}

xa_tensor *dt_view(xa_tensor *d, std::vector<int64_t> size, std::vector<int64_t> stride, int64_t offset) {
  return dt_header(d->dtype, (int)size.size(), size.data(), stride.data(), offset, d->storage->data,
                   d->storage->nbytes, false);
}

xa_tensor *dt_to_host(const xa_tensor *d) {
  /* the storage's bytes into a host tensor, then d's geometry over them, made contiguous */
  int64_t nel = d->storage->nbytes / (int64_t)xa_dtype_size(d->dtype);
  xa_tensor *flat, *view, *out;
  if (xa_tensor_new(&flat, d->dtype, 1, &nel)) abort();
  host_copy(xa_tensor_data(flat), d->storage->data, d->storage->nbytes);
  if (xa_tensor_view(&view, flat, d->ndim, d->size, d->stride, d->offset)) abort();
  if (xa_tensor_new(&out, d->dtype, d->ndim, d->size) || xa_tensor_copy(out, view)) abort();
  xa_tensor_release(view);
  xa_tensor_release(flat);
  return out;
}

void dt_free(xa_tensor *t) {
  if (!t) return;
  DevT *d = (DevT *)((char *)t - offsetof(DevT, t));
  if (d->owns) xa_cuda_free(d->s.data);
  free(d);
}

double max_err_buf(const double *a, const double *b, int64_t n) {
  double scale = 1, err = 0;
  for (int64_t i = 0; i < n; i++)
    if (std::isfinite(b[i]) && std::fabs(b[i]) > scale) scale = std::fabs(b[i]);
  for (int64_t i = 0; i < n; i++) {
    double x = a[i], y = b[i];
    if (x == y || (x != x && y != y)) continue;
    if (!std::isfinite(x) || !std::isfinite(y)) return INFINITY;
    double e = std::fabs(x - y);
    if (e > err) err = e;
  }
  return err / scale;
}

double max_err(const xa_tensor *a, const xa_tensor *b) {
  if (!xa_same_shape(a, b)) return INFINITY;
  int64_t n = xa_tensor_numel(a);
  std::vector<double> x((size_t)n), y((size_t)n);
  for (int64_t i = 0; i < n; i++) { x[i] = xa_tensor_get_flat(a, i); y[i] = xa_tensor_get_flat(b, i); }
  return max_err_buf(x.data(), y.data(), n);
}

bool same_values(const xa_tensor *a, const xa_tensor *b) {
  if (!xa_same_shape(a, b)) return false;
  int64_t n = xa_tensor_numel(a);
  for (int64_t i = 0; i < n; i++) {
    double x = xa_tensor_get_flat(a, i), y = xa_tensor_get_flat(b, i);
    if (!(x == y || (x != x && y != y))) return false;
  }
  return true;
}

double dev_err(const xa_tensor *d, const xa_tensor *want) {
  xa_tensor *h = dt_to_host(d);
  double e = max_err(h, want);
  ht_free(h);
  return e;
}

bool dev_same(const xa_tensor *d, const xa_tensor *want) {
  xa_tensor *h = dt_to_host(d);
  bool r = same_values(h, want);
  ht_free(h);
  return r;
}

const char *shape_str(const xa_tensor *t) {
  static char buf[4][XA_SHAPESTR];
  static int k;
  k = (k + 1) % 4;
  return xa_tensor_shape_str(buf[k], t);
}

int main() {
  char why[256];
#ifdef CUDA_EMU
  /* the emulator without a device: the backend says so, with the runtime's reason */
  setenv("CUDA_EMU_DEVICES", "0", 1);
  CHECK(!xa_cuda_available(why, sizeof why));
  CHECK_MSG(strstr(why, "no CUDA-capable device") != nullptr, "reason: '%s'", why);
  unsetenv("CUDA_EMU_DEVICES");
#endif
  if (!xa_cuda_available(why, sizeof why)) {
#ifdef CUDA_EMU
    CHECK_MSG(false, "the emulator has no device: %s", why);
#else
    CHECK_MSG(why[0] != 0, "a reason for the missing device");
    CHECK_MSG(xa_cuda_init() == -1 && strstr(xa_errmsg(), why), "init fails with the reason: %s",
              xa_errmsg());
    printf("no usable CUDA device (%s): checked that the backend says so; the kernels are tested "
           "by test_gpu_emu\n", why);
#endif
    printf("%d passed, %d failed\n", gt_pass, gt_fail);
    return gt_fail != 0;
  }
  OK(xa_cuda_init());
  printf("device: %s, %lld MiB, sm_%d\n", xa_cuda_device_name(),
         (long long)(xa_cuda_device_memory() >> 20), xa_cuda_compute_capability());
  struct { const char *name; void (*fn)(void); } groups[] = {
    {"device memory", test_device_alloc}, {"elementwise", test_elementwise},
    {"reductions", test_reduce},          {"indexing", test_index},
    {"matrix products", test_matmul},     {"layer norm, dropout, random", test_norm},
    {"nn kernels", test_nn},              {"attention families", test_attention},
    {"training run", test_training},       {"backend table", test_backend},
  };
  const char *only = getenv("GPU_TEST");
  for (auto &g : groups) {
    if (only && !strstr(g.name, only)) continue;
    int f0 = gt_fail, p0 = gt_pass;
    g.fn();
    printf("  %-28s %d passed, %d failed\n", g.name, gt_pass - p0, gt_fail - f0);
    if (xa_cuda_synchronize()) CHECK_MSG(false, "%s left an asynchronous error: %s", g.name, xa_errmsg());
  }
  xa_cuda_mem m;
  xa_cuda_memory(&m);
  CHECK_MSG(m.live == 0, "%lld bytes of device memory still allocated after the suite", (long long)m.live);
#ifdef CUDA_EMU
  printf("emulator: %lld fiber switches, seed %llu\n", cuda_emu::switches(),
         (unsigned long long)cuda_emu::seed());
#endif
  printf("%d passed, %d failed\n", gt_pass, gt_fail);
  return gt_fail != 0;
}
