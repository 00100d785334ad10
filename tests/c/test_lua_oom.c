/* A Lua out-of-memory error in the middle of a binding function leaks no tensor: the
 * binding makes every result's userdata before the tensor exists (lua/binding.h), and
 * holds temporaries (numbers turned into tensors, 0-based index copies) in userdata too.
 *
 * Each call below runs with Lua's allocator failing from its n-th allocation on, for
 * every n until the call succeeds; after each failed run (LUA_ERRMEM) and a full
 * collection, the bytes of live tensor storage must be what they were before. */
#include "ctest.h"
#include "../../lua/binding.h"

#include <lualib.h>
#include <stdlib.h>
#include <string.h>

static long nalloc, fail_from = -1;

static void *l_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud;
  if (nsize == 0) { free(ptr); return NULL; }
  if (nsize > (ptr ? osize : 0) && fail_from >= 0 && nalloc++ >= fail_from) return NULL;
  return realloc(ptr, nsize);
}

/* runs `code` (a chunk returning nothing) with allocations failing from the n-th on, for
 * n = 0, 1, ... until it succeeds; returns the number of runs that leaked */
static int leaks(lua_State *L, const char *code, int *runs) {
  int leaked = 0;
  *runs = 0;
  for (long n = 0; n < 100000; n++) {
    if (luaL_loadstring(L, code) != LUA_OK) { fprintf(stderr, "%s\n", lua_tostring(L, -1)); return -1; }
    lua_gc(L, LUA_GCCOLLECT);
    int64_t before = xa_mem_live();
    nalloc = 0;
    fail_from = n;
    int rc = lua_pcall(L, 0, 0, 0);
    fail_from = -1;
    if (rc == LUA_OK) return leaked;
    if (rc != LUA_ERRMEM) { fprintf(stderr, "%s: %s\n", code, lua_tostring(L, -1)); return -1; }
    lua_pop(L, 1);
    lua_gc(L, LUA_GCCOLLECT);
    if (xa_mem_live() != before) {
      if (!leaked) fprintf(stderr, "%s leaks %lld bytes when allocation %ld fails\n", code,
                           (long long)(xa_mem_live() - before), n);
      leaked++;
    }
    (*runs)++;
  }
  return -1;
}

int main(void) {
  lua_State *L = lua_newstate(l_alloc, NULL);
  luaL_openlibs(L);
  luaL_requiref(L, "xattn", luaopen_xattn, 1);
  lua_pop(L, 1);
  CHECK(luaL_dostring(L, "t = xattn.randn(8, 16); i = xattn.tensor({1, 3}); "
                         "y = xattn.tensor({{2, 1}, {3, 4}})") == LUA_OK);
  static const char *const calls[] = {
    "local r = xattn.zeros(32, 32)",                   /* creation */
    "local r = xattn.tensor({1.5, 2.5, 3.5})",          /* creation from a table */
    "local r = t + 1",                                 /* a number operand and a result */
    "local r = xattn.where(t:gt(0), 1, 2)",             /* two number operands */
    "local r = t:sum(2)",                              /* a reduction */
    "local v, p = t:max(2)",                           /* two results */
    "local r = t:index_select(1, i)",                   /* a 0-based index temporary */
    "local l, n, c = xattn.cross_entropy(t, xattn.tensor({1, 2, 3, 4, 5, 6, 7, 8}))",
    NULL,
  };
  for (int k = 0; calls[k]; k++) {
    int runs = 0, leaked = leaks(L, calls[k], &runs);
    CHECK_MSG(leaked == 0, "%s: %d of %d runs with a failing allocation leaked tensors", calls[k],
              leaked, runs);
    CHECK_MSG(runs > 0, "%s: no allocation failed: the test tested nothing", calls[k]);
  }
  lua_close(L);
  CTEST_END();
}
