/* One decoder layer's incremental step in one call (decoder_step.h has the contract).
 *
 * Decoding one position at a time runs each layer's ~15 small ops, and between them the
 * Lua of nn.Transformer's fast path (module fields, views, the key/value cache's
 * bookkeeping, a userdata per result). At batch 1 the step is bound by reading its
 * weights, and what runs between the products is the rest: the same ops called from here,
 * in the same order, took bench-small's streaming step from 0.526 to 0.497 ms (median of
 * five alternated runs, two threads; docs/performance.md). The ops are the public ones, so
 * the result has the composition's bits on every device. At batch 1 on the CPU the layers
 * of a call run in one parallel region (team_step below), with the same bits. */
#include "decoder_step.h"
#include "embedding.h"
#include "layer_norm.h"
#include "linear.h"

#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define REL(t) xa_tensor_release(t)

/* the message of the op that failed, under this op's name */
static int fail(void) {
  char msg[512];
  snprintf(msg, sizeof msg, "%s", xa_errmsg());
  if (!strncmp(msg, "decoder_layer_step: ", 20)) return -1;
  return xa_err("decoder_layer_step: %s", msg);
}

/* r + y (pre-norm) or norm_i(r + y) (post-norm): sublayer i's residual */
static int residual(xa_tensor **out, const xa_decoder_step_params *P, int i, xa_tensor *r,
                    xa_tensor *y) {
  if (P->pre) return xa_add(out, r, y);
  return xa_dropout_add_layer_norm(out, y, r, 0, false, P->nw[i], P->nb[i], P->eps[i]);
}

/* sublayer i's input: norm_i(x) (pre-norm) or x itself (a new reference) */
static int sub_input(xa_tensor **out, const xa_decoder_step_params *P, int i, xa_tensor *x) {
  if (!P->pre) { xa_tensor_retain(x); *out = x; return 0; }
  return xa_layer_norm(out, x, 1, P->nw[i], P->nb[i], P->eps[i]);
}

/* whether buf (B, H, cap, dh) holds old (B, H, n, dh) as its first n positions, with room
 * for one more */
static bool holds(const xa_tensor *buf, const xa_tensor *old) {
  if (!buf || buf->ndim != 4 || buf->storage != old->storage || buf->offset != old->offset ||
      buf->dtype != old->dtype || buf->size[2] <= old->size[2])
    return false;
  for (int d = 0; d < 4; d++)
    if (buf->stride[d] != old->stride[d] || (d != 2 && buf->size[d] != old->size[d])) return false;
  return true;
}

/* the keys (or values) after one more position new_ (B, H, 1, dh): *state (n + 1
 * positions) and *buf (a new reference, NULL at the first step) */
static int append(xa_tensor **state, xa_tensor **buf, xa_tensor *inbuf, xa_tensor *old,
                  xa_tensor *new_) {
  *buf = NULL;
  if (!old) { xa_tensor_retain(new_); *state = new_; return 0; }
  int64_t n = old->size[2];
  xa_tensor *b = NULL, *s = NULL;
  if (holds(inbuf, old)) {
    xa_tensor_retain(inbuf);
    b = inbuf;
  } else {
    int64_t cap = 2 * (n + 1) > 16 ? 2 * (n + 1) : 16;
    int64_t sz[4] = {old->size[0], old->size[1], cap, old->size[3]};
    if (xa_tensor_zeros_on(&b, xa_tensor_device(old), old->dtype, 4, sz)) return -1;
    int rc = xa_narrow(&s, b, 2, 0, n);
    if (!rc) rc = xa_copy_(s, old);
    REL(s);
    if (rc) { REL(b); return -1; }
  }
  s = NULL;
  int rc = xa_narrow(&s, b, 2, n, 1);
  if (!rc) rc = xa_copy_(s, new_);
  REL(s);
  if (!rc) rc = xa_narrow(state, b, 2, 0, n + 1);
  if (rc) { REL(b); return -1; }
  *buf = b;
  return 0;
}

