/* Vectorisable exp, sigmoid and tanh for float kernels (included through tensor/hot.h). */
#ifndef XA_FASTMATH_H
#define XA_FASTMATH_H

#include <stdint.h>
#include <string.h>

/* A vectorisable exp for float arguments in [-inf, 88]:
 * x = k ln2 + r with |r| <= ln2/2 (Cody-Waite split of ln2), exp(r) by its degree-7
 * Taylor polynomial (truncation < 6e-9 relative), 2^k built in the exponent bits.
 * Within 2 ulp of expf; x < -87 gives 0 (expf would give a denormal below 1.2e-38);
 * NaN stays NaN. Branch-free, so `omp simd` loops calling it vectorise. */
static inline float fast_expf(float x) {
  float xc = x < -87.0f ? -87.0f : x > 88.0f ? 88.0f : x;
  xc = xc == xc ? xc : 0.0f;
  float kf = (xc * 1.44269504088896341f + 12582912.0f) - 12582912.0f; /* round to int */
  float r = xc - kf * 0.693359375f;
  r = r - kf * -2.12194440e-4f;
  float p = 1.0f / 5040.0f;
  p = p * r + 1.0f / 720.0f;
  p = p * r + 1.0f / 120.0f;
  p = p * r + 1.0f / 24.0f;
  p = p * r + 1.0f / 6.0f;
  p = p * r + 0.5f;
  p = p * r + 1.0f;
  p = p * r + 1.0f;
  int32_t bits = ((int32_t)kf + 127) << 23;
  float scale;
  memcpy(&scale, &bits, sizeof scale);
  float y = p * scale;
  y = x < -87.0f ? 0.0f : y;
  return x == x ? y : x;
}

/* sigmoid(x) = 1 / (1 + exp(-x)), computed from e = exp(-|x|) <= 1 so that nothing
 * overflows: x >= 0 gives 1 / (1 + e), x < 0 gives e / (1 + e). Within a few ulp of the
 * libm formula; branch-free (vectorises). */
static inline float fast_sigmoidf(float x) {
  float a = x < 0 ? -x : x;
  float e = fast_expf(-a);
  float r = 1.0f / (1.0f + e);
  float y = x >= 0 ? r : e * r;
  return x == x ? y : x;
}

/* tanh(x): for |x| >= 0.25, sign(x) (1 - e) / (1 + e) with e = exp(-2|x|) (1 - e >= 0.39,
 * so the subtraction loses under one bit); below, the Taylor series to x^11 (the first
 * omitted term is < 1e-8 relative there). |x| > 9 gives +-1 exactly. Branch-free. */
static inline float fast_tanhf(float x) {
  float a = x < 0 ? -x : x;
  float e = fast_expf(-2.0f * a);
  float big = (1.0f - e) / (1.0f + e);
  float z = a * a;
  float p = -1382.0f / 155925.0f;
  p = p * z + 62.0f / 2835.0f;
  p = p * z - 17.0f / 315.0f;
  p = p * z + 2.0f / 15.0f;
  p = p * z - 1.0f / 3.0f;
  float small = a + a * z * p;
  float y = a < 0.25f ? small : big;
  y = a > 9.0f ? 1.0f : y;
  y = x < 0 ? -y : y;
  return x == x ? y : x;
}

#endif
