/* The Lua binding layer: tensor userdata and the helpers every family's l_*.c uses.
 *
 * A tensor is a full userdata holding one owned xa_tensor reference (NULL once closed).
 * Conventions for binding functions:
 *   - dims and positions arrive 1-based (negative from the end) and are converted with
 *     xa_lua_checkdim / xa_lua_checkpos before reaching the C op;
 *   - a failing C op is turned into a Lua error with xa_lua_fail(L) (its message already
 *     names the op, the argument and the shapes);
 *   - every public function is registered through an xa_lreg table with a doc string,
 *     which is what the REPL's :help shows. */
#ifndef XA_BINDING_H
#define XA_BINDING_H

#include <lua.h>
#include <lauxlib.h>

#include "../vm/ops.h"

#define XA_TENSOR_MT "xattn.Tensor"

/* where a function is registered */
#define XA_FUNC 1   /* xattn.name(...) */
#define XA_METHOD 2 /* t:name(...) */
#define XA_BOTH 3   /* both; as a function, the tensor is the first argument */

typedef struct {
  const char *name;
  lua_CFunction fn;
  int where;
  const char *doc; /* "sum(t [, dim [, keepdim]]) -> Tensor\nWhat it does." */
} xa_lreg;

void xa_lua_register(lua_State *L, const xa_lreg *regs); /* NULL-name terminated */

xa_tensor *xa_lua_check(lua_State *L, int idx);
xa_tensor *xa_lua_opt(lua_State *L, int idx); /* NULL when nil or none */
bool xa_lua_is(lua_State *L, int idx);
/* push t as a new userdata; takes ownership of the reference (t may not be NULL) */
void xa_lua_push(lua_State *L, xa_tensor *t);
/* raise the pending C error as a Lua error */
int xa_lua_fail(lua_State *L);

/* 1-based / negative dim at idx into 0-based for a tensor of ndim dims; extra = 1 allows
 * one past the end (unsqueeze). Raises "bad argument #idx to 'fn' (...)". */
int xa_lua_checkdim(lua_State *L, int idx, int ndim, int extra);
int xa_lua_optdim(lua_State *L, int idx, int ndim, int def); /* def returned when nil */
/* sizes given as integers from idx on, or as one table {2, 3}; stops at a table of
 * options (a table with non-array keys) or nil. Returns ndim. allow_neg allows -1. */
int xa_lua_sizes(lua_State *L, int idx, int64_t *size, bool allow_neg);
/* a tensor argument, or a Lua number turned into a 0-dim tensor of a dtype matching
 * `like` (int/bool tensors with a non-integer number become float32). Owned result. */
xa_tensor *xa_lua_operand(lua_State *L, int idx, const xa_tensor *like);
/* raises unless idx is a tensor, number or boolean; allocates nothing. Check every
 * operand with it before converting any, so a raised error leaks nothing. */
void xa_lua_check_operand(lua_State *L, int idx);
/* the element of t at the 0-based multi-index idx as a Lua value: boolean for bool,
 * integer for int64 (exact, not through a double), number for floats */
void xa_lua_push_element(lua_State *L, const xa_tensor *t, const int64_t *idx);
/* writes the number or boolean at stack index vi into t at idx (int64 from a Lua
 * integer is exact); raises, before writing, if vi holds anything else */
void xa_lua_set_element(lua_State *L, xa_tensor *t, const int64_t *idx, int vi);
/* t[key] and t[key] = value for a table key (Torch7's forms: lua/l_index.c); and the error
 * for a key of no supported kind (a non-integer number, a boolean, a tensor, ...) */
int xa_lua_index_table(lua_State *L, xa_tensor *t, int key);
int xa_lua_newindex_table(lua_State *L, xa_tensor *t, int key, int val);
int xa_lua_bad_key(lua_State *L, xa_tensor *t, int key, bool assign);
/* option helpers on the table at idx (which may be nil/none) */
xa_dtype xa_lua_optdtype(lua_State *L, int idx, xa_dtype def);
bool xa_lua_optbool_field(lua_State *L, int idx, const char *key, bool def);
double xa_lua_optnum_field(lua_State *L, int idx, const char *key, double def);

/* each family registers its functions */
void xa_lua_open_tensor(lua_State *L);
void xa_lua_open_elementwise(lua_State *L);
void xa_lua_open_reduce(lua_State *L);
void xa_lua_open_linalg(lua_State *L);
void xa_lua_open_index(lua_State *L);
void xa_lua_open_bench(lua_State *L);
void xa_lua_open_sys(lua_State *L);
void xa_lua_open_io(lua_State *L);
void xa_lua_open_bpe(lua_State *L);  /* lua/bpe.c: xattn._bpe_* and the xattn.BPE type */
void xa_lua_open_text(lua_State *L); /* lua/text.c: xattn._text_tokenize/_detokenize */
void xa_lua_open_json(lua_State *L);       /* xattn.json (lua/json.c) */
void xa_lua_open_checkpoint(lua_State *L); /* xattn.checkpoint, rng_state (lua/checkpoint.c) */

/* ---- JSON (lua/json.c) -------------------------------------------------- */
/* pushes the JSON text of the value at idx; raises "<fn>: <problem> at <root>.a.b[2]" */
void xa_json_encode_push(lua_State *L, int idx, bool indent, const char *fn, const char *root);
/* pushes the Lua value of the JSON text s; raises "<fn>: <problem> at offset N (line, column)" */
void xa_json_decode_push(lua_State *L, const char *s, size_t n, const char *fn);
/* whether s is valid UTF-8; *bad gets the offset of the first invalid byte */
bool xa_utf8_valid(const char *s, size_t n, size_t *bad);
/* a table of library functions as xattn.<name>, also require "xattn.<name>"; docs are
 * filed as "<name>.<fn>"; leaves the table on the stack */
void xa_lua_sublib(lua_State *L, const char *name, const xa_lreg *regs);
void xa_lua_open_nn(lua_State *L);
void xa_lua_open_dot(lua_State *L);    /* lua/l_dot.c: dot_attention */
void xa_lua_open_window(lua_State *L); /* lua/l_window.c: window_weights, window_mix, ... */
void xa_lua_open_gmm(lua_State *L); /* lua/l_gmm.c: gmm_weights, gmm_mix */
void xa_lua_open_latent(lua_State *L); /* lua/l_latent.c: latent_nll, latent_logprobs */
void xa_lua_open_gma(lua_State *L); /* lua/l_gma.c: gma_weights, gma_visible */
void xa_lua_open_live(lua_State *L); /* live/l_live.c: read_some, tty_mode, tty_size, home */
void xa_lua_open_spm(lua_State *L);  /* spm/l_spm.c: xattn._spm_* (SentencePiece) */
void xa_lua_open_dist(lua_State *L); /* lua/l_dist.c: the C side of xattn.dist */

int luaopen_xattn(lua_State *L);

#endif
