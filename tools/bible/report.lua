-- Tables for docs/results.md from the evaluated bible-en-es runs (tools/bible/eval.sh).
--   xattn tools/bible/report.lua [runs/bible]
-- Prints Markdown: the families (mean and range over seeds, paired bootstrap against dot of
-- the same seed), entropy by source-length bucket, and the SiMT runs at their own k / delta.
local xa = require "xattn"
local dir = arg[1] or "runs/bible"

local function read(path)
  local f = io.open(path)
  if not f then return nil end
  local s = f:read("a"); f:close(); return s
end
local function json(path)
  local s = read(path)
  return s and xa.json.decode(s)
end
local function aer(path)
  local s = read(path)
  return s and tonumber(s:match("AER = ([%d.]+)"))
end
-- v formatted, or "-" when absent
local function opt(v, fmt) return v and (fmt or "%.1f"):format(v) or "-" end
local function runs()
  local names = {}
  local p = io.popen('ls "' .. dir .. '"')
  for n in p:lines() do
    if read(dir .. "/" .. n .. "/done") then names[#names + 1] = n end
  end
  p:close(); table.sort(names); return names
end

-- mean and range of a list; "-" when empty
local function stat(v, fmt)
  fmt = fmt or "%.2f"
  if #v == 0 then return "-" end
  local s, lo, hi = 0, math.huge, -math.huge
  for _, x in ipairs(v) do s = s + x; lo = math.min(lo, x); hi = math.max(hi, x) end
  if #v == 1 then return fmt:format(v[1]) end
  return (fmt .. " (" .. fmt .. "-" .. fmt .. ")"):format(s / #v, lo, hi)
end

local family_order = {"dot", "gmm", "localness", "hardgauss", "window3", "window9", "latent"}
local fam = {}
for _, n in ipairs(runs()) do
  local f, seed = n:match("^(.-)%-s(%d+)$")
  local e = dir .. "/" .. n .. "/eval/"
  if f and read(e .. "score.json") then
    local sc, an, pb = json(e .. "score.json"), json(e .. "analysis/analysis.json"), json(e .. "paired_bs.json")
    local r = {seed = tonumber(seed), bleu = sc.systems[1].bleu.score, chrf = sc.systems[1].chrf.score,
               l2 = aer(e .. "aer_l2.txt"), l3 = aer(e .. "aer_l3.txt"), centres = aer(e .. "aer_centres.txt")}
    if an then
      local s = an.systems[1]
      r.ent = s.entropy.all.total; r.loc = s.locality_entropy
      r.buckets = s.entropy.buckets
      r.long = s.bleu.by_length[#s.bleu.by_length].score
      r.long_label = s.bleu.by_length[#s.bleu.by_length].label
    end
    if pb then
      local b = pb.systems[2]
      r.p_bleu, r.d_bleu = b.bleu.p, b.bleu.diff
      r.p_chrf, r.d_chrf = b.chrf.p, b.chrf.diff
    end
    fam[f] = fam[f] or {}
    table.insert(fam[f], r)
  end
end

local function col(list, key)
  local v = {}
  for _, r in ipairs(list) do if r[key] then v[#v + 1] = r[key] end end
  return v
end
local function p(x) return x and (x == false and "-" or ("%.3f%s"):format(x, x <= 0.05 and "*" or "")) or "-" end

print("### Families (bible-small, 3,000 updates; mean (min-max) over seeds)\n")
print("| family | seeds | BLEU | chrF | AER L2 | AER L3 | entropy (nats) | locality (bits) | BLEU, longest bucket |")
print("|---|---|---|---|---|---|---|---|---|")
local long_label
for _, f in ipairs(family_order) do
  local l = fam[f]
  if l then
    long_label = long_label or l[1].long_label
    print(("| %s | %d | %s | %s | %s | %s | %s | %s | %s |"):format(f, #l, stat(col(l, "bleu")),
      stat(col(l, "chrf")), stat(col(l, "l2"), "%.1f"), stat(col(l, "l3"), "%.1f"),
      stat(col(l, "ent"), "%.3f"), stat(col(l, "loc"), "%.3f"), stat(col(l, "long"))))
  end
end
print(("\nLongest bucket: source length %s. AER in %%, penultimate (L2) and last (L3) decoder layer.\n")
  :format(long_label or "-"))

print("### Paired bootstrap against dot of the same seed (1,000 resamples)\n")
print("| family | seed | BLEU diff | p | chrF diff | p |")
print("|---|---|---|---|---|---|")
for _, f in ipairs(family_order) do
  for _, r in ipairs(fam[f] or {}) do
    if r.d_bleu then
      print(("| %s | %d | %+.2f | %s | %+.2f | %s |"):format(f, r.seed, r.d_bleu, p(r.p_bleu), r.d_chrf, p(r.p_chrf)))
    end
  end
end

print("\n### Attention entropy by source length (nats per target token, all layers; mean over seeds)\n")
local labels
for _, f in ipairs(family_order) do
  if fam[f] and fam[f][1].buckets then labels = fam[f][1].buckets; break end
end
if labels then
  local head = {"| family |"}
  for _, b in ipairs(labels) do head[#head + 1] = (" %s |"):format(b.label) end
  print(table.concat(head)); print("|---" .. ("|---"):rep(#labels) .. "|")
  for _, f in ipairs(family_order) do
    if fam[f] and fam[f][1].buckets then
      local row = {"| " .. f .. " |"}
      for i in ipairs(labels) do
        local s = 0
        for _, r in ipairs(fam[f]) do s = s + r.buckets[i].total end
        row[#row + 1] = (" %.3f |"):format(s / #fam[f])
      end
      print(table.concat(row))
    end
  end
end
for _, f in ipairs{"window3", "window9"} do
  for _, r in ipairs(fam[f] or {}) do
    if r.centres then print(("\n%s seed %d: AER of the argmax centres (last layer) %.1f"):format(f, r.seed, r.centres)) end
  end
end

-- the dot baseline at bench-small size, to a plateau (eval.sh: its last 5 checkpoints averaged)
do
  local e = dir .. "/dot-base/eval/"
  local sc, an = json(e .. "score.json"), json(e .. "analysis/analysis.json")
  if sc then
    print("\n### The dot baseline at bench-small size (6,000 updates, beam 5)\n")
    print("| checkpoint | BLEU | chrF | AER L2 | AER L3 | entropy (nats) | locality (bits) |")
    print("|---|---|---|---|---|---|---|")
    local a, b = sc.systems[1], sc.systems[2]
    local s = an and an.systems[1]
    print(("| last 5 averaged | %.2f | %.2f | %s | %s | %s | %s |"):format(a.bleu.score, a.chrf.score,
      opt(aer(e .. "aer_l2.txt")), opt(aer(e .. "aer_l3.txt")),
      opt(s and s.entropy.all.total, "%.3f"), opt(s and s.locality_entropy, "%.3f")))
    if b then
      print(("| best single (validation BLEU) | %.2f | %.2f | | | | |"):format(b.bleu.score, b.chrf.score))
      if b.bleu.p then
        print(("\nBest single against the average: BLEU %+.2f (p = %.3f), chrF %+.2f (p = %.3f).")
          :format(b.bleu.diff, b.bleu.p, b.chrf.diff, b.chrf.p))
      end
    end
    if s then
      local row = {}
      for _, bk in ipairs(s.entropy.buckets) do row[#row + 1] = ("%s %.3f"):format(bk.label, bk.total) end
      print("\nEntropy by source length (nats): " .. table.concat(row, ", ") .. ".")
    end
  end
end

print("\n### SiMT at each run's own k / delta (word level; AL, AP with the reference length)\n")
print("| run | policy | BLEU | AL | AP | DAL | CW | LAAL | AL subword | AER L3 | AER of p_i |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
for _, n in ipairs(runs()) do
  local e = dir .. "/" .. n .. "/eval/"
  local s = json(e .. "sim.json")
  if s then
    local w = s.word
    print(("| %s | %s | %.2f | %.2f | %.3f | %.2f | %.2f | %.2f | %.2f | %s | %s |"):format(n, s.config.policy,
      s.bleu.score, w.AL, w.AP, w.DAL, w.CW, w.LAAL, s.subword.AL,
      opt(aer(e .. "aer_l3.txt")), opt(aer(e .. "aer_pos.txt"))))
  end
end
