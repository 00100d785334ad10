-- Simultaneous translation (SiMT): policies, the streaming simulator and a REPL session.
-- xattn.simt. Methods: docs/methods.md (wait-k, GMA, delays); usage: docs/simt.md.
--
--   local simt = xa.simt
--   local run = simt.simulate(model, {{5, 6, 7}, {8, 9}}, simt.waitk{k = 3})
--   run.hyps[1], run.delays[1]            -- target ids, source tokens read before each
--   local s = simt.Session(sys, "a source sentence", {policy = simt.waitk{k = 2}})
--   s:read(); s:write(); print(s:show())
--
-- Streaming model. A source is a list of subword ids; the simulator appends </s> (id 3).
-- Source *units* arrive one at a time: a word (its subwords arrive together: a subword
-- whose string ends with "@@" continues the word; without a source vocabulary every token
-- is a word); the </s> arrives with the last word. Before writing target token i the policy
-- decides how much to read; the decoder then writes one token greedily (the most probable
-- id other than <pad>, as search.greedy), its cross-attention limited to the first v(i)
-- source tokens. For every target token (the final </s> excluded) the simulator records
-- the source tokens read (delays), the words read (word_delays, per target word: the
-- delay of its last subword) and v(i) (visible).
--
-- Policy interface (the lead's GMA implements one of the two):
--   policy:needed(i, info) -> the number of source tokens target token i needs (math.huge:
--       all); the simulator reads whole units until at least that many are read or the
--       source ends, and the decoder sees min(needed, read) tokens (opts.see = "read": all
--       it has read);
--   policy:decide(i, info) -> "read" | "write" (asked again after every read until it
--       says "write" or the source ends); the decoder sees all it has read.
-- info = {row (sentence index), read (tokens), units (words), finished, J (the source
-- length incl. </s>, known once finished, else nil), state (a table kept per sentence)}.
--
-- Batching: sentences run together; the batch's (causal) encoder is advanced to the
-- furthest-read sentence, each sentence's decoder sees only its own read prefix (key
-- padding beyond it, plus v(i)); since encoder position j depends on tokens 1..j only,
-- the results equal running one sentence at a time (tests/lua/test_simt.lua checks it).
local xa = require "xattn"

local simt = {}
local PAD, BOS, EOS = 1, 2, 3

local function fail(fn, msg, level) error("simt." .. fn .. ": " .. msg, (level or 2) + 1) end

-- ---- policies ------------------------------------------------------------------------
local Policy = {}
Policy.__index = Policy
Policy.__tostring = function(p) return "simt policy " .. p.name end

--- waitk{k = 3} -> policy g(i) = k + i - 1 (capped by the source length J)
function simt.waitk(opts)
  local k = type(opts) == "table" and opts.k or opts
  if math.type(k) ~= "integer" or k < 1 then fail("waitk", "k must be a positive integer, got " .. tostring(k)) end
  return setmetatable({name = "wait-" .. k, kind = "waitk", k = k,
                       needed = function(self, i) return self.k + i - 1 end}, Policy)
end

--- full() -> policy that reads the whole source before writing (full-sentence decoding)
function simt.full()
  return setmetatable({name = "full", kind = "full", needed = function() return math.huge end}, Policy)
end

--- gma() -> the GMA policy (Zhang & Feng 2022; docs/methods.md, GMA): before writing target token i
-- the decoder step runs on what has been read; each GMA layer predicts its aligned position
-- p_i and needs g(i) = min(ceil(p_i + delta), J) source tokens; while the largest g(i) over
-- layers (and heads, for unshared alignments) exceeds what was read and the source goes on,
-- one more word is read and the step is run again from the same decoder state. The
-- model's cross-attention must hold a GMA part (cross = attn.gma{...}); delta is the
-- model's (set at training; change it on the parts with simt.set_delta for test-time delta).
function simt.gma()
  return setmetatable({name = "gma", kind = "gma", model_driven = true}, Policy)
end

