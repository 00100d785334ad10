/* Autograd graph recording and the backward interpreter (see autograd.h). */
#include "autograd.h"
#include "ops.h"

#include <stdlib.h>
#include <string.h>

static bool grad_on = true;

/* ---- the autograd data of a tensor ------------------------------------------ */
/* Freed records are kept on a free list (decoding creates and drops many per token),
 * except when caching is off (sanitizers, XATTN_ALLOC=system), like tensor headers. */
#define AG_KEEP 4096
typedef union ag_slot { struct xa_autograd ag; union ag_slot *next; } ag_slot;
static ag_slot *ag_free_list;
static int ag_nfree;

static void ag_release(struct xa_autograd *ag) {
  xa_tensor_release(ag->grad);
  xa_node_release(ag->grad_fn);
  if (ag_nfree >= AG_KEEP || !xa_mem_caching()) { free(ag); return; }
  ag_slot *s = (ag_slot *)ag;
  s->next = ag_free_list;
  ag_free_list = s;
  ag_nfree++;
}

/* t's autograd data, attached on first use; NULL (with a message) when out of memory */
static struct xa_autograd *ag_of(xa_tensor *t) {
  if (t->ag) return t->ag;
  static bool hooked;
  if (!hooked) { xa_tensor_set_autograd_release(ag_release); hooked = true; }
  ag_slot *s = ag_free_list;
  if (s) { ag_free_list = s->next; ag_nfree--; }
  else if (!(s = malloc(sizeof *s))) { xa_err("out of memory attaching autograd data"); return NULL; }
  s->ag = (struct xa_autograd){false, NULL, NULL};
  return t->ag = &s->ag;
}

int xa_set_requires_grad(const char *fn, xa_tensor *t, bool on) {
  if (on && !xa_dtype_is_float(t->dtype))
    return xa_err("%s: only float32 and float64 tensors can require grad (this one is %s)", fn,
                  xa_dtype_name(t->dtype));
  if (!on && xa_grad_fn(t))
    return xa_err("%s: cannot turn off requires_grad of a non-leaf tensor; use detach()", fn);
  if (!on && !t->ag) return 0;
  struct xa_autograd *ag = ag_of(t);
  if (!ag) return -1;
  ag->requires_grad = on;
  return 0;
}

int xa_set_grad(xa_tensor *t, xa_tensor *g) {
  if (!g && !t->ag) return 0;
  struct xa_autograd *ag = ag_of(t);
  if (!ag) return -1;
  xa_tensor_retain(g);
  xa_tensor_release(ag->grad);
  ag->grad = g;
  return 0;
}

bool xa_grad_enabled(void) { return grad_on; }
bool xa_set_grad_enabled(bool on) { bool old = grad_on; grad_on = on; return old; }

int xa_record(xa_tensor **out, const char *name, xa_backward_fn bw, int nin,
              xa_tensor *const *in, xa_node **node) {
  *node = NULL;
  if (!grad_on) return 0;
  bool any = false;
  for (int i = 0; i < nin; i++) if (in[i] && xa_requires_grad(in[i])) any = true;
  if (!any) return 0;
  struct xa_autograd *oag = ag_of(*out);
  xa_node *n = oag ? calloc(1, sizeof *n) : NULL;
  xa_edge *e = n ? calloc((size_t)nin, sizeof *e) : NULL;
  if (!e) {
    free(n);
    xa_tensor_release(*out);
    *out = NULL;
    return xa_err("%s: out of memory recording the autograd graph", name);
  }
  n->refcount = 1;
  n->name = name;
  n->backward = bw;
  n->nin = nin;
  n->in = e;
  for (int i = 0; i < nin; i++) {
    xa_tensor *t = in[i];
    if (!t) continue;
    e[i].ndim = t->ndim;
    e[i].dtype = t->dtype;
    memcpy(e[i].size, t->size, sizeof t->size);
    if (!xa_requires_grad(t)) continue;
    xa_node *fn = xa_grad_fn(t);
    if (fn) { e[i].fn = fn; xa_node_retain(fn); }
    else { e[i].leaf = t; xa_tensor_retain(t); }
  }
  oag->grad_fn = n;
  oag->requires_grad = true;
  *node = n;
  return 0;
}

void xa_node_save(xa_node *n, xa_tensor *t) {
  if (n->nsaved >= XA_MAXSAVED) { n->broken = "it saved more tensors than a node holds"; return; }
  xa_tensor_retain(t);
  n->saved[n->nsaved] = t;
  n->saved_version[n->nsaved] = t->storage->version;
  n->nsaved++;
}

