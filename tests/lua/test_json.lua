-- xattn.json: exact encodings written by hand, round trips, and every error path.
local json = require "xattn.json"

-- structural equality that also tells integers from floats and null from nil
local function deep_eq(a, b, path)
  path = path or "$"
  if type(a) ~= type(b) then return false, path .. ": " .. type(a) .. " vs " .. type(b) end
  if type(a) == "number" then
    if math.type(a) ~= math.type(b) then return false, path .. ": " .. math.type(a) .. " vs " .. math.type(b) end
    if string.pack("<n", a) ~= string.pack("<n", b) and not (a ~= a and b ~= b) then
      return false, path .. (": %.17g vs %.17g"):format(a, b)
    end
    return true
  end
  if type(a) ~= "table" then
    if a ~= b then return false, path .. ": " .. tostring(a) .. " vs " .. tostring(b) end
    return true
  end
  for k, v in pairs(a) do
    local ok, where = deep_eq(v, b[k], path .. "." .. tostring(k))
    if not ok then return false, where end
  end
  for k in pairs(b) do
    if a[k] == nil then return false, path .. "." .. tostring(k) .. ": missing" end
  end
  return true
end

local function same(a, b)
  local ok, where = deep_eq(a, b)
  T.ok(ok, where)
end

test("module is reachable both ways", function()
  T.ok(xa.json == json)
  T.eq(type(json.encode), "function")
  T.eq(tostring(json.null), "json.null")
  T.ok(xa.help("json.encode"):find("json.encode", 1, true))
end)

test("scalars encode exactly", function()
  T.eq(json.encode(nil), "null")
  T.eq(json.encode(json.null), "null")
  T.eq(json.encode(true), "true")
  T.eq(json.encode(false), "false")
  T.eq(json.encode(0), "0")
  T.eq(json.encode(-17), "-17")
  T.eq(json.encode(9007199254740992), "9007199254740992")
  T.eq(json.encode(-9007199254740992), "-9007199254740992")
  T.eq(json.encode("abc"), '"abc"')
  T.eq(json.encode(""), '""')
end)

test("floats keep a decimal point or exponent and the shortest exact digits", function()
  T.eq(json.encode(1.0), "1.0")
  T.eq(json.encode(-0.0), "-0.0")
  T.eq(json.encode(0.1), "0.1")
  T.eq(json.encode(2.5), "2.5")
  T.eq(json.encode(-3.0), "-3.0")
  T.eq(json.encode(1e300), "1e+300")
  T.eq(json.encode(1e-7), "1e-07")
  T.eq(json.encode(123456789012.0), "123456789012.0")
  T.eq(json.encode(1 / 3), "0.3333333333333333")
  T.eq(json.encode(0.1 + 0.2), "0.30000000000000004")
end)

