/* Checkpoints: one file, a JSON header and raw little-endian tensor data (format in
 * docs/checkpoints.md), written atomically and read back with every size from the file
 * checked before it is used. Nothing here knows about Lua: the binding
 * (xattn.checkpoint.save/load/info, xattn.rng_state/set_rng_state) is lua/checkpoint_lua.c.
 *
 * Writing: validate everything; compute each tensor's CRC-32 (a first pass over the
 * data); build the header (cJSON; meta arrives as JSON text); write to path.tmp through a
 * staging buffer (non-contiguous tensors are gathered into it chunk by chunk, never copied
 * whole); fsync; rename over path; fsync the directory. Any failure unlinks path.tmp.
 * Reading: magic, header length against the file size, header JSON, every entry, the
 * exact file size; only then are tensors allocated, read and checksummed. */
#include "checkpoint.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "checkpoint.c writes tensor bytes as they are in memory: it needs a little-endian host"
#endif

#define PRE 16                      /* magic + header length */
#define MAX_FIELD 9007199254740992.0 /* 2^53: every size, offset and count from the file */
#define STAGE (1 << 20)              /* staging buffer (a multiple of every element size) */
/* the header ends with HCRC_KEY, 8 hex digits, '"}': the CRC-32 of the header text up to
 * and including HCRC_KEY */
#define HCRC_KEY "\"header_crc32\":\""
#define HCRC_TAIL ((int)sizeof HCRC_KEY - 1 + 10)

/* ---- CRC-32, slice-by-8 tables ----------------------------------------- */
static uint32_t crc_tab[8][256];
static pthread_once_t crc_once = PTHREAD_ONCE_INIT;

static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_tab[0][i] = c;
  }
  for (int s = 1; s < 8; s++)
    for (int i = 0; i < 256; i++)
      crc_tab[s][i] = (crc_tab[s - 1][i] >> 8) ^ crc_tab[0][crc_tab[s - 1][i] & 0xFF];
}

uint32_t xa_crc32(uint32_t crc, const void *data, size_t n) {
  pthread_once(&crc_once, crc_init);
  const unsigned char *p = data;
  uint32_t c = ~crc;
  while (n && ((uintptr_t)p & 7)) { c = crc_tab[0][(c ^ *p++) & 0xFF] ^ (c >> 8); n--; }
  while (n >= 8) {
    uint32_t a, b;
    memcpy(&a, p, 4);
    memcpy(&b, p + 4, 4);
    a ^= c;
    c = crc_tab[7][a & 0xFF] ^ crc_tab[6][(a >> 8) & 0xFF] ^ crc_tab[5][(a >> 16) & 0xFF] ^
        crc_tab[4][a >> 24] ^ crc_tab[3][b & 0xFF] ^ crc_tab[2][(b >> 8) & 0xFF] ^
        crc_tab[1][(b >> 16) & 0xFF] ^ crc_tab[0][b >> 24];
    p += 8;
    n -= 8;
  }
  while (n--) c = crc_tab[0][(c ^ *p++) & 0xFF] ^ (c >> 8);
  return ~c;
}

static int64_t align_up(int64_t x) { return (x + XA_CKPT_ALIGN - 1) & ~(int64_t)(XA_CKPT_ALIGN - 1); }

/* ---- tensor bytes in row-major order, chunk by chunk --------------------- */
typedef int (*chunk_fn)(void *ctx, const void *p, size_t n);

