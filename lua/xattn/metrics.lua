-- Evaluation metrics. require "xattn.metrics" (or xattn.metrics).
--
-- Sections: text helpers (Python-compatible whitespace), tokenizers, BLEU. Later metrics
-- (latency: AP, AL, DAL for simultaneous translation) go in their own section below BLEU
-- and register themselves in the same module table; results are plain tables with a
-- format() method and __tostring, like BLEU's.
--
-- BLEU follows sacreBLEU 2.x (mjpost/sacrebleu, sacrebleu/metrics/bleu.py) rule for rule,
-- so scores agree with `sacrebleu.corpus_bleu(hyps, refs)` to the last printed digit:
--   * each segment is (optionally lowercased,) right-stripped of whitespace, tokenized
--     (13a by default: mteval-v13a's rules) and split on whitespace;
--   * n-grams of orders 1..4; a hypothesis n-gram's match count is clipped to the largest
--     count of that n-gram in any one reference of the segment;
--   * the reference length of a segment is the length of the reference closest to the
--     hypothesis length (ties go to the shorter reference);
--   * corpus BLEU sums counts and lengths over all segments before computing
--     BP * exp(mean log precision); smoothing "exp" (NIST/mteval: the k-th order with
--     zero matches gets precision 1 / (2^k * total)); no matches at all gives 0.
local M = {}

M.VERSION = "xattn-0.1"

------------------------------------------------------------------------------------------
-- Text helpers: Python's str.split() / str.rstrip() whitespace is Unicode whitespace
-- (U+0009-000D, U+001C-001F, U+0020, U+0085, U+00A0, U+1680, U+2000-200A, U+2028,
-- U+2029, U+202F, U+205F, U+3000). Strings are UTF-8 bytes here.
------------------------------------------------------------------------------------------
local UNI_WS = { -- multi-byte UTF-8 whitespace sequences
  "\xC2\x85", "\xC2\xA0", "\xE1\x9A\x80", "\xE2\x80[\x80-\x8A\xA8\xA9\xAF]", "\xE2\x81\x9F",
  "\xE3\x80\x80",
}

-- every Unicode whitespace character of s replaced by an ASCII space
local function ascii_ws(s)
  if s:find("[\x1C-\x1F]") then s = s:gsub("[\x1C-\x1F]", " ") end
  if s:find("[\xC2\xE1\xE2\xE3]") then
    for _, p in ipairs(UNI_WS) do s = s:gsub(p, " ") end
  end
  return s
end

-- Python's s.rstrip()
local function rstrip(s)
  local last = s:byte(-1)
  -- the common case: ends in a printable ASCII character (or is empty)
  if not last or (last > 0x20 and last < 0x7F) then return s end
  while true do
    local t = s:gsub("[%s\x1C-\x1F]+$", "")
    for _, p in ipairs(UNI_WS) do t = t:gsub(p .. "$", "") end
    if t == s then return s end
    s = t
  end
end

-- Python's s.lstrip()
local function lstrip(s)
  local first = s:byte(1)
  if not first or (first > 0x20 and first < 0x7F) then return s end
  while true do
    local t = s:gsub("^[%s\x1C-\x1F]+", "")
    for _, p in ipairs(UNI_WS) do t = t:gsub("^" .. p, "") end
    if t == s then return s end
    s = t
  end
end

--- strip(s) -> s without leading and trailing whitespace, as Python's str.strip()
function M.strip(s)
  if type(s) ~= "string" then error("metrics.strip: expects a string, got " .. type(s), 2) end
  return lstrip(rstrip(s))
end

-- Python's s.split(): list of the maximal runs of non-whitespace
local function split(s)
  local out, n = {}, 0
  for w in ascii_ws(s):gmatch("%S+") do n = n + 1; out[n] = w end
  return out
end
M.split = split

--- lower(s) -> s lowercased exactly as Python's str.lower (sacreBLEU's lowercase option):
-- every code point Python changes (a table generated from Python by tools/gen_case.py,
-- in lua/case_table.h), U+0130 to "i" + U+0307, and capital sigma to final sigma where
-- Unicode's Final_Sigma condition holds, as Python does; bytes that are not UTF-8 are kept
local lower = require("xattn")._text_lower
function M.lower(s)
  if type(s) ~= "string" then error("metrics.lower: expects a string, got " .. type(s), 2) end
  return lower(s)
