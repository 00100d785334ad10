-- Latency metrics against delays worked out by hand (the arithmetic is in the comments),
-- including the edge cases: target longer than the source, a policy that reads everything
-- first, reading after the last write, d_1 > |X|; SimulEval's conventions (AP with the
-- reference length, empty hypotheses left out, reference lengths from split(" ") and
-- strip()) against cases worked out from SimulEval's definitions.
local xa = require "xattn"
local lat = xa.latency

local function near(a, b, msg)
  if math.abs(a - b) > 1e-12 then
    error(("%sexpected %.15g, got %.15g"):format(msg and msg .. ": " or "", b, a), 2)
  end
end

test("xa.latency is the latency module", function()
  T.eq(lat, require "xattn.latency")
end)

-- delays 2,3,4,5,5 with |X| = 5, |Y| = 5, |ref| = 4
test("a wait-2-like sentence: AP, AL (both lengths), LAAL, DAL, CW", function()
  local d, X = {2, 3, 4, 5, 5}, 5
  near(lat.ap(d, X), 19 / 25, "AP = (2+3+4+5+5)/(5*5)")
  -- gamma = 1, tau = 4: (2-0)+(3-1)+(4-2)+(5-3) = 8; 8/4
  near(lat.al(d, X), 2.0, "AL with the hypothesis length")
  -- gamma = 4/5, (i-1)/gamma = 0, 1.25, 2.5, 3.75: 2 + 1.75 + 1.5 + 1.25 = 6.5; 6.5/4
  near(lat.al(d, X, 4), 1.625, "AL with the reference length")
  near(lat.laal(d, X, 4), 2.0, "LAAL: gamma = max(5, 4)/5 = 1")
  -- gamma = 1: d' = 2,3,4,5,6; minus (i-1): 2,2,2,2,2
  near(lat.dal(d, X), 2.0, "DAL")
  -- bursts ending in a write at i = 1,2,3,4: 5/4; eq. 13: d_5/4
  near(lat.cw(d, X), 1.25, "CW")
  near(lat.cw(d, X, "eq13"), 1.25, "CW eq. 13")
  local s = lat.sentence(d, X, 4)
  near(s.AL, 1.625, "sentence AL is SimulEval's"); near(s.AL_hyp, 2.0, "sentence AL_hyp")
  near(s.LAAL, 2.0); near(s.DAL, 2.0); near(s.AP, 19 / 20, "AP: 19/(5*4)"); near(s.AP_hyp, 0.76); near(s.CW, 1.25); near(s.CW13, 1.25)
end)

-- |X| = 3, delays 1,2,3,3,3,3 (|Y| = 6 > |X|), |ref| = 4
test("target longer than the source", function()
  local d, X = {1, 2, 3, 3, 3, 3}, 3
  near(lat.ap(d, X), 15 / 18, "AP")
  -- gamma = 2: 1 + (2-0.5) + (3-1) = 4.5 over tau = 3
  near(lat.al(d, X), 1.5, "AL hyp")
  -- gamma = 4/3: 1 + (2-0.75) + (3-1.5) = 3.75 over 3
  near(lat.al(d, X, 4), 1.25, "AL ref")
  near(lat.laal(d, X, 4), 1.5, "LAAL uses max(6, 4)")
  -- gamma = 2: d' = 1, 2, 3, 3.5, 4, 4.5; minus 0, .5, 1, 1.5, 2, 2.5 -> 1, 1.5, 2, 2, 2, 2 = 10.5
  near(lat.dal(d, X), 10.5 / 6, "DAL")
  near(lat.cw(d, X), 1.0, "CW: 3 reads in 3 bursts")
  near(lat.cw(d, X, "eq13"), 1.0, "CW13")
end)

-- |X| = 4, everything read before the first write, |Y| = 3, |ref| = 3
test("a policy that reads everything first (full sentence)", function()
  local d, X = {4, 4, 4}, 4
  near(lat.ap(d, X), 1.0, "AP = 12/12")
  near(lat.al(d, X), 4.0, "AL: tau = 1, d_1 = 4")
  near(lat.al(d, X, 3), 4.0, "AL ref")
  near(lat.laal(d, X, 3), 4.0, "LAAL")
  -- gamma = 3/4: d' = 4, 16/3, 20/3; minus 0, 4/3, 8/3 -> 4, 4, 4
  near(lat.dal(d, X), 4.0, "DAL")
  near(lat.cw(d, X), 4.0, "CW: one burst of 4"); near(lat.cw(d, X, "eq13"), 4.0)
end)

