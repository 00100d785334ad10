-- xattn.dist: data-parallel training and sharded decoding over MPI.
--
--   mpirun -np 4 xattn scripts/train.lua --config C      -- 4 ranks, one update
--   local dist = xattn.dist.init()                        -- MPI starts here (under mpirun)
--   dist.rank(), dist.size()                              -- 0-based rank, number of ranks
--   dist.allreduce(t)                                     -- in place: the sum over ranks
--   local red = dist.Reducer(opt)                         -- the flat gradient, in buckets
--   red:arm(); loss:backward(); red:finish()              -- summed while backward runs
--
-- A process not started by an MPI launcher (no mpirun) is one rank of one: every
-- collective is then the identity and nothing needs MPI, so scripts call these functions
-- unconditionally. Under mpirun, init() starts MPI; an xattn built without MPI says so
-- (dist.available()). Every collective waits under a watchdog (dist.set_timeout, 300 s by
-- default): a rank that makes no progress for that long ends the job with a message naming
-- the ranks that do not answer. A rank that dies ends the job through the launcher, which
-- names it. See docs/distributed.md.
local xa = require "xattn"
local C = xa._dist -- the C side (lua/dist_lua.c)

local dist = {}

local function fail(msg, level) error(msg, (level or 1) + 1) end

-- ---- the launcher's environment -------------------------------------------------------
-- Open MPI's mpirun (OMPI_COMM_WORLD_*), MPICH's Hydra and other PMI launchers (PMI_*)
local function env_int(...)
  for _, k in ipairs{...} do
    local v = tonumber(os.getenv(k) or "")
    if v then return math.tointeger(v) end
  end
end

--- launcher() -> {rank, size, local_rank, local_size} or nil when no MPI launcher started
-- this process (from the environment; MPI is not started)
function dist.launcher()
  local size = env_int("OMPI_COMM_WORLD_SIZE", "PMI_SIZE")
  local rank = env_int("OMPI_COMM_WORLD_RANK", "PMI_RANK")
  if not size or not rank then return nil end
  return {rank = rank, size = size,
          local_rank = env_int("OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID") or 0,
          local_size = env_int("OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS") or 1}
end

--- available() -> true | false, why: whether this xattn can start MPI
function dist.available()
  local ok, why = C.compiled()
  if ok then return true end
  return false, why
end

--- library() -> the MPI library's version ("" without MPI)
function dist.library() return select(3, C.compiled()) end

--- nccl_library() -> the NCCL library of a GPU build ("NCCL 2.28.9"; "(emulated)" in the
-- emulated build), or nil without CUDA
function dist.nccl_library() return C.nccl_library() end

local state = {size = 1, rank = 0, hosts = {"localhost"}, started = false}

