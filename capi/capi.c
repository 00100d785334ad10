/* The C API (xattn.h) over the Lua module: each model owns a Lua state with xattn loaded
 * (its Lua parts are compiled into the library: no files are read but the checkpoint),
 * its translation system and its sessions; the work is done by lua/xattn/capi.lua, which
 * this file calls in protected mode. One process-wide mutex serialises the calls (the
 * core's allocator caches and gradient mode are process-wide); error messages are kept
 * per thread. */
#include "xattn.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "../lua/binding.h"
#include "../tensor/parallel.h"

#ifndef XATTN_VERSION_STR
#define XATTN_VERSION_STR "0.1.0"
#endif

#define GLUE "xattn.capi" /* the registry key of lua/xattn/capi.lua's table */

struct xattn_model {
  lua_State *L;
  int sys; /* registry reference of the system */
  int sessions; /* open sessions */
  int freed;    /* xattn_model_free came while sessions were open: the last one frees it */
};

struct xattn_session {
  xattn_model *m;
  int ref; /* registry reference of the live.Session */
};

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local char g_err[1024];

const char *xattn_version(void) { return XATTN_VERSION_STR; }
const char *xattn_errmsg(void) { return g_err; }
void xattn_free(void *p) { free(p); }

const char *xattn_strerror(int status) {
  switch (status) {
    case XATTN_OK: return "ok";
    case XATTN_NEED_INPUT: return "need input";
    case XATTN_END: return "end of sentence";
    case XATTN_EINVAL: return "invalid argument";
    case XATTN_EIO: return "cannot read file";
    case XATTN_EFORMAT: return "not an xattn translation checkpoint";
    case XATTN_ESTATE: return "not possible in this state";
    case XATTN_ENOMEM: return "out of memory";
    case XATTN_EINTERNAL: return "internal error";
    default: return "unknown status";
  }
}

static int fail(int code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(g_err, sizeof g_err, fmt, ap);
  va_end(ap);
  return code;
}

static void lock(void) { pthread_mutex_lock(&g_lock); }
static void unlock(void) { pthread_mutex_unlock(&g_lock); }

int xattn_set_threads(int n) {
  if (n < 1) return fail(XATTN_EINVAL, "xattn_set_threads: n must be >= 1, got %d", n);
  lock();
  xa_set_threads(n);
  unlock();
  g_err[0] = '\0';
  return XATTN_OK;
}

int xattn_set_half_weights(int on) {
  bool was;
  lock();
  int rc = xa_set_half_weights(on != 0, &was);
  unlock();
  if (rc) return fail(XATTN_EINVAL, "xattn_set_half_weights: %s", xa_errmsg());
  g_err[0] = '\0';
  return XATTN_OK;
}

/* a Lua error value -> status code (and the message into g_err, prefixed with fn) */
static int lua_failure(lua_State *L, int status, const char *fn, int dflt) {
  if (status == LUA_ERRMEM) {
    lua_pop(L, 1);
    return fail(XATTN_ENOMEM, "%s: out of memory", fn);
  }
  int code = dflt;
  const char *msg = NULL;
  if (lua_type(L, -1) == LUA_TTABLE) {
    lua_getfield(L, -1, "code");
    const char *c = lua_tostring(L, -1);
    if (c) {
      if (!strcmp(c, "EINVAL")) code = XATTN_EINVAL;
      else if (!strcmp(c, "EFORMAT")) code = XATTN_EFORMAT;
      else if (!strcmp(c, "ESTATE")) code = XATTN_ESTATE;
      else if (!strcmp(c, "EIO")) code = XATTN_EIO;
      else code = XATTN_EINTERNAL;
    }
    lua_pop(L, 1);
    lua_getfield(L, -1, "message");
    msg = lua_tostring(L, -1);
    fail(code, "%s: %s", fn, msg ? msg : "failed");
    lua_pop(L, 2);
    return code;
  }
  msg = lua_tostring(L, -1);
  fail(code, "%s: %s", fn, msg ? msg : "failed");
  lua_pop(L, 1);
  return code;
}

/* pushes the glue function name */
static void glue(lua_State *L, const char *name) {
  lua_getfield(L, LUA_REGISTRYINDEX, GLUE);
  lua_getfield(L, -1, name);
  lua_remove(L, -2);
}

