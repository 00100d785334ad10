/* xattn's own float32 product (tensor/sgemm.c) against a naive loop in double: every
 * transposition, padded leading dims, alpha and beta (beta = 0 over a C of NaNs, which must
 * not show), a bias and a relu in the write-back (taken after the last block of k only), shapes that end inside a tile, a panel, a k block, a block of B's columns and
 * a block of packed rows, split by rows and by columns; the same bits on 1 and 2 threads;
 * products it leaves to OpenBLAS left untouched. With its AVX-512 kernels where the CPU has
 * them, and with its generic ones everywhere. */
#include "ctest.h"
#include "../../tensor/cpu.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static uint64_t lcg = 99;
static float rnd(void) { /* uniform in [-1, 1) */
  lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
  return (float)((double)(lcg >> 11) * 0x1.0p-52 - 1.0);
}

typedef struct { int64_t m, n, k; } shape;

/* op(X)'s element (i, kk) of a matrix stored with leading dim ld, transposed or not */
static float at(const float *X, bool t, int64_t ld, int64_t i, int64_t kk) {
  return t ? X[kk * ld + i] : X[i * ld + kk];
}

/* a product on a thread of its own that then ends: its scratch is freed with it (the
 * sanitizer build's leak check would report it otherwise) */
static void *product_thread(void *arg) {
  float *buf = arg; /* A (64, 256), B (256, 64), C (64, 64) */
  *(bool *)(buf + 64 * 256 * 2 + 64 * 64) =
      xa_sgemm(false, false, 64, 64, 256, 1.f, buf, 256, buf + 64 * 256, 64, 0.f,
               buf + 64 * 256 * 2, 64);
  return NULL;
}

