/* example_stream: live translation of stdin with the xattn C API (xattn.h).
 *
 *   example_stream MODEL.xa [waitk K | gma DELTA | full] < source.txt
 *
 * Reads the source as it arrives (unbuffered reads: a pipe's bytes as they come), one
 * word at a time: a word is complete at the next space or newline, a newline ends the
 * sentence, the end of the input ends the last one. Each word goes to the session at
 * once, and every piece of translation the policy writes is printed and flushed at
 * once; each sentence's translation ends with a newline. Without a policy, the model's
 * own (wait-k with its k, GMA, or full-sentence).
 *
 * Build:  cc -o example_stream example_stream.c $(pkg-config --cflags --libs xattn)
 * (docs/embedding.md walks through it). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <xattn.h>

static int die(const char *what) {
  fprintf(stderr, "example_stream: %s: %s\n", what, xattn_errmsg());
  return 1;
}

/* writes every piece the policy can write now; returns 0, or -1 after an error */
static int drain(xattn_session *s) {
  for (;;) {
    char *piece;
    int st = xattn_session_pull(s, &piece);
    if (st == XATTN_OK) {
      fputs(piece, stdout);
      fflush(stdout);
      xattn_free(piece);
    } else if (st == XATTN_END) {
      fputc('\n', stdout); /* a sentence's translation is complete */
      fflush(stdout);
    } else if (st == XATTN_NEED_INPUT) {
      return 0;
    } else {
      return -1;
    }
  }
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3 && argc != 4) {
    fprintf(stderr, "usage: example_stream MODEL.xa [waitk K | gma DELTA | full] < source.txt\n");
    return 2;
  }
  xattn_stream_opts opts = XATTN_STREAM_OPTS_INIT;
  if (argc >= 3) {
    opts.policy = argv[2];
    if (!strcmp(argv[2], "waitk") && argc == 4) opts.k = atoi(argv[3]);
    else if (!strcmp(argv[2], "gma") && argc == 4) opts.delta = atof(argv[3]);
    else if (argc == 4 || (strcmp(argv[2], "full") && strcmp(argv[2], "waitk") && strcmp(argv[2], "gma"))) {
      fprintf(stderr, "example_stream: the policy is waitk K, gma DELTA or full\n");
      return 2;
    }
  }
  xattn_model *model;
  if (xattn_model_load(argv[1], &model) != XATTN_OK) return die("cannot load the model");
  xattn_session *s;
  if (xattn_session_open(model, &opts, &s) != XATTN_OK) {
    xattn_model_free(model);
    return die("cannot open a session");
  }

  char word[4096];
  size_t len = 0;
  int in_sentence = 0, rc = 0;
  char buf[4096];
  for (;;) {
    ssize_t n = read(STDIN_FILENO, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) { perror("example_stream: read"); rc = 1; break; }
    if (n == 0) break; /* the end of the input */
    for (ssize_t i = 0; i < n && rc == 0; i++) {
      char c = buf[i];
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        if (len > 0) { /* a word is complete */
          word[len] = '\0';
          len = 0;
          if (xattn_session_push(s, word) != XATTN_OK) { rc = die("push"); break; }
          in_sentence = 1;
        }
        if (c == '\n') { /* the sentence ends (an empty line is an empty sentence) */
          if (xattn_session_end(s) != XATTN_OK) { rc = die("end"); break; }
          in_sentence = 0;
        }
      } else if (len + 1 < sizeof word) {
        word[len++] = c;
      } else {
        fprintf(stderr, "example_stream: a word longer than %zu bytes\n", sizeof word - 1);
        rc = 1;
      }
    }
    if (rc) break;
    if (drain(s) != 0) { rc = die("pull"); break; }
  }
  if (rc == 0 && (len > 0 || in_sentence)) { /* the last line had no newline */
    if (len > 0) {
      word[len] = '\0';
      if (xattn_session_push(s, word) != XATTN_OK) rc = die("push");
    }
    if (rc == 0 && xattn_session_end(s) != XATTN_OK) rc = die("end");
  }
  if (rc == 0 && drain(s) != 0) rc = die("pull");
  xattn_session_free(s);
  xattn_model_free(model);
  return rc;
}
