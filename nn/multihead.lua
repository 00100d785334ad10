-- nn.MultiheadAttention: scaled dot-product attention over H heads (Vaswani et al. 2017,
-- fairseq's layout: separate q, k, v, out projections with biases, scores scaled by
-- dh^-1/2).
--
--   q = q_in Wqᵀ + bq                -- (B, T, D) -> (B, H, T, dh)
--   k = kv_in Wkᵀ + bk, v likewise   -- (B, S, D) -> (B, H, S, dh)
--   w = softmax(q kᵀ / sqrt(dh) + mask)  -- (B, H, T, S); mask is -inf at padded keys and,
--                                    -- when causal, at keys in the future of the query
--   out = concat_h(dropout(w) v) Woᵀ + bo   -- (B, T, D); the middle two lines are one
--                                    -- fused op, xattn.dot_attention (attention/dot.c)
--
-- Incremental decoding: pass the same `state` table at every step. A "self" attention
-- appends the step's keys/values to state.k / state.v (B, H, S, dh); a "cross" attention
-- projects kv_in once, on the first call, and reuses state.k / state.v afterwards.
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"
local layers = require "xattn.nn.layers"
local Module, Linear = M.Module, layers.Linear
local linear, linear_many = xa.linear, xa.linear_many -- step's x is never a 4-D view

local function shape_str(t) return "(" .. table.concat(t:shape(), ",") .. ")" end

local MHA = Module:extend("nn.MultiheadAttention")