int xa_node_save_output(xa_node *n, xa_tensor *out) {
  xa_tensor *alias;
  if (xa_tensor_view(&alias, out, out->ndim, out->size, out->stride, out->offset)) return -1;
  xa_node_save(n, alias);
  xa_tensor_release(alias);
  return 0;
}

xa_tensor *xa_saved(xa_node *n, int k) { return n->saved[k]; }

int xa_backward_saved_grads(xa_node *n, xa_tensor *g, xa_tensor **gin, int nin, const int *slot) {
  union { float f; double d; } u; /* the upstream gradient, 8 bytes from a device at most */
  xa_backend_of(g)->to_host(&u, xa_tensor_data(g), xa_dtype_size(g->dtype));
  double s = g->dtype == XA_FLOAT32 ? (double)u.f : u.d;
  for (int i = 0; i < nin; i++) {
    if (slot[i] < 0 || !xa_needs_grad(n, i)) continue;
    xa_tensor *src = n->saved[slot[i]];
    const xa_edge *e = &n->in[i];
    if (s == 1.0 && src->ndim == e->ndim && !memcmp(src->size, e->size, (size_t)e->ndim * sizeof *e->size)) {
      xa_tensor_retain(src);
      gin[i] = src;
      continue;
    }
    if (xa_tensor_new_on(&gin[i], xa_tensor_device(src), src->dtype, e->ndim, e->size)) {
      for (int j = 0; j < i; j++) { xa_tensor_release(gin[j]); gin[j] = NULL; }
      return -1;
    }
    xa_backend_of(src)->affine(gin[i], src, s, 0.0);
  }
  return 0;
}

void xa_node_retain(xa_node *n) { if (n) n->refcount++; }

static void node_free_graph(xa_node *n) {
  for (int k = 0; k < n->nsaved; k++) xa_tensor_release(n->saved[k]);
  n->nsaved = 0;
  for (int i = 0; i < n->nin; i++) {
    xa_node_release(n->in[i].fn);
    xa_tensor_release(n->in[i].leaf);
    n->in[i].fn = NULL;
    n->in[i].leaf = NULL;
  }
  if (n->extra) { (n->free_extra ? n->free_extra : free)(n->extra); n->extra = NULL; }
}

/* Release a node. Dropping the last reference of a long chain would recurse once per
 * node (a 10,000-step RNN overflows the C stack), so nodes to free go on a work list.
 * The chain can also run through saved tensors (mul saves its inputs, which own their
 * grad_fn): a saved tensor about to die hands its grad_fn to the work list too. */
typedef struct { xa_node **v; int64_t top, cap; } node_stack;

/* drops one reference of c; pushes it when that was the last. On out of memory the
 * node is released recursively instead (deep chains may then use the C stack). */
static void drop_ref(node_stack *st, xa_node *c) {
  if (!c || --c->refcount > 0) return;
  if (st->top == st->cap) {
    int64_t nc = st->cap ? st->cap * 2 : 64;
    xa_node **ns = realloc(st->v, (size_t)nc * sizeof *ns);
    if (!ns) { c->refcount = 1; xa_node_release(c); return; }
    st->v = ns;
    st->cap = nc;
  }
  st->v[st->top++] = c;
}

void xa_node_release(xa_node *n) {
  if (!n || --n->refcount > 0) return;
  node_stack st = {NULL, 0, 0};
  xa_node *cur = n;
  for (;;) {
    for (int i = 0; i < cur->nin; i++) {
      xa_node *c = cur->in[i].fn;
      cur->in[i].fn = NULL;
      drop_ref(&st, c);
    }
    for (int k = 0; k < cur->nsaved; k++) {
      xa_tensor *t = cur->saved[k];
      if (t->refcount == 1 && xa_grad_fn(t)) {
        xa_node *c = t->ag->grad_fn;
        t->ag->grad_fn = NULL;
        drop_ref(&st, c);
      }
      xa_tensor_release(t);
    }
    cur->nsaved = 0;
    node_free_graph(cur);
    xa_tensor_release(cur->gacc);
    free(cur->in);
    free(cur);
    if (st.top == 0) break;
    cur = st.v[--st.top];
  }
  free(st.v);
}