static int check(xa_tensor *x, const xa_decoder_step_params *P, xa_tensor *kold,
                 xa_tensor *vold) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (x->ndim != 3 || x->size[1] != 1)
    return xa_err("decoder_layer_step: x must be (B, 1, D), one new position, got %s",
                  xa_tensor_shape_str(s1, x));
  int64_t D = x->size[2];
  if (P->heads < 1 || D % P->heads)
    return xa_err("decoder_layer_step: heads = %lld must divide x's D = %lld (x %s)",
                  (long long)P->heads, (long long)D, xa_tensor_shape_str(s1, x));
  const char *names[8] = {"self q", "self k", "self v", "self out", "cross q", "cross out",
                          "ffn 1", "ffn 2"};
  xa_tensor *w[8] = {P->sw[0], P->sw[1], P->sw[2], P->sw[3], P->cw[0], P->cw[1], P->fw[0],
                     P->fw[1]};
  for (int i = 0; i < 8; i++)
    if (!w[i]) return xa_err("decoder_layer_step: the %s weight is missing", names[i]);
  if (!P->attend) return xa_err("decoder_layer_step: no attention function");
  if (!kold != !vold)
    return xa_err("decoder_layer_step: the cached keys and values go together (one of them "
                  "is missing)");
  if (kold) {
    int64_t H = P->heads, dh = D / H;
    for (int i = 0; i < 2; i++) {
      const xa_tensor *t = i ? vold : kold;
      if (t->ndim != 4 || t->size[0] != x->size[0] || t->size[1] != H || t->size[3] != dh ||
          (i && t->size[2] != kold->size[2]))
        return xa_err("decoder_layer_step: the cached %s must be (B, H, n, dh) = (%lld, %lld, "
                      "n, %lld) for x %s and %lld heads, got %s", i ? "values" : "keys",
                      (long long)x->size[0], (long long)H, (long long)dh,
                      xa_tensor_shape_str(s1, x), (long long)H, xa_tensor_shape_str(s2, t));
    }
  }
  if (xa_grad_enabled()) {
    xa_tensor *all[24] = {x, kold, vold};
    int n = 3;
    for (int i = 0; i < 8; i++) all[n++] = w[i];
    for (int i = 0; i < 4; i++) all[n++] = P->sb[i];
    for (int i = 0; i < 2; i++) all[n++] = P->cb[i], all[n++] = P->fb[i];
    for (int i = 0; i < 3; i++) all[n++] = P->nw[i];
    for (int i = 0; i < n; i++)
      if (all[i] && xa_requires_grad(all[i]))
        return xa_err("decoder_layer_step: runs without gradients (decoding); call it with "
                      "gradients off (xattn.no_grad)");
  }
  return 0;
}

/* ---- the step in one parallel region (the CPU, float32, linear's packed path) ----------
 * Between the products the other thread would idle: each product forks and joins a team
 * (0.7-0.8 us an empty region here, 19 a step), and while thread 0 runs the serial ops
 * (appends, attention, norms) thread 1 waits. Here one region of two threads runs the
 * layer at batch 1: the products' panels are claimed from both ends of their numbering
 * (thread 0 from the first, the others from the last) through atomic counts, and during a
 * serial phase the other threads ask the caches for the panels at their end of the next
 * product (after a layer's last residual, the next layer's first). Each panel runs the
 * packed kernel as xa_linear_packed_many does and the serial ops are the same ops (on one
 * thread: their own loops run nested), so the bits are the same. The layers of one
 * xa_decoder_layers_step call share the region: one fork and join a step. */

static bool cpu_f32(const xa_tensor *t) {
  return t->dtype == XA_FLOAT32 && xa_tensor_device(t) == XA_CPU;
}

static bool team_linear(xa_tensor *w, const xa_tensor *b, int64_t B, int64_t in, int64_t out) {
  return w->ndim == 2 && cpu_f32(w) && w->size[0] == out && w->size[1] == in &&
         xa_linear_packed_wanted(w, B, in, out) &&
         (!b || (b->ndim == 1 && cpu_f32(b) && b->size[0] == out && xa_tensor_is_contiguous(b)));
}

/* whether the region takes this call (else the ops, with their checks, one by one) */
static bool team_ok(const xa_tensor *x, const xa_decoder_step_params *P,
                    const xa_decoder_head *head) {
  /* batch 1 (streaming): with more rows the attention's pairs and the norms' rows would
   * want the threads that the region keeps for the products */
  if (xa_threads() < 2 || !cpu_f32(x) || !xa_tensor_is_contiguous(x) || x->size[0] != 1)
    return false;
  /* its threads wait for each other by spinning: with more threads than cores they wait
   * for descheduled ones (bench-small's step 0.5 -> 72 ms at 3 threads on 2 cores) */
  static int cores = 0;
#ifdef _OPENMP
  if (!cores) cores = omp_get_num_procs();
#endif
  if (xa_threads() > cores) return false;
  int64_t B = x->size[0], D = x->size[2], F = P->fw[0]->size[0];
  for (int i = 0; i < 4; i++)
    if (!team_linear(P->sw[i], P->sb[i], B, D, D)) return false;
  for (int i = 0; i < 2; i++)
    if (!team_linear(P->cw[i], P->cb[i], B, D, D)) return false;
  if (head && !team_linear(head->w, head->b, B, D, head->w->size[0])) return false;
  return team_linear(P->fw[0], P->fb[0], B, D, F) && team_linear(P->fw[1], P->fb[1], B, F, D);
}

static const float *fptr(const xa_tensor *t) { return t ? xa_tensor_data(t) : NULL; }

