/* C unit tests of the core: broadcasting, the iterator, copies, refcounts, memory
 * accounting and limits, views, dtype conversion, the autograd engine, the RNG.
 * Every expected value is computed here by naive loops or by hand. */
#include "ctest.h"
#include "../../tensor/iter.h"
#include "../../vm/ops.h"

#include <math.h>
#include <string.h>

static int64_t S[XA_MAXDIM + 2];
#define SZ(...) (memcpy(S, (int64_t[]){__VA_ARGS__}, sizeof((int64_t[]){__VA_ARGS__})), S)

/* a new float64 tensor holding 0, 1, 2, ... (n elements, contiguous) */
static xa_tensor *iota(int ndim, const int64_t *size) {
  xa_tensor *t;
  if (xa_tensor_new(&t, XA_FLOAT64, ndim, size)) return NULL;
  double *p = xa_tensor_data(t);
  for (int64_t i = 0; i < xa_tensor_numel(t); i++) p[i] = (double)i;
  return t;
}

static bool has(const char *s) { return strstr(xa_errmsg(), s) != NULL; }

/* ---- broadcasting ------------------------------------------------------- */
static void test_broadcast(void) {
  int n;
  int64_t out[XA_MAXDIM];
  int64_t a[] = {3, 1, 5}, b[] = {4, 1};
  CHECK(xa_broadcast_shape("t", 3, a, 2, b, &n, out) == 0);
  CHECK(n == 3 && out[0] == 3 && out[1] == 4 && out[2] == 5);
  int64_t c[] = {2, 3}, d[] = {3};
  CHECK(xa_broadcast_shape("t", 2, c, 1, d, &n, out) == 0 && n == 2 && out[0] == 2 && out[1] == 3);
  /* 0-dim with anything */
  CHECK(xa_broadcast_shape("t", 0, NULL, 2, c, &n, out) == 0 && n == 2 && out[1] == 3);
  /* size 0 broadcasts with 1 to 0 */
  int64_t e[] = {0, 1}, f[] = {1, 7};
  CHECK(xa_broadcast_shape("t", 2, e, 2, f, &n, out) == 0 && out[0] == 0 && out[1] == 7);
  int64_t g[] = {2, 3}, h[] = {4};
  CHECK(xa_broadcast_shape("myop", 2, g, 1, h, &n, out) == -1);
  CHECK_MSG(has("myop") && has("(2,3)") && has("(4)"), "message: %s", xa_errmsg());
  /* broadcastable_to */
  xa_tensor *t = iota(2, SZ(1, 3));
  CHECK(xa_broadcastable_to(t, 3, SZ(5, 4, 3)));
  CHECK(!xa_broadcastable_to(t, 2, SZ(4, 2)));
  CHECK(!xa_broadcastable_to(t, 1, SZ(3)));
  int64_t st[3];
  xa_broadcast_strides(t, 3, SZ(5, 4, 3), st);
  CHECK(st[0] == 0 && st[1] == 0 && st[2] == 1);
  xa_tensor_release(t);
}

/* ---- iterator ----------------------------------------------------------- */
static void test_iter_coalesce(void) {
  xa_tensor *a = iota(3, SZ(3, 4, 5)), *tr;
  xa_iter it;
  xa_iter_init(&it, 3, a->size, 1, &a);
  CHECK(it.ndim == 1 && it.size[0] == 60 && it.stride[0][0] == 1);
  xa_tensor *b = iota(2, SZ(3, 4));
  CHECK(xa_transpose(&tr, b, 0, 1) == 0);
  xa_iter_init(&it, 2, tr->size, 1, &tr);
  CHECK(it.ndim == 2);
  /* size-1 dims are dropped: (3,1,4) contiguous -> 1 dim */
  xa_tensor *c = iota(3, SZ(3, 1, 4));
  xa_iter_init(&it, 3, c->size, 1, &c);
  CHECK(it.ndim == 1 && it.size[0] == 12);
  /* a broadcast operand breaks merging where its strides do */
  xa_tensor *row = iota(1, SZ(4));
  xa_tensor *ops[2] = {b, row};
  xa_iter_init(&it, 2, b->size, 2, ops);
  CHECK(it.ndim == 2 && it.stride[1][0] == 0 && it.stride[1][1] == 1);
  /* 0-dim */
  xa_tensor *z;
  CHECK(xa_scalar_tensor(&z, XA_FLOAT32, 2.5) == 0);
  xa_iter_init(&it, 0, NULL, 1, &z);
  CHECK(it.ndim == 1 && it.numel == 1);
  xa_tensor_release(z);
  xa_tensor_release(row);
  xa_tensor_release(c);
  xa_tensor_release(tr);
  xa_tensor_release(b);
  xa_tensor_release(a);
}

