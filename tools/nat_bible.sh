#!/usr/bin/env bash
# The non-autoregressive evidence on bible-en-es (docs/results.md, docs/nat.md): the CCAN
# paper's experiments (Ding et al., COLING 2020) at this project's scale.
#   1. teacher   an AT Transformer (configs/bible-nat.json) on the original corpus, or the
#                checkpoint TEACHER=path names
#   2. distill   its beam-5 translations of the training sources (scripts/distill.lua):
#                OUT/distilled, a corpus directory with the original sources, valid and test
#   3. train     on the distilled corpus, the same budget (U_NAT updates) for every run:
#                CMLM and CMLM+CCAN (window 9, every decoder layer) for each seed in SEEDS;
#                with seed 1 also CCAN with window 3 and 5 and CCAN on the top layer only
#   4. eval      each run's average of its 3 checkpoints of best validation BLEU (the paper's
#                practice; avg3.txt names them; CKPT=best: its checkpoint of best validation
#                BLEU alone, into OUT/eval-best: a run stopped while BLEU still climbs loses
#                by averaging in its earlier checkpoints) decodes
#                the test set with mask-predict at T in ITERS (length beam LB); BLEU of each
#                CCAN run with the paired bootstrap p-value against the CMLM of its seed
#                (scripts/score.lua --paired-bs); the teacher's greedy and beam-5 test translations too
#   5. analyze   scripts/analyze.lua: locality entropy of the teacher and the CMLM (one pass
#                at the reference's length: the last mask-predict pass, T = 10), and for each
#                CCAN run against the CMLM: its locality entropy, gate by layer, n-gram precision
#   6. bench     scripts/bench.lua NAT vs AT on the first BENCH_N test sentences
#   7. summary   tools/nat_summary.lua: the tables of docs/results.md, in OUT/summary.md
# Every stage is resumable: a finished step is skipped, an interrupted training is resumed
# (--resume), an interrupted distillation continued. Run it again after a stop. eval and
# analyze take only the runs that made their U_NAT updates, so the first runs can be
# evaluated while the others train (RUNS="cmlm-s1 ccan-s1" tools/nat_bible.sh eval analyze).
#   tools/nat_bible.sh [STAGE ...]                      (default: every stage, in order)
#   tools/nat_bible.sh runs                             (the names of the runs, one a line)
# Environment: DATA (the directory holding {train,valid,test}.tok.{en,es}; default
# data/bible, where tools/bible/setup.sh links the full corpus), OUT (runs/nat-bible),
# THREADS (1), U_AT (6000), U_NAT (6000), SEEDS ("1 2"), TEACHER, ITERS ("1 4 10"), LB (5),
# BENCH_N (200), SAMPLES (1000), EXTRA (more train.lua options for every run), X
# (build/xattn), RUNS (the runs of the train and eval stages, default all: cmlm-sS, ccan-sS
# for S in SEEDS, ccan-w3-s1, ccan-w5-s1, ccan-top-s1), DEVICE (cpu; cuda: the trainings, the
# distillation, the test decodings and the analyses on the GPU, in a make CUDA=1 build; the
# speed test stays on the CPU), CKPT (avg3; best: the eval stage decodes with each run's
# checkpoint of best validation BLEU, into OUT/eval-best).
# Two cores for the trainings: distil first, then two processes with disjoint RUNS, then the
# rest (never two processes on one stage with the same runs):
#   tools/nat_bible.sh teacher distill
#   RUNS="cmlm-s1 ccan-s1 ccan-w3-s1 ccan-w5-s1" tools/nat_bible.sh train &
#   RUNS="cmlm-s2 ccan-s2 ccan-top-s1" tools/nat_bible.sh train &
#   wait; tools/nat_bible.sh eval analyze bench summary
# SMOKE=1: a dry run of every stage in a few minutes, to check the pipeline end to end:
# the first 200/40/40 train/valid/test lines of DATA (default: the embedded slice
# data/bible-en-es) copied into OUT/data, a tiny model (d 32, 3+3 layers, 300 BPE merges),
# 40 updates per run (a checkpoint every 10), 100 bootstrap resamples, 10 sentences in the
# speed test; OUT defaults to runs/nat-smoke. Its numbers mean nothing.
set -e
X=${X:-build/xattn}
SEEDS=${SEEDS:-"1 2"}
# the runs on the distilled corpus (the seed is the name's last part)
all_runs() {
  for s in $SEEDS; do echo "cmlm-s$s"; echo "ccan-s$s"; done
  echo ccan-w3-s1; echo ccan-w5-s1; echo ccan-top-s1
}
# `tools/nat_bible.sh runs` prints them, one a line, and nothing else (nat_parallel.sh)
if [ "$*" = runs ]; then all_runs; exit 0; fi
if [ -n "${SMOKE:-}" ]; then
  OUT=${OUT:-runs/nat-smoke}
  full=${DATA:-data/bible-en-es}
  D=$OUT/data
  mkdir -p "$D"
  for f in train.tok.en train.tok.es valid.tok.en valid.tok.es test.tok.en test.tok.es; do
    [ -f "$full/$f" ] || { echo "nat_bible.sh: missing $full/$f (DATA: the directory holding the bible-en-es files)" >&2; exit 2; }
    case $f in train.*) n=200 ;; *) n=40 ;; esac
    [ -f "$D/$f" ] || head -n $n "$full/$f" > "$D/$f"
  done
  U_AT=${U_AT:-40}; U_NAT=${U_NAT:-40}; SAMPLES=${SAMPLES:-100}; BENCH_N=${BENCH_N:-10}
  EXTRA="--model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 2 --model.dec_layers 3 --data.bpe 300
    --train.warmup 10 --valid.every 10 --valid.max_sentences 20 --save.every 10 --log.every 10 ${EXTRA:-}"
