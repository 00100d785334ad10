/* Lua functions of the optimizer kernels (nn/optim.c), the flat-buffer helpers that
 * nn/optim.lua builds on: _flatten, _flat_grads, _adam_step, _sgd_step, _clip_grad_norm. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "optim.h"

#include <string.h>

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

static const xa_lreg regs[] = {
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

void xa_optim_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA step kernels (used once parameters are on the device) */
  if (xa_optim_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
