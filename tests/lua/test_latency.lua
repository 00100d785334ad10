-- Latency metrics (docs/methods.md) against delays worked out by hand (the arithmetic is in
-- the comments), including the edge cases: target longer than the source, a policy that
-- reads everything first, reading after the last write, d_1 > |X|.
local xa = require "xattn"
local lat = xa.latency

local function near(a, b, msg)
  if math.abs(a - b) > 1e-12 then
    error(("%sexpected %.15g, got %.15g"):format(msg and msg .. ": " or "", b, a), 2)
  end
end

test("xa.latency is the latency module", function()
  T.eq(lat, require "xattn.latency")
end)

-- delays 2,3,4,5,5 with |X| = 5, |Y| = 5, |ref| = 4
test("a wait-2-like sentence: AP, AL (both lengths), LAAL, DAL, CW", function()
  local d, X = {2, 3, 4, 5, 5}, 5
  near(lat.ap(d, X), 19 / 25, "AP = (2+3+4+5+5)/(5*5)")
  -- gamma = 1, tau = 4: (2-0)+(3-1)+(4-2)+(5-3) = 8; 8/4
  near(lat.al(d, X), 2.0, "AL with the hypothesis length")
  -- gamma = 4/5, (i-1)/gamma = 0, 1.25, 2.5, 3.75: 2 + 1.75 + 1.5 + 1.25 = 6.5; 6.5/4
  near(lat.al(d, X, 4), 1.625, "AL with the reference length")
  near(lat.laal(d, X, 4), 2.0, "LAAL: gamma = max(5, 4)/5 = 1")
  -- gamma = 1: d' = 2,3,4,5,6; minus (i-1): 2,2,2,2,2
  near(lat.dal(d, X), 2.0, "DAL")
  -- bursts ending in a write at i = 1,2,3,4: 5/4; eq. 13: d_5/4
  near(lat.cw(d, X), 1.25, "CW")
  near(lat.cw(d, X, "eq13"), 1.25, "CW eq. 13")
  local s = lat.sentence(d, X, 4)
  near(s.AL, 1.625, "sentence AL is SimulEval's"); near(s.AL_hyp, 2.0, "sentence AL_hyp")
  near(s.LAAL, 2.0); near(s.DAL, 2.0); near(s.AP, 0.76); near(s.CW, 1.25); near(s.CW13, 1.25)
end)

-- |X| = 3, delays 1,2,3,3,3,3 (|Y| = 6 > |X|), |ref| = 4
test("target longer than the source", function()
  local d, X = {1, 2, 3, 3, 3, 3}, 3
  near(lat.ap(d, X), 15 / 18, "AP")
  -- gamma = 2: 1 + (2-0.5) + (3-1) = 4.5 over tau = 3
  near(lat.al(d, X), 1.5, "AL hyp")
  -- gamma = 4/3: 1 + (2-0.75) + (3-1.5) = 3.75 over 3
  near(lat.al(d, X, 4), 1.25, "AL ref")
  near(lat.laal(d, X, 4), 1.5, "LAAL uses max(6, 4)")
  -- gamma = 2: d' = 1, 2, 3, 3.5, 4, 4.5; minus 0, .5, 1, 1.5, 2, 2.5 -> 1, 1.5, 2, 2, 2, 2 = 10.5
  near(lat.dal(d, X), 10.5 / 6, "DAL")
  near(lat.cw(d, X), 1.0, "CW: 3 reads in 3 bursts")
  near(lat.cw(d, X, "eq13"), 1.0, "CW13")
end)

-- |X| = 4, everything read before the first write, |Y| = 3, |ref| = 3
test("a policy that reads everything first (full sentence)", function()
  local d, X = {4, 4, 4}, 4
  near(lat.ap(d, X), 1.0, "AP = 12/12")
  near(lat.al(d, X), 4.0, "AL: tau = 1, d_1 = 4")
  near(lat.al(d, X, 3), 4.0, "AL ref")
  near(lat.laal(d, X, 3), 4.0, "LAAL")
  -- gamma = 3/4: d' = 4, 16/3, 20/3; minus 0, 4/3, 8/3 -> 4, 4, 4
  near(lat.dal(d, X), 4.0, "DAL")
  near(lat.cw(d, X), 4.0, "CW: one burst of 4"); near(lat.cw(d, X, "eq13"), 4.0)
end)

