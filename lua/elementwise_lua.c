/* Lua functions: elementwise family (arithmetic, comparisons, logic, unary maths,
 * clamp, where, masked_fill and the in-place variants).
 *
 * Binary operands are tensors or Lua numbers/booleans on either side
 * (xattn.add(2, t), t:add(2)); a number takes the dtype of the tensor it meets
 * (an int64/bool tensor with a non-integral number computes in float32).
 * Every argument is checked before anything is allocated; numbers become 0-dim tensors
 * held by userdata on the stack and results are written into a userdata made first, so
 * a raised error leaks nothing. */
#include "binding.h"

#include <math.h>

/* both operands at 1 and 2 as tensors (borrowed); at least one must be a tensor */
static void two_operands(lua_State *L, const char *fn, xa_tensor **a, xa_tensor **b) {
  xa_lua_check_operand(L, 1);
  xa_lua_check_operand(L, 2);
  bool ta = xa_lua_is(L, 1), tb = xa_lua_is(L, 2);
  if (!ta && !tb)
    luaL_error(L, "%s: at least one operand must be a tensor (got %s and %s)", fn,
               luaL_typename(L, 1), luaL_typename(L, 2));
  xa_tensor *like = ta ? xa_lua_check(L, 1) : xa_lua_check(L, 2);
  *a = xa_lua_operand(L, 1, like);
  *b = xa_lua_operand(L, 2, like);
}

static int binary(lua_State *L, xa_binop op, const char *fn) {
  xa_tensor *a, *b;
  two_operands(L, fn, &a, &b);
  return xa_lua_result(L, xa_binary(xa_lua_slot(L), op, a, b));
}

#define BINARY(NAME, OP) static int ew_##NAME(lua_State *L) { return binary(L, OP, #NAME); }
BINARY(add, XA_ADD)
BINARY(sub, XA_SUB)
BINARY(mul, XA_MUL)
BINARY(div, XA_DIV)
BINARY(maximum, XA_MAXIMUM)
BINARY(minimum, XA_MINIMUM)
BINARY(eq, XA_EQ)
BINARY(ne, XA_NE)
BINARY(lt, XA_LT)
BINARY(le, XA_LE)
BINARY(gt, XA_GT)
BINARY(ge, XA_GE)
BINARY(logical_and, XA_AND)
BINARY(logical_or, XA_OR)

static int ew_pow(lua_State *L) {
  if (xa_lua_is(L, 1) && lua_type(L, 2) == LUA_TNUMBER) { /* one pass, no scalar tensor */
    return xa_lua_result(L, xa_pow_scalar(xa_lua_slot(L), xa_lua_check(L, 1), lua_tonumber(L, 2)));
  }
  return binary(L, XA_POW, "pow");
}

static int unary(lua_State *L, xa_unop op) {
  return xa_lua_result(L, xa_unary(xa_lua_slot(L), op, xa_lua_check(L, 1)));
}

#define UNARY(NAME, OP) static int ew_##NAME(lua_State *L) { return unary(L, OP); }
UNARY(neg, XA_NEG)
UNARY(abs, XA_ABS)
UNARY(exp, XA_EXP)
UNARY(log, XA_LOG)
UNARY(sqrt, XA_SQRT)
UNARY(rsqrt, XA_RSQRT)
UNARY(tanh, XA_TANH)
UNARY(sigmoid, XA_SIGMOID)
UNARY(relu, XA_RELU)
UNARY(gelu, XA_GELU)
UNARY(sin, XA_SIN)
UNARY(cos, XA_COS)
UNARY(floor, XA_FLOOR)
UNARY(ceil, XA_CEIL)
UNARY(round, XA_ROUND)
UNARY(sign, XA_SIGN)
UNARY(reciprocal, XA_RECIPROCAL)
UNARY(square, XA_SQUARE)
UNARY(log1p, XA_LOG1P)
UNARY(expm1, XA_EXPM1)
UNARY(logical_not, XA_NOT)

