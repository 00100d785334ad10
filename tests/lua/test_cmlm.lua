-- nn.CMLM and mask-predict (xattn.nat): the model against golden files from an independent
-- PyTorch CMLM (tests/golden/gen_cmlm.py), the length predictor by finite differences, the
-- training mask, mask-predict against a hand-worked case, T = 1 against a single argmax
-- pass, a tiny model that learns a handful of pairs, bad input, and an AT checkpoint made
-- before <mask> existed.
local nn = require "xattn.nn"
local nat = xa.nat

local GOLDEN = "tests/golden/"
local PAD, BOS, EOS = 1, 2, 3

local function golden(name)
  local base = GOLDEN .. "cmlm_" .. name
  local g = dofile(base .. ".lua")
  g.params_flat = xa.fromfile(base .. ".params.f32", "float32", {g.numel})
  g.grads_flat = xa.fromfile(base .. ".grads.f64", "float64", {g.numel})
  g.logits = xa.fromfile(base .. ".logits.f64", "float64", g.logits_shape)
  g.length = xa.fromfile(base .. ".length.f64", "float64", g.length_shape)
  return g
end

local function slice(flat, p)
  local n = 1
  for _, s in ipairs(p.shape) do n = n * s end
  return flat:narrow(1, p.offset + 1, n):view(p.shape)
end

