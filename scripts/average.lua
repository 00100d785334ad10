-- Average the parameters of several checkpoints (the last N of a run, or files given).
--   xattn scripts/average.lua --out runs/x/checkpoint_avg.xa runs/x/checkpoint_3000.xa runs/x/checkpoint_4000.xa
--   xattn scripts/average.lua --out avg.xa --last 5 --dir runs/x
-- Model tensors ("model.*") are averaged in float64 and stored in their own dtype; the
-- header (config, vocabularies, BPE) is taken from the newest checkpoint. Optimizer state
-- is not carried over.
local xa = require "xattn"

local usage = "usage: xattn scripts/average.lua --out FILE (CKPT... | --last N --dir RUNDIR)"
local files, out, last, dir = {}, nil, nil, nil
local i = 1
while arg[i] do
  local a = arg[i]
  if a == "--out" then out = arg[i + 1]; i = i + 2
  elseif a == "--last" then last = math.tointeger(tonumber(arg[i + 1] or "")); i = i + 2
  elseif a == "--dir" then dir = arg[i + 1]; i = i + 2
  elseif a == "-h" or a == "--help" then print(usage) os.exit(0)
  elseif a:sub(1, 2) == "--" then io.stderr:write("average.lua: unknown option ", a, "\n", usage, "\n") os.exit(1)
  else files[#files + 1] = a; i = i + 1 end
end
if not out then io.stderr:write("average.lua: --out is required\n", usage, "\n") os.exit(1) end
if last then
  if not dir or last < 1 then io.stderr:write("average.lua: --last N needs N >= 1 and --dir\n") os.exit(1) end
  local steps = {}
  local p = io.popen("ls " .. dir:gsub("[^%w%./_%-]", "\\%0") .. " 2>/dev/null")
  for name in p:lines() do
    local n = name:match("^checkpoint_(%d+)%.xa$")
    if n then steps[#steps + 1] = tonumber(n) end
  end
  p:close()
  table.sort(steps)
  if #steps == 0 then io.stderr:write("average.lua: no checkpoint_<step>.xa in ", dir, "\n") os.exit(1) end
  for k = math.max(1, #steps - last + 1), #steps do files[#files + 1] = ("%s/checkpoint_%d.xa"):format(dir, steps[k]) end
end
if #files == 0 then io.stderr:write("average.lua: no checkpoints given\n", usage, "\n") os.exit(1) end

local sum, meta, names = {}, nil, nil
for k, f in ipairs(files) do
  local ck = xa.checkpoint.load(f)
  local these = {}
  for name, t in pairs(ck.tensors) do
    if name:sub(1, 6) == "model." then
      these[#these + 1] = name
      if k == 1 then sum[name] = t:double()
      else
        if not sum[name] then error(("average.lua: '%s' has tensor %s that %s lacks"):format(f, name, files[1]), 0) end
        local a, b = table.concat(sum[name]:shape(), ","), table.concat(t:shape(), ",")
        if a ~= b then error(("average.lua: %s has shape (%s) in %s but (%s) in %s"):format(name, b, f, a, files[1]), 0) end
        sum[name] = sum[name] + t:double()
      end
    end
  end
  if k > 1 and #these ~= #names then error(("average.lua: %s has %d model tensors, %s has %d"):format(f, #these, files[1], #names), 0) end
  names = names or these
  meta = ck.meta
  io.stderr:write("read ", f, "\n")
end
local tensors = {}
local dt = {}
do
  local ck = xa.checkpoint.load(files[#files])
  for name, t in pairs(ck.tensors) do dt[name] = t:dtype() end
end
for name, s in pairs(sum) do tensors[name] = (s * (1 / #files)):to(dt[name]) end
meta.averaged = files
xa.checkpoint.save(out, {tensors = tensors, meta = meta})
io.stderr:write(("averaged %d checkpoints into %s\n"):format(#files, out))
