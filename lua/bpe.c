/* Byte pair encoding in C: subword-nmt's learn_bpe and apply_bpe (codes format 0.2), and
 * the xattn.BPE userdata (the learnt or loaded merge operations with an apply cache).
 *
 * Learning (Sennrich et al. 2016, subword-nmt's learn_bpe.py):
 *   - a word is its characters (Unicode code points; a byte that is not valid UTF-8 counts
 *     as one character) with "</w>" glued to the LAST character: "low" -> l o w</w>;
 *   - the pair statistics count every adjacent symbol pair once per occurrence, weighted
 *     by the word's frequency; an index maps each pair to the words containing it;
 *   - each step merges the most frequent pair, ties broken like Python's
 *     max(stats, key=lambda x: (stats[x], x)): the highest count, then the greatest pair
 *     (first symbol, then second) in code-point order, which for UTF-8 is byte order;
 *     the merge replaces non-overlapping occurrences left to right ("a a a" -> "aa a");
 *   - only the words listed for the merged pair are visited: their old pairs are taken
 *     out of the statistics and their new pairs put in, so the counts are exact at every
 *     step (subword-nmt's pruning of rare pairs is only a speed device and is not copied);
 *   - the maximum comes from a max-heap with lazy deletion: an entry is valid while its
 *     count equals the pair's current count;
 *   - learning stops after `merges` steps or when the best pair's count is below min_freq.
 * Applying (apply_bpe.py, version 0.2): a one-character word is left alone; otherwise the
 * word starts as characters with "</w>" on the last, and the adjacent pair with the lowest
 * rank (first line of the codes file = rank 0; a repeated pair keeps its first rank) is
 * merged everywhere (non-overlapping, left to right) until no pair is in the codes; a
 * final "</w>" is dropped and the pieces but the last get "@@". Results are cached per word.
 *
 * Ownership: a bpe_t lives in a Lua userdata created empty before anything is allocated,
 * so __gc frees whatever was attached even when an error interrupts loading. */
#include "binding.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BPE_MT "xattn.BPE"
#define EOW "</w>"
#define EOW_LEN 4
#define CACHE_MAX (1 << 20) /* cached words before the cache is cleared */

/* ---- UTF-8 -------------------------------------------------------------- */
/* length in bytes of the character at s[0] (n bytes left): a valid UTF-8 sequence, or 1 */
static int u8_len(const unsigned char *s, size_t n) {
  unsigned c = s[0];
  int len;
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) len = 2;
  else if (c >= 0xE0 && c <= 0xEF) len = 3;
  else if (c >= 0xF0 && c <= 0xF4) len = 4;
  else return 1;
  if ((size_t)len > n) return 1;
  for (int i = 1; i < len; i++)
    if ((s[i] & 0xC0) != 0x80) return 1;
  /* overlong, surrogate and out-of-range forms */
  if (c == 0xE0 && s[1] < 0xA0) return 1;
  if (c == 0xED && s[1] > 0x9F) return 1;
  if (c == 0xF0 && s[1] < 0x90) return 1;
  if (c == 0xF4 && s[1] > 0x8F) return 1;
  return len;
}

/* ---- string table: interned symbols ----------------------------------- */
typedef struct {
  char *buf;             /* every string, NUL-terminated, back to back */
  size_t len, cap;
  size_t *off;           /* (n) offset of each string in buf */
  int32_t *slen;         /* (n) */
  uint32_t *hash;        /* (n) */
  int32_t n, capn;
  int32_t *slots;        /* (nslots) ids, -1 empty; nslots a power of two */
  uint32_t nslots;
} strtab;

static uint32_t hash_bytes(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ULL; /* FNV-1a */
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
  return (uint32_t)(h ^ (h >> 32));
}

static void st_free(strtab *t) {
  free(t->buf); free(t->off); free(t->slen); free(t->hash); free(t->slots);
  memset(t, 0, sizeof *t);
}

static const char *st_str(const strtab *t, int32_t id) { return t->buf + t->off[id]; }

static int32_t st_find_h(const strtab *t, const char *s, size_t n, uint32_t h) {
  if (!t->nslots) return -1;
  for (uint32_t i = h & (t->nslots - 1);; i = (i + 1) & (t->nslots - 1)) {
    int32_t id = t->slots[i];
    if (id < 0) return -1;
    if (t->hash[id] == h && (size_t)t->slen[id] == n && !memcmp(st_str(t, id), s, n)) return id;
  }
}

static int st_rehash(strtab *t, uint32_t nslots) {
  int32_t *slots = malloc(sizeof *slots * nslots);
  if (!slots) return -1;
  for (uint32_t i = 0; i < nslots; i++) slots[i] = -1;
  for (int32_t id = 0; id < t->n; id++) {
    uint32_t i = t->hash[id] & (nslots - 1);
    while (slots[i] >= 0) i = (i + 1) & (nslots - 1);
    slots[i] = id;
  }
  free(t->slots);
  t->slots = slots;
  t->nslots = nslots;
  return 0;
}

