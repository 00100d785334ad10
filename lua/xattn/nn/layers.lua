-- Basic layers: Linear, Embedding, LayerNorm, Dropout, Sequential-free helpers.
-- Initialisation follows fairseq (see docs/nn.md): xavier_uniform weights and zero
-- biases for Linear, N(0, D^-1/2) for Embedding with the padding row zeroed.
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"
local Module = M.Module

local function check_int(fn, what, v, min)
  if math.type(v) ~= "integer" or v < min then
    error(("%s: %s must be an integer >= %d, got %s"):format(fn, what, min, tostring(v)), 4)
  end
end

local function param(t)
  t:requires_grad_(true)
  return t
end

-- nn.Linear(in, out [, {bias=true, dtype="float32", gain=1}]): y = x · Wᵀ + b
-- weight (out, in) xavier_uniform (times gain), bias (out) zeros
local Linear = Module:extend("nn.Linear")
function Linear:init(nin, nout, opts)
  check_int("nn.Linear", "in", nin, 1)
  check_int("nn.Linear", "out", nout, 1)
  opts = opts or {}
  local dtype = opts.dtype or "float32"
  self.in_features, self.out_features = nin, nout
  self.weight = param(F.xavier_uniform_(xa.zeros(nout, nin, {dtype = dtype}), opts.gain))
  if opts.bias ~= false then self.bias = param(xa.zeros(nout, {dtype = dtype})) end
end
function Linear:forward(x) return F.linear(x, self.weight, self.bias) end
function Linear:extra_repr()
  return ("%d -> %d%s"):format(self.in_features, self.out_features, self.bias and "" or ", no bias")
end

-- nn.Embedding(V, D [, {padding_idx=1, dtype="float32"}]): rows of weight (V, D) by
-- 1-based ids. The row of padding_idx starts at zero, and a pad id yields a zero vector
-- and sends no gradient to that row (padding_idx=false: no padding row).
local Embedding = Module:extend("nn.Embedding")
function Embedding:init(V, D, opts)
  check_int("nn.Embedding", "V", V, 1)
  check_int("nn.Embedding", "D", D, 1)
  opts = opts or {}
  local pad = opts.padding_idx
  if pad == nil then pad = 1 end
  if pad and (math.type(pad) ~= "integer" or pad < 1 or pad > V) then
    error(("nn.Embedding: padding_idx must be an id in 1..%d or false, got %s"):format(V, tostring(pad)), 3)
  end
  self.num_embeddings, self.dim, self.padding_idx = V, D, pad or nil
  local w = F.normal_(xa.zeros(V, D, {dtype = opts.dtype or "float32"}), 0, D ^ -0.5)
  if pad then xa.no_grad(function() w:select(1, pad):fill_(0) end) end
  self.weight = param(w)
end
function Embedding:forward(ids)
  local e = xa.embedding(self.weight, ids)
  if self.padding_idx then e = e:masked_fill(ids:eq(self.padding_idx):unsqueeze(-1), 0) end
  return e
end
function Embedding:extra_repr()
  return ("%d, %d%s"):format(self.num_embeddings, self.dim,
    self.padding_idx and (", padding_idx=" .. self.padding_idx) or "")
end

-- nn.LayerNorm(D [, {eps=1e-5, affine=true, dtype="float32"}]) over the last dim
local LayerNorm = Module:extend("nn.LayerNorm")
function LayerNorm:init(D, opts)
  check_int("nn.LayerNorm", "D", D, 1)
  opts = opts or {}
  self.dim, self.eps = D, opts.eps or 1e-5
  if opts.affine ~= false then
    self.weight = param(xa.ones(D, {dtype = opts.dtype or "float32"}))
    self.bias = param(xa.zeros(D, {dtype = opts.dtype or "float32"}))
  end
end
function LayerNorm:forward(x) return xa.layer_norm(x, self.dim, self.weight, self.bias, self.eps) end
function LayerNorm:extra_repr() return ("%d, eps=%g"):format(self.dim, self.eps) end

-- nn.Dropout(p): zeroes elements with probability p in training, identity in eval
local Dropout = Module:extend("nn.Dropout")
function Dropout:init(p)
  p = p or 0.5
  if type(p) ~= "number" or p < 0 or p > 1 then
    error("nn.Dropout: p must be a number in [0, 1], got " .. tostring(p), 3)
  end
  self.p = p
end
function Dropout:forward(x)
  if self.p == 0 or not self.training then return x end
  return xa.dropout(x, self.p, true)
end
function Dropout:extra_repr() return ("p=%g"):format(self.p) end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.Linear", Linear, [[
nn.Linear(in, out [, {bias=true, dtype="float32", gain=1}]) -> module
y = x Wᵀ + b. weight (out, in) is xavier_uniform (times gain), bias (out) zeros (fairseq's
initialisation); bias = false leaves the bias out.]])
doc("nn.Linear:forward", Linear.forward, [[
linear:forward(x) -> y; also linear(x)
x (..., in) -> y (..., out) = x weightᵀ + bias, through the fused xattn.linear.]])
doc("nn.Embedding", Embedding, [[
nn.Embedding(V, D [, {padding_idx=1, dtype="float32"}]) -> module
A table of V vectors of size D looked up by 1-based ids. weight (V, D) ~ N(0, D^-1/2); the
row of padding_idx starts at zero, a pad id gives a zero vector and sends no gradient to its
row; padding_idx = false: no padding row.]])
doc("nn.Embedding:forward", Embedding.forward, [[
embedding:forward(ids) -> (ids.shape..., D); also embedding(ids)
ids: an int64 tensor of any shape holding ids in 1..V.]])
doc("nn.LayerNorm", LayerNorm, [[
nn.LayerNorm(D [, {eps=1e-5, affine=true, dtype="float32"}]) -> module
Normalises the last dimension (size D) to mean 0 and variance 1, then scales by weight (ones)
and shifts by bias (zeros); affine = false: no weight or bias.]])
doc("nn.LayerNorm:forward", LayerNorm.forward, [[
norm:forward(x) -> (x - mean) / sqrt(var + eps) * weight + bias over x's last dim (size D); also norm(x)]])
doc("nn.Dropout", Dropout, [[
nn.Dropout([p=0.5]) -> module
Zeroes each element with probability p and scales the others by 1 / (1 - p) in training;
the identity after m:eval().]])
doc("nn.Dropout:forward", Dropout.forward, "dropout:forward(x) -> x with dropout applied in training (x itself in eval); also dropout(x)")

return {Linear = Linear, Embedding = Embedding, LayerNorm = LayerNorm, Dropout = Dropout}