end

------------------------------------------------------------------------------------------
-- Tokenizers: string -> string with tokens separated by whitespace
------------------------------------------------------------------------------------------
local tokenizers = {}
M.tokenizers = tokenizers

tokenizers["none"] = function(line) return line end

-- mteval-v13a.pl as sacreBLEU's Tokenizer13a + TokenizerRegexp. The regular expressions
-- are byte-level here; every character they name is ASCII, and [^0-9] consuming one byte
-- of a multi-byte character instead of the whole character changes no match: the bytes
-- of a multi-byte character are never '.', ',' or a digit.
local PUNCT = "[%{%|%}%~%[%\\%]%^%_%`% %!%\"%#%$%%%&%(%)%*%+%:%;%<%=%>%?%@%/]"
tokenizers["13a"] = function(line)
  line = line:gsub("<skipped>", "")
  line = line:gsub("%-\n", "")
  line = line:gsub("\n", " ")
  if line:find("&", 1, true) then
    line = line:gsub("&quot;", '"')
    line = line:gsub("&amp;", "&")
    line = line:gsub("&lt;", "<")
    line = line:gsub("&gt;", ">")
  end
  line = " " .. line .. " "
  line = line:gsub(PUNCT, " %0 ")                -- punctuation and symbols
  if line:find("[%.,]") then
    line = line:gsub("([^0-9])([%.,])", "%1 %2 ")  -- period/comma unless after a digit
    line = line:gsub("([%.,])([^0-9])", " %1 %2")  -- period/comma unless before a digit
  end
  if line:find("[0-9]%-") then
    line = line:gsub("([0-9])%-", "%1 - ")         -- dash after a digit
  end
  return line
end

-- every character a token (whitespace dropped), as sacreBLEU's TokenizerChar
tokenizers["char"] = function(line)
  return (line:gsub("[\0-\x7F\xC0-\xFF][\x80-\xBF]*", "%0 "))
end