test("floats round-trip bit for bit", function()
  local vals = {0.1, 1 / 3, -2 / 7, 1e308, 2.2250738585072014e-308, 4.9e-324, -0.0, 1.0, 2 ^ 53, 2 ^ 70, 123.456}
  local s = 99
  for _ = 1, 300 do -- pseudo-random doubles from raw bits (an LCG, independent of xattn)
    s = (s * 6364136223846793005 + 1442695040888963407)
    local bits = s & 0x7fefffffffffffff -- finite
    vals[#vals + 1] = string.unpack("<d", string.pack("<i8", bits))
  end
  for _, v in ipairs(vals) do
    local back = json.decode(json.encode(v))
    T.eq(math.type(back), "float", ("%.17g"):format(v))
    T.eq(string.pack("<d", back), string.pack("<d", v), ("%.17g"):format(v))
  end
end)

test("integers stay integers and are read exactly", function()
  T.eq(math.type(json.decode("3")), "integer")
  T.eq(math.type(json.decode("3.0")), "float")
  T.eq(math.type(json.decode("3e0")), "float")
  T.eq(math.type(json.decode("-0")), "integer")
  T.eq(json.decode("9223372036854775807"), math.maxinteger)
  T.eq(json.decode("-9223372036854775808"), math.mininteger)
  local big = json.decode("9223372036854775808") -- past int64: a float
  T.eq(math.type(big), "float")
  T.eq(big, 2.0 ^ 63)
  T.eq(json.decode("9007199254740993"), 9007199254740993) -- exact, not through a double
  local err = T.raises(function() json.encode(9007199254740993) end, "beyond 2^53")
  T.ok(err:find("at value", 1, true), err)
  T.raises(function() json.encode({n = math.mininteger}) end, "at value.n")
end)

test("strings: escapes written by hand", function()
  T.eq(json.encode('a"b\\c/d'), '"a\\"b\\\\c/d"')
  T.eq(json.encode("\b\f\n\r\t"), '"\\b\\f\\n\\r\\t"')
  T.eq(json.encode("\0\1\31\127"), '"\\u0000\\u0001\\u001f\127"')
  T.eq(json.encode("é😀"), '"é😀"') -- valid UTF-8 is written as it is
  T.eq(json.decode('"\\u00e9\\ud83d\\ude00\\u0041\\/"'), "é😀A/")
  T.eq(json.decode('"\\uFFFF"'), "\239\191\191")
  T.eq(json.decode('"\\udbff\\udfff"'), "\244\143\191\191") -- U+10FFFF
  T.eq(json.decode('"a\\u0000b"'), "a\0b")
end)

test("strings with every byte below 128 and multi-byte UTF-8 round-trip", function()
  local bytes = {}
  for i = 0, 127 do bytes[#bytes + 1] = string.char(i) end
  local s = table.concat(bytes) .. "ñ€😀\u{10FFFF}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}"
  T.eq(json.decode(json.encode(s)), s)
  T.eq(json.decode(json.encode({[s] = s}))[s], s) -- as a key too
end)

test("invalid UTF-8 is an error naming the place", function()
  for _, bad in ipairs{"\255", "ab\192\175", "\237\160\128", "\226\130", "\244\144\128\128", "\128", "\248\136\128\128\128"} do
    local err = T.raises(function() json.encode({list = {"ok", bad}}) end, "not valid UTF-8")
    T.ok(err:find("at value.list[2]", 1, true), err)
  end
  T.raises(function() json.encode({["\255"] = 1}) end, "not valid UTF-8")
end)

test("tables: arrays, objects with sorted keys, empty tables", function()
  T.eq(json.encode({1, 2, 3}), "[1,2,3]")
  T.eq(json.encode({}), "{}")
  T.eq(json.encode(json.array({})), "[]")
  T.eq(json.encode({b = 1, a = 2, c = {}}), '{"a":2,"b":1,"c":{}}')
  T.eq(json.encode({[1] = "x", [3] = "y"}), '{"1":"x","3":"y"}') -- a hole: object
  T.eq(json.encode({[0] = "z", "a"}), '{"0":"z","1":"a"}')
  T.eq(json.encode({[-1] = 1}), '{"-1":1}')
  T.eq(json.encode({10, 20, x = 1}), '{"1":10,"2":20,"x":1}')
  T.eq(json.encode({[10] = 1, [9] = 2, [100] = 3}), '{"10":1,"100":3,"9":2}') -- byte order of the key text
  T.eq(json.encode({json.null, 2}), "[null,2]")
  T.eq(json.encode({{}, {{}}}), "[{},[{}]]")
  local t = json.array({1, 2})
  T.ok(json.is_array(t))
  T.eq(json.encode(t), "[1,2]")
  T.ok(not json.is_array({}))
end)

test("table errors: bad keys, marked non-arrays, metatables", function()
  T.raises(function() json.encode({[1.5] = 1}) end, "key 1.5 is not a string or an integer at value")
  T.raises(function() json.encode({x = {[true] = 1}}) end, "key of type boolean is not a string or an integer at value.x")
  T.raises(function() json.encode({[1] = "a", ["1"] = "b"}) end, "appears both as an integer and as a string")
  T.raises(function() json.encode(json.array({x = 1})) end, "marked with json.array has keys other than 1..n")
  T.raises(function() json.array(setmetatable({}, {})) end, "already has a metatable")
  T.raises(function() json.array(3) end, "table expected")
end)

test("the same table twice (not a cycle) is fine; cycles and depth are errors", function()
  local shared = {1, 2}
  T.eq(json.encode({a = shared, b = shared}), '{"a":[1,2],"b":[1,2]}')
  local t = {}
  t.self = t
  T.raises(function() json.encode(t) end, "table contains itself (a cycle) at value.self")
  local a, b = {}, {}
  a.b = b
  b.list = {a}
  T.raises(function() json.encode({root = a}) end, "(a cycle) at value.root.b.list[1]")
  -- exactly 100 levels are fine, 101 are not
  local deep = {}
  for _ = 1, 99 do deep = {deep} end
  local text = json.encode(deep)
  T.eq(text, ("["):rep(99) .. "{}" .. ("]"):rep(99))
  same(json.decode(text), deep)
  T.raises(function() json.encode({deep}) end, "nesting deeper than 100 levels")
  T.raises(function() json.decode("[" .. text .. "]") end, "nesting deeper than 100 levels at offset 100")
  T.raises(function() json.decode(("["):rep(100000)) end, "nesting deeper than 100 levels")
end)

test("values JSON cannot hold are errors naming where they are", function()
  T.raises(function() json.encode({x = {0 / 0}}) end, "NaN cannot be represented in JSON at value.x[1]")
  T.raises(function() json.encode({x = 1 / 0}) end, "infinity cannot be represented in JSON at value.x")
  T.raises(function() json.encode({y = -1 / 0}) end, "infinity cannot be represented in JSON at value.y")
  T.raises(function() json.encode({f = print}) end, "cannot encode a value of type function at value.f")
  T.raises(function() json.encode({co = coroutine.create(print)}) end, "type thread at value.co")
  T.raises(function() json.encode({t = xa.ones(2)}) end, "cannot encode a tensor")
  T.raises(function() json.encode(io.stdout) end, "cannot encode a value of type userdata at value")
  T.raises(function() json.encode({["a b"] = {[2] = print}}) end, 'at value["a b"]["2"]')
  T.raises(function() json.encode({}, 3) end, "table expected")
end)

test("indented output", function()
  T.eq(json.encode({b = {1, {}}, a = "x", c = json.array({})}, {indent = true}),
       '{\n  "a": "x",\n  "b": [\n    1,\n    {}\n  ],\n  "c": []\n}')
  T.eq(json.encode({}, {indent = true}), "{}")
  same(json.decode(json.encode({a = {1, 2, {b = 3.5}}}, {indent = true})), {a = {1, 2, {b = 3.5}}})
end)

test("decode: values, null, arrays marked, whitespace", function()
  local v = json.decode(' \n\t{"a" : [1, -2.5e3, true, false, null, "s", [], {}], "b": {"c": {"d": 0.5}}}\r\n')
  same(v, {a = {1, -2500.0, true, false, json.null, "s", json.array({}), {}}, b = {c = {d = 0.5}}})
  T.eq(#v.a, 8)
  T.eq(v.a[5], json.null)
  T.ok(json.is_array(v.a[7]))
  T.ok(not json.is_array(v.a[8]))
  T.eq(json.encode(v.a[7]), "[]") -- [] stays [] through a round trip
  T.eq(json.decode("null"), json.null)
  T.eq(json.decode('"x"'), "x")
end)

test("round trip of a nested value", function()
  local v = {
    config = {d = 256, heads = 4, dropout = 0.1, norm = "pre", layers = {enc = 3, dec = 3}, tie = true},
    vocab = {"<pad>", "<s>", "</s>", "<unk>", "the", "años", "señor", "\"quoted\"", "tab\there"},
    history = {{step = 1, loss = 9.25}, {step = 2, loss = 8.0}},
    empty_list = json.array({}), empty_obj = {}, nothing = json.null,
    ints = {math.maxinteger // 2 ^ 10 // 1, -1, 0}, big = 2 ^ 53 // 1,
  }
  v.ints[1] = 9007199254740991
  same(json.decode(json.encode(v)), v)
  same(json.decode(json.encode(v, {indent = true})), v)
  T.eq(json.encode(json.decode(json.encode(v))), json.encode(v)) -- the same bytes again
end)

test("decode errors name the offset, line and column", function()
  T.raises(function() json.decode("[1,2,]") end, "invalid JSON at offset 5 (line 1, column 6")
  T.raises(function() json.decode('{"a" 1}') end, "invalid JSON at offset 5")
  T.raises(function() json.decode('{\n  "a": tru\n}') end, "invalid JSON at offset 9 (line 2, column 8")
  T.raises(function() json.decode("[1] x") end, "invalid JSON at offset 4")
  T.raises(function() json.decode("[1, 2") end, "invalid JSON at offset")
  T.raises(function() json.decode('"abc') end, "invalid JSON at offset")
  T.raises(function() json.decode("") end, "empty input")
  T.raises(function() json.decode("  \n ") end, "empty input")
  T.raises(function() json.decode("[1]\0") end, "zero byte in the input at offset 3")
  T.raises(function() json.decode("[01]") end, "invalid number at offset 1")
  T.raises(function() json.decode("[1.]") end, "invalid number at offset 1")
  T.raises(function() json.decode("[-]") end, "at offset 1")
  T.raises(function() json.decode("[1e999]") end, "number out of range at offset 1")
  T.raises(function() json.decode('{"a":1,\n"a":2}') end, 'duplicate key "a" at offset 8 (line 2, column 1')
  T.raises(function() json.decode('"\\ud800"') end, "invalid JSON at offset")
  T.raises(function() json.decode('"\\x"') end, "invalid JSON at offset")
  T.raises(function() json.decode("nul") end, "invalid JSON at offset 0")
  T.raises(function() json.decode(true) end, "string expected")
  T.raises(function() json.decode({}) end, "string expected")
end)

test("read and write files", function()
  local path = os.tmpname()
  json.write(path, {a = {1, 2}, b = "é"}, {indent = true})
  local f = io.open(path, "rb")
  local text = f:read("a")
  f:close()
  T.eq(text, '{\n  "a": [\n    1,\n    2\n  ],\n  "b": "é"\n}\n')
  same(json.read(path), {a = {1, 2}, b = "é"})
  f = io.open(path, "wb")
  f:write('{"a": 1,\n "b": }')
  f:close()
  T.raises(function() json.read(path) end, "json.read: " .. path .. ": invalid JSON at offset 15 (line 2, column 7")
  -- a failed encode does not touch the file
  T.raises(function() json.write(path, {f = print}) end, "json.write: cannot encode")
  f = io.open(path, "rb")
  T.eq(f:read("a"), '{"a": 1,\n "b": }')
  f:close()
  os.remove(path)
  T.raises(function() json.read(path) end, "json.read: cannot open " .. path)
  T.raises(function() json.write("/nonexistent-dir/x.json", {}) end, "json.write: cannot open /nonexistent-dir/x.json")
end)

test("mutated and cut inputs never crash: a value or an error with an offset", function()
  local doc = json.encode({a = {1, -2.5e-3, "x\n\u{e9}", true, json.null, {}}, ["b c"] = {d = {json.array({})}}})
  local s = 2024
  local function rnd(n)
    s = (s * 1103515245 + 12345) % 2147483648
    return s % n
  end
  local alphabet = '{}[],:"\\-+.eE0123456789 tfnu\0\255x'
  for len = 0, #doc - 1 do -- every prefix: incomplete, hence invalid
    T.raises(function() json.decode(doc:sub(1, len)) end, "offset")
  end
  for _ = 1, 3000 do
    local b = {doc:byte(1, -1)}
    for _ = 1, 1 + rnd(3) do
      local i = 1 + rnd(#b)
      local c = alphabet:byte(1 + rnd(#alphabet))
      local op = rnd(3)
      if op == 0 then b[i] = c elseif op == 1 then table.insert(b, i, c) else table.remove(b, i) end
    end
    local text = string.char(table.unpack(b))
    local ok, v = pcall(json.decode, text)
    if ok then
      T.ok(v ~= nil)
      local ok2, again = pcall(json.encode, v) -- what decodes must encode (unless it holds invalid UTF-8)
      if ok2 then T.eq(json.encode(json.decode(again)), again) end
    else
      T.ok(tostring(v):find("json.decode: ", 1, true) and tostring(v):find("offset", 1, true), v)
    end
  end
end)
