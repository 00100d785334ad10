/* Lua functions: creation, properties, views, conversion, autograd, runtime settings. */
#include "binding.h"
#ifdef XATTN_CUDA
#include "../tensor/cuda/cuda.h"
#endif

#include <math.h>
#include <string.h>

/* the options table, if the last argument is one */
static int opts_index(lua_State *L) {
  int top = lua_gettop(L);
  if (top >= 1 && lua_istable(L, top)) {
    lua_pushnil(L);
    if (lua_next(L, top)) {
      lua_pop(L, 2);
      if (lua_rawlen(L, top) == 0) return top;
    }
  }
  return 0;
}

/* the {requires_grad = true} option, on a new tensor that its userdata already holds (a
 * raised error frees it with the userdata) */
static void apply_requires_grad(lua_State *L, xa_tensor *t, int opts) {
  if (opts && xa_lua_optbool_field(L, opts, "requires_grad", false) &&
      xa_set_requires_grad("requires_grad", t, true))
    xa_lua_fail(L);
}

/* the {device = ...} option (def when absent) of a tensor made on the host (arange, from a
 * table): it is moved there before requires_grad applies, so that the leaf is the device
 * tensor. The other constructors make theirs on the device directly (no host buffer of the
 * tensor's size; random values are the numbers the CPU draws for a seed). */
static void apply_device(lua_State *L, xa_tensor **slot, int opts, xa_devtype def) {
  xa_lua_move_slot(L, slot, xa_lua_optdevice(L, opts, def));
}

/* ---- creation ---------------------------------------------------------- */
static int fill_new(lua_State *L, double v, bool has_value) {
  if (has_value) { /* full(sizes..., value [, opts]): take the value off the stack */
    int last = opts_index(L) ? lua_gettop(L) - 1 : lua_gettop(L);
    if (last < 1) return luaL_error(L, "full: expected sizes and a value");
    v = luaL_checknumber(L, last);
    lua_remove(L, last);
  }
  int opts = opts_index(L);
  int64_t size[XA_MAXDIM];
  int ndim = xa_lua_sizes(L, 1, size, false);
  xa_dtype dt = xa_lua_optdtype(L, opts, XA_FLOAT32);
  xa_devtype dev = xa_lua_optdevice(L, opts, XA_CPU);
  xa_tensor **r = xa_lua_slot(L);
  if (xa_full_on(r, dev, dt, ndim, size, v)) return xa_lua_fail(L);
  apply_requires_grad(L, *r, opts);
  return 1;
}
static int l_zeros(lua_State *L) { return fill_new(L, 0, false); }
static int l_ones(lua_State *L) { return fill_new(L, 1, false); }
static int l_full(lua_State *L) { return fill_new(L, 0, true); }

static int like_new(lua_State *L, double v, int kind) {
  xa_tensor *t = xa_lua_check(L, 1);
  int opts = lua_istable(L, 2) ? 2 : 0;
  xa_dtype dt = xa_lua_optdtype(L, opts, t->dtype);
  xa_devtype dev = xa_lua_optdevice(L, opts, xa_tensor_device(t)); /* t's unless told */
  xa_tensor **r = xa_lua_slot(L);
  int rc;
  if (kind == 1) rc = xa_rand_on(r, dev, dt, t->ndim, t->size);
  else if (kind == 2) rc = xa_randn_on(r, dev, dt, t->ndim, t->size);
  else rc = xa_full_on(r, dev, dt, t->ndim, t->size, v);
  if (rc) return xa_lua_fail(L);
  apply_requires_grad(L, *r, opts);
  return 1;
}
static int l_zeros_like(lua_State *L) { return like_new(L, 0, 0); }
static int l_ones_like(lua_State *L) { return like_new(L, 1, 0); }
static int l_full_like(lua_State *L) {
  double v = luaL_checknumber(L, 2);
  lua_remove(L, 2);
  return like_new(L, v, 0);
}
static int l_rand_like(lua_State *L) { return like_new(L, 0, 1); }
static int l_randn_like(lua_State *L) { return like_new(L, 0, 2); }

static int random_new(lua_State *L, int normal) {
  int opts = opts_index(L);
  int64_t size[XA_MAXDIM];
  int ndim = xa_lua_sizes(L, 1, size, false);
  xa_dtype dt = xa_lua_optdtype(L, opts, XA_FLOAT32);
  xa_devtype dev = xa_lua_optdevice(L, opts, XA_CPU);
  xa_tensor **r = xa_lua_slot(L);
  if ((normal ? xa_randn_on : xa_rand_on)(r, dev, dt, ndim, size)) return xa_lua_fail(L);
  apply_requires_grad(L, *r, opts);
  return 1;
}
static int l_rand(lua_State *L) { return random_new(L, 0); }
static int l_randn(lua_State *L) { return random_new(L, 1); }

static int l_randint(lua_State *L) {
  lua_Integer lo = luaL_checkinteger(L, 1), hi = luaL_checkinteger(L, 2);
  int64_t size[XA_MAXDIM];
  int ndim = xa_lua_sizes(L, 3, size, false);
  return xa_lua_result(L, xa_randint(xa_lua_slot(L), lo, hi, ndim, size));
}

