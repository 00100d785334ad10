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
-- Source *units* arrive one at a time: a word, all of whose tokens arrive together, the
-- </s> with the last word. Which tokens make a word is given (opts.src_units: from a
-- translation system, System:simulate, the white-space words of the raw line by default,
-- as SimulEval reads a text source, or the words of its tokenisation) or, without it, read
-- off the vocabulary (a subword whose string ends with "@@" continues the word; without a
-- source vocabulary every token is a word). Target words likewise (opts.tgt_word_ends:
-- the white-space words of the detokenised hypothesis; else the "@@" words). Before
-- writing target token i the policy decides how much to read; the decoder then writes
-- one token greedily (the most probable id other than <pad>, as search.greedy), its
-- cross-attention limited to the first v(i) source tokens. For every target token (the
-- final </s> excluded) the simulator records the source tokens read (delays), the words
-- read (word_delays, per target word: the delay of the token that completes it) and v(i)
-- (visible).
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

--- schedule(needs) -> a policy that replays another run: needs[s][i] is the number of
-- source tokens target token i of sentence s needs (s: the sentence's position in the run's
-- input, as info.row gives it). Given another run's `visible` (what its decoder attended
-- to), it reads the same words and shows the decoder the same tokens, so two models are
-- compared at identical latency (a wait-k model on a GMA run's schedule). Past the end of
-- a sentence's list, one more token per target token (as wait-k); a sentence with no entry
-- is an error naming it.
function simt.schedule(needs)
  if type(needs) ~= "table" then fail("schedule", "expects a list of per-sentence lists, got " .. type(needs)) end
  for s, d in pairs(needs) do
    if math.type(s) ~= "integer" or s < 1 or type(d) ~= "table" then
      fail("schedule", ("expects a list of per-sentence lists; entry %s is a %s"):format(tostring(s), type(d)))
    end
    for i, v in ipairs(d) do
      if math.type(v) ~= "integer" or v < 1 then
        fail("schedule", ("sentence %d, target token %d: the tokens needed must be positive integers, got %s")
          :format(s, i, tostring(v)))
      end
    end
  end
  return setmetatable({name = "schedule", kind = "schedule", needs = needs,
    needed = function(self, i, info)
      local d = self.needs[info.row]
      if not d then fail("schedule", ("no entry for sentence %d"):format(info.row), 4) end
      if i <= #d then return d[i] end
      return (d[#d] or 0) + i - #d
    end}, Policy)
end

--- gma() -> the GMA policy (Zhang & Feng 2022; docs/methods.md, GMA): before writing target token i
-- the decoder step runs on what has been read; each GMA layer predicts its aligned position
-- p_i and needs g(i) = min(ceil(p_i + delta), J) source tokens; while the largest g(i) over
-- layers (and heads, for unshared alignments) exceeds what was read and the source goes on,
-- one more word is read and the step is run again from the same decoder state. The
-- model's cross-attention must hold a GMA part (cross = attn.gma{...}); delta is the
-- model's (set at training; change it on the parts with simt.set_delta for test-time delta).
-- opts.layers: whose g(i) sets the reads: "all" (the default, the largest over the GMA
-- layers, as above), "last" (the last GMA layer alone) or a list of decoder layer indices;
-- every layer still attends to min(g_l(i), read) tokens (an exploration of which layer
-- should drive the schedule: docs/simt.md).
function simt.gma(opts)
  local layers = type(opts) == "table" and opts.layers or "all"
  local name = "gma"
  if layers == "last" then name = "gma(last layer)"
  elseif type(layers) == "table" then
    if #layers == 0 then fail("gma", "layers must be \"all\", \"last\" or a non-empty list of decoder layers") end
    for _, l in ipairs(layers) do
      if math.type(l) ~= "integer" or l < 1 then
        fail("gma", "layers must be \"all\", \"last\" or a list of decoder layer indices >= 1, got " .. tostring(l))
      end
    end
    name = "gma(layers " .. table.concat(layers, ",") .. ")"
  elseif layers ~= "all" then
    fail("gma", "layers must be \"all\", \"last\" or a list of decoder layers, got " .. tostring(layers))
  end
  return setmetatable({name = name, kind = "gma", model_driven = true, layers = layers}, Policy)
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
  if spec == "gma" then return simt.gma() end
  if type(spec) == "table" and spec.policy == "gma" then return simt.gma(spec) end
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
-- Word units. "raw" (SimulEval's): a source word is a white-space word of the raw line, a
-- target word a white-space word of the detokenised hypothesis; "tok": the words of the
-- system's tokenisation (BPE pieces merged) on both sides. A translation system
-- (xattn.mt, System:simulate) knows both; the bare simulator reads the words its caller
-- gives (src_units, tgt_word_ends) or, without them, the "@@" words of the vocabularies:
-- the tokenised words.
local WORD_UNITS = {raw = "raw", simuleval = "raw", tokens = "tok", tok = "tok"}
simt.WORD_UNITS_TEXT = {
  raw = "white-space words of the raw source line and of the detokenised hypothesis (SimulEval)",
  tok = "words of the system's tokenisation (BPE pieces merged) on both sides",
}

--- word_units(name [, fn]) -> "raw" | "tok": "raw" or "simuleval" (the default, for nil),
-- "tokens" or "tok"; anything else is an error naming fn
function simt.word_units(u, fn)
  if u == nil then return "raw" end
  local c = WORD_UNITS[u]
  if not c then
    error(('%s: word_units must be "raw" ("simuleval") or "tokens", got %s'):format(fn or "simt.word_units", tostring(u)), 3)
  end
  return c
end

--- cumulative_ends(sizes, n) -> the token count at the end of each unit, the </s> (token
-- n + 1) joined to the last unit; sizes: the tokens of each unit (positive integers that
-- sum to n). No unit (an empty source): one unit, the </s>.
function simt.cumulative_ends(sizes, n, fn)
  fn = fn or "simt.cumulative_ends"
  if type(sizes) ~= "table" then error(("%s: unit sizes must be a list of token counts, got %s"):format(fn, type(sizes)), 2) end
  local ends, c = {}, 0
  for u, k in ipairs(sizes) do
    if math.type(k) ~= "integer" or k < 1 then
      error(("%s: unit %d must hold a positive integer number of tokens, got %s"):format(fn, u, tostring(k)), 2)
    end
    c = c + k
    ends[u] = c
  end
  if c ~= n then error(("%s: the units hold %d tokens, the source has %d"):format(fn, c, n), 2) end
  if #ends == 0 then ends[1] = 1 else ends[#ends] = n + 1 end
  return ends
end

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

local function is_unidirectional(model)
  return type(model.encode_step) == "function" and not (model.cfg and model.cfg.encoder ~= "unidirectional")
end

-- a policy that reads the source word by word cannot run on a bidirectional encoder: say
-- so before any work (a GMA model gets one only with attn.gma{allow_bidirectional = true})
local function check_streamable(fn, model, policy)
  if model.is_nat then
    fail(fn, "the model is a CMLM (non-autoregressive, model.arch cmlm): streaming needs an autoregressive model; decode a CMLM with xattn.nat.mask_predict (System:translate does)", 3)
  end
  if (policy.kind == "gma" or policy.kind == "waitk") and not is_unidirectional(model) then
    fail(fn, ("the %s policy reads the source incrementally, but the model's encoder is %s: only the full policy can run it; train with model.encoder = \"unidirectional\"")
      :format(policy.name, model.cfg and model.cfg.encoder and ("bidirectional (model.encoder = \"" .. tostring(model.cfg.encoder) .. "\")")
              or "not incremental (no encode_step)"), 3)
  end
end

-- new_run(model, sources (list of id lists without </s>), opts) -> run
local function new_run(fn, model, sources, opts, ids)
  check_model(fn, model)
  local unidir = is_unidirectional(model)
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
    local ends
    if opts.src_units then
      local u = opts.src_units[r]
      if type(u) ~= "table" then fail(fn, ("src_units[%d] must be a list of token counts, got %s"):format(r, type(u)), 3) end
      local ok, e = pcall(simt.cumulative_ends, u, #ids, "source " .. r)
      if not ok then fail(fn, e, 3) end
      ends = e
    else
      ends = opts.src_vocab and unit_ends(ids, opts.src_vocab) or unit_ends(ids)
    end
    toks[#toks + 1] = EOS
    local J = #toks
    local m = math.floor(a * J + b)
    if opts.max_len and m > opts.max_len then m = math.floor(opts.max_len) end
    rows[r] = {toks = toks, J = J, ends = ends, maxl = math.max(m, 0), read = 0, units = 0,
               hyp = {}, delays = {}, visible = {}, scores = {}, done = false, layer_needs = {},
               pstate = {}, elapsed = {}, read_ms = {}}
  end
  local active, prev = {}, {}
  for r = 1, #rows do active[r] = r; prev[r] = BOS end
  -- the run's tensors go to the model's device (the chosen ids come back each step)
  local dev = require("xattn.nn.module").device_of(model)
  return setmetatable({model = model, rows = rows, active = active, prev = prev, enc_state = {}, dev = dev,
                       dec_state = {}, encoded = 0, unidir = unidir, dirty = true, bias = nil, fn = fn,
                       ids = ids, t0 = xa.clock(), steps = 0, step_ms = 0}, Run)
end
-- for xattn.live, which drives one run whose source arrives while it decodes (it replaces
-- read and finished on the run, and sets before_commit)
simt._new_run = new_run
simt._check_streamable = function(fn, model, policy) check_streamable(fn, model, policy) end

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
    local src = xa.data.collate(seqs):to(self.dev)
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
  model:encode_step(xa.tensor(cols, {dtype = "int64", device = self.dev}), self.enc_state)
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
  local dev = self.dev
  local readt = xa.tensor(reads, {dtype = "int64", device = dev}):view(K, 1)
  local pad = xa.arange(1, E + 1, 1, {dtype = "int64", device = dev}):view(1, E):gt(readt)
  local enc = {out = self.enc_state.out, pad = pad}
  if self.dirty and model.source_changed then model:source_changed(self.dec_state) end
  self.dirty = false
  local visible = xa.tensor(vis, {dtype = "int64", device = dev}):view(K, 1)
  local prev = xa.tensor(self.prev, {dtype = "int64", device = dev}):view(K, 1)
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
    self.bias = self.bias:to(self.dev)
  end
  local best, pos = (lp + self.bias):max(2)
  best, pos = best:totable(), pos:totable()
  -- a live run (xattn.live) learns the length cap of a row whose source is still arriving
  if self.before_commit then self:before_commit() end
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
      row.delays[n], row.visible[n] = row.read, vis[a]
      if row.gneed_layers then row.layer_needs[n] = row.gneed_layers end
      row.elapsed[n] = now
      keep[#keep + 1] = a; keep_rows[#keep_rows + 1] = r; keep_prev[#keep_prev + 1] = tok
    end
  end
  if #keep < K and #keep > 0 then
    local idx = xa.tensor(keep, {dtype = "int64", device = self.dev})
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

-- the decoder layers whose g(i) sets the reads (policy.layers: "all", "last" or a list)
local function gma_counted(deltas, layers)
  local c, last = {}, nil
  for l in pairs(deltas) do if not last or l > last then last = l end end
  if layers == nil or layers == "all" then for l in pairs(deltas) do c[l] = true end
  elseif layers == "last" then if last then c[last] = true end
  else
    for _, l in ipairs(layers) do
      if not deltas[l] then
        fail("simulate", ("the GMA policy counts decoder layer %d, which has no GMA cross-attention"):format(l), 4)
      end
      c[l] = true
    end
  end
  return c
end

-- one GMA step for all active rows: run the decoder step, read more for the rows whose
-- largest g(i) exceeds what they have read (unless their source has ended), restore the
-- decoder state and run again; write when no row needs more. Returns the finished rows.
function Run:model_driven_step(policy)
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
    local counted = self.gma_counted or gma_counted(deltas, policy and policy.layers)
    self.gma_counted = counted
    -- need: what the reads must cover (the counted layers); seen: what the decoder attends
    -- to (every GMA layer's g, capped by what was read)
    local need, seen, lneed = {}, {}, {}
    for a = 1, #active do lneed[a] = {} end
    for l, p in ipairs(parts) do
      if p.positions and deltas[l] then
        local n = (p.positions + deltas[l]):ceil():reshape(#active, -1):max(2):totable()
        for a = 1, #active do
          local g = math.tointeger(n[a]) or math.huge
          seen[a] = math.max(seen[a] or 0, g)
          if counted[l] then need[a] = math.max(need[a] or 0, g) end
          lneed[a][l] = g
        end
      end
    end
    if next(seen) == nil then fail("simulate", "the GMA policy needs a model whose cross-attention holds a GMA part", 3) end
    local more = false
    for a, r in ipairs(active) do
      local row = self.rows[r]
      row.gneed_layers = lneed[a]
      if need[a] > row.read and not self:finished(r) then
        while row.read < need[a] and self:read(r) do end
        more = true
      end
    end
    if not more then
      for a, r in ipairs(active) do vis[a] = math.min(seen[a], self.rows[r].read) end
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

-- the source units (words) that hold the first v tokens: the unit of token v (0 for v = 0)
local function units_of(ends, v)
  if v <= 0 then return 0 end
  for u, e in ipairs(ends) do if e >= v then return u end end
  return #ends
end

-- the source units whose every token is among the first d (the words read after d tokens)
local function units_within(ends, d)
  local lo, hi = 0, #ends      -- the largest u with ends[u] <= d
  while lo < hi do
    local mid = (lo + hi + 1) // 2
    if ends[mid] <= d then lo = mid else hi = mid - 1 end
  end
  return lo
end

-- word-level view of one sentence's token-level trace: src_ends (cumulative source tokens
-- at the end of each source word, the last with </s>), hyp_ends (the target token that
-- completes each target word)
local function measure(fn, delays, visible, elapsed, src_ends, hyp_ends)
  local wd, wv, we = {}, {}, {}
  local prev = 0
  for w, e in ipairs(hyp_ends) do
    if math.type(e) ~= "integer" or e <= prev or e > #delays then
      fail(fn, ("target word %d must end at a target token after %d and at most %d, got %s"):format(w, prev, #delays, tostring(e)), 3)
    end
    prev = e
    wd[w] = units_within(src_ends, delays[e])
    wv[w] = visible and units_of(src_ends, visible[e]) or nil
    we[w] = elapsed and elapsed[e] or nil
  end
  return {delays = wd, visible = visible and wv or nil, elapsed = elapsed and we or nil,
          src_len = #src_ends, hyp_len = #hyp_ends}
end

--- measure_words(run, i, src_ends, hyp_ends) -> {delays, visible, elapsed, src_len,
-- hyp_len}: sentence i of a run measured in other word units. src_ends: the source tokens
-- at the end of each source word (the last one holds </s>: simt.cumulative_ends);
-- hyp_ends: the target token that completes each target word (increasing). A word's
-- delay is the number of source words all of whose tokens were read when its last token
-- was written (the run's own words: exactly the words read); visible, the source words
-- holding the tokens attended to; elapsed, the time of its last token.
function simt.measure_words(run, i, src_ends, hyp_ends)
  if type(run) ~= "table" or type(run.delays) ~= "table" or type(run.delays[i]) ~= "table" then
    fail("measure_words", "expects a run of simt.simulate and a sentence index, got sentence " .. tostring(i))
  end
  if type(src_ends) ~= "table" or type(hyp_ends) ~= "table" then
    fail("measure_words", "src_ends and hyp_ends must be lists of token positions")
  end
  return measure("measure_words", run.delays[i], run.visible and run.visible[i],
                 run.elapsed and run.elapsed[i], src_ends, hyp_ends)
end

-- per-row results with word-level delays
local function row_result(row, opts)
  local we
  if opts.tgt_word_ends then
    we = opts.tgt_word_ends(row.hyp)
    if type(we) ~= "table" then fail("simulate", "tgt_word_ends must return a list of token positions, got " .. type(we), 3) end
  else we = word_ends(row.hyp, opts.tgt_vocab) end
  local m = measure("simulate", row.delays, row.visible, row.elapsed, row.ends, we)
  return {hyp = row.hyp, delays = row.delays, word_delays = m.delays, visible = row.visible, word_visible = m.visible,
          scores = row.scores, src_tokens = row.J, src_words = #row.ends, hyp_words = #we,
          elapsed = row.elapsed, word_elapsed = m.elapsed, read_ms = row.read_ms, src_ends = row.ends, hyp_ends = we,
          layer_needs = row.layer_needs}
end

-- the per-sentence fields of a run (gathered from the ranks with dist = true)
local SENTENCE_FIELDS = {"hyps", "delays", "word_delays", "visible", "word_visible", "scores", "src_tokens",
                         "src_words", "hyp_words", "src_ends", "hyp_ends", "elapsed", "word_elapsed", "read_ms",
                         "layer_needs"}

--- simulate(model, sources, policy [, opts]) -> run
-- sources: a list of source id lists (without </s>). opts: batch = 32 (sentences decoded
-- together; sorted by length, results in input order), src_vocab / tgt_vocab (word
-- boundaries from "@@"; without them every token is a word), src_units (per source, the
-- number of tokens of each word: the words that arrive, in place of the "@@" words),
-- tgt_word_ends (function(hyp ids) -> the position of the token that completes each target
-- word, in place of the "@@" words), word_units (the name of those words for the
-- signatures: "raw" when src_units are given, else "tok"; System:simulate gives all three),
-- see = "needed" | "read", max_len_a = 1.2, max_len_b = 10, max_len (as search.greedy; |x|
-- counts the </s>).
-- run: hyps, delays (source tokens read per target token), word_delays (source words
-- read per target word), visible (v(i): the source tokens the decoder attended to, per
-- target token), word_visible (per target word: the source words holding the tokens its
-- last subword attended to), scores (log-probability of each token),
-- src_tokens (J incl. </s>), src_words, hyp_words, src_ends (the source tokens read once
-- each word is), hyp_ends (the token that completes each target word): one entry per
-- sentence; policy (its name), word_units ("raw" | "tok", the unit of every word field),
-- words[word_units] (the word fields again: delays, visible, elapsed, src_len, hyp_len,
-- src_ends, hyp_ends; System:simulate adds the other unit).
-- Timing (a monotonic clock, ms from the start of the sentence's batch): elapsed (per
-- target token: when it was written), word_elapsed (per target word: its last subword),
-- read_ms (per source word: when it was read); per run: seconds (wall time), steps and
-- step_ms (decoder steps and the time spent in them), batch. In a batch, every row waits
-- for the whole batched step (what a server batching requests sees): batch = 1 gives
-- the clean per-sentence figure. dist = true: with several ranks (xattn.dist), each
-- simulates every N-th batch and every rank gets the whole run (timings are each rank's).
function simt.simulate(model, sources, policy, opts)
  opts = opts or {}
  if type(sources) ~= "table" then fail("simulate", "sources must be a list of id lists") end
  policy = simt.policy(policy or opts.policy)
  local bs = opts.batch or 32
  if math.type(bs) ~= "integer" or bs < 1 then fail("simulate", "batch must be a positive integer, got " .. tostring(bs)) end
  local see = opts.see or "needed"
  if see ~= "needed" and see ~= "read" then fail("simulate", "see must be 'needed' or 'read', got " .. tostring(see)) end
  check_model("simulate", model)
  check_streamable("simulate", model, policy)
  local wu = opts.word_units and simt.word_units(opts.word_units, "simt.simulate") or (opts.src_units and "raw" or "tok")
  if opts.src_units ~= nil and (type(opts.src_units) ~= "table" or #opts.src_units ~= #sources) then
    fail("simulate", ("src_units must list the words of every source (%d), got %s"):format(#sources,
      type(opts.src_units) == "table" and #opts.src_units or type(opts.src_units)))
  end
  if opts.tgt_word_ends ~= nil and type(opts.tgt_word_ends) ~= "function" then
    fail("simulate", "tgt_word_ends must be a function(hyp ids) -> word end positions, got " .. type(opts.tgt_word_ends))
  end
  local order = {}
  for i = 1, #sources do order[i] = i end
  table.sort(order, function(x, y)
    local lx, ly = type(sources[x]) == "table" and #sources[x] or 0, type(sources[y]) == "table" and #sources[y] or 0
    if lx ~= ly then return lx > ly end
    return x < y
  end)
  local res = {hyps = {}, delays = {}, word_delays = {}, visible = {}, word_visible = {}, scores = {}, src_tokens = {},
               src_words = {}, hyp_words = {}, src_ends = {}, hyp_ends = {}, policy = policy.name or tostring(policy),
               elapsed = {}, word_elapsed = {}, read_ms = {}, layer_needs = {}, steps = 0, step_ms = 0, batch = bs,
               word_units = wu}
  local t_start = xa.clock()
  local was_training = model.training
  local dist = opts.dist and xa.dist.enabled() and xa.dist or nil
  if model.eval then model:eval() end
  local ok, err = pcall(xa.no_grad, function()
    for s = 1, #order, bs do
      if dist and not dist.owns((s - 1) // bs + 1) then goto next_batch end
      local idx, batch = {}, {}
      for k = s, math.min(s + bs - 1, #order) do idx[#idx + 1] = order[k]; batch[#batch + 1] = sources[order[k]] end
      local bo = opts
      if opts.src_units then
        bo = setmetatable({src_units = {}}, {__index = opts})
        for k, i in ipairs(idx) do bo.src_units[k] = opts.src_units[i] end
      end
      local run = new_run("simulate", model, batch, bo, idx)
      while #run.active > 0 do
        if policy.model_driven then run:model_driven_step(policy)
        else
          local vis = {}
          for a, r in ipairs(run.active) do vis[a] = run:policy_reads(policy, r, see) end
          run:write(vis)
        end
      end
      for r, row in ipairs(run.rows) do
        local rr = row_result(row, opts)
        local i = idx[r]
        res.hyps[i], res.delays[i], res.word_delays[i], res.visible[i] = rr.hyp, rr.delays, rr.word_delays, rr.visible
        res.word_visible[i], res.src_ends[i], res.hyp_ends[i] = rr.word_visible, rr.src_ends, rr.hyp_ends
        res.scores[i], res.src_tokens[i], res.src_words[i], res.hyp_words[i] = rr.scores, rr.src_tokens, rr.src_words, rr.hyp_words
        res.elapsed[i], res.word_elapsed[i], res.read_ms[i] = rr.elapsed, rr.word_elapsed, rr.read_ms
        res.layer_needs[i] = rr.layer_needs
      end
      res.steps, res.step_ms = res.steps + run.steps, res.step_ms + run.step_ms
      ::next_batch::
    end
  end)
  if was_training and model.train then model:train() end
  if not ok then error(err, 0) end
  if dist then -- every rank gets every sentence's results; steps and step_ms are summed
    local mine = {steps = res.steps, step_ms = res.step_ms, rows = {}}
    for _, f in ipairs(SENTENCE_FIELDS) do mine.rows[f] = res[f] end
    local all = dist.allgather(mine, "the simulation's results")
    res.steps, res.step_ms = 0, 0
    for _, part in ipairs(all) do
      res.steps, res.step_ms = res.steps + part.steps, res.step_ms + part.step_ms
      for _, f in ipairs(SENTENCE_FIELDS) do
        for i, v in pairs(part.rows[f]) do res[f][i] = v end
      end
    end
  end
  res.seconds = xa.clock() - t_start
  res.words = {[wu] = {delays = res.word_delays, visible = res.word_visible, elapsed = res.word_elapsed,
                       src_len = res.src_words, hyp_len = res.hyp_words, src_ends = res.src_ends, hyp_ends = res.hyp_ends}}
  return res
end

-- running maximum of a list: the source prefix used by each step so far
local function running_max(d)
  local r, m = {}, 0
  for i, x in ipairs(d) do m = math.max(m, x); r[i] = m end
  return r
end

local DELAY_COUNTS = {
  read = "source tokens (words) read when the target token (word) was written; a word's subwords arrive together, </s> with the last word",
  attended = "source tokens the decoder's cross-attention attended to when the target token was written, v(i) (the GMA code's count, g(i) = min(ceil(p_i + delta), J) for GMA), as a running maximum; words: the source words holding those tokens",
}
simt.DELAY_COUNTS = DELAY_COUNTS

-- gma_layers(run) -> nil (not a GMA run) or {layers, steps, argmax = {share per layer},
-- lag = {mean per layer}}: which GMA layer sets the read schedule. For
-- each written target token, the layers whose g_l(i) = min(ceil(p_l,i + delta), J) is the
-- largest (ties count for each) and, per layer, read_i - g_l(i): how far the tokens read run
-- ahead of what that layer asked for (0 for the layer that set them, unless a whole word
-- was read). Subword tokens, over every token of every sentence.
function simt.gma_layers(run)
  local L, steps, arg, lag = 0, 0, {}, {}
  for i, sent in ipairs(run.layer_needs or {}) do
    local J = run.src_tokens[i]
    for t, needs in ipairs(sent) do
      local g, m = {}, -math.huge
      for l, v in pairs(needs) do
        g[l] = math.min(v, J)
        if g[l] > m then m = g[l] end
        if l > L then L = l end
      end
      steps = steps + 1
      for l, v in pairs(g) do
        if v == m then arg[l] = (arg[l] or 0) + 1 end
        lag[l] = (lag[l] or 0) + (run.delays[i][t] - v)
      end
    end
  end
  if steps == 0 then return nil end
  local r = {layers = L, steps = steps, argmax = {}, lag = {}}
  for l = 1, L do
    r.argmax[l] = (arg[l] or 0) / steps
    r.lag[l] = lag[l] and lag[l] / steps or nil
  end
  return r
end

--- latency(run [, {ref_words = {n...}, ref_tokens = {n...}, ref_count =, empty =,
--   interval_ms = 300, delays = "read", word_units =}]) -> {word = corpus, subword = corpus}
-- corpus latency (xattn.latency.corpus) at word and subword level; AL uses the reference
-- lengths when given (SimulEval), else the hypothesis lengths (result.al_length says which).
-- ref_count: how ref_words were counted, for the word signature ("simuleval": split on
-- spaces, "xattn": the system's tokenisation; "given" when not said); ref_tokens are the
-- model's subwords (reflen:bpe). empty = "skip" (default) | "zero": an empty hypothesis in
-- the corpus means (xattn.latency.corpus).
-- When the run has elapsed times, also the computation-aware metrics with source units
-- arriving every interval_ms (latency.DEFAULT_INTERVAL_MS unless given; false: none).
-- delays: what d_i counts. "read" (default): the source tokens read when target token i
-- was written (run.delays; words: run.word_delays), so a word's subwords count together
-- and </s> arrives with the last word. "attended": the source tokens the decoder attended
-- to, v(i) (run.visible; words: run.word_visible), as the GMA code counts them (it takes
-- the number of source positions with a positive cross-attention weight, i.e. g(i)); a
-- running maximum keeps the counts monotone (a policy whose v(i) shrinks, such as GMA with
-- absolute positions, has used the longer prefix already). Each result says which in
-- result.delays, result.definitions.delays and its signature ("|delays:read" or
-- "|delays:attended").
-- word_units: the words of the word-level figures, "raw" (SimulEval's white-space words)
-- or "tokens" (the tokenised words); default the run's own (run.word_units: the words that
-- arrived). A run of System:simulate has both (run.words); a bare simt.simulate run only
-- its own. Every result names the words that arrived ("|arrive:raw" or "|arrive:tok":
-- subword delays depend on them too) and the word-level result the words it counts
-- ("|wunit:raw" or "|wunit:tok"); result.word_units and result.arrive say the same.
function simt.latency(run, opts)
  opts = opts or {}
  local lat = require "xattn.latency"
  local mode = opts.delays or "read"
  if not DELAY_COUNTS[mode] then
    fail("latency", "delays must be \"read\" or \"attended\", got " .. tostring(mode))
  end
  local arrive = run.word_units or "tok"
  local wu = opts.word_units and simt.word_units(opts.word_units, "simt.latency") or arrive
  local view = run.words and run.words[wu]
  if not view then
    if wu ~= arrive then
      fail("latency", ("word_units = %q: the run has no measure in %s words (a run of System:simulate has both; this run only its own, %s)")
        :format(tostring(opts.word_units), wu, arrive))
    end
    view = {delays = run.word_delays, visible = run.word_visible, elapsed = run.word_elapsed, src_len = run.src_words}
  end
  if mode == "attended" and not (run.visible and view.visible and #run.visible == #run.hyps
                                 and #view.visible == #run.hyps) then
    fail("latency", "delays = \"attended\" needs the run's visible and word_visible (a run of simt.simulate)")
  end
  local s = opts.interval_ms
  if s == nil then s = lat.DEFAULT_INTERVAL_MS end
  if not (run.elapsed and view.elapsed and #run.elapsed == #run.hyps) then s = false end
  local w, t = {}, {}
  for i = 1, #run.hyps do
    local wd, td = view.delays[i], run.delays[i]
    if mode == "attended" then wd, td = running_max(view.visible[i]), running_max(run.visible[i]) end
    w[i] = {delays = wd, src_len = view.src_len[i], ref_len = opts.ref_words and opts.ref_words[i],
            elapsed = s and view.elapsed[i] or nil}
    t[i] = {delays = td, src_len = run.src_tokens[i], ref_len = opts.ref_tokens and opts.ref_tokens[i],
            elapsed = s and run.elapsed[i] or nil}
  end
  local r = {word = lat.corpus(w, {level = "word", interval_ms = s or nil, empty = opts.empty,
                                   ref_count = opts.ref_count}),
             subword = lat.corpus(t, {level = "subword", interval_ms = s or nil, empty = opts.empty,
                                      ref_count = opts.ref_tokens and "bpe" or nil})}
  for level, x in pairs(r) do
    x.delays, x.arrive = mode, arrive
    x.signature = x.signature .. "|delays:" .. mode .. "|arrive:" .. arrive
    if level == "word" then
      x.word_units = wu
      x.signature = x.signature .. "|wunit:" .. wu
    end
    if type(x.definitions) == "table" then
      x.definitions.delays = DELAY_COUNTS[mode]
      x.definitions.arrive = "source words arrive as " .. simt.WORD_UNITS_TEXT[arrive]
      if level == "word" then x.definitions.word_units = simt.WORD_UNITS_TEXT[wu] end
    end
  end
  return r
end

-- ---- Session: one sentence, step by step (REPL) ------------------------------------------
local Session = {}
Session.__index = Session
simt.SessionClass = Session

--- Session(model | system, source [, opts]) -> session over one sentence
-- source: a list of ids, or a raw string when given a translation system (xattn.mt: the
-- model, vocabularies and BPE). opts: policy (for s:step() / s:run(); default full),
-- see, max_len_a, max_len_b, src_vocab, tgt_vocab, word_units (a raw string with a
-- translation system: "raw", the default, reads white-space words of the string and shows
-- white-space words of the detokenised output; "tokens" the tokenised words; an id list
-- is read in its "@@" words).
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
  local ids, units, wu = source, nil, nil
  if type(source) == "string" then
    if not sys then fail("Session", "a raw string source needs a translation system (xattn.mt), not a bare model") end
    if type(sys.source_units) == "function" and type(sys.target_words) == "function" then
      wu = simt.word_units(o.word_units, "simt.Session")
      units = sys:source_units(source)
      ids = sys.src_vocab:encode(units.subwords)
      o.src_units = {units[wu]}
      o.tgt_word_ends = function(h) return sys:target_words(h)[wu] end
    else
      ids = sys.src_vocab:encode(sys:preprocess(source, "src"))
    end
  end
  local policy = simt.policy(o.policy or "full")
  check_model("Session", model)
  check_streamable("Session", model, policy)
  if model.eval then model:eval() end
  local run = new_run("Session", model, {ids}, o)
  return setmetatable({_run = run, sys = sys, opts = o, policy = policy, units = units, word_units = wu or "tok",
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
    local r = xa.no_grad(function() return self._run:model_driven_step(self.policy) end)
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
  local rr = row_result(row, self.opts)
  if self.units then -- the words of a raw string, in the session's word units
    local wu = self.word_units
    local src = {}
    for u, w in ipairs(self.units[wu .. "_words"]) do src[u] = w end
    if #src == 0 then src[1] = "</s>" else src[#src] = src[#src] .. " </s>" end
    local tgt = {}
    for w, x in ipairs(self.sys:target_words(row.hyp)[wu .. "_words"]) do tgt[w] = x end
    return src, tgt, rr.word_delays
  end
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

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("simt", simt, [[
xattn.simt -- simultaneous translation: policies, the batched streaming simulator and a
step-by-step session for the REPL
  local run = simt.simulate(model, {{5, 6, 7}, {8, 9}}, simt.waitk{k = 3})
  run.hyps[1], run.delays[1]     -- target ids, source tokens read before each
  local s = simt.Session(sys, "a source sentence", {policy = simt.waitk{k = 2}})
  s:read(); s:write(); print(s:show())
Source units (words: subwords ending in "@@" continue the word) arrive one at a time; before
target token i the policy decides how much to read, and the decoder writes greedily seeing
the first v(i) source tokens. A policy has needed(i, info) -> tokens, or decide(i, info) ->
"read" | "write". See docs/simt.md.]])
  doc("simt.waitk", simt.waitk, "simt.waitk{k=} -> policy: target token i needs g(i) = k + i - 1 source tokens (capped by the source length); simt.waitk(k) works too")
  doc("simt.full", simt.full, "simt.full() -> policy that reads the whole source before writing (full-sentence decoding)")
  doc("simt.gma", simt.gma, [[
simt.gma([{layers = "all"}]) -> the GMA policy (Zhang & Feng 2022)
Before writing target token i the decoder step runs on what has been read; each GMA layer
predicts its aligned position p_i and needs min(ceil(p_i + delta), J) source tokens; while
the largest of those exceeds what was read, one more word is read and the step runs again.
layers = "last" or a list of decoder layers: only their g(i) sets the reads (every layer
still attends to min(g_l(i), read)). The model's cross-attention must hold a GMA part
(attention.gma); delta is the model's (simt.set_delta).]])
  doc("simt.set_delta", simt.set_delta, [[
simt.set_delta(model, delta) -> n
Sets delta of every GMA part of the model's decoder (a test-time delta); returns the number
of parts changed (none is an error).]])
  doc("simt.policy", simt.policy, [[
simt.policy(spec) -> policy
A policy from a policy object (returned as it is), "full" (or "none"), "gma", "waitK" /
"wait-K" ("wait3"), or {policy = "waitk" | "full" | "gma", k = K}.]])
  doc("simt.waitk_visible", simt.waitk_visible, [[
simt.waitk_visible(src_pad (B,S) bool | {J, ...}, T, k) -> (B,T) int64
The prefix-to-prefix training limits g(i) = min(k + i - 1, J_b), J_b the non-pad source
length (with </s>) of row b: nn.Transformer's visible option.]])
  doc("simt.unit_ends", simt.unit_ends, [[
simt.unit_ends(ids, vocab | nil) -> {end, ...}
The cumulative token count at the end of each source unit (word) of a list of subword ids
(a token ending in "@@" continues its word; without a vocabulary each token is a word); the
</s> the simulator appends joins the last unit.]])
  doc("simt.word_ends", simt.word_ends, "simt.word_ends(ids, vocab | nil) -> the position of the last token of each target word (a token ending in \"@@\" continues its word)")
  doc("simt.simulate", simt.simulate, [[
simt.simulate(model, sources, policy [, {batch=32, src_vocab, tgt_vocab, see="needed",
  max_len_a=1.2, max_len_b=10, max_len}]) -> run
Streams each source (a list of ids without </s>) under the policy (anything simt.policy
takes), sentences batched (results in input order; a batched run equals one sentence at a
time). see = "read": the decoder sees all it has read rather than what the policy needs.
run: hyps, delays (source tokens read per target token), word_delays (words read per target
word), visible, scores, src_tokens, src_words, hyp_words (one entry per sentence), policy;
timing in ms from the start of the batch: elapsed, word_elapsed, read_ms; seconds, steps,
step_ms, batch. Under the GMA policy also layer_needs: per sentence, per target token, the
g_l(i) = ceil(p_l,i + delta) of each GMA layer l when the token was written (the largest
is what the policy read to; empty lists under other policies).]])
  doc("simt.word_units", simt.word_units, [[
simt.word_units(name [, fn]) -> "raw" | "tok"
Normalises a word-unit name: "raw" or "simuleval" (the default, for nil): white-space
words of the raw source line and of the detokenised hypothesis, as SimulEval counts them;
"tokens" or "tok": the words of the system's tokenisation. Anything else is an error.]])
  doc("simt.cumulative_ends", simt.cumulative_ends, [[
simt.cumulative_ends(sizes, n) -> {ends}
The token count at the end of each source unit (sizes: the tokens of each unit, positive
integers that sum to n); the </s> (token n + 1) joins the last unit. No unit (an empty
source) gives one unit, the </s>.]])
  doc("simt.measure_words", simt.measure_words, [[
simt.measure_words(run, i, src_ends, hyp_ends) -> {delays, visible, elapsed, src_len, hyp_len}
Sentence i of a simulator run measured in other word units. src_ends: the source tokens at
the end of each source word (simt.cumulative_ends); hyp_ends: the target token that
completes each target word (increasing). A word's delay is the number of source words all
of whose tokens were read when its last token was written.]])
  doc("simt.schedule", simt.schedule, [[
simt.schedule(needs) -> policy
Replays another run: needs[s][i], the source tokens target token i of sentence s (its
position in the input) needs, e.g. that run's visible (what its decoder attended to): the
same words are read and the decoder sees the same tokens, so two models are compared at
identical latency (a wait-k model on a GMA run's schedule). Past the end of a sentence's
list one more token per target token. Positive integers, checked.]])
  doc("simt.gma_layers", simt.gma_layers, [[
simt.gma_layers(run) -> nil | {layers, steps, argmax, lag}
Which GMA layer sets the read schedule of a GMA run (its layer_needs): argmax[l], the share
of written target tokens at which layer l's g_l(i) = min(ceil(p_l,i + delta), J) is the
largest (ties count for each layer); lag[l], the mean of read_i - g_l(i) in source tokens
(how far the tokens read run ahead of what layer l asked for). nil for other policies.]])
  doc("simt.latency", simt.latency, [[
simt.latency(run [, {ref_words, ref_tokens, interval_ms=300, delays="read"}])
  -> {word = result, subword = result}
latency.corpus of a run at word and subword level; AP and AL use the reference lengths when
given (SimulEval), else the hypothesis lengths. With the run's elapsed times, also the
computation-aware metrics (source units every interval_ms; false: none). delays: what d_i
counts: "read" (the source tokens read when token i was written) or "attended" (v(i), the
tokens the decoder attended to, as the GMA code counts them; kept monotone); each result's
signature says which.]])
  doc("simt.Session", simt.Session, [[
simt.Session(model | system, source [, {policy="full", see, max_len_a, max_len_b,
  src_vocab, tgt_vocab}]) -> session
One sentence, step by step: source is a list of ids, or a raw line when given a translation
system (mt.load). Methods read, write, step, run, words, show, staircase; fields hyp,
delays, word_delays, visible, done; tostring(s) is s:show().]])
  doc("simt.SessionClass", Session, "simt.SessionClass -- the class of simt.Session's sessions (read, write, step, run, words, show, staircase)")
  doc("simt.SessionClass:read", Session.read, "s:read() -> true, or false at the end of the source: reads one source word")
  doc("simt.SessionClass:write", Session.write, [[
s:write([v]) -> the token written (a string with a vocabulary, else the id), or nil at </s>
Writes one target token greedily, seeing the first v source tokens (default: all read).]])
  doc("simt.SessionClass:step", Session.step, "s:step() -> the token written, or nil at </s>: the policy reads what it needs, then one token is written")
  doc("simt.SessionClass:run", Session.run, "s:run() -> s, after stepping to the end of the sentence")
  doc("simt.SessionClass:words", Session.words, "s:words() -> source words, target words, word delays (source words seen by each target word)")
  doc("simt.SessionClass:show", Session.show, "s:show() -> text: the source read so far, then one line per target word with the source words it saw")
  doc("simt.SessionClass:staircase", Session.staircase, "s:staircase() -> text: the read/write staircase so far (streameval.staircase)")
end

return simt
