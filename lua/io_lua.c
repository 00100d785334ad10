/* Lua functions: raw tensor files (fromfile, tofile).
 *
 * A raw file is the tensor's elements in row-major order, little-endian, nothing else:
 * what numpy's tofile and torch's .numpy().tofile() write. The golden tests use them;
 * checkpoints (with a header and checksums) are another module. */
#include "binding.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define XA_IO_SWAP 1
#else
#define XA_IO_SWAP 0
#endif

/* reverses the bytes of each of the n elements of width w in p (big-endian hosts only) */
static void swap_bytes(void *p, int64_t n, size_t w) {
  unsigned char *b = p;
  for (int64_t i = 0; i < n; i++, b += w)
    for (size_t j = 0; j < w / 2; j++) {
      unsigned char c = b[j];
      b[j] = b[w - 1 - j];
      b[w - 1 - j] = c;
    }
}

/* fromfile(path, dtype, shape) */
static int l_fromfile(lua_State *L) {
  const char *path = luaL_checkstring(L, 1);
  const char *dname = luaL_checkstring(L, 2);
  xa_dtype dt;
  if (xa_dtype_from_name(dname, &dt)) return luaL_argerror(L, 2, xa_errmsg());
  luaL_checktype(L, 3, LUA_TTABLE);
  int64_t size[XA_MAXDIM];
  int ndim = xa_lua_sizes(L, 3, size, false);
  if (xa_check_sizes("fromfile", ndim, size)) return xa_lua_fail(L);
  int64_t n = 1;
  for (int i = 0; i < ndim; i++) n *= size[i];
  size_t w = xa_dtype_size(dt);
  char s[XA_SHAPESTR];
  if (n > INT64_MAX / (int64_t)w)
    return luaL_error(L, "fromfile: shape %s of %s is too large", xa_shape_str(s, ndim, size), dname);
  int64_t want = n * (int64_t)w;

  xa_tensor **slot = xa_lua_slot(L); /* before the file is open: it may raise */
  FILE *f = fopen(path, "rb");
  if (!f) return luaL_error(L, "fromfile: cannot open '%s': %s", path, strerror(errno));
  long have = -1;
  if (fseek(f, 0, SEEK_END) == 0) have = ftell(f);
  if (have < 0 || fseek(f, 0, SEEK_SET) != 0) {
    fclose(f);
    return luaL_error(L, "fromfile: cannot read the size of '%s'", path);
  }
  if ((int64_t)have != want) {
    fclose(f);
    return luaL_error(L, "fromfile: '%s' holds %d bytes but shape %s of %s needs %d", path,
                      (int)have, xa_shape_str(s, ndim, size), xa_dtype_name(dt), (int)want);
  }
  if (xa_tensor_new(slot, dt, ndim, size)) {
    fclose(f);
    return xa_lua_fail(L);
  }
  xa_tensor *t = *slot;
  size_t got = want ? fread(xa_tensor_data(t), 1, (size_t)want, f) : 0;
  fclose(f);
  if ((int64_t)got != want)
    return luaL_error(L, "fromfile: short read on '%s' (%d of %d bytes)", path, (int)got, (int)want);
  if (XA_IO_SWAP && w > 1) swap_bytes(xa_tensor_data(t), n, w);
  if (dt == XA_BOOL) { /* only 0 and 1 are valid bools */
    unsigned char *b = xa_tensor_data(t);
    for (int64_t i = 0; i < n; i++) b[i] = b[i] != 0;
  }
  return 1;
}

/* t:tofile(path) */
static int l_tofile(lua_State *L) {
  xa_tensor *t = xa_lua_check(L, 1);
  const char *path = luaL_checkstring(L, 2);
  if (t->storage->device != XA_CPU) return luaL_error(L, "tofile: the tensor is not on the CPU");
  FILE *f = fopen(path, "wb");
  if (!f) return luaL_error(L, "tofile: cannot open '%s': %s", path, strerror(errno));
  xa_tensor *c;
  if (xa_tensor_contiguous(&c, t)) {
    fclose(f);
    return xa_lua_fail(L);
  }
  int64_t n = xa_tensor_numel(c);
  size_t w = xa_dtype_size(c->dtype);
  int64_t nbytes = n * (int64_t)w;
  int ok = 1;
  if (XA_IO_SWAP && w > 1 && n > 0) {
    void *tmp = malloc((size_t)nbytes);
    if (!tmp) ok = 0;
    else {
      memcpy(tmp, xa_tensor_data(c), (size_t)nbytes);
      swap_bytes(tmp, n, w);
      ok = fwrite(tmp, 1, (size_t)nbytes, f) == (size_t)nbytes;
      free(tmp);
    }
  } else if (nbytes > 0) {
    ok = fwrite(xa_tensor_data(c), 1, (size_t)nbytes, f) == (size_t)nbytes;
  }
  xa_tensor_release(c);
  if (fclose(f) != 0) ok = 0;
  if (!ok) return luaL_error(L, "tofile: writing '%s' failed: %s", path, strerror(errno));
  lua_settop(L, 1);
  return 1;
}

static const xa_lreg regs[] = {
  {"fromfile", l_fromfile, XA_FUNC,
   "fromfile(path, dtype, shape) -> Tensor\nReads a raw file of little-endian elements in "
   "row-major order (as numpy's tofile writes); the file size must equal the shape's bytes."},
  {"tofile", l_tofile, XA_METHOD,
   "t:tofile(path) -> t\nWrites t's elements to path as raw little-endian data in row-major "
   "order (no header); read back with fromfile(path, dtype, shape)."},
  {NULL, NULL, 0, NULL}};

void xa_io_lua(lua_State *L) { xa_lua_register(L, regs); }
