/* Tensor userdata, argument helpers and xa_lua_register (luaopen_xattn and the table of
 * libraries are in lua/registry.c). */
#include "binding.h"
#ifdef XATTN_CUDA
#include "../tensor/cuda/cuda.h"
#endif

#include <math.h>
#include <stdlib.h>
#include <string.h>


typedef struct { xa_tensor *t; } ud_t;

/* ---- userdata ---------------------------------------------------------- */
/* Tensor bytes are invisible to Lua's collector (Torch7's #229), and its incremental steps
 * lag behind garbage whose memory is released by finalizers: measured, a training loop
 * kept every step's activations alive (+270 MB per step) although lua_gc(LUA_GCSTEP) ran
 * hundreds of times. So the binding runs a full collection whenever live tensor memory has
 * grown by a quarter (at least 32 MB) since the last one, as Go's GOGC does. A full cycle
 * walks only the Lua heap: about a millisecond in small programs, 74 ms with the 55 MB of
 * Lua tables of the full kjv-en-es corpus, a few percent of a training step. */
static int64_t gc_next = 64 << 20;

/* The userdata is made before the tensor it will hold, as liolib's newprefile does: the
 * only error here is Lua's out of memory, and then no tensor exists yet to leak. */
xa_tensor **xa_lua_slot(lua_State *L) {
  xa_heap_huge();
  if (xa_mem_live() > gc_next) {
    lua_gc(L, LUA_GCCOLLECT);
    int64_t live = xa_mem_live(), grow = live / 4;
    gc_next = live + (grow > (32 << 20) ? grow : (32 << 20));
  }
  ud_t *u = lua_newuserdatauv(L, sizeof *u, 0);
  u->t = NULL;
  luaL_setmetatable(L, XA_TENSOR_MT);
  return &u->t;
}

int xa_lua_result(lua_State *L, int rc) {
  if (rc) return xa_lua_fail(L);
  return 1;
}

void xa_lua_push(lua_State *L, xa_tensor *t) {
  xa_tensor **slot = xa_lua_slot(L);
  xa_tensor_retain(t);
  *slot = t;
}

bool xa_lua_is(lua_State *L, int idx) { return luaL_testudata(L, idx, XA_TENSOR_MT) != NULL; }

xa_tensor *xa_lua_check(lua_State *L, int idx) {
  ud_t *u = luaL_checkudata(L, idx, XA_TENSOR_MT);
  if (!u->t) luaL_argerror(L, idx, "tensor was closed");
  return u->t;
}

xa_tensor *xa_lua_opt(lua_State *L, int idx) {
  if (lua_isnoneornil(L, idx)) return NULL;
  return xa_lua_check(L, idx);
}

int xa_lua_fail(lua_State *L) { return luaL_error(L, "%s", xa_errmsg()); }

static int t_gc(lua_State *L) {
  ud_t *u = luaL_checkudata(L, 1, XA_TENSOR_MT);
  xa_tensor_release(u->t);
  u->t = NULL;
  return 0;
}

/* ---- elements ----------------------------------------------------------- */
static int64_t elem_offset(const xa_tensor *t, const int64_t *idx) {
  int64_t off = t->offset;
  for (int d = 0; d < t->ndim; d++) off += idx[d] * t->stride[d];
  return off;
}

/* the bytes of the element at storage offset off of t into buf (a device's through its
 * backend) */
static const void *elem_bytes(const xa_tensor *t, int64_t off, void *buf) {
  size_t es = xa_dtype_size(t->dtype);
  const char *p = (const char *)t->storage->data + off * (int64_t)es;
  if (xa_tensor_device(t) == XA_CPU) return p;
  xa_backend_of(t)->to_host(buf, p, es);
  return buf;
}

void xa_lua_push_element(lua_State *L, const xa_tensor *t, const int64_t *idx) {
  int64_t off = elem_offset(t, idx);
  double buf;
  const void *base = elem_bytes(t, off, &buf); /* the element itself */
  off = 0;
  switch (t->dtype) {
  case XA_BOOL: lua_pushboolean(L, ((const uint8_t *)base)[off] != 0); break;
  case XA_INT64: lua_pushinteger(L, (lua_Integer)((const int64_t *)base)[off]); break;
  case XA_FLOAT32: lua_pushnumber(L, ((const float *)base)[off]); break;
  default: lua_pushnumber(L, ((const double *)base)[off]); break;
  }
}

