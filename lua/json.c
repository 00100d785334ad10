/* xattn.json: Lua values <-> JSON text.
 *
 * Decoding: cJSON parses and validates the text; a scan of the text beside it recovers
 * what cJSON's tree loses: whether a number was written as an integer (so 3 stays the
 * Lua integer 3 and 3.0 the float 3.0, and integers are read exactly up to 2^63), and
 * strings with "\u0000" (cJSON keeps C strings). Both walk the text in document order,
 * so the n-th number or string token of the scan is the n-th one of the tree.
 * Encoding is written here, not with cJSON's printer, which prints the float 1.0 as
 * "1", cuts strings at a zero byte, passes invalid UTF-8 through and keeps Lua's random
 * key order. Objects are written with sorted keys, so the same value always gives the
 * same bytes (checkpoints and logs compare byte for byte).
 *
 * Mapping: a table whose keys are exactly 1..n (n >= 1) is an array, any other table an
 * object (integer keys become strings, other key types are an error); the empty table is
 * {} unless marked with json.array. json.null stands for null. Integers beyond 2^53 (a
 * double's exact range), NaN and infinities, invalid UTF-8, functions and userdata are
 * errors naming where in the value they sit. Nesting deeper than 100 (and any cycle) is
 * an error, both ways.
 *
 * Every allocation that can outlive a Lua error is owned by a userdata with __gc (the
 * output buffer, the cJSON tree), so raising anywhere leaks nothing. */
#include "binding.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define JSON_MAXDEPTH 100
#define NULL_KEY "xattn.json.null"   /* registry: the null sentinel */
#define ARRAY_KEY "xattn.json.array" /* registry: the metatable marking arrays */
#define BUF_MT "xattn.json.buffer"
#define TREE_MT "xattn.json.tree"
#define MAX_EXACT_INT 9007199254740992LL /* 2^53 */

/* ---- UTF-8 ------------------------------------------------------------- */
/* length of the valid UTF-8 sequence at s (n bytes available), or 0 if invalid:
 * no overlong forms, no surrogates, nothing past U+10FFFF */
static int utf8_seq(const unsigned char *s, size_t n) {
  unsigned c = s[0];
  if (c < 0x80) return 1;
  if (c < 0xC2) return 0;
  if (c < 0xE0) return n >= 2 && (s[1] & 0xC0) == 0x80 ? 2 : 0;
  if (c < 0xF0) {
    if (n < 3 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80) return 0;
    if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] >= 0xA0)) return 0;
    return 3;
  }
  if (c < 0xF5) {
    if (n < 4 || (s[1] & 0xC0) != 0x80 || (s[2] & 0xC0) != 0x80 || (s[3] & 0xC0) != 0x80) return 0;
    if ((c == 0xF0 && s[1] < 0x90) || (c == 0xF4 && s[1] >= 0x90)) return 0;
    return 4;
  }
  return 0;
}

bool xa_utf8_valid(const char *s, size_t n, size_t *bad) {
  const unsigned char *u = (const unsigned char *)s;
  for (size_t i = 0; i < n;) {
    int k = utf8_seq(u + i, n - i);
    if (!k) { if (bad) *bad = i; return false; }
    i += (size_t)k;
  }
  return true;
}

/* ---- output buffer (a userdata, freed by the collector if an error intervenes) --- */
typedef struct { char *p; size_t n, cap; } jbuf;

static int jbuf_gc(lua_State *L) {
  jbuf *b = luaL_checkudata(L, 1, BUF_MT);
  free(b->p);
  b->p = NULL;
  b->n = b->cap = 0;
  return 0;
}

static jbuf *jbuf_new(lua_State *L) {
  jbuf *b = lua_newuserdatauv(L, sizeof *b, 0);
  b->p = NULL;
  b->n = b->cap = 0;
  luaL_setmetatable(L, BUF_MT);
  return b;
}

