/* Lua functions: linalg family (matmul, mm, bmm, layer_norm, dropout, triu, tril). */
#include "binding.h"

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
  {"triu", l_triu, XA_BOTH, "triu(t [, k=0]) -> Tensor\n"
   "Keeps the elements on and above the k-th diagonal of the last two dims (column - row >= k), "
   "zeroes the rest; batched over leading dims. Differentiable."},
  {"tril", l_tril, XA_BOTH, "tril(t [, k=0]) -> Tensor\n"
   "Keeps the elements on and below the k-th diagonal of the last two dims (column - row <= k), "
   "zeroes the rest; batched over leading dims. Differentiable."},
  {NULL, NULL, 0, NULL},
};

void xa_linalg_lua(lua_State *L) { xa_lua_register(L, regs); }
