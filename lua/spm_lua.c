/* Lua binding of SentencePiece (spm_shim.h) and base64, for lua/xattn/spm.lua:
 *   xattn._spm_available() -> bool (whether this build has SentencePiece)
 *   xattn._spm_load(path) / xattn._spm_from_bytes(bytes) -> xattn.SPM userdata
 *   spm:encode(text) -> {pieces}; spm:decode({pieces}) -> text; spm:bytes() -> the model's
 *   bytes; #spm -> the number of pieces
 *   xattn._spm_train(flags) -> the model's bytes (SentencePiece's trainer flags)
 *   xattn._base64_encode(bytes) / xattn._base64_decode(text) (the model in a checkpoint)
 * Without the library (XA_HAVE_SPM undefined) the functions that need it raise an error
 * that says how to get it. */
#include <stdlib.h>
#include <string.h>

#include "binding.h"

#define NO_SPM                                                                                   \
  "SentencePiece is not built into this xattn: install Debian's libsentencepiece-dev and "      \
  "sentencepiece (make deps does) and rebuild (make clean && make)"

#ifdef XA_HAVE_SPM
#include "spm_shim.h"

#define SPM_MT "xattn.SPM"

typedef struct { xa_spm *m; } spm_ud;

static xa_spm *check_spm(lua_State *L, int idx) {
  spm_ud *u = luaL_checkudata(L, idx, SPM_MT);
  if (!u->m) luaL_error(L, "SentencePiece model is closed");
  return u->m;
}

static int raise_err(lua_State *L, const char *fn, char *err) {
  lua_pushfstring(L, "%s: %s", fn, err ? err : "failed");
  free(err);
  return lua_error(L);
}

static spm_ud *new_ud(lua_State *L) {
  spm_ud *u = lua_newuserdatauv(L, sizeof *u, 0);
  u->m = NULL;
  luaL_setmetatable(L, SPM_MT);
  return u;
}

static int l_load(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  spm_ud *u = new_ud(L);
  char *err = NULL;
  if (xa_spm_load_file(path, &u->m, &err)) return raise_err(L, "spm.load", err);
  return 1;
}

static int l_from_bytes(lua_State *L) {
  size_t n;
  const char *b = luaL_checklstring(L, 1, &n);
  spm_ud *u = new_ud(L);
  char *err = NULL;
  if (xa_spm_load_bytes(b, n, &u->m, &err)) return raise_err(L, "spm.from_bytes", err);
  return 1;
}

static int l_gc(lua_State *L) {
  spm_ud *u = luaL_checkudata(L, 1, SPM_MT);
  if (u->m) xa_spm_free(u->m);
  u->m = NULL;
  return 0;
}

static int l_encode(lua_State *L) {
  xa_spm *m = check_spm(L, 1);
  size_t n;
  const char *s = luaL_checklstring(L, 2, &n);
  char **pieces = NULL, *err = NULL;
  size_t count = 0;
  if (xa_spm_encode(m, s, n, &pieces, &count, &err)) return raise_err(L, "spm:encode", err);
  /* copy into Lua first, then free (a Lua memory error must not leak the C strings) */
  lua_createtable(L, (int)count, 0);
  int ok = 1;
  for (size_t i = 0; i < count; i++) {
    if (ok) {
      lua_pushstring(L, pieces[i]);
      lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    free(pieces[i]);
  }
  free(pieces);
  return 1;
}

static int l_decode(lua_State *L) {
  xa_spm *m = check_spm(L, 1);
  luaL_checktype(L, 2, LUA_TTABLE);
  lua_Integer n = luaL_len(L, 2);
  const char **pieces = lua_newuserdatauv(L, (size_t)(n > 0 ? n : 1) * sizeof *pieces, 0);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, 2, i);
    if (lua_type(L, -1) != LUA_TSTRING)
      return luaL_error(L, "spm:decode: piece %d is a %s, not a string", (int)i, luaL_typename(L, -1));
    pieces[i - 1] = lua_tostring(L, -1); /* kept alive by the table */
    lua_pop(L, 1);
  }
  char *text = NULL, *err = NULL;
  size_t len = 0;
  if (xa_spm_decode(m, pieces, (size_t)n, &text, &len, &err)) return raise_err(L, "spm:decode", err);
  lua_pushlstring(L, text, len);
  free(text);
  return 1;
}

static int l_bytes(lua_State *L) {
  xa_spm *m = check_spm(L, 1);
  char *data = NULL, *err = NULL;
  size_t n = 0;
  if (xa_spm_bytes(m, &data, &n, &err)) return raise_err(L, "spm:bytes", err);
  lua_pushlstring(L, data, n);
  free(data);
  return 1;
}

static int l_len(lua_State *L) {
  lua_pushinteger(L, xa_spm_size(check_spm(L, 1)));
  return 1;
}

static int l_tostring(lua_State *L) {
  spm_ud *u = luaL_checkudata(L, 1, SPM_MT);
  if (u->m) lua_pushfstring(L, "SentencePiece model (%d pieces)", xa_spm_size(u->m));
  else lua_pushliteral(L, "SentencePiece model (closed)");
  return 1;
}

