/* Indexing kernels against the CPU's (tensor/index.c): gather, scatter-add, index-select,
 * index-add (the embedding's backward, sorted: exact sums in index order), the index
 * check, cat and stack; every dim, strided operands, repeated indices. */
#include "gpu_test.h"

static const char *DT[] = {"bool", "int64", "float32", "float64"};

static void test_gather_scatter(void) {
  int bad = 0, runs = 0;
  for (int d = 0; d < 4; d++)
    for (int dim = 0; dim < 3; dim++) {
      xa_dtype dt = (xa_dtype)d;
      xa_tensor *own = ht_rand(dt, {6, 5, 4}, -9, 9), *t = ht_transpose(own, 0, 2); /* strided */
      std::vector<int64_t> is = {4, 5, 6};
      is[dim] = 7; /* more positions than t has along dim: repeats */
      xa_tensor *idx = ht_rand(XA_INT64, is, 0, (double)t->size[dim]);
      xa_tensor *ref = ht_zeros(dt, is);
      xa_cpu_gather(ref, t, dim, idx);
      xa_tensor *dtb = dt_from(t); /* the same strides */
      xa_tensor *didx = dt_from(idx), *out = dt_new(dt, is);
      runs++;
      if (xa_cuda_gather(out, dtb, dim, didx) || !dev_same(out, ref)) {
        bad++;
        fprintf(stderr, "  gather %s dim %d\n", DT[d], dim);
      }
      if (d >= 1) { /* scatter-add back into a non-zero target */
        xa_tensor *base = ht_rand(dt, {4, 5, 6}, -3, 3), *src = ht_rand(dt, is, -2, 2);
        xa_tensor *refs = ht_zeros(dt, {4, 5, 6});
        xa_tensor_copy(refs, base);
        xa_cpu_scatter_add(refs, dim, idx, src);
        xa_tensor *dbase = dt_from(base), *dsrc = dt_from(src);
        runs++;
        if (xa_cuda_scatter_add(dbase, dim, didx, dsrc) || dev_err(dbase, refs) > tol(dt)) {
          bad++;
          fprintf(stderr, "  scatter_add %s dim %d\n", DT[d], dim);
        }
        dt_free(dbase); dt_free(dsrc); ht_free(base); ht_free(src); ht_free(refs);
      }
      dt_free(out); dt_free(didx); dt_free(dtb);
      ht_free(ref); ht_free(idx); ht_free(t); ht_free(own);
    }
  CHECK_MSG(bad == 0, "%d of %d gather/scatter cases differ from the CPU", bad, runs);
}

static void test_select_add(void) {
  int bad = 0, runs = 0;
  for (int d = 0; d < 4; d++)
    for (int dim = 0; dim < 3; dim++) {
      xa_dtype dt = (xa_dtype)d;
      xa_tensor *t = ht_rand(dt, {3, 8, 5}, -9, 9);
      xa_tensor *idx = ht_rand(XA_INT64, {12}, 0, (double)t->size[dim]); /* every other one is used (is = 2) */
      int64_t n = 6;
      std::vector<int64_t> os = {3, 8, 5};
      os[dim] = n;
      xa_tensor *ref = ht_zeros(dt, os);
      xa_tensor *iv = ht_view(idx, {n}, {2}); /* every other index value */
      xa_cpu_index_select(ref, t, dim, iv);
      xa_tensor *dtt = dt_from(t), *didx = dt_from(idx), *out = dt_new(dt, os);
      runs++;
      if (xa_cuda_index_select(xa_tensor_data(out), dtt, dim, (const int64_t *)xa_tensor_data(didx), n, 2) ||
          !dev_same(out, ref)) {
        bad++;
        fprintf(stderr, "  index_select %s dim %d\n", DT[d], dim);
      }
      xa_tensor *tt = ht_transpose(t, 0, 2);
      std::vector<int64_t> os2 = {5, 8, 3};
      os2[dim] = n;
      xa_tensor *ref2 = ht_zeros(dt, os2), *idx2 = ht_rand(XA_INT64, {12}, 0, (double)tt->size[dim]);
      xa_tensor *iv2 = ht_view(idx2, {n}, {2});
      xa_cpu_index_select(ref2, tt, dim, iv2);
      ht_free(iv2);
      xa_tensor *dtv = dt_from(tt), *out2 = dt_new(dt, os2), *didx2 = dt_from(idx2);
      runs++;
      if (xa_cuda_index_select(xa_tensor_data(out2), dtv, dim, (const int64_t *)xa_tensor_data(didx2), n, 2) ||
          !dev_same(out2, ref2)) {
        bad++;
        fprintf(stderr, "  index_select (strided) %s dim %d\n", DT[d], dim);
      }
      dt_free(out2); dt_free(dtv); dt_free(didx2); ht_free(ref2); ht_free(idx2); ht_free(tt);
      if (xa_dtype_is_float(dt)) { /* index-add: the backward */
        xa_tensor *src = ht_rand(dt, os), *acc = ht_rand(dt, {3, 8, 5});
        xa_tensor *dacc = dt_from(acc), *dsrc = dt_from(src);
        xa_cpu_index_add(acc, dim, iv, src);
        runs++;
        if (xa_cuda_index_add(dacc, dim, (const int64_t *)xa_tensor_data(didx), n, 2, xa_tensor_data(dsrc)) ||
            dev_err(dacc, acc) > tol(dt)) {
          bad++;
          fprintf(stderr, "  index_add %s dim %d: %g\n", DT[d], dim, dev_err(dacc, acc));
        }
        dt_free(dacc); dt_free(dsrc); ht_free(src); ht_free(acc);
      }
      dt_free(out); dt_free(dtt); dt_free(didx); ht_free(ref); ht_free(iv); ht_free(idx); ht_free(t);
    }
  CHECK_MSG(bad == 0, "%d of %d index_select/index_add cases differ from the CPU", bad, runs);

  /* the embedding's backward at scale: 3000 tokens over 50 rows, one row used by half of
   * them; starting from zero the sums are the CPU's to the last bit (each row's additions
   * in token order) */
  for (int d = 2; d < 4; d++) {
    xa_dtype dt = (xa_dtype)d;
    int64_t ntok = 3000, V = 50, D = 24;
    xa_tensor *ids = ht_rand(XA_INT64, {ntok}, 0, (double)V);
    int64_t *ip = (int64_t *)xa_tensor_data(ids);
    for (int64_t i = 0; i < ntok; i += 2) ip[i] = 7;
    xa_tensor *g = ht_rand(dt, {ntok, D}), *ref = ht_zeros(dt, {V, D});
    xa_cpu_index_add(ref, 0, ids, g);
    xa_tensor *dids = dt_from(ids), *dg = dt_from(g), *out = dt_new(dt, {V, D});
    OK(xa_cuda_fill(out, 0));
    OK(xa_cuda_index_add(out, 0, (const int64_t *)xa_tensor_data(dids), ntok, 1, xa_tensor_data(dg)));
    CHECK_MSG(dev_err(out, ref) == 0, "embedding backward %s: %g", DT[d], dev_err(out, ref));
    dt_free(out); dt_free(dg); dt_free(dids); ht_free(g); ht_free(ref); ht_free(ids);
  }
}

