-- Cross-attention analysis of one or two trained systems on a test set, as figures and JSON.
--   xattn scripts/analyze.lua --checkpoint CKPT [--checkpoint CKPT2] --src FILE --tgt FILE
--        [--gold FILE.align] [--hyp FILE [--hyp FILE2]] [--beam 1] [--out DIR]
--        [--sentence 1] [--layer N] [--buckets 20,40] [--max-sentences N] [--batch 32]
--        [--threads N]
-- For each system, under forced decoding of the reference (--tgt):
--   attention entropy per target token by source-length bucket (nats; total and each part:
--   dot, gmm, ...), locality entropy (bits, CCAN), gate histograms per layer, AER (with
--   --gold; layer --layer, default the penultimate);
-- and on its translations (--hyp files in --checkpoint order, or translated here with
-- --beam, default greedy): BLEU overall and by source-length bucket; with two systems, the
-- n-gram precision of each order for both.
-- Writes DIR/analysis.json and the SVG figures (DIR defaults to "analysis"):
--   heatmap_<k>_layer<l>.svg  attention of sentence --sentence, every layer, heads averaged,
--                             GMM / window centres marked
--   gates_<k>.svg             gate histograms per layer (systems that have gates)
--   bleu_by_length.svg, entropy_by_length.svg
-- and prints a summary. <k> is the system number (1, 2).
local xa = require "xattn"
local A, plot = xa.analysis, xa.plot

local usage = [=[usage: xattn scripts/analyze.lua --checkpoint CKPT [--checkpoint CKPT2] --src FILE --tgt FILE
       [--gold FILE.align] [--hyp FILE]... [--beam N] [--out DIR] [--sentence N] [--layer N]
       [--buckets 20,40] [--max-sentences N] [--batch N] [--threads N]]=]

local function die(msg)
  io.stderr:write("analyze.lua: ", msg, "\n")
  os.exit(1)
end

