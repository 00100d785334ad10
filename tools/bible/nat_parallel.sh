#!/usr/bin/env bash
# tools/nat_bible.sh with every run of the train and eval stages in a process of its own, all
# at once: for a machine with many cores and a GPU (DEVICE=cuda), where the seven small CMLM
# trainings share one device. Stages, each resumable as in nat_bible.sh:
#   1. teacher and distill (unless the distilled corpus is complete), then the teacher's test
#      translations (the eval stage before any CMLM is trained)
#   2. train: every run at once;  3. eval: every run's test decodings at once
#   4. eval (the scores, one process), analyze, summary
# BUDGET (seconds, default 3600): each stage is stopped when the budget runs out; run the
# script again to go on. The environment of nat_bible.sh passes through (OUT, DATA, X,
# DEVICE, TEACHER, U_AT, U_NAT, SEEDS, THREADS, ...), except that EXTRA applies to the CMLM
# runs only and AT_EXTRA to the teacher.
#   DEVICE=cuda U_NAT=4000 EXTRA="--model.d 128 --model.ffn 512 --model.dropout 0.2" \
#     BUDGET=540 tools/bible/nat_parallel.sh
# A run's output is OUT/NAME.out and .err as in nat_bible.sh; each stage's in OUT/par-*.log.
set -u
cd "$(dirname "$0")/../.."
t_end=$(( $(date +%s) + ${BUDGET:-3600} ))
left() { local l=$(( t_end - $(date +%s) )); [ $l -gt 1 ] && echo $l || echo 1; }
NB=tools/nat_bible.sh
export OUT=${OUT:-runs/nat-bible}
[ -n "${SMOKE:-}" ] && [ "$OUT" = runs/nat-bible ] && export OUT=runs/nat-smoke
D=${DATA:-data/bible}
[ -n "${SMOKE:-}" ] && D=$OUT/data
NX=${EXTRA:-}
mkdir -p "$OUT"
runs=$(bash $NB runs)
stage() { # NAME EXTRA STAGE... : one nat_bible.sh process, within the budget
  local name=$1 extra=$2; shift 2
  local t0; t0=$(date +%s)
  EXTRA="$extra" timeout "$(left)" bash $NB "$@" > "$OUT/par-$name.log" 2>&1
  local rc=$?
  echo "$name: rc $rc, $(( $(date +%s) - t0 )) s"
  return $rc
}
distilled() {
  [ -f "$OUT/distilled/train.tok.es" ] && [ -f "$D/train.tok.en" ] &&
    [ "$(wc -l < "$OUT/distilled/train.tok.es")" = "$(wc -l < "$D/train.tok.en")" ]
}
if ! distilled; then
  stage teacher "${AT_EXTRA:-}" teacher distill || { tail -5 "$OUT/par-teacher.log" >&2; exit 1; }
fi
stage eval-at "" eval || { tail -5 "$OUT/par-eval-at.log" >&2; exit 1; }
for st in train eval; do
  for r in $runs; do RUNS=$r stage "$st-$r" "$NX" "$st" & done
  wait
done
stage final "$NX" eval analyze summary
tail -n 40 "$OUT/par-final.log"
