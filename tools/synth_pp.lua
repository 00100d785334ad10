-- Where synth's target puts a prepositional phrase that follows a noun: before that noun
-- (the PP modifies it: the target is head-final) or after it (the PP modifies the verb).
-- The source writes both the same way, so when the two readings are both frequent, the
-- target order cannot be told from the source (docs/results.md).
--   xattn tools/synth_pp.lua [DIR]        (default $XATTN_DATA/synth, else data/synth; reads train.*)
--   xattn tools/synth_pp.lua [DIR] --hyp FILE
--       also sorts the errors of a translation of DIR/test.src (FILE, one line each):
--       exact, the reference's words in another order (one PP moved, or more), other.
-- Prepositions are found from the gold alignments (a source word linked to one target
-- word in over 95% of its sure links, with more links than a tenth of the pairs); the verb
-- follows the auxiliary did/will. A PP right after the verb follows no noun (the target
-- puts it before the verb) and is not counted.
local function die(msg) io.stderr:write("synth_pp.lua: ", msg, "\n") os.exit(1) end
local dir, hypfile = (os.getenv("XATTN_DATA") or "data") .. "/synth", nil
do
  local i = 1
  while arg[i] do
    if arg[i] == "--hyp" then
      hypfile = arg[i + 1] or die("--hyp needs a file name")
      i = i + 2
    else dir = arg[i] i = i + 1 end
  end