--- set_delta(model, delta): sets delta of every GMA part of the model's decoder (test-time
-- delta); returns the number of parts changed
function simt.set_delta(model, delta)
  if type(delta) ~= "number" or delta ~= delta or delta < 0 then fail("set_delta", "delta must be a number >= 0, got " .. tostring(delta)) end
  local n = 0
  for _, layer in ipairs(model.decoder and model.decoder.layers or {}) do
    for _, p in ipairs(rawget(layer.cross, "parts") or {}) do
      if p.kind == "gma" then p.delta = delta; if p.opts then p.opts.delta = delta end; n = n + 1 end
    end
  end
  if n == 0 then fail("set_delta", "the model has no GMA cross-attention (train with model.cross = {\"family\": \"gma\"})") end
  return n
end

--- policy(spec) -> a policy: a policy object, "full", "waitk" ({k=}), "wait3", {policy = "waitk", k = 3}
function simt.policy(spec)
  if type(spec) == "table" and (type(spec.needed) == "function" or type(spec.decide) == "function" or spec.model_driven) then return spec end
  if spec == "full" or spec == "none" or (type(spec) == "table" and (spec.policy == "full" or spec.policy == "none")) then
    return simt.full()
  end
  if spec == "gma" or (type(spec) == "table" and spec.policy == "gma") then return simt.gma() end
  if type(spec) == "string" and spec:match("^wait%-?k?(%d+)$") then
    return simt.waitk{k = math.tointeger(tonumber(spec:match("(%d+)$")))}
  end
  if type(spec) == "table" and spec.policy == "waitk" then return simt.waitk{k = spec.k} end
  fail("policy", "expects a policy object (needed or decide), 'full', 'waitK' or {policy = 'waitk', k = K}, got "
    .. tostring(spec))
end

