-- GMA (Gaussian multi-head attention for SiMT, docs/methods.md, GMA): the fused op
-- xa.gma_weights and xa.gma_visible, the attn.gma part, its sharing variants and
-- incremental decoding through a Transformer. References: naive Lua loops over :totable()
-- values written from the paper's form (softmax of the masked logits times the prior,
-- renormalised), the same with ordinary ops, and PyTorch goldens (tests/golden/gen_gma.py).
local nn = require "xattn.nn"
local attn = require "xattn.attention"

local NEG = -math.huge
local PRIORS = {"gaussian", "laplace", "linear", "none"}

-- the prior G (not its log) at 0-based key j
local function prior_g(prior, j, p, s)
  local d = math.abs(j - p)
  if prior == "gaussian" then return math.exp(-d * d / (2 * s * s))
  elseif prior == "laplace" then return math.exp(-d / s)
  elseif prior == "linear" then return math.max(0, 1 - d / s) end
  return 1
end

-- naive reference: lg (B,H,T,S), p, s (B,Hp,T) as tables -> w table
local function naive(lg, p, s, delta, prior)
  local w = {}
  for b = 1, #lg do
    w[b] = {}
    local Hp = #p[b]
    for h = 1, #lg[b] do
      w[b][h] = {}
      local hp = Hp == 1 and 1 or h
      for t = 1, #lg[b][h] do
        local row, S = lg[b][h][t], #lg[b][h][t]
        local pv, sv = p[b][hp][t], s and s[b][hp][t] or 1
        local lim = math.ceil(pv + delta)
        local vis = {}
        for j = 1, S do vis[j] = (j - 1) < lim and row[j] ~= NEG end
        local m = NEG
        for j = 1, S do if vis[j] and row[j] > m then m = row[j] end end
        local alpha, z = {}, 0
        for j = 1, S do alpha[j] = vis[j] and math.exp(row[j] - m) or 0; z = z + alpha[j] end
        local beta, bs = {}, 0
        for j = 1, S do
          beta[j] = z > 0 and alpha[j] / z * prior_g(prior, j - 1, pv, sv) or 0
          bs = bs + beta[j]
        end
        local out = {}
        for j = 1, S do out[j] = bs > 0 and beta[j] / bs or 0 end
        if bs == 0 and prior == "linear" then   -- fallback: the visible key nearest p
          local best
          for j = 1, S do
            if vis[j] and (not best or math.abs(j - 1 - pv) < math.abs(best - 1 - pv)) then best = j end
          end
          if best then out[best] = 1 end
        end
        w[b][h][t] = out
      end
    end
  end
  return w
end

local function f64(t) return xa.tensor(t, {dtype = "float64"}) end

-- logits (B,H,T,S) with sentence 2 padded after J2 keys
local function padded_logits(B, H, Tq, S, J2)
  local lg = xa.randn(B, H, Tq, S):double()
  if B > 1 and J2 < S then lg:narrow(1, 2, 1):narrow(4, J2 + 1, S - J2):fill_(NEG) end
  return lg
end

-- p (B,Hp,T) away from integers (offsets in [0.15, 0.85)) in [0, maxp)
local function positions(B, Hp, Tq, maxp)
  local v = {}
  for b = 1, B do v[b] = {} for h = 1, Hp do v[b][h] = {} for t = 1, Tq do
    v[b][h][t] = math.floor(math.random() * maxp) + 0.15 + 0.7 * math.random()
  end end end
  return f64(v)
end

test("gma_weights against a naive loop: every prior, Hp = 1 and H, padding", function()
  math.randomseed(7)
  local B, H, Tq, S = 2, 3, 4, 7
  local lg = padded_logits(B, H, Tq, S, 4)
  for _, Hp in ipairs{1, H} do
    local p = positions(B, Hp, Tq, 5)
    local s = p * 0.5 + 0.2
    for _, prior in ipairs(PRIORS) do
      for _, delta in ipairs{1.0, 0.3, 2.5} do
        local w = xa.gma_weights(lg, p, s, delta, prior)
        T.close(w, naive(lg:totable(), p:totable(), s:totable(), delta, prior), 1e-12,
                ("%s Hp=%d delta=%g"):format(prior, Hp, delta))
      end
    end
  end
  -- float32 agrees with float64
  local p = positions(B, 1, Tq, 5)
  local w64 = xa.gma_weights(lg, p, p / 2, 1.0)
  local w32 = xa.gma_weights(lg:float(), p:float(), (p / 2):float(), 1.0)
  T.eq(w32:dtype(), "float32")
  T.close(w32:double(), w64, 1e-5)
end)

test("a hand-computed row: p = 0.9, sigma = 0.45, delta = 1", function()
  local w = xa.gma_weights(xa.zeros(1, 1, 1, 4):double(), f64({{{0.9}}}), f64({{{0.45}}}), 1.0)
  -- visible j = 0, 1; G0 = exp(-0.81/0.405) = e^-2, G1 = exp(-0.01/0.405)
  local g0, g1 = math.exp(-2), math.exp(-0.01 / 0.405)
  T.close(w, {{{{g0 / (g0 + g1), g1 / (g0 + g1), 0, 0}}}}, 1e-14)
end)