local function load_model(g, dtype)
  local cfg = {}
  for k, v in pairs(g.config) do cfg[k] = v end
  if g.window then
    cfg.cross = xa.attention.window{win = g.window.win}
    cfg.cross_layers = g.window.layers
  end
  local model = nn.CMLM(cfg)
  if dtype then model:to(dtype) end
  local np = model:named_parameters()
  T.eq(#np, #g.params, "number of named parameters")
  local byname = {}
  for i, e in ipairs(np) do
    byname[e[1]] = e[2]
    T.eq(e[1], g.params[i].name, "parameter " .. i)
  end
  xa.no_grad(function()
    for _, p in ipairs(g.params) do
      T.shape(byname[p.name], p.shape, p.name)
      byname[p.name]:copy_(slice(g.params_flat, p))
    end
  end)
  return model, byname
end

local function check_golden(name, dtype, tol)
  local g = golden(name)
  local model, byname = load_model(g, dtype)
  local src = xa.tensor(g.src)
  -- the length log-probabilities: column 1 (length 0) is -inf
  local enc = model:encode(src)
  T.close(enc.length:narrow(2, 2, g.length_shape[2] - 1), g.length:narrow(2, 2, g.length_shape[2] - 1), tol,
    name .. " length log-probabilities")
  for b = 1, #g.src do T.eq(enc.length:get(b, 1), -math.huge, "length 0 is never predicted") end
  -- the decoder's logits on the masked input of the pairs with a target
  local rows = xa.tensor(g.rows, {dtype = "int64"})
  local logits = model:forward(src:index_select(1, rows), xa.tensor(g.dec_in):index_select(1, rows))
  T.close(logits, g.logits, tol, name .. " logits")
  -- the loss of the AT-layout batch with the golden mask, and every gradient
  local loss, nll, ntok, extra = model:loss({src = src, tgt_out = xa.tensor(g.tgt_out)},
    {label_smoothing = g.label_smoothing, mask = xa.tensor(g.mask)})
  T.close(loss, g.loss, tol, name .. " loss")
  T.ok(math.abs(nll - g.nll_sum) <= tol * (1 + math.abs(g.nll_sum)), ("nll %g vs %g"):format(nll, g.nll_sum))
  T.ok(math.abs(extra.length_nll - g.length_nll) <= tol * (1 + g.length_nll),
    ("length nll %g vs %g"):format(extra.length_nll, g.length_nll))
  T.eq(ntok, g.ntokens, "ntokens")
  T.eq(extra.sentences, g.sentences, "sentences with a target")
  loss:backward()
  for _, p in ipairs(g.params) do
    local grad = byname[p.name].grad
    T.ok(grad, "no gradient for " .. p.name)
    T.close(grad, slice(g.grads_flat, p), tol, name .. " grad of " .. p.name)
  end
end

test("golden post-norm CMLM (separate embeddings, tied output, an empty target): logits, lengths, loss, gradients", function()
  check_golden("post", nil, 1e-4)
end)

test("golden pre-norm CMLM (shared embeddings, untied output, length_loss 0.5)", function()
  check_golden("pre", nil, 1e-4)
end)

test("golden CMLM with window (CCAN) cross-attention in decoder layer 2", function()
  check_golden("window", nil, 1e-4)
end)

test("golden CMLMs in float64 agree to 1e-9", function()
  for _, n in ipairs{"post", "pre", "window"} do check_golden(n, "float64", 1e-9) end
end)

-- a small random CMLM
local function small(opts)
  local cfg = {vocab = {src = 17, tgt = 20}, d = 16, heads = 2, ffn = 24, layers = {enc = 2, dec = 2},
               dropout = 0, max_length = 10}
  for k, v in pairs(opts or {}) do cfg[k] = v end
  local m = nn.CMLM(cfg)
  m:eval()
  return m
end

local SRC = {{5, 6, 7, 8, 9, 3}, {10, 7, 5, 3, 1, 1}, {6, 16, 9, 3, 1, 1}}

test("gradcheck of the length predictor (float64): the length embedding and the encoder below it", function()
  local m = small():to("float64")
  local src = xa.tensor(SRC)
  local tgt = xa.tensor{{5, 6, 7, 1}, {8, 9, 1, 1}, {10, 11, 12, 13}}
  local mask = xa.tensor{{true, false, true, false}, {false, true, false, false}, {true, true, true, true}}
  local E0 = m.encoder.length.weight
  local B0 = m.encoder.layers[2].fc2.bias
  T.gradcheck(function(E, b)
    m.encoder.length.weight = E
    m.encoder.layers[2].fc2.bias = b
    local enc = m:encode(src)
    -- the length NLL alone, then the whole loss (length and tokens)
    local lens = xa.tensor({3, 2, 4}, {dtype = "int64"}):view(3, 1) + 1
    return -enc.length:gather(2, lens):sum()
  end, {E0:detach():requires_grad_(true), B0:detach():requires_grad_(true)})
  T.gradcheck(function(E)
    m.encoder.length.weight = E
    local loss = m:loss({src = src, tgt = tgt}, {mask = mask})
    return loss
  end, {E0:detach():requires_grad_(true)})
end)

test("random_mask: 1..N positions of the real ones, counts and positions uniform", function()
  xa.manual_seed(7)
  local N = 4000
  local rows = {}
  for i = 1, N do rows[i] = {5, 6, 7, 8, 1, 1} end
  local m = nn.CMLM.random_mask(xa.tensor(rows)):totable()
  local by_count, by_pos = {0, 0, 0, 0}, {0, 0, 0, 0}
  for _, r in ipairs(m) do
    local c = 0
    for p = 1, 6 do
      if r[p] then
        T.ok(p <= 4, "a padded position was masked")
        c = c + 1
        by_pos[p] = by_pos[p] + 1
      end
    end
    T.ok(c >= 1 and c <= 4, "mask count " .. c)
    by_count[c] = by_count[c] + 1
  end
  -- each count 1..4 has probability 1/4; each position is masked with probability
  -- E[n]/N = 2.5/4; within 5 standard deviations
  for c = 1, 4 do
    local sd = math.sqrt(N * 0.25 * 0.75)
    T.ok(math.abs(by_count[c] - N / 4) < 5 * sd, ("count %d drawn %d times of %d"):format(c, by_count[c], N))
  end
  for p = 1, 4 do
    local q = 2.5 / 4
    T.ok(math.abs(by_pos[p] - N * q) < 5 * math.sqrt(N * q * (1 - q)), ("position %d masked %d times"):format(p, by_pos[p]))
  end
  -- an empty row gets no mask; a one-token row always its token
  local e = nn.CMLM.random_mask(xa.tensor{{1, 1}, {9, 1}}):totable()
  T.ok(not e[1][1] and not e[1][2] and e[2][1] and not e[2][2], "empty and one-token rows")
  T.shape(nn.CMLM.random_mask(xa.zeros(0, 3, {dtype = "int64"})), {0, 3})
end)

test("remask_count: floor(N (T - t) / T), hand-worked values", function()
  -- T = 10: 90% .. 10% of the tokens (the CMLM paper's example), floored
  local want = {9, 8, 7, 6, 5, 4, 3, 2, 1}
  for t = 1, 9 do T.eq(nat.remask_count(10, 10, t), want[t], "N 10 t " .. t) end
  T.eq(nat.remask_count(7, 4, 1), 5)   -- 21 / 4
  T.eq(nat.remask_count(7, 4, 3), 1)   -- 7 / 4
  T.eq(nat.remask_count(1, 10, 1), 0)  -- 9 / 10
  T.eq(nat.remask_count(0, 3, 2), 0)
  T.raises(function() nat.remask_count(5, 4, 4) end, "t must be an integer in 1..T-1")
  T.raises(function() nat.remask_count(5, 0, 1) end, "T must be an integer >= 1")
  T.raises(function() nat.remask_count(-1, 4, 1) end, "len must be an integer >= 0")
end)

test("lowest: the n smallest per row among real positions, ties to the earlier position", function()
  local lp = xa.tensor{{-0.5, -0.1, -0.9, -3.0}, {-0.2, -0.2, -0.3, -0.2}, {-1, -2, -9, -9}}
  local pad = xa.tensor{{false, false, false, true}, {false, false, false, false}, {false, false, true, true}}
  local m = nat.lowest(lp, {2, 2, 5}, pad)
  T.close(m, {{true, false, true, false}, {true, false, true, false}, {true, true, false, false}}, 0)
  T.close(nat.lowest(lp, {0, 0, 0}, pad), {{false, false, false, false}, {false, false, false, false},
                                          {false, false, false, false}}, 0)
  T.close(nat.lowest(lp, {1, 3, 1}), {{false, false, false, true}, {true, true, true, false}, {false, false, true, false}}, 0)
  T.raises(function() nat.lowest(lp, {1, 2}) end, "counts must be an int64 (3)")
  T.raises(function() nat.lowest(lp, {1, -1, 0}) end, "counts must be >= 0")
  T.raises(function() nat.lowest(lp:to("int64"), {1, 1, 1}) end, "logp must be a float (N,T) tensor")
end)

test("length_beam: the l most probable lengths, length 0 excluded, ties to the shorter", function()
  local lp = xa.tensor{{-math.huge, -3, -0.5, -0.1, -1, -5},
                       {0, -2, -0.2, -2, -0.2, -9}}       -- length 0 "probable": still excluded
  local got = nat.length_beam(lp, 3)
  T.close(got, {{3, 2, 4}, {2, 4, 1}}, 0)
  T.raises(function() nat.length_beam(lp, 6) end, "l = 6 exceeds the 5 lengths the model predicts")
  T.raises(function() nat.length_beam(lp, 0) end, "l must be an integer >= 1")
end)

-- a stand-in for a CMLM whose passes return scripted tokens and log-probabilities, so that
-- mask-predict can be followed by hand: pass k, row r, position p predicts the token
-- 100 k + 10 r + p with log-probability LP[k][r][p]
local MASK = 999
local function scripted(length_lp, LP)
  local s = {is_nat = true, mask_id = MASK, passes = 0, inputs = {}, wheres = {}}
  function s:encode(src)
    return {out = xa.zeros(src:size(1), 1, 1), pad = xa.zeros(src:size(1), 1, {dtype = "bool"}),
            length = xa.tensor(length_lp, {dtype = "float64"})}
  end
  function s:reorder(enc, _, idx)
    return {out = enc.out:index_select(1, idx), pad = enc.pad:index_select(1, idx), length = enc.length:index_select(1, idx)}
  end
  function s:predict(_, tgt, where)
    self.passes = self.passes + 1
    local k = self.passes
    self.inputs[k] = tgt:totable()
    self.wheres[k] = where and where:totable() or false
    local N, Tm = tgt:size(1), tgt:size(2)
    local toks, lps = {}, {}
    for r = 1, N do
      toks[r], lps[r] = {}, {}
      for p = 1, Tm do
        toks[r][p] = 100 * k + 10 * r + p
        lps[r][p] = LP[k][r][p] or -50
      end
    end
    return xa.tensor(toks, {dtype = "int64"}), xa.tensor(lps, {dtype = "float64"})
  end
  return s
end

test("mask-predict against a hand-worked case: length beam, re-masking schedule, kept probabilities, selection", function()
  local NI = -math.huge
  -- sentence 1: lengths 3 then 4; sentence 2: lengths 2 then 1 (column N + 1 = length N)
  local length_lp = {{NI, -6, -5, -0.1, -1, -7}, {NI, -1.5, -0.2, -4, -6, -8}}
  -- rows: 1 = s1 len 3, 2 = s1 len 4, 3 = s2 len 2, 4 = s2 len 1; T = 3:
  -- before pass 2 floor(2N/3) = 2, 2, 1, 0 tokens are masked again; before pass 3 floor(N/3) = 1, 1, 0, 0
  local LP = {
    {{-0.5, -0.1, -0.9}, {-0.2, -0.2, -0.3, -0.2}, {-1.0, -2.0}, {-0.7}},
    {{-0.05, -5, -0.6}, {-0.01, -5, -0.9, -5}, {-5, -0.3}, {-5}},
    {{-5, -5, -0.2}, {-5, -5, -0.25, -5}, {-5, -5}, {-5}},
  }
  local s = scripted(length_lp, LP)
  local hyps, scores, info = nat.mask_predict(s, xa.tensor{{5, 3}, {6, 3}}, {iterations = 3, length_beam = 2,
                                                                          nbest = 2, keep_input = true})
  T.eq(s.passes, 3, "decoder passes")
  local P = PAD
  -- pass 1: every position masked, padding after each length
  T.eq(xa.json.encode(s.inputs[1]), xa.json.encode({{MASK, MASK, MASK, P}, {MASK, MASK, MASK, MASK},
                                                    {MASK, MASK, P, P}, {MASK, P, P, P}}), "pass 1 input")
  -- pass 1 asks for the real positions only (the output layer skips the padding); pass 2 for the re-masked ones
  local t, f = true, false
  T.eq(xa.json.encode(s.wheres[1]), xa.json.encode({{t, t, t, f}, {t, t, t, t}, {t, t, f, f}, {t, f, f, f}}), "pass 1 where")
  T.eq(xa.json.encode(s.wheres[2]), xa.json.encode({{t, f, t, f}, {t, f, t, f}, {f, t, f, f}, {f, f, f, f}}), "pass 2 where")
  -- pass 2: row 1 re-masks positions 3 (-0.9) and 1 (-0.5); row 2 position 3 (-0.3) and, of
  -- the three at -0.2, the first; row 3 position 2; row 4 nothing
  T.eq(xa.json.encode(s.inputs[2]), xa.json.encode({{MASK, 112, MASK, P}, {MASK, 122, MASK, 124},
                                                    {131, MASK, P, P}, {141, P, P, P}}), "pass 2 input")
  -- pass 3: row 1 holds -0.05, -0.1, -0.6 (kept, kept from pass 1, new): position 3;
  -- row 2 holds -0.01, -0.2, -0.9, -0.2: position 3; rows 3 and 4 re-mask nothing
  T.eq(xa.json.encode(s.inputs[3]), xa.json.encode({{211, 112, MASK, P}, {221, 122, MASK, 124},
                                                    {131, 232, P, P}, {141, P, P, P}}), "pass 3 input")
  -- final: row 1 -0.05 -0.1 -0.2 (average -0.35/3), row 2 -0.01 -0.2 -0.25 -0.2 (-0.66/4):
  -- sentence 1 takes length 3; row 3 -1.0 -0.3 (-0.65), row 4 -0.7: sentence 2 takes length 2
  T.eq(xa.json.encode(hyps[1][1].tokens), xa.json.encode({211, 112, 313}))
  T.eq(xa.json.encode(hyps[1][2].tokens), xa.json.encode({221, 122, 323, 124}))
  T.eq(xa.json.encode(hyps[2][1].tokens), xa.json.encode({131, 232}))
  T.eq(xa.json.encode(hyps[2][2].tokens), xa.json.encode({141}))
  T.ok(math.abs(hyps[1][1].score - (-0.35 / 3)) < 1e-12 and math.abs(hyps[1][2].score - (-0.66 / 4)) < 1e-12, "scores s1")
  T.ok(math.abs(scores[2] - (-0.65)) < 1e-12 and math.abs(hyps[2][2].score - (-0.7)) < 1e-12, "scores s2")
  T.eq(hyps[1][1].length, 3) T.eq(hyps[2][1].length, 2)
  T.eq(xa.json.encode(info.rows), "[1,3]")
  T.eq(xa.json.encode(info.input:totable()), xa.json.encode(s.inputs[3]), "keep_input: the last pass's input")
  -- nbest = 1: the token lists alone; T = 1: one pass, the first prediction
  local s1 = scripted(length_lp, LP)
  local h1, sc1 = nat.mask_predict(s1, xa.tensor{{5, 3}, {6, 3}}, {iterations = 1, length_beam = 2})
  T.eq(s1.passes, 1)
  -- row 1 -0.5 -0.1 -0.9 (-0.5), row 2 -0.9/4; row 3 -1.5, row 4 -0.7: lengths 4 and 1
  T.eq(xa.json.encode(h1), xa.json.encode({{121, 122, 123, 124}, {141}}))
  T.ok(math.abs(sc1[1] + 0.225) < 1e-12 and math.abs(sc1[2] + 0.7) < 1e-12, "T = 1 scores")
  -- given lengths replace the beam
  local s2 = scripted(length_lp, LP)
  local h2 = nat.mask_predict(s2, xa.tensor{{5, 3}, {6, 3}}, {iterations = 1, lengths = {2, 1}})
  T.eq(xa.json.encode(h2), xa.json.encode({{111, 112}, {121}}))
  -- no padding at all: one full pass, no positions to choose
  local s3 = scripted(length_lp, LP)
  nat.mask_predict(s3, xa.tensor{{5, 3}, {6, 3}}, {iterations = 1, lengths = {2, 2}})
  T.eq(s3.wheres[1], false, "no where without padding")
end)

test("mask-predict with T = 1 is the argmax of one pass over the fully masked most probable length", function()
  local m = small()
  local src = xa.tensor(SRC)
  local hyps = nat.mask_predict(m, src, {iterations = 1, length_beam = 1})
  local enc = m:encode(src)
  local _, best_len = enc.length:max(2)
  for b = 1, #SRC do
    local n = best_len:get(b) - 1
    local input = xa.full({1, n}, m.mask_id, {dtype = "int64"})
    local logits = m:forward(src:narrow(1, b, 1), input):totable()[1]
    local want = {}
    for p = 1, n do
      local bi, bv = nil, -math.huge
      for id = 1, m.mask_id do
        if id ~= PAD and id ~= BOS and id ~= EOS and id ~= m.mask_id and logits[p][id] > bv then bi, bv = id, logits[p][id] end
      end
      want[p] = bi
    end
    T.eq(xa.json.encode(hyps[b]), xa.json.encode(want), "sentence " .. b)
  end
end)

test("predict(where): the output layer at the chosen positions equals the full pass there", function()
  local m = small()
  local src = xa.tensor(SRC)
  local enc = m:encode(src)
  local tgt = xa.tensor{{20, 5, 20, 1}, {20, 20, 20, 20}, {7, 20, 1, 1}}
  local where = xa.tensor{{true, false, true, false}, {false, true, true, false}, {false, true, false, false}}
  local ft, fl = m:predict(enc, tgt)
  local wt, wl = m:predict(enc, tgt, where)
  local f, w, a, b = ft:totable(), wt:totable(), fl:totable(), wl:totable()
  local W = where:totable()
  for r = 1, 3 do
    for p = 1, 4 do
      if W[r][p] then
        T.eq(w[r][p], f[r][p], ("token at %d,%d"):format(r, p))
        T.ok(math.abs(b[r][p] - a[r][p]) < 1e-5, ("log-probability at %d,%d"):format(r, p))
      else
        T.eq(w[r][p], PAD, "an unchosen position holds <pad>")
        T.eq(b[r][p], 0, "an unchosen position holds 0")
      end
    end
  end
  -- a vocabulary large enough for the output layer to run in chunks (2^24 / V rows each)
  local big = small{vocab = {src = 17, tgt = 300000}, d = 8, heads = 2, ffn = 8, layers = {enc = 1, dec = 1}}
  local benc = big:encode(src)
  local btgt = xa.full({3, 40}, big.mask_id, {dtype = "int64"})          -- 120 rows > 55 per chunk
  local ct, cl = big:predict(benc, btgt)
  local logits = xa.no_grad(function() return big:forward(src, btgt) end)
  for _, rp in ipairs{{1, 1}, {2, 17}, {3, 40}} do
    local r, p = rp[1], rp[2]
    local row = logits:select(1, r):select(1, p):clone()
    for _, id in ipairs{PAD, BOS, EOS, big.mask_id} do row:set(id, -math.huge) end
    local bv, bi = row:max(1)
    T.eq(ct:get(r, p), bi:item(), ("chunked argmax at %d,%d"):format(r, p))
    T.ok(math.abs(cl:get(r, p) - (bv:item() - row:logsumexp(1):item())) < 1e-4, "chunked log-probability")
  end
  local nt = m:predict(enc, tgt, xa.zeros(3, 4, {dtype = "bool"}))
  T.close(nt, {{1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}}, 0, "no position chosen")
  T.raises(function() m:predict(enc, tgt, xa.zeros(3, 3, {dtype = "bool"})) end, "where must be a bool (3,4) tensor")
end)

test("mask-predict: batched equals one sentence at a time; more iterations never lower the chosen candidate's own pass count", function()
  local m = small()
  local src = xa.tensor(SRC)
  local all, sc = nat.mask_predict(m, src, {iterations = 4, length_beam = 3})
  for b = 1, #SRC do
    local n = 0
    for _, id in ipairs(SRC[b]) do if id ~= PAD then n = n + 1 end end
    local one, s1 = nat.mask_predict(m, src:narrow(1, b, 1):narrow(2, 1, n):contiguous(), {iterations = 4, length_beam = 3})
    T.eq(xa.json.encode(one[1]), xa.json.encode(all[b]), "sentence " .. b)
    T.ok(math.abs(s1[1] - sc[b]) < 1e-4, "score " .. b)
  end
  local e = nat.mask_predict(m, xa.zeros(0, 4, {dtype = "int64"}))
  T.eq(#e, 0, "an empty batch")
end)

test("a tiny CMLM learns four pairs and mask-predict reproduces them exactly", function()
  xa.manual_seed(3)
  local pairs = {
    {{5, 6, 7}, {8, 9, 10, 11}},
    {{6, 5}, {12, 13}},
    {{7, 7, 5, 6}, {14, 9, 15, 8, 10}},
    {{8}, {16}},
  }
  local m = nn.CMLM{vocab = {src = 9, tgt = 18}, d = 32, heads = 2, ffn = 64, layers = {enc = 1, dec = 1},
                    dropout = 0, max_length = 8, length_loss = 0.5}
  local srcs, tgts = {}, {}
  for i, p in ipairs(pairs) do srcs[i], tgts[i] = p[1], p[2] end
  local src = xa.data.collate(srcs, {eos = true})
  local tgt_out = xa.data.collate(tgts, {eos = true})
  local opt = xa.optim.Adam(m:parameters(), {lr = 3e-3})
  m:train()
  for _ = 1, 400 do
    local loss, _, ntok = m:loss({src = src, tgt_out = tgt_out}, {label_smoothing = 0})
    opt:zero_grad()
    loss:backward()
    xa.no_grad(function() opt.grad:mul_(1 / ntok) end)
    opt:step()
  end
  m:eval()
  -- the length predictor has learnt the lengths; decoding at the most probable length (with a
  -- wider length beam the average log-probability may prefer a truncated candidate whose
  -- tokens are as certain: the CMLM's selection ignores the length's probability)
  local _, lens = m:encode(src).length:max(2)
  T.close(lens - 1, {4, 2, 5, 1}, 0, "predicted lengths")
  for _, T_ in ipairs{1, 4, 10} do
    local hyps = nat.mask_predict(m, src, {iterations = T_, length_beam = 1})
    for i, p in ipairs(pairs) do
      T.eq(xa.json.encode(hyps[i]), xa.json.encode(p[2]), ("pair %d, T = %d"):format(i, T_))
    end
  end
end)

test("bad input: options, models of the other kind, configurations, masks on padding", function()
  local m = small()
  local src = xa.tensor(SRC)
  T.raises(function() nat.mask_predict(m, src, {iterations = 0}) end, "nat.mask_predict: iterations must be an integer >= 1, got 0")
  T.raises(function() nat.mask_predict(m, src, {length_beam = 0}) end, "nat.mask_predict: length_beam must be an integer >= 1, got 0")
  T.raises(function() nat.mask_predict(m, src, {length_beam = 11}) end, "length_beam = 11 exceeds the 10 lengths")
  T.raises(function() nat.mask_predict(m, src, {length_beam = 2, nbest = 3}) end, "nbest = 3 exceeds length_beam = 2")
  T.raises(function() nat.mask_predict(m, src, {lengths = {1, 2}}) end, "lengths must be a list of 3 lengths")
  T.raises(function() nat.mask_predict(m, src, {lengths = {1, 0, 2}}) end, "lengths[2] must be an integer >= 1")
  T.raises(function() nat.mask_predict(m, src:double()) end, "src must be an int64 (B,S) tensor")
  local at = nn.Transformer{vocab = {src = 17, tgt = 19}, d = 16, heads = 2, ffn = 24, layers = {enc = 1, dec = 1}}
  T.raises(function() nat.mask_predict(at, src) end, "the model is autoregressive")
  T.raises(function() xa.search.greedy(m, src) end, "non-autoregressive")
  T.raises(function() xa.search.beam(m, src) end, "non-autoregressive")
  T.raises(function() m:decode_step(m:encode(src), xa.tensor{{2}, {2}, {2}}, {}) end, "xattn.nat.mask_predict")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, latent = {K = 2}} end, "nn.CMLM: latent")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, encoder = "unidirectional"} end, "nn.CMLM: encoder = \"unidirectional\"")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, decoder = "unidirectional"} end, "decoder of a CMLM is bidirectional")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 5}} end, "vocab.tgt = 5 is too small")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, max_length = 0} end, "max_length must be a positive integer")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, max_length = 64, max_positions = 32} end,
    "max_length = 64 exceeds max_positions = 32")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, length_loss = -1} end, "length_loss must be a number >= 0")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, d = 15, heads = 2} end, "nn.CMLM: d = 15 is not divisible by heads = 2")
  T.raises(function() nn.CMLM{vocab = {src = 17, tgt = 19}, bogus = 1} end, "nn.CMLM: unknown option 'bogus'")
  local tgt = xa.tensor{{5, 6, 1}, {7, 1, 1}, {8, 9, 10}}
  T.raises(function() m:loss({src = src, tgt = tgt}, {mask = xa.tensor{{true, false, true}, {false, false, false}, {true, true, true}}}) end,
    "opts.mask masks a padded position")
  T.raises(function() m:loss({src = src, tgt = tgt}, {mask = xa.tensor{{true, false}}}) end, "opts.mask must be a bool (3, 3) tensor")
  T.raises(function() m:loss({src = src, tgt = xa.tensor{{5, 20, 1}, {7, 1, 1}, {8, 9, 10}}}) end, "<mask> is 20")
  T.raises(function() m:forward(src, xa.tensor{{5, 21}, {5, 5}, {5, 5}}) end, "outside 1..20")
  T.raises(function() m:forward(src, xa.tensor{{5, 5}}) end, "tgt has 1 rows but the source 3")
  -- a bidirectional plain Transformer refuses left-to-right decoding
  local bi = nn.Transformer{vocab = {src = 17, tgt = 19}, d = 16, heads = 2, ffn = 24, layers = {enc = 1, dec = 1},
                            decoder = "bidirectional"}
  T.raises(function() bi:decode_step(bi:encode(src), xa.tensor{{2}, {2}, {2}}, {}) end, "the decoder is bidirectional")
  T.raises(function() nn.Transformer{vocab = {src = 17, tgt = 19}, decoder = "sideways"} end, "decoder must be 'unidirectional' or 'bidirectional'")
