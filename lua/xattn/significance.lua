-- xattn.significance: paired bootstrap resampling between translation systems, as
-- sacreBLEU 2.x's `--paired-bs` (sacrebleu/significance.py), with its random numbers.
--
--   local S = xattn.significance
--   local r = S.paired_bootstrap({base_hyps, new_hyps}, refs, {metrics = {"bleu", "chrf"}})
--   print(r.systems[2].bleu.p, r.systems[2].bleu.mean, r.systems[2].bleu.ci)
--
-- The test (Koehn 2004, in sacreBLEU's form): every metric's sufficient statistics are
-- computed once per segment (xattn.metrics.statistics); n resamples of the test set's
-- segment indices (drawn with replacement) are shared by every system; the score of a
-- resample is the score of its summed statistics. For system k against the baseline
-- (system 1), with d_s = |score_k(s) - score_1(s)| on resample s and D = |score_k - score_1|
-- on the test set itself:
--   p = (#{s : d_s - mean(d) > D} + 1) / (n + 1)
-- (the bootstrap differences are centred on 0 to simulate the null hypothesis). Each
-- system's bootstrap scores give mean, std and the 95% interval [lower, upper] =
-- sorted[n // 40], sorted[n - n // 40 - 1] (0-based), ci = (upper - lower) / 2 (sacreBLEU's
-- "mu +- ci").
--
-- The resamples are those of sacreBLEU: numpy's default_rng(seed) (PCG64 seeded through
-- SeedSequence) drawing `choice(N, size = (n, N))`, reproduced bit for bit (significance.Rng),
-- so with the same seed (sacreBLEU's default 12345) the same segments are drawn and BLEU's
-- p-values, means and intervals equal sacreBLEU's. (sacreBLEU keeps the statistics in
-- float32, which changes its resampled chrF scores in the 7th digit.)
local xa = require "xattn"
local metrics = xa.metrics

local S = {}

S.DEFAULT_SEED = 12345
S.DEFAULT_SAMPLES = 1000

local M32 = 0xffffffff

-- ---- numpy's SeedSequence ------------------------------------------------------------
local INIT_A, MULT_A, INIT_B, MULT_B = 0x43b0d7e5, 0x931e8875, 0x8b51f9dd, 0x58f38ded
local MIX_L, MIX_R = 0xca01f9dd, 0x4973f715

local function mul32(a, b) return (a * b) & M32 end

-- SeedSequence(seed).generate_state(4, uint64): four 64-bit words (Lua integers holding
-- the unsigned bit pattern)
local function seed_words(seed)
  local ent, s = {}, seed
  repeat ent[#ent + 1] = s & M32; s = s >> 32 until s == 0
  local hc = INIT_A
  local function hashmix(v)
    v = v ~ hc
    hc = mul32(hc, MULT_A)
    v = mul32(v, hc)
    return v ~ (v >> 16)
  end
  local function mix(x, y)
    local r = (mul32(MIX_L, x) - mul32(MIX_R, y)) & M32
    return r ~ (r >> 16)
  end
  local pool = {}
  for i = 1, 4 do pool[i] = hashmix(ent[i] or 0) end
  for i = 1, 4 do
    for j = 1, 4 do
      if i ~= j then pool[j] = mix(pool[j], hashmix(pool[i])) end
    end
  end
  for i = 5, #ent do
    for j = 1, 4 do pool[j] = mix(pool[j], hashmix(ent[i])) end
  end
  local w, hb = {}, INIT_B
  for i = 1, 8 do
    local v = pool[(i - 1) % 4 + 1] ~ hb
    hb = mul32(hb, MULT_B)
    v = mul32(v, hb)
    w[i] = v ~ (v >> 16)
  end
  return {w[1] | (w[2] << 32), w[3] | (w[4] << 32), w[5] | (w[6] << 32), w[7] | (w[8] << 32)}
end

-- ---- PCG64 (XSL-RR 128/64), 128-bit numbers as four 32-bit limbs, lowest first ----------
local function u128(hi, lo) return {lo & M32, lo >> 32, hi & M32, hi >> 32} end
local PCG_MULT = u128(0x2360ED051FC65DA4, 0x4385DF649FCCF645)

-- a * b + c mod 2^128
local function muladd(a, b, c)
  local r = {}
  local carry = 0
  for k = 1, 4 do
    local lo, hi = carry + c[k], 0
    for i = 1, k do
      local p = a[i] * b[k - i + 1]      -- the unsigned 64-bit product
      lo = lo + (p & M32)
      hi = hi + (p >> 32)
    end
    r[k] = lo & M32
    carry = (lo >> 32) + hi
  end
  return r
end

local Rng = {}
Rng.__index = Rng
S.Rng = Rng

--- Rng(seed) -> numpy.random.default_rng(seed)'s bit generator (PCG64), bit for bit
local function new_rng(seed)
  if math.type(seed) ~= "integer" or seed < 0 then
    error(("significance.Rng: seed must be an integer >= 0, got %s"):format(tostring(seed)), 3)
  end
  local v = seed_words(seed)
  local initstate, initseq = u128(v[1], v[2]), u128(v[3], v[4])
  local inc, c = {}, 1
  for k = 1, 4 do inc[k] = ((initseq[k] << 1) | c) & M32; c = initseq[k] >> 31 end
  local zero = {0, 0, 0, 0}
  local st = muladd(zero, PCG_MULT, inc)
  st = muladd(st, {1, 0, 0, 0}, initstate)
  st = muladd(st, PCG_MULT, inc)
  return setmetatable({state = st, inc = inc, has32 = false, buf = 0}, Rng)
end
setmetatable(Rng, {__call = function(_, seed) return new_rng(seed) end})

--- rng:random_raw() -> the next 64-bit output (an integer holding the unsigned bits)
-- (the state step s * MULT + inc mod 2^128 unrolled over the 32-bit limbs)
local B1, B2, B3, B4 = PCG_MULT[1], PCG_MULT[2], PCG_MULT[3], PCG_MULT[4]
function Rng:random_raw()
  local a, c = self.state, self.inc
  local a1, a2, a3, a4 = a[1], a[2], a[3], a[4]
  local p = a1 * B1
  local lo = c[1] + (p & M32)
  local r1 = lo & M32
  local carry = (lo >> 32) + (p >> 32)
  local p1, p2 = a1 * B2, a2 * B1
  lo = carry + c[2] + (p1 & M32) + (p2 & M32)
  local r2 = lo & M32
  carry = (lo >> 32) + (p1 >> 32) + (p2 >> 32)
  local p3
  p1, p2, p3 = a1 * B3, a2 * B2, a3 * B1
  lo = carry + c[3] + (p1 & M32) + (p2 & M32) + (p3 & M32)
  local r3 = lo & M32
  carry = (lo >> 32) + (p1 >> 32) + (p2 >> 32) + (p3 >> 32)
  local r4 = (carry + c[4] + a1 * B4 + a2 * B3 + a3 * B2 + a4 * B1) & M32
  a[1], a[2], a[3], a[4] = r1, r2, r3, r4
  local x = (r3 | (r4 << 32)) ~ (r1 | (r2 << 32))
  local rot = r4 >> 26
  return (x >> rot) | (x << ((64 - rot) & 63))
end

--- rng:next_uint32() -> 32 random bits: the low half of a 64-bit output, then its high half
function Rng:next_uint32()
  if self.has32 then self.has32 = false; return self.buf end
  local v = self:random_raw()
  self.has32, self.buf = true, v >> 32
  return v & M32
end

--- rng:below(n) -> an integer in [0, n) as numpy's Generator.integers(0, n) (Lemire's
-- method on 32-bit draws; n <= 2^32)
function Rng:below(n)
  if math.type(n) ~= "integer" or n < 1 or n > 0x100000000 then
    error(("Rng:below: n must be an integer in 1..2^32, got %s"):format(tostring(n)), 2)
  end
  if n == 1 then return 0 end
  local m = self:next_uint32() * n
  local left = m & M32
  if left < n then
    local threshold = (M32 - (n - 1)) % n
    while left < threshold do
      m = self:next_uint32() * n
      left = m & M32
    end
  end
  return m >> 32
end

-- ---- numpy's pairwise summation (np.add.reduce on a contiguous float64 array) ---------
local function pairwise(a, i, n)
  if n < 8 then
    local s = -0.0
    for k = i, i + n - 1 do s = s + a[k] end
    return s
  elseif n <= 128 then
    local r = {a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4], a[i + 5], a[i + 6], a[i + 7]}
    local k = 8
    while k < n - (n % 8) do
      for j = 1, 8 do r[j] = r[j] + a[i + k + j - 1] end
      k = k + 8
    end
    local s = ((r[1] + r[2]) + (r[3] + r[4])) + ((r[5] + r[6]) + (r[7] + r[8]))
    for j = k, n - 1 do s = s + a[i + j] end
    return s
  end
  local n2 = n // 2
  n2 = n2 - n2 % 8
  return pairwise(a, i, n2) + pairwise(a, i + n2, n - n2)
