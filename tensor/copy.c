/* Copy with dtype conversion and fill: the CPU kernels, and the tensor-level front doors
 * (xa_tensor_copy, xa_tensor_fill, xa_tensor_contiguous, xa_tensor_convert) that dispatch to the
 * operands' backend and copy between devices through host memory. */
#include "hot.h"
#include "cpu.h"

#include <stdlib.h>
#include <string.h>

/* ---- copy with conversion: one inner loop per (dst, src) dtype pair ---- */
/* The unit-stride paths: a run of one dtype is a memmove (GCC kept the element loop
 * scalar, one float at a time: at -O2 it does not version a loop for aliasing), a
 * conversion an `omp simd` loop (its dst and src are different storages). */
#define COPY_LOOP(NAME, TD, TS, CONV)                                                   \
  XA_HOT static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {        \
    (void)ctx;                                                                        \
    TD *d = (TD *)p[0];                                                               \
    const TS *a = (const TS *)p[1];                                                   \
    if (s[0] == 1 && s[1] == 1) {                                                     \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) d[i] = CONV(a[i]);                              \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) d[i * s[0]] = CONV(a[i * s[1]]);                \
    }                                                                                 \
  }
#define COPY_SAME(NAME, T)                                                              \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    (void)ctx;                                                                        \
    T *d = (T *)p[0];                                                                 \
    const T *a = (const T *)p[1];                                                     \
    if (s[0] == 1 && s[1] == 1) memmove(d, a, (size_t)n * sizeof(T));                 \
    else for (int64_t i = 0; i < n; i++) d[i * s[0]] = a[i * s[1]];                   \
  }
#define AS_IS(x) (x)
#define TO_BOOL(x) ((uint8_t)((x) != 0))
COPY_SAME(cp_b_b, uint8_t)
COPY_LOOP(cp_b_l, uint8_t, int64_t, TO_BOOL)
COPY_LOOP(cp_b_f, uint8_t, float, TO_BOOL)
COPY_LOOP(cp_b_d, uint8_t, double, TO_BOOL)
COPY_LOOP(cp_l_b, int64_t, uint8_t, AS_IS)
COPY_SAME(cp_l_l, int64_t)
COPY_LOOP(cp_l_f, int64_t, float, xa_sat_i64)
COPY_LOOP(cp_l_d, int64_t, double, xa_sat_i64)
COPY_LOOP(cp_f_b, float, uint8_t, AS_IS)
COPY_LOOP(cp_f_l, float, int64_t, (float))
COPY_SAME(cp_f_f, float)
COPY_LOOP(cp_f_d, float, double, (float))
COPY_LOOP(cp_d_b, double, uint8_t, AS_IS)
COPY_LOOP(cp_d_l, double, int64_t, (double))
COPY_LOOP(cp_d_f, double, float, AS_IS)
COPY_SAME(cp_d_d, double)

static const xa_loop_fn copy_loops[XA_NDTYPE][XA_NDTYPE] = {
  {cp_b_b, cp_b_l, cp_b_f, cp_b_d},
  {cp_l_b, cp_l_l, cp_l_f, cp_l_d},
  {cp_f_b, cp_f_l, cp_f_f, cp_f_d},
  {cp_d_b, cp_d_l, cp_d_f, cp_d_d},
};

void xa_cpu_copy(xa_tensor *dst, const xa_tensor *src) {
  int64_t n = xa_tensor_numel(dst);
  if (n == 0) return;
  if (dst->dtype == src->dtype && xa_same_shape(dst, src) && xa_tensor_is_contiguous(dst) &&
      xa_tensor_is_contiguous(src) && dst->storage != src->storage) {
    memcpy(xa_tensor_data(dst), xa_tensor_data(src), (size_t)n * xa_dtype_size(dst->dtype));
    return;
  }
  xa_iter it;
  xa_tensor *ops[2] = {dst, (xa_tensor *)src};
  xa_iter_init(&it, dst->ndim, dst->size, 2, ops);
  xa_iter_run_gathered(&it, copy_loops[dst->dtype][src->dtype], NULL);
}

