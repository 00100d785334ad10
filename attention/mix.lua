-- xattn.attention: cross-attention families and the mix that combines them. Each family
-- lives in its own files beside its C code (attention/<family>.lua, xattn.attention.<family>);
-- this module loads every family the registration table lists (lua/registry.c) and adds
-- the mix, its gates and the Cross module that computes them.
--
--   local attn = require "xattn.attention"
--   local cross = attn.mix{attn.dot(), attn.gmm{K = 4, norm = "approx"}, gate = "learned"}
--   local model = xa.nn.Transformer{vocab = ..., cross = cross, cross_layers = {3, 4}}
--
-- A *part spec* (attn.dot(), attn.gmm{...}, attn.window{...}, attn.localness{...},
-- attn.hard_gaussian{...}) is {kind = ..., opts = ..., build = function(spec, dh, heads,
-- layer) -> part}; a part is an nn.Module with
--   part:weights(ctx) -> w (B, H, T, S) [, info]     -- 0 at masked keys
-- and optionally part:mix_with(ctx, other, w_other, g) -> (1 - g) w_other + g w_self,
-- fused in one kernel (used when `other` is the dot part).
--
-- A mix `attn.mix{p1, p2, gate = ...}` is callable as the Transformer's `cross` factory:
-- mix(layer_index, d, heads, dropout) -> attn.Cross module. Cross has the projections of
-- nn.MultiheadAttention (q, k, v, out, same names and initialisation), builds `ctx` and
-- returns out = concat_h(dropout(gamma) v) Woᵀ + bo with gamma the mixed weights:
--   two parts:   gamma = (1 - g) w1 + g w2, g (B, H, T, 1) in (0, 1)
--   n > 2 parts: gamma = sum_n g_n w_n, g = softmax over the parts
-- Gates (on the head query, shared across heads, per head and position):
--   "learned"  sigmoid(V_g^T tanh(W_g^T q + b1) + b2), W_g dh x dh (GMM paper)
--   "linear"   sigmoid(w . q + b), w in R^dh (CCAN; CCAN's g weighs the dot part, ours
--              the second part: g_ours = 1 - g_ccan = sigmoid(-(w . q + b)), the same family)
--   "average"  0.5 (1/n for n parts);  "first" / "second": that part alone (g = 0 / 1);
--   a number in [0, 1]: that fixed g.
-- ctx fields: q (B,H,T,dh) scaled by dh^-1/2 (q_rows: the same as (B,T,H dh), contiguous);
-- logits (B,H,T,S) with -inf at masked keys; ctx:alpha() = softmax(logits) (memoised); mask
-- (bool, broadcastable to (B,H,T,S), true = masked, or nil: a CPU mask hiding no key is nil);
-- lengths (B) int64 = J; J (B,1,1,1) float; pos (T) float 1-based target positions; B, H,
-- T, S, dh, dtype; state (a per-part table kept across incremental steps,
-- nil in training); training; layer (decoder layer index); shared (one table per decoder
-- forward or decoding step, the same for every layer: alignments shared among layers);
-- mask_is_padding (true when the mask hides nothing but padded keys: a part that zeroes
-- keys beyond J already honours it).
local xa = require "xattn"
local M = require "xattn.nn.module"
local A = require "xattn.nn.multihead"
local L = require "xattn.nn.layers"
local F = require "xattn.nn.functional"
local Module, ModuleList, Linear = M.Module, M.ModuleList, L.Linear
local MHA = A.MultiheadAttention

local attn = {}

local function fail(fn, msg) error("attention." .. fn .. ": " .. msg, 3) end

-- ---- gates ----------------------------------------------------------------------------
local GateFFN = Module:extend("attn.GateFFN")
function GateFFN:init(dh, n)
  self.n = n
  self.fc1 = Linear(dh, dh)
  self.fc2 = Linear(dh, n == 2 and 1 or n)
