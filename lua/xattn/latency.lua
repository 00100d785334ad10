-- Latency metrics for simultaneous translation (docs/methods.md, Latency). xattn.latency.
--
-- A sentence's delays d_1 .. d_|Y| are, for each target unit i (1-based), the number of
-- source units read when unit i was written; |X| is the source length in the same units
-- (words, or subword tokens with the final </s>). Everything works for either level: the
-- caller passes word delays with the word count, or token delays with the token count.
--   AP   = sum_i d_i / (|X| |Y|)
--   AL   = 1/tau sum_{i=1..tau} (d_i - (i-1)/gamma), gamma = |Y|/|X|, tau = the first i
--          with d_i >= |X| (|Y| when there is none); AL = d_1 when d_1 > |X|.
--          |Y| is the reference length in SimulEval (the default here: al(d, X, ref_len))
--          and the hypothesis length in fairseq and the GMA code (al(d, X)).
--   LAAL = AL with gamma = max(|Y_hyp|, |Y_ref|) / |X|
--   DAL  = mean_i (d'_i - (i-1)/gamma), d'_1 = d_1, d'_i = max(d_i, d'_{i-1} + 1/gamma),
--          gamma = |Y_hyp| / |X|
--   CW   (the GMA code, its published tables) = |X| / the number of read bursts that end
--          in a write (i with d_i > d_{i-1}, d_0 = 0): reading after the last write counts;
--   CW13 (the paper's eq. 13) = sum of (d_i - d_{i-1}) over writes / that number = d_|Y| / it.
-- An empty hypothesis has no delays: every metric is 0 for it (and it still counts in the
-- corpus mean). Corpus scores are unweighted means over sentences.
local L = {}

local function check(fname, delays, src_len)
  if type(delays) ~= "table" then
    error(("latency.%s: delays must be a list of numbers, got %s"):format(fname, type(delays)), 3)
  end
  if type(src_len) ~= "number" or src_len <= 0 or src_len ~= src_len then
    error(("latency.%s: the source length must be a positive number, got %s"):format(fname, tostring(src_len)), 3)
  end
  local prev = 0
  for i, d in ipairs(delays) do
    if type(d) ~= "number" or d ~= d or d < 0 then
      error(("latency.%s: delay %d must be a number >= 0, got %s"):format(fname, i, tostring(d)), 3)
    end
    if d < prev then
      error(("latency.%s: delays must not decrease (delay %d is %s after %s)"):format(fname, i, tostring(d), tostring(prev)), 3)
    end
    prev = d
  end
  return #delays
end

local function check_len(fname, what, n)
  if type(n) ~= "number" or n < 0 or n ~= n then
    error(("latency.%s: %s must be a number >= 0, got %s"):format(fname, what, tostring(n)), 3)
  end
end

--- ap(delays, src_len) -> average proportion
function L.ap(delays, src_len)
  local n = check("ap", delays, src_len)
  if n == 0 then return 0 end
  local s = 0
  for _, d in ipairs(delays) do s = s + d end
  return s / (src_len * n)
end

-- AL with a given target length for gamma
local function al_gamma(delays, src_len, tgt_len)
  local n = #delays
  if n == 0 then return 0 end
  if delays[1] > src_len then return delays[1] end
  if tgt_len <= 0 then tgt_len = n end
  local gamma = tgt_len / src_len
  local s, tau = 0, 0
  for i = 1, n do
    s = s + delays[i] - (i - 1) / gamma
    tau = i
    if delays[i] >= src_len then break end
  end
  return s / tau
end

--- al(delays, src_len [, tgt_len]) -> average lagging; tgt_len = the reference length
-- (SimulEval) or, when left out, the hypothesis length #delays (fairseq, the GMA code)
function L.al(delays, src_len, tgt_len)
  local n = check("al", delays, src_len)
  if tgt_len ~= nil then check_len("al", "the target length", tgt_len) end
  return al_gamma(delays, src_len, tgt_len or n)
end

--- laal(delays, src_len, ref_len) -> length-adaptive AL: gamma = max(|hyp|, |ref|) / |X|
function L.laal(delays, src_len, ref_len)
  local n = check("laal", delays, src_len)
  check_len("laal", "the reference length", ref_len)
  return al_gamma(delays, src_len, math.max(n, ref_len))
end

--- dal(delays, src_len) -> differentiable average lagging (gamma from the hypothesis length)
function L.dal(delays, src_len)
  local n = check("dal", delays, src_len)
  if n == 0 then return 0 end
  local gamma = n / src_len
  local s, prev = 0, nil
  for i = 1, n do
    local d = delays[i]
    if prev then d = math.max(d, prev + 1 / gamma) end
    s = s + d - (i - 1) / gamma
    prev = d
  end
  return s / n
end

-- the number of read bursts that end in a write
local function bursts(delays)
  local c, prev = 0, 0
  for _, d in ipairs(delays) do
    if d > prev then c = c + 1 end
    prev = d
  end
  return c
end

--- cw(delays, src_len [, "gma" | "eq13"]) -> consecutive wait; "gma" (default): |X| over
-- the read bursts that end in a write; "eq13": the reads before the last write over them
function L.cw(delays, src_len, variant)
  local n = check("cw", delays, src_len)
  variant = variant or "gma"
  if variant ~= "gma" and variant ~= "eq13" then
    error("latency.cw: variant must be 'gma' or 'eq13', got " .. tostring(variant), 2)
  end
  local c = bursts(delays)
  if n == 0 or c == 0 then return 0 end
  if variant == "gma" then return src_len / c end
  return delays[n] / c
end

--- sentence(delays, src_len [, ref_len]) -> {AP, AL, AL_hyp, LAAL, DAL, CW, CW13}
-- AL uses the reference length when ref_len is given (SimulEval), AL_hyp the hypothesis
-- length; without ref_len, AL = AL_hyp and LAAL uses the hypothesis length alone.
function L.sentence(delays, src_len, ref_len)
  local n = check("sentence", delays, src_len)
  if ref_len ~= nil then check_len("sentence", "the reference length", ref_len) end
  local r = ref_len or n
  return {AP = L.ap(delays, src_len), AL = al_gamma(delays, src_len, r),
          AL_hyp = al_gamma(delays, src_len, n), LAAL = al_gamma(delays, src_len, math.max(n, r)),
          DAL = L.dal(delays, src_len), CW = L.cw(delays, src_len, "gma"),
          CW13 = L.cw(delays, src_len, "eq13")}
end

-- ---- computation-aware forms ----------------------------------------------------------
-- Text has no clock of its own, so xattn gives the source one: source unit j (a word at
-- word level, a token at subword level) arrives at j * s ms, s = interval_ms (the
-- --source-interval-ms option; default 300). A target unit written after reading d_i
-- source units, e_i ms of wall time after the sentence started (the simulator's monotonic
-- clock: every read decision and decoder step up to that write), has the
-- computation-aware delay  c_i = d_i * s + e_i  (ms)  -- SimulEval's speech definition,
-- elapsed = delay + computation, carried over to text (SimulEval refuses it on text).
-- The CA metrics are the plain formulas on c_i with the source length |X| * s:
--   AL_CA_ms = AL(c, |X| s, |Y|), LAAL_CA_ms, DAL_CA_ms likewise, AP_CA = AP(c, |X| s);
-- in source units they are divided by s (AL_CA = AL_CA_ms / s). With e_i = 0 they equal
-- the plain metrics (AL_ms = AL * s exactly: AL is scale-invariant in this sense). CW has
-- no computation-aware form (it counts read bursts).
L.DEFAULT_INTERVAL_MS = 300
L.DEFINITIONS = 2     -- bumped whenever a formula, a default or a unit rule changes
                      -- 2: reference words counted with the system's tokenisation (as the
                      --    hypothesis and source words), not on raw white space

