/* Lua function of one decoder layer's incremental step (nn/decoder_step.c):
 * decoder_layer_step. */
#include "../lua/binding.h"
#include "decoder_step.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* the parameter table's keys: tensors, then numbers and flags */
enum { K_TENSOR, K_NUMBER, K_INT, K_BOOL };
typedef struct { const char *name; int kind; } pkey;
static const pkey keys[] = {
  {"q", K_TENSOR}, {"q_bias", K_TENSOR}, {"k", K_TENSOR}, {"k_bias", K_TENSOR},
  {"v", K_TENSOR}, {"v_bias", K_TENSOR}, {"out", K_TENSOR}, {"out_bias", K_TENSOR},
  {"cross_q", K_TENSOR}, {"cross_q_bias", K_TENSOR}, {"cross_out", K_TENSOR},
  {"cross_out_bias", K_TENSOR}, {"fc1", K_TENSOR}, {"fc1_bias", K_TENSOR}, {"fc2", K_TENSOR},
  {"fc2_bias", K_TENSOR}, {"norm1", K_TENSOR}, {"norm1_bias", K_TENSOR}, {"norm2", K_TENSOR},
  {"norm2_bias", K_TENSOR}, {"norm3", K_TENSOR}, {"norm3_bias", K_TENSOR},
  {"eps1", K_NUMBER}, {"eps2", K_NUMBER}, {"eps3", K_NUMBER}, {"scale", K_NUMBER},
  {"cross_scale", K_NUMBER}, {"heads", K_INT}, {"pre", K_BOOL},
};
#define NKEYS (int)(sizeof keys / sizeof keys[0])

/* where key i goes in P */
static xa_tensor **tensor_slot(xa_decoder_step_params *P, int i) {
  if (i < 8) return i % 2 ? &P->sb[i / 2] : &P->sw[i / 2];
  if (i < 12) return i % 2 ? &P->cb[(i - 8) / 2] : &P->cw[(i - 8) / 2];
  if (i < 16) return i % 2 ? &P->fb[(i - 12) / 2] : &P->fw[(i - 12) / 2];
  return i % 2 ? &P->nb[(i - 16) / 2] : &P->nw[(i - 16) / 2];
}

/* P from the table at idx: every key known, each value of its kind (a tensor may be false);
 * the scales NaN when not given (fill_scales) */
static void read_params(lua_State *L, int idx, xa_decoder_step_params *P, const char *fn) {
  memset(P, 0, sizeof *P);
  P->eps[0] = P->eps[1] = P->eps[2] = 1e-5;
  P->scale = P->cscale = NAN;
  bool have_heads = false;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    if (lua_type(L, -2) != LUA_TSTRING)
      luaL_error(L, "%s: the parameter table has a key that is not a name (%s)", fn,
                 luaL_typename(L, -2));
    const char *k = lua_tostring(L, -2);
    int i = 0;
    while (i < NKEYS && strcmp(keys[i].name, k)) i++;
    if (i == NKEYS)
      luaL_error(L, "%s: unknown parameter '%s' (the keys: q, k, v, out, cross_q, "
                 "cross_out, fc1, fc2, each with _bias; norm1..3 with _bias, eps1..3; heads, scale, "
                 "cross_scale, pre)", fn, k);
    switch (keys[i].kind) {
    case K_TENSOR:
      if (lua_toboolean(L, -1)) {
        if (!xa_lua_is(L, -1))
          luaL_error(L, "%s: parameter '%s' must be a tensor or false, got %s", fn, k,
                     luaL_typename(L, -1));
        *tensor_slot(P, i) = xa_lua_check(L, -1); /* kept alive by the table */
      }
      break;
    case K_NUMBER: {
      if (!lua_isnumber(L, -1))
        luaL_error(L, "%s: parameter '%s' must be a number, got %s", fn, k,
                   luaL_typename(L, -1));
      double v = lua_tonumber(L, -1);
      if (!isfinite(v) || (k[0] == 'e' && v < 0))
        luaL_error(L, "%s: parameter '%s' must be a finite number%s, got %f", fn, k,
                   k[0] == 'e' ? " >= 0" : "", v);
      if (k[0] == 'e') P->eps[k[3] - '1'] = v;
      else if (k[0] == 's') P->scale = v;
      else P->cscale = v;
      break;
    }
    case K_INT:
      if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 1)
        luaL_error(L, "%s: parameter 'heads' must be a positive integer, got %s", fn,
                   luaL_tolstring(L, -1, NULL));
      P->heads = lua_tointeger(L, -1);
      have_heads = true;
      break;
    default:
      if (!lua_isboolean(L, -1))
        luaL_error(L, "%s: parameter 'pre' must be a boolean, got %s", fn,
                   luaL_typename(L, -1));
      P->pre = lua_toboolean(L, -1);
    }
    lua_pop(L, 1);
  }
  if (!have_heads) luaL_error(L, "%s: the parameter table needs heads", fn);
}

