-- nn.Dropout, through the op of nn/dropout.c (xattn.dropout).
local xa = require "xattn"
local M = require "xattn.nn.module"
local Module = M.Module

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
doc("nn.Dropout", Dropout, [[
nn.Dropout([p=0.5]) -> module
Zeroes each element with probability p and scales the others by 1 / (1 - p) in training;
the identity after m:eval().]])
doc("nn.Dropout:forward", Dropout.forward, "dropout:forward(x) -> x with dropout applied in training (x itself in eval); also dropout(x)")

return Dropout
