-- xattn.text: Moses-like, exactly reversible tokenisation (the work is done in C, lua/text.c).
--
--   text.tokenize("¿Qué es esto? (Gen. 3:16)") --> {"¿", "Qué", "es", "esto", "?", "(", "Gen", ".", "3:16", ")"}
--   text.detokenize(tokens) --> the line again, white space normalised
--   text.tokenize(line, {words = true}), text.detokenize(tokens, {words = true}) also say
--   which tokens make each white-space word (the word units of streaming latency)
--
-- Rules (docs/data.md has the full description): words are runs of letters and digits,
-- keeping "burnt-offering", "1,000", "3:16", "2.5" whole; English clitics are split off
-- ("king's" -> king 's, "don't" -> do n't); every other punctuation character is a token
-- (runs of one repeated mark, like "...", stay together). The detokenizer glues closing
-- marks and clitics to the left, opening marks to the right, and '"' by parity; where the
-- original spacing differs from that rule the token carries the prefix "￭" (U+FFED), so
-- detokenize(tokenize(s)) == normalize(s) for every string s.
local xa = require "xattn"
local M = {}

M.JOINER = "\xEF\xBF\xAD" -- U+FFED, the "spacing differs from the rule here" prefix

local function words_opt(fn, opts)
  if opts == nil then return false end
  if type(opts) ~= "table" then error(("text.%s: options must be a table, got %s"):format(fn, type(opts)), 3) end
  return opts.words and true or false
end

--- tokenize(line [, {words = true}]) -> {tokens} [, {sizes}]
-- With words = true, also the number of tokens each white-space word of the line became
-- (white space: ASCII space, tab, newline, CR, FF, VT, as line:gmatch("%S+")):
-- tokenize("the earth.", {words = true}) --> {"the", "earth", "."}, {1, 2}
function M.tokenize(line, opts)
  if type(line) ~= "string" then
    error("text.tokenize: line must be a string, got " .. type(line), 2)
  end
  return xa._text_tokenize(line, words_opt("tokenize", opts))
end

--- detokenize(tokens | line [, {words = true}]) -> line [, {ends}]; a string is split at
-- white space first. With words = true, also, for each white-space word of the result, the
-- index of the token that completes it (the last token writing a character of it):
-- detokenize({"la", "tierra", "."}, {words = true}) --> "la tierra.", {1, 3}
function M.detokenize(tokens, opts)
  if type(tokens) == "string" then
    local t = {}
    for w in tokens:gmatch("%S+") do t[#t + 1] = w end
    tokens = t
  elseif type(tokens) ~= "table" then
    error("text.detokenize: expected a list of tokens or a string, got " .. type(tokens), 2)
  end
  return xa._text_detokenize(tokens, words_opt("detokenize", opts))
end

--- normalize(line) -> line with white space runs collapsed to one space and the ends trimmed
function M.normalize(line)
  return (line:gsub("%s+", " "):gsub("^ ", ""):gsub(" $", ""))
end

--- split(line) -> {words}: the white-space split used for already tokenised text
function M.split(line)
  local t = {}
  for w in line:gmatch("%S+") do t[#t + 1] = w end
  return t
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("text", M, [[
xattn.text -- Moses-like, exactly reversible tokenisation (in C)
  text.tokenize("¿Qué es esto? (Gen. 3:16)") --> {"¿", "Qué", "es", "esto", "?", "(", "Gen", ".", "3:16", ")"}
  text.detokenize(tokens) --> the line again, white space normalised
Words are runs of letters and digits ("burnt-offering", "1,000", "3:16" stay whole);
English clitics are split off ("king's" -> king 's); other punctuation marks are tokens.
Where the spacing differs from the detokenizer's rule a token carries the prefix
text.JOINER ("￭", U+FFED), so detokenize(tokenize(s)) == normalize(s). See docs/data.md.]])
doc("text.tokenize", M.tokenize, "text.tokenize(line) -> {tokens}")
doc("text.detokenize", M.detokenize, [[
text.detokenize(tokens | line) -> line
Glues closing marks and clitics to the left, opening marks to the right, '"' by parity,
and honours text.JOINER prefixes; a string is split at white space first.]])
doc("text.normalize", M.normalize, "text.normalize(line) -> line with white-space runs collapsed to one space and the ends trimmed")
doc("text.split", M.split, "text.split(line) -> {words}, split at white space (for text tokenised already)")

return M