/* ---- clamp ------------------------------------------------------------- */
static double opt_bound(lua_State *L, int idx) {
  if (lua_isnoneornil(L, idx)) return NAN;
  int ok;
  double v = lua_tonumberx(L, idx, &ok);
  if (!ok) luaL_argerror(L, idx, lua_pushfstring(L, "number or nil expected, got %s", luaL_typename(L, idx)));
  return v;
}

static int ew_clamp(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  double lo = opt_bound(L, 2), hi = opt_bound(L, 3);
  return xa_lua_result(L, xa_clamp(xa_lua_slot(L), t, lo, hi));
}

static int ew_clamp_(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  double lo = opt_bound(L, 2), hi = opt_bound(L, 3);
  if (xa_clamp_(t, lo, hi)) return xa_lua_fail(L);
  lua_settop(L, 1);
  return 1;
}

/* ---- where ------------------------------------------------------------- */
/* a Lua number or boolean at idx as a 0-dim tensor of dtype dt, held by a userdata
 * pushed on the stack (borrowed) */
static xa_tensor *scalar_of(lua_State *L, int idx, xa_dtype dt) {
  double v = lua_isboolean(L, idx) ? lua_toboolean(L, idx) : lua_tonumber(L, idx);
  xa_tensor **r = xa_lua_slot(L);
  if (xa_scalar_tensor(r, dt, v)) xa_lua_fail(L);
  return *r;
}

static xa_dtype natural_dtype(lua_State *L, int idx) {
  if (lua_isboolean(L, idx)) return XA_BOOL;
  return lua_isinteger(L, idx) ? XA_INT64 : XA_FLOAT32;
}

static int ew_where(lua_State *L) {
  xa_tensor *cond = xa_lua_check(L, 1);
  xa_lua_check_operand(L, 2);
  xa_lua_check_operand(L, 3);
  bool ta = xa_lua_is(L, 2), tb = xa_lua_is(L, 3);
  xa_tensor *a, *b;
  if (ta || tb) {
    xa_tensor *like = ta ? xa_lua_check(L, 2) : xa_lua_check(L, 3);
    a = xa_lua_operand(L, 2, like);
    b = xa_lua_operand(L, 3, like);
  } else { /* two numbers: the dtype both promote to */
    xa_dtype dt = xa_dtype_promote(natural_dtype(L, 2), natural_dtype(L, 3));
    a = scalar_of(L, 2, dt);
    b = scalar_of(L, 3, dt);
  }
  return xa_lua_result(L, xa_where(xa_lua_slot(L), cond, a, b));
}

/* ---- masked_fill ------------------------------------------------------- */
static double fill_value(lua_State *L, int idx) {
  if (lua_isboolean(L, idx)) return lua_toboolean(L, idx);
  int ok;
  double v = lua_tonumberx(L, idx, &ok);
  if (!ok) luaL_argerror(L, idx, lua_pushfstring(L, "number or boolean expected, got %s", luaL_typename(L, idx)));
  return v;
}

static int ew_masked_fill(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1), *mask = xa_lua_check(L, 2);
  double v = fill_value(L, 3);
  return xa_lua_result(L, xa_masked_fill(xa_lua_slot(L), t, mask, v));
}

static int ew_masked_fill_(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1), *mask = xa_lua_check(L, 2);
  double v = fill_value(L, 3);
  if (xa_masked_fill_(t, mask, v)) return xa_lua_fail(L);
  lua_settop(L, 1);
  return 1;
}

