-- Zero-order latent alignment attention: xa.latent_nll / xa.latent_logprobs against a
-- plain-Lua reference and against a reference built from ordinary ops (topk, gather,
-- matmul, log_softmax, logsumexp), gradients by finite differences, options, chunking,
-- errors; then the Transformer with model.latent (loss, decode_step, beam search,
-- checkpoint round trip) and a golden case from PyTorch (tests/golden/gen_latent.py).

local flat = T.flat

-- alignment weights with clear gaps (distinct values >= 1/(2S) apart), so finite
-- differences never change the top-K choice; rows need not sum to 1 for the op
local function gapped_a(B, Tn, S, dtype)
  local rows = {}
  for b = 1, B do
    rows[b] = {}
    for i = 1, Tn do
      local r, tot = {}, 0
      for j = 1, S do r[j] = ((j * 7 + i * 3 + b * 5) % S + 1); tot = tot + r[j] end
      for j = 1, S do r[j] = r[j] / tot end
      rows[b][i] = r
    end
  end
  return xa.tensor(rows, {dtype = dtype or "float64"})
end

local function targets(B, Tn, V, pad_at)
  local t = {}
  for b = 1, B do
    t[b] = {}
    for i = 1, Tn do t[b][i] = (b * 3 + i * 5) % (V - 1) + 2 end
  end
  for _, p in ipairs(pad_at or {}) do t[p[1]][p[2]] = 1 end
  return xa.tensor(t, {dtype = "int64"})
end

-- plain Lua: nll per token from nested tables
local function ref_lua(zs, zt, a, W, tgt, K, renorm, ign)
  zs, zt, a, W, tgt = zs:totable(), zt:totable(), a:totable(), W:totable(), tgt:totable()
  local B, S, D, Tn, V = #zs, #zs[1], #zs[1][1], #zt[1], #W
  local out = {}
  for b = 1, B do
    out[b] = {}
    for i = 1, Tn do
      local e = tgt[b][i]
      if e == ign then out[b][i] = 0
      else
        local order = {}
        for j = 1, S do order[j] = j end
        table.sort(order, function(x, y)
          local ax, ay = a[b][i][x], a[b][i][y]
          if ax ~= ay then return ax > ay end
          return x < y
        end)
        local Kc, ws, s = math.min(K, S), {}, 0
        for k = 1, Kc do ws[k] = a[b][i][order[k]]; s = s + ws[k] end
        if renorm then for k = 1, Kc do ws[k] = ws[k] / s end end
        local p = 0
        for k = 1, Kc do
          local j = order[k]
          local logits, mx = {}, -math.huge
          for v = 1, V do
            local acc = 0
            for d = 1, D do acc = acc + W[v][d] * (zs[b][j][d] + zt[b][i][d]) end
            logits[v] = acc
            mx = math.max(mx, acc)
          end
          local z = 0
          for v = 1, V do z = z + math.exp(logits[v] - mx) end
          p = p + ws[k] * math.exp(logits[e] - mx) / z
        end
        out[b][i] = -math.log(p)
      end
    end
  end
  return out
end

-- ordinary ops (differentiable): the same loss built from topk, gather, matmul, ...
local function ref_ops(zs, zt, a, W, tgt, K, renorm, ign)
  local B, S, D, Tn, V = zs:size(1), zs:size(2), zs:size(3), zt:size(2), W:size(1)
  local Kc = math.min(K, S)
  local _, idx = xa.no_grad(function() return a:topk(Kc, 3) end)  -- (B,T,Kc) 1-based
  local w = a:gather(3, idx)
  if renorm then w = w / w:sum(3, true) end
  local zsel = zs:unsqueeze(2):expand(B, Tn, S, D):gather(3, idx:unsqueeze(4):expand(B, Tn, Kc, D))
  local z = zsel + zt:unsqueeze(3)                                 -- (B,T,Kc,D)
  local lsm = z:matmul(W:t()):log_softmax(4)                       -- (B,T,Kc,V)
  local lq = lsm:gather(4, tgt:view(B, Tn, 1, 1):expand(B, Tn, Kc, 1)):squeeze(4)
  local nll = -(w:log() + lq):logsumexp(3)
  if ign then nll = nll:masked_fill(tgt:eq(ign), 0) end
  return nll
end

local function inputs(B, S, Tn, D, V, dtype)
  local zs, zt, W = T.param(B, S, D), T.param(B, Tn, D), T.param(V, D)
  local a = gapped_a(B, Tn, S)
  a:requires_grad_(true)
  if dtype == "float32" then
    zs, zt, W, a = zs:float(), zt:float(), W:float(), a:float()
  end
  return zs, zt, a, W