/* ---- sum_to: reduce broadcast dims ------------------------------------ */
int xa_sum_to(xa_tensor **out, xa_tensor *g, int ndim, const int64_t *size) {
  if (g->ndim == ndim && !memcmp(g->size, size, (size_t)ndim * sizeof *size)) {
    xa_tensor_retain(g);
    *out = g;
    return 0;
  }
  xa_tensor *r;
  if (xa_tensor_zeros_on(&r, xa_tensor_device(g), g->dtype, ndim, size)) return -1;
  xa_backend_of(g)->sum_to(r, g);
  *out = r;
  return 0;
}

/* ---- the backward interpreter ----------------------------------------- */
static uint64_t mark_gen = 0;

/* adds g into *acc; takes ownership of g */
static int accumulate(xa_tensor **acc, xa_tensor *g) {
  if (!*acc) { *acc = g; return 0; }
  xa_tensor *a = *acc;
  /* in place only when nobody else can see the accumulator */
  if (a->refcount == 1 && a->storage->refcount == 1 && xa_tensor_is_contiguous(a) && a->dtype == g->dtype) {
    int rc = xa_add_(a, g);
    xa_tensor_release(g);
    return rc;
  }
  xa_tensor *s;
  int rc = xa_add(&s, a, g);
  xa_tensor_release(g);
  if (rc) return -1;
  xa_tensor_release(a);
  *acc = s;
  return 0;
}

static int accumulate_leaf(xa_tensor *leaf, xa_tensor *g) {
  if (g->dtype != leaf->dtype) {
    xa_tensor *c;
    if (xa_tensor_convert(&c, g, leaf->dtype)) { xa_tensor_release(g); return -1; }
    xa_tensor_release(g);
    g = c;
  }
  struct xa_autograd *ag = ag_of(leaf); /* a leaf that requires grad has one */
  if (!ag) { xa_tensor_release(g); return -1; }
  if (!ag->grad) {
    /* the grad must own its memory: a gradient may alias another tensor */
    if (g->refcount == 1 && g->storage->refcount == 1 && xa_tensor_is_contiguous(g) &&
        g->offset == 0) {
      ag->grad = g;
      return 0;
    }
    xa_tensor *c;
    int rc = xa_tensor_new_on(&c, xa_tensor_device(leaf), leaf->dtype, leaf->ndim, leaf->size);
    if (!rc) rc = xa_tensor_copy(c, g);
    xa_tensor_release(g);
    if (rc) return -1;
    ag->grad = c;
    return 0;
  }
  int rc = xa_add_(ag->grad, g);
  xa_tensor_release(g);
  return rc;
}

xa_tensor *xa_grad_sink(const xa_node *n, int i, xa_tensor *const *ops, int nops) {
  if (i < 0 || i >= n->nin || n->in[i].fn || !n->in[i].leaf) return NULL;
  xa_tensor *leaf = n->in[i].leaf, *g = xa_grad(leaf);
  if (!g || g->dtype != leaf->dtype || !xa_same_shape(g, leaf) || !xa_tensor_is_contiguous(g) ||
      xa_tensor_device(g) != xa_tensor_device(leaf))
    return NULL;
  for (int k = 0; k < nops; k++)
    if (ops[k] && ops[k]->storage == g->storage) return NULL;
  return g;
}

xa_tensor *xa_grad_sink_pending(const xa_node *n, int i, xa_tensor *const *ops, int nops) {
  if (i < 0 || i >= n->nin || !n->in[i].fn) return NULL;
  const xa_edge *e = &n->in[i];
  xa_tensor *g = e->fn->gacc;
  if (!g || g->refcount != 1 || g->storage->refcount != 1 || !xa_tensor_is_contiguous(g) ||
      g->dtype != e->dtype || g->ndim != e->ndim ||
      memcmp(g->size, e->size, (size_t)e->ndim * sizeof *e->size))
    return NULL;
  for (int k = 0; k < nops; k++)
    if (ops[k] && ops[k]->storage == g->storage) return NULL;
  return g;
}

/* ---- the leaf hook (xattn.dist) -------------------------------------------------------
 * xa_set_leaf_hook(fn, ctx): during every backward, fn(leaf, ctx) is called once for each
 * leaf (a tensor that requires grad and has no grad_fn) reached by the graph, as soon as
 * its .grad is final for that backward: every node with an edge to it has run, or was
 * skipped because no gradient reached it. Data-parallel training starts reducing a bucket
 * of the flat gradient once all its leaves are final, while backward goes on with the
 * rest. The counts live in a table local to one backward, built only while a hook is set. */
