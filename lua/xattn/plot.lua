-- xattn.plot: dependency-free SVG figures and a terminal attention map.
--
--   local plot = xattn.plot
--   plot.heatmap(m, {rows = tgt_words, cols = src_words, marks = {{2, 3.4}}, title = "layer 1",
--                    path = "attn.svg"})                       --> "attn.svg", file written
--   plot.histogram(values, {bins = 20, range = {0, 1}, title = "gate"})
--   plot.histograms({{name = "layer 1", values = {...}}, {name = "layer 2", counts = {...},
--                     edges = {...}}}, {title = "gates"})      -- small multiples
--   plot.lines{series = {{name = "wait-k", xs = {...}, ys = {...}}}, xlabel = "AL", ylabel = "BLEU"}
--   plot.bars{labels = {"(0,20]", "[21,40]"}, series = {{name = "dot", values = {30.1, 25.2}}}}
--   print(plot.terminal(m, src_words, tgt_words))               -- shaded blocks for the REPL
--
-- Every function returns the SVG text or, given opts.path, writes it there and returns the
-- path (so the REPL shows the file name, not the whole figure). Text is
-- XML-escaped; non-finite data values are left out (heatmap cells drawn grey), so every
-- number written into the file is finite. Matrices are Lua lists of rows or 2-D tensors.
local xa = require "xattn"

local plot = {}

local function fail(msg, level) error(msg, (level or 1) + 1) end

local function finite(x) return type(x) == "number" and x == x and x ~= math.huge and x ~= -math.huge end

--- escape(s) -> s with & < > " ' written as XML entities
function plot.escape(s)
  s = tostring(s)
  return (s:gsub("[&<>\"']", {["&"] = "&amp;", ["<"] = "&lt;", [">"] = "&gt;",
                               ['"'] = "&quot;", ["'"] = "&#39;"}))
end
local esc = plot.escape

-- a coordinate or size: at most 2 decimals, never NaN or inf
local function n(x)
  if not finite(x) then error("plot: internal error, non-finite coordinate " .. tostring(x), 2) end
  local s = ("%.2f"):format(x):gsub("0+$", ""):gsub("%.$", "")
  if s == "-0" then s = "0" end
  return s
end

-- a number as a label: up to 3 significant decimals
local function label_num(x)
  if not finite(x) then return tostring(x) end
  if x == math.floor(x) and math.abs(x) < 1e15 then return ("%d"):format(x) end
  return (("%.3g"):format(x))
end

local palette = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"}
plot.palette = palette

