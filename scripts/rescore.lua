-- Re-scoring without decoding again: every metric recomputed from a saved instance log
-- (scripts/simulate.lua --log), in word, subword or character units, against another
-- reference, or on a prefix of the test set.
--   xattn scripts/rescore.lua LOG [--unit word|subword|char|all] [--ref FILE]
--        [--max-sentences N] [--source FILE] [--model CKPT] [--source-interval-ms MS]
--        [--json FILE] [--no-checks] [--show N [--svg FILE]]
-- --ref FILE scores against another reference (one line per logged sentence); subword
-- units then need --model (the reference's subword count comes from the model's
-- tokeniser and BPE). --max-sentences N keeps the first N sentences. --source FILE checks
-- that the logged sources are the lines of FILE. Computation-aware metrics come from the
-- logged elapsed times (--source-interval-ms, default 300). --show N prints the read/write
-- staircase of sentence N (1-based), and --svg FILE writes it as SVG. Sanity checks
-- (BPE markers or tokenisation in the references, hypothesis/reference counts, sources
-- that are not the decoded ones) warn on stderr unless --no-checks. Each metrics line is
-- followed by its signature; the configuration hash of the decoding run (from the log)
-- and the re-scoring hash are printed with the scores.
local xa = require "xattn"
local se = require "xattn.streameval"
local lat = xa.latency

local usage = [=[usage: xattn scripts/rescore.lua LOG [--unit word|subword|char|all] [--ref FILE] [--max-sentences N]
       [--source FILE] [--model CKPT] [--source-interval-ms MS] [--json FILE] [--no-checks] [--show N [--svg FILE]]]=]

local function die(msg) io.stderr:write("rescore.lua: ", msg, "\n") os.exit(1) end

local o = {unit = "word"}
do
  local i = 1
  local strings = {unit = true, ref = true, source = true, model = true, json = true, svg = true}
  local ints = {["max-sentences"] = true, show = true}
  while arg[i] do
    local a = arg[i]
    if a == "-h" or a == "--help" then print(usage) os.exit(0) end
    if a == "--no-checks" then o.no_checks = true; i = i + 1
    elseif not a:match("^%-%-") then
      if o.log then die("one log file only, got '" .. o.log .. "' and '" .. a .. "'\n" .. usage) end
      o.log = a; i = i + 1
    else
      local key, v = a:sub(3), arg[i + 1]
      if v == nil then die("'" .. a .. "' needs a value\n" .. usage) end
      if strings[key] then o[key] = v
      elseif ints[key] then
        local n = math.tointeger(tonumber(v))
        if not n or n < 1 then die(a .. " needs a positive integer, got " .. v) end
        o[key:gsub("%-", "_")] = n
      elseif key == "source-interval-ms" then
        local n = tonumber(v)
        if not n or n <= 0 then die(a .. " needs a number > 0, got " .. v) end
        o.interval = n
      else die("bad argument '" .. a .. "'\n" .. usage) end
      i = i + 2
    end
  end
end
if not o.log then die("a log file is required\n" .. usage) end
local units = o.unit == "all" and {"word", "subword", "char"} or {o.unit}
for _, u in ipairs(units) do
  if u ~= "word" and u ~= "subword" and u ~= "char" then die("--unit must be word, subword, char or all, got " .. o.unit) end
end

local ok, ins = pcall(se.read_log, o.log)
if not ok then die(tostring(ins)) end
if #ins == 0 then die(o.log .. " holds no instances") end

if o.show then
  local x = ins[o.show]
  if not x then die(("--show %d: the log has %d sentences"):format(o.show, #ins)) end
  print(("sentence %d: %s"):format(o.show, x.source or ""))
  print(se.staircase(x))
  if o.svg then se.staircase_svg(x, {path = o.svg, title = ("sentence %d"):format(o.show)}) end
end

local refs = o.ref and xa.data.read_lines(o.ref) or nil
local sources = o.source and xa.data.read_lines(o.source) or nil
local sys
if o.model then sys = xa.mt.load(o.model) end

-- the decoding run(s) the log came from
local hashes, seen = {}, {}
for _, x in ipairs(ins) do
  local h = x.config_hash or "none"
  if not seen[h] then seen[h] = true; hashes[#hashes + 1] = h end
end
if #hashes > 1 and not o.no_checks then
  se.warn({("the log mixes %d decoding runs (config hashes %s)"):format(#hashes, table.concat(hashes, ", "))})
end

local out = {log = o.log, decode_config_hash = hashes, units = {}}
local first_print = true
for _, unit in ipairs(units) do
  local ok2, r = pcall(se.rescore, ins, {unit = unit, first = o.max_sentences, refs = refs, sources = sources,
    interval_ms = o.interval, checks = not o.no_checks,
    ref_subword_len = sys and function(s) return #sys:preprocess(s, "tgt") end or nil,
    ref_word_len = sys and function(s) return sys:count_words(s, "tgt") end or nil})
  if not ok2 then die(tostring(r)) end
  if first_print then
    se.warn(r.warnings)
    print(("rescored %d of %d sentences from %s%s"):format(r.n, #ins, o.log, o.ref and (" against " .. o.ref) or ""))
    if r.bleu then
      print(r.bleu:format())
      print("  signature: " .. r.bleu.signature)
    end
    first_print = false
  end
  print(("%-7s "):format(unit) .. r.latency:format())
  print("  signature: " .. r.latency.signature)
  out.units[unit] = r.latency:table()
  out.n = r.n
  out.bleu = r.bleu and {score = r.bleu.score, signature = r.bleu.signature} or nil
end
local rhash = se.config_hash({decode = hashes, units = units, first = o.max_sentences or false,
  ref = refs and se.hash(refs) or false, interval_ms = o.interval or lat.DEFAULT_INTERVAL_MS,
  xattn = xa.version, latdefs = lat.DEFINITIONS})
print(("config hash %s (decoding run); rescore hash %s"):format(table.concat(hashes, ","), rhash))
out.rescore_hash = rhash
if o.json then xa.json.write(o.json, out) end
