-- xattn's own float32 product (tensor/sgemm.c) through the op layer: matmul with operands
-- that are transposed, narrowed (rows further apart than their length) and batched, and
-- linear forward and backward, against OpenBLAS's float64 product of the same values (an
-- independent implementation) within float32's error bound; the same bits on 1 and 2
-- threads; the switch. Each check runs with the AVX-512 kernels where the CPU has them and
-- with the generic ones everywhere (tests/c/test_sgemm.c checks the kernels' edges against
-- a naive loop).

local mode0 = xa._own_gemm()
local modes = {"generic"}
xa._own_gemm(true)
if xa._own_gemm() == "avx512" then modes[#modes + 1] = "avx512" end -- the CPU has AVX-512
xa._own_gemm(mode0)
local function taken() return select(2, xa._own_gemm()) end

-- |c - a b| within k units of the last place of |a| |b| (float32 sums of k products)
local function within_bound(c, a, b, msg)
  local A, B = a:double(), b:double()
  local ref, mag = A:matmul(B), A:abs():matmul(B:abs())
  local k = a:size(a:dim())
  local err = (c:double() - ref):abs() - mag * ((k + 4) * 2 ^ -24)
  T.ok(err:max():item() <= 0, msg .. ": error past the bound by " .. err:max():item())
end

-- f(mode) with each mode's kernels, which must take `want` products at least
local function each_mode(want, f)
  local was = xa._own_gemm()
  for _, m in ipairs(modes) do
    xa._own_gemm(m)
    local n0 = taken()
    local ok, e = pcall(f, m)
    local n = taken() - n0
    xa._own_gemm(was)
    if not ok then error(e, 0) end
    T.ok(n >= want, ("%s: %d products taken, %d expected"):format(m, n, want))
  end
end

test("own gemm: the switch", function()
  local env = os.getenv("XATTN_SGEMM")
  if env == "0" then T.eq(mode0, false)
  elseif env == "generic" then T.eq(mode0, "generic")
  else T.ok(mode0 == "avx512" or mode0 == false, "mode " .. tostring(mode0)) end
  local was = xa._own_gemm("generic")
  T.eq(was, mode0)
  T.eq(xa._own_gemm(false), "generic")
  T.eq(xa._own_gemm(), false)
  local n0 = taken()
  xa.randn(200, 300):matmul(xa.randn(300, 400))
  T.eq(taken(), n0, "off: OpenBLAS's")
  xa._own_gemm("generic")
  xa.randn(200, 300):matmul(xa.randn(300, 400))
  T.eq(taken(), n0 + 1, "on: its own")
  xa.randn(60, 60):matmul(xa.randn(60, 60))
  T.eq(taken(), n0 + 1, "a small product: OpenBLAS's")
  xa.randn(200, 300):double():matmul(xa.randn(300, 400):double())
  T.eq(taken(), n0 + 1, "float64: OpenBLAS's")
  xa._own_gemm(mode0)
  T.eq(xa._own_gemm(), mode0)
  T.raises(function() xa._own_gemm(1) end, "boolean, \"avx512\" or \"generic\" expected")
  T.raises(function() xa._own_gemm("avx2") end, "boolean, \"avx512\" or \"generic\" expected")
end)

test("own gemm: matmul of plain, transposed and narrowed operands", function()
  each_mode(20, function(m)
    for _, s in ipairs{{200, 530, 400}, {37, 1100, 64}, {1100, 20, 50}, {13, 33, 3000}} do
      local M, N, K = s[1], s[2], s[3]
      local a, b = xa.randn(M, K), xa.randn(K, N)
      local at, bt = xa.randn(K, M):t(), xa.randn(N, K):t()         -- stored transposed
      local an = xa.randn(M, K + 9):narrow(2, 4, K)                    -- rows K + 9 apart
      local tag = ("%s (%d, %d, %d)"):format(tostring(m), M, N, K)
      within_bound(a:matmul(b), a, b, tag)
      within_bound(at:matmul(b), at, b, tag .. " A transposed")
      within_bound(a:matmul(bt), a, bt, tag .. " B transposed")
      within_bound(at:matmul(bt), at, bt, tag .. " both transposed")
      within_bound(an:matmul(bt), an, bt, tag .. " A narrowed")
    end
  end)
end)

test("own gemm: batched matmul, each product on one thread", function()
  each_mode(3, function(m)
    local a, b = xa.randn(3, 130, 100), xa.randn(3, 100, 90)
    local c = a:matmul(b)
    for i = 1, 3 do within_bound(c[i], a[i], b[i], tostring(m) .. " batch " .. i) end
  end)
end)

test("own gemm: linear forward and backward", function()
  each_mode(3, function(m)
    local x = xa.randn(300, 96):requires_grad_(true)
    local W, b = xa.randn(200, 96):requires_grad_(true), xa.randn(200):requires_grad_(true)
    local y = xa.linear(x, W, b)
    within_bound(y - b, x, W:t(), tostring(m) .. " forward")
    local g = xa.randn(300, 200)
    y:backward(g)
    within_bound(x.grad, g, W, tostring(m) .. " dx")
    within_bound(W.grad, g:t(), x, tostring(m) .. " dW")
  end)
end)

test("own gemm: the same bits on 1 and 2 threads", function()
  local th = xa.threads()
  each_mode(2, function(m)
    local a, b = xa.randn(250, 300), xa.randn(500, 300):t()
    xa.set_threads(1)
    local c1 = a:matmul(b)
    xa.set_threads(2)
    local c2 = a:matmul(b)
    xa.set_threads(th)
    T.eq((c1 - c2):abs():max():item(), 0, tostring(m))
  end)
end)

test("own gemm: linear and linear_relu with the bias and relu in its write-back", function()
  each_mode(3, function(m)
    local x, W, b = xa.randn(300, 400), xa.randn(200, 400), xa.randn(200) * 10
    local ref = (x:double():matmul(W:double():t()) + b:double())
    local mag = x:double():abs():matmul(W:double():abs():t()) + b:double():abs()
    local tol = mag * ((400 + 4) * 2 ^ -24)
    local y = xa.linear(x, W, b)
    T.ok(((y:double() - ref):abs() - tol):max():item() <= 0, tostring(m) .. " linear")
    local r = xa.linear_relu(x, W, b)
    T.ok(((r:double() - ref:relu()):abs() - tol):max():item() <= 0, tostring(m) .. " linear_relu")
    T.ok(r:min():item() == 0 and r:max():item() > 0, "some outputs cut at 0, some not")
    -- a NaN input row gives 0s (relu's NaN > 0 is false), as the op does without it
    local xn = x:clone()
    xn[7][3] = 0 / 0
    local rn = xa.linear_relu(xn, W, b)
    local was = xa._own_gemm(false)
    local want = xa.linear_relu(xn, W, b)
    xa._own_gemm(was)
    T.eq(rn[7]:abs():max():item(), 0, "the NaN row")
    T.eq(want[7]:abs():max():item(), 0, "the NaN row without it")
    T.ok(((rn - want):abs()):max():item() <= 1e-3, "the other rows")
  end)
end)

test("own gemm: the raw timers take transpositions", function()
  for _, f in ipairs{xa._bench_gemm, xa._bench_sgemm} do
    for _, t in ipairs{{false, false}, {true, false}, {false, true}, {true, true}} do
      local s = f(40, 48, 64, 1, t[1], t[2])
      T.ok(type(s) == "number" and s > 0, "seconds per call")
    end
    T.raises(function() f(4, 4, 4, 1, 1) end, "boolean expected")
    T.raises(function() f(4, 4, 4, 1, false, "yes") end, "boolean expected")
    T.raises(function() f(0, 4, 4) end, "sizes must be between 1 and 65536")
  end
end)
