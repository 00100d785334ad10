-- The Transformer against golden files from an independent PyTorch model
-- (tests/golden/gen_transformer.py), and its decoding interface: incremental state,
-- reorder, masks, parameter count.
local nn = require "xattn.nn"

local GOLDEN = "tests/golden/"

local function golden(name)
  local g = dofile(GOLDEN .. "transformer_" .. name .. ".lua")
  local base = GOLDEN .. "transformer_" .. name
  g.params_flat = xa.fromfile(base .. ".params.f32", "float32", {g.numel})
  g.grads_flat = xa.fromfile(base .. ".grads.f64", "float64", {g.numel})
  g.logits = xa.fromfile(base .. ".logits.f64", "float64", g.logits_shape)
  return g
end

local function slice(flat, p)
  local n = 1
  for _, s in ipairs(p.shape) do n = n * s end
  return flat:narrow(1, p.offset + 1, n):view(p.shape)
end

-- a model of the golden config with the golden weights copied into each named parameter
local function load_model(g, dtype)
  local model = nn.Transformer(g.config)
  if dtype then model:to(dtype) end
  local np = model:named_parameters()
  T.eq(#np, #g.params, "number of named parameters")
  local byname = {}
  for _, e in ipairs(np) do byname[e[1]] = e[2] end
  xa.no_grad(function()
    for _, p in ipairs(g.params) do
      local t = byname[p.name]
      T.ok(t, "xattn has no parameter named " .. p.name)
      T.shape(t, p.shape, p.name)
      t:copy_(slice(g.params_flat, p))
    end
  end)
  return model, byname
end

local function batch_of(g)
  return {src = xa.tensor(g.src), tgt_in = xa.tensor(g.tgt_in), tgt_out = xa.tensor(g.tgt_out)}
end

local function check_golden(name, dtype, tol)
  local g = golden(name)
  local model, byname = load_model(g, dtype)
  -- names in the same order as the generator's list
  for i, e in ipairs(model:named_parameters()) do T.eq(e[1], g.params[i].name, "parameter " .. i) end
  local b = batch_of(g)
  local logits = model:forward(b.src, b.tgt_in)
  T.close(logits, g.logits, tol, name .. " logits")
  local loss, nll, ntok = model:loss(b, {label_smoothing = g.label_smoothing})
  T.close(loss, g.loss, tol, name .. " loss")
  T.ok(math.abs(nll - g.nll_sum) <= tol * (1 + math.abs(g.nll_sum)), ("nll %g vs %g"):format(nll, g.nll_sum))
  T.eq(ntok, g.ntokens, "ntokens")
  loss:backward()
  for _, p in ipairs(g.params) do
    local grad = byname[p.name].grad
    T.ok(grad, "no gradient for " .. p.name)
    T.close(grad, slice(g.grads_flat, p), tol, name .. " grad of " .. p.name)
  end
end

test("golden post-norm (separate embeddings, tied output): logits, loss, every gradient, float32", function()
  check_golden("post", nil, 1e-4)
end)

test("golden pre-norm (shared embeddings, untied output): logits, loss, every gradient, float32", function()
  check_golden("pre", nil, 1e-4)
end)

test("golden post-norm and pre-norm in float64 agree to 1e-9", function()
  check_golden("post", "float64", 1e-9)
  check_golden("pre", "float64", 1e-9)
end)

test("fromfile: wrong size, missing file and bad dtype are errors", function()
  T.raises(function() xa.fromfile(GOLDEN .. "transformer_post.logits.f64", "float64", {3, 5}) end,
    "holds 1560 bytes but shape (3,5) of float64 needs 120")
  T.raises(function() xa.fromfile(GOLDEN .. "nope.bin", "float32", {1}) end, "cannot open")
  T.raises(function() xa.fromfile(GOLDEN .. "transformer_post.logits.f64", "complex", {1}) end, "dtype")
end)

test("tofile/fromfile round trip (non-contiguous source, int64, bool, empty)", function()
  local path = os.tmpname()
  local a = xa.randn(3, 4):t()
  a:tofile(path)
  T.close(xa.fromfile(path, "float32", {4, 3}), a, 0)
  local i = xa.tensor{{1, -2}, {3, 4}}
  i:tofile(path)
  T.close(xa.fromfile(path, "int64", {2, 2}), {{1, -2}, {3, 4}}, 0)
  xa.tensor{true, false}:tofile(path)
  T.close(xa.fromfile(path, "bool", {2}), {true, false}, 0)
  xa.zeros(0, 3):tofile(path)
  T.shape(xa.fromfile(path, "float32", {0, 3}), {0, 3})
  os.remove(path)
end)

-- a small random model for the interface tests
local function small(opts)
  local cfg = {vocab = {src = 17, tgt = 19}, d = 16, heads = 2, ffn = 24, layers = {enc = 2, dec = 2},
               dropout = 0, norm = "post"}
  for k, v in pairs(opts or {}) do cfg[k] = v end
  local m = nn.Transformer(cfg)
  m:eval()
  return m
end

local SRC = {{5, 6, 7, 8, 9, 3}, {10, 7, 5, 3, 1, 1}, {6, 16, 9, 3, 1, 1}}

test("incremental decode_step equals the full forward's last position at every step", function()
  for _, norm in ipairs{"post", "pre"} do
    local m = small{norm = norm}
    local src = xa.tensor(SRC)
    local tgt = xa.tensor{{2, 5, 6, 7, 8, 9}, {2, 9, 10, 11, 12, 13}, {2, 12, 5, 18, 4, 3}}
    local full = m:forward(src, tgt):log_softmax(3) -- (B, T, V)
    local enc = m:encode(src)
    local state = {}
    for t = 1, tgt:size(2) do
      local lp = m:decode_step(enc, tgt:narrow(2, t, 1), state)
      T.shape(lp, {3, 19})
      T.close(lp, full:select(2, t), 1e-4, norm .. " step " .. t)
      T.eq(state.pos, t, "state.pos")
    end
  end
end)

test("decode_step records no graph; cross k/v computed once per sentence", function()
  local m = small()
  local src = xa.tensor(SRC)
  local enc = m:encode(src)
  local state = {}
  local lp = m:decode_step(enc, xa.full({3, 1}, 2, {dtype = "int64"}), state)
  T.ok(not lp.requires_grad, "log-probs require grad")
  T.ok(xa.is_grad_enabled(), "decode_step left gradients off")
  -- an error inside the step leaves the mode as it was
  local ok = pcall(m.decode_step, m, enc, xa.full({3, 1}, 10 ^ 6, {dtype = "int64"}), {})
  T.ok(not ok and xa.is_grad_enabled(), "a failed step changed the grad mode")
  xa.no_grad(function()
    m:decode_step(enc, xa.full({3, 1}, 2, {dtype = "int64"}), {})
    T.ok(not xa.is_grad_enabled(), "decode_step turned gradients on inside no_grad")
  end)
  local ck = state.layers[1].cross.k
  local sk = state.layers[1].self.k
  T.shape(ck, {3, 2, 6, 8})
  T.shape(sk, {3, 2, 1, 8})
  m:decode_step(enc, xa.full({3, 1}, 5, {dtype = "int64"}), state)
  T.ok(rawequal(state.layers[1].cross.k, ck), "cross keys recomputed")
  T.shape(state.layers[1].self.k, {3, 2, 2, 8})
end)

test("decoding key/value buffers: a restored snapshot and a reordered state never see another's keys", function()
  local m = small()
  local src = xa.tensor(SRC)
  local enc = m:encode(src)
  local function snapshot(t) -- as simt does: tables copied, tensors shared
    if type(t) ~= "table" or xa.is_tensor(t) then return t end
    local c = {}
    for k, v in pairs(t) do c[k] = snapshot(v) end
    return c
  end
  local function ids(v) return xa.full({3, 1}, v, {dtype = "int64"}) end
  local function full_last(prefix) -- reference: the full forward's last position
    local tgt = xa.tensor(prefix):view(1, -1):expand(3, #prefix):contiguous()
    return m:forward(src, tgt):log_softmax(3):select(2, #prefix)
  end
  local state = {}
  for _, v in ipairs{2, 5, 6} do m:decode_step(enc, ids(v), state) end
  T.ok(state.layers[1].self.kbuf ~= nil, "steps without gradients append into a buffer")
  local saved = snapshot(state)
  -- the original goes on two more steps, writing into the buffer
  m:decode_step(enc, ids(7), state)
  local lp_a = m:decode_step(enc, ids(8), state)
  T.close(lp_a, full_last{2, 5, 6, 7, 8}, 1e-4, "original state")
  -- the snapshot continues with other tokens: it must not see 7 and 8, and must not
  -- disturb the original's keys either
  local lp_b = m:decode_step(enc, ids(9), saved)
  T.close(lp_b, full_last{2, 5, 6, 9}, 1e-4, "restored snapshot")
  local lp_a2 = m:decode_step(enc, ids(10), state)
  T.close(lp_a2, full_last{2, 5, 6, 7, 8, 10}, 1e-4, "original after the snapshot stepped")
  local lp_b2 = m:decode_step(enc, ids(11), saved)
  T.close(lp_b2, full_last{2, 5, 6, 9, 11}, 1e-4, "snapshot, second step")
  -- with gradients on (no buffer), decode through the model's layers still matches
  local st2 = {}
  xa.enable_grad(function()
    for _, v in ipairs{2, 5} do m:_decode(enc, ids(v), st2) end
  end)
  T.ok(st2.layers[1].self.kbuf == nil, "no buffer while recording gradients")
end)

test("reorder selects rows of the encoder output and of the decoder state", function()
  local m = small{norm = "pre"}
  local src = xa.tensor(SRC)
  local prefix = xa.tensor{{2, 5, 6}, {2, 9, 10}, {2, 12, 5}}
  local enc = m:encode(src)
  local state = {}
  for t = 1, 2 do m:decode_step(enc, prefix:narrow(2, t, 1), state) end
  local idx = xa.tensor{3, 1, 1, 2}
  local enc2 = m:reorder(enc, state, idx)
  T.shape(enc2.out, {4, 6, 16})
  T.close(enc2.pad, {{false, false, false, false, true, true}, {false, false, false, false, false, false},
                     {false, false, false, false, false, false}, {false, false, false, false, true, true}}, 0)
  local lp = m:decode_step(enc2, prefix:index_select(1, idx):narrow(2, 3, 1), state)
  -- reference: the full forward of the reordered sentences
  local full = m:forward(src:index_select(1, idx), prefix:index_select(1, idx)):log_softmax(3)
  T.close(lp, full:select(2, 3), 1e-4, "after reorder")
  -- a Lua list works as idx too
  local enc3 = m:reorder(enc, nil, {2})
  T.close(enc3.out, enc.out:narrow(1, 2, 1), 0)
end)

test("causal: changing a future target token does not change earlier logits", function()
  local m = small()
  local src = xa.tensor(SRC)
  local a = xa.tensor{{2, 5, 6, 7, 8}, {2, 9, 10, 11, 12}, {2, 12, 5, 18, 4}}
  local b = xa.tensor{{2, 5, 6, 17, 8}, {2, 9, 10, 5, 12}, {2, 12, 5, 6, 4}}
  local la, lb = m:forward(src, a), m:forward(src, b)
  T.close(la:narrow(2, 1, 3), lb:narrow(2, 1, 3), 1e-6)
  local diff = (la:narrow(2, 4, 2) - lb:narrow(2, 4, 2)):abs():max():item()
  T.ok(diff > 1e-3, "later positions should change, max diff " .. diff)
end)

test("key padding: changing a padded source token changes nothing", function()
  local m = small()
  local tgt = xa.tensor{{2, 5, 6}, {2, 9, 10}, {2, 12, 5}}
  local src1 = xa.tensor(SRC)
  local l1 = m:forward(src1, tgt)
  -- the pad positions hold other ids but the mask still says pad
  local src2 = xa.tensor{{5, 6, 7, 8, 9, 3}, {10, 7, 5, 3, 14, 15}, {6, 16, 9, 3, 7, 7}}
  local l2 = m:forward(src2, tgt, {src_pad = src1:eq(1)})
  T.close(l1, l2, 1e-6)
  -- and changing a real token does change the output
  local src3 = xa.tensor{{5, 6, 7, 8, 9, 3}, {10, 8, 5, 3, 1, 1}, {6, 16, 9, 3, 1, 1}}
  local l3 = m:forward(src3, tgt)
  T.ok((l1:select(1, 2) - l3:select(1, 2)):abs():max():item() > 1e-4)
  -- a padded batch row gives the same output as that sentence alone, unpadded
  local alone = m:forward(xa.tensor{{10, 7, 5, 3}}, tgt:narrow(1, 2, 1))
  T.close(alone, l1:narrow(1, 2, 1), 1e-4)
end)

test("unidirectional encoder: a later source token does not change earlier encoder states", function()
  local m = small{encoder = "unidirectional"}
  local e1 = m:encode(xa.tensor{{5, 6, 7, 8}}).out
  local e2 = m:encode(xa.tensor{{5, 6, 7, 12}}).out
  T.close(e1:narrow(2, 1, 3), e2:narrow(2, 1, 3), 1e-6)
  local b = small()
  local f1 = b:encode(xa.tensor{{5, 6, 7, 8}}).out
  local f2 = b:encode(xa.tensor{{5, 6, 7, 12}}).out
  T.ok((f1:narrow(2, 1, 3) - f2:narrow(2, 1, 3)):abs():max():item() > 1e-4)
end)

test("bench-small config: 9.63 M parameters, as fairseq's formula", function()
  local V, d, f, L = 8000, 256, 1024, 3
  local m = nn.Transformer{vocab = {src = V, tgt = V}, d = d, heads = 4, ffn = f, layers = {enc = L, dec = L},
                           tie_output = true, share_embeddings = false}
  local attn = 4 * (d * d + d)
  local ffn = d * f + f + f * d + d
  local enc_layer = attn + ffn + 2 * 2 * d
  local dec_layer = 2 * attn + ffn + 3 * 2 * d
  local expect = 2 * V * d + L * enc_layer + L * dec_layer
  T.eq(expect, 9625600)
  T.eq(m:num_parameters(), expect)
  T.eq(#m:parameters(), 1 + L * 16 + 1 + L * 26)
  -- pre-norm adds the two final layer norms; untied output adds V x d; shared removes one
  local pre = nn.Transformer{vocab = {src = V, tgt = V}, d = d, heads = 4, ffn = f,
                             layers = {enc = L, dec = L}, norm = "pre", tie_output = false,
                             share_embeddings = true}
  T.eq(pre:num_parameters(), expect + 2 * 2 * d + V * d - V * d)
end)

test("named parameters: names, order, tied tensors listed once", function()
  local m = small{share_embeddings = true, vocab = {src = 19, tgt = 19}, tie_output = true}
  local np = m:named_parameters()
  local names = {}
  for i, e in ipairs(np) do names[i] = e[1] end
  T.eq(names[1], "encoder.embed.weight")
  T.eq(names[2], "encoder.layers.1.self_attn.q.weight")
  T.eq(names[#names], "decoder.layers.2.ffn_norm.bias")
  for _, n in ipairs(names) do T.ok(not n:find("decoder.embed", 1, true), "shared embedding listed twice: " .. n) end
  T.ok(rawequal(m.decoder.embed.weight, m.encoder.embed.weight))
  local u = small{tie_output = false}
  local un = u:named_parameters()
  T.eq(un[#un][1], "decoder.out_proj.weight")
  T.shape(un[#un][2], {19, 16})
end)

test("fairseq init: embeddings N(0, d^-1/2) with zero pad row, zero biases, unit norms", function()
  local m = nn.Transformer{vocab = {src = 400, tgt = 400}, d = 64, heads = 4, ffn = 128, layers = {enc = 1, dec = 1}}
  local w = m.encoder.embed.weight
  T.close(w:select(1, 1), xa.zeros(64), 0)
  local rest = w:narrow(1, 2, 399)
  T.ok(math.abs(rest:mean():item()) < 0.01)
  T.ok(math.abs(rest:std():item() - 64 ^ -0.5) < 0.01, "embedding std " .. rest:std():item())
  local layer = m.encoder.layers[1]
  T.close(layer.self_attn.q.bias, xa.zeros(64), 0)
  T.close(layer.fc1.bias, xa.zeros(128), 0)
  T.close(layer.ffn_norm.weight, xa.ones(64), 0)
  -- xavier_uniform bound: sqrt(6 / (in + out)), q/k/v with gain 2^-1/2
  local bq = 2 ^ -0.5 * math.sqrt(6 / 128)
  T.ok(layer.self_attn.q.weight:abs():max():item() <= bq)
  T.ok(layer.self_attn.q.weight:abs():max():item() > 0.9 * bq)
  local bf = math.sqrt(6 / (64 + 128))
  T.ok(layer.fc1.weight:abs():max():item() <= bf and layer.fc1.weight:abs():max():item() > 0.9 * bf)
end)

test("train/eval toggles dropout through the whole model", function()
  local m = small{dropout = 0.3}
  local src, tgt = xa.tensor(SRC), xa.tensor{{2, 5, 6}, {2, 9, 10}, {2, 12, 5}}
  m:eval()
  T.close(m:forward(src, tgt), m:forward(src, tgt), 0)
  m:train()
  T.ok(m.decoder.layers[2].fc1.training and m.training)
  local a, b = m:forward(src, tgt), m:forward(src, tgt)
  T.ok((a - b):abs():max():item() > 1e-4, "dropout did not change the output in training")
  m:eval()
  T.ok(not m.encoder.layers[1].self_attn.training)
end)

test("pluggable cross-attention: a factory per layer, cross_layers, non-module objects", function()
  local made = {}
  local function factory(i, d, heads, dropout)
    made[#made + 1] = i
    return nn.MultiheadAttention{d = d, heads = heads, dropout = dropout, kind = "cross"}
  end
  local m = small{cross = factory, cross_layers = {2}}
  T.eq(#made, 1)
  T.eq(made[1], 2)
  -- a plain object: forward + parameters; its parameters appear as cross.1, cross.2, ...
  local W = xa.randn(16, 16):requires_grad_(true)
  local calls = 0
  local plain = {
    parameters = function() return {W} end,
    forward = function(self, q, kv, opts)
      calls = calls + 1
      local w = q:matmul(kv:transpose(2, 3)):masked_fill(opts.key_padding:unsqueeze(2), -math.huge):softmax(3)
      return w:matmul(kv):matmul(W)
    end,
  }
  local p = small{cross = function() return plain end}
  local names = {}
  for _, e in ipairs(p:named_parameters()) do names[e[1]] = e[2] end
  T.ok(rawequal(names["decoder.layers.1.cross.1"], W))
  local src = xa.tensor(SRC)
  local tgt = xa.tensor{{2, 5, 6}, {2, 9, 10}, {2, 12, 5}}
  local loss = p:loss({src = src, tgt_in = tgt, tgt_out = tgt})
  loss:backward()
  T.ok(W.grad ~= nil and calls == 2)
  -- incremental decoding through it (no state use) equals the full forward
  local full = p:forward(src, tgt):log_softmax(3)
  local enc, st = p:encode(src), {}
  for t = 1, 3 do T.close(p:decode_step(enc, tgt:narrow(2, t, 1), st), full:select(2, t), 1e-4) end
  T.raises(function() small{cross = function() return {} end} end, "must return an object with forward and parameters")
end)

test("model:loss defaults and errors; config errors", function()
  local m = small()
  local src = xa.tensor(SRC)
  local tgt = xa.tensor{{2, 5, 6}, {2, 9, 1}, {2, 12, 5}}
  local out = xa.tensor{{5, 6, 3}, {9, 3, 1}, {12, 5, 3}}
  local l0 = m:loss({src = src, tgt_in = tgt, tgt_out = out}, {label_smoothing = 0})
  local _, nll, n = m:loss({src = src, tgt_in = tgt, tgt_out = out})
  T.eq(n, 8)
  T.close(l0, nll, 1e-5)
  -- naive: sum of -log p(target) over non-pad targets
  local lp = m:forward(src, tgt):log_softmax(3):totable()
  local ot, want = out:totable(), 0
  for bi = 1, 3 do for t = 1, 3 do
    if ot[bi][t] ~= 1 then want = want - lp[bi][t][ot[bi][t]] end
  end end
  T.close(l0, want, 1e-5)
  T.raises(function() m:loss({src = src, tgt_in = tgt, tgt_out = out:narrow(2, 1, 2)}) end,
    "tgt_out must be an int64 (3, 3) tensor")
  T.raises(function() m:forward(src:float(), tgt) end, "forward: src must be an int64 (B, L) tensor, got float32 (3,6)")
  T.raises(function() m:forward(src, tgt:narrow(1, 1, 2)) end, "different batch sizes")
  T.raises(function() m:decode_step(m:encode(src), tgt:narrow(2, 1, 1)) end, "state must be a table")
  T.raises(function() nn.Transformer{vocab = {src = 10, tgt = 12}, share_embeddings = true} end,
    "share_embeddings needs one vocabulary, got src 10 and tgt 12")
  T.raises(function() nn.Transformer{vocab = {src = 10, tgt = 10}, d = 10, heads = 4} end,
    "d = 10 is not divisible by heads = 4")
  T.raises(function() nn.Transformer{vocab = {src = 10, tgt = 10}, norm = "mid"} end, "norm must be 'post' or 'pre'")
  T.raises(function() nn.Transformer{vocab = 10} end, "vocab must be {src = V, tgt = V}")
  T.raises(function() nn.Transformer{vocab = {src = 10, tgt = 10}, layers = {enc = 1, dec = 2}, cross_layers = {3}} end,
    "cross_layers holds 3, not a decoder layer in 1..2")
  local tiny = nn.Transformer{vocab = {src = 10, tgt = 10}, d = 8, heads = 2, ffn = 8,
                              layers = {enc = 1, dec = 1}, max_positions = 4}
  T.raises(function() tiny:forward(xa.tensor{{5, 6, 7, 8, 9}}, xa.tensor{{2}}) end,
    "position 5 exceeds max_positions = 4")
end)

test("a training step lowers the loss (SGD on a fixed batch)", function()
  local m = small{dropout = 0}
  local b = {src = xa.tensor(SRC), tgt_in = xa.tensor{{2, 5, 6}, {2, 9, 10}, {2, 12, 5}},
             tgt_out = xa.tensor{{5, 6, 3}, {9, 10, 3}, {12, 5, 3}}}
  local first
  for _ = 1, 5 do
    local loss = m:loss(b)
    first = first or loss:item()
    m:zero_grad()
    loss:backward()
    xa.no_grad(function()
      for _, p in ipairs(m:parameters()) do p:sub_(p.grad * 0.05) end
    end)
  end
  T.ok(m:loss(b):item() < first, "loss did not decrease")
end)
