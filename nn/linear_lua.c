/* Lua function of the linear layer (nn/linear.c): linear. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "linear.h"

static int l_linear(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w = xa_lua_check(L, 2), *b = xa_lua_opt(L, 3);
  return xa_lua_result(L, xa_linear(xa_lua_slot(L), x, w, b));
}

/* _packed_linear([on]) -> whether the path was on, the most rows it takes on this CPU (0:
 * none, no AVX2); sets it when on is given */
static int l_packed_linear(lua_State *L) {
  bool was;
  if (lua_isnoneornil(L, 1)) {
    was = xa_linear_packed_enable(true);
    xa_linear_packed_enable(was);
  } else {
    luaL_checktype(L, 1, LUA_TBOOLEAN);
    was = xa_linear_packed_enable(lua_toboolean(L, 1));
  }
  lua_pushboolean(L, was);
  lua_pushinteger(L, xa_linear_packed_max_rows());
  return 2;
}

static const xa_lreg regs[] = {
  {"linear", l_linear, XA_FUNC, "linear(x, W [, b]) -> Tensor\n"
   "x (..., in) · Wᵀ + b with W (out, in) and b (out) as in torch.nn.functional.linear; "
   "leading dims of x are folded into one gemm with the bias added in the same pass "
   "(on cuda: cuBLASLt's bias epilogue for float32). "
   "x, W and b share one float dtype; W may be a transposed view. Differentiable in x, W, b."},
  {"_packed_linear", l_packed_linear, XA_FUNC,
   "_packed_linear([on]) -> whether it was on, the most rows it takes here\n"
   "The CPU's inference path of linear (each weight packed once and kept with it, for "
   "products of up to 1024 rows with no gradient recorded; docs/performance.md): turned on "
   "or off with a boolean, left as it is without one. The answers are the setting before the "
   "call and the most rows the path takes on this CPU (0 without AVX2 and FMA, where it is "
   "never taken). For A/B timings and tests; XATTN_PACKED=0 in the environment starts it off."},
  {NULL, NULL, 0, NULL},
};

void xa_linear_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_linear_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
