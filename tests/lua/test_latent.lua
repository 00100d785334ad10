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

test("float32 agrees with float64; thread counts give identical float32 results", function()
  local zs, zt, a, W = inputs(4, 6, 5, 8, 300)
  local tgt = targets(4, 5, 300, {{1, 5}})
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
  for _, nt in ipairs{1, 2} do
    xa.set_threads(nt)
    local n = xa.latent_nll(f[1], f[2], f[3], f[4], tgt, 3)
    local g = grads_of(function() return xa.latent_nll(f[1], f[2], f[3], f[4], tgt, 3) end, f)
    res[nt] = {n, g}
  end
  xa.set_threads(old)
  T.close(res[1][1], res[2][1], 1e-6)
  for i = 1, 4 do T.close(res[1][2][i], res[2][2][i], 1e-5) end
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
    local s = rn and 1 or nil
    local tot = lp:exp():sum(3)
    if rn then T.close(tot, xa.ones(2, 3):double(), 1e-12)
    else -- without renorm the mass is the sum of the chosen weights
      local vals = a:detach():topk(3, 3)
      T.close(tot, vals:sum(3), 1e-12)
    end
    _ = s
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
