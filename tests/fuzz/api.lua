-- Lua API fuzz driver: random sequences of calls into xattn with random shapes, dtypes,
-- dims, views and argument types. A call may succeed or be rejected; a rejection must be
-- a Lua error carrying a non-empty string message. A crash, an abort or a sanitizer report
-- (build with SAN=1) ends the process, which the caller sees.
--   xattn tests/fuzz/api.lua [--seed N] [--calls N] [--time SECONDS] [--verbose]
-- Prints "fuzz: N calls (E errors, S successes) ..." and, for tests/run.sh, a last line
-- "1 passed, 0 failed" (or "0 passed, 1 failed" when a rejection was not a proper error).
-- Replay a failure with the same --seed and --calls; --verbose prints each call first.
local xa = require "xattn"

local seed, ncalls, tlimit, verbose = 1, 2000, nil, false
do
  local i = 1
  while arg[i] do
    local a, v = arg[i], arg[i + 1]
    if a == "--seed" then seed = math.tointeger(tonumber(v)); i = i + 2
    elseif a == "--calls" then ncalls = math.tointeger(tonumber(v)); i = i + 2
    elseif a == "--time" then tlimit = tonumber(v); ncalls = math.maxinteger; i = i + 2
    elseif a == "--verbose" then verbose = true; i = i + 1
    else io.stderr:write("api.lua: unknown argument ", a, "\n") os.exit(2) end
  end
end
math.randomseed(seed)
xa.manual_seed(seed)
xa.set_threads(2)
-- everything past 64 MiB of live tensors is refused: the fuzzer asks for huge shapes
xa.set_memory_limit(xa.memory().live + (64 << 20))

