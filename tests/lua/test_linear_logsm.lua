-- xattn.linear_log_softmax(x, W [, b]): log_softmax(x Wᵀ + b) over the last dim, one op on
-- the CPU's packed inference path (nn/linear_logsm.c), the composition elsewhere. Checked
-- against a naive loop in Lua doubles (every block and panel remainder, rows, bias or not,
-- leading dims), the bits at one and two threads and of a row alone, the special values
-- (masked columns, rows of -inf, +inf, NaN), views, gradients through the composition,
-- float64, half weights, empty shapes and bad input.

local flat = T.flat
local on, max_rows = xa._packed_linear()
local packed = on and max_rows > 0 -- the fused path is taken (else every test checks the composition)

-- the reference: log_softmax of the naive product, rows of V, in Lua doubles
local function ref(x, W, b)
  local y = T.ref_linear(x, W, b)
  local V = W:size(1)
  local out = {}
  for r = 0, #y // V - 1 do
    local m = -math.huge
    for j = 1, V do m = math.max(m, y[r * V + j]) end
    local s = 0
    for j = 1, V do s = s + math.exp(y[r * V + j] - m) end
    for j = 1, V do out[#out + 1] = y[r * V + j] - m - math.log(s) end
  end
  return out
end

local function nograd(f) return xa.no_grad(f) end
local function isnan(t) return t:ne(t) end

test("linear_log_softmax matches a naive loop: block and panel remainders, rows, bias or not", function()
  nograd(function()
    for _, V in ipairs{1, 2, 31, 32, 33, 255, 256, 257, 600} do
      for _, rows in ipairs{1, 3, 9} do
        local x, W, b = xa.randn(rows, 24), xa.randn(V, 24) * 0.5, xa.randn(V)
        for _, bias in ipairs{true, false} do
          local bb = bias and b or nil
          local y = xa.linear_log_softmax(x, W, bb)
          T.shape(y, {rows, V})
          T.close_flat(y, ref(x, W, bb), 1e-5, ("V %d rows %d bias %s"):format(V, rows, bias))
        end
      end
    end
    -- leading dims folded into rows
    local x, W = xa.randn(2, 3, 16), xa.randn(300, 16)
    local y = xa.linear_log_softmax(x, W)
    T.shape(y, {2, 3, 300})
    T.close_flat(y, ref(x, W), 1e-5, "3-D x")
    -- each row's probabilities sum to one
    local p = xa.linear_log_softmax(xa.randn(4, 32), xa.randn(8000, 32)):exp():sum(2)
    T.close(p, {1, 1, 1, 1}, 1e-5, "sums")
  end)
end)

test("linear_log_softmax: close to log_softmax(linear) in float32; the same bits at 1 and 2 threads and for a row alone", function()
  local x, W, b = xa.randn(5, 256), xa.randn(8000, 256) * 0.1, xa.randn(8000)
  nograd(function()
    local y = xa.linear_log_softmax(x, W, b)
    T.close(y, xa.linear(x, W, b):log_softmax(2), 1e-5, "against the composition")
    if not packed then return end
    local th = xa.threads()
    xa.set_threads(1)
    local y1 = xa.linear_log_softmax(x, W, b)
    xa.set_threads(math.max(th, 2))
    local y2 = xa.linear_log_softmax(x, W, b)
    xa.set_threads(th)
    T.ok(y1:eq(y):all():item() and y2:eq(y):all():item(), "the thread count changed the bits")
    for _, r in ipairs{1, 3, 5} do
      T.ok(xa.linear_log_softmax(x:narrow(1, r, 1), W, b):eq(y:narrow(1, r, 1)):all():item(),
           "row " .. r .. " alone differs from the batch")
    end
  end)
end)

test("linear_log_softmax: masked columns, rows of -inf, +inf and NaN as log_softmax's", function()
  local inf, nan = math.huge, 0 / 0
  local x, W = xa.randn(4, 8), xa.randn(700, 8)
  local b = xa.zeros(700)
  nograd(function()
    -- one whole block (columns 257-512) and a few columns masked: -inf there, finite elsewhere
    local bm = b:clone()
    bm:narrow(1, 257, 256):fill_(-inf)
    bm:narrow(1, 3, 1):fill_(-inf)
    local y = xa.linear_log_softmax(x, W, bm)
    local r = xa.linear(x, W, bm):log_softmax(2)
    T.ok(y:narrow(2, 257, 256):eq(-inf):all():item(), "masked block is -inf")
    T.ok(y:narrow(2, 3, 1):eq(-inf):all():item(), "masked column is -inf")
    T.close(y:narrow(2, 513, 188), r:narrow(2, 513, 188), 1e-5, "the rest")
    T.close(y:exp():sum(2), {1, 1, 1, 1}, 1e-5, "sums with masks")
    -- every column -inf: NaN (as log_softmax); +inf in a row: NaN; NaN in x: NaN
    local all = xa.full(700, -inf)
    T.ok(isnan(xa.linear_log_softmax(x, W, all)):all():item(), "a row of -inf gives NaN")
    local bi = b:clone()
    bi:narrow(1, 600, 1):fill_(inf)
    T.ok(isnan(xa.linear_log_softmax(x, W, bi)):all():item(), "+inf gives NaN")
    local xn = x:clone()
    xn:narrow(1, 2, 1):narrow(2, 5, 1):fill_(nan)
    local yn = xa.linear_log_softmax(xn, W, b)
    T.ok(isnan(yn:narrow(1, 2, 1)):all():item(), "the NaN row")
    T.ok(not isnan(yn:narrow(1, 1, 1)):any():item(), "the other rows stay finite")
  end)
end)

test("linear_log_softmax: views of x and W, float64, half weights, empty shapes", function()
  nograd(function()
    local xt = xa.randn(16, 3):t()         -- (3, 16) transposed view
    local Wt = xa.randn(16, 90):t()        -- (90, 16) transposed view
    local xs = xa.randn(6, 16):narrow(1, 2, 3)
    T.close_flat(xa.linear_log_softmax(xt, Wt), ref(xt, Wt), 1e-5, "transposed views")
    T.close_flat(xa.linear_log_softmax(xs, Wt), ref(xs, Wt), 1e-5, "a narrowed x")
    local xd, Wd, bd = xa.randn(2, 7):double(), xa.randn(40, 7):double(), xa.randn(40):double()
    local yd = xa.linear_log_softmax(xd, Wd, bd)
    T.eq(yd:dtype(), "float64")
    T.close_flat(yd, ref(xd, Wd, bd), 1e-12, "float64")
    T.shape(xa.linear_log_softmax(xa.randn(0, 8), xa.randn(5, 8)), {0, 5})
    T.shape(xa.linear_log_softmax(xa.randn(2, 0, 8), xa.randn(5, 8)), {2, 0, 5})
    local ok = pcall(xa.half_weights, true)
    if ok then
      local x, W = xa.randn(2, 64), xa.randn(1000, 64) * 0.1
      local yh = xa.linear_log_softmax(x, W)
      xa.half_weights(false)
      T.close(yh, xa.linear_log_softmax(x, W), 2e-3, "half weights")
    end
  end)
end)

test("linear_log_softmax: with gradients, the composition's values and gradients", function()
  local x = xa.randn(3, 5, {dtype = "float64", requires_grad = true})
  local W = xa.randn(11, 5, {dtype = "float64", requires_grad = true})
  local b = xa.randn(11, {dtype = "float64", requires_grad = true})
  T.gradcheck(function(a, w, c) return xa.linear_log_softmax(a, w, c) end, {x, W, b})
  local xf, Wf = xa.randn(2, 4, {requires_grad = true}), xa.randn(9, 4, {requires_grad = true})
  local y = xa.linear_log_softmax(xf, Wf)
  T.close_flat(y, ref(xf, Wf), 1e-5, "float32 with gradients")
  y:narrow(2, 1, 1):sum():backward()
  T.ok(xf.grad ~= nil and Wf.grad ~= nil, "gradients reach x and W")
end)

test("linear_log_softmax: bad input names the op, the argument and the shapes", function()
  nograd(function()
    T.raises(function() xa.linear_log_softmax(xa.randn(2, 5), xa.randn(3, 4)) end,
             "linear_log_softmax: x (2,5) has 5 features")
    T.raises(function() xa.linear_log_softmax(xa.randn(2, 4), xa.randn(3, 4), xa.randn(2)) end,
             "linear_log_softmax: bias (2) does not match the 3 outputs")
    T.raises(function() xa.linear_log_softmax(xa.randn(2, 4), xa.randn(3, 4):double()) end,
             "linear_log_softmax: x, weight and bias must share one float dtype")
    T.raises(function() xa.linear_log_softmax(xa.randn(2, 4), xa.randn(3, 4, 1)) end,
             "linear_log_softmax: expected x (..., in)")
    T.raises(function() xa.linear_log_softmax(xa.randn(2, 4)) end, "linear_log_softmax")
    T.raises(function() xa.linear_log_softmax(xa.randint(0, 3, 2, 4), xa.randn(3, 4)) end,
             "linear_log_softmax")
  end)
end)
