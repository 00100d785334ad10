-- linear's inference path on the CPU (nn/linear_packed.c): with no gradient recorded and
-- few rows, W is packed once and kept with its storage. Checked against a naive loop in
-- Lua: every panel and row-block remainder, strided and offset views of x and W, the
-- packed copy refreshed after every kind of in-place write, views sharing one storage,
-- the bounds where it hands over to BLAS; and its promise that a row's result does not
-- depend on the rows around it or on the thread count.

local flat = T.flat
local on, max_rows = xa._packed_linear()

local ref_linear = T.ref_linear

local function nograd(f) return xa.no_grad(f) end

-- the path is on where the CPU has a kernel (AVX2 and FMA): the tests below pass either
-- way, and those about its bits run only where it is taken
test("the packed path's switch and its row bound", function()
  T.eq(on, os.getenv("XATTN_PACKED") ~= "0", "on unless XATTN_PACKED=0")
  T.ok(max_rows == 0 or max_rows == 96 or max_rows == 1024, "max rows " .. tostring(max_rows))
  local was = xa._packed_linear(false)
  T.eq(was, on)
  T.eq((xa._packed_linear()), false)
  xa._packed_linear(on)
  T.eq((xa._packed_linear()), on)
  T.raises(function() xa._packed_linear(1) end, "boolean expected")
end)

test("packed linear matches a naive loop: every panel remainder and row block, bias or not", function()
  -- out around the panel width 32, rows around the row blocks (8, 4, 2, 1 and 3, 2, 1)
  for _, s in ipairs{{1, 1}, {5, 3}, {31, 7}, {32, 32}, {33, 17}, {64, 5}, {70, 40}} do
    local out, in_ = s[1], s[2]
    local W, b = xa.randn(out, in_), xa.randn(out)
    for _, rows in ipairs{1, 2, 3, 4, 5, 7, 8, 9, 11, 16, 17, 19} do
      local x = xa.randn(rows, in_)
      nograd(function()
        T.close_flat(xa.linear(x, W, b), ref_linear(x, W, b), 1e-5, ("(%d,%d) rows %d"):format(out, in_, rows))
        T.close_flat(xa.linear(x, W), ref_linear(x, W), 1e-5, ("(%d,%d) rows %d, no bias"):format(out, in_, rows))
      end)
    end
  end
end)

test("packed linear: 3-D x, leading dims folded into rows", function()
  local W, b = xa.randn(40, 24), xa.randn(40)
  local x = xa.randn(3, 5, 24)
  nograd(function()
    local y = xa.linear(x, W, b)
    T.shape(y, {3, 5, 40})
    T.close_flat(y, ref_linear(x, W, b), 1e-5)
    local x1 = xa.randn(24) -- 1-D x: one row
    local y1 = xa.linear(x1, W, b)
    T.shape(y1, {40})
    T.close_flat(y1, ref_linear(x1:view(1, 24), W, b), 1e-5)
  end)
end)

test("packed linear with strided x and W views (offsets, transposed, row strides)", function()
  local big = xa.randn(50, 80)
  local cases = {
    {"narrowed rows", big:narrow(1, 3, 33)},               -- an offset into the storage
    {"narrowed cols", big:narrow(2, 5, 40)},               -- a row stride of 80 for 40 columns
    {"transposed", big:narrow(1, 1, 40):t()},              -- (80, 40) with strides (1, 80)
    {"every other row", big:narrow(1, 1, 48):view(24, 2, 80):select(2, 1)},
    {"every other column", big:view(50, 40, 2):select(3, 2)}, -- column stride 2
  }
  for _, c in ipairs(cases) do
    local W = c[2]
    local in_ = W:size(2)
    local b = xa.randn(W:size(1))
    local xbig = xa.randn(9, in_ + 6)
    local xs = {xbig:narrow(2, 4, in_), xa.randn(in_, 9):t(), xa.randn(9, in_)}
    for k, x in ipairs(xs) do
      nograd(function()
        T.close_flat(xa.linear(x, W, b), ref_linear(x:contiguous(), W:contiguous(), b), 1e-5,
                     c[1] .. " x case " .. k)
      end)
    end
  end
end)

