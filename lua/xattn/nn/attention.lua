-- nn.MultiheadAttention: scaled dot-product attention over H heads (Vaswani et al. 2017,
-- fairseq's layout: separate q, k, v, out projections with biases, q scaled by dh^-1/2
-- after its projection).
--
--   q = (q_in Wqᵀ + bq) / sqrt(dh)   -- (B, T, D) -> (B, H, T, dh)
--   k = kv_in Wkᵀ + bk, v likewise   -- (B, S, D) -> (B, H, S, dh)
--   w = softmax(q kᵀ + mask)         -- (B, H, T, S); mask is -inf at padded keys and,
--                                    -- when causal, at keys in the future of the query
--   out = concat_h(dropout(w) v) Woᵀ + bo   -- (B, T, D)
--
-- Incremental decoding: pass the same `state` table at every step. A "self" attention
-- appends the step's keys/values to state.k / state.v (B, H, S, dh); a "cross" attention
-- projects kv_in once, on the first call, and reuses state.k / state.v afterwards.
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"
local layers = require "xattn.nn.layers"
local Module, Linear = M.Module, layers.Linear

local function shape_str(t) return "(" .. table.concat(t:shape(), ",") .. ")" end

local MHA = Module:extend("nn.MultiheadAttention")

-- nn.MultiheadAttention{d=, heads=, dropout=0, kind="self"|"cross", bias=true, dtype=}
function MHA:init(opts)
  opts = opts or {}
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

-- forward(q_in (B,T,D), kv_in (B,S,D) or nil (= q_in), {key_padding=(B,S) bool,
--   causal=false, state=nil, need_weights=false}) -> out (B,T,D), weights (B,H,T,S) | nil
function MHA:forward(q_in, kv_in, opts)
  opts = opts or {}
  kv_in = kv_in or q_in
  local D = self.d
  if q_in:dim() ~= 3 or q_in:size(3) ~= D then
    error(("MultiheadAttention: q_in must be (B, T, %d), got %s"):format(D, shape_str(q_in)), 2)
  end
  local B, T = q_in:size(1), q_in:size(2)
  local state = opts.state
  local k, v
  if state and self.kind == "cross" and state.k then
    k, v = state.k, state.v
  else
    if kv_in:dim() ~= 3 or kv_in:size(1) ~= B or kv_in:size(3) ~= D then
      error(("MultiheadAttention: kv_in must be (%d, S, %d) for q_in %s, got %s")
        :format(B, D, shape_str(q_in), shape_str(kv_in)), 2)
    end
    local S = kv_in:size(2)
    k = self:_split(self.k(kv_in), B, S)
    v = self:_split(self.v(kv_in), B, S)
    if state then
      if self.kind == "self" and state.k then
        k = xa.cat({state.k, k}, 3)
        v = xa.cat({state.v, v}, 3)
      end
      state.k, state.v = k, v
    end
  end
  local S = k:size(3)
  if k:size(1) ~= B then
    error(("MultiheadAttention: the state holds keys for batch %d but q_in is %s")
      :format(k:size(1), shape_str(q_in)), 2)
  end
  local q = self:_split(self.q(q_in) * self.scaling, B, T)   -- (B, H, T, dh)
  local scores = q:matmul(k:transpose(3, 4))                  -- (B, H, T, S)
  local mask
  local kp = opts.key_padding
  if kp then
    if kp:dim() ~= 2 or kp:size(1) ~= B or kp:size(2) ~= S or kp:dtype() ~= "bool" then
      error(("MultiheadAttention: key_padding must be a bool (%d, %d) tensor, got %s %s")
        :format(B, S, kp:dtype(), shape_str(kp)), 2)
    end
    mask = kp:reshape(B, 1, 1, S)
  end
  if opts.causal then
    local cm = F.causal_mask(T, S):view(1, 1, T, S)
    mask = mask and mask:logical_or(cm) or cm
  end
  if mask then scores = scores:masked_fill(mask, -math.huge) end
  local w = scores:softmax(4)
  local wd = w
  if self.training and self.dropout_p > 0 then wd = xa.dropout(w, self.dropout_p, true) end
  local ctx = wd:matmul(v)                                    -- (B, H, T, dh)
  local out = self.out(ctx:permute(1, 3, 2, 4):reshape(B, T, D))
  if opts.need_weights then return out, w end
  return out
end

-- reorder_state(state, idx): keeps the batch rows idx (1-based) of the cached keys/values
function MHA:reorder_state(state, idx)
  if state.k then
    state.k = state.k:index_select(1, idx)
    state.v = state.v:index_select(1, idx)
  end
end

return {MultiheadAttention = MHA}
