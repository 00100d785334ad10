-- Live simultaneous translation: a session that decodes while its source arrives.
-- xattn.live (docs/live.md). scripts/stream.lua and the C API (capi/xattn.h) run on it.
--
--   local s = xa.live.Session(sys, {policy = xa.simt.waitk{k = 3}})
--   s:push("In"); s:push("the")                 -- source words as they arrive
--   local text, state = s:pull()                -- a piece of translation, or nil and why
--   s:finish()                                  -- the sentence's source ended
--   repeat text, state = s:pull() until state == "end"
--   s:results()[1].text                         -- the translation, as simulate writes it
--
-- The decoding is the streaming simulator's (xattn.simt): the same policies, the same
-- greedy decoder with incremental state, one sentence at a time. What differs is where
-- the source comes from: the simulator knows the whole sentence, a live session only the
-- words pushed so far. When the policy wants a word that has not arrived, the decoding
-- waits (pull returns nil, "input") and goes on from the same place once it has come.
-- Decisions never depend on timing, so a live session writes the words and delays the
-- simulator writes on the same sentence, with two cases to know:
--   * the end of the sentence (</s>) joins the last word, as in the simulator, when the
--     end is known before the policy reads that word (finish() before pull(); in
--     stream.lua a newline right after the word); a policy that reads the last word before
--     the end is known reads it alone, and the </s> later as a unit of its own;
--   * the length cap (max_len_a * |x| + max_len_b, |x| with </s>) depends on the source
--     length: while the source is open, a token that might reach it waits until the
--     source has grown enough to rule the cap out, or has ended.
-- A source word is a white-space word of the raw text (SimulEval's unit, simulate.lua's
-- default): its tokens and subwords arrive together. Tokenisation and BPE run on the
-- line so far, so every word gets the tokens it gets in the whole line.
--
-- Pieces: pull returns the text each written target token adds to the translation (the
-- detokenised hypothesis so far minus what was returned before): usually a word with its
-- leading space, a subword continuation, punctuation without a space. The pieces of a
-- sentence concatenated are its translation (sys:detok_ids of the hypothesis).
--
-- Clock: every push and finish takes the time it happened (xa.clock() seconds; default
-- now). A sentence starts at its first word, or earlier with s:start(t) (stream.lua: the
-- first byte of the line). Its record holds the arrival of every source word and the
-- time of every write, in ms from that start: the computation-aware latency of a live
-- session is measured on them (xattn.latency, arrival times).
local xa = require "xattn"

local live = {}
local EOS = 3

local function fail(fn, msg, level) error("live." .. fn .. ": " .. msg, (level or 1) + 1) end

-- ---- the policy a model was trained for -------------------------------------------------
local function has_gma(model)
  for _, layer in ipairs(model.decoder and model.decoder.layers or {}) do
    for _, p in ipairs(rawget(layer.cross, "parts") or {}) do if p.kind == "gma" then return true end end
  end
  return false
end
live.has_gma = has_gma

--- default_policy(sys) -> policy: the model's training policy, as simulate.lua chooses it:
-- wait-k with the training k for wait-k models, GMA for models with GMA cross-attention,
-- else full-sentence decoding
function live.default_policy(sys)
  if type(sys) ~= "table" or type(sys.model) ~= "table" or type(sys.cfg) ~= "table" then
    fail("default_policy", "expects a translation system (mt.load)", 2)
  end
  local t = sys.cfg.train.simt
  if t.policy == "waitk" then return xa.simt.waitk{k = math.tointeger(t.k) or 3} end
  if has_gma(sys.model) then return xa.simt.gma() end
  return xa.simt.full()
end

-- ---- sentences ------------------------------------------------------------------------------
local Session = {}
Session.__index = Session
live.SessionClass = Session

-- cumulative token ends of words with sizes (no </s>)
local function cum(sizes)
  local e, c = {}, 0
  for u, k in ipairs(sizes) do c = c + k; e[u] = c end
  return e
end

