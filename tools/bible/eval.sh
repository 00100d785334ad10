#!/usr/bin/env bash
# Evaluates finished bible-en-es runs into runs/bible/NAME/eval/ (skips what is there already):
#   score.json      BLEU and chrF of test.hyp (the run's own beam-5 test translation)
#   aer_l2.txt, aer_l3.txt   AER of the penultimate and the last decoder layer (forced decoding)
#   aer_pos.txt / aer_centres.txt   GMA's predicted positions / the window's centres (last layer)
#   paired_bs.json  family runs NAME-sK: paired bootstrap (1,000 resamples) against dot-sK
#   analysis/       analyze.lua: entropy by source-length bucket, locality, gates, BLEU by bucket
#   sim.json, sim.hyp, sim.log   SiMT runs (waitk*, gma*): simulate.lua at the run's own k / delta
#   dot-base: its last 5 checkpoints averaged (checkpoint_avg5.xa), test_avg5.hyp (beam 5), score.json
#                   of the average and of the best checkpoint (paired bootstrap), AER and analysis
#                   of the average
# Usage, from the directory that holds runs/bible and data/bible:
#   nice -n 19 bash tools/bible/eval.sh [NAME...]      (default: every run with runs/bible/NAME/done)
# X (the xattn binary) and S (the scripts folder) default to this repository's.
R=$(cd "$(dirname "$0")/../.." && pwd)
X=${X:-$R/build/xattn}
S=${S:-$R/scripts}
D=${DATA:-data/bible}
T="--threads ${THREADS:-1}"
names=("$@")
[ ${#names[@]} -gt 0 ] || for d in runs/bible/*/done; do [ -e "$d" ] && names+=("$(basename "$(dirname "$d")")"); done
for name in "${names[@]}"; do
  r=runs/bible/$name; e=$r/eval; ck=$r/checkpoint_best.xa
  [ -f "$r/done" ] || { echo "eval.sh: $name is not finished" >&2; continue; }
  mkdir -p "$e"
  run() { local out=$1; shift; [ -s "$out" ] && return; echo "$name: $(basename "$out")" >&2
          "$@" > "$out.tmp" 2>&1 && mv "$out.tmp" "$out" || { echo "eval.sh: $name: failed: $*" >&2; tail -3 "$out.tmp" >&2; }; }
  case $name in
    waitk*|gma*)
      run "$e/sim.txt" "$X" "$S/simulate.lua" --model "$ck" --input "$D/test.tok.en" --ref "$D/test.tok.es" \
          --output "$e/sim.hyp" --json "$e/sim.json" --log "$e/sim.log" --no-checks $T ;;
    dot-base) # the baseline to a plateau: its last 5 checkpoints (4,000 to 6,000 updates) averaged,
      # beam 5; scored beside the best single checkpoint (train.lua's test.hyp), analysed averaged
      run "$e/avg5.txt" "$X" "$S/average.lua" --out "$r/checkpoint_avg5.xa" --last 5 --dir "$r"
      ck=$r/checkpoint_avg5.xa; hyp=$e/test_avg5.hyp
      # (its log marks the translation done: a translation cut short is made again)
      run "$e/translate_avg5.txt" "$X" "$S/translate.lua" --model "$ck" --beam 5 --input "$D/test.tok.en" \
          --output "$hyp" $T
      run "$e/score.txt" "$X" "$S/score.lua" --hyp "$hyp" --hyp "$r/test.hyp" --ref "$D/test.tok.es" --paired-bs \
          --json "$e/score.json"
      run "$e/analysis.txt" "$X" "$S/analyze.lua" --checkpoint "$ck" --src "$D/test.tok.en" --tgt "$D/test.tok.es" \
          --gold "$D/test.align" --hyp "$hyp" --buckets 20,40,60 --out "$e/analysis" $T ;;
    *)
      run "$e/score.txt" "$X" "$S/score.lua" --hyp "$r/test.hyp" --ref "$D/test.tok.es" --json "$e/score.json"
      seed=${name##*-}; base=runs/bible/dot-$seed
      [[ $name == *-s* && $name != dot-* && -f $base/done ]] && \
        run "$e/paired_bs.txt" "$X" "$S/score.lua" --hyp "$base/test.hyp" --hyp "$r/test.hyp" --ref "$D/test.tok.es" \
            --paired-bs --json "$e/paired_bs.json"
      run "$e/analysis.txt" "$X" "$S/analyze.lua" --checkpoint "$ck" --src "$D/test.tok.en" --tgt "$D/test.tok.es" \
          --gold "$D/test.align" --hyp "$r/test.hyp" --buckets 20,40,60 --out "$e/analysis" $T ;;
  esac
  for l in 2 3; do
    run "$e/aer_l$l.txt" "$X" "$S/align.lua" --checkpoint "$ck" --src "$D/test.tok.en" --tgt "$D/test.tok.es" \
        --gold "$D/test.align" --layer $l $T
  done
  case $name in
    gma*) run "$e/aer_pos.txt" "$X" "$S/align.lua" --checkpoint "$ck" --src "$D/test.tok.en" --tgt "$D/test.tok.es" \
              --gold "$D/test.align" --layer 3 --from positions $T ;;
    window*) run "$e/aer_centres.txt" "$X" "$S/align.lua" --checkpoint "$ck" --src "$D/test.tok.en" --tgt "$D/test.tok.es" \
              --gold "$D/test.align" --layer 3 --from centres $T ;;
  esac
done