/* strided copy of a permuted and narrowed view against a naive loop */
static void test_strided_copy(void) {
  xa_tensor *a = iota(3, SZ(4, 5, 6)), *p, *n, *dst;
  CHECK(xa_permute(&p, a, (int[]){2, 0, 1}) == 0);      /* (6,4,5) */
  CHECK(xa_narrow(&n, p, 2, 1, 3) == 0);                 /* (6,4,3) */
  CHECK(!xa_tensor_is_contiguous(n));
  CHECK(xa_tensor_new(&dst, XA_FLOAT32, 3, n->size) == 0);
  CHECK(xa_tensor_copy(dst, n) == 0);
  const float *d = xa_tensor_data(dst);
  int bad = 0;
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 3; k++) {
        double want = j * 30 + (k + 1) * 6 + i; /* a[j][k+1][i] */
        if (d[(i * 4 + j) * 3 + k] != (float)want) bad++;
      }
  CHECK_MSG(bad == 0, "%d wrong elements in strided copy", bad);
  /* copy into a non-contiguous destination, broadcasting a row */
  xa_tensor *big = iota(2, SZ(3, 4)), *bt, *src = iota(1, SZ(3));
  CHECK(xa_transpose(&bt, big, 0, 1) == 0); /* (4,3) view */
  CHECK(xa_tensor_copy(bt, src) == 0);
  const double *bd = xa_tensor_data(big);
  bad = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) if (bd[i * 4 + j] != i) bad++;
  CHECK(bad == 0);
  /* a shape that does not broadcast */
  xa_tensor *wrong = iota(1, SZ(4));
  CHECK(xa_tensor_copy(bt, wrong) == -1 && has("copy") && has("(4,3)"));
  xa_tensor_release(wrong);
  xa_tensor_release(src);
  xa_tensor_release(bt);
  xa_tensor_release(big);
  xa_tensor_release(dst);
  xa_tensor_release(n);
  xa_tensor_release(p);
  xa_tensor_release(a);
}

static void test_threads(void) {
  xa_tensor *a = iota(2, SZ(1000, 1000)), *tr, *o1, *o2;
  CHECK(xa_transpose(&tr, a, 0, 1) == 0);
  CHECK(xa_tensor_new(&o1, XA_FLOAT64, 2, tr->size) == 0);
  CHECK(xa_tensor_new(&o2, XA_FLOAT64, 2, tr->size) == 0);
  xa_set_threads(1);
  CHECK(xa_threads() == 1);
  CHECK(xa_tensor_copy(o1, tr) == 0);
  xa_set_threads(2);
  CHECK(xa_threads() == 2);
  CHECK(xa_tensor_copy(o2, tr) == 0);
  xa_set_threads(1);
  CHECK(memcmp(xa_tensor_data(o1), xa_tensor_data(o2), 1000000 * sizeof(double)) == 0);
  const double *p = xa_tensor_data(o2);
  int bad = 0;
  for (int i = 0; i < 1000; i++)
    for (int j = 0; j < 1000; j++) if (p[i * 1000 + j] != j * 1000 + i) bad++;
  CHECK_MSG(bad == 0, "%d wrong elements in the 2-thread transposed copy", bad);
  xa_set_threads(0); /* clamps to 1 */
  CHECK(xa_threads() == 1);
  xa_tensor_release(o1);
  xa_tensor_release(o2);
  xa_tensor_release(tr);
  xa_tensor_release(a);
}

/* ---- refcounts and memory ----------------------------------------------- */
static void test_refcounts(void) {
  int64_t live0 = xa_mem_live();
  xa_tensor *a = iota(2, SZ(10, 10)), *v;
  CHECK(xa_mem_live() == live0 + 800);
  CHECK(xa_narrow(&v, a, 0, 2, 3) == 0);
  CHECK(v->storage == a->storage && a->storage->refcount == 2);
  xa_tensor_release(a);
  CHECK(xa_mem_live() == live0 + 800); /* the view keeps the storage */
  CHECK(xa_tensor_get(v, (int64_t[]){0, 0}) == 20.0);
  CHECK(xa_tensor_get(v, (int64_t[]){2, 9}) == 49.0);
  xa_tensor_release(v);
  CHECK(xa_mem_live() == live0);
  xa_tensor_release(NULL); /* harmless */
  /* peak */
  xa_mem_reset_peak();
  xa_tensor *b = iota(1, SZ(1000));
  CHECK(xa_mem_peak() >= live0 + 8000);
  xa_tensor_release(b);
  CHECK(xa_mem_live() == live0);
}

