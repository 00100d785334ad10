/* The autograd graph and its backward interpreter.
 *
 * An op that produces `out` from inputs that need gradients records a node:
 *     xa_node *n;
 *     if (xa_record(&out, "mul", bw_mul, 2, (xa_tensor *[]){a, b}, &n)) return -1;
 *     if (n) { xa_node_save(n, a); xa_node_save(n, b); }
 * xa_record returns n == NULL when no node is needed (grad mode off, or no input
 * requires grad). On failure it releases *out and sets it to NULL.
 *
 * The node owns: one reference to each input's grad_fn (or to the input itself when
 * it is a leaf that requires grad), the saved tensors, and its parameters. The output
 * tensor owns the node. Backward functions receive the gradient of the output and
 * write owned gradients for the inputs that need one (gin[i] may stay NULL meaning
 * zero). They run with grad mode off and may call any op. A gradient must have the
 * input's shape; rules for broadcasting ops reduce with xa_sum_to().
 * After backward() the graph's saved tensors are freed unless retain_graph is set. */
#ifndef XA_AUTOGRAD_H
#define XA_AUTOGRAD_H

#include "../tensor/tensor.h"

#define XA_MAXSAVED 12 /* gmm_attention: q, k, v, w, keep, mask, g, omega, mu, sigma, lengths, mixed */
#define XA_PARAMS_MAX 192 /* bytes of an op's parameters */

typedef struct xa_node xa_node;

/* What autograd keeps about a tensor, hanging off tensor->ag (NULL for a tensor autograd
 * has not seen: no grad, no grad_fn, requires_grad false). Owned by the tensor; freed by
 * the release hook this layer installs in tensor/ (xa_tensor_set_autograd_release). */
struct xa_autograd {
  bool requires_grad;
  xa_tensor *grad;  /* owned, leaf tensors only */
  xa_node *grad_fn; /* owned, non-leaf tensors only */
};

static inline bool xa_requires_grad(const xa_tensor *t) { return t->ag && t->ag->requires_grad; }
static inline xa_tensor *xa_grad(const xa_tensor *t) { return t->ag ? t->ag->grad : NULL; }
static inline xa_node *xa_grad_fn(const xa_tensor *t) { return t->ag ? t->ag->grad_fn : NULL; }
/* requires_grad on or off: only float tensors, and not off for a non-leaf (fn names the
 * caller in the error) */
int xa_set_requires_grad(const char *fn, xa_tensor *t, bool on);
/* t's grad becomes g (retained; NULL drops it); the caller checked g's shape and dtype */
int xa_set_grad(xa_tensor *t, xa_tensor *g);

typedef int (*xa_backward_fn)(xa_node *n, xa_tensor *gout, xa_tensor **gin);

typedef struct {
  xa_node *fn;      /* the input's grad_fn, or NULL */
  xa_tensor *leaf;  /* the input itself when it is a leaf requiring grad, or NULL */
  int ndim;         /* the input's shape and dtype, for rules that need them */
  xa_dtype dtype;
  int64_t size[XA_MAXDIM];
} xa_edge;

struct xa_node {
  int64_t refcount;
  const char *name;
  xa_backward_fn backward;
  int nin;
  xa_edge *in;
  int nsaved;
  xa_tensor *saved[XA_MAXSAVED];
  int64_t saved_version[XA_MAXSAVED];
  /* the op's parameters, a struct of its own type: see XA_PARAMS */
  _Alignas(max_align_t) unsigned char params[XA_PARAMS_MAX];
  void *extra;            /* op-owned buffer freed with free_extra (or free if NULL fn) */
  void (*free_extra)(void *);
  /* engine state */
  xa_tensor *gacc;
  uint64_t mark;
  int released;
  const char *broken;     /* set when recording went wrong: backward reports it */
};

/* An op's parameters, typed: `XA_PARAMS(n, reduce_params) = (reduce_params){dim, keepdim};`
 * when recording, `const reduce_params *p = &XA_PARAMS(n, reduce_params);` in the rule.
 * The size is checked at compile time. */
#define XA_PARAMS(n, T) \
  (*(T *)((n)->params + 0 * sizeof(char[sizeof(T) <= XA_PARAMS_MAX ? 1 : -1])))

