-- The Lua GPU suite: device tensors, every op and family on "cuda" against "cpu" (values
-- and gradients), device mixing errors, memory figures. `make test CUDA=1` runs it with the
-- emulated xattn ($(BUILD)-cuemu/xattn: the CUDA kernels compiled as host C++ against the
-- emulator of tests/cuda_emu/, docs/gpu.md), where xattn.cuda.available() is true; on a
-- machine with a GPU it runs as well with a `make CUDA=1` build.
local ok, why = xa.cuda.available()

local function both(f64)
  return f64 and {dtype = "float64"} or nil
end

-- every tensor of a (nested) table of results, in order
local function tensors(r, out)
  out = out or {}
  if xa.is_tensor(r) then out[#out + 1] = r
  elseif type(r) == "table" then for _, v in ipairs(r) do tensors(v, out) end end
  return out
end

-- runs f on CPU inputs and on their device copies (leaves requiring grad when the CPU
-- input does), compares the results and the inputs' gradients (within tol), and checks
-- that results and gradients live on the device
local function same_on_cuda(name, f, inputs, tol)
  tol = tol or 1e-10
  local dev = {}
  for i, x in ipairs(inputs) do
    if x.requires_grad then x:zero_grad() end -- inputs are shared by several cases
    local d = x:detach():cuda()
    if x.requires_grad then d.requires_grad = true end
    dev[i] = d
  end
  xa.manual_seed(77)
  local rc = tensors(f(table.unpack(inputs)))
  xa.manual_seed(77)
  local rd = tensors(f(table.unpack(dev)))
  T.eq(#rd, #rc, name .. ": result count")
  for i = 1, #rc do
    T.eq(rd[i].device, "cuda", name .. ": result " .. i .. " on the device")
    T.close(rd[i]:cpu(), rc[i], tol, name .. ": result " .. i)
  end
  local lc, ld = nil, nil
  for i = 1, #rc do
    if rc[i].requires_grad and (rc[i]:dtype() == "float64" or rc[i]:dtype() == "float32") then
      local w = xa.randn(table.unpack(rc[i]:shape())):to(rc[i]:dtype())
      local sc = (rc[i] * w):sum()
      local sd = (rd[i] * w:cuda()):sum()
      lc = lc and lc + sc or sc
      ld = ld and ld + sd or sd
    end
  end
  if lc then
    lc:backward()
    ld:backward()
    for i, x in ipairs(inputs) do
      if x.requires_grad then
        T.ok(dev[i].grad, name .. ": input " .. i .. " has a gradient on the device")
        T.eq(dev[i].grad.device, "cuda", name .. ": gradient " .. i .. " on the device")
        T.close(dev[i].grad:cpu(), x.grad, tol, name .. ": gradient of input " .. i)
      end
    end
  end
end

local function leaf(...) return xa.randn(...):double():requires_grad_() end

test("cuda is available in this build", function()
  T.ok(ok, "xattn.cuda.available(): " .. tostring(why))
  T.eq(type(xa.cuda.device_name()), "string")
end)

test("moving tensors between devices", function()
  local a = xa.randn(3, 4)
  local d = a:cuda()
  T.eq(a.device, "cpu"); T.eq(d.device, "cuda")
  T.ok(rawequal(d:cuda(), d), "cuda() of a device tensor is itself")
  T.ok(rawequal(a:cpu(), a), "cpu() of a host tensor is itself")
  T.close(d:cpu(), a, 0)
  T.eq(d:to("cpu").device, "cpu"); T.eq(a:to("cuda").device, "cuda")
  T.eq(d:to("float64").device, "cuda"); T.eq(d:to("float64"):dtype(), "float64")
  T.eq(xa.device(d), "cuda"); T.eq(xa.device(a), "cpu"); T.eq(xa.device("cuda"), "cuda")
  T.raises(function() return xa.device("tpu") end, "unknown device 'tpu'")
  T.raises(function() return a:to("tpu") end, "unknown dtype or device 'tpu'")
  -- every dtype, views and strided sources
  for _, dt in ipairs({"bool", "int64", "float32", "float64"}) do
    local x = xa.randint(0, 2, 5, 6):to(dt)
    T.close(x:cuda():cpu(), x, 0, dt)
  end
  local s = xa.randn(6, 7):t():narrow(1, 2, 4)
  T.close(s:cuda():cpu(), s, 0, "a strided view")
  T.eq(xa.zeros(0, 3):cuda():numel(), 0)
end)

test("constructors with {device = 'cuda'}", function()
  local z = xa.zeros(2, 3, {device = "cuda"})
  T.eq(z.device, "cuda"); T.close(z:cpu(), xa.zeros(2, 3), 0)
  T.close(xa.ones(4, {device = "cuda", dtype = "int64"}):cpu(), xa.ones(4, {dtype = "int64"}), 0)
  T.close(xa.full(2, 2, 7.5, {device = "cuda"}):cpu(), xa.full(2, 2, 7.5), 0)
  T.close(xa.tensor({{1, 2}, {3, 4}}, {device = "cuda"}):cpu(), xa.tensor({{1, 2}, {3, 4}}), 0)
  T.close(xa.tensor(3.5, {device = "cuda"}):cpu(), xa.tensor(3.5), 0)
  T.close(xa.arange(5, {device = "cuda"}):cpu(), xa.arange(5), 0)
  T.close(xa.eye(3, {device = "cuda"}):cpu(), xa.eye(3), 0)
  xa.manual_seed(3); local r1 = xa.randn(4, 5, {device = "cuda"})
  xa.manual_seed(3); local r2 = xa.randn(4, 5)
  T.eq(r1.device, "cuda"); T.close(r1:cpu(), r2, 0, "the same numbers for a seed")
  local zl = xa.zeros_like(r1)
  T.eq(zl.device, "cuda", "a *_like tensor on the input's device")
  T.eq(xa.zeros_like(r1, {device = "cpu"}).device, "cpu")
  local p = xa.randn(3, {device = "cuda", requires_grad = true})
  T.ok(p.requires_grad and p.is_leaf and p.device == "cuda", "a leaf on the device")
  T.raises(function() return xa.zeros(2, {device = "gpu"}) end, "unknown device 'gpu'")
end)

test("elements, printing and tables of a device tensor", function()
  local a = xa.tensor({{1.5, -2}, {3, 4}})
  local d = a:cuda()
  T.eq(d:get(2, 1), 3); T.eq(d[1][2], -2); T.eq(d:sum():item(), 6.5)
  d:set(1, 1, 10)
  T.eq(d:get(1, 1), 10); T.eq(a:get(1, 1), 1.5, "the host copy is unchanged")
  d[2] = xa.tensor({5, 6}):cuda()
  T.eq(d:totable()[2][2], 6)
  local s = tostring(d)
  T.ok(s:find("device=cuda", 1, true), "tostring names the device: " .. s)
  T.ok(s:find("10", 1, true), "tostring shows the values: " .. s)
  local b = xa.tensor({true, false}):cuda()
  T.eq(b[1], true); T.eq(b[2], false)
  local l = xa.tensor({7, 8, 9}):cuda()
  T.eq(l[3], 9); T.eq(math.type(l[3]), "integer")
end)

test("mixing devices is an error naming the op and both devices", function()
  local a, d = xa.randn(2, 3), xa.randn(2, 3):cuda()
  local e = T.raises(function() return a + d end, "add")
  T.ok(e:find("cpu", 1, true) and e:find("cuda", 1, true), e)
  e = T.raises(function() return xa.matmul(a, d:t()) end, "matmul")
  T.ok(e:find("cpu", 1, true) and e:find("cuda", 1, true), e)
  e = T.raises(function() return xa.cat({a, d}, 1) end, "cat")
  T.ok(e:find("different devices", 1, true), e)
end)

test("elementwise ops and their gradients on cuda", function()
  local x, y = leaf(4, 5), leaf(4, 5)
  same_on_cuda("arithmetic", function(a, b) return {a + b, a - b, a * b, a / (b:abs() + 1), -a, a * 3 + 1} end, {x, y})
  same_on_cuda("unary", function(a)
    return {a:exp(), (a:abs() + 0.1):log(), a:tanh(), a:sigmoid(), a:relu(), a:gelu(), a:sin(),
            (a:abs() + 0.1):sqrt(), a:pow(2), a:clamp(-0.5, 0.5)}
  end, {x})
  same_on_cuda("comparisons and where", function(a, b) return {a:lt(b), xa.where(a:gt(b), a, b), a:masked_fill(a:lt(0), 0)} end, {x, y})
  same_on_cuda("broadcast", function(a, b) return a + b end, {leaf(4, 1), leaf(1, 5)})
  same_on_cuda("int64", function(a, b) return {a + b, a * b} end, {xa.randint(-5, 5, 3, 4), xa.randint(-5, 5, 3, 4)})
end)

test("reductions and normalisers on cuda", function()
  local x = leaf(5, 7)
  same_on_cuda("sums", function(a) return {a:sum(), a:sum(1), a:mean(2), a:prod(2), a:var(1)} end, {x})
  same_on_cuda("max, logsumexp", function(a) return {a:max(2), a:min(1), a:logsumexp(2)} end, {x})
  same_on_cuda("softmax", function(a) return {a:softmax(2), a:log_softmax(1), a:cumsum(2)} end, {x})
  same_on_cuda("topk", function(a) local v, i = a:topk(3, 2); return {v, i} end, {x})
end)

test("matmul, views and indexing on cuda", function()
  same_on_cuda("matmul", function(a, b) return {xa.matmul(a, b), xa.matmul(a:t(), a)} end, {leaf(4, 6), leaf(6, 3)})
  same_on_cuda("batched matmul", function(a, b) return xa.matmul(a, b) end, {leaf(2, 3, 4), leaf(4, 5)})
  same_on_cuda("views", function(a)
    return {a:t():contiguous(), a:view(3, 4), a:narrow(2, 2, 2), a:select(1, 2), a:unsqueeze(1):expand(2, 4, 3)}
  end, {leaf(4, 3)})
  local idx = xa.tensor({{1, 3}, {2, 2}, {4, 1}})
  same_on_cuda("gather", function(a, i) return a:gather(2, i) end, {leaf(3, 4), idx})
  same_on_cuda("index_select", function(a, i) return a:index_select(1, i) end, {leaf(5, 3), xa.tensor({5, 1, 1, 2})})
  same_on_cuda("cat, stack", function(a, b) return {xa.cat({a, b}, 1), xa.stack({a, b}, 2)} end, {leaf(2, 3), leaf(2, 3)})
  same_on_cuda("triangles", function(a) return {a:triu(), a:tril(-1)} end, {leaf(4, 4)})
  T.raises(function() return xa.randn(3, 4):cuda():gather(2, xa.tensor({{5}, {1}, {1}}):cuda()) end, "out of range")
end)

test("nn layers and attention families on cuda", function()
  same_on_cuda("layer_norm", function(a, w, b) return xa.layer_norm(a, {6}, w, b) end, {leaf(3, 4, 6), leaf(6), leaf(6)})
  same_on_cuda("dropout", function(a) return xa.dropout(a, 0.3) end, {leaf(7, 33)})
  same_on_cuda("dropout_add_layer_norm", function(a, r, w, b) return xa.dropout_add_layer_norm(a, r, 0.3, true, w, b) end,
               {leaf(3, 5, 6), leaf(3, 5, 6), leaf(6), leaf(6)})
  same_on_cuda("embedding", function(w, i) return xa.embedding(w, i) end, {leaf(10, 4), xa.tensor({{1, 5, 5}, {10, 2, 1}})})
  local tg = xa.tensor({{1, 4, 2}, {3, 3, 5}})
  same_on_cuda("cross_entropy", function(z, t)
    local loss, nll = xa.cross_entropy(z, t, {label_smoothing = 0.1, ignore_index = 3, reduction = "mean"})
    return {loss, nll}
  end, {leaf(2, 3, 5), tg})
  -- linear: x as a transposed view, W as a transposed view (both read by BLAS as they lie)
  same_on_cuda("linear", function(x, w, b) return {xa.linear(x:t(), w, b), xa.linear(x:t(), w, nil)} end,
    {leaf(4, 6), leaf(5, 4), leaf(5)})
  same_on_cuda("linear (W a transposed view)", function(x, wt, b) return xa.linear(x, wt:t(), b) end,
    {leaf(2, 3, 4), leaf(4, 5), leaf(5)})
  -- the fused projection and loss: ignored rows, mean and sum, a transposed W, no bias;
  -- chunks of one row (V large enough that a chunk holds 16 rows of 2^17 classes is too
  -- slow here: the chunking is tested in the C suite)
  local lt3 = xa.tensor({{2, 7, 1}, {5, 1, 3}})
  for _, red in ipairs({"mean", "sum"}) do
    same_on_cuda("linear_cross_entropy " .. red, function(x, w, b, t)
      local loss, nll, n = xa.linear_cross_entropy(x, w, b, t, {label_smoothing = 0.1, reduction = red})
      T.eq(n, 4, "linear_cross_entropy: counted rows")
      return {loss, nll}
    end, {leaf(2, 3, 5), leaf(7, 5), leaf(7), lt3})
  end
  same_on_cuda("linear_cross_entropy (W transposed, no bias)", function(x, wt, t)
    return {xa.linear_cross_entropy(x, wt:t(), nil, t, {ignore_index = 3})}
  end, {leaf(2, 3, 5), leaf(5, 7), lt3})
  T.raises(function()
    xa.linear_cross_entropy(xa.randn(3, 4):cuda(), xa.randn(5, 4):cuda(), nil, xa.tensor({2, 9, 3}):cuda())
  end, "target value 9 at position 2 is out of range [1, 5] (x (3,4), weight (5,4))")
  local mask = xa.zeros(2, 1, 1, 6, {dtype = "bool"})
  mask[{2, 1, 1, 6}] = true
  same_on_cuda("dot_attention", function(q, k, v, m)
    local o, w = xa.dot_attention(q, k, v, {mask = m, dropout = 0.2, need_weights = true})
    return {o, w}
  end, {leaf(2, 3, 4, 5), leaf(2, 3, 6, 5), leaf(2, 3, 6, 5), mask})
  local lengths = xa.tensor({6, 4})
  same_on_cuda("gmm_mix", function(al, g, om, mu, sg, len)
    return xa.gmm_mix(al, g, om:softmax(4), mu, sg:exp(), len, {norm = "strict"})
  end, {leaf(2, 2, 3, 6):sigmoid():detach():requires_grad_(), leaf(2, 2, 3, 1):sigmoid():detach():requires_grad_(),
        leaf(2, 2, 3, 2), (xa.rand(2, 2, 3, 2):double() * 5 + 1):requires_grad_(), leaf(2, 2, 3, 2), lengths})
  -- the fused op on the CPU against its composition of ops on the device (same dropout draw)
  same_on_cuda("gmm_attention", function(q, k, v, g, om, mu, sg, m, len)
    return xa.gmm_attention(q, k, v, g, om:softmax(4), mu, sg:exp(), len, {mask = m, dropout = 0.2})
  end, {leaf(2, 2, 4, 5), leaf(2, 2, 6, 5), leaf(2, 2, 6, 5), leaf(2, 2, 4, 1):sigmoid():detach():requires_grad_(),
        leaf(2, 2, 4, 2), (xa.rand(2, 2, 4, 2):double() * 5 + 1):requires_grad_(), leaf(2, 2, 4, 2), mask, lengths})
  same_on_cuda("gma_attention", function(q, k, v, p, s, m)
    return xa.gma_attention(q, k, v, p, s:exp(), {mask = m, dropout = 0.2, delta = 1.5})
  end, {leaf(2, 3, 4, 5), leaf(2, 3, 6, 5), leaf(2, 3, 6, 5), (xa.rand(2, 1, 4):double() * 5):requires_grad_(),
        leaf(2, 1, 4), mask})
  same_on_cuda("window_mix", function(x, g) return {xa.window_mix(x, g, 2), xa.window_centres(x)} end,
    {leaf(2, 2, 3, 9), leaf(2, 2, 3, 1):sigmoid():detach():requires_grad_()})
  same_on_cuda("gma_weights", function(x, p, s) return xa.gma_weights(x, p, s:exp(), 1.0) end,
    {leaf(2, 3, 4, 8), (xa.rand(2, 1, 4):double() * 6):requires_grad_(), leaf(2, 1, 4)})
  -- the latent output layer: K below and above S, renorm, an ignored target, chunks of one
  -- sentence; a (B,T,S) with a zero weight (padding)
  local la = leaf(2, 3, 4):softmax(3):detach()
  la[{2, 1, 4}] = 0
  la:requires_grad_()
  local lt = xa.tensor({{2, 7, 1}, {5, 1, 3}})
  for _, o in ipairs({{K = 2, renorm = false, chunk = 256}, {K = 6, renorm = true, chunk = 3}}) do
    same_on_cuda(("latent_nll K %d renorm %s"):format(o.K, tostring(o.renorm)), function(zs, zt, a, w, t)
      return xa.latent_nll(zs, zt, a, w, t, o.K, {renorm = o.renorm, ignore_index = 1, chunk = o.chunk})
    end, {leaf(2, 4, 5), leaf(2, 3, 5), la, leaf(7, 5), lt})
    same_on_cuda(("latent_logprobs K %d"):format(o.K), function(zs, zt, a, w)
      return xa.latent_logprobs(zs, zt, a, w, o.K, {renorm = o.renorm, chunk = o.chunk})
    end, {leaf(2, 4, 5), leaf(2, 3, 5), la, leaf(7, 5)})
  end
  -- a target out of range is an error on the device too, naming it
  T.raises(function()
    xa.latent_nll(xa.randn(1, 2, 3):cuda(), xa.randn(1, 2, 3):cuda(), xa.rand(1, 2, 2):cuda(), xa.randn(4, 3):cuda(),
      xa.tensor({{2, 9}}):cuda(), 1)
  end, "9")
end)

test("decoder_layer_step on cuda: the CPU's result, across the cache's buffers", function()
  xa.manual_seed(21)
  local D, H, F, S = 8, 2, 12, 5
  local names = {"q", "k", "v", "out", "cross_q", "cross_out"}
  local ins = {}
  for _ = 1, 6 do ins[#ins + 1] = xa.randn(D, D, {dtype = "float64"}) * 0.3; ins[#ins + 1] = xa.randn(D, {dtype = "float64"}) * 0.1 end
  ins[13], ins[14] = xa.randn(F, D, {dtype = "float64"}) * 0.3, xa.randn(F, {dtype = "float64"}) * 0.1
  ins[15], ins[16] = xa.randn(D, F, {dtype = "float64"}) * 0.3, xa.randn(D, {dtype = "float64"}) * 0.1
  for i = 17, 22 do ins[i] = xa.randn(D, {dtype = "float64"}) * 0.1 + (i % 2 == 1 and 1 or 0) end
  ins[23] = xa.randn(2, H, S, D // H, {dtype = "float64"})                 -- cross keys
  ins[24] = xa.randn(2, H, S, D // H, {dtype = "float64"})                 -- cross values
  ins[25] = xa.randn(2, H, 3, D // H, {dtype = "float64"})                 -- keys so far
  ins[26] = xa.randn(2, H, 3, D // H, {dtype = "float64"})                 -- values so far
  ins[27] = xa.randn(2, 1, D, {dtype = "float64"})                         -- x
  ins[28] = xa.tensor({{{{false, false, false, true, true}}}, {{{false, false, false, false, false}}}})
  for _, pre in ipairs{false, true} do
    same_on_cuda("decoder_layer_step pre=" .. tostring(pre), function(...)
      local t = {...}
      local P = {heads = H, pre = pre}
      for i, n in ipairs(names) do P[n], P[n .. "_bias"] = t[2 * i - 1], t[2 * i] end
      P.fc1, P.fc1_bias, P.fc2, P.fc2_bias = t[13], t[14], t[15], t[16]
      for i = 1, 3 do P["norm" .. i], P["norm" .. i .. "_bias"] = t[15 + 2 * i], t[16 + 2 * i] end
      -- two steps: a new buffer, then a write into it
      local y1, k1, v1, kb, vb = xa.decoder_layer_step(t[27], P, t[25], t[26], nil, nil, t[23], t[24], t[28])
      local y2, k2, v2 = xa.decoder_layer_step(y1, P, k1, v1, kb, vb, t[23], t[24], t[28])
      return {y1, y2, k2, v2, kb}
    end, ins)
  end
end)

test("memory figures of the device", function()
  collectgarbage(); collectgarbage()
  local m0 = xa.memory().cuda
  T.ok(m0 and m0.live >= 0 and m0.total > 0, "memory().cuda")
  local t = xa.zeros(1000, 250, {device = "cuda"}) -- 1 MB of float32
  local m1 = xa.memory().cuda
  T.ok(m1.live - m0.live >= 1000000, ("live grows by the tensor: %d -> %d"):format(m0.live, m1.live))
  T.ok(m1.peak >= m1.live)
  t = nil
  collectgarbage(); collectgarbage()
  local m2 = xa.memory().cuda
  T.eq(m2.live, m0.live, "live returns when the tensor is collected")
  xa.empty_cache()
  T.eq(xa.memory().cuda.cached, 0, "empty_cache returns the cached blocks")
end)

test("constructors make device tensors on the device, with no host buffer of their size", function()
  -- (zeros(..., {device = "cuda"}) once filled a host tensor and copied it: 400 GB of host
  -- memory for the request below)
  -- (the host pool's mapped bytes: a host buffer of 4 MB would stay mapped in its cache;
  -- xa.memory().live and peak count every device's tensors)
  collectgarbage(); collectgarbage(); xa.empty_cache()
  local mapped0 = xa.memory().mapped
  local made = {
    xa.zeros(1000, 1000, {device = "cuda"}), xa.ones(1000, 1000, {device = "cuda"}),
    xa.full(1000, 1000, 2.5, {device = "cuda"}), xa.rand(1000, 1000, {device = "cuda"}),
    xa.randn(1000, 1000, {device = "cuda"}), xa.eye(1000, 1000, {device = "cuda"}),
  }
  made[#made + 1] = xa.zeros_like(made[1])
  made[#made + 1] = xa.randn_like(made[1])
  local grew = xa.memory().mapped - mapped0
  T.ok(grew < 1000000, ("host memory grew by %d bytes for 4 MB device tensors"):format(grew))
  for _, t in ipairs(made) do T.eq(t.device, "cuda") end
  -- the values are the CPU's: eye's diagonal, and a seed's random numbers
  local e = xa.eye(3, 5, {device = "cuda", dtype = "float64"}):cpu()
  T.close(e, xa.eye(3, 5, {dtype = "float64"}), 0)
  T.eq(xa.eye(0, 4, {device = "cuda"}):size(1), 0)
  xa.manual_seed(7); local a = xa.randn(37, 5, {device = "cuda"}):cpu()
  xa.manual_seed(7); local b = xa.randn(37, 5)
  T.close(a, b, 0)
  xa.manual_seed(7); a = xa.rand_like(b, {device = "cuda", dtype = "float64"}):cpu()
  xa.manual_seed(7); b = xa.rand(37, 5, {dtype = "float64"})
  T.close(a, b, 0)
  T.close(xa.full(2, 3, -1.5, {device = "cuda"}):cpu(), xa.full(2, 3, -1.5), 0)
end)

test("out of device memory is a Lua error naming the request", function()
  local e = T.raises(function() return xa.zeros(100000, 100000, 10, {device = "cuda"}) end, "out of memory")
  T.ok(e:find("400000000000", 1, true) and e:find("cuda", 1, true), e)
end)

test("views, gma_visible and index lists on cuda", function()
  local p = xa.tensor({{{0.5, 2.2, 7.9}}, {{1.0, 3.5, 0.2}}}, {dtype = "float64"})
  local len = xa.tensor({5, 3})
  local v = xa.gma_visible(p:cuda(), 1.0, len:cuda())
  T.eq(v.device, "cuda")
  T.close(v:cpu(), xa.gma_visible(p, 1.0, len), 0)
  local x = xa.randn(4, 3)
  T.close(x:cuda():index_select(1, {4, 1, 1}):cpu(), x:index_select(1, {4, 1, 1}), 0)
  T.raises(function() return xa.gma_visible(p:cuda(), 1.0, len) end, "different devices")
end)

-- a small Transformer trained for a few steps (dropout, label smoothing, gradient clipping,
-- AdamW) on one device; returns its loss curve, the model and the optimizer
local nn = require "xattn.nn"
local optim = require "xattn.optim"
local function batch(dev)
  local b = {src = xa.tensor({{4, 5, 6, 7, 2}, {8, 9, 10, 2, 1}}),
             tgt_in = xa.tensor({{3, 11, 12, 13, 14}, {3, 15, 16, 17, 1}}),
             tgt_out = xa.tensor({{11, 12, 13, 14, 2}, {15, 16, 17, 2, 1}})}
  for k, t in pairs(b) do b[k] = t:to(dev) end
  return b
end
local function model(dtype, dev)
  xa.manual_seed(7)
  local m = nn.Transformer{vocab = {src = 20, tgt = 20}, d = 16, heads = 2, ffn = 32,
                           layers = {enc = 1, dec = 1}, dropout = 0.1}
  m:to(dtype)
  return m:to(dev)
end
local function train(m, opt, b, steps)
  local curve = {}
  for s = 1, steps do
    opt:zero_grad()
    local loss = m:loss(b, {label_smoothing = 0.1})
    loss:backward()
    opt:clip_grad_norm(1.0)
    opt:step()
    curve[s] = loss:item()
  end
  return curve
end

test("a training run on cuda has the CPU's loss curve", function()
  for _, c in ipairs({{"float64", 1e-9}, {"float32", 1e-4}}) do
    local dtype, tol = c[1], c[2]
    local curves = {}
    for _, dev in ipairs({"cpu", "cuda"}) do
      local m = model(dtype, dev)
      for _, p in ipairs(m:parameters()) do T.eq(p.device, dev, "parameters on " .. dev) end
      local opt = optim.AdamW(m:parameters(), {lr = 1e-2})
      T.eq(opt.flat.device, dev, "the flat parameter buffer on " .. dev)
      curves[dev] = train(m, opt, batch(dev), 6)
    end
    for s = 1, #curves.cpu do
      local a, b = curves.cpu[s], curves.cuda[s]
      T.ok(math.abs(a - b) <= tol * (1 + math.abs(a)),
           ("%s step %d: cpu loss %.12g, cuda loss %.12g"):format(dtype, s, a, b))
    end
    T.ok(curves.cuda[6] < curves.cuda[1], dtype .. ": the loss goes down")
  end
end)

test("checkpoints move between devices and training resumes", function()
  local ck = require "xattn.checkpoint"
  local dir = os.tmpname()
  os.remove(dir)
  -- 3 steps on cuda, saved; 3 more on the CPU from the checkpoint, against 6 steps on cuda
  local m = model("float64", "cuda")
  local opt = optim.AdamW(m:parameters(), {lr = 1e-2})
  train(m, opt, batch("cuda"), 3)
  local rng = xa.rng_state()
  local st = opt:state()
  local tensors = {}
  for k, v in pairs(m:state_dict()) do tensors["model." .. k] = v end
  for k, v in pairs(st) do if xa.is_tensor(v) then tensors["optim." .. k] = v end end
  ck.save(dir, {tensors = tensors, meta = {step = st.step}})
  local rest = train(m, opt, batch("cuda"), 3)

  local loaded = ck.load(dir)
  os.remove(dir)
  for name, t in pairs(loaded.tensors) do T.eq(t.device, "cpu", name .. " loads on the CPU") end
  local m2 = model("float64", "cpu")
  local sd = {}
  for k, v in pairs(loaded.tensors) do
    local name = k:match("^model%.(.*)")
    if name then sd[name] = v end
  end
  m2:load_state_dict(sd)
  local opt2 = optim.AdamW(m2:parameters(), {lr = 1e-2})
  local st2 = {step = loaded.meta.step}
  for k, v in pairs(loaded.tensors) do
    local name = k:match("^optim%.(.*)")
    if name then st2[name] = v end
  end
  for k, v in pairs(st) do if not xa.is_tensor(v) and st2[k] == nil then st2[k] = v end end
  opt2:load_state(st2)
  xa.set_rng_state(rng)
  local rest2 = train(m2, opt2, batch("cpu"), 3)
  for s = 1, 3 do
    T.ok(math.abs(rest[s] - rest2[s]) <= 1e-9 * (1 + math.abs(rest[s])),
         ("resumed step %d: cuda %.12g, cpu from the cuda checkpoint %.12g"):format(s, rest[s], rest2[s]))
  end
  -- and back: the CPU model's parameters into a cuda model
  local m3 = model("float64", "cuda")
  m3:load_state_dict(m2:state_dict())
  for k, p in pairs(m3:state_dict()) do
    T.eq(p.device, "cuda")
    T.close(p:cpu(), m2:state_dict()[k], 0, k)
  end
end)
