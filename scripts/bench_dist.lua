-- Data-parallel training on bench-small, and the allreduce bandwidth (docs/distributed.md).
--   xattn scripts/bench_dist.lua [--ranks 2] [--rounds 3] [--steps 10] [--batch 64]
--        [--bucket-mb 4] [--json FILE] [--mpirun CMD]
-- Runs, interleaved in one invocation (round by round, so that both see the same machine):
--   single  one process with --ranks threads, batch --batch (pairs of 32 + 32 random ids);
--   dist    mpirun -np --ranks, one thread each, batch --batch / --ranks on each rank (the
--           same global batch and update), the flat gradient summed in buckets of
--           --bucket-mb MiB while backward runs;
--   dist2   the same with --batch on each rank (a global batch --ranks times larger);
-- and reports target tokens per second (median step, all ranks together), the ratio
-- dist / single, the step time without any exchange (the same ranks with the local
-- backend), the time waited for the sums after backward and the buckets started during
-- backward. Then the allreduce bandwidth between the ranks: float32 sums from 4 KiB to
-- 64 MiB, time, algorithm bandwidth (bytes / time) and bus bandwidth (2 (N - 1) / N bytes
-- / time, the figure a ring allreduce moves per link).
-- bench-small: post-norm Transformer, d 256, 4 heads, FFN 1024, 3 + 3 layers, vocabulary
-- 8000 per side, tied output, dropout 0.1 (as scripts/bench.lua).
local xa = require "xattn"
local cli = require "xattn.cli"

local o = cli.parse{
  name = "bench_dist.lua",
  usage = "[--ranks N] [--rounds R] [--steps K] [--batch B] [--bucket-mb MB] [--json FILE]",
  summary = "Data-parallel bench-small under mpirun against one process with as many threads, in one run, "
    .. "and the allreduce bandwidth between the ranks.",
  options = {
    {"ranks", "int", min = 2, default = 2, help = "ranks of the distributed runs (threads of the single process)"},
    {"rounds", "int", min = 1, default = 3, help = "rounds: single, dist and dist2 once each per round"},
    {"steps", "int", min = 1, default = 10, help = "timed train steps per run (after 2 warm-up steps)"},
    {"batch", "int", min = 2, default = 64, help = "pairs per update of the single process (split among the ranks by dist)"},
    {"bucket-mb", "number", gt = 0, default = 4, help = "MiB per gradient bucket"},
    {"json", "outfile", help = "write every figure as JSON"},
    {"mpirun", "string", metavar = "CMD", default_text = "default: mpirun (with --allow-run-as-root as root)",
     help = "the launcher command"},
    {"skip-bandwidth", "flag", help = "no bandwidth measurement"},
    {"worker", "choice", values = {"train", "bandwidth"}, hidden = true, help = "(internal) run one measurement"},
    {"threads", "int", min = 1, hidden = true, help = "(internal) threads of a worker"},
    {"backend", "choice", values = {"mpi", "local"}, default = "mpi", hidden = true, help = "(internal)"},
  },
}

