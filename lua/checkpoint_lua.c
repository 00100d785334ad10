/* Lua functions of checkpoints (lua/checkpoint.c): xattn.checkpoint.save / load / info,
 * and the generator's state, xattn.rng_state / set_rng_state (resuming a run exactly). */
#include "binding.h"
#include "checkpoint.h"

#include <stdlib.h>
#include <string.h>

#define CK_MT "xattn.checkpoint.box"

typedef struct { xa_checkpoint ck; } ckbox;

static int ckbox_gc(lua_State *L) {
  ckbox *b = luaL_checkudata(L, 1, CK_MT);
  xa_checkpoint_free(&b->ck);
  return 0;
}

typedef struct {
  const char *name;
  xa_tensor *t;
} named_t;

static int cmp_named(const void *a, const void *b) {
  return strcmp(((const named_t *)a)->name, ((const named_t *)b)->name);
}

static int l_save(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_settop(L, 2);
  lua_pushnil(L);
  while (lua_next(L, 2)) {
    lua_pop(L, 1);
    const char *k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (!k || (strcmp(k, "tensors") && strcmp(k, "meta")))
      return luaL_error(L, "checkpoint.save: unknown field %s%s%s in the second argument (expected tensors, meta)",
                        k ? "'" : "a ", k ? k : luaL_typename(L, -1), k ? "'" : " key");
  }
  int tt = lua_getfield(L, 2, "tensors"); /* 3 */
  int mt = lua_getfield(L, 2, "meta");    /* 4 */
  if (tt != LUA_TNIL && tt != LUA_TTABLE)
    return luaL_error(L, "checkpoint.save: tensors must be a table of name = tensor, not a %s", luaL_typename(L, 3));
  if (mt != LUA_TNIL && mt != LUA_TTABLE)
    return luaL_error(L, "checkpoint.save: meta must be a table, not a %s", luaL_typename(L, 4));
  int n = 0;
  if (tt == LUA_TTABLE) {
    lua_pushnil(L);
    while (lua_next(L, 3)) {
      if (lua_type(L, -2) != LUA_TSTRING)
        return luaL_error(L, "checkpoint.save: tensor names must be strings, not %s", luaL_typename(L, -2));
      size_t len, bad;
      const char *name = lua_tolstring(L, -2, &len);
      if (strlen(name) != len) return luaL_error(L, "checkpoint.save: tensor name '%s' contains a zero byte", name);
      if (!xa_utf8_valid(name, len, &bad))
        return luaL_error(L, "checkpoint.save: tensor name is not valid UTF-8 (byte %d)", (int)bad + 1);
      if (!xa_lua_is(L, -1))
        return luaL_error(L, "checkpoint.save: tensors['%s'] is a %s, not a tensor", name, luaL_typename(L, -1));
      xa_lua_check(L, lua_gettop(L)); /* raises if closed */
      lua_pop(L, 1);
      if (n == INT32_MAX) return luaL_error(L, "checkpoint.save: too many tensors");
      n++;
    }
  }
  named_t *tab = lua_newuserdatauv(L, sizeof *tab * (size_t)(n ? n : 1), 0); /* 5 */
  const char **names = lua_newuserdatauv(L, sizeof *names * (size_t)(n ? n : 1), 0); /* 6 */
  xa_tensor **ts = lua_newuserdatauv(L, sizeof *ts * (size_t)(n ? n : 1), 0);  /* 7 */
  int k = 0;
  if (tt == LUA_TTABLE) {
    lua_pushnil(L);
    while (lua_next(L, 3) && k < n) { /* names stay alive as keys of the tensors table */
      tab[k].name = lua_tostring(L, -2);
      tab[k].t = xa_lua_check(L, lua_gettop(L));
      k++;
      lua_pop(L, 1);
    }
    lua_settop(L, 7);
  }
  if (k != n) return luaL_error(L, "checkpoint.save: the tensors table changed while being read");
  qsort(tab, (size_t)n, sizeof *tab, cmp_named); /* the same tensors give the same file */
  for (int i = 0; i < n; i++) { names[i] = tab[i].name; ts[i] = tab[i].t; }
  /* a device's tensors are written from host copies (collected with their userdata), so a
   * checkpoint saved on one device loads on the other */
  for (int i = 0; i < n; i++)
    if (xa_tensor_device(ts[i]) != XA_CPU) {
      xa_tensor **h = xa_lua_slot(L);
      if (xa_tensor_to_device(h, ts[i], XA_CPU)) return xa_lua_fail(L);
      ts[i] = *h;
    }
  const char *meta = NULL;
  if (mt == LUA_TTABLE) {
    xa_json_encode_push(L, 4, false, "checkpoint.save", "meta"); /* on top */
    meta = lua_tostring(L, -1);
  }
  int64_t bytes = 0;
  if (xa_checkpoint_save(path, meta, n, names, ts, &bytes)) return xa_lua_fail(L);
  lua_pushinteger(L, bytes);
  return 1;
}

/* reads path into a collected box (so an error later frees it) and pushes the decoded
 * header; returns the box */