int main(void) {
  /* (m, n, k), each at least MIN_WORK multiply-adds: ends inside a tile of 12 rows and a
   * panel of 32 columns, k past a block of 384, n past a block of B (512 columns at k >=
   * 384), m past the 192 rows packed at once; n > m splits by columns */
  static const shape shapes[] = {{5, 17, 20000}, {13, 33, 3000}, {200, 530, 400},
                                 {37, 1100, 64}, {1100, 20, 50}, {24, 64, 800}};
  /* alpha, beta, with a bias, with a relu (xa_sgemm_ex's write-back) */
  static const float ab[][4] = {{1.f, 0.f, 0, 0}, {1.f, 1.f, 0, 0}, {0.5f, -0.75f, 0, 0},
                                {1.f, 0.f, 1, 0}, {1.f, 0.f, 1, 1}, {0.5f, -0.75f, 1, 1},
                                {1.f, 1.f, 0, 1}};
  int modes[2], nmodes = 0;
  int was = xa_sgemm_mode(-1, NULL);
  if (xa_sgemm_mode(1, NULL) >= 0 && xa_sgemm_mode(-1, NULL) == 1) modes[nmodes++] = 1; /* AVX-512 here */
  modes[nmodes++] = 2;
  printf("sgemm kernels tested: %s\n", nmodes == 2 ? "avx512, generic" : "generic");
  for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++) {
    int64_t m = shapes[si].m, n = shapes[si].n, k = shapes[si].k;
    for (int tr = 0; tr < 4; tr++) {
      bool ta = tr & 1, tb = tr & 2;
      int64_t lda = (ta ? m : k) + 3, ldb = (tb ? k : n) + 5, ldc = n + 7;
      float *A = malloc(sizeof(float) * (size_t)((ta ? k : m) * lda));
      float *B = malloc(sizeof(float) * (size_t)((tb ? n : k) * ldb));
      float *C0 = malloc(sizeof(float) * (size_t)(m * ldc)), *C = malloc(sizeof(float) * (size_t)(m * ldc));
      float *C1 = malloc(sizeof(float) * (size_t)(m * ldc));
      double *ref = malloc(sizeof(double) * (size_t)(m * n)), *mag = malloc(sizeof(double) * (size_t)(m * n));
      float *bias = malloc(sizeof(float) * (size_t)n);
      for (int64_t j = 0; j < n; j++) bias[j] = 3 * rnd(); /* some sums cross 0 */
      for (int64_t i = 0; i < (ta ? k : m) * lda; i++) A[i] = rnd();
      for (int64_t i = 0; i < (tb ? n : k) * ldb; i++) B[i] = rnd();
      for (int64_t i = 0; i < m * ldc; i++) C0[i] = rnd();
      for (int64_t i = 0; i < m; i++)
        for (int64_t j = 0; j < n; j++) {
          double s = 0, a = 0;
          for (int64_t kk = 0; kk < k; kk++) {
            double p = (double)at(A, ta, lda, i, kk) * at(B, !tb, ldb, j, kk);
            s += p, a += fabs(p);
          }
          ref[i * n + j] = s, mag[i * n + j] = a;
        }
      for (int mi = 0; mi < nmodes; mi++) {
        xa_sgemm_mode(modes[mi], NULL);
        for (size_t q = 0; q < sizeof ab / sizeof *ab; q++) {
          float alpha = ab[q][0], beta = ab[q][1];
          const float *bq = ab[q][2] != 0 ? bias : NULL;
          bool relu = ab[q][3] != 0;
          for (int64_t i = 0; i < m * ldc; i++) C[i] = beta == 0 ? NAN : C0[i];
          xa_set_threads(2);
          bool took = xa_sgemm_ex(ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc, bq, relu);
          CHECK_MSG(took, "(%lld, %lld, %lld) not taken", (long long)m, (long long)n, (long long)k);
          double worst = 0;
          bool pad_ok = true;
          for (int64_t i = 0; i < m; i++) {
            for (int64_t j = 0; j < n; j++) {
              double want = alpha * ref[i * n + j] + (beta != 0 ? beta * (double)C0[i * ldc + j] : 0) +
                            (bq ? bq[j] : 0);
              if (relu && want < 0) want = 0;
              /* float32 sums of k products: within k units of the last place of the sum of
               * their magnitudes (generous: blocked sums do far better) */
              double tol = (k + 4) * 0x1p-24 * (fabs(alpha) * mag[i * n + j] +
                                                fabs(beta * C0[i * ldc + j]) + (bq ? fabs(bq[j]) : 0)) + 1e-30;
              double e = fabs(C[i * ldc + j] - want) / tol;
              if (!(e <= worst)) worst = e; /* a NaN stays */
            }
            for (int64_t j = n; j < ldc; j++) /* the padding past n is never written */
              if (memcmp(&C[i * ldc + j], beta == 0 ? &(float){NAN} : &C0[i * ldc + j], sizeof(float)))
                pad_ok = false;
          }
          CHECK_MSG(worst <= 1, "mode %d (%lld, %lld, %lld) ta %d tb %d alpha %g beta %g bias %d "
                    "relu %d: error %g of the bound", modes[mi], (long long)m, (long long)n,
                    (long long)k, ta, tb, alpha, beta, bq != NULL, relu, worst);
          CHECK_MSG(pad_ok, "mode %d (%lld, %lld, %lld): wrote past n", modes[mi], (long long)m,
                    (long long)n, (long long)k);
          /* one thread: the same bits */
          for (int64_t i = 0; i < m * ldc; i++) C1[i] = beta == 0 ? NAN : C0[i];
          xa_set_threads(1);
          xa_sgemm_ex(ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C1, ldc, bq, relu);
          CHECK_MSG(!memcmp(C, C1, sizeof(float) * (size_t)(m * ldc)),
                    "mode %d (%lld, %lld, %lld) ta %d tb %d: 1 and 2 threads differ", modes[mi],
                    (long long)m, (long long)n, (long long)k, ta, tb);
        }
      }
      free(A), free(B), free(C0), free(C), free(C1), free(ref), free(mag), free(bias);
    }
  }

  /* left to OpenBLAS, C untouched: below the sizes it takes, and when off */
  {
    float A[64 * 64], B[64 * 64], C[64 * 64];
    for (int i = 0; i < 64 * 64; i++) A[i] = rnd(), B[i] = rnd(), C[i] = 7.f;
    xa_sgemm_mode(2, NULL);
    CHECK(!xa_sgemm(false, false, 64, 64, 64, 1.f, A, 64, B, 64, 0.f, C, 64)); /* 2^18 */
    CHECK(!xa_sgemm(false, false, 3, 4096, 4096, 1.f, A, 64, B, 64, 0.f, C, 64)); /* m < 4 */
    CHECK(!xa_sgemm(false, false, 4096, 15, 4096, 1.f, A, 64, B, 64, 0.f, C, 64)); /* n < 16 */
    CHECK(!xa_sgemm(false, false, 4096, 4096, 15, 1.f, A, 64, B, 64, 0.f, C, 64)); /* k < 16 */
    xa_sgemm_mode(0, NULL);
    CHECK(!xa_sgemm(false, false, 1024, 1024, 1024, 1.f, A, 64, B, 64, 0.f, C, 64));
    bool same = true;
    for (int i = 0; i < 64 * 64; i++) same = same && C[i] == 7.f;
    CHECK_MSG(same, "a product not taken wrote into C");
    /* the mode's switch: asked for AVX-512 it is AVX-512 where the CPU has it, else off */
    CHECK(xa_sgemm_mode(1, NULL) == 0);
    CHECK(xa_sgemm_mode(-1, NULL) == (nmodes == 2 ? 1 : 0));
  }
  {
    float *buf = calloc(64 * 256 * 2 + 64 * 64 + 1, sizeof(float));
    for (int i = 0; i < 64 * 256 * 2; i++) buf[i] = rnd();
    xa_sgemm_mode(2, NULL);
    xa_set_threads(1);
    pthread_t th;
    CHECK(pthread_create(&th, NULL, product_thread, buf) == 0 && pthread_join(th, NULL) == 0);
    CHECK_MSG(*(bool *)(buf + 64 * 256 * 2 + 64 * 64), "the thread's product was not taken");
    double e = 0;
    for (int i = 0; i < 64; i++)
      for (int j = 0; j < 64; j++) {
        double r = 0;
        for (int kk = 0; kk < 256; kk++) r += (double)buf[i * 256 + kk] * buf[64 * 256 + kk * 64 + j];
        e = fmax(e, fabs(buf[64 * 256 * 2 + i * 64 + j] - r));
      }
    CHECK_MSG(e < 1e-3, "the thread's product is off by %g", e);
    free(buf);
  }
  xa_sgemm_mode(was, NULL);
  xa_set_threads(2);
  CTEST_END();
}
