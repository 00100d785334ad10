-- nn.LayerNorm over the last dimension, through the op of nn/layer_norm.c
-- (xattn.layer_norm).
local xa = require "xattn"
local M = require "xattn.nn.module"
local Module, check_int, param = M.Module, M.check_int, M.param

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
-- layer_norm(res + dropout(x, p)) in one op: the end of a post-norm residual sublayer
function LayerNorm:residual(x, res, p)
  p = p or 0
  return xa.dropout_add_layer_norm(x, res, p, p > 0, self.weight, self.bias, self.eps)
end
function LayerNorm:extra_repr() return ("%d, eps=%g"):format(self.dim, self.eps) end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.LayerNorm", LayerNorm, [[
nn.LayerNorm(D [, {eps=1e-5, affine=true, dtype="float32"}]) -> module
Normalises the last dimension (size D) to mean 0 and variance 1, then scales by weight (ones)
and shifts by bias (zeros); affine = false: no weight or bias.]])
doc("nn.LayerNorm:forward", LayerNorm.forward, [[
norm:forward(x) -> (x - mean) / sqrt(var + eps) * weight + bias over x's last dim (size D); also norm(x)]])
doc("nn.LayerNorm:residual", LayerNorm.residual, [[
norm:residual(x, res [, p=0]) -> norm(res + dropout(x, p)) in one op (xattn.dropout_add_layer_norm):
the end of a post-norm residual sublayer, x its output and res its input. p > 0 draws a
dropout mask (training); the result is that of the three steps composed.]])

return LayerNorm