test("no weight beyond ceil(p + delta) nor on padding; rows sum to 1", function()
  math.randomseed(11)
  local B, H, Tq, S = 3, 2, 6, 9
  local lg = padded_logits(B, H, Tq, S, 5)
  local p = positions(B, 1, Tq, 8)
  for _, prior in ipairs(PRIORS) do
    local delta = 0.7
    local w = xa.gma_weights(lg, p, p / 2, delta, prior):totable()
    local pt, lt = p:totable(), lg:totable()
    for b = 1, B do for h = 1, H do for t = 1, Tq do
      local lim, sum = math.ceil(pt[b][1][t] + delta), 0
      for j = 1, S do
        local x = w[b][h][t][j]
        T.ok(x == x, "NaN")
        if j - 1 >= lim or lt[b][h][t][j] == NEG then T.eq(x, 0, prior .. ": weight beyond the visible prefix") end
        sum = sum + x
      end
      T.ok(math.abs(sum - 1) < 1e-12, prior .. ": row sum " .. sum)
    end end end
  end
end)

test("equals masked softmax * G renormalised with ordinary ops, values and gradients", function()
  math.randomseed(3)
  local B, H, Tq, S, delta = 2, 2, 3, 6, 1.0
  local lg0 = padded_logits(B, H, Tq, S, 4)
  local p0 = positions(B, 1, Tq, 4)
  local s0 = p0 * 0.5 + 0.1
  local r = xa.randn(B, H, Tq, S):double()
  local function run(fused)
    local lg, p, s = lg0:clone():requires_grad_(true), p0:clone():requires_grad_(true), s0:clone():requires_grad_(true)
    local w
    if fused then w = xa.gma_weights(lg, p, s, delta)
    else
      local j = xa.arange(0, S, 1, {dtype = "float64"}):view(1, 1, 1, S)
      local p4, s4 = p:view(B, 1, Tq, 1), s:view(B, 1, Tq, 1)
      local lim = (p4:detach() + delta):ceil()
      local masked = lg:masked_fill(j:ge(lim), NEG)
      local alpha = masked:softmax(4)
      local d = j - p4
      local beta = alpha * (-(d * d) / (s4 * s4 * 2)):exp()
      w = beta / beta:sum(4, true)
    end
    ;(w * r):sum():backward()
    return w, lg.grad:masked_fill(lg0:eq(NEG), 0), p.grad, s.grad
  end
  local a = {run(true)}
  local e = {run(false)}
  for i = 1, 4 do T.close(a[i], e[i], 1e-12, "output " .. i) end
end)

test("gradcheck (float64) in logits, p and sigma for every prior, Hp = 1 and H", function()
  local B, H, Tq, S = 2, 2, 3, 5
  local lgv = padded_logits(B, H, Tq, S, 3)
  -- p away from integers (the mask must not move), sigma away from the linear prior's edges
  local P1 = {{{0.9, 1.6, 2.35}}, {{1.2, 2.7, 3.4}}}
  local PH = {{{0.95, 1.45, 3.3}, {1.15, 2.2, 2.6}}, {{0.9, 1.75, 2.15}, {1.3, 1.55, 3.8}}}
  for _, pv in ipairs{P1, PH} do
    for _, prior in ipairs(PRIORS) do
      local lg = lgv:clone():requires_grad_(true)
      local p = f64(pv):requires_grad_(true)
      local s = (f64(pv) * 0.5 + 0.33):requires_grad_(true)
      T.gradcheck(function(l, pp, ss) return xa.gma_weights(l, pp, ss, 1.0, prior) end, {lg, p, s})
    end
  end
  -- sigma = p / 2 as the part computes it: the gradient reaches p through both
  T.gradcheck(function(l, pp) return xa.gma_weights(l, pp, pp / 2, 1.0) end,
              {lgv:clone():requires_grad_(true), f64(P1):requires_grad_(true)})
end)

test("Hp = 1 equals p expanded over the heads; p's gradient sums over the heads", function()
  local B, H, Tq, S = 2, 3, 3, 6
  local lg = padded_logits(B, H, Tq, S, 4)
  local p1 = f64({{{0.9, 1.6, 2.35}}, {{1.2, 2.7, 3.4}}}):requires_grad_(true)
  local s1 = (f64({{{0.9, 1.6, 2.35}}, {{1.2, 2.7, 3.4}}}) * 0.5):requires_grad_(true)
  local r = xa.randn(B, H, Tq, S):double()
  local w1 = xa.gma_weights(lg, p1, s1, 1.0)
  ;(w1 * r):sum():backward()
  local pe = p1:detach():expand(B, H, Tq):contiguous():requires_grad_(true)
  local se = s1:detach():expand(B, H, Tq):contiguous():requires_grad_(true)
  local we = xa.gma_weights(lg, pe, se, 1.0)
  ;(we * r):sum():backward()
  T.close(w1, we, 0)
  T.close(p1.grad, pe.grad:sum(2, true), 1e-12)
  T.close(s1.grad, se.grad:sum(2, true), 1e-12)
end)

