// The C interface of spm_shim.h over SentencePiece's C++ API (sentencepiece_processor.h,
// sentencepiece_trainer.h). Compiled only when the library is installed (the Makefile).
#include "spm_shim.h"

#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

struct xa_spm {
  sentencepiece::SentencePieceProcessor sp;
};

static char *dup_str(const std::string &s) {
  char *p = static_cast<char *>(std::malloc(s.size() + 1));
  if (p) {
    std::memcpy(p, s.data(), s.size());
    p[s.size()] = '\0';
  }
  return p;
}

static int fail(char **err, const std::string &msg) {
  if (err) *err = dup_str(msg);
  return -1;
}

extern "C" int xa_spm_load_file(const char *path, xa_spm **out, char **err) {
  try {
    xa_spm *m = new xa_spm;
    auto st = m->sp.Load(path);
    if (!st.ok()) {
      delete m;
      return fail(err, st.ToString());
    }
    *out = m;
    return 0;
  } catch (const std::exception &e) {
    return fail(err, e.what());
  }
}

extern "C" int xa_spm_load_bytes(const char *data, size_t n, xa_spm **out, char **err) {
  try {
    xa_spm *m = new xa_spm;
    auto st = m->sp.LoadFromSerializedProto(std::string(data, n));
    if (!st.ok()) {
      delete m;
      return fail(err, st.ToString());
    }
    *out = m;
    return 0;
  } catch (const std::exception &e) {
    return fail(err, e.what());
  }
}

extern "C" void xa_spm_free(xa_spm *m) { delete m; }

extern "C" int xa_spm_bytes(const xa_spm *m, char **data, size_t *n, char **err) {
  try {
    std::string s = m->sp.serialized_model_proto();
    char *p = static_cast<char *>(std::malloc(s.size() ? s.size() : 1));
    if (!p) return fail(err, "out of memory");
    std::memcpy(p, s.data(), s.size());
    *data = p;
    *n = s.size();
    return 0;
  } catch (const std::exception &e) {
    return fail(err, e.what());
  }
}

extern "C" int xa_spm_size(const xa_spm *m) { return m->sp.GetPieceSize(); }

extern "C" int xa_spm_encode(const xa_spm *m, const char *text, size_t n, char ***pieces, size_t *count, char **err) {
  try {
    std::vector<std::string> v;
    auto st = m->sp.Encode(std::string(text, n), &v);
    if (!st.ok()) return fail(err, st.ToString());
    char **arr = static_cast<char **>(std::calloc(v.size() ? v.size() : 1, sizeof(char *)));
    if (!arr) return fail(err, "out of memory");
    for (size_t i = 0; i < v.size(); i++) {
      arr[i] = dup_str(v[i]);
      if (!arr[i]) {
        for (size_t j = 0; j < i; j++) std::free(arr[j]);
        std::free(arr);
        return fail(err, "out of memory");
      }
    }
    *pieces = arr;
    *count = v.size();
    return 0;
  } catch (const std::exception &e) {
    return fail(err, e.what());
  }
}

extern "C" int xa_spm_decode(const xa_spm *m, const char *const *pieces, size_t count, char **text, size_t *n,
                             char **err) {
  try {
    std::vector<std::string> v(pieces, pieces + count);
    std::string out;
    auto st = m->sp.Decode(v, &out);
    if (!st.ok()) return fail(err, st.ToString());
    *text = dup_str(out);
    if (!*text) return fail(err, "out of memory");
    *n = out.size();
    return 0;
  } catch (const std::exception &e) {
    return fail(err, e.what());
  }
}

extern "C" int xa_spm_train(const char *flags, int quiet, char **data, size_t *n, char **err) {
  try {
    std::string model;
    // the trainer logs every step on stderr, and its log level is not part of the
    // installed API: quiet sends stderr to /dev/null while it runs (errors come back in
    // its status)
    int saved = -1;
    if (quiet) {
      int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
      if (null >= 0) {
        std::fflush(stderr);
        saved = dup(2);
        if (saved >= 0) dup2(null, 2);
        close(null);
      }
    }
    auto st = sentencepiece::SentencePieceTrainer::Train(flags, nullptr, &model);
    if (saved >= 0) {
      std::fflush(stderr);
      dup2(saved, 2);
      close(saved);
    }
    if (!st.ok()) return fail(err, st.ToString());
    char *p = static_cast<char *>(std::malloc(model.size() ? model.size() : 1));
    if (!p) return fail(err, "out of memory");
    std::memcpy(p, model.data(), model.size());
    *data = p;
    *n = model.size();
    return 0;
  } catch (const std::exception &e) {
    return fail(err, e.what());
  }
}
