/* The attention families against the CPU: dot (through the op and its autograd node:
 * masks broadcast or full, a row with every key masked, dropout with the CPU's mask,
 * heads read in place from (B, L, H, dh) and transposed keys), gmm (the CPU kernels, every
 * normalisation, weights and mix, a dead strict row, accumulating gradients), window
 * (the CPU kernels, with and without the gate, masked keys, a NaN row, an all-masked row,
 * windows wider than the row) and gma (through the op and autograd, every prior, shared
 * and per-head alignments, linear rows whose prior is 0 everywhere) and latent (through
 * the op and autograd: renormalised or not, ties, ignored tokens and sentences, K above S,
 * one sentence per chunk or all, log p of the vocabulary with a token of zero weights). */
#include "gpu_test.h"

static xa_tensor *req(xa_tensor *t) { xa_set_requires_grad("test", t, true); return t; }

/* element i of a contiguous float tensor = v */
static void set_flat(xa_tensor *t, int64_t i, double v) {
  if (t->dtype == XA_FLOAT32) ((float *)xa_tensor_data(t))[i] = (float)v;
  else ((double *)xa_tensor_data(t))[i] = v;
}

/* strides of a bool mask over (B,H,T,S), 0 on broadcast dims (as attention/dot.c) */
static void mask_strides(const xa_tensor *m, int64_t ms[4]) {
  for (int d = 0; d < 4; d++) {
    int md = m->ndim - 4 + d;
    ms[d] = md >= 0 && m->size[md] > 1 ? m->stride[md] : 0;
  }
}

