-- xattn.nn.layers: the basic layers in one table (each lives beside its C op:
-- nn/linear.lua, nn/embedding.lua, nn/layer_norm.lua, nn/dropout.lua).
return {
  Linear = require "xattn.nn.linear",
  Embedding = require "xattn.nn.embedding",
  LayerNorm = require "xattn.nn.layer_norm",
  Dropout = require "xattn.nn.dropout",
}
