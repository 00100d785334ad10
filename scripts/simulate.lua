-- Streaming (simultaneous translation) simulation of a trained model.
--   xattn scripts/simulate.lua --model CKPT --input SRC [--ref REF] [--policy waitk|gma|full|schedule]
--        [--k 3] [--delta D] [--schedule LOG] [--see needed|read] [--batch 32] [--max-len-a 1.2] [--max-len-b 10]
--        [--max-sentences N] [--output HYP] [--log instances.log] [--threads N] [--half-weights] [--device cpu|cuda]
--        [--source-interval-ms 300] [--json metrics.json] [--no-checks]
-- Source words arrive one at a time (the subwords of a word together, </s> with the last
-- word); the policy decides READ or WRITE; the decoder writes greedily with incremental
-- state. Prints BLEU (sacreBLEU's default, with --ref) and the latency metrics at word and
-- subword level (AL with the reference length when --ref is given, as SimulEval; AL_hyp
-- with the hypothesis length, as fairseq and the GMA code; CW as the GMA code, CW13 as the
-- paper's eq. 13). --log writes a SimulEval-style instance log (JSON lines).
-- Without --policy, a model trained with wait-k uses its training k, a model with GMA
-- cross-attention the GMA policy (with its training delta unless --delta), others "full".
-- --policy schedule --schedule LOG replays another run's instance log: sentence by
-- sentence, the source tokens its decoder attended to (visible_subword), so this model
-- reads the same words and sees the same tokens (e.g. a wait-k model on a GMA run's
-- schedule: the two models at identical latency).
-- Computation-aware latency (docs/streaming-eval.md): every read, decoder step and write is
-- timed with a monotonic clock; AL_CA etc. are printed beside the plain metrics, with
-- source units arriving every --source-interval-ms. Each metrics line is followed by its
-- signature (the definitions used, xattn's version); the configuration hash (model
-- weights, decoding options, policy, data, definitions) is printed with the scores.
-- Sanity checks (BPE markers or tokenisation left in the references) warn on stderr
-- unless --no-checks.
-- Under mpirun (docs/distributed.md) the ranks share out the batches; rank 0 prints and
-- writes the metrics of the whole set, the same as one process (the timings aside).
local xa = require "xattn"
local mt = xa.mt
local simt = xa.simt
local lat = xa.latency

local cli = require "xattn.cli"

local o = cli.parse{
  name = "simulate.lua",
  usage = "--model CKPT --input SRC [--ref REF] [--policy waitk|gma|full|schedule] [options]",
  summary = "Streaming (simultaneous) translation of a test set: source words arrive one at a time, "
    .. "the policy reads or writes, the decoder writes greedily. Prints BLEU (with --ref) and the "
    .. "latency metrics at word and subword level, plain and computation-aware.",
  options = {
    {"model", "file", metavar = "CKPT", required = true, help = "the model"},
    {"input", "file", metavar = "SRC", required = true, help = "source sentences, one per line"},
    {"ref", "file", metavar = "REF", help = "their references: BLEU, and AL with the reference length"},
    {"policy", "choice", values = {"waitk", "gma", "full", "schedule"},
     default_text = "default: the model's training policy: waitk for wait-k models, gma for GMA models, else full",
     help = "the read/write policy"},
    {"k", "int", min = 1, default_text = "default: the training k", help = "k of --policy waitk"},
    {"delta", "number", min = 0, default_text = "default: the training delta", help = "delta of --policy gma"},
    {"gma-layers", "string", metavar = "all|last|L1,L2,...", default = "all",
     help = "--policy gma: the decoder layers whose g(i) sets the reads (every layer still attends to what it needs, "
       .. "up to what was read)"},
    {"schedule", "file", metavar = "LOG", help = "--policy schedule: the instance log (--log) of another run "
       .. "on the same input, whose schedule (the tokens its decoder attended to, visible_subword) this model replays"},
    {"see", "choice", values = {"needed", "read"}, default = "needed",
     help = "what the decoder sees: the tokens the policy needs, or all it has read"},
    {"batch", "int", min = 1, default = 32, help = "sentences simulated together"},
    {"max-len-a", "number", min = 0, default = 1.2, metavar = "A", help = "at most A * source length + B target tokens"},
    {"max-len-b", "number", default = 10, metavar = "B", help = "see --max-len-a"},
    {"max-sentences", "int", min = 1, default_text = "default: all", help = "use the first N sentences"},
    {"output", "outfile", metavar = "HYP", help = "write the translations here"},
    {"log", "outfile", help = "write a SimulEval-style instance log (JSON lines; scripts/rescore.lua reads it)"},
    {"json", "outfile", help = "write the metrics as JSON"},
    {"source-interval-ms", "number", gt = 0, metavar = "MS", default = lat.DEFAULT_INTERVAL_MS,
     help = "milliseconds between source units, for the computation-aware metrics"},
    {"word-units", "choice", values = {"raw", "tokens"}, default = "raw",
     help = "word-level units: raw = the white-space words of the source line and of the detokenised "
       .. "translation (SimulEval's), tokens = the words of the model's tokenisation"},
    {"ref-count", "choice", values = {"simuleval", "xattn"}, default = "simuleval",
     help = "word-level reference lengths: simuleval = reference.split(\" \"), xattn = the model's tokenisation"},
    {"empty", "choice", values = {"skip", "zero"}, default = "skip",
     help = "an empty translation: skip = left out of the latency means (SimulEval, counted and said), zero = scores 0"},
    {"delays", "choice", values = {"read", "attended"}, default = "read",
     help = "what a delay counts: the source units read when a target unit was written, or those the "
       .. "decoder attended to (the GMA authors' count)"},
    {"bleu-lc", "flag", help = "case-insensitive BLEU (sacreBLEU's -lc)"},
    {"no-checks", "flag", help = "no sanity warnings on the references"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    cli.device_option(),
    cli.half_weights_option(),
  },
}
local dist = cli.try(xa.dist.init)
local main = dist.is_main()
if o.threads then xa.set_threads(o.threads) end
cli.check_half_weights(o.half_weights, o.device)
cli.check_device(o.device)
local se = require "xattn.streameval"
local interval = o.source_interval_ms
if o.k and o.policy and o.policy ~= "waitk" then cli.die("--k goes with --policy waitk") end
if o.delta and o.policy and o.policy ~= "gma" then cli.die("--delta goes with --policy gma") end
local gma_layers = o.gma_layers
if gma_layers ~= "all" and gma_layers ~= "last" then
  local l = {}
  for f in gma_layers:gmatch("[^,]+") do
    local v = math.tointeger(tonumber(f))
    if not v or v < 1 then cli.die(("--gma-layers: all, last or decoder layers like 2,3; got '%s'"):format(o.gma_layers)) end
    l[#l + 1] = v
  end
  if #l == 0 then cli.die(("--gma-layers: all, last or decoder layers like 2,3; got '%s'"):format(o.gma_layers)) end
  gma_layers = l
end
if o.gma_layers ~= "all" and o.policy and o.policy ~= "gma" then cli.die("--gma-layers goes with --policy gma") end
if (o.policy == "schedule") ~= (o.schedule ~= nil) then
  cli.die("--policy schedule and --schedule LOG go together (the log of the run whose reads are replayed)")
end

local n = o.max_sentences
local srcs = cli.read_lines(o.input, "--input", n)
if #srcs == 0 then cli.die(("--input %s is empty: nothing to simulate"):format(o.input)) end
local refs = o.ref and cli.read_lines(o.ref, "--ref", n) or nil
if refs and #refs ~= #srcs then
  cli.die(("--ref %s has %d lines but --input %s has %d"):format(o.ref, #refs, o.input, #srcs))
end

local sys = cli.try(mt.load, o.model)
if sys.model.is_nat then
  cli.die(("%s is a CMLM (non-autoregressive, model.arch cmlm): simultaneous translation needs an "
    .. "autoregressive model; translate it with translate.lua"):format(o.model))
end
local policy
local trained = sys.cfg.train.simt
local has_gma = false
for _, layer in ipairs(sys.model.decoder.layers) do
  for _, p in ipairs(rawget(layer.cross, "parts") or {}) do if p.kind == "gma" then has_gma = true end end
end
local choice = o.policy or (trained.policy == "waitk" and "waitk") or (has_gma and "gma") or "full"
if o.k and choice ~= "waitk" then cli.die(("--k goes with --policy waitk (the model's policy is %s)"):format(choice)) end
if o.delta and choice ~= "gma" then cli.die(("--delta goes with --policy gma (the model's policy is %s)"):format(choice)) end
if choice ~= "full" and sys.cfg.model.encoder ~= "unidirectional" then
  cli.die(("--policy %s needs a model with a unidirectional encoder (model.encoder = \"unidirectional\"); "
    .. "%s reads the whole source first: use --policy full"):format(choice, o.model))
end
if choice == "schedule" then
  -- the reads of another run: its instance log, one JSON object per sentence (0-based index)
  local d, line_no = {}, 0
  for line in io.lines(o.schedule) do
    line_no = line_no + 1
    if line:match("%S") then
      local ok, x = pcall(xa.json.decode, line)
      if not ok or type(x) ~= "table" or math.type(x.index) ~= "integer" or type(x.visible_subword) ~= "table" then
        cli.die(("--schedule %s, line %d: not an instance log line of simulate.lua (index and visible_subword)")
          :format(o.schedule, line_no))
      end
      d[x.index + 1] = x.visible_subword
    end
  end
  for i = 1, #srcs do
    if not d[i] then cli.die(("--schedule %s has no sentence %d (index %d) of the %d to simulate"):format(o.schedule, i, i - 1, #srcs)) end
  end
  policy = cli.try(simt.schedule, d)
elseif choice == "waitk" then
  local k = o.k or math.tointeger(trained.k) or 3
  policy = simt.waitk{k = k}
elseif choice == "gma" then
  if not has_gma then
    cli.die("--policy gma needs a model with GMA cross-attention (trained with --model.cross '{\"family\": \"gma\"}')")
  end
  if o.delta then simt.set_delta(sys.model, o.delta) end
  if type(gma_layers) == "table" then
    local n = #sys.model.decoder.layers
    for _, l in ipairs(gma_layers) do
      if l > n then cli.die(("--gma-layers: layer %d, but %s has %d decoder layers"):format(l, o.model, n)) end
    end
  end
  policy = simt.gma{layers = gma_layers}
else
  policy = simt.full()
end
if refs and not o.no_checks and main then se.warn(se.check_references(refs)) end
sys.model:to(o.device)

local t0 = xa.clock()
local guard <close> = cli.interrupts()
local run = sys:simulate(srcs, policy, {batch = o.batch, see = o.see, max_len_a = o.max_len_a, max_len_b = o.max_len_b,
  word_units = o.word_units, dist = true})
local dt = xa.clock() - t0

-- the instance log (also the source of the predictions and reference lengths)
local ins = se.instances(sys, srcs, refs, run, {ref_count = o.ref_count, empty = o.empty})
local hyps = {}
for k, x in ipairs(ins) do hyps[k] = x.prediction end
local ref_words, ref_tokens
if refs then
  ref_words, ref_tokens = {}, {}
  for k, x in ipairs(ins) do
    ref_words[k] = o.ref_count == "xattn" and x.reference_length_tokens or x.reference_length
    ref_tokens[k] = x.reference_length_subword
  end
end
local L = simt.latency(run, {ref_words = ref_words, ref_tokens = ref_tokens, interval_ms = interval,
  ref_count = o.ref_count, empty = o.empty, delays = o.delays})

-- what the scores depend on: the weights, the decoding setup, the data, the definitions
local config = {xattn = xa.version, model = se.model_id(o.model), policy = run.policy, k = policy.k, delta = o.delta, see = o.see,
  schedule = policy.needs and se.hash(policy.needs) or nil,
  max_len_a = o.max_len_a, max_len_b = o.max_len_b, batch = run.batch,
  threads = xa.threads(), device = o.device ~= "cpu" and o.device or nil, half_weights = o.half_weights or nil,
  source_interval_ms = interval, input = se.hash(srcs),
  ref = refs and se.hash(refs) or nil, bleu_lc = o.bleu_lc or nil, latency = {L.word.signature, L.subword.signature}}
local chash = se.config_hash(config)
if not main then return end -- rank 0 reports
if refs and not o.no_checks then se.warn(se.check_reference_units(ins, {ref_count = o.ref_count})) end
for _, x in ipairs(ins) do x.config_hash = chash end

if o.output then cli.write_file(o.output, function(f) for _, h in ipairs(hyps) do f:write(h, "\n") end end) end
if o.log then cli.try(se.write_log, o.log, ins) end

print(("policy %s: %d sentences in %.2f s (%.1f sentences/s; batch %d, %d decoder steps in %.0f ms)"):format(
  run.policy, #srcs, dt, #srcs / math.max(dt, 1e-9), run.batch, run.steps, run.step_ms))
local b
if refs then
  b = xa.metrics.bleu(hyps, refs, {lowercase = o.bleu_lc})
  print(b:format())
  print("  signature: " .. b.signature)
end
print("word    " .. L.word:format())
print("  signature: " .. L.word.signature)
print("subword " .. L.subword:format())
print("  signature: " .. L.subword.signature)
-- GMA: which layer's g_l(i) set the reads (docs/gma-review.md, H1)
local gl = simt.gma_layers(run)
if gl then
  local parts = {}
  for l = 1, gl.layers do
    parts[#parts + 1] = ("layer %d sets it at %.1f%%, lags %.2f"):format(l, 100 * gl.argmax[l], gl.lag[l] or 0 / 0)
  end
  print(("GMA layers (%d target tokens): %s (source tokens read beyond the layer's g(i))"):format(gl.steps,
    table.concat(parts, "; ")))
end
print("config hash " .. chash)
if o.json then
  cli.try(xa.json.write, o.json, {config_hash = chash, config = config, sentences = #srcs, seconds = dt,
    bleu = b and {score = b.score, signature = b.signature} or nil,
    word = L.word:table(), subword = L.subword:table(), gma_layers = gl})
end
