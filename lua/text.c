/* A Moses-like, exactly reversible tokenizer (UTF-8 safe) and its detokenizer.
 *
 * tokenize(line): the line is cut at ASCII white space into chunks; each chunk is cut into
 *   - words: runs of letters and digits (any non-ASCII character that is not punctuation
 *     counts as a letter; a byte that is not valid UTF-8 counts as one letter), which keep
 *       a hyphen between two letters/digits ("burnt-offering"),
 *       '.', ',' or ':' between two digits ("1,000", "3:16", "2.5");
 *   - clitics: an apostrophe (' or U+2019) between two letters starts a new token made of
 *     the apostrophe and the letters after it: "king's" -> king 's, "l'eau" -> l 'eau;
 *     "n't" is split off whole: "don't" -> do n't;
 *   - punctuation: a run of one repeated punctuation character ("...", "--", "!!") is one
 *     token; ASCII punctuation and controls, ¡ ¿ « » and U+2010-U+205E are punctuation.
 * detokenize(tokens) joins the tokens with single spaces, except where a rule says the
 * two touch: before a clitic or a closing mark (, . ; : ! ? ) ] } % ' ’ ” » …), after an
 * opening mark (( [ { ¿ ¡ « “ ‘), and around '"' by parity (odd ones open, even ones close).
 * Reversibility: tokenize knows where the text really had a space; where the rule would
 * guess wrong, the token after the boundary gets the prefix "￭" (U+FFED), which means
 * "the opposite of the rule here". So detokenize(tokenize(s)) == s with white space
 * normalised (runs collapsed to one space, ends trimmed) for EVERY string s; on ordinary
 * text no marker appears. A "￭" in the input is always a token of its own; a token that
 * is exactly "￭" is literal, so it stays reversible too.
 *
 * lower(s): Python's str.lower (what sacreBLEU's lowercase option does), from tables
 * generated out of Python itself (tools/gen_case.py -> case_table.h): every code point
 * Python changes, U+0130 to two code points, capital sigma to final sigma where Unicode's
 * Final_Sigma condition holds; bytes that are not UTF-8 are kept as they are. */
#include "binding.h"

#include <stdlib.h>
#include <string.h>

#define JOINER "\xEF\xBF\xAD" /* U+FFED */
#define JOINER_LEN 3
#define JOINER_CP 0xFFED

enum { C_SPACE, C_ALPHA, C_DIGIT, C_PUNCT };

