/* Layer norm (forward, backward), dropout masks and random numbers against the CPU: the
 * device draws the very numbers the CPU draws for one generator state (every chunk of
 * the jump-ahead, odd lengths), and leaves the generator where the CPU would. */
#include "gpu_test.h"

static void test_layer_norm(void) {
  int bad = 0, runs = 0;
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (auto sh : std::vector<std::vector<int64_t>>{{7, 33}, {300, 5}, {3, 700}, {1, 1}, {0, 4}, {600, 9}})
      for (int aff = 0; aff < 4; aff++) {
        int64_t rows = sh[0], cols = sh[1];
        xa_tensor *x = ht_rand(dt, {rows, cols}, 2, 5); /* |mean| >> std: the shifted sums matter */
        xa_tensor *w = (aff & 1) ? ht_rand(dt, {cols}) : nullptr, *b = (aff & 2) ? ht_rand(dt, {cols}) : nullptr;
        xa_tensor *y = ht_zeros(dt, {rows, cols}), *mean = ht_zeros(XA_FLOAT64, {rows}), *rstd = ht_zeros(XA_FLOAT64, {rows});
        xa_layer_norm_cpu.forward(dt, xa_tensor_data(y), (double *)xa_tensor_data(mean), (double *)xa_tensor_data(rstd),
                              xa_tensor_data(x), w ? xa_tensor_data(w) : nullptr, b ? xa_tensor_data(b) : nullptr, rows, cols, 1e-5);
        xa_tensor *dx = dt_from(x), *dw = w ? dt_from(w) : nullptr, *db = b ? dt_from(b) : nullptr;
        xa_tensor *dy = dt_new(dt, {rows, cols}), *dm = dt_new(XA_FLOAT64, {rows}), *dr = dt_new(XA_FLOAT64, {rows});
        runs++;
        if (xa_cuda_layer_norm_forward(dt, xa_tensor_data(dy), (double *)xa_tensor_data(dm), (double *)xa_tensor_data(dr),
                                       xa_tensor_data(dx), dw ? xa_tensor_data(dw) : nullptr, db ? xa_tensor_data(db) : nullptr,
                                       rows, cols, 1e-5) ||
            dev_err(dy, y) > tol(dt) || dev_err(dm, mean) > 1e-14 || dev_err(dr, rstd) > 1e-12) {
          bad++;
          fprintf(stderr, "  layer_norm %s (%lld,%lld) affine %d: %g %g %g\n", xa_dtype_name(dt), (long long)rows,
                  (long long)cols, aff, dev_err(dy, y), dev_err(dm, mean), dev_err(dr, rstd));
        }
        /* backward, with each gradient left out in turn */
        for (int want : {7, 1, 6}) {
          xa_tensor *g = ht_rand(dt, {rows, cols});
          xa_tensor *rdx = ht_zeros(dt, {rows, cols}), *rdw = ht_zeros(dt, {cols}), *rdb = ht_zeros(dt, {cols});
          bool wx = want & 1, ww = (want & 2) && w, wb = want & 4;
          if (xa_layer_norm_cpu.backward(dt, wx ? xa_tensor_data(rdx) : nullptr, ww ? xa_tensor_data(rdw) : nullptr,
                                     wb ? xa_tensor_data(rdb) : nullptr, xa_tensor_data(g), xa_tensor_data(x),
                                     (double *)xa_tensor_data(mean), (double *)xa_tensor_data(rstd),
                                     w ? xa_tensor_data(w) : nullptr, rows, cols)) abort();
          xa_tensor *dg = dt_from(g), *ddx = dt_new(dt, {rows, cols}), *ddw = dt_new(dt, {cols}), *ddb = dt_new(dt, {cols});
          runs++;
          if (xa_cuda_layer_norm_backward(dt, wx ? xa_tensor_data(ddx) : nullptr, ww ? xa_tensor_data(ddw) : nullptr,
                                          wb ? xa_tensor_data(ddb) : nullptr, xa_tensor_data(dg), xa_tensor_data(dx),
                                          (double *)xa_tensor_data(dm), (double *)xa_tensor_data(dr),
                                          dw ? xa_tensor_data(dw) : nullptr, rows, cols) ||
              (wx && dev_err(ddx, rdx) > tol(dt) * 10) || (ww && dev_err(ddw, rdw) > tol(dt) * 10) ||
              (wb && dev_err(ddb, rdb) > tol(dt) * 10)) {
            bad++;
            fprintf(stderr, "  layer_norm backward %s (%lld,%lld) affine %d want %d: %g %g %g\n", xa_dtype_name(dt),
                    (long long)rows, (long long)cols, aff, want, wx ? dev_err(ddx, rdx) : 0, ww ? dev_err(ddw, rdw) : 0,
                    wb ? dev_err(ddb, rdb) : 0);
          }
          dt_free(dg); dt_free(ddx); dt_free(ddw); dt_free(ddb); ht_free(g); ht_free(rdx); ht_free(rdw); ht_free(rdb);
        }
        dt_free(dx); dt_free(dw); dt_free(db); dt_free(dy); dt_free(dm); dt_free(dr);
        ht_free(x); ht_free(w); ht_free(b); ht_free(y); ht_free(mean); ht_free(rstd);
      }
  CHECK_MSG(bad == 0, "%d of %d layer norm cases differ from the CPU", bad, runs);
}