/* the scales not given: dh^-0.5 for x's D (the op says what is wrong when heads does not
 * divide it) */
static void fill_scales(xa_decoder_step_params *P, int64_t D) {
  if (P->heads > 0 && D % P->heads == 0) {
    double dflt = D > 0 ? pow((double)(D / P->heads), -0.5) : 1.0;
    if (isnan(P->scale)) P->scale = dflt;
    if (isnan(P->cscale)) P->cscale = dflt;
  }
}

/* ---- parameters read once: decoder_layer_params(P) ----------------------------------
 * The table's 29 entries read and checked at every call cost 9 us a layer of bench-small's
 * streaming step (its nodes, key strings and tensors come back from L3 after the weights
 * went through the caches; 3 us warm): the userdata holds them read, with a reference to
 * each tensor. */
#define PARAMS_MT "xattn.DecoderLayerParams"
typedef struct { xa_decoder_step_params P; bool live; } pbox;

#define NTENSORS 22 /* the first 22 keys */

static int pbox_gc(lua_State *L) {
  pbox *b = luaL_checkudata(L, 1, PARAMS_MT);
  if (b->live)
    for (int i = 0; i < NTENSORS; i++) xa_tensor_release(*tensor_slot(&b->P, i));
  b->live = false;
  return 0;
}

static int l_decoder_layer_params(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  pbox *b = lua_newuserdatauv(L, sizeof *b, 0);
  b->live = false;
  luaL_setmetatable(L, PARAMS_MT);
  read_params(L, 1, &b->P, "decoder_layer_params");
  for (int i = 0; i < NTENSORS; i++) xa_tensor_retain(*tensor_slot(&b->P, i));
  b->live = true;
  return 1;
}

/* what the call adds to P: the scales not given (for the model's D), the dot attention (left in
 * the registry by attention/dot_lua.c), whether the region may run */
static void call_params(lua_State *L, xa_decoder_step_params *P, int64_t D) {
  fill_scales(P, D);
  lua_getfield(L, LUA_REGISTRYINDEX, XA_REG_ATTEND_DOT);
  P->attend = (xa_attend_fn)(uintptr_t)lua_touserdata(L, -1);
  lua_pop(L, 1);
  static int team = -1; /* XATTN_STEP_OPS=1: the ops one by one (A/B timing), read once */
  if (team < 0) team = !getenv("XATTN_STEP_OPS");
  P->team = team;
}

/* P at idx: a parameter table or decoder_layer_params's result */
static void get_params(lua_State *L, int idx, xa_decoder_step_params *P, const char *fn) {
  idx = lua_absindex(L, idx); /* read_params pushes onto the stack */
  if (lua_type(L, idx) == LUA_TTABLE) { read_params(L, idx, P, fn); return; }
  pbox *b = luaL_testudata(L, idx, PARAMS_MT);
  if (!b || !b->live)
    luaL_error(L, "%s: P must be a parameter table or what decoder_layer_params made of one, "
               "got %s", fn, luaL_typename(L, idx));
  *P = b->P;
}

