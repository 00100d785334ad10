-- chrF / chrF++ against sacreBLEU's published test vectors (mjpost/sacrebleu test/test_chrf.py)
-- and against sacreBLEU 2.6.0 itself on real text (tests/golden/score.lua, written by
-- tests/golden/gen_score.py); metrics.statistics; xattn.significance: numpy's generator bit
-- for bit, sacreBLEU's paired bootstrap (p-values, means and intervals from sacreBLEU
-- itself), hand-computed p-values and intervals, a resample scored the slow way.
local xa = require "xattn"
local metrics, S = xa.metrics, xa.significance
local G = dofile("tests/golden/score.lua")

local function near(a, b, eps, msg)
  if not (math.abs(a - b) < eps) then
    error(("%sexpected %.12g, got %.12g"):format(msg and msg .. ": " or "", b, a), 2)
  end
end

local function read(path, n)
  local t = {}
  for l in io.lines(path) do
    if #t >= n then break end
    t[#t + 1] = l
  end
  return t
end

-- ---- sacreBLEU's published chrF vectors (test_chrf.py) --------------------------------------
local EPS = 1e-4
local CASES = { -- test_cases: char_order 6, word_order 0, beta 3, eps_smoothing
  {{"abcdefg"}, {"hijklmnop"}, 0.0}, {{"a"}, {"b"}, 0.0}, {{""}, {"b"}, 0.0}, {{""}, {"ref"}, 0.0},
  {{""}, {"reference"}, 0.0}, {{"aa"}, {"ab"}, 8.3333}, {{"a", "b"}, {"a", "c"}, 8.3333},
  {{"a"}, {"a"}, 16.6667}, {{"a b c"}, {"a b c"}, 50.0}, {{"a b c"}, {"abc"}, 50.0},
  {{" risk assessment must be made of those who are qualified and expertise in the sector - these are the scientists ."},
   {"risk assessment has to be undertaken by those who are qualified and expert in that area - that is the scientists ."},
   63.361730},
  {{" Die    Beziehung zwischen  Obama und Netanjahu ist nicht gerade  freundlich. "},
   {"Das Verhältnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich."}, 64.1302698},
  {{"Niemand hat die Absicht, eine Mauer zu errichten"}, {"Niemand hat die Absicht, eine Mauer zu errichten"}, 100.0},
}
local EFF = { -- test_cases_effective_order: beta 3, no eps smoothing (the default)
  {{"a"}, {"a"}, 100.0}, {{""}, {"reference"}, 0.0}, {{"a b c"}, {"a b c"}, 100.0},
  {{"a b c"}, {"abc"}, 100.0}, {{""}, {"c"}, 0.0}, {{"a", "b"}, {"a", "c"}, 50.0}, {{"aa"}, {"ab"}, 25.0},
}
local KEEP_WS = { -- test_cases_keep_whitespace: beta 3, whitespace kept
  {{"Die Beziehung zwischen Obama und Netanjahu ist nicht gerade freundlich."},
   {"Das Verhältnis zwischen Obama und Netanyahu ist nicht gerade freundschaftlich."}, 67.3481606},
  {{"risk assessment must be made of those who are qualified and expertise in the sector - these are the scientists ."},
   {"risk assessment has to be undertaken by those who are qualified and expert in that area - that is the scientists ."},
   65.2414427},
}
local SENTENCES = { -- test_sentence_level_chrf: defaults with eps_smoothing
  {"Co nás nejvíc trápí, protože lékaři si vybírají, kdo bude žít a kdo zemře.",
   "Nejvíce smutní jsme z toho, že musíme rozhodovat o tom, kdo bude žít a kdo zemře.", 39.14078509},
  {"Nebo prostě nemají vybavení, které by jim pomohlo, uvedli lékaři.",
   "A někdy nemáme ani potřebný materiál, abychom jim pomohli, popsali lékaři.", 31.22557079},
  {"Lapali po dechu, jejich životy skončily dřív, než skutečně začaly.",
   "Lapali po dechu a pak jejich život skončil - dřív, než skutečně mohl začít, připomněli.", 57.15704367},
}

test("chrf: test_chrf.py vectors (eps smoothing, effective order, white space kept, sentence level)", function()
  for i, c in ipairs(CASES) do
    near(metrics.chrf(c[1], c[2], {beta = 3, eps_smoothing = true}).score, c[3], EPS, "test_cases " .. i)
  end
  for i, c in ipairs(EFF) do near(metrics.chrf(c[1], c[2], {beta = 3}).score, c[3], EPS, "effective order " .. i) end
  for i, c in ipairs(KEEP_WS) do
    near(metrics.chrf(c[1], c[2], {beta = 3, whitespace = true}).score, c[3], EPS, "whitespace " .. i)
  end
  for i, c in ipairs(SENTENCES) do
    near(metrics.sentence_chrf(c[1], {c[2]}, {eps_smoothing = true}).score, c[3], EPS, "sentence " .. i)
    near(metrics.sentence_chrf(c[1], c[2], {eps_smoothing = true}).score, c[3], EPS, "sentence (string ref) " .. i)
  end
end)

test("chrf: name, line, signature; hand-computed statistics of a one-character case", function()
  local r = metrics.chrf({"a b c"}, {"abc"}, {word_order = 2})
  T.eq(r.name, "chrF2++")
  T.eq(r.signature, "nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:" .. metrics.VERSION)
  T.eq(tostring(r), "chrF2++ = " .. ("%.2f"):format(r.score))
  -- "aa" against "ab": 1-grams: hyp {a: 2}, ref {a, b}: 2 / 2 / 1 match; 2-grams: hyp {aa},
  -- ref {ab}: 1 / 1 / 0; orders 3..6 empty on both sides
  local s = metrics.chrf({"aa"}, {"ab"}).stats
  local want = {2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
  for k = 1, 18 do T.eq(s[k], want[k], "stat " .. k) end
  -- effective order 2: P = R = (1/2 + 0) / 2 = 1/4, F2 = 1/4 -> 25
  near(metrics.chrf({"aa"}, {"ab"}).score, 25, 1e-12)
  T.eq(metrics.chrf({"x"}, {"x"}, {beta = 1}).name, "chrF1")
end)

-- the golden cases' streams
local function lines(x)
  if type(x) == "table" then return x end
  if x == "web_holes" then
    local w = read("data/bible-en-es/test.web.en", G.first)
    for i = 1, #w do if (i - 1) % 7 == 3 then w[i] = false end end
    return w
  end
  return read(x, G.first)
end

test("chrf: sacreBLEU 2.6.0 on real text (statistics exact; chrF++, lowercase, white space, beta, "
  .. "orders, multiple and missing references, Unicode)", function()
  T.ok(#G.chrf >= 15, "golden cases")
  for _, c in ipairs(G.chrf) do
    local refs = {}
    for k, r in ipairs(c.refs) do refs[k] = lines(r) end
    local r = metrics.chrf(lines(c.hyps), refs, c.opts)
    T.eq(#r.stats, #c.stats, c.name .. ": statistics")
    for k = 1, #c.stats do T.eq(r.stats[k], c.stats[k], c.name .. ": statistic " .. k) end
    near(r.score, c.score, 1e-9, c.name)
    T.eq(r.signature:gsub("version:.*$", "version:VERSION"), c.signature, c.name .. ": signature")
    T.eq(tostring(r), c.format, c.name .. ": line")
  end
end)

test("chrf: errors", function()
  T.raises(function() metrics.chrf({"a"}, {"a", "b"}) end, "reference stream 1 has 2 lines but there are 1 hypotheses")
  T.raises(function() metrics.chrf({"a"}, {{"a"}}, {char_order = -1}) end, "char_order must be an integer >= 0")
  T.raises(function() metrics.chrf({"a"}, {"a"}, {char_order = 0, word_order = 0}) end, "at least 1")
  T.raises(function() metrics.chrf({1}, {"a"}) end, "hyps[1] is a number")
  T.raises(function() metrics.chrf({"a"}, {{false}}) end, "segment 1 has no reference")
  T.raises(function() metrics.sentence_chrf("a", {}) end, "non-empty list")
  T.eq(metrics.chrf({}, {}).score, 0.0)
end)

test("statistics: corpus() equals metrics.bleu and metrics.chrf; errors", function()
  local refs = read("data/bible-en-es/test.en", 60)
  local hyps = read("data/bible-en-es/test.web.en", 60)
  local b = metrics.statistics("bleu", hyps, refs)
  T.eq(b.dim, 10)
  T.eq(#b.segments, 60)
  T.eq(b:corpus():format(), metrics.bleu(hyps, refs):format())
  T.eq(b.signature, metrics.bleu(hyps, refs).signature)
  local c = metrics.statistics("chrf", hyps, refs, {word_order = 2, lowercase = true})
  T.eq(c.dim, 24)
  T.eq(c.name, "chrF2++")
  near(c:corpus().score, metrics.chrf(hyps, refs, {word_order = 2, lowercase = true}).score, 1e-12)
  -- one segment's BLEU statistics by hand: "a b c d" against "a b x d e"
  local s = metrics.statistics("bleu", {"a b c d"}, {"a b x d e"}, {tokenize = "none"}).segments[1]
  local want = {4, 5, 3, 1, 0, 0, 4, 3, 2, 1}
  for k = 1, 10 do T.eq(s[k], want[k], "BLEU statistic " .. k) end
  T.raises(function() metrics.statistics("ter", hyps, refs) end, "unknown metric \"ter\"")
  T.raises(function() metrics.statistics("bleu", hyps, {"x"}) end, "reference stream 1 has 1 lines")
end)

-- ---- numpy's generator ---------------------------------------------------------------------
test("Rng: numpy's PCG64 / SeedSequence outputs and default_rng(seed).choice(945, (1000, 945)) bit for bit", function()
  for _, g in ipairs(G.rng) do
    local r = S.Rng(g.seed)
    for k, hex in ipairs(g.raw) do T.eq(("0x%016x"):format(r:random_raw()), hex, ("seed %d raw %d"):format(g.seed, k)) end
    local first, last, sums, total = {}, {}, {}, 0
    S.resample(945, 1000, g.seed, function(s, idx)
      local rs = 0
      for i = 1, 945 do rs = rs + idx[i] - 1 end
      total = total + rs
      if s <= #g.row_sums then sums[s] = rs end
      if s == 1 then for i = 1, 20 do first[i] = idx[i] - 1 end end
      if s == 1000 then for i = 1, 20 do last[i] = idx[925 + i] - 1 end end
    end)
    for i = 1, 20 do
      T.eq(first[i], g.first[i], ("seed %d first row %d"):format(g.seed, i))
      T.eq(last[i], g.last[i], ("seed %d last row %d"):format(g.seed, i))
    end
    for s = 1, #g.row_sums do T.eq(sums[s], g.row_sums[s], ("seed %d row sum %d"):format(g.seed, s)) end
    T.eq(total, g.total, "seed " .. g.seed .. " total")
  end
  T.raises(function() S.Rng(-1) end, "seed must be an integer >= 0")
  T.raises(function() S.Rng(12345):below(0) end, "n must be an integer in 1..2^32")
  T.eq(S.Rng(3):below(1), 0)
end)

-- ---- the paired bootstrap ------------------------------------------------------------------
test("paired_bootstrap: sacreBLEU's own scores, means, intervals and p-values (seeds 12345 and 7)", function()
  for _, P in ipairs(G.paired) do
    local sys = {}
    for k, s in ipairs(P.systems) do sys[k] = read(s, P.first) end
    local res = S.paired_bootstrap(sys, read(P.refs, P.first), {n = P.n, seed = P.seed})
    T.eq(res.signatures.bleu:gsub("version:.*$", "version:VERSION"), P.signatures.bleu)
    T.eq(res.signatures.chrf:gsub("version:.*$", "version:VERSION"), P.signatures.chrf)
    for k, R in ipairs(P.results) do
      local where = ("seed %d system %d "):format(P.seed, k)
      -- BLEU: sacreBLEU's resampled scores are computed in float64 from exact integer sums
      local a, e = res.systems[k].bleu, R.bleu
      near(a.score, e.score, 1e-9, where .. "BLEU")
      near(a.mean, e.mean, 1e-9, where .. "BLEU mean")
      near(a.ci, e.ci, 1e-9, where .. "BLEU ci")
      if k == 1 then T.eq(a.p, nil) else T.eq(a.p, e.p, where .. "BLEU p") end
      -- chrF: sacreBLEU divides its float32 statistics in float32 (7 digits)
      a, e = res.systems[k].chrf, R.chrf
      near(a.score, e.score, 1e-9, where .. "chrF")
      near(a.mean, e.mean, 1e-5, where .. "chrF mean")
      near(a.ci, e.ci, 1e-5, where .. "chrF ci")
      if k > 1 then T.eq(a.p, e.p, where .. "chrF p") end
    end
  end
end)

test("paired_bootstrap: properties (identical system, much worse system, interval around the score)", function()
  local refs = read("data/bible-en-es/test.en", 120)
  local web = read("data/bible-en-es/test.web.en", 120)
  local worse = {}
  for i, l in ipairs(web) do worse[i] = l:gsub("%S+$", ""):gsub("^%S+ %S+ ", "") end
  local res = S.paired_bootstrap({web, web, worse}, refs, {n = 300, seed = 1})
  for _, m in ipairs{"bleu", "chrf"} do
    local same, bad, base = res.systems[2][m], res.systems[3][m], res.systems[1][m]
    -- identical: every resampled difference is 0, none exceeds 0: p = 1 / (n + 1) by definition
    T.eq(same.p, 1 / 301, m .. " identical")
    T.eq(same.diff, 0.0)
    T.eq(same.mean, base.mean, m .. " identical mean")
    T.ok(bad.p <= 1 / 301 + 1e-12, m .. " much worse: p " .. bad.p)
    T.ok(bad.diff < 0, m .. " worse")
    for k = 1, 3 do
      local x = res.systems[k][m]
      T.ok(x.lower <= x.score and x.score <= x.upper, ("%s system %d: %g in [%g, %g]"):format(m, k, x.score, x.lower, x.upper))
      T.ok(x.std > 0, "std")
      near(x.ci, (x.upper - x.lower) / 2, 1e-12)
    end
  end
  T.eq(res.metrics[1], "bleu"); T.eq(res.names.chrf, "chrF2")
end)

test("p_value, interval, mean: hand-computed", function()
  -- diffs 1, 2, 3, 10: mean 4, centred -3, -2, -1, 6; one exceeds 2: p = (1 + 1) / 5
  T.eq(S.p_value({1, 2, 3, 10}, 2), 2 / 5)
  T.eq(S.p_value({1, 2, 3, 10}, 6), 1 / 5)      -- 6 > 6 is false
  T.eq(S.p_value({0, 0, 0}, 0), 1 / 4)
  -- 40 scores 1..40 (shuffled): 40 // 40 = 1 -> sorted[1] = 2 and sorted[38] = 39 (0-based)
  local v = {}
  for k = 1, 40 do v[k] = (k * 17) % 40 + 1 end
  local iv = S.interval(v)
  T.eq(iv.lower, 2); T.eq(iv.upper, 39); T.eq(iv.ci, 18.5); T.eq(iv.mean, 20.5)
  near(iv.std, math.sqrt(40 * 41 / 12), 1e-12)          -- variance of 1..n with n - 1: n (n + 1) / 12
  -- fewer than 40: the extremes
  iv = S.interval({3, 1, 2})
  T.eq(iv.lower, 1); T.eq(iv.upper, 3); T.eq(iv.ci, 1.0)
  -- numpy's pairwise sum: 0.1 added 1000 times
  local t = {}
  for k = 1, 1000 do t[k] = 0.1 end
  near(S.mean(t), 0.1, 1e-15)
  T.raises(function() S.interval({}) end, "no scores")
end)

test("paired_bootstrap: a resample's score is the corpus score of the resampled segments", function()
  -- the fixed indices of default_rng(12345).choice(3, (4, 3)) (sacreBLEU's first draws)
  local want = G.small.idx
  local got = {}
  S.resample(3, 4, 12345, function(s, idx) got[s] = {idx[1] - 1, idx[2] - 1, idx[3] - 1} end)
  for s = 1, 4 do for i = 1, 3 do T.eq(got[s][i], want[s][i], ("resample %d index %d"):format(s, i)) end end
  -- each resample scored the slow way: BLEU / chrF of the corpus made of the drawn segments
  local hyps = {"the cat sat on the mat", "a dog barked loudly", "rain fell all night long"}
  local refs = {"the cat sat on a mat", "the dog barked", "it rained all night"}
  local base = {"a cat sat", "a dog barked loudly at us", "rain fell all night"}
  local res = S.paired_bootstrap({base, hyps}, refs, {n = 4, seed = 12345, keep = true})
  for s = 1, 4 do
    local h, b, r = {}, {}, {}
    for i = 1, 3 do
      local j = want[s][i] + 1
      h[i], b[i], r[i] = hyps[j], base[j], refs[j]
    end
    near(res.systems[2].bleu.samples[s], metrics.bleu(h, r).score, 1e-9, "BLEU resample " .. s)
    near(res.systems[1].bleu.samples[s], metrics.bleu(b, r).score, 1e-9, "baseline BLEU resample " .. s)
    near(res.systems[2].chrf.samples[s], metrics.chrf(h, r).score, 1e-9, "chrF resample " .. s)
  end
end)

test("paired_bootstrap: errors", function()
  T.raises(function() S.paired_bootstrap({{"a"}, {"a", "b"}}, {"a"}) end, "system 2 has 2 hypotheses, system 1 has 1")
  T.raises(function() S.paired_bootstrap({{"a"}}, {"a"}, {metrics = {"ter"}}) end, "unknown metric \"ter\"")
  T.raises(function() S.paired_bootstrap({{"a"}}, {"a"}, {n = 0}) end, "n must be an integer >= 1")
  T.raises(function() S.paired_bootstrap({{"a"}}, {"a"}, {seed = -2}) end, "seed must be an integer >= 0")
  T.raises(function() S.paired_bootstrap({{}}, {}) end, "no hypotheses")
  T.raises(function() S.paired_bootstrap({{"a"}}, {"a", "b"}) end, "reference stream 1 has 2 lines")
  T.raises(function() S.paired_bootstrap({}, {"a"}) end, "non-empty list")
end)
