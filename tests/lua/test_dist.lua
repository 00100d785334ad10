-- xattn.dist in one process (no MPI launcher): serialisation round trips, checksums against
-- a naive FNV-1a, sharding, the collectives of a job of one rank, and the gradient
-- reducer's buckets and leaf hook with the local backend. The MPI side (two ranks) is
-- tests/host/dist.sh.
local dist = xa.dist
local optim = require "xattn.optim"

-- deep equality that also tells integers from floats and -0.0 from 0.0
local function same(a, b, path)
  path = path or "v"
  if type(a) ~= type(b) then return false, path .. ": " .. type(a) .. " vs " .. type(b) end
  if type(a) == "number" then
    if math.type(a) ~= math.type(b) then return false, path .. ": " .. math.type(a) .. " vs " .. math.type(b) end
    if a ~= a then return b ~= b, path .. ": NaN vs " .. tostring(b) end
    if a == 0 and b == 0 and 1 / a ~= 1 / b then return false, path .. ": signed zero" end
    return a == b, path .. ": " .. tostring(a) .. " vs " .. tostring(b)
  end
  if type(a) ~= "table" then return a == b, path .. ": " .. tostring(a) .. " vs " .. tostring(b) end
  for k, v in pairs(a) do
    local ok, why = same(v, b[k], path .. "[" .. tostring(k) .. "]")
    if not ok then return false, why end
  end
  for k in pairs(b) do if a[k] == nil then return false, path .. ": extra key " .. tostring(k) end end
  return true
end

-- FNV-1a 64, written out: xor the byte, multiply by the prime (wrapping 64-bit integers)
local function fnv(s)
  local h = -3750763034362895579 -- 0xcbf29ce484222325
  for i = 1, #s do h = (h ~ s:byte(i)) * 0x100000001b3 end
  return ("%016x"):format(h)
end

test("serialize / deserialize: every kind of value comes back exactly", function()
  local vals = {
    nil, true, false, 0, -0.0, 0.0, 1, -7, math.maxinteger, math.mininteger, 0.1, 1e308, -1e-320,
    math.huge, -math.huge, 0 / 0, 2 ^ 53, "", "a\0b\255", ("x"):rep(70000),
    {}, {1, 2, 3}, {1.0, 2}, {a = 1, b = {c = {d = "deep"}}}, {[1] = "one", [2.5] = "half", x = false, [true] = 0},
    {[-1] = 1, [0] = 0, [math.maxinteger] = "big"},
  }
  for i = 1, 26 do
    local v = vals[i]
    local ok, why = same(dist.deserialize(dist.serialize(v)), v)
    T.ok(ok, ("value %d: %s"):format(i, tostring(why)))
  end
  -- nesting 100 deep is fine
  local deep = {}
  local cur = deep
  for _ = 1, 99 do cur.next = {}; cur = cur.next end
  T.ok(same(dist.deserialize(dist.serialize(deep)), deep))
end)

test("serialize is canonical: equal tables give equal bytes whatever their insertion order", function()
  local a, b = {}, {}
  local keys = {"zeta", "alpha", 3, 1, 2.5, "mid", true, false, 10}
  for _, k in ipairs(keys) do a[k] = tostring(k) end
  for i = #keys, 1, -1 do b[keys[i]] = tostring(keys[i]) end
  b[1000] = 1; b[1000] = nil -- a hash part grown and emptied
  T.eq(dist.serialize(a), dist.serialize(b))
  T.eq(dist.checksum(dist.serialize(a)), dist.checksum(dist.serialize(b)))
end)

test("serialize: functions, userdata, cycles and too deep tables are errors naming where", function()
  local ok, err = pcall(dist.serialize, {a = {f = print}})
  T.ok(not ok and err:find("the value.a.f is a function", 1, true), tostring(err))
  ok, err = pcall(dist.serialize, {xa.zeros(2)})
  T.ok(not ok and err:find("is a userdata", 1, true), tostring(err))
  local c = {}
  c.self = c
  ok, err = pcall(dist.serialize, c)
  T.ok(not ok and err:find("contains itself", 1, true), tostring(err))
  ok, err = pcall(dist.serialize, {[{}] = 1})
  T.ok(not ok and err:find("a table key", 1, true), tostring(err))
  local deep = {}
  local cur = deep
  for _ = 1, 150 do cur.next = {}; cur = cur.next end
  ok, err = pcall(dist.serialize, deep)
  T.ok(not ok and err:find("more than 100 deep", 1, true), tostring(err))
  -- the same table twice (not a cycle) is fine
  local shared = {1}
  T.ok(same(dist.deserialize(dist.serialize({shared, shared})), {{1}, {1}}))
end)