/* the id of s[0..n), added when new; -1 when out of memory */
static int32_t st_intern(strtab *t, const char *s, size_t n) {
  uint32_t h = hash_bytes(s, n);
  int32_t id = st_find_h(t, s, n, h);
  if (id >= 0) return id;
  if (n > INT32_MAX || t->n == INT32_MAX) return -1;
  if ((uint32_t)(t->n + 1) * 2 > t->nslots && st_rehash(t, t->nslots ? t->nslots * 2 : 1024)) return -1;
  if (t->n == t->capn) {
    int32_t cap = t->capn ? t->capn * 2 : 1024;
    size_t *off = realloc(t->off, sizeof *off * (size_t)cap);
    if (!off) return -1;
    t->off = off;
    int32_t *slen = realloc(t->slen, sizeof *slen * (size_t)cap);
    if (!slen) return -1;
    t->slen = slen;
    uint32_t *hash = realloc(t->hash, sizeof *hash * (size_t)cap);
    if (!hash) return -1;
    t->hash = hash;
    t->capn = cap;
  }
  if (t->len + n + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 4096;
    while (cap < t->len + n + 1) cap *= 2;
    char *buf = realloc(t->buf, cap);
    if (!buf) return -1;
    t->buf = buf;
    t->cap = cap;
  }
  id = t->n++;
  memcpy(t->buf + t->len, s, n);
  t->buf[t->len + n] = 0;
  t->off[id] = t->len;
  t->slen[id] = (int32_t)n;
  t->hash[id] = h;
  t->len += n + 1;
  uint32_t i = h & (t->nslots - 1);
  while (t->slots[i] >= 0) i = (i + 1) & (t->nslots - 1);
  t->slots[i] = id;
  return id;
}

/* Python's string order (code points; byte order for UTF-8) */
static int st_cmp(const strtab *t, int32_t a, int32_t b) {
  if (a == b) return 0;
  int32_t la = t->slen[a], lb = t->slen[b];
  int c = memcmp(st_str(t, a), st_str(t, b), (size_t)(la < lb ? la : lb));
  if (c) return c;
  return la < lb ? -1 : la > lb;
}

/* ---- pair map: (symbol a, symbol b) -> int32 value ------------------------ */
typedef struct {
  uint64_t *keys; /* UINT64_MAX = empty */
  int32_t *vals;
  uint32_t cap, n;
} pairmap;

static uint64_t pm_key(int32_t a, int32_t b) { return ((uint64_t)(uint32_t)a << 32) | (uint32_t)b; }
static uint32_t pm_slot(uint64_t k, uint32_t cap) {
  return (uint32_t)((k * 0x9E3779B97F4A7C15ULL) >> 32) & (cap - 1);
}

static void pm_free(pairmap *m) { free(m->keys); free(m->vals); memset(m, 0, sizeof *m); }

static int32_t pm_get(const pairmap *m, int32_t a, int32_t b) {
  if (!m->cap) return -1;
  uint64_t k = pm_key(a, b);
  for (uint32_t i = pm_slot(k, m->cap);; i = (i + 1) & (m->cap - 1)) {
    if (m->keys[i] == k) return m->vals[i];
    if (m->keys[i] == UINT64_MAX) return -1;
  }
}

static int pm_grow(pairmap *m) {
  uint32_t cap = m->cap ? m->cap * 2 : 1024;
  uint64_t *keys = malloc(sizeof *keys * cap);
  int32_t *vals = malloc(sizeof *vals * cap);
  if (!keys || !vals) { free(keys); free(vals); return -1; }
  for (uint32_t i = 0; i < cap; i++) keys[i] = UINT64_MAX;
  for (uint32_t j = 0; j < m->cap; j++) {
    if (m->keys[j] == UINT64_MAX) continue;
    uint32_t i = pm_slot(m->keys[j], cap);
    while (keys[i] != UINT64_MAX) i = (i + 1) & (cap - 1);
    keys[i] = m->keys[j];
    vals[i] = m->vals[j];
  }
  free(m->keys); free(m->vals);
  m->keys = keys; m->vals = vals; m->cap = cap;
  return 0;
}

/* sets (a, b) -> v unless present; returns the stored value, or -2 out of memory */
static int32_t pm_put_new(pairmap *m, int32_t a, int32_t b, int32_t v) {
  if ((m->n + 1) * 2 > m->cap && pm_grow(m)) return -2;
  uint64_t k = pm_key(a, b);
  uint32_t i = pm_slot(k, m->cap);
  for (; m->keys[i] != UINT64_MAX; i = (i + 1) & (m->cap - 1))
    if (m->keys[i] == k) return m->vals[i];
  m->keys[i] = k;
  m->vals[i] = v;
  m->n++;
  return v;
}

/* ---- the BPE object ------------------------------------------------------- */
typedef struct { int32_t a, b, merged; } bpe_code;

typedef struct {     /* one cached word: its pieces, lengths then bytes */
  char *key;
  int32_t klen;
  uint32_t hash;
  int32_t npieces;
  int32_t *plen;     /* (npieces) */
  char *pieces;      /* the pieces back to back, "@@" included */
} cache_ent;

typedef struct {
  strtab syms;
  bpe_code *codes;
  int32_t ncodes, capcodes;
  pairmap rank;      /* (a, b) -> first index in codes */
  cache_ent *cache;  /* open addressing, key NULL = empty */
  uint32_t ccap, cn;
  int32_t *w, *w2;   /* scratch symbol arrays */
  int64_t wcap;
  char *sbuf;        /* scratch bytes */
  size_t sbcap;
} bpe_t;

