/* Lua functions: small operating-system helpers the scripts need (terminal detection,
 * directories, resource usage). POSIX only. */
#include "binding.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
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

/* stat(path) -> {type = "file" | "directory" | "other", size, mtime, readable, writable}, or
 * nil and a message when path does not exist (or cannot be reached) */
static int l_stat(lua_State *L) {
  const char *p = luaL_checkstring(L, 1);
  struct stat st;
  if (stat(p, &st) != 0) {
    int e = errno;
    luaL_pushfail(L);
    lua_pushfstring(L, "%s: %s", p, strerror(e));
    return 2;
  }
  lua_createtable(L, 0, 5);
  lua_pushstring(L, S_ISREG(st.st_mode) ? "file" : S_ISDIR(st.st_mode) ? "directory" : "other");
  lua_setfield(L, -2, "type");
  lua_pushinteger(L, (lua_Integer)st.st_size);
  lua_setfield(L, -2, "size");
  lua_pushinteger(L, (lua_Integer)st.st_mtime);
  lua_setfield(L, -2, "mtime");
  lua_pushboolean(L, access(p, R_OK) == 0);
  lua_setfield(L, -2, "readable");
  lua_pushboolean(L, access(p, W_OK) == 0);
  lua_setfield(L, -2, "writable");
  return 1;
}

static int cmp_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* listdir(path) -> the sorted names in directory path, without "." and ".." */
static int l_listdir(lua_State *L) {
  const char *p = luaL_checkstring(L, 1);
  DIR *d = opendir(p);
  if (!d) return luaL_error(L, "listdir: cannot open '%s': %s", p, strerror(errno));
  lua_newtable(L);
  lua_Integer n = 0;
  struct dirent *e;
  errno = 0;
  while ((e = readdir(d)) != NULL) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    lua_pushstring(L, e->d_name); /* may raise on memory: the directory would leak, once */
    lua_rawseti(L, -2, ++n);
  }
  int err = errno;
  closedir(d);
  if (err) return luaL_error(L, "listdir: cannot read '%s': %s", p, strerror(err));
  /* sort through a C array of the (anchored) strings */
  const char **names = lua_newuserdatauv(L, (size_t)(n > 0 ? n : 1) * sizeof *names, 0);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, -2, i);
    names[i - 1] = lua_tostring(L, -1);
    lua_pop(L, 1); /* still referenced by the table */
  }
  qsort(names, (size_t)n, sizeof *names, cmp_names);
  lua_createtable(L, (int)n, 0);
  for (lua_Integer i = 1; i <= n; i++) {
    lua_pushstring(L, names[i - 1]);
    lua_rawseti(L, -2, i);
  }
  return 1;
}

static int l_peak_rss(lua_State *L) {
  static const char *const whos[] = {"self", "children", NULL};
  int who = luaL_checkoption(L, 1, "self", whos);
  struct rusage ru;
  getrusage(who == 0 ? RUSAGE_SELF : RUSAGE_CHILDREN, &ru);
  lua_pushinteger(L, (lua_Integer)ru.ru_maxrss * 1024); /* Linux reports KiB */
  return 1;
}

/* ---- Ctrl-C trap for long jobs --------------------------------------------------------
 * sigint_trap() replaces whatever SIGINT handler is installed (the host's "interrupted!"
 * hook, or none under stock lua5.4) by one that only counts: the first Ctrl-C writes the
 * message and lets the script finish its current step (it polls sigint_pending()), a
 * second one restores the default action and re-raises, so the process dies at once
 * (exit status 130 in a shell). The returned guard restores the previous handler when it
 * is closed (a <close> variable: also when an error unwinds) or collected. The handler
 * touches only sig_atomic_t and async-signal-safe calls, on whichever thread gets it. */
static volatile sig_atomic_t g_sigint_count, g_trap_on;
static struct sigaction g_prev_sa;
static char g_trap_msg[512];
static size_t g_trap_msg_len;

