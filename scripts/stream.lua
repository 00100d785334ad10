-- Live simultaneous translation of stdin (docs/live.md).
--   producer | xattn scripts/stream.lua --model CKPT [--policy waitk --k K | --policy gma --delta D]
--        [--log FILE [--ref REF]] [--show auto|text|staircase] [--max-len-a A] [--max-len-b B] [--threads N] [--half-weights]
-- The source is read as it arrives (unbuffered; a terminal's keys one at a time): a word
-- is complete at the next space or newline, a newline ends the sentence, the end of the
-- input ends the last one. Each word goes to the model at once, and each piece of
-- translation is written the moment the policy writes it (flushed), so it works in a
-- pipe; a sentence's translation ends with a newline. On a terminal (--show staircase,
-- the default when stdout is one) the source, the translation and the read/write
-- staircase are drawn as they grow.
-- The decoding is simulate.lua's: on the same input a live run writes the same
-- translations with the same delays; --log writes the same instance log (JSON lines), with
-- the real arrival time of every source word and the time of every write, so
-- rescore.lua scores a live session (computation-aware metrics on the real clock).
-- Without --policy, the model's training policy (as simulate.lua).
local xa = require "xattn"
local simt, live = xa.simt, xa.live
local cli = require "xattn.cli"

local o = cli.parse{
  name = "stream.lua",
  usage = "--model CKPT [--policy waitk --k K | --policy gma --delta D | --policy full] [options]",
  summary = "Live simultaneous translation of stdin: words are read as they arrive and each piece of "
    .. "translation is written (and flushed) the moment the policy writes it; on a terminal the "
    .. "read/write staircase grows as you type. --log writes simulate.lua's instance log with real times.",
  options = {
    {"model", "file", metavar = "CKPT", required = true, help = "the model"},
    {"policy", "choice", values = {"waitk", "gma", "full"},
     default_text = "default: the model's training policy: waitk for wait-k models, gma for GMA models, else full",
     help = "the read/write policy"},
    {"k", "int", min = 1, default_text = "default: the training k", help = "k of --policy waitk"},
    {"delta", "number", min = 0, default_text = "default: the training delta", help = "delta of --policy gma"},
    {"max-len-a", "number", min = 0, default = 1.2, metavar = "A", help = "at most A * source length + B target tokens"},
    {"max-len-b", "number", default = 10, metavar = "B", help = "see --max-len-a"},
    {"log", "outfile", help = "write simulate.lua's instance log (JSON lines, one per sentence as it ends; "
      .. "rescore.lua reads it)"},
    {"ref", "file", metavar = "REF", help = "with --log: the references of the sentences, one per line, in the log"},
    {"show", "choice", values = {"auto", "text", "staircase"}, default = "auto",
     help = "text: the translation only; staircase: the source, the translation and the read/write "
       .. "staircase redrawn as they grow (auto: staircase when stdout is a terminal)"},
    {"threads", "int", min = 1, default_text = "default: all cores", help = "threads"},
    cli.half_weights_option(),
  },
}
if o.threads then xa.set_threads(o.threads) end
cli.check_half_weights(o.half_weights, nil)
if o.k and o.policy and o.policy ~= "waitk" then cli.die("--k goes with --policy waitk") end
if o.delta and o.policy and o.policy ~= "gma" then cli.die("--delta goes with --policy gma") end
if o.ref and not o.log then cli.die("--ref goes with --log (the references are written into the log)") end
local refs = o.ref and cli.read_lines(o.ref, "--ref") or nil

local sys = cli.try(xa.mt.load, o.model)
if sys.model.is_nat then
  cli.die(("%s is a CMLM (non-autoregressive, model.arch cmlm): live streaming needs an autoregressive "
    .. "model; translate it with translate.lua"):format(o.model))
end
local policy
if o.policy == nil then
  policy = live.default_policy(sys)
  if o.k and policy.kind ~= "waitk" then
    cli.die(("--k goes with --policy waitk (the model's policy is %s)"):format(policy.kind))
  end
  if o.delta and policy.kind ~= "gma" then
    cli.die(("--delta goes with --policy gma (the model's policy is %s)"):format(policy.kind))
  end
  if o.k then policy = simt.waitk{k = o.k} end
