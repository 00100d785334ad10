/* The xattn host: what main.c (arguments, scripts), repl.c (the interactive loop) and
 * complete.c (tab completion) share.
 *
 * Evaluation and Ctrl-C: every chunk runs through xh_docall, which marks the state as
 * "evaluating". SIGINT while evaluating sets a Lua hook on the main state and on every
 * coroutine being resumed (coroutine.resume / wrap are replaced to keep that chain) that
 * raises "interrupted!" at the next Lua call or instruction, and again every ~1000
 * instructions while the evaluation goes on (a pcall in a loop cannot swallow it); no hook
 * is set otherwise, so code runs at full speed. A second Ctrl-C before the first is
 * honoured (inside a long C function) kills a script but never the REPL, which says it is
 * waiting. SIGINT while the REPL waits for input writes a byte to a wake-up pipe that the
 * input loop watches, so the line can be cleared; outside the REPL it has its default
 * effect. */
#ifndef XA_HOST_H
#define XA_HOST_H

#include <lua.h>
#include <stdbool.h>
#include <stddef.h>

#define XH_PROGNAME "xattn"
/* auto-printed values longer than this are cut (print() shows everything) */
#define XH_PRINT_LIMIT 100000

/* host.c */
void xh_signals_init(void);          /* install the SIGINT handler and the wake-up pipe */
void xh_set_repl_active(bool on);    /* while on, an idle Ctrl-C wakes the REPL instead of killing */
int xh_wake_fd(void);                /* read end of the wake-up pipe */
bool xh_take_interrupt(void);        /* drains the pipe; true when a Ctrl-C was pending */
int xh_docall(lua_State *L, int narg, int nres); /* pcall with traceback; Ctrl-C interrupts */
/* replaces coroutine.resume and coroutine.wrap by versions that let Ctrl-C interrupt the
 * coroutine being run (call once, after the standard libraries are open) */
void xh_track_coroutines(lua_State *L);
bool xh_last_call_interrupted(void); /* Ctrl-C was pressed during the last xh_docall */
/* prints the error message on top of the stack to stderr (prefixed "xattn: " when prefix)
 * and pops it; returns status */
int xh_report(lua_State *L, int status, bool prefix);
/* prints the n values on top of the stack with tostring (tab separated, one line) and pops
 * them; errors in __tostring are shown in place of the value, long strings are cut */
void xh_print_values(lua_State *L, int n);
const char *xh_version(lua_State *L); /* xattn.version, or "?" */
void xh_print_banner(lua_State *L);

/* repl.c: the interactive loop on stdin (readline when stdin is a terminal) */
void xh_repl(lua_State *L);

/* complete.c */
void xh_complete_init(lua_State *L); /* readline completion of Lua names, fields, methods */
/* frees a NULL-terminated malloc'd array of malloc'd strings */
void xh_free_names(char **names);

#endif
