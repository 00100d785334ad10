-- xattn.nn: modules and the Transformer (see docs/nn.md).
--   local nn = require "xattn.nn"
--   local model = nn.Transformer{vocab = {src = 8000, tgt = 8000}, d = 256, heads = 4}
local xa = require "xattn"
local module = require "xattn.nn.module"
local layers = require "xattn.nn.layers"
local attention = require "xattn.nn.multihead"
local transformer = require "xattn.nn.transformer"
local cmlm = require "xattn.nn.cmlm"
local F = require "xattn.nn.functional"

local nn = {
  Module = module.Module,
  ModuleList = module.ModuleList,
  is_module = module.is_module,
  Linear = layers.Linear,
  Embedding = layers.Embedding,
  LayerNorm = layers.LayerNorm,
  Dropout = layers.Dropout,
  MultiheadAttention = attention.MultiheadAttention,
  Transformer = transformer.Transformer,
  TransformerEncoderLayer = transformer.EncoderLayer,
  TransformerDecoderLayer = transformer.DecoderLayer,
  CMLM = cmlm.CMLM,
  functional = F,
  sinusoidal_positions = F.sinusoidal_positions,
  causal_mask = F.causal_mask,
  init = {xavier_uniform_ = F.xavier_uniform_, normal_ = F.normal_, uniform_ = F.uniform_,
          constant_ = F.constant_},
}
xa.document("nn", nn, [[
xattn.nn -- layers, the Transformer and their building blocks (Torch's nn, fairseq's model)
  local model = xattn.nn.Transformer{vocab = {src = 8000, tgt = 8000}, d = 256, heads = 4}
  local lin = xattn.nn.Linear(4, 2); print(lin(xattn.randn(3, 4)))
Modules are tables of parameters and children (nn.Module); nn.functional holds the
stateless functions; nn.init the initialisers. See docs/nn.md.]])
xa.document("nn.init", nn.init, [[
xattn.nn.init -- in-place initialisers: xavier_uniform_(t [, gain]), normal_(t, mean, std),
uniform_(t, lo, hi), constant_(t, v) (the same functions as nn.functional's)]])
return nn