static int each_chunk(const xa_tensor *t, char *stage, chunk_fn fn, void *ctx) {
  size_t es = xa_dtype_size(t->dtype);
  int64_t numel = xa_tensor_numel(t);
  if (numel == 0) return 0;
  if (xa_tensor_is_contiguous(t)) return fn(ctx, xa_tensor_data(t), (size_t)numel * es);
  int nd = t->ndim; /* >= 1: a 0-dim tensor is contiguous */
  int64_t idx[XA_MAXDIM] = {0};
  int64_t inner = t->size[nd - 1], istr = t->stride[nd - 1];
  const char *base = t->storage->data;
  size_t fill = 0;
  for (;;) {
    int64_t off = t->offset;
    for (int d = 0; d < nd - 1; d++) off += idx[d] * t->stride[d];
    for (int64_t k = 0; k < inner; k++) {
      const char *src = base + (off + k * istr) * (int64_t)es;
      switch (es) {
      case 1: stage[fill] = *src; break;
      case 4: memcpy(stage + fill, src, 4); break;
      default: memcpy(stage + fill, src, 8); break;
      }
      fill += es;
      if (fill == STAGE) {
        if (fn(ctx, stage, fill)) return -1;
        fill = 0;
      }
    }
    int d = nd - 2;
    for (; d >= 0; d--) {
      if (++idx[d] < t->size[d]) break;
      idx[d] = 0;
    }
    if (d < 0) break;
  }
  return fill ? fn(ctx, stage, fill) : 0;
}

static int crc_chunk(void *ctx, const void *p, size_t n) {
  uint32_t *c = ctx;
  *c = xa_crc32(*c, p, n);
  return 0;
}

/* ---- buffered writing to a file descriptor ------------------------------- */
typedef struct {
  int fd;
  char *buf;
  size_t n;
  int64_t written;
  int err; /* errno of the first failure */
} wr_t;

static int write_all(wr_t *w, const void *p, size_t n) {
  const char *c = p;
  while (n) {
    ssize_t k = write(w->fd, c, n > ((size_t)1 << 30) ? ((size_t)1 << 30) : n);
    if (k < 0) {
      if (errno == EINTR) continue;
      w->err = errno;
      return -1;
    }
    if (k == 0) { w->err = EIO; return -1; }
    c += k;
    n -= (size_t)k;
  }
  return 0;
}

static int wr_flush(wr_t *w) {
  if (w->n && write_all(w, w->buf, w->n)) return -1;
  w->n = 0;
  return 0;
}

static int wr_bytes(void *ctx, const void *p, size_t n) {
  wr_t *w = ctx;
  w->written += (int64_t)n;
  if (n > STAGE - w->n) {
    if (wr_flush(w)) return -1;
    if (n >= STAGE) return write_all(w, p, n);
  }
  memcpy(w->buf + w->n, p, n);
  w->n += n;
  return 0;
}

static int wr_zeros(wr_t *w, int64_t n) {
  static const char zeros[XA_CKPT_ALIGN];
  while (n > 0) {
    size_t k = n > XA_CKPT_ALIGN ? XA_CKPT_ALIGN : (size_t)n;
    if (wr_bytes(w, zeros, k)) return -1;
    n -= (int64_t)k;
  }
  return 0;
}

static void put_le64(unsigned char *p, uint64_t v) {
  for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (8 * i));
}
static uint64_t get_le64(const unsigned char *p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
  return v;
}

/* the directory holding path, for its fsync */
static void sync_dir(const char *path) {
  const char *slash = strrchr(path, '/');
  char *dir;
  if (!slash) dir = strdup(".");
  else if (slash == path) dir = strdup("/");
  else dir = strndup(path, (size_t)(slash - path));
  if (!dir) return;
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  free(dir);
  if (fd < 0) return;
  (void)fsync(fd); /* best effort: some filesystems refuse fsync on directories */
  close(fd);
}

