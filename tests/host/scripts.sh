#!/usr/bin/env bash
# Every script's command line: --help (exit 0, the usage line, every option of the parser's
# own: --debug, --help), a mistake per script as a one-line error with exit status 2 before
# any work (user_error, lib.sh), and the demo's argument handling.
. "$(dirname "$0")/lib.sh"

for s in scripts/*.lua; do
  name=$(basename "$s")
  out=$("$X" "$s" --help 2>&1); rc=$?
  check "$name --help: exit status" "$rc" "0"
  has "$name --help: usage" "$out" "usage: xattn scripts/$name"
  has "$name --help: --debug" "$out" "--debug"
  has "$name --help: --help" "$out" "-h, --help"
  user_error "$name: unknown option" "unknown option '--no-such-option'" "$X" "$s" --no-such-option 1
done

user_error "bench.lua --steps 0" "--steps: must be an integer >= 1, got 0" "$X" scripts/bench.lua --steps 0
user_error "bench.lua --overheads" "--overheads: unknown family 'gmx' (gmm, window, gma, latent)" "$X" scripts/bench.lua --overheads gmx
user_error "bench.lua --length-families" "--length-families: unknown family 'dot' (gmm, window, gma, latent)" \
  "$X" scripts/bench.lua --lengths 8 --length-families gmm,dot
user_error "bench.lua --lengths not increasing" "--lengths: must be integers separated by commas, each >= 2, increasing, got '32,16'" \
  "$X" scripts/bench.lua --lengths 32,16
user_error "bench.lua --svg without --lengths" "--svg draws the --lengths curves; give --lengths too" \
  "$X" scripts/bench.lua --svg "$tmp/l.svg"
user_error "bench.lua --beam 1" "--beam: must be an integer >= 2, got 1" "$X" scripts/bench.lua --beam 1
user_error "bench.lua --vs-torch without the reference" "--vs-torch: no reference at $tmp/none.py" \
  "$X" scripts/bench.lua --vs-torch --torch-ref "$tmp/none.py"
user_error "bench.lua --json in a missing directory" "--json: cannot write '$tmp/no/b.json'" "$X" scripts/bench.lua --json "$tmp/no/b.json"
user_error "bench_ops.lua --reps 0" "--reps: must be an integer >= 1, got 0" "$X" scripts/bench_ops.lua --reps 0
user_error "bench_ops.lua --json without a value" "--json needs a value" "$X" scripts/bench_ops.lua --json
user_error "autograd_demo.lua --steps x" "--steps: must be an integer >= 1, got 'x'" "$X" scripts/autograd_demo.lua --steps x
# bench_ops.lua end to end, one repetition, with the attention ops
out=$("$X" scripts/bench_ops.lua --threads 1 --reps 1 --attention --json "$tmp/ops.json" 2>&1) ||
  bad "bench_ops.lua --attention failed: $out"
has "bench_ops.lua --attention: the GMM row" "$out" "gmm_attention / composed"
has "bench_ops.lua --attention: the GMA row" "$out" "gma_attention / composed"
has "bench_ops.lua --attention: the JSON" "$(cat "$tmp/ops.json" 2>/dev/null)" '"gma_composed_ms":'
out=$("$X" scripts/autograd_demo.lua --steps 5 2>&1) || bad "autograd_demo.lua --steps 5 failed: $out"
has "autograd_demo.lua runs" "$out" "trained 5 steps"
out=$("$X" scripts/bench.lua --overheads --steps 1 --skip-train --skip-decode --help 2>&1) && ok || bad "bench.lua: --overheads without a value"
# --lengths end to end at toy lengths: a point per length, dot and the family, the checks, both figures
out=$("$X" scripts/bench.lua --threads 1 --skip-train --skip-decode --lengths 2,4 --length-steps 1 \
  --length-families window --svg "$tmp/len.svg" --json "$tmp/len.json" 2>&1) || bad "bench.lua --lengths failed: $out"
has "bench.lua --lengths: the table" "$out" "window over dot, extra s per step: 2:"
has "bench.lua --lengths: the figures" "$out" "wrote $tmp/len.svg and $tmp/len-stream.svg"
[ -s "$tmp/len-stream.svg" ] && ok || bad "bench.lua --lengths: no streaming figure"
pts=$("$X" -e "local j = require('xattn').json.read('$tmp/len.json').lengths
  print(#j.points, j.points[2].batch, j.points[1].train_s.window ~= nil, j.points[2].stream_ms.dot ~= nil)" 2>&1)
has "bench.lua --lengths: the JSON" "$pts" "2	512	true	true"

# demo.lua: its own help, train.lua's checks under its name
out=$("$X" scripts/demo.lua --help 2>&1)
has "demo.lua --help: the train.lua keys" "$out" "--SECTION.KEY VALUE"
user_error "demo.lua with a bad key" "--model.norm: must be post or pre, got 'middle'" "$X" scripts/demo.lua --model.norm middle
user_error "demo.lua --resume --overwrite" "--resume and --overwrite cannot be used together" "$X" scripts/demo.lua --resume --overwrite
finish
