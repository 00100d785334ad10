-- nn.CMLM: the conditional masked language model (Ghazvininejad et al. 2019), the
-- non-autoregressive translation model of Mask-Predict, built from nn.Transformer's parts.
--
--   encoder:  [LENGTH] x_1 .. x_S </s>   -- the Transformer encoder with one more input in
--                                        -- front: the LENGTH vector (no scaling, no position)
--   length:   p(N | x) = softmax_N(h_0 . E_N), N = 1 .. max_length, h_0 the encoder's output
--             at LENGTH, E (max_length + 1, d) the length embedding whose row 1 (length 0)
--             is the LENGTH input itself and is never predicted (Mask-Predict's tying)
--   decoder:  the Transformer decoder without the causal mask (decoder = "bidirectional"):
--             input the target y_1 .. y_N with some positions replaced by <mask> (no <s>,
--             no </s>; positions 0 .. N-1), self-attention over every real position,
--             cross-attention over the source outputs (the LENGTH position left out), any
--             cross-attention family through cross / cross_layers as in nn.Transformer
--   output:   p(y_n | masked y, x) over the target vocabulary (tied to the decoder embedding)
--
-- Training (loss): per sentence, n ~ Uniform{1..N} positions drawn uniformly are masked;
-- label-smoothed cross-entropy on the masked positions only, plus the length loss
-- (cross-entropy of N, no smoothing) with weight length_loss (0.1): fairseq's NAT loss, each
-- term a mean (over masked tokens, over sentences) before weighting. Decoding is
-- xattn.nat.mask_predict.
--
-- The target vocabulary of the model holds one more id than the data's: <mask> is its last
-- id (vocab.tgt), appended after the regular tokens, so every id of the data vocabulary keeps
-- its value (AT models and their checkpoints are untouched by it).
--
-- Parameter names: nn.Transformer's, plus encoder.length.weight (max_length + 1, d).
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"
local L = require "xattn.nn.layers"
local TR = require "xattn.nn.transformer"
local Transformer = TR.Transformer

local PAD, BOS, EOS = 1, 2, 3

local CMLM = Transformer:extend("nn.CMLM")

local OWN = {max_length = 256, length_loss = 0.1}

local function shape_str(t) return "(" .. table.concat(t:shape(), ",") .. ")" end

local function dropout(m, x, p)
  if p > 0 and m.training then return xa.dropout(x, p, true) end
  return x
end

-- nn.CMLM{vocab = {src = V, tgt = V + 1}, max_length = 256, length_loss = 0.1, and every
--   nn.Transformer option but decoder (always "bidirectional") and latent}
function CMLM:init(cfg)
  cfg = cfg or {}
  if type(cfg) ~= "table" then error("nn.CMLM: expects a table of options, got " .. type(cfg), 3) end
  local base, own = {}, {}
  for k, v in pairs(OWN) do own[k] = v end
  for k, v in pairs(cfg) do
    if OWN[k] ~= nil then own[k] = v else base[k] = v end
  end
  if base.decoder ~= nil and base.decoder ~= "bidirectional" then
    error(("nn.CMLM: the decoder of a CMLM is bidirectional, got decoder = %s"):format(tostring(base.decoder)), 3)
  end
  if base.latent then
    error("nn.CMLM: latent (the latent alignment output layer of an autoregressive model) is not available "
      .. "for a CMLM", 3)
  end
  if base.encoder == "unidirectional" then
    error("nn.CMLM: encoder = \"unidirectional\" is for simultaneous translation, which needs an "
      .. "autoregressive decoder; a CMLM reads the whole source", 3)
  end
  if type(base.vocab) == "table" and math.type(base.vocab.tgt) == "integer" and base.vocab.tgt < 6 then
    error(("nn.CMLM: vocab.tgt = %d is too small: it counts the 4 special ids, at least one token and "
      .. "<mask> (the last id)"):format(base.vocab.tgt), 3)
  end
  local ml = own.max_length
  if math.type(ml) ~= "integer" or ml < 1 then
    error("nn.CMLM: max_length must be a positive integer, got " .. tostring(ml), 3)
  end
  local w = own.length_loss
  if type(w) ~= "number" or w ~= w or w < 0 or w == math.huge then
    error("nn.CMLM: length_loss must be a number >= 0, got " .. tostring(w), 3)
  end
  base.decoder = "bidirectional"
  local ok, err = pcall(Transformer.init, self, base)
  if not ok then
    error((tostring(err):gsub("^.-nn%.Transformer: ", "nn.CMLM: ")), 3)
  end
  if ml > self.cfg.max_positions then
    error(("nn.CMLM: max_length = %d exceeds max_positions = %d (the decoder's positions)")
      :format(ml, self.cfg.max_positions), 3)
  end
  self.cfg.max_length, self.cfg.length_loss = ml, w
  self.max_length, self.length_loss = ml, w
  self.mask_id = self.cfg.vocab.tgt
  self.is_nat = true
  -- row 1: the LENGTH input (length 0, never predicted); row N + 1: length N
  local le = L.Embedding(ml + 1, self.d, {padding_idx = false})
  F.normal_(le.weight, 0, 0.02)
  self.encoder.length = le
end

function CMLM:extra_repr()
  return Transformer.extra_repr(self) .. (", bidirectional decoder, lengths 1..%d, length loss %g, <mask> = %d")
    :format(self.max_length, self.length_loss, self.mask_id)
end

local function check_ids(fn, what, t)
  if not xa.is_tensor(t) or t:dtype() ~= "int64" or t:dim() ~= 2 then
    error(("%s: %s must be an int64 (B, L) tensor, got %s"):format(fn, what,
      xa.is_tensor(t) and (t:dtype() .. " " .. shape_str(t)) or type(t)), 3)
  end
end

-- encode(src (B,S) int64 [, src_pad (B,S) bool]) -> enc {out = (B,S,D), pad = (B,S) bool,
-- length = (B, max_length + 1) log-probabilities of the target length (column N + 1:
-- length N; column 1, length 0, is -inf)}
function CMLM:encode(src, src_pad)
  check_ids("nn.CMLM:encode", "src", src)
  local B, S = src:size(1), src:size(2)
  local pad = src_pad or src:eq(PAD)
  if not xa.is_tensor(pad) or pad:dtype() ~= "bool" or pad:dim() ~= 2 or pad:size(1) ~= B or pad:size(2) ~= S then
    error(("nn.CMLM:encode: src_pad must be a bool %s tensor like src, got %s"):format(shape_str(src),
      xa.is_tensor(pad) and (pad:dtype() .. " " .. shape_str(pad)) or type(pad)), 2)
  end
  local enc = self.encoder
  local E = enc.length.weight
  local xs = self:_embed(enc.embed, enc._pos, src, 0)                     -- (B,S,D), dropout applied
  local xl = dropout(self, E:narrow(1, 1, 1):view(1, 1, self.d):expand(B, 1, self.d), self.cfg.dropout)
  local x = xa.cat({xl, xs}, 2)                                            -- (B,S+1,D)
  local full_pad = xa.cat({xa.zeros(B, 1, {dtype = "bool", device = pad.device}), pad}, 2)
  for _, layer in ipairs(enc.layers) do x = layer(x, full_pad, false) end
  if enc.norm then x = enc.norm(x) end
  local h0 = x:select(2, 1)                                                -- (B,D)
  local logits = F.linear(h0, E)                                           -- (B, max_length + 1)
  local banned = xa.zeros(1, E:size(1), {dtype = "bool"})
  banned:set(1, 1, true)
  banned = banned:to(E.device)
  local length = logits:masked_fill(banned, -math.huge):log_softmax(2)
  return {out = x:narrow(2, 2, S), pad = pad, length = length}
end

-- the decoder's final states (B,T,D) for input ids tgt (B,T) (regular ids, <mask> and
-- <pad>) [, cross weights per layer, parts per layer]
function CMLM:_nat_states(enc, tgt, need_weights)
  local dec = self.decoder
  local x = self:_embed(dec.embed, dec._pos, tgt, 0)
  local tpad = tgt:eq(PAD)
  if not tpad:any():item() then tpad = nil end
  local weights = need_weights and {} or nil
  local parts = need_weights and {} or nil
  local shared = {}
  for i, layer in ipairs(dec.layers) do
    local w, p
    x, w, p = layer(x, enc, nil, need_weights, nil, shared, tpad)
    if weights then weights[i] = w; parts[i] = p or {dot = w} end
  end
  if dec.norm then x = dec.norm(x) end
  return x, weights, parts
