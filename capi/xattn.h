/* xattn.h -- the C API of xattn: load a translation model trained with xattn, translate
 * sentences (greedy or beam search), or translate live: open a streaming session, push
 * source words as they arrive, pull the translation as the simultaneous policy writes it.
 *
 *   xattn_model *m;
 *   if (xattn_model_load("model.xa", &m) != XATTN_OK) { fprintf(stderr, "%s\n", xattn_errmsg()); ... }
 *   xattn_session *s;
 *   xattn_stream_opts so = XATTN_STREAM_OPTS_INIT;   // the model's own policy
 *   xattn_session_open(m, &so, &s);
 *   xattn_session_push(s, "In");                     // one source word
 *   char *piece;
 *   while (xattn_session_pull(s, &piece) == XATTN_OK) { fputs(piece, stdout); xattn_free(piece); }
 *   xattn_session_end(s);                            // the sentence's source ended
 *   ...                                              // pull until XATTN_END
 *   xattn_session_free(s);
 *   xattn_model_free(m);
 *
 * Build: cc prog.c $(pkg-config --cflags --libs xattn). Documentation: docs/embedding.md,
 * with a complete example (capi/example_stream.c).
 *
 * Strings: UTF-8 in and out. Every string the library returns is the caller's, freed with
 * xattn_free(); every string passed in is only read during the call.
 *
 * Errors: functions return an xattn_status: XATTN_OK (0), or for pull the two other
 * non-negative outcomes, or a negative error code; after an error, xattn_errmsg() gives
 * the message (one line, naming the function and what was wrong) until the same thread's
 * next call. Objects stay usable after an error unless the message says otherwise (a
 * session whose decoding failed refuses later calls with XATTN_ESTATE).
 *
 * Threads: every function may be called from any thread. xattn's core has process-wide
 * state (its allocator caches, the gradient mode), so calls are serialised: one runs at a
 * time in the process, each using xattn's thread pool (xattn_set_threads) for its own
 * work. Error messages are per thread. A model and its sessions may be used from
 * different threads one after the other. A model freed while sessions are open on it stays
 * alive for them and goes with the last one (it accepts no new work meanwhile).
 *
 * Stability: the functions and types below keep their meaning across 0.x releases with
 * the same XATTN_API_VERSION; an options struct may grow at its end (its size field tells
 * the library which fields the caller knows, so set it with the _INIT macros). */
#ifndef XATTN_H
#define XATTN_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define XATTN_API_VERSION 1

typedef enum {
  XATTN_OK = 0,          /* done (pull: *piece holds a piece of the translation) */
  XATTN_NEED_INPUT = 1,  /* pull: nothing to write until more source is pushed or the end is given */
  XATTN_END = 2,         /* pull: the current sentence's translation is complete */
  XATTN_EINVAL = -1,     /* a bad argument: NULL, a word with white space, an unknown policy, ... */
  XATTN_EIO = -2,        /* a file cannot be read */
  XATTN_EFORMAT = -3,    /* not an xattn translation checkpoint, or a damaged one */
  XATTN_ESTATE = -4,     /* not possible in the object's state (a session that failed earlier) */
  XATTN_ENOMEM = -5,     /* out of memory */
  XATTN_EINTERNAL = -6   /* anything else; the message says what */
} xattn_status;

typedef struct xattn_model xattn_model;     /* a loaded model with its vocabularies and subwords */
typedef struct xattn_session xattn_session; /* a live translation over a model */

/* "0.1.0": the library's version */
const char *xattn_version(void);
/* the message of the calling thread's last failed call ("" when none failed) */
const char *xattn_errmsg(void);
/* a constant text for a status ("need input", "invalid argument", ...) */
const char *xattn_strerror(int status);
/* frees a string returned by the library (NULL is fine) */
void xattn_free(void *p);
/* the threads xattn's kernels and BLAS use (process-wide; the default is one per core or
 * $XATTN_THREADS) */
