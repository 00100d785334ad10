#!/usr/bin/env bash
# Distributed training and decoding under `mpirun -np 2` (xattn.dist, docs/distributed.md):
#  1. the collectives and the bucketed gradient reducer on two ranks, against sums written
#     out and the blocking allreduce (a worker script);
#  2. equivalence: 2 ranks with batch B give the losses and parameters of 1 process with
#     update_freq 2 (and 2 ranks x update_freq 2 those of update_freq 4), bit for bit when
#     every parameter gets one gradient per batch; with the output projection tied to the
#     embedding (two gradients per batch, added in another order) to float rounding;
#  3. --resume of a distributed run gives the uninterrupted loss curve bit for bit;
#  4. faults: SIGKILL of one rank ends the job within seconds naming it, the checkpoint
#     stays intact and --resume continues the curve exactly; SIGSTOP (a hang) ends it after
#     dist.timeout naming the silent rank; one rank out of memory names it; a NaN stops
#     every rank; parameters that drift apart stop the run at the save, before it writes;
#     a configuration that differs stops it at the start; a user error is one line;
#  5. sharded decoding: translate.lua (file and stdin), simulate.lua, align.lua and
#     curve.lua give the lines and the metrics of one process.
# Skipped, saying so, when mpirun or MPI support is missing (mpi_setup, lib.sh).
. "$(dirname "$0")/lib.sh"
mpi_setup "$X" 120