end

local function grads_of(fn, ts)
  for _, t in ipairs(ts) do t:zero_grad() end
  local out = fn()
  out:sum():backward()
  local g = {}
  for i, t in ipairs(ts) do g[i] = t.grad and t.grad:clone() or xa.zeros(t:shape(), {dtype = t:dtype()}) end
  return g
end

test("forward matches a plain-Lua reference (hand-sized case)", function()
  local zs, zt, a, W = inputs(2, 3, 2, 2, 5)
  local tgt = targets(2, 2, 5)
  for _, K in ipairs{1, 2, 3, 6} do
    for _, rn in ipairs{false, true} do
      local nll = xa.latent_nll(zs, zt, a, W, tgt, K, {renorm = rn})
      T.close(nll, ref_lua(zs, zt, a, W, tgt, K, rn, 1), 1e-12, ("K=%d renorm=%s"):format(K, tostring(rn)))
    end
  end
end)

test("forward and gradients match the ordinary-ops reference", function()
  local zs, zt, a, W = inputs(3, 5, 4, 6, 11)
  local tgt = targets(3, 4, 11, {{2, 4}, {3, 1}})
  for _, K in ipairs{1, 3, 5, 9} do
    for _, rn in ipairs{false, true} do
      local ts = {zs, zt, a, W}
      local g1 = grads_of(function() return xa.latent_nll(zs, zt, a, W, tgt, K, {renorm = rn}) end, ts)
      local g2 = grads_of(function() return ref_ops(zs, zt, a, W, tgt, K, rn, 1) end, ts)
      local tag = ("K=%d renorm=%s"):format(K, tostring(rn))
      T.close(xa.latent_nll(zs, zt, a, W, tgt, K, {renorm = rn}), ref_ops(zs, zt, a, W, tgt, K, rn, 1), 1e-12, tag)
      for i = 1, 4 do T.close(g1[i], g2[i], 1e-10, tag .. " grad " .. i) end
    end
  end
end)

test("gradcheck (float64) in zs, zt, a, W; renorm on and off", function()
  local zs, zt, a, W = inputs(2, 4, 3, 3, 6)
  local tgt = targets(2, 3, 6, {{2, 3}})
  for _, rn in ipairs{false, true} do
    T.gradcheck(function(x1, x2, x3, x4) return xa.latent_nll(x1, x2, x3, x4, tgt, 2, {renorm = rn}) end,
                {zs, zt, a, W})
  end
  T.gradcheck(function(x1, x2, x3, x4) return xa.latent_nll(x1, x2, x3, x4, tgt, 1) end, {zs, zt, a, W})
  T.gradcheck(function(x1, x2, x3, x4) return xa.latent_nll(x1, x2, x3, x4, tgt, 7) end, {zs, zt, a, W})
end)

test("K >= S is capped at S; K = 1 is the single best position", function()
  local zs, zt, a, W = inputs(2, 3, 2, 4, 7)
  local tgt = targets(2, 2, 7)
  T.close(xa.latent_nll(zs, zt, a, W, tgt, 100), xa.latent_nll(zs, zt, a, W, tgt, 3), 0)
  -- K = 1: -log a_max - log p(e | j_max)
  local n1 = xa.latent_nll(zs, zt, a, W, tgt, 1)
  local amax, jmax = a:max(3)
  local z = zs:gather(2, jmax:unsqueeze(3):expand(2, 2, 4)) + zt
  local lq = z:matmul(W:t()):log_softmax(3):gather(3, tgt:unsqueeze(3)):squeeze(3)
  T.close(n1, -(amax:log() + lq), 1e-12)
  -- renorm with K = 1 is the plain softmax nll of the best position
  T.close(xa.latent_nll(zs, zt, a, W, tgt, 1, {renorm = true}), -lq, 1e-12)
end)

