/* The C API (capi/xattn.h) against its documentation, built and run by tests/host/capi.sh:
 *   capi_test MODEL.xa NOT_A_MODEL SRC_FILE GREEDY_FILE BEAM_FILE
 * GREEDY_FILE / BEAM_FILE hold translate.lua's output for SRC_FILE (greedy, beam 5): the
 * reference for xattn_translate. Prints "N passed, N failed". */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xattn.h>

static int passed, failed;

#define CHECK(cond, ...)                     \
  do {                                       \
    if (cond) passed++;                      \
    else {                                   \
      failed++;                              \
      printf("FAIL capi_test: " __VA_ARGS__); \
      printf(" (errmsg: %s)\n", xattn_errmsg()); \
    }                                        \
  } while (0)

static char **read_lines(const char *path, size_t *n) {
  FILE *f = fopen(path, "r");
  if (!f) { perror(path); exit(2); }
  char **lines = NULL, buf[8192];
  *n = 0;
  while (fgets(buf, sizeof buf, f)) {
    buf[strcspn(buf, "\n")] = '\0';
    lines = realloc(lines, (*n + 1) * sizeof *lines);
    lines[(*n)++] = strdup(buf);
  }
  fclose(f);
  return lines;
}

/* translates src with the model's own policy through a session, words pushed one by one,
 * the end given with the last word; returns the translations (one string per sentence) */
static char **stream(xattn_model *m, char **src, size_t n) {
  xattn_session *s;
  if (xattn_session_open(m, NULL, &s) != XATTN_OK) return NULL;
  char **out = calloc(n, sizeof *out);
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    char *line = strdup(src[i]), *save = NULL;
    for (char *w = strtok_r(line, " ", &save); w; w = strtok_r(NULL, " ", &save)) xattn_session_push(s, w);
    free(line);
    xattn_session_end(s);
    for (;;) {
      char *piece;
      int st = xattn_session_pull(s, &piece);
      if (st == XATTN_OK) {
        size_t a = out[k] ? strlen(out[k]) : 0, b = strlen(piece);
        out[k] = realloc(out[k], a + b + 1);
        memcpy(out[k] + a, piece, b + 1);
        xattn_free(piece);
      } else if (st == XATTN_END) {
        if (!out[k]) out[k] = strdup("");
        k++;
      } else {
        break;
      }
    }
  }
  xattn_session_free(s);
  return out;
}

typedef struct {
  const char *path;
  char **src;
  size_t n;
  char **greedy;
  int ok;
} job;