/* decoder_layer_step(x, P, k, v, kbuf, vbuf, cross_k, cross_v [, cross_mask])
 *   -> y, k', v' [, kbuf', vbuf'] */
static int l_decoder_layer_step(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1);
  xa_decoder_step_params P;
  get_params(L, 2, &P, "decoder_layer_step");
  call_params(L, &P, x->ndim == 3 ? x->size[2] : 0);
  xa_tensor *kold = xa_lua_opt(L, 3), *vold = xa_lua_opt(L, 4), *kb = xa_lua_opt(L, 5),
            *vb = xa_lua_opt(L, 6), *ck = xa_lua_check(L, 7), *cv = xa_lua_check(L, 8),
            *cm = xa_lua_opt(L, 9);
  xa_tensor *kb_in = kb, *vb_in = vb;
  if (!kb != !vb) return luaL_error(L, "decoder_layer_step: kbuf and vbuf go together (one is nil)");
  xa_tensor **s[5];
  for (int i = 0; i < 5; i++) s[i] = xa_lua_slot(L);
  xa_tensor *o, *ks, *vs;
  if (xa_decoder_layer_step(&o, &ks, &vs, &kb, &vb, x, &P, kold, vold, ck, cv, cm))
    return xa_lua_fail(L);
  *s[0] = o, *s[1] = ks, *s[2] = vs;
  if (!kb) { lua_pop(L, 2); return 3; } /* the two empty slots on top */
  /* a buffer written in place is returned as the very object given: callers key their
   * bookkeeping by it (nn/multihead.lua's last_view: which view of a buffer may grow) */
  if (kb == kb_in) { xa_tensor_release(kb); lua_pushvalue(L, 5); lua_replace(L, -3); }
  else *s[3] = kb;
  if (vb == vb_in) { xa_tensor_release(vb); lua_pushvalue(L, 6); lua_replace(L, -2); }
  else *s[4] = vb;
  return 5;
}

/* the tensor at idx, or NULL for nil or false */
static xa_tensor *opt_tensor(lua_State *L, int idx, const char *fn, const char *what, int l) {
  if (!lua_toboolean(L, idx)) return NULL;
  if (!xa_lua_is(L, idx))
    luaL_error(L, "%s: layer %d's %s must be a tensor, nil or false, got %s", fn, l, what,
               luaL_typename(L, idx));
  return xa_lua_check(L, idx);
}

/* the output layer's table at idx: weight, bias, norm, norm_weight, norm_bias, eps */
static void read_head(lua_State *L, int idx, xa_decoder_head *H, const char *fn) {
  memset(H, 0, sizeof *H);
  H->eps = 1e-5;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
    if (!strcmp(k, "weight") || !strcmp(k, "bias") || !strcmp(k, "norm_weight") ||
        !strcmp(k, "norm_bias")) {
      if (lua_toboolean(L, -1)) {
        if (!xa_lua_is(L, -1))
          luaL_error(L, "%s: head.%s must be a tensor or false, got %s", fn, k,
                     luaL_typename(L, -1));
        xa_tensor *t = xa_lua_check(L, -1); /* kept alive by the table */
        if (k[0] == 'w') H->w = t;
        else if (k[0] == 'b') H->b = t;
        else if (k[5] == 'w') H->nw = t;
        else H->nb = t;
      }
    } else if (!strcmp(k, "norm")) {
      if (!lua_isboolean(L, -1))
        luaL_error(L, "%s: head.norm must be a boolean, got %s", fn, luaL_typename(L, -1));
      H->norm = lua_toboolean(L, -1);
    } else if (!strcmp(k, "eps")) {
      double v = lua_tonumber(L, -1);
      if (!lua_isnumber(L, -1) || !isfinite(v) || v < 0)
        luaL_error(L, "%s: head.eps must be a finite number >= 0, got %s", fn,
                   luaL_tolstring(L, -1, NULL));
      H->eps = v;
    } else {
      luaL_error(L, "%s: unknown head entry '%s' (the keys: weight, bias, norm, norm_weight, "
                 "norm_bias, eps)", fn, lua_type(L, -2) == LUA_TSTRING ? k : luaL_typename(L, -2));
    }
    lua_pop(L, 1);
  }
  if (!H->w) luaL_error(L, "%s: head.weight (V, D) is required", fn);
}