# ---- 1. collectives and the reducer ----------------------------------------------------------
cat > "$tmp/worker.lua" <<'LUA'
local xa = require "xattn"
local dist = xa.dist.init()
local r, n = dist.rank(), dist.size()
local function check(c, msg) if not c then error(("rank %d: %s"):format(r, msg), 2) end end
local function eq(got, want, msg) check(got == want, ("%s: got %s, expected %s"):format(msg, tostring(got), tostring(want))) end
eq(n, 2, "size")
eq(#dist.hosts(), 2, "hosts")
eq(xa.threads(), math.max(1, select(2, xa._dist.cpus()) // 2), "a rank's default threads: its share of the cores")
-- allreduce: every dtype and op against the values written out
local f = dist.allreduce(xa.tensor({1.5 + r, -r, 2 ^ -30}, {dtype = "float32"}))
eq(table.concat(f:totable(), ","), table.concat({4.0, -1.0, 2 ^ -29}, ","), "float32 sum")
local d = dist.allreduce(xa.tensor({0.1 * (r + 1), 1e300}, {dtype = "float64"}), "max")
eq(d[1], 0.2, "float64 max") eq(d[2], 1e300, "float64 max (2)")
local i = dist.allreduce(xa.tensor({2 ^ 53 + r, -r}, {dtype = "int64"}))
eq(i[1], 2 ^ 54 + 1, "int64 sum, exact") eq(i[2], -1, "int64 sum (2)")
eq(dist.allreduce(xa.tensor({r}, {dtype = "int64"}), "min")[1], 0, "int64 min")
local nums = dist.allreduce_numbers({r, 0.5})
eq(nums[1], 1.0, "numbers") eq(nums[2], 1.0, "numbers (2)")
-- broadcast from rank 1: a tensor, a value
local b = dist.broadcast(r == 1 and xa.tensor({7, 8}, {dtype = "float32"}) or xa.zeros(2), 1)
eq(b[1] + b[2], 15.0, "broadcast from rank 1")
local ok, err = pcall(dist.broadcast, r == 1 and xa.zeros(3) or xa.zeros(2), 0)
check(not ok and err:find("rank 1 holds a float32 (3) tensor but the root, rank 0, a float32 (2) one", 1, true), tostring(err))
eq(dist.broadcast_value(r == 1 and {k = "v", n = {1, 2}} or "ignored", 1).n[2], 2, "broadcast_value")
-- allgather of unequal sizes (1 MB from rank 1), allmerge
local g = dist.allgather(r == 1 and ("x"):rep(1000000) or {rank = 0})
eq(g[1].rank, 0, "allgather [1]") eq(#g[2], 1000000, "allgather [2]")
local m = dist.allmerge({[r + 1] = "r" .. r, [r + 3] = r})
eq(m[1] .. m[2] .. m[3] .. m[4], "r0r101", "allmerge")
-- check_same: equal passes, different names both ranks' checksums
dist.check_same({a = 1}, "a table")
ok, err = pcall(dist.check_same, "rank" .. r, "the rank's name")
check(not ok and err:find("the rank's name differs across ranks (rank 0: ", 1, true) and err:find(", rank 1: ", 1, true), tostring(err))
-- the reducer: the same parameters on both ranks, different data; W1 used twice, one
-- parameter used on rank 1 only; tiny buckets. The reduced gradient must be the blocking
-- allreduce of the local gradients, bit for bit (a bucket started before its gradients
-- were final would miss some)
xa.manual_seed(5)
local W1, b1, W2, extra = xa.randn(5, 4):requires_grad_(), xa.randn(4):requires_grad_(),
  xa.randn(4, 5):requires_grad_(), xa.randn(3):requires_grad_()
xa.manual_seed(100 + r)
local x = xa.randn(6, 5)
local function loss()
  local h = (x:matmul(W1) + b1):relu()
  local z = h:matmul(W2):matmul(W1)
  local l = (z * z):sum()
  if r == 1 then l = l + (extra * extra):sum() end
  return l
end
local opt = xa.optim.SGD({extra, W1, b1, W2}, {lr = 0.1})
for round = 1, 3 do
  loss():backward()
  if round == 3 then loss():backward() end -- accumulation: two backward, the second armed
  local want = dist.allreduce(opt.grad:clone())
  opt:zero_grad()
  local red = dist.Reducer(opt, {bucket_mb = 6 * 4 / 1048576})
  eq(#red:buckets(), 8, "buckets")
  if round == 3 then loss():backward() end
  red:arm()
  loss():backward()
  local info = red:finish()
  eq(dist.checksum(opt.grad), dist.checksum(want), "round " .. round .. ": reduced gradient")
  check(info.started_early > 0, "no bucket started during backward")
  opt:zero_grad()
end
print("worker ok " .. r)
LUA
out=$("${MPI2[@]}" "$X" "$tmp/worker.lua" 2>&1); rc=$?
check "worker: exit status" "$rc" "0"
has "worker: rank 0" "$out" "worker ok 0"
has "worker: rank 1" "$out" "worker ok 1"

# ---- 2. equivalence ----------------------------------------------------------------------------
# 100 lines in batches of 400 tokens: 7 batches an epoch, so updates of 2 batches end each
# epoch with one (rank 1 has none) and updates of 4 with three (rank 1 has one)
C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 100 --model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 10 --train.lr 0.003
   --train.threads 1 --valid.every 4 --valid.max_sentences 4 --valid.beam 1 --valid.bleu false
   --log.every 1 --data.test none --save.dir $tmp"
C=$(echo $C)
# step, loss, nll and lr of every logged update
curve() { grep '"event":"train"' "$1" | sed 's/.*"loss":\([^,]*\),"lr":\([^,]*\),"nll":\([^,]*\),.*"step":\([0-9]*\).*/\4 \1 \3 \2/'; }
cat > "$tmp/compare.lua" <<'LUA'
-- compare.lua A.xa B.xa TOL [SKIP_PATTERN]: every tensor of two checkpoints within TOL
-- (0: bit for bit), tensors whose name matches SKIP_PATTERN left out; prints the largest
-- difference and "same" or the first tensor that differs
local xa = require "xattn"
local a, b = xa.checkpoint.load(arg[1]), xa.checkpoint.load(arg[2])
local tol, skip = tonumber(arg[3]), arg[4]
local worst, bad, n = 0, nil, 0
local names = {}
for k in pairs(a.tensors) do names[#names + 1] = k end
table.sort(names)
for _, k in ipairs(names) do
  local t, u = a.tensors[k], b.tensors[k]
  if not u then bad = bad or (k .. " missing") elseif not (skip and k:find(skip)) then
    n = n + 1
    if tol == 0 then
      if xa.dist.checksum(t) ~= xa.dist.checksum(u) then bad = bad or k end
    else
      local d = (t:double() - u:double()):abs():max():item()
      if d > worst then worst = d end
      if not (d <= tol) then bad = bad or ("%s differs by %g"):format(k, d) end
    end
  end
end
if a.meta.train_state.step ~= b.meta.train_state.step then bad = bad or "the update counts differ" end
print(bad and ("differ: " .. bad) or ("same (%d tensors, largest difference %g)"):format(n, worst))
LUA
"$X" scripts/train.lua $C --model.tie_output false --model.dropout 0 --name one2 --train.update_freq 2 --train.max_updates 10 > "$tmp/one2.out" 2>&1 || bad "1 process, update_freq 2: $(tail -3 "$tmp/one2.out")"
"${MPI2[@]}" "$X" scripts/train.lua $C --model.tie_output false --model.dropout 0 --name two1 --train.max_updates 10 > "$tmp/two1.out" 2>&1 || bad "2 ranks: $(tail -5 "$tmp/two1.out")"
check "2 ranks = update_freq 2: losses bit for bit" "$(curve "$tmp/two1/log.jsonl")" "$(curve "$tmp/one2/log.jsonl")"
check "10 updates logged" "$(curve "$tmp/two1/log.jsonl" | wc -l)" "10"
has "2 ranks = update_freq 2: parameters and optimizer bit for bit" "$("$X" "$tmp/compare.lua" "$tmp/one2/checkpoint_last.xa" "$tmp/two1/checkpoint_last.xa" 0)" "same ("
has "the start line says 2 ranks" "$(cat "$tmp/two1.out")" "; 2 ranks (Open MPI"
lacks "rank 1 prints nothing" "$(cat "$tmp/two1.out")" "rank 1"
"$X" scripts/train.lua $C --model.tie_output false --model.dropout 0 --name one4 --train.update_freq 4 --train.max_updates 5 > "$tmp/one4.out" 2>&1 || bad "1 process, update_freq 4"
"${MPI2[@]}" "$X" scripts/train.lua $C --model.tie_output false --model.dropout 0 --name two2 --train.update_freq 2 --train.max_updates 5 > "$tmp/two2.out" 2>&1 || bad "2 ranks x update_freq 2: $(tail -5 "$tmp/two2.out")"
# Where a rank adds several gradients before the ranks' sums are added (update_freq 2 on
# each rank; the tied output projection, which gives the embedding two gradients per
# batch), the additions come in another order: equal to float rounding. Losses within 1e-6
# relative; parameters within 1e-5, except the attention key biases, whose gradient is zero
# in exact arithmetic (softmax ignores a constant per query): Adam turns their rounding
# noise into steps of the learning rate's size, whatever the noise
close_curves() { # name, log a, log b, updates
  local rel
  rel=$(paste <(curve "$2") <(curve "$3") | awk -v n="$4" '$1 == $5 {d = ($2 - $6) / $2; if (d < 0) d = -d; if (d > m) m = d; k++}
    END {print (NR == n && k == n && m < 1e-6) ? "ok" : "max " m " over " k " of " NR}')
  check "$1: losses within 1e-6 relative" "$rel" "ok"
}
close_curves "2 ranks x update_freq 2 = update_freq 4" "$tmp/one4/log.jsonl" "$tmp/two2/log.jsonl" 5
has "2 ranks x update_freq 2 = update_freq 4: parameters within 1e-5" "$("$X" "$tmp/compare.lua" "$tmp/one4/checkpoint_last.xa" "$tmp/two2/checkpoint_last.xa" 1e-5 '%.k%.bias$')" "same"
"$X" scripts/train.lua $C --model.dropout 0 --name tone2 --train.update_freq 2 --train.max_updates 10 > /dev/null 2>&1 || bad "tied, 1 process"
"${MPI2[@]}" "$X" scripts/train.lua $C --model.dropout 0 --name ttwo1 --train.max_updates 10 > /dev/null 2>&1 || bad "tied, 2 ranks"
close_curves "tied output, 2 ranks = update_freq 2" "$tmp/tone2/log.jsonl" "$tmp/ttwo1/log.jsonl" 10
has "tied output, 2 ranks = update_freq 2: parameters within 1e-5" "$("$X" "$tmp/compare.lua" "$tmp/tone2/checkpoint_last.xa" "$tmp/ttwo1/checkpoint_last.xa" 1e-5 '%.k%.bias$')" "same"

# ---- 3. --resume, bit for bit (dropout on: each rank's random state is saved) -----------------
"${MPI2[@]}" "$X" scripts/train.lua $C --name A --train.max_updates 16 > "$tmp/a.out" 2>&1 || bad "uninterrupted 2-rank run: $(tail -5 "$tmp/a.out")"
la=$(curve "$tmp/A/log.jsonl")
check "16 updates logged" "$(printf '%s\n' "$la" | wc -l)" "16"
same_curve() { # name, log: every logged update is the uninterrupted run's; all 16 there
  local lb; lb=$(curve "$2")
  local extra; extra=$(comm -23 <(printf '%s\n' "$lb" | sort -u) <(printf '%s\n' "$la" | sort -u))
  check "$1: no logged update differs from the uninterrupted run" "$extra" ""
  check "$1: every update logged" "$(printf '%s\n' "$lb" | cut -d' ' -f1 | sort -nu | wc -l)" "16"
}
"${MPI2[@]}" "$X" scripts/train.lua $C --name R --train.max_updates 6 > /dev/null 2>&1 || bad "2-rank run to update 6"
out=$("${MPI2[@]}" "$X" scripts/train.lua $C --name R --resume --train.max_updates 16 2>&1) || bad "2-rank resume: $out"
has "resumed on 2 ranks" "$out" "at update 6 (epoch 2, batch 4) on 2 ranks"
same_curve "stop at 6 + resume" "$tmp/R/log.jsonl"
# the run continues on 1 process: the same updates, other dropout masks (said)
out=$("$X" scripts/train.lua $C --name R --resume --train.max_updates 17 2>&1) || bad "1-process resume of a 2-rank run: $out"
has "1 process continues a 2-rank run" "$out" "trained 17 updates"

# ---- 4. faults -----------------------------------------------------------------------------------
rankpid() { # a pid, rank -> the pid of that rank among the pid's descendants
  local p q
  for p in $(pgrep -P "$1"); do
    tr '\0' '\n' < "/proc/$p/environ" 2>/dev/null | grep -qx "OMPI_COMM_WORLD_RANK=$2" && { echo "$p"; return; }
    q=$(rankpid "$p" "$2")
    [ -n "$q" ] && { echo "$q"; return; }
  done
}
rank_of() { # a pid, rank -> that rank's pid, waiting until it exists (looked up before the
  # step that triggers the fault, so that the signal follows that step at once: under load, a
  # lookup after it let the run reach its next checkpoint first)
  local k r
  for ((k = 0; k < 1200; k++)); do
    r=$(rankpid "$1" "$2"); [ -n "$r" ] && { echo "$r"; return; }
    kill -0 "$1" 2>/dev/null || return
    sleep 0.05
  done
}
wait_step() { # log, step, pid: until the log has an update >= step (or the pid exits)
  local k s
  for ((k = 0; k < 1200; k++)); do
    s=$(grep '"event":"train"' "$1" 2>/dev/null | tail -1 | sed 's/.*"step":\([0-9]*\).*/\1/')
    [ -n "$s" ] && [ "$s" -ge "$2" ] && return 0
    kill -0 "$3" 2>/dev/null || return 1
    sleep 0.05
  done
  return 1
}
now() { date +%s.%N; }
within() { awk -v a="$1" -v b="$2" -v s="$3" 'BEGIN {exit !(b - a < s)}'; }
# SIGKILL of rank 1 after update 9 (checkpoint_last: update 8): the job ends within
# seconds naming rank 1, the checkpoint loads, --resume continues the curve exactly
"${MPIRUN[@]}" -np 2 "$X" scripts/train.lua $C --name K --train.max_updates 2000 > "$tmp/k.out" 2> "$tmp/k.err" &
mp=$!
r1=$(rank_of "$mp" 1)
wait_step "$tmp/K/log.jsonl" 9 "$mp" || bad "the run to kill never reached update 9: $(tail -3 "$tmp/k.err")"
t0=$(now); kill -KILL "$r1"; wait "$mp"; rc=$?; t1=$(now)
[ "$rc" != 0 ] && ok || bad "SIGKILL of rank 1: mpirun exit status 0"
within "$t0" "$t1" 10 && ok || bad "SIGKILL of rank 1: the job took more than 10 s to end"
err=$(cat "$tmp/k.err")
has "SIGKILL: the rank named" "$err" "process rank 1"
has "SIGKILL: the cause" "$err" "signal 9 (Killed)"
got=$("$X" -e "print(xattn.checkpoint.load('$tmp/K/checkpoint_last.xa').meta.train_state.step)" 2>&1)
[[ "$got" =~ ^(8|12)$ ]] && ok || bad "checkpoint_last after SIGKILL: $got"
out=$("${MPI2[@]}" "$X" scripts/train.lua $C --name K --resume --train.max_updates 16 2>&1) || bad "resume after SIGKILL: $out"
same_curve "SIGKILL + resume" "$tmp/K/log.jsonl"
# SIGSTOP of rank 1 (a hang): dist.timeout 2 s, then the other rank names it
"${MPIRUN[@]}" -np 2 "$X" scripts/train.lua $C --name H --train.max_updates 2000 --dist.timeout 2 > "$tmp/h.out" 2> "$tmp/h.err" &
mp=$!
r1=$(rank_of "$mp" 1)
wait_step "$tmp/H/log.jsonl" 3 "$mp" || bad "the run to stop never reached update 3"
t0=$(now); kill -STOP "$r1"; wait "$mp"; rc=$?; t1=$(now)
kill -KILL "$r1" 2> /dev/null
check "hang: exit status (MPI_Abort's)" "$rc" "3"
within "$t0" "$t1" 15 && ok || bad "hang: the job took more than 15 s to end"
has "hang: rank 1 named" "$(cat "$tmp/h.err")" "xattn.dist: rank 0 (" 
has "hang: the cause" "$(cat "$tmp/h.err")" "without progress (the timeout is 2 s); no answer from rank 1 ("
# out of memory on rank 1: its error, with its rank, ends the job
t0=$(now)
out=$("${MPI2[@]}" "$X" -e 'local d = xattn.dist.init()
  if d.rank() == 1 then xattn.set_memory_limit(1e6) local t = xattn.zeros(1e7) end
  d.barrier()' 2>&1); rc=$?
t1=$(now)
[ "$rc" != 0 ] && ok || bad "out of memory on rank 1: exit status 0"
within "$t0" "$t1" 10 && ok || bad "out of memory on rank 1: the job took more than 10 s to end"
has "out of memory: the rank and the cause" "$out" "xattn: rank 1: (command line):2: out of memory: allocating 40000000 bytes would exceed the memory limit"
# a NaN loss stops every rank, reported once
out=$("${MPI2[@]}" "$X" scripts/train.lua $C --name N --train.lr 1e30 --train.warmup 1 --train.max_updates 20 2>&1); rc=$?
check "NaN: exit status" "$rc" "1"
has "NaN: the update" "$out" "train.lua: the loss is not finite at update 2"
check "NaN: reported once" "$(printf '%s\n' "$out" | grep -c 'the loss is not finite')" "1"
# parameters that drift apart (rank 1 steps with another learning rate): the first save
# stops the run and writes nothing
cat > "$tmp/skew.lua" <<'LUA'
local xa = require "xattn"
local Adam = xa.optim.Adam
xa.optim.Adam = function(...)
  local o = Adam(...)
  local step = o.step
  o.step = function(self) self.lr = self.lr * 1.5 return step(self) end
  return o
end
dofile("scripts/train.lua")
LUA
out=$("${MPIRUN[@]}" -np 1 "$X" scripts/train.lua $C --name D --train.max_updates 8 : -np 1 "$X" "$tmp/skew.lua" $C --name D --train.max_updates 8 2>&1); rc=$?
check "drift: exit status" "$rc" "1"
has "drift: stopped at the save" "$out" "the parameters at update 4 differs across ranks (rank 0: "
has "drift: nothing written" "$out" "stopping without saving $tmp/D/checkpoint_last.xa (the last checkpoint stays)"
[ -e "$tmp/D/checkpoint_last.xa" ] && bad "drift: a checkpoint was written" || ok
# a configuration that differs between the ranks stops the run before it starts
out=$("${MPIRUN[@]}" -np 1 "$X" scripts/train.lua $C --name E --train.max_updates 8 : -np 1 "$X" scripts/train.lua $C --name E --train.max_updates 8 --train.clip 1 2>&1); rc=$?
check "config differs: exit status" "$rc" "2"
has "config differs: said" "$out" "train.lua: the configuration (the command line, the config file and the checkpoint's) differs across ranks"
[ -e "$tmp/E" ] && bad "config differs: the run directory was created" || ok
# a user error: one line from rank 0 for the job (Open MPI adds its own report)
out=$("${MPI2[@]}" "$X" scripts/translate.lua --model "$tmp/none.xa" 2>&1); rc=$?
check "user error: exit status" "$rc" "2"
check "user error: one line" "$(printf '%s\n' "$out" | grep -c '^translate.lua: ')" "1"
has "user error: the message" "$out" "translate.lua: --model: "

# ---- 5. sharded decoding = one process ----------------------------------------------------------
"$X" scripts/train.lua $C --name W --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 2 \
  --train.max_updates 12 > /dev/null 2>&1 || bad "training the wait-k model"
M="$tmp/W/checkpoint_last.xa"
head -n 23 data/synth/test.src > "$tmp/t.src"; head -n 23 data/synth/test.tgt > "$tmp/t.tgt"
head -n 23 data/synth/test.align > "$tmp/t.align"
"$X" scripts/translate.lua --model "$M" --input "$tmp/t.src" --ref "$tmp/t.tgt" --beam 2 --batch 4 --threads 1 > "$tmp/tr1" 2> "$tmp/tr1.err"
"${MPI2[@]}" "$X" scripts/translate.lua --model "$M" --input "$tmp/t.src" --ref "$tmp/t.tgt" --beam 2 --batch 4 --threads 1 > "$tmp/tr2" 2> "$tmp/tr2.err" || bad "translate.lua on 2 ranks: $(tail -3 "$tmp/tr2.err")"
check "translate: 23 lines" "$(wc -l < "$tmp/tr2")" "23"
check "translate: the lines of one process" "$(cat "$tmp/tr2")" "$(cat "$tmp/tr1")"
check "translate: the BLEU of one process" "$(grep '^BLEU' "$tmp/tr2.err")" "$(grep '^BLEU' "$tmp/tr1.err")"
"${MPI2[@]}" "$X" scripts/translate.lua --model "$M" --beam 2 --batch 4 --buffer 7 --threads 1 < "$tmp/t.src" > "$tmp/tr3" 2> /dev/null || bad "translate.lua from stdin on 2 ranks"
check "translate from stdin in pieces: the lines of one process" "$(cat "$tmp/tr3")" "$(cat "$tmp/tr1")"
S="--model $M --input $tmp/t.src --ref $tmp/t.tgt --policy waitk --k 2 --batch 4 --threads 1 --no-checks"
"$X" scripts/simulate.lua $S --output "$tmp/s1.hyp" --json "$tmp/s1.json" --log "$tmp/s1.log" > /dev/null 2>&1 || bad "simulate.lua"
"${MPI2[@]}" "$X" scripts/simulate.lua $S --output "$tmp/s2.hyp" --json "$tmp/s2.json" --log "$tmp/s2.log" > "$tmp/s2.out" 2>&1 || bad "simulate.lua on 2 ranks: $(tail -3 "$tmp/s2.out")"
check "simulate: the translations of one process" "$(cat "$tmp/s2.hyp")" "$(cat "$tmp/s1.hyp")"
# the metrics, all but the clock's (computation-aware latency, seconds)
metrics() { "$X" -e "local j = xattn.json.read('$1'); local out = {('bleu %.10g'):format(j.bleu.score)}
  for _, lv in ipairs{'word', 'subword'} do
    local keys = {}
    for k, v in pairs(j[lv]) do if type(v) == 'number' and not k:find('CA') and not k:find('elapsed') and k ~= 'AL_ms' then keys[#keys + 1] = k end end
    table.sort(keys)
    for _, k in ipairs(keys) do out[#out + 1] = ('%s.%s %.10g'):format(lv, k, j[lv][k]) end
  end
  print(table.concat(out, '\n'))"; }
m1=$(metrics "$tmp/s1.json")
check "simulate: the metrics of one process" "$(metrics "$tmp/s2.json")" "$m1"
has "simulate: metrics compared" "$m1" "word.AL "
check "simulate: the instance log's predictions" "$(sed 's/.*"prediction":"\([^"]*\)".*/\1/' "$tmp/s2.log")" "$(sed 's/.*"prediction":"\([^"]*\)".*/\1/' "$tmp/s1.log")"
A="--checkpoint $M --src $tmp/t.src --tgt $tmp/t.tgt --gold $tmp/t.align --batch 3 --threads 1"
a1=$("$X" scripts/align.lua $A --out "$tmp/a1.align" 2> /dev/null) || bad "align.lua"
a2=$("${MPI2[@]}" "$X" scripts/align.lua $A --out "$tmp/a2.align" 2> /dev/null) || bad "align.lua on 2 ranks"
check "align: the alignments of one process" "$(cat "$tmp/a2.align")" "$(cat "$tmp/a1.align")"
check "align: the AER of one process" "$a2" "$a1"
has "align: AER printed" "$a1" "AER = "
V="--model $M --policy waitk --values 1,3 --input $tmp/t.src --ref $tmp/t.tgt --batch 4 --threads 1"
"$X" scripts/curve.lua $V --out "$tmp/c1" > /dev/null 2>&1 || bad "curve.lua"
"${MPI2[@]}" "$X" scripts/curve.lua $V --out "$tmp/c2" > "$tmp/c2.out" 2>&1 || bad "curve.lua on 2 ranks: $(tail -3 "$tmp/c2.out")"
points() { "$X" -e "for _, s in ipairs(xattn.json.read('$1').series) do for _, p in ipairs(s.points) do
  print(('%g %.10g %.10g %.10g %.10g %.10g'):format(p.value, p.bleu, p.AP, p.AL, p.DAL, p.CW)) end end"; }
check "curve: the points of one process" "$(points "$tmp/c2/curve.json")" "$(points "$tmp/c1/curve.json")"
check "curve: two points" "$(points "$tmp/c1/curve.json" | wc -l)" "2"
[ -s "$tmp/c2/bleu_al.svg" ] && ok || bad "curve: no figure from 2 ranks"
# ---- 6. a CMLM: trained on 2 ranks (its length loss summed over the ranks), decoded sharded ------
"${MPI2[@]}" "$X" scripts/train.lua $C --name cmlm2 --model.arch cmlm --model.dropout 0 --train.max_updates 4 \
  --valid.every 4 --log.every 1 --test.max_sentences 5 > "$tmp/n.out" 2>&1 || bad "a CMLM on 2 ranks: $(grep -m1 "train.lua" "$tmp/n.out")"
check "CMLM on 2 ranks: 4 updates logged, each with the length loss and accuracy" \
  "$("$X" -e "local n = 0 for l in io.lines('$tmp/cmlm2/log.jsonl') do local e = xattn.json.decode(l)
    if e.event == 'train' and e.length_nll and e.length_nll > 0 and e.length_acc >= 0 and e.length_acc <= 1 then n = n + 1 end end
    print(n)")" "4"
"$X" scripts/translate.lua --model "$tmp/cmlm2/checkpoint_last.xa" --input "$tmp/t.src" --iterations 3 --length-beam 2 --batch 4 --threads 1 > "$tmp/nt1" 2> /dev/null || bad "translate.lua with a CMLM"
"${MPI2[@]}" "$X" scripts/translate.lua --model "$tmp/cmlm2/checkpoint_last.xa" --input "$tmp/t.src" --iterations 3 --length-beam 2 --batch 4 --threads 1 > "$tmp/nt2" 2> /dev/null || bad "translate.lua with a CMLM on 2 ranks"
check "CMLM translate on 2 ranks: 23 lines" "$(wc -l < "$tmp/nt2")" "23"
check "CMLM translate on 2 ranks: the lines of one process" "$(cat "$tmp/nt2")" "$(cat "$tmp/nt1")"
finish