else
  D=${DATA:-data/bible}
fi
OUT=${OUT:-runs/nat-bible}
TH=${THREADS:-1}
U_AT=${U_AT:-6000}
U_NAT=${U_NAT:-6000}
ITERS=${ITERS:-"1 4 10"}
LB=${LB:-5}
BENCH_N=${BENCH_N:-200}
SAMPLES=${SAMPLES:-1000}
TEACHER=${TEACHER:-$OUT/at/checkpoint_best.xa}
DEV=${DEVICE:-cpu}
CKPT=${CKPT:-avg3}
case $CKPT in avg3|best) ;; *) echo "nat_bible.sh: CKPT must be avg3 or best, not '$CKPT'" >&2; exit 2 ;; esac
EVAL_DIR=eval; [ "$CKPT" = best ] && EVAL_DIR=eval-best
CFG="--config configs/bible-nat.json --save.dir $OUT --train.threads $TH ${EXTRA:-}"
CCAN9='{"family": "window", "win": 9}'

for f in train.tok.en train.tok.es valid.tok.en valid.tok.es test.tok.en test.tok.es; do
  [ -f "$D/$f" ] || { echo "nat_bible.sh: missing $D/$f (DATA: the directory holding the corpus; tools/bible/setup.sh links the full one into data/bible)" >&2; exit 2; }
done
echo "== corpus $D: $(wc -l < "$D/train.tok.en") training pairs; runs in $OUT"
mkdir -p "$OUT"

# train NAME ARGS...: a train.lua run in OUT/NAME, skipped when finished, resumed when cut
train() {
  local name=$1; shift
  local dir=$OUT/$name
  if [ -f "$dir/test.hyp" ]; then echo "== $name: trained already"; return; fi
  local mode=""
  if [ -f "$dir/checkpoint_last.xa" ]; then mode=--resume
  elif [ -e "$dir/log.jsonl" ]; then mode=--overwrite; fi # stopped before its first checkpoint
  echo "== training $name ${mode:+($mode)}"
  if ! $X scripts/train.lua $CFG "$@" --name "$name" --train.device "$DEV" $mode > "$OUT/$name.out" 2> "$OUT/$name.err"; then
    if grep -q "already reached" "$OUT/$name.err"; then echo "   (its updates were done; the test decoding was cut)"
    else cat "$OUT/$name.err" >&2; exit 1; fi
  fi
  tail -2 "$OUT/$name.out"
}

# RUNS (a subset, to train in two processes at once) or all of them
run_names() { if [ -n "${RUNS:-}" ]; then printf '%s\n' $RUNS; else all_runs; fi; }
for r in ${RUNS:-}; do
  all_runs | grep -qx -- "$r" || { echo "nat_bible.sh: RUNS: unknown run '$r' (have: $(all_runs | tr '\n' ' '))" >&2; exit 2; }
