-- Writes the seed inputs of the libFuzzer corpora (tests/fuzz/corpus/<target>/seed_*):
--   xattn tests/fuzz/make_seeds.lua
-- Checkpoint seeds start with one byte for the harness (0: the file as is; 1: recompute its
-- header checksum), then a small real checkpoint.
local xa = require "xattn"
local dir = "tests/fuzz/corpus"
local function put(target, name, bytes)
  xa.mkdir(dir .. "/" .. target)
  local f = assert(io.open(("%s/%s/seed_%s"):format(dir, target, name), "wb"))
  f:write(bytes) f:close()
end
local function slurp(p) local f = assert(io.open(p, "rb")) local s = f:read("a") f:close() return s end

-- checkpoints: each dtype, a 0-dim and an empty tensor, a translation-like meta
xa.manual_seed(1)
local tmp = os.tmpname()
local meta = {config = {name = "seed", model = {d = 8}, train = {lr = 0.001}},
              src_vocab = {tokens = {"a", "b"}, counts = {3, 1}}, tgt_vocab = {tokens = {"c"}, counts = {2}},
              bpe_codes = {"a b", "ab c</w>"}, rng = xa.rng_state(), train_state = {step = 3}}
xa.checkpoint.save(tmp, {tensors = {w = xa.randn(2, 3), b = xa.tensor({true, false}),
  i = xa.tensor({1, -2}):long(), d = xa.randn(2, {dtype = "float64"}), s = xa.tensor(5.0),
  e = xa.zeros(0, 3)}, meta = meta})
local ck = slurp(tmp)
put("checkpoint", "full_raw", "\0" .. ck)
put("checkpoint", "full_fixcrc", "\1" .. ck)
xa.checkpoint.save(tmp, {tensors = {}, meta = {}})
put("checkpoint", "empty_fixcrc", "\1" .. slurp(tmp))
os.remove(tmp)

-- JSON / configs
put("json", "synth", slurp("configs/synth.json"))
put("json", "demo", slurp("configs/demo.json"))
put("json", "values", '{"a":[1,2.5,-3e10,true,false,null,"x\\u0000\\u00e9\\ud83d\\ude00"],"b":{},"c":[]}')
put("json", "config", '{"train":{"lr":0.001,"betas":[0.9,0.98],"nan":"skip"},"model":{"cross":{"family":"gmm","K":4}}}')

-- BPE codes and vocabularies
put("bpe", "small", "#version: 0.2\nl o\nlo w</w>\ne r</w>\nn e\nne w\nw i\n")
local codes = slurp("tests/golden/bpe_synth.codes")
put("bpe", "synth_head", codes:sub(1, (codes:find("\n", 400, true) or #codes)))
put("vocab", "small", "the 10\nof 5\nand 3\n\xc3\xa9t\xc3\xa9 1\n")
