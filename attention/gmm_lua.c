/* Lua functions of the GMM attention family (attention/gmm.c): gmm_weights, gmm_mix,
 * gmm_attention (its fused attention, attention/dot.c). */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "gmm.h"

/* {norm = "approx"|"strict"|"none"} at idx (nil or none: approx) */
static xa_gmm_norm opt_norm(lua_State *L, int idx) {
  xa_gmm_norm norm = XA_GMM_APPROX;
  if (lua_isnoneornil(L, idx)) return norm;
  luaL_checktype(L, idx, LUA_TTABLE);
  lua_getfield(L, idx, "norm");
  if (!lua_isnil(L, -1)) {
    const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (xa_gmm_norm_from_name(s, &norm))
      luaL_argerror(L, idx, "norm must be \"approx\", \"strict\" or \"none\"");
  }
  lua_pop(L, 1);
  return norm;
}

static int l_gmm_weights(lua_State *L) {
  xa_tensor *om = xa_lua_check(L, 1), *mu = xa_lua_check(L, 2), *sg = xa_lua_check(L, 3),
            *len = xa_lua_check(L, 4);
  lua_Integer S = luaL_checkinteger(L, 5);
  xa_gmm_norm norm = opt_norm(L, 6);
  return xa_lua_result(L, xa_gmm_weights(xa_lua_slot(L), om, mu, sg, len, (int64_t)S, norm));
}

static int l_gmm_mix(lua_State *L) {
  xa_tensor *al = xa_lua_check(L, 1), *g = xa_lua_check(L, 2), *om = xa_lua_check(L, 3),
            *mu = xa_lua_check(L, 4), *sg = xa_lua_check(L, 5), *len = xa_lua_check(L, 6);
  xa_gmm_norm norm = opt_norm(L, 7);
  return xa_lua_result(L, xa_gmm_mix(xa_lua_slot(L), al, g, om, mu, sg, len, norm));
}

static int l_gmm_attention(lua_State *L) {
  xa_tensor *q = xa_lua_check(L, 1), *k = xa_lua_check(L, 2), *v = xa_lua_check(L, 3),
            *g = xa_lua_check(L, 4), *om = xa_lua_check(L, 5), *mu = xa_lua_check(L, 6),
            *sg = xa_lua_check(L, 7), *len = xa_lua_check(L, 8);
  xa_tensor *mask;
  double scale, p;
  xa_lua_attention_opts(L, 9, q, &mask, &scale, &p);
  xa_gmm_norm norm = opt_norm(L, 9);
  return xa_lua_result(L, xa_gmm_attention(xa_lua_slot(L), q, k, v, mask, g, om, mu, sg, len,
                                           norm, scale, p));
}

static int l_gmm_approx_params(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *len = xa_lua_check(L, 2);
  lua_Integer K = luaL_checkinteger(L, 3);
  double eps = luaL_optnumber(L, 4, 1e-3);
  return xa_lua_result(L, xa_gmm_approx_params(xa_lua_slot(L), x, len, (int64_t)K, eps));
}

static const xa_lreg regs[] = {
  {"gmm_weights", l_gmm_weights, XA_FUNC,
   "gmm_weights(omega, mu, sigma, lengths, S [, {norm=\"approx\"}]) -> beta (B,H,T,S)\n"
   "Gaussian-mixture attention weights (Zhang & Feng 2021): omega, mu, sigma (B,H,T,K) of one "
   "float dtype (sigma > 0, mu in 1-based positions), lengths (B) int64 in [1, S]. "
   "beta_ij = sum_k omega_k / Z_k exp(-(j - mu_k)^2 / (2 sigma_k^2)) for j = 1..J_b and 0 "
   "for j > J_b; Z_k = sqrt(2 pi sigma_k^2) for norm \"approx\" and \"strict\", 1 for "
   "\"none\"; \"strict\" divides each row by its sum over j <= J. Differentiable in omega, "
   "mu, sigma (the backward recomputes the Gaussians)."},
  {"gmm_mix", l_gmm_mix, XA_FUNC,
   "gmm_mix(alpha, g, omega, mu, sigma, lengths [, {norm=\"approx\"}]) -> gamma (B,H,T,S)\n"
   "(1 - g) alpha + g beta fused in one kernel, alpha (B,H,T,S) (e.g. dot attention), "
   "g (B,H,T,1) the gate, beta = gmm_weights(omega, mu, sigma, lengths, S, opts) never stored. "
   "Differentiable in alpha, g, omega, mu, sigma."},
  {"gmm_approx_params", l_gmm_approx_params, XA_FUNC,
   "gmm_approx_params(x, lengths, K [, eps=1e-3]) -> p (3,B,H,T,K)\n"
   "GMM's parameters under norm \"approx\" from its predictors' output x (B,H,T,3K) = "
   "[omega_hat | mu_hat | sigma_hat] in one op: p[1] = omega = softmax(omega_hat), p[2] = mu "
   "= 3 eps + (J - 6 eps) sigmoid(mu_hat), p[3] = sigma = max(min(J/6 sigmoid(sigma_hat), "
   "mu/3, (J - mu)/3), eps), J = lengths[b] (int64 (B), >= 1). The values and gradients of "
   "that composition (computed in double); each p[i] is a contiguous (B,H,T,K). The CPU only. "
   "Differentiable in x."},
  {"gmm_attention", l_gmm_attention, XA_FUNC,
   "gmm_attention(q, k, v, g, omega, mu, sigma, lengths [, {mask=nil, scale=dh^-0.5, "
   "dropout=0, norm=\"approx\"}]) -> out (B, T, H·dh)\n"
   "GMM cross-attention in one op: with w = softmax(scale q kᵀ, -inf where mask), "
   "out = concat_h(dropout((1 - g) w + g beta) v), beta = gmm_weights(omega, mu, sigma, "
   "lengths, S, opts). The values of dot logits -> softmax -> gmm_mix -> dropout -> "
   "product with v -> merged heads; on the CPU fused as dot_attention (per sentence and "
   "head; the logits never stored, the mixed weights kept for backward), on other devices "
   "that composition. "
   "q (B, H, T, dh), k and v (B, H, S, dh), mask as dot_attention's, g (B, H, T, 1), "
   "omega, mu, sigma (B, H, T, K), lengths (B) as gmm_mix's. Differentiable in q, k, v, g, "
   "omega, mu, sigma."},
  {NULL, NULL, 0, NULL},
};

void xa_gmm_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_gmm_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
