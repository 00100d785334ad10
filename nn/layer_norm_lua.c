/* Lua function of the layer norm (nn/layer_norm.c): layer_norm. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "layer_norm.h"

#include <string.h>

static int l_layer_norm(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1);
  int64_t ns[XA_MAXDIM];
  int nn;
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (lua_type(L, 2) == LUA_TNUMBER) {
    int ok;
    ns[0] = lua_tointegerx(L, 2, &ok);
    if (!ok) return luaL_argerror(L, 2, "normalized_shape must be an integer");
    nn = 1;
  } else if (lua_istable(L, 2)) {
    lua_Integer len = (lua_Integer)lua_rawlen(L, 2);
    if (len < 1 || len > XA_MAXDIM)
      return luaL_argerror(L, 2, "normalized_shape must list 1 to 8 sizes");
    nn = (int)len;
    for (int i = 0; i < nn; i++) {
      lua_rawgeti(L, 2, i + 1);
      int ok;
      ns[i] = lua_tointegerx(L, -1, &ok);
      lua_pop(L, 1);
      if (!ok) return luaL_argerror(L, 2, "normalized_shape must hold integers");
    }
  } else {
    return luaL_argerror(L, 2, lua_pushfstring(L, "normalized_shape (integer or table) expected, got %s",
                                               luaL_typename(L, 2)));
  }
  xa_tensor *w = xa_lua_opt(L, 3), *b = xa_lua_opt(L, 4);
  double eps = luaL_optnumber(L, 5, 1e-5);
  if (nn > x->ndim || memcmp(ns, x->size + x->ndim - nn, (size_t)nn * sizeof *ns))
    return luaL_error(L, "layer_norm: normalized_shape %s does not match the last dims of "
                      "input %s", xa_shape_str(s1, nn, ns), xa_tensor_shape_str(s2, x));
  return xa_lua_result(L, xa_layer_norm(xa_lua_slot(L), x, nn, w, b, eps));
}

/* dropout_add_layer_norm(x, res, p, train [, weight [, bias [, eps]]]) */
static int l_dropout_add_layer_norm(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *res = xa_lua_check(L, 2);
  double p = luaL_checknumber(L, 3);
  luaL_checktype(L, 4, LUA_TBOOLEAN);
  bool train = lua_toboolean(L, 4);
  xa_tensor *w = xa_lua_opt(L, 5), *b = xa_lua_opt(L, 6);
  double eps = luaL_optnumber(L, 7, 1e-5);
  return xa_lua_result(L, xa_dropout_add_layer_norm(xa_lua_slot(L), x, res, p, train, w, b, eps));
}

static const xa_lreg regs[] = {
  {"layer_norm", l_layer_norm, XA_BOTH, "layer_norm(x, normalized_shape [, weight [, bias [, eps=1e-5]]]) -> Tensor\n"
   "Normalises x over its last dims, which must equal normalized_shape (an integer or a "
   "table of sizes): (x - mean) / sqrt(var + eps) * weight + bias, with the biased variance. "
   "weight and bias (nil to omit) have the normalized shape. Differentiable in x, weight, bias."},
  {"dropout_add_layer_norm", l_dropout_add_layer_norm, XA_FUNC,
   "dropout_add_layer_norm(x, res, p, train [, weight [, bias [, eps=1e-5]]]) -> Tensor\n"
   "layer_norm(res + dropout(x, p, train), D, weight, bias, eps) over the last dim (size D) in "
   "one op: the end of a post-norm Transformer sublayer (x the sublayer's output, res its "
   "input). x and res share one shape and float dtype; weight and bias (D) or nil. The mask is "
   "the one dropout would draw from the same seed, and on the CPU the result has the bits of "
   "the three ops composed, in one pass over the rows (forward and backward). "
   "Differentiable in x, res, weight, bias."},
  {NULL, NULL, 0, NULL},
};

void xa_layer_norm_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_layer_norm_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