/* a thread of its own: its own model, greedy translations checked against the reference */
static void *worker(void *arg) {
  job *j = arg;
  xattn_model *m;
  j->ok = 0;
  if (xattn_model_load(j->path, &m) != XATTN_OK) return NULL;
  xattn_translate_opts o = XATTN_TRANSLATE_OPTS_INIT;
  o.beam = 1;
  int ok = 1;
  for (int rep = 0; rep < 3; rep++) {
    char **out = calloc(j->n, sizeof *out);
    if (xattn_translate(m, (const char *const *)j->src, j->n, &o, out) != XATTN_OK) ok = 0;
    for (size_t i = 0; i < j->n; i++) {
      if (!out[i] || strcmp(out[i], j->greedy[i])) ok = 0;
      xattn_free(out[i]);
    }
    free(out);
  }
  xattn_model_free(m);
  j->ok = ok;
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: capi_test MODEL NOT_A_MODEL SRC GREEDY BEAM\n");
    return 2;
  }
  size_t n, ng, nb;
  char **src = read_lines(argv[3], &n), **greedy = read_lines(argv[4], &ng), **beam = read_lines(argv[5], &nb);
  CHECK(n == ng && n == nb && n > 0, "the reference files must match the source");

  CHECK(!strcmp(xattn_version(), "0.1.0"), "version %s", xattn_version());
  CHECK(!strcmp(xattn_strerror(XATTN_NEED_INPUT), "need input"), "strerror");
  CHECK(xattn_set_threads(0) == XATTN_EINVAL, "set_threads(0)");
  CHECK(strstr(xattn_errmsg(), "xattn_set_threads") != NULL, "the message names the function");
  CHECK(xattn_set_threads(1) == XATTN_OK && xattn_errmsg()[0] == '\0', "set_threads(1) clears the message");

  /* loading */
  xattn_model *m = (xattn_model *)1;
  CHECK(xattn_model_load("/nonexistent/model.xa", &m) == XATTN_EIO && m == NULL, "a missing file is EIO");
  CHECK(strstr(xattn_errmsg(), "/nonexistent/model.xa") != NULL, "the message names the file");
  CHECK(xattn_model_load(argv[2], &m) == XATTN_EFORMAT && m == NULL, "a file that is no checkpoint is EFORMAT");
  CHECK(xattn_model_load(NULL, &m) == XATTN_EINVAL, "NULL path");
  CHECK(xattn_model_load(argv[1], NULL) == XATTN_EINVAL, "NULL model");
  CHECK(xattn_model_load(argv[1], &m) == XATTN_OK && m != NULL, "load");
  if (!m) { printf("%d passed, %d failed\n", passed, failed + 1); return 1; }

  /* translating */
  char **out = calloc(n, sizeof *out);
  xattn_translate_opts to = XATTN_TRANSLATE_OPTS_INIT;
  to.beam = 1;
  CHECK(xattn_translate(m, (const char *const *)src, n, &to, out) == XATTN_OK, "greedy translate");
  for (size_t i = 0; i < n; i++) {
    CHECK(out[i] && !strcmp(out[i], greedy[i]), "greedy %zu: '%s' against translate.lua's '%s'", i, out[i], greedy[i]);
    xattn_free(out[i]);
  }
  CHECK(xattn_translate(m, (const char *const *)src, n, NULL, out) == XATTN_OK, "beam translate (the defaults)");
  for (size_t i = 0; i < n; i++) {
    CHECK(out[i] && !strcmp(out[i], beam[i]), "beam %zu: '%s' against translate.lua's '%s'", i, out[i], beam[i]);
    xattn_free(out[i]);
  }
  /* half weights: on where the CPU has the kernels (the translations may differ in a word
   * or two), and off again gives float32's translations exactly (the weights repacked) */
  int hs = xattn_set_half_weights(1);
  CHECK(hs == XATTN_OK || (hs == XATTN_EINVAL && strstr(xattn_errmsg(), "xattn_set_half_weights")),
        "set_half_weights(1): %d %s", hs, xattn_errmsg());
  if (hs == XATTN_OK) {
    size_t same = 0;
    CHECK(xattn_translate(m, (const char *const *)src, n, &to, out) == XATTN_OK, "greedy, half weights");
    for (size_t i = 0; i < n; i++) {
      CHECK(out[i] != NULL, "half weights: translation %zu", i);
      same += out[i] && !strcmp(out[i], greedy[i]);
      xattn_free(out[i]);
    }
    CHECK(2 * same >= n, "half weights: %zu of %zu translations as float32's", same, n);
  }
  CHECK(xattn_set_half_weights(0) == XATTN_OK, "set_half_weights(0)");
  CHECK(xattn_translate(m, (const char *const *)src, n, &to, out) == XATTN_OK, "greedy again");
  for (size_t i = 0; i < n; i++) {
    CHECK(out[i] && !strcmp(out[i], greedy[i]), "float32 again %zu: '%s' against '%s'", i, out[i], greedy[i]);
    xattn_free(out[i]);
  }
  to.beam = 0;
  CHECK(xattn_translate(m, (const char *const *)src, n, &to, out) == XATTN_EINVAL, "beam 0");
  to = (xattn_translate_opts)XATTN_TRANSLATE_OPTS_INIT;
  to.size = 3;
  CHECK(xattn_translate(m, (const char *const *)src, n, &to, out) == XATTN_EINVAL, "a wrong size field");
  CHECK(xattn_translate(m, (const char *const *)src, 0, NULL, out) == XATTN_OK, "no sentence");
  const char *holes[] = {"a", NULL};
  CHECK(xattn_translate(m, holes, 2, NULL, out) == XATTN_EINVAL && out[0] == NULL, "a NULL sentence");
  free(out);

  /* live sessions */
  xattn_session *s = (xattn_session *)1;
  xattn_stream_opts so = XATTN_STREAM_OPTS_INIT;
  so.policy = "nope";
  CHECK(xattn_session_open(m, &so, &s) == XATTN_EINVAL && s == NULL, "an unknown policy");
  CHECK(strstr(xattn_errmsg(), "nope") != NULL, "the message names the policy");
  so.policy = "gma";
  CHECK(xattn_session_open(m, &so, &s) == XATTN_EINVAL, "GMA on a model without GMA");
  so.policy = "full";
  so.k = 2;
  CHECK(xattn_session_open(m, &so, &s) == XATTN_EINVAL, "k with the full policy");
  so = (xattn_stream_opts)XATTN_STREAM_OPTS_INIT;
  so.delta = 1;
  CHECK(xattn_session_open(m, &so, &s) == XATTN_EINVAL, "delta on a wait-k model");
  CHECK(xattn_session_open(m, NULL, NULL) == XATTN_EINVAL, "NULL session");
  CHECK(xattn_session_open(m, NULL, &s) == XATTN_OK, "open");
  char *piece = (char *)1;
  CHECK(xattn_session_pull(s, &piece) == XATTN_NEED_INPUT && piece == NULL, "a fresh session needs input");
  CHECK(xattn_session_push(s, "a b") == XATTN_EINVAL, "a word with a space");
  CHECK(xattn_session_push(s, "") == XATTN_EINVAL, "an empty word");
  CHECK(xattn_session_push(s, NULL) == XATTN_EINVAL, "a NULL word");
  CHECK(xattn_session_pull(s, NULL) == XATTN_EINVAL, "a NULL piece");
  xattn_session_free(s);

  /* a session translates as the simulator (greedy, the model's policy): the reference is
   * checked by capi.sh against simulate.lua; here, two sessions agree and sentences after
   * one another do not disturb each other */
  char **a = stream(m, src, n), **b = stream(m, src, n);
  CHECK(a && b, "streaming");
  FILE *f = fopen("capi_stream.out", "w");
  char *first = a && a[0] ? strdup(a[0]) : NULL; /* the first sentence's translation by a session */
  for (size_t i = 0; a && b && i < n; i++) {
    CHECK(a[i] && b[i] && !strcmp(a[i], b[i]), "two sessions, sentence %zu", i);
    fprintf(f, "%s\n", a[i] ? a[i] : "(none)");
    free(a[i]);
    free(b[i]);
  }
  fclose(f);
  free(a);
  free(b);
  xattn_model_free(m);

  /* a model freed before its sessions: they go on, the model goes with the last one (ASan
   * in the sanitizer build sees a use after free or a leak otherwise) */
  CHECK(xattn_model_load(argv[1], &m) == XATTN_OK, "load again");
  xattn_session *s1 = NULL, *s2 = NULL;
  CHECK(xattn_session_open(m, NULL, &s1) == XATTN_OK && xattn_session_open(m, NULL, &s2) == XATTN_OK, "two sessions");
  xattn_model_free(m);
  xattn_session *s3 = (xattn_session *)1;
  CHECK(xattn_session_open(m, NULL, &s3) == XATTN_ESTATE && s3 == NULL, "no new session on a freed model");
  char *o1[1] = {NULL};
  CHECK(xattn_translate(m, (const char *const *)src, 1, NULL, o1) == XATTN_ESTATE && o1[0] == NULL,
        "no translation on a freed model");
  xattn_session_free(s1);
  int st;
  char *text = NULL;
  size_t tl = 0;
  for (const char *w = src[0]; *w;) { /* the first sentence through s2, word by word */
    size_t k = strcspn(w, " ");
    char word[256];
    snprintf(word, sizeof word, "%.*s", (int)k, w);
    if (k > 0) CHECK(xattn_session_push(s2, word) == XATTN_OK, "push after the model's free");
    w += k;
    while (*w == ' ') w++;
  }
  CHECK(xattn_session_end(s2) == XATTN_OK, "end after the model's free");
  while ((st = xattn_session_pull(s2, &piece)) == XATTN_OK) {
    text = realloc(text, tl + strlen(piece) + 1);
    memcpy(text + tl, piece, strlen(piece) + 1);
    tl += strlen(piece);
    xattn_free(piece);
  }
  CHECK(st == XATTN_END, "the sentence ends after the model's free");
  CHECK(text && first && !strcmp(text, first), "the same translation after the model's free: '%s' against '%s'",
        text ? text : "(none)", first ? first : "(none)");
  free(text);
  free(first);
  xattn_session_free(s2); /* frees the model */

  /* threads: each its own model, calls serialised by the library */
  pthread_t t[3];
  job jobs[3];
  for (int i = 0; i < 3; i++) {
    jobs[i] = (job){argv[1], src, n, greedy, 0};
    pthread_create(&t[i], NULL, worker, &jobs[i]);
  }
  for (int i = 0; i < 3; i++) {
    pthread_join(t[i], NULL);
    CHECK(jobs[i].ok, "thread %d: its translations", i);
  }
  for (size_t i = 0; i < n; i++) { free(src[i]); free(greedy[i]); free(beam[i]); }
  free(src);
  free(greedy);
  free(beam);
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
