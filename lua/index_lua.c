/* Lua functions: index family (gather, scatter_add, index_select, cat, stack).
 *
 * Index tensors hold 1-based positions in Lua (the Torch7 convention). The binding
 * checks every value against 1..size first, so errors quote the user's own value, then
 * converts to the C side's 0-based positions with one subtraction into a temporary
 * tensor (the user's tensor is never changed). */
#include "binding.h"

#include <stdio.h>

static void dim_name(char *buf, size_t n, int dim) { snprintf(buf, n, "dimension %d", dim + 1); }

/* gather / scatter_add of a 0-dim t, as PyTorch: t is a 1-D tensor of one element there
 * (dim 1 or -1, index and src 0-dim); the op runs on (1) views and the result is 0-dim */
static int scalar_case(lua_State *L, const char *fn, xa_tensor *t, xa_tensor *src) {
  lua_Integer d = luaL_checkinteger(L, 2);
  if (d != 1 && d != -1) return luaL_argerror(L, 2, "dimension out of range (a 0-dim tensor takes 1 or -1)");
  xa_tensor *ix = xa_lua_check_index(L, 3, fn, 1, "dimension 1");
  char s1[XA_SHAPESTR];
  if (ix->ndim != 0)
    return luaL_error(L, "%s: index must be 0-dim for a 0-dim tensor, got shape %s", fn, xa_tensor_shape_str(s1, ix));
  if (src && src->ndim != 0)
    return luaL_error(L, "%s: src must be 0-dim for a 0-dim tensor, got shape %s", fn, xa_tensor_shape_str(s1, src));
  int64_t one = 1;
  xa_tensor *i0 = xa_lua_zero_based(L, ix), *tv = NULL, *iv = NULL, *sv = NULL, *r1 = NULL;
  xa_tensor **r = xa_lua_slot(L);
  int rc = xa_view(&tv, t, 1, &one);
  if (!rc) rc = xa_view(&iv, i0, 1, &one);
  if (!rc && src) rc = xa_view(&sv, src, 1, &one);
  if (!rc) rc = src ? xa_scatter_add(&r1, tv, 0, iv, sv) : xa_gather(&r1, tv, 0, iv);
  if (!rc) rc = xa_view(r, r1, 0, NULL);
  xa_tensor_release(tv); xa_tensor_release(iv);
  xa_tensor_release(sv); xa_tensor_release(r1);
  return xa_lua_result(L, rc);
}

static int l_gather(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (t->ndim == 0) return scalar_case(L, "gather", t, NULL);
  int dim = xa_lua_checkdim(L, 2, t->ndim, 0);
  char what[32];
  dim_name(what, sizeof what, dim);
  xa_tensor *i0 = xa_lua_index0(L, 3, "gather", t->size[dim], what);
  return xa_lua_result(L, xa_gather(xa_lua_slot(L), t, dim, i0));
}

static int l_scatter_add(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (t->ndim == 0) return scalar_case(L, "scatter_add", t, xa_lua_check(L, 4));
  int dim = xa_lua_checkdim(L, 2, t->ndim, 0);
  xa_tensor *src = xa_lua_check(L, 4);
  char what[32];
  dim_name(what, sizeof what, dim);
  xa_tensor *i0 = xa_lua_index0(L, 3, "scatter_add", t->size[dim], what);
  return xa_lua_result(L, xa_scatter_add(xa_lua_slot(L), t, dim, i0, src));
}

static int l_index_select(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dim = xa_lua_checkdim(L, 2, t->ndim, 0);
  int64_t size = t->size[dim];
  char what[32];
  dim_name(what, sizeof what, dim);
  if (lua_istable(L, 3)) { /* a Lua list of 1-based integers: check all, then build */
    int64_t n = (int64_t)lua_rawlen(L, 3);
    for (int64_t i = 1; i <= n; i++) {
      lua_rawgeti(L, 3, i);
      int isint;
      lua_Integer v = lua_tointegerx(L, -1, &isint);
      if (!isint)
        return luaL_error(L, "index_select: element %I of the index list is %s, not an integer",
                          (lua_Integer)i, luaL_typename(L, -1));
      if (v < 1 || v > size)
        return luaL_error(L, "index_select: index %I is out of range for %s of size %I (valid 1..%I)",
                          v, what, (lua_Integer)size, (lua_Integer)size);
      lua_pop(L, 1);
    }
    xa_tensor **slot = xa_lua_slot(L), *i0;
    if (xa_tensor_new(slot, XA_INT64, 1, &n)) return xa_lua_fail(L);
    i0 = *slot;
    int64_t *p = xa_tensor_data(i0);
    for (int64_t i = 0; i < n; i++) {
      lua_rawgeti(L, 3, i + 1);
      p[i] = lua_tointeger(L, -1) - 1;
      lua_pop(L, 1);
    }
    xa_lua_move_slot(L, slot, xa_tensor_device(t)); /* the index on t's device */
    i0 = *slot;
    return xa_lua_result(L, xa_index_select(xa_lua_slot(L), t, dim, i0));
  }
  xa_tensor *i0 = xa_lua_index0(L, 3, "index_select", size, what);
  return xa_lua_result(L, xa_index_select(xa_lua_slot(L), t, dim, i0));
}