static void test_check_sizes(void) {
  int64_t big[] = {INT64_C(1) << 40, INT64_C(1) << 40};
  CHECK(xa_check_sizes("zeros", 2, big) == -1 && has("zeros") && has("too large"));
  xa_tensor *t = (xa_tensor *)0x1;
  CHECK(xa_tensor_new(&t, XA_FLOAT32, 2, big) == -1 && t == (xa_tensor *)0x1);
  int64_t huge3[] = {INT64_C(1) << 30, INT64_C(1) << 30, INT64_C(1) << 30};
  CHECK(xa_check_sizes("f", 3, huge3) == -1);
  int64_t neg[] = {2, -3};
  CHECK(xa_check_sizes("f", 2, neg) == -1 && has("negative"));
  CHECK(xa_check_sizes("f", XA_MAXDIM + 1, SZ(1, 1, 1, 1, 1, 1, 1, 1, 1)) == -1 && has("dimensions"));
  /* an empty tensor is fine, but its other sizes must still give strides that fit
   * (views of it compute offsets with them) */
  int64_t withzero[] = {0, INT64_C(1) << 29, INT64_C(1) << 30};
  CHECK(xa_check_sizes("f", 3, withzero) == 0);
  int64_t withzero_huge[] = {0, INT64_C(1) << 62, INT64_C(1) << 62};
  CHECK(xa_check_sizes("f", 3, withzero_huge) == -1 && has("too large"));
  /* the largest element count the check allows, in a dtype of 8 bytes, is an error
   * from the allocator, not an overflow */
  int64_t edge[] = {INT64_MAX / 8};
  CHECK(xa_check_sizes("f", 1, edge) == 0);
  CHECK(xa_tensor_new(&t, XA_FLOAT64, 1, edge) == -1 && has("memory"));
  CHECK(xa_full(&t, XA_FLOAT32, 2, big, 1.0) == -1);
  CHECK(xa_rand(&t, XA_FLOAT32, 2, big) == -1);
  CHECK(xa_randint(&t, 0, 5, 2, big) == -1);
}

static void test_mem_limit(void) {
  int64_t live0 = xa_mem_live();
  xa_tensor *keep = iota(1, SZ(100)), *t = NULL;
  xa_mem_set_limit(live0 + 800 + 4000);
  CHECK(xa_mem_limit() == live0 + 4800);
  CHECK(xa_tensor_new(&t, XA_FLOAT32, 1, SZ(1000)) == 0); /* exactly fits */
  xa_tensor *u = NULL;
  CHECK(xa_tensor_new(&u, XA_FLOAT32, 1, SZ(1)) == -1 && u == NULL);
  CHECK_MSG(has("memory limit"), "message: %s", xa_errmsg());
  CHECK(xa_mem_live() == live0 + 4800);
  xa_tensor_release(t);
  CHECK(xa_tensor_new(&u, XA_FLOAT64, 1, SZ(1000)) == -1);
  CHECK(xa_mem_live() == live0 + 800);
  /* an op failing on the limit leaks nothing */
  xa_tensor *big = NULL;
  CHECK(xa_clone(&big, keep) == 0);
  xa_mem_set_limit(xa_mem_live() + 10);
  xa_tensor *r = NULL;
  CHECK(xa_mul(&r, keep, big) == -1 && r == NULL);
  xa_mem_set_limit(-5); /* none */
  CHECK(xa_mem_limit() == 0);
  CHECK(xa_tensor_new(&u, XA_FLOAT64, 1, SZ(1000)) == 0);
  xa_tensor_release(u);
  xa_tensor_release(big);
  xa_tensor_release(keep);
  CHECK(xa_mem_live() == live0);
}

