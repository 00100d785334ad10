-- Reductions and normalisers against naive Lua references computed from :totable().
local inf, nan = math.huge, 0 / 0

-- ---- naive reference helpers ---------------------------------------------------
local function strides(shape)
  local st, s = {}, 1
  for d = #shape, 1, -1 do st[d] = s; s = s * shape[d] end
  return st
end

-- the rows of flat values `v` (row-major, `shape`) along dim d (1-based), in the
-- row-major order of the other dims
local function rows(v, shape, d)
  local st, n, other = strides(shape), shape[d], 1
  for i = 1, #shape do if i ~= d then other = other * shape[i] end end
  local out = {}
  for r = 0, other - 1 do
    local rem, base = r, 0
    for i = #shape, 1, -1 do
      if i ~= d then base = base + (rem % shape[i]) * st[i]; rem = rem // shape[i] end
    end
    local row = {}
    for k = 0, n - 1 do row[k + 1] = v[base + k * st[d] + 1] end
    out[#out + 1] = {row = row, base = base}
  end
  return out
end

local function vals(t) return T.flat(t:totable()), t:shape() end

-- reduced shape (dim nil: all)
local function rshape(shape, d, keep)
  local s = {}
  for i = 1, #shape do
    if d == nil or i == d then if keep then s[#s + 1] = 1 end else s[#s + 1] = shape[i] end
  end
  return s
end

-- reference reduction: f(list) -> value; d may be negative or nil (all)
local function ref_reduce(t, d, f)
  local v, shape = vals(t)
  if d == nil then return {(f(v))} end
  if d < 0 then d = d + #shape + 1 end
  local out = {}
  for i, r in ipairs(rows(v, shape, d)) do out[i] = f(r.row) end
  return out
end

-- reference same-shape op along d: f(list) -> list
local function ref_rowop(t, d, f)
  local v, shape = vals(t)
  if d < 0 then d = d + #shape + 1 end
  local st, out = strides(shape), {}
  for _, r in ipairs(rows(v, shape, d)) do
    local res = f(r.row)
    for k = 1, #res do out[r.base + (k - 1) * st[d] + 1] = res[k] end
  end
  return out
end

local function check(a, shape, expected, tol, msg)
  T.shape(a, shape, msg)
  T.close(a:flatten(), expected, tol or 1e-10, msg)
end

local function lsum(r) local s = 0; for _, x in ipairs(r) do s = s + x end return s end
local function lprod(r) local s = 1; for _, x in ipairs(r) do s = s * x end return s end
local function lmean(r) return lsum(r) / #r end
local function lvar(r, ddof)
  local m, s = lmean(r), 0
  for _, x in ipairs(r) do s = s + (x - m) ^ 2 end
  return s / (#r - ddof)
end
local function lmax(r) -- value, 1-based position: first occurrence, first NaN wins
  local b, bi = r[1], 1
  for i = 2, #r do
    if b ~= b then break end
    if r[i] ~= r[i] or r[i] > b then b, bi = r[i], i end
  end
  return b, bi
end
local function lmin(r)
  local b, bi = r[1], 1
  for i = 2, #r do
    if b ~= b then break end
    if r[i] ~= r[i] or r[i] < b then b, bi = r[i], i end
  end
  return b, bi
end
local function llse(r)
  local m = -inf
  for _, x in ipairs(r) do if x > m then m = x end end
  if m == -inf then return -inf end
  local s = 0
  for _, x in ipairs(r) do s = s + math.exp(x - m) end
  return m + math.log(s)
end
local function lsoftmax(r)
  local m, s, o = -inf, 0, {}
  for _, x in ipairs(r) do if x > m then m = x end end
  for i, x in ipairs(r) do o[i] = math.exp(x - m); s = s + o[i] end
  for i = 1, #o do o[i] = o[i] / s end
  return o
end
local function llogsoftmax(r)
  local l, o = llse(r), {}
  for i, x in ipairs(r) do o[i] = x - l end
  return o
end
local function lcumsum(r)
  local s, o = 0, {}
  for i, x in ipairs(r) do s = s + x; o[i] = s end
  return o
end

local DIMS = {1, 2, 3, -1, -2}

-- ---- sum / mean / prod ------------------------------------------------------
test("sum, mean, prod over every dim, keepdim and all (float64)", function()
  local x = xa.randn(3, 4, 5):double()
  local shape = x:shape()
  for _, d in ipairs(DIMS) do
    local pd = d < 0 and d + 4 or d
    for _, keep in ipairs({false, true}) do
      check(x:sum(d, keep), rshape(shape, pd, keep), ref_reduce(x, d, lsum), 1e-12, "sum " .. d)
      check(x:mean(d, keep), rshape(shape, pd, keep), ref_reduce(x, d, lmean), 1e-12, "mean " .. d)
      check(x:prod(d, keep), rshape(shape, pd, keep), ref_reduce(x, d, lprod), 1e-12, "prod " .. d)
    end
  end
  check(x:sum(), {}, ref_reduce(x, nil, lsum), 1e-12)
  check(x:sum(nil, true), {1, 1, 1}, ref_reduce(x, nil, lsum), 1e-12)
  check(xa.sum(x), {}, ref_reduce(x, nil, lsum), 1e-12)
  check(x:mean(), {}, ref_reduce(x, nil, lmean), 1e-12)
  check(x:prod(), {}, ref_reduce(x, nil, lprod), 1e-12)
  T.eq(x:sum():dtype(), "float64")
end)

test("float32 sums: fast paths (last dim, inner tiles, long rows) accumulate in double", function()
  for _, sh in ipairs({{7, 300}, {37, 300}, {5, 3, 130}, {2, 20000}}) do
    local x = xa.randn(table.unpack(sh))
    for d = 1, #sh do
      check(x:sum(d), rshape(sh, d), ref_reduce(x, d, lsum), 1e-5, "sum dim " .. d)
      check(x:mean(d), rshape(sh, d), ref_reduce(x, d, lmean), 1e-5, "mean dim " .. d)
    end
    check(x:sum(), {}, ref_reduce(x, nil, lsum), 1e-5)
  end
  -- 1e6 ones + a small value: a float accumulator would lose the 0.25s
  local y = xa.ones(1000000) * 1 + 0.25
  T.close(y:sum(), 1250000, 1e-9)
  T.eq(y:sum():dtype(), "float32")
end)

test("integer and bool sums stay exact in int64", function()
  local a = xa.tensor({{1, 2, 3}, {4, 5, 6}})
  T.eq(a:sum():dtype(), "int64")
  T.eq(a:sum():item(), 21)
  check(a:sum(1), {3}, {5, 7, 9}, 0)
  check(a:prod(2), {2}, {6, 120}, 0)
  T.eq(a:prod():dtype(), "int64")
  local big = xa.tensor({1 << 53, 1, 1})
  T.eq(big:sum():item(), (1 << 53) + 2) -- exact beyond double precision
  local b = xa.tensor({{true, false, true}, {true, true, true}})
  T.eq(b:sum():dtype(), "int64")
  T.eq(b:sum():item(), 5)
  check(b:sum(2), {2}, {2, 3}, 0)
  check(b:cumsum(2), {2, 3}, {1, 1, 2, 1, 2, 3}, 0)
  T.eq(b:cumsum(1):dtype(), "int64")
end)

test("non-contiguous inputs: transpose, narrow, expand (stride 0)", function()
  local base = xa.randn(4, 6, 5):double()
  local views = {
    base:transpose(1, 3),              -- (5,6,4)
    base:narrow(2, 2, 3),              -- (4,3,5)
    base:narrow(3, 1, 4):transpose(1, 2),
    xa.randn(1, 6, 1):double():expand(4, 6, 5),
  }
  for vi, v in ipairs(views) do
    local shape = v:shape()
    for _, d in ipairs({1, 2, 3}) do
      local m = "view " .. vi .. " dim " .. d
      check(v:sum(d), rshape(shape, d), ref_reduce(v, d, lsum), 1e-12, m)
      check(v:prod(d), rshape(shape, d), ref_reduce(v, d, lprod), 1e-12, m)
      check(v:var(d), rshape(shape, d), ref_reduce(v, d, function(r) return lvar(r, 1) end), 1e-10, m)
      check(v:logsumexp(d), rshape(shape, d), ref_reduce(v, d, llse), 1e-12, m)
      check(v:max(d), rshape(shape, d), ref_reduce(v, d, lmax), 0, m)
      check(v:softmax(d), shape, ref_rowop(v, d, lsoftmax), 1e-12, m)
      check(v:log_softmax(d), shape, ref_rowop(v, d, llogsoftmax), 1e-12, m)
      check(v:cumsum(d), shape, ref_rowop(v, d, lcumsum), 1e-12, m)
    end
    check(v:sum(), {}, ref_reduce(v, nil, lsum), 1e-12)
    check(v:max(), {}, ref_reduce(v, nil, lmax), 0)
  end
  -- float32 non-contiguous softmax (strided path)
  local f = xa.randn(5, 7):transpose(1, 2)
  check(f:softmax(2), {7, 5}, ref_rowop(f, 2, lsoftmax), 1e-6)
  check(f:log_softmax(1), {7, 5}, ref_rowop(f, 1, llogsoftmax), 1e-5)
  check(f:logsumexp(2), {7}, ref_reduce(f, 2, llse), 1e-6)
end)

test("empty dims, size-1 dims and 0-dim tensors", function()
  local e = xa.zeros(3, 0)
  check(e:sum(2), {3}, {0, 0, 0}, 0)
  check(e:sum(1), {0}, {}, 0)
  check(e:sum(), {}, {0}, 0)
  check(e:prod(2), {3}, {1, 1, 1}, 0)
  check(e:mean(2), {3}, {nan, nan, nan})
  check(e:logsumexp(2), {3}, {-inf, -inf, -inf})
  check(e:any(2), {3}, {0, 0, 0})
  check(e:all(2), {3}, {1, 1, 1})
  check(e:softmax(2), {3, 0}, {})
  check(e:cumsum(2), {3, 0}, {})
  check(e:max(1), {0}, {})   -- reducing a non-empty dim of an empty tensor is fine
  local v, i = e:topk(0, 2)
  T.shape(v, {3, 0}); T.shape(i, {3, 0})
  T.raises(function() return e:max(2) end, "max: cannot reduce over dimension 2 of size 0 (shape (3,0))")
  T.raises(function() return e:min() end, "min: cannot reduce an empty tensor of shape (3,0)")
  T.raises(function() return e:argmax(-1) end, "max: cannot reduce over dimension 2 of size 0") -- the C op is max
  -- size-1 dims
  local s = xa.randn(1, 4, 1):double()
  check(s:sum(1), {4, 1}, ref_reduce(s, 1, lsum))
  check(s:softmax(3), {1, 4, 1}, {1, 1, 1, 1})
  check(s:log_softmax(1), {1, 4, 1}, {0, 0, 0, 0})
  check(s:var(3, {unbiased = false}), {1, 4}, {0, 0, 0, 0})
  -- 0-dim
  local z = xa.tensor(2.5, {dtype = "float64"})
  check(z:sum(), {}, {2.5}); check(z:sum(1), {}, {2.5}); check(z:sum(-1, true), {}, {2.5})
  check(z:mean(), {}, {2.5}); check(z:prod(1), {}, {2.5})
  local mv, mi = z:max(1)
  check(mv, {}, {2.5}); check(mi, {}, {1}, 0)
  check(z:softmax(1), {}, {1}); check(z:log_softmax(-1), {}, {0})
  check(z:cumsum(1), {}, {2.5}); check(z:logsumexp(), {}, {2.5})
  local tv, ti = z:topk(1)
  check(tv, {}, {2.5}); check(ti, {}, {1}, 0)
  T.raises(function() return z:topk(2) end, "topk: k = 2 is out of range for dimension 1 of size 1 (shape ())")
  T.raises(function() return z:sum(2) end, "dimension out of range")
end)

-- ---- max / min / argmax / argmin ----------------------------------------------
test("max and min: values, 1-based positions, ties, NaN, dtypes", function()
  local x = xa.randn(3, 4, 5):double()
  local shape = x:shape()
  for _, d in ipairs(DIMS) do
    local pd = d < 0 and d + 4 or d
    for _, keep in ipairs({false, true}) do
      local v, i = x:max(d, keep)
      check(v, rshape(shape, pd, keep), ref_reduce(x, d, lmax), 0)
      check(i, rshape(shape, pd, keep), ref_reduce(x, d, function(r) return select(2, lmax(r)) end), 0)
      T.eq(i:dtype(), "int64")
      v, i = x:min(d, keep)
      check(v, rshape(shape, pd, keep), ref_reduce(x, d, lmin), 0)
      check(i, rshape(shape, pd, keep), ref_reduce(x, d, function(r) return select(2, lmin(r)) end), 0)
      check(x:argmax(d, keep), rshape(shape, pd, keep), ref_reduce(x, d, function(r) return select(2, lmax(r)) end), 0)
      check(x:argmin(d, keep), rshape(shape, pd, keep), ref_reduce(x, d, function(r) return select(2, lmin(r)) end), 0)
    end
  end
  -- over all: the 0-dim value and the flat 1-based position
  local t = xa.tensor({{3, 9, 1}, {9, 0, 4}}, {dtype = "float32"})
  local v, i = t:max()
  T.shape(v, {}); T.eq(v:item(), 9); T.eq(i:item(), 2)
  v, i = t:min()
  T.eq(v:item(), 0); T.eq(i:item(), 5)
  T.eq(t:argmax():item(), 2)
  T.eq(t:argmin():item(), 5)
  -- ties: first occurrence along the dim
  local ties = xa.tensor({{2, 7, 7, 1}, {5, 5, 5, 5}})
  check(select(2, ties:max(2)), {2}, {2, 1}, 0)
  check(select(2, ties:min(1)), {4}, {1, 2, 2, 1}, 0)
  T.eq(ties:max():dtype(), "int64")
  -- NaN wins, at its first position
  local n = xa.tensor({{1, nan, 5, nan}, {nan, 2, 3, 4}, {1, 2, 3, 4}}, {dtype = "float64"})
  v, i = n:max(2)
  check(v, {3}, {nan, nan, 4}); check(i, {3}, {2, 1, 4}, 0)
  v, i = n:min(2)
  check(v, {3}, {nan, nan, 1}); check(i, {3}, {2, 1, 1}, 0)
  v, i = n:max()
  T.ok(v:item() ~= v:item()); T.eq(i:item(), 2)
  -- infinities and bool
  check(xa.tensor({-inf, -inf}):max(1), {}, {-inf})
  local b = xa.tensor({false, true, true})
  v, i = b:max(1)
  T.eq(v:dtype(), "bool"); T.eq(v:item(), true); T.eq(i:item(), 2)
  T.raises(function() return t:max(t) end, "max: the second argument is a dim; for the elementwise maximum of two tensors use maximum(a, b)")
end)

-- long rows take a vectorised pass (float rows of unit stride): every case against the loop
test("max and min over long rows: ties, NaN, infinities, signed zeros, strides, dtypes", function()
  local function rows_of(t) -- a (R, n) tensor as Lua rows
    local out = {}
    for r = 1, t:size(1) do out[r] = t:select(1, r):double():totable() end
    return out
  end
  local function check_rows(t, msg)
    local rs = rows_of(t)
    for _, f in ipairs({{"max", lmax}, {"min", lmin}}) do
      local v, i = t[f[1]](t, 2)
      v, i = v:double():totable(), i:totable()
      for r, row in ipairs(rs) do
        local ev, ei = f[2](row)
        local m = ("%s %s row %d of %d"):format(msg, f[1], r, #row)
        T.eq(i[r], ei, m)
        if ev ~= ev then T.ok(v[r] ~= v[r], m) else T.eq(v[r], ev, m); T.eq(1 / v[r], 1 / ev, m .. " (sign)") end
      end
    end
  end
  xa.manual_seed(7)
  for _, dt in ipairs({"float32", "float64"}) do
    for _, n in ipairs({1, 7, 8, 9, 33, 100, 8000}) do
      local x = xa.randn(6, n):to(dt)
      local c = x:clone()
      if n > 2 then
        local top = c:select(1, 2):max():item()  -- a tie of the maximum, later in the row
        c[2][n] = top; c[2][n // 2] = top
        c[3][n - 1] = nan; c[3][n] = nan         -- NaNs: the first wins
        c[4][1] = nan
        c[5][n] = inf; c[5][2] = -inf
      end
      c[6]:fill_(-inf)
      check_rows(c, dt .. " n " .. n)
      -- the extreme alone at each side of a 32-element block's edge and in the tail
      for _, at in ipairs({1, 2, 31, 32, 33, 64, 65, n - 1, n}) do
        if at >= 1 and at <= n then
          local e = x:clone()
          e[1][at] = 100; e[2][at] = -100
          e[3][at] = 100; if at < n then e[3][n] = 100 end -- and a later tie
          check_rows(e, ("%s n %d extreme at %d"):format(dt, n, at))
        end
      end
      check_rows(xa.zeros(2, n):to(dt) * -1, dt .. " -0 rows " .. n)
      check_rows(c:t():contiguous():t(), dt .. " strided n " .. n) -- rows of stride 6
    end
  end
end)

-- ---- logsumexp / var / std ---------------------------------------------------------
test("logsumexp: every dim, stability, -inf rows", function()
  local x = xa.randn(3, 4, 5):double() * 3
  local shape = x:shape()
  for _, d in ipairs(DIMS) do
    local pd = d < 0 and d + 4 or d
    check(x:logsumexp(d), rshape(shape, pd), ref_reduce(x, d, llse), 1e-12)
    check(x:logsumexp(d, true), rshape(shape, pd, true), ref_reduce(x, d, llse), 1e-12)
  end
  check(x:logsumexp(), {}, ref_reduce(x, nil, llse), 1e-12)
  local big = xa.tensor({{1e4, 1e4, 1e4 - 1}, {-1e4, -1e4, -1e4}})
  check(big:logsumexp(2), {2}, {1e4 + math.log(2 + math.exp(-1)), -1e4 + math.log(3)}, 1e-7)
  local m = xa.tensor({{-inf, -inf}, {0, -inf}, {inf, 1}, {nan, 1}}, {dtype = "float64"})
  check(m:logsumexp(2), {4}, {-inf, 0, inf, nan})
  local f = xa.tensor({{-inf, -inf}, {0, -inf}}) -- float32 path
  check(f:logsumexp(2), {2}, {-inf, 0})
  local fn = xa.tensor({{nan, 1}, {inf, nan}, {-inf, nan}, {inf, 1}}) -- NaN wins over +-inf
  check(fn:logsumexp(2), {4}, {nan, nan, nan, inf})
  check(fn:t():logsumexp(1), {4}, {nan, nan, nan, inf})
  local r = xa.randn(6, 333) * 10
  check(r:logsumexp(2), {6}, ref_reduce(r, 2, llse), 1e-6)
end)

test("var and std: unbiased and biased, dims, n = 1", function()
  local x = xa.randn(3, 4, 5):double()
  local shape = x:shape()
  for _, d in ipairs(DIMS) do
    local pd = d < 0 and d + 4 or d
    check(x:var(d), rshape(shape, pd), ref_reduce(x, d, function(r) return lvar(r, 1) end), 1e-10)
    check(x:var(d, {unbiased = false, keepdim = true}), rshape(shape, pd, true),
          ref_reduce(x, d, function(r) return lvar(r, 0) end), 1e-10)
    check(x:std(d), rshape(shape, pd), ref_reduce(x, d, function(r) return math.sqrt(lvar(r, 1)) end), 1e-10)
  end
  check(x:var(), {}, ref_reduce(x, nil, function(r) return lvar(r, 1) end), 1e-10)
  check(x:var({unbiased = false}), {}, ref_reduce(x, nil, function(r) return lvar(r, 0) end), 1e-10)
  check(x:std(nil, {keepdim = true}), {1, 1, 1}, ref_reduce(x, nil, function(r) return math.sqrt(lvar(r, 1)) end), 1e-10)
  local one = xa.tensor({{3.0}, {4.0}})
  check(one:var(2), {2}, {nan, nan})
  check(one:var(2, {unbiased = false}), {2}, {0, 0})
  -- a large offset: two passes keep the variance exact-ish
  local off = xa.tensor({1e8 + 1, 1e8 + 2, 1e8 + 3}, {dtype = "float64"})
  check(off:var(), {}, {1}, 1e-6)
end)

-- ---- softmax / log_softmax ---------------------------------------------------------
test("softmax and log_softmax: every dim against naive references", function()
  local x = xa.randn(3, 4, 5):double() * 2
  local shape = x:shape()
  for _, d in ipairs(DIMS) do
    check(x:softmax(d), shape, ref_rowop(x, d, lsoftmax), 1e-12, "softmax " .. d)
    check(x:log_softmax(d), shape, ref_rowop(x, d, llogsoftmax), 1e-12, "log_softmax " .. d)
    check(xa.softmax(x:float(), d), shape, ref_rowop(x, d, lsoftmax), 2e-6, "float32 softmax " .. d)
    check(xa.log_softmax(x:float(), d), shape, ref_rowop(x, d, llogsoftmax), 2e-6, "float32 log_softmax " .. d)
  end
  -- long float32 rows through the vectorised path, values spanning exp's range
  local r = xa.randn(3, 1000) * 30
  check(r:softmax(2), {3, 1000}, ref_rowop(r, 2, lsoftmax), 1e-5)
  check(r:log_softmax(2), {3, 1000}, ref_rowop(r, 2, llogsoftmax), 1e-5)
end)

test("softmax: rows sum to 1 with logits of 1e4; -inf masks; all -inf rows are NaN", function()
  for _, dt in ipairs({"float32", "float64"}) do
    local x = xa.tensor({{1e4, 1e4 - 1, -1e4, 0}, {1e4, 1e4, 1e4, 1e4}}, {dtype = dt})
    local p = x:softmax(2)
    local e1 = 1 / (1 + math.exp(-1))
    check(p, {2, 4}, {e1, 1 - e1, 0, 0, 0.25, 0.25, 0.25, 0.25}, 1e-6)
    check(p:sum(2), {2}, {1, 1}, 1e-6)
    check(x:log_softmax(2), {2, 4}, {math.log(e1), math.log(1 - e1), -2e4 - math.log(1 + math.exp(-1)),
                                     -1e4 - math.log(1 + math.exp(-1)), -math.log(4), -math.log(4),
                                     -math.log(4), -math.log(4)}, 1e-6)
    local m = xa.tensor({{0, -inf, 1, -inf}, {-inf, -inf, -inf, -inf}}, {dtype = dt})
    local e = math.exp(1)
    check(m:softmax(2), {2, 4}, {1 / (1 + e), 0, e / (1 + e), 0, nan, nan, nan, nan}, 1e-6)
    check(m:log_softmax(2), {2, 4}, {-math.log(1 + e), -inf, 1 - math.log(1 + e), -inf, nan, nan, nan, nan}, 1e-6)
    -- NaN in a row poisons the row (as PyTorch)
    local n = xa.tensor({{0, nan}, {0, 0}}, {dtype = dt})
    check(n:softmax(2), {2, 2}, {nan, nan, 0.5, 0.5})
  end
end)

-- ---- cumsum ------------------------------------------------------------------------
test("cumsum: every dim, int64", function()
  local x = xa.randn(3, 4, 5):double()
  for _, d in ipairs(DIMS) do check(x:cumsum(d), x:shape(), ref_rowop(x, d, lcumsum), 1e-12) end
  local i = xa.tensor({{1, 2, 3}, {4, 5, 6}})
  check(i:cumsum(2), {2, 3}, {1, 3, 6, 4, 9, 15}, 0)
  check(i:cumsum(-2), {2, 3}, {1, 2, 3, 5, 7, 9}, 0)
  T.eq(i:cumsum(1):dtype(), "int64")
end)

-- ---- topk -------------------------------------------------------------------------
-- reference: stable sort of positions by value (largest first or smallest first);
-- NaN counts as the largest
local function ltopk(r, k, largest)
  local idx = {}
  for i = 1, #r do idx[i] = i end
  local function gt(a, b) return a > b or (a ~= a and b == b) end
  table.sort(idx, function(i, j)
    local a, b = r[i], r[j]
    if largest then if gt(a, b) then return true elseif gt(b, a) then return false end
    else if gt(b, a) then return true elseif gt(a, b) then return false end end
    return i < j
  end)
  local v, p = {}, {}
  for j = 1, k do v[j] = r[idx[j]]; p[j] = idx[j] end
  return v, p
end

local function ref_topk(t, k, d, largest)
  local v, shape = vals(t)
  local st = {}
  local os = {}
  for i = 1, #shape do os[i] = shape[i] end
  os[d] = k
  st = strides(os)
  local ov, op = {}, {}
  for _, rr in ipairs(rows(v, shape, d)) do
    -- the base offset in the output: recompute from the row's other-dim indices
    local rem, base = rr.base, 0
    local ist = strides(shape)
    for i = 1, #shape do
      local idx = rem // ist[i]; rem = rem % ist[i]
      if i ~= d then base = base + idx * st[i] end
    end
    local tv, tp = ltopk(rr.row, k, largest)
    for j = 1, k do ov[base + (j - 1) * st[d] + 1] = tv[j]; op[base + (j - 1) * st[d] + 1] = tp[j] end
  end
  return ov, op, os
end

test("topk: largest and smallest, every dim, k from 0 to size, ties, NaN", function()
  local x = xa.randn(4, 6, 5):double()
  for _, d in ipairs({1, 2, 3}) do
    for _, k in ipairs({0, 1, 3, x:size(d)}) do
      for _, lg in ipairs({true, false}) do
        local v, p = x:topk(k, d, lg)
        local ev, ep, es = ref_topk(x, k, d, lg)
        check(v, es, ev, 0, ("values d=%d k=%d"):format(d, k))
        check(p, es, ep, 0, ("positions d=%d k=%d"):format(d, k))
      end
    end
  end
  -- default dim is the last; negative dims
  local v, p = x:topk(2)
  local ev, ep = ref_topk(x, 2, 3, true)
  check(v, {4, 6, 2}, ev, 0); check(p, {4, 6, 2}, ep, 0)
  v = x:topk(2, -3, false)
  check(v, {2, 6, 5}, (ref_topk(x, 2, 1, false)), 0)
  -- ties keep the lower position first; NaN is the largest
  local t = xa.tensor({{1, 3, 3, 2, 3, nan}}, {dtype = "float64"})
  v, p = t:topk(4, 2)
  check(v, {1, 4}, {nan, 3, 3, 3}); check(p, {1, 4}, {6, 2, 3, 5}, 0)
  v, p = t:topk(3, 2, false)
  check(v, {1, 3}, {1, 2, 3}); check(p, {1, 3}, {1, 4, 2}, 0)
  -- ints, non-contiguous input and large rows through the heap
  local i = xa.tensor({{5, 1, 5}, {2, 8, 8}}):transpose(1, 2)
  v, p = i:topk(2, 1)
  check(v, {2, 2}, {5, 8, 5, 8}, 0); check(p, {2, 2}, {1, 2, 3, 3}, 0)
  T.eq(v:dtype(), "int64")
  local big = xa.randn(3, 5000)
  v, p = big:topk(7, 2)
  ev, ep = ref_topk(big, 7, 2, true)
  check(v, {3, 7}, ev, 0); check(p, {3, 7}, ep, 0)
  T.raises(function() return x:topk(7, 2) end, "topk: k = 7 is out of range for dimension 2 of size 6 (shape (4,6,5))")
  T.raises(function() return x:topk(-1) end, "topk: k = -1 is out of range")
end)

-- ---- any / all ---------------------------------------------------------------------
test("any and all over dims and all elements", function()
  local b = xa.tensor({{true, false, false}, {false, false, false}})
  check(b:any(2), {2}, {1, 0}, 0)
  check(b:all(1, true), {1, 3}, {0, 0, 0}, 0)
  T.eq(b:any():item(), true); T.eq(b:all():item(), false)
  local f = xa.tensor({{0, nan}, {1, 2}}, {dtype = "float32"})
  check(f:any(2), {2}, {1, 1}, 0)
  check(f:all(2), {2}, {0, 1}, 0)     -- NaN is nonzero
  T.eq(f:all(2):dtype(), "bool")
  local i = xa.tensor({{0, 0}, {0, 3}}):transpose(1, 2)
  check(i:any(1), {2}, {0, 1}, 0)
  check(xa.any(xa.zeros(0)), {}, {0}, 0)
  check(xa.all(xa.zeros(0)), {}, {1}, 0)
end)

-- ---- gradients -------------------------------------------------------------------
test("gradcheck: sum, mean, prod over dims, keepdim and all", function()
  local x = T.param(3, 4)
  for _, d in ipairs({1, 2, -1}) do
    for _, keep in ipairs({false, true}) do
      T.gradcheck(function(a) return a:sum(d, keep) end, {x})
      T.gradcheck(function(a) return a:mean(d, keep) end, {x})
      T.gradcheck(function(a) return a:prod(d, keep) end, {x})
    end
  end
  T.gradcheck(function(a) return a:sum() end, {x})
  T.gradcheck(function(a) return a:mean(nil, true) end, {x})
  T.gradcheck(function(a) return a:prod() end, {x})
  -- non-contiguous input and a 0-dim input
  T.gradcheck(function(a) return a:transpose(1, 2):sum(2) end, {x})
  T.gradcheck(function(a) return a:sum(1) end, {T.param({})})
end)

test("prod gradient with zeros: one zero, two zeros (exact)", function()
  local x = xa.tensor({{2, 0, 3}, {0, 0, 5}, {1, 2, 4}}, {dtype = "float64", requires_grad = true})
  x:prod(2):sum():backward()
  check(x.grad, {3, 3}, {0, 6, 0, 0, 0, 0, 8, 4, 2}, 0)
  local y = xa.tensor({2, 0, 3}, {dtype = "float64", requires_grad = true})
  y:prod():backward()
  check(y.grad, {3}, {0, 6, 0}, 0)
  T.gradcheck(function(a) return a:prod(2) end, {xa.tensor({{2, 0, 3}, {1, 0.5, 4}}, {dtype = "float64", requires_grad = true})})
end)

test("gradcheck: max, min, topk values (gradient to the chosen positions)", function()
  local x = T.param(3, 5)
  for _, d in ipairs({1, 2}) do
    T.gradcheck(function(a) return (a:max(d)) end, {x})
    T.gradcheck(function(a) return (a:min(d, true)) end, {x})
    T.gradcheck(function(a) return (a:topk(2, d)) end, {x})
    T.gradcheck(function(a) return (a:topk(3, d, false)) end, {x})
  end
  T.gradcheck(function(a) return (a:max()) end, {x})
  T.gradcheck(function(a) return (a:min(nil, true)) end, {x})
  T.gradcheck(function(a) return (a:transpose(1, 2):max(2)) end, {x})
  -- the whole gradient goes to the first of tied maxima
  local t = xa.tensor({{1, 4, 4}}, {dtype = "float64", requires_grad = true})
  t:max(2):sum():backward()
  check(t.grad, {1, 3}, {0, 1, 0}, 0)
end)

test("gradcheck: logsumexp, var, std, cumsum", function()
  local x = T.param(3, 4)
  for _, d in ipairs({1, 2}) do
    T.gradcheck(function(a) return a:logsumexp(d) end, {x})
    T.gradcheck(function(a) return a:var(d) end, {x})
    T.gradcheck(function(a) return a:var(d, {unbiased = false, keepdim = true}) end, {x})
    T.gradcheck(function(a) return a:std(d) end, {x})
    T.gradcheck(function(a) return a:cumsum(d) end, {x})
  end
  T.gradcheck(function(a) return a:logsumexp() end, {x})
  T.gradcheck(function(a) return a:var() end, {x})
  T.gradcheck(function(a) return a:transpose(1, 2):logsumexp(2, true) end, {x})
  -- logsumexp of a row of all -inf has gradient 0 there
  local m = xa.tensor({{-inf, -inf}, {0, 0}}, {dtype = "float64", requires_grad = true})
  m:logsumexp(2):sum():backward()
  check(m.grad, {2, 2}, {0, 0, 0.5, 0.5}, 1e-12)
end)

test("gradcheck: softmax and log_softmax (fused backward) over every dim", function()
  local x = T.param(2, 3, 4)
  for _, d in ipairs({1, 2, 3, -1}) do
    T.gradcheck(function(a) return a:softmax(d) end, {x})
    T.gradcheck(function(a) return a:log_softmax(d) end, {x})
  end
  T.gradcheck(function(a) return a:transpose(1, 3):softmax(3) end, {x})
  -- a gradient that is an expanded view (from sum's backward) through log_softmax
  T.gradcheck(function(a) return a:log_softmax(3):sum(2) end, {x})
  T.gradcheck(function(a) return a:softmax(1) end, {T.param({})})
  -- float32 backward through the vectorised rows, against the float64 rule
  local y = xa.randn(4, 37)
  local yd = y:double()
  y:requires_grad_(true); yd:requires_grad_(true)
  local w = xa.randn(4, 37)
  y:softmax(2):backward(w); yd:softmax(2):backward(w:double())
  T.close(y.grad, yd.grad, 1e-5)
  y:zero_grad(); yd:zero_grad()
  y:log_softmax(2):backward(w); yd:log_softmax(2):backward(w:double())
  T.close(y.grad, yd.grad, 1e-5)
end)

-- ---- threads ----------------------------------------------------------------------
test("results do not depend on the thread count", function()
  local x = xa.randn(256, 1024)
  local big = xa.randn(3 * 65536 + 17)
  local function run()
    return {x:sum():item(), big:sum():item(), big:mean():item(), T.flat(x:sum(1):totable()),
            T.flat(x:sum(2):totable()), T.flat(x:softmax(2):totable()),
            T.flat(x:log_softmax(1):totable()), T.flat(x:logsumexp(2):totable()),
            T.flat(select(2, x:max(2)):totable()), T.flat(x:var(1):totable())}
  end
  local old = xa.threads()
  xa.set_threads(1)
  local a = run()
  xa.set_threads(2)
  local b = run()
  xa.set_threads(old)
  for i = 1, 3 do T.eq(a[i], b[i], "scalar " .. i) end
  for i = 4, #a do
    for j = 1, #a[i] do
      if a[i][j] ~= b[i][j] then error(("result %d differs at %d: %.9g vs %.9g"):format(i, j, a[i][j], b[i][j])) end
    end
  end
  T.close(big:sum(), ref_reduce(big, nil, lsum)[1], 1e-6)
end)

-- ---- errors -------------------------------------------------------------------------
test("error messages", function()
  local i = xa.tensor({{1, 2}, {3, 4}})
  local f = xa.randn(2, 3)
  T.raises(function() return i:mean() end, "mean: needs a float32 or float64 tensor, got int64 of shape (2,2)")
  T.raises(function() return i:var(1) end, "var: needs a float32 or float64 tensor, got int64")
  T.raises(function() return i:logsumexp() end, "logsumexp: needs a float32 or float64 tensor")
  T.raises(function() return i:softmax(1) end, "softmax: needs a float32 or float64 tensor, got int64 of shape (2,2)")
  T.raises(function() return xa.tensor({true}):log_softmax(1) end, "log_softmax: needs a float32 or float64 tensor, got bool")
  T.raises(function() return xa.sum(f, 3) end, "bad argument #2 to 'sum' (dimension out of range (expected -2 to 2, got 3))")
  T.raises(function() return f:max(-3) end, "dimension out of range")
  T.raises(function() return xa.softmax(f) end, "bad argument #2 to 'softmax' (number expected, got no value)")
  T.raises(function() return f:cumsum(0) end, "dimension out of range")
  T.raises(function() return xa.sum(f, 1, 1) end, "bad argument #3 to 'sum' (boolean expected, got number)")
  T.raises(function() return xa.var(f, 1, true) end, "bad argument #3 to 'var' (table expected, got boolean)")
  T.raises(function() return f:topk(4) end, "topk: k = 4 is out of range for dimension 2 of size 3 (shape (2,3))")
  T.raises(function() return xa.topk(f, 1, 1, 1) end, "bad argument #4 to 'topk' (boolean expected, got number)")
  T.raises(function() return xa.topk(f) end, "bad argument #2 to 'topk'")
  T.raises(function() return xa.zeros(0, 2):max() end, "max: cannot reduce an empty tensor of shape (0,2)")
  T.raises(function() return xa.zeros(2, 0):argmin(2) end, "min: cannot reduce over dimension 2 of size 0 (shape (2,0))")
  T.raises(function() return xa.sum(5) end, "xattn.Tensor expected")
  T.ok(xa.help("softmax"):find("NaN", 1, true), "softmax is documented")
  T.ok(xa.help("argmax"):find("1-based", 1, true), "argmax documents 1-based positions")
end)
