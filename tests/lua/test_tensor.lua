-- Tensors from Lua: creation, properties, element access, every view op, conversions
-- and their error messages. Expected values come from plain Lua loops over :totable().

-- a nested table of shape `shape` with f(i1, i2, ...) (1-based) at each position
local function build(shape, f)
  local function rec(d, idx)
    if d > #shape then return f(table.unpack(idx)) end
    local t = {}
    for i = 1, shape[d] do idx[d] = i; t[i] = rec(d + 1, idx) end
    idx[d] = nil
    return t
  end
  if #shape == 0 then return f() end
  return rec(1, {})
end

-- value of nested table v at position (i1, i2, ...)
local function at(v, ...)
  for _, i in ipairs{...} do v = v[i] end
  return v
end

-- exact comparison of a tensor with a nested table (shape and every element)
local function same(t, expected, msg)
  T.close(t, expected, 0, msg)
end

-- a (2,3,4) float64 tensor holding 1..24 and its table
local function base234()
  local v = build({2, 3, 4}, function(i, j, k) return (i - 1) * 12 + (j - 1) * 4 + k end)
  return xa.tensor(v, {dtype = "float64"}), v
end

---------------------------------------------------------------------------- creation
test("zeros/ones/full with varargs, tables and options", function()
  local z = xa.zeros(2, 3)
  T.shape(z, {2, 3}); T.eq(z:dtype(), "float32"); same(z, {{0, 0, 0}, {0, 0, 0}})
  local o = xa.ones({3, 2}, {dtype = "float64"})
  T.shape(o, {3, 2}); T.eq(o:dtype(), "float64"); same(o, {{1, 1}, {1, 1}, {1, 1}})
  local f = xa.full(2, 2, 7.5)
  same(f, {{7.5, 7.5}, {7.5, 7.5}})
  local fi = xa.full({3}, 4, {dtype = "int64"})
  T.eq(fi:dtype(), "int64"); T.eq(fi[2], 4); T.eq(math.type(fi[2]), "integer")
  local fb = xa.full({2}, 1, {dtype = "bool"})
  T.eq(fb[1], true)
  local g = xa.zeros(2, {requires_grad = true})
  T.eq(g.requires_grad, true); T.eq(g.is_leaf, true)
  T.eq(xa.ones(2).requires_grad, false)
  T.raises(function() xa.zeros(2, {dtype = "int64", requires_grad = true}) end, "float32 and float64")
  T.raises(function() xa.zeros(2, {dtype = "half"}) end, "unknown dtype 'half'")
  T.raises(function() xa.zeros(2, -1) end, "negative size")
  T.raises(function() xa.zeros(2, 1.5) end, "integer")
  T.raises(function() xa.zeros(1, 1, 1, 1, 1, 1, 1, 1, 1) end, "at most 8")
  T.raises(function() xa.zeros(2 ^ 40 // 1, 2 ^ 40 // 1) end, "too large")
end)

test("0-dim and empty tensors", function()
  local s = xa.zeros()
  T.eq(s:dim(), 0); T.eq(s:numel(), 1); T.eq(#s:shape(), 0); T.eq(s:item(), 0.0)
  local s2 = xa.full({}, 3)
  T.eq(s2:dim(), 0); T.eq(s2:item(), 3.0)
  local e = xa.zeros(0)
  T.eq(e:dim(), 1); T.eq(e:numel(), 0); T.eq(#e:totable(), 0)
  local e2 = xa.ones(3, 0)
  T.shape(e2, {3, 0}); T.eq(e2:numel(), 0)
  local tt = e2:totable()
  T.eq(#tt, 3); T.eq(#tt[1], 0)
  T.eq(e2:is_contiguous(), true)
  T.shape(e2:t(), {0, 3}); T.shape(e2:reshape(0, 7), {0, 7}); T.shape(e2:view(-1), {0})
  T.shape(e2:expand(2, 3, 0), {2, 3, 0})
end)

test("tensor{} from nested tables with dtype inference", function()
  local a = xa.tensor{{1, 2, 3}, {4, 5, 6}}
  T.eq(a:dtype(), "int64"); T.shape(a, {2, 3}); same(a, {{1, 2, 3}, {4, 5, 6}})
  T.eq(math.type(a:get(2, 3)), "integer")
  local f = xa.tensor{1, 2.5}
  T.eq(f:dtype(), "float32"); same(f, {1, 2.5})
  local b = xa.tensor{true, false, true}
  T.eq(b:dtype(), "bool"); T.eq(b[2], false); T.eq(b[3], true)
  local d = xa.tensor({1, 2}, {dtype = "float64"})
  T.eq(d:dtype(), "float64"); T.eq(math.type(d[1]), "float")
  local big = xa.tensor{math.maxinteger, math.mininteger}
  T.eq(big[1], math.maxinteger); T.eq(big[2], math.mininteger)
  local e = xa.tensor{}
  T.shape(e, {0}); T.eq(e:dtype(), "float32")
  T.shape(xa.tensor{{}, {}}, {2, 0})
  local s = xa.tensor(5)
  T.eq(s:dim(), 0); T.eq(s:dtype(), "int64"); T.eq(s:item(), 5)
  T.eq(xa.tensor(2.5):dtype(), "float32"); T.eq(xa.tensor(true):dtype(), "bool")
  local r = xa.tensor(1.5, {requires_grad = true})
  T.eq(r.requires_grad, true)
  local c = xa.tensor(a, {dtype = "float64"}) -- a copy
  T.eq(c:dtype(), "float64"); same(c, {{1, 2, 3}, {4, 5, 6}})
  c:set(1, 1, 100); T.eq(a:get(1, 1), 1)
  local deep = xa.tensor{{{{1}}}}
  T.shape(deep, {1, 1, 1, 1})
end)

test("tensor{} errors: ragged tables, bad elements", function()
  T.raises(function() xa.tensor{{1, 2}, {3}} end, "ragged")
  T.raises(function() xa.tensor{{1, 2}, 3} end, "ragged")
  T.raises(function() xa.tensor{1, {2}} end, "numbers or booleans")
  T.raises(function() xa.tensor{"a"} end, "numbers or booleans")
  T.raises(function() xa.tensor{{1}, {2}, {3, 4}} end, "ragged")
  T.raises(function() xa.tensor({1, 2}, {requires_grad = true}) end, "float32 and float64")
end)

test("arange: int, float, negative step, empty", function()
  local a = xa.arange(5)
  T.eq(a:dtype(), "int64"); same(a, {0, 1, 2, 3, 4})
  same(xa.arange(2, 6), {2, 3, 4, 5})
  same(xa.arange(1, 10, 3), {1, 4, 7})
  same(xa.arange(5, 0, -2), {5, 3, 1})
  local f = xa.arange(0, 1, 0.25)
  T.eq(f:dtype(), "float32"); same(f, {0, 0.25, 0.5, 0.75})
  local g = xa.arange(1.0, -0.5, -0.5)
  same(g, {1, 0.5, 0})
  T.close(xa.arange(0, 0.3, 0.1), {0, 0.1, 0.2}, 1e-6) -- no extra element from rounding
  T.shape(xa.arange(0), {0}); T.shape(xa.arange(3, 1), {0}); T.shape(xa.arange(1, 3, -1), {0})
  T.eq(xa.arange(3, {dtype = "float64"}):dtype(), "float64")
  T.raises(function() xa.arange(0, 5, 0) end, "step non-zero")
  T.raises(function() xa.arange(0, 1 / 0) end, "finite")
  local r = xa.arange(0, 3, 1, {dtype = "float64", requires_grad = true})
  T.eq(r.requires_grad, true)
end)

test("eye", function()
  local e = xa.eye(3)
  T.shape(e, {3, 3})
  same(e, build({3, 3}, function(i, j) return i == j and 1 or 0 end))
  same(xa.eye(2, 4), build({2, 4}, function(i, j) return i == j and 1 or 0 end))
  T.eq(xa.eye(2, {dtype = "int64"}):dtype(), "int64")
  T.shape(xa.eye(0), {0, 0})
  T.raises(function() xa.eye(-1) end, "non-negative")
  T.raises(function() xa.eye(2, 3.5) end, "integer representation")
  T.raises(function() xa.eye("a") end, "number expected")
end)

test("rand/randn ranges and seed reproducibility", function()
  xa.manual_seed(99)
  local a = xa.rand(1000)
  xa.manual_seed(99)
  local b = xa.rand(1000)
  same(a, b:totable())
  local c = xa.rand(1000)
  local differs = false
  for i = 1, 1000 do if a[i] ~= c[i] then differs = true end end
  T.ok(differs, "the stream goes on after a draw")
  local lo, hi, sum = 1, 0, 0
  for i = 1, 1000 do
    local v = a[i]; lo = math.min(lo, v); hi = math.max(hi, v); sum = sum + v
  end
  T.ok(lo >= 0 and hi < 1, "rand in [0, 1)")
  T.ok(math.abs(sum / 1000 - 0.5) < 0.05)
  local n = xa.randn(20000, {dtype = "float64"})
  T.eq(n:dtype(), "float64")
  local s, s2 = 0, 0
  for i = 1, 20000 do local v = n[i]; s = s + v; s2 = s2 + v * v end
  local mean = s / 20000
  T.ok(math.abs(mean) < 0.03, "randn mean " .. mean)
  T.ok(math.abs(s2 / 20000 - mean * mean - 1) < 0.05, "randn variance")
  xa.manual_seed(5); local r1 = xa.randn(2, 3)
  xa.manual_seed(5); local r2 = xa.randn({2, 3})
  same(r1, r2:totable())
  local ri = xa.randint(-2, 3, 500)
  T.eq(ri:dtype(), "int64")
  local seen = {}
  for i = 1, 500 do
    local v = ri[i]; T.ok(v >= -2 and v < 3, "randint bounds"); seen[v] = true
  end
  for v = -2, 2 do T.ok(seen[v], "randint hits " .. v) end
  T.raises(function() xa.randint(3, 3, 2) end, "empty range")
  T.raises(function() xa.rand(2, {dtype = "int64"}) end, "float32 or float64")
  T.eq(xa.rand(2, {requires_grad = true}).requires_grad, true)
end)

test("*_like", function()
  local t = xa.tensor({{1, 2, 3}, {4, 5, 6}}, {dtype = "float64"})
  local z = xa.zeros_like(t)
  T.shape(z, {2, 3}); T.eq(z:dtype(), "float64"); same(z, {{0, 0, 0}, {0, 0, 0}})
  same(xa.ones_like(t), {{1, 1, 1}, {1, 1, 1}})
  local f = xa.full_like(t, 2.5, {dtype = "float32"})
  T.eq(f:dtype(), "float32"); same(f, {{2.5, 2.5, 2.5}, {2.5, 2.5, 2.5}})
  T.shape(xa.rand_like(t), {2, 3}); T.eq(xa.randn_like(t):dtype(), "float64")
  T.eq(xa.zeros_like(t, {requires_grad = true}).requires_grad, true)
  local it = xa.tensor{1, 2}
  T.eq(xa.zeros_like(it):dtype(), "int64")
  T.raises(function() xa.rand_like(it) end, "float32 or float64")
  T.shape(xa.zeros_like(t:t()), {3, 2})
end)

---------------------------------------------------------------------------- properties
test("shape, size, stride, dim, numel, dtype, is_contiguous", function()
  local t = base234()
  T.shape(t, {2, 3, 4})
  T.eq(t:size(1), 2); T.eq(t:size(-1), 4); T.eq(t:size(-3), 2)
  T.eq(#t:size(), 3)
  local st = t:stride()
  T.eq(st[1], 12); T.eq(st[2], 4); T.eq(st[3], 1); T.eq(t:stride(-2), 4)
  T.eq(t:dim(), 3); T.eq(t:numel(), 24); T.eq(t:dtype(), "float64")
  T.eq(t:is_contiguous(), true); T.eq(t:transpose(1, 3):is_contiguous(), false)
  T.eq(t.device, "cpu"); T.eq(xa.device(t), "cpu"); T.eq(#t, 2)
  T.eq(xa.is_tensor(t), true); T.eq(xa.is_tensor({}), false)
  T.eq(xa.numel(t), 24) -- functions as well as methods
  T.raises(function() t:size(4) end, "dimension out of range")
  T.raises(function() t:size(-4) end, "dimension out of range")
  T.raises(function() t:stride(0) end, "dimension out of range")
end)

test("item, get/set with negative positions", function()
  T.eq(xa.tensor{{7}}:item(), 7)
  T.eq(xa.tensor(2.5):item(), 2.5)
  T.eq(xa.tensor{true}:item(), true)
  T.raises(function() xa.zeros(2):item() end, "item")
  T.raises(function() xa.zeros(2):item() end, "exactly one")
  T.raises(function() xa.zeros(0):item() end, "exactly one")
  local t, v = base234()
  T.eq(t:get(1, 1, 1), 1); T.eq(t:get(2, 3, 4), 24)
  T.eq(t:get(-1, -1, -1), 24); T.eq(t:get(-2, 2, -3), at(v, 1, 2, 2))
  t:set(2, -1, 1, -5)
  T.eq(t:get(2, 3, 1), -5); T.eq(t:totable()[2][3][1], -5)
  local r = t:set(1, 1, 1, 0)
  T.ok(r == t, "set returns the tensor")
  T.raises(function() t:get(3, 1, 1) end, "out of range")
  T.raises(function() t:get(0, 1, 1) end, "out of range")
  T.raises(function() t:get(1, 1) end, "expected 3 integer indices")
  T.raises(function() t:get(1, 1, 1.5) end, "integer indices")
  local i = xa.tensor{1, 2}
  i:set(1, 3.9); T.eq(i[1], 3) -- int64 truncates
  local b = xa.tensor{false}
  b:set(1, true); T.eq(b[1], true)
  local s = xa.tensor(1.0)
  s:set(4.0); T.eq(s:item(), 4.0); T.eq(s:get(), 4.0)
  local g = xa.zeros(2, {requires_grad = true})
  T.raises(function() g:set(1, 1) end, "requires grad")
end)

test("t[i] reads a number for 1-D and a row view for 2-D; t[i] = v writes", function()
  local v = xa.tensor{10, 20, 30}
  T.eq(v[1], 10); T.eq(v[-1], 30); T.eq(v[-3], 10)
  T.raises(function() return v[4] end, "out of range")
  T.raises(function() return v[0] end, "out of range")
  T.raises(function() return v[-4] end, "out of range")
  local m = xa.tensor{{1, 2}, {3, 4}, {5, 6}}
  local row = m[2]
  T.ok(xa.is_tensor(row)); T.shape(row, {2}); same(row, {3, 4})
  row[1] = 30 -- writes through the view
  T.eq(m:get(2, 1), 30)
  m[-1] = 0 -- fills a row
  same(m, {{1, 2}, {30, 4}, {0, 0}})
  m[1] = xa.tensor{7, 8}
  same(m, {{7, 8}, {30, 4}, {0, 0}})
  m[3] = xa.tensor{9.7} -- broadcast and convert to int64
  same(m, {{7, 8}, {30, 4}, {9, 9}})
  v[2] = 2.5; T.eq(v[2], 2)
  local b = xa.tensor{true, true}
  b[1] = false; T.eq(b[1], false)
  T.raises(function() m[4] = 1 end, "out of range")
  T.raises(function() m[1] = "x" end, "number, boolean or tensor")
  T.raises(function() m[1] = xa.tensor{1, 2, 3} end, "cannot be copied")
  T.raises(function() return xa.tensor(1)[1] end, "0-dim")
  local g = xa.zeros(3, {requires_grad = true})
  T.raises(function() g[1] = 1 end, "requires grad")
  -- a 1-D tensor requiring grad gives a differentiable 0-dim view
  local e = g[2]
  T.ok(xa.is_tensor(e)); T.eq(e:dim(), 0)
end)

test("totable and unknown fields", function()
  local t, v = base234()
  local tt = t:totable()
  for i = 1, 2 do for j = 1, 3 do for k = 1, 4 do T.eq(tt[i][j][k], at(v, i, j, k)) end end end
  T.eq(xa.tensor(3):totable(), 3) -- 0-dim gives the number
  T.raises(function() return t.nosuchfield end, "no field or method 'nosuchfield'")
  T.raises(function() t.foo = 1 end, "cannot set field 'foo'")
  T.raises(function() t.shape = 1 end, "cannot set field 'shape'")
  T.raises(function() t[true] = 1 end, "cannot assign through a boolean key")
end)

---------------------------------------------------------------------------- views
-- checks that `view` is a view of `base` (shares storage): writing through it
-- changes base at the position map(view position...) gives
local function restore(base, basepos, value)
  local args = {table.unpack(basepos)}
  args[#args + 1] = value
  base:set(table.unpack(args))
end

local function shares(view, base, pos, basepos)
  local old = base:get(table.unpack(basepos))
  local args = {table.unpack(pos)}
  args[#args + 1] = -1234
  view:set(table.unpack(args))
  T.eq(base:get(table.unpack(basepos)), -1234, "write through the view reaches the base")
  restore(base, basepos, old)
end

test("view and reshape with -1", function()
  local t, v = base234()
  local a = t:view(6, -1)
  T.shape(a, {6, 4})
  same(a, build({6, 4}, function(i, j) local f = (i - 1) * 4 + j; return f end))
  shares(a, t, {4, 2}, {2, 1, 2})
  local b = t:view({4, 3, 2})
  same(b, build({4, 3, 2}, function(i, j, k) return (i - 1) * 6 + (j - 1) * 2 + k end))
  T.shape(t:view(-1), {24}); T.shape(t:view(2, -1, 2), {2, 6, 2})
  T.shape(t:view(1, 24, 1), {1, 24, 1})
  local r = t:reshape(3, 8)
  same(r, build({3, 8}, function(i, j) return (i - 1) * 8 + j end))
  shares(r, t, {1, 5}, {1, 2, 1}) -- contiguous: reshape is a view
  T.eq(xa.view(t, 24):numel(), 24)
  T.raises(function() t:view(5, -1) end, "cannot infer")
  T.raises(function() t:view(-1, -1) end, "only one dimension can be -1")
  T.raises(function() t:view(5, 5) end, "invalid for input of shape (2,3,4)")
  T.raises(function() t:view(-2, 12) end, "negative size")
  T.raises(function() t:reshape(7) end, "shape (7) is invalid")
  T.raises(function() xa.zeros(0, 3):view(0, -1) end, "cannot infer")
  T.raises(function() t:view(2 ^ 40 // 1, 2 ^ 40 // 1, -1) end, "too large")
  T.raises(function() t:reshape(2 ^ 40 // 1, 2 ^ 40 // 1) end, "too large")
end)

test("reshape of a non-contiguous input copies; view refuses", function()
  local t = base234()
  local tr = t:transpose(1, 3) -- (4,3,2)
  T.raises(function() tr:view(24) end, "use reshape")
  local r = tr:reshape(24)
  -- element by element: flat index f of tr in row-major (4,3,2) order
  local tv = t:totable()
  local exp = {}
  for k = 1, 4 do for j = 1, 3 do for i = 1, 2 do exp[#exp + 1] = tv[i][j][k] end end end
  same(r, exp)
  r:set(1, -1); T.eq(t:get(1, 1, 1), 1, "reshape of a transposed tensor is a copy")
  -- narrowing the last dim then flattening copies, splitting the first dim views
  local n = t:narrow(3, 2, 2) -- (2,3,2)
  T.eq(n:is_contiguous(), false)
  T.raises(function() n:view(12) end, "use reshape")
  local nv = n:view(2, 3, 2, 1)
  shares(nv, t, {2, 1, 2, 1}, {2, 1, 3})
  local f = n:flatten()
  local expf = {}
  for i = 1, 2 do for j = 1, 3 do for k = 2, 3 do expf[#expf + 1] = tv[i][j][k] end end end
  same(f, expf)
  -- a narrowed contiguous slice along dim 1 views as anything
  local n1 = t:narrow(1, 2, 1)
  T.eq(n1:is_contiguous(), true)
  local v1 = n1:view(12)
  shares(v1, t, {5}, {2, 2, 1})
end)

test("flatten, transpose, t(), permute with negative dims", function()
  local t, v = base234()
  local fl = t:flatten()
  T.shape(fl, {24}); same(fl, build({24}, function(i) return i end))
  T.shape(xa.tensor(3):flatten(), {1})
  local tr = t:transpose(1, 3)
  T.shape(tr, {4, 3, 2})
  same(tr, build({4, 3, 2}, function(k, j, i) return at(v, i, j, k) end))
  shares(tr, t, {4, 1, 2}, {2, 1, 4})
  same(t:transpose(-1, -2), build({2, 4, 3}, function(i, k, j) return at(v, i, j, k) end))
  local m = xa.tensor{{1, 2, 3}, {4, 5, 6}}
  same(m:t(), {{1, 4}, {2, 5}, {3, 6}}); same(m:transpose(), {{1, 4}, {2, 5}, {3, 6}})
  T.raises(function() t:t() end, "must be 2-D")
  T.raises(function() t:transpose(1, 4) end, "dimension out of range")
  local p = t:permute(3, 1, 2)
  T.shape(p, {4, 2, 3})
  same(p, build({4, 2, 3}, function(k, i, j) return at(v, i, j, k) end))
  shares(p, t, {3, 2, 1}, {2, 1, 3})
  local pn = t:permute(-1, -3, -2)
  same(pn, p:totable())
  same(t:permute({2, 3, 1}), build({3, 4, 2}, function(j, k, i) return at(v, i, j, k) end))
  T.raises(function() t:permute(1, 1, 2) end, "must be a permutation of 1..3")
  T.raises(function() t:permute(1, 2) end, "3 dims")
  T.raises(function() t:permute(1, 2, 4) end, "out of range")
  T.raises(function() t:permute(1, 2, -4) end, "out of range")
end)

test("narrow and select", function()
  local t, v = base234()
  local n = t:narrow(2, 2, 2)
  T.shape(n, {2, 2, 4})
  same(n, build({2, 2, 4}, function(i, j, k) return at(v, i, j + 1, k) end))
  shares(n, t, {2, 1, 3}, {2, 2, 3})
  same(t:narrow(-1, -2, 2), build({2, 3, 2}, function(i, j, k) return at(v, i, j, k + 2) end))
  T.shape(t:narrow(3, 5, 0), {2, 3, 0})
  T.raises(function() t:narrow(2, 3, 2) end, "outside dimension 2 of size 3")
  T.raises(function() t:narrow(2, 0, 1) end, "outside dimension")
  T.raises(function() t:narrow(2, 1, -1) end, "outside dimension")
  T.raises(function() t:narrow(4, 1, 1) end, "dimension out of range")
  T.raises(function() t:narrow(1, math.maxinteger, math.maxinteger) end, "outside dimension")
  local s = t:select(3, 2)
  T.shape(s, {2, 3})
  same(s, build({2, 3}, function(i, j) return at(v, i, j, 2) end))
  shares(s, t, {1, 3}, {1, 3, 2})
  same(t:select(-2, -1), build({2, 4}, function(i, k) return at(v, i, 3, k) end))
  local s0 = t:select(1, 2):select(1, 3):select(1, 4)
  T.eq(s0:dim(), 0); T.eq(s0:item(), 24)
  T.raises(function() t:select(2, 4) end, "index 4 out of range for dimension 2 of size 3")
  T.raises(function() t:select(2, -4) end, "out of range")
  T.raises(function() t:select(0, 1) end, "dimension out of range")
end)

test("squeeze with and without dim, unsqueeze at the end", function()
  local t = xa.arange(6, {dtype = "float64"}):view(1, 2, 1, 3)
  T.shape(t:squeeze(), {2, 3}); same(t:squeeze(), {{0, 1, 2}, {3, 4, 5}})
  T.shape(t:squeeze(1), {2, 1, 3}); T.shape(t:squeeze(-2), {1, 2, 3})
  T.shape(t:squeeze(2), {1, 2, 1, 3}) -- size 2: unchanged
  shares(t:squeeze(), t, {2, 1}, {1, 2, 1, 1})
  T.eq(xa.ones(1, 1):squeeze():dim(), 0)
  T.raises(function() t:squeeze(5) end, "dimension out of range")
  local m = xa.tensor{{1, 2, 3}, {4, 5, 6}}
  T.shape(m:unsqueeze(1), {1, 2, 3}); T.shape(m:unsqueeze(2), {2, 1, 3})
  T.shape(m:unsqueeze(3), {2, 3, 1}); T.shape(m:unsqueeze(-1), {2, 3, 1})
  T.shape(m:unsqueeze(-3), {1, 2, 3})
  same(m:unsqueeze(3), {{{1}, {2}, {3}}, {{4}, {5}, {6}}})
  same(m:unsqueeze(2), {{{1, 2, 3}}, {{4, 5, 6}}})
  T.shape(xa.tensor(1):unsqueeze(1), {1})
  T.raises(function() m:unsqueeze(4) end, "dimension out of range")
  T.raises(function() xa.zeros(1, 1, 1, 1, 1, 1, 1, 1):unsqueeze(1) end, "maximum of 8")
  -- unsqueeze of a non-contiguous tensor views correctly
  local u = m:t():unsqueeze(2)
  same(u, {{{1, 4}}, {{2, 5}}, {{3, 6}}})
end)

test("expand with -1 and new leading dims", function()
  local c = xa.tensor({{1}, {2}, {3}}, {dtype = "float64"})
  local e = c:expand(3, 4)
  same(e, build({3, 4}, function(i) return i end))
  T.eq(e:stride(2), 0)
  same(c:expand(-1, 2), {{1, 1}, {2, 2}, {3, 3}})
  local e3 = c:expand(2, 3, 2)
  T.shape(e3, {2, 3, 2})
  same(e3, build({2, 3, 2}, function(_, j) return j end))
  shares(e3, c, {2, 3, 1}, {3, 1})
  same(c:expand({2, -1, -1}), {{{1}, {2}, {3}}, {{1}, {2}, {3}}})
  same(c:expand(xa.zeros(2, 3, 5)), build({2, 3, 5}, function(_, j) return j end))
  T.shape(c:expand(3, 0), {3, 0})
  T.shape(xa.tensor(5):expand(2, 2), {2, 2})
  T.raises(function() c:expand(4, 4) end, "cannot be expanded")
  T.raises(function() c:expand(4) end, "cannot expand shape (3,1) to 1 dimensions")
  T.raises(function() c:expand(-1, 3, 2) end, "new leading dimension")
end)

test("contiguous, clone, detach share or copy as documented", function()
  local t = base234()
  local c = t:contiguous()
  T.ok(c == t, "already contiguous: the tensor itself")
  local tr = t:transpose(1, 2)
  local tc = tr:contiguous()
  T.eq(tc:is_contiguous(), true); same(tc, tr:totable())
  T.eq(tc:stride(1), 8)
  tc:set(1, 1, 1, -7); T.eq(t:get(1, 1, 1), 1)
  local cl = t:clone()
  same(cl, t:totable()); cl:set(2, 2, 2, 0); T.ok(t:get(2, 2, 2) ~= 0)
  local clt = tr:clone()
  T.eq(clt:is_contiguous(), true); same(clt, tr:totable())
  local x = xa.ones(2, {requires_grad = true})
  local d = x:detach()
  T.eq(d.requires_grad, false)
  d:set(1, 5); T.eq(x:get(1), 5) -- detach shares storage
end)

test("copy_ with broadcasting and dtype conversion, fill_, zero_", function()
  local t = xa.zeros(2, 3, {dtype = "float64"})
  local r = t:copy_(xa.tensor{1, 2, 3})
  T.ok(r == t)
  same(t, {{1, 2, 3}, {1, 2, 3}})
  t:copy_(xa.tensor{{true}, {false}})
  same(t, {{1, 1, 1}, {0, 0, 0}})
  local i = xa.zeros(3, {dtype = "int64"})
  i:copy_(xa.tensor{1.9, -1.9, 0.2})
  same(i, {1, -1, 0})
  -- into a non-contiguous destination
  local m = xa.zeros(3, 2)
  m:t():copy_(xa.tensor{{1, 2, 3}, {4, 5, 6}})
  same(m, {{1, 4}, {2, 5}, {3, 6}})
  -- overlapping source and destination in one storage
  local a = xa.tensor{1, 2, 3, 4, 5}
  a:narrow(1, 2, 4):copy_(a:narrow(1, 1, 4))
  same(a, {1, 1, 2, 3, 4})
  T.raises(function() t:copy_(xa.zeros(4)) end, "cannot be copied into shape (2,3)")
  T.raises(function() t:copy_(5) end, "xattn.Tensor expected")
  t:fill_(2.5); same(t, {{2.5, 2.5, 2.5}, {2.5, 2.5, 2.5}})
  m:narrow(2, 2, 1):fill_(-1); same(m, {{1, -1}, {2, -1}, {3, -1}})
  local b = xa.zeros(2, {dtype = "bool"}):fill_(true); same(b, {true, true})
  T.ok(t:zero_() == t); same(t, {{0, 0, 0}, {0, 0, 0}})
  local g = xa.zeros(2, {requires_grad = true})
  T.raises(function() g:fill_(1) end, "cannot modify in place a tensor that requires grad")
  T.raises(function() g:zero_() end, "requires grad")
  T.raises(function() g:copy_(xa.ones(2)) end, "requires grad")
  xa.no_grad(function() g:fill_(3) end)
  same(g, {3, 3})
end)

test("fill_ of 4 MB and more (non-temporal stores): every dtype, views at any offset, the ends", function()
  -- 4 MB is where the fill leaves the caches; views start 1 element past an aligned block
  -- or at it, and end anywhere, so that the plain stores at both ends are exercised; the
  -- elements around a view keep their values
  for _, c in ipairs{{"float32", 2.5}, {"float64", -1.25}, {"int64", 7}, {"bool", true}} do
    local dt, v = c[1], c[2]
    local es = ({float32 = 4, float64 = 8, int64 = 8, bool = 1})[dt]
    local n = (4 * 2 ^ 20) // es + 37
    for _, off in ipairs{0, 1, 3} do
      local base = xa.zeros(n + off + 5, {dtype = dt})
      local view = base:narrow(1, off + 1, n)
      view:fill_(v)
      local num = dt == "bool" and 1 or v
      local sum = view:double():sum():item()
      T.eq(sum, num * n, ("%s offset %d: every element filled"):format(dt, off))
      T.eq(base:double():sum():item(), num * n, ("%s offset %d: nothing outside the view"):format(dt, off))
      if dt ~= "bool" then T.eq(view:double():min():item(), num, dt .. " min") end
    end
    -- a whole tensor back to zero
    local t = xa.ones(n, {dtype = dt})
    t:zero_()
    T.eq(t:double():abs():sum():item(), 0, dt .. ": zero_")
  end
  -- non-contiguous and large: the element loop
  local m = xa.zeros(1100, 1100)
  m:t():fill_(3)
  T.eq(m:sum():item(), 3 * 1100 * 1100, "transposed view")
end)

test("to/float/double/long/bool", function()
  local t = xa.tensor{-1.5, 0, 2.7}
  local d = t:double()
  T.eq(d:dtype(), "float64"); same(d, {-1.5, 0, 2.700000047683716})
  local l = t:long()
  T.eq(l:dtype(), "int64"); same(l, {-1, 0, 2})
  local b = t:bool()
  T.eq(b:dtype(), "bool"); same(b, {true, false, true})
  same(b:float(), {1, 0, 1})
  T.ok(t:float() == t, "same dtype: the tensor itself")
  T.ok(t:to("float32") == t)
  T.eq(t:to("float64"):dtype(), "float64"); T.eq(t:to("double"):dtype(), "float64")
  T.eq(t:to("int64"):dtype(), "int64"); T.eq(t:to("long"):dtype(), "int64")
  T.ok(t:to("cpu") == t)
  local c = t:double(); c:set(1, 9); T.eq(t[1], -1.5) -- conversion copies
  same(t:view(3, 1):double():t(), {{-1.5, 0, 2.700000047683716}})
  if xa.cuda.available() then T.eq(t:to("cuda").device, "cuda")
  else -- a build without CUDA, or a machine without a GPU: the reason
    local e = T.raises(function() t:to("cuda") end)
    T.ok(e:find("no CUDA support", 1, true) or e:find("no usable CUDA device", 1, true), e)
  end
  T.raises(function() t:to("half") end, "unknown dtype")
  -- a big int64 survives the round trip through int64, and bool from ints
  same(xa.tensor{3, 0, -2}:bool(), {true, false, true})
end)

test("split and chunk", function()
  local t, v = base234()
  local parts = t:split(2, 3)
  T.eq(#parts, 2)
  for p = 1, 2 do
    T.shape(parts[p], {2, 3, 2})
    same(parts[p], build({2, 3, 2}, function(i, j, k) return at(v, i, j, (p - 1) * 2 + k) end))
  end
  shares(parts[2], t, {1, 1, 1}, {1, 1, 3})
  local rows = t:split(2, 2)
  T.eq(#rows, 2); T.shape(rows[1], {2, 2, 4}); T.shape(rows[2], {2, 1, 4})
  same(rows[2], build({2, 1, 4}, function(i, _, k) return at(v, i, 3, k) end))
  T.eq(#xa.split(t, 1), 2)
  local ch = t:chunk(3, 3)
  T.eq(#ch, 2) -- ceil(4/3) = 2 per chunk
  T.shape(ch[1], {2, 3, 2})
  local ch2 = xa.arange(10):chunk(4)
  T.eq(#ch2, 4); same(ch2[4], {9})
  local ch3 = xa.arange(6):chunk(3)
  T.eq(#ch3, 3); same(ch3[2], {2, 3})
  T.eq(#xa.zeros(0):chunk(2), 0)
  T.raises(function() t:split(0) end, "positive integer")
  T.raises(function() t:chunk(0) end, "positive integer")
  T.raises(function() t:split(1, 4) end, "dimension out of range")
end)

---------------------------------------------------------------------------- gradients
test("gradcheck of view ops", function()
  local x = T.param(2, 3, 4)
  local w = xa.randn(2, 3, 4):double()
  T.gradcheck(function(a) return a:view(6, 4) end, {x})
  T.gradcheck(function(a) return a:view(-1) * 2 end, {x})
  T.gradcheck(function(a) return a:transpose(1, 3):reshape(4, 6) end, {x})
  T.gradcheck(function(a) return a:reshape(24) * a:reshape(24) end, {x})
  T.gradcheck(function(a) return a:transpose(1, 2) end, {x})
  T.gradcheck(function(a) return a:t() end, {T.param(3, 2)})
  T.gradcheck(function(a) return a:permute(3, 1, 2) * 1.5 end, {x})
  T.gradcheck(function(a) return a:narrow(2, 2, 2) end, {x})
  T.gradcheck(function(a) return a:narrow(3, 1, 3):transpose(1, 2) end, {x})
  T.gradcheck(function(a) return a:select(3, 2) end, {x})
  T.gradcheck(function(a) return a:select(1, 2):select(1, 3) end, {x})
  T.gradcheck(function(a) return a:squeeze() end, {T.param(2, 1, 3, 1)})
  T.gradcheck(function(a) return a:squeeze(2) end, {T.param(2, 1, 3, 1)})
  T.gradcheck(function(a) return a:unsqueeze(2) end, {x})
  T.gradcheck(function(a) return a:unsqueeze(-1):transpose(1, 4) end, {x})
  T.gradcheck(function(a) return a:expand(2, 3, 5) end, {T.param(3, 1)})
  T.gradcheck(function(a) return a:expand(3, -1) * w:narrow(1, 1, 1):view(3, 4) end,
    {T.param(1, 4)})
  T.gradcheck(function(a) return a:clone() * a end, {x})
  T.gradcheck(function(a) return a:transpose(1, 3):contiguous() end, {x})
  T.gradcheck(function(a) return a[2] end, {x})
  T.gradcheck(function(a) return (a * w):split(2, 3)[2] end, {x})
  -- to("float64") from float32: the gradient comes back as float32
  local x32 = xa.randn(2, 3, {requires_grad = true})
  local y = x32:to("float64")
  T.eq(y.grad_fn, "to")
  y:backward(xa.tensor({{1, 2, 3}, {4, 5, 6}}, {dtype = "float64"}))
  T.eq(x32.grad:dtype(), "float32"); same(x32.grad, {{1, 2, 3}, {4, 5, 6}})
  T.gradcheck(function(a) return a:to("float64"):to("float32"):to("float64") end,
    {T.param(3)}, {atol = 1e-4, eps = 1e-3, rtol = 1e-2})
  T.gradcheck(function(a, b) return a:view(2, 2) * b:t() end, {T.param(4), T.param(2, 2)})
end)

test("closed tensors after a <close> scope", function()
  local keep
  do
    local t <close> = xa.ones(3)
    keep = t
    T.eq(t:numel(), 3)
  end
  T.raises(function() return keep:numel() end, "tensor was closed")
  T.raises(function() return keep + 1 end, "closed")
  T.raises(function() return keep:view(3) end, "closed")
  T.eq(tostring(keep), "xattn.Tensor (closed)")
  collectgarbage() -- no earlier garbage left for a collection inside the block to free
  local live = xa.memory().live
  do
    local big <close> = xa.zeros(1000)
    T.eq(xa.memory().live, live + 4000)
  end
  T.eq(xa.memory().live, live, "closing frees at once")
  -- a view of a closed tensor keeps the storage alive
  local v
  do
    local b <close> = xa.tensor{1, 2, 3}
    v = b:narrow(1, 2, 2)
  end
  same(v, {2, 3})
  -- a closed tensor as an argument
  local c = xa.ones(3); local cc = c
  do local _ <close> = c end
  T.raises(function() xa.ones(3):copy_(cc) end, "closed")
  T.raises(function() local m = xa.zeros(2, 3); m[1] = cc end, "closed")
end)

test("threads default agrees with the machine and round-trips", function()
  local n = xa.threads()
  T.ok(n >= 1, "at least one thread")
  xa.set_threads(1); T.eq(xa.threads(), 1)
  xa.set_threads(n); T.eq(xa.threads(), n)
  T.raises(function() xa.set_threads(0) end, "thread count")
end)

test("float to int64 conversion saturates instead of overflowing", function()
  local t = xa.tensor({1e30, -1e30, 0/0, 2.7, -2.7}, {dtype = "float64"}):long()
  local v = t:totable()
  T.eq(v[1], math.maxinteger); T.eq(v[2], math.mininteger); T.eq(v[3], 0)
  T.eq(v[4], 2); T.eq(v[5], -2)
end)

test("mixed booleans and integers give int64; extra argument after sizes is refused", function()
  local t = xa.tensor{true, 1, false}
  T.eq(t:dtype(), "int64")
  T.eq(t:totable()[1], 1); T.eq(t:totable()[3], 0)
  T.raises(function() xa.zeros({2, 3}, 4) end, "unexpected argument after the table of sizes")
  T.shape(xa.zeros({2, 3}, {dtype = "float64"}), {2, 3})
end)

test("< and <= compare one-element tensors and numbers; larger tensors are refused", function()
  local a, b = xa.tensor(1.5), xa.tensor({2.5})
  T.ok(a < b); T.ok(not (b < a)); T.ok(a <= 1.5); T.ok(2 <= b); T.ok(b > a); T.ok(a >= 1)
  T.raises(function() return xa.ones(2) < xa.ones(2) end, "use t:lt(u) for an elementwise comparison")
  T.raises(function() return xa.ones(2, 2) <= 3 end, "not shape (2,2)")
  local t = xa.ones(2)
  T.ok(t == t and t ~= xa.ones(2), "== is identity")
end)

-- bytes of freed blocks of 64 KiB or more kept (small ones come and go with the collector)
local function big_cached() local m = xa.memory() return m.cached - m.cached_small end

test("large freed blocks are cached for reuse by size class, reported, and returned by empty_cache", function()
  if not xa.memory().caching then return end -- AddressSanitizer or XATTN_ALLOC=system
  collectgarbage(); xa.empty_cache()
  T.eq(xa.memory().cached, 0)
  do local big <close> = xa.zeros(3000, 3000) end           -- 36 MB: kept after close
  local c = big_cached()
  -- 36,000,000 bytes round up to their class (16 per power of two: 2^25 + k * 2^21)
  T.eq(c, 37748736, "cached bytes: the class size")
  local t = xa.ones(3000, 3000)                              -- the same size reuses it
  T.eq(big_cached(), 0)
  T.eq(t:sum():item(), 9e6)                                  -- and is filled correctly
  t = nil; collectgarbage()
  T.eq(big_cached(), c)
  local u = xa.full(2990, 3000, 2)                           -- 35.9 MB: the same class
  T.eq(big_cached(), 0)
  T.eq(u:sum():item(), 2 * 2990 * 3000)
  u = nil; collectgarbage()
  local w = xa.zeros(2000, 3000)                             -- 24 MB: up to 2x smaller takes it
  T.eq(big_cached(), 0)
  T.eq(w:sum():item(), 0)                                    -- a reused block is filled
  w = nil; collectgarbage()
  T.eq(big_cached(), c, "back in its own class")
  local h = xa.zeros(1200, 3000)                             -- 14.4 MB: too small, a new block
  T.eq(h:sum():item(), 0)                                    -- fresh pages are zero
  local m = xa.memory()
  -- the 36 MB block stays cached unless keeping it would pass the bound
  local slack = math.max(m.mapped_peak // 4, 32 * 2^20)
  T.ok(big_cached() == c or m.mapped + c > m.mapped_peak + slack, "cached " .. big_cached())
  h = nil; collectgarbage()
  T.ok(big_cached() >= 14.4e6, "the 14.4 MB block is cached")
  xa.empty_cache()
  T.eq(big_cached(), 0)
  do local small <close> = xa.zeros(100, 100) end            -- under 64 KiB: malloc's
  T.eq(big_cached(), 0)
  do local mid <close> = xa.zeros(200, 100) end              -- 80 KB: cached, in 4 KiB pages
  T.eq(big_cached(), 81920)
  xa.empty_cache()
end)

test("the block cache stays bounded when the sizes asked for keep changing", function()
  if not xa.memory().caching then return end
  collectgarbage(); xa.empty_cache(); xa.reset_peak_memory()
  -- 60 blocks, each larger than any freed before (so none is reused), one alive at a
  -- time: the mapped total (live + cached) stays within the live high-water mark plus
  -- the slack (1/4, >= 32 MiB)
  local grew = 0
  for i = 1, 60 do
    local t <close> = xa.zeros(250000 + i * 250000)           -- 2 MB .. 61 MB
    local m = xa.memory()
    local bound = m.mapped_peak + math.max(m.mapped_peak // 4, 32 * 2^20)
    T.ok(m.mapped <= bound, ("step %d: mapped %d over %d"):format(i, m.mapped, bound))
    grew = math.max(grew, m.cached - m.cached_small)
  end
  T.ok(grew > 0, "freed blocks were cached")
  collectgarbage()
  xa.empty_cache()
  T.eq(xa.memory().cached, 0)
  T.eq(xa.memory().mapped, 0, "nothing mapped once the cache is empty and no large tensor lives")
end)

test("small freed blocks are kept (at most 8 MiB) and reused; headers too", function()
  if not xa.memory().caching then return end
  collectgarbage(); xa.empty_cache()
  T.eq(xa.memory().cached_small, 0)
  do local a <close> = xa.zeros(10, 10) end                   -- 400 bytes -> 448 (64-byte rounded)
  T.eq(xa.memory().cached_small, 448)
  local b = xa.ones(10, 10)                                   -- same size: reused, and filled
  T.eq(xa.memory().cached_small, 0)
  T.eq(b:sum():item(), 100)
  b = nil
  -- many small tensors freed at once: the list stops at its budget
  local ts = {}
  for i = 1, 400 do ts[i] = xa.zeros(8000) end                -- 32 KB each, 12.8 MB in all
  ts = nil; collectgarbage()
  T.ok(xa.memory().cached_small <= 8 * 2^20, "budget: " .. xa.memory().cached_small)
  T.ok(xa.memory().cached_small >= 8 * 2^20 - 32768, "filled to the budget")
  xa.empty_cache()
  T.eq(xa.memory().cached, 0)
end)
