-- Decoding: greedy and beam search over any model with the decoding interface
--   model:encode(src (B,S) int64)              -> enc
--   model:decode_step(enc, prev (K,1), state)  -> log-probabilities (K,V); state is {} at
--                                                 the first step and updated in place
--   model:reorder(enc, state, idx (K') int64 [, same_source])
--                                              -> enc' with rows idx (1-based) selected;
--                                                 state reordered in place; same_source
--                                                 (beam search within each sentence's
--                                                 beam): row idx[r] has row r's source, so
--                                                 what depends on the source alone may stay
-- Token ids: 1 = <pad>, 2 = <s> (bos), 3 = </s> (eos). Both searches are batched over
-- sentences and drop finished sentences from the batch with model:reorder. They run on
-- src's device: the tensors they make (previous tokens, rows kept, scores) go there, and
-- only the chosen ids and scores come back to the host each step. The exact rules
-- (fairseq's SequenceGenerator, step by step) are in docs/search.md.
local xa = require "xattn"

local M = {}
local PAD, BOS, EOS = 1, 2, 3
M.PAD, M.BOS, M.EOS = PAD, BOS, EOS

local NEG_INF = -math.huge

local function check_model(fname, model)
  if type(model) ~= "table" and type(model) ~= "userdata" then
    error(fname .. ": model must be an object with encode, decode_step and reorder", 3)
  end
  if model.is_nat then
    error(fname .. ": the model is non-autoregressive (a CMLM); decode it with xattn.nat.mask_predict", 3)
  end
  for _, m in ipairs{"encode", "decode_step", "reorder"} do
    if type(model[m]) ~= "function" then
      error(("%s: model has no method %s (needs encode, decode_step, reorder)"):format(fname, m), 3)
    end
  end
end

local function check_src(fname, src)
  if not xa.is_tensor(src) then error(fname .. ": src must be a (B,S) int64 tensor", 3) end
  if src:dim() ~= 2 or src:dtype() ~= "int64" then
    error(("%s: src must be a (B,S) int64 tensor, got %s %s"):format(fname, src:dtype(),
      "(" .. table.concat(src:shape(), ",") .. ")"), 3)
  end
end

local function check_num(fname, opts, key, def, min)
  local v = opts[key]
  if v == nil then return def end
  if type(v) ~= "number" or v ~= v or (min and v < min) then
    error(("%s: option %s must be a number%s, got %s"):format(fname, key,
      min and (" >= " .. min) or "", tostring(v)), 3)
  end
  return v
end

-- max_len per sentence: floor(a * |x| + b), |x| = the non-pad source length, capped by
-- opts.max_len; the number of tokens before the final eos
local function max_lens(fname, src, opts)
  local a = check_num(fname, opts, "max_len_a", 1.2, 0)
  local b = check_num(fname, opts, "max_len_b", 10)
  local cap = check_num(fname, opts, "max_len", math.huge, 0)
  local lens = src:ne(PAD):sum(2):totable()
  local out = {}
  for i, n in ipairs(lens) do
    local m = math.floor(a * n + b)
    if m > cap then m = math.floor(cap) end
    if m < 0 then m = 0 end
    out[i] = m
  end
  return out
end

-- the model's log-probabilities for K rows, checked
local function step_logprobs(fname, model, enc, prev_ids, state, dev)
  local K = #prev_ids
  local prev = xa.tensor(prev_ids, {dtype = "int64", device = dev}):view(K, 1)
  local lp = model:decode_step(enc, prev, state)
  if not xa.is_tensor(lp) or lp:dim() ~= 2 or lp:size(1) ~= K then
    error(("%s: decode_step must return (K,V) log-probabilities for K = %d rows, got %s"):format(
      fname, K, xa.is_tensor(lp) and ("(" .. table.concat(lp:shape(), ",") .. ")") or type(lp)), 3)
  end
  local dt = lp:dtype()
  if dt ~= "float32" and dt ~= "float64" then
    error(("%s: decode_step returned %s log-probabilities; need float32 or float64"):format(fname, dt), 3)
  end
  if lp:size(2) < 4 then
    error(("%s: vocabulary of %d entries; ids 1-3 are pad, bos, eos"):format(fname, lp:size(2)), 3)
  end
  if lp.device ~= dev then
    error(("%s: decode_step returned log-probabilities on %s for a source on %s"):format(fname, lp.device, dev), 3)
  end
  return lp
end

-- (1,V) additive mask: -inf at pad, so pad is never generated
local function pad_bias(V, dtype, dev)
  local b = xa.zeros(1, V, {dtype = dtype})
  b:set(1, PAD, NEG_INF)
  return b:to(dev)
end

-- a list of 1-based rows as an int64 tensor on dev
local function rows_on(list, dev) return xa.tensor(list, {dtype = "int64", device = dev}) end

------------------------------------------------------------------------------------------
-- greedy
------------------------------------------------------------------------------------------

--- greedy(model, src (B,S) int64 [, {max_len_a=1.2, max_len_b=10, max_len}]) -> hyps, scores
-- hyps[i] is the list of token ids of sentence i without bos and eos; scores[i] is the
-- sum of the log-probabilities of those tokens and of the final eos. Each step takes the
-- most probable token other than pad (ties: the lower id); a sentence ends at eos, and eos
-- is forced after max_len = floor(a * |x| + b) tokens (|x| = source length without pad).
function M.greedy(model, src, opts)
  local fname = "search.greedy"
  opts = opts or {}
  check_model(fname, model)
  check_src(fname, src)
  if type(opts) ~= "table" then error(fname .. ": options must be a table", 2) end
  local maxl = max_lens(fname, src, opts)
  local B = src:size(1)
  local hyps, scores = {}, {}
  for i = 1, B do hyps[i] = {}; scores[i] = 0.0 end
  if B == 0 then return hyps, scores end
  return xa.no_grad(function()
    local enc = model:encode(src)
    local state, dev = {}, src.device
    local rows, prev = {}, {} -- rows[r] = sentence of row r; prev[r] its last token
    for i = 1, B do rows[i] = i; prev[i] = BOS end
    local step, bias = 0, nil
    while #rows > 0 do
      local lp = step_logprobs(fname, model, enc, prev, state, dev)
      bias = bias or pad_bias(lp:size(2), lp:dtype(), dev)
      local best, pos = (lp + bias):max(2)
      best, pos = best:totable(), pos:totable()
      local eos_lp
      local keep, keep_rows, keep_prev = {}, {}, {}
      for r, i in ipairs(rows) do
        local tok, s = pos[r], best[r]
        if step >= maxl[i] and tok ~= EOS then
          eos_lp = eos_lp or lp:select(2, EOS):totable()
          tok, s = EOS, eos_lp[r]
        end
        scores[i] = scores[i] + s
        if tok == EOS then
          -- finished
        else
          local h = hyps[i]
          h[#h + 1] = tok
          keep[#keep + 1] = r
          keep_rows[#keep_rows + 1] = i
          keep_prev[#keep_prev + 1] = tok
        end
      end
      if #keep == 0 then break end
      if #keep < #rows then enc = model:reorder(enc, state, rows_on(keep, dev)) end
      rows, prev = keep_rows, keep_prev
      step = step + 1
    end
    return hyps, scores
  end)
end

------------------------------------------------------------------------------------------
-- beam
------------------------------------------------------------------------------------------

-- a hypothesis is a chain of nodes {tok, score (cumulative), parent}
local function unwind(node)
  local toks, cum = {}, {}
  local n = 0
  local p = node
  while p do n = n + 1; p = p.parent end
  p = node
  for k = n, 1, -1 do toks[k] = p.tok; cum[k] = p.score; p = p.parent end
  return toks, cum
end

local function finalize(node, eos_score, len, lenpen)
  local toks, cum = unwind(node)
  local pos, prev = {}, 0.0
  for k = 1, #toks do pos[k] = cum[k] - prev; prev = cum[k] end
  pos[#toks + 1] = eos_score - prev
  return {tokens = toks, positional_scores = pos, logprob = eos_score,
          score = eos_score / (len ^ lenpen)}
end

--- beam(model, src (B,S) int64 [, opts]) -> per sentence a list of nbest hypotheses
-- opts: beam=5, lenpen=1.0, nbest=1 (<= beam), max_len_a=1.2, max_len_b=10, max_len.
-- A hypothesis is {tokens = {ids without bos/eos}, score = logprob / (#tokens+1)^lenpen,
-- logprob = the sum of positional_scores, positional_scores = one log-probability per
-- token and a last one for eos}; the list is sorted by score, best first. fairseq's rules:
-- every step, for each sentence, the 2*beam best (score + log p) over beam*V extensions;
-- eos among the first beam of them is finished (at most beam finished per sentence); the
-- first beam non-eos extensions live on; a sentence stops with beam finished hypotheses;
-- eos is forced after max_len tokens. See docs/search.md.
-- opts.trace (a list, or a function) records every step: after step t (1-based: t tokens
-- chosen) a record {step = t, sentences = {[i] = {live = {{tokens =, logprob =}...} (the
-- hypotheses kept, in rank order), finished = {{tokens =, logprob =, score =}...}} for
-- every sentence searched at that step} is appended to the list (or passed to the
-- function). Tracing costs nothing when off; the search itself is unchanged.
function M.beam(model, src, opts)
  local fname = "search.beam"
  opts = opts or {}
  if type(opts) ~= "table" then error(fname .. ": options must be a table", 2) end
  check_model(fname, model)
  check_src(fname, src)
  local beam = opts.beam or 5
  if math.type(beam) ~= "integer" or beam < 1 then
    error(fname .. ": beam must be a positive integer, got " .. tostring(beam), 2)
  end
  local nbest = opts.nbest or 1
  if math.type(nbest) ~= "integer" or nbest < 1 or nbest > beam then
    error(("%s: nbest must be an integer in 1..beam (%d), got %s"):format(fname, beam, tostring(nbest)), 2)
  end
  local lenpen = check_num(fname, opts, "lenpen", 1.0)
  local trace = opts.trace
  if trace ~= nil and type(trace) ~= "table" and type(trace) ~= "function" then
    error(fname .. ": trace must be a list or a function, got " .. type(trace), 2)
  end
  local maxl = max_lens(fname, src, opts)
  local B = src:size(1)
  local results = {}
  for i = 1, B do results[i] = {} end
  if B == 0 then return results end

  return xa.no_grad(function()
    local enc = model:encode(src)
    local state, dev = {}, src.device
    -- rows (a-1)*beam+1 .. a*beam belong to the a-th active sentence
    local idx = {}
    for i = 1, B do for j = 1, beam do idx[#idx + 1] = i end end
    enc = model:reorder(enc, state, rows_on(idx, dev))
    local active = {}          -- active[a] = sentence id
    local node, cum, prev = {}, {}, {} -- per row: hypothesis chain, cumulative score, last token
    for i = 1, B do active[i] = i end
    for r = 1, B * beam do node[r] = false; cum[r] = 0.0; prev[r] = BOS end
    local finished = {}
    for i = 1, B do finished[i] = {} end
    local step, bias, V = 0, nil, nil

    while true do
      local n = #active
      local K = n * beam
      local lp = step_logprobs(fname, model, enc, prev, state, dev)
      if not bias then V = lp:size(2); bias = pad_bias(V, lp:dtype(), dev) end
      local cand = lp + xa.tensor(cum, {dtype = lp:dtype(), device = dev}):view(K, 1) + bias -- (K,V)
      local width, flat
      if step == 0 then
        -- every row of a sentence is the same hypothesis: only its first row counts
        flat, width = cand:view(n, beam, V):select(2, 1), V
      else
        flat, width = cand:view(n, beam * V), beam * V
      end
      local k = math.min(2 * beam, width - 1) -- width-1: pad (-inf) is never a candidate
      local vals, pos = flat:topk(k, 2)
      vals, pos = vals:totable(), pos:totable()
      local eos_col -- the eos candidates of every row, for sentences at max_len
      local new_active, new_idx, new_node, new_cum, new_prev = {}, {}, {}, {}, {}

      for a, i in ipairs(active) do
        local base = (a - 1) * beam
        -- candidates in rank order: {row, tok, score}
        local cands = {}
        if step >= maxl[i] then
          eos_col = eos_col or cand:select(2, EOS):totable()
          for j = 1, (step == 0 and 1 or beam) do
            cands[#cands + 1] = {base + j, EOS, eos_col[base + j]}
          end
          table.sort(cands, function(x, y)
            if x[3] ~= y[3] then return x[3] > y[3] end
            return x[1] < y[1]
          end)
        else
          local va, pa = vals[a], pos[a]
          for c = 1, k do
            local p = pa[c] - 1
            cands[c] = {base + p // V + 1, p % V + 1, va[c]}
          end
        end
        -- eos among the first beam candidates: finished hypotheses
        local fin = finished[i]
        for c = 1, math.min(beam, #cands) do
          local cd = cands[c]
          if cd[2] == EOS and cd[3] > NEG_INF and #fin < beam then
            fin[#fin + 1] = finalize(node[cd[1]] or nil, cd[3], step + 1, lenpen)
          end
        end
        if #fin < beam and step < maxl[i] then
          -- the sentence goes on with the first beam candidates that are not eos
          new_active[#new_active + 1] = i
          local got = 0
          for c = 1, #cands do
            local cd = cands[c]
            if not (cd[2] == EOS and cd[3] > NEG_INF) then
              got = got + 1
              local r = cd[1]
              new_idx[#new_idx + 1] = r
              new_node[#new_node + 1] = {tok = cd[2], score = cd[3], parent = node[r] or nil}
              new_cum[#new_cum + 1] = cd[3]
              new_prev[#new_prev + 1] = cd[2]
              if got == beam then break end
            end
          end
          while got < beam do -- too few candidates (tiny vocabulary): dead rows
            got = got + 1
            new_idx[#new_idx + 1] = base + 1
            new_node[#new_node + 1] = {tok = PAD, score = NEG_INF, parent = node[base + 1] or nil}
            new_cum[#new_cum + 1] = NEG_INF
            new_prev[#new_prev + 1] = PAD
          end
        end
      end

      if trace then
        local rec = {step = step + 1, sentences = {}}
        for _, i in ipairs(active) do
          local fin = {}
          for k2, h in ipairs(finished[i]) do fin[k2] = {tokens = h.tokens, logprob = h.logprob, score = h.score} end
          rec.sentences[i] = {live = {}, finished = fin}
        end
        for a, i in ipairs(new_active) do
          local live = rec.sentences[i].live
          for j = (a - 1) * beam + 1, a * beam do
            local nd = new_node[j]
            if nd.score > NEG_INF then
              local toks = unwind(nd)
              live[#live + 1] = {tokens = toks, logprob = nd.score}
            end
          end
        end
        if type(trace) == "function" then trace(rec) else trace[#trace + 1] = rec end
      end
      if #new_active == 0 then break end
      -- with the same sentences active, every row moves within its sentence's beam
      enc = model:reorder(enc, state, rows_on(new_idx, dev), #new_active == #active)
      active, node, cum, prev = new_active, new_node, new_cum, new_prev
      step = step + 1
    end

    for i = 1, B do
      local fin = finished[i]
      for k2, h in ipairs(fin) do h._order = k2 end
      table.sort(fin, function(x, y)
        if x.score ~= y.score then return x.score > y.score end
        return x._order < y._order -- stable, as Python's sorted
      end)
      for k2 = 1, math.min(nbest, #fin) do
        fin[k2]._order = nil
        results[i][k2] = fin[k2]
      end
    end
    return results
  end)
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local doc = xa.document
doc("search", M, [[
xattn.search -- greedy and beam search (fairseq's SequenceGenerator rules), batched over
sentences, for any model with encode(src) -> enc, decode_step(enc, prev (K,1), state) ->
log-probabilities (K,V) and reorder(enc, state, idx) (nn.Transformer has them). Ids: 1
<pad>, 2 <s>, 3 </s> (search.PAD, BOS, EOS). See docs/search.md.]])
doc("search.greedy", M.greedy, [[
search.greedy(model, src (B,S) int64 [, {max_len_a=1.2, max_len_b=10, max_len=inf}])
  -> hyps, scores
hyps[i]: the token ids of sentence i without <s> and </s>; scores[i]: the sum of the
log-probabilities of those tokens and of the final </s>. Each step takes the most probable
token other than <pad> (ties: the lower id); </s> is forced after floor(a |x| + b) tokens
(|x| the source length without padding, capped by max_len). Call model:eval() first.]])
doc("search.beam", M.beam, [[
search.beam(model, src (B,S) int64 [, {beam=5, lenpen=1.0, nbest=1, max_len_a=1.2,
  max_len_b=10, max_len=inf, trace=nil}]) -> per sentence a list of nbest hypotheses
A hypothesis is {tokens (without <s>/</s>), score = logprob / (#tokens + 1)^lenpen, logprob,
positional_scores (one per token and one for </s>)}, best first. fairseq's rules: each step
takes the 2 beam best extensions per sentence; a </s> among the first beam of them finishes
a hypothesis; a sentence stops with beam finished ones; </s> is forced at max length.
trace (a list, or a function called with each record) records every step: {step, sentences
= {[i] = {live = {{tokens, logprob}...}, finished = {{tokens, logprob, score}...}}}} (see
streameval.beam_view). Call model:eval() first.]])

return M