elseif o.policy == "waitk" then
  policy = simt.waitk{k = o.k or math.tointeger(sys.cfg.train.simt.k) or 3}
elseif o.policy == "gma" then
  policy = simt.gma()
else
  policy = simt.full()
end
if policy.kind ~= "full" and sys.cfg.model.encoder ~= "unidirectional" then
  cli.die(("--policy %s needs a model with a unidirectional encoder (model.encoder = \"unidirectional\"); "
    .. "%s reads the whole source first: use --policy full"):format(policy.kind, o.model))
end
local session = cli.try(live.Session, sys, {policy = policy, max_len_a = o.max_len_a, max_len_b = o.max_len_b,
                                           delta = o.delta})

local se = require "xattn.streameval"
local config_hash = se.config_hash({xattn = xa.version, model = se.model_id(o.model), policy = policy.name,
  k = policy.k, delta = o.delta, see = "needed", max_len_a = o.max_len_a, max_len_b = o.max_len_b,
  threads = xa.threads(), half_weights = o.half_weights or nil, mode = "live"})
local logf
if o.log then
  local err
  logf, err = io.open(o.log, "w")
  if not logf then cli.die(("cannot write %s: %s"):format(o.log, tostring(err))) end
end

-- ---- output ------------------------------------------------------------------------------
local out = io.stdout
local tty_in, tty_out = xa.isatty(0), xa.isatty(1)
local staircase = o.show == "staircase" or (o.show == "auto" and tty_out)
local typing = {} -- the bytes of the word being typed
local drawn = 0   -- lines of the last drawing (staircase view)
local pieces = {} -- the translation of the current sentence so far
local done_count = 0

