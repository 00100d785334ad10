-- The encoder-decoder Transformer (Vaswani et al. 2017) with fairseq's conventions:
-- embeddings scaled by sqrt(D) plus sinusoidal positions, post-norm ("post", the paper)
-- or pre-norm ("pre", with a final LayerNorm on encoder and decoder), shared or separate
-- embeddings, output projection tied to the decoder embedding or not, and a pluggable
-- cross-attention per decoder layer.
--
-- Parameter names (named_parameters):
--   encoder.embed.weight, encoder.layers.<i>.{self_attn.{q,k,v,out}, self_attn_norm, fc1,
--   fc2, ffn_norm}.{weight,bias}, encoder.norm.* (pre-norm only),
--   decoder.embed.weight (absent when shared), decoder.layers.<i>.{self_attn, self_attn_norm,
--   cross, cross_norm, fc1, fc2, ffn_norm}.*, decoder.norm.* (pre-norm only),
--   decoder.out_proj.weight (untied output only).
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"
local linear = xa.linear
local L = require "xattn.nn.layers"
local A = require "xattn.nn.multihead"
local Module, ModuleList = M.Module, M.ModuleList
local Linear, Embedding, LayerNorm = L.Linear, L.Embedding, L.LayerNorm
local MHA = A.MultiheadAttention

local PAD = 1

local function dropout(m, x, p)
  if p > 0 and m.training then return xa.dropout(x, p, true) end
  return x
end

-- the end of a sublayer of layer m: r + dropout(y), then, post-norm, the sublayer's
-- LayerNorm; an nn.LayerNorm does the three in one op (nn.LayerNorm:residual)
local function residual(m, norm, r, y)
  if m.pre then return r + dropout(m, y, m.p) end
  if norm.residual then return norm:residual(y, r, m.training and m.p or 0) end
  return norm(r + dropout(m, y, m.p))
end

-- wraps a cross-attention object that is not an nn.Module, so that its parameters are
-- listed (named "cross.1", "cross.2", ...) and it sees train()/eval() as .training
local Wrapped = Module:extend("nn.WrappedAttention")
function Wrapped:init(obj)
  rawset(self, "obj", obj)
  for i, p in ipairs(obj:parameters()) do self[tostring(i)] = p end
end
function Wrapped:forward(q_in, kv_in, opts)
  local obj = rawget(self, "obj")
  obj.training = self.training
  return obj:forward(q_in, kv_in, opts)
end
function Wrapped:reorder_state(state, idx)
  local obj = rawget(self, "obj")
  if obj.reorder_state then return obj:reorder_state(state, idx) end
  M.reorder_tensors(state, idx)
end

-- every tensor in a (nested) table, rows idx of dim 1
local function reorder_tensors(st, idx)
  for k, v in pairs(st) do
    if xa.is_tensor(v) then st[k] = v:index_select(1, idx)
    elseif type(v) == "table" and not M.is_module(v) then reorder_tensors(v, idx) end
  end
end
M.reorder_tensors = reorder_tensors

-- one encoder layer: self-attention and a feed-forward block, each in a residual
local EncoderLayer = Module:extend("nn.TransformerEncoderLayer")
function EncoderLayer:init(c)
  self.pre = c.norm == "pre"
  self.p, self.p_relu = c.dropout, c.relu_dropout
  self.self_attn = MHA{d = c.d, heads = c.heads, dropout = c.attn_dropout, kind = "self"}
  self.self_attn_norm = LayerNorm(c.d)
  self.fc1 = Linear(c.d, c.ffn)
  self.fc2 = Linear(c.ffn, c.d)
  self.ffn_norm = LayerNorm(c.d)
end

function EncoderLayer:_ffn(x)
  return self.fc2(dropout(self, self.fc1:forward_relu(x), self.p_relu))
end

-- forward(x (B,S,D), pad (B,S) bool, causal [, state]) -> (B,S,D); with state (a causal
-- encoder read incrementally), x holds the new positions and pad covers all cached keys
function EncoderLayer:forward(x, pad, causal, state)
  local r = x
  if self.pre then x = self.self_attn_norm(x) end
  x = residual(self, self.self_attn_norm, r, self.self_attn(x, x, {key_padding = pad, causal = causal, state = state}))
  r = x
  if self.pre then x = self.ffn_norm(x) end
  return residual(self, self.ffn_norm, r, self:_ffn(x))
end

-- one decoder layer: self-attention (causal unless decoder = "bidirectional", the
-- non-autoregressive decoder of nn.CMLM), cross-attention, feed-forward
local DecoderLayer = Module:extend("nn.TransformerDecoderLayer")
function DecoderLayer:init(c, cross)
  self.pre = c.norm == "pre"
  self.causal = c.decoder ~= "bidirectional"
  self.p, self.p_relu = c.dropout, c.relu_dropout
  self.self_attn = MHA{d = c.d, heads = c.heads, dropout = c.attn_dropout, kind = "self"}
  self.self_attn_norm = LayerNorm(c.d)
  if not M.is_module(cross) then cross = Wrapped(cross) end
  self.cross = cross
  self.cross_norm = LayerNorm(c.d)
  self.fc1 = Linear(c.d, c.ffn)
  self.fc2 = Linear(c.ffn, c.d)
  self.ffn_norm = LayerNorm(c.d)
end
DecoderLayer._ffn = EncoderLayer._ffn

