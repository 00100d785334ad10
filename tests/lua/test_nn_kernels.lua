-- linear, cross_entropy and _flatten: forward against naive Lua references (linear's is
-- T.ref_linear, shared with test_linear_packed.lua; the others written here), gradients
-- against finite differences and against hand-derived formulas, non-contiguous
-- and empty inputs, every error message.

local flat = T.flat

-- ---- naive references ----------------------------------------------------------------
local ref_linear = T.ref_linear

local close_flat = T.close_flat

-- torch's cross_entropy(label_smoothing = eps) (= fairseq's label_smoothed_nll_loss with
-- eps_i = eps / V) on plain Lua numbers, per row:
-- returns per-row losses, per-row nll, the per-row gradient (p - q) rows, count
local function ref_xent(logits, target, eps, ignore)
  local V = logits:size(-1)
  local z = flat(logits:totable())
  local t = flat(target:totable())
  local eps_i = eps > 0 and eps / V or 0
  local losses, nlls, grads, count = {}, {}, {}, 0
  for r = 1, #t do
    local base = (r - 1) * V
    local g = {}
    if ignore ~= nil and t[r] == ignore then
      losses[r], nlls[r] = 0, 0
      for j = 1, V do g[j] = 0 end
    else
      count = count + 1
      local m = -math.huge
      for j = 1, V do m = math.max(m, z[base + j]) end
      local s = 0
      for j = 1, V do s = s + math.exp(z[base + j] - m) end
      local lse = m + math.log(s)
      local nll = lse - z[base + t[r]]
      local smooth = 0
      for j = 1, V do smooth = smooth + (lse - z[base + j]) end
      nlls[r] = nll
      losses[r] = (1 - eps) * nll + eps_i * smooth
      for j = 1, V do
        local p = math.exp(z[base + j] - lse)
        local q = j == t[r] and (1 - eps + eps_i) or eps_i
        g[j] = p - q
      end
    end
    grads[r] = g
  end
  return losses, nlls, grads, count
end

local function sum(t) local s = 0 for _, v in ipairs(t) do s = s + v end return s end

-- ======================================================================================
-- linear
-- ======================================================================================
test("linear matches a naive loop (2-D, 3-D, 1-D x; with and without bias)", function()
  for _, dt in ipairs({"float32", "float64"}) do
    local W, b = xa.randn(4, 5, {dtype = dt}), xa.randn(4, {dtype = dt})
    local tol = dt == "float32" and 1e-5 or 1e-12
    local x2 = xa.randn(3, 5, {dtype = dt})
    close_flat(xa.linear(x2, W, b), ref_linear(x2, W, b), tol, dt .. " 2-D")
    close_flat(xa.linear(x2, W), ref_linear(x2, W), tol, dt .. " 2-D no bias")
    local x3 = xa.randn(2, 3, 5, {dtype = dt})
    local y3 = xa.linear(x3, W, b)
    T.shape(y3, {2, 3, 4})
    close_flat(y3, ref_linear(x3, W, b), tol, dt .. " 3-D")
    local x1 = xa.randn(5, {dtype = dt})
    local y1 = xa.linear(x1, W, b)
    T.shape(y1, {4})
    close_flat(y1, ref_linear(x1, W, b), tol, dt .. " 1-D")
    T.eq(y1:dtype(), dt)
  end
end)

test("linear at sizes split over the threads: bias rows and bias gradient against naive loops", function()
  -- the bias rows are filled on the threads before the product adds into them; the bias
  -- gradient is summed in tiles of 256 columns by 512 rows: 1100 rows and 300 columns give
  -- 2 x 3 tiles with remainders, and a second backward accumulates into the first
  local old = xa.threads()
  local rows, in_, out = 1100, 3, 300
  local x = xa.randn(rows, in_):requires_grad_()
  local W = xa.randn(out, in_):requires_grad_()
  local b = xa.randn(out):requires_grad_()
  local g = xa.randn(rows, out)
  local gv = flat(g:totable())
  local want = {}
  for j = 1, out do
    local s = 0
    for r = 0, rows - 1 do s = s + gv[r * out + j] end
    want[j] = 2 * s
  end
  local bits = {}
  for _, n in ipairs({1, 2, 3}) do
    xa.set_threads(n)
    b:zero_grad()
    local y = xa.linear(x, W, b)
    close_flat(y, ref_linear(x, W, b), 1e-5, n .. " threads, forward")
    y:backward(g)
    xa.linear(x, W, b):backward(g)
    close_flat(b.grad, want, 1e-4, n .. " threads, bias gradient")
    bits[n] = b.grad:clone()
  end
  xa.set_threads(old)
  T.close(bits[1], bits[2], 0)
  T.close(bits[1], bits[3], 0)
  -- no rows: the bias gradient is zero (and accumulates nothing)
  local x0 = xa.randn(0, in_):requires_grad_()
  b:zero_grad()
  xa.linear(x0, W, b):backward(xa.randn(0, out))
  close_flat(b.grad, (function() local z = {} for j = 1, out do z[j] = 0 end return z end)(), 0)
end)

test("linear matches matmul + add composed, forward and gradients", function()
  local x = xa.randn(2, 3, 6):double():requires_grad_()
  local W = xa.randn(5, 6):double():requires_grad_()
  local b = xa.randn(5):double():requires_grad_()
  local g = xa.randn(2, 3, 5):double()
  local y = xa.linear(x, W, b)
  y:backward(g)
  local gx, gW, gb = x.grad:clone(), W.grad:clone(), b.grad:clone()
  x:zero_grad(); W:zero_grad(); b:zero_grad()
  local yc = x:matmul(W:t()) + b
  yc:backward(g)
  T.close(y, yc, 1e-12)
  T.close(gx, x.grad, 1e-12)
  T.close(gW, W.grad, 1e-12)
  T.close(gb, b.grad, 1e-12)
  T.eq(y.grad_fn, "linear")
end)

-- dW = gᵀ x and db = column sums of g, in Lua doubles
local function ref_dw_db(x, g)
  local xv, gv = flat(x:totable()), flat(g:totable())
  local rows, in_, out = x:size(1), x:size(2), g:size(2)
  local dw, db = {}, {}
  for o = 0, out - 1 do
    for i = 0, in_ - 1 do
      local s = 0
      for r = 0, rows - 1 do s = s + gv[r * out + o + 1] * xv[r * in_ + i + 1] end
      dw[o * in_ + i + 1] = s
    end
    local s = 0
    for r = 0, rows - 1 do s = s + gv[r * out + o + 1] end
    db[o + 1] = s
  end
  return dw, db
end

test("linear's gradients into an existing .grad (optimizer's flat buffer, twice, tied, aliased)", function()
  -- with a .grad already there (an optimizer keeps them all, zeroed, in one flat buffer),
  -- backward adds db into it directly and dW through the engine; the sums must be those
  -- of a naive loop
  local W = xa.randn(7, 5):double():requires_grad_()
  local b = xa.randn(7):double():requires_grad_()
  local other = xa.randn(3):double():requires_grad_() -- so that W and b sit at offsets
  local opt = xa.optim.SGD({other, W, b}, {lr = 0.1})
  opt:zero_grad()
  local x, g = xa.randn(9, 5):double(), xa.randn(9, 7):double()
  local dw, db = ref_dw_db(x, g)
  xa.linear(x, W, b):backward(g)
  close_flat(W.grad, dw, 1e-12, "dW into the zeroed flat buffer")
  close_flat(b.grad, db, 1e-12, "db into the zeroed flat buffer")
  -- a second backward adds
  xa.linear(x, W, b):backward(g)
  local dw2, db2 = {}, {}
  for i = 1, #dw do dw2[i] = 2 * dw[i] end
  for i = 1, #db do db2[i] = 2 * db[i] end
  close_flat(W.grad, dw2, 1e-12, "dW added on the second backward")
  close_flat(b.grad, db2, 1e-12, "db added on the second backward")
  -- W used twice in one graph (as a tied weight is): both products add
  opt:zero_grad()
  local x2, g2 = xa.randn(4, 5):double(), xa.randn(4, 7):double()
  local y = xa.linear(x, W, b):sum() + xa.linear(x2, W):mul(g2):sum()
  y:backward()
  local ones = xa.ones(9, 7):double()
  local dwa, dba = ref_dw_db(x, ones)
  local dwb = ref_dw_db(x2, g2)
  for i = 1, #dwa do dwa[i] = dwa[i] + dwb[i] end
  close_flat(W.grad, dwa, 1e-12, "tied: both uses added")
  close_flat(b.grad, dba, 1e-12, "tied: bias")
  -- x that is W's own .grad: the product must read x as it was, so nothing is added into
  -- an operand (large enough that BLAS would write C before reading all of x; the
  -- reference is a matmul of a copy)
  local Wa = xa.randn(520, 520):requires_grad_()
  local opta = xa.optim.SGD({Wa}, {lr = 0.1})
  opta:zero_grad()
  xa.linear(xa.randn(520, 520), Wa):backward(xa.randn(520, 520))
  local before = Wa.grad:clone()
  local ga = xa.randn(520, 520)
  xa.linear(Wa.grad, Wa):backward(ga)
  T.close(Wa.grad, before + ga:t():matmul(before), 2e-3, "x aliasing W.grad")
  -- a .grad replaced by a user's tensor is added into as well, and its version moves, so a
  -- packed copy of it (inference) is refreshed
  local G = xa.zeros(7, 5)
  local Wf = xa.randn(7, 5):requires_grad_()
  Wf.grad = G
  local xf = xa.randn(3, 5)
  local probe = xa.randn(2, 5)
  xa.no_grad(function() xa.linear(probe, G) end) -- packed (where the path exists) while zero
  local gf = xa.randn(3, 7)
  xa.linear(xf, Wf):backward(gf)
  local dwf = ref_dw_db(xf, gf)
  close_flat(Wf.grad, dwf, 1e-5, "a user's .grad added into")
  xa.no_grad(function()
    close_flat(xa.linear(probe, Wf.grad), ref_linear(probe, Wf.grad), 1e-5, "packed copy refreshed")
  end)
end)

