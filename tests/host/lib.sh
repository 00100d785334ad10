# The prelude of the host tests, sourced by tests/host/*.sh (not a test itself: run.sh runs
# the *.sh files, and this one only defines):
#   BUILD   the build directory (default build); X the host ($BUILD/xattn), XA its absolute path
#   tmp     a fresh temporary directory, removed at exit (kept with KEEP=1)
#   pass / fail counters and the checks below; a test ends with `finish`, which prints the
#   result line "N passed, N failed" that tests/run.sh reads and returns the status.
BUILD=${BUILD:-build}
X="$BUILD/xattn"
case "$X" in /*) XA="$X" ;; *) XA="$PWD/$X" ;; esac
T_NAME=$(basename "$0")
tmp=$(mktemp -d)
_lib=$(mktemp -d) # the checks' own scratch files, outside $tmp so that they change nothing in it
trap 'rm -rf "$tmp" "$_lib"' EXIT
if [ -n "$KEEP" ]; then trap 'rm -rf "$_lib"' EXIT; echo "$T_NAME: keeping $tmp"; fi
pass=0; fail=0

ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $T_NAME: $*"; }
# check NAME GOT EXPECTED
check() { if [ "$2" = "$3" ]; then ok; else bad "$1: got '$2', expected '$3'"; fi; }
# has NAME TEXT NEEDLE / lacks NAME TEXT NEEDLE: NEEDLE is (is not) a substring of TEXT
has() { case "$2" in *"$3"*) ok ;; *) bad "$1: output lacks '$3': $(printf '%s' "$2" | tail -3)" ;; esac; }
lacks() { case "$2" in *"$3"*) bad "$1: output has '$3'" ;; *) ok ;; esac; }

# the state of $tmp: every path with its size and modification time
_snapshot() { find "$tmp" -printf '%p %s %T@\n' | sort; }

# user_error NAME MESSAGE COMMAND...: the command is a user's mistake, reported as the
# scripts report them: exit status 2, nothing on stdout, exactly one line on stderr that
# starts with "<script>.lua: " and contains MESSAGE, no traceback, and nothing under $tmp
# created, removed or written (no run directory, no output file, no truncated log).
user_error() {
  local name=$1 msg=$2; shift 2
  local script="" a
  for a in "$@"; do case "$a" in *.lua) script=$(basename "$a"); break ;; esac; done
  local before after rc out err
  before=$(_snapshot)
  "$@" > "$_lib/out" 2> "$_lib/err" < /dev/null; rc=$?
  after=$(_snapshot)
  out=$(cat "$_lib/out"); err=$(cat "$_lib/err")
  check "$name: exit status" "$rc" "2"
  check "$name: stdout" "$out" ""
  check "$name: one line on stderr" "$(wc -l < "$_lib/err")" "1"
  case "$err" in "$script: "*) ok ;; *) bad "$name: stderr does not start with '$script: ': $err" ;; esac
  has "$name: message" "$err" "$msg"
  lacks "$name: no traceback" "$err" "stack traceback"
  if [ "$before" = "$after" ]; then ok; else
    bad "$name: files under \$tmp changed: $(diff <(printf '%s\n' "$before") <(printf '%s\n' "$after") | grep '^[<>]' | head -3)"
  fi
}

# mpi_setup XATTN SECONDS: for the tests under mpirun (tests/host/dist.sh,
# tests/cuda/dist.sh): skips the test, saying so, when mpirun or the binary's MPI support
# is missing; sets MPIRUN (mpirun under a timeout of SECONDS, with the flags Open MPI needs
# here: as root --allow-run-as-root; in containers without cross-memory attach the vader
# transport needs single_copy_mechanism none, harmless elsewhere) and MPI2 (2 ranks).
# Open MPI's own allocations are never freed: LeakSanitizer must not fail the ranks for
# them. Its libraries have no frame pointers, so the fast unwinder stops at their first
# frame (an "unknown module" no suppression can name); the DWARF unwinder reaches them.
mpi_setup() {
  local skip_msg=""
  command -v mpirun > /dev/null || skip_msg="mpirun not found ('make deps' installs Open MPI: libopenmpi-dev openmpi-bin)"
  [ -z "$skip_msg" ] && ! "$1" -e 'os.exit(xattn.dist.available() and 0 or 1)' 2> /dev/null \
    && skip_msg="$1 was built without MPI (install Open MPI, then make)"
  if [ -n "$skip_msg" ]; then echo "$T_NAME: skipped: $skip_msg"; echo "0 passed, 0 failed, 1 skipped"; exit 0; fi
  MPIRUN=(timeout "$2" mpirun --oversubscribe --bind-to none)
  [ "$(id -u)" = 0 ] && MPIRUN+=(--allow-run-as-root)
  export OMPI_MCA_btl_vader_single_copy_mechanism=none
  if [ "${SAN:-0}" = 1 ]; then
    export LSAN_OPTIONS="suppressions=$PWD/tests/host/lsan-mpi.supp:print_suppressions=0:fast_unwind_on_malloc=0"
  fi
  MPI2=("${MPIRUN[@]}" -np 2)
}

# lua_out EXE CODE [ARGS...]: the output (stdout and stderr) of CODE run as a script with
# arg[1..] = ARGS (xattn -e takes no arguments: the first one would be run as the script).
# Meant for $(...): a chunk that fails is recorded and counted as a failure by finish, so
# two failing chunks cannot compare equal and pass.
lua_out() {
  local exe=$1 code=$2 chunk out
  shift 2
  chunk=$(mktemp "$_lib/chunk.XXXXXX")
  printf '%s\n' "$code" > "$chunk"
  out=$("$exe" "$chunk" "$@" 2>&1) || printf 'a Lua chunk failed: %s\n' "$(printf '%s' "$out" | head -n 1)" >> "$_lib/lua_failed"
  printf '%s\n' "$out"
}

finish() {
  if [ -s "$_lib/lua_failed" ]; then
    while IFS= read -r l; do bad "$l"; done < "$_lib/lua_failed"
  fi
  echo "$pass passed, $fail failed"
  [ "$fail" = 0 ]
}
