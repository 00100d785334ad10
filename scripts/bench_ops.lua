-- Op-layer benchmark: how close xattn's ops come to the raw baselines on this machine.
--
--   build/xattn scripts/bench_ops.lua [--json FILE] [--threads N] [--reps N] [--gemm-shapes]
--                                      [--attention]
--
-- (a) matmul (2048x1024)·(1024x256) float32 through xattn.matmul vs raw cblas_sgemm of the
--     same size in the same run (GFLOP/s and their ratio; the target is >= 0.95), and vs a
--     raw call of xattn's own product (tensor/sgemm.c, which the op runs on AVX-512 CPUs);
--     With --gemm-shapes, every product of bench-small's train step (the linear layers'
--     forward, input and weight gradients at 2,048 rows, the output projection's) timed raw
--     through xattn's product and through cblas_sgemm, alternated: GFLOP/s and ratio;
-- (b) memory-bound ops against memcpy: c = a + b on 16M floats and, when the softmax op
--     exists, softmax over the last dim of a (4096, 4096) float32 tensor. Bandwidth counts
--     the bytes an ideal single pass reads and writes (add: 2 reads + 1 write; softmax:
--     1 read + 1 write; memcpy: 1 read + 1 write); the ratio is op / memcpy bandwidth;
-- (c) Lua-loop overhead: ops per second of `c = a + b` on 64-float tensors (200k iterations);
-- (d) with --attention, the cross-attention ops at bench-small's shape (64 sentences, 4
--     heads, 32 target and 32 source positions, dh 64, dropout 0.1), forward and backward:
--     dot_attention, gmm_attention (K 4) and gma_attention (p shared by the heads) against
--     the compositions of ops they stand for, alternated: ms a layer and fused / composed.
-- Every figure is the median of --reps repetitions (default 5). Results go to stdout as a
-- table and, with --json FILE, to FILE as one JSON object.
local xa = require "xattn"

