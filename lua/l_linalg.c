/* Lua functions: linalg family (matmul, mm, bmm, layer_norm, dropout, triu, tril). */
#include "binding.h"
#include "../nn/dropout.h"
#include "../nn/layer_norm.h"

#include <string.h>

static int l_matmul(lua_State *L) {
  xa_tensor *a = xa_lua_check(L, 1), *b = xa_lua_check(L, 2);
  return xa_lua_result(L, xa_matmul(xa_lua_slot(L), a, b));
}

static int l_mm(lua_State *L) {
  xa_tensor *a = xa_lua_check(L, 1), *b = xa_lua_check(L, 2);
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (a->ndim != 2 || b->ndim != 2)
    return luaL_error(L, "mm: expected two 2-D tensors, got shapes %s and %s",
                      xa_tensor_shape_str(s1, a), xa_tensor_shape_str(s2, b));
  return xa_lua_result(L, xa_matmul(xa_lua_slot(L), a, b));
}

static int l_bmm(lua_State *L) {
  xa_tensor *a = xa_lua_check(L, 1), *b = xa_lua_check(L, 2);
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (a->ndim != 3 || b->ndim != 3)
    return luaL_error(L, "bmm: expected two 3-D tensors, got shapes %s and %s",
                      xa_tensor_shape_str(s1, a), xa_tensor_shape_str(s2, b));
  if (a->size[0] != b->size[0])
    return luaL_error(L, "bmm: batch sizes of shapes %s and %s differ (%d vs %d); use matmul "
                      "to broadcast", xa_tensor_shape_str(s1, a), xa_tensor_shape_str(s2, b),
                      (int)a->size[0], (int)b->size[0]);
  return xa_lua_result(L, xa_matmul(xa_lua_slot(L), a, b));
}

/* layer_norm(x, normalized_shape, weight, bias, eps) */
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

static int l_dropout(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1);
  double p = luaL_checknumber(L, 2);
  bool train = lua_isnoneornil(L, 3) ? true : lua_toboolean(L, 3);
  return xa_lua_result(L, xa_dropout(xa_lua_slot(L), x, p, train));
}

static int l_triu(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  lua_Integer k = luaL_optinteger(L, 2, 0);
  return xa_lua_result(L, xa_triu(xa_lua_slot(L), t, k));
}

static int l_tril(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  lua_Integer k = luaL_optinteger(L, 2, 0);
  return xa_lua_result(L, xa_tril(xa_lua_slot(L), t, k));
}

static const xa_lreg regs[] = {
  {"matmul", l_matmul, XA_BOTH, "matmul(a, b) -> Tensor\n"
   "Matrix product with torch.matmul rules: 1-D x 1-D is a dot product (0-dim result); "
   "2-D x 2-D a matrix product; a 1-D a (or b) acts as a row (or column) whose dim is "
   "removed afterwards; with more dims the last two are matrices and the leading (batch) "
   "dims broadcast: (B,1,n,k) x (H,k,m) -> (B,H,n,m). float32/float64 go to OpenBLAS, int64 "
   "has its own loop, bool is an error; mixed dtypes promote. Differentiable."},
  {"mm", l_mm, XA_BOTH, "mm(a, b) -> Tensor\nmatmul of two 2-D tensors (n, k) x (k, m) -> (n, m)."},
  {"bmm", l_bmm, XA_BOTH, "bmm(a, b) -> Tensor\nbatched matmul of two 3-D tensors with the same "
   "batch size: (B, n, k) x (B, k, m) -> (B, n, m)."},
  {"layer_norm", l_layer_norm, XA_BOTH, "layer_norm(x, normalized_shape [, weight [, bias [, eps=1e-5]]]) -> Tensor\n"
   "Normalises x over its last dims, which must equal normalized_shape (an integer or a "
   "table of sizes): (x - mean) / sqrt(var + eps) * weight + bias, with the biased variance. "
   "weight and bias (nil to omit) have the normalized shape. Differentiable in x, weight, bias."},
  {"dropout", l_dropout, XA_BOTH, "dropout(x, p [, train=true]) -> Tensor\n"
   "In training, zeroes each element with probability p and scales the rest by 1/(1-p); "
   "the mask comes from the global generator (manual_seed). With train=false or p=0 returns "
   "x itself; p=1 gives zeros. Differentiable."},
  {"triu", l_triu, XA_BOTH, "triu(t [, k=0]) -> Tensor\n"
   "Keeps the elements on and above the k-th diagonal of the last two dims (column - row >= k), "
   "zeroes the rest; batched over leading dims. Differentiable."},
  {"tril", l_tril, XA_BOTH, "tril(t [, k=0]) -> Tensor\n"
   "Keeps the elements on and below the k-th diagonal of the last two dims (column - row <= k), "
   "zeroes the rest; batched over leading dims. Differentiable."},
  {NULL, NULL, 0, NULL},
};

void xa_lua_open_linalg(lua_State *L) { xa_lua_register(L, regs); }