/* the input layer's table at idx: weight, positions, position (1-based), scale,
 * padding_idx (1-based or false) */
static void read_embed(lua_State *L, int idx, xa_decoder_embed *E, const char *fn) {
  memset(E, 0, sizeof *E);
  E->pad = -1, E->scale = 1;
  bool have_position = false;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
    if (!strcmp(k, "weight") || !strcmp(k, "positions")) {
      if (!xa_lua_is(L, -1))
        luaL_error(L, "%s: embed.%s must be a tensor, got %s", fn, k, luaL_typename(L, -1));
      if (k[0] == 'w') E->w = xa_lua_check(L, -1); /* kept alive by the table */
      else E->pos = xa_lua_check(L, -1);
    } else if (!strcmp(k, "position")) {
      if (!lua_isinteger(L, -1))
        luaL_error(L, "%s: embed.position must be an integer (the positions' row, 1-based), "
                   "got %s", fn, luaL_typename(L, -1));
      E->position = (int64_t)lua_tointeger(L, -1) - 1;
      have_position = true;
    } else if (!strcmp(k, "scale")) {
      double v = lua_tonumber(L, -1);
      if (!lua_isnumber(L, -1) || !isfinite(v))
        luaL_error(L, "%s: embed.scale must be a finite number, got %s", fn,
                   luaL_tolstring(L, -1, NULL));
      E->scale = v;
    } else if (!strcmp(k, "padding_idx")) {
      if (lua_isinteger(L, -1)) E->pad = (int64_t)lua_tointeger(L, -1) - 1;
      else if (!(lua_isboolean(L, -1) && !lua_toboolean(L, -1)))
        luaL_error(L, "%s: embed.padding_idx must be an id or false, got %s", fn,
                   luaL_typename(L, -1));
    } else {
      luaL_error(L, "%s: unknown embed entry '%s' (the keys: weight, positions, position, "
                 "scale, padding_idx)", fn, lua_type(L, -2) == LUA_TSTRING ? k : luaL_typename(L, -2));
    }
    lua_pop(L, 1);
  }
  if (!E->w || !E->pos) luaL_error(L, "%s: embed.weight (V, D) and embed.positions are required", fn);
  if (!have_position) luaL_error(L, "%s: embed.position is required (1-based)", fn);
  if (E->w->ndim != 2) luaL_error(L, "%s: embed.weight must be (V, D)", fn);
  if (E->pad < -1 || E->pad >= E->w->size[0])
    luaL_error(L, "%s: embed.padding_idx must be an id of the weight's rows, or false", fn);
}

/* decoder_layers_step(x, {P1, ..., Pn}, {k1, v1, kbuf1, vbuf1, cross_k1, cross_v1,
 *   cross_mask1, k2, ...} [, head]) -> y (or with head the log-probabilities), k1', v1',
 *   kbuf1', vbuf1', k2', ... */