test("the input and weight gradients side by side on 2 threads (linear, linear_cross_entropy) match naive loops", function()
  -- on 2 threads, with work enough, dx and dW run at once as one-thread products
  local old, was = xa.threads(), xa._gemm_pair()
  xa.set_threads(2)
  local x = xa.randn(200, 40):requires_grad_()
  local W = xa.randn(300, 40):requires_grad_()
  local g = xa.randn(200, 300)
  local res = {}
  for _, on in ipairs{true, false} do
    T.eq(xa._gemm_pair(on), on == false and true or was, "the previous setting")
    x.grad = nil; W.grad = nil
    xa.linear(x, W):backward(g)
    res[on] = {x.grad:clone(), W.grad:clone()}
  end
  local dw = ref_dw_db(x, g)
  local gv, wv = flat(g:totable()), flat(W:totable())
  local dx = {}
  for r = 0, 199 do
    for i = 0, 39 do
      local s = 0
      for o = 0, 299 do s = s + gv[r * 300 + o + 1] * wv[o * 40 + i + 1] end
      dx[r * 40 + i + 1] = s
    end
  end
  close_flat(res[true][1], dx, 1e-4, "dx side by side")
  close_flat(res[true][2], dw, 1e-4, "dW side by side")
  close_flat(res[false][1], dx, 1e-4, "dx one after the other")
  close_flat(res[false][2], dw, 1e-4, "dW one after the other")
  -- the output projection's chunks: dx_c and dW side by side, against the same op with
  -- the products one after the other
  local xo = xa.randn(3, 40, 32):requires_grad_()
  local Wo = xa.randn(700, 32):requires_grad_()
  local t = xa.randint(1, 701, 3, 40)
  local lx = {}
  for _, on in ipairs{true, false} do
    xa._gemm_pair(on)
    xo.grad = nil; Wo.grad = nil
    local l = xa.linear_cross_entropy(xo, Wo, nil, t, {label_smoothing = 0.1})
    l:backward()
    lx[on] = {l:item(), xo.grad:clone(), Wo.grad:clone()}
  end
  T.ok(math.abs(lx[true][1] - lx[false][1]) < 1e-6, "the loss")
  T.close(lx[true][2], lx[false][2], 1e-6)
  T.close(lx[true][3], lx[false][3], 1e-6)
  xa._gemm_pair(was)
  xa.set_threads(old)
  T.raises(function() xa._gemm_pair(1) end, "boolean expected")
end)

test("linear with non-contiguous x and a transposed W view", function()
  local Wt = xa.randn(6, 4)          -- (in, out) contiguous: W = Wt:t() is (out, in), no copy
  local W = Wt:t()
  T.ok(not W:is_contiguous())
  local b = xa.randn(4)
  local cases = {
    xa.randn(6, 3):t(),                          -- transposed 2-D
    xa.randn(3, 9):narrow(2, 2, 6),              -- rows with a larger stride
    xa.randn(1, 6):expand(3, 6),                 -- expanded (stride 0): copied
    xa.randn(3, 2, 6):permute(2, 1, 3),          -- leading dims that do not merge: copied
    xa.randn(2, 4, 6):narrow(2, 1, 3),           -- leading dims merge unevenly: copied
  }
  for i, x in ipairs(cases) do
    local y = xa.linear(x, W, b)
    close_flat(y, ref_linear(x:contiguous(), W:contiguous(), b), 1e-5, "case " .. i)
  end
  -- W with strides BLAS cannot read (every other column): copied
  local W2 = xa.randn(4, 12):narrow(2, 1, 6)
  local Wodd = xa.randn(4, 12)
  local idx = {}
  for k = 1, 6 do idx[k] = 2 * k - 1 end
  local Wst = Wodd:index_select(2, xa.tensor(idx):long())
  local Wv = Wodd:view(4, 6, 2):select(3, 1)
  T.ok(not Wv:is_contiguous())
  local x = xa.randn(3, 6)
  close_flat(xa.linear(x, Wv, b), ref_linear(x, Wst, b), 1e-5, "strided W")
  close_flat(xa.linear(x, W2), ref_linear(x, W2:contiguous()), 1e-5, "narrowed W")
end)

test("linear gradcheck (float64): bias or not, 2-D and 3-D x, transposed W, strided x", function()
  local W, b = T.param(3, 4), T.param(3)
  T.gradcheck(function(x, w, bb) return xa.linear(x, w, bb) end, {T.param(5, 4), W, b})
  T.gradcheck(function(x, w) return xa.linear(x, w) end, {T.param(2, 3, 4), T.param(3, 4)})
  local Wt = T.param(4, 3)
  T.gradcheck(function(x, wt, bb) return xa.linear(x, wt:t(), bb) end, {T.param(2, 2, 4), Wt, b})
  local xb = T.param(4, 5)
  T.gradcheck(function(xx, w) return xa.linear(xx:t(), w) end, {xb, T.param(3, 4)})
  -- a 1-D x with stride 2, and one row of a transposed matrix
  T.gradcheck(function(xx, w, bb) return xa.linear(xx:view(4, 2):select(2, 1), w, bb) end,
              {T.param(8), T.param(3, 4), T.param(3)})
  T.gradcheck(function(xx, w) return xa.linear(xx:t():narrow(1, 2, 1), w) end, {T.param(4, 3), T.param(2, 4)})
  T.gradcheck(function(xx, w, bb) return xa.linear(xx, w, bb) end, {T.param(4), T.param(2, 4), T.param(2)})
  -- only some inputs need grad
  T.gradcheck(function(xx, w) return xa.linear(xx, w, b:detach()) end, {xa.randn(3, 4):double(), T.param(3, 4)})
end)

test("linear with size-0 and size-1 dims", function()
  local W, b = xa.randn(3, 4):requires_grad_(), xa.randn(3):requires_grad_()
  local x0 = xa.randn(0, 4):requires_grad_()
  local y0 = xa.linear(x0, W, b)
  T.shape(y0, {0, 3})
  y0:sum():backward()
  T.close(W.grad, xa.zeros(3, 4))
  T.close(b.grad, xa.zeros(3))
  T.shape(x0.grad, {0, 4})
  -- in = 0: the output is the bias, W's gradient is empty
  local We, be = xa.zeros(3, 0):requires_grad_(), xa.tensor({1, 2, 3}):float():requires_grad_()
  local xe = xa.zeros(2, 0)
  local ye = xa.linear(xe, We, be)
  T.close(ye, {{1, 2, 3}, {1, 2, 3}})
  ye:sum():backward()
  T.close(be.grad, {2, 2, 2})
  T.shape(We.grad, {3, 0})
  T.close(xa.linear(xe, We), {{0, 0, 0}, {0, 0, 0}})
  -- out = 0
  T.shape(xa.linear(xa.randn(2, 4), xa.zeros(0, 4)), {2, 0})
  -- one row, one feature
  local y1 = xa.linear(xa.tensor({{2}}):float(), xa.tensor({{3}}):float(), xa.tensor({1}):float())
  T.close(y1, {{7}})
end)