--- init([{timeout = seconds, threads = true}]) -> dist
-- Under an MPI launcher with more than one process: starts MPI and learns the rank, the
-- size and every rank's host. Otherwise (no launcher, or one process) nothing starts and
-- the job is one rank. Each rank's default thread count becomes its share of the cores it
-- may run on (the cores of the machine divided among the ranks on it, at most those of its
-- affinity mask) unless $XATTN_THREADS is set or opts.threads is false; an explicit
-- set_threads later overrides it. Idempotent.
function dist.init(opts)
  opts = opts or {}
  if opts.timeout ~= nil then dist.set_timeout(opts.timeout) end
  if state.started then return dist end
  local env = dist.launcher()
  if env and env.size > 1 then
    local ok, why = dist.available()
    if not ok then
      fail(("dist.init: started by an MPI launcher as rank %d of %d, but %s"):format(env.rank, env.size, why), 2)
    end
    C.init()
    local info = C.info()
    state.rank, state.size, state.hosts = info.rank, info.size, info.hosts
  end
  state.started = true
  if opts.threads ~= false and os.getenv("XATTN_THREADS") == nil then
    local mine, online = C.cpus()
    local share = env and math.max(1, online // math.max(env.local_size, 1)) or online
    xa.set_threads(math.max(1, math.min(mine, share)))
  end
  return dist
end

--- rank() -> this process's rank, 0 .. size() - 1
function dist.rank() return state.rank end
--- size() -> the number of ranks (1 without a launcher)
function dist.size() return state.size end
--- is_main() -> true on rank 0 (the rank that logs, validates, writes and saves)
function dist.is_main() return state.rank == 0 end
--- enabled() -> true when there is more than one rank
function dist.enabled() return state.size > 1 end
--- hosts() -> every rank's host name, in rank order (1-based list: hosts()[r + 1])
function dist.hosts()
  local t = {}
  for i, h in ipairs(state.hosts) do t[i] = h end
  return t
end

--- set_timeout(seconds): how long a collective may wait without progress before the job ends
function dist.set_timeout(s)
  if type(s) ~= "number" or s ~= s or s <= 0 then
    fail("dist.set_timeout: the timeout must be a positive number of seconds, got " .. tostring(s), 2)
  end
  C.set_timeout(s)
end
--- timeout() -> seconds
function dist.timeout() return C.timeout() end

-- ---- serialisation (any plain Lua value, exactly) --------------------------------------
-- nil, booleans, integers and floats (exact: integer or float, NaN, -0.0), strings, and
-- tables of them (keys of those kinds; no cycles); anything else is an error naming where
-- keys in a fixed order: numbers (by value), then strings (bytes), then false, true
local KEY_RANK = {number = 1, string = 2, boolean = 3}
local function key_before(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then return (KEY_RANK[ta] or 4) < (KEY_RANK[tb] or 4) end
  if ta == "boolean" then return not a and b end
  if ta == "number" or ta == "string" then return a < b end
  return false
end

local function ser(v, out, path, seen, depth)
  local t = type(v)
  if t == "nil" then out[#out + 1] = "N"
  elseif t == "boolean" then out[#out + 1] = v and "T" or "F"
  elseif t == "number" then
    if math.type(v) == "integer" then out[#out + 1] = string.pack("<c1j", "I", v)
    else out[#out + 1] = string.pack("<c1d", "D", v) end
  elseif t == "string" then out[#out + 1] = string.pack("<c1s4", "S", v)
  elseif t == "table" then
    if seen[v] then fail(("dist.serialize: the table at %s contains itself"):format(path), 0) end
    if depth > 100 then fail(("dist.serialize: tables nested more than 100 deep at %s"):format(path), 0) end
    seen[v] = true
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = k end
    table.sort(keys, key_before) -- canonical: equal tables give equal bytes (check_same)
    out[#out + 1] = string.pack("<c1I4", "{", #keys)
    for _, k in ipairs(keys) do
      local kt = type(k)
      if kt ~= "string" and kt ~= "number" and kt ~= "boolean" then
        fail(("dist.serialize: a %s key in %s (keys must be strings, numbers or booleans)"):format(kt, path), 0)
      end
      ser(k, out, path, seen, depth + 1)
      ser(v[k], out, kt == "string" and (path .. "." .. k) or (path .. "[" .. tostring(k) .. "]"), seen, depth + 1)
    end
    seen[v] = nil
  else
    fail(("dist.serialize: %s is a %s (only nil, booleans, numbers, strings and tables of them)"):format(path, t), 0)
  end
end

--- serialize(v) -> string: v's bytes for another rank (dist.deserialize gives it back)
function dist.serialize(v)
  local out = {}
  local ok, err = pcall(ser, v, out, "the value", {}, 0)
  if not ok then error(err, 2) end
  return table.concat(out)
end

--- deserialize(s) -> v
function dist.deserialize(s)
  if type(s) ~= "string" then fail("dist.deserialize: expected a string, got " .. type(s), 2) end
  local pos = 1
  local function bad(what) fail(("dist.deserialize: %s at byte %d of %d"):format(what, pos, #s), 0) end
  local function unpack(fmt)
    local ok, a, b = pcall(string.unpack, fmt, s, pos)
    if not ok then bad("truncated data") end
    pos = b
    return a
  end
  local function val(depth)
    if pos > #s then bad("truncated data") end
    if depth > 101 then bad("tables nested too deep") end
    local tag = s:sub(pos, pos)
    pos = pos + 1
    if tag == "N" then return nil
    elseif tag == "T" then return true
    elseif tag == "F" then return false
    elseif tag == "I" then return unpack("<j")
    elseif tag == "D" then return unpack("<d")
    elseif tag == "S" then return unpack("<s4")
    elseif tag == "{" then
      local n = unpack("<I4")
      local t = {}
      for _ = 1, n do
        local k = val(depth + 1)
        if k == nil or k ~= k then bad("a nil or NaN table key") end
        t[k] = val(depth + 1)
      end
      return t
    end
    pos = pos - 1
    bad(("unknown tag %q"):format(tag))
  end
  local ok, v = pcall(val, 0)
  if not ok then error(v, 2) end
  if pos ~= #s + 1 then pos = pos; fail(("dist.deserialize: %d bytes left over after the value"):format(#s - pos + 1), 2) end
  return v
end

-- ---- collectives ---------------------------------------------------------------------------
local function what_of(w, default) return type(w) == "string" and w or default end

--- allreduce(t [, op = "sum" | "max" | "min" [, what]]) -> t, reduced in place over every rank
-- (contiguous float32, float64 or int64). what names the step in a timeout message.
function dist.allreduce(t, op, what)
  if not xa.is_tensor(t) then fail("dist.allreduce: expected a tensor, got " .. type(t), 2) end
  return C.allreduce(t, op or "sum", what_of(what, "dist.allreduce"))
end

--- allreduce_numbers({x, ...} [, op = "sum" [, what]]) -> {reduced x, ...} (float64)
function dist.allreduce_numbers(xs, op, what)
  if type(xs) ~= "table" then fail("dist.allreduce_numbers: expected a list of numbers, got " .. type(xs), 2) end
  for i = 1, #xs do
    if type(xs[i]) ~= "number" then
      fail(("dist.allreduce_numbers: element %d is a %s, not a number"):format(i, type(xs[i])), 2)
    end
  end
  if #xs == 0 then return {} end
  if state.size == 1 then return table.move(xs, 1, #xs, 1, {}) end
  local t = xa.tensor(xs, {dtype = "float64"})
  C.allreduce(t, op or "sum", what_of(what, "dist.allreduce_numbers"))
  return t:totable()
end

--- broadcast(t [, root = 0 [, what]]) -> t holding root's values on every rank (in place)
function dist.broadcast(t, root, what)
  if not xa.is_tensor(t) then fail("dist.broadcast: expected a tensor, got " .. type(t), 2) end
  root = root or 0
  if math.type(root) ~= "integer" or root < 0 or root >= state.size then
    fail(("dist.broadcast: root must be a rank, 0 .. %d, got %s"):format(state.size - 1, tostring(root)), 2)
  end
  if state.size == 1 then return t end
  -- every rank must hold as many bytes as the root: checked together (one error on every
  -- rank instead of a truncated message or a hang)
  local shapes = dist.allgather(("%s (%s)"):format(t:dtype(), table.concat(t:shape(), ", ")), "dist.broadcast's shapes")
  for r, sh in ipairs(shapes) do
    if sh ~= shapes[root + 1] then
      fail(("dist.broadcast: rank %d holds a %s tensor but the root, rank %d, a %s one"):format(r - 1, sh, root,
        shapes[root + 1]), 2)
    end
  end
  return C.bcast(t, root, what_of(what, "dist.broadcast"))
end

--- broadcast_value(v [, root = 0 [, what]]) -> root's v on every rank (any value
-- dist.serialize takes; other ranks' v is ignored)
function dist.broadcast_value(v, root, what)
  root = root or 0
  if math.type(root) ~= "integer" or root < 0 or root >= state.size then
    fail(("dist.broadcast_value: root must be a rank, 0 .. %d, got %s"):format(state.size - 1, tostring(root)), 2)
  end
  if state.size == 1 then return v end
  local s = state.rank == root and dist.serialize(v) or nil
  return dist.deserialize(C.bcast_string(s, root, what_of(what, "dist.broadcast_value")))
end

--- allgather(v [, what]) -> {rank 0's v, rank 1's v, ...} on every rank
function dist.allgather(v, what)
  if state.size == 1 then return {v} end
  local parts = C.allgather(dist.serialize(v), what_of(what, "dist.allgather"))
  local out = {}
  for i, s in ipairs(parts) do out[i] = dist.deserialize(s) end
  return out
end

--- barrier([what]): returns when every rank has called it
function dist.barrier(what) C.barrier(what_of(what, "dist.barrier")) end

--- checksum(tensor | string) -> 16 hex digits (FNV-1a of the bytes)
function dist.checksum(v)
  if type(v) ~= "string" and not xa.is_tensor(v) then
    fail("dist.checksum: expected a tensor or a string, got " .. type(v), 2)
  end
  return C.checksum(v)
end

--- check_same(v, what) -> checksum: an error unless v (a tensor, a string or any
-- serialisable value) is the same, byte for byte, on every rank; the message names what
-- and each rank's checksum
function dist.check_same(v, what)
  what = what_of(what, "the value")
  local h = (type(v) == "string" or xa.is_tensor(v)) and C.checksum(v) or C.checksum(dist.serialize(v))
  if state.size == 1 then return h end
  local all = C.allgather(h, "the check that " .. what .. " is the same on every rank")
  local differ = false
  for _, x in ipairs(all) do if x ~= all[1] then differ = true end end
  if differ then
    local parts = {}
    for r, x in ipairs(all) do parts[r] = ("rank %d: %s"):format(r - 1, x) end
    fail(("%s differs across ranks (%s)"):format(what, table.concat(parts, ", ")), 2)
  end
  return h
end

-- ---- sharding ----------------------------------------------------------------------------
--- owns(k [, rank [, size]]) -> true when item k (1-based) is this rank's: k - 1 ≡ rank (mod size)
function dist.owns(k, rank, size)
  return (k - 1) % (size or state.size) == (rank or state.rank)
end

--- shard(n) -> the items of 1..n this rank takes: rank + 1, rank + 1 + size, ...
function dist.shard(n)
  local t = {}
  for k = state.rank + 1, n, state.size do t[#t + 1] = k end
  return t
end

--- allmerge(t [, what]) -> one table with every rank's entries (t holds this rank's
-- entries of a result indexed by item; the ranks' keys must not overlap)
function dist.allmerge(t, what)
  if type(t) ~= "table" then fail("dist.allmerge: expected a table, got " .. type(t), 2) end
  if state.size == 1 then return t end
  local out = {}
  for r, part in ipairs(dist.allgather(t, what_of(what, "dist.allmerge"))) do
    for k, v in pairs(part) do
      if out[k] ~= nil then fail(("dist.allmerge: key %s came from two ranks (rank %d and an earlier one)"):format(tostring(k), r - 1), 2) end
      out[k] = v
    end
  end
  return out
end

-- ---- the gradient reducer -------------------------------------------------------------------
local Reducer = {}
Reducer.__index = Reducer
Reducer.__name = "xattn.dist.Reducer"

--- Reducer(opt [, {bucket_mb = 25, backend = "mpi" | "local" | "nccl"}]) -> reducer
-- Sums the flat gradient of an xattn.optim optimizer (opt.grad; opt.flat its parameters)
-- over the ranks, in buckets of about bucket_mb MiB taken from the end of the buffer (the
-- gradients of the last parameters are final first in backward). red:arm() before the
-- last backward of an update makes that backward start each bucket's sum as soon as every
-- gradient in it is final (MPI_Iallreduce), overlapping communication with the rest of
-- backward; red:finish() starts the remaining buckets and waits for all. Buckets start in
-- the same order on every rank. Gradient accumulation: arm only the last backward.
-- backend: a name from dist.backends(): "mpi" (host memory; the default with more than
-- one rank), "local" (one rank: no exchange) or, in a GPU build, "nccl" (device memory:
-- ncclAllReduce; the default for an optimizer on cuda, whatever the number of ranks).
function dist.Reducer(opt, opts)
  opts = opts or {}
  if type(opt) ~= "table" or not xa.is_tensor(opt.grad) or not xa.is_tensor(opt.flat) then
    fail("dist.Reducer: expected an xattn.optim optimizer (with flat .grad and .flat buffers)", 2)
  end
  local mb = opts.bucket_mb or 25
  if type(mb) ~= "number" or mb ~= mb or mb <= 0 then
    fail("dist.Reducer: bucket_mb must be a positive number, got " .. tostring(mb), 2)
  end
  -- (a backend given memory of another device is an error of C.reducer, naming both)
  local backend = opts.backend or (opt.grad.device ~= "cpu" and "nccl") or (state.size > 1 and "mpi" or "local")
  local known = false
  for _, b in ipairs(C.backends()) do known = known or b == backend end
  if not known then
    fail(("dist.Reducer: backend must be one of this build's gradient backends (%s), got %s")
      :format(table.concat(C.backends(), ", "), tostring(backend)), 2)
  end
  if backend == "mpi" and not dist.available() then fail("dist.Reducer: " .. select(2, dist.available()), 2) end
  local esize = opt.grad:dtype() == "float64" and 8 or 4
  local elems = math.max(1, math.floor(mb * 1048576 / esize))
  local self = setmetatable({opt = opt, backend = backend, bucket_mb = mb, rounds = 0,
                             started_early = 0, wait_s = 0, backward_s = 0}, Reducer)
  opt:_sync()
  self._r = C.reducer(opt.grad, opt.flat, elems, backend)
  return self
end

--- backends() -> {"mpi", "local", ...}: the gradient backends of this build
function dist.backends() return C.backends() end

--- red:arm(): the next backward starts buckets as their gradients become final
function Reducer:arm()
  self.opt:_sync()
  self._r:arm()
end

--- red:finish() -> {backward_s, wait_s, started_early, buckets, events, started_at}: every
-- bucket summed over the ranks; backward_s is the time from arm (the backward), wait_s
-- the time spent here waiting for the sums, started_early the buckets started during
-- backward; events counts the parameters whose gradient became final during backward and
-- started_at[b] the event that started bucket b (0: started here)
function Reducer:finish()
  self.opt:_sync()
  local info = self._r:finish()
  self.rounds = self.rounds + 1
  self.started_early = self.started_early + info.started_early
  self.wait_s, self.backward_s = self.wait_s + info.wait_s, self.backward_s + info.backward_s
  return info
end

--- red:buckets() -> {{first, last}, ...}: the 1-based element range of each bucket, in
-- the order they start
function Reducer:buckets() return self._r:buckets() end

-- ---- ending ---------------------------------------------------------------------------------
--- finalize(): MPI_Finalize after a barrier (every rank must call it; a rank that exits
-- with status 0 does so by itself)
function dist.finalize() if state.size > 1 then C.finalize() end end

--- abort(msg [, status = 1]): msg on stderr, then every rank of the job ends now
function dist.abort(msg, status)
  C.abort(status or 1, msg ~= nil and tostring(msg) or nil)
end

--- die(script, msg [, status = 2]): a script's one-line error under a launcher. Rank 0
-- prints "script: msg" and exits: the launcher then stops the other ranks. Another rank
-- exits quietly too when rank 0 stops within a few seconds (the same error everywhere: one
-- line, not one per rank); when it is still running after that, the error was this rank's
-- alone and is printed as "script: rank R (host): msg".
function dist.die(script, msg, status)
  io.stdout:flush()
  local env = dist.launcher()
  local rank = state.started and state.rank or (env and env.rank or 0)
  if rank ~= 0 then
    C.sleep(5)
    msg = ("rank %d (%s): %s"):format(rank, state.hosts[rank + 1] or "?", msg)
  end
  io.stderr:write(script, ": ", msg, "\n")
  io.stderr:flush()
  os.exit(status or 2)
end

-- ---- documentation (xattn.help, the REPL's :help) -------------------------------------------
local doc = xa.document
doc("dist", dist, [=[
xattn.dist -- data-parallel training and sharded decoding over MPI
  mpirun -np 4 xattn scripts/train.lua --config C      (docs/distributed.md)
  local dist = xattn.dist.init(); dist.rank(), dist.size()
  dist.allreduce(t); dist.allgather(v); dist.broadcast_value(v); dist.barrier()
  local red = dist.Reducer(opt); red:arm(); loss:backward(); red:finish()
Without an MPI launcher the job is one rank and every collective is the identity. Every
collective waits under a watchdog (dist.set_timeout): a rank that hangs ends the job with
a message naming it.]=])
doc("dist.launcher", dist.launcher, [=[
dist.launcher() -> {rank, size, local_rank, local_size} | nil
What the MPI launcher (Open MPI's OMPI_COMM_WORLD_*, or PMI_*) put in the environment; nil
when no launcher started this process. MPI is not started.]=])
doc("dist.available", dist.available, "dist.available() -> true | false, why: whether this xattn was built with MPI (why says how to get it)")
doc("dist.library", dist.library, "dist.library() -> the MPI library's version (\"\" without MPI)")
doc("dist.nccl_library", dist.nccl_library, "dist.nccl_library() -> the NCCL library of a GPU build (\"NCCL 2.28.9\"), or nil without CUDA")
doc("dist.init", dist.init, [=[
dist.init([{timeout = seconds, threads = true}]) -> dist
Under an MPI launcher with more than one process, starts MPI (an error when this xattn has
no MPI, saying how to get it); otherwise the job is one rank. Sets each rank's default
thread count to its share of the machine's cores (unless $XATTN_THREADS or threads = false).
Idempotent.]=])
doc("dist.rank", dist.rank, "dist.rank() -> this process's rank, 0 .. size() - 1")
doc("dist.size", dist.size, "dist.size() -> the number of ranks (1 without a launcher)")
doc("dist.is_main", dist.is_main, "dist.is_main() -> true on rank 0, the rank that logs, writes and saves")
doc("dist.enabled", dist.enabled, "dist.enabled() -> true when there is more than one rank")
doc("dist.hosts", dist.hosts, "dist.hosts() -> every rank's host name in rank order (hosts()[r + 1] is rank r's)")
doc("dist.set_timeout", dist.set_timeout, [=[
dist.set_timeout(seconds)
A collective that waits this long without progress ends the job: the rank asks the
others, names those that do not answer (hung, stopped, or busy longer than the timeout)
and aborts every rank. Default 300.]=])
doc("dist.timeout", dist.timeout, "dist.timeout() -> the watchdog's timeout in seconds")
doc("dist.serialize", dist.serialize, [=[
dist.serialize(v) -> string
The exact bytes of a plain Lua value (nil, booleans, integers, floats, strings, tables of
them without cycles) for another rank; dist.deserialize gives it back.]=])
doc("dist.deserialize", dist.deserialize, "dist.deserialize(s) -> the value dist.serialize wrote into s")
doc("dist.allreduce", dist.allreduce, [=[
dist.allreduce(t [, op = "sum" | "max" | "min" [, what]]) -> t
Reduces a contiguous float32, float64 or int64 tensor over every rank, in place. what
names the step in a timeout message.]=])
doc("dist.allreduce_numbers", dist.allreduce_numbers, "dist.allreduce_numbers({x...} [, op [, what]]) -> the list reduced over every rank (in float64)")
doc("dist.broadcast", dist.broadcast, "dist.broadcast(t [, root = 0 [, what]]) -> t, holding root's values on every rank (in place)")
doc("dist.broadcast_value", dist.broadcast_value, "dist.broadcast_value(v [, root = 0 [, what]]) -> root's value (any dist.serialize value) on every rank")
doc("dist.allgather", dist.allgather, "dist.allgather(v [, what]) -> {rank 0's v, rank 1's v, ...} on every rank")
doc("dist.barrier", dist.barrier, "dist.barrier([what]); returns when every rank has called it")
doc("dist.checksum", dist.checksum, "dist.checksum(tensor | string) -> 16 hex digits, FNV-1a of the bytes (a tensor's elements in order)")
doc("dist.check_same", dist.check_same, [=[
dist.check_same(v, what) -> checksum
An error naming what and every rank's checksum unless v (a tensor, a string or a
serialisable value) is the same, byte for byte, on every rank.]=])
doc("dist.owns", dist.owns, "dist.owns(k [, rank [, size]]) -> true when item k (1-based) belongs to the rank: (k - 1) % size == rank")
doc("dist.shard", dist.shard, "dist.shard(n) -> this rank's items of 1..n: rank + 1, rank + 1 + size, ...")
doc("dist.allmerge", dist.allmerge, [=[
dist.allmerge(t [, what]) -> the union of every rank's t (entries of a result indexed by
item, each item computed by one rank), on every rank]=])
doc("dist.Reducer", dist.Reducer, [=[
dist.Reducer(opt [, {bucket_mb = 25, backend = "mpi" | "local" | "nccl"}]) -> reducer
(backend: one of dist.backends(); "nccl" by default for an optimizer on cuda, "mpi" on the
CPU with more than one rank). Sums an xattn.optim optimizer's flat gradient over the ranks
in buckets of about bucket_mb MiB, from the end of the buffer. red:arm() before the (last)
backward of an update starts each bucket's sum (MPI_Iallreduce, or ncclAllReduce on the
device) as soon as its gradients are final, while backward goes on; red:finish() starts
the rest and waits. Fields: rounds, started_early, wait_s, backward_s.]=])
doc("dist.backends", dist.backends, [=[
dist.backends() -> {"mpi", "local", ...}
The gradient backends a Reducer may use in this build: "mpi" (MPI_Iallreduce on host
memory), "local" (one process) and, in a GPU build (make CUDA=1), "nccl" (ncclAllReduce
on device memory, the communicator set up over MPI). A backend is a table of C functions
(lua/dist.h: init, start a bucket's sum, test it, free) and the device whose memory it sums.]=])
doc("dist.Reducer:arm", Reducer.arm, "red:arm(); the next backward starts buckets as their gradients become final")
doc("dist.Reducer:finish", Reducer.finish, [=[
red:finish() -> {backward_s, wait_s, started_early, buckets, events, started_at}
Starts the buckets not started yet and waits for every sum (under the watchdog).
started_at[b]: the parameter event (1 = the first whose gradient became final) that
started bucket b during backward, 0 when it started here.]=])
doc("dist.Reducer:buckets", Reducer.buckets, "red:buckets() -> {{first, last}, ...}: each bucket's 1-based element range, in start order")
doc("dist.finalize", dist.finalize, "dist.finalize(); ends MPI on every rank after a barrier (a rank exiting with status 0 does it itself)")
doc("dist.abort", dist.abort, "dist.abort(msg [, status = 1]); msg on stderr, then every rank of the job ends at once")
doc("dist.die", dist.die, [=[
dist.die(script, msg [, status = 2])
A script's one-line user error under a launcher: rank 0 prints "script: msg"; another rank
prints "script: rank R (host): msg" only when the job is still running after a few seconds
(the error was its own).]=])

return dist
