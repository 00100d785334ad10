-- Latency-quality curves of simultaneous translation (the GMA paper's Figures 3, 4 and 8).
--   xattn scripts/curve.lua --model CKPT --policy waitk --values 1,3,5,7,9
--        [--model CKPT2 --policy gma --values 0.9,1,2,2.5 ...] [--full CKPT]
--        --input SRC --ref REF [--out DIR] [--max-sentences N] [--batch 32] [--threads N]
--        [--sentence 1] [--level word|subword]
-- Each --model starts a series; the --policy and --values after it belong to it: wait-k
-- decodes with each k (test-time k), GMA with each delta (simt.set_delta). --full adds the
-- full-sentence BLEU of a model as the ceiling (a horizontal line). For every point:
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

local usage = [=[usage: xattn scripts/curve.lua --model CKPT --policy waitk|gma --values V1,V2,... [--model ...]
       [--full CKPT] --input SRC --ref REF [--out DIR] [--max-sentences N] [--batch N]
       [--threads N] [--sentence N] [--level word|subword]]=]

local function die(msg) io.stderr:write("curve.lua: ", msg, "\n") os.exit(1) end

local o = {series = {}, out = "curve", level = "word", sentence = 1}
do
  local i = 1
  while arg[i] do
    local a, v = arg[i], arg[i + 1]
    if a == "-h" or a == "--help" then print(usage) os.exit(0) end
    if v == nil then die("'" .. a .. "' needs a value\n" .. usage) end
    if a == "--model" then o.series[#o.series + 1] = {model = v}
    elseif a == "--policy" or a == "--values" then
      local s = o.series[#o.series]
      if not s then die(a .. " must follow a --model") end
      if a == "--policy" then
        if v ~= "waitk" and v ~= "gma" then die("--policy must be waitk or gma, got " .. v) end
        s.policy = v
      else
        s.values = {}
        for x in v:gmatch("[^,]+") do
          local n = tonumber(x)
          if not n then die("--values must be numbers separated by commas, got " .. v) end
          s.values[#s.values + 1] = n
        end
      end
    elseif a == "--full" then o.full = v
    elseif a == "--input" then o.input = v
    elseif a == "--ref" then o.ref = v
    elseif a == "--out" then o.out = v
    elseif a == "--level" then
      if v ~= "word" and v ~= "subword" then die("--level must be word or subword") end
      o.level = v
    elseif a == "--max-sentences" or a == "--batch" or a == "--threads" or a == "--sentence" then
      local n = math.tointeger(tonumber(v))
      if not n or n < 1 then die(a .. " needs a positive integer, got " .. v) end
      o[a:sub(3):gsub("%-", "_")] = n
    else die("unknown argument '" .. a .. "'\n" .. usage) end
    i = i + 2
  end
end
if #o.series == 0 or not o.input or not o.ref then die("--model, --input and --ref are required\n" .. usage) end
for k, s in ipairs(o.series) do
  if not s.policy or not s.values or #s.values == 0 then die(("series %d (%s) needs --policy and --values"):format(k, s.model)) end
  for _, v in ipairs(s.values) do
    if s.policy == "waitk" and (math.type(math.tointeger(v)) ~= "integer" or v < 1) then die("wait-k values must be positive integers") end
    if s.policy == "gma" and v < 0 then die("GMA deltas must be >= 0") end
  end
end
if o.threads then xa.set_threads(o.threads) end

local srcs = xa.data.read_lines(o.input, o.max_sentences)
local refs = xa.data.read_lines(o.ref, o.max_sentences)
if #refs ~= #srcs then die(("%d references for %d sources"):format(#refs, #srcs)) end
if o.sentence > #srcs then die(("--sentence %d but only %d sentences"):format(o.sentence, #srcs)) end
os.execute(("mkdir -p %q"):format(o.out))

local function load(path)
  local ok, sys = pcall(mt.load, path)
  if not ok then die(tostring(sys)) end
  return sys
end

local result = {input = o.input, ref = o.ref, sentences = #srcs, level = o.level,
                al = "AL with the reference length (SimulEval); AL_hyp with the hypothesis length",
                cw = "CW as the GMA code (all source read over the write bursts); CW13 as the paper's eq. 13",
                series = {}}
local lines = {}
local METRICS = {"AP", "AL", "AL_hyp", "LAAL", "DAL", "CW", "CW13"}

for _, s in ipairs(o.series) do
  local sys = load(s.model)
  local name = ("%s %s"):format(s.policy == "waitk" and "wait-k" or "GMA", s.model:match("([^/]+/[^/]+)$") or s.model)
  local series = {name = name, model = s.model, policy = s.policy, points = {}}
  local xs, ys, hists = {}, {}, {}
  for _, v in ipairs(s.values) do
    local policy
    if s.policy == "waitk" then policy = simt.waitk{k = math.tointeger(v)}
    else
      local ok, err = pcall(simt.set_delta, sys.model, v)
      if not ok then die(s.model .. ": " .. tostring(err)) end
      policy = simt.gma()
    end
    local ok, ev = pcall(sys.stream_eval, sys, srcs, refs, policy, {batch = o.batch})
    if not ok then die(tostring(ev)) end
    local L = ev.latency[o.level]
    local pt = {value = v, bleu = ev.bleu.score, seconds = ev.seconds}
    for _, m in ipairs(METRICS) do pt[m] = L[m] end
    series.points[#series.points + 1] = pt
    xs[#xs + 1], ys[#ys + 1] = pt.AL, pt.bleu
    print(("%-40s %s=%-5g BLEU %6.2f  AP %.3f  AL %6.2f  DAL %6.2f  CW %5.2f  (%.1f s)"):format(name,
      s.policy == "waitk" and "k" or "delta", v, pt.bleu, pt.AP, pt.AL, pt.DAL, pt.CW, ev.seconds))
    -- source words (or tokens) read between two consecutive writes
    local reads = {}
    local dl = o.level == "word" and ev.run.word_delays or ev.run.delays
    for _, d in ipairs(dl) do
      local prev = 0
      for _, x in ipairs(d) do reads[#reads + 1] = x - prev; prev = x end
    end
    pt.reads_between_writes_mean = #reads > 0 and (function() local t = 0 for _, r in ipairs(reads) do t = t + r end return t / #reads end)() or 0
    local hi = 0
    for _, r in ipairs(reads) do hi = math.max(hi, r) end
    hists[#hists + 1] = {name = (s.policy == "waitk" and "k = " or "delta = ") .. v, values = reads}
    -- GMA: the attention map of one sentence with p_i and g(i)
    if s.policy == "gma" then
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
  plot.histograms(hists, {title = name .. ": " .. o.level .. "s read between two writes", xlabel = o.level .. "s",
    path = ("%s/reads_%d.svg"):format(o.out, #result.series + 1)})
  result.series[#result.series + 1] = series
  lines[#lines + 1] = {name = name, xs = xs, ys = ys}
end

if o.full then
  local sys = load(o.full)
  local ok, ev = pcall(sys.stream_eval, sys, srcs, refs, simt.full(), {batch = o.batch})
  if not ok then die(tostring(ev)) end
  result.full = {model = o.full, bleu = ev.bleu.score, AL = ev.latency[o.level].AL}
  print(("%-40s full sentence BLEU %6.2f  AL %6.2f"):format(o.full, ev.bleu.score, ev.latency[o.level].AL))
  local lo, hi = math.huge, -math.huge
  for _, l in ipairs(lines) do for _, x in ipairs(l.xs) do lo = math.min(lo, x); hi = math.max(hi, x) end end
  if lo == math.huge then lo, hi = 0, 1 end
  lines[#lines + 1] = {name = "full sentence", xs = {lo, hi}, ys = {ev.bleu.score, ev.bleu.score}}
end

plot.lines{series = lines, xlabel = "AL (" .. o.level .. "s)", ylabel = "BLEU",
           title = "BLEU against average lagging", path = o.out .. "/bleu_al.svg"}
xa.json.write(o.out .. "/curve.json", result, {indent = true})
print("wrote " .. o.out .. "/curve.json, bleu_al.svg, reads_*.svg" .. (o.full and "" or ""))
