-- Machine translation pipeline: what train.lua, translate.lua and the REPL share.
--   local mt = require "xattn.mt"
--   local sys = mt.load("runs/demo/checkpoint_best.xa")   -- model + vocabularies + BPE
--   print(sys:translate({"In the beginning God created the heaven and the earth."})[1])
-- A "system" bundles the model with everything needed to go from raw text to raw text.
local xa = require "xattn"

local mt = {}

-- ---- configuration --------------------------------------------------------------
-- Defaults for every key train.lua understands; a config file or --key value overrides
-- them. Unknown keys are errors (a typo must not silently train the wrong model).
mt.defaults = {
  name = "model",
  data = {
    dir = "data/kjv-en-es", src = "en", tgt = "es",
    train = "train", valid = "valid", test = "test",
    tokenize = true,                  -- Moses-like tokenisation before BPE
    bpe = 8000,                       -- number of joint BPE merges; 0 = no BPE
    max_len = 128,                    -- drop training pairs longer than this (subwords)
    max_lines = 0,                    -- 0 = all lines of the training files
  },
  model = {
    d = 256, heads = 4, ffn = 1024, enc_layers = 3, dec_layers = 3,
    dropout = 0.1, attn_dropout = 0.0, relu_dropout = 0.0, norm = "post",
    share_embeddings = false, tie_output = true,
    cross = "dot",                    -- cross-attention: a family name, {family = "gmm", K = 4,
                                      -- ...} or {mix = {parts}, gate = ...} (docs/attention.md)
    cross_layers = "all",             -- or a list of decoder layers, e.g. [3, 4]
    encoder = "bidirectional",        -- "unidirectional" (causal) for simultaneous translation
    latent = false,                   -- zero-order latent alignment output layer:
                                      -- {"K": 6, "renorm": false} (or true) turns it on
  },
  train = {
    max_tokens = 4096, update_freq = 1, lr = 5e-4, warmup = 4000, init_lr = 1e-7,
    betas = {0.9, 0.98}, eps = 1e-8, weight_decay = 0.0, clip = 0.0, label_smoothing = 0.1,
    max_updates = 0, max_epochs = 0, max_time = 0, seed = 1, threads = 0,
    simt = {policy = "none", k = 3},  -- "waitk": prefix-to-prefix training, target i sees
                                      -- the first min(k + i - 1, J) source tokens
    nan = "stop",                     -- a NaN/Inf loss or gradient: "stop" (an error naming
                                      -- the update and parameter) or "skip" the update
    nan_skips = 100,                  -- with "skip": stop after this many skips in a row
  },
  valid = {every = 1000, bleu = true, max_sentences = 200, beam = 1},
  test = {beam = 5, lenpen = 1.0, max_len_a = 1.2, max_len_b = 10, max_sentences = 0},
  save = {dir = "runs", every = 0, keep_last = 2},
  log = {every = 100},
}

local function deepcopy(v)
  if type(v) ~= "table" then return v end
  local r = {}
  for k, x in pairs(v) do r[k] = deepcopy(x) end
  return r
end
mt.deepcopy = deepcopy

-- keys whose value may be a string or a table; attention.from_config checks them
local FREE = {["model.cross"] = true, ["model.cross_layers"] = true, ["model.latent"] = true}

-- merge src into dst, refusing keys the defaults do not have
local function merge(dst, src, path)
  for k, v in pairs(src) do
    local where = path == "" and k or path .. "." .. k
    if dst[k] == nil then error(("config: unknown key '%s'"):format(where), 0) end
    if FREE[where] then dst[k] = deepcopy(v)
    elseif type(dst[k]) == "table" and #dst[k] == 0 and type(v) == "table" then merge(dst[k], v, where)
    else
      if type(v) ~= type(dst[k]) and not (type(dst[k]) == "number" and type(v) == "number") then
        error(("config: '%s' must be a %s, got %s"):format(where, type(dst[k]), type(v)), 0)
      end
      dst[k] = v
    end
  end
  return dst
end