static int cmp_names(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* ---- save ---------------------------------------------------------------- */
static char *build_header(const char *meta_json, int n, const char *const *names, xa_tensor *const *ts,
                          const int64_t *offset, const uint32_t *crc) {
  cJSON *root = cJSON_CreateObject();
  bool ok = root && cJSON_AddStringToObject(root, "format", "xattn-checkpoint") &&
            cJSON_AddNumberToObject(root, "version", XA_CKPT_VERSION);
  cJSON *meta = ok ? cJSON_CreateRaw(meta_json) : NULL;
  ok = ok && meta && cJSON_AddItemToObject(root, "meta", meta);
  if (!ok) cJSON_Delete(meta);
  cJSON *arr = ok ? cJSON_AddArrayToObject(root, "tensors") : NULL;
  ok = ok && arr;
  for (int i = 0; ok && i < n; i++) {
    const xa_tensor *t = ts[i];
    cJSON *e = cJSON_CreateObject();
    ok = e && cJSON_AddItemToArray(arr, e);
    if (!ok) { cJSON_Delete(e); break; }
    cJSON *shape;
    ok = cJSON_AddStringToObject(e, "name", names[i]) &&
         cJSON_AddStringToObject(e, "dtype", xa_dtype_name(t->dtype)) &&
         (shape = cJSON_AddArrayToObject(e, "shape"));
    for (int d = 0; ok && d < t->ndim; d++) {
      cJSON *v = cJSON_CreateNumber((double)t->size[d]);
      ok = v && cJSON_AddItemToArray(shape, v);
      if (!ok) cJSON_Delete(v);
    }
    ok = ok && cJSON_AddNumberToObject(e, "offset", (double)offset[i]) &&
         cJSON_AddNumberToObject(e, "nbytes", (double)(xa_tensor_numel(t) * (int64_t)xa_dtype_size(t->dtype))) &&
         cJSON_AddNumberToObject(e, "crc32", (double)crc[i]);
  }
  char *text = ok ? cJSON_PrintUnformatted(root) : NULL;
  cJSON_Delete(root);
  if (!text) return NULL;
  /* the header's own checksum, as its last field: ...,"header_crc32":"8 hex digits"} */
  size_t len = strlen(text);
  char *h = malloc(len + HCRC_TAIL + 8);
  if (h && len >= 2 && text[len - 1] == '}') {
    memcpy(h, text, len - 1);
    memcpy(h + len - 1, "," HCRC_KEY, sizeof HCRC_KEY); /* with its NUL */
    size_t upto = len + sizeof HCRC_KEY - 1;
    snprintf(h + upto, 11, "%08x\"}", (unsigned)xa_crc32(0, h, upto));
  } else {
    free(h);
    h = NULL;
  }
  cJSON_free(text);
  return h;
}

int xa_checkpoint_save(const char *path, const char *meta_json, int n, const char *const *names,
                       xa_tensor *const *ts, int64_t *file_bytes) {
  /* validate everything before the file system is touched */
  if (!path || !*path) return xa_err("checkpoint: empty path");
  if (n < 0) return xa_err("checkpoint: negative tensor count");
  if (!meta_json) meta_json = "{}";
  cJSON *mj = cJSON_Parse(meta_json);
  if (!mj) return xa_err("checkpoint: meta is not valid JSON");
  cJSON_Delete(mj);
  for (int i = 0; i < n; i++) {
    size_t bad;
    if (!names[i] || !ts[i]) return xa_err("checkpoint: tensor %d has no name or no tensor", i + 1);
    if (!xa_utf8_valid(names[i], strlen(names[i]), &bad))
      return xa_err("checkpoint: tensor name '%.100s' is not valid UTF-8 (byte %zu)", names[i], bad + 1);
    if (ts[i]->storage->device != XA_CPU)
      return xa_err("checkpoint: tensor '%.100s' is not on the CPU; copy it there first", names[i]);
    if ((unsigned)ts[i]->dtype >= XA_NDTYPE) return xa_err("checkpoint: tensor '%.100s' has a bad dtype", names[i]);
  }
  int rc = -1;
  char *header = NULL, *tmp = NULL, *stage = NULL;
  const char **sorted = NULL;
  int64_t *offset = malloc(sizeof *offset * (size_t)(n ? n : 1));
  uint32_t *crc = malloc(sizeof *crc * (size_t)(n ? n : 1));
  sorted = malloc(sizeof *sorted * (size_t)(n ? n : 1));
  stage = malloc(STAGE);
  size_t plen = strlen(path);
  tmp = malloc(plen + 5);
  wr_t w = {-1, NULL, 0, 0, 0};
  if (!offset || !crc || !sorted || !stage || !tmp) { xa_err("checkpoint: out of memory"); goto done; }
  memcpy(tmp, path, plen);
  memcpy(tmp + plen, ".tmp", 5);
  if (n) memcpy(sorted, names, sizeof *sorted * (size_t)n);
  qsort(sorted, (size_t)n, sizeof *sorted, cmp_names);
  for (int i = 1; i < n; i++)
    if (!strcmp(sorted[i - 1], sorted[i])) { xa_err("checkpoint: two tensors are named '%.100s'", sorted[i]); goto done; }

  /* layout and checksums */
  int64_t cur = 0;
  for (int i = 0; i < n; i++) {
    offset[i] = align_up(cur);
    cur = offset[i] + xa_tensor_numel(ts[i]) * (int64_t)xa_dtype_size(ts[i]->dtype);
    crc[i] = 0;
    each_chunk(ts[i], stage, crc_chunk, &crc[i]);
  }
  header = build_header(meta_json, n, names, ts, offset, crc);
  if (!header) { xa_err("checkpoint: out of memory building the header"); goto done; }
  int64_t hlen = (int64_t)strlen(header);
  int64_t data_start = align_up(PRE + hlen);

  w.fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (w.fd < 0) { xa_err("checkpoint: cannot create %.300s: %s", tmp, strerror(errno)); goto done; }
  w.buf = stage; /* the checksums are done: the staging buffer now buffers writes */
  unsigned char pre[PRE];
  memcpy(pre, XA_CKPT_MAGIC, 8);
  put_le64(pre + 8, (uint64_t)hlen);
  char *gather = malloc(STAGE);
  if (!gather) { xa_err("checkpoint: out of memory"); goto fail; }
  bool ok = !wr_bytes(&w, pre, PRE) && !wr_bytes(&w, header, (size_t)hlen);
  if (ok && n > 0) ok = !wr_zeros(&w, data_start - PRE - hlen);
  for (int i = 0; ok && i < n; i++) {
    ok = !wr_zeros(&w, data_start + offset[i] - w.written) && !each_chunk(ts[i], gather, wr_bytes, &w);
  }
  free(gather);
  ok = ok && !wr_flush(&w);
  if (!ok) { xa_err("checkpoint: cannot write %.300s: %s", tmp, strerror(w.err)); goto fail; }
  if (fsync(w.fd)) { xa_err("checkpoint: cannot sync %.300s: %s", tmp, strerror(errno)); goto fail; }
  int fd = w.fd;
  w.fd = -1;
  if (close(fd)) { xa_err("checkpoint: cannot write %.300s: %s", tmp, strerror(errno)); goto fail; }
  if (rename(tmp, path)) {
    xa_err("checkpoint: cannot rename %.300s to %.300s: %s", tmp, path, strerror(errno));
    goto fail;
  }
  sync_dir(path);
  if (file_bytes) *file_bytes = w.written;
  rc = 0;
  goto done;
fail:
  if (w.fd >= 0) close(w.fd);
  w.fd = -1;
  unlink(tmp);
done:
  free(header);
  free(tmp);
  free(stage);
  free(sorted);
  free(offset);
  free(crc);
  return rc;
}

/* ---- load ---------------------------------------------------------------- */
/* reads n bytes at off; 0, or -1 with errno set (0 for end of file) */
static int read_at(int fd, void *p, size_t n, int64_t off) {
  char *c = p;
  while (n) {
    ssize_t k = pread(fd, c, n > ((size_t)1 << 30) ? ((size_t)1 << 30) : n, (off_t)off);
    if (k < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    if (k == 0) { errno = 0; return -1; }
    c += k;
    n -= (size_t)k;
    off += k;
  }
  return 0;
}

/* an integral number in [0, max] */
static bool get_count(const cJSON *obj, const char *key, double max, int64_t *v) {
  const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, key);
  if (!cJSON_IsNumber(it)) return false;
  double d = it->valuedouble;
  if (!(d >= 0 && d <= max) || d != floor(d)) return false;
  *v = (int64_t)d;
  return true;
}

typedef struct {
  const char *name;
  xa_dtype dtype;
  int ndim;
  int64_t size[XA_MAXDIM];
  int64_t offset, nbytes;
  uint32_t crc;
  int index;
} entry_t;

static int cmp_entry_names(const void *a, const void *b) {
  return strcmp(((const entry_t *)a)->name, ((const entry_t *)b)->name);
}

void xa_checkpoint_free(xa_checkpoint *ck) {
  for (int i = 0; i < ck->n; i++) {
    if (ck->names) free(ck->names[i]);
    if (ck->tensors) xa_tensor_release(ck->tensors[i]);
  }
  free(ck->names);
  free(ck->tensors);
  free(ck->header);
  memset(ck, 0, sizeof *ck);
}

/* validates entry i of the tensors list into e; the message names the tensor */
static int parse_entry(const char *P, const cJSON *it, int i, entry_t *e) {
  memset(e, 0, sizeof *e);
  e->index = i;
  const char *pre = "checkpoint: corrupt header in";
  if (!cJSON_IsObject(it)) return xa_err("%s %.300s: tensor entry %d is not an object", pre, P, i + 1);
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(it, "name");
  if (!cJSON_IsString(name)) return xa_err("%s %.300s: tensor entry %d has no name", pre, P, i + 1);
  e->name = name->valuestring;
  const char *N = e->name;
  const cJSON *dt = cJSON_GetObjectItemCaseSensitive(it, "dtype");
  bool known = false;
  for (int k = 0; cJSON_IsString(dt) && k < XA_NDTYPE; k++)
    if (!strcmp(dt->valuestring, xa_dtype_name((xa_dtype)k))) { e->dtype = (xa_dtype)k; known = true; }
  if (!known)
    return xa_err("%s %.300s: tensor '%.100s' has an unknown dtype%s%.20s%s", pre, P, N,
                  cJSON_IsString(dt) ? " '" : "", cJSON_IsString(dt) ? dt->valuestring : "",
                  cJSON_IsString(dt) ? "'" : "");
  const cJSON *shape = cJSON_GetObjectItemCaseSensitive(it, "shape");
  if (!cJSON_IsArray(shape)) return xa_err("%s %.300s: tensor '%.100s' has no shape list", pre, P, N);
  int nd = cJSON_GetArraySize(shape);
  if (nd > XA_MAXDIM)
    return xa_err("%s %.300s: tensor '%.100s' has %d dimensions (at most %d)", pre, P, N, nd, XA_MAXDIM);
  e->ndim = nd;
  int d = 0;
  for (const cJSON *s = shape->child; s; s = s->next, d++) {
    double v = cJSON_IsNumber(s) ? s->valuedouble : -1;
    if (!(v >= 0 && v <= MAX_FIELD) || v != floor(v))
      return xa_err("%s %.300s: tensor '%.100s' has a bad size at dimension %d", pre, P, N, d + 1);
    e->size[d] = (int64_t)v;
  }
  if (xa_check_sizes("checkpoint", nd, e->size))
    return xa_err("%s %.300s: tensor '%.100s' has an impossible shape", pre, P, N);
  int64_t numel = 1;
  for (d = 0; d < nd; d++) numel *= e->size[d]; /* cannot overflow: checked above */
  if (!get_count(it, "offset", MAX_FIELD, &e->offset))
    return xa_err("%s %.300s: tensor '%.100s' has a bad offset", pre, P, N);
  if (e->offset % XA_CKPT_ALIGN)
    return xa_err("%s %.300s: tensor '%.100s' has an offset that is not a multiple of %d", pre, P, N, XA_CKPT_ALIGN);
  if (!get_count(it, "nbytes", MAX_FIELD, &e->nbytes))
    return xa_err("%s %.300s: tensor '%.100s' has a bad nbytes", pre, P, N);
  int64_t want = numel * (int64_t)xa_dtype_size(e->dtype);
  if (e->nbytes != want) {
    char s[XA_SHAPESTR];
    return xa_err("%s %.300s: tensor '%.100s' says %lld bytes, but %s %s needs %lld", pre, P, N,
                  (long long)e->nbytes, xa_dtype_name(e->dtype), xa_shape_str(s, nd, e->size), (long long)want);
  }
  int64_t c;
  if (!get_count(it, "crc32", 4294967295.0, &c))
    return xa_err("%s %.300s: tensor '%.100s' has a bad crc32", pre, P, N);
  e->crc = (uint32_t)c;
  return 0;
}

int xa_checkpoint_load(xa_checkpoint *ck, const char *path, bool data) {
  memset(ck, 0, sizeof *ck);
  const char *P = path;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return xa_err("checkpoint: cannot open %.300s: %s", P, strerror(errno));
  int rc = -1;
  char *header = NULL;
  cJSON *root = NULL;
  entry_t *ent = NULL, *byname = NULL;
  int n = 0;
  struct stat st;
  if (fstat(fd, &st)) { xa_err("checkpoint: cannot stat %.300s: %s", P, strerror(errno)); goto done; }
  if (!S_ISREG(st.st_mode)) { xa_err("checkpoint: %.300s is not a regular file", P); goto done; }
  int64_t size = (int64_t)st.st_size;
  unsigned char pre[PRE];
  size_t have = size < PRE ? (size_t)size : PRE;
  if (read_at(fd, pre, have, 0)) {
    xa_err("checkpoint: cannot read %.300s: %s", P, errno ? strerror(errno) : "file shrank while being read");
    goto done;
  }
  if (size == 0) { xa_err("checkpoint: %.300s is empty (not an xattn checkpoint, or truncated)", P); goto done; }
  if (memcmp(pre, XA_CKPT_MAGIC, have < 8 ? have : 8)) {
    xa_err("checkpoint: %.300s is not an xattn checkpoint (bad magic)", P);
    goto done;
  }
  if (size < PRE) {
    xa_err("checkpoint: %.300s is truncated: %lld bytes, shorter than the %d-byte preamble", P, (long long)size, PRE);
    goto done;
  }
  uint64_t hlen = get_le64(pre + 8);
  if (hlen > (uint64_t)MAX_FIELD) {
    xa_err("checkpoint: %.300s is corrupt: header length %llu is impossible (file has %lld bytes)", P,
           (unsigned long long)hlen, (long long)size);
    goto done;
  }
  if ((int64_t)hlen > size - PRE) {
    xa_err("checkpoint: %.300s is truncated: header says at least %lld bytes, file has %lld", P,
           (long long)(PRE + (int64_t)hlen), (long long)size);
    goto done;
  }
  if (hlen == 0) { xa_err("checkpoint: corrupt header in %.300s: it is empty", P); goto done; }
  header = malloc((size_t)hlen + 1);
  if (!header) { xa_err("checkpoint: out of memory reading the header of %.300s", P); goto done; }
  if (read_at(fd, header, (size_t)hlen, PRE)) {
    xa_err("checkpoint: cannot read %.300s: %s", P, errno ? strerror(errno) : "file shrank while being read");
    goto done;
  }
  header[hlen] = 0;
  {
    int64_t k = (int64_t)hlen - HCRC_TAIL; /* where HCRC_KEY should start */
    uint32_t want = 0;
    bool ok = k >= 1 && !memcmp(header + k, HCRC_KEY, sizeof HCRC_KEY - 1) &&
              !strcmp(header + hlen - 2, "\"}");
    for (int d = 0; ok && d < 8; d++) {
      char c = header[hlen - 10 + (uint64_t)d];
      unsigned v = (c >= '0' && c <= '9') ? (unsigned)(c - '0') : (c >= 'a' && c <= 'f') ? (unsigned)(c - 'a' + 10) : 99;
      ok = v < 16;
      want = (want << 4) | (v & 15);
    }
    if (!ok) {
      xa_err("checkpoint: corrupt header in %.300s: it does not end with its checksum", P);
      goto done;
    }
    if (xa_crc32(0, header, (size_t)hlen - 10) != want) {
      xa_err("checkpoint: corrupt header in %.300s: the header failed its checksum", P);
      goto done;
    }
  }
  const char *end = NULL;
  root = cJSON_ParseWithLengthOpts(header, (size_t)hlen + 1, &end, 1);
  if (!root) {
    long long at = end && end >= header ? (long long)(end - header) : 0;
    xa_err("checkpoint: corrupt header in %.300s: invalid JSON at offset %lld of the header", P, at);
    goto done;
  }
  const cJSON *fmt = cJSON_GetObjectItemCaseSensitive(root, "format");
  if (!cJSON_IsObject(root) || !cJSON_IsString(fmt) || strcmp(fmt->valuestring, "xattn-checkpoint")) {
    xa_err("checkpoint: %.300s is not an xattn checkpoint (its header has no format \"xattn-checkpoint\")", P);
    goto done;
  }
  const cJSON *ver = cJSON_GetObjectItemCaseSensitive(root, "version");
  if (!cJSON_IsNumber(ver) || ver->valuedouble != XA_CKPT_VERSION) {
    xa_err("checkpoint: %.300s has format version %.20s%g; this xattn reads version %d", P,
           cJSON_IsNumber(ver) ? "" : "(missing) ", cJSON_IsNumber(ver) ? ver->valuedouble : 0.0, XA_CKPT_VERSION);
    goto done;
  }
  const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "tensors");
  if (!cJSON_IsArray(list)) { xa_err("checkpoint: corrupt header in %.300s: 'tensors' is not a list", P); goto done; }
  n = cJSON_GetArraySize(list);
  if ((int64_t)n > (int64_t)hlen / 32) { /* a real entry takes 70+ bytes: bound the tables below */
    xa_err("checkpoint: corrupt header in %.300s: %d tensor entries in %lld bytes", P, n, (long long)hlen);
    goto done;
  }
  ent = calloc((size_t)(n ? n : 1), sizeof *ent);
  byname = calloc((size_t)(n ? n : 1), sizeof *byname);
  if (!ent || !byname) { xa_err("checkpoint: out of memory reading %.300s", P); goto done; }
  int i = 0;
  for (const cJSON *it = list->child; it; it = it->next, i++)
    if (parse_entry(P, it, i, &ent[i])) goto done;
  memcpy(byname, ent, sizeof *ent * (size_t)n);
  qsort(byname, (size_t)n, sizeof *byname, cmp_entry_names);
  for (i = 1; i < n; i++)
    if (!strcmp(byname[i - 1].name, byname[i].name)) {
      xa_err("checkpoint: corrupt header in %.300s: two tensors are named '%.100s'", P, byname[i].name);
      goto done;
    }
  /* bounds: entries in file order, none overlapping, the file exactly as long as the data */
  int64_t data_start = align_up(PRE + (int64_t)hlen), prev_end = 0, file_end = PRE + (int64_t)hlen;
  for (i = 0; i < n; i++) {
    if (ent[i].offset != align_up(prev_end)) { /* the layout the writer uses, nothing else */
      xa_err("checkpoint: corrupt header in %.300s: tensor '%.100s' is at offset %lld, expected %lld", P,
             ent[i].name, (long long)ent[i].offset, (long long)align_up(prev_end));
      goto done;
    }
    prev_end = ent[i].offset + ent[i].nbytes; /* <= 2^54: no overflow */
    file_end = data_start + prev_end;
  }
  if (file_end > size) {
    xa_err("checkpoint: %.300s is truncated: header says %lld bytes, file has %lld", P, (long long)file_end,
           (long long)size);
    goto done;
  }
  if (file_end < size) {
    xa_err("checkpoint: %.300s is corrupt: %lld unexpected bytes after the data (header says %lld bytes)", P,
           (long long)(size - file_end), (long long)file_end);
    goto done;
  }
  ck->n = n;
  ck->names = calloc((size_t)(n ? n : 1), sizeof *ck->names);
  if (!ck->names) { ck->n = 0; xa_err("checkpoint: out of memory reading %.300s", P); goto done; }
  for (i = 0; i < n; i++)
    if (!(ck->names[i] = strdup(ent[i].name))) { xa_err("checkpoint: out of memory reading %.300s", P); goto done; }
  if (data) {
    ck->tensors = calloc((size_t)(n ? n : 1), sizeof *ck->tensors);
    if (!ck->tensors) { xa_err("checkpoint: out of memory reading %.300s", P); goto done; }
    for (i = 0; i < n; i++)
      if (xa_tensor_new(&ck->tensors[i], ent[i].dtype, ent[i].ndim, ent[i].size)) {
        char msg[300];
        snprintf(msg, sizeof msg, "%s", xa_errmsg());
        xa_err("checkpoint: cannot load tensor '%.100s' of %.300s: %s", ent[i].name, P, msg);
        goto done;
      }
    int64_t gap_from = PRE + (int64_t)hlen; /* padding before each tensor must be zeros */
    for (i = 0; i < n; i++) {
      xa_tensor *t = ck->tensors[i];
      int64_t gap_to = data_start + ent[i].offset;
      unsigned char pad[2 * XA_CKPT_ALIGN];
      if (gap_to - gap_from > (int64_t)sizeof pad || read_at(fd, pad, (size_t)(gap_to - gap_from), gap_from)) {
        xa_err("checkpoint: cannot read %.300s: %s", P, errno ? strerror(errno) : "file shrank while being read");
        goto done;
      }
      for (int64_t k = 0; k < gap_to - gap_from; k++)
        if (pad[k]) {
          xa_err("checkpoint: %.300s is corrupt: nonzero padding byte at offset %lld", P, (long long)(gap_from + k));
          goto done;
        }
      gap_from = gap_to + ent[i].nbytes;
      if (read_at(fd, xa_tensor_data(t), (size_t)ent[i].nbytes, data_start + ent[i].offset)) {
        xa_err("checkpoint: cannot read %.300s: %s", P, errno ? strerror(errno) : "file shrank while being read");
        goto done;
      }
      if (xa_crc32(0, xa_tensor_data(t), (size_t)ent[i].nbytes) != ent[i].crc) {
        xa_err("checkpoint: %.300s: tensor '%.100s' failed its checksum (file corrupt)", P, ent[i].name);
        goto done;
      }
      if (t->dtype == XA_BOOL) {
        const unsigned char *b = xa_tensor_data(t);
        for (int64_t k = 0; k < ent[i].nbytes; k++)
          if (b[k] > 1) {
            xa_err("checkpoint: %.300s: bool tensor '%.100s' holds a byte other than 0 or 1 (file corrupt)", P,
                   ent[i].name);
            goto done;
          }
      }
    }
  }
  ck->header = header;
  header = NULL;
  ck->header_len = (int64_t)hlen;
  ck->file_bytes = size;
  rc = 0;
done:
  if (rc) xa_checkpoint_free(ck);
  cJSON_Delete(root);
  free(header);
  free(ent);
  free(byname);
  close(fd);
  return rc;
}
