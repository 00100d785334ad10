/* Matrix products against the CPU (tensor/matmul.c, nn/linear.c): gemm with every
 * transpose, leading dims wider than the matrices, alpha/beta, single rows and columns,
 * k = 0; strided batches (a shared operand too); matmul with broadcast batch dims,
 * transposed and non-BLAS layouts, int64; linear with and without bias (cuBLASLt's
 * epilogue for float32), a transposed weight, and its backward. */
#include "gpu_test.h"

static xa_tensor *mat(xa_dtype dt, int64_t r, int64_t c) { return ht_rand(dt, {r, c}); }

static void test_gemm(void) {
  int bad = 0, runs = 0;
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (int ta = 0; ta < 2; ta++)
      for (int tb = 0; tb < 2; tb++)
        for (auto mnk : std::vector<std::vector<int64_t>>{{5, 7, 3}, {1, 9, 4}, {6, 1, 5}, {4, 3, 0}, {33, 17, 65}}) {
          int64_t m = mnk[0], n = mnk[1], k = mnk[2];
          /* stored shapes, with leading dims 2 wider than needed */
          int64_t ar = ta ? k : m, ac = ta ? m : k, br = tb ? n : k, bc = tb ? k : n;
          int64_t lda = ac + 2, ldb = bc + 2, ldc = n + 3;
          xa_tensor *A = mat(dt, ar > 0 ? ar : 1, lda), *B = mat(dt, br > 0 ? br : 1, ldb), *C = mat(dt, m, ldc);
          xa_tensor *dA = dt_from(A), *dB = dt_from(B), *dC = dt_from(C);
          xa_gemm(dt, ta, tb, m, n, k, 1.5, xa_tensor_data(A), lda, xa_tensor_data(B), ldb, -0.5,
                  xa_tensor_data(C), ldc);
          runs++;
          if (xa_cuda_gemm(dt, ta, tb, m, n, k, 1.5, xa_tensor_data(dA), lda, xa_tensor_data(dB), ldb, -0.5,
                           xa_tensor_data(dC), ldc) || dev_err(dC, C) > tol(dt) * 10) {
            bad++;
            fprintf(stderr, "  gemm %s ta %d tb %d (%lld,%lld,%lld): %g %s\n", xa_dtype_name(dt), ta, tb,
                    (long long)m, (long long)n, (long long)k, dev_err(dC, C), xa_errmsg());
          }
          dt_free(dA); dt_free(dB); dt_free(dC); ht_free(A); ht_free(B); ht_free(C);
        }
  CHECK_MSG(bad == 0, "%d of %d gemms differ from xa_gemm", bad, runs);

  /* strided batches: A per entry, B shared (stride 0), C per entry with beta 0 over NaN */
  xa_tensor *A = ht_rand(XA_FLOAT64, {3, 4, 5}), *B = ht_rand(XA_FLOAT64, {6, 5}), *C = ht_zeros(XA_FLOAT64, {3, 4, 6});
  for (int i = 0; i < 3; i++)
    xa_gemm(XA_FLOAT64, false, true, 4, 6, 5, 1.0, (double *)xa_tensor_data(A) + i * 20, 5,
            xa_tensor_data(B), 5, 0.0, (double *)xa_tensor_data(C) + i * 24, 6);
  xa_tensor *dA = dt_from(A), *dB = dt_from(B), *dC = dt_new(XA_FLOAT64, {3, 4, 6});
  OK(xa_cuda_fill(dC, NAN));
  OK(xa_cuda_gemm_batched(XA_FLOAT64, false, true, 4, 6, 5, 1.0, xa_tensor_data(dA), 5, 20,
                          xa_tensor_data(dB), 5, 0, 0.0, xa_tensor_data(dC), 6, 24, 3));
  CHECK_MSG(dev_err(dC, C) <= 1e-13, "strided batched gemm: %g", dev_err(dC, C));
  CHECK(xa_cuda_gemm(XA_INT64, false, false, 2, 2, 2, 1, xa_tensor_data(dA), 2, xa_tensor_data(dB), 2, 0,
                     xa_tensor_data(dC), 2) == -1);
  dt_free(dA); dt_free(dB); dt_free(dC); ht_free(A); ht_free(B); ht_free(C);
}

