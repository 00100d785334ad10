/* The interactive loop: read a chunk (continuing while it is incomplete), try it as an
 * expression first ("return <chunk>") so values print themselves, run it, print the results.
 * Lines starting with ':' are REPL commands (:help, :time, :quit).
 *
 * On a terminal, input comes from GNU readline's callback interface inside a select() loop
 * that also watches the Ctrl-C wake-up pipe (see host.h), so Ctrl-C at the prompt clears the
 * line without leaving readline in a half state. Otherwise lines are read with getline and
 * no prompt is shown. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>

#include <lauxlib.h>
#include <readline/history.h>
#include <readline/readline.h>

#include "host.h"

#define PROMPT "xattn> "
#define PROMPT2 "   ..> "
#define HISTORY_MAX 1000

enum { IN_LINE, IN_CANCEL, IN_EOF };

typedef struct {
  lua_State *L;
  bool tty;        /* readline in use */
  bool timing;     /* :time */
  bool quit;
  char *histfile;  /* NULL: no history file */
} repl_t;

/* ---- input --------------------------------------------------------------------------- */
static char *g_cb_line;
static bool g_cb_done;

static void on_line(char *line) {
  g_cb_line = line;
  g_cb_done = true;
  rl_callback_handler_remove(); /* no new prompt until we ask for one */
}

static int read_tty(const char *prompt, char **out) {
  g_cb_done = false;
  g_cb_line = NULL;
  xh_take_interrupt(); /* a Ctrl-C that came while printing is stale */
  fflush(stdout);
  rl_callback_handler_install(prompt, on_line);
  int wake = xh_wake_fd();
  while (!g_cb_done) {
    fd_set fds;
    FD_ZERO(&fds);
    FD_SET(STDIN_FILENO, &fds);
    if (wake >= 0) FD_SET(wake, &fds);
    int r = select((wake > STDIN_FILENO ? wake : STDIN_FILENO) + 1, &fds, NULL, NULL, NULL);
    if (r < 0) {
      if (errno == EINTR) continue;
      rl_callback_handler_remove();
      return IN_EOF;
    }
    if (wake >= 0 && FD_ISSET(wake, &fds) && xh_take_interrupt()) {
      /* Ctrl-C at the prompt: drop the line (and any search or key sequence in progress) */
      rl_callback_sigcleanup();
      rl_free_line_state();
      rl_point = rl_end = 0;
      rl_line_buffer[0] = '\0';
      rl_callback_handler_remove();
      fputs("^C\n", stdout);
      fflush(stdout);
      return IN_CANCEL;
    }
    if (FD_ISSET(STDIN_FILENO, &fds)) rl_callback_read_char();
  }
  *out = g_cb_line;
  return g_cb_line ? IN_LINE : IN_EOF;
}

static int read_plain(char **out) {
  char *line = NULL;
  size_t cap = 0;
  ssize_t n = getline(&line, &cap, stdin);
  if (n < 0) { free(line); return IN_EOF; }
  if (n > 0 && line[n - 1] == '\n') line[--n] = '\0';
  if (n > 0 && line[n - 1] == '\r') line[--n] = '\0';
  *out = line;
  return IN_LINE;
}

static void remember(repl_t *r, const char *line) {
  if (!r->tty || !*line) return;
  HIST_ENTRY *last = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
  if (last && !strcmp(last->line, line)) return;
  add_history(line);
  if (r->histfile) append_history(1, r->histfile); /* written as we go: survives a kill */
}

static int read_line(repl_t *r, const char *prompt, char **out) {
  int st = r->tty ? read_tty(prompt, out) : read_plain(out);
  if (st == IN_LINE) remember(r, *out);
  return st;
}

/* ---- history ------------------------------------------------------------------------- */
static void history_open(repl_t *r) {
  const char *env = getenv("XATTN_HISTORY");
  const char *home = getenv("HOME");
  if (env && *env) r->histfile = strdup(env);
  else if (home && *home) {
    size_t n = strlen(home) + 32;
    r->histfile = malloc(n);
    if (r->histfile) snprintf(r->histfile, n, "%s/.xattn_history", home);
  }
  using_history();
  if (!r->histfile) return;
  read_history(r->histfile);
  int fd = open(r->histfile, O_WRONLY | O_CREAT | O_APPEND, 0600); /* append needs it */
  if (fd < 0) { free(r->histfile); r->histfile = NULL; return; }
  close(fd);
}

static void history_close(repl_t *r) {
  if (r->histfile) history_truncate_file(r->histfile, HISTORY_MAX);
  free(r->histfile);
  r->histfile = NULL;
  clear_history();
}

/* ---- commands ------------------------------------------------------------------------ */
static int term_width(void) {
  struct winsize ws;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20) return ws.ws_col;
  return 80;
}

