-- The training-step time of trained models over dot, for the families table of docs/results.md.
--   xattn tools/bible/steptime.lua [--steps 8] [--threads 1] runs/bible/gmm-s1/checkpoint_last.xa ...
-- Each checkpoint's model (its own config: family, encoder, wait-k training masks) is timed
-- against a fresh model of the same config with plain dot cross-attention, no latent
-- alignment and no wait-k masks (the same encoder, so a causal model is compared with a
-- causal dot), on one random batch of the size the runs train on (--tokens target tokens in
-- sentences of --len tokens, source and target alike): forward, backward and Adam, the two
-- models' steps interleaved after two warm-up steps each. Prints the median step times and
-- the median of the per-step ratios with their range; --json writes them.
local xa = require "xattn"
local cli = require "xattn.cli"
local mt = xa.mt

local o = cli.parse{
  name = "steptime.lua",
  usage = "[options] CKPT...",
  summary = "Training-step time of each checkpoint's model over the same model with dot cross-attention, "
    .. "interleaved on one random batch.",
  args = {metavar = "CKPT", type = "file", help = "checkpoints written by train.lua (autoregressive models)"},
  options = {
    {"steps", "int", min = 1, default = 8, help = "timed steps of each model"},
    {"threads", "int", min = 1, default = 1, help = "threads (the evidence runs train on 1)"},
    {"tokens", "int", min = 1, default = 4096, help = "target tokens per batch (train.max_tokens of the runs)"},
    {"len", "int", min = 1, default = 30, help = "sentence length, source and target"},
    {"json", "outfile", help = "write the figures as JSON"},
  },
  epilog = "example:\n  xattn tools/bible/steptime.lua runs/bible/dot-s1/checkpoint_last.xa runs/bible/gmm-s1/checkpoint_last.xa",
}
if #o.args == 0 then cli.die("no checkpoints: give one or more CKPT files (see --help)") end

-- every checkpoint loads and is autoregressive before any timing
local systems = {}
for i, path in ipairs(o.args) do
  local sys = cli.try(mt.load, path)
  if sys.cfg.model.arch == "cmlm" then
    cli.die(("%s is a CMLM (model.arch cmlm); steptime.lua times autoregressive models"):format(path))
  end
  systems[i] = sys
end
xa.set_threads(o.threads)

-- the dot model of a config: the same everything but the cross-attention, latent, wait-k
local function dot_of(sys)
  local cfg = mt.config(sys.cfg, {{"model.cross", "dot"}, {"model.latent", "false"},
                                  {"train.simt.policy", "none"}})
  xa.manual_seed(0)
  return mt.build_model(cfg, sys.src_vocab, sys.tgt_vocab), cfg
end

local function random_batch(sys)
  local B, L = math.max(1, o.tokens // o.len), o.len
  local s = xa.randint(5, #sys.src_vocab + 1, B, L)
  local t = xa.randint(5, #sys.tgt_vocab + 1, B, L + 1)
  return {src = s, tgt_in = t:narrow(2, 1, L):contiguous(), tgt_out = t:narrow(2, 2, L):contiguous(),
          src_pad = s:eq(1), ntokens = B * L}
end

local function stepper(model, cfg, batch)
  local opt = xa.optim.Adam(model:parameters(), {lr = 1e-4, betas = {0.9, 0.98}})
  local visible = mt.train_visible(cfg, batch)
  return function()
    model:train()
    local loss = model:loss(batch, {label_smoothing = cfg.train.label_smoothing, visible = visible})
    opt:zero_grad()
    loss:backward()
    opt:step()
  end
end

local function median(t)
  local c = table.move(t, 1, #t, 1, {})
  table.sort(c)
  return c[(#c + 1) // 2]
end

local rows = {}
print(("%-44s %10s %10s %8s %15s"):format("checkpoint", "dot ms", "model ms", "ratio", "range"))
for i, sys in ipairs(systems) do
  local batch = random_batch(sys)
  local base, bcfg = dot_of(sys)
  local sd, sf = stepper(base, bcfg, batch), stepper(sys.model, sys.cfg, batch)
  for _ = 1, 2 do sd(); sf() end
  local td, tf, r = {}, {}, {}
  for k = 1, o.steps do
    local t0 = xa.clock(); sd(); td[k] = xa.clock() - t0
    t0 = xa.clock(); sf(); tf[k] = xa.clock() - t0
    r[k] = tf[k] / td[k]
  end
  local lo, hi = math.huge, -math.huge
  for _, x in ipairs(r) do lo = math.min(lo, x); hi = math.max(hi, x) end
  local row = {checkpoint = o.args[i], dot_ms = 1000 * median(td), model_ms = 1000 * median(tf),
               ratio = median(r), ratio_range = {lo, hi}, steps = o.steps, threads = o.threads,
               batch = {sentences = batch.src:size(1), len = o.len}}
  rows[i] = row
  print(("%-44s %10.1f %10.1f %8.3f %7.3f-%-7.3f"):format(o.args[i], row.dot_ms, row.model_ms, row.ratio, lo, hi))
  base, sd, sf, sys.model = nil, nil, nil, nil
  collectgarbage()
end
if o.json then
  xa.json.write(o.json, {steptime = rows}, {indent = true})
  print("wrote " .. o.json)
end