end)

test("model.cross = \"ccan\": window 9 with CCAN's linear gate on every decoder layer of a CMLM", function()
  local cfg = xa.mt.config(nil, {{"model.arch", "cmlm"}, {"model.cross", "ccan"}, {"model.d", "16"},
                                 {"model.heads", "2"}, {"model.ffn", "24"}})
  local v = xa.data.Vocab.build({{"a", "b", "c"}})
  local m = xa.mt.build_model(cfg, v, v)
  T.eq(m.mask_id, #v + 1, "<mask> after the data's ids")
  T.eq(m.decoder.embed.weight:size(1), #v + 1, "the target embedding has the <mask> row")
  T.eq(m.encoder.embed.weight:size(1), #v, "the source embedding has none")
  for l = 1, 3 do
    local c = m.decoder.layers[l].cross
    T.eq(c.parts[1].kind, "dot") T.eq(c.parts[2].kind, "window") T.eq(c.parts[2].win, 9, "layer " .. l)
    T.eq(c.gate_kind, "linear")
  end
  T.eq(xa.attention.ccan{win = 5}.opts.win, 5)
  T.raises(function() xa.attention.ccan{win = -1} end, "attn.ccan: win")
  T.raises(function() xa.attention.ccan{bogus = 1} end, "unknown option 'bogus'")
  -- shared embeddings: the one vocabulary with <mask> on both sides
  local cs = xa.mt.config(nil, {{"model.arch", "cmlm"}, {"model.share_embeddings", "true"}, {"model.d", "16"},
                                {"model.heads", "2"}, {"model.ffn", "24"}})
  local ms = xa.mt.build_model(cs, v, v)
  T.eq(ms.encoder.embed.weight:size(1), #v + 1) T.ok(ms.encoder.embed == ms.decoder.embed, "shared")
end)

test("a bidirectional decoder sees later target positions; a causal one does not", function()
  local function run(decoder)
    xa.manual_seed(5)
    local m = nn.Transformer{vocab = {src = 17, tgt = 19}, d = 16, heads = 2, ffn = 24, layers = {enc = 1, dec = 1},
                             dropout = 0, decoder = decoder}
    m:eval()
    local src = xa.tensor{{5, 6, 3}}
    local a = m:forward(src, xa.tensor{{2, 5, 6, 7}})
    local b = m:forward(src, xa.tensor{{2, 5, 6, 9}})
    return (a:narrow(2, 1, 3) - b:narrow(2, 1, 3)):abs():max():item()
  end
  T.eq(run("unidirectional"), 0, "causal: the first three positions do not see the fourth")
  T.ok(run("bidirectional") > 1e-4, "bidirectional: they do")
end)

-- an AT checkpoint written before <mask> existed (tests/golden/at_before_mask.xa: 8 synth
-- pairs, d 16, 1+1 layers): it loads with the same ids and translates as it did then
test("an AT checkpoint from before <mask> loads and translates exactly as it did", function()
  local sys = xa.mt.load(GOLDEN .. "at_before_mask.xa")
  T.eq(sys.model.is_nat, nil, "an AT model")
  T.eq(#sys.tgt_vocab, 98, "target vocabulary (no <mask>)")
  T.eq(sys.model.decoder.embed.weight:size(1), 98, "target embedding rows")
  local srcs = {
    "a leto gine ledi a pece bukica will loco every fivagi bafema vebazo reli the laseve bimite sabato nu a vinehe",
    "every cagibe ruduzo lafima tido the namero zinena pomuci vita the mita pugi guve nu every botu kumuli nu every mokedu",
    "a pizabo govu reli a keku rami will fubake a dezu nu a semaci du the cagibe gicike zida ledi a litupo suro",
    "every keku mamaci did gokame a gigatu papi the lucu",
    "",
  }
  local greedy = {
    "lo daku una wo todo todo todo todo cuno tatune todo todo todo todo cuno tatune todo todo todo todo todo todo todo todo todo todo wo pisi todo todo todo todo wo todo todo todo",
    "lo una todo todo todo todo todo todo cuno la todo todo todo todo todo todo todo todo todo una wo todo todo todo todo una wo todo ruzaro wo pisi pisi todo una wo todo",
    "lo toda pedage",
    "la la uno goho la wo daku sa ke todo todo cuno cuno cuno cuno cuno cuno cuno cuno cuno cuno cuno cuno",
    "la la la la la la la la la la la",
  }
  local beam3 = {
    "lo daku una wo todo todo todo tatune todo todo todo todo todo todo todo todo todo todo todo todo todo todo todo todo todo todo ruzaro wo todo wo pisi lo toda toda cuni wo",
    "lo una wo todo cuno tatune pisi todo cuno la todo una sesote cuni wo una sesote cuni wo una sesote cuni wo todo una wo una pasa una pasa wo wo wo wo una pasa",
    "lo toda pedage",
    "la la uno goho la wo lame ta ke la wo pisi todo lame ta toda rade ra",
    "la la la la la la la la la la la",
  }
  local g, b = sys:translate(srcs, {beam = 1}), sys:translate(srcs, {beam = 3})
  for i = 1, #srcs do
    T.eq(g[i], greedy[i], "greedy " .. i)
    T.eq(b[i], beam3[i], "beam 3 " .. i)
  end
  local ids = {}
  for i, s in ipairs(srcs) do ids[i] = sys.src_vocab:encode(sys:preprocess(s)) end
  local _, scores = xa.search.greedy(sys.model, (xa.data.collate(ids, {eos = true})))
  local want = {-51.377662867307663, -57.267724335193634, -4.3473219871520996, -40.117393255233765, -13.095468074083328}
  for i = 1, #want do T.ok(math.abs(scores[i] - want[i]) < 1e-3, ("score %d: %.6f vs %.6f"):format(i, scores[i], want[i])) end
end)

test("analysis of a CMLM: the decoder reads the reference's length, masked or the last mask-predict pass", function()
  local A = xa.analysis
  local m = small{cross = xa.attention.window{win = 1}}
  local items = {{src = {5, 6, 7, 8}, tgt = {9, 10, 11}}, {src = {10, 7}, tgt = {12, 13, 14, 15, 16}}, {src = {6}, tgt = {}}}
  local seen = {}
  for _, mode in ipairs{"masked", "decode"} do
    A.forced(m, items, function(idx, weights, parts)
      seen[mode] = {idx = idx, w = weights, parts = parts}
    end, {nat_input = mode, iterations = 3})
  end
  -- one batch, longest source first: items 1, 2, 3; rows of the reference lengths (3, 5, and 1 for the empty one)
  T.eq(xa.json.encode(seen.masked.idx), "[1,2,3]")
  local src, pad = xa.data.collate({items[1].src, items[2].src, items[3].src}, {eos = true})
  local M = m.mask_id
  local masked_in = xa.tensor{{M, M, M, 1, 1}, {M, M, M, M, M}, {M, 1, 1, 1, 1}}
  local _, w = m:forward(src, masked_in, {need_weights = true, src_pad = pad})
  for l = 1, 2 do T.close(seen.masked.w[l], w[l], 1e-6, "masked: layer " .. l) end
  T.ok(seen.masked.parts[1].gate ~= nil and seen.masked.parts[1].window ~= nil, "the window part and its gate")
  local _, _, info = nat.mask_predict(m, src, {iterations = 3, lengths = {3, 5, 1}, src_pad = pad, keep_input = true})
  local _, wd = m:forward(src, info.input, {need_weights = true, src_pad = pad})
  for l = 1, 2 do T.close(seen.decode.w[l], wd[l], 1e-6, "decode: layer " .. l) end
  -- the last pass's input holds the model's tokens and floor(N/3) masks per row
  local inp = info.input:totable()
  local nm = {0, 0, 0}
  for r = 1, 3 do for p = 1, 5 do if inp[r][p] == M then nm[r] = nm[r] + 1 end end end
  T.eq(xa.json.encode(nm), "[1,1,0]", "masks in the last pass")
  -- locality entropy: -1/(L m) sum_l sum_t sum_j P log2 P of the heads-averaged weights
  local le, per = A.locality_entropy(m, items, {nat_input = "masked"})
  local want = {}
  for b = 1, 2 do
    local acc, n = 0, #items[b].tgt
    for l = 1, 2 do
      local P = w[l]:mean(2):totable()[b]
      for t = 1, n do for _, p in ipairs(P[t]) do if p > 0 then acc = acc - p * math.log(p, 2) end end end
    end
    want[b] = acc / (2 * n)
  end
  T.ok(math.abs(per[1] - want[1]) < 1e-4 and math.abs(per[2] - want[2]) < 1e-4, "per sentence")
  T.ok(math.abs(le - (want[1] + want[2]) / 2) < 1e-4, "mean over sentences with a target")
  -- the attention map has one row per target token (no </s> row)
  local map = A.attention_map(m, {src = {5, 6, 7}, tgt = {9, 10}}, {layer = 2, nat_input = "masked"})
  T.eq(#map.matrix, 2) T.eq(#map.rows, 2) T.eq(#map.cols, 4)
  T.raises(function() A.align(m, items, {shift = true}) end, "shift (the row whose input is target word t) is for autoregressive models")
  T.raises(function() A.forced(m, items, function() end, {nat_input = "teacher"}) end,
    "nat_input must be \"decode\" or \"masked\"")
end)