local cli = require "xattn.cli"
local opts = cli.parse{
  name = "bench_ops.lua",
  summary = "Op-layer benchmark: matmul against raw sgemm, add and softmax against memcpy, the rate of "
    .. "small ops from a Lua loop.",
  options = {
    {"json", "outfile", help = "write the figures as one JSON object"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    {"reps", "int", min = 1, default = 5, help = "repetitions; every figure is their median"},
    {"gemm-shapes", "flag", help = "also time every product of the bench-small train step: "
       .. "xattn's own product against cblas_sgemm, raw, alternated"},
    {"attention", "flag", help = "also time the fused cross-attention ops (dot, GMM, GMA) "
       .. "against the compositions of ops they stand for, forward and backward, alternated"},
  },
}

local function nproc()
  local p = io.popen("nproc 2>/dev/null")
  local n = p and math.tointeger(tonumber(p:read("l") or ""))
  if p then p:close() end
  return n or 1
end
xa.set_threads(opts.threads or nproc())

local function median(t)
  table.sort(t)
  local n = #t
  return n % 2 == 1 and t[(n + 1) // 2] or (t[n // 2] + t[n // 2 + 1]) / 2
end

-- seconds per call of fn, median over reps of (iters calls)
local function time(fn, iters, reps)
  fn() -- warm-up
  local s = {}
  for r = 1, reps do
    local t0 = xa.clock()
    for _ = 1, iters do fn() end
    s[r] = (xa.clock() - t0) / iters
  end
  return median(s)
end

local results = {threads = xa.threads(), reps = opts.reps}
local rows = {}
local function row(name, value, unit) rows[#rows + 1] = {name, value, unit} end

-- ---- (a) matmul ------------------------------------------------------------
do
  local M, K, N = 2048, 1024, 256
  xa.manual_seed(1)
  local a, b = xa.randn(M, K), xa.randn(K, N)
  local flop = 2.0 * M * N * K
  local iters = 10
  local op = function() local c <close> = xa.matmul(a, b) end
  op()
  -- op and raw repetitions interleaved, so drifting clocks or neighbours hit both alike
  local so, sr, sg = {}, {}, {}
  for r = 1, opts.reps do
    so[r] = time(op, iters, 1)
    sr[r] = xa._bench_sgemm(M, N, K, iters)
    sg[r] = xa._bench_gemm(M, N, K, iters)
  end
  local t_op, t_raw, t_gemm = median(so), median(sr), median(sg)
  local g_op, g_raw, g_gemm = flop / t_op / 1e9, flop / t_raw / 1e9, flop / t_gemm / 1e9
  results.matmul = {M = M, K = K, N = N, op_gflops = g_op, raw_gflops = g_raw, ratio = g_op / g_raw,
                    gemm_gflops = g_gemm, ratio_gemm = g_op / g_gemm}
  row("matmul (2048x1024)·(1024x256) op", g_op, "GFLOP/s")
  row("matmul raw cblas_sgemm", g_raw, "GFLOP/s")
  row("matmul raw, xattn's product", g_gemm, "GFLOP/s")
  row("matmul op / raw", g_op / g_raw, "ratio")
  row("matmul op / raw xattn product", g_op / g_gemm, "ratio")
end

-- ---- (a') every product of bench-small's train step, raw: ours against OpenBLAS's ------
if opts.gemm_shapes then
  -- {name, M, N, K, ta, tb}: linear (rows 2048, in -> out): forward x Wᵀ, dx = g W,
  -- dW = gᵀ x; the tied output projection (vocabulary 8000) likewise
  local shapes = {{"roofline ref", 2048, 256, 1024, false, false}}
  for _, io_ in ipairs{{256, 256}, {256, 1024}, {1024, 256}} do
    local i, o = io_[1], io_[2]
    local tag = ("%d->%d "):format(i, o)
    shapes[#shapes + 1] = {tag .. "x Wt", 2048, o, i, false, true}
    shapes[#shapes + 1] = {tag .. "g W", 2048, i, o, false, false}
    shapes[#shapes + 1] = {tag .. "gt x", o, i, 2048, true, false}
  end
  shapes[#shapes + 1] = {"proj x Wt", 2048, 8000, 256, false, true}
  shapes[#shapes + 1] = {"proj g W", 2048, 256, 8000, false, false}
  shapes[#shapes + 1] = {"proj gt x", 8000, 256, 2048, true, false}
  results.gemm_shapes = {}
  for _, sh in ipairs(shapes) do
    local name, M, N, K, ta, tb = table.unpack(sh)
    local so, sr = {}, {}
    for r = 1, opts.reps do
      so[r] = xa._bench_gemm(M, N, K, 3, ta, tb)
      sr[r] = xa._bench_sgemm(M, N, K, 3, ta, tb)
    end
    local f = 2.0 * M * N * K / 1e9
    local go, gr = f / median(so), f / median(sr)
    results.gemm_shapes[#results.gemm_shapes + 1] = {name = name, M = M, N = N, K = K, ta = ta,
      tb = tb, own_gflops = go, sgemm_gflops = gr, ratio = go / gr}
    row(("gemm %s %dx%dx%d"):format(name, M, N, K), go / gr, "own/sgemm")
  end
end

-- ---- (b) memory-bound ops vs memcpy ------------------------------------------
do
  local n = 16 * 1024 * 1024
  local nbytes = n * 4
  local s = {}
  for r = 1, opts.reps do s[r] = xa._bench_memcpy(nbytes, 5) end
  local t_cpy = median(s)
  local bw_cpy = 2 * nbytes / t_cpy / 1e9
  results.memcpy = {bytes = nbytes, gbps = bw_cpy}
  row("memcpy 64 MiB", bw_cpy, "GB/s")

  local a, b = xa.randn(n), xa.randn(n)
  local t_add = time(function() local c <close> = a + b end, 5, opts.reps)
  local bw_add = 3 * nbytes / t_add / 1e9
  results.add = {elements = n, seconds = t_add, gbps = bw_add, ratio = bw_add / bw_cpy}
  row("add 16M float32 (c = a + b)", bw_add, "GB/s")
  row("add / memcpy bandwidth", bw_add / bw_cpy, "ratio")
  if xa.Tensor.add_ then -- in place (another branch adds it): no fresh output pages
    local c = a:clone()
    local t_ip = time(function() c:add_(b) end, 5, opts.reps)
    local bw_ip = 3 * nbytes / t_ip / 1e9
    results.add_inplace = {elements = n, seconds = t_ip, gbps = bw_ip, ratio = bw_ip / bw_cpy}
    row("add_ in place 16M float32", bw_ip, "GB/s")
    row("add_ / memcpy bandwidth", bw_ip / bw_cpy, "ratio")
  end
  a, b = nil, nil
  collectgarbage()

  if xa.softmax then
    local x = xa.randn(4096, 4096)
    local t_sm = time(function() local y <close> = xa.softmax(x, -1) end, 3, opts.reps)
    local bw_sm = 2 * nbytes / t_sm / 1e9
    results.softmax = {rows = 4096, cols = 4096, seconds = t_sm, gbps = bw_sm, ratio = bw_sm / bw_cpy}
    row("softmax (4096,4096) last dim", bw_sm, "GB/s")
    row("softmax / memcpy bandwidth", bw_sm / bw_cpy, "ratio")
  else
    row("softmax", "not built (xattn.softmax missing)", "")
  end
end

-- ---- (c) small ops from a Lua loop -----------------------------------------------
do
  local a, b = xa.randn(64), xa.randn(64)
  local iters = 200000
  local s = {}
  for r = 1, opts.reps do
    collectgarbage()
    local t0 = xa.clock()
    for _ = 1, iters do local c = a + b end
    s[r] = iters / (xa.clock() - t0)
  end
  local ops = median(s)
  results.lua_add64 = {iterations = iters, ops_per_s = ops, us_per_op = 1e6 / ops}
  row("Lua loop c = a + b (64 floats)", ops, "ops/s")
  row("  per op", 1e6 / ops, "us")
end

-- ---- (d) the fused cross-attention ops against their compositions --------------------
if opts.attention then
  local B, H, T, S, dh, K, drop = 64, 4, 32, 32, 64, 4, 0.1
  xa.manual_seed(3)
  local function leaf(t) return t:requires_grad_() end
  local q, k = leaf(xa.randn(B, H, T, dh)), leaf(xa.randn(B, H, S, dh))
  local v = leaf(xa.randn(B, H, S, dh))
  local g = leaf(xa.rand(B, H, T, 1))
  local om = leaf(xa.randn(B, H, T, K):softmax(4))
  local mu, sg = leaf(xa.rand(B, H, T, K) * (S - 1) + 1), leaf(xa.rand(B, H, T, K) + 0.4)
  local pos, psg = leaf(xa.rand(B, 1, T) * (S - 1)), leaf(xa.rand(B, 1, T) * 3 + 1)
  local len = xa.full({B}, S, {dtype = "int64"})
  local G = xa.randn(B, T, H * dh)
  local all = {q, k, v, g, om, mu, sg, pos, psg}
  local o = {scale = 1, dropout = drop}
  local function merged(w)
    return xa.dropout(w, drop, true):matmul(v):permute(1, 3, 2, 4):reshape(B, T, H * dh)
  end
  local function logits() return q:matmul(k:transpose(3, 4)) end
  local cases = {
    {"dot_attention", function() return xa.dot_attention(q, k, v, o) end},
    {"gmm_attention", function() return xa.gmm_attention(q, k, v, g, om, mu, sg, len, o) end},
    {"gmm composed", function() return merged(xa.gmm_mix(logits():softmax(4), g, om, mu, sg, len)) end},
    {"gma_attention", function() return xa.gma_attention(q, k, v, pos, psg, o) end},
    {"gma composed", function() return merged(xa.gma_weights(logits(), pos, psg, 1.0)) end},
  }
  local samples = {}
  for _, c in ipairs(cases) do samples[c[1]] = {} end
  for r = 1, 5 * opts.reps do -- alternated: one call of each case per round
    for _, c in ipairs(cases) do
      collectgarbage()
      local t0 = xa.clock()
      c[2]():backward(G)
      local dt = xa.clock() - t0
      for _, x in ipairs(all) do x.grad = nil end
      if r > 1 then table.insert(samples[c[1]], dt) end
    end
  end
  local ms = {}
  for _, c in ipairs(cases) do
    ms[c[1]] = median(samples[c[1]]) * 1e3
    row(c[1] .. " fwd+bwd", ms[c[1]], "ms")
  end
  row("gmm_attention / composed", ms["gmm_attention"] / ms["gmm composed"], "ratio")
  row("gma_attention / composed", ms["gma_attention"] / ms["gma composed"], "ratio")
  results.attention = {shape = {B, H, T, S, dh}, K = K, dropout = drop,
    dot_ms = ms["dot_attention"], gmm_ms = ms["gmm_attention"], gmm_composed_ms = ms["gmm composed"],
    gma_ms = ms["gma_attention"], gma_composed_ms = ms["gma composed"]}
end

-- ---- report -------------------------------------------------------------------
print(("xattn bench_ops: %d threads, median of %d repetitions"):format(xa.threads(), opts.reps))
for _, r in ipairs(rows) do
  local v = r[2]
  local vs = type(v) == "number" and (v >= 1000 and ("%.0f"):format(v) or ("%.3f"):format(v)) or v
  print(("  %-38s %14s  %s"):format(r[1], vs, r[3]))
end

-- a hand-written JSON encoder for nested tables of numbers and strings
local function json(v)
  local ty = type(v)
  if ty == "number" then
    if v ~= v or v == math.huge or v == -math.huge then return "null" end
    return math.type(v) == "integer" and tostring(v) or ("%.6g"):format(v)
  elseif ty == "string" then
    return '"' .. v:gsub('[%c"\\]', function(c) return ("\\u%04x"):format(c:byte()) end) .. '"'
  elseif ty == "boolean" then return tostring(v)
  elseif ty == "table" then
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = tostring(k) end
    table.sort(keys)
    local parts = {}
    for _, k in ipairs(keys) do parts[#parts + 1] = json(k) .. ": " .. json(v[k]) end
    return "{" .. table.concat(parts, ", ") .. "}"
  end
  return "null"
end

if opts.json then
  local f, err = io.open(opts.json, "w")
  if not f then io.stderr:write("bench_ops: " .. err .. "\n") os.exit(1) end
  f:write(json(results), "\n")
  f:close()
  print("  wrote " .. opts.json)
end
