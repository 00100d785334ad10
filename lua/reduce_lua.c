/* Lua functions: reduce family (sum, mean, prod, max, min, argmax, argmin, logsumexp,
 * var, std, softmax, log_softmax, cumsum, topk, any, all).
 *
 * Dims are 1-based, negative from the end; a 0-dim tensor accepts dim 1 (or -1), its
 * one element. Index tensors returned to Lua (max, min, argmax, argmin, topk) hold
 * 1-based positions, like Torch7 and like every position in xattn's Lua API; the C ops
 * return 0-based indices and the binding adds 1. */
#include "binding.h"

/* a dim of t (a 0-dim tensor counts as having one dim) */
static int check_rdim(lua_State *L, int idx, const xa_tensor *t) {
  return xa_lua_checkdim(L, idx, t->ndim ? t->ndim : 1, 0);
}

/* an optional dim: -1 (every element) when nil or absent */
static int opt_rdim(lua_State *L, int idx, const xa_tensor *t) {
  if (lua_isnoneornil(L, idx)) return -1;
  return check_rdim(L, idx, t);
}

static bool opt_bool(lua_State *L, int idx, bool def) {
  if (lua_isnoneornil(L, idx)) return def;
  luaL_checktype(L, idx, LUA_TBOOLEAN);
  return lua_toboolean(L, idx);
}

/* pushes the 0-based indices held by the userdata at idx as 1-based positions */
static void push_positions(lua_State *L, int idx) {
  xa_tensor *ix = xa_lua_check(L, idx);
  if (xa_affine(xa_lua_slot(L), ix, 1.0, 1.0)) xa_lua_fail(L);
}

typedef int (*reduce_op)(xa_tensor **, xa_tensor *, int, bool);

/* f(t [, dim [, keepdim]]) */
static int reduce_simple(lua_State *L, reduce_op op) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dim = opt_rdim(L, 2, t);
  bool keepdim = opt_bool(L, 3, false);
  return xa_lua_result(L, op(xa_lua_slot(L), t, dim, keepdim));
}
static int l_sum(lua_State *L) { return reduce_simple(L, xa_sum); }
static int l_mean(lua_State *L) { return reduce_simple(L, xa_mean); }
static int l_prod(lua_State *L) { return reduce_simple(L, xa_prod); }
static int l_logsumexp(lua_State *L) { return reduce_simple(L, xa_logsumexp); }
static int l_any(lua_State *L) { return reduce_simple(L, xa_any); }
static int l_all(lua_State *L) { return reduce_simple(L, xa_all); }

typedef int (*maxmin_op)(xa_tensor **, xa_tensor **, xa_tensor *, int, bool);

/* what: 0 values and positions, 1 positions only */
static int maxmin(lua_State *L, maxmin_op op, const char *fn, const char *elem, int what) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (xa_lua_is(L, 2))
    return luaL_error(L, "%s: the second argument is a dim; for the elementwise %s of two "
                      "tensors use %s(a, b)", fn, elem, elem);
  int dim = opt_rdim(L, 2, t);
  bool keepdim = opt_bool(L, 3, false);
  int top = lua_gettop(L);
  xa_tensor **v = xa_lua_slot(L), **ix = xa_lua_slot(L); /* top + 1, top + 2 */
  if (op(v, ix, t, dim, keepdim)) return xa_lua_fail(L);
  push_positions(L, top + 2);
  if (what == 1) return 1;
  lua_pushvalue(L, top + 1);
  lua_insert(L, -2); /* values, positions */
  return 2;
}
static int l_max(lua_State *L) { return maxmin(L, xa_max, "max", "maximum", 0); }
static int l_min(lua_State *L) { return maxmin(L, xa_min, "min", "minimum", 0); }
static int l_argmax(lua_State *L) { return maxmin(L, xa_max, "argmax", "maximum", 1); }
static int l_argmin(lua_State *L) { return maxmin(L, xa_min, "argmin", "minimum", 1); }

/* var(t [, dim] [, {unbiased=true, keepdim=false}]) */
static int var_std(lua_State *L, bool sd) {
  xa_tensor *t = xa_lua_check(L, 1);
  int opts = 3, dim = -1;
  if (lua_istable(L, 2)) opts = 2;
  else dim = opt_rdim(L, 2, t);
  if (!lua_isnoneornil(L, opts)) luaL_checktype(L, opts, LUA_TTABLE);
  bool unbiased = xa_lua_optbool_field(L, opts, "unbiased", true);
  bool keepdim = xa_lua_optbool_field(L, opts, "keepdim", false);
  xa_tensor **v = xa_lua_slot(L);
  if (xa_var(v, t, dim, unbiased, keepdim)) return xa_lua_fail(L);
  if (!sd) return 1;
  return xa_lua_result(L, xa_unary(xa_lua_slot(L), XA_SQRT, *v));
}
static int l_var(lua_State *L) { return var_std(L, false); }
static int l_std(lua_State *L) { return var_std(L, true); }

typedef int (*rowop)(xa_tensor **, xa_tensor *, int);
static int row_op(lua_State *L, rowop op) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dim = check_rdim(L, 2, t);
  return xa_lua_result(L, op(xa_lua_slot(L), t, dim));
}
static int l_softmax(lua_State *L) { return row_op(L, xa_softmax); }
static int l_log_softmax(lua_State *L) { return row_op(L, xa_log_softmax); }
static int l_cumsum(lua_State *L) { return row_op(L, xa_cumsum); }

