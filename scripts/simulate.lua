-- Streaming (simultaneous translation) simulation of a trained model.
--   xattn scripts/simulate.lua --model CKPT --input SRC [--ref REF] [--policy waitk|gma|full]
--        [--k 3] [--delta D] [--see needed|read] [--batch 32] [--max-len-a 1.2] [--max-len-b 10]
--        [--max-sentences N] [--output HYP] [--log instances.log] [--threads N]
--        [--source-interval-ms 300] [--json metrics.json] [--no-checks]
-- Source words arrive one at a time (the subwords of a word together, </s> with the last
-- word); the policy decides READ or WRITE; the decoder writes greedily with incremental
-- state. Prints BLEU (sacreBLEU's default, with --ref) and the latency metrics at word and
-- subword level (AL with the reference length when --ref is given, as SimulEval; AL_hyp
-- with the hypothesis length, as fairseq and the GMA code; CW as the GMA code, CW13 as the
-- paper's eq. 13). --log writes a SimulEval-style instance log (JSON lines).
-- Without --policy, a model trained with wait-k uses its training k, a model with GMA
-- cross-attention the GMA policy (with its training delta unless --delta), others "full".
-- Computation-aware latency (docs/streaming-eval.md): every read, decoder step and write is
-- timed with a monotonic clock; AL_CA etc. are printed beside the plain metrics, with
-- source units arriving every --source-interval-ms. Each metrics line is followed by its
-- signature (the definitions used, xattn's version); the configuration hash (model
-- weights, decoding options, policy, data, definitions) is printed with the scores.
-- Sanity checks (BPE markers or tokenisation left in the references) warn on stderr
-- unless --no-checks.
local xa = require "xattn"
local mt = xa.mt
local simt = xa.simt
local lat = xa.latency

local usage = [=[usage: xattn scripts/simulate.lua --model CKPT --input SRC [--ref REF] [--policy waitk|gma|full]
       [--k K] [--delta D] [--see needed|read] [--batch N] [--max-len-a X] [--max-len-b N] [--max-sentences N]
       [--output FILE] [--log FILE] [--threads N] [--source-interval-ms MS] [--json FILE] [--no-checks]]=]
local numeric = {k = true, delta = true, batch = true, ["max-len-a"] = true, ["max-len-b"] = true,
                 ["max-sentences"] = true, threads = true, ["source-interval-ms"] = true}
local strings = {model = true, input = true, ref = true, policy = true, see = true, output = true, log = true,
                 json = true}
local o = {}
local i = 1
while arg[i] do
  local a = arg[i]
  if a == "-h" or a == "--help" then print(usage) os.exit(0) end
  if a == "--no-checks" then o.no_checks = true; i = i + 1; goto continue end
  local key = a:match("^%-%-(.+)$")
  if not key or arg[i + 1] == nil or not (numeric[key] or strings[key]) then
    io.stderr:write("simulate.lua: bad argument '", a, "'\n", usage, "\n") os.exit(1)
  end
  local v = arg[i + 1]
  if numeric[key] then
    v = tonumber(v)
    if not v then io.stderr:write("simulate.lua: --", key, " needs a number\n") os.exit(1) end
  end
  o[key:gsub("%-", "_")] = v
  i = i + 2
  ::continue::
end
if not o.model or not o.input then io.stderr:write("simulate.lua: --model and --input are required\n", usage, "\n") os.exit(1) end
if o.threads then xa.set_threads(math.tointeger(o.threads) or 1) end
local se = require "xattn.streameval"
local interval = o.source_interval_ms or lat.DEFAULT_INTERVAL_MS
if interval <= 0 then io.stderr:write("simulate.lua: --source-interval-ms must be > 0\n") os.exit(1) end

local sys = mt.load(o.model)
local policy
local trained = sys.cfg.train.simt
local has_gma = false
for _, layer in ipairs(sys.model.decoder.layers) do
  for _, p in ipairs(rawget(layer.cross, "parts") or {}) do if p.kind == "gma" then has_gma = true end end
end
if o.policy == "waitk" or (o.policy == nil and trained.policy == "waitk") then
  local k = math.tointeger(o.k or trained.k)
  if not k or k < 1 then io.stderr:write("simulate.lua: --k must be a positive integer\n") os.exit(1) end
  policy = simt.waitk{k = k}
elseif o.policy == "gma" or (o.policy == nil and has_gma) then
  if not has_gma then
    io.stderr:write("simulate.lua: --policy gma needs a model with GMA cross-attention (model.cross = {\"family\": \"gma\"})\n")
    os.exit(1)
  end
  if o.delta then
    if o.delta < 0 then io.stderr:write("simulate.lua: --delta must be >= 0\n") os.exit(1) end
    simt.set_delta(sys.model, o.delta)
  end
  policy = simt.gma()
elseif o.policy == nil or o.policy == "full" then policy = simt.full()
else io.stderr:write("simulate.lua: --policy must be waitk, gma or full\n") os.exit(1) end

local n = o.max_sentences and math.tointeger(o.max_sentences) or nil
local srcs = xa.data.read_lines(o.input, n)
local refs = o.ref and xa.data.read_lines(o.ref, n) or nil
if refs and #refs ~= #srcs then
  io.stderr:write(("simulate.lua: %d references for %d sources\n"):format(#refs, #srcs)) os.exit(1)
end
if refs and not o.no_checks then se.warn(se.check_references(refs)) end

local t0 = xa.clock()
local ok, run = pcall(sys.simulate, sys, srcs, policy, {batch = o.batch and math.tointeger(o.batch),
  see = o.see, max_len_a = o.max_len_a, max_len_b = o.max_len_b})
if not ok then io.stderr:write("simulate.lua: ", tostring(run), "\n") os.exit(1) end
local dt = xa.clock() - t0

-- the instance log (also the source of the predictions and reference lengths)
local ins = se.instances(sys, srcs, refs, run)
local hyps = {}
for k, x in ipairs(ins) do hyps[k] = x.prediction end
local ref_words, ref_tokens
if refs then
  ref_words, ref_tokens = {}, {}
  for k, x in ipairs(ins) do ref_words[k], ref_tokens[k] = x.reference_length, x.reference_length_subword end
end
local L = simt.latency(run, {ref_words = ref_words, ref_tokens = ref_tokens, interval_ms = interval})

-- what the scores depend on: the weights, the decoding setup, the data, the definitions
local config = {xattn = xa.version, model = se.model_id(o.model), policy = run.policy, k = policy.k, delta = o.delta, see = o.see or "needed",
  max_len_a = o.max_len_a or 1.2, max_len_b = o.max_len_b or 10, batch = run.batch,
  threads = xa.threads(), source_interval_ms = interval, input = se.hash(srcs),
  ref = refs and se.hash(refs) or nil, latency = {L.word.signature, L.subword.signature}}
local chash = se.config_hash(config)
for _, x in ipairs(ins) do x.config_hash = chash end

if o.output then
  local f = assert(io.open(o.output, "w"))
  for _, h in ipairs(hyps) do f:write(h, "\n") end
  f:close()
end
if o.log then se.write_log(o.log, ins) end

print(("policy %s: %d sentences in %.2f s (%.1f sentences/s; batch %d, %d decoder steps in %.0f ms)"):format(
  run.policy, #srcs, dt, #srcs / math.max(dt, 1e-9), run.batch, run.steps, run.step_ms))
local b
if refs then
  b = xa.metrics.bleu(hyps, refs)
  print(b:format())
  print("  signature: " .. b.signature)
end
print("word    " .. L.word:format())
print("  signature: " .. L.word.signature)
print("subword " .. L.subword:format())
print("  signature: " .. L.subword.signature)
print("config hash " .. chash)
if o.json then
  xa.json.write(o.json, {config_hash = chash, config = config, sentences = #srcs, seconds = dt,
    bleu = b and {score = b.score, signature = b.signature} or nil,
    word = L.word:table(), subword = L.subword:table()})
end
