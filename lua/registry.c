/* The one registration table of the xattn module, and luaopen_xattn.
 *
 * Every library of the module is one row of LIBRARIES below, in the order it registers:
 *   CORE(name)    the tensor type and the ops of vm/, bound in lua/<name>_lua.c (or the
 *                 C helpers of the Lua library: lua/bpe.c, text.c, json.c, ...);
 *   NN(name)      an nn layer: nn/<name>.c (kernels and op), nn/<name>_lua.c (binding);
 *   FAMILY(name)  a cross-attention family: attention/<name>.c (kernels and op),
 *                 attention/<name>_lua.c (binding), attention/<name>.lua (its Lua module,
 *                 xattn.attention.<name>);
 *   LUA(name, module)  a library written in Lua, loaded on first use as xattn.<name>.
 * A C row's binding file defines void xa_<name>_lua(lua_State *L), which registers its
 * functions with their doc strings (what xattn.help and the REPL's :help show).
 *
 * Everything else reads this table through xattn._libs (a list of {name, kind, module}):
 * xattn.init makes the LUA rows lazy fields of the module (which the REPL's completion
 * offers), and xattn.attention (attention/mix.lua) loads every FAMILY row's module, which
 * registers the family's part constructor (attention.<name>{...}) that the mixes,
 * attention.families() and attention.from_config (train.lua's model.cross) use. So adding
 * a family is its folder's files, its tests, and one FAMILY row. */
#include "binding.h"

#include <string.h>

#define LIBRARIES(CORE, NN, FAMILY, LUA)                                               \
  CORE(tensor)      /* creation, properties, views, conversion, autograd, threads */    \
  CORE(elementwise) /* arithmetic, comparisons, unary maths, clamp, where, masked_fill */ \
  CORE(reduce)      /* sum, mean, max, softmax, cumsum, topk, ... */                    \
  CORE(linalg)      /* matmul, triu, tril */                                            \
  CORE(index)       /* gather, scatter_add, index_select, cat, stack, t[...] */         \
  CORE(bench)       /* clock and the BLAS / memcpy baselines of the benchmarks */       \
  CORE(sys)         /* files, directories, signals, resources */                        \
  CORE(io)          /* raw tensor files */                                              \
  CORE(bpe)         /* byte-pair encoding (lua/bpe.c) */                                \
  CORE(text)        /* the tokeniser (lua/text.c) */                                    \
  CORE(json)        /* xattn.json (lua/json.c) */                                       \
  CORE(checkpoint)  /* xattn.checkpoint, rng_state (lua/checkpoint.c) */                \
  CORE(live)        /* read_some, tty_mode, tty_size, home (lua/live_lua.c) */          \
  CORE(spm)         /* xattn._spm_*: SentencePiece, when built with it (lua/spm_lua.c) */ \
  CORE(dist)        /* xattn._dist, the C side of xattn.dist (lua/dist.c: MPI) */       \
  NN(linear)                                                                            \
  NN(layer_norm)                                                                        \
  NN(dropout)                                                                           \
  NN(embedding)                                                                         \
  NN(xent)          /* cross_entropy, linear_cross_entropy */                           \
  NN(optim)         /* the flat-buffer steps of xattn.optim */                          \
  NN(decoder_step)  /* decoder_layer_step: a decoder layer's decoding step in one call */ \
  FAMILY(dot)                                                                           \
  FAMILY(gmm)       /* also localness and hard_gaussian */                              \
  FAMILY(window)                                                                        \
  FAMILY(gma)                                                                           \
  FAMILY(latent)    /* the latent alignment output layer (no cross part) */             \
  LUA(nn, "xattn.nn")                                                                   \
  LUA(optim, "xattn.nn.optim")                                                          \
  LUA(attention, "xattn.attention")                                                     \
  LUA(data, "xattn.data")                                                               \
  LUA(bpe, "xattn.bpe")                                                                 \
  LUA(text, "xattn.text")                                                               \
  LUA(search, "xattn.search")                                                           \
  LUA(metrics, "xattn.metrics")                                                         \
  LUA(significance, "xattn.significance")                                               \
  LUA(dist, "xattn.dist")                                                               \
  LUA(checkpoint, "xattn.checkpoint")                                                   \
  LUA(simt, "xattn.simt")                                                               \
  LUA(latency, "xattn.latency")                                                         \
  LUA(streameval, "xattn.streameval")                                                   \
  LUA(live, "xattn.live")                                                               \
  LUA(spm, "xattn.spm")                                                                 \
  LUA(nat, "xattn.nat")                                                                 \
  LUA(plot, "xattn.plot")                                                               \
  LUA(mt, "xattn.mt")                                                                   \
  LUA(analysis, "xattn.analysis")

