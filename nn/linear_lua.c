/* Lua function of the linear layer (nn/linear.c): linear. */
#include "../lua/binding.h"
#ifdef XATTN_CUDA
#include "cuda.h"
#endif
#include "linear.h"
#include "mlp.h"

static int l_linear(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w = xa_lua_check(L, 2), *b = xa_lua_opt(L, 3);
  return xa_lua_result(L, xa_linear(xa_lua_slot(L), x, w, b));
}

static int l_linear_relu(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w = xa_lua_check(L, 2), *b = xa_lua_opt(L, 3);
  return xa_lua_result(L, xa_linear_relu(xa_lua_slot(L), x, w, b));
}

static int l_linear_tanh(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w = xa_lua_check(L, 2), *b = xa_lua_opt(L, 3);
  return xa_lua_result(L, xa_linear_tanh(xa_lua_slot(L), x, w, b));
}

static int l_linear_log_softmax(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w = xa_lua_check(L, 2), *b = xa_lua_opt(L, 3);
  return xa_lua_result(L, xa_linear_log_softmax(xa_lua_slot(L), x, w, b));
}

/* mlp_tanh(x, W1, b1, W2, b2): b1, b2 may be nil */
static int l_mlp_tanh(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w1 = xa_lua_check(L, 2), *b1 = xa_lua_opt(L, 3),
            *w2 = xa_lua_check(L, 4), *b2 = xa_lua_opt(L, 5);
  return xa_lua_result(L, xa_mlp_tanh(xa_lua_slot(L), x, w1, b1, w2, b2));
}

/* linear_many(x, {W1, ...} [, {b1, ...}]) -> y1, ... */
static int l_linear_many(lua_State *L) {
  xa_tensor *x = xa_lua_check(L, 1), *w[XA_LINEAR_MANY], *b[XA_LINEAR_MANY];
  luaL_checktype(L, 2, LUA_TTABLE);
  bool hasb = !lua_isnoneornil(L, 3);
  if (hasb) luaL_checktype(L, 3, LUA_TTABLE);
  int n = (int)luaL_len(L, 2);
  if (n < 1 || n > XA_LINEAR_MANY)
    return luaL_error(L, "linear_many: takes a list of 1 to %d weights, got %d", XA_LINEAR_MANY, n);
  if (hasb && luaL_len(L, 3) > n)
    return luaL_error(L, "linear_many: %d biases for %d weights", (int)luaL_len(L, 3), n);
  for (int i = 0; i < n; i++) {
    lua_geti(L, 2, i + 1);
    if (!xa_lua_is(L, -1)) return luaL_error(L, "linear_many: weight %d is not a tensor", i + 1);
    w[i] = xa_lua_check(L, -1); /* kept alive by the table */
    lua_pop(L, 1);
    b[i] = NULL;
    if (hasb) {
      lua_geti(L, 3, i + 1);
      if (!lua_isnil(L, -1) && !lua_toboolean(L, -1)) b[i] = NULL;
      else if (!lua_isnil(L, -1)) {
        if (!xa_lua_is(L, -1)) return luaL_error(L, "linear_many: bias %d is not a tensor or false", i + 1);
        b[i] = xa_lua_check(L, -1);
      }
      lua_pop(L, 1);
    }
  }
  xa_tensor **slot[XA_LINEAR_MANY], *o[XA_LINEAR_MANY];
  for (int i = 0; i < n; i++) slot[i] = xa_lua_slot(L);
  if (xa_linear_many(n, o, x, w, b)) return xa_lua_fail(L);
  for (int i = 0; i < n; i++) *slot[i] = o[i];
  return n;
}

/* _packed_linear([on]) -> whether the path was on, the most rows it takes on this CPU (0:
 * none, no AVX2), the weights packed so far; sets it when on is given */
static int l_packed_linear(lua_State *L) {
  bool was;
  if (lua_isnoneornil(L, 1)) {
    was = xa_linear_packed_enable(true);
    xa_linear_packed_enable(was);
  } else {
    luaL_checktype(L, 1, LUA_TBOOLEAN);
    was = xa_linear_packed_enable(lua_toboolean(L, 1));
  }
  lua_pushboolean(L, was);
  lua_pushinteger(L, xa_linear_packed_max_rows());
  lua_pushinteger(L, xa_linear_packed_count());
  return 3;
}

/* half_weights([on]) -> whether the packed path's weights were halves; sets it when on is
 * given */
static int l_half_weights(lua_State *L) {
  bool was, on = false;
  bool set = !lua_isnoneornil(L, 1);
  if (set) {
    luaL_checktype(L, 1, LUA_TBOOLEAN);
    on = lua_toboolean(L, 1);
  }
  if (!set) was = xa_half_weights();
  else if (xa_set_half_weights(on, &was)) return xa_lua_fail(L);
  lua_pushboolean(L, was);
  return 1;
}

