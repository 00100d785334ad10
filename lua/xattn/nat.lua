-- xattn.nat: non-autoregressive decoding. Mask-predict (Ghazvininejad et al. 2019) over any
-- model with the CMLM interface (nn.CMLM has it):
--   model:encode(src (B,S) int64)     -> enc with enc.length (B, Lmax + 1) log-probabilities
--                                        of the target length (column N + 1: length N)
--   model:reorder(enc, nil, idx)      -> enc with rows idx (1-based)
--   model:predict(enc, tgt (N,T) [, where (N,T) bool])
--                                     -> tokens (N,T) int64, log-probabilities (N,T): one
--                                        decoder pass over input tgt (ids, <mask>, <pad>);
--                                        only the positions where `where` is true are used
--   model.mask_id                     -> the <mask> id
--
-- mask_predict(model, src, {iterations = T, length_beam = l}):
--   1. the l most probable lengths per sentence (the length beam), all B * l candidates
--      decoded together, each a row of T_n positions, <pad> after its end;
--   2. pass 1: every position masked; each takes the most probable token and keeps its
--      log-probability;
--   3. pass t + 1, t = 1 .. T - 1: the n = floor(T_n (T - t) / T) tokens of lowest
--      log-probability (ties: the earlier position) are masked again and re-predicted; the
--      others keep their token and the probability they were last predicted with;
--   4. the candidate with the best average log-probability (sum / T_n) wins.
-- T passes of the decoder in all, each one call over every candidate of the batch.
local xa = require "xattn"

local M = {}
local PAD = 1

local function fail(fn, msg, level) error(("nat.%s: %s"):format(fn, msg), (level or 2) + 1) end

local function shape_str(t) return "(" .. table.concat(t:shape(), ",") .. ")" end

--- remask_count(len, T, t) -> n: the tokens re-masked before pass t + 1 (t = 1 .. T - 1)
-- of a candidate of len tokens: floor(len * (T - t) / T), in exact integer arithmetic
function M.remask_count(len, T, t)
  if math.type(len) ~= "integer" or len < 0 then fail("remask_count", "len must be an integer >= 0, got " .. tostring(len)) end
  if math.type(T) ~= "integer" or T < 1 then fail("remask_count", "T must be an integer >= 1, got " .. tostring(T)) end
  if math.type(t) ~= "integer" or t < 1 or t >= T then
    fail("remask_count", ("t must be an integer in 1..T-1 = 1..%d, got %s"):format(T - 1, tostring(t)))
  end
  return len * (T - t) // T
end

--- lowest(logp (N,T) float, counts (N) int64 or list, pad (N,T) bool | nil) -> mask (N,T) bool
-- The counts[r] positions of row r with the lowest logp among its non-pad positions (equal
-- values: the earlier position first). A count larger than the row's real positions masks
-- them all.
function M.lowest(logp, counts, pad)
  if not xa.is_tensor(logp) or logp:dim() ~= 2 or (logp:dtype() ~= "float32" and logp:dtype() ~= "float64") then
    fail("lowest", "logp must be a float (N,T) tensor, got " .. (xa.is_tensor(logp) and (logp:dtype() .. " " .. shape_str(logp)) or type(logp)))
  end
  local N, T = logp:size(1), logp:size(2)
  local dev = logp.device
  if type(counts) == "table" then counts = xa.tensor(counts, {dtype = "int64", device = dev}) end
  if not xa.is_tensor(counts) or counts:dtype() ~= "int64" or counts:dim() ~= 1 or counts:size(1) ~= N then
    fail("lowest", ("counts must be an int64 (%d) tensor or a list of %d integers"):format(N, N))
  end
  if N > 0 and counts:min():item() < 0 then fail("lowest", "counts must be >= 0") end
  if pad ~= nil and (not xa.is_tensor(pad) or pad:dtype() ~= "bool" or pad:dim() ~= 2 or pad:size(1) ~= N or pad:size(2) ~= T) then
    fail("lowest", ("pad must be a bool (%d,%d) tensor like logp"):format(N, T))
  end
  if N == 0 or T == 0 then return xa.zeros(N, T, {dtype = "bool", device = dev}) end
  return xa.no_grad(function()
    if pad then counts = counts:minimum(pad:logical_not():sum(2)) end
    local k = math.min(counts:max():item(), T)
    if k == 0 then return xa.zeros(N, T, {dtype = "bool", device = dev}) end
    local keys = pad and logp:masked_fill(pad, math.huge) or logp
    local _, order = keys:topk(k, 2, false)                            -- (N,k) ascending
    local take = xa.arange(1, k + 1, 1, {dtype = "int64", device = dev}):view(1, k):le(counts:view(N, 1))
    return xa.zeros(N, T, {device = dev}):scatter_add(2, order, take:float()):gt(0)
  end)
end

