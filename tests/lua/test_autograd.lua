-- The autograd engine from Lua: accumulation, retain_graph, grad modes, detach, leaf
-- fields, error paths, gradcheck itself, memory release, limits and threads.
-- Expected gradients are worked out by hand in the comments.

local function ones(...) return xa.ones({...}, {dtype = "float64"}) end

-- x = {1, 2, 3} as a float64 leaf
local function leaf3() return xa.tensor({1, 2, 3}, {dtype = "float64", requires_grad = true}) end

test("gradients accumulate over two backward calls", function()
  local x = leaf3()
  local y = x * x               -- dy/dx = 2x
  y:backward(ones(3))
  T.close(x.grad, {2, 4, 6}, 0)
  local y2 = x * x
  y2:backward(ones(3))
  T.close(x.grad, {4, 8, 12}, 0)
  x:zero_grad()
  T.eq(x.grad, nil)
  local y3 = x * 3
  y3:backward(xa.tensor({1, 0, 2}, {dtype = "float64"}))
  T.close(x.grad, {3, 0, 6}, 0)
end)

test("retain_graph allows a second backward; without it the second one raises", function()
  local x = leaf3()
  local y = x * x * x           -- 3x^2
  y:backward(ones(3), {retain_graph = true})
  T.close(x.grad, {3, 12, 27}, 0)
  y:backward(ones(3))
  T.close(x.grad, {6, 24, 54}, 0)
  T.raises(function() y:backward(ones(3)) end, "pass retain_graph = true")
  -- options with no explicit gradient on a one-element output
  local s = x[2] * x[2]         -- d/dx2 = 2 x2 = 4
  x:zero_grad()
  s:backward(nil, {retain_graph = true})
  s:backward()
  T.close(x.grad, {0, 8, 0}, 0)
  T.raises(function() s:backward() end, "second time")
end)

test("no_grad records nothing and is restored after an error", function()
  local x = leaf3()
  local y = xa.no_grad(function() return x * 2 end)
  T.eq(y.requires_grad, false); T.eq(y.grad_fn, nil); T.eq(y.is_leaf, true)
  T.eq(xa.is_grad_enabled(), true)
  local a, b = xa.no_grad(function(p, q) return p + q, xa.is_grad_enabled() end, 1, 2)
  T.eq(a, 3); T.eq(b, false)
  local err = T.raises(function()
    xa.no_grad(function() error("boom inside") end)
  end, "boom inside")
  T.ok(err)
  T.eq(xa.is_grad_enabled(), true, "grad mode restored after the error")
  -- nested: enable_grad inside no_grad
  xa.no_grad(function()
    local z = xa.enable_grad(function() return x * 2 end)
    T.eq(z.grad_fn, "mul")
    T.eq(xa.is_grad_enabled(), false)
  end)
  T.eq(xa.is_grad_enabled(), true)
end)

test("set_grad_enabled", function()
  local x = leaf3()
  T.eq(xa.set_grad_enabled(false), true)
  T.eq(xa.is_grad_enabled(), false)
  local y = x * x
  T.eq(y.requires_grad, false)
  T.raises(function() y:backward(ones(3)) end, "does not require grad")
  x:fill_(5) -- in-place on a leaf is allowed with grad off
  T.eq(xa.set_grad_enabled(true), false)
  T.close(x, {5, 5, 5}, 0)
  local z = x * x
  T.eq(z.requires_grad, true)
  T.raises(function() xa.set_grad_enabled() end, "bad argument")
end)

test("detach cuts the graph", function()
  local x = leaf3()
  local y = x:detach() * x      -- d/dx = x (the detached factor is a constant)
  y:backward(ones(3))
  T.close(x.grad, {1, 2, 3}, 0)
  local d = x:detach()
  T.eq(d.requires_grad, false); T.eq(d.is_leaf, true); T.eq(d.grad, nil)
  local w = (x * 2):detach()
  T.eq(w.grad_fn, nil); T.eq(w.requires_grad, false)
end)

