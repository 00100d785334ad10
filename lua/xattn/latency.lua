-- Latency metrics for simultaneous translation (docs/methods.md, Latency). xattn.latency.
--
-- A sentence's delays d_1 .. d_|Y| are, for each target unit i (1-based), the number of
-- source units read when unit i was written; |X| is the source length in the same units
-- (words, or subword tokens with the final </s>). Everything works for either level: the
-- caller passes word delays with the word count, or token delays with the token count.
-- |Y*| below is the reference length when one is given (SimulEval's default) and the
-- hypothesis length |Y| = #delays otherwise; the _hyp forms always use |Y|.
--   AP     = sum_i d_i / (|X| |Y*|)       (SimulEval: ap(d, X, ref_len))
--   AP_hyp = sum_i d_i / (|X| |Y|)        (the hypothesis length: ap(d, X))
--   AL   = 1/tau sum_{i=1..tau} (d_i - (i-1)/gamma), gamma = |Y*|/|X|, tau = the first i
--          with d_i >= |X| (|Y| when there is none); AL = d_1 when d_1 > |X|.
--   AL_hyp = AL with gamma = |Y|/|X| (fairseq and the GMA code: al(d, X))
--   LAAL = AL with gamma = max(|Y|, |Y*|) / |X|
--   DAL  = mean_i (d'_i - (i-1)/gamma), d'_1 = d_1, d'_i = max(d_i, d'_{i-1} + 1/gamma),
--          gamma = |Y| / |X|
--   CW   (the GMA code, its published tables) = |X| / the number of read bursts that end
--          in a write (i with d_i > d_{i-1}, d_0 = 0): reading after the last write counts;
--   CW13 (the paper's eq. 13) = sum of (d_i - d_{i-1}) over writes / that number = d_|Y| / it.
-- A reference length of 0 (an empty reference counted in characters) falls back to |Y|
-- (SimulEval divides by zero there).
-- An empty hypothesis has no delays: every sentence metric is 0 for it; corpus means
-- leave it out by default, as SimulEval does (empty = "skip", counted in result.skipped),
-- or count it as 0 (empty = "zero"). Corpus scores are unweighted means over sentences.
-- Reference lengths (ref_length): SimulEval counts reference.split(" ") at word level and
-- the characters of reference.strip() (spaces included) at character level.
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

-- AP with a given target length
local function ap_len(delays, src_len, tgt_len)
  local n = #delays
  if n == 0 then return 0 end
  if tgt_len <= 0 then tgt_len = n end
  local s = 0
  for i = 1, n do s = s + delays[i] end
  return s / (src_len * tgt_len)
end

--- ap(delays, src_len [, tgt_len]) -> average proportion: sum(d) / (|X| tgt_len), tgt_len
-- = the reference length (SimulEval) or, when left out, the hypothesis length #delays
function L.ap(delays, src_len, tgt_len)
  local n = check("ap", delays, src_len)
  if tgt_len ~= nil then check_len("ap", "the target length", tgt_len) end
  return ap_len(delays, src_len, tgt_len or n)
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

--- sentence(delays, src_len [, ref_len]) -> {AP, AP_hyp, AL, AL_hyp, LAAL, DAL, CW, CW13}
-- AP and AL use the reference length when ref_len is given (SimulEval), AP_hyp and AL_hyp
-- the hypothesis length; without ref_len, AP = AP_hyp, AL = AL_hyp and LAAL uses the
-- hypothesis length alone.
function L.sentence(delays, src_len, ref_len)
  local n = check("sentence", delays, src_len)
  if ref_len ~= nil then check_len("sentence", "the reference length", ref_len) end
  local r = ref_len or n
  return {AP = ap_len(delays, src_len, r), AP_hyp = ap_len(delays, src_len, n), AL = al_gamma(delays, src_len, r),
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
--   AL_CA_ms = AL(c, |X| s, |Y*|), LAAL_CA_ms, DAL_CA_ms likewise, AP_CA = AP(c, |X| s, |Y*|)
--   (AP_CA and AL_CA use the reference length when given, as AP and AL);
-- in source units they are divided by s (AL_CA = AL_CA_ms / s). With e_i = 0 they equal
-- the plain metrics (AL_ms = AL * s exactly: AL is scale-invariant in this sense). CW has
-- no computation-aware form (it counts read bursts).
L.DEFAULT_INTERVAL_MS = 300
L.DEFINITIONS = 4     -- bumped whenever a formula, a default or a unit rule changes
                      -- 2: reference words counted with the system's tokenisation (as the
                      --    hypothesis and source words), not on raw white space
                      -- 3: SimulEval's conventions by default: AP (and AP_CA) with the
                      --    reference length (AP_hyp added), empty hypotheses left out of
                      --    corpus means, reference lengths counted as SimulEval does
                      --    (reference.split(" "); characters of reference.strip())
                      -- 4: SimulEval's words by default in the simulator (xattn.simt,
                      --    System:simulate): a source word is a white-space word of the
                      --    raw line, a target word one of the detokenised hypothesis
                      --    (signatures add |arrive: and |wunit:, raw or tok)

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
-- ms), elapsed_ms (the time of the last write)}; AP and AL use ref_len as L.sentence does
function L.sentence_ca(elapsed, delays, src_len, ref_len, s)
  local n = check("sentence_ca", delays, src_len)
  if ref_len ~= nil then check_len("sentence_ca", "the reference length", ref_len) end
  check_ca("sentence_ca", elapsed, n, s)
  local c = {}
  for i = 1, n do c[i] = delays[i] * s + elapsed[i] end
  local X, r = src_len * s, ref_len or n
  local al, laal = al_gamma(c, X, r), al_gamma(c, X, math.max(n, r))
  local dal = L.dal(c, X)
  return {AP_CA = ap_len(c, X, r), AL_CA = al / s, LAAL_CA = laal / s, DAL_CA = dal / s,
          AL_CA_ms = al, LAAL_CA_ms = laal, DAL_CA_ms = dal, AL_ms = al_gamma(delays, src_len, r) * s,
          elapsed_ms = n > 0 and elapsed[n] or 0}
