/* Lua functions of the label-smoothed cross-entropy (nn/xent.c, nn/linear_xent.c):
 * cross_entropy, linear_cross_entropy. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "xent.h"

#include <string.h>

/* the options table at index o (0: none) of cross_entropy and linear_cross_entropy */
static void xent_opts(lua_State *L, int o, double *eps, bool *has_ign, int64_t *ign,
                      xa_reduction *red) {
  *eps = xa_lua_optnum_field(L, o, "label_smoothing", 0.0);
  *has_ign = true;
  *ign = 1;
  *red = XA_REDUCE_SUM;
  if (!o) return;
  lua_getfield(L, o, "ignore_index");
  if (lua_isboolean(L, -1)) {
    if (lua_toboolean(L, -1))
      luaL_argerror(L, o, "ignore_index must be an integer, or false for none");
    *has_ign = false;
  } else if (!lua_isnil(L, -1)) {
    int ok;
    *ign = (int64_t)lua_tointegerx(L, -1, &ok);
    if (!ok) luaL_argerror(L, o, "ignore_index must be an integer, or false for none");
  }
  lua_pop(L, 1);
  lua_getfield(L, o, "reduction");
  const char *s = lua_tostring(L, -1);
  if (s && !strcmp(s, "sum")) *red = XA_REDUCE_SUM;
  else if (s && !strcmp(s, "mean")) *red = XA_REDUCE_MEAN;
  else if (s && !strcmp(s, "none")) *red = XA_REDUCE_NONE;
  else if (!lua_isnil(L, -1)) luaL_argerror(L, o, "reduction must be \"sum\", \"mean\" or \"none\"");
  lua_pop(L, 1);
}

static int l_cross_entropy(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *t = xa_lua_check(L, 2);
  int o = lua_isnoneornil(L, 3) ? 0 : 3;
  if (o) luaL_checktype(L, 3, LUA_TTABLE);
  double eps;
  bool has_ign;
  int64_t ign;
  xa_reduction red;
  xent_opts(L, o, &eps, &has_ign, &ign, &red);
  xa_tensor **loss = xa_lua_slot(L), **nll = xa_lua_slot(L);
  int64_t cnt;
  if (xa_cross_entropy(loss, nll, &cnt, x, t, eps, has_ign, ign, red)) return xa_lua_fail(L);
  lua_pushinteger(L, (lua_Integer)cnt);
  return 3;
}

static int l_linear_cross_entropy(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w = xa_lua_check(L, 2), *b = xa_lua_opt(L, 3);
  xa_tensor *t = xa_lua_check(L, 4);
  int o = lua_isnoneornil(L, 5) ? 0 : 5;
  if (o) luaL_checktype(L, 5, LUA_TTABLE);
  double eps;
  bool has_ign;
  int64_t ign;
  xa_reduction red;
  xent_opts(L, o, &eps, &has_ign, &ign, &red);
  if (red == XA_REDUCE_NONE)
    return luaL_argerror(L, 5, "reduction \"none\" is not fused: use cross_entropy(linear(x, W, b), target)");
  xa_tensor **loss = xa_lua_slot(L), **nll = xa_lua_slot(L);
  int64_t cnt;
  if (xa_linear_cross_entropy(loss, nll, &cnt, x, w, b, t, eps, has_ign, ign, red))
    return xa_lua_fail(L);
  lua_pushinteger(L, (lua_Integer)cnt);
  return 3;
}

static const xa_lreg regs[] = {
  {"cross_entropy", l_cross_entropy, XA_FUNC,
   "cross_entropy(logits, target [, {label_smoothing=0, ignore_index=1, reduction=\"sum\"}]) "
   "-> loss, nll_sum, count\n"
   "Fused log-softmax + label-smoothed negative log-likelihood of logits (N, V) or (B, T, V) "
   "against 1-based int64 targets (N) or (B, T); as torch's cross_entropy(label_smoothing=eps) "
   "and fairseq's label_smoothed_nll_loss (eps_i = eps/V): per row "
   "loss = (1 - eps) * nll + eps/V * sum_j -log p_j. Rows whose target is "
   "ignore_index (default 1 = <pad>; false for none) count 0. reduction \"sum\", \"mean\" "
   "(over counted rows) or \"none\" (target's shape). nll_sum (0-dim, not differentiable) is "
   "the plain nll summed over counted rows, count the number of counted rows. "
   "Differentiable in logits (one fused backward pass: softmax - target distribution)."},
  {"linear_cross_entropy", l_linear_cross_entropy, XA_FUNC,
   "linear_cross_entropy(x, W, b|nil, target [, {label_smoothing=0, ignore_index=1, reduction=\"sum\"}]) "
   "-> loss, nll_sum, count\n"
   "cross_entropy(linear(x, W, b), target, opts) without the logits: x (..., D), W (V, D), b (V) "
   "or nil, target x's shape without D. The rows whose target counts are projected in chunks "
   "of about 4M logits (2M on a GPU), and when a gradient is wanted each chunk's gradient is folded into "
   "dx, dW, db at once (backward only scales them), so memory stays O(chunk) instead of "
   "two (N, V) tensors. reduction \"sum\" or \"mean\". Differentiable in x, W, b."},
  {NULL, NULL, 0, NULL},
};

void xa_xent_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_xent_cuda_register() || xa_linear_xent_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
