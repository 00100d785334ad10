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
  -- other policies record no per-layer needs
  local w = simt.simulate(m, SRCS, simt.waitk(2), {max_len = 12})
  T.eq(#w.layer_needs, #SRCS)
  for i = 1, #SRCS do T.eq(#w.layer_needs[i], 0, "wait-k: no layer needs") end
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
          -- the per-layer needs the run records: layer 1's is ceil(p_i + delta) (uncapped),
          -- and what the decoder saw is the largest over the layers, capped by what was read
          local ln = run.layer_needs[s][t]
          T.eq(#ln, 2, "a need per GMA layer")
          T.eq(ln[1], math.ceil(p[t] + delta), ("delta %g, sentence %d, token %d: layer 1's need"):format(delta, s, t))
          T.eq(run.visible[s][t], math.min(math.max(ln[1], ln[2]), run.delays[s][t]), "visible = min(max need, read)")
        end
        -- delays never decrease
        for t = 2, #hyp do T.ok(run.delays[s][t] >= run.delays[s][t - 1]) end
      end
    end
  end
end)

test("gma policy: the attended count v(i) is the GMA code's g(i) = min(ceil(p_i + delta), J)", function()
  -- one alignment for every layer (share = "all"), so layer 1's p_i from a forced forward
  -- of the hypothesis is the p_i the policy used; the GMA code counts the source positions
  -- with a positive weight, which is g(i)
  local lat = xa.latency
  local checked = 0
  for _, delta in ipairs{0.5, 1, 2} do
    local m = gma_model(13, {delta = delta, share = "all"})
    local run = simt.simulate(m, SRCS, simt.gma(), {max_len = 12})
    local inst = {}
    for s, src in ipairs(SRCS) do
      local hyp, J = run.hyps[s], #src + 1
      local g = {}
      if #hyp > 0 then
        local ids = {}
        for j, v in ipairs(src) do ids[j] = v end
        ids[J] = 3
        local tin = {2}
        for t = 1, #hyp - 1 do tin[t + 1] = hyp[t] end
        local _, w, parts = m:forward(xa.tensor({ids}), xa.tensor({tin}), {need_weights = true})
        local p = parts[1].positions:reshape(-1):totable()
        local wt = w[2]:totable()[1]
        for t = 1, #hyp do
          g[t] = math.min(math.ceil(p[t] + delta), J)
          T.eq(run.visible[s][t], g[t], ("delta %g, sentence %d, token %d"):format(delta, s, t))
          -- the GMA code's count: positions with a positive weight, max over heads
          local pos = 0
          for h = 1, #wt do
            local c = 0
            for j = 1, J do if wt[h][t][j] > 0 then c = c + 1 end end
            pos = math.max(pos, c)
          end
          T.eq(pos, g[t], "positive weights")
          checked = checked + 1
        end
      end
      inst[s] = {delays = g, src_len = J}
    end
    local a = simt.latency(run, {delays = "attended", interval_ms = false}).subword
    local e = lat.corpus(inst, {level = "subword"})
    T.ok(math.abs(a.AL - e.AL) < 1e-12 and math.abs(a.AP - e.AP) < 1e-12 and math.abs(a.CW - e.CW) < 1e-12,
         ("delta %g: attended AL %g AP %g, expected %g %g"):format(delta, a.AL, a.AP, e.AL, e.AP))
  end
  T.ok(checked >= 20, "tokens checked: " .. checked)
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
  -- the default policy and the one whose reads the last layer sets (the others then see less)
  for _, layers in ipairs{"all", "last"} do
    local m = gma_model(11, {delta = 0.5})
    local src = {5, 6, 7, 8, 9, 10, 11, 12, 13, 14}
    local pol = simt.gma{layers = layers}
    local run = simt.simulate(m, {src}, pol, {max_len = 14})
    local hyp, dl = run.hyps[1], run.delays[1]
    local checked = 0
    for t = 1, #hyp do
      if dl[t] < #src then
        local alt = {}
        for j, v in ipairs(src) do alt[j] = j > dl[t] and 29 - (j % 7) or v end
        local r2 = simt.simulate(m, {alt}, pol, {max_len = 14})
        for u = 1, t do
          T.eq(r2.hyps[1][u], hyp[u], ("layers %s: token %d after changing source beyond %d"):format(layers, u, dl[t]))
        end
        checked = checked + 1
      end
    end
    T.ok(checked > 0, "the policy wrote something before reading everything")
  end
end)

test("gma policy, layers: whose g(i) sets the reads", function()
  local m = gma_model(5, {delta = 1})
  local all = simt.simulate(m, SRCS, simt.gma(), {max_len = 12})
  local same = simt.simulate(m, SRCS, simt.gma{layers = "all"}, {max_len = 12})
  local both = simt.simulate(m, SRCS, simt.gma{layers = {1, 2}}, {max_len = 12})
  local last = simt.simulate(m, SRCS, simt.gma{layers = "last"}, {max_len = 12})
  local two = simt.simulate(m, SRCS, simt.gma{layers = {2}}, {max_len = 12})
  T.eq(last.policy, "gma(last layer)"); T.eq(two.policy, "gma(layers 2)")
  local fewer = 0
  for s, src in ipairs(SRCS) do
    local J = #src + 1
    for _, r in ipairs{same, both} do
      T.eq(table.concat(r.hyps[s], " "), table.concat(all.hyps[s], " "), "all layers = the default, sentence " .. s)
      T.eq(table.concat(r.delays[s], " "), table.concat(all.delays[s], " "), "all layers = the default: delays " .. s)
    end
    T.eq(table.concat(last.delays[s], " "), table.concat(two.delays[s], " "), "last = layer 2 of 2: delays " .. s)
    for t, d in ipairs(last.delays[s]) do
      local ln = last.layer_needs[s][t]
      -- the reads cover the last layer's g(i); the decoder attended to every layer's, capped by the reads
      T.ok(d >= math.min(ln[2], J), ("sentence %d token %d: read %d < layer 2's g %d"):format(s, t, d, ln[2]))
      T.eq(last.visible[s][t], math.min(math.max(ln[1], ln[2]), d), "visible = min(max need, read)")
      if d < math.min(ln[1], J) then fewer = fewer + 1 end
    end
  end
  T.ok(fewer > 0, "layer 1 was shown fewer tokens than it asked for at some step")
  T.raises(function() simt.gma{layers = {}} end, "non-empty list")
  T.raises(function() simt.gma{layers = {0}} end, "indices >= 1")
  T.raises(function() simt.gma{layers = "first"} end, "layers must be")
  T.raises(function() simt.simulate(m, SRCS, simt.gma{layers = {3}}, {max_len = 12}) end,
           "counts decoder layer 3, which has no GMA cross-attention")
  T.eq(simt.policy{policy = "gma", layers = "last"}.name, "gma(last layer)")
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

test("GMA with a bidirectional encoder: refused when the model is built, unless allow_bidirectional", function()
  local base = {vocab = {src = 30, tgt = 30}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 2}, dropout = 0}
  local function build(o)
    local c = {}
    for k, v in pairs(base) do c[k] = v end
    for k, v in pairs(o) do c[k] = v end
    return xa.nn.Transformer(c)
  end
  local msg = 'GMA cross-attention (decoder layer 1) needs encoder = "unidirectional" (config model.encoder), got encoder = "bidirectional"'
  T.raises(function() build{cross = attn.gma{}} end, msg)
  T.raises(function() build{cross = attn.gma{delta = 2}, encoder = "bidirectional"} end, "allow_bidirectional = true")
  T.raises(function() build{cross = attn.mix{attn.dot(), attn.gma{}, gate = 0.5}, cross_layers = {2}} end,
           "(decoder layer 2) needs encoder")
  -- from a config, as train.lua builds it: before any training
  local mt = require "xattn.mt"
  local V = {}
  for i = 1, 10 do V[i] = tostring(i) end
  local small = {{"model.d", "16"}, {"model.heads", "2"}, {"model.ffn", "32"}}
  local cfg = mt.config(nil, {small[1], small[2], small[3], {"model.cross", '{"family": "gma"}'}})
  T.raises(function() mt.build_model(cfg, V, V) end, msg)
  cfg.model.encoder = "unidirectional"
  T.ok(mt.build_model(cfg, V, V))
  -- asked for explicitly: it builds and decodes full sentences; the streaming policies refuse
  -- it before any work, naming the encoder
  T.raises(function() attn.gma{allow_bidirectional = "yes"} end, "allow_bidirectional must be true or false, got yes")
  local cfg2 = mt.config(nil, {small[1], small[2], small[3], {"model.cross", '{"family": "gma", "allow_bidirectional": true}'}})
  T.ok(mt.build_model(cfg2, V, V))
  xa.manual_seed(3)
  local m = build{cross = attn.gma{allow_bidirectional = true}}
  m:eval()
  local full = simt.simulate(m, SRCS, simt.full(), {max_len = 12})
  local greedy = xa.search.greedy(m, xa.data.collate({SRCS[2]}, {eos = true}), {max_len = 12})
  T.eq(table.concat(full.hyps[2], " "), table.concat(greedy[1], " "), "full policy = offline greedy")
  local want = 'the gma policy reads the source incrementally, but the model\'s encoder is bidirectional (model.encoder = "bidirectional"): only the full policy can run it'
  T.raises(function() simt.simulate(m, SRCS, simt.gma()) end, "simt.simulate: " .. want)
  T.raises(function() simt.simulate(m, SRCS, simt.waitk{k = 2}) end, "the wait-2 policy reads the source incrementally")
  T.raises(function() simt.Session(m, SRCS[1], {policy = "gma"}) end, "simt.Session: " .. want)
  -- a checkpoint of such a model from an earlier version (its config without the option)
  -- still loads, for full-sentence decoding
  local words = {}
  for i = 1, 12 do words[i] = "w" .. i end
  local Vb = xa.data.Vocab.build({words})
  local ocfg = mt.config(nil, {small[1], small[2], small[3], {"model.cross", '{"family": "gma", "delta": 2}'},
                               {"data.bpe", "0"}, {"data.tokenize", "false"}})
  local built = mt.deepcopy(ocfg)
  built.model.cross.allow_bidirectional = true
  local old = mt.new_system(ocfg, Vb, Vb, nil, mt.build_model(built, Vb, Vb))
  local path = os.tmpname()
  xa.checkpoint.save(path, {tensors = mt.model_tensors(old.model), meta = old:meta()})
  local sys = mt.load(path)
  os.remove(path)
  T.eq(sys.cfg.model.cross.allow_bidirectional, true)
  T.eq(sys.cfg.model.cross.delta, 2)
  old.model:eval()
  local s1, t1 = xa.tensor{{5, 6, 7, 3}}, xa.tensor{{2, 8, 9}}
  T.close(sys.model:forward(s1, t1), old.model:forward(s1, t1), 0)
  T.eq(type(sys:translate({"w1 w2 w3"})[1]), "string")
  -- stream_eval passes the delay count through (full policy: attended = read = J)
  local se = sys:stream_eval({"w1 w2 w3"}, {"w4 w5"}, "full", {delays = "attended"})
  T.eq(se.latency.subword.delays, "attended")
  T.ok(se.latency.word.signature:find("|delays:attended", 1, true))
end)

test("GMA with dot attention beside it: refused when the model is built", function()
  -- dot attention in a GMA model saw the whole source in training but only the prefix read
  -- in streaming: a layer left out of cross_layers, or dot mixed into GMA by a gate, moved
  -- target 1's logits by 0.3-0.5 when unread source tokens changed
  local function build(o)
    local c = {vocab = {src = 30, tgt = 30}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 2},
               dropout = 0, encoder = "unidirectional"}
    for k, v in pairs(o) do c[k] = v end
    return xa.nn.Transformer(c)
  end
  T.raises(function() build{cross = attn.gma{delta = 1}, cross_layers = {2}} end,
    "decoder layer 1 has no GMA cross-attention while layer 2 has")
  T.raises(function() build{cross = attn.mix{attn.dot(), attn.gma{delta = 1}, gate = "learned"}} end,
    "decoder layer 1 mixes GMA with another attention (gate learned)")
  T.raises(function() build{cross = attn.mix{attn.dot(), attn.gma{delta = 1}, gate = "average"}} end,
    "mixes GMA with another attention (gate average)")
  T.ok(build{cross = attn.gma{delta = 1}})
  T.ok(build{cross = attn.mix{attn.dot(), attn.gma{delta = 1}, gate = "second"}})
  -- for full-sentence decoding only (the explicit opt-in), a mix is a model like any other
  T.ok(build{cross = attn.mix{attn.dot(), attn.gma{delta = 1, allow_bidirectional = true}, gate = "learned"},
             encoder = "bidirectional"})
  -- what the refusal protects: with GMA alone, target 1's logits do not depend on source
  -- tokens past g(1) (delta 1: the first 2 tokens)
  xa.manual_seed(5)
  local m = build{cross = attn.gma{delta = 1}}
  m:eval()
  local a = m:forward(xa.tensor{{5, 6, 7, 8, 9, 3}}, xa.tensor{{2}})
  local b = m:forward(xa.tensor{{5, 6, 20, 21, 22, 3}}, xa.tensor{{2}})
  T.close(a, b, 0)
end)