static void cache_clear(bpe_t *b) {
  for (uint32_t i = 0; i < b->ccap; i++)
    if (b->cache[i].key) { free(b->cache[i].key); free(b->cache[i].plen); free(b->cache[i].pieces); }
  free(b->cache);
  b->cache = NULL;
  b->ccap = b->cn = 0;
}

static void bpe_free(bpe_t *b) {
  st_free(&b->syms);
  free(b->codes);
  pm_free(&b->rank);
  cache_clear(b);
  free(b->w); free(b->w2); free(b->sbuf);
  memset(b, 0, sizeof *b);
}

static int bpe_scratch(bpe_t *b, int64_t nsym, size_t nbytes) {
  if (nsym > b->wcap) {
    int64_t cap = nsym < 64 ? 64 : nsym * 2;
    int32_t *w = realloc(b->w, sizeof *w * (size_t)cap);
    if (!w) return -1;
    b->w = w;
    int32_t *w2 = realloc(b->w2, sizeof *w2 * (size_t)cap);
    if (!w2) return -1;
    b->w2 = w2;
    b->wcap = cap;
  }
  if (nbytes > b->sbcap) {
    size_t cap = nbytes < 256 ? 256 : nbytes * 2;
    char *s = realloc(b->sbuf, cap);
    if (!s) return -1;
    b->sbuf = s;
    b->sbcap = cap;
  }
  return 0;
}

/* appends the code (sa, sb); 0, or -1 out of memory */
static int bpe_add_code(bpe_t *b, const char *sa, size_t la, const char *sb, size_t lb) {
  if (bpe_scratch(b, 0, la + lb)) return -1;
  int32_t a = st_intern(&b->syms, sa, la);
  if (a < 0) return -1;
  int32_t c = st_intern(&b->syms, sb, lb);
  if (c < 0) return -1;
  memcpy(b->sbuf, sa, la);
  memcpy(b->sbuf + la, sb, lb);
  int32_t m = st_intern(&b->syms, b->sbuf, la + lb);
  if (m < 0) return -1;
  if (b->ncodes == b->capcodes) {
    int32_t cap = b->capcodes ? b->capcodes * 2 : 256;
    bpe_code *codes = realloc(b->codes, sizeof *codes * (size_t)cap);
    if (!codes) return -1;
    b->codes = codes;
    b->capcodes = cap;
  }
  b->codes[b->ncodes] = (bpe_code){a, c, m};
  if (pm_put_new(&b->rank, a, c, b->ncodes) == -2) return -1;
  b->ncodes++;
  return 0;
}

/* segments the word s[0..n) into b->w (symbol ids); returns the count or -1 (memory) */
static int64_t word_symbols(bpe_t *b, const char *s, size_t n) {
  if (bpe_scratch(b, (int64_t)n + 1, 8)) return -1;
  int64_t k = 0;
  size_t i = 0;
  while (i < n) {
    size_t cl = (size_t)u8_len((const unsigned char *)s + i, n - i);
    int32_t id;
    if (i + cl == n) { /* the last character carries the end-of-word marker */
      if (bpe_scratch(b, 0, cl + EOW_LEN)) return -1;
      memcpy(b->sbuf, s + i, cl);
      memcpy(b->sbuf + cl, EOW, EOW_LEN);
      id = st_intern(&b->syms, b->sbuf, cl + EOW_LEN);
    } else {
      id = st_intern(&b->syms, s + i, cl);
    }
    if (id < 0) return -1;
    b->w[k++] = id;
    i += cl;
  }
  return k;
}

static int64_t count_chars(const char *s, size_t n) {
  int64_t k = 0;
  for (size_t i = 0; i < n; i += (size_t)u8_len((const unsigned char *)s + i, n - i)) k++;
  return k;
}

