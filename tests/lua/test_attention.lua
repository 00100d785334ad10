-- xattn.attention: the Cross module, the mix and its gates, configs, the visible-prefix
-- mask, and the Transformer plumbing (parts under need_weights, incremental decoding).
-- References: nn.MultiheadAttention (tested against PyTorch goldens) and naive Lua loops.
local nn = require "xattn.nn"
local attn = require "xattn.attention"

local NEG = -math.huge

-- a test-only part: uniform weights over the unmasked keys (independent of the logits)
local Uniform = nn.Module:extend("test.Uniform")
function Uniform:weights(ctx)
  local keep
  if ctx.mask then keep = ctx.mask:logical_not():to(ctx.dtype)
  else keep = xa.ones({1, 1, 1, ctx.S}, {dtype = ctx.dtype}) end
  keep = keep:expand(ctx.B, ctx.H, ctx.T, ctx.S)
  return keep / keep:sum(4, true), {n = ctx.J}
end
local function uniform() return {kind = "uniform", opts = {}, build = function() return Uniform() end} end

-- copies the q/k/v/out weights of a into b
local function copy_proj(a, b)
  xa.no_grad(function()
    for _, n in ipairs{"q", "k", "v", "out"} do
      b[n].weight:copy_(a[n].weight)
      b[n].bias:copy_(a[n].bias)
    end
  end)
end

local function inputs(B, T, S, D, dtype)
  local q = xa.randn(B, T, D):to(dtype or "float64")
  local kv = xa.randn(B, S, D):to(dtype or "float64")
  return q, kv
end

test("mix{dot} equals nn.MultiheadAttention with the same weights (with padding)", function()
  local mha = nn.MultiheadAttention{d = 8, heads = 2, kind = "cross"}:to("float64")
  local cross = attn.mix{attn.dot()}(1, 8, 2, 0):to("float64")
  copy_proj(mha, cross)
  local q, kv = inputs(2, 3, 4, 8)
  local pad = xa.tensor({{false, false, false, false}, {false, false, true, true}})
  local o1, w1 = mha(q, kv, {key_padding = pad, need_weights = true})
  local o2, w2, parts = cross(q, kv, {key_padding = pad, need_weights = true})
  T.close(o2, o1, 1e-12)
  T.close(w2, w1, 1e-12)
  T.close(parts.dot, w1, 1e-12)
end)

test("a two-part mix with a fixed gate: out and weights against a naive loop", function()
  local B, Tq, S, D, H = 2, 3, 4, 6, 2
  local cross = attn.mix{attn.dot(), uniform(), gate = 0.3}(1, D, H, 0):to("float64")
  local q, kv = inputs(B, Tq, S, D)
  local pad = xa.tensor({{false, false, false, false}, {false, true, true, true}})
  local out, gamma, parts = cross(q, kv, {key_padding = pad, need_weights = true})
  T.shape(gamma, {B, H, Tq, S})
  -- the dot part from an independent MHA, the uniform part by hand
  local mha = nn.MultiheadAttention{d = D, heads = H, kind = "cross"}:to("float64")
  copy_proj(cross, mha)
  local _, alpha = mha(q, kv, {key_padding = pad, need_weights = true})
  local a, g = alpha:totable(), gamma:totable()
  local J = {4, 1}
  for b = 1, B do for h = 1, H do for t = 1, Tq do for s = 1, S do
    local u = s <= J[b] and 1 / J[b] or 0
    local e = 0.7 * a[b][h][t][s] + 0.3 * u
    T.ok(math.abs(g[b][h][t][s] - e) < 1e-12, ("gamma[%d][%d][%d][%d] = %g, want %g"):format(b, h, t, s, g[b][h][t][s], e))
  end end end end
  T.close(parts.dot, alpha, 1e-12)
  T.close(parts.gate, xa.full({B, H, Tq, 1}, 0.3, {dtype = "float64"}), 0)
  -- out = concat_h(gamma v) Wo^T + bo, by loops
  local v = (kv:matmul(cross.v.weight:t()) + cross.v.bias):totable()
  local Wo, bo = cross.out.weight:totable(), cross.out.bias:totable()
  local dh = D // H
  local o = out:totable()
  for b = 1, B do for t = 1, Tq do
    local ctxv = {}
    for h = 1, H do for c = 1, dh do
      local acc = 0
      for s = 1, S do acc = acc + g[b][h][t][s] * v[b][s][(h - 1) * dh + c] end
      ctxv[(h - 1) * dh + c] = acc
    end end
    for r = 1, D do
      local acc = bo[r]
      for c = 1, D do acc = acc + Wo[r][c] * ctxv[c] end
      T.ok(math.abs(o[b][t][r] - acc) < 1e-10, "out mismatch")
    end
  end end
end)

