/* Lua function of the embedding (nn/embedding.c): embedding, with 1-based ids. */
#include "../lua/binding.h"
#include "embedding.h"

/* the (num_embeddings, dim) weight at index 1 (its row count bounds the ids) */
static xa_tensor *check_weight(lua_State *L, const char *fn) {
  xa_tensor *w = xa_lua_check(L, 1);
  char s[XA_SHAPESTR];
  if (w->ndim != 2)
    luaL_error(L, "%s: weight must be 2-D (num_embeddings, dim), got shape %s", fn,
               xa_tensor_shape_str(s, w));
  return w;
}

static int l_embedding(lua_State *L) {
  xa_tensor *w = check_weight(L, "embedding");
  xa_tensor *i0 = xa_lua_index0(L, 2, "embedding", w->size[0], "the weight's rows");
  return xa_lua_result(L, xa_embedding(xa_lua_slot(L), w, i0));
}

/* embed_front(weight, ids, scale, pos [, {padding_idx = false, p = 0, train = true}]) */
static int l_embed_front(lua_State *L) {
  xa_tensor *w = check_weight(L, "embed_front");
  double scale = luaL_checknumber(L, 3);
  xa_tensor *pos = xa_lua_check(L, 4);
  int64_t pad = -1;
  double p = 0;
  bool train = true;
  if (!lua_isnoneornil(L, 5)) {
    luaL_checktype(L, 5, LUA_TTABLE);
    lua_getfield(L, 5, "padding_idx");
    if (lua_isinteger(L, -1)) {
      lua_Integer v = lua_tointeger(L, -1);
      if (v < 1 || v > w->size[0]) luaL_argerror(L, 5, "padding_idx must be an id of the weight's rows, or false");
      pad = (int64_t)v - 1;
    } else if (!lua_isnil(L, -1) && !(lua_isboolean(L, -1) && !lua_toboolean(L, -1))) {
      luaL_argerror(L, 5, "padding_idx must be an id of the weight's rows, or false");
    }
    lua_pop(L, 1);
    lua_getfield(L, 5, "p");
    if (!lua_isnil(L, -1)) {
      if (!lua_isnumber(L, -1)) luaL_argerror(L, 5, "p must be a number");
      p = lua_tonumber(L, -1);
    }
    lua_pop(L, 1);
    train = xa_lua_optbool_field(L, 5, "train", true);
  }
  /* last: it pushes the 0-based copy of the ids */
  xa_tensor *i0 = xa_lua_index0(L, 2, "embed_front", w->size[0], "the weight's rows");
  return xa_lua_result(L, xa_embed_front(xa_lua_slot(L), w, i0, pad, scale, pos, p, train));
}

static const xa_lreg regs[] = {
  {"embedding", l_embedding, XA_FUNC, "embedding(weight, indices) -> Tensor of indices.shape + (D)\n"
   "Rows of weight (V, D) looked up by 1-based int64 ids of any shape. The gradient of weight is "
   "dense, repeated ids accumulate."},
  {"embed_front", l_embed_front, XA_FUNC,
   "embed_front(weight, ids, scale, pos [, {padding_idx=false, p=0, train=true}]) -> (B, L, D)\n"
   "The Transformer's input layer in one op (CPU): dropout(embedding(weight, ids) * scale + pos, "
   "p, train) for ids (B, L) 1-based and pos (L, D) added to every sentence; the embedding of "
   "padding_idx is 0 and sends no gradient. One pass forward and one backward instead of five "
   "ops; the composition's values and the mask dropout draws. nn.Transformer uses it on the CPU."},
  {NULL, NULL, 0, NULL},
};

void xa_embedding_lua(lua_State *L) { xa_lua_register(L, regs); }