/* the binding functions */
#define DECLARE(name) void xa_##name##_lua(lua_State *L);
#define DECLARE_NONE(name, module)
LIBRARIES(DECLARE, DECLARE, DECLARE, DECLARE_NONE)

typedef struct {
  const char *name, *kind, *module; /* module: NULL for a library without one */
  void (*open)(lua_State *L);       /* NULL for a library written in Lua */
} library;

#define ROW_CORE(name) {#name, "core", NULL, xa_##name##_lua},
#define ROW_NN(name) {#name, "nn", NULL, xa_##name##_lua},
#define ROW_FAMILY(name) {#name, "family", "xattn.attention." #name, xa_##name##_lua},
#define ROW_LUA(name, module) {#name, "lua", module, NULL},
static const library libraries[] = {LIBRARIES(ROW_CORE, ROW_NN, ROW_FAMILY, ROW_LUA)};

/* ---- embedded Lua sources ------------------------------------------------------ */
extern const struct xa_embedded { const char *name, *src; size_t len; } xa_embedded_lua[];

static int load_embedded(lua_State *L) {
  const char *want = luaL_checkstring(L, 1);
  for (const struct xa_embedded *e = xa_embedded_lua; e->name; e++) {
    if (strcmp(e->name, want)) continue;
    char chunk[128];
    snprintf(chunk, sizeof chunk, "=[xattn]/%s.lua", e->name);
    if (luaL_loadbufferx(L, e->src, e->len, chunk, "t")) return lua_error(L);
    lua_pushstring(L, want);
    lua_call(L, 1, 1);
    return 1;
  }
  return luaL_error(L, "module '%s' is not embedded in xattn", want);
}

int luaopen_xattn(lua_State *L) {
  luaL_checkversion(L);
  xa_threads(); /* settle the thread default before OpenBLAS is first used */
  xa_lua_module_new(L);
  int mod = lua_gettop(L);
  int n = (int)(sizeof libraries / sizeof libraries[0]);
  lua_createtable(L, n, 0); /* xattn._libs */
  for (int i = 0; i < n; i++) {
    const library *lib = &libraries[i];
    if (lib->open) lib->open(L);
    lua_createtable(L, 0, 3);
    lua_pushstring(L, lib->name);
    lua_setfield(L, -2, "name");
    lua_pushstring(L, lib->kind);
    lua_setfield(L, -2, "kind");
    if (lib->module) { lua_pushstring(L, lib->module); lua_setfield(L, -2, "module"); }
    lua_rawseti(L, -2, i + 1);
  }
  lua_setfield(L, mod, "_libs");

  /* embedded Lua modules: xattn.init extends the module; others are preloaded */
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_PRELOAD_TABLE);
  for (const struct xa_embedded *e = xa_embedded_lua; e->name; e++) {
    if (!strcmp(e->name, "xattn.init")) continue;
    lua_pushcfunction(L, load_embedded);
    lua_setfield(L, -2, e->name);
  }
  lua_pop(L, 1);
  lua_pushcfunction(L, load_embedded);
  lua_pushliteral(L, "xattn.init");
  lua_call(L, 1, 1); /* returns a function(module) */
  lua_pushvalue(L, mod);
  lua_call(L, 1, 0);
  lua_settop(L, mod);
  return 1;
}
