-- xattn.dropout_add_layer_norm(x, res, p, train, weight, bias, eps): layer_norm(res +
-- dropout(x)) in one op. Its reference is the three ops composed (each tested against
-- naive loops and finite differences elsewhere): on the CPU the fused op promises their
-- bits, forward and every gradient, at the same seed and thread count; finite differences
-- check the gradients on their own.

local function leaf(...) return xa.randn(...):requires_grad_() end

-- the op and the composition from the same seed: outputs and the four gradients
local function both(x, r, p, train, w, b, eps, g)
  local res = {}
  for k, f in ipairs{
    function() return xa.dropout_add_layer_norm(x, r, p, train, w, b, eps) end,
    function() return xa.layer_norm(r + xa.dropout(x, p, train), x:size(x:dim()), w, b, eps) end,
  } do
    for _, t in ipairs{x, r, w or false, b or false} do if t then t.grad = nil end end
    xa.manual_seed(11)
    local y = f()
    y:backward(g)
    res[k] = {y = y:clone(), gx = x.grad and x.grad:clone(), gr = r.grad and r.grad:clone(),
              gw = w and w.grad and w.grad:clone(), gb = b and b.grad and b.grad:clone()}
  end
  return res[1], res[2]
end

local function same(a, b, what)
  T.eq(a == nil, b == nil, what .. ": present in both")
  if a then T.close(a, b, 0, what) end
end