--- length_beam(length_logp (B, Lmax + 1), l) -> lengths (B, l) int64, most probable first
-- (equal probabilities: the shorter length first); column N + 1 of length_logp is length N
function M.length_beam(lp, l)
  if not xa.is_tensor(lp) or lp:dim() ~= 2 then
    fail("length_beam", "length_logp must be a (B, Lmax + 1) tensor, got " .. (xa.is_tensor(lp) and shape_str(lp) or type(lp)))
  end
  if math.type(l) ~= "integer" or l < 1 then fail("length_beam", "l must be an integer >= 1, got " .. tostring(l)) end
  if l > lp:size(2) - 1 then
    fail("length_beam", ("l = %d exceeds the %d lengths the model predicts (1..%d)"):format(l, lp:size(2) - 1, lp:size(2) - 1))
  end
  -- length 0 never: it is -inf in a CMLM, and excluded here whatever the model says
  local _, idx = lp:narrow(2, 2, lp:size(2) - 1):topk(l, 2)
  return idx
end

local function check_model(fn, model)
  if type(model) ~= "table" then fail(fn, "model must be a CMLM (an object with encode, predict, reorder and mask_id)", 3) end
  if not model.is_nat then
    fail(fn, "the model is autoregressive (no mask_id / predict); decode it with xattn.search.greedy or "
      .. "search.beam", 3)
  end
  for _, m in ipairs{"encode", "predict", "reorder"} do
    if type(model[m]) ~= "function" then fail(fn, "model has no method " .. m .. " (needs encode, predict, reorder)", 3) end
  end
  if math.type(model.mask_id) ~= "integer" then fail(fn, "model.mask_id must be the <mask> id", 3) end
end

local function check_int(fn, opts, key, def, lo)
  local v = opts[key]
  if v == nil then return def end
  if math.type(v) ~= "integer" or v < lo then
    fail(fn, ("%s must be an integer >= %d, got %s"):format(key, lo, tostring(v)), 3)
  end
  return v
end

