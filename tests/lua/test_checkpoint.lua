-- xattn.checkpoint: round trips, the file format checked byte by byte from Lua, every
-- truncation and every single-byte corruption of a small file, crafted headers that lie
-- about sizes, atomic replacement, and the RNG state.
local ck = require "xattn.checkpoint"
local json = require "xattn.json"

-- one scratch directory for the file (a shell per test would dominate the run time);
-- the last test removes it
local DIR = os.tmpname()
os.remove(DIR)
assert(os.execute("mkdir -p '" .. DIR .. "'"))
local function tmpdir() return DIR end
local function readall(p)
  local f = io.open(p, "rb")
  if not f then return nil end
  local s = f:read("a")
  f:close()
  return s
end
local function writeall(p, s)
  local f = assert(io.open(p, "wb"))
  f:write(s)
  f:close()
end
local function exists(p)
  local f = io.open(p, "rb")
  if f then f:close() end
  return f ~= nil
end

-- CRC-32 written bit by bit, independent of the C slice-by-8 tables
local function crc32(s)
  local c = 0xffffffff
  for i = 1, #s do
    c = c ~ s:byte(i)
    for _ = 1, 8 do c = (c & 1 == 1) and ((c >> 1) ~ 0xEDB88320) or (c >> 1) end
  end
  return c ~ 0xffffffff
end

local function align64(x) return (x + 63) // 64 * 64 end