/* the code point at s (n bytes left) and its length; invalid UTF-8 -> (-1, 1) */
static int32_t decode(const unsigned char *s, size_t n, int *len) {
  unsigned c = s[0];
  int l;
  int32_t cp;
  *len = 1;
  if (c < 0x80) return (int32_t)c;
  if (c >= 0xC2 && c <= 0xDF) { l = 2; cp = c & 0x1F; }
  else if (c >= 0xE0 && c <= 0xEF) { l = 3; cp = c & 0x0F; }
  else if (c >= 0xF0 && c <= 0xF4) { l = 4; cp = c & 0x07; }
  else return -1;
  if ((size_t)l > n) return -1;
  for (int i = 1; i < l; i++) {
    if ((s[i] & 0xC0) != 0x80) return -1;
    cp = (cp << 6) | (s[i] & 0x3F);
  }
  if ((l == 3 && cp < 0x800) || (l == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
    return -1;
  *len = l;
  return cp;
}

static bool ascii_space(int32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

static int cls(int32_t c) {
  if (c < 0) return C_ALPHA; /* a stray byte: part of a word, never split */
  if (c < 0x80) {
    if (ascii_space(c)) return C_SPACE;
    if (c >= '0' && c <= '9') return C_DIGIT;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return C_ALPHA;
    return C_PUNCT; /* punctuation, symbols, controls */
  }
  if (c == 0xA1 || c == 0xAB || c == 0xBB || c == 0xBF) return C_PUNCT; /* ¡ « » ¿ */
  if (c >= 0x2010 && c <= 0x205E) return C_PUNCT; /* dashes, quotes, ellipsis, ... */
  if (c == JOINER_CP) return C_PUNCT;
  return C_ALPHA;
}

static bool is_apostrophe(int32_t c) { return c == '\'' || c == 0x2019; }
static bool is_alnum(int c) { return c == C_ALPHA || c == C_DIGIT; }

/* ---- the spacing rule, shared by both directions --------------------------- */
static bool all_in(const char *s, size_t n, const int32_t *set) {
  if (!n) return false;
  for (size_t i = 0; i < n;) {
    int l;
    int32_t c = decode((const unsigned char *)s + i, n - i, &l);
    bool in = false;
    for (const int32_t *p = set; *p; p++) if (*p == c) { in = true; break; }
    if (!in) return false;
    i += (size_t)l;
  }
  return true;
}

static const int32_t CLOSING[] = {',', '.', ';', ':', '!', '?', ')', ']', '}', '%', '\'', 0x2019, 0x201D, 0xBB, 0x2026, 0};
static const int32_t OPENING[] = {'(', '[', '{', 0xBF, 0xA1, 0xAB, 0x201C, 0x2018, 0};

static bool is_clitic(const char *s, size_t n) {
  if ((n == 3 && (!memcmp(s, "n't", 3) || !memcmp(s, "N'T", 3))) ||
      (n == 5 && (!memcmp(s, "n\xE2\x80\x99t", 5) || !memcmp(s, "N\xE2\x80\x99T", 5))))
    return true;
  int l;
  if (!n || !is_apostrophe(decode((const unsigned char *)s, n, &l)) || (size_t)l >= n) return false;
  int l2;
  return cls(decode((const unsigned char *)s + l, n - (size_t)l, &l2)) == C_ALPHA;
}

static bool is_quote(const char *s, size_t n) { return n == 1 && s[0] == '"'; }

/* do prev and cur touch? q = number of '"' tokens up to and including prev */
static bool rule_join(const char *p, size_t pn, const char *c, size_t cn, int64_t q) {
  if (is_quote(c, cn)) return q % 2 == 1;          /* a closing quote */
  if (is_quote(p, pn) && q % 2 == 1) return true;   /* after an opening quote */
  if (is_clitic(c, cn) || all_in(c, cn, CLOSING)) return true;
  if (all_in(p, pn, OPENING)) return true;
  return false;
}

/* ---- tokenize ------------------------------------------------------------------ */
typedef struct { size_t start, len; bool joined; } tok;

/* t NULL: only count the tokens; else room for cap tokens (the count of a first pass) */
typedef struct { tok *t; size_t n, cap; } toklist;

static int tl_push(toklist *tl, size_t start, size_t len, bool joined) {
  if (tl->t) {
    if (tl->n == tl->cap) return -1;
    tl->t[tl->n] = (tok){start, len, joined};
  }
  tl->n++;
  return 0;
}

/* splits s into tokens (positions) */
static int split(const char *s0, size_t n, toklist *tl) {
  const unsigned char *s = (const unsigned char *)s0;
  size_t i = 0;
  bool joined = false; /* does the next token touch the previous one? */
  while (i < n) {
    int l;
    int32_t c = decode(s + i, n - i, &l);
    int k = cls(c);
    if (k == C_SPACE) { i += (size_t)l; joined = false; continue; }
    size_t start = i;
    if (k == C_PUNCT) {
      i += (size_t)l;
      if (c != JOINER_CP) {
        while (i < n) {
          int l2;
          int32_t c2 = decode(s + i, n - i, &l2);
          if (c2 != c) break;
          i += (size_t)l2;
        }
      }
      if (tl_push(tl, start, i - start, joined)) return -1;
      joined = true;
      continue;
    }
    /* a word */
    int prevk = k;
    size_t clitic = 0; /* where a clitic starts, when the word ends at one */
    i += (size_t)l;
    int32_t prevc = c;
    size_t prevpos = start;
    while (i < n) {
      int l2;
      int32_t c2 = decode(s + i, n - i, &l2);
      int k2 = cls(c2);
      if (is_alnum(k2)) { prevk = k2; prevc = c2; prevpos = i; i += (size_t)l2; continue; }
      if (i + (size_t)l2 >= n) break;
      int l3;
      int32_t c3 = decode(s + i + l2, n - i - (size_t)l2, &l3);
      int k3 = cls(c3);
      if (c2 == '-' && is_alnum(k3)) { i += (size_t)l2; continue; }
      if ((c2 == '.' || c2 == ',' || c2 == ':') && prevk == C_DIGIT && k3 == C_DIGIT) {
        i += (size_t)l2;
        continue;
      }
      if (is_apostrophe(c2) && prevk == C_ALPHA && k3 == C_ALPHA) {
        clitic = i;
        /* n't: "don't" -> do n't, when 't' ends the word */
        size_t after = i + (size_t)l2 + (size_t)l3;
        int l4 = 0;
        bool end = after >= n || !is_alnum(cls(decode(s + after, n - after, &l4)));
        if ((c3 == 't' || c3 == 'T') && (prevc == 'n' || prevc == 'N') && end && prevpos > start)
          clitic = prevpos;
      }
      break;
    }
    size_t wend = clitic ? clitic : i;
    if (tl_push(tl, start, wend - start, joined)) return -1;
    joined = true;
    if (clitic) { /* the clitic: up to and including the apostrophe, then letters */
      size_t cs = clitic;
      i = clitic;
      while (i < n) { /* letters before the apostrophe (only the 'n' of n't) */
        int l2;
        int32_t c2 = decode(s + i, n - i, &l2);
        i += (size_t)l2;
        if (is_apostrophe(c2)) break;
      }
      while (i < n) {
        int l2;
        int32_t c2 = decode(s + i, n - i, &l2);
        if (cls(c2) != C_ALPHA) break;
        i += (size_t)l2;
      }
      if (tl_push(tl, cs, i - cs, true)) return -1;
    }
  }
  return 0;
}

/* xattn._text_tokenize(line [, words]) -> {tokens} [, {sizes}]: with words true, also the
 * number of tokens of each white-space word of the line (a token never spans white space:
 * token k starts a new word exactly when it does not touch the token before it) */
static int l_tokenize(lua_State *L) {
  size_t n;
  const char *s = luaL_checklstring(L, 1, &n);
  bool words = lua_toboolean(L, 2);
  lua_settop(L, 1);
  /* two passes: count, then fill a Lua-owned buffer (nothing to leak on an error) */
  toklist tl = {0};
  split(s, n, &tl);
  tl.cap = tl.n;
  tl.n = 0;
  tl.t = lua_newuserdatauv(L, sizeof *tl.t * (tl.cap ? tl.cap : 1), 0);
  if (split(s, n, &tl)) return luaL_error(L, "text.tokenize: internal error (token count)");
  lua_createtable(L, (int)(tl.n < INT32_MAX ? tl.n : 0), 0);
  int64_t q = 0;
  luaL_Buffer b;
  for (size_t k = 0; k < tl.n; k++) {
    const tok *t = &tl.t[k];
    bool flip = false;
    if (k > 0) {
      const tok *p = &tl.t[k - 1];
      flip = rule_join(s + p->start, p->len, s + t->start, t->len, q) != t->joined;
    }
    if (is_quote(s + t->start, t->len)) q++;
    if (flip) {
      luaL_buffinit(L, &b);
      luaL_addlstring(&b, JOINER, JOINER_LEN);
      luaL_addlstring(&b, s + t->start, t->len);
      luaL_pushresult(&b);
    } else {
      lua_pushlstring(L, s + t->start, t->len);
    }
    lua_rawseti(L, -2, (lua_Integer)k + 1);
  }
  if (!words) return 1;
  lua_createtable(L, 0, 0);
  lua_Integer w = 0, size = 0;
  for (size_t k = 0; k < tl.n; k++) {
    if (!tl.t[k].joined && size > 0) { lua_pushinteger(L, size); lua_rawseti(L, -2, ++w); size = 0; }
    size++;
  }
  if (size > 0) { lua_pushinteger(L, size); lua_rawseti(L, -2, ++w); }
  return 2;
}

/* xattn._text_detokenize(tokens [, words]) -> line [, {ends}]: with words true, also, for
 * each white-space word of the line, the index of the last token that writes a character
 * of it (the token that completes the word: "tierra" "." -> "tierra." ends at the ".") */
static int l_detokenize(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  bool words = lua_toboolean(L, 2);
  lua_settop(L, 1);
  if (words) lua_createtable(L, 0, 0); /* ends, at index 2, below the buffer */
  lua_Integer n = (lua_Integer)luaL_len(L, 1);
  for (lua_Integer i = 1; i <= n; i++) {
    if (lua_rawgeti(L, 1, i) != LUA_TSTRING)
      return luaL_error(L, "text.detokenize: token %d is a %s, expected a string", (int)i, luaL_typename(L, -1));
    lua_pop(L, 1);
  }
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  const char *prev = NULL;
  size_t pn = 0;
  int64_t q = 0;
  lua_Integer word = 0; /* the white-space words of the line so far */
  bool in_word = false;
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, 1, i);
    size_t cn;
    const char *c = lua_tolstring(L, -1, &cn);
    lua_pop(L, 1); /* still referenced by the table */
    bool flip = false;
    if (cn > JOINER_LEN && !memcmp(c, JOINER, JOINER_LEN)) { flip = true; c += JOINER_LEN; cn -= JOINER_LEN; }
    if (i > 1 && rule_join(prev, pn, c, cn, q) == flip) { luaL_addchar(&b, ' '); in_word = false; }
    if (words) { /* the words this token writes to (a token may hold white space itself) */
      lua_Integer marked = 0;
      for (size_t j = 0; j < cn; j++) {
        if (ascii_space((unsigned char)c[j])) { in_word = false; continue; }
        if (!in_word) { in_word = true; word++; }
        if (marked != word) { /* ends[word] = i (balanced stack use beside the buffer) */
          lua_pushinteger(L, i);
          lua_rawseti(L, 2, word);
          marked = word;
        }
      }
    }
    luaL_addlstring(&b, c, cn);
    if (is_quote(c, cn)) q++;
    prev = c;
    pn = cn;
  }
  luaL_pushresult(&b);
  if (!words) return 1;
  lua_pushvalue(L, 2);
  return 2;
}

/* ---- lowercasing: Python's str.lower -------------------------------------------- */
#include "case_table.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* the lowercase of cp when it is one code point (cp itself when unchanged) */
static uint32_t lower1(uint32_t cp) {
  size_t lo = 0, hi = NELEM(XA_LOWER_RANGES);
  if (cp < XA_LOWER_RANGES[0].lo || cp > XA_LOWER_RANGES[hi - 1].hi) return cp;
  while (lo < hi) { /* the last range with .lo <= cp */
    size_t mid = lo + (hi - lo) / 2;
    if (XA_LOWER_RANGES[mid].lo <= cp) lo = mid + 1; else hi = mid;
  }
  const xa_lower_range *r = &XA_LOWER_RANGES[lo - 1];
  if (cp <= r->hi && (cp - r->lo) % r->stride == 0) return (uint32_t)((int32_t)cp + r->delta);
  return cp;
}

static const xa_lower_multi *lower_multi(uint32_t cp) {
  size_t lo = 0, hi = NELEM(XA_LOWER_MULTI);
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (XA_LOWER_MULTI[mid].cp == cp) return &XA_LOWER_MULTI[mid];
    if (XA_LOWER_MULTI[mid].cp < cp) lo = mid + 1; else hi = mid;
  }
  return NULL;
}