/* ---- dot ---------------------------------------------------------------------------- */
static void test_dot(void) {
  int bad = 0, runs = 0;
  struct DC { int64_t B, H, T, S, dh; int layout, mask; double drop; xa_dtype dt; };
  /* layout 0: contiguous (B,H,*,dh); 1: q, k, v heads of (B,L,H,dh) (per-sentence gemms);
   * 2: k stored transposed (B,H,dh,S). mask 0 none, 1 padding (B,1,1,S), 2 causal (T,S),
   * 3 full (B,H,T,S) with one row all masked */
  DC cases[] = {
    {2, 3, 5, 7, 4, 0, 0, 0.0, XA_FLOAT64}, {2, 3, 5, 7, 4, 1, 1, 0.0, XA_FLOAT64},
    {2, 2, 6, 6, 3, 2, 2, 0.0, XA_FLOAT32}, {3, 2, 4, 9, 5, 1, 3, 0.0, XA_FLOAT64},
    {2, 2, 5, 7, 4, 0, 1, 0.3, XA_FLOAT32}, {2, 3, 4, 6, 8, 1, 2, 0.25, XA_FLOAT64},
    {1, 1, 1, 1, 1, 0, 0, 0.0, XA_FLOAT32}, {1, 2, 3, 300, 4, 0, 1, 0.0, XA_FLOAT32},
    {2, 1, 3, 4, 1, 2, 0, 0.0, XA_FLOAT64}, {2, 2, 3, 0, 4, 0, 0, 0.0, XA_FLOAT64},
  };
  for (DC &c : cases) {
    int64_t B = c.B, H = c.H, T = c.T, S = c.S, dh = c.dh;
    xa_tensor *q, *k, *v, *qb = nullptr, *kb = nullptr, *vb = nullptr;
    if (c.layout == 1) { /* heads of (B, L, H, dh): (B, H, L, dh) views */
      qb = ht_rand(c.dt, {B, T, H, dh}); kb = ht_rand(c.dt, {B, S, H, dh}); vb = ht_rand(c.dt, {B, S, H, dh});
      q = ht_transpose(qb, 1, 2); k = ht_transpose(kb, 1, 2); v = ht_transpose(vb, 1, 2);
    } else if (c.layout == 2) {
      q = ht_rand(c.dt, {B, H, T, dh}); kb = ht_rand(c.dt, {B, H, dh, S}); v = ht_rand(c.dt, {B, H, S, dh});
      k = ht_transpose(kb, 2, 3);
    } else {
      q = ht_rand(c.dt, {B, H, T, dh}); k = ht_rand(c.dt, {B, H, S, dh}); v = ht_rand(c.dt, {B, H, S, dh});
    }
    req(q); req(k); req(v);
    xa_tensor *mask = nullptr;
    if (c.mask == 1) {
      mask = ht_zeros(XA_BOOL, {B, 1, 1, S});
      for (int64_t b = 0; b < B; b++)
        for (int64_t s = S - b; s < S; s++) ((uint8_t *)xa_tensor_data(mask))[b * S + s] = 1;
    } else if (c.mask == 2) {
      mask = ht_zeros(XA_BOOL, {T, S});
      for (int64_t t = 0; t < T; t++)
        for (int64_t s = t + 1; s < S; s++) ((uint8_t *)xa_tensor_data(mask))[t * S + s] = 1;
    } else if (c.mask == 3) {
      mask = ht_rand(XA_BOOL, {B, H, T, S});
      uint8_t *m = (uint8_t *)xa_tensor_data(mask);
      for (int64_t s = 0; s < S; s++) m[1 * S + s] = 1; /* row (0, 0, 1): every key masked */
    }
    double scale = 1.0 / std::sqrt((double)dh);
    std::vector<uint8_t> keep((size_t)(B * H * T * S) + 1);
    if (c.drop > 0) {
      xa_manual_seed(99);
      cpu_keep_mask(keep.data(), B * H * T * S, c.drop);
      xa_manual_seed(99);
    }
    bool prev = xa_set_grad_enabled(true);
    xa_tensor *out = nullptr, *w = nullptr;
    if (xa_dot_attention(&out, &w, q, k, v, mask, scale, c.drop)) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
    xa_tensor *g = ht_rand(c.dt, {B, T, H * dh});
    if (xa_backward(out, g, false)) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
    xa_set_grad_enabled(prev);
    /* the device */
    xa_tensor *dq = dt_from(q), *dk = dt_from(k), *dv = dt_from(v), *dm = mask ? dt_from(mask) : nullptr;
    xa_tensor *dout = dt_new(c.dt, {B, T, H * dh}), *dw = dt_new(c.dt, {B, H, T, S}), *dg = dt_from(g);
    void *dkeep = c.drop > 0 ? dev_copy(keep.data(), B * H * T * S) : nullptr;
    int64_t ms[4] = {0, 0, 0, 0};
    if (mask) mask_strides(mask, ms);
    double ds = 1.0 / (1.0 - c.drop);
    runs++;
    if (xa_cuda_dot_forward(c.dt, xa_tensor_data(dout), xa_tensor_data(dw), xa_tensor_data(dq), dq->stride,
                            xa_tensor_data(dk), dk->stride, xa_tensor_data(dv), dv->stride,
                            dm ? (const uint8_t *)xa_tensor_data(dm) : nullptr, ms, (const uint8_t *)dkeep, B, H, T,
                            S, dh, scale, ds) ||
        dev_err(dout, out) > tol(c.dt) || dev_err(dw, w) > tol(c.dt)) {
      bad++;
      fprintf(stderr, "  dot forward B %lld H %lld T %lld S %lld dh %lld layout %d mask %d drop %g: %g %g (%s)\n",
              (long long)B, (long long)H, (long long)T, (long long)S, (long long)dh, c.layout, c.mask, c.drop,
              dev_err(dout, out), dev_err(dw, w), xa_errmsg());
    }
    xa_tensor *gq = dt_new(c.dt, {B, H, T, dh}), *gk = dt_new(c.dt, {B, H, S, dh}), *gv = dt_new(c.dt, {B, H, S, dh});
    runs++;
    if (xa_cuda_dot_backward(c.dt, xa_tensor_data(gq), gq->stride, xa_tensor_data(gk), gk->stride, xa_tensor_data(gv),
                             gv->stride, xa_tensor_data(dg), xa_tensor_data(dw), xa_tensor_data(dq), dq->stride,
                             xa_tensor_data(dk), dk->stride, xa_tensor_data(dv), dv->stride,
                             dm ? (const uint8_t *)xa_tensor_data(dm) : nullptr, ms, (const uint8_t *)dkeep, B, H, T, S,
                             dh, scale, ds) ||
        dev_err(gq, xa_grad(q)) > tol(c.dt) || dev_err(gk, xa_grad(k)) > tol(c.dt) || dev_err(gv, xa_grad(v)) > tol(c.dt)) {
      bad++;
      fprintf(stderr, "  dot backward B %lld H %lld T %lld S %lld dh %lld layout %d mask %d drop %g: %g %g %g (%s)\n",
              (long long)B, (long long)H, (long long)T, (long long)S, (long long)dh, c.layout, c.mask, c.drop,
              dev_err(gq, xa_grad(q)), dev_err(gk, xa_grad(k)), dev_err(gv, xa_grad(v)), xa_errmsg());
    }
    /* only dv wanted: dq and dk untouched */
    xa_tensor *gv2 = dt_new(c.dt, {B, H, S, dh});
    runs++;
    if (xa_cuda_dot_backward(c.dt, nullptr, nullptr, nullptr, nullptr, xa_tensor_data(gv2), gv2->stride,
                             xa_tensor_data(dg), xa_tensor_data(dw), xa_tensor_data(dq), dq->stride, xa_tensor_data(dk),
                             dk->stride, xa_tensor_data(dv), dv->stride, dm ? (const uint8_t *)xa_tensor_data(dm) : nullptr,
                             ms, (const uint8_t *)dkeep, B, H, T, S, dh, scale, ds) ||
        dev_err(gv2, xa_grad(v)) > tol(c.dt)) {
      bad++;
      fprintf(stderr, "  dot backward (dv only) layout %d: %g\n", c.layout, dev_err(gv2, xa_grad(v)));
    }
    dt_free(gv2); dt_free(gq); dt_free(gk); dt_free(gv); dev_free(dkeep);
    dt_free(dq); dt_free(dk); dt_free(dv); dt_free(dm); dt_free(dout); dt_free(dw); dt_free(dg);
    ht_free(out); ht_free(w); ht_free(g); ht_free(mask);
    ht_free(q); ht_free(k); ht_free(v); ht_free(qb); ht_free(kb); ht_free(vb);
  }
  CHECK_MSG(bad == 0, "%d of %d dot attention cases differ from the CPU", bad, runs);
  /* a pair matrix without a unit stride is refused with its strides */
  int64_t st[4] = {0, 0, 3, 2};
  CHECK(xa_cuda_dot_forward(XA_FLOAT32, nullptr, nullptr, nullptr, st, nullptr, st, nullptr, st, nullptr, nullptr,
                            nullptr, 1, 1, 2, 2, 2, 1.0, 1.0) == -1);
  CHECK_MSG(strstr(xa_errmsg(), "strides (3, 2)"), "%s", xa_errmsg());
}

