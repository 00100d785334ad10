-- xattn.mt.config / mt.validate: every key is described and checked when the configuration
-- is made (before any data or model), the messages name the key, its value and what is
-- allowed, and the command-line form names the option (--model.d) or the file.
local mt = require "xattn.mt"

local function leaves(t, prefix, out)
  for k, v in pairs(t) do
    local key = prefix and (prefix .. "." .. k) or k
    if type(v) == "table" and #v == 0 and next(v) ~= nil then leaves(v, key, out) else out[key] = true end
  end
  return out
end

test("mt.keys describes every key of mt.defaults, and only those", function()
  local keys = {}
  for _, k in ipairs(mt.keys) do
    T.ok(type(k.help) == "string" and #k.help > 0, k[1] .. " has no help")
    T.ok(not keys[k[1]], k[1] .. " twice")
    keys[k[1]] = true
  end
  for key in pairs(leaves(mt.defaults, nil, {})) do T.ok(keys[key], "mt.keys lacks " .. key) end
  local defaults = leaves(mt.defaults, nil, {})
  for key in pairs(keys) do T.ok(defaults[key], "mt.keys has " .. key .. ", which has no default") end
  local rows = mt.keys_help()
  T.eq(#rows, #mt.keys)
  T.eq(rows[1][1], "name"); T.eq(rows[1][2], "model")
  for _, r in ipairs(rows) do
    if r[1] == "data.train_tgt" then T.eq(r[2], '""', "an empty default shows as \"\"") end
  end
end)

test("the defaults and the shipped configs are valid", function()
  mt.config()
  for _, f in ipairs{"configs/demo.json", "configs/synth.json", "configs/kjv.json", "configs/bible-nat.json"} do
    mt.config(f)
  end
  T.eq(mt.config(nil, {{"data.train_tgt", "x.es"}}).data.train_tgt, "x.es")
  T.raises(function() mt.config({data = {train_tgt = 3}}) end, "data.train_tgt: must be a file name")
  T.eq(mt.validate(mt.deepcopy(mt.defaults)).model.d, 256)
end)

test("config: bad values name the key, the value and what is allowed", function()
  local cases = {
    {"model.cross", "gmmm", "config: model.cross: unknown family 'gmmm' (dot, "},
    {"model.cross", '{"family": "gmx"}', "config: model.cross: unknown family 'gmx'"},
    {"model.cross", '{"mix": ["dot", "nope"]}', "config: model.cross: mix[2]: unknown family 'nope'"},
    {"model.cross", '{"family": "gmm", "K": 0}', "config: model.cross: attn.gmm: K must be an integer in [1, 256], got 0"},
    {"model.norm", "middle", "config: model.norm: must be post or pre, got 'middle'"},
    {"model.d", "30", "config: model.d: 30 is not divisible by model.heads = 4"},
    {"model.cross_layers", "[4]", "config: model.cross_layers: layer 4 is not a decoder layer (model.dec_layers = 3)"},
    {"model.cross_layers", "[0]", "config: model.cross_layers: layer 0 is not a decoder layer"},
    {"model.cross_layers", "[2, 2]", "config: model.cross_layers: lists layer 2 twice"},
    {"model.cross_layers", "[1.5]", "config: model.cross_layers: must be \"all\" or a list of decoder layers (integers)"},
    {"model.cross_layers", "some", "config: model.cross_layers: must be \"all\" or a list of decoder layers such as [2, 3], got 'some'"},
    {"model.dropout", "1", "config: model.dropout: must be a number >= 0 and < 1, got 1"},
    {"model.dec_layers", "0", "config: model.dec_layers: must be an integer >= 1, got 0"},
    {"model.encoder", "left", "config: model.encoder: must be bidirectional or unidirectional, got 'left'"},
    {"model.latent", '{"K": 0}', "config: model.latent: K must be an integer >= 1, got 0"},
    {"model.latent", "3", "config: model.latent: must be false, true or a table"},
    {"train.lr", "-1", "config: train.lr: must be a number > 0, got -1"},
    {"train.lr", "abc", "config: train.lr: needs a number, got 'abc'"},
    {"train.max_updates", "2.5", "config: train.max_updates: must be an integer >= 0, got 2.5"},
    {"train.betas", "[0.9]", "config: train.betas: must be two numbers in [0, 1) such as [0.9, 0.98]"},
    {"train.betas", "x", "config: train.betas: needs a JSON list such as [0.9, 0.98], got 'x'"},
    {"train.label_smoothing", "1", "config: train.label_smoothing: must be a number >= 0 and < 1, got 1"},
    {"train.nan", "maybe", "config: train.nan: must be stop or skip, got 'maybe'"},
    {"train.simt.k", "0", "config: train.simt.k: must be an integer >= 1, got 0"},
    {"train.simt.policy", "waitk", "config: train.simt.policy: \"waitk\" needs model.encoder = \"unidirectional\" (it is \"bidirectional\")"},
    {"valid.every", "0", "config: valid.every: must be an integer >= 1, got 0"},
    {"valid.beam", "0", "config: valid.beam: must be an integer >= 1, got 0"},
    {"test.beam", "0", "config: test.beam: must be an integer >= 1, got 0"},
    {"save.every", "-1", "config: save.every: must be an integer >= 0, got -1"},
    {"log.every", "0", "config: log.every: must be an integer >= 1, got 0"},
    {"data.tokenize", "yes", "config: data.tokenize: needs true or false, got 'yes'"},
    {"name", "", "config: name: must be a non-empty text, got ''"},
    {"train.lrr", "1", "config: unknown key 'train.lrr' (did you mean 'train.lr'?)"},
  }
  for _, c in ipairs(cases) do
    T.raises(function() mt.config(nil, {{c[1], c[2]}}) end, c[3])
  end
  -- the same from a table (a JSON file's or a checkpoint's configuration)
  T.raises(function() mt.config({model = {heads = 3}}) end, "config: model.d: 256 is not divisible by model.heads = 3")
  T.raises(function() mt.config({train = {nan = true}}) end, "config: train.nan: must be stop or skip, got true")
  T.raises(function() mt.config({trian = {}}) end, "config: unknown key 'trian' (did you mean 'train'?)")
  T.raises(function() mt.config({model = 3}) end, "config: 'model' is a section (model.*), not a value")
  local bad = mt.deepcopy(mt.defaults); bad.valid.every = 0
  T.raises(function() mt.validate(bad) end, "config: valid.every: must be an integer >= 1, got 0")
end)

test("config: the command-line form names options and files", function()
  T.raises(function() mt.config(nil, {{"model.norm", "middle"}}, {cli = true}) end, "--model.norm: must be post or pre, got 'middle'")
  local err = T.raises(function() mt.config(nil, {{"model.norm", "middle"}}, {cli = true}) end)
  T.eq(err:sub(1, 2), "--", "no 'config: ' prefix")
  T.raises(function() mt.config(nil, {{"train.lrr", "1"}}, {cli = true}) end, "unknown option --train.lrr (did you mean --train.lr?)")
  -- heads given on the command line, d from the file: the message blames the option given
  T.raises(function() mt.config("configs/synth.json", {{"model.heads", "3"}}, {cli = true}) end,
           "--model.heads: 3 does not divide model.d = 128")
  local f = os.tmpname()
  local h = assert(io.open(f, "w")); h:write('{"train": {"warmup": -5}}'); h:close()
  T.raises(function() mt.config(f, {}, {cli = true}) end, f .. ": train.warmup: must be an integer >= 0, got -5")
  h = assert(io.open(f, "w")); h:write('{"train": {"wramup": 5}}'); h:close()
  T.raises(function() mt.config(f, {}, {cli = true}) end, f .. ": unknown key 'train.wramup' (did you mean 'train.warmup'?)")
  os.remove(f)
end)

test("config: integers are Lua integers, every family is accepted by name", function()
  local c = mt.config(nil, {{"model.d", "64.0"}, {"train.max_updates", "1e3"}, {"model.cross_layers", "[1.0, 3]"}})
  T.eq(math.type(c.model.d), "integer"); T.eq(c.model.d, 64)
  T.eq(math.type(c.train.max_updates), "integer"); T.eq(c.train.max_updates, 1000)
  T.eq(math.type(c.model.cross_layers[1]), "integer")
  local fams = xa.attention.families()
  T.eq(fams[1], "dot")
  for _, f in ipairs{"gmm", "window", "gma", "localness", "hard_gaussian"} do
    local found = false
    for _, g in ipairs(fams) do if g == f then found = true end end
    T.ok(found, "families() lacks " .. f)
  end
  for _, f in ipairs(fams) do
    local extra = f == "gma" and {{"model.encoder", "unidirectional"}} or {}
    table.insert(extra, {"model.cross", f})
    T.eq(mt.config(nil, extra).model.cross, f)
  end
end)

test("config: a family mixed with dot on request ({family, mix = gate}) is not the list form of mix", function()
  local c = mt.config(nil, {{"model.cross", '{"family": "localness", "mix": "learned"}'}})
  T.eq(c.model.cross.family, "localness"); T.eq(c.model.cross.mix, "learned")
  T.ok(xa.attention.from_config(c.model.cross))
  T.raises(function() mt.config(nil, {{"model.cross", '{"mix": "learned"}'}}) end, "mix must be a list of parts")
  T.raises(function() mt.config(nil, {{"model.cross", '{"family": "localness", "mix": "sometimes"}'}}) end, "model.cross")
end)
