-- Streaming-evaluation extras: computation-aware latency (hand-computed), metric
-- signatures, the simulator's timing (shapes, order, how a batched step is attributed),
-- hashing (FNV-1a test vectors), sanity checks, re-scoring an instance log in word,
-- subword and character units (hand-computed), the staircase and beam views.
local xa = require "xattn"
local lat = xa.latency
local simt = xa.simt
local se = require "xattn.streameval"
local EOS = 3

local function near(a, b, msg, tol)
  if math.abs(a - b) > (tol or 1e-9) then
    error(("%sexpected %.15g, got %.15g"):format(msg and msg .. ": " or "", b, a), 2)
  end
end

-- ---- computation-aware latency ------------------------------------------------------
-- delays 1,2,3, |X| = 3, elapsed 10,20,30 ms, 100 ms per source unit:
-- c = 110, 220, 330; |X| s = 300
test("sentence_ca: computation-aware AL, LAAL, DAL, AP by hand", function()
  local c = lat.ca_delays({10, 20, 30}, {1, 2, 3}, 100)
  T.eq(#c, 3); near(c[1], 110); near(c[2], 220); near(c[3], 330)
  local r = lat.sentence_ca({10, 20, 30}, {1, 2, 3}, 3, nil, 100)
  -- gamma = 3/300: (i-1)/gamma = 0, 100, 200 -> 110, 120, 130; tau = 3 (330 >= 300)
  near(r.AL_CA_ms, 120, "AL_CA ms"); near(r.AL_CA, 1.2, "AL_CA in source units")
  near(r.AL_ms, 100, "plain AL (1) in ms")
  -- DAL: c' = 110, max(220, 210), max(330, 320); minus 0, 100, 200
  near(r.DAL_CA_ms, 120, "DAL_CA ms"); near(r.DAL_CA, 1.2)
  near(r.AP_CA, 660 / 900, "AP_CA = 660 / (300 * 3)")
  near(r.LAAL_CA, 1.2); near(r.elapsed_ms, 30)
  -- reference length 4: gamma = 4/300, (i-1)/gamma = 0, 75, 150 -> 110, 145, 180
  local q = lat.sentence_ca({10, 20, 30}, {1, 2, 3}, 3, 4, 100)
  near(q.AL_CA_ms, 145, "AL_CA with the reference length"); near(q.LAAL_CA_ms, 145, "LAAL_CA: max(3, 4)")
  near(q.AL_ms, 100 * (1 + 1.25 + 1.5) / 3, "plain AL with the reference length, in ms")
  -- no computation: the CA forms equal the plain ones
  local d, X = {2, 3, 4, 5, 5}, 5
  local z = lat.sentence_ca({0, 0, 0, 0, 0}, d, X, 4, 250)
  local s = lat.sentence(d, X, 4)
  near(z.AL_CA, s.AL, "AL"); near(z.LAAL_CA, s.LAAL, "LAAL"); near(z.DAL_CA, s.DAL, "DAL"); near(z.AP_CA, s.AP, "AP")
  near(z.AL_ms, s.AL * 250)
  -- first delay beyond the source (compute slower than the source): AL = c_1
  local b = lat.sentence_ca({500, 600}, {1, 1}, 1, nil, 100)
  near(b.AL_CA_ms, 600, "c_1 = 100 + 500 > |X| s = 100"); near(b.AL_CA, 6)
  -- an empty hypothesis
  local e = lat.sentence_ca({}, {}, 4, 3, 100)
  near(e.AL_CA, 0); near(e.AP_CA, 0); near(e.elapsed_ms, 0)
end)

test("sentence_ca and corpus errors", function()
  T.raises(function() lat.sentence_ca({1}, {1}, 3, nil, 0) end, "latency.sentence_ca: interval_ms must be a positive number, got 0")
  T.raises(function() lat.sentence_ca({1, 2}, {1}, 3, nil, 10) end, "latency.sentence_ca: 2 elapsed times for 1 delays")
  T.raises(function() lat.sentence_ca({5, 2}, {1, 2}, 3, nil, 10) end, "elapsed 2 must be a finite number >= 0 and >= the one before, got 2")
  T.raises(function() lat.sentence_ca("x", {1}, 3, nil, 10) end, "elapsed must be a list of milliseconds, got string")
  T.raises(function() lat.ca_delays({1}, {1}, -1) end, "latency.ca_delays: interval_ms must be a positive number")
  T.raises(function() lat.corpus({{delays = {1}, src_len = 2}}, {interval_ms = 10}) end,
    "latency.corpus: instance 1 has no elapsed times")
  T.raises(function() lat.corpus({{delays = {1}, src_len = 2, elapsed = {3, 4}}}, {interval_ms = 10}) end,
    "latency.corpus: instance 1: ")
end)

test("corpus with interval_ms: CA means, format, signature and definitions", function()
  local c = lat.corpus({{delays = {1, 2, 3}, src_len = 3, elapsed = {10, 20, 30}},
                        {delays = {2, 3, 4, 5, 5}, src_len = 5, elapsed = {0, 0, 0, 0, 0}}},
                       {level = "word", interval_ms = 100})
  -- second sentence, hypothesis length: AL = 2 (test_latency.lua)
  near(c.AL_CA, (1.2 + 2.0) / 2, "mean AL_CA"); near(c.AL_CA_ms, (120 + 200) / 2)
  near(c.AL, (1 + 2) / 2, "plain AL unchanged"); near(c.elapsed_ms, 15)
  T.eq(c.interval_ms, 100)
  local f = c:format()
  T.ok(f:find("AL_CA 1.60 (160 ms; plain AL 150 ms)", 1, true), f)
  T.ok(f:find("computation-aware (100 ms per source unit)", 1, true), f)
  T.eq(c.signature, "xattn:" .. xa.version .. "|latdefs:" .. lat.DEFINITIONS
    .. "|unit:word|AP:hyp|AL:hyp|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|reflen:none|empty:skip|CA:100ms")
  T.ok(c.definitions.AL:find("hypothesis length", 1, true))
  T.ok(c.definitions.CW:find("GMA code", 1, true)); T.ok(c.definitions.CA:find("100 ms", 1, true))
  local t = c:table()
  T.eq(t.signature, c.signature); near(t.AL_CA, 1.6); near(t.CW13, c.CW13); T.eq(t.level, "word")
  -- without interval_ms: no CA fields, the signature says so, the format is the plain one
  local p = lat.corpus({{delays = {1, 2}, src_len = 2, ref_len = 2}}, {level = "subword"})
  T.eq(p.AL_CA, nil); T.ok(not p:format():find("computation-aware", 1, true))
  T.ok(p.signature:find("|unit:subword|AP:ref|AL:ref|", 1, true), p.signature)
  T.ok(p.signature:find("CA:none", 1, true))
  T.eq(p:table().AL_CA, nil)
end)

-- ---- the simulator's clock ------------------------------------------------------------
local function model_()
  xa.manual_seed(7)
  local m = xa.nn.Transformer{vocab = {src = 30, tgt = 30}, d = 16, heads = 2, ffn = 32,
    layers = {enc = 1, dec = 1}, encoder = "unidirectional", dropout = 0}
  m = m:to("float64")
  m:eval()
  -- </s> never wins the argmax: hypotheses run to their max length
  xa.no_grad(function() m.decoder.embed.weight:select(1, EOS):zero_() end)
  return m
end

local SRCS = {{5, 6, 7, 8, 9}, {12, 13}, {14, 15, 16}}

local function nondecreasing(l, msg)
  for i = 2, #l do T.ok(l[i] >= l[i - 1], msg .. ": element " .. i) end
end

test("simulate records elapsed times: shapes, order, a batched step shared by its rows", function()
  local m = model_()
  for _, bs in ipairs{1, 3} do
    local run = simt.simulate(m, SRCS, simt.waitk{k = 2}, {batch = bs, max_len_b = 2})
    T.eq(run.batch, bs); T.ok(run.steps > 0); T.ok(run.step_ms > 0); T.ok(run.seconds > 0)
    for i = 1, #SRCS do
      T.eq(#run.elapsed[i], #run.hyps[i], "one time per target token")
      T.eq(#run.word_elapsed[i], #run.word_delays[i], "one time per target word")
      nondecreasing(run.elapsed[i], "elapsed")
      T.ok(run.elapsed[i][1] > 0, "the first write takes time")
      -- every source word was read (wait-k reads to the end), each one timed, in order
      T.eq(#run.read_ms[i], #SRCS[i] + 0, "read times")
      nondecreasing(run.read_ms[i], "read times")
      -- without a vocabulary every token is a word
      for w = 1, #run.word_elapsed[i] do T.eq(run.word_elapsed[i][w], run.elapsed[i][w]) end
      -- the time spent in decoder steps bounds nothing from below but the last write
      T.ok(run.elapsed[i][#run.elapsed[i]] <= run.seconds * 1000 + 1e-6)
    end
    if bs == 3 then
      -- all three rows write at steps 1 and 2 (max lengths floor(1.2 J + 2) >= 5): the
      -- batched step is attributed whole to each row
      for t = 1, 2 do
        T.eq(run.elapsed[1][t], run.elapsed[2][t], "row 2 shares step " .. t)
        T.eq(run.elapsed[1][t], run.elapsed[3][t], "row 3 shares step " .. t)
      end
    end
  end
  -- simt.latency adds the CA metrics (default interval) unless interval_ms = false
  local run = simt.simulate(m, SRCS, simt.waitk{k = 1}, {batch = 2, max_len_b = 1})
  local L = simt.latency(run)
  T.eq(L.word.interval_ms, lat.DEFAULT_INTERVAL_MS)
  T.ok(L.word.AL_CA >= L.word.AL, "computation only adds delay")
  T.ok(L.subword.AL_CA_ms > 0)
  T.eq(simt.latency(run, {interval_ms = false}).word.AL_CA, nil)
  near(simt.latency(run, {interval_ms = 50}).word.AL_ms, L.word.AL * 50, "plain AL in ms", 1e-9)
end)

-- ---- hashing ---------------------------------------------------------------------------
test("FNV-1a 64 test vectors; canonical JSON; config hashes", function()
  T.eq(se.fnv1a64(""), "cbf29ce484222325")
  T.eq(se.fnv1a64("a"), "af63dc4c8601ec8c")
  T.eq(se.fnv1a64("foobar"), "85944171f73967e8")
  T.eq(se.canonical({b = 1, a = {1, 2.5, "x"}, c = {}, d = true}), '{"a":[1,2.5,"x"],"b":1,"c":{},"d":true}')
  local t1 = {policy = "gma", delta = 1.5, model = {d = 64, heads = 2}}
  local t2 = {}
  t2.model = {heads = 2, d = 64}; t2.delta = 1.5; t2.policy = "gma"
  T.eq(se.config_hash(t1), se.config_hash(t2), "key order does not matter")
  T.ok(se.config_hash(t1) ~= se.config_hash({policy = "gma", delta = 1.25, model = {d = 64, heads = 2}}))
  T.eq(#se.config_hash(t1), 16)
  T.raises(function() se.config_hash("x") end, "streameval.config_hash: expects a table, got string")
  T.raises(function() se.hash({f = print}) end, "streameval.hash: cannot hash a function")
end)

-- ---- sanity checks -----------------------------------------------------------------------
test("sanity checks: BPE markers, tokenised references, counts, sources", function()
  T.eq(#se.check_references({"Y dijo Dios: Sea la luz.", "Et il dit : « Oui ! »"}), 0, "clean (French spacing is fine)")
  local w = se.check_references({"la lu@@ z", "bien", "otra@@"})
  T.eq(#w, 1); T.ok(w[1]:find("2 of 3 references contain BPE markers", 1, true), w[1])
  T.ok(w[1]:find("the first is line 1", 1, true))
  w = se.check_references({"y dijo Dios , sea la luz .", "the man 's house", "fine text."})
  T.eq(#w, 1); T.ok(w[1]:find("2 of 3 references look tokenised", 1, true), w[1])
  T.eq(#se.check_references({"\226\150\129la \226\150\129luz"}), 1, "sentencepiece marker")
  T.eq(#se.check_counts(3, 3), 0)
  T.ok(se.check_counts(3, 2)[1]:find("3 hypotheses but 2 references", 1, true))
  local ins = {{source = "a b", source_words = {"a", "b"}, source_length = 2, delays = {1, 2}},
               {source = "c", source_words = {"c"}, source_length = 1, delays = {1}}}
  T.eq(#se.check_sources(ins, {"a b", "c"}), 0)
  w = se.check_sources(ins, {"a b", "d"})
  T.eq(#w, 1); T.ok(w[1]:find("1 sources differ from the ones decoded (first: instance 2)", 1, true), w[1])
  T.ok(se.check_sources(ins, {"a b"})[1]:find("the source file has 1 lines but the log 2 instances", 1, true))
  ins[2].delays = {4}
  T.ok(se.check_sources(ins)[1]:find("1 instances have a source length that does not match", 1, true))
  T.raises(function() se.check_references({1}) end, "streameval.check_references: reference 1 is a number, not a string")
end)

-- ---- re-scoring ----------------------------------------------------------------------------
-- two sentences, as simulate.lua logs them
local function log_()
  return {
    {index = 0, word_units = "tok", source = "ab cde f", source_words = {"ab", "cde", "f"}, source_length = 3,
     source_length_subword = 5, prediction = "xy z", prediction_words = "xy z", reference = "uv w",
     delays = {1, 3}, delays_subword = {2, 5, 5}, elapsed = {10, 30}, elapsed_subword = {10, 20, 30},
     reference_length = 2, reference_length_subword = 3, config_hash = "h1"},
    {index = 1, word_units = "tok", source = "g", source_words = {"g"}, source_length = 1, source_length_subword = 2,
     prediction = "q", prediction_words = "q", reference = "q", delays = {1}, delays_subword = {2},
     elapsed = {5}, elapsed_subword = {5}, reference_length = 1, reference_length_subword = 1, config_hash = "h1"},
  }
end

test("rescore: word, subword and char units by hand; a prefix; another reference", function()
  local ins = log_()
  local r = se.rescore(ins, {unit = "word", interval_ms = 100})
  T.eq(r.n, 2); T.eq(r.unit, "word"); T.eq(#r.warnings, 0)
  -- s1: d = 1,3, |X| = 3, ref 2 words: gamma = 2/3, 1 + (3 - 1.5) -> 2.5 / 2 = 1.25
  -- s2: d = 1, |X| = 1: AL = 1
  near(r.latency.AL, (1.25 + 1) / 2, "word AL")
  near(r.latency.AP, (4 / 6 + 1) / 2, "word AP")
  -- CA, s1: c = 110, 330, |X| s = 300: 110 + (330 - 150) = 290 / 2 = 145; s2: c = 105 > 100: 105
  near(r.latency.AL_CA_ms, (145 + 105) / 2, "word AL_CA ms")
  T.eq(r.bleu.score, xa.metrics.bleu({"xy z", "q"}, {"uv w", "q"}).score)
  T.ok(r.latency.signature:find("unit:word", 1, true))
  -- subword: s1 d = 2,5,5, |X| = 5, ref 3: gamma = 3/5, 2 + (5 - 5/3) -> tau = 2 -> (2 + 10/3) / 2
  local s = se.rescore(ins, {unit = "subword", interval_ms = false})
  near(s.latency.AL, ((2 + 10 / 3) / 2 + 2) / 2, "subword AL (s2: d_1 = 2 > |X| = 2? no: 2 >= 2, AL = 2)")
  T.eq(s.latency.AL_CA, nil)
  -- char: source characters 2, 5, 6; "xy" read 1 word (2 chars), "z" 3 words (6):
  -- delays 2, 2, 6, |X| = 6, reference "uv w" = 4 characters as SimulEval counts them
  -- (len("uv w".strip()), the space included): gamma = 2/3, 2 + (2 - 1.5) + (6 - 3) = 5.5
  -- over tau = 3; AP = 10 / (6 * 4). s2: "q" delay 1, |X| 1, AL 1, AP 1
  local c = se.rescore(ins, {unit = "char", interval_ms = 100})
  near(c.latency.AL, (5.5 / 3 + 1) / 2, "char AL")
  near(c.latency.AP, (10 / 24 + 1) / 2, "char AP")
  near(c.latency.AP_hyp, (10 / 18 + 1) / 2, "char AP_hyp")
  T.ok(c.latency.signature:find("|unit:char|", 1, true) and c.latency.signature:find("|reflen:strip|", 1, true), c.latency.signature)
  -- char CA: c = 200 + 10, 210, 600 + 30; |X| s = 600, gamma = 4/600:
  -- 210 + (210 - 150) + (630 - 300) = 600 / 3 = 200
  near(c.latency.AL_CA_ms, (200 + 105) / 2, "char AL_CA ms")
  -- xattn's character count (no spaces: 3): gamma = 1/2, 2 + (2 - 2) + (6 - 4) = 4 over 3;
  -- CA: 210 + (210 - 200) + (630 - 400) = 450 / 3
  local cx = se.rescore(ins, {unit = "char", interval_ms = 100, ref_count = "xattn"})
  near(cx.latency.AL, (4 / 3 + 1) / 2, "char AL, xattn's count")
  near(cx.latency.AP, (10 / 18 + 1) / 2, "char AP, xattn's count")
  near(cx.latency.AL_CA_ms, (150 + 105) / 2, "char AL_CA ms, xattn's count")
  T.ok(cx.latency.signature:find("|reflen:nospace|", 1, true), cx.latency.signature)
  -- a prefix of the test set
  local p = se.rescore(ins, {unit = "word", first = 1, interval_ms = false})
  T.eq(p.n, 1); near(p.latency.AL, 1.25)
  T.eq(p.bleu.score, xa.metrics.bleu({"xy z"}, {"uv w"}).score)
  -- another reference: 4 words for sentence 1 (gamma = 4/3: 1 + (3 - 0.75) -> 3.25 / 2)
  local a = se.rescore(ins, {unit = "word", refs = {"a b c d", "q"}, interval_ms = false})
  near(a.latency.AL, (3.25 / 2 + 1) / 2, "AL with the other reference")
  T.eq(a.bleu.score, xa.metrics.bleu({"xy z", "q"}, {"a b c d", "q"}).score)
  -- subword units with another reference need the model's subword count
  T.raises(function() se.rescore(ins, {unit = "subword", refs = {"a b", "q"}}) end,
    "need the model's preprocessing (--model): instance 1")
  local b = se.rescore(ins, {unit = "subword", refs = {"a b", "q"}, interval_ms = false,
    ref_subword_len = function(x) return #x end})     -- "a b" = 3, "q" = 1
  -- s1: gamma = 3/5 as before; s2: ref 1, d = 2, |X| = 2: 2
  near(b.latency.AL, ((2 + 10 / 3) / 2 + 2) / 2)
  -- fewer references than instances: a warning, then an error naming the instance
  local ok, err = pcall(se.rescore, ins, {refs = {"x"}})
  T.ok(not ok and err:find("instance 2 has no reference (1 references for 2 instances)", 1, true), tostring(err))
  -- without references: no BLEU, AL with the hypothesis length
  for _, x in ipairs(ins) do x.reference = nil end
  local h = se.rescore(ins, {interval_ms = false})
  T.eq(h.bleu, nil); T.eq(h.latency.al_length, "hypothesis")
  T.ok(h.latency.signature:find("|reflen:none|", 1, true))
end)

test("rescore: reference words as SimulEval counts them (split on spaces) or the system's", function()
  local ins = log_()
  -- a reference with punctuation: 2 words for SimulEval ("uv," and "w."), 4 tokens for xattn
  local refs = {"uv, w.", "q"}
  -- SimulEval: s1 d = 1,3, |X| = 3, ref 2: gamma = 2/3: 1 + (3 - 1.5) = 2.5 / 2; AP 4/6
  local r = se.rescore(ins, {refs = refs, interval_ms = false})
  near(r.latency.AL, (1.25 + 1) / 2); near(r.latency.AP, (4 / 6 + 1) / 2)
  T.ok(r.latency.signature:find("|reflen:split|", 1, true), r.latency.signature)
  -- xattn's tokeniser (no ref_word_len given): 4 words: gamma = 4/3: 1 + (3 - 0.75) = 3.25 / 2; AP 4/12
  local x = se.rescore(ins, {refs = refs, interval_ms = false, ref_count = "xattn"})
  near(x.latency.AL, (3.25 / 2 + 1) / 2); near(x.latency.AP, (4 / 12 + 1) / 2)
  T.ok(x.latency.signature:find("|reflen:tok|", 1, true), x.latency.signature)
  -- the system's count (ref_word_len, as rescore.lua --model gives) wins over the tokeniser
  local y = se.rescore(ins, {refs = refs, interval_ms = false, ref_count = "xattn",
    ref_word_len = function(s) return s == "q" and 1 or 6 end})
  near(y.latency.AP, (4 / 18 + 1) / 2, "6 words")
  -- with the system's counts known, SimulEval's counting warns when the units differ
  local wy = se.rescore(ins, {refs = refs, interval_ms = false, ref_word_len = function(s) return s == "q" and 1 or 6 end})
  T.ok(table.concat(wy.warnings, "\n"):find("1 of 2 references have another number of words split on spaces", 1, true),
    table.concat(wy.warnings, "\n"))
  T.eq(#se.rescore(ins, {refs = refs, interval_ms = false, ref_word_len = function(s) return s == "q" and 1 or 2 end}).warnings, 0,
    "same counts: no warning")
  T.eq(#x.warnings, 0, "xattn's counting: no warning")
  -- for the logged reference, the logged system count (reference_length_tokens) is used
  ins[1].reference_length_tokens = 3
  local z = se.rescore(ins, {interval_ms = false, ref_count = "xattn"})
  near(z.latency.AP, (4 / 9 + 1) / 2, "3 words from the log")
  -- SimulEval's count ignores the logged numbers: "uv w" is 2 words
  ins[1].reference_length = 7
  near(se.rescore(ins, {interval_ms = false}).latency.AP, (4 / 6 + 1) / 2)
  T.raises(function() se.rescore(ins, {ref_count = "words"}) end, 'streameval.rescore: ref_count must be "simuleval" or "xattn", got words')
  T.raises(function() se.rescore(ins, {empty = "none"}) end, 'streameval.rescore: empty must be "skip" or "zero", got none')
end)

test("rescore: empty hypotheses are left out of the latency means (SimulEval), with a warning", function()
  local ins = log_()
  ins[3] = {index = 2, word_units = "tok", source = "g", source_words = {"g"}, source_length = 1, source_length_subword = 2,
    prediction = "", prediction_words = "", reference = "r s", delays = {}, delays_subword = {},
    elapsed = {}, elapsed_subword = {}, reference_length_subword = 2, config_hash = "h1"}
  local r = se.rescore(ins, {interval_ms = 100})
  T.eq(r.n, 3); T.eq(r.latency.scored, 2); T.eq(r.latency.skipped, 1)
  near(r.latency.AL, (1.25 + 1) / 2, "the two others"); near(r.latency.AL_CA_ms, (145 + 105) / 2)
  T.ok(table.concat(r.warnings, "\n"):find("1 of 3 hypotheses are empty: left out of the latency means, as SimulEval does", 1, true),
    table.concat(r.warnings, "\n"))
  T.ok(r.latency:format():find("3 sentences (1 with an empty hypothesis left out), word level", 1, true), r.latency:format())
  -- BLEU still scores the empty hypothesis (sacreBLEU does)
  T.eq(r.bleu.score, xa.metrics.bleu({"xy z", "q", ""}, {"uv w", "q", "r s"}).score)
  local z = se.rescore(ins, {interval_ms = 100, empty = "zero"})
  T.eq(z.latency.scored, 3); near(z.latency.AL, (1.25 + 1) / 3); near(z.latency.AL_CA_ms, (145 + 105) / 3)
  T.ok(table.concat(z.warnings, "\n"):find("1 of 3 hypotheses are empty: each scores 0", 1, true))
  T.ok(z.latency.signature:find("|empty:zero|", 1, true))
  for _, u in ipairs{"subword", "char"} do
    T.eq(se.rescore(ins, {unit = u, interval_ms = false}).latency.skipped, 1, u)
  end
  T.eq(#se.rescore(ins, {checks = false}).warnings, 0, "checks off: no warning")
end)

-- a translation system stand-in for se.instances: tokens are words, the vocabulary a list
local VOCAB = {"<pad>", "<s>", "</s>", "a", "b", "c", "x", "y@@", "z"}
local function vocab_()
  local v = {}
  function v:token(id) return VOCAB[id] end
  function v:encode(toks)
    local ids = {}
    for i, t in ipairs(toks) do for id, w in ipairs(VOCAB) do if w == t then ids[i] = id end end end
    return ids
  end
  return v
end
local function sys_()
  local sys = {src_vocab = vocab_(), tgt_vocab = vocab_()}
  function sys:preprocess(line) return xa.text.tokenize(line) end
  function sys:count_words(line) return #xa.text.tokenize(line) end
  function sys:detok_ids(ids)
    local t = {}
    for i, id in ipairs(ids) do t[i] = VOCAB[id] end
    return (table.concat(t, " "):gsub("@@ ", ""))
  end
  return sys
end

test("instances: SimulEval's reference_length, the system's reference_length_tokens, metric", function()
  -- sentence 1: "y@@ z" is one word written after 1 source word, "x" after 2; sentence 2 empty
  local run = {hyps = {{8, 9, 7}, {}}, delays = {{1, 1, 3}, {}}, word_delays = {{1, 2}, {}},
    visible = {{1, 1, 3}, {}}, src_words = {2, 1}, src_tokens = {3, 2}, hyp_words = {2, 0}}
  local refs = {"Hello, world.", "c"}
  local ins = se.instances(sys_(), {"a b", "c"}, refs, run)
  T.eq(ins[1].reference_length, 2, 'SimulEval: "Hello, world.".split(" ")')
  T.eq(ins[1].reference_length_tokens, 4, "the system's tokenisation")
  T.eq(ins[1].reference_length_subword, 4); T.eq(ins[1].prediction_words, "yz x")
  -- d = 1,2, |X| = 2, ref 2: gamma = 1: 1 + (2 - 1) = 2 / 2 = 1; AP = 3/4
  near(ins[1].metric.AL, 1); near(ins[1].metric.AP, 0.75)
  T.eq(ins[2].metric, nil, "an empty hypothesis has no sentence metrics (SimulEval)")
  T.eq(ins[2].reference_length, 1)
  -- xattn's counting: 4 words: gamma = 2: 1 + (2 - 0.5) = 2.5 / 2; AP = 3/8
  local x = se.instances(sys_(), {"a b", "c"}, refs, run, {ref_count = "xattn", empty = "zero"})
  near(x[1].metric.AL, 1.25); near(x[1].metric.AP, 3 / 8)
  T.eq(x[2].metric.AL, 0, "empty = zero: the empty hypothesis scores 0")
  T.eq(x[1].reference_length, 2, "the logged fields keep their meaning")
  -- rescoring the log reproduces the sentence metrics, in memory and from disk
  near(se.rescore(ins, {interval_ms = false}).latency.AL, 1)
  local path = os.tmpname()
  se.write_log(path, ins)
  local f = io.open(path); local line = f:read("l"); f:close()
  T.ok(not line:find('"reference_length"', 1, true), "no reference_length on disk (SimulEval cannot load it)")
  T.ok(line:find('"reference_length_tokens":4', 1, true), line)
  T.eq(ins[1].reference_length, 2, "the instance itself is unchanged")
  local back = se.read_log(path)
  os.remove(path)
  near(se.rescore(back, {interval_ms = false}).latency.AL, 1)
  near(se.rescore(back, {interval_ms = false, ref_count = "xattn"}).latency.AL, 1.25)
  near(se.rescore(ins, {interval_ms = false, ref_count = "xattn"}).latency.AL, 1.25)
  -- "Hello, world.": 2 words split on spaces, 4 tokens; "c": 1 and 1
  T.ok(se.check_reference_units(ins)[1]:find("1 of 2 references have another number of words", 1, true))
  T.eq(#se.check_reference_units({ins[2]}), 0); T.eq(#se.check_reference_units({}), 0)
  T.raises(function() se.check_reference_units(3) end, "streameval.check_reference_units: instances must be a list")
  T.raises(function() se.instances(sys_(), {"a b", "c"}, refs, run, {ref_count = "tokens"}) end,
    'streameval.instances: ref_count must be "simuleval" or "xattn", got tokens')
  T.raises(function() se.instances(sys_(), {"a b", "c"}, refs, run, {empty = 0}) end,
    'streameval.instances: empty must be "skip" or "zero", got 0')
end)

test("rescore: warnings, errors, logs on disk", function()
  local ins = log_()
  local r = se.rescore(ins, {refs = {"uv@@ w", "q", "extra"}, sources = {"ab cde f", "h"}, interval_ms = false})
  local all = table.concat(r.warnings, "\n")
  T.ok(all:find("2 hypotheses but 3 references", 1, true), all)
  T.ok(all:find("BPE markers", 1, true), all)
  T.ok(all:find("1 sources differ from the ones decoded (first: instance 2)", 1, true), all)
  T.eq(#se.rescore(ins, {refs = {"uv@@ w", "q", "extra"}, checks = false, interval_ms = false}).warnings, 1,
    "checks off: only the count warning (scores pair line by line)")
  ins[2].elapsed = nil
  local w = se.rescore(ins, {})
  T.eq(w.latency.AL_CA, nil); T.ok(w.warnings[1]:find("no elapsed times", 1, true))
  T.raises(function() se.rescore(ins, {unit = "letters"}) end, "streameval.rescore: unit must be word, subword or char, got letters")
  T.raises(function() se.rescore(ins, {first = 0}) end, "first must be a positive integer, got 0")
  ins[1].source_words = nil
  T.raises(function() se.rescore(ins, {unit = "char"}) end, "instance 1 has no source_words")
  -- write, read back (sorted by index), rescore gives the same numbers
  local path = os.tmpname()
  local l = log_()
  se.write_log(path, {l[2], l[1]})
  local back = se.read_log(path)
  T.eq(#back, 2); T.eq(back[1].index, 0); T.eq(back[1].source_words[2], "cde")
  near(se.rescore(back, {unit = "char"}).latency.AL_CA, se.rescore(log_(), {unit = "char"}).latency.AL_CA)
  local f = io.open(path, "a"); f:write("{not json\n"); f:close()
  T.raises(function() se.read_log(path) end, "line 3 is not a JSON object")
  os.remove(path)
  T.raises(function() se.read_log(path) end, "streameval.read_log: cannot read")
end)

-- ---- views -------------------------------------------------------------------------------
test("staircase: text and SVG", function()
  local txt = se.staircase({"a", "b", "c"}, {"x", "yy"}, {1, 3})
  T.eq(txt, "   a b c\n" .. "x │█ · · │ 1\n" .. "yy│█ █ █ │ 3")
  local ins = log_()[1]
  local t2 = se.staircase(ins)
  T.ok(t2:find("xy│█ · · │ 1", 1, true), t2); T.ok(t2:find("z │█ █ █ │ 3", 1, true), t2)
  -- vertical source words
  T.eq(t2:match("^[^\n]*"), "   a c f")
  local path = os.tmpname()
  local svg = se.staircase_svg(ins, {title = "s1"})
  T.ok(svg:find("<svg", 1, true)); T.ok(svg:find(">cde<", 1, true)); T.ok(svg:find(">s1<", 1, true))
  T.eq(se.staircase_svg(ins, {path = path, title = "s1"}), path) -- a writer returns the path
  local f = io.open(path); T.eq(f:read("a"), svg); f:close(); os.remove(path)
  T.raises(function() se.staircase({"a"}, {"x"}, {2}) end, "streameval.staircase: delay 1 must be an integer in 0..1 (source words), got 2")
  T.raises(function() se.staircase({"a"}, {"x", "y"}, {1}) end, "1 delays for 2 target words")
  T.raises(function() se.staircase("x") end, "expects an instance (log entry) or (src_words, tgt_words, delays)")
end)

test("Session:staircase draws what the session has read and written", function()
  local s = simt.Session(model_(), {5, 6, 7}, {policy = simt.waitk{k = 2}})
  s:step(); s:step()
  -- tokens are words (no vocabulary): token 1 saw 2 words, token 2 saw 3 (with </s>)
  local lines = {}
  for l in s:staircase():gmatch("[^\n]+") do lines[#lines + 1] = l end
  -- the header: the source ids written vertically, "7 </s>" (the </s> joins the last word)
  T.eq(lines[1], "   5 6 7")
  T.ok(lines[#lines - 1]:find("│█ █ · │ 2", 1, true), lines[#lines - 1])
  T.ok(lines[#lines]:find("│█ █ █ │ 3", 1, true), lines[#lines])
end)

-- a mock model for search.beam: step 1 p(4) = .5, p(5) = .3, p(6) = .1, p(</s>) = .1;
-- afterwards p(</s>) = .6, p(4) = .2, p(5) = p(6) = .1
local Mock = {}
Mock.__index = Mock
function Mock:encode(src) return {n = src:size(1)} end
function Mock:decode_step(enc, prev, state)
  state.t = (state.t or 0) + 1
  local p = state.t == 1 and {0, 0, .1, .5, .3, .1} or {0, 0, .6, .2, .1, .1}
  local row = {}
  for v = 1, 6 do row[v] = p[v] > 0 and math.log(p[v]) or -math.huge end
  local rows = {}
  for r = 1, prev:size(1) do rows[r] = row end
  return xa.tensor(rows, {dtype = "float64"})
end
function Mock:reorder(enc, state, idx) return {n = idx:size(1)} end

test("search.beam trace and the beam view", function()
  local src = xa.tensor({{7, 8, 3}}, {dtype = "int64"})
  local plain = xa.search.beam(setmetatable({}, Mock), src, {beam = 2, nbest = 2})
  local trace = {}
  local res = xa.search.beam(setmetatable({}, Mock), src, {beam = 2, nbest = 2, trace = trace})
  T.eq(#res[1], #plain[1]); near(res[1][1].score, plain[1][1].score, "tracing changes nothing")
  T.eq(#trace, 2)
  local s1 = trace[1].sentences[1]
  T.eq(trace[1].step, 1); T.eq(#s1.live, 2); T.eq(#s1.finished, 0)
  T.eq(s1.live[1].tokens[1], 4); near(s1.live[1].logprob, math.log(.5))
  T.eq(s1.live[2].tokens[1], 5); near(s1.live[2].logprob, math.log(.3))
  -- step 2: both best candidates are </s>: two finished, none live
  local s2 = trace[2].sentences[1]
  T.eq(#s2.live, 0); T.eq(#s2.finished, 2)
  near(s2.finished[1].logprob, math.log(.5) + math.log(.6))
  near(s2.finished[1].score, (math.log(.5) + math.log(.6)) / 2, "normalised by length 2")
  T.eq(s2.finished[2].tokens[1], 5)
  local vocab = {token = function(_, id) return ({"<pad>", "<s>", "</s>", "el@@", "la", "luz"})[id] end}
  local v = se.beam_view(trace, 1, 1, {vocab = vocab})
  T.eq(v, "step 1, sentence 1: 2 live, 0 finished\nrank  log-prob  hypothesis\n"
    .. ("%4d  %8.3f  %s\n%4d  %8.3f  %s"):format(1, math.log(.5), "el@@", 2, math.log(.3), "la"))
  local v2 = se.beam_view(trace, 2, 1, {vocab = vocab})
  T.ok(v2:find(("done  %8.3f  el@@ </s>  (score %.3f)"):format(math.log(.3), (math.log(.5) + math.log(.6)) / 2), 1, true), v2)
  local svg = se.beam_svg(trace, 1, 1, {vocab = vocab})
  T.ok(svg:find("<svg", 1, true)); T.ok(svg:find(">la<", 1, true))
  -- given a path: the file holds the figure, the call returns the path (not the SVG)
  local path = os.tmpname()
  T.eq(se.beam_svg(trace, 1, 1, {vocab = vocab, path = path}), path)
  local f = assert(io.open(path, "rb")); local written = f:read("a"); f:close(); os.remove(path)
  T.eq(written, svg)
  -- a function hook sees the same records
  local n = 0
  xa.search.beam(setmetatable({}, Mock), src, {beam = 2, trace = function(rec) n = n + 1; T.eq(rec.step, n) end})
  T.eq(n, 2)
  T.raises(function() se.beam_view(trace, 9, 1) end, "streameval.beam_view: no step 9 in the trace (2 steps)")
  T.raises(function() se.beam_view(trace, 1, 4) end, "sentence 4 was not searched at step 1")
  T.raises(function() xa.search.beam(setmetatable({}, Mock), src, {trace = 5}) end, "search.beam: trace must be a list or a function, got number")
end)
