-- nn modules against naive Lua computations, gradchecks, and the Module machinery.
local nn = require "xattn.nn"
local F = nn.functional

-- ---- naive helpers over nested tables --------------------------------------------
local function matvec_linear(x, W, b) -- x: list (in), W: (out, in) table, b: list or nil
  local y = {}
  for o = 1, #W do
    local s = b and b[o] or 0
    for i = 1, #x do s = s + W[o][i] * x[i] end
    y[o] = s
  end
  return y
end

local function naive_softmax(row)
  local m = -math.huge
  for _, v in ipairs(row) do if v > m then m = v end end
  local s, out = 0, {}
  for j, v in ipairs(row) do out[j] = math.exp(v - m); s = s + out[j] end
  for j = 1, #out do out[j] = out[j] / s end
  return out
end

-- ---- Linear ----------------------------------------------------------------------
test("Linear: forward against a naive loop, 3-D and non-contiguous inputs, no bias", function()
  local lin = nn.Linear(4, 3)
  xa.no_grad(function() lin.bias:copy_(xa.tensor{0.1, -0.2, 0.3}) end)
  local x = xa.randn(2, 5, 4)
  local y = lin(x)
  T.shape(y, {2, 5, 3})
  local xt, W, b = x:totable(), lin.weight:totable(), lin.bias:totable()
  local want = {}
  for i = 1, 2 do want[i] = {} for t = 1, 5 do want[i][t] = matvec_linear(xt[i][t], W, b) end end
  T.close(y, want, 1e-5)
  -- non-contiguous: a transposed view
  local xn = xa.randn(4, 6):t()
  local want2 = {}
  for r, row in ipairs(xn:totable()) do want2[r] = matvec_linear(row, W, b) end
  T.close(lin(xn), want2, 1e-5)
  local nb = nn.Linear(4, 3, {bias = false})
  T.ok(nb.bias == nil)
  T.eq(#nb:parameters(), 1)
  local want3 = {}
  for r, row in ipairs(xn:totable()) do want3[r] = matvec_linear(row, nb.weight:totable()) end
  T.close(nb(xn), want3, 1e-5)
  -- size-1 and empty batches
  T.shape(lin(xa.randn(1, 4)), {1, 3})
  T.shape(lin(xa.zeros(0, 4)), {0, 3})
end)

test("Linear: gradcheck in float64 (input, weight, bias)", function()
  local lin = nn.Linear(3, 2):double()
  local x = T.param(2, 3)
  T.gradcheck(function(xx, W, b) return lin(xx) end, {x, lin.weight, lin.bias})
end)

test("functional.linear on a head-split view (B, H, T, d) of a (B, T, H, d) tensor: values and gradients", function()
  -- the product runs on the tensor as it lies and is viewed back: against a naive loop and
  -- finite differences; a view that is not a swap of dims 2 and 3 takes the ordinary path
  local base = T.param(2, 5, 3, 4)
  local W, b = T.param(6, 4), T.param(6)
  local x = base:permute(1, 3, 2, 4)                       -- (2, 3, 5, 4), not contiguous
  local y = F.linear(x, W, b)
  T.shape(y, {2, 3, 5, 6})
  local xv, Wv, bv, yv = x:totable(), W:totable(), b:totable(), y:totable()
  local worst = 0
  for i = 1, 2 do for h = 1, 3 do for t = 1, 5 do for o = 1, 6 do
    local acc = bv[o]
    for k = 1, 4 do acc = acc + xv[i][h][t][k] * Wv[o][k] end
    worst = math.max(worst, math.abs(acc - yv[i][h][t][o]))
  end end end end
  T.ok(worst < 1e-12, "linear on the view against the naive loop: " .. worst)
  T.gradcheck(function(bb, WW, b2) return F.linear(bb:permute(1, 3, 2, 4), WW, b2) end, {base, W, b})
  local other = T.param(2, 3, 4, 5):permute(1, 4, 2, 3)   -- (2, 5, 3, 4): another permutation
  T.gradcheck(function(o, WW) return F.linear(o:permute(1, 4, 2, 3), WW) end, {T.param(2, 3, 4, 5), W})
  T.shape(F.linear(other, W, b), {2, 5, 3, 6})
end)

test("Linear: errors", function()
  T.raises(function() nn.Linear(0, 3) end, "nn.Linear: in must be an integer >= 1, got 0")
  T.raises(function() nn.Linear(3, 2.5) end, "nn.Linear: out must be an integer >= 1, got 2.5")
  T.raises(function() nn.Linear(3, 2)(xa.randn(2, 4)) end, "(2,4)") -- fused or composed path
end)

-- ---- Embedding -------------------------------------------------------------------
test("Embedding: rows by 1-based ids, pad row zero, no gradient into the pad row", function()
  local e = nn.Embedding(6, 3)
  T.eq(e.padding_idx, 1)
  T.close(e.weight:select(1, 1), {0, 0, 0}, 0)
  local ids = xa.tensor{{2, 1, 4}, {4, 4, 1}}
  local y = e(ids)
  T.shape(y, {2, 3, 3})
  local W, it = e.weight:totable(), ids:totable()
  for i = 1, 2 do for j = 1, 3 do
    local id = it[i][j]
    T.close(y:select(1, i):select(1, j), id == 1 and {0, 0, 0} or W[id], 0)
  end end
  -- gradient: count of each id times the upstream gradient; pad row gets nothing
  local g = xa.randn(2, 3, 3)
  y:backward(g)
  local gt, want = g:totable(), {}
  for v = 1, 6 do want[v] = {0, 0, 0} end
  for i = 1, 2 do for j = 1, 3 do
    local id = it[i][j]
    if id ~= 1 then for k = 1, 3 do want[id][k] = want[id][k] + gt[i][j][k] end end
  end end
  T.close(e.weight.grad, want, 1e-6)
  -- even a non-zero pad row is masked out
  xa.no_grad(function() e.weight:select(1, 1):fill_(5) end)
  T.close(e(xa.tensor{1}), {{0, 0, 0}}, 0)
  -- no padding
  local np = nn.Embedding(4, 2, {padding_idx = false})
  T.ok(np.padding_idx == nil)
  T.close(np(xa.tensor{1}), np.weight:narrow(1, 1, 1), 0)
  T.raises(function() nn.Embedding(4, 2, {padding_idx = 7}) end, "padding_idx must be an id in 1..4")
  T.raises(function() e(xa.tensor{7}) end, "embedding")
end)

test("Embedding: gradcheck (float64) and init statistics", function()
  local e = nn.Embedding(5, 3):double()
  local ids = xa.tensor{{2, 3, 1}, {5, 2, 2}}
  T.gradcheck(function(w) return e(ids) end, {e.weight})
  local big = nn.Embedding(2000, 16)
  local rest = big.weight:narrow(1, 2, 1999)
  T.ok(math.abs(rest:std():item() - 0.25) < 0.01, "std " .. rest:std():item())
end)

-- ---- LayerNorm -------------------------------------------------------------------
test("LayerNorm: against a naive loop with non-trivial weight and bias", function()
  local ln = nn.LayerNorm(4, {eps = 1e-3})
  xa.no_grad(function()
    ln.weight:copy_(xa.tensor{1, 2, 0.5, -1})
    ln.bias:copy_(xa.tensor{0, 0.1, 0.2, 0.3})
  end)
  local x = xa.randn(3, 2, 4):transpose(1, 2) -- non-contiguous (2, 3, 4)
  local y = ln(x)
  local xt, w, b = x:totable(), ln.weight:totable(), ln.bias:totable()
  local want = {}
  for i = 1, 2 do want[i] = {} for j = 1, 3 do
    local r = xt[i][j]
    local m = (r[1] + r[2] + r[3] + r[4]) / 4
    local v = 0
    for k = 1, 4 do v = v + (r[k] - m) ^ 2 end
    v = v / 4
    want[i][j] = {}
    for k = 1, 4 do want[i][j][k] = (r[k] - m) / math.sqrt(v + 1e-3) * w[k] + b[k] end
  end end
  T.close(y, want, 1e-5)
  local ln64 = nn.LayerNorm(3):double()
  T.gradcheck(function(xx) return ln64(xx) end, {T.param(2, 3), ln64.weight, ln64.bias})
  T.raises(function() ln(xa.randn(2, 3)) end, "layer_norm")
end)

-- ---- Dropout ---------------------------------------------------------------------
test("Dropout: identity in eval, zeroes and rescales in training", function()
  local d = nn.Dropout(0.5)
  local x = xa.ones(1000)
  d:eval()
  T.ok(rawequal(d(x), x))
  d:train()
  local y = d(x):totable()
  local zeros = 0
  for _, v in ipairs(y) do
    if v == 0 then zeros = zeros + 1 else T.close(xa.tensor(v), 2, 1e-6) end
  end
  T.ok(zeros > 400 and zeros < 600, "zeros " .. zeros)
  T.ok(rawequal(nn.Dropout(0)(x), x))
  T.raises(function() nn.Dropout(1.5) end, "p must be a number in [0, 1]")
end)

-- ---- sinusoidal positions --------------------------------------------------------
test("sinusoidal_positions: against the formula (sin half, cos half), odd D", function()
  for _, D in ipairs{8, 7, 2} do
    local n = 5
    local pe = nn.sinusoidal_positions(n, D)
    T.shape(pe, {n, D})
    local half = D // 2
    local want = {}
    for p = 0, n - 1 do
      local row = {}
      for k = 0, half - 1 do
        local f = math.exp(-k * math.log(10000) / math.max(half - 1, 1))
        row[k + 1] = math.sin(p * f)
        row[half + k + 1] = math.cos(p * f)
      end
      if D % 2 == 1 then row[D] = 0 end
      want[p + 1] = row
    end
    T.close(pe, want, 1e-6, "D = " .. D)
  end
  T.eq(nn.sinusoidal_positions(3, 4, {dtype = "float64"}):dtype(), "float64")
  T.shape(nn.sinusoidal_positions(0, 4), {0, 4})
  T.raises(function() nn.sinusoidal_positions(3, 0) end, "sinusoidal_positions: n and D must be integers")
end)

-- ---- MultiheadAttention ----------------------------------------------------------
-- naive attention over tables: returns out (B,T,D) and weights (B,H,T,S)
local function naive_mha(m, q_in, kv_in, key_pad, causal)
  local H, dh = m.heads, m.head_dim
  local qt, kt = q_in:totable(), kv_in:totable()
  local Wq, bq = m.q.weight:totable(), m.q.bias:totable()
  local Wk, bk = m.k.weight:totable(), m.k.bias:totable()
  local Wv, bv = m.v.weight:totable(), m.v.bias:totable()
  local Wo, bo = m.out.weight:totable(), m.out.bias:totable()
  local kp = key_pad and key_pad:totable()
  local out, weights = {}, {}
  for b = 1, #qt do
    local T_, S = #qt[b], #kt[b]
    local Q, K, V = {}, {}, {}
    for t = 1, T_ do Q[t] = matvec_linear(qt[b][t], Wq, bq) end
    for s = 1, S do K[s] = matvec_linear(kt[b][s], Wk, bk); V[s] = matvec_linear(kt[b][s], Wv, bv) end
    weights[b] = {}
    local ctx = {}
    for t = 1, T_ do ctx[t] = {} end
    for h = 1, H do
      weights[b][h] = {}
      for t = 1, T_ do
        local sc = {}
        for s = 1, S do
          local dot = 0
          for c = (h - 1) * dh + 1, h * dh do dot = dot + Q[t][c] * K[s][c] end
          sc[s] = dot / math.sqrt(dh)
          if (kp and kp[b][s]) or (causal and s > t + S - T_) then sc[s] = -math.huge end
        end
        local w = naive_softmax(sc)
        weights[b][h][t] = w
        for c = (h - 1) * dh + 1, h * dh do
          local acc = 0
          for s = 1, S do acc = acc + w[s] * V[s][c] end
          ctx[t][c] = acc
        end
      end
    end
    out[b] = {}
    for t = 1, T_ do out[b][t] = matvec_linear(ctx[t], Wo, bo) end
  end
  return out, weights
end

local function randomise_biases(m)
  xa.no_grad(function()
    for _, name in ipairs{"q", "k", "v", "out"} do m[name].bias:copy_(xa.randn(m.d) * 0.3) end
  end)
end

test("MultiheadAttention: self and cross against naive attention, key padding and causal masks", function()
  local m = nn.MultiheadAttention{d = 6, heads = 3}
  randomise_biases(m)
  local q = xa.randn(2, 3, 6)
  local kv = xa.randn(2, 4, 6)
  local kp = xa.tensor{{false, false, true, true}, {false, false, false, false}}
  -- cross with padding
  local out, w = m(q, kv, {key_padding = kp, need_weights = true})
  local nout, nw = naive_mha(m, q, kv, kp, false)
  T.close(out, nout, 1e-5)
  T.close(w, nw, 1e-5)
  T.close(w:select(1, 1):narrow(3, 3, 2), xa.zeros(3, 3, 2), 0)
  -- self, causal
  local x = xa.randn(2, 4, 6)
  local so = m(x, nil, {causal = true})
  T.close(so, (naive_mha(m, x, x, nil, true)), 1e-5)
  -- both masks, non-contiguous inputs
  local xn = xa.randn(4, 2, 6):transpose(1, 2)
  T.close(m(xn, xn, {causal = true, key_padding = kp}), (naive_mha(m, xn, xn, kp, true)), 1e-5)
  -- weights only when asked
  local _, none = m(q, kv)
  T.ok(none == nil)
end)

test("MultiheadAttention: gradcheck in float64 with key padding and causal masks", function()
  local m = nn.MultiheadAttention{d = 4, heads = 2}:double()
  randomise_biases(m)
  local q, kv = T.param(2, 3, 4), T.param(2, 3, 4)
  local kp = xa.tensor{{false, false, true}, {false, false, false}}
  T.gradcheck(function(a, b) return m(a, b, {key_padding = kp, causal = true}) end, {q, kv})
  T.gradcheck(function() return m(q, kv, {key_padding = kp}) end,
    {m.q.weight, m.k.weight, m.v.bias, m.out.weight, m.out.bias})
  -- dropout p = 0 in training changes nothing
  T.close(m(q, kv), (naive_mha(m, q, kv)), 1e-10)
end)

test("MultiheadAttention: incremental self-attention state equals the causal full pass", function()
  local m = nn.MultiheadAttention{d = 8, heads = 2}
  randomise_biases(m)
  local x = xa.randn(3, 5, 8)
  local full = m(x, x, {causal = true})
  local state = {}
  for t = 1, 5 do
    local xt = x:narrow(2, t, 1)
    local o = m(xt, xt, {causal = true, state = state})
    T.close(o, full:narrow(2, t, 1), 1e-5, "step " .. t)
    T.shape(state.k, {3, 2, t, 4})
  end
  -- cross: keys computed once, kv_in ignored afterwards
  local c = nn.MultiheadAttention{d = 8, heads = 2, kind = "cross"}
  local enc = xa.randn(3, 4, 8)
  local cs = {}
  local o1 = c(x:narrow(2, 1, 1), enc, {state = cs})
  local k1 = cs.k
  local o2 = c(x:narrow(2, 2, 1), enc, {state = cs})
  T.ok(rawequal(cs.k, k1))
  T.close(o2, c(x:narrow(2, 2, 1), enc), 1e-6)
  T.close(o1, c(x:narrow(2, 1, 1), enc), 1e-6)
  -- reorder_state keeps rows
  c:reorder_state(cs, xa.tensor{2, 2})
  T.shape(cs.k, {2, 2, 4, 4})
  T.close(cs.k:select(1, 1), k1:select(1, 2), 0)
end)

test("MultiheadAttention: attention dropout only in training", function()
  local m = nn.MultiheadAttention{d = 8, heads = 2, dropout = 0.5}
  local x = xa.randn(2, 6, 8)
  m:eval()
  T.close(m(x), m(x), 0)
  m:train()
  T.ok((m(x) - m(x)):abs():max():item() > 1e-5)
end)

test("MultiheadAttention: errors name the shapes", function()
  T.raises(function() nn.MultiheadAttention{d = 6, heads = 4} end, "d = 6 is not divisible by heads = 4")
  T.raises(function() nn.MultiheadAttention{d = 6, heads = 2, kind = "both"} end, "kind must be 'self' or 'cross'")
  T.raises(function() nn.MultiheadAttention{d = 6} end, "d and heads must be positive integers")
  -- PyTorch's positional form is a clear error, not a traceback from inside init
  T.raises(function() nn.MultiheadAttention(256, 4) end, "takes one options table")
  T.raises(function() nn.MultiheadAttention({d = 8, heads = 2}, 0.1) end, "and more arguments")
  local m = nn.MultiheadAttention{d = 4, heads = 2}
  T.raises(function() m(xa.randn(2, 3, 5)) end, "q_in must be (B, T, 4), got (2,3,5)")
  T.raises(function() m(xa.randn(2, 3, 4), xa.randn(3, 3, 4)) end, "kv_in must be (2, S, 4) for q_in (2,3,4), got (3,3,4)")
  T.raises(function() m(xa.randn(2, 3, 4), nil, {key_padding = xa.zeros(2, 2):bool()}) end,
    "key_padding must be a bool (2, 3) tensor, got bool (2,2)")
end)

-- ---- functional ------------------------------------------------------------------
local function naive_ce(logits, target, eps, ignore)
  local lt, tt = logits:totable(), target:totable()
  local total, nll_sum, per = 0, 0, {}
  for i = 1, #lt do
    local row, V = lt[i], #lt[i]
    local m = -math.huge
    for _, v in ipairs(row) do m = math.max(m, v) end
    local s = 0
    for _, v in ipairs(row) do s = s + math.exp(v - m) end
    local lse = m + math.log(s)
    local nll = lse - row[tt[i]]
    local smooth = 0
    for _, v in ipairs(row) do smooth = smooth + (lse - v) end
    local l = (1 - eps) * nll + eps / V * smooth
    if ignore and tt[i] == ignore then l, nll = 0, 0 end
    per[i] = l
    total = total + l
    nll_sum = nll_sum + nll
  end
  return total, nll_sum, per
end

test("functional.cross_entropy: label smoothing, ignore_index, reductions against naive", function()
  local logits = xa.randn(5, 7) * 3
  local target = xa.tensor{3, 1, 7, 2, 1}
  for _, eps in ipairs{0, 0.1} do
    local want, wnll, per = naive_ce(logits, target, eps, 1)
    local loss, nll = F.cross_entropy(logits, target, {label_smoothing = eps})
    T.close(loss, want, 1e-5, "sum eps " .. eps)
    T.close(nll, wnll, 1e-5)
    T.close(F.cross_entropy(logits, target, {label_smoothing = eps, reduction = "mean"}), want / 3, 1e-5)
    T.close(F.cross_entropy(logits, target, {label_smoothing = eps, reduction = "none"}), per, 1e-5)
    local all = naive_ce(logits, target, eps, nil)
    T.close(F.cross_entropy(logits, target, {label_smoothing = eps, ignore_index = false}), all, 1e-5)
  end
  -- the composed version is what runs without the fused kernel; both agree if present
  T.close(F.cross_entropy_composed(logits, target, {label_smoothing = 0.1}), (naive_ce(logits, target, 0.1, 1)), 1e-5)
end)

test("functional.cross_entropy: gradcheck (float64) and errors", function()
  local logits = T.param(4, 5)
  local target = xa.tensor{2, 1, 5, 3}
  T.gradcheck(function(l) return F.cross_entropy(l, target, {label_smoothing = 0.2}) end, {logits})
  T.gradcheck(function(l) return F.cross_entropy(l, target, {reduction = "none"}) end, {logits})
  -- messages name the shapes on both the fused and the composed path
  T.raises(function() F.cross_entropy(xa.randn(2, 3, 4), xa.tensor{1, 2}) end, "(2,3,4)")
  T.raises(function() F.cross_entropy(xa.randn(2, 3), xa.tensor{1, 2, 3}) end, "(2,3)")
  T.raises(function() F.cross_entropy(xa.randn(2, 3), xa.tensor{1, 2}, {reduction = "max"}) end,
    "reduction must be")
  for _, f in ipairs{F.cross_entropy, F.cross_entropy_composed} do
    T.raises(function() f(xa.randn(2, 3), xa.tensor{1, 2, 3}) end, "(2,3)")
  end
end)

test("functional.linear and causal_mask", function()
  local x, W, b = xa.randn(2, 3), xa.randn(4, 3), xa.randn(4)
  local xt, Wt, bt = x:totable(), W:totable(), b:totable()
  T.close(F.linear(x, W, b), {matvec_linear(xt[1], Wt, bt), matvec_linear(xt[2], Wt, bt)}, 1e-5)
  T.close(F.linear_composed(x, W), {matvec_linear(xt[1], Wt), matvec_linear(xt[2], Wt)}, 1e-5)
  T.close(F.causal_mask(2, 4), {{false, false, false, true}, {false, false, false, false}}, 0)
  T.close(F.causal_mask(3, 3), {{false, true, true}, {false, false, true}, {false, false, false}}, 0)
  T.close(F.causal_mask(1, 5), {{false, false, false, false, false}}, 0)
end)

test("init: xavier_uniform_ bound, normal_ moments, constant_", function()
  local t = nn.init.xavier_uniform_(xa.zeros(100, 300), 2)
  local bound = 2 * math.sqrt(6 / 400)
  T.ok(t:abs():max():item() <= bound and t:abs():max():item() > 0.95 * bound)
  local n = nn.init.normal_(xa.zeros(20000), 1, 0.5)
  T.ok(math.abs(n:mean():item() - 1) < 0.02 and math.abs(n:std():item() - 0.5) < 0.02)
  T.close(nn.init.constant_(xa.zeros(3), 2), {2, 2, 2}, 0)
end)

-- ---- Module machinery ------------------------------------------------------------
test("Module: custom classes, field order, ModuleList, tied tensors, num_parameters", function()
  local Block = nn.Module:extend("Block")
  function Block:init(d)
    self.proj = nn.Linear(d, d)
    self.scale = xa.ones(d):requires_grad_(true)
    self._buffer = xa.zeros(d)
    self.layers = nn.ModuleList{nn.LayerNorm(d), nn.Linear(d, 2)}
    self.tied = self.proj.weight -- the same tensor twice: listed once
    self.note = "not a parameter"
  end
  function Block:forward(x) return self.layers[2](self.layers[1](self.proj(x) * self.scale)) end
  local b = Block(3)
  local names = {}
  for i, e in ipairs(b:named_parameters()) do names[i] = e[1] end
  T.eq(table.concat(names, " "), "proj.weight proj.bias scale layers.1.weight layers.1.bias layers.2.weight layers.2.bias")
  T.eq(b:num_parameters(), 9 + 3 + 3 + 3 + 3 + 6 + 2)
  T.eq(#b.layers, 2)
  T.shape(b(xa.randn(4, 3)), {4, 2})
  T.ok(tostring(b):find("(layers): nn.ModuleList()", 1, true), tostring(b))
  T.ok(tostring(nn.Linear(3, 2)) == "nn.Linear(3 -> 2)")
  -- reassigning a field keeps its place
  b.proj = nn.Linear(3, 3)
  T.eq(b:named_parameters()[1][1], "proj.weight")
  T.raises(function() nn.ModuleList{1} end, "element 1 is not a module")
  T.raises(function() nn.Module()(1) end, "forward is not implemented")
end)

test("Module: to(dtype) converts parameters and buffers, keeps ties and requires_grad", function()
  local m = nn.Module()
  m.a = nn.Linear(2, 2)
  m.b = nn.Linear(2, 2)
  m.b.weight = m.a.weight
  m._buf = xa.ones(2)
  m:to("float64")
  T.eq(m.a.weight:dtype(), "float64")
  T.eq(m._buf:dtype(), "float64")
  T.ok(rawequal(m.a.weight, m.b.weight))
  T.ok(m.a.weight.requires_grad and m.a.weight.grad_fn == nil)
  T.eq(#m:parameters(), 3)
  m:float()
  T.eq(m.b.bias:dtype(), "float32")
end)

test("Module: state_dict / load_state_dict, zero_grad, train/eval reach every child", function()
  local a, b = nn.Linear(3, 2), nn.Linear(3, 2)
  b:load_state_dict(a:state_dict())
  T.close(b.weight, a.weight, 0)
  T.ok(not rawequal(b.weight, a.weight))
  T.raises(function() b:load_state_dict({weight = a.weight}) end, "missing parameter 'bias'")
  T.raises(function() b:load_state_dict({weight = xa.zeros(2, 2), bias = a.bias}) end,
    "parameter 'weight' has shape (2,3) but the value has (2,2)")
  T.raises(function() b:load_state_dict({weight = a.weight, bias = a.bias, extra = a.bias}) end,
    "unexpected parameter 'extra'")
  b:load_state_dict({weight = xa.zeros(2, 3)}, {strict = false})
  T.close(b.weight, xa.zeros(2, 3), 0)
  b(xa.randn(1, 3)):sum():backward()
  T.ok(b.weight.grad ~= nil)
  b:zero_grad()
  T.ok(b.weight.grad == nil)
  local m = nn.Module()
  m.l = nn.ModuleList{nn.Dropout(0.1), nn.Linear(2, 2)}
  m:eval()
  T.ok(not m.l[1].training and not m.l[2].training and not m.training)
  m:train()
  T.ok(m.l[1].training)
end)
