-- Scaled dot-product attention (Vaswani et al. 2017) as a cross-attention part: the
-- weights softmax(q kᵀ / sqrt(dh)) that every other family mixes with or replaces. Its
-- fused C op (attention/dot.c, xattn.dot_attention) serves nn.MultiheadAttention; as a
-- part, the Cross module computes the logits and ctx:alpha() memoises their softmax.
--
--   local attn = require "xattn.attention"
--   attn.dot()                        -- a part spec; attn.mix{attn.dot(), attn.gmm{}, ...}
--
-- This file returns function(attn), which registers the constructor in attn (as every
-- family's module does; see attention/mix.lua for part specs and ctx).
local xa = require "xattn"
local M = require "xattn.nn.module"
local Module = M.Module

return function(attn)
  local Dot = Module:extend("attn.Dot")
  function Dot:init() self.kind = "dot" end
  function Dot:weights(ctx) return ctx:alpha() end
  attn.Dot = Dot

  -- attn.dot() -> the part spec of plain attention (no options)
  function attn.dot(opts)
    if opts ~= nil and type(opts) ~= "table" then
      error("attention.dot: options must be a table", 2)
    end
    return {kind = "dot", opts = opts or {}, build = function() return Dot() end}
  end

  xa.document("attention.dot", attn.dot, "attention.dot() -> part spec: scaled dot-product attention, softmax(q kᵀ / sqrt(dh)) (the standard one)")
  xa.document("attention.Dot", Dot, "attention.Dot -- the part attention.dot() builds")
  xa.document("attention.Dot:weights", Dot.weights, "dot:weights(ctx) -> w (B,H,T,S) = ctx:alpha(), the softmax of the scaled logits")
end