test("simt.gma_layers: which layer sets the reads, and by how much the others lag", function()
  -- by hand: J = 5; token 1 needs {2, 3} (layer 2 sets it), token 2 {4, 4} (a tie), token 3
  -- {9, 1}: layer 1's 9 is capped at J = 5 and sets it
  local r = simt.gma_layers({layer_needs = {{{2, 3}, {4, 4}, {9, 1}}}, src_tokens = {5}, delays = {{3, 4, 5}}})
  T.eq(r.layers, 2); T.eq(r.steps, 3)
  local function near(a, e, what) T.ok(math.abs(a - e) < 1e-15, ("%s: %g, expected %g"):format(what, a, e)) end
  near(r.argmax[1], 2 / 3, "layer 1 sets"); near(r.argmax[2], 2 / 3, "layer 2 sets")
  near(r.lag[1], (1 + 0 + 0) / 3, "layer 1's lag"); near(r.lag[2], (0 + 0 + 4) / 3, "layer 2's lag")
  T.eq(simt.gma_layers({layer_needs = {{}, {}}, src_tokens = {3, 4}, delays = {{}, {}}}), nil, "no GMA steps")
  -- a real run: every token has a layer that sets it, whose lag is >= 0
  local m = gma_model(7, {delta = 1})
  local run = simt.simulate(m, SRCS, simt.gma(), {max_len = 12})
  local g = simt.gma_layers(run)
  T.eq(g.layers, 2)
  T.ok(g.argmax[1] + g.argmax[2] >= 1 - 1e-12, "some layer sets every step")
  local n = 0
  for _, h in ipairs(run.hyps) do n = n + #h end
  T.eq(g.steps, n, "one step per written token")
  T.eq(simt.gma_layers(simt.simulate(m, SRCS, simt.waitk(2), {max_len = 12})), nil, "wait-k: nil")
end)
