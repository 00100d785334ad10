/* The backend table and the kernel tables: the CUDA backend registered in the core
 * (xa_cuda_backend_register) and the layers' tables (xa_nn_cuda_register,
 * xa_attention_cuda_register), then the ops of vm/, nn/ and attention/ run on device tensors
 * through the device tag, with autograd unchanged, against the same ops on the CPU
 * (forward values and every input's gradient). Also: a family whose table is not
 * registered and an op on the CPU only fail with a message naming the device, operands on
 * two devices fail naming both, and every device byte is returned at the end. */
#include "gpu_test.h"

extern "C" {
#include "../../vm/autograd.h"
}

#include <cstddef>
#include <string>

namespace {

/* the tensors a case made, released at its end */
struct Pool {
  std::vector<xa_tensor *> ts;
  xa_tensor *operator()(xa_tensor *t) {
    ts.push_back(t);
    return t;
  }
  ~Pool() {
    for (xa_tensor *t : ts) xa_tensor_release(t);
  }
};

xa_tensor *on(xa_tensor *t, xa_devtype dev) {
  xa_tensor *r;
  if (xa_tensor_to_device(&r, t, dev)) {
    fprintf(stderr, "to_device: %s\n", xa_errmsg());
    abort();
  }
  return r;
}
xa_tensor *leaf(xa_tensor *t) {
  if (xa_set_requires_grad("test", t, true)) abort();
  return t;
}
/* a device tensor against a host one */
double err(xa_tensor *d, xa_tensor *h) {
  if (!d || !h) return INFINITY;
  xa_tensor *c = on(d, XA_CPU);
  double e = max_err(c, h);
  xa_tensor_release(c);
  return e;
}
double gerr(xa_tensor *d, xa_tensor *h) { return err(xa_grad(d), xa_grad(h)); }

/* the same computation on both devices: f(dev, inputs) -> a scalar loss on that device */
typedef int (*Graph)(Pool &P, xa_tensor **loss, xa_tensor *const *in);

/* runs g on the host inputs and on their device copies (leaves when grad[i]), compares the
 * loss and the gradients; tol by dtype */
void both(const char *name, Graph g, std::vector<xa_tensor *> in, std::vector<bool> grad, double t) {
  Pool P;
  std::vector<xa_tensor *> hc, dc;
  for (size_t i = 0; i < in.size(); i++) {
    hc.push_back(P(in[i]));
    dc.push_back(P(on(in[i], XA_CUDA)));
    if (grad[i]) { leaf(hc[i]); leaf(dc[i]); }
  }
  xa_tensor *lh = nullptr, *ld = nullptr;
  if (g(P, &lh, hc.data())) { CHECK_MSG(false, "%s on the CPU: %s", name, xa_errmsg()); return; }
  P(lh);
  if (g(P, &ld, dc.data())) { CHECK_MSG(false, "%s on cuda: %s", name, xa_errmsg()); return; }
  P(ld);
  CHECK_MSG(xa_tensor_device(ld) == XA_CUDA || xa_tensor_device(ld) == XA_CPU, "%s: a device", name);
  double e = err(ld, lh);
  CHECK_MSG(e <= t, "%s: forward differs from the CPU's by %g", name, e);
  OK(xa_backward(lh, nullptr, false));
  OK(xa_backward(ld, nullptr, false));
  OK(xa_cuda_check());
  for (size_t i = 0; i < in.size(); i++) {
    if (!grad[i]) continue;
    double ge = gerr(dc[i], hc[i]);
    CHECK_MSG(ge <= t, "%s: the gradient of input %zu differs from the CPU's by %g", name, i, ge);
    CHECK_MSG(xa_grad(dc[i]) && xa_tensor_device(xa_grad(dc[i])) == XA_CUDA,
              "%s: the gradient of input %zu lives on the device", name, i);
  }
}

#define TRY(x) \
  do {         \
    if (x) return -1; \
  } while (0)

/* elementwise, reductions, matmul, indexing and joining in one graph */
int g_core(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *x = in[0], *w = in[1], *b = in[2], *idx = in[3], *sel = in[4];
  xa_tensor *h, *h2, *t, *sm, *ls, *p, *c, *cl, *v, *mx, *mi, *gth, *isel, *parts[3], *cat, *lse, *s;
  TRY(xa_matmul(&h, x, w)); P(h);
  TRY(xa_add(&h2, h, b)); P(h2);
  TRY(xa_unary(&t, XA_TANH, h2)); P(t);
  TRY(xa_softmax(&sm, t, 1)); P(sm);
  TRY(xa_log_softmax(&ls, h2, 1)); P(ls);
  TRY(xa_mul(&p, sm, ls)); P(p);
  TRY(xa_cumsum(&c, p, 1)); P(c);
  TRY(xa_clamp(&cl, c, -0.4, 0.0)); P(cl);
  TRY(xa_var(&v, cl, 0, true, false)); P(v);
  TRY(xa_max(&mx, &mi, h2, 1, false)); P(mx); P(mi);
  TRY(xa_gather(&gth, h2, 1, idx)); P(gth);
  TRY(xa_index_select(&isel, x, 0, sel)); P(isel);
  TRY(xa_sum(&parts[0], gth, -1, false)); P(parts[0]);
  TRY(xa_logsumexp(&lse, isel, 1, false)); P(lse);
  xa_tensor *vv;
  TRY(xa_pow_scalar(&vv, v, 2)); P(vv);
  xa_tensor *cs[3] = {vv, mx, lse};
  TRY(xa_cat(&cat, 3, cs, 0)); P(cat);
  TRY(xa_sum(&s, cat, -1, false)); P(s);
  TRY(xa_add(loss, s, parts[0]));
  return 0;
}

/* linear and the fused projection and loss are one op each on every device (their kernel
 * tables: nn/linear.cu, nn/linear_xent.cu), not compositions; x also as a transposed view
 * (BLAS reads it stored transposed: no copy) */
bool named(xa_tensor *t, const char *name) {
  xa_node *n = xa_grad_fn(t);
  if (n && !strcmp(n->name, name)) return true;
  fprintf(stderr, "  expected a %s node, got %s\n", name, n ? n->name : "none");
  return false;
}
int g_linear(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *y, *l2, *nll, *s, *xt, *y3, *s3, *s12;
  int64_t count;
  TRY(xa_linear(&y, in[0], in[1], in[2])); P(y);
  TRY(xa_linear_cross_entropy(&l2, &nll, &count, in[0], in[1], in[2], in[3], 0.1, true, 2,
                              XA_REDUCE_MEAN)); P(l2); P(nll);
  TRY(xa_transpose(&xt, in[4], 0, 1)); P(xt);
  TRY(xa_linear(&y3, xt, in[1], nullptr)); P(y3);
  if (!named(y, "linear") || !named(y3, "linear") || !named(l2, "linear_cross_entropy") || count < 1)
    return xa_err("g_linear: not the fused ops (count %lld)", (long long)count);
  TRY(xa_sum(&s, y, -1, false)); P(s);
  TRY(xa_sum(&s3, y3, -1, false)); P(s3);
  TRY(xa_add(&s12, s, s3)); P(s12);
  return xa_add(loss, s12, l2);
}

int g_layer_norm(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *y, *y2;
  TRY(xa_layer_norm(&y, in[0], 1, in[1], in[2], 1e-5)); P(y);
  TRY(xa_mul(&y2, y, in[3])); P(y2);
  return xa_sum(loss, y2, -1, false);
}

int g_dropout(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *y, *y2;
  xa_manual_seed(11);
  TRY(xa_dropout(&y, in[0], 0.3, true)); P(y);
  TRY(xa_mul(&y2, y, in[1])); P(y2);
  return xa_sum(loss, y2, -1, false);
}

int g_xent(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *nll;
  int64_t count;
  TRY(xa_cross_entropy(loss, &nll, &count, in[0], in[1], 0.1, true, 2, XA_REDUCE_MEAN));
  P(nll);
  return 0;
}

int g_dot(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *o, *w, *o2, *s1, *s2;
  xa_manual_seed(5);
  TRY(xa_dot_attention(&o, &w, in[0], in[1], in[2], in[3], 0.5, 0.2)); P(o); P(w);
  TRY(xa_mul(&o2, o, in[4])); P(o2);
  TRY(xa_sum(&s1, o2, -1, false)); P(s1);
  TRY(xa_sum(&s2, w, -1, false)); P(s2);
  return xa_add(loss, s1, s2);
}

int g_gmm(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *om, *sg, *y, *y2;
  TRY(xa_softmax(&om, in[2], 3)); P(om);
  TRY(xa_unary(&sg, XA_EXP, in[4])); P(sg);
  TRY(xa_gmm_mix(&y, in[0], in[1], om, in[3], sg, in[5], XA_GMM_STRICT)); P(y);
  TRY(xa_mul(&y2, y, in[6])); P(y2);
  return xa_sum(loss, y2, -1, false);
}

int g_window(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *y, *y2;
  TRY(xa_window_mix(&y, in[0], in[1], 2)); P(y);
  TRY(xa_mul(&y2, y, in[2])); P(y2);
  return xa_sum(loss, y2, -1, false);
}

int g_gma(Pool &P, xa_tensor **loss, xa_tensor *const *in) {
  xa_tensor *sg, *y, *y2;
  TRY(xa_unary(&sg, XA_EXP, in[2])); P(sg);
  TRY(xa_gma_weights(&y, in[0], in[1], sg, 1.0, XA_GMA_GAUSSIAN)); P(y);
  TRY(xa_mul(&y2, y, in[3])); P(y2);
  return xa_sum(loss, y2, -1, false);
}

xa_tensor *ints(std::vector<int64_t> size, int64_t lo, int64_t hi) {
  return ht_rand(XA_INT64, size, (double)lo, (double)hi);
}

void test_registration(void) {
  OK(xa_cuda_backend_register());
  CHECK(xa_backend_for(XA_CUDA) == &xa_backend_cuda);
  /* every entry after the name and the device is set */
  typedef void (*fnp)(void);
  const char *p = (const char *)&xa_backend_cuda + offsetof(xa_backend, alloc);
  int n = (int)((sizeof(xa_backend) - offsetof(xa_backend, alloc)) / sizeof(fnp)), unset = 0;
  for (int i = 0; i < n; i++) {
    fnp f;
    memcpy(&f, p + i * sizeof(fnp), sizeof f);
    if (!f) unset++;
  }
  CHECK_MSG(unset == 0, "%d of the %d entries of the CUDA table are NULL", unset, n);

  /* a family whose CUDA table is not registered yet */
  Pool P;
  xa_tensor *lg = P(on(P(ht_rand(XA_FLOAT32, {1, 1, 2, 5})), XA_CUDA));
  xa_tensor *o = nullptr;
  CHECK(xa_window_weights(&o, lg, 1) == -1 && o == nullptr);
  CHECK_MSG(strstr(xa_errmsg(), "not available on cuda") != nullptr, "message: %s", xa_errmsg());
  OK(xa_nn_cuda_register());
  OK(xa_attention_cuda_register());
  CHECK(xa_kernels_find(XA_CUDA, "window") == &xa_window_cuda);
  CHECK(xa_kernels_find(XA_CUDA, "layer_norm") == &xa_layer_norm_cuda);
  CHECK(xa_kernels_find(XA_CUDA, "linear") == &xa_linear_cuda);
  CHECK(xa_kernels_find(XA_CUDA, "linear_xent") == &xa_linear_xent_cuda);
  OK(xa_window_weights(&o, lg, 1));
  P(o);
  CHECK(o && xa_tensor_device(o) == XA_CUDA);

  /* operands on two devices; the latent layer's table; the guard of a CPU-only op */
  xa_tensor *hc = P(ht_rand(XA_FLOAT32, {2, 5})), *r = nullptr;
  CHECK(xa_add(&r, hc, lg) == -1 && r == nullptr);
  CHECK_MSG(strstr(xa_errmsg(), "add") && strstr(xa_errmsg(), "cpu") && strstr(xa_errmsg(), "cuda"),
            "message: %s", xa_errmsg());
  xa_tensor *zs = P(on(P(ht_rand(XA_FLOAT32, {1, 2, 3})), XA_CUDA)), *zt = P(on(P(ht_rand(XA_FLOAT32, {1, 2, 3})), XA_CUDA));
  xa_tensor *al = P(on(P(ht_rand(XA_FLOAT32, {1, 2, 2}, 0, 1)), XA_CUDA)), *w = P(on(P(ht_rand(XA_FLOAT32, {4, 3})), XA_CUDA));
  xa_tensor *tg = P(on(P(ht_rand(XA_INT64, {1, 2}, 1, 5)), XA_CUDA));
  CHECK(xa_kernels_find(XA_CUDA, "latent") == &xa_latent_cuda);
  OK(xa_latent_nll(&r, zs, zt, al, w, tg, 2, false, false, 0, 64));
  P(r);
  CHECK(r && xa_tensor_device(r) == XA_CUDA && r->ndim == 2 && r->size[0] == 1 && r->size[1] == 2);
  CHECK(xa_require_cpu("some_op", zs) == -1);
  CHECK_MSG(strstr(xa_errmsg(), "some_op") && strstr(xa_errmsg(), "not available on cuda"),
            "message: %s", xa_errmsg());
}

} // namespace