/* the cache entry for word s (computed when missing); NULL when out of memory */
static const cache_ent *bpe_word(bpe_t *b, const char *s, size_t n) {
  uint32_t h = hash_bytes(s, n);
  if (b->ccap) {
    for (uint32_t i = h & (b->ccap - 1); b->cache[i].key; i = (i + 1) & (b->ccap - 1)) {
      cache_ent *e = &b->cache[i];
      if (e->hash == h && (size_t)e->klen == n && !memcmp(e->key, s, n)) return e;
    }
  }
  if (n > INT32_MAX / 2) return NULL;
  /* segment */
  int32_t npieces;
  size_t total = 0;
  int32_t *plen;
  char *pieces;
  if (count_chars(s, n) <= 1) {
    npieces = 1;
    plen = malloc(sizeof *plen);
    pieces = malloc(n ? n : 1);
    if (!plen || !pieces) { free(plen); free(pieces); return NULL; }
    plen[0] = (int32_t)n;
    memcpy(pieces, s, n);
  } else {
    int64_t k = word_symbols(b, s, n);
    if (k < 0) return NULL;
    int32_t *w = b->w, *w2 = b->w2;
    while (k > 1) {
      int32_t best = -1;
      for (int64_t i = 0; i + 1 < k; i++) {
        int32_t r = pm_get(&b->rank, w[i], w[i + 1]);
        if (r >= 0 && (best < 0 || r < best)) best = r;
      }
      if (best < 0) break;
      const bpe_code *c = &b->codes[best];
      int64_t j = 0;
      for (int64_t i = 0; i < k;) {
        if (i + 1 < k && w[i] == c->a && w[i + 1] == c->b) { w2[j++] = c->merged; i += 2; }
        else w2[j++] = w[i++];
      }
      int32_t *t = w; w = w2; w2 = t;
      k = j;
    }
    /* drop the end-of-word marker, add "@@" to every piece but the last */
    npieces = (int32_t)k;
    for (int64_t i = 0; i < k; i++) total += (size_t)b->syms.slen[w[i]] + 2;
    plen = malloc(sizeof *plen * (size_t)k);
    pieces = malloc(total);
    if (!plen || !pieces) { free(plen); free(pieces); return NULL; }
    size_t pos = 0;
    int32_t np = 0;
    for (int64_t i = 0; i < k; i++) {
      const char *ps = st_str(&b->syms, w[i]);
      size_t pl = (size_t)b->syms.slen[w[i]];
      if (i == k - 1) {
        if (pl == EOW_LEN && !memcmp(ps, EOW, EOW_LEN)) break; /* a bare "</w>" is dropped */
        if (pl >= EOW_LEN && !memcmp(ps + pl - EOW_LEN, EOW, EOW_LEN)) pl -= EOW_LEN;
      }
      memcpy(pieces + pos, ps, pl);
      if (i < k - 1) { memcpy(pieces + pos + pl, "@@", 2); pl += 2; }
      plen[np++] = (int32_t)pl;
      pos += pl;
    }
    npieces = np;
  }
  /* insert */
  if (b->cn >= CACHE_MAX) cache_clear(b);
  if ((b->cn + 1) * 2 > b->ccap) {
    uint32_t cap = b->ccap ? b->ccap * 2 : 4096;
    cache_ent *nc = calloc(cap, sizeof *nc);
    if (!nc) { free(plen); free(pieces); return NULL; }
    for (uint32_t j = 0; j < b->ccap; j++) {
      if (!b->cache[j].key) continue;
      uint32_t i = b->cache[j].hash & (cap - 1);
      while (nc[i].key) i = (i + 1) & (cap - 1);
      nc[i] = b->cache[j];
    }
    free(b->cache);
    b->cache = nc;
    b->ccap = cap;
  }
  char *key = malloc(n ? n : 1);
  if (!key) { free(plen); free(pieces); return NULL; }
  memcpy(key, s, n);
  uint32_t i = h & (b->ccap - 1);
  while (b->cache[i].key) i = (i + 1) & (b->ccap - 1);
  b->cache[i] = (cache_ent){key, (int32_t)n, h, npieces, plen, pieces};
  b->cn++;
  return &b->cache[i];
}

/* ---- learning ------------------------------------------------------------- */
typedef struct {
  int32_t a, b;
  int64_t count, pushed; /* current count; count of its newest heap entry */
  int32_t *words;        /* words that contain (or contained) the pair, maybe repeated */
  int32_t nw, capw;
  int32_t stamp;         /* merge step that last touched the count */
} lpair;

typedef struct { int64_t count; int32_t pair; } hent;

typedef struct {
  strtab *syms;
  int32_t *sym;      /* all words' symbols; word i at off[i], len[i] (shrinks on merges) */
  int64_t *off;
  int32_t *len;
  int64_t *freq;
  int32_t *wstamp;
  int32_t nwords;
  lpair *pairs;
  int32_t npairs, cappairs;
  pairmap pm;
  hent *heap;
  int64_t nheap, capheap;
  int32_t *dirty;
  int32_t ndirty, capdirty;
} learner;

static void learner_free(learner *l) {
  free(l->sym); free(l->off); free(l->len); free(l->freq); free(l->wstamp);
  for (int32_t i = 0; i < l->npairs; i++) free(l->pairs[i].words);
  free(l->pairs);
  pm_free(&l->pm);
  free(l->heap);
  free(l->dirty);
}

/* x before y in the max-heap */
static bool hent_gt(const learner *l, hent x, hent y) {
  if (x.count != y.count) return x.count > y.count;
  const lpair *p = &l->pairs[x.pair], *q = &l->pairs[y.pair];
  int c = st_cmp(l->syms, p->a, q->a);
  if (!c) c = st_cmp(l->syms, p->b, q->b);
  return c > 0;
}

static int heap_push(learner *l, hent e) {
  if (l->nheap == l->capheap) {
    int64_t cap = l->capheap ? l->capheap * 2 : 4096;
    hent *h = realloc(l->heap, sizeof *h * (size_t)cap);
    if (!h) return -1;
    l->heap = h;
    l->capheap = cap;
  }
  int64_t i = l->nheap++;
  while (i > 0) {
    int64_t p = (i - 1) / 2;
    if (!hent_gt(l, e, l->heap[p])) break;
    l->heap[i] = l->heap[p];
    i = p;
  }
  l->heap[i] = e;
  return 0;
}