/* the list of tensors at idx as a C array living in a Lua userdata (collected) */
static xa_tensor **check_list(lua_State *L, int idx, const char *fn, int *n) {
  luaL_checktype(L, idx, LUA_TTABLE);
  lua_Integer len = (lua_Integer)lua_rawlen(L, idx);
  if (len == 0) luaL_error(L, "%s: expected a non-empty list of tensors", fn);
  if (len > 1 << 24) luaL_error(L, "%s: too many tensors (%I)", fn, len);
  xa_tensor **ts = lua_newuserdatauv(L, (size_t)len * sizeof *ts, 0);
  for (lua_Integer i = 1; i <= len; i++) {
    lua_rawgeti(L, idx, i);
    if (!xa_lua_is(L, -1))
      luaL_error(L, "%s: element %I of the list is a %s, not a tensor", fn, i, luaL_typename(L, -1));
    ts[i - 1] = xa_lua_check(L, -1);
    lua_pop(L, 1); /* the list keeps it alive */
  }
  *n = (int)len;
  return ts;
}

static int l_cat(lua_State *L) {
  int n;
  lua_settop(L, 2); /* the list's C array goes above the arguments */
  xa_tensor **ts = check_list(L, 1, "cat", &n);
  int ndim = 1; /* dims count in the first tensor that is not a skipped (0) tensor */
  for (int k = 0; k < n; k++)
    if (!(ts[k]->ndim == 1 && ts[k]->size[0] == 0)) { ndim = ts[k]->ndim; break; }
  int dim = 0;
  if (!lua_isnoneornil(L, 2)) {
    if (ndim == 0) return luaL_error(L, "cat: 0-dim tensors cannot be concatenated (use stack)");
    dim = xa_lua_checkdim(L, 2, ndim, 0);
  }
  return xa_lua_result(L, xa_cat(xa_lua_slot(L), n, ts, dim));
}

static int l_stack(lua_State *L) {
  int n;
  lua_settop(L, 2);
  xa_tensor **ts = check_list(L, 1, "stack", &n);
  int dim = lua_isnoneornil(L, 2) ? 0 : xa_lua_checkdim(L, 2, ts[0]->ndim, 1);
  return xa_lua_result(L, xa_stack(xa_lua_slot(L), n, ts, dim));
}

/* ---- t[{...}]: Torch7's table indexing ---------------------------------------------
 * Entry k of the key applies to dimension k (later dims are whole): an integer i selects
 * position i (the dimension goes away), {a, b} narrows to a..b, {a} to a..a, {} keeps the
 * whole dimension; positions are 1-based, negative ones count from the end (-1 = last).
 * When every entry is an integer and there is one per dimension the result is the element
 * (a Lua number, or a 0-dim tensor when t requires grad, as t[i] does); otherwise a view.
 * Everything is checked before the first view is made, so a raised error leaks nothing. */
typedef struct {
  int n;                    /* entries in the key */
  bool element;             /* one integer per dimension */
  int64_t start[XA_MAXDIM]; /* 0-based */
  int64_t len[XA_MAXDIM];   /* -1: select start */
} tindex;

static const char *const FORMS =
    "t[i], t[{i, j, ...}] (an element or a slice), t[{{first, last}, j}] (a range; {} keeps a "
    "dimension), t:index_select(dim, index), t:masked_fill(mask, v) or xattn.where(mask, a, b)";