--- waitk_visible(src_pad (B,S) bool | lengths list, T, k) -> (B,T) int64, g(i) = min(k + i - 1, J_b)
-- (J_b the non-pad source length incl. </s>): the prefix-to-prefix training mask
function simt.waitk_visible(src, T, k)
  if math.type(k) ~= "integer" or k < 1 then fail("waitk_visible", "k must be a positive integer, got " .. tostring(k)) end
  if math.type(T) ~= "integer" or T < 0 then fail("waitk_visible", "T must be an integer >= 0, got " .. tostring(T)) end
  local lens
  if xa.is_tensor(src) then
    if src:dtype() ~= "bool" or src:dim() ~= 2 then fail("waitk_visible", "src_pad must be a (B,S) bool tensor") end
    lens = src:logical_not():sum(2):totable()
  elseif type(src) == "table" then lens = src
  else fail("waitk_visible", "expects a (B,S) bool pad mask or a list of source lengths") end
  local rows = {}
  for b, J in ipairs(lens) do
    local r = {}
    for i = 1, T do r[i] = math.min(k + i - 1, J) end
    rows[b] = r
  end
  if #rows == 0 then return xa.zeros(0, T, {dtype = "int64"}) end
  if T == 0 then return xa.zeros(#rows, 0, {dtype = "int64"}) end
  return xa.tensor(rows, {dtype = "int64"})
end

-- ---- units ------------------------------------------------------------------------------
-- cumulative token counts at the end of each unit (the </s> joins the last unit)
local function unit_ends(ids, vocab)
  local ends = {}
  for j, id in ipairs(ids) do
    local cont = vocab and vocab:token(id):sub(-2) == "@@"
    if not cont or j == #ids then ends[#ends + 1] = j end
  end
  if #ends == 0 then ends[1] = 1 else ends[#ends] = #ids + 1 end
  return ends
end
simt.unit_ends = unit_ends

-- target word index of each target token (a token ending in "@@" continues its word)
local function word_ends(ids, vocab)
  local ends = {}
  for j, id in ipairs(ids) do
    if not (vocab and vocab:token(id):sub(-2) == "@@") or j == #ids then ends[#ends + 1] = j end
  end
  return ends
end
simt.word_ends = word_ends

-- ---- the batched streaming run ----------------------------------------------------------
local Run = {}
Run.__index = Run

local function check_model(fn, model)
  for _, m in ipairs{"decode_step", "reorder"} do
    if type(model) ~= "table" or type(model[m]) ~= "function" then
      fail(fn, "model must have decode_step, reorder and encode_step (or encode) methods", 3)
    end
  end
end

-- new_run(model, sources (list of id lists without </s>), opts) -> run
local function new_run(fn, model, sources, opts, ids)
  check_model(fn, model)
  local unidir = type(model.encode_step) == "function" and not (model.cfg and model.cfg.encoder ~= "unidirectional")
  if not unidir and type(model.encode) ~= "function" then fail(fn, "model has neither encode_step nor encode", 3) end
  local a = opts.max_len_a or 1.2
  local b = opts.max_len_b or 10
  local rows = {}
  for r, ids in ipairs(sources) do
    if type(ids) ~= "table" then fail(fn, ("source %d must be a list of token ids, got %s"):format(r, type(ids)), 3) end
    local toks = {}
    for j, id in ipairs(ids) do
      if math.type(id) ~= "integer" or id < 4 then
        fail(fn, ("source %d, token %d: ids must be integers >= 4 (1-3 are pad, bos, eos), got %s"):format(r, j, tostring(id)), 3)
      end
      toks[j] = id
    end
    local ends = opts.src_vocab and unit_ends(ids, opts.src_vocab) or unit_ends(ids)
    toks[#toks + 1] = EOS
    local J = #toks
    local m = math.floor(a * J + b)
    if opts.max_len and m > opts.max_len then m = math.floor(opts.max_len) end
    rows[r] = {toks = toks, J = J, ends = ends, maxl = math.max(m, 0), read = 0, units = 0,
               hyp = {}, delays = {}, unit_delays = {}, visible = {}, scores = {}, done = false,
               pstate = {}, elapsed = {}, read_ms = {}}
  end
  local active, prev = {}, {}
  for r = 1, #rows do active[r] = r; prev[r] = BOS end
  return setmetatable({model = model, rows = rows, active = active, prev = prev, enc_state = {},
                       dec_state = {}, encoded = 0, unidir = unidir, dirty = true, bias = nil, fn = fn,
                       ids = ids, t0 = xa.clock(), steps = 0, step_ms = 0}, Run)
end

-- reads the next unit of row r; false when the source has ended
function Run:read(r)
  local row = self.rows[r]
  if row.units == #row.ends then return false end
  row.units = row.units + 1
  row.read = row.ends[row.units]
  row.read_ms[row.units] = (xa.clock() - self.t0) * 1000
  self.dirty = true
  return true
end

function Run:finished(r) local row = self.rows[r]; return row.units == #row.ends end

-- the batch encoder covers the furthest-read active row
function Run:_encode()
  local need = 0
  for _, r in ipairs(self.active) do need = math.max(need, self.rows[r].read) end
  if need <= self.encoded then return end
  local model = self.model
  if not self.unidir then
    if self.encoded > 0 then fail(self.fn, "the model's encoder is bidirectional: it cannot read incrementally", 4) end
    local seqs = {}
    for a, r in ipairs(self.active) do
      if not self:finished(r) then
        fail(self.fn, "the model's encoder is bidirectional: only policies that read the whole source first (full) can run; train with model.encoder = \"unidirectional\"", 4)
      end
      seqs[a] = self.rows[r].toks
    end
    local src = xa.data.collate(seqs)
    local enc = xa.no_grad(function() return model:encode(src) end)
    self.enc_state = {out = enc.out, pad = enc.pad}
    self.encoded = src:size(2)
    return
  end
  local cols = {}
  for a, r in ipairs(self.active) do
    local row, c = self.rows[r], {}
    for j = self.encoded + 1, need do c[#c + 1] = row.toks[j] or PAD end
    cols[a] = c
  end
  model:encode_step(xa.tensor(cols, {dtype = "int64"}), self.enc_state)
  self.encoded = need
end

-- one decoder step for every active row: vis[a] = the source tokens row active[a] sees.
-- Returns the list of rows that finished.
function Run:write(vis)
  if #self.active == 0 then return {} end
  return self:_commit(self:_step(vis), vis)
end

-- the decoder step for the active rows (vis as in write): log-probabilities (K, V), and the
-- cross-attention parts of every layer when need_parts
function Run:_step(vis, need_parts)
  local ts = xa.clock()
  local a, b = self:_step_(vis, need_parts)
  self.steps, self.step_ms = self.steps + 1, self.step_ms + (xa.clock() - ts) * 1000
  return a, b
end

function Run:_step_(vis, need_parts)
  local model, active = self.model, self.active
  local K = #active
  self:_encode()
  local E = self.encoded
  local reads = {}
  for a, r in ipairs(active) do reads[a] = self.rows[r].read end
  local readt = xa.tensor(reads, {dtype = "int64"}):view(K, 1)
  local pad = xa.arange(1, E + 1, 1, {dtype = "int64"}):view(1, E):gt(readt)
  local enc = {out = self.enc_state.out, pad = pad}
  if self.dirty and model.source_changed then model:source_changed(self.dec_state) end
  self.dirty = false
  local visible = xa.tensor(vis, {dtype = "int64"}):view(K, 1)
  local prev = xa.tensor(self.prev, {dtype = "int64"}):view(K, 1)
  self._pad = pad
  if need_parts then
    local logits, _, parts = model:_decode(enc, prev, self.dec_state, true, visible)
    local last = logits:select(2, logits:size(2))
    if model.latent then return last, parts end
    return last:log_softmax(2), parts
  end
  return model:decode_step(enc, prev, self.dec_state, visible)
end

-- commits one written token per active row from lp (K, V); returns the rows that finished
function Run:_commit(lp, vis)
  local model, active = self.model, self.active
  local K = #active
  local pad = self._pad
  if not self.bias then
    self.bias = xa.zeros(1, lp:size(2), {dtype = lp:dtype()})
    self.bias:set(1, PAD, -math.huge)
  end
  local best, pos = (lp + self.bias):max(2)
  best, pos = best:totable(), pos:totable()
  local now = (xa.clock() - self.t0) * 1000 -- the time every row of this step is written
  local eos_lp
  local keep, keep_rows, keep_prev, done = {}, {}, {}, {}
  for a, r in ipairs(active) do
    local row = self.rows[r]
    local tok, s = pos[a], best[a]
    if #row.hyp >= row.maxl and tok ~= EOS then
      eos_lp = eos_lp or lp:select(2, EOS):totable()
      tok, s = EOS, eos_lp[a]
    end
    if tok == EOS then
      row.done, row.eos_score = true, s
      done[#done + 1] = r
    else
      local n = #row.hyp + 1
      row.hyp[n], row.scores[n] = tok, s
      row.delays[n], row.unit_delays[n], row.visible[n] = row.read, row.units, vis[a]
      row.elapsed[n] = now
      keep[#keep + 1] = a; keep_rows[#keep_rows + 1] = r; keep_prev[#keep_prev + 1] = tok
    end
  end
  if #keep < K and #keep > 0 then
    local idx = xa.tensor(keep, {dtype = "int64"})
    model:reorder({out = self.enc_state.out, pad = pad}, self.dec_state, idx)
    local reorder_tensors = require("xattn.nn.module").reorder_tensors
    xa.no_grad(function() reorder_tensors(self.enc_state, idx) end)
  end
  self.active, self.prev = keep_rows, keep_prev
  return done
end

-- the info table a policy sees for row r
function Run:info(r)
  local row = self.rows[r]
  local fin = self:finished(r)
  return {row = self.ids and self.ids[r] or r, read = row.read, units = row.units, finished = fin, J = fin and row.J or nil,
          state = row.pstate}
end

-- a copy of the decoder state's tables (tensors are shared: decoding replaces them, it
-- never writes into them)
local function snapshot(t)
  if type(t) ~= "table" or xa.is_tensor(t) then return t end
  local c = {}
  for k, v in pairs(t) do c[k] = snapshot(v) end
  return c
end

-- delta of the GMA part of each decoder layer (nil for layers without one)
local function gma_deltas(model)
  local d = {}
  for l, layer in ipairs(model.decoder and model.decoder.layers or {}) do
    for _, p in ipairs(rawget(layer.cross, "parts") or {}) do
      if p.kind == "gma" then d[l] = p.delta end
    end
  end
  return d
end

-- one GMA step for all active rows: run the decoder step, read more for the rows whose
-- largest g(i) exceeds what they have read (unless their source has ended), restore the
-- decoder state and run again; write when no row needs more. Returns the finished rows.
function Run:model_driven_step()
  local active = self.active
  -- nothing is written before the first word is read (g(i) >= 1 for every policy)
  for _, r in ipairs(active) do if self.rows[r].read == 0 then self:read(r) end end
  while true do
    local vis = {}
    for a, r in ipairs(active) do vis[a] = self.rows[r].read end
    local saved = snapshot(self.dec_state)
    local dirty = self.dirty
    local lp, parts = self:_step(vis, true)
    -- g(i) = ceil(p_i + delta) before the cap by J: the source length is not known while
    -- streaming (the part's own `needed` is capped by what was read)
    local deltas = self.gma_deltas or gma_deltas(self.model)
    self.gma_deltas = deltas
    local need = {}
    for l, p in ipairs(parts) do
      if p.positions and deltas[l] then
        local n = (p.positions + deltas[l]):ceil():reshape(#active, -1):max(2):totable()
        for a = 1, #active do need[a] = math.max(need[a] or 0, math.tointeger(n[a]) or math.huge) end
      end
    end
    if next(need) == nil then fail("simulate", "the GMA policy needs a model whose cross-attention holds a GMA part", 3) end
    local more = false
    for a, r in ipairs(active) do
      local row = self.rows[r]
      row.gneed = need[a]
      if need[a] > row.read and not self:finished(r) then
        while row.read < need[a] and self:read(r) do end
        more = true
      end
    end
    if not more then
      for a, r in ipairs(active) do vis[a] = math.min(need[a], self.rows[r].read) end
      return self:_commit(lp, vis)
    end
    self.dec_state = saved
    if not dirty then self.dirty = true end
  end
end

-- lets the policy read for row r, returns v(i)
function Run:policy_reads(policy, r, see)
  local row = self.rows[r]
  local i = #row.hyp + 1
  if policy.decide then
    while not self:finished(r) do
      local d = policy:decide(i, self:info(r))
      if d == "write" then break end
      if d ~= "read" then fail("simulate", "policy:decide must return 'read' or 'write', got " .. tostring(d), 3) end
      self:read(r)
    end
    return row.read
  end
  local n = policy:needed(i, self:info(r))
  if type(n) ~= "number" or n ~= n then fail("simulate", "policy:needed must return a number, got " .. tostring(n), 3) end
  while row.read < n and self:read(r) do end
  if see == "read" then return row.read end
  return math.max(0, math.min(n, row.read))
end

-- per-row results with word-level delays
local function row_result(row, tgt_vocab)
  local we = word_ends(row.hyp, tgt_vocab)
  local wd, we_ms = {}, {}
  for w, e in ipairs(we) do wd[w] = row.unit_delays[e]; we_ms[w] = row.elapsed[e] end
  return {hyp = row.hyp, delays = row.delays, word_delays = wd, visible = row.visible,
          scores = row.scores, src_tokens = row.J, src_words = #row.ends, hyp_words = #we,
          elapsed = row.elapsed, word_elapsed = we_ms, read_ms = row.read_ms}
end

--- simulate(model, sources, policy [, opts]) -> run
-- sources: a list of source id lists (without </s>). opts: batch = 32 (sentences decoded
-- together; sorted by length, results in input order), src_vocab / tgt_vocab (word
-- boundaries from "@@"; without them every token is a word), see = "needed" | "read",
-- max_len_a = 1.2, max_len_b = 10, max_len (as search.greedy; |x| counts the </s>).
-- run: hyps, delays (source tokens read per target token), word_delays (source words
-- read per target word), visible (v(i)), scores (log-probability of each token),
-- src_tokens (J incl. </s>), src_words, hyp_words: one entry per sentence; policy (its name).
-- Timing (a monotonic clock, ms from the start of the sentence's batch): elapsed (per
-- target token: when it was written), word_elapsed (per target word: its last subword),
-- read_ms (per source word: when it was read); per run: seconds (wall time), steps and
-- step_ms (decoder steps and the time spent in them), batch. In a batch, every row waits
-- for the whole batched step (what a server batching requests sees): batch = 1 gives
-- the clean per-sentence figure.
function simt.simulate(model, sources, policy, opts)
  opts = opts or {}
  if type(sources) ~= "table" then fail("simulate", "sources must be a list of id lists") end
  policy = simt.policy(policy or opts.policy)
  local bs = opts.batch or 32
  if math.type(bs) ~= "integer" or bs < 1 then fail("simulate", "batch must be a positive integer, got " .. tostring(bs)) end
  local see = opts.see or "needed"
  if see ~= "needed" and see ~= "read" then fail("simulate", "see must be 'needed' or 'read', got " .. tostring(see)) end
  check_model("simulate", model)
  local order = {}
  for i = 1, #sources do order[i] = i end
  table.sort(order, function(x, y)
    local lx, ly = type(sources[x]) == "table" and #sources[x] or 0, type(sources[y]) == "table" and #sources[y] or 0
    if lx ~= ly then return lx > ly end
    return x < y
  end)
  local res = {hyps = {}, delays = {}, word_delays = {}, visible = {}, scores = {}, src_tokens = {},
               src_words = {}, hyp_words = {}, policy = policy.name or tostring(policy),
               elapsed = {}, word_elapsed = {}, read_ms = {}, steps = 0, step_ms = 0, batch = bs}
  local t_start = xa.clock()
  local was_training = model.training
  if model.eval then model:eval() end
  local ok, err = pcall(xa.no_grad, function()
    for s = 1, #order, bs do
      local idx, batch = {}, {}
      for k = s, math.min(s + bs - 1, #order) do idx[#idx + 1] = order[k]; batch[#batch + 1] = sources[order[k]] end
      local run = new_run("simulate", model, batch, opts, idx)
      while #run.active > 0 do
        if policy.model_driven then run:model_driven_step()
        else
          local vis = {}
          for a, r in ipairs(run.active) do vis[a] = run:policy_reads(policy, r, see) end
          run:write(vis)
        end
      end
      for r, row in ipairs(run.rows) do
        local rr = row_result(row, opts.tgt_vocab)
        local i = idx[r]
        res.hyps[i], res.delays[i], res.word_delays[i], res.visible[i] = rr.hyp, rr.delays, rr.word_delays, rr.visible
        res.scores[i], res.src_tokens[i], res.src_words[i], res.hyp_words[i] = rr.scores, rr.src_tokens, rr.src_words, rr.hyp_words
        res.elapsed[i], res.word_elapsed[i], res.read_ms[i] = rr.elapsed, rr.word_elapsed, rr.read_ms
      end
      res.steps, res.step_ms = res.steps + run.steps, res.step_ms + run.step_ms
    end
  end)
  res.seconds = xa.clock() - t_start
  if was_training and model.train then model:train() end
  if not ok then error(err, 0) end
  return res
end

--- latency(run [, {ref_words = {n...}, ref_tokens = {n...}, interval_ms = 300}]) -> {word = corpus, subword = corpus}
-- corpus latency (xattn.latency.corpus) at word and subword level; AL uses the reference
-- lengths when given (SimulEval), else the hypothesis lengths (result.al_length says which).
-- When the run has elapsed times, also the computation-aware metrics with source units
-- arriving every interval_ms (latency.DEFAULT_INTERVAL_MS unless given; false: none).
function simt.latency(run, opts)
  opts = opts or {}
  local lat = require "xattn.latency"
  local s = opts.interval_ms
  if s == nil then s = lat.DEFAULT_INTERVAL_MS end
  if not (run.elapsed and run.word_elapsed and #run.elapsed == #run.hyps) then s = false end
  local w, t = {}, {}
  for i = 1, #run.hyps do
    w[i] = {delays = run.word_delays[i], src_len = run.src_words[i], ref_len = opts.ref_words and opts.ref_words[i],
            elapsed = s and run.word_elapsed[i] or nil}
    t[i] = {delays = run.delays[i], src_len = run.src_tokens[i], ref_len = opts.ref_tokens and opts.ref_tokens[i],
            elapsed = s and run.elapsed[i] or nil}
  end
  return {word = lat.corpus(w, {level = "word", interval_ms = s or nil}),
          subword = lat.corpus(t, {level = "subword", interval_ms = s or nil})}
end

-- ---- Session: one sentence, step by step (REPL) ------------------------------------------
local Session = {}
Session.__index = Session
simt.SessionClass = Session

--- Session(model | system, source [, opts]) -> session over one sentence
-- source: a list of ids, or a raw string when given a translation system (xattn.mt: the
-- model, vocabularies and BPE). opts: policy (for s:step() / s:run(); default full),
-- see, max_len_a, max_len_b, src_vocab, tgt_vocab.
-- s:read() reads one source word (false at the end); s:write() writes one target token
-- seeing everything read (returns its string/id, or nil at </s>); s:step() lets the
-- policy read, then writes; s:run() steps to the end; s:show() tells which source words
-- each target word saw; fields hyp, delays, word_delays, visible, done.
function simt.Session(m, source, opts)
  opts = opts or {}
  local model, sys = m, nil
  if type(m) == "table" and m.model and m.src_vocab then sys, model = m, m.model end
  local o = {}
  for k, v in pairs(opts) do o[k] = v end
  if sys then o.src_vocab, o.tgt_vocab = o.src_vocab or sys.src_vocab, o.tgt_vocab or sys.tgt_vocab end
  local ids = source
  if type(source) == "string" then
    if not sys then fail("Session", "a raw string source needs a translation system (xattn.mt), not a bare model") end
    ids = sys.src_vocab:encode(sys:preprocess(source, "src"))
  end
  if model.eval then model:eval() end
  local run = new_run("Session", model, {ids}, o)
  return setmetatable({_run = run, sys = sys, opts = o, policy = simt.policy(o.policy or "full"),
                       src_ids = ids, hyp = run.rows[1].hyp, delays = run.rows[1].delays,
                       visible = run.rows[1].visible, done = false}, Session)
end

local function tok_str(s, id)
  local v = s.opts.tgt_vocab
  return v and v:token(id) or id
end

function Session:read()
  if self.done then return false end
  return self._run:read(1)
end

-- writes one target token with visible source v (default: all read)
function Session:write(v)
  if self.done then return nil end
  local row = self._run.rows[1]
  local r = xa.no_grad(function() return self._run:write({v or row.read}) end)
  if #r > 0 then self.done = true; return nil end
  return tok_str(self, row.hyp[#row.hyp])
end

function Session:step()
  if self.done then return nil end
  if self.policy.model_driven then
    local row = self._run.rows[1]
    local r = xa.no_grad(function() return self._run:model_driven_step() end)
    if #r > 0 then self.done = true; return nil end
    return tok_str(self, row.hyp[#row.hyp])
  end
  local v = self._run:policy_reads(self.policy, 1, self.opts.see)
  return self:write(v)
end

function Session:run()
  while not self.done do self:step() end
  return self
end

-- source words (strings) and target words with their word delays
function Session:words()
  local row = self._run.rows[1]
  local sv, tv = self.opts.src_vocab, self.opts.tgt_vocab
  local src = {}
  local start = 1
  for u, e in ipairs(row.ends) do
    local parts = {}
    for j = start, math.min(e, #self.src_ids) do parts[#parts + 1] = sv and sv:token(self.src_ids[j]) or tostring(self.src_ids[j]) end
    if e > #self.src_ids then parts[#parts + 1] = "</s>" end
    src[u] = table.concat(parts, " "):gsub("@@ ", "")
    start = e + 1
  end
  local rr = row_result(row, tv)
  local tgt, ws = {}, 1
  for w, e in ipairs(word_ends(row.hyp, tv)) do
    local parts = {}
    for j = ws, e do parts[#parts + 1] = tv and tv:token(row.hyp[j]) or tostring(row.hyp[j]) end
    tgt[w] = table.concat(parts, " "):gsub("@@ ", ""):gsub("@@$", "")
    ws = e + 1
  end
  return src, tgt, rr.word_delays
end

--- s:show() -> text: the source read so far, then one line per target word with the
-- source words it saw
function Session:show()
  local row = self._run.rows[1]
  local src, tgt, wd = self:words()
  local lines = {}
  local read = {}
  for u = 1, row.units do read[u] = src[u] end
  lines[1] = ("source (%d/%d words read, %d/%d tokens): %s%s"):format(row.units, #row.ends, row.read, row.J,
    table.concat(read, " "), row.units < #row.ends and " ..." or "")
  for w, t in ipairs(tgt) do
    local seen = {}
    for u = 1, wd[w] do seen[u] = src[u] end
    lines[#lines + 1] = ("%3d %-16s <- %d: %s"):format(w, t, wd[w], table.concat(seen, " "))
  end
  if self.done then lines[#lines + 1] = "(done)" end
  return table.concat(lines, "\n")
end
Session.__tostring = function(s) return s:show() end

--- s:staircase() -> text: the read/write staircase so far, one line per target word with
-- a block under each source word it had seen (xattn.streameval.staircase)
function Session:staircase()
  local src, tgt, wd = self:words()
  return require("xattn.streameval").staircase(src, tgt, wd)
end

return simt
