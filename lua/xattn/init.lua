-- The part of the xattn module written in Lua. Called once by luaopen_xattn with the
-- module table M (C functions already registered); adds functions and Tensor methods.
return function(M)
  local Tensor, doc = M.Tensor, M._doc
  M.version = "0.1.0"

  -- library parts written in Lua load on first use: xattn.nn, xattn.optim, ... (the "lua"
  -- rows of the registration table, lua/registry.c); lazy[name] is the module's name
  local lazy = {}
  for _, lib in ipairs(M._libs) do
    if lib.kind == "lua" then lazy[lib.name] = lib.module end
  end
  -- __lazy lists them for the REPL's completion, which loads one when it walks into it
  setmetatable(M, {__lazy = lazy, __index = function(t, k)
    if lazy[k] then
      local mod = require(lazy[k])
      rawset(t, k, mod)
      return mod
    end
  end})
  -- the names modules had before they moved beside their C code keep working
  for old, new in pairs{["xattn.optim"] = "xattn.nn.optim", ["xattn.nn.attention"] = "xattn.nn.multihead"} do
    package.preload[old] = function() return require(new) end
  end

  -- ---- documentation ------------------------------------------------------------------
  -- doc[name] = text (C functions registered theirs before this file runs); docval[name] =
  -- the documented value; docname[value] = its name, so help finds a function or class by
  -- identity whatever path reached it (nn.sinusoidal_positions and
  -- nn.functional.sinusoidal_positions, m:forward for a Transformer m, t:sum for a tensor t).
  local docval = setmetatable({}, {__mode = "v"})
  local docname = setmetatable({}, {__mode = "k"})
  local function note(name, value)
    local tv = type(value)
    if (tv == "function" or tv == "table" or tv == "userdata") and docname[value] == nil then
      docname[value] = name
    end
    if value ~= nil then docval[name] = value end
  end

  local function def(name, fn, text, where)
    where = where or "func"
    if where ~= "method" then M[name] = fn end
    if where ~= "func" then Tensor[name] = fn end
    doc[name] = text
    note(name, fn)
  end

  -- grad-mode scopes that restore the previous mode even when fn raises
  local function with_grad(on, fn, ...)
    local old = M.set_grad_enabled(on)
    local res = table.pack(pcall(fn, ...))
    M.set_grad_enabled(old)
    if not res[1] then error(res[2], 0) end
    return table.unpack(res, 2, res.n)
  end
  def("no_grad", function(fn, ...) return with_grad(false, fn, ...) end,
      "no_grad(fn, ...) -> fn(...) run with gradient recording off (restored afterwards, even on error)")
  def("enable_grad", function(fn, ...) return with_grad(true, fn, ...) end,
      "enable_grad(fn, ...) -> fn(...) run with gradient recording on")

  -- split / chunk as narrow views
  local function split(t, size, dim)
    dim = dim or 1
    local n = t:size(dim)
    if math.type(size) ~= "integer" or size < 1 then
      error("split: size must be a positive integer, got " .. tostring(size), 2)
    end
    local parts, start = {}, 1
    while start <= n do
      local len = math.min(size, n - start + 1)
      parts[#parts + 1] = t:narrow(dim, start, len)
      start = start + len
    end
    return parts
  end
  def("split", split, "t:split(size [, dim=1]) -> list of views of at most size along dim", "both")
  def("chunk", function(t, n, dim)
    dim = dim or 1
    if math.type(n) ~= "integer" or n < 1 then
      error("chunk: number of chunks must be a positive integer, got " .. tostring(n), 2)
    end
    local size = t:size(dim)
    if size == 0 then return {} end
    return split(t, (size + n - 1) // n, dim)
  end, "t:chunk(n [, dim=1]) -> list of at most n views along dim (like torch.chunk)", "both")

  -- gradcheck: analytic gradients (backward of out with a fixed random weighting w)
  -- against central finite differences of sum(out * w), element by element.
  local function lcg_weights(n)
    local w, s = {}, 12345
    for i = 1, n do
      s = (s * 1103515245 + 12345) % 2147483648
      w[i] = s / 2147483648 - 0.5
    end
    return w
  end

  local function weighted(out, w)
    local acc = 0.0
    for i = 1, out:numel() do acc = acc + out:_getflat(i) * w[i] end
    return acc
  end

  def("gradcheck", function(fn, inputs, opts)
    opts = opts or {}
    local eps, atol, rtol = opts.eps or 1e-6, opts.atol or 1e-5, opts.rtol or 1e-3
    if type(fn) ~= "function" then error("gradcheck: fn must be a function", 2) end
    if type(inputs) ~= "table" then error("gradcheck: inputs must be a list of tensors", 2) end
    local n = 0
    for i, x in ipairs(inputs) do
      if M.is_tensor(x) and x.requires_grad then
        n = n + 1
        if x:dtype() ~= "float64" then
          error(("gradcheck: input %d requires grad but is %s; use float64 for finite differences")
            :format(i, x:dtype()), 2)
        end
        x:zero_grad()
      end
    end
    if n == 0 then error("gradcheck: no input requires grad", 2) end
    local out = fn(table.unpack(inputs))
    if not M.is_tensor(out) then error("gradcheck: fn must return a tensor", 2) end
    local w = lcg_weights(out:numel())
    local wt = M.tensor(w, {dtype = out:dtype()}):reshape(out:shape())
    out:backward(wt)
    for i, x in ipairs(inputs) do
      if M.is_tensor(x) and x.requires_grad then
        local g = x.grad
        for k = 1, x:numel() do
          local orig = x:_getflat(k)
          x:_setflat(k, orig + eps)
          local fp = M.no_grad(function() return weighted(fn(table.unpack(inputs)), w) end)
          x:_setflat(k, orig - eps)
          local fm = M.no_grad(function() return weighted(fn(table.unpack(inputs)), w) end)
          x:_setflat(k, orig)
          local num = (fp - fm) / (2 * eps)
          local ana = g and g:_getflat(k) or 0.0
          if math.abs(ana - num) > atol + rtol * math.abs(num) or ana ~= ana then
            return false, ("gradcheck: input %d, element %d: analytic %.8g vs numeric %.8g")
              :format(i, k, ana, num)
          end
        end
      end
    end
    return true
  end, "gradcheck(fn, inputs [, {eps=1e-6, atol=1e-5, rtol=1e-3}]) -> ok, message\n"
    .. "Compares the gradients of fn(inputs...) from backward() with central finite differences "
    .. "for every element of every float64 input that requires grad.")

  -- a readable rendering of any value: tables as {1, 2, key = v} (array part first, then
  -- the other keys sorted), nested tensors as <Tensor dtype (shape)>, strings quoted
  local function repr(v, depth, maxn, seen)
    local tv = type(v)
    if tv == "string" then return (("%q"):format(v):gsub("\\\n", "\\n")) end
    if M.is_tensor(v) then return ("<Tensor %s (%s)>"):format(v:dtype(), table.concat(v:shape(), ",")) end
    if tv ~= "table" then return tostring(v) end
    local mt = getmetatable(v)
    if mt and mt.__tostring then return tostring(v) end
    if seen[v] then return "<cycle>" end
    if depth <= 0 then return "{...}" end
    seen[v] = true
    local parts, n, keys = {}, #v, {}
    for i = 1, math.min(n, maxn) do parts[#parts + 1] = repr(v[i], depth - 1, maxn, seen) end
    for k in pairs(v) do
      if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
    end
    table.sort(keys, function(a, b)
      local ta, tb = type(a), type(b)
      if ta ~= tb then return ta < tb end
      if ta == "number" or ta == "string" then return a < b end
      return tostring(a) < tostring(b)
    end)
    for _, k in ipairs(keys) do
      if #parts >= maxn then break end
      local ks = type(k) == "string" and k:match("^[%a_][%w_]*$") and k or "[" .. repr(k, 0, maxn, seen) .. "]"
      parts[#parts + 1] = ks .. " = " .. repr(v[k], depth - 1, maxn, seen)
    end
    local total = math.min(n, maxn) + #keys
    if n > maxn then total = n + #keys end
    if total > #parts then parts[#parts + 1] = ("... (%d more)"):format(total - #parts) end
    seen[v] = nil
    return "{" .. table.concat(parts, ", ") .. "}"
  end
  def("repr", function(v, opts)
    opts = opts or {}
    return repr(v, opts.depth or 3, opts.max_items or 30, {})
  end, "repr(v [, {depth=3, max_items=30}]) -> string\n"
    .. "A readable one-line rendering of v: tables as {1, 2, key = value} (array part first, then "
    .. "the other keys sorted; deeper than depth as {...}; more than max_items entries cut), "
    .. "tensors inside tables as <Tensor dtype (shape)>, strings quoted. The REPL prints plain "
    .. "tables with it.")

  local function document(name, value, text)
    if type(name) ~= "string" or not name:match("^[%a_][%w_.:]*$") or name:find("[.:][.:]")
       or name:find("[.:]$") or name:find("[.:]%d") then
      error("document: name must be a string like \"mod.fn\" or \"mod.Class:method\", got " .. tostring(name), 2)
    end
    if type(text) ~= "string" or text == "" then
      error("document: text of " .. name .. " must be a non-empty string", 2)
    end
    doc[name] = text
    note(name, value)
  end
  def("document", document,
    "document(name, value, text)\n"
    .. "Registers text as the documentation of value under name (\"mymod.fn\", \"mymod.Class\", "
    .. "\"mymod.Class:method\"), for xattn.help and the REPL's :help. The first line of text is the "
    .. "signature (options with their defaults), then what it returns and does. value (the function, "
    .. "class or module table) lets help find it by identity: help(f), :help m:forward for an "
    .. "instance m. Every public function of xattn's modules is documented this way.")

  -- the library parts written in Lua register their docs when they load
  local function load_module(name)
    if lazy[name] and rawget(M, name) == nil then pcall(function() return M[name] end) end
  end
  local function load_all()
    for k in pairs(lazy) do load_module(k) end
  end

  -- the documented names one level below key ("Methods: a b c" of a class or module): doc
  -- keys key.name / key:name, and the fields of the documented value that are documented
  -- under another name (nn.causal_mask is nn.functional.causal_mask)
  local function members(key)
    local subs, seen = {}, {}
    local function add(rest)
      if not seen[rest] then seen[rest] = true; subs[#subs + 1] = rest end
    end
    for k in pairs(doc) do
      if #k > #key + 1 and k:sub(1, #key) == key then
        local sep, rest = k:sub(#key + 1, #key + 1), k:sub(#key + 2)
        if (sep == "." or sep == ":") and rest:match("^[%w_]+$") then add(rest) end
      end
    end
    local v = docval[key]
    if type(v) == "table" and v ~= M then
      for k, f in pairs(v) do
        if type(k) == "string" and k:match("^[%a][%w_]*$") and docname[f] then add(k) end
      end
    end
    table.sort(subs)
    return subs
  end

  local function wrap_list(head, names, width)
    local lines, line = {}, head
    for _, n in ipairs(names) do
      if #line + #n + 1 > width and line ~= "" then
        lines[#lines + 1] = line
        line = "  " .. n
      else
        line = line .. (line:match("%S$") and " " or "") .. n
      end
    end
    lines[#lines + 1] = line
    return table.concat(lines, "\n")
  end

  local function render(key)
    local subs = members(key)
    if #subs == 0 then return doc[key] end
    local v = docval[key]
    local class = type(v) == "table" and getmetatable(v) and getmetatable(v).__call
    local text = doc[key] .. "\n" .. wrap_list(("%s (:help %s%sNAME):"):format(class and "Methods" or "Contents",
      key, class and ":" or "."), subs, 90)
    local parent = class and getmetatable(v).__index
    if type(parent) == "table" and docname[parent] then
      text = text .. ("\nInherits the methods of %s (:help %s)"):format(docname[parent], docname[parent])
    end
    return text
  end

  -- the value named by path (globals first, then xattn's fields, lazy modules loaded),
  -- with the value one step before it and the last key; nothing when a step fails
  local function resolve(path)
    local parts, seps = {}, {}
    for sep, id in ("." .. path):gmatch("([.:])([%a_][%w_]*)") do
      parts[#parts + 1], seps[#seps + 1] = id, sep
    end
    local first = path:match("^[%a_][%w_]*")
    if not first or path:sub(#first + 1):gsub("[.:][%a_][%w_]*", "") ~= "" then return end
    local v
    if parts[1] == "xattn" then v = M
    else
      v = rawget(_G, parts[1])
      if v == nil then load_module(parts[1]); v = rawget(M, parts[1]) end
    end
    local owner
    for i = 2, #parts do
      if v == nil then return end
      local tv = type(v)
      if tv ~= "table" and tv ~= "userdata" and tv ~= "string" then return end
      owner = v
      local ok, nv = pcall(function() return v[parts[i]] end)
      if not ok then return end
      v = nv
    end
    return v, owner, parts[#parts], #parts
  end

  -- a method documented on a class (or a parent class) of owner
  local function inherited(owner, meth)
    local c = owner
    for _ = 1, 16 do
      if type(c) ~= "table" then return end
      local n = rawget(docname, c)
      if n and doc[n .. ":" .. meth] then return n .. ":" .. meth end
      if n and doc[n .. "." .. meth] then return n .. "." .. meth end
      local mt = getmetatable(c)
      c = mt and mt.__index
      if type(c) == "function" then return end
    end
  end

  local function lookup(name)
    if type(name) ~= "string" then
      local n = docname[name]
      return n and render(n) or nil
    end
    local key = name:gsub("^%s+", ""):gsub("%s+$", ""):gsub("%(%)$", "")
    key = key:gsub("^xattn[.:]", "")
    if key == "" then return end
    load_module(key:match("^[%a_][%w_]*"))
    if doc[key] then return render(key) end
    -- mod.Class.method and mod.Class:method are the same name
    local head, tail = key:match("^(.*)[.:]([%w_]+)$")
    if head then
      for _, sep in ipairs{":", "."} do
        if doc[head .. sep .. tail] then return render(head .. sep .. tail) end
      end
    end
    -- a value reached through globals or xattn (m:forward, plot.heatmap after plot = xattn.plot)
    local v, owner, last, n = resolve(key)
    if v ~= nil and docname[v] then return render(docname[v]) end
    if n and n > 1 then
      local k = inherited(owner, last)
      if not k and type(owner) == "table" then -- an instance: look at its class
        local mt = getmetatable(owner)
        k = mt and inherited(mt, last)
      end
      if k then return render(k) end
    end
    -- Tensor:reshape, t:reshape, t.grad (t a tensor or not defined yet): the tensor
    -- method's or field's doc
    if head and (owner == nil or M.is_tensor(owner) or owner == Tensor) then
      if doc[tail] then return doc[tail] end
      if doc["Tensor." .. tail] then return doc["Tensor." .. tail] end
    end
    -- a bare name documented in one module: Transformer -> nn.Transformer
    if not head then
      load_all()
      local hits = {}
      for k in pairs(doc) do
        local pre = k:sub(1, #k - #key - 1)
        local sep = k:sub(#k - #key, #k - #key)
        if #k > #key + 1 and k:sub(-#key) == key and (sep == "." or sep == ":") and pre ~= "" then
          hits[#hits + 1] = k
        end
      end
      table.sort(hits)
      if #hits == 1 then return render(hits[1]) end
      if #hits > 1 then
        return wrap_list(("'%s' is documented under several names (:help one of them):"):format(key),
          hits, 90)
      end
    end
  end

  def("help", function(name)
    if name == nil then
      load_all()
      local names = {}
      for k in pairs(doc) do names[#names + 1] = k end
      table.sort(names)
      return table.concat(names, " ")
    end
    local text = lookup(name)
    if text then return text end
    local what = type(name) == "string" and ("'" .. name .. "'") or ("this " .. type(name))
    return nil, ("no documentation for %s (xattn.help() lists the documented names)"):format(what)
  end, "help([name | value]) -> text\n"
    .. "The documentation of name: a core function (\"zeros\", \"Tensor:reshape\", \"t:sum\"), a module "
    .. "(\"nn\", \"attention\"), a function or class of one (\"nn.Transformer\", \"mt.load\", "
    .. "\"attention.gmm\", \"plot.terminal\"), a method (\"nn.Transformer:forward\", or \"m:forward\" "
    .. "for a global m), or a bare name documented in one module (\"heatmap\"). Modules load on "
    .. "demand. A function or class value works too: help(xattn.nn.Linear). Modules and classes "
    .. "list their documented members. Without an argument: every documented name, sorted and "
    .. "separated by spaces. Returns nil and a message when nothing is documented under name.")

  -- for the REPL's :help: the core functions (no module prefix), the modules and the
  -- topics (documented names that are no value, such as indexing)
  M._help_overview = function()
    load_all()
    local core, mods, topics = {}, {}, {}
    for k in pairs(doc) do
      if not k:find("[.:]") and k:sub(1, 1) ~= "_" then
        local v = docval[k]
        if type(v) == "table" then mods[#mods + 1] = k
        elseif v == nil then topics[#topics + 1] = k
        else core[#core + 1] = k end
      end
    end
    table.sort(core)
    table.sort(mods)
    table.sort(topics)
    return core, mods, topics
  end

  -- the modules written in C, and topics that are no function
  document("json", rawget(M, "json"), [[
xattn.json -- Lua values <-> JSON text (cJSON underneath)
  json.encode({a = 1, b = {1, 2}}) --> '{"a":1,"b":[1,2]}'
  json.decode('[1, 2.5, null]')    --> {1, 2.5, json.null}
Tables with keys exactly 1..n are arrays, others objects (sorted keys); json.array(t) marks
a table (an empty one too) as an array; json.null stands for null.]])
  document("checkpoint", rawget(M, "checkpoint"), [[
xattn.checkpoint -- checkpoint files: named tensors and a JSON-able table of metadata,
written atomically, read back exactly (checkpoint.save, load, info). See docs/checkpoints.md.]])
  document("Tensor", Tensor, [[
xattn.Tensor -- the tensor type (and the table of its methods: t:name(...) is
xattn.Tensor.name(t, ...); every method is documented under its name, :help reshape).
Fields: t.grad, t.requires_grad, t.is_leaf, t.grad_fn; t[...] indexes (:help indexing).
tostring(t) shows the values; #t is the size of the first dimension.]])
  document("Tensor.grad", nil, [[
t.grad -> Tensor | nil
The gradient accumulated by backward() for a leaf that requires grad (nil until then, or
after zero_grad). Assignable: t.grad = g (a tensor of t's shape and dtype) or nil.]])
  document("Tensor.requires_grad", nil, [[
t.requires_grad -> boolean
Whether operations on t are recorded for backward. Assignable on leaves (float tensors
only): t.requires_grad = true; also t:requires_grad_(), or {requires_grad = true} at creation.]])
  document("Tensor.is_leaf", nil, "t.is_leaf -> boolean: true unless t was computed by a recorded operation (it has a grad_fn)")
  document("Tensor.grad_fn", nil, "t.grad_fn -> string | nil: the name of the operation that computed t (\"mul\", \"matmul\", ...), nil for a leaf")
  document("indexing", nil, [[
Tensor indexing (Torch7's forms; positions 1-based, negative ones from the end, -1 = last)
  t[i]                 the element i of a 1-D tensor (a number), else the slice i along dim 1
  t[{i, j}]            the element (i, j) of a 2-D tensor: one integer per dimension
  t[{i}], t[{{}, j}]   a slice: an integer selects (the dimension goes away), {} keeps a
                       whole dimension; missing trailing entries keep their dimensions
  t[{{a, b}, {c}}]     ranges a..b and c..c (dimensions kept)
  t[...] = v           writes a number or boolean (fills), or a tensor (copied, broadcast)
Slices are views (they share t's storage) and differentiable; an element of a tensor that
requires grad is a 0-dim tensor instead of a number. Other keys are errors: a non-integer
number, a boolean, a tensor (use t:index_select(dim, index), t:masked_fill(mask, v),
xattn.where), and a string that names no method or field (t.gard); xattn.Tensor.name tells
whether a method exists. Positions out of range and reversed ranges are errors too.]])

  -- the C functions (registered before this file ran) are found by identity too
  for _, t in ipairs{M, Tensor} do
    for k, v in pairs(t) do if doc[k] then note(k, v) end end
  end
  for _, sub in ipairs{"json", "checkpoint"} do
    for k, v in pairs(rawget(M, sub) or {}) do
      if doc[sub .. "." .. k] then note(sub .. "." .. k, v) end
    end
  end
end