test("ignore_index: zero loss and zero gradient at ignored tokens; false counts all", function()
  local zs, zt, a, W = inputs(2, 3, 3, 4, 6)
  local tgt = targets(2, 3, 6, {{1, 3}, {2, 1}})
  local nll = xa.latent_nll(zs, zt, a, W, tgt, 2)
  T.eq(nll:totable()[1][3], 0)
  T.eq(nll:totable()[2][1], 0)
  nll:sum():backward()
  T.close(a.grad:select(1, 1):select(1, 3), {0, 0, 0}, 0)
  T.close(zt.grad:select(1, 2):select(1, 1), {0, 0, 0, 0}, 0)
  -- another ignore id
  local n2 = xa.latent_nll(zs, zt, a, W, tgt, 2, {ignore_index = 4})
  local t4 = tgt:eq(4):totable()
  for b = 1, 2 do for i = 1, 3 do
    if t4[b][i] then T.eq(n2:totable()[b][i], 0) end
  end end
  -- none ignored: target 1 is an ordinary class
  local n3 = xa.latent_nll(zs, zt, a, W, tgt, 2, {ignore_index = false})
  T.close(n3, ref_lua(zs, zt, a, W, tgt, 2, false, nil), 1e-12)
  T.ok(n3:totable()[1][3] > 0)
  -- every token ignored: all zero, zero gradients
  a:zero_grad(); W:zero_grad()
  local n4 = xa.latent_nll(zs, zt, a, W, xa.ones(2, 3, {dtype = "int64"}), 2)
  T.close(n4, {{0, 0, 0}, {0, 0, 0}}, 0)
  n4:sum():backward()
  T.close(a.grad:abs():sum(), 0, 0)
  T.close(W.grad:abs():sum(), 0, 0)
end)

test("chunk boundaries (1, 3, more than the tokens) give the same values and gradients", function()
  local zs, zt, a, W = inputs(5, 4, 3, 5, 9)
  local tgt = targets(5, 3, 9, {{4, 1}, {4, 2}, {4, 3}, {2, 2}})  -- sentence 4 all padding
  local ts = {zs, zt, a, W}
  local ref = xa.latent_nll(zs, zt, a, W, tgt, 3, {chunk = 256})
  local gref = grads_of(function() return xa.latent_nll(zs, zt, a, W, tgt, 3, {chunk = 256}) end, ts)
  for _, c in ipairs{1, 3, 6, 7, 1000} do
    T.close(xa.latent_nll(zs, zt, a, W, tgt, 3, {chunk = c}), ref, 1e-12, "chunk " .. c)
    local g = grads_of(function() return xa.latent_nll(zs, zt, a, W, tgt, 3, {chunk = c}) end, ts)
    for i = 1, 4 do T.close(g[i], gref[i], 1e-12, ("chunk %d grad %d"):format(c, i)) end
    T.close(xa.latent_logprobs(zs, zt, a, W, 3, {chunk = c}), xa.latent_logprobs(zs, zt, a, W, 3), 1e-12)
  end
end)

test("float32 agrees with float64; repeatable for a thread count, close across counts", function()
  local zs, zt, a, W = inputs(4, 6, 5, 8, 700) -- tokens x K x V > 32768: the threaded paths
  local tgt = targets(4, 5, 700, {{1, 5}})
  local ts = {zs, zt, a, W}
  local n64 = xa.latent_nll(zs, zt, a, W, tgt, 3)
  local g64 = grads_of(function() return xa.latent_nll(zs, zt, a, W, tgt, 3) end, ts)
  local f = {}
  for i, t in ipairs(ts) do f[i] = t:detach():float(); f[i]:requires_grad_(true) end
  local n32 = xa.latent_nll(f[1], f[2], f[3], f[4], tgt, 3)
  T.eq(n32:dtype(), "float32")
  T.close(n32:double(), n64, 1e-5)
  local g32 = grads_of(function() return xa.latent_nll(f[1], f[2], f[3], f[4], tgt, 3) end, f)
  for i = 1, 4 do T.close(g32[i]:double(), g64[i], 1e-4, "grad " .. i) end
  local lp32 = xa.latent_logprobs(f[1], f[2], f[3], f[4], 3)
  T.close(lp32:double(), xa.latent_logprobs(zs, zt, a, W, 3), 1e-5)
  -- thread counts
  local old = xa.threads()
  local res = {}
  for run, nt in ipairs{1, 2, 2} do
    xa.set_threads(nt)
    local n = xa.latent_nll(f[1], f[2], f[3], f[4], tgt, 3)
    local g = grads_of(function() return xa.latent_nll(f[1], f[2], f[3], f[4], tgt, 3) end, f)
    res[run] = {n, g}
  end
  xa.set_threads(old)
  T.close(res[1][1], res[2][1], 1e-6)
  for i = 1, 4 do T.close(res[1][2][i], res[2][2][i], 1e-5) end
  T.close(res[2][1], res[3][1], 0, "same thread count: bit for bit")
  for i = 1, 4 do T.close(res[2][2][i], res[3][2][i], 0, "same thread count: grad " .. i) end
end)