test("packed linear sees every in-place write to W", function()
  local W, b = xa.randn(40, 16), xa.randn(40)
  local x = xa.randn(6, 16)
  local function check(what)
    nograd(function() T.close_flat(xa.linear(x, W, b), ref_linear(x, W, b), 1e-5, what) end)
  end
  check("first use (packs)")
  check("second use (the kept copy)")
  W:add_(1); check("after add_")
  W:mul_(0.5); check("after mul_")
  W:copy_(xa.randn(40, 16)); check("after copy_")
  W[3][7] = 42; check("after an element set")
  W:narrow(1, 35, 6):fill_(-2); check("after a fill through a view")
  W:clamp_(-1, 1); check("after clamp_")
  W:masked_fill_(W:gt(0.5), 0.25); check("after masked_fill_")
  W:zero_(); check("after zero_")
  -- an optimizer step (C code writing the parameter)
  local P = xa.randn(40, 16):requires_grad_()
  local opt = xa.optim.Adam({P}, {lr = 0.1})
  nograd(function() T.close_flat(xa.linear(x, P, b), ref_linear(x, P, b), 1e-5, "before the step") end)
  local loss = xa.linear(x, P, b):sum()
  opt:zero_grad(); loss:backward(); opt:step()
  nograd(function() T.close_flat(xa.linear(x, P, b), ref_linear(x, P, b), 1e-5, "after an Adam step") end)
  -- the bias is read at every call
  b:add_(3)
  check("after a bias change")
end)

test("packed linear: many weights in one storage, each its own packed copy", function()
  local big = xa.randn(12 * 10, 20)
  local x = xa.randn(5, 20)
  nograd(function()
    for round = 1, 2 do -- 12 views: more than a storage keeps, so the copies are made again
      for i = 0, 11 do
        local W = big:narrow(1, 10 * i + 1, 10)
        T.close_flat(xa.linear(x, W), ref_linear(x, W), 1e-5, ("round %d view %d"):format(round, i))
      end
    end
    big:narrow(1, 1, 10):add_(1) -- a write to one view: the storage's copies are stale
    local W = big:narrow(1, 11, 10)
    T.close_flat(xa.linear(x, W), ref_linear(x, W), 1e-5, "another view after the write")
  end)
end)

test("packed linear: one storage holding a whole model (an optimizer's flat buffer) packs each weight once", function()
  local function packings() return select(3, xa._packed_linear()) end
  xa.manual_seed(5)
  local m = xa.nn.Transformer{vocab = {src = 30, tgt = 30}, d = 32, heads = 4, ffn = 48,
                              layers = {enc = 2, dec = 2}, dropout = 0}
  local opt = xa.optim.Adam(m:parameters(), {lr = 1e-3}) -- every parameter a view of one storage
  m:eval()
  local src = xa.randint(5, 31, 3, 6)
  local function decode(steps)
    return xa.no_grad(function()
      local enc = m:encode(src)
      local state, y, out = {}, xa.full(3, 1, 2, {dtype = "int64"}), {}
      for t = 1, steps do
        local lp = m:decode_step(enc, y, state)
        out[t] = lp
        y = select(2, lp:max(2, true))
      end
      return out
    end)
  end
  local first = decode(4)
  local p0 = packings()
  local again = decode(4)
  if max_rows > 0 and on then T.eq(packings(), p0, "no weight packed again while none was written") end
  for t = 1, 4 do T.ok(again[t]:eq(first[t]):all():item(), "step " .. t .. " the same") end
  -- an optimizer step writes the flat buffer: every copy is stale, and decoding sees the new weights
  m:train()
  local loss = m:loss({src = src, tgt_in = xa.randint(5, 31, 3, 5), tgt_out = xa.randint(5, 31, 3, 5)})
  opt:zero_grad(); loss:backward(); opt:step()
  m:eval()
  local after = decode(2)
  xa._packed_linear(false)
  local blas = decode(2)
  xa._packed_linear(on)
  for t = 1, 2 do T.close(after[t], blas[t], 1e-4, "after the step, step " .. t) end
  T.ok((after[1] - first[1]):abs():max():item() > 1e-6, "the step changed the model")
end)

