-- xattn.decoder_layer_step: one decoder layer at one new position in one call. Its
-- reference is the ops it stands for, composed in Lua (each tested elsewhere against naive
-- loops, finite differences and PyTorch's golden files): the op promises their bits. At the
-- model level, nn.Transformer decodes with the op (the default) and without it (the
-- layer's fused_step off: the same ops called from Lua), and the log-probabilities must
-- agree bit for bit: greedy and beam search, post- and pre-norm, float32 and float64,
-- past the cache's first growth.

local function W(o, i) return xa.randn(o, i) * (1 / math.sqrt(i)) end

-- a layer's parameters: D, heads, F; opts.bias = false leaves the biases out, opts.affine =
-- false the norms' weights and biases
local function params(D, H, F, opts)
  local P = {heads = H, pre = opts.pre or false, scale = 0.3, cross_scale = 0.2}
  for _, n in ipairs{"q", "k", "v", "out", "cross_q", "cross_out"} do
    P[n] = W(D, D)
    if opts.bias ~= false then P[n .. "_bias"] = xa.randn(D) * 0.1 end
  end
  P.fc1, P.fc2 = W(F, D), W(D, F)
  if opts.bias ~= false then P.fc1_bias, P.fc2_bias = xa.randn(F) * 0.1, xa.randn(D) * 0.1 end
  for i = 1, 3 do
    if opts.affine ~= false then
      P["norm" .. i] = xa.randn(D) * 0.1 + 1
      P["norm" .. i .. "_bias"] = xa.randn(D) * 0.1
    end
    P["eps" .. i] = 1e-5 * i
  end
  return P
end

-- the reference: the ops in sequence; k, v the keys and values so far (or nil)
local function ref_step(x, P, k, v, ck, cv, cmask)
  local B, D, H = x:size(1), x:size(3), P.heads
  local dh = D // H
  local function ln(t, i) return xa.layer_norm(t, D, P["norm" .. i], P["norm" .. i .. "_bias"], P["eps" .. i]) end
  local function sub_in(t, i) if P.pre then return ln(t, i) end return t end
  local function res(r, y, i) if P.pre then return r + y end return ln(r + y, i) end
  local h = sub_in(x, 1)
  local q = xa.linear(h, P.q, P.q_bias):view(B, H, 1, dh)
  local kn = xa.linear(h, P.k, P.k_bias):view(B, H, 1, dh)
  local vn = xa.linear(h, P.v, P.v_bias):view(B, H, 1, dh)
  k = k and xa.cat({k, kn}, 3) or kn
  v = v and xa.cat({v, vn}, 3) or vn
  local x1 = res(x, xa.linear(xa.dot_attention(q, k, v, {scale = P.scale}), P.out, P.out_bias), 1)
  h = sub_in(x1, 2)
  q = xa.linear(h, P.cross_q, P.cross_q_bias):view(B, H, 1, dh)
  local a = xa.dot_attention(q, ck, cv, {scale = P.cross_scale, mask = cmask})
  local x2 = res(x1, xa.linear(a, P.cross_out, P.cross_out_bias), 2)
  h = sub_in(x2, 3)
  local y = xa.linear(xa.relu(xa.linear(h, P.fc1, P.fc1_bias)), P.fc2, P.fc2_bias)
  return res(x2, y, 3), k, v
end

local B, D, H, F, S = 3, 16, 4, 24, 5

local function cross()
  local ck = xa.randn(B, S, H, D // H):permute(1, 3, 2, 4) -- a view, as the model caches it
  local cv = xa.randn(B, S, H, D // H):permute(1, 3, 2, 4)
  local mask = xa.zeros(B, 1, 1, S, {dtype = "bool"})
  mask[{1, 1, 1, {4, 5}}] = true -- sentence 1 has two padded source positions
  return ck, cv, mask
end

test("decoder_layer_step matches its ops composed, step after step, through the cache's growth", function()
  xa.manual_seed(3)
  for _, cfg in ipairs{{}, {pre = true}, {bias = false}, {affine = false, pre = true}, {bias = false, affine = false}} do
    local tag = ("pre=%s bias=%s affine=%s"):format(tostring(cfg.pre), tostring(cfg.bias), tostring(cfg.affine))
    local P = params(D, H, F, cfg)
    local ck, cv, mask = cross()
    local k, v, kb, vb, rk, rv
    for n = 0, 20 do
      local x = xa.randn(B, 1, D)
      local y, k2, v2, kb2, vb2 = xa.decoder_layer_step(x, P, k, v, kb, vb, ck, cv, mask)
      local ry
      ry, rk, rv = ref_step(x, P, rk, rv, ck, cv, mask)
      T.close(y, ry, 0, tag .. ", output at n = " .. n)
      T.close(k2, rk, 0, tag .. ", keys at n = " .. n)
      T.close(v2, rv, 0, tag .. ", values at n = " .. n)
      if n == 0 then
        T.ok(kb2 == nil and vb2 == nil, "no buffers at the first step")
      else
        T.shape(kb2, {B, H, n < 16 and 16 or 34, D // H}, tag .. ", buffer at n = " .. n)
        kb, vb = kb2, vb2
      end
      k, v = k2, v2
    end
  end
end)

test("decoder_layer_step writes into buffers that hold the keys, and only those", function()
  xa.manual_seed(4)
  local P = params(D, H, F, {})
  local ck, cv, mask = cross()
  local x1, x2, x3 = xa.randn(B, 1, D), xa.randn(B, 1, D), xa.randn(B, 1, D)
  local _, k, v = xa.decoder_layer_step(x1, P, nil, nil, nil, nil, ck, cv, mask)
  local _, k2, v2, kb, vb = xa.decoder_layer_step(x2, P, k, v, nil, nil, ck, cv, mask)
  -- kb holds k2 in its first two positions: the next key goes into its third
  local y3, k3, _, kb3, vb3 = xa.decoder_layer_step(x3, P, k2, v2, kb, vb, ck, cv, mask)
  local ry, rk = ref_step(x3, P, k2:clone(), v2:clone(), ck, cv, mask)
  T.close(y3, ry, 0, "output")
  T.ok(rawequal(kb3, kb) and rawequal(vb3, vb), "a buffer written in place comes back as the object given")
  T.close(k3, rk, 0, "keys")
  T.close(kb:narrow(3, 3, 1), rk:narrow(3, 3, 1), 0, "the new key went into the buffer given")
  -- a buffer that does not start with the keys (another tensor) is left alone
  local other_k, other_v = xa.zeros(B, H, 16, D // H), xa.zeros(B, H, 16, D // H)
  local y4, k4, _, kb4 = xa.decoder_layer_step(x3, P, k2, v2, other_k, other_v, ck, cv, mask)
  T.close(y4, ry, 0, "output with a foreign buffer")
  T.close(k4, rk, 0, "keys with a foreign buffer")
  T.eq(other_k:abs():sum():item(), 0, "the foreign buffer is not written")
  T.shape(kb4, {B, H, 16, D // H})
  -- the cross-attention without a mask
  local y5 = xa.decoder_layer_step(x3, P, k2, v2, nil, nil, ck, cv)
  T.close(y5, (ref_step(x3, P, k2, v2, ck, cv, nil)), 0, "no mask")
end)

test("decoder_layer_step in float64, and batch 1", function()
  xa.manual_seed(5)
  local P = params(D, H, F, {})
  for key, t in pairs(P) do if xa.is_tensor(t) then P[key] = t:double() end end
  local ck, cv = xa.randn(1, H, S, D // H, {dtype = "float64"}), xa.randn(1, H, S, D // H, {dtype = "float64"})
  local x = xa.randn(1, 1, D, {dtype = "float64"})
  local k0, v0 = xa.randn(1, H, 3, D // H, {dtype = "float64"}), xa.randn(1, H, 3, D // H, {dtype = "float64"})
  local y, k = xa.decoder_layer_step(x, P, k0, v0, nil, nil, ck, cv)
  local ry, rk = ref_step(x, P, k0, v0, ck, cv, nil)
  T.eq(y:dtype(), "float64")
  T.close(y, ry, 0, "float64 output")
  T.close(k, rk, 0, "float64 keys")
end)

test("decoder_layer_step at batch 1 without gradients (one parallel region): the ops' bits, one or two threads", function()
  xa.manual_seed(9)
  local threads = xa.threads()
  -- dh = 32 and 64: whole panels a head, so the product writes the new key and value
  -- straight into the cache's buffers (dh = 4: append's copy)
  for _, cfg in ipairs{{}, {pre = true}, {bias = false, affine = false}, {D = 64, H = 2, F = 40},
                       {D = 128, H = 2, F = 40, pre = true}} do
    local D, H, F = cfg.D or D, cfg.H or H, cfg.F or F
    local P = params(D, H, F, cfg)
    local ck, cv = xa.randn(1, H, S, D // H), xa.randn(1, H, S, D // H)
    local mask = xa.zeros(1, 1, 1, S, {dtype = "bool"})
    mask[{1, 1, 1, S}] = true
    local xs = {}
    for n = 1, 21 do xs[n] = xa.randn(1, 1, D) end
    local function run(nt)
      xa.set_threads(nt)
      local out, k, v, kb, vb = {}, nil, nil, nil, nil
      xa.no_grad(function()
        for n = 1, 21 do
          local y, k2, v2, kb2, vb2 = xa.decoder_layer_step(xs[n], P, k, v, kb, vb, ck, cv, mask)
          out[n] = y
          k, v = k2, v2
          if kb2 then kb, vb = kb2, vb2 end
        end
      end)
      return out, k, v
    end
    local a, ka = run(2)
    local b, kb_ = run(1)
    xa.set_threads(threads)
    -- the reference: the ops in sequence, without gradients (linear's packed path)
    local rk, rv
    xa.no_grad(function()
      for n = 1, 21 do
        local ry
        ry, rk, rv = ref_step(xs[n], P, rk, rv, ck, cv, mask)
        T.close(a[n], ry, 0, "two threads, step " .. n)
        T.close(b[n], ry, 0, "one thread, step " .. n)
      end
    end)
    T.close(ka, rk, 0, "keys")
    T.close(kb_, rk, 0, "keys, one thread")
  end
end)

test("decoder_layer_step at the edges: empty batch, empty cache, no source, dh = 1, views", function()
  xa.manual_seed(8)
  local P = params(D, H, F, {})
  local ck, cv, mask = cross()
  local function same(tag, x, Q, k, v, c1, c2, m)
    local y, k2, v2 = xa.decoder_layer_step(x, Q, k, v, nil, nil, c1, c2, m)
    local ry, rk, rv = ref_step(x, Q, k, v, c1, c2, m)
    T.close(y, ry, 0, tag .. ": output")
    T.close(k2, rk, 0, tag .. ": keys")
    T.close(v2, rv, 0, tag .. ": values")
  end
  local y0 = xa.decoder_layer_step(xa.randn(0, 1, D), P, nil, nil, nil, nil,
                                   xa.randn(0, H, S, D // H), xa.randn(0, H, S, D // H))
  T.shape(y0, {0, 1, D}, "empty batch")
  same("empty cache", xa.randn(B, 1, D), P, xa.randn(B, H, 0, D // H), xa.randn(B, H, 0, D // H), ck, cv, mask)
  same("no source", xa.randn(B, 1, D), P, nil, nil, xa.randn(B, H, 0, D // H), xa.randn(B, H, 0, D // H))
  local P1 = params(D, D, F, {})
  same("dh = 1", xa.randn(B, 1, D), P1, xa.randn(B, D, 2, 1), xa.randn(B, D, 2, 1), xa.randn(B, D, S, 1),
       xa.randn(B, D, S, 1))
  same("x a view, the cache transposed views", xa.randn(D, 1, B):permute(3, 2, 1), P,
       xa.randn(B, 4, H, D // H):permute(1, 3, 2, 4), xa.randn(B, 4, H, D // H):permute(1, 3, 2, 4), ck, cv, mask)
  xa.no_grad(function() -- the products on the packed path (decoding)
    same("no gradients, batch 1", xa.randn(1, 1, D), P, xa.randn(1, H, 3, D // H), xa.randn(1, H, 3, D // H),
         xa.randn(1, H, S, D // H), xa.randn(1, H, S, D // H))
  end)
end)

test("decoder_layer_step: bad input is an error naming the op and what is wrong", function()
  xa.manual_seed(6)
  local P = params(D, H, F, {})
  local ck, cv, mask = cross()
  local x = xa.randn(B, 1, D)
  local function with(over)
    local Q = {}
    for key, val in pairs(P) do Q[key] = val end
    for key, val in pairs(over) do Q[key] = val end
    return Q
  end
  T.raises(function() xa.decoder_layer_step(xa.randn(B, D), P, nil, nil, nil, nil, ck, cv) end,
           "decoder_layer_step: x must be (B, 1, D), one new position, got (3,16)")
  T.raises(function() xa.decoder_layer_step(xa.randn(B, 2, D), P, nil, nil, nil, nil, ck, cv) end,
           "one new position, got (3,2,16)")
  T.raises(function() xa.decoder_layer_step(x, with{heads = 3}, nil, nil, nil, nil, ck, cv) end,
           "heads = 3 must divide x's D = 16")
  T.raises(function() xa.decoder_layer_step(x, with{heads = 0}, nil, nil, nil, nil, ck, cv) end,
           "'heads' must be a positive integer")
  T.raises(function() xa.decoder_layer_step(x, with{fc2 = false}, nil, nil, nil, nil, ck, cv) end,
           "the ffn 2 weight is missing")
  T.raises(function() xa.decoder_layer_step(x, with{q_bais = P.q_bias}, nil, nil, nil, nil, ck, cv) end,
           "unknown parameter 'q_bais'")
  T.raises(function() xa.decoder_layer_step(x, with{eps2 = -1}, nil, nil, nil, nil, ck, cv) end,
           "'eps2' must be a finite number >= 0, got -1")
  T.raises(function() xa.decoder_layer_step(x, with{k = "w"}, nil, nil, nil, nil, ck, cv) end,
           "'k' must be a tensor or false, got string")
  T.raises(function() xa.decoder_layer_step(x, with{pre = 1}, nil, nil, nil, nil, ck, cv) end,
           "'pre' must be a boolean")
  local P2 = with{}
  P2.heads = nil
  T.raises(function() xa.decoder_layer_step(x, P2, nil, nil, nil, nil, ck, cv) end, "needs heads")
  local k0 = xa.randn(B, H, 2, D // H)
  T.raises(function() xa.decoder_layer_step(x, P, k0, nil, nil, nil, ck, cv) end,
           "the cached keys and values go together")
  T.raises(function() xa.decoder_layer_step(x, P, k0, xa.randn(B, H, 3, D // H), nil, nil, ck, cv) end,
           "the cached values must be (B, H, n, dh) = (3, 4, n, 4)")
  T.raises(function() xa.decoder_layer_step(x, P, xa.randn(B, 2, 2, 8), xa.randn(B, 2, 2, 8), nil, nil, ck, cv) end,
           "the cached keys must be")
  T.raises(function() xa.decoder_layer_step(x, P, k0, k0, k0, nil, ck, cv) end, "kbuf and vbuf go together")
  T.raises(function() xa.decoder_layer_step(x, P, nil, nil, nil, nil, xa.randn(B, H, S, 3), cv) end,
           "decoder_layer_step: dot_attention: ")
  T.raises(function() xa.decoder_layer_step(x:double(), P, nil, nil, nil, nil, ck, cv) end,
           "decoder_layer_step: linear")
  T.raises(function() xa.decoder_layer_step(x, P, nil, nil, nil, nil, ck) end, "#8 to 'decoder_layer_step' (xattn.Tensor expected")
  local Pg = with{fc1 = P.fc1:clone():requires_grad_()}
  T.raises(function() xa.decoder_layer_step(x, Pg, nil, nil, nil, nil, ck, cv) end,
           "runs without gradients")
  xa.no_grad(function() xa.decoder_layer_step(x, Pg, nil, nil, nil, nil, ck, cv) end) -- fine there
  -- an op failing inside the one-region path (batch 1, no gradients): the same message,
  -- and the region ends cleanly
  xa.no_grad(function()
    local x1, c1, c2 = xa.randn(1, 1, D), xa.randn(1, H, S, D // H), xa.randn(1, H, S, D // H)
    T.raises(function() xa.decoder_layer_step(x1, P, nil, nil, nil, nil, c1, c2, xa.zeros(2, 1, 1, S, {dtype = "bool"})) end,
             "decoder_layer_step: dot_attention: mask (2,1,1,5) does not broadcast")
    T.raises(function() xa.decoder_layer_step(x1, P, nil, nil, nil, nil, c1, xa.randn(1, H, S + 1, D // H)) end,
             "decoder_layer_step: dot_attention: ")
    local y1 = xa.decoder_layer_step(x1, P, nil, nil, nil, nil, c1, c2)
    T.close(y1, (ref_step(x1, P, nil, nil, c1, c2, nil)), 0, "after an error inside the region")
  end)
  -- nothing was lost: the op still works
  local y = xa.decoder_layer_step(x, P, nil, nil, nil, nil, ck, cv, mask)
  T.close(y, (ref_step(x, P, nil, nil, ck, cv, mask)), 0, "after the errors")
end)

-- the model's decoding with the op and without it
local function model(norm, dtype, untied)
  xa.manual_seed(7)
  local m = xa.nn.Transformer{vocab = {src = 40, tgt = 40}, d = 16, heads = 4, ffn = 24,
                              layers = {enc = 2, dec = 3}, dropout = 0.1, norm = norm,
                              share_embeddings = false, tie_output = not untied}
  if dtype then m:to(dtype) end
  m:eval()
  return m
end
local SRC = xa.tensor{{5, 6, 7, 8, 1, 1}, {9, 10, 11, 12, 13, 14}, {15, 16, 17, 1, 1, 1}}

local function with_fused(on, f)
  local DL = xa.nn.TransformerDecoderLayer
  local was = DL.fused_step
  DL.fused_step = on
  local ok, a, b = pcall(f)
  DL.fused_step = was
  if not ok then error(a, 0) end
  return a, b
end

test("nn.Transformer decodes with decoder_layer_step to the bits of its ops from Lua", function()
  -- case: norm, dtype, the one sentence, an output projection of its own (with a bias
  -- when "bias"), the final norm replaced by a module of another class
  for _, case in ipairs{{"post"}, {"pre"}, {"post", "float64"}, {"post", nil, 1}, {"pre", nil, 2},
                        {"post", nil, 1, "untied"}, {"pre", nil, 3, "bias"}, {"pre", nil, 1, nil, "norm"}} do
    local m = model(case[1], case[2], case[4])
    if case[4] == "bias" then
      m.decoder.out_proj = xa.nn.Linear(16, 40)
      xa.no_grad(function() m.decoder.out_proj.bias:copy_(xa.randn(40)) end)
    end
    if case[5] then -- a subclass's forward: decode_step leaves the output layer to Lua
      local N = xa.nn.LayerNorm:extend("test.Norm")
      function N:forward(x) return xa.layer_norm(x, self.dim, self.weight, self.bias, self.eps) * 2 end
      local n = N(16)
      xa.no_grad(function() n.weight:copy_(xa.randn(16)) end)
      m.decoder.norm = n
    end
    m:eval()
    local src = case[3] and SRC:narrow(1, case[3], 1) or SRC -- one sentence: the op's one region
    local tag = table.concat({case[1], case[2] or "float32", "batch " .. src:size(1), case[4] or "", case[5] or ""}, " ")
    local function run()
      local enc = m:encode(src)
      local state, y, out = {}, xa.full({src:size(1), 1}, 2, {dtype = "int64"}), {}
      for t = 1, 22 do -- past 16 positions: the cache's buffers grow once
        local lp = m:decode_step(enc, y, state)
        out[t] = lp
        y = select(2, lp:max(2, true))
      end
      return out, state
    end
    local a, sa = with_fused(true, run)
    local b = with_fused(false, run)
    for t = 1, #a do T.close(a[t], b[t], 0, tag .. ", step " .. t) end
    T.ok(sa.layers[1].self.kbuf ~= nil, "the op's buffers are the state's")
  end
end)

test("beam search and greedy decoding are the same with decoder_layer_step and without", function()
  local m = model("post")
  for _, how in ipairs{"greedy", "beam"} do
    local opts = how == "beam" and {beam = 3, max_len = 12} or {max_len = 12}
    local ha, sa = with_fused(true, function() return xa.search[how](m, SRC, opts) end)
    local hb, sb = with_fused(false, function() return xa.search[how](m, SRC, opts) end)
    T.eq(#ha, #hb, how .. ": sentences")
    for i = 1, #hb do
      local a, b = ha[i], hb[i]
      if how == "beam" then a, b, sa, sb = a[1].tokens, b[1].tokens, {ha[i][1].score}, {hb[i][1].score} end
      T.eq(table.concat(a, " "), table.concat(b, " "), how .. " sentence " .. i)
      T.eq(sa[how == "beam" and 1 or i], sb[how == "beam" and 1 or i], how .. " score " .. i)
    end
  end
end)

test("decode_step keeps a decoder layer's own forward (an instance's override)", function()
  local m = model("post")
  local enc = m:encode(SRC)
  local L1 = m.decoder.layers[1]
  local calls, base = 0, xa.nn.TransformerDecoderLayer.forward
  rawset(L1, "forward", function(self, ...) calls = calls + 1 return base(self, ...) end)
  local state, y = {}, xa.full({3, 1}, 2, {dtype = "int64"})
  local lps = {}
  for t = 1, 4 do
    lps[t] = m:decode_step(enc, y, state)
    y = select(2, lps[t]:max(2, true))
  end
  T.eq(calls, 4, "the override ran at every step")
  rawset(L1, "forward", nil)
  local b = with_fused(false, function()
    local st, yy, out = {}, xa.full({3, 1}, 2, {dtype = "int64"}), {}
    for t = 1, 4 do out[t] = m:decode_step(enc, yy, st); yy = select(2, out[t]:max(2, true)) end
    return out
  end)
  for t = 1, 4 do T.close(lps[t], b[t], 0, "step " .. t) end
end)

test("decoder_layer_params: the table read once gives the table's bits; in-place writes seen; bad input", function()
  xa.manual_seed(11)
  local P = params(D, H, F, {})
  local PP = xa.decoder_layer_params(P)
  local ck, cv, mask = cross()
  local x = xa.randn(B, 1, D)
  local k, v, pk, pv
  for n = 0, 17 do
    local y, k2, v2 = xa.decoder_layer_step(x, P, k, v, nil, nil, ck, cv, mask)
    local py, pk2, pv2 = xa.decoder_layer_step(x, PP, pk, pv, nil, nil, ck, cv, mask)
    T.close(py, y, 0, "output at n = " .. n)
    T.close(pk2, k2, 0, "keys at n = " .. n)
    k, v, pk, pv = k2, v2, pk2, pv2
    x = y
  end
  -- the params hold the tensors themselves: an in-place write is seen
  P.fc2:mul_(0.5)
  local ry = xa.decoder_layer_step(x, P, nil, nil, nil, nil, ck, cv, mask)
  T.close(xa.decoder_layer_step(x, PP, nil, nil, nil, nil, ck, cv, mask), ry, 0, "after fc2:mul_")
  -- and keep them alive after the table and its tensors are gone
  local Q = params(D, H, F, {bias = false, pre = true})
  local QQ = xa.decoder_layer_params(Q)
  local qy = xa.decoder_layer_step(x, Q, nil, nil, nil, nil, ck, cv, mask)
  Q = nil
  collectgarbage()
  collectgarbage()
  T.close(xa.decoder_layer_step(x, QQ, nil, nil, nil, nil, ck, cv, mask), qy, 0, "after the table was collected")
  -- the scales default to dh^-0.5 for x's D at each call
  local R = params(D, H, F, {})
  R.scale, R.cross_scale = nil, nil
  T.close(xa.decoder_layer_step(x, xa.decoder_layer_params(R), nil, nil, nil, nil, ck, cv, mask),
          xa.decoder_layer_step(x, R, nil, nil, nil, nil, ck, cv, mask), 0, "default scales")
  T.raises(function() xa.decoder_layer_params(5) end, "table expected")
  T.raises(function() xa.decoder_layer_params({heads = 2, nope = 1}) end, "decoder_layer_params: unknown parameter 'nope'")
  T.raises(function() xa.decoder_layers_step(x, {{heads = 2, nope = 1}}, {false, false, false, false, ck, cv}) end,
           "decoder_layers_step: unknown parameter 'nope'")
  T.raises(function() xa.decoder_layer_params({q = xa.randn(2, 2)}) end, "needs heads")
  T.raises(function() xa.decoder_layer_step(x, x, nil, nil, nil, nil, ck, cv) end,
           "decoder_layer_step: P must be a parameter table or what decoder_layer_params made of one, got userdata")
  T.raises(function() xa.decoder_layer_step(x, "P", nil, nil, nil, nil, ck, cv) end, "got string")
end)

test("nn.Transformer reads a layer's parameters again when one is replaced or its eps changes", function()
  local m = model("post")
  local function run()
    local enc = m:encode(SRC)
    local state, y, out = {}, xa.full({3, 1}, 2, {dtype = "int64"}), {}
    for t = 1, 6 do
      out[t] = m:decode_step(enc, y, state)
      y = select(2, out[t]:max(2, true))
    end
    return out
  end
  local L2 = m.decoder.layers[2]
  -- one change at a time, each after the params were read and kept
  for _, change in ipairs{
      {"a new weight", function() L2.fc1.weight = xa.randn(24, 16) * 0.3 end},
      {"a norm's eps", function() L2.cross_norm.eps = 1e-2 end},
      {"a bias removed", function() m.decoder.layers[3].self_attn.out.bias = nil end},
      {"a new norm weight", function() m.decoder.layers[1].ffn_norm.weight = xa.randn(16) end}} do
    with_fused(true, run)
    change[2]()
    local a = with_fused(true, run)
    local b = with_fused(false, run)
    for t = 1, #a do T.close(a[t], b[t], 0, change[1] .. ", step " .. t) end
  end
end)

test("decoder_layers_step: n layers in one call give n calls' bits, batch 3 and batch 1, one and two threads", function()
  xa.manual_seed(12)
  local th = xa.threads()
  for _, cfg in ipairs{{b = 3}, {b = 1}, {b = 1, pre = true}, {b = 1, threads = 1}, {b = 1, bias = false}} do
    if cfg.threads then xa.set_threads(cfg.threads) end
    local tag = ("batch %d pre=%s threads=%d"):format(cfg.b, tostring(cfg.pre), xa.threads())
    local nl = 3
    local Ps, cr = {}, {}
    for l = 1, nl do
      Ps[l] = params(D, H, F, cfg)
      local ck, cv, mask = cross()
      cr[l] = {ck:narrow(1, 1, cfg.b), cv:narrow(1, 1, cfg.b), mask:narrow(1, 1, cfg.b)}
    end
    Ps[2] = xa.decoder_layer_params(Ps[2]) -- tables and read params mixed
    local one, many = {}, {}
    for l = 1, nl do one[l], many[l] = {}, {} end
    xa.no_grad(function()
      for n = 0, 19 do
        local x = xa.randn(cfg.b, 1, D)
        -- reference: one call a layer
        local y = x
        for l = 1, nl do
          local s = one[l]
          local k, v, kb, vb
          y, k, v, kb, vb = xa.decoder_layer_step(y, Ps[l], s.k, s.v, s.kb, s.vb, cr[l][1], cr[l][2], cr[l][3])
          s.k, s.v = k, v
          if kb then s.kb, s.vb = kb, vb end
        end
        local caches = {}
        for l = 1, nl do
          local s = many[l]
          for i, c in ipairs{s.k or false, s.v or false, s.kb or false, s.vb or false, cr[l][1], cr[l][2], cr[l][3]} do
            caches[7 * (l - 1) + i] = c
          end
        end
        local r = table.pack(xa.decoder_layers_step(x, Ps, caches))
        T.eq(r.n, 1 + 4 * nl, tag .. ": results")
        T.close(r[1], y, 0, tag .. ", output at n = " .. n)
        for l = 1, nl do
          local s, b = many[l], 4 * l - 2
          T.close(r[b], one[l].k, 0, tag .. ", layer " .. l .. " keys at n = " .. n)
          T.close(r[b + 1], one[l].v, 0, tag .. ", layer " .. l .. " values at n = " .. n)
          if n == 0 then T.ok(r[b + 2] == nil and r[b + 3] == nil, "no buffers at the first step") end
          if s.kb and n ~= 16 then T.ok(rawequal(r[b + 2], s.kb), tag .. ": the buffer written in place comes back") end
          s.k, s.v = r[b], r[b + 1]
          if r[b + 2] then s.kb, s.vb = r[b + 2], r[b + 3] end
        end
      end
    end)
    xa.set_threads(th)
  end
end)

test("decoder_layers_step: bad input is an error naming the op", function()
  local P = params(D, H, F, {})
  local ck, cv, mask = cross()
  local x = xa.randn(B, 1, D)
  local function c7() return {false, false, false, false, ck, cv, mask} end
  xa.no_grad(function()
    T.raises(function() xa.decoder_layers_step(x, {}, {}) end, "decoder_layers_step: takes a list of 1 to 1024")
    T.raises(function() xa.decoder_layers_step(x, {P}, {false, false, false, false, ck, cv, mask, 1}) end,
             "decoder_layers_step: the caches list has 8 entries for 1 layers")
    T.raises(function() xa.decoder_layers_step(x, {P}, {false, false, false, false, false, cv}) end,
             "decoder_layers_step: layer 1 has no cross_k or cross_v")
    T.raises(function() xa.decoder_layers_step(x, {P, P}, {false, false, false, false, ck, cv, mask, false, false, xa.randn(B, H, 4, D // H)}) end,
             "decoder_layers_step: layer 2 has no cross_k or cross_v")
    T.raises(function() xa.decoder_layers_step(x, {P}, {false, false, xa.zeros(B, H, 16, D // H), false, ck, cv}) end,
             "layer 1's kbuf and vbuf go together")
    T.raises(function() xa.decoder_layers_step(x, {P}, {false, false, false, false, ck, cv, "m"}) end,
             "decoder_layers_step: layer 1's cross_mask must be a tensor, nil or false, got string")
    T.raises(function() xa.decoder_layers_step(x, {5}, c7()) end,
             "decoder_layers_step: P must be a parameter table or what decoder_layer_params made of one, got number")
    T.raises(function() xa.decoder_layers_step(xa.randn(B, 2, D), {P}, c7()) end,
             "decoder_layers_step: x must be (B, 1, D), one new position")
    local bad = params(D, H, F, {})
    bad.fc2 = W(D, F + 1)
    T.raises(function() xa.decoder_layers_step(x, {P, bad}, {false, false, false, false, ck, cv, mask, false, false, false, false, ck, cv, mask}) end,
             "decoder_layers_step:")
    T.raises(function() xa.decoder_layers_step(x, P, c7()) end, "decoder_layers_step: takes a list of 1 to 1024")
  end)
  -- after the errors, a good call still works
  xa.no_grad(function()
    local y = xa.decoder_layers_step(x, {P}, c7())
    T.close(y, (ref_step(x, P, nil, nil, ck, cv, mask)), 0, "after the errors")
  end)
end)

-- decoder_layers_step's caches list for the layers' states st[l] ({k, v, kb, vb}) and
-- source caches cr[l] ({ck, cv, mask}); and the results r kept into st
local function layers_caches(st, cr)
  local c = {}
  for l = 1, #cr do
    local s = st[l]
    for i, t in ipairs{s.k or false, s.v or false, s.kb or false, s.vb or false, cr[l][1], cr[l][2], cr[l][3]} do
      c[7 * (l - 1) + i] = t
    end
  end
  return c
end
local function keep_results(st, r)
  for l = 1, #st do
    local s, b = st[l], 4 * l - 2
    s.k, s.v = r[b], r[b + 1]
    if r[b + 2] then s.kb, s.vb = r[b + 2], r[b + 3] end
  end
end

-- the output layer in the layers' call: the reference is the ops (layer_norm when norm,
-- linear_log_softmax), bit for bit, and a float64 log-softmax of the product for the value
test("decoder_layers_step with a head: the output layer's ops' bits, every vocabulary size, threads, norm or not", function()
  xa.manual_seed(13)
  local th = xa.threads()
  -- vocabularies: under one panel of 32, one panel and a tail, many panels
  for _, cfg in ipairs{{b = 1, V = 45}, {b = 1, V = 7}, {b = 1, V = 300, norm = true},
                       {b = 1, V = 300, norm = true, affine = false, bias = true},
                       {b = 3, V = 70, norm = true, bias = true}, {b = 1, V = 1},
                       {b = 1, V = 64, threads = 1, bias = true}, {b = 1, V = 97, pre = true, norm = true}} do
    if cfg.threads then xa.set_threads(cfg.threads) end
    local tag = ("batch %d V %d norm=%s bias=%s threads=%d"):format(cfg.b, cfg.V, tostring(cfg.norm),
                                                                tostring(cfg.bias), xa.threads())
    local nl = 2
    local Ps, cr = {}, {}
    for l = 1, nl do
      Ps[l] = xa.decoder_layer_params(params(D, H, F, {pre = cfg.pre}))
      local ck, cv, mask = cross()
      cr[l] = {ck:narrow(1, 1, cfg.b), cv:narrow(1, 1, cfg.b), mask:narrow(1, 1, cfg.b)}
    end
    local head = {weight = W(cfg.V, D) * 3, bias = cfg.bias and xa.randn(cfg.V) or false, norm = cfg.norm or false,
                  eps = 1e-3}
    if cfg.norm and cfg.affine ~= false then head.norm_weight, head.norm_bias = xa.randn(D) * 0.1 + 1, xa.randn(D) * 0.1 end
    local sa, sb = {}, {}
    for l = 1, nl do sa[l], sb[l] = {}, {} end
    local function caches(st) return layers_caches(st, cr) end
    xa.no_grad(function()
      for n = 0, 17 do
        local x = xa.randn(cfg.b, 1, D)
        local ry = table.pack(xa.decoder_layers_step(x, Ps, caches(sa)))
        keep_results(sa, ry)
        local y = ry[1]
        if cfg.norm then y = xa.layer_norm(y, D, head.norm_weight or nil, head.norm_bias or nil, head.eps) end
        y = y:select(2, 1)
        local want = xa.linear_log_softmax(y, head.weight, head.bias or nil)
        local r = table.pack(xa.decoder_layers_step(x, Ps, caches(sb), head))
        keep_results(sb, r)
        T.eq(r.n, 1 + 4 * nl, tag .. ": results")
        T.shape(r[1], {cfg.b, cfg.V})
        T.close(r[1], want, 0, tag .. ", log-probabilities at n = " .. n)
        -- the value: log-softmax in float64 of the product, element by element
        local z = xa.linear(y:double(), head.weight:double(), head.bias and head.bias:double() or nil)
        local zt, lt = z:totable(), r[1]:totable()
        for i = 1, cfg.b do
          local m = -math.huge
          for _, v in ipairs(zt[i]) do m = math.max(m, v) end
          local s = 0
          for _, v in ipairs(zt[i]) do s = s + math.exp(v - m) end
          for j, v in ipairs(zt[i]) do
            local e = v - m - math.log(s)
            if math.abs(lt[i][j] - e) > 1e-5 * (1 + math.abs(e)) then
              T.ok(false, ("%s: lp[%d][%d] = %.7g, float64 %.7g"):format(tag, i, j, lt[i][j], e))
            end
          end
        end
      end
    end)
    xa.set_threads(th)
  end
end)

test("decoder_layers_step: a bad head is an error naming the op and the entry", function()
  local P = params(D, H, F, {})
  local ck, cv, mask = cross()
  local x = xa.randn(B, 1, D)
  local x1 = xa.randn(1, 1, D)
  local function c7(b) return {false, false, false, false, ck:narrow(1, 1, b), cv:narrow(1, 1, b), mask:narrow(1, 1, b)} end
  xa.no_grad(function()
    for _, xb in ipairs{{x, B}, {x1, 1}} do -- the ops one by one and the one region
      local xx, b = xb[1], xb[2]
      local function bad(h, msg) T.raises(function() xa.decoder_layers_step(xx, {P}, c7(b), h) end, msg) end
      bad({}, "decoder_layers_step: head.weight (V, D) is required")
      bad("W", "bad argument #4 to 'decoder_layers_step' (table expected, got string)")
      bad({weight = W(9, D + 1)}, "decoder_layers_step: the output layer's weight must be (V, D) for x")
      bad({weight = xa.randn(9)}, "decoder_layers_step: the output layer's weight must be (V, D)")
      bad({weight = W(9, D), bias = xa.randn(8)}, "decoder_layers_step: the output layer's bias must be (V) = (9), got (8)")
      bad({weight = W(9, D), bias = 3}, "decoder_layers_step: head.bias must be a tensor or false, got number")
      bad({weight = W(9, D), norm = 1}, "decoder_layers_step: head.norm must be a boolean, got number")
      bad({weight = W(9, D), eps = -1}, "decoder_layers_step: head.eps must be a finite number >= 0, got -1")
      bad({weight = W(9, D), out = 1}, "decoder_layers_step: unknown head entry 'out'")
      bad({weight = W(9, D), norm = true, norm_weight = xa.randn(D + 2)}, "decoder_layers_step:")
      bad({weight = W(9, D):double()}, "decoder_layers_step:")
    end
    -- after the errors, a good call still works
    local h = {weight = W(9, D)}
    local lp = xa.decoder_layers_step(x1, {P}, c7(1), h)
    local y = xa.decoder_layers_step(x1, {P}, c7(1))
    T.close(lp, xa.linear_log_softmax(y:select(2, 1), h.weight), 0, "after the errors")
  end)
end)

-- the input layer in the layers' call: the reference is embed_front (tested against the
-- five ops it stands for) followed by the call without it, bit for bit
test("decoder_layers_step with an embedding: embed_front's bits, positions, padding, with and without a head", function()
  xa.manual_seed(14)
  local V, P = 30, 12
  local E, pos = W(V, D) * 2, xa.randn(P, D)
  local th = xa.threads()
  for _, cfg in ipairs{{b = 1}, {b = 3}, {b = 1, head = true}, {b = 3, head = true, pad = 4},
                       {b = 1, threads = 1, head = true}} do
    if cfg.threads then xa.set_threads(cfg.threads) end
    local tag = ("batch %d head=%s pad=%s threads=%d"):format(cfg.b, tostring(cfg.head), tostring(cfg.pad), xa.threads())
    local nl = 2
    local Ps, cr = {}, {}
    for l = 1, nl do
      Ps[l] = xa.decoder_layer_params(params(D, H, F, {}))
      local ck, cv, mask = cross()
      cr[l] = {ck:narrow(1, 1, cfg.b), cv:narrow(1, 1, cfg.b), mask:narrow(1, 1, cfg.b)}
    end
    local head = cfg.head and {weight = W(V, D)} or nil
    local emb = {weight = E, positions = pos, scale = 1.5, padding_idx = cfg.pad or false, position = 1}
    local sa, sb = {}, {}
    for l = 1, nl do sa[l], sb[l] = {}, {} end
    local function caches(st) return layers_caches(st, cr) end
    xa.no_grad(function()
      for t = 1, P do -- every row of the positions' table, the last included
        local ids = xa.randint(1, V + 1, cfg.b, 1)
        if cfg.pad then ids[1][1] = cfg.pad end -- a padding id embeds as 0
        local x = xa.embed_front(E, ids, 1.5, pos:narrow(1, t, 1), {padding_idx = cfg.pad or false, p = 0, train = false})
        if cfg.pad then T.close(x[1][1], xa.zeros(D) + pos[t], 0, "padding row") end
        local ra = table.pack(xa.decoder_layers_step(x, Ps, caches(sa), head))
        keep_results(sa, ra)
        emb.position = t
        local rb = table.pack(xa.decoder_layers_step(ids, Ps, caches(sb), head, emb))
        keep_results(sb, rb)
        T.eq(rb.n, ra.n, tag .. ": results")
        T.close(rb[1], ra[1], 0, tag .. ", output at position " .. t)
        for l = 1, nl do T.close(rb[4 * l - 2], ra[4 * l - 2], 0, tag .. ", keys of layer " .. l) end
      end
    end)
    xa.set_threads(th)
  end
end)

test("decoder_layers_step: a bad embedding is an error naming the op and the entry", function()
  local P = params(D, H, F, {})
  local ck, cv, mask = cross()
  local ids = xa.tensor({{3}, {4}, {5}}, {dtype = "int64"})
  local E, pos = W(20, D), xa.randn(8, D)
  local function c7() return {false, false, false, false, ck, cv, mask} end
  local function emb(o)
    local e = {weight = E, positions = pos, position = 2, scale = 1}
    for k, v in pairs(o) do e[k] = v end
    return e
  end
  xa.no_grad(function()
    local function bad(x, e, msg) T.raises(function() xa.decoder_layers_step(x, {P}, c7(), nil, e) end, msg) end
    bad(ids, emb{position = 9}, "decoder_layers_step: position 9 is outside the positions' table (8,16)")
    bad(ids, emb{position = 0}, "decoder_layers_step: position 0 is outside the positions' table")
    bad(ids, emb{position = 1.5}, "decoder_layers_step: embed.position must be an integer")
    bad(ids, {weight = E, positions = pos}, "decoder_layers_step: embed.position is required")
    bad(ids, {weight = E, position = 1}, "decoder_layers_step: embed.weight (V, D) and embed.positions are required")
    bad(ids, emb{weight = 3}, "decoder_layers_step: embed.weight must be a tensor, got number")
    bad(ids, emb{extra = 1}, "decoder_layers_step: unknown embed entry 'extra'")
    bad(ids, emb{padding_idx = 21}, "decoder_layers_step: embed.padding_idx must be an id of the weight's rows")
    bad(ids, emb{padding_idx = true}, "decoder_layers_step: embed.padding_idx must be an id or false, got boolean")
    bad(ids, emb{scale = "x"}, "decoder_layers_step: embed.scale must be a finite number")
    bad(xa.tensor({{3}, {21}, {5}}, {dtype = "int64"}), emb{}, "decoder_layers_step:")
    bad(xa.randn(3, 1, D), emb{}, "decoder_layers_step:")
    bad(xa.tensor({{3, 4}, {4, 4}, {5, 4}}, {dtype = "int64"}), emb{}, "decoder_layers_step: with an embedding, x must be the ids (B, 1) int64")
    bad(ids, emb{positions = xa.randn(8, D):double()}, "decoder_layers_step: embed_front:")
    bad(ids, emb{weight = W(20, D + 1)}, "decoder_layers_step:")
    T.raises(function() xa.decoder_layers_step(ids, {P}, c7(), nil, 5) end, "bad argument #5 to 'decoder_layers_step' (table expected, got number)")
  end)
  -- after the errors, a good call still works
  xa.no_grad(function()
    local y = xa.decoder_layers_step(ids, {P}, c7(), nil, emb{})
    local x = xa.embed_front(E, ids, 1, pos:narrow(1, 2, 1))
    T.close(y, (xa.decoder_layers_step(x, {P}, c7())), 0, "after the errors")
  end)
end)

test("decoder_layers_step with a head of views: a transposed weight, narrowed and strided biases", function()
  xa.manual_seed(15)
  local P = xa.decoder_layer_params(params(D, H, F, {}))
  local ck, cv = xa.randn(1, H, S, D // H), xa.randn(1, H, S, D // H)
  local V = 70
  local Wt = W(D, V):t()                       -- (V, D), column-major
  local bn = xa.randn(2 * V):narrow(1, 1, V)   -- a narrow
  local bs = xa.randn(V, 2):select(2, 1)       -- stride 2
  xa.no_grad(function()
    for i, hb in ipairs{{Wt, bn}, {Wt, bs}, {W(V, D), bs}} do
      local x = xa.randn(1, 1, D)
      local c = {false, false, false, false, ck, cv, false}
      local lp = xa.decoder_layers_step(x, {P}, c, {weight = hb[1], bias = hb[2]})
      local y = xa.decoder_layers_step(x, {P}, c)
      T.close(lp, xa.linear_log_softmax(y:select(2, 1), hb[1]:contiguous(), hb[2]:contiguous()), 0, "case " .. i)
    end
  end)
end)
