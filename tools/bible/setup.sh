#!/usr/bin/env bash
# Links the full bible-en-es corpus (the directory holding train/valid/test .tok.en, .tok.es
# and .align) into data/bible, where tools/bible/bible.json reads it. The embedded slice in
# data/bible-en-es has 3,000 training pairs; the evidence runs use all 28,620.
#   bash tools/bible/setup.sh /path/to/bible-en-es
set -e
src=${1:?usage: tools/bible/setup.sh /path/to/bible-en-es}
cd "$(dirname "$0")/../.."
for s in train valid test; do for e in tok.en tok.es align; do
  [ -f "$src/$s.$e" ] || { echo "setup.sh: $src/$s.$e: no such file" >&2; exit 2; }
done; done
mkdir -p data/bible
for s in train valid test; do for e in tok.en tok.es align; do
  ln -sf "$(cd "$src" && pwd)/$s.$e" "data/bible/$s.$e"
done; done
echo "data/bible -> $src"
