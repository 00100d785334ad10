/* libFuzzer harnesses for the readers of untrusted input. One file, built once per target
 * with -DFUZZ_TARGET=<name> (Makefile: make fuzz):
 *   checkpoint  the bytes are a checkpoint file: xattn.checkpoint.load, then what mt.load
 *               does with its meta (config merge, vocabularies, BPE codes), without building
 *               the model. When the first byte is odd, the rest is the file and its header
 *               checksum is recomputed first, so the fuzzer gets past it into the header
 *               JSON, the tensor table and the data.
 *   json        the bytes are a config file's text: xattn.json.decode, xattn.mt.config on the
 *               result; and encode(decode(s)) must decode and encode back to itself.
 *   bpe         the bytes are a BPE codes file: xattn.bpe.load, apply to some words, the codes
 *               through from_codes again.
 *   vocab       the bytes are a vocabulary file: Vocab.load, to_table / from_table, encode.
 * Every input runs in one long-lived Lua state with xattn loaded and a 256 MiB tensor memory
 * limit. A Lua error is a correct rejection; a sanitizer report, an abort or a broken
 * invariant (abort() below) is a finding. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "../../lua/binding.h"
#include "../../lua/checkpoint.h"

#ifndef FUZZ_TARGET
#error "build with -DFUZZ_TARGET=checkpoint|json|bpe|vocab"
#endif
#define STR2(x) #x
#define STR(x) STR2(x)

static lua_State *L;
static char path[128];
static unsigned long runs;

/* the targets, as Lua functions of (path, bytes); an error is a rejection */
static const char *targets =
  "local xa = require 'xattn'\n"
  "local mt, data = require 'xattn.mt', require 'xattn.data'\n"
  "local T = {}\n"
  "function T.checkpoint(path)\n"
  "  local ck = xa.checkpoint.load(path)\n"
  "  local h = xa.checkpoint.info(path)\n"
  "  local meta = ck.meta\n"
  "  if type(meta) ~= 'table' then return end\n"
  "  pcall(mt.config, type(meta.config) == 'table' and meta.config or {})\n"
  "  pcall(function() local v = data.Vocab.from_table(meta.src_vocab); v:encode({'a', 'b'}) end)\n"
  "  if meta.bpe_codes ~= nil then\n"
  "    pcall(function() xa.bpe.from_codes(meta.bpe_codes):apply({'hello', 'world'}) end)\n"
  "  end\n"
  "  if meta.rng ~= nil then pcall(xa.set_rng_state, meta.rng) end\n"
  "  for name, t in pairs(ck.tensors) do local _ = t:sum() end\n"
  "end\n"
  "function T.json(path, s)\n"
  "  local v = xa.json.decode(s)\n"
  "  local e = xa.json.encode(v)\n"
  "  if xa.json.encode(xa.json.decode(e)) ~= e then error('ROUNDTRIP: ' .. e, 0) end\n"
  "  if type(v) == 'table' then pcall(mt.config, v) end\n"
  "end\n"
  "function T.bpe(path)\n"
  "  local b = xa.bpe.load(path)\n"
  "  b:apply({'hello', 'low', 'lowest', 'newer', 'a', '', '\\xc3\\xa9t\\xc3\\xa9', '\\xff\\xfe'})\n"
  "  local b2 = xa.bpe.from_codes(b:codes())\n"
  "  b2:apply({'hello', 'wider'})\n"
  "end\n"
  "function T.vocab(path)\n"
  "  local v = data.Vocab.load(path)\n"
  "  local w = data.Vocab.from_table(v:to_table())\n"
  "  if #w ~= #v then error('ROUNDTRIP: sizes differ', 0) end\n"
  "  v:decode(v:encode({'a', 'b', '<unk>'}))\n"
  "end\n"
  "xa.set_threads(1)\n"
  "xa.set_memory_limit(256 * 1024 * 1024)\n"
  "return T." STR(FUZZ_TARGET) "\n";

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  snprintf(path, sizeof path, "/tmp/xattn-fuzz-%d.in", (int)getpid());
  L = luaL_newstate();
  luaL_openlibs(L);
  luaL_requiref(L, "xattn", luaopen_xattn, 1);
  lua_pop(L, 1);
  if (luaL_loadstring(L, targets) || lua_pcall(L, 0, 1, 0)) {
    fprintf(stderr, "harness: %s\n", lua_tostring(L, -1));
    abort();
  }
  lua_setfield(L, LUA_REGISTRYINDEX, "fuzz_target");
  return 0;
}

/* the header checksum of a checkpoint image, recomputed in place when its frame is there */
static void fix_header_crc(unsigned char *p, size_t n) {
  if (n < 16 + 10 || memcmp(p, XA_CKPT_MAGIC, 8)) return;
  uint64_t h = 0;
  for (int i = 7; i >= 0; i--) h = (h << 8) | p[8 + i];
  if (h < 10 || h > n - 16) return;
  unsigned char *hdr = p + 16;
  uint32_t c = xa_crc32(0, hdr, (size_t)h - 10);
  char hex[9];
  snprintf(hex, sizeof hex, "%08x", c);
  memcpy(hdr + h - 10, hex, 8);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const uint8_t *bytes = data;
  size_t n = size;
  unsigned char *copy = NULL;
#ifdef FUZZ_CHECKPOINT
  if (n > 0 && (data[0] & 1)) {
    copy = malloc(n);
    if (!copy) return 0;
    memcpy(copy, data + 1, n - 1);
    fix_header_crc(copy, n - 1);
    bytes = copy;
    n = n - 1;
  } else if (n > 0) {
    bytes = data + 1;
    n = n - 1;
  }
#endif
  FILE *f = fopen(path, "wb");
  if (!f) abort();
  if (n && fwrite(bytes, 1, n, f) != n) abort();
  fclose(f);
  lua_getfield(L, LUA_REGISTRYINDEX, "fuzz_target");
  lua_pushstring(L, path);
  lua_pushlstring(L, (const char *)bytes, n);
  if (lua_pcall(L, 2, 0, 0) != LUA_OK) {
    const char *msg = lua_tostring(L, -1);
    if (!msg || !*msg) { /* every rejection must be an error with a message */
      fprintf(stderr, "harness: a rejection without a message\n");
      abort();
    }
    if (!strncmp(msg, "ROUNDTRIP", 9)) {
      fprintf(stderr, "harness: %s\n", msg);
      abort();
    }
    lua_pop(L, 1);
  }
  free(copy);
  if (++runs % 256 == 0) lua_gc(L, LUA_GCCOLLECT);
  return 0;
}
