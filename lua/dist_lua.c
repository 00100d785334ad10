/* The C side of xattn.dist (lua/xattn/dist.lua wraps these): MPI start-up, collectives
 * under the watchdog, checksums and the bucketed gradient reducer (lua/dist.h). */
#define _GNU_SOURCE /* sched_getaffinity */
#include "binding.h"
#include "dist.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define REDUCER_MT "xattn.dist.Reducer"

static int l_compiled(lua_State *L) {
  const char *why = NULL;
  bool ok = xa_dist_compiled(&why);
  lua_pushboolean(L, ok);
  if (why) lua_pushstring(L, why); else lua_pushnil(L);
  lua_pushstring(L, xa_dist_library());
  return 3;
}

static int l_init(lua_State *L) {
  if (xa_dist_init()) return xa_lua_fail(L);
  return 0;
}

static int l_info(lua_State *L) {
  lua_createtable(L, 0, 4);
  lua_pushboolean(L, xa_dist_initialized());
  lua_setfield(L, -2, "initialized");
  lua_pushinteger(L, xa_dist_rank());
  lua_setfield(L, -2, "rank");
  lua_pushinteger(L, xa_dist_size());
  lua_setfield(L, -2, "size");
  lua_createtable(L, xa_dist_size(), 0);
  for (int p = 0; p < xa_dist_size(); p++) {
    lua_pushstring(L, xa_dist_initialized() ? xa_dist_host(p) : "localhost");
    lua_rawseti(L, -2, p + 1);
  }
  lua_setfield(L, -2, "hosts");
  return 1;
}

static xa_dist_op check_op(lua_State *L, int idx) {
  static const char *const ops[] = {"sum", "max", "min", NULL};
  int k = luaL_checkoption(L, idx, "sum", ops);
  return k == 1 ? XA_DIST_MAX : k == 2 ? XA_DIST_MIN : XA_DIST_SUM;
}

/* a tensor whose bytes can be exchanged in place: contiguous */
static xa_tensor *check_buffer(lua_State *L, int idx, const char *fn) {
  xa_tensor *t = xa_lua_check(L, idx);
  char s[XA_SHAPESTR];
  if (!xa_tensor_is_contiguous(t))
    luaL_error(L, "%s: the tensor %s is not contiguous (call :contiguous() first)", fn, xa_tensor_shape_str(s, t));
  return t;
}

static int l_allreduce(lua_State *L) {
  xa_tensor *t = check_buffer(L, 1, "dist.allreduce");
  xa_dist_op op = check_op(L, 2);
  const char *what = luaL_optstring(L, 3, "dist.allreduce");
  if (t->dtype != XA_FLOAT32 && t->dtype != XA_FLOAT64 && t->dtype != XA_INT64)
    return luaL_error(L, "dist.allreduce: a %s tensor cannot be reduced (float32, float64 or int64)",
                      xa_dtype_name(t->dtype));
  if (xa_dist_allreduce(xa_tensor_data(t), xa_tensor_numel(t), t->dtype, op, what)) return xa_lua_fail(L);
  t->storage->version++;
  lua_settop(L, 1);
  return 1;
}

static int l_bcast(lua_State *L) {
  xa_tensor *t = check_buffer(L, 1, "dist.broadcast");
  int root = (int)luaL_checkinteger(L, 2);
  const char *what = luaL_optstring(L, 3, "dist.broadcast");
  if (xa_dist_bcast(xa_tensor_data(t), xa_tensor_numel(t) * (int64_t)xa_dtype_size(t->dtype), root, what))
    return xa_lua_fail(L);
  t->storage->version++;
  lua_settop(L, 1);
  return 1;
}

static int l_allgather(lua_State *L) {
  size_t n;
  const char *s = luaL_checklstring(L, 1, &n);
  const char *what = luaL_optstring(L, 2, "dist.allgather");
  char *out;
  int64_t *lens;
  if (xa_dist_allgather(s, (int64_t)n, &out, &lens, what)) return xa_lua_fail(L);
  int size = xa_dist_size();
  lua_createtable(L, size, 0);
  int64_t off = 0;
  for (int p = 0; p < size; p++) {
    lua_pushlstring(L, out + off, (size_t)lens[p]);
    lua_rawseti(L, -2, p + 1);
    off += lens[p];
  }
  free(out);
  free(lens);
  return 1;
}

