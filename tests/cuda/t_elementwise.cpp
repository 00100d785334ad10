/* Elementwise kernels against the CPU core: every binary and unary op for every dtype it
 * has, unary gradients, copies between every pair of dtypes, fill, affine, scalar power,
 * clamp (and its gradient), where, masked_fill, dropout's apply, triangular masks,
 * arange, eye and sum_to, on broadcast, strided, size-1 and empty shapes. */
#include "gpu_test.h"

#include <string>

static const char *DT[] = {"bool", "int64", "float32", "float64"};

/* the shapes tried for a pair of operands: (a's shape, b's shape) */
struct Pair { std::vector<int64_t> a, b; };
static const Pair PAIRS[] = {
  {{5, 7}, {5, 7}},          {{5, 7}, {7}},       {{3, 1, 4}, {2, 4}},
  {{}, {6}},                 {{1}, {1}},          {{0, 3}, {3}},
  {{2, 3, 33}, {2, 3, 33}},  {{257}, {257}},
};

static double lo_of(xa_dtype dt) { return dt == XA_INT64 ? -4 : -3; }
static double hi_of(xa_dtype dt) { return dt == XA_INT64 ? 5 : 3; }

static void test_binary(void) {
  int bad = 0, runs = 0;
  for (int dti = 0; dti < 4; dti++) {
    xa_dtype dt = (xa_dtype)dti;
    for (int op = 0; op < XA_NBINARY; op++) {
      if (!xa_binary_supported((xa_binop)op, dt)) continue; /* not on the CPU: neither here */
      bool cmp = op >= XA_EQ;
      for (const Pair &pr : PAIRS) {
        xa_tensor *a = ht_rand(dt, pr.a, lo_of(dt), hi_of(dt)), *b = ht_rand(dt, pr.b, lo_of(dt), hi_of(dt));
        if (xa_dtype_is_float(dt) && xa_tensor_numel(a) > 1) { /* NaN propagation */
          ((dt == XA_FLOAT32) ? (void)(((float *)xa_tensor_data(a))[1] = NAN) : (void)(((double *)xa_tensor_data(a))[1] = NAN));
        }
        if (op == XA_POW && dt == XA_INT64) { /* small exponents, some negative */
          int64_t *p = (int64_t *)xa_tensor_data(b);
          for (int64_t i = 0; i < xa_tensor_numel(b); i++) p[i] = p[i] % 4;
        }
        /* the CPU loop itself (the op layer would promote bool arithmetic to int64) */
        int nd;
        int64_t osz[XA_MAXDIM];
        xa_tensor *ref;
        if (xa_broadcast_shape("t", a->ndim, a->size, b->ndim, b->size, &nd, osz) ||
            xa_tensor_new(&ref, cmp ? XA_BOOL : dt, nd, osz)) abort();
        xa_cpu_binary(ref, (xa_binop)op, a, b);
        xa_tensor *da = dt_from(a), *db = dt_from(b);
        xa_tensor *out = dt_new(cmp ? XA_BOOL : dt, std::vector<int64_t>(ref->size, ref->size + ref->ndim));
        runs++;
        if (xa_cuda_binary((xa_binop)op, out, da, db)) {
          bad++;
          fprintf(stderr, "  binary %d %s: %s\n", op, DT[dti], xa_errmsg());
        } else {
          double e = dev_err(out, ref);
          if (e > tol(dt)) {
            bad++;
            fprintf(stderr, "  binary %d %s %s op %s: error %g\n", op, DT[dti], shape_str(a), shape_str(b), e);
          }
        }
        dt_free(out); dt_free(da); dt_free(db);
        ht_free(ref); ht_free(a); ht_free(b);
      }
    }
  }
  CHECK_MSG(bad == 0, "%d of %d binary cases differ from the CPU", bad, runs);

  /* strided operands and an output that is a transposed view; in place (out = a) */
  xa_tensor *a = ht_rand(XA_FLOAT32, {6, 9}), *b = ht_rand(XA_FLOAT32, {9, 6});
  xa_tensor *bt = ht_transpose(b, 0, 1), *ref;
  CHECK(xa_binary(&ref, XA_MUL, a, bt) == 0);
  xa_tensor *da = dt_from(a), *db = dt_from(b);
  xa_tensor *dbt = dt_view(db, {6, 9}, {1, 6});
  xa_tensor *outt = dt_new(XA_FLOAT32, {9, 6});
  xa_tensor *outv = dt_view(outt, {6, 9}, {1, 6});
  OK(xa_cuda_binary(XA_MUL, outv, da, dbt));
  CHECK_MSG(dev_err(outv, ref) <= 1e-6, "transposed operand and output");
  OK(xa_cuda_binary(XA_MUL, da, da, dbt)); /* in place */
  CHECK_MSG(dev_err(da, ref) <= 1e-6, "in place");
  /* a sliced view with an offset */
  xa_tensor *sl = ht_view(a, {3, 4}, {9, 2}, 10), *sl2 = ht_view(b, {3, 4}, {1, 12}, 3), *ref2;
  CHECK(xa_binary(&ref2, XA_SUB, sl, sl2) == 0);
  xa_tensor *da2 = dt_from(a), *dsl = dt_view(da2, {3, 4}, {9, 2}, 10), *dsl2 = dt_view(db, {3, 4}, {1, 12}, 3);
  xa_tensor *o2 = dt_new(XA_FLOAT32, {3, 4});
  OK(xa_cuda_binary(XA_SUB, o2, dsl, dsl2));
  CHECK_MSG(dev_err(o2, ref2) <= 1e-6, "views with offsets and steps");
  /* a dtype mismatch is an error, not garbage */
  xa_tensor *dl = dt_new(XA_INT64, {6, 9});
  CHECK(xa_cuda_binary(XA_ADD, o2, da, dl) == -1);
  CHECK(xa_cuda_binary(XA_DIV, dl, dl, dl) == -1);
  dt_free(dl); dt_free(o2); dt_free(dsl); dt_free(dsl2); dt_free(da2);
  dt_free(outv); dt_free(outt); dt_free(dbt); dt_free(da); dt_free(db);
  ht_free(ref2); ht_free(sl); ht_free(sl2); ht_free(ref); ht_free(bt); ht_free(a); ht_free(b);
}