/* ask L2 for the first `rows` positions of a (B, H, n, dh) float cache whose dh is
 * contiguous: the attention after the product reads them (they come back from L3 after
 * the products' weights went through the core's caches) */
static void cache_prefetch(const xa_tensor *t, int64_t rows) {
  if (!t || t->ndim != 4 || t->stride[3] != 1 || t->dtype != XA_FLOAT32) return;
  const float *base = xa_tensor_data(t);
  int64_t dh = t->size[3];
  for (int64_t b = 0; b < t->size[0]; b++)
    for (int64_t h = 0; h < t->size[1]; h++)
      for (int64_t r = 0; r < rows; r++) {
        const float *row = base + b * t->stride[0] + h * t->stride[1] + r * t->stride[2];
        for (int64_t o = 0; o < dh * 4; o += 64) __builtin_prefetch((const char *)row + o, 1, 2);
      }
}

/* the output layer's product: its panels claimed as a layer's are, each one's max and sum
 * taken as it is written; lo: the panels thread 0 ran (0 .. lo - 1) */
typedef struct {
  xa_packed_job J;
  _Atomic int64_t claimed, top;
  _Atomic int done;
  int64_t lo, V, np;
  float *pm, *ps, *e; /* (B, np) each; np a thread */
} team_head;

typedef struct {
  xa_packed_job J[6];   /* qkv, self out, cross q, cross out, fc1, fc2 */
  _Atomic int64_t claimed[6], top[6]; /* panels claimed; those from the last one down */
  _Atomic int done[6];  /* threads through job j's panels */
  bool direct;          /* the new key and value go straight into the caches' buffers */
} team;                 /* one layer's products */

/* wait until *a >= v (what was written before it reached v is then visible); past a few
 * thousand spins the thread yields its core at each look, in case the thread it waits for
 * shares one (another process's threads on the machine) */
static void spin_until(_Atomic int *a, int v) {
  for (int n = 0; atomic_load_explicit(a, memory_order_acquire) < v; n++) {
    if (n > 4096) sched_yield();
#if defined(__x86_64__) || defined(__i386__)
    else __builtin_ia32_pause();
#endif
  }
}

/* job j's panels on thread t: thread 0 from the first up, the others from the last down.
 * Each panel is claimed first (claimed < np), so thread 0's count and the others' (top)
 * add up to at most np: no panel is taken twice. */
static void team_run(team *S, int j, int t, bool relu) {
  xa_packed_job *J = &S->J[j];
  int64_t np = J->first[J->n], lo = 0;
  for (;;) {
    if (atomic_fetch_add(&S->claimed[j], 1) >= np) break;
    int64_t p = t == 0 ? lo++ : np - 1 - atomic_fetch_add(&S->top[j], 1);
    xa_linear_packed_run(J, p, p + 1);
    if (relu) { /* as linear_relu: ReLU over the product's output, here this panel's */
      int64_t c0 = p * XA_PACKED_NR, nc = J->out[0] - c0;
      if (nc > XA_PACKED_NR) nc = XA_PACKED_NR;
      for (int64_t r = 0; r < J->rows; r++) {
        float *y = J->y[0] + r * J->out[0] + c0;
        for (int64_t c = 0; c < nc; c++) y[c] = y[c] > 0 ? y[c] : 0;
      }
    }
  }
}

/* the output layer's panels on thread t, as team_run's, each one's stats after it */
static void head_run(team_head *H, int t) {
  xa_packed_job *J = &H->J;
  int64_t np = H->np, lo = 0;
  for (;;) {
    if (atomic_fetch_add(&H->claimed, 1) >= np) break;
    int64_t p = t == 0 ? lo++ : np - 1 - atomic_fetch_add(&H->top, 1);
    xa_linear_packed_run(J, p, p + 1);
    xa_logsm_stats(J->y[0], H->V, J->rows, p, p + 1, H->pm, H->ps);
  }
  if (t == 0) H->lo = lo;
}

/* once every panel's stats are in: thread t's columns rewritten, thread 0 the panels it
 * ran, the others those above, shared in fixed runs (each run's lines in the cache of
 * the thread that wrote most of them: with two threads exactly) */
static void head_finish(team_head *H, int t, int nt) {
  int64_t lo = H->lo, p0 = 0, p1 = lo;
  if (t > 0) p0 = lo + (H->np - lo) * (t - 1) / (nt - 1), p1 = lo + (H->np - lo) * t / (nt - 1);
  xa_logsm_finish(H->J.y[0], H->V, H->J.rows, H->pm, H->ps, H->e + t * H->np, p0, p1);
}

/* thread 1 during a serial phase: the panels at its end of job J, up to `budget` bytes,
 * until thread 0 has finished serial phase `ph` */