/* ---- gmm ---------------------------------------------------------------------------- */
static void test_gmm(void) {
  int bad = 0, runs = 0;
  struct GC { int64_t B, rpb, S, K; };
  GC shapes[] = {{2, 15, 7, 3}, {2, 3, 300, 2}, {1, 1, 1, 1}, {3, 11, 40, 5}};
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (GC &c : shapes)
      for (int norm = 0; norm < 3; norm++)
        for (int mix = 0; mix < 2; mix++) {
          int64_t rows = c.B * c.rpb, S = c.S, K = c.K;
          xa_tensor *len = ht_rand(XA_INT64, {c.B}, 1, (double)S + 1);
          ((int64_t *)xa_tensor_data(len))[0] = S; /* one full-length sentence */
          xa_tensor *om = ht_rand(dt, {rows, K}, 0.05, 1), *mu = ht_rand(dt, {rows, K}, 0, (double)S + 1);
          xa_tensor *sg = ht_rand(dt, {rows, K}, 0.2, 3);
          if (rows > 2) /* a row whose omegas are all 0 (strict: the guard) */
            for (int64_t k = 0; k < K; k++) set_flat(om, 2 * K + k, 0);
          xa_tensor *al = mix ? ht_rand(dt, {rows, S}, 0, 1) : nullptr, *gt = mix ? ht_rand(dt, {rows}, 0, 1) : nullptr;
          xa_tensor *out = ht_zeros(dt, {rows, S});
          const int64_t *lp = (const int64_t *)xa_tensor_data(len);
          xa_gmm_cpu.forward(dt, xa_tensor_data(out), al ? xa_tensor_data(al) : nullptr, gt ? xa_tensor_data(gt) : nullptr,
                         xa_tensor_data(om), xa_tensor_data(mu), xa_tensor_data(sg), lp, rows, c.rpb, S, K, (xa_gmm_norm)norm);
          xa_tensor *dlen = dt_from(len), *dom = dt_from(om), *dmu = dt_from(mu), *dsg = dt_from(sg);
          xa_tensor *dal = al ? dt_from(al) : nullptr, *dgt = gt ? dt_from(gt) : nullptr, *dout = dt_new(dt, {rows, S});
          runs++;
          if (xa_cuda_gmm_forward(dt, xa_tensor_data(dout), dal ? xa_tensor_data(dal) : nullptr,
                                  dgt ? xa_tensor_data(dgt) : nullptr, xa_tensor_data(dom), xa_tensor_data(dmu),
                                  xa_tensor_data(dsg), (const int64_t *)xa_tensor_data(dlen), rows, c.rpb, S, K,
                                  (xa_gmm_norm)norm) ||
              dev_err(dout, out) > tol(dt)) {
            bad++;
            fprintf(stderr, "  gmm forward %s rows %lld S %lld K %lld norm %d mix %d: %g\n", xa_dtype_name(dt),
                    (long long)rows, (long long)S, (long long)K, norm, mix, dev_err(dout, out));
          }
          /* backward: the gradients accumulate into random starting values */
          xa_tensor *G = ht_rand(dt, {rows, S});
          xa_tensor *gom = ht_rand(dt, {rows, K}), *gmu = ht_rand(dt, {rows, K}), *gsg = ht_rand(dt, {rows, K});
          xa_tensor *gal = ht_rand(dt, {rows, S}), *ggt = ht_rand(dt, {rows});
          xa_tensor *d_G = dt_from(G), *d_gom = dt_from(gom), *d_gmu = dt_from(gmu), *d_gsg = dt_from(gsg);
          xa_tensor *d_gal = dt_from(gal), *d_ggt = dt_from(ggt);
          xa_gmm_cpu.backward(dt, xa_tensor_data(gom), xa_tensor_data(gmu), xa_tensor_data(gsg), mix ? xa_tensor_data(gal) : nullptr,
                          mix ? xa_tensor_data(ggt) : nullptr, xa_tensor_data(G), al ? xa_tensor_data(al) : nullptr,
                          gt ? xa_tensor_data(gt) : nullptr, xa_tensor_data(om), xa_tensor_data(mu), xa_tensor_data(sg), lp,
                          rows, c.rpb, S, K, (xa_gmm_norm)norm);
          runs++;
          double t = dt == XA_FLOAT32 ? 1e-4 : 1e-11; /* sums of S exps in another order, divided by sigma^3 */
          if (xa_cuda_gmm_backward(dt, xa_tensor_data(d_gom), xa_tensor_data(d_gmu), xa_tensor_data(d_gsg),
                                   mix ? xa_tensor_data(d_gal) : nullptr, mix ? xa_tensor_data(d_ggt) : nullptr,
                                   xa_tensor_data(d_G), dal ? xa_tensor_data(dal) : nullptr,
                                   dgt ? xa_tensor_data(dgt) : nullptr, xa_tensor_data(dom), xa_tensor_data(dmu),
                                   xa_tensor_data(dsg), (const int64_t *)xa_tensor_data(dlen), rows, c.rpb, S, K,
                                   (xa_gmm_norm)norm) ||
              dev_err(d_gom, gom) > t || dev_err(d_gmu, gmu) > t || dev_err(d_gsg, gsg) > t ||
              dev_err(d_gal, gal) > t || dev_err(d_ggt, ggt) > t) {
            bad++;
            fprintf(stderr, "  gmm backward %s rows %lld S %lld K %lld norm %d mix %d: %g %g %g %g %g\n", xa_dtype_name(dt),
                    (long long)rows, (long long)S, (long long)K, norm, mix, dev_err(d_gom, gom), dev_err(d_gmu, gmu),
                    dev_err(d_gsg, gsg), dev_err(d_gal, gal), dev_err(d_ggt, ggt));
          }
          dt_free(d_G); dt_free(d_gom); dt_free(d_gmu); dt_free(d_gsg); dt_free(d_gal); dt_free(d_ggt);
          ht_free(G); ht_free(gom); ht_free(gmu); ht_free(gsg); ht_free(gal); ht_free(ggt);
          dt_free(dlen); dt_free(dom); dt_free(dmu); dt_free(dsg); dt_free(dal); dt_free(dgt); dt_free(dout);
          ht_free(len); ht_free(om); ht_free(mu); ht_free(sg); ht_free(al); ht_free(gt); ht_free(out);
        }
  CHECK_MSG(bad == 0, "%d of %d gmm cases differ from the CPU", bad, runs);
}