static void test_matmul_kernel(void) {
  struct MC { std::vector<int64_t> a, b; int ta, tb; };
  MC cases[] = {
    {{3, 4}, {4, 5}, 0, 0},          {{2, 3, 4, 5}, {2, 3, 5, 6}, 0, 0}, {{2, 1, 4, 5}, {1, 3, 5, 6}, 0, 0},
    {{2, 3, 4, 5}, {1, 1, 5, 6}, 0, 0}, {{4, 6, 5}, {4, 5, 7}, 1, 0},  {{4, 6, 5}, {4, 5, 7}, 0, 1},
    {{2, 6, 5}, {1, 5, 1}, 0, 0},    {{1, 5}, {5, 9}, 0, 0},              {{3, 4, 0}, {3, 0, 2}, 0, 0},
    {{0, 3, 4}, {0, 4, 2}, 0, 0},    {{5, 2, 3, 4}, {1, 2, 4, 3}, 1, 1},
  };
  int bad = 0, runs = 0;
  for (xa_dtype dt : {XA_INT64, XA_FLOAT32, XA_FLOAT64})
    for (MC &c : cases) {
      /* a transposed operand is the transpose of a stored tensor */
      auto make = [&](std::vector<int64_t> s, int t, xa_tensor **own) {
        if (!t) { *own = nullptr; return ht_rand(dt, s, -3, 4); }
        std::vector<int64_t> st = s;
        std::swap(st[st.size() - 1], st[st.size() - 2]);
        *own = ht_rand(dt, st, -3, 4);
        return ht_transpose(*own, (int)s.size() - 1, (int)s.size() - 2);
      };
      xa_tensor *ao, *bo, *a = make(c.a, c.ta, &ao), *b = make(c.b, c.tb, &bo);
      int nd = a->ndim;
      std::vector<int64_t> os(nd);
      for (int d = 0; d < nd - 2; d++) os[d] = std::max(a->size[d], b->size[d]);
      os[nd - 2] = a->size[nd - 2];
      os[nd - 1] = b->size[nd - 1];
      xa_tensor *ref = ht_zeros(dt, os);
      if (xa_cpu_matmul(ref, a, b)) abort();
      xa_tensor *da = dt_from(a), *db = dt_from(b), *out = dt_new(dt, os);
      runs++;
      if (xa_cuda_matmul(out, da, db) || dev_err(out, ref) > tol(dt) * 10) {
        bad++;
        fprintf(stderr, "  matmul %s %s x %s: %g %s\n", xa_dtype_name(dt), shape_str(a), shape_str(b),
                dev_err(out, ref), xa_errmsg());
      }
      dt_free(out); dt_free(da); dt_free(db); ht_free(ref); ht_free(a); ht_free(b); ht_free(ao); ht_free(bo);
    }
  /* a layout BLAS cannot read (every other column): copied first */
  xa_tensor *a0 = ht_rand(XA_FLOAT32, {4, 10}), *a = ht_view(a0, {4, 5}, {10, 2}), *b = ht_rand(XA_FLOAT32, {5, 3});
  xa_tensor *ref = ht_zeros(XA_FLOAT32, {4, 3});
  if (xa_cpu_matmul(ref, a, b)) abort();
  xa_tensor *da = dt_from(a), *db = dt_from(b), *out = dt_new(XA_FLOAT32, {4, 3});
  runs++;
  if (xa_cuda_matmul(out, da, db) || dev_err(out, ref) > 1e-5) bad++;
  dt_free(out); dt_free(da); dt_free(db); ht_free(ref); ht_free(a); ht_free(a0); ht_free(b);
  /* attention's layout: heads split from the rows ((B, L, H, dk) seen as (B, H, L, dk)), so
   * the batch is not evenly spaced: one batched call over pointer arrays made on the device */
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64}) {
    xa_tensor *q0 = ht_rand(dt, {3, 7, 4, 5}), *q = ht_transpose(q0, 1, 2);   /* (3, 4, 7, 5) */
    xa_tensor *k0 = ht_rand(dt, {3, 6, 4, 5}), *k1 = ht_transpose(k0, 1, 2); /* (3, 4, 6, 5) */
    xa_tensor *k = ht_transpose(k1, 2, 3);                                    /* (3, 4, 5, 6) */
    xa_tensor *r = ht_zeros(dt, {3, 4, 7, 6});
    if (xa_cpu_matmul(r, q, k)) abort();
    xa_tensor *dq = dt_from(q), *dk = dt_from(k), *o = dt_new(dt, {3, 4, 7, 6});
    runs++;
    if (xa_cuda_matmul(o, dq, dk) || dev_err(o, r) > tol(dt) * 10) {
      bad++;
      fprintf(stderr, "  matmul, heads split from the rows, %s: %g %s\n", xa_dtype_name(dt), dev_err(o, r),
              xa_errmsg());
    }
    dt_free(o); dt_free(dq); dt_free(dk); ht_free(r);
    ht_free(q); ht_free(q0); ht_free(k); ht_free(k1); ht_free(k0);
  }
  CHECK_MSG(bad == 0, "%d of %d matmuls differ from the CPU", bad, runs);
}