void test_backend(void) {
  gt_seed(41);
  test_registration();
  for (xa_dtype dt : {XA_FLOAT64, XA_FLOAT32}) {
    double t = dt == XA_FLOAT32 ? 2e-5 : 1e-11;
    both("matmul, elementwise, reductions, indexing", g_core,
         {ht_rand(dt, {6, 7}), ht_rand(dt, {7, 5}), ht_rand(dt, {5}), ints({6, 2}, 0, 5), ints({4}, 0, 6)},
         {true, true, true, false, false}, t);
#ifdef CUDA_EMU
    long long lt0 = cuda_emu::lt_calls();
#endif
    both("linear, linear_cross_entropy", g_linear,
         {ht_rand(dt, {2, 3, 6}), ht_rand(dt, {5, 6}), ht_rand(dt, {5}), ints({2, 3}, 1, 6),
          ht_rand(dt, {6, 4})},
         {true, true, true, false, true}, t);
#ifdef CUDA_EMU
    xa_cuda_synchronize();
    /* float32 with a bias: the bias in cuBLASLt's epilogue (linear and each chunk of the
     * fused loss) */
    CHECK_MSG((cuda_emu::lt_calls() > lt0) == (dt == XA_FLOAT32), "%s: cuBLASLt calls %lld",
              xa_dtype_name(dt), cuda_emu::lt_calls() - lt0);
#endif
    both("layer_norm", g_layer_norm,
         {ht_rand(dt, {5, 33}), ht_rand(dt, {33}), ht_rand(dt, {33}), ht_rand(dt, {5, 33})},
         {true, true, true, false}, t);
    both("dropout", g_dropout, {ht_rand(dt, {7, 301}), ht_rand(dt, {7, 301})}, {true, false}, t);
    xa_tensor *tg = ints({3, 4}, 1, 9);
    ((int64_t *)xa_tensor_data(tg))[5] = 2; /* an ignored target */
    both("cross_entropy", g_xent, {ht_rand(dt, {3, 4, 8}, -3, 3), tg}, {true, false}, t);
    xa_tensor *mask = ht_zeros(XA_BOOL, {2, 1, 1, 6});
    ((uint8_t *)xa_tensor_data(mask))[5] = 1;
    both("dot_attention (mask, dropout)", g_dot,
         {ht_rand(dt, {2, 3, 4, 5}), ht_rand(dt, {2, 3, 6, 5}), ht_rand(dt, {2, 3, 6, 5}), mask,
          ht_rand(dt, {2, 4, 15})},
         {true, true, true, false, false}, t);
    xa_tensor *len = ints({2}, 3, 7);
    ((int64_t *)xa_tensor_data(len))[0] = 7;
    both("gmm_mix (strict)", g_gmm,
         {ht_rand(dt, {2, 2, 3, 7}, 0, 1), ht_rand(dt, {2, 2, 3, 1}, 0, 1), ht_rand(dt, {2, 2, 3, 2}),
          ht_rand(dt, {2, 2, 3, 2}, 1, 7), ht_rand(dt, {2, 2, 3, 2}, -0.5, 0.5), len, ht_rand(dt, {2, 2, 3, 7})},
         {true, true, true, true, true, false, false}, t);
    both("window_mix", g_window,
         {ht_rand(dt, {2, 2, 3, 9}, -2, 2), ht_rand(dt, {2, 2, 3, 1}, 0, 1), ht_rand(dt, {2, 2, 3, 9})},
         {true, true, false}, t);
    both("gma_weights (shared alignment)", g_gma,
         {ht_rand(dt, {2, 3, 4, 8}), ht_rand(dt, {2, 1, 4}, 0, 6), ht_rand(dt, {2, 1, 4}, 0, 1),
          ht_rand(dt, {2, 3, 4, 8})},
         {true, true, true, false}, t);
  }
  OK(xa_cuda_check());
}