end
function GateFFN:forward(q)
  local z
  if xa.is_grad_enabled() then -- training: both layers in one op
    z = F.mlp_tanh(q, self.fc1.weight, self.fc1.bias, self.fc2.weight, self.fc2.bias)
  else
    z = self.fc2(F.linear_tanh(q, self.fc1.weight, self.fc1.bias))
  end
  if self.n == 2 then return z:sigmoid() end
  return z:softmax(4)
end
function GateFFN:extra_repr() return "learned" end

local GateLinear = Module:extend("attn.GateLinear")
function GateLinear:init(dh, n)
  self.n = n
  self.fc = Linear(dh, n == 2 and 1 or n)
end
function GateLinear:forward(q)
  local z = self.fc(q)
  if self.n == 2 then return z:sigmoid() end
  return z:softmax(4)
end
function GateLinear:extra_repr() return "linear" end

local GATES = {learned = true, linear = true, average = true, first = true, second = true}

local function check_gate(g, n)
  if type(g) == "number" then
    if n ~= 2 or g ~= g or g < 0 or g > 1 then
      fail("mix", ("a fixed gate must be a number in [0, 1] with two parts, got %s with %d parts")
        :format(tostring(g), n))
    end
  elseif type(g) == "table" then
    if #g ~= n then fail("mix", ("a gate list needs %d weights, got %d"):format(n, #g)) end
    local s = 0
    for _, x in ipairs(g) do
      if type(x) ~= "number" or x < 0 then fail("mix", "gate weights must be numbers >= 0") end
      s = s + x
    end
    if math.abs(s - 1) > 1e-6 then fail("mix", ("gate weights must sum to 1, got %g"):format(s)) end
  elseif not GATES[g] then
    fail("mix", "gate must be learned, linear, average, first, second, a number or a list, got "
      .. tostring(g))
  elseif (g == "first" or g == "second") and n ~= 2 then
    fail("mix", ("gate '%s' needs two parts, got %d"):format(g, n))
  end
end

-- ---- the Cross module ----------------------------------------------------------------
local Cross = MHA:extend("attn.Cross")
attn.Cross = Cross

-- Cross(mixspec, d, heads, dropout, layer)
function Cross:init(mix, d, heads, dropout, layer)
  MHA.init(self, {d = d, heads = heads, dropout = dropout or 0, kind = "cross"})
  self.layer = layer
  self.gate_kind = mix.gate
  self.part_kinds = {}
  self.parts = ModuleList()
  for i, spec in ipairs(mix.parts) do
    local p = spec:build(self.head_dim, heads, layer)
    if type(p) ~= "table" or type(p.weights) ~= "function" then
      fail("mix", ("part %d (%s) did not build an object with a weights method"):format(i, tostring(spec.kind)))
    end
    p.kind = p.kind or spec.kind
    self.part_kinds[i] = spec.kind
    self.parts:append(p)
  end
  local n = #mix.parts
  if n > 1 then
    if mix.gate == "learned" then self.gate = GateFFN(self.head_dim, n)
    elseif mix.gate == "linear" then self.gate = GateLinear(self.head_dim, n) end
  end
end

function Cross:extra_repr()
  local g = self.gate_kind
  if type(g) == "table" then g = "{" .. table.concat(g, ",") .. "}" end
  return ("%s, d=%d, heads=%d, gate=%s"):format(table.concat(self.part_kinds, "+"), self.d,
    self.heads, tostring(g))
end

local Ctx = {}
Ctx.__index = Ctx
-- ctx.state is the calling part's own table (kept across incremental steps), nil in training
local function with_state(ctx, i)
  local ps = ctx._pstate
  if ps then ps[i] = ps[i] or {}; ctx.state = ps[i] else ctx.state = nil end
  return ctx
end

function Ctx:alpha()
  if not self._alpha then self._alpha = self.logits:softmax(4) end
  return self._alpha
end

-- the gate: (B, H, T, 1) for two parts, (B, H, T, n) for more, or the constant number
function Cross:_gate(ctx, n)
  local g = self.gate_kind
  if self.gate then return self.gate(ctx.q) end
  if g == "average" then g = n == 2 and 0.5 or nil end
  if g == "first" then return 0 elseif g == "second" then return 1 end
  if type(g) == "number" then return g end
  local w = {}
  for i = 1, n do w[i] = type(self.gate_kind) == "table" and self.gate_kind[i] or 1 / n end
  return w