static void test_find_bad_cat(void) {
  xa_tensor *idx = ht_rand(XA_INT64, {6, 7}, 0, 10);
  int64_t a[2] = {4, 2}, b[2] = {2, 5};
  xa_tensor_set(idx, a, 10);
  xa_tensor_set(idx, b, -1);
  xa_tensor *didx = dt_from(idx);
  int64_t pos, val, cv, cpos = xa_cpu_index_find_bad(idx, 0, 9, &cv);
  OK(xa_cuda_index_find_bad(didx, 0, 9, &pos, &val));
  CHECK_MSG(pos == cpos && pos == 2 * 7 + 5 && val == -1, "first bad index: %lld = %lld", (long long)pos, (long long)val);
  OK(xa_cuda_index_find_bad(didx, -5, 20, &pos, &val));
  CHECK(pos == -1);
  xa_tensor *dt_t = dt_view(didx, {7, 6}, {1, 7}); /* strided: row-major over the transpose */
  xa_tensor *ht_t = ht_transpose(idx, 0, 1);
  cpos = xa_cpu_index_find_bad(ht_t, 0, 9, &cv);
  OK(xa_cuda_index_find_bad(dt_t, 0, 9, &pos, &val));
  CHECK_MSG(pos == cpos && val == cv, "strided: %lld vs %lld", (long long)pos, (long long)cpos);
  dt_free(dt_t); ht_free(ht_t); dt_free(didx); ht_free(idx);

  /* cat of mixed dtypes (converted), one skipped, along dim 1; stack along dim 0 and 2 */
  xa_tensor *p = ht_rand(XA_FLOAT32, {3, 2, 4}), *q = ht_rand(XA_INT64, {3, 5, 4}, -5, 5), *r = ht_rand(XA_FLOAT64, {3, 1, 4});
  xa_tensor *ref = ht_zeros(XA_FLOAT64, {3, 8, 4});
  xa_tensor *ts[3] = {p, q, r};
  int64_t start[3] = {0, 2, 7};
  if (xa_cpu_cat(ref, 3, ts, 1, start)) abort();
  xa_tensor *dp = dt_from(p), *dq = dt_from(q), *dr = dt_from(r), *out = dt_new(XA_FLOAT64, {3, 8, 4});
  xa_tensor *dts[3] = {dp, dq, dr};
  OK(xa_cuda_cat(out, 3, dts, 1, start));
  CHECK(dev_same(out, ref));
  for (int dim = 0; dim < 4; dim += 2) {
    xa_tensor *s1 = ht_rand(XA_FLOAT32, {3, 4}), *s2 = ht_rand(XA_FLOAT32, {3, 4}), *s3 = ht_rand(XA_FLOAT32, {3, 4});
    xa_tensor *ss[3] = {s1, s2, s3};
    std::vector<int64_t> sh = {3, 4};
    sh.insert(sh.begin() + (dim == 0 ? 0 : 2), 3);
    xa_tensor *refs = ht_zeros(XA_FLOAT32, sh), *outs = dt_new(XA_FLOAT32, sh);
    if (xa_cpu_stack(refs, 3, ss, dim)) abort();
    xa_tensor *d1 = dt_from(s1), *d2 = dt_from(s2), *d3 = dt_from(s3), *ds[3] = {d1, d2, d3};
    OK(xa_cuda_stack(outs, 3, ds, dim));
    CHECK_MSG(dev_same(outs, refs), "stack along dim %d", dim);
    dt_free(d1); dt_free(d2); dt_free(d3); dt_free(outs); ht_free(refs); ht_free(s1); ht_free(s2); ht_free(s3);
  }
  dt_free(out); dt_free(dp); dt_free(dq); dt_free(dr); ht_free(ref); ht_free(p); ht_free(q); ht_free(r);
}

void test_index(void) {
  gt_seed(3);
  test_gather_scatter();
  test_select_add();
  test_find_bad_cat();
}