/* ---- in-place arithmetic ----------------------------------------------- */
static int inplace(lua_State *L, xa_binop op) {
  xa_tensor *t = xa_lua_check(L, 1);
  xa_lua_check_operand(L, 2);
  xa_tensor *b = xa_lua_operand(L, 2, t);
  if (xa_binary_(op, t, b)) return xa_lua_fail(L);
  lua_settop(L, 1);
  return 1;
}
static int ew_add_(lua_State *L) { return inplace(L, XA_ADD); }
static int ew_sub_(lua_State *L) { return inplace(L, XA_SUB); }
static int ew_mul_(lua_State *L) { return inplace(L, XA_MUL); }
static int ew_div_(lua_State *L) { return inplace(L, XA_DIV); }

#define BIN_DOC(NAME, WHAT) \
  #NAME "(a, b) -> Tensor\n" WHAT " elementwise; a and b are tensors or numbers (either side), " \
  "broadcast together; dtypes promote bool < int64 < float32 < float64."
#define CMP_DOC(NAME, WHAT) \
  #NAME "(a, b) -> bool Tensor\n" WHAT " elementwise, after broadcasting and dtype promotion; " \
  "a and b are tensors or numbers."
#define UN_DOC(NAME, WHAT) #NAME "(t) -> Tensor\n" WHAT
#define FLOAT_DOC(NAME, WHAT) #NAME "(t) -> Tensor\n" WHAT " Integer and bool tensors give float32."

