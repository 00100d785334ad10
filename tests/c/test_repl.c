/* The REPL driven through a pseudo-terminal: the host ($BUILD/xattn, BUILD defaults to
 * "build") runs under forkpty, keystrokes are written to the master side and the screen
 * output is searched for what should appear. Every read has a deadline and the child is
 * killed at the end, so a broken REPL fails the test instead of hanging it.
 * Expected strings are chosen so that the echo of the typed input cannot match them
 * (e.g. 40+2 -> "42"). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "ctest.h"

#define TIMEOUT 6.0 /* seconds for one expected output (sanitizer builds are slower) */

typedef struct {
  int fd;
  pid_t pid;
  char *buf;
  size_t n, cap, mark; /* buf[mark..n) not yet matched */
} term_t;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* reads what is available within `wait` seconds; false at EOF/error */
static bool pump(term_t *t, double wait) {
  struct pollfd p = {t->fd, POLLIN, 0};
  int r = poll(&p, 1, (int)(wait * 1000));
  if (r <= 0) return r == 0;
  if (t->n + 65536 > t->cap) {
    /* drop what was matched already */
    memmove(t->buf, t->buf + t->mark, t->n - t->mark);
    t->n -= t->mark;
    t->mark = 0;
    if (t->n + 65536 > t->cap) {
      t->cap = 2 * (t->n + 65536);
      t->buf = realloc(t->buf, t->cap);
    }
  }
  ssize_t k = read(t->fd, t->buf + t->n, t->cap - t->n - 1);
  if (k <= 0) return false; /* EIO: the child closed the terminal */
  t->n += (size_t)k;
  t->buf[t->n] = '\0';
  return true;
}

/* waits for needle in the unmatched output; on success the mark moves past it */
static bool expect(term_t *t, const char *needle) {
  double end = now() + TIMEOUT;
  size_t len = strlen(needle);
  for (;;) {
    char *hit = memmem(t->buf + t->mark, t->n - t->mark, needle, len);
    if (hit) {
      t->mark = (size_t)(hit - t->buf) + len;
      return true;
    }
    double left = end - now();
    if (left <= 0 || !pump(t, left)) {
      fprintf(stderr, "  expected \"%s\"; unmatched output was:\n---\n%.*s\n---\n", needle,
              (int)(t->n - t->mark > 2000 ? 2000 : t->n - t->mark), t->buf + t->mark);
      return false;
    }
  }
}

/* reads for `secs` and says whether needle appeared in the new output (does not move mark) */
static bool appears_within(term_t *t, const char *needle, double secs) {
  double end = now() + secs;
  size_t from = t->mark;
  while (now() < end) {
    if (memmem(t->buf + from, t->n - from, needle, strlen(needle))) return true;
    if (!pump(t, end - now())) break;
  }
  return memmem(t->buf + from, t->n - from, needle, strlen(needle)) != NULL;
}

static void sendk(term_t *t, const char *keys) {
  size_t len = strlen(keys), off = 0;
  while (off < len) {
    ssize_t k = write(t->fd, keys + off, len - off);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) return;
    off += (size_t)k;
  }
}

static bool start(term_t *t, const char *exe, const char *hist, const char *home) {
  memset(t, 0, sizeof *t);
  t->cap = 1 << 20;
  t->buf = malloc(t->cap);
  t->buf[0] = '\0';
  struct winsize ws = {24, 100, 0, 0};
  t->pid = forkpty(&t->fd, NULL, NULL, &ws);
  if (t->pid < 0) return false;
  if (t->pid == 0) {
    setenv("XATTN_HISTORY", hist, 1);
    setenv("HOME", home, 1);
    setenv("TERM", "dumb", 1);
    setenv("INPUTRC", "/dev/null", 1);
    setenv("OMP_NUM_THREADS", "1", 1);
    execl(exe, exe, (char *)NULL);
    perror("exec");
    _exit(127);
  }
  return true;
}

