-- Streaming-evaluation extras: instance logs and re-scoring, sanity checks, configuration
-- hashes, and the terminal/SVG views of a read/write staircase and of a beam step.
-- require "xattn.streameval" (docs/streaming-eval.md).
--
--   local se = require "xattn.streameval"
--   local ins = se.instances(sys, srcs, refs, run)          -- the instance log, in memory
--   se.write_log("run.log", ins)                             -- JSON lines
--   local r = se.rescore(se.read_log("run.log"), {unit = "char", first = 100})
--   print(r.bleu, r.latency); print(r.latency.signature)
--   print(se.staircase(ins[1]))                             -- which source words each target word saw
--   local trace = {}; xa.search.beam(model, src, {beam = 4, trace = trace})
--   print(se.beam_view(trace, 3, 1, {vocab = sys.tgt_vocab}))
--
-- Units for re-scoring: "word" (the simulator's words: tokenised, BPE merged), "subword"
-- (model tokens, |X| with </s>) and "char" (characters, spaces excluded: each character of
-- a target word has its word's delay, measured in source characters read; |X| = the
-- source's characters). Reference lengths are counted as SimulEval does unless
-- ref_count = "xattn": words of reference.split(" ") (xattn: the system's tokenisation),
-- the characters of reference.strip() with its spaces (xattn: without white space).
local xa = require "xattn"
local lat = require "xattn.latency"

local se = {}

local function fail(fn, msg, level) error("streameval." .. fn .. ": " .. msg, (level or 1) + 1) end

-- ---- hashing -------------------------------------------------------------------------
-- canonical JSON text: object keys sorted, integers as integers, floats with 17 digits
local function canon(v, out)
  local t = type(v)
  if t == "table" then
    local n = #v
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = k end
    if n > 0 and #keys == n then
      out[#out + 1] = "["
      for i = 1, n do if i > 1 then out[#out + 1] = "," end; canon(v[i], out) end
      out[#out + 1] = "]"
    else
      for i, k in ipairs(keys) do keys[i] = tostring(k) end
      table.sort(keys)
      out[#out + 1] = "{"
      for i, k in ipairs(keys) do
        if i > 1 then out[#out + 1] = "," end
        out[#out + 1] = ("%q:"):format(k)
        local val = v[k]
        if val == nil then val = v[tonumber(k)] end
        canon(val, out)
      end
      out[#out + 1] = "}"
    end
  elseif t == "number" then
    out[#out + 1] = math.type(v) == "integer" and ("%d"):format(v) or ("%.17g"):format(v)
  elseif t == "string" then out[#out + 1] = ("%q"):format(v)
  elseif t == "boolean" or t == "nil" then out[#out + 1] = tostring(v)
  else fail("hash", "cannot hash a " .. t, 3) end
end

--- canonical(value) -> text: the value as JSON with sorted keys (what hash hashes)
function se.canonical(v)
  local out = {}
  canon(v, out)
  return table.concat(out)
end

--- fnv1a64(string) -> 16 hex digits (64-bit FNV-1a)
function se.fnv1a64(s)
  local h = -3750763034362895579 -- 0xcbf29ce484222325 as a signed 64-bit integer
  for i = 1, #s do
    h = h ~ s:byte(i)
    h = h * 1099511628211        -- 0x100000001b3; Lua integers wrap around
  end
  return ("%016x"):format(h)
end

--- hash(value) -> 16 hex digits: FNV-1a 64 of canonical(value)
function se.hash(v) return se.fnv1a64(se.canonical(v)) end

--- model_id(checkpoint path) -> hash of the checkpoint's tensor names, shapes and CRC-32s
-- and of its meta (configuration, vocabularies, BPE codes), from its header: the weights
-- are not read
function se.model_id(path)
  local info = xa.checkpoint.info(path)
  local t = {}
  for i, e in ipairs(info.tensors or {}) do t[i] = {e.name, e.shape, e.crc32} end
  return se.hash({tensors = t, meta = info.meta})
end

--- config_hash(t) -> hash of a configuration table (model id, decoding options, policy,
-- metric definitions...): printed with the scores so two runs can be told apart
function se.config_hash(t)
  if type(t) ~= "table" then fail("config_hash", "expects a table, got " .. type(t), 2) end
  return se.hash(t)
end

-- ---- sanity checks -------------------------------------------------------------------
local function count_words(s)
  local c = 0
  for _ in s:gmatch("%S+") do c = c + 1 end
  return c
end
se.count_words = count_words

--- check_references(refs) -> list of warnings: BPE markers left in a reference ("@@",
-- sentencepiece's "▁"), references that look tokenised (a space before "," or a final
-- ".", split clitics " 's" " n't", Moses escapes "&quot;" "&apos;" "&amp;" "&lt;")
function se.check_references(refs)
  if type(refs) ~= "table" then fail("check_references", "refs must be a list of strings", 2) end
  local warns = {}
  local bpe, tok, first_bpe, first_tok = 0, 0, nil, nil
  for i, r in ipairs(refs) do
    if type(r) ~= "string" then fail("check_references", ("reference %d is a %s, not a string"):format(i, type(r)), 2) end
    if r:find("@@ ", 1, true) or r:find("@@$") or r:find("\226\150\129", 1, true) then
      bpe = bpe + 1; first_bpe = first_bpe or i
    end
    if r:find("%S %,") or r:find("%S %.%s*$") or r:find(" 's%f[%A]") or r:find(" n't%f[%A]")
       or r:find("&quot;", 1, true) or r:find("&apos;", 1, true) or r:find("&amp;", 1, true) or r:find("&lt;", 1, true) then
      tok = tok + 1; first_tok = first_tok or i
    end
  end
  if bpe > 0 then
    warns[#warns + 1] = ("%d of %d references contain BPE markers (\"@@\" or \"\226\150\129\"), the first is line %d: score against the raw text")
      :format(bpe, #refs, first_bpe)
  end
  if tok > 0 and tok >= 0.2 * #refs then
    warns[#warns + 1] = ("%d of %d references look tokenised (space before punctuation, split clitics or Moses escapes), the first is line %d: BLEU wants detokenised references")
      :format(tok, #refs, first_tok)
  end
  return warns
end

--- check_counts(n_hyps, n_refs) -> list of warnings (empty when they agree)
function se.check_counts(nh, nr)
  if nh == nr then return {} end
  return {("%d hypotheses but %d references: the scores pair them line by line"):format(nh, nr)}
end

--- check_sources(instances, sources) -> list of warnings when the source used for latency
-- is not the one decoded: a given source file that differs from the logged sources, a
-- logged source_length that is not the number of logged source words, delays past the
-- source length
function se.check_sources(instances, sources, opts)
  local warns = {}
  if sources then
    if #sources ~= #instances and not (opts and opts.counts == false) then
      warns[#warns + 1] = ("the source file has %d lines but the log %d instances"):format(#sources, #instances)
    end
    local bad, first = 0, nil
    for k, ins in ipairs(instances) do
      local s = sources[k]
      if s and ins.source and s ~= ins.source then bad = bad + 1; first = first or k end
    end
    if bad > 0 then
      warns[#warns + 1] = ("%d sources differ from the ones decoded (first: instance %d): latency needs the decoded source")
        :format(bad, first)
    end
  end
  local bad, first = 0, nil
  for k, ins in ipairs(instances) do
    local wrong = false
    if type(ins.source_words) == "table" and ins.source_length and #ins.source_words ~= ins.source_length then wrong = true end
    local d = type(ins.delays) == "table" and ins.delays[#ins.delays]
    if d and ins.source_length and d > ins.source_length then wrong = true end
    local ds = type(ins.delays_subword) == "table" and ins.delays_subword[#ins.delays_subword]
    if ds and ins.source_length_subword and ds > ins.source_length_subword then wrong = true end
    if wrong then bad = bad + 1; first = first or k end
  end
  if bad > 0 then
    warns[#warns + 1] = ("%d instances have a source length that does not match their words or delays (first: instance %d): the source used for latency is not the one decoded")
      :format(bad, first)
  end
  return warns
end

-- the warning when the reference words (counted by ref_count) are not the unit of the word
-- delays (wu) and the two counts differ in at least 20% of the sentences: AL's gamma =
-- |Y*|/|X| then mixes two units (punctuation is a word of its own on one side only)
local function unit_warning(differ, total, rc, wu)
  if total == 0 or differ < 0.2 * total then return {} end
  if rc == "xattn" then
    return {("%d of %d references have another number of words in the system's tokenisation (ref_count = \"xattn\", used by AP, AL and LAAL) than split on spaces (the unit of the delays: word_units = \"raw\"): ref_count = \"simuleval\" counts them as the hypothesis words")
      :format(differ, total)}
  end
  return {("%d of %d references have another number of words split on spaces (SimulEval's count, used by AP, AL and LAAL) than in the system's tokenisation (the unit of the delays: word_units = \"tokens\"): word_units = \"raw\" counts the hypothesis and source words as SimulEval does, ref_count = \"xattn\" the reference words as the delays")
    :format(differ, total)}
end

-- the word units of the delays of an instance: logs written before word units have no
-- word_units field and counted the tokenised words
local function own_units(ins) return ins.word_units == "raw" and "raw" or "tok" end

--- check_reference_units(instances [, {ref_count = "simuleval", word_units =}]) -> list of
-- warnings: when the reference words (SimulEval's reference.split(" ") by default, the
-- system's tokenisation with ref_count = "xattn") are not the unit of the word delays (each
-- instance's word_units unless given; a log without it: the tokenised words), the
-- references whose two word counts (reference.split(" ") and reference_length_tokens)
-- differ, when they are 20% or more of those that have both
function se.check_reference_units(instances, opts)
  if type(instances) ~= "table" then fail("check_reference_units", "instances must be a list", 2) end
  opts = opts or {}
  local rc = opts.ref_count or lat.REF_COUNT_DEFAULT
  if rc ~= "simuleval" and rc ~= "xattn" then
    fail("check_reference_units", ('ref_count must be "simuleval" or "xattn", got %s'):format(tostring(rc)), 2)
  end
  local want = opts.word_units and xa.simt.word_units(opts.word_units, "streameval.check_reference_units")
  local differ, total = 0, 0
  for _, ins in ipairs(instances) do
    if type(ins) == "table" and type(ins.reference) == "string" and type(ins.reference_length_tokens) == "number" then
      local wu = want or own_units(ins)
      if (rc == "simuleval") ~= (wu == "raw") then
        total = total + 1
        if lat.ref_length(ins.reference, "word", "split") ~= ins.reference_length_tokens then differ = differ + 1 end
      end
    end
  end
  return unit_warning(differ, total, rc)
end

--- warn(list [, out = io.stderr]): writes each as "warning: ..." lines
function se.warn(list, out)
  out = out or io.stderr
  for _, w in ipairs(list) do out:write("warning: ", w, "\n") end
end

-- ---- instance logs -------------------------------------------------------------------
-- source units (words) of a subword id list as strings, </s> left out
local function source_words(ids, vocab)
  local ends = xa.simt.unit_ends(ids, vocab)
  local words, start = {}, 1
  for u, e in ipairs(ends) do
    local parts = {}
    for j = start, math.min(e, #ids) do parts[#parts + 1] = vocab and vocab:token(ids[j]) or tostring(ids[j]) end
    words[u] = (table.concat(parts, " "):gsub("@@ ", ""):gsub("@@$", ""))
    start = e + 1
  end
  return words
end
se.source_words = source_words

-- "simuleval" | "xattn" (or nil: the default) for a word-level reference length
local function check_ref_count(fn, rc)
  if rc ~= nil and rc ~= "simuleval" and rc ~= "xattn" then
    fail(fn, ('ref_count must be "simuleval" or "xattn", got %s'):format(tostring(rc)), 3)
  end
  return rc or lat.REF_COUNT_DEFAULT
end

local function check_empty(fn, e)
  if e ~= nil and e ~= "skip" and e ~= "zero" then
    fail(fn, ('empty must be "skip" or "zero", got %s'):format(tostring(e)), 3)
  end
  return e or lat.EMPTY_DEFAULT
end

--- instances(sys, srcs, refs | nil, run [, {config_hash =, ref_count =, empty =}]) -> the
-- instance log as a list of tables (one per sentence; see docs/simt.md for the fields):
-- sys a translation system (xattn.mt), srcs the raw source lines given to sys:simulate,
-- run its result. The word fields (delays, elapsed, source_length, source_words,
-- prediction_words, prediction_length, metric) are in the run's word units, named in
-- word_units ("raw": SimulEval's white-space words, so that SimulEval reads the log the
-- same way; "tok": the tokenised words); the same fields in the other unit are in
-- words_tok (or words_raw) when the run has them (a run of System:simulate), so that
-- rescore can give either. reference_length is SimulEval's word count
-- (reference.split(" ")), reference_length_tokens the system's (its tokenisation); the
-- sentence's `metric` uses the first, or the second with ref_count = "xattn", and is left
-- out for an empty hypothesis (as SimulEval) unless empty = "zero".
function se.instances(sys, srcs, refs, run, opts)
  opts = opts or {}
  local rc = check_ref_count("instances", opts.ref_count)
  local empty = check_empty("instances", opts.empty)
  if refs and #refs ~= #srcs then fail("instances", ("%d references for %d sources"):format(#refs, #srcs), 2) end
  local function ms(list)  -- 1 microsecond resolution in the log (order is kept)
    if not list then return nil end
    local r = {}
    for i, x in ipairs(list) do r[i] = math.floor(x * 1000 + 0.5) / 1000 end
    return r
  end
  local own = run.word_units == "raw" and "raw" or "tok"
  local other = own == "raw" and "tok" or "raw"
  local mine, theirs = run.words and run.words[own], run.words and run.words[other]
  if mine and not mine.source_words then mine = nil end
  if theirs and not theirs.source_words then theirs = nil end
  local out = {}
  for k = 1, #srcs do
    local h = run.hyps[k]
    local sw, pw
    if mine then sw, pw = mine.source_words[k], table.concat(mine.prediction_words[k], " ")
    else -- a run without word strings: the "@@" words of the vocabularies
      local toks = {}
      for j, id in ipairs(h) do toks[j] = sys.tgt_vocab:token(id) end
      sw = source_words(sys.src_vocab:encode(sys:preprocess(srcs[k], "src")), sys.src_vocab)
      pw = table.concat(xa.bpe.unbpe(toks), " ")
    end
    local ref = refs and refs[k] or nil
    local rw = ref and lat.ref_length(ref, "word", "split") or nil  -- SimulEval's words
    local rt = ref and sys:count_words(ref, "tgt") or nil              -- the system's words
    local d = run.word_delays[k]
    local m = lat.sentence(d, run.src_words[k], rc == "xattn" and rt or rw)
    out[k] = {index = k - 1, source = srcs[k], word_units = own, source_words = sw,
      prediction = sys:detok_ids(h), prediction_words = pw,
      reference = ref, delays = run.word_delays[k], delays_subword = run.delays[k],
      visible_subword = run.visible[k], elapsed = ms(run.word_elapsed and run.word_elapsed[k]),
      elapsed_subword = ms(run.elapsed and run.elapsed[k]),
      source_length = run.src_words[k], source_length_subword = run.src_tokens[k],
      prediction_length = run.hyp_words[k], prediction_length_subword = #h,
      reference_length = rw, reference_length_tokens = rt,
      reference_length_subword = ref and #sys:preprocess(ref, "tgt") or nil,
      config_hash = opts.config_hash,
      metric = (#d > 0 or empty == "zero") and {AP = m.AP, AL = m.AL, LAAL = m.LAAL, DAL = m.DAL, CW = m.CW} or nil}
    if theirs then
      out[k]["words_" .. other] = {delays = theirs.delays[k], elapsed = ms(theirs.elapsed and theirs.elapsed[k]),
        source_length = theirs.src_len[k], source_words = theirs.source_words[k],
        prediction_words = table.concat(theirs.prediction_words[k], " "), prediction_length = theirs.hyp_len[k]}
    end
    -- a live session (xattn.live): when each source unit arrived, ms from the sentence's start
    local arr = run.arrival
    if arr then
      out[k].source_arrival_ms = ms(arr[own] and arr[own][k])
      out[k].source_arrival_ms_subword = ms(arr.subword and arr.subword[k])
      if out[k]["words_" .. other] then out[k]["words_" .. other].source_arrival_ms = ms(arr[other] and arr[other][k]) end
    end
  end
  return out
end

--- write_log(path, instances): one JSON object per line. reference_length is left out:
-- SimulEval's log reader (simuleval --score-only) sets every field of a line on an object
-- whose reference_length is a read-only property, so a line holding it cannot be loaded
-- there; SimulEval (and rescore) count it from the reference.
function se.write_log(path, ins)
  if type(ins) ~= "table" then fail("write_log", "instances must be a list, got " .. type(ins), 2) end
  local f, err = io.open(path, "w")
  if not f then fail("write_log", ("cannot write %s: %s"):format(path, tostring(err)), 2) end
  se.write_lines(f, ins)
  f:close()
end

--- write_lines(file, instances): the log's lines of instances on an open file (a live
-- session appends each sentence's as it ends)
function se.write_lines(f, ins)
  if type(ins) ~= "table" then fail("write_lines", "instances must be a list, got " .. type(ins), 2) end
  for _, x in ipairs(ins) do
    local y = x
    if type(x) == "table" and x.reference_length ~= nil then
      y = {}
      for k, v in pairs(x) do if k ~= "reference_length" then y[k] = v end end
    end
    f:write(xa.json.encode(y), "\n")
  end
end

--- read_log(path) -> list of instances (JSON lines, blank lines skipped), in index order
function se.read_log(path)
  local f, err = io.open(path, "r")
  if not f then fail("read_log", ("cannot read %s: %s"):format(path, tostring(err)), 2) end
  local out, n = {}, 0
  for line in f:lines() do
    n = n + 1
    if line:find("%S") then
      local ok, j = pcall(xa.json.decode, line)
      if not ok or type(j) ~= "table" then
        f:close()
        fail("read_log", ("%s line %d is not a JSON object: %s"):format(path, n, tostring(ok and type(j) or j)), 2)
      end
      if type(j.delays) ~= "table" and j.delays ~= nil then
        f:close()
        fail("read_log", ("%s line %d: delays must be a list"):format(path, n), 2)
      end
      out[#out + 1] = j
    end
  end
  f:close()
  table.sort(out, function(a, b) return (a.index or 0) < (b.index or 0) end)
  return out
end

-- ---- re-scoring ------------------------------------------------------------------------
local function ulen(s) return utf8.len(s) or #s end

-- a list field of an instance, [] when JSON wrote an empty list as {} or it is missing
local function list(ins, key) return type(ins[key]) == "table" and ins[key] or {} end

-- the word fields of instance k in word units wu: the instance itself when they are its
-- own, else its words_<wu> table
local function word_view(k, ins, wu)
  if own_units(ins) == wu then return ins end
  local v = ins["words_" .. wu]
  if type(v) ~= "table" then
    if ins.word_units == nil then
      fail("rescore", ("instance %d has no %s-word delays: the log was written before word units, and its words are the tokenised ones (word_units = \"tokens\"); decode again for SimulEval's"):format(k, wu), 4)
    end
    fail("rescore", ("instance %d has no %s-word delays (words_%s): only its own, %s"):format(k, wu, wu, ins.word_units), 4)
  end
  return v
end

-- per-character delays (source characters read) and elapsed times of one instance (ins:
-- its word view)
local function char_view(k, ins)
  local sw = ins.source_words
  if type(sw) ~= "table" then
    fail("rescore", ("instance %d has no source_words: character units need a log written by this version"):format(k), 4)
  end
  local cum = {[0] = 0}
  for u, w in ipairs(sw) do cum[u] = cum[u - 1] + ulen(w) end
  -- a source without characters (an empty line) still has its </s>: one unit
  if #sw > 0 and cum[#sw] == 0 then cum[#sw] = 1 end
  local words = {}
  for w in (ins.prediction_words or ""):gmatch("%S+") do words[#words + 1] = w end
  local d, e = list(ins, "delays"), list(ins, "elapsed")
  if #words ~= #d then
    fail("rescore", ("instance %d: %d prediction words but %d delays"):format(k, #words, #d), 4)
  end
  local cd, ce = {}, {}
  for w, word in ipairs(words) do
    local c = cum[math.min(d[w], #sw)]
    for _ = 1, ulen(word) do cd[#cd + 1] = c; ce[#ce + 1] = e[w] end
  end
  -- a live session's arrival times: each character arrives with its word
  local ca
  local wa = ins.source_arrival_ms
  if type(wa) == "table" and #wa == #sw then
    ca = {}
    for u, w in ipairs(sw) do for _ = 1, ulen(w) do ca[#ca + 1] = wa[u] end end
    if #ca < cum[#sw] then ca[#ca + 1] = wa[#sw] end -- an empty line's one unit
  end
  return cd, cum[#sw], (#e == #d) and ce or nil, ca
end

--- rescore(instances, opts) -> {n, unit, latency (xattn.latency corpus result, with
-- .signature), bleu (or nil), warnings}
-- opts: unit = "word" | "subword" | "char"; first = N (a prefix of the test set: the first
-- N instances); refs = a list of reference strings (another reference: one per instance
-- of the log, before `first`); ref_count = "simuleval" (default: words of
-- reference.split(" "), characters of reference.strip()) | "xattn" (words of the system's
-- tokenisation: the logged reference_length_tokens for the logged reference, else
-- ref_word_len(ref), else xattn's tokeniser; characters without white space);
-- ref_word_len = function(ref) -> its word count in the system's tokenisation;
-- ref_subword_len = function(ref) -> its subword count (needed for subword units with
-- another reference: from the model's preprocessing); empty = "skip" (default, SimulEval:
-- empty hypotheses are left out of the latency means, with a warning) | "zero";
-- interval_ms (computation-aware metrics, from the logged elapsed times; false: none; a
-- live session's log, whose instances carry source_arrival_ms, is scored on its real
-- arrival times instead, and giving interval_ms for it is an error);
-- word_units = "raw" | "tokens" (word and char units: the words counted; default the log's
-- own, its word_units field; a log written before word units counted the tokenised words,
-- and says so: a warning and wunit:tok); sources = the source lines (checked against the
-- log); checks = false turns the sanity checks off; lowercase = true scores BLEU case-insensitively. The signature names the words that
-- arrived in the decode (|arrive:raw or |arrive:tok) and, for word and char units, the
-- words counted (|wunit:raw or |wunit:tok).
function se.rescore(instances, opts)
  opts = opts or {}
  if type(instances) ~= "table" then fail("rescore", "instances must be a list (read_log)", 2) end
  local rc = check_ref_count("rescore", opts.ref_count)
  local empty = check_empty("rescore", opts.empty)
  local unit = opts.unit or "word"
  if unit ~= "word" and unit ~= "subword" and unit ~= "char" then
    fail("rescore", "unit must be word, subword or char, got " .. tostring(unit), 2)
  end
  local want = opts.word_units and xa.simt.word_units(opts.word_units, "streameval.rescore")
  local n = #instances
  if opts.first ~= nil then
    if math.type(opts.first) ~= "integer" or opts.first < 1 then
      fail("rescore", "first must be a positive integer, got " .. tostring(opts.first), 2)
    end
    n = math.min(n, opts.first)
  end
  local refs = opts.refs
  local warns = {}
  local function add(ws) for _, w in ipairs(ws) do warns[#warns + 1] = w end end
  -- the words that arrived in the decode: one kind for the whole log
  local arrive, old_log
  for k = 1, n do
    local ins = instances[k]
    if type(ins) ~= "table" then fail("rescore", ("instance %d is not a table"):format(k), 2) end
    local a = own_units(ins)
    if ins.word_units == nil then old_log = old_log or k end
    if arrive and a ~= arrive then
      fail("rescore", ("the log mixes word units: instance 1 counts %s words, instance %d %s words"):format(arrive, k, a), 2)
    end
    arrive = a
  end
  arrive = arrive or "raw"
  local wu = want or arrive
  if refs then
    if type(refs) ~= "table" then fail("rescore", "refs must be a list of strings", 2) end
    add(se.check_counts(#instances, #refs))
  else
    local have = 0
    for k = 1, n do if type(instances[k].reference) == "string" then have = have + 1 end end
    if have == n and n > 0 then
      refs = {}
      for k = 1, n do refs[k] = instances[k].reference end
    elseif have > 0 then
      add({("%d of %d instances have a reference: scoring without references"):format(have, n)})
    end
  end
  local sub = {}
  for k = 1, n do sub[k] = instances[k] end
  if opts.checks ~= false then
    if refs then
      local rs = {}
      for k = 1, math.min(n, #refs) do rs[k] = refs[k] end
      add(se.check_references(rs))
    end
    local srcs
    if opts.sources then
      if #opts.sources ~= #instances then
        add({("the source file has %d lines but the log %d instances"):format(#opts.sources, #instances)})
      end
      srcs = {}
      for k = 1, math.min(n, #opts.sources) do srcs[k] = opts.sources[k] end
    end
    add(se.check_sources(sub, srcs, {counts = false}))
  end
  local s = opts.interval_ms
  -- a live session's log (stream.lua) carries the real arrival times of the source
  local live_n = 0
  for k = 1, n do if instances[k].source_arrival_ms ~= nil then live_n = live_n + 1 end end
  if live_n > 0 and live_n < n then
    fail("rescore", ("%d of %d instances have arrival times (a live session's log): the log mixes live and simulated decodes"):format(live_n, n), 2)
  end
  local real = n > 0 and live_n == n
  if real and s then
    fail("rescore", "the log is a live session's: its computation-aware metrics use the real arrival times of the source, not an interval", 2)
  end
  if s == nil and not real then s = lat.DEFAULT_INTERVAL_MS end
  local items, hyps, have_elapsed = {}, {}, true
  local differ, both = 0, 0   -- SimulEval's reference words against the system's
  for k = 1, n do
    local ins = instances[k]
    if type(ins) ~= "table" then fail("rescore", ("instance %d is not a table"):format(k), 2) end
    local ref = refs and refs[k] or nil
    if refs and type(ref) ~= "string" then
      fail("rescore", ("instance %d has no reference (%d references for %d instances)"):format(k, #refs, #instances), 2)
    end
    local item
    if unit == "word" then
      local v = word_view(k, ins, wu)
      local rl
      if ref then
        local sys_len -- the system's count, when known
        if ref == ins.reference and ins.reference_length_tokens then sys_len = ins.reference_length_tokens
        elseif opts.ref_word_len then sys_len = opts.ref_word_len(ref) end
        local split = lat.ref_length(ref, "word", "split")
        if rc == "simuleval" then rl = split
        else rl = sys_len or lat.ref_length(ref, "word", "tok") end   -- without --model: the default tokeniser's words
        if sys_len then both = both + 1; if sys_len ~= split then differ = differ + 1 end end
      end
      item = {delays = list(v, "delays"), src_len = v.source_length, elapsed = v.elapsed, ref_len = rl,
              arrival = v.source_arrival_ms}
    elseif unit == "subword" then
      local rl
      if ref then
        if ref == ins.reference and ins.reference_length_subword then rl = ins.reference_length_subword
        elseif opts.ref_subword_len then rl = opts.ref_subword_len(ref)
        else fail("rescore", ("subword units with another reference need the model's preprocessing (--model): instance %d"):format(k), 2) end
      end
      item = {delays = list(ins, "delays_subword"), src_len = ins.source_length_subword,
              elapsed = ins.elapsed_subword, ref_len = rl, arrival = ins.source_arrival_ms_subword}
    else
      local cd, X, ce, ca = char_view(k, word_view(k, ins, wu))
      item = {delays = cd, src_len = X, elapsed = ce, ref_len = ref and lat.ref_length(ref, "char", rc) or nil,
              arrival = ca}
    end
    if type(item.src_len) ~= "number" then fail("rescore", ("instance %d has no source length for %s units"):format(k, unit), 2) end
    if type(item.elapsed) ~= "table" or #item.elapsed ~= #item.delays then have_elapsed = false; item.elapsed = nil end
    items[k] = item
    hyps[k] = type(ins.prediction) == "string" and ins.prediction or ""
  end
  if real then
    for k = 1, n do if type(items[k].arrival) ~= "table" then have_elapsed = false end end
  end
  if (s or real) and not have_elapsed then
    if n > 0 then add({"the log has no elapsed times for every instance: no computation-aware metrics"}) end
    s, real = false, false
  end
  if opts.checks ~= false then
    if unit == "word" and (rc == "simuleval") ~= (wu == "raw") then add(unit_warning(differ, both, rc)) end
    if old_log and unit ~= "subword" and not want then
      add({("instance %d has no word_units (a log written before word units): its word delays count the tokenised words (wunit:tok), not SimulEval's white-space words")
        :format(old_log)})
    end
  end
  local label = unit == "subword" and "bpe" or rc
  local L = lat.corpus(items, {level = unit, interval_ms = (not real and s) or nil, arrival = real or nil, empty = empty,
                               ref_count = refs and label or nil})
  L.arrive = arrive
  L.signature = L.signature .. "|arrive:" .. arrive
  if type(L.definitions) == "table" then L.definitions.arrive = "source words arrive as " .. xa.simt.WORD_UNITS_TEXT[arrive] end
  if unit ~= "subword" then
    L.word_units = wu
    L.signature = L.signature .. "|wunit:" .. wu
    if type(L.definitions) == "table" then L.definitions.word_units = xa.simt.WORD_UNITS_TEXT[wu] end
  end
  if L.empty_count > 0 and opts.checks ~= false then
    add({("%d of %d hypotheses are empty: %s"):format(L.empty_count, n, empty == "skip"
      and "left out of the latency means, as SimulEval does (empty = \"zero\" counts them as 0)"
      or "each scores 0 in the latency means")})
  end
  local b
  if refs then
    local rs = {}
    for k = 1, n do rs[k] = refs[k] end
    b = xa.metrics.bleu(hyps, rs, {lowercase = opts.lowercase})
  end
  return {n = n, unit = unit, word_units = unit ~= "subword" and wu or nil, latency = L, bleu = b, warnings = warns}
end

-- ---- views -------------------------------------------------------------------------------
local function pad_right(s, w) return s .. (" "):rep(math.max(0, w - ulen(s))) end
local function cut(s, w)
  s = tostring(s)
  if ulen(s) <= w then return s end
  local p = utf8.offset(s, w)
  return (p and s:sub(1, p - 1) or s:sub(1, w - 1)) .. "…"
end

local function is_instance(a)
  return type(a) == "table" and a[1] == nil and (a.delays ~= nil or a.prediction_words ~= nil)
end

-- src words, tgt words, delays from an instance (log table) or explicit lists
local function stair_args(fn, a, b, c)
  local src, tgt, d = a, b, c
  if is_instance(a) then
    src = a.source_words
    tgt = {}
    for w in (a.prediction_words or ""):gmatch("%S+") do tgt[#tgt + 1] = w end
    d = list(a, "delays")
    if type(src) ~= "table" then
      src = {}
      for w = 1, a.source_length or 0 do src[w] = tostring(w) end
    end
  end
  if type(src) ~= "table" or type(tgt) ~= "table" or type(d) ~= "table" then
    fail(fn, "expects an instance (log entry) or (src_words, tgt_words, delays)", 3)
  end
  if #d ~= #tgt then fail(fn, ("%d delays for %d target words"):format(#d, #tgt), 3) end
  for i, x in ipairs(d) do
    if math.type(x) ~= "integer" or x < 0 or x > #src then
      fail(fn, ("delay %d must be an integer in 0..%d (source words), got %s"):format(i, #src, tostring(x)), 3)
    end
  end
  return src, tgt, d
end

--- staircase(instance | src_words, tgt_words, delays [, {max_label = 12}]) -> text
-- The read/write staircase of one sentence: source words written vertically above their
-- columns; one line per target word, "█" under each source word it had seen (read before
-- it was written), "·" under the others, then the number read.
function se.staircase(a, b, c, opts)
  if is_instance(a) then opts = b end
  local src, tgt, d = stair_args("staircase", a, b, c)
  opts = opts or {}
  local maxl = opts.max_label or 12
  local lw = 0
  for i = 1, #tgt do lw = math.max(lw, ulen(cut(tgt[i], maxl))) end
  local hh, cols = 0, {}
  for j = 1, #src do cols[j] = cut(src[j], maxl); hh = math.max(hh, ulen(cols[j])) end
  local out = {}
  for k = 1, hh do
    local line = {(" "):rep(lw + 1)}
    for j = 1, #src do
      local chars = {}
      for _, cp in utf8.codes(cols[j]) do chars[#chars + 1] = utf8.char(cp) end
      line[#line + 1] = (chars[k] or " ") .. " "
    end
    out[#out + 1] = (table.concat(line):gsub("%s+$", ""))
  end
  for i = 1, #tgt do
    local line = {pad_right(cut(tgt[i], maxl), lw), "│"}
    for j = 1, #src do line[#line + 1] = j <= d[i] and "█ " or "· " end
    line[#line + 1] = ("│ %d"):format(d[i])
    out[#out + 1] = table.concat(line)
  end
  return table.concat(out, "\n")
end

--- staircase_svg(instance | src_words, tgt_words, delays [, {path, title}]) -> svg
-- The same staircase as an SVG heat map (read cells dark, a bar after the last read word)
function se.staircase_svg(a, b, c, opts)
  if is_instance(a) then opts = b end
  local src, tgt, d = stair_args("staircase_svg", a, b, c)
  opts = opts or {}
  local m = {}
  for i = 1, #tgt do
    local row = {}
    for j = 1, #src do row[j] = j <= d[i] and 1 or 0 end
    m[i] = row
  end
  if #tgt == 0 then m = {} end
  return xa.plot.heatmap(m, {rows = tgt, cols = src, bounds = d, vmin = 0, vmax = 1,
    title = opts.title or "read/write staircase", path = opts.path})
end

-- the hypotheses of a beam step: {text, logprob} rows in rank order and the finished ones
local function beam_rows(fn, trace, step, sentence, opts)
  if type(trace) ~= "table" then fail(fn, "trace must be the list filled by search.beam{trace = ...}", 3) end
  local rec
  for _, r in ipairs(trace) do if r.step == step then rec = r end end
  if not rec then fail(fn, ("no step %s in the trace (%d steps)"):format(tostring(step), #trace), 3) end
  local s = rec.sentences[sentence]
  if not s then fail(fn, ("sentence %s was not searched at step %d"):format(tostring(sentence), step), 3) end
  local vocab = opts.vocab
  local function text(toks)
    local parts = {}
    for k, id in ipairs(toks) do parts[k] = vocab and vocab:token(id) or tostring(id) end
    local t = table.concat(parts, " ")
    if opts.detok ~= false and vocab then t = t:gsub("@@ ", "") end
    return t
  end
  local live, fin = {}, {}
  for k, h in ipairs(s.live) do live[k] = {text(h.tokens), h.logprob} end
  for k, h in ipairs(s.finished) do fin[k] = {text(h.tokens), h.logprob, h.score} end
  return live, fin
end

--- beam_view(trace, step, sentence [, {vocab, max_width = 60}]) -> text
-- The live hypotheses of one sentence after beam step `step` (from search.beam's trace
-- option) with their cumulative log-probabilities, then the finished ones so far with
-- their length-normalised scores.
function se.beam_view(trace, step, sentence, opts)
  opts = opts or {}
  local live, fin = beam_rows("beam_view", trace, step, sentence, opts)
  local w = opts.max_width or 60
  local out = {("step %d, sentence %d: %d live, %d finished"):format(step, sentence, #live, #fin),
               "rank  log-prob  hypothesis"}
  for k, h in ipairs(live) do out[#out + 1] = ("%4d  %8.3f  %s"):format(k, h[2], cut(h[1], w)) end
  for _, h in ipairs(fin) do
    out[#out + 1] = ("done  %8.3f  %s </s>  (score %.3f)"):format(h[2], cut(h[1], w), h[3])
  end
  return table.concat(out, "\n")
end

--- beam_svg(trace, step, sentence [, {vocab, path, title}]) -> svg (path when given): the same view, one
-- bar per hypothesis (length: log-probability relative to the worst shown)
function se.beam_svg(trace, step, sentence, opts)
  opts = opts or {}
  local live, fin = beam_rows("beam_svg", trace, step, sentence, opts)
  local rows = {}
  for k, h in ipairs(live) do rows[#rows + 1] = {("%d"):format(k), h[1], h[2], "#1f77b4"} end
  for _, h in ipairs(fin) do rows[#rows + 1] = {"done", h[1] .. " </s>", h[2], "#2ca02c"} end
  local lo, hi = 0, -math.huge
  for _, r in ipairs(rows) do
    if r[3] > -math.huge then lo = math.min(lo, r[3]); hi = math.max(hi, r[3]) end
  end
  local esc = xa.plot.escape
  local W, rh, top = 720, 20, 40
  local H = top + rh * #rows + 20
  local p = {('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="11">')
    :format(W, H, W, H), ('<rect x="0" y="0" width="%d" height="%d" fill="#fff"/>'):format(W, H),
    ('<text x="10" y="20" font-size="13">%s</text>'):format(esc(opts.title or
      ("beam step %d, sentence %d: %d live, %d finished"):format(step, sentence, #live, #fin)))}
  for k, r in ipairs(rows) do
    local y = top + (k - 1) * rh
    local frac = 0
    if r[3] > -math.huge and lo < 0 then frac = (r[3] - lo) / (-lo) end
    local bw = 10 + 150 * frac
    p[#p + 1] = ('<text x="10" y="%d">%s</text>'):format(y + 14, esc(r[1]))
    p[#p + 1] = ('<rect x="45" y="%d" width="%.2f" height="%d" fill="%s"><title>%s</title></rect>')
      :format(y + 3, bw, rh - 6, r[4], esc(("log-prob %.4f"):format(r[3])))
    p[#p + 1] = ('<text x="210" y="%d">%s</text>'):format(y + 14, esc(("%.3f"):format(r[3])))
    p[#p + 1] = ('<text x="270" y="%d">%s</text>'):format(y + 14, esc(cut(r[2], 64)))
  end
  p[#p + 1] = "</svg>\n"
  local svg = table.concat(p, "\n")
  if opts.path then
    local f, err = io.open(opts.path, "wb")
    if not f then fail("beam_svg", ("cannot write %s: %s"):format(opts.path, tostring(err)), 2) end
    f:write(svg); f:close()
    return opts.path -- like plot's writers: the REPL prints the path, not the whole figure
  end
  return svg
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("streameval", se, [[
xattn.streameval -- streaming evaluation extras: instance logs and re-scoring, sanity
checks, configuration hashes, and views of a read/write staircase and of a beam step
  local ins = se.instances(sys, srcs, refs, run); se.write_log("run.log", ins)
  local r = se.rescore(se.read_log("run.log"), {unit = "char"}); print(r.bleu, r.latency)
  print(se.staircase(ins[1]))
See docs/streaming-eval.md.]])
  doc("streameval.canonical", se.canonical, "streameval.canonical(value) -> the value as JSON text with sorted keys (what hash hashes)")
  doc("streameval.fnv1a64", se.fnv1a64, "streameval.fnv1a64(s) -> the 64-bit FNV-1a hash of the string s, as 16 hex digits")
  doc("streameval.hash", se.hash, "streameval.hash(value) -> 16 hex digits, fnv1a64(canonical(value))")
  doc("streameval.model_id", se.model_id, [[
streameval.model_id(checkpoint_path) -> hash
A hash of the checkpoint's tensor names, shapes and CRC-32s and of its meta (configuration,
vocabularies, BPE codes), from its header (the weights are not read).]])
  doc("streameval.config_hash", se.config_hash, [[
streameval.config_hash(t) -> hash
The hash of a configuration table (model id, decoding options, policy, metric
definitions ...), printed with the scores so that two runs can be told apart.]])
  doc("streameval.count_words", se.count_words, "streameval.count_words(s) -> the number of white-space separated words of s")
  doc("streameval.check_references", se.check_references, [[
streameval.check_references(refs) -> {warnings}
Warns about BPE markers left in references ("@@", sentencepiece's "▁") and references
that look tokenised (a space before "," or a final ".", split clitics, Moses escapes).]])
  doc("streameval.check_counts", se.check_counts, "streameval.check_counts(n_hyps, n_refs) -> {warnings}, empty when the counts agree")
  doc("streameval.check_reference_units", se.check_reference_units, [[
streameval.check_reference_units(instances) -> {warnings}
Warns when the references' SimulEval word counts (reference_length, reference.split(" "))
differ from the system's (reference_length_tokens) in 20% or more of the instances that
have both: AL's gamma would then mix two units (ref_count = "xattn" counts them as the
hypothesis words).]])
  doc("streameval.check_sources", se.check_sources, [[
streameval.check_sources(instances, sources | nil [, {counts=true}]) -> {warnings}
Warns when the source used for latency is not the one decoded: source lines that differ
from the logged sources (and, unless counts = false, a different number of lines), a logged
source length that is not the number of logged source words, delays past it.]])
  doc("streameval.warn", se.warn, "streameval.warn(warnings [, out=io.stderr]); writes each as a \"warning: ...\" line")
  doc("streameval.source_words", se.source_words, [[
streameval.source_words(ids, vocab | nil) -> {words}
The source units of a list of subword ids as strings (BPE merged, </s> left out), as the
simulator counts them (simt.unit_ends).]])
  doc("streameval.instances", se.instances, [[
streameval.instances(sys, srcs, refs | nil, run [, {config_hash, ref_count="simuleval",
  empty="skip"}]) -> {instance, ...}
The instance log, one table per sentence (fields in docs/simt.md): sys a translation system
(mt.load), srcs the source lines given to sys:simulate, run its result. reference_length is
SimulEval's word count (reference.split(" ")), reference_length_tokens the system's; each
sentence's metric uses the first, or the second with ref_count = "xattn".]])
  doc("streameval.write_log", se.write_log, "streameval.write_log(path, instances); one JSON object per line")
  doc("streameval.write_lines", se.write_lines, "streameval.write_lines(file, instances): the log lines of instances on an open file (write_log's format)")
  doc("streameval.read_log", se.read_log, [[
streameval.read_log(path) -> {instance, ...}
The instances of a log written by write_log (JSON lines, blank lines skipped), in index
order; a line that is not an instance is an error naming path and line.]])
  doc("streameval.rescore", se.rescore, [[
streameval.rescore(instances [, {unit="word", first=nil, refs=nil, ref_count="simuleval",
  ref_word_len=nil, ref_subword_len=nil, empty="skip", interval_ms=300, sources=nil,
  checks=true}]) -> {n, unit, latency, bleu, warnings}
Scores a log again without decoding: latency (latency.corpus's result) at unit "word",
"subword" (model tokens) or "char" (characters), and BLEU when references are known
(logged, or refs: another reference per instance). first: only the first N instances;
ref_count: how reference lengths are counted ("simuleval": words of reference.split(" "),
characters of reference.strip(); "xattn": the system's words, characters without white
space); ref_word_len / ref_subword_len: functions counting another reference in the
system's words / subwords; empty: "skip" (SimulEval) or "zero"; interval_ms: the
computation-aware metrics from the logged times (false: none); sources: source lines
checked against the log; checks = false: no sanity checks.]])
  doc("streameval.staircase", se.staircase, [[
streameval.staircase(instance | src_words, tgt_words, delays [, {max_label=12}]) -> text
The read/write staircase of one sentence: source words written vertically above their
columns, one line per target word with "█" under each source word read before it was
written and "·" under the others, then the number read.]])
  doc("streameval.staircase_svg", se.staircase_svg, [[
streameval.staircase_svg(instance | src_words, tgt_words, delays [, {path, title}]) -> svg | path
The staircase as an SVG heat map (plot.heatmap: read cells dark, a bar after the last word
read); given path, the file is written and the path returned.]])
  doc("streameval.beam_view", se.beam_view, [[
streameval.beam_view(trace, step, sentence [, {vocab, max_width=60, detok=true}]) -> text
The live hypotheses of one sentence after a beam step (from search.beam's trace option)
with their cumulative log-probabilities, then the finished ones with their scores.]])
  doc("streameval.beam_svg", se.beam_svg, [[
streameval.beam_svg(trace, step, sentence [, {vocab, path, title}]) -> svg, or path
The beam_view as an SVG figure, one bar per hypothesis (length: log-probability relative
to the worst shown); given path, the file is written and the path returned.]])
end

return se
