-- Indexing and joining: gather, scatter_add, index_select, embedding, cat, stack.
-- Every op is compared with a naive reference written here over :totable() values;
-- index tensors hold 1-based positions (the Lua convention).

-- ---- naive helpers over nested tables ----------------------------------------
local function get(tbl, pos)
  for i = 1, #pos do tbl = tbl[pos[i]] end
  return tbl
end

local function set(tbl, pos, v)
  for i = 1, #pos - 1 do tbl = tbl[pos[i]] end
  tbl[pos[#pos]] = v
end

-- calls fn(pos) for every 1-based multi-index of shape, row-major
local function each(shape, fn)
  for _, s in ipairs(shape) do if s == 0 then return end end
  local pos = {}
  for i = 1, #shape do pos[i] = 1 end
  while true do
    fn(pos)
    local d = #shape
    while d >= 1 do
      pos[d] = pos[d] + 1
      if pos[d] <= shape[d] then break end
      pos[d] = 1
      d = d - 1
    end
    if d < 1 then return end
  end
end

local function filled(shape, v, d)
  d = d or 1
  if d > #shape then return v end
  local t = {}
  for i = 1, shape[d] do t[i] = filled(shape, v, d + 1) end
  return t
end

local function copy(tbl)
  if type(tbl) ~= "table" then return tbl end
  local r = {}
  for i, v in ipairs(tbl) do r[i] = copy(v) end
  return r
end

local function with(pos, d, v)
  local p = {table.unpack(pos)}
  p[d] = v
  return p
end

local function norm_dim(dim, n) return dim < 0 and dim + n + 1 or dim end

-- references
local function ref_gather(t, dim, idx)
  dim = norm_dim(dim, t:dim())
  local tv, iv, ishape = t:totable(), idx:totable(), idx:shape()
  local out = filled(ishape, 0)
  each(ishape, function(p) set(out, p, get(tv, with(p, dim, get(iv, p)))) end)
  return out
end

local function ref_scatter_add(t, dim, idx, src)
  dim = norm_dim(dim, t:dim())
  local out, iv, sv = copy(t:totable()), idx:totable(), src:totable()
  each(idx:shape(), function(p)
    local q = with(p, dim, get(iv, p))
    set(out, q, get(out, q) + get(sv, p))
  end)
  return out
end

local function ref_index_select(t, dim, list)
  dim = norm_dim(dim, t:dim())
  local tv, shape = t:totable(), t:shape()
  shape[dim] = #list
  local out = filled(shape, 0)
  each(shape, function(p) set(out, p, get(tv, with(p, dim, list[p[dim]]))) end)
  return out
end

local function ref_cat(list, dim)
  local shape = list[1]:shape()
  dim = norm_dim(dim, #shape)
  local total = 0
  for _, t in ipairs(list) do total = total + t:size(dim) end
  shape[dim] = total
  local out, off = filled(shape, 0), 0
  for _, t in ipairs(list) do
    local tv = t:totable()
    each(t:shape(), function(p) set(out, with(p, dim, p[dim] + off), get(tv, p)) end)
    off = off + t:size(dim)
  end
  return out
end

local function ref_stack(list, dim)
  local shape = list[1]:shape()
  dim = norm_dim(dim, #shape + 1)
  local oshape = {table.unpack(shape)}
  table.insert(oshape, dim, #list)
  local out = filled(oshape, 0)
  for k, t in ipairs(list) do
    local tv = t:totable()
    each(shape, function(p)
      local q = {table.unpack(p)}
      table.insert(q, dim, k)
      set(out, q, get(tv, p))
    end)
  end
  return out
end

local function ids(lo, hi, ...) return xa.randint(lo, hi + 1, ...) end -- 1-based, inclusive

-- ---- gather --------------------------------------------------------------------
test("gather: hand-computed 2-D along each dim", function()
  local t = xa.tensor({{1, 2, 3}, {4, 5, 6}})
  T.close(xa.gather(t, 2, xa.tensor({{3, 1}, {2, 2}})), {{3, 1}, {5, 5}})
  T.close(t:gather(1, xa.tensor({{2, 1, 2}})), {{4, 2, 6}})
  T.close(xa.gather(t, -1, xa.tensor({{1}, {3}})), {{1}, {6}})
end)

test("gather: 3-D every dim, index smaller than t, against the loop", function()
  local t = xa.randn(3, 4, 5)
  for _, dim in ipairs({1, 2, 3, -1, -2}) do
    local d = norm_dim(dim, 3)
    local sizes = {2, 3, 4}
    sizes[d] = 6 -- longer than t along dim is allowed
    local idx = ids(1, t:size(d), sizes[1], sizes[2], sizes[3])
    T.close(xa.gather(t, dim, idx), ref_gather(t, dim, idx), 1e-6, "dim " .. dim)
  end
end)

test("gather: non-contiguous t and index", function()
  local t = xa.randn(5, 4):t()                       -- (4, 5), strided
  local idx = ids(1, 4, 5, 3):t()                    -- (3, 5), strided
  T.ok(not t:is_contiguous() and not idx:is_contiguous())
  T.close(xa.gather(t, 1, idx), ref_gather(t, 1, idx), 1e-6)
  local idx2 = ids(1, 5, 4, 8):narrow(2, 2, 5)       -- (4, 5) narrowed
  T.close(xa.gather(t, 2, idx2), ref_gather(t, 2, idx2), 1e-6)
  local e = xa.randn(4, 1):expand(4, 5)              -- expanded (stride 0)
  T.close(xa.gather(e, 2, idx2), ref_gather(e, 2, idx2), 1e-6)
end)

test("gather: large (threaded path) against the loop", function()
  local t = xa.randn(300, 150)
  local idx = ids(1, 150, 300, 150)
  T.close(xa.gather(t, 2, idx), ref_gather(t, 2, idx), 1e-6)
  local idx1 = ids(1, 300, 300, 150)
  T.close(xa.gather(t, 1, idx1), ref_gather(t, 1, idx1), 1e-6)
end)

test("gather: empty and size-1, int64 and bool data", function()
  local t = xa.randn(2, 3)
  T.shape(xa.gather(t, 2, xa.zeros(2, 0, {dtype = "int64"})), {2, 0})
  T.shape(xa.gather(xa.zeros(2, 0), 1, xa.zeros(2, 0, {dtype = "int64"})), {2, 0})
  T.close(xa.gather(xa.tensor({{7}}), 1, xa.tensor({{1}})), {{7}})
  local ti = xa.tensor({{10, 20}, {30, 40}})
  T.close(xa.gather(ti, 1, xa.tensor({{2, 2}})), {{30, 40}})
  T.eq(xa.gather(ti, 1, xa.tensor({{2, 2}})):dtype(), "int64")
  local tb = xa.tensor({{true, false}})
  T.close(xa.gather(tb, 2, xa.tensor({{2, 1, 2}})), {{false, true, false}})
end)

test("gather: gradcheck with repeated indices, each dim", function()
  local t = T.param(3, 4)
  local idx = xa.tensor({{1, 1, 4}, {2, 4, 4}, {3, 3, 3}})
  T.gradcheck(function(x) return xa.gather(x, 2, idx) end, {t})
  local idx1 = xa.tensor({{3, 3, 1, 3}, {1, 1, 1, 2}})
  T.gradcheck(function(x) return xa.gather(x, 1, idx1) end, {t})
  -- a non-contiguous view of the parameter
  T.gradcheck(function(x) return xa.gather(x:t(), 1, idx:narrow(2, 1, 3)) end, {t})
end)

test("gather: errors", function()
  local t = xa.randn(2, 3)
  T.raises(function() xa.gather(t, 2, xa.tensor({{1, 4}, {1, 1}})) end,
           "gather: index 4 is out of range for dimension 2 of size 3 (valid 1..3)")
  T.raises(function() xa.gather(t, 2, xa.tensor({{1, 0}, {1, 1}})) end, "index 0 is out of range")
  T.raises(function() xa.gather(t, 1, xa.tensor({{-1, 1}})) end, "index -1 is out of range")
  T.raises(function() xa.gather(t, 2, xa.tensor({{1.0, 2.0}})) end,
           "gather: index must be an int64 tensor of 1-based positions, got float32")
  T.raises(function() xa.gather(t, 2, xa.tensor({{true}})) end, "got bool")
  T.raises(function() xa.gather(t, 2, xa.tensor({1, 2})) end,
           "gather: index must have as many dimensions as the tensor (2), got 1")
  T.raises(function() xa.gather(t, 2, xa.ones(3, 1, {dtype = "int64"})) end,
           "larger than the tensor of shape (2,3) in dimension 1")
  T.raises(function() xa.gather(t, 3, xa.tensor({{1}})) end, "dimension out of range")
end)

-- ---- scatter_add ---------------------------------------------------------------
test("scatter_add: hand-computed, repeated positions accumulate", function()
  local t = xa.zeros(2, 3)
  local r = xa.scatter_add(t, 2, xa.tensor({{1, 1, 3}, {2, 2, 2}}), xa.tensor({{1, 2, 3}, {4, 5, 6}}):float())
  T.close(r, {{3, 0, 3}, {0, 15, 0}})
  T.close(t, {{0, 0, 0}, {0, 0, 0}}, 0, "t unchanged (out of place)")
  local ti = xa.tensor({{1, 1}, {1, 1}})
  T.close(ti:scatter_add(1, xa.tensor({{2, 2}}), xa.tensor({{5, 7}})), {{1, 1}, {6, 8}})
end)

test("scatter_add: 3-D every dim, index smaller than src, against the loop", function()
  local t = xa.randn(3, 4, 5)
  for _, dim in ipairs({1, 2, 3, -1}) do
    local d = norm_dim(dim, 3)
    local src = xa.randn(3, 6, 5)
    local isz = {2, 3, 4}
    if d == 2 then isz[2] = 5 end -- along dim the index may be longer than t (not than src)
    local idx = ids(1, t:size(d), isz[1], isz[2], isz[3])
    T.close(xa.scatter_add(t, dim, idx, src), ref_scatter_add(t, dim, idx, src), 1e-5, "dim " .. dim)
  end
end)

test("scatter_add: non-contiguous t, index and src; large threaded path", function()
  local t = xa.randn(6, 4):t()                      -- (4, 6)
  local src = xa.randn(5, 4):t()                    -- (4, 5)
  local idx = ids(1, 6, 5, 4):t()                   -- (4, 5)
  T.close(xa.scatter_add(t, 2, idx, src), ref_scatter_add(t, 2, idx, src), 1e-5)
  local idx1 = ids(1, 4, 5, 4):t():narrow(2, 2, 3)  -- (4, 3)
  T.close(xa.scatter_add(t, 1, idx1, src), ref_scatter_add(t, 1, idx1, src), 1e-5)
  local big = xa.randn(200, 100):double()
  local bsrc = xa.randn(200, 180):double()
  local bidx = ids(1, 200, 150, 100)
  T.close(xa.scatter_add(big, 1, bidx, bsrc), ref_scatter_add(big, 1, bidx, bsrc), 1e-9)
  local bidx2 = ids(1, 100, 200, 180)
  T.close(xa.scatter_add(big, 2, bidx2, bsrc), ref_scatter_add(big, 2, bidx2, bsrc), 1e-9)
end)

test("scatter_add: empty index and size-1", function()
  local t = xa.randn(2, 3)
  T.close(xa.scatter_add(t, 1, xa.zeros(0, 3, {dtype = "int64"}), xa.randn(0, 3)), t)
  T.close(xa.scatter_add(xa.tensor({{1.5}}), 2, xa.tensor({{1}}), xa.tensor({{2.0}})), {{3.5}})
end)

test("scatter_add: gradcheck w.r.t. t and src (src larger than index)", function()
  local t, src = T.param(3, 4), T.param(3, 5)
  local idx = xa.tensor({{1, 1, 4, 4}, {2, 2, 2, 1}, {3, 4, 3, 4}})
  T.gradcheck(function(a, b) return xa.scatter_add(a, 2, idx, b) end, {t, src})
  local src1 = T.param(4, 4)
  local idx1 = xa.tensor({{1, 3, 3, 1}, {1, 1, 2, 2}})
  T.gradcheck(function(a, b) return xa.scatter_add(a, 1, idx1, b) end, {t, src1})
  -- only src
  local c = xa.randn(3, 4):double()
  T.gradcheck(function(b) return xa.scatter_add(c, 2, idx, b) end, {src})
end)

test("scatter_add: errors", function()
  local t = xa.randn(2, 3)
  T.raises(function() xa.scatter_add(t, 2, xa.tensor({{4}}), xa.randn(1, 1)) end,
           "scatter_add: index 4 is out of range for dimension 2 of size 3")
  T.raises(function() xa.scatter_add(t, 2, xa.tensor({{1.0}}), xa.randn(1, 1)) end, "must be an int64 tensor")
  T.raises(function() xa.scatter_add(t, 2, xa.tensor({{1}}), xa.randn(1, 1):double()) end,
           "src must have the tensor's dtype float32, got float64")
  T.raises(function() xa.scatter_add(t, 2, xa.tensor({{1, 1}}), xa.randn(1, 1)) end, "does not fit")
  T.raises(function() xa.scatter_add(t, 2, xa.tensor({1}), xa.randn(1)) end, "same number of dimensions")
end)

-- ---- index_select --------------------------------------------------------------
test("index_select: 3-D each dim, tensor and list index, repeats", function()
  local t = xa.randn(3, 4, 5)
  for _, dim in ipairs({1, 2, 3, -1}) do
    local n = t:size(norm_dim(dim, 3))
    local list = {n, 1, n, 2, 1}
    T.close(xa.index_select(t, dim, xa.tensor(list)), ref_index_select(t, dim, list), 1e-6, "dim " .. dim)
    T.close(t:index_select(dim, list), ref_index_select(t, dim, list), 1e-6, "list, dim " .. dim)
  end
end)

test("index_select: non-contiguous t and index, dtypes", function()
  local t = xa.randn(5, 4):t()                         -- (4, 5) strided: strided path
  local idx = xa.tensor({{1, 3}, {4, 2}, {2, 2}}):t():select(1, 1) -- {1, 4, 2} with stride 2
  T.ok(not idx:is_contiguous())
  T.close(xa.index_select(t, 1, idx), ref_index_select(t, 1, {1, 4, 2}), 1e-6)
  T.close(xa.index_select(t, 2, idx), ref_index_select(t, 2, {1, 4, 2}), 1e-6)
  local ti = xa.tensor({{1, 2}, {3, 4}, {5, 6}})
  T.close(ti:index_select(1, {3, 3}), {{5, 6}, {5, 6}})
  T.eq(ti:index_select(1, {3}):dtype(), "int64")
  T.close(xa.tensor({true, false}):index_select(1, {2, 1, 1}), {false, true, true})
  local big = xa.randn(400, 100)                       -- threaded fast path
  local list = {}
  for i = 1, 500 do list[i] = (i * 37) % 400 + 1 end
  T.close(big:index_select(1, list), ref_index_select(big, 1, list), 1e-6)
end)

test("index_select: 0-dim index keeps the dim, empty index", function()
  local t = xa.tensor({{1, 2, 3}, {4, 5, 6}})
  local r = xa.index_select(t, 2, xa.tensor(3))
  T.shape(r, {2, 1})
  T.close(r, {{3}, {6}})
  T.shape(xa.index_select(t, 1, xa.tensor({}, {dtype = "int64"})), {0, 3})
  T.shape(xa.index_select(t, 2, {}), {2, 0})
  T.shape(xa.index_select(xa.zeros(0, 3), 2, {1, 3}), {0, 2})
end)

test("index_select: gradcheck with repeated indices", function()
  local t = T.param(4, 3)
  local idx = xa.tensor({2, 2, 4, 1, 2})
  T.gradcheck(function(x) return xa.index_select(x, 1, idx) end, {t})
  T.gradcheck(function(x) return xa.index_select(x, 2, xa.tensor({3, 3, 1})) end, {t})
  T.gradcheck(function(x) return xa.index_select(x:t(), 2, idx) end, {t})
  T.gradcheck(function(x) return xa.index_select(x, 1, xa.tensor(3)) end, {t})
  -- the accumulation itself: ones through index_select
  local p = xa.zeros(4, 2, {dtype = "float64", requires_grad = true})
  xa.index_select(p, 1, idx):backward(xa.ones(5, 2, {dtype = "float64"}))
  T.close(p.grad, {{1, 1}, {3, 3}, {0, 0}, {1, 1}})
end)

test("index_select: errors", function()
  local t = xa.randn(2, 3)
  T.raises(function() t:index_select(2, {1, 4}) end, "index_select: index 4 is out of range for dimension 2 of size 3")
  T.raises(function() t:index_select(1, xa.tensor({0})) end, "index 0 is out of range for dimension 1 of size 2")
  T.raises(function() t:index_select(1, {1, "x"}) end, "element 2 of the index list is string, not an integer")
  T.raises(function() t:index_select(1, {1.5}) end, "not an integer")
  T.raises(function() t:index_select(1, xa.tensor({1.0})) end, "must be an int64 tensor")
  T.raises(function() t:index_select(1, xa.tensor({{1}})) end, "index must be 1-D or 0-dim, got shape (1,1)")
  T.raises(function() xa.zeros(0, 2):index_select(1, {1}) end, "size 0")
end)

-- ---- embedding -----------------------------------------------------------------
local function ref_embedding(w, idx)
  local wv, iv, shape = w:totable(), idx:totable(), idx:shape()
  local D = w:size(2)
  local oshape = {table.unpack(shape)}
  oshape[#oshape + 1] = D
  local out = filled(oshape, 0)
  each(oshape, function(p)
    local q = {table.unpack(p, 1, #p - 1)}
    set(out, p, wv[#q == 0 and iv or get(iv, q)][p[#p]])
  end)
  return out
end

test("embedding: lookup of any index shape, against the loop", function()
  local w = xa.randn(7, 4)
  local idx = xa.tensor({{1, 7, 3}, {3, 3, 2}})
  local r = xa.embedding(w, idx)
  T.shape(r, {2, 3, 4})
  T.close(r, ref_embedding(w, idx), 0)
  local i3 = ids(1, 7, 2, 2, 5)
  T.close(xa.embedding(w, i3), ref_embedding(w, i3), 0)
  T.close(xa.embedding(w, xa.tensor(5)), w:totable()[5], 0, "0-dim ids")
  T.shape(xa.embedding(w, xa.tensor({}, {dtype = "int64"})), {0, 4})
  T.shape(xa.embedding(xa.randn(3, 0), xa.tensor({1, 2})), {2, 0})
end)

test("embedding: non-contiguous ids and weight", function()
  local w = xa.randn(4, 9):t()                     -- (9, 4) strided rows
  local idx = ids(1, 9, 5, 3):t()                  -- (3, 5) strided
  T.close(xa.embedding(w, idx), ref_embedding(w, idx), 0)
  local wc = w:contiguous()
  T.close(xa.embedding(wc, idx), ref_embedding(wc, idx), 0)
end)

test("embedding: gradcheck with repeated ids", function()
  local w = T.param(5, 3)
  local idx = xa.tensor({{2, 2, 5}, {1, 2, 5}})
  T.gradcheck(function(x) return xa.embedding(x, idx) end, {w})
  T.gradcheck(function(x) return xa.embedding(x, idx:t()) end, {w})
end)

test("embedding: the gradient added into an existing .grad, row by touched row, has the dense way's bits", function()
  -- with a .grad there (an optimizer's flat buffer) only the rows of the ids seen are
  -- written: their tokens' rows summed in token order, then added once. Reference: the
  -- dense gradient (no .grad yet) added by hand, element by element, as the engine adds
  for _, dt in ipairs{"float32", "float64"} do
    for _, shape in ipairs{{3, 5, 37}, {1, 16}, {2048, 256}} do
      local V, D = shape[#shape - 1] == 1 and 6 or 500, shape[#shape]
      local lead = {table.unpack(shape, 1, #shape - 1)}
      local idx = ids(1, math.min(V, 40), table.unpack(lead)) -- repeats guaranteed
      local w0 = xa.randn(V, D):to(dt)
      local g1, g2 = xa.randn(table.unpack(shape)):to(dt), xa.randn(table.unpack(shape)):to(dt)
      -- dense: no .grad before the first backward
      local wd = w0:clone():requires_grad_()
      xa.embedding(wd, idx):backward(g1)
      local z1 = wd.grad:clone()
      wd.grad = nil
      xa.embedding(wd, idx):backward(g2)
      local z2 = wd.grad:clone()
      -- sparse: a .grad holding something already, twice
      local ws = w0:clone():requires_grad_()
      local start = xa.randn(V, D):to(dt)
      ws.grad = start:clone()
      xa.embedding(ws, idx):backward(g1)
      xa.embedding(ws, idx):backward(g2)
      local msg = ("%s %s"):format(dt, table.concat(shape, "x"))
      T.close(ws.grad, (start + z1) + z2, 0, msg .. ": bits of the dense way")
    end
  end
  -- no tokens: the .grad as it was
  local we = xa.randn(5, 3):requires_grad_()
  local before = xa.randn(5, 3)
  we.grad = before:clone()
  xa.embedding(we, xa.tensor({}, {dtype = "int64"})):backward(xa.zeros(0, 3))
  T.close(we.grad, before, 0, "no tokens")
  -- tied: a product's gradient and the embedding's into one .grad, with an optimizer
  local W = xa.randn(30, 8):requires_grad_()
  local opt = xa.optim.SGD({W}, {lr = 0.1})
  opt:zero_grad()
  local idx = ids(1, 12, 4, 5)
  local x, g = xa.randn(6, 8), xa.randn(6, 30)
  local e = xa.embedding(W, idx)
  ;(xa.linear(x, W):mul(g):sum() + e:mul(e:detach()):sum()):backward()
  local dense = filled({30, 8}, 0)
  local iv, ev = idx:totable(), e:detach():totable()
  for a = 1, 4 do for b = 1, 5 do
    local r = iv[a][b]
    for d = 1, 8 do dense[r][d] = dense[r][d] + ev[a][b][d] end
  end end
  T.close(W.grad, g:t():matmul(x) + xa.tensor(dense), 1e-5, "tied product and embedding")
end)

test("embedding: dense gradient, large and deterministic across thread counts", function()
  local V, D, N = 50, 700, 100                     -- enough work for the threaded path
  local w = xa.randn(V, D, {requires_grad = true})
  local idx = ids(1, V, N)
  local g = xa.randn(N, D)
  xa.embedding(w, idx):backward(g)
  local gv, iv = g:totable(), idx:totable()
  local want = filled({V, D}, 0)
  for n = 1, N do
    local row = want[iv[n]]
    for d = 1, D do row[d] = row[d] + gv[n][d] end
  end
  T.close(w.grad, want, 1e-5)
  local old = xa.threads()
  local grads = {}
  for k, nt in ipairs({1, 2}) do
    xa.set_threads(nt)
    w:zero_grad()
    xa.embedding(w, idx):backward(g)
    grads[k] = w.grad
  end
  xa.set_threads(old)
  T.close(grads[1], grads[2], 0, "bitwise equal for 1 and 2 threads")
end)

test("embedding: errors", function()
  local w = xa.randn(5, 3)
  T.raises(function() xa.embedding(w, xa.tensor({1, 6})) end,
           "embedding: index 6 is out of range for the weight's rows of size 5 (valid 1..5)")
  T.raises(function() xa.embedding(w, xa.tensor({0})) end, "index 0 is out of range")
  T.raises(function() xa.embedding(w, xa.tensor({1.0})) end, "must be an int64 tensor")
  T.raises(function() xa.embedding(xa.randn(5), xa.tensor({1})) end, "weight must be 2-D")
end)

-- ---- cat -----------------------------------------------------------------------
test("cat: three tensors along each dim, against the loop", function()
  for _, dim in ipairs({1, 2, 3, -1, -3}) do
    local d = norm_dim(dim, 3)
    local list = {}
    for k, n in ipairs({2, 1, 3}) do
      local s = {2, 3, 4}
      s[d] = n
      list[k] = xa.randn(s[1], s[2], s[3])
    end
    local r = xa.cat(list, dim)
    T.close(r, ref_cat(list, dim), 0, "dim " .. dim)
  end
  local a, b = xa.tensor({1, 2}), xa.tensor({3})
  T.close(xa.cat({a, b}), {1, 2, 3})
  T.close(xa.cat({a}), {1, 2})
end)

test("cat: non-contiguous inputs, dtype promotion", function()
  local a = xa.randn(4, 3):t()                      -- (3, 4)
  local b = xa.randn(3, 6):narrow(2, 2, 4)          -- (3, 4)
  local c = xa.randn(1, 4):expand(3, 4)
  T.close(xa.cat({a, b, c}, 1), ref_cat({a, b, c}, 1), 0)
  T.close(xa.cat({a, b, c}, 2), ref_cat({a, b, c}, 2), 0)
  local i = xa.tensor({{1, 2}})
  local f = xa.tensor({{0.5, 1.5}})
  local r = xa.cat({i, f}, 1)
  T.eq(r:dtype(), "float32")
  T.close(r, {{1, 2}, {0.5, 1.5}})
  T.eq(xa.cat({xa.tensor({true}), xa.tensor({2})}):dtype(), "int64")
  T.eq(xa.cat({f, f:double()}):dtype(), "float64")
  local big = {xa.randn(300, 70), xa.randn(300, 50)}   -- threaded block copies
  T.close(xa.cat(big, 2), ref_cat(big, 2), 0)
end)

test("cat: empty tensors and skipped (0) tensors", function()
  local a, e, b = xa.randn(2, 3), xa.zeros(2, 0), xa.randn(2, 1)
  T.close(xa.cat({a, e, b}, 2), ref_cat({a, b}, 2), 0)
  T.shape(xa.cat({xa.zeros(0, 3), xa.zeros(0, 3)}, 1), {0, 3})
  local z = xa.zeros(0)
  T.close(xa.cat({z, a, z, b}, 2), ref_cat({a, b}, 2), 0, "(0) tensors skipped for 2-D")
  T.close(xa.cat({a, z}, -1), a, 0)
  T.shape(xa.cat({z, z}), {0})
  T.close(xa.cat({z, xa.tensor({1, 2})}), {1, 2})
  -- gradients: the skipped tensor gets an empty one (as PyTorch), the others theirs
  local p = T.param(2, 2)
  local q = xa.zeros(0, {dtype = "float64", requires_grad = true})
  xa.cat({q, p}, 2):backward(xa.ones(2, 2, {dtype = "float64"}))
  T.close(p.grad, {{1, 1}, {1, 1}})
  T.ok(q.grad ~= nil, "the skipped (0) tensor has a gradient")
  T.shape(q.grad, {0})
  T.eq(q.grad:dtype(), "float64")
end)

test("cat: gradcheck of three tensors along each dim", function()
  local a, b, c = T.param(2, 3), T.param(2, 3), T.param(2, 3)
  for _, dim in ipairs({1, 2, -1}) do
    T.gradcheck(function(x, y, z) return xa.cat({x, y:t():t(), z}, dim) end, {a, b, c})
  end
  local d, e = T.param(1, 3), T.param(4, 3)
  T.gradcheck(function(x, y, z) return xa.cat({x, y, z}, 1) end, {d, e, a})
  T.gradcheck(function(x, y) return xa.cat({x:t(), y:t()}, 2) end, {d, e})
  -- mixed precision: the float32 input gets a float32 gradient
  local f = xa.ones(1, 2, {requires_grad = true})
  xa.cat({f, xa.ones(1, 2, {dtype = "float64"})}, 1):backward(xa.full(2, 2, 3.0, {dtype = "float64"}))
  T.eq(f.grad:dtype(), "float32")
  T.close(f.grad, {{3, 3}})
end)

test("cat: errors", function()
  local a, b = xa.randn(2, 3), xa.randn(2, 4)
  T.raises(function() xa.cat({a, a, b}, 1) end,
           "cat: tensor 3 of shape (2,4) does not match tensor 1 of shape (2,3) in dimension 2")
  T.raises(function() xa.cat({a, xa.randn(2, 3, 1)}, 1) end, "tensor 2 has 3 dimensions but tensor 1 has 2")
  T.raises(function() xa.cat({}) end, "cat: expected a non-empty list of tensors")
  T.raises(function() xa.cat({a, 5}) end, "cat: element 2 of the list is a number, not a tensor")
  T.raises(function() xa.cat({a}, 3) end, "dimension out of range")
  T.raises(function() xa.cat({xa.tensor(1), xa.tensor(2)}) end, "0-dim")
  T.raises(function() xa.cat(a) end, "table expected")
end)

-- ---- stack ---------------------------------------------------------------------
test("stack: every dim including one past the end, against the loop", function()
  local list = {xa.randn(2, 3), xa.randn(3, 2):t(), xa.randn(2, 3):double()}
  for _, dim in ipairs({1, 2, 3, -1, -3}) do
    local r = xa.stack(list, dim)
    T.close(r, ref_stack(list, dim), 1e-6, "dim " .. dim)
    T.eq(r:dtype(), "float64")
  end
  T.close(xa.stack({xa.tensor(1), xa.tensor(2)}), {1, 2})
  T.shape(xa.stack({xa.zeros(0), xa.zeros(0)}), {2, 0})
  T.shape(xa.stack({xa.zeros(2, 0)}, 2), {2, 1, 0})
  local big = {xa.randn(200, 100), xa.randn(200, 100)}
  T.close(xa.stack(big, 2), ref_stack(big, 2), 0)
end)

test("stack: gradcheck", function()
  local a, b = T.param(2, 3), T.param(2, 3)
  for _, dim in ipairs({1, 2, 3}) do
    T.gradcheck(function(x, y) return xa.stack({x, y:t():t(), x}, dim) end, {a, b})
  end
end)

test("stack: errors", function()
  T.raises(function() xa.stack({xa.randn(2, 3), xa.randn(3, 2)}) end,
           "stack: tensor 2 has shape (3,2) but tensor 1 has shape (2,3)")
  T.raises(function() xa.stack({}) end, "stack: expected a non-empty list of tensors")
  T.raises(function() xa.stack({xa.randn(2), "x"}) end, "element 2 of the list is a string")
  T.raises(function() xa.stack({xa.randn(2)}, 3) end, "dimension out of range")
end)

test("docs: every function is documented", function()
  for _, name in ipairs({"gather", "scatter_add", "index_select", "embedding", "cat", "stack"}) do
    T.ok(xa.help(name) and #xa.help(name) > 20, name)
  end
end)

test("gather and scatter_add on 0-dim tensors behave as PyTorch's (dim 1 or -1, 0-dim index)", function()
  local t = T.param(1):view()          -- 0-dim float64 requiring grad
  local v = t:item()
  local g = xa.gather(t, 1, xa.tensor(1))
  T.eq(g:dim(), 0)
  T.close(g, v, 0)
  T.close(xa.gather(t, -1, xa.tensor(1)), v, 0)
  T.gradcheck(function(x) return xa.gather(x, 1, xa.tensor(1)) end, {T.param(1):view():detach():requires_grad_()})
  local s = xa.scatter_add(xa.tensor(1.5, {dtype = "float64"}), 1, xa.tensor(1), xa.tensor(2.0, {dtype = "float64"}))
  T.eq(s:dim(), 0)
  T.close(s, 3.5, 0)
  T.gradcheck(function(a, b) return xa.scatter_add(a, -1, xa.tensor(1), b) end,
              {T.param(1):view():detach():requires_grad_(), T.param(1):view():detach():requires_grad_()})
  T.raises(function() xa.gather(xa.tensor(1.0), 2, xa.tensor(1)) end, "a 0-dim tensor takes 1 or -1")
  T.raises(function() xa.gather(xa.tensor(1.0), 1, xa.tensor(2)) end, "index 2 is out of range for dimension 1 of size 1")
  T.raises(function() xa.gather(xa.tensor(1.0), 1, xa.tensor({1})) end, "index must be 0-dim for a 0-dim tensor, got shape (1)")
  T.raises(function() xa.scatter_add(xa.tensor(1.0), 1, xa.tensor(1), xa.ones(1)) end, "src must be 0-dim for a 0-dim tensor")
end)

test("embed_front: the five ops' values, gradients and dropout draws (float32, float64)", function()
  -- reference: embedding, the padding rows zeroed, the scale, the positions and dropout
  -- as five ops from the same generator state; with and without a .grad there (sparse and
  -- dense ways), without padding, in eval mode, and p = 1
  local function ref(W, idx, scale, pos, pad, p, train)
    local e = xa.embedding(W, idx)
    if pad then e = e:masked_fill(idx:eq(pad):unsqueeze(-1), 0) end
    local x = e * scale + pos
    if train and p > 0 then x = xa.dropout(x, p, true) end
    return x
  end
  for _, dt in ipairs{"float64", "float32"} do
    for _, c in ipairs{{0.3, true, 1}, {0, true, 1}, {0.3, false, 1}, {0.3, true, false}, {1, true, 2}} do
      local p, train, pad = c[1], c[2], c[3]
      local V, D, B, L = 40, 24, 3, 7
      local idx = ids(1, 12, B, L)
      idx[{2, 3}] = 1; idx[{1, 7}] = 1; idx[{3, 1}] = 2
      local W0, pos, g = xa.randn(V, D):to(dt), xa.randn(L, D):to(dt), xa.randn(B, L, D):to(dt)
      local tag = ("%s p=%g train=%s pad=%s"):format(dt, p, tostring(train), tostring(pad))
      for _, with_grad in ipairs{false, true} do
        local W1, W2 = W0:clone():requires_grad_(), W0:clone():requires_grad_()
        if with_grad then W1.grad = W0 * 0.5; W2.grad = W0 * 0.5 end
        xa.manual_seed(11)
        local y1 = xa.embed_front(W1, idx, 3.5, pos, {padding_idx = pad, p = p, train = train})
        local s1 = xa.rng_state()
        xa.manual_seed(11)
        local y2 = ref(W2, idx, 3.5, pos, pad, p, train)
        T.eq(s1, xa.rng_state(), tag .. ": the same draws")
        T.close(y1, y2, 0, tag .. ": values")
        y1:backward(g)
        y2:backward(g)
        T.close(W1.grad, W2.grad, 0, tag .. (with_grad and ": into .grad" or ": new gradient"))
      end
    end
  end
  -- a (B, 0) batch; the position table as a narrowed view (the decoder's later steps)
  local W = xa.randn(9, 4):requires_grad_()
  T.shape(xa.embed_front(W, xa.ones(2, 0, {dtype = "int64"}), 2, xa.zeros(0, 4)), {2, 0, 4})
  local table_ = xa.randn(10, 4)
  local idx = xa.tensor({{3, 4}}, {dtype = "int64"})
  T.close(xa.embed_front(W, idx, 2, table_:narrow(1, 6, 2)), xa.embedding(W, idx) * 2 + table_:narrow(1, 6, 2), 0)
  -- errors name the op and the shapes
  T.raises(function() xa.embed_front(W, idx, 2, xa.zeros(3, 4)) end,
           "embed_front: pos must be a float32 (L, D) = (2, 4) tensor for ids (1,2) and weight (9,4), got float32 (3,4)")
  T.raises(function() xa.embed_front(W, idx, 2, xa.zeros(2, 4):double()) end, "pos must be a float32 (L, D)")
  T.raises(function() xa.embed_front(W, xa.tensor({3, 4}, {dtype = "int64"}), 2, xa.zeros(2, 4)) end,
           "embed_front: ids must be an int64 (B, L) tensor")
  T.raises(function() xa.embed_front(W, xa.tensor({{3, 10}}, {dtype = "int64"}), 2, xa.zeros(2, 4)) end, "embed_front")
  T.raises(function() xa.embed_front(W, idx, 2, xa.zeros(2, 4), {p = 1.5}) end,
           "embed_front: dropout probability p must be between 0 and 1, got 1.5")
  T.raises(function() xa.embed_front(W, idx, 2, xa.zeros(2, 4), {padding_idx = 10}) end,
           "padding_idx must be an id of the weight's rows, or false")
  T.raises(function() xa.embed_front(W, idx, 2, xa.zeros(2, 4), {padding_idx = true}) end,
           "padding_idx must be an id of the weight's rows, or false")
  T.raises(function() xa.embed_front(W, idx, "x", xa.zeros(2, 4)) end, "bad argument #3 to 'embed_front'")
end)
