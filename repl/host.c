/* Evaluation shared by scripts and the REPL: protected calls with a traceback, Ctrl-C
 * handling, error reports and printing of results. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lauxlib.h>
#include <lualib.h>

#include "host.h"

/* ---- Ctrl-C ------------------------------------------------------------------------
 * State read by the signal handler: sig_atomic_t flags, the lua_State being evaluated (set
 * before the flag), the stack of coroutines being resumed and the pipe's write end.
 *
 * A Lua hook belongs to one lua_State, and every coroutine is its own lua_State: a hook set
 * on the main state does not fire while a coroutine runs. So the host replaces
 * coroutine.resume and coroutine.wrap by versions that keep the chain of coroutines being
 * resumed (g_running); Ctrl-C arms the hook on the main state and on every coroutine of the
 * chain, and a resume that starts while an interrupt is active arms the coroutine first. */
#define XH_MAX_RUNNING 200 /* deeper nesting than Lua's C-call limit allows */
static lua_State *volatile g_eval_L;
static lua_State *volatile g_running[XH_MAX_RUNNING];
static volatile sig_atomic_t g_nrunning; /* entries of g_running in use */
static volatile sig_atomic_t g_evaluating, g_interrupt_pending, g_interrupt_active,
    g_repl_active, g_sigint_seen;
static int g_pipe[2] = {-1, -1};
static pthread_t g_main_thread;

/* Raises "interrupted!" while the interrupt is active (until the command ends). The hook
 * stays armed on a count of Lua instructions: when the error is swallowed (a pcall inside a
 * loop), it is raised again a little later, yet pcall-based cleanup code (restoring grad
 * mode, closing files) gets its few instructions to run. The count varies so that it cannot
 * stay in phase with a loop and always fire inside the pcall. Count hooks never fire inside
 * C functions: the message handler runs. A hook left on a coroutine that is still
 * suspended when the command ends removes itself the next time it fires. */
#define XH_INTERRUPT_GRACE 1000

static void stop_hook(lua_State *L, lua_Debug *ar) {
  static unsigned rearm;
  (void)ar;
  if (!g_interrupt_active) {
    lua_sethook(L, NULL, 0, 0);
    return;
  }
  g_interrupt_pending = 0;
  lua_sethook(L, stop_hook, LUA_MASKCOUNT, XH_INTERRUPT_GRACE + (int)(rearm++ % 61));
  luaL_error(L, "interrupted!");
}

/* setting a hook is what lua.c does from its handler: it only stores fields */
static void arm(lua_State *L) { lua_sethook(L, stop_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1); }

static void say(const char *msg) {
  if (write(STDERR_FILENO, msg, strlen(msg)) < 0) { /* nothing to do in a handler */ }
}

static void on_sigint(int sig) {
  int saved = errno;
  if (!pthread_equal(pthread_self(), g_main_thread)) {
    /* delivered to a BLAS/OpenMP worker: hand it to the thread that runs Lua, so the hook
     * is never set concurrently with the interpreter */
    pthread_kill(g_main_thread, sig);
  } else if (g_evaluating && g_eval_L) {
    g_sigint_seen = 1;
    if (g_interrupt_pending) { /* the first one was not honoured yet: inside a C function */
      if (!g_repl_active) { /* a script: a second Ctrl-C kills it */
        signal(sig, SIG_DFL);
        raise(sig);
      }
      /* the REPL's session is worth more than the wait: never kill it */
      say("\n(interrupting: a C function is running; it stops when it returns)\n");
    } else {
      g_interrupt_pending = 1;
      g_interrupt_active = 1;
      arm(g_eval_L);
      int n = g_nrunning;
      atomic_signal_fence(memory_order_acquire);
      for (int i = 0; i < n && i < XH_MAX_RUNNING; i++) arm(g_running[i]);
    }
  } else if (g_repl_active && g_pipe[1] >= 0) {
    char c = 1;
    if (write(g_pipe[1], &c, 1) < 0) { /* full pipe: a wake-up is already pending */ }
  } else {
    signal(sig, SIG_DFL);
    raise(sig);
  }
  errno = saved;
}

