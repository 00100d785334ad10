/* Fast math shared by kernels that need vectorisable transcendental functions. */
#ifndef XA_FASTMATH_H
#define XA_FASTMATH_H

#include <stdint.h>
#include <string.h>

/* A vectorisable exp for float arguments in [-inf, 88]:
 * x = k ln2 + r with |r| <= ln2/2 (Cody-Waite split of ln2), exp(r) by its degree-7
 * Taylor polynomial (truncation < 6e-9 relative), 2^k built in the exponent bits.
 * Within 2 ulp of expf; x < -87 gives 0 (expf would give a denormal below 1.2e-38);
 * NaN stays NaN. Branch-free, so `omp simd` loops calling it vectorise. */
static inline float exp_f(float x) {
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

#endif
