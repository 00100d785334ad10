-- xattn.optim: Adam/AdamW/SGD steps against naive Lua implementations of torch.optim's
-- formulas, flat gradient views, clipping, state round trips, the inverse_sqrt schedule
-- and a small training run.
local optim = require "xattn.optim"
local flat = T.flat

-- loss(p) = sum_i c_i (p_i - t_i)^2 over every parameter; gradient 2 c (p - t)
local function make_problem(dt)
  local ps = {xa.randn(2, 3, {dtype = dt}), xa.randn(4, {dtype = dt})}
  local tg = {xa.randn(2, 3, {dtype = dt}), xa.randn(4, {dtype = dt})}
  local cs = {xa.rand(2, 3, {dtype = dt}) + 0.5, xa.rand(4, {dtype = dt}) + 0.5}
  for _, p in ipairs(ps) do p:requires_grad_() end
  local function loss()
    local l = nil
    for i = 1, #ps do
      local d = ps[i] - tg[i]
      local li = (d * d * cs[i]):sum()
      l = l and l + li or li
    end
    return l
  end
  -- plain Lua copies
  local naive = {p = {}, t = {}, c = {}}
  for i = 1, #ps do
    for _, v in ipairs(flat(ps[i]:totable())) do naive.p[#naive.p + 1] = v end
    for _, v in ipairs(flat(tg[i]:totable())) do naive.t[#naive.t + 1] = v end
    for _, v in ipairs(flat(cs[i]:totable())) do naive.c[#naive.c + 1] = v end
  end
  return ps, loss, naive
end

local function naive_grad(nv)
  local g = {}
  for i = 1, #nv.p do g[i] = 2 * nv.c[i] * (nv.p[i] - nv.t[i]) end
  return g
end

-- torch.optim.Adam / AdamW, written out
local function naive_adam(nv, steps, lr, b1, b2, eps, wd, decoupled)
  local m, v = {}, {}
  for i = 1, #nv.p do m[i], v[i] = 0, 0 end
  for t = 1, steps do
    local g = naive_grad(nv)
    for i = 1, #nv.p do
      local p, gi = nv.p[i], g[i]
      if decoupled then p = p * (1 - lr * wd) else gi = gi + wd * p end
      m[i] = b1 * m[i] + (1 - b1) * gi
      v[i] = b2 * v[i] + (1 - b2) * gi * gi
      local bc1, bc2 = 1 - b1 ^ t, 1 - b2 ^ t
      local denom = math.sqrt(v[i]) / math.sqrt(bc2) + eps
      nv.p[i] = p - lr / bc1 * m[i] / denom
    end
  end
  return nv.p, m, v
end

local function params_flat(ps)
  local r = {}
  for _, p in ipairs(ps) do for _, v in ipairs(flat(p:totable())) do r[#r + 1] = v end end
  return r
end

local function close_list(a, b, tol, msg)
  T.eq(#a, #b, (msg or "") .. " length")
  for i = 1, #a do
    if math.abs(a[i] - b[i]) > tol * (1 + math.abs(b[i])) then
      error(("%s element %d: got %.12g, expected %.12g"):format(msg or "", i, a[i], b[i]), 2)
    end
  end
end

test("Adam and AdamW: 3 steps match torch.optim formulas (weight decay both ways)", function()
  local cases = {
    {wd = 0, dec = false}, {wd = 0.1, dec = false}, {wd = 0.1, dec = true},
  }
  for _, dt in ipairs({"float64", "float32"}) do
    local tol = dt == "float64" and 1e-12 or 2e-6
    for _, c in ipairs(cases) do
      local ps, loss, nv = make_problem(dt)
      local opt = optim.Adam(ps, {lr = 0.01, betas = {0.9, 0.99}, eps = 1e-6,
                                  weight_decay = c.wd, decoupled = c.dec})
      for _ = 1, 3 do
        opt:zero_grad()
        loss():backward()
        opt:step()
      end
      local ep, em, ev = naive_adam(nv, 3, 0.01, 0.9, 0.99, 1e-6, c.wd, c.dec)
      local what = ("%s wd=%g decoupled=%s"):format(dt, c.wd, tostring(c.dec))
      close_list(params_flat(ps), ep, tol, what .. " params")
      close_list(flat(opt.m:totable()), em, tol, what .. " m")
      close_list(flat(opt.v:totable()), ev, tol * 10, what .. " v")
      T.eq(opt.steps, 3)
    end
  end
end)

test("Adam float32 over sizes around the 8-lane vector width and over 2 threads' ranges", function()
  -- the float32 step runs 8 lanes at a time with a scalar tail, split into one range per
  -- thread when large: every size must match the formulas element by element
  local old = xa.threads()
  xa.set_threads(2)
  for _, n in ipairs{1, 7, 8, 9, 37, 70001} do
    for _, c in ipairs{{wd = 0, dec = false}, {wd = 0.1, dec = false}, {wd = 0.1, dec = true}} do
      local p = xa.randn(n):requires_grad_()
      local tg, cs = xa.randn(n), xa.rand(n) + 0.5
      local nv = {p = flat(p:totable()), t = flat(tg:totable()), c = flat(cs:totable())}
      local opt = optim.Adam({p}, {lr = 0.01, betas = {0.9, 0.99}, eps = 1e-6, weight_decay = c.wd,
                                   decoupled = c.dec})
      for _ = 1, 3 do
        opt:zero_grad()
        local d = p - tg
        ;(d * d * cs):sum():backward()
        opt:step()
      end
      local ep, em, ev = naive_adam(nv, 3, 0.01, 0.9, 0.99, 1e-6, c.wd, c.dec)
      local what = ("n=%d wd=%g decoupled=%s"):format(n, c.wd, tostring(c.dec))
      close_list(flat(p:totable()), ep, 2e-6, what .. " params")
      close_list(flat(opt.m:totable()), em, 2e-6, what .. " m")
      close_list(flat(opt.v:totable()), ev, 2e-5, what .. " v")
    end
  end
  -- the same bits on 1 and 2 threads: the ranges move the vector/tail boundary, and the
  -- two paths do the same float operations in the same order
  local function run(nt)
    xa.set_threads(nt)
    xa.manual_seed(7)
    local p = xa.randn(70001):requires_grad_()
    local g = xa.randn(70001)
    local opt = optim.Adam({p}, {lr = 0.01, weight_decay = 0.1})
    for _ = 1, 3 do opt:zero_grad(); (p * g):sum():backward(); opt:step() end
    return p:detach()
  end
  local a, b = run(1), run(2)
  T.eq(a:eq(b):all():item(), true, "Adam float32: 1 and 2 threads give the same bits")
  xa.set_threads(old)
end)

test("AdamW defaults to weight_decay 0.01 and decoupled decay", function()
  local ps, loss, nv = make_problem("float64")
  local opt = optim.AdamW(ps, {lr = 0.02})
  T.ok(opt.decoupled)
  T.eq(opt.weight_decay, 0.01)
  T.eq(opt.betas[2], 0.98)
  for _ = 1, 2 do opt:zero_grad(); loss():backward(); opt:step() end
  local ep = naive_adam(nv, 2, 0.02, 0.9, 0.98, 1e-8, 0.01, true)
  close_list(params_flat(ps), ep, 1e-12)
end)

test("grads are views of the flat buffer: backward accumulates there", function()
  local ps, loss, nv = make_problem("float64")
  local opt = optim.Adam(ps, {lr = 0.1})
  -- parameters kept their identity and now live in opt.flat
  T.eq(ps[1]:storage_offset(), 0)
  T.eq(ps[2]:storage_offset(), 6)
  close_list(flat(opt.flat:totable()), nv.p, 0)
  opt:zero_grad()
  loss():backward()
  local g = naive_grad(nv)
  close_list(flat(opt.grad:totable()), g, 1e-12, "flat grad after backward")
  T.eq(ps[2].grad:storage_offset(), 6)
  -- gradient accumulation: a second backward adds in place
  loss():backward()
  local g2 = {}
  for i = 1, #g do g2[i] = 2 * g[i] end
  close_list(flat(opt.grad:totable()), g2, 1e-12, "accumulated")
  close_list(flat(ps[1].grad:totable()), {g2[1], g2[2], g2[3], g2[4], g2[5], g2[6]}, 1e-12)
  opt:zero_grad()
  close_list(flat(opt.grad:totable()), {0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0, "zeroed")
  T.eq(ps[1].grad:storage_offset(), 0)
  -- writing the parameter through the flat buffer is seen by the tensor
  xa.no_grad(function() opt.flat:fill_(1) end)
  T.close(ps[2], {1, 1, 1, 1})
end)

test("a replaced or removed .grad is put back into the flat buffer", function()
  local a = xa.zeros(3):double():requires_grad_()
  local b = xa.zeros(2):double():requires_grad_()
  local opt = optim.SGD({a, b}, {lr = 1})
  a.grad = xa.tensor({1, 2, 3}, {dtype = "float64"})   -- not a view of opt.grad
  b:zero_grad()                                          -- grad removed (nil)
  T.ok(b.grad == nil)
  xa.no_grad(function() opt.grad:fill_(5) end)           -- b's stale slice: zeroed on sync
  opt:step()
  T.close(a, {-1, -2, -3})
  T.close(b, {0, 0})
  T.close(opt.grad, {1, 2, 3, 0, 0})
  T.eq(b.grad:storage_offset(), 3)
end)

test("clip_grad_norm returns the norm before clipping and scales like torch", function()
  local a = xa.zeros(3):requires_grad_()
  local b = xa.zeros(2):requires_grad_()
  local opt = optim.Adam({a, b})
  local g = {3, -4, 12, 1, 2}
  local function set() xa.no_grad(function() opt.grad:copy_(xa.tensor(g):float()) end) end
  set()
  local nrm = math.sqrt(9 + 16 + 144 + 1 + 4)
  local n = opt:clip_grad_norm(1.0)
  T.close(xa.tensor(n), nrm, 1e-6)
  local s = 1.0 / (nrm + 1e-6)
  local e = {}
  for i = 1, 5 do e[i] = g[i] * s end
  T.close(opt.grad, e, 1e-6)
  T.close(a.grad, {e[1], e[2], e[3]}, 1e-6)
  -- a large max_norm leaves the gradients alone
  set()
  T.close(xa.tensor(opt:clip_grad_norm(100)), nrm, 1e-6)
  T.close(opt.grad, g)
  T.close(xa.tensor(opt:grad_norm()), nrm, 1e-6)
  -- big buffer, double accumulation: norm of 100000 values of 0.01 is sqrt(10)
  local p = xa.zeros(100000):requires_grad_()
  local o2 = optim.SGD({p})
  xa.no_grad(function() o2.grad:fill_(0.01) end)
  T.close(xa.tensor(o2:clip_grad_norm(0)), math.sqrt(10), 1e-6)
  T.raises(function() opt:clip_grad_norm("x") end, "clip_grad_norm: max_norm must be a number")
end)

test("set_lr, state() / load_state() resume exactly", function()
  local ps, loss = make_problem("float64")
  local init = {}
  for i, p in ipairs(ps) do init[i] = p:detach():clone() end
  local opt = optim.Adam(ps, {lr = 0.05, weight_decay = 0.01})
  for _ = 1, 2 do opt:zero_grad(); loss():backward(); opt:step() end
  opt:set_lr(0.02)
  T.eq(opt.lr, 0.02)
  T.eq(opt:get_lr(), 0.02)
  local st = opt:state()
  T.eq(st.step, 2)
  local snap = {step = st.step, m = st.m:clone(), v = st.v:clone(), lr = st.lr}
  local pvals = {}
  for i, p in ipairs(ps) do pvals[i] = p:detach():clone() end
  opt:zero_grad(); loss():backward(); opt:step()
  local after = params_flat(ps)
  -- a fresh optimizer on the saved parameters, with the saved state
  for i, p in ipairs(ps) do xa.no_grad(function() p:copy_(pvals[i]) end) end
  local opt2 = optim.Adam(ps, {lr = 1, weight_decay = 0.01})
  opt2:load_state(snap)
  T.eq(opt2.lr, 0.02)
  T.eq(opt2.steps, 2)
  opt2:zero_grad(); loss():backward(); opt2:step()
  close_list(params_flat(ps), after, 0, "resumed step")
  T.raises(function() opt2:load_state({step = 1, m = xa.zeros(3):double(), v = xa.zeros(3):double()}) end,
           "load_state: state.m has 3 elements but the optimizer has 10 parameters")
  T.raises(function() opt2:load_state({step = -1}) end, "load_state: state.step must be a non-negative integer")
end)

test("SGD with and without momentum (nesterov too) matches torch.optim.SGD", function()
  for _, c in ipairs({{mu = 0, wd = 0}, {mu = 0.9, wd = 0.01}, {mu = 0.9, damp = 0.1},
                      {mu = 0.8, nest = true, wd = 0.05}}) do
    local ps, loss, nv = make_problem("float64")
    local opt = optim.SGD(ps, {lr = 0.1, momentum = c.mu, dampening = c.damp, weight_decay = c.wd,
                               nesterov = c.nest})
    for _ = 1, 3 do opt:zero_grad(); loss():backward(); opt:step() end
    local buf = {}
    for t = 1, 3 do
      local g = naive_grad(nv)
      for i = 1, #nv.p do
        local d = g[i] + (c.wd or 0) * nv.p[i]
        if c.mu > 0 then
          buf[i] = t == 1 and d or c.mu * buf[i] + (1 - (c.damp or 0)) * d
          d = c.nest and d + c.mu * buf[i] or buf[i]
        end
        nv.p[i] = nv.p[i] - 0.1 * d
      end
    end
    close_list(params_flat(ps), nv.p, 1e-12, ("SGD mu=%g"):format(c.mu))
  end
end)

test("inverse_sqrt: fairseq's warm-up and decay", function()
  local s = optim.inverse_sqrt{lr = 5e-4, warmup = 4000}
  T.close(xa.tensor(s(0), {dtype = "float64"}), 0, 1e-15)
  T.close(xa.tensor(s(1), {dtype = "float64"}), 5e-4 / 4000, 1e-12)
  T.close(xa.tensor(s(2000), {dtype = "float64"}), 2.5e-4, 1e-12)
  T.close(xa.tensor(s(4000), {dtype = "float64"}), 5e-4, 1e-12)
  T.close(xa.tensor(s(16000), {dtype = "float64"}), 2.5e-4, 1e-12)
  local s2 = optim.inverse_sqrt{lr = 1e-3, warmup = 10, init_lr = 1e-7}
  T.close(xa.tensor(s2(0), {dtype = "float64"}), 1e-7, 1e-12)
  T.close(xa.tensor(s2(5), {dtype = "float64"}), 1e-7 + 5 * (1e-3 - 1e-7) / 10, 1e-12)
  T.close(xa.tensor(s2(40), {dtype = "float64"}), 5e-4, 1e-12)
  T.raises(function() optim.inverse_sqrt{lr = 1e-3, warmup = 0} end, "inverse_sqrt: warmup must be a positive integer")
  T.raises(function() optim.inverse_sqrt{warmup = 10} end, "inverse_sqrt: lr must be a number")
  T.raises(function() s(-1) end, "the update number must be >= 0")
end)

test("optimizer argument errors", function()
  T.raises(function() optim.Adam({}) end, "Adam: got an empty parameter list")
  T.raises(function() optim.Adam({xa.zeros(2)}) end, "Adam: got an empty parameter list (no tensor that requires grad)")
  T.raises(function() optim.Adam({1}) end, "Adam: parameter 1 is not a tensor (number)")
  local p = xa.zeros(2):requires_grad_()
  T.raises(function() optim.Adam({p * 2}) end, "Adam: parameter 1 is not a leaf tensor (computed by mul)")
  T.raises(function() optim.Adam({xa.zeros(2):requires_grad_()}, {betas = {0.9, 1}}) end, "Adam: betas[2] must be in [0, 1), got 1")
  T.raises(function() optim.AdamW({xa.zeros(2):requires_grad_()}, {lr = -1}) end, "AdamW: lr must be in [0, inf], got -1")
  T.raises(function() optim.SGD({xa.zeros(2):requires_grad_()}, {nesterov = true}) end, "SGD: nesterov momentum requires a momentum > 0")
  T.raises(function() optim.Adam({xa.zeros(2):requires_grad_(), xa.zeros(2):double():requires_grad_()}) end,
           "_flatten: tensors must be all float32 or all float64")
  local q = xa.zeros(2):requires_grad_()
  local opt = optim.Adam({q, q})   -- a parameter listed twice is flattened once
  T.eq(opt:num_parameters(), 2)
  T.raises(function() opt:set_lr("fast") end, "set_lr: lr must be a number")
  T.raises(function() xa._adam_step(opt.flat, opt.grad, opt.m, xa.zeros(3), 1, 0.1, 0.9, 0.99, 1e-8, 0, false) end,
           "_adam_step: the second moment v (float32 (3)) must match the parameters (float32 (2))")
  T.raises(function() xa._adam_step(opt.flat, opt.grad, opt.m, opt.v, 0, 0.1, 0.9, 0.99, 1e-8, 0, false) end,
           "_adam_step: step must be >= 1")
end)

test("Adam trains a tiny linear regression in 200 steps", function()
  xa.manual_seed(7)
  local X = xa.randn(128, 4)
  local w_true = xa.tensor({{1.5, -2.0, 0.5, 3.0}}):float()
  local Y = xa.linear(X, w_true, xa.tensor({0.7}):float()) + xa.randn(128, 1) * 0.01
  local W = (xa.randn(1, 4) * 0.1):requires_grad_()
  local b = xa.zeros(1):requires_grad_()
  local opt = optim.Adam({W, b}, {lr = 0.05, betas = {0.9, 0.98}})
  local first, last
  for i = 1, 200 do
    opt:zero_grad()
    local d = xa.linear(X, W, b) - Y
    local loss = (d * d):mean()
    loss:backward()
    opt:clip_grad_norm(10)
    opt:step()
    if i == 1 then first = loss:item() end
    last = loss:item()
  end
  T.ok(first > 1, "initial loss " .. first)
  T.ok(last < 1e-3, "final loss " .. last)
  T.close(W, {{1.5, -2.0, 0.5, 3.0}}, 0.02)
  T.close(b, {0.7}, 0.02)
end)