/* waits up to secs for the child; kills it if still running. Returns its exit status or -1 */
static int finish(term_t *t, double secs) {
  double end = now() + secs;
  int status = 0;
  for (;;) {
    pid_t r = waitpid(t->pid, &status, WNOHANG);
    if (r == t->pid) break;
    if (now() >= end) {
      kill(t->pid, SIGKILL);
      waitpid(t->pid, &status, 0);
      close(t->fd);
      free(t->buf);
      return -1;
    }
    pump(t, 0.05); /* keep the terminal drained so the child can finish writing */
  }
  close(t->fd);
  free(t->buf);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *s = calloc(1, 1 << 16);
  size_t n = fread(s, 1, (1 << 16) - 1, f);
  s[n] = '\0';
  fclose(f);
  return s;
}

int main(void) {
  const char *build = getenv("BUILD");
  if (!build || !*build) build = "build";
  char exe[512], dir[] = "/tmp/xattn_repl_XXXXXX", hist[600];
  snprintf(exe, sizeof exe, "%s/xattn", build);
  if (access(exe, X_OK) != 0) {
    fprintf(stderr, "FAIL: %s not found (build first)\n", exe);
    ct_fail++;
    CTEST_END();
  }
  if (!mkdtemp(dir)) { perror("mkdtemp"); ct_fail++; CTEST_END(); }
  snprintf(hist, sizeof hist, "%s/history", dir);
  signal(SIGPIPE, SIG_IGN);

  term_t t;
  CHECK(start(&t, exe, hist, dir));
  /* banner and prompt */
  CHECK(expect(&t, "xattn 0."));
  CHECK(expect(&t, ":help"));
  CHECK(expect(&t, "xattn> "));

  /* completion walks into lazily loaded modules: nothing has loaded xattn.attention or
   * xattn.nn yet, and Tab lists their fields */
  sendk(&t, "xattn.attention.\t\t");
  CHECK(appears_within(&t, "gmm", TIMEOUT));
  CHECK(expect(&t, "hard_gaussian"));
  sendk(&t, "\x15"); /* Ctrl-U: drop the line */
  sendk(&t, "xattn.nn.Tra\t\t\t");
  CHECK(expect(&t, "TransformerDecoderLayer"));
  sendk(&t, "\x15");
  /* :help on names of modules that are not loaded yet (mt, plot) */
  sendk(&t, ":help mt.load\n");
  CHECK(expect(&t, "mt.load(path"));
  sendk(&t, ":help plot.terminal\n");
  CHECK(expect(&t, "plot.terminal(matrix"));
  /* and :help completes module-qualified names */
  sendk(&t, ":help plot.heat\t");
  CHECK(expect(&t, "map"));
  sendk(&t, "\n");
  CHECK(expect(&t, "plot.heatmap(matrix"));

  /* a plot written to a file shows its path, not the whole SVG */
  char cmd[1024];
  snprintf(cmd, sizeof cmd, "xattn.plot.heatmap({{1, 2}}, {path = '%s/heat' .. '.svg'})\n", dir);
  sendk(&t, cmd);
  CHECK(expect(&t, "/heat.svg\r\n"));
  CHECK(expect(&t, "xattn> "));
  CHECK(!memmem(t.buf, t.n, "<svg", 4));

  /* expressions print themselves */
  sendk(&t, "40+2\n");
  CHECK(expect(&t, "42"));
  sendk(&t, "1, nil, 'x'..'y'\n");
  CHECK(expect(&t, "1\tnil\txy"));
  sendk(&t, "xattn.zeros(2,3)\n");
  CHECK(expect(&t, "[xattn.Tensor float32 (2,3)]"));

  /* multi-line input with a continuation prompt */
  sendk(&t, "for i = 1, 2 do\n");
  CHECK(expect(&t, "..> "));
  sendk(&t, "print(i*7+93)\n");
  CHECK(expect(&t, "..> "));
  sendk(&t, "end\n");
  CHECK(expect(&t, "100"));
  CHECK(expect(&t, "107"));

  /* completion of module fields: xattn.ran<Tab> completes to xattn.rand (the common
   * prefix), then <Tab><Tab> lists rand, randn, randint, ... */
  sendk(&t, "xattn.ran\t\t\t");
  CHECK(expect(&t, "randint"));
  CHECK(expect(&t, "randn"));
  sendk(&t, "\x15"); /* Ctrl-U: drop the line */
  sendk(&t, "40+5\n");
  CHECK(expect(&t, "45"));

  /* completion of tensor methods through the method table */
  sendk(&t, "t = xattn.zeros(6)\n");
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "t:resh\t");
  CHECK(expect(&t, "ape"));
  sendk(&t, "(3,2)\n");
  CHECK(expect(&t, "(3,2)]"));

  /* nested fields: a.b.c */
  sendk(&t, "aa = {bb = {cc = {zebra_field = 1}}}\n");
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "aa.bb.cc.zeb\t");
  CHECK(expect(&t, "ra_field"));
  sendk(&t, "\n");
  CHECK(expect(&t, "1\r\n"));

  /* Ctrl-C interrupts a running loop; the REPL then still evaluates */
  sendk(&t, "print('lo'..'oping') while true do end\n");
  CHECK(expect(&t, "looping"));
  usleep(100 * 1000);
  sendk(&t, "\x03");
  CHECK(expect(&t, "interrupted!"));
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "print('al'..'ive')\n");
  CHECK(expect(&t, "alive"));

  /* ... also when the loop swallows errors with pcall, and cleanup code still runs */
  sendk(&t, "print('lo'..'op2') while true do pcall(function() end) end\n");
  CHECK(expect(&t, "loop2"));
  usleep(100 * 1000);
  sendk(&t, "\x03");
  CHECK(expect(&t, "interrupted!"));
  sendk(&t, "print('in'..'side') xattn.no_grad(function() while true do end end)\n");
  CHECK(expect(&t, "inside"));
  usleep(100 * 1000);
  sendk(&t, "\x03");
  CHECK(expect(&t, "interrupted!"));
  sendk(&t, "'grad '..tostring(xattn.is_grad_enabled())\n");
  CHECK(expect(&t, "grad true"));

  /* ... also inside a coroutine (its own lua_State with its own hooks), through
   * coroutine.wrap and coroutine.resume, and the session keeps its globals */
  sendk(&t, "keep = 'kept' .. 'value'\n");
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "co = coroutine.wrap(function() print('spin'..'ning') while true do end end) co()\n");
  CHECK(expect(&t, "spinning"));
  usleep(100 * 1000);
  sendk(&t, "\x03");
  CHECK(expect(&t, "interrupted!"));
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "keep\n");
  CHECK(expect(&t, "keptvalue"));
  sendk(&t, "co2 = coroutine.create(function() print('spin'..'2') while true do end end) "
            "print(coroutine.resume(co2))\n");
  CHECK(expect(&t, "spin2"));
  usleep(100 * 1000);
  sendk(&t, "\x03");
  CHECK(expect(&t, "interrupted!"));
  sendk(&t, "coroutine.status(co2)\n");
  CHECK(expect(&t, "dead"));
  /* nested coroutines, the errors swallowed by pcall in a loop */
  sendk(&t, "print('ne'..'sted') while true do pcall(coroutine.wrap(function() "
            "coroutine.wrap(function() while true do end end)() end)) end\n");
  CHECK(expect(&t, "nested"));
  usleep(100 * 1000);
  sendk(&t, "\x03");
  CHECK(expect(&t, "interrupted!"));
  CHECK(expect(&t, "xattn> "));
  /* a coroutine left suspended while an interrupt was active still runs afterwards */
  sendk(&t, "gen = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i * 11) end end) gen()\n");
  CHECK(expect(&t, "11"));
  sendk(&t, "gen()\n");
  CHECK(expect(&t, "22"));
  /* a second Ctrl-C while a long C function runs does not kill the REPL */
  sendk(&t, "a = xattn.randn(3000, 3000, {dtype = 'float64'}) print('mm'..'start') b = a:matmul(a)\n");
  CHECK(expect(&t, "mmstart"));
  usleep(200 * 1000);
  sendk(&t, "\x03");
  usleep(100 * 1000);
  sendk(&t, "\x03");
  CHECK(expect(&t, "interrupted!"));
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "keep .. '!'\n");
  CHECK(expect(&t, "keptvalue!"));

  /* Ctrl-C at the prompt clears the line */
  sendk(&t, "garbage garbage");
  CHECK(expect(&t, "garbage garbage"));
  sendk(&t, "\x03");
  /* the host's "^C" first: a prompt redrawn with the line must not count as the new one
   * (then "40+3" would be typed onto "garbage garbage" before the cancel; seen once) */
  CHECK(expect(&t, "^C"));
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "40+3\n");
  CHECK(expect(&t, "43"));
  /* plain tables print as Lua, not as "table: 0x..." */
  sendk(&t, "{1, a = 'b', t = xattn.ones(2)}\n");
  CHECK(expect(&t, "{1, a = \"b\", t = <Tensor float32 (2)>}"));
  CHECK(!memmem(t.buf, t.n, "syntax error", 12));

  /* :help name */
  sendk(&t, ":help zeros\n");
  CHECK(expect(&t, "zeros(d1, d2"));
  sendk(&t, ":help t:reshape\n");
  CHECK(expect(&t, "reshape(d1"));
  sendk(&t, ":help\n");
  CHECK(expect(&t, "Core functions"));
  CHECK(expect(&t, "Modules"));
  CHECK(expect(&t, "attention"));

  /* :time shows the wall time of each command */
  sendk(&t, ":time\n");
  CHECK(expect(&t, "timing on"));
  sendk(&t, "40+6\n");
  CHECK(expect(&t, "46"));
  CHECK(expect(&t, " ms)"));
  sendk(&t, ":time\n");
  CHECK(expect(&t, "timing off"));

  /* errors show a traceback and the REPL continues */
  sendk(&t, "error('bo'..'om')\n");
  CHECK(expect(&t, "boom"));
  CHECK(expect(&t, "stack traceback:"));
  sendk(&t, "40+4\n");
  CHECK(expect(&t, "44"));
  sendk(&t, "error(setmetatable({}, {__tostring = function() return 'custom'..'obj' end}))\n");
  CHECK(expect(&t, "customobj"));
  sendk(&t, "error({})\n");
  CHECK(expect(&t, "error object is a table value"));

  /* things that must not crash it */
  sendk(&t, "do local x <close> = xattn.zeros(2); y = x end\n");
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "y\n");
  CHECK(expect(&t, "(closed)"));
  sendk(&t, "setmetatable({}, {__tostring = function() error('ts'..'fail') end})\n");
  CHECK(expect(&t, "tsfail"));
  sendk(&t, "string.rep('ab', 100000)\n");
  CHECK(expect(&t, "more bytes not shown"));
  sendk(&t, "40+7\n");
  CHECK(expect(&t, "47"));

  /* :quit exits cleanly and the history was written */
  sendk(&t, ":quit\n");
  CHECK(finish(&t, TIMEOUT) == 0);
  char *h = read_file(hist);
  CHECK_MSG(h && strstr(h, "40+2") && strstr(h, "while true do end"), "history file %s: %s", hist,
            h ? h : "(missing)");
  free(h);

  /* Ctrl-D exits; the history from the first session is loaded (Up recalls it) */
  CHECK(start(&t, exe, hist, dir));
  CHECK(expect(&t, "xattn> "));
  sendk(&t, "\x1b[A"); /* Up: the last line of the previous session (40+7... or :quit) */
  CHECK(appears_within(&t, ":quit", TIMEOUT));
  sendk(&t, "\x15\x04"); /* Ctrl-U, Ctrl-D */
  CHECK(finish(&t, TIMEOUT) == 0);

  unlink(hist);
  snprintf(cmd, sizeof cmd, "%s/heat.svg", dir);
  CHECK(access(cmd, R_OK) == 0);
  unlink(cmd);
  rmdir(dir);
  CTEST_END();
}
