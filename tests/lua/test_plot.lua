-- xattn.plot: every SVG is well formed (one root, balanced tags, escaped text, entities
-- known), every numeric attribute is a finite number, the drawn elements match the data;
-- the terminal map has the right size and shades; bad arguments raise clear errors.
local plot = xa.plot

local numeric_attr = {x = true, y = true, width = true, height = true, cx = true, cy = true, r = true,
                      x1 = true, y1 = true, x2 = true, y2 = true, ["stroke-width"] = true}

-- a small XML checker: returns the list of elements {name, attrs} or raises
local function check_svg(svg)
  T.ok(svg:sub(1, 5) == "<?xml", "starts with the XML declaration")
  local stack, elements, roots = {}, {}, 0
  local pos = svg:find("?>", 1, true) + 2
  local function check_text(s)
    T.ok(not s:find("<", 1, true), "raw < in text")
    for ent in s:gmatch("&([^;%s]*);?") do
      T.ok(ent == "amp" or ent == "lt" or ent == "gt" or ent == "quot" or ent == "#39", "unknown entity &" .. ent)
    end
    T.ok(not s:find("&[^;]*$") and not s:find("&[^;]*%s"), "an & that is not an entity")
  end
  while true do
    local s, e = svg:find("<[^>]*>", pos)
    if not s then
      T.ok(svg:sub(pos):match("^%s*$"), "text after the root element")
      break
    end
    check_text(svg:sub(pos, s - 1))
    local tag = svg:sub(s, e)
    pos = e + 1
    local closing = tag:match("^</([%w:-]+)>$")
    if closing then
      T.eq(stack[#stack], closing, "closing tag")
      stack[#stack] = nil
    else
      local name, rest = tag:match("^<([%w:-]+)(.-)/?>$")
      T.ok(name, "malformed tag " .. tag)
      if #stack == 0 then roots = roots + 1 end
      local attrs = {}
      local stripped = rest:gsub('([%w:-]+)="([^"]*)"', function(k, v)
        T.ok(attrs[k] == nil, "duplicate attribute " .. k)
        check_text(v)
        attrs[k] = v
        return ""
      end)
      T.ok(stripped:match("^%s*/?$"), "stray text in tag " .. tag)
      for k, v in pairs(attrs) do
        if numeric_attr[k] then
          local x = tonumber(v)
          T.ok(x and x == x and x ~= math.huge and x ~= -math.huge, ("attribute %s=\"%s\" is not a finite number"):format(k, v))
        end
      end
      if attrs.points then
        for num in attrs.points:gmatch("[^%s,]+") do
          local x = tonumber(num)
          T.ok(x and x == x and math.abs(x) < math.huge, "bad point " .. num)
        end
      end
      elements[#elements + 1] = {name = name, attrs = attrs, tag = tag}
      if not tag:match("/>$") then stack[#stack + 1] = name end
    end
  end
  T.eq(#stack, 0, "unclosed tags")
  T.eq(roots, 1, "root elements")
  T.eq(elements[1].name, "svg")
  return elements
end

local function count(elements, name, pred)
  local c = 0
  for _, e in ipairs(elements) do if e.name == name and (not pred or pred(e)) then c = c + 1 end end
  return c
end

test("escape", function()
  T.eq(plot.escape([[a<b & "c" 'd'>]]), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
  T.eq(plot.escape(3), "3")
end)

test("heatmap: well formed, one cell per value, marks, escaped labels, NaN cells", function()
  local m = {{0.1, 0.9, 0}, {0.5, 0 / 0, 0.25}}
  local svg = plot.heatmap(m, {rows = {"<s>", "a&b"}, cols = {"x", '"y"', "</s>"}, title = "layer 1 <avg>",
                               marks = {{1, 2.5}, {2, 1}}, centres = {{1.2, 3}, 2}})
  local el = check_svg(svg)
  local cells = count(el, "rect", function(e) return e.tag:match("^<rect[^/]*>$") ~= nil end) -- with a tooltip
  T.eq(cells, 6)
  T.eq(count(el, "circle"), 5)
  T.eq(count(el, "rect", function(e) return e.attrs.fill == "#bbb" end), 1, "the NaN cell is grey")
  T.ok(svg:find("layer 1 &lt;avg&gt;", 1, true) and svg:find("a&amp;b", 1, true) and svg:find("&quot;y&quot;", 1, true))
  T.ok(not svg:find("<avg>", 1, true))
  -- the largest value gets the darkest colour, 0 white
  T.ok(svg:find('fill="#08306b"><title>&lt;s&gt; / &quot;y&quot;: 0.9</title>', 1, true))
  T.ok(svg:find('fill="#ffffff"><title>&lt;s&gt; / &lt;/s&gt;: 0</title>', 1, true))
  -- a tensor, no labels, marks outside the map are left out; an empty matrix
  local el2 = check_svg(plot.heatmap(xa.rand(4, 7), {marks = {{10, 1}, {1, -5}}}))
  T.eq(count(el2, "circle"), 0)
  check_svg(plot.heatmap({}))
  -- a non-contiguous tensor view
  local t = xa.rand(3, 5):t()
  local el3 = check_svg(plot.heatmap(t))
  T.eq(count(el3, "rect", function(e) return e.tag:match("^<rect[^/]*>$") ~= nil end), 15)
end)

test("heatmap: errors", function()
  T.raises(function() plot.heatmap({{1, 2}, {3}}) end, "heatmap: row 2 has 1 values, row 1 has 2")
  T.raises(function() plot.heatmap(xa.rand(2, 2, 2)) end, "matrix must be 2-D, got a tensor of shape (2,2,2)")
  T.raises(function() plot.heatmap({{1, "a"}}) end, "value (1, 2) is a string")
  T.raises(function() plot.heatmap({{1}}, {marks = {{1}}}) end, "marks[1] is not {row, col}")
  T.raises(function() plot.heatmap({{1}}, {vmax = 0 / 0}) end, "vmin and vmax must be finite")
  T.raises(function() plot.heatmap({{1}}, 3) end, "opts must be a table")
end)

test("lines: one polyline per unbroken run, non-finite points left out, legend", function()
  local svg = plot.lines{series = {{"wait-k", {1, 2, 3, 4}, {20, 22, 23, 24}},
                                   {name = "gma <d>", xs = {1, 2, 3, 4, 5}, ys = {21, 0 / 0, 24, 25, math.huge}}},
                         xlabel = "AL", ylabel = "BLEU", title = "BLEU vs AL"}
  local el = check_svg(svg)
  T.eq(count(el, "polyline"), 2) -- series 2: {1} alone, then {3, 4}
  T.eq(count(el, "circle"), 4 + 3)
  T.ok(svg:find("gma &lt;d&gt;", 1, true))
  check_svg(plot.lines{series = {{"one point", {1}, {1}}}})
  check_svg(plot.lines{series = {{"constant", {1, 1}, {5, 5}}}})
  T.raises(function() plot.lines{series = {{"a", {1, 2}, {1}}}} end, "series[1] has 2 xs but 1 ys")
  T.raises(function() plot.lines{series = {}} end, "series must be a non-empty list")
  T.raises(function() plot.lines{series = {{"a", {1}, {"x"}}}} end, "series[1] point 1 is not a pair of numbers")
  T.raises(function() plot.lines{series = {{name = "a", xs = {1, 2}, ys = {1, 2}, labels = {"k=1"}}}} end,
           "series[1] labels must be a list of 2 (one per point)")
end)

test("lines: point labels beside the finite points only", function()
  local svg = plot.lines{series = {{name = "wait-k", xs = {1, 2, 3}, ys = {20, 0 / 0, 24}, labels = {"k=1", "k=3", "k=5"}}}}
  check_svg(svg)
  T.ok(svg:find(">k=1</text>", 1, true))
  T.ok(svg:find(">k=5</text>", 1, true))
  T.ok(not svg:find(">k=3</text>", 1, true))
end)

test("bars: one bar per finite value, negatives drawn below zero", function()
  local svg = plot.bars{labels = {"(0,20]", "[21,40]", "[41,inf)"},
                        series = {{"dot", {30, 25, -2}}, {name = "gmm", values = {31, 0 / 0, 24}}}, ylabel = "BLEU"}
  local el = check_svg(svg)
  T.eq(count(el, "rect", function(e) return e.tag:match("^<rect[^/]*>$") ~= nil end), 5)
  T.raises(function() plot.bars{labels = {"a"}, series = {{"x", {1, 2}}}} end, "series[1] must have 1 values")
  T.raises(function() plot.bars{labels = {}, series = {{"x", {}}}} end, "labels must be a non-empty list")
end)

test("histogram(s): counts from values or precomputed, well formed", function()
  local svg = plot.histogram({0.05, 0.1, 0.15, 0.95, 1.0, 0 / 0, -3}, {bins = 4, range = {0, 1}, title = "gate"})
  local el = check_svg(svg)
  -- bins [0,.25) gets 0.05, 0.1, 0.15 and -3 (clamped) = 4; [.75,1] gets 0.95 and 1.0 = 2
  T.ok(svg:find("<title>[0, 0.25): 4</title>", 1, true))
  T.ok(svg:find("<title>[0.75, 1): 2</title>", 1, true))
  T.eq(count(el, "rect", function(e) return e.tag:match("^<rect[^/]*>$") ~= nil end), 4)
  local svg2 = plot.histograms({{name = "layer 1", values = {0.2, 0.4}}, {name = "layer 2", counts = {3, 0}, edges = {0, 0.5, 1}},
                                {name = "layer <3>", values = {}}}, {range = {0, 1}, bins = 2, title = "gates"})
  local el2 = check_svg(svg2)
  T.eq(count(el2, "rect", function(e) return e.tag:match("^<rect[^/]*>$") ~= nil end), 6)
  T.ok(svg2:find("layer &lt;3&gt;", 1, true))
  T.raises(function() plot.histogram({counts = {1, 2}, edges = {0, 1}}) end, "needs counts (n) and edges (n + 1)")
  T.raises(function() plot.histogram({1, 2}, {bins = 0}) end, "bins must be a positive integer")
  T.raises(function() plot.histogram({1, 2}, {range = {1, 1}}) end, "range must be {lo, hi} with lo < hi")
  T.raises(function() plot.histograms({}) end, "expected a non-empty list")
  T.raises(function() plot.histogram({1, "x"}) end, "values[2] is a string")
end)

test("path: the file holds the SVG and the path is returned, not the SVG; unwritable path", function()
  local p = os.tmpname()
  local svg = plot.bars{labels = {"a"}, series = {{"x", {1}}}}
  T.eq(plot.bars{labels = {"a"}, series = {{"x", {1}}}, path = p}, p)
  local f = io.open(p, "rb"); local text = f:read("a"); f:close(); os.remove(p)
  T.eq(text, svg)
  -- every writer: the file written, the path returned
  local calls = {
    function(o) return plot.heatmap({{1, 2}}, o) end,
    function(o) o.series = {{"a", {1, 2}, {3, 4}}}; return plot.lines(o) end,
    function(o) o.labels = {"a"}; o.series = {{"x", {1}}}; return plot.bars(o) end,
    function(o) return plot.histogram({1, 2, 3}, o) end,
    function(o) return plot.histograms({{name = "a", values = {1, 2}}}, o) end,
  }
  for k, call in ipairs(calls) do
    local q = os.tmpname()
    local inline = call({})
    T.eq(call({path = q}), q, "writer " .. k)
    local g = io.open(q, "rb"); local body = g:read("a"); g:close(); os.remove(q)
    T.eq(body, inline, "writer " .. k)
    T.ok(inline:find("^<%?xml"), "writer " .. k)
  end
  T.raises(function() plot.heatmap({{1}}, {path = "/nonexistent/dir/x.svg"}) end, "cannot write /nonexistent/dir/x.svg")
end)

test("terminal: size, shades, labels", function()
  local m = {{1, 0, 0.5}, {0.05, 0.2, 0.7}}
  local s = plot.terminal(m, {"ab", "c", "defg"}, {"x", "yy"})
  local lines = {}
  for l in (s .. "\n"):gmatch("(.-)\n") do lines[#lines + 1] = l end
  T.eq(#lines, 4 + 2) -- 4 header lines (the longest source word) + 2 rows
  T.eq(lines[1], "   a c d")
  T.eq(lines[4], "       g")
  T.eq(utf8.len(lines[5]), 2 + 1 + 3 * 2)
  T.eq(lines[5], "x │██  ▒▒")
  T.eq(lines[6], "yy│  ░░▓▓")
  -- per-row scale; a tensor; long labels cut with an ellipsis; NaN
  local s2 = plot.terminal(xa.tensor({{0.1, 0.2}}), {"a", "b"}, {"averyveryverylongword"}, {scale = "row", max_label = 5})
  local last = s2:match("[^\n]*$")
  T.eq(last, "aver…│▒▒██") -- 0.1 / 0.2 = 0.5 of the row maximum
  T.ok(plot.terminal({{0 / 0}}, {"a"}, {"b"}):find("??", 1, true))
  T.eq(plot.terminal({}, {}, {}), "")
  T.raises(function() plot.terminal({{1}, {1, 2}}) end, "terminal: row 2 has 2 values")
end)
