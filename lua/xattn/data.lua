-- xattn.data: vocabularies, parallel corpora and length-bucketed batches.
--
--   local data = require "xattn.data"
--   local bpe = xattn.bpe.learn({"data/kjv-en-es/train.en", "data/kjv-en-es/train.es"}, 8000, {tokenize = true})
--   local train = data.ParallelCorpus{src = "data/kjv-en-es/train.en", tgt = "data/kjv-en-es/train.es",
--                                     bpe = bpe, max_len = 250}
--   for batch in train:batches{max_tokens = 4096, seed = 1, epoch = 1} do ... end
--   -- batch = {src = (B,S) int64, tgt_in = (B,T), tgt_out = (B,T), src_pad = (B,S) bool,
--   --          ntokens = target tokens without padding, ids = {line numbers}, size = B}
--
-- Special ids (fixed across xattn): 1 <pad>, 2 <s> (bos), 3 </s> (eos), 4 <unk>; regular
-- tokens from 5 on, most frequent first (ties in byte order of the token).
local xa = require "xattn"
local text = require "xattn.text"
local M = {}

M.PAD, M.BOS, M.EOS, M.UNK = 1, 2, 3, 4
M.specials = {"<pad>", "<s>", "</s>", "<unk>"}
M.specials_set = {}
for _, s in ipairs(M.specials) do M.specials_set[s] = true end

--- dir() -> the directory of the embedded corpora: $XATTN_DATA, else "data"
function M.dir()
  return os.getenv("XATTN_DATA") or "data"
end