/* ---- views ---------------------------------------------------------------- */
static void test_views(void) {
  int64_t live0 = xa_mem_live();
  xa_tensor *a = iota(2, SZ(4, 6)), *tr, *r, *n, *v;
  /* reshape of a transposed tensor copies */
  CHECK(xa_transpose(&tr, a, 0, 1) == 0);
  CHECK(xa_reshape(&r, tr, 1, SZ(24)) == 0);
  CHECK(r->storage != a->storage && xa_tensor_is_contiguous(r));
  int bad = 0;
  for (int64_t i = 0; i < 24; i++) /* tr[i/4][i%4] = a[i%4][i/4] */
    if (xa_tensor_get_flat(r, i) != (double)((i % 4) * 6 + i / 4)) bad++;
  CHECK(bad == 0);
  xa_tensor_release(r);
  /* view of a transposed tensor fails with the advice */
  r = NULL;
  CHECK(xa_view(&r, tr, 1, SZ(24)) == -1 && r == NULL && has("use reshape"));
  /* but splitting a dim of the transposed tensor is a view */
  CHECK(xa_view(&r, tr, 3, SZ(2, 3, 4)) == 0 && r->storage == a->storage);
  CHECK(r->stride[0] == 3 && r->stride[1] == 1 && r->stride[2] == 6);
  CHECK(xa_tensor_get(r, (int64_t[]){1, 2, 3}) == 3 * 6 + 5);
  xa_tensor_release(r);
  /* a narrowed contiguous slice along dim 0 views as anything */
  CHECK(xa_narrow(&n, a, 0, 1, 2) == 0 && xa_tensor_is_contiguous(n));
  CHECK(xa_view(&v, n, 2, SZ(3, 4)) == 0 && v->storage == a->storage && v->offset == 6);
  CHECK(xa_tensor_get(v, (int64_t[]){2, 3}) == 6 + 11);
  xa_tensor_release(v);
  xa_tensor_release(n);
  /* narrowed along dim 1 is not contiguous: flattening copies, splitting rows views */
  CHECK(xa_narrow(&n, a, 1, 1, 4) == 0 && !xa_tensor_is_contiguous(n));
  CHECK(xa_view(&v, n, 1, SZ(16)) == -1);
  CHECK(xa_view(&v, n, 3, SZ(2, 2, 4)) == 0 && v->storage == a->storage);
  CHECK(xa_tensor_get(v, (int64_t[]){1, 1, 2}) == 3 * 6 + 3);
  xa_tensor_release(v);
  CHECK(xa_reshape(&v, n, 2, SZ(2, 8)) == 0 && v->storage != a->storage);
  CHECK(xa_tensor_get(v, (int64_t[]){1, 5}) == 3 * 6 + 2); /* flat 13: row 3, col 1+1 */
  xa_tensor_release(v);
  xa_tensor_release(n);
  /* size-1 dims with odd strides and views to/from 0-dim */
  xa_tensor *one = iota(2, SZ(1, 1)), *s;
  CHECK(xa_view(&s, one, 0, NULL) == 0 && s->ndim == 0);
  xa_tensor_release(s);
  CHECK(xa_unsqueeze(&s, tr, 2) == 0 && s->ndim == 3 && s->size[2] == 1);
  CHECK(xa_view(&v, s, 2, SZ(6, 4)) == 0 && v->storage == a->storage);
  xa_tensor_release(v);
  xa_tensor_release(s);
  xa_tensor_release(one);
  /* wrong element count */
  CHECK(xa_view(&v, a, 2, SZ(5, 5)) == -1 && has("view") && has("(5,5)") && has("(4,6)"));
  CHECK(xa_reshape(&v, a, 1, SZ(-1)) == -1);
  /* expand and empty */
  xa_tensor *e;
  CHECK(xa_expand(&e, a, 3, SZ(2, -1, 6)) == 0 && e->stride[0] == 0 && e->size[1] == 4);
  CHECK(xa_reshape(&v, e, 2, SZ(8, 6)) == 0 && v->storage != a->storage);
  xa_tensor_release(v);
  xa_tensor_release(e);
  xa_tensor *z;
  CHECK(xa_tensor_new(&z, XA_FLOAT32, 2, SZ(0, 3)) == 0);
  CHECK(xa_view(&v, z, 3, SZ(3, 0, 5)) == 0 && xa_tensor_numel(v) == 0);
  xa_tensor_release(v);
  xa_tensor_release(z);
  /* narrow bounds, including overflowing ones */
  CHECK(xa_narrow(&n, a, 1, 5, 2) == -1 && has("narrow"));
  CHECK(xa_narrow(&n, a, 1, INT64_MAX - 1, INT64_MAX - 1) == -1);
  CHECK(xa_narrow(&n, a, 1, 2, -1) == -1);
  CHECK(xa_narrow(&n, a, 1, 6, 0) == 0 && n->size[1] == 0);
  xa_tensor_release(n);
  CHECK(xa_select(&n, a, 2, 0) == -1 && has("out of range"));
  CHECK(xa_permute(&n, a, (int[]){0, 0}) == -1 && has("permutation"));
  xa_tensor_release(tr);
  xa_tensor_release(a);
  CHECK(xa_mem_live() == live0);
}

