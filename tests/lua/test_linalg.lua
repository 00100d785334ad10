-- matmul / mm / bmm, layer_norm, dropout, triu / tril: forward against naive Lua
-- references written here, gradients against finite differences, every error message.

-- ---- naive references ------------------------------------------------------
local function info(t) return T.flat(t:totable()), t:shape() end

local function prod(s) local p = 1 for _, v in ipairs(s) do p = p * v end return p end

-- value at a 0-based multi-index of a row-major flat table
local function at(v, shape, idx)
  local off = 0
  for d = 1, #shape do off = off * shape[d] + idx[d] end
  return v[off + 1]
end

-- torch.matmul semantics, on plain Lua numbers; returns flat values and the shape
local function ref_matmul(a, b)
  local av, as = info(a)
  local bv, bs = info(b)
  local a1, b1 = #as == 1, #bs == 1
  if a1 then as = {1, as[1]} end
  if b1 then bs = {bs[1], 1} end
  local n, k, m = as[#as - 1], as[#as], bs[#bs]
  assert(bs[#bs - 1] == k)
  local na, nb = #as - 2, #bs - 2
  local nbo = math.max(na, nb)
  local bshape = {}
  for d = 1, nbo do
    local da, db = d - (nbo - na), d - (nbo - nb)
    local x = da >= 1 and as[da] or 1
    local y = db >= 1 and bs[db] or 1
    assert(x == y or x == 1 or y == 1)
    bshape[d] = x == 1 and y or x
  end
  local out = {}
  for idx = 0, prod(bshape) - 1 do
    local bi, r = {}, idx
    for d = nbo, 1, -1 do bi[d] = r % bshape[d]; r = r // bshape[d] end
    local ia, ib = {}, {}
    for d = 1, na do ia[d] = as[d] == 1 and 0 or bi[d + nbo - na] end
    for d = 1, nb do ib[d] = bs[d] == 1 and 0 or bi[d + nbo - nb] end
    for i = 0, n - 1 do
      for j = 0, m - 1 do
        local s = 0
        for p = 0, k - 1 do
          ia[na + 1], ia[na + 2] = i, p
          ib[nb + 1], ib[nb + 2] = p, j
          s = s + at(av, as, ia) * at(bv, bs, ib)
        end
        out[#out + 1] = s
      end
    end
  end
  local shape = {}
  for d = 1, nbo do shape[#shape + 1] = bshape[d] end
  if not a1 then shape[#shape + 1] = n end
  if not b1 then shape[#shape + 1] = m end
  return out, shape
end

-- r must have shape `shape` and values `vals` (flat) within tol
local function check(r, vals, shape, tol, msg)
  T.shape(r, shape, msg)
  local rv = T.flat(r:totable())
  T.eq(#rv, #vals, (msg or "") .. " element count")
  tol = tol or 1e-5
  for i = 1, #vals do
    local x, y = rv[i], vals[i]
    if math.abs(x - y) > tol * (1 + math.abs(y)) then
      error(("%s: element %d: got %.9g, expected %.9g"):format(msg or "check", i, x, y), 2)
    end
  end
end

local function check_matmul(a, b, tol, msg)
  local r = xa.matmul(a, b)
  local vals, shape = ref_matmul(a, b)
  check(r, vals, shape, tol, msg)
  return r
end

-- ---- matmul forward --------------------------------------------------------
test("matmul ranks: 1-D/2-D combinations and dot product", function()
  local v, w = xa.randn(5), xa.randn(5)
  local r = check_matmul(v, w, 1e-5, "dot")
  T.eq(r:dim(), 0, "dot is 0-dim")
  check_matmul(xa.randn(3, 4), xa.randn(4, 5), 1e-5, "2x2")
  check_matmul(xa.randn(4), xa.randn(4, 5), 1e-5, "1x2")
  check_matmul(xa.randn(3, 4), xa.randn(4), 1e-5, "2x1")
  -- hand-computed
  local a = xa.tensor({{1, 2, 3}, {4, 5, 6}}, {dtype = "float32"})
  local b = xa.tensor({{1, 0}, {0, 1}, {1, 1}}, {dtype = "float32"})
  T.close(xa.matmul(a, b), {{4, 5}, {10, 11}})
  T.close(xa.tensor({1, 2, 3}, {dtype = "float32"}):matmul(xa.tensor({4, 5, 6}, {dtype = "float32"})), 32)
end)

test("matmul batched N-D with broadcast batch dims", function()
  check_matmul(xa.randn(2, 3, 4), xa.randn(2, 4, 5), 1e-5, "3x3")
  check_matmul(xa.randn(2, 1, 3, 4), xa.randn(3, 4, 2), 1e-5, "(B,1,n,k)x(H,k,m)")
  local r = xa.matmul(xa.randn(2, 1, 3, 4), xa.randn(3, 4, 2))
  T.shape(r, {2, 3, 3, 2})
  check_matmul(xa.randn(2, 3, 4), xa.randn(4, 5), 1e-5, "3x2 (folded)")
  check_matmul(xa.randn(2, 2, 3, 4), xa.randn(4, 5), 1e-5, "4x2 (folded)")
  check_matmul(xa.randn(3, 4), xa.randn(2, 4, 5), 1e-5, "2x3")
  check_matmul(xa.randn(4), xa.randn(2, 4, 5), 1e-5, "1x3")
  check_matmul(xa.randn(2, 3, 4), xa.randn(4), 1e-5, "3x1")
  check_matmul(xa.randn(1, 3, 4), xa.randn(5, 4, 2), 1e-5, "batch 1 vs 5")
  check_matmul(xa.randn(5, 3, 4), xa.randn(1, 4, 2), 1e-5, "batch 5 vs 1")
end)

test("matmul non-contiguous operands: transposed (CblasTrans), narrowed, strided, expanded", function()
  local x, y = xa.randn(4, 3), xa.randn(5, 4)
  check_matmul(x:t(), y:t(), 1e-5, "both transposed")
  check_matmul(x:t(), xa.randn(4, 6), 1e-5, "a transposed")
  check_matmul(xa.randn(2, 5, 4):transpose(2, 3), xa.randn(2, 5, 3), 1e-5, "batched transposed")
  check_matmul(xa.randn(2, 5, 4):transpose(2, 3), xa.randn(5, 3), 1e-5, "batched transposed, shared b")
  check_matmul(xa.randn(3, 7):narrow(2, 2, 4), xa.randn(6, 5):narrow(1, 2, 4), 1e-5, "narrowed")
  -- columns two apart and rows six apart: no BLAS layout, copied
  local s = xa.randn(4, 3, 2):select(3, 1)
  T.eq(s:stride(1), 6); T.eq(s:stride(2), 2)
  check_matmul(s, xa.randn(3, 2), 1e-5, "strided a")
  check_matmul(xa.randn(2, 3), s:t(), 1e-5, "strided b")
  -- expanded (stride 0) operands
  check_matmul(xa.randn(3, 4), xa.randn(4, 1):expand(4, 5), 1e-5, "expanded b")
  check_matmul(xa.randn(1, 3, 4):expand(5, 3, 4), xa.randn(4, 2), 1e-5, "batch-expanded a")
  check_matmul(xa.randn(3, 4):narrow(1, 2, 1):expand(4, 1, 4), xa.randn(4, 3), 1e-5,
               "single row expanded over the batch")
  -- batched with a narrowed batch dim
  check_matmul(xa.randn(5, 3, 4):narrow(1, 2, 3), xa.randn(4, 2), 1e-5, "narrowed batch")
  check_matmul(xa.randn(3, 5, 4):narrow(2, 1, 3), xa.randn(4, 2), 1e-5, "rows narrowed inside batch")
end)

test("matmul does not copy operands that BLAS can read (memory peak)", function()
  local x = xa.randn(150, 100)        -- a = x:t() is (100, 150), column-major
  local b = xa.randn(150, 40)
  local a = x:t()
  collectgarbage(); collectgarbage()
  local live = xa.memory().live
  xa.reset_peak_memory()
  local r = xa.matmul(a, b)
  T.eq(xa.memory().peak - live, 100 * 40 * 4, "only the output is allocated")
  check(r, (ref_matmul(a, b)), {100, 40}, 1e-4, "transposed big")
  -- the Linear hot path: (B, n, k) x (k, m) with a transposed weight view
  local inp, w = xa.randn(4, 50, 30), xa.randn(20, 30)
  collectgarbage(); collectgarbage()
  live = xa.memory().live
  xa.reset_peak_memory()
  local y = xa.matmul(inp, w:t())
  T.eq(xa.memory().peak - live, 4 * 50 * 20 * 4, "folded linear: output only")
  check(y, (ref_matmul(inp, w:t())), {4, 50, 20}, 1e-4, "linear")
  -- a layout BLAS cannot read is copied once
  local s = xa.randn(60, 40, 2):select(3, 1)
  local c = xa.randn(40, 10)
  collectgarbage(); collectgarbage()
  live = xa.memory().live
  xa.reset_peak_memory()
  xa.matmul(s, c)
  T.eq(xa.memory().peak - live, 60 * 10 * 4 + 60 * 40 * 4, "output and one copy")
end)

test("matmul and linear with one row or one column (the gemv paths) in every layout", function()
  -- a product with a single output row or column goes to gemv; each operand may be
  -- row-major, transposed (BLAS reads it with Trans), or a strided column of a matrix
  for _, dt in ipairs{"float32", "float64"} do
    local tol = dt == "float32" and 1e-5 or 1e-12
    for _, k in ipairs{1, 7, 300} do
      for _, m in ipairs{1, 5, 37} do
        local a = xa.randn(1, k, {dtype = dt})                       -- (1, k) row
        local at = xa.randn(k, 1, {dtype = dt}):t()                  -- (1, k), stride (1, 1)
        local acol = xa.randn(k, 3, {dtype = dt}):narrow(2, 2, 1):t() -- (1, k), elements k*3 apart
        local b = xa.randn(k, m, {dtype = dt})
        local bt = xa.randn(m, k, {dtype = dt}):t()
        for ai, aa in ipairs{a, at, acol} do
          for bi, bb in ipairs{b, bt} do
            check_matmul(aa, bb, tol, ("%s 1x%d·%dx%d a%d b%d"):format(dt, k, k, m, ai, bi))
            -- one column: (m, k)·(k, 1)
            check_matmul(bb:t(), aa:t(), tol, ("%s %dx%d·%dx1 a%d b%d"):format(dt, m, k, k, ai, bi))
          end
          -- linear: one row x (1, k) · Wᵀ + bias, W (m, k) as is and as a transposed view
          local bias = xa.randn(m, {dtype = dt})
          for wi, w in ipairs{bt:t():contiguous(), b:t()} do
            local vals = ref_matmul(aa, w:t())
            local bv = T.flat(bias:totable())
            for j = 1, m do vals[j] = vals[j] + bv[j] end
            check(xa.linear(aa, w, bias), vals, {1, m}, tol, ("%s linear 1x%d w%d a%d"):format(dt, k, wi, ai))
          end
        end
      end
    end
    -- 1-D · 2-D and 2-D · 1-D are one row and one column
    local v, M = xa.randn(6, {dtype = dt}), xa.randn(6, 4, {dtype = dt})
    check_matmul(v, M, tol, dt .. " vector · matrix")
    check_matmul(M:t(), v, tol, dt .. " matrix · vector")
  end
  -- gradients flow through the gemv paths (x one row, W transposed or not)
  T.gradcheck(function(x, w, bb) return xa.linear(x, w, bb) end, {T.param(1, 5), T.param(3, 5), T.param(3)})
  T.gradcheck(function(x, w) return xa.matmul(x, w:t()) end, {T.param(1, 4), T.param(6, 4)})
  T.gradcheck(function(x, w) return xa.matmul(w, x:t()) end, {T.param(1, 4), T.param(6, 4)})
end)

test("float32 one-row products on every thread count, any row count, weights with ld > cols", function()
  -- x (1, k) · Wᵀ and W · x (the linear layers of a batch-1 decoding step) against the
  -- float64 product, on 1 to 3 threads, above and below the size OpenBLAS splits at
  local threads = xa.threads()
  for _, rk in ipairs{{300, 256}, {8001, 37}, {4, 9}, {1027, 64}, {3, 1}} do
    local rows, k = rk[1], rk[2]
    local W = xa.randn(rows, k + 3):narrow(2, 2, k) -- row stride k + 3
    local x = xa.randn(1, k)
    local ref = xa.matmul(x:double(), W:double():t())
    local tol = 1e-5 * math.sqrt(k)
    for nt = 1, 3 do
      xa.set_threads(nt)
      local a, b, c = xa.matmul(x, W:t()), xa.matmul(W, x:t()), xa.linear(x, W)
      xa.set_threads(threads)
      T.close(a:double(), ref, tol, ("%dx%d x·Wᵀ, %d threads"):format(rows, k, nt))
      T.close(b:double():t(), ref, tol, ("%dx%d W·x, %d threads"):format(rows, k, nt))
      T.close(c:double(), ref, tol, ("%dx%d linear, %d threads"):format(rows, k, nt))
    end
  end
end)

test("products with a thin side split over the threads: every layout, ld > cols, the same bits run after run", function()
  -- a Linear layer with 12 outputs over 5,000 rows (forward, input gradient, weight
  -- gradient) and its transposed layouts, split into fixed ranges of rows or columns above
  -- the split size: right on 1 to 3 threads, and the same bits when run again
  local threads = xa.threads()
  local R = 5000
  local x = xa.randn(R, 197):narrow(2, 3, 192)          -- ld 197 > 192 columns
  local W = xa.randn(12, 192)
  local d = xa.randn(R, 12)
  local cases = {
    {x, W:t(), "x Wᵀ (n = 12)"},
    {d, W, "d W (k = 12)"},
    {d:t(), x, "dᵀ x (m = 12)"},
    {W, x:t(), "W xᵀ (m = 12, wide)"},
    {x:t():contiguous():t(), W:t():contiguous(), "x stored transposed"},
    {xa.randn(R, 16, {dtype = "float64"}), xa.randn(16, 300, {dtype = "float64"}), "float64 (k = 16)"},
    {xa.randn(R, 64), xa.randn(64, 192), "k = 64 (a head-size layer)"},
    {xa.randn(R, 100), xa.randn(100, 64), "n = 64"},
    {xa.randn(64, 256), xa.randn(256, 3000), "64 rows, wide (not split)"},
    {xa.randn(R, 65), xa.randn(65, 70), "no side thin (65, 70)"},
  }
  for _, c in ipairs(cases) do
    xa.set_threads(1) -- the reference: one float64 BLAS call, never split
    local ok0, ref = pcall(xa.matmul, c[1]:double(), c[2]:double())
    xa.set_threads(threads)
    if not ok0 then error(ref, 0) end
    local k = c[1]:size(2)
    for nt = 1, 3 do
      xa.set_threads(nt)
      local ok, r = pcall(xa.matmul, c[1], c[2])
      local ok2, r2 = pcall(xa.matmul, c[1], c[2])
      xa.set_threads(threads)
      if not ok then error(r, 0) end
      if not ok2 then error(r2, 0) end
      T.close(r:double(), ref, c[1]:dtype() == "float64" and 1e-12 or 1e-5 * math.sqrt(k),
              ("%s, %d threads"):format(c[3], nt))
      T.close(r2, r, 0, ("%s, %d threads: the same bits again"):format(c[3], nt))
    end
  end
  -- the Linear op itself on 2 threads: bias added, the gradients of all three
  local b = xa.randn(12)
  local function grads(nt)
    xa.set_threads(nt)
    local xx, ww, bb = x:clone():requires_grad_(true), W:clone():requires_grad_(true), b:clone():requires_grad_(true)
    local y = xa.linear(xx, ww, bb)
    y:backward(d)
    xa.set_threads(threads)
    return y, xx.grad, ww.grad, bb.grad
  end
  local y1, gx1, gw1, gb1 = grads(2)
  local y2, gx2, gw2, gb2 = grads(2)
  local yref = xa.matmul(x:double(), W:double():t()) + b:double()
  T.close(y1:double(), yref, 1e-4, "linear with bias")
  T.close(gx1:double(), xa.matmul(d:double(), W:double()), 1e-4, "linear dx")
  T.close(gw1:double(), xa.matmul(d:double():t(), x:double()), 1e-3, "linear dW")
  T.close(gb1:double(), d:double():sum(1), 1e-3, "linear db")
  for _, p in ipairs{{y1, y2, "y"}, {gx1, gx2, "dx"}, {gw1, gw2, "dW"}, {gb1, gb2, "db"}} do
    T.close(p[1], p[2], 0, "linear " .. p[3] .. ": the same bits again")
  end
end)

test("batched matmul of small products split over the threads: every layout and thread count", function()
  -- below the split size each product of the batch goes to one thread: against the naive
  -- product, with the batch broadcast, transposed operands (attention's q kᵀ) and a narrowed
  -- batch, on 1 to 3 threads; a large product keeps BLAS's threads
  local threads = xa.threads()
  local q, k = xa.randn(5, 3, 6, 4), xa.randn(5, 3, 7, 4)
  local cases = {
    {q, k:transpose(3, 4), "q kᵀ"},
    {xa.randn(5, 3, 6, 7), xa.randn(1, 3, 7, 4), "batch broadcast in b"},
    {xa.randn(3, 6, 7), xa.randn(5, 1, 7, 4), "broadcast in both"},
    {xa.randn(9, 3, 6, 7):narrow(1, 3, 5), xa.randn(5, 3, 4, 7):transpose(3, 4), "narrowed batch, b transposed"},
    {xa.randn(2, 3, 6, 4, {dtype = "float64"}), xa.randn(2, 3, 4, 5, {dtype = "float64"}), "float64"},
    {xa.randn(2, 130, 128), xa.randn(2, 128, 70), "large products (BLAS's threads)"},
  }
  for nt = 1, 3 do
    xa.set_threads(nt)
    for _, c in ipairs(cases) do
      local ok, err = pcall(check_matmul, c[1], c[2], c[1]:dtype() == "float64" and 1e-12 or 1e-4,
                            ("%s, %d threads"):format(c[3], nt))
      if not ok then xa.set_threads(threads); error(err, 0) end
    end
  end
  xa.set_threads(threads)
end)

test("matmul size-1 and empty dims", function()
  check_matmul(xa.randn(1, 4), xa.randn(4, 1), 1e-5, "1x4 . 4x1")
  check_matmul(xa.randn(3, 1), xa.randn(1, 5), 1e-5, "k = 1")
  check_matmul(xa.randn(1, 1), xa.randn(1, 1), 1e-5, "1x1")
  check_matmul(xa.randn(1), xa.randn(1), 1e-5, "dot of one")
  check_matmul(xa.randn(2, 1, 4), xa.randn(2, 4, 1), 1e-5, "batched n = m = 1")
  local z = xa.matmul(xa.randn(3, 0), xa.randn(0, 4))
  T.shape(z, {3, 4}); T.close(z, 0)
  T.close(xa.matmul(xa.zeros(0), xa.zeros(0)), 0)
  T.shape(xa.matmul(xa.randn(0, 3), xa.randn(3, 4)), {0, 4})
  T.shape(xa.matmul(xa.randn(2, 3), xa.randn(3, 0)), {2, 0})
  T.shape(xa.matmul(xa.randn(0, 2, 3), xa.randn(3, 4)), {0, 2, 4})
  T.shape(xa.matmul(xa.randn(2, 0, 3), xa.randn(2, 3, 4)), {2, 0, 4})
  local zb = xa.matmul(xa.randn(2, 3, 0), xa.randn(0, 5))
  T.shape(zb, {2, 3, 5}); T.close(zb, 0)
  local zi = xa.matmul(xa.zeros(2, 0, {dtype = "int64"}), xa.zeros(0, 3, {dtype = "int64"}))
  T.eq(zi:dtype(), "int64"); T.close(zi, 0)
end)

test("matmul float64 and int64", function()
  local a, b = xa.randn(3, 4):double(), xa.randn(4, 5):double()
  local r = check_matmul(a, b, 1e-12, "float64")
  T.eq(r:dtype(), "float64")
  check_matmul(xa.randn(2, 3, 4):double():transpose(2, 3), xa.randn(2, 3, 2):double(), 1e-12, "float64 batched T")
  local ia, ib = xa.randint(-9, 10, 3, 4), xa.randint(-9, 10, 4, 5)
  local ri = check_matmul(ia, ib, 0, "int64")
  T.eq(ri:dtype(), "int64")
  check_matmul(xa.randint(-5, 5, 2, 1, 3, 4), xa.randint(-5, 5, 3, 4, 2), 0, "int64 broadcast")
  check_matmul(xa.randint(-5, 5, 4, 3):t(), xa.randint(-5, 5, 2, 4):t(), 0, "int64 transposed")
  check_matmul(xa.randint(-5, 5, 4), xa.randint(-5, 5, 4), 0, "int64 dot")
  check_matmul(xa.randint(-5, 5, 40, 600), xa.randint(-5, 5, 600, 70), 0, "int64 larger (threads, blocks)")
  -- mixed dtypes promote
  local m = xa.matmul(xa.randint(-3, 3, 2, 3), xa.randn(3, 2))
  T.eq(m:dtype(), "float32")
end)

test("mm and bmm aliases", function()
  local a, b = xa.randn(3, 4), xa.randn(4, 2)
  check(xa.mm(a, b), ref_matmul(a, b), {3, 2}, 1e-5, "mm")
  check(a:mm(b), ref_matmul(a, b), {3, 2}, 1e-5, "mm method")
  local c, d = xa.randn(2, 3, 4), xa.randn(2, 4, 5)
  check(xa.bmm(c, d), ref_matmul(c, d), {2, 3, 5}, 1e-5, "bmm")
  T.raises(function() xa.mm(xa.randn(2, 3, 4), b) end, "mm: expected two 2-D tensors, got shapes (2,3,4) and (4,2)")
  T.raises(function() xa.bmm(a, b) end, "bmm: expected two 3-D tensors, got shapes (3,4) and (4,2)")
  T.raises(function() xa.bmm(xa.randn(2, 3, 4), xa.randn(1, 4, 5)) end, "bmm: batch sizes of shapes (2,3,4) and (1,4,5) differ")
end)

test("matmul errors", function()
  T.raises(function() xa.matmul(xa.randn(2, 3), xa.randn(4, 5)) end,
           "matmul: shapes (2,3) and (4,5) do not match (3 vs 4)")
  T.raises(function() xa.matmul(xa.randn(3), xa.randn(4)) end, "matmul: shapes (3) and (4) do not match (3 vs 4)")
  T.raises(function() xa.matmul(xa.randn(2, 3, 4), xa.randn(5, 4, 2)) end,
           "matmul: batch dimensions of shapes (2,3,4) and (5,4,2) cannot be broadcast (2 vs 5)")
  T.raises(function() xa.matmul(xa.ones(2, 2, {dtype = "bool"}), xa.randn(2, 2)) end,
           "matmul: bool tensors are not supported")
  T.raises(function() xa.matmul(xa.randn(2, 2), xa.ones(2, {dtype = "bool"})) end, "bool")
  T.raises(function() xa.matmul(xa.tensor(2.0), xa.randn(2)) end,
           "matmul: both arguments need at least 1 dimension, got shapes () and (2)")
  T.raises(function() xa.matmul(xa.randn(2, 2), 3) end, "xattn.Tensor expected")
end)

-- ---- matmul gradients ------------------------------------------------------
test("matmul gradcheck in every rank combination", function()
  local mm = function(a, b) return xa.matmul(a, b) end
  local cases = {
    {{4}, {4}}, {{4}, {4, 3}}, {{3, 4}, {4}}, {{3, 4}, {4, 2}},
    {{2, 3, 4}, {4, 2}}, {{3, 4}, {2, 4, 2}}, {{2, 3, 4}, {2, 4, 2}},
    {{4}, {2, 4, 3}}, {{2, 3, 4}, {4}}, {{2, 1, 3, 4}, {3, 4, 2}},
    {{1, 2, 3}, {2, 3, 2}}, {{1, 4}, {4, 1}}, {{2, 3, 0}, {0, 2}},
  }
  for _, c in ipairs(cases) do
    local a, b = T.param(table.unpack(c[1])), T.param(table.unpack(c[2]))
    local ok, msg = xa.gradcheck(mm, {a, b})
    if not ok then error(T.shape_str(c[1]) .. " x " .. T.shape_str(c[2]) .. ": " .. msg) end
    T.shape(a.grad or xa.zeros(table.unpack(c[1])), c[1])
    T.shape(b.grad or xa.zeros(table.unpack(c[2])), c[2])
  end
end)

test("matmul gradcheck with transposed, narrowed and expanded inputs", function()
  local a, b = T.param(4, 3), T.param(5, 4)
  T.gradcheck(function(x, y) return xa.matmul(x:t(), y:t()) end, {a, b})
  local c, w = T.param(2, 5, 3), T.param(4, 3)
  T.gradcheck(function(x, y) return xa.matmul(x, y:t()) end, {c, w}) -- the Linear layer
  local d, e = T.param(3, 6), T.param(1, 4, 2)
  T.gradcheck(function(x, y) return xa.matmul(x:narrow(2, 2, 4), y:expand(3, 4, 2)) end, {d, e})
  -- only one input requires grad
  local f, g = T.param(3, 4), xa.randn(4, 2):double()
  T.gradcheck(function(x, y) return xa.matmul(x, y) end, {f, g})
  T.eq(g.grad, nil)
end)

test("matmul float32 gradients through mixed dtypes keep each input's dtype", function()
  local a = xa.randn(3, 4, {requires_grad = true})
  local b = xa.randn(4, 2):double()
  b:requires_grad_(true)
  local y = xa.matmul(a, b)
  T.eq(y:dtype(), "float64")
  y:backward(xa.ones(3, 2):double())
  T.eq(a.grad:dtype(), "float32"); T.shape(a.grad, {3, 4})
  T.eq(b.grad:dtype(), "float64"); T.shape(b.grad, {4, 2})
  -- d(sum(a b))/da = ones(3,2) bᵀ: row sums of b, repeated
  local bt = b:totable()
  local exp = {}
  for i = 1, 3 do exp[i] = {} for p = 1, 4 do exp[i][p] = bt[p][1] + bt[p][2] end end
  T.close(a.grad, exp, 1e-5)
end)

-- ---- layer norm ------------------------------------------------------------
local function ref_layer_norm(x, nnorm, w, b, eps)
  local v, s = info(x)
  local cols = 1
  for d = #s - nnorm + 1, #s do cols = cols * s[d] end
  local wv = w and info(w)
  local bv = b and info(b)
  local out = {}
  for r = 0, #v // math.max(cols, 1) - 1 do
    local mean, var = 0, 0
    for j = 1, cols do mean = mean + v[r * cols + j] end
    mean = mean / cols
    for j = 1, cols do var = var + (v[r * cols + j] - mean) ^ 2 end
    var = var / cols
    for j = 1, cols do
      local y = (v[r * cols + j] - mean) / math.sqrt(var + eps)
      if wv then y = y * wv[j] end
      if bv then y = y + bv[j] end
      out[r * cols + j] = y
    end
  end
  return out, s
end

test("layer_norm against a naive implementation", function()
  local x = xa.randn(4, 6)
  local vals, s = ref_layer_norm(x, 1, nil, nil, 1e-5)
  check(xa.layer_norm(x, 6), vals, s, 1e-5, "no affine")
  local w, b = xa.randn(6), xa.randn(6)
  vals = ref_layer_norm(x, 1, w, b, 1e-5)
  check(x:layer_norm(6, w, b), vals, s, 1e-5, "affine, method")
  vals = ref_layer_norm(x, 1, w, nil, 1e-5)
  check(xa.layer_norm(x, {6}, w), vals, s, 1e-5, "weight only")
  vals = ref_layer_norm(x, 1, nil, b, 0.1)
  check(xa.layer_norm(x, 6, nil, b, 0.1), vals, s, 1e-5, "bias only, eps 0.1")
  -- nnorm 2, non-contiguous input, float64
  local y = xa.randn(3, 5, 4):double():transpose(1, 2)   -- (5, 3, 4)
  local w2, b2 = xa.randn(3, 4):double(), xa.randn(3, 4):double()
  vals, s = ref_layer_norm(y, 2, w2, b2, 1e-5)
  check(xa.layer_norm(y, {3, 4}, w2, b2), vals, s, 1e-10, "nnorm 2, transposed, float64")
  -- large mean, small spread: the one-pass statistics must stay accurate in float32
  local z = xa.randn(2, 256):double() * 0.01 + 1000
  vals, s = ref_layer_norm(z, 1, nil, nil, 1e-5)
  check(xa.layer_norm(z:float(), 256), vals, s, 2e-2, "float32, mean 1000, std 0.01")
  check(xa.layer_norm(z, 256), vals, s, 1e-6, "float64, mean 1000, std 0.01")
  -- hand-computed: (1,2,3) -> mean 2, var 2/3
  local h = xa.layer_norm(xa.tensor({{1, 2, 3}}, {dtype = "float64"}), 3, nil, nil, 0)
  local r = 1 / math.sqrt(2 / 3)
  T.close(h, {{-r, 0, r}}, 1e-12)
  -- constant rows give zeros (variance 0, eps > 0), size-1 and empty rows
  T.close(xa.layer_norm(xa.full(2, 3, 7.0), 3), 0)
  T.close(xa.layer_norm(xa.randn(3, 1), 1), 0)
  T.shape(xa.layer_norm(xa.randn(0, 4), 4), {0, 4})
  T.shape(xa.layer_norm(xa.randn(2, 0), 0), {2, 0})
  -- bigger than one thread's share
  local big = xa.randn(300, 256)
  local wb, bb = xa.randn(256), xa.randn(256)
  vals, s = ref_layer_norm(big, 1, wb, bb, 1e-5)
  check(xa.layer_norm(big, 256, wb, bb), vals, s, 1e-4, "300 x 256")
end)

test("layer_norm gradcheck with and without weight/bias, nnorm 1 and 2", function()
  local ln1 = function(x, w, b) return xa.layer_norm(x, 5, w, b) end
  T.gradcheck(ln1, {T.param(3, 5), T.param(5), T.param(5)})
  T.gradcheck(function(x) return xa.layer_norm(x, 5) end, {T.param(3, 5)})
  T.gradcheck(function(x, w) return xa.layer_norm(x, 5, w) end, {T.param(3, 5), T.param(5)})
  T.gradcheck(function(x, b) return xa.layer_norm(x, 5, nil, b) end, {T.param(3, 5), T.param(5)})
  T.gradcheck(function(x, w, b) return xa.layer_norm(x, {3, 4}, w, b, 1e-3) end,
              {T.param(2, 3, 4), T.param(3, 4), T.param(3, 4)})
  T.gradcheck(function(x) return xa.layer_norm(x, {3, 4}) end, {T.param(2, 3, 4)})
  -- non-contiguous input, only weight/bias require grad
  local x = xa.randn(4, 3):double()
  T.gradcheck(function(xx, w, b) return xa.layer_norm(xx:t(), 4, w, b) end, {x, T.param(4), T.param(4)})
  -- many rows (the multi-thread backward path)
  T.gradcheck(function(xx, w, b) return xa.layer_norm(xx, 3, w, b) end,
              {T.param(2, 3), T.param(3), T.param(3)})
end)

test("layer_norm backward sums weight/bias gradients over many rows", function()
  xa.set_threads(2)
  local x = xa.randn(2000, 40):double()
  local w = xa.randn(40):double(); w:requires_grad_(true)
  local b = xa.randn(40):double(); b:requires_grad_(true)
  local y = xa.layer_norm(x, 40, w, b)
  local g = xa.randn(2000, 40):double()
  y:backward(g)
  -- db = column sums of g; dw = column sums of g * xhat
  local gv, xh = info(g), ref_layer_norm(x, 1, nil, nil, 1e-5)
  local db, dw = {}, {}
  for j = 1, 40 do db[j], dw[j] = 0, 0 end
  for r = 0, 1999 do
    for j = 1, 40 do
      db[j] = db[j] + gv[r * 40 + j]
      dw[j] = dw[j] + gv[r * 40 + j] * xh[r * 40 + j]
    end
  end
  T.close(b.grad, db, 1e-9)
  T.close(w.grad, dw, 1e-9)
  xa.set_threads(1)
end)

test("layer_norm float32 forward and backward against float64, rows of odd length", function()
  -- the vectorised row loops with a tail (37 columns), float32 against the float64 kernels
  -- (which the gradchecks above check against finite differences), every affine variant
  for _, v in ipairs{{true, true}, {true, false}, {false, true}, {false, false}} do
    local x64 = xa.randn(300, 37):double() * 3 + 5
    local w64 = v[1] and xa.randn(37):double() or nil
    local b64 = v[2] and xa.randn(37):double() or nil
    local g64 = xa.randn(300, 37):double()
    local function run(dt)
      local x = x64:to(dt):requires_grad_(true)
      local w = w64 and w64:to(dt):requires_grad_(true)
      local b = b64 and b64:to(dt):requires_grad_(true)
      local y = xa.layer_norm(x, 37, w, b)
      y:backward(g64:to(dt))
      return y, x.grad, w and w.grad, b and b.grad
    end
    local y1, dx1, dw1, db1 = run("float32")
    local y2, dx2, dw2, db2 = run("float64")
    local tag = ("weight %s, bias %s"):format(tostring(v[1]), tostring(v[2]))
    T.close(y1:double(), y2, 1e-4, tag .. ": y")
    T.close(dx1:double(), dx2, 1e-4, tag .. ": dx")
    if dw1 then T.close(dw1:double(), dw2, 1e-3, tag .. ": dw") end
    if db1 then T.close(db1:double(), db2, 1e-3, tag .. ": db") end
  end
end)

test("layer_norm errors", function()
  local x = xa.randn(2, 3, 4)
  T.raises(function() xa.layer_norm(x, 5) end,
           "layer_norm: normalized_shape (5) does not match the last dims of input (2,3,4)")
  T.raises(function() xa.layer_norm(x, {2, 4}) end, "normalized_shape (2,4) does not match")
  T.raises(function() xa.layer_norm(x, {1, 2, 3, 4}) end, "normalized_shape (1,2,3,4) does not match")
  T.raises(function() xa.layer_norm(x, "4") end, "normalized_shape (integer or table) expected")
  T.raises(function() xa.layer_norm(x, {}) end, "normalized_shape must list 1 to 8 sizes")
  T.raises(function() xa.layer_norm(x, 4.5) end, "normalized_shape must be an integer")
  T.raises(function() xa.layer_norm(x, {4.5}) end, "normalized_shape must hold integers")
  T.shape(xa.layer_norm(x, 4.0), {2, 3, 4})
  T.raises(function() xa.layer_norm(x, 4, xa.randn(3)) end,
           "layer_norm: weight of shape (3) does not match the normalized shape (4) of input (2,3,4)")
  T.raises(function() xa.layer_norm(x, 4, nil, xa.randn(4, 1)) end, "layer_norm: bias of shape (4,1)")
  T.raises(function() xa.layer_norm(x, 4, xa.randn(4):double()) end, "layer_norm: weight is float64 but the input is float32")
  T.raises(function() xa.layer_norm(xa.ones(2, 4, {dtype = "int64"}), 4) end,
           "layer_norm: input must be float32 or float64, got int64")
  T.raises(function() xa.layer_norm(x, 4, nil, nil, -1) end, "layer_norm: eps must be finite and >= 0")
end)

-- ---- dropout ---------------------------------------------------------------
test("dropout keeps 1-p of the elements, scales them, preserves the mean", function()
  local n, p = 100000, 0.3
  local x = xa.ones(n)
  local y = xa.dropout(x, p)
  local v = T.flat(y:totable())
  local kept, sum = 0, 0
  local scale = 1 / (1 - p)
  for i = 1, n do
    if v[i] ~= 0 then
      kept = kept + 1
      if math.abs(v[i] - scale) > 1e-6 then error("kept value " .. v[i] .. " is not 1/(1-p)") end
    end
    sum = sum + v[i]
  end
  -- the standard deviation of the kept fraction is sqrt(p(1-p)/n) ~ 0.0015
  T.ok(math.abs(kept / n - (1 - p)) < 0.01, "fraction kept " .. kept / n)
  T.ok(math.abs(sum / n - 1) < 0.02, "mean " .. sum / n)
  -- float64 and a strided input
  local z = xa.randn(200, 500):double():t()
  local dz = xa.dropout(z, 0.5)
  local zv, dv = T.flat(z:totable()), T.flat(dz:totable())
  local k2 = 0
  for i = 1, #zv do
    if dv[i] ~= 0 then
      k2 = k2 + 1
      if math.abs(dv[i] - 2 * zv[i]) > 1e-12 then error("strided dropout value") end
    end
  end
  T.ok(math.abs(k2 / #zv - 0.5) < 0.01, "fraction kept (strided) " .. k2 / #zv)
end)

test("dropout: a dropped NaN or inf is 0, a kept one stays NaN or inf (a select, not x * 0)", function()
  local vals = {}
  for i = 1, 3000 do vals[i] = ({0 / 0, math.huge, -math.huge, 2})[i % 4 + 1] end
  for _, dt in ipairs{"float32", "float64"} do
    local x = xa.tensor(vals, {dtype = dt})
    local y = T.flat(xa.dropout(x, 0.5):totable())
    local zeros, kept = 0, 0
    for i = 1, #vals do
      if y[i] == 0 then zeros = zeros + 1
      else
        kept = kept + 1
        local want = vals[i] * 2
        local same = (want ~= want and y[i] ~= y[i]) or want == y[i]
        if not same then error(("%s: element %d: %s kept as %s"):format(dt, i, vals[i], y[i])) end
      end
    end
    T.ok(zeros > 1300 and kept > 1300, dt .. ": both dropped and kept elements, " .. zeros .. " / " .. kept)
  end
end)

-- xoshiro256** written out in Lua's 64-bit integers, from the state rng_state() shows: the
-- reference for the dropout mask's stream (element 2q keeps when the low half of draw q is
-- >= p 2^32, element 2q+1 the high half)
local function lua_xoshiro(state)
  local s = {}
  for i = 0, 3 do s[i + 1] = math.tointeger(tonumber(state:sub(14 + 16 * i, 29 + 16 * i), 16)) end
  -- tonumber of 16 hex digits wraps to the signed integer of those bits
  local function rotl(x, k) return (x << k) | (x >> (64 - k)) end
  return function()
    local r = rotl(s[2] * 5, 7) * 9
    local t = s[2] << 17
    s[3] = s[3] ~ s[1]; s[4] = s[4] ~ s[2]; s[2] = s[2] ~ s[3]; s[1] = s[1] ~ s[4]
    s[3] = s[3] ~ t; s[4] = rotl(s[4], 45)
    return r
  end, function() return ("xoshiro256ss:%016x%016x%016x%016x"):format(s[1], s[2], s[3], s[4]) end
end

test("dropout masks are xoshiro256**'s stream in index order at any thread count (parallel draws jump ahead)", function()
  -- 1, 2 and 3 threads; n odd and even, small (drawn serially) and large (split over the
  -- threads, each range jumping to its place in the stream); the generator's state after
  -- the mask is the state after all its draws
  local old = xa.threads()
  for _, n in ipairs{1, 6, 7, 200001} do
    for _, th in ipairs{1, 2, 3} do
      xa.set_threads(th)
      xa.manual_seed(1234 + n)
      local next_draw, state = lua_xoshiro(xa.rng_state())
      local p = 0.3
      local thr = math.floor(p * 4294967296.0)
      local y = T.flat(xa.dropout(xa.ones(n), p, true):totable())
      local bad
      for q = 0, (n + 1) // 2 - 1 do
        local r = next_draw()
        local k0 = (r & 0xffffffff) >= thr
        if (y[2 * q + 1] ~= 0) ~= k0 then bad = bad or 2 * q + 1 end
        if 2 * q + 2 <= n and (y[2 * q + 2] ~= 0) ~= ((r >> 32) >= thr) then bad = bad or 2 * q + 2 end
      end
      T.ok(not bad, ("n %d, %d threads: element %s differs from the stream"):format(n, th, tostring(bad)))
      T.eq(xa.rng_state(), state(), ("n %d, %d threads: the state after the mask"):format(n, th))
    end
  end
  xa.set_threads(old)
end)

test("dropout: same seed gives the same mask; eval mode and p=0 are the identity; p=1 zeros", function()
  local x = xa.randn(1001)
  xa.manual_seed(42)
  local a = T.flat(xa.dropout(x, 0.5):totable())
  xa.manual_seed(42)
  local b = T.flat(x:dropout(0.5, true):totable())
  local c = T.flat(xa.dropout(x, 0.5):totable()) -- the generator moved on
  local same, differ = true, false
  for i = 1, #a do
    if a[i] ~= b[i] then same = false end
    if a[i] ~= c[i] then differ = true end
  end
  T.ok(same, "same seed, same mask"); T.ok(differ, "next draw differs")
  T.close(xa.dropout(x, 0.5, false), x:totable(), 0)
  T.close(xa.dropout(x, 0), x:totable(), 0)
  T.close(xa.dropout(x, 1), 0)
  -- eval mode returns x itself: writes through
  local e = xa.dropout(x, 0.9, false)
  e:set(1, 123)
  T.eq(x:get(1), 123)
  T.shape(xa.dropout(xa.randn(0, 3), 0.5), {0, 3})
end)

test("dropout gradient equals mask * scale", function()
  local x = xa.randn(50, 40, {requires_grad = true})
  local y = xa.dropout(x, 0.25)
  local g = xa.randn(50, 40)
  y:backward(g)
  local xv, yv, gv, dv = T.flat(x:totable()), T.flat(y:totable()), T.flat(g:totable()), T.flat(x.grad:totable())
  for i = 1, #xv do
    local kept = yv[i] ~= 0 or xv[i] == 0
    local want = kept and gv[i] / 0.75 or 0
    if math.abs(dv[i] - want) > 1e-5 * (1 + math.abs(want)) then
      error(("element %d: grad %g, expected %g"):format(i, dv[i], want))
    end
  end
  T.gradcheck(function(t) xa.manual_seed(7) return xa.dropout(t, 0.4) end, {T.param(6, 5)})
  local z = T.param(3, 3)
  xa.dropout(z, 1):backward(xa.ones(3, 3):double())
  T.close(z.grad, 0)
end)

test("dropout errors", function()
  T.raises(function() xa.dropout(xa.randn(3), 1.5) end, "dropout: probability p must be between 0 and 1, got 1.5")
  T.raises(function() xa.dropout(xa.randn(3), -0.1) end, "probability p must be between 0 and 1")
  T.raises(function() xa.dropout(xa.randn(3), 0 / 0) end, "probability p must be between 0 and 1")
  T.raises(function() xa.dropout(xa.ones(3, {dtype = "int64"}), 0.5) end, "dropout: input must be float32 or float64, got int64")
end)

-- ---- triu / tril -------------------------------------------------------------
local function ref_tri(t, k, upper)
  local v, s = info(t)
  local n, m = s[#s - 1], s[#s]
  local out = {}
  for i = 1, #v do
    local e = (i - 1) % (n * m)
    local r, c = e // m, e % m
    local keep = upper and (c - r >= k) or (not upper and c - r <= k)
    local z = v[i]
    if type(z) == "boolean" then z = z and 1 or 0 end
    out[i] = keep and z or 0
  end
  return out, s
end

test("triu / tril against naive, batched, non-contiguous, every dtype", function()
  local inputs = {xa.randn(4, 5), xa.randn(5, 3), xa.randn(2, 3, 4), xa.randn(4, 3):t(),
                  xa.randn(2, 4, 3):transpose(1, 3), xa.randint(-9, 9, 3, 4),
                  xa.randn(3, 3):double(), xa.rand(3, 4):bool(), xa.randn(1, 1), xa.randn(0, 3)}
  for _, t in ipairs(inputs) do
    for k = -3, 3 do
      local v, s = ref_tri(t, k, true)
      local u = xa.triu(t, k)
      T.eq(u:dtype(), t:dtype())
      check(u:double(), v, s, 0, "triu k=" .. k)
      v, s = ref_tri(t, k, false)
      check(t:tril(k):double(), v, s, 0, "tril k=" .. k)
    end
  end
  T.close(xa.triu(xa.ones(3, 3)), {{1, 1, 1}, {0, 1, 1}, {0, 0, 1}})
  T.close(xa.tril(xa.ones(2, 3), -1), {{0, 0, 0}, {1, 0, 0}})
  T.close(xa.triu(xa.ones(2, 2), math.maxinteger), 0)
  T.close(xa.tril(xa.ones(2, 2), math.mininteger), 0)
  T.close(xa.tril(xa.ones(2, 2), math.maxinteger), 1)
end)

test("triu / tril gradients and errors", function()
  T.gradcheck(function(t) return xa.triu(t, 1) end, {T.param(3, 4)})
  T.gradcheck(function(t) return xa.tril(t:transpose(1, 2), -1) end, {T.param(2, 4, 3)})
  T.raises(function() xa.triu(xa.randn(3)) end, "triu: input must have at least 2 dimensions, got shape (3)")
  T.raises(function() xa.tril(xa.tensor(1.0)) end, "tril: input must have at least 2 dimensions, got shape ()")
  T.raises(function() xa.tril(xa.randn(2, 2), 0.5) end, "number has no integer representation")
end)

test("bench helpers and clock", function()
  local t0 = xa.clock()
  T.ok(type(t0) == "number")
  T.ok(xa.clock() >= t0)
  T.ok(xa._bench_sgemm(8, 8, 8, 2) > 0)
  T.ok(xa._bench_memcpy(1024, 2) > 0)
  T.raises(function() xa._bench_sgemm(0, 8, 8) end, "_bench_sgemm: sizes must be between 1 and 65536")
  T.raises(function() xa._bench_memcpy(0) end, "nbytes must be between")
  T.ok(xa._bench_memcpy(4097, 2, 2) > 0, "a copy split over 2 threads, odd size")
  T.ok(xa._bench_memcpy(3, 1, 4) > 0, "more threads than bytes")
  T.raises(function() xa._bench_memcpy(1024, 2, 0) end, "threads must be between 1 and 1024")
  T.ok(xa._bench_read(1024, 2) > 0)
  T.ok(xa._bench_read(4100, 2, 2) > 0, "a read split over 2 threads, not a multiple of 32 floats")
  T.ok(xa._bench_read(4, 1, 4) > 0, "more threads than floats")
  T.raises(function() xa._bench_read(3) end, "nbytes must be between 4")
  T.raises(function() xa._bench_read(1024, 0) end, "iters must be >= 1")
  T.raises(function() xa._bench_read(1024, 2, 0) end, "threads must be between 1 and 1024")
  T.ok(xa.help("matmul"):find("torch.matmul", 1, true))
  T.ok(xa.help("clock"))
  T.ok(xa.peak_rss() > 1e6, "peak_rss of this process")
  T.ok(xa.peak_rss("children") >= 0)
  T.raises(function() xa.peak_rss("parent") end, "invalid option 'parent'")
  local b = xa.blas()
  T.ok(type(b.config) == "string" and b.config:find("OpenBLAS", 1, true), "blas().config")
  T.ok(b.parallel == "openmp" or b.parallel == "pthread" or b.parallel == "sequential", "blas().parallel")
  T.eq(b.threads, xa.threads())
end)