test("non-contiguous inputs: transposed logits, expanded and narrowed p and sigma", function()
  local B, H, Tq, S = 2, 2, 3, 5
  local base = xa.randn(B, H, S, Tq):double()
  local lg = base:transpose(3, 4)                      -- (B,H,T,S) strided
  T.ok(not lg:is_contiguous())
  local pw = f64({{{0.9, 1.6, 2.35, 9}}, {{1.2, 2.7, 3.4, 9}}})
  local p = pw:narrow(3, 1, 3)                          -- strided (B,1,T)
  local pe = p:expand(B, H, Tq)                         -- stride 0 over heads
  local s = pe * 0.5
  local w = xa.gma_weights(lg, pe, s, 1.0)
  T.close(w, naive(lg:totable(), pe:totable(), s:totable(), 1.0, "gaussian"), 1e-12)
  T.gradcheck(function(l, pw2)
    local pp = pw2:narrow(3, 1, 3):expand(B, H, Tq)
    return xa.gma_weights(l:transpose(3, 4), pp, pp * 0.5, 1.0)
  end, {base:clone():requires_grad_(true), pw:clone():requires_grad_(true)})
end)

test("size-1 and empty dims; rows without a visible key are zero with zero gradient", function()
  -- S = 1, T = 1
  local w = xa.gma_weights(f64({{{{0.3}}}}), f64({{{0.9}}}), f64({{{0.45}}}), 1.0)
  T.close(w, {{{{1}}}}, 0)
  T.gradcheck(function(l, p, s) return xa.gma_weights(l, p, s, 1.0) end,
              {f64({{{{0.3, -0.2}}}}):requires_grad_(true), f64({{{1.3}}}):requires_grad_(true),
               f64({{{0.7}}}):requires_grad_(true)})
  -- empty: T = 0, B = 0, S = 0
  T.shape(xa.gma_weights(xa.zeros(2, 2, 0, 4):double(), xa.zeros(2, 1, 0):double(), xa.zeros(2, 1, 0):double()), {2, 2, 0, 4})
  T.shape(xa.gma_weights(xa.zeros(0, 2, 3, 4):double(), xa.zeros(0, 2, 3):double(), xa.ones(0, 2, 3):double()), {0, 2, 3, 4})
  local lg0 = xa.zeros(1, 1, 2, 0):double():requires_grad_(true)
  local p0 = f64({{{1.5, 2.5}}}):requires_grad_(true)
  local w0 = xa.gma_weights(lg0, p0, p0 / 2, 1.0)
  T.shape(w0, {1, 1, 2, 0})
  w0:sum():backward()
  T.close(p0.grad, {{{0, 0}}}, 0)
  -- nothing visible: delta pushes the limit to 0, or every visible key is padding
  local lg = xa.randn(1, 1, 2, 4):double():requires_grad_(true)
  local p = f64({{{0.9, 1.5}}}):requires_grad_(true)
  local wz = xa.gma_weights(lg, p, f64({{{0.5, 0.5}}}), -2.0)
  T.close(wz, xa.zeros(1, 1, 2, 4):double(), 0)
  ;(wz * xa.randn(1, 1, 2, 4):double()):sum():backward()
  T.close(lg.grad, xa.zeros(1, 1, 2, 4):double(), 0)
  T.close(p.grad, {{{0, 0}}}, 0)
  local allpad = f64({{{{NEG, NEG, 0.5}}}})
  T.close(xa.gma_weights(allpad, f64({{{0.9}}}), f64({{{0.45}}}), 1.0), {{{{0, 0, 0}}}}, 0)
  for _, prior in ipairs(PRIORS) do
    T.close(xa.gma_weights(allpad, f64({{{0.9}}}), f64({{{0.45}}}), 1.0, prior), {{{{0, 0, 0}}}}, 0, prior)
  end
end)

test("threads: forward and backward are the same bit for bit with 1 and 2 threads", function()
  local B, H, Tq, S = 2, 4, 128, 80                     -- rows * S > 2 * 32768: two threads
  local lg0 = padded_logits(B, H, Tq, S, 50):float()
  local p0 = (xa.rand(B, 1, Tq) * 70 + 0.9)
  local r = xa.randn(B, H, Tq, S)
  local old = xa.threads()
  local res = {}
  for k, n in ipairs{1, 2} do
    xa.set_threads(n)
    local lg, p = lg0:clone():requires_grad_(true), p0:clone():requires_grad_(true)
    local w = xa.gma_weights(lg, p, p / 2, 1.0)
    ;(w * r):sum():backward()
    res[k] = {w, lg.grad, p.grad}
  end
  xa.set_threads(old)
  for i = 1, 3 do T.close(res[2][i], res[1][i], 0) end
end)

test("linear prior: a row whose visible keys all get G = 0 puts weight 1 on the nearest", function()
  -- p = 2.9, sigma = 0.5, delta = 0.05: visible j < 3, all at distance >= 0.9 > sigma
  local lg = f64({{{{0.1, 0.2, NEG, 0.4, 0.5}, {0.1, 0.2, 0.3, 0.4, 0.5}}}}):requires_grad_(true)
  local p = f64({{{2.9, 2.9}}}):requires_grad_(true)
  local s = f64({{{0.5, 0.5}}}):requires_grad_(true)
  local w = xa.gma_weights(lg, p, s, 0.05, "linear")
  T.close(w, {{{{0, 1, 0, 0, 0}, {0, 0, 1, 0, 0}}}}, 0)  -- j = 2 is padding in row 1
  ;(w * xa.randn(1, 1, 2, 5):double()):sum():backward()
  T.close(lg.grad, xa.zeros(1, 1, 2, 5):double(), 0)
  T.close(p.grad, {{{0, 0}}}, 0)
  T.close(s.grad, {{{0, 0}}}, 0)
end)

