-- Score translations with BLEU and chrF exactly as sacreBLEU 2.x does, and compare systems
-- with sacreBLEU's paired bootstrap resampling.
--   xattn scripts/score.lua --hyp H [--hyp H2 ...] --ref R [--ref R2 ...] [--metrics bleu,chrf]
--        [--lc] [--tokenize 13a|none|char] [--chrf-word-order 2] [--paired-bs [--paired-bs-n 1000]
--        [--seed 12345]] [--json FILE] [--width 2]
-- Every line of every file is right-stripped of white space, as sacreBLEU's command line
-- reads them. Several --ref files are several references per segment. One --hyp prints
-- sacreBLEU's lines with their signatures; several --hyp print a table; --paired-bs compares
-- every system with the first (the baseline) on the same resamples sacreBLEU draws (its
-- numpy generator reproduced): score (bootstrap mean +- half the 95% interval) and the
-- p-value, "*" when p <= 0.05 (docs/analysis.md, Significance).
local xa = require "xattn"
local metrics, S = xa.metrics, xa.significance
local cli = require "xattn.cli"

local o = cli.parse{
  name = "score.lua",
  usage = "--hyp FILE [--hyp FILE ...] --ref FILE [--ref FILE ...] [options]",
  summary = "BLEU and chrF of translations exactly as sacreBLEU 2.x computes them (scores, lines and "
    .. "signatures), and sacreBLEU's paired bootstrap resampling between systems (--paired-bs: the "
    .. "first --hyp is the baseline).",
  options = {
    {"hyp", "file", list = true, stdin = true, help = "translations, one per line (\"-\": stdin); the first is the baseline"},
    {"ref", "file", list = true, help = "references, one per line; several files are several references per segment"},
    {"metrics", "string", default = "bleu,chrf", metavar = "bleu,chrf", help = "the metrics, comma-separated"},
    {"lc", "flag", help = "case-insensitive (sacreBLEU's -lc: both sides lowercased as Python's str.lower)"},
    {"tokenize", "choice", values = {"13a", "none", "char"}, default = "13a", help = "BLEU's tokenizer"},
    {"chrf-char-order", "int", min = 0, default = 6, help = "chrF's character n-gram order"},
    {"chrf-word-order", "int", min = 0, default = 0, help = "chrF's word n-gram order (2: chrF++)"},
    {"chrf-beta", "int", min = 0, default = 2, help = "chrF's beta (weight of recall)"},
    {"chrf-whitespace", "flag", help = "chrF: keep white space in the character n-grams"},
    {"chrf-eps-smoothing", "flag", help = "chrF: chrF++.py's epsilon smoothing instead of the effective order"},
    {"paired-bs", "flag", help = "paired bootstrap resampling of every system against the first"},
    {"paired-bs-n", "int", min = 1, default = S.DEFAULT_SAMPLES, help = "resamples of --paired-bs"},
    {"seed", "int", min = 0, default = S.DEFAULT_SEED, help = "the seed of the resamples (sacreBLEU's SACREBLEU_SEED)"},
    {"json", "outfile", stdout = true, help = "also write the results as JSON (\"-\": stdout, instead of the text)"},
    {"width", "int", min = 0, max = 10, default = 2, help = "decimals of the scores printed"},
  },
}