static int l_decoder_layers_step(lua_State *L) {
  static const char *fn = "decoder_layers_step";
  /* with an embedding (argument 5) x is the ids (B, 1), 1-based: a 0-based copy for it,
   * pushed first (the arguments keep their indices) */
  xa_decoder_embed embed, *ep = NULL;
  xa_tensor *x;
  if (!lua_isnoneornil(L, 5)) {
    luaL_checktype(L, 5, LUA_TTABLE);
    read_embed(L, 5, &embed, fn);
    ep = &embed;
    lua_settop(L, 5);
    x = xa_lua_index0(L, 1, fn, embed.w->size[0], "the embedding's rows");
  } else {
    x = xa_lua_check(L, 1);
  }
  luaL_checktype(L, 2, LUA_TTABLE);
  luaL_checktype(L, 3, LUA_TTABLE);
  lua_Integer nl = luaL_len(L, 2);
  if (nl < 1 || nl > 1024)
    return luaL_error(L, "%s: takes a list of 1 to 1024 layers' parameters, got %d", fn, (int)nl);
  if (luaL_len(L, 3) > 7 * nl)
    return luaL_error(L, "%s: the caches list has %d entries for %d layers (7 a layer: k, v, "
                      "kbuf, vbuf, cross_k, cross_v, cross_mask)", fn, (int)luaL_len(L, 3),
                      (int)nl);
  /* the output layer (read before the scratch goes on the stack) */
  xa_decoder_head head, *hp = NULL;
  if (!lua_isnoneornil(L, 4)) { /* (its tensors kept alive by the table) */
    luaL_checktype(L, 4, LUA_TTABLE);
    read_head(L, 4, &head, fn);
    hp = &head;
  }
  /* scratch in a userdata (collected even when an error unwinds) */
  xa_decoder_step_params *P =
      lua_newuserdatauv(L, (size_t)nl * (sizeof *P + sizeof(xa_decoder_layer_io)), 0);
  xa_decoder_layer_io *io = (xa_decoder_layer_io *)(P + nl);
  for (int l = 0; l < nl; l++) {
    lua_geti(L, 2, l + 1);
    get_params(L, -1, &P[l], fn); /* the list keeps its tables and tensors alive */
    lua_pop(L, 1);
    call_params(L, &P[l], ep ? embed.w->size[1] : x->ndim == 3 ? x->size[2] : 0);
    xa_tensor *c[7];
    static const char *what[7] = {"k", "v", "kbuf", "vbuf", "cross_k", "cross_v", "cross_mask"};
    for (int i = 0; i < 7; i++) {
      lua_geti(L, 3, 7 * l + i + 1);
      c[i] = opt_tensor(L, -1, fn, what[i], l + 1);
      lua_pop(L, 1);
    }
    if (!c[4] || !c[5]) return luaL_error(L, "%s: layer %d has no cross_k or cross_v", fn, l + 1);
    if (!c[2] != !c[3])
      return luaL_error(L, "%s: layer %d's kbuf and vbuf go together (one is missing)", fn, l + 1);
    io[l] = (xa_decoder_layer_io){.P = &P[l], .kold = c[0], .vold = c[1], .kbuf = c[2],
                                  .vbuf = c[3], .ck = c[4], .cv = c[5], .cmask = c[6]};
  }
  xa_tensor **ys = xa_lua_slot(L);
  if (xa_decoder_layers_step(ys, x, (int)nl, io, hp, ep)) {
    const char *m = xa_errmsg();
    if (!strncmp(m, "decoder_layer_step: ", 20)) m += 20;
    return luaL_error(L, "%s: %s", fn, m);
  }
  /* each layer's k', v', kbuf', vbuf': a buffer written in place comes back as the very
   * object given (see decoder_layer_step) */
  luaL_checkstack(L, 4 * (int)nl + 2, fn);
  for (int l = 0; l < nl; l++) {
    xa_decoder_layer_io *o = &io[l];
    xa_tensor *r[4] = {o->ks, o->vs, o->kb, o->vb}, *in[4] = {NULL, NULL, o->kbuf, o->vbuf};
    for (int i = 0; i < 4; i++) {
      if (!r[i]) lua_pushnil(L);
      else if (r[i] == in[i]) { xa_tensor_release(r[i]); lua_geti(L, 3, 7 * l + i + 1); }
      else *xa_lua_slot(L) = r[i];
    }
  }
  return 1 + 4 * (int)nl;
}

