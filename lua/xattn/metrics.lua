-- Evaluation metrics. require "xattn.metrics" (or xattn.metrics).
--
-- Sections: text helpers (Python-compatible whitespace), tokenizers, BLEU. Results are
-- plain tables with a format() method and __tostring. The latency metrics of simultaneous
-- translation (AP, AL, DAL, ...) are in their own module, xattn.latency.
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

--- rstrip(s) -> s without trailing whitespace, as Python's str.rstrip()
function M.rstrip(s)
  if type(s) ~= "string" then error("metrics.rstrip: expects a string, got " .. type(s), 2) end
  return rstrip(s)
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
  if self.verbose == nil or self.verbose == "" then return ("%s = %s"):format(name, sc) end
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

--- tokenize(line [, name="13a"]) -> list of tokens, as BLEU sees them
function M.tokenize(line, name)
  return split(tokenizer(name or "13a")(rstrip(line)))
end

------------------------------------------------------------------------------------------
-- chrF and chrF++ (Popović 2015, 2017) exactly as sacreBLEU 2.x's CHRF
-- (sacrebleu/metrics/chrf.py), so scores agree with sacrebleu.corpus_chrf:
--   * a segment is (optionally lowercased, as Python's str.lower) and, unless whitespace =
--     true, stripped of every (Unicode) white-space character before its character
--     n-grams of orders 1..char_order are counted; characters are code points;
--   * chrF++ (word_order > 0) adds word n-grams of orders 1..word_order over the words of
--     str.split(), where a word longer than one character loses one trailing ASCII
--     punctuation mark, or else one leading one, as a separate word;
--   * per order: [hypothesis n-grams (0 when the reference has none), reference n-grams,
--     matches (each n-gram's count clipped to the reference's)]; with several references
--     a segment takes the statistics of the reference with the best segment-level score
--     (the first on ties);
--   * corpus chrF sums the statistics over segments; the score averages precision and
--     recall over the orders where both sides have n-grams (the "effective order", eps =
--     no), then F_beta; eps_smoothing = true uses chrF++.py's mean of per-order F scores
--     with 1e-16 for empty orders instead.
------------------------------------------------------------------------------------------
local CHRF_PUNCT = {}
for c in ("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"):gmatch(".") do CHRF_PUNCT[c] = true end

-- byte offsets of the code points of s (a lone continuation byte counts as one), and
-- their count: off[k] is where character k starts, off[n + 1] = #s + 1
local function char_offsets(s)
  local off, n, i, len = {}, 0, 1, #s
  while i <= len do
    n = n + 1
    off[n] = i
    local b = s:byte(i)
    i = i + 1
    if b >= 0xC0 then
      while i <= len do
        local c = s:byte(i)
        if c < 0x80 or c > 0xBF then break end
        i = i + 1
      end
    end
  end
  off[n + 1] = len + 1
  return off, n
end

-- the character n-gram counters of orders 1..maxn: {[1] = {ngram = count}, ...}
local function char_ngrams(s, maxn, whitespace)
  if not whitespace then s = ascii_ws(s):gsub("%s+", "") end
  local off, n = char_offsets(s)
  local out = {}
  for k = 1, maxn do
    local c = {}
    for i = 1, n - k + 1 do
      local g = s:sub(off[i], off[i + k] - 1)
      c[g] = (c[g] or 0) + 1
    end
    out[k] = c
  end
  return out
end

-- sacreBLEU's CHRF._remove_punctuation: str.split() words, one trailing (else leading)
-- ASCII punctuation mark split off words longer than one character
local function chrf_words(s)
  local out = {}
  for _, w in ipairs(split(s)) do
    local _, nch = char_offsets(w)
    if nch == 1 then out[#out + 1] = w
    elseif CHRF_PUNCT[w:sub(-1)] then
      out[#out + 1] = w:sub(1, -2); out[#out + 1] = w:sub(-1)
    elseif CHRF_PUNCT[w:sub(1, 1)] then
      out[#out + 1] = w:sub(1, 1); out[#out + 1] = w:sub(2)
    else
      out[#out + 1] = w
    end
  end
  return out
end

local function word_ngrams(words, n)
  local c = {}
  for i = 1, #words - n + 1 do
    local g = table.concat(words, " ", i, i + n - 1)
    c[g] = (c[g] or 0) + 1
  end
  return c
end

local function chrf_opts(opts, fname)
  opts = opts or {}
  if type(opts) ~= "table" then error(fname .. ": options must be a table", 3) end
  local o = {
    char_order = opts.char_order == nil and 6 or opts.char_order,
    word_order = opts.word_order == nil and 0 or opts.word_order,
    beta = opts.beta == nil and 2 or opts.beta,
    lowercase = opts.lowercase and true or false,
    whitespace = opts.whitespace and true or false,
    eps_smoothing = opts.eps_smoothing and true or false,
  }
  for _, k in ipairs{"char_order", "word_order", "beta"} do
    local v = o[k]
    if math.type(v) ~= "integer" or v < 0 then
      error(("%s: %s must be an integer >= 0, got %s"):format(fname, k, tostring(v)), 3)
    end
  end
  if o.char_order + o.word_order == 0 then
    error(fname .. ": char_order + word_order must be at least 1", 3)
  end
  o.order = o.char_order + o.word_order
  return o
end

-- every n-gram counter of a segment: char orders, then word orders
local function chrf_ngrams(o, s)
  if o.lowercase then s = lower(s) end
  local all = char_ngrams(s, o.char_order, o.whitespace)
  if o.word_order > 0 then
    local words = chrf_words(s)
    for n = 1, o.word_order do all[o.char_order + n] = word_ngrams(words, n) end
  end
  return all
end

-- the F score of flat statistics {hyp1, ref1, match1, hyp2, ...} (sacreBLEU's
-- CHRF._compute_f_score)
local function chrf_f(o, st)
  local eps, factor = 1e-16, o.beta * o.beta
  local score, eff, avg_p, avg_r = 0.0, 0, 0.0, 0.0
  for i = 0, o.order - 1 do
    local nh, nr, nm = st[3 * i + 1], st[3 * i + 2], st[3 * i + 3]
    local prec = nh > 0 and nm / nh or eps
    local rec = nr > 0 and nm / nr or eps
    local denom = factor * prec + rec
    score = score + (denom > 0 and (1 + factor) * prec * rec / denom or eps)
    if nh > 0 and nr > 0 then
      avg_p, avg_r, eff = avg_p + prec, avg_r + rec, eff + 1
    end
  end
  if o.eps_smoothing then return 100 * score / o.order end
  if eff == 0 then avg_p, avg_r = 0.0, 0.0 else avg_p, avg_r = avg_p / eff, avg_r / eff end
  if avg_p + avg_r ~= 0 then
    return 100 * ((1 + factor) * avg_p * avg_r) / (factor * avg_p + avg_r)
  end
  return 0.0
end

-- the statistics of one hypothesis against its references' n-grams: the best reference's
local function chrf_segment(o, hyp, refs_ngrams)
  local h = chrf_ngrams(o, hyp)
  local best, best_f = nil, -1.0
  for _, r in ipairs(refs_ngrams) do
    local st = {}
    for k = 1, o.order do
      local hc, rc = h[k], r[k]
      local nh, nm, nr = 0, 0, 0
      for g, c in pairs(hc) do
        nh = nh + c
        local x = rc[g]
        if x then nm = nm + (c < x and c or x) end
      end
      local any = false
      for _, c in pairs(rc) do nr = nr + c; any = true end
      st[#st + 1] = any and nh or 0
      st[#st + 1] = nr
      st[#st + 1] = nm
    end
    local f = chrf_f(o, st)
    if f > best_f then best, best_f = st, f end
  end
  return best
end

local function chrf_name(o) return ("chrF%d%s"):format(o.beta, ("+"):rep(o.word_order)) end

local function chrf_signature(o, nrefs)
  return ("nrefs:%s|case:%s|eff:%s|nc:%d|nw:%d|space:%s|version:%s"):format(tostring(nrefs),
    o.lowercase and "lc" or "mixed", o.eps_smoothing and "no" or "yes", o.char_order, o.word_order,
    o.whitespace and "yes" or "no", M.VERSION)
end

local function chrf_score(o, st, nrefs)
  local r = setmetatable({name = chrf_name(o), score = chrf_f(o, st), stats = st, verbose = "",
                          char_order = o.char_order, word_order = o.word_order, beta = o.beta}, Score)
  if nrefs then r.signature = chrf_signature(o, nrefs) end
  return r
end

-- the reference streams of a segment list: refs is one stream or a list of streams;
-- returns the streams (checked against nh) after validating them
local function ref_streams(fname, refs, nh)
  if type(refs) ~= "table" then error(fname .. ": refs must be a list of strings or a list of reference streams", 3) end
  local streams = refs
  if (refs[1] ~= nil and type(refs[1]) ~= "table") or (#refs == 0 and nh == 0) then streams = {refs} end
  if #streams == 0 then error(fname .. ": no reference stream", 3) end
  for k, s in ipairs(streams) do
    if type(s) ~= "table" then
      error(("%s: reference stream %d is a %s, not a list of strings"):format(fname, k, type(s)), 3)
    end
    if #s ~= nh then
      error(("%s: reference stream %d has %d lines but there are %d hypotheses"):format(fname, k, #s, nh), 3)
    end
  end
  return streams
end

local function check_hyps(fname, hyps)
  if type(hyps) ~= "table" then error(fname .. ": hyps must be a list of strings", 3) end
  for i = 1, #hyps do
    if type(hyps[i]) ~= "string" then
      error(("%s: hyps[%d] is a %s, not a string"):format(fname, i, type(hyps[i])), 3)
    end
  end
end

-- the references of segment i (false ones left out), and the nrefs bookkeeping
local function segment_refs(fname, streams, i)
  local rs = {}
  for k, s in ipairs(streams) do
    local r = s[i]
    if not is_missing(r) then
      if type(r) ~= "string" then
        error(("%s: reference %d of stream %d is a %s, not a string"):format(fname, i, k, type(r)), 3)
      end
      rs[#rs + 1] = r
    end
  end
  if #rs == 0 then error(("%s: segment %d has no reference (false in every stream)"):format(fname, i), 3) end
  return rs
end

-- per-segment chrF statistics (a list of flat lists) and the signature's nrefs
local function chrf_segments(fname, o, hyps, refs)
  check_hyps(fname, hyps)
  local nh = #hyps
  local streams = ref_streams(fname, refs, nh)
  local segs, seen, nrefs = {}, {}, nil
  for i = 1, nh do
    local rs = segment_refs(fname, streams, i)
    if not seen[#rs] then seen[#rs] = true; nrefs = nrefs and "var" or #rs end
    local rn = {}
    for k, r in ipairs(rs) do rn[k] = chrf_ngrams(o, r) end
    segs[i] = chrf_segment(o, hyps[i], rn)
  end
  return segs, nrefs or #streams
end

local function sum_stats(segs, dim)
  local s = {}
  for k = 1, dim do s[k] = 0 end
  for _, st in ipairs(segs) do
    for k = 1, dim do s[k] = s[k] + st[k] end
  end
  return s
end

--- chrf(hyps, refs [, opts]) -> score
-- Corpus chrF exactly as sacreBLEU's corpus_chrf (CHRF(...).corpus_score). hyps: a list of
-- strings; refs: one reference stream or a list of streams (false: no reference for that
-- segment, as sacreBLEU's None). opts: char_order (6), word_order (0; 2 is chrF++), beta
-- (2), lowercase (false), whitespace (false: white space is removed before the character
-- n-grams), eps_smoothing (false). The score: score, name ("chrF2", "chrF2++"), stats
-- (the summed statistics), signature; tostring gives sacreBLEU's "chrF2 = 59.73".
function M.chrf(hyps, refs, opts)
  local o = chrf_opts(opts, "chrf")
  local segs, nrefs = chrf_segments("chrf", o, hyps, refs)
  return chrf_score(o, sum_stats(segs, 3 * o.order), nrefs)
end

--- sentence_chrf(hyp, refs [, opts]) -> score: chrF of one segment (refs: a string or a list)
function M.sentence_chrf(hyp, refs, opts)
  local o = chrf_opts(opts, "sentence_chrf")
  if type(hyp) ~= "string" then error("sentence_chrf: hyp must be a string", 2) end
  if type(refs) == "string" then refs = {refs} end
  if type(refs) ~= "table" or #refs == 0 then
    error("sentence_chrf: refs must be a string or a non-empty list of strings", 2)
  end
  local streams = {}
  for k, r in ipairs(refs) do streams[k] = {r} end
  local segs, nrefs = chrf_segments("sentence_chrf", o, {hyp}, streams)
  return chrf_score(o, segs[1], nrefs)
end

------------------------------------------------------------------------------------------
-- Sufficient statistics per segment, for resampling (xattn.significance): the corpus
-- score of any multiset of segments is the score of the sum of their statistics.
------------------------------------------------------------------------------------------
local Stats = {}
M.Stats = Stats
Stats.__index = Stats

--- statistics(metric, hyps, refs [, opts]) -> stats
-- metric "bleu" (opts as metrics.bleu) or "chrf" (opts as metrics.chrf). stats.segments[i]
-- is segment i's flat list of numbers (BLEU: sys_len, ref_len, matches 1..N, totals 1..N, as
-- sacreBLEU's; chrF: per order hypothesis, reference and matching n-grams); stats.dim
-- their length; stats:score(sum) the Score of summed statistics; stats:corpus() the corpus
-- score (= metrics.bleu / metrics.chrf); stats.signature; stats.name ("BLEU", "chrF2").
function M.statistics(metric, hyps, refs, opts)
  local self = setmetatable({metric = metric}, Stats)
  if metric == "bleu" then
    local o = check_opts(opts, "statistics", false)
    check_hyps("statistics", hyps)
    local streams = ref_streams("statistics", refs, #hyps)
    local maxn = o.max_order
    local segs, seen, nrefs = {}, {}, nil
    for i = 1, #hyps do
      local rs = segment_refs("statistics", streams, i)
      if not seen[#rs] then seen[#rs] = true; nrefs = nrefs and "var" or #rs end
      local rt = {}
      for k, r in ipairs(rs) do rt[k] = preprocess(o, r) end
      local st = new_stats(maxn)
      segment_stats(o, st, preprocess(o, hyps[i]), rt)
      local v = {st.sys_len, st.ref_len}
      for n = 1, maxn do v[2 + n] = st.correct[n] end
      for n = 1, maxn do v[2 + maxn + n] = st.total[n] end
      segs[i] = v
    end
    self.o, self.segments, self.dim, self.name = o, segs, 2 + 2 * maxn, "BLEU"
    self.signature = signature(o, nrefs or #streams)
  elseif metric == "chrf" then
    local o = chrf_opts(opts, "statistics")
    local segs, nrefs = chrf_segments("statistics", o, hyps, refs)
    self.o, self.segments, self.dim, self.name = o, segs, 3 * o.order, chrf_name(o)
    self.signature = chrf_signature(o, nrefs)
  else
    error(("statistics: unknown metric %q (have bleu, chrf)"):format(tostring(metric)), 2)
  end
  return self
end

--- stats:score(sum) -> Score of the summed statistics sum (a flat list of stats.dim numbers)
function Stats:score(sum)
  local o = self.o
  local r
  if self.metric == "bleu" then
    local maxn = o.max_order
    local c, t = {}, {}
    for n = 1, maxn do c[n], t[n] = sum[2 + n], sum[2 + maxn + n] end
    r = M.compute_bleu(c, t, sum[1], sum[2], {smooth = o.smooth, smooth_value = o.smooth_value,
      effective_order = o.effective_order, max_ngram_order = maxn})
  else
    r = chrf_score(o, sum)
  end
  r.signature = self.signature
  return r
end

--- stats:corpus() -> the corpus Score (the sum over every segment)
function Stats:corpus() return self:score(sum_stats(self.segments, self.dim)) end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = require("xattn").document
  doc("metrics", M, [[
xattn.metrics -- BLEU and chrF exactly as sacreBLEU 2.x computes them (scores agree with
sacrebleu.corpus_bleu / corpus_chrf to the last printed digit), with its tokenizers and text
helpers; per-segment statistics for significance tests (metrics.statistics)
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
  doc("metrics.chrf", M.chrf, [[
metrics.chrf(hyps, refs [, {char_order=6, word_order=0, beta=2, lowercase=false,
  whitespace=false, eps_smoothing=false}]) -> score
Corpus chrF exactly as sacreBLEU 2.x's corpus_chrf; word_order = 2 is chrF++. Characters are
code points; white space (Unicode's) is removed before the character n-grams unless
whitespace; with several references each segment takes the best-scoring one. refs: one
stream or a list of streams, false for a missing reference. The score has score, name
("chrF2", "chrF2++"), stats (summed statistics), signature; tostring(r) is "chrF2 = 59.73".]])
  doc("metrics.sentence_chrf", M.sentence_chrf, "metrics.sentence_chrf(hyp, refs [, opts]) -> score: chrF of one segment against a reference (a string) or several (a list); the options of metrics.chrf")
  doc("metrics.statistics", M.statistics, [[
metrics.statistics(metric, hyps, refs [, opts]) -> stats
Per-segment sufficient statistics of "bleu" (opts as metrics.bleu) or "chrf" (as
metrics.chrf): stats.segments[i] a flat list of stats.dim numbers (BLEU: sys_len, ref_len,
matches, totals, as sacreBLEU's); stats:score(sum) the Score of summed statistics,
stats:corpus() the corpus score; stats.name ("BLEU", "chrF2"), stats.signature. The
resampling of xattn.significance works on them.]])
  doc("metrics.Stats", Stats, "metrics.Stats -- the class of metrics.statistics results: segments, dim, name, signature; score(sum), corpus()")
  doc("metrics.Stats:score", Stats.score, "stats:score(sum) -> the Score (BLEU or chrF) of summed segment statistics sum (a flat list of stats.dim numbers)")
  doc("metrics.Stats:corpus", Stats.corpus, "stats:corpus() -> the corpus Score: the statistics of every segment summed (equals metrics.bleu / metrics.chrf)")
  doc("metrics.compute_bleu", M.compute_bleu, [[
metrics.compute_bleu(correct, total, sys_len, ref_len [, {smooth="none", smooth_value,
  effective_order=false, max_ngram_order=4}]) -> score
BLEU from sufficient statistics (per-order matched and total n-gram counts, hypothesis and
reference lengths), as sacreBLEU's BLEU.compute_bleu.]])
  doc("metrics.tokenize", M.tokenize, [[
metrics.tokenize(line [, name="13a"]) -> {tokens}
The tokens BLEU sees: the line right-stripped, tokenized by metrics.tokenizers[name] and
split at (Unicode) white space.]])
  doc("metrics.split", M.split, "metrics.split(s) -> {words}, Python's str.split(): runs of non-white-space, Unicode white space included")
  doc("metrics.rstrip", M.rstrip, "metrics.rstrip(s) -> s without trailing white space, as Python's str.rstrip() (Unicode white space included; sacreBLEU's command line strips every line so)")
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
