-- Zero-order latent alignment attention (Bahar et al., AMTA 2020; docs/methods.md, Latent), the
-- output layer of nn.Transformer{latent = {K = 6, renorm = false}}:
--
--   a_ij      = the last decoder layer's cross-attention weights averaged over heads (B,T,S)
--               (differentiable: the loss trains the attention through a)
--   p(e | j)  = softmax_V( W_o (A h_j + B s_i + C emb(e_{i-1})) )
--   p(e_i)    = sum_{k in top-K of a_i} a_{i,j_k} p(e_i | j_k)     (K capped at J)
--   loss      = -log p(e_i) summed over non-pad targets (no label smoothing)
--
-- Our choices where the paper leaves room (the authors' RETURNN configs):
--   * A, B, C: Linear d -> d_lex = d without bias (xavier_uniform like every Linear here);
--   * h_j: the encoder output (after the final LayerNorm for pre-norm, post-norm layers
--     end in one), s_i: the final decoder state (after the decoder's final LayerNorm for
--     pre-norm), emb(e_{i-1}): the decoder's token embedding of the input token, UNSCALED
--     (no sqrt(d) factor, no position) and zero for <pad>;
--   * W_o: the model's output projection (the tied target embedding, or out_proj when
--     untied), so the latent model has exactly 3 d^2 parameters more than the baseline;
--   * the top-K weights are used as they are (renorm = true divides them by their sum);
--     positions beyond J have a = 0 and add nothing, which is the cap at J; the choice of
--     positions carries no gradient;
--   * a position's weight is the head average of the attention *before* attention dropout.
-- The fused C op (attention/latent.c, xa.latent_nll / xa.latent_logprobs) never builds the
-- tokens x K x V tensor. Beam search scores with log p(e_i) from decode_step.
local xa = require "xattn"
local M = require "xattn.nn.module"
local L = require "xattn.nn.layers"
local Module, Linear = M.Module, L.Linear

local latent = {}

local Latent = Module:extend("attn.Latent")
latent.Latent = Latent

local KEYS = {K = true, renorm = true, chunk = true}

-- normalises a config value: nil/false -> nil (off); true -> {}; a table is checked
function latent.options(v, where)
  where = where or "latent"
  if v == nil or v == false or v == "false" then return nil end
  if v == true or v == "true" then v = {} end
  if type(v) ~= "table" then
    error(("%s must be false, true or a table {K = 6, renorm = false}, got %s"):format(where, tostring(v)), 0)
  end
  local o = {K = 6, renorm = false, chunk = 256}
  for k, x in pairs(v) do
    if not KEYS[k] then error(("%s: unknown option '%s' (K, renorm, chunk)"):format(where, tostring(k)), 0) end
    o[k] = x
  end
  local K = math.tointeger(o.K)
  if not K or K < 1 then error(("%s: K must be an integer >= 1, got %s"):format(where, tostring(o.K)), 0) end
  local ch = math.tointeger(o.chunk)
  if not ch or ch < 1 then error(("%s: chunk must be an integer >= 1, got %s"):format(where, tostring(o.chunk)), 0) end
  if type(o.renorm) ~= "boolean" then
    error(("%s: renorm must be a boolean, got %s"):format(where, tostring(o.renorm)), 0)
  end
  return {K = K, renorm = o.renorm, chunk = ch}
end

-- attn.Latent(d, {K = 6, renorm = false, chunk = 256})
function Latent:init(d, opts)
  local o = latent.options(opts == nil and true or opts, "attn.Latent")
  if math.type(d) ~= "integer" or d < 1 then error("attn.Latent: d must be a positive integer, got " .. tostring(d), 3) end
  self.K, self.renorm, self.chunk, self.d = o.K, o.renorm, o.chunk, d
  self.A = Linear(d, d, {bias = false}) -- source side: A h_j
  self.B = Linear(d, d, {bias = false}) -- decoder state: B s_i
  self.C = Linear(d, d, {bias = false}) -- previous target word: C emb(e_{i-1})
end

function Latent:extra_repr()
  return ("K=%d%s, d_lex=%d"):format(self.K, self.renorm and ", renorm" or "", self.d)
end

local function shape_str(t) return "(" .. table.concat(t:shape(), ",") .. ")" end

