-- xattn.cli: the command-line parser and error style of the scripts.
--
--   local cli = require "xattn.cli"
--   local o = cli.parse{
--     name = "translate.lua", usage = "--model CKPT [options]",
--     summary = "Translate text with a trained model.",
--     options = {
--       {"model", "file", metavar = "CKPT", required = true, help = "the checkpoint"},
--       {"beam", "int", default = 5, min = 1, help = "beam size; 1 is greedy search"},
--       {"ref", "file", list = true, help = "a reference (repeatable)"},
--     },
--   }
--   -- o.model, o.beam, o.ref = {...}; o.max_len_a for --max-len-a
--
-- Every option has a type, a default and a help text; `--help` is generated from them.
-- Types: flag, string, int, number, choice (values = {...}), file (an existing readable
-- file; "-" too with stdin = true), dir (an existing directory), outfile (a file that can
-- be created or replaced: its directory exists and is writable), outdir (a directory that
-- exists or can be created), ints / numbers (comma-separated lists). Bounds: min, max, gt
-- (strictly greater), increasing (lists). Other fields: required, list (repeatable, the
-- values in a list), collect (a list that receives {name, raw value} in command-line
-- order), key (the field of the result), metavar, default_text (the default as shown),
-- what (the allowed values, as errors name them),
-- implicit (the value of a valued option given without one), exit (a function run
-- instead of parsing, like --help), hidden (left out of --help).
-- Positional arguments: spec.args = {metavar = "LOG", min = 1, max = 1, type = "file",
-- help = ...} (the values in o.args; with max = 1 also in o[spec.args.key or "arg"]).
--
-- User errors are one line "<script>: <what is wrong>" on stderr and exit status 2:
-- unknown options (with the nearest known one), missing values, wrong types, values out
-- of range, missing files. `--debug` (every script has it) adds a traceback to them.
-- Errors that are not the user's (bugs) keep the host's message and traceback.
local xa = require "xattn"

local cli = {}

local state = {name = nil, debug = false}

local function script_name()
  if state.name then return state.name end
  local a0 = rawget(_G, "arg") and arg[0]
  return a0 and (tostring(a0):match("([^/]+)$")) or "xattn"
end

-- ---- reporting -----------------------------------------------------------------------

-- the error text without the "chunk:line: " positions Lua puts in front of messages raised
-- from Lua code (a "file:line: " that a message names on purpose, e.g. a data file's line,
-- stays)
local function clean(msg)
  msg = tostring(msg)
  local prev
  repeat
    prev = msg
    msg = msg:gsub("^%[xattn%][^:\n]*:%d+: ", "", 1):gsub("^[^:\n]*%.lua:%d+: ", "", 1)
             :gsub('^%[string "[^\n]-"%]:%d+: ', "", 1):gsub("^%(command line%):%d+: ", "", 1)
  until msg == prev
  return msg
end
cli.clean = clean

-- die(msg [, status = 2]): the user's mistake. One line "<script>: msg" on stderr (with
-- --debug, the traceback of the call), then exit.
function cli.die(msg, status)
  io.stdout:flush()
  msg = tostring(msg)
  if state.debug then msg = debug.traceback(msg, 2) end
  -- under an MPI launcher: one line for the job, not one per rank (xattn.dist.die)
  local env = xa.dist.launcher()
  if env and env.size > 1 then xa.dist.die(script_name(), msg, status) end
  io.stderr:write(script_name(), ": ", msg, "\n")
  io.stderr:flush()
  os.exit(status or 2)
end

-- fail(msg [, status = 1]): the run cannot go on for a reason that is no usage error
-- (a diverged loss, a failed write): one line, exit status 1.
function cli.fail(msg, status) cli.die(msg, status or 1) end

function cli.warn(msg)
  io.stdout:flush()
  io.stderr:write(script_name(), ": warning: ", tostring(msg), "\n")
  io.stderr:flush()
end