test("linear under no_grad records nothing; bias-only gradient", function()
  local W = xa.randn(3, 4):requires_grad_()
  local y = xa.no_grad(function() return xa.linear(xa.randn(2, 4), W) end)
  T.ok(not y.requires_grad)
  local b = xa.zeros(3):requires_grad_()
  local x = xa.randn(5, 4)
  xa.linear(x, xa.randn(3, 4), b):sum():backward()
  T.close(b.grad, {5, 5, 5})
end)

test("linear adds x's gradient into the sum autograd holds for x (an input read by several ops)", function()
  -- h is read by three products and an elementwise op; h's gradient must be the sum of all
  -- four, whichever reaches h first and whatever else holds the pending sum; reference:
  -- the same sums through matmul (no linear op), float64
  local function run(order)
    xa.manual_seed(7)
    local x = xa.randn(3, 4, 5):double():requires_grad_()
    local W1, W2, W3 = xa.randn(6, 5):double(), xa.randn(5, 5):double(), xa.randn(2, 5):double()
    local b1 = xa.randn(6):double()
    local g1, g2, g3, g4 = xa.randn(3, 4, 6):double(), xa.randn(3, 4, 5):double(),
                           xa.randn(3, 4, 2):double(), xa.randn(3, 4, 5):double()
    local h = x * 1.5
    local terms = {xa.linear(h, W1, b1):mul(g1):sum(), xa.linear(h, W2):mul(g2):sum(),
                   xa.linear_relu(h, W3):mul(g3):sum(), (h * 3):mul(g4):sum()}
    local z = terms[order[1]]
    for i = 2, 4 do z = z + terms[order[i]] end
    z:backward()
    local r3 = h:detach():matmul(W3:t())
    local dh = g1:matmul(W1) + g2:matmul(W2) + (g3 * r3:gt(0):double()):matmul(W3) + g4 * 3
    T.close(x.grad, dh * 1.5, 1e-12, "order " .. table.concat(order, ","))
  end
  run{1, 2, 3, 4}; run{4, 3, 2, 1}; run{2, 4, 1, 3}
  -- the same gradient tensor handed to two inputs (add's backward) is not added into
  for _, swap in ipairs{false, true} do
    local x = xa.randn(4, 5):double():requires_grad_()
    local W = xa.randn(5, 5):double()
    local h = x * 2
    local u = h * 1
    local y = xa.linear(h, W)
    local z = swap and (u + y) or (y + u)
    local g = xa.randn(4, 5):double()
    z:backward(g)
    T.close(x.grad, (g:matmul(W) + g) * 2, 1e-12, "shared gradient, swap " .. tostring(swap))
    -- h's pending sum is the tensor add hands to w's node as well: never added into
    local v = xa.randn(4, 5):double():requires_grad_()
    x.grad = nil
    h = x * 2
    local w = v * 3
    local s2 = h + w
    local y2 = xa.linear(h, W)
    ;(swap and (s2 + y2) or (y2 + s2)):backward(g)
    T.close(v.grad, g * 3, 1e-12, "a pending sum another node holds, swap " .. tostring(swap))
    T.close(x.grad, (g:matmul(W) + g) * 2, 1e-12, "its x, swap " .. tostring(swap))
  end
end)

test("linear errors name the shapes", function()
  local x, W = xa.randn(2, 4), xa.randn(3, 4)
  T.raises(function() xa.linear(x, xa.randn(3, 5)) end, "linear: x (2,4) has 4 features in its last dim but weight (3,5) expects 5")
  T.raises(function() xa.linear(x, xa.randn(4)) end, "linear: expected x (..., in) with at least 1 dim, weight (out, in) and bias (out), got shapes (2,4), (4) and none")
  T.raises(function() xa.linear(x, W, xa.randn(4)) end, "linear: bias (4) does not match the 3 outputs of weight (3,4) (x (2,4))")
  T.raises(function() xa.linear(x, W, xa.randn(1, 3)) end, "got shapes (2,4), (3,4) and (1,3)")
  T.raises(function() xa.linear(x, W:double()) end, "linear: x, weight and bias must share one float dtype, got float32 (2,4), float64 (3,4) and no bias")
  T.raises(function() xa.linear(x:long(), W:long()) end, "must share one float dtype, got int64 (2,4)")
  T.raises(function() xa.linear(xa.tensor(1.0), W) end, "with at least 1 dim")
  T.raises(function() xa.linear(x) end, "bad argument #2 to 'linear'")
end)

-- ======================================================================================
-- linear_relu: relu(linear(x, W, b)) in one op, the composition's bits on the CPU
-- ======================================================================================
-- both ways from fresh leaves: out, then the gradients of x, W, b for the gradient g (fn
-- maps the output before backward: a view, a second use)
local function relu_both(x0, W0, b0, g, fn, act)
  act = act or "relu"
  local res = {}
  for i, fused in ipairs{true, false} do
    local x, W = x0:clone():requires_grad_(), W0:clone():requires_grad_()
    local b = b0 and b0:clone():requires_grad_()
    local y = fused and xa["linear_" .. act](x, W, b) or xa[act](xa.linear(x, W, b))
    local z = fn and fn(y) or y
    z:backward(g)
    res[i] = {y = y, x = x.grad, W = W.grad, b = b and b.grad}
  end
  return res[1], res[2]
end

for _, act in ipairs{"relu", "tanh"} do
test(("linear_%s gives %s(linear) bit for bit: forward and gradients, layouts, dtypes, uses of the output"):format(act, act), function()
  for _, dt in ipairs{"float32", "float64"} do
    -- rows enough for the bias gradient's tiles over rows and columns (600 x 300: 2 x 2
    -- tiles) and for the threads; an exact 0 in x W + b is rare, both give 0 there anyway
    local cases = {
      {x = xa.randn(600, 40), W = xa.randn(300, 40), b = xa.randn(300)},
      {x = xa.randn(4, 5, 6), W = xa.randn(7, 6), b = xa.randn(7)},
      {x = xa.randn(6, 9):t(), W = xa.randn(3, 6), b = nil},         -- transposed x, no bias
      {x = xa.randn(5, 8), W = xa.randn(8, 5):t(), b = xa.randn(5)}, -- transposed W view
    }
    for ci, c in ipairs(cases) do
      local x, W, b = c.x:to(dt), c.W:to(dt), c.b and c.b:to(dt)
      local oshape = x:shape(); oshape[#oshape] = W:size(1)
      local g = xa.randn(table.unpack(oshape)):to(dt)
      local a, r = relu_both(x, W, b, g, nil, act)
      local msg = ("%s %s case %d"):format(act, dt, ci)
      T.close(a.y, r.y, 0, msg .. " out")
      if act == "relu" then T.ok(a.y:min():item() >= 0, msg .. ": no negative output") end
      T.close(a.x, r.x, 0, msg .. " dx")
      T.close(a.W, r.W, 0, msg .. " dW")
      if b then T.close(a.b, r.b, 0, msg .. " db") end
    end
    -- the output used twice (its gradient is a sum the engine holds), through a transposed
    -- view (a non-contiguous gradient), and kept by the caller (so never written into)
    local x, W, b = xa.randn(7, 5):to(dt), xa.randn(6, 5):to(dt), xa.randn(6):to(dt)
    local g = xa.randn(7, 6):to(dt)
    for name, fn in pairs{twice = function(y) return y * 2 + y end,
                          transposed = function(y) return y:t():contiguous():t() end} do
      local a, r = relu_both(x, W, b, g, fn, act)
      T.close(a.x, r.x, 0, dt .. " " .. name .. " dx")
      T.close(a.W, r.W, 0, dt .. " " .. name .. " dW")
      T.close(a.b, r.b, 0, dt .. " " .. name .. " db")
    end
    -- a gradient another node holds too (add's backward hands the same tensor to both of
    -- its inputs) is not written into: u's gradient is g, whichever runs first
    for order = 1, 2 do
      local u = xa.randn(7, 6):to(dt):requires_grad_()
      local ya = xa["linear_" .. act](x:clone():requires_grad_(), W, b)
      local z = order == 1 and ya + u:mul(1) or u:mul(1) + ya
      z:backward(g)
      T.close(u.grad, g, 0, dt .. ": a shared gradient is not written into, order " .. order)
    end
  end
end)

end

test("linear_tanh against finite differences; F.linear_tanh on a (B, H, T, d) view keeps its layout; errors", function()
  T.gradcheck(function(x, W, b) return xa.linear_tanh(x, W, b) end, {T.param(4, 3), T.param(5, 3), T.param(5)})
  -- the view of the heads (B, H, T, d) of a (B, T, H, d) tensor, as GMM's predictor reads
  -- it: the product on the tensor as it lies, the result viewed back
  local base = xa.randn(2, 5, 3, 4):requires_grad_()
  local q = base:transpose(2, 3)
  local W, b = xa.randn(6, 4), xa.randn(6)
  local y = xa.nn.functional.linear_tanh(q, W, b)
  T.shape(y, {2, 3, 5, 6})
  T.ok(not y:is_contiguous() and y:transpose(2, 3):is_contiguous(), "the (B, T, H, out) layout kept")
  T.close(y, xa.tanh(xa.linear(q, W, b)), 1e-6, "values")
  local g = xa.randn(2, 3, 5, 6)
  y:backward(g)
  local b2 = base:detach():clone():requires_grad_()
  xa.tanh(xa.linear(b2:transpose(2, 3), W, b)):backward(g)
  T.close(base.grad, b2.grad, 1e-6, "its gradient")
  T.raises(function() xa.linear_tanh(xa.randn(2, 4), xa.randn(3, 5)) end,
           "linear_tanh: x (2,4) has 4 features in its last dim but weight (3,5) expects 5")
end)

-- mlp_tanh's reference: the ordinary ops (matmul, add, tanh), none of linear's kernels
local function mlp_ref(x, W1, b1, W2, b2)
  local h = x:matmul(W1:t())
  if b1 then h = h + b1 end
  local y = h:tanh():matmul(W2:t())
  if b2 then y = y + b2 end
  return y
end

-- values and gradients of fn(inputs) for upstream g; nil inputs skipped
local function value_grads(fn, ins, g)
  for _, t in pairs(ins) do t.grad = nil end
  local y = fn(ins[1], ins[2], ins[3], ins[4], ins[5])
  y:backward(g)
  local gr = {}
  for i = 1, 5 do gr[i] = ins[i] and ins[i].grad and ins[i].grad:clone() or false end
  return y:detach(), gr
end

test("mlp_tanh float32: the wide products over all rows (our kernel) and in blocks (OpenBLAS)", function()
  -- forward's x W1ᵀ is one product over all rows when our float32 kernel takes it (b1 in its
  -- write-back), backward's dW1 and dx too when the input has 128 features or more; with
  -- the kernel off, every product runs in the blocks. Each against float64's ordinary ops.
  local mode0 = xa._own_gemm()
  for _, c in ipairs{{700, 64, 192, 12}, {300, 160, 128, 3}} do
    local N, din, dh, dout = c[1], c[2], c[3], c[4]
    local ins = {xa.randn(N, din):requires_grad_(), (xa.randn(dh, din) * 0.2):requires_grad_(),
                 xa.randn(dh):requires_grad_(), (xa.randn(dout, dh) * 0.2):requires_grad_(),
                 xa.randn(dout):requires_grad_()}
    local ins64 = {}
    for i, t in ipairs(ins) do ins64[i] = t:detach():double():requires_grad_() end
    local g = xa.randn(N, dout)
    local y64, g64 = value_grads(mlp_ref, ins64, g:double())
    for _, mode in ipairs{false, "generic", true} do
      xa._own_gemm(mode)
      local _, before = xa._own_gemm()
      local y, gr = value_grads(function(...) return xa.mlp_tanh(...) end, ins, g)
      local _, after = xa._own_gemm()
      local tag = ("%dx%dx%dx%d, own product %s"):format(N, din, dh, dout, tostring(mode))
      if mode == false then T.eq(after, before, tag .. ": no product of ours")
      elseif mode == "generic" then
        -- forward's product, and backward's two when din >= 128
        T.eq(after - before, din >= 128 and 3 or 1, tag .. ": products of ours")
      end
      T.close(y:double(), y64, 1e-4, tag .. " values")
      for i = 1, 5 do T.close(gr[i]:double(), g64[i], 2e-3 * math.max(1, g64[i]:abs():max():item()), tag .. " grad " .. i) end
    end
  end
  xa._own_gemm(mode0)
end)