static void test_unary(void) {
  int bad = 0, runs = 0;
  std::vector<std::vector<int64_t>> shapes = {{4, 5}, {}, {0}, {1, 1}, {3, 300}};
  for (int dti = 0; dti < 4; dti++) {
    xa_dtype dt = (xa_dtype)dti;
    for (int op = 0; op < XA_NUNARY; op++) {
      if (!xa_unary_supported((xa_unop)op, dt)) continue;
      for (auto &sh : shapes) {
        xa_tensor *a = ht_rand(dt, sh, lo_of(dt), hi_of(dt));
        if (xa_tensor_numel(a) > 2 && xa_dtype_is_float(dt)) { /* specials */
          xa_tensor_set(a, std::vector<int64_t>(sh.size(), 0).data(), NAN);
        }
        xa_tensor *ref;
        xa_dtype odt = op == XA_NOT ? XA_BOOL : dt;
        if (xa_tensor_new(&ref, odt, a->ndim, a->size)) abort();
        xa_cpu_unary(ref, (xa_unop)op, a);
        xa_tensor *da = dt_from(a), *out = dt_new(odt, sh);
        runs++;
        if (xa_cuda_unary((xa_unop)op, out, da)) {
          bad++;
          fprintf(stderr, "  unary %d %s: %s\n", op, DT[dti], xa_errmsg());
        } else {
          double e = dev_err(out, ref);
          /* float32 tanh and sigmoid: the CPU's polynomials against the device's libm */
          double t = dt == XA_FLOAT32 ? 4e-6 : 1e-14;
          if (e > t) {
            bad++;
            fprintf(stderr, "  unary %d %s %s: error %g\n", op, DT[dti], shape_str(a), e);
          }
        }
        dt_free(out); dt_free(da); ht_free(ref); ht_free(a);
      }
    }
  }
  CHECK_MSG(bad == 0, "%d of %d unary cases differ from the CPU", bad, runs);
  /* an op the dtype does not have */
  xa_tensor *l = dt_new(XA_INT64, {3});
  CHECK(xa_cuda_unary(XA_EXP, l, l) == -1);
  dt_free(l);

  /* gradients: gin = g f'(x) with y = f(x), strided g */
  bad = runs = 0;
  for (int dti = 2; dti < 4; dti++) {
    xa_dtype dt = (xa_dtype)dti;
    for (int op = 0; op < XA_NUNARY; op++) {
      if (!xa_unary_grad_supported((xa_unop)op, dt)) continue;
      xa_tensor *x = ht_rand(dt, {7, 9}, 0.1, 2), *y = ht_zeros(dt, {7, 9}), *g = ht_rand(dt, {9, 7});
      xa_tensor *gt = ht_transpose(g, 0, 1), *ref = ht_zeros(dt, {7, 9});
      xa_cpu_unary(y, (xa_unop)op, x);
      xa_cpu_unary_grad(ref, (xa_unop)op, gt, x, y);
      xa_tensor *dx = dt_from(x), *dy = dt_from(y), *dg = dt_from(g), *out = dt_new(dt, {7, 9});
      xa_tensor *dgt = dt_view(dg, {7, 9}, {1, 7});
      runs++;
      if (xa_cuda_unary_grad((xa_unop)op, out, dgt, dx, dy) || dev_err(out, ref) > tol(dt)) {
        bad++;
        fprintf(stderr, "  unary grad %d %s: %s\n", op, DT[dti], xa_errmsg());
      }
      dt_free(dgt); dt_free(out); dt_free(dx); dt_free(dy); dt_free(dg);
      ht_free(ref); ht_free(gt); ht_free(g); ht_free(x); ht_free(y);
    }
  }
  CHECK_MSG(bad == 0, "%d of %d unary gradients differ from the CPU", bad, runs);
}