void xa_lua_set_element(lua_State *L, xa_tensor *t, const int64_t *idx, int vi) {
  if (xa_tensor_device(t) != XA_CPU) { /* one element through the device's backend */
    union { double d; float f; int64_t i; uint8_t b; } v;
    double x = lua_isboolean(L, vi) ? lua_toboolean(L, vi) : luaL_checknumber(L, vi);
    switch (t->dtype) {
    case XA_BOOL: v.b = x != 0; break;
    case XA_INT64: v.i = lua_isinteger(L, vi) ? (int64_t)lua_tointeger(L, vi) : (int64_t)x; break;
    case XA_FLOAT32: v.f = (float)x; break;
    default: v.d = x; break;
    }
    size_t es = xa_dtype_size(t->dtype);
    xa_backend_of(t)->from_host((char *)t->storage->data + elem_offset(t, idx) * (int64_t)es, &v, es);
    t->storage->version++;
    return;
  }
  if (t->dtype == XA_INT64 && lua_isinteger(L, vi)) {
    ((int64_t *)t->storage->data)[elem_offset(t, idx)] = (int64_t)lua_tointeger(L, vi);
    t->storage->version++;
    return;
  }
  double v = lua_isboolean(L, vi) ? lua_toboolean(L, vi) : luaL_checknumber(L, vi);
  xa_tensor_set(t, idx, v);
}

/* ---- argument helpers -------------------------------------------------- */
int xa_lua_checkdim(lua_State *L, int idx, int ndim, int extra) {
  lua_Integer d = luaL_checkinteger(L, idx);
  int n = ndim + extra;
  if (d < 0) d += n + 1;
  if (d < 1 || d > n) {
    if (n == 0) return luaL_argerror(L, idx, lua_pushfstring(L, "dimension out of range (a 0-dim tensor has no dimension)"));
    return luaL_argerror(L, idx, lua_pushfstring(L, "dimension out of range (expected %d to %d, got %d)",
                                                -n, n, (int)luaL_checkinteger(L, idx)));
  }
  return (int)d - 1;
}

int xa_lua_optdim(lua_State *L, int idx, int ndim, int def) {
  if (lua_isnoneornil(L, idx)) return def;
  return xa_lua_checkdim(L, idx, ndim, 0);
}

static bool is_options_table(lua_State *L, int idx) {
  if (!lua_istable(L, idx)) return false;
  if (lua_rawlen(L, idx) > 0) return false;
  lua_pushnil(L);
  if (lua_next(L, idx)) { lua_pop(L, 2); return true; }
  return false; /* empty table: a 0-dim shape */
}

int xa_lua_sizes(lua_State *L, int idx, int64_t *size, bool allow_neg) {
  int n = 0;
  if (lua_istable(L, idx) && !is_options_table(L, idx)) {
    lua_Integer len = (lua_Integer)lua_rawlen(L, idx);
    if (len > XA_MAXDIM) luaL_argerror(L, idx, lua_pushfstring(L, "at most %d dimensions", XA_MAXDIM));
    for (lua_Integer i = 1; i <= len; i++) {
      lua_rawgeti(L, idx, i);
      int isnum;
      lua_Integer v = lua_tointegerx(L, -1, &isnum);
      lua_pop(L, 1);
      if (!isnum) luaL_argerror(L, idx, "sizes must be integers");
      if (v < 0 && !(allow_neg && v == -1)) luaL_argerror(L, idx, lua_pushfstring(L, "negative size %d", (int)v));
      size[n++] = v;
    }
    if (!lua_isnoneornil(L, idx + 1) && !is_options_table(L, idx + 1))
      luaL_argerror(L, idx + 1, "unexpected argument after the table of sizes");
    return n;
  }
  int top = lua_gettop(L);
  for (int i = idx; i <= top; i++) {
    if (lua_istable(L, i) || lua_isnil(L, i)) break;
    int isnum;
    lua_Integer v = lua_tointegerx(L, i, &isnum);
    if (!isnum) luaL_argerror(L, i, lua_pushfstring(L, "size must be an integer, got %s", luaL_typename(L, i)));
    if (v < 0 && !(allow_neg && v == -1)) luaL_argerror(L, i, lua_pushfstring(L, "negative size %d", (int)v));
    if (n == XA_MAXDIM) luaL_argerror(L, i, lua_pushfstring(L, "at most %d dimensions", XA_MAXDIM));
    size[n++] = v;
  }
  return n;
}

