-- Window (CCAN) cross-attention: xa.window_weights, xa.window_mix, xa.window_centres and
-- the attn.window part, against a naive Lua reference written here, hand-computed numbers,
-- golden values from an independent PyTorch implementation (tests/golden/gen_window.py),
-- finite differences, and the property the method relies on (exactly 0 outside the window).

local flat = T.flat
local NEG = -math.huge

-- ---- naive reference ---------------------------------------------------------------
-- rows of e (flat Lua list, rows of S) -> centres (1-based, 0 = none), local softmax and,
-- with gs (one gate per row), (1 - g) softmax + g local; all as flat lists
local function ref_window(e, S, win, gs)
  local centres, loc, mix = {}, {}, {}
  local rows = S > 0 and #e // S or 0
  for r = 0, rows - 1 do
    local base = r * S
    local c, m = 0, NEG
    for j = 1, S do
      if e[base + j] > m then m, c = e[base + j], j end
    end
    centres[r + 1] = c
    local s, sw = 0, 0
    if c > 0 then
      for j = 1, S do
        local x = math.exp(e[base + j] - m)
        s = s + x
        if j >= c - win and j <= c + win then sw = sw + x end
      end
    end
    for j = 1, S do
      local p, q = 0, 0
      if c > 0 then
        local x = math.exp(e[base + j] - m)
        p = x / s
        if j >= c - win and j <= c + win then q = x / sw end
      end
      loc[base + j] = q
      if gs then
        local g = gs[r + 1]
        mix[base + j] = (1 - g) * p + g * q
      end
    end
  end
  return centres, loc, mix
end

local close_flat = T.close_flat

-- logits (shape) with one clear maximum per row at a random place, so that finite
-- differences never move the centre; float64
local function clear_max_logits(B, H, Tn, S, big)
  local e = xa.randn(B, H, Tn, S):double()
  local bump = xa.zeros(B, H, Tn, S):double()
  local idx = xa.randint(1, S + 1, {B, H, Tn, 1})
  bump = bump:scatter_add(4, idx, xa.full({B, H, Tn, 1}, big or 4.0):double())
  return e + bump
end

local function mask_keys(e, lengths)
  -- -inf at keys beyond lengths[b] (padding), as the Cross module builds ctx.logits
  local B, S = e:size(1), e:size(4)
  local pad = {}
  for b = 1, B do
    pad[b] = {}
    for j = 1, S do pad[b][j] = j > lengths[b] end
  end
  return e:masked_fill(xa.tensor(pad, {dtype = "bool"}):view(B, 1, 1, S), NEG)
end

-- ---- hand-computed ------------------------------------------------------------------
test("hand-computed row: local softmax over [c-1, c+1], mix with g = 0.25, centre", function()
  local e = xa.tensor({{0, math.log(3), math.log(6), 0, math.log(2)}}, {dtype = "float64"})
  -- c = 3; window {2, 3, 4}: exps 3, 6, 1 (sum 10); whole row: 1, 3, 6, 1, 2 (sum 13)
  T.close(xa.window_weights(e, 1), {{0, 0.3, 0.6, 0.1, 0}}, 1e-12)
  local p = {1 / 13, 3 / 13, 6 / 13, 1 / 13, 2 / 13}
  local q = {0, 0.3, 0.6, 0.1, 0}
  local want = {}
  for j = 1, 5 do want[j] = 0.75 * p[j] + 0.25 * q[j] end
  T.close(xa.window_mix(e, 0.25, 1), {want}, 1e-12)
  T.close(xa.window_mix(e, xa.tensor({{0.25}}, {dtype = "float64"}), 1), {want}, 1e-12)
  T.eq(xa.window_centres(e):totable()[1], 3)
  -- win 0: all mass on the centre; g = 0 is the plain softmax, g = 1 the local one
  T.close(xa.window_weights(e, 0), {{0, 0, 1, 0, 0}}, 0)
  T.close(xa.window_mix(e, 0, 1), {p}, 1e-12)
  T.close(xa.window_mix(e, 1, 1), {q}, 1e-12)
end)

