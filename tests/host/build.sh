#!/usr/bin/env bash
# The build links the OpenBLAS it should. On a fresh machine the first `make test` used to
# link Debian's default libopenblas.so.0 (the pthread build, half the training speed) because
# the Makefile looked for the OpenMP build before `make deps` had installed it.
. "$(dirname "$0")/lib.sh"
omp=$(ls -d /usr/lib/*/openblas-openmp 2>/dev/null | head -n 1)
if [ -z "$omp" ]; then echo "0 passed, 0 failed, 1 skipped (libopenblas-openmp-dev is not installed)"; exit 0; fi

check "the host loads OpenBLAS's OpenMP build" "$("$BUILD/xattn" -e 'io.write(xattn.blas().parallel)')" openmp
if [ "${SAN:-0}" != 1 ] && [[ "$BUILD" != *san* ]]; then
  check "the Lua module loads OpenBLAS's OpenMP build" \
    "$(LUA_CPATH="$BUILD/?.so" lua5.4 -e 'io.write(require("xattn").blas().parallel)')" openmp
fi

# A build linked against another OpenBLAS while the OpenMP one is installed must fail, not
# warn. Relink a copy of the build with the plain -lopenblas that Debian's alternatives
# resolve (only meaningful when they point at another build, as they do by default).
plain=$(readlink -f "$(ldconfig -p | awk '/libopenblas.so.0 .*x86-64|libopenblas.so.0 .*AArch64/ {print $NF; exit}')")
if [ "${SAN:-0}" != 1 ] && [[ "$BUILD" != *san* ]] && [ -n "$plain" ] && [[ "$plain" != *openmp* ]]; then
  cp -a "$BUILD" "$tmp/b"
  out=$(make --no-print-directory BUILD="$tmp/b" BLAS_LIBS=-lopenblas all 2>&1); rc=$?
  check "a build linked to '$plain' fails" "$rc" 2
  has "the failing build names the variant" "$out" "not the OpenMP one"
  # and the next build with the right flags relinks (the link flags changed) and passes
  out=$(make --no-print-directory BUILD="$tmp/b" all 2>&1); rc=$?
  check "the rebuild with the OpenMP build passes" "$rc" 0
  check "the rebuilt host loads the OpenMP build" "$("$tmp/b/xattn" -e 'io.write(xattn.blas().parallel)')" openmp
fi
finish