test("dropout_add_layer_norm has the bits of dropout, add and layer_norm composed", function()
  local old = xa.threads()
  for _, th in ipairs{1, 2} do
    xa.set_threads(th)
    for _, dt in ipairs{"float32", "float64"} do
      for _, shape in ipairs{{2, 3, 5}, {300, 257}, {1, 1}} do
        for _, aff in ipairs{"wb", "w", "b", ""} do
          for _, mode in ipairs{{0.3, true}, {0, true}, {0.3, false}, {1, true}} do
            local D = shape[#shape]
            local x = leaf(table.unpack(shape)):to(dt):detach():requires_grad_()
            local r = (leaf(table.unpack(shape)) * 2 + 1):to(dt):detach():requires_grad_()
            local w = aff:find("w") and xa.randn(D, {dtype = dt}):requires_grad_() or nil
            local b = aff:find("b") and xa.randn(D, {dtype = dt}):requires_grad_() or nil
            local g = xa.randn(table.unpack(shape)):to(dt)
            local f, c = both(x, r, mode[1], mode[2], w, b, 1e-5, g)
            local what = ("%d threads %s (%s) %s p %g train %s"):format(th, dt, table.concat(shape, ","),
              aff, mode[1], tostring(mode[2]))
            same(f.y, c.y, what .. ": y")
            same(f.gx, c.gx, what .. ": dx")
            same(f.gr, c.gr, what .. ": dres")
            same(f.gw, c.gw, what .. ": dweight")
            same(f.gb, c.gb, what .. ": dbias")
          end
        end
      end
    end
  end
  xa.set_threads(old)
end)

test("dropout_add_layer_norm: strided inputs, gradients into an optimizer's flat buffer, no grad", function()
  -- transposed views of x and res against the composition
  local xb, rb = leaf(6, 40), leaf(6, 40)
  local w, b = leaf(6), leaf(6)
  local g = xa.randn(40, 6)
  local res = {}
  for k = 1, 2 do
    for _, t in ipairs{xb, rb, w, b} do t.grad = nil end
    xa.manual_seed(5)
    local y = k == 1 and xa.dropout_add_layer_norm(xb:t(), rb:t(), 0.2, true, w, b)
      or xa.layer_norm(rb:t() + xa.dropout(xb:t(), 0.2, true), 6, w, b)
    y:backward(g)
    res[k] = {y, xb.grad:clone(), rb.grad:clone(), w.grad:clone(), b.grad:clone()}
  end
  for i = 1, 5 do T.close(res[1][i], res[2][i], 0, "strided: result " .. i) end
  -- weight and bias with an optimizer (their .grad a view of one flat buffer, added into
  -- directly), two backward passes, against the composition with plain gradients
  local w2, b2 = leaf(6), leaf(6)
  local opt = xa.optim.SGD({leaf(3), w2, b2}, {lr = 0.1})
  opt:zero_grad()
  local wc, bc = w2:detach():clone():requires_grad_(), b2:detach():clone():requires_grad_()
  for k = 1, 2 do
    xa.manual_seed(20 + k)
    xa.dropout_add_layer_norm(xb:t(), rb:t(), 0.2, true, w2, b2):backward(g)
    xa.manual_seed(20 + k)
    xa.layer_norm(rb:t() + xa.dropout(xb:t(), 0.2, true), 6, wc, bc):backward(g)
  end
  T.close(w2.grad, wc.grad, 0, "dweight added into the flat buffer")
  T.close(b2.grad, bc.grad, 0, "dbias added into the flat buffer")
  -- no gradient recorded: the composition's values, no graph
  xa.no_grad(function()
    xa.manual_seed(9)
    local y = xa.dropout_add_layer_norm(xb:t(), rb:t(), 0.5, true, w, nil)
    xa.manual_seed(9)
    local c = xa.layer_norm(rb:t() + xa.dropout(xb:t(), 0.5, true), 6, w)
    T.close(y, c, 0, "no grad")
    T.eq(y.grad_fn, nil, "no graph under no_grad")
  end)
end)

test("dropout_add_layer_norm gradcheck (float64): with dropout (the same mask every call), without, affine or not", function()
  for _, c in ipairs{{0.3, true, true}, {0, true, true}, {0.5, true, false}, {0.3, false, true}} do
    local x, r = T.param(3, 7), T.param(3, 7)
    local w, b = c[3] and T.param(7) or nil, c[3] and T.param(7) or nil
    local inputs = c[3] and {x, r, w, b} or {x, r}
    T.gradcheck(function(xx, rr, ww, bb)
      xa.manual_seed(123)
      return xa.dropout_add_layer_norm(xx, rr, c[1], c[2], ww, bb, 1e-5)
    end, inputs)
  end
end)

test("dropout_add_layer_norm: empty and size-1 dims", function()
  for _, shape in ipairs{{0, 8}, {4, 0}, {2, 0, 3}, {1, 1}, {3, 1}} do
    local x, r = leaf(table.unpack(shape)), leaf(table.unpack(shape))
    local y = xa.dropout_add_layer_norm(x, r, 0.1, true)
    T.shape(y, shape)
    local c = xa.layer_norm(r + x, shape[#shape])
    if y:numel() > 0 then T.close(xa.dropout_add_layer_norm(x, r, 0, true), c, 0) end
    y:sum():backward()
    T.shape(x.grad, shape)
    T.shape(r.grad, shape)
  end
end)

test("dropout_add_layer_norm errors name the argument and the shapes", function()
  local x, r = xa.randn(2, 4), xa.randn(2, 4)
  T.raises(function() xa.dropout_add_layer_norm(x, xa.randn(2, 5), 0.1, true) end, "x (2,4) and res (2,5)")
  T.raises(function() xa.dropout_add_layer_norm(x, r:double(), 0.1, true) end, "share one float dtype")
  T.raises(function() xa.dropout_add_layer_norm(x:long(), r:long(), 0.1, true) end, "float dtype")
  T.raises(function() xa.dropout_add_layer_norm(x, r, 1.5, true) end, "between 0 and 1")
  T.raises(function() xa.dropout_add_layer_norm(x, r, 0.1, true, xa.ones(5)) end, "weight must be float32 of the last dim's size, got float32 (5)")
  T.raises(function() xa.dropout_add_layer_norm(x, r, 0.1, true, nil, xa.ones(4):double()) end, "bias must be float32")
  T.raises(function() xa.dropout_add_layer_norm(x, r, 0.1, true, nil, nil, -1) end, "eps must be finite")
  T.raises(function() xa.dropout_add_layer_norm(x, r, 0.1, 1) end, "boolean expected")
  T.raises(function() xa.dropout_add_layer_norm(x, r, 0.1) end, "boolean expected")
  T.raises(function() xa.dropout_add_layer_norm(xa.randn(3), nil, 0.1, true) end, "Tensor expected")
end)
