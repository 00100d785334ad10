/* Tab completion for the REPL.
 *
 * The word being completed is the identifier under the cursor; '.' and ':' are word breaks,
 * so readline shows bare names (randn, randint) and the text before the word is looked at
 * here: "a.b.c.<Tab>" completes fields of the value a.b.c and "t:<Tab>" its methods.
 * Values are found without running Lua code: raw table reads, following __index only when
 * it is a table; tensors (whose __index is a C function) use the method table xattn.Tensor.
 * The one exception is a table whose metatable lists lazily loaded fields in `__lazy` (the
 * xattn module: xattn.nn, xattn.attention, ...): those names are offered, and walking into
 * one loads it with an ordinary index. After ':' only callable fields are offered. At the
 * start of a line ":" completes the REPL commands, after ":help " the documented names
 * (module-qualified ones too: ":help nn.Tr"); inside a string literal, file names. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>
#include <readline/readline.h>

#include "../lua/binding.h"
#include "host.h"

static lua_State *g_L;

static const char *const keywords[] = {
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
    "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    NULL};

static bool is_keyword(const char *s) {
  for (const char *const *k = keywords; *k; k++)
    if (!strcmp(*k, s)) return true;
  return false;
}

static bool is_ident(const char *s, size_t len) {
  if (len == 0 || !(isalpha((unsigned char)s[0]) || s[0] == '_')) return false;
  for (size_t i = 1; i < len; i++)
    if (!(isalnum((unsigned char)s[i]) || s[i] == '_')) return false;
  return true;
}

/* ---- candidate list (C memory: survives a Lua error in the middle of a walk) ---------- */
typedef struct {
  char **v;
  size_t n, cap;
} list_t;

static void list_add(list_t *l, const char *s) {
  for (size_t i = 0; i < l->n; i++)
    if (!strcmp(l->v[i], s)) return;
  if (l->n + 2 > l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 64;
    char **v = realloc(l->v, cap * sizeof *v);
    if (!v) return;
    l->v = v;
    l->cap = cap;
  }
  char *d = strdup(s);
  if (!d) return;
  l->v[l->n++] = d;
  l->v[l->n] = NULL;
}

static void list_free(list_t *l) {
  for (size_t i = 0; i < l->n; i++) free(l->v[i]);
  free(l->v);
  l->v = NULL;
  l->n = l->cap = 0;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* ---- walking values ------------------------------------------------------------------- */
typedef struct {
  list_t *out;
  const char *prefix;
  size_t plen;
  bool callable_only;
} walk_t;

static bool is_callable(lua_State *L, int idx) {
  if (lua_isfunction(L, idx)) return true;
  bool c = luaL_getmetafield(L, idx, "__call") != LUA_TNIL;
  if (c) lua_pop(L, 1);
  return c;
}

/* adds the string keys of the table on top that match */
static void add_keys(lua_State *L, walk_t *w) {
  int t = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (lua_type(L, -2) == LUA_TSTRING) {
      size_t len;
      const char *k = lua_tolstring(L, -2, &len);
      if (len >= w->plen && !strncmp(k, w->prefix, w->plen) && is_ident(k, len) &&
          !is_keyword(k) && (!w->callable_only || is_callable(L, -1)))
        list_add(w->out, k);
    }
    lua_pop(L, 1);
  }
}

/* pushes xattn.Tensor (the tensor method table) or nil */
static void push_tensor_methods(lua_State *L) {
  lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_getfield(L, -1, "xattn");
  if (lua_istable(L, -1)) {
    lua_pushliteral(L, "Tensor");
    lua_rawget(L, -2);
  } else {
    lua_pushnil(L);
  }
  lua_replace(L, -3);
  lua_pop(L, 1);
}