static int l_arange(lua_State *L) {
  int opts = opts_index(L);
  int nargs = opts ? opts - 1 : lua_gettop(L);
  double start = 0, stop, step = 1;
  bool allint = true;
  for (int i = 1; i <= nargs && i <= 3; i++) if (!lua_isinteger(L, i)) allint = false;
  if (nargs == 1) stop = luaL_checknumber(L, 1);
  else {
    start = luaL_checknumber(L, 1);
    stop = luaL_checknumber(L, 2);
    if (nargs >= 3) step = luaL_checknumber(L, 3);
  }
  xa_dtype dt = xa_lua_optdtype(L, opts, allint ? XA_INT64 : XA_FLOAT32);
  xa_tensor **r = xa_lua_slot(L);
  if (xa_arange(r, dt, start, stop, step)) return xa_lua_fail(L);
  apply_device(L, r, opts, XA_CPU);
  apply_requires_grad(L, *r, opts);
  return 1;
}

static int l_eye(lua_State *L) {
  int opts = opts_index(L);
  lua_Integer n = luaL_checkinteger(L, 1);
  lua_Integer m = (lua_isnoneornil(L, 2) || opts == 2) ? n : luaL_checkinteger(L, 2);
  if (n < 0 || m < 0) return luaL_error(L, "eye: sizes must be non-negative (got %d, %d)", (int)n, (int)m);
  xa_dtype dt = xa_lua_optdtype(L, opts, XA_FLOAT32);
  xa_devtype dev = xa_lua_optdevice(L, opts, XA_CPU);
  xa_tensor **r = xa_lua_slot(L);
  if (xa_eye_on(r, dev, dt, n, m)) return xa_lua_fail(L);
  return 1;
}

/* xattn.tensor(nested table [, {dtype=, requires_grad=}]) */
static void table_shape(lua_State *L, int idx, int depth, int *ndim, int64_t *size) {
  if (depth >= XA_MAXDIM) luaL_error(L, "tensor: nesting deeper than %d", XA_MAXDIM);
  int64_t n = (int64_t)lua_rawlen(L, idx);
  size[depth] = n;
  *ndim = depth + 1;
  if (n > 0) {
    lua_rawgeti(L, idx, 1);
    if (lua_istable(L, -1)) table_shape(L, lua_gettop(L), depth + 1, ndim, size);
    lua_pop(L, 1);
  }
}

/* values are written flat; a ragged table is an error (before the tensor exists) */
static void table_check(lua_State *L, int idx, int depth, int ndim, const int64_t *size,
                        bool *allint, bool *allbool) {
  if ((int64_t)lua_rawlen(L, idx) != size[depth])
    luaL_error(L, "tensor: ragged nested table (dimension %d has lengths %d and %d)", depth + 1,
               (int)size[depth], (int)lua_rawlen(L, idx));
  for (int64_t i = 1; i <= size[depth]; i++) {
    lua_rawgeti(L, idx, i);
    if (depth + 1 < ndim) {
      if (!lua_istable(L, -1)) luaL_error(L, "tensor: ragged nested table (expected a table at depth %d)", depth + 2);
      table_check(L, lua_gettop(L), depth + 1, ndim, size, allint, allbool);
    } else {
      int ty = lua_type(L, -1);
      if (ty == LUA_TBOOLEAN) { /* booleans count as 0/1 next to numbers */ }
      else if (ty == LUA_TNUMBER) { *allbool = false; if (!lua_isinteger(L, -1)) *allint = false; }
      else luaL_error(L, "tensor: elements must be numbers or booleans, got %s", luaL_typename(L, -1));
    }
    lua_pop(L, 1);
  }
}

static void table_fill(lua_State *L, int idx, int depth, int ndim, xa_tensor *t, int64_t *pos) {
  int64_t n = (int64_t)lua_rawlen(L, idx);
  for (int64_t i = 1; i <= n; i++) {
    lua_rawgeti(L, idx, i);
    if (depth + 1 < ndim) table_fill(L, lua_gettop(L), depth + 1, ndim, t, pos);
    else {
      double v = lua_isboolean(L, -1) ? lua_toboolean(L, -1) : lua_tonumber(L, -1);
      int64_t k = (*pos)++;
      switch (t->dtype) {
      case XA_BOOL: ((uint8_t *)t->storage->data)[k] = v != 0; break;
      case XA_INT64: ((int64_t *)t->storage->data)[k] = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : (int64_t)v; break;
      case XA_FLOAT32: ((float *)t->storage->data)[k] = (float)v; break;
      default: ((double *)t->storage->data)[k] = v; break;
      }
    }
    lua_pop(L, 1);
  }
}

static int l_tensor(lua_State *L) {
  int opts = lua_istable(L, 2) ? 2 : 0;
  if (lua_isnumber(L, 1) || lua_isboolean(L, 1)) { /* a 0-dim tensor */
    xa_dtype def = lua_isboolean(L, 1) ? XA_BOOL : lua_isinteger(L, 1) ? XA_INT64 : XA_FLOAT32;
    xa_dtype dt = xa_lua_optdtype(L, opts, def);
    xa_tensor **r = xa_lua_slot(L);
    if (xa_scalar_tensor(r, dt, lua_isboolean(L, 1) ? lua_toboolean(L, 1) : lua_tonumber(L, 1)))
      return xa_lua_fail(L);
    apply_device(L, r, opts, XA_CPU);
    apply_requires_grad(L, *r, opts);
    return 1;
  }
  if (xa_lua_is(L, 1)) { /* copy of a tensor */
    xa_tensor *src = xa_lua_check(L, 1);
    xa_dtype dt = xa_lua_optdtype(L, opts, src->dtype);
    xa_tensor **r = xa_lua_slot(L);
    if (xa_tensor_convert(r, src, dt)) return xa_lua_fail(L);
    apply_device(L, r, opts, xa_tensor_device(src));
    apply_requires_grad(L, *r, opts);
    return 1;
  }
  luaL_checktype(L, 1, LUA_TTABLE);
  int ndim = 0;
  int64_t size[XA_MAXDIM];
  table_shape(L, 1, 0, &ndim, size);
  bool allint = true, allbool = true;
  table_check(L, 1, 0, ndim, size, &allint, &allbool);
  int64_t n = 1;
  for (int d = 0; d < ndim; d++) n *= size[d];
  xa_dtype def = n == 0 ? XA_FLOAT32 : allbool ? XA_BOOL : allint ? XA_INT64 : XA_FLOAT32;
  xa_dtype dt = xa_lua_optdtype(L, opts, def);
  xa_devtype dev = xa_lua_optdevice(L, opts, XA_CPU);
  xa_tensor **r = xa_lua_slot(L); /* Lua owns the tensor from the start */
  if (xa_tensor_new(r, dt, ndim, size)) return xa_lua_fail(L);
  int64_t pos = 0;
  if (n > 0) table_fill(L, 1, 0, ndim, *r, &pos);
  apply_device(L, r, opts, dev);
  apply_requires_grad(L, *r, opts);
  return 1;
}

