/* The nn kernels against the CPU: cross-entropy rows (label smoothing, ignored rows,
 * per-row upstream gradients), the fused output projection and loss against the CPU op
 * and its autograd gradients (mean and sum, ignored rows, a transposed weight, no bias,
 * several chunks), and the optimizer kernels (Adam, AdamW, SGD variants, clipping). */
#include "gpu_test.h"

static void test_xent_rows(void) {
  int bad = 0, runs = 0;
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (int64_t V : {7, 300})
      for (double eps : {0.0, 0.1}) {
        int64_t rows = 9;
        xa_tensor *z = ht_rand(dt, {rows, V}, -4, 4), *tg = ht_rand(XA_INT64, {rows}, 1, (double)V + 1);
        int64_t *tp = (int64_t *)xa_tensor_data(tg);
        tp[2] = -100; /* ignored */
        tp[5] = V;    /* the last class */
        double a = 1 - eps, b = eps / (double)V;
        std::vector<double> stat(rows * 2), rl(rows), rn(rows);
        xa_xent_cpu.forward(dt, rl.data(), rn.data(), stat.data(), xa_tensor_data(z), tp, rows, V, true, -100, a, b);
        xa_tensor *dz = dt_from(z), *dtg = dt_from(tg);
        double *dstat = (double *)dev_alloc(rows * 16), *drl = (double *)dev_alloc(rows * 8), *drn = (double *)dev_alloc(rows * 8);
        runs++;
        std::vector<double> gs(rows * 2), gl(rows), gn(rows);
        if (xa_cuda_xent_forward_rows(dt, xa_tensor_data(dz), (const int64_t *)xa_tensor_data(dtg), rows, V, true, -100,
                                      a, b, dstat, drl, drn)) { bad++; continue; }
        host_copy(gs.data(), dstat, rows * 16);
        host_copy(gl.data(), drl, rows * 8);
        host_copy(gn.data(), drn, rows * 8);
        double t = dt == XA_FLOAT32 ? 1e-5 : 1e-12;
        if (max_err_v(gs, stat) > t || max_err_v(gl, rl) > t || max_err_v(gn, rn) > t) {
          bad++;
          fprintf(stderr, "  xent forward rows %s V %lld eps %g: %g %g %g\n", xa_dtype_name(dt), (long long)V, eps,
                  max_err_v(gs, stat), max_err_v(gl, rl), max_err_v(gn, rn));
        }
        /* backward with a per-row upstream gradient (gs = 1), in place over the logits */
        xa_tensor *g = ht_rand(dt, {rows}), *ref = ht_zeros(dt, {rows, V});
        xa_xent_cpu.backward(dt, xa_tensor_data(ref), xa_tensor_data(g), 1, 0.5, xa_tensor_data(z), tp, stat.data(),
                             rows, V, true, -100, a, b);
        xa_tensor *dg = dt_from(g);
        runs++;
        if (xa_cuda_xent_backward_rows(dt, xa_tensor_data(dz), xa_tensor_data(dz), (const int64_t *)xa_tensor_data(dtg),
                                       rows, V, true, -100, a, b, dstat, xa_tensor_data(dg), 1, 0.5) ||
            dev_err(dz, ref) > tol(dt)) {
          bad++;
          fprintf(stderr, "  xent backward rows %s V %lld eps %g: %g\n", xa_dtype_name(dt), (long long)V, eps, dev_err(dz, ref));
        }
        dt_free(dg); ht_free(g); ht_free(ref);
        dev_free(dstat); dev_free(drl); dev_free(drn);
        dt_free(dz); dt_free(dtg); ht_free(z); ht_free(tg);
      }
  CHECK_MSG(bad == 0, "%d of %d cross-entropy row cases differ from the CPU", bad, runs);
}

