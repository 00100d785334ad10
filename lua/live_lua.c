/* Lua functions for live use (scripts/stream.lua, docs/live.md) and for finding the
 * installed files:
 *   xattn.read_some([fd=0 [, max=4096 [, timeout_ms=-1]]]) -> bytes | "" | nil
 *       one read(2) of what has arrived on fd (unbuffered: a pipe's bytes as they come, a
 *       terminal's keys in cbreak mode), waiting up to timeout_ms (-1: until something
 *       arrives; 0: not at all) -> "" when nothing came in time, nil at end of input;
 *   xattn.tty_mode(fd, "cbreak" | "noecho" | "restore") -> changed: cbreak turns the
 *       terminal's line editing off (keys arrive one at a time; Ctrl-C still interrupts),
 *       noecho its echo too, restore puts back the settings found first (also restored at
 *       exit);
 *   xattn.tty_size([fd=1]) -> columns, rows | nil: the size of the terminal on fd (nil when
 *       fd is no terminal or says no size);
 *   xattn.home() -> the directory holding scripts/, configs/ and data/ (see xa_home).
 * POSIX only. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#include "binding.h"
#include "live.h"

static int l_read_some(lua_State *L) {
  int fd = (int)luaL_optinteger(L, 1, 0);
  lua_Integer max = luaL_optinteger(L, 2, 4096);
  lua_Integer timeout = luaL_optinteger(L, 3, -1);
  luaL_argcheck(L, fd >= 0, 1, "a file descriptor must be >= 0");
  luaL_argcheck(L, max >= 1 && max <= (1 << 24), 2, "max must be in 1..16777216 bytes");
  luaL_argcheck(L, timeout >= -1 && timeout <= INT_MAX, 3, "timeout_ms must be -1 (wait) or >= 0");
  if (timeout >= 0) {
    struct pollfd p = {.fd = fd, .events = POLLIN};
    int r;
    do r = poll(&p, 1, (int)timeout); while (r < 0 && errno == EINTR && timeout == 0);
    if (r < 0) {
      if (errno == EINTR) { lua_pushliteral(L, ""); return 1; } /* a signal: the caller polls again */
      return luaL_error(L, "read_some: poll on fd %d failed: %s", fd, strerror(errno));
    }
    if (r == 0) { lua_pushliteral(L, ""); return 1; }
  }
  luaL_Buffer b;
  char *buf = luaL_buffinitsize(L, &b, (size_t)max);
  ssize_t n = read(fd, buf, (size_t)max);
  if (n < 0) {
    /* a signal (Ctrl-C: the host's hook raises at the next Lua instruction) */
    if (errno == EINTR || errno == EAGAIN) { luaL_pushresultsize(&b, 0); return 1; }
    return luaL_error(L, "read_some: cannot read fd %d: %s", fd, strerror(errno));
  }
  if (n == 0) { luaL_pushresultsize(&b, 0); lua_pop(L, 1); lua_pushnil(L); return 1; }
  luaL_pushresultsize(&b, (size_t)n);
  return 1;
}

/* the terminal settings found before the first change, restored at exit */
static struct termios saved_tio;
static int saved_fd = -1;
static bool atexit_set;

static void restore_tty(void) {
  if (saved_fd >= 0) tcsetattr(saved_fd, TCSADRAIN, &saved_tio);
}

static int l_tty_mode(lua_State *L) {
  int fd = (int)luaL_checkinteger(L, 1);
  static const char *const modes[] = {"cbreak", "noecho", "restore", NULL};
  int mode = luaL_checkoption(L, 2, NULL, modes);
  if (mode == 2) {
    bool did = saved_fd == fd;
    if (did) {
      restore_tty();
      saved_fd = -1;
    }
    lua_pushboolean(L, did);
    return 1;
  }
  if (!isatty(fd)) { lua_pushboolean(L, 0); return 1; }
  struct termios t;
  if (tcgetattr(fd, &t) != 0) return luaL_error(L, "tty_mode: cannot read the settings of fd %d: %s", fd, strerror(errno));
  if (saved_fd < 0) {
    saved_tio = t;
    saved_fd = fd;
    if (!atexit_set) { atexit(restore_tty); atexit_set = true; }
  }
  t.c_lflag &= ~(tcflag_t)(mode == 1 ? (ICANON | ECHO) : ICANON);
  t.c_cc[VMIN] = 1;
  t.c_cc[VTIME] = 0;
  if (tcsetattr(fd, TCSADRAIN, &t) != 0) return luaL_error(L, "tty_mode: cannot set fd %d: %s", fd, strerror(errno));
  lua_pushboolean(L, 1);
  return 1;
}