/* ---- properties -------------------------------------------------------- */
static int l_shape(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  lua_createtable(L, t->ndim, 0);
  for (int d = 0; d < t->ndim; d++) { lua_pushinteger(L, t->size[d]); lua_rawseti(L, -2, d + 1); }
  return 1;
}

static int l_size(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (lua_isnoneornil(L, 2)) return l_shape(L);
  lua_pushinteger(L, t->size[xa_lua_checkdim(L, 2, t->ndim, 0)]);
  return 1;
}

static int l_stride(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (!lua_isnoneornil(L, 2)) { lua_pushinteger(L, t->stride[xa_lua_checkdim(L, 2, t->ndim, 0)]); return 1; }
  lua_createtable(L, t->ndim, 0);
  for (int d = 0; d < t->ndim; d++) { lua_pushinteger(L, t->stride[d]); lua_rawseti(L, -2, d + 1); }
  return 1;
}

static int l_dim(lua_State *L) { lua_pushinteger(L, xa_lua_check(L, 1)->ndim); return 1; }
static int l_numel(lua_State *L) { lua_pushinteger(L, xa_tensor_numel(xa_lua_check(L, 1))); return 1; }
static int l_dtype(lua_State *L) { lua_pushstring(L, xa_dtype_name(xa_lua_check(L, 1)->dtype)); return 1; }
/* xattn.device(t) -> t's device; xattn.device(name) -> the name, checked (and the device
 * made ready: a build with CUDA initialises it) */
static int l_device(lua_State *L) {
  if (xa_lua_is(L, 1)) {
    lua_pushstring(L, xa_device_name(xa_tensor_device(xa_lua_check(L, 1))));
    return 1;
  }
  lua_pushstring(L, xa_device_name(xa_lua_checkdevice(L, 1)));
  return 1;
}
static int l_is_contiguous(lua_State *L) { lua_pushboolean(L, xa_tensor_is_contiguous(xa_lua_check(L, 1))); return 1; }
static int l_storage_offset(lua_State *L) { lua_pushinteger(L, xa_lua_check(L, 1)->offset); return 1; }
static int l_is_tensor(lua_State *L) { lua_pushboolean(L, xa_lua_is(L, 1)); return 1; }

static int l_item(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  char s[XA_SHAPESTR];
  if (xa_tensor_numel(t) != 1)
    return luaL_error(L, "item: tensor of shape %s has %d elements; item() needs exactly one",
                      xa_tensor_shape_str(s, t), (int)xa_tensor_numel(t));
  int64_t zero[XA_MAXDIM] = {0};
  xa_lua_push_element(L, t, zero);
  return 1;
}

/* positions: ndim integers (1-based, negative from the end) starting at idx */
static void check_position(lua_State *L, xa_tensor *t, int idx, int64_t *pos, const char *fn) {
  char s[XA_SHAPESTR];
  for (int d = 0; d < t->ndim; d++) {
    if (!lua_isinteger(L, idx + d))
      luaL_error(L, "%s: expected %d integer indices for a tensor of shape %s", fn, t->ndim, xa_tensor_shape_str(s, t));
    lua_Integer i = lua_tointeger(L, idx + d);
    if (i < 0) i += t->size[d] + 1;
    if (i < 1 || i > t->size[d])
      luaL_error(L, "%s: index %d out of range for dimension %d of size %d (shape %s)", fn,
                 (int)lua_tointeger(L, idx + d), d + 1, (int)t->size[d], xa_tensor_shape_str(s, t));
    pos[d] = i - 1;
  }
}

static int l_get(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int64_t pos[XA_MAXDIM];
  check_position(L, t, 2, pos, "get");
  xa_lua_push_element(L, t, pos);
  return 1;
}

static int l_set(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int64_t pos[XA_MAXDIM];
  check_position(L, t, 2, pos, "set");
  int vi = 2 + t->ndim;
  if (!lua_isboolean(L, vi)) luaL_checknumber(L, vi);
  if (xa_check_inplace("set", t)) return xa_lua_fail(L);
  xa_lua_set_element(L, t, pos, vi);
  lua_settop(L, 1);
  return 1;
}

