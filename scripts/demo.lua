-- xattn demo (make demo): trains a small English -> Spanish Transformer on the embedded
-- corpus (data/kjv-en-es: 6,000 King James verses and their Apertium translations) for a
-- fixed 1,700 updates (10 to 13 minutes on 2 idle cores, test BLEU 63 to 68; on a busy machine the same result,
-- later: it depends on the seed and the thread count, not on the load), scores the test set
-- with beam search, and shows a few translations. Extra arguments go to train.lua (e.g.
-- --train.max_updates 100 for a quick look).
-- Everything lands in runs/demo/: checkpoint_best.xa, log.jsonl, test.hyp, config.json.
-- A previous demo run in runs/demo is replaced (the demo says so) unless --resume continues
-- it; with --name or --save.dir the run is the user's, and train.lua's rules apply.
local xa = require "xattn"
local cli = require "xattn.cli"

local CONFIG = "configs/demo.json"
local SPEC = {
  name = "demo.lua",
  usage = "[--resume | --overwrite] [train.lua options ...]",
  summary = "The xattn demo: trains a small English -> Spanish Transformer on data/kjv-en-es (10 to 13 "
    .. "minutes on 2 idle cores) with " .. CONFIG .. ", scores the test set with beam search and shows a few "
    .. "translations. Every option is passed to train.lua.",
  options = {
    {"resume", "flag", help = "continue the previous demo run instead of replacing it"},
    {"overwrite", "flag", help = "replace the run (the default for the demo's own runs/demo; with --name, train.lua's rules apply)"},
  },
  extra_help = {{"--SECTION.KEY VALUE", "a train.lua configuration key, e.g. --train.max_updates 100 for a quick "
    .. "look (every key with its default: --help-config)"}},
}
for i = 1, #arg do
  if arg[i] == "--" then break end
  if arg[i] == "-h" or arg[i] == "--help" then print(cli.help(SPEC)) os.exit(0) end
end

local targs = {[0] = arg[0], "--config", CONFIG}
local chosen, named = false, false
for i = 1, #arg do
  local a = arg[i]
  if a == "--resume" or a == "--overwrite" then chosen = true end
  if a == "--name" or a == "--save.dir" or a:match("^%-%-name=") or a:match("^%-%-save%.dir=") then named = true end
  targs[#targs + 1] = a
end
local replacing
if not chosen and not named then
  local cfg = cli.try(xa.mt.config, CONFIG)
  local dir = cfg.save.dir .. "/" .. cfg.name
  if xa.exists(dir .. "/log.jsonl") or xa.exists(dir .. "/checkpoint_last.xa") then
    replacing = dir
    targs[#targs + 1] = "--overwrite"
  end
end
-- said once train.lua has checked everything
targs.on_start = function(_, cfg)
  if replacing then
    print(("xattn demo: the previous demo run in %s is replaced (--resume would continue it)"):format(replacing))
  end
  local n = cfg.train.max_updates
  print(("xattn demo: training on %s (English -> Spanish) for %d updates%s"):format(cfg.data.dir, n,
    n == 1700 and ", 10 to 13 minutes on 2 idle cores" or ""))
end
arg = targs
local trained = dofile("scripts/train.lua")

local run = trained.run
local sys = xa.mt.load(run .. "/checkpoint_best.xa")
local src = xa.data.read_lines("data/kjv-en-es/test.en", 5)
local ref = xa.data.read_lines("data/kjv-en-es/test.es", 5)
local hyp = sys:translate(src, {beam = 4})
print("\nA few test sentences (beam 4):")
for i = 1, #src do
  print(("\n  source     %s\n  reference  %s\n  xattn      %s"):format(src[i], ref[i], hyp[i]))
end
print(("\nTry it yourself:\n  echo 'And God said, Let there be light.' | build/xattn scripts/translate.lua --model %s/checkpoint_best.xa\n"
  .. "or in the REPL: sys = xattn.mt.load('%s/checkpoint_best.xa'); print(sys:translate('In the beginning')[1])"):format(run, run))
