#!/usr/bin/env bash
# Command-line behaviour of the xattn host (no terminal: see tests/c/test_repl.c for the REPL).
# Last line: "N passed, N failed".
. "$(dirname "$0")/lib.sh"

if [ ! -x "$X" ]; then bad "$X not built"; finish; exit 1; fi

# a script with arguments: arg table (0 = script, negatives = interpreter) and ...
cat > "$tmp/args.lua" <<'EOF'
print(#arg, arg[0], arg[1], arg[2], arg[-1] ~= nil)
print(select('#', ...), ...)
print(type(xattn), xattn == require("xattn"))
EOF
out=$("$X" "$tmp/args.lua" one "two words" 2>&1); rc=$?
check "script exit status" "$rc" 0
check "script args" "$out" "2	$tmp/args.lua	one	two words	true
2	one	two words
table	true"

# options before the script become negative indices
out=$("$X" -e 'x=1' "$tmp/args.lua" a 2>&1 | head -n 1)
check "arg with -e before the script" "$out" "1	$tmp/args.lua	a	nil	true"
# without a script (like lua): arg[0] is the interpreter, arg[1..] the options
out=$("$X" -e 'x=1' -e 'print(arg[0] == nil, arg[1], arg[2], arg[-1])' 2>&1)
check "arg without a script" "$out" "false	-e	x=1	nil"

# -e runs in order, attached form too, and before the script
out=$("$X" -e 'x = 1' -e 'x = x * 10' '-ex = x + 2' -e 'print(x)' 2>&1)
check "-e order" "$out" "12"
echo 'print("script sees", y)' > "$tmp/y.lua"
out=$("$X" -e 'y = 7' "$tmp/y.lua" 2>&1)
check "-e before script" "$out" "script sees	7"

# -i after -e with piped input: expressions print, multi-line chunks, commands
out=$(printf 'x\nx + 1\nfor i = 1, 2 do\n  print(i * 100)\nend\n:help zeros\nerror("oops")\n"after"\n' \
      | "$X" -e 'x = 41' -i 2>&1); rc=$?
check "-i exit status" "$rc" 0
has "-i expression" "$out" "41"
has "-i expression 2" "$out" "42"
has "-i multi-line" "$out" "100
200"
has "-i :help" "$out" "zeros(d1, d2"
has "-i error" "$out" "stdin:1: oops"
has "-i continues after an error" "$out" "after"

# -i after a script: the script's globals are there
echo 'z = "from script"' > "$tmp/z.lua"
out=$(echo 'z' | "$X" -i "$tmp/z.lua" 2>&1)
check "-i after script" "$out" "from script"

# -v, -h
out=$("$X" -v 2>&1); rc=$?
check "-v exit status" "$rc" 0
has "-v" "$out" "xattn 0."
v=$("$X" -e 'io.write(xattn.version)')
has "-v shows xattn.version" "$out" "$v"
out=$("$X" -h 2>&1); rc=$?
check "-h exit status" "$rc" 0
has "-h usage" "$out" "usage: xattn"
out=$("$X" --help 2>&1)
has "--help usage" "$out" "-e code"

# unknown option: usage error, exit 1, nothing run
out=$("$X" -Q -e 'print("ran")' 2>&1); rc=$?
check "unknown option exit status" "$rc" 1
has "unknown option message" "$out" "unrecognized option '-Q'"
has "unknown option usage" "$out" "usage:"
case "$out" in *ran*) bad "unknown option still ran code" ;; *) ok ;; esac
out=$("$X" -e 2>&1); rc=$?
check "-e without code exit status" "$rc" 1
has "-e without code message" "$out" "needs an argument"

# a failing script: message and traceback on stderr, exit 1, stdout untouched
printf 'print("before")\nlocal function f() error("bad thing") end\nf()\nprint("after")\n' > "$tmp/fail.lua"
"$X" "$tmp/fail.lua" > "$tmp/out" 2> "$tmp/err"; rc=$?
check "failing script exit status" "$rc" 1
check "failing script stdout" "$(cat "$tmp/out")" "before"
has "failing script message" "$(cat "$tmp/err")" "xattn: $tmp/fail.lua:2: bad thing"
has "failing script traceback" "$(cat "$tmp/err")" "stack traceback:"
# non-string error objects
out=$("$X" -e 'error({code = 1})' 2>&1); rc=$?
check "table error exit status" "$rc" 1
has "table error message" "$out" "(error object is a table value)"
out=$("$X" -e 'error(setmetatable({}, {__tostring = function() return "my error" end}))' 2>&1)
has "__tostring error message" "$out" "xattn: my error"
out=$("$X" -e 'error(nil)' 2>&1); rc=$?
check "nil error exit status" "$rc" 1
has "nil error message" "$out" "(error object is a nil value)"
# a syntax error and a missing file
out=$("$X" -e 'x = = 1' 2>&1); rc=$?
check "syntax error exit status" "$rc" 1
has "syntax error message" "$out" "unexpected symbol"
out=$("$X" "$tmp/missing.lua" 2>&1); rc=$?
check "missing script exit status" "$rc" 1
has "missing script message" "$out" "cannot open"
# -e failing stops before the script
out=$("$X" -e 'error("first")' "$tmp/y.lua" 2>&1); rc=$?
check "-e failure exit status" "$rc" 1
case "$out" in *"script sees"*) bad "script ran after a failing -e" ;; *) ok ;; esac

# the script from stdin with "-", with arguments
out=$(echo 'print("stdin script", arg[0], ...)' | "$X" - p q 2>&1); rc=$?
check "- exit status" "$rc" 0
check "- script" "$out" "stdin script	-	p	q"
# piped stdin with no script: run as one chunk (no prompt, no auto-print)
out=$(printf 'local a = 20\n\nprint(a + 22)\n1 + 1\n' | "$X" 2>&1); rc=$?
check "piped chunk is one chunk (statement error)" "$rc" 1
out=$(printf 'local a = 20\n\nprint(a + 22)\n' | "$X" 2>&1); rc=$?
check "piped chunk exit status" "$rc" 0
check "piped chunk output" "$out" "42"
out=$(echo 'error("piped")' | "$X" 2>&1); rc=$?
check "piped chunk error exit status" "$rc" 1
has "piped chunk error message" "$out" "xattn: stdin:1: piped"

# require finds ./?.lua and the project's lua/?.lua; -l loads a module into a global
mkdir -p "$tmp/proj"
echo 'return {answer = 42}' > "$tmp/proj/mymod.lua"
out=$(cd "$tmp/proj" && "$XA" -e 'print(require("mymod").answer)' 2>&1)
check "require from ./" "$out" "42"
out=$(cd "$tmp/proj" && "$XA" -l mymod -e 'print(mymod.answer)' 2>&1)
check "-l module" "$out" "42"
out=$("$X" -e 'print(package.path:find("/lua/?.lua", 1, true) ~= nil)' 2>&1)
check "package.path has the project's lua/" "$out" "true"

# "--" ends options: a script named like an option is run
echo 'print("dash dash", ...)' > "$tmp/-odd.lua"
out=$(cd "$tmp" && "$XA" -- -odd.lua x 2>&1)
check "-- ends options" "$out" "dash dash	x"

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
  check "SIGINT in a coroutine: exit status" "$rc" 1
  has "SIGINT in a coroutine: message" "$(cat "$tmp/spin.err")" "interrupted!"
fi

finish
