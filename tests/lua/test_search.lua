-- Greedy and beam search against mock models: Lua objects with encode / decode_step /
-- reorder whose log-probabilities come from fixed tables or a seeded hash of
-- (source, prefix), so every answer can be checked by hand or by brute force here.
local search = require "xattn.search"
local PAD, BOS, EOS = 1, 2, 3
local NEG_INF = -math.huge

-- ---- mock models -----------------------------------------------------------------
-- logprob_fn(src_tokens, prefix) -> list of V log-probabilities (src without pad, prefix
-- without bos). The mock checks the interface: state is {} at the first step, prev has
-- one row per encoder row, reorder selects rows of both enc and state.
local Mock = {}
Mock.__index = Mock

local function mock(V, logprob_fn)
  return setmetatable({V = V, fn = logprob_fn, calls = 0, reorders = 0, encodes = 0}, Mock)
end

function Mock:encode(src)
  self.encodes = self.encodes + 1
  local rows = {}
  for i, row in ipairs(src:totable()) do
    local r = {}
    for _, t in ipairs(row) do if t ~= PAD then r[#r + 1] = t end end
    rows[i] = r
  end
  return {rows = rows}
end

function Mock:decode_step(enc, prev, state)
  self.calls = self.calls + 1
  local K = #enc.rows
  T.eq(prev:dim(), 2, "prev dims"); T.eq(prev:size(1), K, "prev rows"); T.eq(prev:size(2), 1, "prev cols")
  T.eq(prev:dtype(), "int64", "prev dtype")
  local p = prev:totable()
  if not state.prefix then
    state.prefix = {}
    for r = 1, K do
      T.eq(p[r][1], BOS, "first token is bos")
      state.prefix[r] = {}
    end
  else
    T.eq(#state.prefix, K, "state rows")
    for r = 1, K do
      local pr = state.prefix[r]
      pr[#pr + 1] = p[r][1]
    end
  end
  local out = {}
  for r = 1, K do out[r] = self.fn(enc.rows[r], state.prefix[r]) end
  return xa.tensor(out, {dtype = "float64"})
end

function Mock:reorder(enc, state, idx)
  self.reorders = self.reorders + 1
  T.eq(idx:dtype(), "int64", "reorder idx dtype")
  local ix = idx:totable()
  local rows = {}
  for k, i in ipairs(ix) do
    T.ok(i >= 1 and i <= #enc.rows, "reorder index in range")
    rows[k] = enc.rows[i]
  end
  if state.prefix then
    local np = {}
    for k, i in ipairs(ix) do np[k] = {table.unpack(state.prefix[i])} end
    state.prefix = np
  end
  return {rows = rows}
end

-- a distribution from explicit log-probabilities for some tokens; the remaining mass goes
-- to the other non-pad tokens in decreasing, distinct shares (weights 1, 1/2, 1/3, ...);
-- pad gets pad_lp (default: log of a tiny mass taken from the rest)
local function dist(V, given, pad_lp)
  local lp, mass = {}, 0.0
  for t, v in pairs(given) do lp[t] = v; mass = mass + math.exp(v) end
  local padp = pad_lp and math.exp(pad_lp) or 1e-6
  if given[PAD] == nil then lp[PAD] = math.log(padp); mass = mass + padp end
  local rest, ws, k = 1.0 - mass, {}, 0
  T.ok(rest > 0, "mock distribution leaves mass for the other tokens")
  for t = 1, V do if lp[t] == nil then k = k + 1; ws[t] = 1 / k end end
  local wsum = 0.0
  for _, w in pairs(ws) do wsum = wsum + w end
  for t, w in pairs(ws) do lp[t] = math.log(rest * w / wsum) end
  return lp
end

local function key(prefix) return table.concat(prefix, " ") end

-- a model from a table prefix-key -> {tok = logprob}; prefixes not listed get a default
local function table_model(V, tbl, default)
  return mock(V, function(_, prefix)
    local g = tbl[key(prefix)] or default or {[EOS] = math.log(0.5)}
    return dist(V, g)
  end)
end

-- a seeded pseudo-random model: the distribution depends on the source and the prefix;
-- eos gets likelier as the prefix grows, so sentences end at different steps
local function hash(s)
  local h = 2166136261
  for i = 1, #s do h = ((h ~ s:byte(i)) * 16777619) % 4294967296 end
  return h
end
local function random_model(V, seed)
  return mock(V, function(src, prefix)
    local base = seed .. "|" .. table.concat(src, ",") .. "|" .. key(prefix)
    local logits, m = {}, NEG_INF
    for t = 1, V do
      local u = hash(base .. "#" .. t) / 4294967296
      logits[t] = 3 * u
      if t == EOS then logits[t] = logits[t] + 1.2 * (#prefix - #src) end
      if logits[t] > m then m = logits[t] end
    end
    local z = 0.0
    for t = 1, V do z = z + math.exp(logits[t] - m) end
    for t = 1, V do logits[t] = logits[t] - m - math.log(z) end
    return logits
  end)
end

-- log-probability of a full hypothesis (tokens, then eos) under model m, recomputed
-- directly from its function: the independent reference for scores
local function seq_logprob(m, src, toks)
  local total, pos, prefix = 0.0, {}, {}
  for k = 1, #toks + 1 do
    local t = toks[k] or EOS
    local v = m.fn(src, prefix)[t]
    pos[k] = v
    total = total + v
    prefix[#prefix + 1] = t
  end
  return total, pos
end

-- every hypothesis up to max_len tokens (then eos forced), brute force
local function enumerate(m, src, max_len)
  local out = {}
  local function rec(prefix, lp)
    local d = m.fn(src, prefix)
    if #prefix == max_len then
      out[#out + 1] = {tokens = {table.unpack(prefix)}, logprob = lp + d[EOS]}
      return
    end
    for t = 2, m.V do -- never pad
      if t == EOS then
        out[#out + 1] = {tokens = {table.unpack(prefix)}, logprob = lp + d[EOS]}
      else
        prefix[#prefix + 1] = t
        rec(prefix, lp + d[t])
        prefix[#prefix] = nil
      end
    end
  end
  rec({}, 0.0)
  return out
end

local function same_list(a, b, msg)
  T.eq(#a, #b, (msg or "") .. " length")
  for i = 1, #a do T.eq(a[i], b[i], (msg or "") .. " element " .. i) end
end

local function src_of(rows)
  local S = 0
  for _, r in ipairs(rows) do if #r > S then S = #r end end
  local t = {}
  for i, r in ipairs(rows) do
    t[i] = {}
    for j = 1, S do t[i][j] = r[j] or PAD end
  end
  return xa.tensor(t, {dtype = "int64"})
end

local A, Bt, C = 4, 5, 6 -- three regular tokens; V = 6

-- the greedy trap: A is locally best (0.6 vs 0.4) but A's continuations are flat, while
-- B is almost surely followed by eos: greedy gives A eos (0.6*0.3 = 0.18), the best
-- sequence is B eos (0.4*0.9 = 0.36)
local trap = {
  [""] = {[A] = math.log(0.6), [Bt] = math.log(0.4) - 1e-4, [EOS] = math.log(1e-5)},
  [key{A}] = {[EOS] = math.log(0.3), [A] = math.log(0.25), [Bt] = math.log(0.24), [C] = math.log(0.2)},
  [key{Bt}] = {[EOS] = math.log(0.9)},
}

test("greedy falls into the trap, beam 2 finds the most probable sequence (brute force)", function()
  local m = table_model(6, trap)
  local src = src_of{{7, 8}}
  local opts = {max_len_a = 0, max_len_b = 3}
  local g, gs = search.greedy(m, src, opts)
  same_list(g[1], {A}, "greedy")
  T.ok(math.abs(gs[1] - (math.log(0.6) + math.log(0.3))) < 1e-9, "greedy score")
  local res = search.beam(m, src, {beam = 2, lenpen = 0, max_len_a = 0, max_len_b = 3})
  local best = res[1][1]
  same_list(best.tokens, {Bt}, "beam 2")
  -- brute force over every sequence of at most 3 tokens
  local all = enumerate(m, {7, 8}, 3)
  table.sort(all, function(x, y) return x.logprob > y.logprob end)
  same_list(best.tokens, all[1].tokens, "beam vs exhaustive")
  T.ok(math.abs(best.logprob - all[1].logprob) < 1e-9, "best log-probability")
  T.ok(math.abs(best.score - all[1].logprob) < 1e-9, "lenpen 0: score is the log-probability")
  T.ok(all[1].logprob > gs[1], "greedy's answer is worse")
end)

-- lenpen: A eos has log-prob log 0.2 = -1.609 (2 tokens with eos), B C eos has
-- log(0.5*0.6*0.6) = log 0.18 = -1.715 (3 tokens). lenpen 0: A wins (-1.609 > -1.715);
-- lenpen 1: -1.609/2 = -0.805 < -1.715/3 = -0.572, B C wins; lenpen 2: -0.402 < -0.191.
-- Hand trace of beam 2 (docs/search.md): step 1 keeps B (-0.693), A (-0.916); step 2
-- ranks B C (-1.204), A eos (-1.609), A <s> (-2.343), ...: A eos is among the first 2,
-- finished; B C and A <s> go on; step 3 ranks B C eos (-1.715) first: finished, two
-- finished = beam, the sentence stops after 3 decoder steps.
local lp_table = {
  [""] = {[Bt] = math.log(0.5), [A] = math.log(0.4), [EOS] = math.log(1e-4)},
  [key{A}] = {[EOS] = math.log(0.5)},
  [key{Bt}] = {[C] = math.log(0.6), [EOS] = math.log(0.1)},
  [key{Bt, C}] = {[EOS] = math.log(0.6)},
}

test("length penalty changes the winner as computed by hand", function()
  local m = table_model(6, lp_table)
  local src = src_of{{9, 9, 9}}
  local o = {beam = 2, nbest = 2, max_len_a = 0, max_len_b = 5}
  local la, lbc = math.log(0.2), math.log(0.18)
  o.lenpen = 0
  local r0 = search.beam(m, src, o)[1]
  same_list(r0[1].tokens, {A}, "lenpen 0 best")
  same_list(r0[2].tokens, {Bt, C}, "lenpen 0 second")
  T.ok(math.abs(r0[1].score - la) < 1e-12 and math.abs(r0[2].score - lbc) < 1e-12, "lenpen 0 scores")
  o.lenpen = 1
  local r1 = search.beam(m, src, o)[1]
  same_list(r1[1].tokens, {Bt, C}, "lenpen 1 best")
  same_list(r1[2].tokens, {A}, "lenpen 1 second")
  T.ok(math.abs(r1[1].score - lbc / 3) < 1e-12, "lenpen 1: log(0.18)/3")
  T.ok(math.abs(r1[2].score - la / 2) < 1e-12, "lenpen 1: log(0.2)/2")
  o.lenpen = 2
  local r2 = search.beam(m, src, o)[1]
  same_list(r2[1].tokens, {Bt, C}, "lenpen 2 best")
  T.ok(math.abs(r2[1].score - lbc / 9) < 1e-12 and math.abs(r2[2].score - la / 4) < 1e-12, "lenpen 2 scores")
  -- positional scores: one per token and one for eos, summing to the log-probability
  local p = r1[1].positional_scores
  T.eq(#p, 3, "positional scores of B C eos")
  T.ok(math.abs(p[1] - math.log(0.5)) < 1e-12 and math.abs(p[2] - math.log(0.6)) < 1e-12
    and math.abs(p[3] - math.log(0.6)) < 1e-12, "positional values")
  T.ok(math.abs(r1[1].logprob - lbc) < 1e-12, "logprob")
  -- early stop: each search ended after 3 decoder steps
  T.eq(m.calls, 3 * 3, "three runs of three steps")
end)

test("max length forces eos (a*|x|+b, pad not counted) in greedy and beam", function()
  -- eos is very unlikely everywhere: hypotheses run to max_len
  local m = table_model(6, {}, {[EOS] = math.log(1e-6), [A] = math.log(0.7)})
  -- |x| = 4 and 5 (the second row has padding): floor(0.5*4+1) = 3, floor(0.5*5+1) = 3;
  -- |x| = 1: floor(0.5+1) = 1
  local src = src_of{{7, 7, 7, 7}, {7, 7, 7, 7, 7}, {7}}
  local o = {max_len_a = 0.5, max_len_b = 1, beam = 2, nbest = 2}
  local g, gs = search.greedy(m, src, o)
  same_list(g[1], {A, A, A}, "greedy 1"); same_list(g[2], {A, A, A}, "greedy 2"); same_list(g[3], {A}, "greedy 3")
  local want = 3 * math.log(0.7) + math.log(1e-6)
  T.ok(math.abs(gs[1] - want) < 1e-9, "greedy score includes the forced eos")
  local r = search.beam(m, src, o)
  for i, n in ipairs{3, 3, 1} do
    for k = 1, 2 do
      local h = r[i][k]
      T.eq(#h.tokens, n, "beam hypothesis length")
      T.eq(#h.positional_scores, n + 1, "positional scores with eos")
      T.ok(math.abs(h.positional_scores[n + 1] - math.log(1e-6)) < 1e-9, "last is the forced eos")
    end
    same_list(r[i][1].tokens, g[i], "beam best = greedy here")
  end
  -- max_len caps; max_len_b = 0 with a = 0 gives only eos
  local r0 = search.beam(m, src, {max_len_a = 0, max_len_b = 0, beam = 3, nbest = 1})
  for i = 1, 3 do T.eq(#r0[i][1].tokens, 0, "empty hypothesis"); T.eq(#r0[i][1].positional_scores, 1) end
  local g0 = search.greedy(m, src, {max_len_a = 3, max_len_b = 3, max_len = 2})
  same_list(g0[1], {A, A}, "max_len cap")
end)

test("a batch of sentences of different lengths gives the same results as one at a time", function()
  local m = random_model(7, "batch")
  local rows = {{5, 6, 7, 4}, {4}, {7, 7, 6, 5, 4, 6, 5}, {6, 5}, {5, 4, 7}}
  local o = {beam = 3, nbest = 3, lenpen = 1.0, max_len_a = 1.0, max_len_b = 2}
  local batch = search.beam(m, src_of(rows), o)
  local gb, gbs = search.greedy(m, src_of(rows), o)
  local lens_seen = {}
  for i, r in ipairs(rows) do
    local one = search.beam(m, src_of{r}, o)[1]
    T.eq(#batch[i], 3, "nbest count")
    for k = 1, 3 do
      same_list(batch[i][k].tokens, one[k].tokens, ("sentence %d hyp %d"):format(i, k))
      T.eq(batch[i][k].score, one[k].score, "same score")
    end
    lens_seen[#batch[i][1].tokens] = true
    local g1, g1s = search.greedy(m, src_of{r}, o)
    same_list(gb[i], g1[1], "greedy sentence " .. i)
    T.eq(gbs[i], g1s[1], "greedy score " .. i)
  end
  local nl = 0
  for _ in pairs(lens_seen) do nl = nl + 1 end
  T.ok(nl >= 2, "the sentences finish at different lengths")
  T.ok(m.encodes >= 1)
end)

test("nn.Transformer: batched beam search over sentences that finish at different steps equals one at a time", function()
  -- the model's reorder keeps the source's caches when rows move within a sentence's beam
  -- (same_source) and copies them when finished sentences leave the batch
  local rows = {{5, 6, 7, 4, 9, 10, 11}, {4}, {7, 7, 6, 5}, {6, 5, 12, 13, 14}, {8, 9}}
  for _, cfg in ipairs{{norm = "post"}, {norm = "pre"}} do
    xa.manual_seed(11)
    local m = xa.nn.Transformer{vocab = {src = 17, tgt = 19}, d = 16, heads = 2, ffn = 24,
                                layers = {enc = 2, dec = 2}, dropout = 0, norm = cfg.norm}
    m:eval()
    local o = {beam = 3, nbest = 3, max_len_a = 1.0, max_len_b = 2}
    local batch = search.beam(m, src_of(rows), o)
    local lens = {}
    for i, r in ipairs(rows) do
      local one = search.beam(m, src_of{r}, o)[1]
      for k = 1, 3 do
        same_list(batch[i][k].tokens, one[k].tokens, ("%s: sentence %d hyp %d"):format(cfg.norm, i, k))
        T.ok(math.abs(batch[i][k].score - one[k].score) < 1e-4, "score")
      end
      lens[#lens + 1] = #batch[i][1].tokens
    end
    local distinct = {}
    for _, l in ipairs(lens) do distinct[l] = true end
    local nd = 0
    for _ in pairs(distinct) do nd = nd + 1 end
    T.ok(nd >= 2, "the sentences finish at different steps")
  end
end)

-- fairseq's beam search for one sentence, written plainly (lists of hypotheses, no
-- tensors, no batching) as the reference for the batched implementation
local function reference_beam(m, src, beam, lenpen, max_len)
  local V = m.V
  local hyps = {{toks = {}, score = 0.0}}
  local fin = {}
  for step = 0, max_len do
    local cands = {}
    for hi, h in ipairs(hyps) do
      local d = m.fn(src, h.toks)
      for t = 1, V do
        if t ~= PAD and (step < max_len or t == EOS) then
          cands[#cands + 1] = {h = h, t = t, s = h.score + d[t], order = (hi - 1) * V + t}
        end
      end
    end
    table.sort(cands, function(x, y)
      if x.s ~= y.s then return x.s > y.s end
      return x.order < y.order
    end)
    for c = #cands, 2 * beam + 1, -1 do cands[c] = nil end
    for c = 1, math.min(beam, #cands) do
      local cd = cands[c]
      if cd.t == EOS and cd.s > NEG_INF and #fin < beam then
        fin[#fin + 1] = {tokens = cd.h.toks, logprob = cd.s, score = cd.s / (step + 1) ^ lenpen}
      end
    end
    if #fin >= beam or step == max_len then break end
    local new = {}
    for _, cd in ipairs(cands) do
      if #new < beam and not (cd.t == EOS and cd.s > NEG_INF) then
        local toks = {table.unpack(cd.h.toks)}
        toks[#toks + 1] = cd.t
        new[#new + 1] = {toks = toks, score = cd.s}
      end
    end
    while #new < beam do new[#new + 1] = {toks = {PAD}, score = NEG_INF} end
    hyps = new
  end
  for k, h in ipairs(fin) do h.k = k end
  table.sort(fin, function(x, y)
    if x.score ~= y.score then return x.score > y.score end
    return x.k < y.k
  end)
  return fin
end

test("batched beam search equals a plain one-sentence reference (random models)", function()
  local rows = {{4, 5, 6}, {7}, {5, 6, 7, 8, 4}, {8, 8}}
  local n = 0
  for seed = 1, 12 do
    local m = random_model(8, "ref" .. seed)
    for _, beam in ipairs{1, 2, 3, 5} do
      local lenpen = ({0.0, 1.0, 0.6})[seed % 3 + 1]
      local o = {beam = beam, nbest = beam, lenpen = lenpen, max_len_a = 0.5, max_len_b = 2}
      local res = search.beam(m, src_of(rows), o)
      for i, r in ipairs(rows) do
        local want = reference_beam(m, r, beam, lenpen, math.floor(0.5 * #r + 2))
        T.eq(#res[i], #want, "number of finished hypotheses")
        for k = 1, #want do
          same_list(res[i][k].tokens, want[k].tokens, ("seed %d beam %d sentence %d hyp %d"):format(seed, beam, i, k))
          T.eq(res[i][k].score, want[k].score, "score")
          n = n + 1
        end
      end
    end
  end
  T.ok(n > 300, "compared many hypotheses")
end)

test("nbest: sorted by normalised score, scores match the model independently", function()
  local m = random_model(8, "nbest")
  local rows = {{4, 5, 6}, {7, 8, 4, 5}}
  for _, lenpen in ipairs{0.0, 0.6, 1.0, 1.5} do
    local res = search.beam(m, src_of(rows), {beam = 4, nbest = 4, lenpen = lenpen, max_len_a = 1, max_len_b = 1})
    for i, r in ipairs(rows) do
      local hs = res[i]
      T.eq(#hs, 4, "four hypotheses")
      local seen = {}
      for k, h in ipairs(hs) do
        if k > 1 then T.ok(hs[k - 1].score >= h.score, "sorted best first") end
        local lp, pos = seq_logprob(m, r, h.tokens)
        T.ok(math.abs(h.logprob - lp) < 1e-9, "logprob matches the model")
        T.eq(#h.positional_scores, #h.tokens + 1, "one positional score per token and eos")
        for j = 1, #pos do T.ok(math.abs(h.positional_scores[j] - pos[j]) < 1e-9, "positional score") end
        T.ok(math.abs(h.score - lp / (#h.tokens + 1) ^ lenpen) < 1e-9, "score = logprob / len^lenpen")
        for _, t in ipairs(h.tokens) do T.ok(t ~= PAD and t ~= EOS, "no pad or eos inside") end
        local kk = table.concat(h.tokens, " ")
        T.ok(not seen[kk], "hypotheses are distinct")
        seen[kk] = true
      end
    end
  end
end)

test("beam 1 equals greedy", function()
  for _, seed in ipairs{"g1", "g2", "g3"} do
    local m = random_model(9, seed)
    local rows = {{4, 5}, {6, 7, 8, 9}, {5}, {9, 8, 7, 6, 5, 4}}
    local o = {beam = 1, max_len_a = 1.5, max_len_b = 2}
    local g, gs = search.greedy(m, src_of(rows), o)
    local b = search.beam(m, src_of(rows), o)
    for i = 1, #rows do
      same_list(b[i][1].tokens, g[i], "beam 1 vs greedy " .. i)
      T.ok(math.abs(b[i][1].logprob - gs[i]) < 1e-9, "same log-probability")
    end
  end
end)

test("pad is never generated, even when the model ranks it first", function()
  local m = mock(6, function(_, prefix)
    local g = #prefix < 2 and {[A] = math.log(0.3), [EOS] = math.log(0.01)} or {[EOS] = math.log(0.5)}
    return dist(6, g, math.log(0.45))
  end)
  local src = src_of{{4, 4}}
  local g = search.greedy(m, src, {max_len_a = 0, max_len_b = 4})
  same_list(g[1], {A, A}, "greedy skips pad")
  local r = search.beam(m, src, {beam = 3, nbest = 3, max_len_a = 0, max_len_b = 4})
  for _, h in ipairs(r[1]) do for _, t in ipairs(h.tokens) do T.ok(t ~= PAD, "no pad") end end
end)

test("tiny vocabulary: fewer candidates than beam", function()
  -- V = 4: pad, bos, eos and one token; beam 4 > the 3 possible candidates at step 1
  local m = mock(4, function(_, prefix) return dist(4, {[EOS] = math.log(0.4)}) end)
  local r = search.beam(m, src_of{{4}}, {beam = 4, nbest = 4, lenpen = 0, max_len_a = 0, max_len_b = 2})
  local all = enumerate(m, {4}, 2)
  table.sort(all, function(x, y) return x.logprob > y.logprob end)
  T.ok(#r[1] >= 1, "some hypotheses")
  same_list(r[1][1].tokens, all[1].tokens, "best")
  for k = 2, #r[1] do T.ok(r[1][k - 1].score >= r[1][k].score) end
end)

test("empty batch and float32 log-probabilities", function()
  local m = random_model(6, "e")
  local empty = xa.zeros(0, 3, {dtype = "int64"})
  T.eq(#search.beam(m, empty), 0); T.eq(#search.greedy(m, empty), 0)
  -- a float32 model gives the same tokens as the float64 one here
  local m32 = random_model(6, "f")
  local m64 = random_model(6, "f")
  local inner = m32.decode_step
  m32.decode_step = function(self, enc, prev, state) return inner(self, enc, prev, state):float() end
  local src = src_of{{4, 5, 6}, {6}}
  local a = search.beam(m32, src, {beam = 3})
  local b = search.beam(m64, src, {beam = 3})
  for i = 1, 2 do
    same_list(a[i][1].tokens, b[i][1].tokens, "float32 vs float64")
    T.ok(math.abs(a[i][1].score - b[i][1].score) < 1e-5, "close scores")
  end
end)

test("errors name the function and the problem", function()
  local m = random_model(6, "err")
  local src = src_of{{4, 5}}
  T.raises(function() search.beam(m, src, {beam = 0}) end, "search.beam: beam must be a positive integer")
  T.raises(function() search.beam(m, src, {beam = 2, nbest = 3}) end, "nbest must be an integer in 1..beam (2)")
  T.raises(function() search.beam(m, src, {lenpen = "x"}) end, "option lenpen must be a number")
  T.raises(function() search.greedy(m, src, {max_len_a = -1}) end, "option max_len_a must be a number >= 0")
  T.raises(function() search.greedy(m, src:double()) end, "src must be a (B,S) int64 tensor, got float64 (1,2)")
  T.raises(function() search.greedy(m, xa.tensor{4, 5}) end, "src must be a (B,S) int64 tensor")
  T.raises(function() search.beam({encode = function() end}, src) end, "model has no method decode_step")
  local bad = random_model(6, "bad")
  bad.decode_step = function() return xa.zeros(5, 6) end
  T.raises(function() search.greedy(bad, src) end, "decode_step must return (K,V) log-probabilities for K = 1 rows, got (5,6)")
  T.raises(function() search.beam(bad, src, {beam = 2}) end, "for K = 2 rows, got (5,6)")
  bad.decode_step = function() return xa.zeros(1, 6, {dtype = "int64"}) end
  T.raises(function() search.greedy(bad, src) end, "decode_step returned int64 log-probabilities")
end)

test("search records no autograd graph", function()
  local m = random_model(6, "grad")
  local inner = m.decode_step
  local grad_seen = false
  m.decode_step = function(self, ...)
    if xa.is_grad_enabled() then grad_seen = true end
    return inner(self, ...)
  end
  search.beam(m, src_of{{4}}, {beam = 2}); search.greedy(m, src_of{{4}})
  T.ok(not grad_seen, "decode_step runs with grad off")
  T.ok(xa.is_grad_enabled(), "grad mode restored")
end)
