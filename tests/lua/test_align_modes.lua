-- Alignments from GMA's predicted positions and from the window family's centres
-- (analysis.position_links, centre_links, align{from = ...}): hand-worked cases with
-- hand-computed AER, tiny random GMA and window models against a naive per-sentence
-- computation from the parts their forward returns, and errors.
local A = xa.analysis
local nn, attn = xa.nn, xa.attention

local function links_str(links)
  local t = {}
  for _, l in ipairs(links) do t[#t + 1] = l[1] .. "-" .. l[2] end
  return table.concat(t, " ")
end

test("position_links: word means, rounding, clamping, subword groups; AER by hand", function()
  -- source: 4 tokens in 3 words (tokens 0,1 | 2 | 3); target: 4 tokens in 3 words (0 | 1,2 | 3)
  local sg, tg = {{1, 2}, {3, 3}, {4, 4}}, {{1, 1}, {2, 3}, {4, 4}}
  -- word 0: 0.4 -> token 0 -> word 0; word 1: (1.2 + 2.0) / 2 = 1.6 -> token 2 -> word 1;
  -- word 2: 7.5 -> 8, past the last token -> token 3 -> word 2
  local l = A.position_links({0.4, 1.2, 2.0, 7.5}, tg, sg)
  T.eq(links_str(l), "0-0 1-1 2-2")
  -- halves round up: 0.5 -> token 1 (word 0), 2.5 -> token 3 (word 2); below 0 -> token 0
  T.eq(links_str(A.position_links({0.5, 2.5, 2.5, -3}, tg, sg)), "0-0 2-1 0-2")
  -- AER against S = {0-0, 2-1}, P = S + {1-1}: |A n S| = 1, |A n P| = 2, |A| = 3, |S| = 2
  local r = A.aer({l}, {{{0, 0}, {2, 1}}}, {{{1, 1}}})
  T.eq(r.a_s, 1); T.eq(r.a_p, 2)
  T.ok(math.abs(r.aer - (1 - 3 / 5)) < 1e-15, r.aer)
  T.ok(math.abs(r.precision - 2 / 3) < 1e-15); T.ok(math.abs(r.recall - 1 / 2) < 1e-15)
  -- one token each side; no target words; no source words
  T.eq(links_str(A.position_links({0.9}, {{1, 1}}, {{1, 1}})), "0-0")
  T.eq(#A.position_links({}, {}, {{1, 1}}), 0)
  T.eq(#A.position_links({1.0}, {{1, 1}}, {}), 0)
  T.raises(function() A.position_links({0 / 0}, {{1, 1}}, {{1, 1}}) end, "positions[1] is")
  T.raises(function() A.position_links({1, 2}, {{1, 1}}, {{1, 1}}) end, "target groups cover 1 tokens, the matrix has 2")
  T.raises(function() A.position_links("x", {}, {}) end, "positions must be a list")
end)

test("centre_links: the heads' majority word, subwords merged as attention, no link without a centre", function()
  -- source tokens 1 | 2 3 (two words), target tokens 1 | 2 | 3 | 4 (four words)
  local sg, tg = {{1, 1}, {2, 3}}, {{1, 1}, {2, 2}, {3, 3}, {4, 4}}
  local c = {
    {1, 2, 3},   -- 1/3 on word 0, 2/3 on word 1 -> word 1 (the word's subwords add up)
    {4, 0, 1},   -- 4 is past the 3 source tokens (the </s>), 0 names none -> word 0
    {4, 4, 0},   -- no head on a source token -> no link
    {1, 2, 1},   -- 2/3 word 0 -> word 0
  }
  T.eq(links_str(A.centre_links(c, tg, sg)), "1-0 0-1 0-3")
  -- ties: the first word; a two-token target word averages its tokens' shares
  T.eq(links_str(A.centre_links({{1, 2}}, {{1, 1}}, {{1, 1}, {2, 2}})), "0-0")
  T.eq(links_str(A.centre_links({{2, 2}, {1, 1}, {1, 2}}, {{1, 2}, {3, 3}}, {{1, 1}, {2, 2}})), "0-0 0-1")
  -- AER: hyp {1-0, 0-1, 0-3} against S = {1-0}, P = {0-1, 0-2}: |A n S| = 1, |A n P| = 2, |A| = 3, |S| = 1
  local r = A.aer({A.centre_links(c, tg, sg)}, {{{1, 0}}}, {{{0, 1}, {0, 2}}})
  T.ok(math.abs(r.aer - (1 - 3 / 4)) < 1e-15, r.aer)
  T.raises(function() A.centre_links({{}}, {{1, 1}}, {{1, 1}}) end, "centres[1] must be a non-empty list")
  T.raises(function() A.centre_links({{1.5}}, {{1, 1}}, {{1, 1}}) end, "centres[1][1] is 1.5, not an integer")
end)

-- ---- tiny random models against naive per-sentence computations ---------------------------
local V = 12
local function model_with(cross, encoder)
  local m = nn.Transformer{vocab = {src = V, tgt = V}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 2},
                           dropout = 0.2, cross = cross, encoder = encoder}
  return m:double()
end

local function items_of(seed, n)
  local s = seed
  local function rnd(k) s = (s * 1103515245 + 12345) % 2147483648; return s % k end
  local items = {}
  for i = 1, n do
    local it = {}
    for _, side in ipairs{"src", "tgt"} do
      local ids, groups, k = {}, {}, 0
      for _ = 1, 1 + rnd(6) do
        local len = rnd(3) == 0 and 2 or 1
        groups[#groups + 1] = {k + 1, k + len}
        for _ = 1, len do k = k + 1; ids[k] = 5 + rnd(V - 4) end
      end
      it[side], it[side .. "_groups"] = ids, groups
    end
    items[i] = it
  end
  return items
end

-- the parts of one sentence run alone (no padding, no batch)
local function parts_alone(model, it)
  model:eval()
  local src = {}
  for k, id in ipairs(it.src) do src[k] = id end
  src[#src + 1] = 3
  local tin = {2}
  for k, id in ipairs(it.tgt) do tin[k + 1] = id end
  local _, _, parts = xa.no_grad(function()
    return model:forward(xa.tensor({src}, {dtype = "int64"}), xa.tensor({tin}, {dtype = "int64"}), {need_weights = true})
  end)
  return parts
end

test("align{from = \"positions\"}: a tiny GMA model against its own p_i, one sentence at a time", function()
  local model = model_with(attn.gma{delta = 1}, "unidirectional")
  local items = items_of(11, 8)
  for _, layer in ipairs{1, 2} do
    model:train()
    local links = A.align(model, items, {from = "positions", layer = layer, batch = 3})
    T.ok(model.training, "training flag restored")
    for i, it in ipairs(items) do
      local p = parts_alone(model, it)[layer].positions:totable()[1]   -- (Hp, T)
      local ns = #it.src
      local want = {}
      for w, g in ipairs(it.tgt_groups) do
        local acc = 0
        for t = g[1], g[2] do
          local hsum = 0
          for h = 1, #p do hsum = hsum + p[h][t] end
          acc = acc + hsum / #p
        end
        local j = math.min(ns - 1, math.max(0, math.floor(acc / (g[2] - g[1] + 1) + 0.5)))
        local sw
        for k, sgp in ipairs(it.src_groups) do if j + 1 >= sgp[1] and j + 1 <= sgp[2] then sw = k end end
        want[#want + 1] = (sw - 1) .. "-" .. (w - 1)
      end
      T.eq(links_str(links[i]), table.concat(want, " "), ("layer %d item %d"):format(layer, i))
    end
  end
  -- the shifted rows: position t + 1
  local sh = A.align(model, items, {from = "positions", shift = true})
  local p = parts_alone(model, items[1])[1].positions:totable()[1]
  local nt = #items[1].tgt
  T.ok(#p[1] == nt + 1, "a row per target token and </s>")
  T.eq(#sh[1], #items[1].tgt_groups)
  -- a GMA model has no window centres
  T.raises(function() A.align(model, items, {from = "centres"}) end, "layer 1 has no window centres")
end)

test("align{from = \"centres\"}: a tiny window model against its heads' centres, one sentence at a time", function()
  local model = model_with(attn.window{win = 1})
  local items = items_of(5, 8)
  local links = A.align(model, items, {from = "centres", layer = 2, batch = 4})
  for i, it in ipairs(items) do
    local c = parts_alone(model, it)[2].centre:totable()[1]            -- (H, T) 1-based
    local ns, H = #it.src, #c
    local want = {}
    for w, g in ipairs(it.tgt_groups) do
      -- count the (head, token) pairs of the word centred on each source word
      local votes = {}
      for k = 1, #it.src_groups do votes[k] = 0 end
      for t = g[1], g[2] do
        for h = 1, H do
          local j = math.tointeger(c[h][t])
          if j >= 1 and j <= ns then
            for k, sgp in ipairs(it.src_groups) do if j >= sgp[1] and j <= sgp[2] then votes[k] = votes[k] + 1 end end
          end
        end
      end
      local best, bk = 0, nil
      for k, v in ipairs(votes) do if v > best then best, bk = v, k end end
      if bk then want[#want + 1] = (bk - 1) .. "-" .. (w - 1) end
    end
    T.eq(links_str(links[i]), table.concat(want, " "), "item " .. i)
  end
  local r = select(2, A.align(model, items, {from = "centres"}))
  T.eq(r.from, "centres"); T.eq(r.layer, 1)
  T.raises(function() A.align(model, items, {from = "positions"}) end, "layer 1 has no predicted positions")
  T.raises(function() A.align(model, items, {from = "gma"}) end, "from must be \"attention\", \"positions\" or \"centres\"")
  -- a plain dot model has neither
  local dot = model_with(nil)
  T.raises(function() A.align(dot, items, {from = "centres"}) end, "the layer's parts: dot")
end)