/* ---- window -------------------------------------------------------------------------- */
static bool same_d(double a, double b, double t) {
  if (a != a || b != b) return a != a && b != b;
  return std::fabs(a - b) <= t * std::max(1.0, std::fabs(b));
}

static void test_window(void) {
  int bad = 0, runs = 0;
  struct WC { int64_t rows, S; };
  WC shapes[] = {{37, 9}, {5, 300}, {1, 1}, {0, 5}, {9, 40}};
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (WC &c : shapes)
      for (int64_t win : {0, 2, 1000})
        for (int gate = 0; gate < 2; gate++) {
          int64_t rows = c.rows, S = c.S;
          xa_tensor *x = ht_rand(dt, {rows, S}, -3, 3);
          for (int64_t r = 0; r < rows; r++) /* masked keys: the row's last r % 3 */
            for (int64_t j = S - r % 3; j < S && j >= 0; j++) set_flat(x, r * S + j, -INFINITY);
          if (rows > 3 && S > 1) {
            for (int64_t j = 0; j < S; j++) set_flat(x, 3 * S + j, -INFINITY); /* all masked */
            set_flat(x, 1 * S + S / 2, NAN);                                   /* a NaN */
            set_flat(x, 2 * S + 0, 5);                                         /* a tie for the max */
            set_flat(x, 2 * S + (S > 32 ? 32 : 1), 5); /* (one thread's positions when > 32) */
          }
          xa_tensor *g = gate ? ht_rand(dt, {rows}, 0, 1) : nullptr, *out = ht_zeros(dt, {rows, S});
          std::vector<xa_window_stat> st((size_t)rows + 1), dst((size_t)rows + 1);
          xa_window_cpu.forward(dt, xa_tensor_data(out), st.data(), xa_tensor_data(x), g ? xa_tensor_data(g) : nullptr, rows, S, win);
          xa_tensor *dx = dt_from(x), *dg = g ? dt_from(g) : nullptr, *dout = dt_new(dt, {rows, S});
          xa_window_stat *dstat = (xa_window_stat *)dev_alloc((rows + 1) * (int64_t)sizeof(xa_window_stat));
          runs++;
          bool ok = xa_cuda_window_forward(dt, xa_tensor_data(dout), dstat, xa_tensor_data(dx), dg ? xa_tensor_data(dg) : nullptr,
                                           rows, S, win) == 0;
          double t = dt == XA_FLOAT32 ? 1e-5 : 1e-12;
          if (ok) {
            host_copy(dst.data(), dstat, rows * (int64_t)sizeof(xa_window_stat));
            for (int64_t r = 0; r < rows; r++)
              ok = ok && same_d(dst[r].m, st[r].m, 0) && same_d(dst[r].inv_s, st[r].inv_s, t) &&
                   same_d(dst[r].inv_sl, st[r].inv_sl, t) && dst[r].lo == st[r].lo && dst[r].hi == st[r].hi;
          }
          if (!ok || dev_err(dout, out) > tol(dt)) {
            bad++;
            fprintf(stderr, "  window forward %s (%lld,%lld) win %lld gate %d: %g\n", xa_dtype_name(dt), (long long)rows,
                    (long long)S, (long long)win, gate, dev_err(dout, out));
          }
          xa_tensor *G = ht_rand(dt, {rows, S}), *gx = ht_zeros(dt, {rows, S}), *gg = ht_zeros(dt, {rows});
          xa_window_cpu.backward(dt, xa_tensor_data(gx), g ? xa_tensor_data(gg) : nullptr, xa_tensor_data(G), xa_tensor_data(x),
                             g ? xa_tensor_data(g) : nullptr, st.data(), rows, S);
          xa_tensor *dG = dt_from(G), *dgx = dt_new(dt, {rows, S}), *dgg = dt_new(dt, {rows});
          runs++;
          if (xa_cuda_window_backward(dt, xa_tensor_data(dgx), dg ? xa_tensor_data(dgg) : nullptr, xa_tensor_data(dG),
                                      xa_tensor_data(dx), dg ? xa_tensor_data(dg) : nullptr, dstat, rows, S) ||
              dev_err(dgx, gx) > tol(dt) || (g && dev_err(dgg, gg) > tol(dt))) {
            bad++;
            fprintf(stderr, "  window backward %s (%lld,%lld) win %lld gate %d: %g %g\n", xa_dtype_name(dt), (long long)rows,
                    (long long)S, (long long)win, gate, dev_err(dgx, gx), g ? dev_err(dgg, gg) : 0.0);
          }
          if (win == 2 && gate == 0) { /* the centres */
            xa_tensor *cc = ht_zeros(XA_INT64, {rows}), *dc = dt_new(XA_INT64, {rows});
            xa_window_cpu.centres(dt, (int64_t *)xa_tensor_data(cc), xa_tensor_data(x), rows, S);
            runs++;
            if (xa_cuda_window_centre(dt, (int64_t *)xa_tensor_data(dc), xa_tensor_data(dx), rows, S) || !dev_same(dc, cc)) {
              bad++;
              fprintf(stderr, "  window centres %s (%lld,%lld)\n", xa_dtype_name(dt), (long long)rows, (long long)S);
            }
            dt_free(dc); ht_free(cc);
          }
          dt_free(dG); dt_free(dgx); dt_free(dgg); ht_free(G); ht_free(gx); ht_free(gg);
          dev_free(dstat); dt_free(dx); dt_free(dg); dt_free(dout); ht_free(x); ht_free(g); ht_free(out);
        }
  CHECK_MSG(bad == 0, "%d of %d window cases differ from the CPU", bad, runs);
}

