/* C-level checks of the index ops: 0-based indices, errors before any allocation
 * (output untouched, no bytes live), and the contiguous fast paths against the
 * strided ones. The Lua tests cover values and gradients in depth. */
#include "ctest.h"
#include "../../vm/ops.h"
#include "../../nn/embedding.h"

#include <string.h>

static xa_tensor *ivec(int n, const int64_t *v) {
  int64_t s = n;
  xa_tensor *t;
  xa_tensor_new(&t, XA_INT64, 1, &s);
  memcpy(xa_tensor_data(t), v, (size_t)n * sizeof *v);
  return t;
}

static xa_tensor *seq(int ndim, const int64_t *size) { /* 0, 1, 2, ... as float32 */
  xa_tensor *t;
  xa_tensor_new(&t, XA_FLOAT32, ndim, size);
  float *p = xa_tensor_data(t);
  for (int64_t i = 0; i < xa_tensor_numel(t); i++) p[i] = (float)i;
  return t;
}

static bool has(const char *needle) { return strstr(xa_errmsg(), needle) != NULL; }

int main(void) {
  xa_tensor *sentinel = (xa_tensor *)&ct_pass, *r;

  /* errors: message, *out untouched, nothing allocated */
  int64_t s23[2] = {2, 3};
  xa_tensor *t = seq(2, s23);
  int64_t live = xa_mem_live();
  xa_tensor *bad = ivec(2, (int64_t[]){0, 3});
  live = xa_mem_live();
  r = sentinel;
  CHECK(xa_index_select(&r, t, 1, bad) == -1 && r == sentinel && xa_mem_live() == live);
  CHECK_MSG(has("index_select: index 3 is out of range for dimension 2 of size 3") && has("0..2"),
            "%s", xa_errmsg());
  xa_tensor *neg = ivec(1, (int64_t[]){-1});
  live = xa_mem_live();
  CHECK(xa_embedding(&r, t, neg) == -1 && r == sentinel && xa_mem_live() == live);
  CHECK_MSG(has("embedding: index -1 is out of range for a weight of 2 rows"), "%s", xa_errmsg());
  xa_tensor *fidx;
  xa_tensor_convert(&fidx, bad, XA_FLOAT32);
  live = xa_mem_live();
  CHECK(xa_index_select(&r, t, 0, fidx) == -1 && r == sentinel && xa_mem_live() == live);
  CHECK_MSG(has("index must be an int64 tensor, got float32"), "%s", xa_errmsg());
  CHECK(xa_cat(&r, 0, NULL, 0) == -1 && has("non-empty list"));
  xa_tensor *u = seq(1, (int64_t[]){6});
  CHECK(xa_stack(&r, 2, (xa_tensor *[]){t, u}, 0) == -1 && has("tensor 2 has shape (6)"));
  CHECK(xa_cat(&r, 2, (xa_tensor *[]){t, u}, 0) == -1 && has("tensor 2 has 1 dimensions"));
  CHECK(xa_gather(&r, t, 1, bad) == -1 && has("as many dimensions"));
  CHECK(r == sentinel);

  /* 0-based values: index_select rows {1, 0, 1} of (2,3) */
  xa_tensor *rows = ivec(3, (int64_t[]){1, 0, 1});
  CHECK(xa_index_select(&r, t, 0, rows) == 0);
  const float *p = xa_tensor_data(r);
  CHECK(r->size[0] == 3 && r->size[1] == 3 && p[0] == 3 && p[3] == 0 && p[8] == 5);
  xa_tensor_release(r);

  /* fast path (contiguous) against the strided path (transposed copy) for every dim */
  int64_t s345[3] = {3, 4, 5};
  xa_tensor *c = seq(3, s345), *tr, *nc;
  xa_transpose(&tr, c, 0, 2);      /* (5,4,3) view */
  xa_contiguous(&nc, tr);          /* contiguous (5,4,3) */
  xa_tensor *idx = ivec(4, (int64_t[]){2, 0, 2, 1});
  for (int dim = 0; dim < 3; dim++) {
    xa_tensor *a, *b;
    CHECK(xa_index_select(&a, tr, dim, idx) == 0); /* strided */
    CHECK(xa_index_select(&b, nc, dim, idx) == 0); /* contiguous */
    bool same = xa_same_shape(a, b);
    for (int64_t i = 0; same && i < xa_tensor_numel(a); i++)
      same = xa_tensor_get_flat(a, i) == xa_tensor_get_flat(b, i);
    CHECK_MSG(same, "index_select dim %d: strided and contiguous paths differ", dim);
    xa_tensor_release(a);
    xa_tensor_release(b);
  }

  /* cat with a converted (int64) input takes the strided path */
  xa_tensor *li, *cat;
  xa_tensor_convert(&li, t, XA_INT64);
  CHECK(xa_cat(&cat, 2, (xa_tensor *[]){t, li}, 1) == 0);
  CHECK(cat->dtype == XA_FLOAT32 && cat->size[1] == 6);
  bool ok = true;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 6; j++)
      ok = ok && xa_tensor_get(cat, (int64_t[]){i, j}) == (double)(i * 3 + j % 3);
  CHECK(ok);

  xa_tensor *all[] = {t, bad, neg, fidx, u, rows, c, tr, nc, idx, li, cat};
  for (size_t i = 0; i < sizeof all / sizeof *all; i++) xa_tensor_release(all[i]);
  CHECK(xa_mem_live() == 0);
  CTEST_END();
}
