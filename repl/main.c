/* The xattn host: command-line arguments, the Lua state, scripts and -e code.
 *
 *   xattn [options] [script [args...]]
 *
 * Options are handled like lua(1): -e and -l run in order, then the script with its
 * arguments, then the REPL with -i. With no script, no -e and no -v, a terminal on stdin
 * gets the REPL and anything else is read and run as one chunk. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <lauxlib.h>
#include <lualib.h>

#include "../lua/live.h"
#include "../lua/binding.h"
#include "host.h"

static void usage(FILE *f) {
  fprintf(f,
          "usage: %s [options] [script [args...]]\n"
          "Available options are:\n"
          "  -e code   run the Lua code (may be repeated; runs in order)\n"
          "  -l name   require module name into the global name\n"
          "  -i        enter the interactive REPL after running the script / -e code\n"
          "  -v        print the version\n"
          "  -h        print this help (also --help)\n"
          "  --        stop handling options\n"
          "  -         read the script from stdin\n"
          "With no script, no -e and no -v: the REPL when stdin is a terminal, otherwise\n"
          "stdin is run as a script. In scripts, arg[0] is the script, arg[1..] its\n"
          "arguments (also passed as ...), and the global xattn is the loaded module.\n"
          "A relative script path not found here is looked up in xattn's home (xattn.home():\n"
          "$XATTN_HOME, the installed share/xattn or the source tree), so 'xattn scripts/train.lua'\n"
          "works from any directory.\n"
          "History: $XATTN_HISTORY, default ~/.xattn_history. Docs: docs/repl.md.\n",
          XH_PROGNAME);
}

enum { HAS_E = 1, HAS_I = 2, HAS_V = 4, HAS_H = 8 };

/* Scans the options. Returns the index of the script (0 when none, argc when the script
 * would follow "--" but is absent), or -1 for a bad option (*bad = its index, or -bad for a
 * missing argument). */
static int collect_args(int argc, char **argv, int *flags, int *bad) {
  *flags = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] != '-') return i; /* the script */
    switch (a[1]) {
      case '\0': return i; /* "-": stdin */
      case '-':
        if (!strcmp(a, "--help")) { *flags |= HAS_H; break; }
        if (a[2] != '\0') { *bad = i; return -1; }
        return i + 1 < argc ? i + 1 : 0;
      case 'h':
        if (a[2] != '\0') { *bad = i; return -1; }
        *flags |= HAS_H;
        break;
      case 'i':
        if (a[2] != '\0') { *bad = i; return -1; }
        *flags |= HAS_I;
        break;
      case 'v':
        if (a[2] != '\0') { *bad = i; return -1; }
        *flags |= HAS_V;
        break;
      case 'e':
        *flags |= HAS_E;
        /* fall through */
      case 'l':
        if (a[2] == '\0') { /* the argument is the next word */
          if (i + 1 >= argc) { *bad = -i; return -1; }
          i++;
        }
        break;
      default: *bad = i; return -1;
    }
  }
  return 0;
}

/* arg[0] = script, arg[1..] = its arguments, arg[-1..] = the interpreter and options */
static void create_arg_table(lua_State *L, int argc, char **argv, int script) {
  if (script == argc) script = 0;
  lua_createtable(L, argc > script ? argc - script - 1 : 0, script + 1);
  for (int i = 0; i < argc; i++) {
    lua_pushstring(L, argv[i]);
    lua_rawseti(L, -2, i - script);
  }
  lua_setglobal(L, "arg");
}

static int run_chunk(lua_State *L, int status) {
  if (status == LUA_OK) status = xh_docall(L, 0, 0);
  return xh_report(L, status, true);
}

static int run_string(lua_State *L, const char *code) {
  return run_chunk(L, luaL_loadbuffer(L, code, strlen(code), "=(command line)"));
}

/* -l name: name = require(name) */
static int run_require(lua_State *L, const char *name) {
  lua_getglobal(L, "require");
  lua_pushstring(L, name);
  int status = xh_docall(L, 1, 1);
  if (status == LUA_OK) lua_setglobal(L, name);
  return xh_report(L, status, true);
}

/* runs the -e and -l options in order */
static int run_options(lua_State *L, int argc, char **argv, int script) {
  int end = script > 0 ? script : argc;
  for (int i = 1; i < end; i++) {
    const char *a = argv[i];
    if (a[0] != '-' || (a[1] != 'e' && a[1] != 'l')) continue;
    const char *val = a[2] ? a + 2 : argv[++i];
    int status = a[1] == 'e' ? run_string(L, val) : run_require(L, val);
    if (status != LUA_OK) return status;
  }
  return LUA_OK;
}