static void jb_add(lua_State *L, jbuf *b, const char *s, size_t n) {
  if (n > b->cap - b->n) {
    size_t nc = b->cap ? b->cap : 256;
    while (nc - b->n < n) {
      if (nc > SIZE_MAX / 2) luaL_error(L, "json.encode: out of memory");
      nc *= 2;
    }
    char *np = realloc(b->p, nc);
    if (!np) luaL_error(L, "json.encode: out of memory (%zu bytes)", nc);
    b->p = np;
    b->cap = nc;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
}
static void jb_str(lua_State *L, jbuf *b, const char *s) { jb_add(L, b, s, strlen(s)); }
static void jb_char(lua_State *L, jbuf *b, char c) { jb_add(L, b, &c, 1); }

/* ---- encoding ---------------------------------------------------------- */
/* where in the value we are, for error messages: a chain of keys from the root */
typedef struct path_t {
  const struct path_t *up;
  const char *key; /* NULL: an array index */
  size_t klen;
  lua_Integer index;
} path_t;

typedef struct {
  lua_State *L;
  jbuf *b;
  bool indent;
  int seen;          /* stack index of the table of tables on the current path */
  int nullv, arraymt; /* stack indices of the null sentinel and the array marker */
  const char *fn, *root;
} enc_t;

static bool is_ident(const char *s, size_t n) {
  if (n == 0 || n > 40 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
    return false;
  for (size_t i = 1; i < n; i++)
    if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
      return false;
  return true;
}

/* "root.a.b[3]" (keys that are not identifiers are quoted, long ones cut) */
static void path_str(char *out, size_t cap, const char *root, const path_t *p) {
  const path_t *chain[JSON_MAXDEPTH + 2];
  int n = 0;
  for (; p && n < JSON_MAXDEPTH + 2; p = p->up) chain[n++] = p;
  size_t len = (size_t)snprintf(out, cap, "%s", root);
  for (int i = n - 1; i >= 0 && len < cap; i--) {
    const path_t *q = chain[i];
    if (!q->key) len += (size_t)snprintf(out + len, cap - len, "[%lld]", (long long)q->index);
    else if (is_ident(q->key, q->klen)) len += (size_t)snprintf(out + len, cap - len, ".%.*s", (int)q->klen, q->key);
    else len += (size_t)snprintf(out + len, cap - len, "[\"%.*s\"]", (int)(q->klen > 40 ? 40 : q->klen), q->key);
  }
}

static int enc_error(enc_t *e, const path_t *p, const char *what) {
  char where[512];
  path_str(where, sizeof where, e->root, p);
  return luaL_error(e->L, "%s: %s at %s", e->fn, what, where);
}

static void enc_string(enc_t *e, const char *s, size_t n, const path_t *p) {
  static const char hex[] = "0123456789abcdef";
  lua_State *L = e->L;
  jbuf *b = e->b;
  const unsigned char *u = (const unsigned char *)s;
  jb_char(L, b, '"');
  size_t i = 0;
  while (i < n) {
    size_t j = i; /* a run of bytes written as they are */
    while (j < n && u[j] >= 0x20 && u[j] < 0x80 && u[j] != '"' && u[j] != '\\') j++;
    while (j < n && u[j] >= 0x80) {
      int k = utf8_seq(u + j, n - j);
      if (!k) {
        char msg[96];
        snprintf(msg, sizeof msg, "string is not valid UTF-8 (byte %zu of %zu is 0x%02x)", j + 1, n, u[j]);
        enc_error(e, p, msg);
      }
      j += (size_t)k;
      while (j < n && u[j] >= 0x20 && u[j] < 0x80 && u[j] != '"' && u[j] != '\\') j++;
    }
    jb_add(L, b, s + i, j - i);
    if (j == n) break;
    unsigned char c = u[j];
    char esc[7] = {'\\', 0};
    switch (c) {
    case '"': esc[1] = '"'; jb_add(L, b, esc, 2); break;
    case '\\': esc[1] = '\\'; jb_add(L, b, esc, 2); break;
    case '\b': esc[1] = 'b'; jb_add(L, b, esc, 2); break;
    case '\f': esc[1] = 'f'; jb_add(L, b, esc, 2); break;
    case '\n': esc[1] = 'n'; jb_add(L, b, esc, 2); break;
    case '\r': esc[1] = 'r'; jb_add(L, b, esc, 2); break;
    case '\t': esc[1] = 't'; jb_add(L, b, esc, 2); break;
    default:
      esc[1] = 'u'; esc[2] = '0'; esc[3] = '0'; esc[4] = hex[c >> 4]; esc[5] = hex[c & 15];
      jb_add(L, b, esc, 6);
    }
    i = j + 1;
  }
  jb_char(L, b, '"');
}

/* shortest of %.15g..%.17g that reads back exactly; always with a '.' or an exponent so
 * the reader sees a float; '.' whatever the C locale's decimal point */
static int format_double(char *buf, size_t cap, double d) {
  int len = 0;
  for (int prec = 15; prec <= 17; prec++) {
    len = snprintf(buf, cap, "%.*g", prec, d);
    if (strtod(buf, NULL) == d) break;
  }
  bool has_mark = false;
  for (int i = 0; i < len; i++) {
    if (buf[i] == ',') buf[i] = '.'; /* a locale's decimal comma */
    if (buf[i] == '.' || buf[i] == 'e' || buf[i] == 'E') has_mark = true;
  }
  if (!has_mark && (size_t)len + 3 <= cap) { memcpy(buf + len, ".0", 3); len += 2; }
  return len;
}

static void enc_value(enc_t *e, int idx, const path_t *p, int depth);

static void newline(enc_t *e, int depth) {
  if (!e->indent) return;
  jb_char(e->L, e->b, '\n');
  for (int i = 0; i < depth; i++) jb_add(e->L, e->b, "  ", 2);
}

typedef struct {
  const char *s; /* the key as a string (anchored in the key table) */
  size_t n;
  int slot;      /* its position in the key table (1-based) */
  bool isint;    /* the original key was the integer ival */
  lua_Integer ival;
} keyent;

static int keycmp(const void *a, const void *b) {
  const keyent *x = a, *y = b;
  size_t m = x->n < y->n ? x->n : y->n;
  int c = memcmp(x->s, y->s, m);
  if (c) return c;
  return x->n < y->n ? -1 : x->n > y->n;
}

static void enc_table(enc_t *e, int idx, const path_t *p, int depth) {
  lua_State *L = e->L;
  if (depth >= JSON_MAXDEPTH) enc_error(e, p, "nesting deeper than 100 levels");
  luaL_checkstack(L, 8, "json.encode: nesting");
  lua_pushvalue(L, idx);
  if (lua_rawget(L, e->seen) != LUA_TNIL) enc_error(e, p, "table contains itself (a cycle)");
  lua_pop(L, 1);
  lua_pushvalue(L, idx);
  lua_pushboolean(L, 1);
  lua_rawset(L, e->seen);

  bool marked = false;
  if (lua_getmetatable(L, idx)) {
    marked = lua_rawequal(L, -1, e->arraymt);
    lua_pop(L, 1);
  }
  /* classify: keys exactly 1..n make an array */
  lua_Integer count = 0, maxk = 0;
  bool seq = true;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    lua_pop(L, 1);
    count++;
    if (lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1) {
      lua_Integer k = lua_tointeger(L, -1);
      if (k > maxk) maxk = k;
    } else seq = false;
  }
  bool array = (count > 0 && seq && maxk == count) || (count == 0 && marked);
  if (marked && !array) enc_error(e, p, "table marked with json.array has keys other than 1..n");

  if (array) {
    jb_char(L, e->b, '[');
    for (lua_Integer i = 1; i <= count; i++) {
      if (i > 1) jb_char(L, e->b, ',');
      newline(e, depth + 1);
      lua_rawgeti(L, idx, i);
      path_t q = {p, NULL, 0, i};
      enc_value(e, lua_gettop(L), &q, depth + 1);
      lua_pop(L, 1);
    }
    if (count > 0) newline(e, depth);
    jb_char(L, e->b, ']');
  } else {
    /* keys as strings in a table (which anchors them), sorted in a userdata array */
    if (count > INT32_MAX / 2) enc_error(e, p, "table has too many keys");
    lua_createtable(L, (int)count, 0);
    int keys = lua_gettop(L);
    keyent *ent = lua_newuserdatauv(L, (size_t)count * sizeof *ent + 1, 0);
    int slot = 0;
    lua_pushnil(L);
    while (lua_next(L, idx)) {
      lua_pop(L, 1);
      int kt = lua_type(L, -1);
      if (slot >= count) enc_error(e, p, "table changed while being encoded");
      ent[slot].isint = kt == LUA_TNUMBER && lua_isinteger(L, -1);
      ent[slot].ival = ent[slot].isint ? lua_tointeger(L, -1) : 0;
      if (ent[slot].isint) {
        lua_pushfstring(L, "%I", (LUAI_UACINT)ent[slot].ival);
      } else if (kt == LUA_TSTRING) {
        lua_pushvalue(L, -1);
      } else {
        char msg[160];
        if (kt == LUA_TNUMBER) snprintf(msg, sizeof msg, "key %.17g is not a string or an integer", lua_tonumber(L, -1));
        else snprintf(msg, sizeof msg, "key of type %s is not a string or an integer", luaL_typename(L, -1));
        enc_error(e, p, msg);
      }
      slot++;
      lua_rawseti(L, keys, slot);
    }
    for (int i = 0; i < slot; i++) {
      lua_rawgeti(L, keys, i + 1);
      ent[i].s = lua_tolstring(L, -1, &ent[i].n);
      ent[i].slot = i + 1;
      lua_pop(L, 1); /* still anchored in keys */
    }
    qsort(ent, (size_t)slot, sizeof *ent, keycmp);
    for (int i = 1; i < slot; i++)
      if (!keycmp(&ent[i - 1], &ent[i])) {
        char msg[128];
        snprintf(msg, sizeof msg, "key \"%.40s\" appears both as an integer and as a string", ent[i].s);
        enc_error(e, p, msg);
      }
    jb_char(L, e->b, '{');
    for (int i = 0; i < slot; i++) {
      if (i) jb_char(L, e->b, ',');
      newline(e, depth + 1);
      path_t q = {p, ent[i].s, ent[i].n, 0};
      enc_string(e, ent[i].s, ent[i].n, &q);
      jb_str(L, e->b, e->indent ? ": " : ":");
      /* the value, looked up by the key in its original type */
      if (ent[i].isint) lua_rawgeti(L, idx, ent[i].ival);
      else {
        lua_rawgeti(L, keys, ent[i].slot);
        lua_rawget(L, idx);
      }
      enc_value(e, lua_gettop(L), &q, depth + 1);
      lua_pop(L, 1);
    }
    if (slot > 0) newline(e, depth);
    jb_char(L, e->b, '}');
    lua_pop(L, 2); /* keys, ent */
  }
  lua_pushvalue(L, idx);
  lua_pushnil(L);
  lua_rawset(L, e->seen);
}

static void enc_value(enc_t *e, int idx, const path_t *p, int depth) {
  lua_State *L = e->L;
  switch (lua_type(L, idx)) {
  case LUA_TNIL: jb_str(L, e->b, "null"); return;
  case LUA_TBOOLEAN: jb_str(L, e->b, lua_toboolean(L, idx) ? "true" : "false"); return;
  case LUA_TNUMBER: {
    char buf[64];
    if (lua_isinteger(L, idx)) {
      lua_Integer v = lua_tointeger(L, idx);
      if (v > MAX_EXACT_INT || v < -MAX_EXACT_INT) {
        snprintf(buf, sizeof buf, "integer %lld is beyond 2^53", (long long)v);
        char msg[160];
        snprintf(msg, sizeof msg, "%s (JSON numbers are doubles; store it as a string)", buf);
        enc_error(e, p, msg);
      }
      jb_add(L, e->b, buf, (size_t)snprintf(buf, sizeof buf, "%lld", (long long)v));
      return;
    }
    double d = lua_tonumber(L, idx);
    if (!isfinite(d))
      enc_error(e, p, d != d ? "NaN cannot be represented in JSON" : "infinity cannot be represented in JSON");
    jb_add(L, e->b, buf, (size_t)format_double(buf, sizeof buf, d));
    return;
  }
  case LUA_TSTRING: {
    size_t n;
    const char *s = lua_tolstring(L, idx, &n);
    enc_string(e, s, n, p);
    return;
  }
  case LUA_TTABLE: enc_table(e, idx, p, depth); return;
  default:
    if (lua_rawequal(L, idx, e->nullv)) { jb_str(L, e->b, "null"); return; }
    if (xa_lua_is(L, idx)) enc_error(e, p, "cannot encode a tensor (save tensors with xattn.checkpoint)");
    char msg[96];
    snprintf(msg, sizeof msg, "cannot encode a value of type %s", luaL_typename(L, idx));
    enc_error(e, p, msg);
  }
}

void xa_json_encode_push(lua_State *L, int idx, bool indent, const char *fn, const char *root) {
  idx = lua_absindex(L, idx);
  luaL_checkstack(L, 10, "json.encode");
  lua_newtable(L);
  int seen = lua_gettop(L);
  lua_getfield(L, LUA_REGISTRYINDEX, NULL_KEY);
  lua_getfield(L, LUA_REGISTRYINDEX, ARRAY_KEY);
  jbuf *b = jbuf_new(L);
  enc_t e = {L, b, indent, seen, seen + 1, seen + 2, fn, root};
  enc_value(&e, idx, NULL, 0);
  lua_pushlstring(L, b->p ? b->p : "", b->n);
  free(b->p); /* now rather than at the next collection */
  b->p = NULL;
  b->n = b->cap = 0;
  lua_replace(L, seen);
  lua_settop(L, seen);
}

/* ---- decoding ---------------------------------------------------------- */
typedef struct { cJSON *root; } tree_t;

static int tree_gc(lua_State *L) {
  tree_t *t = luaL_checkudata(L, 1, TREE_MT);
  cJSON_Delete(t->root);
  t->root = NULL;
  return 0;
}

static bool numchar(char c) {
  return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

/* Walks the text outside strings. Counts (and, with tok, records the offsets of) string
 * and number tokens in document order; returns the offset of the first bracket nested
 * deeper than JSON_MAXDEPTH, or SIZE_MAX. */
static size_t scan(const char *s, size_t n, size_t *tok, size_t *ntok) {
  size_t k = 0;
  int depth = 0;
  for (size_t i = 0; i < n;) {
    char c = s[i];
    if (c == '"') {
      if (tok) tok[k] = i;
      k++;
      i++;
      while (i < n && s[i] != '"') i += s[i] == '\\' ? 2 : 1;
      i++;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      if (tok) tok[k] = i;
      k++;
      while (i < n && numchar(s[i])) i++;
    } else {
      if (c == '[' || c == '{') {
        if (++depth > JSON_MAXDEPTH) { *ntok = k; return i; }
      } else if (c == ']' || c == '}') depth--;
      i++;
    }
  }
  *ntok = k;
  return SIZE_MAX;
}

typedef struct {
  lua_State *L;
  const char *s;
  size_t n;
  const size_t *tok;
  size_t ntok, k;
  const char *fn;
  int nullv, arraymt;
} dec_t;

static void line_col(const char *s, size_t off, size_t *line, size_t *col) {
  size_t l = 1, c = 1;
  for (size_t i = 0; i < off; i++) {
    if (s[i] == '\n') { l++; c = 1; }
    else c++;
  }
  *line = l;
  *col = c;
}

static int dec_error(lua_State *L, const char *fn, const char *s, size_t n, size_t off, const char *what) {
  if (off > n) off = n;
  size_t line, col;
  line_col(s, off, &line, &col);
  char near[24];
  size_t m = 0;
  for (size_t i = off; i < n && m < 16; i++) near[m++] = (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?';
  near[m] = 0;
  if (off >= n) return luaL_error(L, "%s: %s at offset %d (line %d, column %d, end of input)", fn, what,
                                  (int)off, (int)line, (int)col);
  return luaL_error(L, "%s: %s at offset %d (line %d, column %d, near '%s')", fn, what, (int)off,
                    (int)line, (int)col, near);
}

static size_t next_tok(dec_t *d) {
  if (d->k >= d->ntok) luaL_error(d->L, "%s: internal error: token scan out of step with the parser", d->fn);
  return d->tok[d->k++];
}

static unsigned hex4(const char *s, size_t n, size_t i, bool *ok) {
  unsigned v = 0;
  if (i + 4 > n) { *ok = false; return 0; }
  for (int k = 0; k < 4; k++) {
    char c = s[i + (size_t)k];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
    else { *ok = false; return 0; }
  }
  return v;
}

/* pushes the string whose opening quote is at off, escapes resolved */
static void push_string(dec_t *d, size_t off) {
  const char *s = d->s;
  size_t n = d->n, i = off + 1;
  luaL_Buffer b;
  luaL_buffinit(d->L, &b);
  for (;;) {
    size_t j = i;
    while (j < n && s[j] != '"' && s[j] != '\\') j++;
    luaL_addlstring(&b, s + i, j - i);
    if (j >= n) dec_error(d->L, d->fn, s, n, off, "unterminated string");
    if (s[j] == '"') break;
    if (j + 1 >= n) dec_error(d->L, d->fn, s, n, j, "bad escape");
    char c = s[j + 1];
    i = j + 2;
    switch (c) {
    case '"': luaL_addchar(&b, '"'); break;
    case '\\': luaL_addchar(&b, '\\'); break;
    case '/': luaL_addchar(&b, '/'); break;
    case 'b': luaL_addchar(&b, '\b'); break;
    case 'f': luaL_addchar(&b, '\f'); break;
    case 'n': luaL_addchar(&b, '\n'); break;
    case 'r': luaL_addchar(&b, '\r'); break;
    case 't': luaL_addchar(&b, '\t'); break;
    case 'u': {
      bool ok = true;
      unsigned cp = hex4(s, n, i, &ok);
      i += 4;
      if (ok && cp >= 0xD800 && cp <= 0xDBFF) { /* a surrogate pair */
        unsigned lo = 0;
        if (i + 6 <= n && s[i] == '\\' && s[i + 1] == 'u') lo = hex4(s, n, i + 2, &ok);
        if (!ok || lo < 0xDC00 || lo > 0xDFFF) ok = false;
        else { cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00); i += 6; }
      } else if (cp >= 0xDC00 && cp <= 0xDFFF) ok = false;
      if (!ok) dec_error(d->L, d->fn, s, n, j, "bad \\u escape");
      char u[4];
      int len;
      if (cp < 0x80) { u[0] = (char)cp; len = 1; }
      else if (cp < 0x800) { u[0] = (char)(0xC0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3F)); len = 2; }
      else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        u[2] = (char)(0x80 | (cp & 0x3F)); len = 3;
      } else {
        u[0] = (char)(0xF0 | (cp >> 18)); u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        u[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); u[3] = (char)(0x80 | (cp & 0x3F)); len = 4;
      }
      luaL_addlstring(&b, u, (size_t)len);
      break;
    }
    default: dec_error(d->L, d->fn, s, n, j, "bad escape");
    }
  }
  luaL_pushresult(&b);
}

