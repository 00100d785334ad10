#!/usr/bin/env bash
# scripts/score.lua end to end on the embedded bible-en-es slice (seconds): sacreBLEU's lines
# and signatures, the table of several systems, --paired-bs against sacreBLEU's own numbers
# (tests/golden/score.lua), --json, --lc, chrF++, several references; one-line errors.
. "$(dirname "$0")/lib.sh"

D=data/bible-en-es
head -n 200 $D/test.en > "$tmp/kjv"; head -n 200 $D/test.web.en > "$tmp/web"
S="$X scripts/score.lua"

out=$($S --hyp "$tmp/web" --ref "$tmp/kjv" 2>&1) || bad "score failed: $out"
want_b=$("$X" -e "local m = xattn.metrics
  local function r(p) local t = {} for l in io.lines(p) do t[#t + 1] = l end return t end
  print(m.bleu(r('$tmp/web'), r('$tmp/kjv')):format{signature = true})
  print(m.chrf(r('$tmp/web'), r('$tmp/kjv')):format{signature = true})")
check "one system: sacreBLEU's lines with signatures" "$out" "$want_b"
has "chrF of sacreBLEU 2.6.0 (69.01)" "$out" "|version:xattn-0.1 = 69.01"
out=$($S --hyp "$tmp/web" --ref "$tmp/kjv" --metrics chrf --chrf-word-order 2 --lc 2>&1) || bad "chrF++ failed: $out"
check "chrF++ lowercase line" "$out" "chrF2++|nrefs:1|case:lc|eff:yes|nc:6|nw:2|space:no|version:xattn-0.1 = $("$X" -e "
  local function r(p) local t = {} for l in io.lines(p) do t[#t + 1] = l end return t end
  print(('%.2f'):format(xattn.metrics.chrf(r('$tmp/web'), r('$tmp/kjv'), {word_order = 2, lowercase = true}).score))")"
out=$($S --hyp "$tmp/web" --ref "$tmp/kjv" --ref "$tmp/web" --metrics bleu 2>&1)
has "two references" "$out" "BLEU|nrefs:2|"
has "two references: the hypothesis is one of them" "$out" "= 100.00"
# trailing white space is stripped as sacreBLEU's command line does
sed 's/$/  /' "$tmp/web" > "$tmp/web_sp"
check "lines right-stripped" "$($S --hyp "$tmp/web_sp" --ref "$tmp/kjv" --metrics chrf --chrf-whitespace)" \
  "$($S --hyp "$tmp/web" --ref "$tmp/kjv" --metrics chrf --chrf-whitespace)"
# stdin
check "--hyp - reads stdin" "$($S --hyp - --ref "$tmp/kjv" < "$tmp/web")" "$($S --hyp "$tmp/web" --ref "$tmp/kjv")"

# several systems: a table
out=$($S --hyp "$tmp/web" --hyp tests/golden/score/sys4.txt --ref "$tmp/kjv" 2>&1) || bad "table failed: $out"
has "table header" "$out" "BLEU       chrF2"
has "table signature" "$out" "  chrF2    nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:xattn-0.1"

# paired bootstrap: the numbers sacreBLEU 2.6.0 prints for these systems (golden file)
out=$($S --hyp "$tmp/web" --hyp tests/golden/score/sys2.txt --hyp tests/golden/score/sys4.txt --hyp "$tmp/web" \
      --ref "$tmp/kjv" --paired-bs --json "$tmp/p.json" 2>&1) || bad "paired-bs failed: $out"
want=$("$X" -e "local G = dofile('tests/golden/score.lua').paired[1].results
  print(('%.2f (%.2f ± %.2f) p = %.4f'):format(G[4].bleu.score, G[4].bleu.mean, G[4].bleu.ci, G[4].bleu.p))
  print(('%.2f (%.2f ± %.2f) p = %.4f'):format(G[4].chrf.score, G[4].chrf.mean, G[4].chrf.ci, G[4].chrf.p))")
has "sacreBLEU's BLEU p-value (sys4)" "$out" "$(printf '%s\n' "$want" | head -1)"
has "sacreBLEU's chrF p-value (sys4)" "$out" "$(printf '%s\n' "$want" | tail -1)"
has "significant marked" "$out" "p = 0.0010*"
has "baseline named" "$out" "baseline: $tmp/web"
has "identical system noted" "$out" "note: $tmp/web is identical to the baseline"
has "paired signature" "$out" "BLEU     nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:xattn-0.1"
j=$("$X" -e "local j = xattn.json.read('$tmp/p.json'); local s = j.systems
  print(#s, j.paired_bs.n, j.paired_bs.seed, s[1].bleu.p, s[2].bleu.significant, s[4].identical_to_baseline, s[4].bleu.significant,
        s[3].chrf.lower <= s[3].chrf.score and s[3].chrf.score <= s[3].chrf.upper)")
check "JSON fields" "$j" "4	1000	12345	false	true	true	false	true"
out=$($S --hyp "$tmp/web" --hyp tests/golden/score/sys4.txt --ref "$tmp/kjv" --paired-bs --paired-bs-n 200 --seed 7 --json - 2>&1) || bad "seed 7 failed"
want=$("$X" -e "print(dofile('tests/golden/score.lua').paired[2].results[4].bleu.p)")
got=$(printf '%s' "$out" | "$X" -e "local j = xattn.json.decode(io.read('a')); print(j.systems[2].bleu.p)")
check "--seed 7 --paired-bs-n 200: sacreBLEU's p-value" "$got" "$want"

# errors: one line, exit status 2, nothing written
e() { user_error "$@"; }
e "no hyp" "--hyp is required" $S --ref "$tmp/kjv"
e "no ref" "--ref is required" $S --hyp "$tmp/web"
e "missing hyp" "--hyp: '$tmp/none' does not exist" $S --hyp "$tmp/none" --ref "$tmp/kjv"
head -n 5 "$tmp/web" > "$tmp/web5"
e "line counts" "--hyp $tmp/web5 has 5 lines but --ref $tmp/kjv has 200" $S --hyp "$tmp/web5" --ref "$tmp/kjv"
e "reference counts" "--ref $tmp/web5 has 5 lines but --ref $tmp/kjv has 200" $S --hyp "$tmp/web" --ref "$tmp/kjv" --ref "$tmp/web5"
e "bad metric" "--metrics: unknown metric 'ter' (have bleu, chrf)" $S --hyp "$tmp/web" --ref "$tmp/kjv" --metrics bleu,ter
e "metric twice" "--metrics: bleu given twice" $S --hyp "$tmp/web" --ref "$tmp/kjv" --metrics bleu,bleu
e "paired with one system" "--paired-bs needs at least two --hyp" $S --hyp "$tmp/web" --ref "$tmp/kjv" --paired-bs
e "seed without paired" "--seed needs --paired-bs" $S --hyp "$tmp/web" --ref "$tmp/kjv" --seed 3
e "bad resamples" "--paired-bs-n: must be an integer >= 1, got 0" $S --hyp "$tmp/web" --ref "$tmp/kjv" --paired-bs-n 0
e "bad tokenizer" "--tokenize: must be 13a, none or char, got 'intl'" $S --hyp "$tmp/web" --ref "$tmp/kjv" --tokenize intl
e "no chrF orders" "chrF needs one of them" $S --hyp "$tmp/web" --ref "$tmp/kjv" --chrf-char-order 0
: > "$tmp/empty"
e "empty reference" "--ref $tmp/empty is empty" $S --hyp "$tmp/empty" --ref "$tmp/empty"
e "json in a missing directory" "--json: cannot write '$tmp/no/x.json'" $S --hyp "$tmp/web" --ref "$tmp/kjv" --json "$tmp/no/x.json"
finish