static void team_prefetch(const xa_packed_job *J, _Atomic int *phase, int64_t budget, int ph) {
  int64_t np = J->first[J->n];
  for (int64_t p = np - 1; p >= 0 && budget > 0; p--) {
    int64_t nb = xa_linear_packed_panel_bytes(J, p);
    for (int64_t o = 0; o < nb && budget > 0; o += 4096, budget -= 4096) {
      if (atomic_load_explicit(phase, memory_order_relaxed) >= ph) return;
      xa_linear_packed_prefetch(J, p, o, nb - o < 4096 ? nb - o : 4096);
    }
  }
}

/* a layer's eight weights in the jobs' order: q, k, v, self out, cross q, cross out, fc1,
 * fc2 */
static void layer_weights(const xa_decoder_step_params *P, xa_tensor **ws) {
  xa_tensor *w[8] = {P->sw[0], P->sw[1], P->sw[2], P->sw[3], P->cw[0], P->cw[1], P->fw[0],
                     P->fw[1]};
  memcpy(ws, w, sizeof w);
}

/* the results io[0 .. n-1] hold, released (a failed call sets none) */
static void io_release(xa_decoder_layer_io *io, int n) {
  for (int l = 0; l < n; l++) {
    REL(io[l].ks), REL(io[l].vs), REL(io[l].kb), REL(io[l].vb);
    io[l].ks = io[l].vs = io[l].kb = io[l].vb = NULL;
  }
}

/* whether the product may write the new key (or value) into buf at position n = old's
 * length, where append would copy it: buf holds old with room, float32 on the CPU, each
 * head's dh contiguous and a whole number of panels (so a panel never spans two heads) */
static bool direct_ok(const xa_tensor *buf, const xa_tensor *old, int64_t dh) {
  return old && holds(buf, old) && cpu_f32(buf) && buf->stride[3] == 1 &&
         dh % XA_PACKED_NR == 0;
}

/* job output i written straight into buf's position n: head h's dh columns at
 * buf[b, h, n, :] */
static void direct_out(xa_packed_job *J, int i, xa_tensor *buf, int64_t n, int64_t dh) {
  J->y[i] = (float *)xa_tensor_data(buf) + n * buf->stride[2];
  J->ldy[i] = buf->stride[0], J->seg[i] = dh, J->segstride[i] = buf->stride[1];
}

/* the keys (or values) after the product wrote the new position into buf (direct_out):
 * append's results without its copy */
static int append_direct(xa_tensor **state, xa_tensor **bufout, xa_tensor *buf, int64_t n) {
  buf->storage->version++; /* written in place, as append's copy would have */
  if (xa_narrow(state, buf, 2, 0, n + 1)) return -1;
  xa_tensor_retain(buf);
  *bufout = buf;
  return 0;
}

/* layer l's jobs (its weights already trimmed); -1 when packing runs out of memory */
static int team_prepare(team *S, const xa_decoder_step_params *P) {
  xa_tensor *ws[8];
  layer_weights(P, ws);
  const float *bs[8] = {fptr(P->sb[0]), fptr(P->sb[1]), fptr(P->sb[2]), fptr(P->sb[3]),
                        fptr(P->cb[0]), fptr(P->cb[1]), fptr(P->fb[0]), fptr(P->fb[1])};
  /* job 0: q, k, v (weights 0-2) in one; jobs 1-5: one weight each (weights 3-7) */
  if (xa_linear_packed_prepare(&S->J[0], 3, ws, bs)) return -1;
  for (int j = 1; j < 6; j++)
    if (xa_linear_packed_prepare(&S->J[j], 1, ws + j + 2, bs + j + 2)) return -1;
  return 0;
}