/* bcast_string(s | nil, root [, what]) -> root's string on every rank */
static int l_bcast_string(lua_State *L) {
  int root = (int)luaL_checkinteger(L, 2);
  const char *what = luaL_optstring(L, 3, "dist.broadcast");
  size_t n = 0;
  const char *s = NULL;
  if (xa_dist_rank() == root) s = luaL_checklstring(L, 1, &n);
  int64_t len = (int64_t)n;
  if (xa_dist_bcast(&len, sizeof len, root, what)) return xa_lua_fail(L);
  char *buf = malloc((size_t)(len > 0 ? len : 1));
  if (!buf) return luaL_error(L, "dist.broadcast: out of memory (%lld bytes)", (long long)len);
  if (s) memcpy(buf, s, n);
  if (xa_dist_bcast(buf, len, root, what)) { free(buf); return xa_lua_fail(L); }
  lua_pushlstring(L, buf, (size_t)len);
  free(buf);
  return 1;
}

static int l_barrier(lua_State *L) {
  if (xa_dist_barrier(luaL_optstring(L, 1, "dist.barrier"))) return xa_lua_fail(L);
  return 0;
}

static int l_abort(lua_State *L) {
  int status = (int)luaL_optinteger(L, 1, 1);
  const char *msg = luaL_optstring(L, 2, NULL);
  xa_dist_abort(status, msg);
}

static int l_finalize(lua_State *L) {
  if (xa_dist_finalize()) return xa_lua_fail(L);
  return 0;
}

static int l_set_timeout(lua_State *L) {
  double s = luaL_checknumber(L, 1);
  if (!(s > 0)) return luaL_argerror(L, 1, "the timeout must be a positive number of seconds");
  xa_dist_set_timeout(s);
  return 0;
}

static int l_timeout(lua_State *L) {
  lua_pushnumber(L, xa_dist_timeout());
  return 1;
}

/* checksum(tensor | string) -> 16 hex digits: FNV-1a over the bytes (a tensor's elements
 * in order, whatever its strides) */
static int l_checksum(lua_State *L) {
  uint64_t h = XA_DIST_FNV_INIT;
  if (lua_type(L, 1) == LUA_TSTRING) {
    size_t n;
    const char *s = lua_tolstring(L, 1, &n);
    h = xa_dist_fnv(h, s, (int64_t)n);
  } else {
    xa_tensor *t = xa_lua_check(L, 1), *host = NULL, *c;
    /* a device tensor: its bytes through a host copy (the same bytes on every device) */
    if (xa_tensor_device(t) != XA_CPU) {
      if (xa_tensor_to_device(&host, t, XA_CPU)) return xa_lua_fail(L);
      t = host;
    }
    int rc = xa_contiguous(&c, t);
    if (host) xa_tensor_release(host);
    if (rc) return xa_lua_fail(L);
    h = xa_dist_fnv(h, xa_tensor_data(c), xa_tensor_numel(c) * (int64_t)xa_dtype_size(c->dtype));
    xa_tensor_release(c);
  }
  char hex[17];
  snprintf(hex, sizeof hex, "%016llx", (unsigned long long)h);
  lua_pushstring(L, hex);
  return 1;
}

static int l_sleep(lua_State *L) {
  double s = luaL_checknumber(L, 1);
  if (s > 0) {
    struct timespec ts = {(time_t)s, (long)((s - (double)(time_t)s) * 1e9)};
    while (nanosleep(&ts, &ts) && errno == EINTR) {}
  }
  return 0;
}

/* cpus() -> the CPUs this process may run on (its affinity mask: a launcher that binds
 * ranks to cores narrows it), the CPUs online */
static int l_cpus(lua_State *L) {
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  cpu_set_t set;
  int mine = (int)(online > 0 ? online : 1);
  if (sched_getaffinity(0, sizeof set, &set) == 0) mine = CPU_COUNT(&set);
  lua_pushinteger(L, mine);
  lua_pushinteger(L, online > 0 ? online : 1);
  return 2;
}

/* ---- the reducer ---------------------------------------------------------------------- */
static xa_dist_reducer **check_reducer(lua_State *L) {
  xa_dist_reducer **r = luaL_checkudata(L, 1, REDUCER_MT);
  if (!*r) luaL_error(L, "dist.Reducer: the reducer was freed");
  return r;
}

/* _dist_reducer(grad, params, bucket_elems, backend) -> reducer */
static int l_reducer(lua_State *L) {
  xa_tensor *g = xa_lua_check(L, 1), *p = xa_lua_check(L, 2);
  lua_Integer be = luaL_checkinteger(L, 3);
  const xa_dist_backend *b = xa_dist_backend_find(luaL_optstring(L, 4, "mpi"));
  if (!b) return xa_lua_fail(L);
  xa_dist_reducer **u = lua_newuserdatauv(L, sizeof *u, 0);
  *u = NULL;
  luaL_setmetatable(L, REDUCER_MT);
  if (xa_dist_reducer_new(u, b, g, p, (int64_t)be)) return xa_lua_fail(L);
  return 1;
}

