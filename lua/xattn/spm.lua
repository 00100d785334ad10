-- xattn.spm: SentencePiece models (Kudo & Richardson 2018) through Debian's
-- libsentencepiece, for the subwords of a translation system (data.spm, data.spm_train;
-- docs/data.md).
--
--   local spm = xattn.spm
--   local m = spm.load("m.model")              -- an existing model
--   m:encode("Hello world.")  --> {"▁Hello", "▁world", "."}
--   m:decode({"▁Hello", "▁world", "."}) --> "Hello world."
--   local m2 = spm.train({"train.en", "train.es"}, {vocab = 8000})
--   m2:bytes()                                  -- what a .model file holds
--
-- A piece that starts with "▁" (U+2581) starts a word; the others continue the word
-- before them (spm.word_sizes). Encoding and decoding are the library's, so they agree
-- with the spm_encode / spm_decode tools (tests/host/spm.sh checks it).
local xa = require "xattn"

local spm = {}
local MARK = "\226\150\129" -- U+2581, SentencePiece's word start
spm.MARK = MARK

local function fail(fn, msg, level) error("spm." .. fn .. ": " .. msg, (level or 1) + 1) end

local Model = {}
Model.__index = Model
spm.Model = Model

local function wrap(ud) return setmetatable({ud = ud}, Model) end

--- available() -> whether this xattn was built with SentencePiece
function spm.available() return xa._spm_available() end

--- missing: what to do when this xattn was built without SentencePiece
spm.missing = "SentencePiece is not built into this xattn: install Debian's libsentencepiece-dev and sentencepiece "
  .. "(make deps does) and rebuild (make clean && make)"

local function need(fn)
  if not xa._spm_available() then fail(fn, spm.missing, 3) end
end

--- load(path) -> model: a SentencePiece .model file
function spm.load(path)
  if type(path) ~= "string" then fail("load", "path must be a string, got " .. type(path), 2) end
  need("load")
  local st = xa.stat(path)
  if not st then fail("load", ("'%s' does not exist"):format(path), 2) end
  if st.type ~= "file" then fail("load", ("'%s' is not a file"):format(path), 2) end
  local ok, ud = pcall(xa._spm_load, path)
  if not ok then fail("load", ("'%s' is not a SentencePiece model: %s"):format(path, tostring(ud):gsub("^spm%.load: ", "")), 2) end
  return wrap(ud)
end

--- from_bytes(bytes) -> model: a model from the bytes of a .model file
function spm.from_bytes(b)
  if type(b) ~= "string" then fail("from_bytes", "expects the bytes of a model (a string), got " .. type(b), 2) end
  need("from_bytes")
  local ok, ud = pcall(xa._spm_from_bytes, b)
  if not ok then fail("from_bytes", "not a SentencePiece model: " .. tostring(ud):gsub("^spm%.from_bytes: ", ""), 2) end
  return wrap(ud)
end

-- a flag value for the trainer's command line (which splits at spaces)
local function flag(name, v)
  v = tostring(v)
  if v:find("[%s,]") and name ~= "input" then fail("train", ("%s cannot hold white space or commas: %q"):format(name, v), 3) end
  return "--" .. name .. "=" .. v
end

--- train(files, {vocab = 8000, model_type = "unigram", character_coverage = 1.0,
--   threads, max_sentences = 0}) -> model
-- Learns a model with SentencePiece's trainer on the lines of files (a path or a list);
-- the options are the trainer's flags of the same names (vocab_size, model_type
-- unigram | bpe | char | word, character_coverage, num_threads, input_sentence_size:
-- 0 = every line). The model is kept in memory (model:bytes() is the .model file).
function spm.train(files, opts)
  opts = opts or {}
  if type(files) == "string" then files = {files} end
  if type(files) ~= "table" or #files == 0 then fail("train", "files must be a path or a list of paths", 2) end
  for _, f in ipairs(files) do
    if type(f) ~= "string" or not xa.stat(f) then fail("train", ("cannot read '%s'"):format(tostring(f)), 2) end
    if f:find("[%s,]") then fail("train", ("the trainer cannot read a path with white space or commas: %q"):format(f), 2) end
  end
  local vocab = opts.vocab or 8000
  if math.type(vocab) ~= "integer" or vocab < 1 then fail("train", "vocab must be a positive integer, got " .. tostring(vocab), 2) end
  local mtype = opts.model_type or "unigram"
  if mtype ~= "unigram" and mtype ~= "bpe" and mtype ~= "char" and mtype ~= "word" then
    fail("train", "model_type must be unigram, bpe, char or word, got " .. tostring(mtype), 2)
  end
  local cov = opts.character_coverage or 1.0
  if type(cov) ~= "number" or cov <= 0 or cov > 1 then fail("train", "character_coverage must be in (0, 1], got " .. tostring(cov), 2) end
  local threads = opts.threads or xa.threads()
  local n = opts.max_sentences or 0
  need("train")
  local flags = {flag("input", table.concat(files, ",")), flag("vocab_size", vocab), flag("model_type", mtype),
                 flag("character_coverage", ("%.17g"):format(cov)), flag("num_threads", threads),
                 flag("input_sentence_size", n), "--minloglevel=1"}
  local ok, b = pcall(xa._spm_train, table.concat(flags, " "))
  if not ok then fail("train", tostring(b):gsub("^spm%.train: ", ""), 2) end
  return spm.from_bytes(b)
end

--- model:encode(line) -> {pieces}
function Model:encode(line)
  if type(line) ~= "string" then fail("Model:encode", "line must be a string, got " .. type(line), 2) end
  return self.ud:encode(line)
end

