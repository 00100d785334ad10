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
    spm = false,                      -- a SentencePiece .model file for both sides (in
                                      -- place of tokenize and BPE), or false
    spm_train = false,                -- {vocab = N}: learn a joint SentencePiece model
    max_len = 128,                    -- drop training pairs longer than this (subwords)
    max_lines = 0,                    -- 0 = all lines of the training files
    train_tgt = "",                   -- a file of training targets read instead of
                                      -- <dir>/<train>.<tgt> (distilled targets); "" = none
  },
  model = {
    arch = "at",                      -- "at" (autoregressive Transformer) or "cmlm" (the
                                      -- non-autoregressive CMLM, decoded with mask-predict)
    d = 256, heads = 4, ffn = 1024, enc_layers = 3, dec_layers = 3,
    dropout = 0.1, attn_dropout = 0.0, relu_dropout = 0.0, norm = "post",
    share_embeddings = false, tie_output = true,
    cross = "dot",                    -- cross-attention: a family name, {family = "gmm", K = 4,
                                      -- ...} or {mix = {parts}, gate = ...} (docs/attention.md)
    cross_layers = "all",             -- or a list of decoder layers, e.g. [3, 4]
    encoder = "bidirectional",        -- "unidirectional" (causal) for simultaneous translation
    latent = false,                   -- zero-order latent alignment output layer:
                                      -- {"K": 6, "renorm": false} (or true) turns it on
    max_length = 256,                 -- cmlm: the longest target length it can predict
    length_loss = 0.1,                -- cmlm: the weight of the length loss
  },
  train = {
    max_tokens = 4096, update_freq = 1, lr = 5e-4, warmup = 4000, init_lr = 1e-7,
    betas = {0.9, 0.98}, eps = 1e-8, weight_decay = 0.0, clip = 0.0, label_smoothing = 0.1,
    max_updates = 0, max_epochs = 0, max_time = 0, seed = 1, threads = 0, device = "cpu",
    simt = {policy = "none", k = 3},  -- "waitk": prefix-to-prefix training, target i sees
                                      -- the first min(k + i - 1, J) source tokens
    nan = "stop",                     -- a NaN/Inf loss or gradient: "stop" (an error naming
                                      -- the update and parameter) or "skip" the update
    nan_skips = 100,                  -- with "skip": stop after this many skips in a row
  },
  valid = {every = 1000, bleu = true, max_sentences = 200, beam = 1, iterations = 10, length_beam = 3},
  test = {beam = 5, lenpen = 1.0, max_len_a = 1.2, max_len_b = 10, max_sentences = 0,
          iterations = 10, length_beam = 5},
  save = {dir = "runs", every = 1000, keep_last = 5}, -- checkpoint_<update>.xa: what average.lua --last averages
  log = {every = 100},
  dist = {timeout = 300, bucket_mb = 25}, -- under mpirun (docs/distributed.md)
}

local function deepcopy(v)
  if type(v) ~= "table" then return v end
  local r = {}
  for k, x in pairs(v) do r[k] = deepcopy(x) end
  return r
end
mt.deepcopy = deepcopy

-- keys whose value may be a string or a table (JSON on the command line)
local FREE = {["model.cross"] = true, ["model.cross_layers"] = true, ["model.latent"] = true,
              ["data.spm_train"] = true}

