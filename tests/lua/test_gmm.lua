-- GMM concentrated cross-attention (attention/gmm.c, attention/gmm.lua):
-- xa.gmm_weights / xa.gmm_mix against naive Lua loops, hand-computed values and golden
-- values from an independent PyTorch implementation (tests/golden/gen_gmm.py); gradients
-- by finite differences; the paper's properties; the localness and hard-coded Gaussian parts.
local attn = {}
require("xattn.attention.gmm")(attn)

local PI = math.pi

-- ---- naive references over nested tables ------------------------------------------------
-- beta[b][h][t][j] from omega/mu/sigma[b][h][t][k], lengths[b], positions j = 1..S
local function naive_beta(om, mu, sg, lens, S, norm)
  local out = {}
  for b = 1, #om do
    out[b] = {}
    for h = 1, #om[b] do
      out[b][h] = {}
      for t = 1, #om[b][h] do
        local row, sum = {}, 0
        for j = 1, S do
          local v = 0
          if j <= lens[b] then
            for k = 1, #om[b][h][t] do
              local s = sg[b][h][t][k]
              local z = norm == "none" and 1 or math.sqrt(2 * PI * s * s)
              v = v + om[b][h][t][k] / z * math.exp(-(j - mu[b][h][t][k]) ^ 2 / (2 * s * s))
            end
          end
          row[j] = v
          sum = sum + v
        end
        if norm == "strict" then for j = 1, S do row[j] = row[j] / sum end end
        out[b][h][t] = row
      end
    end
  end
  return out
end

local function naive_mix(al, g, beta)
  local out = {}
  for b = 1, #al do
    out[b] = {}
    for h = 1, #al[b] do
      out[b][h] = {}
      for t = 1, #al[b][h] do
        local row, gv = {}, g[b][h][t][1]
        for j = 1, #al[b][h][t] do row[j] = (1 - gv) * al[b][h][t][j] + gv * beta[b][h][t][j] end
        out[b][h][t] = row
      end
    end
  end
  return out
end

-- random inputs (B,H,T,K) of dtype: omega on the simplex, mu in (0, S+1), sigma in [0.3, 1.8]
local function rand_inputs(B, H, T, K, S, dtype)
  dtype = dtype or "float64"
  local om = xa.randn(B, H, T, K, {dtype = dtype}):softmax(4)
  local mu = xa.rand(B, H, T, K, {dtype = dtype}) * (S + 1)
  local sg = xa.rand(B, H, T, K, {dtype = dtype}) * 1.5 + 0.3
  return om, mu, sg
end

local function leaf(t) return t:detach():clone():requires_grad_(true) end

-- ---- hand-computed ------------------------------------------------------------------------
test("gmm_weights: hand-computed S = 3, K = 1 (approx, strict, none, padding)", function()
  local om = xa.tensor({{{{1.0}}}}, {dtype = "float64"})
  local mu = xa.tensor({{{{2.0}}}}, {dtype = "float64"})
  local sg = xa.tensor({{{{1.0}}}}, {dtype = "float64"})
  local p0, p1 = 0.3989422804014327, 0.24197072451914337 -- N(0,1) density at 0 and 1
  T.close(xa.gmm_weights(om, mu, sg, xa.tensor{3}, 3), {{{{p1, p0, p1}}}}, 1e-14)
  T.close(xa.gmm_weights(om, mu, sg, xa.tensor{2}, 3), {{{{p1, p0, 0}}}}, 1e-14)
  local e = math.exp(-0.5)
  T.close(xa.gmm_weights(om, mu, sg, xa.tensor{3}, 3, {norm = "none"}), {{{{e, 1, e}}}}, 1e-14)
  local s = 2 * e + 1
  T.close(xa.gmm_weights(om, mu, sg, xa.tensor{3}, 3, {norm = "strict"}),
          {{{{e / s, 1 / s, e / s}}}}, 1e-14)
  T.close(xa.gmm_weights(om, mu, sg, xa.tensor{2}, 3, {norm = "strict"}),
          {{{{e / (1 + e), 1 / (1 + e), 0}}}}, 1e-14)
  -- omega scales; sigma = 2: density 1/(2 sqrt(2 pi)) exp(-d^2/8)
  local b = xa.gmm_weights(om * 0.5, mu, sg * 2, xa.tensor{3}, 3)
  local c = 0.5 / (2 * math.sqrt(2 * PI))
  T.close(b, {{{{c * math.exp(-1 / 8), c, c * math.exp(-1 / 8)}}}}, 1e-14)
  -- the fused mix: g = 0.25, alpha = (0.5, 0.3, 0.2)
  local al = xa.tensor({{{{0.5, 0.3, 0.2}}}}, {dtype = "float64"})
  local g = xa.tensor({{{{0.25}}}}, {dtype = "float64"})
  T.close(xa.gmm_mix(al, g, om, mu, sg, xa.tensor{2}),
          {{{{0.75 * 0.5 + 0.25 * p1, 0.75 * 0.3 + 0.25 * p0, 0.75 * 0.2}}}}, 1e-14)
end)

test("gmm: hand-computed gradient S = 3, K = 1 (approx)", function()
  -- beta_j = omega / (sqrt(2 pi) s) exp(-(j - mu)^2 / (2 s^2)); with G = (1, 0, 0), mu = 2,
  -- s = 1, omega = 1: d/domega = p1, d/dmu = p1 * (1 - 2) = -p1, d/ds = p1 * (d^2 - 1) = 0
  local om, mu, sg = leaf(xa.tensor({{{{1.0}}}}, {dtype = "float64"})),
    leaf(xa.tensor({{{{2.0}}}}, {dtype = "float64"})), leaf(xa.tensor({{{{1.0}}}}, {dtype = "float64"}))
  local b = xa.gmm_weights(om, mu, sg, xa.tensor{3}, 3)
  b:backward(xa.tensor({{{{1, 0, 0}}}}, {dtype = "float64"}))
  local p1 = 0.24197072451914337
  T.close(om.grad, {{{{p1}}}}, 1e-14)
  T.close(mu.grad, {{{{-p1}}}}, 1e-14)
  T.close(sg.grad, {{{{0}}}}, 1e-14)
end)

-- ---- against the naive loops ----------------------------------------------------------
test("gmm_weights / gmm_mix: naive reference, every norm, float64 and float32", function()
  local B, H, T_, K, S = 3, 2, 4, 3, 9
  local lens = {9, 5, 1}
  for _, norm in ipairs{"approx", "strict", "none"} do
    local om, mu, sg = rand_inputs(B, H, T_, K, S)
    local L = xa.tensor(lens)
    local ref = naive_beta(om:totable(), mu:totable(), sg:totable(), lens, S, norm)
    T.close(xa.gmm_weights(om, mu, sg, L, S, {norm = norm}), ref, 1e-12, norm)
    local w32 = xa.gmm_weights(om:float(), mu:float(), sg:float(), L, S, {norm = norm})
    T.eq(w32:dtype(), "float32")
    T.close(w32, ref, 2e-5, norm .. " float32")
    local al = xa.randn(B, H, T_, S):double():softmax(4)
    local g = xa.rand(B, H, T_, 1):double()
    local mref = naive_mix(al:totable(), g:totable(), ref)
    T.close(xa.gmm_mix(al, g, om, mu, sg, L, {norm = norm}), mref, 1e-12, norm .. " mix")
    T.close(xa.gmm_mix(al:float(), g:float(), om:float(), mu:float(), sg:float(), L, {norm = norm}),
            mref, 2e-5, norm .. " mix float32")
  end
end)