-- delays 1,2 with |X| = 5: R/W 0101000 (three reads after the last write)
test("reading after the last write: CW of the GMA code vs eq. 13", function()
  local d, X = {1, 2}, 5
  near(lat.cw(d, X), 2.5, "CW = 5 / 2")
  near(lat.cw(d, X, "eq13"), 1.0, "eq. 13 = 2 / 2")
  near(lat.ap(d, X), 0.3, "AP = 3/10")
  -- gamma = 2/5: no d_i >= 5, tau = 2: (1 - 0) + (2 - 2.5) = 0.5, / 2
  near(lat.al(d, X), 0.25, "AL hyp")
  -- d' = 1, max(2, 3.5) = 3.5; minus 0, 2.5 -> 1, 1; / 2
  near(lat.dal(d, X), 1.0, "DAL")
end)

test("uneven bursts; d_1 > |X|; an empty hypothesis", function()
  -- bursts at i = 1 (2), 3 (4), 4 (5): CW = 5/3; eq. 13: 5/3
  near(lat.cw({2, 2, 4, 5}, 5), 5 / 3); near(lat.cw({2, 2, 4, 5}, 5, "eq13"), 5 / 3)
  near(lat.al({6, 6}, 5), 6, "AL = d_1 when d_1 > |X|")
  near(lat.al({6, 6}, 5, 3), 6)
  for _, f in ipairs{"ap", "al", "dal", "cw"} do near(lat[f]({}, 5), 0, f .. " of an empty hypothesis") end
  near(lat.laal({}, 5, 3), 0)
end)

test("corpus: unweighted means over sentences, which AL is reported", function()
  local c = lat.corpus{{delays = {2, 3, 4, 5, 5}, src_len = 5, ref_len = 4},
                       {delays = {1, 2, 3, 3, 3, 3}, src_len = 3, ref_len = 4}}
  T.eq(c.n, 2); T.eq(c.al_length, "reference"); T.eq(c.scored, 2); T.eq(c.skipped, 0)
  near(c.AL, (1.625 + 1.25) / 2, "AL"); near(c.AL_hyp, (2.0 + 1.5) / 2, "AL_hyp")
  -- AP with the reference length 4: 19/(5*4), 15/(3*4); AP_hyp: 19/25, 15/18
  near(c.AP, (19 / 20 + 15 / 12) / 2, "AP"); near(c.AP_hyp, (0.76 + 15 / 18) / 2, "AP_hyp")
  near(c.DAL, (2 + 1.75) / 2, "DAL")
  near(c.LAAL, (2 + 1.5) / 2); near(c.CW, (1.25 + 1) / 2); near(c.CW13, (1.25 + 1) / 2)
  T.ok(tostring(c):find("AL 1.44 (reference length)", 1, true), tostring(c))
  local h = lat.corpus({{delays = {4, 4, 4}, src_len = 4}}, {level = "word"})
  T.eq(h.al_length, "hypothesis"); near(h.AL, 4); near(h.AP, 1); near(h.AP_hyp, 1)
  T.ok(h:format():find("word level", 1, true))
  local e = lat.corpus{}
  T.eq(e.n, 0); near(e.AL, 0)
end)

