/* The kernel conventions of the layers above tensor/ (docs/architecture.md): every
 * backward kernel of a kernel table adds into the gradient buffers it is given (+=).
 * Each backward runs once into zeroed buffers and twice into other zeroed buffers; the
 * second must hold exactly twice the first (x + x is exact in floating point), and the
 * first must not be all zeros (the check would pass vacuously). Also: a kernel table is
 * found for the CPU, and another device without one is a clear error. */
#include "ctest.h"
#include "../../attention/dot.h"
#include "../../attention/gma.h"
#include "../../attention/gmm.h"
#include "../../attention/window.h"
#include "../../nn/layer_norm.h"
#include "../../nn/linear.h"
#include "../../nn/xent.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 64 /* elements per buffer, enough for every shape below */

static uint64_t lcg = 12345;
static double rnd(void) { /* uniform in [-1, 1) */
  lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(lcg >> 11) * 0x1.0p-52 - 1.0;
}
static void fill(double *p, int n, double lo, double hi) {
  for (int i = 0; i < n; i++) p[i] = lo + (hi - lo) * (rnd() + 1) / 2;
}

/* b == 2 a exactly, element by element, and a has a non-zero element */
static bool doubled(const double *a, const double *b, int n) {
  bool nonzero = false;
  for (int i = 0; i < n; i++) {
    if (b[i] != 2 * a[i]) return false;
    if (a[i] != 0) nonzero = true;
  }
  return nonzero;
}

