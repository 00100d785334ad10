-- xattn demo (make demo): trains a small English -> Spanish Transformer on the embedded
-- corpus (data/kjv-en-es: 6,000 King James verses and their Apertium translations) for
-- about 9 minutes on 2 cores, scores the test set with beam search, and shows a few
-- translations. Extra arguments go to train.lua (e.g. --train.max_time 60 for a quick look).
-- Everything lands in runs/demo/: checkpoint_best.xa, log.jsonl, test.hyp, config.json.
local xa = require "xattn"

local targs = {[0] = "scripts/train.lua", "--config", "configs/demo.json"}
for i = 1, #arg do targs[#targs + 1] = arg[i] end
print("xattn demo: training on data/kjv-en-es (English -> Spanish), about 10 minutes on 2 cores")
arg = targs
dofile("scripts/train.lua")

local cfg = xa.json.read("runs/demo/config.json")
local run = cfg.save.dir .. "/" .. cfg.name
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