-- nn.MultiheadAttention{d=, heads=, dropout=0, kind="self"|"cross", bias=true, dtype=}
function MHA:init(opts, ...)
  opts = opts or {}
  if type(opts) ~= "table" or select("#", ...) > 0 then
    error(("nn.MultiheadAttention: takes one options table, nn.MultiheadAttention{d = 256, heads = 4, ...}, "
      .. "got %s%s"):format(type(opts), select("#", ...) > 0 and " and more arguments" or ""), 3)
  end
  local d, heads = opts.d, opts.heads
  if math.type(d) ~= "integer" or d < 1 or math.type(heads) ~= "integer" or heads < 1 then
    error(("nn.MultiheadAttention: d and heads must be positive integers, got %s and %s")
      :format(tostring(d), tostring(heads)), 3)
  end
  if d % heads ~= 0 then
    error(("nn.MultiheadAttention: d = %d is not divisible by heads = %d"):format(d, heads), 3)
  end
  local kind = opts.kind or "self"
  if kind ~= "self" and kind ~= "cross" then
    error("nn.MultiheadAttention: kind must be 'self' or 'cross', got " .. tostring(kind), 3)
  end
  local p = opts.dropout or 0
  if type(p) ~= "number" or p < 0 or p > 1 then
    error("nn.MultiheadAttention: dropout must be in [0, 1], got " .. tostring(p), 3)
  end
  self.d, self.heads, self.head_dim, self.kind, self.dropout_p = d, heads, d // heads, kind, p
  self.scaling = (d // heads) ^ -0.5
  local lo = {bias = opts.bias, dtype = opts.dtype, gain = 2 ^ -0.5} -- fairseq's q/k/v init
  self.q = Linear(d, d, lo)
  self.k = Linear(d, d, lo)
  self.v = Linear(d, d, lo)
  self.out = Linear(d, d, {bias = opts.bias, dtype = opts.dtype})
end

function MHA:extra_repr()
  return ("%s, d=%d, heads=%d, dropout=%g"):format(self.kind, self.d, self.heads, self.dropout_p)
end

-- (B, L, D) -> (B, H, L, dh) view
function MHA:_split(x, B, L)
  return x:view(B, L, self.heads, self.head_dim):permute(1, 3, 2, 4)
end

function MHA:_check_q(q_in)
  if not xa.is_tensor(q_in) or q_in:dim() ~= 3 or q_in:size(3) ~= self.d then
    error(("%s: q_in must be (B, T, %d), got %s"):format(self.__name == "attn.Cross" and "attention.Cross" or "MultiheadAttention",
      self.d, xa.is_tensor(q_in) and shape_str(q_in) or type(q_in)), 3)
  end
  return q_in:size(1), q_in:size(2)
end

-- Decoding appends one step's keys/values at a time. Without gradients they go into a
-- buffer with spare room (doubling), so a step copies only the new column instead of the
-- whole cache (xa.cat). state.k/state.v are then views of state.kbuf/state.vbuf. A buffer
-- may be appended to only through the view it handed out last: a state restored from an
-- older snapshot (simt's GMA re-runs a step) or reordered (beam search) holds another
-- tensor, and its next append copies into a fresh buffer, so no view ever changes under
-- another state's feet.
local last_view = setmetatable({}, {__mode = "k"}) -- buffer -> the view it handed out last

local size, view, narrow = xa.size, xa.view, xa.narrow -- called as functions, not methods:
                                                       -- one call into C each, not two
local function append_kv(state, name, bufname, new)
  local old, buf = state[name], state[bufname]
  local n, a = size(old, 3), size(new, 3)
  if not (buf and rawequal(last_view[buf], old) and n + a <= size(buf, 3)) then
    local cap = math.max(16, 2 * (n + a))
    buf = xa.zeros(old:size(1), old:size(2), cap, old:size(4), {dtype = old:dtype(), device = old.device})
    buf:narrow(3, 1, n):copy_(old)
    state[bufname] = buf
  end
  narrow(buf, 3, n + 1, a):copy_(new)
  local v = narrow(buf, 3, 1, n + a)
  last_view[buf] = v
  return v
end

-- the step's cache buffers of a "self" state when they still hold state.k, state.v (what
-- append_kv would append into), else nil
function MHA._step_buffers(state)
  local kb, vb = state.kbuf, state.vbuf
  if kb and rawequal(last_view[kb], state.k) and rawequal(last_view[vb], state.v) then return kb, vb end
  return nil
end
function MHA._set_step_state(state, k, v, kb, vb)
  state.k, state.v = k, v
  if kb then
    state.kbuf, state.vbuf = kb, vb
    last_view[kb], last_view[vb] = k, v
  end
end

-- keys and values (B, H, S, dh), projected or taken from the incremental state
function MHA:_kv(q_in, kv_in, state, B)
  kv_in = kv_in or q_in
  local D = self.d
  if state and self.kind == "cross" and state.k then
    if state.k:size(1) ~= B then
      error(("MultiheadAttention: the state holds keys for batch %d but q_in is %s")
        :format(state.k:size(1), shape_str(q_in)), 3)
    end
    return state.k, state.v
  end
  if not xa.is_tensor(kv_in) or kv_in:dim() ~= 3 or kv_in:size(1) ~= B or kv_in:size(3) ~= D then
    error(("MultiheadAttention: kv_in must be (%d, S, %d) for q_in %s, got %s")
      :format(B, D, shape_str(q_in), xa.is_tensor(kv_in) and shape_str(kv_in) or type(kv_in)), 3)
  end
  local S = kv_in:size(2)
  local k = self:_split(self.k(kv_in), B, S)
  local v = self:_split(self.v(kv_in), B, S)
  if state then
    if self.kind == "self" and state.k then
      if state.k:size(1) ~= B then
        error(("MultiheadAttention: the state holds keys for batch %d but q_in is %s")
          :format(state.k:size(1), shape_str(q_in)), 3)
      end
      if xa.is_grad_enabled() then
        k = xa.cat({state.k, k}, 3)
        v = xa.cat({state.v, v}, 3)
      else
        k = append_kv(state, "k", "kbuf", k)
        v = append_kv(state, "v", "vbuf", v)
      end
    end
    state.k, state.v = k, v
  end
  return k, v
end

-- the mask (true = masked) broadcastable to (B, H, T, S), or nil:
--   key_padding (B, S) bool; causal (keys after the query, aligned at the end);
--   visible (T) or (B, T) int64: query t sees only the keys 1 .. visible[t] (SiMT prefixes)
function MHA:_mask(opts, B, T, S)
  local mask
  local dev = self.q.weight.device -- masks are made on the module's device
  local kp = opts.key_padding
  if kp then
    if not xa.is_tensor(kp) or kp:dim() ~= 2 or kp:size(1) ~= B or kp:size(2) ~= S or kp:dtype() ~= "bool" then
      error(("MultiheadAttention: key_padding must be a bool (%d, %d) tensor, got %s")
        :format(B, S, xa.is_tensor(kp) and (kp:dtype() .. " " .. shape_str(kp)) or type(kp)), 3)
    end
    mask = kp:reshape(B, 1, 1, S)
  end
  if opts.causal and T > 1 then -- one query (the last position) sees every key
    local cm = F.causal_mask(T, S):view(1, 1, T, S):to(dev)
    mask = mask and mask:logical_or(cm) or cm
  end
  local vis = opts.visible
  if vis ~= nil then
    local ok = xa.is_tensor(vis) and vis:dtype() == "int64" and
      ((vis:dim() == 1 and vis:size(1) == T) or (vis:dim() == 2 and vis:size(1) == B and vis:size(2) == T))
    if not ok then
      error(("MultiheadAttention: visible must be an int64 (%d) or (%d, %d) tensor, got %s")
        :format(T, B, T, xa.is_tensor(vis) and (vis:dtype() .. " " .. shape_str(vis)) or type(vis)), 3)
    end
    local v4 = vis:dim() == 1 and vis:view(1, 1, T, 1) or vis:view(B, 1, T, 1)
    local vm = xa.arange(1, S + 1, 1, {dtype = "int64", device = dev}):view(1, 1, 1, S):gt(v4)
    mask = mask and mask:logical_or(vm) or vm
  end
  return mask
end

-- forward(q_in (B,T,D), kv_in (B,S,D) or nil (= q_in), {key_padding=(B,S) bool,
--   causal=false, visible=nil, state=nil, need_weights=false})
--   -> out (B,T,D), weights (B,H,T,S) | nil
function MHA:forward(q_in, kv_in, opts)
  opts = opts or {}
  local B, T = self:_check_q(q_in)
  local k, v = self:_kv(q_in, kv_in, opts.state, B)
  local S = k:size(3)
  local q = self:_split(self.q(q_in), B, T)                   -- (B, H, T, dh), unscaled
  local mask
  local st = opts.state
  if st and self.kind == "cross" and opts.visible == nil and not opts.causal then
    -- decoding: the key-padding mask of the cached keys is the same at every step
    -- (none at all when no key is padded); kept until the padding tensor changes
    if st.mask_of ~= opts.key_padding or st.mask_of == nil then
      mask = self:_mask(opts, B, T, S)
      if mask and not mask:any():item() then mask = nil end
      st.mask_of, st.mask = opts.key_padding, mask or false
    end
    mask = st.mask or nil
  else
    mask = self:_mask(opts, B, T, S)
  end
  -- softmax(scale q kᵀ + mask), dropout, · v and the heads merged, in one fused op
  -- (attention/dot.c): ctx (B, T, D), w (B, H, T, S) when asked for
  local ctx, w = xa.dot_attention(q, k, v, {mask = mask or nil, scale = self.scaling,
    dropout = self.training and self.dropout_p or 0, need_weights = opts.need_weights})
  local out = self.out(ctx)
  if opts.need_weights then return out, w end
  return out
end

-- step(x (B,1,D), state, mask) -> out (B,1,D): one decoding step of forward with fewer Lua
-- steps, for the decoder layer's fast path (nn/transformer.lua): one query position, not
-- training, no weights asked for; a "self" attention appends the step's key and value to
-- the state (which may be empty), a "cross" one reads the keys and values cached there by
-- an earlier forward. mask is the mask forward would build (nil for a causal step; for
-- "cross", state.mask). The arithmetic is forward's, op for op: a streaming step at batch
-- 1 made about 400 C calls through forward's checks, options and views.
function MHA:step(x, state, mask)
  local B, H, dh = size(x, 1), self.heads, self.head_dim
  local q, k, v
  if self.kind == "self" then
    -- the three projections in one pass (xattn.linear_many); (B, 1, D) -> (B, H, 1, dh):
    -- with one position the head split is a plain view
    local wq, wk, wv = self.q, self.k, self.v
    q, k, v = linear_many(x, {wq.weight, wk.weight, wv.weight}, {wq.bias or false, wk.bias or false,
                                                                 wv.bias or false})
    q, k, v = view(q, B, H, 1, dh), view(k, B, H, 1, dh), view(v, B, H, 1, dh)
    if state.k then
      k = append_kv(state, "k", "kbuf", k)
      v = append_kv(state, "v", "vbuf", v)
    end
    state.k, state.v = k, v
  else
    k, v = state.k, state.v
    q = view(linear(x, self.q.weight, self.q.bias), B, H, 1, dh)
  end
  local ctx = xa.dot_attention(q, k, v, {mask = mask, scale = self.scaling})
  return linear(ctx, self.out.weight, self.out.bias)
end

-- reorder_state(state, idx): keeps the batch rows idx (1-based) of the cached keys/values
function MHA:reorder_state(state, idx)
  if state.k then
    local kb, vb = state.kbuf, state.vbuf
    if kb and rawequal(last_view[kb], state.k) and rawequal(last_view[vb], state.v) then
      -- reorder the buffers themselves (new tensors: a snapshot may hold the old ones), so
      -- the next step appends in place instead of rebuilding them (beam search reorders
      -- at every step)
      local n = state.k:size(3)
      kb, vb = kb:index_select(1, idx), vb:index_select(1, idx)
      state.kbuf, state.vbuf = kb, vb
      state.k, state.v = kb:narrow(3, 1, n), vb:narrow(3, 1, n)
      last_view[kb], last_view[vb] = state.k, state.v
    else
      state.k = state.k:index_select(1, idx)
      state.v = state.v:index_select(1, idx)
      state.kbuf, state.vbuf = nil, nil
    end
  end
  state.mask_of, state.mask = nil, nil
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
xa.document("nn.MultiheadAttention", MHA, [[
nn.MultiheadAttention{d=, heads=, dropout=0, kind="self", bias=true, dtype="float32"} -> module
Scaled dot-product attention over `heads` heads of size d / heads (fairseq's layout: q, k,
v and out projections with biases, q k scaled by (d/heads)^-1/2). kind "self" caches the
keys and values of every step when decoding incrementally; "cross" projects its keys and
values once and reuses them.]])
xa.document("nn.MultiheadAttention:forward", MHA.forward, [[
mha:forward(q_in (B,T,D) [, kv_in (B,S,D)=q_in] [, {key_padding=nil, causal=false,
  visible=nil, state=nil, need_weights=false}]) -> out (B,T,D) [, weights (B,H,T,S)]
key_padding (B,S) bool: true at padded keys; causal: a query sees no later key (the T
queries are the last T of S positions); visible (T) or (B,T) int64: query t sees keys
1..visible[t] only (simultaneous translation). state: a table kept across incremental
steps ({} at the first). need_weights: also return the attention weights.]])
xa.document("nn.MultiheadAttention:step", MHA.step, [[
mha:step(x (B,1,D), state, mask) -> out (B,1,D)
One incremental decoding step, the same arithmetic as forward with fewer Lua steps (the
decoder layer's fast path): not training, no gradient recorded, no weights. A "self"
attention appends the step's key and value to state (which may be {}); a "cross" one uses
the keys and values an earlier forward cached in state. mask: what forward would use (nil
for a causal step; state.mask for a cross-attention).]])
xa.document("nn.MultiheadAttention:reorder_state", MHA.reorder_state, [[
mha:reorder_state(state, idx)
Keeps the batch rows idx (1-based int64 tensor) of the cached keys and values, in that order
(beam search).]])

return {MultiheadAttention = MHA}
