/* Checkpoint files (lua/checkpoint.c); the format is described in docs/checkpoints.md:
 *   "XATTNCK1" | u64 little-endian header length H | H bytes of JSON header |
 *   zero padding to a multiple of 64 | each tensor's raw little-endian bytes at its offset
 * Nothing here knows about Lua. Errors: 0 on success, -1 with the message in xa_errmsg(). */
#ifndef XA_CHECKPOINT_H
#define XA_CHECKPOINT_H

#include "../tensor/tensor.h"

#define XA_CKPT_MAGIC "XATTNCK1"
#define XA_CKPT_ALIGN 64
#define XA_CKPT_VERSION 1

/* whether s is valid UTF-8; *bad gets the offset of the first invalid byte (lua/json.c) */
bool xa_utf8_valid(const char *s, size_t n, size_t *bad);

/* CRC-32 (IEEE 802.3, as zlib's crc32): start with crc = 0, chain over pieces */
uint32_t xa_crc32(uint32_t crc, const void *p, size_t n);

/* Writes path atomically (path.tmp, fsync, rename, fsync of the directory): the JSON
 * text meta_json (NULL: {}) and n tensors with distinct UTF-8 names, in the order given.
 * Tensors may have any layout (non-contiguous ones are gathered on the fly) and must be on
 * the CPU. On failure an existing file at path is left as it was and no .tmp remains.
 * *file_bytes (may be NULL) gets the size written. */
int xa_checkpoint_save(const char *path, const char *meta_json, int n, const char *const *names,
                       xa_tensor *const *ts, int64_t *file_bytes);

typedef struct {
  char *header;        /* the JSON header, NUL-terminated (owned) */
  int64_t header_len;  /* its length in bytes */
  int64_t file_bytes;
  int n;               /* tensors in the file */
  char **names;        /* n owned names, in file order */
  xa_tensor **tensors; /* n owned tensors (NULL entries once taken); NULL if not loaded */
} xa_checkpoint;

/* Reads and validates path: the magic, the header against the file size, every tensor
 * entry (dtype, shape, offset, nbytes, crc32, bounds, order), the exact file size, and
 * with data = true each tensor's checksum. Sizes from the file are checked before they
 * are used. On failure *ck is left empty (xa_checkpoint_free is still safe). */
int xa_checkpoint_load(xa_checkpoint *ck, const char *path, bool data);
void xa_checkpoint_free(xa_checkpoint *ck);

#endif
