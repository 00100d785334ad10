-- Live sessions (xattn.live): on the same sentences a live session writes what the
-- streaming simulator writes (words, delays, word delays), whatever the order of pushes and
-- pulls; pieces concatenate to the translation; the </s> joins the last word when the end
-- is known first, else it is read alone; the length cap waits for the source; the
-- arrival-time latency (latency.sentence_ca_arrival) against hand-worked numbers; bad input.
local mt, simt, live = xa.mt, xa.simt, xa.live
local EOS = 3

local WORDS = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p"}
local TGT = {"x", "y", "z", "w", "v", "u", "t", "s", ",", ".", "(", ")", "'s", "\"", "q", "r"}

-- a random (untrained) system over small vocabularies: what matters is that the live
-- session and the simulator make the same decisions with it
local function system(opts)
  opts = opts or {}
  local over = {{"model.d", "16"}, {"model.heads", "2"}, {"model.ffn", "32"}, {"model.enc_layers", "2"},
                {"model.dec_layers", "2"}, {"model.dropout", "0"}, {"model.encoder", opts.encoder or "unidirectional"},
                {"data.tokenize", opts.tokenize and "true" or "false"}, {"data.bpe", "0"}}
  if opts.cross then over[#over + 1] = {"model.cross", opts.cross} end
  if opts.waitk then over[#over + 1] = {"train.simt.policy", "waitk"}; over[#over + 1] = {"train.simt.k", tostring(opts.waitk)} end
  local cfg = mt.config(nil, over)
  xa.manual_seed(opts.seed or 11)
  local sv = xa.data.Vocab.build({WORDS})
  local tv = xa.data.Vocab.build({TGT})
  local sys = mt.new_system(cfg, sv, tv, nil)
  sys.model:eval()
  if opts.no_eos then -- </s> (and <s>) never win: hypotheses of words run into the length cap
    xa.no_grad(function()
      sys.model.decoder.embed.weight:select(1, EOS):zero_()
      sys.model.decoder.embed.weight:select(1, 2):fill_(-1)
    end)
  end
  return sys
end

local function sentences(n, seed)
  local r, s = {}, seed or 1
  for i = 1, n do
    local w = {}
    s = (s * 1103515245 + 12345) % 2147483648
    local len = 1 + s % 9
    for j = 1, len do
      s = (s * 1103515245 + 12345) % 2147483648
      w[j] = WORDS[1 + s % #WORDS]
    end
    r[i] = table.concat(w, " ")
  end
  return r
end

local function words_of(line) local t = {} for w in line:gmatch("%S+") do t[#t + 1] = w end return t end
local function str(t)
  local r = {}
  for i, x in ipairs(t) do r[i] = math.type(x) == "float" and x == math.floor(x) and ("%d"):format(x) or tostring(x) end
  return table.concat(r, ",")
end

-- runs lines through a session: pulls after every push but the last, whose end comes with
-- it (eager), only after the end (lazy), or after every sentence is in (batch); returns
-- the records and the pieces of each sentence
local function run_live(sys, lines, opts, mode)
  local s = live.Session(sys, opts)
  local pieces = {}
  local function drain(k)
    while true do
      local p, st = s:pull()
      if p then pieces[k] = (pieces[k] or "") .. p
      elseif st == "end" then k = k + 1
      else return k end
    end
  end
  local k = 1
  for _, line in ipairs(lines) do
    local ws = words_of(line)
    for j, w in ipairs(ws) do
      s:push(w)
      -- eager: as stream.lua, which learns the end with the last word ("c\n")
      if mode == "eager" and j < #ws then k = drain(k) end
    end
    s:finish()
    if mode ~= "batch" then k = drain(k) end
  end
  drain(k)
  return s:results(), pieces
end

local function same_as_simulate(sys, lines, policy, opts, mode)
  opts = opts or {}
  local run = sys:simulate(lines, policy, {batch = 3, max_len_a = opts.max_len_a, max_len_b = opts.max_len_b})
  local recs, pieces = run_live(sys, lines, {policy = policy, max_len_a = opts.max_len_a, max_len_b = opts.max_len_b}, mode)
  T.eq(#recs, #lines, "sentences")
  for i = 1, #lines do
    local r = recs[i].run
    local pre = ("%s, %s, sentence %d (%s)"):format(policy.name, mode, i, lines[i])
    T.eq(str(r.hyps[1]), str(run.hyps[i]), pre .. ": hypothesis")
    T.eq(str(r.delays[1]), str(run.delays[i]), pre .. ": delays")
    T.eq(str(r.visible[1]), str(run.visible[i]), pre .. ": visible")
    T.eq(str(r.word_delays[1]), str(run.word_delays[i]), pre .. ": word delays")
    T.eq(str(r.words.tok.delays[1]), str(run.words.tok.delays[i]), pre .. ": tokenised word delays")
    T.eq(r.src_words[1], run.src_words[i], pre .. ": source words")
    T.eq(recs[i].text, sys:detok_ids(run.hyps[i]), pre .. ": text")
    T.eq(pieces[i] or "", recs[i].text, pre .. ": pieces concatenated")
  end
  return recs
end

test("live = simulate: wait-k, full and GMA, pulling after every word or after the end", function()
  local lines = sentences(12, 5)
  local sys = system{}
  for _, mode in ipairs{"eager", "lazy", "batch"} do
    for _, k in ipairs{1, 2, 4} do same_as_simulate(sys, lines, simt.waitk{k = k}, nil, mode) end
    same_as_simulate(sys, lines, simt.full(), nil, mode)
  end
  local g = system{cross = '{"family": "gma", "delta": 1}', seed = 3}
  for _, mode in ipairs{"eager", "lazy"} do same_as_simulate(g, lines, simt.gma(), nil, mode) end
end)

test("live = simulate when the length cap ends hypotheses before the source does", function()
  local sys = system{no_eos = true}
  local lines = sentences(8, 9)
  for _, mode in ipairs{"eager", "lazy"} do
    -- a cap that grows with the source: a token at the smallest possible cap waits for more source
    local recs = same_as_simulate(sys, lines, simt.waitk{k = 1}, {max_len_a = 0.5, max_len_b = 1}, mode)
    for i, line in ipairs(lines) do
      local J = #words_of(line) + 1
      T.eq(#recs[i].run.hyps[1], math.floor(0.5 * J + 1), "capped at 0.5 |x| + 1")
    end
    -- a fixed cap (max_len_a = 0) is known at once
    same_as_simulate(sys, lines, simt.waitk{k = 1}, {max_len_a = 0, max_len_b = 2}, mode)
  end
  -- the cap never waits for words that would not change it: with max_len_a = 0 the
  -- third token is refused while the source is still open
  local s = live.Session(sys, {policy = simt.waitk{k = 1}, max_len_a = 0, max_len_b = 2})
  s:push("a"); s:push("b"); s:push("c"); s:push("d")
  local got = {}
  while true do local p, st = s:pull(); if not p then T.eq(st, "end"); break end; got[#got + 1] = p end
  T.eq(#got, 2, "two pieces, then the end, before the source ended")
  T.eq(#s:results(), 0, "no record before the source ends")
  s:push("e")                       -- still the same sentence
  T.eq(select(2, s:pull()), "input")
  s:finish()
  T.eq(select(2, s:pull()), "input", "no second end")
  T.eq(#s:results(), 1)
  T.eq(s:results()[1].source, "a b c d e")
  T.eq(s:results()[1].run.src_tokens[1], 6)
  local run = sys:simulate({"a b c d e"}, simt.waitk{k = 1}, {max_len_a = 0, max_len_b = 2})
  T.eq(str(s:results()[1].run.word_delays[1]), str(run.word_delays[1]))
end)

test("the end of the sentence joins the last word unless the policy has read that word already", function()
  local sys = system{no_eos = true}
  local line = "a b c d"
  local run = sys:simulate({line}, simt.full())
  -- full policy, eager: it reads every word as it comes; the last one is read before the end
  local s = live.Session(sys, {policy = simt.full()})
  for _, w in ipairs(words_of(line)) do s:push(w); T.eq(select(2, s:pull()), "input") end
  s:finish()
  repeat local _, st = s:pull() until st == "end"
  local r = s:results()[1].run
  -- the </s> was a unit of its own: every token was read before the first write anyway
  T.eq(r.delays[1][1], 5, "all five tokens read before writing")
  T.eq(str(r.hyps[1]), str(run.hyps[1]), "full policy: the same translation")
  T.eq(r.word_delays[1][1], 4, "the last word counts as read with its </s>")
  -- wait-1, eager: the first write needs 1 token; the policy reads "a" alone
  local w1 = live.Session(sys, {policy = simt.waitk{k = 3}})
  w1:push("a"); w1:push("b"); T.eq(select(2, w1:pull()), "input")
  w1:push("c") -- wait-3 reads c (not knowing it is the last) and writes
  local p = w1:pull()
  T.ok(p ~= nil, "wrote after the third word")
  w1:finish()
  repeat local _, st = w1:pull() until st == "end"
  local r2 = w1:results()[1].run
  T.eq(r2.src_tokens[1], 4, "J = 3 words + </s>")
  T.eq(r2.delays[1][1], 3, "first write after 3 tokens (without </s>)")
  T.eq(r2.word_delays[1][1], 2, "in words: c is not read until its </s> is")
end)

test("an empty sentence, several sentences queued, start() and results", function()
  local sys = system{}
  local run = sys:simulate({"", "a b", ""}, simt.waitk{k = 2})
  local s = live.Session(sys, {policy = simt.waitk{k = 2}})
  s:start(0.5)
  s:finish(0.5)
  s:push("a", 1); s:push("b", 2); s:finish(3)
  s:finish(4)
  T.eq(s:pending(), 3)
  local ends = 0
  while ends < 3 do local p, st = s:pull(); if not p and st == "end" then ends = ends + 1 end end
  T.eq(select(2, s:pull()), "input", "nothing pending")
  local recs = s:results()
  for i = 1, 3 do T.eq(str(recs[i].run.hyps[1]), str(run.hyps[i]), "sentence " .. i) end
  T.eq(recs[1].source, "")
  -- arrival times from the given clock, ms from each sentence's start
  T.eq(str(recs[2].run.arrival.raw[1]), "0,2000", "a at its start, b (with </s>) at the end")
  T.eq(str(recs[2].run.arrival.subword[1]), "0,2000,2000", "b was read with the </s>: its token too")
  T.eq(str(recs[1].run.arrival.raw[1]), "0")
  -- combine into a log and score it: the log holds the arrival times
  local se = xa.streameval
  local srcs, run2 = live.combine(recs)
  local ins = se.instances(sys, srcs, nil, run2)
  T.eq(#ins, 3)
  T.eq(str(ins[2].source_arrival_ms), "0,2000")
  T.eq(str(ins[2].delays), str(run.word_delays[2]))
end)

test("pieces are incremental under detokenisation (punctuation, quotes, clitics)", function()
  local sys = system{tokenize = true}
  local tv = sys.tgt_vocab
  xa.manual_seed(5)
  for _ = 1, 300 do
    local ids = {}
    for j = 1, 1 + math.random(0, 10) do ids[j] = 4 + math.random(0, #tv - 5) end
    local prev = ""
    for j = 1, #ids do
      local t = sys:detok_ids({table.unpack(ids, 1, j)})
      T.ok(t:sub(1, #prev) == prev, ("detok of a prefix is a prefix: %q then %q"):format(prev, t))
      prev = t
    end
  end
end)

test("latency.sentence_ca_arrival: hand-worked", function()
  local lat = xa.latency
  -- 3 source words arriving at 100, 250, 400 ms; 3 target words written after reading
  -- 1, 2, 3 words, at 120, 300, 450 ms
  local r = lat.sentence_ca_arrival({120, 300, 450}, {1, 2, 3}, 3, nil, {100, 250, 400})
  -- |X|_ms = 400, gamma = 3 / 400 per ms; AL: tau = 3 (d_3 = |X|)
  local g = 3 / 400
  local al = ((120 - 0) + (300 - 1 / g) + (450 - 2 / g)) / 3
  T.ok(math.abs(r.AL_CA_ms - al) < 1e-9, "AL_CA_ms " .. r.AL_CA_ms .. " vs " .. al)
  T.ok(math.abs(r.AL_CA - al / (400 / 3)) < 1e-9, "AL_CA in source units")
  local al0 = ((100 - 0) + (250 - 1 / g) + (400 - 2 / g)) / 3
  T.ok(math.abs(r.AL_ms - al0) < 1e-9, "AL_ms on the arrival times")
  T.ok(math.abs(r.AP_CA - (120 + 300 + 450) / (400 * 3)) < 1e-12, "AP_CA")
  T.eq(r.elapsed_ms, 450)
  T.ok(math.abs(r.interval_ms - 400 / 3) < 1e-12)
  -- DAL: c'_i = max(c_i, c'_{i-1} + 1/gamma)
  local c1, c2 = 120, math.max(300, 120 + 1 / g)
  local c3 = math.max(450, c2 + 1 / g)
  T.ok(math.abs(r.DAL_CA_ms - ((c1) + (c2 - 1 / g) + (c3 - 2 / g)) / 3) < 1e-9, "DAL_CA_ms")
  -- a source that arrived at once lasts 1 ms
  local z = lat.sentence_ca_arrival({5}, {1}, 1, nil, {0})
  T.eq(z.interval_ms, 1)
  T.raises(function() lat.sentence_ca_arrival({1, 2}, {1, 2}, 2, nil, {5}) end, "one time per source unit")
  T.raises(function() lat.sentence_ca_arrival({1, 2}, {1, 2}, 2, nil, {5, 4}) end, "arrival 2")
  -- the corpus form says CA:real
  local c = lat.corpus({{delays = {1, 2, 3}, src_len = 3, elapsed = {120, 300, 450}, arrival = {100, 250, 400}}},
                       {level = "word", arrival = true})
  T.ok(c.signature:find("|CA:real", 1, true) ~= nil, c.signature)
  T.ok(math.abs(c.AL_CA_ms - al) < 1e-9)
  T.ok(tostring(c):find("real arrival times", 1, true) ~= nil)
  T.raises(function() lat.corpus({{delays = {1}, src_len = 1, elapsed = {1}}}, {arrival = true}) end, "no arrival times")
end)

test("rescore scores a live log on its arrival times and refuses an interval for it", function()
  local sys = system{}
  local s = live.Session(sys, {policy = simt.waitk{k = 1}})
  s:start(10); s:push("a", 10.1); s:push("b", 10.2); s:finish(10.4)
  repeat local _, st = s:pull() until st == "end"
  local srcs, run = live.combine(s:results())
  local se = xa.streameval
  local ins = se.instances(sys, srcs, nil, run)
  local r = se.rescore(ins, {unit = "word"})
  local e = ins[1]
  local want = xa.latency.sentence_ca_arrival(e.elapsed, e.delays, e.source_length, nil, e.source_arrival_ms)
  T.ok(math.abs(r.latency.AL_CA_ms - want.AL_CA_ms) < 1e-9)
  T.eq(str(e.source_arrival_ms), "100,400")
  T.ok(r.latency.signature:find("CA:real", 1, true) ~= nil)
  local rs = se.rescore(ins, {unit = "subword"})
  T.ok(rs.latency.arrival == "real")
  local rc = se.rescore(ins, {unit = "char"})
  T.ok(rc.latency.arrival == "real")
  T.raises(function() se.rescore(ins, {unit = "word", interval_ms = 300}) end, "live session")
end)

test("live.Session: bad input is a clear error", function()
  local sys = system{}
  T.raises(function() live.Session({}) end, "live.Session: expects a translation system")
  T.raises(function() live.Session(sys, {see = "all"}) end, "see must be")
  T.raises(function() live.Session(sys, {max_len_a = -1}) end, "max_len_a must be >= 0")
  T.raises(function() live.Session(sys, {policy = simt.gma()}) end, "GMA cross-attention")
  T.raises(function() live.Session(sys, {delta = 1}) end, "no GMA cross-attention")
  T.raises(function() live.Session(system{encoder = "bidirectional"}, {policy = simt.waitk{k = 2}}) end,
           "unidirectional")
  local s = live.Session(sys, {policy = simt.waitk{k = 2}})
  T.raises(function() s:push(3) end, "a word must be a string")
  T.raises(function() s:push("a b") end, "without white space")
  T.raises(function() s:push("") end, "without white space")
  s:push("zzz") -- not in the vocabulary: <unk>, as in the simulator
  T.raises(function() s:push("a", "now") end, "the time must be a number")
  s:close()
  T.raises(function() s:push("a") end, "closed")
  -- the model's own policy by default
  T.eq(live.default_policy(system{waitk = 3}).name, "wait-3")
  T.eq(live.default_policy(sys).name, "full")
  T.eq(live.default_policy(system{cross = '{"family": "gma", "delta": 1}'}).name, "gma")
end)