-- ---- golden (independent PyTorch) -----------------------------------------------------
test("golden cases from PyTorch: centres, weights, mix and every gradient, float64 and float32", function()
  local cases = dofile("tests/golden/window.lua")
  T.ok(#cases >= 5, "golden cases")
  for _, c in ipairs(cases) do
    local sh = c.shape
    local gshape = {sh[1], sh[2], sh[3], 1}
    for _, dt in ipairs({"float64", "float32"}) do
      local tol = dt == "float64" and 1e-10 or 2e-5
      local msg = c.name .. " " .. dt
      local e = xa.tensor(c.logits, {dtype = dt}):reshape(sh)
      local g = xa.tensor(c.g, {dtype = dt}):reshape(gshape)
      local wout = xa.tensor(c.wout, {dtype = dt}):reshape(sh)
      close_flat(xa.window_centres(e), c.centres, 0, msg .. " centres")
      e:requires_grad_(true)
      local w = xa.window_weights(e, c.win)
      close_flat(w, c.weights, tol, msg .. " weights")
      ;(w * wout):sum():backward()
      close_flat(e.grad, c.grad_weights, tol, msg .. " d weights / d logits")
      e:zero_grad()
      g:requires_grad_(true)
      local m = xa.window_mix(e, g, c.win)
      close_flat(m, c.mix, tol, msg .. " mix")
      ;(m * wout):sum():backward()
      close_flat(e.grad, c.grad_mix_logits, tol, msg .. " d mix / d logits")
      close_flat(g.grad, c.grad_mix_g, tol, msg .. " d mix / d g")
    end
  end
end)

-- ---- against the naive reference ------------------------------------------------------
test("random cases with padding against the naive reference, win 0..S", function()
  for _, win in ipairs({0, 1, 2, 3, 7, 100}) do
    local e = mask_keys(xa.randn(2, 3, 4, 7):double() * 3, {7, 4})
    local g = xa.rand(2, 3, 4, 1):double()
    local c, loc, mix = ref_window(flat(e:totable()), 7, win, flat(g:totable()))
    close_flat(xa.window_centres(e), c, 0, "centres win " .. win)
    close_flat(xa.window_weights(e, win), loc, 1e-12, "weights win " .. win)
    close_flat(xa.window_mix(e, g, win), mix, 1e-12, "mix win " .. win)
    -- float32 (vectorised exp) within float32 precision
    local ef, gf = e:float(), g:float()
    close_flat(xa.window_weights(ef, win), loc, 1e-5, "float32 weights win " .. win)
    close_flat(xa.window_mix(ef, gf, win), mix, 1e-5, "float32 mix win " .. win)
  end
end)

test("exactly 0 outside [c - win, c + win] and at masked keys; rows sum to 1", function()
  local B, H, Tn, S = 3, 2, 5, 11
  local e = mask_keys(xa.randn(B, H, Tn, S) * 2, {11, 8, 3})
  local g = xa.rand(B, H, Tn, 1) * 0.9 + 0.05            -- in (0, 1)
  for _, win in ipairs({0, 1, 3}) do
    local w = xa.window_weights(e, win)
    local m = xa.window_mix(e, g, win)
    local c = flat(xa.window_centres(e):totable())
    local wv, mv, ev = flat(w:totable()), flat(m:totable()), flat(e:totable())
    for r = 0, B * H * Tn - 1 do
      local sw, sm = 0, 0
      for j = 1, S do
        local k = r * S + j
        if j < c[r + 1] - win or j > c[r + 1] + win or ev[k] == NEG then
          T.ok(wv[k] == 0, ("row %d key %d: %g outside the window or masked"):format(r, j, wv[k]))
        end
        if ev[k] == NEG then T.ok(mv[k] == 0, "mix at a masked key") end
        sw, sm = sw + wv[k], sm + mv[k]
      end
      T.ok(math.abs(sw - 1) < 1e-5, "local row sum " .. sw)
      T.ok(math.abs(sm - 1) < 1e-5, "mixed row sum " .. sm)
    end
  end
end)

test("centres: first maximum on ties, masked keys never chosen, 0 for a fully masked row", function()
  local e = xa.tensor({{1, 3, 3, 2}, {NEG, NEG, -5, NEG}, {NEG, NEG, NEG, NEG}, {2, 2, 2, 2}},
    {dtype = "float64"})
  close_flat(xa.window_centres(e), {2, 3, 0, 1}, 0, "centres")
  T.shape(xa.window_centres(e), {4})
  T.eq(xa.window_centres(e):dtype(), "int64")
  -- ties: the window follows the first maximum
  close_flat(xa.window_weights(e, 0), {0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0}, 0, "win 0")
  -- (B, H, T) from (B, H, T, S); 1-D logits give a 0-dim centre
  T.shape(xa.window_centres(xa.randn(2, 3, 4, 5)), {2, 3, 4})
  T.eq(xa.window_centres(xa.tensor({1, 5, 2}, {dtype = "float64"})):item(), 2)
end)

test("fully masked rows give 0 and 0 gradients; a NaN row gives NaN", function()
  local e = xa.tensor({{{{NEG, NEG, NEG}, {0.5, NEG, 1.5}}}}, {dtype = "float64", requires_grad = true})
  local g = xa.tensor({{{{0.3}, {0.6}}}}, {dtype = "float64", requires_grad = true})
  local w = xa.window_weights(e, 1)
  T.close(w, {{{{0, 0, 0}, {0, 0, 1}}}}, 1e-12)
  local m = xa.window_mix(e, g, 1)
  local p1 = 1 / (1 + math.exp(1))
  T.close(m, {{{{0, 0, 0}, {0.4 * p1, 0, 0.4 * (1 - p1) + 0.6}}}}, 1e-12)
  ;(m * xa.tensor({1, 2, 3}):double()):sum():backward()
  T.close(e.grad:narrow(3, 1, 1), {{{{0, 0, 0}}}}, 0)
  T.eq(g.grad:totable()[1][1][1][1], 0)
  for _, v in ipairs(flat(e.grad:totable())) do T.ok(v == v, "no NaN gradient") end
  local n = xa.tensor({{1, 0 / 0, 2}, {1, 2, 3}})
  local wn = flat(xa.window_weights(n, 0):totable())
  T.ok(wn[1] ~= wn[1] and wn[3] ~= wn[3], "NaN row is NaN")
  close_flat(xa.window_weights(n, 0):narrow(1, 2, 1), {0, 0, 1}, 0, "other row")
  T.eq(xa.window_centres(n):totable()[1], 0)
end)

-- ---- gradients ------------------------------------------------------------------------
test("gradcheck float64: window_weights and window_mix (logits, g), with padding", function()
  for _, win in ipairs({0, 1, 2, 9}) do
    local e = mask_keys(clear_max_logits(2, 2, 3, 6), {6, 4})
    e:requires_grad_(true)
    local g = T.param(2, 2, 3, 1)
    local gs = g:detach():sigmoid()
    gs:requires_grad_(true)
    T.gradcheck(function(x) return xa.window_weights(x, win) end, {e})
    T.gradcheck(function(x, gg) return xa.window_mix(x, gg, win) end, {e, gs})
  end
end)

test("gradcheck: broadcast gates (0-dim, (1, H, 1, 1), (T, 1)) sum their gradient", function()
  local e = clear_max_logits(2, 3, 4, 5)
  e:requires_grad_(true)
  for _, shape in ipairs({{}, {1, 3, 1, 1}, {4, 1}}) do
    local g = #shape == 0 and xa.tensor(0.3):double() or xa.rand(table.unpack(shape)):double()
    g:requires_grad_(true)
    T.gradcheck(function(x, gg) return xa.window_mix(x, gg, 1) end, {e, g})
    -- forward equals the gate expanded by hand
    local full = g:detach():expand(2, 3, 4, 1):contiguous()
    T.close(xa.window_mix(e, g, 1), xa.window_mix(e, full, 1), 1e-14)
  end
  -- only g requires grad
  local g = T.param(2, 3, 4, 1)
  T.gradcheck(function(gg) return xa.window_mix(e:detach(), gg, 2) end, {g})
end)

test("no graph without grad; backward of window_weights through a sum", function()
  local e = clear_max_logits(1, 1, 2, 4)
  local w = xa.window_weights(e, 1)
  T.ok(not w.requires_grad, "no grad needed")
  e:requires_grad_(true)
  local w2 = xa.no_grad(function() return xa.window_weights(e, 1) end)
  T.ok(not w2.requires_grad, "no_grad")
  -- a row's weights sum to 1: the gradient of the row sums is 0
  xa.window_weights(e, 1):sum():backward()
  T.close(e.grad, xa.zeros(1, 1, 2, 4):double(), 1e-12)
end)

-- ---- layouts and sizes ------------------------------------------------------------------
test("non-contiguous logits and gate (transposed and narrowed views) match contiguous copies", function()
  local base = xa.randn(2, 3, 7, 5):double() * 2           -- (B, H, S, T)
  local e = base:transpose(3, 4)                            -- (B, H, T, S), strided
  T.ok(not e:is_contiguous(), "a strided view")
  local ec = e:contiguous()
  local gb = xa.rand(2, 3, 1, 5):double()
  local g = gb:transpose(3, 4)                              -- (2, 3, 5, 1) strided
  for _, win in ipairs({0, 2}) do
    T.close(xa.window_weights(e, win), xa.window_weights(ec, win), 0)
    T.close(xa.window_mix(e, g, win), xa.window_mix(ec, g:contiguous(), win), 0)
    local c, loc, mix = ref_window(flat(ec:totable()), 7, win, flat(g:totable()))
    close_flat(xa.window_mix(e, g, win), mix, 1e-12, "strided mix")
    close_flat(xa.window_weights(e, win), loc, 1e-12, "strided weights")
    close_flat(xa.window_centres(e), c, 0, "strided centres")
  end
  local n = xa.randn(3, 10):double():narrow(2, 3, 6)
  T.close(xa.window_weights(n, 1), xa.window_weights(n:contiguous(), 1), 0)
  -- gradient through a strided view
  local p = clear_max_logits(1, 2, 4, 3):contiguous()      -- used as (B, H, S=4, T=3)
  p:requires_grad_(true)
  T.gradcheck(function(x) return xa.window_mix(x:transpose(3, 4), 0.4, 1) end, {p})
end)

test("size-1 and empty dims: T = 1, S = 1, win >= S, win = 0, B = 0, S = 0", function()
  local one = xa.tensor({{{{2.5}}}}, {dtype = "float64"})    -- S = 1
  T.close(xa.window_weights(one, 0), {{{{1}}}}, 0)
  T.close(xa.window_weights(one, 5), {{{{1}}}}, 0)
  T.close(xa.window_mix(one, 0.3, 2), {{{{1}}}}, 1e-15)
  T.close(xa.window_centres(one), {{{1}}}, 0)
  -- T = 1
  local e = xa.randn(2, 2, 1, 6):double()
  local c, loc, mix = ref_window(flat(e:totable()), 6, 2, {0.2, 0.4, 0.6, 0.8})
  close_flat(xa.window_weights(e, 2), loc, 1e-12, "T = 1")
  close_flat(xa.window_mix(e, xa.tensor({0.2, 0.4, 0.6, 0.8}, {dtype = "float64"}):view(2, 2, 1, 1), 2), mix,
    1e-12, "T = 1 mix")
  -- win >= S: the local softmax is the softmax
  T.close(xa.window_weights(e, 6), e:softmax(4), 1e-12)
  T.close(xa.window_weights(e, math.maxinteger), e:softmax(4), 1e-12)
  -- empty
  local z = xa.randn(0, 2, 3, 4)
  T.shape(xa.window_weights(z, 1), {0, 2, 3, 4})
  T.shape(xa.window_mix(z, xa.rand(0, 2, 3, 1), 1), {0, 2, 3, 4})
  T.shape(xa.window_centres(z), {0, 2, 3})
  local s0 = xa.randn(2, 3, 0):double()
  s0:requires_grad_(true)
  T.shape(xa.window_weights(s0, 1), {2, 3, 0})
  close_flat(xa.window_centres(s0), {0, 0, 0, 0, 0, 0}, 0, "S = 0 centres")
  local g0 = xa.rand(2, 3, 1):double()
  g0:requires_grad_(true)
  local m0 = xa.window_mix(s0, g0, 1)
  m0:sum():backward()
  T.shape(s0.grad, {2, 3, 0})
  T.close(g0.grad, xa.zeros(2, 3, 1):double(), 0)
end)

test("threads: the same bits with 1 and 2 threads on a large batch (float32)", function()
  local e = mask_keys(xa.randn(16, 4, 32, 40) * 3, {40, 30, 20, 10, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40})
  local g = xa.rand(16, 4, 32, 1)
  local wout = xa.randn(16, 4, 32, 40)
  local old = xa.threads()
  local res = {}
  for k, nt in ipairs({1, 2}) do
    xa.set_threads(nt)
    local x, gg = e:clone(), g:clone()
    x:requires_grad_(true)
    gg:requires_grad_(true)
    local m = xa.window_mix(x, gg, 3)
    ;(m * wout):sum():backward()
    res[k] = {m, x.grad, gg.grad}
  end
  xa.set_threads(old)
  for i = 1, 3 do T.close(res[1][i], res[2][i], 0, "tensor " .. i) end
  -- and against float64
  local e64 = e:double()
  T.close(xa.window_mix(e, g, 3), xa.window_mix(e64, g:double(), 3), 2e-6)
end)

-- ---- errors ---------------------------------------------------------------------------------
test("errors: negative or non-integer win, g shape and dtype, int and 0-dim logits", function()
  local e = xa.randn(2, 3, 4, 5)
  T.raises(function() xa.window_weights(e, -1) end, "window_weights: win (the half-width) must be >= 0, got -1 (logits (2,3,4,5))")
  T.raises(function() xa.window_mix(e, 0.5, -2) end, "window_mix: win (the half-width) must be >= 0, got -2")
  T.raises(function() xa.window_weights(e, 1.5) end, "number has no integer representation")
  T.raises(function() xa.window_weights(e) end, "bad argument #2 to 'window_weights'")
  T.raises(function() xa.window_mix(e, xa.rand(2, 3, 4, 5), 1) end,
    "window_mix: g (2,3,4,5) must have the shape (2,3,4,1) (logits (2,3,4,5) with its last dim 1) or broadcast to it")
  T.raises(function() xa.window_mix(e, xa.rand(2, 3, 3, 1), 1) end, "g (2,3,3,1) must have the shape (2,3,4,1)")
  T.raises(function() xa.window_mix(e, xa.rand(1, 2, 3, 4, 1), 1) end, "g (1,2,3,4,1) must have the shape")
  T.raises(function() xa.window_mix(e, xa.rand(2, 3, 4, 1):double(), 1) end,
    "window_mix: g must have the dtype of logits (float32), got float64 (logits (2,3,4,5), g (2,3,4,1))")
  T.raises(function() xa.window_mix(e, true, 1) end, "g must have the dtype of logits (float32), got bool")
  T.raises(function() xa.window_mix(e, "x", 1) end, "bad argument #2 to 'window_mix'")
  local ei = xa.randint(0, 5, {2, 3})
  T.raises(function() xa.window_weights(ei, 1) end, "window_weights: logits must be float32 or float64, got int64 (logits (2,3))")
  T.raises(function() xa.window_mix(ei, 0.5, 1) end, "window_mix: logits must be float32 or float64, got int64")
  T.raises(function() xa.window_centres(ei) end, "window_centres: logits must be float32 or float64, got int64")
  T.raises(function() xa.window_weights(xa.tensor(1.0), 1) end, "window_weights: logits must have at least 1 dim")
  T.raises(function() xa.window_centres(xa.tensor(1.0)) end, "window_centres: logits must have at least 1 dim")
  T.raises(function() xa.window_weights(nil, 1) end, "bad argument #1 to 'window_weights'")
end)

-- ---- the attn.window part -----------------------------------------------------------------
local function new_attn()
  local attn = {}
  require("xattn.attention.window")(attn)
  return attn
end

-- a ctx as the lead's Cross module builds it (the fields the window part reads)
local function make_ctx(e)
  return {logits = e, B = e:size(1), H = e:size(2), T = e:size(3), S = e:size(4),
          dtype = e:dtype(), training = true}
end

test("attn.window spec: defaults, options, build, errors", function()
  local attn = new_attn()
  local s = attn.window{}
  T.eq(s.kind, "window")
  T.eq(s.opts.win, 3)
  T.eq(s.opts.gate, "linear")
  local s9 = attn.window{win = 9, gate = "average"}
  T.eq(s9.opts.win, 9)
  T.eq(s9.opts.gate, "average")
  local part = s9:build(16, 4, 2)
  T.eq(part.kind, "window")
  T.eq(part.win, 9)
  T.eq(#part:parameters(), 0, "no parameters: the gate lives in the mix")
  T.ok(tostring(part):find("win=9", 1, true), "repr")
  T.eq(attn.window():build(8, 2, 1).win, 3)
  T.raises(function() attn.window{win = -1} end, "attn.window: win (the half-width) must be an integer >= 0, got -1")
  T.raises(function() attn.window{win = 2.5} end, "must be an integer >= 0, got 2.5")
  T.raises(function() attn.window{width = 3} end, "attn.window: unknown option 'width'")
  T.raises(function() attn.window(3) end, "attn.window: expected a table of options")
end)

test("part:weights and part:mix_with on a hand-built ctx; gradcheck through the part", function()
  local attn = new_attn()
  local part = attn.window{win = 1}:build(8, 2, 1)
  local e = mask_keys(clear_max_logits(2, 2, 3, 5), {5, 3})
  local ctx = make_ctx(e)
  local w, info = part:weights(ctx)
  local c, loc = ref_window(flat(e:totable()), 5, 1)
  close_flat(w, loc, 1e-12, "part weights")
  T.shape(info.centre, {2, 2, 3})
  T.eq(info.centre:dtype(), "int64")
  close_flat(info.centre, c, 0, "centres")
  -- with a dot part: the fused kernel; with any other part: (1 - g) w_other + g w
  local g = xa.rand(2, 2, 3, 1):double()
  local _, _, mix = ref_window(flat(e:totable()), 5, 1, flat(g:totable()))
  local gamma, info2 = part:mix_with(ctx, {kind = "dot"}, e:softmax(4), g)
  close_flat(gamma, mix, 1e-12, "mix_with dot")
  close_flat(info2.centre, c, 0, "mix_with centres")
  local other = xa.rand(2, 2, 3, 5):double()
  local gamma2 = part:mix_with(ctx, {kind = "gmm"}, other, g)
  local ov, gv, want = flat(other:totable()), flat(g:totable()), {}
  for k = 1, #ov do
    local r = (k - 1) // 5 + 1
    want[k] = (1 - gv[r]) * ov[k] + gv[r] * loc[k]
  end
  close_flat(gamma2, want, 1e-12, "mix_with another part")
  -- gradients through the part (logits and gate)
  e:requires_grad_(true)
  local gp = T.param(2, 2, 3, 1)
  T.gradcheck(function(x) return part:weights(make_ctx(x)) end, {e})
  T.gradcheck(function(x, gg) return (part:mix_with(make_ctx(x), {kind = "dot"}, x:softmax(4), gg:sigmoid())) end, {e, gp})
  T.gradcheck(function(x, gg)
    return (part:mix_with(make_ctx(x), {kind = "gmm"}, x:softmax(4), gg:sigmoid()))
  end, {e, gp})
end)
