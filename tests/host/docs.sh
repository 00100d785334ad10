#!/usr/bin/env bash
# The README's commands, end to end: every `build/xattn scripts/...` line of its sh blocks
# runs, in order, in a scratch directory that looks like the repository (build/, scripts/,
# configs/, and data/ with the synth test set cut to 20 sentences and its training set to
# the 150 lines the tiny runs read), with tiny budgets
# appended to train.lua (a 16-wide model, 4 updates; 6 after --resume). A documented command
# that fails fails this test; so does a README that stops documenting a step of the sequence
# train -> --resume -> translate -> average -> align -> analyze -> simulate -> rescore -> curve.
# bench.lua --vs-torch is not run (it needs PyTorch and minutes); its --help is.
. "$(dirname "$0")/lib.sh"

work="$tmp/work"
mkdir -p "$work/data/synth"
ln -s "$(cd "$BUILD" && pwd)" "$work/build"
ln -s "$PWD/scripts" "$work/scripts"
ln -s "$PWD/configs" "$work/configs"
ln -s "$PWD/data/kjv-en-es" "$work/data/kjv-en-es"
# the training files cut to the 150 lines TINY trains on (train.lua reads no more of them),
# so that distill.lua translates 150 lines, not 4,500
for f in data/synth/train.*; do head -n 150 "$f" > "$work/$f"; done
for f in data/synth/valid.*; do ln -s "$PWD/$f" "$work/$f"; done
for f in data/synth/test.*; do head -n 20 "$f" > "$work/$f"; done

TINY="--data.max_lines 150 --model.d 16 --model.heads 2 --model.ffn 32 --model.enc_layers 1
      --train.max_tokens 600 --train.warmup 5 --train.threads 1 --valid.every 2 --valid.max_sentences 4
      --test.max_sentences 4 --save.every 1 --log.every 1"
TINY=$(echo $TINY) # one line: it is appended to a command that eval runs

# the commands of the README's sh blocks: continuation lines joined, comments dropped
cat > "$_lib/extract.lua" <<'LUA'
local text = assert(io.open(arg[1])):read("a")
for block in text:gmatch("```sh\n(.-)```") do
  block = block:gsub("\\\n%s*", " ")
  for line in block:gmatch("[^\n]+") do
    local out, q = {}, nil
    for i = 1, #line do
      local c = line:sub(i, i)
      if q then
        if c == q then q = nil end
      elseif c == "'" or c == '"' then q = c
      elseif c == "#" and (i == 1 or line:sub(i - 1, i - 1):match("%s")) then break end
      out[#out + 1] = c
    end
    local cmd = table.concat(out):gsub("%s+$", "")
    if cmd:match("^build/xattn scripts/") then print(cmd) end
  end
end
LUA
"$X" "$_lib/extract.lua" README.md > "$_lib/commands" || bad "cannot read the README's commands"

n=0; steps=""
while IFS= read -r cmd <&4; do
  extra=""
  case "$cmd" in
    *scripts/bench.lua*)
      out=$(cd "$work" && build/xattn scripts/bench.lua --help 2>&1) && ok || bad "bench.lua --help: $out"
      continue ;;
    *scripts/train.lua*--resume*) extra="$TINY --train.max_updates 6"; steps="$steps resume" ;;
    *scripts/train.lua*) extra="$TINY --train.max_updates 4"; steps="$steps train" ;;
  esac
  s=${cmd#build/xattn scripts/}; s=${s%%.lua*}
  [ "$s" != train ] && steps="$steps $s"
  n=$((n + 1))
  if out=$(cd "$work" && eval "$cmd $extra" 2>&1 < /dev/null); then ok
  else bad "README command failed: $cmd
$(printf '%s\n' "$out" | tail -n 4)"; fi
done 4< "$_lib/commands"

# every step of the documented sequence is there, in this order
order="train resume translate average align analyze simulate rescore curve"
prev=0
for st in $order; do
  pos=$(printf '%s\n' $steps | grep -nx "$st" | head -n 1 | cut -d: -f1)
  if [ -z "$pos" ]; then bad "the README documents no '$st' command"
  elif [ "$pos" -lt "$prev" ]; then bad "the README's '$st' comes before a step it needs"
  else ok; prev=$pos; fi
done
if [ "$n" -ge 12 ]; then ok; else bad "only $n README commands found"; fi
echo "  docs.sh: ran $n README commands:$steps"
finish
