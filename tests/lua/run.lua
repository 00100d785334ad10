-- Lua test runner: xattn tests/lua/run.lua [file ...]
-- Runs every tests/lua/test_*.lua (or the files given). A test file calls
-- test(name, fn) for each case; a case passes when fn returns without raising.
-- Prints one line per failure and ends with "N passed, N failed".
package.path = "tests/lua/?.lua;" .. package.path
local xa = require "xattn"
local T = require "T"

local files = {}
if #arg > 0 then
  for i = 1, #arg do files[#files + 1] = arg[i] end
else
  local p = io.popen("ls tests/lua/test_*.lua 2>/dev/null")
  for f in p:lines() do files[#files + 1] = f end
  p:close()
end

local passed, failed = 0, 0
local verbose = os.getenv("VERBOSE")
for _, file in ipairs(files) do
  local cases = {}
  local env = setmetatable({test = function(name, fn) cases[#cases + 1] = {name, fn} end,
                            T = T, xa = xa}, {__index = _G})
  local chunk, err = loadfile(file, "t", env)
  if not chunk then
    failed = failed + 1
    print("FAIL " .. file .. ": " .. err)
  else
    local ok, lerr = pcall(chunk)
    if not ok then
      failed = failed + 1
      print("FAIL " .. file .. " (loading): " .. tostring(lerr))
    end
    for _, c in ipairs(cases) do
      xa.manual_seed(1234)
      local t0 = os.clock()
      local ok2, e = xpcall(c[2], debug.traceback)
      if ok2 then
        passed = passed + 1
        if verbose then print(("ok   %s: %s (%.2fs)"):format(file, c[1], os.clock() - t0)) end
      else
        failed = failed + 1
        print(("FAIL %s: %s: %s"):format(file, c[1], e))
      end
    end
  end
  collectgarbage()
end
print(("%d passed, %d failed"):format(passed, failed))
os.exit(failed == 0 and 0 or 1)