test("mlp_tanh: values and gradients against the ordinary ops (blocks, threads, biases, views)", function()
  -- rows in several blocks of rows (a block is about 64 KB of hidden layer: 85 rows of 96
  -- float64s here, so 1000 rows are 12 blocks on two threads), one block, one row, none
  for _, c in ipairs{{1000, 40, 96, 3}, {7, 5, 6, 2}, {1, 3, 4, 1}, {300, 8, 1, 5}} do
    local N, din, dh, dout = c[1], c[2], c[3], c[4]
    for _, bias in ipairs{{true, true}, {false, false}, {true, false}} do
      local ins = {T.param(N, din), T.param(dh, din), bias[1] and T.param(dh) or nil, T.param(dout, dh),
                   bias[2] and T.param(dout) or nil}
      local g = xa.randn(N, dout):double()
      local y1, g1 = value_grads(function(...) return xa.mlp_tanh(...) end, ins, g)
      local y2, g2 = value_grads(mlp_ref, ins, g)
      local tag = ("%dx%dx%dx%d biases %s %s"):format(N, din, dh, dout, tostring(bias[1]), tostring(bias[2]))
      T.close(y1, y2, 1e-12, tag)
      for i = 1, 5 do
        if ins[i] then T.close(g1[i], g2[i], 1e-11, tag .. " grad " .. i) end
      end
    end
  end
  T.gradcheck(function(x, W1, b1, W2, b2) return xa.mlp_tanh(x, W1, b1, W2, b2) end,
              {T.param(5, 3), T.param(4, 3), T.param(4), T.param(2, 4), T.param(2)})
  T.gradcheck(function(x, W1, W2) return xa.mlp_tanh(x, W1, nil, W2) end,
              {T.param(2, 3, 2), T.param(3, 2), T.param(1, 3)})
  -- float32: close to float64; the same bits again at one thread count; close across counts
  local x, W1, b1, W2, b2 = xa.randn(700, 64), xa.randn(192, 64) * 0.2, xa.randn(192), xa.randn(12, 192) * 0.2, xa.randn(12)
  local ins = {x:clone():requires_grad_(), W1:clone():requires_grad_(), b1:clone():requires_grad_(),
               W2:clone():requires_grad_(), b2:clone():requires_grad_()}
  local ins64 = {}
  for i, t in ipairs(ins) do ins64[i] = t:detach():double():requires_grad_() end
  local g = xa.randn(700, 12)
  local y64, g64 = value_grads(mlp_ref, ins64, g:double())
  local old = xa.threads()
  local runs = {}
  for r, nt in ipairs{1, 2, 2} do
    xa.set_threads(nt)
    runs[r] = {value_grads(function(...) return xa.mlp_tanh(...) end, ins, g)}
  end
  xa.set_threads(old)
  T.close(runs[1][1]:double(), y64, 1e-4, "float32 values")
  for i = 1, 5 do T.close(runs[2][2][i]:double(), g64[i], 2e-3, "float32 grad " .. i) end
  T.close(runs[2][1], runs[3][1], 0, "two threads twice: the same bits")
  for i = 1, 5 do T.close(runs[2][2][i], runs[3][2][i], 0, "two threads twice: grad " .. i) end
  for i = 1, 5 do T.close(runs[1][2][i], runs[2][2][i], 1e-4, "one thread and two: grad " .. i) end
  -- strided operands: a transposed x, W1 as a transposed view (GMA's W_p:t()), a (B, H, T, d)
  -- view through F.mlp_tanh (its layout kept)
  local Wp = T.param(4, 4)
  local xt = T.param(4, 6)
  local W2n, gs = W2:double():narrow(2, 1, 4), xa.randn(6, 12):double()
  local ya, ga = value_grads(function(a, w) return xa.mlp_tanh(a:t(), w:t(), nil, W2n) end, {xt, Wp}, gs)
  local yb, gb = value_grads(function(a, w) return mlp_ref(a:t(), w:t(), nil, W2n) end, {xt, Wp}, gs)
  T.shape(ya, {6, 12})
  T.close(ya, yb, 1e-12, "strided x and W1")
  T.close(ga[1], gb[1], 1e-12, "strided x's gradient")
  T.close(ga[2], gb[2], 1e-12, "W1 view's gradient")
  local q = T.param(2, 5, 3, 4):transpose(2, 3)           -- (B, H, T, d) over (B, T, H, d)
  local y = xa.nn.functional.mlp_tanh(q, T.param(6, 4), T.param(6), T.param(2, 6), nil)
  T.shape(y, {2, 3, 5, 2})
  T.ok(not y:is_contiguous() and y:transpose(2, 3):is_contiguous(), "the (B, T, H, out) layout kept")
  -- gradients for some inputs only (a frozen predictor, a frozen input): the others get none
  local xf, W1f, b1f, W2f, b2f = T.param(9, 3), T.param(5, 3), T.param(5), T.param(2, 5), T.param(2)
  local gf = xa.randn(9, 2):double()
  local _, gref = value_grads(mlp_ref, {xf, W1f, b1f, W2f, b2f}, gf)
  for _, want in ipairs{{1}, {4}, {2, 5}, {3}} do
    local ins = {xf:detach(), W1f:detach(), b1f:detach(), W2f:detach(), b2f:detach()}
    for _, i in ipairs(want) do ins[i]:requires_grad_(true) end
    xa.mlp_tanh(ins[1], ins[2], ins[3], ins[4], ins[5]):backward(gf)
    for i = 1, 5 do
      local on = false
      for _, j in ipairs(want) do on = on or j == i end
      if on then T.close(ins[i].grad, gref[i], 1e-12, "only some: grad " .. i)
      else T.ok(ins[i].grad == nil, "only some: no grad " .. i) end
    end
  end
  -- empty rows: an empty result and zero weight gradients; size-0 hidden layer: out = b2
  local W1z = T.param(3, 2)
  local e = xa.mlp_tanh(T.param(0, 2), W1z, nil, T.param(4, 3), T.param(4))
  T.shape(e, {0, 4})
  e:sum():backward()
  T.close(W1z.grad, xa.zeros(3, 2):double(), 0, "no rows: zero dW1")
  local bz = T.param(2)
  T.close(xa.mlp_tanh(T.param(3, 2), T.param(0, 2), nil, T.param(2, 0), bz), bz:detach():view(1, 2):expand(3, 2), 0)
  -- errors name the op and the shapes
  T.raises(function() xa.mlp_tanh(xa.randn(2, 4), xa.randn(3, 5), nil, xa.randn(1, 3)) end,
           "mlp_tanh: x has 4 features in its last dim but W1 expects 5 (x (2,4), W1 (3,5), b1 none, W2 (1,3), b2 none)")
  T.raises(function() xa.mlp_tanh(xa.randn(2, 4), xa.randn(3, 4), nil, xa.randn(1, 2)) end,
           "mlp_tanh: W2 takes 2 hidden features but W1 gives 3")
  T.raises(function() xa.mlp_tanh(xa.randn(2, 4), xa.randn(3, 4), xa.randn(2), xa.randn(1, 3)) end,
           "mlp_tanh: b1 must have W1's 3 rows and b2 W2's 1")
  T.raises(function() xa.mlp_tanh(xa.randn(2, 4), xa.randn(3, 4):double(), nil, xa.randn(1, 3)) end,
           "mlp_tanh: x, W1, b1, W2 and b2 must share one float dtype, got x float32 and W1 float64")
  T.raises(function() xa.mlp_tanh(xa.randn(2, 4), xa.randn(3, 4), nil, xa.randn(3)) end,
           "mlp_tanh: expected x (..., in), W1 (hid, in), b1 (hid), W2 (out, hid) and b2 (out)")
  T.raises(function() xa.mlp_tanh(xa.randn(2, 4), xa.randn(3, 4), nil) end, "bad argument #4 to 'mlp_tanh'")
end)

test("linear_relu against finite differences and a naive loop; .grad already there; size-0 dims; errors", function()
  -- float64 gradcheck (inputs away from the kink: a random x W + b is never 0)
  T.gradcheck(function(x, W, b) return xa.linear_relu(x, W, b) end,
              {T.param(4, 3), T.param(5, 3), T.param(5)})
  T.gradcheck(function(x, W) return xa.linear_relu(x, W) end, {T.param(2, 3, 4), T.param(3, 4)})
  local x, W, b = xa.randn(3, 4):double(), xa.randn(5, 4):double(), xa.randn(5):double()
  local ref = ref_linear(x, W, b)
  for i = 1, #ref do ref[i] = math.max(ref[i], 0) end
  close_flat(xa.linear_relu(x, W, b), ref, 1e-12, "naive loop")
  -- into an optimizer's zeroed .grad (the bias's sums go straight there), twice
  local Wp, bp = xa.randn(5, 4):double():requires_grad_(), xa.randn(5):double():requires_grad_()
  local opt = xa.optim.SGD({Wp, bp}, {lr = 0.1})
  opt:zero_grad()
  local g = xa.randn(3, 5):double()
  local xw = x:clone():requires_grad_()
  xa.relu(xa.linear(xw, Wp, bp)):backward(g)
  local dW1, db1 = Wp.grad:clone(), bp.grad:clone()
  opt:zero_grad()
  xa.linear_relu(x, Wp, bp):backward(g)
  T.close(Wp.grad, dW1, 0, "dW into the flat buffer")
  T.close(bp.grad, db1, 0, "db into the flat buffer")
  xa.linear_relu(x, Wp, bp):backward(g)
  T.close(bp.grad, db1 * 2, 1e-15, "db added on the second backward")
  -- size-0 dims
  local e = xa.randn(0, 4):requires_grad_()
  local Wz = xa.randn(5, 4):requires_grad_()
  local y = xa.linear_relu(e, Wz, xa.randn(5))
  T.shape(y, {0, 5})
  y:sum():backward()
  T.close(Wz.grad, xa.zeros(5, 4), 0, "no rows: zero dW")
  T.shape(xa.linear_relu(xa.randn(2, 0), xa.randn(3, 0), xa.randn(3)), {2, 3})
  -- under no_grad (decoding: the packed path where it exists) the same values
  xa.no_grad(function()
    local xs, Ws, bs = xa.randn(4, 16), xa.randn(24, 16), xa.randn(24)
    T.close(xa.linear_relu(xs, Ws, bs), xa.relu(xa.linear(xs, Ws, bs)), 0, "no_grad")
  end)
  T.raises(function() xa.linear_relu(xa.randn(2, 4), xa.randn(3, 5)) end,
           "linear_relu: x (2,4) has 4 features in its last dim but weight (3,5) expects 5")
  T.raises(function() xa.linear_relu(xa.randn(2, 4), xa.randn(3, 4), xa.randn(4)) end,
           "linear_relu: bias (4) does not match the 3 outputs")
  T.raises(function() xa.linear_relu(xa.randn(2, 4):long(), xa.randn(3, 4):long()) end,
           "linear_relu: x, weight and bias must share one float dtype")
end)