/* the nl layers in one parallel region, layer l's input the output of layer l - 1 */
static int team_step(xa_tensor **out, xa_tensor *x, int nl, xa_decoder_layer_io *io,
                     const xa_decoder_head *head) {
  int64_t B = x->size[0], D = x->size[2], F = 0;
  for (int l = 0; l < nl; l++)
    if (io[l].P->fw[0]->size[0] > F) F = io[l].P->fw[0]->size[0];
  int64_t s3[3] = {B, 1, D}, sf[3] = {B, 1, F};
  team *T = calloc((size_t)nl, sizeof *T);
  /* each layer's output, new key and value (at the first step the key and value are the
   * cache itself, so not scratch) */
  xa_tensor **o = calloc((size_t)(3 * nl), sizeof *o), **kn = o + nl, **vn = o + 2 * nl;
  if (!T || !o) { free(T), free(o); return xa_err("decoder_layer_step: out of memory"); }
  _Atomic int phase = 0, failed = 0; /* serial phases thread 0 has finished; its error */
  /* scratch shared by the layers, which run one after the other */
  xa_tensor *q = NULL, *y = NULL, *f = NULL, *qc = NULL;
  int rc = 0;
  rc = xa_tensor_new_on(&q, XA_CPU, XA_FLOAT32, 3, s3);
  for (int l = 0; l < nl && !rc; l++) {
    rc = xa_tensor_new_on(&kn[l], XA_CPU, XA_FLOAT32, 3, s3);
    if (!rc) rc = xa_tensor_new_on(&vn[l], XA_CPU, XA_FLOAT32, 3, s3);
  }
  if (!rc) rc = xa_tensor_new_on(&y, XA_CPU, XA_FLOAT32, 3, s3);
  if (!rc) rc = xa_tensor_new_on(&qc, XA_CPU, XA_FLOAT32, 3, s3);
  if (!rc) rc = xa_tensor_new_on(&f, XA_CPU, XA_FLOAT32, 3, sf);
  /* the output layer's log-probabilities (B, V) and its panels' stats */
  team_head H = {0};
  xa_tensor *lp = NULL;
  if (head && !rc) {
    H.V = head->w->size[0], H.np = (H.V + XA_PACKED_NR - 1) / XA_PACKED_NR;
    rc = xa_tensor_new_on(&lp, XA_CPU, XA_FLOAT32, 2, (int64_t[]){B, H.V});
    if (!rc && !(H.pm = malloc((size_t)((2 * B + xa_threads()) * H.np) * sizeof(float))))
      rc = xa_err("decoder_layer_step: out of memory for the output layer's panel sums");
    if (!rc) H.ps = H.pm + B * H.np, H.e = H.ps + B * H.np;
  }
  /* every weight of every layer packed before any panel runs (a trim after would free
   * earlier panels) */
  for (int l = 0; l < nl && !rc; l++) {
    xa_tensor *ws[8];
    layer_weights(io[l].P, ws);
    for (int i = 0; i < 8; i++) xa_linear_packed_trim(ws[i]);
  }
  if (head && !rc) xa_linear_packed_trim(head->w);
  for (int l = 0; l < nl && !rc; l++) rc = team_prepare(&T[l], io[l].P);
  if (head && !rc) {
    const float *hb = fptr(head->b);
    rc = xa_linear_packed_prepare(&H.J, 1, (xa_tensor *const[]){head->w}, &hb);
    H.J.y[0] = lp ? xa_tensor_data(lp) : NULL, H.J.rows = B, H.J.ldx = D;
  }
  if (rc) {
    REL(lp), free(H.pm);
    REL(q), REL(y), REL(qc), REL(f);
    for (int l = 0; l < nl; l++) REL(kn[l]), REL(vn[l]);
    free(T), free(o);
    return fail();
  }
  /* the products' operands that exist before the region; the new key and value straight
   * into the caches' buffers where append would copy them there (S->direct) */
  for (int l = 0; l < nl; l++) {
    team *S = &T[l];
    xa_decoder_layer_io *L = &io[l];
    int64_t Fl = L->P->fw[0]->size[0], dh = D / L->P->heads;
    S->J[0].y[0] = xa_tensor_data(q), S->J[0].y[1] = xa_tensor_data(kn[l]);
    S->J[0].y[2] = xa_tensor_data(vn[l]);
    S->direct = B == 1 && direct_ok(L->kbuf, L->kold, dh) && direct_ok(L->vbuf, L->vold, dh);
    if (S->direct) {
      direct_out(&S->J[0], 1, L->kbuf, L->kold->size[2], dh);
      direct_out(&S->J[0], 2, L->vbuf, L->vold->size[2], dh);
    }
    S->J[1].y[0] = xa_tensor_data(y), S->J[2].y[0] = xa_tensor_data(qc);
    S->J[3].y[0] = xa_tensor_data(y), S->J[4].y[0] = xa_tensor_data(f);
    S->J[5].y[0] = xa_tensor_data(y), S->J[5].x = xa_tensor_data(f), S->J[5].ldx = Fl;
    for (int j = 0; j < 6; j++) S->J[j].rows = B;
    for (int j = 0; j < 5; j++) S->J[j].ldx = D;
  }
  xa_tensor *h = NULL, *q4 = NULL, *k4 = NULL, *v4 = NULL, *a = NULL, *x1 = NULL, *x2 = NULL,
            *hn = NULL;
  const int64_t BUDGET = 512 << 10; /* bytes the other threads ask for ahead of a product */
/* A serial phase: thread 0 runs the ops (when nothing failed) and says so through `phase`;
 * the other threads ask the caches for the panels of job NEXT (none when NULL) until it
 * has, then go on to that job. A product: each thread's panels, then thread 0 waits for
 * the others' (it reads the result next); they go on into the serial phase's prefetch at
 * once. PRODUCT_ALL: every thread waits (fc2 reads fc1's whole result). Flags instead of
 * barriers: a barrier made thread 1 wait for thread 0 before prefetching, and cost each
 * thread ~0.5 us twelve times a layer. */
#define SERIAL_BEGIN                                                                         \
  if (t == 0) {                                                                              \
    if (!failed) {
#define SERIAL_END(NEXT)                                                                     \
    }                                                                                        \
    atomic_store_explicit(&phase, ph + 1, memory_order_release);                             \
  } else if ((NEXT) != NULL) {                                                               \
    if (!failed) team_prefetch((NEXT), &phase, BUDGET, ph + 1);                              \
    spin_until(&phase, ph + 1);                                                              \
  }                                                                                          \
  ph++;
#define PRODUCT_WAIT(j, relu, all)                                                           \
  do {                                                                                       \
    if (!failed) team_run(S, j, t, relu);                                                    \
    atomic_fetch_add_explicit(&S->done[j], 1, memory_order_release);                         \
    if (t == 0 || (all)) spin_until(&S->done[j], nt);                                        \
  } while (0)
#define PRODUCT(j, relu) PRODUCT_WAIT(j, relu, false)
#define PRODUCT_ALL(j, relu) PRODUCT_WAIT(j, relu, true)
#pragma omp parallel num_threads(xa_threads())
  {
    int t = 0, nt = 1, ph = 0;
#ifdef _OPENMP
    t = omp_get_thread_num(), nt = omp_get_num_threads();
#endif
    for (int l = 0; l < nl; l++) {
      team *S = &T[l];
      xa_decoder_layer_io *L = &io[l];
      const xa_decoder_step_params *P = L->P;
      xa_tensor *xl = l ? o[l - 1] : x;
      int64_t s4[4] = {B, P->heads, 1, D / P->heads};
      /* self-attention */
      SERIAL_BEGIN
        failed = sub_input(&h, P, 0, xl);
        if (!failed) S->J[0].x = xa_tensor_data(h);
      SERIAL_END(&S->J[0])
      if (t == 0 && L->kold) {
        int64_t n = L->kold->size[2];
        cache_prefetch(L->kold, n + (holds(L->kbuf, L->kold) ? 1 : 0));
        cache_prefetch(L->vold, n + (holds(L->vbuf, L->vold) ? 1 : 0));
      }
      PRODUCT(0, false);
      SERIAL_BEGIN
        REL(h), h = NULL;
        failed = xa_view(&q4, q, 4, s4);
        if (S->direct) {
          int64_t n = L->kold->size[2];
          if (!failed) failed = append_direct(&L->ks, &L->kb, L->kbuf, n);
          if (!failed) failed = append_direct(&L->vs, &L->vb, L->vbuf, n);
        } else {
          if (!failed) failed = xa_view(&k4, kn[l], 4, s4);
          if (!failed) failed = xa_view(&v4, vn[l], 4, s4);
          if (!failed) failed = append(&L->ks, &L->kb, L->kbuf, L->kold, k4);
          if (!failed) failed = append(&L->vs, &L->vb, L->vbuf, L->vold, v4);
        }
        if (!failed) failed = P->attend(&a, NULL, q4, L->ks, L->vs, NULL, P->scale, 0);
        if (!failed) S->J[1].x = xa_tensor_data(a);
        REL(k4), REL(v4), REL(q4), k4 = v4 = q4 = NULL;
      SERIAL_END(&S->J[1])
      PRODUCT(1, false);
      SERIAL_BEGIN
        REL(a), a = NULL;
        failed = residual(&x1, P, 0, xl, y);
        if (!failed) failed = sub_input(&h, P, 1, x1);
        if (!failed) S->J[2].x = xa_tensor_data(h);
      SERIAL_END(&S->J[2])
      /* cross-attention */
      if (t == 0 && L->ck)
        cache_prefetch(L->ck, L->ck->size[2]), cache_prefetch(L->cv, L->cv->size[2]);
      PRODUCT(2, false);
      SERIAL_BEGIN
        REL(h), h = NULL;
        failed = xa_view(&q4, qc, 4, s4);
        if (!failed) failed = P->attend(&a, NULL, q4, L->ck, L->cv, L->cmask, P->cscale, 0);
        if (!failed) S->J[3].x = xa_tensor_data(a);
        REL(q4), q4 = NULL;
      SERIAL_END(&S->J[3])
      PRODUCT(3, false);
      SERIAL_BEGIN
        REL(a), a = NULL;
        failed = residual(&x2, P, 1, x1, y);
        if (!failed) failed = sub_input(&h, P, 2, x2);
        if (!failed) S->J[4].x = xa_tensor_data(h);
        REL(x1), x1 = NULL;
      SERIAL_END(&S->J[4])
      /* feed-forward */
      PRODUCT_ALL(4, true);
      PRODUCT(5, false);
      /* the residual (after the last layer the output layer's norm); the other threads
       * pull in the next layer's q, k and v meanwhile (the output layer's weight) */
      SERIAL_BEGIN
        REL(h), h = NULL;
        failed = residual(&o[l], P, 2, x2, y);
        REL(x2), x2 = NULL;
        if (!failed && l + 1 == nl && head) {
          if (head->norm) failed = xa_layer_norm(&hn, o[l], 1, head->nw, head->nb, head->eps);
          if (!failed) H.J.x = xa_tensor_data(head->norm ? hn : o[l]);
        }
      SERIAL_END(l + 1 < nl ? &T[l + 1].J[0] : head ? &H.J : NULL)
    }
    /* the output layer: the panels and their stats, then (every panel's stats in) each
     * thread's columns as log-probabilities */
    if (head) {
      if (!failed) head_run(&H, t);
      atomic_fetch_add_explicit(&H.done, 1, memory_order_release);
      spin_until(&H.done, nt);
      if (!failed) head_finish(&H, t, nt);
    }
  }
#undef SERIAL_BEGIN
#undef SERIAL_END
#undef PRODUCT_WAIT
#undef PRODUCT
#undef PRODUCT_ALL
  rc = failed;
  REL(h), REL(q4), REL(k4), REL(v4), REL(a), REL(x1), REL(x2), REL(hn);
  free(H.pm);
  REL(q), REL(y), REL(qc), REL(f);
  for (int l = 0; l < nl; l++) REL(kn[l]), REL(vn[l]);
  for (int l = 0; l + 1 < nl; l++) REL(o[l]);
  xa_tensor *last = o[nl - 1];
  free(T), free(o);
  if (head) REL(last), last = lp;
  if (rc) {
    REL(last);
    io_release(io, nl);
    return fail();
  }
  *out = last;
  return 0;
}