void xa_lua_check_operand(lua_State *L, int idx) {
  if (xa_lua_is(L, idx)) { xa_lua_check(L, idx); return; }
  int ty = lua_type(L, idx);
  if (ty != LUA_TBOOLEAN && ty != LUA_TNUMBER)
    luaL_argerror(L, idx, lua_pushfstring(L, "xattn.Tensor or number expected, got %s", luaL_typename(L, idx)));
}

xa_tensor *xa_lua_operand(lua_State *L, int idx, const xa_tensor *like) {
  if (xa_lua_is(L, idx)) return xa_lua_check(L, idx);
  xa_devtype dev = like ? xa_tensor_device(like) : XA_CPU;
  if (lua_type(L, idx) == LUA_TBOOLEAN) {
    xa_tensor **r = xa_lua_slot(L);
    if (xa_scalar_on(r, dev, XA_BOOL, lua_toboolean(L, idx))) xa_lua_fail(L);
    return *r;
  }
  if (!lua_isnumber(L, idx))
    luaL_argerror(L, idx, lua_pushfstring(L, "xattn.Tensor or number expected, got %s", luaL_typename(L, idx)));
  xa_dtype dt = like ? like->dtype : XA_FLOAT32;
  double v = lua_tonumber(L, idx);
  if (!xa_dtype_is_float(dt) && (!lua_isinteger(L, idx) || dt == XA_BOOL)) {
    if (lua_isinteger(L, idx)) dt = XA_INT64;
    else dt = XA_FLOAT32;
  }
  xa_tensor **r = xa_lua_slot(L);
  if (xa_scalar_on(r, dev, dt, v)) xa_lua_fail(L);
  return *r;
}

xa_dtype xa_lua_optdtype(lua_State *L, int idx, xa_dtype def) {
  if (idx <= 0 || !lua_istable(L, idx)) return def;
  lua_getfield(L, idx, "dtype");
  if (lua_isnil(L, -1)) { lua_pop(L, 1); return def; }
  const char *s = lua_tostring(L, -1);
  xa_dtype dt;
  if (!s || xa_dtype_from_name(s, &dt)) {
    lua_pop(L, 1);
    luaL_argerror(L, idx, s ? xa_errmsg() : "dtype must be a string");
  }
  lua_pop(L, 1);
  return dt;
}

/* ---- devices ------------------------------------------------------------ */
int xa_lua_use_device(lua_State *L, xa_devtype dev) {
  if (xa_backend_for(dev)) return 0;
#ifdef XATTN_CUDA
  if (dev == XA_CUDA) {
    /* the device is initialised on first use, so that a build with CUDA starts (and runs
     * on the CPU) on a machine without a GPU */
    if (xa_cuda_backend_register()) return luaL_error(L, "%s", xa_errmsg()); /* names the reason */
    return 0;
  }
#endif
  return luaL_error(L, "%s: this build has no CUDA support (rebuild with make CUDA=1)",
                    xa_device_name(dev));
}

xa_devtype xa_lua_checkdevice(lua_State *L, int idx) {
  const char *s = luaL_checkstring(L, idx);
  xa_devtype dev;
  if (xa_device_from_name(s, &dev)) luaL_argerror(L, idx, xa_errmsg());
  xa_lua_use_device(L, dev);
  return dev;
}

xa_devtype xa_lua_optdevice(lua_State *L, int idx, xa_devtype def) {
  if (idx <= 0 || !lua_istable(L, idx)) return def;
  lua_getfield(L, idx, "device");
  if (lua_isnil(L, -1)) { lua_pop(L, 1); return def; }
  const char *s = lua_tostring(L, -1);
  xa_devtype dev;
  if (!s || xa_device_from_name(s, &dev)) {
    lua_pop(L, 1);
    luaL_argerror(L, idx, s ? xa_errmsg() : "device must be a string ('cpu' or 'cuda')");
  }
  lua_pop(L, 1);
  xa_lua_use_device(L, dev);
  return dev;
}

