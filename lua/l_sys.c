/* Lua functions: small operating-system helpers the scripts need (terminal detection,
 * directories, resource usage). POSIX only. */
#include "binding.h"

#include <errno.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

static int l_isatty(lua_State *L) {
  lua_Integer fd = luaL_optinteger(L, 1, 1);
  lua_pushboolean(L, isatty((int)fd));
  return 1;
}

/* mkdir -p: creates every missing directory of path */
static int l_mkdir(lua_State *L) {
  size_t n;
  const char *p = luaL_checklstring(L, 1, &n);
  luaL_Buffer b;
  char *buf = luaL_buffinitsize(L, &b, n + 1);
  memcpy(buf, p, n + 1);
  for (size_t i = 1; i <= n; i++) {
    if (buf[i] != '/' && buf[i] != 0) continue;
    char c = buf[i];
    buf[i] = 0;
    if (mkdir(buf, 0777) != 0 && errno != EEXIST)
      return luaL_error(L, "mkdir: cannot create '%s': %s", buf, strerror(errno));
    buf[i] = c;
  }
  struct stat st;
  if (stat(p, &st) != 0 || !S_ISDIR(st.st_mode))
    return luaL_error(L, "mkdir: '%s' exists and is not a directory", p);
  return 0;
}

static int l_exists(lua_State *L) {
  struct stat st;
  lua_pushboolean(L, stat(luaL_checkstring(L, 1), &st) == 0);
  return 1;
}

static int l_peak_rss(lua_State *L) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  lua_pushinteger(L, (lua_Integer)ru.ru_maxrss * 1024); /* Linux reports KiB */
  return 1;
}

static const xa_lreg regs[] = {
  {"isatty", l_isatty, XA_FUNC, "isatty([fd=1]) -> true when fd is a terminal (1 = stdout, 2 = stderr)"},
  {"mkdir", l_mkdir, XA_FUNC, "mkdir(path); creates path and its missing parents (like mkdir -p)"},
  {"exists", l_exists, XA_FUNC, "exists(path) -> true when a file or directory exists at path"},
  {"peak_rss", l_peak_rss, XA_FUNC, "peak_rss() -> maximum resident set size of this process in bytes"},
  {NULL, NULL, 0, NULL},
};

void xa_lua_open_sys(lua_State *L) { xa_lua_register(L, regs); }