/* ---- models ----------------------------------------------------------------------------- */
static int open_state(lua_State *L) {
  luaL_openlibs(L);
  luaL_requiref(L, "xattn", luaopen_xattn, 1);
  lua_pop(L, 1);
  lua_getglobal(L, "require");
  lua_pushliteral(L, "xattn.capi");
  lua_call(L, 1, 1);
  lua_setfield(L, LUA_REGISTRYINDEX, GLUE);
  return 0;
}

int xattn_model_load(const char *path, xattn_model **model) {
  if (!model) return fail(XATTN_EINVAL, "xattn_model_load: model must not be NULL");
  *model = NULL;
  if (!path) return fail(XATTN_EINVAL, "xattn_model_load: path must not be NULL");
  FILE *f = fopen(path, "rb");
  if (!f) return fail(XATTN_EIO, "xattn_model_load: cannot read %s: %s", path, strerror(errno));
  fclose(f);
  xattn_model *m = calloc(1, sizeof *m);
  if (!m) return fail(XATTN_ENOMEM, "xattn_model_load: out of memory");
  lock();
  lua_State *L = luaL_newstate();
  if (!L) {
    unlock();
    free(m);
    return fail(XATTN_ENOMEM, "xattn_model_load: cannot create a Lua state: out of memory");
  }
  lua_gc(L, LUA_GCSTOP);
  lua_pushcfunction(L, open_state);
  int st = lua_pcall(L, 0, 0, 0);
  if (st != LUA_OK) {
    int code = lua_failure(L, st, "xattn_model_load", XATTN_EINTERNAL);
    lua_close(L);
    unlock();
    free(m);
    return code;
  }
  lua_gc(L, LUA_GCRESTART);
  lua_gc(L, LUA_GCGEN, 0, 0);
  glue(L, "load");
  lua_pushstring(L, path);
  st = lua_pcall(L, 1, 1, 0);
  if (st != LUA_OK) {
    int code = lua_failure(L, st, "xattn_model_load", XATTN_EFORMAT);
    lua_close(L);
    unlock();
    free(m);
    return code;
  }
  m->sys = luaL_ref(L, LUA_REGISTRYINDEX);
  m->L = L;
  unlock();
  g_err[0] = '\0';
  *model = m;
  return XATTN_OK;
}

void xattn_model_free(xattn_model *m) {
  if (!m) return;
  lock();
  if (m->sessions > 0) { /* its sessions still use it: freed with the last of them */
    m->freed = 1;
    unlock();
    return;
  }
  lua_close(m->L);
  unlock();
  free(m);
}