void xa_lua_move_slot(lua_State *L, xa_tensor **slot, xa_devtype dev) {
  if (xa_tensor_device(*slot) == dev) return;
  xa_tensor *m;
  if (xa_tensor_to_device(&m, *slot, dev)) xa_lua_fail(L);
  xa_tensor_release(*slot);
  *slot = m;
}

bool xa_lua_optbool_field(lua_State *L, int idx, const char *key, bool def) {
  if (idx <= 0 || !lua_istable(L, idx)) return def;
  lua_getfield(L, idx, key);
  bool r = lua_isnil(L, -1) ? def : lua_toboolean(L, -1);
  lua_pop(L, 1);
  return r;
}

void xa_lua_attention_opts(lua_State *L, int idx, const xa_tensor *q, xa_tensor **mask,
                           double *scale, double *dropout) {
  *mask = NULL;
  /* as Lua computes it: dh ^ -0.5 */
  *scale = q->ndim == 4 && q->size[3] > 0 ? pow((double)q->size[3], -0.5) : 1.0;
  *dropout = 0;
  if (lua_isnoneornil(L, idx)) return;
  luaL_checktype(L, idx, LUA_TTABLE);
  lua_getfield(L, idx, "mask");
  if (!lua_isnil(L, -1)) {
    if (!xa_lua_is(L, -1)) luaL_argerror(L, idx, "mask must be a bool tensor or nil");
    *mask = xa_lua_check(L, -1); /* the options table keeps it alive */
  }
  lua_pop(L, 1);
  *scale = xa_lua_optnum_field(L, idx, "scale", *scale);
  *dropout = xa_lua_optnum_field(L, idx, "dropout", 0.0);
}

double xa_lua_optnum_field(lua_State *L, int idx, const char *key, double def) {
  if (idx <= 0 || !lua_istable(L, idx)) return def;
  lua_getfield(L, idx, key);
  double r = def;
  if (!lua_isnil(L, -1)) {
    int ok;
    r = lua_tonumberx(L, -1, &ok);
    if (!ok) { lua_pop(L, 1); luaL_argerror(L, idx, lua_pushfstring(L, "option '%s' must be a number", key)); }
  }
  lua_pop(L, 1);
  return r;
}

/* ---- index arguments ------------------------------------------------------ */
xa_tensor *xa_lua_check_index(lua_State *L, int idx, const char *fn, int64_t size,
                              const char *what) {
  xa_tensor *index = xa_lua_check(L, idx);
  char s[XA_SHAPESTR];
  if (index->dtype != XA_INT64)
    luaL_error(L, "%s: index must be an int64 tensor of 1-based positions, got %s (shape %s)", fn,
               xa_dtype_name(index->dtype), xa_tensor_shape_str(s, index));
  if (xa_check_index(fn, index, 1, size, what)) xa_lua_fail(L);
  return index;
}

xa_tensor *xa_lua_zero_based(lua_State *L, xa_tensor *index) {
  xa_tensor **r = xa_lua_slot(L);
  if (xa_affine(r, index, 1.0, -1.0)) xa_lua_fail(L);
  return *r;
}

/* ---- registration ------------------------------------------------------ */
void xa_lua_register(lua_State *L, const xa_lreg *regs) {
  lua_getfield(L, LUA_REGISTRYINDEX, XA_REG_MODULE);
  lua_getfield(L, LUA_REGISTRYINDEX, XA_REG_METHODS);
  lua_getfield(L, LUA_REGISTRYINDEX, XA_REG_DOC);
  int mod = lua_gettop(L) - 2, meth = mod + 1, doc = mod + 2;
  for (const xa_lreg *r = regs; r->name; r++) {
    if (r->where & XA_FUNC) { lua_pushcfunction(L, r->fn); lua_setfield(L, mod, r->name); }
    if (r->where & XA_METHOD) { lua_pushcfunction(L, r->fn); lua_setfield(L, meth, r->name); }
    if (r->doc) { lua_pushstring(L, r->doc); lua_setfield(L, doc, r->name); }
  }
  lua_pop(L, 3);
}