-- set a dotted key ("train.lr") from a command-line string
local function set_path(cfg, key, text)
  local t, last = cfg, nil
  local parts = {}
  for p in key:gmatch("[^.]+") do parts[#parts + 1] = p end
  for i = 1, #parts - 1 do
    t = t[parts[i]]
    if type(t) ~= "table" then error(("config: unknown key '%s'"):format(key), 0) end
  end
  last = parts[#parts]
  local old = t[last]
  if old == nil then error(("config: unknown key '%s'"):format(key), 0) end
  local v
  if FREE[key] then
    if text:match("^%s*[%[{]") then
      local ok, dec = pcall(xa.json.decode, text)
      if not ok then error(("config: '%s' is not valid JSON: %s"):format(key, tostring(dec)), 0) end
      v = dec
    else v = text end
  elseif type(old) == "number" then
    v = tonumber(text)
    if not v then error(("config: '%s' needs a number, got '%s'"):format(key, text), 0) end
  elseif type(old) == "boolean" then
    if text == "true" or text == "1" then v = true
    elseif text == "false" or text == "0" then v = false
    else error(("config: '%s' needs true or false, got '%s'"):format(key, text), 0) end
  elseif type(old) == "table" then
    local ok, dec = pcall(xa.json.decode, text)
    if not ok or type(dec) ~= "table" then
      error(("config: '%s' needs a JSON array, got '%s'"):format(key, text), 0)
    end
    v = dec
  else
    v = text
  end
  t[last] = v
end

-- config from defaults, an optional JSON file (or a table, e.g. a checkpoint's config),
-- and {key = string} overrides in order
function mt.config(file, overrides)
  local cfg = deepcopy(mt.defaults)
  if type(file) == "table" then
    merge(cfg, deepcopy(file), "")
  elseif file then
    local ok, j = pcall(xa.json.read, file)
    if not ok then error(("config: cannot read '%s': %s"):format(file, tostring(j)), 0) end
    if type(j) ~= "table" then error(("config: '%s' must hold a JSON object"):format(file), 0) end
    merge(cfg, j, "")
  end
  for _, kv in ipairs(overrides or {}) do set_path(cfg, kv[1], kv[2]) end
  return cfg
end

-- The first parameter (in named_parameters order) whose gradient (what = "grad", the
-- default) or value (what = "value") holds a NaN or an infinity: its name and "NaN" or
-- "Inf"; nil when every one is finite. Used by train.lua's guard (train.nan).
function mt.first_nonfinite(model, what)
  return xa.no_grad(function()
    for _, np in ipairs(model:named_parameters()) do
      local t = np[2]
      if what ~= "value" then t = t.grad end
      if t and t:numel() > 0 then
        local s = (t - t):sum():item() -- 0 unless some element is NaN or infinite
        if s ~= 0 then return np[1], t:ne(t):any():item() and "NaN" or "Inf" end
      end
    end
    return nil
  end)
end

-- ---- text <-> ids ----------------------------------------------------------------
local System = {}
System.__index = System
mt.System = System

-- raw line -> subword tokens
function System:preprocess(line, side)
  local toks
  if self.cfg.data.tokenize then toks = xa.text.tokenize(line)
  else
    toks = {}
    for w in line:gmatch("%S+") do toks[#toks + 1] = w end
  end
  if self.bpe then toks = self.bpe:apply(toks) end
  return toks
end

-- the number of words of a line as the system counts them (its tokenisation, before BPE):
-- the unit of word-level latency, so that reference, hypothesis and source words agree
function System:count_words(line, side)
  if self.cfg.data.tokenize then return #xa.text.tokenize(line) end
  local c = 0
  for _ in line:gmatch("%S+") do c = c + 1 end
  return c
end

-- subword tokens -> raw line
function System:postprocess(toks)
  local s = table.concat(toks, " ")
  if self.bpe then s = xa.bpe.unbpe(s) end
  if self.cfg.data.tokenize then
    local words = {}
    for w in s:gmatch("%S+") do words[#words + 1] = w end
    s = xa.text.detokenize(words)
  end
  return s
end

-- translate a list of raw lines; opts: beam (1 = greedy), lenpen, max_len_a, max_len_b,
-- batch (sentences per batch), nbest, policy (an xattn.simt policy: streaming greedy
-- decoding under it, see System:simulate). Returns detokenised strings (and, with nbest > 1,
-- a list of lists), in input order; sentences are batched by length.
function System:translate(lines, opts)
  opts = opts or {}
  if type(lines) == "string" then lines = {lines} end
  if opts.policy then
    local run = self:simulate(lines, opts.policy, opts)
    local out = {}
    for i, h in ipairs(run.hyps) do out[i] = self:detok_ids(h) end
    return out
  end
  local beam = opts.beam or 1
  local bs = opts.batch or 32
  local model = self.model
  local was_training = model.training
  model:eval()
  local enc = {}
  for i, line in ipairs(lines) do
    enc[i] = self.src_vocab:encode(self:preprocess(line, "src"))
  end
  local order = {}
  for i = 1, #lines do order[i] = i end
  table.sort(order, function(a, b)
    if #enc[a] ~= #enc[b] then return #enc[a] > #enc[b] end -- longest first
    return a < b
  end)
  local out = {}
  xa.no_grad(function()
    for s = 1, #order, bs do
      local idx, batch = {}, {}
      for k = s, math.min(s + bs - 1, #order) do
        idx[#idx + 1] = order[k]
        batch[#batch + 1] = enc[order[k]]
      end
      local src = xa.data.collate(batch, {eos = true}) -- ids, </s>, then <pad>: as in training
      local so = {max_len_a = opts.max_len_a or 1.2, max_len_b = opts.max_len_b or 10}
      local hyps
      if beam <= 1 then
        hyps = xa.search.greedy(model, src, so)
        for k, h in ipairs(hyps) do out[idx[k]] = {self:detok_ids(h)} end
      else
        so.beam, so.lenpen, so.nbest = beam, opts.lenpen or 1.0, opts.nbest or 1
        hyps = xa.search.beam(model, src, so)
        for k, nb in ipairs(hyps) do
          local r = {}
          for n, h in ipairs(nb) do r[n] = self:detok_ids(h.tokens) end
          out[idx[k]] = r
        end
      end
    end
  end)
  if was_training then model:train() end
  local res = {}
  for i = 1, #lines do res[i] = (opts.nbest or 1) > 1 and out[i] or out[i][1] end
  return res
end

-- simulate(lines, policy [, opts]) -> xattn.simt.simulate's run over raw source lines
-- (words from the BPE "@@" marks of both vocabularies)
function System:simulate(lines, policy, opts)
  opts = opts or {}
  local srcs = {}
  for i, line in ipairs(lines) do srcs[i] = self.src_vocab:encode(self:preprocess(line, "src")) end
  return xa.simt.simulate(self.model, srcs, policy, {batch = opts.batch, max_len_a = opts.max_len_a,
    max_len_b = opts.max_len_b, see = opts.see, src_vocab = self.src_vocab, tgt_vocab = self.tgt_vocab})
end

-- stream_eval(lines, refs | nil, policy [, opts]) -> {run, hyps (detokenised), bleu (or nil),
-- latency = {word, subword} (AL with the reference length when refs are given; opts.delays
-- = "read" | "attended" as simt.latency), seconds}
function System:stream_eval(lines, refs, policy, opts)
  if refs and #refs ~= #lines then
    error(("stream_eval: %d references for %d sources"):format(#refs, #lines), 2)
  end
  local t0 = xa.clock()
  local run = self:simulate(lines, policy, opts)
  local dt = xa.clock() - t0
  local hyps = {}
  for k, h in ipairs(run.hyps) do hyps[k] = self:detok_ids(h) end
  local ref_words, ref_tokens
  if refs then
    ref_words, ref_tokens = {}, {}
    for k, r in ipairs(refs) do
      ref_words[k], ref_tokens[k] = self:count_words(r, "tgt"), #self:preprocess(r, "tgt")
    end
  end
  return {run = run, hyps = hyps, bleu = refs and xa.metrics.bleu(hyps, refs) or nil,
          latency = xa.simt.latency(run, {ref_words = ref_words, ref_tokens = ref_tokens, delays = opts.delays}),
          seconds = dt}
end

function System:detok_ids(ids)
  return self:postprocess(self.tgt_vocab:decode(ids))
end

-- ---- building, saving, loading -------------------------------------------------------
local function cross_layers(v)
  if v == "all" then return v end
  if type(v) ~= "table" then
    error("config: model.cross_layers must be \"all\" or a list of decoder layers, got " .. tostring(v), 0)
  end
  local r = {}
  for i, x in ipairs(v) do
    if math.type(x) ~= "integer" and not (type(x) == "number" and x == math.floor(x)) then
      error("config: model.cross_layers must list integers, got " .. tostring(x), 0)
    end
    r[i] = math.tointeger(x)
  end
  return r
end

function mt.build_model(cfg, src_vocab, tgt_vocab)
  local m = cfg.model
  return xa.nn.Transformer{
    vocab = {src = #src_vocab, tgt = #tgt_vocab}, d = m.d, heads = m.heads, ffn = m.ffn,
    layers = {enc = m.enc_layers, dec = m.dec_layers}, dropout = m.dropout,
    attn_dropout = m.attn_dropout, relu_dropout = m.relu_dropout, norm = m.norm,
    share_embeddings = m.share_embeddings, tie_output = m.tie_output,
    cross = xa.attention.from_config(m.cross), cross_layers = cross_layers(m.cross_layers),
    encoder = m.encoder,
    latent = require("xattn.attention.latent").options(m.latent, "config: model.latent"),
  }
end

-- the training-time SiMT policy of a config: nil ("none") or an xattn.simt policy
function mt.simt_policy(cfg)
  local s = cfg.train.simt
  if s.policy == "none" then return nil end
  if s.policy ~= "waitk" then
    error(("config: train.simt.policy must be \"none\" or \"waitk\", got %s"):format(tostring(s.policy)), 0)
  end
  local k = math.tointeger(s.k)
  if not k or k < 1 then error("config: train.simt.k must be a positive integer, got " .. tostring(s.k), 0) end
  if cfg.model.encoder ~= "unidirectional" then
    error("config: train.simt.policy = \"waitk\" needs model.encoder = \"unidirectional\"", 0)
  end
  return xa.simt.waitk{k = k}
end

-- the loss's visible limits for a batch under the config's SiMT training policy, or nil:
-- wait-k: target position i sees source tokens 1 .. min(k + i - 1, J)
function mt.train_visible(cfg, batch)
  local p = mt.simt_policy(cfg)
  if not p then return nil end
  return xa.simt.waitk_visible(batch.src_pad, batch.tgt_in:size(2), p.k)
end

-- tensors of a model (and optional optimizer) for a checkpoint
function mt.model_tensors(model, into, prefix)
  into = into or {}
  for _, np in ipairs(model:named_parameters()) do into[(prefix or "model.") .. np[1]] = np[2] end
  return into
end

-- load a model's parameters from checkpoint tensors (shapes checked)
function mt.load_params(model, tensors, prefix)
  prefix = prefix or "model."
  xa.no_grad(function()
    for _, np in ipairs(model:named_parameters()) do
      local name, p = np[1], np[2]
      local t = tensors[prefix .. name]
      if not t then error(("checkpoint: parameter '%s' is missing"):format(name), 0) end
      local ps, ts = table.concat(p:shape(), ","), table.concat(t:shape(), ",")
      if ps ~= ts then
        error(("checkpoint: parameter '%s' has shape (%s) in the file, (%s) in the model")
          :format(name, ts, ps), 0)
      end
      p:copy_(t)
    end
  end)
end

function mt.new_system(cfg, src_vocab, tgt_vocab, bpe, model)
  return setmetatable({cfg = cfg, src_vocab = src_vocab, tgt_vocab = tgt_vocab, bpe = bpe,
                       model = model or mt.build_model(cfg, src_vocab, tgt_vocab)}, System)
end

-- the meta table stored in every checkpoint: enough to rebuild the system anywhere
function System:meta()
  return {
    xattn = xa.version, config = self.cfg,
    src_vocab = self.src_vocab:to_table(), tgt_vocab = self.tgt_vocab:to_table(),
    bpe_codes = self.bpe and self.bpe:codes() or nil,
  }
end

function mt.load(path)
  local ck = xa.checkpoint.load(path)
  local meta = ck.meta
  if type(meta) ~= "table" or type(meta.config) ~= "table" then
    error(("%s: not an xattn translation checkpoint (no config in its header)"):format(path), 0)
  end
  local cfg = merge(deepcopy(mt.defaults), meta.config, "")
  xa.attention.upgrade_config(cfg.model, ck.tensors) -- configs of earlier versions' models
  local sv = xa.data.Vocab.from_table(meta.src_vocab)
  local tv = xa.data.Vocab.from_table(meta.tgt_vocab)
  local bpe = meta.bpe_codes and xa.bpe.from_codes(meta.bpe_codes) or nil
  local sys = mt.new_system(cfg, sv, tv, bpe)
  mt.load_params(sys.model, ck.tensors)
  sys.model:eval()
  return sys, ck
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("mt", mt, [[
xattn.mt -- the translation pipeline train.lua, translate.lua and the REPL share
  local sys = xattn.mt.load("runs/demo/checkpoint_best.xa")   -- model, vocabularies, BPE
  print(sys:translate({"In the beginning God created the heaven and the earth."})[1])
A system (mt.System) bundles the model with everything needed to go from raw text to raw
text. mt.defaults holds every configuration key train.lua understands (docs/training.md).]])
  doc("mt.load", mt.load, [[
mt.load(path) -> system, checkpoint
Loads a translation checkpoint written by train.lua: rebuilds the model from its config
(configs of earlier versions' models upgraded by attention.upgrade_config), the
vocabularies and the BPE codes in its header, loads the parameters (shapes checked) and
puts the model in eval mode. The second value is checkpoint.load's {tensors, meta}.]])
  doc("mt.config", mt.config, [[
mt.config([file | table] [, {{key, value}, ...}]) -> cfg
A configuration: mt.defaults, then a JSON file (or a table, e.g. a checkpoint's config),
then overrides of dotted keys given as strings ({"train.lr", "1e-3"}) in order. Unknown
keys and values of the wrong type are errors naming the key.]])
  doc("mt.deepcopy", mt.deepcopy, "mt.deepcopy(v) -> a deep copy of a table (other values as they are)")
  doc("mt.first_nonfinite", mt.first_nonfinite, [[
mt.first_nonfinite(model [, what="grad"]) -> name, "NaN" | "Inf" (or nil)
The first parameter (named_parameters order) whose gradient (what = "grad") or value
(what = "value") holds a NaN or an infinity; nil when all are finite.]])
  doc("mt.build_model", mt.build_model, [[
mt.build_model(cfg, src_vocab, tgt_vocab) -> nn.Transformer
The model a configuration describes (cfg.model: d, heads, ffn, enc_layers, dec_layers,
dropouts, norm, embeddings, cross, cross_layers, encoder, latent) for the vocabularies' sizes.]])
  doc("mt.simt_policy", mt.simt_policy, [[
mt.simt_policy(cfg) -> policy | nil
The training-time simultaneous policy of cfg.train.simt: nil for "none", simt.waitk{k} for
"waitk" (which needs model.encoder = "unidirectional").]])
  doc("mt.train_visible", mt.train_visible, [[
mt.train_visible(cfg, batch) -> visible (B,T) int64 | nil
The loss's visible limits for a batch under cfg's training policy: with wait-k, target
position i sees source tokens 1..min(k + i - 1, J).]])
  doc("mt.model_tensors", mt.model_tensors, [[
mt.model_tensors(model [, into={}, prefix="model."]) -> into
Adds the model's parameters to into under prefix .. name (the tensors of a checkpoint).]])
  doc("mt.load_params", mt.load_params, [[
mt.load_params(model, tensors [, prefix="model."])
Copies tensors[prefix .. name] into each parameter; a missing name or a different shape is
an error naming the parameter.]])
  doc("mt.new_system", mt.new_system, [[
mt.new_system(cfg, src_vocab, tgt_vocab, bpe | nil [, model]) -> system
A system from its parts (the model built from cfg when not given).]])
  doc("mt.System", System, [[
mt.System -- a translation system: fields cfg, model, src_vocab, tgt_vocab, bpe; methods
translate, simulate, stream_eval, preprocess, postprocess, detok_ids, count_words, meta]])
  doc("mt.System:preprocess", System.preprocess, [[
sys:preprocess(line [, side]) -> {subwords}
A raw line to the model's tokens: tokenised (text.tokenize, when cfg.data.tokenize) or
split at spaces, then BPE.]])
  doc("mt.System:postprocess", System.postprocess, "sys:postprocess(subwords) -> line: BPE joined back, detokenised when cfg.data.tokenize")
  doc("mt.System:detok_ids", System.detok_ids, "sys:detok_ids(ids) -> line: the target ids decoded (stopping at </s>) and postprocessed")
  doc("mt.System:count_words", System.count_words, [[
sys:count_words(line [, side]) -> n
The words of a line as the system counts them (its tokenisation, before BPE): the unit of
word-level latency, so that reference, hypothesis and source words agree.]])
  doc("mt.System:translate", System.translate, [[
sys:translate(lines | line [, {beam=1, lenpen=1.0, max_len_a=1.2, max_len_b=10, batch=32,
  nbest=1, policy=nil}]) -> {translations}
Translates raw lines in input order (batched by length; beam = 1: greedy search). With
nbest > 1 each entry is a list. policy (a simt policy): streaming greedy decoding under it
(sys:simulate).]])
  doc("mt.System:simulate", System.simulate, [[
sys:simulate(lines, policy [, {batch, max_len_a, max_len_b, see}]) -> run
simt.simulate over raw source lines, with the system's vocabularies (words from the BPE
"@@" marks).]])
  doc("mt.System:stream_eval", System.stream_eval, [[
sys:stream_eval(lines, refs | nil, policy [, {batch, max_len_a, max_len_b, see, delays="read"}])
  -> {run, hyps, bleu, latency, seconds}
Simulates, detokenises, scores BLEU (with refs) and latency at word and subword level
(simt.latency; AL with the reference length when refs are given; delays as simt.latency),
and times the run.]])
  doc("mt.System:meta", System.meta, [[
sys:meta() -> {xattn, config, src_vocab, tgt_vocab, bpe_codes}
The meta table stored in every checkpoint: enough to rebuild the system (mt.load).]])
end

return mt
