/* Lua functions of the window (CCAN) cross-attention kernels (attention/window.c):
 * window_weights, window_mix, window_centres. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "window.h"

static int l_window_weights(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1);
  int64_t win = (int64_t)luaL_checkinteger(L, 2);
  return xa_lua_result(L, xa_window_weights(xa_lua_slot(L), x, win));
}

static int l_window_mix(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1);
  xa_lua_check_operand(L, 2);
  int64_t win = (int64_t)luaL_checkinteger(L, 3);
  xa_tensor *g = xa_lua_operand(L, 2, x);
  return xa_lua_result(L, xa_window_mix(xa_lua_slot(L), x, g, win));
}

static int l_window_centres(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1);
  return xa_lua_result(L, xa_window_centres(xa_lua_slot(L), x));
}

static const xa_lreg regs[] = {
  {"window_weights", l_window_weights, XA_FUNC, "window_weights(logits, win) -> Tensor\n"
   "CCAN's local attention (Ding et al. 2020): per row of logits (..., S) (the last dim; "
   "-inf at masked keys), c = the first argmax, then a softmax of the logits over the keys "
   "[c - win, c + win] ∩ [1, S] and 0 elsewhere. win >= 0 is the half-width (integer). "
   "Masked keys inside the window stay 0; a row with every key masked gives 0. "
   "float32/float64; differentiable in logits (c has no gradient)."},
  {"window_mix", l_window_mix, XA_FUNC, "window_mix(logits, g, win) -> Tensor\n"
   "(1 - g) softmax(logits) + g window_weights(logits, win) in one fused kernel (no softmax "
   "is stored; backward recomputes both). g: logits' shape with the last dim 1, e.g. "
   "(B, H, T, 1) for logits (B, H, T, S), anything that broadcasts to it, or a number. "
   "A row with every key masked gives 0. Differentiable in logits and g."},
  {"window_centres", l_window_centres, XA_FUNC, "window_centres(logits) -> Tensor (int64)\n"
   "The window centre of each row of logits (..., S): the 1-based first argmax, shape (...); "
   "0 for a row with every key masked (-inf) or holding NaN."},
  {NULL, NULL, 0, NULL},
};

void xa_window_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_window_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
