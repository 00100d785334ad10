-- Average the parameters of several checkpoints (the last N of a run, or files given).
--   xattn scripts/average.lua --out runs/x/checkpoint_avg.xa runs/x/checkpoint_3000.xa runs/x/checkpoint_4000.xa
--   xattn scripts/average.lua --out avg.xa --last 5 --dir runs/x
-- Model tensors ("model.*") are averaged in float64 and stored in their own dtype; the
-- header (config, vocabularies, BPE) is taken from the newest checkpoint. Optimizer state
-- is not carried over. The checkpoints must come from one model: same tensors, shapes,
-- vocabularies and BPE. --out is written to a temporary file and renamed: a failure leaves
-- what was there.
local xa = require "xattn"
local cli = require "xattn.cli"

local o = cli.parse{
  name = "average.lua",
  usage = "--out FILE (CKPT... | --last N --dir RUNDIR)",
  summary = "Average the parameters of checkpoints of one run: the files given, or the last N "
    .. "numbered checkpoints (checkpoint_<update>.xa, written every save.every updates) of a run "
    .. "directory.",
  args = {metavar = "CKPT", type = "file", help = "checkpoints to average"},
  options = {
    {"out", "outfile", required = true, help = "the averaged checkpoint"},
    {"last", "int", min = 1, help = "average the last N numbered checkpoints of --dir"},
    {"dir", "dir", metavar = "RUNDIR", help = "the run directory for --last"},
  },
  epilog = "examples:\n"
    .. "  xattn scripts/average.lua --out avg.xa --last 5 --dir runs/synth\n"
    .. "  xattn scripts/average.lua --out avg.xa runs/synth/checkpoint_2500.xa runs/synth/checkpoint_3000.xa",
}
local files = o.args
if o.last or o.dir then
  if #files > 0 then cli.die("give checkpoint files or --last N --dir RUNDIR, not both") end
  if not o.last then cli.die("--dir needs --last N (how many of its numbered checkpoints to average)") end
  if not o.dir then cli.die("--last needs --dir RUNDIR (the run whose numbered checkpoints to average)") end
  local steps = {}
  for _, name in ipairs(cli.try(xa.listdir, o.dir)) do
    local n = name:match("^checkpoint_(%d+)%.xa$")
    if n then steps[#steps + 1] = math.tointeger(tonumber(n)) end
  end
  table.sort(steps)
  if #steps == 0 then
    cli.die(("--last %d: %s has no numbered checkpoints (checkpoint_<update>.xa); train with --save.every N "
      .. "to write them (and --save.keep_last to keep more than 5)"):format(o.last, o.dir))
  end
  if #steps < o.last then
    local names = {}
    for k, s in ipairs(steps) do names[k] = ("checkpoint_%d.xa"):format(s) end
    cli.die(("--last %d: %s has only %d numbered checkpoint%s (%s); use --last %d, or train with a smaller "
      .. "--save.every or a larger --save.keep_last"):format(o.last, o.dir, #steps, #steps == 1 and "" or "s",
      table.concat(names, ", "), #steps))
  end
  for k = #steps - o.last + 1, #steps do files[#files + 1] = ("%s/checkpoint_%d.xa"):format(o.dir, steps[k]) end
end
if #files == 0 then cli.die("no checkpoints: give checkpoint files or --last N --dir RUNDIR (see --help)") end

-- what must be the same in every checkpoint for an average to mean something
local function identity(meta)
  if type(meta) ~= "table" or type(meta.config) ~= "table" then return nil end
  return xa.json.encode({meta.src_vocab or false, meta.tgt_vocab or false, meta.bpe_codes or false})
end

-- every header first (no tensor data): one model, the same tensors and shapes
local first
for k, f in ipairs(files) do
  local h = cli.try(xa.checkpoint.info, f)
  local id = identity(h.meta)
  if not id then cli.die(("%s is not a translation checkpoint (no configuration in its header)"):format(f)) end
  local shapes = {}
  for _, t in ipairs(h.tensors) do
    if t.name:sub(1, 6) == "model." then shapes[t.name] = table.concat(t.shape, ",") end
  end
  if not next(shapes) then cli.die(("%s holds no model tensors"):format(f)) end
  if k == 1 then first = {id = id, shapes = shapes}
  else
    if id ~= first.id then
      cli.die(("%s and %s have different vocabularies or BPE codes: they are not checkpoints of one model"):format(files[1], f))
    end
    for name, sh in pairs(shapes) do
      if not first.shapes[name] then cli.die(("%s has tensor %s that %s lacks"):format(f, name, files[1])) end
      if first.shapes[name] ~= sh then
        cli.die(("%s has shape (%s) in %s but (%s) in %s"):format(name, sh, f, first.shapes[name], files[1]))
      end
    end
    for name in pairs(first.shapes) do
      if not shapes[name] then cli.die(("%s has tensor %s that %s lacks"):format(files[1], name, f)) end
    end
  end
end

-- the sum in float64, one checkpoint at a time
local sum, meta, dtypes = {}, nil, {}
for k, f in ipairs(files) do
  local ck = cli.try(xa.checkpoint.load, f)
  for name, t in pairs(ck.tensors) do
    if name:sub(1, 6) == "model." then
      if k == 1 then sum[name] = t:double() else sum[name]:add_(t:double()) end
      dtypes[name] = t:dtype()
    end
  end
  meta = ck.meta
  io.stderr:write("read ", f, "\n")
end
local tensors = {}
for name, s in pairs(sum) do tensors[name] = (s * (1 / #files)):to(dtypes[name]) end
meta.averaged = files
meta.optimizer, meta.train_state, meta.rng = nil, nil, nil -- not a point to resume training from
cli.try(xa.checkpoint.save, o.out, {tensors = tensors, meta = meta})
io.stderr:write(("averaged %d checkpoints into %s\n"):format(#files, o.out))