-- ---- SimulEval's conventions ------------------------------------------------------
-- SimulEval's scorer: AP = sum(d) / (|X| * tgt_len), tgt_len the reference length when a
-- reference is given (its default), else len(delays).
test("AP: SimulEval's reference length, AP_hyp the hypothesis length", function()
  -- delays 1,2,3, |X| = 3, reference of 4: SimulEval 6/(3*4) = 0.5; hypothesis: 6/9
  near(lat.ap({1, 2, 3}, 3, 4), 0.5, "AP with the reference length")
  near(lat.ap({1, 2, 3}, 3), 2 / 3, "AP with the hypothesis length")
  local s = lat.sentence({1, 2, 3}, 3, 4)
  near(s.AP, 0.5); near(s.AP_hyp, 2 / 3)
  local h = lat.sentence({1, 2, 3}, 3)
  near(h.AP, 2 / 3); near(h.AP_hyp, 2 / 3)
  local c = lat.corpus{{delays = {1, 2, 3}, src_len = 3, ref_len = 4}}
  near(c.AP, 0.5); near(c.AP_hyp, 2 / 3)
  T.ok(c.signature:find("|AP:ref|AL:ref|", 1, true), c.signature)
  T.ok(tostring(c):find("AP 0.500 (reference length) | AL ", 1, true), tostring(c))
  T.ok(tostring(c):find("AP_hyp 0.667 | AL_hyp", 1, true), tostring(c))
  local ch = lat.corpus{{delays = {1, 2, 3}, src_len = 3}}
  T.ok(ch.signature:find("|AP:hyp|AL:hyp|", 1, true), ch.signature)
  T.eq(ch.definitions.AP, "hypothesis length (no reference)")
  T.eq(c.definitions.AP, "reference length (SimulEval)")
  -- a reference length of 0 (an empty reference in characters) falls back to |Y|, as AL
  near(lat.ap({1, 2, 3}, 3, 0), 2 / 3); near(lat.al({1, 2, 3}, 3, 0), lat.al({1, 2, 3}, 3))
  -- CA: AP_CA follows AP (reference length): c = 100+10, 200+20, 300+30 over |X| s = 300, |Y*| = 4
  local ca = lat.sentence_ca({10, 20, 30}, {1, 2, 3}, 3, 4, 100)
  near(ca.AP_CA, 660 / 1200, "AP_CA with the reference length")
end)

test("empty hypotheses: left out of the means by default (SimulEval), or scored 0", function()
  local ins = {{delays = {2, 3, 4, 5, 5}, src_len = 5, ref_len = 4},
               {delays = {}, src_len = 4, ref_len = 3},
               {delays = {1, 2, 3, 3, 3, 3}, src_len = 3, ref_len = 4}}
  local c = lat.corpus(ins)
  T.eq(c.n, 3); T.eq(c.scored, 2); T.eq(c.skipped, 1); T.eq(c.empty, "skip"); T.eq(c.empty_count, 1)
  near(c.AL, (1.625 + 1.25) / 2, "the mean of the two others"); near(c.LAAL, (2 + 1.5) / 2)
  near(c.AP, (19 / 20 + 15 / 12) / 2); near(c.CW, (1.25 + 1) / 2)
  T.ok(tostring(c):find("3 sentences (1 with an empty hypothesis left out), given level", 1, true), tostring(c))
  T.ok(c.signature:find("|empty:skip|", 1, true))
  T.eq(c.definitions.empty, "an empty hypothesis is left out of the corpus means (SimulEval)")
  local z = lat.corpus(ins, {empty = "zero"})
  T.eq(z.scored, 3); T.eq(z.skipped, 0); T.eq(z.empty, "zero")
  near(z.AL, (1.625 + 1.25) / 3, "the empty one counts as 0"); near(z.CW, (1.25 + 1) / 3)
  T.ok(tostring(z):find("3 sentences (1 with an empty hypothesis scored 0)", 1, true), tostring(z))
  T.ok(z.signature:find("|empty:zero|", 1, true))
  T.eq(z:table().skipped, 0); T.eq(c:table().skipped, 1); T.eq(c:table().scored, 2)
  -- only empty hypotheses: nothing to average, every mean 0 and scored = 0
  local e = lat.corpus{{delays = {}, src_len = 3}, {delays = {}, src_len = 2}}
  T.eq(e.scored, 0); T.eq(e.skipped, 2); near(e.AL, 0); near(e.AP, 0)
  T.ok(tostring(e):find("(2 with an empty hypothesis left out: no scores)", 1, true), tostring(e))
  -- computation-aware: a skipped instance needs no elapsed times; with "zero" it does
  local ca = lat.corpus({{delays = {1, 2, 3}, src_len = 3, elapsed = {10, 20, 30}}, {delays = {}, src_len = 2}},
                        {interval_ms = 100})
  T.eq(ca.scored, 1)
  near(ca.AL_CA_ms, lat.sentence_ca({10, 20, 30}, {1, 2, 3}, 3, nil, 100).AL_CA_ms)
  T.raises(function() lat.corpus({{delays = {1, 2, 3}, src_len = 3, elapsed = {10, 20, 30}}, {delays = {}, src_len = 2}},
    {interval_ms = 100, empty = "zero"}) end, "latency.corpus: instance 2 has no elapsed times")
end)

