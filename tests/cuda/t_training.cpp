/* A small training run on the device against the same run on the CPU: a one-layer
 * cross-attention model (shared embeddings for source and target, dot attention with a
 * padding mask and attention dropout, layer norm, the output projection fused with
 * label-smoothed cross-entropy; gradient clipping and AdamW over one flat buffer) trained
 * for a few steps. The CPU side is the core's ops and autograd engine; the device side
 * calls the backend's entry points in the order phase B's dispatch will. Both draw their
 * dropout masks from the core's generator from the same seed, so the two loss curves must
 * agree step by step, and the parameters at the end. */
#include "gpu_test.h"

namespace {

struct Shape { int64_t B, S, T, D, V; };

/* the token data: source ids (B,S) 0-based, padded at the end of sentence 1; the target's
 * input ids (B,T) and outputs (B,T) 1-based with 0 = ignored */
struct Data {
  std::vector<int64_t> src, tin, tout;
  std::vector<uint8_t> pad; /* (B,S) true at padding */
};

Data make_data(const Shape &s) {
  Data d;
  for (int64_t b = 0; b < s.B; b++)
    for (int64_t j = 0; j < s.S; j++) {
      d.src.push_back((int64_t)(gt_uniform() * (double)s.V));
      d.pad.push_back(b == 1 && j >= s.S - 2);
    }
  for (int64_t b = 0; b < s.B; b++)
    for (int64_t t = 0; t < s.T; t++) {
      /* the target copies the source shifted by one: learnable through the attention */
      int64_t y = d.src[b * s.S + (t + 1) % s.S];
      d.tin.push_back(d.src[b * s.S + t % s.S]);
      d.tout.push_back(b == 2 && t == s.T - 1 ? 0 : y + 1);
    }
  return d;
}

xa_tensor *ht_from(xa_dtype dt, std::vector<int64_t> size, const void *data) {
  xa_tensor *t = ht_zeros(dt, size);
  memcpy(xa_tensor_data(t), data, (size_t)xa_tensor_numel(t) * xa_dtype_size(dt));
  return t;
}

void die(const char *what) {
  fprintf(stderr, "training: %s: %s\n", what, xa_errmsg());
  abort();
}

const double LR = 0.02, DROP = 0.1, EPS_LS = 0.1, CLIP = 1.0, WD = 0.01, LN_EPS = 1e-5;

/* the CPU run: ops and autograd; losses[step], final flat parameters in *pflat */
void cpu_run(xa_dtype dt, const Shape &s, const Data &d, xa_tensor *init, int steps, std::vector<double> &losses,
             xa_tensor **pflat) {
  int64_t B = s.B, S = s.S, T = s.T, D = s.D, V = s.V;
  xa_tensor *E = ht_zeros(dt, {V, D}), *lw = ht_zeros(dt, {D}), *lb = ht_zeros(dt, {D}),
            *W = ht_zeros(dt, {V, D}), *bo = ht_zeros(dt, {V});
  xa_tensor *ps[5] = {E, lw, lb, W, bo};
  int64_t off = 0;
  for (xa_tensor *p : ps) { /* the initial values, in flat order */
    int64_t n = xa_tensor_numel(p);
    memcpy(xa_tensor_data(p), (char *)xa_tensor_data(init) + off * (int64_t)xa_dtype_size(dt), (size_t)n * xa_dtype_size(dt));
    off += n;
    xa_set_requires_grad("test", p, true);
  }
  xa_tensor *flat = nullptr;
  if (xa_flatten_params(&flat, 5, ps)) die("flatten");
  int64_t P = xa_tensor_numel(flat);
  xa_tensor *gflat = ht_zeros(dt, {P}), *m = ht_zeros(dt, {P}), *v = ht_zeros(dt, {P});
  xa_tensor *src = ht_from(XA_INT64, {B, S}, d.src.data()), *tin = ht_from(XA_INT64, {B, T}, d.tin.data());
  xa_tensor *tout = ht_from(XA_INT64, {B, T}, d.tout.data()), *pad = ht_from(XA_BOOL, {B, 1, 1, S}, d.pad.data());
  bool prev = xa_set_grad_enabled(true);
  for (int step = 1; step <= steps; step++) {
    for (xa_tensor *p : ps) { if (p->ag) { xa_tensor_release(p->ag->grad); p->ag->grad = nullptr; } }
    xa_tensor *xs, *xt, *q, *k, *ctx, *h, *loss, *nll;
    int64_t cnt;
    if (xa_embedding(&xs, E, src) || xa_embedding(&xt, E, tin) || xa_unsqueeze(&q, xt, 1) || xa_unsqueeze(&k, xs, 1))
      die("embedding");
    if (xa_dot_attention(&ctx, nullptr, q, k, k, pad, 1.0 / std::sqrt((double)D), DROP)) die("dot_attention");
    if (xa_layer_norm(&h, ctx, 1, lw, lb, LN_EPS)) die("layer_norm");
    if (xa_linear_cross_entropy(&loss, &nll, &cnt, h, W, bo, tout, EPS_LS, true, 0, XA_REDUCE_MEAN)) die("xent");
    if (xa_backward(loss, nullptr, false)) die("backward");
    losses.push_back(xa_tensor_get_flat(loss, 0));
    if (xa_flat_grads(gflat, 5, ps, nullptr)) die("flat_grads");
    double norm;
    if (xa_clip_grad_norm(gflat, CLIP, &norm) ||
        xa_adam_step(flat, gflat, m, v, step, LR, 0.9, 0.98, 1e-8, WD, true))
      die("optimizer");
    xa_tensor *tmp[] = {xs, xt, q, k, ctx, h, loss, nll};
    for (xa_tensor *t : tmp) xa_tensor_release(t);
  }
  xa_set_grad_enabled(prev);
  for (xa_tensor *p : ps) { if (p->ag) { xa_tensor_release(p->ag->grad); p->ag->grad = nullptr; } xa_tensor_release(p); }
  ht_free(gflat); ht_free(m); ht_free(v); ht_free(src); ht_free(tin); ht_free(tout); ht_free(pad);
  *pflat = flat;
}

/* the device run through the entry points; returns false after a failed call */
bool gpu_run(xa_dtype dt, const Shape &s, const Data &d, xa_tensor *init, int steps, std::vector<double> &losses,
             xa_tensor **pflat) {
  int64_t B = s.B, S = s.S, T = s.T, D = s.D, V = s.V, N = B * T, es = (int64_t)xa_dtype_size(dt);
  int64_t oE = 0, olw = V * D, olb = olw + D, oW = olb + D, obo = oW + V * D, P = obo + V;
  xa_tensor *flat = dt_from(init), *gflat = dt_new(dt, {P}), *m = dt_new(dt, {P}), *v = dt_new(dt, {P});
  if (xa_cuda_memset(xa_tensor_data(m), 0, P * es) || xa_cuda_memset(xa_tensor_data(v), 0, P * es)) return false;
  char *pp = (char *)xa_tensor_data(flat), *gp = (char *)xa_tensor_data(gflat);
  xa_tensor *E = dt_view(flat, {V, D}, {D, 1}, oE), *dE = dt_view(gflat, {V, D}, {D, 1}, oE);
  int64_t *src = (int64_t *)dev_copy(d.src.data(), B * S * 8), *tin = (int64_t *)dev_copy(d.tin.data(), N * 8);
  int64_t *tout = (int64_t *)dev_copy(d.tout.data(), N * 8);
  uint8_t *pad = (uint8_t *)dev_copy(d.pad.data(), B * S);
  xa_tensor *xs = dt_new(dt, {B, S, D}), *xt = dt_new(dt, {B, T, D}), *ctx = dt_new(dt, {B, T, D}), *h = dt_new(dt, {N, D});
  xa_tensor *w = dt_new(dt, {B, 1, T, S}), *dh = dt_new(dt, {N, D}), *dctx = dt_new(dt, {B, T, D});
  xa_tensor *dxt = dt_new(dt, {B, T, D}), *dk = dt_new(dt, {B, S, D}), *dv = dt_new(dt, {B, S, D});
  uint8_t *keep = (uint8_t *)dev_alloc(B * T * S);
  double *mean = (double *)dev_alloc(N * 8), *rstd = (double *)dev_alloc(N * 8);
  int64_t qs[4] = {T * D, T * D, D, 1}, ks[4] = {S * D, S * D, D, 1}, ms[4] = {S, 0, 0, 1};
  bool ok = true;
  for (int step = 1; step <= steps && ok; step++) {
    double loss, nll, norm;
    int64_t cnt;
    ok = !xa_cuda_index_select(xa_tensor_data(xs), E, 0, src, B * S, 1) &&
         !xa_cuda_index_select(xa_tensor_data(xt), E, 0, tin, N, 1) &&
         !xa_cuda_dropout_mask(keep, B * T * S, DROP) &&
         !xa_cuda_dot_forward(dt, xa_tensor_data(ctx), xa_tensor_data(w), xa_tensor_data(xt), qs, xa_tensor_data(xs), ks,
                              xa_tensor_data(xs), ks, pad, ms, keep, B, 1, T, S, D, 1.0 / std::sqrt((double)D),
                              1.0 / (1.0 - DROP)) &&
         !xa_cuda_layer_norm_forward(dt, xa_tensor_data(h), mean, rstd, xa_tensor_data(ctx), pp + olw * es, pp + olb * es,
                                     N, D, LN_EPS) &&
         !xa_cuda_linear_xent(dt, &loss, &nll, &cnt, xa_tensor_data(dh), gp + oW * es, gp + obo * es, xa_tensor_data(h),
                              pp + oW * es, false, D, pp + obo * es, tout, N, D, V, EPS_LS, true, 0, true) &&
         !xa_cuda_layer_norm_backward(dt, xa_tensor_data(dctx), gp + olw * es, gp + olb * es, xa_tensor_data(dh),
                                      xa_tensor_data(ctx), mean, rstd, pp + olw * es, N, D) &&
         !xa_cuda_dot_backward(dt, xa_tensor_data(dxt), qs, xa_tensor_data(dk), ks, xa_tensor_data(dv), ks,
                               xa_tensor_data(dctx), xa_tensor_data(w), xa_tensor_data(xt), qs, xa_tensor_data(xs), ks,
                               xa_tensor_data(xs), ks, pad, ms, keep, B, 1, T, S, D, 1.0 / std::sqrt((double)D),
                               1.0 / (1.0 - DROP)) &&
         !xa_cuda_memset(xa_tensor_data(dE), 0, V * D * es) &&
         !xa_cuda_index_add(dE, 0, tin, N, 1, xa_tensor_data(dxt)) &&
         !xa_cuda_index_add(dE, 0, src, B * S, 1, xa_tensor_data(dk)) &&
         !xa_cuda_index_add(dE, 0, src, B * S, 1, xa_tensor_data(dv)) &&
         !xa_cuda_clip_grad_norm(dt, gp, P, CLIP, &norm) &&
         !xa_cuda_adam_step(dt, pp, gp, xa_tensor_data(m), xa_tensor_data(v), P, step, LR, 0.9, 0.98, 1e-8, WD, true);
    if (ok) losses.push_back(loss);
    else fprintf(stderr, "  training step %d: %s\n", step, xa_errmsg());
  }
  dt_free(E); dt_free(dE); dt_free(gflat); dt_free(m); dt_free(v);
  dev_free(src); dev_free(tin); dev_free(tout); dev_free(pad); dev_free(keep); dev_free(mean); dev_free(rstd);
  xa_tensor *bufs[] = {xs, xt, ctx, h, w, dh, dctx, dxt, dk, dv};
  for (xa_tensor *t : bufs) dt_free(t);
  *pflat = flat;
  return ok;
}

} // namespace

