#!/usr/bin/env bash
# The non-autoregressive runs of the bible-en-es evidence (tools/nat_bible.sh) as a lane:
# waits until the teacher (TEACHER, default runs/bible/dot-base/checkpoint_best.xa of lane A)
# is finished (a `done` file beside it), then distils the training set with it and trains,
# evaluates and analyses the CMLM runs, resumably.
# The CMLMs are at the size of the attention families (bible-small: d 128, FFN 512, dropout
# 0.2) for 4,000 updates: seven runs at the bench-small size's 6,000 would take ~30 CPU hours.
#   nice -n 19 bash tools/bible/nat_lane.sh [STAGE...]    (default: distill train eval analyze bench summary)
# RUNS (nat_bible.sh's) trains a subset, for a second lane on the other core.
cd "$(dirname "$0")/../.."
log() { echo "$(date -u +%FT%TZ) $*" >> runs/bible/lanes.log; }
export TEACHER=${TEACHER:-runs/bible/dot-base/checkpoint_best.xa}
while [ ! -f "$(dirname "$TEACHER")/done" ]; do sleep 120; done
export OUT=${OUT:-runs/nat-bible} U_NAT=${U_NAT:-4000}
export EXTRA="--model.d 128 --model.ffn 512 --model.dropout 0.2 ${EXTRA:-}"
stages=${*:-"distill train eval analyze bench summary"}
log "start nat ${RUNS:+($RUNS) }$stages (commit $(git rev-parse --short HEAD))"
for st in $stages; do
  # shellcheck disable=SC2086
  if bash tools/nat_bible.sh $st >> "$OUT.$st.out" 2>&1; then log "done nat $st ${RUNS:-}"
  else log "FAILED nat $st ${RUNS:-} (see $OUT.$st.out)"; exit 1; fi
done