/* grad mode */
bool xa_grad_enabled(void);
bool xa_set_grad_enabled(bool on); /* returns the previous value */

int xa_record(xa_tensor **out, const char *name, xa_backward_fn bw, int nin,
              xa_tensor *const *in, xa_node **node);
/* retains t; more than XA_MAXSAVED tensors is a bug of the op, reported by backward as an
 * internal error naming it (never an abort) */
void xa_node_save(xa_node *n, xa_tensor *t);
/* save the op's own output: stores an alias sharing its storage but not its grad_fn,
 * since the output owns the node and a direct reference would be a cycle */
int xa_node_save_output(xa_node *n, xa_tensor *out);
static inline bool xa_needs_grad(const xa_node *n, int i) { return n->in[i].fn || n->in[i].leaf; }
void xa_node_retain(xa_node *n);
void xa_node_release(xa_node *n);
/* the saved tensor k (before a rule runs, the engine has checked that no saved tensor was
 * modified in place since it was saved) */
xa_tensor *xa_saved(xa_node *n, int k);

/* A rule may add its gradient for input i straight into the leaf's .grad instead of
 * returning gin[i] (which it then leaves NULL): this returns that .grad when input i is a
 * leaf that needs a gradient and already has one of its dtype, shape and device, contiguous,
 * and it shares storage with none of the rule's nops operands ops (NULLs skipped), else
 * NULL. The caller adds into it (its sum rounded, then added, as the engine would add it)
 * and bumps its storage's version (xa_grad_sink_done). Saves a product's zeroing of a new
 * tensor and the addition into .grad: an optimizer keeps every .grad, zeroed, in one flat
 * buffer, so in training the weight gradients always take this way. The engine's own
 * accumulation adds in place too, so the results differ only in rounding order. */
xa_tensor *xa_grad_sink(const xa_node *n, int i, xa_tensor *const *ops, int nops);
static inline void xa_grad_sink_done(xa_tensor *sink) { sink->storage->version++; }

/* The backward rule of a 0-dim loss whose forward computed its inputs' gradients for an
 * upstream gradient of 1 and saved them (the fused losses: linear_cross_entropy, latent_nll
 * with reduction "sum"): gin[i] = s * n->saved[slot[i]] for i < nin (slot[i] < 0: none, or
 * not needed), s the 0-dim upstream read on the host. With s = 1 the saved tensor itself
 * when it has the input's shape: no scaling pass (the engine adds into a gradient only what
 * nobody else holds, and the node holds it). */
int xa_backward_saved_grads(xa_node *n, xa_tensor *g, xa_tensor **gin, int nin, const int *slot);

/* The same for an input that is not a leaf: the sum of its gradients the engine holds so
 * far (the output of an earlier rule that reached it), when only the engine holds it and it
 * is contiguous, of the input's dtype, shape and device, sharing storage with no operand;
 * else NULL (also when no rule has reached the input yet). The caller adds its gradient
 * into it and leaves gin[i] NULL. Saves the new tensor and the addition of an input read
 * by several ops (x by a self-attention's q, k and v projections and by the residual).
 * An addition made block by block (a product over more than one of BLAS's k blocks) has
 * other bits than the engine's one addition: only for sums that live within one backward,
 * never for a leaf's .grad (see above). */
xa_tensor *xa_grad_sink_pending(const xa_node *n, int i, xa_tensor *const *ops, int nops);

/* called during backward once a leaf's gradient is final for that backward (every node
 * with an edge to it has run or was skipped); NULL removes it. For xattn.dist. */
typedef void (*xa_leaf_hook_fn)(xa_tensor *leaf, void *ctx);
void xa_set_leaf_hook(xa_leaf_hook_fn fn, void *ctx);

/* backward from root; grad NULL means ones (root must then have one element) */
int xa_backward(xa_tensor *root, xa_tensor *grad, bool retain_graph);

/* sum g over broadcast dims so that it has shape (ndim, size); owned result (g itself,
 * retained, when it has that shape) */
int xa_sum_to(xa_tensor **out, xa_tensor *g, int ndim, const int64_t *size);
static inline int xa_sum_to_edge(xa_tensor **out, xa_tensor *g, const xa_edge *e) {
  return xa_sum_to(out, g, e->ndim, e->size);
}

#endif
