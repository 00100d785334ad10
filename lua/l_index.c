/* Lua functions: index family. */
#include "binding.h"

static const xa_lreg regs[] = {
  {NULL, NULL, 0, NULL},
};

void xa_lua_open_index(lua_State *L) { xa_lua_register(L, regs); }
