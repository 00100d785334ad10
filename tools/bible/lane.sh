#!/usr/bin/env bash
# Runs the training runs of a lane file one after the other, each continued with --resume
# when it has a checkpoint already; a finished run (runs/bible/NAME/done) is skipped.
# Lane file lines: NAME ARGS... (ARGS go to train.lua after the common config); '#' comments.
#   nice -n 19 bash tools/bible/lane.sh tools/bible/laneA.txt
cd "$(dirname "$0")/../.."
X=${X:-build/xattn}
while true; do
  line=$(grep -v '^#' "$1" | grep -v '^\s*$' | while read -r name rest; do
    [ -f "runs/bible/$name/done" ] || { echo "$name $rest"; break; }; done)
  [ -n "$line" ] || break
  read -r name rest <<<"$line"
  dir=runs/bible/$name
  mkdir -p "$dir"
  extra=""
  [ -f "$dir/checkpoint_last.xa" ] && extra="--resume"
  echo "$(date -u +%FT%TZ) start $name $extra (commit $(git rev-parse --short HEAD))" >> runs/bible/lanes.log
  git rev-parse HEAD > "$dir/commit"
  echo "$X scripts/train.lua --config tools/bible/bible.json --name $name $rest $extra" >> "$dir/commands"
  if eval "$X scripts/train.lua --config tools/bible/bible.json --name $name $rest $extra" >> "$dir/stdout" 2>&1; then
    touch "$dir/done"; echo "$(date -u +%FT%TZ) done $name" >> runs/bible/lanes.log
  else
    echo "$(date -u +%FT%TZ) FAILED $name (exit $?)" >> runs/bible/lanes.log; touch "$dir/failed"; exit 1
  fi
done
