-- Train a translation model.
--   xattn scripts/train.lua [--config cfg.json] [--resume | --overwrite] [--section.key value ...]
-- Every key of xattn.mt.defaults can be set in the JSON config or on the command line
-- (--train.lr 1e-3, --model.norm pre, --data.dir data/synth); --help-config lists them.
-- Writes into <save.dir>/<name>/: config.json, log.jsonl (one JSON object per event),
-- checkpoint_last.xa, checkpoint_best.xa (best validation BLEU, or loss when BLEU is off),
-- checkpoint_<step>.xa every save.every updates (the last save.keep_last kept), test.hyp.
-- A run directory that holds a run is never touched unless --resume (continue it) or
-- --overwrite (replace it) is given; the configuration, the data and the model are checked
-- before anything is written.
-- --resume continues from checkpoint_last.xa exactly where it stopped: parameters, Adam
-- moments, schedule, data position and random state are restored, so the loss curve is
-- the same, bit for bit on the CPU with the same thread count, as an uninterrupted run.
-- Gradients: the summed token losses of update_freq batches are back-propagated, then the
-- gradient is divided by their total target tokens (fairseq's normalisation).
-- Under mpirun (docs/distributed.md) N ranks train one model: an update takes N x
-- update_freq batches of the plan, update_freq on each rank; the flat gradient is summed
-- over the ranks in buckets while backward runs and divided by the global token count, so
-- the update is the one of a single process with update_freq N x update_freq. Rank 0 logs
-- and saves; validation and the test decoding are shared among the ranks.
local xa = require "xattn"
local mt = xa.mt
local cli = require "xattn.cli"
local dist = xa.dist

-- ---- arguments -----------------------------------------------------------------------
local function config_help()
  local lines = {"Configuration keys (JSON config or --SECTION.KEY VALUE on the command line), with their defaults:", ""}
  local rows = mt.keys_help()
  local w = 0
  for _, r in ipairs(rows) do w = math.max(w, #r[1] + #r[2] + 3) end
  w = math.min(w, 44)
  for _, r in ipairs(rows) do
    local left = ("  %s = %s"):format(r[1], r[2])
    local pad = #left <= w + 2 and (" "):rep(w + 4 - #left) or ("\n" .. (" "):rep(w + 4))
    lines[#lines + 1] = left .. pad .. cli.wrap(r[3] .. (r[4] and (" (" .. r[4] .. ")") or ""), 100 - w - 4, w + 4)
  end
  return table.concat(lines, "\n")
end

local overrides = {}
local SPEC = {
  usage = "[--config FILE] [--resume | --overwrite] [--SECTION.KEY VALUE ...]",
  summary = "Train a translation model. Every setting has a default; a JSON config (--config) "
    .. "overrides some and --SECTION.KEY VALUE on the command line overrides again. The run "
    .. "goes into save.dir/name (runs/model by default): config.json, log.jsonl, "
    .. "checkpoint_last.xa, checkpoint_best.xa, checkpoint_<update>.xa (save.every), test.hyp. "
    .. "A directory that holds a run is left alone unless --resume or --overwrite is given.",
  options = {
    {"config", "file", help = "a JSON configuration (its keys as in --help-config)"},
    {"resume", "flag", help = "continue the run in save.dir/name from its checkpoint_last.xa, exactly "
      .. "where it stopped; keys given now override the run's (e.g. --train.max_updates to train longer)"},
    {"overwrite", "flag", help = "replace the run in save.dir/name: its checkpoints, log, config.json and "
      .. "test.hyp are deleted once the configuration, the data and the model are checked"},
    {"init-from", "file", metavar = "CKPT", help = "fine-tune: start a new run from this checkpoint's parameters, "
      .. "vocabularies and subwords (BPE codes or SentencePiece model), with a new optimizer state and schedule; "
      .. "its configuration is the run's for every key not given (name aside); architecture keys (model.*) "
      .. "that are given must be the same"},
    {"name", "string", metavar = "NAME", collect = overrides, default_text = "default: model",
     help = "the run name (the configuration key name): the run directory is save.dir/NAME"},
    {"help-config", "flag", help = "list every configuration key with its default and exit",
     exit = function() print(config_help()) end},
  },
  extra_help = {{"--SECTION.KEY VALUE", "set a configuration key, e.g. --train.max_updates 2000, "
    .. "--model.cross gmm, --data.dir data/synth (every key with its default: --help-config)"}},
  epilog = "examples:\n"
    .. "  xattn scripts/train.lua --config configs/synth.json --train.max_updates 2000\n"
    .. "  xattn scripts/train.lua --config configs/synth.json --resume --train.max_updates 4000",
}
for _, k in ipairs(mt.keys) do
  if k[1] ~= "name" then
    SPEC.options[#SPEC.options + 1] = {k[1], "string", metavar = "VALUE", collect = overrides, hidden = true,
                                       what = "see --help-config"}
  end
end
local o = cli.parse(SPEC)
cli.try(dist.init) -- under mpirun: MPI starts here (one rank of one otherwise)
local main = dist.is_main() -- rank 0 logs, writes and saves
if o.resume and o.overwrite then
  cli.die("--resume and --overwrite cannot be used together (--resume continues the run, --overwrite replaces it)")
end
if o.resume and o.init_from then
  cli.die("--init-from starts a new run from a checkpoint; --resume continues this run: use one of them")
end

local cfg = cli.try(mt.config, o.config, overrides, {cli = true})

-- --init-from: the checkpoint gives the parameters, the vocabularies and the subwords; its
-- configuration is the new run's base: every key not given in --config or on the command
-- line takes the checkpoint's value (its data, schedule settings, simultaneous training),
-- except name; architecture and subword keys that are given must agree with it (dropout
-- and the encoder's direction, which change no parameter, may differ)
local init
if o.init_from then
  local okc, ck_or_err = pcall(xa.checkpoint.load, o.init_from)
  if not okc then cli.die("--init-from: " .. cli.clean(ck_or_err)) end
  init = ck_or_err
  local im = init.meta
  if type(im) ~= "table" or type(im.config) ~= "table" or type(im.src_vocab) ~= "table" or type(im.tgt_vocab) ~= "table" then
    cli.die(("--init-from: %s is not a translation checkpoint (no configuration or vocabularies in its header)"):format(o.init_from))
  end
  local icfg = cli.try(mt.config, im.config, {}, {cli = true})
  xa.attention.upgrade_config(icfg.model, init.tensors)
  local given = {}
  for _, kv in ipairs(overrides) do given[kv[1]] = true end
  if o.config then
    local known = {}
    for _, k in ipairs(mt.keys) do known[k[1]] = true end
    local function walk(t, prefix)
      for k, v in pairs(t) do
        local key = prefix .. tostring(k)
        if known[key] then given[key] = true elseif type(v) == "table" then walk(v, key .. ".") end
      end
    end
    walk(xa.json.read(o.config), "")
  end
  local free = {["model.dropout"] = true, ["model.attn_dropout"] = true, ["model.relu_dropout"] = true,
                ["model.encoder"] = true}
  local differ = {}
  for _, k in ipairs(mt.keys) do
    local key = k[1]
    local arch = key:match("^model%.") or key == "data.tokenize" or key == "data.bpe" or key == "data.spm"
                 or key == "data.spm_train"
    local there, here = mt.get(icfg, key), mt.get(cfg, key)
    local a, b = xa.json.encode(there), xa.json.encode(here)
    if key ~= "name" and a ~= b then
      if not given[key] then
        local t = cfg
        local parts = {}
        for p in key:gmatch("[^.]+") do parts[#parts + 1] = p end
        for i = 1, #parts - 1 do t = t[parts[i]] end
        t[parts[#parts]] = mt.deepcopy(there)
      elseif arch and not free[key] then
        differ[#differ + 1] = ("%s is %s there, %s here"):format(key, a, b)
      end
    end
  end
  if #differ > 0 then
    cli.die(("--init-from %s: the architecture differs: %s"):format(o.init_from, table.concat(differ, "; ")))
  end
  cfg = cli.try(mt.validate, cfg)
end
local D, M, TR, V = cfg.data, cfg.model, cfg.train, cfg.valid
-- --train.device cuda: the device is checked before any work
if TR.device ~= "cpu" then
  local okd, why = xa.cuda.available()
  if not okd then cli.die(("--train.device %s: not available (%s)"):format(TR.device, why)) end
end
local run = cfg.save.dir .. "/" .. cfg.name
local last_path, best_path = run .. "/checkpoint_last.xa", run .. "/checkpoint_best.xa"

-- the files of a run in its directory (what --overwrite deletes), most telling first
local function run_files(dir)
  local st = xa.stat(dir)
  if not st then return {} end
  if st.type ~= "directory" then cli.die(("%s exists and is not a directory (save.dir/name)"):format(dir)) end
  local fixed = {"log.jsonl", "checkpoint_last.xa", "checkpoint_best.xa", "config.json", "test.hyp"}
  local rank = {}
  for r, f in ipairs(fixed) do rank[f] = r end
  local found = {}
  for _, f in ipairs(cli.try(xa.listdir, dir)) do
    if rank[f] or f:match("^checkpoint_[%w_]+%.xa%.tmp$") or f:match("^checkpoint_%d+%.xa$") then found[#found + 1] = f end
  end
  table.sort(found, function(a, b)
    local ra, rb = rank[a] or #fixed + 1, rank[b] or #fixed + 1
    if ra ~= rb then return ra < rb end
    local na, nb = tonumber(a:match("^checkpoint_(%d+)")), tonumber(b:match("^checkpoint_(%d+)"))
    if na and nb and na ~= nb then return na < nb end
    return a < b
  end)
  return found
end

local held = run_files(run)
if #held > 0 and not o.resume and not o.overwrite then
  local shown = {table.unpack(held, 1, math.min(#held, 3))}
  cli.die(("%s already holds a run (%s%s); use --resume to continue it or --overwrite to replace it")
    :format(run, table.concat(shown, ", "), #held > 3 and (", and " .. (#held - 3) .. " more") or ""))
end
do
  local why = cli.file_problem(run, "outdir")
  if why then cli.die(why .. " (the run directory save.dir/name)") end
end

-- --resume: the run's checkpoint, its configuration with the keys given now on top
local ck
if o.resume then
  if not xa.exists(last_path) then
    cli.die(("--resume: %s holds no checkpoint_last.xa to continue from%s"):format(run,
      #held == 0 and " (no run there: leave out --resume to start one)"
        or " (the run stopped before its first validation: --overwrite starts it again)"))
  end
  ck = cli.try(xa.checkpoint.load, last_path)
  if type(ck.meta) ~= "table" or type(ck.meta.config) ~= "table" or type(ck.meta.train_state) ~= "table" then
    cli.die(last_path .. " is not a train.lua checkpoint (no configuration or training state in its header)")
  end
  local c = cli.try(mt.config, ck.meta.config, overrides, {cli = true})
  -- what the saved parameters, vocabularies and data position depend on cannot change
  local fixed = {"data.src", "data.tgt", "data.train", "data.train_tgt", "data.tokenize", "data.bpe", "data.spm",
                 "data.spm_train", "data.max_len",
                 "data.max_lines", "train.max_tokens", "train.seed"}
  for _, k in ipairs(mt.keys) do if k[1]:match("^model%.") then fixed[#fixed + 1] = k[1] end end
  local saved = cli.try(mt.config, ck.meta.config, {}, {cli = true})
  -- configs of models built by earlier versions (e.g. localness mixed with dot by a gate)
  xa.attention.upgrade_config(c.model, ck.tensors)
  xa.attention.upgrade_config(saved.model, ck.tensors)
  for _, key in ipairs(fixed) do
    local a, b = xa.json.encode(mt.get(saved, key)), xa.json.encode(mt.get(c, key))
    if a ~= b then
      cli.die(("--%s: cannot change when resuming (the run has %s = %s); start a new run with another --name instead")
        :format(key, key, a))
    end
  end
  c.name, c.save.dir = cfg.name, cfg.save.dir -- the run is where it is now
  cfg = c
  D, M, TR, V = cfg.data, cfg.model, cfg.train, cfg.valid
end
dist.set_timeout(cfg.dist.timeout)

local max_updates, max_epochs = TR.max_updates, TR.max_epochs
if max_updates == 0 and max_epochs == 0 and TR.max_time <= 0 then
  cli.die("set when to stop: train.max_updates, train.max_epochs or train.max_time (e.g. --train.max_updates 2000)")
end
if ck then
  local s = ck.meta.train_state
  local reached
  if max_updates > 0 and s.step >= max_updates then reached = ("train.max_updates = %d"):format(max_updates)
  elseif max_epochs > 0 and s.epoch > max_epochs then reached = ("train.max_epochs = %d"):format(max_epochs)
  elseif TR.max_time > 0 and (s.elapsed or 0) >= TR.max_time then reached = ("train.max_time = %g"):format(TR.max_time) end
  if reached then
    cli.die(("--resume: %s already reached %s (update %d); raise it to train on, e.g. --train.max_updates %d")
      :format(run, reached, s.step, s.step * 2))
  end
end

-- ---- data ----------------------------------------------------------------------------
D.dir = cli.resolve(D.dir) -- data/synth from any directory once installed (xattn.home())
local function file(split, lang) return ("%s/%s.%s"):format(D.dir, split, lang) end
-- the training targets: data.train_tgt (e.g. distilled) or the corpus's own
local train_tgt = D.train_tgt ~= "" and D.train_tgt or file(D.train, D.tgt)
for _, f in ipairs({file(D.train, D.src), train_tgt, file(D.valid, D.src), file(D.valid, D.tgt)}) do
  local st = xa.stat(f)
  if not st then
    cli.die(f == D.train_tgt and ("missing data file %s (data.train_tgt)"):format(f)
      or ("missing data file %s (data.dir, data.train / data.valid, data.src / data.tgt)"):format(f))
  end
  if st.type ~= "file" or not st.readable then cli.die(("cannot read data file %s"):format(f)) end
end
-- the test set (scored after training) is optional, but when it is there it must be whole
local test_src, test_tgt = file(D.test, D.src), file(D.test, D.tgt)
local test_n = 0
if xa.exists(test_src) or xa.exists(test_tgt) then
  for _, f in ipairs({test_src, test_tgt}) do
    if not xa.exists(f) then
      cli.die(("the test set is incomplete: %s exists but %s does not"):format(f == test_src and test_tgt or test_src, f))
    end
  end
  local a, b = #cli.read_lines(test_src, "data.test"), #cli.read_lines(test_tgt, "data.test")
  if a ~= b then cli.die(("the test set does not match: %s has %d lines but %s has %d"):format(test_src, a, test_tgt, b)) end
  test_n = a
end
if TR.threads > 0 then xa.set_threads(TR.threads) end

local tty = xa.isatty(1) and dist.size() == 1 -- (a launcher's output is no terminal of ours)
local function say(s)
  if not main then return end
  if tty then io.stdout:write("\r\27[K") end
  io.stdout:write(s, "\n")
  io.stdout:flush()
end
local function fmt_time(s)
  s = math.floor(s + 0.5)
  if s >= 3600 then return ("%d:%02d:%02d"):format(s // 3600, s % 3600 // 60, s % 60) end
  return ("%d:%02d"):format(s // 60, s % 60)
end

local t_start = xa.clock()
local bpe, sv, tv, spm
if D.spm and not ck and not init then
  D.spm = cli.resolve(D.spm)
  local why = cli.file_problem(D.spm, "file")
  if why then cli.die("data.spm: " .. why) end
  if not xa.spm.available() then cli.die("data.spm: " .. cli.clean(select(2, pcall(xa.spm.load, D.spm)))) end
  spm = cli.try(xa.spm.load, D.spm)
end
if D.spm_train and not ck and not init and not xa.spm.available() then
  cli.die("data.spm_train: " .. xa.spm.missing)
end
if ck or init then
  local from = ck or init
  bpe = from.meta.bpe_codes and cli.try(xa.bpe.from_codes, from.meta.bpe_codes) or nil
  spm = cli.try(mt.meta_spm, from.meta, ck and last_path or o.init_from)
  sv = cli.try(xa.data.Vocab.from_table, from.meta.src_vocab)
  tv = cli.try(xa.data.Vocab.from_table, from.meta.tgt_vocab)
elseif D.spm_train then
  local t = D.spm_train
  spm = cli.try(xa.spm.train, {file(D.train, D.src), train_tgt}, {vocab = t.vocab,
    model_type = t.model_type, character_coverage = t.character_coverage,
    threads = TR.threads > 0 and TR.threads or nil})
  say(("learnt a SentencePiece model of %d pieces in %.1f s"):format(spm:size(), xa.clock() - t_start))
elseif D.spm then
  say(("SentencePiece model %s: %d pieces"):format(D.spm, spm:size()))
elseif D.bpe > 0 then
  bpe = cli.try(xa.bpe.learn, {file(D.train, D.src), train_tgt}, D.bpe, {tokenize = D.tokenize})
  say(("learnt %d BPE merges in %.1f s"):format(#bpe:codes(), xa.clock() - t_start))
end
local max_lines = D.max_lines > 0 and D.max_lines or nil
-- the corpora's segmentation: SentencePiece on the raw text, or the tokeniser (and BPE)
local tokenize = D.tokenize
if spm then
  tokenize = function(line) return (spm:units(line)) end
  bpe = nil
end
if not ck and not init and M.share_embeddings then
  -- one vocabulary for both sides, built from the (tokenised, BPE'd) training text
  local lists = {}
  for _, path in ipairs({file(D.train, D.src), train_tgt}) do
    for _, line in ipairs(cli.try(xa.data.read_lines, path, max_lines)) do
      local toks = spm and (spm:units(line)) or D.tokenize and xa.text.tokenize(line) or (function()
        local t = {}
        for w in line:gmatch("%S+") do t[#t + 1] = w end
        return t
      end)()
      lists[#lists + 1] = bpe and bpe:apply(toks) or toks
    end
  end
  sv = xa.data.Vocab.build(lists)
  tv = sv
end
local train = cli.try(xa.data.ParallelCorpus, {src = file(D.train, D.src), tgt = train_tgt,
  src_vocab = sv, tgt_vocab = tv, bpe = bpe, tokenize = tokenize, max_len = D.max_len, max_lines = max_lines})
sv, tv = train.src_vocab, train.tgt_vocab
local valid = cli.try(xa.data.ParallelCorpus, {src = file(D.valid, D.src), tgt = file(D.valid, D.tgt),
  src_vocab = sv, tgt_vocab = tv, bpe = bpe, tokenize = tokenize, max_len = 1024})
if train.n == 0 then
  cli.die(#train.skipped > 0
    and ("no training pair fits data.max_len = %d (all %d are longer)"):format(D.max_len, #train.skipped)
    or ("the training data %s is empty"):format(file(D.train, D.src)))
end
if valid.n == 0 then cli.die(("the validation data %s is empty"):format(file(D.valid, D.src))) end
say(("data: %d training pairs (%d dropped by length), %d validation pairs; vocabularies %d / %d")
  :format(train.n, #train.skipped, valid.n, #sv, #tv))

-- ---- model and optimizer --------------------------------------------------------------
-- wait-k training (train.simt): the loss masks cross-attention to the prefix g(i), and
-- validation BLEU decodes under the same policy
local simt_policy = cli.try(mt.simt_policy, cfg)
-- a CMLM (model.arch = "cmlm") trains on masked targets and decodes with mask-predict
local nat_model = M.arch == "cmlm"
xa.manual_seed(TR.seed)
local sys = cli.try(mt.new_system, cfg, sv, tv, bpe, nil, spm)
local model = sys.model
-- on a device the model trains there, and validation and the test decode there too
if TR.device ~= "cpu" then model:to(TR.device) end
-- a batch's tensors on the training device
local function on_device(b)
  if TR.device == "cpu" then return b end
  for k, v in pairs(b) do if xa.is_tensor(v) then b[k] = v:to(TR.device) end end
  return b
end
local function on_device1(t) return (TR.device ~= "cpu" and xa.is_tensor(t)) and t:to(TR.device) or t end
local opt = xa.optim.Adam(model:parameters(), {lr = TR.lr, betas = TR.betas, eps = TR.eps,
                                               weight_decay = TR.weight_decay})
local schedule = xa.optim.inverse_sqrt{lr = TR.lr, warmup = TR.warmup, init_lr = TR.init_lr}
local st = {step = 0, epoch = 1, batch = 0, best = nil, tokens = 0, elapsed = 0}
if init then
  -- the parameters only: a new optimizer state and schedule start from update 0
  local ok, err = pcall(mt.load_params, model, init.tensors)
  if not ok then
    cli.die(("--init-from %s: the architecture differs: %s"):format(o.init_from, cli.clean(err):gsub("^checkpoint: ", "")))
  end
end
if ck then
  cli.try(mt.load_params, model, ck.tensors)
  local os_ = ck.meta.optimizer
  cli.try(opt.load_state, opt, {step = os_.step, m = ck.tensors["opt.m"], v = ck.tensors["opt.v"], lr = os_.lr})
  st = ck.meta.train_state
end

-- ranks: one gradient reducer; every rank must hold the same model, vocabularies and
-- optimizer state (the same data, code and checkpoint everywhere), checked here
local nranks, rank = dist.size(), dist.rank()
local reducer
if nranks > 1 then
  reducer = cli.try(dist.Reducer, opt, {bucket_mb = cfg.dist.bucket_mb})
  local what = ck and "the model resumed from " .. last_path or "the initial model"
  cli.try(dist.check_same, {params = dist.checksum(opt.flat), m = dist.checksum(opt.m), v = dist.checksum(opt.v),
    src = #sv, tgt = #tv, train = train.n, valid = valid.n, state = st},
    what .. " (parameters, optimizer state, vocabularies, data)")
  -- the configuration too, but for what may differ from machine to machine
  local c = mt.deepcopy(cfg)
  c.train.threads, c.train.device, c.dist.timeout = nil, nil, nil
  cli.try(dist.check_same, c, "the configuration (the command line, the config file and the checkpoint's)")
end

-- ---- the run directory: everything is checked, now it is written ----------------------
-- a script that runs this one (scripts/demo.lua) may put a function here: it is called
-- once everything is checked, before anything is written
-- under mpirun: every rank has checked everything before rank 0 writes anything
dist.barrier("the checks before training")
if type(arg.on_start) == "function" and main then arg.on_start(run, cfg) end
if o.overwrite and #held > 0 and main then
  for _, f in ipairs(held) do
    local ok, err = os.remove(run .. "/" .. f)
    if not ok then cli.fail(("--overwrite: cannot remove %s/%s: %s"):format(run, f, tostring(err))) end
  end
  say(("replaced the previous run in %s (%d files removed)"):format(run, #held))
end
local logf
if main then
  cli.try(xa.mkdir, run)
  local lerr
  logf, lerr = io.open(run .. "/log.jsonl", ck and "a" or "w")
  if not logf then cli.fail(("cannot write %s/log.jsonl: %s"):format(run, tostring(lerr))) end
end
local function log(ev)
  if not main then return end
  ev.time = os.date("!%Y-%m-%dT%H:%M:%SZ")
  logf:write(xa.json.encode(ev), "\n")
  logf:flush()
end

-- each rank draws its own dropout masks: rank 0 continues the stream of the seed (one
-- process is rank 0 of 1), rank r > 0 starts a stream of its own
local function rank_seed(step) return TR.seed * 1000003 + rank * 7919 + step * 104729 end
if ck then
  local saved = ck.meta.dist
  if rank == 0 then xa.set_rng_state(ck.meta.rng)
  elseif saved and saved.size == nranks and saved.rng and saved.rng[rank + 1] then xa.set_rng_state(saved.rng[rank + 1])
  else xa.manual_seed(rank_seed(st.step)) end -- saved with another number of ranks
  say(("resumed from %s at update %d (epoch %d, batch %d)%s"):format(last_path, st.step, st.epoch, st.batch,
    nranks > 1 and (" on %d ranks"):format(nranks) or ""))
  if nranks > 1 and main and (saved and saved.size or 1) ~= nranks then
    say(("note: the run was saved on %d rank%s and continues on %d: the same updates, other dropout masks")
      :format(saved and saved.size or 1, (saved and saved.size or 1) == 1 and "" or "s", nranks))
  end
  log({event = "resume", step = st.step, ranks = nranks > 1 and nranks or nil})
else
  if rank > 0 then xa.manual_seed(rank_seed(0)) end
  if main then xa.json.write(run .. "/config.json", cfg, {indent = true}) end
  say(("model: %d parameters; run directory %s%s"):format(model:num_parameters(), run,
    nranks > 1 and ("; %d ranks (%s%s), %d thread%s each"):format(nranks, dist.library(),
      TR.device == "cuda" and ", gradients by " .. dist.nccl_library() or "", xa.threads(),
      xa.threads() == 1 and "" or "s") or ""))
  if init then
    say(("initialised from %s (parameters, vocabularies, subwords); new optimizer state and schedule"):format(o.init_from))
  end
  log({event = "start", config = cfg, params = model:num_parameters(), ranks = nranks > 1 and nranks or nil,
       init_from = o.init_from})
end

local win -- the log window (loss sums since the last log line); saved with the state
-- every rank calls save at the same points: the parameters must still be the same on every
-- rank (a checksum; a difference stops the run, leaving the checkpoints as they were), and
-- each rank's random state goes into the checkpoint; rank 0 writes it
local function save(path)
  local rngs
  if nranks > 1 then
    local ok, err = pcall(dist.check_same, opt.flat, ("the parameters at update %d"):format(st.step))
    if not ok then
      cli.fail(("%s: the ranks no longer compute the same model; stopping without saving %s (the last checkpoint stays)")
        :format(cli.clean(err), path))
    end
    rngs = dist.allgather(xa.rng_state(), "the random states for " .. path)
  end
  if not main then return end
  local tensors = mt.model_tensors(model)
  local s = opt:state()
  tensors["opt.m"], tensors["opt.v"] = s.m, s.v
  local meta = sys:meta()
  meta.optimizer = {step = s.step, lr = s.lr}
  st.win = {loss = win.loss, nll = win.nll, tokens = win.tokens, -- the log window so far
            len_nll = win.len_nll, sents = win.sents, len_ok = win.len_ok}
  meta.train_state = st
  meta.rng = xa.rng_state()
  if rngs then meta.dist = {size = nranks, rng = rngs} end
  xa.checkpoint.save(path, {tensors = tensors, meta = meta})
end

-- ---- validation ---------------------------------------------------------------------------
local valid_refs = {}
for k = 1, math.min(valid.n, V.max_sentences) do valid_refs[k] = valid.tgt_text[k] end

-- with several ranks each takes every N-th batch (loss sums added over the ranks) and
-- every N-th decoding batch (the translations gathered on every rank)
local function validate()
  model:eval()
  local loss_sum, nll_sum, ntok = 0, 0, 0
  -- a CMLM's loss masks random positions: the same ones at every validation (a generator
  -- of its own seed, the training's state put back after)
  local rng
  if nat_model then rng = xa.rng_state(); xa.manual_seed(TR.seed + 7919) end
  xa.no_grad(function()
    local plan = valid:plan{max_tokens = TR.max_tokens, shuffle = false}
    for k = 1, #plan do
      if dist.owns(k) then
        local batch = valid:batch(plan[k])
        local visible = on_device1(mt.train_visible(cfg, batch))
        local loss, nll, n = model:loss(on_device(batch), {label_smoothing = TR.label_smoothing,
                                                           visible = visible})
        loss_sum, nll_sum, ntok = loss_sum + loss:item(), nll_sum + nll, ntok + n
      end
    end
  end)
  if nranks > 1 then
    loss_sum, nll_sum, ntok = table.unpack(dist.allreduce_numbers({loss_sum, nll_sum, ntok}, "sum",
                                                                  "the validation loss"))
  end
  if rng then xa.set_rng_state(rng) end
  local r = {loss = loss_sum / ntok, nll = nll_sum / ntok, ppl = math.exp(nll_sum / ntok)}
  if V.bleu then
    local srcs = {}
    for k = 1, #valid_refs do srcs[k] = valid.src_text[k] end
    local hyps = sys:translate(srcs, nat_model and {iterations = V.iterations, length_beam = V.length_beam, dist = true}
      or {beam = V.beam, max_len_a = cfg.test.max_len_a, max_len_b = cfg.test.max_len_b, policy = simt_policy,
          dist = true})
    r.bleu = xa.metrics.bleu(hyps, valid_refs).score
  end
  model:train()
  return r
end

-- ---- training loop -----------------------------------------------------------------------

local update_freq = TR.update_freq
win = {loss = 0, nll = 0, tokens = 0, t0 = xa.clock(), steps = 0}
if st.win then
  win.loss, win.nll, win.tokens = st.win.loss, st.win.nll, st.win.tokens
  win.len_nll, win.sents, win.len_ok = st.win.len_nll, st.win.sents, st.win.len_ok
end
local t_train = xa.clock() - st.elapsed
local done, interrupted, skipped, in_row = false, false, 0, 0
model:train()
-- Ctrl-C: the first one stops after the current update with a checkpoint, a second quits
local sigint <close> = xa.sigint_trap("\ntrain.lua: Ctrl-C: saving a checkpoint after this update, then stopping"
                                      .. " (Ctrl-C again quits at once)\n")

-- after a Ctrl-C, at an update boundary: a checkpoint to resume from, then the loops end
local function stop_interrupted()
  save(last_path)
  log({event = "interrupt", step = st.step})
  say(("interrupted at update %d: saved %s; continue with --resume"):format(st.step, last_path))
  done, interrupted = true, true
end

-- every rank ends together (the decision was taken on every rank from the same numbers)
local function exit_all(status)
  io.stdout:flush()
  if logf then logf:close() end
  if nranks > 1 then dist.finalize() end
  os.exit(status)
end

-- train.nan: a NaN/Inf loss or gradient stops the run with its place, or skips the update
local function nonfinite(what, bi)
  local where = ("update %d (epoch %d, batch %d)"):format(st.step + 1, st.epoch, bi)
  local name, kind = mt.first_nonfinite(model, what == "loss" and "value" or "grad")
  local msg
  if what == "loss" then
    msg = ("the loss is not finite at %s; %s"):format(where, name
      and ("parameter '%s' already holds %s"):format(name, kind) or "every parameter is finite")
  else
    msg = ("the gradient is not finite at %s; first parameter affected: '%s' (%s)"):format(
      where, tostring(name), tostring(kind))
  end
  log({event = "nonfinite", what = what, step = st.step + 1, epoch = st.epoch, batch = bi,
       param = name, action = TR.nan})
  if TR.nan == "stop" then
    if main then io.stderr:write("train.lua: ", msg, "; stopping (train.nan = \"skip\" skips such updates)\n") end
    exit_all(1)
  end
  skipped, in_row = skipped + 1, in_row + 1
  if in_row > TR.nan_skips then
    if main then
      io.stderr:write(("train.lua: %s; stopping: %d updates in a row were skipped (train.nan_skips)\n")
        :format(msg, in_row))
    end
    exit_all(1)
  end
  say(("train.lua: %s; update skipped (%d so far)"):format(msg, skipped))
end

-- the fraction of the run done (by updates, or by time when max_time ends it sooner) and
-- the time left at the pace of this process (a resumed run counts from its restart)
local step0, t_start_run = st.step, xa.clock()
local function done_eta()
  local frac = max_updates > 0 and st.step / max_updates or 0
  local eta
  if max_updates > 0 and st.step > step0 then
    eta = (xa.clock() - t_start_run) / (st.step - step0) * (max_updates - st.step)
  end
  if TR.max_time > 0 then
    local tf = (xa.clock() - t_train) / TR.max_time
    if tf > frac then frac = tf end
    local left = TR.max_time - (xa.clock() - t_train)
    if not eta or left < eta then eta = math.max(left, 0) end
  end
  return frac, eta
end

local function progress()
  -- the bar needs a terminal; elsewhere the periodic log lines stand in for it
  if not tty then return end
  local frac, eta = done_eta()
  local rate = win.tokens / math.max(xa.clock() - win.t0, 1e-9)
  local width = 24
  local fill = math.floor(frac * width)
  io.stdout:write(("\r\27[Kupdate %d%s [%s%s] loss %.3f | %.0f tok/s | ETA %s"):format(
    st.step, max_updates > 0 and ("/" .. max_updates) or "", ("="):rep(fill), (" "):rep(width - fill),
    win.tokens > 0 and win.loss / win.tokens or 0, rate, eta and fmt_time(eta) or "?"))
  io.stdout:flush()
end

-- an update takes `group` batches of the plan: update_freq on each rank, rank r the
-- slots r * update_freq .. (r + 1) * update_freq - 1 of the group (0-based)
-- a Ctrl-C: seen by one process at once; by the ranks together, at the end of an update
local function stopping(agreed)
  if nranks > 1 then return agreed end
  return xa.sigint_pending() > 0
end
local group = nranks * update_freq
local lo_slot, hi_slot = rank * update_freq, (rank + 1) * update_freq - 1
while not done do
  local plan = train:plan{max_tokens = TR.max_tokens, shuffle = true,
                          seed = TR.seed, epoch = st.epoch}
  local acc, acc_tokens, bad = 0, 0, false
  local mine = {loss = 0, nll = 0, tokens = 0} -- ranks: this rank's sums of the update
  for bi = st.batch + 1, #plan do
    if acc >= lo_slot and acc <= hi_slot then
      local batch = train:batch(plan[bi])
      local visible = on_device1(mt.train_visible(cfg, batch))
      local loss, nll, ntok, extra = model:loss(on_device(batch), {label_smoothing = TR.label_smoothing,
                                                                   visible = visible})
      local lv = loss:item()
      if lv ~= lv or lv == math.huge or lv == -math.huge then
        if nranks == 1 then nonfinite("loss", bi) end -- returns only to skip; ranks: decided below
        bad = true
      elseif not bad then
        -- the last backward of this rank's part starts summing buckets as they are done
        if reducer and (acc == hi_slot or bi == #plan) then reducer:arm() end
        loss:backward()
        local w = nranks == 1 and win or mine -- ranks: summed over the ranks below
        w.loss, w.nll, w.tokens = w.loss + lv, w.nll + nll, w.tokens + ntok
        if extra then -- a CMLM: its length loss (the loss above includes it, weighted)
          w.len_nll = (w.len_nll or 0) + extra.length_nll
          w.sents = (w.sents or 0) + extra.sentences
          w.len_ok = (w.len_ok or 0) + extra.length_correct
        end
      end
      acc_tokens = acc_tokens + ntok
    end
    acc = acc + 1
    if acc == group or bi == #plan then
      local stop_now, elapsed
      if nranks > 1 then
        -- the gradient summed over the ranks, and the update's numbers with it: losses,
        -- tokens, a non-finite loss anywhere, a Ctrl-C anywhere, rank 0's clock
        reducer:finish()
        local g = dist.allreduce_numbers({mine.loss, mine.nll, mine.tokens, acc_tokens, bad and 1 or 0,
          xa.sigint_pending() > 0 and 1 or 0, main and (xa.clock() - t_train) or 0,
          mine.len_nll or 0, mine.sents or 0, mine.len_ok or 0}, "sum",
          ("the numbers of update %d"):format(st.step + 1))
        win.loss, win.nll, win.tokens = win.loss + g[1], win.nll + g[2], win.tokens + math.tointeger(g[3])
        if g[9] > 0 then -- a CMLM's length loss
          win.len_nll, win.sents, win.len_ok = (win.len_nll or 0) + g[8], (win.sents or 0) + g[9],
                                                (win.len_ok or 0) + g[10]
        end
        acc_tokens = math.tointeger(g[4])
        if g[5] > 0 then nonfinite("loss", bi) bad = true end
        stop_now, elapsed = g[6] > 0, g[7]
        mine = {loss = 0, nll = 0, tokens = 0}
      end
      local gnorm
      if not bad then
        xa.no_grad(function() opt.grad:mul_(1 / acc_tokens) end)
        gnorm = TR.clip > 0 and opt:clip_grad_norm(TR.clip) or opt:grad_norm()
        if gnorm ~= gnorm or gnorm == math.huge then nonfinite("gradient", bi) bad = true end
      end
      if bad then -- skipped: the data moves on, the parameters and the update count do not
        opt:zero_grad()
        st.batch, acc, acc_tokens, bad = bi, 0, 0, false
        if stopping(stop_now) then stop_interrupted() break end
        goto next_batch
      end
      if TR.clip <= 0 then gnorm = nil end
      in_row = 0
      opt:set_lr(schedule(st.step + 1))
      opt:step()
      opt:zero_grad()
      st.step, st.batch, st.tokens = st.step + 1, bi, st.tokens + acc_tokens
      acc, acc_tokens = 0, 0
      win.steps = win.steps + 1
      st.elapsed = nranks > 1 and elapsed or (xa.clock() - t_train) -- ranks: rank 0's clock
      if st.step % cfg.log.every == 0 then
        local dt = xa.clock() - win.t0
        local ev = {event = "train", step = st.step, epoch = st.epoch, loss = win.loss / win.tokens,
                    nll = win.nll / win.tokens, ppl = math.exp(win.nll / win.tokens), lr = opt.lr,
                    tokens_per_s = win.tokens / dt, gnorm = gnorm, elapsed = st.elapsed}
        if reducer then -- the gradient exchange since the last log line
          ev.comm_wait_s = reducer.wait_s
          ev.buckets_early = reducer.started_early / math.max(reducer.rounds, 1)
          reducer.wait_s, reducer.started_early, reducer.rounds = 0, 0, 0
        end
        if (win.sents or 0) > 0 then -- a CMLM: mean length NLL and accuracy per sentence
          ev.length_nll, ev.length_acc = win.len_nll / win.sents, win.len_ok / win.sents
        end
        log(ev)
        if not tty then
          local frac, eta = done_eta()
          say(("update %6d | epoch %3d | loss %.4f | ppl %8.2f%s | lr %.2e | %6.0f tok/s | %s%s"):format(
            st.step, st.epoch, ev.loss, ev.ppl,
            ev.length_nll and (" | length nll %.3f acc %.2f"):format(ev.length_nll, ev.length_acc) or "",
            ev.lr, ev.tokens_per_s, fmt_time(st.elapsed),
            eta and (" | %d%%, ETA %s"):format(math.floor(frac * 100), fmt_time(eta)) or ""))
        end
        win = {loss = 0, nll = 0, tokens = 0, t0 = xa.clock(), steps = 0}
      end
      progress()
      -- max_time (seconds of training, validation included) ends the run like max_updates
      local is_last = (max_updates > 0 and st.step >= max_updates)
                      or (TR.max_time > 0 and st.elapsed >= TR.max_time)
      if st.step % V.every == 0 or is_last then
        local r = validate()
        r.event, r.step = "valid", st.step
        log(r)
        local key = V.bleu and r.bleu or -r.loss
        local better = st.best == nil or key > st.best
        if better then st.best = key end
        say(("valid  %6d | loss %.4f | ppl %8.2f%s%s"):format(st.step, r.loss, r.ppl,
          r.bleu and (" | BLEU %.2f"):format(r.bleu) or "", better and " (best)" or ""))
        save(last_path)
        if better then save(best_path) end
      end
      if cfg.save.every > 0 and st.step % cfg.save.every == 0 then
        save(("%s/checkpoint_%d.xa"):format(run, st.step))
        local old = st.step - cfg.save.every * cfg.save.keep_last -- keep_last = 0: keep all
        if main and cfg.save.keep_last > 0 and old > 0 then os.remove(("%s/checkpoint_%d.xa"):format(run, old)) end
      end
      if is_last then done = true break end
      if stopping(stop_now) then stop_interrupted() break end
    end
    ::next_batch::
  end
  if not done then
    st.epoch, st.batch = st.epoch + 1, 0
    if max_epochs > 0 and st.epoch > max_epochs then
      done = true
      save(last_path)
    end
  end
end
if tty then io.stdout:write("\n") end
sigint:release() -- Ctrl-C interrupts the test decoding as anywhere else
if interrupted then exit_all(130) end
local train_time = xa.clock() - t_train
say(("trained %d updates (%d epochs) in %s"):format(st.step, st.epoch, fmt_time(train_time)))

-- ---- test ------------------------------------------------------------------------------
dist.barrier("rank 0's last checkpoint") -- written before another rank reads it
if test_n > 0 then
  local best = mt.load(xa.exists(best_path) and best_path or last_path)
  if TR.device ~= "cpu" then best.model:to(TR.device) end
  local T = cfg.test
  local n = T.max_sentences > 0 and T.max_sentences or nil
  local srcs, refs = xa.data.read_lines(test_src, n), xa.data.read_lines(test_tgt, n)
  local t0 = xa.clock()
  local hyps = best:translate(srcs, nat_model and {iterations = T.iterations, length_beam = T.length_beam, dist = true}
    or {beam = T.beam, lenpen = T.lenpen, max_len_a = T.max_len_a, max_len_b = T.max_len_b,
        policy = simt_policy, dist = true}) -- wait-k models: greedy, streaming
  if main then
    local f = assert(io.open(run .. "/test.hyp", "w"))
    for _, h in ipairs(hyps) do f:write(h, "\n") end
    f:close()
  end
  local b = xa.metrics.bleu(hyps, refs)
  local ev = {event = "test", bleu = b.score, sentences = #srcs, seconds = xa.clock() - t0}
  if nat_model then ev.iterations, ev.length_beam = T.iterations, T.length_beam else ev.beam = T.beam end
  log(ev)
  say(("test   %s (%s, %d sentences, %.1f s)"):format(b:format(),
    nat_model and ("mask-predict, %d iterations, length beam %d"):format(T.iterations, T.length_beam)
      or simt_policy and (simt_policy.name .. " greedy") or ("beam " .. T.beam), #srcs, xa.clock() - t0))
end
say(("run directory: %s (checkpoint_best.xa, checkpoint_last.xa, log.jsonl%s)"):format(run,
  test_n > 0 and ", test.hyp" or ""))
if logf then logf:close() end
return {run = run, config = cfg}
