/* Creation ops: full, arange, eye, scalar tensors. */
#include "ops.h"

#include <math.h>

int xa_full(xa_tensor **out, xa_dtype dt, int ndim, const int64_t *size, double v) {
  if (xa_check_sizes("full", ndim, size)) return -1;
  if (xa_tensor_new(out, dt, ndim, size)) return -1;
  return xa_fill(*out, v);
}

int xa_scalar_tensor(xa_tensor **out, xa_dtype dt, double v) {
  if (xa_tensor_new(out, dt, 0, NULL)) return -1;
  return xa_fill(*out, v);
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

int xa_eye(xa_tensor **out, xa_dtype dt, int64_t n, int64_t m) {
  int64_t size[2] = {n, m};
  if (xa_tensor_zeros(out, dt, 2, size)) return -1;
  for (int64_t i = 0; i < n && i < m; i++) {
    int64_t idx[2] = {i, i};
    xa_tensor_set(*out, idx, 1.0);
  }
  return 0;
}
