-- xattn's benchmark (docs/performance.md): bench-small (post-norm Transformer, d 256, 4 heads,
-- FFN 1024, 3+3 layers, vocabulary 8000 per side, tied output, dropout 0.1), batch 64,
-- source and target length 32, random ids.
--   xattn scripts/bench.lua [--json FILE] [--vs-torch] [--torch-ref PATH] [--python EXE] [--threads N]
--                           [--steps N] [--skip-train] [--skip-decode] [--overheads [LIST]]
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
-- NAT against AT (docs/nat.md): --at CKPT --cmlm CKPT --input FILE [--ref FILE]
-- [--max-sentences 100] [--batch 32] [--iterations 1,4,10] [--length-beam 3] [--at-beam 5]
-- translates the same sentences in the same run with the AT model (greedy and beam) and the
-- CMLM (mask-predict at each iteration count), one sentence at a time and in batches, and
-- reports sentences/s, the speed-up over AT greedy and beam, and BLEU with --ref (nat.*
-- keys of --json); the bench-small figures are skipped then.
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
    {"python", "string", metavar = "EXE", default_text = "default: /usr/bin/python3 when present, else python3",
     help = "the Python that runs the reference"},
    {"threads", "int", min = 1, default = 2, help = "threads"},
    {"steps", "int", min = 1, default = 10, help = "timed train steps (after 2 warm-up steps)"},
    {"skip-train", "flag", help = "no train steps"},
    {"skip-decode", "flag", help = "no greedy decoding or streaming steps"},
    {"overheads", "string", metavar = "LIST", implicit = table.concat(FAMILIES, ","),
     default_text = "off; without LIST: " .. table.concat(FAMILIES, ","),
     help = "the train step with each cross-attention family (comma-separated) over the dot step"},
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
if nat_mode and not (o.at and o.cmlm and o.input) then
  cli.die("NAT vs AT needs --at CKPT, --cmlm CKPT and --input FILE together")
end
if o.ref and not nat_mode then cli.die("--ref is for NAT vs AT (with --at, --cmlm and --input)") end
if o.overheads then
  for name in o.overheads:gmatch("[^,]+") do
    local known = false
    for _, f in ipairs(FAMILIES) do if f == name then known = true end end
    if not known then
      cli.die(("--overheads: unknown family '%s' (%s)"):format(name, table.concat(FAMILIES, ", ")))
    end
  end
end
if o.vs_torch and not xa.exists(o.torch_ref) then
  cli.die(("--vs-torch: no reference at %s (use --torch-ref PATH)"):format(o.torch_ref))
end
-- Debian's python3-torch lives with /usr/bin/python3 (a python3 earlier on PATH, e.g.
-- from pyenv, may not see it)
local py = o.python or (xa.exists("/usr/bin/python3") and "/usr/bin/python3" or "python3")
if o.vs_torch and not os.execute(("%q -c 'import torch' > /dev/null 2>&1"):format(py)) then
  cli.die("--vs-torch needs python3 with torch (Debian: apt-get install python3-torch)")
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
  local settings = {{name = "AT greedy", sys = at, opts = {beam = 1}},
                    {name = ("AT beam %d"):format(o.at_beam), sys = at, opts = {beam = o.at_beam}}}
  for _, T in ipairs(o.iterations) do
    settings[#settings + 1] = {name = ("CMLM T=%d l=%d"):format(T, o.length_beam), sys = nat,
                               opts = {iterations = T, length_beam = o.length_beam}}
  end
  local res = {engine = "xattn " .. xa.version, threads = xa.threads(), sentences = #srcs, batch = o.batch,
               at = o.at, cmlm = o.cmlm, input = o.input, settings = {}}
  local function run(st, bs)
    local opts = {batch = bs}
    for k, v in pairs(st.opts) do opts[k] = v end
    st.sys:translate({srcs[1]}, opts) -- warm-up (caches, first allocations)
    local t0 = xa.clock()
    local hyps = st.sys:translate(srcs, opts)
    return xa.clock() - t0, hyps
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
  print(("NAT vs AT: %d sentences of %s, %d threads; batched = %d sentences per batch"):format(#srcs, o.input,
    res.threads, o.batch))
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