/* ---- __index / __newindex ---------------------------------------------- */
static int t_index(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int kt = lua_type(L, 2);
  if (kt == LUA_TTABLE) return xa_lua_index_table(L, t, 2); /* t[{i, {a, b}, {}}] */
  if (kt == LUA_TNUMBER) { /* t[i]: a number for 1-D, else a sub-tensor */
    int isint;
    lua_tointegerx(L, 2, &isint);
    if (!isint) return xa_lua_bad_key(L, t, 2, false); /* t[1.5] */
    if (t->ndim == 0) return luaL_error(L, "index: cannot index a 0-dim tensor (use item())");
    lua_Integer i = luaL_checkinteger(L, 2);
    if (i < 0) i += t->size[0] + 1;
    if (i < 1 || i > t->size[0])
      return luaL_error(L, "index: index %d out of range for dimension 1 of size %d",
                        (int)luaL_checkinteger(L, 2), (int)t->size[0]);
    if (t->ndim == 1 && !xa_requires_grad(t)) {
      int64_t idx = i - 1;
      xa_lua_push_element(L, t, &idx);
      return 1;
    }
    return xa_lua_result(L, xa_select(xa_lua_slot(L), t, 0, i - 1));
  }
  if (kt != LUA_TSTRING) return xa_lua_bad_key(L, t, 2, false);
  const char *k = lua_tostring(L, 2);
  if (!strcmp(k, "grad")) {
    xa_tensor *g = xa_grad(t);
    if (g) xa_lua_push(L, g);
    else lua_pushnil(L);
    return 1;
  }
  if (!strcmp(k, "requires_grad")) { lua_pushboolean(L, xa_requires_grad(t)); return 1; }
  if (!strcmp(k, "device")) { lua_pushstring(L, xa_device_name(xa_tensor_device(t))); return 1; }
  if (!strcmp(k, "is_leaf")) { lua_pushboolean(L, xa_grad_fn(t) == NULL); return 1; }
  if (!strcmp(k, "grad_fn")) {
    if (xa_grad_fn(t)) lua_pushstring(L, xa_grad_fn(t)->name); else lua_pushnil(L);
    return 1;
  }
  lua_getfield(L, LUA_REGISTRYINDEX, XA_REG_METHODS);
  lua_pushvalue(L, 2);
  /* a misspelt name is a mistake, not a feature test (PyTorch raises AttributeError);
   * xattn.Tensor.name tells whether a method exists */
  if (lua_rawget(L, -2) == LUA_TNIL)
    return luaL_error(L, "xattn.Tensor has no field or method '%s' (fields: grad, requires_grad, "
                      "device, is_leaf, grad_fn; xattn.Tensor holds the methods)", k);
  return 1;
}

static int t_newindex(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  int kt = lua_type(L, 2);
  if (kt == LUA_TTABLE) return xa_lua_newindex_table(L, t, 2, 3); /* t[{i, {a, b}}] = v */
  if (kt == LUA_TNUMBER) { /* t[i] = v */
    int isint;
    lua_tointegerx(L, 2, &isint);
    if (!isint) return xa_lua_bad_key(L, t, 2, true);
    if (t->ndim == 0) return luaL_error(L, "index: cannot index a 0-dim tensor");
    if (xa_check_inplace("index assignment", t)) return xa_lua_fail(L);
    lua_Integer i = luaL_checkinteger(L, 2);
    if (i < 0) i += t->size[0] + 1;
    if (i < 1 || i > t->size[0])
      return luaL_error(L, "index: index %d out of range for dimension 1 of size %d",
                        (int)luaL_checkinteger(L, 2), (int)t->size[0]);
    /* check the value before the row view exists: a raised error must not leak it */
    xa_tensor *src = xa_lua_is(L, 3) ? xa_lua_check(L, 3) : NULL;
    if (!src && lua_type(L, 3) != LUA_TNUMBER && !lua_isboolean(L, 3))
      return luaL_argerror(L, 3, "number, boolean or tensor expected");
    if (!src && t->ndim == 1) {
      int64_t idx = i - 1;
      xa_lua_set_element(L, t, &idx, 3);
      return 0;
    }
    xa_tensor *row;
    if (xa_select(&row, t, 0, i - 1)) return xa_lua_fail(L);
    int rc = src ? xa_copy_(row, src)
                 : xa_tensor_fill(row, lua_isboolean(L, 3) ? lua_toboolean(L, 3) : lua_tonumber(L, 3));
    xa_tensor_release(row);
    if (rc) return xa_lua_fail(L);
    return 0;
  }
  if (kt != LUA_TSTRING) return xa_lua_bad_key(L, t, 2, true);
  const char *k = lua_tostring(L, 2);
  if (!strcmp(k, "grad")) {
    xa_tensor *g = xa_lua_opt(L, 3);
    if (g) {
      char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
      if (!xa_same_shape(g, t) || g->dtype != t->dtype)
        return luaL_error(L, "grad: assigned gradient (%s %s) must match the tensor (%s %s)",
                          xa_dtype_name(g->dtype), xa_tensor_shape_str(s1, g),
                          xa_dtype_name(t->dtype), xa_tensor_shape_str(s2, t));
    }
    if (xa_set_grad(t, g)) return xa_lua_fail(L);
    return 0;
  }
  if (!strcmp(k, "requires_grad")) {
    if (xa_set_requires_grad("requires_grad", t, lua_toboolean(L, 3))) return xa_lua_fail(L);
    return 0;
  }
  return luaL_error(L, "xattn.Tensor: cannot set field '%s' (only grad, requires_grad, t[i] or "
                    "t[{i, j, ...}])", k);
}