/* ---- gma ------------------------------------------------------------------------------ */
static void test_gma(void) {
  int bad = 0, runs = 0;
  struct MC { int64_t B, H, Hp, T, S; };
  MC shapes[] = {{2, 3, 1, 5, 8}, {2, 2, 2, 4, 11}, {1, 1, 1, 1, 1}, {1, 2, 1, 3, 300}, {2, 2, 1, 3, 0}};
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (MC &c : shapes)
      for (int prior = 0; prior < 4; prior++)
        for (double delta : {0.5, 2.0}) {
          int64_t B = c.B, H = c.H, Hp = c.Hp, T = c.T, S = c.S;
          xa_tensor *x = req(ht_rand(dt, {B, H, T, S}, -2, 2));
          if (S > 3) /* padding: the last key of sentence 0 */
            for (int64_t r = 0; r < H * T; r++) set_flat(x, r * S + S - 1, -INFINITY);
          xa_tensor *p = req(ht_rand(dt, {B, Hp, T}, -1.5, (double)S + 1));
          xa_tensor *s = prior == XA_GMA_NONE ? nullptr : req(ht_rand(dt, {B, Hp, T}, 0.5, 3));
          if (prior == XA_GMA_LINEAR && B * Hp * T > 1) { /* G = 0 at every key: the nearest key */
            set_flat(p, 1, 2.5);
            set_flat(s, 1, 0.3);
          }
          bool prev = xa_set_grad_enabled(true);
          xa_tensor *w = nullptr;
          if (xa_gma_weights(&w, x, p, s, delta, (xa_gma_prior)prior)) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
          xa_tensor *g = ht_rand(dt, {B, H, T, S});
          if (xa_backward(w, g, false)) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
          xa_set_grad_enabled(prev);
          xa_tensor *dx = dt_from(x), *dp = dt_from(p), *ds = s ? dt_from(s) : nullptr, *dw = dt_new(dt, {B, H, T, S});
          runs++;
          if (xa_cuda_gma_forward(dt, xa_tensor_data(dw), xa_tensor_data(dx), xa_tensor_data(dp), ds ? xa_tensor_data(ds) : nullptr,
                                  B, H, Hp, T, S, delta, (xa_gma_prior)prior) ||
              dev_err(dw, w) > tol(dt)) {
            bad++;
            fprintf(stderr, "  gma forward %s prior %d (%lld,%lld,%lld,%lld) Hp %lld delta %g: %g\n", xa_dtype_name(dt), prior,
                    (long long)B, (long long)H, (long long)T, (long long)S, (long long)Hp, delta, dev_err(dw, w));
          }
          xa_tensor *dg = dt_from(g), *gx = dt_new(dt, {B, H, T, S}), *gp = dt_new(dt, {B, Hp, T}), *gs = dt_new(dt, {B, Hp, T});
          runs++;
          double t = dt == XA_FLOAT32 ? 2e-5 : 1e-11;
          if (xa_cuda_gma_backward(dt, xa_tensor_data(gx), xa_tensor_data(gp), s ? xa_tensor_data(gs) : nullptr, xa_tensor_data(dg),
                                   xa_tensor_data(dw), xa_tensor_data(dp), ds ? xa_tensor_data(ds) : nullptr, B, H, Hp, T, S,
                                   delta, (xa_gma_prior)prior) ||
              dev_err(gx, xa_grad(x)) > tol(dt) || dev_err(gp, xa_grad(p)) > t || (s && dev_err(gs, xa_grad(s)) > t)) {
            bad++;
            fprintf(stderr, "  gma backward %s prior %d (%lld,%lld,%lld,%lld) Hp %lld delta %g: %g %g %g\n", xa_dtype_name(dt),
                    prior, (long long)B, (long long)H, (long long)T, (long long)S, (long long)Hp, delta,
                    dev_err(gx, xa_grad(x)), dev_err(gp, xa_grad(p)), s ? dev_err(gs, xa_grad(s)) : 0.0);
          }
          if (prior == 0) { /* the read counts */
            xa_tensor *len = ht_rand(XA_INT64, {B}, 1, (double)S + 1), *need = nullptr;
            if (xa_gma_visible(&need, p, delta, len)) abort();
            xa_tensor *dlen = dt_from(len), *dn = dt_new(XA_INT64, {B, Hp, T});
            runs++;
            if (xa_cuda_gma_visible(dt, (int64_t *)xa_tensor_data(dn), xa_tensor_data(dp), (const int64_t *)xa_tensor_data(dlen),
                                    B, Hp, T, delta) || !dev_same(dn, need)) {
              bad++;
              fprintf(stderr, "  gma visible %s\n", xa_dtype_name(dt));
            }
            dt_free(dlen); dt_free(dn); ht_free(len); ht_free(need);
          }
          dt_free(dg); dt_free(gx); dt_free(gp); dt_free(gs);
          dt_free(dx); dt_free(dp); dt_free(ds); dt_free(dw);
          ht_free(w); ht_free(g); ht_free(x); ht_free(p); ht_free(s);
        }
  CHECK_MSG(bad == 0, "%d of %d gma cases differ from the CPU", bad, runs);
  CHECK(xa_cuda_gma_forward(XA_FLOAT32, nullptr, nullptr, nullptr, nullptr, 1, 1, 1, 1, 1, 0, XA_GMA_GAUSSIAN) == -1);
  CHECK_MSG(strstr(xa_errmsg(), "sigma is required by the gaussian prior"), "%s", xa_errmsg());
}