-- ======================================================================================
-- cross_entropy
-- ======================================================================================
local function long(t) return xa.tensor(t):long() end

test("cross_entropy matches fairseq's formula (eps 0 and 0.1, ignore_index, reductions)", function()
  for _, dt in ipairs({"float64", "float32"}) do
    local tol = dt == "float32" and 2e-6 or 1e-12
    local z = (xa.randn(6, 7) * 3):to(dt)
    local t = long({3, 1, 7, 2, 1, 5})
    for _, eps in ipairs({0, 0.1}) do
      -- default ignore_index = 1 (pad)
      local losses, nlls, _, count = ref_xent(z, t, eps, 1)
      local l, n, c = xa.cross_entropy(z, t, {label_smoothing = eps})
      T.eq(c, count)
      T.eq(count, 4)
      T.close(l, sum(losses), tol, dt .. " sum")
      T.close(n, sum(nlls), tol, dt .. " nll sum")
      T.eq(l:dtype(), dt)
      local lm = xa.cross_entropy(z, t, {label_smoothing = eps, reduction = "mean"})
      T.close(lm, sum(losses) / count, tol, dt .. " mean")
      local ln, nn = xa.cross_entropy(z, t, {label_smoothing = eps, reduction = "none"})
      T.close(ln, losses, tol, dt .. " none")
      T.close(nn, sum(nlls), tol, dt .. " none nll")
      -- no ignore_index: every row counts
      losses, nlls, _, count = ref_xent(z, t, eps, nil)
      l, n, c = xa.cross_entropy(z, t, {label_smoothing = eps, ignore_index = false})
      T.eq(c, 6)
      T.close(l, sum(losses), tol)
      T.close(n, sum(nlls), tol)
      -- another ignore_index
      losses = ref_xent(z, t, eps, 7)
      l, n, c = xa.cross_entropy(z, t, {label_smoothing = eps, ignore_index = 7})
      T.eq(c, 5)
      T.close(l, sum(losses), tol)
    end
  end
end)