done
# finished NAME: the run made its U_NAT updates (a run still training, or cut, is not
# evaluated: its average of best checkpoints would be made from part of the run and kept)
finished() {
  [ -f "$OUT/$1/test.hyp" ] || grep -q "\"step\":$U_NAT[,}]" "$OUT/$1/log.jsonl" 2> /dev/null
}
# the checkpoint a run is evaluated with: the average of its 3 checkpoints of best validation
# BLEU (mask-predict; the CCAN paper averages its top three), ties to the later update; made
# once; fewer when the run saved fewer, its checkpoint_best.xa when it saved none
avg() {
  local dir=$OUT/$1
  if [ ! -f "$dir/avg3.xa" ]; then
    local top=() step
    while read -r step; do
      [ -f "$dir/checkpoint_$step.xa" ] && top+=("$dir/checkpoint_$step.xa")
      [ ${#top[@]} -ge 3 ] && break
    done < <(grep '"event":"valid"' "$dir/log.jsonl" | sed 's/.*"bleu":\([^,]*\),.*"step":\([0-9]*\).*/\1 \2/' \
               | sort -k1,1gr -k2,2nr | cut -d' ' -f2 | awk '!seen[$0]++')
    if [ ${#top[@]} -ge 1 ]; then
      $X scripts/average.lua --out "$dir/avg3.xa" "${top[@]}" > "$dir/avg3.log" 2>&1 || { cat "$dir/avg3.log" >&2; exit 1; }
      printf '%s\n' "${top[@]}" > "$dir/avg3.txt"
    else
      cp "$dir/checkpoint_best.xa" "$dir/avg3.xa"
    fi
  fi
  echo "$dir/avg3.xa"
}

stage_teacher() {
  if [ -f "$TEACHER" ] && [ "$TEACHER" != "$OUT/at/checkpoint_best.xa" ]; then echo "== teacher: $TEACHER"; return; fi
  train at --data.dir "$D" --train.max_updates "$U_AT"
}

stage_distill() {
  local dd=$OUT/distilled
  mkdir -p "$dd"
  if [ -f "$dd/train.tok.es" ] && [ "$(wc -l < "$dd/train.tok.es")" = "$(wc -l < "$D/train.tok.en")" ]; then
    echo "== distilled already: $dd/train.tok.es" # (no teacher needed: e.g. a kept corpus unpacked there)
  else
    echo "== distilling $D/train.tok.en with $TEACHER (beam 5)"
    $X scripts/distill.lua --teacher "$TEACHER" --input "$D/train.tok.en" --output "$dd/train.tok.es" --beam 5 \
      --batch 64 --threads "$TH" --device "$DEV" --ref "$D/train.tok.es" 2>&1 | grep -v "lines/s" || true
    local n; n=$(wc -l < "$dd/train.tok.es")
    [ "$n" = "$(wc -l < "$D/train.tok.en")" ] || { echo "nat_bible.sh: the distillation is incomplete ($n lines); run again" >&2; exit 1; }
  fi
  for f in train.tok.en valid.tok.en valid.tok.es test.tok.en test.tok.es; do
    [ -e "$dd/$f" ] || ln -s "$(cd "$D" && pwd)/$f" "$dd/$f"
  done
}

stage_train() {
  local name extra
  for name in $(run_names); do
    case $name in
      ccan-w3-*) extra=(--model.cross '{"family": "window", "win": 3}') ;;
      ccan-w5-*) extra=(--model.cross '{"family": "window", "win": 5}') ;;
      ccan-top-*) extra=(--model.cross "$CCAN9" --model.cross_layers '[3]') ;;
      ccan-*) extra=(--model.cross "$CCAN9") ;;
      *) extra=() ;;
    esac
    train "$name" --data.dir "$OUT/distilled" --model.arch cmlm --train.seed "${name##*-s}" \
      --train.max_updates "$U_NAT" "${extra[@]}"
  done
}