static hent heap_pop(learner *l) {
  hent top = l->heap[0], e = l->heap[--l->nheap];
  int64_t i = 0, n = l->nheap;
  for (;;) {
    int64_t c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && hent_gt(l, l->heap[c + 1], l->heap[c])) c++;
    if (!hent_gt(l, l->heap[c], e)) break;
    l->heap[i] = l->heap[c];
    i = c;
  }
  if (n) l->heap[i] = e;
  return top;
}

/* the pair (a, b), created when new; -1 out of memory */
static int32_t pair_get(learner *l, int32_t a, int32_t b) {
  int32_t id = pm_put_new(&l->pm, a, b, l->npairs);
  if (id == -2) return -1;
  if (id < l->npairs) return id;
  if (l->npairs == l->cappairs) {
    int32_t cap = l->cappairs ? l->cappairs * 2 : 4096;
    lpair *p = realloc(l->pairs, sizeof *p * (size_t)cap);
    if (!p) return -1; /* the map holds an id past the end: the learner is dropped anyway */
    l->pairs = p;
    l->cappairs = cap;
  }
  l->pairs[id] = (lpair){a, b, 0, 0, NULL, 0, 0, -1};
  l->npairs++;
  return id;
}

static int pair_add_word(lpair *p, int32_t w) {
  if (p->nw && p->words[p->nw - 1] == w) return 0;
  if (p->nw == p->capw) {
    int32_t cap = p->capw ? p->capw * 2 : 4;
    int32_t *ws = realloc(p->words, sizeof *ws * (size_t)cap);
    if (!ws) return -1;
    p->words = ws;
    p->capw = cap;
  }
  p->words[p->nw++] = w;
  return 0;
}

static int pair_count(learner *l, int32_t id, int64_t delta, int32_t step) {
  lpair *p = &l->pairs[id];
  p->count += delta;
  if (p->stamp != step) {
    p->stamp = step;
    if (l->ndirty == l->capdirty) {
      int32_t cap = l->capdirty ? l->capdirty * 2 : 1024;
      int32_t *d = realloc(l->dirty, sizeof *d * (size_t)cap);
      if (!d) return -1;
      l->dirty = d;
      l->capdirty = cap;
    }
    l->dirty[l->ndirty++] = id;
  }
  return 0;
}

typedef struct { const char *s; size_t n; int64_t freq; } word_in;

/* learns up to nmerges codes into b (whose symbol table the learner shares);
 * counts (nmerges) receives each merge's frequency. Returns the number learnt, or -1
 * when out of memory. */
static int64_t bpe_learn(bpe_t *b, const word_in *words, int32_t nwords, int64_t nmerges,
                         int64_t min_freq, int64_t *counts) {
  learner l = {0};
  l.syms = &b->syms;
  int64_t total = 0, learnt = 0;
  for (int32_t i = 0; i < nwords; i++) total += count_chars(words[i].s, words[i].n);
  l.sym = malloc(sizeof *l.sym * (size_t)(total ? total : 1));
  l.off = malloc(sizeof *l.off * (size_t)(nwords ? nwords : 1));
  l.len = malloc(sizeof *l.len * (size_t)(nwords ? nwords : 1));
  l.freq = malloc(sizeof *l.freq * (size_t)(nwords ? nwords : 1));
  l.wstamp = malloc(sizeof *l.wstamp * (size_t)(nwords ? nwords : 1));
  l.nwords = nwords;
  if (!l.sym || !l.off || !l.len || !l.freq || !l.wstamp) goto oom;
  int64_t pos = 0;
  for (int32_t i = 0; i < nwords; i++) {
    int64_t k = word_symbols(b, words[i].s, words[i].n);
    if (k < 0) goto oom;
    memcpy(l.sym + pos, b->w, sizeof *b->w * (size_t)k);
    l.off[i] = pos;
    l.len[i] = (int32_t)k;
    l.freq[i] = words[i].freq;
    l.wstamp[i] = -1;
    pos += k;
    for (int64_t j = 0; j + 1 < k; j++) {
      int32_t id = pair_get(&l, l.sym[l.off[i] + j], l.sym[l.off[i] + j + 1]);
      if (id < 0 || pair_add_word(&l.pairs[id], i)) goto oom;
      l.pairs[id].count += words[i].freq;
    }
  }
  for (int32_t id = 0; id < l.npairs; id++) {
    l.pairs[id].pushed = l.pairs[id].count;
    if (heap_push(&l, (hent){l.pairs[id].count, id})) goto oom;
  }
  for (int32_t step = 0; step < nmerges; step++) {
    int32_t best = -1;
    while (l.nheap) {
      hent e = heap_pop(&l);
      if (e.count > 0 && e.count == l.pairs[e.pair].count) { best = e.pair; break; }
    }
    if (best < 0 || l.pairs[best].count < min_freq) break;
    int32_t a = l.pairs[best].a, c = l.pairs[best].b;
    counts[learnt] = l.pairs[best].count;
    if (bpe_add_code(b, st_str(&b->syms, a), (size_t)b->syms.slen[a], st_str(&b->syms, c),
                     (size_t)b->syms.slen[c]))
      goto oom;
    learnt++;
    int32_t m = b->codes[b->ncodes - 1].merged;
    /* the pair disappears everywhere: take its word list out of the table */
    int32_t *list = l.pairs[best].words, nlist = l.pairs[best].nw;
    l.pairs[best].words = NULL;
    l.pairs[best].nw = l.pairs[best].capw = 0;
    l.ndirty = 0;
    for (int32_t k = 0; k < nlist; k++) {
      int32_t wi = list[k];
      if (l.wstamp[wi] == step) continue;
      l.wstamp[wi] = step;
      int32_t *w = l.sym + l.off[wi];
      int32_t n = l.len[wi];
      int64_t f = l.freq[wi];
      bool found = false;
      for (int32_t i = 0; i + 1 < n; i++) if (w[i] == a && w[i + 1] == c) { found = true; break; }
      if (!found) continue;
      for (int32_t i = 0; i + 1 < n; i++)
        if (pair_count(&l, pm_get(&l.pm, w[i], w[i + 1]), -f, step)) { free(list); goto oom; }
      int32_t j = 0;
      for (int32_t i = 0; i < n;) {
        if (i + 1 < n && w[i] == a && w[i + 1] == c) { w[j++] = m; i += 2; }
        else w[j++] = w[i++];
      }
      l.len[wi] = n = j;
      for (int32_t i = 0; i + 1 < n; i++) {
        int32_t id = pair_get(&l, w[i], w[i + 1]);
        if (id < 0 || pair_count(&l, id, f, step)) { free(list); goto oom; }
        if ((w[i] == m || w[i + 1] == m) && pair_add_word(&l.pairs[id], wi)) { free(list); goto oom; }
      }
    }
    free(list);
    for (int32_t k = 0; k < l.ndirty; k++) {
      lpair *p = &l.pairs[l.dirty[k]];
      if (p->count > 0 && p->count != p->pushed) {
        p->pushed = p->count;
        if (heap_push(&l, (hent){p->count, l.dirty[k]})) goto oom;
      }
    }
    /* drop stale entries when they dominate the heap */
    if (l.nheap > 4 * (int64_t)l.npairs + 65536) {
      int64_t j = 0;
      for (int64_t i = 0; i < l.nheap; i++)
        if (l.heap[i].count > 0 && l.heap[i].count == l.pairs[l.heap[i].pair].count) l.heap[j++] = l.heap[i];
      /* rebuild the heap property bottom-up */
      int64_t n = j;
      l.nheap = 0;
      for (int64_t i = 0; i < n; i++) {
        hent e = l.heap[i];
        int64_t q = l.nheap++;
        while (q > 0 && hent_gt(&l, e, l.heap[(q - 1) / 2])) { l.heap[q] = l.heap[(q - 1) / 2]; q = (q - 1) / 2; }
        l.heap[q] = e;
      }
    }
  }
  learner_free(&l);
  return learnt;
oom:
  learner_free(&l);
  return -1;
}