local R = math.random
local function pick(t) return t[R(#t)] end

-- ---- the value pool -----------------------------------------------------------------
local pool = {}        -- tensors made so far (bounded; random ones evicted)
local POOL_MAX = 48
local function remember(v)
  if xa.is_tensor(v) then
    if #pool < POOL_MAX then pool[#pool + 1] = v else pool[R(#pool)] = v end
  end
end

local DTYPES = {"float32", "float64", "int64", "bool"}
local SIZES = {0, 1, 1, 2, 2, 3, 3, 4, 5}
local function small_shape()
  local nd = R(0, 4)
  local s = {}
  for i = 1, nd do s[i] = pick(SIZES) end
  return s
end

local function fresh_tensor()
  local s = small_shape()
  local k = R(8)
  local t
  if k == 1 then t = xa.zeros(s, {dtype = pick(DTYPES)})
  elseif k == 2 then t = xa.ones(s, {dtype = pick(DTYPES)})
  elseif k == 3 then t = xa.randint(-3, 4, s)
  elseif k == 4 then t = xa.randn(s, {dtype = R(2) == 1 and "float32" or "float64"})
  elseif k == 5 then t = xa.rand(s):lt(0.5)
  elseif k == 6 then t = xa.full(s, pick({0 / 0, math.huge, -math.huge, 1e308, -0.0, 7}))
  elseif k == 7 then t = xa.arange(0, R(0, 12)):float()
  else t = xa.randn(s, {requires_grad = true}) end
  -- sometimes a view: transposed, narrowed, expanded, selected
  if t:dim() >= 2 and R(3) == 1 then t = t:transpose(1, t:dim()) end
  if t:dim() >= 1 and t:size(1) > 1 and R(4) == 1 then t = t:narrow(1, 2, t:size(1) - 1) end
  if t:dim() >= 1 and t:size(1) == 1 and R(4) == 1 then
    local s2 = t:shape(); s2[1] = 3; t = t:expand(s2)
  end
  return t
end

local function any_tensor()
  if #pool > 0 and R(3) > 1 then return pick(pool) end
  local ok, t = pcall(fresh_tensor)
  if ok then remember(t) return t end
  return xa.zeros(2, 3)
end

local NUMBERS = {0, 1, -1, 2, 3, -2, 0.5, -0.0, 1e-300, 1e300, 0 / 0, math.huge, -math.huge,
                 math.maxinteger, math.mininteger, 2 ^ 31, 2 ^ 53, 2 ^ 63, -2 ^ 62, 1e20, 4.5, 9}
local DIMS = {1, 2, 3, -1, -2, 0, 4, 5, -5, 100, 1.5}
local STRINGS = {"", "float32", "float64", "int64", "bool", "cpu", "cuda", "sum", "mean", "none",
                 "x", ("z"):rep(300), "\0", "\255\254", "dtype", "[1,2]", '{"a":1}', "1e999"}

local gen_value -- forward
local function gen_table(depth)
  local k = R(7)
  if k == 1 then return small_shape() end                       -- a shape
  if k == 2 then return {dtype = pick(DTYPES), requires_grad = R(2) == 1} end
  if k == 3 then                                                -- nested numbers
    local t = {}
    for i = 1, R(0, 4) do
      if R(3) == 1 and depth < 3 then t[i] = gen_table(depth + 1) else t[i] = pick(NUMBERS) end
    end
    return t
  end
  if k == 4 then return {any_tensor(), any_tensor(), R(2) == 1 and any_tensor() or nil} end
  if k == 5 then return {pick(NUMBERS), pick(DIMS), pick(SIZES)} end
  if k == 6 then return {[pick(STRINGS)] = gen_value(depth + 1)} end
  return {}
end

gen_value = function(depth)
  depth = depth or 0
  local k = R(20)
  if k <= 8 then return any_tensor()
  elseif k <= 11 then return pick(DIMS)
  elseif k <= 13 then return pick(NUMBERS)
  elseif k == 14 then return pick(SIZES)
  elseif k == 15 then return pick(STRINGS)
  elseif k == 16 then return R(2) == 1
  elseif k == 17 then return nil
  elseif k == 18 then return depth < 3 and gen_table(depth) or {}
  elseif k == 19 then return function() return any_tensor() end
  else return io.stdout end                                     -- some other userdata
end

-- ---- what can be called ---------------------------------------------------------------
-- every function of xattn and every Tensor method, less the ones that touch the file
-- system, the terminal, signals or the thread count, print, or run benchmarks
local SKIP = {help = true, mkdir = true, fromfile = true, tofile = true, set_threads = true,
              set_memory_limit = true, _bench_memcpy = true, _bench_sgemm = true, _bench_read = true,
              _bpe_learn = true, _bpe_load = true, sigint_trap = true, isatty = true,
              manual_seed = true, exists = true, stat = true, listdir = true,
              read_some = true, tty_mode = true, tty_size = true, home = true, _spm_load = true, _spm_train = true}
local funcs, methods = {}, {}
for k, v in pairs(xa) do
  if type(v) == "function" and not SKIP[k] then funcs[#funcs + 1] = k end
end
for k, v in pairs(xa.Tensor) do
  if type(v) == "function" and not SKIP[k] then methods[#methods + 1] = k end
end
table.sort(funcs) table.sort(methods) -- pairs() order is not reproducible
local json_funcs = {"encode", "decode", "array", "is_array"}
local BIN = {
  function(a, b) return a + b end, function(a, b) return a - b end,
  function(a, b) return a * b end, function(a, b) return a / b end,
  function(a, b) return a ^ b end, function(a) return -a end,
  function(a, b) return a < b end, function(a, b) return a <= b end,
  function(a) return #a end, function(a) return tostring(a) end,
  function(a, b) return a[b] end, function(a, b, c) a[b] = c end,
  function(a) local _ <close> = a end,
}

-- plausible arguments (tensors, dims, shapes, small numbers) get past the type checks
-- into shape and value validation and the kernels; wild ones test the type checks
local function plausible()
  local k = R(10)
  if k <= 4 then return any_tensor()
  elseif k <= 7 then return pick(DIMS)
  elseif k == 8 then return small_shape()
  elseif k == 9 then return pick(NUMBERS)
  else return {dtype = pick(DTYPES)} end
end
local function gen_args()
  local n = R(0, 5)
  local args = {}
  local gen = R(5) <= 3 and plausible or gen_value
  for i = 1, n do args[i] = gen(0) end
  return args, n
end

local function describe(v)
  if xa.is_tensor(v) then
    local ok, s = pcall(function()
      return ("T(%s %s%s)"):format(v:dtype(), table.concat(v:shape(), "x"), v:is_contiguous() and "" or " view")
    end)
    return ok and s or "T(?)"
  end
  if type(v) == "string" then return ("%q"):format(#v > 20 and v:sub(1, 20) .. "..." or v) end
  return tostring(v)
end

-- ---- the loop -----------------------------------------------------------------------------
local calls, errors, okays, bad = 0, 0, 0, 0
local t0 = xa.clock()
local byname = {}
while calls < ncalls do
  if tlimit and calls % 64 == 0 and xa.clock() - t0 > tlimit then break end
  local kind = R(10)
  local name, f, args, n
  args, n = gen_args()
  if kind <= 4 then
    name = pick(funcs); f = xa[name]
  elseif kind <= 8 then
    name = ":" .. pick(methods)
    local m = xa.Tensor[name:sub(2)]
    table.insert(args, 1, any_tensor()); n = n + 1
    f = m
  elseif kind == 9 then
    local i = R(#BIN); name = "op" .. i; f = BIN[i]
    if R(2) == 1 then table.insert(args, 1, any_tensor()); n = n + 1 end
  else
    name = "json." .. pick(json_funcs); f = xa.json[name:sub(6)]
  end
  calls = calls + 1
  if verbose then
    local d = {}
    for i = 1, n do d[i] = describe(args[i]) end
    io.stderr:write(("%d %s(%s)\n"):format(calls, name, table.concat(d, ", ")))
  end
  local res = table.pack(pcall(f, table.unpack(args, 1, n)))
  if res[1] then
    okays = okays + 1
    for i = 2, res.n do remember(res[i]) end
    -- sometimes differentiate what came out
    local r = res[2]
    if xa.is_tensor(r) and R(4) == 1 and select(2, pcall(function() return r.requires_grad end)) == true then
      local ok2, e2 = pcall(function() r:sum():backward() end)
      calls = calls + 1
      if ok2 then okays = okays + 1
      elseif type(e2) ~= "string" or e2 == "" then bad = bad + 1
      else errors = errors + 1 end
    end
  else
    local e = res[2]
    if type(e) ~= "string" or e == "" then
      bad = bad + 1
      io.stderr:write(("api.lua: call %d %s: rejection without a message (%s)\n"):format(calls, name, tostring(e)))
    else
      errors = errors + 1
      byname[name] = (byname[name] or 0) + 1
    end
  end
  if calls % 500 == 0 then
    collectgarbage()
    -- keep the memory limit reachable: drop big tensors from the pool
    for i = #pool, 1, -1 do
      local ok, ne = pcall(function() return pool[i]:numel() end)
      if not ok or ne > 4096 then table.remove(pool, i) end
    end
  end
end
local dt = xa.clock() - t0
print(("fuzz: %d calls (%d errors, %d successes, %d improper rejections) in %.1f s, seed %d, %d functions + %d methods"):format(
  calls, errors, okays, bad, dt, seed, #funcs, #methods))
print(bad == 0 and "1 passed, 0 failed" or "0 passed, 1 failed")
os.exit(bad == 0 and 0 or 1)
