#!/usr/bin/env bash
# The repository stands alone: no file points at development material that only the
# project's developers have (a sibling "shared" directory, its specification files), or at
# the project's issue tracker; the docs' links and the files they name exist; the PyTorch
# reference of the benchmark ships with the scripts and bench.lua finds it wherever it is
# run from. Last line: "N passed, N failed".
. "$(dirname "$0")/lib.sh"
ROOT=$PWD
skip=0

# ---- 1. no file outside tests/golden names what a user of the repository does not have --
# (the patterns are assembled so that this file does not match itself)
names="METHODS|BENCH|DESIGN"
pat='\.\./'"shared|(${names})\\.md|[Ii]ssues? [0-9]"
if git -C "$ROOT" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  files=$(git -C "$ROOT" ls-files --cached --others --exclude-standard)
else   # a copy without git: every file but build outputs and runs
  files=$(cd "$ROOT" && find . -type f -not -path './build*' -not -path './runs/*' -not -path './.git/*' | sed 's|^\./||')
fi
hits=$(cd "$ROOT" && printf '%s\n' "$files" | grep -v '^tests/golden/' | while IFS= read -r f; do
  [ -f "$f" ] && grep -I -n -E -H "$pat" "$f"
done)
if [ -z "$hits" ]; then ok
else bad "files that point outside the repository or at issue numbers:"; printf '%s\n' "$hits" | head -n 40; fi
# the pattern itself finds what it must (a check of the check)
for s in "see ../""shared/data/synth" "METHODS"".md section 4" "as BENCH"".md says" "DESIGN"".md" "issue"" 6" "Issues"" 2, 4"; do
  if printf '%s\n' "$s" | grep -q -E "$pat"; then ok; else bad "the pattern misses [$s]"; fi
done

# ---- 2. the benchmark's PyTorch reference is in the repository ---------------------------
if [ -f "$ROOT/scripts/torch_ref.py" ]; then ok; else bad "scripts/torch_ref.py is missing"; fi

if [ ! -x "$X" ]; then bad "$X not built"; finish; exit; fi

# a python without torch: one line naming the package, exit status 2, before any work
mkdir -p "$tmp/elsewhere"
printf '#!/bin/sh\nexit 1\n' > "$tmp/notorch"; chmod +x "$tmp/notorch"
out=$(cd "$tmp/elsewhere" && "$XA" "$ROOT/scripts/bench.lua" --vs-torch --python "$tmp/notorch" 2>&1); rc=$?
check "bench.lua without torch: message" "$out" \
  "bench.lua: --vs-torch: $tmp/notorch cannot import torch (Debian: apt-get install python3-torch; or name one that can with --python EXE)"
check "bench.lua without torch: status" "$rc" 2
cd "$tmp/elsewhere"
user_error "bench.lua, python missing" "--vs-torch: $tmp/does-not-exist cannot import torch" \
  "$XA" "$ROOT/scripts/bench.lua" --vs-torch --python "$tmp/does-not-exist"
user_error "bench.lua, --torch-ref missing" "--vs-torch: no reference at $tmp/nothing.py" \
  "$XA" "$ROOT/scripts/bench.lua" --vs-torch --torch-ref "$tmp/nothing.py"
cd "$ROOT"