/* ---- Lua binding ------------------------------------------------------------ */
static bpe_t *check_bpe(lua_State *L, int idx) { return luaL_checkudata(L, idx, BPE_MT); }

static bpe_t *new_bpe(lua_State *L) {
  bpe_t *b = lua_newuserdatauv(L, sizeof *b, 0);
  memset(b, 0, sizeof *b);
  luaL_setmetatable(L, BPE_MT);
  return b;
}

static int b_gc(lua_State *L) {
  bpe_free(check_bpe(L, 1));
  return 0;
}

static int b_len(lua_State *L) {
  lua_pushinteger(L, check_bpe(L, 1)->ncodes);
  return 1;
}

static int b_tostring(lua_State *L) {
  bpe_t *b = check_bpe(L, 1);
  lua_pushfstring(L, "xattn.BPE (%d merges)", (int)b->ncodes);
  return 1;
}

static int oom(lua_State *L, const char *fn) { return luaL_error(L, "%s: out of memory", fn); }

/* pushes the pieces of word s */
static void push_pieces(lua_State *L, const cache_ent *e, int t, lua_Integer *k) {
  size_t pos = 0;
  for (int32_t i = 0; i < e->npieces; i++) {
    lua_pushlstring(L, e->pieces + pos, (size_t)e->plen[i]);
    lua_rawseti(L, t, ++*k);
    pos += (size_t)e->plen[i];
  }
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* bpe:apply(tokens [, counts]) -> subwords [, {pieces per token}] ; bpe:apply(line) -> line */
static int b_apply(lua_State *L) {
  bpe_t *b = check_bpe(L, 1);
  if (lua_type(L, 2) == LUA_TSTRING) {
    size_t n;
    const char *s = lua_tolstring(L, 2, &n);
    luaL_Buffer buf;
    luaL_buffinit(L, &buf);
    bool first = true;
    for (size_t i = 0; i < n;) {
      while (i < n && is_space(s[i])) i++;
      size_t j = i;
      while (j < n && !is_space(s[j])) j++;
      if (j > i) {
        const cache_ent *e = bpe_word(b, s + i, j - i);
        if (!e) return oom(L, "bpe:apply");
        size_t pos = 0;
        for (int32_t p = 0; p < e->npieces; p++) {
          if (!first) luaL_addchar(&buf, ' ');
          first = false;
          luaL_addlstring(&buf, e->pieces + pos, (size_t)e->plen[p]);
          pos += (size_t)e->plen[p];
        }
      }
      i = j;
    }
    luaL_pushresult(&buf);
    return 1;
  }
  luaL_checktype(L, 2, LUA_TTABLE);
  bool counts = lua_toboolean(L, 3);
  lua_settop(L, 2);
  lua_Integer n = (lua_Integer)luaL_len(L, 2), k = 0;
  for (lua_Integer i = 1; i <= n; i++) {
    if (lua_rawgeti(L, 2, i) != LUA_TSTRING)
      return luaL_error(L, "bpe:apply: token %d is a %s, expected a string", (int)i, luaL_typename(L, -1));
    lua_pop(L, 1);
  }
  lua_createtable(L, (int)(n < INT32_MAX / 2 ? n * 2 : 0), 0);
  int t = lua_gettop(L);
  if (counts) lua_createtable(L, (int)(n < INT32_MAX ? n : 0), 0); /* at t + 1 */
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, 2, i);
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    lua_Integer pieces = 0;
    if (len) { /* subword-nmt skips empty words */
      const cache_ent *e = bpe_word(b, s, len);
      if (!e) return oom(L, "bpe:apply");
      push_pieces(L, e, t, &k);
      pieces = e->npieces;
    }
    lua_pop(L, 1);
    if (counts) { lua_pushinteger(L, pieces); lua_rawseti(L, t + 1, i); }
  }
  return counts ? 2 : 1;
}

