-- The tables of the non-autoregressive evidence (docs/results.md) from what
-- tools/nat_bible.sh wrote into OUT: BLEU by iteration count with p-values, locality
-- entropy (the CCAN paper's Table 2), window sizes and layers (its Table 3), the gate by layer
-- (its Figure 2a), n-gram precision (its Figure 2b) and NAT vs AT speed. Markdown on stdout.
--   xattn tools/nat_summary.lua OUT ["1 2"] ["1 4 10"]
local xa = require "xattn"

local out, seeds_s, iters_s = arg[1], arg[2] or "1 2", arg[3] or "1 4 10"
if not out then io.stderr:write("usage: xattn tools/nat_summary.lua OUT [SEEDS] [ITERS]\n") os.exit(2) end
local seeds, iters = {}, {}
for s in seeds_s:gmatch("%S+") do seeds[#seeds + 1] = s end
for t in iters_s:gmatch("%S+") do iters[#iters + 1] = t end

local function read(path)
  if not xa.exists(path) then return nil end
  local ok, j = pcall(xa.json.read, path)
  return ok and j or nil
end
local function f2(x) return x and ("%.2f"):format(x) or "-" end
local function f3(x) return x and ("%.3f"):format(x) or "-" end
local function name_of(hyp) return (hyp:match("([^/]+)%.T%d+%.hyp$")) end
local function mean(t)
  local s, n = 0, 0
  for _, v in ipairs(t) do s, n = s + v, n + 1 end
  return n > 0 and s / n or nil
end

-- BLEU[run][T] = {bleu, p (against the CMLM of its seed)}
local bleu = {}
local order = {}
for _, T in ipairs(iters) do
  for _, s in ipairs(seeds) do
    local j = read(("%s/eval/bleu.T%s.s%s.json"):format(out, T, s))
    for _, sys in ipairs(j and j.systems or {}) do
      local name = name_of(sys.name)    -- score.lua --json: "baseline: PATH" or PATH
      if name then
        if not bleu[name] then bleu[name] = {}; order[#order + 1] = name end
        bleu[name][T] = {bleu = sys.bleu.score, p = sys.bleu.p or nil}
      end
    end
  end
end
local at = read(out .. "/eval/bleu.at.json")

print("## BLEU on the test set (mask-predict; p: paired bootstrap against the CMLM of the same seed)")
print()
local head = {"run"}
for _, T in ipairs(iters) do head[#head + 1] = "T = " .. T end
print("| " .. table.concat(head, " | ") .. " |")
print("|" .. ("---|"):rep(#head))
for _, name in ipairs(order) do
  local row = {name}
  for _, T in ipairs(iters) do
    local b = bleu[name][T]
    row[#row + 1] = b and (f2(b.bleu) .. (b.p and (" (p %.3f)"):format(b.p) or "")) or "-"
  end
  print("| " .. table.concat(row, " | ") .. " |")
end
for _, kind in ipairs{"cmlm", "ccan"} do
  local row = {kind .. ", mean of seeds"}
  for _, T in ipairs(iters) do
    local v = {}
    for _, s in ipairs(seeds) do
      local b = bleu[kind .. "-s" .. s] and bleu[kind .. "-s" .. s][T]
      if b then v[#v + 1] = b.bleu end
    end
    row[#row + 1] = f2(mean(v))
  end
  print("| " .. table.concat(row, " | ") .. " |")
end
if at then
  print(("| AT teacher | beam 5: %s | greedy: %s | |"):format(f2(at.systems[1].bleu.score), f2(at.systems[2] and at.systems[2].bleu.score)))
end
print()

-- analyses
local function an(name) return read(("%s/an/%s/analysis.json"):format(out, name)) end
local le = {at = nil, cmlm = {}, ccan = {}}
local a0 = an("at-cmlm-s1")
if a0 then le.at = a0.systems[1].locality_entropy end
local pairs_ = {}
for _, s in ipairs(seeds) do
  local a = an("cmlm-ccan-s" .. s)
  if a then
    le.cmlm[#le.cmlm + 1] = a.systems[1].locality_entropy
    le.ccan[#le.ccan + 1] = a.systems[2].locality_entropy
    pairs_[#pairs_ + 1] = {"ccan-s" .. s, a}
  end
end
print("## Locality entropy (bits; the CCAN paper's Table 2; BLEU at T = 10)")
print()
print("| model | LE | BLEU |")
print("|---|---|---|")
print(("| AT (teacher, forced decoding of the reference) | %s | %s (beam 5) |"):format(f3(le.at), f2(at and at.systems[1].bleu.score)))
for _, kind in ipairs{"cmlm", "ccan"} do
  local per, bl = {}, {}
  for k, s in ipairs(seeds) do
    if le[kind][k] then per[#per + 1] = f3(le[kind][k]) end
    local b = bleu[kind .. "-s" .. s] and bleu[kind .. "-s" .. s]["10"]
    if b then bl[#bl + 1] = b.bleu end
  end
  print(("| %s (mean of seeds; per seed %s) | %s | %s |"):format(kind == "cmlm" and "CMLM" or "CMLM + CCAN (win 9, all layers)",
    #per > 0 and table.concat(per, ", ") or "-", f3(mean(le[kind])), f2(mean(bl))))
end
print()

print("## Window size and layers (the CCAN paper's Table 3; seed 1, T = 10)")
print()
print("| run | BLEU | vs CMLM | p | LE |")
print("|---|---|---|---|---|")
local base = bleu["cmlm-s1"] and bleu["cmlm-s1"]["10"]
print(("| CMLM | %s | | | %s |"):format(f2(base and base.bleu), f3(le.cmlm[1])))
for _, r in ipairs{{"ccan-w3-s1", "window 3, all layers"}, {"ccan-w5-s1", "window 5, all layers"},
                   {"ccan-s1", "window 9, all layers"}, {"ccan-top-s1", "window 9, top layer only"}} do
  local b = bleu[r[1]] and bleu[r[1]]["10"]
  local a = r[1] == "ccan-s1" and an("cmlm-ccan-s1") or an("cmlm-" .. r[1])
  print(("| %s | %s | %s | %s | %s |"):format(r[2], f2(b and b.bleu),
    (b and base) and ("%+.2f"):format(b.bleu - base.bleu) or "-", b and b.p and ("%.3f"):format(b.p) or "-",
    f3(a and a.systems[2].locality_entropy)))
  if a and r[1] ~= "ccan-s1" then pairs_[#pairs_ + 1] = {r[1], a} end
end
print()

print("## Gate by decoder layer (mean weight of the local (window) attention; the CCAN paper's Figure 2a)")
print()
for _, pr in ipairs(pairs_) do
  local g = {}
  for l, x in ipairs(pr[2].systems[2].gates or {}) do g[#g + 1] = x and ("layer %d %.3f"):format(l, x.mean) or ("layer %d -"):format(l) end
  print(("- %s: %s"):format(pr[1], table.concat(g, ", ")))
end
print()

print("## n-gram precision (%; the CCAN paper's Figure 2b: CMLM / CMLM + CCAN, and the difference)")
print()
print("| pair | 1-gram | 2-gram | 3-gram | 4-gram |")
print("|---|---|---|---|---|")
for _, pr in ipairs(pairs_) do
  local p = pr[2].ngram_precision
  if p then
    local c = {}
    for n = 1, #p.a do c[n] = ("%.1f / %.1f (%+.2f)"):format(p.a[n], p.b[n], p.diff[n]) end
    print(("| cmlm vs %s | %s |"):format(pr[1], table.concat(c, " | ")))
  end
end
print()

local bj = read(out .. "/bench.json")
if bj and bj.nat then
  local b = bj.nat
  print(("## Speed: NAT vs AT (%d test sentences, %d threads, batched = %d per batch)"):format(b.sentences, b.threads, b.batch))
  print()
  print("| setting | sentences/s, batch 1 | sentences/s, batched | vs AT greedy (1 / batched) | vs AT beam (1 / batched) | BLEU |")
  print("|---|---|---|---|---|---|")
  for _, r in ipairs(b.settings) do
    print(("| %s | %.2f | %.2f | %.2fx / %.2fx | %.2fx / %.2fx | %s |"):format(r.name, r.batch1_sentences_per_s,
      r.batched_sentences_per_s, r.speedup_vs_greedy.batch1, r.speedup_vs_greedy.batched, r.speedup_vs_beam.batch1,
      r.speedup_vs_beam.batched, f2(r.bleu)))
  end
end
