/* Lua functions of the GMA family (attention/gma.c): xattn.gma_weights, xattn.gma_visible,
 * xattn.gma_attention (its fused attention, attention/dot.c). */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "gma.h"

static int l_gma_weights(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *p = xa_lua_check(L, 2), *s = xa_lua_opt(L, 3);
  double delta = luaL_optnumber(L, 4, 1.0);
  const char *name = luaL_optstring(L, 5, "gaussian");
  xa_gma_prior prior;
  if (xa_gma_prior_from_name(name, &prior))
    return luaL_argerror(L, 5, lua_pushfstring(L, "prior must be \"gaussian\", \"laplace\", "
                                                  "\"linear\" or \"none\", got \"%s\"", name));
  return xa_lua_result(L, xa_gma_weights(xa_lua_slot(L), x, p, s, delta, prior));
}

static int l_gma_attention(lua_State *L) {
  xa_tensor *q = xa_lua_check(L, 1), *k = xa_lua_check(L, 2), *v = xa_lua_check(L, 3),
            *p = xa_lua_check(L, 4), *s = xa_lua_opt(L, 5);
  xa_tensor *mask;
  double scale, drop;
  xa_lua_attention_opts(L, 6, q, &mask, &scale, &drop);
  double delta = xa_lua_optnum_field(L, 6, "delta", 1.0);
  xa_gma_prior prior = XA_GMA_GAUSSIAN;
  if (lua_istable(L, 6)) {
    lua_getfield(L, 6, "prior");
    if (!lua_isnil(L, -1)) {
      const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
      if (xa_gma_prior_from_name(name, &prior))
        return luaL_argerror(L, 6, "prior must be \"gaussian\", \"laplace\", \"linear\" or "
                                   "\"none\"");
    }
    lua_pop(L, 1);
  }
  return xa_lua_result(L, xa_gma_attention(xa_lua_slot(L), q, k, v, mask, p, s, delta, prior,
                                           scale, drop));
}

static int l_gma_visible(lua_State *L) {
  xa_tensor *p = xa_lua_check(L, 1);
  double delta = luaL_checknumber(L, 2);
  xa_tensor *len = xa_lua_check(L, 3);
  return xa_lua_result(L, xa_gma_visible(xa_lua_slot(L), p, delta, len));
}

static const xa_lreg regs[] = {
  {"gma_weights", l_gma_weights, XA_FUNC,
   "gma_weights(logits, p, sigma|nil [, delta=1.0 [, prior=\"gaussian\"]]) -> w\n"
   "GMA attention (Zhang & Feng 2022), fused: w (B,H,T,S) = softmax over the visible keys of "
   "logits + log G, i.e. softmax(masked logits) * G renormalised. logits (B,H,T,S) with -inf "
   "at masked keys; p, sigma (B,Hp,T), Hp = 1 (shared by the heads) or H, 0-based source "
   "positions. Visible: 0-based j < ceil(p + delta) with a finite logit. prior \"gaussian\" "
   "(log G = -(j-p)^2/(2 sigma^2)), \"laplace\" (-|j-p|/sigma), \"linear\" "
   "(log max(0, 1 - |j-p|/sigma); a row whose visible keys all get G = 0 puts weight 1 on the "
   "visible key nearest p) or \"none\" (sigma may be nil). Rows without a visible key are 0. "
   "Differentiable in logits, p and sigma (not through the mask)."},
  {"gma_attention", l_gma_attention, XA_FUNC,
   "gma_attention(q, k, v, p, sigma|nil [, {mask=nil, scale=dh^-0.5, dropout=0, delta=1.0, "
   "prior=\"gaussian\"}]) -> out (B, T, H·dh)\n"
   "GMA cross-attention in one op: w = gma_weights(scale q kᵀ (-inf where mask), p, sigma, "
   "delta, prior), out = concat_h(dropout(w) v): the values of that composition, on the CPU "
   "fused as dot_attention (per sentence and head, the logits never stored), on other devices "
   "the composition. q (B, H, T, dh), k and v (B, H, S, dh), mask as dot_attention's, p and "
   "sigma (B, Hp, T) as gma_weights'. Differentiable in q, k, v, p, sigma."},
  {"gma_visible", l_gma_visible, XA_FUNC,
   "gma_visible(p, delta, lengths) -> needed\n"
   "needed (B,Hp,T) int64 = clamp(ceil(p + delta), 0, J) with J = lengths (B) int64: the "
   "number of source tokens target position t needs (the policy's g(i)). Not differentiable."},
  {NULL, NULL, 0, NULL},
};

void xa_gma_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_gma_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
