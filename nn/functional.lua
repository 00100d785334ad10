-- nn.functional: stateless functions the modules are built from, and the fairseq
-- initialisers. linear and cross_entropy use the fused C kernels xattn.linear and
-- xattn.cross_entropy when the build has them, else compose existing ops.
local xa = require "xattn"

local F = {}

-- linear(x (..., in), W (out, in) [, b (out)]) -> (..., out) = x · Wᵀ + b
local function linear_composed(x, W, b)
  local y = x:matmul(W:t())
  if b then y = y + b end
  return y
end
F.linear_composed = linear_composed

-- fused(x, W, b) for a linear-like C op: a (B, H, T, d) view of a (B, T, H, d) tensor
-- (multi-head attention's head split, the q that the GMM predictors and the mix gates take)
-- is multiplied as it lies and the result viewed back, where the op would copy x first
-- (measured on bench-small with GMM: 1% of the train step); the result keeps that layout
local function heads_as_rows(fused, x, ...)
  if x:dim() == 4 and not x:is_contiguous() then
    local t = x:transpose(2, 3)
    if t:is_contiguous() then return fused(t, ...):transpose(2, 3) end
  end
  return fused(x, ...)
end

function F.linear(x, W, b)
  local fused = rawget(xa, "linear")
  if fused then return heads_as_rows(fused, x, W, b) end
  return linear_composed(x, W, b)
end

-- linear_relu(x, W [, b]) -> relu(linear(x, W, b)); linear_tanh likewise: one op on the
-- CPU (xattn.linear_relu, xattn.linear_tanh), taking the (B, H, T, d) views as F.linear
local function linear_act(name, method)
  return function(x, W, b)
    local fused = rawget(xa, name)
    if fused then return heads_as_rows(fused, x, W, b) end
    local y = F.linear(x, W, b)
    return y[method](y)
  end
end
F.linear_relu = linear_act("linear_relu", "relu")
F.linear_tanh = linear_act("linear_tanh", "tanh")

-- mlp_tanh(x, W1, b1, W2, b2) -> linear(tanh(linear(x, W1, b1)), W2, b2) (b1, b2 may be
-- nil): one op (xattn.mlp_tanh: blocks of rows through both layers while they are in the
-- cache), taking the (B, H, T, d) views as F.linear
function F.mlp_tanh(x, W1, b1, W2, b2)
  local fused = rawget(xa, "mlp_tanh")
  if fused then return heads_as_rows(fused, x, W1, b1, W2, b2) end
  return F.linear(F.linear_tanh(x, W1, b1), W2, b2)
end

-- cross_entropy(logits (N, V), target (N) int64 1-based [, opts]) -> loss, nll_sum
-- opts: label_smoothing = eps (0), ignore_index = id or nil (1 = pad by default; false
-- for none), reduction = "sum" (default) | "mean" | "none".
-- Per token: (1 - eps) * (-log p_target) + eps / V * sum_j (-log p_j) (fairseq's and
-- torch's formula); tokens whose target is ignore_index count 0. The second value is
-- the plain nll summed over the counted tokens (for perplexity), as a 0-dim tensor.
local function cross_entropy_composed(logits, target, opts)
  opts = opts or {}
  local eps = opts.label_smoothing or 0
  local ignore = opts.ignore_index
  if ignore == nil then ignore = 1 end
  local reduction = opts.reduction or "sum"
  if logits:dim() ~= 2 then
    error(("cross_entropy: logits must be (N, V), got (%s)"):format(table.concat(logits:shape(), ",")), 2)
  end
  if target:dim() ~= 1 or target:size(1) ~= logits:size(1) or target:dtype() ~= "int64" then
    error(("cross_entropy: target must be an int64 (N) tensor for logits (%s), got %s (%s)")
      :format(table.concat(logits:shape(), ","), target:dtype(), table.concat(target:shape(), ",")), 2)
  end
  if reduction ~= "sum" and reduction ~= "mean" and reduction ~= "none" then
    error("cross_entropy: reduction must be 'sum', 'mean' or 'none', got " .. tostring(reduction), 2)
  end
  local V = logits:size(2)
  local lp = logits:log_softmax(2)
  local nll = -lp:gather(2, target:unsqueeze(2)):squeeze(2) -- (N)
  local loss = nll
  if eps ~= 0 then loss = nll * (1 - eps) + lp:sum(2) * (-eps / V) end
  local keep
  if ignore then
    keep = target:ne(ignore)
    local drop = keep:logical_not()
    loss = loss:masked_fill(drop, 0)
    nll = nll:masked_fill(drop, 0)
  end
  local nll_sum = nll:sum()
  if reduction == "none" then return loss, nll_sum end
  local total = loss:sum()
  if reduction == "mean" then
    local n = keep and keep:sum():item() or target:size(1)
    total = total / n
  end
  return total, nll_sum
end
F.cross_entropy_composed = cross_entropy_composed

function F.cross_entropy(logits, target, opts)
  local fused = rawget(xa, "cross_entropy")
  if fused then
    -- the fused kernel's defaults match the composed path: nil -> 1 (pad), false -> none
    return fused(logits, target, opts)
  end
  return cross_entropy_composed(logits, target, opts)
end

-- linear_cross_entropy(x (..., D), W (V, D), b (V) | nil, target (...) int64 [, opts])
-- -> loss, nll_sum, count: cross_entropy(linear(x, W, b), target, opts) without storing
-- the logits (xattn.linear_cross_entropy, chunked; nn/linear_xent.c). reduction = "none"
-- (or a build without the fused op) composes the two.
function F.linear_cross_entropy(x, W, b, target, opts)
  local fused = rawget(xa, "linear_cross_entropy")
  if fused and not (opts and opts.reduction == "none") then return fused(x, W, b, target, opts) end
  local logits = F.linear(x, W, b)
  local V = logits:size(logits:dim())
  local loss, nll = F.cross_entropy(logits:reshape(-1, V), target:reshape(-1), opts)
  if opts and opts.reduction == "none" then loss = loss:view(target:shape()) end
  local ignore = opts and opts.ignore_index
  if ignore == nil then ignore = 1 end
  return loss, nll, ignore and target:ne(ignore):sum():item() or target:numel()
end

-- sinusoidal_positions(n, D) -> (n, D) float32: row i holds position i - 1, the first
-- half sin(p · f_k), the second half cos(p · f_k), f_k = exp(-k · ln(10000) / (D/2 - 1)),
-- k = 0 .. D/2 - 1 (tensor2tensor / fairseq layout); an odd D gets a zero last column.
function F.sinusoidal_positions(n, D, opts)
  if math.type(n) ~= "integer" or n < 0 or math.type(D) ~= "integer" or D < 1 then
    error(("sinusoidal_positions: n and D must be integers >= 0 and >= 1, got %s and %s")
      :format(tostring(n), tostring(D)), 2)
  end
  local dtype = opts and opts.dtype or "float32"
  local half = D // 2
  local parts = {}
  if half > 0 then
    local step = math.log(10000) / math.max(half - 1, 1)
    local freq = (xa.arange(half, {dtype = "float64"}) * -step):exp()      -- (half)
    local pos = xa.arange(n, {dtype = "float64"})                         -- (n)
    local ang = pos:unsqueeze(2) * freq:unsqueeze(1)                      -- (n, half)
    parts[1], parts[2] = ang:sin(), ang:cos()
  end
  if D % 2 == 1 then parts[#parts + 1] = xa.zeros(n, 1, {dtype = "float64"}) end
  return xa.cat(parts, 2):to(dtype)
end

-- in-place initialisers (return t); they run without recording gradients
function F.xavier_uniform_(t, gain)
  gain = gain or 1
  local fan_out, fan_in = t:size(1), t:size(2)
  local bound = gain * math.sqrt(6 / (fan_in + fan_out))
  xa.no_grad(function() t:copy_(xa.rand(t:shape(), {dtype = t:dtype()}) * (2 * bound) - bound) end)
  return t
end

function F.normal_(t, mean, std)
  xa.no_grad(function() t:copy_(xa.randn(t:shape(), {dtype = t:dtype()}) * std + mean) end)
  return t
end

function F.uniform_(t, lo, hi)
  xa.no_grad(function() t:copy_(xa.rand(t:shape(), {dtype = t:dtype()}) * (hi - lo) + lo) end)
  return t
end

function F.constant_(t, v)
  xa.no_grad(function() t:fill_(v) end)
  return t
end

-- causal_mask(T, S) -> (T, S) bool, true where key j lies in the future of query i; the
-- T queries are the last T of S positions (so T = 1 against S cached keys masks nothing)
function F.causal_mask(T, S)
  return xa.triu(xa.ones(T, S), S - T + 1):bool()
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.functional", F, [[
xattn.nn.functional -- the stateless functions the layers are built from, and fairseq's
initialisers (also under nn.init)]])
doc("nn.functional.linear", F.linear, [[
F.linear(x (..., in), W (out, in) [, b (out)]) -> (..., out)
x Wᵀ + b, through the fused xattn.linear.]])
doc("nn.functional.linear_relu", F.linear_relu, [[
F.linear_relu(x (..., in), W (out, in) [, b (out)]) -> (..., out)
relu(x Wᵀ + b), through the fused xattn.linear_relu (one op on the CPU).]])
doc("nn.functional.linear_tanh", F.linear_tanh, [[
F.linear_tanh(x (..., in), W (out, in) [, b (out)]) -> (..., out)
tanh(x Wᵀ + b), through the fused xattn.linear_tanh (one op on the CPU).]])
doc("nn.functional.mlp_tanh", F.mlp_tanh, [[
F.mlp_tanh(x (..., in), W1 (hid, in), b1, W2 (out, hid), b2) -> (..., out)
tanh(x W1ᵀ + b1) W2ᵀ + b2 (b1, b2 may be nil), through the fused xattn.mlp_tanh (one op
on the CPU: blocks of rows through both layers while they are in the cache).]])
doc("nn.functional.linear_composed", F.linear_composed, [[
F.linear_composed(x, W [, b]) -> x:matmul(W:t()) + b
The composed reference of F.linear (for tests and timing).]])
doc("nn.functional.cross_entropy", F.cross_entropy, [[
F.cross_entropy(logits (N, V), target (N) int64 [, {label_smoothing=0, ignore_index=1,
  reduction="sum"}]) -> loss, nll_sum
Per token (1 - eps) (-log p_target) + eps / V sum_j (-log p_j) (fairseq's and torch's label
smoothing); target positions are 1-based; tokens whose target is ignore_index (1 = <pad>;
false: none) count 0. reduction "sum", "mean" (over counted tokens) or "none" (N). nll_sum
(0-dim): the unsmoothed nll summed over counted tokens. Fused C kernel.]])
doc("nn.functional.cross_entropy_composed", F.cross_entropy_composed, [[
F.cross_entropy_composed(logits, target [, opts]) -> loss, nll_sum
F.cross_entropy composed from log_softmax, gather and masked_fill (the reference of the fused
kernel; same options).]])
doc("nn.functional.linear_cross_entropy", F.linear_cross_entropy, [[
F.linear_cross_entropy(x (..., D), W (V, D), b (V) | nil, target (...) int64 [, opts])
  -> loss, nll_sum, count
cross_entropy(linear(x, W, b), target, opts) without storing the (N, V) logits (chunked C
kernel); count = tokens not equal to ignore_index. Options as F.cross_entropy;
reduction = "none" composes the two (loss of target's shape).]])
doc("nn.functional.sinusoidal_positions", F.sinusoidal_positions, [[
F.sinusoidal_positions(n, D [, {dtype="float32"}]) -> (n, D)
Row i encodes position i - 1: the first half sin(p f_k), the second half cos(p f_k),
f_k = exp(-k ln(10000) / (D/2 - 1)) (tensor2tensor and fairseq's layout); an odd D gets a
zero last column. Also nn.sinusoidal_positions.]])
doc("nn.functional.xavier_uniform_", F.xavier_uniform_, [[
F.xavier_uniform_(t (out, in) [, gain=1]) -> t
Fills t in place from U(-a, a), a = gain sqrt(6 / (in + out)), without recording
gradients. Also nn.init.xavier_uniform_.]])
doc("nn.functional.normal_", F.normal_, [[
F.normal_(t, mean, std) -> t
Fills t in place from N(mean, std^2), without recording gradients. Also nn.init.normal_.]])
doc("nn.functional.uniform_", F.uniform_, [[
F.uniform_(t, lo, hi) -> t
Fills t in place from U(lo, hi), without recording gradients. Also nn.init.uniform_.]])
doc("nn.functional.constant_", F.constant_, [[
F.constant_(t, v) -> t
Fills t with v in place, without recording gradients. Also nn.init.constant_.]])
doc("nn.functional.causal_mask", F.causal_mask, [[
F.causal_mask(T, S) -> (T, S) bool
True where key j lies in the future of query i, the T queries being the last T of S
positions (so one query against S cached keys masks nothing). Also nn.causal_mask.]])

return F