test("reference lengths: SimulEval's split(\" \") and strip(), or xattn's counting", function()
  local rl = lat.ref_length
  -- word: len(reference.split(" ")): only U+0020 splits, empty pieces count
  T.eq(rl("a b c", "word"), 3); T.eq(rl("Hello, world.", "word"), 2)
  T.eq(rl("", "word"), 1, '"".split(" ") == [""]'); T.eq(rl("a  b", "word"), 3, "a double space")
  T.eq(rl(" a b ", "word"), 4, "leading and trailing spaces"); T.eq(rl("a\tb\u{A0}c", "word"), 1, "tab, no-break space")
  T.eq(rl("a b", "word", "split"), 2)
  -- xattn's tokeniser: punctuation and clitics are words
  T.eq(rl("Hello, world.", "word", "xattn"), 4); T.eq(rl("don't", "word", "tok"), 2)
  -- char: len(reference.strip()): code points, inner spaces included, Unicode white space stripped
  T.eq(rl("ab c", "char"), 4); T.eq(rl("  ab c \n", "char"), 4); T.eq(rl("", "char"), 0)
  T.eq(rl("\u{3000}añó\u{A0}", "char"), 3, "ideographic and no-break spaces stripped, ñ one character")
  T.eq(rl("a\u{2003}b", "char"), 3, "inner em space counted")
  T.eq(rl("ab c", "char", "xattn"), 3); T.eq(rl(" a b\tc ", "char", "nospace"), 3)
  -- corpus: reference strings are counted with the level's rule, named in the signature
  local ins = {{delays = {1, 2, 3}, src_len = 3, reference = "a b c d"}}
  local w = lat.corpus(ins, {level = "word"})
  near(w.AP, 0.5, "4 words"); T.eq(w.ref_count, "split"); T.ok(w.signature:find("|reflen:split|", 1, true), w.signature)
  T.eq(w.definitions.reference_length, 'reference.split(" ") (SimulEval)')
  local t = lat.corpus({{delays = {1, 2, 3}, src_len = 3, reference = "a, b."}}, {level = "word", ref_count = "xattn"})
  near(t.AP, 0.5, "4 tokens"); T.ok(t.signature:find("|reflen:tok|", 1, true))
  local c = lat.corpus({{delays = {1, 2, 3}, src_len = 3, reference = " ab c "}}, {level = "char"})
  near(c.AP, 0.5, "4 characters"); T.ok(c.signature:find("|unit:char|", 1, true) and c.signature:find("|reflen:strip|", 1, true))
  -- numbers: the rule they were counted with is the caller's to say
  local g = lat.corpus{{delays = {1, 2, 3}, src_len = 3, ref_len = 4}}
  T.ok(g.signature:find("|reflen:given|", 1, true)); T.eq(g.ref_count, "given")
  local d = lat.corpus({{delays = {1, 2, 3}, src_len = 3, ref_len = 4}}, {level = "word", ref_count = "simuleval"})
  T.eq(d.ref_count, "split")
  T.eq(lat.corpus({{delays = {1}, src_len = 3, ref_len = 4}}, {level = "subword", ref_count = "simuleval"}).ref_count, "bpe")
  T.eq(lat.corpus({{delays = {1}, src_len = 3}}).ref_count, "none")
  -- numbers and strings together (both are reference lengths)
  local m = lat.corpus({{delays = {1, 2, 3}, src_len = 3, ref_len = 4}, {delays = {1, 2, 3}, src_len = 3, reference = "a b c d"}},
                       {level = "word", ref_count = "split"})
  near(m.AP, 0.5); T.eq(m.ref_count, "split")
end)

