#!/usr/bin/env bash
# Data-parallel training on "cuda" under `mpirun -np 2`, gradients summed with NCCL, run
# with the emulated xattn ($BUILD-cuemu/xattn: the emulator's NCCL sums on the host over
# MPI). Run by tests/run.sh under make test CUDA=1:
#  1. the nccl reducer on two ranks: every bucket is the blocking MPI allreduce of the
#     ranks' own gradients, bit for bit, float32 and float64; buckets start during backward;
#     each rank takes its own device (the local rank, or XATTN_CUDA_DEVICE);
#  2. train.lua --train.device cuda on 2 ranks = 1 process with update_freq 2 on cuda
#     (losses and parameters bit for bit), and the 2-rank CPU run's losses;
#  3. --resume of a 2-rank cuda run gives the uninterrupted loss curve;
#  4. a rank that stops answering while the other waits for an NCCL reduction ends the job
#     after dist.timeout, naming it.
# Skipped, saying so, when mpirun or MPI support is missing.
# Last line: "N passed, N failed".
. "$(dirname "$0")/../host/lib.sh"
E="$BUILD-cuemu/xattn"
mpi_setup "$E" 300

# ---- 1. the reducer ----------------------------------------------------------------------------
cat > "$tmp/worker.lua" <<'LUA'
local xa = require "xattn"
local dist = xa.dist.init()
local r = dist.rank()
local function check(c, msg) if not c then error(("rank %d: %s"):format(r, msg), 2) end end
check(dist.size() == 2, "size")
local devices = tonumber(os.getenv("CUDA_EMU_DEVICES") or "1")
local want_dev = os.getenv("XATTN_CUDA_DEVICE") and tonumber(os.getenv("XATTN_CUDA_DEVICE")) or r % devices
check(xa.cuda.current_device() == want_dev, ("device %d, expected %d"):format(xa.cuda.current_device(), want_dev))
for _, dtype in ipairs({"float32", "float64"}) do
  -- the same parameters everywhere, each rank its own data; W1 used twice, "extra" on
  -- rank 1 only (first in the flat buffer: its bucket, the last, starts at finish on rank 0)
  xa.manual_seed(5)
  local o = {dtype = dtype}
  local ps = {xa.randn(3, o), xa.randn(5, 4, o), xa.randn(4, o), xa.randn(4, 5, o)}
  for i, p in ipairs(ps) do ps[i] = p:cuda():requires_grad_() end
  xa.manual_seed(100 + r)
  local x = xa.randn(6, 5, o):cuda()
  local function loss()
    local h = (x:matmul(ps[2]) + ps[3]):relu()
    local l = h:matmul(ps[4]):matmul(ps[2]):tanh():sum()
    if r == 1 then l = l + ps[1]:pow(2):sum() end
    return l
  end
  local opt = xa.optim.SGD(ps, {lr = 0.1})
  loss():backward()
  local mine = opt.grad:cpu():clone() -- this rank's own gradient
  opt:zero_grad()
  local red = dist.Reducer(opt, {bucket_mb = 24 / 1048576})
  check(red._r:backend() == "nccl", "the backend of a device optimizer: " .. red._r:backend())
  for round = 1, 2 do
    opt:zero_grad()
    red:arm()
    loss():backward()
    local info = red:finish()
    check(info.started_early > 0, dtype .. ": no bucket started during backward")
    local want = dist.allreduce(mine:clone()) -- MPI's blocking sum of the ranks' gradients (in place: a copy)
    check(dist.checksum(opt.grad) == dist.checksum(want),
      ("%s round %d: the reduced gradient is not the sum (largest difference %g)")
        :format(dtype, round, (opt.grad:cpu() - want):abs():max():item()))
  end
end
if arg[1] == "hang" then
  -- rank 1 arms, then stops answering before its backward: rank 0 waits in finish
  xa.manual_seed(5)
  local p = xa.randn(64):cuda():requires_grad_()
  local opt = xa.optim.SGD({p}, {lr = 0.1})
  local red = dist.Reducer(opt, {bucket_mb = 1})
  dist.set_timeout(2)
  red:arm()
  if r == 1 then xa._dist.sleep(60) end
  p:pow(2):sum():backward()
  red:finish()