/* _dist_backends() -> {"mpi", "local", ...}: the gradient backends of this build */
static int l_backends(lua_State *L) {
  int n = xa_dist_backend_count();
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; i++) {
    lua_pushstring(L, xa_dist_backend_at(i)->name);
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

/* _dist_nccl_library() -> "NCCL 2.28.9" (the build's NCCL, emulated or not), or nil
 * without CUDA */
static int l_nccl_library(lua_State *L) {
#ifdef XATTN_CUDA
  lua_pushstring(L, xa_dist_nccl_library());
#else
  lua_pushnil(L);
#endif
  return 1;
}

static int r_arm(lua_State *L) {
  if (xa_dist_reducer_arm(*check_reducer(L))) return xa_lua_fail(L);
  return 0;
}

static int r_finish(lua_State *L) {
  xa_dist_reducer *r = *check_reducer(L);
  xa_dist_round info;
  if (xa_dist_reducer_finish(r, &info)) return xa_lua_fail(L);
  r->grad->storage->version++;
  lua_createtable(L, 0, 4);
  lua_pushnumber(L, info.t_backward);
  lua_setfield(L, -2, "backward_s");
  lua_pushnumber(L, info.t_wait);
  lua_setfield(L, -2, "wait_s");
  lua_pushinteger(L, info.started_early);
  lua_setfield(L, -2, "started_early");
  lua_pushinteger(L, info.buckets);
  lua_setfield(L, -2, "buckets");
  lua_pushinteger(L, (lua_Integer)r->events);
  lua_setfield(L, -2, "events");
  lua_createtable(L, r->nb, 0);
  for (int b = 0; b < r->nb; b++) {
    lua_pushinteger(L, (lua_Integer)r->start_event[b]);
    lua_rawseti(L, -2, b + 1);
  }
  lua_setfield(L, -2, "started_at");
  return 1;
}

/* buckets() -> {{first, last}, ...}: 1-based element ranges, in the order they start */
static int r_buckets(lua_State *L) {
  xa_dist_reducer *r = *check_reducer(L);
  lua_createtable(L, r->nb, 0);
  for (int b = 0; b < r->nb; b++) {
    lua_createtable(L, 2, 0);
    lua_pushinteger(L, r->lo[b] + 1);
    lua_rawseti(L, -2, 1);
    lua_pushinteger(L, r->hi[b]);
    lua_rawseti(L, -2, 2);
    lua_rawseti(L, -2, b + 1);
  }
  return 1;
}

static int r_backend(lua_State *L) {
  lua_pushstring(L, (*check_reducer(L))->be->name);
  return 1;
}

static int r_gc(lua_State *L) {
  xa_dist_reducer **r = luaL_checkudata(L, 1, REDUCER_MT);
  xa_dist_reducer_free(*r);
  *r = NULL;
  return 0;
}

/* xattn._dist: private (lua/xattn/dist.lua is the interface); kept out of xattn's own
 * functions, so that nothing walks into MPI start-up, an abort or a sleep by accident */
static const luaL_Reg funcs[] = {
  {"compiled", l_compiled}, {"init", l_init}, {"info", l_info}, {"allreduce", l_allreduce},
  {"bcast", l_bcast}, {"allgather", l_allgather}, {"bcast_string", l_bcast_string},
  {"barrier", l_barrier}, {"abort", l_abort}, {"finalize", l_finalize},
  {"set_timeout", l_set_timeout}, {"timeout", l_timeout}, {"checksum", l_checksum},
  {"sleep", l_sleep}, {"cpus", l_cpus}, {"reducer", l_reducer}, {"backends", l_backends},
  {"nccl_library", l_nccl_library}, {NULL, NULL}};

void xa_dist_lua(lua_State *L) {
#ifdef XATTN_CUDA
  xa_dist_nccl_register(); /* gradients on the device are summed with NCCL */
#endif
  if (luaL_newmetatable(L, REDUCER_MT)) {
    static const luaL_Reg methods[] = {
      {"arm", r_arm}, {"finish", r_finish}, {"buckets", r_buckets}, {"backend", r_backend}, {NULL, NULL}};
    luaL_newlib(L, methods);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, r_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushcfunction(L, r_gc);
    lua_setfield(L, -2, "__close");
  }
  lua_pop(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, XA_REG_MODULE);
  luaL_newlib(L, funcs);
  lua_setfield(L, -2, "_dist");
  lua_pop(L, 1);
}
