-- Simultaneous translation: the incremental causal encoder, wait-k masks (training and
-- decoding), the streaming simulator (delays worked out by hand on a mock model; with a
-- real model: batched = one sentence at a time, large k = full-sentence greedy, unseen
-- source tokens change nothing already written) and the REPL session.
local xa = require "xattn"
local simt = xa.simt
local search = xa.search
local PAD, BOS, EOS = 1, 2, 3

-- a vocabulary stand-in: token(id) -> string; ids listed in `cont` end with "@@"
local function fake_vocab(cont)
  return {token = function(_, id) return (cont[id] and ("t" .. id .. "@@")) or ("t" .. id) end,
          encode = function(_, toks) local r = {} for i, t in ipairs(toks) do r[i] = tonumber(t) end return r end}
end

local function model_(opts)
  xa.manual_seed(opts.seed or 7)
  local m = xa.nn.Transformer{vocab = {src = 30, tgt = 30}, d = 16, heads = 2, ffn = 32,
    layers = {enc = 2, dec = 2}, encoder = opts.encoder or "unidirectional", norm = opts.norm or "post",
    dropout = 0}
  m = m:to("float64")
  m:eval()
  -- </s> never wins the argmax (zero embedding row): hypotheses run to their max length
  xa.no_grad(function() m.decoder.embed.weight:select(1, EOS):zero_() end)
  return m
end

