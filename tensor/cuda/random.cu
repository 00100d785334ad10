/* Random numbers on the device (the backend's uniform, normal, randint and keep_mask): the
 * device draws exactly the numbers the CPU would. The core's generator (tensor/random.c) is xoshiro256**, whose state update is linear over GF(2): one step is a
 * 256 x 256 bit matrix M, and M^(2^k) (kept on the host; on the device the chunk-sized
 * powers, as byte tables) jumps ahead 2^k draws per bit of the distance: 4 x 256 word
 * operations on the host, 32 table loads on the device. A kernel gives each thread a chunk of 64 consecutive draws: it jumps from
 * the generator's state to its chunk's first draw, then steps. The host's generator is
 * then advanced past every draw used, so the next random op, on either device, continues
 * the same stream: a seed gives the same dropout masks, rand, randn and randint values on
 * the CPU and the GPU (randn's to the last bits of the device's log, sin and cos), and a run
 * resumed on the other device draws what it would have drawn. */
#include "common.cuh"

#include <vector>

using namespace xa_cu;

namespace {

/* ---- xoshiro256** jumps ----------------------------------------------------------------
 * The powers M^(2^k) are the core's (xa_rng_power: 256 columns of 4 words, tensor.h). */

/* a chunk is 2^LD draws. Small chunks, so that a dropout mask of 2^18 draws has 4,096
 * threads (with chunks of 1,024 it had 256, and took 0.43 ms on an H100: the threads' serial
 * steps were the time); the jumps, about log2(chunks) / 2 matrix products a thread, are
 * independent work that fills the device. */
const int LD = 6;
const int64_t DRAWS = (int64_t)1 << LD;
const int NDEV = 34;          /* jumps of 2^LD .. 2^(LD+NDEV-1) draws on the device (8.5 MB) */

__host__ __device__ __forceinline__ void xo_step(uint64_t *s) {
  uint64_t t = s[1] << 17;
  s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);
}
__host__ __device__ __forceinline__ uint64_t xo_out(const uint64_t *s) {
  uint64_t x = s[1] * 5;
  return ((x << 7) | (x >> 57)) * 9;
}

/* A bit matrix as byte tables: entry [g][v] is the image of the state whose byte g is v
 * (bits 8g .. 8g+7) and whose other bits are 0, so a product is 32 independent loads and
 * XORs instead of 256 conditional ones (the jumps of a kernel are its time: 32 loads in
 * flight, not 256 dependent steps). 256 KB a matrix. */
struct ByteTab { uint64_t e[32][256][4]; };

__device__ __forceinline__ void tab_apply(const ByteTab *t, uint64_t *s) {
  uint64_t r[4] = {0, 0, 0, 0};
#pragma unroll 4
  for (int g = 0; g < 32; g++) {
    const uint64_t *e = t->e[g][(s[g >> 3] >> ((g & 7) * 8)) & 255];
    for (int w = 0; w < 4; w++) r[w] ^= e[w];
  }
  for (int w = 0; w < 4; w++) s[w] = r[w];
}

const ByteTab *g_dev_pow;  /* M^(2^(LD+k)), k < NDEV, on the device as byte tables */

int device_powers(const char *fn) {
  if (g_dev_pow) return 0;
  std::vector<ByteTab> tabs(NDEV);
  for (int k = 0; k < NDEV; k++) {
    const uint64_t (*pk)[4] = xa_rng_power(LD + k);
    for (int g = 0; g < 32; g++) {
      for (int w = 0; w < 4; w++) tabs[k].e[g][0][w] = 0;
      for (int v = 1; v < 256; v++) /* v's lowest bit's column added to v without it */
        for (int w = 0; w < 4; w++)
          tabs[k].e[g][v][w] = tabs[k].e[g][v & (v - 1)][w] ^ pk[8 * g + __builtin_ctz(v)][w];
    }
  }
  void *p = nullptr;
  cudaError_t e = cudaMalloc(&p, sizeof(ByteTab) * NDEV);
  if (e == cudaSuccess) e = cudaMemcpy(p, tabs.data(), sizeof(ByteTab) * NDEV, cudaMemcpyHostToDevice);
  if (e != cudaSuccess) {
    cudaFree(p);
    return cuda_fail(fn, e);
  }
  g_dev_pow = (const ByteTab *)p;
  return 0;
}

/* the core's generator advanced by q draws */
void advance_host(uint64_t q) {
  uint64_t s[4];
  xa_rng_get_state(s);
  xa_rng_jump(s, q);
  xa_rng_set_state(s);
}

enum { RNG_DROPOUT, RNG_RAND, RNG_RANDN, RNG_RANDINT };

/* randint's range: lo + r % range for draws r < lim (a draw >= lim sets *rejected) */
struct IntRange {
  int64_t lo;
  uint64_t range, lim;
  int *rejected;
};