/* the 1-based position at stack index vi for dimension d of size n, into 0-based */
static int64_t tindex_pos(lua_State *L, int vi, int entry, const char *what, int d, int64_t n) {
  int isint;
  lua_Integer i = lua_tointegerx(L, vi, &isint);
  if (!isint) {
    if (lua_type(L, vi) == LUA_TNUMBER)
      luaL_error(L, "index: %s of entry %d is %s, not an integer position", what, entry,
                 lua_tolstring(L, vi, NULL));
    luaL_error(L, "index: %s of entry %d is a %s, not an integer position", what, entry,
               luaL_typename(L, vi));
  }
  if (n == 0)
    luaL_error(L, "index: %s %I of entry %d is out of range: dimension %d has size 0", what,
               i, entry, d + 1);
  if (i < -n || i > n || i == 0)
    luaL_error(L, "index: %s %I of entry %d is out of range for dimension %d of size %I "
               "(valid 1..%I, or -%I..-1 from the end)", what, i, entry, d + 1, (lua_Integer)n,
               (lua_Integer)n, (lua_Integer)n);
  return i > 0 ? i - 1 : n + i;
}

static void tindex_parse(lua_State *L, const xa_tensor *t, int key, tindex *ix) {
  key = lua_absindex(L, key);
  lua_Integer n = (lua_Integer)lua_rawlen(L, key);
  lua_pushnil(L); /* only a list: {dim = 2} or holes are mistakes */
  while (lua_next(L, key)) {
    int isint;
    lua_Integer k = lua_tointegerx(L, -2, &isint);
    if (!isint || k < 1 || k > n) {
      lua_pop(L, 1);
      luaL_error(L, "index: the index table must be a list of entries, got the key %s (use %s)",
                 lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : luaL_typename(L, -1), FORMS);
    }
    lua_pop(L, 1);
  }
  char s[XA_SHAPESTR];
  if (n > t->ndim)
    luaL_error(L, "index: %I entries in the index table for a %d-dim tensor of shape %s", n,
               t->ndim, xa_tensor_shape_str(s, t));
  ix->n = (int)n;
  ix->element = n == t->ndim;
  for (int k = 0; k < ix->n; k++) {
    int64_t size = t->size[k];
    lua_rawgeti(L, key, k + 1);
    int e = lua_gettop(L);
    if (lua_type(L, e) == LUA_TNUMBER) {
      ix->start[k] = tindex_pos(L, e, k + 1, "position", k, size);
      ix->len[k] = -1;
    } else if (lua_istable(L, e)) {
      ix->element = false;
      lua_Integer m = (lua_Integer)lua_rawlen(L, e);
      if (m > 2)
        luaL_error(L, "index: entry %d is a range of %I values; a range is {first, last}, {first} or {}",
                   k + 1, m);
      if (m == 0) {
        ix->start[k] = 0;
        ix->len[k] = size;
      } else {
        lua_rawgeti(L, e, 1);
        int64_t a = tindex_pos(L, -1, k + 1, "first", k, size);
        lua_pop(L, 1);
        int64_t b = a;
        if (m == 2) {
          lua_rawgeti(L, e, 2);
          b = tindex_pos(L, -1, k + 1, "last", k, size);
          lua_pop(L, 1);
        }
        if (b < a)
          luaL_error(L, "index: range of entry %d ends (%I) before it starts (%I) in dimension %d of "
                     "size %I", k + 1, (lua_Integer)b + 1, (lua_Integer)a + 1, k + 1, (lua_Integer)size);
        ix->start[k] = a;
        ix->len[k] = b - a + 1;
      }
    } else {
      luaL_error(L, "index: entry %d of the index table is a %s; entries are integers (select) or "
                 "{first, last} ranges (use %s)", k + 1, luaL_typename(L, e), FORMS);
    }
    lua_pop(L, 1);
  }
}

/* the view of t that ix describes (every entry applied; owned); -1 with xa_err set */
static int tindex_view(xa_tensor **out, xa_tensor *t, const tindex *ix) {
  xa_tensor *cur = t, *next;
  xa_tensor_retain(cur);
  int dim = 0;
  for (int k = 0; k < ix->n; k++) {
    int rc = ix->len[k] < 0 ? xa_select(&next, cur, dim, ix->start[k])
                            : xa_narrow(&next, cur, dim, ix->start[k], ix->len[k]);
    xa_tensor_release(cur);
    if (rc) return -1;
    cur = next;
    if (ix->len[k] >= 0) dim++;
  }
  if (cur == t) { /* t[{}]: a new view of the whole tensor, as Torch7 returns */
    xa_tensor_release(cur);
    return t->ndim ? xa_narrow(out, t, 0, 0, t->size[0]) : xa_view(out, t, 0, NULL);
  }
  *out = cur;
  return 0;
}