-- an SVG document builder
local function doc(w, h)
  local d = {parts = {}, w = w, h = h}
  function d:add(s) self.parts[#self.parts + 1] = s end
  function d:text(x, y, s, attrs)
    self:add(('<text x="%s" y="%s"%s>%s</text>'):format(n(x), n(y), attrs and (" " .. attrs) or "", esc(s)))
  end
  function d:line(x1, y1, x2, y2, attrs)
    self:add(('<line x1="%s" y1="%s" x2="%s" y2="%s" %s/>'):format(n(x1), n(y1), n(x2), n(y2),
      attrs or 'stroke="#000"'))
  end
  function d:rect(x, y, rw, rh, attrs, tip)
    local r = ('<rect x="%s" y="%s" width="%s" height="%s" %s'):format(n(x), n(y), n(math.max(rw, 0)),
      n(math.max(rh, 0)), attrs or "")
    if tip then self:add(r .. "><title>" .. esc(tip) .. "</title></rect>") else self:add(r .. "/>") end
  end
  function d:finish()
    local head = ('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" '
      .. 'font-family="sans-serif" font-size="11">'):format(n(self.w), n(self.h), n(self.w), n(self.h))
    return '<?xml version="1.0" encoding="UTF-8"?>\n' .. head .. '\n<rect x="0" y="0" width="'
      .. n(self.w) .. '" height="' .. n(self.h) .. '" fill="#fff"/>\n'
      .. table.concat(self.parts, "\n") .. "\n</svg>\n"
  end
  return d
end

-- given opts.path, writes the file and returns the path (like savefig, the figure itself is
-- not returned: the REPL would print the whole SVG); otherwise returns the SVG text
local function output(svg, opts)
  if opts and opts.path then
    if type(opts.path) ~= "string" then fail("plot: path must be a string", 3) end
    local f, err = io.open(opts.path, "wb")
    if not f then fail(("plot: cannot write %s: %s"):format(opts.path, tostring(err)), 3) end
    local ok, werr = f:write(svg)
    local cok, cerr = f:close()
    if not ok or not cok then
      fail(("plot: cannot write %s: %s"):format(opts.path, tostring(werr or cerr)), 3)
    end
    return opts.path
  end
  return svg
end

local function check_opts(fn, opts)
  if opts ~= nil and type(opts) ~= "table" then fail(fn .. ": opts must be a table", 3) end
  return opts or {}
end

-- matrix from a 2-D tensor or a list of rows of numbers, checked rectangular
local function to_matrix(fn, m)
  if xa.is_tensor(m) then
    if m:dim() ~= 2 then
      fail(("%s: matrix must be 2-D, got a tensor of shape (%s)"):format(fn, table.concat(m:shape(), ",")), 3)
    end
    m = m:double():totable()
  end
  if type(m) ~= "table" then fail(fn .. ": matrix must be a 2-D tensor or a list of rows", 3) end
  local cols = m[1] and type(m[1]) == "table" and #m[1] or 0
  for i, row in ipairs(m) do
    if type(row) ~= "table" or #row ~= cols then
      fail(("%s: row %d has %s values, row 1 has %d"):format(fn, i, type(row) == "table" and #row or "no", cols), 3)
    end
    for j, v in ipairs(row) do
      if type(v) ~= "number" then fail(("%s: value (%d, %d) is a %s, not a number"):format(fn, i, j, type(v)), 3) end
    end
  end
  return m, #m, cols
end

-- white -> dark blue
local function shade(v)
  local t = math.max(0, math.min(1, v))
  local r = math.floor(255 - t * (255 - 8) + 0.5)
  local g = math.floor(255 - t * (255 - 48) + 0.5)
  local b = math.floor(255 - t * (255 - 107) + 0.5)
  return ("#%02x%02x%02x"):format(r, g, b)
end

local function text_width(s) return 7 * (utf8.len(tostring(s)) or #tostring(s)) end

--- heatmap(matrix [, opts]) -> svg
-- opts: rows, cols (labels), title, vmin (0), vmax (the largest value), cell (pixels),
-- marks = {{row, col}...} (col may be fractional: a GMM centre mu sits at (mu - 0.5)
-- cells from the left edge, i.e. on column mu's centre when mu is an integer),
-- centres = {{c...} per row} (the same as marks), bounds = {b per row} (a vertical bar at
-- the right edge of column b of that row: e.g. the last source token a SiMT policy let the
-- decoder see), path.
function plot.heatmap(m, opts)
  opts = check_opts("heatmap", opts)
  local rows, nr, nc = to_matrix("heatmap", m)
  local rl, cl = opts.rows or {}, opts.cols or {}
  if type(rl) ~= "table" or type(cl) ~= "table" then fail("heatmap: rows and cols must be lists of labels", 2) end
  local vmin, vmax = opts.vmin or 0, opts.vmax
  if not vmax then
    vmax = -math.huge
    for _, row in ipairs(rows) do for _, v in ipairs(row) do if finite(v) and v > vmax then vmax = v end end end
    if vmax == -math.huge then vmax = 1 end
  end
  if not finite(vmin) or not finite(vmax) then fail("heatmap: vmin and vmax must be finite numbers", 2) end
  if vmax <= vmin then vmax = vmin + 1 end
  local cell = opts.cell or math.max(6, math.min(24, math.floor(720 / math.max(nc, nr, 1))))
  local lw = 0
  for i = 1, nr do lw = math.max(lw, text_width(rl[i] or i)) end
  local th = 0
  for j = 1, nc do th = math.max(th, text_width(cl[j] or j)) end
  local x0 = lw + 14
  local y0 = (opts.title and 28 or 10) + th * 0.75 + 8
  local W = x0 + nc * cell + 90
  local H = y0 + nr * cell + 20
  local d = doc(W, H)
  if opts.title then d:text(10, 18, opts.title, 'font-size="14" font-weight="bold"') end
  for j = 1, nc do
    local x, y = x0 + (j - 0.5) * cell + 3, y0 - 4
    d:text(x, y, cl[j] or j, ('transform="rotate(-50 %s %s)"'):format(n(x), n(y)))
  end
  for i = 1, nr do
    d:text(x0 - 4, y0 + (i - 0.5) * cell + 4, rl[i] or i, 'text-anchor="end"')
    for j = 1, nc do
      local v = rows[i][j]
      local fill = finite(v) and shade((v - vmin) / (vmax - vmin)) or "#bbb"
      d:rect(x0 + (j - 1) * cell, y0 + (i - 1) * cell, cell, cell, ('fill="%s"'):format(fill),
        ("%s / %s: %s"):format(rl[i] or i, cl[j] or j, finite(v) and ("%.4g"):format(v) or tostring(v)))
    end
  end
  d:rect(x0, y0, nc * cell, nr * cell, 'fill="none" stroke="#888"')
  local marks = {}
  if opts.marks then
    if type(opts.marks) ~= "table" then fail("heatmap: marks must be a list of {row, col}", 2) end
    for k, mk in ipairs(opts.marks) do
      if type(mk) ~= "table" or type(mk[1]) ~= "number" or type(mk[2]) ~= "number" then
        fail(("heatmap: marks[%d] is not {row, col}"):format(k), 2)
      end
      marks[#marks + 1] = mk
    end
  end
  if opts.centres then
    if type(opts.centres) ~= "table" then fail("heatmap: centres must be a list (one list of columns per row)", 2) end
    for i, cs in ipairs(opts.centres) do
      if type(cs) == "number" then cs = {cs} end
      if type(cs) ~= "table" then fail(("heatmap: centres[%d] must be a number or a list of numbers"):format(i), 2) end
      for _, c in ipairs(cs) do marks[#marks + 1] = {i, c} end
    end
  end
  local r = math.max(1.5, cell * 0.18)
  for _, mk in ipairs(marks) do
    local i, c = mk[1], mk[2]
    if finite(i) and finite(c) and i >= 0.5 and i <= nr + 0.5 and c >= 0 and c <= nc + 1 then
      d:add(('<circle cx="%s" cy="%s" r="%s" fill="#e6550d" stroke="#fff" stroke-width="0.6"/>')
        :format(n(x0 + (c - 0.5) * cell), n(y0 + (i - 0.5) * cell), n(r)))
    end
  end
  if opts.bounds then
    if type(opts.bounds) ~= "table" then fail("heatmap: bounds must be a list of columns, one per row", 2) end
    for i, b in ipairs(opts.bounds) do
      if type(b) ~= "number" then fail(("heatmap: bounds[%d] must be a number"):format(i), 2) end
      if finite(b) and i <= nr and b >= 0 and b <= nc then
        local x = x0 + b * cell
        d:add(('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#31a354" stroke-width="2"/>')
          :format(n(x), n(y0 + (i - 1) * cell), n(x), n(y0 + i * cell)))
      end
    end
  end
  -- colour scale
  local lx, steps = x0 + nc * cell + 20, 10
  local sh = math.max(nr * cell, 60) / steps
  for k = 0, steps - 1 do
    d:rect(lx, y0 + k * sh, 12, sh + 0.5, ('fill="%s"'):format(shade(1 - k / (steps - 1))))
  end
  d:text(lx + 16, y0 + 9, label_num(vmax))
  d:text(lx + 16, y0 + steps * sh, label_num(vmin))
  d.h = math.max(H, y0 + steps * sh + 12)
  return output(d:finish(), opts)
end

-- "nice" axis ticks over [lo, hi]
local function ticks(lo, hi, want)
  want = want or 5
  if not (hi > lo) then hi = lo + 1 end
  local raw = (hi - lo) / want
  local mag = 10 ^ math.floor(math.log(raw, 10))
  local step = mag
  for _, f in ipairs{1, 2, 2.5, 5, 10} do
    step = f * mag
    if raw <= step then break end
  end
  local t = {}
  local first = math.ceil(lo / step - 1e-9) * step
  for k = 0, 1000 do
    local v = first + k * step
    if v > hi + step * 1e-9 then break end
    t[#t + 1] = math.abs(v) < step * 1e-9 and 0 or v
  end
  return t
end
plot.ticks = ticks

-- plot area with axes; returns a mapper
local function axes(d, box, xr, yr, opts, xticks)
  local x0, y0, w, h = box[1], box[2], box[3], box[4]
  local sx = function(x) return x0 + (x - xr[1]) / (xr[2] - xr[1]) * w end
  local sy = function(y) return y0 + h - (y - yr[1]) / (yr[2] - yr[1]) * h end
  for _, v in ipairs(ticks(yr[1], yr[2])) do
    if v >= yr[1] - 1e-12 and v <= yr[2] + 1e-12 then
      d:line(x0, sy(v), x0 + w, sy(v), 'stroke="#e5e5e5"')
      d:text(x0 - 5, sy(v) + 4, label_num(v), 'text-anchor="end"')
    end
  end
  if xticks ~= false then
    for _, v in ipairs(ticks(xr[1], xr[2])) do
      if v >= xr[1] - 1e-12 and v <= xr[2] + 1e-12 then
        d:line(sx(v), y0 + h, sx(v), y0 + h + 4)
        d:text(sx(v), y0 + h + 16, label_num(v), 'text-anchor="middle"')
      end
    end
  end
  d:line(x0, y0 + h, x0 + w, y0 + h)
  d:line(x0, y0, x0, y0 + h)
  if opts.xlabel then d:text(x0 + w / 2, y0 + h + 34, opts.xlabel, 'text-anchor="middle"') end
  if opts.ylabel then
    local x, y = x0 - 42, y0 + h / 2
    d:text(x, y, opts.ylabel, ('text-anchor="middle" transform="rotate(-90 %s %s)"'):format(n(x), n(y)))
  end
  return sx, sy
end

local function range_of(lists, pad_zero)
  local lo, hi = math.huge, -math.huge
  for _, l in ipairs(lists) do
    for _, v in ipairs(l) do
      if finite(v) then lo, hi = math.min(lo, v), math.max(hi, v) end
    end
  end
  if lo == math.huge then lo, hi = 0, 1 end
  if pad_zero then lo = math.min(lo, 0) end
  if hi <= lo then hi = lo + 1 end
  return lo, hi
end

local function legend(d, x, y, names)
  for k, name in ipairs(names) do
    local yy = y + (k - 1) * 16
    d:rect(x, yy - 9, 12, 10, ('fill="%s"'):format(palette[(k - 1) % #palette + 1]))
    d:text(x + 17, yy, name)
  end
end

--- lines{series = {{name, xs, ys} or {name=, xs=, ys=, labels=}...}, xlabel, ylabel, title,
--  width = 560, height = 360, path} -> svg: one polyline with point markers per series
-- (points with a non-finite coordinate are left out and break the line; labels, one per
-- point, written beside them), a legend
function plot.lines(opts)
  opts = check_opts("lines", opts)
  local series = opts.series
  if type(series) ~= "table" or #series == 0 then fail("lines: series must be a non-empty list of {name, xs, ys}", 2) end
  local xs_all, ys_all, names = {}, {}, {}
  local norm = {}
  for k, s in ipairs(series) do
    if type(s) ~= "table" then fail(("lines: series[%d] is not a table"):format(k), 2) end
    local name, xs, ys = s.name or s[1], s.xs or s[2], s.ys or s[3]
    if type(xs) ~= "table" or type(ys) ~= "table" then fail(("lines: series[%d] needs xs and ys lists"):format(k), 2) end
    if #xs ~= #ys then fail(("lines: series[%d] has %d xs but %d ys"):format(k, #xs, #ys), 2) end
    local labels = s.labels
    if labels ~= nil and (type(labels) ~= "table" or #labels ~= #xs) then
      fail(("lines: series[%d] labels must be a list of %d (one per point)"):format(k, #xs), 2)
    end
    for i = 1, #xs do
      if type(xs[i]) ~= "number" or type(ys[i]) ~= "number" then
        fail(("lines: series[%d] point %d is not a pair of numbers"):format(k, i), 2)
      end
    end
    xs_all[k], ys_all[k] = xs, ys
    names[k] = tostring(name or ("series " .. k))
    norm[k] = {xs = xs, ys = ys, labels = labels}
  end
  local W, H = opts.width or 560, opts.height or 360
  local lx = 0
  for _, nm in ipairs(names) do lx = math.max(lx, text_width(nm)) end
  local box = {60, opts.title and 36 or 16, W - 60 - lx - 50, H - (opts.title and 36 or 16) - 46}
  local d = doc(W, H)
  if opts.title then d:text(10, 20, opts.title, 'font-size="14" font-weight="bold"') end
  local xl, xh = range_of(xs_all)
  local yl, yh = range_of(ys_all)
  local ypad = (yh - yl) * 0.05
  local sx, sy = axes(d, box, {xl, xh}, {yl - ypad, yh + ypad}, opts)
  for k, s in ipairs(norm) do
    local col = palette[(k - 1) % #palette + 1]
    local seg = {}
    local function flush()
      if #seg > 1 then
        d:add(('<polyline fill="none" stroke="%s" stroke-width="1.8" points="%s"/>'):format(col, table.concat(seg, " ")))
      end
      seg = {}
    end
    for i = 1, #s.xs do
      local x, y = s.xs[i], s.ys[i]
      if finite(x) and finite(y) then
        seg[#seg + 1] = n(sx(x)) .. "," .. n(sy(y))
        d:add(('<circle cx="%s" cy="%s" r="3" fill="%s"><title>%s</title></circle>'):format(n(sx(x)), n(sy(y)), col,
          esc(("%s: (%s, %s)"):format(names[k], label_num(x), label_num(y)))))
        if s.labels then
          d:text(sx(x) + 5, sy(y) - 5, tostring(s.labels[i]), ('font-size="10" fill="%s"'):format(col))
        end
      else
        flush()
      end
    end
    flush()
  end
  legend(d, box[1] + box[3] + 16, box[2] + 10, names)
  return output(d:finish(), opts)
end

--- bars{labels = {...}, series = {{name, values} or {name=, values=}...}, xlabel, ylabel,
--  title, width, height, path} -> svg: grouped bars, one group per label
function plot.bars(opts)
  opts = check_opts("bars", opts)
  local labels, series = opts.labels, opts.series
  if type(labels) ~= "table" or #labels == 0 then fail("bars: labels must be a non-empty list", 2) end
  if type(series) ~= "table" or #series == 0 then fail("bars: series must be a non-empty list of {name, values}", 2) end
  local vals, names = {}, {}
  for k, s in ipairs(series) do
    if type(s) ~= "table" then fail(("bars: series[%d] is not a table"):format(k), 2) end
    local v = s.values or s[2]
    if type(v) ~= "table" or #v ~= #labels then
      fail(("bars: series[%d] must have %d values (one per label)"):format(k, #labels), 2)
    end
    for i = 1, #v do
      if type(v[i]) ~= "number" then fail(("bars: series[%d] value %d is not a number"):format(k, i), 2) end
    end
    vals[k], names[k] = v, tostring(s.name or s[1] or ("series " .. k))
  end
  local W, H = opts.width or math.max(360, 90 * #labels + 160), opts.height or 340
  local lx = 0
  for _, nm in ipairs(names) do lx = math.max(lx, text_width(nm)) end
  local top = opts.title and 36 or 16
  local box = {60, top, W - 60 - lx - 50, H - top - 46}
  local d = doc(W, H)
  if opts.title then d:text(10, 20, opts.title, 'font-size="14" font-weight="bold"') end
  local lo, hi = range_of(vals, true)
  hi = hi + (hi - lo) * 0.05
  local _, sy = axes(d, box, {0, #labels}, {lo, hi}, opts, false)
  local gw = box[3] / #labels
  local bw = gw * 0.8 / #series
  for i, lab in ipairs(labels) do
    local gx = box[1] + (i - 1) * gw + gw * 0.1
    d:text(box[1] + (i - 0.5) * gw, box[2] + box[4] + 16, lab, 'text-anchor="middle"')
    for k = 1, #series do
      local v = vals[k][i]
      if finite(v) then
        local y1, y2 = sy(math.max(v, 0)), sy(math.min(v, 0))
        d:rect(gx + (k - 1) * bw, y1, bw - 1, y2 - y1, ('fill="%s"'):format(palette[(k - 1) % #palette + 1]),
          ("%s, %s: %s"):format(names[k], tostring(lab), label_num(v)))
      end
    end
  end
  legend(d, box[1] + box[3] + 16, box[2] + 10, names)
  return output(d:finish(), opts)
end

-- counts over equal bins from values (non-finite values are skipped; values outside the
-- range go to the first / last bin)
local function bin_values(fn, values, bins, range)
  if type(values) ~= "table" then fail(fn .. ": values must be a list of numbers", 4) end
  local lo, hi
  if range then
    if type(range) ~= "table" or not finite(range[1]) or not finite(range[2]) or range[2] <= range[1] then
      fail(fn .. ": range must be {lo, hi} with lo < hi", 4)
    end
    lo, hi = range[1], range[2]
  else
    lo, hi = range_of({values})
  end
  local counts, edges = {}, {}
  for k = 1, bins do counts[k] = 0 end
  for k = 0, bins do edges[k + 1] = lo + (hi - lo) * k / bins end
  for i, v in ipairs(values) do
    if type(v) ~= "number" then fail(("%s: values[%d] is a %s, not a number"):format(fn, i, type(v)), 4) end
    if finite(v) then
      local k = math.floor((v - lo) / (hi - lo) * bins) + 1
      if k < 1 then k = 1 elseif k > bins then k = bins end
      counts[k] = counts[k] + 1
    end
  end
  return counts, edges
end

local function hist_data(fn, h, opts)
  local bins = opts.bins or 20
  if math.type(bins) ~= "integer" or bins < 1 then fail(fn .. ": bins must be a positive integer", 3) end
  if h.counts then
    if type(h.counts) ~= "table" or type(h.edges) ~= "table" or #h.edges ~= #h.counts + 1 or #h.counts == 0 then
      fail(fn .. ": a precomputed histogram needs counts (n) and edges (n + 1)", 3)
    end
    for k = 1, #h.edges do
      if not finite(h.edges[k]) or (k > 1 and h.edges[k] < h.edges[k - 1]) then
        fail(fn .. ": edges must be finite and increasing", 3)
      end
    end
    for k = 1, #h.counts do
      if not finite(h.counts[k]) or h.counts[k] < 0 then fail(fn .. ": counts must be finite and >= 0", 3) end
    end
    return h.counts, h.edges
  end
  return bin_values(fn, h.values or h, bins, opts.range)
end

local function draw_hist(d, box, counts, edges, opts, col)
  local cmax = 0
  for _, c in ipairs(counts) do cmax = math.max(cmax, c) end
  local _, sy = axes(d, box, {edges[1], edges[#edges]}, {0, cmax > 0 and cmax * 1.05 or 1}, opts)
  local span = edges[#edges] - edges[1]
  if span <= 0 then span = 1 end
  for k, c in ipairs(counts) do
    local x1 = box[1] + (edges[k] - edges[1]) / span * box[3]
    local x2 = box[1] + (edges[k + 1] - edges[1]) / span * box[3]
    d:rect(x1, sy(c), x2 - x1 - 0.5, sy(0) - sy(c), ('fill="%s"'):format(col),
      ("[%s, %s): %s"):format(label_num(edges[k]), label_num(edges[k + 1]), label_num(c)))
  end
end

--- histogram(values | {counts=, edges=} [, {bins = 20, range = {lo, hi}, title, xlabel,
--  ylabel = "count", width, height, path}]) -> svg
function plot.histogram(values, opts)
  opts = check_opts("histogram", opts)
  local counts, edges = hist_data("histogram", values, opts)
  local W, H = opts.width or 480, opts.height or 320
  local top = opts.title and 36 or 16
  local d = doc(W, H)
  if opts.title then d:text(10, 20, opts.title, 'font-size="14" font-weight="bold"') end
  draw_hist(d, {60, top, W - 80, H - top - 46}, counts, edges,
    {xlabel = opts.xlabel, ylabel = opts.ylabel or "count"}, palette[1])
  return output(d:finish(), opts)
end

--- histograms(list of {name=, values=} or {name=, counts=, edges=} [, {bins, range, title,
--  xlabel, columns = 2, path}]) -> svg: small multiples, one panel per entry (e.g. the
--  gate distribution of each decoder layer)
function plot.histograms(list, opts)
  opts = check_opts("histograms", opts)
  if type(list) ~= "table" or #list == 0 then fail("histograms: expected a non-empty list of histograms", 2) end
  local cols = opts.columns or math.min(#list, 2)
  if math.type(cols) ~= "integer" or cols < 1 then fail("histograms: columns must be a positive integer", 2) end
  local rows = (#list + cols - 1) // cols
  local pw, ph = 340, 230
  local top = opts.title and 30 or 0
  local d = doc(cols * pw, rows * ph + top)
  if opts.title then d:text(10, 20, opts.title, 'font-size="14" font-weight="bold"') end
  for k, h in ipairs(list) do
    if type(h) ~= "table" then fail(("histograms: entry %d is not a table"):format(k), 2) end
    local counts, edges = hist_data("histograms", h, opts)
    local r, c = (k - 1) // cols, (k - 1) % cols
    local x, y = c * pw, top + r * ph
    d:text(x + pw / 2, y + 18, h.name or ("#" .. k), 'text-anchor="middle" font-weight="bold"')
    draw_hist(d, {x + 55, y + 28, pw - 75, ph - 28 - 44}, counts, edges,
      {xlabel = opts.xlabel, ylabel = opts.ylabel or "count"}, palette[(k - 1) % #palette + 1])
  end
  return output(d:finish(), opts)
end

-- ---- terminal ---------------------------------------------------------------------------------
local shades = {"  ", "░░", "▒▒", "▓▓", "██"}

local function pad_right(s, w)
  local len = utf8.len(s) or #s
  return s .. (" "):rep(w - len)
end

local function cut(s, w)
  s = tostring(s)
  if (utf8.len(s) or #s) <= w then return s end
  local p = utf8.offset(s, w) -- keep w - 1 characters and an ellipsis
  return (p and s:sub(1, p - 1) or s:sub(1, w - 1)) .. "…"
end

--- terminal(matrix, src_words, tgt_words [, {max_label = 12, scale = "max" | "row"}]) -> string
-- A small attention map drawn with shaded blocks (two characters per source word): the
-- source words written vertically above their columns, one line per target word with the
-- word on the left. Shades: blank, ░, ▒, ▓, █ for value / max (over the whole matrix, or
-- each row with scale = "row") in [0, .1), [.1, .3), [.3, .55), [.55, .8), [.8, 1].
function plot.terminal(m, src, tgt, opts)
  opts = check_opts("terminal", opts)
  local rows, nr, nc = to_matrix("terminal", m)
  src, tgt = src or {}, tgt or {}
  if type(src) ~= "table" or type(tgt) ~= "table" then fail("terminal: src_words and tgt_words must be lists", 2) end
  local maxl = opts.max_label or 12
  local lw = 0
  for i = 1, nr do lw = math.max(lw, utf8.len(cut(tgt[i] or i, maxl)) or 0) end
  local colw = {}
  local hh = 0
  for j = 1, nc do
    colw[j] = cut(src[j] or j, maxl)
    hh = math.max(hh, utf8.len(colw[j]) or #colw[j])
  end
  local gmax = 0
  for _, row in ipairs(rows) do for _, v in ipairs(row) do if finite(v) then gmax = math.max(gmax, v) end end end
  local out = {}
  for k = 1, hh do -- vertical source words
    local line = {(" "):rep(lw + 1)}
    for j = 1, nc do
      local w = colw[j]
      local chars = {}
      for _, cp in utf8.codes(w) do chars[#chars + 1] = utf8.char(cp) end
      line[#line + 1] = (chars[k] or " ") .. " "
    end
    out[#out + 1] = (table.concat(line):gsub("%s+$", ""))
  end
  for i = 1, nr do
    local row = rows[i]
    local mx = gmax
    if opts.scale == "row" then
      mx = 0
      for _, v in ipairs(row) do if finite(v) then mx = math.max(mx, v) end end
    end
    local line = {pad_right(cut(tgt[i] or i, maxl), lw), "│"}
    for j = 1, nc do
      local v = row[j]
      local s = "??"
      if finite(v) then
        local r = mx > 0 and v / mx or 0
        local k = r < 0.1 and 1 or r < 0.3 and 2 or r < 0.55 and 3 or r < 0.8 and 4 or 5
        s = shades[k]
      end
      line[#line + 1] = s
    end
    out[#out + 1] = table.concat(line)
  end
  return table.concat(out, "\n")
end

-- ---- documentation (xattn.help, the REPL's :help) ---------------------------------------
local docf = xa.document
docf("plot", plot, [[
xattn.plot -- dependency-free SVG figures and a terminal attention map
  plot.heatmap(m, {rows = tgt_words, cols = src_words, title = "layer 1", path = "attn.svg"})
  print(plot.terminal(m, src_words, tgt_words))
Every figure function returns the SVG text or, given path, writes the file and returns the
path (like matplotlib's savefig: the REPL then shows the file name, not the figure). Text
is XML-escaped; non-finite data values are left out (heat-map cells drawn grey). Matrices
are 2-D tensors or Lua lists of rows.]])
docf("plot.escape", plot.escape, "plot.escape(s) -> s with & < > \" ' written as XML entities (tostring(s) first)")
docf("plot.ticks", plot.ticks, [[
plot.ticks(lo, hi [, want=5]) -> {values}
"Nice" axis ticks (steps of 1, 2, 2.5 or 5 times a power of ten) covering [lo, hi], about
want of them.]])
docf("plot.heatmap", plot.heatmap, [[
plot.heatmap(matrix [, {rows, cols, title, vmin=0, vmax=max, cell, marks, centres, bounds,
  path}]) -> svg | path
A shaded grid, white (vmin) to dark blue (vmax), with a colour bar; rows / cols label the
rows (target words) and columns (source words). marks = {{row, col}, ...} draws dots (col
may be fractional: a GMM centre mu sits on column mu's centre); centres = {{c, ...} per
row} the same; bounds = {b per row} a bar after column b of each row (the last source word
a policy let the decoder see). cell: the cell size in pixels (6..24 by default).]])
docf("plot.lines", plot.lines, [[
plot.lines{series = {{name, xs, ys} | {name=, xs=, ys=, labels=}, ...}, xlabel, ylabel, title,
  width=560, height=360, path} -> svg | path
One polyline with point markers per series and a legend (a latency-quality curve); points
with a non-finite coordinate are left out and break the line. labels (one per point, e.g.
"k=3") are written beside the points.]])
docf("plot.bars", plot.bars, [[
plot.bars{labels = {...}, series = {{name, values} | {name=, values=}, ...}, xlabel, ylabel,
  title, width, height, path} -> svg | path
Grouped bars: one group per label, one bar per series (each series has one value per label).]])
docf("plot.histogram", plot.histogram, [[
plot.histogram(values | {counts=, edges=} [, {bins=20, range={lo, hi}, title, xlabel,
  ylabel="count", width=480, height=320, path}]) -> svg | path
The counts of values over bins equal bins of range (default: the values' range; values
outside go to the first / last bin; non-finite ones are skipped), or a histogram counted
already (n counts, n + 1 increasing edges).]])
docf("plot.histograms", plot.histograms, [[
plot.histograms({{name=, values=} | {name=, counts=, edges=}, ...} [, {bins, range, title,
  xlabel, columns=2, path}]) -> svg | path
Small multiples: one histogram panel per entry (e.g. the gate values of each decoder layer).]])
docf("plot.terminal", plot.terminal, [[
plot.terminal(matrix, src_words, tgt_words [, {max_label=12, scale="max"}]) -> string
A small attention map in shaded blocks for the terminal (print it): source words written
vertically above their columns (two characters each), one line per target word. Shades
blank, ░, ▒, ▓, █ for value / max in [0, .1), [.1, .3), [.3, .55), [.55, .8), [.8, 1], max
over the whole matrix or each row (scale = "row"); ?? for a non-finite value. Labels are
cut to max_label characters.]])

return plot
