-- Word alignments from a model's cross-attention, and their error rate against gold links.
--   xattn scripts/align.lua --checkpoint CKPT --src FILE --tgt FILE [--gold FILE.align]
--        [--gold-base 0|1] [--layer N] [--shift] [--from attention|positions|centres]
--        [--out FILE] [--batch 32] [--threads N] [--device cpu|cuda]
-- Forced decoding of the reference (--tgt) for every source line (--src): the attention of
-- decoder layer N (default: the penultimate, layer 1 for a one-layer decoder), heads
-- averaged, subwords merged to words, argmax source word per target word (see
-- docs/analysis.md). Writes the alignments in Pharaoh format (0-based "s-t", source first)
-- to --out, or to stdout when there is neither --out nor --gold, as they are computed. With
-- --gold (Pharaoh, "s-t" sure, "spt" possible; --gold-base 1 when its indices are 1-based,
-- as the RWTH gold standard) prints AER, precision and recall (Och & Ney 2003).
-- --shift reads the row whose input is target word t instead of the row that produces it.
-- Under mpirun (docs/distributed.md) the ranks share out the batches; rank 0 writes the
-- alignments in input order and the scores, the same as one process.
-- --from positions aligns with GMA's predicted source positions p_i of the layer (each
-- target word's mean position rounded to a source token), --from centres with the window
-- family's argmax centres c_i (the source word most of the layer's heads centre on); a
-- model without that family is an error.
local xa = require "xattn"
local A = xa.analysis
local cli = require "xattn.cli"

local o = cli.parse{
  name = "align.lua",
  usage = "--checkpoint CKPT --src FILE --tgt FILE [--gold FILE.align] [options]",
  summary = "Word alignments from a model's cross-attention under forced decoding of the reference "
    .. "(heads averaged, subwords merged to words, the argmax source word of each target word), in "
    .. "Pharaoh format (0-based \"s-t\"); with --gold, their AER, precision and recall.",
  options = {
    {"checkpoint", "file", metavar = "CKPT", required = true, help = "the model"},
    {"src", "file", required = true, help = "source sentences, one per line"},
    {"tgt", "file", required = true, help = "their reference translations, one per line"},
    {"gold", "file", metavar = "FILE.align", help = "gold links in Pharaoh format (\"s-t\" sure, \"spt\" possible): prints AER"},
    {"gold-base", "choice", values = {"0", "1"}, default = "0",
     help = "the index base of the gold file: 0, or 1 for 1-based indices (the RWTH gold standard)"},
    {"layer", "int", min = 1, default_text = "default: the penultimate decoder layer, 1 for a one-layer decoder",
     help = "the decoder layer whose attention aligns"},
    {"shift", "flag", help = "read the attention row whose input is target word t instead of the one that produces it"},
    {"from", "choice", values = {"attention", "positions", "centres"}, default = "attention",
     help = "what aligns: the attention weights, GMA's predicted source positions p_i, or the window "
       .. "family's argmax centres c_i (the heads' majority)"},
    {"out", "outfile", help = "where the alignments go", default_text = "default: stdout, or nowhere with --gold"},
    {"batch", "int", min = 1, default = 32, help = "sentences per forward pass"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    cli.device_option(),
  },
}
local dist = cli.try(xa.dist.init)
local main = dist.is_main()
if o.threads then xa.set_threads(o.threads) end
cli.check_device(o.device)
local base = math.tointeger(tonumber(o.gold_base))

local src, tgt = cli.read_lines(o.src, "--src"), cli.read_lines(o.tgt, "--tgt")
if #src ~= #tgt then cli.die(("--src %s has %d lines but --tgt %s has %d"):format(o.src, #src, o.tgt, #tgt)) end
if #src == 0 then cli.die(("--src %s is empty: nothing to align"):format(o.src)) end
local gold
if o.gold then
  gold = cli.try(A.read_pharaoh, o.gold, {base = base})
  if #gold ~= #src then cli.die(("--gold %s has %d lines but --src %s has %d"):format(o.gold, #gold, o.src, #src)) end
end

local sys = cli.try(xa.mt.load, o.checkpoint)
sys.model:to(o.device)
if sys.model.is_nat and o.shift then
  cli.die(("--shift reads the row whose input is target word t, which a CMLM does not have (%s: its row t "
    .. "reads and predicts position t)"):format(o.checkpoint))
end
local layers = #sys.model.decoder.layers
if o.layer and o.layer > layers then
  cli.die(("--layer %d: the model has %d decoder layer%s"):format(o.layer, layers, layers == 1 and "" or "s"))
end
local items = cli.try(A.prepare, sys, src, tgt)
if gold then -- every gold link must name words of the sentence
  for k, g in ipairs(gold) do
    local ns, nt = #items[k].src_groups, #items[k].tgt_groups
    for _, kind in ipairs{"sure", "possible"} do
      for _, l in ipairs(g[kind]) do
        if l[1] >= ns or l[2] >= nt or l[1] < 0 or l[2] < 0 then
          cli.die(("%s:%d: link %d%s%d is outside the sentence (%d source words, %d target words%s)")
            :format(o.gold, k, l[1] + base, kind == "sure" and "-" or "p", l[2] + base, ns, nt,
              base == 0 and "; --gold-base 1 if the file counts from 1" or ""))
        end
      end
    end
  end
end

-- --from positions / centres need the family: tried on the first sentence before any output
if o.from ~= "attention" then
  local ok, err = pcall(A.align, sys.model, {items[1]}, {layer = o.layer, from = o.from})
  if not ok then
    cli.die(("--from %s: %s"):format(o.from, cli.clean(err):gsub("^analyze: ", "")))
  end
end

-- the alignments, written as they come (pieces of the input, in input order)
local out
if not main then -- rank 0 writes
elseif o.out then
  local f, err = io.open(o.out, "w")
  if not f then cli.die(("--out: cannot write '%s': %s"):format(o.out, tostring(err):gsub("^[^:]*: ", ""))) end
  out = f
elseif not gold then
  out = io.stdout
end
local links, r, done = {}, nil, 0
local guard <close> = cli.interrupts(function()
  return out and ("%d sentences aligned and written"):format(done) or nil
end)
local piece = 8 * o.batch
local t0 = xa.clock()
for s = 1, #items, piece do
  local chunk = table.move(items, s, math.min(s + piece - 1, #items), 1, {})
  local l
  l, r = A.align(sys.model, chunk, {layer = o.layer, shift = o.shift, batch = o.batch, from = o.from,
                                     dist = true})
  for k, x in ipairs(l) do
    links[s + k - 1] = x
    if out then out:write(A.format_pharaoh(x), "\n") end
  end
  if out then out:flush() end
  done = done + #chunk
end
local dt = xa.clock() - t0
if not main then return end
if out and out ~= io.stdout then
  local ok, err = out:close()
  if not ok then cli.fail(("cannot write '%s': %s"):format(o.out, tostring(err))) end
end
io.stderr:write(("aligned %d sentences in %.2f s (layer %d of %d, from %s%s)\n")
  :format(#items, dt, r.layer, r.layers, o.from, o.shift and ", shifted" or ""))
if gold then
  local s = A.aer(links, gold)
  print(("AER = %.2f  precision = %.2f  recall = %.2f  (layer %d%s, %d sentences, |A| = %d, |S| = %d, |P| = %d)")
    :format(100 * s.aer, 100 * s.precision, 100 * s.recall, r.layer,
      o.from ~= "attention" and (", from " .. o.from) or "", #items, s.a, s.s, s.p))
end