test("gates: learned and linear lie in (0,1); first/second select one part; average is 0.5", function()
  local q, kv = inputs(2, 3, 5, 8)
  for _, gk in ipairs{"learned", "linear"} do
    local c = attn.mix{attn.dot(), uniform(), gate = gk}(1, 8, 2, 0):to("float64")
    local _, _, parts = c(q, kv, {need_weights = true})
    T.shape(parts.gate, {2, 2, 3, 1})
    T.ok(parts.gate:gt(0):all():item() and parts.gate:lt(1):all():item(), gk .. " gate outside (0,1)")
  end
  local c1 = attn.mix{attn.dot(), uniform(), gate = "first"}(1, 8, 2, 0):to("float64")
  local _, w1, p1 = c1(q, kv, {need_weights = true})
  T.close(w1, p1.dot, 0)
  T.close(w1:sum(4), xa.ones({2, 2, 3}, {dtype = "float64"}), 1e-12)
  local c2 = attn.mix{attn.dot(), uniform(), gate = "second"}(1, 8, 2, 0):to("float64")
  local _, w2 = c2(q, kv, {need_weights = true})
  T.close(w2, xa.full({2, 2, 3, 5}, 0.2, {dtype = "float64"}), 1e-12)
  local c3 = attn.mix{attn.dot(), uniform(), gate = "average"}(1, 8, 2, 0):to("float64")
  local _, w3, p3 = c3(q, kv, {need_weights = true})
  T.close(w3, p3.dot * 0.5 + 0.1, 1e-12)
  T.eq(#c1:parameters(), 8, "no gate parameters for a fixed gate")
  T.eq(#attn.mix{attn.dot(), uniform(), gate = "learned"}(1, 8, 2, 0):parameters(), 12)
end)

test("three parts: a softmax gate, rows still sum to 1", function()
  local q, kv = inputs(2, 2, 4, 8)
  local c = attn.mix{attn.dot(), uniform(), attn.dot(), gate = "learned"}(1, 8, 2, 0):to("float64")
  local _, w, parts = c(q, kv, {need_weights = true})
  T.shape(parts.gate, {2, 2, 2, 3})
  T.close(parts.gate:sum(4), xa.ones({2, 2, 2}, {dtype = "float64"}), 1e-12)
  T.close(w:sum(4), xa.ones({2, 2, 2}, {dtype = "float64"}), 1e-12)
  T.ok(parts.dot3 ~= nil, "a repeated kind is recorded as kind..index")
  local cl = attn.mix{attn.dot(), uniform(), attn.dot(), gate = {0.5, 0.25, 0.25}}(1, 8, 2, 0):to("float64")
  local _, wl, pl = cl(q, kv, {need_weights = true})
  T.close(wl, pl.dot * 0.75 + 0.25 * 0.25, 1e-12)
end)

test("gradcheck through a learned-gate mix (float64)", function()
  local c = attn.mix{attn.dot(), uniform(), gate = "learned"}(1, 4, 2, 0):to("float64")
  local kv = T.param(2, 3, 4)
  local pad = xa.tensor({{false, false, false}, {false, false, true}})
  local ps = c:parameters()
  T.gradcheck(function(q, k, gw)
    c.gate.fc1.weight = gw
    return c(q, k, {key_padding = pad}):sum()
  end, {T.param(2, 2, 4), kv, c.gate.fc1.weight:detach():requires_grad_(true)})
  T.ok(#ps == 12)
end)

test("visible: keys beyond the prefix get zero weight, changing them changes nothing", function()
  local mha = nn.MultiheadAttention{d = 8, heads = 2, kind = "cross"}:to("float64")
  local cross = attn.mix{attn.dot(), uniform(), gate = "learned"}(1, 8, 2, 0):to("float64")
  local q, kv = inputs(2, 3, 5, 8)
  local vis = xa.tensor({1, 2, 4}, {dtype = "int64"})
  for _, m in ipairs{mha, cross} do
    local o1, w = m(q, kv, {visible = vis, need_weights = true})
    local wt = w:totable()
    for b = 1, 2 do for h = 1, 2 do for t = 1, 3 do for s = 1, 5 do
      if s > vis:get(t) then T.eq(wt[b][h][t][s], 0, "weight beyond the visible prefix") end
    end end end end
    local kv2 = kv:clone()
    kv2:narrow(2, 5, 1):fill_(7)   -- never visible
    local o2 = m(q, kv2, {visible = vis})
    T.close(o2, o1, 1e-12)
    -- per-sentence (B, T) form
    local vb = xa.tensor({{1, 2, 4}, {5, 5, 5}}, {dtype = "int64"})
    local _, wb = m(q, kv, {visible = vb, need_weights = true})
    T.close(wb:narrow(1, 1, 1), w:narrow(1, 1, 1), 1e-12)
  end
  T.raises(function() mha(q, kv, {visible = xa.tensor({1, 2})}) end, "visible must be an int64 (3) or (2, 3) tensor")
end)

local SRC = {{5, 6, 7, 8, 9, 3}, {10, 7, 5, 3, 1, 1}}
local TGT = {{2, 5, 6, 7, 8}, {2, 9, 10, 11, 12}}

test("Transformer with a mix: parts under need_weights; decode_step equals forward", function()
  local m = nn.Transformer{vocab = {src = 20, tgt = 19}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 2},
                           dropout = 0, cross = attn.mix{attn.dot(), uniform(), gate = "learned"},
                           cross_layers = {2}}
  m:eval()
  local src, tgt = xa.tensor(SRC), xa.tensor(TGT)
  local logits, weights, parts = m:forward(src, tgt, {need_weights = true})
  T.eq(#weights, 2)
  T.ok(parts[1].dot == weights[1] and parts[1].gate == nil, "layer 1 is plain attention")
  T.ok(parts[2].gate ~= nil and parts[2].uniform ~= nil, "layer 2 has gate and parts")
  T.close(weights[2]:sum(4), xa.ones({2, 2, 5}), 1e-5)
  T.ok(tostring(m):find("attn.Cross(dot+uniform", 1, true), "repr names the mix")
  local full = logits:log_softmax(3)
  local enc, state = m:encode(src), {}
  for t = 1, 5 do T.close(m:decode_step(enc, tgt:narrow(2, t, 1), state), full:select(2, t), 1e-4) end
  -- reorder follows the beam
  local idx = xa.tensor({2, 2}, {dtype = "int64"})
  local enc2 = m:reorder(enc, state, idx)
  T.eq(state.layers[2].cross.lengths:get(1), 4)
  T.ok(enc2.out:size(1) == 2)
  local names = {}
  for _, np in ipairs(m:named_parameters()) do names[np[1]] = true end
  T.ok(names["decoder.layers.2.cross.gate.fc1.weight"] and names["decoder.layers.2.cross.q.weight"],
       "named parameters of the mix")
end)

test("Transformer: a bare part spec means dot + that part", function()
  local m = nn.Transformer{vocab = {src = 20, tgt = 19}, d = 16, heads = 2, ffn = 32, layers = {enc = 1, dec = 1},
                           cross = uniform()}
  T.ok(tostring(m):find("dot+uniform", 1, true))
end)

test("from_config: families, mixes and errors", function()
  T.eq(attn.from_config(nil), nil)
  T.eq(attn.from_config("dot"), nil)
  attn.uniform = function(o) local s = uniform(); s.opts = o; return s end
  local f = attn.from_config({family = "uniform", gate = "average"})
  T.eq(f.gate, "average")
  T.eq(#f.parts, 2)
  local m = attn.from_config({mix = {"dot", {family = "uniform"}}, gate = 0.25})
  T.eq(m.gate, 0.25)
  attn.uniform = nil
  T.raises(function() attn.from_config({family = "nosuch"}) end, "unknown attention family 'nosuch'")
  T.raises(function() attn.from_config({family = "is_spec"}) end, "unknown attention family 'is_spec'")
  T.raises(function() attn.from_config({mix = {}}) end, "must be a list of parts")
  T.raises(function() attn.from_config(3) end, "must be a family name")
end)

test("mix: bad arguments are clear errors", function()
  T.raises(function() attn.mix(3) end, "attention.mix: expects a table")
  T.raises(function() attn.mix{} end, "needs at least one part")
  T.raises(function() attn.mix{attn.dot(), 5} end, "part 2 must be a part spec")
  T.raises(function() attn.mix{attn.dot(), uniform(), gate = "bogus"} end, "gate must be learned")
  T.raises(function() attn.mix{attn.dot(), uniform(), gate = 1.5} end, "number in [0, 1]")
  T.raises(function() attn.mix{attn.dot(), uniform(), attn.dot(), gate = "first"} end, "needs two parts")
  T.raises(function() attn.mix{attn.dot(), uniform(), attn.dot(), gate = {0.5, 0.5, 0.5}} end, "sum to 1")
  T.raises(function() attn.mix{attn.dot(), uniform(), foo = 1} end, "unknown option 'foo'")
  local c = attn.mix{attn.dot()}(1, 8, 2, 0)
  T.raises(function() c(xa.randn(2, 3, 7), xa.randn(2, 4, 8)) end, "attention.Cross: q_in must be (B, T, 8), got (2,3,7)")
  T.raises(function() c(xa.randn(2, 3, 8), xa.randn(3, 4, 8)) end, "kv_in must be (2, S, 8)")
  T.raises(function() nn.Transformer{vocab = {src = 20, tgt = 19}, cross = 5} end, "cross must be an attention mix")
end)

test("mt config: model.cross and model.cross_layers from JSON and the command line", function()
  local mt = require "xattn.mt"
  local cfg = mt.config({model = {cross = {mix = {"dot", "dot"}, gate = "average"}, cross_layers = {2}}},
                        {{"model.d", "16"}, {"model.heads", "2"}, {"model.ffn", "32"}})
  local V = {}
  for i = 1, 10 do V[i] = tostring(i) end
  local m = mt.build_model(cfg, V, V)
  T.ok(tostring(m.decoder.layers[2].cross):find("attn.Cross(dot+dot", 1, true))
  T.ok(not tostring(m.decoder.layers[1].cross):find("attn.Cross", 1, true))
  -- the configuration is checked when it is made, not when the model is built
  T.raises(function() mt.config(nil, {{"model.cross", '{"family": "nosuch"}'}}) end,
           "config: model.cross: unknown family 'nosuch' (dot, ")
  T.raises(function() mt.config(nil, {{"model.cross", '{"family": '}}) end, "config: model.cross: is not valid JSON")
  T.raises(function() mt.config(nil, {{"model.cross_layers", "3"}}) end,
           "config: model.cross_layers: must be \"all\" or a list of decoder layers")
end)

test("nn.Transformer: an unknown option is an error (a typo must not be ignored)", function()
  T.raises(function() nn.Transformer{vocab = {src = 20, tgt = 19}, laten = {K = 6}} end, "nn.Transformer: unknown option 'laten'")
  -- the list of options names latent; the config's layer counts get a hint
  T.raises(function() nn.Transformer{vocab = {src = 20, tgt = 19}, laten = {K = 6}} end, "heads, latent, layers,")
  T.raises(function() nn.Transformer{vocab = {src = 20, tgt = 19}, dec_layers = 2} end,
           "unknown option 'dec_layers' (layers = {enc = N, dec = N})")
end)

-- ---- the localness and hard-coded Gaussian baselines replace dot attention ---------------------
local function cross_names(m)
  local r = {}
  for _, np in ipairs(m:named_parameters()) do
    local n = np[1]:match("^decoder%.layers%.1%.cross%.(.*)$")
    if n and not n:match("^[qkvo]u?t?%.") then r[#r + 1] = n end
  end
  table.sort(r)
  return table.concat(r, " ")
end

local BASE = {vocab = {src = 20, tgt = 19}, d = 8, heads = 2, ffn = 16, layers = {enc = 1, dec = 1}, dropout = 0}

local function transformer(cross)
  local c = {}
  for k, v in pairs(BASE) do c[k] = v end
  c.cross = cross
  return nn.Transformer(c):to("float64")
end

test("localness / hard_gaussian alone (part spec or config) build the baseline, not a mix with dot", function()
  local SRC = xa.tensor{{5, 6, 7, 8, 9, 3}, {10, 7, 5, 3, 1, 1}}
  local TGT = xa.tensor{{2, 5, 6, 7, 8}, {2, 9, 10, 11, 12}}
  local lens = {6, 4}
  -- hard-coded Gaussian: the cross weights are the fixed Gaussian itself (a naive loop),
  -- whatever the model's parameters
  for _, m in ipairs{transformer(attn.hard_gaussian{sigma = 1.5, ratio = 0.8}),
                     transformer(attn.from_config{family = "hard_gaussian", sigma = 1.5, ratio = 0.8})} do
    m:eval()
    T.eq(cross_names(m), "", "no gate, no parameters")
    local _, weights, parts = m:forward(SRC, TGT, {need_weights = true})
    local w = weights[1]:totable()
    for b = 1, 2 do
      local J = lens[b]
      for h = 1, 2 do
        for i = 1, 5 do
          local c = math.min(math.max(i * 0.8, 1), J)
          local z = 0
          for j = 1, J do z = z + math.exp(-(j - c) ^ 2 / (2 * 1.5 ^ 2)) end
          for j = 1, 6 do
            local e = j <= J and math.exp(-(j - c) ^ 2 / (2 * 1.5 ^ 2)) / z or 0
            T.ok(math.abs(w[b][h][i][j] - e) < 1e-12, ("b %d h %d i %d j %d: %g, expected %g"):format(b, h, i, j, w[b][h][i][j], e))
          end
        end
      end
    end
    T.eq(parts[1].dot, nil, "no dot part")
  end
  -- localness: one part (softmax(logits + G), tested against a naive loop in test_gmm.lua),
  -- the mixed weights are that part's
  for _, cross in ipairs{attn.localness{}, attn.from_config("localness"), attn.from_config{family = "localness"}} do
    local m = transformer(cross)
    m:eval()
    T.eq(cross_names(m), "parts.1.proj.weight parts.1.v.weight")
    local _, weights, parts = m:forward(SRC, TGT, {need_weights = true})
    T.close(weights[1], parts[1].localness, 0)
    T.eq(parts[1].dot, nil)
    T.eq(parts[1].gate, nil)
  end
  -- mixing with dot only when asked: mix = a gate (true = "learned")
  for _, c in ipairs{{family = "localness", mix = "learned"}, {family = "localness", mix = true}} do
    local f = attn.from_config(c)
    T.eq(#f.parts, 2); T.eq(f.parts[1].kind, "dot"); T.eq(f.gate, "learned")
    T.eq(cross_names(transformer(f)), "gate.fc1.bias gate.fc1.weight gate.fc2.bias gate.fc2.weight parts.2.proj.weight parts.2.v.weight")
  end
  local f = attn.factory(attn.hard_gaussian{mix = 0.25})
  T.eq(#f.parts, 2); T.eq(f.gate, 0.25)
  T.eq(attn.from_config{family = "hard_gaussian", mix = "average"}.gate, "average")
  T.eq(#attn.from_config{family = "hard_gaussian", mix = false}.parts, 1)
  -- in an explicit mix, the part's mix option is the default gate
  T.eq(attn.mix{attn.dot(), attn.localness{mix = "linear"}}.gate, "linear")
  T.eq(attn.mix{attn.dot(), attn.localness{}}.gate, "learned")
  T.raises(function() attn.localness{mix = "bogus"} end, "attn.localness: mix must be a gate")
  T.raises(function() attn.hard_gaussian{mix = 2} end, "attn.hard_gaussian: mix must be a gate")
  T.raises(function() attn.from_config{family = "localness", mix = {1}} end, "mix must be a gate")
end)

test("a checkpoint of the former localness / hard_gaussian shorthand (dot + learned gate) loads as that model", function()
  local mt = require "xattn.mt"
  local words = {}
  for i = 1, 12 do words[i] = "w" .. i end
  local V = xa.data.Vocab.build({words})
  local small = {{"model.d", "8"}, {"model.heads", "2"}, {"model.ffn", "16"}, {"model.enc_layers", "1"},
                 {"model.dec_layers", "2"}, {"data.tokenize", "false"}, {"data.bpe", "0"}}
  local dir = os.tmpname()
  local src, tgt = xa.tensor{{5, 6, 7, 8, 3}}, xa.tensor{{2, 9, 10, 11}}
  for _, case in ipairs{{"localness", "localness"}, {"hard_gaussian", '{"family": "hard_gaussian", "sigma": 2}'}} do
    local fam, text = case[1], case[2]
    local o = {table.unpack(small)}
    o[#o + 1] = {"model.cross", text}
    local cfg = mt.config(nil, o)                         -- the config as the old checkpoint stored it
    -- the model the old code built from it: dot + the part with a learned gate
    local part = type(cfg.model.cross) == "table" and mt.deepcopy(cfg.model.cross) or {family = fam}
    local old_cfg = mt.deepcopy(cfg)
    old_cfg.model.cross = {mix = {"dot", part}, gate = "learned"}
    local old = mt.new_system(cfg, V, V, nil, mt.build_model(old_cfg, V, V))
    xa.checkpoint.save(dir, {tensors = mt.model_tensors(old.model), meta = old:meta()})
    local sys = mt.load(dir)
    T.eq(sys.cfg.model.cross.family, fam)
    T.eq(sys.cfg.model.cross.mix, "learned")
    if fam == "hard_gaussian" then T.eq(sys.cfg.model.cross.sigma, 2) end
    local n1, n2 = {}, {}
    for _, np in ipairs(old.model:named_parameters()) do n1[#n1 + 1] = np[1] end
    for _, np in ipairs(sys.model:named_parameters()) do n2[#n2 + 1] = np[1] end
    T.eq(table.concat(n2, " "), table.concat(n1, " "))
    old.model:eval()
    T.close(sys.model:forward(src, tgt), old.model:forward(src, tgt), 0, fam .. " logits")
    -- a checkpoint of the baseline alone (no gate parameters) stays alone
    local new = mt.new_system(cfg, V, V)
    xa.checkpoint.save(dir, {tensors = mt.model_tensors(new.model), meta = new:meta()})
    local sys2 = mt.load(dir)
    T.eq(xa.json.encode(sys2.cfg.model.cross), xa.json.encode(cfg.model.cross))
    T.eq(#sys2.model.decoder.layers[1].cross.parts, 1)
  end
  os.remove(dir)
  -- upgrade_config itself
  local t = {["model.decoder.layers.2.cross.gate.fc1.weight"] = xa.zeros(1)}
  local function up(c, enc, tensors)
    local mc = {cross = c, encoder = enc or "bidirectional"}
    local notes = attn.upgrade_config(mc, tensors or t)
    return mc.cross, notes
  end
  T.eq(up("localness").mix, "learned")
  T.eq(up({family = "hard_gaussian", sigma = 3}).sigma, 3)
  local c, notes = up("localness", nil, {})
  T.eq(c, "localness"); T.eq(#notes, 0)
  T.eq(up("gmm"), "gmm")
  local keep = {family = "localness", mix = "average"}
  T.eq(up(keep), keep)
  T.eq(#select(2, up("localness")), 1)
  -- GMA of an earlier version with a bidirectional encoder: allowed, so that it loads
  T.eq(up("gma").allow_bidirectional, true)
  T.eq(up({family = "gma", delta = 2}).delta, 2)
  T.eq(up("gma", "unidirectional"), "gma")
  T.eq(up({family = "gma", allow_bidirectional = false}).allow_bidirectional, false)
  local mixed = up({mix = {"dot", {family = "gma"}}, gate = 0.5})
  T.eq(mixed.mix[1], "dot"); T.eq(mixed.mix[2].allow_bidirectional, true); T.eq(mixed.gate, 0.5)
  T.raises(function() attn.upgrade_config({cross = "localness"}, nil) end, "attention.upgrade_config: tensors must be a table")
  T.raises(function() attn.upgrade_config("localness", {}) end, "attention.upgrade_config: model_cfg must be the model table")
end)