int main(void) {
  /* ---- gmm: rows 2 x K 2, S 5 ---- */
  {
    double om[N], mu[N], sg[N], al[N], g[N], gout[N];
    int64_t len[1] = {4};
    fill(om, 4, 0.2, 1);
    fill(mu, 4, 1, 4);
    fill(sg, 4, 0.5, 2);
    fill(al, 10, 0, 1);
    fill(g, 2, 0.2, 0.8);
    fill(gout, 10, -1, 1);
    double a[5][N] = {{0}}, b[5][N] = {{0}};
    for (int rep = 0; rep < 3; rep++) {
      double (*o)[N] = rep == 0 ? a : b;
      xa_gmm_cpu.backward(XA_FLOAT64, o[0], o[1], o[2], o[3], o[4], gout, al, g, om, mu, sg,
                          len, 2, 2, 5, 2, XA_GMM_APPROX);
    }
    for (int k = 0; k < 5; k++) CHECK_MSG(doubled(a[k], b[k], k == 3 ? 10 : k == 4 ? 2 : 4),
                                          "gmm backward, gradient %d does not accumulate", k);
  }
  /* ---- linear: rows 3, in 4, out 2; dW and db are added into when acc has XA_ACC_DW and
   * XA_ACC_DB (each alone: the other is written whole), dx is written whole (x stored
   * transposed, W row-major) ---- */
  {
    double x[N], w[N], g[N];
    fill(x, 12, -1, 1);
    fill(w, 8, -1, 1);
    fill(g, 6, -1, 1);
    double dxa[N] = {0}, dwa[N] = {0}, dba[N] = {0}, dxb[N] = {0}, dwb[N] = {0}, dbb[N] = {0};
    CHECK(xa_linear_cpu.backward(XA_FLOAT64, dxa, dwa, dba, 0, g, x, true, 3, w, false, 4, 3, 4, 2) == 0);
    CHECK(xa_linear_cpu.backward(XA_FLOAT64, dxb, dwb, dbb, 0, g, x, true, 3, w, false, 4, 3, 4, 2) == 0);
    CHECK(xa_linear_cpu.backward(XA_FLOAT64, dxb, dwb, dbb, XA_ACC_DW | XA_ACC_DB, g, x, true, 3, w,
                                 false, 4, 3, 4, 2) == 0);
    CHECK_MSG(doubled(dwa, dwb, 8), "linear backward: dW does not accumulate with acc");
    CHECK_MSG(doubled(dba, dbb, 2), "linear backward: db does not accumulate with acc");
    CHECK_MSG(!memcmp(dxa, dxb, 12 * sizeof *dxa), "linear backward: dx is not written whole");
    /* one flag alone: the other gradient is overwritten */
    double dwc[N], dbc[N], dxc[N];
    memcpy(dwc, dwb, sizeof dwc);
    memcpy(dbc, dbb, sizeof dbc);
    CHECK(xa_linear_cpu.backward(XA_FLOAT64, dxc, dwc, dbc, XA_ACC_DB, g, x, true, 3, w, false, 4, 3, 4, 2) == 0);
    CHECK_MSG(!memcmp(dwc, dwa, 8 * sizeof *dwa), "linear backward: dW added into with XA_ACC_DB alone");
    CHECK_MSG(fabs(dbc[0] - 3 * dba[0]) < 1e-12 && fabs(dbc[1] - 3 * dba[1]) < 1e-12,
              "linear backward: db not added into with XA_ACC_DB");
    memcpy(dbc, dba, sizeof dbc);
    CHECK(xa_linear_cpu.backward(XA_FLOAT64, dxc, dwc, dbc, XA_ACC_DW, g, x, true, 3, w, false, 4, 3, 4, 2) == 0);
    CHECK_MSG(doubled(dwa, dwc, 8), "linear backward: dW not added into with XA_ACC_DW");
    CHECK_MSG(!memcmp(dbc, dba, 2 * sizeof *dba), "linear backward: db added into with XA_ACC_DW alone");
    /* by hand: dW[o][i] = sum_r g[r][o] x[r][i], with x[r][i] at i * 3 + r */
    double e = 0;
    for (int r = 0; r < 3; r++) e += g[r * 2 + 1] * x[2 * 3 + r];
    CHECK_MSG(fabs(dwa[1 * 4 + 2] - e) < 1e-12, "linear backward: dW[2][3] %g, expected %g", dwa[6], e);
  }
  /* ---- window: rows 2, S 6, with a gate ---- */
  {
    double x[N], g[N], gout[N], out[N];
    fill(x, 12, -2, 2);
    fill(g, 2, 0.2, 0.8);
    fill(gout, 12, -1, 1);
    xa_window_stat st[2];
    xa_window_cpu.forward(XA_FLOAT64, out, st, x, g, 2, 6, 1);
    double a[2][N] = {{0}}, b[2][N] = {{0}};
    CHECK(xa_window_cpu.backward(XA_FLOAT64, a[0], a[1], gout, x, g, st, 2, 6) == 0);
    for (int rep = 0; rep < 2; rep++)
      CHECK(xa_window_cpu.backward(XA_FLOAT64, b[0], b[1], gout, x, g, st, 2, 6) == 0);
    CHECK_MSG(doubled(a[0], b[0], 12), "window backward: dL/dx does not accumulate");
    CHECK_MSG(doubled(a[1], b[1], 2), "window backward: dL/dg does not accumulate");
  }
  /* ---- gma: B 1, H 2, Hp 1, T 2, S 5, gaussian ---- */
  {
    double x[N], w[N], p[N], s[N], gout[N];
    fill(x, 20, -1, 1);
    p[0] = 1.3; p[1] = 2.6;
    s[0] = 1.1; s[1] = 0.8;
    fill(gout, 20, -1, 1);
    xa_gma_cpu.forward(XA_FLOAT64, w, x, p, s, 1, 2, 1, 2, 5, 1.0, XA_GMA_GAUSSIAN);
    double a[N] = {0}, b[N] = {0}, ap[2 * N] = {0}, bp[2 * N] = {0};
    xa_gma_cpu.backward(XA_FLOAT64, a, ap, ap + 4, gout, w, p, s, 1, 2, 1, 2, 5, 1.0,
                        XA_GMA_GAUSSIAN);
    for (int rep = 0; rep < 2; rep++)
      xa_gma_cpu.backward(XA_FLOAT64, b, bp, bp + 4, gout, w, p, s, 1, 2, 1, 2, 5, 1.0,
                          XA_GMA_GAUSSIAN);
    CHECK_MSG(doubled(a, b, 20), "gma backward: dL/dlogits does not accumulate");
    CHECK_MSG(doubled(ap, bp, 8), "gma backward: dL/dp, dL/dsigma do not accumulate");
  }
  /* ---- layer norm: rows 3 x cols 4, with weight ---- */
  {
    double x[N], w[N], bb[N], y[N], g[N], mean[3], rstd[3];
    fill(x, 12, -2, 2);
    fill(w, 4, 0.5, 1.5);
    fill(bb, 4, -1, 1);
    fill(g, 12, -1, 1);
    xa_layer_norm_cpu.forward(XA_FLOAT64, y, mean, rstd, x, w, bb, 3, 4, 1e-5);
    double a[3][N] = {{0}}, b[3][N] = {{0}};
    CHECK(xa_layer_norm_cpu.backward(XA_FLOAT64, a[0], a[1], a[2], g, x, mean, rstd, w, 3, 4) == 0);
    for (int rep = 0; rep < 2; rep++)
      CHECK(xa_layer_norm_cpu.backward(XA_FLOAT64, b[0], b[1], b[2], g, x, mean, rstd, w, 3, 4) == 0);
    CHECK_MSG(doubled(a[0], b[0], 12), "layer_norm backward: dx does not accumulate");
    CHECK_MSG(doubled(a[1], b[1], 4), "layer_norm backward: dw does not accumulate");
    CHECK_MSG(doubled(a[2], b[2], 4), "layer_norm backward: db does not accumulate");
  }
  /* ---- cross-entropy rows: 3 rows of V 5, the last ignored ---- */
  {
    double z[N], rl[3], rn[3], st[6], g[3];
    int64_t tgt[3] = {2, 5, 1};
    fill(z, 15, -2, 2);
    fill(g, 3, 0.5, 1.5);
    xa_xent_cpu.forward(XA_FLOAT64, rl, rn, st, z, tgt, 3, 5, true, 1, 0.9, 0.02);
    double a[N] = {0}, b[N] = {0};
    xa_xent_cpu.backward(XA_FLOAT64, a, g, 1, 0.5, z, tgt, st, 3, 5, true, 1, 0.9, 0.02);
    for (int rep = 0; rep < 2; rep++)
      xa_xent_cpu.backward(XA_FLOAT64, b, g, 1, 0.5, z, tgt, st, 3, 5, true, 1, 0.9, 0.02);
    CHECK_MSG(doubled(a, b, 15), "cross-entropy backward does not accumulate");
    bool ignored_zero = true;
    for (int i = 10; i < 15; i++) if (a[i] != 0) ignored_zero = false;
    CHECK_MSG(ignored_zero, "cross-entropy backward: an ignored row got a gradient");
    /* the in-place form replaces z by the gradient: equal to the accumulated one of gscale
     * 0.5 and g = 1 per row */
    double zi[N], ones[3] = {1, 1, 1}, ref[N] = {0};
    memcpy(zi, z, sizeof zi);
    xa_xent_cpu.backward(XA_FLOAT64, ref, ones, 1, 0.5, z, tgt, st, 3, 5, true, 1, 0.9, 0.02);
    xa_xent_cpu.backward_inplace(XA_FLOAT64, zi, tgt, st, 3, 5, true, 1, 0.9, 0.02, 0.5);
    double err = 0;
    for (int i = 0; i < 15; i++) err = fmax(err, fabs(zi[i] - ref[i]));
    CHECK_MSG(err < 1e-15, "cross-entropy in-place backward differs by %g", err);
  }
  /* ---- dot: B 1, H 2, T 3, S 4, dh 2, contiguous operands ---- */
  {
    enum { B = 1, H = 2, T = 3, S = 4, DH = 2 };
    double q[N], k[N], v[N], w[N], out[N], g[N];
    fill(q, B * H * T * DH, -1, 1);
    fill(k, B * H * S * DH, -1, 1);
    fill(v, B * H * S * DH, -1, 1);
    fill(g, B * T * H * DH, -1, 1);
    size_t es = sizeof(double);
    xa_dot_args A = {.dt = XA_FLOAT64, .B = B, .H = H, .T = T, .S = S, .dh = DH, .scale = 0.7,
                     .dscale = 1, .w = (char *)w, .out = (char *)out, .g = (const char *)g};
    A.q = (xa_dot_matrix){(const char *)q, H * T * DH * es, T * DH * es, DH, false};
    A.k = (xa_dot_matrix){(const char *)k, H * S * DH * es, S * DH * es, DH, false};
    A.v = (xa_dot_matrix){(const char *)v, H * S * DH * es, S * DH * es, DH, false};
    CHECK(xa_dot_cpu.forward(&A) == 0);
    double a[3][N] = {{0}}, b[3][N] = {{0}};
    for (int rep = 0; rep < 3; rep++) {
      double (*o)[N] = rep == 0 ? a : b;
      A.dq = (char *)o[0]; A.dk = (char *)o[1]; A.dv = (char *)o[2];
      int64_t qs[3] = {H * T * DH, T * DH, DH}, ks[3] = {H * S * DH, S * DH, DH};
      memcpy(A.dqs, qs, sizeof qs);
      memcpy(A.dks, ks, sizeof ks);
      memcpy(A.dvs, ks, sizeof ks);
      CHECK(xa_dot_cpu.backward(&A) == 0);
    }
    CHECK_MSG(doubled(a[0], b[0], B * H * T * DH), "dot backward: dq does not accumulate");
    CHECK_MSG(doubled(a[1], b[1], B * H * S * DH), "dot backward: dk does not accumulate");
    CHECK_MSG(doubled(a[2], b[2], B * H * S * DH), "dot backward: dv does not accumulate");
    /* overwrite: the same values written over whatever the buffers held (NaN here) */
    double c[3][N];
    for (int i = 0; i < 3; i++) for (int j = 0; j < N; j++) c[i][j] = NAN;
    A.dq = (char *)c[0]; A.dk = (char *)c[1]; A.dv = (char *)c[2];
    A.overwrite = true;
    CHECK(xa_dot_cpu.backward(&A) == 0);
    A.overwrite = false;
    int64_t nd[3] = {B * H * T * DH, B * H * S * DH, B * H * S * DH};
    for (int i = 0; i < 3; i++)
      CHECK_MSG(!memcmp(c[i], a[i], (size_t)nd[i] * sizeof(double)),
                "dot backward: overwrite differs from a backward into zeros (operand %d)", i);
  }
  /* ---- the kernel tables by device ---- */
  CHECK(xa_kernels_for("gmm_mix", XA_CPU, "gmm", &xa_gmm_cpu) == &xa_gmm_cpu);
  CHECK(xa_kernels_for("gmm_mix", XA_CUDA, "gmm", &xa_gmm_cpu) == NULL &&
        strstr(xa_errmsg(), "gmm_mix: not available on cuda"));
  static const xa_gmm_kernels other = {NULL, NULL};
  CHECK(xa_kernels_register(XA_CUDA, "gmm", &other) == 0);
  CHECK(xa_kernels_for("gmm_mix", XA_CUDA, "gmm", &xa_gmm_cpu) == &other);
  CHECK(xa_kernels_for("gmm_mix", XA_CPU, "gmm", &xa_gmm_cpu) == &xa_gmm_cpu);
  CTEST_END();
}