/* the generator's state after the CPU op and after the GPU op, from the same start */
static bool same_state(const uint64_t *a, const uint64_t *b) { return !memcmp(a, b, 32); }

static void test_random(void) {
  int bad = 0, runs = 0;
  for (int64_t n : {1, 2, 7, 127, 128, 129, 2047, 2048, 2049, 5000, 300001}) /* chunks: 128 mask bytes */
    for (double p : {0.1, 0.5}) {
      xa_manual_seed(1000 + (uint64_t)n);
      uint64_t s0[4], scpu[4], sgpu[4];
      xa_rng_get_state(s0);
      std::vector<uint8_t> m(n), dm(n);
      cpu_keep_mask(m.data(), n, p);
      xa_rng_get_state(scpu);
      xa_rng_set_state(s0);
      void *d = dev_alloc(n);
      runs++;
      if (xa_cuda_dropout_mask((uint8_t *)d, n, p)) { bad++; continue; }
      host_copy(dm.data(), d, n);
      xa_rng_get_state(sgpu);
      if (m != dm || !same_state(scpu, sgpu)) {
        bad++;
        fprintf(stderr, "  dropout mask n %lld p %g: %s\n", (long long)n, p, m != dm ? "masks differ" : "states differ");
      }
      dev_free(d);
    }
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (int64_t n : {1, 3, 63, 64, 65, 2048, 2049, 70001}) /* chunks: 64 draws */
      for (int normal = 0; normal < 2; normal++) {
        xa_manual_seed(77 + (uint64_t)n);
        uint64_t s0[4], scpu[4], sgpu[4];
        xa_rng_get_state(s0);
        xa_tensor *ref;
        int64_t sz[1] = {n};
        if ((normal ? xa_randn : xa_rand)(&ref, dt, 1, sz)) abort();
        xa_rng_get_state(scpu);
        xa_rng_set_state(s0);
        xa_tensor *out = dt_new(dt, {n});
        runs++;
        if ((normal ? xa_cuda_randn : xa_cuda_rand)(out)) { bad++; dt_free(out); ht_free(ref); continue; }
        xa_rng_get_state(sgpu);
        double e = dev_err(out, ref);
        /* rand: the same bits; randn: the device's log/sin/cos within a few ulp */
        if ((normal ? e > (dt == XA_FLOAT32 ? 1e-6 : 1e-14) : e != 0) || !same_state(scpu, sgpu)) {
          bad++;
          fprintf(stderr, "  %s %s n %lld: error %g%s\n", normal ? "randn" : "rand", xa_dtype_name(dt), (long long)n, e,
                  same_state(scpu, sgpu) ? "" : ", states differ");
        }
        dt_free(out);
        ht_free(ref);
      }
  CHECK_MSG(bad == 0, "%d of %d random draws differ from the CPU's", bad, runs);
  /* randint: the same values and state; the huge range rejects about half of its draws
   * (the host fallback) */
  bad = runs = 0;
  struct RI { int64_t lo, hi; };
  for (RI r : {RI{0, 10}, RI{-5, 5}, RI{7, 8}, RI{-((int64_t)1 << 62), ((int64_t)1 << 62) + 1}})
    for (int64_t n : {1, 1023, 1025, 5000}) {
      xa_manual_seed(31 + (uint64_t)n);
      uint64_t s0[4], scpu[4], sgpu[4];
      xa_rng_get_state(s0);
      xa_tensor *ref;
      int64_t sz[1] = {n};
      if (xa_randint(&ref, r.lo, r.hi, 1, sz)) abort();
      xa_rng_get_state(scpu);
      xa_rng_set_state(s0);
      xa_tensor *out = dt_new(XA_INT64, {n});
      runs++;
      if (xa_cuda_randint(out, r.lo, r.hi)) { bad++; dt_free(out); ht_free(ref); continue; }
      xa_rng_get_state(sgpu);
      if (!dev_same(out, ref) || !same_state(scpu, sgpu)) {
        bad++;
        fprintf(stderr, "  randint [%lld, %lld) n %lld%s\n", (long long)r.lo, (long long)r.hi, (long long)n,
                same_state(scpu, sgpu) ? "" : ", states differ");
      }
      dt_free(out);
      ht_free(ref);
    }
  CHECK_MSG(bad == 0, "%d of %d randint draws differ from the CPU's", bad, runs);
  xa_tensor *ri = dt_new(XA_INT64, {2});
  CHECK(xa_cuda_randint(ri, 3, 3) == -1 && strstr(xa_errmsg(), "empty range [3, 3)"));
  dt_free(ri);
  /* the next CPU draw after a GPU op is the one after the CPU op */
  xa_manual_seed(5);
  std::vector<uint8_t> m(999);
  cpu_keep_mask(m.data(), 999, 0.3);
  uint64_t want = xa_rng_next();
  xa_manual_seed(5);
  void *d = dev_alloc(999);
  OK(xa_cuda_dropout_mask((uint8_t *)d, 999, 0.3));
  CHECK(xa_rng_next() == want);
  dev_free(d);
  xa_tensor *bad_t = dt_new(XA_INT64, {3});
  CHECK(xa_cuda_rand(bad_t) == -1);
  dt_free(bad_t);
}

void test_norm(void) {
  gt_seed(5);
  test_layer_norm();
  test_random();
}