end

local function check_tgt(fn, model, tgt, B)
  check_ids(fn, "tgt", tgt)
  if tgt:size(1) ~= B then
    error(("%s: tgt has %d rows but the source %d"):format(fn, tgt:size(1), B), 3)
  end
  if tgt:numel() > 0 then
    local lo, hi = tgt:min():item(), tgt:max():item()
    if lo < 1 or hi > model.mask_id then
      error(("%s: tgt holds id %d, outside 1..%d (the target vocabulary with <mask> = %d)")
        :format(fn, lo < 1 and lo or hi, model.mask_id, model.mask_id), 3)
    end
  end
end

-- forward(src (B,S), tgt (B,T) [, {need_weights=false, src_pad=nil}]) -> logits (B,T,V)
-- [, weights, parts]: tgt is the decoder's input (target ids, <mask> where masked, <pad>
-- after the end; no <s>); logits over the whole target vocabulary, <mask> included
function CMLM:forward(src, tgt, opts)
  check_ids("nn.CMLM:forward", "src", src)
  check_tgt("nn.CMLM:forward", self, tgt, src:size(1))
  if opts and opts.visible ~= nil then
    error("nn.CMLM:forward: visible (source prefixes of simultaneous translation) needs an autoregressive model", 2)
  end
  local enc = self:encode(src, opts and opts.src_pad)
  local x, weights, parts = self:_nat_states(enc, tgt, opts and opts.need_weights)
  local logits = F.linear(x, self:output_weight())
  return logits, weights, parts