/* pushes the number at off: an integer when written without '.' or exponent and it fits
 * int64 (read exactly, not through a double), else the double cJSON read */
static void push_number(dec_t *d, size_t off, double parsed) {
  const char *s = d->s;
  size_t n = d->n, i = off, end = off;
  while (end < n && numchar(s[end])) end++;
  bool neg = false, isfloat = false, ok = true;
  if (i < end && s[i] == '-') { neg = true; i++; }
  size_t digits = i;
  if (i < end && s[i] == '0') i++;
  else if (i < end && s[i] >= '1' && s[i] <= '9') while (i < end && s[i] >= '0' && s[i] <= '9') i++;
  else ok = false;
  size_t intend = i;
  if (ok && i < end && s[i] == '.') {
    isfloat = true;
    i++;
    size_t f = i;
    while (i < end && s[i] >= '0' && s[i] <= '9') i++;
    if (i == f) ok = false;
  }
  if (ok && i < end && (s[i] == 'e' || s[i] == 'E')) {
    isfloat = true;
    i++;
    if (i < end && (s[i] == '+' || s[i] == '-')) i++;
    size_t f = i;
    while (i < end && s[i] >= '0' && s[i] <= '9') i++;
    if (i == f) ok = false;
  }
  if (!ok || i != end) dec_error(d->L, d->fn, s, n, off, "invalid number");
  if (!isfloat) {
    uint64_t mag = 0;
    bool fits = true;
    for (size_t k = digits; k < intend; k++) {
      unsigned dg = (unsigned)(s[k] - '0');
      if (mag > (UINT64_MAX - dg) / 10) { fits = false; break; }
      mag = mag * 10 + dg;
    }
    if (fits && (neg ? mag <= (uint64_t)INT64_MAX + 1 : mag <= (uint64_t)INT64_MAX)) {
      lua_pushinteger(d->L, neg ? (lua_Integer)(0 - mag) : (lua_Integer)mag);
      return;
    }
  }
  if (!isfinite(parsed)) dec_error(d->L, d->fn, s, n, off, "number out of range");
  lua_pushnumber(d->L, parsed);
}