/* ---- the directory of the installed files ----------------------------------------------- */
static bool has_scripts(const char *dir) {
  char p[2 * PATH_MAX];
  struct stat st;
  int n = snprintf(p, sizeof p, "%s/scripts/simulate.lua", dir);
  return n > 0 && (size_t)n < sizeof p && stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

const char *xa_home(void) {
  static char home[PATH_MAX];
  static bool done;
  if (done) return home[0] ? home : NULL;
  done = true;
  const char *env = getenv("XATTN_HOME");
  if (env && *env) {
    if (!realpath(env, home)) snprintf(home, sizeof home, "%s", env);
    return home;
  }
  Dl_info info;
  if (!dladdr((void *)&xa_home, &info) || !info.dli_fname) return NULL;
  char obj[PATH_MAX];
  if (!realpath(info.dli_fname, obj)) {
    /* the executable itself may be named without a path: /proc knows it */
    ssize_t n = readlink("/proc/self/exe", obj, sizeof obj - 1);
    if (n <= 0) return NULL;
    obj[n] = '\0';
  }
  char *slash = strrchr(obj, '/');
  if (!slash) return NULL;
  *slash = '\0'; /* the object's directory: PREFIX/bin, PREFIX/lib, PREFIX/lib/lua/5.4, build */
  const char *rel[] = {"%s/../share/xattn", "%s/../../../share/xattn", "%s/.."};
  for (size_t i = 0; i < sizeof rel / sizeof *rel; i++) {
    char cand[PATH_MAX + 32];
    int n = snprintf(cand, sizeof cand, rel[i], obj);
    if (n > 0 && (size_t)n < sizeof cand && has_scripts(cand) && realpath(cand, home)) return home;
  }
  home[0] = '\0';
  return NULL;
}

static int l_tty_size(lua_State *L) {
  lua_Integer fd = luaL_optinteger(L, 1, 1);
  luaL_argcheck(L, fd >= 0 && fd <= INT_MAX, 1, "a file descriptor must be >= 0");
  struct winsize w;
  if (ioctl((int)fd, TIOCGWINSZ, &w) != 0 || w.ws_col == 0 || w.ws_row == 0) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushinteger(L, w.ws_col);
  lua_pushinteger(L, w.ws_row);
  return 2;
}

static int l_home(lua_State *L) {
  const char *h = xa_home();
  if (h) lua_pushstring(L, h);
  else lua_pushnil(L);
  return 1;
}

static const xa_lreg live_funcs[] = {
  {"read_some", l_read_some, XA_FUNC,
   "read_some([fd=0 [, max=4096 [, timeout_ms=-1]]]) -> bytes | \"\" | nil\n"
   "One unbuffered read of what has arrived on fd (a pipe's bytes as they come; a terminal's keys\n"
   "in cbreak mode), waiting up to timeout_ms (-1: until something arrives, 0: not at all): \"\" when\n"
   "nothing came in time (or a signal came), nil at the end of the input."},
  {"tty_mode", l_tty_mode, XA_FUNC,
   "tty_mode(fd, \"cbreak\" | \"noecho\" | \"restore\") -> changed\n"
   "cbreak: the terminal on fd delivers keys one at a time (Ctrl-C still interrupts); noecho: the\n"
   "same without echo; restore: the settings found before the first change (also restored at\n"
   "exit). false when fd is not a terminal (nothing changed)."},
  {"tty_size", l_tty_size, XA_FUNC,
   "tty_size([fd=1]) -> columns, rows | nil\n"
   "The size of the terminal on fd; nil when fd is not a terminal (or it has no size)."},
  {"home", l_home, XA_FUNC,
   "home() -> directory | nil\n"
   "Where xattn's scripts/, configs/ and data/ are: $XATTN_HOME, else PREFIX/share/xattn for an\n"
   "installed xattn, else the source tree of a build. A script path or an input file that does\n"
   "not exist relative to the current directory is looked up there (docs/embedding.md)."},
  {NULL, NULL, 0, NULL}};

void xa_live_lua(lua_State *L) { xa_lua_register(L, live_funcs); }
