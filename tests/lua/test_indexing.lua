-- t[key] and t[key] = v: integer keys, Torch7's table keys t[{i, {a, b}, {}}], and clear
-- errors for every other key. Results are checked against a naive reference that walks
-- every position of the tensor as nested Lua tables.

-- the Torch7 meaning of key on a tensor of shape `shape`: per dimension the list of chosen
-- 1-based positions and whether the dimension is kept; nil, message for a bad key
local function plan(shape, key)
  if #key > #shape then return nil, "entries" end
  local dims = {}
  for d = 1, #shape do
    local n, e = shape[d], key[d]
    local function norm(p) if p < 0 then p = n + p + 1 end return p end
    if e == nil then
      local all = {}
      for p = 1, n do all[p] = p end
      dims[d] = {pos = all, keep = true}
    elseif type(e) == "number" then
      dims[d] = {pos = {norm(e)}, keep = false}
    else
      local a, b = 1, n
      if #e >= 1 then a = norm(e[1]); b = a end
      if #e == 2 then b = norm(e[2]) end
      local ps = {}
      for p = a, b do ps[#ps + 1] = p end
      dims[d] = {pos = ps, keep = true}
    end
  end
  return dims
end

local function get(nested, idx)
  local v = nested
  for _, i in ipairs(idx) do v = v[i] end
  return v
end

local function set(nested, idx, value)
  local v = nested
  for k = 1, #idx - 1 do v = v[idx[k]] end
  v[idx[#idx]] = value
end

-- calls fn(multi_index) for every selected position in row-major order
local function each(dims, fn)
  local idx = {}
  local function rec(d)
    if d > #dims then fn(idx) return end
    for _, p in ipairs(dims[d].pos) do idx[d] = p; rec(d + 1) end
  end
  rec(1)
end

local function ref_shape(dims)
  local s = {}
  for _, d in ipairs(dims) do if d.keep then s[#s + 1] = #d.pos end end
  return s
end

local function deepcopy(t)
  if type(t) ~= "table" then return t end
  local r = {}
  for k, v in pairs(t) do r[k] = deepcopy(v) end
  return r
end

-- a random valid key for shape: integers (positive or negative), {a, b}, {a}, {}
local function random_key(shape)
  local key = {}
  local n = math.random(0, #shape)
  for d = 1, n do
    local size = shape[d]
    local function pos()
      local p = math.random(1, size)
      if math.random() < 0.4 then p = p - size - 1 end
      return p
    end
    local r = math.random()
    if size == 0 or r < 0.2 then key[d] = {}
    elseif r < 0.5 then key[d] = pos()
    elseif r < 0.65 then key[d] = {pos()}
    else
      local a = math.random(1, size)
      local b = math.random(a, size)
      key[d] = {a, math.random() < 0.3 and b - size - 1 or b}
    end
  end
  return key
end

local function key_str(key)
  local parts = {}
  for i, e in ipairs(key) do
    parts[i] = type(e) == "number" and tostring(e) or "{" .. table.concat(e, ",") .. "}"
  end
  return "{" .. table.concat(parts, ",") .. "}"
end

local shapes = {{5}, {1}, {0}, {3, 4}, {1, 1}, {4, 0}, {2, 3, 4}, {3, 1, 2, 2}, {2, 2, 1, 3, 2}}

test("t[{...}] reads match a naive walk over every position", function()
  math.randomseed(7)
  for _, dtype in ipairs{"float32", "float64", "int64", "bool"} do
    for _, shape in ipairs(shapes) do
      local x = xa.randint(-50, 50, table.unpack(shape))
      if dtype == "bool" then x = x:gt(0) else x = x:to(dtype) end
      local xt = x:totable()
      for _ = 1, 25 do
        local key = random_key(shape)
        local dims = plan(shape, key)
        local y = x[key]
        local what = ("%s %s[%s]"):format(dtype, T.shape_str(shape), key_str(key))
        if #key == #shape and #shape > 0 and (function()
            for _, e in ipairs(key) do if type(e) ~= "number" then return false end end
            return true end)() then
          local idx = {}
          each(dims, function(i) for k = 1, #i do idx[k] = i[k] end end)
          T.eq(y, get(xt, idx), what)
        else
          T.ok(xa.is_tensor(y), what .. " is a tensor")
          T.shape(y, ref_shape(dims), what)
          local want = {}
          each(dims, function(i) want[#want + 1] = get(xt, i) end)
          local got = y:numel() > 0 and T.flat(y:totable()) or {}
          if y:dim() == 0 then got = {y:item()} end
          T.eq(#got, #want, what .. " size")
          for k = 1, #want do T.eq(got[k], want[k], what .. " element " .. k) end
        end
      end
    end
  end
end)

test("t[{...}] = number | tensor writes exactly the selected positions", function()
  math.randomseed(11)
  for _, shape in ipairs(shapes) do
    for trial = 1, 25 do
      local x = xa.randint(-50, 50, table.unpack(shape)):double()
      local key = random_key(shape)
      local dims = plan(shape, key)
      local want = x:totable()
      local what = ("%s[%s]"):format(T.shape_str(shape), key_str(key))
      if trial % 2 == 0 then
        x[key] = 77
        each(dims, function(i) if #i > 0 then set(want, i, 77) end end)
        if #shape == 0 then want = 77 end
      else
        local rs = ref_shape(dims)
        local n = 1
        for _, s in ipairs(rs) do n = n * s end
        local src = xa.arange(1000, 1000 + n):double():reshape(rs)
        x[key] = src
        local k = 0
        each(dims, function(i) k = k + 1; set(want, i, 999 + k) end)
      end
      T.close(x, want, 0, what)
    end
  end
end)

test("t[{...}] gives views; a source broadcasts; writes bump the version", function()
  local x = xa.zeros(3, 4)
  local row = x[{2}]
  row:fill_(5)
  T.eq(x[{2, 4}], 5)
  T.eq(x[{1, 1}], 0)
  local col = x[{{}, -1}]
  T.shape(col, {3})
  col:fill_(9)
  T.close(x[{{}, 4}], {9, 9, 9})
  x[{{1, 2}, {2, 3}}] = xa.tensor({10, 20}) -- broadcast over the rows
  T.close(x[{{1, 2}, {2, 3}}], {{10, 20}, {10, 20}})
  local whole = x[{}]
  T.shape(whole, {3, 4})
  whole[{1, 1}] = -1
  T.eq(x[{1, 1}], -1)
  x[{}] = 0
  T.eq(x:abs():sum():item(), 0)
  -- a 0-dim tensor: {} is the whole tensor
  local z = xa.tensor(4.5)
  T.eq(z[{}]:item(), 4.5)
  z[{}] = 2
  T.eq(z:item(), 2)
  z[{}] = xa.tensor(3)
  T.eq(z:item(), 3)
  -- int64 elements are exact beyond 2^53, bools read as booleans
  local big = xa.tensor({{0, 0}, {0, 0}})
  big[{2, 1}] = math.maxinteger
  T.eq(big[{2, 1}], math.maxinteger)
  local b = xa.tensor({{true, false}})
  T.eq(b[{1, 2}], false)
  b[{1, 2}] = true
  T.eq(b[{1, 2}], true)
end)

test("t[{...}] is differentiable; an element of a tensor that requires grad is a 0-dim view", function()
  local w = xa.tensor({{1, 2, 3}, {4, 5, 6}}, {dtype = "float64", requires_grad = true})
  local e = w[{2, 3}]
  T.ok(xa.is_tensor(e))
  T.eq(e:dim(), 0)
  local y = e * 2 + w[{{1}, {2, 3}}]:sum() + w[{{}, 1}]:sum()
  y:backward()
  T.close(w.grad, {{1, 1, 1}, {1, 0, 2}})
  T.raises(function() w[{1, 1}] = 0 end, "index assignment")
  xa.no_grad(function() w[{1, 1}] = 0 end)
  T.eq(w[{1, 1}]:item(), 0)
end)

test("bad keys are clear errors naming the supported forms", function()
  local x = xa.zeros(2, 3)
  T.raises(function() return x[{1, 2, 3}] end, "3 entries in the index table for a 2-dim tensor of shape (2,3)")
  T.raises(function() return x[{0}] end, "position 0 of entry 1 is out of range for dimension 1 of size 2")
  T.raises(function() return x[{1, 4}] end, "position 4 of entry 2 is out of range for dimension 2 of size 3")
  T.raises(function() return x[{1, -4}] end, "valid 1..3, or -3..-1")
  T.raises(function() return x[{{2, 1}}] end, "range of entry 1 ends (1) before it starts (2)")
  T.raises(function() return x[{{1, 2, 3}}] end, "a range is {first, last}, {first} or {}")
  T.raises(function() return x[{1.5}] end, "position of entry 1 is 1.5, not an integer position")
  T.raises(function() return x[{{1, "a"}}] end, "last of entry 1 is a string")
  T.raises(function() return x[{"a"}] end, "entry 1 of the index table is a string")
  T.raises(function() return x[{dim = 1}] end, "must be a list of entries, got the key dim")
  T.raises(function() return x[{[3] = 1}] end, "must be a list of entries")
  T.raises(function() return xa.zeros(0, 2)[{1}] end, "dimension 1 has size 0")
  T.raises(function() return x[1.5] end, "1.5 is not an integer position")
  T.raises(function() return x[true] end, "cannot index with a boolean key")
  T.raises(function() return x[xa.tensor({1})] end, "index_select")
  T.raises(function() return x[print] end, "cannot index with a function key")
  T.raises(function() x[{1}] = "a" end, "cannot assign a string")
  T.raises(function() x[{1, 5}] = 1 end, "out of range")
  T.raises(function() x[{{}, {}}] = xa.zeros(4) end, "")
  T.raises(function() x[2.5] = 1 end, "2.5 is not an integer position")
  T.raises(function() x[false] = 1 end, "cannot assign through a boolean key")
  -- the tensor is unchanged by the failed writes
  T.eq(x:abs():sum():item(), 0)
  -- integer-valued floats are positions (as everywhere in Lua 5.4)
  T.eq(x[2.0]:dim(), 1)
  T.eq(x[{2.0, 3.0}], 0)
end)

test("string keys: methods and fields; an unknown name is an error", function()
  local x = xa.ones(2, {requires_grad = true})
  T.eq(type(x.sum), "function")
  T.eq(x.grad, nil)            -- a field that is not set yet
  T.eq(x.requires_grad, true)
  T.eq(x.is_leaf, true)
  T.eq(x.grad_fn, nil)
  T.raises(function() return x.gard end, "xattn.Tensor has no field or method 'gard'")
  T.raises(function() return x.shapee end, "no field or method 'shapee'")
  -- feature tests go through the method table
  T.eq(xa.Tensor.nosuchmethod, nil)
  T.eq(type(xa.Tensor.reshape), "function")
end)
