/* The Lua binding layer: tensor userdata and the helpers every binding file uses (the
 * <name>_lua.c files of lua/, nn/ and attention/).
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
/* registry keys: the module table, the tensor method table, the doc strings */
#define XA_REG_MODULE "xattn.module"
#define XA_REG_METHODS "xattn.methods"
#define XA_REG_DOC "xattn.doc"
/* a light userdata: attention/dot.c's xa_dot_attention, left by attention/dot_lua.c for
 * nn/decoder_step_lua.c (nn/ does not include attention/: the op takes the function) */
#define XA_REG_ATTEND_DOT "xattn.attend.dot"

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
/* Results: the userdata is made first, empty, and the op writes into its slot, so no
 * tensor ever exists outside Lua's collector (a Lua error, out of memory included, leaks
 * nothing; liolib's newprefile does the same):
 *     return xa_lua_result(L, xa_sum(xa_lua_slot(L), t, dim, keepdim));
 * xa_lua_slot pushes an empty tensor userdata and returns where its tensor goes;
 * xa_lua_result returns 1 (that userdata) or raises the op's error. */
xa_tensor **xa_lua_slot(lua_State *L);
int xa_lua_result(lua_State *L, int rc);
/* push a new reference to an existing tensor t (retained once the userdata exists) */
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
 * `like` (int/bool tensors with a non-integer number become float32) on like's device,
 * held by a userdata pushed on the stack. Borrowed either way: do not release. */
xa_tensor *xa_lua_operand(lua_State *L, int idx, const xa_tensor *like);
/* raises unless idx is a tensor, number or boolean; allocates nothing: check every
 * operand before converting any, so that the error names the first bad argument */
void xa_lua_check_operand(lua_State *L, int idx);
/* the element of t at the 0-based multi-index idx as a Lua value: boolean for bool,
 * integer for int64 (exact, not through a double), number for floats */
void xa_lua_push_element(lua_State *L, const xa_tensor *t, const int64_t *idx);
/* writes the number or boolean at stack index vi into t at idx (int64 from a Lua
 * integer is exact); raises, before writing, if vi holds anything else */
void xa_lua_set_element(lua_State *L, xa_tensor *t, const int64_t *idx, int vi);
/* t[key] and t[key] = value for a table key (Torch7's forms: lua/index_lua.c); and the error
 * for a key of no supported kind (a non-integer number, a boolean, a tensor, ...) */
int xa_lua_index_table(lua_State *L, xa_tensor *t, int key);
int xa_lua_newindex_table(lua_State *L, xa_tensor *t, int key, int val);
int xa_lua_bad_key(lua_State *L, xa_tensor *t, int key, bool assign);
/* the int64 index tensor at idx, every value checked in 1..size (the error names fn and
 * what is indexed); and a 0-based copy of one, held by a userdata pushed on the stack
 * (borrowed: collected with it). xa_lua_index0 does both. */
xa_tensor *xa_lua_check_index(lua_State *L, int idx, const char *fn, int64_t size,
                              const char *what);
xa_tensor *xa_lua_zero_based(lua_State *L, xa_tensor *index);
#define xa_lua_index0(L, idx, fn, size, what) \
  xa_lua_zero_based(L, xa_lua_check_index(L, idx, fn, size, what))
/* option helpers on the table at idx (which may be nil/none) */
xa_dtype xa_lua_optdtype(lua_State *L, int idx, xa_dtype def);
bool xa_lua_optbool_field(lua_State *L, int idx, const char *key, bool def);
/* devices: the device named by the string at idx, or by the option {device = ...} of the
 * table at idx (def when absent); either raises for an unknown name and makes sure the
 * device can be used (xa_lua_use_device: a build with CUDA initialises the device on first
 * use; the error gives the reason when there is none) */
xa_devtype xa_lua_checkdevice(lua_State *L, int idx);
xa_devtype xa_lua_optdevice(lua_State *L, int idx, xa_devtype def);
int xa_lua_use_device(lua_State *L, xa_devtype dev);
/* replaces the tensor in a result slot by its copy on dev (nothing when it is there) */
void xa_lua_move_slot(lua_State *L, xa_tensor **slot, xa_devtype dev);
double xa_lua_optnum_field(lua_State *L, int idx, const char *key, double def);
/* the options of the fused attention ops at idx (a table, nil or none; raises otherwise):
 * mask (a bool tensor or nil, kept alive by the table), scale (default dh^-0.5 from q's
 * last dim, 1 when q is not 4-D) and dropout (default 0) */
void xa_lua_attention_opts(lua_State *L, int idx, const xa_tensor *q, xa_tensor **mask,
                           double *scale, double *dropout);

/* Every library's binding file defines `void xa_<name>_lua(lua_State *L)`, which
 * registers its functions (xa_lua_register) and types; lua/registry.c lists them all,
 * once, in the table luaopen_xattn reads. */

/* ---- JSON (lua/json.c) -------------------------------------------------- */
/* pushes the JSON text of the value at idx; raises "<fn>: <problem> at <root>.a.b[2]" */
void xa_json_encode_push(lua_State *L, int idx, bool indent, const char *fn, const char *root);
/* pushes the Lua value of the JSON text s; raises "<fn>: <problem> at offset N (line, column)" */
void xa_json_decode_push(lua_State *L, const char *s, size_t n, const char *fn);
/* a table of library functions as xattn.<name>, also require "xattn.<name>"; docs are
 * filed as "<name>.<fn>"; leaves the table on the stack */
void xa_lua_sublib(lua_State *L, const char *name, const xa_lreg *regs);

/* pushes a new module table, with xattn._doc, xattn.Tensor (the method table) and
 * xattn._meta (the tensor metatable), and makes it the one xa_lua_register fills */
void xa_lua_module_new(lua_State *L);

/* lua/registry.c */
int luaopen_xattn(lua_State *L);

#endif