static void dec_node(dec_t *d, const cJSON *j) {
  lua_State *L = d->L;
  luaL_checkstack(L, 6, "json.decode: nesting");
  switch (j->type & 0xFF) {
  case cJSON_NULL: lua_pushvalue(L, d->nullv); return;
  case cJSON_False: lua_pushboolean(L, 0); return;
  case cJSON_True: lua_pushboolean(L, 1); return;
  case cJSON_Number: push_number(d, next_tok(d), j->valuedouble); return;
  case cJSON_String: push_string(d, next_tok(d)); return;
  case cJSON_Array: {
    int n = 0;
    for (const cJSON *c = j->child; c; c = c->next) n++;
    lua_createtable(L, n, 0);
    lua_Integer i = 0;
    for (const cJSON *c = j->child; c; c = c->next) {
      dec_node(d, c);
      lua_rawseti(L, -2, ++i);
    }
    if (n == 0) { /* keep [] an array when it is encoded again */
      lua_pushvalue(L, d->arraymt);
      lua_setmetatable(L, -2);
    }
    return;
  }
  case cJSON_Object: {
    int n = 0;
    for (const cJSON *c = j->child; c; c = c->next) n++;
    lua_createtable(L, 0, n);
    for (const cJSON *c = j->child; c; c = c->next) {
      size_t koff = next_tok(d);
      push_string(d, koff);
      lua_pushvalue(L, -1);
      if (lua_rawget(L, -3) != LUA_TNIL) {
        const char *k = lua_tostring(L, -2);
        char msg[96];
        snprintf(msg, sizeof msg, "duplicate key \"%.40s\"", k);
        dec_error(L, d->fn, d->s, d->n, koff, msg);
      }
      lua_pop(L, 1);
      dec_node(d, c);
      lua_rawset(L, -3);
    }
    return;
  }
  default: luaL_error(L, "%s: internal error: unexpected cJSON node type %d", d->fn, j->type);
  }
}