static const xa_lreg regs[] = {
  {"linear", l_linear, XA_FUNC, "linear(x, W [, b]) -> Tensor\n"
   "x (..., in) · Wᵀ + b with W (out, in) and b (out) as in torch.nn.functional.linear; "
   "leading dims of x are folded into one gemm with the bias added in the same pass "
   "(on cuda: cuBLASLt's bias epilogue for float32). "
   "x, W and b share one float dtype; W may be a transposed view. Differentiable in x, W, b."},
  {"linear_relu", l_linear_relu, XA_FUNC, "linear_relu(x, W [, b]) -> Tensor\n"
   "relu(linear(x, W, b)) in one op on the CPU: the ReLU applied in place to the product's "
   "output, and in backward ReLU's gradient and b's gradient taken in one pass over the "
   "incoming gradient (the composition's bits; one 4-byte-per-element tensor less in "
   "forward). On other devices the composition. Differentiable in x, W, b; the FFN of "
   "nn.Transformer's layers uses it."},
  {"linear_tanh", l_linear_tanh, XA_FUNC, "linear_tanh(x, W [, b]) -> Tensor\n"
   "tanh(linear(x, W, b)) as linear_relu is relu(linear): one op on the CPU (tanh in place "
   "over the product; in backward its gradient g (1 - y^2) and b's gradient in one pass), "
   "the composition's bits; the composition on other devices. Differentiable in x, W, b; "
   "the GMM and localness predictors and the mix gate use it at inference."},
  {"linear_log_softmax", l_linear_log_softmax, XA_FUNC,
   "linear_log_softmax(x, W [, b]) -> Tensor\n"
   "log_softmax(linear(x, W, b)) over the last dim: x (..., in), W (V, in), b (V) -> (..., V), "
   "a decoder's next-token log-probabilities (nn.Transformer's decode_step uses it). On the "
   "CPU with no gradient recorded, float32 and few rows (linear's inference path) one pass "
   "over the threads: each thread's share of the product, then each 32-column panel's max and "
   "sum of exponentials while in its cache, then its columns rewritten in place; the same bits at every thread count, "
   "differing from log_softmax(linear(x, W, b)) in the last bits (the sum in another order). "
   "Elsewhere that composition, differentiable in x, W, b."},
  {"mlp_tanh", l_mlp_tanh, XA_FUNC, "mlp_tanh(x, W1, b1, W2, b2) -> Tensor\n"
   "linear(tanh(linear(x, W1, b1)), W2, b2) with W1 (hid, in), W2 (out, hid); b1, b2 may be "
   "nil. On the CPU one op: blocks of rows go through both layers while they are in the cache "
   "(forward and backward), so that a wide hidden layer with a thin output (the attention "
   "families' predictors and gates) does not go to memory and back five times; tanh as "
   "xattn.tanh's. The composition on other devices. Differentiable in all five; GMM's, "
   "localness's and GMA's predictors and the learned mix gate use it in training."},
  {"linear_many", l_linear_many, XA_FUNC, "linear_many(x, {W1, W2, ...} [, {b1, b2, ...}]) -> y1, y2, ...\n"
   "linear(x, Wi, bi) for each of 1 to 8 weights read by the same x (a bias may be nil or false). "
   "On the CPU with no gradient recorded and few rows (decoding: a step's query, key and value "
   "projections) the products run in one pass over the threads, each weight packed once and "
   "kept; otherwise it is one linear call each, with linear's errors and gradients."},
  {"_packed_linear", l_packed_linear, XA_FUNC,
   "_packed_linear([on]) -> whether it was on, the most rows it takes here, packings so far\n"
   "The CPU's inference path of linear (each weight packed once and kept with it, for "
   "products of up to 1024 rows with no gradient recorded; docs/nn.md, \"Linear at inference\"): turned on "
   "or off with a boolean, left as it is without one. The answers are the setting before the "
   "call and the most rows the path takes on this CPU (0 without AVX2 and FMA, where it is "
   "never taken), and how many times a weight was packed (made or refreshed). For A/B timings and tests; XATTN_PACKED=0 in the environment starts it off."},
  {"half_weights", l_half_weights, XA_FUNC, "half_weights([on]) -> whether it was on\n"
   "Inference in half-precision weights: with true, linear's CPU inference path (products of "
   "up to 1024 rows with no gradient recorded: decoding, streaming, evaluation) keeps its packed "
   "copy of each weight in IEEE float16 (rounded to nearest even) and converts it back to "
   "float32 as it multiplies; activations, biases and sums stay float32. The weights' bytes read "
   "a step halve (a batch-1 decoder step is bound by them); results differ from float32's by "
   "the weights' rounding (relative 2^-11 each). A weight with an element beyond float16's "
   "range (|w| >= 65520) keeps float32. false returns to float32; without an argument the "
   "setting is left as it is. An error on a CPU without the kernels (x86-64 with AVX2, FMA and "
   "F16C). XATTN_HALF_WEIGHTS=1 in the environment starts it on; the scripts' --half-weights."},
  {NULL, NULL, 0, NULL},
};

void xa_linear_lua(lua_State *L) {
  xa_lua_register(L, regs);
#ifdef XATTN_CUDA
  /* the CUDA kernels of this layer (used once tensors are on the device) */
  if (xa_linear_cuda_register()) luaL_error(L, "%s", xa_errmsg());
#endif
}
