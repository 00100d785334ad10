-- Elementwise family: arithmetic, comparisons, logic, unary maths, clamp, where,
-- masked_fill and the in-place methods. Every value is checked against a naive
-- reference written here in plain Lua over :totable() values.

-- ---- naive references ------------------------------------------------------
local function numel(s) local n = 1 for _, v in ipairs(s) do n = n * v end return n end

-- flat row-major values of a tensor (a 0-dim tensor gives one value)
local function vals(t) return T.flat(t:totable()) end

-- nested table of `shape` from flat values
local function nest(flat, shape)
  if #shape == 0 then return flat[1] end
  local pos = 0
  local function rec(d)
    local r = {}
    for i = 1, shape[d] do
      if d == #shape then pos = pos + 1; r[i] = flat[pos] else r[i] = rec(d + 1) end
    end
    return r
  end
  return rec(1)
end

-- numpy broadcasting of two shapes, written independently of the C code
local function bshape(sa, sb)
  local n = math.max(#sa, #sb)
  local out = {}
  for d = 1, n do
    local a = sa[d - (n - #sa)] or 1
    local b = sb[d - (n - #sb)] or 1
    assert(a == b or a == 1 or b == 1, "reference: shapes do not broadcast")
    out[d] = a == 1 and b or a
  end
  return out
end

-- flat 1-based index into an operand of shape s for flat 1-based index k of out shape os
local function bindex(k, os, s)
  local idx, r = {}, k - 1
  for d = #os, 1, -1 do idx[d] = r % os[d]; r = r // os[d] end
  local lead, off, mul = #os - #s, 0, 1
  for d = #s, 1, -1 do
    local i = s[d] == 1 and 0 or idx[d + lead]
    off = off + i * mul
    mul = mul * s[d]
  end
  return off + 1
end

-- an operand (tensor or number) as flat values and shape
local function operand(x)
  if xa.is_tensor(x) then return vals(x), x:shape() end
  return {x}, {}
end

local function ref_binary(a, b, f)
  local va, sa = operand(a)
  local vb, sb = operand(b)
  local os = bshape(sa, sb)
  local out = {}
  for k = 1, numel(os) do out[k] = f(va[bindex(k, os, sa)], vb[bindex(k, os, sb)]) end
  return nest(out, os), os
end

local function ref_unary(t, f)
  local v, out = vals(t), {}
  for k = 1, #v do out[k] = f(v[k]) end
  return nest(out, t:shape())
end

local function b2n(x) if type(x) == "boolean" then return x and 1 or 0 end return x end

local function erf(x) -- Maclaurin series; accurate to ~1e-13 for |x| <= 3.5
  if x > 6 then return 1 elseif x < -6 then return -1 end
  local s, p = 0, x
  for n = 0, 200 do
    s = s + p / (2 * n + 1)
    p = -p * x * x / (n + 1)
    if math.abs(p) < 1e-18 then break end
  end
  return 2 / math.sqrt(math.pi) * s
end
local function tanh(x)
  local e = math.exp(-2 * math.abs(x))
  local r = (1 - e) / (1 + e)
  return x < 0 and -r or r
end
local function round_even(x)
  local r = math.floor(x + 0.5)
  if r - x == 0.5 and r % 2 ~= 0 then r = r - 1 end
  return r
end
local function sign(x) if x ~= x then return x end return x > 0 and 1 or x < 0 and -1 or 0 end

local function fill(shape, f) -- nested table with f(k) at flat position k
  local out = {}
  for k = 1, numel(shape) do out[k] = f(k) end
  return nest(out, shape)
end

-- uniform values in [lo, hi) as a float64 tensor
local function uniform(lo, hi, ...)
  return (xa.rand(...):double() * (hi - lo) + lo)
end
-- values with |x| in [lo, hi) and a random sign
local function away(lo, hi, ...)
  local m = uniform(lo, hi, ...)
  local s = xa.rand(...):gt(0.5):double() * 2 - 1
  return m * s
end
local function param(t) return t:detach():double():requires_grad_() end

-- ---- binary arithmetic -------------------------------------------------------
local binops = {
  add = function(x, y) return x + y end,
  sub = function(x, y) return x - y end,
  mul = function(x, y) return x * y end,
  div = function(x, y) return x / y end,
  pow = function(x, y) return x ^ y end,
  maximum = function(x, y) return math.max(x, y) end,
  minimum = function(x, y) return math.min(x, y) end,
}

test("binary arithmetic matches the reference (float64 and float32)", function()
  for _, dt in ipairs{"float64", "float32"} do
    local a = uniform(0.5, 2, 3, 4):to(dt)
    local b = away(0.5, 2, 3, 4):to(dt)
    for name, f in pairs(binops) do
      local r = xa[name](a, b)
      T.eq(r:dtype(), dt, name)
      T.close(r, ref_binary(a, b, f), dt == "float32" and 1e-5 or 1e-12, name .. " " .. dt)
      T.close(a[name](a, b), ref_binary(a, b, f), dt == "float32" and 1e-5 or 1e-12, name .. " method")
    end
  end
end)

-- the unit-stride loops are vectorised: lengths around the vector widths, a scalar operand
-- on either side, and a tensor added to itself in place
test("binary arithmetic over long rows: vector widths, scalar operands, self in place", function()
  for _, dt in ipairs{"float32", "float64", "int64"} do
    for _, n in ipairs{1, 3, 7, 8, 9, 15, 16, 17, 33, 1001} do
      local a, b
      if dt == "int64" then
        a, b = xa.randint(-50, 50, n), xa.randint(1, 50, n)
      else
        a, b = uniform(0.5, 2, n):to(dt), away(0.5, 2, n):to(dt)
      end
      local tol = dt == "float32" and 1e-5 or 1e-12
      for _, name in ipairs{"add", "sub", "mul", "maximum", "minimum"} do
        local f, m = binops[name], name .. " " .. dt .. " n " .. n
        T.close(xa[name](a, b), ref_binary(a, b, f), tol, m)
        local s1 = b:narrow(1, 1, 1):expand(n)  -- a stride-0 operand on the right
        T.close(xa[name](a, s1), ref_binary(a, s1, f), tol, m .. " (a, scalar)")
        T.close(xa[name](s1, a), ref_binary(s1, a, f), tol, m .. " (scalar, a)")
      end
      local twice = ref_binary(a, a, binops.add)
      local c = a:clone()
      c:add_(c)
      T.close(c, twice, 0, "add_ of itself " .. dt .. " n " .. n)
    end
  end
end)

-- the other vectorised unit-stride loops: unary gradients, the affine map (the gradient of
-- a subtraction's right operand), clamp, masked_fill in place, fill, and copies of one
-- dtype (a permuted tensor made contiguous: rows of unit stride) and across dtypes
test("unary gradients, affine, clamp, masked_fill, fill and copies over long rows", function()
  local grads = {
    tanh = function(x, g) local y = math.tanh(x); return g * (1 - y * y) end,
    sigmoid = function(x, g) local y = 1 / (1 + math.exp(-x)); return g * y * (1 - y) end,
    exp = function(x, g) return g * math.exp(x) end,
    relu = function(x, g) return x > 0 and g or 0 end,
    square = function(x, g) return 2 * g * x end,
  }
  for _, dt in ipairs{"float32", "float64"} do
    local tol = dt == "float32" and 2e-6 or 1e-12
    for _, n in ipairs{1, 3, 7, 8, 9, 15, 16, 17, 33, 1001} do
      local xv, gv = uniform(-2, 2, n):to(dt), uniform(-1, 1, n):to(dt)
      local X, G = vals(xv), vals(gv)
      local m = " " .. dt .. " n " .. n
      for name, f in pairs(grads) do
        local x = xv:clone():requires_grad_(true)
        x[name](x):backward(gv)
        local want = {}
        for i = 1, n do want[i] = f(X[i], G[i]) end
        T.close(x.grad, xa.tensor(want, {dtype = dt}), tol, "d" .. name .. m)
      end
      local a, b = xv:clone():requires_grad_(true), gv:clone():requires_grad_(true)
      local diff = a - b
      diff:backward(xv)
      local neg = {}
      for i = 1, n do neg[i] = -X[i] end
      T.close(b.grad, xa.tensor(neg, {dtype = dt}), 0, "affine (-g)" .. m)
      local cl, mf = {}, {}
      for i = 1, n do
        cl[i] = math.min(math.max(X[i], -0.5), 0.75)
        mf[i] = G[i] > 0 and 7 or X[i]
      end
      T.close(xv:clamp(-0.5, 0.75), xa.tensor(cl, {dtype = dt}), 0, "clamp" .. m)
      local c = xv:clone()
      c:masked_fill_(gv:gt(0), 7)
      T.close(c, xa.tensor(mf, {dtype = dt}), 0, "masked_fill_ in place" .. m)
      c:fill_(-3)
      for i, v in ipairs(vals(c)) do T.eq(v, -3, "fill" .. m .. " at " .. i) end
      T.close(xv:to(dt == "float32" and "float64" or "float32"), xv, tol, "converting copy" .. m)
      -- (3, 2, n) stored as (2, 3, n): contiguous() copies rows of n of unit stride
      local p = xa.randn(2, 3, n):to(dt):permute(2, 1, 3)
      local pc, pv = p:contiguous(), p:totable()
      T.ok(pc:is_contiguous())
      T.close(pc, xa.tensor(pv, {dtype = dt}), 0, "permuted copy" .. m)
    end
  end
end)

test("comparisons and logical ops return bool tensors with the right values", function()
  local a = xa.tensor({{1, 2, 3}, {4, 5, 6}})
  local b = xa.tensor({3, 2, 7}):float()
  local cmps = {
    eq = function(x, y) return x == y end, ne = function(x, y) return x ~= y end,
    lt = function(x, y) return x < y end, le = function(x, y) return x <= y end,
    gt = function(x, y) return x > y end, ge = function(x, y) return x >= y end,
  }
  for name, f in pairs(cmps) do
    local r = xa[name](a, b)
    T.eq(r:dtype(), "bool", name)
    T.close(r, ref_binary(a, b, function(x, y) return b2n(f(x, y)) end), 0, name)
    -- number on either side
    T.close(xa[name](a, 3), ref_binary(a, 3, function(x, y) return b2n(f(x, y)) end), 0, name .. " t,n")
    T.close(xa[name](3, a), ref_binary(3, a, function(x, y) return b2n(f(x, y)) end), 0, name .. " n,t")
  end
  local p = xa.tensor({0, 1, 2, 0}):float()
  local q = xa.tensor({true, true, false, false})
  T.eq(xa.logical_and(p, q):dtype(), "bool")
  T.close(xa.logical_and(p, q), {0, 1, 0, 0}, 0)
  T.close(xa.logical_or(p, q), {1, 1, 1, 0}, 0)
  T.close(xa.logical_not(p), {1, 0, 0, 1}, 0)
  T.eq(xa.logical_not(p):dtype(), "bool")
  T.close(xa.logical_not(q), {0, 0, 1, 1}, 0)
  T.close(p:logical_and(true), {0, 1, 1, 0}, 0)
  -- comparisons of int64 against a fractional number
  T.close(xa.tensor({1, 2, 3}):lt(2.5), {1, 1, 0}, 0)
end)

test("dtype promotion", function()
  local i = xa.tensor({7, -3, 4})
  local f = xa.tensor({0.5, 1.5, 2}):float()
  local d = xa.tensor({1, 2, 3}):double()
  local bt, bf = xa.tensor({true, true, false}), xa.tensor({true, false, false})
  T.eq(xa.add(i, f):dtype(), "float32")
  T.close(xa.add(i, f), {7.5, -1.5, 6})
  T.eq(xa.add(f, d):dtype(), "float64")
  T.eq(xa.div(i, xa.tensor({2, 2, 8})):dtype(), "float32")
  T.close(xa.div(i, xa.tensor({2, 2, 8})), {3.5, -1.5, 0.5})
  T.eq(xa.add(bt, bf):dtype(), "int64")
  T.close(xa.add(bt, bf), {2, 1, 0}, 0)
  T.eq(xa.mul(bt, i):dtype(), "int64")
  T.eq(xa.eq(i, f):dtype(), "bool")
  T.eq(xa.maximum(bt, bf):dtype(), "bool")
  T.close(xa.maximum(bt, bf), {1, 1, 0}, 0)
  T.close(xa.minimum(bt, bf), {1, 0, 0}, 0)
  -- Lua numbers take the tensor's dtype; fractional numbers make integers float32
  T.eq(xa.add(i, 2):dtype(), "int64")
  T.close(xa.add(i, 2), {9, -1, 6}, 0)
  T.eq(xa.add(i, 2.5):dtype(), "float32")
  T.close(xa.add(i, 2.5), {9.5, -0.5, 6.5})
  T.eq(xa.add(f, 2):dtype(), "float32")
  T.eq(xa.mul(d, 2):dtype(), "float64")
  T.eq(xa.add(bt, 1):dtype(), "int64")
  -- unary: maths on integers gives float32, rounding keeps integers
  T.eq(xa.exp(i):dtype(), "float32")
  T.close(xa.exp(i), ref_unary(i, math.exp))
  T.eq(xa.sqrt(xa.tensor({4, 9})):dtype(), "float32")
  T.eq(xa.floor(i):dtype(), "int64")
  T.close(xa.floor(i), {7, -3, 4}, 0)
  T.eq(xa.neg(bt):dtype(), "int64")
  T.close(xa.neg(bt), {-1, -1, 0}, 0)
  T.eq(xa.abs(i):dtype(), "int64")
  T.close(xa.abs(i), {7, 3, 4}, 0)
  T.close(xa.square(i), {49, 9, 16}, 0)
  T.close(xa.sign(i), {1, -1, 1}, 0)
  T.close(xa.relu(i), {7, 0, 4}, 0)
  T.eq(xa.pow(i, 2):dtype(), "int64")
  T.close(xa.pow(i, 2), {49, 9, 16}, 0)
  T.eq(xa.pow(i, 0.5):dtype(), "float32")
  T.eq(xa.pow(f, 2):dtype(), "float32")
end)

test("integer arithmetic is exact and wraps around instead of being undefined", function()
  local big = xa.tensor({2, 3, -2, 10})
  -- exact integer powers: 2^40, 3^39 (needs all 62 bits), (-2)^63 = INT64_MIN
  -- (compared inside int64 tensors: :totable() reads through a double)
  local p = xa.pow(big, xa.tensor({40, 39, 63, 18}))
  local want = xa.tensor({1 << 40, 4052555153018976267, math.mininteger, 1000000000000000000})
  T.close(xa.eq(p, want), {1, 1, 1, 1}, 0)
  T.close(xa.eq(p, xa.add(want, 1)), {0, 0, 0, 0}, 0) -- the comparison sees the last bit
  T.close(xa.eq(xa.pow(big, 2), xa.tensor({4, 9, 4, 100})), {1, 1, 1, 1}, 0)
  -- negative integer exponents: 1, -1 keep their values, the rest truncate to 0
  T.eq(table.concat(xa.pow(xa.tensor({1, -1, -1, 2}), xa.tensor({-3, -3, -2, -1})):totable(), ","), "1,-1,1,0")
  local m = xa.tensor({math.maxinteger, math.mininteger})
  local swapped = xa.tensor({math.mininteger, math.maxinteger})
  T.close(xa.eq(xa.add(m, 1), xa.tensor({math.mininteger, math.mininteger + 1})), {1, 1}, 0)
  T.close(xa.eq(xa.sub(m, 1), xa.tensor({math.maxinteger - 1, math.maxinteger})), {1, 1}, 0)
  T.close(xa.eq(xa.mul(xa.tensor({1 << 62, 3}), 4), xa.tensor({0, 12})), {1, 1}, 0)
  T.close(xa.eq(xa.neg(m), xa.tensor({math.mininteger + 1, math.mininteger})), {1, 1}, 0)
  T.close(xa.eq(xa.abs(m), xa.tensor({math.maxinteger, math.mininteger})), {1, 1}, 0)
  T.close(xa.eq(xa.square(xa.tensor({1 << 32, 3})), xa.tensor({0, 9})), {1, 1}, 0)
  T.close(xa.eq(xa.sub(swapped, m), xa.tensor({1, -1})), {1, 1}, 0)
  T.eq(xa.pow(xa.tensor({7}), 2):totable()[1], 49)
end)

test("Lua numbers on either side", function()
  local t = uniform(0.5, 2, 2, 3)
  T.close(xa.sub(10, t), ref_binary(10, t, binops.sub), 1e-12)
  T.close(t:sub(10), ref_binary(t, 10, binops.sub), 1e-12)
  T.close(xa.div(1, t), ref_binary(1, t, binops.div), 1e-12)
  T.close(xa.pow(2, t), ref_binary(2, t, binops.pow), 1e-12)
  T.close(xa.pow(t, 3), ref_binary(t, 3, binops.pow), 1e-12)
  T.close(xa.pow(t, 0.5), ref_binary(t, 0.5, binops.pow), 1e-12)
  T.close(xa.add(2, t), ref_binary(2, t, binops.add), 1e-12)
  T.close(xa.maximum(1, t), ref_binary(1, t, binops.maximum), 0)
  T.close(xa.minimum(t, 1), ref_binary(t, 1, binops.minimum), 0)
  T.close(xa.mul(true, t), vals(t) and t:totable(), 0)
  T.eq(xa.sub(10, t):dtype(), "float64")
end)

test("broadcasting (3,1)+(1,4), (2,3)+(3), 0-dim, leading dims", function()
  local a, b = xa.randn(3, 1), xa.randn(1, 4)
  local r, s = ref_binary(a, b, binops.add)
  T.shape(xa.add(a, b), {3, 4})
  T.shape(xa.add(b, a), {3, 4})
  T.eq(table.concat(s, ","), "3,4")
  T.close(xa.add(a, b), r)
  T.close(xa.add(b, a), r)
  local c, v = xa.randn(2, 3), xa.randn(3)
  T.close(xa.mul(c, v), (ref_binary(c, v, binops.mul)))
  T.close(xa.sub(v, c), (ref_binary(v, c, binops.sub)))
  local z = xa.tensor(2.5)
  T.shape(xa.mul(c, z), {2, 3})
  T.close(xa.mul(c, z), (ref_binary(c, z, binops.mul)))
  T.close(xa.mul(z, z), 6.25)
  T.shape(xa.mul(z, z), {})
  local d = xa.randn(2, 1, 3)
  local e = xa.randn(4, 1)
  T.shape(xa.maximum(d, e), {2, 4, 3})
  T.close(xa.maximum(d, e), (ref_binary(d, e, binops.maximum)), 0)
  T.close(xa.ge(d, e), ref_binary(d, e, function(x, y) return x >= y and 1 or 0 end), 0)
end)

test("non-contiguous operands: transposed, narrowed, expanded", function()
  local base = xa.randn(4, 5):double()
  local tr = base:t()                        -- (5,4) transposed
  local nr = base:narrow(2, 2, 3)            -- (4,3) narrowed
  local ex = xa.randn(4, 1):double():expand(4, 3)
  T.ok(not tr:is_contiguous() and not nr:is_contiguous())
  T.close(xa.mul(nr, ex), ref_binary(nr, ex, binops.mul), 1e-12)
  T.close(xa.sub(tr, tr:contiguous()), fill({5, 4}, function() return 0 end), 0)
  T.close(xa.add(tr, xa.ones(5, 4):double()), ref_binary(tr, 1, binops.add), 1e-12)
  T.close(xa.exp(nr), ref_unary(nr, math.exp), 1e-12)
  T.close(xa.tanh(tr), ref_unary(tr, tanh), 1e-12)
  T.close(xa.lt(nr, ex), ref_binary(nr, ex, function(x, y) return x < y and 1 or 0 end), 0)
  -- a column of a transposed view: stride 4 in a 1-D tensor
  local col = tr:select(2, 2)
  T.close(xa.square(col), ref_unary(col, function(x) return x * x end), 1e-12)
  local other = xa.randn(5, 2):double():select(2, 2) -- also stride 2
  T.close(xa.where(col:gt(0), col, other),
          (ref_binary(col, other, function(x, y) return x > 0 and x or y end)), 0)
  -- int64 and bool strided paths
  local ib = xa.arange(12):reshape(3, 4):t()
  T.close(xa.mul(ib, 2), ref_binary(ib, 2, binops.mul), 0)
  T.close(xa.logical_not(ib:gt(5)), ref_unary(ib, function(x) return x > 5 and 0 or 1 end), 0)
end)

test("empty tensors (0,3)", function()
  local e = xa.zeros(0, 3)
  T.shape(xa.add(e, e), {0, 3})
  T.shape(xa.add(e, xa.ones(3)), {0, 3})
  T.shape(xa.mul(e, xa.ones(1, 3)), {0, 3})
  T.shape(xa.add(e, 1), {0, 3})
  T.shape(xa.exp(e), {0, 3})
  T.shape(xa.lt(e, 0), {0, 3})
  T.eq(xa.lt(e, 0):dtype(), "bool")
  T.shape(xa.clamp(e, 0, 1), {0, 3})
  T.shape(xa.where(xa.zeros(0, 1):bool(), e, 1), {0, 3})
  T.shape(xa.masked_fill(e, xa.tensor({true, false, true}), 1), {0, 3})
  T.eq(xa.add(e, e):numel(), 0)
  local r = e:clone():add_(1)
  T.shape(r, {0, 3})
  T.raises(function() return xa.add(e, xa.ones(2, 3)) end, "(0,3)")
  -- backward through an empty op gives an empty gradient
  local p = xa.zeros(0, 3):double():requires_grad_()
  xa.mul(p, 2):backward(xa.zeros(0, 3):double())
  T.shape(p.grad, {0, 3})
end)

test("unary ops match the reference", function()
  local x = xa.randn(3, 5):double()
  local pos = uniform(0.1, 3, 3, 5)
  local mid = uniform(-3, 3, 3, 5)
  local cases = {
    {"neg", x, function(v) return -v end},
    {"abs", x, math.abs},
    {"exp", x, math.exp},
    {"log", pos, math.log},
    {"sqrt", pos, math.sqrt},
    {"rsqrt", pos, function(v) return 1 / math.sqrt(v) end},
    {"tanh", x, tanh},
    {"sigmoid", x, function(v) return 1 / (1 + math.exp(-v)) end},
    {"relu", x, function(v) return v > 0 and v or 0 end},
    {"gelu", mid, function(v) return 0.5 * v * (1 + erf(v / math.sqrt(2))) end},
    {"sin", x, math.sin},
    {"cos", x, math.cos},
    {"floor", mid, math.floor},
    {"ceil", mid, math.ceil},
    {"round", mid, round_even},
    {"sign", x, sign},
    {"reciprocal", pos, function(v) return 1 / v end},
    {"square", x, function(v) return v * v end},
    {"log1p", pos, function(v) return math.log(1 + v) end},
    {"expm1", x, function(v) return math.exp(v) - 1 end},
  }
  for _, c in ipairs(cases) do
    local name, inp, f = c[1], c[2], c[3]
    T.close(xa[name](inp), ref_unary(inp, f), 1e-12, name .. " float64")
    T.close(inp[name](inp), ref_unary(inp, f), 1e-12, name .. " method")
    local r32 = xa[name](inp:float())
    T.eq(r32:dtype(), "float32", name)
    T.close(r32, ref_unary(inp:float(), f), 1e-5, name .. " float32")
  end
end)

test("unary edge values: rounding halves, NaN, inf, tiny arguments", function()
  T.close(xa.round(xa.tensor({0.5, 1.5, 2.5, -0.5, -1.5, 2.4999, -2.6})), {0, 2, 2, 0, -2, 2, -3}, 0)
  T.close(xa.floor(xa.tensor({-0.5, 0.5, -2})), {-1, 0, -2}, 0)
  T.close(xa.ceil(xa.tensor({-0.5, 0.5, -2})), {0, 1, -2}, 0)
  local nan = 0 / 0
  T.close(xa.sign(xa.tensor({nan, -0.0, 3, -math.huge})), {nan, 0, 1, -1}, 0)
  T.close(xa.relu(xa.tensor({nan, -1})), {0, 0}, 0) -- NaN > 0 is false: relu(NaN) = 0
  T.close(xa.sigmoid(xa.tensor({-100, 100, 0})), {0, 1, 0.5}, 1e-7)
  T.close(xa.sigmoid(xa.tensor({-800, 800}):double()), {0, 1}, 0)
  T.close(xa.tanh(xa.tensor({-50, 50})), {-1, 1}, 0)
  T.close(xa.gelu(xa.tensor({-10, 10, 0}):double()), {0, 10, 0}, 1e-12)
  T.close(xa.log(xa.tensor({0, -1})), {-math.huge, nan}, 0)
  T.close(xa.sqrt(xa.tensor({-1})), {nan}, 0)
  T.close(xa.reciprocal(xa.tensor({0})), {math.huge}, 0)
  -- log1p and expm1 stay accurate where log(1 + x) and exp(x) - 1 lose every digit
  local tiny = xa.tensor({1e-12, -1e-12}):double()
  T.close(xa.log1p(tiny), {1e-12 - 0.5e-24, -1e-12 - 0.5e-24}, 1e-10)
  T.close(xa.expm1(tiny), {1e-12 + 0.5e-24, -1e-12 + 0.5e-24}, 1e-10)
  local t32 = xa.log1p(xa.tensor({1e-10}))
  T.ok(math.abs(t32:item() - 1e-10) < 1e-16, "float32 log1p of 1e-10")
  T.close(xa.exp(xa.tensor({nan, math.huge, -math.huge})), {nan, math.huge, 0}, 0)
end)

test("maximum and minimum propagate NaN from either side", function()
  local nan = 0 / 0
  local a = xa.tensor({nan, 1, nan, 2})
  local b = xa.tensor({1, nan, nan, 3})
  T.close(xa.maximum(a, b), {nan, nan, nan, 3}, 0)
  T.close(xa.minimum(a, b), {nan, nan, nan, 2}, 0)
  T.close(xa.maximum(b, a), {nan, nan, nan, 3}, 0)
  T.close(xa.minimum(b:double(), a:double()), {nan, nan, nan, 2}, 0)
  T.close(xa.maximum(a, 0), {nan, 1, nan, 2}, 0)
  T.close(xa.minimum(0, a), {nan, 0, nan, 0}, 0)
  -- broadcast scalar path of the kernel with a NaN scalar
  T.close(xa.maximum(xa.ones(3), xa.tensor(nan)), {nan, nan, nan}, 0)
  T.close(xa.clamp(a, 0, 1.5), {nan, 1, nan, 1.5}, 0)
end)

-- ---- gradients ---------------------------------------------------------------
test("gradcheck: binary ops", function()
  local a = param(uniform(0.5, 2, 2, 3))
  local b = param(away(0.5, 2, 2, 3))
  for _, name in ipairs{"add", "sub", "mul", "div", "pow", "maximum", "minimum"} do
    local ok, msg = xa.gradcheck(function(x, y) return xa[name](x, y) end, {a, b})
    T.ok(ok, name .. ": " .. tostring(msg))
  end
  -- maximum/minimum with values far apart from each other
  local c = param(uniform(0, 1, 4)) -- c < d everywhere
  local d = param(uniform(2, 3, 4))
  T.gradcheck(function(x, y) return xa.maximum(x, y) end, {c, d})
  T.gradcheck(function(x, y) return xa.minimum(y, x) end, {c, d})
  -- numbers on either side; only the tensor is differentiated
  T.gradcheck(function(x) return xa.sub(3, x) end, {a})
  T.gradcheck(function(x) return xa.div(2, x) end, {b})
  T.gradcheck(function(x) return xa.pow(2, x) end, {b})
  T.gradcheck(function(x) return xa.pow(x, 3) end, {b})
  T.gradcheck(function(x) return xa.pow(x, 0.5) end, {a})
  T.gradcheck(function(x) return xa.pow(x, -1.5) end, {a})
  T.gradcheck(function(x) return x * x + x / 3 - 1 end, {b})
  T.gradcheck(function(x) return x:mul(x) end, {b})
end)

test("gradcheck: unary ops", function()
  local x = param(away(0.2, 2, 2, 4))      -- away from the kinks at 0
  local pos = param(uniform(0.2, 3, 2, 4))
  local frac = param(xa.tensor({{0.2, 1.3, -0.7, 2.6}, {-1.2, 0.4, -2.3, 3.1}}))
  for _, name in ipairs{"neg", "abs", "exp", "tanh", "sigmoid", "relu", "gelu", "sin", "cos",
                        "square", "expm1", "reciprocal"} do
    local ok, msg = xa.gradcheck(function(t) return xa[name](t) end, {x})
    T.ok(ok, name .. ": " .. tostring(msg))
  end
  for _, name in ipairs{"log", "sqrt", "rsqrt", "log1p"} do
    local ok, msg = xa.gradcheck(function(t) return xa[name](t) end, {pos})
    T.ok(ok, name .. ": " .. tostring(msg))
  end
  -- piecewise constant: zero gradient away from the steps
  for _, name in ipairs{"floor", "ceil", "round", "sign"} do
    local ok, msg = xa.gradcheck(function(t) return xa[name](t) end, {frac})
    T.ok(ok, name .. ": " .. tostring(msg))
    xa[name](frac):backward(xa.ones(2, 4):double())
    T.close(frac.grad, fill({2, 4}, function() return 0 end), 0, name)
    frac:zero_grad()
  end
  -- non-contiguous input to a unary op
  local big = param(xa.randn(3, 4))
  T.gradcheck(function(t) return xa.tanh(t:t()) end, {big})
  T.gradcheck(function(t) return xa.exp(t:narrow(2, 2, 2)) end, {big})
end)

test("gradcheck: clamp, where, masked_fill", function()
  -- values kept at least 0.1 from the bounds -0.5 and 0.5
  local x = param(xa.tensor({{-1.2, -0.3, 0.1, 0.9}, {0.35, -0.7, 1.4, -0.05}}))
  T.gradcheck(function(t) return xa.clamp(t, -0.5, 0.5) end, {x})
  T.gradcheck(function(t) return xa.clamp(t, nil, 0.5) end, {x})
  T.gradcheck(function(t) return xa.clamp(t, -0.5) end, {x})
  T.gradcheck(function(t) return t:clamp(-0.5, nil) end, {x})
  -- the gradient is 1 inside [lo, hi] (bounds included) and 0 outside
  local y = param(xa.tensor({-1, -0.5, 0, 0.5, 1}))
  xa.clamp(y, -0.5, 0.5):backward(xa.ones(5):double())
  T.close(y.grad, {0, 1, 1, 1, 0}, 0)
  local a = param(xa.randn(3, 1))
  local b = param(xa.randn(4))
  local cond = xa.randn(3, 4):gt(0)
  T.gradcheck(function(p, q) return xa.where(cond, p, q) end, {a, b})
  T.gradcheck(function(p) return xa.where(cond, p, 0) end, {a})
  T.gradcheck(function(q) return xa.where(cond, 1.5, q) end, {b})
  local m = xa.tensor({{true, false, true, false}})
  local t = param(xa.randn(3, 4))
  T.gradcheck(function(p) return xa.masked_fill(p, m, -3) end, {t})
  T.gradcheck(function(p) return p:masked_fill(m, 2) * p end, {t})
end)

test("gradients of broadcasting ops reduce to each input's shape", function()
  local a = param(xa.tensor({{1}, {2}, {3}}))         -- (3,1)
  local b = param(xa.tensor({{10, 20, 30, 40}}))      -- (1,4)
  local s = param(xa.tensor(5))                        -- 0-dim
  local y = xa.mul(xa.add(a, b), s)                    -- (3,4)
  y:backward(xa.ones(3, 4):double())
  T.shape(a.grad, {3, 1})
  T.shape(b.grad, {1, 4})
  T.shape(s.grad, {})
  T.close(a.grad, {{20}, {20}, {20}}, 1e-12)           -- 4 columns * s
  T.close(b.grad, {{15, 15, 15, 15}}, 1e-12)           -- 3 rows * s
  T.close(s.grad, 4 * (1 + 2 + 3) + 3 * (10 + 20 + 30 + 40), 1e-12)
  -- where with broadcast branches and a broadcast condition
  local p = param(xa.ones(2, 1))
  local q = param(xa.ones(3))
  local c = xa.tensor({true, false, true})              -- (3) broadcast to (2,3)
  xa.where(c, p, q):backward(xa.ones(2, 3):double())
  T.close(p.grad, {{2}, {2}}, 0)
  T.close(q.grad, {0, 2, 0}, 0)
  -- a float32 input meeting a float64 one gets a float32 gradient
  local f = xa.ones(3):requires_grad_()
  local g = param(xa.ones(3))
  xa.mul(f, g * 2):backward(xa.ones(3):double())
  T.eq(f.grad:dtype(), "float32")
  T.close(f.grad, {2, 2, 2}, 0)
end)

test("pow gradients are finite at a zero base", function()
  local a = param(xa.tensor({0, 0, 2}))
  local b = param(xa.tensor({2, 0, 0}))
  xa.pow(a, b):backward(xa.ones(3):double())
  -- d/da a^b = b a^(b-1): 0 at (0, 2), 0 at b = 0; d/db = a^b log a: 0 where a^b = 0
  T.close(a.grad, {0, 0, 0}, 0)
  T.close(b.grad, {0, 0, math.log(2)}, 1e-12)
  -- a negative exponent at a zero base: y = inf, so the gradients are not finite there
  local c = param(xa.tensor({2, 3}))
  local e = param(xa.tensor({-1, 2}))
  xa.pow(c, e):backward(xa.ones(2):double())
  T.close(c.grad, {-0.25, 6}, 1e-12)
  T.close(e.grad, {0.5 * math.log(2), 9 * math.log(3)}, 1e-12)
  local x = param(xa.tensor({0, 1, -2}))
  xa.pow(x, 0):backward(xa.ones(3):double())
  T.close(x.grad, {0, 0, 0}, 0)
  x:zero_grad()
  xa.pow(x, 2):backward(xa.ones(3):double())
  T.close(x.grad, {0, 2, -4}, 0)
end)

-- ---- where / clamp / masked_fill values ------------------------------------------
test("where: values, conditions of any dtype, promotion, numbers", function()
  local c = xa.tensor({{1, 0, 2}, {0, -1, 0}}):float()  -- nonzero is true
  local a = xa.arange(6):reshape(2, 3)                  -- int64
  local b = xa.tensor({0.5, 1.5, 2.5}):float()          -- (3) broadcast
  local r = xa.where(c, a, b)
  T.eq(r:dtype(), "float32")
  T.close(r, {{0, 1.5, 2}, {0.5, 4, 2.5}}, 0)
  T.close(xa.where(c:bool(), a, -1), {{0, -1, 2}, {-1, 4, -1}}, 0)
  T.eq(xa.where(c:bool(), a, -1):dtype(), "int64")
  T.eq(xa.where(c, 1, 0):dtype(), "int64")
  T.close(xa.where(c, 1, 0), {{1, 0, 1}, {0, 1, 0}}, 0)
  T.eq(xa.where(c, 1, 0.5):dtype(), "float32")
  T.eq(xa.where(c, true, false):dtype(), "bool")
  T.close(c:where(2.5, a), {{2.5, 1, 2.5}, {3, 2.5, 5}}, 0)
  -- the condition broadcasts too: (2,1) against (3)
  local cc = xa.tensor({{true}, {false}})
  T.close(xa.where(cc, b, xa.zeros(3)), {{0.5, 1.5, 2.5}, {0, 0, 0}}, 0)
  T.shape(xa.where(xa.tensor(true), xa.ones(2, 1), xa.zeros(4)), {2, 4})
  -- non-contiguous everything
  local base = xa.randn(4, 3)
  local cond = base:t():gt(0)
  local ra, rb = base:t(), xa.randn(3, 1):expand(3, 4)
  T.close(xa.where(cond, ra, rb),
          ref_binary(ra, rb, function() return 0 end) and
          (function()
            local vc, va, vb = vals(cond), vals(ra), vals(rb)
            local out = {}
            for k = 1, #vc do out[k] = vc[k] and va[k] or vb[k] end
            return nest(out, {3, 4})
          end)(), 0)
end)

test("clamp: values, one-sided, integer and NaN inputs, lo > hi", function()
  local x = xa.tensor({-2, -0.5, 0, 0.5, 2}):double()
  T.close(xa.clamp(x, -1, 1), {-1, -0.5, 0, 0.5, 1}, 0)
  T.close(xa.clamp(x, nil, 0), {-2, -0.5, 0, 0, 0}, 0)
  T.close(xa.clamp(x, 0), {0, 0, 0, 0.5, 2}, 0)
  T.close(xa.clamp(x, 1, -1), {-1, -1, -1, -1, -1}, 0)  -- min(max(x, lo), hi)
  local i = xa.tensor({-5, 0, 5})
  T.eq(xa.clamp(i, -1, 1):dtype(), "int64")
  T.close(xa.clamp(i, -1, 1), {-1, 0, 1}, 0)
  T.eq(xa.clamp(i, -1.5, 1):dtype(), "float32")
  T.close(xa.clamp(i, -1.5, 1), {-1.5, 0, 1}, 0)
  T.close(xa.clamp(i, nil, math.huge), {-5, 0, 5}, 0)
  T.close(xa.clamp(i, -1e30, 1e30), {-5, 0, 5}, 0)     -- saturates to the int64 range
  T.eq(xa.clamp(xa.tensor({true, false}), 0, 0):dtype(), "int64")
  local nt = xa.randn(3, 4):t()
  T.close(nt:clamp(-0.3, 0.3), ref_unary(nt, function(v) return math.min(math.max(v, -0.3), 0.3) end))
end)

test("masked_fill: values, broadcast mask, dtypes", function()
  local t = xa.arange(6):reshape(2, 3):float()
  local m = xa.tensor({true, false, true})
  local r = xa.masked_fill(t, m, -math.huge)
  T.close(r, {{-math.huge, 1, -math.huge}, {-math.huge, 4, -math.huge}}, 0)
  T.close(t, {{0, 1, 2}, {3, 4, 5}}, 0) -- out of place: t unchanged
  T.close(t:masked_fill(xa.tensor({{true}, {false}}), 7), {{7, 7, 7}, {3, 4, 5}}, 0)
  local i = xa.arange(4)
  T.eq(xa.masked_fill(i, i:gt(1), 9):dtype(), "int64")
  T.close(xa.masked_fill(i, i:gt(1), 9), {0, 1, 9, 9}, 0)
  T.close(xa.masked_fill(i:gt(0), i:eq(2), false), {0, 1, 0, 1}, 0)
  local nt = xa.randn(3, 4):t()
  local nm = xa.randn(4, 3):gt(0)
  T.close(xa.masked_fill(nt, nm, 0.25), ref_binary(nt, nm, function(v, mm) return mm and 0.25 or v end), 0)
end)

-- ---- in-place ----------------------------------------------------------------------
test("in-place ops modify the tensor itself and return it", function()
  local t = xa.tensor({{1, 2}, {3, 4}}):double()
  local view = t:narrow(1, 2, 1)
  T.ok(rawequal(t:add_(1), t), "add_ returns t")
  T.close(t, {{2, 3}, {4, 5}}, 0)
  T.close(view, {{4, 5}}, 0)                      -- a view sees the change
  t:sub_(xa.tensor({1, 2}):double())
  T.close(t, {{1, 1}, {3, 3}}, 0)
  t:mul_(xa.tensor({{2}, {3}}))                   -- int64 operand into float64
  T.close(t, {{2, 2}, {9, 9}}, 0)
  t:div_(2)
  T.close(t, {{1, 1}, {4.5, 4.5}}, 0)
  T.ok(rawequal(t:masked_fill_(xa.tensor({true, false}), -1), t))
  T.close(t, {{-1, 1}, {-1, 4.5}}, 0)
  T.ok(rawequal(t:clamp_(0, 2), t))
  T.close(t, {{0, 1}, {0, 2}}, 0)
  T.close(t:clamp_(nil, 0.5), {{0, 0.5}, {0, 0.5}}, 0)
  -- integers in place with integer operands
  local i = xa.arange(4)
  i:add_(10):mul_(2):sub_(xa.tensor({1, 1, 1, 1}))
  T.close(i, {19, 21, 23, 25}, 0)
  T.eq(i:dtype(), "int64")
  i:clamp_(20, 24)
  T.close(i, {20, 21, 23, 24}, 0)
  -- into a strided view: only the viewed elements change
  local base = xa.zeros(3, 4)
  base:t():narrow(1, 2, 2):add_(1)               -- columns 2..3 of base
  T.close(base, {{0, 1, 1, 0}, {0, 1, 1, 0}, {0, 1, 1, 0}}, 0)
  -- an operand aliasing the target with another layout: t + t^T from the old values
  local sq = xa.tensor({{1, 2}, {3, 4}}):float()
  sq:add_(sq:t())
  T.close(sq, {{2, 5}, {5, 8}}, 0)
  local sq2 = xa.tensor({{1, 2}, {3, 4}}):float()
  sq2:mul_(sq2)                                   -- same layout alias
  T.close(sq2, {{1, 4}, {9, 16}}, 0)
  -- a mask sharing the target's storage
  local bb = xa.tensor({true, false, true, false})
  bb:masked_fill_(bb, false)
  T.close(bb, {0, 0, 0, 0}, 0)
  -- the mask is the target transposed: element (2,1) must read the mask from the
  -- original (1,2), not from the value just written there
  local bc = xa.tensor({{false, true}, {true, false}})
  bc:masked_fill_(bc:t(), false)
  T.close(bc, {{0, 0}, {0, 0}}, 0)
end)

test("in-place ops bump the version: backward through a saved tensor raises", function()
  local a = T.param(3)
  local b = xa.randn(3):double()
  local y = xa.mul(a, b)                          -- saves b
  b:add_(1)
  T.raises(function() y:backward(xa.ones(3):double()) end, "modified by an in-place operation")
  for _, f in ipairs{
    function(t) t:sub_(1) end, function(t) t:mul_(2) end, function(t) t:div_(2) end,
    function(t) t:clamp_(-1, 1) end, function(t) t:masked_fill_(xa.tensor({true, false, true}), 0) end,
  } do
    local c = xa.randn(3):double()
    local z = xa.mul(a, c)
    f(c)
    T.raises(function() z:backward(xa.ones(3):double()) end, "modified by an in-place operation")
  end
  -- the output of exp is saved too: modifying it in place (outside autograd) is caught
  local e = xa.exp(a)
  xa.no_grad(function() e:mul_(2) end)
  T.raises(function() e:backward(xa.ones(3):double()) end, "modified by an in-place operation")
  -- an untouched graph still works
  local w = xa.randn(3):double()
  local ok = xa.mul(a, w)
  ok:backward(xa.ones(3):double())
  T.close(a.grad, w, 1e-12)
end)

test("in-place on a tensor that requires grad is refused in grad mode", function()
  local p = T.param(2, 2)
  local before = p:totable()
  for name, f in pairs{
    add_ = function() p:add_(1) end, sub_ = function() p:sub_(1) end,
    mul_ = function() p:mul_(2) end, div_ = function() p:div_(2) end,
    clamp_ = function() p:clamp_(0, 1) end,
    masked_fill_ = function() p:masked_fill_(xa.tensor({true, true}), 0) end,
  } do
    T.raises(f, name .. ": cannot modify in place a tensor that requires grad")
  end
  T.close(p, before, 0)
  -- a view of it requires grad too
  T.raises(function() p:narrow(1, 1, 1):add_(1) end, "requires grad")
  -- allowed under no_grad (how optimizers update parameters)
  xa.no_grad(function() p:add_(1) end)
  T.close(p, fill({2, 2}, function(k) return T.flat(before)[k] + 1 end), 1e-12)
end)

-- ---- errors --------------------------------------------------------------------------
test("error messages name the op, the argument and every shape", function()
  local a, b = xa.ones(2, 3), xa.ones(4)
  for _, name in ipairs{"add", "sub", "mul", "div", "pow", "maximum", "minimum", "eq", "lt",
                        "logical_and"} do
    local err = T.raises(function() return xa[name](a, b) end, name .. ": shapes (2,3) and (4)")
    T.ok(err:find("cannot be broadcast", 1, true), err)
  end
  T.raises(function() return a + b end, "add: shapes (2,3) and (4)")
  -- wrong argument types
  local err = T.raises(function() return xa.add(a, "x") end, "(xattn.Tensor or number expected, got string)")
  T.ok(err:find("bad argument #2", 1, true), err)
  T.raises(function() return xa.mul({}, a) end, "xattn.Tensor or number expected, got table")
  T.raises(function() return a:add(nil) end, "xattn.Tensor or number expected, got nil")
  T.raises(function() return xa.add(1, 2) end, "add: at least one operand must be a tensor (got number and number)")
  T.raises(function() return xa.exp("x") end, "xattn.Tensor expected, got string")
  T.raises(function() return xa.exp() end, "xattn.Tensor expected, got no value")
  T.raises(function() return xa.clamp(a, "lo") end, "#2 to 'clamp' (number or nil expected, got string)")
  T.raises(function() return xa.clamp(a) end, "clamp: at least one of the bounds lo and hi must be given")
  T.raises(function() return a:clamp_() end, "clamp_: at least one of the bounds")
  T.raises(function() return xa.where(1, a, a) end, "xattn.Tensor expected, got number")
  T.raises(function() return xa.where(a:gt(0), "a", a) end, "#2 to 'where' (xattn.Tensor or number expected, got string)")
  T.raises(function() return xa.where(a:gt(0), a, {}) end, "xattn.Tensor or number expected, got table")
  T.raises(function() return xa.where(xa.ones(5):bool(), a, xa.ones(2, 1)) end,
           "where: shapes cond (5), a (2,3) and b (2,1) cannot be broadcast together")
  T.raises(function() return xa.where(xa.ones(3):bool(), xa.ones(2, 3), xa.ones(4)) end,
           "where: shapes cond (3), a (2,3) and b (4)")
  T.raises(function() return xa.masked_fill(a, xa.ones(3), 0) end,
           "masked_fill: mask must be a bool tensor, got float32 (shape (3))")
  T.raises(function() return xa.masked_fill(a, xa.ones(2):bool(), 0) end,
           "masked_fill: mask of shape (2) cannot be broadcast to the tensor's shape (2,3)")
  T.raises(function() return xa.masked_fill(a, xa.ones(2, 2, 3):bool(), 0) end, "(2,2,3)")
  T.raises(function() return xa.masked_fill(a, a:gt(0), "v") end,
           "#3 to 'masked_fill' (number or boolean expected, got string)")
  T.raises(function() return xa.masked_fill(xa.arange(3), xa.ones(3):bool(), 0.5) end,
           "masked_fill: value 0.5 cannot be stored in an int64 tensor")
  T.raises(function() return xa.arange(3):masked_fill_(xa.ones(3):bool(), math.huge) end,
           "masked_fill_: value inf cannot be stored in an int64 tensor")
  T.raises(function() return a:masked_fill_(xa.ones(3), 0) end, "masked_fill_: mask must be a bool tensor")
end)

test("in-place error paths", function()
  local t = xa.ones(3)
  T.raises(function() t:add_(xa.ones(2, 3)) end,
           "add_: shape (2,3) cannot be broadcast to the in-place target's shape (3)")
  T.raises(function() t:mul_(xa.ones(2)) end, "mul_: shape (2) cannot be broadcast")
  T.raises(function() t:add_("x") end, "xattn.Tensor or number expected, got string")
  local i = xa.arange(3)
  T.raises(function() i:add_(0.5) end,
           "add_: the result has dtype float32, which cannot be written in place into a int64 tensor")
  T.raises(function() i:div_(2) end, "div_: the result has dtype float32")
  T.raises(function() i:mul_(xa.ones(3)) end, "mul_: the result has dtype float32")
  T.raises(function() xa.tensor({true}):add_(xa.tensor({true})) end,
           "add_: the result has dtype int64, which cannot be written in place into a bool tensor")
  T.raises(function() i:clamp_(0.5, 2) end, "clamp_: non-integral bounds")
  T.raises(function() xa.tensor({true}):clamp_(0, 1) end, "clamp_: not supported in place for dtype bool")
  T.close(i, {0, 1, 2}, 0) -- nothing was written
  -- a target with elements sharing memory
  local ex = xa.ones(1, 3):expand(4, 3)
  T.raises(function() ex:add_(1) end, "add_: cannot write in place into an expanded tensor of shape (4,3)")
  T.raises(function() ex:clamp_(0, 1) end, "clamp_: cannot write in place into an expanded tensor")
  T.raises(function() ex:masked_fill_(xa.tensor({true, false, true}), 0) end, "masked_fill_: cannot write in place")
  -- float32 target, float64 operand: allowed (same kind), computed into float32
  local f = xa.ones(2)
  f:add_(xa.tensor({0.5, 0.25}):double())
  T.eq(f:dtype(), "float32")
  T.close(f, {1.5, 1.25}, 0)
end)

-- ---- threads, docs -----------------------------------------------------------------
test("large ops give identical results with 1 and 2 threads", function()
  local old = xa.threads()
  local ok, err = pcall(function()
    local a = xa.randn(400, 300)                -- 120,000 elements
    local b = xa.randn(300)
    local at = xa.randn(300, 400):t()           -- non-contiguous, same shape
    local function run()
      return {xa.add(a, b), xa.exp(at), xa.gelu(a), xa.where(a:gt(0), at, b),
              xa.clamp(at, -0.5, 0.5), xa.maximum(a, at), xa.pow(a, 2)}
    end
    xa.set_threads(1)
    local r1 = run()
    xa.set_threads(2)
    T.eq(xa.threads(), 2)
    local r2 = run()
    for k = 1, #r1 do
      local v1, v2 = vals(r1[k]), vals(r2[k])
      T.eq(#v1, 120000)
      for n = 1, #v1 do
        if v1[n] ~= v2[n] then error(("result %d differs at element %d: %.9g vs %.9g"):format(k, n, v1[n], v2[n])) end
      end
    end
    -- and the threaded result is right: spot checks against the reference
    local va, vb, vat, vadd, vexp = vals(a), vals(b), vals(at), vals(r2[1]), vals(r2[2])
    for n = 1, 120000, 997 do
      local col = (n - 1) % 300 + 1
      T.ok(math.abs(vadd[n] - (va[n] + vb[col])) <= 1e-6 * (1 + math.abs(vadd[n])), "add at " .. n)
      T.ok(math.abs(vexp[n] - math.exp(vat[n])) <= 1e-6 * (1 + math.abs(vexp[n])), "exp at " .. n)
    end
    -- in place, threaded
    local c = a:clone()
    c:mul_(2)
    local vc = vals(c)
    for n = 1, 120000, 1009 do T.eq(vc[n], va[n] * 2) end
  end)
  xa.set_threads(old)
  if not ok then error(err, 0) end
end)

test("every elementwise function is documented and registered", function()
  local names = {"add", "sub", "mul", "div", "pow", "maximum", "minimum", "eq", "ne", "lt", "le",
    "gt", "ge", "logical_and", "logical_or", "logical_not", "neg", "abs", "exp", "log", "sqrt",
    "rsqrt", "tanh", "sigmoid", "relu", "gelu", "sin", "cos", "floor", "ceil", "round", "sign",
    "reciprocal", "square", "log1p", "expm1", "clamp", "where", "masked_fill"}
  local t = xa.ones(2)
  for _, n in ipairs(names) do
    T.ok(type(xa[n]) == "function", "xattn." .. n)
    T.ok(type(t[n]) == "function", "t:" .. n)
    local d = xa.help(n)
    T.ok(d and d:find(n .. "(", 1, true) == 1, "doc of " .. n)
  end
  for _, n in ipairs{"add_", "sub_", "mul_", "div_", "masked_fill_", "clamp_"} do
    T.ok(type(t[n]) == "function", "t:" .. n)
    T.ok(xa[n] == nil, "xattn." .. n .. " is a method only")
    T.ok(xa.help(n), "doc of " .. n)
  end
end)

test("failing calls leak no tensor memory", function()
  local a = xa.ones(2, 3)
  local p = T.param(3)
  collectgarbage(); collectgarbage()
  local live = xa.memory().live
  for _ = 1, 20 do
    pcall(xa.add, a, xa.ones(4))
    pcall(function() return xa.add(xa.ones(2, 3), xa.ones(4)) end) -- temporaries on both sides
    pcall(function() return xa.where(xa.ones(5):bool(), xa.ones(2, 3), xa.ones(4)) end)
    pcall(function() return xa.ones(3):add_(xa.ones(2, 3)) end)
    pcall(function() return xa.add(2, xa.ones(4, 1):expand(4, 5):add_(1)) end)
    pcall(xa.mul, a, "x")
    pcall(xa.sub, 1.5, {})
    pcall(xa.where, a:gt(0), 1.5, xa.ones(4))
    pcall(xa.where, xa.ones(5):bool(), 1, 2)
    pcall(xa.masked_fill, a, xa.ones(3), 0)
    pcall(xa.clamp, a)
    pcall(function() xa.arange(3):add_(0.5) end)
    pcall(function() p:add_(1) end)
    pcall(function() xa.arange(3):masked_fill_(xa.ones(3):bool(), 0.5) end)
    local y = xa.mul(p, xa.ones(3):double())
    local b = xa.ones(3):double()
    local z = xa.mul(p, b)
    b:mul_(2)
    pcall(function() z:backward(xa.ones(3):double()) end)
    y, z, b = nil, nil, nil
  end
  collectgarbage(); collectgarbage()
  T.eq(xa.memory().live, live, "live tensor bytes after the failing calls")
end)

-- short rows of a strided view (a (B,H,T,4) slice of (B,H,T,12): 8192 rows of 4) are
-- gathered into contiguous blocks before the loop runs (tensor/iter.c): the same values as
-- the same ops on a contiguous tensor built from the view's values through Lua tables
test("element-wise ops on views with short rows: gathered, the same bits as contiguous", function()
  local nt = xa.threads()
  for _, dt in ipairs{"float32", "float64"} do
    local full = xa.randn(64, 4, 32, 12):to(dt)
    local v = full:narrow(4, 5, 4)                        -- rows of 4, row stride 12
    local c = xa.tensor(v:totable(), {dtype = dt})        -- the same values, contiguous
    local bias = xa.randn(4):to(dt)
    local tv = xa.randn(4, 2048):to(dt)
    local tvt, tct = tv:t(), xa.tensor(tv:t():totable(), {dtype = dt}) -- element stride 2048
    local mfull = full:gt(0.5)
    local mv, mc = mfull:narrow(4, 1, 4), xa.tensor(mfull:narrow(4, 1, 4):totable(), {dtype = "bool"})
    for _, n in ipairs{1, 2} do
      xa.set_threads(n)
      local tag = ("%s, %d thread(s)"):format(dt, n)
      T.close(v:sigmoid(), c:sigmoid(), 0, tag .. " sigmoid")
      T.close(v:exp(), c:exp(), 0, tag .. " exp")
      T.close(v * v, c * c, 0, tag .. " mul of two views")
      T.close(v + bias, c + bias, 0, tag .. " add with a broadcast row")
      T.close(v:clamp(-0.5, 0.5), c:clamp(-0.5, 0.5), 0, tag .. " clamp")
      T.close(v:contiguous(), c, 0, tag .. " contiguous")
      T.close(tvt:tanh(), tct:tanh(), 0, tag .. " a transposed view")
      T.close(v:masked_fill(mv, 7), c:masked_fill(mc, 7), 0, tag .. " masked_fill with a view mask")
      T.close(xa.where(mv, v, c), xa.where(mc, c, c), 0, tag .. " where")
      local x = v:detach():requires_grad_()
      local y = x:sigmoid()
      y:backward(xa.ones(64, 4, 32, 4):to(dt))
      local xc = c:clone():requires_grad_()
      xc:sigmoid():backward(xa.ones(64, 4, 32, 4):to(dt))
      T.close(x.grad, xc.grad, 0, tag .. " sigmoid's gradient")
    end
  end
  xa.set_threads(nt)
  -- int64 rows
  local li = xa.randint(0, 100, 300, 10):narrow(2, 3, 3)
  T.close(li + 1, xa.tensor(li:totable()) + 1, 0, "int64 add")
end)
