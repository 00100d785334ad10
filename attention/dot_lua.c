/* Lua function of the fused scaled dot-product attention (attention/dot.c): dot_attention. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "dot.h"

#include <math.h>

static int l_dot_attention(lua_State *L) {
  xa_tensor *q = xa_lua_check(L, 1), *k = xa_lua_check(L, 2), *v = xa_lua_check(L, 3);
  int o = lua_isnoneornil(L, 4) ? 0 : 4;
  if (o) luaL_checktype(L, 4, LUA_TTABLE);
  xa_tensor *mask = NULL;
  bool need = false;
  double scale = q->ndim == 4 && q->size[3] > 0 ? pow((double)q->size[3], -0.5) : 1.0; /* as Lua: dh ^ -0.5 */
  double p = 0;
  if (o) {
    lua_getfield(L, o, "mask");
    if (!lua_isnil(L, -1)) {
      if (!xa_lua_is(L, -1)) return luaL_argerror(L, 4, "mask must be a bool tensor or nil");
      mask = xa_lua_check(L, -1); /* the options table keeps it alive */
    }
    lua_pop(L, 1);
    scale = xa_lua_optnum_field(L, o, "scale", scale);
    p = xa_lua_optnum_field(L, o, "dropout", 0.0);
    need = xa_lua_optbool_field(L, o, "need_weights", false);
  }
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
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_dot_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