/* flat access in row-major order, for gradcheck and tools; 1-based */
static int l_getflat(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  lua_Integer i = luaL_checkinteger(L, 2);
  if (i < 1 || i > xa_tensor_numel(t)) return luaL_argerror(L, 2, "flat index out of range");
  int64_t pos[XA_MAXDIM], r = i - 1;
  for (int d = t->ndim - 1; d >= 0; d--) { pos[d] = r % t->size[d]; r /= t->size[d]; }
  xa_lua_push_element(L, t, pos);
  return 1;
}

static int l_setflat(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  lua_Integer i = luaL_checkinteger(L, 2);
  double v = luaL_checknumber(L, 3);
  if (i < 1 || i > xa_tensor_numel(t)) return luaL_argerror(L, 2, "flat index out of range");
  int64_t pos[XA_MAXDIM], r = i - 1;
  for (int d = t->ndim - 1; d >= 0; d--) { pos[d] = r % t->size[d]; r /= t->size[d]; }
  xa_lua_set_element(L, t, pos, 3);
  (void)v;
  return 0;
}

static void totable_rec(lua_State *L, xa_tensor *t, int dim, int64_t *pos) {
  if (dim == t->ndim) { xa_lua_push_element(L, t, pos); return; }
  lua_createtable(L, (int)t->size[dim], 0);
  for (int64_t i = 0; i < t->size[dim]; i++) {
    pos[dim] = i;
    totable_rec(L, t, dim + 1, pos);
    lua_rawseti(L, -2, i + 1);
  }
}

static int l_totable(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (xa_tensor_device(t) != XA_CPU) { /* read from one host copy */
    xa_tensor **h = xa_lua_slot(L);
    if (xa_tensor_to_device(h, t, XA_CPU)) return xa_lua_fail(L);
    t = *h;
  }
  int64_t pos[XA_MAXDIM] = {0};
  luaL_checkstack(L, t->ndim + 4, "totable");
  totable_rec(L, t, 0, pos);
  return 1;
}

/* ---- views -------------------------------------------------------------- */
/* sizes with at most one -1 inferred from the element count */
static int infer_sizes(lua_State *L, xa_tensor *t, int64_t *size, const char *fn) {
  int ndim = xa_lua_sizes(L, 2, size, true);
  int neg = -1;
  int64_t known = 1;
  for (int d = 0; d < ndim; d++) {
    if (size[d] == -1) {
      if (neg >= 0) luaL_error(L, "%s: only one dimension can be -1", fn);
      neg = d;
    } else {
      if (size[d] > 0 && known > INT64_MAX / size[d])
        luaL_error(L, "%s: tensor of that shape is too large", fn);
      known *= size[d];
    }
  }
  if (neg >= 0) {
    int64_t n = xa_tensor_numel(t);
    char s1[XA_SHAPESTR];
    if (known == 0 || n % known)
      luaL_error(L, "%s: cannot infer the size of dimension %d for input of shape %s", fn, neg + 1,
                 xa_tensor_shape_str(s1, t));
    size[neg] = n / known;
  }
  return ndim;
}

static int l_view(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int64_t size[XA_MAXDIM];
  int nd = infer_sizes(L, t, size, "view");
  return xa_lua_result(L, xa_view(xa_lua_slot(L), t, nd, size));
}

static int l_reshape(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int64_t size[XA_MAXDIM];
  int nd = infer_sizes(L, t, size, "reshape");
  return xa_lua_result(L, xa_reshape(xa_lua_slot(L), t, nd, size));
}

static int l_flatten(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int64_t n = xa_tensor_numel(t);
  return xa_lua_result(L, xa_reshape(xa_lua_slot(L), t, 1, &n));
}

static int l_transpose(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int d0, d1;
  if (lua_isnoneornil(L, 2)) {
    if (t->ndim != 2) {
      char s[XA_SHAPESTR];
      return luaL_error(L, "transpose: without dims the tensor must be 2-D, got shape %s", xa_tensor_shape_str(s, t));
    }
    d0 = 0; d1 = 1;
  } else {
    d0 = xa_lua_checkdim(L, 2, t->ndim, 0);
    d1 = xa_lua_checkdim(L, 3, t->ndim, 0);
  }
  return xa_lua_result(L, xa_transpose(xa_lua_slot(L), t, d0, d1));
}

/* permute(d1, d2, ...) or permute({d1, d2, ...}); dims 1-based, negative from the end */
static int l_permute(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dims[XA_MAXDIM];
  char s[XA_SHAPESTR];
  bool tab = lua_istable(L, 2);
  lua_Integer n = tab ? (lua_Integer)lua_rawlen(L, 2) : lua_gettop(L) - 1;
  if (n != t->ndim)
    return luaL_error(L, "permute: %d dims given for a tensor of shape %s (%d dims)", (int)n,
                      xa_tensor_shape_str(s, t), t->ndim);
  for (int d = 0; d < n; d++) {
    if (tab) lua_rawgeti(L, 2, d + 1); else lua_pushvalue(L, d + 2);
    int isnum;
    lua_Integer v = lua_tointegerx(L, -1, &isnum);
    lua_pop(L, 1);
    if (!isnum) return luaL_error(L, "permute: dims must be integers");
    lua_Integer orig = v;
    if (v < 0) v += t->ndim + 1;
    if (v < 1 || v > t->ndim)
      return luaL_error(L, "permute: dimension %d out of range for a tensor of shape %s",
                        (int)(orig < INT32_MIN ? INT32_MIN : orig > INT32_MAX ? INT32_MAX : orig),
                        xa_tensor_shape_str(s, t));
    dims[d] = (int)v - 1;
  }
  return xa_lua_result(L, xa_permute(xa_lua_slot(L), t, dims));
}