-- a checkpoint file built in Lua: body is the header JSON without its closing brace
local function craft(body, data, npad)
  local head = body .. ',"header_crc32":"'
  local h = head .. ("%08x"):format(crc32(head)) .. '"}'
  local pre = "XATTNCK1" .. string.pack("<I8", #h) .. h
  local pad = npad == "pad" and align64(#pre) - #pre or npad or (data and data ~= "" and (align64(#pre) - #pre)) or 0
  return pre .. ("\0"):rep(pad) .. (data or "")
end

-- the bits of every element, for bit-exact comparisons
local function bits(t)
  local out = {}
  for _, v in ipairs(T.flat(t:totable())) do
    if type(v) == "boolean" then out[#out + 1] = v and "T" or "F"
    elseif math.type(v) == "integer" then out[#out + 1] = string.pack("<i8", v)
    else out[#out + 1] = string.pack("<d", v) end
  end
  return table.concat(out, "|")
end

local function same_tensor(a, b, what)
  T.eq(a:dtype(), b:dtype(), what)
  T.eq(T.shape_str(a:shape()), T.shape_str(b:shape()), what)
  T.ok(bits(a) == bits(b), (what or "") .. ": values differ")
end

local function same(a, b) T.eq(json.encode(a), json.encode(b)) end

local function small_checkpoint(path)
  return ck.save(path, {
    tensors = {
      w = xa.tensor({{1.5, -2.0}, {0.25, 3.0}}),
      ids = xa.tensor({7, -1, math.maxinteger}),
      mask = xa.tensor({true, false, true}),
      s = xa.tensor(2.5, {dtype = "float64"}),
    },
    meta = {step = 12, name = "small", list = {1, 2.5, "x"}},
  })
end

test("module is reachable both ways and documented", function()
  T.ok(xa.checkpoint == ck)
  T.ok(xa.help("checkpoint.save"):find("atomic", 1, true) or xa.help("checkpoint.save"):find("Atomic", 1, true))
  T.ok(xa.help("rng_state"))
end)

test("round trip of every dtype and shape, bit for bit", function()
  local dir = tmpdir()
  local nan, inf = 0 / 0, 1 / 0
  local ts = {
    f32 = xa.tensor({{1.5, -0.0, nan}, {inf, -inf, 1e-40}}), -- 1e-40: a float32 denormal
    f64 = xa.tensor({{{0.1, -1 / 3}}, {{2 ^ -1074, 1e308}}}, {dtype = "float64"}),
    i64 = xa.tensor({math.mininteger, -1, 0, 1, math.maxinteger}),
    b = xa.tensor({{true, false}, {false, true}}),
    s32 = xa.tensor(3.25), s64 = xa.tensor(-7.5, {dtype = "float64"}),
    si = xa.tensor(42), sb = xa.tensor(true),
    e1 = xa.zeros(0), e2 = xa.zeros(2, 0, 3, {dtype = "int64"}), e3 = xa.zeros(0, 5, {dtype = "bool"}),
    d8 = xa.randn(1, 2, 1, 2, 1, 2, 1, 2):double(),
    big = xa.randn(300, 70), -- larger than a staging chunk would need, odd sizes
  }
  local path = dir .. "/all.ckpt"
  local bytes = ck.save(path, {tensors = ts})
  T.eq(bytes, #readall(path))
  local r = ck.load(path)
  local n = 0
  for name, t in pairs(ts) do
    n = n + 1
    local u = r.tensors[name]
    T.ok(u, name .. " missing")
    same_tensor(u, t, name)
    T.ok(u:is_contiguous(), name)
    T.ok(not u.requires_grad)
  end
  for _ in pairs(r.tensors) do n = n - 1 end
  T.eq(n, 0, "no extra tensors")
  same(r.meta, {}) -- no meta given: an empty object
end)

test("meta round trip keeps types, unicode, empty arrays and null", function()
  local dir = tmpdir()
  local meta = {
    config = {d = 256, dropout = 0.1, norm = "pre", layers = {enc = 3, dec = 3}, tie = true, cross = json.null},
    vocab = {"<pad>", "<s>", "</s>", "<unk>", "señor", "😀", "tab\t\"q\""},
    step = 123456789, lr = 5e-4, best = 1.0, empty = json.array({}), obj = {},
  }
  ck.save(dir .. "/m.ckpt", {meta = meta, tensors = {x = xa.ones(2)}})
  local r = ck.load(dir .. "/m.ckpt")
  T.eq(json.encode(r.meta), json.encode(meta))
  T.eq(math.type(r.meta.step), "integer")
  T.eq(math.type(r.meta.best), "float")
  T.eq(r.meta.config.cross, json.null)
  T.eq(r.meta.vocab[6], "😀")
  T.ok(json.is_array(r.meta.empty))
end)

test("non-contiguous tensors are saved as their values", function()
  local dir = tmpdir()
  local base = xa.arange(24):double():reshape(2, 3, 4)
  local views = {
    t = base:select(1, 2):t(),                    -- transposed, with an offset
    n = base:narrow(3, 2, 2),                     -- narrowed last dim
    p = base:permute(3, 1, 2),                    -- permuted
    e = xa.tensor({{1}, {2}}):expand(2, 5),       -- stride 0
    eb = xa.tensor({true, false}):view(2, 1):expand(2, 3),
    big = xa.randn(700, 400):t():narrow(1, 3, 390), -- two staging chunks of 1 MB
  }
  for name, v in pairs(views) do
    if name ~= "eb" and name ~= "e" then T.ok(not v:is_contiguous(), name) end
  end
  ck.save(dir .. "/v.ckpt", {tensors = views})
  local r = ck.load(dir .. "/v.ckpt")
  for name, v in pairs(views) do same_tensor(r.tensors[name], v:contiguous(), name) end
  T.eq(r.tensors.t:totable()[1][1], 12.0)
  T.eq(r.tensors.p:totable()[2][1][1], 1.0)
end)

test("the file layout matches the specification byte for byte", function()
  local dir = tmpdir()
  local path = dir .. "/f.ckpt"
  ck.save(path, {tensors = {
    a = xa.tensor({1.5, -2.0, 0.25}),
    b = xa.tensor({{1, -2}, {3, 4}}),
    c = xa.tensor({true, false, true}),
    d = xa.tensor({0.1, 1e300}, {dtype = "float64"}),
  }, meta = {k = "v"}})
  local f = readall(path)
  T.eq(f:sub(1, 8), "XATTNCK1")
  local hlen = string.unpack("<I8", f, 9)
  local htext = f:sub(17, 16 + hlen)
  local h = json.decode(htext)
  T.eq(h.format, "xattn-checkpoint")
  T.eq(h.version, 1)
  T.eq(h.meta.k, "v")
  -- the header's own checksum covers everything up to its value
  local cut = #htext - 10
  T.eq(htext:sub(cut - 15, cut), '"header_crc32":"')
  T.eq(h.header_crc32, ("%08x"):format(crc32(htext:sub(1, cut))))
  local start = align64(16 + hlen)
  T.eq(f:sub(17 + hlen, start), ("\0"):rep(start - 16 - hlen))
  local expect = {
    a = {"float32", {3}, string.pack("<fff", 1.5, -2.0, 0.25)},
    b = {"int64", {2, 2}, string.pack("<i8i8i8i8", 1, -2, 3, 4)},
    c = {"bool", {3}, "\1\0\1"},
    d = {"float64", {2}, string.pack("<dd", 0.1, 1e300)},
  }
  local names, last = {}, 0
  for i, e in ipairs(h.tensors) do
    names[i] = e.name
    local x = expect[e.name]
    T.eq(e.dtype, x[1])
    T.eq(json.encode(e.shape), json.encode(x[2]))
    T.eq(e.nbytes, #x[3])
    T.eq(e.offset % 64, 0)
    T.ok(e.offset >= last)
    T.eq(f:sub(start + e.offset + 1, start + e.offset + e.nbytes), x[3], e.name .. " bytes")
    T.eq(e.crc32, crc32(x[3]), e.name .. " crc")
    last = e.offset + e.nbytes
  end
  T.eq(table.concat(names, ","), "a,b,c,d") -- sorted by name
  T.eq(#f, start + last) -- nothing after the last tensor
  local info = ck.info(path)
  T.eq(info.file_bytes, #f)
  T.eq(info.header_bytes, hlen)
  T.eq(info.tensors[2].name, "b")
  T.eq(info.meta.k, "v")
  -- the same content gives the same bytes
  ck.save(dir .. "/g.ckpt", {tensors = {d = xa.tensor({0.1, 1e300}, {dtype = "float64"}),
    c = xa.tensor({true, false, true}), b = xa.tensor({{1, -2}, {3, 4}}), a = xa.tensor({1.5, -2.0, 0.25})},
    meta = {k = "v"}})
  T.ok(readall(dir .. "/g.ckpt") == f, "byte-identical")
end)

test("a file cut at every length is a Lua error", function()
  local dir = tmpdir()
  local path = dir .. "/small.ckpt"
  small_checkpoint(path)
  local full = readall(path)
  T.ok(#full > 300)
  local cut = dir .. "/cut.ckpt"
  for len = 0, #full - 1 do
    writeall(cut, full:sub(1, len))
    local ok, err = pcall(ck.load, cut)
    T.ok(not ok, "length " .. len .. " loaded")
    T.ok(tostring(err):find("checkpoint: ", 1, true), err)
    local ok2 = pcall(ck.info, cut)
    T.ok(not ok2, "info at length " .. len)
    if len >= 16 + 8 then T.ok(err:find("truncated", 1, true), len .. ": " .. err) end
  end
  writeall(cut, full)
  T.eq(ck.load(cut).meta.name, "small")
  writeall(cut, full:sub(1, 5))
  T.raises(function() ck.load(cut) end, "is truncated")
  writeall(cut, full:sub(1, 100))
  T.raises(function() ck.load(cut) end, "checkpoint: " .. cut .. " is truncated: header says at least")
  writeall(cut, full:sub(1, #full - 1))
  T.raises(function() ck.load(cut) end, ("is truncated: header says %d bytes, file has %d"):format(#full, #full - 1))
  writeall(cut, full .. "\0")
  T.raises(function() ck.load(cut) end, "1 unexpected bytes after the data")
end)

test("changing any single byte is a Lua error", function()
  local dir = tmpdir()
  local path = dir .. "/small.ckpt"
  small_checkpoint(path)
  local full = readall(path)
  local hlen = string.unpack("<I8", full, 9)
  local start = align64(16 + hlen)
  local bad = dir .. "/bad.ckpt"
  local kinds = {}
  for pos = 1, #full do
    for _, mask in ipairs{0x01, 0x80} do
      local b = full:byte(pos) ~ mask
      writeall(bad, full:sub(1, pos - 1) .. string.char(b) .. full:sub(pos + 1))
      local ok, err = pcall(ck.load, bad)
      T.ok(not ok, ("byte %d ^ %d loaded"):format(pos, mask))
      err = tostring(err)
      T.ok(err:find("checkpoint: ", 1, true), err)
      local kind = pos <= 8 and "magic" or pos <= 16 and "length" or pos <= 16 + hlen and "header"
        or "data"
      if kind == "magic" then T.ok(err:find("not an xattn checkpoint (bad magic)", 1, true), err) end
      if kind == "header" then
        T.ok(err:find("corrupt header", 1, true) or err:find("checksum", 1, true), err)
      end
      if kind == "data" and pos > start then
        T.ok(err:find("failed its checksum (file corrupt)", 1, true) or err:find("padding", 1, true)
          or err:find("other than 0 or 1", 1, true), err)
      end
      kinds[kind] = true
    end
  end
  T.ok(kinds.magic and kinds.length and kinds.header and kinds.data)
  -- a flipped data byte names the tensor
  local info = ck.info(path)
  local w
  for _, e in ipairs(info.tensors) do if e.name == "w" then w = e end end
  local pos = start + w.offset + 3
  writeall(bad, full:sub(1, pos - 1) .. string.char(full:byte(pos) ~ 4) .. full:sub(pos + 1))
  T.raises(function() ck.load(bad) end, "checkpoint: " .. bad .. ": tensor 'w' failed its checksum (file corrupt)")
  ck.info(bad) -- the header alone is still fine
end)

test("crafted headers that lie are clear errors, never trusted", function()
  local dir = tmpdir()
  local p = dir .. "/c.ckpt"
  local function expect_error(body, data, msg, npad)
    writeall(p, craft(body, data, npad))
    T.raises(function() ck.load(p) end, msg)
  end
  local head = '{"format":"xattn-checkpoint","version":1,"meta":{},"tensors":'
  local function entry(fields)
    local e = {name = "x", dtype = "float32", shape = {2}, offset = 0, nbytes = 8, crc32 = crc32(("\0"):rep(8))}
    for k, v in pairs(fields) do e[k] = v end
    return json.encode(e)
  end
  local zeros8 = ("\0"):rep(8)
  -- a well-formed crafted file loads: the Lua writer above agrees with the reader
  writeall(p, craft(head .. "[" .. entry{} .. "]", zeros8))
  T.eq(json.encode(ck.load(p).tensors.x:totable()), "[0.0,0.0]")
  expect_error(head .. "[" .. entry{nbytes = 12} .. "]", zeros8, "says 12 bytes, but float32 (2) needs 8")
  expect_error(head .. "[" .. entry{nbytes = 2 ^ 53 // 1} .. "]", zeros8, "says 9007199254740992 bytes")
  expect_error(head .. "[" .. entry{shape = {1, 1, 1, 1, 1, 1, 1, 1, 2}} .. "]", zeros8, "has 9 dimensions (at most 8)")
  expect_error(head .. "[" .. entry{shape = {-2}} .. "]", zeros8, "bad size at dimension 1")
  expect_error(head .. "[" .. entry{shape = {2.5}} .. "]", zeros8, "bad size at dimension 1")
  expect_error(head .. "[" .. entry{shape = {"2"}} .. "]", zeros8, "bad size at dimension 1")
  expect_error(head .. '[' .. entry{shape = {2 ^ 40 // 1, 2 ^ 40 // 1}, nbytes = 0} .. "]", zeros8, "impossible shape")
  -- an empty tensor with a huge size: nothing to allocate, nothing to read
  writeall(p, craft(head .. '[' .. entry{shape = {2 ^ 53 // 1, 0}, nbytes = 0, crc32 = 0} .. "]", "", "pad"))
  T.eq(T.shape_str(ck.load(p).tensors.x:shape()), "(9007199254740992,0)")
  expect_error(head .. '[' .. entry{shape = {2 ^ 53 // 1, 0}, nbytes = 0, crc32 = 0} .. "]", zeros8,
               "8 unexpected bytes after the data")
  expect_error(head .. "[" .. entry{dtype = "float16"} .. "]", zeros8, "unknown dtype 'float16'")
  expect_error(head .. "[" .. entry{dtype = "float"} .. "]", zeros8, "unknown dtype 'float'")
  expect_error(head .. "[" .. entry{offset = 8} .. "]", zeros8, "offset that is not a multiple of 64")
  expect_error(head .. "[" .. entry{offset = 64} .. "]", zeros8, "is at offset 64, expected 0")
  expect_error(head .. "[" .. entry{offset = -64} .. "]", zeros8, "bad offset")
  expect_error(head .. "[" .. entry{offset = 2 ^ 60 // 1} .. "]", zeros8, "bad offset")
  expect_error(head .. "[" .. entry{crc32 = 2 ^ 32 // 1} .. "]", zeros8, "bad crc32")
  expect_error(head .. "[" .. entry{crc32 = 1} .. "]", zeros8, "tensor 'x' failed its checksum")
  expect_error(head .. "[" .. entry{name = json.null} .. "]", zeros8, "tensor entry 1 has no name")
  expect_error(head .. "[" .. entry{} .. "," .. entry{offset = 64} .. "]", zeros8 .. ("\0"):rep(56) .. zeros8,
               "two tensors are named 'x'")
  expect_error(head .. "[" .. entry{nbytes = 16, shape = {4}} .. "]", zeros8, "is truncated: header says")
  expect_error(head .. "[" .. entry{dtype = "bool", shape = {8}, crc32 = crc32("\2" .. ("\0"):rep(7))} .. "]",
               "\2" .. ("\0"):rep(7), "holds a byte other than 0 or 1")
  expect_error(head .. "[3]", "", "tensor entry 1 is not an object")
  expect_error(head .. "[" .. ("0,"):rep(2000) .. "0]", "", "2001 tensor entries in")
  expect_error(head .. '{}', "", "'tensors' is not a list")
  expect_error('{"format":"xattn-checkpoint","version":2,"meta":{},"tensors":[]', "", "has format version 2")
  expect_error('{"format":"other","version":1,"tensors":[]', "", "not an xattn checkpoint")
  expect_error("[1", "", "invalid JSON at offset 17 of the header") -- a good checksum tail, bad JSON
  -- nonzero padding between header and data
  local good = craft(head .. "[" .. entry{} .. "]", zeros8)
  local hl = string.unpack("<I8", good, 9)
  if align64(16 + hl) > 16 + hl then
    local q = 16 + hl + 1
    writeall(p, good:sub(1, q - 1) .. "\1" .. good:sub(q + 1))
    T.raises(function() ck.load(p) end, "nonzero padding byte at offset " .. (q - 1))
  end
  -- the header length field
  writeall(p, "XATTNCK1" .. string.pack("<I8", 2 ^ 62 // 1) .. "{}")
  T.raises(function() ck.load(p) end, "header length 4611686018427387904 is impossible")
  writeall(p, "XATTNCK1" .. string.pack("<I8", 0))
  T.raises(function() ck.load(p) end, "it is empty")
  writeall(p, "XATTNCK1" .. string.pack("<I8", 3) .. "{x}")
  T.raises(function() ck.load(p) end, "does not end with its checksum")
  -- a header with a good checksum but no valid JSON
  local body = '{"format":"xattn-checkpoint",,'
  writeall(p, craft(body, ""))
  T.raises(function() ck.load(p) end, "corrupt header in " .. p .. ": invalid JSON at offset")
end)

test("other files: missing, directory, text, empty", function()
  local dir = tmpdir()
  T.raises(function() ck.load(dir .. "/none.ckpt") end, "checkpoint: cannot open " .. dir .. "/none.ckpt: No such file")
  T.raises(function() ck.load(dir) end, "is not a regular file")
  writeall(dir .. "/t.txt", "hello, this is a text file and not a checkpoint at all")
  T.raises(function() ck.load(dir .. "/t.txt") end, "checkpoint: " .. dir .. "/t.txt is not an xattn checkpoint (bad magic)")
  writeall(dir .. "/e", "")
  T.raises(function() ck.load(dir .. "/e") end, "is empty")
  T.raises(function() ck.info(dir .. "/e") end, "is empty")
end)

test("saving over a checkpoint replaces it and leaves no .tmp", function()
  local dir = tmpdir()
  local path = dir .. "/last.ckpt"
  ck.save(path, {tensors = {x = xa.ones(3)}, meta = {step = 1}})
  ck.save(path, {tensors = {x = xa.zeros(2), y = xa.ones(1)}, meta = {step = 2}})
  T.ok(not exists(path .. ".tmp"))
  local r = ck.load(path)
  T.eq(r.meta.step, 2)
  T.eq(json.encode(r.tensors.x:totable()), "[0.0,0.0]")
  T.ok(r.tensors.y)
  -- no tensors at all is a valid checkpoint
  ck.save(path, {meta = {only = "meta"}})
  T.eq(ck.load(path).meta.only, "meta")
  T.eq(next(ck.load(path).tensors), nil)
  ck.save(path, {})
  T.eq(next(ck.load(path).tensors), nil)
end)

test("a failed save raises and leaves the previous file intact", function()
  local dir = tmpdir()
  local path = dir .. "/last.ckpt"
  small_checkpoint(path)
  local before = readall(path)
  -- invalid arguments: nothing is written
  T.raises(function() ck.save(path, {tensors = {x = 3}}) end, "checkpoint.save: tensors['x'] is a number, not a tensor")
  T.raises(function() ck.save(path, {tensors = {xa.ones(2)}}) end, "tensor names must be strings, not number")
  T.raises(function() ck.save(path, {tensors = {["a\0b"] = xa.ones(2)}}) end, "contains a zero byte")
  T.raises(function() ck.save(path, {tensors = {["\255"] = xa.ones(2)}}) end, "not valid UTF-8")
  T.raises(function() ck.save(path, {tensor = {}}) end, "unknown field 'tensor'")
  T.raises(function() ck.save(path, {meta = 3}) end, "meta must be a table")
  T.raises(function() ck.save(path, {tensors = 3}) end, "tensors must be a table")
  T.raises(function() ck.save(path, {meta = {lr = 0 / 0}}) end, "checkpoint.save: NaN cannot be represented in JSON at meta.lr")
  T.raises(function() ck.save(path, {meta = {f = print}}) end, "at meta.f")
  T.raises(function() ck.save(path) end, "table expected")
  T.raises(function() ck.save(nil, {}) end, "string expected")
  local closed
  do
    local c <close> = xa.ones(2)
    closed = c
  end
  T.raises(function() ck.save(path, {tensors = {c = closed}}) end, "tensor was closed")
  T.ok(readall(path) == before)
  T.ok(not exists(path .. ".tmp"))
  -- a missing directory
  T.raises(function() ck.save(dir .. "/no/such/dir/x.ckpt", {}) end,
           "checkpoint: cannot create " .. dir .. "/no/such/dir/x.ckpt.tmp: No such file or directory")
  -- the temporary name is taken by a directory: the save fails before the rename
  assert(os.execute("mkdir '" .. path .. ".tmp'"))
  T.raises(function() small_checkpoint(path) end, "checkpoint: cannot create " .. path .. ".tmp")
  T.ok(readall(path) == before)
  assert(os.execute("rmdir '" .. path .. ".tmp'"))
  -- the target is a directory: the rename fails, the temporary file is removed
  local dpath = dir .. "/adir"
  assert(os.execute("mkdir '" .. dpath .. "'"))
  T.raises(function() ck.save(dpath, {}) end, "checkpoint: cannot rename")
  T.ok(not exists(dpath .. ".tmp"))
  -- a read-only directory (root ignores permissions, so only checked for other users)
  local uid = io.popen("id -u"):read("l")
  if uid ~= "0" then
    assert(os.execute("chmod a-w '" .. dir .. "'"))
    T.raises(function() ck.save(path, {meta = {step = 99}}) end, "Permission denied")
    assert(os.execute("chmod u+w '" .. dir .. "'"))
  end
  T.ok(readall(path) == before)
  T.eq(ck.load(path).meta.step, 12)
end)

test("loaded tensors are independent copies; parameters save their data", function()
  local dir = tmpdir()
  local p = T.param(2, 3);
  (p * 2):sum():backward()
  ck.save(dir .. "/p.ckpt", {tensors = {p = p}})
  local q = ck.load(dir .. "/p.ckpt").tensors.p
  T.ok(not q.requires_grad)
  T.eq(q.grad, nil)
  same_tensor(q, p:detach(), "p")
  q:fill_(0)
  T.ok(p:detach():abs():sum():item() > 0)
end)

test("rng_state / set_rng_state reproduce the random stream exactly", function()
  xa.manual_seed(7)
  xa.randn(5)
  local s = xa.rng_state()
  T.eq(type(s), "string")
  T.eq(#s, 13 + 64)
  local a = xa.randn(101):double()
  local b = xa.rand(3, 3)
  local c = xa.randint(0, 1000, 50)
  local d = xa.dropout(xa.ones(200), 0.5, true)
  xa.randn(1000) -- move on
  xa.set_rng_state(s)
  T.eq(xa.rng_state(), s)
  same_tensor(xa.randn(101):double(), a, "randn")
  same_tensor(xa.rand(3, 3), b, "rand")
  same_tensor(xa.randint(0, 1000, 50), c, "randint")
  same_tensor(xa.dropout(xa.ones(200), 0.5, true), d, "dropout")
  -- through a checkpoint's meta, as a resumed run does it
  local dir = tmpdir()
  xa.set_rng_state(s)
  ck.save(dir .. "/r.ckpt", {meta = {rng = xa.rng_state()}})
  xa.manual_seed(1)
  xa.set_rng_state(ck.load(dir .. "/r.ckpt").meta.rng)
  same_tensor(xa.randn(101):double(), a, "randn after load")
  -- the state's form is checked
  T.raises(function() xa.set_rng_state("nope") end, "not an RNG state from rng_state()")
  T.raises(function() xa.set_rng_state(s:sub(1, -2)) end, "not an RNG state")
  T.raises(function() xa.set_rng_state(s .. "0") end, "not an RNG state")
  T.raises(function() xa.set_rng_state(s:sub(1, 20) .. "g" .. s:sub(22)) end, "not a hex digit")
  T.raises(function() xa.set_rng_state("xoshiro256ss:" .. ("0"):rep(64)) end, "all-zero state")
  T.raises(function() xa.set_rng_state() end, "string expected")
  T.eq(xa.rng_state(), xa.rng_state()) -- reading does not advance
end)

test("clean up the scratch directory", function()
  assert(os.execute("chmod -R u+w '" .. DIR .. "' 2>/dev/null; rm -rf '" .. DIR .. "'"))
  T.ok(not exists(DIR .. "/small.ckpt"))
end)
