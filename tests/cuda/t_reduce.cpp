/* Reductions, softmax, cumsum, topk and their backward kernels against the CPU kernels of
 * tensor/reduce.c, on every path of the device code: a row per thread (short rows, strided
 * columns), per warp, per block, and long rows in chunks; strided inputs, ties, NaN,
 * rows of -inf, empty and size-1 dims. */
#include "gpu_test.h"

static const char *DT[] = {"bool", "int64", "float32", "float64"};

struct RCase { std::vector<int64_t> shape; int dim; bool transpose; };
static const RCase CASES[] = {
  {{7, 300}, 1, false},  {{7, 300}, 0, false}, {{3, 40, 5}, 1, false}, {{3, 40, 5}, 2, false},
  {{3, 40, 5}, 0, false}, {{2100, 20}, 0, false}, {{20, 3000}, 0, false}, {{1, 1}, 0, false},
  {{9, 5}, 1, true},     {{9, 5}, 0, true},     {{4, 0}, 1, false},      {{70000}, 0, false},
  {{2, 70000}, 1, false}, {{33, 17}, 1, false},
};

/* x for a case: the shape, or its transpose made from a (shape reversed) tensor */
static xa_tensor *case_x(const RCase &c, xa_dtype dt, double lo, double hi, xa_tensor **owner) {
  if (!c.transpose) { *owner = nullptr; return ht_rand(dt, c.shape, lo, hi); }
  std::vector<int64_t> rev(c.shape.rbegin(), c.shape.rend());
  *owner = ht_rand(dt, rev, lo, hi);
  return ht_transpose(*owner, 0, 1);
}
static xa_tensor *dev_like(const xa_tensor *h, const xa_tensor *owner, xa_tensor **downer) {
  if (!owner) { *downer = nullptr; return dt_from(h); }
  *downer = dt_from(owner);
  return dt_view(*downer, std::vector<int64_t>(h->size, h->size + h->ndim),
                 std::vector<int64_t>(h->stride, h->stride + h->ndim), h->offset);
}
static std::vector<int64_t> reduced(const xa_tensor *x, int dim, int64_t k = 1) {
  std::vector<int64_t> s(x->size, x->size + x->ndim);
  s[dim] = k;
  return s;
}