test("golden: gma_weights and its gradients against PyTorch", function()
  local g = dofile("tests/golden/gma_case.lua").op
  local lg0 = f64(g.logits)
  local r = f64(g.r)
  local function check(prior, name)
    local key = prior .. "_" .. name
    local lg = lg0:clone():requires_grad_(true)
    local p = f64(g["p_" .. name]):requires_grad_(true)
    local s = f64(g["sigma_" .. name]):requires_grad_(true)
    local w = xa.gma_weights(lg, p, s, g.delta, prior)
    ;(w * r):sum():backward()
    T.close(w, g["w_" .. key], 1e-12, key .. " w")
    T.close(lg.grad, g["gl_" .. key], 1e-11, key .. " d logits")
    T.close(p.grad, g["gp_" .. key], 1e-11, key .. " d p")
    T.close(s.grad, g["gs_" .. key], 1e-11, key .. " d sigma")
  end
  for _, prior in ipairs(PRIORS) do check(prior, "hp1") end
  check("gaussian", "hpH")
end)

test("gma_visible: min(ceil(p + delta), J), clamped at 0", function()
  local p = xa.tensor({{{0.9, 2.3, 4.0}}, {{0.2, 5.5, 7.1}}})
  T.close(xa.gma_visible(p, 1.0, xa.tensor({9, 6}, {dtype = "int64"})), {{{2, 4, 5}}, {{2, 6, 6}}}, 0)
  local v = xa.gma_visible(p:double(), -3.0, xa.tensor({9, 6}, {dtype = "int64"}))
  T.eq(v:dtype(), "int64")
  T.close(v, {{{0, 0, 1}}, {{0, 3, 5}}}, 0)
  T.shape(xa.gma_visible(xa.zeros(2, 3, 0), 1, xa.tensor({1, 1}, {dtype = "int64"})), {2, 3, 0})
  -- non-contiguous p
  local pe = xa.tensor({{{0.9, 2.3}}}):expand(1, 2, 2)
  T.close(xa.gma_visible(pe, 1, xa.tensor({3}, {dtype = "int64"})), {{{2, 3}, {2, 3}}}, 0)
end)

test("gma_weights / gma_visible: bad arguments are clear errors", function()
  local lg, p = xa.zeros(2, 3, 4, 5):double(), xa.ones(2, 1, 4):double()
  T.raises(function() xa.gma_weights(lg:float(), p, p) end, "gma_weights: p must have the dtype of logits (float32), got float64")
  T.raises(function() xa.gma_weights(lg:to("int64"), p, p) end, "logits must be float32 or float64, got int64")
  T.raises(function() xa.gma_weights(xa.zeros(3, 4, 5):double(), p, p) end, "logits must be (B,H,T,S), got (3,4,5)")
  T.raises(function() xa.gma_weights(lg, xa.ones(2, 2, 4):double(), xa.ones(2, 2, 4):double()) end,
           "p must be (B,Hp,T) = (2,1 or 3,4) for logits (2,3,4,5), got (2,2,4)")
  T.raises(function() xa.gma_weights(lg, p, xa.ones(2, 3, 4):double()) end, "sigma must have the shape and dtype of p (float64 (2,1,4)), got float64 (2,3,4)")
  T.raises(function() xa.gma_weights(lg, p, nil) end, "sigma is required for the gaussian prior")
  T.raises(function() xa.gma_weights(lg, p, p * 0) end, "sigma must be finite and >= 1e-6, got 0 at flat position 1")
  T.raises(function() xa.gma_weights(lg, p, p * 1e-7) end, "sigma must be finite and >= 1e-6, got 1e-07")
  T.raises(function() xa.gma_weights(lg, p / 0 * 0, p) end, "p must be finite")
  T.raises(function() xa.gma_weights(lg, p, p, 1.0, "cauchy") end, "prior must be \"gaussian\", \"laplace\", \"linear\" or \"none\", got \"cauchy\"")
  T.raises(function() xa.gma_weights(lg, p, p, math.huge) end, "delta must be finite")
  T.raises(function() xa.gma_weights(lg, p, 3) end, "bad argument #3 to 'gma_weights' (xattn.Tensor expected, got number)")
  T.close(xa.gma_weights(lg, p, nil, 1.0, "none"):sum(4), xa.ones(2, 3, 4):double(), 1e-12)
  local len = xa.tensor({4, 4}, {dtype = "int64"})
  T.raises(function() xa.gma_visible(p, 1, xa.tensor({4, 4}):float()) end, "gma_visible: lengths must be an int64 (2) tensor for p (2,1,4), got float32 (2)")
  T.raises(function() xa.gma_visible(p:to("int64"), 1, len) end, "p must be float32 or float64, got int64")
  T.raises(function() xa.gma_visible(xa.ones(2, 4), 1, len) end, "p must be (B,Hp,T), got (2,4)")
  T.raises(function() xa.gma_visible(p, 0 / 0, len) end, "delta must be finite")
end)

-- ---- the part -------------------------------------------------------------------------

-- a ctx as attention.Cross builds it, by hand
local function make_ctx(q, logits, lengths, start, state, shared)
  local B, H, Tq, dh = q:size(1), q:size(2), q:size(3), q:size(4)
  return {q = q, logits = logits, lengths = lengths, J = lengths:to(q:dtype()):view(B, 1, 1, 1),
          pos = xa.arange((start or 0) + 1, (start or 0) + Tq + 1, 1, {dtype = q:dtype()}),
          B = B, H = H, T = Tq, S = logits:size(4), dh = dh, dtype = q:dtype(), state = state,
          shared = shared or {}, training = state == nil}