static int t_len(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  lua_pushinteger(L, t->ndim ? t->size[0] : 0);
  return 1;
}

/* ---- arithmetic metamethods -------------------------------------------- */
static int arith(lua_State *L, xa_binop op) {
  xa_tensor *like = xa_lua_is(L, 1) ? xa_lua_check(L, 1) : xa_lua_check(L, 2);
  xa_lua_check_operand(L, 1);
  xa_lua_check_operand(L, 2); /* both checked before anything is allocated */
  xa_tensor *a = xa_lua_operand(L, 1, like);
  xa_tensor *b = xa_lua_operand(L, 2, like);
  return xa_lua_result(L, xa_binary(xa_lua_slot(L), op, a, b));
}
static int t_add(lua_State *L) { return arith(L, XA_ADD); }
static int t_sub(lua_State *L) { return arith(L, XA_SUB); }
static int t_mul(lua_State *L) { return arith(L, XA_MUL); }
static int t_div(lua_State *L) { return arith(L, XA_DIV); }
static int t_pow(lua_State *L) {
  if (xa_lua_is(L, 1) && lua_type(L, 2) == LUA_TNUMBER) {
    return xa_lua_result(L, xa_pow_scalar(xa_lua_slot(L), xa_lua_check(L, 1), lua_tonumber(L, 2)));
  }
  return arith(L, XA_POW);
}
static int t_unm(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  return xa_lua_result(L, xa_unary(xa_lua_slot(L), XA_NEG, t));
}

/* Lua turns the result of < and <= into a boolean, so they cannot be elementwise: they
 * compare one-element tensors (or a tensor and a number) and refuse anything larger.
 * == stays identity (Lua's default), so tensors work as table keys. */
static double scalar_of(lua_State *L, int idx, const char *op) {
  if (lua_type(L, idx) == LUA_TNUMBER) return lua_tonumber(L, idx);
  xa_tensor *t = xa_lua_check(L, idx);
  if (xa_tensor_numel(t) != 1) {
    char s[XA_SHAPESTR];
    luaL_error(L, "xattn.Tensor: '%s' compares one-element tensors, not shape %s; use "
               "t:%s(u) for an elementwise comparison", op, xa_tensor_shape_str(s, t),
               op[1] ? "le" : "lt");
  }
  return xa_tensor_get_flat(t, 0);
}
static int t_lt(lua_State *L) {
  double a = scalar_of(L, 1, "<"), b = scalar_of(L, 2, "<");
  lua_pushboolean(L, a < b);
  return 1;
}
static int t_le(lua_State *L) {
  double a = scalar_of(L, 1, "<="), b = scalar_of(L, 2, "<=");
  lua_pushboolean(L, a <= b);
  return 1;
}

/* ---- printing ---------------------------------------------------------- */
typedef struct { char *p; size_t n, cap; } sbuf;