static void test_reductions(void) {
  int bad = 0, runs = 0;
  const xa_redop OPS[] = {XA_RED_SUM, XA_RED_MEAN, XA_RED_PROD, XA_RED_MAX, XA_RED_MIN,
                          XA_RED_LSE, XA_RED_VAR, XA_RED_ANY, XA_RED_ALL};
  const char *ON[] = {"sum", "mean", "prod", "max", "min", "logsumexp", "var", "any", "all"};
  for (int oi = 0; oi < 9; oi++) {
    xa_redop op = OPS[oi];
    for (int d = 0; d < 4; d++) {
      xa_dtype dt = (xa_dtype)d;
      bool f = xa_dtype_is_float(dt);
      if ((op == XA_RED_MEAN || op == XA_RED_LSE || op == XA_RED_VAR) && !f) continue;
      bool mm = op == XA_RED_MAX || op == XA_RED_MIN;
      for (const RCase &c : CASES) {
        if (mm && c.shape[c.dim] == 0) continue; /* the op layer refuses an empty max */
        bool longc = c.shape[c.dim] >= 70000;
        if (longc && op != XA_RED_SUM && op != XA_RED_MEAN && d != 2) continue;
        double lo = op == XA_RED_PROD ? 0.6 : -2, hi = op == XA_RED_PROD ? 1.5 : (d == 1 ? 3 : 2);
        xa_tensor *own, *x = case_x(c, dt, lo, hi, &own);
        if (f && (mm || op == XA_RED_LSE) && xa_tensor_numel(x) > 40) { /* NaN in one row */
          int64_t at[3] = {0, 0, 0};
          at[c.dim] = 3 % x->size[c.dim];
          xa_tensor_set(x, at, NAN);
        }
        xa_dtype odt = (op == XA_RED_ANY || op == XA_RED_ALL) ? XA_BOOL
                       : ((op == XA_RED_SUM || op == XA_RED_PROD) && !f) ? XA_INT64 : dt;
        std::vector<int64_t> os = reduced(x, c.dim);
        xa_tensor *ref = ht_zeros(odt, os), *ridx = mm ? ht_zeros(XA_INT64, os) : nullptr;
        if (xa_cpu_reduce(op, ref, ridx, x, c.dim, op == XA_RED_VAR ? 1 : 0)) abort();
        xa_tensor *downer, *dx = dev_like(x, own, &downer), *out = dt_new(odt, os);
        xa_tensor *didx = mm ? dt_new(XA_INT64, os) : nullptr;
        runs++;
        if (xa_cuda_reduce(op, out, didx, dx, c.dim, op == XA_RED_VAR ? 1 : 0)) {
          bad++;
          fprintf(stderr, "  %s %s %s dim %d: %s\n", ON[oi], DT[d], shape_str(x), c.dim, xa_errmsg());
        } else {
          double e = dev_err(out, ref), t = dt == XA_FLOAT32 ? 2e-6 : 1e-12;
          bool ie = mm && !dev_same(didx, ridx);
          if (e > t || ie) {
            bad++;
            fprintf(stderr, "  %s %s %s dim %d: error %g%s\n", ON[oi], DT[d], shape_str(x), c.dim, e,
                    ie ? ", indices differ" : "");
          }
        }
        dt_free(out); dt_free(didx); dt_free(dx); dt_free(downer);
        ht_free(ref); ht_free(ridx); ht_free(x); ht_free(own);
      }
    }
  }
  CHECK_MSG(bad == 0, "%d of %d reductions differ from the CPU", bad, runs);
  /* ties: the first index of the best value, as the CPU */
  xa_tensor *x = ht_zeros(XA_FLOAT32, {2, 600}), *v = ht_zeros(XA_FLOAT32, {2, 1}), *ix = ht_zeros(XA_INT64, {2, 1});
  int64_t a[2] = {0, 321}, b[2] = {0, 500}, c2[2] = {1, 7};
  xa_tensor_set(x, a, 5);
  xa_tensor_set(x, b, 5);
  xa_tensor_set(x, c2, -1);
  xa_tensor *dx = dt_from(x), *dv = dt_new(XA_FLOAT32, {2, 1}), *di = dt_new(XA_INT64, {2, 1});
  OK(xa_cuda_reduce(XA_RED_MAX, dv, di, dx, 1, 0));
  xa_tensor *hi = dt_to_host(di);
  int64_t r0[2] = {0, 0}, r1[2] = {1, 0};
  CHECK_MSG(xa_tensor_get(hi, r0) == 321 && xa_tensor_get(hi, r1) == 0, "first maximum: %g %g",
            xa_tensor_get(hi, r0), xa_tensor_get(hi, r1));
  ht_free(hi);
  OK(xa_cuda_reduce(XA_RED_MIN, dv, di, dx, 1, 0));
  hi = dt_to_host(di);
  CHECK(xa_tensor_get(hi, r0) == 0 && xa_tensor_get(hi, r1) == 7);
  ht_free(hi);
  xa_tensor *iv = dt_view(di, {2, 1}, {1, 1});
  CHECK(xa_cuda_reduce(XA_RED_LSE, dv, nullptr, iv, 1, 0) == -1); /* int64: refused */
  dt_free(iv);
  dt_free(dx); dt_free(dv); dt_free(di); ht_free(x); ht_free(v); ht_free(ix);
}