--- model:decode(pieces) -> line
function Model:decode(pieces)
  if type(pieces) ~= "table" then fail("Model:decode", "pieces must be a list of strings, got " .. type(pieces), 2) end
  return self.ud:decode(pieces)
end

--- model:bytes() -> the model as a .model file holds it
function Model:bytes() return self.ud:bytes() end

--- model:size() -> the number of pieces of its vocabulary
function Model:size() return #self.ud end
Model.__len = Model.size
Model.__tostring = function(m) return tostring(m.ud) end

--- model:save(path): writes the .model file
function Model:save(path)
  local f, err = io.open(path, "wb")
  if not f then fail("Model:save", ("cannot write %s: %s"):format(tostring(path), tostring(err)), 2) end
  f:write(self:bytes())
  f:close()
end

--- word_sizes(pieces) -> {n, ...}: the pieces of each word (a piece starting with "▁"
-- starts a word; pieces before the first such piece belong to the first word)
function spm.word_sizes(pieces)
  local sizes = {}
  for i, p in ipairs(pieces) do
    if i == 1 or p:sub(1, #MARK) == MARK then sizes[#sizes + 1] = 1
    else sizes[#sizes] = sizes[#sizes] + 1 end
  end
  return sizes
end

--- model:units(line) -> pieces, sizes, words: the line's pieces and how many make each of
-- its white-space words (words: the words). The pieces are encode(line) when they group
-- into the line's words at "▁" marks (always, for models that split at white space, the
-- default); otherwise each word is encoded alone.
function Model:units(line)
  local words = xa.text.split(line)
  local pieces = self:encode(line)
  local sizes = spm.word_sizes(pieces)
  if #sizes == #words then return pieces, sizes, words end
  pieces, sizes = {}, {}
  for w, word in ipairs(words) do
    local p = self:encode(word)
    sizes[w] = #p
    for _, x in ipairs(p) do pieces[#pieces + 1] = x end
  end
  return pieces, sizes, words
end

--- model:word_ends(pieces) -> line, ends, words: the decoded line, the position of the
-- piece that completes each of its white-space words, and the words
function Model:word_ends(pieces)
  local line = self:decode(pieces)
  local words = xa.text.split(line)
  local ends, n = {}, 0
  for i, p in ipairs(pieces) do
    if i > 1 and p:sub(1, #MARK) == MARK then n = n + 1; ends[n] = i - 1 end
  end
  if #pieces > 0 then n = n + 1; ends[n] = #pieces end
  -- a piece that decodes to nothing but a space (a lone "▁") makes no word of its own
  local k = {}
  local start = 1
  for _, e in ipairs(ends) do
    local text = self:decode({table.unpack(pieces, start, e)})
    if text:find("%S") then k[#k + 1] = e end
    start = e + 1
  end
  ends = k
  if #ends ~= #words then
    -- pieces that do not group at "▁" marks: the first prefix that holds word w + 1
    ends = {}
    local prev = 0
    for i = 1, #pieces do
      local c = #xa.text.split(self:decode({table.unpack(pieces, 1, i)}))
      if c > prev then
        if prev > 0 then ends[prev] = i - 1 end
        prev = c
      end
    end
    if prev > 0 then ends[prev] = #pieces end
    for w = 1, #words do ends[w] = ends[w] or (ends[w - 1] or 1) end
    for w = #words + 1, #ends do ends[w] = nil end
  end
  return line, ends, words
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("spm", spm, [[
xattn.spm -- SentencePiece models (Debian's libsentencepiece), the subwords of data.spm and
data.spm_train
  local m = xattn.spm.load("m.model")      -- or spm.train({"train.en", "train.es"}, {vocab = 8000})
  m:encode("Hello world.")  --> {"▁Hello", "▁world", "."}
  m:decode(pieces)          --> "Hello world."
A piece starting with "▁" starts a word. See docs/data.md.]])
  doc("spm.available", spm.available, "spm.available() -> whether this xattn was built with SentencePiece (libsentencepiece-dev)")
  doc("spm.load", spm.load, "spm.load(path) -> model: a SentencePiece .model file")
  doc("spm.from_bytes", spm.from_bytes, "spm.from_bytes(bytes) -> model: a model from the bytes of a .model file")
  doc("spm.train", spm.train, [[
spm.train(files, {vocab=8000, model_type="unigram", character_coverage=1.0, threads,
  max_sentences=0}) -> model
Learns a model with SentencePiece's trainer on the lines of files (the trainer's flags
vocab_size, model_type, character_coverage, num_threads, input_sentence_size).]])
  doc("spm.word_sizes", spm.word_sizes, "spm.word_sizes(pieces) -> the number of pieces of each word (\"▁\" starts a word)")
  doc("spm.Model", Model, "spm.Model -- a SentencePiece model: encode, decode, bytes, size, save, units, word_ends")
  doc("spm.Model:encode", Model.encode, "model:encode(line) -> {pieces}")
  doc("spm.Model:decode", Model.decode, "model:decode(pieces) -> line")
  doc("spm.Model:bytes", Model.bytes, "model:bytes() -> the model's bytes (a .model file)")
  doc("spm.Model:size", Model.size, "model:size() -> the number of pieces (also #model)")
  doc("spm.Model:save", Model.save, "model:save(path): writes the .model file")
  doc("spm.Model:units", Model.units, [[
model:units(line) -> pieces, sizes, words
The line's pieces and the number that make each white-space word (encode(line) when it
groups at "▁" marks, else each word encoded alone).]])
  doc("spm.Model:word_ends", Model.word_ends, [[
model:word_ends(pieces) -> line, ends, words
The decoded line, the position of the piece completing each white-space word, the words.]])
end

return spm
