/* Copy with dtype conversion, fill, contiguous, convert. */
#include "iter.h"

#include <string.h>

/* ---- copy with conversion: one inner loop per (dst, src) dtype pair ---- */
#define COPY_LOOP(NAME, TD, TS, CONV)                                                   \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    (void)ctx;                                                                        \
    TD *d = (TD *)p[0];                                                               \
    const TS *a = (const TS *)p[1];                                                   \
    if (s[0] == 1 && s[1] == 1) {                                                     \
      for (int64_t i = 0; i < n; i++) d[i] = CONV(a[i]);                              \
    } else {                                                                          \
      for (int64_t i = 0; i < n; i++) d[i * s[0]] = CONV(a[i * s[1]]);                \
    }                                                                                 \
  }
#define AS_IS(x) (x)
#define TO_BOOL(x) ((uint8_t)((x) != 0))
COPY_LOOP(cp_b_b, uint8_t, uint8_t, AS_IS)
COPY_LOOP(cp_b_l, uint8_t, int64_t, TO_BOOL)
COPY_LOOP(cp_b_f, uint8_t, float, TO_BOOL)
COPY_LOOP(cp_b_d, uint8_t, double, TO_BOOL)
COPY_LOOP(cp_l_b, int64_t, uint8_t, AS_IS)
COPY_LOOP(cp_l_l, int64_t, int64_t, AS_IS)
COPY_LOOP(cp_l_f, int64_t, float, xa_sat_i64)
COPY_LOOP(cp_l_d, int64_t, double, xa_sat_i64)
COPY_LOOP(cp_f_b, float, uint8_t, AS_IS)
COPY_LOOP(cp_f_l, float, int64_t, (float))
COPY_LOOP(cp_f_f, float, float, AS_IS)
COPY_LOOP(cp_f_d, float, double, (float))
COPY_LOOP(cp_d_b, double, uint8_t, AS_IS)
COPY_LOOP(cp_d_l, double, int64_t, (double))
COPY_LOOP(cp_d_f, double, float, AS_IS)
COPY_LOOP(cp_d_d, double, double, AS_IS)

static const xa_loop_fn copy_loops[XA_NDTYPE][XA_NDTYPE] = {
  {cp_b_b, cp_b_l, cp_b_f, cp_b_d},
  {cp_l_b, cp_l_l, cp_l_f, cp_l_d},
  {cp_f_b, cp_f_l, cp_f_f, cp_f_d},
  {cp_d_b, cp_d_l, cp_d_f, cp_d_d},
};

int xa_copy_into(xa_tensor *dst, const xa_tensor *src) {
  if (!xa_broadcastable_to(src, dst->ndim, dst->size)) {
    char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
    return xa_err("copy: source of shape %s cannot be copied into shape %s",
                  xa_tensor_shape_str(s1, src), xa_tensor_shape_str(s2, dst));
  }
  int64_t n = xa_tensor_numel(dst);
  if (n == 0) return 0;
  if (dst->dtype == src->dtype && xa_same_shape(dst, src) && xa_tensor_is_contiguous(dst) &&
      xa_tensor_is_contiguous(src) && dst->storage != src->storage) {
    memcpy(xa_tensor_data(dst), xa_tensor_data(src), (size_t)n * xa_dtype_size(dst->dtype));
  } else {
    xa_iter it;
    xa_tensor *ops[2] = {dst, (xa_tensor *)src};
    xa_iter_init(&it, dst->ndim, dst->size, 2, ops);
    xa_iter_run(&it, copy_loops[dst->dtype][src->dtype], NULL);
  }
  dst->storage->version++;
  return 0;
}

int xa_contiguous_raw(xa_tensor **out, xa_tensor *t) {
  if (xa_tensor_is_contiguous(t)) { xa_tensor_retain(t); *out = t; return 0; }
  xa_tensor *r;
  if (xa_tensor_new(&r, t->dtype, t->ndim, t->size)) return -1;
  xa_copy_into(r, t);
  *out = r;
  return 0;
}

int xa_convert_raw(xa_tensor **out, xa_tensor *t, xa_dtype dt) {
  xa_tensor *r;
  if (xa_tensor_new(&r, dt, t->ndim, t->size)) return -1;
  xa_copy_into(r, t);
  *out = r;
  return 0;
}

/* ---- fill ---- */
#define FILL_LOOP(NAME, T)                                                              \
  static void NAME(int64_t n, char **p, const int64_t *s, void *ctx) {               \
    T v = *(const T *)ctx;                                                            \
    T *d = (T *)p[0];                                                                 \
    if (s[0] == 1) for (int64_t i = 0; i < n; i++) d[i] = v;                          \
    else for (int64_t i = 0; i < n; i++) d[i * s[0]] = v;                             \
  }
FILL_LOOP(fill_b, uint8_t)
FILL_LOOP(fill_l, int64_t)
FILL_LOOP(fill_f, float)
FILL_LOOP(fill_d, double)

int xa_fill(xa_tensor *t, double v) {
  union { uint8_t b; int64_t l; float f; double d; } u;
  xa_loop_fn fn;
  switch (t->dtype) {
  case XA_BOOL: u.b = v != 0; fn = fill_b; break;
  case XA_INT64: u.l = (int64_t)v; fn = fill_l; break;
  case XA_FLOAT32: u.f = (float)v; fn = fill_f; break;
  default: u.d = v; fn = fill_d; break;
  }
  xa_iter it;
  xa_iter_init(&it, t->ndim, t->size, 1, &t);
  xa_iter_run(&it, fn, &u);
  t->storage->version++;
  return 0;
}