stage_eval() {
  local ev=$OUT/$EVAL_DIR
  mkdir -p "$ev"
  local n; n=$(wc -l < "$D/test.tok.en")
  for b in 1 5; do
    local h=$ev/at.beam$b.hyp
    if [ ! -f "$h" ] || [ "$(wc -l < "$h")" != "$n" ]; then
      if [ ! -f "$TEACHER" ]; then echo "== teacher, beam $b: the teacher $TEACHER is not here, skipped"; continue; fi
      echo "== teacher, beam $b"
      $X scripts/translate.lua --model "$TEACHER" --beam $b --input "$D/test.tok.en" --output "$h" --threads "$TH" \
        --device "$DEV"
    fi
  done
  for name in $(run_names); do
    finished "$name" || { echo "== $name: not trained (or not to its $U_NAT updates), skipped"; continue; }
    local ck; ck=$(if [ "$CKPT" = best ]; then echo "$OUT/$name/checkpoint_best.xa"; else avg "$name"; fi)
    for T in $ITERS; do
      local h=$ev/$name.T$T.hyp
      if [ ! -f "$h" ] || [ "$(wc -l < "$h")" != "$n" ]; then
        echo "== $name, mask-predict T = $T, length beam $LB"
        $X scripts/translate.lua --model "$ck" --iterations "$T" --length-beam "$LB" --input "$D/test.tok.en" \
          --output "$h" --threads "$TH" --device "$DEV"
      fi
    done
  done
  # BLEU, and every CCAN run against the CMLM of its seed (the extra runs have seed 1); only
  # complete translations (another process may be writing one)
  complete() { [ -f "$1" ] && [ "$(wc -l < "$1")" = "$n" ]; }
  for T in $ITERS; do
    for s in $SEEDS; do
      local hyps="--hyp $ev/cmlm-s$s.T$T.hyp --hyp $ev/ccan-s$s.T$T.hyp"
      [ "$s" = 1 ] && for x in ccan-w3-s1 ccan-w5-s1 ccan-top-s1; do
        complete "$ev/$x.T$T.hyp" && hyps="$hyps --hyp $ev/$x.T$T.hyp"
      done
      complete "$ev/cmlm-s$s.T$T.hyp" && complete "$ev/ccan-s$s.T$T.hyp" || continue
      echo "== BLEU, T = $T, seed $s"
      # shellcheck disable=SC2086
      $X scripts/score.lua --ref "$D/test.tok.es" $hyps --metrics bleu --paired-bs --paired-bs-n "$SAMPLES" \
        --json "$ev/bleu.T$T.s$s.json"
    done
  done
  complete "$ev/at.beam5.hyp" && complete "$ev/at.beam1.hyp" &&
  $X scripts/score.lua --ref "$D/test.tok.es" --hyp "$ev/at.beam5.hyp" --hyp "$ev/at.beam1.hyp" --metrics bleu \
    --paired-bs --paired-bs-n "$SAMPLES" --json "$ev/bleu.at.json"
  return 0
}

analyze() { # OUTNAME CKPT1 HYP1 CKPT2 HYP2
  local an=$OUT/an/$1
  if [ -f "$an/analysis.json" ]; then echo "== analysis $1: done already"; return; fi
  echo "== analysis $1"
  $X scripts/analyze.lua --checkpoint "$2" --checkpoint "$4" --hyp "$3" --hyp "$5" --src "$D/test.tok.en" \
    --tgt "$D/test.tok.es" --iterations 10 --nat-input decode --threads "$TH" --device "$DEV" --out "$an" | grep -v "^wrote"
}

stage_analyze() {
  local ev=$OUT/eval
  # each pair once both runs are finished and decoded (the eval stage): a partial set of runs
  # is analysed as far as it goes
  has() { finished "$1" && [ -f "$ev/$1.T10.hyp" ]; }
  if [ ! -f "$TEACHER" ]; then echo "== analysis at-cmlm-s1: the teacher $TEACHER is not here, skipped"
  elif has cmlm-s1; then analyze at-cmlm-s1 "$TEACHER" "$ev/at.beam5.hyp" "$(avg cmlm-s1)" "$ev/cmlm-s1.T10.hyp"; fi
  for s in $SEEDS; do
    has "cmlm-s$s" && has "ccan-s$s" &&
      analyze "cmlm-ccan-s$s" "$(avg "cmlm-s$s")" "$ev/cmlm-s$s.T10.hyp" "$(avg "ccan-s$s")" "$ev/ccan-s$s.T10.hyp"
  done
  for x in ccan-w3-s1 ccan-w5-s1 ccan-top-s1; do
    has cmlm-s1 && has "$x" && analyze "cmlm-$x" "$(avg cmlm-s1)" "$ev/cmlm-s1.T10.hyp" "$(avg $x)" "$ev/$x.T10.hyp"
  done
  return 0
}

stage_bench() {
  if [ -f "$OUT/bench.json" ]; then echo "== NAT vs AT speed: measured already (remove $OUT/bench.json to measure again)"; return; fi
  finished cmlm-s1 || { echo "== NAT vs AT speed: cmlm-s1 is not trained yet, skipped"; return 0; }
  echo "== NAT vs AT speed"
  $X scripts/bench.lua --at "$TEACHER" --cmlm "$(avg cmlm-s1)" --input "$D/test.tok.en" --ref "$D/test.tok.es" \
    --max-sentences "$BENCH_N" --iterations "$(echo $ITERS | tr ' ' ,)" --length-beam 3 --at-beam 5 --threads "$TH" \
    --json "$OUT/bench.json"
}

stage_summary() {
  $X tools/nat_summary.lua "$OUT" "$SEEDS" "$ITERS" > "$OUT/summary.md"
  cat "$OUT/summary.md"
}

stages=${*:-"teacher distill train eval analyze bench summary"}
for st in $stages; do
  case $st in
    teacher|distill|train|eval|analyze|bench|summary) "stage_$st" ;;
    *) echo "nat_bible.sh: unknown stage '$st' (teacher distill train eval analyze bench summary)" >&2; exit 2 ;;
  esac
done