static xa_leaf_hook_fn leaf_hook;
static void *leaf_hook_ctx;

void xa_set_leaf_hook(xa_leaf_hook_fn fn, void *ctx) {
  leaf_hook = fn;
  leaf_hook_ctx = ctx;
}

typedef struct { xa_tensor **key; int64_t *left; int64_t cap; } leaf_table;

static int64_t leaf_slot(const leaf_table *lt, const xa_tensor *t) {
  uint64_t h = (uint64_t)(uintptr_t)t * 0x9E3779B97F4A7C15ull;
  int64_t i = (int64_t)(h >> 20) & (lt->cap - 1);
  while (lt->key[i] && lt->key[i] != t) i = (i + 1) & (lt->cap - 1);
  return i;
}

/* counts the edges of the graph's nodes to each leaf; on out of memory the table stays
 * empty and no hook is called (the caller then reduces everything after backward) */
static void leaf_table_build(leaf_table *lt, xa_node *const *order, int64_t norder) {
  *lt = (leaf_table){NULL, NULL, 0};
  if (!leaf_hook) return;
  int64_t edges = 0;
  for (int64_t k = 0; k < norder; k++)
    for (int i = 0; i < order[k]->nin; i++) edges += order[k]->in[i].leaf != NULL;
  int64_t cap = 16;
  while (cap < 2 * edges) cap *= 2;
  lt->key = calloc((size_t)cap, sizeof *lt->key);
  lt->left = calloc((size_t)cap, sizeof *lt->left);
  if (!lt->key || !lt->left) { free(lt->key); free(lt->left); *lt = (leaf_table){NULL, NULL, 0}; return; }
  lt->cap = cap;
  for (int64_t k = 0; k < norder; k++)
    for (int i = 0; i < order[k]->nin; i++) {
      xa_tensor *t = order[k]->in[i].leaf;
      if (!t) continue;
      int64_t s = leaf_slot(lt, t);
      lt->key[s] = t;
      lt->left[s]++;
    }
}

/* node n is done with: its leaves whose last edge this was are final */
static void leaf_table_done(leaf_table *lt, const xa_node *n) {
  if (!lt->cap) return;
  for (int i = 0; i < n->nin; i++) {
    xa_tensor *t = n->in[i].leaf;
    if (!t) continue;
    int64_t s = leaf_slot(lt, t);
    if (lt->key[s] == t && --lt->left[s] == 0) leaf_hook(t, leaf_hook_ctx);
  }
}

static void leaf_table_free(leaf_table *lt) { free(lt->key); free(lt->left); }