-- the pieces of the output layer: {h = (B,S,D), s = (B,T,D), e = (B,T,D) embedded input
-- tokens, a = (B,T,S), W = (V,D)}
local function check_pieces(fn, p)
  local ok = type(p) == "table" and xa.is_tensor(p.h) and xa.is_tensor(p.s) and xa.is_tensor(p.e)
    and xa.is_tensor(p.a) and xa.is_tensor(p.W)
  if not ok then error(fn .. ": expects {h, s, e, a, W} tensors", 3) end
end

-- nll(pieces, target (B,T) int64 [, ignore_index = 1 [, reduction = "none"]]) -> (B,T)
-- per-token -log p(target), or with reduction "sum" their 0-dim sum (the loss: its
-- gradients are computed in forward with each chunk's logits, so a training step computes
-- the logits once instead of twice)
function Latent:nll(p, target, ignore, reduction)
  check_pieces("attn.Latent:nll", p)
  local zs = self.A(p.h)
  local zt = self.B(p.s) + self.C(p.e)
  return xa.latent_nll(zs, zt, p.a, p.W, target, self.K,
                       {renorm = self.renorm, ignore_index = ignore == nil and 1 or ignore, chunk = self.chunk,
                        reduction = reduction})
end

-- logprobs(pieces) -> (B,T,V) log p(e) (no gradient). When few target positions are asked
-- for (T K < S: incremental decoding), only the K chosen source states are projected by
-- A: the chosen h rows are gathered first (the same value as projecting all of them).
function Latent:logprobs(p)
  check_pieces("attn.Latent:logprobs", p)
  local h, a = p.h, p.a
  local B, S, D, T = h:size(1), h:size(2), h:size(3), a:size(2)
  local Kc = math.min(self.K, S)
  local zt = self.B(p.s) + self.C(p.e)
  if S > 0 and T * Kc < S then
    local _, idx = a:topk(Kc, 3)                                    -- (B,T,Kc)
    local w = a:gather(3, idx):reshape(B * T, 1, Kc)
    local hs = h:unsqueeze(2):expand(B, T, S, D):gather(3, idx:unsqueeze(4):expand(B, T, Kc, D))
    local zs = self.A(hs:reshape(B * T, Kc, D))
    local lp = xa.latent_logprobs(zs, zt:reshape(B * T, 1, D), w, p.W, Kc,
                                  {renorm = self.renorm, chunk = self.chunk})
    return lp:view(B, T, p.W:size(1))
  end
  return xa.latent_logprobs(self.A(h), zt, a, p.W, self.K, {renorm = self.renorm, chunk = self.chunk})
end

-- loss(model, batch {src, tgt_in, tgt_out [, src_pad, ntokens, visible]} [, opts])
-- -> loss (0-dim, summed over non-pad targets), nll_sum (number), ntokens; the
-- Transformer's loss() with latent on. opts.label_smoothing is ignored (the latent
-- model is trained without it, as the authors do); opts.visible as in Transformer:loss.
function Latent:loss(model, batch, opts)
  opts = opts or {}
  local enc = model:encode(batch.src, batch.src_pad)
  local tin, tgt = batch.tgt_in, batch.tgt_out
  if not xa.is_tensor(tin) or tin:dtype() ~= "int64" or tin:dim() ~= 2 or tin:size(1) ~= batch.src:size(1) then
    error(("loss: tgt_in must be an int64 (B, T) tensor with B = %d, got %s"):format(batch.src:size(1),
      xa.is_tensor(tin) and (tin:dtype() .. " " .. shape_str(tin)) or type(tin)), 3)
  end
  local Bn, T = tin:size(1), tin:size(2)
  if not xa.is_tensor(tgt) or tgt:dtype() ~= "int64" or tgt:dim() ~= 2 or tgt:size(1) ~= Bn or tgt:size(2) ~= T then
    error(("loss: tgt_out must be an int64 (%d, %d) tensor like tgt_in"):format(Bn, T), 3)
  end
  local pieces = model:_decode(enc, tin, nil, false, opts.visible or batch.visible, true)
  local loss = self:nll(pieces, tgt, 1, "sum")
  local ntokens = batch.ntokens or tgt:ne(1):sum():item()
  return loss, loss:item(), ntokens
end

return latent