end

--- mean(values) -> the mean as numpy computes it (pairwise summation)
function S.mean(v)
  if #v == 0 then error("significance.mean: no values", 2) end
  return pairwise(v, 1, #v) / #v
end

--- interval(scores) -> {mean, std, lower, upper, ci}: sacreBLEU's estimate_ci (95%: the
-- scores at sorted positions n // 40 and n - n // 40 - 1, 0-based; ci = half the width)
-- with the sample standard deviation (n - 1) beside it
function S.interval(scores)
  local n = #scores
  if n == 0 then error("significance.interval: no scores", 2) end
  local s = table.move(scores, 1, n, 1, {})
  table.sort(s)
  local lo = n // 40
  local lower, upper = s[lo + 1], s[n - lo]
  local mean = S.mean(scores)
  local var = 0
  for k = 1, n do var = var + (scores[k] - mean) ^ 2 end
  return {mean = mean, std = n > 1 and math.sqrt(var / (n - 1)) or 0, lower = lower, upper = upper,
          ci = 0.5 * (upper - lower)}
end

--- p_value(sample_diffs, real_diff) -> (#{d - mean(d) > real_diff} + 1) / (n + 1): sacreBLEU's
-- p-value of the paired bootstrap (sample_diffs: |system - baseline| per resample)
function S.p_value(diffs, real)
  local n = #diffs
  if n == 0 then error("significance.p_value: no samples", 2) end
  local m = S.mean(diffs)
  local c = 0
  for k = 1, n do
    if diffs[k] - m > real then c = c + 1 end
  end
  return (c + 1) / (n + 1)
end

-- ---- the test ----------------------------------------------------------------------
local function check_int(name, v, lo)
  if math.type(v) ~= "integer" or v < lo then
    error(("paired_bootstrap: %s must be an integer >= %d, got %s"):format(name, lo, tostring(v)), 3)
  end
end

--- resample(N, n, seed, fn): draws n resamples of N segment indices as sacreBLEU does
-- (numpy default_rng(seed).choice(N, size = (n, N))) and calls fn(s, idx) for each, idx a
-- list of N 1-based indices (reused between calls)
function S.resample(N, n, seed, fn)
  check_int("N", N, 1)
  check_int("n", n, 1)
  local rng = new_rng(seed)
  local idx = {}
  for s = 1, n do
    for i = 1, N do idx[i] = rng:below(N) + 1 end
    fn(s, idx)
  end
end

--- paired_bootstrap(systems, refs [, opts]) -> result
-- systems: a list of hypothesis lists (system 1 is the baseline), each as long as the
-- references; refs: one reference stream or a list of streams (as metrics.bleu). opts:
-- metrics = {"bleu", "chrf"} (the default), n = 1000 resamples, seed = 12345, bleu = options
-- of metrics.bleu, chrf = options of metrics.chrf, keep = false (true: every resampled
-- score in systems[k][metric].samples).
-- result = {n, seed, metrics = {"bleu", ...}, names = {bleu = "BLEU", chrf = "chrF2"},
--   signatures = {bleu = "nrefs:1|bs:1000|seed:12345|case:mixed|...", ...},
--   systems[k][metric] = {score (the test set's), mean, std, lower, upper, ci,
--   p (systems 2..: the p-value against system 1), diff (score - baseline's)}}
function S.paired_bootstrap(systems, refs, opts)
  opts = opts or {}
  if type(opts) ~= "table" then error("paired_bootstrap: options must be a table", 2) end
  if type(systems) ~= "table" or #systems < 1 then
    error("paired_bootstrap: systems must be a non-empty list of hypothesis lists", 2)
  end
  local n = opts.n or S.DEFAULT_SAMPLES
  local seed = opts.seed or S.DEFAULT_SEED
  check_int("n", n, 1)
  check_int("seed", seed, 0)
  local names = opts.metrics or {"bleu", "chrf"}
  if type(names) ~= "table" or #names == 0 then error("paired_bootstrap: metrics must be a non-empty list", 2) end
  local N
  for k, h in ipairs(systems) do
    if type(h) ~= "table" then error(("paired_bootstrap: system %d is a %s, not a list of strings"):format(k, type(h)), 2) end
    if N and #h ~= N then
      error(("paired_bootstrap: system %d has %d hypotheses, system 1 has %d"):format(k, #h, N), 2)
    end
    N = #h
  end
  if N == 0 then error("paired_bootstrap: the systems have no hypotheses", 2) end
  -- statistics of every system and metric
  local st = {}      -- st[m][k] = metrics.statistics
  local res = {n = n, seed = seed, metrics = {}, names = {}, signatures = {}, systems = {}}
  for k = 1, #systems do res.systems[k] = {} end
  for mi, m in ipairs(names) do
    if m ~= "bleu" and m ~= "chrf" then
      error(("paired_bootstrap: unknown metric %q (have bleu, chrf)"):format(tostring(m)), 2)
    end
    res.metrics[mi] = m
    st[mi] = {}
    for k, h in ipairs(systems) do
      local ok, r = pcall(metrics.statistics, m, h, refs, opts[m])
      if not ok then error(tostring(r):gsub("^statistics: ", "paired_bootstrap: "), 2) end
      st[mi][k] = r
      res.systems[k][m] = {score = r:corpus().score}
    end
    local s1 = st[mi][1]
    res.names[m] = s1.name
    res.signatures[m] = s1.signature:gsub("^(nrefs:[^|]*)", ("%%1|bs:%d|seed:%d"):format(n, seed))
  end
  -- the resampled scores: each resample's statistics are counts (how often each segment
  -- was drawn) times the segment statistics, one matrix product per block of resamples
  -- (integer sums, exact in float64)
  local scores = {}  -- scores[mi][k][s]
  local mats = {}
  for mi = 1, #names do
    scores[mi], mats[mi] = {}, {}
    for k = 1, #systems do
      scores[mi][k] = {}
      mats[mi][k] = xa.tensor(st[mi][k].segments, {dtype = "float64"})
    end
  end
  local block = math.max(1, math.min(n, (1 << 22) // N))
  local rows, first = {}, 1
  local function flush(last)
    local C = xa.tensor(rows, {dtype = "float64"})
    for mi = 1, #names do
      for k = 1, #systems do
        local sums = C:matmul(mats[mi][k]):totable()
        local x, out = st[mi][k], scores[mi][k]
        for r = 1, #sums do out[first + r - 1] = x:score(sums[r]).score end
      end
    end
    rows, first = {}, last + 1
  end
  S.resample(N, n, seed, function(s, idx)
    local c = {}
    for i = 1, N do c[i] = 0 end
    for i = 1, N do local j = idx[i]; c[j] = c[j] + 1 end
    rows[#rows + 1] = c
    if #rows == block or s == n then flush(s) end
  end)
  for mi, m in ipairs(names) do
    local base = scores[mi][1]
    for k = 1, #systems do
      local r = res.systems[k][m]
      local iv = S.interval(scores[mi][k])
      r.mean, r.std, r.lower, r.upper, r.ci = iv.mean, iv.std, iv.lower, iv.upper, iv.ci
      r.diff = r.score - res.systems[1][m].score
      if opts.keep then r.samples = scores[mi][k] end
      if k > 1 then
        local d = {}
        local mine = scores[mi][k]
        for s = 1, n do d[s] = math.abs(mine[s] - base[s]) end
        r.p = S.p_value(d, math.abs(r.diff))
      end
    end
  end
  return res
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("significance", S, [[
xattn.significance -- paired bootstrap resampling between translation systems exactly as
sacreBLEU 2.x's --paired-bs, with sacreBLEU's own resamples (numpy's default_rng(12345))
  local r = significance.paired_bootstrap({base_hyps, new_hyps}, refs, {metrics = {"bleu", "chrf"}})
  print(r.systems[2].bleu.score, r.systems[2].bleu.p, r.systems[2].bleu.mean, r.systems[2].bleu.ci)
p = (#{s : d_s - mean(d) > D} + 1) / (n + 1) with d_s = |system - baseline| on resample s and
D the difference on the test set; 95% interval: sorted scores n // 40 and n - n // 40 - 1.
See docs/analysis.md (Significance).]])
  doc("significance.paired_bootstrap", S.paired_bootstrap, [[
significance.paired_bootstrap(systems, refs [, {metrics={"bleu", "chrf"}, n=1000, seed=12345,
  bleu=opts, chrf=opts, keep=false}]) -> result
systems: hypothesis lists, system 1 the baseline; refs: one stream or a list of streams.
result.systems[k][metric] = {score, mean, std, lower, upper, ci, diff, p (k >= 2)};
result.signatures[metric] ("nrefs:1|bs:1000|seed:12345|..."), result.names[metric] ("BLEU",
"chrF2"). Every system is scored on the same n resamples, those sacreBLEU draws; keep = true
adds each resample's score (samples).]])
  doc("significance.resample", S.resample, [[
significance.resample(N, n, seed, fn)
Draws n resamples of N segment indices (with replacement) as numpy's
default_rng(seed).choice(N, size=(n, N)) does, and calls fn(s, idx) for each: idx holds N
1-based indices (the same table each call).]])
  doc("significance.p_value", S.p_value, [[
significance.p_value(diffs, real_diff) -> (#{d - mean(diffs) > real_diff} + 1) / (#diffs + 1)
sacreBLEU's paired-bootstrap p-value: diffs the absolute score differences on each resample,
real_diff the absolute difference on the test set.]])
  doc("significance.interval", S.interval, [[
significance.interval(scores) -> {mean, std, lower, upper, ci}
sacreBLEU's 95% interval of bootstrap scores: lower and upper are the sorted scores at
0-based positions n // 40 and n - n // 40 - 1, ci = (upper - lower) / 2; mean as numpy sums
(pairwise); std the sample standard deviation.]])
  doc("significance.mean", S.mean, "significance.mean(values) -> their mean, summed pairwise as numpy does")
  doc("significance.Rng", Rng, [[
significance.Rng(seed) -> rng
numpy.random.default_rng(seed)'s generator bit for bit: SeedSequence(seed) seeding PCG64
(XSL-RR 128/64). rng:random_raw() (64 bits), rng:next_uint32(), rng:below(n).]])
  doc("significance.Rng:random_raw", Rng.random_raw, "rng:random_raw() -> the next 64-bit output of PCG64 (an integer holding the unsigned bits, as numpy's bit_generator.random_raw())")
  doc("significance.Rng:next_uint32", Rng.next_uint32, "rng:next_uint32() -> 32 random bits: the low half of a 64-bit output, then its high half (numpy's buffering)")
  doc("significance.Rng:below", Rng.below, "rng:below(n) -> an integer in [0, n) as numpy's Generator.integers(0, n) draws it (Lemire's method on 32-bit draws), n <= 2^32")
end

return S