-- Every key: its kind, its allowed values and what it means (train.lua --help-config and
-- docs/training.md list them). Kinds: text (a non-empty string), bool, int, number,
-- enum (values), betas, cross, cross_layers, latent. Bounds: min, max, gt / lt (strict).
mt.keys = {
  {"name", "text", help = "run name: the run directory is save.dir/name"},
  {"data.dir", "text", help = "corpus directory, holding <train|valid|test>.<src|tgt>"},
  {"data.src", "text", help = "source language suffix of the corpus files"},
  {"data.tgt", "text", help = "target language suffix of the corpus files"},
  {"data.train", "text", help = "training split file name"},
  {"data.valid", "text", help = "validation split file name"},
  {"data.test", "text", help = "test split file name (scored after training when present)"},
  {"data.tokenize", "bool", help = "Moses-like reversible tokenisation (false for pre-tokenised text such as synth)"},
  {"data.bpe", "int", min = 0, help = "joint BPE merges learnt on the training text (0 = words)"},
  {"data.spm", "optpath", help = "a SentencePiece .model file for both sides, used on the raw text in place of "
     .. "data.tokenize and data.bpe (false: none)"},
  {"data.spm_train", "spm_train", help = "learn a joint SentencePiece model on the training text: {\"vocab\": 8000} "
     .. "(and model_type unigram|bpe|char|word, character_coverage), in place of data.tokenize and data.bpe (false: none)"},
  {"data.max_len", "int", min = 1, help = "drop training pairs longer than this (subwords)"},
  {"data.max_lines", "int", min = 0, help = "use only the first lines of the training files (0 = all)"},
  {"data.train_tgt", "path", help = "a file of training targets read instead of <dir>/<train>.<tgt>, line for line "
     .. "with the training sources (e.g. distill.lua's output); \"\" = none"},
  {"model.arch", "enum", values = {"at", "cmlm"}, help = "at: the autoregressive Transformer; cmlm: the "
     .. "non-autoregressive conditional masked language model, decoded with mask-predict (docs/nat.md)"},
  {"model.d", "int", min = 1, help = "model width (a multiple of model.heads)"},
  {"model.heads", "int", min = 1, help = "attention heads"},
  {"model.ffn", "int", min = 1, help = "feed-forward inner width"},
  {"model.enc_layers", "int", min = 0, help = "encoder layers"},
  {"model.dec_layers", "int", min = 1, help = "decoder layers"},
  {"model.dropout", "number", min = 0, lt = 1, help = "dropout after attention and feed-forward blocks"},
  {"model.attn_dropout", "number", min = 0, lt = 1, help = "dropout on attention weights"},
  {"model.relu_dropout", "number", min = 0, lt = 1, help = "dropout inside the feed-forward block"},
  {"model.norm", "enum", values = {"post", "pre"}, help = "LayerNorm after (post, Vaswani et al.) or before (pre) each block"},
  {"model.share_embeddings", "bool", help = "one vocabulary and embedding for both sides"},
  {"model.tie_output", "bool", help = "output projection tied to the target embedding"},
  {"model.cross", "cross", help = "cross-attention: a family name, {\"family\": \"gmm\", \"K\": 4, ...} or "
     .. "{\"mix\": [parts], \"gate\": ...} (docs/attention.md)"},
  {"model.cross_layers", "cross_layers", help = "decoder layers that get model.cross: \"all\" or a list such as [2, 3]"},
  {"model.encoder", "enum", values = {"bidirectional", "unidirectional"},
   help = "unidirectional (causal) for simultaneous translation"},
  {"model.latent", "latent", help = "zero-order latent alignment output layer: false, true or {\"K\": 6, \"renorm\": false}"},
  {"model.max_length", "int", min = 1, help = "cmlm: the longest target length (subwords) the length predictor can predict"},
  {"model.length_loss", "number", min = 0, help = "cmlm: the weight of the length loss beside the token loss (both means)"},
  {"train.max_tokens", "int", min = 1, help = "batch size in (padded) tokens"},
  {"train.update_freq", "int", min = 1, help = "batches accumulated per update"},
  {"train.lr", "number", gt = 0, help = "peak learning rate of the inverse-square-root schedule"},
  {"train.warmup", "int", min = 0, help = "updates of linear warm-up"},
  {"train.init_lr", "number", min = 0, help = "learning rate at the start of the warm-up"},
  {"train.betas", "betas", help = "Adam's beta1 and beta2"},
  {"train.eps", "number", gt = 0, help = "Adam's epsilon"},
  {"train.weight_decay", "number", min = 0, help = "Adam's (L2) weight decay"},
  {"train.clip", "number", min = 0, help = "clip the gradient's global norm to this (0 = off)"},
  {"train.label_smoothing", "number", min = 0, lt = 1, help = "label smoothing epsilon"},
  {"train.max_updates", "int", min = 0, help = "stop after this many updates (0 = no limit)"},
  {"train.max_epochs", "int", min = 0, help = "stop after this many epochs (0 = no limit)"},
  {"train.max_time", "number", min = 0, help = "stop after this many seconds of training (0 = no limit)"},
  {"train.seed", "int", min = 0, help = "one seed for initialisation, batching and dropout"},
  {"train.threads", "int", min = 0, help = "threads (0 = all cores)"},
  {"train.device", "enum", values = {"cpu", "cuda"}, help = "where the model trains: cuda needs a build "
    .. "with CUDA and a GPU (validation and test decoding run on a CPU copy of the model)"},
  {"train.simt.policy", "enum", values = {"none", "waitk"}, help = "waitk: prefix-to-prefix training (needs model.encoder unidirectional)"},
  {"train.simt.k", "int", min = 1, help = "k of wait-k training"},
  {"train.nan", "enum", values = {"stop", "skip"}, help = "a NaN/Inf loss or gradient stops the run or skips the update"},
  {"train.nan_skips", "int", min = 0, help = "with train.nan skip: stop after this many skipped updates in a row"},
  {"valid.every", "int", min = 1, help = "updates between validations (checkpoint_last.xa and checkpoint_best.xa are saved then)"},
  {"valid.bleu", "bool", help = "decode the validation sentences and pick checkpoint_best.xa by BLEU (else by loss)"},
  {"valid.max_sentences", "int", min = 1, help = "validation sentences decoded for BLEU"},
  {"valid.beam", "int", min = 1, help = "beam of validation decoding (1 = greedy); at only"},
  {"valid.iterations", "int", min = 1, help = "cmlm: mask-predict iterations of validation decoding"},
  {"valid.length_beam", "int", min = 1, help = "cmlm: target lengths decoded per sentence in validation"},
  {"test.beam", "int", min = 1, help = "beam of the test decoding after training (1 = greedy); at only"},
  {"test.iterations", "int", min = 1, help = "cmlm: mask-predict iterations of the test decoding"},
  {"test.length_beam", "int", min = 1, help = "cmlm: target lengths decoded per sentence in the test decoding"},
  {"test.lenpen", "number", help = "length penalty of beam search (fairseq's)"},
  {"test.max_len_a", "number", min = 0, help = "maximum output length: a * source length + b"},
  {"test.max_len_b", "number", help = "maximum output length: a * source length + b"},
  {"test.max_sentences", "int", min = 0, help = "test sentences translated after training (0 = all)"},
  {"save.dir", "text", help = "directory of the runs"},
  {"save.every", "int", min = 0, help = "updates between numbered checkpoints checkpoint_<update>.xa (0 = none)"},
  {"save.keep_last", "int", min = 0, help = "numbered checkpoints kept (0 = all)"},
  {"log.every", "int", min = 1, help = "updates between log lines"},
  {"dist.timeout", "number", gt = 0, help = "under mpirun: seconds a rank may wait for the others without progress "
     .. "before the job stops, naming the ranks that do not answer"},
  {"dist.bucket_mb", "number", gt = 0, help = "under mpirun: MiB of gradient per bucket, each summed across the ranks "
     .. "as soon as backward has finished it"},
}
local KEY = {}
for _, k in ipairs(mt.keys) do KEY[k[1]] = k end

