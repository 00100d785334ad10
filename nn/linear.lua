-- nn.Linear: y = x · Wᵀ + b through the fused op of nn/linear.c (xattn.linear).
-- Initialisation follows fairseq (see docs/nn.md): xavier_uniform weight, zero bias.
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"
local Module, check_int, param = M.Module, M.check_int, M.param

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
-- relu(linear(x)) in one op (xattn.linear_relu): the Transformer's FFN
function Linear:forward_relu(x) return F.linear_relu(x, self.weight, self.bias) end
function Linear:extra_repr()
  return ("%d -> %d%s"):format(self.in_features, self.out_features, self.bias and "" or ", no bias")
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.Linear", Linear, [[
nn.Linear(in, out [, {bias=true, dtype="float32", gain=1}]) -> module
y = x Wᵀ + b. weight (out, in) is xavier_uniform (times gain), bias (out) zeros (fairseq's
initialisation); bias = false leaves the bias out.]])
doc("nn.Linear:forward", Linear.forward, [[
linear:forward(x) -> y; also linear(x)
x (..., in) -> y (..., out) = x weightᵀ + bias, through the fused xattn.linear.]])
doc("nn.Linear:forward_relu", Linear.forward_relu, [[
linear:forward_relu(x) -> relu(linear(x))
In one op on the CPU (xattn.linear_relu: the ReLU applied in place to the product, and its
gradient taken in the pass that sums the bias gradient; the composition's bits); the
composition on other devices. The Transformer's feed-forward blocks use it.]])

return Linear