/* the output layer from the last layer's output y (B, 1, D), its ops one by one */
static int head_ops(xa_tensor **out, xa_tensor *y, const xa_decoder_head *H) {
  xa_tensor *n = NULL, *s = NULL;
  int rc = 0;
  if (H->norm) rc = xa_layer_norm(&n, y, 1, H->nw, H->nb, H->eps);
  else xa_tensor_retain(y), n = y;
  if (!rc) rc = xa_select(&s, n, 1, 0);
  REL(n);
  if (!rc) rc = xa_linear_log_softmax(out, s, H->w, H->b);
  REL(s);
  return rc ? fail() : 0;
}

static int check_head(const xa_tensor *x, const xa_decoder_head *H) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (!H->w) return xa_err("decoder_layer_step: the output layer has no weight");
  if (H->w->ndim != 2 || H->w->size[1] != x->size[2])
    return xa_err("decoder_layer_step: the output layer's weight must be (V, D) for x %s, got %s",
                  xa_tensor_shape_str(s1, x), xa_tensor_shape_str(s2, H->w));
  if (H->b && (H->b->ndim != 1 || H->b->size[0] != H->w->size[0]))
    return xa_err("decoder_layer_step: the output layer's bias must be (V) = (%lld), got %s",
                  (long long)H->w->size[0], xa_tensor_shape_str(s1, H->b));
  return 0;
}

