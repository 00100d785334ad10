-- xattn.optim: optimizers over ONE flat parameter buffer (llm.c's layout).
--
-- At construction the parameters (leaf tensors that require grad; a list, or an object
-- with a parameters() method) are moved into one contiguous buffer: each tensor object
-- keeps its identity, only its storage is re-pointed at its slice (xattn._flatten), so a
-- model keeps working with the same tensors. Each parameter's .grad becomes a view of one
-- flat gradient buffer, so backward() accumulates in place there; a step, a norm or
-- zeroing the gradients is then one C loop over a vector.
--
--   local opt = optim.Adam(model:parameters(), {lr = 5e-4, betas = {0.9, 0.98}})
--   local sched = optim.inverse_sqrt{lr = 5e-4, warmup = 4000}
--   opt:zero_grad(); loss:backward(); opt:clip_grad_norm(1.0)
--   opt:set_lr(sched(opt.steps)); opt:step()      -- fairseq's order, see inverse_sqrt
--
-- Gradient accumulation needs nothing special: backward several times, step once.
-- A parameter whose .grad was replaced (p.grad = t) or removed (p:zero_grad()) is put
-- back into the flat buffer before the next step or norm (its values copied in, or
-- zeroed). Every parameter takes part in every step (a parameter that got no gradient
-- has a zero gradient, as with torch's zero_grad(set_to_none=False)).
local xa = require "xattn"

local M = {}

local function fail(msg) error(msg, 3) end

local function check_num(fn, name, v, lo, hi, lo_open, hi_open)
  if type(v) ~= "number" or v ~= v then fail(("%s: %s must be a number, got %s"):format(fn, name, tostring(v))) end
  if (lo and (v < lo or (lo_open and v == lo))) or (hi and (v > hi or (hi_open and v == hi))) then
    fail(("%s: %s must be in %s%s, %s%s, got %s"):format(fn, name, lo_open and "(" or "[", tostring(lo or "-inf"),
      tostring(hi or "inf"), hi_open and ")" or "]", tostring(v)))
  end
  return v
end

-- the unique parameters that require grad, in order
local function collect(fn, params)
  if type(params) == "table" and type(params.parameters) == "function" then params = params:parameters() end
  if type(params) ~= "table" then fail(fn .. ": params must be a list of tensors (or have a parameters() method)") end
  local list, seen = {}, {}
  for i, p in ipairs(params) do
    if not xa.is_tensor(p) then fail(("%s: parameter %d is not a tensor (%s)"):format(fn, i, type(p))) end
    if not seen[p] and p.requires_grad then
      if not p.is_leaf then fail(("%s: parameter %d is not a leaf tensor (computed by %s)"):format(fn, i, p.grad_fn)) end
      seen[p] = true
      list[#list + 1] = p
    end
  end
  if #list == 0 then fail(fn .. ": got an empty parameter list (no tensor that requires grad)") end
  return list
end

-- ---- the common part -----------------------------------------------------------------
local Optimizer = {}
Optimizer.__index = Optimizer

local function init(self, fn, params, opts)
  if opts ~= nil and type(opts) ~= "table" then fail(fn .. ": options must be a table") end
  self.params = collect(fn, params)
  self.flat = xa._flatten(self.params)
  self.grad = xa.zeros_like(self.flat)
  xa._flat_grads(self.grad, self.params)
  self.steps = 0
  self.lr = check_num(fn, "lr", (opts and opts.lr) or 1e-3, 0)
end

-- re-point any .grad that left the flat buffer (cheap: pointer checks in C)
function Optimizer:_sync() xa._flat_grads(self.grad, self.params) end

function Optimizer:zero_grad()
  self.grad:zero_()
  self:_sync()
end

function Optimizer:set_lr(lr)
  self.lr = check_num("set_lr", "lr", lr, 0)
end

function Optimizer:get_lr() return self.lr end

-- torch.nn.utils.clip_grad_norm_: the global L2 norm of all gradients before clipping;
-- when max_norm > 0 and max_norm / (norm + 1e-6) < 1 the gradients are scaled by it
function Optimizer:clip_grad_norm(max_norm)
  max_norm = max_norm or 0
  check_num("clip_grad_norm", "max_norm", max_norm)
  self:_sync()
  return xa._clip_grad_norm(self.grad, max_norm)
end

function Optimizer:grad_norm()
  self:_sync()
  return xa._clip_grad_norm(self.grad, 0)
end

function Optimizer:num_parameters() return self.flat:numel() end

local function load_buffer(fn, dst, src, name)
  if not xa.is_tensor(src) then fail(("%s: state.%s must be a tensor"):format(fn, name)) end
  if src:numel() ~= dst:numel() then
    fail(("%s: state.%s has %d elements but the optimizer has %d parameters (a different model?)")
      :format(fn, name, src:numel(), dst:numel()))
  end
  xa.no_grad(function() dst:copy_(src:reshape(dst:numel())) end)
end

local function load_step(fn, st)
  if type(st) ~= "table" then fail(fn .. ": state must be a table") end
  if math.type(st.step) ~= "integer" or st.step < 0 then
    fail(fn .. ": state.step must be a non-negative integer, got " .. tostring(st.step))
  end
end

-- ---- Adam / AdamW ----------------------------------------------------------------------
local Adam = setmetatable({}, {__index = Optimizer})
Adam.__index = Adam

-- torch.optim.Adam (decoupled = false; weight decay added to the gradient) or
-- torch.optim.AdamW (decoupled = true; p = p (1 - lr wd) before the update), with
-- bias correction: p -= lr / (1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps)
function M.Adam(params, opts)
  local fn = (opts and opts.decoupled) and "AdamW" or "Adam"
  local self = setmetatable({}, Adam)
  init(self, fn, params, opts)
  opts = opts or {}
  local betas = opts.betas or {0.9, 0.98}
  if type(betas) ~= "table" then fail(fn .. ": betas must be a table {beta1, beta2}") end
  self.betas = {check_num(fn, "betas[1]", betas[1], 0, 1, false, true),
                check_num(fn, "betas[2]", betas[2], 0, 1, false, true)}
  self.eps = check_num(fn, "eps", opts.eps or 1e-8, 0)
  self.weight_decay = check_num(fn, "weight_decay", opts.weight_decay or 0, 0)
  self.decoupled = opts.decoupled and true or false
  self.m = xa.zeros_like(self.flat)
  self.v = xa.zeros_like(self.flat)
  return self
end

-- AdamW with torch's default weight_decay = 0.01
function M.AdamW(params, opts)
  local o = {}
  for k, v in pairs(opts or {}) do o[k] = v end
  o.decoupled = true
  if o.weight_decay == nil then o.weight_decay = 0.01 end
  return M.Adam(params, o)
end

function Adam:step()
  self:_sync()
  self.steps = self.steps + 1
  xa._adam_step(self.flat, self.grad, self.m, self.v, self.steps, self.lr, self.betas[1],
                self.betas[2], self.eps, self.weight_decay, self.decoupled)
end

-- live references to the moments (clone them for a snapshot), the step and the settings
function Adam:state()
  return {kind = "adam", step = self.steps, m = self.m, v = self.v, lr = self.lr,
          betas = {self.betas[1], self.betas[2]}, eps = self.eps,
          weight_decay = self.weight_decay, decoupled = self.decoupled}
end

-- restores the moments and the step (copied in); the settings (lr, betas, ...) are
-- restored too when present
function Adam:load_state(st)
  load_step("load_state", st)
  load_buffer("load_state", self.m, st.m, "m")
  load_buffer("load_state", self.v, st.v, "v")
  self.steps = st.step
  if st.lr then self:set_lr(st.lr) end
  if st.betas then self.betas = {st.betas[1], st.betas[2]} end
  if st.eps then self.eps = st.eps end
  if st.weight_decay then self.weight_decay = st.weight_decay end
  if st.decoupled ~= nil then self.decoupled = st.decoupled end
end

-- ---- SGD -----------------------------------------------------------------------------------
local SGD = setmetatable({}, {__index = Optimizer})
SGD.__index = SGD

-- torch.optim.SGD: d = g + wd p; with momentum buf = d at the first step, then
-- momentum buf + (1 - dampening) d; d = nesterov and d + momentum buf or buf; p -= lr d
function M.SGD(params, opts)
  local self = setmetatable({}, SGD)
  init(self, "SGD", params, opts)
  opts = opts or {}
  self.momentum = check_num("SGD", "momentum", opts.momentum or 0, 0)
  self.dampening = check_num("SGD", "dampening", opts.dampening or 0, 0, 1)
  self.weight_decay = check_num("SGD", "weight_decay", opts.weight_decay or 0, 0)
  self.nesterov = opts.nesterov and true or false
  if self.nesterov and (self.momentum <= 0 or self.dampening ~= 0) then
    fail("SGD: nesterov momentum requires a momentum > 0 and zero dampening")
  end
  if self.momentum > 0 then self.buf = xa.zeros_like(self.flat) end
  return self
end

function SGD:step()
  self:_sync()
  self.steps = self.steps + 1
  xa._sgd_step(self.flat, self.grad, self.buf, self.steps == 1, self.lr, self.momentum,
               self.dampening, self.weight_decay, self.nesterov)
end

function SGD:state()
  return {kind = "sgd", step = self.steps, buf = self.buf, lr = self.lr, momentum = self.momentum,
          dampening = self.dampening, weight_decay = self.weight_decay, nesterov = self.nesterov}
end

function SGD:load_state(st)
  load_step("load_state", st)
  if self.buf then load_buffer("load_state", self.buf, st.buf, "buf") end
  self.steps = st.step
  if st.lr then self:set_lr(st.lr) end
end

-- ---- learning-rate schedules -------------------------------------------------------------
-- fairseq's inverse_sqrt: sched(n) is the learning rate after n updates, i.e. what
-- fairseq's step_update(num_updates = n) sets:
--   n < warmup:  init_lr + n * (lr - init_lr) / warmup       (linear warm-up)
--   n >= warmup: lr * sqrt(warmup / n)
-- fairseq starts at init_lr (n = 0) and calls step_update after every update, so update
-- k (1-based) runs with sched(k - 1): call opt:set_lr(sched(opt.steps)) before opt:step().
function M.inverse_sqrt(opts)
  if type(opts) ~= "table" then fail("inverse_sqrt: expected {lr=, warmup=, init_lr=0}") end
  local lr = check_num("inverse_sqrt", "lr", opts.lr, 0)
  local warmup = opts.warmup
  if math.type(warmup) ~= "integer" or warmup < 1 then
    fail("inverse_sqrt: warmup must be a positive integer (updates), got " .. tostring(warmup))
  end
  local init_lr = check_num("inverse_sqrt", "init_lr", opts.init_lr or 0, 0)
  local lr_step = (lr - init_lr) / warmup
  local decay = lr * math.sqrt(warmup)
  return function(n)
    if type(n) ~= "number" or n < 0 then error("inverse_sqrt: the update number must be >= 0, got " .. tostring(n), 2) end
    if n < warmup then return init_lr + n * lr_step end
    return decay / math.sqrt(n)
  end
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("optim", M, [[
xattn.optim -- optimizers over one flat parameter buffer, and fairseq's inverse_sqrt schedule
  local opt = optim.Adam(model:parameters(), {lr = 5e-4, betas = {0.9, 0.98}})
  local sched = optim.inverse_sqrt{lr = 5e-4, warmup = 4000}
  opt:zero_grad(); loss:backward(); opt:clip_grad_norm(1.0)
  opt:set_lr(sched(opt.steps)); opt:step()
At construction the parameters move into one contiguous buffer (each tensor keeps its
identity) and their .grad become views of one flat gradient, so a step, a norm or zeroing
is one C loop. Gradient accumulation: backward several times, step once. See docs/optim.md.]])
doc("optim.Optimizer", Optimizer, [[
optim.Optimizer -- the methods every optimizer has (zero_grad, set_lr, get_lr,
clip_grad_norm, grad_norm, num_parameters); fields: params, lr, steps (updates done)]])
doc("optim.Optimizer:zero_grad", Optimizer.zero_grad, [[
opt:zero_grad()
Zeroes the flat gradient buffer (every parameter's .grad), re-attaching any .grad that was
replaced or removed.]])
doc("optim.Optimizer:set_lr", Optimizer.set_lr, "opt:set_lr(lr); the learning rate of the next steps (a number >= 0)")
doc("optim.Optimizer:get_lr", Optimizer.get_lr, "opt:get_lr() -> the current learning rate")
doc("optim.Optimizer:clip_grad_norm", Optimizer.clip_grad_norm, [[
opt:clip_grad_norm([max_norm=0]) -> norm
The global L2 norm of all gradients before clipping; when max_norm > 0 and
max_norm / (norm + 1e-6) < 1 the gradients are scaled by that factor
(torch.nn.utils.clip_grad_norm_). max_norm = 0 only measures.]])
doc("optim.Optimizer:grad_norm", Optimizer.grad_norm, "opt:grad_norm() -> the global L2 norm of all gradients (nothing clipped)")
doc("optim.Optimizer:num_parameters", Optimizer.num_parameters, "opt:num_parameters() -> the number of parameter elements the optimizer updates")
doc("optim.Adam", M.Adam, [[
optim.Adam(params [, {lr=1e-3, betas={0.9, 0.98}, eps=1e-8, weight_decay=0,
  decoupled=false}]) -> optimizer
torch.optim.Adam with bias correction: p -= lr / (1 - b1^t) m / (sqrt(v) / sqrt(1 - b2^t)
+ eps); weight decay is added to the gradient, or with decoupled = true applied as
p = p (1 - lr wd) before the update (AdamW). params: a list of tensors or an object with
parameters() (a module); only leaves that require grad are taken, each once. Methods: step,
state, load_state and those of optim.Optimizer.]])
doc("optim.AdamW", M.AdamW, [[
optim.AdamW(params [, {lr=1e-3, betas={0.9, 0.98}, eps=1e-8, weight_decay=0.01}]) -> optimizer
optim.Adam with decoupled weight decay (torch.optim.AdamW, whose default weight_decay is 0.01).]])
doc("optim.Adam:step", Adam.step, "opt:step(); one Adam update of every parameter (opt.steps counts them)")
doc("optim.Adam:state", Adam.state, [[
opt:state() -> {kind = "adam", step, m, v, lr, betas, eps, weight_decay, decoupled}
Live references to the moments (clone them for a snapshot), for checkpoints.]])
doc("optim.Adam:load_state", Adam.load_state, [[
opt:load_state(state)
Restores the moments and the step count (copied in) and the settings present in state
(exact resume). The moments must have as many elements as the optimizer's parameters.]])
doc("optim.SGD", M.SGD, [[
optim.SGD(params [, {lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=false}])
  -> optimizer
torch.optim.SGD: d = g + wd p; with momentum, buf = d at the first step, then
momentum buf + (1 - dampening) d, and d = nesterov and d + momentum buf or buf; p -= lr d.
Nesterov needs momentum > 0 and zero dampening.]])
doc("optim.SGD:step", SGD.step, "opt:step(); one SGD update of every parameter")
doc("optim.SGD:state", SGD.state, [[
opt:state() -> {kind = "sgd", step, buf, lr, momentum, dampening, weight_decay, nesterov}
The momentum buffer is a live reference (nil without momentum).]])
doc("optim.SGD:load_state", SGD.load_state, "opt:load_state(state); restores the momentum buffer, the step count and lr")
doc("optim.inverse_sqrt", M.inverse_sqrt, [[
optim.inverse_sqrt{lr=, warmup=, init_lr=0} -> sched
fairseq's inverse_sqrt schedule: sched(n) is the learning rate after n updates,
init_lr + n (lr - init_lr) / warmup while n < warmup, then lr sqrt(warmup / n). Update k
runs with sched(k - 1): call opt:set_lr(sched(opt.steps)) before opt:step().]])

M.Optimizer = Optimizer
return M