test("reduction sum: the per-token sum; gradients (computed in forward) for any upstream", function()
  local zs, zt, a, W = inputs(5, 4, 3, 5, 9)
  local tgt = targets(5, 3, 9, {{4, 1}, {4, 2}, {4, 3}, {2, 2}})  -- sentence 4 all padding
  local ts = {zs, zt, a, W}
  for _, rn in ipairs{false, true} do
    for _, c in ipairs{1, 3, 256} do
      local o = {renorm = rn, chunk = c}
      local tag = ("renorm=%s chunk=%d"):format(tostring(rn), c)
      local ref = ref_ops(zs, zt, a, W, tgt, 3, rn, 1):sum()
      local s = xa.latent_nll(zs, zt, a, W, tgt, 3, {renorm = rn, chunk = c, reduction = "sum"})
      T.shape(s, {})
      T.close(s, ref, 1e-12, tag)
      -- upstream 1 (loss:backward()) and an upstream of 2.5 (scaled loss), against the
      -- ordinary-ops reference's gradients
      for _, up in ipairs{1, 2.5} do
        local g1 = grads_of(function()
          return xa.latent_nll(zs, zt, a, W, tgt, 3, {renorm = rn, chunk = c, reduction = "sum"}) * up
        end, ts)
        local g2 = grads_of(function() return ref_ops(zs, zt, a, W, tgt, 3, rn, 1) * up end, ts)
        for i = 1, 4 do T.close(g1[i], g2[i], 1e-10, tag .. " up " .. up .. " grad " .. i) end
      end
    end
  end
  T.gradcheck(function(x1, x2, x3, x4) return xa.latent_nll(x1, x2, x3, x4, tgt, 2, {reduction = "sum"}) end, ts)
  -- a gradient only for some inputs; none under no_grad
  local zs2 = zs:detach()
  W:zero_grad(); a:zero_grad()
  xa.latent_nll(zs2, zt:detach(), a, W, tgt, 2, {reduction = "sum"}):backward()
  local gw = W.grad:clone()
  W:zero_grad()
  xa.latent_nll(zs2, zt:detach(), a, W, tgt, 2):sum():backward()
  T.close(gw, W.grad, 1e-12)
  local ng = xa.no_grad(function() return xa.latent_nll(zs, zt, a, W, tgt, 2, {reduction = "sum"}) end)
  T.ok(not ng.requires_grad)
  T.close(ng, xa.latent_nll(zs, zt, a, W, tgt, 2):sum(), 1e-12)
  -- float32, threads: close to float64
  local f = {}
  for i, t in ipairs(ts) do f[i] = t:detach():float(); f[i]:requires_grad_(true) end
  local g32 = grads_of(function() return xa.latent_nll(f[1], f[2], f[3], f[4], tgt, 3, {reduction = "sum"}) end, f)
  local g64 = grads_of(function() return xa.latent_nll(zs, zt, a, W, tgt, 3) end, ts)
  for i = 1, 4 do T.close(g32[i]:double(), g64[i], 1e-4, "float32 grad " .. i) end
  -- every token ignored, and empty batches: 0 and zero gradients
  W:zero_grad()
  local z = xa.latent_nll(zs, zt, a, W, xa.ones(5, 3, {dtype = "int64"}), 2, {reduction = "sum"})
  T.close(z, 0, 0)
  z:backward()
  T.close(W.grad:abs():sum(), 0, 0)
  T.close(xa.latent_nll(xa.zeros(0, 3, 2), xa.zeros(0, 2, 2), xa.zeros(0, 2, 3), xa.zeros(5, 2),
                        xa.zeros(0, 2, {dtype = "int64"}), 2, {reduction = "sum"}), 0, 0)
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt, 2, {reduction = "mean"}) end,
           "reduction must be \"none\" or \"sum\"")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt:narrow(2, 1, 2), 2, {reduction = "sum"}) end,
           "latent_nll_sum: target must be an int64 (B,T) tensor")
end)

test("non-contiguous inputs (transposed W, narrowed zs, expanded zt, transposed a)", function()
  local zs, zt, a, W = inputs(2, 4, 3, 5, 7)
  local tgt = targets(2, 3, 7)
  local base = xa.latent_nll(zs, zt, a, W, tgt, 2)
  local Wt = W:detach():t():contiguous():t()            -- (V,D) with strides (1,V)
  local zsn = xa.cat({zs:detach(), xa.randn(2, 1, 5):double()}, 2):narrow(2, 1, 4)
  local at = a:detach():transpose(2, 3):contiguous():transpose(2, 3)
  local tgtt = tgt:t():contiguous():t()
  T.ok(not Wt:is_contiguous() and not zsn:is_contiguous() and not at:is_contiguous())
  T.close(xa.latent_nll(zsn, zt, at, Wt, tgtt, 2), base, 1e-12)
  -- an expanded zt (one decoder state for every sentence)
  local z1 = zt:detach():narrow(1, 1, 1):expand(2, 3, 5)
  T.close(xa.latent_nll(zs, z1, a, W, tgt, 2), xa.latent_nll(zs, z1:contiguous(), a, W, tgt, 2), 1e-12)
  -- gradient into a non-contiguous leaf view
  local Wl = W:detach():t():contiguous()
  Wl:requires_grad_(true)
  xa.latent_nll(zs, zt, a, Wl:t(), tgt, 2):sum():backward()
  local W2 = W:detach():clone(); W2:requires_grad_(true)
  xa.latent_nll(zs, zt, a, W2, tgt, 2):sum():backward()
  T.close(Wl.grad:t(), W2.grad, 1e-12)
end)