void xa_json_decode_push(lua_State *L, const char *s, size_t n, const char *fn) {
  luaL_checkstack(L, 8, "json.decode");
  int base = lua_gettop(L);
  const char *z = memchr(s, 0, n);
  if (z) dec_error(L, fn, s, n, (size_t)(z - s), "zero byte in the input");
  size_t ntok;
  size_t deep = scan(s, n, NULL, &ntok);
  if (deep != SIZE_MAX) dec_error(L, fn, s, n, deep, "nesting deeper than 100 levels");
  size_t i = 0;
  while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) i++;
  if (i == n) dec_error(L, fn, s, n, n, "no JSON value (empty input)");
  tree_t *t = lua_newuserdatauv(L, sizeof *t, 0); /* owns the tree from here on */
  t->root = NULL;
  luaL_setmetatable(L, TREE_MT);
  const char *end = NULL;
  /* Lua strings end in a zero byte: n + 1 lets cJSON check for trailing garbage */
  t->root = cJSON_ParseWithLengthOpts(s, n + 1, &end, 1);
  if (!t->root) {
    size_t off = end && end >= s ? (size_t)(end - s) : 0;
    dec_error(L, fn, s, n, off, "invalid JSON");
  }
  size_t *tok = lua_newuserdatauv(L, (ntok ? ntok : 1) * sizeof *tok, 0);
  size_t ntok2;
  scan(s, n, tok, &ntok2);
  lua_getfield(L, LUA_REGISTRYINDEX, NULL_KEY);
  lua_getfield(L, LUA_REGISTRYINDEX, ARRAY_KEY);
  dec_t d = {L, s, n, tok, ntok2, 0, fn, base + 3, base + 4};
  dec_node(&d, t->root);
  if (d.k != d.ntok) luaL_error(L, "%s: internal error: token scan out of step with the parser", fn);
  cJSON_Delete(t->root); /* now rather than at the next collection */
  t->root = NULL;
  lua_replace(L, base + 1);
  lua_settop(L, base + 1);
}

