#!/usr/bin/env bash
# The layers call only downward (docs/architecture.md): every #include "..." of the C code
# is checked against the table below, and one that reaches a layer it may not (an upward
# include: tensor/ including vm/, vm/ including attention/, a kernel file including the
# Lua binding, ...) fails this test, naming the file, the line and the rule. The check is
# also run on a small tree of bad includes, each of which it must catch.
# Last line: "N passed, N failed".
. "$(dirname "$0")/lib.sh"
ROOT=$PWD

# allowed LAYER: the folders a file of LAYER may include from. A binding file
# (<name>_lua.c in nn/ or attention/) may also include lua/ (the binding core).
allowed() {
  case "$1" in
    tensor) echo "tensor" ;;
    vm) echo "tensor vm" ;;
    nn) echo "tensor vm nn" ;;
    attention) echo "tensor vm attention" ;;
    lua) echo "tensor vm lua" ;;
    repl) echo "tensor vm lua repl" ;;
    capi) echo "tensor vm lua capi" ;;
  esac
}

LAYERS="tensor vm nn attention lua repl capi"
# the C and C++ sources of DIR outside tests/ and tools/ (and build outputs)
sources() {
  (cd "$1" && find . -type f \( -name '*.c' -o -name '*.h' -o -name '*.cc' -o -name '*.cpp' \
     -o -name '*.cu' -o -name '*.cuh' \) -not -path './tests/*' -not -path './tools/*' \
     -not -path './build*' -not -path './.git/*' 2>/dev/null | sed 's|^\./||' | sort)
}