/* ---- dtype conversion --------------------------------------------------- */
static void test_convert(void) {
  double vals[] = {0, 1, -1, 2.5, -2.75, 1e6, 3e-3, 123456789};
  xa_tensor *d, *f, *back, *l, *b, *lb;
  CHECK(xa_tensor_new(&d, XA_FLOAT64, 1, SZ(8)) == 0);
  memcpy(xa_tensor_data(d), vals, sizeof vals);
  CHECK(xa_tensor_convert(&f, d, XA_FLOAT32) == 0 && f->dtype == XA_FLOAT32);
  CHECK(xa_tensor_convert(&back, f, XA_FLOAT64) == 0);
  int bad = 0;
  for (int i = 0; i < 8; i++) if (xa_tensor_get_flat(back, i) != (double)(float)vals[i]) bad++;
  CHECK(bad == 0);
  CHECK(xa_tensor_convert(&l, d, XA_INT64) == 0);
  const int64_t *lp = xa_tensor_data(l);
  CHECK(lp[3] == 2 && lp[4] == -2 && lp[7] == 123456789 && lp[6] == 0); /* truncation */
  CHECK(xa_tensor_convert(&b, d, XA_BOOL) == 0);
  const uint8_t *bp = xa_tensor_data(b);
  CHECK(bp[0] == 0 && bp[1] == 1 && bp[2] == 1 && bp[6] == 1);
  CHECK(xa_tensor_convert(&lb, b, XA_INT64) == 0);
  CHECK(((int64_t *)xa_tensor_data(lb))[2] == 1);
  /* int64 beyond float64's exact range survives an int64 round trip through itself */
  xa_tensor *big, *big2;
  CHECK(xa_tensor_new(&big, XA_INT64, 1, SZ(1)) == 0);
  *(int64_t *)xa_tensor_data(big) = (INT64_C(1) << 60) + 1;
  CHECK(xa_tensor_convert(&big2, big, XA_INT64) == 0);
  CHECK(*(int64_t *)xa_tensor_data(big2) == (INT64_C(1) << 60) + 1);
  /* to_dtype: same dtype is a retained self; float<->float records, int does not */
  xa_tensor *same, *t64, *ti;
  CHECK(xa_to_dtype(&same, f, XA_FLOAT32) == 0 && same == f && f->refcount == 2);
  xa_tensor_release(same);
  xa_set_requires_grad("test", f, true);
  CHECK(xa_to_dtype(&t64, f, XA_FLOAT64) == 0 && xa_grad_fn(t64) && xa_requires_grad(t64));
  CHECK(xa_to_dtype(&ti, f, XA_INT64) == 0 && !xa_grad_fn(ti) && !xa_requires_grad(ti));
  xa_tensor_release(ti);
  xa_tensor_release(t64);
  xa_tensor *objs[] = {d, f, back, l, b, lb, big, big2};
  for (int i = 0; i < 8; i++) xa_tensor_release(objs[i]);
  CHECK(xa_dtype_promote(XA_INT64, XA_FLOAT32) == XA_FLOAT32);
  xa_dtype dt;
  CHECK(xa_dtype_from_name("double", &dt) == 0 && dt == XA_FLOAT64);
  CHECK(xa_dtype_from_name("half", &dt) == -1 && has("unknown dtype"));
}

/* ---- autograd ----------------------------------------------------------- */
static xa_tensor *leaf(int ndim, const int64_t *size, double start) {
  xa_tensor *t = iota(ndim, size);
  double *p = xa_tensor_data(t);
  for (int64_t i = 0; i < xa_tensor_numel(t); i++) p[i] = start + 0.5 * (double)i;
  xa_set_requires_grad("test", t, true);
  return t;
}