-- the words whose every token is among the first d (ends: cumulative, increasing)
local function within(ends, d)
  local n = 0
  for u, e in ipairs(ends) do if e <= d then n = u else break end end
  return n
end

-- a new sentence: its run (xattn.simt's, one row, no source yet) and the coroutine that
-- decodes it
function Session:_new_sentence(at)
  local simt = xa.simt
  local S = {words = {}, arrival = {}, t0 = at, open = true, subs = {}, sizes = {}, ids = {}, emitted = "",
             pieces = {}}
  local run = simt._new_run("live.Session", self.sys.model, {{}}, self.opts)
  run.t0 = at
  local row = run.rows[1]
  row.toks, row.ends, row.J, row.maxl = {}, {}, nil, nil
  local a, b, maxcap = self.opts.max_len_a, self.opts.max_len_b, self.opts.max_len
  local function cap(J)
    local m = math.floor(a * J + b)
    if maxcap and m > maxcap then m = math.floor(maxcap) end
    return math.max(m, 0)
  end
  S.cap = cap
  -- the next unit, waiting for it while the source is open
  function run.read(r_, _)
    while row.units == #row.ends do
      if not S.open then return false end
      coroutine.yield("input")
    end
    row.units = row.units + 1
    row.read = row.ends[row.units]
    row.read_ms[row.units] = (xa.clock() - r_.t0) * 1000
    r_.dirty = true
    return true
  end
  function run.finished(_, _) return not S.open and row.units == #row.ends end
  -- the cap of the next commit: known once the source ended, or ruled out by its length so far
  function run.before_commit(_)
    while S.open do
      local low = cap(#row.toks + 1)
      -- below the smallest cap the source allows, or a cap that does not grow with it
      if #row.hyp < low or a == 0 or (maxcap and low >= math.floor(maxcap)) then row.maxl = low; return end
      coroutine.yield("input")
    end
    row.maxl = cap(row.J)
  end
  S.run, S.row = run, row
  local policy, see = self.policy, self.opts.see
  S.co = coroutine.create(function()
    while #run.active > 0 do
      local n = #row.hyp
      if policy.model_driven then run:model_driven_step(policy)
      else run:write({run:policy_reads(policy, 1, see)}) end
      if #row.hyp > n then coroutine.yield("write") end
    end
    return "end"
  end)
  self.queue[#self.queue + 1] = S
  return S
end

local function now_or(at, fn)
  if at == nil then return xa.clock() end
  if type(at) ~= "number" or at ~= at then fail(fn, "the time must be a number (xattn.clock() seconds), got " .. tostring(at), 3) end
  return at
end

-- the open sentence at the end of the queue, or a new one
function Session:_open(at)
  local S = self.queue[#self.queue]
  if S and S.open then return S end
  return self:_new_sentence(at)
end

function Session:_check(fn)
  if self.failed then fail(fn, "the session failed earlier: " .. self.failed, 3) end
  if self.closed then fail(fn, "the session is closed", 3) end
end

--- s:start([t]) -> s: the current sentence starts at time t (default now) unless it has
-- started already; a sentence started and never given a word or an end stays open
function Session:start(at)
  self:_check("Session:start")
  at = now_or(at, "Session:start")
  self:_open(at)
  return self
end

--- s:push(word [, t]) -> s: one source word (a string without white space) arrived at t
function Session:push(word, at)
  self:_check("Session:push")
  if type(word) ~= "string" then fail("Session:push", "a word must be a string, got " .. type(word), 2) end
  if word == "" or word:find("%s") then
    fail("Session:push", ("a word is a non-empty string without white space, got %q"):format(word), 2)
  end
  at = now_or(at, "Session:push")
  local S = self:_open(at)
  local sys = self.sys
  local words = S.words
  words[#words + 1] = word
  local ok, u = pcall(sys.source_units, sys, table.concat(words, " "))
  if not ok then
    words[#words] = nil
    fail("Session:push", tostring(u):gsub("^[^\n]-:%d+: ", ""), 2)
  end
  -- the earlier words keep their tokens (tokenisation depends on what comes before only)
  for k = 1, #S.subs do
    if u.subwords[k] ~= S.subs[k] then
      words[#words] = nil
      fail("Session:push", ("the word %q changes the tokens of the words before it (%q became %q): "
        .. "the tokenisation is not incremental"):format(word, S.subs[k], tostring(u.subwords[k])), 2)
    end
  end
  local n = u.raw[#words]
  if n == 0 then
    words[#words] = nil
    fail("Session:push", ("the word %q has no tokens after preprocessing"):format(word), 2)
  end
  local row = S.row
  for k = #S.subs + 1, #u.subwords do
    S.subs[k] = u.subwords[k]
    local id = sys.src_vocab:encode({u.subwords[k]})[1]
    S.ids[k] = id
    row.toks[#row.toks + 1] = id
  end
  S.sizes[#words] = n
  row.ends[#row.ends + 1] = #row.toks
  S.arrival[#words] = at
  return self
end

--- s:finish([t]) -> s: the current sentence's source ended at t (an empty sentence when no
-- word was pushed: it is translated as an empty line is)
function Session:finish(at)
  self:_check("Session:finish")
  at = now_or(at, "Session:finish")
  local S = self:_open(at)
  local row = S.row
  S.open, S.t_end = false, at
  row.toks[#row.toks + 1] = EOS
  if #row.ends == 0 then row.ends[1] = #row.toks
  elseif row.units < #row.ends then row.ends[#row.ends] = #row.toks -- </s> with the last word
  else row.ends[#row.ends + 1] = #row.toks end                     -- that word was read alone
  row.J = #row.toks
  row.maxl = S.cap(row.J)
  return self
end

-- the text the hypothesis so far adds to what was returned
local function increment(self, S)
  local text = self.sys:detok_ids(S.row.hyp)
  local old = S.emitted
  local inc
  if text:sub(1, #old) == old then inc = text:sub(#old + 1)
  else
    -- detokenisation is incremental (the text of a prefix is a prefix of the text); should
    -- it ever not be, the pieces go on from the longest common prefix
    local k = 0
    while k < #old and k < #text and old:byte(k + 1) == text:byte(k + 1) do k = k + 1 end
    inc = text:sub(k + 1)
  end
  S.emitted = text
  return inc
end

-- the record of a finished sentence: a one-sentence run with everything simulate's has
local function record(self, S)
  local sys, row, run = self.sys, S.row, S.run
  local r = {hyps = {row.hyp}, delays = {row.delays}, visible = {row.visible}, scores = {row.scores},
             src_tokens = {row.J}, elapsed = {row.elapsed}, read_ms = {row.read_ms},
             policy = self.policy.name or tostring(self.policy), word_units = "raw",
             steps = run.steps, step_ms = run.step_ms, batch = 1}
  local line = table.concat(S.words, " ")
  local units = sys:source_units(line)
  sys:word_measures(r, {units}, {S.ids})
  local m = r.words.raw
  r.word_delays, r.word_visible, r.word_elapsed = m.delays, m.visible, m.elapsed
  r.src_words, r.hyp_words, r.src_ends, r.hyp_ends = m.src_len, m.hyp_len, m.src_ends, m.hyp_ends
  -- arrival times (ms from the sentence's start): a word's when it was pushed; the last
  -- word's (which holds </s>) and the </s> token's, when the end came
  local function ms(t) return (t - S.t0) * 1000 end
  local raw = {}
  for w = 1, #S.words do raw[w] = ms(S.arrival[w]) end
  if #raw == 0 then raw[1] = ms(S.t_end) else raw[#raw] = ms(S.t_end) end
  -- a token arrives with the unit the run read it in: its word's, or the end's for the
  -- last word when the </s> joined it
  local sub, prev = {}, 0
  for u, e in ipairs(row.ends) do
    local t = (u <= #S.words and e < row.J) and ms(S.arrival[u]) or ms(S.t_end)
    for j = prev + 1, e do sub[j] = t end
    prev = e
  end
  local tok, t = {}, 0
  local tok_ends = cum(units.tok)
  local raw_ends = cum(units.raw)
  for i = 1, #units.tok do
    -- the raw word holding tok word i's last subword
    t = t + 1
    local e, w = tok_ends[i], 1
    while raw_ends[w] and raw_ends[w] < e do w = w + 1 end
    tok[t] = ms(S.arrival[w])
  end
  if #tok == 0 then tok[1] = ms(S.t_end) else tok[#tok] = ms(S.t_end) end
  r.arrival = {raw = {raw}, tok = {tok}, subword = {sub}}
  r.seconds = (S.t_end and math.max(S.t_end, xa.clock()) or xa.clock()) - S.t0
  return {source = line, text = S.emitted, run = r, pieces = S.pieces}
end

--- s:pull() -> piece, "write" | nil, "input" | nil, "end"
-- Runs the decoding until the policy writes a target token (its piece of text), needs a
-- word that has not arrived yet ("input": push, or finish), or the current sentence's
-- translation is complete ("end", once per sentence; the next pull goes on with the next
-- sentence). A sentence's record (s:results()) is made once its translation is complete
-- and its source has ended: the length cap can end a translation before its source ends,
-- and the words that come after still belong to that sentence (pull says "input" until
-- finish). With no sentence pending: nil, "input".
function Session:pull()
  self:_check("Session:pull")
  while true do
    local S = self.queue[1]
    if not S then return nil, "input" end
    local prev = xa.set_grad_enabled(false)
    -- this session's GMA delta, on the model's parts while it decodes (sessions of one
    -- model may use different ones)
    local saved
    if self.delta then
      saved = {}
      for i, p in ipairs(self.gma_parts) do saved[i] = p.delta; p.delta = self.delta end
    end
    local ok, what = true, "end"
    if coroutine.status(S.co) ~= "dead" then ok, what = coroutine.resume(S.co) end
    if saved then for i, p in ipairs(self.gma_parts) do p.delta = saved[i] end end
    xa.set_grad_enabled(prev)
    if not ok then
      self.failed = tostring(what)
      error("live.Session:pull: " .. tostring(what), 2)
    end
    if what == "write" then
      local inc = increment(self, S)
      if inc ~= "" then
        S.pieces[#S.pieces + 1] = inc
        return inc, "write"
      end
    elseif what == "input" then
      return nil, "input"
    else
      -- the translation is complete; the sentence's record waits for the end of its source
      -- (the length cap can end a translation first: later words still belong to it)
      local told = S.decoded
      S.decoded = true
      if not S.open then
        table.remove(self.queue, 1)
        self.done[#self.done + 1] = record(self, S)
      end
      if not told then return nil, "end" end
      if S.open then return nil, "input" end
    end
  end
end

--- s:results() -> the records of the finished sentences, in order: {source (the words
-- joined by spaces), text (the translation), pieces, run (a one-sentence run as
-- System:simulate returns it, with arrival times: run.arrival.raw / tok / subword, ms
-- from the sentence's start)}
function Session:results() return self.done end

--- s:pending() -> the number of sentences not finished yet (open or still decoding)
function Session:pending() return #self.queue end

--- s:view() -> {source = {words}, target = {words}, delays = {words read per target word},
-- read = words read, open = bool}: the current sentence so far (nil when none), for
-- display (the staircase)
function Session:view()
  local S = self.queue[1]
  if not S then return nil end
  local row = S.row
  local tw = self.sys:target_words(row.hyp)
  local ends = cum(S.sizes)
  local d = {}
  for w, e in ipairs(tw.raw) do d[w] = within(ends, row.delays[e]) end
  return {source = S.words, target = tw.raw_words, delays = d, read = within(ends, row.read), open = S.open}
end

--- s:close(): ends the session (later calls are errors); sentences not finished are dropped
function Session:close()
  self.closed = true
  self.queue = {}
end

--- live.Session(sys, {policy, see = "needed", max_len_a = 1.2, max_len_b = 10, max_len, delta}) -> session
-- sys: a translation system (mt.load). policy: anything simt.policy takes (default: the
-- model's training policy, live.default_policy). delta: GMA's delta for this session
-- (default: the model's).
function live.Session(sys, opts)
  if type(sys) ~= "table" or type(sys.model) ~= "table" or type(sys.source_units) ~= "function" then
    fail("Session", "expects a translation system (mt.load), got " .. type(sys), 2)
  end
  opts = opts or {}
  if type(opts) ~= "table" then fail("Session", "options must be a table, got " .. type(opts), 2) end
  local simt = xa.simt
  local o = {}
  for k, v in pairs(opts) do o[k] = v end
  o.max_len_a, o.max_len_b = o.max_len_a or 1.2, o.max_len_b or 10
  for _, k in ipairs{"max_len_a", "max_len_b"} do
    if type(o[k]) ~= "number" or o[k] ~= o[k] or o[k] == math.huge or o[k] == -math.huge then
      fail("Session", ("%s must be a finite number, got %s"):format(k, tostring(o[k])), 2)
    end
  end
  if o.max_len_a < 0 then fail("Session", "max_len_a must be >= 0, got " .. tostring(o.max_len_a), 2) end
  o.see = o.see or "needed"
  if o.see ~= "needed" and o.see ~= "read" then fail("Session", "see must be 'needed' or 'read', got " .. tostring(o.see), 2) end
  local ok, policy = pcall(simt.policy, o.policy or live.default_policy(sys))
  if not ok then fail("Session", tostring(policy):gsub("^[^\n]-:%d+: ", ""), 2) end
  if policy.kind == "gma" and not has_gma(sys.model) then
    fail("Session", "the GMA policy needs a model with GMA cross-attention (trained with model.cross = {\"family\": \"gma\"})", 2)
  end
  local ok2, err = pcall(simt._check_streamable, "live.Session", sys.model, policy)
  if not ok2 then error((tostring(err):gsub("^[^\n]-:%d+: ", ""):gsub("^simt%.live%.", "live.")), 2) end
  local parts = {}
  for _, layer in ipairs(sys.model.decoder and sys.model.decoder.layers or {}) do
    for _, p in ipairs(rawget(layer.cross, "parts") or {}) do if p.kind == "gma" then parts[#parts + 1] = p end end
  end
  if o.delta ~= nil then
    if type(o.delta) ~= "number" or o.delta ~= o.delta or o.delta < 0 or o.delta == math.huge then
      fail("Session", "delta must be a finite number >= 0, got " .. tostring(o.delta), 2)
    end
    if #parts == 0 then fail("Session", "delta is GMA's, but the model has no GMA cross-attention", 2) end
  end
  sys.model:eval()
  return setmetatable({sys = sys, opts = o, policy = policy, queue = {}, done = {}, delta = o.delta,
                       gma_parts = parts}, Session)
end

-- ---- logs ------------------------------------------------------------------------------------
--- combine(records) -> sources, run: the records of finished sentences (s:results()) as
-- one run over their sources, in the shape System:simulate returns (for
-- streameval.instances and simt.latency), with run.arrival
function live.combine(records)
  if type(records) ~= "table" then fail("combine", "expects the list of s:results()", 2) end
  local keys = {"hyps", "delays", "visible", "scores", "src_tokens", "elapsed", "read_ms", "word_delays",
                "word_visible", "word_elapsed", "src_words", "hyp_words", "src_ends", "hyp_ends"}
  local run = {words = {raw = {}, tok = {}}, arrival = {raw = {}, tok = {}, subword = {}}, word_units = "raw",
               steps = 0, step_ms = 0, batch = 1, seconds = 0}
  for _, k in ipairs(keys) do run[k] = {} end
  local srcs = {}
  for i, rec in ipairs(records) do
    if type(rec) ~= "table" or type(rec.run) ~= "table" then fail("combine", ("record %d is not a session record"):format(i), 2) end
    local r = rec.run
    srcs[i] = rec.source
    run.policy = run.policy or r.policy
    for _, k in ipairs(keys) do run[k][i] = r[k][1] end
    for _, u in ipairs{"raw", "tok"} do
      local m = run.words[u]
      for k, v in pairs(r.words[u]) do
        m[k] = m[k] or {}
        m[k][i] = v[1]
      end
    end
    for _, u in ipairs{"raw", "tok", "subword"} do run.arrival[u][i] = r.arrival[u][1] end
    run.steps, run.step_ms, run.seconds = run.steps + r.steps, run.step_ms + r.step_ms, run.seconds + r.seconds
  end
  run.policy = run.policy or "none"
  return srcs, run
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("live", live, [[
xattn.live -- live simultaneous translation: a session decodes while its source arrives
  local s = xa.live.Session(sys, {policy = xa.simt.waitk{k = 3}})
  s:push("In"); s:push("the")          -- source words as they arrive
  local piece, state = s:pull()        -- a piece of translation, or nil, "input" | "end"
  s:finish()                           -- the sentence ended
The policies and the decoder are the simulator's (xattn.simt): on the same sentence a live
session writes the same words with the same delays. See docs/live.md.]])
  doc("live.Session", live.Session, [[
live.Session(sys [, {policy, see="needed", max_len_a=1.2, max_len_b=10, max_len, delta}]) -> session
A live session over a translation system (mt.load). policy: anything simt.policy takes
(default: the model's training policy, live.default_policy); delta: GMA's delta for this
session (default: the model's). Methods: push, finish, pull,
start, results, pending, view, close.]])
  doc("live.default_policy", live.default_policy, [[
live.default_policy(sys) -> policy
The model's training policy, as simulate.lua picks it: wait-k with the training k, GMA for
a model with GMA cross-attention, else full-sentence decoding.]])
  doc("live.has_gma", live.has_gma, "live.has_gma(model) -> whether a decoder layer's cross-attention holds a GMA part")
  doc("live.combine", live.combine, [[
live.combine(records) -> sources, run
The records of finished sentences (s:results()) as one run over their sources, shaped as
System:simulate's (streameval.instances writes its log), with run.arrival (ms).]])
  doc("live.SessionClass", Session, "live.SessionClass -- the class of live.Session's sessions")
  doc("live.SessionClass:push", Session.push, [[
s:push(word [, t]) -> s
One source word (a string without white space) arrived at time t (xattn.clock() seconds;
default now). A word after finish() starts the next sentence.]])
  doc("live.SessionClass:finish", Session.finish, [[
s:finish([t]) -> s
The current sentence's source ended at t (its </s> joins the last word unless the policy
has read that word already). With no word pushed: an empty sentence.]])
  doc("live.SessionClass:start", Session.start, "s:start([t]) -> s: the current sentence starts at t (its clock's zero) unless it has started")
  doc("live.SessionClass:pull", Session.pull, [[
s:pull() -> piece, "write" | nil, "input" | nil, "end"
Decodes until the policy writes a target token (the text it adds to the translation), needs
a source word that has not arrived ("input"), or the sentence's translation is complete
("end"; its record in s:results()).]])
  doc("live.SessionClass:results", Session.results, [[
s:results() -> {{source, text, pieces, run}, ...}
The finished sentences: run is a one-sentence run as System:simulate returns it, with
arrival times (run.arrival.raw / tok / subword, ms from the sentence's start).]])
  doc("live.SessionClass:pending", Session.pending, "s:pending() -> the number of sentences not finished (open or decoding)")
  doc("live.SessionClass:view", Session.view, [[
s:view() -> {source, target, delays, read, open} | nil
The current sentence so far: source words, target words, the source words read by each
target word, words read (for the staircase display).]])
  doc("live.SessionClass:close", Session.close, "s:close(): ends the session; unfinished sentences are dropped")
end

return live