-- device_option() -> the --device option of the decoding scripts (a fresh spec)
function cli.device_option()
  return {"device", "choice", values = {"cpu", "cuda"}, default = "cpu",
          help = "where the model decodes: cuda needs a build with make CUDA=1 and a GPU"}
end

-- check_device(dev [, option = "--device"]): dies (one line, status 2) when dev cannot be
-- used; call it right after parsing, before any work
function cli.check_device(dev, option)
  if dev == "cpu" then return end
  local ok, why = xa.cuda.available()
  if not ok then cli.die(("%s %s: not available (%s)"):format(option or "--device", dev, why)) end
end

-- half_weights_option() -> the --half-weights option of the decoding scripts (a fresh spec)
function cli.half_weights_option()
  return {"half-weights", "flag", help = "decode on the CPU with float16 copies of the weights "
    .. "(xattn.half_weights: float32 sums; about half the bytes a step reads)"}
end

-- check_half_weights(on, dev): turns half weights on, or dies (one line, status 2) where
-- they cannot be (a device, a CPU without the kernels); call it right after parsing
function cli.check_half_weights(on, dev)
  if not on then return end
  if dev and dev ~= "cpu" then cli.die("--half-weights: the CPU's inference path only (not --device " .. dev .. ")") end
  local ok, err = pcall(xa.half_weights, true)
  if not ok then cli.die("--half-weights: " .. clean(err)) end
end

