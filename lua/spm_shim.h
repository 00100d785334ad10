/* A C interface to SentencePiece (Debian's libsentencepiece-dev, a C++ library), for the
 * Lua binding lua/spm_lua.c. Every function returns 0 on success; on failure -1 with a
 * message in *err (malloc'd; the caller frees it). Strings given back are malloc'd too. */
#ifndef XA_SPM_SHIM_H
#define XA_SPM_SHIM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xa_spm xa_spm;

/* a model from a .model file, or from its bytes (the serialized ModelProto) */
int xa_spm_load_file(const char *path, xa_spm **out, char **err);
int xa_spm_load_bytes(const char *data, size_t n, xa_spm **out, char **err);
void xa_spm_free(xa_spm *m);
/* the model's bytes (what a .model file holds) */
int xa_spm_bytes(const xa_spm *m, char **data, size_t *n, char **err);
/* the number of pieces of the model's vocabulary */
int xa_spm_size(const xa_spm *m);
/* text -> pieces: *pieces is an array of *count malloc'd strings (free each, then it) */
int xa_spm_encode(const xa_spm *m, const char *text, size_t n, char ***pieces, size_t *count, char **err);
/* pieces -> text (*text malloc'd, *n bytes, NUL-terminated) */
int xa_spm_decode(const xa_spm *m, const char *const *pieces, size_t count, char **text, size_t *n, char **err);
/* trains a model with SentencePiece's trainer on the given command-line flags (such as
 * "--input=a.txt,b.txt --vocab_size=8000"); *data gets the model's bytes. quiet: the
 * trainer's log (on stderr) is discarded while it runs. */
int xa_spm_train(const char *flags, int quiet, char **data, size_t *n, char **err);

#ifdef __cplusplus
}
#endif

#endif