test("cross_entropy hand-computed values", function()
  -- uniform logits over V = 4: nll = smooth / 4 = log 4 whatever eps
  local l, n = xa.cross_entropy(xa.zeros(1, 4), long({2}), {label_smoothing = 0.1})
  T.close(l, math.log(4), 1e-6)
  T.close(n, math.log(4), 1e-6)
  -- V = 2, z = (0, log 3): p = (1/4, 3/4), target 1, eps 0.2 (eps_i = eps / V = 0.1):
  -- nll = log 4, smooth = log 4 + log(4/3), loss = 0.8 nll + 0.1 smooth
  local z = xa.tensor({{0, math.log(3)}}, {dtype = "float64"})
  l = xa.cross_entropy(z, long({1}), {label_smoothing = 0.2, ignore_index = false})
  T.close(l, 0.8 * math.log(4) + 0.1 * (2 * math.log(4) - math.log(3)), 1e-12)
end)

test("cross_entropy on (B, T, V) logits with (B, T) targets", function()
  local z = xa.randn(2, 3, 5):double()
  local t = long({{2, 5, 1}, {1, 4, 3}})
  local losses, nlls = ref_xent(z, t, 0.1, 1)
  local l, n, c = xa.cross_entropy(z, t, {label_smoothing = 0.1})
  T.eq(c, 4)
  T.close(l, sum(losses), 1e-12)
  T.close(n, sum(nlls), 1e-12)
  local ln = xa.cross_entropy(z, t, {label_smoothing = 0.1, reduction = "none"})
  T.shape(ln, {2, 3})
  T.close(ln, {{losses[1], losses[2], losses[3]}, {losses[4], losses[5], losses[6]}}, 1e-12)
end)

test("cross_entropy gradient is (softmax - target distribution) * g, ignored rows 0", function()
  for _, dt in ipairs({"float64", "float32"}) do
    local tol = dt == "float32" and 1e-6 or 1e-12
    local z = (xa.randn(5, 6) * 2):to(dt):requires_grad_()
    local t = long({2, 1, 6, 3, 1})
    local _, _, grads, count = ref_xent(z:detach(), t, 0.1, 1)
    local l = xa.cross_entropy(z, t, {label_smoothing = 0.1})
    l:backward()
    T.close(z.grad, grads, tol, dt .. " sum")
    z:zero_grad()
    xa.cross_entropy(z, t, {label_smoothing = 0.1, reduction = "mean"}):backward(xa.tensor(2.0):to(dt))
    local gm = {}
    for r = 1, 5 do gm[r] = {} for j = 1, 6 do gm[r][j] = grads[r][j] * 2 / count end end
    T.close(z.grad, gm, tol, dt .. " mean")
    z:zero_grad()
    local w = {0.5, 2, -1, 3, 7}
    xa.cross_entropy(z, t, {label_smoothing = 0.1, reduction = "none"}):backward(xa.tensor(w):to(dt))
    local gn = {}
    for r = 1, 5 do gn[r] = {} for j = 1, 6 do gn[r][j] = grads[r][j] * w[r] end end
    T.close(z.grad, gn, tol, dt .. " none")
  end
end)

test("cross_entropy matches log_softmax + gather composed (eps 0)", function()
  local z = xa.randn(4, 9):double():requires_grad_()
  local t = long({3, 9, 1, 4})
  local l = xa.cross_entropy(z, t, {ignore_index = false})
  l:backward()
  local g1 = z.grad:clone()
  z:zero_grad()
  local lc = -(z:log_softmax(2):gather(2, t:view(4, 1)):sum())
  lc:backward()
  T.close(l, lc:item(), 1e-12)
  T.close(g1, z.grad, 1e-12)
end)

test("cross_entropy gradcheck (float64): reductions, smoothing, ignored rows, 3-D", function()
  local t = long({2, 1, 4, 3})
  for _, red in ipairs({"sum", "mean", "none"}) do
    for _, eps in ipairs({0, 0.1}) do
      T.gradcheck(function(z) return xa.cross_entropy(z, t, {label_smoothing = eps, reduction = red}) end,
                  {T.param(4, 5)})
    end
  end
  local t3 = long({{2, 3}, {1, 5}})
  T.gradcheck(function(z) return xa.cross_entropy(z, t3, {label_smoothing = 0.1}) end, {T.param(2, 2, 5)})
  T.gradcheck(function(z) return xa.cross_entropy(z:t(), long({1, 2, 3}), {label_smoothing = 0.2, ignore_index = false}) end,
              {T.param(4, 3)})
end)

test("cross_entropy with non-contiguous logits and target", function()
  local zt = xa.randn(7, 4):double()         -- logits = zt:t() is (4, 7), column-strided
  local z = zt:t()
  local tt = long({{5, 1}, {2, 2}, {7, 3}, {1, 4}})
  local t = tt:select(2, 1)                  -- (4) with stride 2
  local losses = ref_xent(z:contiguous(), t:contiguous(), 0.1, 1)
  local l, _, c = xa.cross_entropy(z, t, {label_smoothing = 0.1})
  T.eq(c, 3)
  T.close(l, sum(losses), 1e-12)
  -- expanded logits
  local ze = xa.randn(1, 5):double():expand(3, 5)
  local le = xa.cross_entropy(ze, long({1, 2, 3}), {ignore_index = false, reduction = "none"})
  T.close(le, ref_xent(ze:contiguous(), long({1, 2, 3}), 0, nil), 1e-12)
end)

test("cross_entropy is stable for large logits and exact for float32 rows of 8000", function()
  local z = xa.tensor({{1000, 0, -1000}, {-500, -500, -499}}, {dtype = "float64"})
  local l = xa.cross_entropy(z, long({1, 3}), {ignore_index = false, reduction = "none"})
  T.close(l, {0, -math.log(math.exp(1) / (2 + math.exp(1)))}, 1e-12)
  local zf = xa.randn(3, 8000) * 4
  local t = long({17, 8000, 1})
  local losses, nlls = ref_xent(zf:double(), t, 0.1, 1)
  local lf, nf = xa.cross_entropy(zf, t, {label_smoothing = 0.1})
  T.close(lf, sum(losses), 1e-6)
  T.close(nf, sum(nlls), 1e-6)
end)

test("cross_entropy with no rows, all rows ignored, one class", function()
  local l, n, c = xa.cross_entropy(xa.randn(0, 5), long({}), {})
  T.close(l, 0)
  T.close(n, 0)
  T.eq(c, 0)
  T.close(xa.cross_entropy(xa.randn(0, 5), long({}), {reduction = "none"}), {})
  local z = xa.randn(2, 3):requires_grad_()
  l, n, c = xa.cross_entropy(z, long({1, 1}))
  T.close(l, 0)
  T.eq(c, 0)
  l:backward()
  T.close(z.grad, {{0, 0, 0}, {0, 0, 0}})
  local lm = xa.cross_entropy(z, long({1, 1}), {reduction = "mean"})
  T.ok(lm:item() ~= lm:item(), "mean over no counted rows is NaN (like torch)")
  -- V = 1 without smoothing: loss 0
  T.close(xa.cross_entropy(xa.randn(2, 1), long({1, 1}), {ignore_index = false}), 0)
end)

test("cross_entropy errors name the shapes", function()
  local z = xa.randn(3, 4)
  T.raises(function() xa.cross_entropy(z, long({1, 5, 2})) end,
           "cross_entropy: target value 5 at position 2 is out of range [1, 4] (logits (3,4), target (3))")
  T.raises(function() xa.cross_entropy(z, long({0, 1, 2}), {ignore_index = false}) end, "target value 0 at position 1")
  T.raises(function() xa.cross_entropy(z, long({1, 2})) end,
           "cross_entropy: target (2) must have the shape of logits (3,4) without its last (class) dim")
  T.raises(function() xa.cross_entropy(z, xa.tensor({1, 2, 3}):float()) end, "cross_entropy: target must be int64 (1-based class ids), got float32")
  T.raises(function() xa.cross_entropy(z:long(), long({1, 2, 3})) end, "cross_entropy: logits must be float32 or float64, got int64")
  T.raises(function() xa.cross_entropy(z, long({1, 2, 3}), {label_smoothing = 1.5}) end, "label_smoothing must be in [0, 1], got 1.5")
  -- one class: every distribution is certain, the smoothed loss is 0
  T.close(xa.cross_entropy(xa.randn(2, 1), long({1, 1}), {label_smoothing = 0.1}), 0, 1e-6)
  T.raises(function() xa.cross_entropy(xa.randn(2, 0), long({1, 1})) end, "logits (2,0) have no classes")
  T.raises(function() xa.cross_entropy(z, long({1, 2, 3}), {reduction = "avg"}) end, "reduction must be \"sum\", \"mean\" or \"none\"")
  T.raises(function() xa.cross_entropy(z, long({1, 2, 3}), {ignore_index = 1.5}) end, "ignore_index must be an integer, or false")
  T.raises(function() xa.cross_entropy(z, long({1, 2, 3}), {label_smoothing = "x"}) end, "option 'label_smoothing' must be a number")
end)