/* ---- files ------------------------------------------------------------- */
/* pushes the whole file as a string; raises "<fn>: cannot read <path>: <reason>" */
static void push_file(lua_State *L, const char *path, const char *fn) {
  FILE *f = fopen(path, "rb");
  if (!f) luaL_error(L, "%s: cannot open %s: %s", fn, path, strerror(errno));
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  for (;;) {
    char *p = luaL_prepbuffer(&b);
    size_t got = fread(p, 1, LUAL_BUFFERSIZE, f);
    luaL_addsize(&b, got);
    if (got < LUAL_BUFFERSIZE) break;
  }
  int bad = ferror(f);
  fclose(f); /* a Lua error above (out of memory) leaves f to the OS: rare enough */
  if (bad) luaL_error(L, "%s: cannot read %s", fn, path);
  luaL_pushresult(&b);
}

/* ---- Lua functions ----------------------------------------------------- */
static bool opt_indent(lua_State *L, int idx) {
  if (lua_isnoneornil(L, idx)) return false;
  luaL_checktype(L, idx, LUA_TTABLE);
  return xa_lua_optbool_field(L, idx, "indent", false);
}

static int l_encode(lua_State *L) {
  luaL_checkany(L, 1);
  bool indent = opt_indent(L, 2);
  xa_json_encode_push(L, 1, indent, "json.encode", "value");
  return 1;
}