static int l_narrow(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dim = xa_lua_checkdim(L, 2, t->ndim, 0);
  lua_Integer start = luaL_checkinteger(L, 3), len = luaL_checkinteger(L, 4);
  if (start < 0) start += t->size[dim] + 1;
  return xa_lua_result(L, xa_narrow(xa_lua_slot(L), t, dim, start - 1, len));
}

static int l_select(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dim = xa_lua_checkdim(L, 2, t->ndim, 0);
  lua_Integer i = luaL_checkinteger(L, 3);
  if (i < 0) i += t->size[dim] + 1;
  return xa_lua_result(L, xa_select(xa_lua_slot(L), t, dim, i - 1));
}

static int l_squeeze(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dim = lua_isnoneornil(L, 2) ? -1 : xa_lua_checkdim(L, 2, t->ndim, 0);
  return xa_lua_result(L, xa_squeeze(xa_lua_slot(L), t, dim));
}

static int l_unsqueeze(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int dim = xa_lua_checkdim(L, 2, t->ndim, 1);
  return xa_lua_result(L, xa_unsqueeze(xa_lua_slot(L), t, dim));
}

static int l_expand(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int64_t size[XA_MAXDIM];
  int nd;
  if (xa_lua_is(L, 2)) {
    xa_tensor *o = xa_lua_check(L, 2);
    nd = o->ndim;
    memcpy(size, o->size, sizeof size);
  } else nd = xa_lua_sizes(L, 2, size, true);
  return xa_lua_result(L, xa_expand(xa_lua_slot(L), t, nd, size));
}

static int l_contiguous(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (xa_tensor_is_contiguous(t)) { lua_settop(L, 1); return 1; } /* the same Lua object */
  return xa_lua_result(L, xa_contiguous(xa_lua_slot(L), t));
}
static int l_clone(lua_State *L) {
  return xa_lua_result(L, xa_clone(xa_lua_slot(L), xa_lua_check(L, 1)));
}
static int l_detach(lua_State *L) {
  return xa_lua_result(L, xa_detach(xa_lua_slot(L), xa_lua_check(L, 1)));
}

static int l_copy_(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (xa_copy_(t, xa_lua_check(L, 2))) return xa_lua_fail(L);
  lua_settop(L, 1);
  return 1;
}

static int l_fill_(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  double v = lua_isboolean(L, 2) ? lua_toboolean(L, 2) : luaL_checknumber(L, 2);
  if (xa_check_inplace("fill_", t) || xa_tensor_fill(t, v)) return xa_lua_fail(L);
  lua_settop(L, 1);
  return 1;
}

static int l_zero_(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (xa_check_inplace("zero_", t) || xa_tensor_fill(t, 0)) return xa_lua_fail(L);
  lua_settop(L, 1);
  return 1;
}

/* nothing to do: the very same Lua object, so `t:float() == t` holds */
static int to_dtype(lua_State *L, xa_dtype dt) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (t->dtype == dt) { lua_settop(L, 1); return 1; }
  return xa_lua_result(L, xa_to_dtype(xa_lua_slot(L), t, dt));
}
/* t on dev: t itself when it is there, else a copy (differentiable: the gradient goes back
 * to t's device) */
static int to_device(lua_State *L, xa_devtype dev) {
  xa_tensor *t = xa_lua_check(L, 1);
  if (xa_tensor_device(t) == dev) { lua_settop(L, 1); return 1; }
  return xa_lua_result(L, xa_to_device(xa_lua_slot(L), t, dev));
}
static int l_to(lua_State *L) {
  xa_lua_check(L, 1);
  const char *s = luaL_checkstring(L, 2);
  xa_devtype dev;
  if (!xa_device_from_name(s, &dev)) {
    xa_lua_use_device(L, dev);
    return to_device(L, dev);
  }
  xa_dtype dt;
  if (xa_dtype_from_name(s, &dt))
    return luaL_argerror(L, 2, lua_pushfstring(L, "unknown dtype or device '%s' (expected bool, "
                                                  "int64, float32, float64, cpu or cuda)", s));
  return to_dtype(L, dt);
}
static int l_cuda(lua_State *L) {
  xa_lua_check(L, 1);
  xa_lua_use_device(L, XA_CUDA);
  return to_device(L, XA_CUDA);
}
static int l_cpu(lua_State *L) { return to_device(L, XA_CPU); }
static int l_float(lua_State *L) { return to_dtype(L, XA_FLOAT32); }
static int l_double(lua_State *L) { return to_dtype(L, XA_FLOAT64); }
static int l_long(lua_State *L) { return to_dtype(L, XA_INT64); }
static int l_bool(lua_State *L) { return to_dtype(L, XA_BOOL); }

/* ---- autograd ---------------------------------------------------------- */
static int l_backward(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  xa_tensor *g = NULL;
  int opts = 0;
  if (xa_lua_is(L, 2)) g = xa_lua_check(L, 2);
  else if (lua_istable(L, 2)) opts = 2;
  else if (!lua_isnoneornil(L, 2)) return luaL_argerror(L, 2, "gradient tensor or options table expected");
  if (!opts && lua_istable(L, 3)) opts = 3; /* backward(grad, opts) or backward(nil, opts) */
  bool retain = xa_lua_optbool_field(L, opts, "retain_graph", false);
  if (xa_backward(t, g, retain)) return xa_lua_fail(L);
  return 0;
}

