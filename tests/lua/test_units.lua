-- Word units of streaming latency: SimulEval's white-space words (raw source words, words of
-- the detokenised hypothesis) by default, the tokenised words as an option. The tokeniser's
-- and detokeniser's groupings and BPE's piece counts against hand-worked strings; a
-- hand-worked wait-2 run on a source with punctuation and a multi-subword word (delays,
-- |X|, |Y|, AP, AL by hand in both units); the options, their errors and signature labels;
-- equality of the two units on synth-like data (no punctuation, no tokenisation); the
-- kjv-like case (the hypothesis is the reference: AP <= 1 and a sane AL in raw words, AP
-- above 1 when tokenised hypothesis words meet SimulEval's reference words); instance logs
-- re-scored in either unit, and logs written before word units.
local xa = require "xattn"
local simt = xa.simt
local lat = xa.latency
local se = require "xattn.streameval"
local EOS = 3

local function near(a, b, msg, tol)
  if math.abs(a - b) > (tol or 1e-12) then
    error(("%sexpected %.15g, got %.15g"):format(msg and msg .. ": " or "", b, a), 2)
  end
end

local function list_eq(a, b, msg)
  T.eq(type(a), "table", (msg or "") .. ": a list")
  T.eq(#a, #b, (msg or "") .. ": length")
  for i = 1, #b do T.eq(a[i], b[i], (msg or "") .. ": element " .. i) end
end

-- a model that writes a given list of target ids (then </s>) whatever it reads; a causal
-- "encoder" that keeps the source ids
local Oracle = {}
Oracle.__index = Oracle
function Oracle:encode_step(new, st)
  local K, n = new:size(1), new:size(2)
  local x = new:to("float64"):view(K, n, 1)
  st.out = st.out and xa.cat({st.out, x}, 2) or x
  st.pad = st.pad and xa.cat({st.pad, new:eq(1)}, 2) or new:eq(1)
  return {out = st.out, pad = st.pad}
end
function Oracle:decode_step(enc, prev, state, visible)
  local K = prev:size(1)
  state.n = state.n or xa.zeros(K, {dtype = "float64"})
  local lp = xa.full({K, self.V}, -10, {dtype = "float64"}):clone()
  local n = state.n:totable()
  for r = 1, K do lp:set(r, self.target[math.tointeger(n[r]) + 1] or EOS, 0) end
  state.n = state.n + 1
  return lp
end
function Oracle:reorder(enc, state, idx) state.n = state.n:index_select(1, idx) end

-- ---- the hand-worked sentence -----------------------------------------------------------
local SRC = "In the beginning, God created."
local REF = "En el principio, Dios creó."
-- merges that keep every word whole but "beginning" (begin@@ ning) and "principio"
-- (princip@@ io)
local CODES = {"b e", "be g", "beg i", "begi n", "n i", "ni n", "nin g</w>",
  "p r", "pr i", "pri n", "prin c", "princ i", "princi p", "i o</w>",
  "I n</w>", "t h", "th e</w>", "G o", "Go d</w>", "c r", "cr e", "cre a", "crea t", "creat e", "create d</w>",
  "E n</w>", "e l</w>", "D i", "Di o", "Dio s</w>", "cre ó</w>"}

local function hand_system()
  local bpe = xa.bpe.from_codes(CODES)
  local function subs(line) return bpe:apply(xa.text.tokenize(line)) end
  local sv, tv = xa.data.Vocab.build({subs(SRC)}), xa.data.Vocab.build({subs(REF)})
  local model = setmetatable({V = #tv, target = tv:encode(subs(REF))}, Oracle)
  return xa.mt.new_system(xa.mt.config(nil, {{"data.tokenize", "true"}}), sv, tv, bpe, model)
end

test("text.tokenize / detokenize {words = true} and bpe:apply(tokens, true): groupings by hand", function()
  local t, s = xa.text.tokenize("In the beginning, God created.", {words = true})
  list_eq(t, {"In", "the", "beginning", ",", "God", "created", "."}, "tokens")
  list_eq(s, {1, 1, 2, 1, 2}, "tokens per white-space word")
  t, s = xa.text.tokenize("\t¿Qué  es (Gen. 3:16)?\n", {words = true})
  list_eq(t, {"¿", "Qué", "es", "(", "Gen", ".", "3:16", ")", "?"}); list_eq(s, {2, 1, 3, 3})
  t, s = xa.text.tokenize("king's don't", {words = true})
  list_eq(t, {"king", "'s", "do", "n't"}); list_eq(s, {2, 2})
  t, s = xa.text.tokenize("", {words = true}); T.eq(#t, 0); T.eq(#s, 0)
  t, s = xa.text.tokenize("   ", {words = true}); T.eq(#t, 0); T.eq(#s, 0)
  T.eq(select("#", xa.text.tokenize("a b")), 1, "no sizes unless asked")
  -- the detokeniser says which token completes each white-space word of its line
  local l, e = xa.text.detokenize({"la", "tierra", "."}, {words = true})
  T.eq(l, "la tierra."); list_eq(e, {1, 3}, '"tierra ." -> "tierra."')
  l, e = xa.text.detokenize({"En", "el", "principio", ",", "Dios", "creó", "."}, {words = true})
  T.eq(l, "En el principio, Dios creó."); list_eq(e, {1, 2, 4, 5, 7})
  l, e = xa.text.detokenize({"(", "Gen", ".", "3:16", ")", "dijo", "¿", "Qué", "?"}, {words = true})
  T.eq(l, "(Gen. 3:16) dijo ¿Qué?"); list_eq(e, {3, 5, 6, 9}, "opening marks join the next token")
  l, e = xa.text.detokenize({'"', "Hola", '"', "dijo", "el", "king", "'s", "hijo"}, {words = true})
  T.eq(l, '"Hola" dijo el king\'s hijo'); list_eq(e, {3, 4, 5, 7, 8}, "quotes by parity, clitics")
  -- a joiner-marked token: the spacing differs from the rule (tokenize put it there)
  local toks = xa.text.tokenize("a( b")
  l, e = xa.text.detokenize(toks, {words = true})
  T.eq(l, "a( b"); list_eq(e, {2, 3}, "'(' glued to the left as the source had it")
  -- tokens that hold white space or nothing: words are what the line holds
  l, e = xa.text.detokenize({"a b", "", "c"}, {words = true})
  T.eq(l, "a b  c"); list_eq(e, {1, 1, 3})
  l, e = xa.text.detokenize({}, {words = true}); T.eq(l, ""); T.eq(#e, 0)
  l, e = xa.text.detokenize("y la tierra .", {words = true}); T.eq(l, "y la tierra."); list_eq(e, {1, 2, 4})
  T.raises(function() xa.text.tokenize("a", "words") end, "text.tokenize: options must be a table, got string")
  T.raises(function() xa.text.detokenize({"a"}, true) end, "text.detokenize: options must be a table, got boolean")
  -- BPE: pieces per token (an empty token has none, as subword-nmt skips it)
  local bpe = xa.bpe.from_codes(CODES)
  local p, c = bpe:apply({"beginning", "God", "", "xy"}, true)
  list_eq(p, {"begin@@", "ning", "God", "x@@", "y"}); list_eq(c, {2, 1, 0, 2})
  T.eq(select("#", bpe:apply({"God"})), 1)
end)

test("the detokeniser's words are the tokeniser's: sizes and ends agree on real text", function()
  -- tokenize(s) knows where s had spaces; detokenize(tokens) reproduces them: the tokens of
  -- white-space word w end at sum(sizes[1..w]) on both sides, for every line
  local lines = xa.data.read_lines("data/kjv-en-es/test.es", 200)
  for _, x in ipairs{'Dijo: "¿Qué?" (v. 2)', "a ( b ) c", "x ,y", '" a " b "', "l'eau n'est", "¡Oh! -- ...fin"} do
    lines[#lines + 1] = x
  end
  for i, line in ipairs(lines) do
    local toks, sizes = xa.text.tokenize(line, {words = true})
    local out, ends = xa.text.detokenize(toks, {words = true})
    T.eq(out, xa.text.normalize(line), "line " .. i)
    local words = xa.text.split(line)
    T.eq(#sizes, #words, "line " .. i .. ": white-space words")
    T.eq(#ends, #words, "line " .. i .. ": detokenised words")
    local c = 0
    for w, n in ipairs(sizes) do c = c + n; T.eq(ends[w], c, ("line %d word %d"):format(i, w)) end
  end
end)

test("System:source_units and target_words on the hand-worked sentence", function()
  local sys = hand_system()
  local u = sys:source_units(SRC)
  list_eq(u.subwords, {"In", "the", "begin@@", "ning", ",", "God", "created", "."})
  list_eq(u.subwords, sys:preprocess(SRC, "src"), "the subwords are preprocess's")
  list_eq(u.raw, {1, 1, 3, 1, 2}, "subwords per raw word: In | the | begin@@ ning , | God | created .")
  list_eq(u.tok, {1, 1, 2, 1, 1, 1, 1}, "subwords per tokenised word")
  list_eq(u.raw_words, {"In", "the", "beginning,", "God", "created."})
  list_eq(u.tok_words, {"In", "the", "beginning", ",", "God", "created", "."})
  local e = sys:source_units("")
  T.eq(#e.subwords, 0); T.eq(#e.raw, 0); T.eq(#e.tok, 0)
  -- target: En el princip@@ io , Dios creó . -> "En el principio, Dios creó."
  local ids = sys.tgt_vocab:encode(sys:preprocess(REF, "tgt"))
  local t = sys:target_words(ids)
  T.eq(t.line, REF); T.eq(t.line, sys:detok_ids(ids))
  list_eq(t.raw, {1, 2, 5, 6, 8}, "the subword completing each white-space word")
  list_eq(t.tok, {1, 2, 4, 5, 6, 7, 8}, "the subword completing each tokenised word")
  list_eq(t.raw_words, {"En", "el", "principio,", "Dios", "creó."})
  list_eq(t.tok_words, {"En", "el", "principio", ",", "Dios", "creó", "."})
  -- positions are the ids' own: <s> and <pad> belong to no word, </s> ends the hypothesis
  local with = {2, ids[1], 1, ids[2], ids[3], ids[4], 3, ids[5]}
  local w = sys:target_words(with)
  T.eq(w.line, "En el principio"); list_eq(w.raw, {2, 4, 6}); list_eq(w.tok, {2, 4, 6})
  T.eq(sys:target_words({}).line, ""); T.eq(#sys:target_words({}).raw, 0)
  -- a hypothesis cut inside a word: its last piece completes it
  local cut = sys:target_words({ids[1], ids[3]})
  T.eq(cut.line, "En princip"); list_eq(cut.raw, {1, 2})
  T.raises(function() sys:source_units(3) end, "System:source_units: line must be a string, got number")
end)

test("wait-2 by hand in raw words (default) and in tokenised words: delays, |X|, |Y|, AP, AL", function()
  local sys = hand_system()
  -- raw source words arrive whole: In | the | begin@@ ning , | God | created . </s>:
  -- tokens read after each word: 1, 2, 5, 6, 9 (J = 9). wait-2 needs i + 1 tokens for
  -- target token i: 2 -> 2 | 3 -> 5 | 4 -> 5 | 5 -> 5 | 6 -> 6 | 7 -> 9 | 8 -> 9 | 9 -> 9
  local run = sys:simulate({SRC}, simt.waitk{k = 2})
  T.eq(run.word_units, "raw")
  list_eq(run.delays[1], {2, 5, 5, 5, 6, 9, 9, 9}, "subword delays")
  list_eq(run.visible[1], {2, 3, 4, 5, 6, 7, 8, 9}, "v(i)")
  -- target words En | el | princip@@ io , | Dios | creó . end at tokens 1, 2, 5, 6, 8:
  -- the raw words read then: 2, 3, 4, 5, 5
  list_eq(run.word_delays[1], {2, 3, 4, 5, 5}, "raw word delays")
  T.eq(run.src_words[1], 5, "|X| = 5 raw words"); T.eq(run.hyp_words[1], 5, "|Y| = 5 detokenised words")
  list_eq(run.words.raw.delays[1], run.word_delays[1])
  list_eq(run.word_visible[1], {2, 3, 4, 5, 5}, "raw words holding v(i) at each word's last token: 2, 3, 6, 7, 9")
  -- the same run in tokenised words: In | the | begin@@ ning | , | God | created | . </s>
  -- end at tokens 1, 2, 4, 5, 6, 7, 9; target words end at tokens 1, 2, 4, 5, 6, 7, 8
  -- (delays 2, 5, 5, 6, 9, 9, 9): tokenised words read 2, 4, 4, 5, 7, 7, 7
  list_eq(run.words.tok.delays[1], {2, 4, 4, 5, 7, 7, 7}, "tokenised word delays of the raw run")
  T.eq(run.words.tok.src_len[1], 7); T.eq(run.words.tok.hyp_len[1], 7)
  list_eq(run.words.raw.source_words[1], {"In", "the", "beginning,", "God", "created."})
  -- SimulEval's reference words: "En el principio, Dios creó.".split(" ") = 5
  local L = simt.latency(run, {ref_words = {5}, ref_tokens = {8}, ref_count = "simuleval", interval_ms = false})
  local W = L.word
  -- AP = (2 + 3 + 4 + 5 + 5) / (5 * 5); AL: gamma = 1, tau = 4: (2 + 2 + 2 + 2) / 4
  near(W.AP, 19 / 25, "AP"); near(W.AL, 2, "AL"); near(W.AP_hyp, 19 / 25); near(W.AL_hyp, 2); near(W.LAAL, 2)
  -- DAL: d' = 2, 3, 4, 5, 6 minus 0..4; CW: 5 source words over 4 bursts
  near(W.DAL, 2, "DAL"); near(W.CW, 5 / 4, "CW")
  T.ok(W.signature:find("|reflen:split|empty:skip|CA:none|delays:read|arrive:raw|wunit:raw", 1, true), W.signature)
  T.eq(W.word_units, "raw"); T.eq(W.arrive, "raw")
  local j = W:table()
  T.eq(j.word_units, "raw"); T.eq(j.arrive, "raw"); T.eq(j.delays, "read"); T.eq(L.subword:table().word_units, nil)
  T.ok(W.definitions.word_units:find("SimulEval", 1, true))
  -- subword level (unchanged formulas): |X| = 9, reference 8 subwords: AP = 50 / 72; AL:
  -- gamma = 8/9, tau = 6: 2 + (5 - 9/8) + (5 - 18/8) + (5 - 27/8) + (6 - 36/8) + (9 - 45/8)
  near(L.subword.AP, 50 / 72, "subword AP"); near(L.subword.AL, (32 - 135 / 8) / 6, "subword AL")
  T.ok(L.subword.signature:find("|reflen:bpe|", 1, true), L.subword.signature)
  T.ok(L.subword.signature:find("|delays:read|arrive:raw$"), L.subword.signature)
  -- the raw run measured in tokenised words against SimulEval's 5 reference words mixes
  -- units: AP = 36 / (7 * 5) > 1; AL: gamma = 5/7, tau = 5: 2 + 2.6 + 1.2 + 0.8 + 1.4 = 8 / 5
  local M = simt.latency(run, {word_units = "tokens", ref_words = {5}, ref_count = "simuleval", interval_ms = false}).word
  near(M.AP, 36 / 35, "mixed units: AP above 1"); near(M.AL, 1.6, "mixed AL")
  T.ok(M.signature:find("|arrive:raw|wunit:tok", 1, true), M.signature)
  -- with the tokenised reference count (7 words) the tokenised figures are consistent:
  -- AP = 36/49, AL = (2 + 3 + 2 + 2 + 3) / 5
  local X = simt.latency(run, {word_units = "tok", ref_words = {7}, ref_count = "xattn", interval_ms = false}).word
  near(X.AP, 36 / 49); near(X.AL, 12 / 5)
  T.ok(X.signature:find("|reflen:tok|", 1, true), X.signature)

  -- decoding in tokenised words (the old units): the source arrives in tokenised words,
  -- tokens read 1, 2, 4, 5, 6, 7, 9: 2 -> 2 | 3 -> 4 | 4 -> 4 | 5 -> 5 | 6 -> 6 | 7 -> 7 | 8 -> 9 | 9 -> 9
  local tr = sys:simulate({SRC}, simt.waitk{k = 2}, {word_units = "tokens"})
  T.eq(tr.word_units, "tok")
  list_eq(tr.delays[1], {2, 4, 4, 5, 6, 7, 9, 9}, "subword delays, tokenised arrival")
  list_eq(tr.word_delays[1], {2, 3, 4, 5, 6, 7, 7}, "tokenised word delays")
  T.eq(tr.src_words[1], 7); T.eq(tr.hyp_words[1], 7)
  -- and in raw words (a raw word is read once all its tokens are): 2, 2, 4, 4, 5
  list_eq(tr.words.raw.delays[1], {2, 2, 4, 4, 5}, "raw word delays of the tokenised run")
  local TL = simt.latency(tr, {interval_ms = false})
  T.ok(TL.word.signature:find("|arrive:tok|wunit:tok", 1, true), TL.word.signature)
  T.ok(TL.subword.signature:find("|arrive:tok$"), TL.subword.signature)
  -- no reference: AL with the hypothesis length, gamma = 1: tau = 6: 2+2+2+2+2+2 = 12 / 6
  near(TL.word.AL, 2, "tokenised AL, hypothesis length")
  local TR = simt.latency(tr, {word_units = "raw", interval_ms = false}).word
  -- raw: d = 2, 2, 4, 4, 5, |X| = |Y| = 5: tau = 5: 2 + 1 + 2 + 1 + 1 = 7 / 5
  near(TR.AL, 7 / 5, "raw AL of the tokenised run"); near(TR.AP, 17 / 25)
  T.ok(TR.signature:find("|arrive:tok|wunit:raw", 1, true), TR.signature)
end)

test("stream_eval: SimulEval's reference words by default, ref_count and empty wired through", function()
  local sys = hand_system()
  local ev = sys:stream_eval({SRC}, {REF}, simt.waitk{k = 2}, {interval_ms = false})
  T.eq(ev.hyps[1], REF); near(ev.bleu.score, 100, "BLEU", 1e-9)
  near(ev.latency.word.AP, 19 / 25); near(ev.latency.word.AL, 2)
  T.ok(ev.latency.word.signature:find("|reflen:split|empty:skip|", 1, true), ev.latency.word.signature)
  T.ok(ev.latency.subword.signature:find("|reflen:bpe|", 1, true), ev.latency.subword.signature)
  near(ev.latency.subword.AL, (32 - 135 / 8) / 6)
  -- ref_count = "xattn": the system's tokenisation, 7 words: gamma = 7/5, tau = 4:
  -- 2 + (3 - 5/7) + (4 - 10/7) + (5 - 15/7) = 14 - 30/7 over 4; AP = 19 / 35
  local x = sys:stream_eval({SRC}, {REF}, simt.waitk{k = 2}, {ref_count = "xattn", empty = "zero", interval_ms = false})
  near(x.latency.word.AL, (14 - 30 / 7) / 4); near(x.latency.word.AP, 19 / 35)
  T.ok(x.latency.word.signature:find("|reflen:tok|empty:zero|", 1, true), x.latency.word.signature)
  T.ok(x.latency.subword.signature:find("|empty:zero|", 1, true), x.latency.subword.signature)
  -- the old units on request
  local t = sys:stream_eval({SRC}, {REF}, simt.waitk{k = 2}, {word_units = "tokens", ref_count = "xattn", interval_ms = false})
  -- tokenised: d = 2, 3, 4, 5, 6, 7, 7, |X| = |Y*| = 7: tau = 6: 2+2+2+2+2+2 / 6; AP = 34 / 49
  near(t.latency.word.AL, 2); near(t.latency.word.AP, 34 / 49)
  T.ok(t.latency.word.signature:find("|reflen:tok|", 1, true) and t.latency.word.signature:find("|wunit:tok", 1, true))
  T.raises(function() sys:stream_eval({SRC}, {REF}, "full", {ref_count = "split"}) end,
    'stream_eval: ref_count must be "simuleval" or "xattn", got split')
  T.raises(function() sys:stream_eval({SRC}, {REF}, "full", {empty = "drop"}) end,
    'stream_eval: empty must be "skip" or "zero", got drop')
  T.raises(function() sys:stream_eval({SRC}, {REF}, "full", {word_units = "bpe"}) end,
    'System:simulate: word_units must be "raw" ("simuleval") or "tokens", got bpe')
  -- translate under a policy reads the same words
  T.eq(sys:translate({SRC}, {policy = simt.waitk{k = 2}})[1], REF)
end)

test("options, labels and errors of the word units", function()
  T.eq(simt.word_units(nil), "raw"); T.eq(simt.word_units("simuleval"), "raw"); T.eq(simt.word_units("raw"), "raw")
  T.eq(simt.word_units("tokens"), "tok"); T.eq(simt.word_units("tok"), "tok")
  T.raises(function() simt.word_units("words") end, 'simt.word_units: word_units must be "raw" ("simuleval") or "tokens", got words')
  list_eq(simt.cumulative_ends({1, 3, 2}, 6), {1, 4, 7}, "the </s> joins the last word")
  list_eq(simt.cumulative_ends({}, 0), {1}, "an empty source: one unit, the </s>")
  list_eq(simt.cumulative_ends({4}, 4), {5})
  T.raises(function() simt.cumulative_ends({1, 2}, 4) end, "simt.cumulative_ends: the units hold 3 tokens, the source has 4")
  T.raises(function() simt.cumulative_ends({1, 0}, 1) end, "unit 2 must hold a positive integer number of tokens, got 0")
  -- the bare simulator: src_units and tgt_word_ends in place of the "@@" words
  local model = setmetatable({V = 12, target = {4, 5, 6, 7}}, Oracle)
  local run = simt.simulate(model, {{5, 6, 7, 8}}, simt.waitk{k = 1},
    {src_units = {{2, 2}}, tgt_word_ends = function(h) return #h == 4 and {2, 4} or {} end})
  T.eq(run.word_units, "raw", "src_units given: raw words unless said")
  -- tokens read after each word: 2, 5; wait-1 needs i: 1 -> 2 | 2 -> 2 | 3 -> 5 | 4 -> 5
  list_eq(run.delays[1], {2, 2, 5, 5}); list_eq(run.word_delays[1], {1, 2}); T.eq(run.src_words[1], 2)
  list_eq(run.src_ends[1], {2, 5}); list_eq(run.hyp_ends[1], {2, 4})
  local bare = simt.simulate(model, {{5, 6, 7, 8}}, simt.waitk{k = 1})
  T.eq(bare.word_units, "tok"); list_eq(bare.word_delays[1], {1, 2, 3, 4})
  T.ok(simt.latency(bare).word.signature:find("|arrive:tok|wunit:tok", 1, true))
  T.raises(function() simt.latency(bare, {word_units = "raw"}) end,
    'simt.latency: word_units = "raw": the run has no measure in raw words (a run of System:simulate has both; this run only its own, tok)')
  T.raises(function() simt.latency(bare, {word_units = "lines"}) end, "simt.latency: word_units must be")
  T.raises(function() simt.latency(bare, {ref_count = "words"}) end, "latency.corpus: ref_count must be")
  T.raises(function() simt.latency(bare, {empty = "none"}) end, 'latency.corpus: empty must be "skip" or "zero", got none')
  -- measure_words: the bare run in other words
  local m = simt.measure_words(bare, 1, {2, 5}, {1, 4})
  list_eq(m.delays, {0, 2}, "after 1 token no 2-token word is read"); T.eq(m.src_len, 2); T.eq(m.hyp_len, 2)
  list_eq(m.visible, {1, 2})
  T.raises(function() simt.measure_words(bare, 1, {2, 5}, {3, 2}) end, "target word 2 must end at a target token after 3")
  T.raises(function() simt.measure_words(bare, 2, {5}, {1}) end, "simt.measure_words: expects a run")
  -- errors of the simulator's options
  T.raises(function() simt.simulate(model, {{5, 6, 7}}, "full", {src_units = {{1, 1}}}) end,
    "simt.simulate: source 1: the units hold 2 tokens, the source has 3")
  T.raises(function() simt.simulate(model, {{5, 6, 7}}, "full", {src_units = {}}) end,
    "simt.simulate: src_units must list the words of every source (1), got 0")
  T.raises(function() simt.simulate(model, {{5, 6, 7}}, "full", {src_units = {3}}) end,
    "src_units[1] must be a list of token counts, got number")
  T.raises(function() simt.simulate(model, {{5}}, "full", {tgt_word_ends = {1}}) end,
    "simt.simulate: tgt_word_ends must be a function")
  T.raises(function() simt.simulate(model, {{5}}, "full", {tgt_word_ends = function() return {9} end}) end,
    "simt.simulate: target word 1 must end at a target token after 0 and at most 4, got 9")
  T.raises(function() simt.simulate(model, {{5}}, "full", {word_units = "chars"}) end,
    'simt.simulate: word_units must be "raw" ("simuleval") or "tokens", got chars')
  -- an empty line and a one-word line through a system
  local sys = hand_system()
  local r = sys:simulate({"", "God"}, simt.waitk{k = 1})
  T.eq(r.src_words[1], 1, "an empty source is one unit, the </s>"); T.eq(r.src_tokens[1], 1)
  T.eq(r.src_words[2], 1); list_eq(r.src_ends[2], {2})
  T.eq(r.hyp_words[2], 5); list_eq(r.word_delays[2], {1, 1, 1, 1, 1})
  T.raises(function() sys:simulate({SRC, 4}, "full") end, "System:simulate: line 2 is a number, not a string")
  -- the instance log of the empty line: one source word without characters
  local ins = se.instances(sys, {"", "God"}, {REF, REF}, r)
  list_eq(ins[1].source_words, {""}); T.eq(ins[1].source_length, 1)
  list_eq(ins[1].words_tok.source_words, {""}); T.eq(ins[1].words_tok.source_length, 1)
  T.eq(#se.check_sources(ins, {"", "God"}), 0, "the logged source words match their lengths")
  T.eq(se.rescore(ins, {unit = "char", interval_ms = false}).latency.scored, 2)
end)

-- ---- synth-like and kjv-like data ---------------------------------------------------------
-- a system over real lines, with the references as the oracle's output
local function data_system(dir, src, tgt, tokenize, merges)
  local lines = xa.data.read_lines(dir .. "/train." .. src, 300)
  for _, l in ipairs(xa.data.read_lines(dir .. "/train." .. tgt, 300)) do lines[#lines + 1] = l end
  local toks = {}
  for i, l in ipairs(lines) do toks[i] = tokenize and xa.text.tokenize(l) or xa.text.split(l) end
  local bpe = xa.bpe.learn(toks, merges)
  local cfg = xa.mt.config(nil, {{"data.tokenize", tostring(tokenize)}})
  local sys = xa.mt.new_system(cfg, nil, nil, bpe, setmetatable({}, Oracle))
  local srcs = xa.data.read_lines(dir .. "/test." .. src, 12)
  local refs = xa.data.read_lines(dir .. "/test." .. tgt, 12)
  local ss, ts = {}, {}
  for i = 1, #srcs do ss[i] = sys:preprocess(srcs[i], "src"); ts[i] = sys:preprocess(refs[i], "tgt") end
  sys.src_vocab, sys.tgt_vocab = xa.data.Vocab.build(ss), xa.data.Vocab.build(ts)
  sys.model.V = #sys.tgt_vocab
  return sys, srcs, refs
end

-- stream_eval sentence by sentence, the oracle writing each reference
local function each(sys, srcs, refs, policy, opts)
  local out = {}
  for i = 1, #srcs do
    sys.model.target = sys.tgt_vocab:encode(sys:preprocess(refs[i], "tgt"))
    out[i] = sys:stream_eval({srcs[i]}, {refs[i]}, policy, opts)
  end
  return out
end

test("synth-like data (no punctuation, tokenize = false): raw words = tokenised words", function()
  local sys, srcs, refs = data_system("data/synth", "src", "tgt", false, 150)
  local multi = 0
  for _, s in ipairs(srcs) do
    local u = sys:source_units(s)
    for _, n in ipairs(u.raw) do if n > 1 then multi = multi + 1 end end
  end
  T.ok(multi >= 5, "BPE splits some words: " .. multi)
  for _, p in ipairs{simt.waitk{k = 2}, simt.waitk{k = 4}} do
    local raw = each(sys, srcs, refs, p, {interval_ms = false})
    local tok = each(sys, srcs, refs, p, {word_units = "tokens", interval_ms = false})
    for i = 1, #srcs do
      local a, b = raw[i], tok[i]
      T.eq(a.hyps[1], refs[i], "the oracle writes the reference")
      list_eq(a.run.delays[1], b.run.delays[1], "subword delays " .. i)
      list_eq(a.run.word_delays[1], b.run.word_delays[1], "word delays " .. i)
      T.eq(a.run.src_words[1], b.run.src_words[1]); T.eq(a.run.hyp_words[1], b.run.hyp_words[1])
      T.eq(a.run.src_words[1], #xa.text.split(srcs[i]))
      for _, k in ipairs(lat.KEYS) do
        T.eq(a.latency.word[k], b.latency.word[k], ("%s, sentence %d, word %s"):format(p.name, i, k))
        T.eq(a.latency.subword[k], b.latency.subword[k], ("%s, sentence %d, subword %s"):format(p.name, i, k))
      end
      T.eq((a.latency.word.signature:gsub("|arrive:raw|wunit:raw$", "")), (b.latency.word.signature:gsub("|arrive:tok|wunit:tok$", "")),
        "signatures differ only in the word units")
    end
  end
end)

test("kjv-like data (tokenised, punctuated): AP <= 1 and a sane AL in SimulEval's words", function()
  local sys, srcs, refs = data_system("data/kjv-en-es", "en", "es", true, 400)
  local full = each(sys, srcs, refs, simt.full(), {interval_ms = false})
  local wait = each(sys, srcs, refs, simt.waitk{k = 3}, {interval_ms = false})
  local above = 0
  for i = 1, #srcs do
    local f, w = full[i], wait[i]
    T.eq(f.hyps[1], refs[i], "the oracle writes the reference " .. i)
    local nref = lat.ref_length(refs[i], "word", "split")
    -- the hypothesis is the reference: as many white-space words, |X| the source's
    T.eq(f.run.hyp_words[1], nref, "hypothesis words = SimulEval's reference words, sentence " .. i)
    T.eq(f.run.src_words[1], #xa.text.split(srcs[i]))
    -- full sentence: every delay is |X|: AP = 1, AL = |X|
    near(f.latency.word.AP, 1, "full AP, sentence " .. i); near(f.latency.word.AL, f.run.src_words[1])
    -- wait-3: AP <= 1, 0 <= AL <= |X|
    T.ok(w.latency.word.AP <= 1 + 1e-12, ("wait-3 AP %g, sentence %d"):format(w.latency.word.AP, i))
    T.ok(w.latency.word.AL >= 0 and w.latency.word.AL <= w.run.src_words[1],
      ("wait-3 AL %g, sentence %d"):format(w.latency.word.AL, i))
    -- the old units against SimulEval's reference words: |Y| tokenised words over |Y*|
    local mixed = simt.latency(f.run, {word_units = "tokens", ref_words = {nref}, interval_ms = false}).word
    near(mixed.AP, f.run.words.tok.hyp_len[1] / nref, "mixed AP = |Y tokens| / |Y*|")
    if mixed.AP > 1 then above = above + 1 end
  end
  T.eq(above, #srcs, "every punctuated sentence gave AP > 1 in mixed units")
end)

-- ---- instance logs ----------------------------------------------------------------------
test("instance logs: both word units recorded, rescore gives either; logs before word units", function()
  local sys = hand_system()
  local run = sys:simulate({SRC}, simt.waitk{k = 2})
  local ins = se.instances(sys, {SRC}, {REF}, run)
  local x = ins[1]
  T.eq(x.word_units, "raw")
  list_eq(x.delays, {2, 3, 4, 5, 5}); T.eq(x.source_length, 5); T.eq(x.prediction_length, 5)
  list_eq(x.source_words, {"In", "the", "beginning,", "God", "created."})
  T.eq(x.prediction_words, REF, "one word per delay: SimulEval's prediction.split()")
  near(x.metric.AP, 19 / 25); near(x.metric.AL, 2)
  list_eq(x.words_tok.delays, {2, 4, 4, 5, 7, 7, 7}); T.eq(x.words_tok.source_length, 7)
  T.eq(x.words_tok.prediction_words, "En el principio , Dios creó ."); T.eq(x.words_tok.prediction_length, 7)
  T.eq(#x.words_tok.elapsed, 7)
  local path = os.tmpname()
  se.write_log(path, ins)
  local back = se.read_log(path)
  -- default: the log's own words, as the decode scored them
  local live = simt.latency(run, {ref_words = {5}, ref_count = "simuleval"})
  -- AL_CA: the log keeps times to 1 us, so each computation-aware delay (ms / the 300 ms
  -- interval) moves by at most 0.0005 / 300 and so does their mean
  for _, log in ipairs{ins, back} do
    local r = se.rescore(log, {})
    T.eq(r.word_units, "raw"); T.eq(#r.warnings, 0, table.concat(r.warnings, "\n"))
    near(r.latency.AP, live.word.AP); near(r.latency.AL, live.word.AL); near(r.latency.AL_CA, live.word.AL_CA, nil, 0.0005 / 300 + 1e-12)
    T.ok(r.latency.signature:find("|reflen:split|empty:skip|CA:300ms|arrive:raw|wunit:raw", 1, true), r.latency.signature)
    -- the tokenised words, without decoding again: the mixed figures of the test above
    local t = se.rescore(log, {word_units = "tokens", interval_ms = false})
    near(t.latency.AP, 36 / 35); near(t.latency.AL, 1.6)
    T.ok(t.latency.signature:find("|arrive:raw|wunit:tok", 1, true), t.latency.signature)
    T.ok(table.concat(t.warnings, "\n"):find("1 of 1 references have another number of words split on spaces", 1, true),
      table.concat(t.warnings, "\n"))
    local tx = se.rescore(log, {word_units = "tokens", ref_count = "xattn", interval_ms = false})
    near(tx.latency.AP, 36 / 49); near(tx.latency.AL, 12 / 5); T.eq(#tx.warnings, 0)
    -- raw words with the tokenised reference count: the mirror warning
    local rx = se.rescore(log, {ref_count = "xattn", interval_ms = false})
    T.ok(table.concat(rx.warnings, "\n"):find("words in the system's tokenisation (ref_count = \"xattn\"", 1, true),
      table.concat(rx.warnings, "\n"))
    -- subword units do not depend on the words counted; they name the words that arrived
    local s = se.rescore(log, {unit = "subword", interval_ms = false})
    near(s.latency.AL, (32 - 135 / 8) / 6)
    T.ok(s.latency.signature:find("|arrive:raw$"), s.latency.signature)
    -- characters: raw words carry their punctuation. Source characters 2, 5, 15, 18, 26;
    -- "En" read 2 words (5 characters), "el" 3 (15), "principio," 4 (18), "Dios" and
    -- "creó." 5 (26): delays 5 x2, 15 x2, 18 x10, 26 x4, 26 x5; |X| = 26; reference
    -- characters len("En el principio, Dios creó.".strip()) = 27
    local c = se.rescore(log, {unit = "char", interval_ms = false})
    near(c.latency.AP, (10 + 30 + 180 + 104 + 130) / (26 * 27), "char AP")
    T.ok(c.latency.signature:find("|wunit:raw", 1, true))
  end
  -- a log written before word units: a tokenised run's log without the new fields
  local tr = sys:simulate({SRC}, simt.waitk{k = 2}, {word_units = "tokens"})
  local old = se.instances(sys, {SRC}, {REF}, tr)
  T.eq(old[1].word_units, "tok"); list_eq(old[1].words_raw.delays, {2, 2, 4, 4, 5})
  old[1].word_units, old[1].words_raw = nil, nil
  local r = se.rescore(old, {interval_ms = false, ref_count = "xattn"})
  T.eq(r.word_units, "tok")
  T.ok(r.latency.signature:find("|arrive:tok|wunit:tok", 1, true), r.latency.signature)
  T.ok(table.concat(r.warnings, "\n"):find("a log written before word units", 1, true), table.concat(r.warnings, "\n"))
  near(r.latency.AL, 2)  -- d = 2, 3, 4, 5, 6, 7, 7 against 7 tokenised reference words
  T.raises(function() se.rescore(old, {word_units = "raw"}) end,
    "streameval.rescore: instance 1 has no raw-word delays: the log was written before word units")
  T.raises(function() se.rescore(old, {unit = "char", word_units = "raw"}) end, "has no raw-word delays")
  T.eq(#se.rescore(old, {word_units = "tokens", ref_count = "xattn", interval_ms = false}).warnings, 0,
    "asked for the tokenised words: nothing to warn")
  -- a new log without the other unit, and a log mixing units
  local own = se.instances(sys, {SRC}, {REF}, run)
  own[1].words_tok = nil
  T.raises(function() se.rescore(own, {word_units = "tokens"}) end, "instance 1 has no tok-word delays (words_tok): only its own, raw")
  T.raises(function() se.rescore({ins[1], old[1]}, {}) end,
    "streameval.rescore: the log mixes word units: instance 1 counts raw words, instance 2 tok words")
  T.raises(function() se.rescore(ins, {word_units = "lines"}) end, "streameval.rescore: word_units must be")
  -- check_reference_units follows the units
  T.eq(#se.check_reference_units(ins), 0, "raw words with SimulEval's reference count")
  T.eq(#se.check_reference_units(ins, {word_units = "tokens"}), 1)
  T.eq(#se.check_reference_units(ins, {ref_count = "xattn"}), 1)
  T.eq(#se.check_reference_units(old), 1, "an old log: tokenised words")
  T.raises(function() se.check_reference_units(ins, {ref_count = "tok"}) end,
    'streameval.check_reference_units: ref_count must be "simuleval" or "xattn", got tok')
  os.remove(path)
end)

test("Session with a system reads raw words and shows detokenised words", function()
  local sys = hand_system()
  local s = simt.Session(sys, SRC, {policy = simt.waitk{k = 2}})
  T.eq(s:read(), true); T.eq(s:read(), true); T.eq(s:read(), true)
  T.eq(s._run.rows[1].read, 5, "three raw words: In the beginning,")
  s:run()
  local src, tgt, wd = s:words()
  list_eq(src, {"In", "the", "beginning,", "God", "created. </s>"})
  list_eq(tgt, {"En", "el", "principio,", "Dios", "creó."})
  -- three words read first (5 tokens); then wait-2: token 5 needs 6 (God), token 6 needs 7
  list_eq(wd, {3, 3, 4, 5, 5}, "the session read three words before writing")
  T.ok(s:show():find("principio,%s+<%- 4: In the beginning, God\n"), s:show())
  local t = simt.Session(sys, SRC, {policy = simt.waitk{k = 2}, word_units = "tokens"}):run()
  local src2, tgt2, wd2 = t:words()
  T.eq(#src2, 7); T.eq(src2[7], ". </s>"); T.eq(#tgt2, 7)
  list_eq(wd2, {2, 3, 4, 5, 6, 7, 7})
  T.raises(function() simt.Session(sys, SRC, {word_units = "lines"}) end, "simt.Session: word_units must be")
end)