local function tokenizer(name)
  local tok = tokenizers[name]
  if not tok then
    local names = {}
    for k in pairs(tokenizers) do names[#names + 1] = k end
    table.sort(names)
    error(("bleu: unknown tokenize %q (have %s)"):format(tostring(name),
      table.concat(names, ", ")), 3)
  end
  return tok
end

------------------------------------------------------------------------------------------
-- BLEU
------------------------------------------------------------------------------------------
local SMOOTH_DEFAULTS = {none = false, floor = 0.1, ["add-k"] = 1, exp = false}

-- my_log of sacreBLEU: log(0) is a large negative number, not -inf
local function my_log(x) if x == 0 then return -9999999999 end return math.log(x) end

local function check_opts(opts, fname, eff_default)
  opts = opts or {}
  if type(opts) ~= "table" then error(fname .. ": options must be a table", 3) end
  local o = {
    tokenize = opts.tokenize or "13a",
    smooth = opts.smooth or opts.smooth_method or "exp",
    smooth_value = opts.smooth_value,
    lowercase = opts.lowercase and true or false,
    max_order = opts.max_ngram_order or 4,
    effective_order = eff_default,
  }
  if opts.effective_order ~= nil then o.effective_order = opts.effective_order and true or false end
  if opts.use_effective_order ~= nil then o.effective_order = opts.use_effective_order and true or false end
  if SMOOTH_DEFAULTS[o.smooth] == nil then
    error(("%s: unknown smooth %q (have exp, floor, add-k, none)"):format(fname, tostring(o.smooth)), 3)
  end
  if math.type(o.max_order) ~= "integer" or o.max_order < 1 then
    error(fname .. ": max_ngram_order must be a positive integer", 3)
  end
  if o.smooth_value ~= nil and type(o.smooth_value) ~= "number" then
    error(fname .. ": smooth_value must be a number", 3)
  end
  o.tok = tokenizer(o.tokenize)
  return o
end

local function preprocess(o, s)
  if o.lowercase then s = lower(s) end
  return split(o.tok(rstrip(s)))
end

-- n-gram counts of a token list: key "w1 w2 ..." (tokens hold no spaces) -> count
local function ngrams(toks, maxn, into, clip_max)
  local counts = into or {}
  local n = #toks
  if clip_max then
    -- merging a reference: keep the max count over references (the first counts directly)
    local first = next(counts) == nil
    local own = first and counts or {}
    for i = 1, n do
      local key = toks[i]
      own[key] = (own[key] or 0) + 1
      for j = i + 1, math.min(i + maxn - 1, n) do
        key = key .. " " .. toks[j]
        own[key] = (own[key] or 0) + 1
      end
    end
    if not first then
      for k, c in pairs(own) do
        local old = counts[k]
        if not old or c > old then counts[k] = c end
      end
    end
    return counts
  end
  -- hypothesis: one table per order
  for m = 1, maxn do counts[m] = counts[m] or {} end
  for i = 1, n do
    local key = toks[i]
    local c1 = counts[1]
    c1[key] = (c1[key] or 0) + 1
    for j = i + 1, math.min(i + maxn - 1, n) do
      key = key .. " " .. toks[j]
      local cm = counts[j - i + 1]
      cm[key] = (cm[key] or 0) + 1
    end
  end
  return counts
end

-- closest reference length; ties to the shorter one
local function closest_len(hyp_len, ref_lens)
  local best_diff, best = -1, -1
  for _, r in ipairs(ref_lens) do
    local d = math.abs(hyp_len - r)
    if best_diff == -1 or d < best_diff then best_diff, best = d, r
    elseif d == best_diff and r < best then best = r end
  end
  return best
end

-- segment statistics added into st = {sys_len, ref_len, correct = {...}, total = {...}}
local function segment_stats(o, st, hyp_toks, refs_toks)
  local maxn = o.max_order
  local ref_max, ref_lens = {}, {}
  for k, r in ipairs(refs_toks) do
    ngrams(r, maxn, ref_max, true)
    ref_lens[k] = #r
  end
  local hl = #hyp_toks
  st.sys_len = st.sys_len + hl
  st.ref_len = st.ref_len + closest_len(hl, ref_lens)
  local hyp = ngrams(hyp_toks, maxn)
  local correct, total = st.correct, st.total
  for n = 1, maxn do
    if hl - n + 1 > 0 then total[n] = total[n] + hl - n + 1 end
  end
  for n = 1, maxn do
    local m = 0
    for key, c in pairs(hyp[n]) do
      local r = ref_max[key]
      if r then m = m + (c < r and c or r) end
    end
    correct[n] = correct[n] + m
  end
end

local Score = {}
Score.__index = Score

-- r:format{width=2, score_only=false, signature=false}: sacreBLEU's Score.format
function Score:format(opts)
  opts = opts or {}
  local width = opts.width or 2
  local sc = ("%." .. width .. "f"):format(self.score)
  if opts.score_only then return sc end
  local name = self.name
  if opts.signature then name = name .. "|" .. self.signature end
  return ("%s = %s %s"):format(name, sc, self.verbose)
end
Score.__tostring = function(s) return s:format() end

--- compute_bleu(correct, total, sys_len, ref_len [, opts]) -> score table
-- BLEU from sufficient statistics (sacreBLEU's BLEU.compute_bleu). opts: smooth ("none"
-- here by default, as in sacreBLEU), smooth_value, effective_order, max_ngram_order.
-- correct/total are copied (add-k smoothing changes the copies, as sacreBLEU does).
function M.compute_bleu(correct, total, sys_len, ref_len, opts)
  opts = opts or {}
  local smooth = opts.smooth or opts.smooth_method or "none"
  if SMOOTH_DEFAULTS[smooth] == nil then
    error(("compute_bleu: unknown smooth %q"):format(tostring(smooth)), 2)
  end
  local value = opts.smooth_value
  if value == nil then value = SMOOTH_DEFAULTS[smooth] end
  local maxn = opts.max_ngram_order or 4
  local eff = opts.effective_order and true or false
  local c, t = {}, {}
  for n = 1, maxn do c[n] = correct[n] or 0; t[n] = total[n] or 0 end

  local bp
  if sys_len < ref_len then
    bp = sys_len > 0 and math.exp(1 - ref_len / sys_len) or 0.0
  else
    bp = 1.0
  end
  local prec = {}
  for n = 1, maxn do prec[n] = 0.0 end
  local any = false
  for n = 1, maxn do if c[n] ~= 0 then any = true end end
  local score = 0.0
  if any then
    local smooth_mteval, eff_order = 1.0, maxn
    for n = 1, maxn do
      if smooth == "add-k" and n > 1 then
        c[n] = c[n] + value
        t[n] = t[n] + value
      end
      if t[n] == 0 then break end
      if eff then eff_order = n end
      if c[n] == 0 then
        if smooth == "exp" then
          smooth_mteval = smooth_mteval * 2
          prec[n] = 100.0 / (smooth_mteval * t[n])
        elseif smooth == "floor" then
          prec[n] = 100.0 * value / t[n]
        end
      else
        prec[n] = 100.0 * c[n] / t[n]
      end
    end
    local s = 0.0
    for n = 1, eff_order do s = s + my_log(prec[n]) end
    score = bp * math.exp(s / eff_order)
  end
  local ps = {}
  for n = 1, maxn do ps[n] = ("%.1f"):format(prec[n]) end
  local ratio = ref_len ~= 0 and sys_len / ref_len or 0
  local r = setmetatable({
    name = "BLEU", score = score, precisions = prec, bp = bp, ratio = ratio,
    sys_len = sys_len, ref_len = ref_len, counts = c, totals = t, signature = "",
  }, Score)
  r.verbose = ("%s (BP = %.3f ratio = %.3f hyp_len = %d ref_len = %d)"):format(
    table.concat(ps, "/"), bp, ratio, sys_len, ref_len)
  return r
end

local function signature(o, nrefs)
  local smooth = o.smooth
  local def = SMOOTH_DEFAULTS[smooth]
  if def then smooth = ("%s[%.2f]"):format(smooth, o.smooth_value or def) end
  return ("nrefs:%s|case:%s|eff:%s|tok:%s|smooth:%s|version:%s"):format(
    tostring(nrefs), o.lowercase and "lc" or "mixed", o.effective_order and "yes" or "no",
    o.tokenize, smooth, M.VERSION)
end

local function finish(o, st, nrefs)
  local r = M.compute_bleu(st.correct, st.total, st.sys_len, st.ref_len, {
    smooth = o.smooth, smooth_value = o.smooth_value, effective_order = o.effective_order,
    max_ngram_order = o.max_order})
  r.signature = signature(o, nrefs)
  return r
end

local function new_stats(maxn)
  local st = {sys_len = 0, ref_len = 0, correct = {}, total = {}}
  for n = 1, maxn do st.correct[n] = 0; st.total[n] = 0 end
  return st
end

-- a reference placeholder (sacreBLEU's None): "" is a reference of length 0, as there
local function is_missing(r) return r == nil or r == false end

--- bleu(hyps, refs [, opts]) -> score
-- Corpus BLEU exactly as sacreBLEU's corpus_bleu. hyps: list of strings. refs: one
-- reference stream (a list of strings, one per hypothesis) or a list of streams
-- ({stream1, stream2, ...}, sacreBLEU's layout); a reference may be false (sacreBLEU's
-- None) where a segment has fewer references (the signature then says nrefs:var); "" is
-- a reference of length 0, as in sacreBLEU. opts: tokenize
-- ("13a" | "none" | "char"), smooth ("exp" | "floor" | "add-k" | "none"), smooth_value,
-- lowercase (false), effective_order (false), max_ngram_order (4).
-- Result fields: score, precisions {4} (percent), bp, ratio, sys_len, ref_len, counts,
-- totals, signature; r:format() / tostring(r) gives sacreBLEU's line.
function M.bleu(hyps, refs, opts)
  local o = check_opts(opts, "bleu", false)
  if type(hyps) ~= "table" then error("bleu: hyps must be a list of strings", 2) end
  if type(refs) ~= "table" then error("bleu: refs must be a list of strings or a list of reference streams", 2) end
  local nh = #hyps
  for i = 1, nh do
    if type(hyps[i]) ~= "string" then
      error(("bleu: hyps[%d] is a %s, not a string"):format(i, type(hyps[i])), 2)
    end
  end
  local streams = refs
  if (refs[1] ~= nil and type(refs[1]) ~= "table") or (#refs == 0 and nh == 0) then streams = {refs} end
  if #streams == 0 then error("bleu: no reference stream", 2) end
  for k, s in ipairs(streams) do
    if type(s) ~= "table" then
      error(("bleu: reference stream %d is a %s, not a list of strings"):format(k, type(s)), 2)
    end
    if #s ~= nh then
      error(("bleu: reference stream %d has %d lines but there are %d hypotheses"):format(k, #s, nh), 2)
    end
  end
  local st = new_stats(o.max_order)
  local counts_seen, nrefs = {}, nil
  for i = 1, nh do
    local rt = {}
    for k, s in ipairs(streams) do
      local r = s[i]
      if not is_missing(r) then
        if type(r) ~= "string" then
          error(("bleu: reference %d of stream %d is a %s, not a string"):format(i, k, type(r)), 2)
        end
        rt[#rt + 1] = preprocess(o, r)
      end
    end
    if #rt == 0 then error(("bleu: segment %d has no reference (false in every stream)"):format(i), 2) end
    if not counts_seen[#rt] then counts_seen[#rt] = true; nrefs = nrefs and "var" or #rt end
    segment_stats(o, st, preprocess(o, hyps[i]), rt)
  end
  return finish(o, st, nrefs or #streams)
end

--- sentence_bleu(hyp, refs [, opts]) -> score
-- BLEU of one sentence against one reference (a string) or several (a list of strings),
-- as sacreBLEU's sentence_bleu: same options as bleu but effective_order defaults to true.
-- A reference false is left out (sacreBLEU's None); "" is a reference of length 0.
function M.sentence_bleu(hyp, refs, opts)
  local o = check_opts(opts, "sentence_bleu", true)
  if type(hyp) ~= "string" then error("sentence_bleu: hyp must be a string", 2) end
  if type(refs) == "string" then refs = {refs} end
  if type(refs) ~= "table" or #refs == 0 then
    error("sentence_bleu: refs must be a string or a non-empty list of strings", 2)
  end
  local rt = {}
  for k, r in ipairs(refs) do
    if r ~= false then
      if type(r) ~= "string" then
        error(("sentence_bleu: refs[%d] is a %s, not a string"):format(k, type(r)), 2)
      end
      rt[#rt + 1] = preprocess(o, r)
    end
  end
  if #rt == 0 then error("sentence_bleu: every reference is false (missing)", 2) end
  local st = new_stats(o.max_order)
  segment_stats(o, st, preprocess(o, hyp), rt)
  return finish(o, st, #rt)
end

-- the sufficient statistics of every segment: {sys_len = {}, ref_len = {}, correct = {{}...},
-- total = {{}...}} (correct[n][i]: the clipped n-gram matches of segment i), and o, nrefs
local function segment_table(fname, hyps, refs, opts)
  local o = check_opts(opts, fname, false)
  if type(hyps) ~= "table" then error(fname .. ": hyps must be a list of strings", 3) end
  local nh = #hyps
  local streams = refs
  if type(refs) ~= "table" then error(fname .. ": refs must be a list of strings or a list of reference streams", 3) end
  if (refs[1] ~= nil and type(refs[1]) ~= "table") or (#refs == 0 and nh == 0) then streams = {refs} end
  for k, st in ipairs(streams) do
    if type(st) ~= "table" or #st ~= nh then
      error(("%s: reference stream %d has %s lines but there are %d hypotheses"):format(fname, k,
        type(st) == "table" and tostring(#st) or "no", nh), 3)
    end
  end
  local tab = {sys_len = {}, ref_len = {}, correct = {}, total = {}}
  for n = 1, o.max_order do tab.correct[n], tab.total[n] = {}, {} end
  local counts_seen, nrefs = {}, nil
  for i = 1, nh do
    if type(hyps[i]) ~= "string" then error(("%s: hyps[%d] is a %s, not a string"):format(fname, i, type(hyps[i])), 3) end
    local rt = {}
    for k, st in ipairs(streams) do
      local r = st[i]
      if not is_missing(r) then
        if type(r) ~= "string" then error(("%s: reference %d of stream %d is a %s, not a string"):format(fname, i, k, type(r)), 3) end
        rt[#rt + 1] = preprocess(o, r)
      end
    end
    if #rt == 0 then error(("%s: segment %d has no reference (false in every stream)"):format(fname, i), 3) end
    if not counts_seen[#rt] then counts_seen[#rt] = true; nrefs = nrefs and "var" or #rt end
    local one = new_stats(o.max_order)
    segment_stats(o, one, preprocess(o, hyps[i]), rt)
    tab.sys_len[i], tab.ref_len[i] = one.sys_len, one.ref_len
    for n = 1, o.max_order do tab.correct[n][i], tab.total[n][i] = one.correct[n], one.total[n] end
  end
  return tab, o, nrefs or #streams
end

-- corpus BLEU of the segments idx (a list of segment numbers, repeats allowed)
local function resampled(o, tab, idx)
  local st = new_stats(o.max_order)
  local sl, rl = tab.sys_len, tab.ref_len
  local a, b = 0, 0
  for _, i in ipairs(idx) do a = a + sl[i]; b = b + rl[i] end
  st.sys_len, st.ref_len = a, b
  for n = 1, o.max_order do
    local c, t, cs, ts = 0, 0, tab.correct[n], tab.total[n]
    for _, i in ipairs(idx) do c = c + cs[i]; t = t + ts[i] end
    st.correct[n], st.total[n] = c, t
  end
  return finish(o, st, 1).score
end

-- sacreBLEU's estimate_ci: the mean of the scores and half the width of their central 95%
local function mean_ci(scores)
  local s = {}
  local sum = 0
  for k, v in ipairs(scores) do s[k] = v; sum = sum + v end
  table.sort(s)
  local n = #s
  local lo = n // 40
  return sum / n, 0.5 * (s[n - lo] - s[lo + 1])
end

--- paired_bootstrap(hyps, base_hyps, refs [, opts]) -> result
-- Paired bootstrap resampling (Koehn 2004) as sacreBLEU's --paired-bs: `samples` test sets
-- of the same size are drawn with replacement (the same draws for both systems); the
-- statistic is |BLEU(hyps) - BLEU(base)|, and the p-value is (c + 1) / (samples + 1) with c
-- the draws whose |difference| minus the mean |difference| reaches the observed one (sacreBLEU
-- counts "exceeds"; counting "reaches" gives a system compared with itself p = 1 instead of
-- 1 / (samples + 1)). opts: samples = 1000, seed = 12345 (draws from a generator of its
-- own: splitmix64, not sacreBLEU's numpy stream, so p-values agree with sacreBLEU's in
-- distribution, not digit for digit), keep_indices = false, and every metrics.bleu option.
-- result = {score, base, p, mean, ci, base_mean, base_ci (95% half-widths, as sacreBLEU),
-- samples, seed, scores = {per draw}, base_scores, indices (with keep_indices)}.
function M.paired_bootstrap(hyps, base, refs, opts)
  opts = opts or {}
  if type(opts) ~= "table" then error("paired_bootstrap: options must be a table", 2) end
  local samples, seed = opts.samples or 1000, opts.seed or 12345
  if math.type(samples) ~= "integer" or samples < 1 then
    error("paired_bootstrap: samples must be an integer >= 1, got " .. tostring(samples), 2)
  end
  if math.type(seed) ~= "integer" then error("paired_bootstrap: seed must be an integer, got " .. tostring(seed), 2) end
  if type(hyps) ~= "table" or type(base) ~= "table" or #hyps ~= #base then
    error(("paired_bootstrap: the two systems must have the same number of hypotheses, got %s and %s")
      :format(type(hyps) == "table" and #hyps or type(hyps), type(base) == "table" and #base or type(base)), 2)
  end
  local bo = {}
  for k, v in pairs(opts) do if k ~= "samples" and k ~= "seed" and k ~= "keep_indices" then bo[k] = v end end
  local ts, o = segment_table("paired_bootstrap", hyps, refs, bo)
  local tb = segment_table("paired_bootstrap", base, refs, bo)
  local n = #hyps
  if n == 0 then error("paired_bootstrap: no hypotheses", 2) end
  local all = {}
  for i = 1, n do all[i] = i end
  local score, bscore = resampled(o, ts, all), resampled(o, tb, all)
  local rng = require("xattn.data").rng(seed, 0)
  local ss, bs, indices = {}, {}, opts.keep_indices and {} or nil
  for k = 1, samples do
    local idx = {}
    for j = 1, n do idx[j] = rng(n) end
    ss[k], bs[k] = resampled(o, ts, idx), resampled(o, tb, idx)
    if indices then indices[k] = idx end
  end
  local diffs, dsum = {}, 0
  for k = 1, samples do diffs[k] = math.abs(ss[k] - bs[k]); dsum = dsum + diffs[k] end
  local dmean = dsum / samples
  local real = math.abs(score - bscore)
  local c = 0
  -- CHOICE: "at least" (sacreBLEU: "greater than"), so a system against itself gets p = 1
  for k = 1, samples do if diffs[k] - dmean >= real then c = c + 1 end end
  local mean, ci = mean_ci(ss)
  local bmean, bci = mean_ci(bs)
  return {score = score, base = bscore, p = (c + 1) / (samples + 1), mean = mean, ci = ci, base_mean = bmean,
          base_ci = bci, samples = samples, seed = seed, scores = ss, base_scores = bs, indices = indices}
end

--- tokenize(line [, name="13a"]) -> list of tokens, as BLEU sees them
function M.tokenize(line, name)
  return split(tokenizer(name or "13a")(rstrip(line)))
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = require("xattn").document
  doc("metrics", M, [[
xattn.metrics -- BLEU exactly as sacreBLEU 2.x computes it (scores agree with
sacrebleu.corpus_bleu to the last printed digit), with its tokenizers and text helpers
  local r = metrics.bleu(hyps, refs); print(r)   --> BLEU = 34.21 65.1/40.2/27.3/19.1 (BP = ...)
Latency metrics are in xattn.latency.]])
  doc("metrics.bleu", M.bleu, [[
metrics.bleu(hyps, refs [, {tokenize="13a", smooth="exp", smooth_value, lowercase=false,
  effective_order=false, max_ngram_order=4}]) -> score
Corpus BLEU as sacreBLEU's corpus_bleu. hyps: a list of strings; refs: one reference stream
(a list of strings, one per hypothesis) or a list of streams; a reference may be false
(sacreBLEU's None) where a segment has fewer references (nrefs:var); "" is a reference of
length 0, as in sacreBLEU. tokenize "13a" | "none" | "char"; smooth
"exp" | "floor" | "add-k" | "none". The score (metrics.Score) has score, precisions (percent),
bp, ratio, sys_len, ref_len, counts, totals, signature; tostring(r) is sacreBLEU's line.]])
  doc("metrics.sentence_bleu", M.sentence_bleu, [[
metrics.sentence_bleu(hyp, refs [, opts]) -> score
BLEU of one sentence against one reference (a string) or several (a list), as sacreBLEU's
sentence_bleu: the options of metrics.bleu, but effective_order defaults to true. A
reference false is left out; "" is a reference of length 0.]])
  doc("metrics.compute_bleu", M.compute_bleu, [[
metrics.compute_bleu(correct, total, sys_len, ref_len [, {smooth="none", smooth_value,
  effective_order=false, max_ngram_order=4}]) -> score
BLEU from sufficient statistics (per-order matched and total n-gram counts, hypothesis and
reference lengths), as sacreBLEU's BLEU.compute_bleu.]])
  doc("metrics.paired_bootstrap", M.paired_bootstrap, [[
metrics.paired_bootstrap(hyps, base_hyps, refs [, {samples=1000, seed=12345, keep_indices=false,
  BLEU options}]) -> {score, base, p, mean, ci, base_mean, base_ci, samples, seed, scores,
  base_scores, indices}
Paired bootstrap resampling of corpus BLEU (Koehn 2004), as sacreBLEU's --paired-bs: the
same `samples` resampled test sets for both systems; p = (c + 1) / (samples + 1), c the draws
whose |difference| minus the mean |difference| reaches the observed |difference| (a system
against itself: p = 1). mean and ci: the resampled scores' mean and the half-width of their
central 95% (sacreBLEU's). Draws come from splitmix64 seeded by seed.]])
  doc("metrics.tokenize", M.tokenize, [[
metrics.tokenize(line [, name="13a"]) -> {tokens}
The tokens BLEU sees: the line right-stripped, tokenized by metrics.tokenizers[name] and
split at (Unicode) white space.]])
  doc("metrics.split", M.split, "metrics.split(s) -> {words}, Python's str.split(): runs of non-white-space, Unicode white space included")
  doc("metrics.strip", M.strip, "metrics.strip(s) -> s without leading and trailing white space, as Python's str.strip() (Unicode white space included)")
  doc("metrics.lower", M.lower, "metrics.lower(s) -> s lowercased as Python's str.lower() does, for every code point (sacreBLEU's lowercase option)")
  doc("metrics.tokenizers", M.tokenizers, [[
metrics.tokenizers -- name -> function(line) -> line with tokens separated by spaces:
["13a"] mteval-v13a (sacreBLEU's default), none (the line as it is), char (every
character a token)]])
  doc("metrics.tokenizers.none", M.tokenizers.none, "metrics.tokenizers.none(line) -> line, unchanged (tokenize = \"none\")")
  doc("metrics.tokenizers.char", M.tokenizers.char, "metrics.tokenizers.char(line) -> every character followed by a space (sacreBLEU's TokenizerChar)")
  doc("metrics.Score", Score, "metrics.Score -- the class of BLEU results: fields score, precisions, bp, ratio, sys_len, ref_len, counts, totals, signature; format()")
  doc("metrics.Score:format", Score.format, [[
r:format([{width=2, score_only=false, signature=false}]) -> string
sacreBLEU's line "BLEU = 34.21 65.1/40.2/27.3/19.1 (BP = 1.000 ratio = 1.010 hyp_len = ...
ref_len = ...)", the score alone with score_only, the name followed by the signature with
signature; tostring(r) is r:format().]])
end

return M
