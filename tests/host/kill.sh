#!/usr/bin/env bash
# Crash safety, end to end:
#  1. SIGKILL while saving: a process saves a ~4 MB checkpoint over and over (each
#     generation's tensors hold its number); it is killed with SIGKILL at a random moment,
#     KILL_ITERS times (default 30; e.g. KILL_ITERS=1000 for a long run). After each kill
#     the checkpoint must load intact (checksums, every value of the generation its meta
#     names) and be the last generation the saver reported, or the one it was writing.
#  2. train.lua killed with SIGKILL mid-run, then --resume: the logged loss curve equals an
#     uninterrupted run's, bit for bit (same seed, one thread).
#  3. Ctrl-C (SIGINT) during train.lua: a checkpoint is saved at the next update boundary,
#     exit status 130; --resume then gives the uninterrupted loss curve. A second Ctrl-C
#     under xattn.sigint_trap kills at once.
#  4. train.nan: a NaN loss stops with the update named (or is skipped with train.nan skip).
. "$(dirname "$0")/lib.sh"
ITERS=${KILL_ITERS:-30}
[ "${SAN:-0}" = 1 ] && ITERS=${KILL_ITERS:-10}

# ---- 1. SIGKILL while saving ---------------------------------------------------------------
cat > "$tmp/saver.lua" <<'LUA'
-- saves generation g = start, start+1, ... to arg[1]; prints "saved g" after each save
local xa = require "xattn"
local path, g = arg[1], math.tointeger(tonumber(arg[2]))
local big = xa.zeros(1000, 1000)
while true do
  big:fill_(g)
  local t = {big = big, small = xa.full({7}, -g), bits = xa.arange(0, 5):long(),
             tr = xa.full({3, 4}, g + 0.5):transpose(1, 2)}
  xa.checkpoint.save(path, {tensors = t, meta = {gen = g, note = ("generation %d"):format(g)}})
  io.stdout:write("saved ", g, "\n") io.stdout:flush()
  if arg[3] then break end
  g = g + 1
end
LUA
cat > "$tmp/verify.lua" <<'LUA'
-- loads arg[1]; prints the generation when every tensor holds what that generation wrote
local xa = require "xattn"
local ck = xa.checkpoint.load(arg[1])
local g = ck.meta.gen
assert(ck.meta.note == ("generation %d"):format(g), "meta")
local T = ck.tensors
assert(T.big:eq(g):all():item() and T.big:numel() == 1000000, "big")
assert(T.small:eq(-g):all():item() and T.small:numel() == 7, "small")
assert(table.concat(T.bits:totable(), ",") == "0,1,2,3,4", "bits")
assert(T.tr:eq(g + 0.5):all():item() and T.tr:size(1) == 4, "tr")
print(g)
LUA
ck="$tmp/ck.xa"
"$X" "$tmp/saver.lua" "$ck" 0 once > /dev/null 2>&1 || bad "first save failed"
gen=1; intact=0; torn=0; newer=0
for ((i = 1; i <= ITERS; i++)); do
  rm -f "$ck.tmp"
  "$X" "$tmp/saver.lua" "$ck" "$gen" > "$tmp/saver.out" 2>&1 &
  pid=$!
  # a random moment: 0-0.4 s, after start-up (~0.05 s) mostly inside a save
  sleep "0.0$((RANDOM % 10))$((RANDOM % 10))" ; sleep "0.$((RANDOM % 4))"
  kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  last=$(grep -c '^saved' "$tmp/saver.out")          # generations finished and reported
  [ -e "$ck.tmp" ] && torn=$((torn + 1))              # killed mid-write: a stray .tmp
  got=$("$X" "$tmp/verify.lua" "$ck" 2>&1)
  if ! [[ "$got" =~ ^[0-9]+$ ]]; then bad "kill $i: checkpoint does not load intact: $got"; break; fi
  reported=$((gen - 1 + last))                        # the newest generation the saver reported
  if [ "$got" -lt "$reported" ] || [ "$got" -gt $((reported + 1)) ]; then
    bad "kill $i: checkpoint holds generation $got, saver had reported $reported"; break
  fi
  [ "$got" -gt "$reported" ] && newer=$((newer + 1))  # renamed but not yet reported
  intact=$((intact + 1))
  gen=$((got + 1))
done
check "checkpoint intact after every SIGKILL" "$intact" "$ITERS"
echo "  SIGKILL while saving: $ITERS kills, $intact intact, $torn left a partial .tmp, $newer just after the rename, generation $gen reached"

# ---- 2./3. training: SIGKILL / SIGINT, then --resume -----------------------------------------
C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 120 --model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 10 --train.lr 0.003
   --train.threads 1 --valid.every 4 --valid.max_sentences 4 --valid.beam 1 --valid.bleu false
   --log.every 1 --test.max_sentences 0 --data.test none --save.dir $tmp --train.max_updates 16"