int xa_lua_index_table(lua_State *L, xa_tensor *t, int key) {
  tindex ix;
  tindex_parse(L, t, key, &ix);
  if (ix.element && !xa_requires_grad(t) && t->ndim > 0) {
    xa_lua_push_element(L, t, ix.start);
    return 1;
  }
  return xa_lua_result(L, tindex_view(xa_lua_slot(L), t, &ix));
}

int xa_lua_newindex_table(lua_State *L, xa_tensor *t, int key, int val) {
  if (xa_check_inplace("index assignment", t)) return xa_lua_fail(L);
  xa_tensor *src = xa_lua_is(L, val) ? xa_lua_check(L, val) : NULL;
  if (!src && lua_type(L, val) != LUA_TNUMBER && !lua_isboolean(L, val))
    return luaL_error(L, "index: cannot assign a %s to t[{...}]; assign a number, a boolean or a tensor",
                      luaL_typename(L, val));
  tindex ix;
  tindex_parse(L, t, key, &ix);
  if (!src && ix.element && t->ndim > 0) {
    xa_lua_set_element(L, t, ix.start, val);
    return 0;
  }
  xa_tensor *v;
  if (tindex_view(&v, t, &ix)) return xa_lua_fail(L);
  int rc = src ? xa_copy_(v, src) : xa_tensor_fill(v, lua_isboolean(L, val) ? lua_toboolean(L, val) : lua_tonumber(L, val));
  xa_tensor_release(v);
  if (rc) return xa_lua_fail(L);
  return 0;
}

int xa_lua_bad_key(lua_State *L, xa_tensor *t, int key, bool assign) {
  (void)t;
  const char *verb = assign ? "assign through" : "index with";
  if (lua_type(L, key) == LUA_TNUMBER)
    return luaL_error(L, "index: %s is not an integer position (use %s)", lua_tolstring(L, key, NULL), FORMS);
  if (xa_lua_is(L, key))
    return luaL_error(L, "index: cannot %s a tensor key; use t:index_select(dim, index) for int64 "
                      "positions, t:masked_fill(mask, v) or xattn.where(mask, a, b) for a bool mask", verb);
  return luaL_error(L, "index: cannot %s a %s key (use %s)", verb, luaL_typename(L, key), FORMS);
}

static const xa_lreg regs[] = {
  {"gather", l_gather, XA_BOTH, "gather(t, dim, index) -> Tensor of index's shape\n"
   "Picks along dim: for dim = 2, out[i][j][k] = t[i][index[i][j][k]][k]. index is an int64 tensor "
   "of 1-based positions with t's number of dims and sizes no larger than t's outside dim "
   "(a 0-dim t takes dim 1 or -1 and a 0-dim index, as in PyTorch). "
   "Differentiable w.r.t. t (the gradient is scatter-added)."},
  {"scatter_add", l_scatter_add, XA_BOTH, "scatter_add(t, dim, index, src) -> new Tensor\n"
   "A copy of t with src added at index along dim: for dim = 2, out[i][index[i][j][k]][k] += "
   "src[i][j][k] over index's shape (1-based int64 positions; repeated positions accumulate). "
   "Out of place; differentiable w.r.t. t and src."},
  {"index_select", l_index_select, XA_BOTH, "index_select(t, dim, index) -> Tensor\n"
   "The slices of t at the 1-based positions index (a 1-D or 0-dim int64 tensor, or a Lua list "
   "of integers) along dim, in that order; repeats allowed. Differentiable w.r.t. t."},
  {"cat", l_cat, XA_FUNC, "cat({t1, t2, ...} [, dim=1]) -> Tensor\n"
   "Joins tensors along dim (negative from the end); every other size must match. dtypes "
   "promote (bool < int64 < float32 < float64); 1-D empty tensors of shape (0) are skipped. "
   "Differentiable."},
  {"stack", l_stack, XA_FUNC, "stack({t1, t2, ...} [, dim=1]) -> Tensor\n"
   "Joins tensors of one shape along a new dim (1 .. ndim+1, negative from the end). "
   "Differentiable."},
  {NULL, NULL, 0, NULL},
};

void xa_index_lua(lua_State *L) { xa_lua_register(L, regs); }