static int l_decode(lua_State *L) {
  size_t n;
  const char *s = luaL_checklstring(L, 1, &n);
  xa_json_decode_push(L, s, n, "json.decode");
  return 1;
}

static int l_read(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  push_file(L, path, "json.read");
  size_t n;
  const char *s = lua_tolstring(L, -1, &n);
  lua_pushfstring(L, "json.read: %s", path);
  xa_json_decode_push(L, s, n, lua_tostring(L, -1));
  return 1;
}

static int l_write(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  luaL_checkany(L, 2);
  bool indent = opt_indent(L, 3);
  xa_json_encode_push(L, 2, indent, "json.write", "value"); /* before the file is touched */
  size_t n;
  const char *s = lua_tolstring(L, -1, &n);
  FILE *f = fopen(path, "wb");
  if (!f) return luaL_error(L, "json.write: cannot open %s: %s", path, strerror(errno));
  bool ok = fwrite(s, 1, n, f) == n && fputc('\n', f) != EOF;
  ok = (fclose(f) == 0) && ok;
  if (!ok) return luaL_error(L, "json.write: cannot write %s: %s", path, strerror(errno));
  return 0;
}

static int l_array(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_getfield(L, LUA_REGISTRYINDEX, ARRAY_KEY);
  if (lua_getmetatable(L, 1)) {
    if (!lua_rawequal(L, -1, -2)) return luaL_argerror(L, 1, "table already has a metatable");
    lua_pop(L, 1);
  }
  lua_setmetatable(L, 1);
  lua_settop(L, 1);
  return 1;
}