test("requires_grad_, is_leaf, grad_fn and requires_grad fields", function()
  local x = xa.ones(2)
  T.eq(x.requires_grad, false); T.eq(x.is_leaf, true); T.eq(x.grad_fn, nil)
  T.ok(x:requires_grad_() == x)
  T.eq(x.requires_grad, true)
  local y = x * 2
  T.eq(y.is_leaf, false); T.eq(y.grad_fn, "mul"); T.eq(y.requires_grad, true)
  T.eq((y + 1).grad_fn, "add"); T.eq(y:view(2, 1).grad_fn, "view");
  T.eq(y:narrow(1, 1, 1).grad_fn, "narrow"); T.eq(y:transpose(1, 1).grad_fn, "transpose")
  T.raises(function() y.requires_grad = false end, "non-leaf")
  T.raises(function() y:requires_grad_(false) end, "non-leaf")
  x:requires_grad_(false); T.eq(x.requires_grad, false)
  x.requires_grad = true; T.eq(x.requires_grad, true)
  x.requires_grad = false; T.eq(x.requires_grad, false)
  local i = xa.tensor{1, 2}
  T.raises(function() i:requires_grad_() end, "only float32 and float64 tensors can require grad")
  T.raises(function() i.requires_grad = true end, "only float32 and float64")
  T.raises(function() xa.tensor({true}, {requires_grad = true}) end, "float32 and float64")
  i:requires_grad_(false) -- turning it off is fine
  -- a printed tensor names its grad_fn
  T.ok(tostring(y):find("grad_fn=mul", 1, true))
end)

test("grad assignment", function()
  local x = leaf3()
  x.grad = ones(3)
  T.close(x.grad, {1, 1, 1}, 0)
  local y = x * 2
  y:backward(ones(3))            -- accumulates onto the assigned gradient
  T.close(x.grad, {3, 3, 3}, 0)
  x.grad = nil
  T.eq(x.grad, nil)
  T.raises(function() x.grad = ones(2) end, "must match")
  T.raises(function() x.grad = xa.ones(3) end, "float32")      -- wrong dtype
  T.raises(function() x.grad = 5 end, "xattn.Tensor expected")
  -- the gradient is a tensor of its own, not an alias of the incoming gradient
  local g = xa.tensor({1, 1, 1}, {dtype = "float64"})
  local x2 = leaf3()
  x2:view(3):backward(g)
  g:fill_(9)
  T.close(x2.grad, {1, 1, 1}, 0)
end)

test("backward argument errors", function()
  local x = leaf3()
  local y = x * x
  T.raises(function() y:backward(ones(2)) end, "gradient of shape (2) does not match the output's shape (3)")
  T.raises(function() y:backward() end, "a gradient must be given for a non-scalar output of shape (3)")
  T.raises(function() y:backward("x") end, "gradient tensor or options table expected")
  T.raises(function() xa.ones(3):backward(xa.ones(3)) end, "does not require grad")
  -- a gradient of another dtype is converted
  y:backward(xa.ones(3))
  T.close(x.grad, {2, 4, 6}, 0); T.eq(x.grad:dtype(), "float64")
  -- a leaf as the root
  local s = xa.tensor(2.0, {requires_grad = true})
  s:backward()
  T.eq(s.grad:item(), 1.0)
end)

test("a diamond graph accumulates every path", function()
  local x = leaf3()
  local a = x * x                -- x^2
  local b = x * 3                -- 3x
  local y = a * b + a + x        -- 3x^3 + x^2 + x -> 9x^2 + 2x + 1
  y:backward(ones(3))
  T.close(x.grad, {9 + 2 + 1, 36 + 4 + 1, 81 + 6 + 1}, 0)
  -- the same input twice in one op
  local x2 = leaf3()
  local z = x2 + x2              -- 2
  local w = z * z                -- 4x^2 -> 8x
  w:backward(ones(3))
  T.close(x2.grad, {8, 16, 24}, 0)
  -- through views of one tensor
  local x3 = xa.tensor({{1, 2}, {3, 4}}, {dtype = "float64", requires_grad = true})
  local v = x3:t() * x3          -- v[i][j] = x[j][i] x[i][j]: d/dx[i][j] = 2 x[j][i]
  v:backward(ones(2, 2))
  T.close(x3.grad, {{2, 6}, {4, 8}}, 0)
end)

