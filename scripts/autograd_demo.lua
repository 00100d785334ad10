-- The autograd demo: what the core does.
-- Fits a two-layer network to a two-spirals classification problem with autograd and
-- plain SGD, printing the loss as it falls, then shows a dot-product attention map.
-- Run: build/xattn scripts/autograd_demo.lua [--steps N] [--seed S]
local xa = require "xattn"

local cli = require "xattn.cli"
local o = cli.parse{
  name = "autograd_demo.lua",
  summary = "Fits a two-layer network to a two-spirals problem with autograd and plain SGD, printing the "
    .. "loss as it falls, then shows a dot-product attention map.",
  options = {
    {"steps", "int", min = 1, default = 2000, help = "SGD steps"},
    {"seed", "int", min = 0, default = 7, help = "random seed"},
  },
}
local steps, seed = o.steps, o.seed
xa.manual_seed(seed)
print(("xattn %s, %d threads"):format(xa.version, xa.threads()))

-- two interleaved spirals, 2 classes, N points each
local N = 256
local pts, labels = {}, {}
for c = 0, 1 do
  for k = 1, N do
    local r = k / N * 3
    local a = 1.75 * k / N * 2 * math.pi + c * math.pi
    pts[#pts + 1] = {r * math.cos(a), r * math.sin(a)}
    labels[#labels + 1] = c + 1 -- 1-based class positions, the Lua convention
  end
end
local X = xa.tensor(pts)                                 -- (2N, 2)
local Y = xa.tensor(labels):view(-1, 1)                  -- (2N, 1) int64
X = X + xa.randn(2 * N, 2) * 0.05

-- parameters of a 2 -> 64 -> 64 -> 2 network
local function param(...)
  local fan_in = select(1, ...)
  return (xa.randn(...) * (1 / math.sqrt(fan_in))):requires_grad_()
end
local W1, b1 = param(2, 64), xa.zeros(64, {requires_grad = true})
local W2, b2 = param(64, 64), xa.zeros(64, {requires_grad = true})
local W3, b3 = param(64, 2), xa.zeros(2, {requires_grad = true})
local params = {W1, b1, W2, b2, W3, b3}

local function forward(x)
  local h = (x:matmul(W1) + b1):tanh()
  h = (h:matmul(W2) + b2):tanh()
  return h:matmul(W3) + b3                               -- (B, 2) logits
end

local lr = 0.5
local t0 = xa.clock and xa.clock() or os.clock()
for step = 1, steps do
  local logp = forward(X):log_softmax(2)
  local loss = -logp:gather(2, Y):mean()                 -- negative log-likelihood
  for _, p in ipairs(params) do p:zero_grad() end
  loss:backward()
  xa.no_grad(function()
    for _, p in ipairs(params) do p:sub_(p.grad * lr) end
  end)
  if step == 1 or step % 200 == 0 or step == steps then
    local pred = select(2, logp:max(2, true))            -- (B, 1) 1-based class positions
    local acc = pred:eq(Y):float():mean():item()
    print(("step %4d  loss %.4f  accuracy %5.1f%%"):format(step, loss:item(), 100 * acc))
  end
end
local dt = (xa.clock and xa.clock() or os.clock()) - t0
print(("trained %d steps in %.2f s"):format(steps, dt))

-- a dot-product attention map: 6 queries over 8 keys, softmax(QK^T / sqrt(d))
local d = 16
local Q, K = xa.randn(6, d), xa.randn(8, d)
local A = (Q:matmul(K:t()) * (1 / math.sqrt(d))):softmax(2)
print("\ndot-product attention weights (rows sum to 1):")
print(A)
print(("row sums: %s"):format(table.concat((function()
  local s = {}
  for r = 1, 6 do s[r] = ("%.3f"):format(A[r]:sum():item()) end
  return s
end)(), " ")))