end

test("golden: the default part (predictor, incremental p, sigma = p/2) against PyTorch", function()
  local g = dofile("tests/golden/gma_case.lua").part
  local part = attn.gma{}:build(g.dh, g.H, 1):to("float64")
  part.W_p = f64(g.W_p):requires_grad_(true)
  part.v_p = f64(g.v_p):requires_grad_(true)
  local q = f64(g.q):requires_grad_(true)
  local lg = f64(g.logits):requires_grad_(true)
  local lengths = xa.tensor(g.lengths, {dtype = "int64"})
  local w, info = part:weights(make_ctx(q, lg, lengths))
  T.close(info.positions, g.p, 1e-12, "positions")
  T.close(w, g.w, 1e-12, "weights")
  ;(w * f64(g.r)):sum():backward()
  T.close(q.grad, g.gq, 1e-10, "d q")
  T.close(lg.grad, g.gl, 1e-10, "d logits")
  T.close(part.W_p.grad, g.gW, 1e-10, "d W_p")
  T.close(part.v_p.grad, g.gv, 1e-10, "d v_p")
  -- needed = min(ceil(p + delta), J), by hand
  local pt, nt = info.positions:totable(), info.needed:totable()
  for b = 1, g.B do for t = 1, g.T do
    T.eq(nt[b][1][t], math.min(math.ceil(pt[b][1][t] + g.delta), g.lengths[b]))
  end end
  T.close(info.sigma, info.positions / 2, 0)
end)

