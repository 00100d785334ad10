/* The GPU test suite's harness: checks, host and device tensors, comparison by normalised
 * error. The suite compares every kernel of tensor/cuda/ with the CPU kernel it mirrors
 * (the reference), on random data, odd shapes and strided inputs. It runs unchanged in
 * the emulator (test_gpu_emu, CUDA_EMU defined) and on a device (test_gpu_device). */
#ifndef XA_GPU_TEST_H
#define XA_GPU_TEST_H

#include <cuda_runtime.h>

#include "../../attention/cuda.h"
#include "../../nn/cuda.h"

extern "C" {
#include "../../attention/latent.h"
#include "../../nn/embedding.h"
#include "../../nn/linear.h"
#include "../../nn/optim.h"
#include "../../tensor/cpu.h"
}

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

extern int gt_pass, gt_fail;
void gt_report_seed(void);

#define CHECK(cond) CHECK_MSG(cond, "%s", #cond)
#define CHECK_MSG(cond, ...)                                                          \
  do {                                                                                \
    if (cond) gt_pass++;                                                              \
    else {                                                                            \
      gt_fail++;                                                                      \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                            \
      fprintf(stderr, __VA_ARGS__);                                                   \
      gt_report_seed();                                                               \
    }                                                                                 \
  } while (0)
/* a GPU call that must succeed */
#define OK(call) CHECK_MSG((call) == 0, "%s: %s", #call, xa_errmsg())

/* ---- host tensors (the CPU core) ---------------------------------------------------- */
/* a deterministic generator of the tests' own (the core's global one is left alone) */
double gt_uniform(void);
void gt_seed(uint64_t s);
/* new contiguous host tensor: uniform in [lo, hi) (floats), integers in [lo, hi) (int64),
 * 0/1 with probability 1/2 (bool) */
xa_tensor *ht_rand(xa_dtype dt, std::vector<int64_t> size, double lo = -1, double hi = 1);
xa_tensor *ht_zeros(xa_dtype dt, std::vector<int64_t> size);
/* a strided host view of t (no copy), e.g. a transpose: t's storage, new geometry */
xa_tensor *ht_view(xa_tensor *t, std::vector<int64_t> size, std::vector<int64_t> stride,
                   int64_t offset = 0);
/* t permuted (a view) */
xa_tensor *ht_transpose(xa_tensor *t, int d0, int d1);
void ht_free(xa_tensor *t);
/* n bytes of the CPU's dropout mask (the backend's keep_mask) from the global generator */
void cpu_keep_mask(uint8_t *mask, int64_t n, double p);

/* ---- device tensors --------------------------------------------------------------------- */
/* a device tensor with h's layout and values (the whole storage is copied, so strides,
 * offset and expanded dims are kept) */
xa_tensor *dt_from(const xa_tensor *h);
/* a new contiguous device tensor (its memory is garbage) */
xa_tensor *dt_new(xa_dtype dt, std::vector<int64_t> size);
/* a device view of d with another geometry (shares its memory) */
xa_tensor *dt_view(xa_tensor *d, std::vector<int64_t> size, std::vector<int64_t> stride,
                   int64_t offset = 0);
/* a new contiguous host tensor holding d's values */
xa_tensor *dt_to_host(const xa_tensor *d);
void dt_free(xa_tensor *d); /* frees the memory only if d owns it (not a view) */

/* device buffers */
void *dev_alloc(int64_t bytes);
void dev_free(void *p);
void *dev_copy(const void *h, int64_t bytes);               /* new device copy */
void host_copy(void *h, const void *d, int64_t bytes);      /* waits for the stream */

/* ---- comparisons ------------------------------------------------------------------------ */
/* max |a - b| / max(1, max |b|) over all elements (any dtypes, same shape, any layout);
 * a NaN (or infinity) where the other has a different value counts as infinite error */
double max_err(const xa_tensor *a, const xa_tensor *b);
double max_err_buf(const double *a, const double *b, int64_t n);
template <class T>
double max_err_v(const std::vector<T> &a, const std::vector<T> &b) {
  std::vector<double> x(a.begin(), a.end()), y(b.begin(), b.end());
  if (x.size() != y.size()) return INFINITY;
  return max_err_buf(x.data(), y.data(), (int64_t)x.size());
}
/* exact equality of values (and shapes) */
bool same_values(const xa_tensor *a, const xa_tensor *b);
/* the device tensor d against the host tensor want: max_err(host copy of d, want) */
double dev_err(const xa_tensor *d, const xa_tensor *want);
bool dev_same(const xa_tensor *d, const xa_tensor *want);
/* tolerance by dtype for kernels whose algorithm agrees with the CPU's */
static inline double tol(xa_dtype dt) { return dt == XA_FLOAT32 ? 1e-5 : 1e-12; }
const char *shape_str(const xa_tensor *t);

/* ---- the groups -------------------------------------------------------------------------- */
void test_device_alloc(void);
void test_elementwise(void);
void test_reduce(void);
void test_index(void);
void test_matmul(void);
void test_norm(void);
void test_nn(void);
void test_attention(void);
void test_training(void);
void test_backend(void);

#endif