static int run_script(lua_State *L, int argc, char **argv, int script) {
  const char *fname = argv[script];
  /* "-" is stdin unless it came after "--" */
  bool from_stdin = !strcmp(fname, "-") && strcmp(argv[script - 1], "--") != 0;
  /* a relative script path that is not here: xattn's own scripts (xattn scripts/train.lua
   * from any directory once installed, docs/embedding.md) */
  char alt[2 * PATH_MAX];
  if (!from_stdin && fname[0] != '/' && access(fname, F_OK) != 0) {
    const char *home = xa_home();
    int n = home ? snprintf(alt, sizeof alt, "%s/%s", home, fname) : -1;
    if (n > 0 && (size_t)n < sizeof alt && access(alt, F_OK) == 0) {
      fname = alt;
      lua_getglobal(L, "arg");
      if (lua_istable(L, -1)) {
        lua_pushstring(L, fname);
        lua_rawseti(L, -2, 0);
      }
      lua_pop(L, 1);
    }
  }
  int status = luaL_loadfile(L, from_stdin ? NULL : fname);
  if (status != LUA_OK) return xh_report(L, status, true);
  int n = argc - script - 1;
  luaL_checkstack(L, n + 3, "too many arguments to script");
  for (int i = script + 1; i < argc; i++) lua_pushstring(L, argv[i]);
  return xh_report(L, xh_docall(L, n, 0), true);
}

/* package.path: the project's lua/ (next to the build directory), then ./, then the default */
static void set_package_path(lua_State *L) {
  char exe[PATH_MAX], extra[3 * PATH_MAX + 64];
  extra[0] = '\0';
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
      *slash = '\0'; /* directory of the executable (build/ or PREFIX/bin) */
      const char *roots[] = {"%s/../lua", "%s/../share/xattn/lua"};
      for (size_t r = 0; r < sizeof roots / sizeof *roots; r++) {
        char dir[PATH_MAX + 32];
        struct stat st;
        snprintf(dir, sizeof dir, roots[r], exe);
        if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
          size_t len = strlen(extra);
          snprintf(extra + len, sizeof extra - len, "%s/?.lua;%s/?/init.lua;", dir, dir);
          break;
        }
      }
    }
  }
  lua_getglobal(L, "package");
  lua_getfield(L, -1, "path");
  const char *old = lua_tostring(L, -1);
  lua_pushfstring(L, "%s./?.lua;./?/init.lua;%s", extra, old ? old : "");
  lua_setfield(L, -3, "path");
  lua_pop(L, 2);
}

/* everything that runs inside the state, protected (memory errors in setup are reported) */
typedef struct {
  int argc;
  char **argv;
  int script, flags;
  int status;
} host_args;

static int pmain(lua_State *L) {
  host_args *h = lua_touserdata(L, 1);
  luaL_checkversion(L);
  luaL_openlibs(L);
  xh_track_coroutines(L);
  set_package_path(L);
  luaL_requiref(L, "xattn", luaopen_xattn, 1); /* package.loaded.xattn and the global */
  lua_pop(L, 1);
  lua_gc(L, LUA_GCRESTART);
  lua_gc(L, LUA_GCGEN, 0, 0);
  create_arg_table(L, h->argc, h->argv, h->script);
  if (h->flags & HAS_V) printf("xattn %s (%s)\n", xh_version(L), LUA_RELEASE);
  h->status = run_options(L, h->argc, h->argv, h->script);
  if (h->status != LUA_OK) return 0;
  if (h->script > 0 && h->script < h->argc) {
    h->status = run_script(L, h->argc, h->argv, h->script);
    if (h->status != LUA_OK) return 0;
  }
  if (h->flags & HAS_I) {
    if (isatty(STDIN_FILENO)) xh_print_banner(L);
    xh_repl(L);
  } else if (h->script == 0 && !(h->flags & (HAS_E | HAS_V))) {
    if (isatty(STDIN_FILENO)) {
      xh_print_banner(L);
      xh_repl(L);
    } else {
      h->status = run_chunk(L, luaL_loadfile(L, NULL));
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  int flags = 0, bad = 0;
  int script = collect_args(argc, argv, &flags, &bad);
  if (script < 0) {
    if (bad < 0) fprintf(stderr, "%s: '%s' needs an argument\n", XH_PROGNAME, argv[-bad]);
    else fprintf(stderr, "%s: unrecognized option '%s'\n", XH_PROGNAME, argv[bad]);
    usage(stderr);
    return 1;
  }
  if (flags & HAS_H) { usage(stdout); return 0; }
  lua_State *L = luaL_newstate();
  if (!L) { fprintf(stderr, "%s: cannot create Lua state: not enough memory\n", XH_PROGNAME); return 1; }
  xh_signals_init();
  host_args h = {argc, argv, script, flags, LUA_OK};
  lua_gc(L, LUA_GCSTOP); /* no collection while the libraries are being built */
  lua_pushcfunction(L, pmain);
  lua_pushlightuserdata(L, &h);
  int status = lua_pcall(L, 1, 0, 0);
  xh_report(L, status, true);
  lua_close(L);
  fflush(stdout);
  return (status == LUA_OK && h.status == LUA_OK) ? 0 : 1;
}