-- ======================================================================================
-- linear_cross_entropy
-- ======================================================================================
-- the naive reference: logits by ref_linear, loss and p - q by ref_xent, then the
-- gradients by hand: dx = g dZ W, dW = g dZᵀ x, db = g colsum dZ (dZ rows: p - q, 0 when
-- ignored; mean scales by 1 / count)
local function ref_lxent(x, W, b, t, eps, ignore, reduction, g)
  local D, V = W:size(2), W:size(1)
  local rows = t:numel()
  local z = xa.tensor(ref_linear(x:reshape(rows, D), W, b), {dtype = "float64"}):view(rows, V)
  local losses, nlls, grads, count = ref_xent(z, t:reshape(rows), eps, ignore)
  local loss = sum(losses)
  local scale = g
  if reduction == "mean" then loss = loss / count; scale = g / count end
  local xv, wv = flat(x:totable()), flat(W:totable())
  local dx, dW, db = {}, {}, {}
  for i = 1, rows * D do dx[i] = 0 end
  for i = 1, V * D do dW[i] = 0 end
  for j = 1, V do db[j] = 0 end
  for r = 1, rows do
    for j = 1, V do
      local dz = scale * grads[r][j]
      if dz ~= 0 then
        db[j] = db[j] + dz
        for k = 1, D do
          dx[(r - 1) * D + k] = dx[(r - 1) * D + k] + dz * wv[(j - 1) * D + k]
          dW[(j - 1) * D + k] = dW[(j - 1) * D + k] + dz * xv[(r - 1) * D + k]
        end
      end
    end
  end
  return loss, sum(nlls), count, dx, dW, db
end