/* src (any device) as a contiguous tensor of its dtype in host memory; owned */
static int to_host(xa_tensor **out, const xa_tensor *src) {
  xa_tensor *c, *h;
  if (xa_tensor_contiguous(&c, (xa_tensor *)src)) return -1;
  if (xa_tensor_new(&h, c->dtype, c->ndim, c->size)) { xa_tensor_release(c); return -1; }
  xa_backend_of(c)->to_host(xa_tensor_data(h), xa_tensor_data(c),
                            (size_t)xa_tensor_numel(c) * xa_dtype_size(c->dtype));
  xa_tensor_release(c);
  *out = h;
  return 0;
}

int xa_tensor_copy(xa_tensor *dst, const xa_tensor *src) {
  if (!xa_broadcastable_to(src, dst->ndim, dst->size)) {
    char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
    return xa_err("copy: source of shape %s cannot be copied into shape %s",
                  xa_tensor_shape_str(s1, src), xa_tensor_shape_str(s2, dst));
  }
  if (xa_tensor_numel(dst) == 0) return 0;
  xa_devtype dd = dst->storage->device, sd = src->storage->device;
  if (dd == sd) {
    xa_backend_of(dst)->copy(dst, src);
  } else if (dd == XA_CPU) { /* device to host: stage src, then convert/broadcast on the CPU */
    xa_tensor *h;
    if (to_host(&h, src)) return -1;
    xa_cpu_copy(dst, h);
    xa_tensor_release(h);
  } else { /* into a device: the source on the host in dst's dtype and shape, then bytes */
    xa_tensor *h = NULL, *c = NULL, *d = dst;
    int rc = 0;
    if (sd == XA_CPU) { h = (xa_tensor *)src; xa_tensor_retain(h); }
    else rc = to_host(&h, src);
    if (!rc) rc = xa_tensor_new(&c, dst->dtype, dst->ndim, dst->size);
    if (!rc) xa_cpu_copy(c, h);
    /* a strided dst gets the bytes through a contiguous temporary on its device */
    if (!rc && !xa_tensor_is_contiguous(dst))
      rc = xa_tensor_new_on(&d, dd, dst->dtype, dst->ndim, dst->size);
    if (!rc)
      xa_backend_of(d)->from_host(xa_tensor_data(d), xa_tensor_data(c),
                                  (size_t)xa_tensor_numel(c) * xa_dtype_size(c->dtype));
    if (!rc && d != dst) xa_backend_of(dst)->copy(dst, d);
    if (d != dst) xa_tensor_release(d);
    xa_tensor_release(h);
    xa_tensor_release(c);
    if (rc) return -1;
  }
  dst->storage->version++;
  return 0;
}

int xa_tensor_contiguous(xa_tensor **out, xa_tensor *t) {
  if (xa_tensor_is_contiguous(t)) { xa_tensor_retain(t); *out = t; return 0; }
  return xa_tensor_convert(out, t, t->dtype);
}

int xa_tensor_convert(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  xa_tensor *r;
  if (xa_tensor_new_on(&r, t->storage->device, dt, t->ndim, t->size)) return -1;
  xa_backend_of(r)->copy(r, t);
  *out = r;
  return 0;
}

int xa_tensor_to_device(xa_tensor **out, xa_tensor *t, xa_devtype dev) {
  if (t->storage->device == dev) { xa_tensor_retain(t); *out = t; return 0; }
  if (!xa_backend_for(dev))
    return xa_err("to: device %s is not available in this build", xa_device_name(dev));
  xa_tensor *r;
  if (xa_tensor_new_on(&r, dev, t->dtype, t->ndim, t->size)) return -1;
  if (xa_tensor_copy(r, t)) { xa_tensor_release(r); return -1; }
  *out = r;
  return 0;
}

/* ---- fill ---- */
#define FILL_LOOP(NAME, T)                                                              \
  XA_HOT static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {        \
    T v = *(const T *)ctx;                                                            \
    T *d = (T *)p[0];                                                                 \
    if (s[0] == 1) {                                                                  \
      _Pragma("omp simd")                                                             \
      for (int64_t i = 0; i < n; i++) d[i] = v;                                       \
    } else                                                                            \
      for (int64_t i = 0; i < n; i++) d[i * s[0]] = v;                                \
  }