static void test_copy_fill(void) {
  int bad = 0;
  for (int s = 0; s < 4; s++)
    for (int d = 0; d < 4; d++) {
      xa_tensor *src = ht_rand((xa_dtype)s, {5, 8}, -300, 300);
      if (s >= 2) { /* a NaN and an out-of-range value for the saturating conversion */
        int64_t i0[2] = {0, 0}, i1[2] = {1, 1};
        xa_tensor_set(src, i0, NAN);
        xa_tensor_set(src, i1, 1e30);
      }
      xa_tensor *srct = ht_view(src, {8, 5}, {1, 8});  /* transposed */
      xa_tensor *row = ht_view(src, {1, 5}, {0, 1}, 16); /* broadcast row */
      xa_tensor *ref = ht_zeros((xa_dtype)d, {8, 5}), *ref2 = ht_zeros((xa_dtype)d, {4, 5});
      xa_tensor_copy(ref, srct);
      xa_tensor_copy(ref2, row);
      xa_tensor *dsrc = dt_from(src), *dst = dt_new((xa_dtype)d, {8, 5}), *dst2 = dt_new((xa_dtype)d, {4, 5});
      xa_tensor *dsrct = dt_view(dsrc, {8, 5}, {1, 8}), *drow = dt_view(dsrc, {1, 5}, {0, 1}, 16);
      if (xa_cuda_copy(dst, dsrct) || !dev_same(dst, ref)) bad++;
      if (xa_cuda_copy(dst2, drow) || !dev_same(dst2, ref2)) bad++;
      dt_free(dsrct); dt_free(drow); dt_free(dst); dt_free(dst2); dt_free(dsrc);
      ht_free(ref); ht_free(ref2); ht_free(srct); ht_free(row); ht_free(src);
    }
  CHECK_MSG(bad == 0, "%d dtype pairs copy differently from the CPU", bad);
  /* contiguous same-dtype copies (a plain device copy), into a strided destination */
  xa_tensor *a = ht_rand(XA_FLOAT64, {3, 4}), *da = dt_from(a), *db = dt_new(XA_FLOAT64, {3, 4});
  OK(xa_cuda_copy(db, da));
  CHECK(dev_err(db, a) == 0);
  xa_tensor *big = dt_new(XA_FLOAT64, {4, 6}), *win = dt_view(big, {3, 4}, {6, 1}, 7);
  OK(xa_cuda_fill(big, 0));
  OK(xa_cuda_copy(win, da));
  xa_tensor *hb = dt_to_host(big);
  int64_t i17[2] = {1, 1}, i00[2] = {0, 0}, i00a[2] = {0, 0};
  CHECK(xa_tensor_get(hb, i17) == xa_tensor_get(a, i00a) && xa_tensor_get(hb, i00) == 0);
  CHECK(xa_cuda_copy(db, big) == -1); /* shapes that do not broadcast */
  ht_free(hb);
  /* fill, every dtype, strided */
  for (int d = 0; d < 4; d++) {
    xa_tensor *t = dt_new((xa_dtype)d, {5, 6}), *v = dt_view(t, {5, 3}, {6, 2});
    OK(xa_cuda_fill(t, 0));
    OK(xa_cuda_fill(v, 3));
    xa_tensor *h = dt_to_host(t);
    double s = 0;
    for (int64_t i = 0; i < 30; i++) s += xa_tensor_get_flat(h, i);
    CHECK_MSG(s == (d == 0 ? 15 : 45), "fill %s: %g", DT[d], s);
    ht_free(h); dt_free(v); dt_free(t);
  }
  dt_free(win); dt_free(big); dt_free(da); dt_free(db); ht_free(a);
}