local function check_ca(fname, elapsed, n, s)
  if type(s) ~= "number" or s ~= s or s <= 0 or s == math.huge then
    error(("latency.%s: interval_ms must be a positive number, got %s"):format(fname, tostring(s)), 3)
  end
  if type(elapsed) ~= "table" then
    error(("latency.%s: elapsed must be a list of milliseconds, got %s"):format(fname, type(elapsed)), 3)
  end
  if #elapsed ~= n then
    error(("latency.%s: %d elapsed times for %d delays"):format(fname, #elapsed, n), 3)
  end
  local prev = 0
  for i, e in ipairs(elapsed) do
    if type(e) ~= "number" or e ~= e or e < prev or e == math.huge then
      error(("latency.%s: elapsed %d must be a finite number >= 0 and >= the one before, got %s")
        :format(fname, i, tostring(e)), 3)
    end
    prev = e
  end
end

--- ca_delays(elapsed_ms, delays, interval_ms) -> list of c_i = delays[i] * interval_ms + elapsed_ms[i]
function L.ca_delays(elapsed, delays, s)
  local n = check("ca_delays", delays, 1)
  check_ca("ca_delays", elapsed, n, s)
  local c = {}
  for i = 1, n do c[i] = delays[i] * s + elapsed[i] end
  return c
end

--- sentence_ca(elapsed_ms, delays, src_len [, ref_len], interval_ms) -> {AP_CA, AL_CA,
-- LAAL_CA, DAL_CA (source units), AL_CA_ms, LAAL_CA_ms, DAL_CA_ms, AL_ms (plain AL in
-- ms), elapsed_ms (the time of the last write)}; AL uses ref_len as L.sentence does
function L.sentence_ca(elapsed, delays, src_len, ref_len, s)
  local n = check("sentence_ca", delays, src_len)
  if ref_len ~= nil then check_len("sentence_ca", "the reference length", ref_len) end
  check_ca("sentence_ca", elapsed, n, s)
  local c = {}
  for i = 1, n do c[i] = delays[i] * s + elapsed[i] end
  local X, r = src_len * s, ref_len or n
  local al, laal = al_gamma(c, X, r), al_gamma(c, X, math.max(n, r))
  local dal = L.dal(c, X)
  return {AP_CA = L.ap(c, X), AL_CA = al / s, LAAL_CA = laal / s, DAL_CA = dal / s,
          AL_CA_ms = al, LAAL_CA_ms = laal, DAL_CA_ms = dal, AL_ms = al_gamma(delays, src_len, r) * s,
          elapsed_ms = n > 0 and elapsed[n] or 0}
end

local Result = {}
Result.__index = Result
L.KEYS = {"AP", "AL", "AL_hyp", "LAAL", "DAL", "CW", "CW13"}
L.CA_KEYS = {"AP_CA", "AL_CA", "LAAL_CA", "DAL_CA", "AL_CA_ms", "LAAL_CA_ms", "DAL_CA_ms", "AL_ms", "elapsed_ms"}

--- definitions{level =, al_length = "reference" | "hypothesis", interval_ms =} -> table
-- naming every metric definition in use (stamped on every metrics output)
function L.definitions(o)
  o = o or {}
  return {xattn = require("xattn").version, latency_definitions = L.DEFINITIONS,
          unit = o.level or "given",
          AL = (o.al_length == "hypothesis") and "hypothesis length (fairseq, GMA code)" or "reference length (SimulEval)",
          AL_hyp = "hypothesis length", LAAL = "max(hypothesis, reference) length",
          DAL = "hypothesis length", CW = "GMA code (|X| / read bursts ending in a write)",
          CW13 = "paper eq. 13 (reads before the last write / bursts)",
          CA = o.interval_ms and ("c_i = d_i * %g ms + elapsed_i; AL_CA in source units = AL_CA_ms / %g"):format(o.interval_ms, o.interval_ms) or nil,
          empty = "an empty hypothesis scores 0"}
end

--- signature{level =, al_length =, interval_ms =} -> one line, as sacreBLEU's:
-- "xattn:0.1.0|latdefs:2|unit:word|AL:ref|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|CA:300ms"
function L.signature(o)
  o = o or {}
  return ("xattn:%s|latdefs:%d|unit:%s|AL:%s|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|CA:%s"):format(
    require("xattn").version, L.DEFINITIONS, o.level or "given",
    o.al_length == "hypothesis" and "hyp" or "ref", o.interval_ms and (("%gms"):format(o.interval_ms)) or "none")
end

--- result:format() -> "AP 0.650 | AL 3.21 (reference length) | ..."
function Result:format()
  local s = ("AP %.3f | AL %.2f (%s length) | AL_hyp %.2f | LAAL %.2f | DAL %.2f | CW %.2f (GMA code) | CW13 %.2f (eq. 13) | %d sentences, %s level")
    :format(self.AP, self.AL, self.al_length, self.AL_hyp, self.LAAL, self.DAL, self.CW, self.CW13,
            self.n, self.level or "given")
  if self.interval_ms then
    s = s .. ("\n  computation-aware (%g ms per source unit): AL_CA %.2f (%.0f ms; plain AL %.0f ms) | LAAL_CA %.2f | DAL_CA %.2f | AP_CA %.3f | last write after %.1f ms")
      :format(self.interval_ms, self.AL_CA, self.AL_CA_ms, self.AL_ms, self.LAAL_CA, self.DAL_CA, self.AP_CA, self.elapsed_ms)
  end
  return s
end
Result.__tostring = Result.format

--- corpus(instances [, {level = "word", interval_ms = s}]) -> result with the unweighted
-- means over sentences of AP, AL, AL_hyp, LAAL, DAL, CW, CW13; instances[k] = {delays =,
-- src_len =, ref_len =, elapsed =} (ref_len optional: without it, AL uses the hypothesis
-- length; result.al_length says which). With interval_ms and every instance's elapsed
-- (ms per target unit), also the computation-aware means (L.CA_KEYS, see sentence_ca).
-- result.signature and result.definitions name the definitions used.
function L.corpus(instances, opts)
  if type(instances) ~= "table" then error("latency.corpus: expects a list of {delays, src_len, ref_len}", 2) end
  opts = opts or {}
  local ca = opts.interval_ms ~= nil
  local sum = {}
  for _, k in ipairs(L.KEYS) do sum[k] = 0 end
  for _, k in ipairs(L.CA_KEYS) do sum[k] = 0 end
  local with_ref, n = 0, #instances
  for i, ins in ipairs(instances) do
    if type(ins) ~= "table" then error(("latency.corpus: instance %d is not a table"):format(i), 2) end
    local ok, s = pcall(L.sentence, ins.delays, ins.src_len, ins.ref_len)
    if not ok then error(("latency.corpus: instance %d: %s"):format(i, tostring(s)), 2) end
    for _, k in ipairs(L.KEYS) do sum[k] = sum[k] + s[k] end
    if ca then
      if ins.elapsed == nil then
        error(("latency.corpus: instance %d has no elapsed times (computation-aware metrics need them for every instance)"):format(i), 2)
      end
      local ok2, c = pcall(L.sentence_ca, ins.elapsed, ins.delays, ins.src_len, ins.ref_len, opts.interval_ms)
      if not ok2 then error(("latency.corpus: instance %d: %s"):format(i, tostring(c)), 2) end
      for _, k in ipairs(L.CA_KEYS) do sum[k] = sum[k] + c[k] end
    end
    if ins.ref_len ~= nil then with_ref = with_ref + 1 end
  end
  if with_ref ~= 0 and with_ref ~= n then
    error(("latency.corpus: %d of %d instances have a ref_len; give all or none"):format(with_ref, n), 2)
  end
  local r = setmetatable({n = n, level = opts.level,
                          al_length = (with_ref > 0) and "reference" or "hypothesis"}, Result)
  for _, k in ipairs(L.KEYS) do r[k] = n > 0 and sum[k] / n or 0 end
  if ca then
    r.interval_ms = opts.interval_ms
    for _, k in ipairs(L.CA_KEYS) do r[k] = n > 0 and sum[k] / n or 0 end
  end
  local d = {level = r.level, al_length = r.al_length, interval_ms = r.interval_ms}
  r.signature, r.definitions = L.signature(d), L.definitions(d)
  return r
end

--- result:table() -> the scores, the signature and the definitions as a plain table (JSON)
function Result:table()
  local t = {n = self.n, level = self.level, al_length = self.al_length, interval_ms = self.interval_ms,
             signature = self.signature, definitions = self.definitions}
  for _, k in ipairs(L.KEYS) do t[k] = self[k] end
  if self.interval_ms then for _, k in ipairs(L.CA_KEYS) do t[k] = self[k] end end
  return t
end

return L
