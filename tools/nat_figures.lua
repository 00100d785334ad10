-- The figures of the non-autoregressive evidence (docs/results.md) from the analyses that
-- tools/nat_bible.sh wrote into OUT/an: the CCAN gate by decoder layer for every CCAN run
-- with the window in all layers (the CCAN paper's Figure 2a), and the n-gram precision of
-- every CCAN run minus that of the CMLM it was analysed with (its Figure 2b). Runs whose
-- analysis is missing are left out; a figure with no run is not written.
--   xattn tools/nat_figures.lua OUT FIGDIR
-- writes FIGDIR/bible_nat_gates.svg and FIGDIR/bible_nat_ngram.svg
local xa = require "xattn"
local plot = require "xattn.plot"

local out, figdir = arg[1], arg[2]
if not out or not figdir then
  io.stderr:write("usage: xattn tools/nat_figures.lua OUT FIGDIR\n")
  os.exit(2)
end
if not xa.exists(out .. "/an") then
  io.stderr:write(("nat_figures.lua: %s/an does not exist (run tools/nat_bible.sh analyze first)\n"):format(out))
  os.exit(2)
end

local function read(path)
  if not xa.exists(path) then return nil end
  local ok, j = pcall(xa.json.read, path)
  return ok and j or nil
end

-- analysis pair -> label; system 2 of each pair is the CCAN run
local pairs_ = {
  {"cmlm-ccan-s1", "window 9, seed 1"}, {"cmlm-ccan-s2", "window 9, seed 2"},
  {"cmlm-ccan-w3-s1", "window 3, seed 1"}, {"cmlm-ccan-w5-s1", "window 5, seed 1"},
  {"cmlm-ccan-top-s1", "window 9 top layer only, seed 1"},
}

local gates, ngram, layers = {}, {}, 0
for _, p in ipairs(pairs_) do
  local a = read(("%s/an/%s/analysis.json"):format(out, p[1]))
  if a then
    local g = a.systems[2].gates
    -- the top-only run has a gate in its last layer alone: it is not drawn with the others
    if g and #g > 0 and not p[1]:match("top") then
      local v = {}
      for i, l in ipairs(g) do v[i] = l.mean end
      layers = math.max(layers, #v)
      gates[#gates + 1] = {name = p[2], values = v}
    end
    if a.ngram_precision then ngram[#ngram + 1] = {name = p[2], values = a.ngram_precision.diff} end
  end
end

if #gates > 0 then
  local labels = {}
  for i = 1, layers do labels[i] = tostring(i) end
  for _, s in ipairs(gates) do for i = #s.values + 1, layers do s.values[i] = 0 end end
  local path = figdir .. "/bible_nat_gates.svg"
  plot.bars{labels = labels, series = gates, xlabel = "decoder layer (1 = bottom)",
            ylabel = "mean gate (weight of the window part)",
            title = "CMLM + CCAN: the gate by decoder layer", path = path}
  print("wrote " .. path)
end
if #ngram > 0 then
  local path = figdir .. "/bible_nat_ngram.svg"
  plot.bars{labels = {"1", "2", "3", "4"}, series = ngram, xlabel = "n",
            ylabel = "CCAN - CMLM (points)", title = "n-gram precision: CMLM + CCAN minus CMLM",
            path = path}
  print("wrote " .. path)
end