test("gmm: non-contiguous inputs (transposed, narrowed, expanded)", function()
  local B, H, T_, K, S = 2, 3, 4, 2, 6
  local lens = {6, 4}
  local L = xa.tensor(lens)
  -- omega built transposed, mu narrowed from a wider tensor, sigma expanded over H
  local om = xa.randn(B, H, K, T_):double():softmax(3):transpose(3, 4)
  local mu = (xa.rand(B, H, T_, K + 3):double() * 7):narrow(4, 2, K)
  local sg = (xa.rand(B, 1, T_, K):double() + 0.4):expand(B, H, T_, K)
  T.ok(not om:is_contiguous() and not mu:is_contiguous() and not sg:is_contiguous())
  local Lnc = xa.tensor({6, 0, 4, 0}):view(2, 2):select(2, 1) -- strided lengths
  T.ok(not Lnc:is_contiguous())
  for _, norm in ipairs{"approx", "strict", "none"} do
    local ref = naive_beta(om:totable(), mu:totable(), sg:totable(), lens, S, norm)
    T.close(xa.gmm_weights(om, mu, sg, L, S, {norm = norm}), ref, 1e-12, norm)
    T.close(xa.gmm_weights(om, mu, sg, Lnc, S, {norm = norm}), ref, 1e-12, norm .. " strided lengths")
    local al = xa.randn(B, H, S, T_):double():softmax(3):transpose(3, 4)
    local g = xa.rand(B, H, 1, T_):double():transpose(3, 4)
    T.close(xa.gmm_mix(al, g, om, mu, sg, L, {norm = norm}),
            naive_mix(al:totable(), g:totable(), ref), 1e-12, norm .. " mix")
  end
  -- gradients through non-contiguous leaves keep their shapes
  local oml, mul, sgl = leaf(om), leaf(mu), leaf(sg)
  T.gradcheck(function(a, b, c) return xa.gmm_weights(a:transpose(3, 4):transpose(3, 4), b, c, L, S) end,
              {oml, mul, sgl})
end)

test("gmm: size-1 and empty dims (T = 1, S = 1, K = 1, B = 0)", function()
  local L1 = xa.tensor{1}
  local om, mu, sg = xa.ones(1, 1, 1, 1):double(), xa.full({1, 1, 1, 1}, 1.5):double(),
    xa.full({1, 1, 1, 1}, 0.5):double()
  local v = 1 / math.sqrt(2 * PI * 0.25) * math.exp(-0.25 / 0.5)
  T.close(xa.gmm_weights(om, mu, sg, L1, 1), {{{{v}}}}, 1e-14)
  T.close(xa.gmm_weights(om, mu, sg, L1, 1, {norm = "strict"}), {{{{1}}}}, 1e-14)
  -- T = 1, K = 1 with S = 4 and two sentences
  local B, S = 2, 4
  local o2, m2, s2 = rand_inputs(B, 2, 1, 1, S)
  local lens = {4, 2}
  T.close(xa.gmm_weights(o2, m2, s2, xa.tensor(lens), S),
          naive_beta(o2:totable(), m2:totable(), s2:totable(), lens, S, "approx"), 1e-12)
  -- empty batch and empty T
  local e = xa.gmm_weights(xa.zeros(0, 2, 3, 2):double(), xa.zeros(0, 2, 3, 2):double(),
                           xa.ones(0, 2, 3, 2):double(), xa.zeros(0):long(), 5)
  T.shape(e, {0, 2, 3, 5})
  local o0, m0, s0 = rand_inputs(2, 1, 0, 2, 3)
  T.shape(xa.gmm_mix(xa.zeros(2, 1, 0, 3):double(), xa.zeros(2, 1, 0, 1):double(), o0, m0, s0,
                     xa.tensor{3, 1}), {2, 1, 0, 3})
end)

test("gmm: strict rows whose Gaussians all fall between integers stay normalised", function()
  -- sigma = 1e-3 at mu = 2.5: every exp underflows without the stable shift
  local om = xa.tensor({{{{0.3, 0.7}}}}, {dtype = "float64"})
  local mu = xa.tensor({{{{2.5, 4.4}}}}, {dtype = "float64"})
  local sg = xa.tensor({{{{1e-3, 1e-3}}}}, {dtype = "float64"})
  local w = xa.gmm_weights(om, mu, sg, xa.tensor{5}, 5, {norm = "strict"})
  -- (j - 2.5)^2 = 0.25 at j = 2, 3 beats (4 - 4.4)^2 = 0.16? no: 0.16 < 0.25, so j = 4 wins
  T.close(w, {{{{0, 0, 0, 1, 0}}}}, 1e-12)
  local w32 = xa.gmm_weights(om:float(), mu:float(), sg:float(), xa.tensor{5}, 5, {norm = "strict"})
  T.close(w32, {{{{0, 0, 0, 1, 0}}}}, 1e-6)
  -- all omegas 0: the guard leaves the row at 0
  local z = xa.gmm_weights(om * 0, mu, sg * 1000, xa.tensor{5}, 5, {norm = "strict"})
  T.close(z, {{{{0, 0, 0, 0, 0}}}}, 0)
end)

-- ---- gradients ------------------------------------------------------------------------------
test("gmm_weights / gmm_mix: gradcheck (float64), every norm, padded lengths", function()
  local B, H, T_, K, S = 2, 2, 2, 3, 5
  local L = xa.tensor{5, 3}
  for _, norm in ipairs{"approx", "strict", "none"} do
    local om, mu, sg = rand_inputs(B, H, T_, K, S)
    om, mu, sg = leaf(om), leaf(mu), leaf(sg)
    T.gradcheck(function(a, b, c) return xa.gmm_weights(a, b, c, L, S, {norm = norm}) end, {om, mu, sg})
    local al = leaf(xa.randn(B, H, T_, S):double():softmax(4))
    local g = leaf(xa.rand(B, H, T_, 1):double())
    T.gradcheck(function(a, gg, o, m, s) return xa.gmm_mix(a, gg, o, m, s, L, {norm = norm}) end,
                {al, g, om, mu, sg})
  end
  -- only some inputs requiring grad
  local om, mu, sg = rand_inputs(B, H, T_, K, S)
  local m = leaf(mu)
  T.gradcheck(function(x) return xa.gmm_mix(xa.ones(B, H, T_, S):double(), xa.full({B, H, T_, 1}, 0.3):double(),
                                            om, x, sg, L) end, {m})
end)

-- ---- golden values from PyTorch -------------------------------------------------------------
local golden = dofile("tests/golden/gmm_cases.lua")

local function det(n, seed)
  local v = {}
  for i = 1, n do v[i] = math.sin(seed + 0.7 * i) end
  return v
end

local function ft(vals, shape) return xa.tensor(vals, {dtype = "float64"}):reshape(shape) end