-- every key name, and every section name (train, train.simt, ...)
local function key_names()
  local t, seen = {}, {}
  for _, k in ipairs(mt.keys) do
    t[#t + 1] = k[1]
    local sec = k[1]:match("^(.*)%.[^.]+$")
    while sec and not seen[sec] do
      seen[sec] = true
      t[#t + 1] = sec
      sec = sec:match("^(.*)%.[^.]+$")
    end
  end
  return t
end

-- the value of a dotted key in cfg
local function get(cfg, key)
  local t = cfg
  for p in key:gmatch("[^.]+") do
    if type(t) ~= "table" then return nil end
    t = t[p]
  end
  return t
end
mt.get = get

local function set(cfg, key, v)
  local t = cfg
  local parts = {}
  for p in key:gmatch("[^.]+") do parts[#parts + 1] = p end
  for i = 1, #parts - 1 do t = t[parts[i]] end
  t[parts[#parts]] = v
end

local function show(v)
  if type(v) == "string" then return "'" .. v .. "'" end
  if type(v) == "table" then
    local ok, s = pcall(xa.json.encode, v)
    return ok and s or "a table"
  end
  return tostring(v)
end

local function alternatives(values)
  if #values == 1 then return values[1] end
  return table.concat(values, ", ", 1, #values - 1) .. " or " .. values[#values]
end

-- the nearest key name (a typo), for "did you mean"
local function nearest(word, words) return require("xattn.cli").suggest(word, words) end

-- A context for the messages of one configuration: where each key was set (for the
-- message's name of the key) and the prefix. cli = true names the keys set by overrides
-- as the options they came from (--model.d) and drops the "config: " prefix.
local function context(opts)
  opts = opts or {}
  local ctx = {origin = {}, cli = opts.cli, file = nil}
  function ctx.label(key)
    local o = ctx.origin[key]
    if o == "override" then return ctx.cli and ("--" .. key) or key end
    if o == "file" and ctx.file then return ctx.file .. ": " .. key end
    return key
  end
  function ctx.fail(key, msg)
    local s = key and (ctx.label(key) .. ": " .. msg) or msg
    error((ctx.cli and "" or "config: ") .. s, 0)
  end
  return ctx
end

-- merge src into dst, refusing keys the defaults do not have
local function merge(dst, src, path, ctx, origin)
  for k, v in pairs(src) do
    local where = path == "" and tostring(k) or path .. "." .. tostring(k)
    if type(k) ~= "string" or dst[k] == nil then
      local near = nearest(where, key_names())
      ctx.fail(nil, ("%sunknown key '%s'%s"):format(ctx.file and origin == "file" and (ctx.file .. ": ") or "",
        where, near and (" (did you mean '" .. near .. "'?)") or ""))
    end
    if not FREE[where] and type(dst[k]) == "table" and #dst[k] == 0 then
      if type(v) ~= "table" then ctx.fail(nil, ("'%s' is a section (%s.*), not a value"):format(where, where)) end
      merge(dst[k], v, where, ctx, origin)
    else
      dst[k] = deepcopy(v)
      ctx.origin[where] = origin
    end
  end
  return dst
end

-- set a dotted key ("train.lr") from a command-line string
local function set_path(cfg, key, text, ctx)
  local k = KEY[key]
  if not k then
    local near = nearest(key, key_names())
    if ctx.cli then
      ctx.fail(nil, ("unknown option --%s%s"):format(key, near and (" (did you mean --" .. near .. "?)") or
        " (train.lua --help-config lists every key)"))
    end
    ctx.fail(nil, ("unknown key '%s'%s"):format(key, near and (" (did you mean '" .. near .. "'?)") or ""))
  end
  ctx.origin[key] = "override"
  local kind, v = k[2], nil
  if kind == "optpath" then
    v = (text ~= "" and text ~= "false") and text or false
  elseif FREE[key] then
    if text:match("^%s*[%[{]") then
      local ok, dec = pcall(xa.json.decode, text)
      if not ok then ctx.fail(key, "is not valid JSON: " .. tostring(dec):gsub("^json%.decode: ", "")) end
      v = dec
    elseif (kind == "latent" or kind == "spm_train") and (text == "true" or text == "false") then v = text == "true"
    else v = text end
  elseif kind == "int" or kind == "number" then
    v = tonumber(text)
    if not v then ctx.fail(key, ("needs a number, got '%s'"):format(text)) end
    if kind == "int" and math.tointeger(v) then v = math.tointeger(v) end
  elseif kind == "bool" then
    if text == "true" or text == "1" then v = true
    elseif text == "false" or text == "0" then v = false
    else ctx.fail(key, ("needs true or false, got '%s'"):format(text)) end
  elseif kind == "betas" then
    local ok, dec = pcall(xa.json.decode, text)
    if not ok or type(dec) ~= "table" then ctx.fail(key, ("needs a JSON list such as [0.9, 0.98], got '%s'"):format(text)) end
    v = dec
  else
    v = text
  end
  set(cfg, key, v)
end

-- the attention family names that model.cross accepts
local function families()
  local attn = xa.attention
  if attn.families then return attn.families() end
  return {"dot"}
end

-- checks model.cross (a family name or a table) and returns nothing, or fails
local function check_cross(c, ctx)
  local key = "model.cross"
  local fams = families()
  local known = {}
  for _, f in ipairs(fams) do known[f] = true end
  local function family(name, where)
    if type(name) ~= "string" then
      ctx.fail(key, ("%sneeds a family name (%s), got %s"):format(where, table.concat(fams, ", "), show(name)))
    end
    if not known[name] then
      ctx.fail(key, ("%sunknown family '%s' (%s, or a JSON table)"):format(where, name, table.concat(fams, ", ")))
    end
  end
  if type(c) == "string" then family(c, "")
  elseif type(c) == "table" then
    -- {mix = [parts], gate = ...} is a mix; {family = ..., mix = <gate>} one family that the
    -- attention module mixes with dot (localness, hard_gaussian)
    if c.mix ~= nil and c.family == nil then
      if type(c.mix) ~= "table" or #c.mix == 0 then ctx.fail(key, "mix must be a list of parts such as [\"dot\", {\"family\": \"gmm\"}]") end
      for i, p in ipairs(c.mix) do family(type(p) == "table" and p.family or p, ("mix[%d]: "):format(i)) end
    else
      family(c.family, "")
    end
  else
    ctx.fail(key, ("must be a family name (%s) or a JSON table, got %s"):format(table.concat(fams, ", "), show(c)))
  end
  local ok, err = pcall(xa.attention.from_config, c)
  if not ok then
    local msg = tostring(err):gsub("^config: ", ""):gsub("^model%.cross:? ?", "")
    ctx.fail(key, msg)
  end
end

-- validate(cfg, ctx): every key against mt.keys, then the keys that depend on each other;
-- integers are stored as Lua integers
local function validate(cfg, ctx)
  for _, k in ipairs(mt.keys) do
    local key, kind = k[1], k[2]
    local v = get(cfg, key)
    local function bad(what) ctx.fail(key, ("must be %s, got %s"):format(what, show(v))) end
    if kind == "text" then
      if type(v) ~= "string" or v == "" then bad("a non-empty text") end
    elseif kind == "path" then
      if type(v) ~= "string" then bad("a file name (\"\" for none)") end
    elseif kind == "bool" then
      if type(v) ~= "boolean" then bad("true or false") end
    elseif kind == "int" or kind == "number" then
      local what = kind == "int" and "an integer" or "a number"
      local bounds = {}
      if k.gt then bounds[#bounds + 1] = "> " .. k.gt end
      if k.min then bounds[#bounds + 1] = ">= " .. k.min end
      if k.lt then bounds[#bounds + 1] = "< " .. k.lt end
      if k.max then bounds[#bounds + 1] = "<= " .. k.max end
      if #bounds > 0 then what = what .. " " .. table.concat(bounds, " and ") end
      if type(v) ~= "number" or v ~= v or v == math.huge or v == -math.huge then bad(what) end
      if kind == "int" then
        if not math.tointeger(v) then bad(what) end
        v = math.tointeger(v)
        set(cfg, key, v)
      end
      if (k.gt and not (v > k.gt)) or (k.min and v < k.min) or (k.lt and not (v < k.lt)) or (k.max and v > k.max) then
        bad(what)
      end
    elseif kind == "enum" then
      local okv = false
      for _, x in ipairs(k.values) do if v == x then okv = true end end
      if not okv then bad(alternatives(k.values)) end
    elseif kind == "betas" then
      if type(v) ~= "table" or #v ~= 2 or type(v[1]) ~= "number" or type(v[2]) ~= "number"
         or v[1] < 0 or v[1] >= 1 or v[2] < 0 or v[2] >= 1 then
        bad("two numbers in [0, 1) such as [0.9, 0.98]")
      end
    elseif kind == "cross" then
      check_cross(v, ctx)
    elseif kind == "cross_layers" then
      if v ~= "all" then
        if type(v) ~= "table" or (next(v) ~= nil and #v == 0) then
          bad("\"all\" or a list of decoder layers such as [2, 3]")
        end
        local dec, seen = get(cfg, "model.dec_layers"), {}
        for i, x in ipairs(v) do
          local n = math.tointeger(x)
          if not n then bad("\"all\" or a list of decoder layers (integers) such as [2, 3]") end
          if math.type(dec) == "integer" and (n < 1 or n > dec) then
            ctx.fail(key, ("layer %d is not a decoder layer (model.dec_layers = %d)"):format(n, dec))
          end
          if seen[n] then ctx.fail(key, ("lists layer %d twice"):format(n)) end
          seen[n] = true
          v[i] = n
        end
      end
    elseif kind == "latent" then
      local ok, err = pcall(require("xattn.attention.latent").options, v, "@")
      if not ok then ctx.fail(key, (tostring(err):gsub("^@:? ?", ""))) end
    elseif kind == "optpath" then
      if v ~= false and (type(v) ~= "string" or v == "") then bad("a file name or false") end
    elseif kind == "spm_train" then
      if v ~= false then
        local what = 'false or {"vocab": N} (with model_type unigram|bpe|char|word, character_coverage in (0, 1])'
        if type(v) ~= "table" or next(v) == nil then bad(what) end
        for kk in pairs(v) do
          if kk ~= "vocab" and kk ~= "model_type" and kk ~= "character_coverage" then
            ctx.fail(key, ("unknown option '%s' (vocab, model_type, character_coverage)"):format(tostring(kk)))
          end
        end
        local n = math.tointeger(v.vocab)
        if not n or n < 1 then ctx.fail(key, "vocab must be a positive integer, got " .. show(v.vocab)) end
        v.vocab = n
        local mtp = v.model_type
        if mtp ~= nil and mtp ~= "unigram" and mtp ~= "bpe" and mtp ~= "char" and mtp ~= "word" then
          ctx.fail(key, "model_type must be unigram, bpe, char or word, got " .. show(mtp))
        end
        local cov = v.character_coverage
        if cov ~= nil and (type(cov) ~= "number" or cov <= 0 or cov > 1) then
          ctx.fail(key, "character_coverage must be a number in (0, 1], got " .. show(cov))
        end
      end
    end
  end
  -- keys that depend on each other
  local m = cfg.model
  if m.d % m.heads ~= 0 then
    local rd, rh = ctx.origin["model.d"], ctx.origin["model.heads"]
    local rank = {override = 3, file = 2}
    if (rank[rh] or 1) > (rank[rd] or 1) then
      ctx.fail("model.heads", ("%d does not divide model.d = %d (the width is split among the heads)")
        :format(m.heads, m.d))
    end
    ctx.fail("model.d", ("%d is not divisible by model.heads = %d (the width is split among the heads)")
      :format(m.d, m.heads))
  end
  if m.arch == "cmlm" then
    if cfg.train.simt.policy ~= "none" then
      ctx.fail("train.simt.policy", ("\"%s\" needs an autoregressive model (model.arch = \"at\"), not a CMLM")
        :format(cfg.train.simt.policy))
    end
    if m.encoder ~= "bidirectional" then
      ctx.fail("model.encoder", "\"unidirectional\" is for simultaneous translation, which needs an "
        .. "autoregressive model (model.arch = \"at\"); a CMLM reads the whole source")
    end
    if m.latent then
      ctx.fail("model.latent", "the latent alignment output layer is for autoregressive models (model.arch = \"at\")")
    end
    for _, key in ipairs{"valid.length_beam", "test.length_beam"} do
      local l = get(cfg, key)
      if l > m.max_length then
        ctx.fail(key, ("%d exceeds the %d target lengths the CMLM predicts (model.max_length)"):format(l, m.max_length))
      end
    end
  end
  -- SentencePiece replaces the tokeniser and BPE: one subword model
  local d = cfg.data
  if d.spm and d.spm_train then
    ctx.fail("data.spm_train", "and data.spm both give the SentencePiece model: set one of them")
  end
  if d.spm or d.spm_train then
    local sk = d.spm and "data.spm" or "data.spm_train"
    if d.bpe > 0 and ctx.origin["data.bpe"] and ctx.origin["data.bpe"] ~= "table" then
      ctx.fail("data.bpe", ("%d with %s: SentencePiece gives the subwords (set data.bpe 0 or leave it out)"):format(d.bpe, sk))
    end
    if d.tokenize and ctx.origin["data.tokenize"] and ctx.origin["data.tokenize"] ~= "table" then
      ctx.fail("data.tokenize", ("true with %s: SentencePiece works on the raw text (leave data.tokenize out)"):format(sk))
    end
  end
  if cfg.train.simt.policy == "waitk" and m.encoder ~= "unidirectional" then
    ctx.fail("train.simt.policy", ("\"waitk\" needs model.encoder = \"unidirectional\" (it is \"%s\")")
      :format(m.encoder))
  end
  return cfg
end

-- validate(cfg) -> cfg: checks a configuration table (every key of mt.defaults, as
-- mt.config builds it); integers become Lua integers. Errors name the key, its value and
-- what is allowed.
function mt.validate(cfg)
  return validate(cfg, context())
end

-- config(file, overrides [, opts]) -> cfg: the defaults, an optional JSON file (or a
-- table, e.g. a checkpoint's config), then {key, string} overrides in order, validated.
-- opts.cli = true: the messages name the overrides as command-line options (--train.lr)
-- and the file's keys with the file name, without the "config: " prefix.
function mt.config(file, overrides, opts)
  local ctx = context(opts)
  local cfg = deepcopy(mt.defaults)
  if type(file) == "table" then
    merge(cfg, deepcopy(file), "", ctx, "table")
  elseif file then
    ctx.file = file
    local ok, j = pcall(xa.json.read, file)
    if not ok then ctx.fail(nil, ("cannot read '%s': %s"):format(file, tostring(j))) end
    if type(j) ~= "table" then ctx.fail(nil, ("'%s' must hold a JSON object"):format(file)) end
    merge(cfg, j, "", ctx, "file")
  end
  for _, kv in ipairs(overrides or {}) do set_path(cfg, kv[1], kv[2], ctx) end
  return validate(cfg, ctx)
end

-- the help of every configuration key: {key, default (as JSON), help text}
function mt.keys_help()
  local t = {}
  for _, k in ipairs(mt.keys) do
    local d = get(mt.defaults, k[1])
    local allowed
    if k[2] == "enum" then allowed = table.concat(k.values, "|") end
    t[#t + 1] = {k[1], type(d) == "string" and d ~= "" and d or xa.json.encode(d), k.help, allowed}
  end
  return t
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
  if self.spm then return (self.spm:units(line)) end
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
  if self.spm then return #xa.text.split(line) end
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
  if self.spm then -- SentencePiece: its words are the white-space words ("▁" starts one)
    local subs, sizes, words = self.spm:units(line)
    return {subwords = subs, raw = sizes, tok = sizes, raw_words = words, tok_words = words}
  end
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
  if self.spm then -- SentencePiece decodes; its words are the white-space words
    local line, ends, words = self.spm:word_ends(subs)
    local e = {}
    for w, k in ipairs(ends) do e[w] = pos and pos[k] or k end
    return {line = line, raw = e, tok = e, raw_words = words, tok_words = words}
  end
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
  if self.spm then return self.spm:decode(toks) end
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
-- a list of lists), in input order; sentences are batched by length. dist = true: with
-- several ranks (xattn.dist), each decodes every N-th batch and every rank gets all the
-- translations (the batches are those of one process, so the results are the same).
-- The sentences are decoded on the model's device.
function System:translate(lines, opts)
  opts = opts or {}
  if type(lines) == "string" then lines = {lines} end
  local nat = self.model.is_nat
  if nat then
    if opts.policy then
      error("System:translate: a streaming policy needs an autoregressive model; this one is a CMLM", 2)
    end
    if (opts.beam or 1) > 1 then
      error(("System:translate: beam = %s: beam search needs an autoregressive model; a CMLM decodes with "
        .. "mask-predict (iterations, length_beam)"):format(tostring(opts.beam)), 2)
    end
  elseif opts.iterations ~= nil or opts.length_beam ~= nil then
    error("System:translate: iterations and length_beam are mask-predict's options (a CMLM); this model is "
      .. "autoregressive (beam, lenpen)", 2)
  end
  if opts.policy then
    local run = self:simulate(lines, opts.policy, opts)
    local out = {}
    for i, h in ipairs(run.hyps) do out[i] = self:detok_ids(h) end
    return out
  end
  local beam = opts.beam or 1
  local bs = opts.batch or 32
  local model = self.model
  local dev = require("xattn.nn.module").device_of(model)
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
  local dist = opts.dist and xa.dist.enabled() and xa.dist or nil
  xa.no_grad(function()
    for s = 1, #order, bs do
      if dist and not dist.owns((s - 1) // bs + 1) then goto next_batch end
      local idx, batch = {}, {}
      for k = s, math.min(s + bs - 1, #order) do
        idx[#idx + 1] = order[k]
        batch[#batch + 1] = enc[order[k]]
      end
      local src = xa.data.collate(batch, {eos = true}) -- ids, </s>, then <pad>: as in training
      src = src:to(dev) -- the search runs on src's device
      local so = {max_len_a = opts.max_len_a or 1.2, max_len_b = opts.max_len_b or 10}
      local hyps
      if nat then
        local nb = opts.nbest or 1
        hyps = xa.nat.mask_predict(model, src, {iterations = opts.iterations or 10,
                                                length_beam = opts.length_beam or 5, nbest = nb})
        for k, h in ipairs(hyps) do
          if nb > 1 then
            local r = {}
            for n, c in ipairs(h) do r[n] = self:detok_ids(c.tokens) end
            out[idx[k]] = r
          else
            out[idx[k]] = {self:detok_ids(h)}
          end
        end
      elseif beam <= 1 then
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
      ::next_batch::
    end
  end)
  if dist then out = dist.allmerge(out, "the translations") end
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
-- word_units). Other opts: batch, max_len_a, max_len_b, see, dist (as simt.simulate).
function System:simulate(lines, policy, opts)
  opts = opts or {}
  if self.model.is_nat then
    error("System:simulate: simultaneous translation needs an autoregressive model; this one is a CMLM "
      .. "(model.arch = \"cmlm\")", 2)
  end
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
    max_len_b = opts.max_len_b, see = opts.see, src_units = sizes, word_units = wu, dist = opts.dist,
    tgt_word_ends = function(h) return target(h)[wu] end})
  self:word_measures(run, units, srcs, target)
  return run
end

-- word_measures(run, units, srcs [, target]): run.words.raw and run.words.tok, the run
-- measured in both word units with the words' strings (what System:simulate returns and
-- xattn.live builds for a live sentence). units[i] = source_units of line i, srcs[i] its
-- ids; target(hyp) -> target_words(hyp) (cached by the caller, optional).
function System:word_measures(run, units, srcs, target)
  local simt = xa.simt
  target = target or function(h) return self:target_words(h) end
  run.words = {}
  for _, u in ipairs{"raw", "tok"} do
    local m = {delays = {}, visible = {}, elapsed = {}, src_len = {}, hyp_len = {}, src_ends = {}, hyp_ends = {},
               source_words = {}, prediction_words = {}}
    for i in ipairs(srcs) do
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
  if m.arch == "cmlm" then
    -- <mask> is one more target id after the data vocabulary's (the shared embedding has it too)
    local vt = #tgt_vocab + 1
    return xa.nn.CMLM{
      vocab = {src = m.share_embeddings and vt or #src_vocab, tgt = vt}, d = m.d, heads = m.heads,
      ffn = m.ffn, layers = {enc = m.enc_layers, dec = m.dec_layers}, dropout = m.dropout,
      attn_dropout = m.attn_dropout, relu_dropout = m.relu_dropout, norm = m.norm,
      share_embeddings = m.share_embeddings, tie_output = m.tie_output,
      cross = xa.attention.from_config(m.cross), cross_layers = cross_layers(m.cross_layers),
      max_length = m.max_length, length_loss = m.length_loss,
    }
  end
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

function mt.new_system(cfg, src_vocab, tgt_vocab, bpe, model, spm)
  return setmetatable({cfg = cfg, src_vocab = src_vocab, tgt_vocab = tgt_vocab, bpe = bpe, spm = spm,
                       model = model or mt.build_model(cfg, src_vocab, tgt_vocab)}, System)
end

-- the meta table stored in every checkpoint: enough to rebuild the system anywhere
function System:meta()
  return {
    xattn = xa.version, config = self.cfg,
    src_vocab = self.src_vocab:to_table(), tgt_vocab = self.tgt_vocab:to_table(),
    bpe_codes = self.bpe and self.bpe:codes() or nil,
    spm_model = self.spm and xa._base64_encode(self.spm:bytes()) or nil, -- the .model file, base64
  }
end

-- the SentencePiece model a checkpoint's meta holds (spm_model, base64), or nil
function mt.meta_spm(meta, path)
  if meta.spm_model == nil then return nil end
  if type(meta.spm_model) ~= "string" then
    error(("%s: spm_model in its header must be a string (base64)"):format(path), 0)
  end
  local ok, b = pcall(xa._base64_decode, meta.spm_model)
  if not ok then error(("%s: spm_model in its header is not base64: %s"):format(path, tostring(b)), 0) end
  local ok2, m = pcall(xa.spm.from_bytes, b)
  if not ok2 then error(("%s: %s"):format(path, tostring(m):gsub("^[^\n]-:%d+: ", "")), 0) end
  return m
end

function mt.load(path)
  local ck = xa.checkpoint.load(path)
  local meta = ck.meta
  if type(meta) ~= "table" or type(meta.config) ~= "table" then
    error(("%s: not an xattn translation checkpoint (no config in its header)"):format(path), 0)
  end
  local cfg = merge(deepcopy(mt.defaults), meta.config, "", context(), "table")
  xa.attention.upgrade_config(cfg.model, ck.tensors) -- configs of earlier versions' models
  local sv = xa.data.Vocab.from_table(meta.src_vocab)
  local tv = xa.data.Vocab.from_table(meta.tgt_vocab)
  local bpe = meta.bpe_codes and xa.bpe.from_codes(meta.bpe_codes) or nil
  local spm = mt.meta_spm(meta, path)
  local sys = mt.new_system(cfg, sv, tv, bpe, nil, spm)
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
  doc("mt.validate", mt.validate, [[
mt.validate(cfg) -> cfg
Checks a whole configuration table (every key of mt.defaults, as mt.config builds it):
kinds, bounds, allowed values, d divisible by heads, cross_layers inside the decoder,
wait-k training only with a unidirectional encoder, a CMLM (arch "cmlm") without wait-k, a
unidirectional encoder or latent. Integers become Lua integers. An
error names the key, its value and what is allowed. mt.config calls it.]])
  doc("mt.get", mt.get, "mt.get(cfg, \"train.lr\") -> the value of a dotted key (nil when a part is missing)")
  doc("mt.keys_help", mt.keys_help, [[
mt.keys_help() -> {{key, default (JSON text), help, allowed values or nil}, ...}
Every configuration key with its default and help, in mt.keys order (what
train.lua --help-config prints).]])
  doc("mt.deepcopy", mt.deepcopy, "mt.deepcopy(v) -> a deep copy of a table (other values as they are)")
  doc("mt.first_nonfinite", mt.first_nonfinite, [[
mt.first_nonfinite(model [, what="grad"]) -> name, "NaN" | "Inf" (or nil)
The first parameter (named_parameters order) whose gradient (what = "grad") or value
(what = "value") holds a NaN or an infinity; nil when all are finite.]])
  doc("mt.build_model", mt.build_model, [[
mt.build_model(cfg, src_vocab, tgt_vocab) -> nn.Transformer | nn.CMLM
The model a configuration describes (cfg.model: arch, d, heads, ffn, enc_layers, dec_layers,
dropouts, norm, embeddings, cross, cross_layers, encoder, latent, max_length, length_loss)
for the vocabularies' sizes. arch = "cmlm": an nn.CMLM whose target vocabulary is the data's
plus <mask> (its last id).]])
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
mt.new_system(cfg, src_vocab, tgt_vocab, bpe | nil [, model | nil, spm]) -> system
A system from its parts (the model built from cfg when not given; spm: an xattn.spm model,
the subwords of data.spm / data.spm_train, in place of the tokeniser and BPE).]])
  doc("mt.meta_spm", mt.meta_spm, [[
mt.meta_spm(meta, path) -> spm model | nil
The SentencePiece model stored in a checkpoint's meta (spm_model: the .model file in
base64), or nil; path names the checkpoint in errors.]])
  doc("mt.System", System, [[
mt.System -- a translation system: fields cfg, model, src_vocab, tgt_vocab, bpe; methods
translate, simulate, stream_eval, preprocess, postprocess, detok_ids, count_words, meta]])
  doc("mt.System:preprocess", System.preprocess, [[
sys:preprocess(line [, side]) -> {subwords}
A raw line to the model's tokens: tokenised (text.tokenize, when cfg.data.tokenize) or
split at spaces, then BPE; with SentencePiece (sys.spm), its pieces of the raw line.]])
  doc("mt.System:source_units", System.source_units, [[
sys:source_units(line) -> {subwords, raw = {sizes}, tok = {sizes}, raw_words, tok_words}
The line's subword tokens (as preprocess) and how they group into words in the two word
units of streaming latency: raw (the white-space words of the line, as SimulEval reads a
text source) and tok (the words of the system's tokenisation, before BPE). raw[u] and
tok[u] are the subword counts of word u (each list sums to #subwords).]])
  doc("mt.System:target_words", System.target_words, [[
sys:target_words(ids) -> {line, raw = {ends}, tok = {ends}, raw_words, tok_words}
The detokenised hypothesis of target ids and which ids make each of its words: raw[w] is
the position in ids of the subword that completes white-space word w of the line
("tierra" "." -> "tierra." is completed by the "."); tok[w] the same for the words of
the system's tokenisation (BPE merged).]])
  doc("mt.System:postprocess", System.postprocess, "sys:postprocess(subwords) -> line: BPE joined back, detokenised when cfg.data.tokenize (SentencePiece: its decoding)")
  doc("mt.System:detok_ids", System.detok_ids, "sys:detok_ids(ids) -> line: the target ids decoded (stopping at </s>) and postprocessed")
  doc("mt.System:count_words", System.count_words, [[
sys:count_words(line [, side]) -> n
The words of a line as the system counts them (its tokenisation, before BPE): the unit of
word-level latency, so that reference, hypothesis and source words agree.]])
  doc("mt.System:translate", System.translate, [[
sys:translate(lines | line [, {beam=1, lenpen=1.0, max_len_a=1.2, max_len_b=10, batch=32,
  nbest=1, policy=nil, iterations=10, length_beam=5}]) -> {translations}
Translates raw lines in input order (batched by length; beam = 1: greedy search). With
nbest > 1 each entry is a list. policy (a simt policy): streaming greedy decoding under it
(sys:simulate). A CMLM (model.arch = "cmlm") decodes with mask-predict (nat.mask_predict:
iterations, length_beam; nbest up to length_beam); beam, policy are autoregressive options
and an error there, as iterations and length_beam are for an autoregressive model.]])
  doc("mt.System:simulate", System.simulate, [[
sys:simulate(lines, policy [, {batch, max_len_a, max_len_b, see}]) -> run
simt.simulate over raw source lines, with the system's vocabularies (words from the BPE
"@@" marks).]])
  doc("mt.System:word_measures", System.word_measures, [[
sys:word_measures(run, units, srcs [, target]) -> run
Fills run.words.raw and run.words.tok: the run measured in both word units with the words'
strings (units[i] = sys:source_units of line i, srcs[i] its ids; target(hyp) ->
sys:target_words(hyp), optional). System:simulate and xattn.live use it.]])
  doc("mt.System:stream_eval", System.stream_eval, [[
sys:stream_eval(lines, refs | nil, policy [, {batch, max_len_a, max_len_b, see, delays="read"}])
  -> {run, hyps, bleu, latency, seconds}
Simulates, detokenises, scores BLEU (with refs) and latency at word and subword level
(simt.latency; AL with the reference length when refs are given; delays as simt.latency),
and times the run.]])
  doc("mt.System:meta", System.meta, [[
sys:meta() -> {xattn, config, src_vocab, tgt_vocab, bpe_codes, spm_model}
The meta table stored in every checkpoint: enough to rebuild the system (mt.load).]])
end

return mt
