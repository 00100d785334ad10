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
 * is exactly "￭" is literal, so it stays reversible too. */
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

/* xattn._text_tokenize(line) -> {tokens} */
static int l_tokenize(lua_State *L) {
  size_t n;
  const char *s = luaL_checklstring(L, 1, &n);
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
  return 1;
}

/* xattn._text_detokenize(tokens) -> line */
static int l_detokenize(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
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
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, 1, i);
    size_t cn;
    const char *c = lua_tolstring(L, -1, &cn);
    lua_pop(L, 1); /* still referenced by the table */
    bool flip = false;
    if (cn > JOINER_LEN && !memcmp(c, JOINER, JOINER_LEN)) { flip = true; c += JOINER_LEN; cn -= JOINER_LEN; }
    if (i > 1 && rule_join(prev, pn, c, cn, q) == flip) luaL_addchar(&b, ' ');
    luaL_addlstring(&b, c, cn);
    if (is_quote(c, cn)) q++;
    prev = c;
    pn = cn;
  }
  luaL_pushresult(&b);
  return 1;
}

static const xa_lreg text_funcs[] = {
  {"_text_tokenize", l_tokenize, XA_FUNC,
   "_text_tokenize(line) -> {tokens}\nMoses-like reversible tokenizer (use xattn.text.tokenize)."},
  {"_text_detokenize", l_detokenize, XA_FUNC,
   "_text_detokenize({tokens}) -> line\nInverse of _text_tokenize (use xattn.text.detokenize)."},
  {NULL, NULL, 0, NULL},
};

void xa_lua_open_text(lua_State *L) { xa_lua_register(L, text_funcs); }
