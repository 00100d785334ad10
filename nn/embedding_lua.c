/* Lua function of the embedding (nn/embedding.c): embedding, with 1-based ids. */
#include "../lua/binding.h"
#include "embedding.h"

static int l_embedding(lua_State *L) {
  xa_tensor *w = xa_lua_check(L, 1);
  char s[XA_SHAPESTR];
  if (w->ndim != 2)
    return luaL_error(L, "embedding: weight must be 2-D (num_embeddings, dim), got shape %s",
                      xa_tensor_shape_str(s, w));
  xa_tensor *i0 = xa_lua_index0(L, 2, "embedding", w->size[0], "the weight's rows");
  return xa_lua_result(L, xa_embedding(xa_lua_slot(L), w, i0));
}

static const xa_lreg regs[] = {
  {"embedding", l_embedding, XA_FUNC, "embedding(weight, indices) -> Tensor of indices.shape + (D)\n"
   "Rows of weight (V, D) looked up by 1-based int64 ids of any shape. The gradient of weight is "
   "dense, repeated ids accumulate."},
  {NULL, NULL, 0, NULL},
};

void xa_embedding_lua(lua_State *L) { xa_lua_register(L, regs); }