test("deserialize: truncated, unknown and trailing bytes are errors", function()
  local s = dist.serialize({a = "hello", b = 2})
  for cut = 1, #s - 1 do
    local ok, err = pcall(dist.deserialize, s:sub(1, cut))
    T.ok(not ok and err:find("dist.deserialize", 1, true), ("cut at %d: %s"):format(cut, tostring(err)))
  end
  local ok, err = pcall(dist.deserialize, "Q")
  T.ok(not ok and err:find("unknown tag", 1, true), tostring(err))
  ok, err = pcall(dist.deserialize, s .. "T")
  T.ok(not ok and err:find("1 bytes left over", 1, true), tostring(err))
  ok, err = pcall(dist.deserialize, "")
  T.ok(not ok and err:find("truncated", 1, true), tostring(err))
  ok, err = pcall(dist.deserialize, 5)
  T.ok(not ok and err:find("expected a string", 1, true), tostring(err))
end)

test("checksum: FNV-1a of the bytes, a tensor's elements in order whatever its strides", function()
  T.eq(dist.checksum(""), "cbf29ce484222325")
  T.eq(dist.checksum("a"), "af63dc4c8601ec8c")
  T.eq(dist.checksum("hello, world"), fnv("hello, world"))
  local t = xa.tensor({{1, 2, 3}, {4, 5, 6}}, {dtype = "float32"})
  local bytes = string.pack("<ffffff", 1, 2, 3, 4, 5, 6)
  T.eq(dist.checksum(t), fnv(bytes))
  T.eq(dist.checksum(t:t()), fnv(string.pack("<ffffff", 1, 4, 2, 5, 3, 6)))
  T.eq(dist.checksum(xa.tensor({1, 2}, {dtype = "float64"})), fnv(string.pack("<dd", 1, 2)))
  T.eq(dist.checksum(xa.zeros(0)), "cbf29ce484222325")
  local ok, err = pcall(dist.checksum, 5)
  T.ok(not ok and err:find("expected a tensor or a string", 1, true), tostring(err))
end)