void test_training(void) {
  gt_seed(11);
  Shape s = {3, 7, 6, 16, 23};
  Data d = make_data(s);
  int steps = 25;
  for (xa_dtype dt : {XA_FLOAT64, XA_FLOAT32}) {
    int64_t P = 2 * s.V * s.D + 2 * s.D + s.V;
    xa_tensor *init = ht_rand(dt, {P}, -0.5, 0.5);
    for (int64_t i = s.V * s.D; i < s.V * s.D + s.D; i++) /* layer norm's weight near 1 */
      ((dt == XA_FLOAT32) ? (void)(((float *)xa_tensor_data(init))[i] += 1) : (void)(((double *)xa_tensor_data(init))[i] += 1));
    std::vector<double> lc, lg;
    xa_tensor *fc = nullptr, *fg = nullptr;
    xa_manual_seed(2024);
    cpu_run(dt, s, d, init, steps, lc, &fc);
    xa_manual_seed(2024);
    bool ok = gpu_run(dt, s, d, init, steps, lg, &fg);
    CHECK_MSG(ok && lg.size() == lc.size(), "%s: the device run failed", xa_dtype_name(dt));
    double t = dt == XA_FLOAT32 ? 1e-4 : 1e-10, worst = 0;
    for (size_t i = 0; i < lc.size() && i < lg.size(); i++)
      worst = std::max(worst, std::fabs(lg[i] - lc[i]) / std::max(1.0, std::fabs(lc[i])));
    CHECK_MSG(worst <= t, "%s: loss curves differ by %g (step 1: %.10g vs %.10g, last: %.10g vs %.10g)", xa_dtype_name(dt),
              worst, lg.empty() ? 0.0 : lg[0], lc[0], lg.empty() ? 0.0 : lg.back(), lc.back());
    CHECK_MSG(lc.back() < 0.8 * lc[0], "%s: the CPU run does not learn (%g -> %g)", xa_dtype_name(dt), lc[0], lc.back());
    double pe = dev_err(fg, fc);
    CHECK_MSG(pe <= t * 10, "%s: parameters after %d steps differ by %g", xa_dtype_name(dt), steps, pe);
    if (getenv("GPU_TRAINING_VERBOSE"))
      for (size_t i = 0; i < lc.size() && i < lg.size(); i++) printf("    step %2zu: cpu %.10f gpu %.10f\n", i + 1, lc[i], lg[i]);
    dt_free(fg); ht_free(fc); ht_free(init);
  }
}