test("part: predictor by hand (dp_1 = 0, cumsum, clamp), shapes for every share and position", function()
  local B, H, Tq, S, dh = 2, 2, 4, 6, 3
  local q = (xa.randn(B, H, Tq, dh) * 0.5):double()
  local lg = padded_logits(B, H, Tq, S, 4)
  local lengths = xa.tensor({S, 4}, {dtype = "int64"})
  for _, share in ipairs{"heads", "none", "layers", "all"} do
    for _, position in ipairs{"incremental", "absolute"} do
      local part = attn.gma{share = share, position = position}:build(dh, H, 1):to("float64")
      local w, info = part:weights(make_ctx(q, lg, lengths))
      local Hp = (share == "none" or share == "layers") and H or 1
      T.shape(info.positions, {B, Hp, Tq}, share)
      T.shape(info.needed, {B, Hp, Tq}, share)
      T.shape(w, {B, H, Tq, S})
      -- p by hand from the parameters
      local Wt, vt, qt = part.W_p:totable(), part.v_p:totable(), q:totable()
      local pt = info.positions:totable()
      for b = 1, B do for hp = 1, Hp do
        local cum = 0
        for t = 1, Tq do
          local x = {}                                   -- the predictor's input
          if Hp == 1 then for h = 1, H do for c = 1, dh do x[#x + 1] = qt[b][h][t][c] end end
          else for c = 1, dh do x[c] = qt[b][hp][t][c] end end
          local W = Hp == 1 and Wt or Wt[hp]
          local v = Hp == 1 and vt or vt[hp]
          local a = 0
          for o = 1, #x do
            local z = 0
            for i = 1, #x do z = z + x[i] * W[i][o] end
            a = a + math.tanh(z) * v[o][1]
          end
          local e
          if position == "incremental" then
            cum = cum + (t == 1 and 0 or math.exp(a))
            e = math.min(math.max(cum, 0.9), 1100)
          else e = math.min(math.max(math.exp(a), 0.9), 1100) end
          T.ok(math.abs(pt[b][hp][t] - e) < 1e-12, ("%s %s p[%d][%d][%d] = %g, want %g"):format(share, position, b, hp, t, pt[b][hp][t], e))
        end
      end end
      if position == "incremental" then T.close(info.positions:narrow(3, 1, 1), xa.full({B, Hp, 1}, 0.9, {dtype = "float64"}), 0) end
    end
  end
end)

test("part: sigma variants, priors and parameters", function()
  local B, H, Tq, S, dh = 2, 2, 3, 5, 2
  local q = xa.randn(B, H, Tq, dh):double()
  local lg = padded_logits(B, H, Tq, S, 3)
  local lengths = xa.tensor({S, 3}, {dtype = "int64"})
  for k, div in pairs{["p/1"] = 1, ["p/2"] = 2, ["p/3"] = 3} do
    local part = attn.gma{sigma = k}:build(dh, H, 1):to("float64")
    local _, info = part:weights(make_ctx(q, lg, lengths))
    T.close(info.sigma, info.positions / div, 1e-15, k)
  end
  local pp = attn.gma{sigma = "predicted"}:build(dh, H, 1):to("float64")
  local w, info = pp:weights(make_ctx(q, lg, lengths))
  T.ok(pp.v_s ~= nil and #pp:parameters() == 3, "predicted sigma adds v_s")
  T.ok(info.sigma:ge(0.1):all():item(), "predicted sigma >= 0.1")
  T.close(w, naive(lg:totable(), info.positions:totable(), info.sigma:totable(), 1.0, "gaussian"), 1e-12)
  for _, prior in ipairs(PRIORS) do
    local part = attn.gma{prior = prior, delta = 2.0}:build(dh, H, 1):to("float64")
    local wp, ip = part:weights(make_ctx(q, lg, lengths))
    T.close(wp, naive(lg:totable(), ip.positions:totable(), ip.sigma and ip.sigma:totable(), 2.0, prior), 1e-12, prior)
    T.ok((prior == "none") == (ip.sigma == nil))
  end
  T.eq(#attn.gma{}:build(dh, H, 1):parameters(), 2)
  local ph = attn.gma{share = "none"}:build(dh, H, 1)
  T.shape(ph.W_p, {H, dh, dh})
  T.shape(ph.v_p, {H, dh, 1})
  T.shape(attn.gma{}:build(dh, H, 1).W_p, {H * dh, H * dh})
end)

test("part: gradcheck (float64) in q, logits and W_p; predicted sigma; per-head predictors", function()
  local B, H, Tq, S, dh = 2, 2, 3, 4, 2
  local lengths = xa.tensor({S, 3}, {dtype = "int64"})
  local lg = padded_logits(B, H, Tq, S, 3)
  for _, o in ipairs{{}, {sigma = "predicted"}, {share = "none", prior = "laplace"}, {position = "absolute"}} do
    local part = attn.gma(o):build(dh, H, 1):to("float64")
    T.gradcheck(function(q, l, W)
      part.W_p = W
      return (part:weights(make_ctx(q, l, lengths)))
    end, {T.param(B, H, Tq, dh), lg:clone():requires_grad_(true), part.W_p:detach():requires_grad_(true)})
  end
end)

local SRC = {{5, 6, 7, 8, 9, 3}, {10, 7, 5, 3, 1, 1}}
local TGT = {{2, 5, 6, 7, 8}, {2, 9, 10, 11, 12}}

local function model(o, layers)
  return nn.Transformer{vocab = {src = 20, tgt = 19}, d = 16, heads = 2, ffn = 32,
                        layers = {enc = 1, dec = layers or 2}, dropout = 0,
                        encoder = "unidirectional", cross = attn.mix{attn.gma(o)}}:to("float64")
end

test("sharing among layers: the first GMA layer's alignment is reused by the others", function()
  local src, tgt = xa.tensor(SRC), xa.tensor(TGT)
  for _, share in ipairs{"heads", "none", "layers", "all"} do
    local m = model({share = share}, 3)
    m:eval()
    local _, _, parts = m:forward(src, tgt, {need_weights = true})
    local global = share == "layers" or share == "all"
    local Hp = (share == "none" or share == "layers") and 2 or 1
    T.shape(parts[1].positions, {2, Hp, 5}, share)
    for l = 2, 3 do
      T.ok((parts[l].positions == parts[1].positions) == global,
           share .. ": layer " .. l .. (global and " reuses" or " has its own") .. " alignment")
    end
  end
  -- a bare spec is dot + gma with gate "second": GMA alone
  local m = nn.Transformer{vocab = {src = 20, tgt = 19}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 1},
                           dropout = 0, encoder = "unidirectional", cross = attn.gma{}}:to("float64")
  m:eval()
  local _, w, parts = m:forward(src, tgt, {need_weights = true})
  T.ok(tostring(m):find("attn.Cross(dot+gma, d=16, heads=2, gate=second)", 1, true), "repr")
  T.close(w[1], parts[1].gma, 0)
  T.ok(parts[1].dot ~= nil and parts[1].positions ~= nil)
end)

test("incremental decoding equals the full forward (shares, positions, sigma, priors); reorder", function()
  local src, tgt = xa.tensor(SRC), xa.tensor(TGT)
  for _, o in ipairs{{}, {share = "none"}, {share = "layers"}, {share = "all"}, {position = "absolute"},
                     {sigma = "predicted", prior = "laplace"}, {delta = 2.0, prior = "linear"}} do
    local m = model(o)
    m:eval()
    local full = m:forward(src, tgt):log_softmax(3)
    local enc, state = m:encode(src), {}
    for t = 1, 5 do
      T.close(m:decode_step(enc, tgt:narrow(2, t, 1), state), full:select(2, t), 1e-10,
              ("%s step %d"):format(tostring(o.share or o.position or o.prior), t))
    end
  end
  -- the cumulative position follows the beam
  local m = model({})
  m:eval()
  local enc, state = m:encode(src), {}
  for t = 1, 3 do m:decode_step(enc, tgt:narrow(2, t, 1), state) end
  local cum = state.layers[1].cross.parts[1].cum
  T.shape(cum, {2, 1, 1})
  m:reorder(enc, state, xa.tensor({2, 2}, {dtype = "int64"}))
  local c2 = state.layers[1].cross.parts[1].cum:totable()
  T.eq(c2[1][1][1], cum:totable()[2][1][1])
end)

test("SiMT property: a target token does not depend on source beyond its needed prefix", function()
  local src = xa.tensor({{5, 6, 7, 8, 9, 10, 11, 12, 13, 3}})
  local tgt = xa.tensor({{2, 5, 6, 7, 8, 9}})
  local checked = 0
  for _, o in ipairs{{delta = 1.0}, {delta = 0.5, share = "none"}} do
    local m = model(o)
    m:eval()
    local logits, _, parts = m:forward(src, tgt, {need_weights = true})
    -- M_t = the most source tokens any layer/head needs at positions <= t
    local M, run = {}, 0
    for t = 1, 6 do
      for l = 1, #parts do
        local n = parts[l].needed:select(3, t):max():item()
        if n > run then run = n end
      end
      M[t] = run
    end
    for t = 1, 6 do
      if M[t] < 10 then
        local s2 = src:clone()
        s2:narrow(2, M[t] + 1, 10 - M[t]):fill_(4)
        local l2 = m:forward(s2, tgt)
        T.close(l2:narrow(2, 1, t), logits:narrow(2, 1, t), 1e-12, "position " .. t .. " saw beyond " .. M[t])
        checked = checked + 1
      end
    end
  end
  T.ok(checked >= 4, "too few prefixes checked: " .. checked)
end)

test("attn.gma options, from_config and errors", function()
  local s = attn.gma{delta = 0.9}
  T.eq(s.kind, "gma")
  T.eq(s.opts.gate, "second")
  T.eq(s.opts.sigma, "p/2")
  local f = attn.from_config({family = "gma", delta = 2, share = "none"})
  T.eq(f.gate, "second")
  T.eq(f.parts[2].opts.delta, 2)
  T.raises(function() attn.gma{foo = 1} end, "attention.gma: unknown option 'foo'")
  T.raises(function() attn.gma{sigma = "p/4"} end, "sigma must be \"p/2\", \"p/1\", \"p/3\" or \"predicted\", got p/4")
  T.raises(function() attn.gma{prior = "cauchy"} end, "prior must be")
  T.raises(function() attn.gma{position = "relative"} end, "position must be \"incremental\" or \"absolute\"")
  T.raises(function() attn.gma{share = "some"} end, "share must be")
  T.raises(function() attn.gma{delta = "1"} end, "delta must be a finite number")
  T.raises(function() attn.gma(3) end, "options must be a table")
  -- a step that does not continue the state is an error, not a silent jump
  local part = attn.gma{}:build(2, 2, 1):to("float64")
  local q, lg, len = xa.randn(1, 2, 1, 2):double(), xa.randn(1, 2, 1, 3):double(), xa.tensor({3}, {dtype = "int64"})
  local st = {}
  part:weights(make_ctx(q, lg, len, 0, st))
  T.raises(function() part:weights(make_ctx(q, lg, len, 4, st)) end, "incremental state is at target position 1 but the step starts at 5")
end)

-- ---- gma_attention ----------------------------------------------------------------------
-- the reference: the composed ops (scaled logits, -inf where masked, gma_weights, dropout,
-- the product with v, the heads merged), with the same seed for the dropout draw
local function gatt_ref(q, k, v, p, s, mask, scale, drop, delta, prior)
  local l = q:matmul(k:transpose(3, 4)) * scale
  if mask then l = l:masked_fill(mask, NEG) end
  local B, H, T_, dh = q:size(1), q:size(2), q:size(3), q:size(4)
  local w = xa.gma_weights(l, p, s, delta, prior)
  return xa.dropout(w, drop, drop > 0):matmul(v):permute(1, 3, 2, 4):reshape(B, T_, H * dh)
end

local function gatt_inputs(B, H, Hp, T_, S, dh, dt)
  local function r(...)
    local sz = {...}
    sz[#sz + 1] = {dtype = dt}
    return xa.randn(table.unpack(sz)):requires_grad_()
  end
  local p = (xa.rand(B, Hp, T_, {dtype = dt}) * (S - 1)):detach():requires_grad_()
  local s = (xa.rand(B, Hp, T_, {dtype = dt}) * 2 + 0.4):detach():requires_grad_()
  return {r(B, H, T_, dh), r(B, H, S, dh), r(B, H, S, dh), p, s}
end

test("gma_attention: the composed ops, forward and backward, every prior, Hp = 1 and H, mask, dropout", function()
  local B, H, T_, S, dh = 3, 2, 5, 6, 3
  local L = xa.tensor{6, 4, 2}
  local pad = xa.arange(1, S + 1):view(1, 1, 1, S):gt(L:view(B, 1, 1, 1))
  -- a SiMT prefix mask on top of the padding (GMA's weights come from the masked logits)
  local prefix = pad:logical_or(xa.arange(1, S + 1):view(1, 1, 1, S):gt(xa.tensor{2, 3, 4, 5, 6}:view(1, 1, T_, 1)))
  for _, dt in ipairs{"float64", "float32"} do
    local tol = dt == "float32" and 2e-6 or 1e-13
    for _, prior in ipairs(PRIORS) do
      for _, Hp in ipairs{1, H} do
        for _, c in ipairs{{pad, 0}, {prefix, 0.3}} do
          local x = gatt_inputs(B, H, Hp, T_, S, dh, dt)
          local G = xa.randn(B, T_, H * dh, {dtype = dt})
          local tag = ("%s %s Hp=%d p=%g"):format(dt, prior, Hp, c[2])
          xa.manual_seed(13)
          local o1 = xa.gma_attention(x[1], x[2], x[3], x[4], x[5],
            {mask = c[1], scale = 0.7, dropout = c[2], delta = 1.5, prior = prior})
          o1:backward(G)
          local g1 = {}
          for i, t in ipairs(x) do g1[i] = t.grad; t.grad = nil end
          xa.manual_seed(13)
          local o2 = gatt_ref(x[1], x[2], x[3], x[4], x[5], c[1], 0.7, c[2], 1.5, prior)
          o2:backward(G)
          T.shape(o1, {B, T_, H * dh})
          T.close(o1, o2, tol, tag .. " out")
          for i, t in ipairs(x) do T.close(g1[i], t.grad, tol, tag .. " gradient " .. i) end
        end
      end
    end
  end
  -- defaults (scale dh^-0.5, delta 1, gaussian), no mask, q and k as views of projections
  local x = gatt_inputs(B, H, 1, T_, S, dh, "float64")
  local qp, kp = xa.randn(B, T_, H * dh):double(), xa.randn(B, S, H * dh):double()
  local function split(t, n) return t:view(B, n, H, dh):permute(1, 3, 2, 4) end
  T.close(xa.gma_attention(split(qp, T_), split(kp, S), x[3], x[4], x[5]),
          gatt_ref(split(qp, T_), split(kp, S), x[3], x[4], x[5], nil, dh ^ -0.5, 0, 1, "gaussian"), 1e-13, "views")
  -- sigma may be nil for the "none" prior
  T.close(xa.gma_attention(x[1], x[2], x[3], x[4], nil, {prior = "none"}),
          gatt_ref(x[1], x[2], x[3], x[4], nil, nil, dh ^ -0.5, 0, 1, "none"), 1e-13, "none, no sigma")
end)

test("gma_attention: gradcheck (float64), size-1 and empty dims, threads, errors", function()
  local B, H, T_, S, dh = 2, 2, 3, 4, 2
  local pad = xa.arange(1, S + 1):view(1, 1, 1, S):gt(xa.tensor{4, 3}:view(B, 1, 1, 1))
  for _, prior in ipairs(PRIORS) do
    T.gradcheck(function(q, k, v, p, s)
      return xa.gma_attention(q, k, v, p, s, {mask = pad, prior = prior, delta = 0.7}) end,
      gatt_inputs(B, H, 1, T_, S, dh, "float64"))
  end
  -- T = 1, S = 1, H = 1; empty T; empty batch
  local x = gatt_inputs(1, 1, 1, 1, 1, 2, "float64")
  T.close(xa.gma_attention(x[1], x[2], x[3], x[4], x[5]),
          gatt_ref(x[1], x[2], x[3], x[4], x[5], nil, 2 ^ -0.5, 0, 1, "gaussian"), 1e-14)
  local e = gatt_inputs(2, 2, 2, 0, 3, 2, "float64")
  local oe = xa.gma_attention(e[1], e[2], e[3], e[4], e[5])
  T.shape(oe, {2, 0, 4})
  oe:sum():backward()
  T.shape(e[4].grad, {2, 2, 0})
  local b0 = gatt_inputs(0, 2, 1, 3, 3, 2, "float64")
  T.shape(xa.gma_attention(b0[1], b0[2], b0[3], b0[4], b0[5]), {0, 3, 4})
  -- the same bits with one thread and two
  local xs = gatt_inputs(4, 4, 1, 16, 24, 8, "float32")
  local nt = xa.threads()
  local function run(n)
    xa.set_threads(n)
    for _, t in ipairs(xs) do t.grad = nil end
    xa.manual_seed(3)
    local y = xa.gma_attention(xs[1], xs[2], xs[3], xs[4], xs[5], {dropout = 0.2, prior = "laplace"})
    y:backward(xa.ones(4, 16, 32))
    local r = {y}
    for i, t in ipairs(xs) do r[i + 1] = t.grad end
    return r
  end
  local r1, r2 = run(1), run(2)
  xa.set_threads(nt)
  for i = 1, #r1 do T.close(r2[i], r1[i], 0) end
  -- errors name the op and the shapes
  local y = gatt_inputs(2, 2, 1, 3, 4, 2, "float64")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4]:narrow(3, 1, 2), y[5]) end,
           "gma_attention: p must be (B,Hp,T) = (2,1 or 2,3) for q (2,2,3,2), got (2,1,2)")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4]:float(), y[5]:float()) end,
           "gma_attention: p must have the dtype of q (float64), got float32")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4], y[5] * 0) end,
           "gma_attention: sigma must be finite and >= 1e-6")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4] / 0, y[5]) end, "gma_attention: p must be finite")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4], nil) end,
           "gma_attention: sigma is required for the gaussian prior")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4], y[5], {prior = "cauchy"}) end, "prior must be")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4], y[5], {delta = math.huge}) end,
           "gma_attention: delta must be finite")
  T.raises(function() xa.gma_attention(y[1], y[2]:narrow(3, 1, 3), y[3], y[4], y[5]) end,
           "gma_attention: shapes q (2,2,3,2), k (2,2,3,2) and v (2,2,4,2) do not match")
  T.raises(function() xa.gma_attention(y[1], y[2], y[3], y[4], y[5], {dropout = -0.1}) end,
           "gma_attention: dropout must be in [0, 1)")
end)

test("gma in a model: the fused attention equals the composed one (loss and gradients)", function()
  for _, o in ipairs{{}, {share = "none", prior = "laplace", sigma = "predicted"}, {share = "all", prior = "linear"}} do
    xa.manual_seed(2)
    local m = nn.Transformer{cross = attn.gma(o), encoder = "unidirectional", vocab = {src = 40, tgt = 40},
      d = 8, heads = 2, ffn = 16, layers = {enc = 1, dec = 2}, dropout = 0.2, attn_dropout = 0.2}
    T.fused_attention_matches(m, 40, "gma_attention", o.share or "heads")
  end
end)
