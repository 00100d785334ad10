-- Decoding on "cuda": greedy and beam search, the simultaneous runs (wait-k, GMA) and mask-predict of a
-- model on the device give the CPU's hypotheses and scores, for every attention family and
-- the latent output layer. Run with the emulated xattn of make test CUDA=1.
local nn = require "xattn.nn"
local search = require "xattn.search"
local simt = require "xattn.simt"
local A = require "xattn.attention"

local SRC = {{5, 6, 7, 8, 3}, {9, 10, 3, 1, 1}, {11, 3, 1, 1, 1}}

local function model(cross, extra)
  xa.manual_seed(3)
  local o = {vocab = {src = 24, tgt = 24}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 2},
             dropout = 0, cross = cross}
  for k, v in pairs(extra or {}) do o[k] = v end
  local m = nn.Transformer(o)
  m:eval()
  return m
end

local function same_list(a, b) return table.concat(a, " ") == table.concat(b, " ") end
local function near(a, b, tol, msg) T.ok(math.abs(a - b) <= tol, ("%s: %.9g vs %.9g"):format(msg, a, b)) end

local FAMILIES = {
  {"dot", nil}, {"gmm", A.gmm{K = 3}}, {"gmm approx", A.gmm{K = 2, norm = "approx"}},
  {"window", A.window{win = 3}}, {"localness", A.localness{}}, {"hard gaussian", A.hard_gaussian{}},
  {"ccan", A.ccan{}}, {"gma (full sentence)", A.gma{delta = 1, allow_bidirectional = true}},
}

test("greedy and beam search on cuda give the CPU's hypotheses and scores, every family", function()
  local src = xa.tensor(SRC)
  for _, f in ipairs(FAMILIES) do
    local name, m = f[1], model(f[2])
    local g1, s1 = search.greedy(m, src, {max_len_b = 6})
    local b1 = search.beam(m, src, {beam = 3, nbest = 2, max_len_b = 6})
    m:to("cuda")
    local g2, s2 = search.greedy(m, src:cuda(), {max_len_b = 6})
    local b2 = search.beam(m, src:cuda(), {beam = 3, nbest = 2, max_len_b = 6})
    for i = 1, #SRC do
      T.ok(same_list(g1[i], g2[i]), ("%s greedy %d: %s vs %s"):format(name, i, table.concat(g1[i], " "), table.concat(g2[i], " ")))
      near(s2[i], s1[i], 1e-4, name .. " greedy score")
      for n = 1, 2 do
        T.ok(same_list(b1[i][n].tokens, b2[i][n].tokens), ("%s beam %d.%d"):format(name, i, n))
        near(b2[i][n].score, b1[i][n].score, 1e-4, name .. " beam score")
      end
    end
  end
end)

test("beam search's trace on cuda is the CPU's", function()
  local m = model(nil)
  local src = xa.tensor(SRC)
  local t1, t2 = {}, {}
  search.beam(m, src, {beam = 2, max_len_b = 4, trace = t1})
  m:to("cuda")
  search.beam(m, src:cuda(), {beam = 2, max_len_b = 4, trace = t2})
  T.eq(#t2, #t1, "trace steps")
  for s = 1, #t1 do
    for i, rec in pairs(t1[s].sentences) do
      local r2 = t2[s].sentences[i]
      T.eq(#r2.live, #rec.live, ("step %d sentence %d: live hypotheses"):format(s, i))
      for k, h in ipairs(rec.live) do T.ok(same_list(h.tokens, r2.live[k].tokens), "live tokens") end
    end
  end
end)

test("simultaneous runs on cuda (wait-k, GMA) give the CPU's hypotheses and delays", function()
  local cases = {
    {"wait-2", nil, simt.waitk{k = 2}},
    {"wait-1 gmm", A.gmm{K = 2}, simt.waitk{k = 1}},
    {"gma", A.gma{delta = 1}, simt.gma()},
  }
  local srcs = {{5, 6, 7, 8}, {9, 10}, {11, 12, 13}}
  for _, c in ipairs(cases) do
    local m = model(c[2], {encoder = "unidirectional"})
    local r1 = simt.simulate(m, srcs, c[3], {max_len_b = 5})
    m:to("cuda")
    local r2 = simt.simulate(m, srcs, c[3], {max_len_b = 5})
    for i = 1, #srcs do
      T.ok(same_list(r1.hyps[i], r2.hyps[i]), ("%s %d: %s vs %s"):format(c[1], i, table.concat(r1.hyps[i], " "), table.concat(r2.hyps[i], " ")))
      T.ok(same_list(r1.delays[i], r2.delays[i]), c[1] .. " delays")
    end
  end
end)

test("the latent output layer decodes on cuda with the CPU's hypotheses", function()
  local m = model(nil, {latent = {K = 3}})
  local src = xa.tensor(SRC)
  local g1, s1 = search.greedy(m, src, {max_len_b = 6})
  local b1 = search.beam(m, src, {beam = 3, max_len_b = 6})
  m:to("cuda")
  local g2, s2 = search.greedy(m, src:cuda(), {max_len_b = 6})
  local b2 = search.beam(m, src:cuda(), {beam = 3, max_len_b = 6})
  for i = 1, #SRC do
    T.ok(same_list(g1[i], g2[i]), "latent greedy " .. i)
    near(s2[i], s1[i], 1e-4, "latent greedy score")
    T.ok(same_list(b1[i][1].tokens, b2[i][1].tokens), "latent beam " .. i)
  end
end)

test("a source on another device than the model is an error naming both", function()
  local d = model(nil)
  d:to("cuda")
  T.raises(function() search.greedy(d, xa.tensor(SRC)) end, "different devices")
end)

test("mask-predict (a CMLM) on cuda gives the CPU's hypotheses and scores", function()
  local nat = require "xattn.nat"
  for _, cross in ipairs({false, true}) do
    xa.manual_seed(4)
    local m = nn.CMLM({vocab = {src = 17, tgt = 20}, d = 16, heads = 2, ffn = 24, layers = {enc = 1, dec = 1},
                       dropout = 0, max_length = 8, cross = cross and A.window{win = 3} or nil})
    m:eval()
    local src = xa.tensor({{5, 6, 7, 8, 9, 3}, {10, 7, 5, 3, 1, 1}})
    local h1, s1 = nat.mask_predict(m, src, {iterations = 3, length_beam = 2, nbest = 2})
    m:to("cuda")
    local h2, s2 = nat.mask_predict(m, src:cuda(), {iterations = 3, length_beam = 2, nbest = 2})
    for b = 1, 2 do
      for k = 1, 2 do
        T.ok(same_list(h1[b][k].tokens, h2[b][k].tokens), ("sentence %d, candidate %d"):format(b, k))
        near(h2[b][k].score, h1[b][k].score, 1e-4, "candidate score")
      end
      near(s2[b], s1[b], 1e-4, "score")
    end
  end
  -- random_mask draws the CPU's masks on the device (one generator)
  local toks = xa.tensor({{5, 6, 7, 1}, {8, 9, 10, 11}})
  xa.manual_seed(9)
  local a = nn.CMLM.random_mask(toks)
  xa.manual_seed(9)
  local b = nn.CMLM.random_mask(toks:cuda())
  T.eq(b.device, "cuda")
  T.ok(a:eq(b:cpu()):all():item(), "the same masks")
end)