/* one layer, its ops one by one */
static int ops_step(xa_tensor **out, xa_tensor *x, xa_decoder_layer_io *L) {
  const xa_decoder_step_params *P = L->P;
  xa_tensor *kold = L->kold, *vold = L->vold, *ck = L->ck, *cv = L->cv, *cmask = L->cmask;
  int64_t B = x->size[0], D = x->size[2], H = P->heads;
  int64_t s4[4] = {B, H, 1, D / H};
  xa_tensor *h = NULL, *qkv[3] = {0}, *q4 = NULL, *k4 = NULL, *v4 = NULL, *a = NULL, *y = NULL,
            *x1 = NULL, *x2 = NULL, *f = NULL, *o = NULL, *ks = NULL, *vs = NULL, *kb = NULL,
            *vb = NULL;
  /* self-attention: the new position's q, k, v in one pass; k, v appended to the cache */
  int rc = sub_input(&h, P, 0, x);
  if (!rc) rc = xa_linear_many(3, qkv, h, (xa_tensor *[]){P->sw[0], P->sw[1], P->sw[2]},
                               (xa_tensor *[]){P->sb[0], P->sb[1], P->sb[2]});
  REL(h), h = NULL;
  if (!rc) rc = xa_view(&q4, qkv[0], 4, s4);
  if (!rc) rc = xa_view(&k4, qkv[1], 4, s4);
  if (!rc) rc = xa_view(&v4, qkv[2], 4, s4);
  for (int i = 0; i < 3; i++) REL(qkv[i]);
  if (!rc) rc = append(&ks, &kb, L->kbuf, kold, k4);
  if (!rc) rc = append(&vs, &vb, L->vbuf, vold, v4);
  REL(k4), REL(v4);
  if (!rc) rc = P->attend(&a, NULL, q4, ks, vs, NULL, P->scale, 0);
  REL(q4), q4 = NULL;
  if (!rc) rc = xa_linear(&y, a, P->sw[3], P->sb[3]);
  REL(a), a = NULL;
  if (!rc) rc = residual(&x1, P, 0, x, y);
  REL(y), y = NULL;
  /* cross-attention over the cached keys and values of the source */
  if (!rc) rc = sub_input(&h, P, 1, x1);
  if (!rc) rc = xa_linear(&y, h, P->cw[0], P->cb[0]);
  REL(h), h = NULL;
  if (!rc) rc = xa_view(&q4, y, 4, s4);
  REL(y), y = NULL;
  if (!rc) rc = P->attend(&a, NULL, q4, ck, cv, cmask, P->cscale, 0);
  REL(q4);
  if (!rc) rc = xa_linear(&y, a, P->cw[1], P->cb[1]);
  REL(a);
  if (!rc) rc = residual(&x2, P, 1, x1, y);
  REL(y), y = NULL;
  REL(x1);
  /* feed-forward */
  if (!rc) rc = sub_input(&h, P, 2, x2);
  if (!rc) rc = xa_linear_relu(&f, h, P->fw[0], P->fb[0]);
  REL(h);
  if (!rc) rc = xa_linear(&y, f, P->fw[1], P->fb[1]);
  REL(f);
  if (!rc) rc = residual(&o, P, 2, x2, y);
  REL(y), REL(x2);
  if (rc) {
    REL(ks), REL(vs), REL(kb), REL(vb);
    return fail();
  }
  *out = o;
  L->ks = ks, L->vs = vs, L->kb = kb, L->vb = vb;
  return 0;
}