end

local function const_like(v, ref)
  return xa.full({1, 1, 1, 1}, v, {dtype = ref:dtype(), device = ref.device}):expand(ref:size(1), ref:size(2), ref:size(3), 1)
end

-- mixes the parts: gamma (B,H,T,S), and, when need (analysis), a table with each part's
-- weights under its kind (kind..index when a kind repeats), the gate and the parts' info
function Cross:_mix(ctx, need)
  local parts, n = self.parts, #self.parts
  local info = need and {} or nil
  local function record(i, w, extra)
    if not info then return end
    local key = self.part_kinds[i]
    if info[key] ~= nil then key = key .. i end
    info[key] = w
    for k, v in pairs(extra or {}) do if info[k] == nil then info[k] = v end end
  end
  if n == 1 then
    local w, extra = parts[1]:weights(with_state(ctx, 1))
    record(1, w, extra)
    return w, info
  end
  local g = self:_gate(ctx, n)
  if n == 2 then
    if g == 0 or g == 1 then
      local i = g == 0 and 1 or 2
      local w, extra = parts[i]:weights(with_state(ctx, i))
      record(i, w, extra)
      if info then
        -- the unused part is still shown to the analysis
        if not ctx._pstate then  -- a stateful part must not step twice
          local o, oextra = parts[3 - i]:weights(with_state(ctx, 3 - i))
          record(3 - i, o, oextra)
        end
        info.gate = const_like(g, w)
      end
      return w, info
    end
    local gt = type(g) == "number" and const_like(g, ctx.logits) or g
    local p1, p2 = parts[1], parts[2]
    local gamma, extra
    if p2.mix_with and p1.kind == "dot" then
      gamma, extra = p2:mix_with(with_state(ctx, 2), p1, ctx:alpha(), gt)
      if info then
        record(1, ctx:alpha())
        if ctx._pstate then record(2, nil, extra)
        else
          local w2, e2 = p2:weights(with_state(ctx, 2))
          record(2, w2, e2 or extra)
        end
      end
    else
      local w1, e1 = p1:weights(with_state(ctx, 1))
      local w2, e2 = p2:weights(with_state(ctx, 2))
      gamma = w1 * (1 - gt) + w2 * gt
      record(1, w1, e1)
      record(2, w2, e2)
    end
    if info then info.gate = gt end
    return gamma, info
  end
  -- n > 2: g is (B,H,T,n) or a list of constants
  local gamma
  for i = 1, n do
    local w, extra = parts[i]:weights(with_state(ctx, i))
    record(i, w, extra)
    local gi = type(g) == "table" and g[i] or g:narrow(4, i, 1)
    local term = w * gi
    gamma = gamma and gamma + term or term
  end
  if info then info.gate = type(g) == "table" and nil or g end
  return gamma, info
end

