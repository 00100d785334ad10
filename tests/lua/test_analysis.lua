-- xattn.analysis: Pharaoh I/O, AER on hand-made links, subword merging on a hand-made
-- matrix, entropies against plain loops, alignments of a tiny random model against a naive
-- computation from the weights it returns (one sentence at a time, no padding), a mock
-- model with attention parts (gates, GMM centres), BLEU by length, errors.
local A = xa.analysis
local nn = xa.nn

local function tmpfile(text)
  local path = os.tmpname()
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
  return path
end

local function links_str(links)
  local t = {}
  for _, l in ipairs(links) do t[#t + 1] = l[1] .. "-" .. l[2] end
  return table.concat(t, " ")
end

-- ---- Pharaoh ------------------------------------------------------------------------------
test("parse_pharaoh: sure and possible links, 0-based, source first", function()
  local r = A.parse_pharaoh("0-0 2p0  2-1\t10-12 3p11")
  T.eq(links_str(r.sure), "0-0 2-1 10-12")
  T.eq(links_str(r.possible), "2-0 3-11")
  local e = A.parse_pharaoh("")
  T.eq(#e.sure + #e.possible, 0)
end)

test("parse_pharaoh / read_pharaoh: errors name the line and the token", function()
  T.raises(function() A.parse_pharaoh("0-0 1x2") end, "token 2 '1x2' is not a link")
  T.raises(function() A.parse_pharaoh("0-0 -1-2") end, "token 2 '-1-2'")
  T.raises(function() A.parse_pharaoh("0-0 1-", "f.align:7") end, "f.align:7: token 2 '1-'")
  T.raises(function() A.parse_pharaoh(3) end, "line must be a string")
  local p = tmpfile("0-0 1-1\n0-0 1p2 2:2\n")
  T.raises(function() A.read_pharaoh(p) end, p .. ":2: token 3 '2:2'")
  os.remove(p)
  T.raises(function() A.read_pharaoh("/nonexistent/x.align") end, "cannot open /nonexistent/x.align")
end)

test("read_pharaoh, format_pharaoh and write_pharaoh round trip", function()
  local p = tmpfile("1-0 0-0 2p1\n\n3-2\n")
  local g = A.read_pharaoh(p)
  os.remove(p)
  T.eq(#g, 3)
  T.eq(A.format_pharaoh(g[1].sure, g[1].possible), "0-0 1-0 2p1")
  T.eq(A.format_pharaoh(g[2].sure), "")
  local out = os.tmpname()
  A.write_pharaoh(out, {{{1, 0}, {0, 0}}, {}, {{3, 2}}})
  local f = io.open(out, "rb"); local text = f:read("a"); f:close(); os.remove(out)
  T.eq(text, "0-0 1-0\n\n3-2\n")
  T.raises(function() A.format_pharaoh({{0, -1}}) end, "sure[1] is not a link")
end)

test("read_pharaoh {base = 1}: a 1-based gold file (RWTH) gives the links and the AER of its 0-based twin", function()
  -- the gold of the hand-computed AER test below, written 0-based and 1-based
  local p0 = tmpfile("0-0 1-1 2p1\n0-0\n")
  local p1 = tmpfile("1-1 2-2 3p2\n1-1\n")
  local g0, g1 = A.read_pharaoh(p0), A.read_pharaoh(p1, {base = 1})
  T.eq(links_str(g1[1].sure), "0-0 1-1"); T.eq(links_str(g1[1].possible), "2-1"); T.eq(links_str(g1[2].sure), "0-0")
  local hyp = {{{0, 0}, {2, 1}, {2, 2}}, {{1, 0}}}
  local r0, r1 = A.aer(hyp, g0), A.aer(hyp, g1)
  T.ok(math.abs(r1.aer - 4 / 7) < 1e-12, "aer " .. r1.aer)
  T.eq(r1.aer, r0.aer); T.eq(r1.precision, r0.precision); T.eq(r1.recall, r0.recall)
  T.eq(#A.read_pharaoh(p0, {base = 0}), 2)
  -- read as 0-based, the 1-based file is another (wrong) alignment
  T.ok(A.aer(hyp, A.read_pharaoh(p1)).aer ~= r0.aer)
  -- a 0 in a 1-based file is an error naming the file, the line and the token
  local bad = tmpfile("1-1 2-2\n1-1 0-2\n")
  T.raises(function() A.read_pharaoh(bad, {base = 1}) end,
           bad .. ":2: token 2 '0-2' has an index below 1, but the file is read as 1-based (base = 1)")
  T.raises(function() A.parse_pharaoh("1p0", "g:1", {base = 1}) end, "g:1: token 1 '1p0' has an index below 1")
  T.eq(links_str(A.parse_pharaoh("3-4", nil, {base = 1}).sure), "2-3")
  T.raises(function() A.read_pharaoh(p1, {base = 2}) end, "read_pharaoh: base must be 0 or 1, got 2")
  T.raises(function() A.read_pharaoh(p1, 1) end, "read_pharaoh: options must be a table")
  T.raises(function() A.parse_pharaoh("1-1", nil, {base = -1}) end, "parse_pharaoh: base must be 0 or 1, got -1")
  for _, p in ipairs{p0, p1, bad} do os.remove(p) end
end)

-- ---- AER -----------------------------------------------------------------------------------
test("aer: hand-computed corpus figures (Och & Ney), S added to P", function()
  -- sentence 1: S = {0-0, 1-1}, P = S + {2-1}; A = {0-0, 2-1, 2-2}
  --   |A| = 3, |S| = 2, |A n S| = 1, |A n P| = 2
  -- sentence 2: S = {0-0}, P = S; A = {1-0}: |A| = 1, |S| = 1, no overlap
  -- corpus: AER = 1 - (1 + 2) / (4 + 3) = 4/7; precision 2/4; recall 1/3
  local hyp = {{{0, 0}, {2, 1}, {2, 2}}, {{1, 0}}}
  local sure = {{{0, 0}, {1, 1}}, {{0, 0}}}
  local poss = {{{2, 1}}, {}}
  local r = A.aer(hyp, sure, poss)
  T.ok(math.abs(r.aer - 4 / 7) < 1e-12, "aer " .. r.aer)
  T.ok(math.abs(r.precision - 0.5) < 1e-12)
  T.ok(math.abs(r.recall - 1 / 3) < 1e-12)
  T.eq(r.a, 4); T.eq(r.s, 3); T.eq(r.a_s, 1); T.eq(r.a_p, 2); T.eq(r.p, 4)
  -- the same through read_pharaoh's records
  local r2 = A.aer(hyp, {{sure = sure[1], possible = poss[1]}, {sure = sure[2], possible = poss[2]}})
  T.eq(r2.aer, r.aer)
  -- one sentence alone: 1 - (1 + 2) / (3 + 2) = 0.4
  T.ok(math.abs(A.aer({hyp[1]}, {sure[1]}, {poss[1]}).aer - 0.4) < 1e-12)
end)

test("aer: perfect, possible-only hits, duplicates, empty", function()
  local S = {{{0, 0}, {1, 1}}}
  T.eq(A.aer(S, S).aer, 0)
  -- A = {2-1} (possible only): 1 - (0 + 1) / (1 + 2) = 2/3
  local r = A.aer({{{2, 1}}}, S, {{{2, 1}}})
  T.ok(math.abs(r.aer - 2 / 3) < 1e-12)
  -- duplicate hypothesis links count once
  T.eq(A.aer({{{0, 0}, {0, 0}, {1, 1}}}, S).aer, 0)
  -- S listed in P as well changes nothing
  T.eq(A.aer({{{0, 0}}}, S, {{{0, 0}}}).a_p, 1)
  local e = A.aer({}, {})
  T.eq(e.aer, 0); T.eq(e.sentences, 0)
end)

test("aer: errors", function()
  T.raises(function() A.aer({{}}, {{}, {}}) end, "1 hypothesis sentences but 2 gold sentences")
  T.raises(function() A.aer({{{0, 0.5}}}, {{}}) end, "hyp sentence 1[1] is not a link")
  T.raises(function() A.aer({{}}, {{}}, {}) end, "possible must be a list of 1 link lists")
  T.raises(function() A.aer("x", {}) end, "hyp must be a list")
end)

-- ---- subwords -------------------------------------------------------------------------------
test("word_groups: @@ continuation marks", function()
  local g = A.word_groups({"un@@", "believ@@", "able", "things", "a@@"})
  T.eq(#g, 3)
  T.eq(g[1][1] .. ":" .. g[1][2], "1:3")
  T.eq(g[2][1] .. ":" .. g[2][2], "4:4")
  T.eq(g[3][1] .. ":" .. g[3][2], "5:5")
  T.eq(#A.word_groups({}), 0)
  T.raises(function() A.word_groups({"a", 3}) end, "token 2 is a number")
end)

test("merge_words: rows averaged over target subwords, columns summed over source subwords", function()
  -- target words: {1,2}, {3}; source words: {1}, {2,3}
  local m = {{0.1, 0.2, 0.7},
             {0.3, 0.3, 0.4},
             {0.5, 0.4, 0.1}}
  local w = A.merge_words(m, {{1, 2}, {3, 3}}, {{1, 1}, {2, 3}})
  -- word 1: rows 1-2 averaged = {0.2, 0.25, 0.55}; columns: {0.2, 0.8}
  -- word 2: row 3 = {0.5, 0.5}
  local exp = {{0.2, 0.8}, {0.5, 0.5}}
  for i = 1, 2 do for j = 1, 2 do T.ok(math.abs(w[i][j] - exp[i][j]) < 1e-12, ("(%d,%d) %g"):format(i, j, w[i][j])) end end
  T.eq(links_str(A.argmax_links(w)), "1-0 0-1") -- second row: a tie goes to the first column
  T.raises(function() A.merge_words(m, {{1, 2}}, {{1, 1}, {2, 3}}) end, "target groups cover 2 tokens, the matrix has 3")
  T.raises(function() A.merge_words(m, {{1, 1}, {3, 3}}, {{1, 3}}) end, "target group 2 does not continue")
  T.raises(function() A.merge_words({{1, 2}, {3}}, {{1, 2}}, {{1, 2}}) end, "row 2 has 1 columns")
end)

test("bucket_of and bucket_labels (the GMM paper's Table 6 buckets)", function()
  local b = {20, 40}
  T.eq(A.bucket_of(1, b), 1); T.eq(A.bucket_of(20, b), 1); T.eq(A.bucket_of(21, b), 2)
  T.eq(A.bucket_of(40, b), 2); T.eq(A.bucket_of(41, b), 3); T.eq(A.bucket_of(500, b), 3)
  T.eq(table.concat(A.bucket_labels(b), " "), "(0,20] [21,40] [41,inf)")
  T.eq(table.concat(A.bucket_labels({}), " "), "all")
end)

-- ---- entropy ----------------------------------------------------------------------------------
local function naive_entropy(row, base)
  local z = 0
  for _, v in ipairs(row) do z = z + v end
  if z <= 0 then return 0 end
  local h = 0
  for _, v in ipairs(row) do
    local p = v / z
    if p > 0 then h = h - p * math.log(p) end
  end
  return base and h / math.log(base) or h
end

test("token_entropy against loops: zeros, unnormalised rows, base 2, zero rows, views", function()
  local rows = {{0.5, 0.5, 0, 0}, {1, 0, 0, 0}, {0.1, 0.2, 0.3, 0.4}, {2, 1, 1, 0}, {0, 0, 0, 0}, {0.25, 0.25, 0.25, 0.25}}
  local w = xa.tensor(rows)
  local h = A.token_entropy(w):totable()
  local h2 = A.token_entropy(w, {base = 2}):totable()
  for i, r in ipairs(rows) do
    T.ok(math.abs(h[i] - naive_entropy(r)) < 1e-6, ("row %d: %g vs %g"):format(i, h[i], naive_entropy(r)))
    T.ok(math.abs(h2[i] - naive_entropy(r, 2)) < 1e-6)
  end
  T.ok(math.abs(h2[6] - 2) < 1e-6 and math.abs(h2[1] - 1) < 1e-6)
  -- a transposed (non-contiguous) 3-D input
  local x = xa.rand(3, 5, 4):transpose(1, 3)   -- (4, 5, 3)
  local hx = A.token_entropy(x):totable()
  local xt = x:totable()
  for i = 1, 4 do for j = 1, 5 do
    T.ok(math.abs(hx[i][j] - naive_entropy(xt[i][j])) < 1e-6)
  end end
  T.shape(A.token_entropy(xa.zeros(2, 0, 3)), {2, 0})
  T.raises(function() A.token_entropy(w, {base = 1}) end, "base must be a positive number other than 1")
  T.raises(function() A.token_entropy({1, 2}) end, "w must be a tensor")
end)

-- ---- a tiny random model ---------------------------------------------------------------------
local V = 12
local function tiny(dec_layers)
  local m = nn.Transformer{vocab = {src = V, tgt = V}, d = 16, heads = 2, ffn = 32,
                           layers = {enc = 1, dec = dec_layers or 3}, dropout = 0.3}
  return m:double()
end

-- items with random ids in 5..V and random word groups (some words of 2-3 subwords)
local function random_items(n, seed)
  local s = seed
  local function rnd(k) s = (s * 1103515245 + 12345) % 2147483648; return s % k end
  local items = {}
  for i = 1, n do
    local it = {}
    for _, side in ipairs{"src", "tgt"} do
      local ids, groups, k = {}, {}, 0
      local words = 1 + rnd(7)
      for _ = 1, words do
        local len = 1 + (rnd(3) == 0 and 1 + rnd(2) or 0)
        groups[#groups + 1] = {k + 1, k + len}
        for _ = 1, len do k = k + 1; ids[k] = 5 + rnd(V - 4) end
      end
      it[side], it[side .. "_groups"] = ids, groups
    end
    items[i] = it
  end
  return items
end

-- naive per-sentence computation: one sentence, no padding, plain loops
local function naive_weights(model, it)
  model:eval()
  local src = {}
  for k, id in ipairs(it.src) do src[k] = id end
  src[#src + 1] = 3                         -- </s>
  local tin = {2}                           -- <s>
  for k, id in ipairs(it.tgt) do tin[k + 1] = id end
  local _, w = xa.no_grad(function()
    return model:forward(xa.tensor({src}, {dtype = "int64"}), xa.tensor({tin}, {dtype = "int64"}), {need_weights = true})
  end)
  local out = {}
  for l = 1, #w do out[l] = w[l]:totable()[1] end  -- (H, T, S)
  return out
end

local function naive_links(W, it, layer, shift)
  local w = W[layer]
  local H = #w
  local nt, ns = #it.tgt, #it.src
  -- heads averaged, </s> row and column dropped
  local m = {}
  for t = 1, nt do
    m[t] = {}
    for j = 1, ns do
      local acc = 0
      for h = 1, H do acc = acc + w[h][t + (shift and 1 or 0)][j] end
      m[t][j] = acc / H
    end
  end
  local links = {}
  for tw, g in ipairs(it.tgt_groups) do
    local best, bj = -1, nil
    for sw, sg in ipairs(it.src_groups) do
      local acc = 0
      for t = g[1], g[2] do for j = sg[1], sg[2] do acc = acc + m[t][j] end end
      acc = acc / (g[2] - g[1] + 1)
      if acc > best then best, bj = acc, sw end
    end
    links[#links + 1] = {bj - 1, tw - 1}
  end
  return links
end

test("align: a tiny random model against a naive per-sentence computation", function()
  local model = tiny(3)
  model:train() -- the analysis must switch dropout off and restore the flag
  local items = random_items(9, 7)
  local links = A.align(model, items, {batch = 4})
  T.ok(model.training, "training flag restored")
  local links1 = A.align(model, items, {batch = 1})
  for i, it in ipairs(items) do
    local W = naive_weights(model, it)
    T.eq(links_str(links[i]), links_str(naive_links(W, it, 2)), "item " .. i .. " (penultimate layer)")
    T.eq(links_str(links1[i]), links_str(links[i]), "item " .. i .. " batch 1 vs 4")
  end
  local l3 = A.align(model, items, {layer = 3, shift = true})
  local l1 = A.align(model, items, {layer = 1})
  for i, it in ipairs(items) do
    local W = naive_weights(model, it)
    T.eq(links_str(l3[i]), links_str(naive_links(W, it, 3, true)), "item " .. i .. " layer 3 shifted")
    T.eq(links_str(l1[i]), links_str(naive_links(W, it, 1)), "item " .. i .. " layer 1")
    T.eq(#l1[i], #it.tgt_groups)
  end
  -- a one-layer decoder uses layer 1; token = word without groups
  local m1 = tiny(1)
  local plain = {{src = {5, 6, 7}, tgt = {8, 9}}}
  local lp = A.align(m1, plain)
  local W = naive_weights(m1, plain[1])
  plain[1].src_groups, plain[1].tgt_groups = A.word_groups_of_length(3), A.word_groups_of_length(2)
  T.eq(links_str(lp[1]), links_str(naive_links(W, plain[1], 1)))
end)

test("analyze: entropies by bucket and layer, locality entropy against loops", function()
  local model = tiny(2)
  local items = random_items(7, 3)
  local r = A.analyze(model, items, {buckets = {2, 4}, gates = true, batch = 3})
  local e = r.entropy
  T.eq(table.concat(e.parts, ","), "total,dot")
  T.eq(r.layers, 2)
  T.eq(r.gates[1], false)
  local bsum, bcnt, lsum, lcnt = {0, 0, 0}, {0, 0, 0}, {0, 0}, {0, 0}
  local le_sum = 0
  for i, it in ipairs(items) do
    local W = naive_weights(model, it)
    local nt = #it.tgt
    local s, le = 0, 0
    for l = 1, 2 do
      local H = #W[l]
      for t = 1, nt do
        local avg = {}
        for h = 1, H do
          local hv = naive_entropy(W[l][h][t])
          s = s + hv / H
          lsum[l], lcnt[l] = lsum[l] + hv / H, lcnt[l] + (h == 1 and 1 or 0)
          for j, v in ipairs(W[l][h][t]) do avg[j] = (avg[j] or 0) + v / H end
        end
        le = le + naive_entropy(avg, 2)
      end
    end
    local mean = s / (2 * nt)
    T.ok(math.abs(e.sentences[i].total - mean) < 1e-9, ("item %d: %g vs %g"):format(i, e.sentences[i].total, mean))
    T.eq(e.sentences[i].dot, e.sentences[i].total)
    T.ok(math.abs(r.locality.sentences[i] - le / (2 * nt)) < 1e-9)
    le_sum = le_sum + le / (2 * nt)
    local k = #it.src_groups <= 2 and 1 or #it.src_groups <= 4 and 2 or 3
    bsum[k], bcnt[k] = bsum[k] + s, bcnt[k] + 2 * nt
  end
  for k = 1, 3 do
    T.eq(e.buckets[k].n_tok * 2, bcnt[k])
    if bcnt[k] > 0 then T.ok(math.abs(e.buckets[k].total - bsum[k] / bcnt[k]) < 1e-9, "bucket " .. k) end
  end
  for l = 1, 2 do T.ok(math.abs(e.by_layer.total[l] - lsum[l] / lcnt[l]) < 1e-9, "layer " .. l) end
  T.ok(math.abs(r.locality.mean - le_sum / #items) < 1e-9)
  local all = (bsum[1] + bsum[2] + bsum[3]) / (bcnt[1] + bcnt[2] + bcnt[3])
  T.ok(math.abs(e.all.total - all) < 1e-9)
  -- base 2 divides by log 2; the wrappers agree with analyze
  local e2 = A.entropy(model, items, {buckets = {2, 4}, base = 2})
  T.ok(math.abs(e2.all.total - e.all.total / math.log(2)) < 1e-9)
  local le = A.locality_entropy(model, items)
  T.ok(math.abs(le - r.locality.mean) < 1e-12)
end)

-- ---- a mock model with attention parts ----------------------------------------------------
-- forward returns, per layer, a dot part, a "gmm" part, a gate g and total (1-g) dot + g gmm,
-- built from fixed formulas of (b, h, t, j) so the test can recompute them
local Mock = {}
Mock.__index = Mock
local function mock(L, H, K) return setmetatable({L = L, H = H, K = K, training = true}, Mock) end
function Mock:eval() self.training = false end
function Mock:train(on) self.training = on ~= false end
function Mock.gate_value(l, h, t) return ((l * 7 + h * 3 + t * 5) % 10) / 10 + 0.05 end
function Mock:forward(src, tgt_in, opts)
  assert(opts.need_weights and not self.training)
  local B, S, T_ = src:size(1), src:size(2), tgt_in:size(2)
  local pad = src:eq(1):totable()
  local weights, parts = {}, {}
  for l = 1, self.L do
    local dot, gmm, gate, tot, cen = {}, {}, {}, {}, {}
    for b = 1, B do
      dot[b], gmm[b], gate[b], tot[b], cen[b] = {}, {}, {}, {}, {}
      local Sb = 0
      for j = 1, S do if not pad[b][j] then Sb = Sb + 1 end end
      for h = 1, self.H do
        dot[b][h], gmm[b][h], gate[b][h], tot[b][h], cen[b][h] = {}, {}, {}, {}, {}
        for t = 1, T_ do
          local d, g, zd, zg = {}, {}, 0, 0
          for j = 1, S do
            if pad[b][j] then d[j], g[j] = 0, 0
            else
              d[j] = 1 + ((b + h + t * j + l) % 4)
              g[j] = (j == ((t + h) % Sb) + 1) and 3 or 0.5
            end
            zd, zg = zd + d[j], zg + g[j]
          end
          local gv = Mock.gate_value(l, h, t)
          local tr = {}
          for j = 1, S do
            d[j], g[j] = d[j] / zd, g[j] / zg * 0.9     -- the gmm part sums to 0.9
            tr[j] = (1 - gv) * d[j] + gv * g[j]
          end
          dot[b][h][t], gmm[b][h][t], gate[b][h][t], tot[b][h][t] = d, g, {gv}, tr
          local c = {}
          for k = 1, self.K do c[k] = t + k * 0.5 end
          cen[b][h][t] = c
        end
      end
    end
    weights[l] = xa.tensor(tot)
    parts[l] = {dot = xa.tensor(dot), gmm = xa.tensor(gmm), gate = xa.tensor(gate), centres = xa.tensor(cen)}
  end
  return nil, weights, parts
end

test("analyze with parts: part entropies, gate histograms per layer, attention_map marks", function()
  local model = mock(2, 2, 2)
  local items = {{src = {5, 6, 7, 8}, tgt = {5, 6, 7}}, {src = {5, 6}, tgt = {9}}, {src = {5}, tgt = {}}}
  local r = A.analyze(model, items, {bins = 10})
  T.ok(model.training, "training flag restored")
  T.eq(table.concat(r.entropy.parts, ","), "total,dot,gmm")
  -- gate histogram of layer 2 recomputed from the formula (rows 1..#tgt of each sentence)
  for l = 1, 2 do
    local counts, nsum, n = {}, 0, 0
    for k = 1, 10 do counts[k] = 0 end
    for _, it in ipairs(items) do
      for h = 1, 2 do
        for t = 1, #it.tgt do
          local g = Mock.gate_value(l, h, t)
          local k = math.min(10, math.floor(g * 10) + 1)
          counts[k] = counts[k] + 1
          nsum, n = nsum + g, n + 1
        end
      end
    end
    T.eq(table.concat(r.gates[l].counts, ","), table.concat(counts, ","), "layer " .. l)
    T.eq(r.gates[l].n, n)
    T.ok(math.abs(r.gates[l].mean - nsum / n) < 1e-6)
    T.eq(#r.gates[l].edges, 11)
  end
  -- the gmm part (sums to 0.9) is measured after renormalisation: sentence 2 (S = 3 with
  -- </s>), layer 1, head 1, t = 1: peak at j = (1 + 1) % 3 + 1 = 3
  local want = 0
  for l = 1, 2 do
    for h = 1, 2 do
      local row = {}
      for j = 1, 3 do row[j] = (j == ((1 + h) % 3) + 1) and 3 or 0.5 end
      want = want + naive_entropy(row)
    end
  end
  T.ok(math.abs(r.entropy.sentences[2].gmm - want / 4) < 1e-6, r.entropy.sentences[2].gmm .. " vs " .. want / 4)
  -- an empty target sentence has no links and no tokens
  T.eq(#r.links[3], 0)
  -- attention_map: layer 2 head 2, gmm centres as marks
  local map = A.attention_map(model, {src = {5, 6, 7}, tgt = {8, 9}, src_tokens = {"a", "b", "c"}, tgt_tokens = {"x", "y"}},
                              {layer = 2, head = 2})
  T.eq(#map.matrix, 3); T.eq(#map.matrix[1], 4)
  T.eq(table.concat(map.rows, " "), "x y </s>"); T.eq(table.concat(map.cols, " "), "a b c </s>")
  T.eq(#map.marks, 3 * 2)
  T.eq(map.marks[1][1], 1); T.eq(map.marks[1][2], 1.5); T.eq(map.marks[2][2], 2)
  T.eq(#map.gate, 3)
  T.ok(math.abs(map.gate[1] - (Mock.gate_value(2, 1, 1) + Mock.gate_value(2, 2, 1)) / 2) < 1e-6)
  local avg = A.attention_map(model, {src = {5, 6, 7}, tgt = {8, 9}}, {part = "gmm"})
  T.eq(avg.layer, 1); T.eq(#avg.marks, 3 * 2 * 2); T.eq(avg.rows[1], "8")
  T.raises(function() A.attention_map(model, {src = {5}, tgt = {6}}, {part = "window"}) end, "layer 1 has no part 'window' (it has total, dot, gmm)")
  T.raises(function() A.attention_map(model, {src = {5}, tgt = {6}}, {head = 3}) end, "head 3 does not exist")
end)

-- ---- prepare, BLEU by length ---------------------------------------------------------------
test("prepare: tokens, ids, word groups through a system's preprocessing", function()
  local sv = xa.data.Vocab.build({{"a", "b", "c@@", "d"}})
  local tv = xa.data.Vocab.build({{"x", "y@@", "z"}})
  local items = A.prepare({src_vocab = sv, tgt_vocab = tv}, {"a c@@ d b"}, {"y@@ z x"})
  local it = items[1]
  T.eq(#it.src, 4); T.eq(#it.src_groups, 3); T.eq(#it.tgt_groups, 2)
  T.eq(table.concat(it.src_words, " "), "a cd b")
  T.eq(it.src[2], sv:id("c@@"))
  T.raises(function() A.prepare({src_vocab = sv, tgt_vocab = tv}, {"a"}, {}) end, "1 source lines but 0 target lines")
  T.raises(function() A.prepare({}, {}, {}) end, "sys must be a system")
end)

test("bleu_by_length and ngram_precision", function()
  local hyps = {"a b c d", "a b", "x y z w v", "the cat sat on the mat"}
  local refs = {"a b c d", "a c", "x y z w u", "the cat sat on a mat"}
  local lens = {3, 25, 41, 20}
  local r = A.bleu_by_length(hyps, refs, lens)
  T.eq(#r, 3)
  T.eq(r[1].label, "(0,20]"); T.eq(r[1].n, 2); T.eq(r[2].n, 1); T.eq(r[3].n, 1)
  local want = xa.metrics.bleu({hyps[1], hyps[4]}, {refs[1], refs[4]}).score
  T.ok(math.abs(r[1].score - want) < 1e-9)
  local r2 = A.bleu_by_length(hyps, refs, lens, {buckets = {100}})
  T.eq(r2[2].n, 0); T.eq(r2[2].score, nil)
  T.ok(math.abs(r2[1].score - xa.metrics.bleu(hyps, refs).score) < 1e-9)
  T.raises(function() A.bleu_by_length(hyps, refs, {1}) end, "4 hypotheses, 4 references and 1 source lengths")
  T.raises(function() A.bleu_by_length(hyps, refs, lens, {buckets = {5, 5}}) end, "buckets must be increasing")
  local p = A.ngram_precision(hyps, refs, refs)
  for k = 1, 4 do
    T.ok(math.abs(p.b[k] - 100) < 1e-9)
    T.ok(math.abs(p.diff[k] - (p.b[k] - p.a[k])) < 1e-12)
  end
  -- unigrams: 4/4 + 1/2 + 4/5 + 5/6 -> 14 of 17
  T.ok(math.abs(p.a[1] - 100 * 14 / 17) < 1e-9, p.a[1])
  T.raises(function() A.ngram_precision(hyps, {"a"}, refs) end, "same number of hypotheses")
end)

test("analyze / forced: errors", function()
  local model = tiny(2)
  T.raises(function() A.analyze(model, {{src = {5}, tgt = {5}}}, {layer = 3}) end, "layer 3 does not exist (the decoder has 2 layers)")
  T.raises(function() A.analyze(model, {{src = {5, 0}, tgt = {5}}}) end, "item 1: src id 2 is 0")
  T.raises(function() A.analyze(model, {{src = {5}}}) end, "item 1 must have src and tgt id lists")
  T.raises(function() A.analyze(model, {{src = {5, 6}, tgt = {5}, src_groups = {{1, 1}}}}) end, "item 1 src groups cover 1 tokens")
  T.raises(function() A.analyze(model, {}, {buckets = {0}}) end, "buckets must be increasing positive integers")
  T.raises(function() A.align({}, {}) end, "model must have a forward method")
  T.raises(function() A.align(model, {}, {batch = 0}) end, "batch must be an integer >= 1")
  local bad = {forward = function() return nil end, training = false}
  T.raises(function() A.align(bad, {{src = {5}, tgt = {5}}}) end, "returned no attention weights")
  local r = A.analyze(model, {})
  T.eq(#r.links, 0); T.eq(r.entropy.all.total, nil)
end)
