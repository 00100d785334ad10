#!/usr/bin/env bash
# The build links the OpenBLAS it should. On a fresh machine the first `make test` used to
# link Debian's default libopenblas.so.0 (the pthread build, half the training speed) because
# the Makefile looked for the OpenMP build before `make deps` had installed it. And the build
# works without MPI (optional: xattn.dist), saying how to get it.
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

# Without MPI (mpicc and ompi-c not found: emptied here) the build works, says how to get
# it, and xattn.dist says so; under a launcher a script stops with that message
if [ "${SAN:-0}" != 1 ] && [[ "$BUILD" != *san* ]] && grep -q XA_HAVE_MPI "$BUILD/mpi.flags" 2>/dev/null; then
  cp -a "$BUILD" "$tmp/m"
  out=$(make --no-print-directory BUILD="$tmp/m" MPI_CFLAGS= MPI_LIBS= all 2>&1); rc=$?
  check "a build without MPI passes" "$rc" 0
  has "it says how to get MPI" "$out" "note: MPI not found (mpicc): built without distributed training (xattn.dist); 'make deps' installs Open MPI"
  ldd "$tmp/m/xattn" | grep -q libmpi && bad "the build without MPI links libmpi" || ok
  check "dist.available() without MPI" "$("$tmp/m/xattn" -e 'local ok, why = xattn.dist.available() io.write(tostring(ok), " ", why)')" \
    "false this xattn was built without MPI: install Open MPI (Debian: apt-get install libopenmpi-dev openmpi-bin, which \`make deps\` does) and rebuild with make"
  out=$(OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=0 "$tmp/m/xattn" scripts/train.lua 2>&1); rc=$?
  check "under a launcher without MPI: exit status" "$rc" 2
  has "under a launcher without MPI: said" "$out" "train.lua: dist.init: started by an MPI launcher as rank 0 of 2, but this xattn was built without MPI"
  out=$("$tmp/m/xattn" tests/lua/run.lua tests/lua/test_dist.lua 2>&1)
  has "xattn.dist's tests without MPI" "$out" " 0 failed"
  out=$(make --no-print-directory BUILD="$tmp/m" all 2>&1); rc=$?
  check "MPI found again: the rebuild passes" "$rc" 0
  check "and has xattn.dist" "$("$tmp/m/xattn" -e 'io.write(tostring(xattn.dist.available()))')" true
fi
finish