void xh_signals_init(void) {
  g_main_thread = pthread_self();
  if (g_pipe[0] < 0 && pipe(g_pipe) == 0) {
    for (int i = 0; i < 2; i++) {
      fcntl(g_pipe[i], F_SETFL, fcntl(g_pipe[i], F_GETFL) | O_NONBLOCK);
      fcntl(g_pipe[i], F_SETFD, FD_CLOEXEC);
    }
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_sigint;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0; /* no SA_RESTART: a blocked select() returns EINTR */
  sigaction(SIGINT, &sa, NULL);
}

void xh_set_repl_active(bool on) { g_repl_active = on; }
int xh_wake_fd(void) { return g_pipe[0]; }

bool xh_take_interrupt(void) {
  bool got = false;
  char buf[64];
  if (g_pipe[0] < 0) return false;
  while (read(g_pipe[0], buf, sizeof buf) > 0) got = true;
  return got;
}

/* ---- coroutines ---------------------------------------------------------------------- */
/* co is about to run: record it (the handler arms what is recorded) and arm it now if an
 * interrupt is already active. Returns whether it was recorded. */
static bool running_push(lua_State *co) {
  int n = g_nrunning;
  if (n >= XH_MAX_RUNNING) return false;
  g_running[n] = co;
  atomic_signal_fence(memory_order_release); /* the entry before the count */
  g_nrunning = n + 1;
  if (g_interrupt_active) arm(co);
  return true;
}

static void running_pop(bool pushed) {
  if (pushed) g_nrunning = g_nrunning - 1;
}

/* coroutine.resume(co, ...): the original (upvalue 1), with co recorded while it runs */
static int co_resume(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTHREAD);
  lua_State *co = lua_tothread(L, 1);
  int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  bool pushed = running_push(co);
  int status = lua_pcall(L, n, LUA_MULTRET, 0); /* the original reports errors as values */
  running_pop(pushed);
  if (status != LUA_OK) return lua_error(L); /* an error of resume itself (memory) */
  return lua_gettop(L);
}

/* the function returned by coroutine.wrap(f): upvalue 1 the original wrapper (a C closure
 * whose upvalue is the coroutine), upvalue 2 the coroutine */
static int co_wrapped(lua_State *L) {
  lua_State *co = lua_tothread(L, lua_upvalueindex(2));
  int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  bool pushed = co != NULL && running_push(co);
  int status = lua_pcall(L, n, LUA_MULTRET, 0);
  running_pop(pushed);
  if (status != LUA_OK) {
    /* the original prefixed the position of its caller, which was this C function (none):
     * add the position of our caller instead, as the original wrapper does */
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
      luaL_where(L, 1);
      lua_insert(L, -2);
      lua_concat(L, 2);
    }
    return lua_error(L);
  }
  return lua_gettop(L);
}

/* coroutine.wrap(f): the original (upvalue 1) wrapped in co_wrapped */
static int co_wrap(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION); /* the error names coroutine.wrap, as the original's */
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  const char *name = lua_getupvalue(L, -1, 1); /* the coroutine of the original wrapper */
  if (!name) lua_pushnil(L);
  lua_pushcclosure(L, co_wrapped, 2);
  return 1;
}