end
local function lines(f, path)
  local t = {}
  path = path or dir .. "/" .. f
  local fh = io.open(path) or die("cannot read " .. path)
  for l in fh:lines() do t[#t + 1] = l end
  fh:close()
  return t
end
local src, tgt, al = lines("train.src"), lines("train.tgt"), lines("train.align")

local function words(s) local w = {} for x in s:gmatch("%S+") do w[#w + 1] = x end return w end
-- Pharaoh links as a map from one side's 1-based index to the other's: source -> target
-- over sure links (i-j), or with by_target target -> source over sure and possible (ipj)
local function link_map(a, by_target)
  local m = {}
  for i, sep, j in a:gmatch("(%d+)([%-p])(%d+)") do
    if by_target or sep == "-" then
      i, j = tonumber(i) + 1, tonumber(j) + 1
      if by_target then i, j = j, i end
      m[i] = m[i] or {}
      table.insert(m[i], j)
    end
  end
  return m
end
local function first(t) local m = math.huge for _, v in ipairs(t) do m = math.min(m, v) end return m end

-- prepositions: frequent source words aligned (sure) to a single target word
local links = {}
for k = 1, #src do
  local sw, tw = words(src[k]), words(tgt[k])
  for i, js in pairs(link_map(al[k])) do
    for _, j in ipairs(js) do
      local c = links[sw[i]] or {n = 0, to = {}}
      links[sw[i]] = c
      c.n = c.n + 1
      c.to[tw[j]] = (c.to[tw[j]] or 0) + 1
    end
  end
end
local aux = {did = true, will = true}
local dets = {a = true, the = true, every = true}
local preps = {}
for w, c in pairs(links) do
  local best = 0
  for _, n in pairs(c.to) do best = math.max(best, n) end
  if c.n > #src / 10 and best / c.n > 0.95 and not aux[w] and w ~= "and" then preps[w] = true end
end

-- the verb's index in a simple clause (an auxiliary did/will, no "and"), else nil
local function verb_pos(line, sw)
  if line:find("%f[%a]and%f[%A]") then return nil end
  for i, w in ipairs(sw) do if aux[w] then return i + 1 end end
end

local count = {} -- count[prep][where][order]
local totals = {before_verb = {before = 0, after = 0}, after_verb = {before = 0, after = 0}}
for k = 1, #src do
  local sw = words(src[k])
  local sure = link_map(al[k])
  local vpos = verb_pos(src[k], sw)
  if vpos then
    for i, w in ipairs(sw) do
      local prev = sw[i - 1]
      if preps[w] and prev and i - 1 ~= vpos and not (preps[prev] or dets[prev] or aux[prev])
         and sure[i] and sure[i - 1] then
        local where = i > vpos and "after_verb" or "before_verb"
        local order = first(sure[i]) < first(sure[i - 1]) and "before" or "after"
        count[w] = count[w] or {before_verb = {before = 0, after = 0}, after_verb = {before = 0, after = 0}}
        count[w][where][order] = count[w][where][order] + 1
        totals[where][order] = totals[where][order] + 1
      end
    end
  end
end

print("PPs after a noun, in clauses with did/will and no 'and' (train):")
print(("%-8s %22s %22s"):format("prep", "before the verb", "after the verb"))
print(("%-8s %11s %10s %11s %10s"):format("", "PP first", "noun first", "PP first", "noun first"))
local ps = {}
for p in pairs(count) do ps[#ps + 1] = p end
table.sort(ps)
for _, p in ipairs(ps) do
  local c = count[p]
  print(("%-8s %11d %10d %11d %10d"):format(p, c.before_verb.before, c.before_verb.after,
    c.after_verb.before, c.after_verb.after))
end
print(("%-8s %11d %10d %11d %10d"):format("all", totals.before_verb.before, totals.before_verb.after,
  totals.after_verb.before, totals.after_verb.after))
do
  local a = totals.after_verb
  print(("after the verb, the more frequent order (%s) is right for %.1f%% of PPs"):format(
    a.after >= a.before and "noun first" or "PP first", 100 * math.max(a.before, a.after) / (a.before + a.after)))
end

if not hypfile then return end

-- ---- the errors of a translation of the test set ----------------------------------------
local tsrc, tref, tal = lines("test.src"), lines("test.tgt"), lines("test.align")
local hyp = lines(nil, hypfile)
if #hyp ~= #tref then
  die(("%s has %d lines, %s/test.tgt %d"):format(hypfile, #hyp, dir, #tref))
end
local function bag(w) local b = {} for _, x in ipairs(w) do b[x] = (b[x] or 0) + 1 end return b end
local function same_bag(a, b)
  if #a ~= #b then return false end
  local ba, bb = bag(a), bag(b)
  for k, n in pairs(ba) do if bb[k] ~= n then return false end end
  return true
end
local function slice(t, i, j, into)
  local r = into or {}
  for k = i, j do r[#r + 1] = t[k] end
  return r
end
local function eq(a, b)
  if #a ~= #b then return false end
  for k = 1, #a do if a[k] ~= b[k] then return false end end
  return true
end
-- ref = X A B Y and hyp = X B A Y: the (A, B) splits, as target index ranges (1-based)
local function block_swaps(r, h)
  local i, j = 1, #r
  while r[i] == h[i] do i = i + 1 end
  while r[j] == h[j] do j = j - 1 end
  local out = {}
  local hmid = slice(h, i, j)
  for k = i + 1, j do
    if eq(hmid, slice(r, i, k - 1, slice(r, k, j))) then out[#out + 1] = {i, k, j} end
  end
  return out
end
-- is target block [lo, hi] a whole source PP: contiguous source words starting with a preposition
local function is_pp(sw, t2s, lo, hi)
  local seen, n, smin, smax = {}, 0, math.huge, -1
  for t = lo, hi do
    for _, s in ipairs(t2s[t] or {}) do
      if not seen[s] then seen[s] = true n = n + 1 smin = math.min(smin, s) smax = math.max(smax, s) end
    end
  end
  return n > 0 and preps[sw[smin]] and smax - smin + 1 == n
end
-- exact matches are also counted by the number of PPs that follow a noun after the verb
-- (simple clauses): such a PP may modify the noun or the verb, the hidden choice a model
-- must guess
local kinds = {exact = 0, one_pp = 0, reordered = 0, other = 0}
local byk, other = {}, {n = 0, exact = 0}
for k = 1, #tref do
  local r, h, sw = words(tref[k]), words(hyp[k]), words(tsrc[k])
  local exact = eq(r, h)
  if exact then kinds.exact = kinds.exact + 1
  elseif not same_bag(r, h) then kinds.other = kinds.other + 1
  else
    local t2s, pp = link_map(tal[k], true), false
    for _, b in ipairs(block_swaps(r, h)) do
      if is_pp(sw, t2s, b[1], b[2] - 1) or is_pp(sw, t2s, b[2], b[3]) then pp = true end
    end
    if pp then kinds.one_pp = kinds.one_pp + 1 else kinds.reordered = kinds.reordered + 1 end
  end
  local vpos, c = verb_pos(tsrc[k], sw), other
  if vpos then
    local n = 0
    for i, w in ipairs(sw) do if preps[w] and i > vpos + 1 then n = n + 1 end end
    byk[n] = byk[n] or {n = 0, exact = 0}
    c = byk[n]
  end
  c.n = c.n + 1
  if exact then c.exact = c.exact + 1 end
end
print(("\n%s against %s/test.tgt (%d sentences):"):format(hypfile, dir, #tref))
print(("  exact %d; the reference's words in another order %d (one PP moved %d, longer " ..
  "reorderings %d); other errors %d"):format(kinds.exact, kinds.one_pp + kinds.reordered,
  kinds.one_pp, kinds.reordered, kinds.other))
print("  exact, by the number of PPs that follow a noun after the verb (simple clauses with did/will):")
local ks = {}
for n in pairs(byk) do ks[#ks + 1] = n end
table.sort(ks)
for _, n in ipairs(ks) do
  print(("    %d PP(s): %3d of %3d (%.0f%%)"):format(n, byk[n].exact, byk[n].n, 100 * byk[n].exact / byk[n].n))
end
print(("    other sentences: %d of %d"):format(other.exact, other.n))
