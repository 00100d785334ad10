-- xattn.dot_attention (attention/dot.c): forward and weights against naive Lua loops,
-- gradients against finite differences and against the composed ops, masks of every
-- broadcast shape, dropout, layouts (views of projections, transposed, contiguous copies),
-- empty dims, thread counts, errors.
local flat = T.flat

-- naive reference on plain Lua numbers: out (B, T, H*dh) flat, w (B, H, T, S) flat
local function ref(q, k, v, mask, scale)
  local B, H, Tq, dh = q:size(1), q:size(2), q:size(3), q:size(4)
  local S = k:size(3)
  local qt, kt, vt = q:totable(), k:totable(), v:totable()
  local mt = mask and mask:expand(B, H, Tq, S):totable()
  local out, w = {}, {}
  for b = 1, B do for t = 1, Tq do for h = 1, H do for d = 1, dh do
    out[((b - 1) * Tq + (t - 1)) * H * dh + (h - 1) * dh + d] = 0
  end end end end
  for b = 1, B do
    for h = 1, H do
      for t = 1, Tq do
        local e, m = {}, -math.huge
        for s = 1, S do
          local x = 0
          for d = 1, dh do x = x + qt[b][h][t][d] * kt[b][h][s][d] end
          x = x * scale
          if mt and mt[b][h][t][s] then x = -math.huge end
          e[s] = x
          if x > m then m = x end
        end
        local z = 0
        for s = 1, S do e[s] = math.exp(e[s] - m); z = z + e[s] end
        for s = 1, S do
          local p = e[s] / z
          w[#w + 1] = p
          for d = 1, dh do
            local i = ((b - 1) * Tq + (t - 1)) * H * dh + (h - 1) * dh + d
            out[i] = out[i] + p * vt[b][h][s][d]
          end
        end
      end
    end
  end
  return out, w
end

local close_flat = T.close_flat

-- heads of a (B, L, H*dh) projection: (B, H, L, dh) views, as MultiheadAttention makes them
local function heads(B, L, H, dh, dtype)
  return xa.randn(B, L, H * dh, {dtype = dtype}):view(B, L, H, dh):permute(1, 3, 2, 4)
end

-- float32 rows of up to 256 keys take a vector path of their own (16-float blocks, the tail
-- padded with -inf); longer rows the general loops
test("dot_attention float32 weights at row lengths around the 16-float blocks and the 256 limit", function()
  for _, S in ipairs{1, 2, 15, 16, 17, 31, 32, 33, 64, 255, 256, 257, 300} do
    local q, k, v = heads(1, 3, 2, 2, "float32"), heads(1, S, 2, 2, "float32"), heads(1, S, 2, 2, "float32")
    q = q * 3 -- spread the scores, so that the max matters
    local mask = xa.arange(1, S + 1):view(1, 1, 1, S):gt(S - 1 - S // 3):logical_and(xa.tensor{true, false, true}:view(1, 1, 3, 1))
    mask = mask:logical_and(xa.arange(1, S + 1):view(1, 1, 1, S):gt(1)) -- key 1 always seen
    for _, m in ipairs{false, mask} do
      local out, w = xa.dot_attention(q, k, v, {mask = m or nil, scale = 0.9, need_weights = true})
      local ro, rw = ref(q, k, v, m or nil, 0.9)
      local msg = ("S %d %s"):format(S, m and "masked" or "unmasked")
      close_flat(w, rw, 1e-6, msg .. " weights")
      close_flat(out, ro, 1e-5, msg .. " out")
      T.ok(w:abs():lt(math.huge):all():item(), msg .. ": every weight finite")
    end
  end
  -- a row with every key masked is NaN, as softmax gives, on both paths
  for _, S in ipairs{5, 300} do
    local q, k, v = heads(1, 2, 1, 2, "float32"), heads(1, S, 1, 2, "float32"), heads(1, S, 1, 2, "float32")
    local m1 = xa.tensor{true, false}:view(1, 1, 2, 1)
    -- as stored, broadcast over the keys (stride 0), and expanded into a contiguous copy
    for _, mask in ipairs{m1, m1:expand(1, 1, 2, S), m1:expand(1, 1, 2, S):contiguous()} do
      local _, w = xa.dot_attention(q, k, v, {mask = mask, need_weights = true})
      local w1, w2 = w:select(3, 1), w:select(3, 2)
      T.ok(w1:ne(w1):all():item(), ("S %d: the fully masked row is NaN"):format(S))
      T.close(w2:squeeze(), select(2, xa.dot_attention(q:narrow(3, 2, 1), k, v, {need_weights = true})):squeeze(), 1e-6,
              ("S %d: the other row is the unmasked one's"):format(S))
    end
  end
end)

test("dot_attention: a mask that sets nothing gives what no mask gives, gradients included", function()
  local q0, k0, v0 = heads(2, 4, 2, 3), heads(2, 6, 2, 3), heads(2, 6, 2, 3)
  local res = {}
  for i, m in ipairs{false, xa.zeros(2, 1, 1, 6, {dtype = "bool"}), xa.zeros(4, 6, {dtype = "bool"})} do
    local q, k, v = q0:clone(), k0:clone(), v0:clone()
    for _, t in ipairs{q, k, v} do t:requires_grad_(true) end
    local out, w = xa.dot_attention(q, k, v, {mask = m or nil, need_weights = true})
    out:backward(xa.ones(2, 4, 6))
    res[i] = {out, w, q.grad, k.grad, v.grad}
  end
  for i = 2, 3 do
    for j = 1, 5 do T.close(res[i][j], res[1][j], 0, ("mask %d, result %d"):format(i, j)) end
  end
end)

test("dot_attention against naive loops: masks of every broadcast shape, float32 and float64", function()
  local B, H, Tq, S, dh = 2, 3, 4, 5, 3
  for _, dt in ipairs{"float64", "float32"} do
    local tol = dt == "float32" and 1e-5 or 1e-12
    local q, k, v = heads(B, Tq, H, dh, dt), heads(B, S, H, dh, dt), heads(B, S, H, dh, dt)
    local masks = {
      false,
      xa.tensor{{false, false, true, false, true}, {true, false, false, false, false}}:view(B, 1, 1, S), -- key padding
      xa.triu(xa.ones(Tq, S), 2):bool():view(1, 1, Tq, S),                                             -- causal-like
      xa.rand(B, H, Tq, S):lt(0.3):logical_and(xa.arange(1, S + 1):view(1, 1, 1, S):gt(1)),            -- full, key 1 kept
      xa.tensor{false, true, false, false, false},                                                     -- 1-D (S)
    }
    for mi, mask in ipairs(masks) do
      local m = mask or nil
      for _, scale in ipairs{dh ^ -0.5, 1.7} do
        local out, w = xa.dot_attention(q, k, v, {mask = m, scale = scale, need_weights = true})
        local ro, rw = ref(q, k, v, m and (m:dim() == 4 and m or m:view(1, 1, 1, S)), scale)
        local msg = ("%s mask %d scale %g"):format(dt, mi, scale)
        T.shape(out, {B, Tq, H * dh}, msg)
        T.shape(w, {B, H, Tq, S}, msg)
        close_flat(out, ro, tol, msg .. " out")
        close_flat(w, rw, tol, msg .. " weights")
      end
    end
    -- the default scale is dh^-1/2
    local a = xa.dot_attention(q, k, v)
    T.close(a, xa.dot_attention(q, k, v, {scale = dh ^ -0.5}), 0)
  end
end)

test("dot_attention reads contiguous, transposed and strided inputs alike", function()
  -- Tq = 1: one query's pairs run without BLAS (their own loops over every layout)
  for _, Tq in ipairs{3, 1} do
  local B, H, S, dh = 2, 2, 4, 5
  local q = xa.randn(B, H, Tq, dh):double()
  local k = xa.randn(B, H, S, dh):double()
  local v = xa.randn(B, H, S, dh):double()
  local base = xa.dot_attention(q, k, v)
  close_flat(base, (ref(q, k, v, nil, dh ^ -0.5)), 1e-12, "Tq " .. Tq .. " against the naive loops")
  -- k stored transposed per head (BLAS Trans), v narrowed from a wider tensor, q a copy
  -- of a permuted layout
  local kt = k:transpose(3, 4):contiguous():transpose(3, 4)
  local vw = xa.cat({v, xa.randn(B, H, S, 2):double()}, 4):narrow(4, 1, dh)
  local qp = q:permute(1, 3, 2, 4):contiguous():permute(1, 3, 2, 4)
  T.close(xa.dot_attention(qp, kt, vw), base, 1e-12)
  -- a layout BLAS cannot read (elements two apart) is copied first
  local q2 = xa.cat({q:unsqueeze(5), q:unsqueeze(5)}, 5):select(5, 1)
  T.close(xa.dot_attention(q2, k, v), base, 1e-12)
  -- float32 (copies): within float32's rounding of the float64 answer
  for _, l in ipairs{{qp, kt, vw}, {q2, k, v}, {q, kt, vw}} do
    T.close(xa.dot_attention(l[1]:float(), l[2]:float(), l[3]:float()):double(), base, 1e-5, "Tq " .. Tq .. " float32")
  end
  end
end)

test("dot_attention gradients: finite differences, and the composed ops", function()
  local B, H, Tq, S, dh = 2, 2, 3, 4, 2
  local mask = xa.tensor{{false, false, false, true}, {false, true, false, false}}:view(B, 1, 1, S)
  -- gradcheck (float64) through views of projections and with a mask
  T.gradcheck(function(qp, kp, vp)
    local function split(x, L) return x:view(B, L, H, dh):permute(1, 3, 2, 4) end
    return (xa.dot_attention(split(qp, Tq), split(kp, S), split(vp, S), {mask = mask, scale = 0.8}))
  end, {T.param(B, Tq, H * dh), T.param(B, S, H * dh), T.param(B, S, H * dh)})
  T.gradcheck(function(q, k, v) return (xa.dot_attention(q, k:transpose(3, 4), v)) end,
              {T.param(B, H, Tq, dh), T.param(B, H, dh, S), T.param(B, H, S, dh)})
  -- one input requiring grad
  T.gradcheck(function(k) return (xa.dot_attention(xa.randn(B, H, Tq, dh):double(), k, xa.ones(B, H, S, dh):double())) end,
              {T.param(B, H, S, dh)})
  -- dropout: the same RNG stream as xattn.dropout over w, so the composed ops with the
  -- same seed are the reference, forward and backward
  for _, dt in ipairs{"float64", "float32"} do
    local tol = dt == "float32" and 1e-5 or 1e-12
    local q = heads(B, Tq, H, dh, dt):detach():requires_grad_()
    local k = heads(B, S, H, dh, dt):detach():requires_grad_()
    local v = heads(B, S, H, dh, dt):detach():requires_grad_()
    local g = xa.randn(B, Tq, H * dh, {dtype = dt})
    xa.manual_seed(99)
    local o1, w1 = xa.dot_attention(q, k, v, {mask = mask, scale = 0.5, dropout = 0.4, need_weights = true})
    o1:backward(g)
    local gq, gk, gv = q.grad, k.grad, v.grad
    q.grad, k.grad, v.grad = nil, nil, nil
    local w = (q:matmul(k:transpose(3, 4)) * 0.5):masked_fill(mask, -math.huge):softmax(4)
    xa.manual_seed(99)
    local o2 = xa.dropout(w, 0.4, true):matmul(v):permute(1, 3, 2, 4):reshape(B, Tq, H * dh)
    o2:backward(g)
    T.close(o1, o2, tol, dt .. " dropout out")
    T.close(w1, w, tol, dt .. " weights before dropout")
    T.close(gq, q.grad, tol, dt .. " dq")
    T.close(gk, k.grad, tol, dt .. " dk")
    T.close(gv, v.grad, tol, dt .. " dv")
    T.shape(gq, {B, H, Tq, dh})
  end
end)

test("dot_attention: one query (decoding), empty dims, no graph under no_grad, thread counts", function()
  local q, k, v = heads(1, 1, 4, 8), heads(1, 6, 4, 8), heads(1, 6, 4, 8)
  local ro = ref(q, k, v, nil, 0.3)
  close_flat(xa.dot_attention(q, k, v, {scale = 0.3}), ro, 1e-5, "one query")
  -- S = 0: no keys, zeros; T = 0 or B = 0: empty
  T.close(xa.dot_attention(heads(2, 3, 2, 4), heads(2, 0, 2, 4), heads(2, 0, 2, 4)), xa.zeros(2, 3, 8), 0)
  T.shape(xa.dot_attention(heads(2, 0, 2, 4), heads(2, 5, 2, 4), heads(2, 5, 2, 4)), {2, 0, 8})
  T.shape(xa.dot_attention(heads(0, 3, 2, 4), heads(0, 5, 2, 4), heads(0, 5, 2, 4)), {0, 3, 8})
  local qe = heads(2, 3, 2, 4):detach():requires_grad_()
  local oe = xa.dot_attention(qe, heads(2, 0, 2, 4), heads(2, 0, 2, 4))
  oe:sum():backward()
  T.close(qe.grad, xa.zeros(2, 2, 3, 4), 0, "no keys: zero gradient")
  -- every key masked: NaN, as softmax
  local allm = xa.ones(1, 1, 1, 6):bool()
  local nan = xa.dot_attention(q, k, v, {mask = allm})
  T.ok(nan:ne(nan):all():item(), "all keys masked gives NaN")
  -- no graph without grad
  local qg = q:detach():requires_grad_()
  local o = xa.no_grad(function() return xa.dot_attention(qg, k, v) end)
  T.ok(not o.requires_grad)
  -- results do not depend on the thread count
  local old = xa.threads()
  local Q, K, V = heads(8, 20, 4, 16), heads(8, 24, 4, 16), heads(8, 24, 4, 16)
  local Qg = Q:detach():requires_grad_()
  local res = {}
  for _, n in ipairs{1, 2, 3} do
    xa.set_threads(n)
    Qg.grad = nil
    local out = xa.dot_attention(Qg, K, V)
    out:sum():backward()
    res[n] = {out, Qg.grad}
  end
  xa.set_threads(old)
  T.close(res[1][1], res[2][1], 0); T.close(res[1][1], res[3][1], 0)
  T.close(res[1][2], res[2][2], 0); T.close(res[1][2], res[3][2], 0)
end)

test("dot_attention errors name the shapes", function()
  local q, k, v = heads(2, 3, 2, 4), heads(2, 5, 2, 4), heads(2, 5, 2, 4)
  T.raises(function() xa.dot_attention(q:reshape(2, 3, 8), k, v) end,
           "dot_attention: q, k and v must be 4-D (B, H, T, dh), (B, H, S, dh), (B, H, S, dh), got (2,3,8)")
  T.raises(function() xa.dot_attention(q, k:narrow(4, 1, 3), v) end,
           "dot_attention: shapes q (2,2,3,4), k (2,2,5,3) and v (2,2,5,4) do not match")
  T.raises(function() xa.dot_attention(q, k, v:narrow(3, 1, 4)) end, "do not match")
  T.raises(function() xa.dot_attention(q, k:double(), v) end, "must share one float dtype, got float32, float64 and float32")
  T.raises(function() xa.dot_attention(q:long(), k:long(), v:long()) end, "must share one float dtype")
  T.raises(function() xa.dot_attention(q, k, v, {mask = xa.zeros(2, 1, 1, 5)}) end, "mask must be bool (true = masked), got float32 (2,1,1,5)")
  T.raises(function() xa.dot_attention(q, k, v, {mask = xa.zeros(2, 1, 1, 4):bool()}) end,
           "dot_attention: mask (2,1,1,4) does not broadcast to (B, H, T, S) = (2,2,3,5)")
  T.raises(function() xa.dot_attention(q, k, v, {mask = xa.zeros(1, 2, 1, 1, 5):bool()}) end, "does not broadcast")
  T.raises(function() xa.dot_attention(q, k, v, {mask = "x"}) end, "mask must be a bool tensor or nil")
  T.raises(function() xa.dot_attention(q, k, v, {dropout = 1}) end, "dropout must be in [0, 1), got 1")
  T.raises(function() xa.dot_attention(q, k, v, {scale = math.huge}) end, "scale must be a finite number")
  T.raises(function() xa.dot_attention(q, k) end, "bad argument #3")
end)

test("random shapes, layouts and masks: dot_attention and linear_cross_entropy agree with the composed ops", function()
  -- a seeded differential check over empty and size-1 dims, transposed/narrowed/permuted
  -- inputs, every mask shape (rows with every key masked included: NaN out, and no
  -- gradient through the masked scores, as masked_fill gives)
  local seed = 0
  local function R(a, b) -- integers from the xattn generator (reproducible)
    seed = seed + 1
    return xa.randint(a, b + 1, 1):item()
  end
  local function layout(t)
    local k = R(1, 4)
    if k == 2 then return t:transpose(3, 4):contiguous():transpose(3, 4) end
    if k == 3 then return xa.cat({t, t}, 4):narrow(4, 1, t:size(4)) end
    if k == 4 then return t:permute(1, 3, 2, 4):contiguous():permute(1, 3, 2, 4) end
    return t
  end
  local function same(a, b, tol, what)
    if a:numel() == 0 then return end
    local na, nb = a:ne(a), b:ne(b)
    T.ok(na:eq(nb):all():item(), what .. ": NaN in different places")
    local d = (a - b):abs():masked_fill(na, 0):max():item()
    T.ok(d <= tol * (1 + b:masked_fill(nb, 0):abs():max():item()), ("%s: differs by %g"):format(what, d))
  end
  for it = 1, 60 do
    local dt = it % 2 == 0 and "float64" or "float32"
    local tol = dt == "float32" and 1e-4 or 1e-9
    local B, H, Tq, S, dh = R(0, 3), R(1, 3), R(0, 5), R(0, 6), R(1, 5)
    local q = layout(xa.randn(B, H, Tq, dh, {dtype = dt})):requires_grad_()
    local k = layout(xa.randn(B, H, S, dh, {dtype = dt})):requires_grad_()
    local v = layout(xa.randn(B, H, S, dh, {dtype = dt})):requires_grad_()
    local mask = ({false, xa.rand(B, 1, 1, S):lt(0.3), xa.rand(1, H, Tq, S):lt(0.3), xa.rand(S):lt(0.3)})[R(1, 4)] or nil
    local o, w = xa.dot_attention(q, k, v, {mask = mask, scale = 0.7, need_weights = true})
    local g = xa.randn(B, Tq, H * dh, {dtype = dt})
    o:backward(g)
    local gq, gk, gv = q.grad, k.grad, v.grad
    q.grad, k.grad, v.grad = nil, nil, nil
    local s = q:matmul(k:transpose(3, 4)) * 0.7
    if mask then s = s:masked_fill(mask, -math.huge) end
    local w2 = s:softmax(4)
    w2:matmul(v):permute(1, 3, 2, 4):reshape(B, Tq, H * dh):backward(g)
    local msg = ("case %d (%d,%d,%d,%d,%d)"):format(it, B, H, Tq, S, dh)
    same(w, w2, tol, msg .. " w")
    for name, pair in pairs{dq = {gq, q.grad}, dk = {gk, k.grad}, dv = {gv, v.grad}} do
      if pair[1] and pair[2] then same(pair[1], pair[2], tol, msg .. " " .. name) end
    end
    -- the fused output projection and loss
    local N, D, V = R(0, 30), R(0, 6), R(1, 300)
    local x = xa.randn(N, D, {dtype = dt}):requires_grad_()
    local W = (R(1, 2) == 1 and xa.randn(V, D, {dtype = dt}) or xa.randn(D, V, {dtype = dt}):t()):detach():requires_grad_()
    local b = R(1, 2) == 1 and xa.randn(V, {dtype = dt}):requires_grad_() or nil
    local t = xa.randint(1, V + 1, N)
    local opts = {label_smoothing = R(0, 1) * 0.1, reduction = R(1, 2) == 1 and "sum" or "mean"}
    local l1, n1, c1 = xa.linear_cross_entropy(x, W, b, t, opts)
    l1:backward()
    local gx, gW, gb = x.grad, W.grad, b and b.grad
    x.grad, W.grad = nil, nil
    if b then b.grad = nil end
    local l2, n2, c2 = xa.cross_entropy(xa.linear(x, W, b), t, opts)
    l2:backward()
    T.eq(c1, c2)
    same(l1, l2, tol, msg .. " loss")
    same(n1, n2, tol, msg .. " nll")
    if gx and x.grad then same(gx, x.grad, tol, msg .. " dx") end
    if gW and W.grad then same(gW, W.grad, tol, msg .. " dW") end
    if gb and b.grad then same(gb, b.grad, tol, msg .. " db") end
  end
end)