static int l_requires_grad_(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  bool on = lua_isnoneornil(L, 2) ? true : lua_toboolean(L, 2);
  if (xa_set_requires_grad("requires_grad_", t, on)) return xa_lua_fail(L);
  lua_settop(L, 1);
  return 1;
}

static int l_zero_grad(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  xa_set_grad(t, NULL); /* dropping needs no memory: cannot fail */
  return 0;
}

static int l_set_grad_enabled(lua_State *L) {
  luaL_checkany(L, 1);
  lua_pushboolean(L, xa_set_grad_enabled(lua_toboolean(L, 1)));
  return 1;
}
static int l_is_grad_enabled(lua_State *L) { lua_pushboolean(L, xa_grad_enabled()); return 1; }

/* ---- runtime ----------------------------------------------------------- */
static int l_manual_seed(lua_State *L) {
  xa_manual_seed((uint64_t)luaL_checkinteger(L, 1));
  return 0;
}
static int l_set_threads(lua_State *L) {
  lua_Integer n = luaL_checkinteger(L, 1);
  if (n < 1 || n > 1024) return luaL_argerror(L, 1, "thread count must be between 1 and 1024");
  xa_set_threads((int)n);
  return 0;
}
static int l_threads(lua_State *L) { lua_pushinteger(L, xa_threads()); return 1; }
static int l_blas(lua_State *L) {
  lua_createtable(L, 0, 3);
  lua_pushstring(L, xa_blas_config()); lua_setfield(L, -2, "config");
  lua_pushstring(L, xa_blas_parallel()); lua_setfield(L, -2, "parallel");
  lua_pushinteger(L, xa_threads()); lua_setfield(L, -2, "threads");
  return 1;
}
static int l_memory(lua_State *L) {
  lua_createtable(L, 0, 3);
  lua_pushinteger(L, xa_mem_live()); lua_setfield(L, -2, "live");
  lua_pushinteger(L, xa_mem_peak()); lua_setfield(L, -2, "peak");
  lua_pushinteger(L, xa_mem_limit()); lua_setfield(L, -2, "limit");
  lua_pushinteger(L, xa_mem_cached()); lua_setfield(L, -2, "cached");
  lua_pushinteger(L, xa_mem_mapped()); lua_setfield(L, -2, "mapped");
  lua_pushinteger(L, xa_mem_mapped_peak()); lua_setfield(L, -2, "mapped_peak");
  lua_pushinteger(L, xa_mem_cached_small()); lua_setfield(L, -2, "cached_small");
  lua_pushboolean(L, xa_mem_caching()); lua_setfield(L, -2, "caching");
#ifdef XATTN_CUDA
  if (xa_backend_for(XA_CUDA)) { /* the device's caching allocator */
    xa_cuda_mem m;
    xa_cuda_memory(&m);
    lua_createtable(L, 0, 8);
    lua_pushinteger(L, m.live); lua_setfield(L, -2, "live");
    lua_pushinteger(L, m.peak); lua_setfield(L, -2, "peak");
    lua_pushinteger(L, m.cached); lua_setfield(L, -2, "cached");
    lua_pushinteger(L, m.reserved); lua_setfield(L, -2, "reserved");
    lua_pushinteger(L, m.reserved_peak); lua_setfield(L, -2, "reserved_peak");
    lua_pushinteger(L, m.limit); lua_setfield(L, -2, "limit");
    lua_pushinteger(L, xa_cuda_device_memory()); lua_setfield(L, -2, "total");
    lua_pushboolean(L, xa_cuda_caching()); lua_setfield(L, -2, "caching");
    lua_setfield(L, -2, "cuda");
  }
#endif
  return 1;
}
static int l_empty_cache(lua_State *L) {
  (void)L;
  xa_mem_empty_cache();
  for (int d = 1; d < XA_NDEVICE; d++)
    if (xa_backend_for((xa_devtype)d)) xa_backend_for((xa_devtype)d)->empty_cache();
  return 0;
}

/* xattn.cuda.available() -> true, or false and the reason */
static int l_cuda_available(lua_State *L) {
#ifdef XATTN_CUDA
  char why[256];
  if (xa_backend_for(XA_CUDA) || xa_cuda_available(why, sizeof why)) {
    lua_pushboolean(L, 1);
    return 1;
  }
  lua_pushboolean(L, 0);
  lua_pushstring(L, why);
#else
  lua_pushboolean(L, 0);
  lua_pushliteral(L, "this build has no CUDA support; rebuild with make CUDA=1");
#endif
  return 2;
}
/* xattn.cuda.synchronize(): waits for the device; raises a kernel's deferred error */
static int l_cuda_synchronize(lua_State *L) {
  xa_lua_use_device(L, XA_CUDA);
#ifdef XATTN_CUDA
  if (xa_cuda_synchronize()) return xa_lua_fail(L);
#endif
  return 0;
}
/* xattn.cuda.device_name() -> the device's name (initialising it) */
static int l_cuda_device_name(lua_State *L) {
  xa_lua_use_device(L, XA_CUDA);
#ifdef XATTN_CUDA
  lua_pushstring(L, xa_cuda_device_name());
#else
  lua_pushnil(L);
#endif
  return 1;
}
/* xattn.cuda.current_device() -> this process's device index (initialising it) */
static int l_cuda_current_device(lua_State *L) {
  xa_lua_use_device(L, XA_CUDA);
#ifdef XATTN_CUDA
  lua_pushinteger(L, xa_cuda_device_index());
#else
  lua_pushnil(L);
#endif
  return 1;
}
static const xa_lreg cuda_regs[] = {
  {"available", l_cuda_available, XA_FUNC, "cuda.available() -> true, or false and the reason "
   "(no CUDA in this build, no device, a driver too old, ...)"},
  {"synchronize", l_cuda_synchronize, XA_FUNC, "cuda.synchronize(); waits for the device's work "
   "and raises the error of a kernel that failed asynchronously"},
  {"device_name", l_cuda_device_name, XA_FUNC, "cuda.device_name() -> the GPU's name"},
  {"current_device", l_cuda_current_device, XA_FUNC, "cuda.current_device() -> the index of this "
   "process's GPU: XATTN_CUDA_DEVICE if set, else the launcher's local rank modulo the GPUs, else 0"},
  {NULL, NULL, 0, NULL},
};
static int l_reset_peak_memory(lua_State *L) { (void)L; xa_mem_reset_peak(); return 0; }
static int l_set_memory_limit(lua_State *L) {
  lua_Integer b = luaL_optinteger(L, 1, 0);
  if (b < 0) return luaL_argerror(L, 1, "limit must be >= 0 bytes (0 = no limit)");
  xa_mem_set_limit(b);
  return 0;
}