static int l_is_array(lua_State *L) {
  bool r = false;
  if (lua_istable(L, 1) && lua_getmetatable(L, 1)) {
    lua_getfield(L, LUA_REGISTRYINDEX, ARRAY_KEY);
    r = lua_rawequal(L, -1, -2);
  }
  lua_pushboolean(L, r);
  return 1;
}

static int null_tostring(lua_State *L) { lua_pushliteral(L, "json.null"); return 1; }

static const xa_lreg json_regs[] = {
  {"encode", l_encode, XA_FUNC, "json.encode(value [, {indent=false}]) -> string\n"
   "JSON text of value: tables with keys exactly 1..n are arrays, other tables objects with "
   "sorted keys (integer keys become strings); {} is an object unless marked with json.array; "
   "json.null is null; integers stay integers (|i| <= 2^53), floats keep a '.' or exponent. "
   "NaN, infinities, invalid UTF-8, functions, userdata, cycles and nesting deeper than 100 "
   "raise an error naming where in the value they are."},
  {"decode", l_decode, XA_FUNC, "json.decode(text) -> value\n"
   "Lua value of JSON text: arrays are sequences ([] is marked with json.array), objects tables "
   "with string keys, null is json.null, numbers without '.' or exponent are integers. Errors "
   "name the offset (0-based byte), line and column."},
  {"read", l_read, XA_FUNC, "json.read(path) -> value, the decoded contents of a JSON file"},
  {"write", l_write, XA_FUNC, "json.write(path, value [, {indent=false}]); writes encode(value) and a newline"},
  {"array", l_array, XA_FUNC, "json.array(t) -> t, marked so that it encodes as an array even when empty"},
  {"is_array", l_is_array, XA_FUNC, "json.is_array(t) -> whether t carries the json.array mark"},
  {NULL, NULL, 0, NULL},
};

void xa_lua_sublib(lua_State *L, const char *name, const xa_lreg *regs) {
  lua_newtable(L);
  int lib = lua_gettop(L);
  lua_getfield(L, LUA_REGISTRYINDEX, "xattn.module"); /* see binding.c */
  int mod = lib + 1;
  lua_getfield(L, mod, "_doc");
  int doc = lib + 2;
  for (const xa_lreg *r = regs; r->name; r++) {
    lua_pushcfunction(L, r->fn);
    lua_setfield(L, lib, r->name);
    if (r->doc && lua_istable(L, doc)) {
      lua_pushfstring(L, "%s.%s", name, r->name);
      lua_pushstring(L, r->doc);
      lua_rawset(L, doc);
    }
  }
  lua_pushvalue(L, lib);
  lua_setfield(L, mod, name); /* xattn.<name> */
  luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_pushfstring(L, "xattn.%s", name); /* require "xattn.<name>" */
  lua_pushvalue(L, lib);
  lua_rawset(L, -3);
  lua_settop(L, lib);
}

void xa_json_lua(lua_State *L) {
  luaL_newmetatable(L, BUF_MT);
  lua_pushcfunction(L, jbuf_gc);
  lua_setfield(L, -2, "__gc");
  lua_pop(L, 1);
  luaL_newmetatable(L, TREE_MT);
  lua_pushcfunction(L, tree_gc);
  lua_setfield(L, -2, "__gc");
  lua_pop(L, 1);
  /* the array marker: an empty metatable known by identity */
  lua_newtable(L);
  lua_pushliteral(L, "json.array");
  lua_setfield(L, -2, "__name");
  lua_setfield(L, LUA_REGISTRYINDEX, ARRAY_KEY);
  /* null: a userdata distinct from every other value, printing as json.null */
  lua_newuserdatauv(L, 1, 0);
  if (luaL_newmetatable(L, "xattn.json.nullmt")) {
    lua_pushcfunction(L, null_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pushliteral(L, "json.null");
    lua_setfield(L, -2, "__name");
  }
  lua_setmetatable(L, -2);
  lua_setfield(L, LUA_REGISTRYINDEX, NULL_KEY);

  xa_lua_sublib(L, "json", json_regs);
  lua_getfield(L, LUA_REGISTRYINDEX, NULL_KEY);
  lua_setfield(L, -2, "null");
  lua_pop(L, 1);
}