-- try(fn, ...) -> fn(...); an error raised inside is reported as a user error (one line
-- without Lua's "file:line:" positions; with --debug, the traceback of the error)
function cli.try(fn, ...)
  if state.debug then
    local res = table.pack(xpcall(fn, debug.traceback, ...))
    if not res[1] then
      io.stdout:flush()
      io.stderr:write(script_name(), ": ", tostring(res[2]), "\n")
      os.exit(2)
    end
    return table.unpack(res, 2, res.n)
  end
  local res = table.pack(pcall(fn, ...))
  if not res[1] then cli.die(clean(res[2])) end
  return table.unpack(res, 2, res.n)
end

-- local guard <close> = cli.interrupts([fn]): a Ctrl-C that stops the script (the host's
-- "interrupted!" error) ends it with one line "<script>: interrupted" (plus fn()'s text,
-- e.g. what was kept) and exit status 130 instead of a traceback
function cli.interrupts(fn)
  return setmetatable({}, {__close = function(_, err)
    if err ~= nil and not state.debug and tostring(err):match("^[^\n]*interrupted!") then
      local extra = fn and fn() or nil
      io.stdout:flush()
      io.stderr:write("\n", script_name(), ": interrupted", extra and ("; " .. extra) or "", "\n")
      os.exit(130)
    end
  end})
end

-- ---- reading input -------------------------------------------------------------------

-- read_lines(path, what [, max]) -> lines of a file or of stdin ("-"); a file that cannot
-- be read is a user error naming `what` (the option)
function cli.read_lines(path, what, max)
  local f, err
  if path == "-" then f = io.stdin else f, err = io.open(path, "r") end
  if not f then cli.die(("%s: cannot read '%s': %s"):format(what, path, tostring(err):gsub("^[^:]*: ", ""))) end
  local t = {}
  for l in f:lines() do
    if max and #t >= max then break end
    t[#t + 1] = l:gsub("\r$", "")
  end
  if f ~= io.stdin then f:close() end
  return t
end

-- write_file(path, fn): fn(f) writes into a temporary file beside path, which then
-- replaces path: a failure leaves what was at path untouched
function cli.write_file(path, fn)
  local tmp = ("%s.tmp%d"):format(path, math.random(1, 1e9))
  local f, err = io.open(tmp, "w")
  if not f then cli.fail(("cannot write '%s': %s"):format(path, tostring(err):gsub("^[^:]*: ", ""))) end
  local ok, e = pcall(fn, f)
  local okc, ec = f:close()
  if not ok or not okc then
    os.remove(tmp)
    error(e or ec, 0)
  end
  local okr, er = os.rename(tmp, path)
  if not okr then
    os.remove(tmp)
    cli.fail(("cannot write '%s': %s"):format(path, tostring(er)))
  end
end

-- ---- values --------------------------------------------------------------------------

local function fmt_num(x)
  if math.type(x) == "integer" then return tostring(x) end
  if x == math.floor(x) and math.abs(x) < 1e15 then return ("%.1f"):format(x) end
  return ("%g"):format(x)
end

local function show(v)
  if type(v) == "number" then return fmt_num(v) end
  if type(v) == "table" then
    local t = {}
    for i, x in ipairs(v) do t[i] = show(x) end
    return table.concat(t, ",")
  end
  return tostring(v)
end
cli.show = show

-- "an integer >= 1", "a number > 0", "one of word, subword"
local function describe(o)
  if o.what then return o.what end
  local t = o[2]
  if t == "choice" then
    local v = o.values
    return #v == 1 and v[1] or (table.concat(v, ", ", 1, #v - 1) .. " or " .. v[#v])
  end
  local base = ({int = "an integer", number = "a number", ints = "integers separated by commas",
                 numbers = "numbers separated by commas", string = "a text", file = "a file",
                 dir = "a directory", outfile = "a file to write", outdir = "a directory to write into"})[t] or t
  local b = {}
  if o.gt ~= nil then b[#b + 1] = "> " .. show(o.gt) end
  if o.min ~= nil and o.max ~= nil then b[#b + 1] = ("in %s..%s"):format(show(o.min), show(o.max))
  elseif o.min ~= nil then b[#b + 1] = ">= " .. show(o.min)
  elseif o.max ~= nil then b[#b + 1] = "<= " .. show(o.max) end
  if o.increasing then b[#b + 1] = "increasing" end
  if #b > 0 then
    base = base .. ((t == "ints" or t == "numbers") and ", each " or " ") .. table.concat(b, ", ")
  end
  return base
end
cli.describe = describe

local function in_range(o, x)
  if x ~= x or x == math.huge or x == -math.huge then return false end
  if o.gt ~= nil and not (x > o.gt) then return false end
  if o.min ~= nil and x < o.min then return false end
  if o.max ~= nil and x > o.max then return false end
  return true
end

-- "cannot read 'x': No such file or directory"
local function file_problem(path, want)
  local st = xa.stat(path)
  if want == "file" then
    if not st then return ("'%s' does not exist"):format(path) end
    if st.type == "directory" then return ("'%s' is a directory, not a file"):format(path) end
    if not st.readable then return ("cannot read '%s' (permission denied)"):format(path) end
  elseif want == "dir" then
    if not st then return ("directory '%s' does not exist"):format(path) end
    if st.type ~= "directory" then return ("'%s' is not a directory"):format(path) end
  elseif want == "outfile" then
    if path == "" then return "needs a file name" end
    if st and st.type == "directory" then return ("'%s' is a directory"):format(path) end
    local dir = path:match("^(.*)/[^/]*$") or "."
    if dir == "" then dir = "/" end
    local ds = xa.stat(dir)
    if not ds then return ("cannot write '%s': directory '%s' does not exist"):format(path, dir) end
    if ds.type ~= "directory" then return ("cannot write '%s': '%s' is not a directory"):format(path, dir) end
    if not ds.writable or (st and not st.writable) then
      return ("cannot write '%s' (permission denied)"):format(path)
    end
  elseif want == "outdir" then
    if path == "" then return "needs a directory name" end
    if st then
      if st.type ~= "directory" then return ("'%s' exists and is not a directory"):format(path) end
      if not st.writable then return ("cannot write into '%s' (permission denied)"):format(path) end
      return nil
    end
    -- the nearest existing ancestor must be a writable directory
    local p = path
    while true do
      local parent = p:match("^(.*)/[^/]+/*$")
      if parent == nil then parent = "." elseif parent == "" then parent = "/" end
      local ps = xa.stat(parent)
      if ps then
        if ps.type ~= "directory" then return ("cannot create '%s': '%s' is not a directory"):format(path, parent) end
        if not ps.writable then return ("cannot create '%s' (permission denied in '%s')"):format(path, parent) end
        return nil
      end
      if parent == p or parent == "." or parent == "/" then return ("cannot create '%s'"):format(path) end
      p = parent
    end
  end
  return nil
end
cli.file_problem = file_problem

-- resolve(path) -> path: a relative input path that does not exist here but does in
-- xattn's home (xattn.home(): $XATTN_HOME, the installed share/xattn, or the source tree)
-- is taken from there, so that an installed xattn runs the documented commands
-- (--config configs/synth.json, data/synth/test.src) from any directory; any other path
-- is returned as it is
function cli.resolve(path)
  if type(path) ~= "string" or path == "" or path:sub(1, 1) == "/" or xa.stat(path) then return path end
  local home = xa.home and xa.home()
  if not home then return path end
  local alt = home .. "/" .. path
  if xa.stat(alt) then return alt end
  return path
end

-- convert the text v of option o; returns the value or nil and the reason
local function convert(o, v)
  local t = o[2]
  if t == "string" then return v
  elseif t == "int" then
    local n = tonumber(v)
    n = n and math.tointeger(n)
    if not n or not in_range(o, n) then return nil end
    return n
  elseif t == "number" then
    local n = tonumber(v)
    if not n or not in_range(o, n) then return nil end
    return n
  elseif t == "choice" then
    for _, c in ipairs(o.values) do if v == c then return v end end
    return nil
  elseif t == "ints" or t == "numbers" then
    local r = {}
    for x in (v .. ","):gmatch("([^,]*),") do
      local n = tonumber(x)
      if n and t == "ints" then n = math.tointeger(n) end
      if not n or not in_range(o, n) or (o.increasing and #r > 0 and n <= r[#r]) then return nil end
      r[#r + 1] = n
    end
    if #r == 0 then return nil end
    return r
  elseif t == "file" then
    if v == "-" and o.stdin then return v end
    v = cli.resolve(v)
    local why = file_problem(v, "file")
    if why then return nil, why end
    return v
  elseif t == "dir" or t == "outfile" or t == "outdir" then
    if v == "-" and o.stdout and t == "outfile" then return v end
    if t == "dir" then v = cli.resolve(v) end
    local why = file_problem(v, t)
    if why then return nil, why end
    return v
  end
  error("cli: unknown option type '" .. tostring(t) .. "'", 0)
end

-- ---- suggestions ---------------------------------------------------------------------

-- edit distance with transpositions (optimal string alignment): "trian" is 1 from "train"
local function distance(a, b)
  local la, lb = #a, #b
  local d = {}
  for i = 0, la do d[i] = {[0] = i} end
  for j = 0, lb do d[0][j] = j end
  for i = 1, la do
    for j = 1, lb do
      local c = a:byte(i) == b:byte(j) and 0 or 1
      local v = math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + c)
      if i > 1 and j > 1 and a:byte(i) == b:byte(j - 1) and a:byte(i - 1) == b:byte(j) then
        v = math.min(v, d[i - 2][j - 2] + 1)
      end
      d[i][j] = v
    end
  end
  return d[la][lb]
end

-- the candidate nearest to word (edit distance at most a third of its length, at least
-- 1, or a unique prefix), or nil
function cli.suggest(word, candidates)
  local best, bd = nil, math.max(1, #word // 3) + 1
  for _, c in ipairs(candidates) do
    local d = distance(word, c)
    if d < bd then best, bd = c, d end
  end
  if best then return best end
  local pre
  for _, c in ipairs(candidates) do
    if c:sub(1, #word) == word then
      if pre then return nil end
      pre = c
    end
  end
  return pre
end

-- ---- help ------------------------------------------------------------------------------

local function wrap(text, width, indent)
  local out, line = {}, ""
  for para in (text .. "\n"):gmatch("(.-)\n") do
    if para == "" then
      if line ~= "" then out[#out + 1] = line; line = "" end
      out[#out + 1] = ""
    else
      for w in para:gmatch("%S+") do
        if line == "" then line = w
        elseif #line + 1 + #w > width then out[#out + 1] = line; line = w
        else line = line .. " " .. w end
      end
      out[#out + 1] = line
      line = ""
    end
  end
  if line ~= "" then out[#out + 1] = line end
  while out[#out] == "" do out[#out] = nil end
  return table.concat(out, "\n" .. (" "):rep(indent))
end
cli.wrap = wrap

local function metavar(o)
  if o[2] == "flag" then return nil end
  if o.metavar then return o.metavar end
  if o[2] == "choice" then return table.concat(o.values, "|") end
  return ({int = "N", number = "X", string = "TEXT", file = "FILE", dir = "DIR", outfile = "FILE",
           outdir = "DIR", ints = "N,N,...", numbers = "X,X,..."})[o[2]]
end

local function default_text(o)
  if o.default_text then return o.default_text end
  if o.required then return "required" end
  if o[2] == "flag" or o.list then return nil end
  if o.default == nil then return nil end
  return "default: " .. show(o.default)
end

function cli.help(spec)
  local lines = {}
  local usage = "usage: xattn scripts/" .. spec.name .. " " .. (spec.usage or "[options]")
  lines[#lines + 1] = usage
  if spec.summary then lines[#lines + 1] = "" lines[#lines + 1] = wrap(spec.summary, 92, 0) end
  local rows = {}
  if spec.args then
    rows[#rows + 1] = {spec.args.metavar, spec.args.help or "", spec.args.default_text}
  end
  for _, o in ipairs(spec.options) do
    if not o.hidden then
      local mv = metavar(o)
      local left = "--" .. o[1] .. (mv and (o.implicit ~= nil and (" [" .. mv .. "]") or (" " .. mv)) or "")
      local h = o.help or ""
      if o.list then h = h .. (h ~= "" and " " or "") .. "(repeatable)" end
      rows[#rows + 1] = {left, h, default_text(o)}
    end
  end
  for _, r in ipairs(spec.extra_help or {}) do rows[#rows + 1] = {r[1], r[2], r[3]} end
  rows[#rows + 1] = {"--debug", "on errors, show the Lua traceback (for reporting bugs)"}
  rows[#rows + 1] = {"-h, --help", "show this help and exit"}
  local w = 0
  for _, r in ipairs(rows) do w = math.max(w, #r[1]) end
  w = math.min(w, 30)
  lines[#lines + 1] = ""
  lines[#lines + 1] = "options:"
  for _, r in ipairs(rows) do
    local text = r[2] .. (r[3] and (" (" .. r[3] .. ")") or "")
    local pad = #r[1] <= w and (" "):rep(w - #r[1] + 2) or ("\n" .. (" "):rep(w + 4))
    lines[#lines + 1] = "  " .. r[1] .. pad .. wrap(text, 96 - w - 4, w + 4)
  end
  if spec.epilog then lines[#lines + 1] = "" lines[#lines + 1] = spec.epilog end
  return table.concat(lines, "\n")
end

-- ---- parsing ---------------------------------------------------------------------------

local function key_of(o) return o.key or (o[1]:gsub("%-", "_")) end

-- parse(spec [, args = arg]) -> options table (every option's value or default; o.given
-- holds the names of the options on the command line). User errors exit (status 2).
function cli.parse(spec, args)
  args = args or arg or {}
  state.name = spec.name or script_name()
  spec.name = state.name
  local by = {}
  for _, o in ipairs(spec.options) do
    if by[o[1]] then error("cli.parse: option --" .. o[1] .. " defined twice", 2) end
    by[o[1]] = o
  end
  -- --debug and --help first: help wins over every error, --debug applies to all of them
  for i = 1, #args do
    local a = args[i]
    if a == "--" then break end
    if a == "--debug" then state.debug = true end
  end
  for i = 1, #args do
    local a = args[i]
    if a == "--" then break end
    if a == "-h" or a == "--help" then print(cli.help(spec)) os.exit(0) end
    local name = a:match("^%-%-([^=]+)")
    if name and by[name] and by[name].exit then by[name].exit(spec) os.exit(0) end
  end

  local res = {given = {}, args = {}}
  local names
  local function unknown(a)
    if not names then
      names = {"help", "debug"}
      for _, o in ipairs(spec.options) do names[#names + 1] = o[1] end
    end
    local bare = a:match("^%-%-?([^=]*)") or a
    local s = cli.suggest(bare, names)
    cli.die(("unknown option '%s'%s"):format(a, s and (" (did you mean --" .. s .. "?)") or " (see --help)"))
  end

  local i, positional_only = 1, false
  while i <= #args do
    local a = args[i]
    if positional_only or a == "-" or a:sub(1, 1) ~= "-" or tonumber(a) then
      res.args[#res.args + 1] = a
      i = i + 1
    elseif a == "--" then
      positional_only = true
      i = i + 1
    elseif a == "--debug" then
      i = i + 1
    else
      local name, eq = a:match("^%-%-([^=]+)=(.*)$")
      if not name then name = a:match("^%-%-(.+)$") end
      local o = name and by[name]
      if not o then unknown(a) end
      local k = key_of(o)
      local v
      if o[2] == "flag" then
        if eq then cli.die(("--%s takes no value (got '%s')"):format(name, a)) end
        v = true
        i = i + 1
      else
        if eq then v = eq; i = i + 1
        else
          local nx = args[i + 1]
          if nx == nil or (nx:sub(1, 2) == "--" and #nx > 2) then
            if o.implicit ~= nil then v = o.implicit; i = i + 1
            else
              cli.die(("--%s needs a value (%s)"):format(name, describe(o)))
            end
          else
            v = nx
            i = i + 2
          end
        end
        if o.collect then o.collect[#o.collect + 1] = {name, v} end
        local cv, why = convert(o, v)
        if cv == nil then
          cli.die(("--%s: %s"):format(name, why or ("must be %s, got %s"):format(describe(o),
            tonumber(v) and v or ("'" .. v .. "'"))))
        end
        v = cv
      end
      res.given[k] = true
      if o.list then
        res[k] = res[k] or {}
        res[k][#res[k] + 1] = v
      else
        res[k] = v
      end
    end
  end

  -- positional arguments
  local pa = spec.args
  if not pa and #res.args > 0 then
    cli.die(("unexpected argument '%s' (options start with --; see --help)"):format(res.args[1]))
  end
  if pa then
    local n = #res.args
    if pa.max and n > pa.max then
      cli.die(("unexpected argument '%s' (%s takes %s)"):format(res.args[pa.max + 1], spec.name,
        pa.max == 1 and ("one " .. pa.metavar) or (pa.max .. " " .. pa.metavar)))
    end
    if n < (pa.min or 0) then cli.die(("%s is required (see --help)"):format(pa.metavar)) end
    for k, v in ipairs(res.args) do
      local cv, why = convert({pa.metavar, pa.type or "string", stdin = pa.stdin}, v)
      if cv == nil then cli.die(("%s: %s"):format(pa.metavar, why or ("bad value '" .. v .. "'"))) end
      res.args[k] = cv
    end
    if pa.max == 1 then res[pa.key or "arg"] = res.args[1] end
  end

  -- required options and defaults
  for _, o in ipairs(spec.options) do
    local k = key_of(o)
    if res[k] == nil then
      if o.required then cli.die(("--%s is required (see --help)"):format(o[1])) end
      if o.list then res[k] = {}
      elseif o[2] == "flag" then res[k] = o.default or false
      else res[k] = o.default end
    end
  end
  res.debug = state.debug
  return res
end

-- the parser state, for tests: cli._reset() forgets the script name and --debug
function cli._reset() state.name, state.debug = nil, false end

return cli