--- read_lines(path [, max_lines]) -> {lines}; a missing file is an error naming it
function M.read_lines(path, max_lines, who)
  who = who or "data.read_lines"
  if type(path) ~= "string" then error(who .. ": path must be a string, got " .. type(path), 3) end
  local f, err = io.open(path, "rb")
  if not f then error(("%s: cannot open %s: %s"):format(who, path, tostring(err)), 3) end
  local lines = {}
  for line in f:lines() do
    if max_lines and #lines >= max_lines then break end
    if line:sub(-1) == "\r" then line = line:sub(1, -2) end
    lines[#lines + 1] = line
  end
  f:close()
  return lines
end

-- ---- Vocab ------------------------------------------------------------------
local Vocab = {}
Vocab.__index = Vocab
Vocab.__name = "xattn.Vocab"
M.Vocab = Vocab

local function new_vocab(tokens, counts)
  local v = setmetatable({itos = {}, stoi = {}, counts = {}}, Vocab)
  for i, s in ipairs(M.specials) do v.itos[i] = s; v.stoi[s] = i; v.counts[i] = 0 end
  for i, tok in ipairs(tokens) do
    if type(tok) ~= "string" then error(("Vocab: token %d is a %s, expected a string"):format(i, type(tok)), 3) end
    if v.stoi[tok] then error(("Vocab: token '%s' appears twice"):format(tok), 3) end
    local id = #v.itos + 1
    v.itos[id] = tok
    v.stoi[tok] = id
    v.counts[id] = counts and counts[i] or 0
  end
  return v
end

--- Vocab.build(token lists | iterator [, {min_freq=1, max_size=nil}]) -> Vocab
-- max_size bounds the whole vocabulary, the 4 specials included.
function Vocab.build(source, opts)
  opts = opts or {}
  local min_freq, max_size = opts.min_freq or 1, opts.max_size
  if math.type(min_freq) ~= "integer" then error("Vocab.build: min_freq must be an integer", 2) end
  if max_size ~= nil and (math.type(max_size) ~= "integer" or max_size < 4) then
    error("Vocab.build: max_size must be an integer >= 4 (the specials), got " .. tostring(max_size), 2)
  end
  local counts = {}
  local function add(toks)
    if type(toks) ~= "table" then error("Vocab.build: expected token lists, got a " .. type(toks), 3) end
    for _, t in ipairs(toks) do counts[t] = (counts[t] or 0) + 1 end
  end
  if type(source) == "function" then
    for toks in source do add(toks) end
  elseif type(source) == "table" then
    for _, toks in ipairs(source) do add(toks) end
  else
    error("Vocab.build: expected a list of token lists or an iterator, got " .. type(source), 2)
  end
  local list = {}
  for t, c in pairs(counts) do
    if c >= min_freq and not M.specials_set[t] then list[#list + 1] = t end
  end
  table.sort(list, function(a, b)
    if counts[a] ~= counts[b] then return counts[a] > counts[b] end
    return a < b
  end)
  if max_size then for i = #list, max_size - 4 + 1, -1 do list[i] = nil end end
  local cs = {}
  for i, t in ipairs(list) do cs[i] = counts[t] end
  return new_vocab(list, cs)
end

function Vocab:__len() return #self.itos end
function Vocab:__tostring() return ("xattn.Vocab (%d tokens)"):format(#self.itos) end

--- v:id(token) -> id (unk for unknown)
function Vocab:id(tok) return self.stoi[tok] or M.UNK end
--- v:token(id) -> string
function Vocab:token(id) return self.itos[id] or M.specials[M.UNK] end

--- v:encode(tokens [, {bos=false, eos=false}]) -> {ids}; unknown tokens get 4 (<unk>)
function Vocab:encode(tokens, opts)
  if type(tokens) ~= "table" then error("Vocab:encode: expected a list of tokens, got " .. type(tokens), 2) end
  local ids, stoi = {}, self.stoi
  if opts and opts.bos then ids[1] = M.BOS end
  for _, t in ipairs(tokens) do ids[#ids + 1] = stoi[t] or M.UNK end
  if opts and opts.eos then ids[#ids + 1] = M.EOS end
  return ids
end

--- v:decode(ids | 1-D tensor) -> {tokens}: stops at eos, skips pad and bos
function Vocab:decode(ids)
  if xa.is_tensor(ids) then ids = ids:totable() end
  if type(ids) ~= "table" then error("Vocab:decode: expected a list of ids or a 1-D tensor, got " .. type(ids), 2) end
  local out, itos = {}, self.itos
  for _, id in ipairs(ids) do
    if id == M.EOS then break end
    if id ~= M.PAD and id ~= M.BOS then
      out[#out + 1] = itos[id] or M.specials[M.UNK]
    end
  end
  return out
end

--- v:save(path): one "token count" line per regular token (fairseq's dict.txt format)
function Vocab:save(path)
  local f, err = io.open(path, "wb")
  if not f then error(("Vocab:save: cannot open %s for writing: %s"):format(path, tostring(err)), 2) end
  for id = 5, #self.itos do
    local t = self.itos[id]
    if t:find("[%s]") or t == "" then
      f:close()
      error(("Vocab:save: token %d ('%s') is empty or contains white space"):format(id, t), 2)
    end
    f:write(t, " ", tostring(self.counts[id] or 0), "\n")
  end
  local ok, werr = f:close()
  if not ok then error(("Vocab:save: error writing %s: %s"):format(path, tostring(werr)), 2) end
end

--- Vocab.load(path) -> Vocab; a bad line is an error naming path:line
function Vocab.load(path)
  local lines = M.read_lines(path, nil, "Vocab.load")
  local toks, counts, seen = {}, {}, {}
  for i, line in ipairs(lines) do
    local t, c = line:match("^(%S+) (%d+)$")
    if not t then
      error(("Vocab.load: %s:%d: expected 'token count', got '%s'"):format(path, i, line:sub(1, 60)), 2)
    end
    if seen[t] or M.specials_set[t] then
      error(("Vocab.load: %s:%d: token '%s' %s"):format(path, i, t,
        seen[t] and ("already on line " .. seen[t]) or "is a special token"), 2)
    end
    seen[t] = i
    toks[#toks + 1] = t
    counts[#counts + 1] = math.tointeger(tonumber(c))
  end
  return new_vocab(toks, counts)
end

--- v:to_table() -> {tokens = {...}, counts = {...}} (regular tokens, for checkpoints)
function Vocab:to_table()
  local toks, counts = {}, {}
  for id = 5, #self.itos do toks[#toks + 1] = self.itos[id]; counts[#counts + 1] = self.counts[id] or 0 end
  return {tokens = toks, counts = counts}
end

--- Vocab.from_table(t) -> Vocab
function Vocab.from_table(t)
  if type(t) ~= "table" or type(t.tokens) ~= "table" then
    error("Vocab.from_table: expected {tokens = {...}, counts = {...}}", 2)
  end
  return new_vocab(t.tokens, t.counts)
end

-- ---- encoding one line ---------------------------------------------------
local function tokenizer(opt)
  if opt == false then return text.split end
  if type(opt) == "function" then return opt end
  return text.tokenize
end

--- encode_line(line, {vocab=, bpe=nil, tokenize=true}) -> {ids} (no bos/eos)
function M.encode_line(line, opts)
  local toks = tokenizer(opts.tokenize)(line)
  if opts.bpe then toks = opts.bpe:apply(toks) end
  return opts.vocab:encode(toks)
end

--- decode_line(ids, {vocab=, bpe=true, detokenize=true}) -> line: ids -> tokens, de-BPE, detokenise
function M.decode_line(ids, opts)
  local toks = opts.vocab:decode(ids)
  if opts.bpe ~= false then toks = require("xattn.bpe").unbpe(toks) end
  if opts.detokenize == false then return table.concat(toks, " ") end
  return text.detokenize(toks)
end

--- collate(seqs [, {bos=false, eos=false}]) -> (B, L) int64 padded with 1, (B, L) bool pad mask
function M.collate(seqs, opts)
  local bos, eos = opts and opts.bos, opts and opts.eos
  local L = 0
  for _, s in ipairs(seqs) do
    local n = #s + (bos and 1 or 0) + (eos and 1 or 0)
    if n > L then L = n end
  end
  local rows, pads = {}, {}
  for b, s in ipairs(seqs) do
    local row, pad, k = {}, {}, 0
    if bos then k = 1; row[1] = M.BOS end
    for i = 1, #s do row[k + i] = s[i] end
    k = k + #s
    if eos then k = k + 1; row[k] = M.EOS end
    for i = 1, L do
      if i > k then row[i] = M.PAD end
      pad[i] = i > k
    end
    rows[b], pads[b] = row, pad
  end
  if #seqs == 0 then
    return xa.zeros(0, 0, {dtype = "int64"}), xa.zeros(0, 0, {dtype = "bool"})
  end
  return xa.tensor(rows, {dtype = "int64"}), xa.tensor(pads, {dtype = "bool"})
end

-- ---- seeded shuffling ------------------------------------------------------
-- splitmix64 on Lua's wrapping 64-bit integers: a generator of its own, so batching never
-- touches xattn's or Lua's global random state. rng(n) -> integer in 1..n.
function M.rng(seed, epoch)
  local s = seed * 0x5851F42D4C957F2D + (epoch or 0) * 0x14057B7EF767814F + 0x2545F4914F6CDD1D
  return function(n)
    s = s + 0x9E3779B97F4A7C15
    local z = s
    z = (z ~ (z >> 30)) * 0xBF58476D1CE4E5B9
    z = (z ~ (z >> 27)) * 0x94D049BB133111EB
    z = z ~ (z >> 31)
    return (z >> 1) % n + 1
  end
end

local function shuffle(list, rand)
  for i = #list, 2, -1 do
    local j = rand(i)
    list[i], list[j] = list[j], list[i]
  end
end

-- ---- ParallelCorpus -----------------------------------------------------------
local Corpus = {}
Corpus.__index = Corpus
M.Corpus = Corpus

--- ParallelCorpus{src=path, tgt=path, src_vocab=, tgt_vocab= (or vocab= for both),
---   bpe = BPE | {src=, tgt=}, tokenize = true | false | function, max_len = 250,
---   max_lines = nil, vocab_opts = {min_freq=, max_size=}} -> corpus
-- Reads both files (line i of one belongs with line i of the other), tokenises, applies
-- BPE, encodes, and drops pairs with an empty side or a side longer than max_len tokens
-- (after BPE, without bos/eos). A vocabulary that is not given is built from the kept pairs.
-- Fields: n (pairs kept), src / tgt ({ids} per pair), ids (line numbers), lengths
-- ({src = {...}, tgt = {...}}), skipped (line numbers dropped), src_text / tgt_text (the
-- raw lines kept), src_vocab, tgt_vocab.
function M.ParallelCorpus(opts)
  if type(opts) ~= "table" then error("ParallelCorpus: expected a table of options", 2) end
  if type(opts.src) ~= "string" or type(opts.tgt) ~= "string" then
    error("ParallelCorpus: src and tgt must be file paths", 2)
  end
  local max_len = opts.max_len or 250
  if math.type(max_len) ~= "integer" or max_len < 1 then
    error("ParallelCorpus: max_len must be a positive integer, got " .. tostring(max_len), 2)
  end
  local src_lines = M.read_lines(opts.src, opts.max_lines, "ParallelCorpus")
  local tgt_lines = M.read_lines(opts.tgt, opts.max_lines, "ParallelCorpus")
  if #src_lines ~= #tgt_lines then
    error(("ParallelCorpus: %s has %d lines but %s has %d lines"):format(
      opts.src, #src_lines, opts.tgt, #tgt_lines), 2)
  end
  local bpe_src, bpe_tgt = opts.bpe, opts.bpe
  if type(opts.bpe) == "table" then bpe_src, bpe_tgt = opts.bpe.src, opts.bpe.tgt end
  local tok = tokenizer(opts.tokenize)
  local src_toks, tgt_toks = {}, {}
  for i = 1, #src_lines do
    local s, t = tok(src_lines[i]), tok(tgt_lines[i])
    if bpe_src then s = bpe_src:apply(s) end
    if bpe_tgt then t = bpe_tgt:apply(t) end
    src_toks[i], tgt_toks[i] = s, t
  end
  local c = setmetatable({src = {}, tgt = {}, ids = {}, skipped = {}, src_text = {}, tgt_text = {},
                          lengths = {src = {}, tgt = {}}, paths = {src = opts.src, tgt = opts.tgt}}, Corpus)
  local n = 0
  for i = 1, #src_lines do
    local ls, lt = #src_toks[i], #tgt_toks[i]
    if ls == 0 or lt == 0 or ls > max_len or lt > max_len then
      c.skipped[#c.skipped + 1] = i
    else
      n = n + 1
      c.src[n], c.tgt[n] = src_toks[i], tgt_toks[i] -- tokens for now, ids below
      c.ids[n] = i
      c.lengths.src[n], c.lengths.tgt[n] = ls, lt
      c.src_text[n], c.tgt_text[n] = src_lines[i], tgt_lines[i]
    end
  end
  c.n = n
  -- vocabularies not given are built from the pairs kept
  local sv = opts.src_vocab or opts.vocab or Vocab.build(c.src, opts.vocab_opts)
  local tv = opts.tgt_vocab or opts.vocab or Vocab.build(c.tgt, opts.vocab_opts)
  for k = 1, n do c.src[k], c.tgt[k] = sv:encode(c.src[k]), tv:encode(c.tgt[k]) end
  c.src_vocab, c.tgt_vocab = sv, tv
  return c
end

function Corpus:__len() return self.n end

--- corpus:plan{max_tokens=4096, max_sentences=nil, shuffle=true, seed=1, epoch=1} -> {{k...}, ...}
-- The batches as lists of pair indices (1..n). Pairs are ordered by (source length, target
-- length), ties in a seeded random order when shuffling (else by index), then cut greedily
-- so that B * max(S, T) <= max_tokens, where S is the longest source + 1 (its </s>) and T
-- the longest target + 1 (the bos/eos shift) in the batch; with shuffle the batch order is shuffled.
-- The same (seed, epoch) always gives the same plan.
function Corpus:plan(opts)
  opts = opts or {}
  local max_tokens = opts.max_tokens or 4096
  local max_sent = opts.max_sentences or math.huge
  local shuffled = opts.shuffle ~= false
  if math.type(max_tokens) ~= "integer" or max_tokens < 1 then
    error("batches: max_tokens must be a positive integer, got " .. tostring(max_tokens), 3)
  end
  local ls, lt = self.lengths.src, self.lengths.tgt
  local order, pos = {}, {}
  for k = 1, self.n do order[k] = k end
  local rand = M.rng(opts.seed or 1, opts.epoch or 1)
  if shuffled then shuffle(order, rand) end
  for k, i in ipairs(order) do pos[i] = k end
  table.sort(order, function(a, b)
    if ls[a] ~= ls[b] then return ls[a] < ls[b] end
    if lt[a] ~= lt[b] then return lt[a] < lt[b] end
    return pos[a] < pos[b]
  end)
  local plan, cur, S, T = {}, {}, 0, 0
  for _, i in ipairs(order) do
    local need = math.max(ls[i] + 1, lt[i] + 1)
    if need > max_tokens then
      error(("batches: line %d of %s needs %d tokens (source %d + 1, target %d + 1) > max_tokens = %d; "
        .. "lower max_len or raise max_tokens"):format(self.ids[i], self.paths.src, need, ls[i], lt[i], max_tokens), 3)
    end
    local S2, T2 = math.max(S, ls[i] + 1), math.max(T, lt[i] + 1)
    if #cur > 0 and ((#cur + 1) * math.max(S2, T2) > max_tokens or #cur + 1 > max_sent) then
      plan[#plan + 1] = cur
      cur, S2, T2 = {}, ls[i] + 1, lt[i] + 1
    end
    cur[#cur + 1] = i
    S, T = S2, T2
  end
  if #cur > 0 then plan[#plan + 1] = cur end
  if shuffled then shuffle(plan, rand) end
  return plan
end

--- corpus:batch(indices) -> batch table for the given pair indices
function Corpus:batch(idx)
  local srcs, tin, tout, ids, ntok = {}, {}, {}, {}, 0
  for b, i in ipairs(idx) do
    srcs[b] = self.src[i]
    tin[b] = self.tgt[i]
    ids[b] = self.ids[i]
    ntok = ntok + #self.tgt[i] + 1
  end
  -- the source ends with </s> as in fairseq; the source length J counts it (docs/methods.md)
  local src, src_pad = M.collate(srcs, {eos = true})
  local tgt_in = M.collate(tin, {bos = true})
  local tgt_out = M.collate(tin, {eos = true})
  return {src = src, tgt_in = tgt_in, tgt_out = tgt_out, src_pad = src_pad, ntokens = ntok,
          ids = ids, size = #idx}
end

--- corpus:batches{max_tokens=4096, shuffle=true, seed=1, epoch=1, max_sentences=nil} -> iterator
-- for batch in corpus:batches{...} do ... end ; see plan() for the order and batch fields
-- at the top of this file.
function Corpus:batches(opts)
  local plan = self:plan(opts)
  local k = 0
  return function()
    k = k + 1
    if plan[k] then return self:batch(plan[k]) end
  end
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("data", M, [[
xattn.data -- vocabularies, parallel corpora and length-bucketed batches
  local train = data.ParallelCorpus{src = "train.en", tgt = "train.es", bpe = bpe, max_len = 250}
  for batch in train:batches{max_tokens = 4096, seed = 1, epoch = 1} do ... end
Special ids (fixed across xattn): data.PAD = 1 <pad>, data.BOS = 2 <s>, data.EOS = 3 </s>,
data.UNK = 4 <unk>; regular tokens from 5 on, most frequent first. See docs/data.md.]])
doc("data.dir", M.dir, "data.dir() -> the directory of the embedded corpora: $XATTN_DATA, else \"data\"")
doc("data.read_lines", M.read_lines, [[
data.read_lines(path [, max_lines]) -> {lines}
The lines of a file without their "\n" (and a "\r" before it), at most max_lines of them;
a missing file is an error naming it.]])
doc("data.Vocab", Vocab, [[
data.Vocab -- a vocabulary: ids 1..4 are the specials, then tokens by frequency.
Make one with data.Vocab.build, .load or .from_table; #v is its size, v.itos[id] and
v.stoi[token] its tables.]])
doc("data.Vocab.build", Vocab.build, [[
data.Vocab.build(token lists | iterator of token lists [, {min_freq=1, max_size=nil}]) -> vocab
Counts the tokens; keeps those seen at least min_freq times, most frequent first (ties in
byte order); max_size bounds the whole vocabulary, the 4 specials included.]])
doc("data.Vocab:id", Vocab.id, "v:id(token) -> its id (4, <unk>, for an unknown token)")
doc("data.Vocab:token", Vocab.token, "v:token(id) -> its token (\"<unk>\" for an unknown id)")
doc("data.Vocab:encode", Vocab.encode, [[
v:encode(tokens [, {bos=false, eos=false}]) -> {ids}
Unknown tokens get 4 (<unk>); bos / eos add 2 / 3 at the start / end.]])
doc("data.Vocab:decode", Vocab.decode, [[
v:decode(ids | 1-D tensor) -> {tokens}
Stops at the first </s>, skips <pad> and <s>.]])
doc("data.Vocab:save", Vocab.save, [[
v:save(path)
One "token count" line per regular token (fairseq's dict.txt format); a token that is empty
or holds white space is an error.]])
doc("data.Vocab.load", Vocab.load, [[
data.Vocab.load(path) -> vocab
Reads a file written by v:save (fairseq's dict.txt); a bad line is an error naming path:line.]])
doc("data.Vocab:to_table", Vocab.to_table, "v:to_table() -> {tokens = {...}, counts = {...}} (the regular tokens, for checkpoints)")
doc("data.Vocab.from_table", Vocab.from_table, "data.Vocab.from_table(t) -> vocab, from v:to_table()'s {tokens, counts}")
doc("data.encode_line", M.encode_line, [[
data.encode_line(line, {vocab=, bpe=nil, tokenize=true}) -> {ids}
Tokenises (text.tokenize; false: split on spaces; or a function), applies BPE and looks up
the ids (no <s> or </s>).]])
doc("data.decode_line", M.decode_line, [[
data.decode_line(ids, {vocab=, bpe=true, detokenize=true}) -> line
ids to tokens (stopping at </s>), BPE joined back ("@@ "), detokenised (text.detokenize;
false: joined by spaces).]])
doc("data.collate", M.collate, [[
data.collate(seqs [, {bos=false, eos=false}]) -> ids (B, L) int64, pad (B, L) bool
Lists of ids into one right-padded tensor (pad id 1), bos / eos added around each, and the
mask of padded positions.]])
doc("data.rng", M.rng, [[
data.rng(seed [, epoch=0]) -> rand
A splitmix64 generator of its own (it never touches xattn's or Lua's random state):
rand(n) returns an integer in 1..n; the same (seed, epoch) gives the same sequence.]])
doc("data.ParallelCorpus", M.ParallelCorpus, [[
data.ParallelCorpus{src=path, tgt=path, vocab= | src_vocab=, tgt_vocab=, bpe = BPE |
  {src=, tgt=}, tokenize=true, max_len=250, max_lines=nil, vocab_opts={min_freq=, max_size=}}
  -> corpus
Reads both files (line i of one pairs with line i of the other), tokenises, applies BPE,
encodes, and drops pairs with an empty side or a side longer than max_len tokens (after BPE).
Vocabularies not given are built from the kept pairs. Fields: n, src / tgt ({ids} per pair),
ids (line numbers), lengths {src, tgt}, skipped (line numbers dropped), src_text /
tgt_text, src_vocab, tgt_vocab. Methods: plan, batch, batches.]])
doc("data.Corpus", Corpus, "data.Corpus -- the class of data.ParallelCorpus's corpora (methods plan, batch, batches; #corpus = pairs kept)")
doc("data.Corpus:plan", Corpus.plan, [[
corpus:plan{max_tokens=4096, max_sentences=nil, shuffle=true, seed=1, epoch=1} -> {{k, ...}, ...}
The batches as lists of pair indices: pairs sorted by (source, target) length, ties in a
seeded order, cut so that B * max(S, T) <= max_tokens (S, T the longest source and target
+ 1); with shuffle the batch order is shuffled too. The same (seed, epoch) gives the same
plan. A pair longer than max_tokens is an error.]])
doc("data.Corpus:batch", Corpus.batch, [[
corpus:batch(indices) -> {src (B,S), tgt_in (B,T), tgt_out (B,T), src_pad (B,S) bool,
  ntokens, ids, size}
The pairs at the given indices: src ends with </s>, tgt_in starts with <s>, tgt_out ends
with </s>, padded with 1; ntokens counts the target tokens (with </s>); ids the line numbers.]])
doc("data.Corpus:batches", Corpus.batches, [[
corpus:batches{max_tokens=4096, max_sentences=nil, shuffle=true, seed=1, epoch=1} -> iterator
for batch in corpus:batches{...} do ... end: corpus:batch of each entry of corpus:plan.]])

return M