void xh_track_coroutines(lua_State *L) {
  if (lua_getglobal(L, "coroutine") != LUA_TTABLE) { lua_pop(L, 1); return; }
  if (lua_getfield(L, -1, "resume") == LUA_TFUNCTION) {
    lua_pushcclosure(L, co_resume, 1);
    lua_setfield(L, -2, "resume");
  } else {
    lua_pop(L, 1);
  }
  if (lua_getfield(L, -1, "wrap") == LUA_TFUNCTION) {
    lua_pushcclosure(L, co_wrap, 1);
    lua_setfield(L, -2, "wrap");
  } else {
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

/* ---- calls --------------------------------------------------------------------------- */
/* message handler: turn any error object into a string and add a traceback */
static int msghandler(lua_State *L) {
  const char *msg = lua_tostring(L, 1);
  if (!msg) {
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
      msg = lua_tostring(L, -1);
    else
      msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  }
  luaL_traceback(L, L, msg, 1);
  return 1;
}

int xh_docall(lua_State *L, int narg, int nres) {
  int base = lua_gettop(L) - narg; /* function index */
  lua_pushcfunction(L, msghandler);
  lua_insert(L, base);
  g_interrupt_pending = 0;
  g_sigint_seen = 0;
  g_eval_L = L;
  g_evaluating = 1;
  int status = lua_pcall(L, narg, nres, base);
  /* stop treating Ctrl-C as an interrupt before removing a hook it may have set; hooks left
   * on suspended coroutines remove themselves (g_interrupt_active is off) */
  sigset_t block, old;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  sigprocmask(SIG_BLOCK, &block, &old);
  g_evaluating = 0;
  g_interrupt_pending = 0;
  g_interrupt_active = 0;
  g_nrunning = 0; /* no coroutine runs now (each resume popped its entry already) */
  lua_sethook(L, NULL, 0, 0);
  sigprocmask(SIG_SETMASK, &old, NULL);
  lua_remove(L, base);
  return status;
}

bool xh_last_call_interrupted(void) { return g_sigint_seen != 0; }

/* under an MPI launcher with several ranks (xattn.dist), "rank R: ": the launcher shows
 * every rank's stderr together */
static const char *rank_tag(char *buf, size_t n) {
  const char *size = getenv("OMPI_COMM_WORLD_SIZE"), *rank = getenv("OMPI_COMM_WORLD_RANK");
  if (!size || !rank) { size = getenv("PMI_SIZE"); rank = getenv("PMI_RANK"); }
  if (!size || !rank || atoi(size) < 2) return "";
  snprintf(buf, n, "rank %d: ", atoi(rank));
  return buf;
}

int xh_report(lua_State *L, int status, bool prefix) {
  if (status == LUA_OK) return status;
  const char *msg = lua_tostring(L, -1);
  if (!msg) msg = "(error object is not a string)";
  fflush(stdout);
  char tag[32];
  if (prefix) fprintf(stderr, "%s: %s%s\n", XH_PROGNAME, rank_tag(tag, sizeof tag), msg);
  else fprintf(stderr, "%s\n", msg);
  fflush(stderr);
  lua_pop(L, 1);
  return status;
}

/* ---- printing ------------------------------------------------------------------------ */
/* a plain table (no __tostring) is shown by xattn.repr when the module is loaded:
 * {live = 0, peak = 0, ...} instead of "table: 0x..." */
static int tostring_one(lua_State *L) {
  if (lua_type(L, 1) == LUA_TTABLE && luaL_getmetafield(L, 1, "__tostring") == LUA_TNIL) {
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, "xattn") == LUA_TTABLE && lua_getfield(L, -1, "repr") == LUA_TFUNCTION) {
      lua_pushvalue(L, 1);
      lua_call(L, 1, 1);
      if (lua_type(L, -1) == LUA_TSTRING) return 1;
    }
    lua_settop(L, 1);
  } else {
    lua_settop(L, 1);
  }
  luaL_tolstring(L, 1, NULL);
  return 1;
}

void xh_print_values(lua_State *L, int n) {
  int base = lua_gettop(L) - n + 1;
  for (int i = 0; i < n; i++) {
    lua_pushcfunction(L, tostring_one);
    lua_pushvalue(L, base + i);
    int status = lua_pcall(L, 1, 1, 0);
    size_t len = 0;
    const char *s = lua_tolstring(L, -1, &len);
    if (i > 0) fputc('\t', stdout);
    if (status != LUA_OK) {
      printf("<error in __tostring: %s>", s ? s : luaL_typename(L, -1));
    } else if (len > XH_PRINT_LIMIT) {
      fwrite(s, 1, XH_PRINT_LIMIT, stdout);
      printf("\n... (%zu more bytes not shown; print() shows everything)", len - XH_PRINT_LIMIT);
    } else {
      fwrite(s, 1, len, stdout);
    }
    lua_pop(L, 1);
  }
  if (n > 0) fputc('\n', stdout);
  fflush(stdout);
  lua_pop(L, n);
}

const char *xh_version(lua_State *L) {
  static char v[64];
  lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_getfield(L, -1, "xattn");
  const char *s = NULL;
  if (lua_istable(L, -1)) {
    lua_getfield(L, -1, "version");
    s = lua_tostring(L, -1);
    snprintf(v, sizeof v, "%s", s ? s : "?");
    lua_pop(L, 1);
  } else {
    snprintf(v, sizeof v, "?");
  }
  lua_pop(L, 2);
  return v;
}

void xh_print_banner(lua_State *L) {
  printf("xattn %s (%s)  :help for help, Tab completes, Ctrl-D exits\n", xh_version(L),
         LUA_RELEASE);
  fflush(stdout);
}