static void test_linear(void) {
  int bad = 0, runs = 0;
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (int wt = 0; wt < 2; wt++)
      for (int hasb = 0; hasb < 2; hasb++)
        for (auto sh : std::vector<std::vector<int64_t>>{{7, 5, 6}, {1, 3, 300}, {40, 33, 9}, {3, 0, 4}}) {
          int64_t rows = sh[0], in = sh[1], outf = sh[2];
          xa_tensor *x = ht_rand(dt, {rows, in}), *wo = wt ? ht_rand(dt, {in, outf}) : ht_rand(dt, {outf, in});
          xa_tensor *w = wt ? ht_transpose(wo, 0, 1) : wo, *b = hasb ? ht_rand(dt, {outf}) : nullptr, *ref;
          if (!wt) xa_tensor_retain(wo);
          if (xa_linear(&ref, x, w, b)) abort();
          xa_tensor *dx = dt_from(x), *dw = dt_from(wo), *db = b ? dt_from(b) : nullptr, *y = dt_new(dt, {rows, outf});
#ifdef CUDA_EMU
          long long lt0 = cuda_emu::lt_calls();
#endif
          runs++;
          if (xa_cuda_linear(dt, xa_tensor_data(y), xa_tensor_data(dx), false, in > 0 ? in : 1, xa_tensor_data(dw), wt,
                             wt ? (outf > 0 ? outf : 1) : (in > 0 ? in : 1), db ? xa_tensor_data(db) : nullptr, rows, in, outf) ||
              dev_err(y, ref) > tol(dt) * 10) {
            bad++;
            fprintf(stderr, "  linear %s wt %d bias %d (%lld,%lld,%lld): %g %s\n", xa_dtype_name(dt), wt, hasb,
                    (long long)rows, (long long)in, (long long)outf, dev_err(y, ref), xa_errmsg());
          }
#ifdef CUDA_EMU
          xa_cuda_synchronize();
          bool want_lt = dt == XA_FLOAT32 && hasb && in > 0;
          if ((cuda_emu::lt_calls() > lt0) != want_lt) {
            bad++;
            fprintf(stderr, "  linear %s bias %d: cuBLASLt %s\n", xa_dtype_name(dt), hasb, want_lt ? "not used" : "used");
          }
#endif
          /* backward: dx = g W, dW = gᵀ x (accumulated), db = column sums */
          xa_tensor *g = ht_rand(dt, {rows, outf}), *rdx = ht_zeros(dt, {rows, in}), *rdw = ht_rand(dt, {outf, in});
          xa_tensor *rdb = ht_rand(dt, {outf});
          xa_tensor *ddw = dt_from(rdw), *ddb = dt_from(rdb), *ddx = dt_new(dt, {rows, in}), *dg = dt_from(g);
          bool wl;
          int64_t ldw;
          xa_blas_layout(outf, in, w->stride[0], w->stride[1], &wl, &ldw);
          xa_gemm(dt, false, wl, rows, in, outf, 1.0, xa_tensor_data(g), outf, xa_tensor_data(w), ldw, 0.0, xa_tensor_data(rdx), in);
          xa_gemm(dt, true, false, outf, in, rows, 1.0, xa_tensor_data(g), outf, xa_tensor_data(x), in, 1.0, xa_tensor_data(rdw), in);
          for (int64_t j = 0; j < outf; j++) {
            double s = 0;
            for (int64_t r = 0; r < rows; r++) s += xa_tensor_get_flat(g, r * outf + j);
            xa_tensor_set(rdb, &j, xa_tensor_get_flat(rdb, j) + s);
          }
          runs++;
          if (xa_cuda_linear_backward(dt, xa_tensor_data(ddx), xa_tensor_data(ddw), xa_tensor_data(ddb), XA_ACC_DW | XA_ACC_DB,
                                      xa_tensor_data(dg), xa_tensor_data(dx), false, in > 0 ? in : 1, xa_tensor_data(dw), wl, ldw,
                                      rows, in, outf) ||
              dev_err(ddx, rdx) > tol(dt) * 10 || dev_err(ddw, rdw) > tol(dt) * 10 || dev_err(ddb, rdb) > tol(dt)) {
            bad++;
            fprintf(stderr, "  linear backward %s wt %d (%lld,%lld,%lld): %g %g %g\n", xa_dtype_name(dt), wt,
                    (long long)rows, (long long)in, (long long)outf, dev_err(ddx, rdx), dev_err(ddw, rdw), dev_err(ddb, rdb));
          }
          dt_free(ddw); dt_free(ddb); dt_free(ddx); dt_free(dg); ht_free(g); ht_free(rdx); ht_free(rdw); ht_free(rdb);
          dt_free(y); dt_free(dx); dt_free(dw); dt_free(db); ht_free(ref); ht_free(x); ht_free(w); ht_free(wo); ht_free(b);
        }
  CHECK_MSG(bad == 0, "%d of %d linear cases differ from the CPU", bad, runs);
  /* column sums of many rows (several partial sums), with and without accumulation */
  xa_tensor *g = ht_rand(XA_FLOAT32, {1000, 7}), *s = ht_zeros(XA_FLOAT32, {7});
  for (int64_t j = 0; j < 7; j++) {
    double t = 0;
    for (int64_t r = 0; r < 1000; r++) t += xa_tensor_get_flat(g, r * 7 + j);
    xa_tensor_set(s, &j, t);
  }
  xa_tensor *dg = dt_from(g), *ds = dt_new(XA_FLOAT32, {7});
  OK(xa_cuda_colsum(XA_FLOAT32, xa_tensor_data(ds), xa_tensor_data(dg), 1000, 7, 7, false));
  CHECK(dev_err(ds, s) <= 1e-6);
  dt_free(ds); dt_free(dg); ht_free(g); ht_free(s);
}

void test_matmul(void) {
  gt_seed(4);
  test_gemm();
  test_matmul_kernel();
  test_linear();
}
