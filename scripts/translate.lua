-- Translate text with a trained model.
--   xattn scripts/translate.lua --model runs/demo/checkpoint_best.xa [--input FILE] [--output FILE]
--        [--beam 5] [--lenpen 1.0] [--max-len-a 1.2] [--max-len-b 10] [--batch 32] [--nbest 1]
--        [--ref FILE]... [--threads N]
-- Reads raw sentences (one per line) from --input or stdin, writes detokenised translations
-- to --output or stdout in input order (with --nbest N, N lines per input, "i ||| hyp").
-- With --ref (repeatable for several references), prints corpus BLEU (sacreBLEU's default)
-- to stderr.
local xa = require "xattn"
local mt = xa.mt

local usage = [=[usage: xattn scripts/translate.lua --model CKPT [--input FILE] [--output FILE]
       [--beam N] [--lenpen X] [--max-len-a X] [--max-len-b N] [--batch N] [--nbest N]
       [--ref FILE]... [--threads N]]=]
local opts = {beam = 5, lenpen = 1.0, max_len_a = 1.2, max_len_b = 10, batch = 32, nbest = 1, refs = {}}
local numeric = {beam = true, lenpen = true, ["max-len-a"] = true, ["max-len-b"] = true,
                 batch = true, nbest = true, threads = true}
local i = 1
while arg[i] do
  local a = arg[i]
  local key = a:match("^%-%-(.+)$")
  if a == "-h" or a == "--help" then print(usage) os.exit(0) end
  if not key or arg[i + 1] == nil then
    io.stderr:write("translate.lua: bad argument '", a, "'\n", usage, "\n") os.exit(1)
  end
  local v = arg[i + 1]
  if numeric[key] then
    v = tonumber(v)
    if not v then io.stderr:write("translate.lua: --", key, " needs a number\n") os.exit(1) end
  end
  if key == "ref" then opts.refs[#opts.refs + 1] = v
  elseif key == "model" or key == "input" or key == "output" or numeric[key] then
    opts[key:gsub("%-", "_")] = v
  else
    io.stderr:write("translate.lua: unknown option --", key, "\n", usage, "\n") os.exit(1)
  end
  i = i + 2
end
if not opts.model then io.stderr:write("translate.lua: --model is required\n", usage, "\n") os.exit(1) end
if opts.threads then xa.set_threads(math.tointeger(opts.threads) or 1) end

local function read_lines(path)
  local f, err = io.open(path, "r")
  if not f then error(("translate.lua: cannot open '%s': %s"):format(path, err), 0) end
  local t = {}
  for l in f:lines() do t[#t + 1] = l end
  f:close()
  return t
end

local sys = mt.load(opts.model)
local lines = {}
if opts.input then lines = read_lines(opts.input)
else for l in io.lines() do lines[#lines + 1] = l end end

local t0 = xa.clock()
local hyps = sys:translate(lines, {beam = opts.beam, lenpen = opts.lenpen, max_len_a = opts.max_len_a,
                                   max_len_b = opts.max_len_b, batch = opts.batch, nbest = opts.nbest})
local dt = xa.clock() - t0
local out = io.stdout
if opts.output then
  out = io.open(opts.output, "w")
  if not out then error(("translate.lua: cannot write '%s'"):format(opts.output), 0) end
end
for k, h in ipairs(hyps) do
  if opts.nbest > 1 then
    for _, x in ipairs(h) do out:write(k, " ||| ", x, "\n") end
  else
    out:write(h, "\n")
  end
end
if out ~= io.stdout then out:close() end
io.stderr:write(("translated %d sentences in %.2f s (%.1f sentences/s, beam %d)\n")
  :format(#lines, dt, #lines / math.max(dt, 1e-9), opts.beam))
if #opts.refs > 0 then
  local refs = {}
  for r, path in ipairs(opts.refs) do
    refs[r] = read_lines(path)
    if #refs[r] ~= #lines then
      error(("translate.lua: reference '%s' has %d lines, the input %d"):format(path, #refs[r], #lines), 0)
    end
  end
  local best = {}
  for k, h in ipairs(hyps) do best[k] = opts.nbest > 1 and h[1] or h end
  local b = xa.metrics.bleu(best, refs)
  io.stderr:write(b:format(), "\n", b.signature, "\n")
end