static void trap_handler(int sig) {
  int saved = errno;
  if (g_sigint_count == 0) {
    g_sigint_count = 1;
    if (g_trap_msg_len && write(2, g_trap_msg, g_trap_msg_len) < 0) { /* nothing to do */ }
  } else {
    g_sigint_count = 2;
    signal(sig, SIG_DFL);
    raise(sig);
  }
  errno = saved;
}

#define TRAP_MT "xattn.sigint_trap"

static int trap_release(lua_State *L) {
  bool *active = luaL_checkudata(L, 1, TRAP_MT);
  if (*active) {
    *active = false;
    g_trap_on = 0;
    sigaction(SIGINT, &g_prev_sa, NULL);
  }
  return 0;
}

static int l_sigint_trap(lua_State *L) {
  size_t n = 0;
  const char *msg = luaL_optlstring(L, 1, "", &n);
  if (g_trap_on) return luaL_error(L, "sigint_trap: a trap is already set (close the first guard)");
  bool *active = lua_newuserdatauv(L, sizeof *active, 0); /* safe empty state first */
  *active = false;
  if (luaL_newmetatable(L, TRAP_MT)) {
    lua_pushcfunction(L, trap_release);
    lua_setfield(L, -2, "__close");
    lua_pushcfunction(L, trap_release);
    lua_setfield(L, -2, "__gc");
    lua_pushcfunction(L, trap_release);
    lua_setfield(L, -2, "release");
    lua_pushvalue(L, -1);
    lua_setfield(L, -2, "__index");
  }
  lua_setmetatable(L, -2);
  if (n > sizeof g_trap_msg) n = sizeof g_trap_msg;
  memcpy(g_trap_msg, msg, n);
  g_trap_msg_len = n;
  g_sigint_count = 0;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = trap_handler;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  if (sigaction(SIGINT, &sa, &g_prev_sa) != 0)
    return luaL_error(L, "sigint_trap: cannot install the handler: %s", strerror(errno));
  *active = true;
  g_trap_on = 1;
  return 1;
}

static int l_sigint_pending(lua_State *L) {
  lua_pushinteger(L, g_sigint_count);
  return 1;
}

static const xa_lreg regs[] = {
  {"isatty", l_isatty, XA_FUNC, "isatty([fd=1]) -> true when fd is a terminal (1 = stdout, 2 = stderr)"},
  {"mkdir", l_mkdir, XA_FUNC, "mkdir(path); creates path and its missing parents (like mkdir -p)"},
  {"exists", l_exists, XA_FUNC, "exists(path) -> true when a file or directory exists at path"},
  {"stat", l_stat, XA_FUNC,
   "stat(path) -> {type = \"file\" | \"directory\" | \"other\", size, mtime, readable, writable}\n"
   "(readable / writable: for this process, as access(2)); nil and a message when path does not exist"},
  {"listdir", l_listdir, XA_FUNC, "listdir(path) -> the sorted names of the entries of directory path (no \".\" and \"..\")"},
  {"peak_rss", l_peak_rss, XA_FUNC, "peak_rss([\"self\" | \"children\"]) -> maximum resident set size in bytes of this process, or of\n"
   "the largest child process waited for (e.g. one run by os.execute)"},
  {"sigint_trap", l_sigint_trap, XA_FUNC,
   "sigint_trap([message]) -> guard\n"
   "Until the guard is closed (local g <close> = ...) or collected, a first Ctrl-C (SIGINT) only\n"
   "writes message to stderr and counts (see sigint_pending), so a long job can stop cleanly\n"
   "at its next check; a second Ctrl-C kills the process at once."},
  {"sigint_pending", l_sigint_pending, XA_FUNC,
   "sigint_pending() -> the number of Ctrl-C (SIGINT) seen since sigint_trap (0, 1; 2 never returns)"},
  {NULL, NULL, 0, NULL},
};

void xa_sys_lua(lua_State *L) { xa_lua_register(L, regs); }