static void print_columns(char **names) {
  size_t n = 0, w = 0;
  for (; names[n]; n++)
    if (strlen(names[n]) > w) w = strlen(names[n]);
  w += 2;
  size_t cols = (size_t)(term_width() - 2) / w;
  if (cols < 1) cols = 1;
  size_t rows = (n + cols - 1) / cols;
  for (size_t row = 0; row < rows; row++) {
    fputs("  ", stdout);
    for (size_t c = 0; c < cols; c++) {
      size_t i = c * rows + row;
      if (i >= n) break;
      bool last = c + 1 == cols || (c + 1) * rows + row >= n;
      if (last) fputs(names[i], stdout);
      else printf("%-*s", (int)w, names[i]);
    }
    fputc('\n', stdout);
  }
}

/* pushes xattn[field] (nil when the module is not loaded) */
static void push_xattn_field(lua_State *L, const char *field) {
  lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  if (lua_getfield(L, -1, "xattn") == LUA_TTABLE) {
    lua_getfield(L, -1, field);
  } else {
    lua_pushnil(L);
  }
  lua_replace(L, -3);
  lua_pop(L, 1);
}

/* the strings of the list at idx as a NULL-terminated malloc'd array (xh_free_names) */
static char **list_strings(lua_State *L, int idx) {
  lua_Integer n = (lua_Integer)lua_rawlen(L, idx);
  char **v = calloc((size_t)n + 1, sizeof *v);
  if (!v) return NULL;
  size_t k = 0;
  for (lua_Integer i = 1; i <= n; i++) {
    lua_rawgeti(L, idx, i);
    const char *s = lua_tostring(L, -1);
    if (s && (v[k] = strdup(s)) != NULL) k++;
    lua_pop(L, 1);
  }
  return v;
}

static void help_list(repl_t *r) {
  lua_State *L = r->L;
  puts("Commands:\n"
       "  :help          this list\n"
       "  :help name     the documentation of name: zeros, t:reshape, nn, nn.Transformer,\n"
       "                 nn.Transformer:forward, m:forward (for a model m), mt.load, plot.heatmap\n"
       "  :time          toggle showing the wall time of each command\n"
       "  :quit          exit (also Ctrl-D)\n"
       "Keys: Tab completes globals, fields (xattn.ra<Tab>, xattn.nn.<Tab>) and tensor methods\n"
       "  (t:res<Tab>); Up/Down and Ctrl-R search the history; Ctrl-C interrupts a running\n"
       "  command or clears the line. Expressions print their value; incomplete input\n"
       "  continues on the next line. xattn.help() returns every documented name.");
  int top = lua_gettop(L);
  push_xattn_field(L, "_help_overview");
  if (lua_isfunction(L, -1) && lua_pcall(L, 0, 3, 0) == LUA_OK && lua_istable(L, -3) &&
      lua_istable(L, -2) && lua_istable(L, -1)) {
    char **core = list_strings(L, -3), **mods = list_strings(L, -2), **topics = list_strings(L, -1);
    if (core && core[0]) {
      puts("Core functions and tensor methods (:help name):");
      print_columns(core);
    }
    if (mods && mods[0]) {
      puts("Modules (:help module lists its functions and classes):");
      print_columns(mods);
    }
    if (topics && topics[0]) {
      puts("Topics:");
      print_columns(topics);
    }
    xh_free_names(core);
    xh_free_names(mods);
    xh_free_names(topics);
  }
  lua_settop(L, top);
}

static void help_name(repl_t *r, const char *name) {
  lua_State *L = r->L;
  int top = lua_gettop(L);
  push_xattn_field(L, "help");
  if (!lua_isfunction(L, -1)) {
    puts("no documentation: the xattn module is not loaded");
  } else {
    lua_pushstring(L, name);
    int status = xh_docall(L, 1, 2); /* help may load a module: Ctrl-C works, errors show */
    if (status != LUA_OK) {
      xh_report(L, status, false);
    } else {
      const char *text = lua_tostring(L, -2);
      if (text) puts(text);
      else printf("no documentation for '%s' (:help lists the documented names)\n", name);
    }
  }
  lua_settop(L, top);
  fflush(stdout);
}

/* returns true when line was a command */
static bool command(repl_t *r, const char *line) {
  while (*line == ' ' || *line == '\t') line++;
  if (line[0] != ':' || line[1] == ':') return false; /* "::label::" is Lua */
  char word[32];
  size_t n = 0;
  const char *p = line + 1;
  while (*p && *p != ' ' && *p != '\t' && n + 1 < sizeof word) word[n++] = *p++;
  word[n] = '\0';
  while (*p == ' ' || *p == '\t') p++;
  char arg[256];
  size_t m = 0;
  while (*p && *p != ' ' && *p != '\t' && m + 1 < sizeof arg) arg[m++] = *p++;
  arg[m] = '\0';
  if (!strcmp(word, "help") || !strcmp(word, "h") || !strcmp(word, "?")) {
    if (m) help_name(r, arg);
    else help_list(r);
  } else if (!strcmp(word, "time")) {
    r->timing = !r->timing;
    puts(r->timing ? "timing on: each command's wall time is shown" : "timing off");
  } else if (!strcmp(word, "quit") || !strcmp(word, "q") || !strcmp(word, "exit")) {
    r->quit = true;
  } else {
    printf("unknown command ':%s' (commands: :help, :time, :quit)\n", word);
  }
  fflush(stdout);
  return true;
}

