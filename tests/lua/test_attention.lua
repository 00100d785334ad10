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
end)