end

-- the ids the decoder may predict: every regular token and <unk>, not <pad>, <s>, </s> or
-- <mask> (CHOICE: the Mask-Predict code takes the argmax of the full softmax)
function CMLM:_banned()
  local b = rawget(self, "_banned_ids")
  if not b then
    b = xa.zeros(1, 1, self.mask_id, {dtype = "bool"})
    for _, id in ipairs{PAD, BOS, EOS, self.mask_id} do b:set(1, 1, id, true) end
    rawset(self, "_banned_ids", b)
  end
  local dev = self:output_weight().device
  if b.device ~= dev then b = b:to(dev); rawset(self, "_banned_ids", b) end -- the model moved
  return b
end

-- the 1-based flat positions (M) of the true entries of a bool tensor, in order
local function true_positions(m)
  local flat = m:reshape(-1)
  local n = flat:size(1)
  local M = flat:sum():item()
  local rank = flat:long():cumsum(1)
  local slot = xa.where(flat, rank, M + 1)                        -- the unselected go to slot M + 1
  local pos = xa.arange(1, n + 1, 1, {dtype = "int64", device = m.device}):masked_fill(flat:logical_not(), 0)
  return xa.zeros(M + 1, {dtype = "int64", device = m.device}):scatter_add(1, slot, pos):narrow(1, 1, M), M
end