end

--- sentence_ca_arrival(elapsed_ms, delays, src_len, ref_len | nil, arrival_ms) -> the
-- keys of sentence_ca, plus interval_ms (the mean interval of the sentence's source).
-- A live session (xattn.live) has a clock of its own: source unit j arrived arrival_ms[j]
-- ms after the sentence started (one time per source unit, not decreasing; the last is
-- the end of the source) and target unit i was written elapsed_ms[i] ms after it started,
-- waits and computation included. So c_i = elapsed_ms[i], the source lasts |X|_ms =
-- arrival_ms[|X|] (at least 1 ms: a source that arrived all at once lasts 1 ms), and the
-- CA metrics are the plain formulas on c with |X|_ms; in source units they are divided by
-- the sentence's mean interval |X|_ms / |X|. AL_ms is the plain AL on the arrival times
-- alone: c0_i = arrival_ms[d_i] (0 for d_i = 0), a policy with no computation.
function L.sentence_ca_arrival(elapsed, delays, src_len, ref_len, arrival)
  local n = check("sentence_ca_arrival", delays, src_len)
  if ref_len ~= nil then check_len("sentence_ca_arrival", "the reference length", ref_len) end
  check_ca("sentence_ca_arrival", elapsed, n, 1)
  if type(arrival) ~= "table" or #arrival ~= src_len then
    error(("latency.sentence_ca_arrival: arrival must list one time per source unit (%s), got %s")
      :format(tostring(src_len), type(arrival) == "table" and #arrival or type(arrival)), 2)
  end
  local prev = 0
  for j, a in ipairs(arrival) do
    if type(a) ~= "number" or a ~= a or a < prev or a == math.huge then
      error(("latency.sentence_ca_arrival: arrival %d must be a finite number >= 0 and >= the one before, got %s")
        :format(j, tostring(a)), 2)
    end
    prev = a
  end
  local X = math.max(arrival[#arrival], 1)
  local s = X / src_len
  local c, c0 = {}, {}
  for i = 1, n do
    c[i] = elapsed[i]
    local d = math.floor(delays[i])
    c0[i] = d > 0 and arrival[math.min(d, #arrival)] or 0
  end
  local r = ref_len or n
  local al, laal = al_gamma(c, X, r), al_gamma(c, X, math.max(n, r))
  local dal = L.dal(c, X)
  return {AP_CA = ap_len(c, X, r), AL_CA = al / s, LAAL_CA = laal / s, DAL_CA = dal / s,
          AL_CA_ms = al, LAAL_CA_ms = laal, DAL_CA_ms = dal, AL_ms = al_gamma(c0, X, r) + 0.0,
          elapsed_ms = n > 0 and elapsed[n] or 0, interval_ms = s}
end

-- ---- reference lengths ------------------------------------------------------------------
-- How a reference's length is counted, by unit:
--   word: "split"   SimulEval: len(reference.split(" ")) = the number of U+0020 + 1 (so
--                   "" is 1 and a double space adds an empty word, as there);
--         "tok"     the words of the system's tokenisation, as its hypothesis and source
--                   words (ref_length counts xattn's tokeniser: xattn.text.tokenize)
--   char: "strip"   SimulEval: len(reference.strip()), the code points between the first
--                   and last non-whitespace character, inner spaces included;
--         "nospace" the code points that are not white space (as the hypothesis's
--                   characters at char level)
--   any:  "bpe"     the model's subword tokens (counted by the caller);
--         "given"   lengths from the caller, counted some other way
-- "simuleval" and "xattn" name the first and the second rule of the unit.
local RULES = {word = {simuleval = "split", xattn = "tok"}, char = {simuleval = "strip", xattn = "nospace"}}
local RULE_UNIT = {split = "word", tok = "word", strip = "char", nospace = "char", bpe = true, given = true}
L.REF_COUNT_DEFAULT = "simuleval"

local REF_TEXT = {
  split = 'reference.split(" ") (SimulEval)', tok = "the system's tokenisation (xattn's tokeniser by default)",
  strip = "characters of reference.strip(), spaces included (SimulEval)",
  nospace = "characters other than white space", bpe = "the model's subword tokens",
  given = "given by the caller", none = "no reference (hypothesis lengths)",
}

-- the concrete rule for a unit: "simuleval" / "xattn" resolved, the rest checked
local function resolve_rule(fname, rule, unit)
  if type(rule) ~= "string" then
    error(("latency.%s: ref_count must be a string, got %s"):format(fname, type(rule)), 3)
  end
  local by = RULES[unit]
  if (rule == "simuleval" or rule == "xattn") then
    if by then return by[rule] end
    if unit == "subword" then return "bpe" end
    return "given"
  end
  if not RULE_UNIT[rule] then
    error(("latency.%s: ref_count must be simuleval, xattn, split, tok, strip, nospace, bpe or given, got %q")
      :format(fname, rule), 3)
  end
  local u = RULE_UNIT[rule]
  if u ~= true and unit and unit ~= "given" and u ~= unit then
    error(("latency.%s: ref_count %q counts %ss, not %ss"):format(fname, rule, u, unit), 3)
  end
  return rule
end

local function count_rule(fname, ref, rule)
  if rule == "split" then
    local _, k = ref:gsub(" ", "")
    return k + 1
  elseif rule == "tok" then
    return #require("xattn").text.tokenize(ref)
  elseif rule == "strip" then
    local t = require("xattn.metrics").strip(ref)
    return utf8.len(t) or #t
  elseif rule == "nospace" then
    local t = ref:gsub("%s+", "")
    return utf8.len(t) or #t
  end
  error(("latency.%s: reference strings cannot be counted as %q (give the lengths)"):format(fname, rule), 3)
end

--- ref_length(reference, unit [, rule = "simuleval"]) -> the reference's length in units
-- ("word" or "char"); rule: "simuleval" (word: split on U+0020; char: the characters of
-- the stripped reference, spaces included), "xattn" (word: xattn's tokeniser; char: the
-- characters that are not white space), or the concrete names split, tok, strip, nospace
function L.ref_length(ref, unit, rule)
  if type(ref) ~= "string" then error("latency.ref_length: the reference must be a string, got " .. type(ref), 2) end
  if unit ~= "word" and unit ~= "char" then
    error(("latency.ref_length: unit must be word or char, got %s (subword lengths come from the model's preprocessing)")
      :format(tostring(unit)), 2)
  end
  return count_rule("ref_length", ref, resolve_rule("ref_length", rule or L.REF_COUNT_DEFAULT, unit))
end

local Result = {}
Result.__index = Result
L.KEYS = {"AP", "AP_hyp", "AL", "AL_hyp", "LAAL", "DAL", "CW", "CW13"}
L.CA_KEYS = {"AP_CA", "AL_CA", "LAAL_CA", "DAL_CA", "AL_CA_ms", "LAAL_CA_ms", "DAL_CA_ms", "AL_ms", "elapsed_ms"}
L.EMPTY_DEFAULT = "skip"

local function norm_opts(fname, o)
  o = o or {}
  local len = o.al_length or "reference"
  local reflen = o.ref_count
  if reflen == "none" or len == "hypothesis" then reflen = "none"
  elseif reflen ~= nil then reflen = resolve_rule(fname, reflen, o.level) end
  return {level = o.level or "given", len = len, reflen = reflen or "given",
          empty = o.empty or L.EMPTY_DEFAULT, interval_ms = o.interval_ms, arrival = o.arrival}
end

--- definitions{level =, al_length = "reference" | "hypothesis", ref_count =, empty =,
-- interval_ms =} -> table naming every metric definition in use (stamped on every
-- metrics output); al_length says whether AP, AL (and LAAL) had reference lengths
function L.definitions(o)
  o = norm_opts("definitions", o)
  local ref = o.len ~= "hypothesis"
  return {xattn = require("xattn").version, latency_definitions = L.DEFINITIONS,
          unit = o.level,
          AP = ref and "reference length (SimulEval)" or "hypothesis length (no reference)",
          AP_hyp = "hypothesis length",
          AL = ref and "reference length (SimulEval)" or "hypothesis length (fairseq, GMA code)",
          AL_hyp = "hypothesis length", LAAL = "max(hypothesis, reference) length",
          DAL = "hypothesis length", CW = "GMA code (|X| / read bursts ending in a write)",
          CW13 = "paper eq. 13 (reads before the last write / bursts)",
          reference_length = REF_TEXT[o.reflen] or o.reflen,
          CA = o.arrival and "c_i = the time target unit i was written, ms after the sentence started; source units at their real arrival times (a live session); AL_CA in source units = AL_CA_ms / the sentence's mean interval"
               or o.interval_ms and ("c_i = d_i * %g ms + elapsed_i; AL_CA in source units = AL_CA_ms / %g"):format(o.interval_ms, o.interval_ms) or nil,
          empty = o.empty == "skip" and "an empty hypothesis is left out of the corpus means (SimulEval)"
                  or "an empty hypothesis scores 0 and counts in the corpus means"}
end

--- signature{level =, al_length =, ref_count =, empty =, interval_ms =} -> one line, as
-- sacreBLEU's: "xattn:0.1.0|latdefs:3|unit:word|AP:ref|AL:ref|LAAL:max|DAL:hyp|CW:gma|
-- CW13:eq13|reflen:split|empty:skip|CA:300ms"
function L.signature(o)
  o = norm_opts("signature", o)
  local r = o.len == "hypothesis" and "hyp" or "ref"
  return ("xattn:%s|latdefs:%d|unit:%s|AP:%s|AL:%s|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|reflen:%s|empty:%s|CA:%s"):format(
    require("xattn").version, L.DEFINITIONS, o.level, r, r, o.reflen, o.empty,
    o.arrival and "real" or o.interval_ms and (("%gms"):format(o.interval_ms)) or "none")
end

--- result:format() -> "AP 0.650 (reference length) | AL 3.21 (reference length) | ..."
function Result:format()
  local how = self.al_length .. " length"
  local s = ("AP %.3f (%s) | AL %.2f (%s) | AP_hyp %.3f | AL_hyp %.2f | LAAL %.2f | DAL %.2f | CW %.2f (GMA code) | CW13 %.2f (eq. 13) | %d sentences")
    :format(self.AP, how, self.AL, how, self.AP_hyp, self.AL_hyp, self.LAAL, self.DAL, self.CW, self.CW13, self.n)
  if self.skipped > 0 then
    s = s .. (" (%d with an empty hypothesis left out%s)"):format(self.skipped, self.scored == 0 and ": no scores" or "")
  elseif self.empty == "zero" and self.empty_count > 0 then
    s = s .. (" (%d with an empty hypothesis scored 0)"):format(self.empty_count)
  end
  s = s .. (", %s level"):format(self.level or "given")
  local function ms(x) return (x > -0.5 and x < 0.5) and 0 or x end -- no "-0 ms" for a rounding error
  if self.arrival and self.interval_ms < 1 then
    -- the source arrived at once (a file piped in one go): no time per source unit to divide by
    s = s .. ("\n  computation-aware (real arrival times; the source arrived at once, so in ms only): AL_CA %.0f ms (plain AL %.0f ms at the arrival times) | LAAL_CA %.0f ms | DAL_CA %.0f ms | last write after %.1f ms")
      :format(self.AL_CA_ms, ms(self.AL_ms), self.LAAL_CA_ms, self.DAL_CA_ms, self.elapsed_ms)
  elseif self.arrival then
    s = s .. ("\n  computation-aware (real arrival times, %.0f ms per source unit on average): AL_CA %.2f (%.0f ms; plain AL %.0f ms at the arrival times) | LAAL_CA %.2f | DAL_CA %.2f | AP_CA %.3f | last write after %.1f ms")
      :format(self.interval_ms, self.AL_CA, self.AL_CA_ms, ms(self.AL_ms), self.LAAL_CA, self.DAL_CA, self.AP_CA, self.elapsed_ms)
  elseif self.interval_ms then
    s = s .. ("\n  computation-aware (%g ms per source unit): AL_CA %.2f (%.0f ms; plain AL %.0f ms) | LAAL_CA %.2f | DAL_CA %.2f | AP_CA %.3f | last write after %.1f ms")
      :format(self.interval_ms, self.AL_CA, self.AL_CA_ms, self.AL_ms, self.LAAL_CA, self.DAL_CA, self.AP_CA, self.elapsed_ms)
  end
  return s
end
Result.__tostring = Result.format

--- corpus(instances [, opts]) -> result with the unweighted means over sentences of AP,
-- AP_hyp, AL, AL_hyp, LAAL, DAL, CW, CW13.
-- instances[k] = {delays =, src_len =, ref_len = (a number) or reference = (a string,
-- counted with opts.ref_count), elapsed =}; a reference length is optional but given for
-- all instances or for none (without, AP and AL use the hypothesis length; result.al_length
-- says which).
-- opts: level ("word" | "subword" | "char", the unit: in the signature, and how reference
--   strings are counted); empty = "skip" (default, SimulEval: an empty hypothesis is left
--   out of the means; result.skipped counts them) | "zero" (it scores 0 on every metric and
--   counts); ref_count = how reference lengths are counted: with reference strings the rule
--   to apply ("simuleval", the default, or "xattn", or a concrete name: see ref_length),
--   with ref_len numbers the rule they were counted with, for the signature ("given" when
--   not said); interval_ms = s with every instance's elapsed (ms per target unit): also the
--   computation-aware means (L.CA_KEYS, see sentence_ca); arrival = true instead, with
--   every instance's elapsed and arrival (ms per source unit, a live session's clock):
--   the computation-aware means on the real arrival times (sentence_ca_arrival; the
--   signature says CA:real, result.arrival = "real", result.interval_ms the mean interval).
-- result fields: the metrics, n (instances), scored, skipped, empty_count, level,
-- al_length, ref_count (the concrete rule), empty, interval_ms, signature, definitions.
function L.corpus(instances, opts)
  if type(instances) ~= "table" then error("latency.corpus: expects a list of {delays, src_len, ref_len}", 2) end
  opts = opts or {}
  if type(opts) ~= "table" then error("latency.corpus: options must be a table, got " .. type(opts), 2) end
  local empty = opts.empty or L.EMPTY_DEFAULT
  if empty ~= "skip" and empty ~= "zero" then
    error(("latency.corpus: empty must be \"skip\" or \"zero\", got %s"):format(tostring(empty)), 2)
  end
  local level = opts.level
  if opts.ref_count ~= nil then resolve_rule("corpus", opts.ref_count, level) end -- checked even without references
  local arrival = opts.arrival == true
  if opts.arrival ~= nil and type(opts.arrival) ~= "boolean" then
    error("latency.corpus: arrival must be true or false, got " .. tostring(opts.arrival), 2)
  end
  local ca = opts.interval_ms ~= nil or arrival
  local sum, s_sum = {}, 0
  for _, k in ipairs(L.KEYS) do sum[k] = 0 end
  for _, k in ipairs(L.CA_KEYS) do sum[k] = 0 end
  local with_ref, with_num, n, scored, nempty = 0, 0, #instances, 0, 0
  local rule -- the concrete rule for reference strings, resolved at the first one
  for i, ins in ipairs(instances) do
    if type(ins) ~= "table" then error(("latency.corpus: instance %d is not a table"):format(i), 2) end
    local rl = ins.ref_len
    if rl ~= nil then with_num = with_num + 1
    elseif ins.reference ~= nil then
      if type(ins.reference) ~= "string" then
        error(("latency.corpus: instance %d: reference must be a string, got %s"):format(i, type(ins.reference)), 2)
      end
      if not rule then
        if level ~= "word" and level ~= "char" and level ~= nil then
          error(("latency.corpus: reference strings can be counted in words or characters, not at %s level (give ref_len)")
            :format(tostring(level)), 2)
        end
        rule = resolve_rule("corpus", opts.ref_count or L.REF_COUNT_DEFAULT, level or "word")
      end
      rl = count_rule("corpus", ins.reference, rule)
    end
    if rl ~= nil then with_ref = with_ref + 1 end
    local ok, s = pcall(L.sentence, ins.delays, ins.src_len, rl)
    if not ok then error(("latency.corpus: instance %d: %s"):format(i, tostring(s)), 2) end
    local is_empty = #ins.delays == 0
    if is_empty then nempty = nempty + 1 end
    if not (is_empty and empty == "skip") then
      scored = scored + 1
      for _, k in ipairs(L.KEYS) do sum[k] = sum[k] + s[k] end
      if ca then
        if ins.elapsed == nil then
          error(("latency.corpus: instance %d has no elapsed times (computation-aware metrics need them for every instance)"):format(i), 2)
        end
        local ok2, c
        if arrival then
          if ins.arrival == nil then
            error(("latency.corpus: instance %d has no arrival times (arrival = true needs them for every instance)"):format(i), 2)
          end
          ok2, c = pcall(L.sentence_ca_arrival, ins.elapsed, ins.delays, ins.src_len, rl, ins.arrival)
          if ok2 then s_sum = s_sum + c.interval_ms end
        else
          ok2, c = pcall(L.sentence_ca, ins.elapsed, ins.delays, ins.src_len, rl, opts.interval_ms)
        end
        if not ok2 then error(("latency.corpus: instance %d: %s"):format(i, tostring(c)), 2) end
        for _, k in ipairs(L.CA_KEYS) do sum[k] = sum[k] + c[k] end
      end
    end
  end
  if with_ref ~= 0 and with_ref ~= n then
    error(("latency.corpus: %d of %d instances have a ref_len or reference; give all or none"):format(with_ref, n), 2)
  end
  local reflen
  if with_ref == 0 then reflen = "none"
  elseif with_num > 0 then
    reflen = opts.ref_count and resolve_rule("corpus", opts.ref_count, level) or "given"
  else reflen = rule end
  local r = setmetatable({n = n, scored = scored, skipped = n - scored, empty_count = nempty, empty = empty,
                          level = level, ref_count = reflen,
                          al_length = (with_ref > 0) and "reference" or "hypothesis"}, Result)
  for _, k in ipairs(L.KEYS) do r[k] = scored > 0 and sum[k] / scored or 0 end
  if ca then
    r.interval_ms = opts.interval_ms
    if arrival then r.arrival, r.interval_ms = "real", scored > 0 and s_sum / scored or 0 end
    for _, k in ipairs(L.CA_KEYS) do r[k] = scored > 0 and sum[k] / scored or 0 end
  end
  local d = {level = r.level, al_length = r.al_length, ref_count = reflen, empty = empty, interval_ms = r.interval_ms,
             arrival = arrival or nil}
  r.signature, r.definitions = L.signature(d), L.definitions(d)
  return r
end

--- result:table() -> the scores, the signature and the definitions as a plain table (JSON);
-- also delays, arrive and word_units when the caller set them (simt.latency, rescore)
function Result:table()
  local t = {n = self.n, scored = self.scored, skipped = self.skipped, empty = self.empty,
             level = self.level, al_length = self.al_length, ref_count = self.ref_count,
             interval_ms = self.interval_ms, signature = self.signature, definitions = self.definitions,
             delays = self.delays, arrive = self.arrive, word_units = self.word_units, arrival = self.arrival}
  for _, k in ipairs(L.KEYS) do t[k] = self[k] end
  if self.interval_ms then for _, k in ipairs(L.CA_KEYS) do t[k] = self[k] end end
  return t
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = require("xattn").document
  doc("latency", L, [[
xattn.latency -- latency metrics of simultaneous translation: AP, AL, LAAL, DAL, CW, and
their computation-aware forms, with SimulEval's conventions by default. A sentence's delays
d_1..d_|Y| are, for each target unit, the number of source units read when it was written;
the source length |X| is in the same units (words, or tokens with </s>). |Y*| is the
reference length when one is given, else the hypothesis length; the _hyp forms always use
the hypothesis length. latency.KEYS and latency.CA_KEYS list the metric names; see
docs/streaming-eval.md.]])
  doc("latency.ap", L.ap, [[
latency.ap(delays, src_len [, tgt_len]) -> average proportion, sum_i d_i / (|X| tgt_len)
tgt_len: the reference length (SimulEval) or, left out, the hypothesis length #delays.]])
  doc("latency.al", L.al, [[
latency.al(delays, src_len [, tgt_len]) -> average lagging
1/tau sum_{i<=tau} (d_i - (i - 1) / gamma), gamma = tgt_len / |X|, tau the first i with
d_i >= |X|. tgt_len: the reference length (SimulEval) or, left out, the hypothesis length
#delays (fairseq, the GMA code).]])
  doc("latency.laal", L.laal, "latency.laal(delays, src_len, ref_len) -> length-adaptive AL: AL with gamma = max(|hyp|, |ref|) / |X|")
  doc("latency.dal", L.dal, [[
latency.dal(delays, src_len) -> differentiable average lagging
mean_i (d'_i - (i - 1) / gamma), d'_1 = d_1, d'_i = max(d_i, d'_{i-1} + 1 / gamma), gamma
from the hypothesis length.]])
  doc("latency.cw", L.cw, [[
latency.cw(delays, src_len [, variant="gma"]) -> consecutive wait
"gma" (the GMA code and its tables): |X| over the read bursts that end in a write; "eq13"
(the paper's equation 13): the reads before the last write over those bursts.]])
  doc("latency.sentence", L.sentence, [[
latency.sentence(delays, src_len [, ref_len]) -> {AP, AP_hyp, AL, AL_hyp, LAAL, DAL, CW, CW13}
Every metric of one sentence: AP and AL with the reference length when ref_len is given
(SimulEval), AP_hyp and AL_hyp with the hypothesis length. An empty hypothesis scores 0.]])
  doc("latency.ca_delays", L.ca_delays, [[
latency.ca_delays(elapsed_ms, delays, interval_ms) -> {c_i}
Computation-aware delays c_i = d_i interval_ms + elapsed_ms[i]: source unit j arrives at
j interval_ms ms, and unit i was written elapsed_ms[i] ms of computation after the start.]])
  doc("latency.sentence_ca_arrival", L.sentence_ca_arrival, [[
latency.sentence_ca_arrival(elapsed_ms, delays, src_len, ref_len | nil, arrival_ms)
  -> {AP_CA, AL_CA, LAAL_CA, DAL_CA, AL_CA_ms, LAAL_CA_ms, DAL_CA_ms, AL_ms, elapsed_ms, interval_ms}
Computation-aware metrics on real arrival times (a live session): c_i = elapsed_ms[i] (the
write's time from the sentence's start, waits included), |X| in ms = arrival_ms[|X|] (at
least 1); in source units divided by the mean interval |X|_ms / |X|; AL_ms is AL on the
arrival times alone (arrival_ms[d_i]).]])
  doc("latency.sentence_ca", L.sentence_ca, [[
latency.sentence_ca(elapsed_ms, delays, src_len, ref_len | nil, interval_ms)
  -> {AP_CA, AL_CA, LAAL_CA, DAL_CA, AL_CA_ms, LAAL_CA_ms, DAL_CA_ms, AL_ms, elapsed_ms}
The plain formulas on the computation-aware delays with source length |X| interval_ms: the
*_ms values in milliseconds, AL_CA etc. in source units (divided by interval_ms); AL_ms is
the plain AL in ms, elapsed_ms the time of the last write.]])
  doc("latency.ref_length", L.ref_length, [[
latency.ref_length(reference, unit [, rule="simuleval"]) -> the reference's length in units
unit "word" or "char". rule "simuleval": words split on U+0020, or the characters of the
stripped reference, spaces included (SimulEval's counts); "xattn": xattn's tokeniser's
words, or the characters that are not white space; or a concrete name: split, tok, strip,
nospace.]])
  doc("latency.definitions", L.definitions, [[
latency.definitions([{level, al_length="reference" | "hypothesis", ref_count, empty,
  interval_ms}]) -> table
Names every metric definition in use (stamped on every metrics output).]])
  doc("latency.signature", L.signature, [[
latency.signature([{level, al_length, ref_count, empty, interval_ms}]) -> string
One line naming the definitions, as sacreBLEU's signature: "xattn:0.1.0|latdefs:3|unit:word|
AP:ref|AL:ref|LAAL:max|DAL:hyp|CW:gma|CW13:eq13|reflen:split|empty:skip|CA:300ms".]])
  doc("latency.corpus", L.corpus, [[
latency.corpus(instances [, {level, empty="skip", ref_count="simuleval", interval_ms, arrival}]) -> result
The unweighted means over sentences of AP, AP_hyp, AL, AL_hyp, LAAL, DAL, CW, CW13.
instances[k] = {delays, src_len, ref_len (a number) or reference (a string, counted with
ref_count, see ref_length), elapsed}; reference lengths for all instances or none (without,
AP and AL use the hypothesis length; result.al_length says which). empty = "skip"
(SimulEval: an empty hypothesis is left out, counted in result.skipped) or "zero" (it
scores 0 and counts). interval_ms (with every instance's elapsed): also the
computation-aware means; arrival = true (with every instance's elapsed and arrival, a live
session's times): the same on real arrival times (sentence_ca_arrival, CA:real). result fields: the metrics, n, scored, skipped, empty_count,
level, al_length, ref_count, empty, interval_ms, signature, definitions; tostring(result)
is result:format().]])
  doc("latency.Result", Result, "latency.Result -- the class of latency.corpus's results (format, table)")
  doc("latency.Result:format", Result.format, "result:format() -> \"AP 0.650 (reference length) | AL 3.21 (reference length) | ...\" (and a computation-aware line)")
  doc("latency.Result:table", Result.table, "result:table() -> the scores, the signature and the definitions as a plain table (for JSON)")
end

return L