# a stand-in python "with torch" that records which reference it was given and answers
# with the reference's JSON keys: bench.lua, run from another directory, must hand it the
# repository's scripts/torch_ref.py and carry its figures under "torch"
cat > "$tmp/fakepy" <<EOF
#!/bin/sh
[ "\$1" = "-c" ] && exit 0
echo "\$1" > "$tmp/ref_used"
while [ \$# -gt 0 ]; do [ "\$1" = "--json" ] && out=\$2; shift; done
echo '{"engine": "stand-in", "threads": 1, "params": 9630000, "train_target_tokens_per_s": 1000.5}' > "\$out"
EOF
chmod +x "$tmp/fakepy"
out=$(cd "$tmp" && "$XA" "$ROOT/scripts/bench.lua" --vs-torch --python "$tmp/fakepy" --threads 1 --skip-train \
      --skip-decode --json "$tmp/b.json" 2>&1); rc=$?
check "bench.lua with a reference: status" "$rc" 0
check "bench.lua hands over the repository's reference" "$(cat "$tmp/ref_used" 2>/dev/null)" "$ROOT/scripts/torch_ref.py"
got=$("$XA" -e "local j = xattn.json.read('$tmp/b.json'); io.write(j.torch.engine, ' ', j.torch.train_target_tokens_per_s)" 2>&1)
check "bench.lua --json carries the reference's figures" "$got" "stand-in 1000.5"

# the reference itself, on a tiny model, where PyTorch is installed
py=/usr/bin/python3
if [ -x "$py" ] && "$py" -c 'import torch' > /dev/null 2>&1; then
  out=$("$py" "$ROOT/scripts/torch_ref.py" --threads 1 --vocab 50 --d 16 --heads 2 --ffn 32 --layers 1 \
        --batch 2 --src-len 5 --tgt-len 4 --steps 2 --decode-len 22 --json "$tmp/t.json" 2>&1); rc=$?
  check "torch_ref.py: status" "$rc" 0
  # its parameter count, worked out by hand: embeddings 2 * 50 * 16; encoder layer: 4 linear
  # 16x16 + bias, ffn 16x32 + 32 and 32x16 + 16, 2 layer norms; decoder layer: 8 linear,
  # ffn, 3 layer norms
  lin=$((16 * 16 + 16)); ffn=$((16 * 32 + 32 + 32 * 16 + 16)); ln=$((2 * 16))
  want=$((2 * 50 * 16 + 4 * lin + ffn + 2 * ln + 8 * lin + ffn + 3 * ln))
  got=$("$XA" -e "local j = xattn.json.read('$tmp/t.json'); io.write(j.params, ' ', j.threads, ' ',
        tostring(j.train_target_tokens_per_s > 0 and j.greedy_sentences_per_s > 0 and j.stream_ms_per_token > 0))" 2>&1)
  check "torch_ref.py: parameters, threads, positive figures" "$got" "$want 1 true"
else
  skip=$((skip + 1))
fi

# ---- 3. the docs' links and the files they name exist -----------------------------------
cat > "$tmp/links.lua" <<'LUA'
-- every relative link and every repository path named in backticks in README.md,
-- data/README.md and docs/*.md exists; an anchor into a .md file names one of its headings
-- (GitHub's slugs). Prints one line per problem, then their number.
local root = arg[1] or "."
local function read(p) local f = io.open(root .. "/" .. p) if not f then return nil end local s = f:read("a") f:close() return s end
local function exists(p) local f = io.open(root .. "/" .. p) if f then f:close() return true end return false end
local anchors = {}
local function anchors_of(p)
  if not anchors[p] then
    local t = {}
    for h in ("\n" .. (read(p) or "")):gmatch("\n#+ ([^\n]+)") do
      t[h:lower():gsub("[^%w%- ]", ""):gsub(" ", "-")] = true
    end
    anchors[p] = t
  end
  return anchors[p]
end
local function join(dir, target)
  local parts = {}
  for seg in ((dir ~= "" and dir .. "/" or "") .. target):gmatch("[^/]+") do
    if seg == ".." then parts[#parts] = nil elseif seg ~= "." then parts[#parts + 1] = seg end
  end
  return table.concat(parts, "/")
end
local TOP = {docs = true, scripts = true, tools = true, configs = true, data = true, tests = true,
             lua = true, attention = true, nn = true, tensor = true, vm = true, repl = true}
local files = {"README.md", "data/README.md"}
local ls = io.popen("ls '" .. root .. "'/docs/*.md 2>/dev/null")
for l in ls:lines() do files[#files + 1] = "docs/" .. l:match("([^/]+)$") end
ls:close()
local bad = 0
local function problem(msg) print(msg) bad = bad + 1 end
for _, f in ipairs(files) do
  local s = read(f)
  if s then
    local dir = f:match("^(.*)/[^/]*$") or ""
    for target in s:gmatch("%]%(([^)%s]+)%)") do
      if not target:match("^%a[%w+.-]*:") then
        local file, anchor = target:match("^([^#]*)#?(.*)$")
        local path = file == "" and f or join(dir, file)
        if not exists(path) then problem(("%s: link to missing %s"):format(f, target))
        elseif anchor ~= "" and path:match("%.md$") and not anchors_of(path)[anchor] then
          problem(("%s: link to a missing heading: %s"):format(f, target))
        end
      end
    end
    for quoted in s:gmatch("`([^`\n]+)`") do
      for path in quoted:gmatch("[%w_./-]+") do
        local top = path:match("^(%a+)/")
        if top and TOP[top] and path:match("%.%a+$") and not exists(path) then
          problem(("%s: names a missing file %s"):format(f, path))
        end
      end
    end
  end
end
print(bad)
LUA
out=$("$X" "$tmp/links.lua" "$ROOT" 2>&1)
check "links and named files of README.md, data/README.md and docs/*.md" "$(printf '%s\n' "$out" | tail -n 1)" "0"
[ "$(printf '%s\n' "$out" | tail -n 1)" = 0 ] || printf '%s\n' "$out" | head -n 20
# the checker finds what it must
mkdir -p "$tmp/lc/docs"
printf '# Top\n[a](docs/x.md) [b](docs/m.md#nope) `scripts/none.lua` [c](#top) [d](docs/m.md#real-one)\n' > "$tmp/lc/README.md"
printf '# M\n## Real one\n[e](../README.md#top) [f](#real-one) `docs/m.md`\n' > "$tmp/lc/docs/m.md"
check "the link checker" "$("$X" "$tmp/links.lua" "$tmp/lc" 2>&1)" "README.md: link to missing docs/x.md
README.md: link to a missing heading: docs/m.md#nope
README.md: names a missing file scripts/none.lua
3"
# the methods are linked from the pages that use them
for f in README.md docs/attention.md docs/simt.md docs/analysis.md; do
  if grep -q 'methods\.md' "$ROOT/$f"; then ok; else bad "$f does not link docs/methods.md"; fi
done

[ "$skip" = 0 ] || echo "standalone.sh: PyTorch not installed, torch_ref.py itself not run"
finish
