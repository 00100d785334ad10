/* The xattn host: runs scripts (xattn script.lua args...), -e code, -i, and the REPL. */
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <string.h>

#include "../lua/binding.h"

static int traceback(lua_State *L) {
  const char *msg = lua_tostring(L, 1);
  if (!msg) msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
  luaL_traceback(L, L, msg, 1);
  return 1;
}

static int report(lua_State *L, int status) {
  if (status != LUA_OK) {
    fprintf(stderr, "xattn: %s\n", lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  return status;
}

static int docall(lua_State *L, int narg, int nres) {
  int base = lua_gettop(L) - narg;
  lua_pushcfunction(L, traceback);
  lua_insert(L, base);
  int status = lua_pcall(L, narg, nres, base);
  lua_remove(L, base);
  return status;
}

int main(int argc, char **argv) {
  lua_State *L = luaL_newstate();
  if (!L) { fprintf(stderr, "xattn: cannot create Lua state\n"); return 1; }
  luaL_openlibs(L);
  luaL_requiref(L, "xattn", luaopen_xattn, 0);
  lua_setglobal(L, "xattn");
  int status = LUA_OK, script = 0;
  for (int i = 1; i < argc && status == LUA_OK; i++) {
    if (!strcmp(argv[i], "-e") && i + 1 < argc) {
      status = luaL_loadstring(L, argv[++i]);
      if (status == LUA_OK) status = docall(L, 0, 0);
      report(L, status);
    } else { script = i; break; }
  }
  if (status == LUA_OK && script) {
    lua_createtable(L, argc - script, 1);
    for (int i = 0; i < argc; i++) { lua_pushstring(L, argv[i]); lua_rawseti(L, -2, i - script); }
    lua_setglobal(L, "arg");
    status = luaL_loadfile(L, argv[script]);
    if (status == LUA_OK) {
      for (int i = script + 1; i < argc; i++) lua_pushstring(L, argv[i]);
      status = docall(L, argc - script - 1, 0);
    }
    report(L, status);
  }
  lua_close(L);
  return status == LUA_OK ? 0 : 1;
}
