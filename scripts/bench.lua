-- xattn's benchmark (docs/performance.md): bench-small (post-norm Transformer, d 256, 4 heads,
-- FFN 1024, 3+3 layers, vocabulary 8000 per side, tied output, dropout 0.1), batch 64,
-- source and target length 32, random ids.
--   xattn scripts/bench.lua [--json FILE] [--vs-torch] [--torch-ref PATH] [--python EXE] [--threads N]
--                           [--steps N] [--skip-train] [--skip-decode] [--overheads [LIST]] [--beam N]
--                           [--lengths L1,L2,... [--length-steps N] [--length-families LIST] [--svg FILE]]
-- Figures (the reference's key names): train_target_tokens_per_s (median of --steps train
-- steps after 2 warm-up: forward, label-smoothed cross-entropy, backward, Adam),
-- greedy_sentences_per_s (encode 64 sources + 40 cached decoder steps without early stop,
-- median of 5 after 1 warm-up), stream_ms_per_token (batch 1, one new target token with a
-- cached prefix of 20 or more, median), params, threads, peak_rss_mb (maximum resident set
-- after the train steps), matmul_vs_sgemm. With --vs-torch the PyTorch reference
-- (torch_ref.py beside this script; Debian's python3-torch) runs in the same invocation, first, with
-- the same thread count; its object goes under "torch" and the ratios under "ratio".
-- --overheads [gmm,window,gma,latent] (default all four): the train step with each
-- cross-attention family in every decoder layer (gmm K=4 approx; window win=3; gma delta=1
-- with a unidirectional encoder; latent K=6) divided by the same step with dot attention,
-- the two models' steps interleaved so that both see the same machine state
-- (overhead_<family>).
-- Beside those: the train step against the sgemm roofline (train_roofline_fraction, the
-- sgemm rate taken before every step; train_roofline_fraction_gemm against the faster of it
-- and xattn's own product at the same shape, gemm_gflops), beam search (--beam 5, batched: beam_sentences_per_s)
-- and the streaming step against its memory roofline (stream_bytes_per_step over the rate
-- of a copy of the same footprint on the same threads: stream_roofline_fraction; over a read
-- of it alone: stream_read_roofline_fraction); the same step with half weights
-- (xattn.half_weights: stream_half_ms_per_token, its bytes and roofline fraction), against
-- PyTorch's float32 step and its bfloat16 one (ratio.stream_half_speedup, _vs_bf16).
-- --lengths L1,L2,... [--length-steps 5] [--length-families LIST] [--svg FILE]: the train
-- and streaming steps of dot and each family at every length (2048 target tokens per
-- batch), PyTorch's dot at the same lengths with --vs-torch, the growth checks, and the
-- figures FILE and FILE-stream.svg (docs/performance.md).
-- NAT against AT (docs/nat.md): --at CKPT --cmlm CKPT --input FILE [--ref FILE]
-- [--max-sentences 100] [--batch 32] [--iterations 1,4,10] [--length-beam 3] [--at-beam 5]
-- translates the same sentences in the same run with the AT model (greedy and beam) and the
-- CMLM (mask-predict at each iteration count), one sentence at a time and in batches, and
-- reports sentences/s, the speed-up over AT greedy and beam, and BLEU with --ref (nat.*
-- keys of --json); the bench-small figures are skipped then.
-- --device cuda (a build with make CUDA=1 and a GPU): every figure on the GPU, timed with
-- the device synchronised, the reference with --device cuda too; the roofline is then the
-- device's float32 product rate (the same 2048 x 1024 x 256 product through the matmul op)
-- and the memory roofline a device copy of the step's footprint; peak_device_mb is the
-- caching allocator's peak (torch: torch.cuda.max_memory_allocated). --tiny: a model and
-- batch small enough to smoke-test the script (d 32, FFN 64, 2+2 layers, vocabulary 200,
-- batch 4, length 8): not a benchmark.
local xa = require "xattn"

local cli = require "xattn.cli"

local FAMILIES = {"gmm", "window", "gma", "latent"}
local o = cli.parse{
  name = "bench.lua",
  usage = "[--json FILE] [--vs-torch] [--threads N] [--steps N] [options]",
  summary = "The bench-small benchmark: train steps, greedy decoding and streaming steps of a post-norm "
    .. "Transformer (d 256, 4 heads, FFN 1024, 3+3 layers, vocabulary 8000, batch 64, length 32), "
    .. "optionally against the PyTorch reference in the same run.",
  options = {
    {"json", "outfile", help = "write the figures as JSON"},
    {"vs-torch", "flag", help = "run the PyTorch reference first (python3 with torch), with the same thread count"},
    -- the reference sits beside this script (scripts/ in the repository, share/xattn/scripts/
    -- when installed), wherever it is run from
    {"torch-ref", "string", metavar = "PATH", default = ((arg[0] or ""):match("^(.*)/[^/]*$") or ".") .. "/torch_ref.py",
     default_text = "default: torch_ref.py beside this script", help = "the PyTorch reference script"},
    {"python", "string", metavar = "EXE", default_text = "default: the first of /usr/bin/python3 and python3 that imports torch",
     help = "the Python that runs the reference"},
    {"threads", "int", min = 1, default = 2, help = "threads"},
    {"steps", "int", min = 1, default = 10, help = "timed train steps (after 2 warm-up steps)"},
    {"skip-train", "flag", help = "no train steps"},
    {"skip-decode", "flag", help = "no greedy decoding or streaming steps"},
    {"overheads", "string", metavar = "LIST", implicit = table.concat(FAMILIES, ","),
     default_text = "off; without LIST: " .. table.concat(FAMILIES, ","),
     help = "the train step with each cross-attention family (comma-separated) over the dot step"},
    {"lengths", "ints", metavar = "L1,L2,...", min = 2, increasing = true,
     help = "cost against length: the train and streaming steps of dot and each family at these source and "
       .. "target lengths (2048 target tokens per batch), PyTorch's dot beside them with --vs-torch"},
    {"length-families", "string", metavar = "LIST", default = table.concat(FAMILIES, ","),
     help = "with --lengths: the families timed beside dot"},
    {"length-steps", "int", min = 1, default = 5, help = "with --lengths: timed train steps per model and length"},
    {"svg", "outfile", help = "with --lengths: the figure of step time against length, one line per family"},
    {"beam", "int", min = 2, default = 5, help = "beam size of the batched beam-search figure beside greedy"},
    {"device", "choice", values = {"cpu", "cuda"}, default = "cpu",
     help = "where everything runs (cuda: a build with make CUDA=1 and a GPU; the reference runs there too)"},
    {"tiny", "flag", help = "a tiny model and batch (d 32, vocabulary 200, batch 4, length 8): a smoke test, not a benchmark"},
    {"at", "file", metavar = "CKPT", help = "NAT vs AT: the autoregressive model (with --cmlm and --input)"},
    {"cmlm", "file", metavar = "CKPT", help = "NAT vs AT: the CMLM (with --at and --input)"},
    {"input", "file", help = "NAT vs AT: the source sentences both translate"},
    {"ref", "file", help = "NAT vs AT: their references (BLEU of every setting)"},
    {"max-sentences", "int", min = 1, default = 100, help = "NAT vs AT: the first N sentences of --input"},
    {"batch", "int", min = 1, default = 32, help = "NAT vs AT: sentences per batch of the batched runs"},
    {"iterations", "ints", min = 1, default = {1, 4, 10}, help = "NAT vs AT: the CMLM's mask-predict iteration counts"},
    {"length-beam", "int", min = 1, default = 3, help = "NAT vs AT: the CMLM's length beam"},
    {"at-beam", "int", min = 2, default = 5, help = "NAT vs AT: the AT model's beam (beside greedy)"},
  },
}
local nat_mode = o.at or o.cmlm or o.input
cli.check_device(o.device)
local dev = o.device
-- the clock, after the device has finished what was queued (kernels run asynchronously)
local function now()
  if dev ~= "cpu" then xa.cuda.synchronize() end
  return xa.clock()
end
if nat_mode and not (o.at and o.cmlm and o.input) then
  cli.die("NAT vs AT needs --at CKPT, --cmlm CKPT and --input FILE together")
end
if o.ref and not nat_mode then cli.die("--ref is for NAT vs AT (with --at, --cmlm and --input)") end
local function check_families(opt, list)
  for name in list:gmatch("[^,]+") do
    local known = false
    for _, f in ipairs(FAMILIES) do if f == name then known = true end end
    if not known then
      cli.die(("%s: unknown family '%s' (%s)"):format(opt, name, table.concat(FAMILIES, ", ")))
    end
  end
end
if o.overheads then check_families("--overheads", o.overheads) end
if o.lengths then check_families("--length-families", o.length_families) end
if o.svg and not o.lengths then cli.die("--svg draws the --lengths curves; give --lengths too") end
if o.vs_torch and not xa.exists(o.torch_ref) then
  cli.die(("--vs-torch: no reference at %s (use --torch-ref PATH)"):format(o.torch_ref))
end
-- Debian's python3-torch lives with /usr/bin/python3 (a python3 earlier on PATH, e.g.
-- from pyenv, may not see it); a torch in a virtual environment is seen by the python3 on
-- PATH alone: the first of the two that imports torch
local function has_torch(exe) return os.execute(("%q -c 'import torch' > /dev/null 2>&1"):format(exe)) end
local py = o.python
if not py then
  local cands = xa.exists("/usr/bin/python3") and {"/usr/bin/python3", "python3"} or {"python3"}
  py = cands[1]
  if o.vs_torch then
    for _, c in ipairs(cands) do if has_torch(c) then py = c break end end
  end
end
if o.vs_torch and not has_torch(py) then
  cli.die(("--vs-torch: %s cannot import torch (Debian: apt-get install python3-torch; or name "
    .. "one that can with --python EXE)"):format(py))
end

-- ---- NAT vs AT: the same sentences, the same run --------------------------------------
if nat_mode then
  local srcs = cli.read_lines(o.input, "--input", o.max_sentences)
  if #srcs == 0 then cli.die(("--input %s is empty"):format(o.input)) end
  local refs
  if o.ref then
    refs = cli.read_lines(o.ref, "--ref", o.max_sentences)
    if #refs ~= #srcs then cli.die(("--ref %s has %d lines but --input %s has %d (of the first %d)")
      :format(o.ref, #refs, o.input, #srcs, o.max_sentences)) end
  end
  local at = cli.try(xa.mt.load, o.at)
  if at.model.is_nat then cli.die(("--at %s is a CMLM; it needs an autoregressive model (model.arch at)"):format(o.at)) end
  local nat = cli.try(xa.mt.load, o.cmlm)
  if not nat.model.is_nat then
    cli.die(("--cmlm %s is an autoregressive model; it needs a CMLM (model.arch cmlm)"):format(o.cmlm))
  end
  if o.length_beam > nat.model.max_length then
    cli.die(("--length-beam %d exceeds the %d lengths %s predicts"):format(o.length_beam, nat.model.max_length, o.cmlm))
  end
  xa.set_threads(o.threads)
  at.model:to(dev) -- System:translate decodes on the model's device
  nat.model:to(dev)
  local settings = {{name = "AT greedy", sys = at, opts = {beam = 1}},
                    {name = ("AT beam %d"):format(o.at_beam), sys = at, opts = {beam = o.at_beam}}}
  for _, T in ipairs(o.iterations) do
    settings[#settings + 1] = {name = ("CMLM T=%d l=%d"):format(T, o.length_beam), sys = nat,
                               opts = {iterations = T, length_beam = o.length_beam}}
  end
  local res = {engine = "xattn " .. xa.version, device = dev, threads = xa.threads(), sentences = #srcs, batch = o.batch,
               at = o.at, cmlm = o.cmlm, input = o.input, settings = {}}
  local function run(st, bs)
    local opts = {batch = bs}
    for k, v in pairs(st.opts) do opts[k] = v end
    st.sys:translate({srcs[1]}, opts) -- warm-up (caches, first allocations)
    local t0 = now()
    local hyps = st.sys:translate(srcs, opts)
    return now() - t0, hyps
  end
  for _, st in ipairs(settings) do
    local t1 = run(st, 1)
    local tb, hyps = run(st, o.batch)
    local r = {name = st.name, batch1_s = t1, batched_s = tb, batch1_sentences_per_s = #srcs / t1,
               batched_sentences_per_s = #srcs / tb}
    if refs then r.bleu = xa.metrics.bleu(hyps, refs).score end
    res.settings[#res.settings + 1] = r
    collectgarbage()
  end
  local g, b = res.settings[1], res.settings[2]
  for _, r in ipairs(res.settings) do
    r.speedup_vs_greedy = {batch1 = g.batch1_s / r.batch1_s, batched = g.batched_s / r.batched_s}
    r.speedup_vs_beam = {batch1 = b.batch1_s / r.batch1_s, batched = b.batched_s / r.batched_s}
  end
  print(("NAT vs AT: %d sentences of %s, %s, %d threads; batched = %d sentences per batch"):format(#srcs, o.input,
    dev, res.threads, o.batch))
  print(("  %-16s %12s %12s %14s %14s%s"):format("setting", "batch 1 s/s", "batched s/s", "vs greedy 1/B",
    "vs beam 1/B", refs and "    BLEU" or ""))
  for _, r in ipairs(res.settings) do
    print(("  %-16s %12.2f %12.2f %6.2fx/%5.2fx %6.2fx/%5.2fx%s"):format(r.name, r.batch1_sentences_per_s,
      r.batched_sentences_per_s, r.speedup_vs_greedy.batch1, r.speedup_vs_greedy.batched,
      r.speedup_vs_beam.batch1, r.speedup_vs_beam.batched, r.bleu and ("  %6.2f"):format(r.bleu) or ""))
  end
  if o.json then
    xa.json.write(o.json, {nat = res}, {indent = true})
    print("  wrote " .. o.json)
  end
  return
end

-- the model and batch sizes (bench-small, or --tiny)
local V, D, FFN, NL, B, S, Tl = 8000, 256, 1024, 3, 64, 32, 32
if o.tiny then V, D, FFN, NL, B, S, Tl = 200, 32, 64, 2, 4, 8, 8 end
local DEC = Tl + 8 -- decoder steps of greedy and streaming (40 at bench-small)

-- ---- the PyTorch reference, first, so both run on the same machine state --------------
local function run_torch(args)
  local tmp = os.tmpname()
  local cmd = ("%s %q --threads %d --device %s %s%s --json %q > /dev/null"):format(py, o.torch_ref, o.threads, dev,
    o.tiny and "--vocab 200 --d 32 --ffn 64 --layers 2 --heads 4 " or "", args, tmp)
  io.stderr:write("running the PyTorch reference: ", cmd, "\n")
  if not os.execute(cmd) then
    io.stderr:write("bench.lua: the PyTorch reference failed (is python3-torch installed?)\n")
    os.exit(1)
  end
  local r = xa.json.read(tmp)
  os.remove(tmp)
  return r
end
local torch
-- (a run of the length curves alone, --lengths with --skip-train and --skip-decode, runs
-- the reference only at its lengths)
if o.vs_torch and not (o.lengths and o.skip_train and o.skip_decode) then
  torch = run_torch(("--steps %d --batch %d --src-len %d --tgt-len %d --decode-len %d"):format(o.steps, B, S, Tl, DEC))
  -- the reference's whole process (train steps, then decoding), the largest child so far
  torch.peak_rss_mb = xa.peak_rss("children") / 2 ^ 20
end

xa.set_threads(o.threads)
-- a model on --device, with the same initial parameters on every device
local function build(extra)
  xa.manual_seed(0)
  local cfg = {vocab = {src = V, tgt = V}, d = D, heads = 4, ffn = FFN, layers = {enc = NL, dec = NL},
               dropout = 0.1, norm = "post", share_embeddings = false, tie_output = true}
  for k, v in pairs(extra or {}) do cfg[k] = v end
  return xa.nn.Transformer(cfg):to(dev)
end
local model = build()
local res = {engine = "xattn " .. xa.version, device = dev, threads = xa.threads(), tiny = o.tiny or nil,
             params = model:num_parameters(), blas = xa.blas().config, blas_threading = xa.blas().parallel}
if res.blas_threading == "pthread" and res.threads > 1 then
  io.stderr:write("bench.lua: warning: this build uses OpenBLAS's pthread variant, whose threads compete with\n",
                  "xattn's OpenMP threads for the cores; install libopenblas-openmp-dev and rebuild (docs/performance.md)\n")
end

local function median(t)
  local c = table.move(t, 1, #t, 1, {})
  table.sort(c)
  return c[(#c + 1) // 2]
end
local function spread(t) -- {min, max}
  local lo, hi = math.huge, -math.huge
  for _, v in ipairs(t) do lo = math.min(lo, v); hi = math.max(hi, v) end
  return {lo, hi}
end

-- random ids in [5, V] (regular tokens: no pad/bos/eos/unk), nb sentences of length len
local function make_batch(nb, len)
  local s = xa.randint(5, V + 1, nb, len):to(dev)
  local t = xa.randint(5, V + 1, nb, len + 1):to(dev)
  return {src = s, tgt_in = t:narrow(2, 1, len):contiguous(), tgt_out = t:narrow(2, 2, len):contiguous(),
          src_pad = s:eq(1), ntokens = nb * len}
end
xa.manual_seed(0)
local batch = make_batch(B, S)
local src = batch.src

local function stepper(m, bt)
  local opt = xa.optim.Adam(m:parameters(), {lr = 5e-4, betas = {0.9, 0.98}})
  return function()
    m:train()
    local loss = m:loss(bt, {label_smoothing = 0.1})
    opt:zero_grad()
    loss:backward()
    opt:step()
  end
end

-- the step's floating-point work (multiply-adds x 2): the linear layers, the attention
-- products and the output projection over the batch's target tokens, forward; backward
-- twice that. For bench-small at length 32 this is the 95 GFLOP docs/performance.md counts.
local function train_gflop(nb, len)
  local enc_layer = 4 * D * D + 2 * D * FFN           -- q, k, v, out and the FFN, per token
  local dec_layer = 8 * D * D + 2 * D * FFN           -- self q, k, v, out; cross q, k, v, out; FFN
  local tok = nb * len
  local lin = tok * NL * (enc_layer + dec_layer)
  local att = 3 * NL * nb * 2 * len * len * D         -- QK^T and PV: enc self, dec self, cross (per layer)
  local proj = tok * D * V
  return 3 * 2 * (lin + att + proj) / 1e9
end

-- the float32 product rate (GFLOP/s) of a 2048 x 1024 by 1024 x 256 product: OpenBLAS's
-- sgemm on the CPU, the matmul op (cuBLAS) on a device; on the CPU also xattn's own product's
-- (tensor/sgemm.c, which the ops run where it takes them) as a second value
local gemm_rate
if dev == "cpu" then
  local f = 2 * 2048 * 256 * 1024 / 1e9
  gemm_rate = function()
    return f / xa._bench_sgemm(2048, 256, 1024, 2), f / xa._bench_gemm(2048, 256, 1024, 2)
  end
else
  local ga, gb = xa.randn(2048, 1024):to(dev), xa.randn(1024, 256):to(dev)
  gemm_rate = function()
    ga:matmul(gb)
    local t0 = now()
    for _ = 1, 5 do ga:matmul(gb) end
    return 5 * 2 * 2048 * 256 * 1024 / (now() - t0) / 1e9
  end
end
-- the caching allocator's peak since the last reset, MiB (device runs)
local function device_peak_mb()
  local m = xa.memory()[dev]
  return m and m.peak / 2 ^ 20
end

if not o.skip_train then
  local step = stepper(model, batch)
  for _ = 1, 2 do step() end
  -- the sgemm rate is measured before every timed step, so that the roofline divides two
  -- figures taken under the same machine state (a shared host drifts by 2x within minutes)
  local ts, rates, own = {}, {}, {}
  for _ = 1, o.steps do
    rates[#rates + 1], own[#own + 1] = gemm_rate()
    local t0 = now()
    step()
    ts[#ts + 1] = now() - t0
  end
  local m = median(ts)
  res.train_step_s_median = m
  res.train_step_s_spread = spread(ts)
  res.train_target_tokens_per_s = B * Tl / m
  res.peak_rss_mb = xa.peak_rss() / 2 ^ 20
  if dev ~= "cpu" then res.peak_device_mb = device_peak_mb() end
  res.sgemm_gflops = median(rates)
  local gf = train_gflop(B, Tl)
  res.train_gflop = gf
  res.train_roofline_fraction = (gf / res.sgemm_gflops) / m
  -- per step: its own time against the sgemm rate measured just before it
  local fr = {}
  for k = 1, #ts do fr[k] = (gf / rates[k]) / ts[k] end
  res.train_roofline_fraction_spread = spread(fr)
  -- against xattn's own product at the same shape where it is faster than OpenBLAS's (the
  -- stricter roofline: the rate the step's products could reach)
  if #own > 0 then
    res.gemm_gflops = median(own)
    res.train_roofline_fraction_gemm = (gf / math.max(res.gemm_gflops, res.sgemm_gflops)) / m
  end
  collectgarbage()
end

-- the bytes one streaming step reads: every decoder parameter except the cross-attention's
-- key and value projections (their products are cached per source), the tied output
-- projection (the target embedding, read whole), and the caches: per layer the prefix's
-- keys and values and the source's. half: the matrices read as halves (xattn.half_weights:
-- 2 bytes an element; biases, norms and caches stay float32)
local function stream_bytes(m, slen, prefix, half)
  local n = 0
  for _, nv in ipairs(m:named_parameters()) do
    local name, p = nv[1], nv[2]
    if name:match("^decoder%.") and not name:match("%.cross%.[kv]%.") then
      n = n + p:numel() * ((half and p:dim() == 2) and 2 or 4)
    end
  end
  local L = m.cfg.layers.dec or NL
  return n + L * 2 * (prefix + slen) * D * 4
end

-- streaming: batch 1, source of length len; per-step times once the prefix has (len+8)/2
-- tokens (20 at length 32); the median over the timed steps, in ms
local function stream_once(m, s1)
  return xa.no_grad(function()
    local len = s1:size(2)
    local steps = len + 8
    local enc = m:encode(s1)
    local state, y, ts2 = {}, xa.full(1, 1, 2, {dtype = "int64", device = dev}), {}
    for t = 1, steps do
      local t0 = now()
      local lp = m:decode_step(enc, y, state)
      y = select(2, lp:max(2, true))
      if t > steps // 2 then ts2[#ts2 + 1] = now() - t0 end
    end
    return 1000 * median(ts2)
  end)
end

if not o.skip_decode then
  model:eval()
  local function greedy(sb, steps)
    return xa.no_grad(function()
      local enc = model:encode(sb)
      local state = {}
      local y = xa.full(sb:size(1), 1, 2, {dtype = "int64", device = dev}) -- <s>
      for _ = 1, steps do
        local lp = model:decode_step(enc, y, state)
        y = select(2, lp:max(2, true))
      end
      return y
    end)
  end
  greedy(src, DEC)
  local ts = {}
  for _ = 1, 5 do
    local t0 = now()
    greedy(src, DEC)
    ts[#ts + 1] = now() - t0
  end
  res.greedy_batch_s_median = median(ts)
  res.greedy_batch_s_spread = spread(ts)
  res.greedy_sentences_per_s = B / res.greedy_batch_s_median

  -- beam search (xattn.search.beam, fairseq's rules), the same 64 sources in one batch, at
  -- most 40 target tokens; the random model rarely ends a hypothesis early, so this is
  -- close to 40 steps over 64 x beam rows
  local function beam()
    local t0 = now()
    local out = xa.search.beam(model, src, {beam = o.beam, max_len_a = 0, max_len_b = DEC})
    local dt = now() - t0
    local ntok = 0
    for _, h in ipairs(out) do ntok = ntok + #h[1].tokens end
    return dt, ntok / #out
  end
  beam()
  local bts, blen = {}, nil
  for _ = 1, 3 do
    local dt, l = beam()
    bts[#bts + 1] = dt
    blen = l
  end
  res.beam = o.beam
  res.beam_batch_s_median = median(bts)
  res.beam_sentences_per_s = B / res.beam_batch_s_median
  res.beam_mean_length = blen
  res.beam_vs_greedy_time = res.beam_batch_s_median / res.greedy_batch_s_median

  -- the streaming step against its memory roofline: the bytes it reads (weights touched and
  -- caches) over the copy bandwidth measured beside it, on the step's threads, with a copy
  -- of the same footprint (half the bytes copied into the other half: what fits the caches
  -- the step fits) and a 64 MiB copy (main memory)
  local s1 = src:narrow(1, 1, 1):contiguous()
  local bytes = stream_bytes(model, S, (DEC + DEC // 2 + 1) / 2)
  -- seconds to copy n bytes (read n/2, write n/2) and 64 MiB: on the step's threads on the
  -- CPU, a device-to-device copy on a device
  local copy_s
  if dev == "cpu" then
    copy_s = function(n, reps) return xa._bench_memcpy(n, reps, res.threads) end
  else
    copy_s = function(n, reps)
      local a = xa.zeros(math.max(1, n // 4), {device = dev})
      local b = a:clone()
      local t0 = now()
      for _ = 1, reps do b:copy_(a) end
      return (now() - t0) / reps
    end
  end
  stream_once(model, s1)
  local sts, foot, dram, rd = {}, {}, {}, {}
  for _ = 1, 3 do
    sts[#sts + 1] = stream_once(model, s1)
    foot[#foot + 1] = 1000 * copy_s(math.floor(bytes / 2), 20)
    dram[#dram + 1] = 2 * 64 * 2 ^ 20 / copy_s(64 * 2 ^ 20, 5) / 1e9
    -- a read of the footprint alone (nothing written), the rate a product's weights can come at
    if dev == "cpu" then rd[#rd + 1] = 1000 * xa._bench_read(math.floor(bytes), 20, res.threads) end
  end
  res.stream_ms_per_token = median(sts)
  res.stream_ms_spread = spread(sts)
  res.stream_bytes_per_step = bytes
  res.stream_roofline_ms = median(foot)
  res.copy_gbps_footprint = bytes / (res.stream_roofline_ms / 1000) / 1e9
  res.copy_gbps_64mib = median(dram)
  res.stream_roofline_fraction = res.stream_roofline_ms / res.stream_ms_per_token
  res.stream_dram_roofline_fraction = (bytes / (res.copy_gbps_64mib * 1e9) * 1000) / res.stream_ms_per_token
  if #rd > 0 then
    res.read_gbps_footprint = bytes / (median(rd) / 1000) / 1e9
    res.stream_read_roofline_fraction = median(rd) / res.stream_ms_per_token
  end
  -- the same step with the packed weights in half precision (xattn.half_weights; where the
  -- CPU has the kernels and the packed path is on, else there is no such step to time): its
  -- own bytes and the rate of a copy of its footprint
  local packed_on, packed_rows = xa._packed_linear()
  if dev == "cpu" and packed_on and packed_rows > 0 and pcall(xa.half_weights, true) then
    local hb = stream_bytes(model, S, (DEC + DEC // 2 + 1) / 2, true)
    stream_once(model, s1)
    local hts, hfoot = {}, {}
    for _ = 1, 3 do
      hts[#hts + 1] = stream_once(model, s1)
      hfoot[#hfoot + 1] = 1000 * copy_s(math.floor(hb / 2), 20)
    end
    xa.half_weights(false)
    res.stream_half_ms_per_token = median(hts)
    res.stream_half_ms_spread = spread(hts)
    res.stream_half_bytes_per_step = hb
    res.stream_half_roofline_fraction = median(hfoot) / res.stream_half_ms_per_token
  end
  collectgarbage()
end

local attn = xa.attention
local family_cfg = {
  gmm = function() return {cross = attn.gmm and attn.gmm{K = 4, norm = "approx"}} end,
  window = function() return {cross = attn.window and attn.window{win = 3}} end,
  gma = function() return {cross = attn.gma and attn.gma{delta = 1}, encoder = "unidirectional"} end,
  latent = function() return {latent = {K = 6}} end,
}
-- a family's model, or nil (with a warning) when this build lacks it
local function build_family(name)
  local extra = family_cfg[name]()
  local ok, fam = pcall(build, extra)
  if not ok or (extra.cross == nil and name ~= "latent") then
    io.stderr:write(("bench.lua: %s attention is not available in this build (%s)\n")
      :format(name, ok and "no constructor" or tostring(fam)))
    return nil
  end
  return fam, extra
end

-- ---- attention overheads: family step time / dot step time, interleaved ----------------
if o.overheads then
  res.overhead_steps = o.steps
  for name in o.overheads:gmatch("[^,]+") do
    local fam, extra = build_family(name)
    if fam then
      -- the dot baseline: the same model without the family (gma keeps its unidirectional
      -- encoder so that only the cross-attention differs)
      local base = build({encoder = extra.encoder})
      local sd, sf = stepper(base, batch), stepper(fam, batch)
      for _ = 1, 2 do sd(); sf() end
      local td, tf = {}, {}
      for _ = 1, o.steps do
        local t0 = now(); sd(); td[#td + 1] = now() - t0
        t0 = now(); sf(); tf[#tf + 1] = now() - t0
      end
      res["overhead_" .. name] = median(tf) / median(td)
      local r = {}
      for k = 1, #td do r[k] = tf[k] / td[k] end
      res["overhead_" .. name .. "_spread"] = spread(r)
      base, fam, sd, sf = nil, nil, nil, nil
      collectgarbage()
    end
  end
end

-- ---- cost against length -----------------------------------------------------------------
-- At each length L the batch holds 2048 target tokens (64 sentences at 32, 8 at 256), so
-- a step's linear layers cost the same at every length and only what grows with the length
-- (attention, the families' extra terms) makes it dearer. The growth each family may show
-- over its dot baseline, per step of a fixed token count, from its cost formula per
-- sentence: GMM O(I J K) -> L, window O(I J) -> L, GMA O(I J) -> L, latent O(I K V) -> 1.
local GROWTH = {gmm = function(L) return L end, window = function(L) return L end,
                gma = function(L) return L end, latent = function() return 1 end}
if o.lengths then
  local fams = {}
  for name in o.length_families:gmatch("[^,]+") do fams[#fams + 1] = name end
  local lr = {lengths = o.lengths, target_tokens_per_batch = 2048, steps = o.length_steps, families = fams,
              points = {}}
  res.lengths = lr
  for _, L in ipairs(o.lengths) do
    local nb = math.max(1, 2048 // L)
    local pt = {length = L, batch = nb, train_s = {}, train_s_spread = {}, stream_ms = {}}
    if o.vs_torch then
      local r = run_torch(("--steps %d --batch %d --src-len %d --tgt-len %d --decode-len %d --skip-greedy")
        :format(o.length_steps, nb, L, L, L + 8))
      pt.torch_train_s = r.train_step_s_median
      pt.torch_stream_ms = r.stream_ms_per_token
    end
    xa.manual_seed(1)
    local bt = make_batch(nb, L)
    local models = {{name = "dot", m = build()}}
    for _, f in ipairs(fams) do
      local fam, extra = build_family(f)
      if fam then
        models[#models + 1] = {name = f, m = fam}
        if extra.encoder and not pt.has_uni then -- gma's baseline: dot with its encoder
          models[#models + 1] = {name = "dot_" .. extra.encoder, m = build({encoder = extra.encoder})}
          pt.has_uni = true
        end
      end
    end
    pt.has_uni = nil
    local times = {}
    for _, e in ipairs(models) do e.step = stepper(e.m, bt); times[e.name] = {} end
    for _ = 1, 2 do for _, e in ipairs(models) do e.step() end end
    for _ = 1, o.length_steps do
      for _, e in ipairs(models) do
        local t0 = now(); e.step(); local dt = now() - t0
        times[e.name][#times[e.name] + 1] = dt
      end
    end
    for _, e in ipairs(models) do
      pt.train_s[e.name] = median(times[e.name])
      pt.train_s_spread[e.name] = spread(times[e.name])
      e.step = nil
    end
    collectgarbage()
    -- streaming, batch 1, the first source of the batch; three rounds over the models
    local s1 = bt.src:narrow(1, 1, 1):contiguous()
    local st = {}
    for _, e in ipairs(models) do e.m:eval(); st[e.name] = {} end
    for round = 0, 3 do
      for _, e in ipairs(models) do
        local ok, ms = pcall(stream_once, e.m, s1)
        if not ok then
          if round == 0 then io.stderr:write(("bench.lua: streaming with %s failed: %s\n"):format(e.name, ms)) end
        elseif round > 0 then
          st[e.name][#st[e.name] + 1] = ms
        end
      end
    end
    for _, e in ipairs(models) do
      if #st[e.name] > 0 then pt.stream_ms[e.name] = median(st[e.name]) end
    end
    pt.gflop = train_gflop(nb, L)
    if pt.torch_train_s then pt.train_vs_torch = pt.torch_train_s / pt.train_s.dot end
    if pt.torch_stream_ms and pt.stream_ms.dot then pt.stream_vs_torch = pt.torch_stream_ms / pt.stream_ms.dot end
    lr.points[#lr.points + 1] = pt
    models = nil
    collectgarbage()
  end
  -- the checks: each family's extra time over its baseline may grow at most as its formula
  -- says (with 25% for noise, and a floor of 2% of the first length's baseline step under
  -- which an overhead counts as none); the ratio to PyTorch may not fall by more than 10%
  local p0 = lr.points[1]
  lr.checks = {}
  for _, f in ipairs(fams) do
    local base = (f == "gma") and "dot_unidirectional" or "dot"
    if p0.train_s[f] and p0.train_s[base] then
      local e0 = math.max(p0.train_s[f] - p0.train_s[base], 0.02 * p0.train_s[base])
      local c = {family = f, baseline = base, extra_s = {}, allowed_s = {}, ok = true}
      for k, pt in ipairs(lr.points) do
        local e = pt.train_s[f] - pt.train_s[base]
        local allowed = 1.25 * e0 * GROWTH[f](pt.length) / GROWTH[f](p0.length)
        c.extra_s[k], c.allowed_s[k] = e, allowed
        if e > allowed then c.ok = false end
      end
      lr.checks[#lr.checks + 1] = c
    end
  end
  if p0.train_vs_torch then
    local okt, oks = true, true
    for _, pt in ipairs(lr.points) do
      if pt.train_vs_torch < 0.9 * p0.train_vs_torch then okt = false end
      if pt.stream_vs_torch and p0.stream_vs_torch and pt.stream_vs_torch < 0.9 * p0.stream_vs_torch then oks = false end
    end
    lr.torch_ratio_train_holds, lr.torch_ratio_stream_holds = okt, oks
  end
  if o.svg then
    local plot = xa.plot
    local names = {"dot"}
    for _, f in ipairs(fams) do names[#names + 1] = f end
    local tr, sr = {}, {}
    for _, n in ipairs(names) do
      local xs, ys, ys2 = {}, {}, {}
      for _, pt in ipairs(lr.points) do
        xs[#xs + 1] = pt.length
        ys[#ys + 1] = pt.train_s[n] and 1000 * pt.train_s[n] / 2048 or 0 / 0
        ys2[#ys2 + 1] = pt.stream_ms[n] or 0 / 0
      end
      tr[#tr + 1] = {name = "xattn " .. n, xs = xs, ys = ys}
      sr[#sr + 1] = {name = "xattn " .. n, xs = xs, ys = ys2}
    end
    if p0.torch_train_s then
      local xs, ys, ys2 = {}, {}, {}
      for _, pt in ipairs(lr.points) do
        xs[#xs + 1] = pt.length
        ys[#ys + 1] = 1000 * pt.torch_train_s / 2048
        ys2[#ys2 + 1] = pt.torch_stream_ms or 0 / 0
      end
      tr[#tr + 1] = {name = "PyTorch dot", xs = xs, ys = ys}
      sr[#sr + 1] = {name = "PyTorch dot", xs = xs, ys = ys2}
    end
    plot.lines{series = tr, xlabel = "source and target length", ylabel = "train step, ms per target token",
               title = ("train step vs length (2048 tokens a batch, %d threads)"):format(res.threads), path = o.svg}
    local spath = o.svg:gsub("%.svg$", "") .. "-stream.svg"
    plot.lines{series = sr, xlabel = "source length (prefix up to length + 8)", ylabel = "streaming step, ms per token",
               title = ("streaming step (batch 1) vs length, %d threads"):format(res.threads),
               path = spath}
    lr.svg = {o.svg, spath}
  end
end

if dev == "cpu" then -- the op's overhead over OpenBLAS's own call
  local a = xa.randn(2048, 1024)
  local b = xa.randn(1024, 256)
  local raw = xa._bench_sgemm(2048, 256, 1024, 5)
  local ts = {}
  for _ = 1, 5 do
    local t0 = xa.clock()
    local c = a:matmul(b)
    ts[#ts + 1] = xa.clock() - t0
    c = nil
  end
  res.matmul_vs_sgemm = raw / median(ts)
end

if torch then
  res.torch = torch
  res.ratio = {}
  -- ratio[key] = a / b where both figures were measured
  local function ratio(key, a, b) if a and b then res.ratio[key] = a / b end end
  ratio("train", res.train_target_tokens_per_s, torch.train_target_tokens_per_s)
  ratio("greedy", res.greedy_sentences_per_s, torch.greedy_sentences_per_s)
  ratio("peak_rss", res.peak_rss_mb, torch.peak_rss_mb)
  ratio("peak_device", res.peak_device_mb, torch.peak_device_mb)
  ratio("stream_speedup", torch.stream_ms_per_token, res.stream_ms_per_token)
  -- half weights against PyTorch's float32 step and against its bfloat16 one (the whole
  -- model in bfloat16: weights and activations, PyTorch's own reduced precision on a CPU)
  ratio("stream_half_speedup", torch.stream_ms_per_token, res.stream_half_ms_per_token)
  ratio("stream_half_vs_bf16", torch.stream_bf16_ms_per_token, res.stream_half_ms_per_token)
end

local function line(name, v, unit, ref)
  if v == nil then return end
  io.write(("  %-32s %12.3f %-8s%s\n"):format(name, v, unit, ref and ("  torch %.3f"):format(ref) or ""))
end
print(("xattn %s: %d parameters, %s, %d threads, OpenBLAS %s"):format(o.tiny and "tiny (not a benchmark)" or "bench-small",
  res.params, dev == "cpu" and "cpu" or dev .. " (" .. xa.cuda.device_name() .. ")", res.threads, res.blas_threading))
local tr = torch or {}
line("train target tokens/s", res.train_target_tokens_per_s, "tok/s", tr.train_target_tokens_per_s)
line("train step (median)", res.train_step_s_median, "s", tr.train_step_s_median)
line("train / sgemm roofline", res.train_roofline_fraction, "")
line("train / own-product roofline", res.train_roofline_fraction_gemm, "")
line("peak RSS after training", res.peak_rss_mb, "MiB", tr.peak_rss_mb)
line("peak device memory (training)", res.peak_device_mb, "MiB", tr.peak_device_mb)
line(dev == "cpu" and "sgemm rate beside the steps" or "device matmul rate beside steps", res.sgemm_gflops, "GFLOP/s")
line("own product's rate, same shape", res.gemm_gflops, "GFLOP/s")
line("greedy sentences/s", res.greedy_sentences_per_s, "sent/s", tr.greedy_sentences_per_s)
if res.beam then
  line(("beam %d sentences/s (batched)"):format(res.beam), res.beam_sentences_per_s, "sent/s")
  line("beam time / greedy time", res.beam_vs_greedy_time, "x")
end
line("streaming step (batch 1)", res.stream_ms_per_token, "ms/tok", tr.stream_ms_per_token)
line("streaming step reads", res.stream_bytes_per_step and res.stream_bytes_per_step / 2 ^ 20, "MiB")
line("copy bandwidth, that footprint", res.copy_gbps_footprint, "GB/s")
line("copy bandwidth, 64 MiB", res.copy_gbps_64mib, "GB/s")
line("streaming / memory roofline", res.stream_roofline_fraction, "")
line("streaming / 64 MiB-copy roofline", res.stream_dram_roofline_fraction, "")
if res.read_gbps_footprint then
  line("read bandwidth, that footprint", res.read_gbps_footprint, "GB/s")
  line("streaming / read roofline", res.stream_read_roofline_fraction, "")
end
line("streaming, half (torch: bf16)", res.stream_half_ms_per_token, "ms/tok", tr.stream_bf16_ms_per_token)
line("  it reads", res.stream_half_bytes_per_step and res.stream_half_bytes_per_step / 2 ^ 20, "MiB")
line("  / memory roofline", res.stream_half_roofline_fraction, "")
line("matmul op / raw sgemm", res.matmul_vs_sgemm, "")
for _, f in ipairs{"gmm", "window", "gma", "latent"} do
  line("train step " .. f .. " / dot", res["overhead_" .. f], "x")
end
if res.ratio then
  line("ratio train (xattn/torch)", res.ratio.train, "x")
  line("ratio greedy (xattn/torch)", res.ratio.greedy, "x")
  line("ratio stream (torch/xattn)", res.ratio.stream_speedup, "x")
  line("ratio stream, xattn half weights", res.ratio.stream_half_speedup, "x")
  line("  against torch bfloat16", res.ratio.stream_half_vs_bf16, "x")
  line("ratio peak RSS (xattn/torch)", res.ratio.peak_rss, "x")
  line("ratio peak device (xattn/torch)", res.ratio.peak_device, "x")
end
if res.lengths then
  local lr = res.lengths
  local names = {"dot"}
  for _, f in ipairs(lr.families) do names[#names + 1] = f end
  if lr.points[1].train_s.dot_unidirectional then names[#names + 1] = "dot_unidirectional" end
  print(("cost against length (%d target tokens per batch; train step s, median of %d; streaming ms/token)")
    :format(lr.target_tokens_per_batch, lr.steps))
  io.write(("  %-6s %-6s"):format("length", "batch"))
  for _, n in ipairs(names) do io.write(("%10s"):format(n:sub(1, 10))) end
  print(lr.points[1].torch_train_s and "     torch  torch/dot" or "")
  for _, pt in ipairs(lr.points) do
    io.write(("  %-6d %-6d"):format(pt.length, pt.batch))
    for _, n in ipairs(names) do io.write(("%10.3f"):format(pt.train_s[n] or 0 / 0)) end
    print(pt.torch_train_s and ("%10.3f %9.2fx"):format(pt.torch_train_s, pt.train_vs_torch) or "")
    io.write(("  %-13s"):format("  streaming"))
    for _, n in ipairs(names) do io.write(("%10.3f"):format(pt.stream_ms[n] or 0 / 0)) end
    print(pt.torch_stream_ms and ("%10.3f %9.2fx"):format(pt.torch_stream_ms, pt.stream_vs_torch or 0 / 0) or "")
  end
  for _, c in ipairs(lr.checks) do
    local parts = {}
    for k, pt in ipairs(lr.points) do
      parts[#parts + 1] = ("%d: %+.3f (<= %.3f)"):format(pt.length, c.extra_s[k], c.allowed_s[k])
    end
    print(("  %s over %s, extra s per step: %s  %s"):format(c.family, c.baseline, table.concat(parts, ", "),
      c.ok and "ok" or "GROWS FASTER THAN ITS FORMULA"))
  end
  if lr.torch_ratio_train_holds ~= nil then
    print(("  ratio to PyTorch as length grows: train %s, streaming %s"):format(
      lr.torch_ratio_train_holds and "holds" or "FALLS", lr.torch_ratio_stream_holds and "holds" or "FALLS"))
  end
  if lr.svg then print("  wrote " .. table.concat(lr.svg, " and ")) end
end
if o.json then
  xa.json.write(o.json, res, {indent = true})
  print("  wrote " .. o.json)
end
