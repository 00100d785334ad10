-- Gaussian cross-attention parts (docs/methods.md, GMM): GMM concentrated attention (Zhang & Feng,
-- Findings of EMNLP 2021) with its variants, the localness Gaussian bias (Yang et al. 2018)
-- and hard-coded Gaussian attention (You et al. 2020).
--
--   local attn = require "xattn.attention"
--   attn.gmm{K = 4, norm = "approx"}             -- a part spec; the mix builds it
--   attn.localness{}   attn.hard_gaussian{sigma = 1, ratio = 1}   -- each replaces dot
--   attn.localness{mix = "learned"}          -- mixed with dot through a learned gate
--
-- This file returns function(attn) that registers the three constructors in attn. Each
-- returns a part spec {kind =, opts =, build = function(spec, dh, heads, layer) -> part};
-- a part is an nn.Module with part:weights(ctx) -> w (B,H,T,S), info, and (GMM only)
-- part:mix_with(ctx, other, w_other, g) -> (1 - g) w_other + g w_self fused in one kernel
-- (xa.gmm_mix). ctx is the Cross module's context (docs/attention.md: ctx.q (B,H,T,dh) scaled
-- head queries, ctx.logits, ctx.mask, ctx.lengths (B) int64, ctx.J (B,1,1,1), ctx.pos (T),
-- ctx.B/H/T/S/dh, ctx.dtype, ctx.state, ctx.training).
--
-- Masks: the kernels give 0 at padded keys (j > J). When ctx.mask marks more than padding
-- (SiMT prefixes), the weights are also masked_fill'ed with 0 there; a Cross module whose
-- mask is exactly the key padding sets ctx.mask_is_padding = true to skip that pass.
--
-- Project choices (no official code settles them; docs/methods.md, GMM), all marked CHOICE below.
local xa = require "xattn"
local M = require "xattn.nn.module"
local layers = require "xattn.nn.layers"
local F = require "xattn.nn.functional"
local Module, Linear = M.Module, layers.Linear

local NORMS = {approx = true, strict = true, none = true}
local MIX_GATES = {learned = true, linear = true, average = true, first = true, second = true}

local function check_dh(name, dh)
  if math.type(dh) ~= "integer" or dh < 1 then
    error(("%s: build needs the head size dh as a positive integer, got %s")
      :format(name, tostring(dh)), 3)
  end
end

local function apply_mask(ctx, w)
  if ctx.mask and not ctx.mask_is_padding then return w:masked_fill(ctx.mask, 0) end
  return w
end

-- ---- GMM ------------------------------------------------------------------------------
local GMM = Module:extend("attn.GMM")

-- GMM(opts, dh): three FFNs shared across heads on the head query q (B,H,T,dh),
--   x_hat = V_x^T tanh(W_x^T q + b1_x) + b2_x,  x in {omega, mu, sigma},
-- W_x dh x dh (fused into one Linear(dh, n dh): one gemm, the blocks in the order omega,
-- mu, sigma, each dh x dh block initialised xavier_uniform like its own nn.Linear), V_x
-- dh x K (dh x 1 when that quantity is shared by the K components).
-- Shared weights under approx/strict are the constant 1/K (a normalised mixture whose K
-- weights are equal): there is no omega FFN then (the fused Linear has the mu and sigma
-- blocks only), so no parameter goes without a gradient.
function GMM:init(opts, dh)
  self.K, self.norm, self.eps, self.share = opts.K, opts.norm, opts.eps, opts.share
  self.dh = dh
  self.const_omega = opts.share.weight and opts.norm ~= "none"
  local nb = self.const_omega and 2 or 3
  local lo = {dtype = opts.dtype}
  self.ffn = Linear(dh, nb * dh, lo)
  for i = 1, nb do
    F.xavier_uniform_(self.ffn.weight:narrow(1, (i - 1) * dh + 1, dh))
  end
  local K = opts.K
  if not self.const_omega then self.omega = Linear(dh, opts.share.weight and 1 or K, lo) end
  self.mu = Linear(dh, opts.share.mean and 1 or K, lo)
  self.sigma = Linear(dh, opts.share.variance and 1 or K, lo)
end