static void test_rowops(void) {
  int bad = 0, runs = 0;
  for (int op = 0; op < 4; op++)
    for (int d = 0; d < 4; d++) {
      xa_dtype dt = (xa_dtype)d;
      if (op < 2 && !xa_dtype_is_float(dt)) continue;
      for (const RCase &c : CASES) {
        if (c.shape[c.dim] >= 70000 && (op < 2 || d != 2)) continue;
        xa_tensor *own, *x = case_x(c, dt, -3, d == 1 ? 4 : 3, &own);
        if (op < 2 && xa_tensor_numel(x) > 40) { /* a row of -inf, and a NaN */
          xa_tensor *rowv;
          int64_t at[3] = {0, 0, 0};
          at[c.dim] = 1;
          xa_tensor_set(x, at, NAN);
          if (xa_select(&rowv, x, c.dim == 0 ? 1 : 0, 1) == 0) { xa_tensor_fill(rowv, -INFINITY); ht_free(rowv); }
        }
        xa_dtype odt = op >= 2 && !xa_dtype_is_float(dt) ? XA_INT64 : dt;
        std::vector<int64_t> os(x->size, x->size + x->ndim);
        xa_tensor *ref = ht_zeros(odt, os);
        xa_cpu_rowop((xa_rowop)op, ref, x, c.dim);
        xa_tensor *downer, *dx = dev_like(x, own, &downer), *out = dt_new(odt, os);
        runs++;
        double t = dt == XA_FLOAT32 ? 2e-6 : 1e-12;
        if (xa_cuda_rowop((xa_rowop)op, out, dx, c.dim) || dev_err(out, ref) > t) {
          bad++;
          fprintf(stderr, "  rowop %d %s %s dim %d: %g %s\n", op, DT[d], shape_str(x), c.dim, dev_err(out, ref), xa_errmsg());
        }
        dt_free(out); dt_free(dx); dt_free(downer); ht_free(ref); ht_free(x); ht_free(own);
      }
    }
  CHECK_MSG(bad == 0, "%d of %d row ops (softmax, log_softmax, cumsum) differ from the CPU", bad, runs);
  /* in place, and the contiguous-rows entry of the fused kernels */
  xa_tensor *x = ht_rand(XA_FLOAT64, {6, 300}), *ref = ht_zeros(XA_FLOAT64, {6, 300});
  xa_cpu_softmax(XA_FLOAT64, xa_tensor_data(ref), xa_tensor_data(x), 6, 300);
  xa_tensor *dx = dt_from(x);
  OK(xa_cuda_softmax_rows(XA_FLOAT64, xa_tensor_data(dx), xa_tensor_data(dx), 6, 300));
  CHECK(dev_err(dx, ref) <= 1e-14);
  OK(xa_cuda_rowop(XA_ROW_LOG_SOFTMAX, dx, dx, 1));
  dt_free(dx); ht_free(x); ht_free(ref);
}

static void test_topk(void) {
  int bad = 0, runs = 0;
  struct TC { std::vector<int64_t> shape; int dim; int64_t k; };
  TC cases[] = {{{4, 10}, 1, 3}, {{4, 10}, 1, 10}, {{4, 10}, 0, 2}, {{3, 2048}, 1, 7},
                {{2, 3000}, 1, 5}, {{1, 1}, 1, 1}, {{5, 6, 7}, 1, 6}, {{2, 4100}, 1, 40}};
  for (int d = 0; d < 4; d++)
    for (TC &c : cases)
      for (int lg = 0; lg < 2; lg++) {
        xa_dtype dt = (xa_dtype)d;
        xa_tensor *x = ht_rand(dt, c.shape, -4, 4); /* int64 and bool: many ties */
        if (xa_dtype_is_float(dt) && x->size[c.dim] > 5) {
          int64_t at[3] = {0, 0, 0};
          at[c.dim] = 2;
          xa_tensor_set(x, at, NAN);
          at[c.dim] = 4;
          xa_tensor_set(x, at, -0.0);
          at[c.dim] = 5;
          xa_tensor_set(x, at, 0.0);
        }
        std::vector<int64_t> os = reduced(x, c.dim, c.k);
        xa_tensor *rv = ht_zeros(dt, os), *ri = ht_zeros(XA_INT64, os);
        if (xa_cpu_topk(rv, ri, x, c.dim, c.k, lg)) abort();
        xa_tensor *dx = dt_from(x), *dv = dt_new(dt, os), *di = dt_new(XA_INT64, os);
        runs++;
        if (xa_cuda_topk(dv, di, dx, c.dim, c.k, lg) || !dev_same(dv, rv) || !dev_same(di, ri)) {
          bad++;
          fprintf(stderr, "  topk %s %s dim %d k %lld largest %d: %s\n", DT[d], shape_str(x), c.dim,
                  (long long)c.k, lg, xa_errmsg());
        }
        dt_free(dx); dt_free(dv); dt_free(di); ht_free(rv); ht_free(ri); ht_free(x);
      }
  CHECK_MSG(bad == 0, "%d of %d topk cases differ from the CPU (values and indices)", bad, runs);
}