int xattn_set_threads(int n);
/* decoding with float16 copies of the weights when on is nonzero (float32 activations and
 * sums; a batch-1 step reads about half the bytes and takes about 0.6x the time), with
 * float32 ones when 0 (the default, or $XATTN_HALF_WEIGHTS=1). Process-wide, for the
 * CPU's decoding (products of few rows); a translation may differ from float32's where two
 * words' scores lie within the weights' rounding. XATTN_EINVAL where the CPU lacks the
 * kernels (x86-64 with AVX2, FMA and F16C) */
int xattn_set_half_weights(int on);

/* ---- models ---------------------------------------------------------------------------- */
/* loads a checkpoint written by scripts/train.lua (or average.lua): the model, its
 * vocabularies, BPE codes or SentencePiece model. XATTN_EIO when the file cannot be read,
 * XATTN_EFORMAT when it is no xattn translation checkpoint. */
int xattn_model_load(const char *path, xattn_model **model);
/* NULL is fine. With sessions still open, the model is freed with the last of them (until
 * then they work; xattn_translate and xattn_session_open on it give XATTN_ESTATE). */
void xattn_model_free(xattn_model *model);

/* ---- translating sentences ------------------------------------------------------------ */
typedef struct {
  size_t size;      /* sizeof(xattn_translate_opts) */
  int beam;         /* beam size; 1 = greedy search */
  double lenpen;    /* length penalty of beam search (fairseq's) */
  double max_len_a; /* at most max_len_a * source tokens + max_len_b target tokens */
  double max_len_b;
  int batch;        /* sentences decoded together */
} xattn_translate_opts;
#define XATTN_TRANSLATE_OPTS_INIT {sizeof(xattn_translate_opts), 5, 1.0, 1.2, 10.0, 32}

/* translates n raw sentences (src[i], UTF-8, one sentence each); out[i] receives the
 * translation of src[i] (the caller frees each with xattn_free). opts NULL: the defaults.
 * On an error nothing is left in out. */
int xattn_translate(xattn_model *model, const char *const *src, size_t n, const xattn_translate_opts *opts,
                    char **out);

/* ---- live translation ------------------------------------------------------------------- */
typedef struct {
  size_t size;       /* sizeof(xattn_stream_opts) */
  const char *policy; /* "waitk", "gma", "full", or NULL: the model's training policy (wait-k with its
                        k for wait-k models, GMA for GMA models, else full) */
  int k;             /* wait-k's k; 0: the model's training k (3 when it had none) */
  double delta;      /* GMA's delta; < 0: the model's */
  double max_len_a;  /* at most max_len_a * source tokens + max_len_b target tokens */
  double max_len_b;
} xattn_stream_opts;
#define XATTN_STREAM_OPTS_INIT {sizeof(xattn_stream_opts), NULL, 0, -1.0, 1.2, 10.0}

/* opens a live session on the model (opts NULL: the defaults). The decoding is the
 * streaming simulator's (scripts/simulate.lua): on the same sentence, a session writes
 * the same translation with the same delays. */
int xattn_session_open(xattn_model *model, const xattn_stream_opts *opts, xattn_session **session);
/* one source word arrived: UTF-8 without white space (a white-space word of the raw text;
 * the library tokenises and splits it into subwords as in training). A word after
 * xattn_session_end starts the next sentence. */
int xattn_session_push(xattn_session *session, const char *word);
/* the current sentence's source ended (with no word pushed: an empty sentence). Giving the
 * end before pulling lets the model read the last word together with the end of the
 * sentence, as the simulator does. */
int xattn_session_end(xattn_session *session);
/* decodes until the policy writes: XATTN_OK with *piece = the text the written target
 * token adds to the translation (a word with its leading space, a subword, punctuation;
 * concatenated, a sentence's pieces are its translation; free it with xattn_free);
 * XATTN_NEED_INPUT when the policy waits for a word not pushed yet; XATTN_END once the
 * current sentence's translation is complete (the next pull goes on with the next
 * sentence). *piece is NULL unless XATTN_OK. */
int xattn_session_pull(xattn_session *session, char **piece);
void xattn_session_free(xattn_session *session); /* NULL is fine; drops unfinished sentences */

#ifdef __cplusplus
}
#endif

#endif
