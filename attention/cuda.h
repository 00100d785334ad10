/* The attention families' kernels on the device (the .cu files of attention/): dot, gmm,
 * window, gma and latent. The conventions of tensor/cuda/cuda.h: device pointers, sizes in
 * elements, the backend's stream, 0 or -1 with the core's error message.
 *
 * Each family's kernel table (attention/dot.h, gmm.h, window.h, gma.h, latent.h) gets its
 * CUDA table from xa_<family>_cuda_register(), which adds it with
 * xa_kernels_register(XA_CUDA, "<family>", ...); xa_attention_cuda_register() registers
 * them all. */
#ifndef XA_ATTENTION_CUDA_H
#define XA_ATTENTION_CUDA_H

#include "../tensor/cuda/cuda.h"

#ifdef __cplusplus
/* the layer's header reaches vm/autograd.h, whose node struct is C11 */
#ifndef _Alignas
#define _Alignas(x) alignas(x)
#endif
extern "C" {
#endif

#include "dot.h"
#include "gma.h"
#include "gmm.h"
#include "latent.h"
#include "window.h"

/* ---- attention families (attention/dot.cu, gmm.cu, window.cu, gma.cu) ----------------
 * dot: q (B,H,T,dh), k, v (B,H,S,dh) as per-pair matrices: element (b, h, i, j) of q at
 * q + b*qs[0] + h*qs[1] + i*qs[2] + j*qs[3] with qs[3] == 1 or qs[2] == 1 (a BLAS layout);
 * mask (bool, NULL or strides ms over (B,H,T,S), 0 on broadcast dims); keep (B,H,T,S)
 * contiguous dropout mask or NULL (kept weights scaled by dscale); w (B,H,T,S) contiguous
 * (the softmax, written); out (B,T,H*dh) contiguous. */
int xa_cuda_dot_forward(xa_dtype dt, void *out, void *w, const void *q, const int64_t *qs,
                        const void *k, const int64_t *ks, const void *v, const int64_t *vs,
                        const uint8_t *mask, const int64_t *ms, const uint8_t *keep,
                        int64_t B, int64_t H, int64_t T, int64_t S, int64_t dh, double scale,
                        double dscale);
/* its backward from g (B,T,H*dh) contiguous and the saved w: dq, dk, dv (NULL: not wanted)
 * written as (B,H,rows,dh) with strides dqs etc. (last dim unit stride) */
int xa_cuda_dot_backward(xa_dtype dt, void *dq, const int64_t *dqs, void *dk, const int64_t *dks,
                         void *dv, const int64_t *dvs, const void *g, const void *w,
                         const void *q, const int64_t *qs, const void *k, const int64_t *ks,
                         const void *v, const int64_t *vs, const uint8_t *mask,
                         const int64_t *ms, const uint8_t *keep, int64_t B, int64_t H,
                         int64_t T, int64_t S, int64_t dh, double scale, double dscale);
/* gmm and window: the signatures and semantics of attention/gmm.h (gradients accumulate)
 * and attention/window.h (written whole; stat in device memory) on device data */
int xa_cuda_gmm_forward(xa_dtype dt, void *out, const void *alpha, const void *g,
                        const void *omega, const void *mu, const void *sigma,
                        const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                        int64_t K, xa_gmm_norm norm);
int xa_cuda_gmm_backward(xa_dtype dt, void *gomega, void *gmu, void *gsigma, void *galpha,
                         void *gg, const void *gout, const void *alpha, const void *g,
                         const void *omega, const void *mu, const void *sigma,
                         const int64_t *lengths, int64_t rows, int64_t rows_per_b, int64_t S,
                         int64_t K, xa_gmm_norm norm);
int xa_cuda_window_forward(xa_dtype dt, void *out, xa_window_stat *stat, const void *x,
                           const void *g, int64_t rows, int64_t S, int64_t win);
int xa_cuda_window_backward(xa_dtype dt, void *gx, void *gg, const void *gout, const void *x,
                            const void *g, const xa_window_stat *stat, int64_t rows, int64_t S);
int xa_cuda_window_centre(xa_dtype dt, int64_t *c, const void *x, int64_t rows, int64_t S);
/* gma (attention/gma.c): w (B,H,T,S) from logits x (B,H,T,S), p, sigma (B,Hp,T) (sigma
 * NULL for XA_GMA_NONE), all contiguous */
int xa_cuda_gma_forward(xa_dtype dt, void *w, const void *x, const void *p, const void *sigma,
                        int64_t B, int64_t H, int64_t Hp, int64_t T, int64_t S, double delta,
                        xa_gma_prior prior);
/* gx (B,H,T,S), gp, gsigma (B,Hp,T) (summed over the heads in head order when Hp = 1;
 * gsigma NULL for XA_GMA_NONE; each NULL when not wanted), written whole, from the
 * upstream g (B,H,T,S) and the saved w, p, sigma */
int xa_cuda_gma_backward(xa_dtype dt, void *gx, void *gp, void *gsigma, const void *g,
                         const void *w, const void *p, const void *sigma, int64_t B, int64_t H,
                         int64_t Hp, int64_t T, int64_t S, double delta, xa_gma_prior prior);
/* needed (B,Hp,T) int64 = clamp(ceil(p + delta), 0, lengths[b]) */
int xa_cuda_gma_visible(xa_dtype dt, int64_t *needed, const void *p, const int64_t *lengths,
                        int64_t B, int64_t Hp, int64_t T, double delta);
/* latent (attention/latent.c), in attention/latent.cu: the zero-order latent output
 * layer, chunked as on the CPU (chunk target tokens per chunk, whole sentences; only the
 * chunk's logits U = zs Wᵀ and Y = zt Wᵀ exist). zs (B,S,D), zt (B,T,D), a (B,T,S),
 * W (V,D), all contiguous device data of dt; target (B,T) int64 1-based (device).
 * forward: nll (B,T) (0 at ignored targets) and what backward needs in `saved`, a device
 * buffer of xa_cuda_latent_saved_bytes(B*T, min(K, S)) bytes (the chosen positions, their
 * weights, the per-position logsumexps and log-probabilities, log p). The targets are
 * checked on the host (one copy of B*T values): a target outside [1, V] that is not
 * ignored, or S = 0 with a counted target, is an error naming it. */
int64_t xa_cuda_latent_saved_bytes(int64_t N, int64_t Kc);
int xa_cuda_latent_forward(xa_dtype dt, void *nll, void *saved, const void *zs, const void *zt,
                           const void *a, const void *w, const int64_t *target, int64_t B,
                           int64_t S, int64_t T, int64_t D, int64_t V, int64_t K, bool renorm,
                           bool has_ign, int64_t ign, int64_t chunk);
/* backward from g (B,T) contiguous (NULL: ones) and the forward's saved buffer: dzs (B,S,D),
 * dzt (B,T,D), da (B,T,S), dw (V,D), each NULL when not wanted, written whole (zeros where
 * no gradient flows); the chunk's dU, dY summed per vocabulary column in token order (no
 * atomics), then four gemms per chunk as on the CPU */
int xa_cuda_latent_backward(xa_dtype dt, void *dzs, void *dzt, void *da, void *dw,
                            const void *g, const void *saved, const void *zs, const void *zt,
                            const void *w, int64_t B, int64_t S, int64_t T, int64_t D,
                            int64_t V, int64_t K, bool renorm, int64_t chunk);
/* out (B,T,V) = log p(e) for every e (attention/latent.h's latent_logprobs); an error for
 * S = 0 or V = 0 with tokens */
int xa_cuda_latent_logprobs(xa_dtype dt, void *out, const void *zs, const void *zt,
                            const void *a, const void *w, int64_t B, int64_t S, int64_t T,
                            int64_t D, int64_t V, int64_t K, bool renorm, int64_t chunk);

/* ---- the kernel tables (xa_kernels_register(XA_CUDA, name, table)) ---- */
extern const xa_dot_kernels xa_dot_cuda;
extern const xa_gmm_kernels xa_gmm_cuda;
extern const xa_window_kernels xa_window_cuda;
extern const xa_gma_kernels xa_gma_cuda;
extern const xa_latent_kernels xa_latent_cuda;
int xa_dot_cuda_register(void);
int xa_gmm_cuda_register(void);
int xa_window_cuda_register(void);
int xa_gma_cuda_register(void);
int xa_latent_cuda_register(void);
static inline int xa_attention_cuda_register(void) {
  return xa_dot_cuda_register() || xa_gmm_cuda_register() || xa_window_cuda_register() ||
                 xa_gma_cuda_register() || xa_latent_cuda_register()
             ? -1 : 0;
}

#ifdef __cplusplus
}
#endif

#endif
