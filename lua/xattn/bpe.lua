-- xattn.bpe: byte pair encoding, subword-nmt's algorithm and file format, learnt and
-- applied in C (lua/bpe.c).
--
--   local bpe = xattn.bpe.learn({"data/kjv-en-es/train.en", "data/kjv-en-es/train.es"}, 8000,
--                               {tokenize = true})
--   bpe:apply({"unbelievable", "things"}) --> {"un@@", "believ@@", "able", "things"}
--   bpe:apply("unbelievable things")      --> "un@@ believ@@ able things"
--   bpe:save("codes.bpe"); local b2 = xattn.bpe.load("codes.bpe")
--   xattn.bpe.unbpe("un@@ believ@@ able") --> "unbelievable"
--
-- A BPE object (userdata xattn.BPE) has: apply(tokens|line), save(path), codes() -> {"a b"}
-- and #bpe (the number of merges). bpe:apply(tokens, true) also returns the number of
-- pieces of each token (0 for an empty token, which subword-nmt skips). learn also returns, second, each merge's pair frequency.
local xa = require "xattn"
local M = {}

local function read_counts(paths, counts, tokenize)
  local text = tokenize and require "xattn.text"
  for _, path in ipairs(paths) do
    local f, err = io.open(path, "rb")
    if not f then error("bpe.learn: cannot open " .. path .. ": " .. tostring(err), 3) end
    for line in f:lines() do
      if tokenize then
        for _, w in ipairs(text.tokenize(line)) do counts[w] = (counts[w] or 0) + 1 end
      else -- subword-nmt: strip '\r\n ', split at single spaces, skip empty words
        for w in line:gmatch("[^ ]+") do
          w = w:gsub("[\r\n]+$", ""):gsub("^[\r\n]+", "")
          if w ~= "" then counts[w] = (counts[w] or 0) + 1 end
        end
      end
    end
    f:close()
  end
  return counts
end

--- count_words(paths [, {tokenize=false}]) -> {word = count}: subword-nmt's vocabulary of files
function M.count_words(paths, opts)
  if type(paths) == "string" then paths = {paths} end
  return read_counts(paths, {}, opts and opts.tokenize)
end

--- learn(input, merges [, {min_freq=2, tokenize=false}]) -> BPE, {frequency of each merge}
-- input: {word = count}, a list of file paths (or one path), or a list of token lists.
-- Files are read like subword-nmt (words split at spaces) unless tokenize = true, which
-- runs xattn.text.tokenize on each line first.
function M.learn(input, merges, opts)
  opts = opts or {}
  if math.type(merges) ~= "integer" or merges < 0 then
    error("bpe.learn: merges must be a non-negative integer, got " .. tostring(merges), 2)
  end
  local min_freq = opts.min_freq or 2
  if math.type(min_freq) ~= "integer" then
    error("bpe.learn: min_freq must be an integer, got " .. tostring(min_freq), 2)
  end
  local counts
  if type(input) == "string" then
    counts = read_counts({input}, {}, opts.tokenize)
  elseif type(input) ~= "table" then
    error("bpe.learn: input must be {word = count}, file paths or token lists, got " .. type(input), 2)
  elseif type(input[1]) == "string" then
    counts = read_counts(input, {}, opts.tokenize)
  elseif type(input[1]) == "table" then
    counts = {}
    for _, toks in ipairs(input) do
      for _, w in ipairs(toks) do counts[w] = (counts[w] or 0) + 1 end
    end
  else
    counts = input
  end
  local bpe, freqs = xa._bpe_learn(counts, merges, min_freq)
  return bpe, freqs
end

--- load(path) -> BPE from a subword-nmt codes file ("#version: 0.2" then "a b" lines)
function M.load(path)
  if type(path) ~= "string" then error("bpe.load: path must be a string, got " .. type(path), 2) end
  return xa._bpe_load(path)
end