-- ---- the PyTorch reference, first, so both run on the same machine state --------------
local torch
if o.vs_torch then
  local tmp = os.tmpname()
  local cmd = ("%s %q --threads %d --steps %d --json %q > /dev/null"):format(py, o.torch_ref, o.threads, o.steps, tmp)
  io.stderr:write("running the PyTorch reference: ", cmd, "\n")
  local ok = os.execute(cmd)
  if not ok then
    io.stderr:write("bench.lua: the PyTorch reference failed (is python3-torch installed?)\n")
    os.exit(1)
  end
  torch = xa.json.read(tmp)
  os.remove(tmp)
  -- the reference's whole process (train steps, then decoding), the largest child so far
  torch.peak_rss_mb = xa.peak_rss("children") / 2 ^ 20
end

xa.set_threads(o.threads)
xa.manual_seed(0)
local V, D, B, S, Tl = 8000, 256, 64, 32, 32
local model = xa.nn.Transformer{vocab = {src = V, tgt = V}, d = D, heads = 4, ffn = 1024,
  layers = {enc = 3, dec = 3}, dropout = 0.1, norm = "post", share_embeddings = false, tie_output = true}
local res = {engine = "xattn " .. xa.version, device = "cpu", threads = xa.threads(),
             params = model:num_parameters(), blas = xa.blas().config, blas_threading = xa.blas().parallel}
if res.blas_threading == "pthread" and res.threads > 1 then
  io.stderr:write("bench.lua: warning: this build uses OpenBLAS's pthread variant, whose threads compete with\n",
                  "xattn's OpenMP threads for the cores; install libopenblas-openmp-dev and rebuild (docs/performance.md)\n")
end