function GMM:extra_repr()
  local sh = {}
  for _, k in ipairs{"weight", "mean", "variance"} do
    if self.share[k] then sh[#sh + 1] = k end
  end
  return ("K=%d, norm=%s, eps=%g%s"):format(self.K, self.norm, self.eps,
    #sh > 0 and (", share=" .. table.concat(sh, "+")) or "")
end

-- (B,H,T,1 or K), or (1,1,1,1) -> (B,H,T,K) (B,H,T from q)
local function to_K(x, K, q)
  local s = q:shape()
  if x:size(4) == K and x:size(1) == s[1] and x:size(2) == s[2] and x:size(3) == s[3] then return x end
  s[4] = K
  return x:expand(s)
end

-- omega, mu, sigma (B,H,T,K) from ctx (mu in 1-based source positions)
function GMM:params(ctx)
  local q, dh, K, eps = ctx.q, self.dh, self.K, self.eps
  local lins = self.const_omega and {self.mu, self.sigma} or {self.omega, self.mu, self.sigma}
  local outs = {}
  if xa.is_grad_enabled() and q.requires_grad then
    -- training: the output layers as one product with a block-diagonal weight (sum K_x,
    -- nb dh), so that the hidden layer's gradient comes out of one product rather than
    -- from a narrow per predictor (each a zeroed (B,H,T,nb dh) tensor, a strided copy and
    -- a sum): 2-3% of a bench-small train step; and with the hidden layer in one op
    -- (F.mlp_tanh), which keeps the wide hidden layer in the cache
    local nb, rows, bs = #lins, {}, {}
    local zo = {dtype = q:dtype(), device = q.device}
    for i, lin in ipairs(lins) do
      local k, parts = lin.weight:size(1), {}
      if i > 1 then parts[#parts + 1] = xa.zeros(k, (i - 1) * dh, zo) end
      parts[#parts + 1] = lin.weight
      if i < nb then parts[#parts + 1] = xa.zeros(k, (nb - i) * dh, zo) end
      rows[i], bs[i] = xa.cat(parts, 2), lin.bias
    end
    local out = F.mlp_tanh(q, self.ffn.weight, self.ffn.bias, xa.cat(rows, 1), xa.cat(bs, 1)) -- (B,H,T,sum K_x)
    if self.norm == "approx" and nb == 3 and out:size(4) == 3 * K and q.device == "cpu" then
      -- unshared approx: the parameter map in one op (xa.gmm_approx_params), contiguous
      -- (B,H,T,K) results rather than a dozen element-wise ops on narrow views of out
      local p = xa.gmm_approx_params(out, ctx.lengths, K, eps)
      return p:select(1, 1), p:select(1, 2), p:select(1, 3)
    end
    local off = 0
    for i, lin in ipairs(lins) do
      local k = lin.weight:size(1)
      outs[i], off = out:narrow(4, off + 1, k), off + k
    end
  else
    -- inference: one small product per predictor on its slice of the hidden layer
    local hid = F.linear_tanh(q, self.ffn.weight, self.ffn.bias)         -- (B,H,T,nb dh)
    for i, lin in ipairs(lins) do
      outs[i] = F.linear(hid:narrow(4, (i - 1) * dh + 1, dh), lin.weight, lin.bias)
    end
  end
  local oh, mh, sh
  if self.const_omega then mh, sh = outs[1], outs[2] else oh, mh, sh = outs[1], outs[2], outs[3] end
  local J = ctx.J                                                        -- (B,1,1,1)
  local omega, mu, sigma
  if self.norm == "none" then
    -- Graves (2013) synthesis network: omega = exp, mu_i = mu_{i-1} + exp(mu_hat_i),
    -- sigma = sqrt(exp(-sigma_hat) / 2) (his beta = 1 / (2 sigma^2)), Z = 1.
    omega = oh:exp()
    local mu0 = ctx.state and ctx.state.mu_prev
    mu = mh:exp():cumsum(3)
    -- CHOICE: mu_0 = 0 (before the first target position), and the running sum is carried
    -- across incremental decoding steps in ctx.state.mu_prev (B,H,1,K) so that
    -- step-by-step decoding equals the full forward.
    if mu0 then mu = mu + mu0 end
    if ctx.state then ctx.state.mu_prev = mu:narrow(3, mu:size(3), 1) end
    sigma = (sh * -0.5):exp() * (0.5 ^ 0.5)
    -- CHOICE: sigma floored at eps as in the other variants
    sigma = sigma:clamp(eps, nil)
  else
    -- CHOICE: shared weights are 1/K each (the softmax of K equal logits), so that the
    -- mixture's mass is 1 as with unshared weights.
    if self.const_omega then omega = xa.full({1, 1, 1, 1}, 1 / K, {dtype = q:dtype(), device = q.device})
    else omega = oh:softmax(4) end
    if self.norm == "approx" then
      -- mu = J sigmoid(mu_hat); sigma = min(J/6 sigmoid(sigma_hat), mu/3, (J - mu)/3).
      -- CHOICE: sigma is floored at eps (docs/methods.md, GMM), and mu is pulled in by 3 eps at
      -- both ends, mu = 3 eps + (J - 6 eps) sigmoid(mu_hat), so that the floor never breaks
      -- the guarantee mu - 3 sigma >= 0 and mu + 3 sigma <= J (needs J > 6 eps).
      mu = mh:sigmoid() * (J - 6 * eps) + 3 * eps
      local s1 = sh:sigmoid() * (J / 6)
      sigma = s1:minimum(mu / 3):minimum((J - mu) / 3):clamp(eps, nil)
    else
      -- strict: mu = J sigmoid(mu_hat), sigma = J sigmoid(sigma_hat) floored at eps; the
      -- kernel divides each row by its sum over j <= J.
      mu = mh:sigmoid() * J
      sigma = (sh:sigmoid() * J):clamp(eps, nil)
    end
  end
  -- CHOICE: a shared quantity (share = {weight =, mean =, variance =}) is one FFN output
  -- used by all K components; shared weights are 1/K each for approx/strict (above: the
  -- mixture's mass stays 1), exp(omega_hat) each for none (unnormalised, like its unshared
  -- weights).
  return to_K(omega, K, q), to_K(mu, K, q), to_K(sigma, K, q)
end

-- weights(ctx) -> beta (B,H,T,S), {omega=, mu=, centres= (= mu), sigma=} (each (B,H,T,K))
function GMM:weights(ctx)
  local omega, mu, sigma = self:params(ctx)
  local beta = xa.gmm_weights(omega, mu, sigma, ctx.lengths, ctx.S, {norm = self.norm})
  return apply_mask(ctx, beta), {omega = omega, mu = mu, centres = mu, sigma = sigma}
end

-- mix_with(ctx, other, w_other (B,H,T,S), g (B,H,T,1)) -> (1 - g) w_other + g beta, info
function GMM:mix_with(ctx, other, w_other, g)
  local omega, mu, sigma = self:params(ctx)
  local gamma = xa.gmm_mix(w_other, g, omega, mu, sigma, ctx.lengths, {norm = self.norm})
  return apply_mask(ctx, gamma), {omega = omega, mu = mu, centres = mu, sigma = sigma}
end

-- attend_mix(ctx, k, v (B,H,S,dh), g (B,H,T,1), p) -> (B,T,H dh): mix_with's weights
-- (dropout p) times v, fused with the dot part's logits and softmax (xa.gmm_attention)
function GMM:attend_mix(ctx, k, v, g, p)
  local omega, mu, sigma = self:params(ctx)
  return xa.gmm_attention(ctx.q, k, v, g, omega, mu, sigma, ctx.lengths,
    {mask = ctx.mask, scale = 1, dropout = p, norm = self.norm})
end

-- ---- localness (Yang et al. 2018) -------------------------------------------------------
local Localness = Module:extend("attn.Localness")

-- P = J sigmoid(v_p^T tanh(W_p q)), D = J sigmoid(v_d^T tanh(W_p q)), W_p dh x dh shared by
-- P and D and across heads, no biases (as the paper's equations); v_p and v_d are the two
-- rows of one Linear(dh, 2) (one gemm), each initialised like its own nn.Linear(dh, 1).
function Localness:init(opts, dh)
  self.dh, self.eps = dh, opts.eps
  self.proj = Linear(dh, dh, {bias = false, dtype = opts.dtype})
  self.v = Linear(dh, 2, {bias = false, dtype = opts.dtype})
  for i = 1, 2 do F.xavier_uniform_(self.v.weight:narrow(1, i, 1)) end
end

function Localness:extra_repr() return ("dh=%d"):format(self.dh) end

-- weights(ctx) = softmax(logits + G), G_ij = -(j - P_i)^2 / (2 (D_i / 2)^2) ->
-- w (B,H,T,S), {centres = P (B,H,T,1), widths = D (B,H,T,1)}
-- CHOICE: key positions j = 1..S (1-based, like the GMM), so P in (0, J) covers the real
-- keys; D floored at eps (a D that underflows to 0 would give 0/0 at j = P). Masked keys
-- keep logit -inf, so their weight stays 0.
function Localness:weights(ctx)
  local z
  if xa.is_grad_enabled() then z = F.mlp_tanh(ctx.q, self.proj.weight, nil, self.v.weight, nil)
  else z = F.linear(F.linear_tanh(ctx.q, self.proj.weight), self.v.weight) end
  local pd = z:sigmoid() * ctx.J
  local P, D = pd:narrow(4, 1, 1), pd:narrow(4, 2, 1):clamp(self.eps, nil)  -- (B,H,T,1)
  local j = xa.arange(1, ctx.S + 1, {dtype = ctx.q:dtype(), device = ctx.q.device}) -- (S)
  local G = (j - P):square() / (D:square() * -0.5)
  local w = (ctx.logits + G):softmax(4)
  return apply_mask(ctx, w), {centres = P, widths = D}
end

-- ---- hard-coded Gaussian (You et al. 2020) ---------------------------------------------
local Hard = Module:extend("attn.HardGaussian")

function Hard:init(opts) self.sigma, self.ratio = opts.sigma, opts.ratio end
function Hard:extra_repr() return ("sigma=%g, ratio=%g"):format(self.sigma, self.ratio) end

-- weights(ctx): w_ij = exp(-(j - c_i)^2 / (2 sigma^2)) / sum_{j' <= J} (same), j <= J.
-- CHOICE: the paper centres target position i of I at i J / I, but I (the target length)
-- is unknown while decoding; we use c_i = clamp(i * ratio, 1, J) with ratio the expected
-- J / I of the language pair (a config value, 1 by default), i from ctx.pos. One kernel
-- call: gmm_weights with K = 1, omega = 1 and norm "strict". No parameters.
function Hard:weights(ctx)
  local B, H, T = ctx.B, ctx.H, ctx.T
  local dt = ctx.q and ctx.q:dtype() or ctx.dtype
  local c = (ctx.pos:to(dt) * self.ratio):clamp(1, nil):view(1, 1, T, 1):minimum(ctx.J:to(dt))
  local mu = c:expand(B, H, T, 1)
  local omega = xa.ones(1, 1, 1, 1, {dtype = dt, device = ctx.J.device}):expand(B, H, T, 1)
  local sigma = xa.full({1, 1, 1, 1}, self.sigma, {dtype = dt, device = ctx.J.device}):expand(B, H, T, 1)
  local w = xa.gmm_weights(omega, mu, sigma, ctx.lengths, ctx.S, {norm = "strict"})
  return apply_mask(ctx, w), {centres = mu, sigma = sigma}
end

-- ---- constructors ------------------------------------------------------------------------
local function check_opts(name, opts, known)
  if opts ~= nil and type(opts) ~= "table" then
    error(("%s: options must be a table, got %s"):format(name, type(opts)), 3)
  end
  opts = opts or {}
  for k in pairs(opts) do
    if not known[k] then error(("%s: unknown option '%s'"):format(name, tostring(k)), 3) end
  end
  return opts
end

local function positive(name, what, v)
  if type(v) ~= "number" or not (v > 0) or v == math.huge then
    error(("%s: %s must be a positive number, got %s"):format(name, what, tostring(v)), 4)
  end
end

return function(attn)
  -- attn.gmm{K = 4, norm = "approx", share = {mean=, variance=, weight=}, eps = 1e-3,
  --          gate = "learned", dtype = "float32"} -> part spec
  function attn.gmm(opts)
    opts = check_opts("attn.gmm", opts,
      {K = true, norm = true, share = true, eps = true, gate = true, dtype = true})
    local o = {K = opts.K or 4, norm = opts.norm or "approx", eps = opts.eps or 1e-3,
               gate = opts.gate or "learned", dtype = opts.dtype, share = {}}
    if math.type(o.K) ~= "integer" or o.K < 1 or o.K > 256 then
      error("attn.gmm: K must be an integer in [1, 256], got " .. tostring(o.K), 2)
    end
    if not NORMS[o.norm] then
      error("attn.gmm: norm must be \"approx\", \"strict\" or \"none\", got " .. tostring(o.norm), 2)
    end
    positive("attn.gmm", "eps", o.eps)
    if o.eps >= 1 / 6 then error("attn.gmm: eps must be < 1/6 (mu needs J > 6 eps), got " .. o.eps, 2) end
    if opts.share ~= nil then
      if type(opts.share) ~= "table" then error("attn.gmm: share must be a table {mean=, variance=, weight=}", 2) end
      for k, v in pairs(opts.share) do
        if k ~= "mean" and k ~= "variance" and k ~= "weight" then
          error("attn.gmm: share has an unknown key '" .. tostring(k) .. "' (mean, variance, weight)", 2)
        end
        o.share[k] = v and true or false
      end
    end
    return {kind = "gmm", opts = o, build = function(spec, dh, heads, layer)
      check_dh("attn.gmm", dh)
      return GMM(spec.opts, dh)
    end}
  end

  -- the two baselines replace dot attention when passed alone as `cross` (the papers'
  -- systems); mix = a gate ("learned", "linear", "average", a number in [0, 1]; true means
  -- "learned") mixes them with dot attention through that gate instead
  local function mix_opt(name, v)
    if v == nil or v == false then return nil end
    if v == true then return "learned" end
    if MIX_GATES[v] or (type(v) == "number" and v >= 0 and v <= 1) then return v end
    error(("%s: mix must be a gate (\"learned\", \"linear\", \"average\", \"first\", \"second\" or a number in [0, 1]), true or false, got %s")
      :format(name, tostring(v)), 3)
  end

  -- attn.localness{eps = 1e-3, mix = nil, dtype = "float32"} -> part spec
  function attn.localness(opts)
    opts = check_opts("attn.localness", opts, {eps = true, mix = true, dtype = true})
    local o = {eps = opts.eps or 1e-3, dtype = opts.dtype, mix = mix_opt("attn.localness", opts.mix)}
    positive("attn.localness", "eps", o.eps)
    return {kind = "localness", opts = o, alone = true, build = function(spec, dh, heads, layer)
      check_dh("attn.localness", dh)
      return Localness(spec.opts, dh)
    end}
  end

  -- attn.hard_gaussian{sigma = 1, ratio = 1, mix = nil} -> part spec
  function attn.hard_gaussian(opts)
    opts = check_opts("attn.hard_gaussian", opts, {sigma = true, ratio = true, mix = true})
    local o = {sigma = opts.sigma or 1, ratio = opts.ratio or 1, mix = mix_opt("attn.hard_gaussian", opts.mix)}
    positive("attn.hard_gaussian", "sigma", o.sigma)
    positive("attn.hard_gaussian", "ratio", o.ratio)
    return {kind = "hard_gaussian", opts = o, alone = true, build = function(spec) return Hard(spec.opts) end}
  end

  -- documentation (xattn.help, the REPL's :help)
  xa.document("attention.gmm", attn.gmm, [[
attention.gmm{K=4, norm="approx", share={}, eps=1e-3, gate="learned", dtype} -> part spec
GMM concentrated attention (Zhang & Feng 2021): K Gaussians per head and target position,
their weights omega, centres mu and widths sigma predicted from the head query by FFNs
shared across heads. norm "approx": mu = J sigmoid(.), sigma <= J/6 and within mu/3 of
both ends; "strict": each row renormalised over the source; "none": Graves' monotonic
form (mu accumulates). share = {mean=, variance=, weight=}: one value for all K components.
eps floors sigma. gate: the mix's gate when used alone as cross (dot + gmm).]])
  xa.document("attention.localness", attn.localness, [[
attention.localness{eps=1e-3, mix=nil, dtype} -> part spec
The localness Gaussian bias (Yang et al. 2018): softmax(logits + G), G_ij = -(j - P_i)^2 /
(2 (D_i / 2)^2), centre P and window D predicted from the head query (J sigmoid(.)). Alone
as cross it replaces dot attention (the paper's system); mix = a gate ("learned", "linear",
"average", "first", "second", a number in [0, 1]; true = "learned") mixes it with dot.]])
  xa.document("attention.hard_gaussian", attn.hard_gaussian, [[
attention.hard_gaussian{sigma=1, ratio=1, mix=nil} -> part spec
Hard-coded Gaussian attention (You et al. 2020), no parameters: a Gaussian of width sigma
centred at clamp(i ratio, 1, J) for target position i (ratio: the expected J / I). Alone as
cross it replaces dot attention (the paper's system); mix = a gate mixes it with dot (as
attention.localness).]])
  return attn
end
