-- Reliability pieces that a Lua test can reach (the end-to-end ones, with signals and kills,
-- are in tests/host/kill.sh): the NaN/Inf guard's parameter finder, the Ctrl-C trap's
-- guard, allocation failures as Lua errors, and config/checkpoint meta that cannot run code.
local mt = require "xattn.mt"

local function tiny_model()
  return xa.nn.Linear(3, 2)
end

test("first_nonfinite names the first parameter whose gradient is NaN or Inf", function()
  local m = tiny_model()
  local names = {}
  for i, np in ipairs(m:named_parameters()) do names[i] = np[1] end
  T.eq(mt.first_nonfinite(m), nil)                      -- no gradients yet
  local y = m(xa.randn(4, 3)):sum()
  y:backward()
  T.eq(mt.first_nonfinite(m), nil)                      -- finite gradients
  local ps = m:parameters()
  ps[2].grad:fill_(math.huge)                            -- the second one: Inf
  local n, k = mt.first_nonfinite(m)
  T.eq(n, names[2]); T.eq(k, "Inf")
  ps[1].grad:narrow(1, 1, 1):fill_(0 / 0)                -- now the first one too: NaN
  n, k = mt.first_nonfinite(m)
  T.eq(n, names[1]); T.eq(k, "NaN")
  T.eq(mt.first_nonfinite(m, "value"), nil)             -- the values themselves are finite
  xa.no_grad(function() ps[2]:fill_(-math.huge) end)
  n, k = mt.first_nonfinite(m, "value")
  T.eq(n, names[2]); T.eq(k, "Inf")
end)

test("train.nan and train.nan_skips are config keys with checked types", function()
  local c = mt.config(nil, {{"train.nan", "skip"}, {"train.nan_skips", "7"}})
  T.eq(c.train.nan, "skip"); T.eq(c.train.nan_skips, 7)
  T.eq(mt.config().train.nan, "stop")
  T.raises(function() mt.config({train = {nan = true}}) end, "config: train.nan: must be stop or skip, got true")
end)

test("sigint_trap: one guard at a time, released by <close>, pending counts nothing without a signal", function()
  do
    local g <close> = xa.sigint_trap("msg")
    T.eq(xa.sigint_pending(), 0)
    T.raises(function() xa.sigint_trap() end, "a trap is already set")
  end
  local g2 = xa.sigint_trap()                            -- the first was released
  g2:release(); g2:release()                             -- releasing twice is harmless
  T.raises(function() xa.sigint_trap({}) end, "bad argument #1")
end)

test("an allocation that cannot be served is a Lua error, and the state stays usable", function()
  -- 4 TiB: refused by the system (not under AddressSanitizer, which aborts on such a
  -- request unless ASAN_OPTIONS has allocator_may_return_null=1)
  local maps = io.open("/proc/self/maps")
  local asan = maps and maps:read("a"):find("libasan", 1, true)
  if maps then maps:close() end
  if not asan then
    local ok, e = pcall(xa.zeros, 2 ^ 40)
    T.eq(ok, false); T.ok(tostring(e):find("out of memory", 1, true), e)
  end
  T.raises(function() xa.zeros(2 ^ 45, 2 ^ 45) end, "too large")
  local live = xa.memory().live
  xa.set_memory_limit(live + 4096)
  local ok2 = pcall(xa.randn, 100, 100)
  xa.set_memory_limit(0)
  T.eq(ok2, false)
  T.eq(xa.ones(3):sum():item(), 3)
end)

test("a config or checkpoint meta is data: JSON never runs code", function()
  -- strings that would be code in a Lua config stay strings; unknown keys are errors
  local v = xa.json.decode('{"name":"os.exit(3)","x":"\\u0000"}')
  T.eq(v.name, "os.exit(3)")
  T.raises(function() mt.config(v) end, "unknown key 'x'")
  local c = mt.config({name = "os.exit(3)"})
  T.eq(c.name, "os.exit(3)")
  -- model.cross takes a family name or a table, looked up, never evaluated
  T.raises(function() xa.attention.from_config("os.exit(3)") end, "unknown attention family 'os.exit(3)'")
  T.raises(function() xa.attention.from_config({family = "require"}) end, "unknown attention family 'require'")
end)