static void test_linear_xent(void) {
  int bad = 0, runs = 0;
  struct LC { int64_t N, D, V; int wt, hasb, mean, ign; double eps; xa_dtype dt; };
  LC cases[] = {
    {15, 8, 40, 0, 1, 1, 1, 0.1, XA_FLOAT64}, {15, 8, 40, 1, 1, 0, 1, 0.0, XA_FLOAT64},
    {15, 8, 40, 0, 0, 1, 0, 0.1, XA_FLOAT32}, {6, 5, 3, 1, 0, 0, 0, 0.2, XA_FLOAT32},
    {450, 4, 5000, 0, 1, 1, 1, 0.1, XA_FLOAT32}, /* 2 chunks of 419 rows */
    {4, 3, 6, 0, 1, 1, 2, 0.1, XA_FLOAT64},      /* every row ignored */
  };
  for (LC &c : cases) {
    bool prev = xa_set_grad_enabled(true);
    xa_tensor *x = ht_rand(c.dt, {c.N, c.D}), *wo = c.wt ? ht_rand(c.dt, {c.D, c.V}) : ht_rand(c.dt, {c.V, c.D});
    xa_tensor *w = c.wt ? ht_transpose(wo, 0, 1) : wo, *b = c.hasb ? ht_rand(c.dt, {c.V}) : nullptr;
    if (!c.wt) xa_tensor_retain(wo);
    xa_tensor *tg = ht_rand(XA_INT64, {c.N}, 1, (double)c.V + 1);
    int64_t *tp = (int64_t *)xa_tensor_data(tg);
    for (int64_t r = 0; r < c.N; r++)
      if (c.ign == 2 || (c.ign && r % 4 == 1)) tp[r] = 0;
    xa_set_requires_grad("test", x, true), xa_set_requires_grad("test", w, true); /* w: a transposed view is a leaf too */
    if (b) xa_set_requires_grad("test", b, true);
    xa_tensor *loss = nullptr, *nll = nullptr;
    int64_t cnt = -1;
    if (xa_linear_cross_entropy(&loss, &nll, &cnt, x, w, b, tg, c.eps, c.ign != 0, 0,
                                c.mean ? XA_REDUCE_MEAN : XA_REDUCE_SUM)) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
    if (cnt > 0 && xa_backward(loss, nullptr, false)) abort();
    xa_set_grad_enabled(prev);
    xa_tensor *dx = dt_from(x), *dw = dt_from(wo), *db = b ? dt_from(b) : nullptr, *dtg = dt_from(tg);
    xa_tensor *gx = dt_new(c.dt, {c.N, c.D}), *gw = dt_new(c.dt, {c.V, c.D}), *gb = dt_new(c.dt, {c.V});
    double l = 0, n = 0;
    int64_t count = -1;
    runs++;
    if (xa_cuda_linear_xent(c.dt, &l, &n, &count, xa_tensor_data(gx), xa_tensor_data(gw), b ? xa_tensor_data(gb) : nullptr,
                            xa_tensor_data(dx), xa_tensor_data(dw), c.wt, c.wt ? c.V : c.D, b ? xa_tensor_data(db) : nullptr,
                            (const int64_t *)xa_tensor_data(dtg), c.N, c.D, c.V, c.eps, c.ign != 0, 0, c.mean)) {
      bad++;
      fprintf(stderr, "  linear_xent: %s\n", xa_errmsg());
    } else {
      double t = c.dt == XA_FLOAT32 ? 2e-5 : 1e-12;
      double rl = xa_tensor_get_flat(loss, 0), rn = xa_tensor_get_flat(nll, 0);
      bool ok = count == cnt && (std::isnan(rl) ? std::isnan(l) : std::fabs(l - rl) <= t * std::max(1.0, std::fabs(rl))) &&
                std::fabs(n - rn) <= t * std::max(1.0, std::fabs(rn));
      double ex = cnt > 0 ? dev_err(gx, xa_grad(x)) : 0;
      double ew = cnt > 0 ? dev_err(gw, xa_grad(w)) : 0, eb = (cnt > 0 && b) ? dev_err(gb, xa_grad(b)) : 0;
      if (!ok || ex > t || ew > t || eb > t) {
        bad++;
        fprintf(stderr, "  linear_xent N %lld V %lld: loss %.17g vs %.17g, nll %g vs %g, count %lld vs %lld, grads %g %g %g\n",
                (long long)c.N, (long long)c.V, l, rl, n, rn, (long long)count, (long long)cnt, ex, ew, eb);
      }
      if (cnt == 0) { /* zeros for the gradients */
        xa_tensor *z = ht_zeros(c.dt, {c.N, c.D});
        if (dev_err(gx, z) != 0) bad++;
        ht_free(z);
      }
    }
    dt_free(gx); dt_free(gw); dt_free(gb); dt_free(dx); dt_free(dw); dt_free(db); dt_free(dtg);
    ht_free(loss); ht_free(nll); ht_free(x); ht_free(w); ht_free(wo); ht_free(b); ht_free(tg);
  }
  CHECK_MSG(bad == 0, "%d of %d fused projection+loss cases differ from the CPU", bad, runs);
  /* a target out of range is an error naming it */
  xa_tensor *x = dt_new(XA_FLOAT32, {2, 3}), *w = dt_new(XA_FLOAT32, {4, 3}), *t = ht_zeros(XA_INT64, {2});
  int64_t i1 = 1;
  xa_tensor_set(t, &i1, 9);
  xa_tensor *dtg = dt_from(t);
  double l, n;
  CHECK(xa_cuda_linear_xent(XA_FLOAT32, &l, &n, nullptr, nullptr, nullptr, nullptr, xa_tensor_data(x), xa_tensor_data(w),
                            false, 3, nullptr, (const int64_t *)xa_tensor_data(dtg), 2, 3, 4, 0, true, 0, true) == -1);
  CHECK_MSG(strstr(xa_errmsg(), "target value 9 at position 2"), "%s", xa_errmsg());
  dt_free(x); dt_free(w); dt_free(dtg); ht_free(t);
}

