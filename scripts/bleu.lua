-- Corpus BLEU of translation files (sacreBLEU's default), and with two or more, paired
-- bootstrap resampling of every one against the first (sacreBLEU's --paired-bs).
--   xattn scripts/bleu.lua --ref test.es --hyp baseline.hyp [--hyp system.hyp ...]
--        [--samples 1000] [--seed 12345] [--lc] [--json FILE]
local xa = require "xattn"
local cli = require "xattn.cli"

local o = cli.parse{
  name = "bleu.lua",
  usage = "--ref FILE --hyp FILE [--hyp FILE ...] [options]",
  summary = "Corpus BLEU (sacreBLEU's default: 13a tokenisation, exp smoothing) of each --hyp file; with "
    .. "several, the paired bootstrap p-value of each against the first (the baseline), with the "
    .. "resampled mean and 95% half-width of every system.",
  options = {
    {"ref", "file", list = true, help = "a reference file (repeatable for several references)"},
    {"hyp", "file", list = true, help = "a system's translations, one per reference line; the first is the baseline"},
    {"samples", "int", min = 1, default = 1000, help = "bootstrap samples"},
    {"seed", "int", min = 0, default = 12345, help = "the seed of the resampling"},
    {"lc", "flag", help = "case-insensitive BLEU (sacreBLEU's -lc)"},
    {"json", "outfile", help = "write every score (and p-values) as JSON"},
  },
  epilog = "example:\n"
    .. "  xattn scripts/bleu.lua --ref test.es --hyp cmlm.hyp --hyp cmlm-ccan.hyp",
}
if #o.ref == 0 then cli.die("--ref is required (see --help)") end
if #o.hyp == 0 then cli.die("--hyp is required (see --help)") end
local refs = {}
for k, path in ipairs(o.ref) do refs[k] = cli.read_lines(path, "--ref") end
local hyps = {}
for k, path in ipairs(o.hyp) do
  hyps[k] = cli.read_lines(path, "--hyp")
  if #hyps[k] ~= #refs[1] then
    cli.die(("--hyp %s has %d lines but --ref %s has %d"):format(path, #hyps[k], o.ref[1], #refs[1]))
  end
end
for k = 2, #refs do
  if #refs[k] ~= #refs[1] then cli.die(("--ref %s has %d lines but --ref %s has %d"):format(o.ref[k], #refs[k], o.ref[1], #refs[1])) end
end
if #refs[1] == 0 then cli.die(("--ref %s is empty: nothing to score"):format(o.ref[1])) end

local bo = {lowercase = o.lc}
local report = {refs = o.ref, samples = o.samples, seed = o.seed, systems = {}}
local base
for k, path in ipairs(o.hyp) do
  local b = xa.metrics.bleu(hyps[k], refs, bo)
  local sys = {hyp = path, bleu = b.score, line = b:format(), precisions = b.precisions, bp = b.bp}
  if k == 1 then
    base = sys
    print(("%s: %s (baseline)"):format(path, b:format()))
    if #o.hyp == 1 then print(b.signature) end
  else
    local r = xa.metrics.paired_bootstrap(hyps[k], hyps[1], refs, {samples = o.samples, seed = o.seed, lowercase = o.lc})
    sys.p, sys.mean, sys.ci = r.p, r.mean, r.ci
    base.mean, base.ci = r.base_mean, r.base_ci
    print(("%s: %s\n  %+.2f against the baseline, p = %.4f%s (paired bootstrap, %d samples); %.2f +- %.2f (baseline %.2f +- %.2f)")
      :format(path, b:format(), b.score - base.bleu, r.p, r.p < 0.05 and " *" or "", o.samples, r.mean, r.ci,
        r.base_mean, r.base_ci))
  end
  report.systems[k] = sys
end
if o.json then cli.try(xa.json.write, o.json, report, {indent = true}) end
