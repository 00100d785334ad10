/* Lua function of the fused scaled dot-product attention (attention/dot.c): dot_attention. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "dot.h"


static int l_dot_attention(lua_State *L) {
  xa_tensor *q = xa_lua_check(L, 1), *k = xa_lua_check(L, 2), *v = xa_lua_check(L, 3), *mask;
  double scale, p;
  xa_lua_attention_opts(L, 4, q, &mask, &scale, &p);
  bool need = xa_lua_optbool_field(L, 4, "need_weights", false);
  xa_tensor **out = xa_lua_slot(L), **w = need ? xa_lua_slot(L) : NULL;
  if (xa_dot_attention(out, w, q, k, v, mask, scale, p)) return xa_lua_fail(L);
  return need ? 2 : 1;
}

static const xa_lreg regs[] = {
  {"dot_attention", l_dot_attention, XA_FUNC,
   "dot_attention(q, k, v [, {mask=nil, scale=dh^-0.5, dropout=0, need_weights=false}]) -> out [, w]\n"
   "Scaled dot-product attention of every head in one fused op: w = softmax(scale q kᵀ, -inf "
   "where mask), out = concat_h(dropout(w) v). q (B, H, T, dh), k and v (B, H, S, dh), e.g. "
   "views of projections split into heads (read in place); out (B, T, H·dh) with the heads "
   "merged. mask: bool broadcasting to (B, H, T, S), true = masked. dropout p in [0, 1) "
   "drops weights (training). need_weights also returns w (B, H, T, S) before dropout. "
   "Stores only w (and the dropout mask) for backward; differentiable in q, k, v."},
  {NULL, NULL, 0, NULL},
};

void xa_dot_lua(lua_State *L) {
  xa_lua_register(L, regs);
  /* the op itself, for the decoder layer's step (nn/decoder_step_lua.c) */
  lua_pushlightuserdata(L, (void *)(uintptr_t)xa_dot_attention);
  lua_setfield(L, LUA_REGISTRYINDEX, XA_REG_ATTEND_DOT);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_dot_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