/* pushes the table __index of the metatable of the value at idx, or nothing (returns false) */
static bool push_index_table(lua_State *L, int idx) {
  if (!lua_getmetatable(L, idx)) return false;
  lua_pushliteral(L, "__index");
  lua_rawget(L, -2);
  lua_remove(L, -2);
  if (lua_istable(L, -1)) return true;
  lua_pop(L, 1);
  return false;
}

/* pushes the __lazy table of the metatable of the value at idx, or nothing (returns false) */
static bool push_lazy_table(lua_State *L, int idx) {
  if (!lua_getmetatable(L, idx)) return false;
  lua_pushliteral(L, "__lazy");
  lua_rawget(L, -2);
  lua_remove(L, -2);
  if (lua_istable(L, -1)) return true;
  lua_pop(L, 1);
  return false;
}

/* adds the fields of the value at idx: its own keys, its lazily loaded ones, then through
 * __index tables */
static void add_fields(lua_State *L, int idx, walk_t *w) {
  idx = lua_absindex(L, idx);
  if (luaL_testudata(L, idx, XA_TENSOR_MT)) {
    push_tensor_methods(L);
    if (lua_istable(L, -1)) add_keys(L, w);
    lua_pop(L, 1);
    if (!w->callable_only) {
      static const char *const props[] = {"grad", "requires_grad", "is_leaf", "grad_fn", NULL};
      for (const char *const *p = props; *p; p++)
        if (!strncmp(*p, w->prefix, w->plen)) list_add(w->out, *p);
    }
    return;
  }
  lua_pushvalue(L, idx);
  for (int depth = 0; depth < 16; depth++) {
    int top = lua_gettop(L);
    if (lua_istable(L, top)) add_keys(L, w);
    if (!w->callable_only && push_lazy_table(L, top)) { /* modules: tables, not callable */
      walk_t lw = *w;
      int lt = lua_gettop(L);
      lua_pushnil(L);
      while (lua_next(L, lt)) {
        size_t len;
        if (lua_type(L, -2) == LUA_TSTRING) {
          const char *k = lua_tolstring(L, -2, &len);
          if (len >= lw.plen && !strncmp(k, lw.prefix, lw.plen) && is_ident(k, len)) list_add(lw.out, k);
        }
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    }
    if (!push_index_table(L, top)) break;
    lua_remove(L, top);
  }
  lua_pop(L, 1);
}

/* true when key is listed in the __lazy table of the value at idx */
static bool is_lazy_field(lua_State *L, int idx, const char *key) {
  if (!push_lazy_table(L, idx)) return false;
  lua_pushstring(L, key);
  bool yes = lua_rawget(L, -2) != LUA_TNIL;
  lua_pop(L, 2);
  return yes;
}

/* pushes the field key of the value at idx without running Lua code (nil when unknown) */
static void get_field(lua_State *L, int idx, const char *key) {
  idx = lua_absindex(L, idx);
  if (luaL_testudata(L, idx, XA_TENSOR_MT)) {
    lua_getfield(L, idx, key); /* the C __index: properties and methods */
    return;
  }
  lua_pushvalue(L, idx);
  for (int depth = 0; depth < 16; depth++) {
    int top = lua_gettop(L);
    if (lua_istable(L, top)) {
      lua_pushstring(L, key);
      lua_rawget(L, top);
      if (!lua_isnil(L, -1)) { lua_remove(L, top); return; }
      lua_pop(L, 1);
      if (is_lazy_field(L, top, key)) { /* loads the module (an error: no candidates) */
        lua_getfield(L, top, key);
        lua_remove(L, top);
        return;
      }
    }
    if (!push_index_table(L, top)) break;
    lua_remove(L, top);
  }
  lua_pop(L, 1);
  lua_pushnil(L);
}

/* protected: (list, chain, sep, prefix). chain "" means globals; else "a.b.c" */
static int collect(lua_State *L) {
  list_t *out = lua_touserdata(L, 1);
  size_t clen;
  const char *chain = lua_tolstring(L, 2, &clen);
  int sep = (int)lua_tointeger(L, 3);
  walk_t w = {out, lua_tostring(L, 4), 0, sep == ':'};
  w.plen = strlen(w.prefix);
  lua_pushglobaltable(L);
  if (clen == 0) {
    for (const char *const *k = keywords; *k; k++)
      if (!strncmp(*k, w.prefix, w.plen)) list_add(out, *k);
    add_fields(L, -1, &w);
    return 0;
  }
  const char *p = chain;
  while (*p) {
    const char *dot = strchr(p, '.');
    size_t n = dot ? (size_t)(dot - p) : strlen(p);
    lua_pushlstring(L, p, n);
    const char *key = lua_tostring(L, -1);
    get_field(L, -2, key);
    lua_replace(L, -3);
    lua_pop(L, 1);
    if (lua_isnil(L, -1)) return 0;
    p += n;
    if (*p == '.') p++;
  }
  add_fields(L, -1, &w);
  return 0;
}

/* protected: (list, word, textlen): the documented names that start with word (the whole
 * name typed after ":help ", e.g. "nn.Tr"), as readline's text sees them: from the last
 * separator of word on ("Transformer"), cut at the next separator. Loads every module once
 * (xattn.help() does) so that the names of the Lua modules are known. */
static bool g_docs_loaded;
static int collect_docs(lua_State *L) {
  list_t *out = lua_touserdata(L, 1);
  size_t wlen;
  const char *word = lua_tolstring(L, 2, &wlen);
  size_t tlen = (size_t)lua_tointeger(L, 3);
  lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_getfield(L, -1, "xattn");
  if (!lua_istable(L, -1)) return 0;
  int mod = lua_gettop(L);
  if (!g_docs_loaded) {
    g_docs_loaded = true;
    lua_getfield(L, mod, "help");
    if (lua_isfunction(L, -1)) lua_call(L, 0, 0);
    else lua_pop(L, 1);
  }
  lua_pushliteral(L, "_doc");
  lua_rawget(L, mod);
  if (!lua_istable(L, -1)) return 0;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    size_t klen;
    const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tolstring(L, -2, &klen) : NULL;
    if (k && klen >= wlen && !strncmp(k, word, wlen) && tlen <= wlen) {
      const char *from = k + (wlen - tlen);
      size_t n = strcspn(from + tlen, ".:") + tlen;
      char buf[256];
      if (n < sizeof buf) {
        memcpy(buf, from, n);
        buf[n] = '\0';
        list_add(out, buf);
      }
    }
    lua_pop(L, 1);
  }
  if (out->n == 0 && tlen < wlen) { /* t:res -> the tensor method reshape */
    const char *text = word + (wlen - tlen);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
      if (k && !strncmp(k, text, tlen) && !strpbrk(k, ".:")) list_add(out, k);
      lua_pop(L, 1);
    }
  }
  return 0;
}