/* ---- evaluation ---------------------------------------------------------------------- */
/* the "<eof>" syntax error of an incomplete chunk; pops it */
static bool incomplete(lua_State *L, int status) {
  if (status != LUA_ERRSYNTAX) return false;
  size_t len;
  const char *msg = lua_tolstring(L, -1, &len);
  static const char mark[] = "<eof>";
  if (msg && len >= sizeof mark - 1 && !strcmp(msg + len - (sizeof mark - 1), mark)) {
    lua_pop(L, 1);
    return true;
  }
  return false;
}

/* compiles buf, as "return buf;" when that is valid (so expressions print) */
static int load_chunk(lua_State *L, const char *buf, size_t len) {
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  luaL_addstring(&b, "return ");
  luaL_addlstring(&b, buf, len);
  luaL_addchar(&b, ';');
  luaL_pushresult(&b);
  size_t rlen;
  const char *ret = lua_tolstring(L, -1, &rlen);
  int status = luaL_loadbuffer(L, ret, rlen, "=stdin");
  lua_remove(L, -2); /* the "return" text */
  if (status == LUA_OK) return status;
  lua_pop(L, 1);
  return luaL_loadbuffer(L, buf, len, "=stdin");
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void run(repl_t *r, const char *chunk, size_t len) {
  lua_State *L = r->L;
  double t0 = now();
  int top = lua_gettop(L);
  int status = load_chunk(L, chunk, len);
  if (status == LUA_OK) status = xh_docall(L, 0, LUA_MULTRET);
  if (status == LUA_OK) {
    int n = lua_gettop(L) - top;
    if (n > 0) {
      if (!lua_checkstack(L, 4)) { lua_settop(L, top); n = 0; }
      xh_print_values(L, n);
    }
  } else {
    if (r->tty && xh_last_call_interrupted()) fputc('\n', stdout); /* after the echoed ^C */
    xh_report(L, status, false);
  }
  lua_settop(L, top);
  if (r->timing) {
    double dt = now() - t0;
    if (dt < 1.0) printf("(%.3f ms)\n", dt * 1e3);
    else printf("(%.3f s)\n", dt);
  }
  fflush(stdout);
}

/* reads one chunk, continuing while it is incomplete. IN_LINE: the chunk is left on the
 * Lua stack; IN_EOF: end of input (an unfinished chunk may be left on the stack);
 * IN_CANCEL: nothing to run (Ctrl-C, or a command was handled). */
static int gather(repl_t *r) {
  lua_State *L = r->L;
  char *line = NULL;
  int st = read_line(r, PROMPT, &line);
  if (st != IN_LINE) return st;
  if (command(r, line)) { free(line); return r->quit ? IN_EOF : IN_CANCEL; }
  lua_pushstring(L, line);
  free(line);
  for (;;) {
    size_t len;
    const char *chunk = lua_tolstring(L, -1, &len);
    int status = load_chunk(L, chunk, len);
    if (!incomplete(L, status)) { lua_pop(L, 1); return IN_LINE; } /* chunk stays on top */
    st = read_line(r, PROMPT2, &line);
    if (st == IN_CANCEL) { lua_pop(L, 1); return IN_CANCEL; }
    if (st == IN_EOF) return IN_EOF; /* chunk stays on top: reported by the caller */
    lua_pushliteral(L, "\n");
    lua_pushstring(L, line);
    free(line);
    lua_concat(L, 3);
  }
}

void xh_repl(lua_State *L) {
  repl_t r = {L, isatty(STDIN_FILENO) != 0, false, false, NULL};
  if (r.tty) {
    rl_readline_name = "xattn";
    rl_catch_signals = 0;              /* Ctrl-C is ours (host.c) */
    rl_persistent_signal_handlers = 1; /* SIGWINCH noticed while waiting for input */
    xh_complete_init(L);
    history_open(&r);
    xh_set_repl_active(true);
  }
  int top = lua_gettop(L);
  for (;;) {
    int st = gather(&r);
    if (st == IN_LINE) {
      size_t len;
      const char *chunk = lua_tolstring(L, -1, &len);
      run(&r, chunk, len);
    } else if (st == IN_EOF) {
      if (lua_gettop(L) > top) { /* input ended inside an unfinished chunk */
        size_t len;
        const char *chunk = lua_tolstring(L, -1, &len);
        xh_report(L, load_chunk(L, chunk, len), false);
      }
      lua_settop(L, top);
      break;
    }
    lua_settop(L, top);
  }
  if (r.tty) {
    if (!r.quit) fputc('\n', stdout); /* after Ctrl-D, end the prompt's line */
    xh_set_repl_active(false);
    history_close(&r);
  }
  fflush(stdout);
}