static const xa_lreg regs[] = {
  {"decoder_layer_step", l_decoder_layer_step, XA_FUNC,
   "decoder_layer_step(x, P, k, v, kbuf, vbuf, cross_k, cross_v [, cross_mask]) -> y, k', v' [, kbuf', vbuf']\n"
   "One Transformer decoder layer at one new position, inference only (no gradient): "
   "self-attention over the cached keys and values and the new one, cross-attention over the "
   "source's cached keys and values, the ReLU feed-forward, each sublayer in a residual with its "
   "layer norm (post-norm: x = norm(x + sub(x)); P.pre: x = x + sub(norm(x))). The ops of "
   "nn.Transformer's decoding step in one call, with their bits: the decoder's fast path uses it on the CPU. "
   "x (B, 1, D). P: the weights q, k, v, out, cross_q, cross_out (D, D), fc1 (F, D), fc2 (D, F), "
   "each with an optional _bias; norm1, norm2, norm3 (D) with _bias and eps1..eps3 (1e-5); "
   "heads; scale and cross_scale (dh^-0.5); pre (false). k, v (B, H, n, dh) the keys and values "
   "so far (nil at the first step); kbuf, vbuf nil or buffers (B, H, cap, dh) that start with "
   "k, v: the new position goes into them when they have room, else into new buffers of twice "
   "the length (kbuf', vbuf'; none at the first step). k', v' (B, H, n + 1, dh): what to pass "
   "as k, v next time. cross_k, cross_v (B, H, S, dh); cross_mask bool broadcasting to "
   "(B, H, 1, S), true = masked."},
  {"decoder_layers_step", l_decoder_layers_step, XA_FUNC,
   "decoder_layers_step(x, {P1, ..., Pn}, {k1, v1, kbuf1, vbuf1, cross_k1, cross_v1, cross_mask1, k2, ...} "
   "[, head [, embed]]) -> y (or lp), k1', v1', kbuf1', vbuf1', k2', ...\n"
   "n decoder layers one after the other at one new position: what n calls of "
   "decoder_layer_step give (the same bits), layer l's input the output of layer l - 1. Each "
   "P a parameter table or decoder_layer_params's result; seven cache entries a layer as "
   "decoder_layer_step's arguments 3-9 (false or nil where absent), four results a layer as "
   "its results 2-5 (nil where absent). At batch 1 on the CPU the layers run in one parallel "
   "region (one fork and join a step, the next layer's first weights pulled in during each "
   "layer's last residual); nn.Transformer's decode_step uses it when every layer takes the "
   "fused step. head {weight = W (V, D), bias = (V) or false, norm = false, norm_weight, "
   "norm_bias, eps = 1e-5}: the decoder's output layer after the last one, and the first "
   "result is then lp (B, V) = linear_log_softmax(layer_norm(y) (when norm), W, bias) of the "
   "position, with those ops' bits (in the same region: the output weight pulled in during "
   "the last residual). embed {weight = E (V, D), positions = (P, D), position = row (1-based), "
   "scale = 1, padding_idx = false}: the decoder's input layer first, x being then the ids "
   "(B, 1): the layers' input is embed_front(E, ids, scale, positions' row, {padding_idx}) "
   "without dropout, with its bits."},
  {"decoder_layer_params", l_decoder_layer_params, XA_FUNC,
   "decoder_layer_params(P) -> params\n"
   "decoder_layer_step's parameter table P read and checked once: pass the result as its P. "
   "It holds the tensors the table held (the same objects, so in-place changes to them are "
   "seen; a tensor replaced in the model needs new params). Reading the table costs ~3 us at "
   "each call, ~9 us within a decoding step (nn.Transformer keeps one per layer)."},
  {NULL, NULL, 0, NULL},
};

void xa_decoder_step_lua(lua_State *L) {
  if (luaL_newmetatable(L, PARAMS_MT)) {
    lua_pushcfunction(L, pbox_gc);
    lua_setfield(L, -2, "__gc");
  }
  lua_pop(L, 1);
  xa_lua_register(L, regs);
}