/* XA_CASE_IGNORABLE, XA_CASE_CASED or 0; an invalid byte (cp < 0) is neither */
static uint32_t case_class(int32_t cp) {
  if (cp < 0) return 0;
  size_t lo = 0, hi = NELEM(XA_CASE_CLASS);
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if ((uint32_t)cp > XA_CASE_CLASS[mid].hi) lo = mid + 1;
    else if ((uint32_t)cp < XA_CASE_CLASS[mid].lo) hi = mid;
    else return XA_CASE_CLASS[mid].cls;
  }
  return 0;
}

/* the code point ending just before position i of s (its start in *start) */
static int32_t decode_back(const unsigned char *s, size_t i, size_t *start) {
  size_t j = i - 1;
  /* back over at most 3 continuation bytes to a lead byte */
  while (j > 0 && i - j < 4 && (s[j] & 0xC0) == 0x80) j--;
  int l;
  int32_t cp = decode(s + j, i - j, &l);
  if (cp >= 0 && j + (size_t)l == i) { *start = j; return cp; }
  *start = i - 1; /* not a character ending at i: the last byte alone, invalid */
  return -1;
}

/* Unicode's Final_Sigma for the U+03A3 at s[i .. i+2): a cased character before it and
 * none after it, case-ignorable characters skipped on both sides (as Python's str.lower) */
