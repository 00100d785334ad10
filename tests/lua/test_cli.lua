-- xattn.cli, the scripts' argument parser: values, defaults, the one-line errors (their
-- text and exit status 2), --help, files, and the helpers (suggest, clean, write_file).
-- Errors are caught in the process: os.exit throws, stderr is captured.
local cli = require "xattn.cli"

local function same(a, b, msg) T.eq(xa.json.encode(a), xa.json.encode(b), msg) end

-- parse(spec, args) with exits and stderr captured -> result | nil, status, stderr text
local function run(spec, args)
  local err = {}
  local real_exit, real_stderr = os.exit, io.stderr
  local fake = {}
  function fake.write(self, ...)
    for _, x in ipairs{...} do err[#err + 1] = tostring(x) end
    return self
  end
  function fake.flush() end
  os.exit = function(code) error({exit = code}, 0) end
  io.stderr = fake
  local ok, res = pcall(cli.parse, spec, args)
  os.exit, io.stderr = real_exit, real_stderr
  cli._reset()
  if ok then return res end
  if type(res) ~= "table" then error(res, 0) end
  return nil, res.exit, table.concat(err)
end

local function spec()
  return {name = "t.lua", options = {
    {"beam", "int", min = 1, default = 5, help = "beam size"},
    {"lenpen", "number", default = 1.0, help = "length penalty"},
    {"rate", "number", gt = 0, max = 1, default = 0.5, help = "a rate"},
    {"name", "string", help = "a name"},
    {"shift", "flag", help = "a flag"},
    {"unit", "choice", values = {"word", "subword"}, default = "word", help = "a unit"},
    {"ref", "string", list = true, help = "references"},
    {"buckets", "ints", min = 1, increasing = true, default = {20, 40}, help = "bounds"},
    {"max-len-a", "number", min = 0, default = 1.2, help = "a"},
  }}
end

-- the error: status 2, one line "t.lua: ..." containing msg
local function fails(args, msg, s)
  local r, status, err = run(s or spec(), args)
  T.eq(r, nil, "expected an error for " .. table.concat(args, " "))
  T.eq(status, 2, "exit status")
  T.eq(select(2, err:gsub("\n", "")), 1, "one line: " .. err)
  T.ok(err:sub(1, 7) == "t.lua: ", "prefix: " .. err)
  T.ok(err:find(msg, 1, true), ("'%s' lacks '%s'"):format(err, msg))
  T.ok(not err:find("traceback", 1, true), "no traceback")
end

test("parse: defaults, typed values, lists, --key=value, negative numbers", function()
  local o = run(spec(), {})
  T.eq(o.beam, 5); T.eq(o.lenpen, 1.0); T.eq(o.shift, false); T.eq(o.unit, "word"); T.eq(o.name, nil)
  T.eq(#o.ref, 0); same(o.buckets, {20, 40}); T.eq(o.max_len_a, 1.2); T.eq(next(o.given), nil)
  o = run(spec(), {"--beam", "3", "--lenpen=-0.5", "--shift", "--ref", "a", "--ref", "b", "--unit", "subword",
                   "--buckets", "5,10,30", "--max-len-a", "0", "--name", "-"})
  T.eq(o.beam, 3); T.eq(math.type(o.beam), "integer")
  T.eq(o.lenpen, -0.5); T.eq(o.shift, true); same(o.ref, {"a", "b"}); T.eq(o.unit, "subword")
  same(o.buckets, {5, 10, 30}); T.eq(o.max_len_a, 0); T.eq(o.name, "-")
  T.ok(o.given.beam and o.given.max_len_a and not o.given.rate)
  T.eq(run(spec(), {"--beam", "7", "--beam", "2"}).beam, 2, "the last one wins")
  T.eq(run(spec(), {"--beam", "1e1"}).beam, 10, "an integer written as a float")
end)

test("parse: every kind of mistake is one line naming the option and what is allowed", function()
  fails({"--beem", "3"}, "unknown option '--beem' (did you mean --beam?)")
  fails({"--zzzzzz"}, "unknown option '--zzzzzz' (see --help)")
  fails({"-beam", "3"}, "unknown option '-beam' (did you mean --beam?)")
  fails({"--beam"}, "--beam needs a value (an integer >= 1)")
  fails({"--beam", "--shift"}, "--beam needs a value (an integer >= 1)")
  fails({"--beam", "0"}, "--beam: must be an integer >= 1, got 0")
  fails({"--beam", "2.5"}, "--beam: must be an integer >= 1, got 2.5")
  fails({"--beam", "x"}, "--beam: must be an integer >= 1, got 'x'")
  fails({"--rate", "0"}, "--rate: must be a number > 0, <= 1, got 0")
  fails({"--rate", "1.5"}, "--rate: must be a number > 0, <= 1, got 1.5")
  fails({"--lenpen", "nan"}, "--lenpen: must be a number, got 'nan'")
  fails({"--lenpen", "1e999"}, "--lenpen: must be a number, got 1e999")
  fails({"--unit", "char"}, "--unit: must be word or subword, got 'char'")
  fails({"--shift=1"}, "--shift takes no value")
  fails({"--buckets", "20,10"}, "--buckets: must be integers separated by commas, each >= 1, increasing, got '20,10'")
  fails({"--buckets", "20,,30"}, "--buckets: must be integers separated by commas")
  fails({"stray"}, "unexpected argument 'stray' (options start with --; see --help)")
  local s = spec()
  s.options[#s.options + 1] = {"model", "string", required = true}
  fails({}, "--model is required (see --help)", s)
end)

test("parse: positional arguments, --, collect order, implicit values", function()
  local s = {name = "t.lua", args = {metavar = "LOG", min = 1, max = 1, key = "log"}, options = {{"x", "int"}}}
  local o = run(s, {"a.log", "--x", "3"})
  T.eq(o.log, "a.log"); T.eq(o.x, 3)
  fails({}, "LOG is required", s)
  fails({"a", "b"}, "unexpected argument 'b' (t.lua takes one LOG)", s)
  T.eq(run(s, {"--", "--x"}).log, "--x", "-- ends the options")
  local seq = {}
  s = {name = "t.lua", options = {{"model", "string", list = true, collect = seq}, {"values", "string", list = true, collect = seq}}}
  run(s, {"--model", "A", "--values", "1", "--model", "B"})
  same(seq, {{"model", "A"}, {"values", "1"}, {"model", "B"}})
  s = {name = "t.lua", options = {{"over", "string", implicit = "all"}, {"n", "int"}}}
  T.eq(run(s, {"--over"}).over, "all")
  T.eq(run(s, {"--over", "--n", "2"}).over, "all")
  T.eq(run(s, {"--over", "gmm"}).over, "gmm")
  T.eq(run(s, {}).over, nil)
end)

test("parse: files are checked when parsed", function()
  local dir = os.tmpname()
  os.remove(dir)
  xa.mkdir(dir)
  local f = dir .. "/in.txt"
  local h = assert(io.open(f, "w")); h:write("x\n"); h:close()
  local s = {name = "t.lua", options = {{"input", "file", stdin = true}, {"out", "outfile"}, {"dir", "outdir"},
                                        {"run", "dir"}}}
  local o = run(s, {"--input", f, "--out", dir .. "/new.txt", "--dir", dir .. "/a/b", "--run", dir})
  T.eq(o.input, f); T.eq(o.out, dir .. "/new.txt"); T.eq(o.dir, dir .. "/a/b")
  T.eq(run(s, {"--input", "-"}).input, "-")
  fails({"--input", dir .. "/none"}, ("--input: '%s/none' does not exist"):format(dir), s)
  fails({"--input", dir}, ("--input: '%s' is a directory, not a file"):format(dir), s)
  fails({"--out", dir .. "/no/x.txt"}, ("--out: cannot write '%s/no/x.txt': directory '%s/no' does not exist"):format(dir, dir), s)
  fails({"--out", dir}, ("--out: '%s' is a directory"):format(dir), s)
  fails({"--dir", f}, ("--dir: '%s' exists and is not a directory"):format(f), s)
  fails({"--dir", f .. "/sub"}, ("--dir: cannot create '%s/sub': '%s' is not a directory"):format(f, f), s)
  fails({"--run", f}, ("--run: '%s' is not a directory"):format(f), s)
  T.eq(xa.exists(dir .. "/new.txt") or xa.exists(dir .. "/a"), false, "checking creates nothing")
  os.remove(f); os.remove(dir)
end)

test("help: every option with its default, --debug and --help", function()
  local s = spec()
  s.usage = "[options]"
  s.summary = "Does things."
  local h = cli.help(s)
  T.ok(h:find("usage: xattn scripts/t.lua [options]", 1, true), h)
  for _, o in ipairs(s.options) do T.ok(h:find("--" .. o[1], 1, true), "help lacks --" .. o[1]) end
  for _, d in ipairs{"(default: 5)", "(default: 1.0)", "(default: word)", "(default: 20,40)", "(default: 1.2)"} do
    T.ok(h:find(d, 1, true), "help lacks " .. d)
  end
  T.ok(h:find("--unit word|subword", 1, true))
  T.ok(h:find("references (repeatable)", 1, true))
  T.ok(h:find("--debug", 1, true) and h:find("-h, --help", 1, true))
  s.options[1].hidden = true
  T.ok(not cli.help(s):find("--beam", 1, true), "hidden options are not listed")
end)

test("--debug: user errors keep their line and add the traceback", function()
  local r, status, err = run(spec(), {"--debug", "--beam", "0"})
  T.eq(r, nil); T.eq(status, 2)
  T.ok(err:find("t.lua: --beam: must be an integer >= 1, got 0", 1, true), err)
  T.ok(err:find("stack traceback", 1, true), err)
  T.eq(run(spec(), {"--debug"}).debug, true)
  T.eq(run(spec(), {}).debug, false)
end)

test("suggest, describe, clean", function()
  T.eq(cli.suggest("beem", {"beam", "batch", "buffer"}), "beam")
  T.eq(cli.suggest("max-len", {"max-len-a", "batch"}), "max-len-a")
  T.eq(cli.suggest("threads", {"beam", "batch"}), nil)
  T.eq(cli.describe({"x", "int", min = 1}), "an integer >= 1")
  T.eq(cli.describe({"x", "number", min = 0, max = 1}), "a number in 0..1")
  T.eq(cli.describe({"x", "choice", values = {"a", "b", "c"}}), "a, b or c")
  T.eq(cli.clean("[xattn]/xattn.nn.module.lua:43: nn.Transformer: bad"), "nn.Transformer: bad")
  T.eq(cli.clean("scripts/x.lua:3: [xattn]/a.b.lua:4: message"), "message")
  T.eq(cli.clean("data/x.align:4: token 2 is bad"), "data/x.align:4: token 2 is bad", "a data file's line stays")
end)

test("write_file: the old file stays when writing fails, no temporary file is left", function()
  local dir = os.tmpname()
  os.remove(dir)
  xa.mkdir(dir)
  local p = dir .. "/out.txt"
  cli.write_file(p, function(f) f:write("first\n") end)
  T.eq(io.open(p):read("a"), "first\n")
  T.raises(function() cli.write_file(p, function(f) f:write("half"); error("disk on fire") end) end, "disk on fire")
  T.eq(io.open(p):read("a"), "first\n", "the old content")
  same(xa.listdir(dir), {"out.txt"})
  cli.write_file(p, function(f) f:write("second\n") end)
  T.eq(io.open(p):read("a"), "second\n")
  os.remove(p); os.remove(dir)
end)