test("packed linear: ever new views of one storage stay correct past the memory bound", function()
  local big = xa.randn(256, 256) -- 256 KiB; 40 views of (256, 200) pack to 8 MB
  local x = xa.randn(1, 200)
  nograd(function()
    for i = 1, 40 do
      local W = big:narrow(2, 1 + (i - 1) % 56, 200)
      if i % 8 == 0 then
        T.close_flat(xa.linear(x, W), ref_linear(x, W), 1e-5, "view " .. i)
        -- several new views in one call, the bound crossed between them
        local W2, W3 = big:narrow(2, 57 - i // 8, 200), big:narrow(2, 50 - i // 8, 200)
        local y1, y2, y3 = xa.linear_many(x, {W, W2, W3})
        T.close_flat(y1, ref_linear(x, W), 1e-5, "many, view " .. i)
        T.close_flat(y2, ref_linear(x, W2), 1e-5, "many, second view " .. i)
        T.close_flat(y3, ref_linear(x, W3), 1e-5, "many, third view " .. i)
      else xa.linear(x, W) end
    end
  end)
end)

test("packed linear hands over to BLAS: rows over the bound, in over 2048, float64, with gradients", function()
  local W, b = xa.randn(3, 4), xa.randn(3)
  local x = xa.randn(math.max(max_rows, 96) + 5, 4)
  nograd(function()
    T.close_flat(xa.linear(x, W, b), ref_linear(x, W, b), 1e-5, "many rows")
    local Wl, xl = xa.randn(2, 2100), xa.randn(2, 2100)
    T.close_flat(xa.linear(xl, Wl), ref_linear(xl, Wl), 1e-4, "in 2100")
    local Wd, xd = xa.randn(5, 7, {dtype = "float64"}), xa.randn(3, 7, {dtype = "float64"})
    T.close_flat(xa.linear(xd, Wd), ref_linear(xd, Wd), 1e-12, "float64")
    T.shape(xa.linear(xa.randn(0, 4), W, b), {0, 3})
    T.shape(xa.linear(xa.randn(2, 4), xa.randn(0, 4)), {2, 0})
    local y0 = xa.linear(xa.randn(2, 0), xa.randn(3, 0), b)
    T.close_flat(y0, ref_linear(xa.randn(2, 0), xa.randn(3, 0), b), 1e-6, "in 0: the bias")
  end)
  -- with gradients recorded the training path runs, and its backward works
  local P = xa.randn(6, 4):requires_grad_()
  local xg = xa.randn(3, 4)
  local y = xa.linear(xg, P)
  T.eq(y.grad_fn, "linear")
  y:sum():backward()
  local ev = {}
  local xv = flat(xg:totable())
  for o = 0, 5 do for k = 0, 3 do ev[#ev + 1] = xv[k + 1] + xv[4 + k + 1] + xv[8 + k + 1] end end
  T.close_flat(P.grad, ev, 1e-5, "dW")
end)

test("packed linear: a row's bits do not depend on the other rows or the threads", function()
  if max_rows == 0 or not on then return end -- BLAS promises neither
  local W, b = xa.randn(300, 64), xa.randn(300)
  local x = xa.randn(37, 64)
  nograd(function()
    local all = xa.linear(x, W, b)
    for _, r in ipairs{1, 2, 9, 17, 30, 37} do
      local one = xa.linear(x:narrow(1, r, 1), W, b)
      T.ok(one:eq(all:narrow(1, r, 1)):all():item(), "row " .. r .. " alone differs from the batch")
    end
    local th = xa.threads()
    xa.set_threads(1)
    local one_thread = xa.linear(x, W, b)
    xa.set_threads(th)
    T.ok(one_thread:eq(all):all():item(), "1 thread and " .. th .. " differ")
  end)
end)

test("packed linear: bad input still gets linear's errors", function()
  nograd(function()
    T.raises(function() xa.linear(xa.randn(2, 5), xa.randn(3, 4)) end, "has 5 features in its last dim")
    T.raises(function() xa.linear(xa.randn(2, 4), xa.randn(3, 4), xa.randn(2)) end, "does not match the 3 outputs")
    T.raises(function() xa.linear(xa.randn(2, 4), xa.randn(3, 4, {dtype = "float64"})) end, "share one float dtype")
  end)
end)

test("linear_many: each output is linear(x, Wi, bi), in one pass or one call each", function()
  local x = xa.randn(5, 24)
  local W = {xa.randn(40, 24), xa.randn(7, 24), xa.randn(33, 24):t():contiguous():t()}
  local b = {xa.randn(40), false, xa.randn(33)}
  for _, grad in ipairs{false, true} do
    local f = function()
      local ys = {xa.linear_many(x, W, b)}
      T.eq(#ys, 3)
      T.close_flat(ys[1], ref_linear(x, W[1], b[1]), 1e-5, "y1")
      T.close_flat(ys[2], ref_linear(x, W[2]), 1e-5, "y2 (no bias)")
      T.close_flat(ys[3], ref_linear(x, W[3], b[3]), 1e-5, "y3 (transposed W)")
      local y1 = xa.linear_many(x, {W[2]}) -- no bias list
      T.close_flat(y1, ref_linear(x, W[2]), 1e-5, "one weight")
    end
    if grad then xa.enable_grad(f) else nograd(f) end
  end
  -- 3-D x with strided rows, and 8 weights (the most)
  local x3 = xa.randn(2, 3, 30):narrow(3, 2, 24)
  local ws = {}
  for i = 1, 8 do ws[i] = xa.randn(3 * i, 24) end
  nograd(function()
    local ys = {xa.linear_many(x3, ws)}
    for i = 1, 8 do
      T.shape(ys[i], {2, 3, 3 * i})
      T.close_flat(ys[i], ref_linear(x3:contiguous(), ws[i]), 1e-5, "weight " .. i)
    end
  end)
  -- with gradients recorded, each output has linear's gradient
  local P = xa.randn(4, 24):requires_grad_()
  local y1, y2 = xa.linear_many(x, {P, W[2]})
  T.eq(y1.grad_fn, "linear")
  y1:sum():backward()
  T.shape(P.grad, {4, 24})
end)

test("linear_many: bad input", function()
  local x = xa.randn(2, 4)
  nograd(function()
    T.raises(function() xa.linear_many(x, {}) end, "1 to 8 weights, got 0")
    local nine = {}
    for i = 1, 9 do nine[i] = xa.randn(3, 4) end
    T.raises(function() xa.linear_many(x, nine) end, "1 to 8 weights, got 9")
    T.raises(function() xa.linear_many(x, {xa.randn(3, 4), 5}) end, "weight 2 is not a tensor")
    T.raises(function() xa.linear_many(x, {xa.randn(3, 4)}, {"b"}) end, "bias 1 is not a tensor")
    T.raises(function() xa.linear_many(x, {xa.randn(3, 4)}, {xa.randn(3), xa.randn(3)}) end, "2 biases for 1 weights")
    T.raises(function() xa.linear_many(x, {xa.randn(3, 4), xa.randn(3, 5)}) end, "has 4 features in its last dim")
    T.raises(function() xa.linear_many(x, {xa.randn(3, 4)}, {xa.randn(2)}) end, "does not match the 3 outputs")
    T.raises(function() xa.linear_many(x, xa.randn(3, 4)) end, "table expected")
  end)
end)

-- ---- half weights (xattn.half_weights): the packed copies in IEEE float16 ------------
-- the reference rounding, written here from the format's definition: a float32 value (as a
-- double) to the nearest float16, ties to even; 10 fraction bits, subnormals in steps of
-- 2^-24, infinity from 65520 (the midpoint between 65504 and 2^16)
local function to_half(v)
  if v ~= v or v == 0 then return v end
  local a = math.abs(v)
  if a >= 65520 then return v > 0 and math.huge or -math.huge end
  local e = -24
  if a >= 2 ^ -14 then local _, ex = math.frexp(a); e = ex - 11 end
  local q = a / 2 ^ e
  local r = math.floor(q)
  if q - r > 0.5 or (q - r == 0.5 and r % 2 == 1) then r = r + 1 end
  return (v < 0 and -r or r) * 2 ^ e
end

-- whether half weights can be on here: the path taken (AVX2 and FMA) and F16C
local half_ok = on and max_rows > 0 and pcall(xa.half_weights, true)
xa.half_weights(false)

local function with_half(f)
  local was = xa.half_weights(true)
  local ok, err = pcall(f)
  xa.half_weights(was)
  if not ok then error(err, 0) end
end

test("half_weights: the switch, its answers and bad input", function()
  T.raises(function() xa.half_weights(1) end, "boolean expected")
  if not half_ok then
    if max_rows == 0 then T.raises(function() xa.half_weights(true) end, "no half-precision kernels") end
    return
  end
  T.eq(xa.half_weights(), false, "off by default")
  T.eq(xa.half_weights(true), false)
  T.eq(xa.half_weights(), true, "no argument leaves it")
  T.eq(xa.half_weights(false), true)
  T.eq(xa.half_weights(), false)
end)

test("half weights: each weight rounded to the nearest float16, ties to even", function()
  if not half_ok then return end
  local vals = {0, -0.0, 1, -1, 1 / 3, 0.1, -0.7, 2049, 2051, 1 + 2 ^ -11, 1 + 3 * 2 ^ -11,
    -(1 + 5 * 2 ^ -11), 65504, 65519, -65519, 1e-8, 2 ^ -25, 3 * 2 ^ -25, -5 * 2 ^ -25,
    2 ^ -14 - 2 ^ -26, 2 ^ -14 + 2 ^ -25, 6.1e-5, 1e-6, -3e-7, 1234.567, 0.0009765625 * 1.5}
  for i = 1, 40 do vals[#vals + 1] = (math.random() - 0.5) * 10 ^ math.random(-7, 4) end
  local n = #vals
  local W = xa.tensor({vals}) -- (1, n): y = eye(n) · Wᵀ picks each weight
  local w32 = flat(W:totable())   -- the float32 values the packing sees
  with_half(function()
    nograd(function()
      local y = flat(xa.linear(xa.eye(n), W):totable())
      for i = 1, n do
        local want = to_half(w32[i])
        T.ok(y[i] == want, ("weight %.10g: %.10g, float16 %.10g"):format(w32[i], y[i], want))
      end
    end)
  end)
end)

test("half weights: products match a naive loop over the rounded weights, every kernel shape", function()
  if not half_ok then return end
  for _, s in ipairs{{1, 1}, {31, 7}, {33, 17}, {45, 37}, {70, 40}} do
    local out, in_ = s[1], s[2]
    local W, b = xa.randn(out, in_), xa.randn(out)
    local Wt = xa.randn(in_, out):t() -- a transposed view
    local function rounded(w)
      local v = flat(w:totable())
      for i = 1, #v do v[i] = to_half(v[i]) end
      return xa.tensor(v):view(out, in_)
    end
    for _, rows in ipairs{1, 2, 3, 5, 8, 9, 19} do
      local x = xa.randn(rows, in_)
      with_half(function()
        nograd(function()
          local y = xa.linear(x, W, b)
          T.close_flat(y, ref_linear(x, rounded(W), b), 1e-5, ("(%d,%d) rows %d"):format(out, in_, rows))
          T.close_flat(xa.linear(x, Wt), ref_linear(x, rounded(Wt)), 1e-5, ("transposed (%d,%d) rows %d"):format(out, in_, rows))
        end)
      end)
    end
  end
  -- and the rounding shows: the float32 weights give another answer
  local W, x = xa.randn(64, 256), xa.randn(4, 256)
  nograd(function()
    local yf = xa.linear(x, W)
    with_half(function()
      local yh = xa.linear(x, W)
      local d = (yh - yf):abs():max():item()
      T.ok(d > 1e-4 and d < 0.05, "half against float32: max difference " .. d)
    end)
  end)
end)

test("half weights: a weight past float16's range keeps float32; switching back repacks", function()
  if not half_ok then return end
  local vals = {1 / 3, 1e5, -0.1, 3e-9}
  local W = xa.tensor({vals})
  local w32 = flat(W:totable())
  local ok = xa.tensor({{1 / 3, 0.1}})
  local ow = flat(ok:totable())
  nograd(function()
    with_half(function()
      local y = flat(xa.linear(xa.eye(4), W):totable())
      for i = 1, 4 do T.ok(y[i] == w32[i], ("kept float32: %.10g against %.10g"):format(y[i], w32[i])) end
      local z = flat(xa.linear(xa.eye(2), ok):totable())
      T.ok(z[1] == to_half(ow[1]) and z[1] ~= ow[1], "a weight in range is rounded")
    end)
    local before = select(3, xa._packed_linear())
    local z = flat(xa.linear(xa.eye(2), ok):totable())
    T.ok(z[1] == ow[1] and z[2] == ow[2], "float32 again after half_weights(false)")
    T.eq(select(3, xa._packed_linear()), before + 1, "the weight packed again in float32")
  end)
end)

test("half weights: a decoder step's log-probabilities stay close to float32's", function()
  if not half_ok then return end
  xa.manual_seed(5)
  local m = xa.nn.Transformer{vocab = {src = 300, tgt = 300}, d = 64, heads = 4, ffn = 128,
                              layers = {enc = 2, dec = 2}, dropout = 0}
  m:eval()
  local src = xa.randint(5, 301, 3, 9)
  local function step()
    return xa.no_grad(function()
      local enc = m:encode(src)
      local state, y = {}, xa.full(3, 1, 2, {dtype = "int64"})
      local lp
      for _ = 1, 4 do
        lp = m:decode_step(enc, y, state)
        y = select(2, lp:max(2, true))
      end
      return lp
    end)
  end
  local lf = step()
  local lh
  with_half(function() lh = step() end)
  local d = (lh - lf):abs():max():item()
  T.ok(d > 0 and d < 0.02, "log-probabilities, half against float32: max difference " .. d)
end)