/* ---- latent ------------------------------------------------------------------------------ */
static void test_latent(void) {
  int bad = 0, runs = 0;
  struct LC { int64_t B, S, T, D, V, K; int renorm; int64_t chunk; };
  LC cases[] = {{3, 5, 4, 6, 50, 2, 0, 4}, {3, 5, 4, 6, 50, 3, 1, 100}, {2, 3, 3, 4, 300, 5, 1, 3},
                {1, 1, 1, 1, 1, 1, 0, 1}, {2, 4, 2, 3, 7, 1, 1, 2}};
  for (xa_dtype dt : {XA_FLOAT32, XA_FLOAT64})
    for (LC &c : cases) {
      int64_t B = c.B, S = c.S, T = c.T, D = c.D, V = c.V, N = B * T, Kc = c.K < S ? c.K : S;
      xa_tensor *zs = req(ht_rand(dt, {B, S, D})), *zt = req(ht_rand(dt, {B, T, D})), *a = req(ht_rand(dt, {B, T, S}, 0, 1));
      xa_tensor *W = req(ht_rand(dt, {V, D}, -2, 2)), *tg = ht_rand(XA_INT64, {B, T}, 1, (double)V + 1);
      int64_t *tp = (int64_t *)xa_tensor_data(tg);
      if (S > 1) { set_flat(a, 0, 2); set_flat(a, 1, 2); } /* a tie for the largest: the first wins */
      if (N > 2) tp[N - 1] = -100;                           /* an ignored token */
      if (B > 2) for (int64_t t = 0; t < T; t++) tp[1 * T + t] = -100; /* a whole sentence */
      bool prev = xa_set_grad_enabled(true);
      xa_tensor *nll = nullptr;
      if (xa_latent_nll(&nll, zs, zt, a, W, tg, c.K, c.renorm, true, -100, c.chunk)) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
      xa_tensor *g = ht_rand(dt, {B, T});
      if (xa_backward(nll, g, false)) { fprintf(stderr, "%s\n", xa_errmsg()); abort(); }
      xa_set_grad_enabled(prev);
      xa_tensor *dzs = dt_from(zs), *dzt = dt_from(zt), *da = dt_from(a), *dW = dt_from(W), *dtg = dt_from(tg), *dg = dt_from(g);
      xa_tensor *dnll = dt_new(dt, {B, T});
      void *sv = dev_alloc(xa_cuda_latent_saved_bytes(N, Kc));
      double t = dt == XA_FLOAT32 ? 2e-5 : 1e-11;
      runs++;
      if (xa_cuda_latent_forward(dt, xa_tensor_data(dnll), sv, xa_tensor_data(dzs), xa_tensor_data(dzt), xa_tensor_data(da),
                                 xa_tensor_data(dW), (const int64_t *)xa_tensor_data(dtg), B, S, T, D, V, c.K, c.renorm, true,
                                 -100, c.chunk) ||
          dev_err(dnll, nll) > t) {
        bad++;
        fprintf(stderr, "  latent forward %s (B %lld S %lld T %lld V %lld K %lld) renorm %d chunk %lld: %g (%s)\n",
                xa_dtype_name(dt), (long long)B, (long long)S, (long long)T, (long long)V, (long long)c.K, c.renorm,
                (long long)c.chunk, dev_err(dnll, nll), xa_errmsg());
      }
      xa_tensor *gzs = dt_new(dt, {B, S, D}), *gzt = dt_new(dt, {B, T, D}), *ga = dt_new(dt, {B, T, S}), *gW = dt_new(dt, {V, D});
      runs++;
      if (xa_cuda_latent_backward(dt, xa_tensor_data(gzs), xa_tensor_data(gzt), xa_tensor_data(ga), xa_tensor_data(gW),
                                  xa_tensor_data(dg), sv, xa_tensor_data(dzs), xa_tensor_data(dzt), xa_tensor_data(dW), B, S,
                                  T, D, V, c.K, c.renorm, c.chunk) ||
          dev_err(gzs, xa_grad(zs)) > t || dev_err(gzt, xa_grad(zt)) > t || dev_err(ga, xa_grad(a)) > t || dev_err(gW, xa_grad(W)) > t) {
        bad++;
        fprintf(stderr, "  latent backward %s (B %lld S %lld T %lld V %lld K %lld) renorm %d chunk %lld: %g %g %g %g\n",
                xa_dtype_name(dt), (long long)B, (long long)S, (long long)T, (long long)V, (long long)c.K, c.renorm,
                (long long)c.chunk, dev_err(gzs, xa_grad(zs)), dev_err(gzt, xa_grad(zt)), dev_err(ga, xa_grad(a)),
                dev_err(gW, xa_grad(W)));
      }
      /* log p of the whole vocabulary; a token whose weights are all 0 gets -inf */
      for (int64_t j = 0; j < S; j++) set_flat(a, j, 0);
      xa_tensor *lp = nullptr, *da2 = dt_from(a), *dlp = dt_new(dt, {B, T, V});
      if (xa_latent_logprobs(&lp, zs, zt, a, W, c.K, c.renorm, c.chunk)) abort();
      runs++;
      if (xa_cuda_latent_logprobs(dt, xa_tensor_data(dlp), xa_tensor_data(dzs), xa_tensor_data(dzt), xa_tensor_data(da2),
                                  xa_tensor_data(dW), B, S, T, D, V, c.K, c.renorm, c.chunk) ||
          dev_err(dlp, lp) > t) {
        bad++;
        fprintf(stderr, "  latent logprobs %s (B %lld V %lld): %g\n", xa_dtype_name(dt), (long long)B, (long long)V, dev_err(dlp, lp));
      }
      dt_free(da2); dt_free(dlp); ht_free(lp);
      dt_free(gzs); dt_free(gzt); dt_free(ga); dt_free(gW); dev_free(sv);
      dt_free(dzs); dt_free(dzt); dt_free(da); dt_free(dW); dt_free(dtg); dt_free(dg); dt_free(dnll);
      ht_free(nll); ht_free(g); ht_free(zs); ht_free(zt); ht_free(a); ht_free(W); ht_free(tg);
    }
  CHECK_MSG(bad == 0, "%d of %d latent cases differ from the CPU", bad, runs);
  /* a target out of range is an error naming it */
  xa_tensor *t = ht_zeros(XA_INT64, {1, 2}), *d1 = dt_new(XA_FLOAT32, {1, 2, 2}), *d2 = dt_new(XA_FLOAT32, {3, 2});
  ((int64_t *)xa_tensor_data(t))[0] = 1;
  ((int64_t *)xa_tensor_data(t))[1] = 4;
  xa_tensor *dt_ = dt_from(t), *dn = dt_new(XA_FLOAT32, {1, 2});
  void *sv = dev_alloc(xa_cuda_latent_saved_bytes(2, 1));
  CHECK(xa_cuda_latent_forward(XA_FLOAT32, xa_tensor_data(dn), sv, xa_tensor_data(d1), xa_tensor_data(d1), xa_tensor_data(d1),
                               xa_tensor_data(d2), (const int64_t *)xa_tensor_data(dt_), 1, 2, 2, 2, 3, 1, false, false, 0, 10) == -1);
  CHECK_MSG(strstr(xa_errmsg(), "target value 4 at position 2 is out of range [1, 3]"), "%s", xa_errmsg());
  dev_free(sv); dt_free(dt_); dt_free(dn); dt_free(d1); dt_free(d2); ht_free(t);
}

void test_attention(void) {
  gt_seed(7);
  test_dot();
  test_gmm();
  test_window();
  test_gma();
  test_latent();
}