test("gmm ops: golden values and gradients from PyTorch (tests/golden/gen_gmm.py)", function()
  T.ok(#golden.ops >= 5)
  for _, c in ipairs(golden.ops) do
    local B, H, T_, S, K = table.unpack(c.shape)
    local function inp(name, shape) return ft(c.inputs[name], shape):requires_grad_(true) end
    local om, mu, sg = inp("omega", {B, H, T_, K}), inp("mu", {B, H, T_, K}), inp("sigma", {B, H, T_, K})
    local L = xa.tensor(c.lengths)
    local out, leaves
    if c.op == "gmm_mix" then
      local al, g = inp("alpha", {B, H, T_, S}), inp("g", {B, H, T_, 1})
      out = xa.gmm_mix(al, g, om, mu, sg, L, {norm = c.norm})
      leaves = {omega = om, mu = mu, sigma = sg, alpha = al, g = g}
    else
      out = xa.gmm_weights(om, mu, sg, L, S, {norm = c.norm})
      leaves = {omega = om, mu = mu, sigma = sg}
    end
    T.close(out, ft(c.out, {B, H, T_, S}), 1e-10, c.name)
    out:backward(ft(det(B * H * T_ * S, c.seed), {B, H, T_, S}))
    for name, t in pairs(leaves) do
      T.close(t.grad, ft(c.grads[name], t:shape()), 1e-10, c.name .. " d" .. name)
    end
  end
end)

-- a ctx for a part, built by hand as the Cross module would
local function make_ctx(q, lengths, S, opts)
  opts = opts or {}
  local B, H, T_, dh = table.unpack(q:shape())
  local L = xa.tensor(lengths)
  local key = xa.arange(1, S + 1):view(1, S):gt(L:view(B, 1)) -- (B,S) true = padded
  local start = opts.start or 0
  local ctx = {q = q, lengths = L, J = L:to(q:dtype()):view(B, 1, 1, 1), S = S,
               B = B, H = H, T = T_, dh = dh, dtype = q:dtype(), mask = key:view(B, 1, 1, S),
               pos = xa.arange(start + 1, start + T_ + 1, {dtype = q:dtype()}),
               state = opts.state, training = opts.state == nil}
  if opts.logits then
    ctx.logits = opts.logits:masked_fill(ctx.mask, -math.huge)
    function ctx:alpha() return self.logits:softmax(4) end
  end
  return ctx
end

test("gmm part: golden values and gradients from PyTorch for approx/strict/none/share/mix", function()
  T.ok(#golden.parts >= 6)
  for _, c in ipairs(golden.parts) do
    local B, H, T_, S, dh = table.unpack(c.shape)
    local spec = attn.gmm{K = c.K, norm = c.norm, share = c.share, eps = c.eps}
    local part = spec:build(dh, H, 1):double()
    local named = {}
    for _, np in ipairs(part:named_parameters()) do named[np[1]] = np[2] end
    for name, vals in pairs(c.params) do
      T.ok(named[name], "parameter " .. name)
      xa.no_grad(function() named[name]:copy_(ft(vals, c.param_shapes[name])) end)
    end
    T.eq(#part:named_parameters(), 8)
    local q = ft(c.q, {B, H, T_, dh}):requires_grad_(true)
    local ctx = make_ctx(q, c.lengths, S)
    ctx.mask_is_padding = c.mix -- the kernel's zeros beyond J suffice; alpha is a leaf here
    local out, info, al, g
    if c.mix then
      al = ft(c.extra.alpha, {B, H, T_, S}):requires_grad_(true)
      g = ft(c.extra.g, {B, H, T_, 1}):requires_grad_(true)
      out, info = part:mix_with(ctx, {kind = "dot"}, al, g)
    else
      out, info = part:weights(ctx)
    end
    T.close(out, ft(c.out, {B, H, T_, S}), 1e-10, c.name)
    -- without gradients the predictors' output layers take another path (one product per
    -- predictor instead of one block-diagonal product): the same values
    local nout = xa.no_grad(function()
      if c.mix then return (part:mix_with(ctx, {kind = "dot"}, al, g)) end
      return (part:weights(ctx))
    end)
    T.close(nout, ft(c.out, {B, H, T_, S}), 1e-10, c.name .. " (no_grad)")
    T.close(info.mu, ft(c.mu, {B, H, T_, c.K}), 1e-10, c.name .. " mu")
    T.close(info.sigma, ft(c.sigma, {B, H, T_, c.K}), 1e-10, c.name .. " sigma")
    out:backward(ft(det(B * H * T_ * S, c.seed), {B, H, T_, S}))
    for name, t in pairs(named) do
      T.close(t.grad, ft(c.grads[name], t:shape()), 1e-10, c.name .. " d" .. name)
    end
    T.close(q.grad, ft(c.grads.q, q:shape()), 1e-10, c.name .. " dq")
    if c.mix then
      T.close(al.grad, ft(c.grads.alpha, al:shape()), 1e-10, c.name .. " dalpha")
      T.close(g.grad, ft(c.grads.g, g:shape()), 1e-10, c.name .. " dg")
    end
  end
end)

test("gmm part: gradcheck of every parameter and q, each variant", function()
  local B, H, T_, S, dh = 2, 2, 2, 5, 3
  local variants = {
    {norm = "approx", K = 2}, {norm = "strict", K = 2}, {norm = "none", K = 2},
    {norm = "approx", K = 1}, {norm = "approx", K = 3, share = {mean = true, weight = true}},
    {norm = "strict", K = 2, share = {variance = true}},
  }
  for _, v in ipairs(variants) do
    local part = attn.gmm(v):build(dh, H, 1):double()
    local q = T.param(B, H, T_, dh)
    local ctx = make_ctx(q, {5, 3}, S)
    local inputs = part:parameters()
    inputs[#inputs + 1] = q
    T.gradcheck(function() return (part:weights(ctx)) end, inputs)
  end
  -- the fused mix through the part
  local part = attn.gmm{K = 2}:build(dh, H, 1):double()
  local q = T.param(B, H, T_, dh)
  local ctx = make_ctx(q, {5, 3}, S)
  local al = leaf(xa.randn(B, H, T_, S):double():softmax(4))
  local g = leaf(xa.rand(B, H, T_, 1):double())
  local inputs = part:parameters()
  inputs[#inputs + 1] = q; inputs[#inputs + 1] = al; inputs[#inputs + 1] = g
  T.gradcheck(function() return (part:mix_with(ctx, {kind = "dot"}, al, g)) end, inputs)
end)

-- ---- properties ---------------------------------------------------------------------------
test("gmm approx: continuous mass inside [0, J] on every row, discrete sums where sigma >= 0.5", function()
  local B, H, T_, dh, S, K = 6, 2, 8, 8, 40, 4
  local lens = {40, 33, 17, 9, 3, 1}
  local checked_sum = 0
  -- scale 1: moderate FFN outputs (many rows with wide components); scale 3: outputs
  -- spread over the sigmoids' range (centres and widths at their extremes)
  for _, scale in ipairs{1, 3} do
    local part = attn.gmm{K = K}:build(dh, H, 1):double()
    xa.no_grad(function()
      for _, p in ipairs(part:parameters()) do p:mul_(scale) end
    end)
    local q = xa.randn(B, H, T_, dh):double() * scale
    local w, info = part:weights(make_ctx(q, lens, S))
    local mu, sg, wt = info.mu:totable(), info.sigma:totable(), w:totable()
    for b = 1, B do
      local J = lens[b]
      for h = 1, H do
        for t = 1, T_ do
          local all_wide = true
          for k = 1, K do
            local m, s = mu[b][h][t][k], sg[b][h][t][k]
            T.ok(m - 3 * s >= -1e-12 and m + 3 * s <= J + 1e-12,
                 ("row %d,%d,%d comp %d: mu %g sigma %g J %d"):format(b, h, t, k, m, s, J))
            if s < 0.5 then all_wide = false end
          end
          local sum = 0
          for j = 1, S do
            if j > J then T.eq(wt[b][h][t][j], 0, "zero beyond J") end
            sum = sum + wt[b][h][t][j]
          end
          if all_wide then
            checked_sum = checked_sum + 1
            T.ok(sum >= 0.9 and sum <= 1.1, ("row %d,%d,%d: discrete sum %g"):format(b, h, t, sum))
          end
        end
      end
    end
  end
  T.ok(checked_sum >= 20, "rows with every sigma >= 0.5: " .. checked_sum)
end)

-- the standard normal CDF (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7)
local function Phi(x)
  local z = math.abs(x) / math.sqrt(2)
  local t = 1 / (1 + 0.3275911 * z)
  local erf = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t
    + 0.254829592) * t * math.exp(-z * z)
  return x >= 0 and 0.5 * (1 + erf) or 0.5 * (1 - erf)
end

-- omega, mu, sigma [b][h][t][k] of a GMM part computed from its parameters by naive loops
-- (the paper's formulas): the FFN rows are the omega block (absent when omega is a
-- constant), then the mu and sigma blocks. A shared quantity is one FFN output used by
-- every component; shared weights are 1/K each for approx/strict (the weights of a
-- normalised mixture, all equal), exp(omega_hat) each for none.
local function naive_params(part, q, lens, K, norm, share, eps)
  local P = {}
  for _, np in ipairs(part:named_parameters()) do P[np[1]] = np[2]:totable() end
  local qt = q:totable()
  local dh = #qt[1][1][1]
  local nb = #P["ffn.weight"] // dh
  local function lin(W, b, x, r) local s = b[r]; for d = 1, #x do s = s + W[r][d] * x[d] end; return s end
  local sig = function(x) return 1 / (1 + math.exp(-x)) end
  local om, mu, sg = {}, {}, {}
  for b = 1, #qt do
    om[b], mu[b], sg[b] = {}, {}, {}
    local J = lens[b]
    for h = 1, #qt[b] do
      om[b][h], mu[b][h], sg[b][h] = {}, {}, {}
      local run = {}
      for t = 1, #qt[b][h] do
        local x = qt[b][h][t]
        local hid = {}
        for r = 1, nb * dh do hid[r] = math.tanh(lin(P["ffn.weight"], P["ffn.bias"], x, r)) end
        local function block(i) local v = {}; for d = 1, dh do v[d] = hid[(i - 1) * dh + d] end; return v end
        local hm, hs = block(nb - 1), block(nb)
        local oh, mh, sh = {}, {}, {}
        for k = 1, K do
          if P["omega.weight"] then oh[k] = lin(P["omega.weight"], P["omega.bias"], block(1), share.weight and 1 or k) end
          mh[k] = lin(P["mu.weight"], P["mu.bias"], hm, share.mean and 1 or k)
          sh[k] = lin(P["sigma.weight"], P["sigma.bias"], hs, share.variance and 1 or k)
        end
        local o, m, s = {}, {}, {}
        if norm == "none" then
          for k = 1, K do
            o[k] = math.exp(oh[k])
            run[k] = (run[k] or 0) + math.exp(mh[k])
            m[k] = run[k]
            s[k] = math.max(eps, math.sqrt(math.exp(-sh[k]) / 2))
          end
        else
          local z = 0
          for k = 1, K do z = z + (share.weight and 1 or math.exp(oh[k])) end
          for k = 1, K do
            o[k] = (share.weight and 1 or math.exp(oh[k])) / z
            if norm == "approx" then
              m[k] = 3 * eps + (J - 6 * eps) * sig(mh[k])
              s[k] = math.max(eps, math.min(J / 6 * sig(sh[k]), m[k] / 3, (J - m[k]) / 3))
            else
              m[k] = J * sig(mh[k])
              s[k] = math.max(eps, J * sig(sh[k]))
            end
          end
        end
        om[b][h][t], mu[b][h][t], sg[b][h][t] = o, m, s
      end
    end
  end
  return om, mu, sg
end

test("gmm: the mixture's mass for every norm x share combination (naive loops)", function()
  local B, H, T_, dh, S, K, eps = 5, 2, 4, 6, 30, 3, 1e-3
  local lens = {30, 21, 12, 5, 1}
  local shares = {}
  for mask = 0, 7 do
    shares[#shares + 1] = {weight = mask & 1 ~= 0, mean = mask & 2 ~= 0, variance = mask & 4 ~= 0}
  end
  local wide_rows = 0
  for _, norm in ipairs{"approx", "strict", "none"} do
    for _, share in ipairs(shares) do
      local name = ("%s share w%s m%s v%s"):format(norm, share.weight, share.mean, share.variance)
      local part = attn.gmm{K = K, norm = norm, share = share, eps = eps}:build(dh, H, 1):double()
      local q = xa.randn(B, H, T_, dh):double()
      local w, info = part:weights(make_ctx(q, lens, S))
      local om, mu, sg = naive_params(part, q, lens, K, norm, share, eps)
      T.close(info.omega, om, 1e-10, name .. " omega")
      T.close(info.mu, mu, 1e-10, name .. " mu")
      T.close(info.sigma, sg, 1e-10, name .. " sigma")
      local wt = w:totable()
      for b = 1, B do
        local J = lens[b]
        for h = 1, H do
          for t = 1, T_ do
            local o, m, s = om[b][h][t], mu[b][h][t], sg[b][h][t]
            -- the mixture's continuous mass on the whole line and inside [0, J]
            local total, inside, disc, wide = 0, 0, 0, true
            for k = 1, K do
              local c = norm == "none" and math.sqrt(2 * PI) * s[k] or 1 -- Z = 1 for none
              total = total + o[k] * c
              inside = inside + o[k] * c * (Phi((J - m[k]) / s[k]) - Phi(-m[k] / s[k]))
              for j = 1, J do
                disc = disc + o[k] / (norm == "none" and 1 or math.sqrt(2 * PI) * s[k])
                  * math.exp(-(j - m[k]) ^ 2 / (2 * s[k] ^ 2))
              end
              if s[k] < 0.5 then wide = false end
            end
            local row = 0
            for j = 1, S do row = row + wt[b][h][t][j] end
            local where = ("%s row %d,%d,%d"):format(name, b, h, t)
            if norm == "strict" then
              T.ok(math.abs(row - 1) < 1e-12, where .. ": strict row sums to " .. row)
            else
              T.ok(math.abs(row - disc) <= 1e-9 * (1 + disc), ("%s: row sum %g, naive %g"):format(where, row, disc))
            end
            if norm ~= "none" then
              T.ok(math.abs(total - 1) < 1e-12, ("%s: the mixture's mass is %g, not 1"):format(where, total))
            end
            if norm == "approx" then
              T.ok(inside >= 0.997 - 1e-6 and inside <= 1 + 1e-12,
                   ("%s: continuous mass inside [0, J] %g"):format(where, inside))
              if wide then
                wide_rows = wide_rows + 1
                T.ok(row >= 0.9 and row <= 1.1, ("%s: discrete sum %g with every sigma >= 0.5"):format(where, row))
              end
            end
          end
        end
      end
    end
  end
  T.ok(wide_rows >= 40, "approx rows with every sigma >= 0.5: " .. wide_rows)
end)

test("gmm shared weights: gradcheck of the part (approx and strict), no unused parameters", function()
  local B, H, T_, S, dh = 2, 2, 2, 5, 3
  for _, norm in ipairs{"approx", "strict"} do
    local part = attn.gmm{K = 3, norm = norm, share = {weight = true}}:build(dh, H, 1):double()
    local names = {}
    for _, np in ipairs(part:named_parameters()) do names[#names + 1] = np[1] end
    T.eq(table.concat(names, " "), "ffn.weight ffn.bias mu.weight mu.bias sigma.weight sigma.bias", norm)
    T.shape(part.ffn.weight, {2 * dh, dh})
    local q = T.param(B, H, T_, dh)
    local ctx = make_ctx(q, {5, 3}, S)
    local inputs = part:parameters()
    inputs[#inputs + 1] = q
    T.gradcheck(function() return (part:weights(ctx)) end, inputs)
    local al = leaf(xa.randn(B, H, T_, S):double():softmax(4))
    local g = leaf(xa.rand(B, H, T_, 1):double())
    inputs[#inputs + 1] = al; inputs[#inputs + 1] = g
    T.gradcheck(function() return (part:mix_with(ctx, {kind = "dot"}, al, g)) end, inputs)
  end
  -- none keeps its one learned weight exp(omega_hat), shared by the components
  local part = attn.gmm{K = 3, norm = "none", share = {weight = true}}:build(dh, H, 1)
  T.shape(part.omega.weight, {1, dh})
  T.shape(part.ffn.weight, {3 * dh, dh})
end)

test("gmm strict and none: rows sum to 1 (strict), zeros beyond J, positive sigma", function()
  local B, H, T_, dh, S = 3, 2, 5, 4, 12
  local lens = {12, 7, 1}
  for _, norm in ipairs{"strict", "none"} do
    local part = attn.gmm{K = 3, norm = norm}:build(dh, H, 1):double()
    local w, info = part:weights(make_ctx(xa.randn(B, H, T_, dh):double(), lens, S))
    local wt = w:totable()
    for b = 1, B do
      for h = 1, H do
        for t = 1, T_ do
          local sum = 0
          for j = 1, S do
            if j > lens[b] then T.eq(wt[b][h][t][j], 0) end
            sum = sum + wt[b][h][t][j]
          end
          if norm == "strict" then T.ok(math.abs(sum - 1) < 1e-12, "row sum " .. sum) end
        end
      end
    end
    local smin = info.sigma:min():item()
    T.ok(smin >= 1e-3, "sigma floor")
  end
end)

test("gmm none: incremental decoding through ctx.state equals the full forward", function()
  local B, H, T_, dh, S = 2, 2, 5, 4, 9
  local part = attn.gmm{K = 2, norm = "none"}:build(dh, H, 1):double()
  local q = xa.randn(B, H, T_, dh):double()
  local full, finfo = part:weights(make_ctx(q, {9, 6}, S))
  local state = {}
  for t = 1, T_ do
    local qt = q:narrow(3, t, 1)
    local w, info = part:weights(make_ctx(qt, {9, 6}, S, {state = state, start = t - 1}))
    T.close(w, full:narrow(3, t, 1), 1e-12, "step " .. t)
    T.close(info.mu, finfo.mu:narrow(3, t, 1), 1e-12, "mu step " .. t)
    T.shape(state.mu_prev, {B, H, 1, 2})
  end
  -- mu increases along the target positions
  local mu = finfo.mu:totable()
  for t = 2, T_ do T.ok(mu[1][1][t][1] > mu[1][1][t - 1][1]) end
end)

test("gmm part: info, float32 parameters, repr, shared components", function()
  local part = attn.gmm{K = 4, share = {mean = true}}:build(8, 2, 3)
  T.eq(part.ffn.weight:dtype(), "float32")
  T.shape(part.ffn.weight, {24, 8})
  T.shape(part.mu.weight, {1, 8})
  T.shape(part.omega.weight, {4, 8})
  T.ok(tostring(part):find("K=4, norm=approx", 1, true))
  local q = xa.randn(2, 2, 3, 8)
  local ctx = make_ctx(q, {6, 4}, 6)
  local w, info = part:weights(ctx)
  T.eq(w:dtype(), "float32")
  T.shape(w, {2, 2, 3, 6})
  T.shape(info.centres, {2, 2, 3, 4})
  T.ok(info.centres == info.mu)
  -- shared mean: every component at the same centre
  local mu = info.mu:totable()
  for k = 2, 4 do T.eq(mu[1][1][1][k], mu[1][1][1][1]) end
  -- omega sums to 1 (approx)
  T.close(info.omega:sum(4), xa.ones(2, 2, 3), 1e-6)
  -- spec fields
  local spec = attn.gmm{K = 2, gate = "average"}
  T.eq(spec.kind, "gmm")
  T.eq(spec.opts.gate, "average")
  T.eq(attn.gmm().opts.gate, "learned")
  T.eq(attn.gmm().opts.K, 4)
  -- a mask beyond padding (SiMT prefix) is honoured unless ctx.mask_is_padding
  local m = xa.zeros(2, 1, 3, 6):bool()
  m:set(1, 1, 1, 2, true)
  ctx.mask = m
  local wm = part:weights(ctx)
  T.eq(wm:get(1, 1, 1, 2), 0)
  T.ok(wm:get(1, 1, 1, 1) > 0)
end)

-- ---- localness and hard-coded Gaussian -------------------------------------------------------
test("localness: naive reference, masked keys 0, gradcheck", function()
  local B, H, T_, dh, S = 2, 2, 3, 4, 6
  local lens = {6, 4}
  local part = attn.localness{}:build(dh, H, 1):double()
  T.eq(#part:parameters(), 2)
  local q = T.param(B, H, T_, dh)
  local logits = xa.randn(B, H, T_, S):double()
  local ctx = make_ctx(q, lens, S, {logits = logits})
  local w, info = part:weights(ctx)
  -- naive: P, D from the parameters by loops
  local Wp, v, qt, lt = part.proj.weight:totable(), part.v.weight:totable(), q:totable(), ctx.logits:totable()
  local sig = function(x) return 1 / (1 + math.exp(-x)) end
  local wt, Pt = w:totable(), info.centres:totable()
  for b = 1, B do
    for h = 1, H do
      for t = 1, T_ do
        local hid = {}
        for i = 1, dh do
          local s = 0
          for k = 1, dh do s = s + Wp[i][k] * qt[b][h][t][k] end
          hid[i] = math.tanh(s)
        end
        local zp, zd = 0, 0
        for i = 1, dh do zp = zp + v[1][i] * hid[i]; zd = zd + v[2][i] * hid[i] end
        local P, D = lens[b] * sig(zp), lens[b] * sig(zd)
        T.ok(math.abs(Pt[b][h][t][1] - P) < 1e-12)
        local e, sum = {}, 0
        for j = 1, S do
          local x = lt[b][h][t][j] - (j - P) ^ 2 / (2 * (D / 2) ^ 2)
          e[j] = x == -math.huge and 0 or math.exp(x)
          sum = sum + e[j]
        end
        for j = 1, S do
          T.ok(math.abs(wt[b][h][t][j] - e[j] / sum) < 1e-12, ("w %d,%d,%d,%d"):format(b, h, t, j))
          if j > lens[b] then T.eq(wt[b][h][t][j], 0) end
        end
      end
    end
  end
  local inputs = part:parameters()
  inputs[#inputs + 1] = q
  T.gradcheck(function() return (part:weights(ctx)) end, inputs)
end)

test("hard_gaussian: centres clamp(i * ratio, 1, J), rows normalised over j <= J, no parameters", function()
  local B, H, T_, S = 2, 2, 4, 5
  local lens = {5, 2}
  for _, o in ipairs{{sigma = 1, ratio = 1}, {sigma = 0.7, ratio = 1.5}} do
    local part = attn.hard_gaussian(o):build(8, H, 1)
    T.eq(#part:parameters(), 0)
    for _, start in ipairs{0, 3} do
      local ctx = make_ctx(xa.randn(B, H, T_, 8):double(), lens, S, {start = start})
      local w, info = part:weights(ctx)
      local wt, ct = w:totable(), info.centres:totable()
      for b = 1, B do
        for t = 1, T_ do
          local i = start + t
          local c = math.min(math.max(i * o.ratio, 1), lens[b])
          local e, sum = {}, 0
          for j = 1, S do
            e[j] = j <= lens[b] and math.exp(-(j - c) ^ 2 / (2 * o.sigma ^ 2)) or 0
            sum = sum + e[j]
          end
          for h = 1, H do
            T.ok(math.abs(ct[b][h][t][1] - c) < 1e-12)
            for j = 1, S do T.ok(math.abs(wt[b][h][t][j] - e[j] / sum) < 1e-12) end
          end
        end
      end
    end
  end
  -- float32 model
  local w = attn.hard_gaussian{}:build(8, 1, 1):weights(make_ctx(xa.randn(1, 1, 2, 8), {3}, 3))
  T.eq(w:dtype(), "float32")
  T.close(w:sum(4), xa.ones(1, 1, 2), 1e-6)
end)

-- ---- errors ---------------------------------------------------------------------------------
test("gmm ops: errors name the op, the argument and the shapes", function()
  local om, mu, sg = rand_inputs(2, 1, 3, 2, 4)
  local L = xa.tensor{4, 2}
  T.raises(function() xa.gmm_weights(om:float(), mu, sg, L, 4) end, "gmm_weights: mu is float64 but omega is float32")
  T.raises(function() xa.gmm_weights(om:long(), mu:long(), sg:long(), L, 4) end, "omega must be float32 or float64")
  T.raises(function() xa.gmm_weights(om, mu:narrow(4, 1, 1), sg, L, 4) end,
           "omega, mu and sigma must have one shape (B,H,T,K) (omega (2,1,3,2), mu (2,1,3,1), sigma (2,1,3,2)")
  T.raises(function() xa.gmm_weights(om:view(2, 3, 2), mu:view(2, 3, 2), sg:view(2, 3, 2), L, 4) end,
           "must have one shape (B,H,T,K)")
  T.raises(function() xa.gmm_weights(om, mu, sg, xa.tensor{4, 5}, 4) end, "lengths[2] = 5 is outside [1, S = 4]")
  T.raises(function() xa.gmm_weights(om, mu, sg, xa.tensor{0, 2}, 4) end, "lengths[1] = 0 is outside [1, S = 4]")
  T.raises(function() xa.gmm_weights(om, mu, sg, xa.tensor{4, 2, 1}, 4) end, "lengths must be an int64 tensor of shape (2)")
  T.raises(function() xa.gmm_weights(om, mu, sg, xa.tensor{4.0, 2.0}, 4) end, "lengths must be an int64 tensor")
  T.raises(function() xa.gmm_weights(om, mu, sg, L, 0) end, "S (the number of key positions) must be in [1, ")
  T.raises(function() xa.gmm_weights(om, mu, sg * 0, L, 4) end, "sigma must be > 0, got 0 at (1,1,1,1)")
  T.raises(function() xa.gmm_weights(om, mu, sg, L, 4, {norm = "bogus"}) end, "norm must be")
  T.raises(function() xa.gmm_weights(om, mu, sg, L) end, "bad argument #5")
  T.raises(function() xa.gmm_weights(xa.zeros(1, 1, 1, 0):double(), xa.zeros(1, 1, 1, 0):double(),
                                     xa.zeros(1, 1, 1, 0):double(), xa.tensor{1}, 1) end,
           "number of components K")
  local al, g = xa.rand(2, 1, 3, 4):double(), xa.rand(2, 1, 3, 1):double()
  T.raises(function() xa.gmm_mix(al, g:view(2, 1, 3), om, mu, sg, L) end, "gmm_mix: g must be (B,H,T,1) = (2,1,3,1)")
  T.raises(function() xa.gmm_mix(al:narrow(3, 1, 2), g, om, mu, sg, L) end,
           "gmm_mix: alpha must be (B,H,T,S) = (2,1,3,S) like omega (alpha (2,1,2,4), g (2,1,3,1), omega (2,1,3,2)")
  T.raises(function() xa.gmm_mix(al:float(), g, om, mu, sg, L) end, "alpha is float32 but omega is float64")
  T.raises(function() xa.gmm_mix(al:narrow(4, 1, 3), g, om, mu, sg, L) end, "lengths[1] = 4 is outside [1, S = 3]")
  -- K mismatch between omega and mu/sigma
  local o3 = xa.rand(2, 1, 3, 3):double()
  T.raises(function() xa.gmm_mix(al, g, o3, mu, sg, L) end, "omega (2,1,3,3), mu (2,1,3,2)")
end)

test("gmm specs: option errors", function()
  T.raises(function() attn.gmm{K = 0} end, "attn.gmm: K must be an integer in [1, 256]")
  T.raises(function() attn.gmm{K = 2.5} end, "K must be an integer")
  T.raises(function() attn.gmm{norm = "exact"} end, "norm must be")
  T.raises(function() attn.gmm{eps = 0} end, "eps must be a positive number")
  T.raises(function() attn.gmm{eps = 0.2} end, "eps must be < 1/6")
  T.raises(function() attn.gmm{share = {means = true}} end, "share has an unknown key 'means'")
  T.raises(function() attn.gmm{k = 4} end, "unknown option 'k'")
  T.raises(function() attn.gmm{}:build(0, 2, 1) end, "head size dh")
  T.raises(function() attn.localness{eps = -1} end, "eps must be a positive number")
  T.raises(function() attn.hard_gaussian{sigma = 0} end, "sigma must be a positive number")
  T.raises(function() attn.hard_gaussian{ratio = "x"} end, "ratio must be a positive number")
end)

test("gmm: results do not depend on the thread count", function()
  local B, H, T_, K, S = 8, 4, 16, 4, 40
  local om, mu, sg = rand_inputs(B, H, T_, K, S, "float32")
  local L = xa.randint(1, S + 1, B)
  local al, g = xa.rand(B, H, T_, S), xa.rand(B, H, T_, 1)
  local nt = xa.threads()
  local function run()
    local o, m, s, a, gg = leaf(om), leaf(mu), leaf(sg), leaf(al), leaf(g)
    local y = xa.gmm_mix(a, gg, o, m, s, L, {norm = "strict"})
    y:backward(xa.ones(B, H, T_, S))
    return {y, o.grad, m.grad, s.grad, a.grad, gg.grad}
  end
  xa.set_threads(1)
  local r1 = run()
  xa.set_threads(2)
  local r2 = run()
  xa.set_threads(nt)
  for i = 1, #r1 do T.close(r2[i], r1[i], 0) end
end)

-- ---- the two layouts of the backward kernel: blocks of 16 rows in lanes (K <= 16), one
-- row at a time (K > 16); rows not a multiple of 16, S across the 32-position chunks ------
test("gmm kernels: both layouts against the naive loops (K = 1, 16, 17, 20; S = 33, 70)", function()
  for _, c in ipairs{{1, 33}, {16, 33}, {17, 70}, {20, 33}} do
    local K, S = c[1], c[2]
    local B, H, T_ = 3, 1, 7 -- 21 rows: a block of 16 and one of 5
    local lens = {S, S - 9, 2}
    local L = xa.tensor(lens)
    for _, norm in ipairs{"approx", "strict", "none"} do
      local om, mu, sg = rand_inputs(B, H, T_, K, S)
      local ref = naive_beta(om:totable(), mu:totable(), sg:totable(), lens, S, norm)
      local tag = ("K=%d S=%d %s"):format(K, S, norm)
      T.close(xa.gmm_weights(om, mu, sg, L, S, {norm = norm}), ref, 1e-12, tag)
      T.close(xa.gmm_weights(om:float(), mu:float(), sg:float(), L, S, {norm = norm}), ref, 3e-5, tag .. " float32")
      -- backward against the float64 gradients (themselves checked by finite differences below)
      local al, g = xa.randn(B, H, T_, S):double():softmax(4), xa.rand(B, H, T_, 1):double()
      local G = xa.randn(B, H, T_, S):double()
      local function grads(dt)
        local xs = {leaf(al:to(dt)), leaf(g:to(dt)), leaf(om:to(dt)), leaf(mu:to(dt)), leaf(sg:to(dt))}
        xa.gmm_mix(xs[1], xs[2], xs[3], xs[4], xs[5], L, {norm = norm}):backward(G:to(dt))
        local r = {}
        for i, x in ipairs(xs) do r[i] = x.grad:double() end
        return r
      end
      local g64, g32 = grads("float64"), grads("float32")
      for i = 1, 5 do
        local scale = math.max(1, g64[i]:abs():max():item())
        T.close(g32[i], g64[i], 1e-4 * scale, tag .. " float32 gradient " .. i)
      end
    end
  end
  -- finite differences through the one-row layout (K = 17) and the lanes (K = 2, 19 rows)
  local L = xa.tensor{6, 3}
  for _, K in ipairs{17, 2} do
    local om, mu, sg = rand_inputs(2, 1, K == 2 and 10 or 2, K, 6)
    T.gradcheck(function(a, b, c) return xa.gmm_weights(a, b, c, L, 6, {norm = "strict"}) end,
                {leaf(om), leaf(mu), leaf(sg)})
  end
end)

-- ---- gmm_attention ----------------------------------------------------------------------
-- the reference: the composed ops (dot logits, softmax, gmm_mix, dropout, the product with v,
-- the heads merged), with the same seed for the dropout draw
local function gatt_ref(q, k, v, g, om, mu, sg, L, mask, scale, p, norm)
  local w = q:matmul(k:transpose(3, 4)) * scale
  if mask then w = w:masked_fill(mask, -math.huge) end
  local gm = xa.gmm_mix(w:softmax(4), g, om, mu, sg, L, {norm = norm})
  local B, H, T_, dh = q:size(1), q:size(2), q:size(3), q:size(4)
  return xa.dropout(gm, p, p > 0):matmul(v):permute(1, 3, 2, 4):reshape(B, T_, H * dh)
end

local function gatt_inputs(B, H, T_, S, dh, K, dt)
  local function r(...)
    local sz = {...}
    sz[#sz + 1] = {dtype = dt}
    return xa.randn(table.unpack(sz)):requires_grad_()
  end
  local q, k, v = r(B, H, T_, dh), r(B, H, S, dh), r(B, H, S, dh)
  local g = xa.rand(B, H, T_, 1, {dtype = dt}):requires_grad_()
  local om = xa.randn(B, H, T_, K, {dtype = dt}):softmax(4):detach():requires_grad_()
  local mu = (xa.rand(B, H, T_, K, {dtype = dt}) * S + 0.5):detach():requires_grad_()
  local sg = (xa.rand(B, H, T_, K, {dtype = dt}) * 1.5 + 0.3):detach():requires_grad_()
  return {q, k, v, g, om, mu, sg}
end

test("gmm_attention: the composed ops, forward and backward, every norm, mask, dropout", function()
  local B, H, T_, S, dh, K = 3, 2, 5, 6, 4, 3
  local L = xa.tensor{6, 4, 1}
  local mask = xa.arange(1, S + 1):view(1, 1, 1, S):gt(L:view(B, 1, 1, 1)) -- the key padding
  for _, dt in ipairs{"float64", "float32"} do
    local tol = dt == "float32" and 2e-6 or 1e-13
    for _, norm in ipairs{"approx", "strict", "none"} do
      for _, p in ipairs{0, 0.3} do
        local x = gatt_inputs(B, H, T_, S, dh, K, dt)
        local G = xa.randn(B, T_, H * dh, {dtype = dt})
        local tag = ("%s %s p=%g"):format(dt, norm, p)
        xa.manual_seed(11)
        local o1 = xa.gmm_attention(x[1], x[2], x[3], x[4], x[5], x[6], x[7], L,
                                    {mask = mask, scale = 0.7, dropout = p, norm = norm})
        o1:backward(G)
        local g1 = {}
        for i, t in ipairs(x) do g1[i] = t.grad; t.grad = nil end
        xa.manual_seed(11)
        local o2 = gatt_ref(x[1], x[2], x[3], x[4], x[5], x[6], x[7], L, mask, 0.7, p, norm)
        o2:backward(G)
        T.shape(o1, {B, T_, H * dh})
        T.close(o1, o2, tol, tag .. " out")
        for i, t in ipairs(x) do T.close(g1[i], t.grad, tol, tag .. " gradient " .. i) end
      end
    end
  end
  -- default scale dh^-0.5, no mask, and inputs that are views (heads of (B, L, H dh)
  -- projections, an expanded omega)
  local x = gatt_inputs(B, H, T_, S, dh, K, "float64")
  local qp = xa.randn(B, T_, H * dh):double()
  local kp = xa.randn(B, S, H * dh):double()
  local function split(t, n) return t:view(B, n, H, dh):permute(1, 3, 2, 4) end
  local om = xa.full({1, 1, 1, K}, 1 / K):double():expand(B, H, T_, K)
  T.ok(not split(qp, T_):is_contiguous() and not om:is_contiguous())
  local o1 = xa.gmm_attention(split(qp, T_), split(kp, S), split(kp, S), x[4], om, x[6], x[7], L)
  local o2 = gatt_ref(split(qp, T_), split(kp, S), split(kp, S), x[4], om, x[6], x[7], L, nil, dh ^ -0.5, 0, "approx")
  T.close(o1, o2, 1e-13, "views")
end)

test("gmm_attention: gradcheck (float64) of all seven inputs, and of one", function()
  local B, H, T_, S, dh, K = 2, 2, 3, 4, 3, 2
  local L = xa.tensor{4, 2}
  local mask = xa.arange(1, S + 1):view(1, 1, 1, S):gt(L:view(B, 1, 1, 1))
  for _, norm in ipairs{"approx", "strict", "none"} do
    local x = gatt_inputs(B, H, T_, S, dh, K, "float64")
    T.gradcheck(function(q, k, v, g, o, m, s)
      return xa.gmm_attention(q, k, v, g, o, m, s, L, {mask = mask, norm = norm}) end, x)
  end
  local x = gatt_inputs(B, H, T_, S, dh, K, "float64")
  T.gradcheck(function(m) return xa.gmm_attention(x[1]:detach(), x[2]:detach(), x[3]:detach(),
    x[4]:detach(), x[5]:detach(), m, x[7]:detach(), L) end, {x[6]})
end)

test("gmm_attention: size-1 and empty dims, the thread count, errors", function()
  -- T = 1, S = 1, K = 1, H = 1
  local x = gatt_inputs(1, 1, 1, 1, 2, 1, "float64")
  local L1 = xa.tensor{1}
  local o = xa.gmm_attention(x[1], x[2], x[3], x[4], x[5], x[6], x[7], L1)
  T.close(o, gatt_ref(x[1], x[2], x[3], x[4], x[5], x[6], x[7], L1, nil, 2 ^ -0.5, 0, "approx"), 1e-14)
  -- empty T and empty batch
  local e = gatt_inputs(2, 2, 0, 3, 2, 2, "float64")
  local oe = xa.gmm_attention(e[1], e[2], e[3], e[4], e[5], e[6], e[7], xa.tensor{3, 1})
  T.shape(oe, {2, 0, 4})
  oe:sum():backward()
  T.shape(e[2].grad, {2, 2, 3, 2})
  T.close(e[2].grad:abs():sum(), 0, 0)
  local b0 = gatt_inputs(0, 2, 3, 3, 2, 2, "float64")
  T.shape(xa.gmm_attention(b0[1], b0[2], b0[3], b0[4], b0[5], b0[6], b0[7], xa.zeros(0):long()), {0, 3, 4})
  -- the same bits with one thread and two
  local B, H, T_, S, dh, K = 4, 4, 16, 24, 8, 4
  local L = xa.randint(1, S + 1, B)
  local xs = gatt_inputs(B, H, T_, S, dh, K, "float32")
  local nt = xa.threads()
  local function run(n)
    xa.set_threads(n)
    for _, t in ipairs(xs) do t.grad = nil end
    xa.manual_seed(3)
    local y = xa.gmm_attention(xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7], L, {dropout = 0.2, norm = "strict"})
    y:backward(xa.ones(B, T_, H * dh))
    local r = {y}
    for i, t in ipairs(xs) do r[i + 1] = t.grad end
    return r
  end
  local r1, r2 = run(1), run(2)
  xa.set_threads(nt)
  for i = 1, #r1 do T.close(r2[i], r1[i], 0) end
  -- errors name the op and the shapes
  local y = gatt_inputs(2, 1, 3, 4, 2, 2, "float64")
  local L2 = xa.tensor{4, 2}
  local function call(i, t, opts)
    local a = {y[1], y[2], y[3], y[4], y[5], y[6], y[7], L2}
    if i then a[i] = t end
    return xa.gmm_attention(a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], opts)
  end
  T.raises(function() call(5, y[5]:narrow(1, 1, 1), nil) end, "gmm_attention: omega, mu and sigma must have one shape")
  T.raises(function() call(5, y[5]:narrow(3, 1, 2), nil) end, "gmm_attention: omega, mu and sigma must have one shape")
  T.raises(function() call(4, y[4]:narrow(3, 1, 2), nil) end, "gmm_attention: g must be (B,H,T,1) = (2,1,3,1)")
  T.raises(function() call(2, y[2]:narrow(3, 1, 3), nil) end, "gmm_attention: shapes q (2,1,3,2), k (2,1,3,2) and v (2,1,4,2) do not match")
  T.raises(function() call(7, y[7] * 0, nil) end, "gmm_attention: sigma must be > 0")
  T.raises(function() call(8, xa.tensor{5, 2}, nil) end, "gmm_attention: lengths[1] = 5 is outside [1, S = 4]")
  T.raises(function() call(nil, nil, {dropout = 1}) end, "gmm_attention: dropout must be in [0, 1), got 1")
  T.raises(function() call(nil, nil, {norm = "exact"}) end, "norm must be")
  T.raises(function() call(nil, nil, {mask = xa.zeros(2, 1, 1, 4)}) end, "gmm_attention: mask must be bool")
  T.raises(function() call(1, y[1]:float(), nil) end, "gmm_attention: q, k and v must share one float dtype")
  local q1 = gatt_inputs(3, 1, 3, 4, 2, 2, "float64")[1]
  T.raises(function() call(1, q1, nil) end, "gmm_attention: shapes q (3,1,3,2)")
  local all = gatt_inputs(2, 1, 3, 4, 2, 2, "float32")
  T.raises(function() xa.gmm_attention(all[1], all[2], all[3], all[4], y[5], y[6], y[7], L2) end,
           "gmm_attention: g is float32 but omega is float64")
  T.raises(function() xa.gmm_attention(all[1], all[2], all[3], y[4], y[5], y[6], y[7], L2) end,
           "gmm_attention: omega float64 (2,1,3,2) must be (B, H, T, K) with q's B, H, T and dtype")
end)

test("gmm in a model: the fused attention equals the composed one (loss and gradients)", function()
  local A = require "xattn.attention"
  for _, gate in ipairs{"learned", "average"} do
    xa.manual_seed(2)
    local m = xa.nn.Transformer{cross = A.mix{A.dot(), A.gmm{K = 2, norm = "strict"}, gate = gate},
      vocab = {src = 40, tgt = 40}, d = 8, heads = 2, ffn = 16, layers = {enc = 1, dec = 2}, dropout = 0.2, attn_dropout = 0.2}
    T.fused_attention_matches(m, 40, "gmm_attention", gate)
  end
end)

-- ---- gmm_approx_params: the approx parameter map in one op ------------------------------
-- the reference: attention/gmm.lua's composition on narrow views of x
local function approx_ref(x, L, K, eps)
  local B = x:size(1)
  local J = L:to(x:dtype()):view(B, 1, 1, 1)
  local om = x:narrow(4, 1, K):softmax(4)
  local mu = x:narrow(4, K + 1, K):sigmoid() * (J - 6 * eps) + 3 * eps
  local sg = (x:narrow(4, 2 * K + 1, K):sigmoid() * (J / 6)):minimum(mu / 3):minimum((J - mu) / 3)
    :clamp(eps, nil)
  return om, mu, sg
end

test("gmm_approx_params: the composition's values and gradients, K = 1, 3, 20, clamped rows", function()
  local B, H, T_ = 3, 2, 5
  local L = xa.tensor{9, 4, 1}
  for _, dt in ipairs{"float64", "float32"} do
    local tol = dt == "float32" and 2e-6 or 1e-13
    for _, K in ipairs{1, 3, 20} do
      for _, eps in ipairs{1e-3, 0.05} do
        local x = (xa.randn(B, H, T_, 3 * K) * 3):to(dt)
        x[{1, 1, 1, 2 * K + 1}] = -40 -- sigma's minimum below eps: clamped, no gradient
        x = x:detach():requires_grad_()
        local w = xa.randn(3, B, H, T_, K):to(dt)
        local p = xa.gmm_approx_params(x, L, K, eps)
        T.shape(p, {3, B, H, T_, K})
        for i = 1, 3 do T.ok(p:select(1, i):is_contiguous(), "part " .. i .. " contiguous") end
        local l1 = (p * w):sum()
        l1:backward()
        local g1 = x.grad
        x.grad = nil
        local om, mu, sg = approx_ref(x, L, K, eps)
        local tag = ("%s K=%d eps=%g"):format(dt, K, eps)
        T.close(p:select(1, 1), om, tol, tag .. " omega")
        T.close(p:select(1, 2), mu, tol * 30, tag .. " mu")
        T.close(p:select(1, 3), sg, tol * 30, tag .. " sigma")
        T.close(p:select(1, 3)[{1, 1, 1, 1}], eps, dt == "float32" and 1e-8 or 0, tag .. " the clamped sigma")
        local l2 = (om * w:select(1, 1)):sum() + (mu * w:select(1, 2)):sum() + (sg * w:select(1, 3)):sum()
        l2:backward()
        T.close(g1, x.grad, tol * 30, tag .. " gradient")
      end
    end
  end
  local x = (xa.randn(2, 1, 3, 6):double() * 2):requires_grad_()
  T.gradcheck(function(t) return xa.gmm_approx_params(t, xa.tensor{5, 2}, 2, 1e-3) end, {x})
  -- empty T
  T.shape(xa.gmm_approx_params(xa.zeros(2, 1, 0, 6), xa.tensor{5, 2}, 2), {3, 2, 1, 0, 2})
  -- errors
  local y = xa.randn(2, 1, 3, 6)
  T.raises(function() xa.gmm_approx_params(y, xa.tensor{5, 2}, 3) end,
           "gmm_approx_params: K must be in [1, 256] with x's last dim 3K, got K = 3 for x (2,1,3,6)")
  T.raises(function() xa.gmm_approx_params(y:view(2, 3, 6), xa.tensor{5, 2}, 2) end,
           "gmm_approx_params: x must be a float32 or float64 (B,H,T,3K) tensor, got float32 (2,3,6)")
  T.raises(function() xa.gmm_approx_params(y, xa.tensor{5, 2, 1}, 2) end,
           "gmm_approx_params: lengths must be an int64 tensor of shape (2)")
  T.raises(function() xa.gmm_approx_params(y, xa.tensor{5, 0}, 2) end,
           "gmm_approx_params: lengths[2] = 0 must be >= 1")
  T.raises(function() xa.gmm_approx_params(y, xa.tensor{5, 2}, 2, 0) end,
           "gmm_approx_params: eps must be a positive finite number, got 0")
end)