# step loss, every logged update (duplicates when updates were logged twice around a kill)
losses() { grep '"event":"train"' "$1" | sed 's/.*"loss":\([^,]*\),.*"step":\([0-9]*\).*/\2 \1/'; }
wait_step() { # log, step, pid: wait until the log has an update >= step (or the pid exits)
  for ((k = 0; k < 600; k++)); do
    s=$(grep '"event":"train"' "$1" 2>/dev/null | tail -1 | sed 's/.*"step":\([0-9]*\).*/\1/')
    [ -n "$s" ] && [ "$s" -ge "$2" ] && return 0
    kill -0 "$3" 2>/dev/null || return 1
    sleep 0.05
  done
  return 1
}
"$X" scripts/train.lua $C --name A > "$tmp/a.out" 2>&1 || bad "uninterrupted run failed: $(tail -3 "$tmp/a.out")"
la=$(losses "$tmp/A/log.jsonl")
check "16 logged updates" "$(printf '%s\n' "$la" | wc -l)" "16"
same_curve() { # name, log: every logged (step, loss) is the uninterrupted one; steps 1..16 all there
  local lb; lb=$(losses "$2")
  local extra; extra=$(comm -23 <(printf '%s\n' "$lb" | sort -u) <(printf '%s\n' "$la" | sort -u))
  check "$1: no logged loss differs from the uninterrupted run" "$extra" ""
  check "$1: every update logged" "$(printf '%s\n' "$lb" | cut -d' ' -f1 | sort -nu | wc -l)" "16"
}

# SIGKILL mid-run (after update 6: checkpoint_last is the one of update 4), then resume
"$X" scripts/train.lua $C --name K > "$tmp/k.out" 2>&1 &
pid=$!
wait_step "$tmp/K/log.jsonl" 6 "$pid" || bad "killed run never reached update 6: $(tail -3 "$tmp/k.out")"
kill -KILL "$pid"; wait "$pid" 2>/dev/null
out=$("$X" scripts/train.lua $C --name K --resume 2>&1) || bad "resume after SIGKILL failed: $out"
has "resumed after SIGKILL" "$out" "resumed from $tmp/K/checkpoint_last.xa at update"
same_curve "SIGKILL + resume" "$tmp/K/log.jsonl"

# SIGINT mid-run: a checkpoint at the next update boundary, exit 130, then resume
"$X" scripts/train.lua $C --name I > "$tmp/i.out" 2> "$tmp/i.err" &
pid=$!
wait_step "$tmp/I/log.jsonl" 5 "$pid" || bad "interrupted run never reached update 5"
kill -INT "$pid"; wait "$pid"; rc=$?
check "SIGINT exit status" "$rc" "130"
has "SIGINT notice" "$(cat "$tmp/i.err")" "Ctrl-C: saving a checkpoint after this update"
has "SIGINT saved" "$(cat "$tmp/i.out")" "interrupted at update"
at=$(sed -n 's/.*interrupted at update \([0-9]*\).*/\1/p' "$tmp/i.out")
grep -q "\"event\":\"interrupt\",\"step\":$at\|\"step\":$at,.*\"event\":\"interrupt\"\|\"event\":\"interrupt\".*\"step\":$at" "$tmp/I/log.jsonl" && ok || bad "no interrupt event at update $at in the log"
out=$("$X" scripts/train.lua $C --name I --resume 2>&1) || bad "resume after SIGINT failed: $out"
has "resumed after SIGINT at the interrupted update" "$out" "at update $at "
same_curve "SIGINT + resume" "$tmp/I/log.jsonl"

# a second Ctrl-C under the trap kills at once (the script never polls)
"$X" -e 'local g <close> = xattn.sigint_trap("first\n") local t0 = os.clock()
         while os.clock() - t0 < 20 do end print("not killed")' > "$tmp/d.out" 2> "$tmp/d.err" &
pid=$!
sleep 0.5; kill -INT "$pid"; sleep 0.3
kill -0 "$pid" 2>/dev/null && ok || bad "the first SIGINT ended the process"
kill -INT "$pid"; wait "$pid"; rc=$?
check "second SIGINT kills (status 130)" "$rc" "130"
check "first SIGINT message once" "$(cat "$tmp/d.err")" "first"
check "nothing after the second SIGINT" "$(cat "$tmp/d.out")" ""

# ---- 4. NaN / Inf ----------------------------------------------------------------------------
out=$("$X" scripts/train.lua $C --name N --train.lr 1e30 --train.warmup 1 2>&1); rc=$?
check "NaN loss stops (exit 1)" "$rc" "1"
has "NaN loss names the update" "$out" "the loss is not finite at update 2 (epoch 1, batch 2)"
grep -q '"event":"nonfinite"' "$tmp/N/log.jsonl" && ok || bad "no nonfinite event in the log"
out=$("$X" scripts/train.lua $C --name S --train.lr 1e30 --train.warmup 1 --train.nan skip --train.nan_skips 3 2>&1); rc=$?
check "skip mode gives up after nan_skips (exit 1)" "$rc" "1"
has "skip mode skips" "$out" "update skipped (3 so far)"
has "skip mode limit" "$out" "4 updates in a row were skipped (train.nan_skips)"
user_error "bad train.nan" "--train.nan: must be stop or skip, got 'sometimes'" "$X" scripts/train.lua $C --name B --train.nan sometimes
finish