static int l_train(lua_State *L) {
  const char *flags = luaL_checkstring(L, 1);
  int quiet = lua_isnoneornil(L, 2) ? 1 : lua_toboolean(L, 2);
  char *data = NULL, *err = NULL;
  size_t n = 0;
  if (xa_spm_train(flags, quiet, &data, &n, &err)) return raise_err(L, "spm.train", err);
  lua_pushlstring(L, data, n);
  free(data);
  return 1;
}

static int l_available(lua_State *L) { lua_pushboolean(L, 1); return 1; }
#else
static int l_unavailable(lua_State *L) { return luaL_error(L, NO_SPM); }
#define l_load l_unavailable
#define l_from_bytes l_unavailable
#define l_train l_unavailable
static int l_available(lua_State *L) { lua_pushboolean(L, 0); return 1; }
#endif

/* ---- base64 (RFC 4648, with padding) ----------------------------------------------------- */
static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int l_b64_encode(lua_State *L) {
  size_t n;
  const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
  luaL_Buffer b;
  char *o = luaL_buffinitsize(L, &b, (n + 2) / 3 * 4);
  size_t k = 0;
  for (size_t i = 0; i < n; i += 3) {
    unsigned v = (unsigned)s[i] << 16 | (i + 1 < n ? (unsigned)s[i + 1] << 8 : 0) | (i + 2 < n ? s[i + 2] : 0);
    o[k++] = B64[v >> 18 & 63];
    o[k++] = B64[v >> 12 & 63];
    o[k++] = i + 1 < n ? B64[v >> 6 & 63] : '=';
    o[k++] = i + 2 < n ? B64[v & 63] : '=';
  }
  luaL_pushresultsize(&b, k);
  return 1;
}

static int b64_value(int c) {
  const char *p = c ? strchr(B64, c) : NULL;
  return p ? (int)(p - B64) : -1;
}

static int l_b64_decode(lua_State *L) {
  size_t n;
  const char *s = luaL_checklstring(L, 1, &n);
  if (n % 4) return luaL_error(L, "base64_decode: the length (%d) is not a multiple of 4", (int)n);
  luaL_Buffer b;
  char *o = luaL_buffinitsize(L, &b, n / 4 * 3 + 1);
  size_t k = 0;
  for (size_t i = 0; i < n; i += 4) {
    int v[4];
    for (int j = 0; j < 4; j++) {
      char c = s[i + j];
      bool pad = c == '=' && i + 4 == n && (j == 3 || (j == 2 && s[i + 3] == '='));
      v[j] = pad ? 0 : b64_value((unsigned char)c);
      if (v[j] < 0) return luaL_error(L, "base64_decode: invalid character at offset %d", (int)(i + j));
      if (pad) v[j] = -2;
    }
    unsigned x = (unsigned)(v[0] & 63) << 18 | (unsigned)(v[1] & 63) << 12 | (unsigned)(v[2] < 0 ? 0 : v[2]) << 6 |
                 (unsigned)(v[3] < 0 ? 0 : v[3]);
    o[k++] = (char)(x >> 16);
    if (v[2] >= 0) o[k++] = (char)(x >> 8 & 255);
    if (v[3] >= 0) o[k++] = (char)(x & 255);
  }
  luaL_pushresultsize(&b, k);
  return 1;
}

static const xa_lreg spm_funcs[] = {
  {"_spm_available", l_available, XA_FUNC, "_spm_available() -> whether this build has SentencePiece (xattn.spm)"},
  {"_spm_load", l_load, XA_FUNC, "_spm_load(path) -> SentencePiece model (use xattn.spm.load)"},
  {"_spm_from_bytes", l_from_bytes, XA_FUNC, "_spm_from_bytes(bytes) -> SentencePiece model (use xattn.spm.from_bytes)"},
  {"_spm_train", l_train, XA_FUNC, "_spm_train(flags [, quiet=true]) -> model bytes: SentencePiece's trainer (use xattn.spm.train)"},
  {"_base64_encode", l_b64_encode, XA_FUNC, "_base64_encode(bytes) -> text (RFC 4648 base64 with padding)"},
  {"_base64_decode", l_b64_decode, XA_FUNC, "_base64_decode(text) -> bytes (RFC 4648 base64 with padding)"},
  {NULL, NULL, 0, NULL}};

void xa_spm_lua(lua_State *L) {
#ifdef XA_HAVE_SPM
  if (luaL_newmetatable(L, SPM_MT)) {
    static const luaL_Reg meta[] = {{"__gc", l_gc}, {"__close", l_gc}, {"__len", l_len}, {"__tostring", l_tostring},
                                    {NULL, NULL}};
    luaL_setfuncs(L, meta, 0);
    static const luaL_Reg methods[] = {{"encode", l_encode}, {"decode", l_decode}, {"bytes", l_bytes}, {NULL, NULL}};
    luaL_newlib(L, methods);
    lua_setfield(L, -2, "__index");
  }
  lua_pop(L, 1);
#endif
  xa_lua_register(L, spm_funcs);
}