/* ---- translating -------------------------------------------------------------------------- */
int xattn_translate(xattn_model *m, const char *const *src, size_t n, const xattn_translate_opts *opts, char **out) {
  static const char *fn = "xattn_translate";
  if (!m || (!src && n > 0) || (!out && n > 0)) return fail(XATTN_EINVAL, "%s: model, src and out must not be NULL", fn);
  if (m->freed) return fail(XATTN_ESTATE, "%s: the model was freed (its sessions keep it until they are freed)", fn);
  xattn_translate_opts o = XATTN_TRANSLATE_OPTS_INIT;
  if (opts) {
    if (opts->size < sizeof(size_t) || opts->size > sizeof o)
      return fail(XATTN_EINVAL, "%s: opts->size is %zu (set it with XATTN_TRANSLATE_OPTS_INIT)", fn, opts->size);
    memcpy(&o, opts, opts->size);
  }
  if (o.beam < 1) return fail(XATTN_EINVAL, "%s: beam must be >= 1, got %d", fn, o.beam);
  if (o.batch < 1) return fail(XATTN_EINVAL, "%s: batch must be >= 1, got %d", fn, o.batch);
  if (!(o.max_len_a >= 0) || o.max_len_b != o.max_len_b || o.lenpen != o.lenpen)
    return fail(XATTN_EINVAL, "%s: max_len_a must be >= 0 and lenpen, max_len_b numbers", fn);
  for (size_t i = 0; i < n; i++) {
    if (!src[i]) return fail(XATTN_EINVAL, "%s: src[%zu] is NULL", fn, i);
    out[i] = NULL;
  }
  if (n == 0) { g_err[0] = '\0'; return XATTN_OK; }
  lock();
  lua_State *L = m->L;
  int top = lua_gettop(L);
  if (!lua_checkstack(L, 10)) { unlock(); return fail(XATTN_ENOMEM, "%s: out of memory", fn); }
  glue(L, "translate");
  lua_rawgeti(L, LUA_REGISTRYINDEX, m->sys);
  lua_createtable(L, n > 1 << 30 ? 0 : (int)n, 0);
  for (size_t i = 0; i < n; i++) {
    lua_pushstring(L, src[i]);
    lua_rawseti(L, -2, (lua_Integer)i + 1);
  }
  lua_pushinteger(L, o.beam);
  lua_pushnumber(L, o.lenpen);
  lua_pushnumber(L, o.max_len_a);
  lua_pushnumber(L, o.max_len_b);
  lua_pushinteger(L, o.batch);
  int st = lua_pcall(L, 7, 1, 0);
  int code = XATTN_OK;
  if (st != LUA_OK) code = lua_failure(L, st, fn, XATTN_EINTERNAL);
  else {
    for (size_t i = 0; i < n && code == XATTN_OK; i++) {
      lua_rawgeti(L, -1, (lua_Integer)i + 1);
      size_t len;
      const char *s = lua_tolstring(L, -1, &len);
      if (!s) code = fail(XATTN_EINTERNAL, "%s: no translation for sentence %zu", fn, i);
      else if (!(out[i] = malloc(len + 1))) code = fail(XATTN_ENOMEM, "%s: out of memory", fn);
      else memcpy(out[i], s, len + 1);
      lua_pop(L, 1);
    }
    if (code != XATTN_OK)
      for (size_t i = 0; i < n; i++) { free(out[i]); out[i] = NULL; }
  }
  lua_settop(L, top);
  unlock();
  if (code == XATTN_OK) g_err[0] = '\0';
  return code;
}

/* ---- live sessions ------------------------------------------------------------------------ */
int xattn_session_open(xattn_model *m, const xattn_stream_opts *opts, xattn_session **session) {
  static const char *fn = "xattn_session_open";
  if (!session) return fail(XATTN_EINVAL, "%s: session must not be NULL", fn);
  *session = NULL;
  if (!m) return fail(XATTN_EINVAL, "%s: model must not be NULL", fn);
  if (m->freed) return fail(XATTN_ESTATE, "%s: the model was freed (its sessions keep it until they are freed)", fn);
  xattn_stream_opts o = XATTN_STREAM_OPTS_INIT;
  if (opts) {
    if (opts->size < sizeof(size_t) || opts->size > sizeof o)
      return fail(XATTN_EINVAL, "%s: opts->size is %zu (set it with XATTN_STREAM_OPTS_INIT)", fn, opts->size);
    memcpy(&o, opts, opts->size);
  }
  if (o.k < 0) return fail(XATTN_EINVAL, "%s: k must be >= 0 (0: the model's), got %d", fn, o.k);
  if (o.delta != o.delta) return fail(XATTN_EINVAL, "%s: delta must be a number (< 0: the model's)", fn);
  if (!(o.max_len_a >= 0) || o.max_len_b != o.max_len_b)
    return fail(XATTN_EINVAL, "%s: max_len_a must be >= 0 and max_len_b a number", fn);
  xattn_session *s = calloc(1, sizeof *s);
  if (!s) return fail(XATTN_ENOMEM, "%s: out of memory", fn);
  lock();
  lua_State *L = m->L;
  int top = lua_gettop(L);
  glue(L, "open");
  lua_rawgeti(L, LUA_REGISTRYINDEX, m->sys);
  if (o.policy) lua_pushstring(L, o.policy);
  else lua_pushnil(L);
  lua_pushinteger(L, o.k);
  lua_pushnumber(L, o.delta);
  lua_pushnumber(L, o.max_len_a);
  lua_pushnumber(L, o.max_len_b);
  int st = lua_pcall(L, 6, 1, 0);
  int code = XATTN_OK;
  if (st != LUA_OK) code = lua_failure(L, st, fn, XATTN_EINVAL);
  else {
    s->ref = luaL_ref(L, LUA_REGISTRYINDEX);
    s->m = m;
    m->sessions++;
  }
  lua_settop(L, top);
  unlock();
  if (code != XATTN_OK) { free(s); return code; }
  g_err[0] = '\0';
  *session = s;
  return XATTN_OK;
}