-- decoding's fast path (forward's arithmetic with fewer Lua steps; MHA:step): one new
-- position with a state, not training, no gradient recorded (the keys and values then go
-- into the state's buffers), no weights, no visible limit, no target padding,
-- a plain dot-product cross-attention whose keys, values and padding mask an earlier step
-- has cached; nil when it does not apply
local function fast_step(self, x, enc, state)
  local cs, ss = state.cross, state.self
  if not cs.k or cs.mask_of ~= enc.pad or cs.mask_of == nil then return nil end
  local r = x
  if self.pre then x = self.self_attn_norm(x) end
  x = residual(self, self.self_attn_norm, r, self.self_attn:step(x, ss, nil))
  r = x
  if self.pre then x = self.cross_norm(x) end
  x = residual(self, self.cross_norm, r, self.cross:step(x, cs, cs.mask or nil))
  r = x
  if self.pre then x = self.ffn_norm(x) end
  -- the FFN's products called directly (Linear's forward checks x's layout: C calls)
  local f1, f2 = self.fc1, self.fc2
  return residual(self, self.ffn_norm, r, linear(xa.linear_relu(x, f1.weight, f1.bias), f2.weight, f2.bias))
end

-- fast_step in one C call (xattn.decoder_layer_step: the ops above in their order, so the
-- same bits, without the Lua between them). fused_ok: whether a layer's step can be that
-- call (its source's keys and values cached, its norms nn.LayerNorms, on the CPU).
local function fused_ok(self, enc, state)
  local cs = state.cross
  if not cs.k or cs.mask_of ~= enc.pad or cs.mask_of == nil then return false end
  -- on the CPU only, where it is measured faster: on an H200 one sitting's runs were
  -- slower with it (0.69-0.74 against 0.59-0.60 ms) and later ones as fast or faster, a
  -- lent host's spread (docs/gpu.md); the device keeps the ops from Lua until a profile
  -- there settles it
  if cs.k.device ~= "cpu" then return false end
  return getmetatable(self.self_attn_norm) == LayerNorm and getmetatable(self.cross_norm) == LayerNorm
     and getmetatable(self.ffn_norm) == LayerNorm
end

-- each layer's parameters read once (xattn.decoder_layer_params) with the values they were
-- read from: kept while every one is still the layer's (a weight replaced, a norm's eps
-- or the attention's scaling changed, a new table is read). Weak keys: the layer's
-- lifetime; kept outside the layer so that its fields stay its modules and parameters.
local step_params = setmetatable({}, {__mode = "k"})

local function params_of(self)
  local n1, n2, n3 = self.self_attn_norm, self.cross_norm, self.ffn_norm
  local sa, ca, f1, f2 = self.self_attn, self.cross, self.fc1, self.fc2
  local sq, sk, sv, so, cq, co = sa.q, sa.k, sa.v, sa.out, ca.q, ca.out
  local c = step_params[self]
  if not (c and c.q == sq.weight and c.q_bias == (sq.bias or false) and c.k == sk.weight
          and c.k_bias == (sk.bias or false) and c.v == sv.weight and c.v_bias == (sv.bias or false)
          and c.out == so.weight and c.out_bias == (so.bias or false) and c.cross_q == cq.weight
          and c.cross_q_bias == (cq.bias or false) and c.cross_out == co.weight
          and c.cross_out_bias == (co.bias or false) and c.fc1 == f1.weight
          and c.fc1_bias == (f1.bias or false) and c.fc2 == f2.weight and c.fc2_bias == (f2.bias or false)
          and c.norm1 == (n1.weight or false) and c.norm1_bias == (n1.bias or false)
          and c.norm2 == (n2.weight or false) and c.norm2_bias == (n2.bias or false)
          and c.norm3 == (n3.weight or false) and c.norm3_bias == (n3.bias or false)
          and c.eps1 == n1.eps and c.eps2 == n2.eps and c.eps3 == n3.eps and c.heads == sa.heads
          and c.scale == sa.scaling and c.cross_scale == ca.scaling and c.pre == self.pre) then
    c = {q = sq.weight, q_bias = sq.bias or false, k = sk.weight, k_bias = sk.bias or false,
         v = sv.weight, v_bias = sv.bias or false, out = so.weight, out_bias = so.bias or false,
         cross_q = cq.weight, cross_q_bias = cq.bias or false, cross_out = co.weight,
         cross_out_bias = co.bias or false, fc1 = f1.weight, fc1_bias = f1.bias or false,
         fc2 = f2.weight, fc2_bias = f2.bias or false, norm1 = n1.weight or false,
         norm1_bias = n1.bias or false, norm2 = n2.weight or false, norm2_bias = n2.bias or false,
         norm3 = n3.weight or false, norm3_bias = n3.bias or false, eps1 = n1.eps, eps2 = n2.eps,
         eps3 = n3.eps, heads = sa.heads, scale = sa.scaling, cross_scale = ca.scaling,
         pre = self.pre}
    c.params = xa.decoder_layer_params(c)
    step_params[self] = c
  end
  return c.params
end

local function fused_call(self, x, enc, state)
  local cs, ss = state.cross, state.self
  local kb, vb = MHA._step_buffers(ss)
  local y, k, v, nkb, nvb = xa.decoder_layer_step(x, params_of(self), ss.k, ss.v, kb, vb, cs.k, cs.v,
                                                  cs.mask or nil)
  MHA._set_step_state(ss, k, v, nkb, nvb)
  return y
end

-- the layer's step: the C call when fused_ok, else fast_step; nil when neither applies.
-- DecoderLayer.fused_step = false (the class's, or a layer's own) keeps fast_step: the
-- tests compare the two.
local function fused_step(self, x, enc, state)
  if not fused_ok(self, enc, state) then return fast_step(self, x, enc, state) end
  return fused_call(self, x, enc, state)
end
DecoderLayer.fused_step = true

-- forward(x (B,T,D), enc {out, pad}, state | nil, need_weights, visible, shared [, self_pad])
--   -> (B,T,D), cross weights (B,H,T,S), the cross-attention's parts (a table) or nil;
-- shared: one table per decoder forward, seen by every layer's cross-attention; self_pad
-- (B,T) bool: padded target positions, hidden from the self-attention (a bidirectional
-- decoder needs it; a causal one's padding comes after every real position)
function DecoderLayer:forward(x, enc, state, need_weights, visible, shared, self_pad)
  if state and not self.training and not need_weights and visible == nil and self_pad == nil
     and self.causal and getmetatable(self.cross) == MHA and not xa.is_grad_enabled() and x:size(2) == 1 then
    local y = (self.fused_step and fused_step or fast_step)(self, x, enc, state)
    if y then return y end
  end
  local r = x
  if self.pre then x = self.self_attn_norm(x) end
  x = residual(self, self.self_attn_norm, r, self.self_attn(x, x, {causal = self.causal, key_padding = self_pad,
                                                                   state = state and state.self}))
  r = x
  if self.pre then x = self.cross_norm(x) end
  local a, w, parts = self.cross(x, enc.out, {key_padding = enc.pad, state = state and state.cross,
                                              need_weights = need_weights, visible = visible,
                                              shared = shared})
  x = residual(self, self.cross_norm, r, a)
  r = x
  if self.pre then x = self.ffn_norm(x) end
  return residual(self, self.ffn_norm, r, self:_ffn(x)), w, parts
end

-- same_source: every row idx[r] has row r's source (beam search within each sentence's
-- beam), so a plain dot-product cross-attention's cache (the source's keys, values and
-- padding mask) is kept as it is instead of copied; a cross-attention of another kind may
-- keep state of its own hypothesis (GMA's reads, an alignment position) and is reordered
function DecoderLayer:reorder_state(state, idx, same_source)
  self.self_attn:reorder_state(state.self, idx)
  if same_source and getmetatable(self.cross) == MHA then return end
  if self.cross.reorder_state then self.cross:reorder_state(state.cross, idx)
  else reorder_tensors(state.cross, idx) end
end

local Encoder = Module:extend("nn.TransformerEncoder")
local Decoder = Module:extend("nn.TransformerDecoder")

local Transformer = Module:extend("nn.Transformer")

local DEFAULTS = {d = 256, heads = 4, ffn = 1024, dropout = 0.1, attn_dropout = 0,
                  relu_dropout = 0, norm = "post", share_embeddings = false, tie_output = true,
                  encoder = "bidirectional", decoder = "unidirectional", cross_layers = "all",
                  max_positions = 1024, latent = false}

local function check_cfg(c)
  local function bad(msg) error("nn.Transformer: " .. msg, 4) end
  if type(c.vocab) ~= "table" or math.type(c.vocab.src) ~= "integer" or math.type(c.vocab.tgt) ~= "integer"
     or c.vocab.src < 5 or c.vocab.tgt < 5 then
    bad("vocab must be {src = V, tgt = V} with integers >= 5 (4 special ids), got "
        .. (type(c.vocab) == "table" and ("{src = %s, tgt = %s}"):format(tostring(c.vocab.src), tostring(c.vocab.tgt)) or tostring(c.vocab)))
  end
  for _, k in ipairs{"d", "heads", "ffn", "max_positions"} do
    if math.type(c[k]) ~= "integer" or c[k] < 1 then bad(k .. " must be a positive integer, got " .. tostring(c[k])) end
  end
  if c.d % c.heads ~= 0 then bad(("d = %d is not divisible by heads = %d"):format(c.d, c.heads)) end
  if type(c.layers) ~= "table" or math.type(c.layers.enc) ~= "integer" or math.type(c.layers.dec) ~= "integer"
     or c.layers.enc < 0 or c.layers.dec < 1 then
    bad("layers must be {enc = n >= 0, dec = n >= 1}")
  end
  for _, k in ipairs{"dropout", "attn_dropout", "relu_dropout"} do
    if type(c[k]) ~= "number" or c[k] < 0 or c[k] > 1 then bad(k .. " must be in [0, 1], got " .. tostring(c[k])) end
  end
  if c.norm ~= "post" and c.norm ~= "pre" then bad("norm must be 'post' or 'pre', got " .. tostring(c.norm)) end
  if c.encoder ~= "bidirectional" and c.encoder ~= "unidirectional" then
    bad("encoder must be 'bidirectional' or 'unidirectional', got " .. tostring(c.encoder))
  end
  if c.decoder ~= "unidirectional" and c.decoder ~= "bidirectional" then
    bad("decoder must be 'unidirectional' or 'bidirectional', got " .. tostring(c.decoder))
  end
  if c.share_embeddings and c.vocab.src ~= c.vocab.tgt then
    bad(("share_embeddings needs one vocabulary, got src %d and tgt %d"):format(c.vocab.src, c.vocab.tgt))
  end
  if c.cross ~= nil and type(c.cross) ~= "function" and not (type(c.cross) == "table" and getmetatable(c.cross) and getmetatable(c.cross).__call) then
    bad("cross must be an attention mix (xattn.attention.mix{...}), a part spec or a function(layer_index, d, heads, dropout) -> attention object")
  end
  if c.cross_layers ~= "all" and type(c.cross_layers) ~= "table" then
    bad("cross_layers must be 'all' or a list of decoder layer indices")
  end
end

-- nn.Transformer{vocab={src=,tgt=}, d=256, heads=4, ffn=1024, layers={enc=3, dec=3},
--   dropout=0.1, attn_dropout=0, relu_dropout=0, norm="post"|"pre", share_embeddings=false,
--   tie_output=true, encoder="bidirectional"|"unidirectional", decoder="unidirectional"|
--   "bidirectional", cross=nil, cross_layers="all", max_positions=1024,
--   latent=false | {K=6, renorm=false}}
local check_gma_layers
-- the GMA part of a decoder layer's cross-attention, and whether GMA alone decides its
-- weights (the part by itself, or mixed with gate "second": dot only for analysis)
local function gma_part(cross)
  local parts = rawget(cross, "parts") or {}
  for i, p in ipairs(parts) do
    if p.kind == "gma" then
      -- allow_bidirectional builds a model for full-sentence decoding only: nothing streams
      return p, #parts == 1 or (cross.gate_kind == "second" and i == 2) or p.allow_bidirectional == true
    end
  end
end

-- A GMA model streams the source: at inference a layer sees only the g(i) tokens read so
-- far. Dot attention anywhere in its decoder (a layer left out of cross_layers, or mixed
-- into GMA by a gate) would see the whole source in training and only the prefix in
-- streaming, so that model would be trained for a different input than it is run on.
check_gma_layers = function(layers)
  local first
  for i, l in ipairs(layers) do
    local _, alone = gma_part(l.cross)
    if alone ~= nil then first = first or i end
    if alone == false then
      error(("nn.Transformer: decoder layer %d mixes GMA with another attention (gate %s): in training "
        .. "that part sees the whole source, in streaming only what was read; use GMA alone (its default "
        .. "gate \"second\")"):format(i, tostring(l.cross.gate_kind)), 4)
    end
  end
  if not first then return end
  for i, l in ipairs(layers) do
    if gma_part(l.cross) == nil then
      error(("nn.Transformer: decoder layer %d has no GMA cross-attention while layer %d has: its attention "
        .. "would see the whole source in training and only what was read in streaming; give GMA to every "
        .. "decoder layer (cross_layers = \"all\")"):format(i, first), 4)
    end
  end
end

function Transformer:init(cfg)
  cfg = cfg or {}
  local c = {}
  for k, v in pairs(DEFAULTS) do c[k] = v end
  c.layers = {enc = 3, dec = 3}
  for k, v in pairs(cfg) do
    if DEFAULTS[k] == nil and k ~= "vocab" and k ~= "layers" and k ~= "cross" then
      local known = {"vocab", "layers", "cross"}
      for name in pairs(DEFAULTS) do known[#known + 1] = name end
      table.sort(known)
      local hint = (k == "enc_layers" or k == "dec_layers") and " (layers = {enc = N, dec = N})" or ""
      error(("nn.Transformer: unknown option '%s'%s; the options are %s"):format(tostring(k), hint,
        table.concat(known, ", ")), 3)
    end
    c[k] = v
  end
  if type(c.cross) == "table" then c.cross = require("xattn.attention").factory(c.cross) end
  check_cfg(c)
  self.cfg = c
  self.d = c.d
  self.embed_scale = math.sqrt(c.d)

  local pos = F.sinusoidal_positions(c.max_positions, c.d)

  local enc = Encoder()
  enc.embed = Embedding(c.vocab.src, c.d, {padding_idx = PAD})
  enc.layers = ModuleList()
  for _ = 1, c.layers.enc do enc.layers:append(EncoderLayer(c)) end
  if c.norm == "pre" then enc.norm = LayerNorm(c.d) end
  enc._pos = pos
  self.encoder = enc

  local chosen = {}
  if c.cross_layers == "all" then
    for i = 1, c.layers.dec do chosen[i] = true end
  else
    for _, i in ipairs(c.cross_layers) do
      if math.type(i) ~= "integer" or i < 1 or i > c.layers.dec then
        error(("nn.Transformer: cross_layers holds %s, not a decoder layer in 1..%d"):format(tostring(i), c.layers.dec), 3)
      end
      chosen[i] = true
    end
  end
  local dec = Decoder()
  dec.embed = c.share_embeddings and enc.embed or Embedding(c.vocab.tgt, c.d, {padding_idx = PAD})
  dec.layers = ModuleList()
  for i = 1, c.layers.dec do
    local cross
    if c.cross and chosen[i] then cross = c.cross(i, c.d, c.heads, c.attn_dropout) end
    if cross == nil then cross = MHA{d = c.d, heads = c.heads, dropout = c.attn_dropout, kind = "cross"} end
    if type(cross) ~= "table" or type(cross.forward) ~= "function" or type(cross.parameters) ~= "function" then
      error(("nn.Transformer: cross(%d, ...) must return an object with forward and parameters methods"):format(i), 3)
    end
    -- GMA streams the source: its paper's system has a causal encoder, and a bidirectional
    -- one could only decode full sentences (the simulator refuses it), so say so now, not
    -- after training, unless the part was built with allow_bidirectional = true
    if c.encoder ~= "unidirectional" then
      for _, p in ipairs(rawget(cross, "parts") or {}) do
        if p.kind == "gma" and not p.allow_bidirectional then
          error(("nn.Transformer: GMA cross-attention (decoder layer %d) needs encoder = \"unidirectional\" "
            .. "(config model.encoder), got encoder = \"%s\": GMA is a simultaneous-translation policy and "
            .. "its paper's encoder is causal; attn.gma{allow_bidirectional = true} (config model.cross = "
            .. "{\"family\": \"gma\", \"allow_bidirectional\": true}) builds it anyway, for full-sentence "
            .. "decoding only"):format(i, tostring(c.encoder)), 3)
        end
      end
    end
    dec.layers:append(DecoderLayer(c, cross))
  end
  check_gma_layers(dec.layers)
  if c.norm == "pre" then dec.norm = LayerNorm(c.d) end
  if not c.tie_output then
    dec.out_proj = Linear(c.d, c.vocab.tgt, {bias = false})
    F.normal_(dec.out_proj.weight, 0, c.d ^ -0.5)
  end
  dec._pos = pos
  self.decoder = dec
  -- latent = {K = 6, renorm = false}: the zero-order latent alignment output layer
  -- (attention/latent.lua); false (default) for the ordinary softmax
  local lat = require("xattn.attention.latent")
  local lo = lat.options(c.latent, "nn.Transformer: latent")
  if lo then self.latent = lat.Latent(c.d, lo) end
end

-- the position table recomputed in the new dtype (a float32 table converted to float64
-- would carry float32 rounding)
function Transformer:_on_to(dtype)
  local pos = F.sinusoidal_positions(self.cfg.max_positions, self.d, {dtype = dtype})
  local old = rawget(self.encoder, "_pos")
  if old then pos = pos:to(old.device) end -- on the model's device
  self.encoder._pos, self.decoder._pos = pos, pos
end

function Transformer:extra_repr()
  local c = self.cfg
  return ("vocab %d/%d, d=%d, heads=%d, ffn=%d, layers %d+%d, %s-norm%s%s"):format(
    c.vocab.src, c.vocab.tgt, c.d, c.heads, c.ffn, c.layers.enc, c.layers.dec, c.norm,
    c.share_embeddings and ", shared embeddings" or "", c.tie_output and ", tied output" or "")
end

local function check_ids(fn, what, t)
  if not xa.is_tensor(t) or t:dtype() ~= "int64" or t:dim() ~= 2 then
    error(("%s: %s must be an int64 (B, L) tensor, got %s"):format(fn, what,
      xa.is_tensor(t) and (t:dtype() .. " (" .. table.concat(t:shape(), ",") .. ")") or type(t)), 3)
  end
end

-- embed ids (B, L) at positions start .. start + L - 1 (0-based)
function Transformer:_embed(embed, pos, ids, start)
  local L = ids:size(2)
  if start + L > pos:size(1) then
    error(("nn.Transformer: position %d exceeds max_positions = %d"):format(start + L, pos:size(1)), 3)
  end
  local pl = pos:narrow(1, start + 1, L)
  if embed.forward == Embedding.forward and embed.weight.device == "cpu" then
    -- the five ops in one (xattn.embed_front: the same values and dropout mask)
    return xa.embed_front(embed.weight, ids, self.embed_scale, pl,
                          {padding_idx = embed.padding_idx or false, p = self.cfg.dropout,
                           train = self.training})
  end
  local x = embed(ids) * self.embed_scale + pl
  return dropout(self, x, self.cfg.dropout)
end

-- encode(src (B,S) int64 [, src_pad (B,S) bool]) -> {out = (B,S,D), pad = (B,S) bool}
function Transformer:encode(src, src_pad)
  check_ids("encode", "src", src)
  local pad = src_pad or src:eq(PAD)
  local enc = self.encoder
  local x = self:_embed(enc.embed, enc._pos, src, 0)
  local causal = self.cfg.encoder == "unidirectional"
  for _, layer in ipairs(enc.layers) do x = layer(x, pad, causal) end
  if enc.norm then x = enc.norm(x) end
  return {out = x, pad = pad}
end

-- encode_step(new_src (B,n) int64, enc_state) -> enc {out = (B,S,D), pad = (B,S) bool} of
-- the whole prefix read so far (S = all tokens given so far). Only for encoder =
-- "unidirectional": each layer's self-attention keys/values are cached in enc_state ({} at
-- the first call, updated in place), so n new tokens cost n encoder positions, and the
-- result equals encode() of the prefix. Runs without recording gradients.
function Transformer:encode_step(new_src, enc_state)
  check_ids("encode_step", "new_src", new_src)
  if self.cfg.encoder ~= "unidirectional" then
    error("encode_step: the model's encoder is " .. self.cfg.encoder .. "; incremental encoding needs encoder = \"unidirectional\"", 2)
  end
  if type(enc_state) ~= "table" then error("encode_step: enc_state must be a table ({} at the first call)", 2) end
  local B, n = new_src:size(1), new_src:size(2)
  if enc_state.out and enc_state.out:size(1) ~= B then
    error(("encode_step: new_src has %d rows but the encoder state %d"):format(B, enc_state.out:size(1)), 2)
  end
  return xa.no_grad(function()
    local enc = self.encoder
    local start = enc_state.pos or 0
    if n > 0 then
      local pad = new_src:eq(PAD)
      if enc_state.pad then pad = xa.cat({enc_state.pad, pad}, 2) end
      local x = self:_embed(enc.embed, enc._pos, new_src, start)
      enc_state.layers = enc_state.layers or {}
      for i, layer in ipairs(enc.layers) do
        enc_state.layers[i] = enc_state.layers[i] or {}
        x = layer(x, pad, true, enc_state.layers[i])
      end
      if enc.norm then x = enc.norm(x) end
      enc_state.out = enc_state.out and xa.cat({enc_state.out, x}, 2) or x
      enc_state.pad, enc_state.pos = pad, start + n
    elseif not enc_state.out then
      local w = enc.embed.weight
      enc_state.out = xa.zeros(B, 0, self.d, {dtype = w:dtype(), device = w.device})
      enc_state.pad = xa.zeros(B, 0, {dtype = "bool", device = w.device})
      enc_state.pos = 0
    end
    return {out = enc_state.out, pad = enc_state.pad}
  end)
end

-- source_changed(state): the encoder output given to decode_step grew or changed; drops
-- the cross-attention caches (keys, values, lengths), recomputed at the next step. The
-- parts' own state (e.g. an alignment position) is kept.
function Transformer:source_changed(state)
  for _, ls in ipairs(state and state.layers or {}) do
    local c = ls.cross
    if c then c.k, c.v, c.lengths = nil, nil, nil end
  end
end

-- decoder: tgt ids (B,T) -> logits (B,T,V) [, weights, parts]; with state, continues
-- from state.pos; visible (T) or (B,T) int64 limits each target position's source prefix.
-- With latent on, the "logits" are log p (B,T,V) of the latent model (no gradient), and
-- latent_pieces = true returns the output layer's inputs {h, s, e, a, W} instead.
function Transformer:_decode(enc, tgt, state, need_weights, visible, latent_pieces)
  local x, weights, parts, align = self:_decoder_states(enc, tgt, state, need_weights, visible)
  local dec = self.decoder
  if self.latent then -- a = the last layer's weights averaged over heads; emb unscaled (latent.lua)
    local pieces = {h = enc.out, s = x, e = dec.embed(tgt), a = align:mean(2),
                    W = dec.out_proj and dec.out_proj.weight or dec.embed.weight}
    if latent_pieces then return pieces, weights, parts end
    return self.latent:logprobs(pieces), weights, parts
  end
  local logits
  if dec.out_proj then logits = dec.out_proj(x)
  else logits = F.linear(x, dec.embed.weight) end
  return logits, weights, parts
end

-- the output projection's weight (V, D): the untied projection or the target embedding
function Transformer:output_weight()
  local dec = self.decoder
  return dec.out_proj and dec.out_proj.weight or dec.embed.weight
end

-- the decoder's final states (B,T,D) before the output projection [, weights, parts,
-- the last layer's cross weights]; arguments as _decode
function Transformer:_decoder_states(enc, tgt, state, need_weights, visible)
  local dec = self.decoder
  local start = state and state.pos or 0
  local x = self:_embed(dec.embed, dec._pos, tgt, start)
  local weights = need_weights and {} or nil
  local parts = need_weights and {} or nil
  local shared = {}
  if state and not state.layers then
    state.layers = {}
    for i = 1, #dec.layers do state.layers[i] = {self = {}, cross = {}} end
  end
  local lat, align = self.latent, nil
  for i, layer in ipairs(dec.layers) do
    local w, p
    x, w, p = layer(x, enc, state and state.layers[i], need_weights or (lat and i == #dec.layers), visible, shared)
    if weights then weights[i] = w; parts[i] = p or {dot = w} end
    align = w
  end
  if dec.norm then x = dec.norm(x) end
  if state then state.pos = start + tgt:size(2) end
  return x, weights, parts, align
end

-- forward(src (B,S), tgt_in (B,T) [, {need_weights=false, src_pad=nil, visible=nil}])
-- -> logits (B,T,V) [, list of per-layer cross-attention weights (B,H,T,S), list of
-- per-layer parts tables ({dot = w} for plain attention; a mix gives each part's weights,
-- gate (B,H,T,1) and e.g. GMM centres)]; visible (T) or (B,T) int64: target position t
-- sees source tokens 1 .. visible[t] (wait-k training)
function Transformer:forward(src, tgt_in, opts)
  check_ids("forward", "src", src)
  check_ids("forward", "tgt_in", tgt_in)
  if src:size(1) ~= tgt_in:size(1) then
    error(("forward: src (%s) and tgt_in (%s) have different batch sizes")
      :format(table.concat(src:shape(), ","), table.concat(tgt_in:shape(), ",")), 2)
  end
  local need = opts and opts.need_weights
  local enc = self:encode(src, opts and opts.src_pad)
  return self:_decode(enc, tgt_in, nil, need, opts and opts.visible)
end

-- loss(batch {src, tgt_in, tgt_out [, src_pad, ntokens]} [, {label_smoothing=0.1}])
-- -> loss (0-dim, summed over non-pad target tokens), nll_sum (number), ntokens (integer)
function Transformer:loss(batch, opts)
  opts = opts or {}
  if self.latent then return self.latent:loss(self, batch, opts) end -- no label smoothing
  local eps = opts.label_smoothing
  if eps == nil then eps = 0.1 end
  check_ids("loss", "batch.src", batch.src)
  check_ids("loss", "batch.tgt_in", batch.tgt_in)
  local B, T = batch.tgt_in:size(1), batch.tgt_in:size(2)
  local tgt = batch.tgt_out
  if not xa.is_tensor(tgt) or tgt:dtype() ~= "int64" or tgt:dim() ~= 2 or tgt:size(1) ~= B or tgt:size(2) ~= T then
    error(("loss: tgt_out must be an int64 (%d, %d) tensor like tgt_in"):format(B, T), 2)
  end
  if batch.src:size(1) ~= B then
    error(("loss: src (%s) and tgt_in (%s) have different batch sizes")
      :format(table.concat(batch.src:shape(), ","), table.concat(batch.tgt_in:shape(), ",")), 2)
  end
  -- the output projection and the loss in one op: the (B*T, V) logits are never stored
  local enc = self:encode(batch.src, batch.src_pad)
  local x = self:_decoder_states(enc, batch.tgt_in, nil, nil, opts.visible or batch.visible)
  local loss, nll, cnt = F.linear_cross_entropy(x, self:output_weight(), nil, tgt,
                                                {label_smoothing = eps, ignore_index = PAD, reduction = "sum"})
  local ntokens = batch.ntokens or cnt
  if xa.is_tensor(nll) then nll = nll:item() end
  return loss, nll, ntokens
end

-- log p (B, V) of the next token from the decoder's final states x (B, D): the output
-- projection and log-softmax in one op (xattn.linear_log_softmax) when the projection is
-- the target embedding or a plain nn.Linear, else the projection's forward and log_softmax.
-- Both decode_step paths end here, so they give the same bits.
local function next_logprobs(self, x)
  local op = self.decoder.out_proj
  if not op then return xa.linear_log_softmax(x, self.decoder.embed.weight) end
  if getmetatable(op) == Linear and not rawget(op, "forward") then
    return xa.linear_log_softmax(x, op.weight, op.bias)
  end
  return op(x):log_softmax(2)
end

-- the decoder's output layer as xattn.decoder_layers_step's head (the final norm, the
-- projection and log-softmax in the layers' call: the same ops, so the same bits as
-- next_logprobs), or nil where next_logprobs would not take linear_log_softmax or the final
-- norm is not a plain nn.LayerNorm of the model's width. One table a model, read again when
-- any of its tensors or the eps is no longer the one it was read from (weak keys).
local step_heads = setmetatable({}, {__mode = "k"})
local function head_of(self)
  local dec = self.decoder
  local op, n = dec.out_proj, dec.norm
  local w, b
  if not op then w, b = dec.embed.weight, false
  elseif getmetatable(op) == Linear and not rawget(op, "forward") then w, b = op.weight, op.bias or false
  else return nil end
  if n and (getmetatable(n) ~= LayerNorm or rawget(n, "forward") or n.dim ~= self.d) then return nil end
  local nw, nb, eps = n and n.weight or false, n and n.bias or false, n and n.eps or 1e-5
  local h = step_heads[self]
  if not (h and h.weight == w and h.bias == b and h.norm == (n ~= nil) and h.norm_weight == nw
          and h.norm_bias == nb and h.eps == eps) then
    h = {weight = w, bias = b, norm = n ~= nil, norm_weight = nw, norm_bias = nb, eps = eps}
    step_heads[self] = h
  end
  return h
end

-- the decoder's input layer as xattn.decoder_layers_step's embed (embed_front's ops in the
-- layers' call: the same bits as _embed), or nil where _embed would not take embed_front.
-- One entry a model: the table passed (its position set each step), the positions' rows,
-- and what it was read from (read again when any of those is no longer the model's).
local step_embeds = setmetatable({}, {__mode = "k"})
local function embed_of(self)
  local dec = self.decoder
  local embed, pos = dec.embed, dec._pos
  if embed.forward ~= Embedding.forward then return nil end
  local w, pad, scale = embed.weight, embed.padding_idx or false, self.embed_scale
  local e = step_embeds[self]
  if not (e and e.t.weight == w and e.t.positions == pos and e.t.padding_idx == pad
          and e.t.scale == scale) then
    if w.device ~= "cpu" then return nil end
    e = {t = {weight = w, positions = pos, padding_idx = pad, scale = scale, position = 1},
         rows = pos:size(1)}
    step_embeds[self] = e
  end
  return e
end

-- decode_step's whole step when every decoder layer takes the fused step (checked for all
-- before any runs): the embedding, then the layers and (head_of) the output layer in one
-- xattn.decoder_layers_step, without _decode's and the layers' forward's general Lua (the
-- same ops, so the same bits); nil when it does not apply. A layer whose forward is
-- its own (a subclass, an instance's override) keeps its forward.
local function fast_decode(self, enc, prev, state)
  local layers = state.layers
  if not layers or self.latent or prev:size(2) ~= 1 then return nil end
  local dec = self.decoder
  local dl = dec.layers
  for i = 1, #dl do
    local L, st = dl[i], layers[i]
    if getmetatable(L) ~= DecoderLayer or rawget(L, "forward") or L.training or not L.causal
       or not L.fused_step or getmetatable(L.cross) ~= MHA or not st or not fused_ok(L, enc, st) then
      return nil
    end
  end
  local start = state.pos or 0
  -- the embedding, the layers and the output layer in one call (xattn.decoder_layers_step:
  -- one parallel region for the layers and the output layer)
  local x, emb = prev, embed_of(self)
  if emb then
    if start + 1 > emb.rows then
      error(("nn.Transformer: position %d exceeds max_positions = %d"):format(start + 1, emb.rows), 3)
    end
    emb.t.position = start + 1
    emb = emb.t
  else
    x = self:_embed(dec.embed, dec._pos, prev, start)
  end
  local ps, caches = {}, {}
  for i = 1, #dl do
    local cs, ss = layers[i].cross, layers[i].self
    local kb, vb = MHA._step_buffers(ss)
    local b = 7 * i - 7
    ps[i] = params_of(dl[i])
    caches[b + 1], caches[b + 2], caches[b + 3], caches[b + 4] = ss.k or false, ss.v or false, kb or false, vb or false
    caches[b + 5], caches[b + 6], caches[b + 7] = cs.k, cs.v, cs.mask or false
  end
  local head = head_of(self)
  local r = table.pack(xa.decoder_layers_step(x, ps, caches, head, emb))
  for i = 1, #dl do
    local b = 4 * i - 2
    MHA._set_step_state(layers[i].self, r[b], r[b + 1], r[b + 2], r[b + 3])
  end
  state.pos = start + 1
  if head then return r[1] end
  x = r[1]
  if dec.norm then x = dec.norm(x) end
  return next_logprobs(self, x:select(2, 1))
end

-- decode_step's work, under no_grad
local function decode_body(self, enc, prev, state, visible)
  if visible ~= nil and xa.is_tensor(visible) and visible:dim() == 1 then
    visible = visible:view(visible:size(1), 1)
  end
  if visible == nil and not self.training then
    local lp = fast_decode(self, enc, prev, state)
    if lp then return lp end
  end
  if self.latent then -- already log p
    local lp = self:_decode(enc, prev, state, nil, visible)
    return lp:select(2, lp:size(2))
  end
  local x = self:_decoder_states(enc, prev, state, nil, visible)
  return next_logprobs(self, x:select(2, x:size(2)))
end

-- decode_step(enc, prev (B,1) int64, state [, visible (B) or (B,1) int64])
-- -> log-probabilities (B,V) of the next token.
-- state = {} at the first step; it is updated in place (cached keys/values, state.pos).
-- visible: the new position sees source tokens 1 .. visible[b] only (SiMT).
-- Runs without recording gradients; call model:eval() first to turn dropout off.
function Transformer:decode_step(enc, prev, state, visible)
  check_ids("decode_step", "prev", prev)
  if type(state) ~= "table" then error("decode_step: state must be a table ({} at the first step)", 2) end
  if self.cfg.decoder == "bidirectional" then
    error("decode_step: the decoder is bidirectional (every target position sees every other): it "
      .. "cannot decode left to right; a CMLM decodes with xattn.nat.mask_predict", 2)
  end
  if prev:size(1) ~= enc.out:size(1) then
    error(("decode_step: prev has %d rows but the encoder output %d"):format(prev:size(1), enc.out:size(1)), 2)
  end
  -- called under no_grad already (a search's loop): no scope of its own (a closure and
  -- a pcall a token)
  if not xa.is_grad_enabled() then return decode_body(self, enc, prev, state, visible) end
  return xa.no_grad(decode_body, self, enc, prev, state, visible)
end

-- reorder(enc, state, idx (K) int64 or list, 1-based rows [, same_source]) -> enc' with
-- rows idx; the decoder state is reordered in place (for beam search). same_source: the
-- caller's promise that row idx[r] has the same source as row r (beams of one sentence):
-- enc and the source's caches are kept instead of copied (at beam 5 over 64 sentences of
-- bench-small, ~75 MB a step)
function Transformer:reorder(enc, state, idx, same_source)
  if type(idx) == "table" then idx = xa.tensor(idx, {dtype = "int64", device = enc.out.device}) end
  return xa.no_grad(function()
    local out = enc
    if not same_source then out = {out = enc.out:index_select(1, idx), pad = enc.pad:index_select(1, idx)} end
    if state and state.layers then
      for i, layer in ipairs(self.decoder.layers) do layer:reorder_state(state.layers[i], idx, same_source) end
    end
    return out
  end)
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.Transformer", Transformer, [[
nn.Transformer{vocab = {src=V, tgt=V}, d=256, heads=4, ffn=1024, layers={enc=3, dec=3},
  dropout=0.1, attn_dropout=0, relu_dropout=0, norm="post", share_embeddings=false,
  tie_output=true, encoder="bidirectional", decoder="unidirectional", cross=nil,
  cross_layers="all", max_positions=1024, latent=false} -> model
The encoder-decoder Transformer with fairseq's conventions: embeddings scaled by sqrt(d)
plus sinusoidal positions, post-norm ("post") or pre-norm ("pre", with final LayerNorms),
ids 1..4 = <pad> <s> </s> <unk>. share_embeddings: one embedding for both sides (needs one
vocabulary); tie_output: the output projection is the target embedding. encoder =
"unidirectional": each source position sees only earlier ones (simultaneous translation,
encode_step); decoder = "bidirectional": the decoder's self-attention sees every target
position (the non-autoregressive decoder of nn.CMLM; decode_step needs "unidirectional"). cross: the cross-attention of the decoder layers in cross_layers ("all" or a
list of indices; the others use plain dot attention): an xattn.attention mix or part spec
(attention.gmm{K=4}) or a function(layer, d, heads, dropout) -> module. latent = {K=6,
renorm=false}: the latent alignment output layer (attention.latent). Unknown options are
errors.]])
doc("nn.Transformer:forward", Transformer.forward, [[
model:forward(src (B,S), tgt_in (B,T) [, {need_weights=false, src_pad=nil, visible=nil}])
  -> logits (B,T,V) [, weights, parts]; also model(src, tgt_in, opts)
src and tgt_in are int64 id tensors (tgt_in starts with <s>). src_pad (B,S) bool: padded
source positions (default src == 1). visible (T) or (B,T) int64: target position t sees
source tokens 1..visible[t] (wait-k training). need_weights: also a list of per-layer
cross-attention weights (B,H,T,S) and per-layer parts ({dot = w}, or a mix's part weights,
gate (B,H,T,1), GMM centres ...). With latent on, logits are log-probabilities.]])
doc("nn.Transformer:encode", Transformer.encode, [[
model:encode(src (B,S) int64 [, src_pad (B,S) bool]) -> enc {out = (B,S,D), pad = (B,S) bool}
The encoder alone (pad defaults to src == 1); what decode_step and search take.]])
doc("nn.Transformer:encode_step", Transformer.encode_step, [[
model:encode_step(new_src (B,n) int64, enc_state) -> enc {out = (B,S,D), pad = (B,S)}
Incremental encoding for encoder = "unidirectional": enc_state ({} at the first call,
updated in place) caches each layer's keys and values, so n new tokens cost n positions;
the result is the encoding of every token given so far and equals encode() of that prefix.
Runs without recording gradients.]])
doc("nn.Transformer:source_changed", Transformer.source_changed, [[
model:source_changed(state)
Tells the decoder state that the encoder output given to decode_step grew or changed: drops
the cross-attention caches (recomputed at the next step), keeps the parts' own state.]])
doc("nn.Transformer:decode_step", Transformer.decode_step, [[
model:decode_step(enc, prev (B,1) int64, state [, visible (B) or (B,1) int64])
  -> log-probabilities (B,V) of the next token
One incremental decoder step: state = {} at the first step, updated in place (cached keys
and values, state.pos). visible: the new position sees source tokens 1..visible[b] only.
Runs without recording gradients; call model:eval() first (dropout).]])
doc("nn.Transformer:reorder", Transformer.reorder, [[
model:reorder(enc, state, idx [, same_source=false]) -> enc with rows idx
Keeps the batch rows idx (an int64 tensor or a Lua list of 1-based rows, repeats allowed)
of the encoder output and, in place, of the decoder state (beam search). same_source = true
promises that row idx[r] has the same source as row r (a reorder within each sentence's
beam): the encoder output and the dot-product cross-attention's caches are then kept, not
copied.]])
doc("nn.Transformer:loss", Transformer.loss, [[
model:loss(batch [, {label_smoothing=0.1, visible=nil}]) -> loss, nll_sum, ntokens
batch = {src, tgt_in, tgt_out [, src_pad, ntokens, visible]} (data.Corpus:batch makes one).
loss: the label-smoothed cross-entropy summed over non-pad target tokens (0-dim, for
backward); nll_sum: the unsmoothed negative log-likelihood (a number); ntokens: the tokens
counted. The logits are never stored (fused output projection and loss). A latent model
returns its own loss (no label smoothing).]])
doc("nn.Transformer:output_weight", Transformer.output_weight, [[
model:output_weight() -> (V, D)
The output projection's weight: the untied projection, or the target embedding.]])
doc("nn.TransformerEncoderLayer", EncoderLayer, [[
nn.TransformerEncoderLayer(cfg) -> module
Self-attention and a feed-forward block (d -> ffn -> d, ReLU), each in a residual with
dropout and a LayerNorm (after it: norm "post"; before it: "pre"). cfg holds d, heads, ffn,
dropout, attn_dropout, relu_dropout, norm (the nn.Transformer options).]])
doc("nn.TransformerEncoderLayer:forward", EncoderLayer.forward, [[
layer:forward(x (B,S,D), pad (B,S) bool, causal [, state]) -> (B,S,D)
causal: each position sees only earlier ones. state (a causal encoder read incrementally):
x holds the new positions and pad covers every cached key.]])
doc("nn.TransformerDecoderLayer", DecoderLayer, [[
nn.TransformerDecoderLayer(cfg, cross) -> module
Self-attention (causal; over every position with cfg.decoder = "bidirectional"), cross-attention (the module cross, or an object with forward and
parameters, wrapped) and a feed-forward block, each in a residual (cfg as
nn.TransformerEncoderLayer).]])
doc("nn.TransformerDecoderLayer:forward", DecoderLayer.forward, [[
layer:forward(x (B,T,D), enc {out, pad}, state | nil, need_weights, visible, shared [, self_pad])
  -> (B,T,D), cross weights (B,H,T,S) | nil, the cross-attention's parts | nil
state: {self = {}, cross = {}} kept across incremental steps; shared: one table per decoder
forward, seen by every layer's cross-attention; self_pad (B,T) bool: padded target
positions hidden from the self-attention (needed by a bidirectional decoder).]])
doc("nn.TransformerDecoderLayer:reorder_state", DecoderLayer.reorder_state, [[
layer:reorder_state(state, idx [, same_source=false])
Keeps the batch rows idx of the layer's self- and cross-attention caches (beam search);
with same_source (row idx[r] has row r's source) a dot-product cross-attention's cache is
kept as it is.]])

return {Transformer = Transformer, EncoderLayer = EncoderLayer, DecoderLayer = DecoderLayer,
        Encoder = Encoder, Decoder = Decoder}
