-- xattn.text: the reversible Moses-like tokenizer.
local text = require "xattn.text"
local J = "\xEF\xBF\xAD" -- the spacing marker U+FFED

-- independent reference for white-space normalisation (ASCII white space only)
local function norm(s)
  s = s:gsub("[ \t\r\n\f\v]+", " ")
  s = s:gsub("^ ", ""):gsub(" $", "")
  return s
end

local function same(got, want, msg)
  local g, w = table.concat(got, " | "), table.concat(want, " | ")
  if g ~= w then error(("%s\n got: %s\nwant: %s"):format(msg or "tokens differ", g, w), 2) end
end

local function lines(path)
  local t = {}
  for l in io.lines(path) do t[#t + 1] = l end
  return t
end

test("punctuation is split off words", function()
  same(text.tokenize("Y el dios dijo, Dejado allí ser ligero: y había ligero."),
       {"Y", "el", "dios", "dijo", ",", "Dejado", "allí", "ser", "ligero", ":", "y", "había", "ligero", "."})
  same(text.tokenize("(the same is Zoar;) and they joined battle"),
       {"(", "the", "same", "is", "Zoar", ";", ")", "and", "they", "joined", "battle"})
  same(text.tokenize("Wait... what?! -- no"), {"Wait", "...", "what", "?", "!", "--", "no"})
end)

test("numbers stay whole", function()
  same(text.tokenize("John 3:16 says 1,000 men paid 2.5 shekels, 7."),
       {"John", "3:16", "says", "1,000", "men", "paid", "2.5", "shekels", ",", "7", "."})
  same(text.tokenize("in 3: then"), {"in", "3", ":", "then"})
end)

test("hyphenated words stay whole", function()
  same(text.tokenize("the burnt-offering of Beth-el - and"),
       {"the", "burnt-offering", "of", "Beth-el", "-", "and"})
end)

test("english clitics and possessives", function()
  same(text.tokenize("the king's sons' cattle"), {"the", "king", "'s", "sons", "'", "cattle"})
  same(text.tokenize("I don't know, they can't"), {"I", "do", "n't", "know", ",", "they", "ca", "n't"})
  same(text.tokenize("DON'T"), {"DO", "N'T"})
  same(text.tokenize("the LORD’s house"), {"the", "LORD", "’s", "house"})
  same(text.tokenize("Moisés' vara"), {"Moisés", "'", "vara"})
end)

test("spanish marks and accented letters", function()
  same(text.tokenize("¿Qué es esto? ¡Oh, Señor! «Niño» —dijo—"),
       {"¿", "Qué", "es", "esto", "?", "¡", "Oh", ",", "Señor", "!", "«", "Niño", "»",
        "—", J .. "dijo", J .. "—"}) -- dashes have no spacing rule: touching ones are marked
  -- no token ever cuts a multi-byte character
  for _, tok in ipairs(text.tokenize("¿Cuántos años tenía Matusalén? ¡Novecientos sesenta y nueve!")) do
    T.ok(utf8.len(tok), "token is not valid UTF-8: " .. tok)
  end
end)

test("detokenize rebuilds ordinary text without markers", function()
  local cases = {
    "¿Qué es esto? ¡Oh, Señor! «Niño»",
    "And he said, \"Go to.\" Then (for he knew not) they went.",
    "the king's sons' cattle; I don't know: 3:16, 1,000.",
  }
  for _, s in ipairs(cases) do
    local toks = text.tokenize(s)
    T.eq(text.detokenize(toks), s)
    for _, t in ipairs(toks) do T.ok(not t:find(J, 1, true), "unexpected marker in " .. t) end
  end
end)

test("unusual spacing is kept with the marker", function()
  local s = "a , b x--y ( c ) \"d\"e  ."
  local toks = text.tokenize(s)
  same(toks, {"a", J .. ",", "b", "x", J .. "--", J .. "y", "(", J .. "c", J .. ")", "\"", "d", "\"",
              J .. "e", J .. "."})
  T.eq(text.detokenize(toks), norm(s))
end)

test("round trip over all kjv test lines (en, es) and synth", function()
  local n, marked = 0, 0
  for _, f in ipairs({"data/kjv-en-es/test.en", "data/kjv-en-es/test.es", "data/kjv-en-es/valid.en",
                      "data/kjv-en-es/valid.es", "data/synth/test.src", "data/synth/test.tgt"}) do
    local ls = lines(f)
    if f:find("test") and f:find("kjv") then T.eq(#ls, 1000, f .. " line count") end
    for i, l in ipairs(ls) do
      local toks = text.tokenize(l)
      local back = text.detokenize(toks)
      if back ~= norm(l) then error(("%s:%d: round trip\n  in:  %s\n  out: %s"):format(f, i, l, back)) end
      for _, t in ipairs(toks) do
        if not utf8.len(t) then error(("%s:%d: token %q is not valid UTF-8"):format(f, i, t)) end
        if t:find(J, 1, true) then marked = marked + 1 end
        if f:find("%.en$") and t:find(J, 1, true) then error(("%s:%d: marker in English: %s"):format(f, i, l)) end
      end
      n = n + 1
    end
  end
  T.eq(n, 3600)
  T.ok(marked < 200, "too many markers: " .. marked) -- Apertium's " ." spacing in some .es lines
end)

test("synth text (already tokenised) is unchanged", function()
  for i, l in ipairs(lines("data/synth/valid.src")) do
    if i > 100 then break end
    same(text.tokenize(l), text.split(l))
  end
end)

test("round trip on random strings, invalid UTF-8 included", function()
  local pieces = {"a", "Z", "é", "ñ", "9", "0", ",", ".", ":", ";", "'", "’", "\"", "(", ")", "¿", "¡", "«",
                  "»", "-", "--", "...", "n't", "s", "t", " ", "  ", "\t", J, J .. J, "\xff", "\xc3", "\xe2\x80",
                  "€", "“", "”", "%", "$", "@@", "\0"}
  local seed = 42
  local function rnd(n) seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n + 1 end
  for _ = 1, 3000 do
    local parts = {}
    for k = 1, rnd(12) do parts[k] = pieces[rnd(#pieces)] end
    local s = table.concat(parts)
    local back = text.detokenize(text.tokenize(s))
    if back ~= norm(s) then error(("round trip failed for %q: got %q"):format(s, back)) end
  end
end)

test("multi-byte characters are never split", function()
  -- every token is a concatenation of whole characters: the bytes of the line, in order
  local s = "\xe2\x80\x9cHola\xe2\x80\x9d, ni\xc3\xb1o\xe2\x80\xa6 \xc3\xa9\xc3\xa9! \xf0\x9f\x98\x80x"
  local toks = text.tokenize(s)
  for _, t in ipairs(toks) do T.ok(utf8.len(t), ("token %q cuts a character"):format(t)) end
  T.eq(text.detokenize(toks), s)
  -- invalid bytes are kept, one byte at a time
  local bad = "ab\xffcd \xc3("
  T.eq(text.detokenize(text.tokenize(bad)), bad)
end)

test("empty and blank lines", function()
  T.eq(#text.tokenize(""), 0)
  T.eq(#text.tokenize("  \t "), 0)
  T.eq(text.detokenize({}), "")
  T.eq(text.detokenize("he said , hi ."), "he said, hi.")
  T.eq(text.normalize("  a \t b  "), "a b")
end)

test("errors", function()
  T.raises(function() text.tokenize(nil) end, "text.tokenize: line must be a string")
  T.raises(function() text.detokenize({"a", 1}) end, "token 2 is a number")
  T.raises(function() text.detokenize(5) end, "expected a list of tokens or a string")
end)
