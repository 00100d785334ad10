/* The checkpoint C API without Lua: CRC-32 against published check values and a bitwise
 * reference, save/load round trips, header-only reads, and failures that leak nothing. */
#include "../../lua/checkpoint.h"
#include "../../vm/ops.h"
#include "ctest.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* bit by bit, straight from the definition (reflected polynomial 0xEDB88320) */
static uint32_t crc_ref(const unsigned char *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  for (size_t i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
  }
  return ~c;
}

static void test_crc(void) {
  CHECK(xa_crc32(0, "", 0) == 0);
  CHECK(xa_crc32(0, "123456789", 9) == 0xCBF43926u); /* the standard check value */
  CHECK(xa_crc32(0, "a", 1) == 0xE8B7BE43u);
  CHECK(xa_crc32(0, "The quick brown fox jumps over the lazy dog", 43) == 0x414FA339u);
  unsigned char buf[1000];
  uint64_t s = 12345;
  for (size_t i = 0; i < sizeof buf; i++) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    buf[i] = (unsigned char)(s >> 56);
  }
  /* every start alignment and length against the reference; chaining at every split */
  int bad = 0;
  for (size_t off = 0; off < 9; off++)
    for (size_t n = 0; n + off <= 300; n++)
      if (xa_crc32(0, buf + off, n) != crc_ref(buf + off, n)) bad++;
  CHECK_MSG(bad == 0, "%d crc mismatches against the bitwise reference", bad);
  uint32_t whole = crc_ref(buf, sizeof buf);
  bad = 0;
  for (size_t k = 0; k <= sizeof buf; k += 7)
    if (xa_crc32(xa_crc32(0, buf, k), buf + k, sizeof buf - k) != whole) bad++;
  CHECK_MSG(bad == 0, "%d chained crc mismatches", bad);
}

static int same_values(xa_tensor *a, xa_tensor *b) {
  if (a->dtype != b->dtype || !xa_same_shape(a, b)) return 0;
  xa_tensor *ca, *cb;
  if (xa_tensor_contiguous(&ca, a)) return 0;
  if (xa_tensor_contiguous(&cb, b)) { xa_tensor_release(ca); return 0; }
  int64_t nb = xa_tensor_numel(a) * (int64_t)xa_dtype_size(a->dtype);
  int r = memcmp(xa_tensor_data(ca), xa_tensor_data(cb), (size_t)nb) == 0;
  xa_tensor_release(ca);
  xa_tensor_release(cb);
  return r;
}

static void test_roundtrip(const char *dir) {
  char path[512];
  snprintf(path, sizeof path, "%s/c.ckpt", dir);
  int64_t mem0 = xa_mem_live();
  int64_t s23[2] = {2, 3}, s0[1] = {0};
  xa_tensor *a, *at, *b, *e;
  xa_manual_seed(3);
  CHECK(xa_randn(&a, XA_FLOAT64, 2, s23) == 0);
  CHECK(xa_transpose(&at, a, 0, 1) == 0); /* a non-contiguous view */
  CHECK(xa_randint(&b, -5, 5, 2, s23) == 0);
  CHECK(xa_tensor_new(&e, XA_BOOL, 1, s0) == 0);
  const char *names[] = {"a", "at", "b", "e"};
  xa_tensor *ts[] = {a, at, b, e};
  int64_t bytes = 0;
  CHECK(xa_checkpoint_save(path, "{\"k\":[1,2]}", 4, names, ts, &bytes) == 0);
  CHECK(bytes > 0);
  char tmp[520];
  snprintf(tmp, sizeof tmp, "%s.tmp", path);
  CHECK(access(tmp, F_OK) != 0);

  xa_checkpoint ck;
  CHECK(xa_checkpoint_load(&ck, path, true) == 0);
  CHECK(ck.n == 4 && ck.file_bytes == bytes);
  CHECK(strstr(ck.header, "\"meta\":{\"k\":[1,2]}") != NULL);
  for (int i = 0; i < ck.n && i < 4; i++) {
    CHECK(!strcmp(ck.names[i], names[i]));
    CHECK_MSG(same_values(ck.tensors[i], ts[i]), "tensor %s differs", names[i]);
    CHECK(xa_tensor_is_contiguous(ck.tensors[i]));
  }
  xa_checkpoint_free(&ck);
  CHECK(ck.n == 0 && ck.header == NULL);

  /* header only: no tensors allocated */
  int64_t before = xa_mem_live();
  CHECK(xa_checkpoint_load(&ck, path, false) == 0);
  CHECK(ck.tensors == NULL && ck.n == 4);
  CHECK(xa_mem_live() == before);
  xa_checkpoint_free(&ck);

  /* failures: clear messages, nothing left allocated */
  const char *dup[] = {"x", "x"};
  CHECK(xa_checkpoint_save(path, NULL, 2, dup, ts, NULL) == -1);
  CHECK(strstr(xa_errmsg(), "two tensors are named 'x'") != NULL);
  CHECK(xa_checkpoint_save(path, "{bad", 1, names, ts, NULL) == -1);
  CHECK(strstr(xa_errmsg(), "meta is not valid JSON") != NULL);
  const char *badname[] = {"\xff"};
  CHECK(xa_checkpoint_save(path, NULL, 1, badname, ts, NULL) == -1);
  CHECK(strstr(xa_errmsg(), "not valid UTF-8") != NULL);
  CHECK(xa_checkpoint_load(&ck, path, true) == 0); /* still the good file */
  xa_checkpoint_free(&ck);

  /* a memory limit hit while loading: an error, and the tensors made so far are freed */
  xa_mem_set_limit(xa_mem_live() + 60);
  CHECK(xa_checkpoint_load(&ck, path, true) == -1);
  CHECK(strstr(xa_errmsg(), "cannot load tensor") != NULL);
  CHECK(ck.n == 0 && ck.tensors == NULL);
  xa_mem_set_limit(0);

  char missing[600];
  snprintf(missing, sizeof missing, "%s/none/x.ckpt", dir);
  CHECK(xa_checkpoint_save(missing, NULL, 0, NULL, NULL, NULL) == -1);
  CHECK(strstr(xa_errmsg(), "cannot create") != NULL);
  CHECK(xa_checkpoint_load(&ck, missing, true) == -1);
  CHECK(strstr(xa_errmsg(), "cannot open") != NULL);

  xa_tensor_release(a);
  xa_tensor_release(at);
  xa_tensor_release(b);
  xa_tensor_release(e);
  CHECK(xa_mem_live() == mem0);
  unlink(path);
}

int main(void) {
  test_crc();
  char dir[] = "/tmp/xa_ckpt_XXXXXX";
  if (!mkdtemp(dir)) { perror("mkdtemp"); return 1; }
  test_roundtrip(dir);
  rmdir(dir);
  CTEST_END();
}
