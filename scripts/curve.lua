-- Latency-quality curves of simultaneous translation (the GMA paper's Figures 3, 4 and 8).
--   xattn scripts/curve.lua --model CKPT --policy waitk --values 1,3,5,7,9
--        [--model CKPT2 --policy gma --values 0.9,1,2,2.5 ...] [--full CKPT]
--        --input SRC --ref REF [--out DIR] [--max-sentences N] [--batch 32] [--threads N] [--device cpu|cuda]
--        [--sentence 1] [--level word|subword] [--label NAME]
-- Each --model starts a series; the --policy and --values after it belong to it: wait-k
-- decodes with each k (test-time k), GMA with each delta (simt.set_delta). --full adds the
-- full-sentence BLEU of a model as the ceiling (a horizontal line). --label NAME after a
-- --model names its series in the figure; series with the same label are drawn as one line
-- (one model per k or delta, as the GMA paper trains them). Every point of the figure is
-- marked with its k or delta. For every point:
-- BLEU (sacreBLEU default) and AP, AL (reference length, as SimulEval), AL_hyp, LAAL, DAL,
-- CW at word level (or --level subword). Writes DIR (default "curve"):
--   curve.json                       every point of every series
--   bleu_al.svg                      BLEU against AL (Figure 3)
--   reads_<series>.svg               source words read between two writes, per value (Figure 4)
--   gma_<series>_<value>.svg         for GMA series: the last layer's attention on sentence
--                                    --sentence, heads averaged, with p_i (dots) and g(i)
--                                    (green bars) marked (Figure 8)
local xa = require "xattn"
local mt = require "xattn.mt"
local simt = xa.simt
local plot = xa.plot

local cli = require "xattn.cli"

local seq = {} -- --model, --policy and --values in command-line order: the series
local o = cli.parse{
  name = "curve.lua",
  usage = "--model CKPT --policy waitk|gma --values V1,V2,... [--model ...] [--full CKPT]\n"
    .. "       --input SRC --ref REF [options]",
  summary = "Latency-quality curves of simultaneous translation: every --model starts a series, the "
    .. "--policy and --values after it belong to it (wait-k: each k; GMA: each delta). Writes DIR/curve.json, "
    .. "bleu_al.svg, reads_<series>.svg and, for GMA series, gma_<series>_<value>.svg.",
  options = {
    {"model", "file", metavar = "CKPT", list = true, collect = seq, help = "starts a series"},
    {"policy", "choice", values = {"waitk", "gma", "gma-last"}, list = true, collect = seq,
     help = "the series' policy (gma-last: GMA reading until the last GMA layer's g(i) is covered, simt.gma{layers = \"last\"})"},
    {"values", "numbers", metavar = "V1,V2,...", list = true, collect = seq,
     help = "the series' test-time k (wait-k, integers >= 1) or delta (GMA, >= 0)"},
    {"label", "string", metavar = "NAME", list = true, collect = seq,
     help = "the series' name in the figure; series with the same label are drawn as one line "
       .. "(e.g. one model per k: --model W1 --policy waitk --values 1 --label \"wait-k\" --model W3 ...)"},
    {"full", "file", metavar = "CKPT", help = "a full-sentence model: its BLEU as the ceiling line"},
    {"input", "file", metavar = "SRC", required = true, help = "source sentences, one per line"},
    {"ref", "file", metavar = "REF", required = true, help = "their references"},
    {"out", "outdir", metavar = "DIR", default = "curve", help = "where curve.json and the figures go"},
    {"level", "choice", values = {"word", "subword"}, default = "word", help = "the unit of the latency metrics"},
    {"sentence", "int", min = 1, default = 1, help = "the sentence (1-based) of the GMA attention figures"},
    {"max-sentences", "int", min = 1, default_text = "default: all", help = "use the first N sentences"},
    {"batch", "int", min = 1, default = 32, help = "sentences simulated together"},
    {"word-units", "choice", values = {"raw", "tokens"}, default = "raw",
     help = "word-level units: raw = the white-space words of the source line and of the detokenised "
       .. "translation (SimulEval's), tokens = the words of the model's tokenisation"},
    {"ref-count", "choice", values = {"simuleval", "xattn"}, default = "simuleval",
     help = "word-level reference lengths: simuleval = reference.split(\" \"), xattn = the model's tokenisation"},
    {"empty", "choice", values = {"skip", "zero"}, default = "skip",
     help = "an empty translation: skip = left out of the latency means (SimulEval), zero = scores 0"},
    {"delays", "choice", values = {"read", "attended"}, default = "read",
     help = "what a delay counts: the source units read when a target unit was written, or those the "
       .. "decoder attended to (the GMA authors' count)"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    cli.device_option(),
  },
  epilog = "example:\n"
    .. "  xattn scripts/curve.lua --model W.xa --policy waitk --values 1,3,5 --model G.xa --policy gma \\\n"
    .. "      --values 0.9,1,2 --full F.xa --input test.src --ref test.tgt --out curve/",
}
o.series = {}
for _, kv in ipairs(seq) do
  local name, v = kv[1], kv[2]
  if name == "model" then o.series[#o.series + 1] = {model = v}
  else
    local s = o.series[#o.series]
    if not s then cli.die(("--%s must follow a --model (each --model starts a series)"):format(name)) end
    if s[name] then cli.die(("series %d (%s) has two --%s"):format(#o.series, s.model, name)) end
    if name == "policy" then s.policy = v
    elseif name == "label" then s.label = v
    else
      s.values = {}
      for x in v:gmatch("[^,]+") do s.values[#s.values + 1] = tonumber(x) end
    end
  end
end
if #o.series == 0 then cli.die("--model is required (see --help)") end
for k, s in ipairs(o.series) do
  if not s.policy or not s.values then
    cli.die(("series %d (%s) needs --policy and --values after its --model"):format(k, s.model))
  end
  for _, v in ipairs(s.values) do
    if s.policy == "waitk" and (not math.tointeger(v) or v < 1) then
      cli.die(("series %d (%s): wait-k values must be integers >= 1, got %s"):format(k, s.model, tostring(v)))
    end
    if s.policy ~= "waitk" and v < 0 then
      cli.die(("series %d (%s): GMA deltas must be >= 0, got %s"):format(k, s.model, tostring(v)))
    end
  end
end
local dist = cli.try(xa.dist.init) -- under mpirun: the ranks share out each point's batches
local main = dist.is_main()
if o.threads then xa.set_threads(o.threads) end
cli.check_device(o.device)

local srcs = cli.read_lines(o.input, "--input", o.max_sentences)
local refs = cli.read_lines(o.ref, "--ref", o.max_sentences)
if #srcs == 0 then cli.die(("--input %s is empty: no curve to draw"):format(o.input)) end
if #refs ~= #srcs then cli.die(("--ref %s has %d lines but --input %s has %d"):format(o.ref, #refs, o.input, #srcs)) end
if o.sentence > #srcs then cli.die(("--sentence %d: %s has %d sentences"):format(o.sentence, o.input, #srcs)) end

-- every model is loaded and checked before the first point is computed
local systems = {}
for k, s in ipairs(o.series) do
  local sys = cli.try(mt.load, s.model)
  if sys.model.is_nat then
    cli.die(("series %d: %s is a CMLM (non-autoregressive, model.arch cmlm): streaming needs an "
      .. "autoregressive model"):format(k, s.model))
  end
  if sys.cfg.model.encoder ~= "unidirectional" then
    cli.die(("series %d: %s has a bidirectional encoder: --policy %s needs one trained with "
      .. "model.encoder = \"unidirectional\""):format(k, s.model, s.policy))
  end
  if s.policy ~= "waitk" then
    local ok, err = pcall(simt.set_delta, sys.model, s.values[1])
    if not ok then cli.die(("series %d: %s: %s"):format(k, s.model, cli.clean(err):gsub("^[%w_.]*set_delta: ", ""))) end
  end
  sys.model:to(o.device)
  systems[k] = sys
end
local full_sys = o.full and cli.try(mt.load, o.full) or nil
if full_sys and full_sys.model.is_nat then
  cli.die(("--full %s is a CMLM (non-autoregressive, model.arch cmlm): the full-sentence point is decoded "
    .. "by the streaming simulator, which needs an autoregressive model"):format(o.full))
end
if full_sys then full_sys.model:to(o.device) end
if main then cli.try(xa.mkdir, o.out) end
local guard <close> = cli.interrupts()
local function say(s) if main then print(s) end end

local result = {input = o.input, ref = o.ref, sentences = #srcs, level = o.level,
                al = "AL with the reference length (SimulEval); AL_hyp with the hypothesis length",
                cw = "CW as the GMA code (all source read over the write bursts); CW13 as the paper's eq. 13",
                series = {}}
local lines = {}
local METRICS = {"AP", "AL", "AL_hyp", "LAAL", "DAL", "CW", "CW13"}

for si, s in ipairs(o.series) do
  local sys = systems[si]
  local kind = ({waitk = "wait-k", gma = "GMA", ["gma-last"] = "GMA (last layer's reads)"})[s.policy]
  local name = ("%s %s"):format(kind, s.model:match("([^/]+/[^/]+)$") or s.model)
  local series = {name = name, label = s.label, model = s.model, policy = s.policy, points = {}}
  local xs, ys, hists, marks = {}, {}, {}, {}
  for _, v in ipairs(s.values) do
    local policy
    if s.policy == "waitk" then policy = simt.waitk{k = math.tointeger(v)}
    else
      simt.set_delta(sys.model, v)
      policy = simt.gma{layers = s.policy == "gma-last" and "last" or "all"}
    end
    local ev = sys:stream_eval(srcs, refs, policy, {batch = o.batch, word_units = o.word_units,
      ref_count = o.ref_count, empty = o.empty, delays = o.delays, dist = true})
    local L = ev.latency[o.level]
    local pt = {value = v, bleu = ev.bleu.score, seconds = ev.seconds, signature = L.signature}
    for _, m in ipairs(METRICS) do pt[m] = L[m] end
    series.points[#series.points + 1] = pt
    xs[#xs + 1], ys[#ys + 1] = pt.AL, pt.bleu
    marks[#marks + 1] = (s.policy == "waitk" and "k=%g" or "δ=%g"):format(v)
    say(("%-40s %s=%-5g BLEU %6.2f  AP %.3f  AL %6.2f  DAL %6.2f  CW %5.2f  (%.1f s)"):format(name,
      s.policy == "waitk" and "k" or "delta", v, pt.bleu, pt.AP, pt.AL, pt.DAL, pt.CW, ev.seconds))
    -- source words (or tokens) read between two consecutive writes
    local reads = {}
    local dl
    if o.delays == "attended" then dl = o.level == "word" and ev.run.word_visible or ev.run.visible
    else dl = o.level == "word" and ev.run.word_delays or ev.run.delays end
    for _, d in ipairs(dl) do
      local prev = 0
      -- attended counts may shrink: the running maximum, as the latency metrics take it
      for _, x in ipairs(d) do x = math.max(x, prev); reads[#reads + 1] = x - prev; prev = x end
    end
    pt.reads_between_writes_mean = #reads > 0 and (function() local t = 0 for _, r in ipairs(reads) do t = t + r end return t / #reads end)() or 0
    local hi = 0
    for _, r in ipairs(reads) do hi = math.max(hi, r) end
    hists[#hists + 1] = {name = (s.policy == "waitk" and "k = " or "delta = ") .. v, values = reads}
    -- GMA: the attention map of one sentence with p_i and g(i)
    if s.policy ~= "waitk" and main then
      local src_ids = sys.src_vocab:encode(sys:preprocess(srcs[o.sentence], "src"))
      local hyp = ev.run.hyps[o.sentence]
      local ids = {}
      for j, x in ipairs(src_ids) do ids[j] = x end
      ids[#ids + 1] = 3
      local tin = {2}
      for t = 1, #hyp - 1 do tin[t + 1] = hyp[t] end
      if #hyp > 0 then
        local _, weights, parts = xa.no_grad(function()
          sys.model:eval()
          return sys.model:forward(xa.tensor({ids}), xa.tensor({tin}), {need_weights = true})
        end)
        local L = #weights
        local w = weights[L]:select(1, 1):mean(1)          -- (T, S) heads averaged
        local pos = parts[L].positions and parts[L].positions:select(1, 1):mean(1):totable() or {}
        local centres, bounds = {}, {}
        for t = 1, #hyp do
          if pos[t] then centres[t] = {pos[t] + 1} end          -- 0-based p -> 1-based column
          bounds[t] = ev.run.visible[o.sentence][t]
        end
        local cols = {}
        for j, x in ipairs(ids) do cols[j] = x == 3 and "</s>" or sys.src_vocab:token(x) end
        local rows = {}
        for t, x in ipairs(hyp) do rows[t] = sys.tgt_vocab:token(x) end
        plot.heatmap(w, {rows = rows, cols = cols, centres = centres, bounds = bounds,
          title = ("delta %g, layer %d: p_i (dots), g(i) (bars)"):format(v, L),
          path = ("%s/gma_%d_%g.svg"):format(o.out, #result.series + 1, v)})
      end
    end
  end
  if main then plot.histograms(hists, {title = name .. ": " .. o.level .. "s read between two writes", xlabel = o.level .. "s",
    path = ("%s/reads_%d.svg"):format(o.out, #result.series + 1)}) end
  result.series[#result.series + 1] = series
  -- a labelled series joins the line of the first series with its label
  local line
  if s.label then for _, l in ipairs(lines) do if l.name == s.label then line = l end end end
  if line then
    for i = 1, #xs do
      line.xs[#line.xs + 1], line.ys[#line.ys + 1], line.labels[#line.labels + 1] = xs[i], ys[i], marks[i]
    end
  else
    lines[#lines + 1] = {name = s.label or name, xs = xs, ys = ys, labels = marks}
  end
end

if o.full then
  local ev = full_sys:stream_eval(srcs, refs, simt.full(), {batch = o.batch, word_units = o.word_units,
    ref_count = o.ref_count, empty = o.empty, delays = o.delays, dist = true})
  result.full = {model = o.full, bleu = ev.bleu.score, AL = ev.latency[o.level].AL}
  say(("%-40s full sentence BLEU %6.2f  AL %6.2f"):format(o.full, ev.bleu.score, ev.latency[o.level].AL))
  local lo, hi = math.huge, -math.huge
  for _, l in ipairs(lines) do for _, x in ipairs(l.xs) do lo = math.min(lo, x); hi = math.max(hi, x) end end
  if lo == math.huge then lo, hi = 0, 1 end
  lines[#lines + 1] = {name = "full sentence", xs = {lo, hi}, ys = {ev.bleu.score, ev.bleu.score}}
end

if not main then return end -- rank 0 writes
plot.lines{series = lines, xlabel = "AL (" .. o.level .. "s)", ylabel = "BLEU",
           title = "BLEU against average lagging", path = o.out .. "/bleu_al.svg"}
cli.try(xa.json.write, o.out .. "/curve.json", result, {indent = true})
print("wrote " .. o.out .. "/curve.json, bleu_al.svg, reads_*.svg" .. (o.full and "" or ""))