FILL_LOOP(fill_b, uint8_t)
FILL_LOOP(fill_l, int64_t)
FILL_LOOP(fill_f, float)
FILL_LOOP(fill_d, double)

/* A large contiguous fill in non-temporal stores (past the caches, no read of the old
 * lines first): an optimizer's zero_grad writes every gradient (38 MB at bench-small), long
 * before backward reads them again. glibc's memset took 2.1-2.7 ms for those 38 MB on the
 * Xeon VM, whose 480 MB of L3 as the VM reports it keep glibc from its own non-temporal
 * path; these stores 1.1 ms. 16-byte stores (SSE2, every x86-64) of the element's
 * pattern, the unaligned ends in plain stores; elsewhere the plain loop. */
#if defined(__x86_64__)
#include <emmintrin.h>
#define FILL_NT_BYTES ((int64_t)4 << 20)
typedef struct { char *p; __m128i pat; } fill_nt_args;
static void fill_nt(void *ctx, int64_t b0, int64_t b1, int t) { /* 64-byte blocks */
  (void)t;
  const fill_nt_args *A = ctx;
  for (int64_t b = b0; b < b1; b++) {
    __m128i *q = (__m128i *)(A->p + b * 64);
    _mm_stream_si128(q, A->pat); _mm_stream_si128(q + 1, A->pat);
    _mm_stream_si128(q + 2, A->pat); _mm_stream_si128(q + 3, A->pat);
  }
}

static bool fill_big(xa_tensor *t, const void *v, size_t es) {
  int64_t bytes = xa_tensor_numel(t) * (int64_t)es;
  if (bytes < FILL_NT_BYTES || !xa_tensor_is_contiguous(t)) return false;
  char *p = xa_tensor_data(t), *a = (char *)(((uintptr_t)p + 63) & ~(uintptr_t)63);
  int64_t head = a - p;
  if (head % (int64_t)es) return false; /* elements not aligned to their size */
  char pat[16];
  for (size_t i = 0; i < 16; i += es) memcpy(pat + i, v, es);
  fill_nt_args A = {a, _mm_loadu_si128((const __m128i *)pat)};
  int64_t nb = (bytes - head) / 64;
  for (int64_t i = 0; i < head; i += (int64_t)es) memcpy(p + i, v, es);
  xa_parallel_for(nb, nb * 16, fill_nt, &A);
  _mm_sfence(); /* the stores ordered before whatever reads them next */
  for (int64_t i = head + nb * 64; i < bytes; i += (int64_t)es) memcpy(p + i, v, es);
  return true;
}
#else
static bool fill_big(xa_tensor *t, const void *v, size_t es) { (void)t; (void)v; (void)es; return false; }
#endif

void xa_cpu_fill(xa_tensor *t, double v) {
  union { uint8_t b; int64_t l; float f; double d; } u;
  xa_loop_fn fn;
  switch (t->dtype) {
  case XA_BOOL: u.b = v != 0; fn = fill_b; break;
  case XA_INT64: u.l = xa_sat_i64(v); fn = fill_l; break;
  case XA_FLOAT32: u.f = (float)v; fn = fill_f; break;
  default: u.d = v; fn = fill_d; break;
  }
  if (fill_big(t, &u, xa_dtype_size(t->dtype))) return;
  xa_iter it;
  xa_iter_init(&it, t->ndim, t->size, 1, &t);
  xa_iter_run(&it, fn, &u);
}

int xa_tensor_fill(xa_tensor *t, double v) {
  xa_backend_of(t)->fill(t, v);
  t->storage->version++;
  return 0;
}

/* ---- rows filled with one row (cpu.h) ---- */
typedef struct { char *y; const void *row; size_t rowbytes; } fill_rows_args;
static void fill_rows(void *ctx, int64_t r0, int64_t r1, int t) {
  (void)t;
  const fill_rows_args *A = ctx;
  for (int64_t r = r0; r < r1; r++) memcpy(A->y + r * (int64_t)A->rowbytes, A->row, A->rowbytes);
}

void xa_cpu_fill_rows(void *y, const void *row, int64_t rows, size_t rowbytes) {
  fill_rows_args A = {y, row, rowbytes};
  xa_parallel_for(rows, rows * (int64_t)(rowbytes / 4), fill_rows, &A);
}
