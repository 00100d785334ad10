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

static const xa_lreg regs[] = {
  {"linear", l_linear, XA_FUNC, "linear(x, W [, b]) -> Tensor\n"
   "x (..., in) · Wᵀ + b with W (out, in) and b (out) as in torch.nn.functional.linear; "
   "leading dims of x are folded into one gemm with the bias added in the same pass "
   "(on cuda: cuBLASLt's bias epilogue for float32). "
   "x, W and b share one float dtype; W may be a transposed view. Differentiable in x, W, b."},
  {NULL, NULL, 0, NULL},
};

void xa_linear_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_linear_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