/* bpe:codes() -> {"a b", ...} */
static int b_codes(lua_State *L) {
  bpe_t *b = check_bpe(L, 1);
  lua_createtable(L, b->ncodes, 0);
  for (int32_t i = 0; i < b->ncodes; i++) {
    lua_pushfstring(L, "%s %s", st_str(&b->syms, b->codes[i].a), st_str(&b->syms, b->codes[i].b));
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

/* bpe:save(path) */
static int b_save(lua_State *L) {
  bpe_t *b = check_bpe(L, 1);
  const char *path = luaL_checkstring(L, 2);
  FILE *f = fopen(path, "wb");
  if (!f) return luaL_error(L, "bpe:save: cannot open %s for writing: %s", path, strerror(errno));
  bool ok = fputs("#version: 0.2\n", f) >= 0;
  for (int32_t i = 0; ok && i < b->ncodes; i++)
    ok = fprintf(f, "%s %s\n", st_str(&b->syms, b->codes[i].a), st_str(&b->syms, b->codes[i].b)) > 0;
  int err = ok ? 0 : errno;
  if (fclose(f) && ok) { ok = false; err = errno; }
  if (!ok) return luaL_error(L, "bpe:save: error writing %s: %s", path, strerror(err));
  return 0;
}

/* parses one code line s[0..n) (line number lineno) into b; on a bad line writes the
 * message into msg and returns 1; -1 out of memory; 0 ok */
static int parse_code(bpe_t *b, const char *s, size_t n, const char *where, long lineno, char *msg,
                      size_t msgsz) {
  /* Python's strip('\r\n ') */
  while (n && (s[n - 1] == '\r' || s[n - 1] == '\n' || s[n - 1] == ' ')) n--;
  while (n && (s[0] == '\r' || s[0] == '\n' || s[0] == ' ')) { s++; n--; }
  const char *sp = memchr(s, ' ', n);
  if (!sp || sp == s || sp == s + n - 1 || memchr(sp + 1, ' ', n - (size_t)(sp + 1 - s)) ||
      memchr(s, '\0', n)) {
    snprintf(msg, msgsz, "%s:%ld: expected two symbols separated by one space, got '%.*s'%s", where,
             lineno, (int)(n > 60 ? 60 : n), s, n > 60 ? "..." : "");
    return 1;
  }
  return bpe_add_code(b, s, (size_t)(sp - s), sp + 1, n - (size_t)(sp + 1 - s)) ? -1 : 0;
}

/* the header line: "#version: 0.2" */
static int parse_header(const char *s, size_t n, const char *where, char *msg, size_t msgsz) {
  while (n && (s[n - 1] == '\r' || s[n - 1] == ' ')) n--;
  if (n == 13 && !memcmp(s, "#version: 0.2", 13)) return 0;
  if (n >= 9 && !memcmp(s, "#version:", 9))
    snprintf(msg, msgsz, "%s:1: unsupported codes version '%.*s' (expected '#version: 0.2')", where,
             (int)(n > 60 ? 60 : n), s);
  else
    snprintf(msg, msgsz, "%s:1: not a BPE codes file (the first line must be '#version: 0.2', got '%.*s')",
             where, (int)(n > 60 ? 60 : n), s);
  return 1;
}

/* xattn._bpe_load(path) -> BPE */
static int l_bpe_load(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  bpe_t *b = new_bpe(L);
  FILE *f = fopen(path, "rb");
  if (!f) return luaL_error(L, "bpe.load: cannot open %s: %s", path, strerror(errno));
  char msg[512];
  char *line = NULL;
  size_t cap = 0;
  ssize_t got;
  long lineno = 0;
  int rc = 0;
  while ((got = getline(&line, &cap, f)) >= 0) {
    lineno++;
    size_t n = (size_t)got;
    if (n && line[n - 1] == '\n') n--;
    if (lineno == 1) rc = parse_header(line, n, path, msg, sizeof msg);
    else rc = parse_code(b, line, n, path, lineno, msg, sizeof msg);
    if (rc) break;
  }
  bool rerr = !rc && ferror(f);
  free(line);
  fclose(f);
  if (rc < 0) return oom(L, "bpe.load");
  if (rc > 0) return luaL_error(L, "bpe.load: %s", msg);
  if (rerr) return luaL_error(L, "bpe.load: error reading %s", path);
  if (lineno == 0) return luaL_error(L, "bpe.load: %s is empty (expected '#version: 0.2' and codes)", path);
  return 1;
}

/* xattn._bpe_from_codes({"a b", ...}) -> BPE */
static int l_bpe_from_codes(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_Integer n = (lua_Integer)luaL_len(L, 1);
  for (lua_Integer i = 1; i <= n; i++) {
    if (lua_rawgeti(L, 1, i) != LUA_TSTRING)
      return luaL_error(L, "bpe.from_codes: code %d is a %s, expected a string \"a b\"", (int)i,
                        luaL_typename(L, -1));
    lua_pop(L, 1);
  }
  bpe_t *b = new_bpe(L);
  char msg[512];
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, 1, i);
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    int rc = parse_code(b, s, len, "code", (long)i, msg, sizeof msg);
    lua_pop(L, 1);
    if (rc < 0) return oom(L, "bpe.from_codes");
    if (rc > 0) return luaL_error(L, "bpe.from_codes: %s", msg);
  }
  return 1;
}