static int layers_step(xa_tensor **out, xa_tensor *x, int nl, xa_decoder_layer_io *io,
                       const xa_decoder_head *head) {
  if (nl < 1) return xa_err("decoder_layers_step: no layers");
  for (int l = 0; l < nl; l++) {
    io[l].ks = io[l].vs = io[l].kb = io[l].vb = NULL;
    if (check(x, io[l].P, io[l].kold, io[l].vold)) return -1;
  }
  if (head && check_head(x, head)) return -1;
  bool team = true;
  for (int l = 0; l < nl; l++) team = team && io[l].P->team && team_ok(x, io[l].P, head);
  if (team) return team_step(out, x, nl, io, head);
  xa_tensor *xl = x;
  for (int l = 0; l < nl; l++) {
    xa_tensor *y = NULL;
    int rc = ops_step(&y, xl, &io[l]);
    if (l) REL(xl);
    if (rc) {
      io_release(io, l);
      return -1;
    }
    xl = y;
  }
  if (head) {
    int rc = head_ops(out, xl, head);
    REL(xl);
    if (rc) io_release(io, nl);
    return rc;
  }
  *out = xl;
  return 0;
}

int xa_decoder_layers_step(xa_tensor **out, xa_tensor *x, int nl, xa_decoder_layer_io *io,
                           const xa_decoder_head *head, const xa_decoder_embed *embed) {
  if (!embed) return layers_step(out, x, nl, io, head);
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (x->ndim != 2 || x->size[1] != 1 || x->dtype != XA_INT64)
    return xa_err("decoder_layer_step: with an embedding, x must be the ids (B, 1) int64, got "
                  "%s %s", xa_dtype_name(x->dtype), xa_tensor_shape_str(s1, x));
  if (embed->pos->ndim != 2 || embed->position < 0 || embed->position >= embed->pos->size[0])
    return xa_err("decoder_layer_step: position %lld is outside the positions' table %s "
                  "(max_positions)", (long long)embed->position + 1,
                  xa_tensor_shape_str(s2, embed->pos));
  xa_tensor *pr = NULL, *xe = NULL;
  int rc = xa_narrow(&pr, embed->pos, 0, embed->position, 1);
  if (!rc) rc = xa_embed_front(&xe, embed->w, x, embed->pad, embed->scale, pr, 0, false);
  REL(pr);
  if (rc) return fail();
  rc = layers_step(out, xe, nl, io, head);
  REL(xe);
  return rc;
}

int xa_decoder_layer_step(xa_tensor **out, xa_tensor **kstate, xa_tensor **vstate,
                          xa_tensor **kbuf, xa_tensor **vbuf, xa_tensor *x,
                          const xa_decoder_step_params *P, xa_tensor *kold, xa_tensor *vold,
                          xa_tensor *ck, xa_tensor *cv, xa_tensor *cmask) {
  xa_decoder_layer_io L = {.P = P, .kold = kold, .vold = vold, .kbuf = *kbuf, .vbuf = *vbuf,
                           .ck = ck, .cv = cv, .cmask = cmask};
  if (xa_decoder_layers_step(out, x, 1, &L, NULL, NULL)) return -1;
  *kstate = L.ks, *vstate = L.vs;
  *kbuf = L.kb, *vbuf = L.vb;
  return 0;
}