static const xa_lreg regs[] = {
  {"add", ew_add, XA_BOTH, BIN_DOC(add, "a + b")},
  {"sub", ew_sub, XA_BOTH, BIN_DOC(sub, "a - b")},
  {"mul", ew_mul, XA_BOTH, BIN_DOC(mul, "a * b")},
  {"div", ew_div, XA_BOTH, BIN_DOC(div, "a / b, true division (integer operands give float32)")},
  {"pow", ew_pow, XA_BOTH, BIN_DOC(pow, "a ^ b (differentiable in both; the gradient of b is 0 where a ^ b = 0)")},
  {"maximum", ew_maximum, XA_BOTH, BIN_DOC(maximum, "the larger of a and b (NaN if either is NaN; ties split the gradient)")},
  {"minimum", ew_minimum, XA_BOTH, BIN_DOC(minimum, "the smaller of a and b (NaN if either is NaN; ties split the gradient)")},
  {"eq", ew_eq, XA_BOTH, CMP_DOC(eq, "a == b")},
  {"ne", ew_ne, XA_BOTH, CMP_DOC(ne, "a ~= b")},
  {"lt", ew_lt, XA_BOTH, CMP_DOC(lt, "a < b")},
  {"le", ew_le, XA_BOTH, CMP_DOC(le, "a <= b")},
  {"gt", ew_gt, XA_BOTH, CMP_DOC(gt, "a > b")},
  {"ge", ew_ge, XA_BOTH, CMP_DOC(ge, "a >= b")},
  {"logical_and", ew_logical_and, XA_BOTH, CMP_DOC(logical_and, "a and b (nonzero is true)")},
  {"logical_or", ew_logical_or, XA_BOTH, CMP_DOC(logical_or, "a or b (nonzero is true)")},
  {"logical_not", ew_logical_not, XA_BOTH, "logical_not(t) -> bool Tensor\nnot t elementwise (zero is false)."},
  {"neg", ew_neg, XA_BOTH, UN_DOC(neg, "-t elementwise (bool gives int64).")},
  {"abs", ew_abs, XA_BOTH, UN_DOC(abs, "|t| elementwise (gradient 0 at 0).")},
  {"exp", ew_exp, XA_BOTH, FLOAT_DOC(exp, "e ^ t elementwise.")},
  {"log", ew_log, XA_BOTH, FLOAT_DOC(log, "natural logarithm elementwise (-inf at 0, NaN below).")},
  {"sqrt", ew_sqrt, XA_BOTH, FLOAT_DOC(sqrt, "square root elementwise.")},
  {"rsqrt", ew_rsqrt, XA_BOTH, FLOAT_DOC(rsqrt, "1 / sqrt(t) elementwise.")},
  {"tanh", ew_tanh, XA_BOTH, FLOAT_DOC(tanh, "hyperbolic tangent elementwise.")},
  {"sigmoid", ew_sigmoid, XA_BOTH, FLOAT_DOC(sigmoid, "1 / (1 + exp(-t)) elementwise, stable for large |t|.")},
  {"relu", ew_relu, XA_BOTH, UN_DOC(relu, "max(t, 0) elementwise (gradient 0 at 0).")},
  {"gelu", ew_gelu, XA_BOTH, FLOAT_DOC(gelu, "t * Phi(t) elementwise, Phi the standard normal CDF (exact erf form).")},
  {"sin", ew_sin, XA_BOTH, FLOAT_DOC(sin, "sine elementwise.")},
  {"cos", ew_cos, XA_BOTH, FLOAT_DOC(cos, "cosine elementwise.")},
  {"floor", ew_floor, XA_BOTH, UN_DOC(floor, "largest integer <= t elementwise, same dtype (gradient 0).")},
  {"ceil", ew_ceil, XA_BOTH, UN_DOC(ceil, "smallest integer >= t elementwise, same dtype (gradient 0).")},
  {"round", ew_round, XA_BOTH, UN_DOC(round, "nearest integer elementwise, halves to even, same dtype (gradient 0).")},
  {"sign", ew_sign, XA_BOTH, UN_DOC(sign, "-1, 0 or 1 elementwise (NaN stays NaN; gradient 0).")},
  {"reciprocal", ew_reciprocal, XA_BOTH, FLOAT_DOC(reciprocal, "1 / t elementwise.")},
  {"square", ew_square, XA_BOTH, UN_DOC(square, "t * t elementwise (bool gives int64).")},
  {"log1p", ew_log1p, XA_BOTH, FLOAT_DOC(log1p, "log(1 + t) elementwise, accurate for small t.")},
  {"expm1", ew_expm1, XA_BOTH, FLOAT_DOC(expm1, "exp(t) - 1 elementwise, accurate for small t.")},
  {"clamp", ew_clamp, XA_BOTH, "clamp(t, lo, hi) -> Tensor\nmin(max(t, lo), hi) elementwise; lo or hi "
   "may be nil for no bound (not both). NaN stays NaN; the gradient passes where lo <= t <= hi. "
   "An int64 tensor with a non-integral bound gives float32."},
  {"where", ew_where, XA_BOTH, "where(cond, a, b) -> Tensor\nElementwise cond ? a : b, with cond a "
   "tensor of any dtype (nonzero is true) and a, b tensors or numbers; all three broadcast "
   "together and a, b promote to a common dtype. Differentiable in a and b."},
  {"masked_fill", ew_masked_fill, XA_BOTH, "masked_fill(t, mask, value) -> Tensor\nA copy of t with "
   "value where the bool tensor mask (broadcast to t's shape) is true; the gradient is 0 there."},
  {"add_", ew_add_, XA_METHOD, "t:add_(b) -> t; t = t + b in place (b a tensor broadcasting to t, or a "
   "number). Refused on a tensor that requires grad while grad mode is on."},
  {"sub_", ew_sub_, XA_METHOD, "t:sub_(b) -> t; t = t - b in place."},
  {"mul_", ew_mul_, XA_METHOD, "t:mul_(b) -> t; t = t * b in place."},
  {"div_", ew_div_, XA_METHOD, "t:div_(b) -> t; t = t / b in place (t must be float)."},
  {"masked_fill_", ew_masked_fill_, XA_METHOD, "t:masked_fill_(mask, value) -> t; writes value where "
   "the bool mask (broadcast to t) is true, in place."},
  {"clamp_", ew_clamp_, XA_METHOD, "t:clamp_(lo, hi) -> t; clamps in place (nil = no bound)."},
  {NULL, NULL, 0, NULL},
};

void xa_elementwise_lua(lua_State *L) { xa_lua_register(L, regs); }
