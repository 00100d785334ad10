-- Sequence-level knowledge distillation (Kim & Rush 2016): translate the source side of a
-- training set with an autoregressive teacher (beam search) and write the translations, the
-- distilled target side a non-autoregressive model (model.arch cmlm) trains on.
--   xattn scripts/distill.lua --teacher CKPT --input train.en --output distilled/train.es
--        [--beam 5] [--lenpen 1.0] [--max-len-a 1.2] [--max-len-b 10] [--batch 32]
--        [--chunk 512] [--overwrite] [--ref train.es] [--threads N] [--device cpu|cuda]
-- Resumable: when --output already holds lines, they are kept and the translation goes on
-- from the next input line (a line cut short by an interruption is dropped first). The
-- input goes in chunks of --chunk lines, each sorted by length into batches; a chunk's
-- translations are written in input order with one write and flushed, so an interrupted
-- run loses at most the chunk it was translating.
local xa = require "xattn"
local mt = xa.mt
local cli = require "xattn.cli"

local o = cli.parse{
  name = "distill.lua",
  usage = "--teacher CKPT --input FILE --output FILE [options]",
  summary = "Sequence-level knowledge distillation: translate a training set's source side with an "
    .. "autoregressive teacher (beam search) and write the distilled target side, one line per input "
    .. "line. Resumable: an existing --output is continued from its last complete line.",
  options = {
    {"teacher", "file", metavar = "CKPT", required = true, help = "the teacher: an autoregressive checkpoint (model.arch at)"},
    {"input", "file", required = true, help = "the source sentences, one per line"},
    {"output", "outfile", required = true, help = "the distilled targets; continued when it holds lines already"},
    {"beam", "int", min = 1, default = 5, help = "beam size of the teacher; 1 is greedy search"},
    {"lenpen", "number", default = 1.0, help = "length penalty of beam search (fairseq's)"},
    {"max-len-a", "number", min = 0, default = 1.2, metavar = "A", help = "at most A * source length + B target tokens"},
    {"max-len-b", "number", default = 10, metavar = "B", help = "see --max-len-a"},
    {"batch", "int", min = 1, default = 32, help = "sentences decoded together"},
    {"chunk", "int", min = 1, default = 512, help = "input lines translated, then written and flushed together"},
    {"overwrite", "flag", help = "start again: discard what --output holds"},
    {"ref", "file", help = "the original targets of --input: prints the BLEU of the distilled side against them at the end"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    cli.device_option(),
  },
  epilog = "example:\n"
    .. "  xattn scripts/distill.lua --teacher runs/at/checkpoint_best.xa --input data/bible-en-es/train.en \\\n"
    .. "      --output distilled/train.es --beam 5 --batch 64",
}
if o.output == o.input then cli.die("--output is the --input file: it would be overwritten") end
if o.ref and o.output == o.ref then cli.die("--output is the --ref file: it would be overwritten") end
if o.threads then xa.set_threads(o.threads) end
cli.check_device(o.device)

local lines = cli.read_lines(o.input, "--input")
local refs
if o.ref then
  refs = cli.read_lines(o.ref, "--ref")
  if #refs ~= #lines then
    cli.die(("--ref %s has %d lines but --input %s has %d"):format(o.ref, #refs, o.input, #lines))
  end
end

local sys = cli.try(mt.load, o.teacher)
if sys.model.is_nat then
  cli.die(("--teacher %s is a CMLM (non-autoregressive): distillation needs an autoregressive teacher "
    .. "(model.arch at) decoding with beam search"):format(o.teacher))
end
sys.model:to(o.device) -- System:translate decodes on the model's device

-- what --output holds: its complete lines (a last line without its newline was cut short)
local done = 0
if not o.overwrite and xa.exists(o.output) then
  local f, err = io.open(o.output, "rb")
  if not f then cli.die(("--output: cannot read '%s': %s"):format(o.output, tostring(err))) end
  local text = f:read("a")
  f:close()
  local complete = text:match("^(.*\n)") or ""
  for _ in complete:gmatch("\n") do done = done + 1 end
  if done > #lines then
    cli.die(("--output %s holds %d lines but --input %s has %d: not a distillation of it (--overwrite starts again)")
      :format(o.output, done, o.input, #lines))
  end
  if #complete < #text then
    -- drop the partial line: the complete ones replace the file atomically
    cli.write_file(o.output, function(w) w:write(complete) end)
    io.stderr:write(("distill.lua: dropped a partial last line of %s\n"):format(o.output))
  end
end


local out, err = io.open(o.output, (done > 0) and "ab" or "wb")
if not out then cli.die(("--output: cannot write '%s': %s"):format(o.output, tostring(err))) end
if done > 0 then
  io.stderr:write(("distill.lua: %s holds %d of %d lines; continuing from line %d\n")
    :format(o.output, done, #lines, done + 1))
end

local guard <close> = cli.interrupts(function()
  return ("%d of %d lines written to %s; run the same command to continue"):format(done, #lines, o.output)
end)
local opts = {beam = o.beam, lenpen = o.lenpen, max_len_a = o.max_len_a, max_len_b = o.max_len_b, batch = o.batch}
local t0, start = xa.clock(), done
while done < #lines do
  local piece = table.move(lines, done + 1, math.min(done + o.chunk, #lines), 1, {})
  local hyps = sys:translate(piece, opts)
  for k, h in ipairs(hyps) do
    if h:find("\n", 1, true) then hyps[k] = h:gsub("\n", " ") end
  end
  local ok, werr = out:write(table.concat(hyps, "\n"), "\n")
  if ok then ok, werr = out:flush() end
  if not ok then cli.fail(("cannot write '%s': %s"):format(o.output, tostring(werr))) end
  done = done + #piece
  local dt = xa.clock() - t0
  local rate = (done - start) / math.max(dt, 1e-9)
  io.stderr:write(("distill.lua: %d / %d lines (%.1f lines/s, %.0f s left)\n")
    :format(done, #lines, rate, (#lines - done) / math.max(rate, 1e-9)))
end
local okc, cerr = out:close()
if not okc then cli.fail(("cannot write '%s': %s"):format(o.output, tostring(cerr))) end
io.stderr:write(("distilled %d lines into %s (%d translated now in %.1f s, beam %d)\n")
  :format(#lines, o.output, done - start, xa.clock() - t0, o.beam))
if refs then
  local hyps = cli.read_lines(o.output, "--output")
  if #lines == 0 then
    io.stderr:write("no BLEU: the input is empty\n")
  else
    local b = xa.metrics.bleu(hyps, refs)
    io.stderr:write("distilled side against --ref: ", b:format(), "\n")
  end
end