local function list_eq(a, b, msg)
  T.eq(#a, #b, (msg or "") .. ": length")
  for i = 1, #b do T.eq(a[i], b[i], (msg or "") .. ": element " .. i) end
end

local SRCS = {{5, 6, 7, 8, 9, 10, 11}, {12, 13}, {14, 15, 16, 17, 18}, {19}, {20, 21, 22, 23, 24, 25, 26, 27, 28}}

test("encode_step: incremental encoding equals encode() of the whole prefix (post and pre norm)", function()
  for _, norm in ipairs{"post", "pre"} do
    local m = model_{norm = norm}
    local src = xa.tensor({{5, 6, 7, 8, 9, 3}, {10, 11, 3, 1, 1, 1}}, {dtype = "int64"})
    local full = xa.no_grad(function() return m:encode(src) end)
    local st = {}
    local splits = {{1, 2}, {3, 0}, {3, 1}, {4, 3}}
    for _, sp in ipairs(splits) do
      local e = m:encode_step(src:narrow(2, sp[1], sp[2]), st)
      local S = sp[1] + sp[2] - 1
      T.eq(e.out:size(2), S, "prefix length")
      -- prefix of the full (causal) encoding
      T.close(e.out, full.out:narrow(2, 1, S), 1e-12, norm .. " prefix " .. S)
      list_eq(T.flat(e.pad:totable()), T.flat(full.pad:narrow(2, 1, S):totable()), "pad")
      -- and encode() of the prefix alone
      local alone = xa.no_grad(function() return m:encode(src:narrow(2, 1, S):contiguous()) end)
      T.close(e.out, alone.out, 1e-12, norm .. " encode(prefix) " .. S)
    end
  end
  local st = {}
  local e = model_{}:encode_step(xa.zeros(2, 0, {dtype = "int64"}), st)
  T.eq(e.out:size(2), 0)
end)

test("encode_step and simulate refuse a bidirectional encoder for incremental reading", function()
  local m = model_{encoder = "bidirectional"}
  T.raises(function() m:encode_step(xa.tensor({{5}}, {dtype = "int64"}), {}) end,
    "encode_step: the model's encoder is bidirectional; incremental encoding needs encoder = \"unidirectional\"")
  T.raises(function() simt.simulate(m, {{5, 6, 7}}, simt.waitk{k = 1}) end, "bidirectional")
  -- the full-sentence policy runs (and is plain greedy decoding)
  local run = simt.simulate(m, SRCS, simt.full(), {max_len_b = 2})
  local hyps = search.greedy(m, xa.data.collate(SRCS, {eos = true}), {max_len_b = 2})
  for i = 1, #SRCS do list_eq(run.hyps[i], hyps[i], "sentence " .. i) end
  T.raises(function() m:encode_step(xa.tensor({5}), {}) end, "encode_step: new_src must be an int64 (B, L) tensor")
end)

test("waitk_visible: g(i) = min(k + i - 1, J) per sentence", function()
  local pad = xa.tensor({{false, false, false, false}, {false, false, true, true}})
  local v = simt.waitk_visible(pad, 5, 2)
  T.close(v, {{2, 3, 4, 4, 4}, {2, 2, 2, 2, 2}}, 0)
  T.eq(v:dtype(), "int64")
  T.close(simt.waitk_visible({3, 1}, 3, 1), {{1, 2, 3}, {1, 1, 1}}, 0)
  T.raises(function() simt.waitk_visible(pad, 5, 0) end, "simt.waitk_visible: k must be a positive integer, got 0")
  T.raises(function() simt.waitk_visible(xa.zeros(2, 2), 5, 1) end, "src_pad must be a (B,S) bool tensor")
end)

test("wait-k training: logits at target i do not depend on source tokens beyond g(i)", function()
  local m = model_{}
  local src = xa.tensor({{5, 6, 7, 8, 9, 3}}, {dtype = "int64"})
  local tgt = xa.tensor({{2, 10, 11, 12, 13, 14}}, {dtype = "int64"})
  local cfg = xa.mt.config(nil, {{"model.encoder", "unidirectional"}, {"train.simt.policy", "waitk"}, {"train.simt.k", "2"}})
  local batch = {src = src, src_pad = src:eq(PAD), tgt_in = tgt}
  local vis = xa.mt.train_visible(cfg, batch)
  T.close(vis, {{2, 3, 4, 5, 6, 6}}, 0)
  local a = xa.no_grad(function() return m:forward(src, tgt, {visible = vis}) end)
  local src2 = src:clone(); src2:set(1, 4, 20)   -- token 4 is seen from target 3 on
  local b = xa.no_grad(function() return m:forward(src2, tgt, {visible = vis}) end)
  T.close(b:narrow(2, 1, 2), a:narrow(2, 1, 2), 0, "targets 1-2 see tokens 1-3 only")
  T.ok((b:narrow(2, 3, 1) - a:narrow(2, 3, 1)):abs():max():item() > 1e-6, "target 3 sees token 4")
  T.eq(xa.mt.train_visible(xa.mt.config(), batch), nil, "policy none: no mask")
  T.raises(function() xa.mt.simt_policy(xa.mt.config(nil, {{"train.simt.policy", "waitk"}})) end,
    "needs model.encoder = \"unidirectional\"")
  T.raises(function() xa.mt.simt_policy(xa.mt.config(nil, {{"train.simt.policy", "wait"}})) end,
    "config: train.simt.policy: must be none or waitk, got 'wait'")
end)

test("decode_step with visible equals forward with the same visible limits", function()
  local m = model_{}
  local src = xa.tensor({{5, 6, 7, 8, 9, 3}, {10, 11, 12, 3, 1, 1}}, {dtype = "int64"})
  local tgt = xa.tensor({{2, 10, 11, 12}, {2, 13, 14, 15}}, {dtype = "int64"})
  local vis = simt.waitk_visible(src:eq(PAD), 4, 2)
  local full = xa.no_grad(function() return m:forward(src, tgt, {visible = vis}):log_softmax(3) end)
  local enc = xa.no_grad(function() return m:encode(src) end)
  local st = {}
  for t = 1, 4 do
    local lp = m:decode_step(enc, tgt:narrow(2, t, 1):contiguous(), st, vis:select(2, t):contiguous())
    T.close(lp, full:select(2, t), 1e-10, "step " .. t)
  end
end)

-- a mock model: emits 8 tokens (4, 5, 6, ...) then </s>; records the visible limits
local Mock = {}
Mock.__index = Mock
function Mock:encode_step(new, st)
  local K, n = new:size(1), new:size(2)
  local x = new:to("float64"):view(K, n, 1)
  st.out = st.out and xa.cat({st.out, x}, 2) or x
  st.pad = st.pad and xa.cat({st.pad, new:eq(PAD)}, 2) or new:eq(PAD)
  return {out = st.out, pad = st.pad}
end
function Mock:decode_step(enc, prev, state, visible)
  local K = prev:size(1)
  state.n = state.n or xa.zeros(K, {dtype = "float64"})
  self.calls[#self.calls + 1] = visible:view(K):totable()
  local lp = xa.full({K, 12}, -10, {dtype = "float64"}):clone()
  local n = state.n:totable()
  for r = 1, K do lp:set(r, math.tointeger(n[r] >= 8 and EOS or 4 + n[r]), 0) end
  state.n = state.n + 1
  return lp
end
function Mock:reorder(enc, state, idx) state.n = state.n:index_select(1, idx); return enc end

test("simulator on a mock model: token and word delays and v(i) by hand (wait-2, word arrival)", function()
  -- source subwords a@@ b | c | d@@ e@@ f | g, then </s> with the last word:
  -- token ids 5@@ 6 7 8@@ 9@@ 10 11 (+3); units end at tokens 2, 3, 6, 8; J = 8
  local vocab = fake_vocab{[5] = true, [8] = true, [9] = true}
  local mock = setmetatable({calls = {}}, Mock)
  local run = simt.simulate(mock, {{5, 6, 7, 8, 9, 10, 11}}, simt.waitk{k = 2}, {src_vocab = vocab})
  -- i: needed i+1 -> read (tokens, words), v = min(needed, read)
  -- 1: 2 -> 2,1 v2 | 2: 3 -> 3,2 v3 | 3: 4 -> 6,3 v4 | 4: 5 -> 6,3 v5 | 5: 6 -> 6,3 v6
  -- 6: 7 -> 8,4 v7 | 7: 8 -> 8,4 v8 | 8: 9 -> 8,4 v8
  list_eq(run.hyps[1], {4, 5, 6, 7, 8, 9, 10, 11}, "hyp")
  list_eq(run.delays[1], {2, 3, 6, 6, 6, 8, 8, 8}, "token delays")
  list_eq(run.word_delays[1], {1, 2, 3, 3, 3, 4, 4, 4}, "word delays (every target token a word)")
  list_eq(run.visible[1], {2, 3, 4, 5, 6, 7, 8, 8}, "visible")
  T.eq(run.src_tokens[1], 8); T.eq(run.src_words[1], 4); T.eq(run.hyp_words[1], 8)
  -- see = "read": the decoder sees all it read
  local r2 = simt.simulate(mock, {{5, 6, 7, 8, 9, 10, 11}}, simt.waitk{k = 2}, {src_vocab = vocab, see = "read"})
  list_eq(r2.visible[1], {2, 3, 6, 6, 6, 8, 8, 8}, "visible = read")
  -- target words: tokens 4@@ 5 | 6 | 7@@ 8@@ 9 | 10 | 11: a word's delay is its last piece's
  local r3 = simt.simulate(mock, {{5, 6, 7, 8, 9, 10, 11}}, simt.waitk{k = 2},
    {src_vocab = vocab, tgt_vocab = fake_vocab{[4] = true, [7] = true, [8] = true}})
  -- per-token word delays 1,2,3,3,3,4,4,4; last pieces are tokens 2, 3, 6, 7, 8
  list_eq(r3.word_delays[1], {2, 3, 4, 4, 4}, "target word delays")
  T.eq(r3.hyp_words[1], 5)
  local lat = simt.latency(r3, {ref_words = {4}})
  T.eq(lat.word.al_length, "reference"); T.eq(lat.subword.al_length, "hypothesis")
  -- word level: |X| = 4, d = 2,3,4,4,4, gamma = 4/4: tau = 3: (2-0)+(3-1)+(4-2) = 6 / 3
  T.ok(math.abs(lat.word.AL - 2) < 1e-12, "word AL " .. lat.word.AL)
  -- a custom read/write policy: read two words, then write, then read everything
  local dec = {decide = function(_, i, info)
    if i == 1 then return info.units < 2 and "read" or "write" end
    return "read"
  end}
  local r4 = simt.simulate(mock, {{5, 6, 7, 8, 9, 10, 11}}, dec, {src_vocab = vocab})
  list_eq(r4.delays[1], {3, 8, 8, 8, 8, 8, 8, 8}, "decide policy delays")
  list_eq(r4.visible[1], {3, 8, 8, 8, 8, 8, 8, 8}, "decide policy sees all it read")
end)

test("latency delays = read | attended: by hand on the mock (subword units, the GMA code's count)", function()
  -- the source of the test above: units end at tokens 2, 3, 6, 8; J = 8; 8 target tokens
  local vocab = fake_vocab{[5] = true, [8] = true, [9] = true}
  local function near(a, b, what) T.ok(math.abs(a - b) < 1e-12, ("%s: %.15g, expected %.15g"):format(what, a, b)) end
  local run = simt.simulate(setmetatable({calls = {}}, Mock), {{5, 6, 7, 8, 9, 10, 11}}, simt.waitk{k = 2}, {src_vocab = vocab})
  -- read d = 2,3,6,6,6,8,8,8; attended v = 2,3,4,5,6,7,8,8; gamma = 8/8
  list_eq(run.word_visible[1], {1, 2, 3, 3, 3, 4, 4, 4}, "source words holding the attended tokens")
  local r = run
  local read, att = simt.latency(r, {interval_ms = false}), simt.latency(r, {delays = "attended", interval_ms = false})
  -- AL read: tau = 6: (2-0)+(3-1)+(6-2)+(6-3)+(6-4)+(8-5) = 16 over 6; attended: tau = 7: 7 x 2 over 7
  near(read.subword.AL, 16 / 6, "AL read"); near(att.subword.AL, 2, "AL attended")
  near(read.subword.AP, 47 / 64, "AP read"); near(att.subword.AP, 43 / 64, "AP attended")
  -- CW (GMA code): |X| over the bursts: read increases at 1, 2, 3, 6; attended at 1..7
  near(read.subword.CW, 8 / 4, "CW read"); near(att.subword.CW, 8 / 7, "CW attended")
  -- word level: the words holding the attended tokens are the words read here
  near(att.word.AL, read.word.AL, "word AL")
  -- labels
  T.eq(read.subword.delays, "read"); T.eq(att.subword.delays, "attended"); T.eq(att.word.delays, "attended")
  T.ok(read.subword.signature:find("|delays:read", 1, true), read.subword.signature)
  T.ok(att.subword.signature:find("|delays:attended", 1, true), att.subword.signature)
  T.ok(att.word.signature:find("|unit:word|", 1, true))
  T.ok(att.subword.definitions.delays:find("GMA code", 1, true))
  T.eq(att.subword:table().signature, att.subword.signature)
  -- a policy whose v(i) shrinks: needed 4, 1, 5, 5, 8, ...: v = 4,1,5,5,8,8,8,8 counts as the
  -- running maximum 4,4,5,5,8,8,8,8 (the longer prefix was attended already); read 6,6,6,6,8,...
  local N = {4, 1, 5, 5, 8, 8, 8, 8, 8}
  local shrink = {needed = function(_, i) return N[i] end}
  local r2 = simt.simulate(setmetatable({calls = {}}, Mock), {{5, 6, 7, 8, 9, 10, 11}}, shrink, {src_vocab = vocab})
  list_eq(r2.visible[1], {4, 1, 5, 5, 8, 8, 8, 8}, "v(i)")
  list_eq(r2.delays[1], {6, 6, 6, 6, 8, 8, 8, 8}, "read")
  local a2 = simt.latency(r2, {delays = "attended", interval_ms = false})
  -- tau = 5: (4-0)+(4-1)+(5-2)+(5-3)+(8-4) = 16 over 5; read: 6+5+4+3+4 = 22 over 5
  near(a2.subword.AL, 16 / 5, "AL attended, running max")
  near(simt.latency(r2, {interval_ms = false}).subword.AL, 22 / 5, "AL read")
  -- errors
  T.raises(function() simt.latency(r, {delays = "used"}) end, 'simt.latency: delays must be "read" or "attended", got used')
  T.raises(function() simt.latency({hyps = {{4}}, delays = {{1}}, word_delays = {{1}}, src_words = {1}, src_tokens = {2}},
    {delays = "attended"}) end, "needs the run's visible and word_visible")
end)

test("batched simulation equals one sentence at a time; large k equals full-sentence greedy", function()
  local m = model_{}
  local vocab = fake_vocab{[5] = true, [8] = true, [14] = true, [15] = true, [22] = true}
  local one = {}
  for i, s in ipairs(SRCS) do one[i] = simt.simulate(m, {s}, simt.waitk{k = 2}, {src_vocab = vocab, max_len_b = 2}) end
  local all = simt.simulate(m, SRCS, simt.waitk{k = 2}, {src_vocab = vocab, batch = 4, max_len_b = 2})
  local nonempty = 0
  for i = 1, #SRCS do
    list_eq(all.hyps[i], one[i].hyps[1], "hyp " .. i)
    list_eq(all.delays[i], one[i].delays[1], "delays " .. i)
    list_eq(all.word_delays[i], one[i].word_delays[1], "word delays " .. i)
    list_eq(all.visible[i], one[i].visible[1], "visible " .. i)
    for t = 1, #all.scores[i] do
      T.ok(math.abs(all.scores[i][t] - one[i].scores[1][t]) < 1e-10, "score " .. i .. "," .. t)
    end
    if #all.hyps[i] > 0 then nonempty = nonempty + 1 end
  end
  T.ok(nonempty >= 4, "hypotheses are not empty")
  -- k beyond every source length, and the full policy: search.greedy on the whole source
  local src = xa.data.collate(SRCS, {eos = true})
  local hyps = search.greedy(m, src, {max_len_b = 2})
  for _, p in ipairs{simt.waitk{k = 20}, simt.full(), "full", "wait20"} do
    local run = simt.simulate(m, SRCS, p, {batch = 3, max_len_b = 2})
    for i = 1, #SRCS do
      list_eq(run.hyps[i], hyps[i], tostring(p) .. " sentence " .. i)
      for t = 1, #run.delays[i] do T.eq(run.delays[i][t], #SRCS[i] + 1, "reads everything first") end
    end
  end
end)

test("simt.schedule: replaying a run's visible reproduces it (another k's model on it decodes at those reads)", function()
  local m = model_{}
  local vocab = fake_vocab{[5] = true, [8] = true, [14] = true, [15] = true, [22] = true}
  for _, k in ipairs{1, 3} do
    local ref = simt.simulate(m, SRCS, simt.waitk{k = k}, {src_vocab = vocab, batch = 3, max_len_b = 2})
    local rep = simt.simulate(m, SRCS, simt.schedule(ref.visible), {src_vocab = vocab, batch = 2, max_len_b = 2})
    T.eq(rep.policy, "schedule")
    for i = 1, #SRCS do
      list_eq(rep.hyps[i], ref.hyps[i], ("wait-%d replayed, hyp %d"):format(k, i))
      list_eq(rep.delays[i], ref.delays[i], ("wait-%d replayed, delays %d"):format(k, i))
      list_eq(rep.visible[i], ref.visible[i], ("wait-%d replayed, visible %d"):format(k, i))
    end
  end
  -- past the end of a list: one more token per target token (a 1-entry schedule of 2 is wait-2)
  local short, w2 = {}, simt.simulate(m, SRCS, simt.waitk{k = 2}, {max_len_b = 2})
  for i = 1, #SRCS do short[i] = {2} end
  local rep = simt.simulate(m, SRCS, simt.schedule(short), {max_len_b = 2})
  for i = 1, #SRCS do list_eq(rep.delays[i], w2.delays[i], "short schedule = wait-2, sentence " .. i) end
  T.raises(function() simt.schedule({{1, 0}}) end, "positive integers")
  T.raises(function() simt.schedule({{1, 2.5}}) end, "positive integers")
  T.raises(function() simt.schedule("x") end, "list of per-sentence lists")
  T.raises(function() simt.simulate(m, SRCS, simt.schedule({{3}}), {max_len_b = 2}) end, "simt.schedule: no entry for sentence ")
end)

test("a policy never lets the decoder see beyond g(i): changing unseen tokens changes nothing written", function()
  local m = model_{seed = 3}
  local vocab = fake_vocab{[6] = true, [16] = true, [21] = true}
  local run = simt.simulate(m, SRCS, simt.waitk{k = 2}, {src_vocab = vocab, max_len_b = 2})
  local checked = 0
  for i, s in ipairs(SRCS) do
    for t = 1, #run.hyps[i] do
      local g = math.min(2 + t - 1, #s + 1)   -- wait-2's g(t), worked out here
      T.eq(run.visible[i][t], g, "v(i) = g(i)")
      if g < #s and run.delays[i][t] > g then  -- read past g(t) (a whole word): must stay unseen
        -- replace every source token after g (the </s> stays), in a batch with the others
        local changed = {}
        for k, sk in ipairs(SRCS) do changed[k] = sk end
        local s2 = {}
        for j = 1, #s do s2[j] = j <= g and s[j] or (s[j] % 25) + 4 + (j % 2) end
        changed[i] = s2
        local r2 = simt.simulate(m, changed, simt.waitk{k = 2}, {src_vocab = vocab, max_len_b = 2})
        for u = 1, t do
          T.eq(r2.hyps[i][u], run.hyps[i][u], ("sentence %d: token %d after changing tokens > %d"):format(i, u, g))
          T.ok(math.abs(r2.scores[i][u] - run.scores[i][u]) < 1e-10, "score")
        end
        checked = checked + 1
        break
      end
    end
  end
  T.ok(checked >= 3, "checked " .. checked .. " sentences")
end)

test("Session: read, write, step, show; equals the simulator", function()
  local m = model_{}
  local sv = fake_vocab{[5] = true}
  local tv = fake_vocab{}
  local sys = {model = m, src_vocab = sv, tgt_vocab = tv,
               preprocess = function(_, line) local t = {} for w in line:gmatch("%S+") do t[#t + 1] = w end return t end}
  local s = simt.Session(sys, "5 6 7 8", {policy = simt.waitk{k = 2}, max_len_b = 2})
  T.eq(s:read(), true)                 -- word "5@@ 6": 2 tokens
  T.eq(s._run.rows[1].read, 2)
  local w = s:write()
  T.eq(type(w), "string")
  list_eq(s.delays, {2}); list_eq(s.visible, {2})
  T.ok(s:show():find("source %(1/3 words read, 2/5 tokens%)"), s:show())
  T.ok(s:show():find("<%- 1: t5t6"), s:show())
  s:run()
  T.ok(s.done); T.eq(s:write(), nil); T.eq(s:read(), false)
  local run = simt.simulate(m, {{5, 6, 7, 8}}, simt.waitk{k = 2}, {src_vocab = sv, max_len_b = 2})
  -- the session's first write saw everything read (2 tokens = g(1)), so it matches
  list_eq(s.hyp, run.hyps[1], "session = simulate")
  list_eq(s.delays, run.delays[1], "delays")
  T.ok(tostring(s):find("(done)", 1, true))
  local s2 = simt.Session(m, {5, 6, 7}, {max_len_b = 2})
  s2:step()                            -- default policy: full
  list_eq(s2.delays, {4})
  T.raises(function() simt.Session(m, "5 6") end, "simt.Session: a raw string source needs a translation system")
end)

test("errors", function()
  local m = model_{}
  T.raises(function() simt.waitk{k = 0} end, "simt.waitk: k must be a positive integer, got 0")
  T.raises(function() simt.policy("sometimes") end, "simt.policy: expects a policy object")
  T.raises(function() simt.simulate(m, {{5, 2}}, "full") end,
    "simt.simulate: source 1, token 2: ids must be integers >= 4 (1-3 are pad, bos, eos), got 2")
  T.raises(function() simt.simulate(m, {{5}}, "full", {batch = 0}) end, "simt.simulate: batch must be a positive integer")
  T.raises(function() simt.simulate(m, {{5}}, "full", {see = "all"}) end, "see must be 'needed' or 'read'")
  T.raises(function() simt.simulate(m, {{5}}, {needed = function() return "x" end}) end,
    "policy:needed must return a number")
  T.raises(function() simt.simulate(m, {{5}}, {decide = function() return "wait" end}) end,
    "policy:decide must return 'read' or 'write', got wait")
  T.raises(function() simt.simulate({}, {{5}}, "full") end, "simt.simulate: model must have decode_step")
  local r = simt.simulate(m, {}, "full")
  T.eq(#r.hyps, 0)
end)
