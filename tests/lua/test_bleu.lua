-- BLEU against sacreBLEU's published test vectors (mjpost/sacrebleu: test/test_bleu.py,
-- test/test_sentence_bleu.py, the README's examples) and hand-computed edge cases.
local xa = require "xattn"
local metrics = require "xattn.metrics"

local function near(a, b, eps, msg)
  if math.abs(a - b) >= eps then
    error(("%sexpected %.12g, got %.12g"):format(msg and msg .. ": " or "", b, a), 2)
  end
end

local function list_eq(a, b, msg)
  T.eq(#a, #b, (msg or "") .. " length")
  for i = 1, #b do T.eq(a[i], b[i], (msg or "") .. " element " .. i) end
end

-- sacreBLEU's raw_corpus_bleu: no tokenization, floor smoothing, effective order
local function raw_corpus_bleu(hyps, refs, smooth_value)
  return metrics.bleu(hyps, refs, {tokenize = "none", smooth = "floor", smooth_value = smooth_value or 0,
    effective_order = true})
end

-- README / test_bleu.py corpus
local REFS = {
  {"The dog bit the man.", "It was not unexpected.", "The man bit him first."},
  {"The dog had bit the man.", "No one was surprised.", "The man had bitten the dog."},
}
local HYPS = {"The dog bit the man.", "It wasn't surprising.", "The man had just bitten him."}
local EPS = 1e-8

test("sacreBLEU README example: score, line and signature", function()
  local r = metrics.bleu(HYPS, REFS)
  near(r.score, 48.530827, 1e-6, "score")
  T.eq(r:format(), "BLEU = 48.53 82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)")
  T.eq(tostring(r), r:format())
  T.eq(r.signature, "nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:xattn-0.1")
  T.eq(r:format{signature = true}, "BLEU|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:xattn-0.1"
    .. " = 48.53 82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)")
  T.eq(r:format{score_only = true}, "48.53")
  T.eq(r:format{score_only = true, width = 4}, "48.5308")
  T.eq(r.sys_len, 17); T.eq(r.ref_len, 18)
  list_eq(r.counts, {14, 7, 5, 3}, "counts"); list_eq(r.totals, {17, 14, 11, 8}, "totals")
  near(r.bp, math.exp(1 - 18 / 17), 1e-15, "bp")
  near(r.ratio, 17 / 18, 1e-15, "ratio")
  near(r.precisions[1], 100 * 14 / 17, 1e-12, "p1")
end)

test("test_bleu.py test_corpus_bleu vectors", function()
  near(metrics.bleu(HYPS, REFS).score, 48.530827, EPS)
  near(metrics.bleu({"", "", ""}, REFS).score, 0.0, EPS)                -- empty hyps kept
  near(metrics.bleu(HYPS, REFS, {tokenize = "none"}).score, 49.1919566, EPS)
  near(metrics.bleu(HYPS, REFS, {tokenize = "13a"}).score, 48.530827, EPS)
  near(metrics.bleu(HYPS, REFS, {smooth = "none"}).score, 48.530827, EPS)
  -- (the 'intl' tokenizer, 43.91623493, needs Unicode categories: not implemented)
end)

test("test_bleu.py test_max_ngram_order vectors", function()
  local want = {"77.65", "60.50", "53.93", "48.53", "46.14", "43.28"}
  for order = 1, 6 do
    local r = metrics.bleu(HYPS, REFS, {max_ngram_order = order})
    T.eq(("%.2f"):format(r.score), want[order], "order " .. order)
    T.eq(#r.precisions, order)
  end
end)

test("test_bleu.py raw, effective-order, statistics and offset vectors", function()
  near(raw_corpus_bleu({"this is a test", "another test"}, {{"ref1", "ref2"}}, 0.01).score / 100, 0.0, EPS)
  near(raw_corpus_bleu({"this is a test"}, {{"this is a test"}}, 0.01).score / 100, 1.0, EPS)
  near(raw_corpus_bleu({"this is a fest"}, {{"this is a test"}}, 0.01).score / 100, 0.223606797749979, EPS)
  near(raw_corpus_bleu({"test"}, {{"a test"}}, 0.01).score / 100, 0.3678794411714425, EPS)
  near(raw_corpus_bleu({"a test"}, {{"a test"}}, 0.01).score / 100, 1.0, EPS)
  near(raw_corpus_bleu({"a little test"}, {{"a test"}}, 0.01).score / 100, 0.03218297948685433, EPS)
  local st = raw_corpus_bleu({"am I am a character sequence"}, {{"I am a symbol string sequence a a"}}, 0.01)
  list_eq(st.counts, {4, 2, 1, 0}, "counts"); list_eq(st.totals, {6, 5, 4, 3}, "totals")
  local hyp, ref = {"am I am a character sequence"}, {{"I am a symbol string sequence a a"}}
  near(raw_corpus_bleu(hyp, ref, 0.0).score / 100, 0, EPS)
  -- smooth_value nil: floor's default 0.1
  near(metrics.bleu(hyp, ref, {tokenize = "none", smooth = "floor", effective_order = true}).score / 100,
    0.1555722182, EPS)
end)

test("test_bleu.py compute_bleu scoring and degenerate statistics", function()
  near(metrics.compute_bleu({9, 7, 5, 3}, {10, 8, 6, 4}, 11, 11).score / 100, 0.8375922397, EPS)
  local cases = {
    {{0, 0, 0, 0}, {4, 4, 2, 1}, 0, 1, 0.0},
    {{0, 0, 0, 0}, {10, 11, 12, 0}, 14, 10, 0.0},
    {{0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0, 0.0},
    {{6, 5, 4, 0}, {6, 5, 4, 3}, 6, 6, 0.0},
    {{0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0, 0.1},
    {{0, 0, 0, 0}, {0, 0, 0, 0}, 1, 5, 0.01},
  }
  for i, c in ipairs(cases) do
    local r = metrics.compute_bleu(c[1], c[2], c[3], c[4], {smooth = "floor", smooth_value = c[5]})
    T.eq(r.score, 0.0, "degenerate case " .. i)
  end
end)

-- test_sentence_bleu.py: the example of sacreBLEU issue #98 (Romanian, with diacritics)
local REF98 = "producţia de zahăr brut se exprimă în zahăr alb;"
local SYS98 = "Producția de zahăr primă va fi exprimată în ceea ce privește zahărul alb;"

test("test_sentence_bleu.py vectors (smoothing, tokenizers, lowercase)", function()
  local cases = {
    {"exp", nil, false, "13a", 8.493},
    {"none", nil, false, "13a", 0.0},
    {"floor", nil, false, "13a", 4.51688},
    {"floor", 0.1, false, "13a", 4.51688},
    {"floor", 0.5, false, "13a", 10.10},
    {"add-k", nil, false, "13a", 14.882},
    {"add-k", 1, false, "13a", 14.882},
    {"add-k", 2, false, "13a", 21.389},
    {"exp", nil, false, "none", 7.347},
    {"exp", nil, false, "char", 40.8759},
    {"exp", nil, true, "char", 42.0267},
  }
  for i, c in ipairs(cases) do
    local r = metrics.sentence_bleu(SYS98, {REF98}, {smooth = c[1], smooth_value = c[2],
      lowercase = c[3], tokenize = c[4]})
    near(r.score, c[5], 1e-3, "case " .. i)
  end
  -- sentence_bleu's defaults are exp smoothing with effective order
  local r = metrics.sentence_bleu(SYS98, REF98)
  near(r.score, 8.493, 1e-3)
  T.eq(r.signature, "nrefs:1|case:mixed|eff:yes|tok:13a|smooth:exp|version:xattn-0.1")
  T.eq(metrics.sentence_bleu(SYS98, {REF98}, {smooth = "floor"}).signature,
    "nrefs:1|case:mixed|eff:yes|tok:13a|smooth:floor[0.10]|version:xattn-0.1")
  T.eq(metrics.sentence_bleu(SYS98, {REF98}, {smooth = "add-k", smooth_value = 2, lowercase = true}).signature,
    "nrefs:1|case:lc|eff:yes|tok:13a|smooth:add-k[2.00]|version:xattn-0.1")
  -- the #141 example: no match at all is 0 whatever the smoothing
  for _, sm in ipairs{"exp", "none", "floor", "add-k"} do
    T.eq(metrics.sentence_bleu("this is a cat", {"okay thanks"}, {smooth = sm}).score, 0.0, sm)
  end
end)

-- ---- 13a tokenization, rule by rule (mteval-v13a) -------------------------------
test("13a tokenizer rules", function()
  local tok = metrics.tokenize
  list_eq(tok("Hello, world."), {"Hello", ",", "world", "."})
  list_eq(tok("It wasn't surprising."), {"It", "wasn't", "surprising", "."})
  list_eq(tok("3.14 and 1,000 but x.y"), {"3.14", "and", "1,000", "but", "x", ".", "y"})
  list_eq(tok("a.5"), {"a", ".", "5"})          -- after a letter the period splits (rule 2 first)
  list_eq(tok("5. b"), {"5", ".", "b"})
  list_eq(tok("1990-2000 well-known"), {"1990", "-", "2000", "well-known"})
  list_eq(tok("&quot;hi&quot; &amp; &lt;b&gt;"), {'"', "hi", '"', "&", "<", "b", ">"})
  list_eq(tok("&amp;quot;"), {"&", "quot", ";"}) -- replacements in sequence, as str.replace
  list_eq(tok("a<skipped>b"), {"ab"})
  list_eq(tok("line-\nbreak\nnext"), {"linebreak", "next"})
  list_eq(tok("end-\n"), {"end-"})              -- rstrip first: the trailing newline goes
  list_eq(tok("{x}[y](z)$100%@#!?;:/\\^_`|~+*=") , {"{", "x", "}", "[", "y", "]", "(", "z", ")", "$",
    "100", "%", "@", "#", "!", "?", ";", ":", "/", "\\", "^", "_", "`", "|", "~", "+", "*", "="})
  list_eq(tok("a.,b"), {"a", ".", ",", "b"})
  list_eq(tok("  spaced \t out \r\n"), {"spaced", "out"})
  list_eq(tok(""), {})
  list_eq(tok("x", "none"), {"x"})
  T.raises(function() metrics.bleu({"a"}, {"a"}, {tokenize = "intl"}) end, 'bleu: unknown tokenize "intl"')
end)

test("unicode: whitespace as Python's split, diacritics and CJK kept whole, lowercase", function()
  local tok = metrics.tokenize
  -- no-break space, ideographic space, em space are separators in Python
  list_eq(tok("a\u{A0}b\u{3000}c\u{2003}d\u{1F}e"), {"a", "b", "c", "d", "e"})
  list_eq(tok("zahăr, Ñandú."), {"zahăr", ",", "Ñandú", "."})
  list_eq(tok("東京は。"), {"東京は。"})
  list_eq(tok("é.x"), {"é", ".", "x"})           -- multi-byte letter before a period
  list_eq(tok("end-\u{A0}"), {"end-"})            -- Unicode rstrip before the -\n rule
  T.eq(metrics.lower("ÁÉÍÓÚÑÜ ŞȚ ΑΒΓ ДЖ ABC"), "áéíóúñü şț αβγ дж abc")
  -- case-insensitive BLEU
  local r = metrics.bleu({"ÁRBOL grande"}, {"árbol GRANDE"}, {lowercase = true})
  T.eq(r.counts[1], 2, "both unigrams match when lowercased")
  T.eq(metrics.bleu({"ÁRBOL grande"}, {"árbol GRANDE"}).counts[1], 0, "case matters by default")
  -- a unicode sentence against itself
  near(metrics.bleu({"Él dijo: «¿qué pasa, señor?»"}, {"Él dijo: «¿qué pasa, señor?»"}).score, 100.0, 1e-12)
end)

-- ---- lowercasing: Python's str.lower ---------------------------------------------
-- tests/golden/lower.lua comes from Python's own str.lower (tools/gen_case.py): every code
-- point it changes (1,433 in Python 3.11), and strings around U+03A3 (final sigma)
local LOWER = dofile("tests/golden/lower.lua")

local function cps(list) local t = {} for i, c in ipairs(list) do t[i] = utf8.char(c) end return table.concat(t) end
local function hex(s) local t = {} for _, c in utf8.codes(s) do t[#t + 1] = ("%04X"):format(c) end return table.concat(t, " ") end

test("lower: every code point Python's str.lower changes, as Python does", function()
  T.eq(#LOWER.changed, 1433, "the golden file lists Python 3.11's 1,433")
  local bad, first = 0, nil
  for _, e in ipairs(LOWER.changed) do
    local got, want = metrics.lower(utf8.char(e[1])), cps(e[2])
    if got ~= want then bad = bad + 1; first = first or ("U+%04X: got %s, want %s"):format(e[1], hex(got), hex(want)) end
  end
  T.eq(bad, 0, "code points lowered unlike Python (first " .. tostring(first) .. ")")
  T.eq(metrics.lower("\u{130}"), "i\u{307}", "U+0130 -> i + combining dot above")
  T.eq(metrics.lower("ǅǄǆ"), "ǆǆǆ"); T.eq(metrics.lower("\u{1E9E}"), "ß"); T.eq(metrics.lower("\u{212A}"), "k")
  T.eq(metrics.lower("ՀԱՅ ႠႡ ＡＢＣ Ѡ Ἀ 𐐀"), "հայ ⴀⴁ ａｂｃ ѡ ἀ 𐐨", "Armenian, Georgian, fullwidth, Cyrillic, Greek extended, Deseret")
  T.eq(xa._text_case_info().changed, 1433)
end)

test("lower: every other code point is unchanged (all of Unicode in one string)", function()
  local map = {}
  for _, e in ipairs(LOWER.changed) do map[e[1]] = cps(e[2]) end
  local inp, want = {}, {}
  for c = 0, 0x10FFFF do
    if c < 0xD800 or c > 0xDFFF then
      local ch = utf8.char(c)
      inp[#inp + 1] = ch; want[#want + 1] = map[c] or ch
    end
  end
  local s = table.concat(inp)
  -- U+03A3 follows U+03A2 (unassigned: not cased), so it is not final: U+03C3 as alone
  local got, w = metrics.lower(s), table.concat(want)
  if got ~= w then
    local i = 1
    while got:byte(i) == w:byte(i) do i = i + 1 end
    error(("differs at byte %d: got %q, want %q"):format(i, got:sub(i, i + 8), w:sub(i, i + 8)))
  end
end)

test("lower: final sigma in context, as Python", function()
  T.ok(#LOWER.sigma > 1000)
  for _, e in ipairs(LOWER.sigma) do
    local got = metrics.lower(e[1])
    if got ~= e[2] then error(("lower(%s) = %s, Python: %s"):format(hex(e[1]), hex(got), hex(e[2]))) end
  end
  T.eq(metrics.lower("ΟΔΟΣ"), "οδος"); T.eq(metrics.lower("ΟΔΟΣ."), "οδος.")
  T.eq(metrics.lower("Σ"), "σ"); T.eq(metrics.lower("ΑΣΑ"), "ασα"); T.eq(metrics.lower("ΣΑ"), "σα")
end)

test("lower: bytes that are not UTF-8 are kept; ASCII fast path", function()
  T.eq(metrics.lower("\xFFA\xC3"), "\xFFa\xC3")
  T.eq(metrics.lower("A\xC3\x28Z"), "a\xC3\x28z", "a bad continuation byte")
  T.eq(metrics.lower("\xED\xA0\x80É"), "\xED\xA0\x80é", "an encoded surrogate is not a character")
  T.eq(metrics.lower("\xC0\xC1Ä"), "\xC0\xC1ä", "overlong lead bytes")
  -- an invalid byte before sigma is neither cased nor case-ignorable: not final
  T.eq(metrics.lower("Α\x80Σ"), "α\x80σ"); T.eq(metrics.lower("\x80Σ"), "\x80σ")
  T.eq(metrics.lower("ΑΣ\x80"), "ας\x80", "an invalid byte after sigma is not cased: final")
  T.eq(metrics.lower(""), ""); T.eq(metrics.lower("already lower 123"), "already lower 123")
  T.eq(metrics.lower("a\0B"), "a\0b")
  T.raises(function() metrics.lower(nil) end, "metrics.lower: expects a string, got nil")
end)

test("lower: speed (2 MB of mixed text)", function()
  local s = ("The Quick Brown Fox ÁÉÍÓÚ ΑΒΓΔ ΟΔΟΣ ДЖЗИЙ ՀԱՅ ＡＢＣ "):rep(30000)
  local t0 = os.clock()
  local r = metrics.lower(s)
  local dt = os.clock() - t0
  T.eq(r:sub(1, 30), "the quick brown fox áéíóú")
  T.ok(dt < 0.5 * T.slow(), ("took %.3f s"):format(dt))
end)

-- ---- edge cases computed by hand ---------------------------------------------------
test("empty hypothesis", function()
  local r = metrics.bleu({""}, {"the cat"})
  T.eq(r.score, 0.0); T.eq(r.bp, 0.0); T.eq(r.sys_len, 0); T.eq(r.ref_len, 2)
  T.eq(r:format(), "BLEU = 0.00 0.0/0.0/0.0/0.0 (BP = 0.000 ratio = 0.000 hyp_len = 0 ref_len = 2)")
  -- an empty hypothesis among others counts for the reference length only
  local r2 = metrics.bleu({"the cat sat on the mat", ""}, {"the cat sat on the mat", "a b c"})
  T.eq(r2.sys_len, 6); T.eq(r2.ref_len, 9)
  near(r2.bp, math.exp(1 - 9 / 6), 1e-15, "bp")
  near(r2.score, 100 * math.exp(1 - 9 / 6), 1e-12, "all precisions 100")
end)

test("exp smoothing with zero matches at higher orders", function()
  -- hyp "a b c d e" vs ref "a x c y e": unigrams 3/5, bigrams 0/4, trigrams 0/3, 4-grams 0/2.
  -- exp: p2 = 1/(2*4), p3 = 1/(4*3), p4 = 1/(8*2); BP = 1
  local r = metrics.bleu({"a b c d e"}, {"a x c y e"})
  local p = {3 / 5, 1 / 8, 1 / 12, 1 / 16}
  local want = 100 * math.exp((math.log(p[1] * 100) + math.log(p[2] * 100) + math.log(p[3] * 100)
    + math.log(p[4] * 100)) / 4) / 100
  near(r.score, want, 1e-10, "score")
  for n = 1, 4 do near(r.precisions[n], 100 * p[n], 1e-12, "precision " .. n) end
  list_eq(r.counts, {3, 0, 0, 0}); list_eq(r.totals, {5, 4, 3, 2})
  -- no match at all: 0 (sacreBLEU #141), with every smoothing
  T.eq(metrics.bleu({"p q"}, {"r s"}).score, 0.0)
  -- shorter than 4 tokens without effective order: the empty 4-gram order ends the loop,
  -- its precision stays 0 and the score is 0 (my_log(0) = -9999999999)
  T.eq(metrics.bleu({"a b c"}, {"a b c"}).score, 0.0)
  near(metrics.bleu({"a b c"}, {"a b c"}, {effective_order = true}).score, 100.0, 1e-12)
  near(metrics.sentence_bleu("a b c", "a b c").score, 100.0, 1e-12)
end)

test("several references: clipping with the max count, closest length with ties to the shorter", function()
  -- hyp "the the the the": ref1 has "the" twice, ref2 three times -> clipped count 3
  local r = metrics.bleu({"the the the the"}, {{"the the cat"}, {"the the the dog sat"}})
  T.eq(r.counts[1], 3, "max count over references")
  T.eq(r.counts[2], 2, "bigram 'the the' appears at most twice in ref2")
  -- hyp length 4; refs 3 and 5 are equally close: the shorter (3) wins
  T.eq(r.ref_len, 3)
  T.eq(r.signature:sub(1, 7), "nrefs:2")
  -- lengths 2 and 6 for a hyp of 5: 6 is closer
  T.eq(metrics.bleu({"a b c d e"}, {{"a b"}, {"a b c d e f"}}).ref_len, 6)
  -- a missing reference (false, sacreBLEU's None) in one stream: a variable number of
  -- references; "" is a reference of length 0 (segment 1's closest length stays 4)
  local v = metrics.bleu({"a b c d", "e f g h"}, {{"a b c d", "e f g h"}, {false, "e f g x"}})
  T.eq(v.signature:sub(1, 10), "nrefs:var|")
  local v2 = metrics.bleu({"a b c d", "e f g h"}, {{"a b c d", "e f g h"}, {"", "e f g x"}})
  T.eq(v2.signature:sub(1, 8), "nrefs:2|")
  T.eq(v2.score, v.score); near(v.score, 100.0, 1e-12)
  -- a single stream may start with a placeholder
  local v3 = metrics.bleu({"x", "a b c d"}, {{false, "a b c d"}, {"x", false}})
  T.eq(v3.signature:sub(1, 8), "nrefs:1|"); T.eq(v3.sys_len, 5); T.eq(v3.ref_len, 5)
  -- order of reference streams does not matter
  local s1 = metrics.bleu(HYPS, {REFS[1], REFS[2]}).score
  local s2 = metrics.bleu(HYPS, {REFS[2], REFS[1]}).score
  T.eq(s1, s2)
  -- a single stream may be given without the outer list
  T.eq(metrics.bleu(HYPS, REFS[1]).score, metrics.bleu(HYPS, {REFS[1]}).score)
  -- sentence_bleu with several references
  T.eq(metrics.sentence_bleu("the the the the", {"the the cat", "the the the dog sat"}).counts[1], 3)
end)

test("an empty-string reference is a reference of length 0 (sacreBLEU), false is missing", function()
  -- sacreBLEU 2.6: corpus_bleu(["a b c", "d e f g"], [["a b c", ""]]) = 41.11336169005198.
  -- By hand: sys_len 3 + 4 = 7, ref_len 3 + 0 = 3 (BP 1); matches 3/7, 2/5, 1/3 and 0/1 at
  -- order 4, which exp smoothing makes 1/(2*1): BLEU = 100 exp(mean log(3/7, 2/5, 1/3, 1/2))
  local r = metrics.bleu({"a b c", "d e f g"}, {{"a b c", ""}})
  near(r.score, 41.11336169005198, 1e-12, "sacreBLEU's score")
  near(r.score, 100 * math.exp((math.log(3 / 7) + math.log(2 / 5) + math.log(1 / 3) + math.log(1 / 2)) / 4),
    1e-12, "by hand")
  T.eq(r.sys_len, 7); T.eq(r.ref_len, 3); T.eq(r.signature:sub(1, 8), "nrefs:1|")
  list_eq(r.counts, {3, 2, 1, 0}); list_eq(r.totals, {7, 5, 3, 1})
  -- the same with the stream given without the outer list
  T.eq(metrics.bleu({"a b c", "d e f g"}, {"a b c", ""}).score, r.score)
  -- an empty reference for an empty hypothesis: nothing to count, BLEU 0
  local e = metrics.bleu({""}, {""})
  T.eq(e.score, 0.0); T.eq(e.ref_len, 0); T.eq(e.sys_len, 0)
  -- sentence_bleu: "" is a reference of length 0 (BP 1 against it); false is left out
  local s = metrics.sentence_bleu("a b", {""})
  T.eq(s.ref_len, 0); T.eq(s.bp, 1.0); T.eq(s.score, 0.0); T.eq(s.signature:sub(1, 8), "nrefs:1|")
  local s2 = metrics.sentence_bleu("a b", {false, "a b"})
  near(s2.score, 100, 1e-12); T.eq(s2.signature:sub(1, 8), "nrefs:1|")
  -- with "" among the references the closest length can be 0: hyp "a" (1 token) vs refs
  -- of 0 and 2 tokens: both 1 away, the shorter (0) wins
  T.eq(metrics.bleu({"a"}, {{"a b"}, {""}}).ref_len, 0)
end)

test("corpus statistics are sums over segments (naive recount)", function()
  -- two segments scored together equal the BLEU of the summed statistics
  local h = {"the cat sat on the mat today", "a dog ran in the park"}
  local rf = {"the cat sat on a mat", "the dog ran in a big park"}
  local a, b = metrics.bleu({h[1]}, {rf[1]}), metrics.bleu({h[2]}, {rf[2]})
  local both = metrics.bleu(h, rf)
  for n = 1, 4 do
    T.eq(both.counts[n], a.counts[n] + b.counts[n]); T.eq(both.totals[n], a.totals[n] + b.totals[n])
  end
  T.eq(both.sys_len, a.sys_len + b.sys_len); T.eq(both.ref_len, a.ref_len + b.ref_len)
  local c = metrics.compute_bleu(both.counts, both.totals, both.sys_len, both.ref_len, {smooth = "exp"})
  T.eq(c.score, both.score)
end)

test("errors", function()
  T.raises(function() metrics.bleu({"a", "b"}, {"a"}) end, "bleu: reference stream 1 has 1 lines but there are 2 hypotheses")
  T.raises(function() metrics.bleu({"a"}, {{"a"}, {"b", "c"}}) end, "reference stream 2 has 2 lines")
  T.raises(function() metrics.bleu({1}, {"a"}) end, "bleu: hyps[1] is a number, not a string")
  T.raises(function() metrics.bleu({"a"}, {{false}}) end, "bleu: segment 1 has no reference (false in every stream)")
  T.raises(function() metrics.bleu({"a", "b"}, {false, "b"}) end, "bleu: segment 1 has no reference")
  T.raises(function() metrics.bleu({"a"}, {"a"}, {smooth = "laplace"}) end, 'bleu: unknown smooth "laplace"')
  T.raises(function() metrics.bleu({"a"}, {"a"}, {max_ngram_order = 0}) end, "max_ngram_order must be a positive integer")
  T.raises(function() metrics.bleu("a", {"a"}) end, "bleu: hyps must be a list of strings")
  T.raises(function() metrics.sentence_bleu("a", {}) end, "sentence_bleu: refs must be a string or a non-empty list")
  T.raises(function() metrics.sentence_bleu("a", {false}) end, "sentence_bleu: every reference is false (missing)")
  T.raises(function() metrics.sentence_bleu("a", {false, 3}) end, "sentence_bleu: refs[2] is a number, not a string")
  T.raises(function() metrics.sentence_bleu(nil, "a") end, "sentence_bleu: hyp must be a string")
end)

test("speed: 1,000 sentences of ~30 words score well under a second", function()
  local words = {}
  for w in ("in the beginning god created the heaven and the earth and the earth was without form "
    .. "and void and darkness was upon the face of the deep , ; : . ' \" ( )"):gmatch("%S+") do
    words[#words + 1] = w
  end
  local s = 7
  local function rnd(n) s = (s * 1103515245 + 12345) % 2147483648; return (s >> 16) % n + 1 end
  local hyps, refs = {}, {}
  for i = 1, 1000 do
    local h, r = {}, {}
    for j = 1, 30 do
      r[j] = words[rnd(#words)]
      h[j] = rnd(4) == 1 and words[rnd(#words)] or r[j]
    end
    hyps[i], refs[i] = table.concat(h, " "), table.concat(r, " ")
  end
  local t0 = os.clock()
  local r = metrics.bleu(hyps, refs)
  local dt = os.clock() - t0
  T.ok(r.score > 10 and r.score < 90, "a plausible score, got " .. r.score)
  T.ok(dt < 1.0 * T.slow(), ("took %.3f s"):format(dt))
end)
