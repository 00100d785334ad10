-- xattn.analysis: what a trained model's cross-attention does (see docs/analysis.md).
--
--   local A = xattn.analysis
--   local sys = xattn.mt.load("runs/synth-full/checkpoint_best.xa")
--   local items = A.prepare(sys, src_lines, tgt_lines)      -- tokens, ids, word groups
--   local r = A.analyze(sys.model, items, {align = true, entropy = true, gates = true})
--   local gold = A.read_pharaoh("data/synth/test.align")
--   print(A.aer(r.links, gold).aer)
--
-- Everything runs under forced decoding of the reference: the model reads the source and
-- the reference target (teacher forcing) in eval mode without recording gradients, and the
-- cross-attention of each decoder layer is read from model:forward(src, tgt_in,
-- {need_weights = true}) -> logits, weights, parts, with
--   weights[l]  (B, H, T, S) the total cross-attention of decoder layer l,
--   parts[l]    nil, or {dot = (B,H,T,S), gmm = ..., window = ..., gate = (B,H,T,1),
--               centres = (B,H,T,K) 1-based GMM means, centre = (B,H,T) int64 window centre}
-- (a plain dot model has parts[l] == nil and is read as {dot = weights[l]}).
--
-- Row t of a (T, S) map is the decoder position whose input is target token t-1 (<s> for
-- t = 1) and whose output is target token t: the attention used to *produce* token t, as
-- in the GMM paper's alignment analysis. Row T produces </s>. Column j is source token j;
-- column S (of an unpadded sentence) is the source </s>.
--
-- Alignment links are pairs {s, t} of 0-based word indices, source first, exactly as the
-- Pharaoh files write them ("s-t" sure, "spt" possible).
local xa = require "xattn"

local A = {}

-- ---- small helpers ------------------------------------------------------------------
local function fail(msg, level) error(msg, (level or 1) + 1) end

local function is_int(x) return math.type(x) == "integer" end

local function check_opt_int(fn, name, v, lo)
  if v ~= nil and (not is_int(v) or v < lo) then
    fail(("%s: %s must be an integer >= %d, got %s"):format(fn, name, lo, tostring(v)), 3)
  end
end

-- ---- Pharaoh format -------------------------------------------------------------------
local function pharaoh_base(fn, opts)
  if opts ~= nil and type(opts) ~= "table" then fail(("%s: options must be a table, got %s"):format(fn, type(opts)), 3) end
  local base = opts and opts.base
  if base == nil then return 0 end
  if base ~= 0 and base ~= 1 then fail(("%s: base must be 0 or 1, got %s"):format(fn, tostring(base)), 3) end
  return math.tointeger(base)
end

