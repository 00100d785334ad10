-- xattn.bpe: subword-nmt's BPE learnt and applied in C, against hand-worked examples and
-- against golden files from tests/golden/gen_bpe.py (an independent Python implementation).
local bpe = require "xattn.bpe"

local function lines(path, n)
  local t = {}
  for l in io.lines(path) do
    if n and #t >= n then break end
    t[#t + 1] = l
  end
  return t
end

-- subword-nmt's vocabulary: split at single spaces, skip empty words
local function count_words(paths, n)
  local c = {}
  for _, p in ipairs(paths) do
    for _, l in ipairs(lines(p, n)) do
      for w in l:gmatch("[^ ]+") do c[w] = (c[w] or 0) + 1 end
    end
  end
  return c
end

local function same_list(got, want, what)
  T.eq(#got, #want, what .. ": length")
  for i = 1, #want do
    if got[i] ~= want[i] then error(("%s: item %d is '%s', expected '%s'"):format(what, i, got[i], want[i]), 2) end
  end
end

local function tmpfile(content)
  local p = os.tmpname()
  local f = assert(io.open(p, "wb"))
  f:write(content)
  f:close()
  return p
end

-- the paper's example, worked by hand (version 0.2: "</w>" glued to the last character).
-- Pairs: (e,s) 9 and (s,t</w>) 9 tie -> the greater pair ('s' > 'e') wins; and so on.
local TOY = {low = 5, lower = 2, newest = 6, widest = 3}
local TOY_CODES = {"s t</w>", "e st</w>", "l o", "w est</w>", "n e", "ne west</w>", "lo w</w>",
                   "w i", "wi d", "wid est</w>", "w e", "we r</w>", "lo wer</w>"}
local TOY_FREQS = {9, 9, 7, 6, 6, 6, 5, 3, 3, 3, 2, 2, 2}

test("learn: hand-worked example, ties by pair order", function()
  local b, freqs = bpe.learn(TOY, 100)
  same_list(b:codes(), TOY_CODES, "codes")
  same_list(freqs, TOY_FREQS, "frequencies")
  T.eq(#b, 13)
  T.eq(tostring(b), "xattn.BPE (13 merges)")
  -- fewer merges, and min_freq
  same_list(bpe.learn(TOY, 4):codes(), {"s t</w>", "e st</w>", "l o", "w est</w>"}, "4 merges")
  T.eq(#bpe.learn(TOY, 100, {min_freq = 3}), 10)
  T.eq(#bpe.learn(TOY, 100, {min_freq = 10}), 0)
  T.eq(#bpe.learn(TOY, 0), 0)
end)

test("learn: overlapping pairs and non-ASCII ordering", function()
  -- a a a a</w>: (a,a) occurs twice per word; merging is left to right: aa a a</w>
  local b, f = bpe.learn({aaaa = 2}, 10)
  same_list(b:codes(), {"a a", "aa a", "aaa a</w>"}, "codes")
  same_list(f, {4, 2, 2}, "frequencies")
  -- equal counts: 'é' (U+00E9) is greater than 'z' in code-point order
  same_list(bpe.learn({zq = 2, ["éq"] = 2}, 1):codes(), {"é q</w>"}, "code-point order")
  -- one-character words have no pairs
  T.eq(#bpe.learn({a = 10, b = 3}, 5), 0)
end)

test("learn: input as files, token lists, one path", function()
  local p = tmpfile("low low low low low lower lower\nnewest newest newest  newest newest newest\r\n"
                    .. "widest widest widest\n")
  same_list(bpe.learn({p}, 100):codes(), TOY_CODES, "files")
  same_list(bpe.learn(p, 100):codes(), TOY_CODES, "one path")
  local lists = {}
  for w, c in pairs(TOY) do for _ = 1, c do lists[#lists + 1] = {w} end end
  same_list(bpe.learn(lists, 100):codes(), TOY_CODES, "token lists")
  os.remove(p)
end)

test("apply: lowest rank first, @@ markers, cache", function()
  local b = bpe.learn(TOY, 100)
  -- lowest: l o w e s t</w> -> st</w> -> est</w> -> lo -> west</w> => lo@@ west
  same_list(b:apply({"lowest", "low", "a", "xyz", "", "newer"}),
            {"lo@@", "west", "low", "a", "x@@", "y@@", "z", "ne@@", "wer"}, "apply")
  same_list(b:apply({"lowest"}), {"lo@@", "west"}, "cached")
  T.eq(b:apply("  lowest   newest\tlow "), "lo@@ west newest low")
  T.eq(b:apply(""), "")
  T.eq(#b:apply({}), 0)
end)

test("golden: synth, 200 merges, joint src+tgt (first 2,000 lines)", function()
  local b = bpe.learn(count_words({"data/synth/train.src", "data/synth/train.tgt"}, 2000), 200)
  local want = lines("tests/golden/bpe_synth.codes")
  T.eq(want[1], "#version: 0.2")
  table.remove(want, 1)
  same_list(b:codes(), want, "codes")
  local inp, out = lines("data/synth/valid.src", 50), lines("tests/golden/bpe_synth.out")
  T.eq(#out, 50)
  for i = 1, 50 do T.eq(b:apply(inp[i]), out[i], "line " .. i) end
end)

test("golden: kjv Spanish untokenised, 300 merges (UTF-8, punctuation)", function()
  local b = bpe.learn(count_words({"data/kjv-en-es/train.es"}, 2000), 300)
  local want = lines("tests/golden/bpe_kjv_es.codes")
  table.remove(want, 1)
  same_list(b:codes(), want, "codes")
  local inp, out = lines("data/kjv-en-es/valid.es", 50), lines("tests/golden/bpe_kjv_es.out")
  for i = 1, 50 do T.eq(b:apply(inp[i]), out[i], "line " .. i) end
  -- the golden codes loaded from file apply the same way
  local g = bpe.load("tests/golden/bpe_kjv_es.codes")
  for i = 1, 50 do T.eq(g:apply(inp[i]), out[i], "loaded, line " .. i) end
end)

test("pieces are whole UTF-8 characters; unbpe inverts apply", function()
  local text = require "xattn.text"
  local b = bpe.learn({"data/kjv-en-es/train.es"}, 500, {tokenize = true})
  for i, l in ipairs(lines("data/kjv-en-es/valid.es", 200)) do
    local toks = text.tokenize(l)
    local sub = b:apply(toks)
    for _, s in ipairs(sub) do T.ok(utf8.len(s), ("line %d: piece %q is not valid UTF-8"):format(i, s)) end
    same_list(bpe.unbpe(sub), toks, "unbpe table, line " .. i)
    T.eq(bpe.unbpe(table.concat(sub, " ")), table.concat(toks, " "), "unbpe line " .. i)
  end
  T.eq(bpe.unbpe("un@@ believ@@ able thing@@"), "unbelievable thing")
  same_list(bpe.unbpe({"un@@", "believ@@", "able", "x"}), {"unbelievable", "x"}, "unbpe list")
end)

test("save / load / from_codes round trip", function()
  local b = bpe.learn(count_words({"data/synth/train.src"}, 500), 150)
  local p = os.tmpname()
  b:save(p)
  local f = assert(io.open(p, "rb"))
  local first = f:read("l")
  f:close()
  T.eq(first, "#version: 0.2")
  local b2 = bpe.load(p)
  same_list(b2:codes(), b:codes(), "loaded codes")
  local b3 = bpe.from_codes(b:codes())
  for _, l in ipairs(lines("data/synth/test.src", 30)) do
    T.eq(b2:apply(l), b:apply(l))
    T.eq(b3:apply(l), b:apply(l))
  end
  os.remove(p)
  -- a repeated code keeps its first rank; CRLF line ends are accepted
  local q = tmpfile("#version: 0.2\r\na b\r\nb c\r\na b\r\n")
  local d = bpe.load(q)
  T.eq(#d, 3)
  T.eq(d:apply("abc"), "ab@@ c")
  os.remove(q)
end)

test("speed: 2,000 merges on the embedded kjv train (both sides)", function()
  local xa = require "xattn"
  local counts = bpe.count_words({"data/kjv-en-es/train.en", "data/kjv-en-es/train.es"}, {tokenize = true})
  local t0 = xa.clock()
  local b = bpe.learn(counts, 2000)
  local dt = xa.clock() - t0
  T.eq(#b, 2000)
  T.ok(dt < 10 * T.slow(), ("learning took %.2f s"):format(dt))
end)

test("errors name the file, the line or the argument", function()
  T.raises(function() bpe.load("/nonexistent/codes.bpe") end, "bpe.load: cannot open /nonexistent/codes.bpe")
  local p = tmpfile("#version: 0.2\na b\nabc\n")
  T.raises(function() bpe.load(p) end, p .. ":3: expected two symbols separated by one space, got 'abc'")
  os.remove(p)
  p = tmpfile("#version: 0.2\na  b\n")
  T.raises(function() bpe.load(p) end, p .. ":2: expected two symbols")
  os.remove(p)
  p = tmpfile("#version: 0.2\na b\n\n")
  T.raises(function() bpe.load(p) end, p .. ":3: expected two symbols")
  os.remove(p)
  p = tmpfile("#version: 0.1\na b\n")
  T.raises(function() bpe.load(p) end, p .. ":1: unsupported codes version '#version: 0.1'")
  os.remove(p)
  p = tmpfile("a b\n")
  T.raises(function() bpe.load(p) end, p .. ":1: not a BPE codes file")
  os.remove(p)
  p = tmpfile("")
  T.raises(function() bpe.load(p) end, "is empty")
  os.remove(p)
  T.raises(function() bpe.from_codes({"a b", "c"}) end, "code:2: expected two symbols")
  T.raises(function() bpe.from_codes({"a b", 3}) end, "code 2 is a number")
  T.raises(function() bpe.learn(TOY, -1) end, "merges must be a non-negative integer")
  T.raises(function() bpe.learn({a = 0}, 5) end, "count of word 'a' must be a positive integer")
  T.raises(function() bpe.learn({["a b"] = 1}, 5) end, "word 'a b' contains white space")
  T.raises(function() bpe.learn({"/nonexistent/x.txt"}, 5) end, "bpe.learn: cannot open /nonexistent/x.txt")
  T.raises(function() bpe.learn(42, 5) end, "input must be")
  local b = bpe.learn(TOY, 3)
  T.raises(function() b:apply({"a", 5}) end, "token 2 is a number")
  T.raises(function() b:save("/nonexistent/dir/codes") end, "bpe:save: cannot open /nonexistent/dir/codes")
  T.raises(function() bpe.unbpe(3) end, "expected a string or a list")
end)