static void test_optim(void) {
  int bad = 0, runs = 0;
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64}) {
    int64_t n = 5000;
    for (int dec = 0; dec < 2; dec++) {
      xa_tensor *p = ht_rand(dt, {n}), *g = ht_rand(dt, {n}), *m = ht_rand(dt, {n}), *v = ht_rand(dt, {n}, 0, 1);
      xa_tensor *dp = dt_from(p), *dg = dt_from(g), *dm = dt_from(m), *dv = dt_from(v);
      for (int64_t step = 1; step <= 3; step++) {
        xa_adam_step(p, g, m, v, step, 1e-3, 0.9, 0.98, 1e-8, 0.01, dec);
        OK(xa_cuda_adam_step(dt, xa_tensor_data(dp), xa_tensor_data(dg), xa_tensor_data(dm), xa_tensor_data(dv), n, step,
                             1e-3, 0.9, 0.98, 1e-8, 0.01, dec));
      }
      runs++;
      if (dev_err(dp, p) > 1e-6 * (dt == XA_FLOAT32 ? 1 : 1e-6) || dev_err(dm, m) > tol(dt) || dev_err(dv, v) > tol(dt)) {
        bad++;
        fprintf(stderr, "  adam %s decoupled %d: %g %g %g\n", xa_dtype_name(dt), dec, dev_err(dp, p), dev_err(dm, m), dev_err(dv, v));
      }
      dt_free(dp); dt_free(dg); dt_free(dm); dt_free(dv); ht_free(p); ht_free(g); ht_free(m); ht_free(v);
    }
    for (int variant = 0; variant < 3; variant++) {
      double mu = variant ? 0.9 : 0, damp = variant == 1 ? 0.1 : 0;
      bool nest = variant == 2;
      xa_tensor *p = ht_rand(dt, {n}), *g = ht_rand(dt, {n}), *buf = ht_zeros(dt, {n});
      xa_tensor *dp = dt_from(p), *dg = dt_from(g), *dbuf = dt_from(buf);
      for (int k = 0; k < 2; k++) {
        xa_sgd_step(p, g, buf, k == 0, 0.1, mu, damp, 1e-4, nest);
        OK(xa_cuda_sgd_step(dt, xa_tensor_data(dp), xa_tensor_data(dg), xa_tensor_data(dbuf), n, k == 0, 0.1, mu, damp, 1e-4, nest));
      }
      runs++;
      if (dev_err(dp, p) > tol(dt) || (mu != 0 && dev_err(dbuf, buf) > tol(dt))) {
        bad++;
        fprintf(stderr, "  sgd %s variant %d\n", xa_dtype_name(dt), variant);
      }
      dt_free(dp); dt_free(dg); dt_free(dbuf); ht_free(p); ht_free(g); ht_free(buf);
    }
    for (double mx : {0.0, 1.0, 1e9}) {
      xa_tensor *g = ht_rand(dt, {20000}), *dg = dt_from(g);
      double cn, gn;
      xa_clip_grad_norm(g, mx, &cn);
      OK(xa_cuda_clip_grad_norm(dt, xa_tensor_data(dg), 20000, mx, &gn));
      runs++;
      if (std::fabs(cn - gn) > 1e-12 * cn || dev_err(dg, g) > tol(dt)) {
        bad++;
        fprintf(stderr, "  clip %s max %g: norm %.17g vs %.17g, %g\n", xa_dtype_name(dt), mx, gn, cn, dev_err(dg, g));
      }
      dt_free(dg); ht_free(g);
    }
  }
  CHECK_MSG(bad == 0, "%d of %d optimizer cases differ from the CPU", bad, runs);
  CHECK(xa_cuda_adam_step(XA_FLOAT32, nullptr, nullptr, nullptr, nullptr, 0, 0, 0, 0, 0, 0, 0, false) == -1);
}

void test_nn(void) {
  gt_seed(6);
  test_xent_rows();
  test_linear_xent();
  test_optim();
}