static void test_scalar_ops(void) {
  for (int d = 1; d < 4; d++) {
    xa_dtype dt = (xa_dtype)d;
    xa_tensor *a = ht_rand(dt, {6, 7}, -5, 5), *ref, *ref2;
    xa_tensor *da = dt_from(a), *out = dt_new(dt, {6, 7});
    CHECK(xa_affine(&ref, a, dt == XA_INT64 ? 3 : 1.5, dt == XA_INT64 ? -2 : 0.25) == 0 && ref->dtype == dt);
    OK(xa_cuda_affine(out, da, dt == XA_INT64 ? 3 : 1.5, dt == XA_INT64 ? -2 : 0.25));
    CHECK_MSG(dev_err(out, ref) <= tol(dt), "affine %s", DT[d]);
    CHECK(xa_clamp(&ref2, a, -1, NAN) == 0);
    OK(xa_cuda_clamp(out, da, -1, NAN));
    CHECK_MSG(dev_err(out, ref2) == 0, "clamp %s", DT[d]);
    ht_free(ref2);
    CHECK(xa_clamp(&ref2, a, dt == XA_INT64 ? -2 : -1.5, 2) == 0);
    OK(xa_cuda_clamp(da, da, dt == XA_INT64 ? -2 : -1.5, 2)); /* in place */
    CHECK_MSG(dev_err(da, ref2) == 0, "clamp in place %s", DT[d]);
    ht_free(ref); ht_free(ref2); dt_free(out); dt_free(da); ht_free(a);
  }
  for (int d = 2; d < 4; d++) {
    xa_dtype dt = (xa_dtype)d;
    xa_tensor *a = ht_rand(dt, {4, 33}, 0, 3), *ref;
    xa_tensor *da = dt_from(a), *out = dt_new(dt, {4, 33});
    for (double e : {2.0, 0.5, -1.5, 3.0}) {
      CHECK(xa_pow_scalar(&ref, a, e) == 0);
      OK(xa_cuda_pow_scalar(out, da, e));
      CHECK_MSG(dev_err(out, ref) <= tol(dt) * 10, "pow_scalar %g %s: %g", e, DT[d], dev_err(out, ref));
      ht_free(ref);
    }
    /* clamp's gradient: g where lo <= x <= hi (a NaN x gets 0) */
    xa_tensor *x = ht_rand(dt, {50}, -2, 2), *g = ht_rand(dt, {50}), *want = ht_zeros(dt, {50});
    int64_t i3 = 3;
    xa_tensor_set(x, &i3, NAN);
    for (int64_t i = 0; i < 50; i++) {
      double xv = xa_tensor_get_flat(x, i);
      xa_tensor_set(want, &i, (xv >= -1 && xv <= 1) ? xa_tensor_get_flat(g, i) : 0.0);
    }
    xa_tensor *dx = dt_from(x), *dg = dt_from(g), *dgx = dt_new(dt, {50});
    OK(xa_cuda_clamp_grad(dgx, dg, dx, -1, 1));
    CHECK(dev_err(dgx, want) == 0);
    dt_free(dx); dt_free(dg); dt_free(dgx); ht_free(x); ht_free(g); ht_free(want);
    dt_free(out); dt_free(da); ht_free(a);
  }
  /* where and masked_fill with broadcast conditions, every dtype */
  for (int d = 0; d < 4; d++) {
    xa_dtype dt = (xa_dtype)d;
    xa_tensor *c = ht_rand(XA_BOOL, {3, 1, 5}), *a = ht_rand(dt, {4, 5}), *b = ht_rand(dt, {3, 4, 1});
    xa_tensor *ref, *ref2;
    CHECK(xa_where(&ref, c, a, b) == 0);
    xa_tensor *dc = dt_from(c), *da = dt_from(a), *db = dt_from(b), *out = dt_new(dt, {3, 4, 5});
    OK(xa_cuda_where(out, dc, da, db));
    CHECK_MSG(dev_err(out, ref) == 0, "where %s", DT[d]);
    xa_tensor *m = ht_rand(XA_BOOL, {5}), *dm = dt_from(m), *o2 = dt_new(dt, {4, 5});
    CHECK(xa_masked_fill(&ref2, a, m, 1) == 0);
    OK(xa_cuda_masked_fill(o2, da, dm, 1));
    CHECK_MSG(dev_err(o2, ref2) == 0, "masked_fill %s", DT[d]);
    dt_free(o2); dt_free(dm); ht_free(m); ht_free(ref2);
    dt_free(out); dt_free(dc); dt_free(da); dt_free(db); ht_free(ref); ht_free(c); ht_free(a); ht_free(b);
  }
  /* dropout's apply with a broadcast mask */
  xa_tensor *x = ht_rand(XA_FLOAT32, {3, 4, 5}), *m = ht_rand(XA_BOOL, {4, 1}), *ref = ht_zeros(XA_FLOAT32, {3, 4, 5});
  xa_dropout_cpu.apply(ref, x, m, 1.25);
  xa_tensor *dx = dt_from(x), *dm = dt_from(m), *out = dt_new(XA_FLOAT32, {3, 4, 5});
  OK(xa_cuda_dropout_apply(out, dx, dm, 1.25));
  CHECK(dev_err(out, ref) == 0);
  dt_free(out); dt_free(dx); dt_free(dm); ht_free(x); ht_free(m); ht_free(ref);
}