-- predict(enc, tgt (N,T) [, where (N,T) bool]) -> tokens (N,T) int64, log-probabilities
-- (N,T): at every position (or only where `where` is true: <pad> and 0 elsewhere) the most
-- probable id other than <pad>, <s>, </s> and <mask> (ties: the lower id) and its
-- log-probability among those ids. The decoder runs over every position (its
-- self-attention needs them all); the output projection only over the positions asked for.
-- No gradients.
function CMLM:predict(enc, tgt, where)
  check_tgt("nn.CMLM:predict", self, tgt, enc.out:size(1))
  local N, T = tgt:size(1), tgt:size(2)
  if where ~= nil and (not xa.is_tensor(where) or where:dtype() ~= "bool" or where:dim() ~= 2
                       or where:size(1) ~= N or where:size(2) ~= T) then
    error(("nn.CMLM:predict: where must be a bool (%d,%d) tensor like tgt"):format(N, T), 2)
  end
  return xa.no_grad(function()
    local dtype, dev = enc.out:dtype(), enc.out.device
    if T == 0 then return xa.zeros(N, 0, {dtype = "int64", device = dev}), xa.zeros(N, 0, {dtype = dtype, device = dev}) end
    local x = self:_nat_states(enc, tgt):reshape(N * T, self.d)          -- (N T, D)
    local pos, M
    if where then
      pos, M = true_positions(where)
      if M == 0 then return xa.full({N, T}, PAD, {dtype = "int64", device = dev}), xa.zeros(N, T, {dtype = dtype, device = dev}) end
      x = x:index_select(1, pos)                                          -- (M,D)
    end
    -- the output layer in chunks of rows, so that the logits held at once stay near
    -- 2^24 numbers (64 MB in float32) whatever the batch
    local W, banned = self:output_weight(), self:_banned()
    local V = W:size(1)
    banned = banned:view(1, V)
    local R = x:size(1)
    local step = math.max(1, (1 << 24) // V)
    local ids, lp
    if R <= step then
      local logits = F.linear(x, W)
      logits:masked_fill_(banned, -math.huge)
      local best
      best, ids = logits:max(2)
      lp = best - logits:logsumexp(2)
    else
      local id_parts, lp_parts = {}, {}
      for r = 1, R, step do
        local logits = F.linear(x:narrow(1, r, math.min(step, R - r + 1)), W)
        logits:masked_fill_(banned, -math.huge)
        local best, id = logits:max(2)
        id_parts[#id_parts + 1], lp_parts[#lp_parts + 1] = id, best - logits:logsumexp(2)
      end
      ids, lp = xa.cat(id_parts, 1), xa.cat(lp_parts, 1)
    end
    if not where then return ids:view(N, T), lp:view(N, T) end
    -- back to (N,T): the predicted positions get their values, the others <pad> and 0
    local toks = xa.full({N * T}, PAD, {dtype = "int64", device = dev}):scatter_add(1, pos, ids - PAD)
    local lps = xa.zeros(N * T, {dtype = dtype, device = dev}):scatter_add(1, pos, lp)
    return toks:view(N, T), lps:view(N, T)
  end)
end

-- reorder(enc, state, idx) -> enc with rows idx (the length log-probabilities too)
function CMLM:reorder(enc, state, idx)
  if type(idx) == "table" then idx = xa.tensor(idx, {dtype = "int64", device = enc.out.device}) end
  if state ~= nil and next(state) ~= nil then
    error("nn.CMLM:reorder: a CMLM keeps no decoder state; pass nil", 2)
  end
  return xa.no_grad(function()
    local out = {out = enc.out:index_select(1, idx), pad = enc.pad:index_select(1, idx)}
    if enc.length then out.length = enc.length:index_select(1, idx) end
    return out
  end)
end

-- random_mask(tokens (B,T) int64) -> mask (B,T) bool: per row with N real (non-pad)
-- tokens, n ~ Uniform{1..N} positions drawn uniformly among the real ones (a row without
-- real tokens: none). Draws from xattn's generator (xattn.manual_seed).
function CMLM.random_mask(tokens)
  check_ids("nn.CMLM.random_mask", "tokens", tokens)
  local B, T = tokens:size(1), tokens:size(2)
  local dev = tokens.device
  if B == 0 or T == 0 then return xa.zeros(B, T, {dtype = "bool", device = dev}) end
  return xa.no_grad(function()
    local pad = tokens:eq(PAD)
    local lens = pad:logical_not():sum(2)                                  -- (B) int64
    -- n = floor(u N) + 1, u ~ U[0, 1): uniform on 1..N (0 for N = 0)
    local u = xa.rand(B, {dtype = "float64", device = dev})
    local n = (u * lens:double()):floor():to("int64") + 1
    n = n:minimum(lens)
    -- a uniform random order of the real positions: sort random keys, padding last
    local keys = xa.rand(B, T, {dtype = "float64", device = dev}):masked_fill(pad, 2)
    local _, order = keys:topk(T, 2, false)                                -- ascending
    local take = xa.arange(1, T + 1, 1, {dtype = "int64", device = dev}):view(1, T):le(n:view(B, 1))
    return xa.zeros(B, T, {device = dev}):scatter_add(2, order, take:float()):gt(0)
  end)
end

-- the target tokens (B,T) without <s> and </s> of a batch: batch.tgt, or batch.tgt_out
-- (tokens, </s>, <pad>...) with </s> dropped
local function batch_tokens(batch)
  if batch.tgt ~= nil then
    check_ids("nn.CMLM:loss", "batch.tgt", batch.tgt)
    return batch.tgt
  end
  check_ids("nn.CMLM:loss", "batch.tgt_out", batch.tgt_out)
  local y = batch.tgt_out
  if y:size(2) == 0 then return y end
  y = y:masked_fill(y:eq(EOS), PAD)
  return y:narrow(2, 1, y:size(2) - 1):contiguous() -- the last column holds only </s> or <pad>
end

-- loss(batch {src, tgt_out (AT layout: tokens, </s>, <pad>) or tgt (tokens, <pad>) [,
-- src_pad]} [, {label_smoothing = 0.1, mask = (B,T) bool}]) -> loss (0-dim), nll_sum
-- (number), ntokens (the masked tokens), extra {length_nll (summed over sentences),
-- sentences (with a target), length_correct}
-- loss = sum_masked ls-CE + length_loss * (ntokens / sentences) * sum_sentences length-NLL,
-- so that after the division by ntokens (train.lua) it is the mean token loss plus
-- length_loss times the mean length loss (fairseq's weighting). mask: the positions to mask
-- (default CMLM.random_mask); only real (non-pad) positions may be masked.
function CMLM:loss(batch, opts)
  opts = opts or {}
  local eps = opts.label_smoothing
  if eps == nil then eps = 0.1 end
  if type(batch) ~= "table" then error("nn.CMLM:loss: batch must be a table {src, tgt_out}", 2) end
  check_ids("nn.CMLM:loss", "batch.src", batch.src)
  local y = batch_tokens(batch)
  local B, T = y:size(1), y:size(2)
  if batch.src:size(1) ~= B then
    error(("nn.CMLM:loss: src %s and the targets %s have different batch sizes")
      :format(shape_str(batch.src), shape_str(y)), 2)
  end
  if T > 0 then
    local hi = y:max():item()
    if hi >= self.mask_id then
      error(("nn.CMLM:loss: the targets hold id %d, but <mask> is %d and the data's ids end at %d")
        :format(hi, self.mask_id, self.mask_id - 1), 2)
    end
  end
  local pad = y:eq(PAD)
  local mask = opts.mask
  if mask == nil then
    mask = CMLM.random_mask(y)
  else
    if not xa.is_tensor(mask) or mask:dtype() ~= "bool" or mask:dim() ~= 2 or mask:size(1) ~= B or mask:size(2) ~= T then
      error(("nn.CMLM:loss: opts.mask must be a bool (%d, %d) tensor like the targets, got %s"):format(B, T,
        xa.is_tensor(mask) and (mask:dtype() .. " " .. shape_str(mask)) or type(mask)), 2)
    end
    if mask:logical_and(pad):any():item() then
      error("nn.CMLM:loss: opts.mask masks a padded position", 2)
    end
  end
  local enc = self:encode(batch.src, batch.src_pad)
  -- the length loss: rows with at least one target token
  local lens = pad:logical_not():sum(2)                                   -- (B)
  -- CHOICE: N counts the tokens without </s>; longer targets train as max_length, an empty
  -- one adds no length term (docs/methods.md, CMLM)
  local has = lens:gt(0)
  local cls = lens:clamp(1, self.max_length) + 1                          -- column of length N
  local len_nll = -enc.length:gather(2, cls:view(B, 1)):view(B)
  len_nll = len_nll:masked_fill(has:logical_not(), 0)
  local len_sum = len_nll:sum()
  local nsent = has:sum():item()
  local correct = 0
  if nsent > 0 then
    local _, arg = enc.length:max(2)
    correct = arg:eq(cls):logical_and(has):sum():item()
  end
  local tok_loss, nll, cnt
  if T > 0 and mask:any():item() then
    local dec_in = y:masked_fill(mask, self.mask_id)
    local target = y:masked_fill(mask:logical_not(), PAD)
    local denc = enc
    if nsent < B then
      -- the decoder runs on the sentences with a target: a row of padding alone would have no
      -- key to attend to (NaN weights, and NaN gradients through them)
      local keep = {}
      for b, n in ipairs(lens:totable()) do if n > 0 then keep[#keep + 1] = b end end
      local idx = xa.tensor(keep, {dtype = "int64", device = enc.out.device})
      denc = {out = enc.out:index_select(1, idx), pad = enc.pad:index_select(1, idx)}
      dec_in, target = dec_in:index_select(1, idx), target:index_select(1, idx)
    end
    local x = self:_nat_states(denc, dec_in)
    tok_loss, nll, cnt = F.linear_cross_entropy(x, self:output_weight(), nil, target,
      {label_smoothing = eps, ignore_index = PAD, reduction = "sum"})
    if xa.is_tensor(nll) then nll = nll:item() end
  else
    tok_loss, nll, cnt = nil, 0, 0
  end
  local ntok = math.max(cnt, 1)
  local loss
  if nsent > 0 and self.length_loss > 0 then
    local ll = len_sum * (self.length_loss * ntok / nsent)
    loss = tok_loss and tok_loss + ll or ll
  else
    loss = tok_loss or len_sum * 0
  end
  return loss, nll, ntok, {length_nll = len_sum:item(), sentences = nsent, length_correct = correct}
end

function CMLM:decode_step()
  error("nn.CMLM:decode_step: a CMLM is non-autoregressive; decode it with xattn.nat.mask_predict "
    .. "(sys:translate does)", 2)
end

function CMLM:encode_step()
  error("nn.CMLM:encode_step: incremental encoding is for simultaneous translation, which needs an "
    .. "autoregressive model", 2)
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.CMLM", CMLM, [[
nn.CMLM{vocab = {src = V, tgt = V + 1}, max_length = 256, length_loss = 0.1, d = 256, heads = 4,
  ffn = 1024, layers = {enc = 3, dec = 3}, dropout = 0.1, norm = "post", cross = nil,
  cross_layers = "all", ...} -> model
The conditional masked language model (Ghazvininejad et al. 2019), the non-autoregressive
model of Mask-Predict: nn.Transformer's encoder with a LENGTH input in front, whose output
predicts the target length (1..max_length, classified against the length embedding,
encoder.length.weight), and nn.Transformer's decoder without the causal mask (decoder =
"bidirectional") reading the target with some tokens replaced by <mask>. vocab.tgt counts
<mask>: it is the last id (model.mask_id), after the data vocabulary's ids, which keep
their values. Every nn.Transformer option but decoder, latent and encoder =
"unidirectional"; any cross-attention through cross / cross_layers. Decode with
xattn.nat.mask_predict; train with model:loss (docs/nat.md).]])
doc("nn.CMLM:encode", CMLM.encode, [[
model:encode(src (B,S) int64 [, src_pad (B,S) bool]) -> enc {out (B,S,D), pad (B,S), length}
The encoder with the LENGTH input in front; out and pad cover the source only (what the
cross-attention sees); length (B, max_length + 1): log-probabilities of the target length
(column N + 1 is length N; length 0 is -inf).]])
doc("nn.CMLM:forward", CMLM.forward, [[
model:forward(src (B,S), tgt (B,T) [, {need_weights=false, src_pad=nil}]) -> logits (B,T,V)
  [, weights, parts]
tgt is the decoder's input: target ids with <mask> (model.mask_id) where masked and <pad>
after each row's end, without <s> or </s>; position t predicts target token t. Logits over
the whole target vocabulary (<mask> included); with need_weights the per-layer
cross-attention weights and parts, as nn.Transformer:forward.]])
doc("nn.CMLM:predict", CMLM.predict, [[
model:predict(enc, tgt (N,T) int64 [, where (N,T) bool]) -> tokens (N,T) int64, log-probs (N,T)
One decoder pass for mask-predict: at every position (or only where `where` is true, <pad>
and 0 elsewhere: the output projection runs on those positions alone) the most probable id
other than <pad>, <s>, </s> and <mask> (ties: the lower id) and its log-probability
normalised over those ids. enc from model:encode (rows as tgt's); no gradients.]])
doc("nn.CMLM:loss", CMLM.loss, [[
model:loss(batch [, {label_smoothing=0.1, mask=nil}]) -> loss, nll_sum, ntokens, extra
batch = {src, tgt_out [, src_pad]} as data.Corpus:batch makes it (the target's </s> is
dropped) or {src, tgt} with the target tokens alone. Per sentence n ~ Uniform{1..N} random
positions are masked (mask: a bool (B,T) tensor to choose them instead); loss = the
label-smoothed cross-entropy summed over the masked tokens + length_loss * (ntokens /
sentences) * the length NLL summed over sentences, i.e. after division by ntokens the mean
token loss plus length_loss times the mean length loss (fairseq's NAT weighting). nll_sum:
the unsmoothed NLL of the masked tokens; ntokens: their number; extra = {length_nll (sum),
sentences, length_correct (argmax = the true length)}. A sentence with an empty target adds
no length loss.]])
doc("nn.CMLM:reorder", CMLM.reorder, [[
model:reorder(enc, nil, idx) -> enc with rows idx (out, pad and length); a CMLM has no
decoder state.]])
doc("nn.CMLM.random_mask", CMLM.random_mask, [[
nn.CMLM.random_mask(tokens (B,T) int64) -> (B,T) bool
The training mask of the CMLM paper: per row with N real (non-<pad>) tokens, n uniform in
1..N, then n positions uniform among the real ones. Uses xattn's generator.]])
doc("nn.CMLM:decode_step", CMLM.decode_step, "model:decode_step() -> an error: a CMLM decodes with xattn.nat.mask_predict")
doc("nn.CMLM:encode_step", CMLM.encode_step, "model:encode_step() -> an error: incremental encoding needs an autoregressive model")

return {CMLM = CMLM}