static void sb_add(sbuf *b, const char *s, size_t n) {
  if (b->n + n + 1 > b->cap) {
    size_t nc = (b->cap ? b->cap * 2 : 1024);
    while (nc < b->n + n + 1) nc *= 2;
    char *np = realloc(b->p, nc);
    if (!np) return; /* output is cut short rather than crashing */
    b->p = np;
    b->cap = nc;
  }
  memcpy(b->p + b->n, s, n);
  b->n += n;
  b->p[b->n] = 0;
}
static void sb_str(sbuf *b, const char *s) { sb_add(b, s, strlen(s)); }

typedef struct {
  int mode;       /* 0 int, 1 fixed, 2 scientific, 3 bool, 4 integral floats */
  int width, prec;
  int edge;       /* summarise: show `edge` items at each end of long dims; 0 = all */
} fmt_t;

/* the element at storage offset off, right-aligned in width w (0: natural width);
 * returns its length. int64 is read as int64 (a double would round past 2^53). */
static int fmt_elem(char *out, size_t cap, const fmt_t *f, int w, const xa_tensor *t, int64_t off) {
  const void *base = t->storage->data;
  if (f->mode == 0) return snprintf(out, cap, "%*lld", w, (long long)((const int64_t *)base)[off]);
  double v = t->dtype == XA_FLOAT32 ? ((const float *)base)[off]
           : t->dtype == XA_FLOAT64 ? ((const double *)base)[off]
           : t->dtype == XA_BOOL ? ((const uint8_t *)base)[off]
           : (double)((const int64_t *)base)[off];
  if (f->mode != 3 && isnan(v)) return snprintf(out, cap, "%*s", w, "nan"); /* never "-nan" */
  switch (f->mode) {
  case 3: return snprintf(out, cap, "%*s", w, v != 0 ? "true" : "false");
  case 4:
    if (isfinite(v)) return snprintf(out, cap, "%*.0f.", w > 0 ? w - 1 : 0, v);
    return snprintf(out, cap, "%*g", w, v);
  case 1: return snprintf(out, cap, "%*.*f", w, f->prec, v);
  default: return snprintf(out, cap, "%*.*e", w, f->prec, v);
  }
}

static bool show_index(const fmt_t *f, int64_t i, int64_t n) {
  return !f->edge || n <= 2 * f->edge || i < f->edge || i >= n - f->edge;
}

static void print_rec(sbuf *b, const xa_tensor *t, const fmt_t *f, int dim, int64_t off, int indent) {
  char v[64];
  if (dim == t->ndim) {
    fmt_elem(v, sizeof v, f, f->width, t, off);
    sb_str(b, v);
    return;
  }
  sb_str(b, "[");
  int64_t n = t->size[dim];
  for (int64_t i = 0; i < n; i++) {
    if (!show_index(f, i, n)) { /* i == edge: the hidden middle, skipped in one go */
      if (dim == t->ndim - 1) sb_str(b, "..., ");
      else {
        sb_str(b, "...,\n");
        for (int k = 0; k < indent + 1; k++) sb_str(b, " ");
      }
      i = n - f->edge - 1; /* an expanded dim may hold 2^62 elements */
      continue;
    }
    print_rec(b, t, f, dim + 1, off + i * t->stride[dim], indent + 1);
    if (i < n - 1) {
      if (dim == t->ndim - 1) sb_str(b, ", ");
      else {
        sb_str(b, ",");
        for (int k = dim; k < t->ndim - 1; k++) sb_str(b, "\n");
        for (int k = 0; k < indent + 1; k++) sb_str(b, " ");
      }
    }
  }
  sb_str(b, "]");
}

/* walks the storage offsets of the elements that will be printed (summaries hide
 * the middle of long dims) in row-major order: cost O(shown), not O(numel) */
typedef struct { int64_t idx[XA_MAXDIM]; bool done; } walk_t;

static int64_t walk_offset(const xa_tensor *t, const walk_t *w) {
  int64_t o = t->offset;
  for (int d = 0; d < t->ndim; d++) o += w->idx[d] * t->stride[d];
  return o;
}

static void walk_next(const xa_tensor *t, const fmt_t *f, walk_t *w) {
  for (int d = t->ndim - 1; d >= 0; d--) {
    int64_t n = t->size[d];
    if (++w->idx[d] == f->edge && f->edge && n > 2 * f->edge) w->idx[d] = n - f->edge;
    if (w->idx[d] < n) return;
    w->idx[d] = 0;
  }
  w->done = true;
}

