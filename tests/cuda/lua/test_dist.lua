-- The NCCL gradient backend in one process (xattn.dist on "cuda"): with the emulated xattn
-- of `make test CUDA=1` (whose NCCL is the emulator's), or a CUDA=1 build on a GPU. The
-- reducer on a device optimizer uses nccl, leaves a one-rank gradient as it was (bit for
-- bit, buckets started during backward), refuses memory of the wrong device, and the
-- checksums of device tensors are their host copies'. tests/cuda/dist.sh runs two ranks.
local dist = xa.dist
local optim = require "xattn.optim"

-- three parameters on dev, a loss over them; W1 used twice
local function problem(dev, dtype)
  xa.manual_seed(5)
  local o = {dtype = dtype or "float32"}
  local W1, b1, W2 = xa.randn(5, 4, o), xa.randn(4, o), xa.randn(4, 5, o)
  local x = xa.randn(6, 5, o)
  local ps = {W1:to(dev):requires_grad_(), b1:to(dev):requires_grad_(), W2:to(dev):requires_grad_()}
  x = x:to(dev)
  local function loss()
    local h = (x:matmul(ps[1]) + ps[2]):relu()
    return (h:matmul(ps[3]):matmul(ps[1]):tanh()):sum()
  end
  return ps, loss
end

test("a GPU build has the nccl backend and names its library", function()
  local names = table.concat(dist.backends(), ",")
  T.eq(names, "mpi,local,nccl")
  T.ok(dist.nccl_library():match("^NCCL %d+%.%d+%.%d+"), dist.nccl_library())
end)

test("one rank: the nccl reducer leaves the gradient as backward made it, bit for bit", function()
  for _, dtype in ipairs({"float32", "float64"}) do
    -- the reference: the same backward on the CPU, no reducer
    local pc, lc = problem("cpu", dtype)
    local oc = optim.SGD(pc, {lr = 0.1})
    lc():backward()
    local want = oc.grad:clone()
    local pd, ld = problem("cuda", dtype)
    local od = optim.SGD(pd, {lr = 0.1})
    ld():backward() -- the device's own gradient, before any reducer
    local mine = dist.checksum(od.grad)
    local red = dist.Reducer(od, {bucket_mb = 16 / 1048576}) -- 16 bytes: many buckets
    T.eq(red._r:backend(), "nccl", "the default backend of a device optimizer")
    for round = 1, 2 do
      od:zero_grad()
      red:arm()
      ld():backward()
      local info = red:finish()
      T.eq(info.buckets, #red:buckets())
      T.ok(info.started_early == info.buckets, ("%s round %d: %d of %d buckets started during backward")
        :format(dtype, round, info.started_early, info.buckets))
      T.eq(od.grad.device, "cuda")
      T.eq(dist.checksum(od.grad), mine, dtype .. ": bit for bit the device's own gradient")
      T.close(od.grad:cpu(), want, dtype == "float64" and 1e-12 or 1e-5, dtype .. ": the reduced gradient")
    end
    -- without arm: every bucket starts at finish
    od:zero_grad()
    ld():backward()
    local info = red:finish()
    T.eq(info.started_early, 0)
    T.close(od.grad:cpu(), want, dtype == "float64" and 1e-12 or 1e-5, dtype .. ": reduced at finish")
  end
end)

test("gradient accumulation: only the last backward is armed", function()
  local pd, ld = problem("cuda", "float64")
  local od = optim.SGD(pd, {lr = 0.1})
  local pc, lc = problem("cpu", "float64")
  local oc = optim.SGD(pc, {lr = 0.1})
  lc():backward()
  lc():backward()
  local red = dist.Reducer(od, {bucket_mb = 1})
  ld():backward()
  red:arm()
  ld():backward()
  red:finish()
  T.close(od.grad:cpu(), oc.grad, 1e-12, "two backwards, summed")
  -- the step that follows on the device is the CPU's
  od:step()
  oc:step()
  T.close(pd[1]:cpu(), pc[1], 1e-12, "parameters after the step")
end)

test("a backend sums one device's memory: the wrong one is an error naming both", function()
  local pd = problem("cuda")
  local od = optim.SGD(pd, {lr = 0.1})
  T.raises(function() dist.Reducer(od, {backend = "mpi"}) end,
    "dist.Reducer: the mpi backend sums cpu memory, but the gradient is on cuda and the parameters on cuda")
  local pc = problem("cpu")
  local oc = optim.SGD(pc, {lr = 0.1})
  T.raises(function() dist.Reducer(oc, {backend = "nccl"}) end,
    "dist.Reducer: the nccl backend sums cuda memory, but the gradient is on cpu and the parameters on cpu")
  -- the C check behind them, reached directly
  local C = xa._dist
  T.raises(function() C.reducer(od.grad, od.flat, 8, "mpi") end,
    "dist.Reducer: the mpi backend sums cpu memory, but the gradient is on cuda and the parameters on cuda")
  T.raises(function() C.reducer(oc.grad, oc.flat, 8, "nccl") end,
    "the nccl backend sums cuda memory, but the gradient is on cpu")
  -- local sums nothing: any device
  T.eq(dist.Reducer(od, {backend = "local"})._r:backend(), "local")
  -- int64 is no gradient
  T.raises(function() C.reducer(xa.zeros(4, {dtype = "int64", device = "cuda"}),
    xa.zeros(4, {dtype = "int64", device = "cuda"}), 8, "nccl") end, "flat (1-D contiguous) float tensor")
end)

test("checksums of device tensors are their host copies'", function()
  local t = xa.randn(7, 3):cuda()
  T.eq(dist.checksum(t), dist.checksum(t:cpu()))
  local v = t:t() -- not contiguous
  T.eq(dist.checksum(v), dist.checksum(v:cpu():contiguous()))
  T.ok(dist.checksum(t) ~= dist.checksum(v), "the order of elements counts")
  T.eq(dist.checksum(xa.zeros(0, {device = "cuda"})), dist.checksum(xa.zeros(0)))
end)

test("this process's device: an index", function()
  T.eq(xa.cuda.current_device(), tonumber(os.getenv("XATTN_CUDA_DEVICE") or "0"))
end)