static void test_creation(void) {
  /* triangular masks of a strided batch, every k */
  xa_tensor *t = ht_rand(XA_FLOAT64, {2, 6, 5}), *tt = ht_transpose(t, 1, 2); /* (2, 5, 6) strided */
  xa_tensor *dtt0 = dt_from(t), *dtt = dt_view(dtt0, {2, 5, 6}, {30, 1, 5});
  int bad = 0;
  for (int64_t k = -6; k <= 7; k++)
    for (int up = 0; up < 2; up++) {
      xa_tensor *ref = ht_zeros(XA_FLOAT64, {2, 5, 6}), *out = dt_new(XA_FLOAT64, {2, 5, 6});
      xa_cpu_tri(ref, tt, k, up);
      if (xa_cuda_tri(out, dtt, k, up) || dev_err(out, ref) != 0) bad++;
      dt_free(out); ht_free(ref);
    }
  CHECK_MSG(bad == 0, "%d triangular masks differ", bad);
  dt_free(dtt); dt_free(dtt0); ht_free(tt); ht_free(t);
  /* arange and eye, every dtype */
  for (int d = 0; d < 4; d++) {
    xa_tensor *ref, *ref2;
    CHECK(xa_arange(&ref, (xa_dtype)d, -2.5, 7, 0.75) == 0);
    xa_tensor *out = dt_new((xa_dtype)d, {ref->size[0]});
    OK(xa_cuda_arange(out, -2.5, 0.75));
    CHECK_MSG(dev_err(out, ref) == 0, "arange %s", DT[d]);
    CHECK(xa_eye(&ref2, (xa_dtype)d, 4, 6) == 0);
    xa_tensor *e = dt_new((xa_dtype)d, {4, 6});
    OK(xa_cuda_eye(e));
    CHECK_MSG(dev_err(e, ref2) == 0, "eye %s", DT[d]);
    dt_free(e); dt_free(out); ht_free(ref); ht_free(ref2);
  }
}