static void test_backward(void) {
  int64_t live0 = xa_mem_live();
  /* y = x * w + x, w broadcast over rows; dy/dx = w + 1, dy/dw = column sums of x */
  xa_tensor *x = leaf(2, SZ(2, 3), 1.0), *w = leaf(1, SZ(3), -1.0);
  xa_tensor *xw, *y, *g;
  CHECK(xa_mul(&xw, x, w) == 0 && xa_grad_fn(xw) && !strcmp(xa_grad_fn(xw)->name, "mul"));
  CHECK(xa_add(&y, xw, x) == 0 && xa_grad_fn(y));
  CHECK(xa_tensor_new(&g, XA_FLOAT64, 2, SZ(2, 3)) == 0);
  xa_tensor_fill(g, 1.0);
  CHECK(xa_backward(y, g, true) == 0);
  CHECK(xa_grad(x) && xa_grad(w) && xa_same_shape(xa_grad(w), w));
  int bad = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++) {
      double wj = -1.0 + 0.5 * j;
      if (xa_tensor_get(xa_grad(x), (int64_t[]){i, j}) != wj + 1) bad++;
    }
  for (int j = 0; j < 3; j++) {
    double want = (1.0 + 0.5 * j) + (1.0 + 0.5 * (3 + j));
    if (xa_tensor_get(xa_grad(w), (int64_t[]){j}) != want) bad++;
  }
  CHECK_MSG(bad == 0, "%d wrong gradient elements", bad);
  /* a second backward (graph retained) accumulates */
  CHECK(xa_backward(y, g, false) == 0);
  CHECK(xa_tensor_get(xa_grad(x), (int64_t[]){1, 2}) == 2 * (0.0 + 1));
  /* a third one finds the graph freed */
  CHECK(xa_backward(y, g, false) == -1);
  CHECK_MSG(has("retain_graph") && has("second time"), "message: %s", xa_errmsg());
  /* wrong gradient shape; non-scalar without a gradient */
  xa_tensor *g2 = iota(1, SZ(3));
  CHECK(xa_backward(xw, g2, false) == -1 && has("(3)") && has("(2,3)"));
  CHECK(xa_backward(xw, NULL, false) == -1 && has("non-scalar"));
  xa_tensor_release(g2);
  /* a tensor that does not require grad */
  CHECK(xa_backward(g, NULL, false) == -1 && has("does not require grad"));
  /* sum_to: (2,3) -> (1,3) and -> (3) and -> () */
  xa_tensor *s1, *s2, *s3, *src = iota(2, SZ(2, 3));
  CHECK(xa_sum_to(&s1, src, 2, SZ(1, 3)) == 0 && s1->ndim == 2);
  CHECK(xa_tensor_get_flat(s1, 0) == 3 && xa_tensor_get_flat(s1, 2) == 7);
  CHECK(xa_sum_to(&s2, src, 1, SZ(3)) == 0 && xa_tensor_get_flat(s2, 1) == 5);
  CHECK(xa_sum_to(&s3, src, 0, NULL) == 0 && s3->ndim == 0 && xa_tensor_get_flat(s3, 0) == 15);
  xa_tensor *s4;
  CHECK(xa_sum_to(&s4, src, 2, SZ(2, 3)) == 0 && s4 == src); /* nothing to reduce */
  xa_tensor *objs[] = {s1, s2, s3, s4, src, g, y, xw, x, w};
  for (size_t i = 0; i < sizeof objs / sizeof *objs; i++) xa_tensor_release(objs[i]);
  CHECK(xa_mem_live() == live0);
}

static void test_backward_scalar_and_views(void) {
  /* 0-dim root without a gradient; a graph through views and a diamond */
  xa_tensor *x = leaf(2, SZ(2, 2), 1.0), *t, *s0, *s1, *p, *r, *r0;
  CHECK(xa_transpose(&t, x, 0, 1) == 0);
  CHECK(xa_mul(&p, t, x) == 0); /* p[i][j] = x[j][i] * x[i][j] */
  CHECK(xa_select(&s0, p, 0, 1) == 0);
  CHECK(xa_select(&s1, s0, 0, 0) == 0); /* p[1][0] = x[0][1] * x[1][0] */
  CHECK(xa_add(&r0, s1, s1) == 0);       /* 2 x01 x10: diamond */
  CHECK(xa_mul(&r, r0, r0) == 0 && r->ndim == 0); /* 4 x01^2 x10^2 */
  CHECK(xa_backward(r, NULL, false) == 0);
  double x01 = 1.5, x10 = 2.0;
  CHECK(xa_tensor_get_flat(xa_grad(x), 0) == 0 && xa_tensor_get_flat(xa_grad(x), 3) == 0);
  CHECK(xa_tensor_get_flat(xa_grad(x), 1) == 8 * x01 * x10 * x10);
  CHECK(xa_tensor_get_flat(xa_grad(x), 2) == 8 * x01 * x01 * x10);
  /* the leaf itself as root: its grad is ones */
  xa_tensor *one = leaf(0, NULL, 3.0);
  CHECK(xa_backward(one, NULL, false) == 0 && xa_tensor_get_flat(xa_grad(one), 0) == 1);
  xa_tensor *objs[] = {one, r, r0, s1, s0, p, t, x};
  for (size_t i = 0; i < sizeof objs / sizeof *objs; i++) xa_tensor_release(objs[i]);
}