# check_tree DIR: prints one line per include that breaks a rule ("file:line: ...") and
# per source file outside the layers
check_tree() {
  local dir=$1 f layer line n inc target tl ok_layers base
  sources "$dir" |
  while IFS= read -r f; do
    layer=${f%%/*}
    case " $LAYERS " in
      *" $layer "*) ;;
      *) echo "$f: a source file outside the layers ($LAYERS)"; continue ;;
    esac
    ok_layers=$(allowed "$layer")
    base=$(basename "$f")
    case "$layer:$base" in nn:*_lua.c | attention:*_lua.c) ok_layers="$ok_layers lua" ;; esac
    grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$dir/$f" |
    while IFS= read -r line; do
      n=${line%%:*}
      inc=${line#*\"}; inc=${inc%%\"*}
      target=$(realpath -m --relative-to="$dir" "$dir/$(dirname "$f")/$inc")
      case "$target" in
        ../*) echo "$f:$n: includes \"$inc\", outside the source tree"; continue ;;
      esac
      tl=${target%%/*}
      [ "$tl" = "$target" ] && tl="(top)"
      case " $ok_layers " in
        *" $tl "*) ;;
        *) echo "$f:$n: includes \"$inc\" ($tl/), but $layer/ may include only: $ok_layers" ;;
      esac
      [ -e "$dir/$target" ] || echo "$f:$n: includes \"$inc\", which does not exist"
    done
  done
}

# ---- 1. the repository keeps the rules ---------------------------------------------
out=$(check_tree "$ROOT")
if [ -z "$out" ]; then ok
else bad "includes that break the layering:"; printf '%s\n' "$out" | head -n 40; fi
# the tree was really read: tensor/ has files and they include each other
n=$(cd "$ROOT" && grep -l '#include "' tensor/*.c | wc -l)
if [ "$n" -ge 5 ]; then ok; else bad "found only $n files of tensor/ with includes"; fi
# ... and so were the CUDA sources: the backend's under tensor/cuda/, each layer's and
# family's beside its C files (nn/*.cu, attention/*.cu), all of them with includes
n=$(cd "$ROOT" && grep -l '#include "' tensor/cuda/*.cu tensor/cuda/*.h nn/*.cu attention/*.cu 2>/dev/null | wc -l)
if [ "$n" -ge 15 ]; then ok; else bad "found only $n CUDA sources with includes"; fi
# tensor/cuda/ names no layer above tensor/, not even in a comment's include line
out=$(cd "$ROOT" && grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[^"]*(vm|nn|attention|lua)/' tensor/cuda/* 2>/dev/null)
check "tensor/cuda/ includes nothing above tensor/" "$out" ""

# ---- 2. the check catches every kind of upward include --------------------------------
fake=$tmp/tree
mkdir -p "$fake"/{tensor,vm,nn,attention,lua,repl}
for f in tensor/tensor.h tensor/backend.h vm/ops.h vm/autograd.h nn/linear.h \
         attention/gmm.h lua/binding.h; do : > "$fake/$f"; done
# files that keep the rules
printf '#include "tensor.h"\n#include <stdio.h>\n' > "$fake/tensor/good.c"
printf '#include "../tensor/backend.h"\n#include "ops.h"\n' > "$fake/vm/good.c"
printf '#include "../vm/ops.h"\n#include "linear.h"\n' > "$fake/nn/good.c"
printf '#include "../lua/binding.h"\n#include "linear.h"\n' > "$fake/nn/good_lua.c"
printf '#include "../lua/binding.h"\n#include "gmm.h"\n' > "$fake/attention/good_lua.c"
mkdir -p "$fake/tensor/cuda"
: > "$fake/tensor/cuda/cuda.h"
printf '#include "cuda.h"\n#include "../backend.h"\n' > "$fake/tensor/cuda/good.cu"
printf '#include "gmm.h"\n#include "../tensor/cuda/cuda.h"\n' > "$fake/attention/good.cu"
out=$(check_tree "$fake")
check "a tree that keeps the rules passes" "$out" ""
# each bad file: its include, and the text the report must have
bad_case() { # name file include expected
  local name=$1 file=$2 inc=$3 want=$4
  rm -rf "$fake.bad"; cp -r "$fake" "$fake.bad"
  mkdir -p "$(dirname "$fake.bad/$file")"
  printf '/* a line */\n#include "%s"\n' "$inc" > "$fake.bad/$file"
  out=$(check_tree "$fake.bad")
  has "$name" "$out" "$want"
}
bad_case "tensor/ including vm/" tensor/tensor.c ../vm/autograd.h \
  'tensor/tensor.c:2: includes "../vm/autograd.h" (vm/), but tensor/ may include only: tensor'
bad_case "tensor/cuda/ including vm/" tensor/cuda/gmm.cu ../../vm/ops.h "tensor/cuda/gmm.cu:2"
bad_case "tensor/cuda/ including attention/" tensor/cuda/attention.cu ../../attention/gmm.h \
  'tensor/cuda/attention.cu:2: includes "../../attention/gmm.h" (attention/), but tensor/ may include only: tensor'
bad_case "tensor/cuda/'s header including nn/" tensor/cuda/cuda.h ../../nn/linear.h "tensor/cuda/cuda.h:2"
bad_case "a family's .cu including nn/" attention/gmm.cu ../nn/linear.h "attention/gmm.cu:2"
bad_case "a layer's .cu including lua/" nn/xent.cu ../lua/binding.h "(lua/), but nn/"
bad_case "vm/ including attention/" vm/ops_x.c ../attention/gmm.h "vm/ops_x.c:2"
bad_case "vm/ including lua/" vm/autograd.c ../lua/binding.h "(lua/), but vm/"
bad_case "a kernel file of nn/ including lua/" nn/linear.c ../lua/binding.h "nn/linear.c:2"
bad_case "nn/ including attention/" nn/multihead.c ../attention/gmm.h "(attention/), but nn/"
bad_case "attention/ including nn/" attention/gmm.c ../nn/linear.h "(nn/), but attention/"
bad_case "lua/ including attention/" lua/registry.c ../attention/gmm.h "lua/registry.c:2"
bad_case "an include that goes nowhere" tensor/x.h missing.h "which does not exist"
bad_case "an include out of the tree" vm/y.c ../../outside.h "outside the source tree"
bad_case "a source file in a folder of its own" extra/thing.c ../tensor/tensor.h \
  "extra/thing.c: a source file outside the layers"

finish