--- from_codes({"a b", ...}) -> BPE (the inverse of bpe:codes(), for checkpoints)
function M.from_codes(codes)
  if type(codes) ~= "table" then error("bpe.from_codes: expected a list of \"a b\" strings", 2) end
  return xa._bpe_from_codes(codes)
end

--- unbpe(line | subwords) -> line | words: removes the "@@ " continuation markers
function M.unbpe(x)
  if type(x) == "table" then
    local out, cur = {}, nil
    for _, s in ipairs(x) do
      local cont = s:sub(-2) == "@@"
      if cont then s = s:sub(1, -3) end
      cur = (cur or "") .. s
      if not cont then out[#out + 1] = cur; cur = nil end
    end
    if cur then out[#out + 1] = cur end
    return out
  end
  if type(x) ~= "string" then error("bpe.unbpe: expected a string or a list of subwords, got " .. type(x), 2) end
  -- sed -r 's/(@@ )|(@@ ?$)//g'
  return (x:gsub("@@ ", ""):gsub("@@ ?$", ""))
end

-- the methods of BPE objects (a userdata type defined in lua/bpe.c), like xattn.Tensor
M.BPE = getmetatable(xa._bpe_from_codes({})).__index

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("bpe", M, [[
xattn.bpe -- byte pair encoding: subword-nmt's algorithm and codes file format, in C
  local bpe = xattn.bpe.learn({"train.en", "train.es"}, 8000, {tokenize = true})
  bpe:apply({"unbelievable", "things"}) --> {"un@@", "believ@@", "able", "things"}
  bpe:apply("unbelievable things")      --> "un@@ believ@@ able things"
  bpe:save("codes.bpe"); local b2 = xattn.bpe.load("codes.bpe")
  xattn.bpe.unbpe("un@@ believ@@ able") --> "unbelievable"
A BPE object has apply, codes, save (bpe.BPE holds them) and #bpe, the number of merges.]])
doc("bpe.count_words", M.count_words, [[
bpe.count_words(paths | path [, {tokenize=false}]) -> {word = count}
The word counts of files as subword-nmt reads them (split at spaces), or with tokenize =
true of text.tokenize's tokens.]])
doc("bpe.learn", M.learn, [[
bpe.learn(input, merges [, {min_freq=2, tokenize=false}]) -> BPE, {frequency of each merge}
Learns up to merges merge operations, most frequent pair first (subword-nmt's learn_bpe,
same ties, same codes); stops early when no pair occurs min_freq times. input: {word =
count}, a file path or a list of paths (read like subword-nmt, or tokenised with tokenize
= true), or a list of token lists.]])
doc("bpe.load", M.load, "bpe.load(path) -> BPE, from a subword-nmt codes file (\"#version: 0.2\" then one \"a b\" merge per line)")
doc("bpe.from_codes", M.from_codes, "bpe.from_codes({\"a b\", ...}) -> BPE, from its merges in order (the inverse of bpe:codes(), for checkpoints)")
doc("bpe.unbpe", M.unbpe, [[
bpe.unbpe(line | subwords) -> line | words
Removes the "@@ " continuation markers: "un@@ believ@@ able" -> "unbelievable", and a list
of subwords -> the list of words.]])
doc("bpe.BPE", M.BPE, "bpe.BPE -- the methods of BPE objects (apply, codes, save); #bpe is the number of merges")
doc("bpe.BPE:apply", M.BPE.apply, [[
bpe:apply(tokens | line) -> subwords | line
Splits each word into the subwords the merges build (subword-nmt's apply_bpe, "@@" marking
a subword that continues); a list of tokens gives a list, a line (split at white space) a
line joined by single spaces.]])
doc("bpe.BPE:codes", M.BPE.codes, "bpe:codes() -> {\"a b\", ...}, the merges in order")
doc("bpe.BPE:save", M.BPE.save, "bpe:save(path); writes the codes file (\"#version: 0.2\" then one \"a b\" merge per line)")

return M