--- mask_predict(model, src (B,S) int64 [, opts]) -> hyps, scores [, info]
-- opts: iterations = 10 (T, decoder passes), length_beam = 5 (l), nbest = 1 (<= l; > 1:
-- hyps[b] is a list of {tokens, score, length} best first), lengths = nil (a list of B
-- target lengths >= 1 to decode instead of the length beam: the gold length, for
-- analysis), src_pad, keep_input = false (info.input: the decoder's input (N,T) of the last
-- pass, info.rows: the candidate row of each sentence's best, info.lengths). hyps[b]: the
-- token ids of sentence b (no <s>, </s>); scores[b]: its average log-probability.
function M.mask_predict(model, src, opts)
  local fn = "mask_predict"
  opts = opts or {}
  if type(opts) ~= "table" then fail(fn, "options must be a table") end
  check_model(fn, model)
  if not xa.is_tensor(src) or src:dim() ~= 2 or src:dtype() ~= "int64" then
    fail(fn, "src must be an int64 (B,S) tensor, got " .. (xa.is_tensor(src) and (src:dtype() .. " " .. shape_str(src)) or type(src)))
  end
  local T = check_int(fn, opts, "iterations", 10, 1)
  local l = check_int(fn, opts, "length_beam", 5, 1)
  local nbest = check_int(fn, opts, "nbest", 1, 1)
  local B = src:size(1)
  local given = opts.lengths
  if given ~= nil then
    if type(given) ~= "table" or #given ~= B then fail(fn, ("lengths must be a list of %d lengths (one per sentence)"):format(B)) end
    for b, n in ipairs(given) do
      if math.type(n) ~= "integer" or n < 1 then
        fail(fn, ("lengths[%d] must be an integer >= 1, got %s"):format(b, tostring(n)))
      end
    end
    l = 1
  end
  if nbest > l then fail(fn, ("nbest = %d exceeds length_beam = %d"):format(nbest, l)) end
  if B == 0 then return {}, {}, {} end
  local maxpos = model.cfg and model.cfg.max_positions
  local dev = src.device -- the model's too: every tensor made here goes there
  return xa.no_grad(function()
    local enc = model:encode(src, opts.src_pad)
    local lens
    if given then
      lens = xa.tensor(given, {dtype = "int64", device = dev}):view(B, 1)
    else
      if not xa.is_tensor(enc.length) or enc.length:dim() ~= 2 or enc.length:size(1) ~= B then
        fail(fn, "model:encode must return enc.length, (B, Lmax + 1) log-probabilities of the target length", 2)
      end
      if l > enc.length:size(2) - 1 then
        fail(fn, ("length_beam = %d exceeds the %d lengths the model predicts"):format(l, enc.length:size(2) - 1), 2)
      end
      lens = M.length_beam(enc.length, l)
    end
    local N = B * l
    lens = lens:reshape(N)
    local Tm = lens:max():item()
    if maxpos and Tm > maxpos then
      fail(fn, ("a target length of %d exceeds the model's max_positions = %d"):format(Tm, maxpos), 2)
    end
    if l > 1 then
      enc = model:reorder(enc, nil, xa.arange(1, B + 1, 1, {dtype = "int64", device = dev}):view(B, 1):expand(B, l):reshape(N))
    end
    local len_list = lens:totable()
    local pad = xa.arange(1, Tm + 1, 1, {dtype = "int64", device = dev}):view(1, Tm):gt(lens:view(N, 1)) -- (N,Tm)
    local MASK = model.mask_id
    local input = xa.full({N, Tm}, MASK, {dtype = "int64", device = dev}):masked_fill(pad, PAD)
    -- the first pass predicts every real position; padded cells (shorter candidates in a
    -- batch) skip the output layer, the larger part of a pass
    local total = 0
    for _, n in ipairs(len_list) do total = total + n end
    local real = N * Tm > total and pad:logical_not() or nil
    local toks, lp = model:predict(enc, input, real)
    for t = 1, T - 1 do
      local counts, any = {}, false
      for r, n in ipairs(len_list) do
        counts[r] = n * (T - t) // T
        if counts[r] > 0 then any = true end
      end
      -- CHOICE: n as the paper writes it (the Mask-Predict code masks max(1, n)); a pass with
      -- n = 0 everywhere would change nothing, and the counts only shrink: stop
      if not any then break end
      local m = M.lowest(lp, counts, pad)
      input = toks:masked_fill(m, MASK):masked_fill(pad, PAD)
      local nt, nlp = model:predict(enc, input, m)   -- the output layer at the masked positions only
      toks, lp = xa.where(m, nt, toks), xa.where(m, nlp, lp)
    end
    local score = lp:masked_fill(pad, 0):sum(2) / lens:to(lp:dtype())  -- (N) average log-probability
    local S = score:view(B, l):totable()
    local rows = toks:totable()
    local hyps, scores, info = {}, {}, {lengths = {}, rows = {}}
    for b = 1, B do
      local cands = {}
      for j = 1, l do
        local r = (b - 1) * l + j
        cands[j] = {row = r, score = S[b][j], length = len_list[r]}
      end
      -- best first; equal scores: the earlier candidate (the more probable length)
      table.sort(cands, function(x, y)
        if x.score ~= y.score then return x.score > y.score end
        return x.row < y.row
      end)
      local function tokens(c) return table.move(rows[c.row], 1, c.length, 1, {}) end
      if nbest > 1 then
        local list = {}
        for k = 1, nbest do list[k] = {tokens = tokens(cands[k]), score = cands[k].score, length = cands[k].length} end
        hyps[b] = list
      else
        hyps[b] = tokens(cands[1])
      end
      scores[b] = cands[1].score
      info.rows[b], info.lengths[b] = cands[1].row, cands[1].length
    end
    if opts.keep_input then info.input = input end
    return hyps, scores, info
  end)
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("nat", M, [[
xattn.nat -- non-autoregressive decoding: mask-predict (Ghazvininejad et al. 2019) for nn.CMLM
  local hyps, scores = xattn.nat.mask_predict(model, src, {iterations = 10, length_beam = 5})
The l most probable target lengths are decoded in parallel; pass 1 predicts every position,
pass t + 1 re-masks the floor(N (T - t) / T) least probable tokens and predicts them again;
the candidate with the best average log-probability wins. See docs/nat.md.]])
doc("nat.mask_predict", M.mask_predict, [[
nat.mask_predict(model, src (B,S) int64 [, {iterations=10, length_beam=5, nbest=1, lengths=nil,
  src_pad=nil, keep_input=false}]) -> hyps, scores, info
Mask-predict with T = iterations decoder passes over all B * l candidates at once (l =
length_beam). hyps[b]: token ids (no <s>/</s>) of the best candidate; scores[b]: its average
log-probability; with nbest > 1, hyps[b] = {{tokens, score, length}, ...} best first.
lengths: one target length per sentence decoded instead of the length beam (l = 1).
info = {lengths, rows (the winning candidate rows), input (with keep_input: the decoder
input of the last pass, (B l, T))}. Call model:eval() first.]])
doc("nat.remask_count", M.remask_count, [[
nat.remask_count(len, T, t) -> n = floor(len (T - t) / T)
The tokens mask-predict masks again before pass t + 1 (t = 1..T-1) of a len-token candidate.]])
doc("nat.lowest", M.lowest, [[
nat.lowest(logp (N,T), counts (N) int64 or list [, pad (N,T) bool]) -> mask (N,T) bool
The counts[r] lowest entries of each row among its non-pad positions (equal values: the
earlier position first); what mask-predict re-masks.]])
doc("nat.length_beam", M.length_beam, [[
nat.length_beam(length_logp (B, Lmax + 1), l) -> lengths (B, l) int64
The l most probable target lengths >= 1 (column N + 1 is length N), most probable first;
equal probabilities: the shorter first.]])

return M
