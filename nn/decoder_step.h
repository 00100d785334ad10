/* One decoder layer's incremental step in one call (nn/decoder_step.c): the ops of
 * nn.Transformer's decoding fast path, in their order, without the Lua between them. */
#ifndef XA_NN_DECODER_STEP_H
#define XA_NN_DECODER_STEP_H

#include "../vm/ops.h"

/* the attention op the step calls (xa_dot_attention's signature: attention/dot.h); nn/
 * knows no attention family, so the caller hands it in (nn/decoder_step_lua.c takes the
 * one attention/dot_lua.c leaves in the Lua registry) */
typedef int (*xa_attend_fn)(xa_tensor **out, xa_tensor **weights, xa_tensor *q, xa_tensor *k,
                            xa_tensor *v, xa_tensor *mask, double scale, double dropout);

/* A decoder layer: self-attention, cross-attention, feed-forward, each in a residual with
 * its layer norm, post-norm (x = norm(x + sub(x))) or pre-norm (x = x + sub(norm(x))).
 * The weights (out, in) are required; a bias or a norm's weight or bias may be NULL. */
typedef struct {
  xa_tensor *sw[4], *sb[4]; /* self-attention: q, k, v, out (D, D) and (D) */
  xa_tensor *cw[2], *cb[2]; /* cross-attention: q, out */
  xa_tensor *fw[2], *fb[2]; /* feed-forward: (F, D), (F); (D, F), (D) */
  xa_tensor *nw[3], *nb[3]; /* the layer norms of the three sublayers, (D) */
  double eps[3];            /* their eps */
  double scale, cscale;     /* the self- and cross-attention's score scales */
  int64_t heads;
  bool pre;                 /* pre-norm */
  xa_attend_fn attend;
  bool team;                /* on the CPU in float32 on the packed path: one parallel region
                             * for the layer (else, and elsewhere, the ops one by one) */
} xa_decoder_step_params;

/* x (B, 1, D): the new position's input. The self-attention's keys and values so far:
 * kold, vold (B, H, n, dh), or both NULL at the first step. kbuf, vbuf: NULL, or buffers
 * (B, H, cap, dh) of which kold, vold are the first n positions (views at the buffers'
 * start with their strides); the new key and value go into position n when cap > n, else
 * (and without buffers) into new buffers of max(16, 2 (n + 1)) positions that start with a
 * copy of kold, vold. ck, cv (B, H, S, dh): the cross-attention's keys and values; cmask
 * NULL or bool broadcasting to (B, H, 1, S), true = masked.
 * Out: *out (B, 1, D); *kstate, *vstate the keys and values to attend next time (B, H,
 * n + 1, dh: views of the buffers, or at the first step the new key and value); *kbuf,
 * *vbuf the buffers written (new references; NULL at the first step). The arithmetic is
 * that of the ops in sequence (linear_many, dot_attention, linear, dropout_add_layer_norm
 * or add and layer_norm, linear_relu), so the result has their bits. No gradient is
 * recorded through it (an error when gradients are enabled and a tensor requires one). */
int xa_decoder_layer_step(xa_tensor **out, xa_tensor **kstate, xa_tensor **vstate,
                          xa_tensor **kbuf, xa_tensor **vbuf, xa_tensor *x,
                          const xa_decoder_step_params *P, xa_tensor *kold, xa_tensor *vold,
                          xa_tensor *ck, xa_tensor *cv, xa_tensor *cmask);

/* Several layers at once, layer l's input the output of layer l - 1: what nl calls of
 * xa_decoder_layer_step give (the same bits), in one parallel region where that one takes
 * one (the products of one layer then the next; the other threads pull in the next layer's
 * first weights during each layer's last residual). io[l] holds layer l's parameters and
 * caches (kbuf, vbuf as xa_decoder_layer_step's *kbuf, *vbuf on the way in) and gets its
 * results (ks, vs, kb, vb: new references, or NULL as there); on failure none is set. */
typedef struct {
  const xa_decoder_step_params *P;
  xa_tensor *kold, *vold, *kbuf, *vbuf, *ck, *cv, *cmask; /* in */
  xa_tensor *ks, *vs, *kb, *vb;                           /* out */
} xa_decoder_layer_io;
/* The decoder's output layer, run after the last layer when given: the next token's
 * log-probabilities log_softmax(norm(y) Wᵀ + b) (B, V) of the last layer's output y
 * (B, 1, D), with xa_layer_norm and xa_linear_log_softmax (so with their bits). */
typedef struct {
  xa_tensor *w, *b;   /* (V, D); (V) or NULL */
  bool norm;          /* a final layer norm (a pre-norm decoder's) */
  xa_tensor *nw, *nb; /* its weight and bias (D), or NULL */
  double eps;
} xa_decoder_head;
/* The decoder's input layer, run first when given: x is then the ids (B, 1) int64,
 * 0-based, and the layers' input xa_embed_front(w, ids, pad, scale, pos[position]) (B, 1,
 * D) without dropout (so with its bits). */
typedef struct {
  xa_tensor *w, *pos;        /* (V, D); the positions' table (P, D) */
  int64_t position, pad;     /* the row of pos (0-based); the padding id (0-based, -1 none) */
  double scale;
} xa_decoder_embed;
/* head NULL: *out is the last layer's output (B, 1, D); else the head's (B, V) */
int xa_decoder_layers_step(xa_tensor **out, xa_tensor *x, int nl, xa_decoder_layer_io *io,
                           const xa_decoder_head *head, const xa_decoder_embed *embed);

#endif
