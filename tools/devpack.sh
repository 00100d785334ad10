#!/usr/bin/env bash
# Packs a built xattn with the shared libraries it needs that a bare GPU machine lacks (Lua,
# OpenBLAS and its Fortran runtime, cJSON, SentencePiece, readline), so that it runs on a
# machine with the CUDA driver and toolkit but none of this project's packages
# (docs/gpu.md, "On a real GPU"):
#   tools/devpack.sh OUT.tar.xz [XATTN] [DATA_DIR]
# XATTN defaults to build/xattn (make CUDA=1 MPI=0 for a device without Open MPI); DATA_DIR,
# when given, is copied in as data/ (symbolic links followed). On the machine:
#   mkdir -p /tmp/x && tar -xJf OUT.tar.xz -C /tmp/x
#   export LD_LIBRARY_PATH=/tmp/x/lib:/usr/local/cuda/lib64
#   /tmp/x/bin/xattn -e 'print(xattn.cuda.available())'
# The CUDA libraries (cudart, cuBLAS, cuBLASLt, NCCL) are left out: the machine's own match
# its driver.
set -e
out=$1 x=${2:-build/xattn} data=${3:-}
if [ -z "$out" ] || [ ! -x "$x" ]; then
  echo "usage: tools/devpack.sh OUT.tar.xz [XATTN (default build/xattn)] [DATA_DIR]" >&2; exit 2
fi
if [ -n "$data" ] && [ ! -d "$data" ]; then echo "devpack.sh: no directory $data" >&2; exit 2; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$tmp/lib"
cp "$x" "$tmp/bin/xattn"
strip "$tmp/bin/xattn" 2> /dev/null || true
# every resolved library but the C runtime and CUDA's own
ldd "$x" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' |
  grep -Ev '/(libc|libm|libdl|libpthread|librt|ld-linux[^/]*|libstdc\+\+|libgcc_s)\.so|/libcu|/libnccl|/libnvidia' |
  while read -r lib; do cp -L "$lib" "$tmp/lib/"; done
[ -n "$data" ] && cp -rL "$data" "$tmp/data"
tar -cJf "$out" -C "$tmp" .
echo "packed $(ls "$tmp/lib" | wc -l) libraries${data:+ and $data} with $x into $out ($(du -h "$out" | cut -f1))"