static int l_topk(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  lua_Integer k = luaL_checkinteger(L, 2);
  int dim = lua_isnoneornil(L, 3) ? (t->ndim ? t->ndim - 1 : 0) : check_rdim(L, 3, t);
  bool largest = opt_bool(L, 4, true), sorted = opt_bool(L, 5, true);
  int top = lua_gettop(L);
  xa_tensor **v = xa_lua_slot(L), **ix = xa_lua_slot(L); /* top + 1, top + 2 */
  if (xa_topk(v, ix, t, (int64_t)k, dim, largest, sorted)) return xa_lua_fail(L);
  push_positions(L, top + 2);
  lua_pushvalue(L, top + 1);
  lua_insert(L, -2); /* values, positions */
  return 2;
}

static const xa_lreg regs[] = {
  {"sum", l_sum, XA_BOTH, "sum(t [, dim [, keepdim=false]]) -> Tensor\n"
   "Sum over dim, or over every element when dim is nil (a 0-dim result). bool and int64 "
   "sum to int64; float32 accumulates in double. The sum over an empty dim is 0."},
  {"mean", l_mean, XA_BOTH, "mean(t [, dim [, keepdim=false]]) -> Tensor\n"
   "Mean over dim or every element; float tensors only (an int tensor is an error: use "
   "t:float() first). The mean over an empty dim is NaN."},
  {"prod", l_prod, XA_BOTH, "prod(t [, dim [, keepdim=false]]) -> Tensor\n"
   "Product over dim or every element; bool and int64 give int64. The gradient is exact "
   "with zeros (products of the other elements)."},
  {"max", l_max, XA_BOTH, "max(t [, dim [, keepdim=false]]) -> values, positions\n"
   "Maximum along dim with the int64 1-based positions where it was found (the first on "
   "ties; a NaN wins). Without dim: the 0-dim maximum of all elements and its 1-based flat "
   "position. An empty dim is an error. For the elementwise maximum use maximum(a, b)."},
  {"min", l_min, XA_BOTH, "min(t [, dim [, keepdim=false]]) -> values, positions\n"
   "Minimum along dim, as max."},
  {"argmax", l_argmax, XA_BOTH, "argmax(t [, dim [, keepdim=false]]) -> positions\n"
   "int64 1-based positions of the maximum along dim (the first on ties), or the flat "
   "1-based position of the maximum of all elements."},
  {"argmin", l_argmin, XA_BOTH, "argmin(t [, dim [, keepdim=false]]) -> positions\n"
   "int64 1-based positions of the minimum, as argmax."},
  {"logsumexp", l_logsumexp, XA_BOTH, "logsumexp(t [, dim [, keepdim=false]]) -> Tensor\n"
   "log(sum(exp(t))) along dim (or all elements), computed stably: max + log(sum(exp(t - "
   "max))). A row of all -inf gives -inf (gradient 0). Float tensors only."},
  {"var", l_var, XA_BOTH, "var(t [, dim] [, {unbiased=true, keepdim=false}]) -> Tensor\n"
   "Variance along dim or over all elements (two passes in double); unbiased divides by "
   "n - 1 (NaN when n = 1). Float tensors only."},
  {"std", l_std, XA_BOTH, "std(t [, dim] [, {unbiased=true, keepdim=false}]) -> Tensor\n"
   "Standard deviation: sqrt(var(...))."},
  {"softmax", l_softmax, XA_BOTH, "softmax(t, dim) -> Tensor\n"
   "exp(t) / sum(exp(t)) along dim, computed stably (the row maximum is subtracted), so "
   "logits of 1e4 do not overflow and -inf entries get 0. As in PyTorch, a row of all -inf "
   "(or holding +inf or NaN) gives NaN. Float tensors only."},
  {"log_softmax", l_log_softmax, XA_BOTH, "log_softmax(t, dim) -> Tensor\n"
   "t - logsumexp(t, dim), computed stably; a row of all -inf gives NaN (as PyTorch)."},
  {"cumsum", l_cumsum, XA_BOTH, "cumsum(t, dim) -> Tensor\n"
   "Cumulative sum along dim; bool and int64 give int64."},
  {"topk", l_topk, XA_BOTH, "topk(t, k [, dim=-1 [, largest=true [, sorted=true]]]) -> values, positions\n"
   "The k largest (or smallest) entries along dim, best first, with their int64 1-based "
   "positions; equal values keep the lower position first, NaN counts as the largest. "
   "0 <= k <= size of dim. Results are always sorted."},
  {"any", l_any, XA_BOTH, "any(t [, dim [, keepdim=false]]) -> bool Tensor\n"
   "Whether any element along dim (or at all) is nonzero; false over an empty dim."},
  {"all", l_all, XA_BOTH, "all(t [, dim [, keepdim=false]]) -> bool Tensor\n"
   "Whether every element along dim (or at all) is nonzero; true over an empty dim."},
  {NULL, NULL, 0, NULL},
};

void xa_reduce_lua(lua_State *L) { xa_lua_register(L, regs); }