test("latent_logprobs: log p over V sums to 1, matches -nll at the target and the reference", function()
  local zs, zt, a, W = inputs(2, 4, 3, 5, 8)
  local tgt = targets(2, 3, 8)
  for _, rn in ipairs{false, true} do
    local lp = xa.latent_logprobs(zs, zt, a, W, 3, {renorm = rn})
    T.shape(lp, {2, 3, 8})
    T.ok(not lp.requires_grad, "latent_logprobs records no graph")
    local nll = xa.latent_nll(zs, zt, a, W, tgt, 3, {renorm = rn, ignore_index = false})
    T.close(-lp:gather(3, tgt:unsqueeze(3)):squeeze(3), nll, 1e-12)
    local tot = lp:exp():sum(3)
    if rn then T.close(tot, xa.ones(2, 3):double(), 1e-12)
    else -- without renorm the mass is the sum of the chosen weights
      local vals = a:detach():topk(3, 3)
      T.close(tot, vals:sum(3), 1e-12)
    end
  end
  -- the ordinary-ops reference for every vocabulary entry
  local B, S, Tn, D, V, K = 2, 4, 3, 5, 8, 3
  local _, idx = a:topk(K, 3)
  local w = a:detach():gather(3, idx)
  local zsel = zs:detach():unsqueeze(2):expand(B, Tn, S, D):gather(3, idx:unsqueeze(4):expand(B, Tn, K, D))
  local lsm = (zsel + zt:detach():unsqueeze(3)):matmul(W:detach():t()):log_softmax(4)
  local ref = (lsm + w:log():unsqueeze(4)):logsumexp(3)
  T.close(xa.latent_logprobs(zs, zt, a, W, K), ref, 1e-12)
end)

test("size-1 and empty dims", function()
  -- S = 1, T = 1, B = 1, D = 1, V = 1
  local zs, zt, a, W = inputs(1, 1, 1, 1, 1)
  local tgt = xa.tensor({{1}}, {dtype = "int64"})
  local n = xa.latent_nll(zs, zt, a, W, tgt, 6, {ignore_index = false})
  T.close(n, ref_lua(zs, zt, a, W, tgt, 6, false, nil), 1e-12) -- -log a (V = 1: p(e|j) = 1)
  T.gradcheck(function(x1, x2, x3, x4) return xa.latent_nll(x1, x2, x3, x4, tgt, 6, {ignore_index = false}) end,
              {zs, zt, a, W})
  -- B = 0, T = 0
  local e1 = xa.latent_nll(xa.zeros(0, 3, 2), xa.zeros(0, 2, 2), xa.zeros(0, 2, 3), xa.zeros(5, 2),
                           xa.zeros(0, 2, {dtype = "int64"}), 2)
  T.shape(e1, {0, 2})
  local e2 = xa.latent_nll(xa.zeros(2, 3, 2), xa.zeros(2, 0, 2), xa.zeros(2, 0, 3), xa.zeros(5, 2),
                           xa.zeros(2, 0, {dtype = "int64"}), 2)
  T.shape(e2, {2, 0})
  T.shape(xa.latent_logprobs(xa.zeros(2, 3, 2), xa.zeros(2, 0, 2), xa.zeros(2, 0, 3), xa.zeros(5, 2), 2), {2, 0, 5})
  -- D = 0: every logit 0, p(e | j) = 1/V
  local a0 = gapped_a(1, 2, 3)
  local n0 = xa.latent_nll(xa.zeros(1, 3, 0):double(), xa.zeros(1, 2, 0):double(), a0,
                           xa.zeros(4, 0):double(), xa.tensor({{2, 3}}, {dtype = "int64"}), 2)
  local top = a0:topk(2, 3):sum(3)
  T.close(n0, -(top / 4):log(), 1e-12)
  -- S = 0 is fine when every token is ignored
  T.close(xa.latent_nll(xa.zeros(1, 0, 2), xa.zeros(1, 2, 2), xa.zeros(1, 2, 0), xa.zeros(5, 2),
                        xa.ones(1, 2, {dtype = "int64"}), 2), {{0, 0}}, 0)
end)

