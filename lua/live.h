/* Live use and installation helpers (lua/live_lua.c). */
#ifndef XA_LIVE_H
#define XA_LIVE_H

#include <lua.h>

/* registers xattn.read_some, xattn.tty_mode and xattn.home */
void xa_live_lua(lua_State *L);

/* The directory holding xattn's scripts/, configs/ and data/: $XATTN_HOME when set, else
 * found from where the code runs (the host, libxattn.so or the Lua module): an installed
 * PREFIX/share/xattn, or the source tree of a build directory. NULL when none is found. */
const char *xa_home(void);

#endif
