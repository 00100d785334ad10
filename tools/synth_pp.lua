-- Where synth's target puts a prepositional phrase that follows a noun: before that noun
-- (the PP modifies it: the target is head-final) or after it (the PP modifies the verb).
-- The source writes both the same way, so when the two readings are both frequent, the
-- target order cannot be told from the source (docs/results.md, issue 3).
--   xattn tools/synth_pp.lua [DIR]        (default ../shared/data/synth; reads train.*)
-- Prepositions are found from the gold alignments (a source word linked to one target
-- word in over 95% of its 3,000+ sure links); the verb follows the auxiliary did/will.
local dir = arg[1] or "../shared/data/synth"
local function lines(f)
  local t = {}
  for l in io.lines(dir .. "/" .. f) do t[#t + 1] = l end
  return t
end
local src, tgt, al = lines("train.src"), lines("train.tgt"), lines("train.align")

local function words(s) local w = {} for x in s:gmatch("%S+") do w[#w + 1] = x end return w end
local function sure_links(a) -- source index (1-based) -> list of target indices
  local m = {}
  for i, j in a:gmatch("(%d+)%-(%d+)") do
    i, j = tonumber(i) + 1, tonumber(j) + 1
    m[i] = m[i] or {}
    table.insert(m[i], j)
  end
  return m
end
local function first(t) local m = math.huge for _, v in ipairs(t) do m = math.min(m, v) end return m end

-- prepositions: frequent source words aligned (sure) to a single target word
local links = {}
for k = 1, #src do
  local sw, tw = words(src[k]), words(tgt[k])
  for i, js in pairs(sure_links(al[k])) do
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
  if c.n > 3000 and best / c.n > 0.95 and not aux[w] and w ~= "and" then preps[w] = true end
end

local count = {} -- count[prep][where][order]
local totals = {before_verb = {before = 0, after = 0}, after_verb = {before = 0, after = 0}}
for k = 1, #src do
  local sw = words(src[k])
  local sure = sure_links(al[k])
  local vpos
  for i, w in ipairs(sw) do if aux[w] then vpos = i + 1 break end end
  local simple = not src[k]:find("%f[%a]and%f[%A]")
  if vpos and simple then
    for i, w in ipairs(sw) do
      local prev = sw[i - 1]
      if preps[w] and prev and not (preps[prev] or dets[prev] or aux[prev]) and sure[i] and sure[i - 1] then
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