local function median(t)
  table.sort(t)
  return t[(#t + 1) // 2]
end

-- random ids in [5, V] (regular tokens: no pad/bos/eos/unk)
local src = xa.randint(5, V + 1, B, S)
local tgt = xa.randint(5, V + 1, B, Tl + 1)
local batch = {src = src, tgt_in = tgt:narrow(2, 1, Tl):contiguous(), tgt_out = tgt:narrow(2, 2, Tl):contiguous(),
               src_pad = src:eq(1), ntokens = B * Tl}

if not o.skip_train then
  local opt = xa.optim.Adam(model:parameters(), {lr = 5e-4, betas = {0.9, 0.98}})
  local function step()
    model:train()
    local loss = model:loss(batch, {label_smoothing = 0.1})
    opt:zero_grad()
    loss:backward()
    opt:step()
    return loss
  end
  for _ = 1, 2 do step() end
  local ts = {}
  for _ = 1, o.steps do
    local t0 = xa.clock()
    step()
    ts[#ts + 1] = xa.clock() - t0
  end
  local m = median(ts)
  res.train_step_s_median = m
  res.train_target_tokens_per_s = B * Tl / m
  res.peak_rss_mb = xa.peak_rss() / 2 ^ 20
  -- 95 GFLOP per step (docs/performance.md counts them) at the sgemm rate measured now
  local sg = xa._bench_sgemm(2048, 256, 1024, 3)
  local gflops = 2 * 2048 * 256 * 1024 / sg / 1e9
  res.sgemm_gflops = gflops
  res.train_roofline_fraction = (95 / gflops) / m
  collectgarbage()
end

if not o.skip_decode then
  model:eval()
  local function greedy(sb, steps)
    return xa.no_grad(function()
      local enc = model:encode(sb)
      local state = {}
      local y = xa.full(sb:size(1), 1, 2, {dtype = "int64"}) -- <s>
      for _ = 1, steps do
        local lp = model:decode_step(enc, y, state)
        y = select(2, lp:max(2, true))
      end
      return y
    end)
  end
  greedy(src, 40)
  local ts = {}
  for _ = 1, 5 do
    local t0 = xa.clock()
    greedy(src, 40)
    ts[#ts + 1] = xa.clock() - t0
  end
  res.greedy_batch_s_median = median(ts)
  res.greedy_sentences_per_s = B / res.greedy_batch_s_median

  -- streaming: batch 1, per-step times once the prefix has 20 tokens
  local function stream()
    return xa.no_grad(function()
      local s1 = src:narrow(1, 1, 1):contiguous()
      local enc = model:encode(s1)
      local state, y, ts2 = {}, xa.full(1, 1, 2, {dtype = "int64"}), {}
      for t = 1, 40 do
        local t0 = xa.clock()
        local lp = model:decode_step(enc, y, state)
        y = select(2, lp:max(2, true))
        if t > 20 then ts2[#ts2 + 1] = xa.clock() - t0 end
      end
      return 1000 * median(ts2)
    end)
  end
  stream()
  res.stream_ms_per_token = median({stream(), stream(), stream()})
end

-- ---- attention overheads: family step time / dot step time, interleaved ----------------
if o.overheads then
  local attn = xa.attention
  local function build(extra)
    xa.manual_seed(0)
    local cfg = {vocab = {src = V, tgt = V}, d = D, heads = 4, ffn = 1024, layers = {enc = 3, dec = 3},
                 dropout = 0.1, norm = "post", share_embeddings = false, tie_output = true}
    for k, v in pairs(extra) do cfg[k] = v end
    return xa.nn.Transformer(cfg)
  end
  local function stepper(m)
    local opt = xa.optim.Adam(m:parameters(), {lr = 5e-4, betas = {0.9, 0.98}})
    return function()
      m:train()
      local loss = m:loss(batch, {label_smoothing = 0.1})
      opt:zero_grad()
      loss:backward()
      opt:step()
    end
  end
  local families = {
    gmm = function() return {cross = attn.gmm and attn.gmm{K = 4, norm = "approx"}} end,
    window = function() return {cross = attn.window and attn.window{win = 3}} end,
    gma = function() return {cross = attn.gma and attn.gma{delta = 1}, encoder = "unidirectional"} end,
    latent = function() return {latent = {K = 6}} end,
  }
  res.overhead_steps = o.steps
  for name in o.overheads:gmatch("[^,]+") do
    local mk = families[name]
    local extra = mk()
    local ok, fam = pcall(build, extra)
    if not ok or (extra.cross == nil and name ~= "latent") then
      io.stderr:write(("bench.lua: %s attention is not available in this build (%s)\n")
        :format(name, ok and "no constructor" or tostring(fam)))
    else
      -- the dot baseline: the same model without the family (gma keeps its unidirectional
      -- encoder so that only the cross-attention differs)
      local base = build({encoder = extra.encoder})
      local sd, sf = stepper(base), stepper(fam)
      for _ = 1, 2 do sd(); sf() end
      local td, tf = {}, {}
      for _ = 1, o.steps do
        local t0 = xa.clock(); sd(); td[#td + 1] = xa.clock() - t0
        t0 = xa.clock(); sf(); tf[#tf + 1] = xa.clock() - t0
      end
      res["overhead_" .. name] = median(tf) / median(td)
      base, fam, sd, sf = nil, nil, nil, nil
      collectgarbage()
    end
  end
end

do
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
  if res.train_target_tokens_per_s and torch.train_target_tokens_per_s then
    res.ratio.train = res.train_target_tokens_per_s / torch.train_target_tokens_per_s
  end
  if res.greedy_sentences_per_s and torch.greedy_sentences_per_s then
    res.ratio.greedy = res.greedy_sentences_per_s / torch.greedy_sentences_per_s
  end
  if res.peak_rss_mb and torch.peak_rss_mb then
    res.ratio.peak_rss = res.peak_rss_mb / torch.peak_rss_mb
  end
  if res.stream_ms_per_token and torch.stream_ms_per_token then
    res.ratio.stream_speedup = torch.stream_ms_per_token / res.stream_ms_per_token
  end
end

local function line(name, v, unit, ref)
  if v == nil then return end
  io.write(("  %-32s %12.3f %-8s%s\n"):format(name, v, unit, ref and ("  torch %.3f"):format(ref) or ""))
end
print(("xattn bench-small: %d parameters, %d threads, OpenBLAS %s"):format(res.params, res.threads, res.blas_threading))
local tr = torch or {}
line("train target tokens/s", res.train_target_tokens_per_s, "tok/s", tr.train_target_tokens_per_s)
line("train step (median)", res.train_step_s_median, "s", tr.train_step_s_median)
line("train / sgemm roofline", res.train_roofline_fraction, "")
line("peak RSS after training", res.peak_rss_mb, "MiB", tr.peak_rss_mb)
line("greedy sentences/s", res.greedy_sentences_per_s, "sent/s", tr.greedy_sentences_per_s)
line("streaming step (batch 1)", res.stream_ms_per_token, "ms/tok", tr.stream_ms_per_token)
line("matmul op / raw sgemm", res.matmul_vs_sgemm, "")
for _, f in ipairs{"gmm", "window", "gma", "latent"} do
  line("train step " .. f .. " / dot", res["overhead_" .. f], "x")
end
if res.ratio then
  line("ratio train (xattn/torch)", res.ratio.train, "x")
  line("ratio greedy (xattn/torch)", res.ratio.greedy, "x")
  line("ratio stream (torch/xattn)", res.ratio.stream_speedup, "x")
  line("ratio peak RSS (xattn/torch)", res.ratio.peak_rss, "x")
end
if o.json then
  xa.json.write(o.json, res, {indent = true})
  print("  wrote " .. o.json)
end
