/* Creation ops: full, arange, eye, scalar tensors, and the random ones (their kernels
 * draw from the generator of tensor/random.c). */
#include "ops.h"

#include <math.h>

int xa_full_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim, const int64_t *size,
               double v) {
  if (xa_check_sizes("full", ndim, size)) return -1;
  if (xa_tensor_new_on(out, dev, dt, ndim, size)) return -1;
  return xa_tensor_fill(*out, v);
}

int xa_full(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size, double v) {
  return xa_full_on(out, XA_CPU, dt, ndim, size, v);
}

int xa_scalar_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, double v) {
  if (xa_tensor_new_on(out, dev, dt, 0, NULL)) return -1;
  return xa_tensor_fill(*out, v);
}

int xa_scalar_tensor(xa_tensor **out, xa_dtype dt, double v) {
  return xa_scalar_on(out, XA_CPU, dt, v);
}

int xa_arange(xa_tensor **out, xa_dtype dt, double start, double stop, double step) {
  if (step == 0 || !isfinite(start) || !isfinite(stop) || !isfinite(step))
    return xa_err("arange: start, stop and step must be finite and step non-zero "
                  "(got %g, %g, %g)", start, stop, step);
  double cnt = ceil((stop - start) / step);
  if (cnt < 0) cnt = 0;
  if (cnt > 1e15) return xa_err("arange: %g elements is too many", cnt);
  int64_t n = (int64_t)cnt;
  if (xa_tensor_new(out, dt, 1, &n)) return -1;
  for (int64_t i = 0; i < n; i++) {
    int64_t idx = i;
    xa_tensor_set(*out, &idx, start + (double)i * step);
  }
  return 0;
}

int xa_eye_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int64_t n, int64_t m) {
  int64_t size[2] = {n, m};
  if (xa_tensor_zeros_on(out, dev, dt, 2, size)) return -1;
  /* the diagonal as a view of stride m + 1, filled on the tensor's device */
  int64_t k = n < m ? n : m, stride = m + 1;
  if (k == 0) return 0;
  xa_tensor *diag;
  if (xa_tensor_view(&diag, *out, 1, &k, &stride, 0)) return -1;
  int rc = xa_tensor_fill(diag, 1.0);
  xa_tensor_release(diag);
  return rc;
}

int xa_eye(xa_tensor **out, xa_dtype dt, int64_t n, int64_t m) {
  return xa_eye_on(out, XA_CPU, dt, n, m);
}

static int new_float(xa_tensor **out, const char *fn, xa_devtype dev, xa_dtype dt, int ndim,
                     const int64_t *size) {
  if (!xa_dtype_is_float(dt))
    return xa_err("%s: dtype must be float32 or float64, not %s", fn, xa_dtype_name(dt));
  if (xa_check_sizes(fn, ndim, size)) return -1;
  return xa_tensor_new_on(out, dev, dt, ndim, size);
}

/* drawn on the tensor's device: the CUDA backend draws the numbers the CPU draws */
int xa_rand_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim, const int64_t *size) {
  if (new_float(out, "rand", dev, dt, ndim, size)) return -1;
  xa_backend_of(*out)->uniform(*out);
  return 0;
}

int xa_randn_on(xa_tensor **out, xa_devtype dev, xa_dtype dt, int ndim, const int64_t *size) {
  if (new_float(out, "randn", dev, dt, ndim, size)) return -1;
  xa_backend_of(*out)->normal(*out);
  return 0;
}

int xa_rand(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size) {
  return xa_rand_on(out, XA_CPU, dt, ndim, size);
}

int xa_randn(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size) {
  return xa_randn_on(out, XA_CPU, dt, ndim, size);
}

int xa_randint(xa_tensor **out, int64_t lo, int64_t hi, int ndim, const int64_t *size) {
  if (hi <= lo) return xa_err("randint: empty range [%lld, %lld)", (long long)lo, (long long)hi);
  if (xa_check_sizes("randint", ndim, size)) return -1;
  if (xa_tensor_new(out, XA_INT64, ndim, size)) return -1;
  xa_backend_of(*out)->randint(*out, lo, hi);
  return 0;
}
