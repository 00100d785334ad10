/* Lua functions: fused nn kernels (linear, cross_entropy) and the flat-buffer optimizer
 * helpers used by lua/xattn/optim.lua (_flatten, _flat_grads, _adam_step, _sgd_step,
 * _clip_grad_norm). */
#include "binding.h"
#include "../nn/nn.h"

#include <string.h>

static int l_linear(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w = xa_lua_check(L, 2), *b = xa_lua_opt(L, 3);
  return xa_lua_result(L, xa_linear(xa_lua_slot(L), x, w, b));
}

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

/* the tensors of the list at idx in a scratch userdata (collected by Lua, so a raised
 * error leaks nothing); returns their number */
static int tensor_list(lua_State *L, int idx, xa_tensor ***out) {
  luaL_checktype(L, idx, LUA_TTABLE);
  lua_Integer n = (lua_Integer)lua_rawlen(L, idx);
  if (n > 1 << 24) luaL_argerror(L, idx, "too many tensors");
  xa_tensor **ts = lua_newuserdatauv(L, (size_t)(n > 0 ? n : 1) * sizeof *ts, 0);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, idx, i);
    if (!xa_lua_is(L, -1))
      luaL_argerror(L, idx, lua_pushfstring(L, "element %d is not a tensor (%s)", (int)i,
                                            luaL_typename(L, -1)));
    ts[i - 1] = xa_lua_check(L, -1);
    lua_pop(L, 1);
  }
  *out = ts;
  return (int)n;
}

static int l_flatten(lua_State *L) {
  xa_tensor **ts;
  int n = tensor_list(L, 1, &ts);
  return xa_lua_result(L, xa_flatten_params(xa_lua_slot(L), n, ts));
}

static int l_flat_grads(lua_State *L) {
  xa_tensor *g = xa_lua_check(L, 1), **ts;
  int n = tensor_list(L, 2, &ts), set = 0;
  if (xa_flat_grads(g, n, ts, &set)) return xa_lua_fail(L);
  lua_pushinteger(L, set);
  return 1;
}

static int l_adam_step(lua_State *L) {
  xa_tensor *p = xa_lua_check(L, 1), *g = xa_lua_check(L, 2), *m = xa_lua_check(L, 3),
            *v = xa_lua_check(L, 4);
  lua_Integer step = luaL_checkinteger(L, 5);
  double lr = luaL_checknumber(L, 6), b1 = luaL_checknumber(L, 7), b2 = luaL_checknumber(L, 8);
  double eps = luaL_checknumber(L, 9), wd = luaL_checknumber(L, 10);
  bool dec = lua_toboolean(L, 11);
  if (xa_adam_step(p, g, m, v, (int64_t)step, lr, b1, b2, eps, wd, dec)) return xa_lua_fail(L);
  return 0;
}

static int l_sgd_step(lua_State *L) {
  xa_tensor *p = xa_lua_check(L, 1), *g = xa_lua_check(L, 2), *buf = xa_lua_opt(L, 3);
  bool first = lua_toboolean(L, 4);
  double lr = luaL_checknumber(L, 5), mu = luaL_checknumber(L, 6), damp = luaL_checknumber(L, 7);
  double wd = luaL_checknumber(L, 8);
  bool nest = lua_toboolean(L, 9);
  if (xa_sgd_step(p, g, buf, first, lr, mu, damp, wd, nest)) return xa_lua_fail(L);
  return 0;
}

static int l_clip_grad_norm(lua_State *L) {
  xa_tensor *g = xa_lua_check(L, 1);
  double mx = luaL_optnumber(L, 2, 0.0), norm;
  if (xa_clip_grad_norm(g, mx, &norm)) return xa_lua_fail(L);
  lua_pushnumber(L, norm);
  return 1;
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
  {"linear", l_linear, XA_FUNC, "linear(x, W [, b]) -> Tensor\n"
   "x (..., in) · Wᵀ + b with W (out, in) and b (out) as in torch.nn.functional.linear; "
   "leading dims of x are folded into one gemm with the bias added in the same pass. "
   "x, W and b share one float dtype; W may be a transposed view. Differentiable in x, W, b."},
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
   "of about 2M logits, and when a gradient is wanted each chunk's gradient is folded into "
   "dx, dW, db at once (backward only scales them), so memory stays O(chunk) instead of "
   "two (N, V) tensors. reduction \"sum\" or \"mean\". Differentiable in x, W, b."},
  {"_flatten", l_flatten, XA_FUNC, "_flatten(list) -> flat\n"
   "Copies the tensors of list (all float32 or all float64 leaves) into one new contiguous "
   "1-D tensor and re-points each tensor object at its slice; earlier views keep the old "
   "storage. Used by xattn.optim."},
  {"_flat_grads", l_flat_grads, XA_FUNC, "_flat_grads(gflat, list) -> number re-pointed\n"
   "Makes each tensor's .grad a view of gflat at the tensor's offset in its flat buffer "
   "(an existing grad elsewhere is copied in, a missing one zeroed)."},
  {"_adam_step", l_adam_step, XA_FUNC,
   "_adam_step(param, grad, m, v, step, lr, beta1, beta2, eps, weight_decay, decoupled)\n"
   "One fused torch.optim.Adam (decoupled=false) or AdamW step over flat 1-D buffers, in place."},
  {"_sgd_step", l_sgd_step, XA_FUNC,
   "_sgd_step(param, grad, buf|nil, first, lr, momentum, dampening, weight_decay, nesterov)\n"
   "One torch.optim.SGD step over flat 1-D buffers, in place."},
  {"_clip_grad_norm", l_clip_grad_norm, XA_FUNC, "_clip_grad_norm(gflat [, max_norm]) -> norm\n"
   "The L2 norm of gflat; with max_norm > 0 scales gflat in place by max_norm / (norm + 1e-6) "
   "when that is < 1 (torch.nn.utils.clip_grad_norm_)."},
  {NULL, NULL, 0, NULL},
};

void xa_lua_open_nn(lua_State *L) { xa_lua_register(L, regs); }