test("launcher, available and init: one process is a job of one rank", function()
  if os.getenv("OMPI_COMM_WORLD_SIZE") == nil and os.getenv("PMI_SIZE") == nil then
    T.eq(dist.launcher(), nil)
  end
  local ok, why = dist.available()
  T.eq(type(ok), "boolean")
  if ok then T.eq(why, nil); T.ok(dist.library():find("MPI"), dist.library())
  else T.ok(why:find("libopenmpi-dev", 1, true), why); T.eq(dist.library(), "") end
  local threads = xa.threads()
  T.eq(dist.init({threads = false}), dist)
  T.eq(xa.threads(), threads) -- threads = false leaves them
  T.eq(dist.rank(), 0)
  T.eq(dist.size(), 1)
  T.ok(dist.is_main())
  T.ok(not dist.enabled())
  T.eq(#dist.hosts(), 1)
end)

test("the collectives of a job of one rank are the identity", function()
  dist.init({threads = false})
  local t = xa.tensor({1.5, -2})
  T.eq(dist.allreduce(t), t)
  T.close(t, {1.5, -2})
  T.ok(same(dist.allreduce_numbers({1, 2.5}), {1, 2.5}))
  T.ok(same(dist.allreduce_numbers({}), {}))
  T.eq(dist.broadcast(t, 0), t)
  T.ok(same(dist.broadcast_value({a = 1}), {a = 1}))
  T.ok(same(dist.allgather("x"), {"x"}))
  T.ok(same(dist.allmerge({[3] = "c", [1] = "a"}), {[3] = "c", [1] = "a"}))
  T.eq(dist.check_same("same", "a string"), dist.checksum("same"))
  T.eq(dist.check_same({k = 1}, "a table"), dist.checksum(dist.serialize({k = 1})))
  dist.barrier()
end)

test("collectives: bad arguments are errors naming the function", function()
  local cases = {
    {function() dist.allreduce({1, 2}) end, "dist.allreduce: expected a tensor"},
    {function() dist.allreduce(xa.zeros(2), "prod") end, "invalid option 'prod'"},
    {function() dist.allreduce(xa.zeros(2, 3):t()) end, "not contiguous"},
    {function() dist.allreduce(xa.zeros(2, {dtype = "bool"})) end, "a bool tensor cannot be reduced"},
    {function() dist.allreduce_numbers({1, "2"}) end, "element 2 is a string"},
    {function() dist.broadcast(xa.zeros(2), 1) end, "root must be a rank, 0 .. 0, got 1"},
    {function() dist.broadcast_value(1, -1) end, "root must be a rank"},
    {function() dist.allmerge(5) end, "dist.allmerge: expected a table"},
    {function() dist.set_timeout(0) end, "positive number of seconds"},
    {function() dist.set_timeout(0 / 0) end, "positive number of seconds"},
  }
  for i, c in ipairs(cases) do
    local ok, err = pcall(c[1])
    T.ok(not ok and tostring(err):find(c[2], 1, true), ("case %d: %s"):format(i, tostring(err)))
  end
  local old = dist.timeout()
  dist.set_timeout(12.5)
  T.eq(dist.timeout(), 12.5)
  dist.set_timeout(old)
end)

test("owns and shard: item k belongs to rank (k - 1) mod size, every item to exactly one rank", function()
  for size = 1, 4 do
    local count = {}
    for k = 1, 11 do
      local owners = 0
      for r = 0, size - 1 do if dist.owns(k, r, size) then owners = owners + 1; T.eq(r, (k - 1) % size) end end
      T.eq(owners, 1, ("item %d, %d ranks"):format(k, size))
      count[k] = owners
    end
  end
  T.ok(same(dist.shard(5), {1, 2, 3, 4, 5})) -- one rank takes all
  T.ok(same(dist.shard(0), {}))
end)

-- a small model: y = relu(x W1 + b1) W2, then again through W1's transpose (W1 used twice),
-- and a parameter the loss never uses
local function problem()
  local W1 = xa.randn(5, 4):requires_grad_()
  local b1 = xa.randn(4):requires_grad_()
  local W2 = xa.randn(4, 5):requires_grad_()
  local unused = xa.randn(3):requires_grad_()
  local x = xa.randn(6, 5)
  local params = {W1, b1, W2, unused}
  local function loss()
    local h = (x:matmul(W1) + b1):relu()
    local y = h:matmul(W2)                 -- (6, 5)
    local z = y:matmul(W1)                 -- W1 again, late in the graph
    return (z * z):sum()
  end
  return params, loss
end

test("Reducer (local backend): buckets tile the flat buffer from its end, in start order", function()
  local params = problem()
  local opt = optim.SGD(params, {lr = 0.1})
  local n = opt.flat:numel() -- 20 + 4 + 20 + 3 = 47
  T.eq(n, 47)
  local red = dist.Reducer(opt, {bucket_mb = 10 * 4 / 1048576, backend = "local"}) -- 10 elements
  local b = red:buckets()
  T.eq(#b, 5)
  T.ok(same(b, {{38, 47}, {28, 37}, {18, 27}, {8, 17}, {1, 7}}))
  local one = dist.Reducer(opt, {backend = "local"})
  T.ok(same(one:buckets(), {{1, 47}}))
end)

test("Reducer (local backend): a bucket starts during backward once its gradients are final", function()
  local params, loss = problem()
  local opt = optim.SGD(params, {lr = 0.1})
  -- the reference gradient without any reducer
  loss():backward()
  local want = opt.grad:clone()
  opt:zero_grad()
  -- buckets of one element each: the unused parameter's 3 never become final by
  -- themselves (no node has an edge to it), every other element does during backward
  local red = dist.Reducer(opt, {bucket_mb = 4 / 1048576, backend = "local"})
  T.eq(#red:buckets(), 47)
  red:arm()
  loss():backward()
  local info = red:finish()
  T.eq(info.buckets, 47)
  -- buckets start in order from the end; the unused parameter is the last 3 elements, so
  -- nothing can start before it: started_early counts buckets started before finish
  T.eq(info.started_early, 0)
  T.ok(info.backward_s >= 0 and info.wait_s >= 0)
  T.eq(dist.checksum(opt.grad), dist.checksum(want)) -- the local backend changes nothing
  -- without the unused parameter every bucket starts inside backward
  local p2, loss2 = problem()
  local opt2 = optim.SGD({p2[1], p2[2], p2[3]}, {lr = 0.1})
  local red2 = dist.Reducer(opt2, {bucket_mb = 4 / 1048576, backend = "local"})
  red2:arm()
  loss2():backward()
  info = red2:finish()
  T.eq(info.started_early, 44)
  T.eq(red2.rounds, 1)
  T.eq(red2.started_early, 44)
  -- finish without arm (a rank with no batch in an update): everything starts there
  opt2:zero_grad()
  info = red2:finish()
  T.eq(info.started_early, 0)
  T.eq(red2.rounds, 2)
end)

test("Reducer: W used twice is final only after its last use (its bucket waits for it)", function()
  -- order the parameters so that W1 sits in the last bucket (the first to start): W1's
  -- first use is early in backward (z = y W1 is the last op), its second use late; a
  -- bucket started after the first would miss half of W1's gradient
  local params, loss = problem()
  local opt = optim.SGD({params[2], params[3], params[1]}, {lr = 0.1}) -- b1, W2, W1 last
  local red = dist.Reducer(opt, {bucket_mb = 20 * 4 / 1048576, backend = "local"}) -- W1 alone in bucket 1
  T.ok(same(red:buckets()[1], {25, 44}))
  red:arm()
  loss():backward()
  local info = red:finish()
  -- events: W2 final (1), b1 final (2), W1 final (3, at x:matmul(W1)'s backward, after
  -- both uses). Buckets start in order, W1's first: all three at event 3, not at W1's
  -- first use
  T.eq(info.events, 3)
  T.ok(same(info.started_at, {3, 3, 3}))
  T.eq(info.started_early, 3)
  -- W1 first in the buffer: W2 (bucket 1) starts at its own event, W1 still last
  local o2 = optim.SGD({params[1], params[2], params[3]}, {lr = 0.1}) -- W1, b1, W2 last
  opt:zero_grad()
  local red2 = dist.Reducer(o2, {bucket_mb = 20 * 4 / 1048576, backend = "local"})
  T.ok(same(red2:buckets(), {{25, 44}, {5, 24}, {1, 4}}))
  red2:arm()
  loss():backward()
  info = red2:finish()
  -- bucket 1 = W2 (event 1); bucket 2 = W1's last 16 elements and b1 (b1 at event 2, W1
  -- at 3); bucket 3 = W1's first 4 (event 3)
  T.ok(same(info.started_at, {1, 3, 3}))
end)

-- a GPU build (make CUDA=1) adds nccl (tests/cuda/lua/test_dist.lua tests it)
local gpu_build = dist.nccl_library() ~= nil

test("backends: mpi and local in this build (and nccl in a GPU build), the reducer says which it uses", function()
  T.ok(same(dist.backends(), gpu_build and {"mpi", "local", "nccl"} or {"mpi", "local"}))
  local opt = optim.SGD(problem(), {lr = 0.1})
  T.eq(dist.Reducer(opt, {backend = "local"})._r:backend(), "local")
  T.eq(dist.Reducer(opt)._r:backend(), "local") -- one rank: the default
end)

test("Reducer: bad arguments and misuse are errors", function()
  local params = problem()
  local opt = optim.SGD(params, {lr = 0.1})
  local cases = {
    {function() dist.Reducer({}) end, "expected an xattn.optim optimizer"},
    {function() dist.Reducer(opt, {bucket_mb = 0}) end, "bucket_mb must be a positive number"},
    {function() dist.Reducer(opt, {bucket_mb = 1e-9, backend = "local"}) end, nil},
    {function() dist.Reducer(opt, {backend = "nccl"}) end, gpu_build and "the nccl backend sums cuda memory, but the gradient is on cpu"
                                                                       or "gradient backends (mpi, local), got nccl"},
    {function() dist.Reducer(opt, {backend = "tpu"}) end, "got tpu"},
  }
  for i, c in ipairs(cases) do
    local ok, err = pcall(c[1])
    if c[2] then T.ok(not ok and tostring(err):find(c[2], 1, true), ("case %d: %s"):format(i, tostring(err)))
    else T.ok(ok, ("case %d: %s"):format(i, tostring(err))) end
  end
  if not dist.available() then
    local ok, err = pcall(dist.Reducer, opt, {backend = "mpi"})
    T.ok(not ok and tostring(err):find("without MPI", 1, true), tostring(err))
  end
  -- arm twice with a started reduction in between: an error, and finish makes it usable again
  local p, loss = problem()
  local o2 = optim.SGD({p[1], p[2], p[3]}, {lr = 0.1})
  local red = dist.Reducer(o2, {bucket_mb = 4 / 1048576, backend = "local"})
  red:arm()
  loss():backward()
  local ok, err = pcall(red.arm, red)
  T.ok(not ok and tostring(err):find("was not finished", 1, true), tostring(err))
  red:finish()
  red:arm()
  red:finish()
end)