static void test_saved_modified(void) {
  int64_t live0 = xa_mem_live();
  xa_tensor *x = leaf(1, SZ(3), 1.0), *c = iota(1, SZ(3)), *y, *g = iota(1, SZ(3));
  CHECK(xa_mul(&y, x, c) == 0);
  CHECK(xa_tensor_fill(c, 2.0) == 0); /* c was saved by mul */
  CHECK(xa_backward(y, g, false) == -1);
  CHECK_MSG(has("modified by an in-place operation") && has("mul"), "message: %s", xa_errmsg());
  /* in-place ops refuse a tensor that requires grad while grad mode is on */
  CHECK(xa_copy_(x, c) == -1 && has("requires grad"));
  bool old = xa_set_grad_enabled(false);
  CHECK(old == true && !xa_grad_enabled());
  CHECK(xa_copy_(x, c) == 0 && xa_tensor_get_flat(x, 2) == 2);
  /* with grad off nothing is recorded */
  xa_tensor *y2;
  CHECK(xa_mul(&y2, x, x) == 0 && !xa_grad_fn(y2) && !xa_requires_grad(y2));
  xa_tensor_release(y2);
  xa_set_grad_enabled(true);
  /* detach cuts the graph */
  xa_tensor *dx;
  CHECK(xa_detach(&dx, x) == 0 && !xa_requires_grad(dx) && dx->storage == x->storage);
  xa_tensor_release(dx);
  xa_tensor_release(g);
  xa_tensor_release(y);
  xa_tensor_release(c);
  xa_tensor_release(x);
  CHECK(xa_mem_live() == live0);
}

/* 100k chained ops: freeing and backward must not recurse once per node */
static void test_deep_chain(void) {
  int64_t live0 = xa_mem_live();
  xa_tensor *x = leaf(1, SZ(4), 1.0), *c = iota(1, SZ(4)), *y = x;
  xa_tensor_fill(c, 1.0);
  xa_tensor_retain(y);
  for (int i = 0; i < 100000; i++) {
    xa_tensor *z;
    /* alternate an op that saves its inputs (mul) with one that does not (add) and a view */
    int rc = (i % 3 == 0) ? xa_mul(&z, y, c) : (i % 3 == 1) ? xa_add(&z, y, c)
                                                         : xa_narrow(&z, y, 0, 0, 4);
    if (rc) { CHECK_MSG(0, "op %d failed: %s", i, xa_errmsg()); break; }
    xa_tensor_release(y);
    y = z;
  }
  xa_tensor *g = iota(1, SZ(4));
  xa_tensor_fill(g, 1.0);
  CHECK(xa_backward(y, g, true) == 0);
  CHECK(xa_tensor_get_flat(xa_grad(x), 2) == 1.0);
  xa_tensor_release(y); /* frees the whole chain */
  xa_tensor_release(g);
  xa_tensor_release(c);
  xa_tensor_release(x);
  CHECK(xa_mem_live() == live0);
}

