-- The part of the xattn module written in Lua. Called once by luaopen_xattn with the
-- module table M (C functions already registered); adds functions and Tensor methods.
return function(M)
  local Tensor, doc = M.Tensor, M._doc
  M.version = "0.1.0"

  -- library parts written in Lua load on first use: xattn.nn, xattn.optim, ...
  local lazy = {nn = true, optim = true, data = true, bpe = true, text = true, search = true,
                metrics = true, checkpoint = true, attention = true, simt = true, latency = true,
                streameval = true,
                plot = true, mt = true, analysis = true}
  setmetatable(M, {__index = function(t, k)
    if lazy[k] then
      local mod = require("xattn." .. k)
      rawset(t, k, mod)
      return mod
    end
  end})

  local function def(name, fn, text, where)
    where = where or "func"
    if where ~= "method" then M[name] = fn end
    if where ~= "func" then Tensor[name] = fn end
    doc[name] = text
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

  def("help", function(name)
    if name == nil then
      local names = {}
      for k in pairs(doc) do names[#names + 1] = k end
      table.sort(names)
      return table.concat(names, " ")
    end
    return doc[name]
  end, "help([name]) -> the documentation of name, or the list of documented names")
end