-- the fused attention forward may run, or nil:
--   the index of the one part whose weights are used (a single part, or the gate "first",
--   "second", 0 or 1) when that part has attend(ctx, k, v, p) -> (B,T,D) (GMA, whose
--   weights come from the masked logits, any mask);
--   "mix": a dot part mixed with a part that has attend_mix(ctx, k, v, g, p) -> (B,T,D)
--   (GMM) by a gate that mixes both, when the mask hides only padded keys (a part's
--   weights are masked_fill'ed with 0 at other masked keys, which the fused op does not do)
function Cross:_fused(opts)
  if opts.causal then return nil end
  local p, g = self.parts, self.gate_kind
  local only
  if #p == 1 then only = 1
  elseif #p == 2 and (g == "first" or g == 0) then only = 1
  elseif #p == 2 and (g == "second" or g == 1) then only = 2 end
  if only then return p[only].attend and only or nil end
  if #p == 2 and p[1].kind == "dot" and p[2].attend_mix and opts.visible == nil then
    return "mix"
  end
  return nil
end

-- forward(q_in (B,T,D), kv_in (B,S,D), {key_padding, visible, state, need_weights})
--   -> out (B,T,D) [, gamma (B,H,T,S), parts table]   (see MHA:forward for the options)
function Cross:forward(q_in, kv_in, opts)
  opts = opts or {}
  local B, T = self:_check_q(q_in)
  local state = opts.state
  local k, v = self:_kv(q_in, kv_in, state, B)
  local S = k:size(3)
  local qr                                                   -- (B, T, d), scaled
  if xa.is_grad_enabled() and self.q.forward == L.Linear.forward then
    -- training: the (d, d) weight and the bias scaled instead of the (B, T, d) product (a
    -- pass over the activations less; the same values when the scale is a power of 2)
    local lin, s = self.q, self.scaling
    qr = F.linear(q_in, lin.weight * s, lin.bias and lin.bias * s)
  else
    qr = self.q(q_in) * self.scaling
  end
  local q = self:_split(qr, B, T)
  local mask = self:_mask(opts, B, T, S)
  -- a mask on the CPU that hides no key is dropped, as the dot kernel drops it
  if mask and mask.device == "cpu" and not mask:any():item() then mask = nil end
  local need = opts.need_weights
  -- a part with a fused attention (GMA alone: xa.gma_attention; GMM mixed with dot:
  -- xa.gmm_attention) over a whole sequence (training, scoring): the logits and the
  -- weights' intermediates are never stored, and the weights go to v in the same op
  local fused = not need and not state and self:_fused(opts)
  local logits
  if not fused then
    logits = q:matmul(k:transpose(3, 4))
    if mask then logits = logits:masked_fill(mask, -math.huge) end
  end
  local lengths
  if state and state.lengths then lengths = state.lengths
  else
    local kp = opts.key_padding
    if kp then lengths = kp:logical_not():sum(2):to("int64")
    else lengths = xa.full({B}, S, {dtype = "int64", device = q.device}) end
    if state then state.lengths = lengths end
  end
  local start = 0
  if state then start = state.t or 0; state.t = start + T end
  if state then state.parts = state.parts or {} end
  local ctx = setmetatable({q = q, q_rows = qr, logits = logits, mask = mask, lengths = lengths,
    J = lengths:to(q:dtype()):view(B, 1, 1, 1),
    pos = xa.arange(start + 1, start + T + 1, 1, {dtype = q:dtype(), device = q.device}),
    B = B, H = self.heads, T = T, S = S, dh = self.head_dim, dtype = q:dtype(),
    training = self.training, layer = self.layer, shared = opts.shared or {},
    mask_is_padding = opts.visible == nil,   -- the mask only hides padded keys
    _pstate = state and state.parts}, Ctx)
  if fused then
    local p = self.training and self.dropout_p or 0
    if fused ~= "mix" then
      return self.out(self.parts[fused]:attend(with_state(ctx, fused), k, v, p))
    end
    local g = self:_gate(ctx, 2)
    if type(g) == "number" then g = const_like(g, q) end
    return self.out(self.parts[2]:attend_mix(with_state(ctx, 2), k, v, g, p))
  end
  local gamma, info = self:_mix(ctx, need)
  local wd = gamma
  if self.training and self.dropout_p > 0 then wd = xa.dropout(gamma, self.dropout_p, true) end
  local out = self.out(wd:matmul(v):permute(1, 3, 2, 4):reshape(B, T, self.d))
  if need then return out, gamma, info end
  return out
end

-- every cached tensor (keys, values, lengths, the parts' state) follows the beam
function Cross:reorder_state(state, idx) M.reorder_tensors(state, idx) end

-- ---- specs, shortcuts and configs ----------------------------------------------------
local function is_spec(s) return type(s) == "table" and type(s.kind) == "string" and type(s.build) == "function" end
attn.is_spec = is_spec

local Mix = {}
Mix.__index = Mix
Mix.__call = function(self, layer, d, heads, dropout) return Cross(self, d, heads, dropout, layer) end
attn.Mix = Mix

-- attn.mix{part, part, ..., gate = "learned"} -> a cross factory for nn.Transformer
function attn.mix(t)
  if type(t) ~= "table" then fail("mix", "expects a table {part, part, ..., gate = ...}") end
  if getmetatable(t) == Mix then return t end
  if is_spec(t) then t = {t} end
  local parts = {}
  for i, s in ipairs(t) do
    if getmetatable(s) == Mix then
      fail("mix", ("part %d is a mix; list its parts instead"):format(i))
    end
    if not is_spec(s) then
      fail("mix", ("part %d must be a part spec such as attn.dot() or attn.gmm{}, got %s"):format(i, type(s)))
    end
    parts[i] = s
  end
  if #parts == 0 then fail("mix", "needs at least one part") end
  local gate = t.gate
  if gate == nil then gate = #parts == 2 and (parts[2].opts.mix or parts[2].opts.gate or "learned") or "learned" end
  if #parts > 1 then check_gate(gate, #parts) end
  for k in pairs(t) do
    if math.type(k) ~= "integer" and k ~= "gate" then fail("mix", "unknown option '" .. tostring(k) .. "'") end
  end
  return setmetatable({parts = parts, gate = gate}, Mix)
end

-- what nn.Transformer's cross accepts: a mix, or a part spec alone, or a function. A part
-- spec alone means dot + that part, gated by its `gate` option, except for the parts that
-- replace dot attention in their papers (spec.alone: localness, hard_gaussian): those
-- stand alone unless their `mix` option names a gate to mix them with dot.
function attn.factory(x)
  if x == nil or type(x) == "function" or getmetatable(x) == Mix then return x end
  if is_spec(x) then
    if x.kind == "dot" then return attn.mix{x} end
    if x.alone and not x.opts.mix then return attn.mix{x} end
    return attn.mix{attn.dot(), x, gate = x.opts.mix or x.opts.gate or (x.kind == "window" and "linear" or "learned")}
  end
  error("attention.factory: expects a mix, a part spec or a function, got " .. type(x), 2)
end

-- the families of the registration table (xattn._libs, kind "family"): a family whose
-- module returns a function registers its part constructor here (attn.<family>{...});
-- latent returns its output layer instead (nn.Transformer{latent = ...} uses it)
for _, lib in ipairs(xa._libs) do
  if lib.kind == "family" then
    local reg = require(lib.module)
    if type(reg) == "function" then reg(attn) end
  end
end

-- attn.families() -> the names of the part families registered here, "dot" first (the
-- names that from_config and the model.cross configuration key accept)
local NOT_FAMILIES = {mix = true, factory = true, from_config = true, is_spec = true, families = true,
                      upgrade_config = true}
function attn.families()
  local t = {}
  for k, v in pairs(attn) do
    if type(v) == "function" and k:match("^[a-z_]+$") and not NOT_FAMILIES[k] and k ~= "dot" then t[#t + 1] = k end
  end
  table.sort(t)
  table.insert(t, 1, "dot")
  return t
end

-- attn.from_config(c) -> a cross factory or nil (plain dot attention). c is a family name
-- ("dot", "gmm", "window", ...), {family = "gmm", K = 4, gate = ...} or
-- {mix = { {family = "dot"}, {family = "gmm", K = 4} }, gate = "learned"}. A family alone
-- is mixed with dot as attn.factory says: "localness" and "hard_gaussian" replace dot
-- ({family = "localness", mix = "learned"} mixes them with it).
function attn.from_config(c)
  if c == nil or c == "dot" then return nil end
  local function part(p, where)
    if type(p) == "string" then p = {family = p} end
    if type(p) ~= "table" or type(p.family) ~= "string" then
      error(("config: %s must be a family name or {family = ..., options}"):format(where), 0)
    end
    local ctor = attn[p.family]
    if type(ctor) ~= "function" or NOT_FAMILIES[p.family] then
      error(("config: %s: unknown attention family '%s'"):format(where, p.family), 0)
    end
    local o = {}
    for k, v in pairs(p) do if k ~= "family" then o[k] = v end end
    local ok, spec = pcall(ctor, o)
    if not ok then error(("config: %s: %s"):format(where, tostring(spec)), 0) end
    if not is_spec(spec) then
      error(("config: %s: unknown attention family '%s'"):format(where, p.family), 0)
    end
    return spec
  end
  if type(c) == "table" and c.family == nil and c.mix then
    if type(c.mix) ~= "table" or #c.mix == 0 then error("config: model.cross.mix must be a list of parts", 0) end
    local t = {gate = c.gate}
    for i, p in ipairs(c.mix) do t[i] = part(p, ("model.cross.mix[%d]"):format(i)) end
    local ok, m = pcall(attn.mix, t)
    if not ok then error("config: model.cross: " .. tostring(m), 0) end
    return m
  end
  local s = part(c, "model.cross")
  if s.kind == "dot" then return nil end
  local ok, m = pcall(attn.factory, s)
  if not ok then error("config: model.cross: " .. tostring(m), 0) end
  return m
end

-- attn.upgrade_config(model_cfg, tensors [, prefix = "model."]) -> notes
-- Rewrites model_cfg.cross (the `model` table of a checkpoint's config) in place so that it
-- rebuilds the model the checkpoint holds, and returns a list of notes saying what changed
-- (empty when nothing did). tensors: name -> tensor, as checkpoint.load returns them.
-- - Earlier versions built "localness" and "hard_gaussian" alone (a name, or {family = ...}
--   without `mix`) as dot + that part with a learned gate; they now build the baseline
--   alone. Such a checkpoint has gate parameters (<prefix>decoder.layers.<i>.cross.gate.*):
--   its config gets mix = "learned".
-- - Earlier versions built GMA with a bidirectional encoder without a word; now it needs
--   allow_bidirectional = true, which such a checkpoint's GMA parts get (the model decodes
--   full sentences; the streaming policies refuse it with a clear message).
function attn.upgrade_config(mc, tensors, prefix)
  if type(mc) ~= "table" then
    error("attention.upgrade_config: model_cfg must be the model table of a config, got " .. type(mc), 2)
  end
  if type(tensors) ~= "table" then
    error("attention.upgrade_config: tensors must be a table name -> tensor, got " .. type(tensors), 2)
  end
  prefix = prefix or "model."
  local notes = {}
  local c = mc.cross
  local function as_table(p)
    if type(p) == "string" then return {family = p} end
    local u = {}
    for k, v in pairs(p) do u[k] = v end
    return u
  end
  local fam = type(c) == "string" and c or (type(c) == "table" and c.family)
  if (fam == "localness" or fam == "hard_gaussian") and not (type(c) == "table" and c.mix ~= nil) then
    local pat = "^" .. prefix:gsub("%p", "%%%0") .. "decoder%.layers%.%d+%.cross%.gate%."
    for name in pairs(tensors) do
      if type(name) == "string" and name:find(pat) then
        c = as_table(c)
        c.mix = "learned"
        notes[#notes + 1] = ("model.cross: %s with a learned gate mixing it with dot (as built by earlier versions)"):format(fam)
        break
      end
    end
  end
  if mc.encoder ~= "unidirectional" then
    local function gma(p)
      local f = type(p) == "string" and p or (type(p) == "table" and p.family)
      if f ~= "gma" or (type(p) == "table" and p.allow_bidirectional ~= nil) then return p end
      p = as_table(p)
      p.allow_bidirectional = true
      notes[#notes + 1] = "model.cross: GMA with a bidirectional encoder (allow_bidirectional = true: full-sentence decoding only)"
      return p
    end
    if type(c) == "table" and c.family == nil and type(c.mix) == "table" then
      local m = as_table(c)
      m.mix = {}
      for i, p in ipairs(c.mix) do m.mix[i] = gma(p) end
      c = m
    else
      c = gma(c)
    end
  end
  mc.cross = c
  return notes
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
do
  local doc = xa.document
  doc("attention", attn, [[
xattn.attention -- cross-attention families and the mix that combines them
  local attn = xattn.attention
  local cross = attn.mix{attn.dot(), attn.gmm{K = 4, norm = "approx"}, gate = "learned"}
  local model = xattn.nn.Transformer{vocab = {src = 8000, tgt = 8000}, cross = cross}
Part specs (attn.dot(), gmm, localness, hard_gaussian, window, gma) build parts with
part:weights(ctx) -> w (B,H,T,S); a mix is the Transformer's cross factory and combines the
parts' weights with a gate: (1 - g) w1 + g w2 for two parts, sum_n g_n w_n for more.
Gates: "learned" (an FFN on the head query), "linear", "average", "first", "second", a
number in [0, 1] (two parts) or a list of weights summing to 1. See docs/attention.md.]])
  doc("attention.mix", attn.mix, [[
attention.mix{part, part, ..., gate="learned"} -> mix
A cross factory for nn.Transformer: mix(layer, d, heads, dropout) builds an attention.Cross
module mixing the parts. The default gate of two parts is the second part's mix or gate
option ("learned" when it has neither). A single part spec is a mix of one part; a mix
given again is returned as it is.]])
  doc("attention.Mix", attn.Mix, "attention.Mix -- the class of attention.mix's results: call mix(layer, d, heads, dropout) -> attention.Cross; fields parts, gate")
  doc("attention.factory", attn.factory, [[
attention.factory(x) -> a cross factory
What nn.Transformer's cross option accepts: a mix or a function as they are; a part spec
alone is dot + that part, gated by its gate option, except localness and hard_gaussian,
which replace dot attention as in their papers unless their mix option names a gate
(attention.dot() alone: plain attention).]])
  doc("attention.families", attn.families, [[
attention.families() -> {"dot", ...}
The names of the cross-attention families a configuration's model.cross may name ("dot"
first, the others sorted): what train.lua's checks list as the allowed values.]])
  doc("attention.from_config", attn.from_config, [[
attention.from_config(c) -> mix | nil
The cross-attention of a configuration (model.cross of train.lua): nil for "dot"; a family
name ("gmm", "window", ...), {family = "gmm", K = 4, gate = ...}, or {mix = {parts...},
gate = ...}; a family alone is mixed with dot as attention.factory says. Errors name the
configuration key.]])
  doc("attention.upgrade_config", attn.upgrade_config, [[
attention.upgrade_config(model_cfg, tensors [, prefix="model."]) -> {notes}
Rewrites model_cfg.cross (the model table of a checkpoint's config) in place so that it
rebuilds the model the checkpoint holds (tensors: name -> tensor), and says what changed:
localness / hard_gaussian saved with gate parameters get mix = "learned" (earlier versions
mixed them with dot); GMA parts with a bidirectional encoder get allow_bidirectional = true.
mt.load calls it.]])
  doc("attention.is_spec", attn.is_spec, "attention.is_spec(v) -> true when v is a part spec {kind, opts, build}")
  doc("attention.Cross", Cross, [[
attention.Cross(mix, d, heads [, dropout=0, layer]) -> module
The cross-attention module a mix builds: nn.MultiheadAttention's projections (same names
and initialisation), the parts of the mix and its gate; out = concat_h(dropout(gamma) v)
Woᵀ + bo with gamma the mixed weights.]])
  doc("attention.Cross:forward", Cross.forward, [[
cross:forward(q_in (B,T,D), kv_in (B,S,D) [, {key_padding, visible, state, need_weights,
  shared}]) -> out (B,T,D) [, gamma (B,H,T,S), parts]
Options as nn.MultiheadAttention:forward. With need_weights, parts holds each part's
weights under its kind (gmm, window, ...), the gate and the parts' info (GMM centres mu,
sigma, window centres, GMA positions ...).]])
  doc("attention.Cross:reorder_state", Cross.reorder_state, "cross:reorder_state(state, idx); keeps the batch rows idx of every cached tensor (keys, values, lengths, the parts' state)")
end

return attn