local last_v -- the view of the last drawing
local function draw(final)
  -- the finished sentence is drawn again from its last view (the session has moved on)
  local v = final and last_v or session:view()
  last_v = v
  local partial = table.concat(typing)
  local lines = {}
  if v then
    local src = table.concat(v.source, " ")
    lines[#lines + 1] = "source: " .. src .. (partial ~= "" and ((src ~= "" and " " or "") .. partial) or "")
      .. (final and "" or "▏")
    lines[#lines + 1] = "target: " .. table.concat(pieces)
    local ok, st = pcall(se.staircase, v.source, v.target, v.delays)
    if ok and st ~= "" then
      for l in (st .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = l end
    end
  else
    lines[#lines + 1] = "source: " .. partial .. "▏"
  end
  -- on a terminal, lines wider than it wrap: the drawing takes the rows they fill, and one
  -- that is redrawn must fit on the screen (the cursor cannot go back above its top), so a
  -- tall one keeps the source, the translation and the staircase's last rows
  local cols, trows = nil, nil
  if tty_out then cols, trows = xa.tty_size(1) end
  local rows = #lines
  if cols then
    local function rows_of(l) return math.max(1, ((utf8.len(l) or #l) + cols - 1) // cols) end
    local function total(ls) local n = 0 for _, l in ipairs(ls) do n = n + rows_of(l) end return n end
    local room = math.max(trows - 1, 1)
    if not final and total(lines) > room then
      local fixed = {}
      for i = 1, math.min(2, #lines) do
        local l = lines[i]
        local keep = math.max(((room - 1) // 2) * cols - 1, 8)
        if (utf8.len(l) or #l) > keep then -- the end of a very long source or translation
          l = l:sub(1, 8) .. "…" .. l:sub(utf8.offset(l, -(keep - 9)) or 1)
        end
        fixed[i] = l
      end
      local kept, left = {}, room - total(fixed) - 1 -- a line says what is left out
      for i = #lines, #fixed + 1, -1 do
        local r = rows_of(lines[i])
        if r > left then break end
        table.insert(kept, 1, lines[i])
        left = left - r
      end
      local hidden = #lines - #fixed - #kept
      lines = fixed
      if hidden > 0 then lines[#lines + 1] = ("… %d staircase lines above"):format(hidden) end
      for _, l in ipairs(kept) do lines[#lines + 1] = l end
    end
    rows = total(lines)
  end
  local buf = {}
  if drawn > 0 then buf[#buf + 1] = ("\r\27[%dA\27[J"):format(drawn) else buf[#buf + 1] = "\r\27[J" end
  buf[#buf + 1] = table.concat(lines, "\n")
  buf[#buf + 1] = "\n"
  out:write(table.concat(buf))
  out:flush()
  drawn = rows
end

-- a finished sentence: its line in the log
local function log_sentence(rec)
  done_count = done_count + 1
  if not logf then return end
  local srcs, run = live.combine({rec})
  local ref = refs and refs[done_count]
  local ins = se.instances(sys, srcs, ref and {ref} or nil, run, {})[1]
  ins.index, ins.config_hash = done_count - 1, config_hash
  se.write_lines(logf, {ins})
  logf:flush()
end

-- the translation of the current sentence is complete
local function show_end()
  if staircase then
    draw(true) -- it stays on the screen; the next sentence is drawn below it
    out:write("\n")
    drawn, last_v = 0, nil
  else
    out:write("\n")
  end
  out:flush()
  pieces = {}
end

-- sentences whose translation is complete and whose source has ended: into the log
local function log_new()
  local recs = session:results()
  while done_count < #recs do log_sentence(recs[done_count + 1]) end
end

-- ---- input -------------------------------------------------------------------------------
local started, eof = false, false
local SPACE = {[" "] = true, ["\t"] = true, ["\r"] = true, ["\n"] = true, ["\f"] = true, ["\v"] = true}

local function push_word(t)
  if #typing > 0 then
    session:push(table.concat(typing), t)
    typing = {}
  end
end

local function feed(chunk, t)
  for i = 1, #chunk do
    local c = chunk:sub(i, i)
    if tty_in and (c == "\127" or c == "\8") then
      -- backspace: the word being typed loses its last character (pushed words stay)
      while #typing > 0 do
        local b = table.remove(typing):byte()
        if b < 0x80 or b >= 0xC0 then break end
      end
    elseif tty_in and c == "\4" then -- Ctrl-D: the end of the input
      eof = true
      return
    elseif SPACE[c] then
      push_word(t)
      if c == "\n" then
        session:finish(t)
        started = false
      end
    else
      if not started then session:start(t); started = true end
      typing[#typing + 1] = c
    end
  end
end

local function read_more(timeout)
  if eof then return end
  local chunk = xa.read_some(0, 4096, timeout)
  if chunk == nil then eof = true return end
  if chunk ~= "" then
    feed(chunk, xa.clock())
    if staircase then draw() end
  end
end

-- runs the decoding as far as the source allows, writing every piece
local function drain()
  while true do
    local piece, state = session:pull()
    if piece then
      pieces[#pieces + 1] = piece
      if staircase then draw() else out:write(piece); out:flush() end
      read_more(0) -- words that came meanwhile get their arrival time now
    elseif state == "end" then
      show_end()
      log_new()
    else
      log_new()
      return
    end
  end
end

local guard <close> = cli.interrupts(function()
  return logf and (("%d sentences in %s"):format(done_count, o.log)) or nil
end)
if tty_in then xa.tty_mode(0, staircase and "noecho" or "cbreak") end
local restore <close> = setmetatable({}, {__close = function() if tty_in then xa.tty_mode(0, "restore") end end})
if staircase then draw() end
while not eof do
  read_more(-1)
  drain()
end
-- the end of the input ends the last sentence
push_word(xa.clock())
if started then session:finish(xa.clock()) end
drain()
-- every sentence is on the screen: an empty prompt drawn since the last one goes away
if staircase and drawn > 0 then
  out:write(("\r\27[%dA\27[J"):format(drawn))
  out:flush()
end
if logf then
  logf:close()
  if refs and #refs ~= done_count then
    cli.warn(("--ref %s has %d lines but %d sentences were translated"):format(o.ref, #refs, done_count))
  end
end