test("linear_cross_entropy matches the naive reference: loss, nll, count, dx, dW, db", function()
  for _, dt in ipairs({"float64", "float32"}) do
    local tol = dt == "float32" and 2e-5 or 1e-11
    for _, case in ipairs{
      {eps = 0.1, ignore = 1, red = "sum", bias = true, shape = {7}},
      {eps = 0, ignore = 1, red = "mean", bias = false, shape = {2, 4}},
      {eps = 0.1, ignore = false, red = "sum", bias = false, shape = {5}},
      {eps = 0.2, ignore = 3, red = "mean", bias = true, shape = {3, 2}},
    } do
      local D, V = 5, 9
      local xs = {table.unpack(case.shape)}; xs[#xs + 1] = D
      local x = xa.randn(table.unpack(xs)):to(dt):requires_grad_()
      local W = xa.randn(V, D):to(dt):requires_grad_()
      local b = case.bias and xa.randn(V):to(dt):requires_grad_() or nil
      local t = xa.randint(1, V + 1, table.unpack(case.shape))
      t:view(-1):set(2, 1); t:view(-1):set(3, 3)          -- some rows pad (1), some 3
      local opts = {label_smoothing = case.eps, ignore_index = case.ignore, reduction = case.red}
      local l, n, c = xa.linear_cross_entropy(x, W, b, t, opts)
      local rl, rn, rc, dx, dW, db = ref_lxent(x, W, b, t, case.eps, case.ignore or nil, case.red, 2.5)
      local msg = ("%s eps %g ignore %s %s"):format(dt, case.eps, tostring(case.ignore), case.red)
      T.eq(c, rc, msg .. " count")
      T.close(l, rl, tol, msg .. " loss")
      T.close(n, rn, tol, msg .. " nll")
      T.eq(l:dtype(), dt)
      l:mul(2.5):backward()
      close_flat(x.grad, dx, tol, msg .. " dx")
      T.shape(x.grad, xs)
      close_flat(W.grad, dW, tol, msg .. " dW")
      if b then close_flat(b.grad, db, tol, msg .. " db") end
    end
  end
end)

test("linear_cross_entropy over several chunks, with padding, equals linear then cross_entropy", function()
  -- V = 2^17 classes: chunks of 16 rows, so 45 counted rows take 3 chunks
  local D, V = 3, 131072
  local x = xa.randn(50, D):double():requires_grad_()
  local W = xa.randn(V, D):double():requires_grad_()
  local b = xa.randn(V):double():requires_grad_()
  local t = xa.randint(1, V + 1, 50)
  for _, r in ipairs{1, 7, 20, 33, 50} do t:set(r, 1) end   -- 5 padded rows: gathered path
  local l, n, c = xa.linear_cross_entropy(x, W, b, t, {label_smoothing = 0.1})
  l:backward()
  local gx, gW, gb = x.grad:clone(), W.grad:clone(), b.grad:clone()
  x.grad, W.grad, b.grad = nil, nil, nil
  local l2, n2, c2 = xa.cross_entropy(xa.linear(x, W, b), t, {label_smoothing = 0.1})
  l2:backward()
  T.eq(c, 45); T.eq(c2, 45)
  T.close(l, l2:item(), 1e-12)
  T.close(n, n2:item(), 1e-12)
  T.close(gx, x.grad, 1e-11, "dx")
  T.close(gW:view(-1):narrow(1, 1, 3000), W.grad:view(-1):narrow(1, 1, 3000), 1e-11, "dW")
  T.ok(((gW - W.grad):abs():max():item()) < 1e-12, "dW everywhere")
  T.ok(((gb - b.grad):abs():max():item()) < 1e-12, "db everywhere")
  T.close(gx:narrow(1, 7, 1), {{0, 0, 0}}, 0, "a padded row gets no gradient")
end)

test("linear_cross_entropy gradcheck (float64): bias, transposed W, strided x, mean", function()
  local t = long({3, 1, 5, 2})
  T.gradcheck(function(x, W, b) return (xa.linear_cross_entropy(x, W, b, t, {label_smoothing = 0.1})) end,
              {T.param(4, 3), T.param(6, 3), T.param(6)})
  T.gradcheck(function(x, Wt) return (xa.linear_cross_entropy(x:t(), Wt:t(), nil, t, {reduction = "mean"})) end,
              {T.param(3, 4), T.param(3, 6)})
  T.gradcheck(function(x, W) -- x (2, 2, 3) narrowed from (2, 2, 5): strided rows
    return (xa.linear_cross_entropy(x:narrow(3, 2, 3), W, nil, t:view(2, 2), {label_smoothing = 0.2}))
  end, {T.param(2, 2, 5), T.param(6, 3)})
end)

test("linear_cross_entropy: no grad, partial grads, empty, all ignored, thread count", function()
  local x, W = xa.randn(6, 4), xa.randn(10, 4)
  local t = xa.randint(2, 11, 6)
  -- under no_grad, or with nothing requiring grad: the plain loss, no graph
  local l0 = xa.no_grad(function() return (xa.linear_cross_entropy(x:requires_grad_(), W, nil, t)) end)
  T.ok(not l0.requires_grad)
  local l1 = xa.linear_cross_entropy(x, W, nil, t)
  T.close(l0, l1:item(), 0)
  -- only W requires grad
  x:requires_grad_(false); x.grad = nil
  W:requires_grad_(true)
  local l2 = xa.linear_cross_entropy(x, W, nil, t, {label_smoothing = 0.1})
  l2:backward()
  T.ok(W.grad ~= nil and x.grad == nil)
  local ref = W.grad:clone()
  W.grad = nil
  xa.cross_entropy(xa.linear(x, W), t, {label_smoothing = 0.1}):backward()
  T.close(ref, W.grad, 1e-5)
  -- no rows; all rows ignored
  local e, en, ec = xa.linear_cross_entropy(xa.randn(0, 4), W, nil, long({}))
  T.close(e, 0); T.close(en, 0); T.eq(ec, 0)
  local xg = xa.randn(2, 4):requires_grad_()
  local a, _, ac = xa.linear_cross_entropy(xg, W, nil, long({1, 1}))
  T.eq(ac, 0); T.close(a, 0)
  a:backward()
  T.close(xg.grad, {{0, 0, 0, 0}, {0, 0, 0, 0}}, 0)
  local am = xa.linear_cross_entropy(xg, W, nil, long({1, 1}), {reduction = "mean"})
  T.ok(am:item() ~= am:item(), "mean over no counted rows is NaN (like torch)")
  -- D = 0: the logits are the bias
  local bb = xa.randn(10)
  local lz = xa.linear_cross_entropy(xa.randn(3, 0), xa.randn(10, 0), bb, long({2, 3, 4}))
  T.close(lz, xa.cross_entropy(bb:view(1, 10):expand(3, 10), long({2, 3, 4})):item(), 1e-6)
  -- a rerun gives the same bits; another thread count the same values up to the order
  -- in which OpenBLAS's kernels sum (it splits a product differently)
  local old = xa.threads()
  local X = xa.randn(300, 32):requires_grad_()
  local Wb = xa.randn(3000, 32):requires_grad_()
  local tt = xa.randint(1, 3001, 300)
  local res = {}
  for k, n in ipairs{1, 2, 2} do
    xa.set_threads(n)
    X.grad, Wb.grad = nil, nil
    local l = xa.linear_cross_entropy(X, Wb, nil, tt, {label_smoothing = 0.1})
    l:backward()
    res[k] = {l:item(), X.grad:clone(), Wb.grad:clone()}
  end
  xa.set_threads(old)
  T.eq(res[2][1], res[3][1])
  T.close(res[2][2], res[3][2], 0)
  T.close(res[2][3], res[3][3], 0)
  T.close(xa.tensor(res[1][1]), res[2][1], 1e-6)
  T.close(res[1][2], res[2][2], 1e-5)
  T.close(res[1][3], res[2][3], 1e-5)
end)

test("linear_cross_entropy: the gradients it saved are handed on as they are (upstream 1), and never added into", function()
  -- backward from the loss itself passes the saved dx, dW, db on without a scaling pass;
  -- the engine must not add another contribution into them while the node still holds
  -- them (retain_graph, a second backward), and x read by another op gets both
  local F = xa.nn.functional
  local x0, W0, b0 = xa.randn(7, 5):double(), xa.randn(9, 5):double(), xa.randn(9):double()
  local tgt = xa.tensor{2, 9, 1, 4, 4, 7, 3}
  local function grads(scale, twice, first)
    local x, W, b = x0:clone():requires_grad_(), W0:clone():requires_grad_(), b0:clone():requires_grad_()
    local h = x * 1
    local loss = F.linear_cross_entropy(h, W, b, tgt, {label_smoothing = 0.1})
    local z = scale == 1 and loss or loss * scale
    -- h read by another op: its gradient is a sum of two, either reaching h first
    if first then z = h:sum() + z else z = z + h:sum() end
    z:backward(nil, {retain_graph = twice})
    if twice then z:backward() end
    return x.grad, W.grad, b.grad
  end
  local x1, W1, b1 = grads(1, false)
  local x3, W3, b3 = grads(3, false)
  T.close(x3 - 1, (x1 - 1) * 3, 1e-12, "dx scales with the upstream gradient")
  T.close(W3, W1 * 3, 1e-12, "dW")
  T.close(b3, b1 * 3, 1e-12, "db")
  for _, first in ipairs{false, true} do
    local x2, W2, b2 = grads(1, true, first)
    T.close(x2, x1 * 2, 1e-12, "two backwards through the retained graph: dx twice")
    T.close(W2, W1 * 2, 1e-12, "dW twice")
    T.close(b2, b1 * 2, 1e-12, "db twice")
  end
end)

test("linear_cross_entropy errors name the shapes", function()
  local x, W, t = xa.randn(3, 4), xa.randn(5, 4), long({1, 2, 3})
  T.raises(function() xa.linear_cross_entropy(x, xa.randn(5, 3), nil, t) end,
           "linear_cross_entropy: x (3,4) has 4 features in its last dim but weight (5,3) expects 3")
  T.raises(function() xa.linear_cross_entropy(x, W, xa.randn(4), t) end, "bias (4) does not match the 5 classes of weight (5,4)")
  T.raises(function() xa.linear_cross_entropy(x, W:double(), nil, t) end, "must share one float dtype, got float32 (3,4), float64 (5,4)")
  T.raises(function() xa.linear_cross_entropy(x, W, nil, long({1, 2})) end,
           "target (2) must have the shape of x (3,4) without its last (feature) dim")
  T.raises(function() xa.linear_cross_entropy(x, W, nil, long({1, 9, 2})) end,
           "target value 9 at position 2 is out of range [1, 5] (x (3,4), weight (5,4))")
  T.raises(function() xa.linear_cross_entropy(x, W, nil, t, {reduction = "none"}) end, "reduction \"none\" is not fused")
  T.raises(function() xa.linear_cross_entropy(x, W, nil, t:float()) end, "target must be int64")
  T.raises(function() xa.linear_cross_entropy(x, xa.randn(0, 4), nil, t) end, "weight (0,4) has no classes")
  T.raises(function() xa.linear_cross_entropy(x, W, nil, t, {label_smoothing = -1}) end, "label_smoothing must be in [0, 1]")
  T.raises(function() xa.linear_cross_entropy(x, W) end, "bad argument #4")
  -- the composed fallback keeps per-row losses
  local F = require "xattn.nn.functional"
  local ln = F.linear_cross_entropy(x, W, nil, t, {reduction = "none", ignore_index = false})
  T.close(ln, xa.cross_entropy(xa.linear(x, W), t, {reduction = "none", ignore_index = false}), 1e-6)
end)

-- ======================================================================================
-- _flatten / _flat_grads
-- ======================================================================================
test("_flatten keeps identity and values, re-points storage; old views keep old storage", function()
  local a = xa.randn(2, 3):requires_grad_()
  local b = xa.randn(4):requires_grad_()
  local c = xa.randn(3, 5):t()               -- non-contiguous: becomes contiguous in place
  local av, bv, cv = a:totable(), b:totable(), c:totable()
  local view = a:view(6)
  local f = xa._flatten({a, b, c, a})        -- a twice: one slice
  T.shape(f, {6 + 4 + 15})
  T.close(a, av); T.close(b, bv); T.close(c, cv)
  T.ok(a.requires_grad and b.requires_grad)
  T.eq(a:storage_offset(), 0); T.eq(b:storage_offset(), 6); T.eq(c:storage_offset(), 10)
  T.ok(c:is_contiguous())
  local expect = {}
  for _, v in ipairs(T.flat(av)) do expect[#expect + 1] = v end
  for _, v in ipairs(T.flat(bv)) do expect[#expect + 1] = v end
  for _, v in ipairs(T.flat(cv)) do expect[#expect + 1] = v end
  T.close(f, expect)
  -- the tensors now live in f
  xa.no_grad(function() f:fill_(7) end)
  T.close(a, {{7, 7, 7}, {7, 7, 7}})
  T.close(c:sum(), 7 * 15)
  -- the earlier view still sees the old values
  T.close(view, T.flat(av))
  T.close(xa._flatten({}), {})
end)

test("_flatten / _flat_grads errors", function()
  local a = xa.randn(2):requires_grad_()
  T.raises(function() xa._flatten({a, xa.randn(2):double()}) end,
           "_flatten: tensors must be all float32 or all float64; tensor 2 is float64 (2) but tensor 1 is float32")
  T.raises(function() xa._flatten({a * 2}) end, "_flatten: tensor 1 (2) is not a leaf (it was computed by 'mul')")
  T.raises(function() xa._flatten({xa.tensor({1, 2}):long()}) end, "tensor 1 is int64")
  T.raises(function() xa._flatten({a, 3}) end, "element 2 is not a tensor (number)")
  local f = xa._flatten({a})
  T.raises(function() xa._flat_grads(xa.zeros(1), {a}) end, "_flat_grads: tensor 1 (float32 (2) at offset 0) does not lie in a flat buffer")
  T.raises(function() xa._flat_grads(xa.zeros(4, 2), {a}) end, "_flat_grads: the gradient buffer must be a contiguous 1-D float32 or float64 tensor, got float32 (4,2)")
  local g = xa.zeros_like(f)
  T.eq(xa._flat_grads(g, {a}), 1)
  T.eq(xa._flat_grads(g, {a}), 0)
end)

test("results do not depend on the thread count", function()
  local old = xa.threads()
  local z = xa.randn(64, 1000):requires_grad_()
  local t = xa.randint(1, 1001, 64)
  local x, W = xa.randn(300, 40):requires_grad_(), xa.randn(500, 40)
  local b = xa.randn(500):requires_grad_()
  local g = xa.randn(300, 500)
  local res = {}
  for _, n in ipairs({1, 3}) do
    xa.set_threads(n)
    z:zero_grad(); b:zero_grad()
    local l, nl = xa.cross_entropy(z, t, {label_smoothing = 0.1})
    l:backward()
    xa.linear(x, W, b):backward(g)
    res[n] = {l:item(), nl:item(), z.grad:clone(), b.grad:clone()}
  end
  xa.set_threads(old)
  T.eq(res[1][1], res[3][1])
  T.eq(res[1][2], res[3][2])
  T.close(res[1][3], res[3][3], 0)
  T.close(res[1][4], res[3][4], 0)
end)