static void test_sum_to(void) {
  struct Case { std::vector<int64_t> g, out; };
  Case cases[] = {{{4, 5}, {5}}, {{4, 5}, {4, 1}}, {{3, 4, 5}, {}}, {{2, 3, 4, 5}, {3, 1, 5}},
                  {{7000, 3}, {3}}, {{2, 5000}, {1}}, {{6, 1, 2}, {1, 1}}, {{0, 4}, {4}}, {{5, 5}, {5, 5}}};
  for (xa_dtype dt : {XA_INT64, XA_FLOAT32, XA_FLOAT64})
    for (Case &c : cases) {
      xa_tensor *g = ht_rand(dt, c.g, -3, 3), *ref;
      CHECK(xa_sum_to(&ref, g, (int)c.out.size(), c.out.data()) == 0);
      xa_tensor *dg = dt_from(g), *out = dt_new(dt, c.out);
      /* it adds into out (out += the sum, as the backend table says) */
      OK(xa_cuda_fill(out, 2));
      xa_cpu_affine(ref, ref, 1, 2);
      OK(xa_cuda_sum_to(out, dg));
      double e = dev_err(out, ref);
      CHECK_MSG(e <= (dt == XA_FLOAT32 ? 1e-5 : 1e-12), "sum_to %s -> %s %s: %g", shape_str(g), shape_str(ref), DT[dt], e);
      dt_free(out); dt_free(dg); ht_free(ref); ht_free(g);
    }
  /* a strided gradient */
  xa_tensor *g = ht_rand(XA_FLOAT64, {6, 4}), *gt = ht_transpose(g, 0, 1), *ref;
  int64_t s1[2] = {4, 1};
  CHECK(xa_sum_to(&ref, gt, 2, s1) == 0);
  xa_tensor *dg = dt_from(g), *dgt = dt_view(dg, {4, 6}, {1, 4}), *out = dt_new(XA_FLOAT64, {4, 1});
  OK(xa_cuda_fill(out, 0));
  OK(xa_cuda_sum_to(out, dgt));
  CHECK(dev_err(out, ref) <= 1e-12);
  dt_free(out); dt_free(dgt); dt_free(dg); ht_free(ref); ht_free(gt); ht_free(g);
}

void test_elementwise(void) {
  gt_seed(1);
  test_binary();
  test_unary();
  test_copy_fill();
  test_scalar_ops();
  test_creation();
  test_sum_to();
}
