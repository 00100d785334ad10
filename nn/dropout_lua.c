/* Lua function of dropout (nn/dropout.c): dropout. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "dropout.h"

static int l_dropout(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1);
  double p = luaL_checknumber(L, 2);
  bool train = lua_isnoneornil(L, 3) ? true : lua_toboolean(L, 3);
  return xa_lua_result(L, xa_dropout(xa_lua_slot(L), x, p, train));
}

static const xa_lreg regs[] = {
  {"dropout", l_dropout, XA_BOTH, "dropout(x, p [, train=true]) -> Tensor\n"
   "In training, zeroes each element with probability p and scales the rest by 1/(1-p); "
   "the mask comes from the global generator (manual_seed). With train=false or p=0 returns "
   "x itself; p=1 gives zeros. Differentiable."},
  {NULL, NULL, 0, NULL},
};

void xa_dropout_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_dropout_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