local opts = {checkpoint = {}, hyp = {}, out = "analysis", beam = 1, sentence = 1, buckets = {20, 40}}
local list = {checkpoint = true, hyp = true}
local valued = {src = true, tgt = true, gold = true, out = true, buckets = true}
local integer = {beam = true, sentence = true, layer = true, ["max-sentences"] = true, batch = true, threads = true}
local i = 1
while arg[i] do
  local a = arg[i]
  if a == "-h" or a == "--help" then print(usage) os.exit(0) end
  local key = a:match("^%-%-(.+)$")
  if not key or not (list[key] or valued[key] or integer[key]) then
    die(("unknown argument '%s'\n%s"):format(a, usage))
  end
  local v = arg[i + 1]
  if v == nil then die("--" .. key .. " needs a value\n" .. usage) end
  if integer[key] then
    v = math.tointeger(tonumber(v))
    if not v or v < 1 then die("--" .. key .. " needs a positive integer, got '" .. arg[i + 1] .. "'") end
  end
  if key == "buckets" then
    local b = {}
    for x in v:gmatch("[^,]+") do
      local n = math.tointeger(tonumber(x))
      if not n or n < 1 or (#b > 0 and n <= b[#b]) then
        die("--buckets needs increasing positive integers separated by commas, got '" .. v .. "'")
      end
      b[#b + 1] = n
    end
    v = b
  end
  if list[key] then opts[key][#opts[key] + 1] = v else opts[key:gsub("%-", "_")] = v end
  i = i + 2
end
if #opts.checkpoint == 0 then die("--checkpoint is required\n" .. usage) end
if #opts.checkpoint > 2 then die("at most two --checkpoint") end
for _, k in ipairs{"src", "tgt"} do
  if not opts[k] then die("--" .. k .. " is required\n" .. usage) end
end
if #opts.hyp > 0 and #opts.hyp ~= #opts.checkpoint then
  die(("%d --hyp files for %d checkpoints (give one per checkpoint, or none)"):format(#opts.hyp, #opts.checkpoint))
end
if opts.threads then xa.set_threads(opts.threads) end

local function read(path)
  local ok, lines = pcall(xa.data.read_lines, path, opts.max_sentences, "analyze.lua")
  if not ok then die(tostring(lines)) end
  return lines
end

local src, tgt = read(opts.src), read(opts.tgt)
if #src ~= #tgt then die(("%s has %d lines but %s has %d"):format(opts.src, #src, opts.tgt, #tgt)) end
if opts.sentence > #src then die(("--sentence %d: the test set has %d sentences"):format(opts.sentence, #src)) end
local gold
if opts.gold then
  local ok, g = pcall(A.read_pharaoh, opts.gold)
  if not ok then die(tostring(g)) end
  if opts.max_sentences then for k = opts.max_sentences + 1, #g do g[k] = nil end end
  if #g ~= #src then die(("%s has %d lines but %s has %d"):format(opts.gold, #g, opts.src, #src)) end
  gold = g
end
local ok_mk, mk_err = pcall(xa.mkdir, opts.out)
if not ok_mk then die(("cannot create %s: %s"):format(opts.out, tostring(mk_err))) end

local report = {src = opts.src, tgt = opts.tgt, gold = opts.gold, sentences = #src,
                buckets = A.bucket_labels(opts.buckets), systems = {}, figures = {}}
local hyps_of = {}
local function fig(name) report.figures[#report.figures + 1] = name; return opts.out .. "/" .. name end

for k, ck in ipairs(opts.checkpoint) do
  local ok, sys = pcall(xa.mt.load, ck)
  if not ok then die(tostring(sys)) end
  local items = A.prepare(sys, src, tgt)
  local t0 = xa.clock()
  local ok2, r = pcall(A.analyze, sys.model, items, {layer = opts.layer, buckets = opts.buckets, batch = opts.batch})
  if not ok2 then die(tostring(r)) end
  local S = {checkpoint = ck, layers = r.layers, align_layer = r.layer, seconds = xa.clock() - t0}
  S.entropy = {base = "e (nats)", parts = r.entropy.parts, all = r.entropy.all, by_layer = r.entropy.by_layer,
               buckets = r.entropy.buckets}
  S.locality_entropy = r.locality.mean
  S.gates = {}
  for l = 1, r.layers do S.gates[l] = r.gates[l] or false end
  if gold then
    local a = A.aer(r.links, gold)
    S.aer = {aer = a.aer, precision = a.precision, recall = a.recall, a = a.a, s = a.s, p = a.p}
  end
  -- translations
  local hyps
  if opts.hyp[k] then
    hyps = read(opts.hyp[k])
    if #hyps ~= #src then die(("%s has %d lines but %s has %d"):format(opts.hyp[k], #hyps, opts.src, #src)) end
    S.hyp = opts.hyp[k]
  else
    t0 = xa.clock()
    hyps = sys:translate(src, {beam = opts.beam, batch = opts.batch})
    S.translate = {beam = opts.beam, seconds = xa.clock() - t0}
  end
  hyps_of[k] = hyps
  local lens = {}
  for n, it in ipairs(items) do lens[n] = #it.src_groups end
  local b = xa.metrics.bleu(hyps, tgt)
  S.bleu = {score = b.score, line = b:format(), signature = b.signature, by_length = {}}
  for n, x in ipairs(A.bleu_by_length(hyps, tgt, lens, {buckets = opts.buckets})) do
    S.bleu.by_length[n] = {label = x.label, n = x.n, score = x.score or false}
  end
  -- figures: heatmaps of the chosen sentence, gate histograms
  for l = 1, r.layers do
    local map = A.attention_map(sys.model, items[opts.sentence], {layer = l})
    plot.heatmap(map.matrix, {rows = map.rows, cols = map.cols, marks = map.marks,
      title = ("system %d, sentence %d, layer %d, heads averaged%s"):format(k, opts.sentence, l,
        #map.marks > 0 and " (dots: centres)" or ""),
      path = fig(("heatmap_%d_layer%d.svg"):format(k, l))})
  end
  local hs = {}
  for l = 1, r.layers do
    if r.gates[l] then
      hs[#hs + 1] = {name = ("layer %d (mean %.2f)"):format(l, r.gates[l].mean), counts = r.gates[l].counts, edges = r.gates[l].edges}
    end
  end
  if #hs > 0 then
    plot.histograms(hs, {title = ("system %d: gate g (weight of the second part)"):format(k), xlabel = "g",
                         path = fig(("gates_%d.svg"):format(k))})
  end
  report.systems[k] = S
end

-- comparisons and length figures
local labels = report.buckets
local bl, el = {}, {}
for k, S in ipairs(report.systems) do
  local v = {}
  for n, x in ipairs(S.bleu.by_length) do v[n] = x.score or 0 / 0 end
  bl[#bl + 1] = {name = ("system %d"):format(k), values = v}
  for _, part in ipairs(S.entropy.parts) do
    local e, same = {}, part ~= "total"
    for n, x in ipairs(S.entropy.buckets) do
      e[n] = x.n_tok > 0 and x[part] or 0 / 0
      if x[part] ~= x.total then same = false end
    end
    -- a plain dot model's "dot" part is its total: one bar is enough
    if not same then el[#el + 1] = {name = ("system %d %s"):format(k, part), values = e} end
  end
end
plot.bars{labels = labels, series = bl, xlabel = "source length (words)", ylabel = "BLEU",
          title = "BLEU by source length", path = fig("bleu_by_length.svg")}
plot.bars{labels = labels, series = el, xlabel = "source length (words)", ylabel = "entropy (nats)",
          title = "attention entropy per target token", path = fig("entropy_by_length.svg")}
if #hyps_of == 2 then
  report.ngram_precision = A.ngram_precision(hyps_of[1], hyps_of[2], tgt)
end

local ok_w, err_w = pcall(xa.json.write, opts.out .. "/analysis.json", report, {indent = true})
if not ok_w then die(tostring(err_w)) end

-- summary
for k, S in ipairs(report.systems) do
  print(("system %d: %s"):format(k, S.checkpoint))
  print(("  BLEU %.2f%s"):format(S.bleu.score, S.hyp and (" (" .. S.hyp .. ")") or (" (beam " .. opts.beam .. ")")))
  if S.aer then
    print(("  AER %.2f (P %.2f, R %.2f; layer %d of %d)"):format(100 * S.aer.aer, 100 * S.aer.precision,
      100 * S.aer.recall, S.align_layer, S.layers))
  end
  local line = {}
  for _, part in ipairs(S.entropy.parts) do line[#line + 1] = ("%s %.3f"):format(part, S.entropy.all[part]) end
  print("  entropy (nats, all layers): " .. table.concat(line, ", "))
  for _, x in ipairs(S.entropy.buckets) do
    local l2 = {}
    for _, part in ipairs(S.entropy.parts) do l2[#l2 + 1] = ("%s %.3f"):format(part, x[part]) end
    print(("    %-9s %4d sentences  %s"):format(x.label, x.n_sent, table.concat(l2, ", ")))
  end
  print(("  locality entropy (bits): %.3f"):format(S.locality_entropy))
  local bb = {}
  for _, x in ipairs(S.bleu.by_length) do bb[#bb + 1] = ("%s %s"):format(x.label, x.score and ("%.2f"):format(x.score) or "-") end
  print("  BLEU by length: " .. table.concat(bb, ", "))
end
if report.ngram_precision then
  local p = report.ngram_precision
  local t = {}
  for n = 1, #p.a do t[n] = ("%d-gram %.1f / %.1f"):format(n, p.a[n], p.b[n]) end
  print("n-gram precision (system 1 / 2): " .. table.concat(t, ", "))
end
print(("wrote %s/analysis.json and %d figures"):format(opts.out, #report.figures))