test("in place: a leaf is refused, a modified saved tensor raises at backward", function()
  local x = leaf3()
  T.raises(function() x:fill_(0) end, "cannot modify in place a tensor that requires grad")
  T.raises(function() x:set(1, 0) end, "requires grad")
  T.raises(function() x[1] = 0 end, "requires grad")
  local c = xa.tensor({2, 2, 2}, {dtype = "float64"})
  local y = x * c
  c:fill_(5)                     -- c was saved for the gradient of x
  T.raises(function() y:backward(ones(3)) end, "modified by an in-place operation")
  -- through a view of a saved non-leaf
  local a = x * 1
  local b = a * a
  a:detach():narrow(1, 1, 1):fill_(0)
  T.raises(function() b:backward(ones(3)) end, "needed by 'mul'")
  -- an op that does not save its input does not care
  local x2 = leaf3()
  local d = xa.tensor({1, 1, 1}, {dtype = "float64"})
  local s = x2 + d
  d:fill_(7)
  s:backward(ones(3))
  T.close(x2.grad, {1, 1, 1}, 0)
end)

test("gradcheck catches a wrong gradient", function()
  -- detach makes the analytic gradient x while the numeric one is 2x
  local ok, msg = xa.gradcheck(function(a) return a:detach() * a end, {T.param(3)})
  T.eq(ok, false)
  T.ok(msg:find("analytic", 1, true) and msg:find("numeric", 1, true), msg)
  -- and passes a right one
  T.gradcheck(function(a, b) return a * b + a end, {T.param(2, 3), T.param(3)})
  T.raises(function() xa.gradcheck(function(a) return a end, {xa.ones(2)}) end, "no input requires grad")
  T.raises(function() xa.gradcheck(function(a) return a end, {xa.ones(2, {requires_grad = true})}) end,
    "use float64")
  T.raises(function() xa.gradcheck(function() return 1 end, {T.param(2)}) end, "must return a tensor")
end)

test("memory returns to its start after forward, backward and collection", function()
  collectgarbage(); collectgarbage()
  local live0 = xa.memory().live
  do
    local x = T.param(50, 40)
    local w = T.param(40)
    local y = (x * w + x):t() * 2
    y:backward(xa.ones(40, 50, {dtype = "float64"}))
    T.ok(x.grad and w.grad)
    T.ok(xa.memory().live > live0)
  end
  collectgarbage(); collectgarbage()
  T.eq(xa.memory().live, live0)
  -- a graph that was never run backward is freed too
  do
    local x = T.param(100)
    local y = x
    for _ = 1, 50 do y = y * 1.01 + x end
  end
  collectgarbage(); collectgarbage()
  T.eq(xa.memory().live, live0)
end)

test("a 20k-op chain runs backward and is freed", function()
  collectgarbage(); collectgarbage()
  local live0 = xa.memory().live
  do
    local x = xa.tensor({1, 2}, {dtype = "float64", requires_grad = true})
    local y = x
    for i = 1, 20000 do
      if i % 2 == 0 then y = y * 1 else y = y:view(2) + 0 end
    end
    y:backward(ones(2))
    T.close(x.grad, {1, 1}, 0)
  end
  collectgarbage(); collectgarbage()
  T.eq(xa.memory().live, live0)
end)