-- the example of docs/methods.md (CW): delays 1,2 with |X| = 5: R/W 0101000
test("reading after the last write: CW of the GMA code vs eq. 13", function()
  local d, X = {1, 2}, 5
  near(lat.cw(d, X), 2.5, "CW = 5 / 2")
  near(lat.cw(d, X, "eq13"), 1.0, "eq. 13 = 2 / 2")
  near(lat.ap(d, X), 0.3, "AP = 3/10")
  -- gamma = 2/5: no d_i >= 5, tau = 2: (1 - 0) + (2 - 2.5) = 0.5, / 2
  near(lat.al(d, X), 0.25, "AL hyp")
  -- d' = 1, max(2, 3.5) = 3.5; minus 0, 2.5 -> 1, 1; / 2
  near(lat.dal(d, X), 1.0, "DAL")
end)

test("uneven bursts; d_1 > |X|; an empty hypothesis", function()
  -- bursts at i = 1 (2), 3 (4), 4 (5): CW = 5/3; eq. 13: 5/3
  near(lat.cw({2, 2, 4, 5}, 5), 5 / 3); near(lat.cw({2, 2, 4, 5}, 5, "eq13"), 5 / 3)
  near(lat.al({6, 6}, 5), 6, "AL = d_1 when d_1 > |X|")
  near(lat.al({6, 6}, 5, 3), 6)
  for _, f in ipairs{"ap", "al", "dal", "cw"} do near(lat[f]({}, 5), 0, f .. " of an empty hypothesis") end
  near(lat.laal({}, 5, 3), 0)
end)

test("corpus: unweighted means over sentences, which AL is reported", function()
  local c = lat.corpus{{delays = {2, 3, 4, 5, 5}, src_len = 5, ref_len = 4},
                       {delays = {1, 2, 3, 3, 3, 3}, src_len = 3, ref_len = 4}}
  T.eq(c.n, 2); T.eq(c.al_length, "reference")
  near(c.AL, (1.625 + 1.25) / 2, "AL"); near(c.AL_hyp, (2.0 + 1.5) / 2, "AL_hyp")
  near(c.AP, (0.76 + 15 / 18) / 2, "AP"); near(c.DAL, (2 + 1.75) / 2, "DAL")
  near(c.LAAL, (2 + 1.5) / 2); near(c.CW, (1.25 + 1) / 2); near(c.CW13, (1.25 + 1) / 2)
  T.ok(tostring(c):find("AL 1.44 (reference length)", 1, true), tostring(c))
  local h = lat.corpus({{delays = {4, 4, 4}, src_len = 4}}, {level = "word"})
  T.eq(h.al_length, "hypothesis"); near(h.AL, 4)
  T.ok(h:format():find("word level", 1, true))
  local e = lat.corpus{}
  T.eq(e.n, 0); near(e.AL, 0)
end)

test("errors", function()
  T.raises(function() lat.al({2, 1}, 5) end, "latency.al: delays must not decrease (delay 2 is 1 after 2)")
  T.raises(function() lat.ap({1}, 0) end, "latency.ap: the source length must be a positive number, got 0")
  T.raises(function() lat.dal("x", 3) end, "latency.dal: delays must be a list of numbers, got string")
  T.raises(function() lat.ap({1, -1}, 3) end, "delay 2 must be a number >= 0, got -1")
  T.raises(function() lat.cw({1}, 3, "paper") end, "latency.cw: variant must be 'gma' or 'eq13'")
  T.raises(function() lat.laal({1}, 3) end, "latency.laal: the reference length must be a number >= 0, got nil")
  T.raises(function() lat.corpus{{delays = {1}, src_len = 2, ref_len = 1}, {delays = {1}, src_len = 2}} end,
    "1 of 2 instances have a ref_len")
  T.raises(function() lat.corpus{{delays = {3, 1}, src_len = 2}} end, "latency.corpus: instance 1:")
end)
