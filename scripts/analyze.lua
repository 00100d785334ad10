-- Cross-attention analysis of one or two trained systems on a test set, as figures and JSON.
--   xattn scripts/analyze.lua --checkpoint CKPT [--checkpoint CKPT2] --src FILE --tgt FILE
--        [--gold FILE.align [--gold-base 0|1]] [--hyp FILE [--hyp FILE2]] [--beam 1] [--out DIR]
--        [--sentence 1] [--layer N] [--buckets 20,40] [--max-sentences N] [--batch 32]
--        [--threads N] [--device cpu|cuda] [--dump FILE.jsonl]
-- For each system, under forced decoding of the reference (--tgt):
--   attention entropy per target token by source-length bucket (nats; total and each part:
--   dot, gmm, ...), locality entropy (bits, CCAN), gate histograms per layer, AER (with
--   --gold; layer --layer, default the penultimate);
-- and on its translations (--hyp files in --checkpoint order, or translated here with
-- --beam, default greedy; a CMLM with mask-predict, --iterations and --length-beam): BLEU
-- overall and by source-length bucket; with two systems, the n-gram precision of each order
-- for both (the CCAN paper's n-gram accuracy).
-- A CMLM (model.arch cmlm) has no teacher forcing: its decoder reads, at the reference's
-- length, --nat-input decode (the input of the last mask-predict pass with --iterations
-- passes: the attention it decodes with; default) or masked (every position masked).
-- Writes DIR/analysis.json and the SVG figures (DIR defaults to "analysis"):
--   heatmap_<k>_layer<l>.svg  attention of sentence --sentence, every layer, heads averaged,
--                             GMM / window centres marked
--   gates_<k>.svg             gate histograms per layer (systems that have gates)
--   gate_by_layer.svg         the mean gate (the weight of the second part: CCAN's local
--                             attention) by decoder layer, every system with gates
--   bleu_by_length.svg, entropy_by_length.svg
--   ngram_precision.svg       n-gram precision by n of both systems, and their difference
--                             (system 2 - system 1) in ngram_difference.svg
-- and prints a summary. <k> is the system number (1, 2).
-- --dump FILE writes the cross-attention of every sentence under forced decoding, every
-- layer and every head, as JSON lines (one per sentence and system; docs/analysis.md):
--   {"system": 1, "checkpoint": ..., "index": 0, "source": ..., "target": ...,
--    "source_tokens": [..., "</s>"], "target_tokens": [..., "</s>"],
--    "source_words": [...], "source_groups": [[1, 2], ...], "target_words", "target_groups",
--    "layers": L, "heads": H, "attention": [layer][head][target row][source column],
--    "parts": {"<layer>": {"gmm": [head][row][column], ...}}}
-- (row t is the decoder step that writes target token t, the last row writes </s>;
-- values with 7 significant digits).
local xa = require "xattn"
local A, plot = xa.analysis, xa.plot

local cli = require "xattn.cli"

local opts = cli.parse{
  name = "analyze.lua",
  usage = "--checkpoint CKPT [--checkpoint CKPT2] --src FILE --tgt FILE [options]",
  summary = "Cross-attention analysis of one or two systems on a test set: entropies by source length, "
    .. "locality entropy, gate histograms, AER (with --gold), BLEU overall and by source length; "
    .. "writes DIR/analysis.json and SVG figures (attention heatmaps of one sentence, gates, BLEU and "
    .. "entropy by length).",
  options = {
    {"checkpoint", "file", metavar = "CKPT", list = true, help = "a system (one or two)"},
    {"src", "file", required = true, help = "source sentences, one per line"},
    {"tgt", "file", required = true, help = "their reference translations (forced decoding, BLEU)"},
    {"gold", "file", metavar = "FILE.align", help = "gold links in Pharaoh format: AER"},
    {"gold-base", "choice", values = {"0", "1"}, default = "0",
     help = "the index base of the gold file: 0, or 1 for 1-based indices (the RWTH gold standard)"},
    {"hyp", "file", list = true, help = "translations of --src by each system, in --checkpoint order "
      .. "(default: translated here with --beam)"},
    {"beam", "int", min = 1, default = 1, help = "beam of the translations made here; 1 is greedy search"},
    {"iterations", "int", min = 1, default = 10, help = "a CMLM's mask-predict iterations (its translations "
      .. "and, with --nat-input decode, its forced pass)"},
    {"length-beam", "int", min = 1, default = 5, help = "a CMLM's length beam for the translations made here"},
    {"nat-input", "choice", values = {"decode", "masked"}, default = "decode",
     help = "what a CMLM's decoder reads at the reference's length: the input of the last mask-predict pass, "
       .. "or every position masked"},
    {"out", "outdir", metavar = "DIR", default = "analysis", help = "where analysis.json and the figures go"},
    {"sentence", "int", min = 1, default = 1, help = "the sentence (1-based) of the attention heatmaps"},
    {"layer", "int", min = 1, default_text = "default: the penultimate decoder layer", help = "the layer of AER"},
    {"buckets", "ints", min = 1, increasing = true, default = {20, 40}, help = "source-length bucket bounds (words)"},
    {"max-sentences", "int", min = 1, default_text = "default: all", help = "use the first N sentences"},
    {"batch", "int", min = 1, default = 32, help = "sentences per forward pass"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    cli.device_option(),
    {"dump", "outfile", metavar = "FILE", help = "write every sentence's cross-attention (every layer and head, "
      .. "with the tokens) as JSON lines"},
  },
}
if #opts.checkpoint == 0 then cli.die("--checkpoint is required (see --help)") end
if #opts.checkpoint > 2 then cli.die(("at most two --checkpoint, got %d"):format(#opts.checkpoint)) end
if #opts.hyp > 0 and #opts.hyp ~= #opts.checkpoint then
  cli.die(("%d --hyp files for %d checkpoints (give one per checkpoint, or none)"):format(#opts.hyp, #opts.checkpoint))
end
if opts.threads then xa.set_threads(opts.threads) end
cli.check_device(opts.device)

local function read(path, what) return cli.read_lines(path, what, opts.max_sentences) end

local src, tgt = read(opts.src, "--src"), read(opts.tgt, "--tgt")
if #src ~= #tgt then cli.die(("--src %s has %d lines but --tgt %s has %d"):format(opts.src, #src, opts.tgt, #tgt)) end
if #src == 0 then cli.die(("--src %s is empty: nothing to analyse"):format(opts.src)) end
if opts.sentence > #src then
  cli.die(("--sentence %d: %s has %d sentences"):format(opts.sentence, opts.src, #src))
end
local gold
if opts.gold then
  local g = cli.try(A.read_pharaoh, opts.gold, {base = math.tointeger(tonumber(opts.gold_base))})
  if opts.max_sentences then for k = opts.max_sentences + 1, #g do g[k] = nil end end
  if #g ~= #src then cli.die(("--gold %s has %d lines but --src %s has %d"):format(opts.gold, #g, opts.src, #src)) end
  gold = g
end
local hyps_given = {}
for k, h in ipairs(opts.hyp) do
  hyps_given[k] = read(h, "--hyp")
  if #hyps_given[k] ~= #src then
    cli.die(("--hyp %s has %d lines but --src %s has %d"):format(h, #hyps_given[k], opts.src, #src))
  end
end
local systems = {}
for k, ck in ipairs(opts.checkpoint) do
  systems[k] = cli.try(xa.mt.load, ck)
  systems[k].model:to(opts.device)
  local layers = #systems[k].model.decoder.layers
  local mx = systems[k].model.is_nat and systems[k].model.max_length
  if mx and not opts.hyp[k] and opts.length_beam > mx then
    cli.die(("--length-beam %d exceeds the %d target lengths %s predicts (its model.max_length)")
      :format(opts.length_beam, mx, ck))
  end
  if opts.layer and opts.layer > layers then
    cli.die(("--layer %d: %s has %d decoder layer%s"):format(opts.layer, ck, layers, layers == 1 and "" or "s"))
  end
end
cli.try(xa.mkdir, opts.out)
local dumpf
if opts.dump then
  local err
  dumpf, err = io.open(opts.dump, "w")
  if not dumpf then cli.die(("--dump: cannot write %s: %s"):format(opts.dump, tostring(err))) end
end

local report = {src = opts.src, tgt = opts.tgt, gold = opts.gold, sentences = #src,
                buckets = A.bucket_labels(opts.buckets), systems = {}, figures = {}}
local hyps_of = {}
local function fig(name) report.figures[#report.figures + 1] = name; return opts.out .. "/" .. name end

for k, ck in ipairs(opts.checkpoint) do
  local sys = systems[k]
  local items = cli.try(A.prepare, sys, src, tgt)
  if dumpf then
    local function with_eos(t) local r = {table.unpack(t)}; r[#r + 1] = "</s>"; return r end
    A.dump(sys.model, items, function(i, rec)
      local it = items[i]
      local parts
      if rec.parts then
        parts = {}
        for l, p in pairs(rec.parts) do parts[tostring(l)] = p end
      end
      dumpf:write(xa.json.encode({system = k, checkpoint = ck, index = i - 1, source = src[i], target = tgt[i],
        source_tokens = with_eos(it.src_tokens), target_tokens = with_eos(it.tgt_tokens),
        source_words = it.src_words, target_words = it.tgt_words,
        source_groups = it.src_groups, target_groups = it.tgt_groups,
        layers = #rec.attention, heads = #rec.attention[1], attention = rec.attention, parts = parts}), "\n")
    end, {batch = opts.batch})
    dumpf:flush()
  end
  local t0 = xa.clock()
  local is_nat = sys.model.is_nat
  local r = A.analyze(sys.model, items, {layer = opts.layer, buckets = opts.buckets, batch = opts.batch,
                                         nat_input = opts.nat_input, iterations = opts.iterations})
  local S = {checkpoint = ck, arch = is_nat and "cmlm" or "at", layers = r.layers, align_layer = r.layer,
             seconds = xa.clock() - t0}
  if is_nat then S.nat_input, S.nat_iterations = opts.nat_input, opts.iterations end
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
    hyps = hyps_given[k]
    S.hyp = opts.hyp[k]
  else
    t0 = xa.clock()
    if is_nat then
      hyps = sys:translate(src, {iterations = opts.iterations, length_beam = opts.length_beam, batch = opts.batch})
      S.translate = {iterations = opts.iterations, length_beam = opts.length_beam, seconds = xa.clock() - t0}
    else
      hyps = sys:translate(src, {beam = opts.beam, batch = opts.batch})
      S.translate = {beam = opts.beam, seconds = xa.clock() - t0}
    end
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
    local map = A.attention_map(sys.model, items[opts.sentence], {layer = l, nat_input = opts.nat_input,
                                                                  iterations = opts.iterations})
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
-- the gate by decoder layer (the CCAN paper's Figure 2a), every system that has gates
do
  local nl = 0
  for _, S in ipairs(report.systems) do nl = math.max(nl, S.layers) end
  local gs = {}
  for k, S in ipairs(report.systems) do
    local v, any = {}, false
    for l = 1, nl do
      local g = S.gates[l]
      v[l] = g and g.mean or 0 / 0
      any = any or g ~= nil and g ~= false
    end
    if any then gs[#gs + 1] = {name = ("system %d"):format(k), values = v} end
  end
  if #gs > 0 and nl > 0 then
    local labels = {}
    for l = 1, nl do labels[l] = ("layer %d"):format(l) end
    for _, x in ipairs(gs) do for l = 1, nl do if x.values[l] ~= x.values[l] then x.values[l] = 0 end end end
    plot.bars{labels = labels, series = gs, xlabel = "decoder layer", ylabel = "mean gate g",
              title = "gate by layer: weight of the second part (CCAN: local attention)", path = fig("gate_by_layer.svg")}
  end
end
if #hyps_of == 2 then
  report.ngram_precision = A.ngram_precision(hyps_of[1], hyps_of[2], tgt)
  -- the n-gram accuracy of both systems by n (the CCAN paper's Figure 2b) and its difference
  local p = report.ngram_precision
  local labels = {}
  for n = 1, #p.a do labels[n] = ("%d-gram"):format(n) end
  plot.bars{labels = labels, series = {{name = "system 1", values = p.a}, {name = "system 2", values = p.b}},
            xlabel = "n", ylabel = "precision (%)", title = "n-gram precision against the reference",
            path = fig("ngram_precision.svg")}
  plot.bars{labels = labels, series = {{name = "system 2 - system 1", values = p.diff}}, xlabel = "n",
            ylabel = "difference (points)", title = "n-gram precision: system 2 - system 1",
            path = fig("ngram_difference.svg")}
end

cli.try(xa.json.write, opts.out .. "/analysis.json", report, {indent = true})
if dumpf then dumpf:close() end

-- summary
for k, S in ipairs(report.systems) do
  print(("system %d: %s"):format(k, S.checkpoint))
  print(("  BLEU %.2f%s"):format(S.bleu.score, S.hyp and (" (" .. S.hyp .. ")")
    or S.arch == "cmlm" and (" (mask-predict, %d iterations, length beam %d)"):format(opts.iterations, opts.length_beam)
    or (" (beam " .. opts.beam .. ")")))
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
  print(("  locality entropy (bits): %.3f%s"):format(S.locality_entropy,
    S.arch == "cmlm" and (" (CMLM, decoder input: %s%s)"):format(S.nat_input,
      S.nat_input == "decode" and (", %d iterations"):format(S.nat_iterations) or "") or ""))
  local gl = {}
  for l, g in ipairs(S.gates) do
    if g then gl[#gl + 1] = ("layer %d mean %.3f (%d values)"):format(l, g.mean, g.n) end
  end
  if #gl > 0 then print("  gate (weight of the second part): " .. table.concat(gl, ", ")) end
  local bb = {}
  for _, x in ipairs(S.bleu.by_length) do bb[#bb + 1] = ("%s %s"):format(x.label, x.score and ("%.2f"):format(x.score) or "-") end
  print("  BLEU by length: " .. table.concat(bb, ", "))
end
if report.ngram_precision then
  local p = report.ngram_precision
  local t = {}
  for n = 1, #p.a do t[n] = ("%d-gram %.1f / %.1f"):format(n, p.a[n], p.b[n]) end
  print("n-gram precision (system 1 / 2): " .. table.concat(t, ", "))
  local d = {}
  for n = 1, #p.diff do d[n] = ("%d-gram %+.2f"):format(n, p.diff[n]) end
  print("  system 2 - system 1: " .. table.concat(d, ", "))
end
print(("wrote %s/analysis.json and %d figures%s"):format(opts.out, #report.figures,
  opts.dump and (("; the attention of %d sentences in %s"):format(#src * #opts.checkpoint, opts.dump)) or ""))