-- ---- checks, before any work ------------------------------------------------------------
if #o.hyp == 0 then cli.die("--hyp is required (see --help)") end
if #o.ref == 0 then cli.die("--ref is required (see --help)") end
local stdin_uses = 0
for _, h in ipairs(o.hyp) do if h == "-" then stdin_uses = stdin_uses + 1 end end
if stdin_uses > 1 then cli.die("--hyp -: stdin can be read once") end
local names, seen = {}, {}
for m in (o.metrics .. ","):gmatch("([^,]*),") do
  if m ~= "bleu" and m ~= "chrf" then
    cli.die(("--metrics: unknown metric '%s' (have bleu, chrf)"):format(m))
  end
  if seen[m] then cli.die(("--metrics: %s given twice"):format(m)) end
  seen[m] = true
  names[#names + 1] = m
end
if o.chrf_char_order + o.chrf_word_order == 0 then
  cli.die("--chrf-char-order and --chrf-word-order are both 0: chrF needs one of them")
end
if o.paired_bs and #o.hyp < 2 then cli.die("--paired-bs needs at least two --hyp (the first is the baseline)") end
if not o.paired_bs then
  for _, k in ipairs{"paired_bs_n", "seed"} do
    if o.given[k] then cli.die(("--%s needs --paired-bs"):format(k:gsub("_", "-"))) end
  end
end

local function read(path, what)
  local lines = cli.read_lines(path, what)
  for i, l in ipairs(lines) do lines[i] = metrics.rstrip(l) end
  return lines
end
local refs = {}
for k, r in ipairs(o.ref) do
  refs[k] = read(r, "--ref")
  if #refs[k] ~= #refs[1] then
    cli.die(("--ref %s has %d lines but --ref %s has %d"):format(r, #refs[k], o.ref[1], #refs[1]))
  end
end
if #refs[1] == 0 then cli.die(("--ref %s is empty: nothing to score"):format(o.ref[1])) end
local hyps = {}
for k, h in ipairs(o.hyp) do
  hyps[k] = read(h, "--hyp")
  if #hyps[k] ~= #refs[1] then
    cli.die(("--hyp %s has %d lines but --ref %s has %d"):format(h, #hyps[k], o.ref[1], #refs[1]))
  end
end

local mopts = {
  bleu = {tokenize = o.tokenize, lowercase = o.lc},
  chrf = {char_order = o.chrf_char_order, word_order = o.chrf_word_order, beta = o.chrf_beta,
          lowercase = o.lc, whitespace = o.chrf_whitespace, eps_smoothing = o.chrf_eps_smoothing},
}
local W = o.width
local function f(x) return ("%." .. W .. "f"):format(x) end
local function label(k) return (o.hyp[k] == "-" and "stdin" or o.hyp[k]) end

-- ---- scores ---------------------------------------------------------------------------
local out = {metrics = names, refs = o.ref, systems = {}, signatures = {}, names = {}}
local text = {}
local function say(s) text[#text + 1] = s end

if not o.paired_bs then
  local rows = {}
  for k = 1, #hyps do
    local sysr = {name = label(k)}
    rows[k] = {}
    for _, m in ipairs(names) do
      local r = m == "bleu" and metrics.bleu(hyps[k], refs, mopts.bleu) or metrics.chrf(hyps[k], refs, mopts.chrf)
      out.signatures[m], out.names[m] = r.signature, r.name
      sysr[m] = {score = r.score, line = r:format{width = W}}
      if m == "bleu" then
        sysr[m].precisions, sysr[m].bp, sysr[m].ratio = r.precisions, r.bp, r.ratio
        sysr[m].hyp_len, sysr[m].ref_len = r.sys_len, r.ref_len
      end
      rows[k][m] = r
    end
    out.systems[k] = sysr
  end
  if #hyps == 1 then
    for _, m in ipairs(names) do say(rows[1][m]:format{width = W, signature = true}) end
  else
    local w = 6
    for k = 1, #hyps do w = math.max(w, #label(k)) end
    local head = ("%-" .. w .. "s"):format("system")
    for _, m in ipairs(names) do head = head .. ("  %10s"):format(out.names[m]) end
    say(head)
    for k = 1, #hyps do
      local line = ("%-" .. w .. "s"):format(label(k))
      for _, m in ipairs(names) do line = line .. ("  %10s"):format(f(rows[k][m].score)) end
      say(line)
    end
    say("signatures:")
    for _, m in ipairs(names) do say(("  %-8s %s"):format(out.names[m], out.signatures[m])) end
  end
else
  local t0 = xa.clock()
  local r = cli.try(S.paired_bootstrap, hyps, refs, {metrics = names, n = o.paired_bs_n, seed = o.seed,
                                                      bleu = mopts.bleu, chrf = mopts.chrf})
  out.paired_bs = {n = r.n, seed = r.seed, seconds = xa.clock() - t0}
  out.signatures, out.names = r.signatures, r.names
  local identical = {}
  for k = 1, #hyps do
    local sysr = {name = (k == 1 and "baseline: " or "") .. label(k)}
    for _, m in ipairs(names) do
      local x = r.systems[k][m]
      sysr[m] = {score = x.score, mean = x.mean, std = x.std, ci = x.ci, lower = x.lower, upper = x.upper,
                 diff = x.diff, p = x.p or false, significant = x.p ~= nil and x.p <= 0.05 or false}
    end
    if k > 1 then
      local same = true
      for i = 1, #hyps[1] do if hyps[k][i] ~= hyps[1][i] then same = false break end end
      sysr.identical_to_baseline = same
      if same then
        identical[#identical + 1] = label(k)
        for _, m in ipairs(names) do sysr[m].significant = false end
      end
    end
    out.systems[k] = sysr
  end
  local cells, width = {}, {}
  local header = {"system"}
  for _, m in ipairs(names) do header[#header + 1] = out.names[m] .. " (mean ± 95% CI)" end
  cells[1] = header
  for k = 1, #hyps do
    local row = {out.systems[k].name}
    for _, m in ipairs(names) do
      local x = out.systems[k][m]
      local c = ("%s (%s ± %s)"):format(f(x.score), f(x.mean), f(x.ci))
      if k > 1 then c = c .. (" p = %.4f%s"):format(x.p, x.significant and "*" or "") end
      row[#row + 1] = c
    end
    cells[#cells + 1] = row
  end
  for _, row in ipairs(cells) do
    for c, v in ipairs(row) do width[c] = math.max(width[c] or 0, utf8.len(v) or #v) end
  end
  for _, row in ipairs(cells) do
    local parts = {}
    for c, v in ipairs(row) do parts[c] = v .. (" "):rep(width[c] - (utf8.len(v) or #v)) end
    say((table.concat(parts, "  "):gsub("%s+$", "")))
  end
  say(("paired bootstrap resampling: %d resamples (seed %d), the same segments for every system. mean ± "
    .. "half the width of the 95%% interval of the resampled scores; p: the chance of a difference to "
    .. "the baseline this large if both came from one process (* p <= 0.05)."):format(r.n, r.seed))
  for _, name in ipairs(identical) do
    say(("note: %s is identical to the baseline: its difference is 0, yet sacreBLEU's p-value of an "
      .. "identical system is 1/(n+1) (no resample exceeds 0); do not read it as significant."):format(name))
  end
  say("signatures:")
  for _, m in ipairs(names) do say(("  %-8s %s"):format(out.names[m], out.signatures[m])) end
end

if o.json then
  local js = cli.try(xa.json.encode, out, {indent = true})
  if o.json == "-" then
    io.write(js, "\n")
  else
    cli.write_file(o.json, function(fh) fh:write(js, "\n") end)
  end
end
if o.json ~= "-" then print(table.concat(text, "\n")) end
