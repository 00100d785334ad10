#!/usr/bin/env bash
# Command-line behaviour of the xattn host (no terminal: see tests/c/test_repl.c for the REPL).
# Last line: "N passed, N failed".
BUILD=${BUILD:-build}
X="$BUILD/xattn"
case "$X" in /*) XA="$X" ;; *) XA="$PWD/$X" ;; esac # for commands run elsewhere
pass=0; fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL cli.sh: $*"; }
# check NAME EXPECTED ACTUAL
check() { if [ "$2" = "$3" ]; then ok; else bad "$1: expected [$2], got [$3]"; fi; }
# has NAME NEEDLE TEXT
has() { case "$3" in *"$2"*) ok ;; *) bad "$1: [$2] not in [$3]" ;; esac; }

if [ ! -x "$X" ]; then echo "FAIL cli.sh: $X not built"; echo "0 passed, 1 failed"; exit 1; fi

# a script with arguments: arg table (0 = script, negatives = interpreter) and ...
cat > "$tmp/args.lua" <<'EOF'
print(#arg, arg[0], arg[1], arg[2], arg[-1] ~= nil)
print(select('#', ...), ...)
print(type(xattn), xattn == require("xattn"))
EOF
out=$("$X" "$tmp/args.lua" one "two words" 2>&1); rc=$?
check "script exit status" 0 "$rc"
check "script args" "2	$tmp/args.lua	one	two words	true
2	one	two words
table	true" "$out"

# options before the script become negative indices
out=$("$X" -e 'x=1' "$tmp/args.lua" a 2>&1 | head -n 1)
check "arg with -e before the script" "1	$tmp/args.lua	a	nil	true" "$out"
# without a script (like lua): arg[0] is the interpreter, arg[1..] the options
out=$("$X" -e 'x=1' -e 'print(arg[0] == nil, arg[1], arg[2], arg[-1])' 2>&1)
check "arg without a script" "false	-e	x=1	nil" "$out"

# -e runs in order, attached form too, and before the script
out=$("$X" -e 'x = 1' -e 'x = x * 10' '-ex = x + 2' -e 'print(x)' 2>&1)
check "-e order" "12" "$out"
echo 'print("script sees", y)' > "$tmp/y.lua"
out=$("$X" -e 'y = 7' "$tmp/y.lua" 2>&1)
check "-e before script" "script sees	7" "$out"

# -i after -e with piped input: expressions print, multi-line chunks, commands
out=$(printf 'x\nx + 1\nfor i = 1, 2 do\n  print(i * 100)\nend\n:help zeros\nerror("oops")\n"after"\n' \
      | "$X" -e 'x = 41' -i 2>&1); rc=$?
check "-i exit status" 0 "$rc"
has "-i expression" "41" "$out"
has "-i expression 2" "42" "$out"
has "-i multi-line" "100
200" "$out"
has "-i :help" "zeros(d1, d2" "$out"
has "-i error" "stdin:1: oops" "$out"
has "-i continues after an error" "after" "$out"

# -i after a script: the script's globals are there
echo 'z = "from script"' > "$tmp/z.lua"
out=$(echo 'z' | "$X" -i "$tmp/z.lua" 2>&1)
check "-i after script" "from script" "$out"

# -v, -h
out=$("$X" -v 2>&1); rc=$?
check "-v exit status" 0 "$rc"
has "-v" "xattn 0." "$out"
v=$("$X" -e 'io.write(xattn.version)')
has "-v shows xattn.version" "$v" "$out"
out=$("$X" -h 2>&1); rc=$?
check "-h exit status" 0 "$rc"
has "-h usage" "usage: xattn" "$out"
out=$("$X" --help 2>&1)
has "--help usage" "-e code" "$out"

# unknown option: usage error, exit 1, nothing run
out=$("$X" -Q -e 'print("ran")' 2>&1); rc=$?
check "unknown option exit status" 1 "$rc"
has "unknown option message" "unrecognized option '-Q'" "$out"
has "unknown option usage" "usage:" "$out"
case "$out" in *ran*) bad "unknown option still ran code" ;; *) ok ;; esac
out=$("$X" -e 2>&1); rc=$?
check "-e without code exit status" 1 "$rc"
has "-e without code message" "needs an argument" "$out"

# a failing script: message and traceback on stderr, exit 1, stdout untouched
printf 'print("before")\nlocal function f() error("bad thing") end\nf()\nprint("after")\n' > "$tmp/fail.lua"
"$X" "$tmp/fail.lua" > "$tmp/out" 2> "$tmp/err"; rc=$?
check "failing script exit status" 1 "$rc"
check "failing script stdout" "before" "$(cat "$tmp/out")"
has "failing script message" "xattn: $tmp/fail.lua:2: bad thing" "$(cat "$tmp/err")"
has "failing script traceback" "stack traceback:" "$(cat "$tmp/err")"
# non-string error objects
out=$("$X" -e 'error({code = 1})' 2>&1); rc=$?
check "table error exit status" 1 "$rc"
has "table error message" "(error object is a table value)" "$out"
out=$("$X" -e 'error(setmetatable({}, {__tostring = function() return "my error" end}))' 2>&1)
has "__tostring error message" "xattn: my error" "$out"
out=$("$X" -e 'error(nil)' 2>&1); rc=$?
check "nil error exit status" 1 "$rc"
has "nil error message" "(error object is a nil value)" "$out"
# a syntax error and a missing file
out=$("$X" -e 'x = = 1' 2>&1); rc=$?
check "syntax error exit status" 1 "$rc"
has "syntax error message" "unexpected symbol" "$out"
out=$("$X" "$tmp/missing.lua" 2>&1); rc=$?
check "missing script exit status" 1 "$rc"
has "missing script message" "cannot open" "$out"
# -e failing stops before the script
out=$("$X" -e 'error("first")' "$tmp/y.lua" 2>&1); rc=$?
check "-e failure exit status" 1 "$rc"
case "$out" in *"script sees"*) bad "script ran after a failing -e" ;; *) ok ;; esac

# the script from stdin with "-", with arguments
out=$(echo 'print("stdin script", arg[0], ...)' | "$X" - p q 2>&1); rc=$?
check "- exit status" 0 "$rc"
check "- script" "stdin script	-	p	q" "$out"
# piped stdin with no script: run as one chunk (no prompt, no auto-print)
out=$(printf 'local a = 20\n\nprint(a + 22)\n1 + 1\n' | "$X" 2>&1); rc=$?
check "piped chunk is one chunk (statement error)" 1 "$rc"
out=$(printf 'local a = 20\n\nprint(a + 22)\n' | "$X" 2>&1); rc=$?
check "piped chunk exit status" 0 "$rc"
check "piped chunk output" "42" "$out"
out=$(echo 'error("piped")' | "$X" 2>&1); rc=$?
check "piped chunk error exit status" 1 "$rc"
has "piped chunk error message" "xattn: stdin:1: piped" "$out"

# require finds ./?.lua and the project's lua/?.lua; -l loads a module into a global
mkdir -p "$tmp/proj"
echo 'return {answer = 42}' > "$tmp/proj/mymod.lua"
out=$(cd "$tmp/proj" && "$XA" -e 'print(require("mymod").answer)' 2>&1)
check "require from ./" "42" "$out"
out=$(cd "$tmp/proj" && "$XA" -l mymod -e 'print(mymod.answer)' 2>&1)
check "-l module" "42" "$out"
out=$("$X" -e 'print(package.path:find("/lua/?.lua", 1, true) ~= nil)' 2>&1)
check "package.path has the project's lua/" "true" "$out"

# "--" ends options: a script named like an option is run
echo 'print("dash dash", ...)' > "$tmp/-odd.lua"
out=$(cd "$tmp" && "$XA" -- -odd.lua x 2>&1)
check "-- ends options" "dash dash	x" "$out"

# Ctrl-C (SIGINT) stops a script whose loop runs inside a coroutine: "interrupted!", status 1
cat > "$tmp/spin.lua" <<'EOF'
io.stdout:write("spinning\n"); io.stdout:flush()
coroutine.wrap(function() while true do end end)()
EOF
"$X" "$tmp/spin.lua" > "$tmp/spin.out" 2> "$tmp/spin.err" & pid=$!
for _ in $(seq 50); do grep -q spinning "$tmp/spin.out" 2>/dev/null && break; sleep 0.1; done
sleep 0.2; kill -INT "$pid"
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2>/dev/null; then
  kill -KILL "$pid"; wait "$pid" 2>/dev/null; bad "SIGINT did not stop a loop inside a coroutine"
else
  wait "$pid"; rc=$?
  check "SIGINT in a coroutine: exit status" 1 "$rc"
  has "SIGINT in a coroutine: message" "interrupted!" "$(cat "$tmp/spin.err")"
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
