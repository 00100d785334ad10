/* One decoder layer's incremental step in one call (decoder_step.h has the contract).
 *
 * Decoding one position at a time runs each layer's ~15 small ops, and between them the
 * Lua of nn.Transformer's fast path (module fields, views, the key/value cache's
 * bookkeeping, a userdata per result). At batch 1 the step is bound by reading its
 * weights, and what runs between the products is the rest: the same ops called from here,
 * in the same order, took bench-small's streaming step from 0.526 to 0.497 ms (median of
 * five alternated runs, two threads; docs/performance.md). The ops are the public ones, so
 * the result has the composition's bits on every device. */
#include "decoder_step.h"
#include "layer_norm.h"
#include "linear.h"

#include <stdio.h>
#include <string.h>

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

int xa_decoder_layer_step(xa_tensor **out, xa_tensor **kstate, xa_tensor **vstate,
                          xa_tensor **kbuf, xa_tensor **vbuf, xa_tensor *x,
                          const xa_decoder_step_params *P, xa_tensor *kold, xa_tensor *vold,
                          xa_tensor *ck, xa_tensor *cv, xa_tensor *cmask) {
  if (check(x, P, kold, vold)) return -1;
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
  if (!rc) rc = append(&ks, &kb, *kbuf, kold, k4);
  if (!rc) rc = append(&vs, &vb, *vbuf, vold, v4);
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
  *kstate = ks, *vstate = vs;
  *kbuf = kb, *vbuf = vb;
  return 0;
}