int xa_backward(xa_tensor *root, xa_tensor *grad, bool retain_graph) {
  char s1[XA_SHAPESTR], s2[XA_SHAPESTR];
  if (!xa_requires_grad(root))
    return xa_err("backward: the tensor does not require grad (no input of it has "
                  "requires_grad = true, or it was computed under no_grad)");
  if (!grad) {
    if (xa_tensor_numel(root) != 1)
      return xa_err("backward: a gradient must be given for a non-scalar output of shape %s",
                    xa_tensor_shape_str(s1, root));
  } else {
    if (!xa_same_shape(root, grad))
      return xa_err("backward: gradient of shape %s does not match the output's shape %s",
                    xa_tensor_shape_str(s1, grad), xa_tensor_shape_str(s2, root));
  }
  xa_tensor *g0;
  if (grad) {
    if (xa_tensor_convert(&g0, grad, root->dtype)) return -1;
  } else {
    if (xa_tensor_new_on(&g0, xa_tensor_device(root), root->dtype, root->ndim, root->size))
      return -1;
    xa_tensor_fill(g0, 1.0);
  }
  xa_node *rootfn = xa_grad_fn(root);
  if (!rootfn) return accumulate_leaf(root, g0);

  /* topological order by iterative DFS (post-order, then reversed) */
  uint64_t mark = ++mark_gen;
  int64_t cap = 64, norder = 0, top = 0, scap = 64;
  xa_node **order = malloc((size_t)cap * sizeof *order);
  struct frame { xa_node *n; int next; } *stack = malloc((size_t)scap * sizeof *stack);
  if (!order || !stack) { free(order); free(stack); xa_tensor_release(g0); return xa_err("backward: out of memory"); }
  int rc = 0;
  rootfn->mark = mark;
  stack[top++] = (struct frame){rootfn, 0};
  while (top > 0) {
    struct frame *f = &stack[top - 1];
    if (f->next < f->n->nin) {
      xa_node *c = f->n->in[f->next++].fn;
      if (c && c->mark != mark) {
        c->mark = mark;
        if (top == scap) {
          scap *= 2;
          struct frame *ns = realloc(stack, (size_t)scap * sizeof *ns);
          if (!ns) { rc = xa_err("backward: out of memory"); break; }
          stack = ns;
        }
        stack[top++] = (struct frame){c, 0};
      }
    } else {
      if (norder == cap) {
        cap *= 2;
        xa_node **no = realloc(order, (size_t)cap * sizeof *no);
        if (!no) { rc = xa_err("backward: out of memory"); break; }
        order = no;
      }
      xa_node_retain(f->n); /* keep alive while edges are released below */
      order[norder++] = f->n;
      top--;
    }
  }
  free(stack);
  if (rc) {
    for (int64_t k = 0; k < norder; k++) xa_node_release(order[k]);
    free(order);
    xa_tensor_release(g0);
    return rc;
  }
  rootfn->gacc = g0;
  leaf_table lt;
  leaf_table_build(&lt, order, norder);

  bool old = xa_set_grad_enabled(false);
  for (int64_t k = norder - 1; k >= 0 && rc == 0; k--) {
    xa_node *n = order[k];
    xa_tensor *g = n->gacc;
    if (!g) { leaf_table_done(&lt, n); continue; }
    n->gacc = NULL;
    if (n->broken) {
      xa_tensor_release(g);
      rc = xa_err("backward: internal error in '%s': %s", n->name, n->broken);
      break;
    }
    if (n->released) {
      xa_tensor_release(g);
      rc = xa_err("backward: trying to backward through the graph a second time (through '%s'); "
                  "its saved values were freed: pass retain_graph = true to the first backward",
                  n->name);
      break;
    }
    for (int s = 0; s < n->nsaved; s++)
      if (n->saved[s]->storage->version != n->saved_version[s]) {
        xa_tensor_release(g);
        rc = xa_err("backward: a tensor needed by '%s' to compute gradients was modified by an "
                    "in-place operation; use an out-of-place op or clone() first", n->name);
        break;
      }
    if (rc) break;
    xa_tensor *gin_buf[16];
    xa_tensor **gin = n->nin <= 16 ? gin_buf : calloc((size_t)n->nin, sizeof *gin);
    if (!gin) { xa_tensor_release(g); rc = xa_err("backward: out of memory"); break; }
    memset(gin, 0, (size_t)n->nin * sizeof *gin);
    rc = n->backward(n, g, gin);
    xa_tensor_release(g);
    for (int i = 0; i < n->nin; i++) {
      xa_tensor *gi = gin[i];
      if (!gi) continue;
      if (rc || !xa_needs_grad(n, i)) { xa_tensor_release(gi); continue; }
      if (gi->ndim != n->in[i].ndim || memcmp(gi->size, n->in[i].size, (size_t)gi->ndim * 8)) {
        rc = xa_err("backward: internal error: '%s' produced a gradient of shape %s for input %d "
                    "of shape %s", n->name, xa_tensor_shape_str(s1, gi), i + 1,
                    xa_shape_str(s2, n->in[i].ndim, n->in[i].size));
        xa_tensor_release(gi);
        continue;
      }
      if (gi->dtype != n->in[i].dtype) { /* mixed-precision ops: keep each input's dtype */
        xa_tensor *c;
        rc = xa_tensor_convert(&c, gi, n->in[i].dtype);
        xa_tensor_release(gi);
        if (rc) continue;
        gi = c;
      }
      if (n->in[i].fn) rc = accumulate(&n->in[i].fn->gacc, gi);
      else rc = accumulate_leaf(n->in[i].leaf, gi);
    }
    if (gin != gin_buf) free(gin);
    if (rc == 0) leaf_table_done(&lt, n);
    if (!retain_graph) { node_free_graph(n); n->released = 1; }
  }
  xa_set_grad_enabled(old);
  leaf_table_free(&lt);
  for (int64_t k = 0; k < norder; k++) {
    xa_tensor_release(order[k]->gacc);
    order[k]->gacc = NULL;
    xa_node_release(order[k]);
  }
  free(order);
  return rc;
}