test("errors name the function, the argument and the shapes", function()
  local zs, zt, a, W = xa.zeros(2, 3, 4), xa.zeros(2, 5, 4), xa.zeros(2, 5, 3), xa.zeros(7, 4)
  local tgt = xa.full({2, 5}, 2, {dtype = "int64"})
  T.raises(function() xa.latent_nll(zs, zt, a, xa.zeros(7, 3), tgt, 2) end,
           "latent_nll: shapes do not match: expected zs (B,S,D), zt (B,T,D), a (B,T,S) and W (V,D) (zs (2,3,4), zt (2,5,4), a (2,5,3), W (7,3), target (2,5))")
  T.raises(function() xa.latent_nll(zs, zt, xa.zeros(2, 5, 4), W, tgt, 2) end, "shapes do not match")
  T.raises(function() xa.latent_nll(zs, xa.zeros(3, 5, 4), a, W, tgt, 2) end, "shapes do not match")
  T.raises(function() xa.latent_nll(zs:view(6, 4), zt, a, W, tgt, 2) end, "latent_nll: expected zs (B,S,D)")
  T.raises(function() xa.latent_nll(zs:double(), zt, a, W, tgt, 2) end, "latent_nll: zt is float32; zs, zt, a and W must share one float dtype")
  T.raises(function() xa.latent_nll(zs, zt, a, xa.zeros(7, 4, {dtype = "int64"}), tgt, 2) end, "W is int64")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt:float(), 2) end, "target must be an int64 (B,T) tensor")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt:narrow(2, 1, 4), 2) end, "target must be an int64 (B,T)")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt, 0) end, "K must be >= 1")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt, 2, {chunk = 0}) end, "chunk must be an integer >= 1")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt, 2, {renorm = 1}) end, "renorm must be a boolean")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt, 2, {ignore_index = true}) end, "ignore_index must be an integer")
  T.raises(function() xa.latent_nll(zs, zt, a, W, tgt, 2, 5) end, "table expected")
  local function bad_tgt(v)
    local t = tgt:totable(); t[2][3] = v
    return xa.tensor(t, {dtype = "int64"})
  end
  local bad = bad_tgt(8)
  T.raises(function() xa.latent_nll(zs, zt, a, W, bad, 2) end,
           "latent_nll: target value 8 at position 8 is out of range [1, 7] (a (2,5,3), W (7,4), target (2,5))")
  bad = bad_tgt(0)
  T.raises(function() xa.latent_nll(zs, zt, a, W, bad, 2) end, "target value 0 at position 8")
  T.raises(function() xa.latent_nll(xa.zeros(2, 0, 4), zt, xa.zeros(2, 5, 0), W, tgt, 2) end,
           "latent_nll: a (2,5,0) has no source positions (S = 0)")
  T.raises(function() xa.latent_nll(zs, zt, a, W) end, "bad argument #5 to 'latent_nll'")
  T.raises(function() xa.latent_logprobs(zs, zt, a, W, 0) end, "K must be >= 1")
  T.raises(function() xa.latent_logprobs(zs, zt, xa.zeros(2, 5, 4), W, 2) end,
           "latent_logprobs: shapes do not match")
  T.raises(function() xa.latent_logprobs(xa.zeros(2, 0, 4), zt, xa.zeros(2, 5, 0), W, 2) end,
           "latent_logprobs: a (2,5,0) has no source positions")
  T.raises(function() xa.latent_logprobs(zs, zt, a, xa.zeros(0, 4), 2) end,
           "latent_logprobs: W (0,4) has no vocabulary")
end)

test("golden: PyTorch's values and gradients (tests/golden/gen_latent.py)", function()
  local g = dofile("tests/golden/latent.lua")
  local function leaf(v) local t = xa.tensor(v, {dtype = "float64"}); t:requires_grad_(true); return t end
  local tgt = xa.tensor(g.target, {dtype = "int64"})
  for _, key in ipairs{"plain", "renorm"} do
    local zs, zt, a, W = leaf(g.zs), leaf(g.zt), leaf(g.a), leaf(g.W)
    local rn = key == "renorm"
    local nll = xa.latent_nll(zs, zt, a, W, tgt, g.K, {renorm = rn})
    T.close(nll, g[key].nll, 1e-12, key .. " nll")
    nll:sum():backward()
    T.close(zs.grad, g[key].dzs, 1e-11, key .. " dzs")
    T.close(zt.grad, g[key].dzt, 1e-11, key .. " dzt")
    T.close(a.grad, g[key].da, 1e-11, key .. " da")
    T.close(W.grad, g[key].dW, 1e-11, key .. " dW")
    T.close(xa.latent_logprobs(zs, zt, a, W, g.K, {renorm = rn}), g[key].logp, 1e-12, key .. " logp")
    -- float32: the same within float32 rounding
    local f = function(v) return xa.tensor(v, {dtype = "float32"}) end
    T.close(xa.latent_nll(f(g.zs), f(g.zt), f(g.a), f(g.W), tgt, g.K, {renorm = rn}):double(), g[key].nll, 1e-5)
  end
end)