static bool final_sigma(const unsigned char *s, size_t n, size_t i) {
  size_t j = i;
  uint32_t k = 0;
  while (j > 0) {
    size_t st;
    k = case_class(decode_back(s, j, &st));
    if (k != XA_CASE_IGNORABLE) break;
    j = st;
  }
  if (k != XA_CASE_CASED) return false;
  for (j = i + 2; j < n;) {
    int l;
    k = case_class(decode(s + j, n - j, &l));
    if (k != XA_CASE_IGNORABLE) return k != XA_CASE_CASED;
    j += (size_t)l;
  }
  return true;
}

static void add_utf8(luaL_Buffer *b, uint32_t cp) {
  char u[4];
  int n;
  if (cp < 0x80) { u[0] = (char)cp; n = 1; }
  else if (cp < 0x800) { u[0] = (char)(0xC0 | (cp >> 6)); u[1] = (char)(0x80 | (cp & 0x3F)); n = 2; }
  else if (cp < 0x10000) {
    u[0] = (char)(0xE0 | (cp >> 12)); u[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    u[2] = (char)(0x80 | (cp & 0x3F)); n = 3;
  } else {
    u[0] = (char)(0xF0 | (cp >> 18)); u[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    u[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); u[3] = (char)(0x80 | (cp & 0x3F)); n = 4;
  }
  luaL_addlstring(b, u, (size_t)n);
}

/* xattn._text_lower(s) -> s lowercased as Python's str.lower (bytes that are not valid
 * UTF-8 are kept as they are) */
static int l_lower(lua_State *L) {
  size_t n;
  const unsigned char *s = (const unsigned char *)luaL_checklstring(L, 1, &n);
  /* the common case: nothing to change (lowercase ASCII): the string itself */
  size_t i = 0;
  while (i < n && s[i] < 0x80 && !(s[i] >= 'A' && s[i] <= 'Z')) i++;
  if (i == n) { lua_settop(L, 1); return 1; }
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addlstring(&b, (const char *)s, i);
  while (i < n) {
    unsigned c = s[i];
    if (c < 0x80) {
      luaL_addchar(&b, (char)((c >= 'A' && c <= 'Z') ? c + 32 : c));
      i++;
      continue;
    }
    int l;
    int32_t cp = decode(s + i, n - i, &l);
    if (cp < 0) { luaL_addchar(&b, (char)c); i++; continue; }
    if (cp == 0x3A3) add_utf8(&b, final_sigma(s, n, i) ? 0x3C2 : 0x3C3);
    else {
      const xa_lower_multi *m = lower_multi((uint32_t)cp);
      if (m) for (int k = 0; k < m->n; k++) add_utf8(&b, m->to[k]);
      else {
        uint32_t lc = lower1((uint32_t)cp);
        if (lc == (uint32_t)cp) luaL_addlstring(&b, (const char *)s + i, (size_t)l);
        else add_utf8(&b, lc);
      }
    }
    i += (size_t)l;
  }
  luaL_pushresult(&b);
  return 1;
}

/* xattn._text_case_info() -> {source = "Python x.y.z, Unicode a.b.c", changed = N} */
static int l_case_info(lua_State *L) {
  lua_createtable(L, 0, 2);
  lua_pushstring(L, XA_CASE_SOURCE);
  lua_setfield(L, -2, "source");
  lua_pushinteger(L, XA_CASE_CHANGED);
  lua_setfield(L, -2, "changed");
  return 1;
}

static const xa_lreg text_funcs[] = {
  {"_text_lower", l_lower, XA_FUNC,
   "_text_lower(s) -> s lowercased exactly as Python's str.lower (use xattn.metrics.lower)."},
  {"_text_case_info", l_case_info, XA_FUNC,
   "_text_case_info() -> {source, changed}: where the lowercasing table comes from."},
  {"_text_tokenize", l_tokenize, XA_FUNC,
   "_text_tokenize(line) -> {tokens}\nMoses-like reversible tokenizer (use xattn.text.tokenize)."},
  {"_text_detokenize", l_detokenize, XA_FUNC,
   "_text_detokenize({tokens}) -> line\nInverse of _text_tokenize (use xattn.text.detokenize)."},
  {NULL, NULL, 0, NULL},
};

void xa_text_lua(lua_State *L) { xa_lua_register(L, text_funcs); }