local function median(t)
  local c = table.move(t, 1, #t, 1, {})
  table.sort(c)
  return c[(#c + 1) // 2]
end

-- ---- a worker: one measurement, one JSON line from rank 0 --------------------------------
if o.worker then
  local dist = xa.dist.init()
  if o.threads then xa.set_threads(o.threads) end
  local N, rank = dist.size(), dist.rank()
  local out = {ranks = N, threads = xa.threads(), mpi = dist.library()}
  if o.worker == "bandwidth" then
    out.sizes = {}
    local bytes = 4096
    while bytes <= 64 * 2 ^ 20 do
      local t = xa.zeros(bytes // 4)
      local reps = bytes <= 2 ^ 20 and 50 or (bytes <= 16 * 2 ^ 20 and 10 or 5)
      for _ = 1, 2 do dist.allreduce(t) end
      local ts = {}
      for _ = 1, reps do
        dist.barrier()
        local t0 = xa.clock()
        dist.allreduce(t)
        ts[#ts + 1] = xa.clock() - t0
      end
      local worst = dist.allreduce_numbers({median(ts)}, "max")[1] -- the slowest rank's median
      out.sizes[#out.sizes + 1] = {bytes = bytes, seconds = worst, algbw_gbs = bytes / worst / 1e9,
                                   busbw_gbs = 2 * (N - 1) / N * bytes / worst / 1e9}
      bytes = bytes * 4
    end
  else
    xa.manual_seed(0) -- the same model on every rank
    local V, D, S, Tl = 8000, 256, 32, 32
    local B = o.batch
    local model = xa.nn.Transformer{vocab = {src = V, tgt = V}, d = D, heads = 4, ffn = 1024,
      layers = {enc = 3, dec = 3}, dropout = 0.1, norm = "post", share_embeddings = false, tie_output = true}
    xa.manual_seed(100 + rank) -- each rank its own data and dropout
    local src = xa.randint(5, V + 1, B, S)
    local tgt = xa.randint(5, V + 1, B, Tl + 1)
    local batch = {src = src, tgt_in = tgt:narrow(2, 1, Tl):contiguous(), tgt_out = tgt:narrow(2, 2, Tl):contiguous(),
                   src_pad = src:eq(1), ntokens = B * Tl}
    local opt = xa.optim.Adam(model:parameters(), {lr = 5e-4, betas = {0.9, 0.98}})
    local red = N > 1 and dist.Reducer(opt, {bucket_mb = o.bucket_mb, backend = o.backend}) or nil
    local last
    local function step()
      model:train()
      local loss = model:loss(batch, {label_smoothing = 0.1})
      opt:zero_grad()
      if red then red:arm() end
      loss:backward()
      if red then last = red:finish() end
      xa.no_grad(function() opt.grad:mul_(1 / (N * B * Tl)) end)
      opt:step()
    end
    for _ = 1, 2 do step() end
    dist.barrier()
    local ts, waits, early = {}, {}, {}
    for _ = 1, o.steps do
      local t0 = xa.clock()
      step()
      ts[#ts + 1] = xa.clock() - t0
      if last then waits[#waits + 1], early[#early + 1] = last.wait_s, last.started_early end
    end
    -- the slowest rank's median step is the job's
    local m = dist.allreduce_numbers({median(ts)}, "max")[1]
    out.batch_per_rank, out.step_s = B, m
    out.target_tokens_per_s = N * B * Tl / m
    out.params = model:num_parameters()
    out.grad_bytes = opt.grad:numel() * 4
    if red then
      out.backend, out.bucket_mb, out.buckets = o.backend, o.bucket_mb, #red:buckets()
      out.wait_s = dist.allreduce_numbers({median(waits)}, "max")[1]
      out.started_early = median(early)
    end
  end
  if dist.is_main() then print(xa.json.encode(out)) end
  return
end

-- ---- the driver ------------------------------------------------------------------------------
local self = arg[0]
local lowest = -1 -- the host: the first word of the command line
while arg[lowest - 1] do lowest = lowest - 1 end
local host = arg[lowest] or "xattn"
local mpirun = o.mpirun
if not mpirun then
  mpirun = "mpirun"
  local id = io.popen("id -u")
  if id and id:read("l") == "0" then mpirun = mpirun .. " --allow-run-as-root" end
  if id then id:close() end
end
if not os.execute("command -v mpirun > /dev/null 2>&1") and not o.mpirun then
  cli.die("mpirun not found: install Open MPI (Debian: apt-get install openmpi-bin libopenmpi-dev, or make deps)")
end
local ok, why = xa.dist.available()
if not ok then cli.die(why) end
if o.batch % o.ranks ~= 0 then cli.die(("--batch %d does not split among %d ranks"):format(o.batch, o.ranks)) end

local function run(cmd)
  local p = assert(io.popen(cmd .. " 2>&1"))
  local text = p:read("a")
  local okc = p:close()
  local line = text:match("(%{.-%})%s*$")
  if not okc or not line then
    io.stderr:write("bench_dist.lua: failed: ", cmd, "\n", text, "\n")
    os.exit(1)
  end
  return xa.json.decode(line)
end

local N = o.ranks
local common = ("--steps %d --bucket-mb %g"):format(o.steps, o.bucket_mb)
local cmds = {
  single = ("%q %q --worker train --threads %d --batch %d %s"):format(host, self, N, o.batch, common),
  dist = ("%s -np %d %q %q --worker train --threads 1 --batch %d %s"):format(mpirun, N, host, self, o.batch // N, common),
  dist2 = ("%s -np %d %q %q --worker train --threads 1 --batch %d %s"):format(mpirun, N, host, self, o.batch, common),
  dist_local = ("%s -np %d %q %q --worker train --threads 1 --batch %d --backend local %s"):format(mpirun, N, host, self,
    o.batch // N, common),
}
local order = {"single", "dist", "dist_local", "dist2"}
local res = {rounds = {}, ranks = N, batch = o.batch, steps = o.steps, bucket_mb = o.bucket_mb}
for r = 1, o.rounds do
  local round = {}
  for _, k in ipairs(order) do
    round[k] = run(cmds[k])
    io.stderr:write(("round %d %-10s %8.0f target tokens/s (step %.3f s%s)\n"):format(r, k,
      round[k].target_tokens_per_s, round[k].step_s, round[k].wait_s and (", waiting %.1f ms, %g of %d buckets early")
        :format(1000 * round[k].wait_s, round[k].started_early, round[k].buckets) or ""))
  end
  res.rounds[r] = round
  -- every round as it ends: a run cut short keeps what it measured
  if o.json then cli.try(xa.json.write, o.json, res, {indent = true}) end
end
local function med(k, f)
  local t = {}
  for _, round in ipairs(res.rounds) do t[#t + 1] = round[k][f] end
  return median(t)
end
local s, d, d2, dl = med("single", "target_tokens_per_s"), med("dist", "target_tokens_per_s"),
  med("dist2", "target_tokens_per_s"), med("dist_local", "target_tokens_per_s")
local ratios = {}
for _, round in ipairs(res.rounds) do
  ratios[#ratios + 1] = round.dist.target_tokens_per_s / round.single.target_tokens_per_s
end
res.summary = {single_tokens_per_s = s, dist_tokens_per_s = d, dist2_tokens_per_s = d2, dist_local_tokens_per_s = dl,
               ratio_dist_single = median(ratios), ratio_per_round = ratios,
               dist_wait_s = med("dist", "wait_s"), dist_step_s = med("dist", "step_s"),
               dist_local_step_s = med("dist_local", "step_s"), dist2_wait_s = med("dist2", "wait_s"),
               dist2_step_s = med("dist2", "step_s"), grad_bytes = res.rounds[1].dist.grad_bytes,
               buckets = res.rounds[1].dist.buckets, started_early = med("dist", "started_early"),
               mpi = res.rounds[1].dist.mpi}
local S = res.summary
print(("bench-small, %d rounds of %d steps (medians); gradient %.1f MB in %d buckets of %g MiB; %s")
  :format(o.rounds, o.steps, S.grad_bytes / 1e6, S.buckets, o.bucket_mb, S.mpi))
print(("  1 process x %d threads, batch %d:            %7.0f target tokens/s"):format(N, o.batch, s))
print(("  %d ranks x 1 thread, batch %d each (same update): %7.0f target tokens/s  (%.2fx; per round %s)")
  :format(N, o.batch // N, d, S.ratio_dist_single,
    table.concat((function() local t = {} for i, x in ipairs(ratios) do t[i] = ("%.2f"):format(x) end return t end)(), ", ")))
print(("      step %.3f s, of which waiting for the sums after backward %.1f ms; without any exchange %.3f s; "
  .. "%d of %d buckets started during backward"):format(S.dist_step_s, 1000 * S.dist_wait_s, S.dist_local_step_s,
  math.floor(S.started_early + 0.5), S.buckets))
print(("  %d ranks x 1 thread, batch %d each (%dx the update): %7.0f target tokens/s  (step %.3f s, waiting %.1f ms)")
  :format(N, o.batch, N, d2, S.dist2_step_s, 1000 * S.dist2_wait_s))
if not o.skip_bandwidth then
  res.bandwidth = run(("%s -np %d %q %q --worker bandwidth"):format(mpirun, N, host, self))
  print(("allreduce (float32 sum) over %d ranks:"):format(N))
  for _, x in ipairs(res.bandwidth.sizes) do
    print(("  %9d bytes  %9.3f ms  algorithm %6.2f GB/s  bus %6.2f GB/s"):format(x.bytes, 1000 * x.seconds,
      x.algbw_gbs, x.busbw_gbs))
  end
end
if o.json then cli.try(xa.json.write, o.json, res, {indent = true}) end
