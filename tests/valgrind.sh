#!/usr/bin/env bash
# Runs the whole test suite (tests/run.sh: C tests, Lua tests, host tests) with every
# program under valgrind memcheck: a directory of wrappers stands in for BUILD, each
# wrapper runs the real binary under valgrind. Any invalid access, use of uninitialised
# memory or definite/indirect leak makes that program exit 99, which fails its suite.
#   bash tests/valgrind.sh            (uses build/, or REAL=dir; `make` and the tests built first)
#   VG_ONLY="lua" bash tests/valgrind.sh tests/lua/test_json.lua   (one Lua file)
#   VG_ONLY="host" bash tests/valgrind.sh tests/host/cli.sh        (host scripts)
# Reachable memory at exit (Lua's state closed by exit(), OpenBLAS/OpenMP thread pools)
# and "possibly lost" blocks (libgomp's thread stacks) are not counted as leaks.
set -u
# freed blocks go straight back to malloc/munmap, so that memcheck sees use after free;
# timing assertions allow for memcheck's slowdown
export XATTN_ALLOC=system XATTN_SLOW=100
cd "$(dirname "$0")/.."
REAL=${REAL:-build}
case "$REAL" in /*) ;; *) REAL="$PWD/$REAL" ;; esac
VG=$(mktemp -d)
trap 'rm -rf "$VG"' EXIT
LOGDIR=${VG_LOGS:-/tmp/xattn-valgrind}
mkdir -p "$LOGDIR"
opts="--tool=memcheck --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect
      --errors-for-leak-kinds=definite,indirect --track-origins=no --num-callers=30
      --suppressions=$PWD/tests/valgrind.supp --log-file=$LOGDIR/%p.log"
wrap() { # name real-path
  printf '#!/bin/sh\nexec valgrind %s "%s" "$@"\n' "$(echo $opts)" "$2" > "$VG/$1"
  chmod +x "$VG/$1"
}
wrap xattn "$REAL/xattn"
# the Lua module, for the test that loads it into stock lua5.4 (not under memcheck)
ln -s "$REAL/xattn.so" "$VG/xattn.so"
mkdir -p "$VG/tests"
for t in "$REAL"/tests/test_*; do
  case "$t" in *.d) continue ;; esac
  [ -x "$t" ] && wrap "tests/$(basename "$t")" "$t"
done
if [ "${VG_ONLY:-}" = lua ]; then
  "$VG/xattn" tests/lua/run.lua "$@"; rc=$?
elif [ "${VG_ONLY:-}" = host ]; then # VG_ONLY=host bash tests/valgrind.sh tests/host/cli.sh ...
  rc=0
  for t in "$@"; do BUILD="$VG" bash "$t" || rc=1; done
else
  BUILD="$VG" bash tests/run.sh; rc=$?
fi
# a summary of what valgrind saw, over every process
err=$(grep -h 'ERROR SUMMARY' "$LOGDIR"/*.log | awk '{s += $4} END {print s + 0}')
def=$(grep -h 'definitely lost:' "$LOGDIR"/*.log | awk '{gsub(",", "", $4); s += $4} END {print s + 0}')
ind=$(grep -h 'indirectly lost:' "$LOGDIR"/*.log | awk '{gsub(",", "", $4); s += $4} END {print s + 0}')
echo "valgrind: $(ls "$LOGDIR"/*.log | wc -l) processes, $err errors, $def bytes definitely lost, $ind indirectly lost (logs in $LOGDIR)"
exit $rc