end
print("rank " .. r .. " ok")
LUA
out=$("${MPI2[@]}" "$E" "$tmp/worker.lua" 2>&1)
has "reducer on 2 ranks, device 0 each (one device)" "$out" "rank 0 ok"
has "reducer on 2 ranks (rank 1)" "$out" "rank 1 ok"
out=$(CUDA_EMU_DEVICES=2 "${MPI2[@]}" -x CUDA_EMU_DEVICES "$E" "$tmp/worker.lua" 2>&1)
has "two devices: rank r takes device r" "$out" "rank 1 ok"
out=$(CUDA_EMU_DEVICES=2 XATTN_CUDA_DEVICE=1 "${MPI2[@]}" -x CUDA_EMU_DEVICES -x XATTN_CUDA_DEVICE "$E" "$tmp/worker.lua" 2>&1)
has "XATTN_CUDA_DEVICE chooses the device" "$out" "rank 0 ok"
out=$(CUDA_EMU_DEVICES=2 XATTN_CUDA_DEVICE=5 "$E" -e 'print(xattn.cuda.device_name())' 2>&1)
has "a bad XATTN_CUDA_DEVICE is said" "$out" "XATTN_CUDA_DEVICE=5: expected a device index from 0 to 1"

# ---- 2. equivalence ----------------------------------------------------------------------------
C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 40 --model.d 16 --model.heads 2 --model.ffn 32 --model.enc_layers 1
   --model.dec_layers 1 --model.tie_output false --model.dropout 0 --train.max_tokens 200 --train.warmup 10
   --train.lr 0.003 --train.threads 1 --valid.every 100 --valid.max_sentences 2 --valid.beam 1
   --valid.bleu false --log.every 1 --data.test none --save.dir $tmp"
C=$(echo $C)
curve() { grep '"event":"train"' "$1" | sed 's/.*"loss":\([^,]*\),"lr":\([^,]*\),"nll":\([^,]*\),.*"step":\([0-9]*\).*/\4 \1 \3 \2/'; }
printed() { grep -E '^update' "$1" | sed 's/| *[0-9.]* tok\/s.*//'; }
"$E" scripts/train.lua $C --train.device cuda --name one2 --train.update_freq 2 --train.max_updates 4 > "$tmp/one2.out" 2>&1 \
  || bad "1 process, update_freq 2, cuda: $(tail -3 "$tmp/one2.out")"
"${MPI2[@]}" "$E" scripts/train.lua $C --train.device cuda --name two1 --train.max_updates 4 > "$tmp/two1.out" 2>&1 \
  || bad "2 ranks, cuda: $(tail -5 "$tmp/two1.out")"
has "the log names NCCL" "$(cat "$tmp/two1.out")" "2 ranks (Open MPI"
has "the log names NCCL (2)" "$(cat "$tmp/two1.out")" "gradients by NCCL"
check "4 updates logged" "$(curve "$tmp/two1/log.jsonl" | wc -l)" "4"
check "2 ranks on cuda = update_freq 2 on cuda: losses bit for bit" "$(curve "$tmp/two1/log.jsonl")" "$(curve "$tmp/one2/log.jsonl")"
sums() { lua_out "$E" 'local ck = xattn.checkpoint.load(arg[1]) local ks = {}
  for k in pairs(ck.tensors) do ks[#ks + 1] = k end table.sort(ks)
  for _, k in ipairs(ks) do print(k, xattn.dist.checksum(ck.tensors[k])) end' "$1"; }
check "2 ranks on cuda = update_freq 2 on cuda: parameters and optimizer bit for bit" \
  "$(sums "$tmp/two1/checkpoint_last.xa")" "$(sums "$tmp/one2/checkpoint_last.xa")"
"${MPI2[@]}" "$E" scripts/train.lua $C --name cpu2 --train.max_updates 4 > "$tmp/cpu2.out" 2>&1 || bad "2 ranks, cpu: $(tail -5 "$tmp/cpu2.out")"
check "2 ranks on cuda: the printed losses of 2 ranks on the CPU" "$(printed "$tmp/two1.out")" "$(printed "$tmp/cpu2.out")"

# ---- 3. resume -----------------------------------------------------------------------------------
"${MPI2[@]}" "$E" scripts/train.lua $C --train.device cuda --name R --train.max_updates 2 > /dev/null 2>&1 || bad "2-rank cuda run to update 2"
out=$("${MPI2[@]}" "$E" scripts/train.lua $C --train.device cuda --name R --resume --train.max_updates 4 2>&1) || bad "2-rank cuda resume: $out"
has "resumed on 2 ranks" "$out" "at update 2"
check "stop at 2 + resume on cuda: the uninterrupted curve" "$(curve "$tmp/R/log.jsonl" | sort -n -u)" "$(curve "$tmp/two1/log.jsonl")"

# ---- 4. a rank that hangs during an NCCL reduction ------------------------------------------------
t0=$(date +%s)
out=$("${MPI2[@]}" "$E" "$tmp/worker.lua" hang 2>&1); rc=$?
t1=$(date +%s)
check "hang: exit status (MPI_Abort's)" "$rc" "3"
[ $((t1 - t0)) -lt 40 ] && ok || bad "hang: the job took $((t1 - t0)) s to end"
has "hang: rank 0 reports from the gradient reduction" "$out" "the gradient reduction"
has "hang: the silent rank named" "$out" "no answer from rank 1 ("
finish
