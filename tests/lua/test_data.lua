-- xattn.data: Vocab, ParallelCorpus, batches.
local data = require "xattn.data"
local bpe = require "xattn.bpe"
local Vocab = data.Vocab

local function tmpfile(content)
  local p = os.tmpname()
  local f = assert(io.open(p, "wb"))
  f:write(content)
  f:close()
  return p
end

local function same_list(got, want, what)
  T.eq(#got, #want, (what or "list") .. ": length")
  for i = 1, #want do
    if got[i] ~= want[i] then
      error(("%s: item %d is %s, expected %s"):format(what or "list", i, tostring(got[i]), tostring(want[i])), 2)
    end
  end
end

local SENTS = {{"the", "cat", "sat"}, {"the", "dog", "sat"}, {"a", "cat"}, {"the", "end"}}
-- counts: the 3, cat 2, sat 2, a 1, dog 1, end 1 -> ties in byte order

test("Vocab.build: specials, frequency order, ties in byte order", function()
  local v = Vocab.build(SENTS)
  T.eq(#v, 10)
  same_list(v.itos, {"<pad>", "<s>", "</s>", "<unk>", "the", "cat", "sat", "a", "dog", "end"}, "itos")
  T.eq(v:id("the"), 5)
  T.eq(v:id("zebra"), data.UNK)
  T.eq(v:token(6), "cat")
  T.eq(data.PAD, 1); T.eq(data.BOS, 2); T.eq(data.EOS, 3); T.eq(data.UNK, 4)
  -- min_freq and max_size (max_size counts the specials)
  same_list(Vocab.build(SENTS, {min_freq = 2}).itos, {"<pad>", "<s>", "</s>", "<unk>", "the", "cat", "sat"}, "min_freq")
  T.eq(#Vocab.build(SENTS, {max_size = 6}), 6)
  T.eq(#Vocab.build(SENTS, {max_size = 4}), 4)
  -- from an iterator; special strings in the data are not duplicated
  local i = 0
  local v2 = Vocab.build(function() i = i + 1; return ({{"x", "<unk>"}, {"x", "</s>"}})[i] end)
  same_list(v2.itos, {"<pad>", "<s>", "</s>", "<unk>", "x"}, "iterator")
end)

test("Vocab encode / decode", function()
  local v = Vocab.build(SENTS)
  same_list(v:encode({"the", "cat", "flew"}), {5, 6, 4}, "encode")
  same_list(v:encode({"a"}, {bos = true, eos = true}), {2, 8, 3}, "bos/eos")
  same_list(v:decode({2, 5, 6, 4, 3, 7, 7}), {"the", "cat", "<unk>"}, "decode stops at eos")
  same_list(v:decode({5, 1, 1, 2, 9}), {"the", "dog"}, "skips pad and bos")
  same_list(v:decode(xa.tensor({5, 7, 3, 6}, {dtype = "int64"})), {"the", "sat"}, "tensor")
  same_list(v:decode({99}), {"<unk>"}, "out of range")
  for _, s in ipairs(SENTS) do same_list(v:decode(v:encode(s)), s, "round trip") end
end)

test("Vocab save / load / to_table / from_table", function()
  local v = Vocab.build(SENTS)
  local p = os.tmpname()
  v:save(p)
  local f = assert(io.open(p))
  T.eq(f:read("l"), "the 3")
  f:close()
  local w = Vocab.load(p)
  same_list(w.itos, v.itos, "loaded")
  same_list(w.counts, v.counts, "counts")
  os.remove(p)
  local u = Vocab.from_table(v:to_table())
  same_list(u.itos, v.itos, "from_table")
  same_list(v:to_table().tokens, {"the", "cat", "sat", "a", "dog", "end"}, "to_table")
end)

test("Vocab errors", function()
  T.raises(function() Vocab.load("/nonexistent/dict.txt") end, "cannot open /nonexistent/dict.txt")
  local p = tmpfile("the 3\ncat\n")
  T.raises(function() Vocab.load(p) end, p .. ":2: expected 'token count', got 'cat'")
  os.remove(p)
  p = tmpfile("the 3\nthe 2\n")
  T.raises(function() Vocab.load(p) end, p .. ":2: token 'the' already on line 1")
  os.remove(p)
  p = tmpfile("<pad> 3\n")
  T.raises(function() Vocab.load(p) end, "is a special token")
  os.remove(p)
  T.raises(function() Vocab.build(5) end, "expected a list of token lists or an iterator")
  T.raises(function() Vocab.build(SENTS, {max_size = 2}) end, "max_size must be an integer >= 4")
  T.raises(function() Vocab.from_table({}) end, "expected {tokens = {...}")
  T.raises(function() Vocab.from_table({tokens = {"a", "a"}}) end, "token 'a' appears twice")
  local v = Vocab.from_table({tokens = {"a b"}})
  T.raises(function() v:save(os.tmpname()) end, "contains white space")
  T.raises(function() v:encode("abc") end, "expected a list of tokens")
end)

test("ParallelCorpus: encoding, length filter, skipped lines", function()
  local src = tmpfile("a b c\n\nd e\nf g h i j k\nb a\n")
  local tgt = tmpfile("x y\nz\n\nx x x\ny\n")
  local c = data.ParallelCorpus{src = src, tgt = tgt, max_len = 4, tokenize = false}
  -- line 2: empty source, line 3: empty target, line 4: 6 source tokens > 4
  T.eq(c.n, 2)
  same_list(c.ids, {1, 5}, "ids")
  same_list(c.skipped, {2, 3, 4}, "skipped")
  same_list(c.lengths.src, {3, 2}, "src lengths")
  same_list(c.lengths.tgt, {2, 1}, "tgt lengths")
  T.eq(#c, 2)
  -- vocabularies built from the kept pairs, in frequency order
  same_list(c.src_vocab.itos, {"<pad>", "<s>", "</s>", "<unk>", "a", "b", "c"}, "src vocab")
  same_list(c.tgt_vocab.itos, {"<pad>", "<s>", "</s>", "<unk>", "y", "x"}, "tgt vocab")
  same_list(c.src[1], {5, 6, 7}, "src ids")
  same_list(c.src_vocab:decode(c.src[1]), {"a", "b", "c"}, "src 1")
  same_list(c.tgt_vocab:decode(c.tgt[2]), {"y"}, "tgt 2")
  T.eq(c.src_text[2], "b a")
  -- given vocabularies, with unknown words, and max_lines
  local v = Vocab.build({{"a", "b"}})
  local c2 = data.ParallelCorpus{src = src, tgt = tgt, src_vocab = v, tgt_vocab = v, max_lines = 1}
  T.eq(c2.n, 1)
  same_list(c2.src[1], {5, 6, 4}, "unk")
  same_list(c2.tgt[1], {4, 4}, "unk tgt")
  os.remove(src); os.remove(tgt)
end)

test("ParallelCorpus: errors name the files", function()
  local a = tmpfile("x\ny\nz\n")
  local b = tmpfile("x\ny\n")
  T.raises(function() data.ParallelCorpus{src = a, tgt = b} end,
           ("%s has 3 lines but %s has 2 lines"):format(a, b))
  T.raises(function() data.ParallelCorpus{src = a, tgt = "/nonexistent/t.es"} end,
           "cannot open /nonexistent/t.es")
  T.raises(function() data.ParallelCorpus{src = a} end, "src and tgt must be file paths")
  T.raises(function() data.ParallelCorpus{src = a, tgt = a, max_len = 0} end, "max_len must be a positive integer")
  os.remove(a); os.remove(b)
end)

-- a real corpus with BPE for the batching tests
local corpus
local function kjv()
  if not corpus then
    local codes = bpe.learn({"data/kjv-en-es/train.en", "data/kjv-en-es/train.es"}, 1000, {tokenize = true})
    corpus = data.ParallelCorpus{src = "data/kjv-en-es/train.en", tgt = "data/kjv-en-es/train.es",
                                 bpe = codes, max_len = 100, max_lines = 1500}
  end
  return corpus
end

local function rows(t) return t:totable() end

test("batches: contents, padding, shifts, token budget, each pair once", function()
  local c = kjv()
  T.ok(c.n > 1400 and #c.skipped + c.n == 1500, "pairs kept " .. c.n)
  local seen, nb, max_tokens = {}, 0, 1000
  for batch in c:batches{max_tokens = max_tokens, seed = 3, epoch = 1} do
    nb = nb + 1
    local B, S = batch.src:shape()[1], batch.src:shape()[2]
    local T_ = batch.tgt_in:shape()[2]
    T.eq(batch.size, B)
    T.eq(#batch.ids, B)
    T.eq(batch.src:dtype(), "int64")
    T.eq(batch.src_pad:dtype(), "bool")
    T.shape(batch.tgt_out, {B, T_})
    T.shape(batch.src_pad, {B, S})
    T.ok(B * S <= max_tokens and B * T_ <= max_tokens, ("batch %d: %d x (%d, %d) > %d"):format(nb, B, S, T_, max_tokens))
    local src, pad, tin, tout = rows(batch.src), rows(batch.src_pad), rows(batch.tgt_in), rows(batch.tgt_out)
    local ntok, maxs, maxt = 0, 0, 0
    for b = 1, B do
      local line = batch.ids[b]
      T.ok(not seen[line], "line seen twice: " .. line)
      seen[line] = true
      -- find the pair by its line number
      local k
      for i = 1, c.n do if c.ids[i] == line then k = i break end end
      local x, y = c.src[k], c.tgt[k]
      maxs, maxt = math.max(maxs, #x + 1), math.max(maxt, #y + 1)
      for j = 1, S do -- source ids, then </s> (3), then padding
        T.eq(src[b][j], j <= #x and x[j] or (j == #x + 1 and 3 or 1), "src")
        T.eq(pad[b][j], j > #x + 1, "src_pad")
      end
      for j = 1, T_ do
        T.eq(tin[b][j], j == 1 and 2 or (y[j - 1] or 1), "tgt_in")
        T.eq(tout[b][j], j <= #y and y[j] or (j == #y + 1 and 3 or 1), "tgt_out")
      end
      ntok = ntok + #y + 1
    end
    T.eq(S, maxs, "S is the longest source + 1 (</s>)")
    T.eq(T_, maxt, "T is the longest target + 1")
    T.eq(batch.ntokens, ntok)
  end
  local count = 0
  for _ in pairs(seen) do count = count + 1 end
  T.eq(count, c.n, "every pair once per epoch")
  T.ok(nb > 10)
end)

local function plan_ids(c, opts)
  local out = {}
  for _, b in ipairs(c:plan(opts)) do
    local ids = {}
    for k, i in ipairs(b) do ids[k] = c.ids[i] end
    out[#out + 1] = table.concat(ids, ",")
  end
  return table.concat(out, ";")
end

test("batches: deterministic for (seed, epoch), different otherwise", function()
  local c = kjv()
  local a = plan_ids(c, {max_tokens = 2000, seed = 7, epoch = 1})
  T.eq(plan_ids(c, {max_tokens = 2000, seed = 7, epoch = 1}), a, "same seed and epoch")
  T.ok(plan_ids(c, {max_tokens = 2000, seed = 7, epoch = 2}) ~= a, "another epoch")
  T.ok(plan_ids(c, {max_tokens = 2000, seed = 8, epoch = 1}) ~= a, "another seed")
  -- the iterator follows the plan
  local first = c:batches{max_tokens = 2000, seed = 7, epoch = 1}()
  T.eq(table.concat(first.ids, ","), a:match("^[^;]+"))
  -- without shuffling: sorted by (source length, target length), the same every time
  local p = c:plan{max_tokens = 2000, shuffle = false}
  local prev_s, prev_t = 0, 0
  for _, b in ipairs(p) do
    for _, i in ipairs(b) do
      local s, t = c.lengths.src[i], c.lengths.tgt[i]
      T.ok(s > prev_s or (s == prev_s and t >= prev_t), "not sorted by length")
      prev_s, prev_t = s, t
    end
  end
  T.eq(plan_ids(c, {max_tokens = 2000, shuffle = false, seed = 99}), plan_ids(c, {max_tokens = 2000, shuffle = false}))
  -- length bucketing: the source-length ranges of two batches never interleave
  local ranges = {}
  for _, b in ipairs(c:plan{max_tokens = 2000, seed = 1}) do
    local lo, hi = math.huge, 0
    for _, i in ipairs(b) do lo = math.min(lo, c.lengths.src[i]); hi = math.max(hi, c.lengths.src[i]) end
    ranges[#ranges + 1] = {lo, hi}
  end
  for x = 1, #ranges do
    for y = x + 1, #ranges do
      local a, b = ranges[x], ranges[y]
      T.ok(a[2] <= b[1] or b[2] <= a[1], ("batches span %d..%d and %d..%d"):format(a[1], a[2], b[1], b[2]))
    end
  end
  -- max_sentences
  for _, b in ipairs(c:plan{max_tokens = 100000, max_sentences = 16}) do T.ok(#b <= 16) end
end)

test("batches: a pair larger than max_tokens is an error naming the line", function()
  local c = kjv()
  T.raises(function() c:plan{max_tokens = 20} end, "> max_tokens = 20; lower max_len or raise max_tokens")
  T.raises(function() c:plan{max_tokens = 0} end, "max_tokens must be a positive integer")
end)

test("rng: deterministic and in range", function()
  local r1, r2, r3 = data.rng(5, 1), data.rng(5, 1), data.rng(5, 2)
  local same, diff, hist = true, false, {}
  for _ = 1, 1000 do
    local a, b, c = r1(10), r2(10), r3(10)
    same = same and a == b
    diff = diff or a ~= c
    T.ok(a >= 1 and a <= 10)
    hist[a] = (hist[a] or 0) + 1
  end
  T.ok(same and diff)
  for k = 1, 10 do T.ok((hist[k] or 0) > 50, "value " .. k .. " too rare") end
end)

test("encode_line / decode_line / collate", function()
  local c = kjv()
  local codes = bpe.learn({"data/kjv-en-es/train.en"}, 800, {tokenize = true})
  local f = io.lines("data/kjv-en-es/valid.en")
  local v = Vocab.build(function() -- an iterator of token lists
    local l = f()
    if l then return codes:apply(require("xattn.text").tokenize(l)) end
  end)
  local n = 0
  for l in io.lines("data/kjv-en-es/valid.en") do
    local ids = data.encode_line(l, {vocab = v, bpe = codes})
    T.eq(data.decode_line(ids, {vocab = v}), require("xattn.text").normalize(l))
    n = n + 1
  end
  T.eq(n, 500)
  local src, pad = data.collate({{5, 6}, {7}, {}})
  T.close(src, {{5, 6}, {7, 1}, {1, 1}})
  T.close(pad, {{false, false}, {false, true}, {true, true}})
  local t = data.collate({{5}, {6, 7}}, {bos = true, eos = true})
  T.close(t, {{2, 5, 3, 1}, {2, 6, 7, 3}})
  T.shape(data.collate({}), {0, 0})
  T.ok(c.n > 0)
end)