-- ---- the Transformer with latent on ----------------------------------------------------
local PAD, BOS, EOS = 1, 2, 3

-- copy task: src = x </s>, tgt_in = <s> x, tgt_out = x </s>; sentence 2 is shorter (padded)
local function copy_batch(B, L, V)
  local src, tin, tout = {}, {}, {}
  for b = 1, B do
    local n = (b == 2) and L - 2 or L
    src[b], tin[b], tout[b] = {}, {BOS}, {}
    for i = 1, n do
      local x = (b * 7 + i * 3 + b * i) % (V - 4) + 5
      src[b][i], tin[b][i + 1], tout[b][i] = x, x, x
    end
    src[b][n + 1], tout[b][n + 1] = EOS, EOS
    for i = n + 2, L + 1 do src[b][i], tout[b][i], tin[b][i] = PAD, PAD, PAD end
  end
  local I = function(t) return xa.tensor(t, {dtype = "int64"}) end
  return {src = I(src), tgt_in = I(tin), tgt_out = I(tout)}
end

local function tiny(opts)
  local c = {vocab = {src = 12, tgt = 12}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 2},
             dropout = 0, latent = {K = 2}}
  for k, v in pairs(opts or {}) do c[k] = v end
  return xa.nn.Transformer(c)
end

test("Transformer latent: the loss is the op on the model's pieces; a = head-averaged last-layer weights", function()
  for _, cfg in ipairs{{norm = "post", tie_output = true}, {norm = "pre", tie_output = false, latent = {K = 3, renorm = true}}} do
    local m = tiny(cfg):double()
    local batch = copy_batch(3, 5, 12)
    local loss, nll, ntok = m:loss(batch, {label_smoothing = 0.1})
    T.eq(ntok, batch.tgt_out:ne(PAD):sum():item())
    T.close(loss, nll, 1e-12)
    -- label smoothing does not apply to the latent model
    T.close(m:loss(batch, {label_smoothing = 0}), loss:item(), 1e-12)
    -- an independent assembly from the model's parts with ordinary ops
    local enc = m:encode(batch.src)
    local _, weights = m:forward(batch.src, batch.tgt_in, {need_weights = true})
    local pieces = m:_decode(enc, batch.tgt_in, nil, false, nil, true)
    T.close(pieces.a, weights[#weights]:mean(2), 1e-12, "a = mean over heads")
    T.close(pieces.h, enc.out, 0)
    T.close(pieces.e, m.decoder.embed(batch.tgt_in), 0, "unscaled embedding")
    local W = cfg.tie_output and m.decoder.embed.weight or m.decoder.out_proj.weight
    T.ok(rawequal(pieces.W, W), "W_o is the output projection")
    local lat = m.latent
    local ref = ref_ops(lat.A(pieces.h), lat.B(pieces.s) + lat.C(pieces.e), pieces.a, W,
                        batch.tgt_out, lat.K, lat.renorm, PAD)
    T.close(loss, ref:sum():item(), 1e-10)
    -- gradients reach the attention (through a), A/B/C and the output projection
    loss:backward()
    for _, p in ipairs{lat.A.weight, lat.B.weight, lat.C.weight, W, m.decoder.layers[2].cross.q.weight} do
      T.ok(p.grad and p.grad:abs():sum():item() > 0)
    end
  end
end)

test("Transformer latent: loss decreases under Adam on a toy copy task", function()
  local m = tiny{latent = {K = 2}}
  local batch = copy_batch(6, 5, 12)
  local opt = xa.optim.Adam(m:parameters(), {lr = 0.01})
  local first, last
  for step = 1, 40 do
    local loss = m:loss(batch)
    opt:zero_grad(); loss:backward(); opt:step()
    if step == 1 then first = loss:item() end
    last = loss:item()
  end
  T.ok(last < 0.3 * first, ("loss %g -> %g"):format(first, last))
end)

test("Transformer latent: decode_step equals the full forward's per-position log p; search runs", function()
  for _, K in ipairs{2, 9} do -- K = 2: the step projects the chosen states only; 9 >= S: all
    local m = tiny{latent = {K = K}}:double()
    m:eval()
    local batch = copy_batch(3, 5, 12)
    local full = xa.no_grad(function() return m:forward(batch.src, batch.tgt_in) end)
    T.shape(full, {3, 6, 12})
    T.ok(full:exp():sum(3):le(1 + 1e-12):all():item(), "mass <= 1 (weights not renormalised)")
    local enc = m:encode(batch.src)
    local state = {}
    for t = 1, 6 do
      local lp = m:decode_step(enc, batch.tgt_in:narrow(2, t, 1), state)
      T.close(lp, full:select(2, t), 1e-10, ("K %d step %d"):format(K, t))
    end
    -- beam search and greedy use decode_step's log p as they are
    local hyps = xa.search.beam(m, batch.src, {beam = 3, max_len_a = 1, max_len_b = 3, nbest = 2})
    T.eq(#hyps, 3)
    T.eq(#hyps[1], 2)
    T.ok(type(hyps[1][1].tokens) == "table")
    T.eq(#xa.search.greedy(m, batch.src, {max_len_a = 1, max_len_b = 3}), 3)
  end
  -- float32 model: decode_step within float32 rounding of the forward
  local m = tiny{latent = {K = 2}}
  m:eval()
  local batch = copy_batch(2, 4, 12)
  local full = xa.no_grad(function() return m:forward(batch.src, batch.tgt_in) end)
  local enc, state = m:encode(batch.src), {}
  for t = 1, 5 do T.close(m:decode_step(enc, batch.tgt_in:narrow(2, t, 1), state), full:select(2, t), 1e-4) end
end)

test("Transformer latent: config errors; latent off keeps the model unchanged", function()
  T.raises(function() tiny{latent = {K = 0}} end, "nn.Transformer: latent: K must be an integer >= 1, got 0")
  T.raises(function() tiny{latent = {k = 2}} end, "nn.Transformer: latent: unknown option 'k'")
  T.raises(function() tiny{latent = {renorm = "yes"}} end, "renorm must be a boolean")
  T.raises(function() tiny{latent = 3} end, "latent must be false, true or a table")
  local on = tiny{latent = true}
  T.eq(on.latent.K, 6)
  T.eq(on.latent.renorm, false)
  local off = tiny{latent = false}
  T.eq(off.latent, nil)
  T.eq(#off:parameters() + 3, #on:parameters())
  local mt = require "xattn.mt"
  T.raises(function() mt.build_model(mt.config(nil, {{"model.latent", '{"K": -1}'}}), {n = 1}, {n = 1}) end,
           "config: model.latent: K must be an integer >= 1")
  T.eq(mt.config(nil, {{"model.latent", '{"K": 2}'}}).model.latent.K, 2)
  T.eq(mt.config(nil).model.latent, false)
end)

test("train.lua with --model.latent: a few updates, checkpoint round trip through mt", function()
  local exe = arg and arg[-1] or "build/xattn"
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir -p '" .. dir .. "'"))
  local cmd = table.concat({
    "'" .. exe .. "'", "scripts/train.lua", "--data.dir data/synth --data.src src --data.tgt tgt",
    "--data.tokenize false --data.bpe 0 --data.max_lines 40 --model.d 16 --model.heads 2",
    "--model.ffn 32 --model.enc_layers 1 --model.dec_layers 1 --train.max_tokens 300",
    "--train.max_updates 3 --train.threads 1 --valid.every 3 --valid.max_sentences 2",
    "--valid.beam 1 --test.beam 2 --test.max_sentences 2 --log.every 1",
    "--model.latent '{\"K\": 2}' --name L --save.dir '" .. dir .. "' > '" .. dir .. "/out' 2>&1"}, " ")
  local ok = os.execute(cmd)
  local f = io.open(dir .. "/out"); local out = f and f:read("a") or ""; if f then f:close() end
  T.ok(ok, "train.lua failed: " .. out:sub(-400))
  T.ok(out:find("test   BLEU", 1, true), "test decoding ran: " .. out:sub(-300))
  local mt = require "xattn.mt"
  local sys, ck = mt.load(dir .. "/L/checkpoint_last.xa")
  T.eq(sys.cfg.model.latent.K, 2)
  T.eq(sys.model.latent.K, 2)
  T.close(sys.model.latent.A.weight, ck.tensors["model.latent.A.weight"], 0)
  T.close(sys.model.latent.C.weight, ck.tensors["model.latent.C.weight"], 0)
  local hyp = sys:translate({"a b c"}, {beam = 2})
  T.eq(type(hyp[1]), "string")
  os.execute("rm -rf '" .. dir .. "'")
end)
