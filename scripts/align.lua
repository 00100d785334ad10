-- Word alignments from a model's cross-attention, and their error rate against gold links.
--   xattn scripts/align.lua --checkpoint CKPT --src FILE --tgt FILE [--gold FILE.align]
--        [--layer N] [--shift] [--out FILE] [--batch 32] [--threads N]
-- Forced decoding of the reference (--tgt) for every source line (--src): the attention of
-- decoder layer N (default: the penultimate, layer 1 for a one-layer decoder), heads
-- averaged, subwords merged to words, argmax source word per target word (see
-- docs/analysis.md). Writes the alignments in Pharaoh format (0-based "s-t", source first)
-- to --out, or to stdout when there is neither --out nor --gold. With --gold (Pharaoh, "s-t"
-- sure, "spt" possible) prints AER, precision and recall (Och & Ney 2003).
-- --shift reads the row whose input is target word t instead of the row that produces it.
local xa = require "xattn"
local A = xa.analysis

local usage = [=[usage: xattn scripts/align.lua --checkpoint CKPT --src FILE --tgt FILE [--gold FILE.align]
       [--layer N] [--shift] [--out FILE] [--batch N] [--threads N]]=]

local function die(msg)
  io.stderr:write("align.lua: ", msg, "\n")
  os.exit(1)
end

local opts = {}
local valued = {checkpoint = true, src = true, tgt = true, gold = true, layer = true, out = true,
                batch = true, threads = true}
local integer = {layer = true, batch = true, threads = true}
local i = 1
while arg[i] do
  local a = arg[i]
  if a == "-h" or a == "--help" then print(usage) os.exit(0) end
  local key = a:match("^%-%-(.+)$")
  if key == "shift" then
    opts.shift = true
    i = i + 1
  elseif key and valued[key] then
    local v = arg[i + 1]
    if v == nil then die("--" .. key .. " needs a value\n" .. usage) end
    if integer[key] then
      v = math.tointeger(tonumber(v))
      if not v or v < 1 then die("--" .. key .. " needs a positive integer, got '" .. arg[i + 1] .. "'") end
    end
    opts[key] = v
    i = i + 2
  else
    die(("unknown argument '%s'\n%s"):format(a, usage))
  end
end
for _, k in ipairs{"checkpoint", "src", "tgt"} do
  if not opts[k] then die("--" .. k .. " is required\n" .. usage) end
end
if opts.threads then xa.set_threads(opts.threads) end

local function read(path)
  local ok, lines = pcall(xa.data.read_lines, path, nil, "align.lua")
  if not ok then die(tostring(lines)) end
  return lines
end

local src, tgt = read(opts.src), read(opts.tgt)
if #src ~= #tgt then die(("%s has %d lines but %s has %d"):format(opts.src, #src, opts.tgt, #tgt)) end
local gold
if opts.gold then
  local ok, g = pcall(A.read_pharaoh, opts.gold)
  if not ok then die(tostring(g)) end
  if #g ~= #src then die(("%s has %d lines but %s has %d"):format(opts.gold, #g, opts.src, #src)) end
  gold = g
end

local ok, sys = pcall(xa.mt.load, opts.checkpoint)
if not ok then die(tostring(sys)) end
local items = A.prepare(sys, src, tgt)
if gold then -- every gold link must name words of the sentence
  for k, g in ipairs(gold) do
    local ns, nt = #items[k].src_groups, #items[k].tgt_groups
    for _, kind in ipairs{"sure", "possible"} do
      for _, l in ipairs(g[kind]) do
        if l[1] >= ns or l[2] >= nt then
          die(("%s:%d: link %d%s%d is outside the sentence (%d source words, %d target words)")
            :format(opts.gold, k, l[1], kind == "sure" and "-" or "p", l[2], ns, nt))
        end
      end
    end
  end
end

local t0 = xa.clock()
local ok2, links, r = pcall(A.align, sys.model, items, {layer = opts.layer, shift = opts.shift, batch = opts.batch})
if not ok2 then die(tostring(links)) end
local dt = xa.clock() - t0

if opts.out then
  local ok3, err = pcall(A.write_pharaoh, opts.out, links)
  if not ok3 then die(tostring(err)) end
elseif not gold then
  for _, l in ipairs(links) do io.write(A.format_pharaoh(l), "\n") end
end
io.stderr:write(("aligned %d sentences in %.2f s (layer %d of %d%s)\n")
  :format(#items, dt, r.layer, r.layers, opts.shift and ", shifted" or ""))
if gold then
  local s = A.aer(links, gold)
  print(("AER = %.2f  precision = %.2f  recall = %.2f  (layer %d, %d sentences, |A| = %d, |S| = %d, |P| = %d)")
    :format(100 * s.aer, 100 * s.precision, 100 * s.recall, r.layer, #items, s.a, s.s, s.p))
end