static void test_reduce_backward(void) {
  int bad = 0, runs = 0;
  for (int d = 2; d < 4; d++) {
    xa_dtype dt = (xa_dtype)d;
    for (const RCase &c : CASES) {
      if (c.shape[c.dim] >= 70000 || c.shape[c.dim] == 0) continue;
      for (int op = 0; op <= XA_RGRAD_SCATTER; op++) {
        xa_tensor *own, *x = case_x(c, dt, 0.5, 1.5, &own);
        std::vector<int64_t> full(x->size, x->size + x->ndim), red = reduced(x, c.dim);
        int64_t k = x->size[c.dim] >= 3 ? 3 : x->size[c.dim];
        xa_tensor *g = nullptr, *a = nullptr, *b = nullptr;
        if (op == XA_RGRAD_SOFTMAX || op == XA_RGRAD_LOG_SOFTMAX) {
          g = ht_rand(dt, full);
          a = ht_zeros(dt, full);
          xa_cpu_rowop(op == XA_RGRAD_SOFTMAX ? XA_ROW_SOFTMAX : XA_ROW_LOG_SOFTMAX, a, x, c.dim);
        } else if (op == XA_RGRAD_LSE) {
          g = ht_rand(dt, red);
          a = x;
          xa_tensor_retain(x);
          b = ht_zeros(dt, red);
          xa_cpu_reduce(XA_RED_LSE, b, nullptr, x, c.dim, 0);
        } else if (op == XA_RGRAD_SCATTER) {
          g = ht_rand(dt, reduced(x, c.dim, k));
          a = ht_zeros(XA_INT64, reduced(x, c.dim, k));
          xa_tensor *vv = ht_zeros(dt, reduced(x, c.dim, k));
          xa_cpu_topk(vv, a, x, c.dim, k, true); /* distinct indices per row */
          ht_free(vv);
        } else {
          g = ht_rand(dt, red);
          a = x;
          xa_tensor_retain(x);
        }
        xa_tensor *ref = ht_zeros(dt, full);
        xa_cpu_reduce_grad((xa_rgradop)op, ref, g, a, b, c.dim, 1);
        xa_tensor *dg = dt_from(g), *da = (a == x) ? nullptr : dt_from(a), *db = b ? dt_from(b) : nullptr;
        xa_tensor *downer = nullptr, *dxv = (a == x) ? dev_like(x, own, &downer) : nullptr;
        xa_tensor *out = dt_new(dt, full);
        OK(xa_cuda_fill(out, 0));
        runs++;
        if (xa_cuda_reduce_backward((xa_rgradop)op, out, dg, dxv ? dxv : da, db, c.dim, 1) ||
            dev_err(out, ref) > (dt == XA_FLOAT32 ? 2e-6 : 1e-12)) {
          bad++;
          fprintf(stderr, "  reduce backward %d %s %s dim %d: %g\n", op, DT[d], shape_str(x), c.dim, dev_err(out, ref));
        }
        dt_free(out); dt_free(dg); dt_free(da); dt_free(db); dt_free(dxv); dt_free(downer);
        ht_free(ref); ht_free(g); ht_free(a); ht_free(b); ht_free(x); ht_free(own);
      }
    }
  }
  CHECK_MSG(bad == 0, "%d of %d reduction backward kernels differ from the CPU", bad, runs);
}

void test_reduce(void) {
  gt_seed(2);
  test_reductions();
  test_rowops();
  test_topk();
  test_reduce_backward();
}