test("the signature names every convention", function()
  local c = lat.corpus({{delays = {1, 2}, src_len = 2, reference = "x y"}}, {level = "word", interval_ms = nil})
  T.eq(c.signature, "xattn:" .. xa.version .. "|latdefs:4|unit:word|AP:ref|AL:ref|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|reflen:split|empty:skip|CA:none")
  T.eq(lat.DEFINITIONS, 4)
  T.eq(lat.signature{level = "char", al_length = "hypothesis", empty = "zero", interval_ms = 300},
    "xattn:" .. xa.version .. "|latdefs:4|unit:char|AP:hyp|AL:hyp|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|reflen:none|empty:zero|CA:300ms")
  T.ok(lat.signature{level = "word", ref_count = "simuleval"}:find("|reflen:split|empty:skip|", 1, true))
  T.ok(lat.signature{level = "char", ref_count = "xattn"}:find("|reflen:nospace|", 1, true))
  T.ok(lat.signature{level = "subword", ref_count = "simuleval"}:find("|reflen:bpe|", 1, true))
  T.eq(lat.definitions{level = "word", ref_count = "tok"}.reference_length, "the system's tokenisation (xattn's tokeniser by default)")
  T.raises(function() lat.signature{level = "word", ref_count = "strip"} end, 'latency.signature: ref_count "strip" counts chars, not words')
end)

test("errors", function()
  T.raises(function() lat.al({2, 1}, 5) end, "latency.al: delays must not decrease (delay 2 is 1 after 2)")
  T.raises(function() lat.ap({1}, 0) end, "latency.ap: the source length must be a positive number, got 0")
  T.raises(function() lat.dal("x", 3) end, "latency.dal: delays must be a list of numbers, got string")
  T.raises(function() lat.ap({1, -1}, 3) end, "delay 2 must be a number >= 0, got -1")
  T.raises(function() lat.cw({1}, 3, "paper") end, "latency.cw: variant must be 'gma' or 'eq13'")
  T.raises(function() lat.laal({1}, 3) end, "latency.laal: the reference length must be a number >= 0, got nil")
  T.raises(function() lat.corpus{{delays = {1}, src_len = 2, ref_len = 1}, {delays = {1}, src_len = 2}} end,
    "1 of 2 instances have a ref_len or reference")
  T.raises(function() lat.ap({1}, 3, -1) end, "latency.ap: the target length must be a number >= 0, got -1")
  T.raises(function() lat.corpus({}, {empty = "drop"}) end, 'latency.corpus: empty must be "skip" or "zero", got drop')
  T.raises(function() lat.corpus({}, 3) end, "latency.corpus: options must be a table, got number")
  T.raises(function() lat.corpus({{delays = {1}, src_len = 2}}, {ref_count = 3}) end,
    "latency.corpus: ref_count must be a string, got number")
  T.raises(function() lat.corpus({{delays = {1}, src_len = 2, ref_len = 2}}, {ref_count = "words"}) end,
    "latency.corpus: ref_count must be simuleval, xattn, split, tok, strip, nospace, bpe or given")
  T.raises(function() lat.corpus({{delays = {1}, src_len = 2, ref_len = 2}}, {level = "char", ref_count = "split"}) end,
    'latency.corpus: ref_count "split" counts words, not chars')
  T.raises(function() lat.corpus({{delays = {1}, src_len = 2, reference = "a b"}}, {level = "subword"}) end,
    "latency.corpus: reference strings can be counted in words or characters, not at subword level")
  T.raises(function() lat.corpus({{delays = {1}, src_len = 2, reference = 3}}) end,
    "latency.corpus: instance 1: reference must be a string, got number")
  T.raises(function() lat.ref_length("a", "subword") end, "latency.ref_length: unit must be word or char, got subword")
  T.raises(function() lat.ref_length(nil, "word") end, "latency.ref_length: the reference must be a string, got nil")
  T.raises(function() lat.ref_length("a", "word", "strip") end, 'latency.ref_length: ref_count "strip" counts chars, not words')
  T.raises(function() lat.ref_length("a", "word", "bpe") end, 'latency.ref_length: reference strings cannot be counted as "bpe"')
  T.raises(function() lat.corpus{{delays = {3, 1}, src_len = 2}} end, "latency.corpus: instance 1:")
end)
