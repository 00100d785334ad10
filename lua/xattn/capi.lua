-- The Lua side of the C API (capi/xattn.h, capi/capi.c): what each C function does once it
-- has checked its arguments. Each model has a Lua state of its own, holding this module,
-- the translation system and the model's sessions. An error the C side should not report
-- with its default code is raised as {code = "EINVAL" | "EFORMAT" | "ESTATE", message = ...}.
local xa = require "xattn"

local G = {}

-- the message without Lua's "chunk:line: " positions (as the scripts print them)
local function clean(msg)
  msg = tostring(msg)
  local prev
  repeat
    prev = msg
    msg = msg:gsub("^%[xattn%][^:\n]*:%d+: ", "", 1):gsub("^[^:\n]*%.lua:%d+: ", "", 1)
  until msg == prev
  return msg
end
G.clean = clean

local function raise(code, msg) error({code = code, message = clean(msg)}, 0) end

-- runs fn(...); an error becomes {code, message}
local function try(code, fn, ...)
  local res = table.pack(pcall(fn, ...))
  if not res[1] then
    local e = res[2]
    if type(e) == "table" and e.code then error(e, 0) end
    raise(code, e)
  end
  return table.unpack(res, 2, res.n)
end

function G.load(path)
  return try("EFORMAT", xa.mt.load, path)
end

function G.translate(sys, lines, beam, lenpen, a, b, batch)
  return try("EINTERNAL", sys.translate, sys, lines, {beam = beam, lenpen = lenpen, max_len_a = a,
                                                      max_len_b = b, batch = batch})
end

-- the policy of xattn_stream_opts: policy name (nil: the model's), k (0: the model's), delta (< 0: the model's)
function G.open(sys, policy, k, delta, a, b)
  local simt, live = xa.simt, xa.live
  local trained = sys.cfg.train.simt
  local p
  if policy == nil then
    p = live.default_policy(sys)
    if p.kind == "waitk" and k > 0 then p = simt.waitk{k = k} end
  elseif policy == "waitk" then
    p = simt.waitk{k = k > 0 and k or math.tointeger(trained.k) or 3}
  elseif policy == "gma" then
    p = simt.gma()
  elseif policy == "full" then
    p = simt.full()
  else
    raise("EINVAL", ("policy must be \"waitk\", \"gma\", \"full\" or NULL (the model's), got %q"):format(policy))
  end
  if k > 0 and p.kind ~= "waitk" then raise("EINVAL", ("k is wait-k's, but the policy is %s"):format(p.name)) end
  if delta >= 0 and p.kind ~= "gma" then raise("EINVAL", ("delta is GMA's, but the policy is %s"):format(p.name)) end
  return try("EINVAL", live.Session, sys, {policy = p, max_len_a = a, max_len_b = b,
                                            delta = delta >= 0 and delta or nil})
end

local function alive(s)
  if s.failed then raise("ESTATE", "the session failed earlier: " .. clean(s.failed)) end
end

function G.push(s, word)
  alive(s)
  try("EINVAL", s.push, s, word)
end

function G.finish(s)
  alive(s)
  try("EINVAL", s.finish, s)
end

function G.pull(s)
  alive(s)
  return try("EINTERNAL", s.pull, s)
end

function G.close(s) s:close() end

return G
