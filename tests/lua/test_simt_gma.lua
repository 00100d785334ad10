-- The GMA policy in the streaming simulator (docs/methods.md, GMA): reads until every GMA layer's
-- g(i) = ceil(p_i + delta) is available; batched equals one sentence at a time; a large
-- delta equals full-sentence greedy decoding; unseen source tokens change nothing written.
local attn, simt = xa.attention, xa.simt

local function gma_model(seed, opts)
  xa.manual_seed(seed or 3)
  local m = xa.nn.Transformer{vocab = {src = 30, tgt = 30}, d = 16, heads = 2, ffn = 32, layers = {enc = 2, dec = 2},
    dropout = 0, encoder = "unidirectional", cross = attn.gma(opts or {delta = 1})}
  m:eval()
  return m
end

local SRCS = {{5, 6, 7, 8, 9, 10, 11}, {12, 13, 14}, {15, 16, 17, 18, 19, 20, 21, 22, 23, 24}, {25}}

test("gma policy: batched equals one sentence at a time", function()
  local m = gma_model()
  local a = simt.simulate(m, SRCS, simt.gma(), {max_len = 12})
  local b = simt.simulate(m, SRCS, "gma", {max_len = 12, batch = 1})
  for i = 1, #SRCS do
    T.eq(table.concat(a.hyps[i], " "), table.concat(b.hyps[i], " "), "hyp " .. i)
    T.eq(table.concat(a.delays[i], " "), table.concat(b.delays[i], " "), "delays " .. i)
  end
  T.eq(a.policy, "gma")
end)

test("gma policy: reads at least min(ceil(p_i + delta), J) of the first layer before token i", function()
  -- layer 1's query depends on the target prefix only, so the forced forward of the
  -- hypothesis gives the p_i the policy saw; every delay must cover ceil(p_i + delta)
  for _, delta in ipairs{0.5, 1, 2} do
    local m = gma_model(5, {delta = delta})
    local run = simt.simulate(m, SRCS, simt.gma(), {max_len = 12})
    for s, src in ipairs(SRCS) do
      local hyp = run.hyps[s]
      if #hyp > 0 then
        local J = #src + 1
        local ids = {}
        for j, v in ipairs(src) do ids[j] = v end
        ids[J] = 3
        local tin = {2}
        for t = 1, #hyp - 1 do tin[t + 1] = hyp[t] end
        local _, _, parts = m:forward(xa.tensor({ids}), xa.tensor({tin}), {need_weights = true})
        local p = parts[1].positions:reshape(-1):totable()
        for t = 1, #hyp do
          local g = math.min(math.ceil(p[t] + delta), J)
          T.ok(run.delays[s][t] >= g, ("delta %g, sentence %d, token %d: read %d < g(i) %d"):format(delta, s, t, run.delays[s][t], g))
          T.ok(run.delays[s][t] <= J)
        end
        -- delays never decrease
        for t = 2, #hyp do T.ok(run.delays[s][t] >= run.delays[s][t - 1]) end
      end
    end
  end
end)

test("gma policy: a large delta equals full-sentence greedy decoding", function()
  local m = gma_model(7)
  simt.set_delta(m, 1000)
  local run = simt.simulate(m, SRCS, simt.gma(), {max_len = 12})
  local full = simt.simulate(m, SRCS, simt.full(), {max_len = 12})
  for i = 1, #SRCS do
    T.eq(table.concat(run.hyps[i], " "), table.concat(full.hyps[i], " "), "sentence " .. i)
    for _, d in ipairs(run.delays[i]) do T.eq(d, #SRCS[i] + 1) end
  end
end)

test("gma policy: changing source tokens not yet read changes nothing already written", function()
  local m = gma_model(11, {delta = 0.5})
  local src = {5, 6, 7, 8, 9, 10, 11, 12, 13, 14}
  local run = simt.simulate(m, {src}, simt.gma(), {max_len = 14})
  local hyp, dl = run.hyps[1], run.delays[1]
  local checked = 0
  for t = 1, #hyp do
    if dl[t] < #src then
      local alt = {}
      for j, v in ipairs(src) do alt[j] = j > dl[t] and 29 - (j % 7) or v end
      local r2 = simt.simulate(m, {alt}, simt.gma(), {max_len = 14})
      for u = 1, t do T.eq(r2.hyps[1][u], hyp[u], ("token %d after changing source beyond %d"):format(u, dl[t])) end
      checked = checked + 1
    end
  end
  T.ok(checked > 0, "the policy wrote something before reading everything")
end)

test("gma policy: a REPL session steps like the simulator; errors", function()
  local m = gma_model()
  local s = simt.Session(m, SRCS[1], {policy = "gma", max_len = 12})
  s:run()
  local run = simt.simulate(m, {SRCS[1]}, simt.gma(), {max_len = 12})
  T.eq(table.concat(s.hyp, " "), table.concat(run.hyps[1], " "))
  T.eq(table.concat(s.delays, " "), table.concat(run.delays[1], " "))
  local plain = xa.nn.Transformer{vocab = {src = 30, tgt = 30}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 1},
    encoder = "unidirectional"}
  T.raises(function() simt.simulate(plain, SRCS, simt.gma()) end, "needs a model whose cross-attention holds a GMA part")
  T.raises(function() simt.set_delta(plain, 1) end, "has no GMA cross-attention")
  T.raises(function() simt.set_delta(m, -1) end, "delta must be a number >= 0")
end)