/* xattn._bpe_learn({word = count}, merges, min_freq) -> BPE, {frequency of each merge} */
static int l_bpe_learn(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_Integer merges = luaL_checkinteger(L, 2);
  lua_Integer min_freq = luaL_optinteger(L, 3, 2);
  if (merges < 0 || merges > INT32_MAX / 4)
    return luaL_argerror(L, 2, lua_pushfstring(L, "number of merges must be between 0 and %d", INT32_MAX / 4));
  /* validate everything before allocating */
  int64_t nwords = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      return luaL_error(L, "bpe.learn: word counts must be a table {word = count}, got a %s key",
                        luaL_typename(L, -2));
    size_t n;
    const char *s = lua_tolstring(L, -2, &n);
    if (!n) return luaL_error(L, "bpe.learn: empty word in the word counts");
    for (size_t i = 0; i < n; i++)
      if (is_space(s[i]) || !s[i])
        return luaL_error(L, "bpe.learn: word '%s' contains white space", s);
    if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1)
      return luaL_error(L, "bpe.learn: count of word '%s' must be a positive integer, got %s", s,
                        luaL_tolstring(L, -1, NULL));
    nwords++;
    lua_pop(L, 1);
  }
  if (nwords > INT32_MAX / 2) return luaL_error(L, "bpe.learn: too many words (%d)", (int)nwords);
  bpe_t *b = new_bpe(L);
  int bi = lua_gettop(L);
  word_in *words = malloc(sizeof *words * (size_t)(nwords ? nwords : 1));
  int64_t *counts = malloc(sizeof *counts * (size_t)(merges ? merges : 1));
  if (!words || !counts) { free(words); free(counts); return oom(L, "bpe.learn"); }
  int32_t k = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) { /* the strings stay alive as keys of the table */
    words[k].s = lua_tolstring(L, -2, &words[k].n);
    words[k].freq = lua_tointeger(L, -1);
    k++;
    lua_pop(L, 1);
  }
  int64_t learnt = bpe_learn(b, words, k, merges, min_freq, counts);
  free(words);
  if (learnt < 0) { free(counts); return oom(L, "bpe.learn"); }
  lua_settop(L, bi);
  lua_createtable(L, (int)learnt, 0);
  for (int64_t i = 0; i < learnt; i++) {
    lua_pushinteger(L, (lua_Integer)counts[i]);
    lua_rawseti(L, -2, (lua_Integer)i + 1);
  }
  free(counts);
  return 2;
}

static const luaL_Reg bpe_methods[] = {
  {"apply", b_apply},
  {"codes", b_codes},
  {"save", b_save},
  {NULL, NULL},
};

static const xa_lreg bpe_funcs[] = {
  {"_bpe_learn", l_bpe_learn, XA_FUNC,
   "_bpe_learn({word = count}, merges [, min_freq=2]) -> BPE, {count of each merge}\n"
   "subword-nmt's learn_bpe in C (use xattn.bpe.learn)."},
  {"_bpe_load", l_bpe_load, XA_FUNC,
   "_bpe_load(path) -> BPE\nReads a subword-nmt codes file (use xattn.bpe.load)."},
  {"_bpe_from_codes", l_bpe_from_codes, XA_FUNC,
   "_bpe_from_codes({\"a b\", ...}) -> BPE\nA BPE object from its merge operations in order."},
  {NULL, NULL, 0, NULL},
};

void xa_bpe_lua(lua_State *L) {
  luaL_newmetatable(L, BPE_MT);
  lua_pushcfunction(L, b_gc);
  lua_setfield(L, -2, "__gc");
  lua_pushcfunction(L, b_len);
  lua_setfield(L, -2, "__len");
  lua_pushcfunction(L, b_tostring);
  lua_setfield(L, -2, "__tostring");
  luaL_newlib(L, bpe_methods);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
  xa_lua_register(L, bpe_funcs);
}