--- parse_pharaoh(line [, where [, {base = 0}]]) -> {sure = {{s,t}...}, possible = {{s,t}...}}
-- One line of Pharaoh links: "s-t" (sure) or "spt" (possible), source index first,
-- separated by white space. The indices in the line start at `base` (0, the default, as
-- fast_align and most tools write them, or 1, as the RWTH gold standard); the links
-- returned are always 0-based. An index below the base is an error. `where` (e.g.
-- "gold.align:3") prefixes error messages.
function A.parse_pharaoh(line, where, opts)
  if type(line) ~= "string" then fail("parse_pharaoh: line must be a string, got " .. type(line), 2) end
  local base = pharaoh_base("parse_pharaoh", opts)
  where = where or "parse_pharaoh"
  local sure, possible = {}, {}
  local k = 0
  for tok in line:gmatch("%S+") do
    k = k + 1
    local s, sep, t = tok:match("^(%d+)([-p])(%d+)$")
    if not s then
      fail(("%s: token %d '%s' is not a link (expected s-t or spt with %d-based integers)")
        :format(where, k, tok, base), 2)
    end
    local link = {math.tointeger(tonumber(s)), math.tointeger(tonumber(t))}
    if not link[1] or not link[2] then
      fail(("%s: token %d '%s' has an index too large"):format(where, k, tok), 2)
    end
    if link[1] < base or link[2] < base then
      fail(("%s: token %d '%s' has an index below %d, but the file is read as %d-based (base = %d)")
        :format(where, k, tok, base, base, base), 2)
    end
    link[1], link[2] = link[1] - base, link[2] - base
    if sep == "-" then sure[#sure + 1] = link else possible[#possible + 1] = link end
  end
  return {sure = sure, possible = possible}
end

--- read_pharaoh(path [, {base = 0}]) -> list (one entry per line) of {sure = links, possible = links}
-- base: where the file's indices start (0 by default, 1 for 1-based gold files such as
-- RWTH's); the links returned are 0-based either way. Errors name the file and line.
function A.read_pharaoh(path, opts)
  if type(path) ~= "string" then fail("read_pharaoh: path must be a string, got " .. type(path), 2) end
  local base = pharaoh_base("read_pharaoh", opts)
  local f, err = io.open(path, "rb")
  if not f then fail(("read_pharaoh: cannot open %s: %s"):format(path, tostring(err)), 2) end
  local out, n = {}, 0
  for line in f:lines() do
    n = n + 1
    local ok, r = pcall(A.parse_pharaoh, line, ("%s:%d"):format(path, n), {base = base})
    if not ok then f:close() error(r, 2) end
    out[n] = r
  end
  f:close()
  return out
end

local function sorted_links(links)
  local l = {}
  for i, x in ipairs(links) do l[i] = x end
  table.sort(l, function(a, b)
    if a[2] ~= b[2] then return a[2] < b[2] end
    return a[1] < b[1]
  end)
  return l
end

local function check_links(fn, links, what)
  if type(links) ~= "table" then fail(("%s: %s must be a list of {s, t} links, got %s"):format(fn, what, type(links)), 3) end
  for k, l in ipairs(links) do
    if type(l) ~= "table" or not is_int(l[1]) or not is_int(l[2]) or l[1] < 0 or l[2] < 0 then
      fail(("%s: %s[%d] is not a link {s, t} of 0-based integers"):format(fn, what, k), 3)
    end
  end
end

--- format_pharaoh(sure [, possible]) -> "s-t s-t spt ..." (sorted by target, then source)
function A.format_pharaoh(sure, possible)
  check_links("format_pharaoh", sure, "sure")
  local parts = {}
  for _, l in ipairs(sorted_links(sure)) do parts[#parts + 1] = l[1] .. "-" .. l[2] end
  if possible then
    check_links("format_pharaoh", possible, "possible")
    for _, l in ipairs(sorted_links(possible)) do parts[#parts + 1] = l[1] .. "p" .. l[2] end
  end
  return table.concat(parts, " ")
end

--- write_pharaoh(path, list of link lists) : one line per sentence, sure links only
function A.write_pharaoh(path, all)
  if type(all) ~= "table" then fail("write_pharaoh: expected a list of link lists", 2) end
  local f, err = io.open(path, "wb")
  if not f then fail(("write_pharaoh: cannot write %s: %s"):format(tostring(path), tostring(err)), 2) end
  for _, links in ipairs(all) do f:write(A.format_pharaoh(links), "\n") end
  f:close()
end

-- ---- AER -------------------------------------------------------------------------------
local function link_set(links)
  local s = {}
  for _, l in ipairs(links) do s[l[1] .. "-" .. l[2]] = true end
  return s
end

local function count(set)
  local n = 0
  for _ in pairs(set) do n = n + 1 end
  return n
end

--- aer(hyp, sure [, possible]) -> {aer, precision, recall, a, s, p, a_s, a_p}
-- Corpus-level alignment error rate (Och & Ney 2003):
--   AER = 1 - (|A n S| + |A n P|) / (|A| + |S|),  precision = |A n P| / |A|, recall = |A n S| / |S|
-- with the counts summed over sentences. hyp, sure, possible: one list of {s, t} links per
-- sentence. S is added to P (S must be a subset of P). Duplicate links count once.
-- `sure` may also be the list read_pharaoh returns ({sure=, possible=} per sentence).
function A.aer(hyp, sure, possible)
  if type(hyp) ~= "table" then fail("aer: hyp must be a list (one list of links per sentence)", 2) end
  if type(sure) ~= "table" then fail("aer: sure must be a list (one list of links per sentence)", 2) end
  if possible == nil and type(sure[1]) == "table" and sure[1].sure then
    local s, p = {}, {}
    for i, g in ipairs(sure) do s[i], p[i] = g.sure, g.possible end
    sure, possible = s, p
  end
  if #hyp ~= #sure then
    fail(("aer: %d hypothesis sentences but %d gold sentences"):format(#hyp, #sure), 2)
  end
  if possible ~= nil and (type(possible) ~= "table" or #possible ~= #sure) then
    fail(("aer: possible must be a list of %d link lists like sure"):format(#sure), 2)
  end
  local r = {a = 0, s = 0, p = 0, a_s = 0, a_p = 0, sentences = #hyp}
  for i = 1, #hyp do
    local where = ("sentence %d"):format(i)
    check_links("aer", hyp[i], "hyp " .. where)
    check_links("aer", sure[i], "sure " .. where)
    local A_, S = link_set(hyp[i]), link_set(sure[i])
    local P = {}
    if possible then
      check_links("aer", possible[i], "possible " .. where)
      P = link_set(possible[i])
    end
    for k in pairs(S) do P[k] = true end
    r.a, r.s, r.p = r.a + count(A_), r.s + count(S), r.p + count(P)
    for k in pairs(A_) do
      if S[k] then r.a_s = r.a_s + 1 end
      if P[k] then r.a_p = r.a_p + 1 end
    end
  end
  local den = r.a + r.s
  r.aer = den > 0 and 1 - (r.a_s + r.a_p) / den or 0
  r.precision = r.a > 0 and r.a_p / r.a or 0
  r.recall = r.s > 0 and r.a_s / r.s or 0
  return r
end

-- ---- subwords and words -----------------------------------------------------------------
--- word_groups(tokens) -> list of {first, last} (1-based token positions), one per word
-- A token ending in "@@" (subword-nmt's continuation mark) joins the next token; a mark
-- on the last token closes the word anyway. style = "spm": SentencePiece's pieces, where a
-- piece starting with "▁" starts a word (the pieces before the first one join it).
function A.word_groups(tokens, style)
  if type(tokens) ~= "table" then fail("word_groups: tokens must be a list of strings", 2) end
  if style ~= nil and style ~= "bpe" and style ~= "spm" then
    fail("word_groups: style must be \"bpe\" or \"spm\", got " .. tostring(style), 2)
  end
  local groups, first = {}, nil
  if style == "spm" then
    for i, t in ipairs(tokens) do
      if type(t) ~= "string" then fail(("word_groups: token %d is a %s, not a string"):format(i, type(t)), 2) end
      if i == 1 or t:sub(1, 3) == "\226\150\129" then groups[#groups + 1] = {i, i}
      else groups[#groups][2] = i end
    end
    return groups
  end
  for i, t in ipairs(tokens) do
    if type(t) ~= "string" then fail(("word_groups: token %d is a %s, not a string"):format(i, type(t)), 2) end
    first = first or i
    if t:sub(-2) ~= "@@" then
      groups[#groups + 1] = {first, i}
      first = nil
    end
  end
  if first then groups[#groups + 1] = {first, #tokens} end
  return groups
end

local function check_groups(fn, groups, n, what)
  if type(groups) ~= "table" then fail(("%s: %s groups must be a list of {first, last}"):format(fn, what), 3) end
  local expect = 1
  for k, g in ipairs(groups) do
    if type(g) ~= "table" or not is_int(g[1]) or not is_int(g[2]) or g[1] ~= expect or g[2] < g[1] then
      fail(("%s: %s group %d does not continue the previous one (groups must tile 1..%d in order)")
        :format(fn, what, k, n), 3)
    end
    expect = g[2] + 1
  end
  if expect ~= n + 1 then
    fail(("%s: %s groups cover %d tokens, the matrix has %d"):format(fn, what, expect - 1, n), 3)
  end
end

--- merge_words(matrix, tgt_groups, src_groups) -> word matrix (#tgt_groups x #src_groups)
-- matrix: Lua rows (target subwords x source subwords) of attention weights. A target
-- word's row is the *average* of its subwords' rows (each row is a distribution, and so
-- is their average); a source word's column is the *sum* of its subwords' columns (the
-- attention mass that falls on the word). This keeps every word row a distribution.
function A.merge_words(m, tg, sg)
  if type(m) ~= "table" then fail("merge_words: matrix must be a list of rows", 2) end
  local nt, ns = #m, m[1] and #m[1] or 0
  for i = 1, nt do
    if type(m[i]) ~= "table" or #m[i] ~= ns then
      fail(("merge_words: row %d has %s columns, row 1 has %d"):format(i, type(m[i]) == "table" and #m[i] or "no", ns), 2)
    end
  end
  check_groups("merge_words", tg, nt, "target")
  if nt > 0 then check_groups("merge_words", sg, ns, "source") end
  local out = {}
  for wi, g in ipairs(tg) do
    local row, inv = {}, 1 / (g[2] - g[1] + 1)
    for wj, h in ipairs(sg) do
      local acc = 0
      for i = g[1], g[2] do
        local r = m[i]
        for j = h[1], h[2] do acc = acc + r[j] end
      end
      row[wj] = acc * inv
    end
    out[wi] = row
  end
  return out
end

--- argmax_links(matrix) -> links {{s, t}} (0-based): for each row t the first maximal column
function A.argmax_links(m)
  local links = {}
  for t, row in ipairs(m) do
    local best, bj = -math.huge, nil
    for j, v in ipairs(row) do
      if v > best then best, bj = v, j end
    end
    if bj then links[#links + 1] = {bj - 1, t - 1} end
  end
  return links
end

local function group_of(groups)
  local of = {}
  for w, g in ipairs(groups) do
    for k = g[1], g[2] do of[k] = w end
  end
  return of
end

--- position_links(positions, tgt_groups, src_groups) -> links {{s, t}} (0-based words)
-- Word links from predicted source positions (GMA's p_i): positions[k] is the 0-based source
-- position (in source tokens, fractional) predicted for target token k. A target word's
-- position is the mean over its subwords (as its attention row is their average); it is
-- rounded to the nearest source token (halves up), clamped to the real tokens 0..n-1 (a
-- position on or past the source </s> falls on the last token), and linked to the word
-- holding that token.
function A.position_links(pos, tg, sg)
  if type(pos) ~= "table" then fail("position_links: positions must be a list of numbers", 2) end
  for k, v in ipairs(pos) do
    if type(v) ~= "number" or v ~= v then
      fail(("position_links: positions[%d] is %s, not a number"):format(k, tostring(v)), 2)
    end
  end
  check_groups("position_links", tg, #pos, "target")
  if type(sg) ~= "table" then fail("position_links: source groups must be a list of {first, last}", 2) end
  local ns = #sg > 0 and sg[#sg][2] or 0
  check_groups("position_links", sg, ns, "source")
  local links = {}
  if ns == 0 then return links end
  local src_word = group_of(sg)
  for w, g in ipairs(tg) do
    local acc = 0
    for k = g[1], g[2] do acc = acc + pos[k] end
    local j = math.floor(acc / (g[2] - g[1] + 1) + 0.5)
    if j < 0 then j = 0 elseif j > ns - 1 then j = ns - 1 end
    links[#links + 1] = {src_word[j + 1] - 1, w - 1}
  end
  return links
end

--- centre_links(centres, tgt_groups, src_groups) -> links {{s, t}} (0-based words)
-- Word links from the window family's argmax centres: centres[k] is the list of the heads'
-- 1-based centres c for target token k (0, or a value past the source tokens such as the
-- source </s>, names no source token). Each row is the share of heads centred on each source
-- token; rows are merged to words as attention is (merge_words: target subwords averaged,
-- source subwords summed) and each target word is linked to the source word most heads
-- centre on (the first on ties: the heads' majority). A target word none of whose heads
-- centres on a source token gets no link. CHOICE: the heads' majority, not the argmax of
-- the heads' averaged logits (it aligns by the centres the heads actually used).
function A.centre_links(centres, tg, sg)
  if type(centres) ~= "table" then fail("centre_links: centres must be a list (one list of head centres per target token)", 2) end
  if type(sg) ~= "table" then fail("centre_links: source groups must be a list of {first, last}", 2) end
  local ns = #sg > 0 and sg[#sg][2] or 0
  check_groups("centre_links", tg, #centres, "target")
  check_groups("centre_links", sg, ns, "source")
  local m = {}
  for k, hs in ipairs(centres) do
    if type(hs) ~= "table" or #hs == 0 then
      fail(("centre_links: centres[%d] must be a non-empty list of head centres"):format(k), 2)
    end
    local row = {}
    for j = 1, ns do row[j] = 0 end
    local inv = 1 / #hs
    for h, c in ipairs(hs) do
      if not is_int(c) then fail(("centre_links: centres[%d][%d] is %s, not an integer"):format(k, h, tostring(c)), 2) end
      if c >= 1 and c <= ns then row[c] = row[c] + inv end
    end
    m[k] = row
  end
  local links = {}
  if ns == 0 then return links end
  local merged = A.merge_words(m, tg, sg)
  for t, row in ipairs(merged) do
    local best, bj = 0, nil
    for j, v in ipairs(row) do
      if v > best then best, bj = v, j end
    end
    if bj then links[#links + 1] = {bj - 1, t - 1} end
  end
  return links
end

-- ---- buckets ------------------------------------------------------------------------------
--- bucket_of(len, bounds) -> index: bounds are increasing upper limits, e.g. {20, 40} gives
-- the GMM paper's buckets (0,20], [21,40], [41,inf) -> 1, 2, 3
function A.bucket_of(len, bounds)
  for k, b in ipairs(bounds) do
    if len <= b then return k end
  end
  return #bounds + 1
end

--- bucket_labels(bounds) -> {"(0,20]", "[21,40]", "[41,inf)"}
function A.bucket_labels(bounds)
  local labels, lo = {}, 0
  for k, b in ipairs(bounds) do
    labels[k] = k == 1 and ("(0,%d]"):format(b) or ("[%d,%d]"):format(lo + 1, b)
    lo = b
  end
  labels[#bounds + 1] = #bounds == 0 and "all" or ("[%d,inf)"):format(lo + 1)
  return labels
end

local function check_bounds(fn, bounds)
  if type(bounds) ~= "table" then fail(fn .. ": buckets must be a list of increasing upper limits", 3) end
  for k, b in ipairs(bounds) do
    if not is_int(b) or b < 1 or (k > 1 and b <= bounds[k - 1]) then
      fail(("%s: buckets must be increasing positive integers, got %s at %d"):format(fn, tostring(b), k), 3)
    end
  end
end

-- ---- entropy ------------------------------------------------------------------------------
--- token_entropy(w [, {base = e}]) -> tensor of w's shape without the last dim
-- Entropy of each row of w (last dim) after dividing the row by its sum (so that parts
-- that are not exactly normalised, e.g. the approximately normalised GMM, are measured as
-- distributions); 0 log 0 = 0; a row summing to 0 has entropy 0. Natural log by default
-- (nats); base = 2 gives bits. Computed in float64.
function A.token_entropy(w, opts)
  if not xa.is_tensor(w) or w:dim() < 1 then fail("token_entropy: w must be a tensor with at least 1 dim", 2) end
  local base = opts and opts.base
  if base ~= nil and (type(base) ~= "number" or base <= 0 or base == 1) then
    fail("token_entropy: base must be a positive number other than 1, got " .. tostring(base), 2)
  end
  return xa.no_grad(function()
    local d = w:dim()
    local p = w:double()
    local z = p:sum(d, true)
    p = p / z:clamp(1e-300, nil)
    local h = (p * p:clamp(1e-300, nil):log()):sum(d):neg()
    if base then h = h / math.log(base) end
    return h
  end)
end

-- ---- preparing sentences ------------------------------------------------------------------
local function split_ws(line)
  local t = {}
  for w in line:gmatch("%S+") do t[#t + 1] = w end
  return t
end

--- prepare(sys, src_lines, tgt_lines) -> items
-- Runs the system's preprocessing (tokeniser, BPE) on each pair and returns one item per
-- pair: {src_tokens, tgt_tokens (subwords), src = {ids}, tgt = {ids} (no </s>, no <s>),
-- src_groups, tgt_groups (subwords of each word, see word_groups), src_words, tgt_words}.
-- sys is an mt.System or any table with preprocess, src_vocab, tgt_vocab; a table
-- {src_vocab=, tgt_vocab=} without preprocess splits at white space.
function A.prepare(sys, src_lines, tgt_lines)
  if type(sys) ~= "table" or not sys.src_vocab or not sys.tgt_vocab then
    fail("prepare: sys must be a system (mt.load) or {src_vocab=, tgt_vocab=}", 2)
  end
  if type(src_lines) ~= "table" or type(tgt_lines) ~= "table" then
    fail("prepare: src_lines and tgt_lines must be lists of strings", 2)
  end
  if #src_lines ~= #tgt_lines then
    fail(("prepare: %d source lines but %d target lines"):format(#src_lines, #tgt_lines), 2)
  end
  local items = {}
  for i = 1, #src_lines do
    local s, t = src_lines[i], tgt_lines[i]
    if type(s) ~= "string" or type(t) ~= "string" then
      fail(("prepare: line %d is not a pair of strings"):format(i), 2)
    end
    local st = sys.preprocess and sys:preprocess(s, "src") or split_ws(s)
    local tt = sys.preprocess and sys:preprocess(t, "tgt") or split_ws(t)
    local style = sys.spm and "spm" or nil
    local it = {src_tokens = st, tgt_tokens = tt,
                src = sys.src_vocab:encode(st), tgt = sys.tgt_vocab:encode(tt),
                src_groups = A.word_groups(st, style), tgt_groups = A.word_groups(tt, style)}
    if sys.spm then -- each group's text, as SentencePiece decodes it
      local function words(toks, groups)
        local w = {}
        for k, g in ipairs(groups) do w[k] = sys.spm:decode({table.unpack(toks, g[1], g[2])}) end
        return w
      end
      it.src_words, it.tgt_words = words(st, it.src_groups), words(tt, it.tgt_groups)
    else
      it.src_words = xa.bpe.unbpe(st)
      it.tgt_words = xa.bpe.unbpe(tt)
    end
    items[i] = it
  end
  return items
end

-- ---- forced decoding --------------------------------------------------------------------
local function check_items(fn, items)
  if type(items) ~= "table" then fail(fn .. ": items must be a list (see analysis.prepare)", 3) end
  for i, it in ipairs(items) do
    if type(it) ~= "table" or type(it.src) ~= "table" or type(it.tgt) ~= "table" then
      fail(("%s: item %d must have src and tgt id lists"):format(fn, i), 3)
    end
    for _, side in ipairs{"src", "tgt"} do
      for k, id in ipairs(it[side]) do
        if not is_int(id) or id < 1 then
          fail(("%s: item %d: %s id %d is %s, not a positive integer"):format(fn, i, side, k, tostring(id)), 3)
        end
      end
      local g = it[side .. "_groups"]
      if g ~= nil then check_groups(fn, g, #it[side], ("item %d %s"):format(i, side)) end
    end
  end
end

local function n_words(it, side)
  local g = it[side .. "_groups"]
  return g and #g or #it[side]
end

--- forced(model, items, fn [, {batch = 32, nat_input = "decode", iterations = 10}]) : runs
-- the model on every item with teacher forcing (eval mode, no gradients), longest sources
-- first in batches of at most `batch` sentences, and calls fn(idx, weights, parts) per
-- batch: idx the item numbers of the batch rows, weights / parts as model:forward returns
-- them (parts[l] filled in as {dot = weights[l]} where the model gives none). The model's
-- training flag is restored.
-- opts.dist = true: with several ranks (xattn.dist), this rank runs every N-th batch only.
-- A non-autoregressive model (nn.CMLM) has no teacher forcing; its decoder reads, at the
-- reference's length (row t is target position t, as row t of an autoregressive model
-- produces target token t): nat_input = "decode" the input of the last pass of mask-predict
-- with `iterations` passes (its own tokens, the least certain masked again: the attention
-- it decodes with), or "masked" every position masked (the first pass). An empty reference
-- is decoded at length 1.
local NAT_INPUTS = {decode = true, masked = true}
function A.forced(model, items, fn, opts)
  opts = opts or {}
  if type(model) ~= "table" or type(model.forward) ~= "function" then
    fail("forced: model must have a forward method (an nn.Transformer)", 2)
  end
  check_items("forced", items)
  check_opt_int("forced", "batch", opts.batch, 1)
  check_opt_int("forced", "iterations", opts.iterations, 1)
  local nat_input = opts.nat_input or "decode"
  if not NAT_INPUTS[nat_input] then
    fail(("forced: nat_input must be \"decode\" or \"masked\", got %s"):format(tostring(nat_input)), 2)
  end
  local is_nat = model.is_nat
  local bs = opts.batch or 32
  local order = {}
  for i = 1, #items do order[i] = i end
  table.sort(order, function(a, b)
    local la, lb = #items[a].src, #items[b].src
    if la ~= lb then return la > lb end
    return a < b
  end)
  local was_training = model.training
  if model.eval then model:eval() end
  local dist = opts.dist and xa.dist.enabled() and xa.dist or nil
  local dev = require("xattn.nn.module").device_of(model)
  local ok, err = pcall(xa.no_grad, function()
    for s = 1, #order, bs do
      if dist and not dist.owns((s - 1) // bs + 1) then goto next_batch end
      local idx, srcs, tgts = {}, {}, {}
      for k = s, math.min(s + bs - 1, #order) do
        local it = items[order[k]]
        idx[#idx + 1] = order[k]
        srcs[#srcs + 1], tgts[#tgts + 1] = it.src, it.tgt
      end
      local src, pad = xa.data.collate(srcs, {eos = true})
      src, pad = src:to(dev), pad:to(dev) -- the model's device
      local tgt_in
      if is_nat then
        local lens, masked = {}, {}
        for b, t in ipairs(tgts) do
          lens[b] = math.max(#t, 1)
          local row = {}
          for k = 1, lens[b] do row[k] = model.mask_id end
          masked[b] = row
        end
        -- CHOICE: the reference's length, so that a CMLM's rows are an AT model's (docs/methods.md)
        if nat_input == "masked" then
          tgt_in = xa.data.collate(masked)
        else
          local _, _, info = xa.nat.mask_predict(model, src, {iterations = opts.iterations or 10, lengths = lens,
                                                             src_pad = pad, keep_input = true})
          tgt_in = info.input
        end
      else
        tgt_in = xa.data.collate(tgts, {bos = true})
      end
      tgt_in = tgt_in:to(dev)
      local _, weights, parts = model:forward(src, tgt_in, {need_weights = true, src_pad = pad})
      if type(weights) ~= "table" or not xa.is_tensor(weights[1]) then
        error("forced: model:forward(src, tgt_in, {need_weights = true}) returned no attention weights", 0)
      end
      parts = parts or {}
      for l = 1, #weights do
        if parts[l] == nil then parts[l] = {dot = weights[l]} end
      end
      fn(idx, weights, parts)
      ::next_batch::
    end
  end)
  if was_training and model.train then model:train() end
  if not ok then error(err, 0) end
end

local function default_layer(nlayers)
  return nlayers >= 2 and nlayers - 1 or 1
end
A.default_layer = default_layer

-- the distributions of a layer: "total" first, then every part tensor shaped like it
-- (the analysis tensors a part returns beside its weights are not distributions even when
-- their shape matches, e.g. centres (B,H,T,K) with K = S)
local not_distribution = {total = true, gate = true, gates = true, centres = true, centre = true,
                          mu = true, sigma = true, omega = true}
A.info_keys = not_distribution
local function distributions(w, p)
  local names, d = {"total"}, {total = w}
  local keys = {}
  for k, v in pairs(p) do
    if not not_distribution[k] and xa.is_tensor(v) and v:dim() == 4 and v:size(1) == w:size(1)
       and v:size(2) == w:size(2) and v:size(3) == w:size(3) and v:size(4) == w:size(4) then
      keys[#keys + 1] = k
    end
  end
  table.sort(keys)
  for _, k in ipairs(keys) do names[#names + 1] = k; d[k] = p[k] end
  return names, d
end

-- the keys of a layer's parts, sorted (for messages)
local function part_keys(p)
  local k = {}
  for name in pairs(p) do k[#k + 1] = tostring(name) end
  table.sort(k)
  return k
end

local function histogram_counts(bins)
  local c = {}
  for k = 1, bins do c[k] = 0 end
  return c
end

--- analyze(model, items [, opts]) -> result
-- One pass of forced decoding that measures what opts asks for (all by default):
--   align = true:   result.links[i], the word alignment of item i (see align);
--                   opts.layer (default: the penultimate decoder layer, layer 1 when there
--                   is one), opts.shift = false (true: use the row whose *input* is target
--                   word t, i.e. the next decoder position), opts.from = "attention" |
--                   "positions" (GMA's p_i) | "centres" (window centres).
--   entropy = true: per target token and head, the entropy of each layer's distributions
--                   ("total" and every part: dot, gmm, ...), natural log unless opts.base;
--                   averaged over heads. result.entropy = {parts = {"total", ...},
--                   layers = {...}, sentences[i] = {total = mean over tokens and layers...},
--                   by_layer[part][l], all[part] (token-weighted mean over the corpus and
--                   layers), buckets = {{label, n_sent, n_tok, total = ..., dot = ...}}}
--                   with source-length buckets opts.buckets = {20, 40} (in source words).
--   locality = true: CCAN's locality entropy: per sentence -1/(L m) sum_l sum_t sum_j P log2 P
--                   with P the heads-averaged attention of layer l, m target words;
--                   result.locality = {mean (over sentences), sentences = {...}}.
--   gates = true:   result.gates[l] = {counts, edges, n, mean} histogram (opts.bins = 20
--                   over [0, 1]) of parts[l].gate over heads and target tokens, or false
--                   for a layer without a gate.
-- Target positions used: the rows that produce the reference's tokens (the </s> row is
-- left out); source columns: all real tokens including the source </s> for entropies,
-- without the source </s> for alignments. A non-autoregressive model (nn.CMLM) reads the
-- input opts.nat_input ("decode", default: the last pass of mask-predict with
-- opts.iterations = 10 passes at the reference's length; "masked": every position masked),
-- see forced.
-- opts.dist = true (alignments only: align = true, the others false): with several ranks
-- (xattn.dist), each aligns every N-th batch and every rank gets all the links.
function A.analyze(model, items, opts)
  opts = opts or {}
  if type(opts) ~= "table" then fail("analyze: opts must be a table", 2) end
  local want = function(k) return opts[k] ~= false end
  local dist = opts.dist and xa.dist.enabled()
  if dist and (want("entropy") or want("locality") or want("gates")) then
    fail("analyze: dist shares out the alignments only (align = true; entropy, locality and gates false)", 2)
  end
  local buckets = opts.buckets or {20, 40}
  check_bounds("analyze", buckets)
  check_opt_int("analyze", "layer", opts.layer, 1)
  check_opt_int("analyze", "bins", opts.bins, 1)
  local bins = opts.bins or 20
  local base = opts.base
  if base ~= nil and (type(base) ~= "number" or base <= 0 or base == 1) then
    fail("analyze: base must be a positive number other than 1, got " .. tostring(base), 2)
  end
  local shift = opts.shift and 1 or 0
  if opts.shift and type(model) == "table" and model.is_nat then
    fail("analyze: shift (the row whose input is target word t) is for autoregressive models; a CMLM's "
      .. "row t reads and predicts position t", 2)
  end
  if opts.from ~= nil and opts.from ~= "attention" and opts.from ~= "positions" and opts.from ~= "centres" then
    fail(("analyze: from must be \"attention\", \"positions\" or \"centres\", got %s"):format(tostring(opts.from)), 2)
  end
  local res = {n = #items}
  local ent_sum, ent_cnt = {}, {}       -- [i][part] sum over layers/tokens, count
  local layer_sum, layer_cnt = {}, {}   -- [part][l]
  local part_names, part_seen = {}, {}
  local nlayers
  if want("align") then res.links = {} end
  if want("locality") then res.locality = {sentences = {}} end
  if want("gates") then res.gates = {} end

  A.forced(model, items, function(idx, weights, parts)
    local L = #weights
    if not nlayers then
      nlayers = L
      if opts.layer and opts.layer > L then
        error(("analyze: layer %d does not exist (the decoder has %d layers)"):format(opts.layer, L), 0)
      end
    end
    local H = weights[1]:size(2)
    -- alignments
    if res.links then
      local layer = opts.layer or default_layer(L)
      local from = opts.from or "attention"
      local p = parts[layer]
      local avg, pos, cen
      if from == "attention" then
        avg = weights[layer]:mean(2):totable()           -- (B, T, S)
      elseif from == "positions" then
        if not xa.is_tensor(p.positions) then
          error(("analyze: layer %d has no predicted positions (from = \"positions\" needs a GMA "
            .. "cross-attention; the layer's parts: %s)"):format(layer, table.concat(part_keys(p), ", ")), 0)
        end
        pos = p.positions:double():mean(2):totable()     -- (B, T): heads (or the shared one) averaged
      elseif from == "centres" then
        if not xa.is_tensor(p.centre) then
          error(("analyze: layer %d has no window centres (from = \"centres\" needs a window (CCAN) "
            .. "cross-attention; the layer's parts: %s)"):format(layer, table.concat(part_keys(p), ", ")), 0)
        end
        cen = p.centre:totable()                         -- (B, H, T) 1-based
      end
      for b, i in ipairs(idx) do
        local it = items[i]
        local nt, ns = #it.tgt, #it.src
        local tg = it.tgt_groups or A.word_groups_of_length(nt)
        local sg = it.src_groups or A.word_groups_of_length(ns)
        if ns == 0 then
          res.links[i] = {}
        elseif avg then
          local m = {}
          for t = 1, nt do
            local row, src = {}, avg[b][t + shift]
            for j = 1, ns do row[j] = src[j] end
            m[t] = row
          end
          res.links[i] = A.argmax_links(A.merge_words(m, tg, sg))
        elseif pos then
          local v = {}
          for t = 1, nt do v[t] = pos[b][t + shift] end
          res.links[i] = A.position_links(v, tg, sg)
        else
          local c = {}
          for t = 1, nt do
            local hs = {}
            for h = 1, #cen[b] do hs[h] = math.tointeger(cen[b][h][t + shift]) end
            c[t] = hs
          end
          res.links[i] = A.centre_links(c, tg, sg)
        end
      end
    end
    -- entropies
    if want("entropy") then
      for l = 1, L do
        local names, dist = distributions(weights[l], parts[l])
        for _, name in ipairs(names) do
          if not part_seen[name] then part_seen[name] = true; part_names[#part_names + 1] = name end
          local h = A.token_entropy(dist[name], {base = base}):sum(2):totable() -- (B, T) sum over heads
          layer_sum[name] = layer_sum[name] or {}
          layer_cnt[name] = layer_cnt[name] or {}
          for b, i in ipairs(idx) do
            local nt = #items[i].tgt
            local acc = 0
            for t = 1, nt do acc = acc + h[b][t] end
            acc = acc / H
            ent_sum[i] = ent_sum[i] or {}
            ent_cnt[i] = ent_cnt[i] or {}
            ent_sum[i][name] = (ent_sum[i][name] or 0) + acc
            ent_cnt[i][name] = (ent_cnt[i][name] or 0) + nt
            layer_sum[name][l] = (layer_sum[name][l] or 0) + acc
            layer_cnt[name][l] = (layer_cnt[name][l] or 0) + nt
          end
        end
      end
    end
    -- locality entropy (log2, heads averaged, all layers)
    if res.locality then
      local acc = {}
      for l = 1, L do
        local h = A.token_entropy(weights[l]:mean(2), {base = 2}):totable() -- (B, T)
        for b, i in ipairs(idx) do
          local nt = #items[i].tgt
          for t = 1, nt do acc[b] = (acc[b] or 0) + h[b][t] end
        end
      end
      for b, i in ipairs(idx) do
        local nt = #items[i].tgt
        res.locality.sentences[i] = nt > 0 and (acc[b] or 0) / (L * nt) or 0
      end
    end
    -- gates
    if res.gates then
      for l = 1, L do
        local g = parts[l].gate
        if g == nil then
          if res.gates[l] == nil then res.gates[l] = false end
        else
          if not xa.is_tensor(g) or g:dim() ~= 4 then
            error(("analyze: parts[%d].gate must be a (B,H,T,1) tensor"):format(l), 0)
          end
          local r = res.gates[l]
          if not r then
            r = {counts = histogram_counts(bins), edges = {}, n = 0, mean = 0, sum = 0}
            for k = 0, bins do r.edges[k + 1] = k / bins end
            res.gates[l] = r
          end
          local gt = g:select(4, 1):totable()          -- (B, H, T)
          for b, i in ipairs(idx) do
            local nt = #items[i].tgt
            for h = 1, #gt[b] do
              local row = gt[b][h]
              for t = 1, nt do
                local v = row[t]
                local k = math.floor(v * bins) + 1
                if k < 1 then k = 1 elseif k > bins then k = bins end
                r.counts[k] = r.counts[k] + 1
                r.n, r.sum = r.n + 1, r.sum + v
              end
            end
          end
        end
      end
    end
  end, {batch = opts.batch, dist = opts.dist, nat_input = opts.nat_input, iterations = opts.iterations})

  if dist then -- every rank's links, and the layer count (a rank may have had no batch)
    local all = xa.dist.allgather({links = res.links or {}, nlayers = nlayers}, "the alignments")
    for _, part in ipairs(all) do
      if res.links then for i, l in pairs(part.links) do res.links[i] = l end end
      if part.nlayers and (not nlayers or part.nlayers > nlayers) then nlayers = part.nlayers end
    end
  end
  nlayers = nlayers or 0
  res.layers = nlayers
  if res.links then res.layer, res.from = opts.layer or default_layer(nlayers), opts.from or "attention" end
  if res.gates then
    for l = 1, nlayers do
      local r = res.gates[l]
      if r then r.mean = r.n > 0 and r.sum / r.n or 0; r.sum = nil end
    end
  end
  if res.locality then
    local s, n = 0, 0
    for i = 1, #items do
      if #items[i].tgt > 0 then s, n = s + res.locality.sentences[i], n + 1 end
    end
    res.locality.mean = n > 0 and s / n or 0
  end
  if want("entropy") then
    local e = {parts = part_names, base = base or "e", sentences = {}, by_layer = {}, all = {},
               buckets = {}, bounds = buckets}
    local labels = A.bucket_labels(buckets)
    for k = 1, #buckets + 1 do e.buckets[k] = {label = labels[k], n_sent = 0, n_tok = 0} end
    local tot_s, tot_c, bs, bc = {}, {}, {}, {}
    for i, it in ipairs(items) do
      local srow = {}
      local k = A.bucket_of(n_words(it, "src"), buckets)
      local bk = e.buckets[k]
      bk.n_sent = bk.n_sent + 1
      bk.n_tok = bk.n_tok + #it.tgt
      for _, name in ipairs(part_names) do
        local s, c = ent_sum[i] and ent_sum[i][name] or 0, ent_cnt[i] and ent_cnt[i][name] or 0
        srow[name] = c > 0 and s / c or 0
        tot_s[name], tot_c[name] = (tot_s[name] or 0) + s, (tot_c[name] or 0) + c
        bs[k] = bs[k] or {}; bc[k] = bc[k] or {}
        bs[k][name], bc[k][name] = (bs[k][name] or 0) + s, (bc[k][name] or 0) + c
      end
      e.sentences[i] = srow
    end
    for _, name in ipairs(part_names) do
      e.all[name] = (tot_c[name] or 0) > 0 and tot_s[name] / tot_c[name] or 0
      e.by_layer[name] = {}
      for l = 1, nlayers do
        local c = layer_cnt[name][l] or 0
        e.by_layer[name][l] = c > 0 and layer_sum[name][l] / c or 0
      end
      for k = 1, #buckets + 1 do
        local c = bc[k] and bc[k][name] or 0
        e.buckets[k][name] = c > 0 and bs[k][name] / c or 0
      end
    end
    res.entropy = e
  end
  return res
end

--- word_groups_of_length(n) -> {{1,1}, ..., {n,n}}: every token its own word
function A.word_groups_of_length(n)
  local g = {}
  for k = 1, n do g[k] = {k, k} end
  return g
end

--- align(model, items [, {layer, shift, batch, from = "attention"}]) -> list of link lists (0-based {s, t})
-- The word alignment of each item from forced decoding: the chosen layer's attention
-- (default penultimate), heads averaged, the target </s> row and the source </s> column
-- left out, subwords merged to words (merge_words), then for each target word the source
-- word with the largest attention (argmax_links). from = "positions": GMA's predicted
-- source positions p_i of the layer instead (position_links); from = "centres": the window
-- family's argmax centres c_i of the layer's heads (centre_links); a layer without them is
-- an error. opts.dist: as analyze.
function A.align(model, items, opts)
  opts = opts or {}
  local r = A.analyze(model, items, {align = true, entropy = false, locality = false, gates = false,
                                     layer = opts.layer, shift = opts.shift, batch = opts.batch, from = opts.from,
                                     dist = opts.dist, nat_input = opts.nat_input, iterations = opts.iterations})
  return r.links, r
end

--- entropy(model, items [, {buckets, base, batch}]) -> result.entropy of analyze
function A.entropy(model, items, opts)
  opts = opts or {}
  return A.analyze(model, items, {align = false, entropy = true, locality = false, gates = false,
                                  buckets = opts.buckets, base = opts.base, batch = opts.batch,
                                  nat_input = opts.nat_input, iterations = opts.iterations}).entropy
end

--- locality_entropy(model, items [, {batch}]) -> mean, per-sentence list
function A.locality_entropy(model, items, opts)
  opts = opts or {}
  local r = A.analyze(model, items, {align = false, entropy = false, locality = true, gates = false,
                                     batch = opts.batch, nat_input = opts.nat_input,
                                     iterations = opts.iterations}).locality
  return r.mean, r.sentences
end

--- gates(model, items [, {bins = 20, batch}]) -> per layer {counts, edges, n, mean} or false
function A.gates(model, items, opts)
  opts = opts or {}
  return A.analyze(model, items, {align = false, entropy = false, locality = false, gates = true,
                                  bins = opts.bins, batch = opts.batch, nat_input = opts.nat_input,
                                  iterations = opts.iterations}).gates
end

-- ---- exporting the matrices ---------------------------------------------------------------
-- a number with 7 significant digits (float32 holds about 7): a smaller export
local function r7(x) return tonumber(("%.7g"):format(x)) end
local function round_all(t)
  if type(t) == "table" then
    for k, v in ipairs(t) do t[k] = round_all(v) end
    return t
  end
  return r7(t)
end

--- dump(model, items, fn [, {batch = 32, parts = true, digits = 7}]) : the cross-attention of
-- every item under forced decoding of its target, every layer and every head, calls
-- fn(i, record) in item order (records are made batch by batch; fn sees each once).
-- record = {attention = {[layer] = {[head] = matrix}}, parts = {[layer] = {name =
-- {[head] = matrix}}} (layers whose attention mixes parts: dot, gmm, ...; with parts),
-- rows, cols}: a matrix has one row per target token then </s> (row t produces token t)
-- and one column per source token then </s>, Lua numbers rounded to `digits`
-- significant digits (false: as computed); rows and cols are the row and column counts.
function A.dump(model, items, fn, opts)
  opts = opts or {}
  if type(fn) ~= "function" then fail("dump: fn must be a function(i, record)", 2) end
  check_opt_int("dump", "batch", opts.batch, 1)
  local digits = opts.digits
  if digits == nil then digits = 7 end
  if digits ~= false and digits ~= 7 then fail("dump: digits must be 7 or false, got " .. tostring(digits), 2) end
  -- batches of consecutive items, so that records wait for at most one batch
  local bs = opts.batch or 32
  for s0 = 1, #items, bs do
  local chunk = {table.unpack(items, s0, math.min(s0 + bs - 1, #items))}
  local pending, next_i = {}, 1
  A.forced(model, chunk, function(idx, weights, parts)
    for b, i in ipairs(idx) do
      local it = chunk[i]
      local T, S = #it.tgt + 1, #it.src + 1
      local rec = {attention = {}, rows = T, cols = S}
      for l, w in ipairs(weights) do
        local m = w:select(1, b):narrow(2, 1, T):narrow(3, 1, S):totable()
        rec.attention[l] = digits and round_all(m) or m
        if opts.parts ~= false then
          local names, dist = distributions(w, parts[l])
          if #names > 2 or (#names == 2 and names[2] ~= "dot") then
            rec.parts = rec.parts or {}
            local pl = {}
            for k = 2, #names do
              local pm = dist[names[k]]:select(1, b):narrow(2, 1, T):narrow(3, 1, S):totable()
              pl[names[k]] = digits and round_all(pm) or pm
            end
            rec.parts[l] = pl
          end
        end
      end
      pending[i] = rec
    end
    while pending[next_i] do
      local rec = pending[next_i]
      pending[next_i] = nil
      fn(s0 + next_i - 1, rec)
      next_i = next_i + 1
    end
  end, {batch = bs})
  end
end

-- ---- one sentence's map ----------------------------------------------------------------
--- attention_map(model, item [, {layer, head, part = "total"}]) -> map
-- The cross-attention of one sentence under forced decoding: map.matrix (T rows x S
-- columns, Lua numbers) for layer (default penultimate) and head (default: the heads'
-- average) of the distribution `part` ("total", "dot", "gmm", ...); rows are the target
-- tokens then </s> (row t produces token t), columns the source tokens then </s>;
-- map.rows / map.cols the labels; map.marks = {{row, col}...} the GMM centres (1-based,
-- fractional) or window centres of the chosen head (of every head for the average), when
-- the layer has them; map.gate = per-row gate (heads averaged) when it has one.
function A.attention_map(model, item, opts)
  opts = opts or {}
  local fopts = {nat_input = opts.nat_input, iterations = opts.iterations}
  check_opt_int("attention_map", "layer", opts.layer, 1)
  check_opt_int("attention_map", "head", opts.head, 1)
  local map
  A.forced(model, {item}, function(_, weights, parts)
    local L = #weights
    local l = opts.layer or default_layer(L)
    if l > L then error(("attention_map: layer %d does not exist (the decoder has %d layers)"):format(l, L), 0) end
    local H = weights[l]:size(2)
    if opts.head and opts.head > H then
      error(("attention_map: head %d does not exist (the layer has %d heads)"):format(opts.head, H), 0)
    end
    local names, dist = distributions(weights[l], parts[l])
    local name = opts.part or "total"
    local w = dist[name]
    if not w then
      error(("attention_map: layer %d has no part '%s' (it has %s)"):format(l, name, table.concat(names, ", ")), 0)
    end
    local m = opts.head and w:select(2, opts.head):select(1, 1) or w:mean(2):select(1, 1)
    map = {matrix = m:totable(), layer = l, head = opts.head, part = name, parts = names, marks = {}}
    local p = parts[l]
    local heads = {}
    if opts.head then heads = {opts.head} else for h = 1, H do heads[h] = h end end
    if xa.is_tensor(p.centres) then
      local c = p.centres:select(1, 1):totable()     -- (H, T, K)
      for _, h in ipairs(heads) do
        for t, ks in ipairs(c[h]) do
          for _, mu in ipairs(ks) do map.marks[#map.marks + 1] = {t, mu} end
        end
      end
    elseif xa.is_tensor(p.centre) then
      local c = p.centre:select(1, 1):totable()      -- (H, T)
      for _, h in ipairs(heads) do
        for t, j in ipairs(c[h]) do map.marks[#map.marks + 1] = {t, j} end
      end
    end
    if xa.is_tensor(p.gate) then
      map.gate = p.gate:select(1, 1):mean(1):select(2, 1):totable()  -- (T)
    end
  end, fopts)
  local rows, cols = {}, {}
  for k, tok in ipairs(item.tgt_tokens or {}) do rows[k] = tok end
  for k, tok in ipairs(item.src_tokens or {}) do cols[k] = tok end
  for k = 1, #item.tgt do rows[k] = rows[k] or tostring(item.tgt[k]) end
  for k = 1, #item.src do cols[k] = cols[k] or tostring(item.src[k]) end
  if not model.is_nat then rows[#item.tgt + 1] = "</s>" end -- a CMLM has no </s> position
  if model.is_nat and #item.tgt == 0 then rows[1] = "<mask>" end
  cols[#item.src + 1] = "</s>"
  map.rows, map.cols = rows, cols
  return map
end

-- ---- translation quality -------------------------------------------------------------------
--- bleu_by_length(hyps, refs, src_lens [, {buckets = {20, 40}, bleu = opts}])
-- -> list of {label, n, score (corpus BLEU of the bucket's sentences, xattn.metrics.bleu),
-- bleu = the score object} per source-length bucket (empty buckets have n = 0, score nil)
function A.bleu_by_length(hyps, refs, src_lens, opts)
  opts = opts or {}
  local buckets = opts.buckets or {20, 40}
  check_bounds("bleu_by_length", buckets)
  if type(hyps) ~= "table" or type(refs) ~= "table" or type(src_lens) ~= "table" then
    fail("bleu_by_length: hyps, refs and src_lens must be lists", 2)
  end
  if #hyps ~= #refs or #hyps ~= #src_lens then
    fail(("bleu_by_length: %d hypotheses, %d references and %d source lengths"):format(#hyps, #refs, #src_lens), 2)
  end
  local labels = A.bucket_labels(buckets)
  local hs, rs = {}, {}
  for k = 1, #buckets + 1 do hs[k], rs[k] = {}, {} end
  for i = 1, #hyps do
    local n = src_lens[i]
    if not is_int(n) or n < 0 then
      fail(("bleu_by_length: src_lens[%d] is %s, not a length"):format(i, tostring(n)), 2)
    end
    local k = A.bucket_of(n, buckets)
    hs[k][#hs[k] + 1], rs[k][#rs[k] + 1] = hyps[i], refs[i]
  end
  local out = {}
  for k = 1, #buckets + 1 do
    local r = {label = labels[k], n = #hs[k]}
    if #hs[k] > 0 then
      r.bleu = xa.metrics.bleu(hs[k], rs[k], opts.bleu)
      r.score = r.bleu.score
    end
    out[k] = r
  end
  return out
end

--- ngram_precision(hyps_a, hyps_b, refs [, bleu opts]) -> {a = {p1..p4}, b = {...},
-- diff = {b - a ...}, bleu_a, bleu_b}: corpus n-gram precisions (percent, as sacreBLEU
-- reports them) of two systems on the same references, by n-gram order
function A.ngram_precision(ha, hb, refs, opts)
  if type(ha) ~= "table" or type(hb) ~= "table" or #ha ~= #hb then
    fail("ngram_precision: the two systems must have the same number of hypotheses", 2)
  end
  local ba = xa.metrics.bleu(ha, refs, opts)
  local bb = xa.metrics.bleu(hb, refs, opts)
  local r = {a = {}, b = {}, diff = {}, bleu_a = ba.score, bleu_b = bb.score}
  for n = 1, #ba.precisions do
    r.a[n], r.b[n] = ba.precisions[n], bb.precisions[n]
    r.diff[n] = bb.precisions[n] - ba.precisions[n]
  end
  return r
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("analysis", A, [[
xattn.analysis -- what a trained model's cross-attention does: word alignments and AER,
entropies, locality, gate histograms, attention maps, BLEU by source length
  local sys = xattn.mt.load("runs/synth/checkpoint_best.xa")
  local items = A.prepare(sys, src_lines, tgt_lines)
  local r = A.analyze(sys.model, items, {align = true, entropy = true, gates = true})
  print(A.aer(r.links, A.read_pharaoh("data/synth/test.align")).aer)
Everything runs under forced decoding of the reference (eval mode, no gradients). Row t of
a map produces target token t (row T: </s>); links are {s, t} 0-based word pairs, source
first, as Pharaoh files write them. See docs/analysis.md.]])
  doc("analysis.parse_pharaoh", A.parse_pharaoh, [==[
analysis.parse_pharaoh(line [, where [, {base=0}]]) -> {sure = {{s, t}...}, possible = {{s, t}...}}
One line of Pharaoh links: "s-t" (sure) or "spt" (possible), source first, separated by
white space. The line's indices start at base (0 as fast_align writes them, or 1 as the
RWTH gold standard); the links returned are 0-based; an index below the base is an error.
where (e.g. "gold.align:3") prefixes error messages.]==])
  doc("analysis.read_pharaoh", A.read_pharaoh, [[
analysis.read_pharaoh(path [, {base=0}]) -> {{sure = links, possible = links}, ...}
One entry per line of a Pharaoh file whose indices start at base (0, or 1 for 1-based gold
files such as RWTH's); the links are 0-based either way. Errors name the file and line.]])
  doc("analysis.format_pharaoh", A.format_pharaoh, "analysis.format_pharaoh(sure [, possible]) -> \"s-t s-t spt ...\" (sorted by target, then source)")
  doc("analysis.write_pharaoh", A.write_pharaoh, "analysis.write_pharaoh(path, {links, ...}); one line per sentence, sure links only")
  doc("analysis.aer", A.aer, [[
analysis.aer(hyp, sure [, possible]) -> {aer, precision, recall, a, s, p, a_s, a_p}
Corpus alignment error rate (Och & Ney 2003): AER = 1 - (|A n S| + |A n P|) / (|A| + |S|),
precision = |A n P| / |A|, recall = |A n S| / |S|, counts summed over sentences. One list
of {s, t} links per sentence; S is added to P; duplicate links count once. sure may be what
read_pharaoh returns.]])
  doc("analysis.word_groups", A.word_groups, [[
analysis.word_groups(tokens [, style="bpe"]) -> {{first, last}, ...}
The 1-based token span of each word: a token ending in "@@" joins the next one; style
"spm" (SentencePiece's pieces): a piece starting with "▁" starts a word.]])
  doc("analysis.word_groups_of_length", A.word_groups_of_length, "analysis.word_groups_of_length(n) -> {{1,1}, ..., {n,n}}: every token its own word")
  doc("analysis.merge_words", A.merge_words, [[
analysis.merge_words(matrix, tgt_groups, src_groups) -> word matrix (#tgt_groups x #src_groups)
matrix: Lua rows (target subwords x source subwords) of attention weights. A target word's
row is the average of its subwords' rows, a source word's column the sum of its subwords'
columns, so every word row stays a distribution.]])
  doc("analysis.argmax_links", A.argmax_links, "analysis.argmax_links(matrix) -> {{s, t}, ...} (0-based): for each row t its first maximal column s")
  doc("analysis.bucket_of", A.bucket_of, [[
analysis.bucket_of(len, bounds) -> index
bounds are increasing upper limits: {20, 40} gives the GMM paper's buckets (0,20],
[21,40], [41,inf) -> 1, 2, 3.]])
  doc("analysis.bucket_labels", A.bucket_labels, "analysis.bucket_labels(bounds) -> {\"(0,20]\", \"[21,40]\", \"[41,inf)\"} for bounds {20, 40}")
  doc("analysis.token_entropy", A.token_entropy, [[
analysis.token_entropy(w [, {base=e}]) -> tensor of w's shape without the last dim
The entropy of each row of w (last dim) after dividing it by its sum (parts that are not
exactly normalised are measured as distributions); 0 log 0 = 0; a zero row has entropy 0.
Nats unless base (2: bits); computed in float64.]])
  doc("analysis.prepare", A.prepare, [[
analysis.prepare(sys, src_lines, tgt_lines) -> items
The system's preprocessing of each pair: {src_tokens, tgt_tokens, src, tgt (ids without
<s>/</s>), src_groups, tgt_groups (word_groups), src_words, tgt_words}. sys: an mt.System,
or {src_vocab=, tgt_vocab=} (white-space split).]])
  doc("analysis.forced", A.forced, [[
analysis.forced(model, items, fn [, {batch=32, nat_input="decode", iterations=10}])
Runs the model on every item with teacher forcing (eval mode, no gradients), longest
sources first, and calls fn(idx, weights, parts) per batch: idx the item numbers of the
rows, weights and parts as model:forward's need_weights returns them ({dot = weights[l]}
where the model gives no parts). The model's training flag is restored. A CMLM reads, at
the reference's length (row t = position t): nat_input "decode" the input of the last
mask-predict pass (iterations passes), or "masked" every position masked.]])
  doc("analysis.default_layer", A.default_layer, "analysis.default_layer(nlayers) -> the layer analysed by default: the penultimate (1 for a one-layer decoder)")
  doc("analysis.analyze", A.analyze, [[
analysis.analyze(model, items [, {align=true, entropy=true, locality=true, gates=true, layer,
  shift=false, from="attention", buckets={20, 40}, base, bins=20, batch=32, nat_input="decode",
  iterations=10}]) -> result
One pass of forced decoding measuring what is asked (all by default): result.links[i] the
word alignment of item i (see align; layer default penultimate, shift: the row whose input
is target word t, from: "attention", "positions" or "centres"); result.entropy = {parts, layers, sentences, by_layer[part][l], all[part],
buckets} the entropies of each layer's distributions ("total" and every part), heads
averaged, with source-length buckets; result.locality = {mean, sentences} CCAN's locality
entropy; result.gates[l] = {counts, edges, n, mean} a histogram of the layer's gate (false
without one). nat_input, iterations: what a CMLM's decoder reads (see forced).]])
  doc("analysis.align", A.align, [[
analysis.align(model, items [, {layer, shift=false, batch, from="attention", nat_input, iterations}])
  -> {links, ...} (0-based {s, t})
The word alignment of each item: the layer's attention (default penultimate), heads
averaged, the </s> row and column left out, subwords merged to words (merge_words), then
for each target word the source word with the most attention (argmax_links).
from="positions": GMA's predicted source positions of the layer (position_links);
from="centres": the window family's argmax centres of its heads (centre_links); a layer
without them is an error naming its parts.]])
  doc("analysis.position_links", A.position_links, [[
analysis.position_links(positions, tgt_groups, src_groups) -> {{s, t}, ...} (0-based words)
positions[k]: the 0-based source token predicted for target token k (GMA's p_k,
fractional). A target word takes the mean over its subwords, rounded to the nearest source
token (halves up) and clamped to the real tokens (past the last: the last), and links to
the word holding it.]])
  doc("analysis.centre_links", A.centre_links, [[
analysis.centre_links(centres, tgt_groups, src_groups) -> {{s, t}, ...} (0-based words)
centres[k]: the heads' 1-based centres for target token k (window argmax c_k; 0 or a
position past the source tokens names none). The share of heads on each source token,
merged to words as attention (merge_words), links each target word to the source word most
heads centre on (first on ties); a word with no head on a source token gets no link.]])
  doc("analysis.entropy", A.entropy, "analysis.entropy(model, items [, {buckets, base, batch}]) -> the entropy part of analyze's result")
  doc("analysis.locality_entropy", A.locality_entropy, "analysis.locality_entropy(model, items [, {batch}]) -> mean, {per sentence}: CCAN's locality entropy (analyze's locality)")
  doc("analysis.gates", A.gates, "analysis.gates(model, items [, {bins=20, batch}]) -> per layer {counts, edges, n, mean} or false (analyze's gates)")
  doc("analysis.dump", A.dump, [[
analysis.dump(model, items, fn [, {batch=32, parts=true, digits=7}])
The cross-attention of every item under forced decoding, every layer and head: calls
fn(i, record) in item order with record = {attention[layer][head] = matrix (rows: target
tokens then </s>; columns: source tokens then </s>), parts[layer][name][head] (layers that
mix parts), rows, cols}; values rounded to 7 significant digits (digits = false: not).
analyze.lua --dump writes them as JSON lines.]])
  doc("analysis.attention_map", A.attention_map, [[
analysis.attention_map(model, item [, {layer, head, part="total", nat_input, iterations}]) -> map
One sentence's cross-attention under forced decoding: map.matrix (T x S Lua rows) of layer
(default penultimate) and head (default: heads averaged) for the distribution part
("total", "dot", "gmm", ...); map.rows / map.cols the labels (tokens then </s>; a CMLM's rows
have no </s>); map.marks
the GMM or window centres (1-based), map.gate the per-row gate when the layer has them.
plot.heatmap(map.matrix, {rows = map.rows, cols = map.cols, marks = map.marks}) draws it.]])
  doc("analysis.bleu_by_length", A.bleu_by_length, [[
analysis.bleu_by_length(hyps, refs, src_lens [, {buckets={20, 40}, bleu=opts}])
  -> {{label, n, score, bleu}, ...}
Corpus BLEU (metrics.bleu) of the sentences of each source-length bucket; an empty bucket
has n = 0 and no score.]])
  doc("analysis.ngram_precision", A.ngram_precision, [[
analysis.ngram_precision(hyps_a, hyps_b, refs [, bleu opts]) -> {a = {p1..p4}, b, diff, bleu_a, bleu_b}
The corpus n-gram precisions (percent, as sacreBLEU reports them) of two systems on the same
references, by order, and their differences b - a.]])
end

return A
