-- Translate text with a trained model.
--   xattn scripts/translate.lua --model runs/demo/checkpoint_best.xa [--input FILE|-] [--output FILE]
--        [--beam 5] [--lenpen 1.0] [--max-len-a 1.2] [--max-len-b 10] [--batch 32] [--buffer N]
--        [--nbest 1] [--ref FILE]... [--threads N] [--half-weights] [--device cpu|cuda]
--   a CMLM checkpoint (model.arch cmlm) decodes with mask-predict: [--iterations 10] [--length-beam 5]
-- Reads raw sentences (one per line) from --input or stdin, writes detokenised translations
-- to --output or stdout in input order (with --nbest N, N lines per input, "i ||| hyp").
-- The input goes in pieces of --buffer lines, each sorted by length into batches; the
-- translations of a piece are written and flushed as soon as it is done, so a long run
-- shows its output as it goes and an interrupted one keeps what it wrote. With --ref
-- (repeatable for several references; line counts are checked before translating), prints
-- corpus BLEU (sacreBLEU's default) to stderr. An empty input gives an empty output.
-- Under mpirun (docs/distributed.md) the ranks share out the batches of each piece; rank 0
-- reads stdin, writes the output (in input order) and scores it: the same lines as one
-- process.
local xa = require "xattn"
local mt = xa.mt
local cli = require "xattn.cli"

local o = cli.parse{
  name = "translate.lua",
  usage = "--model CKPT [--input FILE] [--output FILE] [options]",
  summary = "Translate raw sentences (one per line) with a trained model; translations are written "
    .. "in input order, as they are done.",
  options = {
    {"model", "file", metavar = "CKPT", required = true, help = "the model: a checkpoint written by train.lua or average.lua"},
    {"input", "file", stdin = true, default = "-", help = "source sentences, one per line; - is stdin"},
    {"output", "outfile", stdout = true, default = "-", help = "where the translations go; - is stdout"},
    {"beam", "int", min = 1, default_text = "default: 5", help = "beam size; 1 is greedy search (autoregressive models)"},
    {"lenpen", "number", default_text = "default: 1.0", help = "length penalty of beam search: scores are divided by "
      .. "length^lenpen, as fairseq (autoregressive models)"},
    {"max-len-a", "number", min = 0, metavar = "A", default_text = "default: 1.2",
     help = "at most A * source length + B target tokens (autoregressive models)"},
    {"max-len-b", "number", metavar = "B", default_text = "default: 10", help = "see --max-len-a"},
    {"iterations", "int", min = 1, metavar = "T", default_text = "default: 10",
     help = "mask-predict iterations (decoder passes) of a CMLM"},
    {"length-beam", "int", min = 1, metavar = "L", default_text = "default: 5",
     help = "target lengths a CMLM decodes per sentence (the best average log-probability wins)"},
    {"batch", "int", min = 1, default = 32, help = "sentences decoded together"},
    {"buffer", "int", min = 1, default_text = "default: 1024; 1 when the input is a terminal",
     help = "lines read before translating: they are sorted by length into batches, and their translations "
       .. "written (in input order) and flushed when done"},
    {"nbest", "int", min = 1, default = 1, help = "hypotheses per sentence (at most --beam, or --length-beam "
      .. "for a CMLM), written as 'i ||| hypothesis'"},
    {"ref", "file", list = true, help = "a reference translation of the input, one line per input line: "
      .. "prints corpus BLEU (sacreBLEU's default) and its signature to stderr"},
    {"bleu-lc", "flag", help = "with --ref: case-insensitive BLEU (sacreBLEU's -lc)"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    cli.device_option(),
    cli.half_weights_option(),
  },
  epilog = "examples:\n"
    .. "  echo 'And God said, Let there be light.' | xattn scripts/translate.lua --model runs/demo/checkpoint_best.xa\n"
    .. "  xattn scripts/translate.lua --model M.xa --input test.en --ref test.es --beam 5 > test.hyp",
}
local dist = cli.try(xa.dist.init)
local main = dist.is_main()
if o.output ~= "-" and o.output == o.input then cli.die("--output is the --input file: it would be overwritten") end
for _, r in ipairs(o.ref) do
  if o.output ~= "-" and r == o.output then cli.die(("--output is the --ref file %s: it would be overwritten"):format(r)) end
end
local buffer = o.buffer or ((o.input == "-" and xa.isatty(0)) and 1 or 1024)
if o.threads then xa.set_threads(o.threads) end
cli.check_half_weights(o.half_weights, o.device)
cli.check_device(o.device)

-- the input: a file is read at once; stdin too when there are references to check
local lines
if o.input ~= "-" or #o.ref > 0 then
  if o.input ~= "-" or main then lines = cli.read_lines(o.input, "--input") end
  if o.input == "-" then lines = dist.broadcast_value(lines, 0, "the input") end -- only rank 0 has stdin
end
local refs = {}
for r, path in ipairs(o.ref) do
  refs[r] = cli.read_lines(path, "--ref")
  if #refs[r] ~= #lines then
    cli.die(("--ref %s has %d lines but the input %s has %d"):format(path, #refs[r],
      o.input == "-" and "(stdin)" or o.input, #lines))
  end
end

local sys = cli.try(mt.load, o.model)
-- the options of the model's decoding: beam search (AT) or mask-predict (CMLM)
local nat_model = sys.model.is_nat
if nat_model then
  for _, k in ipairs{"beam", "lenpen", "max_len_a", "max_len_b"} do
    if o[k] ~= nil then
      cli.die(("--%s is an option of autoregressive decoding, but %s is a CMLM (mask-predict: --iterations, "
        .. "--length-beam)"):format((k:gsub("_", "-")), o.model))
    end
  end
  o.iterations, o.length_beam = o.iterations or 10, o.length_beam or 5
  if o.length_beam > sys.model.max_length then
    cli.die(("--length-beam %d exceeds the %d target lengths %s predicts (its model.max_length)")
      :format(o.length_beam, sys.model.max_length, o.model))
  end
  if o.nbest > o.length_beam then
    cli.die(("--nbest %d needs --length-beam %d or more"):format(o.nbest, o.nbest))
  end
else
  for _, k in ipairs{"iterations", "length_beam"} do
    if o[k] ~= nil then
      cli.die(("--%s is an option of mask-predict (a CMLM), but %s is an autoregressive model (--beam, --lenpen)")
        :format((k:gsub("_", "-")), o.model))
    end
  end
  o.beam, o.lenpen, o.max_len_a, o.max_len_b = o.beam or 5, o.lenpen or 1.0, o.max_len_a or 1.2, o.max_len_b or 10
  if o.nbest > o.beam then cli.die(("--nbest %d needs --beam %d or more"):format(o.nbest, o.nbest)) end
end
sys.model:to(o.device) -- System:translate decodes on the model's device

-- pieces of the input: from the lines read, or from stdin as it comes
local next_piece
if lines then
  local pos = 0
  next_piece = function()
    if pos >= #lines then return nil end
    local piece = table.move(lines, pos + 1, math.min(pos + buffer, #lines), 1, {})
    pos = pos + #piece
    return piece
  end
else
  next_piece = function()
    local piece = {}
    if main then
      while #piece < buffer do
        local l = io.stdin:read("l")
        if l == nil then break end
        piece[#piece + 1] = l:gsub("\r$", "")
      end
    end
    piece = dist.broadcast_value(piece, 0, "the input")
    return #piece > 0 and piece or nil
  end
end

local out = io.stdout
if o.output ~= "-" and main then
  local f, err = io.open(o.output, "w")
  if not f then cli.die(("--output: cannot write '%s': %s"):format(o.output, tostring(err):gsub("^[^:]*: ", ""))) end
  out = f
end

local done, best = 0, {}
local guard <close> = cli.interrupts(function()
  return ("%d sentences translated and written%s"):format(done, o.output ~= "-" and (" to " .. o.output) or "")
end)
local opts = nat_model and {iterations = o.iterations, length_beam = o.length_beam, batch = o.batch, nbest = o.nbest,
                            dist = true}
  or {beam = o.beam, lenpen = o.lenpen, max_len_a = o.max_len_a, max_len_b = o.max_len_b, batch = o.batch,
      nbest = o.nbest, dist = true}
local t0 = xa.clock()
while true do
  local piece = next_piece()
  if not piece then break end
  local hyps = sys:translate(piece, opts)
  if not main then hyps = {} end -- rank 0 writes
  for k, h in ipairs(hyps) do
    local i = done + k
    if o.nbest > 1 then
      for _, x in ipairs(h) do out:write(i, " ||| ", x, "\n") end
      if #refs > 0 then best[i] = h[1] end
    else
      out:write(h, "\n")
      if #refs > 0 then best[i] = h end
    end
  end
  out:flush()
  done = done + #piece
end
local dt = xa.clock() - t0
if not main then return end
if out ~= io.stdout then
  local ok, err = out:close()
  if not ok then cli.fail(("cannot write '%s': %s"):format(o.output, tostring(err))) end
end
io.stderr:write(("translated %d sentences in %.2f s (%.1f sentences/s, %s)\n")
  :format(done, dt, done / math.max(dt, 1e-9), nat_model
    and ("mask-predict, %d iterations, length beam %d"):format(o.iterations, o.length_beam)
    or (o.beam == 1 and "greedy" or ("beam " .. o.beam))))
if #refs > 0 then
  if done == 0 then
    io.stderr:write("no BLEU: the input is empty\n")
  else
    local b = xa.metrics.bleu(best, refs, {lowercase = o.bleu_lc})
    io.stderr:write(b:format(), "\n", b.signature, "\n")
  end
end