test("the collector sees tensor bytes: 200 tensors of 4 MB stay bounded", function()
  collectgarbage(); collectgarbage()
  xa.reset_peak_memory()
  local live0 = xa.memory().live
  for _ = 1, 200 do
    local t = xa.zeros(1024, 1024) -- 4 MB, dropped at once, never collected explicitly
    t = nil
  end
  local peak = xa.memory().peak - live0
  T.ok(peak < 200 * 2 ^ 20, ("peak %.0f MB for 800 MB allocated"):format(peak / 2 ^ 20))
  collectgarbage()
end)

test("set_memory_limit makes a big allocation a Lua error; the state stays usable", function()
  collectgarbage(); collectgarbage()
  local live = xa.memory().live
  xa.set_memory_limit(live + 2 ^ 20)
  T.eq(xa.memory().limit, live + 2 ^ 20)
  local ok, err = pcall(xa.zeros, 1024, 1024)
  T.eq(ok, false)
  T.ok(tostring(err):find("memory limit", 1, true), err)
  T.eq(xa.memory().live, live)
  local small = xa.zeros(16)     -- still fine under the limit
  T.eq(small:numel(), 16)
  local x = T.param(1000)        -- 8 KB
  T.raises(function() return x:view(1000, 1):expand(1000, 1000) * 2 end, "memory limit")
  xa.set_memory_limit(0)
  T.eq(xa.memory().limit, 0)
  local big = xa.zeros(1024, 1024)
  T.eq(big:numel(), 2 ^ 20)
  T.raises(function() xa.set_memory_limit(-1) end, "limit must be >= 0")
end)

test("set_threads and threads round trip", function()
  local old = xa.threads()
  xa.set_threads(2); T.eq(xa.threads(), 2)
  -- a 2-thread copy of a transposed tensor equals the 1-thread one
  local a = xa.rand(700, 900)
  local t2 = a:t():contiguous()
  xa.set_threads(1); T.eq(xa.threads(), 1)
  local t1 = a:t():contiguous()
  T.close(t2, t1, 0)
  T.raises(function() xa.set_threads(0) end, "between 1 and 1024")
  T.raises(function() xa.set_threads(2000) end, "between 1 and 1024")
  xa.set_threads(old); T.eq(xa.threads(), old)
end)

test("a training loop does not accumulate garbage: live memory stays bounded without collectgarbage", function()
  -- every step makes ~8 MB of activations that become garbage after backward; the binding
  -- must collect them (the collector cannot see tensor bytes by itself)
  local W = xa.randn(512, 512, {requires_grad = true})
  local x = xa.randn(1024, 512)
  local start = xa.memory().live
  local high = 0
  for _ = 1, 60 do
    local h = x:matmul(W):relu()
    local loss = (h * h):mean()
    loss:backward()
    W:zero_grad()
    local live = xa.memory().live - start
    if live > high then high = live end
  end
  -- 60 steps x ~8 MB = 480 MB if nothing were collected
  T.ok(high < 160 * 2^20, ("live memory rose by %.0f MB"):format(high / 2^20))
end)

test("a unary op's gradient written into the incoming gradient only when nothing else holds it", function()
  -- relu and tanh both read the add's gradient (one tensor, two holders): neither may write
  -- into it; exp's gradient (from the mul, held by the engine alone) may. Against the
  -- formulas in Lua.
  local x = xa.randn(300, 7):double():requires_grad_()
  local g = xa.randn(300, 7):double()
  local y = (x:relu() + x:tanh()) * 2 + x:exp()
  y:backward(g)
  local xv, gv = T.flat(x:totable()), T.flat(g:totable())
  local want = {}
  for i = 1, #xv do
    local t = math.tanh(xv[i])
    want[i] = gv[i] * 2 * ((xv[i] > 0 and 1 or 0) + (1 - t * t)) + gv[i] * math.exp(xv[i])
  end
  T.close_flat(x.grad, want, 1e-12)
  -- the user's gradient is never written into
  local g2 = xa.randn(5):double()
  local keep = g2:clone()
  local z = xa.randn(5):double():requires_grad_()
  z:relu():backward(g2)
  T.close(g2, keep, 0, "backward's gradient argument unchanged")
end)