/* choose a format from the values that will be shown, then the width of the widest */
static void choose_format(const xa_tensor *t, fmt_t *f) {
  f->prec = 4;
  walk_t w;
  if (t->dtype == XA_BOOL) f->mode = 3;
  else if (t->dtype == XA_INT64) f->mode = 0;
  else {
    double amax = 0, amin = INFINITY;
    bool integral = true;
    for (w = (walk_t){{0}, false}; !w.done; walk_next(t, f, &w)) {
      int64_t off = walk_offset(t, &w);
      double v = t->dtype == XA_FLOAT32 ? ((const float *)t->storage->data)[off]
                                        : ((const double *)t->storage->data)[off];
      if (!isfinite(v)) continue;
      double a = fabs(v);
      if (a > amax) amax = a;
      if (a > 0 && a < amin) amin = a;
      if (v != floor(v)) integral = false;
    }
    if (integral && amax < 1e8) f->mode = 4;
    else if (amax >= 1e5 || (amin < 1e-4 && amin > 0)) f->mode = 2;
    else f->mode = 1;
  }
  char tmp[64];
  f->width = 1;
  for (w = (walk_t){{0}, false}; !w.done; walk_next(t, f, &w)) {
    int len = fmt_elem(tmp, sizeof tmp, f, 0, t, walk_offset(t, &w));
    if (len > f->width) f->width = len;
  }
}

static int t_tostring(lua_State *L) {
  ud_t *u = luaL_checkudata(L, 1, XA_TENSOR_MT);
  if (!u->t) { lua_pushliteral(L, "xattn.Tensor (closed)"); return 1; }
  xa_tensor *t = u->t, *host = NULL;
  if (xa_tensor_device(t) != XA_CPU) { /* printed from a host copy */
    if (xa_tensor_to_device(&host, t, XA_CPU)) return xa_lua_fail(L);
    t = host;
  }
  sbuf b = {0};
  fmt_t f = {0};
  int64_t n = xa_tensor_numel(t);
  f.edge = n > 1000 ? 3 : 0;
  char s[XA_SHAPESTR];
  if (n == 0) {
    sb_str(&b, "[]");
  } else {
    choose_format(t, &f);
    sb_str(&b, "");
    print_rec(&b, t, &f, 0, t->offset, 0);
  }
  char tail[256];
  xa_tensor *o = u->t;
  snprintf(tail, sizeof tail, "\n[xattn.Tensor %s %s%s%s%s%s]", xa_dtype_name(o->dtype),
           xa_tensor_shape_str(s, o), host ? ", device=cuda" : "", xa_grad_fn(o) ? ", grad_fn=" : "",
           xa_grad_fn(o) ? xa_grad_fn(o)->name : "",
           (xa_requires_grad(o) && !xa_grad_fn(o)) ? ", requires_grad" : "");
  xa_tensor_release(host);
  sb_str(&b, tail);
  lua_pushlstring(L, b.p ? b.p : "", b.n);
  free(b.p);
  return 1;
}

/* ---- the module table and the tensor type ----------------------------------- */
void xa_lua_module_new(lua_State *L) {
  lua_newtable(L); /* the module */
  int mod = lua_gettop(L);
  lua_pushvalue(L, mod);
  lua_setfield(L, LUA_REGISTRYINDEX, XA_REG_MODULE);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, XA_REG_METHODS);
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_setfield(L, LUA_REGISTRYINDEX, XA_REG_DOC);
  lua_setfield(L, mod, "_doc");

  if (luaL_newmetatable(L, XA_TENSOR_MT)) {
    static const luaL_Reg meta[] = {
      {"__gc", t_gc}, {"__close", t_gc}, {"__tostring", t_tostring}, {"__index", t_index},
      {"__newindex", t_newindex}, {"__len", t_len}, {"__add", t_add}, {"__sub", t_sub},
      {"__mul", t_mul}, {"__div", t_div}, {"__pow", t_pow}, {"__unm", t_unm}, {"__lt", t_lt},
      {"__le", t_le}, {NULL, NULL}};
    luaL_setfuncs(L, meta, 0);
  }
  lua_getfield(L, LUA_REGISTRYINDEX, XA_REG_METHODS);
  lua_setfield(L, mod, "Tensor"); /* xattn.Tensor: the method table, for extension */
  lua_setfield(L, mod, "_meta");
}
