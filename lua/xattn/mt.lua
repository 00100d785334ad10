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
-- the words of word_units = "tokens" (a reference counted with ref_count = "xattn")
function System:count_words(line, side)
  if self.cfg.data.tokenize then return #xa.text.tokenize(line) end
  local c = 0
  for _ in line:gmatch("%S+") do c = c + 1 end
  return c
end

-- source_units(line) -> {subwords, raw = {sizes}, tok = {sizes}, raw_words, tok_words}:
-- the line's subword tokens (as preprocess) and how they group into words, in the two word
-- units of streaming latency: raw (the white-space words of the line, as SimulEval reads
-- a text source: line:gmatch("%S+")) and tok (the words of the system's tokenisation,
-- before BPE). raw[u] / tok[u] = the number of subwords of word u (their sum is
-- #subwords); raw_words / tok_words their strings.
function System:source_units(line)
  if type(line) ~= "string" then error("System:source_units: line must be a string, got " .. type(line), 2) end
  local raw = xa.text.split(line)
  local toks, per_raw
  if self.cfg.data.tokenize then
    toks, per_raw = xa.text.tokenize(line, {words = true})
  else
    toks, per_raw = raw, {}
    for u = 1, #raw do per_raw[u] = 1 end
  end
  if #per_raw ~= #raw then -- both split at ASCII white space
    error(("System:source_units: %d white-space words but the tokeniser found %d in %q"):format(#raw, #per_raw, line), 2)
  end
  local subs, per_tok
  if self.bpe then subs, per_tok = self.bpe:apply(toks, true)
  else
    subs, per_tok = toks, {}
    for t = 1, #toks do per_tok[t] = 1 end
  end
  local sizes, t = {}, 0
  for u, n in ipairs(per_raw) do
    local c = 0
    for _ = 1, n do t = t + 1; c = c + per_tok[t] end
    sizes[u] = c
  end
  return {subwords = subs, raw = sizes, tok = per_tok, raw_words = raw, tok_words = toks}
end

local PAD_ID, BOS_ID, EOS_ID = 1, 2, 3

-- subword strings (with their positions) -> the line and its groupings (see target_words)
local function detok(self, subs, pos)
  -- BPE merge: each token and the position of the subword that completes it (a piece
  -- ending in "@@" continues its token; as bpe.unbpe on the joined line)
  local toks, tok_ends, cur = {}, {}, nil
  local bpe = self.bpe ~= nil
  for k, s in ipairs(subs) do
    local cont = bpe and s:sub(-2) == "@@"
    if cont then s = s:sub(1, -3) end
    cur = (cur or "") .. s
    if not cont or k == #subs then
      if cur ~= "" then toks[#toks + 1] = cur; tok_ends[#toks] = pos and pos[k] or k end
      cur = nil
    end
  end
  local line, ends
  if self.cfg.data.tokenize then
    line, ends = xa.text.detokenize(toks, {words = true})
  else
    line, ends = table.concat(toks, " "), {}
    for w = 1, #toks do ends[w] = w end
  end
  local raw_ends = {}
  for w, t in ipairs(ends) do raw_ends[w] = tok_ends[t] end
  return {line = line, raw = raw_ends, tok = tok_ends, raw_words = xa.text.split(line), tok_words = toks}
end

-- subword tokens -> raw line
function System:postprocess(toks)
  return detok(self, toks).line
end

-- target_words(ids) -> {line, raw = {ends}, tok = {ends}, raw_words, tok_words}: the
-- detokenised hypothesis (= detok_ids(ids)) and which ids make each of its words: raw[w] =
-- the position in ids of the subword that completes white-space word w of the line (the
-- detokeniser reports it: "tierra" "." -> "tierra." is completed by the "."), tok[w] = the
-- same for the words of the system's tokenisation (BPE merged). <pad> and <s> belong to no
-- word; </s> ends the hypothesis (as Vocab:decode).
function System:target_words(ids)
  local subs, pos = {}, {}
  for p, id in ipairs(ids) do
    if id == EOS_ID then break end
    if id ~= PAD_ID and id ~= BOS_ID then subs[#subs + 1] = self.tgt_vocab:token(id); pos[#subs] = p end
  end
  return detok(self, subs, pos)
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

-- simulate(lines, policy [, opts]) -> xattn.simt.simulate's run over raw source lines.
-- opts.word_units: "raw" (default; "simuleval" says the same): a source word is a
-- white-space word of the raw line (all its tokens and subwords arrive together, </s> with
-- the last) and a target word a white-space word of the detokenised hypothesis, as
-- SimulEval counts them; "tokens": the words of the system's tokenisation (before BPE) on
-- both sides. The run's word-level fields (word_delays, src_words, ...) are in that unit;
-- run.words.raw and run.words.tok measure the same run in both (simt.latency's
-- word_units). Other opts: batch, max_len_a, max_len_b, see (as simt.simulate).
function System:simulate(lines, policy, opts)
  opts = opts or {}
  if type(lines) ~= "table" then error("System:simulate: lines must be a list of strings, got " .. type(lines), 2) end
  local simt = xa.simt
  local wu = simt.word_units(opts.word_units, "System:simulate")
  local srcs, units = {}, {}
  for i, line in ipairs(lines) do
    if type(line) ~= "string" then error(("System:simulate: line %d is a %s, not a string"):format(i, type(line)), 2) end
    units[i] = self:source_units(line)
    srcs[i] = self.src_vocab:encode(units[i].subwords)
  end
  local sizes = {}
  for i, u in ipairs(units) do sizes[i] = u[wu] end
  local tw = {}
  local function target(h)
    local t = tw[h]
    if not t then t = self:target_words(h); tw[h] = t end
    return t
  end
  local run = simt.simulate(self.model, srcs, policy, {batch = opts.batch, max_len_a = opts.max_len_a,
    max_len_b = opts.max_len_b, see = opts.see, src_units = sizes, word_units = wu,
    tgt_word_ends = function(h) return target(h)[wu] end})
  -- the same run measured in both word units, with the words' strings
  run.words = {}
  for _, u in ipairs{"raw", "tok"} do
    local m = {delays = {}, visible = {}, elapsed = {}, src_len = {}, hyp_len = {}, src_ends = {}, hyp_ends = {},
               source_words = {}, prediction_words = {}}
    for i in ipairs(lines) do
      local t = target(run.hyps[i])
      local ends = simt.cumulative_ends(units[i][u], #srcs[i])
      local w = simt.measure_words(run, i, ends, t[u])
      m.delays[i], m.visible[i], m.elapsed[i] = w.delays, w.visible, w.elapsed
      m.src_len[i], m.hyp_len[i], m.src_ends[i], m.hyp_ends[i] = #ends, #t[u], ends, t[u]
      local sw = units[i][u .. "_words"]
      if #sw == 0 then sw = {""} end -- an empty line: one unit, the </s>, without characters
      m.source_words[i], m.prediction_words[i] = sw, t[u .. "_words"]
    end
    run.words[u] = m
  end
  return run
end

-- stream_eval(lines, refs | nil, policy [, opts]) -> {run, hyps (detokenised), bleu (or nil),
-- latency = {word, subword} (AL with the reference length when refs are given), seconds}.
-- opts: word_units (as simulate), delays = "read" | "attended" and interval_ms (as
-- simt.latency); ref_count = "simuleval" (default: a reference's words are
-- reference.split(" "), xattn.latency.ref_length(ref, "word", "split")) | "xattn" (the
-- words of the system's tokenisation, count_words); empty = "skip" | "zero" (an empty
-- hypothesis in the latency means, xattn.latency.corpus); batch, see, max_len_a/b.
function System:stream_eval(lines, refs, policy, opts)
  opts = opts or {}
  if refs and #refs ~= #lines then
    error(("stream_eval: %d references for %d sources"):format(#refs, #lines), 2)
  end
  local rc = opts.ref_count or xa.latency.REF_COUNT_DEFAULT
  if rc ~= "simuleval" and rc ~= "xattn" then
    error(('stream_eval: ref_count must be "simuleval" or "xattn", got %s'):format(tostring(rc)), 2)
  end
  if opts.empty ~= nil and opts.empty ~= "skip" and opts.empty ~= "zero" then
    error(('stream_eval: empty must be "skip" or "zero", got %s'):format(tostring(opts.empty)), 2)
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
      if type(r) ~= "string" then error(("stream_eval: reference %d is a %s, not a string"):format(k, type(r)), 2) end
      ref_words[k] = rc == "xattn" and self:count_words(r, "tgt") or xa.latency.ref_length(r, "word", "split")
      ref_tokens[k] = #self:preprocess(r, "tgt")
    end
  end
  return {run = run, hyps = hyps, bleu = refs and xa.metrics.bleu(hyps, refs) or nil,
          latency = xa.simt.latency(run, {ref_words = ref_words, ref_tokens = ref_tokens, delays = opts.delays,
                                          ref_count = rc, empty = opts.empty, interval_ms = opts.interval_ms}),
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

return mt
