-- nn.Embedding: rows of a weight matrix by 1-based id, through the op of nn/embedding.c
-- (xattn.embedding). Initialisation follows fairseq: N(0, D^-1/2), the padding row zero.
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"
local Module, check_int, param = M.Module, M.check_int, M.param

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

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.Embedding", Embedding, [[
nn.Embedding(V, D [, {padding_idx=1, dtype="float32"}]) -> module
A table of V vectors of size D looked up by 1-based ids. weight (V, D) ~ N(0, D^-1/2); the
row of padding_idx starts at zero, a pad id gives a zero vector and sends no gradient to its
row; padding_idx = false: no padding row.]])
doc("nn.Embedding:forward", Embedding.forward, [[
embedding:forward(ids) -> (ids.shape..., D); also embedding(ids)
ids: an int64 tensor of any shape holding ids in 1..V.]])

return Embedding
