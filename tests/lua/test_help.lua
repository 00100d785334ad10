-- xattn.help and xattn.document: every public function of every module is documented,
-- names resolve the way the REPL's :help uses them, and modules load on demand.

-- the modules: the lazily loaded ones (the __lazy list of xattn's metatable) and the C ones
local function module_names()
  local names = {"json", "checkpoint"}
  for k in pairs(getmetatable(xa).__lazy) do
    if k ~= "checkpoint" then names[#names + 1] = k end
  end
  table.sort(names)
  return names
end

-- calls fn(path, value) for every public function reachable from the table t named prefix:
-- fields whose names do not start with "_" (metamethods and private helpers do), in
-- sub-tables too (classes, namespaces such as nn.functional); init is a class's
-- constructor body, documented by the class itself
local function walk(prefix, t, fn, seen, depth)
  if seen[t] or depth > 3 then return end
  seen[t] = true
  local keys = {}
  for k in pairs(t) do if type(k) == "string" and k:match("^[%a][%w_]*$") then keys[#keys + 1] = k end end
  table.sort(keys)
  for _, k in ipairs(keys) do
    local v = rawget(t, k)
    local path = prefix .. "." .. k
    local mt = type(v) == "table" and getmetatable(v)
    if type(v) == "function" then
      if k ~= "init" then fn(path, v) end
    elseif type(v) == "table" then
      if mt and mt.__call then fn(path, v) end -- a class: documented itself
      walk(path, v, fn, seen, depth + 1)
    end
  end
end

test("every public function, class and method of every module has a doc string", function()
  local missing, count = {}, 0
  for _, m in ipairs(module_names()) do
    local mod = xa[m]
    T.ok(type(mod) == "table", "module " .. m)
    if not xa.help(m) then missing[#missing + 1] = m .. " (the module)" end
    walk(m, mod, function(path, v)
      count = count + 1
      local text = xa.help(path)
      if not text or #text < 10 then missing[#missing + 1] = path end
    end, {}, 0)
  end
  -- the core: every function of xattn and every tensor method
  for _, t in ipairs{{"", xa}, {"Tensor:", xa.Tensor}} do
    for k, v in pairs(t[2]) do
      if type(v) == "function" and k:sub(1, 1) ~= "_" then
        count = count + 1
        if not xa.help(t[1] .. k) then missing[#missing + 1] = t[1] .. k end
      end
    end
  end
  table.sort(missing)
  T.ok(count > 400, "walked " .. count .. " functions")
  T.ok(#missing == 0, #missing .. " undocumented: " .. table.concat(missing, " "))
end)

-- the value a documented name names (nil when absent)
local function lookup(name)
  local v = xa
  for part in name:gmatch("[^.:]+") do
    if type(v) ~= "table" then return nil end
    v = v[part]
  end
  if v == nil and not name:find("[.:]") then v = xa.Tensor[name] end
  return v
end

test("every documented name names something that exists", function()
  -- topics, and classes whose instances come from a function (a BLEU score, a latency
  -- result) rather than from a module field
  local special = {indexing = true, ["metrics.Score"] = true, ["latency.Result"] = true,
                   ["Tensor.grad"] = true, ["Tensor.requires_grad"] = true, ["Tensor.is_leaf"] = true,
                   ["Tensor.grad_fn"] = true}
  local stale = {}
  for name in xa.help():gmatch("%S+") do
    local ok = lookup(name) ~= nil or special[name]
    local head, meth = name:match("^(.*):([%w_]+)$")
    if not ok and head then
      -- a method of the objects a constructor returns (optim.Adam:step) or of a special class
      local h = lookup(head)
      ok = type(h) == "function" or special[head]
      T.ok(not ok or xa.help(name), name)
    end
    if not ok then stale[#stale + 1] = name end
  end
  T.ok(#stale == 0, "documented but absent: " .. table.concat(stale, " "))
end)

test("names of lazily loaded modules (nn.Transformer, mt.load, attention.gmm, plot.terminal) have help in a fresh host where no module is loaded yet", function()
  local exe = arg and arg[-1]
  T.ok(exe, "the host's path (arg[-1])")
  local code = [[for _, n in ipairs{"nn.Transformer", "mt.load", "attention.gmm", "plot.terminal"} do
    assert(not package.loaded["xattn." .. n:match("^%a+")], n .. " loaded already")
    local text = assert(xattn.help(n), n)
    io.write(n, "=", text:match("^[^\n]*"), "\n")
  end]]
  local p = io.popen(("%s -e %q 2>&1"):format(exe, code))
  local out = p:read("a")
  local ok = p:close()
  T.ok(ok, out)
  T.ok(out:find("nn.Transformer=nn.Transformer{vocab", 1, true), out)
  T.ok(out:find("mt.load=mt.load(", 1, true), out)
  T.ok(out:find("attention.gmm=attention.gmm", 1, true), out)
  T.ok(out:find("plot.terminal=plot.terminal(", 1, true), out)
end)

test("help resolves paths, values, methods of instances, inherited methods and bare names", function()
  local lin = xa.help("nn.Linear")
  T.ok(lin and lin:find("nn.Linear(in, out", 1, true))
  T.eq(xa.help("xattn.nn.Linear"), lin)
  T.eq(xa.help(xa.nn.Linear), lin)                      -- by value
  T.eq(xa.help("nn.Linear.forward"), xa.help("nn.Linear:forward"))
  -- an inherited method: Linear has no parameters of its own, Module's doc is shown
  T.eq(xa.help("nn.Linear:parameters"), xa.help("nn.Module:parameters"))
  -- an instance in a global
  rawset(_G, "help_test_model", xa.nn.Linear(2, 3))
  T.eq(xa.help("help_test_model:forward"), xa.help("nn.Linear:forward"))
  T.eq(xa.help("help_test_model:zero_grad"), xa.help("nn.Module:zero_grad"))
  rawset(_G, "help_test_model", nil)
  -- a module reached through a global alias
  rawset(_G, "help_test_plot", xa.plot)
  T.eq(xa.help("help_test_plot.heatmap"), xa.help("plot.heatmap"))
  rawset(_G, "help_test_plot", nil)
  -- aliases are one function, one doc
  T.eq(xa.help("nn.sinusoidal_positions"), xa.help("nn.functional.sinusoidal_positions"))
  -- tensor methods and fields, with or without a tensor
  T.eq(xa.help("t:reshape"), xa.help("reshape"))
  T.eq(xa.help("Tensor:sum"), xa.help("sum"))
  T.ok(xa.help("t.grad"):find("backward", 1, true))
  rawset(_G, "help_test_t", xa.ones(2))
  T.eq(xa.help("help_test_t.requires_grad"), xa.help("Tensor.requires_grad"))
  T.eq(xa.help("help_test_t:sum"), xa.help("sum"))
  rawset(_G, "help_test_t", nil)
  T.ok(xa.help("Tensor"):find("grad_fn", 1, true))
  -- a bare name documented in one module, or several
  T.eq(xa.help("heatmap"), xa.help("plot.heatmap"))
  T.ok(xa.help("forward"):find("nn.Transformer:forward", 1, true))
  -- modules and classes list their members
  T.ok(xa.help("nn"):find("Transformer", 1, true))
  T.ok(xa.help("nn.Transformer"):find("Methods (:help nn.Transformer:NAME):", 1, true))
  T.ok(xa.help("nn.Transformer"):find("decode_step", 1, true))
  -- nothing documented
  local none, msg = xa.help("nn.nosuch")
  T.eq(none, nil)
  T.ok(msg:find("no documentation for 'nn.nosuch'", 1, true))
  T.eq(xa.help("nosuch_anywhere"), nil)
  T.eq(xa.help(function() end), nil)
  T.eq(xa.help("a[1]"), nil)
  -- every name is listed
  local all = " " .. xa.help() .. " "
  for _, n in ipairs{"zeros", "nn.Transformer", "nn.Transformer:forward", "mt.load", "plot.terminal",
                     "attention.gmm", "json.encode", "checkpoint.load", "metrics.bleu"} do
    T.ok(all:find(" " .. n .. " ", 1, true), n .. " listed")
  end
end)

test("document: user functions become documented; bad arguments are errors", function()
  local f = function() end
  xa.document("mylib.f", f, "mylib.f() -> nothing\nA test function.")
  T.eq(xa.help("mylib.f"), "mylib.f() -> nothing\nA test function.")
  T.eq(xa.help(f), xa.help("mylib.f"))
  T.raises(function() xa.document(3, f, "x") end, "document: name must be a string")
  T.raises(function() xa.document("a..b", f, "x") end, "document: name must be a string")
  T.raises(function() xa.document("mylib.g", f, "") end, "text of mylib.g must be a non-empty string")
  xa._doc["mylib.f"] = nil
end)
