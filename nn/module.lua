-- nn.Module: the base of every layer, and nn.ModuleList.
--
-- A module is a Lua table whose fields hold its parameters (tensors) and children
-- (modules). Fields are remembered in the order they are first assigned, which gives
-- parameters() and named_parameters() a deterministic order (like torch's registration
-- order). Rules:
--   * a tensor field whose name starts with "_" is a buffer (moved by :to(), never a
--     parameter); any other tensor field is a parameter;
--   * a module field is a child; its parameters are named "<field>.<name>";
--   * the same tensor or module reachable twice (tied weights) is listed once, under
--     the first name met.
-- New classes: `local C = Module:extend("MyLayer")`, define `C:init(...)` and
-- `C:forward(...)`; `C(...)` builds an instance and `m(...)` calls `m:forward(...)`.
local xa = require "xattn"

local Module = {}
Module.__index = Module
Module.__name = "nn.Module"
Module._is_module = true

local function is_module(v)
  return type(v) == "table" and v._is_module == true and rawget(v, "_order") ~= nil
end
Module.is_module = is_module

-- remembers the order of tensor and module fields
local function newindex(self, k, v)
  if xa.is_tensor(v) or is_module(v) then
    local order = rawget(self, "_order")
    local seen = false
    for _, name in ipairs(order) do if name == k then seen = true break end end
    if not seen then order[#order + 1] = k end
  end
  rawset(self, k, v)
end

local function call(self, ...) return self:forward(...) end

local function tostring_module(self) return self:repr("") end

local function new_instance(cls, ...)
  local self = setmetatable({_order = {}, training = true}, cls)
  self:init(...)
  return self
end

-- Module:extend(name) -> a new class inheriting from self
function Module:extend(name)
  local cls = {}
  cls.__index = cls
  cls.__newindex = newindex
  cls.__call = call
  cls.__tostring = tostring_module
  cls.__name = name
  return setmetatable(cls, {__index = self, __call = new_instance})
end

Module.__newindex = newindex
Module.__call = call
Module.__tostring = tostring_module
setmetatable(Module, {__call = new_instance})

function Module:init() end

function Module:forward()
  error((self.__name or "nn.Module") .. ": forward is not implemented", 2)
end

-- a one-line description of the module itself (children are printed by repr)
function Module:extra_repr() return "" end

function Module:repr(indent)
  local head = (self.__name or "nn.Module") .. "(" .. self:extra_repr() .. ")"
  local lines = {head}
  for _, k in ipairs(self._order) do
    local v = rawget(self, k)
    if is_module(v) then
      lines[#lines + 1] = indent .. "  (" .. tostring(k) .. "): " .. v:repr(indent .. "  ")
    end
  end
  return table.concat(lines, "\n")
end

-- children in field order: list of {name, module}
function Module:named_children()
  local out = {}
  for _, k in ipairs(self._order) do
    local v = rawget(self, k)
    if is_module(v) then out[#out + 1] = {tostring(k), v} end
  end
  return out
end

-- every module of the tree (self first), each once
function Module:modules()
  local out, seen = {}, {}
  local function walk(m)
    if seen[m] then return end
    seen[m] = true
    out[#out + 1] = m
    for _, c in ipairs(m:named_children()) do walk(c[2]) end
  end
  walk(self)
  return out
end

-- list of {name, tensor} with dotted names, each tensor once
function Module:named_parameters()
  local out, seen_t, seen_m = {}, {}, {}
  local function walk(m, prefix)
    if seen_m[m] then return end
    seen_m[m] = true
    for _, k in ipairs(m._order) do
      local v = rawget(m, k)
      local name = tostring(k)
      if xa.is_tensor(v) then
        if name:sub(1, 1) ~= "_" and not seen_t[v] then
          seen_t[v] = true
          out[#out + 1] = {prefix .. name, v}
        end
      elseif is_module(v) then
        walk(v, prefix .. name .. ".")
      end
    end
  end
  walk(self, "")
  return out
end

function Module:parameters()
  local out = {}
  for i, np in ipairs(self:named_parameters()) do out[i] = np[2] end
  return out
end

function Module:num_parameters()
  local n = 0
  for _, p in ipairs(self:parameters()) do n = n + p:numel() end
  return n
end

-- train(on=true): sets .training on every module of the tree (dropout looks at it)
function Module:train(on)
  if on == nil then on = true end
  for _, m in ipairs(self:modules()) do rawset(m, "training", on and true or false) end
  return self
end

function Module:eval() return self:train(false) end

function Module:zero_grad()
  for _, p in ipairs(self:parameters()) do p:zero_grad() end
end

local DEVICES = {cpu = true, cuda = true}

-- replaces every tensor v of every module for which want(v) holds by v converted with
-- v:to(target): tied tensors stay tied (each distinct tensor is converted once), parameters
-- become new leaves that require grad. before(m, memo), when given, runs on each module first.
local function convert(self, target, want, before)
  local memo = {}
  for _, m in ipairs(self:modules()) do
    if before then before(m, memo) end
    for _, k in ipairs(m._order) do
      local v = rawget(m, k)
      if xa.is_tensor(v) and want(v) then
        local nv = memo[v]
        if not nv then
          nv = xa.no_grad(function() return v:detach():to(target) end)
          if v.requires_grad then nv:requires_grad_(true) end
          memo[v] = nv
        end
        rawset(m, k, nv)
      end
    end
  end
  return self
end

-- to(dtype | device): converts every float parameter and buffer to dtype
-- ("float32"/"float64"), or moves every parameter and buffer to device ("cpu"/"cuda").
-- Tied tensors stay tied (each distinct tensor is converted once). Parameters are
-- replaced by new leaf tensors that require grad. A module may define
-- m:_on_to(dtype, memo) to rebuild its buffers exactly (it runs before its children).
function Module:to(dtype)
  if DEVICES[dtype] then
    xa.device(dtype) -- an unknown or unusable device is an error here, before anything moves
    return convert(self, dtype, function(v) return v.device ~= dtype end)
  end
  return convert(self, dtype, function(v)
    local dt = v:dtype()
    return (dt == "float32" or dt == "float64") and dt ~= dtype
  end, function(m, memo) if m._on_to then m:_on_to(dtype, memo) end end)
end
function Module:double() return self:to("float64") end
function Module:float() return self:to("float32") end
function Module:cuda() return self:to("cuda") end
function Module:cpu() return self:to("cpu") end

-- state_dict(): {name = tensor} of the parameters (the tensors themselves, not copies)
function Module:state_dict()
  local d = {}
  for _, np in ipairs(self:named_parameters()) do d[np[1]] = np[2] end
  return d
end

-- load_state_dict(d [, {strict=true}]): copies d[name] into each parameter in place
function Module:load_state_dict(d, opts)
  local strict = not (opts and opts.strict == false)
  local names = {}
  xa.no_grad(function()
    for _, np in ipairs(self:named_parameters()) do
      local name, p = np[1], np[2]
      names[name] = true
      local src = d[name]
      if src == nil then
        if strict then error("load_state_dict: missing parameter '" .. name .. "'", 0) end
      else
        local ps, ss = p:shape(), src:shape()
        if table.concat(ps, ",") ~= table.concat(ss, ",") then
          error(("load_state_dict: parameter '%s' has shape (%s) but the value has (%s)")
            :format(name, table.concat(ps, ","), table.concat(ss, ",")), 0)
        end
        p:copy_(src)
      end
    end
  end)
  if strict then
    for k in pairs(d) do
      if not names[k] then error("load_state_dict: unexpected parameter '" .. tostring(k) .. "'", 2) end
    end
  end
  return self
end

-- nn.ModuleList{m1, m2, ...}: children named 1, 2, ...; ipairs and # work on it
local ModuleList = Module:extend("nn.ModuleList")
function ModuleList:init(list)
  for i, m in ipairs(list or {}) do
    if not is_module(m) then error("nn.ModuleList: element " .. i .. " is not a module", 3) end
    self[i] = m
  end
end
function ModuleList:append(m)
  self[#self + 1] = m
  return self
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nn.Module", Module, [[
nn.Module -- the base class of every layer (Torch's nn.Module)
A module is a table whose fields hold its parameters (tensors) and children (modules), in
the order they were first assigned. A tensor field whose name starts with "_" is a buffer
(converted by :to(), never a parameter); tied tensors and modules are listed once, under the
first name met. New classes: local C = nn.Module:extend("MyLayer"); function C:init(...) end;
function C:forward(...) end; then C(...) builds one and m(...) calls m:forward(...).]])
doc("nn.Module:extend", Module.extend, [[
Class:extend(name) -> a new class inheriting from Class
name is what tostring(m) and errors show ("MyLayer"). Define C:init(...) (the constructor
body, called by C(...)) and C:forward(...).]])
doc("nn.Module:forward", Module.forward, [[
m:forward(...) -> outputs; also m(...)
The computation of the module; the base class raises "forward is not implemented".]])
doc("nn.Module:extra_repr", Module.extra_repr, [[
m:extra_repr() -> string
The description inside the parentheses of tostring(m) ("512 -> 256"); "" by default.
Subclasses override it.]])
doc("nn.Module:repr", Module.repr, [[
m:repr(indent) -> string
The module and its children, one per line, each child indented by two more spaces than
indent; tostring(m) is m:repr("").]])
doc("nn.Module:named_children", Module.named_children, [[
m:named_children() -> {{name, module}, ...}
The direct child modules in field order.]])
doc("nn.Module:modules", Module.modules, [[
m:modules() -> {module, ...}
Every module of the tree, m first, depth first, each once.]])
doc("nn.Module:named_parameters", Module.named_parameters, [[
m:named_parameters() -> {{name, tensor}, ...}
Every parameter of the tree with its dotted name ("decoder.layers.1.fc1.weight"), in field
order, each tensor once (a tied weight under the first name met); buffers ("_" names) are
left out.]])
doc("nn.Module:parameters", Module.parameters, [[
m:parameters() -> {tensor, ...}
The tensors of m:named_parameters() in the same order (what an optimizer takes).]])
doc("nn.Module:num_parameters", Module.num_parameters, [[
m:num_parameters() -> integer
The number of elements of all parameters (tied ones counted once).]])
doc("nn.Module:train", Module.train, [[
m:train([on=true]) -> m
Sets .training on every module of the tree (dropout is active only in training).]])
doc("nn.Module:eval", Module.eval, [[
m:eval() -> m
m:train(false): dropout off, for validation and decoding.]])
doc("nn.Module:zero_grad", Module.zero_grad, [[
m:zero_grad()
Clears the .grad of every parameter.]])
doc("nn.Module:to", Module.to, [[
m:to(dtype | device) -> m
Converts every float parameter and buffer to dtype ("float32" or "float64"), or moves every
parameter and buffer to device ("cpu" or "cuda"), in place of the old tensors (new leaves
that require grad like the old ones); tied tensors stay tied. Optimizers built before hold
the old tensors: build them after.]])
doc("nn.Module:double", Module.double, "m:double() -> m, m:to(\"float64\") (e.g. for gradcheck)")
doc("nn.Module:float", Module.float, "m:float() -> m, m:to(\"float32\")")
doc("nn.Module:cuda", Module.cuda, "m:cuda() -> m, m:to(\"cuda\"): every parameter and buffer on the GPU")
doc("nn.Module:cpu", Module.cpu, "m:cpu() -> m, m:to(\"cpu\")")
doc("nn.Module:state_dict", Module.state_dict, [[
m:state_dict() -> {name = tensor}
The parameters by dotted name (the tensors themselves, not copies); checkpoint.save writes
such a table.]])
doc("nn.Module:load_state_dict", Module.load_state_dict, [[
m:load_state_dict(d [, {strict=true}]) -> m
Copies d[name] into each parameter in place (shapes must match; dtypes convert). strict:
a missing or unexpected name is an error; strict=false skips both.]])
doc("nn.is_module", is_module, [[
nn.is_module(v) -> boolean
True when v is a module instance (not a class).]])
doc("nn.ModuleList", ModuleList, [[
nn.ModuleList([{m1, m2, ...}]) -> module
A list of modules whose children are named 1, 2, ...; ipairs and # work on it, and their
parameters are the list's ("layers.1.fc1.weight"). It has no forward.]])
doc("nn.ModuleList:append", ModuleList.append, [[
list:append(m) -> list
Adds m as the next child.]])

-- helpers of the layer modules (nn/linear.lua, nn/embedding.lua, ...): an argument that
-- must be an integer >= min (the error names the constructor; level 4 is its caller), and
-- a tensor made a parameter
local function check_int(fn, what, v, min)
  if math.type(v) ~= "integer" or v < min then
    error(("%s: %s must be an integer >= %d, got %s"):format(fn, what, min, tostring(v)), 4)
  end
end

local function param(t)
  t:requires_grad_(true)
  return t
end

-- device_of(model) -> the device of a model's parameters: where the decoders put the
-- tensors they make ("cpu" for a model without parameters, or an object that is no module
-- but has a decoding interface of its own)
local function device_of(m)
  if type(m) ~= "table" or type(m.parameters) ~= "function" then return "cpu" end
  local ps = m:parameters()
  return ps[1] and ps[1].device or "cpu"
end

return {Module = Module, ModuleList = ModuleList, is_module = is_module, check_int = check_int,
        param = param, device_of = device_of}