void xh_free_names(char **names) {
  if (!names) return;
  for (char **p = names; *p; p++) free(*p);
  free(names);
}

/* ---- readline glue -------------------------------------------------------------------- */
static list_t g_matches;
static size_t g_next;

static char *generator(const char *text, int state) {
  (void)text; /* g_matches already hold only the names that start with text */
  if (state == 0) g_next = 0;
  return g_next < g_matches.n ? strdup(g_matches.v[g_next++]) : NULL;
}

/* the quote character of the string literal open at position pos of the line, or 0 */
static int open_quote(int pos) {
  int q = 0;
  for (int i = 0; i < pos && rl_line_buffer[i]; i++) {
    char c = rl_line_buffer[i];
    if (q) {
      if (c == '\\' && i + 1 < pos) i++;
      else if (c == q) q = 0;
    } else if (c == '"' || c == '\'') {
      q = c;
    } else if (c == '-' && rl_line_buffer[i + 1] == '-') {
      break; /* a comment */
    }
  }
  return q;
}

/* inside a string literal only quotes and blanks break words, so a whole path is completed */
static char *word_breaks(void) {
  static char in_string[] = " \t\n\"'";
  return open_quote(rl_point) ? in_string : NULL;
}

static char **attempt(const char *text, int start, int end) {
  rl_attempted_completion_over = 1; /* never fall back to file names unless asked below */
  rl_completion_append_character = '\0';
  list_free(&g_matches);
  const char *buf = rl_line_buffer;
  int q = open_quote(start);
  if (q) { /* inside a string: file names, closed by the quote */
    rl_attempted_completion_over = 0;
    rl_completion_append_character = q;
    return NULL;
  }
  int first = 0; /* first non-blank */
  while (buf[first] == ' ' || buf[first] == '\t') first++;
  if (buf[first] == ':' && buf[first + 1] != ':') {
    if (start == first + 1) { /* the command itself */
      static const char *const cmds[] = {"help", "time", "quit", NULL};
      for (const char *const *c = cmds; *c; c++)
        if (!strncmp(*c, text, strlen(text))) list_add(&g_matches, *c);
    } else if (!strncmp(buf + first, ":help ", 6) || !strncmp(buf + first, ":h ", 3)) {
      int w = start; /* the whole name: back over identifiers and separators */
      while (w > 0 && (isalnum((unsigned char)buf[w - 1]) || strchr("_.:", buf[w - 1]))) w--;
      if (w <= first + 1) w = start; /* never the command's own ':' */
      int top = lua_gettop(g_L);
      lua_pushcfunction(g_L, collect_docs);
      lua_pushlightuserdata(g_L, &g_matches);
      lua_pushlstring(g_L, buf + w, (size_t)(end - w));
      lua_pushinteger(g_L, (lua_Integer)(end - start));
      lua_pcall(g_L, 3, 0, 0);
      lua_settop(g_L, top);
    }
  } else {
    /* the chain of names before the word: "xattn." / "a.b:" */
    int sep = 0, b = start;
    if (start > 0 && (buf[start - 1] == '.' || buf[start - 1] == ':')) {
      sep = buf[start - 1];
      b = start - 1;
      while (b > 0 && (isalnum((unsigned char)buf[b - 1]) || buf[b - 1] == '_' || buf[b - 1] == '.'))
        b--;
      /* valid chain: identifiers separated by single dots, not preceded by a ':' or
       * another expression (a call, an index, a string) */
      size_t clen = (size_t)(start - 1 - b);
      bool ok = clen > 0 && !(b > 0 && strchr(":)]}\"'", buf[b - 1]));
      for (size_t i = 0, s = 0; ok && i <= clen; i++) {
        if (i == clen || buf[b + i] == '.') {
          if (!is_ident(buf + b + s, i - s)) ok = false;
          s = i + 1;
        }
      }
      if (!ok) return NULL;
    } else if (start > 0 && isdigit((unsigned char)text[0])) {
      return NULL;
    }
    int top = lua_gettop(g_L);
    lua_pushcfunction(g_L, collect);
    lua_pushlightuserdata(g_L, &g_matches);
    lua_pushlstring(g_L, buf + b, sep ? (size_t)(start - 1 - b) : 0);
    lua_pushinteger(g_L, sep);
    lua_pushstring(g_L, text);
    lua_pcall(g_L, 4, 0, 0); /* an error just means fewer candidates */
    lua_settop(g_L, top);
  }
  if (g_matches.n == 0) return NULL;
  qsort(g_matches.v, g_matches.n, sizeof *g_matches.v, cmp_str);
  return rl_completion_matches(text, generator);
}

void xh_complete_init(lua_State *L) {
  g_L = L;
  rl_attempted_completion_function = attempt;
  /* '.' and ':' break words so the displayed matches are bare names */
  rl_completer_word_break_characters = " \t\n\"'`@$><=;|&{}()[],+-*/%^~#.:";
  rl_basic_word_break_characters = rl_completer_word_break_characters;
  rl_completion_word_break_hook = word_breaks;
}