/* calls glue function name(session, [arg]) with nres results left on the stack (the caller
 * pops them and unlocks); returns a status */
static int session_call(xattn_session *s, const char *fn, const char *name, const char *arg, int nres, int dflt) {
  lua_State *L = s->m->L;
  glue(L, name);
  lua_rawgeti(L, LUA_REGISTRYINDEX, s->ref);
  int nargs = 1;
  if (arg) { lua_pushstring(L, arg); nargs = 2; }
  int st = lua_pcall(L, nargs, nres, 0);
  if (st != LUA_OK) return lua_failure(L, st, fn, dflt);
  return XATTN_OK;
}

int xattn_session_push(xattn_session *s, const char *word) {
  static const char *fn = "xattn_session_push";
  if (!s || !word) return fail(XATTN_EINVAL, "%s: session and word must not be NULL", fn);
  if (!*word) return fail(XATTN_EINVAL, "%s: the word is empty", fn);
  for (const char *p = word; *p; p++)
    if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v')
      return fail(XATTN_EINVAL, "%s: a word has no white space, got \"%s\" (push its words one by one)", fn, word);
  lock();
  lua_State *L = s->m->L;
  int top = lua_gettop(L);
  int code = session_call(s, fn, "push", word, 0, XATTN_EINVAL);
  lua_settop(L, top);
  unlock();
  if (code == XATTN_OK) g_err[0] = '\0';
  return code;
}

int xattn_session_end(xattn_session *s) {
  static const char *fn = "xattn_session_end";
  if (!s) return fail(XATTN_EINVAL, "%s: session must not be NULL", fn);
  lock();
  lua_State *L = s->m->L;
  int top = lua_gettop(L);
  int code = session_call(s, fn, "finish", NULL, 0, XATTN_EINVAL);
  lua_settop(L, top);
  unlock();
  if (code == XATTN_OK) g_err[0] = '\0';
  return code;
}

int xattn_session_pull(xattn_session *s, char **piece) {
  static const char *fn = "xattn_session_pull";
  if (piece) *piece = NULL;
  if (!s || !piece) return fail(XATTN_EINVAL, "%s: session and piece must not be NULL", fn);
  lock();
  lua_State *L = s->m->L;
  int top = lua_gettop(L);
  int code = session_call(s, fn, "pull", NULL, 2, XATTN_EINTERNAL);
  if (code == XATTN_OK) {
    const char *state = lua_tostring(L, -1);
    size_t len;
    const char *p = lua_tolstring(L, -2, &len);
    if (p && state && !strcmp(state, "write")) {
      if (!(*piece = malloc(len + 1))) code = fail(XATTN_ENOMEM, "%s: out of memory", fn);
      else memcpy(*piece, p, len + 1);
    } else if (state && !strcmp(state, "input")) {
      code = XATTN_NEED_INPUT;
    } else if (state && !strcmp(state, "end")) {
      code = XATTN_END;
    } else {
      code = fail(XATTN_EINTERNAL, "%s: unexpected state %s", fn, state ? state : "(none)");
    }
  }
  lua_settop(L, top);
  unlock();
  if (code >= 0) g_err[0] = '\0';
  return code;
}

void xattn_session_free(xattn_session *s) {
  if (!s) return;
  lock();
  lua_State *L = s->m->L;
  int top = lua_gettop(L);
  glue(L, "close");
  lua_rawgeti(L, LUA_REGISTRYINDEX, s->ref);
  if (lua_pcall(L, 1, 0, 0) != LUA_OK) lua_pop(L, 1);
  luaL_unref(L, LUA_REGISTRYINDEX, s->ref);
  xattn_model *m = s->m;
  m->sessions--;
  lua_settop(L, top);
  if (m->sessions == 0 && m->freed) { /* the model's free came earlier */
    lua_close(L);
    unlock();
    free(m);
    free(s);
    return;
  }
  lua_gc(L, LUA_GCSTEP, 0);
  unlock();
  free(s);
}