/* chunk t: draws [t DRAWS, (t+1) DRAWS) of the stream starting at s0 */
template <class T>
__global__ void k_rng(int kind, T *out, uint8_t *mask, int64_t n, int64_t ndraws, uint64_t s0,
                      uint64_t s1, uint64_t s2, uint64_t s3, const ByteTab *pw, uint64_t thr, IntRange ir) {
  int64_t nch = (ndraws + DRAWS - 1) / DRAWS;
  for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < nch;
       t += (int64_t)gridDim.x * blockDim.x) {
    uint64_t s[4] = {s0, s1, s2, s3};
    for (int k = 0; k < NDEV; k++)
      if ((uint64_t)t >> k & 1) tab_apply(&pw[k], s);
    int64_t q0 = t * DRAWS, q1 = q0 + DRAWS < ndraws ? q0 + DRAWS : ndraws;
    for (int64_t q = q0; q < q1; q++) {
      uint64_t r = xo_out(s);
      xo_step(s);
      if (kind == RNG_DROPOUT) {
        mask[2 * q] = (r & 0xffffffffu) >= thr;
        if (2 * q + 1 < n) mask[2 * q + 1] = (r >> 32) >= thr;
      } else if (kind == RNG_RANDINT) {
        if (r >= ir.lim) *ir.rejected = 1; /* only ever set to 1: no race on the value */
        out[q] = (T)(int64_t)((uint64_t)ir.lo + r % ir.range);
      } else if (kind == RNG_RAND) {
        if (std::is_same<T, float>::value) out[q] = (T)((float)(r >> 40) * 0x1.0p-24f);
        else out[q] = (T)((double)(r >> 11) * 0x1.0p-53);
      } else if ((q & 1) == 0) { /* randn: draws 2i and 2i+1 make elements 2i and 2i+1 */
        uint64_t r2 = xo_out(s);
        xo_step(s);
        q++;
        double u1 = 1.0 - (double)(r >> 11) * 0x1.0p-53, u2 = (double)(r2 >> 11) * 0x1.0p-53;
        double rad = sqrt(-2.0 * log(u1)), a = 2.0 * M_PI * u2;
        out[q - 1] = (T)(rad * cos(a));
        if (q < n) out[q] = (T)(rad * sin(a));
      }
    }
  }
}

/* the draws; the host's generator advanced past them unless ir.rejected (randint: the
 * caller advances it once it knows no draw was rejected) */
template <class T>
int run_rng(const char *fn, int kind, T *out, uint8_t *mask, int64_t n, int64_t ndraws, uint64_t thr,
            IntRange ir = IntRange{0, 1, 0, nullptr}) {
  if (n == 0) return 0;
  if (device_powers(fn)) return -1;
  uint64_t s[4];
  xa_rng_get_state(s);
  int64_t nch = (ndraws + DRAWS - 1) / DRAWS;
  if (nch > (int64_t)1 << NDEV) return xa_err("%s: %lld draws is too many", fn, (long long)ndraws);
  XA_LAUNCH_OR_FAIL(fn, (xa_launch<k_rng<T>>(dim3(grid_for(nch, 128)), dim3(128), 0, stream(), kind, out, mask,
                                             n, ndraws, s[0], s[1], s[2], s[3], g_dev_pow, thr, ir)));
  if (!ir.rejected) advance_host((uint64_t)ndraws);
  return 0;
}

} // namespace

extern "C" {

int xa_cuda_dropout_mask(uint8_t *mask, int64_t n, double p) {
  uint64_t thr = (uint64_t)(p * 4294967296.0);
  return run_rng<float>("cuda dropout", RNG_DROPOUT, nullptr, mask, n, (n + 1) / 2, thr);
}

int xa_cuda_rand(xa_tensor *t) {
  int64_t n = xa_tensor_numel(t);
  if (!xa_tensor_is_contiguous(t) || !xa_dtype_is_float(t->dtype))
    return xa_err("cuda rand: a contiguous float tensor expected");
  if (t->dtype == XA_FLOAT32)
    return run_rng<float>("cuda rand", RNG_RAND, (float *)xa_tensor_data(t), nullptr, n, n, 0);
  return run_rng<double>("cuda rand", RNG_RAND, (double *)xa_tensor_data(t), nullptr, n, n, 0);
}

int xa_cuda_randint(xa_tensor *t, int64_t lo, int64_t hi) {
  const char *fn = "cuda randint";
  if (hi <= lo) return xa_err("%s: empty range [%lld, %lld)", fn, (long long)lo, (long long)hi);
  if (!xa_tensor_is_contiguous(t) || t->dtype != XA_INT64) return xa_err("%s: a contiguous int64 tensor expected", fn);
  int64_t n = xa_tensor_numel(t);
  if (n == 0) return 0;
  uint64_t range = (uint64_t)hi - (uint64_t)lo, lim = UINT64_MAX - UINT64_MAX % range;
  Scratch flag;
  int rejected = 0;
  if (flag.get(sizeof(int)) || xa_cuda_memset(flag.p, 0, sizeof(int))) return -1;
  int64_t *out = (int64_t *)xa_tensor_data(t);
  if (run_rng<int64_t>(fn, RNG_RANDINT, out, nullptr, n, n, 0, IntRange{lo, range, lim, flag.as<int>()}) ||
      xa_cuda_to_host(&rejected, flag.p, sizeof(int)))
    return -1;
  if (!rejected) {
    advance_host((uint64_t)n);
    return 0;
  }
  /* a draw was rejected (each with probability (2^64 mod range) / 2^64): the number of
   * draws per element is no longer known in advance, so the CPU's loop runs on the host
   * from the same state and its values are copied */
  std::vector<int64_t> h((size_t)n);
  for (int64_t i = 0; i < n; i++) {
    uint64_t r;
    do r = xa_rng_next(); while (r >= lim);
    h[(size_t)i] = (int64_t)((uint64_t)lo + r % range);
  }
  return xa_cuda_to_device(out, h.data(), n * 8);
}

int xa_cuda_randn(xa_tensor *t) {
  int64_t n = xa_tensor_numel(t), draws = (n + 1) / 2 * 2;
  if (!xa_tensor_is_contiguous(t) || !xa_dtype_is_float(t->dtype))
    return xa_err("cuda randn: a contiguous float tensor expected");
  if (t->dtype == XA_FLOAT32)
    return run_rng<float>("cuda randn", RNG_RANDN, (float *)xa_tensor_data(t), nullptr, n, draws, 0);
  return run_rng<double>("cuda randn", RNG_RANDN, (double *)xa_tensor_data(t), nullptr, n, draws, 0);
}

} // extern "C"
