/* Lua functions of the zero-order latent alignment output layer (attention/latent.c):
 * xattn.latent_nll and xattn.latent_logprobs. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "latent.h"

#include <string.h>

/* options {renorm = false, ignore_index = 1 | false, chunk = 256, reduction = "none"} at
 * idx (may be none; ignore_index and reduction only when with_ignore); raises before
 * anything is allocated. *sum: reduction "sum" */
static void opts(lua_State *L, int idx, bool with_ignore, bool *renorm, bool *has_ign,
                 int64_t *ign, int64_t *chunk, bool *sum) {
  *sum = false;
  *renorm = false;
  *has_ign = true;
  *ign = 1;
  *chunk = 256;
  if (lua_isnoneornil(L, idx)) return;
  luaL_checktype(L, idx, LUA_TTABLE);
  lua_getfield(L, idx, "renorm");
  if (!lua_isnil(L, -1) && !lua_isboolean(L, -1)) luaL_argerror(L, idx, "renorm must be a boolean");
  *renorm = lua_toboolean(L, -1);
  lua_pop(L, 1);
  lua_getfield(L, idx, "chunk");
  if (!lua_isnil(L, -1)) {
    int ok;
    lua_Integer c = lua_tointegerx(L, -1, &ok);
    if (!ok || c < 1) luaL_argerror(L, idx, "chunk must be an integer >= 1 (target tokens)");
    *chunk = (int64_t)c;
  }
  lua_pop(L, 1);
  if (with_ignore) {
    lua_getfield(L, idx, "ignore_index");
    if (lua_isboolean(L, -1)) {
      if (lua_toboolean(L, -1))
        luaL_argerror(L, idx, "ignore_index must be an integer, or false for none");
      *has_ign = false;
    } else if (!lua_isnil(L, -1)) {
      int ok;
      *ign = (int64_t)lua_tointegerx(L, -1, &ok);
      if (!ok) luaL_argerror(L, idx, "ignore_index must be an integer, or false for none");
    }
    lua_pop(L, 1);
    lua_getfield(L, idx, "reduction");
    if (!lua_isnil(L, -1)) {
      const char *r = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
      if (!r || (strcmp(r, "none") && strcmp(r, "sum")))
        luaL_argerror(L, idx, "reduction must be \"none\" or \"sum\"");
      *sum = !strcmp(r, "sum");
    }
    lua_pop(L, 1);
  }
}

static int64_t check_k(lua_State *L, int idx) {
  lua_Integer k = luaL_checkinteger(L, idx);
  if (k < 1) luaL_argerror(L, idx, "K must be >= 1");
  return (int64_t)k;
}

static int l_latent_nll(lua_State *L) {
  xa_tensor *zs = xa_lua_check(L, 1), *zt = xa_lua_check(L, 2), *a = xa_lua_check(L, 3),
            *w = xa_lua_check(L, 4), *t = xa_lua_check(L, 5);
  int64_t K = check_k(L, 6), ign, chunk;
  bool renorm, has_ign, sum;
  opts(L, 7, true, &renorm, &has_ign, &ign, &chunk, &sum);
  return xa_lua_result(L, (sum ? xa_latent_nll_sum : xa_latent_nll)(xa_lua_slot(L), zs, zt, a, w,
                                                                     t, K, renorm, has_ign, ign, chunk));
}

static int l_latent_logprobs(lua_State *L) {
  xa_tensor *zs = xa_lua_check(L, 1), *zt = xa_lua_check(L, 2), *a = xa_lua_check(L, 3),
            *w = xa_lua_check(L, 4);
  int64_t K = check_k(L, 5), ign, chunk;
  bool renorm, has_ign, sum;
  opts(L, 6, false, &renorm, &has_ign, &ign, &chunk, &sum);
  return xa_lua_result(L, xa_latent_logprobs(xa_lua_slot(L), zs, zt, a, w, K, renorm, chunk));
}

static const xa_lreg regs[] = {
  {"latent_nll", l_latent_nll, XA_FUNC,
   "latent_nll(zs, zt, a, W, target, K [, {renorm=false, ignore_index=1, chunk=256,\n"
   "  reduction=\"none\"}]) -> nll (B,T), or with reduction \"sum\" their 0-dim sum\n"
   "Zero-order latent alignment loss per target token (Bahar et al.): with the K largest "
   "weights a[b,i,j_k] of a (B,T,S) (K capped at S; first index on ties) and "
   "p(e | j) = softmax(W (zs[b,j] + zt[b,i])) over W's V rows, "
   "nll[b,i] = -log sum_k a[b,i,j_k] p(target[b,i] | j_k). zs (B,S,D), zt (B,T,D), W (V,D) "
   "and a share one float dtype; target (B,T) int64 1-based. renorm divides the K weights by "
   "their sum. Tokens whose target is ignore_index (default 1 = <pad>; false for none) get 0. "
   "Fused and chunked (chunk target tokens, whole sentences): the tokens x K x V logits never "
   "exist. Differentiable in zs, zt, W and a (at the chosen positions; the choice itself has "
   "no gradient). With reduction \"sum\" (the training loss) the gradients are computed in "
   "forward with each chunk's logits, when grad mode is on and an input requires grad, and "
   "backward only scales them: one pass over the logits instead of two (ask for it under "
   "no_grad when no backward follows)."},
  {"latent_logprobs", l_latent_logprobs, XA_FUNC,
   "latent_logprobs(zs, zt, a, W, K [, {renorm=false, chunk=256}]) -> (B,T,V)\n"
   "log p(e) = log sum_k a[b,i,j_k] softmax(W (zs[b,j_k] + zt[b,i]))[e] for every e, the "
   "inference side of latent_nll (same arguments without target). Not differentiable: the "
   "result records no graph."},
  {NULL, NULL, 0, NULL},
};

void xa_latent_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_latent_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
