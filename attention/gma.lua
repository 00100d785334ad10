-- GMA: Gaussian multi-head attention for simultaneous translation (Zhang & Feng, Findings
-- of ACL 2022; docs/methods.md, GMA). Registers attn.gma{...}.
--
--   local attn = xa.attention
--   cross = attn.mix{attn.gma{delta = 1.0}}      -- or cross = attn.gma{...}: the same
--   nn.Transformer{..., encoder = "unidirectional", cross = cross}
--
-- attn.gma{delta = 1.0, sigma = "p/2"|"p/1"|"p/3"|"predicted",
--          prior = "gaussian"|"laplace"|"linear"|"none",
--          position = "incremental"|"absolute",
--          share = "heads"|"none"|"layers"|"all", gate = "second", allow_bidirectional = false}
--
-- The part's gate default is "second": passed alone as `cross` (attn.factory makes it
-- dot + gma), GMA *replaces* the dot attention; it is not mixed with it (the dot part is
-- only evaluated for need_weights analysis). Any other gate mixes the two as usual.
--
-- Per decoder layer (one predictor per layer, no biases, Xavier-uniform init):
--   h_i   = the layer's scaled queries concatenated over heads (B,T,D), or per head
--           (B,H,T,dh) when each head has its own predictor (share "none" / "layers")
--   a_i   = v_p . tanh(h_i W_p)                       W_p D x D (dh x dh per head), v_p D
--   incremental: dp_i = exp(a_i), dp_1 = 0, p_i = clamp(sum_{i' <= i} dp_i', 0.9, 1100)
--   absolute:    p_i = clamp(exp(a_i), 0.9, 1100)   (a positive map that does not need the
--                source length J, which a streaming decoder does not know; same clamp)
--   p are 0-based source positions; visible source j < ceil(p_i + delta);
--   sigma = p/2 (default), p/1, p/3 (differentiable through p), or "predicted": a second
--   head on the same hidden layer, sigma_i = clamp(exp(v_s . tanh(h_i W_p)), 0.1, 1100)
--   (the lower clamp keeps the prior's gradients finite; the paper notes small predicted
--   sigmas hurt);
--   w = xa.gma_weights(logits, p, sigma, delta, prior): softmax(masked logits) * G
--   renormalised over the visible keys (see attention/gma.h; "linear" prior fallback there).
-- Sharing (paper Table 2): "heads" (default) one alignment per layer shared by its heads
-- (p is (B,1,T)); "none" one per head and layer (B,H,T); "layers" one per head shared by
-- every GMA layer (B,H,T); "all" one for every head and layer (B,1,T). With "layers"/"all"
-- the first GMA layer run in a forward (or decoding step) computes p and stores it in
-- ctx.shared["gma.p"] (and sigma in ctx.shared["gma.sigma"]); later layers reuse it, so
-- their own predictors stay unused.
-- Incremental decoding: ctx.state keeps the unclamped cumulative p of the last decoded
-- position (state.cum (B,Hp,1), state.n = that position), so decoding step by step equals
-- the full forward. Each call advances the state (a policy that re-runs a step must
-- restore the decoder state first).
-- weights(ctx) -> w (B,H,T,S), info {positions = p (B,Hp,T) 0-based, needed =
-- xa.gma_visible(p, delta, lengths) (B,Hp,T) int64 = min(ceil(p + delta), J), the number
-- of source tokens each target position needs (g(i)), sigma = (B,Hp,T) or nil for "none"}.
local xa = require "xattn"
local M = require "xattn.nn.module"
local F = require "xattn.nn.functional"

local SIGMAS = {["p/1"] = 1, ["p/2"] = 2, ["p/3"] = 3, predicted = true}
local PRIORS = {gaussian = true, laplace = true, linear = true, none = true}
local POSITIONS = {incremental = true, absolute = true}
local SHARES = {heads = true, none = true, layers = true, all = true}
local P_MIN, P_MAX, SIGMA_MIN = 0.9, 1100, 0.1

local function fail(msg) error("attention.gma: " .. msg, 3) end

-- an (n, fan_in, fan_out) or (fan_in, fan_out) parameter, Xavier-uniform over (fan_in, fan_out)
local function xavier(fan_in, fan_out, n)
  local t = n and xa.zeros(n, fan_in, fan_out) or xa.zeros(fan_in, fan_out)
  local b = math.sqrt(6 / (fan_in + fan_out))
  F.uniform_(t, -b, b)
  t:requires_grad_(true)
  return t
end

return function(attn)
  local GMA = M.Module:extend("attn.GMA")

  -- GMA(opts, dh, heads, layer)
  function GMA:init(o, dh, heads, layer)
    self.kind = "gma"
    self.delta, self.sigma_kind, self.prior = o.delta, o.sigma, o.prior
    self.position, self.share = o.position, o.share
    self.allow_bidirectional = o.allow_bidirectional
    self.heads, self.head_dim, self.layer = heads, dh, layer
    self.per_head = o.share == "none" or o.share == "layers"
    -- parameters act on the right: hidden = tanh(h W_p), a = hidden v_p
    if self.per_head then
      self.W_p = xavier(dh, dh, heads)       -- (H, dh, dh)
      self.v_p = xavier(dh, 1, heads)        -- (H, dh, 1)
      if o.sigma == "predicted" then self.v_s = xavier(dh, 1, heads) end
    else
      local d = dh * heads
      self.W_p = xavier(d, d)                -- (D, D)
      self.v_p = xavier(d, 1)                -- (D, 1)
      if o.sigma == "predicted" then self.v_s = xavier(d, 1) end
    end
  end

  function GMA:extra_repr()
    return ("delta=%g, sigma=%s, prior=%s, position=%s, share=%s"):format(self.delta,
      self.sigma_kind, self.prior, self.position, self.share)
  end

  -- the predictor's pre-activations a (B,Hp,T) for p, and s (B,Hp,T) for sigma or nil
  function GMA:_predict(ctx)
    local q, B, H, T = ctx.q, ctx.B, ctx.H, ctx.T
    local hid, a, s
    if self.per_head then
      hid = q:matmul(self.W_p):tanh()                                        -- (B,H,T,dh)
      a = hid:matmul(self.v_p):view(B, H, T)
      if self.v_s then s = hid:matmul(self.v_s):view(B, H, T) end
    else
      local h = ctx.q_rows or q:permute(1, 3, 2, 4):reshape(B, T, H * ctx.dh) -- (B,T,D)
      if xa.is_grad_enabled() then
        -- training: both layers in one op (F.mlp_tanh), the hidden layer kept in the cache
        local V = self.v_s and xa.cat({self.v_p, self.v_s}, 2) or self.v_p  -- (D, 1 or 2)
        local o = F.mlp_tanh(h, self.W_p:t(), nil, V:t(), nil)                -- (B,T,1 or 2)
        a = o:narrow(3, 1, 1):reshape(B, 1, T)
        if self.v_s then s = o:narrow(3, 2, 1):reshape(B, 1, T) end
      else
        hid = h:matmul(self.W_p):tanh()
        a = hid:matmul(self.v_p):view(B, 1, T)
        if self.v_s then s = hid:matmul(self.v_s):view(B, 1, T) end
      end
    end
    return a, s
  end

  -- p (B,Hp,T) 0-based positions and sigma (B,Hp,T) (nil for the "none" prior)
  function GMA:_alignment(ctx)
    local shared = ctx.shared
    local global = self.share == "layers" or self.share == "all"
    if global and shared and shared["gma.p"] then return shared["gma.p"], shared["gma.sigma"] end
    local a, s = self:_predict(ctx)
    local T = ctx.T
    local p
    if self.position == "absolute" then
      p = a:exp():clamp(P_MIN, P_MAX)
    else
      local dp = a:exp()
      local start = T > 0 and math.tointeger(ctx.pos:get(1)) - 1 or 0
      if start == 0 then
        -- dp_1 = 0: the first target position aligns with the first source token
        dp = dp * ctx.pos:gt(1):to(dp:dtype()):view(1, 1, T)
      end
      local cum = dp:cumsum(3)
      local st = ctx.state
      if st and start > 0 then
        if st.n ~= start or not st.cum then
          error(("attention.gma: incremental state is at target position %s but the step starts at %d")
            :format(tostring(st.n), start + 1), 0)
        end
        cum = cum + st.cum
      end
      if st and T > 0 then
        st.cum = cum:narrow(3, T, 1):detach()
        st.n = start + T
      end
      p = cum:clamp(P_MIN, P_MAX)
    end
    local sigma
    if self.prior ~= "none" then
      if s then sigma = s:exp():clamp(SIGMA_MIN, P_MAX)
      else sigma = p / SIGMAS[self.sigma_kind] end
    end
    if global and shared then shared["gma.p"], shared["gma.sigma"] = p, sigma end
    return p, sigma
  end

  function GMA:weights(ctx)
    local p, sigma = self:_alignment(ctx)
    local w = xa.gma_weights(ctx.logits, p, sigma, self.delta, self.prior)
    local needed = xa.gma_visible(p, self.delta, ctx.lengths)
    return w, {positions = p, needed = needed, sigma = sigma}
  end
  -- attend(ctx, k, v (B,H,S,dh), p) -> (B,T,H dh): weights' w (dropout p) times v, fused
  -- with the logits (xa.gma_attention; ctx.mask -inf in the logits as in ctx.logits)
  function GMA:attend(ctx, k, v, p)
    local pos, sigma = self:_alignment(ctx)
    return xa.gma_attention(ctx.q, k, v, pos, sigma, {mask = ctx.mask, scale = 1, dropout = p,
      delta = self.delta, prior = self.prior})
  end
  attn.GMA = GMA

  local DEFAULTS = {delta = 1.0, sigma = "p/2", prior = "gaussian", position = "incremental",
                    share = "heads", gate = "second", allow_bidirectional = false}

  -- attn.gma{delta = 1.0, sigma = "p/2", prior = "gaussian", position = "incremental",
  --          share = "heads", gate = "second", allow_bidirectional = false} -> a part spec
  -- nn.Transformer refuses a GMA part with a bidirectional encoder unless
  -- allow_bidirectional = true (such a model decodes full sentences only: the streaming
  -- simulator refuses it).
  function attn.gma(opts)
    if opts ~= nil and type(opts) ~= "table" then fail("options must be a table") end
    local o = {}
    for k, v in pairs(DEFAULTS) do o[k] = v end
    for k, v in pairs(opts or {}) do
      if DEFAULTS[k] == nil then fail("unknown option '" .. tostring(k) .. "'") end
      o[k] = v
    end
    if type(o.delta) ~= "number" or o.delta ~= o.delta or math.abs(o.delta) == math.huge then
      fail("delta must be a finite number, got " .. tostring(o.delta))
    end
    if not SIGMAS[o.sigma] then
      fail("sigma must be \"p/2\", \"p/1\", \"p/3\" or \"predicted\", got " .. tostring(o.sigma))
    end
    if not PRIORS[o.prior] then
      fail("prior must be \"gaussian\", \"laplace\", \"linear\" or \"none\", got " .. tostring(o.prior))
    end
    if not POSITIONS[o.position] then
      fail("position must be \"incremental\" or \"absolute\", got " .. tostring(o.position))
    end
    if type(o.allow_bidirectional) ~= "boolean" then
      fail("allow_bidirectional must be true or false, got " .. tostring(o.allow_bidirectional))
    end
    if not SHARES[o.share] then
      fail("share must be \"heads\", \"none\", \"layers\" or \"all\", got " .. tostring(o.share))
    end
    return {kind = "gma", opts = o,
            build = function(spec, dh, heads, layer) return GMA(spec.opts, dh, heads, layer) end}
  end
  -- documentation (xattn.help, the REPL's :help)
  xa.document("attention.gma", attn.gma, [[
attention.gma{delta=1.0, sigma="p/2", prior="gaussian", position="incremental",
  share="heads", gate="second", allow_bidirectional=false} -> part spec
GMA, Gaussian multi-head attention for simultaneous translation (Zhang & Feng 2022): each
decoder layer predicts an aligned source position p_i (incremental: a running sum of
positive steps; absolute), the decoder sees source tokens j < ceil(p_i + delta), and the
dot weights are multiplied by a prior around p_i ("gaussian", "laplace", "linear", "none")
of width sigma = p/2, p/1, p/3 or "predicted". share: one alignment per layer for its heads
("heads"), per head ("none"), per head across layers ("layers"), or one for all ("all").
gate "second": alone as cross it replaces the dot attention. nn.Transformer refuses it
with a bidirectional encoder unless allow_bidirectional = true (such a model decodes full
sentences only); streaming (simt.gma) needs encoder = "unidirectional".]])
  xa.document("attention.GMA", GMA, "attention.GMA(opts, dh, heads, layer) -> part: the module attention.gma builds")
  xa.document("attention.GMA:attend", GMA.attend, [[
part:attend(ctx, k, v (B,H,S,dh), p) -> (B,T,H*dh)
The part's weights (dropout p) times v in one op (xattn.gma_attention, the logits never
stored): what the Cross module runs for a whole-sequence forward (training, scoring)
without need_weights; the values and gradients of weights(ctx), dropout and the product.]])
  xa.document("attention.GMA:weights", GMA.weights, [[
part:weights(ctx) -> w (B,H,T,S), {positions = p (B,Hp,T) 0-based, needed (B,Hp,T) int64,
  sigma}
needed = min(ceil(p + delta), J): the source tokens each target position needs.]])

end
