-- Train a translation model.
--   xattn scripts/train.lua [--config cfg.json] [--resume] [--section.key value ...]
-- Every key of xattn.mt.defaults can be set in the JSON config or on the command line
-- (--train.lr 1e-3, --model.norm pre, --data.dir data/synth). Writes into
-- <save.dir>/<name>/: config.json, log.jsonl (one JSON object per event),
-- checkpoint_last.xa, checkpoint_best.xa (best validation BLEU, or loss when BLEU is off),
-- checkpoint_<step>.xa every save.every updates (the last save.keep_last kept), test.hyp.
-- --resume continues from checkpoint_last.xa exactly where it stopped: parameters, Adam
-- moments, schedule, data position and random state are restored, so the loss curve is
-- the same, bit for bit on the CPU with the same thread count, as an uninterrupted run.
-- Gradients: the summed token losses of update_freq batches are back-propagated, then the
-- gradient is divided by their total target tokens (fairseq's normalisation).
local xa = require "xattn"
local mt = xa.mt

local usage = [[usage: xattn scripts/train.lua [--config FILE] [--resume] [--section.key value ...]
  e.g. xattn scripts/train.lua --config configs/synth.json --train.max_updates 2000]]

-- ---- arguments ---------------------------------------------------------------------
local cfgfile, resume, overrides = nil, false, {}
do
  local i = 1
  while arg[i] do
    local a = arg[i]
    if a == "-h" or a == "--help" then print(usage) os.exit(0)
    elseif a == "--config" then
      if arg[i + 1] == nil then io.stderr:write("train.lua: --config needs a file\n") os.exit(1) end
      cfgfile = arg[i + 1]; i = i + 2
    elseif a == "--resume" then resume = true; i = i + 1
    elseif a:match("^%-%-[%w_]+%.[%w_.]+$") or a == "--name" then
      if arg[i + 1] == nil then io.stderr:write("train.lua: ", a, " needs a value\n") os.exit(1) end
      overrides[#overrides + 1] = {a:sub(3), arg[i + 1]}
      i = i + 2
    else
      io.stderr:write("train.lua: unknown argument '", a, "'\n", usage, "\n") os.exit(1)
    end
  end
end

local ok, cfg = pcall(mt.config, cfgfile, overrides)
if not ok then io.stderr:write("train.lua: ", tostring(cfg), "\n") os.exit(1) end
local D, M, TR, V = cfg.data, cfg.model, cfg.train, cfg.valid
if TR.nan ~= "stop" and TR.nan ~= "skip" then
  io.stderr:write("train.lua: train.nan must be \"stop\" or \"skip\", got '", tostring(TR.nan), "'\n") os.exit(1)
end
if TR.threads > 0 then xa.set_threads(math.tointeger(TR.threads)) end
local run = cfg.save.dir .. "/" .. cfg.name
xa.mkdir(run)
local last_path, best_path = run .. "/checkpoint_last.xa", run .. "/checkpoint_best.xa"

-- ---- logging -------------------------------------------------------------------------
local tty = xa.isatty(1)
local logf = assert(io.open(run .. "/log.jsonl", resume and "a" or "w"))
local function log(ev)
  ev.time = os.date("!%Y-%m-%dT%H:%M:%SZ")
  logf:write(xa.json.encode(ev), "\n")
  logf:flush()
end
local function say(s)
  if tty then io.stdout:write("\r\27[K") end
  io.stdout:write(s, "\n")
  io.stdout:flush()
end
local function fmt_time(s)
  s = math.floor(s + 0.5)
  if s >= 3600 then return ("%d:%02d:%02d"):format(s // 3600, s % 3600 // 60, s % 60) end
  return ("%d:%02d"):format(s // 60, s % 60)
end

-- ---- data ----------------------------------------------------------------------------
local function file(split, lang) return ("%s/%s.%s"):format(D.dir, split, lang) end
for _, f in ipairs({file(D.train, D.src), file(D.train, D.tgt), file(D.valid, D.src), file(D.valid, D.tgt)}) do
  if not xa.exists(f) then io.stderr:write("train.lua: missing data file ", f, "\n") os.exit(1) end
end

local ck
if resume then
  if not xa.exists(last_path) then
    io.stderr:write("train.lua: --resume: no ", last_path, " to resume from\n") os.exit(1)
  end
  ck = xa.checkpoint.load(last_path)
  -- the run's own configuration, with the keys given on the command line now on top
  local okc, c = pcall(mt.config, ck.meta.config, overrides)
  if not okc then io.stderr:write("train.lua: ", tostring(c), "\n") os.exit(1) end
  cfg = c
  D, M, TR, V = cfg.data, cfg.model, cfg.train, cfg.valid
end

local t_start = xa.clock()
local bpe, sv, tv
if ck then
  bpe = ck.meta.bpe_codes and xa.bpe.from_codes(ck.meta.bpe_codes) or nil
  sv, tv = xa.data.Vocab.from_table(ck.meta.src_vocab), xa.data.Vocab.from_table(ck.meta.tgt_vocab)
elseif D.bpe > 0 then
  bpe = xa.bpe.learn({file(D.train, D.src), file(D.train, D.tgt)}, math.tointeger(D.bpe),
                     {tokenize = D.tokenize})
  say(("learnt %d BPE merges in %.1f s"):format(#bpe:codes(), xa.clock() - t_start))
end
local max_lines = D.max_lines > 0 and math.tointeger(D.max_lines) or nil
if not ck and M.share_embeddings then
  -- one vocabulary for both sides, built from the (tokenised, BPE'd) training text
  local lists = {}
  for _, lang in ipairs({D.src, D.tgt}) do
    for _, line in ipairs(xa.data.read_lines(file(D.train, lang), max_lines)) do
      local toks = D.tokenize and xa.text.tokenize(line) or (function()
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
local train = xa.data.ParallelCorpus{src = file(D.train, D.src), tgt = file(D.train, D.tgt),
  src_vocab = sv, tgt_vocab = tv, bpe = bpe, tokenize = D.tokenize,
  max_len = math.tointeger(D.max_len), max_lines = max_lines}
sv, tv = train.src_vocab, train.tgt_vocab
local valid = xa.data.ParallelCorpus{src = file(D.valid, D.src), tgt = file(D.valid, D.tgt),
  src_vocab = sv, tgt_vocab = tv, bpe = bpe, tokenize = D.tokenize, max_len = 1024}
say(("data: %d training pairs (%d dropped by length), %d validation pairs; vocabularies %d / %d")
  :format(train.n, #train.skipped, valid.n, #sv, #tv))

-- ---- model and optimizer --------------------------------------------------------------
-- wait-k training (train.simt): the loss masks cross-attention to the prefix g(i), and
-- validation BLEU decodes under the same policy
local okp, simt_policy = pcall(mt.simt_policy, cfg)
if not okp then io.stderr:write("train.lua: ", tostring(simt_policy), "\n") os.exit(1) end
xa.manual_seed(math.tointeger(TR.seed))
local sys = mt.new_system(cfg, sv, tv, bpe)
local model = sys.model
local opt = xa.optim.Adam(model:parameters(), {lr = TR.lr, betas = TR.betas, eps = TR.eps,
                                               weight_decay = TR.weight_decay})
local schedule = xa.optim.inverse_sqrt{lr = TR.lr, warmup = math.tointeger(TR.warmup), init_lr = TR.init_lr}
local st = {step = 0, epoch = 1, batch = 0, best = nil, tokens = 0, elapsed = 0}

if ck then
  mt.load_params(model, ck.tensors)
  local os_ = ck.meta.optimizer
  opt:load_state({step = os_.step, m = ck.tensors["opt.m"], v = ck.tensors["opt.v"], lr = os_.lr})
  st = ck.meta.train_state
  xa.set_rng_state(ck.meta.rng)
  say(("resumed from %s at update %d (epoch %d, batch %d)"):format(last_path, st.step, st.epoch, st.batch))
  log({event = "resume", step = st.step})
else
  local f = assert(io.open(run .. "/config.json", "w"))
  f:write(xa.json.encode(cfg, {indent = true}), "\n")
  f:close()
  say(("model: %d parameters; run directory %s"):format(model:num_parameters(), run))
  log({event = "start", config = cfg, params = model:num_parameters()})
end

local win -- the log window (loss sums since the last log line); saved with the state
local function save(path)
  local tensors = mt.model_tensors(model)
  local s = opt:state()
  tensors["opt.m"], tensors["opt.v"] = s.m, s.v
  local meta = sys:meta()
  meta.optimizer = {step = s.step, lr = s.lr}
  st.win = {loss = win.loss, nll = win.nll, tokens = win.tokens} -- the log window so far
  meta.train_state = st
  meta.rng = xa.rng_state()
  xa.checkpoint.save(path, {tensors = tensors, meta = meta})
end

-- ---- validation ---------------------------------------------------------------------------
local valid_refs = {}
for k = 1, math.min(valid.n, math.tointeger(V.max_sentences)) do valid_refs[k] = valid.tgt_text[k] end

local function validate()
  model:eval()
  local loss_sum, nll_sum, ntok = 0, 0, 0
  xa.no_grad(function()
    for batch in valid:batches{max_tokens = math.tointeger(TR.max_tokens), shuffle = false} do
      local loss, nll, n = model:loss(batch, {label_smoothing = TR.label_smoothing,
                                              visible = mt.train_visible(cfg, batch)})
      loss_sum, nll_sum, ntok = loss_sum + loss:item(), nll_sum + nll, ntok + n
    end
  end)
  local r = {loss = loss_sum / ntok, nll = nll_sum / ntok, ppl = math.exp(nll_sum / ntok)}
  if V.bleu then
    local srcs = {}
    for k = 1, #valid_refs do srcs[k] = valid.src_text[k] end
    local hyps = sys:translate(srcs, {beam = math.tointeger(V.beam), max_len_a = cfg.test.max_len_a,
                                      max_len_b = cfg.test.max_len_b, policy = simt_policy})
    r.bleu = xa.metrics.bleu(hyps, valid_refs).score
  end
  model:train()
  return r
end

-- ---- training loop -----------------------------------------------------------------------
local max_updates = math.tointeger(TR.max_updates)
local max_epochs = math.tointeger(TR.max_epochs)
if max_updates == 0 and max_epochs == 0 and TR.max_time <= 0 then
  io.stderr:write("train.lua: set train.max_updates, train.max_epochs or train.max_time\n") os.exit(1)
end
local update_freq = math.max(1, math.tointeger(TR.update_freq))
win = {loss = 0, nll = 0, tokens = 0, t0 = xa.clock(), steps = 0}
if st.win then win.loss, win.nll, win.tokens = st.win.loss, st.win.nll, st.win.tokens end
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
    io.stderr:write("train.lua: ", msg, "; stopping (train.nan = \"skip\" skips such updates)\n")
    os.exit(1)
  end
  skipped, in_row = skipped + 1, in_row + 1
  if in_row > TR.nan_skips then
    io.stderr:write(("train.lua: %s; stopping: %d updates in a row were skipped (train.nan_skips)\n")
      :format(msg, in_row))
    os.exit(1)
  end
  say(("train.lua: %s; update skipped (%d so far)"):format(msg, skipped))
end

local function progress()
  -- the bar needs a terminal; elsewhere the periodic log lines stand in for it
  if not tty then return end
  local frac = max_updates > 0 and st.step / max_updates or 0
  if TR.max_time > 0 then frac = math.max(frac, (xa.clock() - t_train) / TR.max_time) end
  local rate = win.tokens / math.max(xa.clock() - win.t0, 1e-9)
  local eta = frac > 0 and (xa.clock() - t_train) * (1 - frac) / frac or 0
  local width = 24
  local fill = math.floor(frac * width)
  io.stdout:write(("\r\27[Kupdate %d%s [%s%s] loss %.3f | %.0f tok/s | ETA %s"):format(
    st.step, max_updates > 0 and ("/" .. max_updates) or "", ("="):rep(fill), (" "):rep(width - fill),
    win.tokens > 0 and win.loss / win.tokens or 0, rate, frac > 0 and fmt_time(eta) or "?"))
  io.stdout:flush()
end

while not done do
  local plan = train:plan{max_tokens = math.tointeger(TR.max_tokens), shuffle = true,
                          seed = math.tointeger(TR.seed), epoch = st.epoch}
  local acc, acc_tokens, bad = 0, 0, false
  for bi = st.batch + 1, #plan do
    local batch = train:batch(plan[bi])
    local loss, nll, ntok = model:loss(batch, {label_smoothing = TR.label_smoothing,
                                               visible = mt.train_visible(cfg, batch)})
    local lv = loss:item()
    if lv ~= lv or lv == math.huge or lv == -math.huge then
      nonfinite("loss", bi) -- returns only to skip
      bad = true
    elseif not bad then
      loss:backward()
      win.loss, win.nll, win.tokens = win.loss + lv, win.nll + nll, win.tokens + ntok
    end
    acc, acc_tokens = acc + 1, acc_tokens + ntok
    if acc == update_freq or bi == #plan then
      local gnorm
      if not bad then
        xa.no_grad(function() opt.grad:mul_(1 / acc_tokens) end)
        gnorm = TR.clip > 0 and opt:clip_grad_norm(TR.clip) or opt:grad_norm()
        if gnorm ~= gnorm or gnorm == math.huge then nonfinite("gradient", bi) bad = true end
      end
      if bad then -- skipped: the data moves on, the parameters and the update count do not
        opt:zero_grad()
        st.batch, acc, acc_tokens, bad = bi, 0, 0, false
        if xa.sigint_pending() > 0 then stop_interrupted() break end
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
      st.elapsed = xa.clock() - t_train
      if st.step % math.tointeger(cfg.log.every) == 0 then
        local dt = xa.clock() - win.t0
        local ev = {event = "train", step = st.step, epoch = st.epoch, loss = win.loss / win.tokens,
                    nll = win.nll / win.tokens, ppl = math.exp(win.nll / win.tokens), lr = opt.lr,
                    tokens_per_s = win.tokens / dt, gnorm = gnorm, elapsed = st.elapsed}
        log(ev)
        if not tty then
          say(("update %6d | epoch %3d | loss %.4f | ppl %8.2f | lr %.2e | %6.0f tok/s | %s"):format(
            st.step, st.epoch, ev.loss, ev.ppl, ev.lr, ev.tokens_per_s, fmt_time(st.elapsed)))
        end
        win = {loss = 0, nll = 0, tokens = 0, t0 = xa.clock(), steps = 0}
      end
      progress()
      -- max_time (seconds of training, validation included) ends the run like max_updates
      local is_last = (max_updates > 0 and st.step >= max_updates)
                      or (TR.max_time > 0 and xa.clock() - t_train >= TR.max_time)
      if st.step % math.tointeger(V.every) == 0 or is_last then
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
      if cfg.save.every > 0 and st.step % math.tointeger(cfg.save.every) == 0 then
        save(("%s/checkpoint_%d.xa"):format(run, st.step))
        local old = st.step - math.tointeger(cfg.save.every) * math.tointeger(cfg.save.keep_last)
        if old > 0 then os.remove(("%s/checkpoint_%d.xa"):format(run, old)) end
      end
      if is_last then done = true break end
      if xa.sigint_pending() > 0 then stop_interrupted() break end
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
if interrupted then logf:close() os.exit(130) end
local train_time = xa.clock() - t_train
say(("trained %d updates (%d epochs) in %s"):format(st.step, st.epoch, fmt_time(train_time)))

-- ---- test ------------------------------------------------------------------------------
local test_src, test_tgt = file(D.test, D.src), file(D.test, D.tgt)
if xa.exists(test_src) and xa.exists(test_tgt) then
  local best = mt.load(xa.exists(best_path) and best_path or last_path)
  local T = cfg.test
  local n = T.max_sentences > 0 and math.tointeger(T.max_sentences) or nil
  local srcs, refs = xa.data.read_lines(test_src, n), xa.data.read_lines(test_tgt, n)
  local t0 = xa.clock()
  local hyps = best:translate(srcs, {beam = math.tointeger(T.beam), lenpen = T.lenpen,
                                     max_len_a = T.max_len_a, max_len_b = T.max_len_b,
                                     policy = simt_policy}) -- wait-k models: greedy, streaming
  local f = assert(io.open(run .. "/test.hyp", "w"))
  for _, h in ipairs(hyps) do f:write(h, "\n") end
  f:close()
  local b = xa.metrics.bleu(hyps, refs)
  log({event = "test", bleu = b.score, beam = T.beam, sentences = #srcs, seconds = xa.clock() - t0})
  say(("test   %s (%s, %d sentences, %.1f s)"):format(b:format(),
    simt_policy and (simt_policy.name .. " greedy") or ("beam " .. T.beam), #srcs, xa.clock() - t0))
end
say(("run directory: %s (checkpoint_best.xa, checkpoint_last.xa, log.jsonl, test.hyp)"):format(run))
logf:close()