/* ---- RNG ------------------------------------------------------------------ */
static void test_rng(void) {
  uint64_t a[8], b[8];
  xa_manual_seed(42);
  for (int i = 0; i < 8; i++) a[i] = xa_rng_next();
  xa_manual_seed(42);
  for (int i = 0; i < 8; i++) b[i] = xa_rng_next();
  CHECK(memcmp(a, b, sizeof a) == 0);
  xa_manual_seed(43);
  CHECK(xa_rng_next() != a[0]);
  /* the stream does not depend on the thread count */
  xa_tensor *r1, *r2;
  xa_manual_seed(7);
  xa_set_threads(2);
  CHECK(xa_randn(&r1, XA_FLOAT32, 1, SZ(100001)) == 0);
  xa_set_threads(1);
  xa_manual_seed(7);
  CHECK(xa_randn(&r2, XA_FLOAT32, 1, SZ(100001)) == 0);
  CHECK(memcmp(xa_tensor_data(r1), xa_tensor_data(r2), 100001 * sizeof(float)) == 0);
  xa_tensor_release(r1);
  xa_tensor_release(r2);
  /* randn: mean 0, variance 1 over 1M samples (standard error 0.001 and 0.0014) */
  xa_tensor *n;
  CHECK(xa_randn(&n, XA_FLOAT64, 1, SZ(1000000)) == 0);
  const double *p = xa_tensor_data(n);
  double s = 0, s2 = 0;
  for (int i = 0; i < 1000000; i++) { s += p[i]; s2 += p[i] * p[i]; }
  double mean = s / 1e6, var = s2 / 1e6 - mean * mean;
  CHECK_MSG(fabs(mean) < 0.006 && fabs(var - 1) < 0.01, "randn mean %g var %g", mean, var);
  xa_tensor_release(n);
  /* rand in [0, 1) with mean 1/2 */
  xa_tensor *u;
  CHECK(xa_rand(&u, XA_FLOAT32, 2, SZ(1000, 100)) == 0);
  const float *up = xa_tensor_data(u);
  double us = 0;
  int out = 0;
  for (int i = 0; i < 100000; i++) { us += up[i]; if (!(up[i] >= 0 && up[i] < 1)) out++; }
  CHECK(out == 0 && fabs(us / 1e5 - 0.5) < 0.01);
  xa_tensor_release(u);
  CHECK(xa_rand(&u, XA_INT64, 1, SZ(3)) == -1 && has("float"));
  /* randint bounds: every value in [-3, 4) appears, nothing outside */
  xa_tensor *ri;
  CHECK(xa_randint(&ri, -3, 4, 1, SZ(10000)) == 0 && ri->dtype == XA_INT64);
  int seen[7] = {0};
  out = 0;
  const int64_t *rp = xa_tensor_data(ri);
  for (int i = 0; i < 10000; i++) {
    if (rp[i] < -3 || rp[i] >= 4) out++;
    else seen[rp[i] + 3]++;
  }
  CHECK(out == 0);
  for (int k = 0; k < 7; k++) CHECK_MSG(seen[k] > 1200, "value %d seen %d times", k - 3, seen[k]);
  xa_tensor_release(ri);
  CHECK(xa_randint(&ri, 5, 5, 1, SZ(3)) == -1 && has("empty range"));
  /* the full int64 range must not overflow */
  CHECK(xa_randint(&ri, INT64_MIN, INT64_MAX, 1, SZ(1000)) == 0);
  rp = xa_tensor_data(ri);
  int neg = 0;
  for (int i = 0; i < 1000; i++) neg += rp[i] < 0;
  CHECK_MSG(neg > 400 && neg < 600, "%d negatives of 1000", neg);
  xa_tensor_release(ri);
  CHECK(xa_randint(&ri, INT64_MAX - 2, INT64_MAX, 1, SZ(100)) == 0);
  rp = xa_tensor_data(ri);
  out = 0;
  for (int i = 0; i < 100; i++) out += rp[i] < INT64_MAX - 2 || rp[i] == INT64_MAX;
  CHECK(out == 0);
  xa_tensor_release(ri);
}

static void test_create(void) {
  xa_tensor *t;
  CHECK(xa_arange(&t, XA_INT64, 5, 0, -2) == 0 && t->size[0] == 3);
  CHECK(xa_tensor_get_flat(t, 2) == 1);
  xa_tensor_release(t);
  CHECK(xa_arange(&t, XA_FLOAT32, 0, 1, 0) == -1 && has("arange"));
  CHECK(xa_arange(&t, XA_FLOAT32, 0, 1e300, 1e-300) == -1);
  CHECK(xa_eye(&t, XA_FLOAT32, 2, 3) == 0 && xa_tensor_get_flat(t, 4) == 1 && xa_tensor_get_flat(t, 5) == 0);
  xa_tensor_release(t);
  CHECK(xa_full(&t, XA_BOOL, 2, SZ(2, 2), 5) == 0 && *(uint8_t *)xa_tensor_data(t) == 1);
  xa_tensor_release(t);
}

int main(void) {
  int64_t live0 = xa_mem_live();
  test_broadcast();
  test_iter_coalesce();
  test_strided_copy();
  test_threads();
  test_refcounts();
  test_check_sizes();
  test_mem_limit();
  test_views();
  test_convert();
  test_backward();
  test_backward_scalar_and_views();
  test_saved_modified();
  test_deep_chain();
  test_rng();
  test_create();
  CHECK_MSG(xa_mem_live() == live0, "live memory %lld at the end, %lld at the start",
            (long long)xa_mem_live(), (long long)live0);
  CTEST_END();
}
