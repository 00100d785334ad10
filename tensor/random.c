/* The global random generator (xoshiro256** seeded through splitmix64) and the CPU random
 * kernels. One seed (xa_manual_seed) fixes every random op; generation is sequential, in
 * index order, so the stream does not depend on the thread count. */
#include "cpu.h"

#include <math.h>

static uint64_t rs[4] = {0x9E3779B97F4A7C15ull, 0xBF58476D1CE4E5B9ull, 0x94D049BB133111EBull, 1};

static uint64_t splitmix64(uint64_t *x) {
  uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void xa_manual_seed(uint64_t seed) {
  uint64_t x = seed;
  for (int i = 0; i < 4; i++) rs[i] = splitmix64(&x);
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t xa_rng_next(void) {
  uint64_t r = rotl(rs[1] * 5, 7) * 9, t = rs[1] << 17;
  rs[2] ^= rs[0]; rs[3] ^= rs[1]; rs[1] ^= rs[2]; rs[0] ^= rs[3];
  rs[2] ^= t; rs[3] = rotl(rs[3], 45);
  return r;
}

void xa_rng_get_state(uint64_t state[4]) {
  for (int i = 0; i < 4; i++) state[i] = rs[i];
}

int xa_rng_set_state(const uint64_t state[4]) {
  if (!(state[0] | state[1] | state[2] | state[3]))
    return xa_err("set_rng_state: the all-zero state is not a valid xoshiro256** state");
  for (int i = 0; i < 4; i++) rs[i] = state[i];
  return 0;
}

double xa_rng_uniform(void) { return (double)(xa_rng_next() >> 11) * 0x1.0p-53; }

void xa_cpu_uniform(xa_tensor *t) {
  int64_t n = xa_tensor_numel(t);
  if (t->dtype == XA_FLOAT32) {
    float *p = xa_tensor_data(t);
    for (int64_t i = 0; i < n; i++) p[i] = (float)(xa_rng_next() >> 40) * 0x1.0p-24f;
  } else {
    double *p = xa_tensor_data(t);
    for (int64_t i = 0; i < n; i++) p[i] = xa_rng_uniform();
  }
}

void xa_cpu_normal(xa_tensor *t) {
  int64_t n = xa_tensor_numel(t);
  for (int64_t i = 0; i < n; i += 2) { /* Box-Muller, two normals per pair */
    double u1 = 1.0 - xa_rng_uniform(), u2 = xa_rng_uniform(); /* u1 in (0, 1] */
    double r = sqrt(-2.0 * log(u1)), a = 2.0 * M_PI * u2;
    double z0 = r * cos(a), z1 = r * sin(a);
    if (t->dtype == XA_FLOAT32) {
      float *p = xa_tensor_data(t);
      p[i] = (float)z0;
      if (i + 1 < n) p[i + 1] = (float)z1;
    } else {
      double *p = xa_tensor_data(t);
      p[i] = z0;
      if (i + 1 < n) p[i + 1] = z1;
    }
  }
}

void xa_cpu_randint(xa_tensor *t, int64_t lo, int64_t hi) {
  uint64_t range = (uint64_t)hi - (uint64_t)lo; /* unsigned: hi - lo may exceed INT64_MAX */
  /* rejection sampling: no modulo bias */
  uint64_t lim = UINT64_MAX - UINT64_MAX % range;
  int64_t *p = xa_tensor_data(t), n = xa_tensor_numel(t);
  for (int64_t i = 0; i < n; i++) {
    uint64_t r;
    do r = xa_rng_next(); while (r >= lim);
    p[i] = (int64_t)((uint64_t)lo + r % range);
  }
}

/* mask[i] = 1 with probability 1 - p, drawn in index order from the global generator:
 * each 64-bit draw gives two 32-bit uniforms (element 2q from the low half, 2q+1 from
 * the high half of draw q), so the mask depends only on the seed and n. 0 < p < 1. */
void xa_cpu_keep_mask(xa_tensor *t, double p) {
  uint8_t *mask = xa_tensor_data(t);
  int64_t n = xa_tensor_numel(t);
  uint64_t thr = (uint64_t)(p * 4294967296.0);
  int64_t i = 0;
  for (; i + 2 <= n; i += 2) {
    uint64_t r = xa_rng_next();
    mask[i] = (r & 0xffffffffu) >= thr;
    mask[i + 1] = (r >> 32) >= thr;
  }
  if (i < n) mask[i] = (xa_rng_next() & 0xffffffffu) >= thr;
}
