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
-- logged elapsed times (--source-interval-ms, default 300; the log of a live session,
-- scripts/stream.lua, holds the real arrival times of the source and is scored on them). --show N prints the read/write
-- staircase of sentence N (1-based), and --svg FILE writes it as SVG. Sanity checks
-- (BPE markers or tokenisation in the references, hypothesis/reference counts, sources
-- that are not the decoded ones) warn on stderr unless --no-checks. Each metrics line is
-- followed by its signature; the configuration hash of the decoding run (from the log)
-- and the re-scoring hash are printed with the scores.
local xa = require "xattn"
local se = require "xattn.streameval"
local lat = xa.latency

local cli = require "xattn.cli"

local o = cli.parse{
  name = "rescore.lua",
  usage = "LOG [--unit word|subword|char|all] [--ref FILE] [options]",
  summary = "Recompute every metric from an instance log of scripts/simulate.lua --log, without decoding "
    .. "again: in other units, against another reference, or on a prefix of the test set.",
  args = {metavar = "LOG", type = "file", min = 1, max = 1, key = "log", help = "the instance log (JSON lines)"},
  options = {
    {"unit", "choice", values = {"word", "subword", "char", "all"}, default = "word", help = "the latency unit"},
    {"ref", "file", help = "score against this reference (one line per logged sentence); subword units then need --model"},
    {"max-sentences", "int", min = 1, default_text = "default: all", help = "keep the first N sentences"},
    {"source", "file", help = "check that the logged sources are the lines of this file"},
    {"model", "file", metavar = "CKPT", help = "the model's tokeniser and BPE, for subword lengths of --ref"},
    {"source-interval-ms", "number", gt = 0, metavar = "MS", key = "interval", default_text = "default: "
      .. lat.DEFAULT_INTERVAL_MS, help = "milliseconds between source units, for the computation-aware metrics "
      .. "(a live session's log, from stream.lua, uses its real arrival times instead)"},
    {"word-units", "choice", values = {"raw", "tokens"}, default_text = "default: the log's own",
     help = "word and char units: raw = white-space words (SimulEval's), tokens = the model's tokenisation"},
    {"ref-count", "choice", values = {"simuleval", "xattn"}, default = "simuleval",
     help = "word-level reference lengths: simuleval = reference.split(\" \"), xattn = the model's tokenisation"},
    {"empty", "choice", values = {"skip", "zero"}, default = "skip",
     help = "an empty translation: skip = left out of the latency means (SimulEval), zero = scores 0"},
    {"bleu-lc", "flag", help = "case-insensitive BLEU (sacreBLEU's -lc)"},
    {"json", "outfile", help = "write the scores as JSON"},
    {"no-checks", "flag", help = "no sanity warnings"},
    {"show", "int", min = 1, help = "print the read/write staircase of sentence N (1-based)"},
    {"svg", "outfile", help = "with --show: write the staircase as SVG"},
  },
}
local function die(msg) cli.die(msg) end
if o.svg and not o.show then die("--svg needs --show N (the sentence to draw)") end
local units = o.unit == "all" and {"word", "subword", "char"} or {o.unit}

local ok, ins = pcall(se.read_log, o.log)
if not ok then die(cli.clean(ins)) end
if #ins == 0 then die(o.log .. " holds no instances") end
local live_log = ins[1].source_arrival_ms ~= nil
if live_log and o.interval then
  die(("--source-interval-ms: %s is the log of a live session; its computation-aware metrics use the real arrival times of the source"):format(o.log))
end
if o.show and not ins[o.show] then die(("--show %d: the log has %d sentences"):format(o.show, #ins)) end
local refs = o.ref and cli.read_lines(o.ref, "--ref") or nil
local sources = o.source and cli.read_lines(o.source, "--source") or nil
local sys = o.model and cli.try(xa.mt.load, o.model) or nil

if o.show then
  local x = ins[o.show]
  print(("sentence %d: %s"):format(o.show, x.source or ""))
  print(se.staircase(x))
  if o.svg then cli.try(se.staircase_svg, x, {path = o.svg, title = ("sentence %d"):format(o.show)}) end
end

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
    interval_ms = o.interval, checks = not o.no_checks, word_units = o.word_units,
    ref_count = o.ref_count, empty = o.empty, lowercase = o.bleu_lc,
    ref_subword_len = sys and function(s) return #sys:preprocess(s, "tgt") end or nil,
    ref_word_len = sys and function(s) return sys:count_words(s, "tgt") end or nil})
  if not ok2 then die(cli.clean(r)) end
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
  ref = refs and se.hash(refs) or false, interval_ms = live_log and "real" or o.interval or lat.DEFAULT_INTERVAL_MS,
  word_units = o.word_units or false, ref_count = o.ref_count, empty = o.empty, bleu_lc = o.bleu_lc or false,
  xattn = xa.version, latdefs = lat.DEFINITIONS})
print(("config hash %s (decoding run); rescore hash %s"):format(table.concat(hashes, ","), rhash))
out.rescore_hash = rhash
if o.json then cli.try(xa.json.write, o.json, out) end