static const xa_lreg regs[] = {
  {"tensor", l_tensor, XA_FUNC, "tensor(data [, {dtype=, requires_grad=}]) -> Tensor\n"
   "A tensor from a nested Lua table, a number or boolean (0-dim), or a copy of a tensor.\n"
   "dtype defaults to int64 for integers, bool for booleans, float32 otherwise."},
  {"zeros", l_zeros, XA_FUNC, "zeros(d1, d2, ... | {d1, d2, ...} [, {dtype=, requires_grad=}]) -> Tensor"},
  {"ones", l_ones, XA_FUNC, "ones(d1, d2, ... [, opts]) -> Tensor"},
  {"full", l_full, XA_FUNC, "full(d1, d2, ..., value [, opts]) or full({d1, d2}, value [, opts]) -> Tensor"},
  {"zeros_like", l_zeros_like, XA_FUNC, "zeros_like(t [, opts]) -> Tensor of t's shape and dtype"},
  {"ones_like", l_ones_like, XA_FUNC, "ones_like(t [, opts]) -> Tensor"},
  {"full_like", l_full_like, XA_FUNC, "full_like(t, value [, opts]) -> Tensor"},
  {"rand_like", l_rand_like, XA_FUNC, "rand_like(t [, opts]) -> Tensor, uniform on [0, 1)"},
  {"randn_like", l_randn_like, XA_FUNC, "randn_like(t [, opts]) -> Tensor, standard normal"},
  {"rand", l_rand, XA_FUNC, "rand(d1, d2, ... [, opts]) -> Tensor, uniform on [0, 1) (seeded: manual_seed)"},
  {"randn", l_randn, XA_FUNC, "randn(d1, d2, ... [, opts]) -> Tensor, standard normal (seeded: manual_seed)"},
  {"randint", l_randint, XA_FUNC, "randint(lo, hi, d1, d2, ...) -> int64 Tensor, uniform on [lo, hi)"},
  {"arange", l_arange, XA_FUNC, "arange([start,] stop [, step] [, opts]) -> 1-D Tensor of start, start+step, ... < stop\n"
   "int64 when every argument is an integer, else float32."},
  {"eye", l_eye, XA_FUNC, "eye(n [, m] [, opts]) -> identity matrix (n, m)"},
  {"is_tensor", l_is_tensor, XA_FUNC, "is_tensor(x) -> boolean"},
  {"shape", l_shape, XA_BOTH, "t:shape() -> {d1, d2, ...}"},
  {"size", l_size, XA_BOTH, "t:size([dim]) -> size of dim (1-based, negative from the end), or the shape table"},
  {"stride", l_stride, XA_BOTH, "t:stride([dim]) -> stride in elements of dim, or the stride table"},
  {"dim", l_dim, XA_BOTH, "t:dim() -> number of dimensions"},
  {"numel", l_numel, XA_BOTH, "t:numel() -> number of elements"},
  {"dtype", l_dtype, XA_BOTH, "t:dtype() -> 'bool' | 'int64' | 'float32' | 'float64'"},
  {"device", l_device, XA_FUNC, "device(t | name) -> t's device ('cpu' or 'cuda'; also the field t.device), "
   "or the device name checked (an error for an unknown one or a device that cannot be used)"},
  {"is_contiguous", l_is_contiguous, XA_BOTH, "t:is_contiguous() -> boolean (row-major dense layout)"},
  {"storage_offset", l_storage_offset, XA_METHOD, "t:storage_offset() -> offset in elements into the storage (0-based)"},
  {"item", l_item, XA_BOTH, "t:item() -> the only element as a Lua number (or boolean)"},
  {"get", l_get, XA_METHOD, "t:get(i1, i2, ...) -> element at 1-based position (negative from the end)"},
  {"set", l_set, XA_METHOD, "t:set(i1, i2, ..., value) -> t; writes one element in place"},
  {"_getflat", l_getflat, XA_METHOD, NULL},
  {"_setflat", l_setflat, XA_METHOD, NULL},
  {"totable", l_totable, XA_BOTH, "t:totable() -> nested Lua table of the values"},
  {"view", l_view, XA_BOTH, "t:view(d1, d2, ...) -> view with a new shape (one size may be -1); no copy, "
   "fails if the layout does not allow it (use reshape)"},
  {"reshape", l_reshape, XA_BOTH, "t:reshape(d1, d2, ...) -> view when possible, else a copy (one size may be -1)"},
  {"flatten", l_flatten, XA_BOTH, "t:flatten() -> 1-D tensor of all elements"},
  {"transpose", l_transpose, XA_BOTH, "t:transpose([d1, d2]) -> view with dims d1 and d2 swapped (2-D: no args)"},
  {"t", l_transpose, XA_METHOD, "t:t() -> transpose of a 2-D tensor (a view)"},
  {"permute", l_permute, XA_BOTH, "t:permute(d1, d2, ...) -> view with dims reordered"},
  {"narrow", l_narrow, XA_BOTH, "t:narrow(dim, start, length) -> view of positions start..start+length-1 of dim"},
  {"select", l_select, XA_BOTH, "t:select(dim, index) -> view at index of dim, with dim removed"},
  {"squeeze", l_squeeze, XA_BOTH, "t:squeeze([dim]) -> view without size-1 dims (or only dim, if it has size 1)"},
  {"unsqueeze", l_unsqueeze, XA_BOTH, "t:unsqueeze(dim) -> view with a size-1 dim inserted at dim"},
  {"expand", l_expand, XA_BOTH, "t:expand(d1, d2, ... | other) -> broadcast view (size-1 dims repeat, -1 keeps)"},
  {"contiguous", l_contiguous, XA_BOTH, "t:contiguous() -> t itself if contiguous, else a contiguous copy"},
  {"clone", l_clone, XA_BOTH, "t:clone() -> contiguous copy (differentiable)"},
  {"detach", l_detach, XA_BOTH, "t:detach() -> view of t outside the autograd graph"},
  {"copy_", l_copy_, XA_METHOD, "t:copy_(src) -> t; copies src (broadcast, any dtype) into t in place"},
  {"fill_", l_fill_, XA_METHOD, "t:fill_(value) -> t; fills t in place"},
  {"zero_", l_zero_, XA_METHOD, "t:zero_() -> t; fills t with zeros in place"},
  {"to", l_to, XA_METHOD, "t:to(dtype | device) -> t converted or moved to 'cpu' or 'cuda' (t itself when "
   "nothing changes; a move is differentiable)"},
  {"cuda", l_cuda, XA_METHOD, "t:cuda() -> t on the GPU (t itself when it is there)"},
  {"cpu", l_cpu, XA_METHOD, "t:cpu() -> t on the CPU (t itself when it is there)"},
  {"float", l_float, XA_METHOD, "t:float() -> float32 tensor"},
  {"double", l_double, XA_METHOD, "t:double() -> float64 tensor"},
  {"long", l_long, XA_METHOD, "t:long() -> int64 tensor"},
  {"bool", l_bool, XA_METHOD, "t:bool() -> bool tensor (nonzero is true)"},
  {"backward", l_backward, XA_METHOD, "t:backward([grad] [, {retain_graph=false}])\n"
   "Accumulates d t / d x into x.grad for every leaf x that requires grad. grad defaults to 1 for "
   "a one-element t. The graph's saved values are freed unless retain_graph is true."},
  {"requires_grad_", l_requires_grad_, XA_METHOD, "t:requires_grad_([on=true]) -> t; marks a float leaf tensor as a parameter"},
  {"zero_grad", l_zero_grad, XA_METHOD, "t:zero_grad(); sets t.grad to nil"},
  {"set_grad_enabled", l_set_grad_enabled, XA_FUNC, "set_grad_enabled(on) -> previous setting; with grad off no graph is recorded"},
  {"is_grad_enabled", l_is_grad_enabled, XA_FUNC, "is_grad_enabled() -> boolean"},
  {"manual_seed", l_manual_seed, XA_FUNC, "manual_seed(n); seeds every random op (rand, randn, randint, dropout)"},
  {"set_threads", l_set_threads, XA_FUNC, "set_threads(n); threads for OpenBLAS and xattn's own kernels together"},
  {"threads", l_threads, XA_FUNC, "threads() -> the thread count in effect"},
  {"blas", l_blas, XA_FUNC, "blas() -> {config=, parallel=, threads=}: OpenBLAS's build string and its threading\n"
   "(\"openmp\" shares xattn's thread pool; \"pthread\" runs its own threads, which compete with\n"
   "xattn's kernels for the cores: install libopenblas-openmp-dev and rebuild)"},
  {"memory", l_memory, XA_FUNC, "memory() -> {live=, peak=, limit=, cached=, mapped=, mapped_peak=} bytes of tensor storage\n"
   "cached: freed blocks of 64 KiB or more kept for reuse by size class (see empty_cache);\n"
   "mapped: such blocks mapped now, live or cached; mapped_peak: the most of them live at once\n"
   "(mapped stays under mapped_peak plus max(1/4 of it, 32 MiB)); cached_small: the part of\n"
   "cached in blocks under 64 KiB (at most 8 MiB); caching: false under AddressSanitizer or\n"
   "with XATTN_ALLOC=system in the environment (every block is then freed at once)"},
  {"empty_cache", l_empty_cache, XA_FUNC, "empty_cache(); returns the freed large blocks xattn keeps for reuse to the system"},
  {"reset_peak_memory", l_reset_peak_memory, XA_FUNC, "reset_peak_memory(); peak = live"},
  {"set_memory_limit", l_set_memory_limit, XA_FUNC, "set_memory_limit(bytes); allocations past it raise an error (0 = none)"},
  {NULL, NULL, 0, NULL},
};

void xa_tensor_lua(lua_State *L) {
  xa_lua_register(L, regs);
  xa_lua_sublib(L, "cuda", cuda_regs);
}
