-- Assertion helpers for the Lua tests. Every check raises on failure with a message
-- saying what was expected; the runner counts each test function as one result.
local xa = require "xattn"
local T = {}

local function fail(msg, level) error(msg, (level or 1) + 2) end

function T.ok(cond, msg) if not cond then fail(msg or "expected a true value") end return cond end

function T.eq(a, b, msg)
  if a ~= b then fail(("%sexpected %s, got %s"):format(msg and msg .. ": " or "", tostring(b), tostring(a))) end
end

-- flatten a nested table of numbers/booleans
local function flat(t, out)
  out = out or {}
  if type(t) ~= "table" then out[#out + 1] = t return out end
  for _, v in ipairs(t) do flat(v, out) end
  return out
end
T.flat = flat

local function shape_of(t)
  local s = {}
  while type(t) == "table" do s[#s + 1] = #t; t = t[1] end
  return s
end

local function shape_str(s) return "(" .. table.concat(s, ",") .. ")" end
T.shape_str = shape_str

-- T.close(actual_tensor, expected (tensor | nested table | number), tol=1e-5, msg)
-- compares shape (unless expected is a number) and every element within
-- tol * (1 + |expected|); NaN matches NaN, inf matches the same inf.
function T.close(a, e, tol, msg)
  tol = tol or 1e-5
  local pre = msg and msg .. ": " or ""
  if not xa.is_tensor(a) then fail(pre .. "actual is not a tensor but " .. type(a)) end
  local ev, es
  if xa.is_tensor(e) then ev, es = flat(e:totable()), e:shape()
  elseif type(e) == "table" then ev, es = flat(e), shape_of(e)
  else ev = nil end
  local av = flat(a:totable())
  if ev then
    local as = a:shape()
    if shape_str(as) ~= shape_str(es) and not (#es == 0 and #as == 0) then
      -- an expected flat table may describe a 0-dim result
      if not (#ev == #av and #av == 1 and #es == 1) then
        fail(("%sshape %s, expected %s"):format(pre, shape_str(as), shape_str(es)))
      end
    end
  end
  for i = 1, #av do
    local x, y = av[i], e
    if ev then y = ev[i] end -- not `ev and ev[i] or e`: ev[i] may be false
    if type(x) == "boolean" then x = x and 1 or 0 end
    if type(y) == "boolean" then y = y and 1 or 0 end
    local okv
    if y ~= y then okv = (x ~= x)
    elseif y == math.huge or y == -math.huge then okv = (x == y)
    else okv = math.abs(x - y) <= tol * (1 + math.abs(y)) end
    if not okv then
      fail(("%selement %d: got %.9g, expected %.9g (tol %g)"):format(pre, i, x, y, tol))
    end
  end
end

function T.shape(t, s, msg)
  local got = shape_str(t:shape())
  if got ~= shape_str(s) then fail(("%sshape %s, expected %s"):format(msg and msg .. ": " or "", got, shape_str(s))) end
end

-- T.raises(fn, pattern): fn must raise an error whose message contains pattern (plain)
function T.raises(fn, pattern)
  local ok, err = pcall(fn)
  if ok then fail("expected an error" .. (pattern and (" matching '" .. pattern .. "'") or "")) end
  err = tostring(err)
  if pattern and not err:find(pattern, 1, true) then
    fail(("error '%s' does not contain '%s'"):format(err, pattern))
  end
  return err
end

-- T.gradcheck(fn, inputs, opts): finite differences against backward()
function T.gradcheck(fn, inputs, opts)
  local ok, msg = xa.gradcheck(fn, inputs, opts)
  if not ok then fail(msg) end
end

-- T.close_flat(actual_tensor, expected flat list, tol, msg): same element count and every
-- element within tol * (1 + |expected|) (equal infinities pass)
function T.close_flat(t, expect, tol, msg)
  local v = flat(t:totable())
  T.eq(#v, #expect, (msg or "") .. " element count")
  for i = 1, #v do
    local x, y = v[i], expect[i]
    if not (x == y or math.abs(x - y) <= tol * (1 + math.abs(y))) then
      fail(("%s element %d: got %.12g, expected %.12g"):format(msg or "", i, x, y))
    end
  end
end

-- how much slower than a plain run the suite runs (tests/valgrind.sh sets XATTN_SLOW):
-- timing assertions multiply their limits by it
function T.slow() return tonumber(os.getenv("XATTN_SLOW") or "") or 1 end

-- linear's reference, a naive loop in Lua doubles: x (..., in) and W (out, in) tensors, b
-- (out) or nil -> the flat values of x Wᵀ + b, row after row
function T.ref_linear(x, W, b)
  local xs = x:shape()
  local in_ = xs[#xs]
  local xv, wv = flat(x:totable()), flat(W:totable())
  local bv = b and flat(b:totable())
  local out, rows = W:size(1), 1
  for d = 1, #xs - 1 do rows = rows * xs[d] end
  local r = {}
  for i = 0, rows - 1 do
    for o = 0, out - 1 do
      local s = bv and bv[o + 1] or 0
      for k = 0, in_ - 1 do s = s + xv[i * in_ + k + 1] * wv[o * in_ + k + 1] end
      r[#r + 1] = s
    end
  end
  return r
end

-- A float64 model m in training mode (two decoder layers, attention dropout, vocabularies
-- of V; the batch has padding in its first sentence) through the Cross module's fused
-- attention, whose op is xa[op] (one call a decoder layer), against its composition of ops
-- (Cross._fused off): the loss within 1e-12 relative, and every parameter's gradient
-- present in both or neither (an unused predictor has none) and within 1e-12.
function T.fused_attention_matches(m, V, op, tag)
  local B, S = 3, 6
  m:double():train()
  local s = xa.randint(5, V + 1, B, S)
  s[{1, 5}] = 1; s[{1, 6}] = 1
  local t = xa.randint(5, V + 1, B, S + 1)
  local bt = {src = s, tgt_in = t:narrow(2, 1, S):contiguous(), tgt_out = t:narrow(2, 2, S):contiguous(),
              src_pad = s:eq(1), ntokens = B * S}
  local function run()
    xa.manual_seed(5)
    for _, p in ipairs(m:parameters()) do p.grad = nil end
    local l = m:loss(bt, {label_smoothing = 0.1})
    l:backward()
    local g = {}
    for i, p in ipairs(m:parameters()) do g[i] = p.grad end
    return l:item(), g
  end
  local calls, fused = 0, xa[op]
  xa[op] = function(...) calls = calls + 1 return fused(...) end
  local ok1, l1, g1 = pcall(run)
  xa[op] = fused
  assert(ok1, l1)
  T.eq(calls, 2, tag .. ": one fused call per decoder layer")
  local Cross = require("xattn.attention").Cross
  local fused_of = Cross._fused
  Cross._fused = function() return nil end
  local ok2, l2, g2 = pcall(run)
  Cross._fused = fused_of
  assert(ok2, l2)
  T.ok(math.abs(l1 - l2) <= 1e-12 * math.abs(l2), tag .. " loss")
  for i = 1, #m:parameters() do
    T.eq(g1[i] == nil, g2[i] == nil, tag .. " gradient " .. i .. " present in both or neither")
    if g1[i] then T.close(g1[i], g2[i], 1e-12, tag .. " gradient " .. i) end
  end
end

-- a float64 tensor requiring grad, values from a fixed seed
function T.param(...)
  local t = xa.randn(...):double()
  t:requires_grad_(true)
  return t
end

return T