static xa_checkpoint *load_box(lua_State *L, const char *path, bool data) {
  ckbox *b = lua_newuserdatauv(L, sizeof *b, 0);
  memset(b, 0, sizeof *b);
  luaL_setmetatable(L, CK_MT);
  if (xa_checkpoint_load(&b->ck, path, data)) xa_lua_fail(L);
  lua_pushfstring(L, "checkpoint: header of %s", path);
  xa_json_decode_push(L, b->ck.header, (size_t)b->ck.header_len, lua_tostring(L, -1));
  lua_remove(L, -2);
  return &b->ck;
}

static int l_load(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  lua_settop(L, 1);
  xa_checkpoint *ck = load_box(L, path, true); /* 2: box, 3: header */
  lua_createtable(L, 0, 2);                    /* 4: result */
  lua_createtable(L, 0, ck->n);                /* 5: tensors */
  for (int i = 0; i < ck->n; i++) {
    xa_tensor **slot = xa_lua_slot(L);
    *slot = ck->tensors[i]; /* the userdata owns it now */
    ck->tensors[i] = NULL;
    lua_setfield(L, 5, ck->names[i]);
  }
  lua_setfield(L, 4, "tensors");
  lua_getfield(L, 3, "meta");
  lua_setfield(L, 4, "meta");
  xa_checkpoint_free(ck);
  return 1;
}

static int l_info(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  lua_settop(L, 1);
  xa_checkpoint *ck = load_box(L, path, false); /* 2: box, 3: header */
  lua_pushinteger(L, ck->file_bytes);
  lua_setfield(L, 3, "file_bytes");
  lua_pushinteger(L, ck->header_len);
  lua_setfield(L, 3, "header_bytes");
  xa_checkpoint_free(ck);
  return 1;
}

static const xa_lreg ckpt_regs[] = {
  {"save", l_save, XA_FUNC, "checkpoint.save(path, {tensors = {name = tensor, ...}, meta = table}) -> bytes\n"
   "Writes one file: magic, JSON header (meta and a table of the tensors with dtype, shape, "
   "offset, nbytes, crc32), raw little-endian data. Atomic: written to path..'.tmp', synced and "
   "renamed, so a failed save leaves the previous file intact. Any tensor layout; only data is "
   "saved (not grad or requires_grad)."},
  {"load", l_load, XA_FUNC, "checkpoint.load(path) -> {tensors = {name = tensor}, meta = table}\n"
   "Reads a checkpoint, validating the magic, the header against the file size, every tensor's "
   "dtype, shape and bounds and its crc32 before returning; a truncated or corrupt file raises "
   "an error saying what is wrong."},
  {"info", l_info, XA_FUNC, "checkpoint.info(path) -> header table\n"
   "The validated header without reading the data: {format, version, meta, tensors = {{name, "
   "dtype, shape, offset, nbytes, crc32}, ...}, file_bytes, header_bytes}."},
  {NULL, NULL, 0, NULL},
};

/* ---- RNG state ------------------------------------------------------------ */
#define RNG_PREFIX "xoshiro256ss:"
#define RNG_PREFIX_LEN 13

static int l_rng_state(lua_State *L) {
  uint64_t s[4];
  xa_rng_get_state(s);
  char buf[RNG_PREFIX_LEN + 64 + 1];
  snprintf(buf, sizeof buf, RNG_PREFIX "%016llx%016llx%016llx%016llx", (unsigned long long)s[0],
           (unsigned long long)s[1], (unsigned long long)s[2], (unsigned long long)s[3]);
  lua_pushstring(L, buf);
  return 1;
}

static int l_set_rng_state(lua_State *L) {
  size_t n;
  const char *s = luaL_checklstring(L, 1, &n);
  if (n != RNG_PREFIX_LEN + 64 || memcmp(s, RNG_PREFIX, RNG_PREFIX_LEN))
    return luaL_argerror(L, 1, "not an RNG state from rng_state() (expected '" RNG_PREFIX "' and 64 hex digits)");
  uint64_t st[4] = {0};
  for (int i = 0; i < 64; i++) {
    char c = s[RNG_PREFIX_LEN + i];
    unsigned v;
    if (c >= '0' && c <= '9') v = (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') v = (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') v = (unsigned)(c - 'A' + 10);
    else return luaL_argerror(L, 1, "RNG state has a character that is not a hex digit");
    st[i / 16] = (st[i / 16] << 4) | v;
  }
  if (xa_rng_set_state(st)) return xa_lua_fail(L);
  return 0;
}

static const xa_lreg rng_regs[] = {
  {"rng_state", l_rng_state, XA_FUNC, "rng_state() -> string\n"
   "The whole state of the global random generator as a short text string (JSON-safe, for "
   "checkpoints); set_rng_state(s) restores it, and every random op then continues exactly."},
  {"set_rng_state", l_set_rng_state, XA_FUNC, "set_rng_state(s); restores a state from rng_state() "
   "(checks its form)"},
  {NULL, NULL, 0, NULL},
};

void xa_checkpoint_lua(lua_State *L) {
  if (luaL_newmetatable(L, CK_MT)) {
    lua_pushcfunction(L, ckbox_gc);
    lua_setfield(L, -2, "__gc");
  }
  lua_pop(L, 1);
  xa_lua_register(L, rng_regs);
  xa_lua_sublib(L, "checkpoint", ckpt_regs);
  lua_pop(L, 1);
}
