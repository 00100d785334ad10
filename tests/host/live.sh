#!/usr/bin/env bash
# Live translation end to end (scripts/stream.lua, docs/live.md) on tiny models trained here
# (seconds): through a pipe with timed writes the translation starts before the input
# ends; the words and delays equal simulate.lua's on the same input (wait-k, GMA, full,
# the length cap); rescore.lua scores the live log on its real arrival times; the
# terminal view; user errors.
. "$(dirname "$0")/lib.sh"

C="--data.dir data/synth --data.src src --data.tgt tgt --data.tokenize false --data.bpe 0
   --data.max_lines 200 --model.d 32 --model.heads 2 --model.ffn 64 --model.enc_layers 1
   --model.dec_layers 1 --train.max_tokens 400 --train.warmup 10 --train.lr 0.003
   --train.threads 1 --valid.every 10 --valid.max_sentences 4 --valid.beam 1 --log.every 10
   --test.max_sentences 4 --save.dir $tmp --train.max_updates 10"
"$X" scripts/train.lua $C --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 2 --name W > "$tmp/w.out" 2>&1 || bad "wait-k training failed: $(tail -3 "$tmp/w.out")"
"$X" scripts/train.lua $C --model.encoder unidirectional --model.cross '{"family": "gma", "delta": 1}' --name G > "$tmp/g.out" 2>&1 || bad "GMA training failed: $(tail -3 "$tmp/g.out")"
"$X" scripts/train.lua $C --name B > "$tmp/b.out" 2>&1 || bad "training failed: $(tail -3 "$tmp/b.out")"
W="$tmp/W/checkpoint_best.xa"; G="$tmp/G/checkpoint_best.xa"; B="$tmp/B/checkpoint_best.xa"
head -n 5 data/synth/test.src > "$tmp/src"; head -n 5 data/synth/test.tgt > "$tmp/ref"

# the two logs agree on everything but the clock: words, delays in every unit, lengths
cat > "$tmp/same.lua" <<'LUA'
local xa = require "xattn"
local se = require "xattn.streameval"
local a, b = se.read_log(arg[1]), se.read_log(arg[2])
local function s(v) return type(v) == "table" and xa.json.encode(v) or tostring(v) end
if #a ~= #b then print(("%d sentences against %d"):format(#a, #b)) return end
for k = 1, #a do
  local x, y = a[k], b[k]
  for _, f in ipairs{"source", "prediction", "prediction_words", "delays", "delays_subword", "visible_subword",
                     "source_words", "source_length", "source_length_subword", "prediction_length",
                     "prediction_length_subword", "reference", "word_units", "index"} do
    if s(x[f]) ~= s(y[f]) then print(("sentence %d: %s %s against %s"):format(k, f, s(x[f]), s(y[f]))) return end
  end
  if s(x.words_tok.delays) ~= s(y.words_tok.delays) then print(("sentence %d: words_tok.delays differ"):format(k)) return end
  if #y.elapsed ~= #y.delays or #y.source_arrival_ms ~= y.source_length
     or #y.source_arrival_ms_subword ~= y.source_length_subword then
    print(("sentence %d: the live log's times do not match its delays"):format(k)) return
  end
end
print("same")
LUA

# ---- through a pipe, with timed writes: output before the input ends ---------------------
# The writer sends the first words of the first line, then waits (up to 60 s) until the
# translation has started to come out, and only then sends the rest and closes the pipe:
# a stream.lua that waited for the end of its input would never write (the wait times out).
out="$tmp/live.out"; : > "$out"
writer() {
  local first=1 n=0
  while IFS= read -r line; do
    set -- $line
    local i=0
    for w in "$@"; do
      i=$((i + 1)); n=$((n + 1))
      if [ $i = $# ]; then printf '%s\n' "$w"; else printf '%s ' "$w"; fi
      sleep 0.05
      if [ $first = 1 ] && [ $n = 3 ]; then
        first=0
        for _ in $(seq 1 600); do [ -s "$out" ] && break; sleep 0.1; done
        if [ -s "$out" ]; then echo early > "$tmp/early"; fi
      fi
    done
  done < "$tmp/src"
}
writer | "$X" scripts/stream.lua --model "$W" --log "$tmp/live.log" --ref "$tmp/ref" --threads 1 > "$out" 2> "$tmp/live.err" \
  || bad "stream.lua failed: $(cat "$tmp/live.err")"
check "the translation began before the input ended" "$(cat "$tmp/early" 2>/dev/null)" "early"
"$X" scripts/simulate.lua --model "$W" --input "$tmp/src" --ref "$tmp/ref" --output "$tmp/sim.hyp" --log "$tmp/sim.log" --batch 1 --threads 1 > /dev/null 2>&1 \
  || bad "simulate.lua failed"
check "wait-k: the live translations are simulate's" "$(cat "$out")" "$(cat "$tmp/sim.hyp")"
check "wait-k: same words and delays as simulate.lua" "$("$X" "$tmp/same.lua" "$tmp/sim.log" "$tmp/live.log" 2>&1)" "same"
check "the live log has a line per sentence" "$(wc -l < "$tmp/live.log")" "5"

# ---- the same input at once, other policies, the length cap ---------------------------------
for p in "G|" "W|--policy full" "W|--policy waitk --k 1" "W|--k 3" "G|--delta 2" "W|--max-len-a 0 --max-len-b 3" \
         "G|--max-len-a 0.3 --max-len-b 1" "B|"; do
  m=${p%%|*}; o=${p#*|}
  case $m in W) M=$W ;; G) M=$G ;; B) M=$B ;; esac
  # shellcheck disable=SC2086
  "$X" scripts/stream.lua --model "$M" $o --log "$tmp/l.log" < "$tmp/src" > "$tmp/l.out" 2>&1 || bad "stream.lua $m $o failed: $(cat "$tmp/l.out")"
  # shellcheck disable=SC2086
  "$X" scripts/simulate.lua --model "$M" $o --input "$tmp/src" --log "$tmp/s.log" --output "$tmp/s.hyp" > /dev/null 2>&1 || bad "simulate.lua $m $o failed"
  check "$m $o: translations" "$(cat "$tmp/l.out")" "$(cat "$tmp/s.hyp")"
  check "$m $o: words and delays" "$("$X" "$tmp/same.lua" "$tmp/s.log" "$tmp/l.log" 2>&1)" "same"
done
# a source piped in one go arrives at once: rescore gives the computation-aware figures in ms
# only (per source unit they would divide by an interval of about 0 ms)
r=$("$X" scripts/rescore.lua "$tmp/l.log" 2>&1) || bad "rescore of an all-at-once live log failed: $r"
has "all at once: in ms only" "$r" "the source arrived at once, so in ms only"
lacks "all at once: no -0 ms" "$r" " -0 ms"
# a last line without a newline still ends its sentence; an empty line is an empty sentence
printf 'a dacaro sipa\n\nthe bedi' > "$tmp/odd"
printf 'a dacaro sipa\n\nthe bedi\n' > "$tmp/odd.src"
"$X" scripts/stream.lua --model "$W" --log "$tmp/o.log" < "$tmp/odd" > "$tmp/o.out" 2>&1 || bad "stream.lua on odd input failed: $(cat "$tmp/o.out")"
"$X" scripts/simulate.lua --model "$W" --input "$tmp/odd.src" --log "$tmp/os.log" --output "$tmp/os.hyp" > /dev/null 2>&1 || bad "simulate.lua on odd input failed"
check "no final newline, an empty line: translations" "$(cat "$tmp/o.out")" "$(cat "$tmp/os.hyp")"
check "no final newline, an empty line: delays" "$("$X" "$tmp/same.lua" "$tmp/os.log" "$tmp/o.log" 2>&1)" "same"

# ---- rescore.lua on a live log ------------------------------------------------------------
r=$("$X" scripts/rescore.lua "$tmp/live.log" --unit all 2>&1) || bad "rescore of the live log failed: $r"
has "real arrival times" "$r" "computation-aware (real arrival times"
has "CA:real in the signature" "$r" "|CA:real|"
rs=$("$X" scripts/rescore.lua "$tmp/sim.log" 2>&1)
check "the plain word metrics are simulate's" "$(printf '%s\n' "$r" | grep '^word ')" "$(printf '%s\n' "$rs" | grep '^word ')"
has "BLEU from the references in the log" "$r" "BLEU = "
user_error "rescore: an interval for a live log" "real arrival times" "$X" scripts/rescore.lua "$tmp/live.log" --source-interval-ms 200

# ---- the terminal view ---------------------------------------------------------------------
v=$("$X" scripts/stream.lua --model "$W" --show staircase < "$tmp/src" 2>&1) || bad "--show staircase failed: $v"
has "staircase: the source" "$v" "source: a "
has "staircase: the translation" "$v" "target: "
has "staircase: the bars" "$v" "│█"
has "staircase: redrawn in place" "$v" $'\e[J'

# on a real terminal (a pty through script(1)): keys arrive one at a time, Backspace edits the
# word being typed, Ctrl-D ends the input, and the terminal's settings are restored at exit
if command -v script > /dev/null 2>&1; then
  printf 'a dacaro sipa davoke\nthe bedi\n' > "$tmp/tty.src"
  "$X" scripts/simulate.lua --model "$W" --input "$tmp/tty.src" --output "$tmp/tty.hyp" > /dev/null 2>&1 || bad "simulate.lua (tty) failed"
  : > "$tmp/tty.out"
  {
    # type once the first drawing is on the screen (the terminal is in its mode by then)
    for _ in $(seq 1 600); do grep -q 'source:' "$tmp/tty.out" 2> /dev/null && break; sleep 0.1; done
    for k in a ' ' d a c a r o ' ' s i p x $'\x7f' a ' ' d a v o k e $'\n' t h e ' ' b e d i $'\x04'; do
      printf '%s' "$k"; sleep 0.02
    done
    sleep 1
  } | TERM=xterm script -qec "stty -g > '$tmp/stty.before'; '$XA' scripts/stream.lua --model '$W' --log '$tmp/tty.log'; echo \"rc=\$?\"; stty -g > '$tmp/stty.after'" /dev/null \
    > "$tmp/tty.out" 2>&1
  v=$(sed 's/\x1b\[[0-9]*[AJ]//g; s/\r//g' "$tmp/tty.out")
  has "terminal: stream.lua ended with Ctrl-D" "$v" "rc=0"
  has "terminal: the first sentence (Backspace edited sipx)" "$v" "target: $(head -n 1 "$tmp/tty.hyp")"
  has "terminal: the second, ended by Ctrl-D" "$v" "target: $(sed -n 2p "$tmp/tty.hyp")"
  printf '%s\n' 'for _, r in ipairs(require("xattn.streameval").read_log(arg[1])) do print(r.source) end' > "$tmp/srcs.lua"
  check "terminal: the words read" "$("$X" "$tmp/srcs.lua" "$tmp/tty.log" 2>&1)" "$(cat "$tmp/tty.src")"
  has "terminal: keys arrive one at a time (the word being typed is drawn)" "$v" "source: a dacaro sipx▏"
  has "terminal: Backspace edits it" "$v" "source: a dacaro sip▏"
  lacks "terminal: the keys are not echoed (no ^? for Backspace)" "$v" "^?"
  lacks "terminal: the keys are not echoed (no erase for Backspace)" "$v" $'\b'
  # Ctrl-D after a finished sentence: the empty prompt drawn for the next one is erased
  { for _ in $(seq 1 600); do grep -q 'source:' "$tmp/tty2.out" 2> /dev/null && break; sleep 0.1; done
    printf 'a dacaro\n'; sleep 0.5; printf '\004'; sleep 1; } \
    | TERM=xterm script -qec "'$XA' scripts/stream.lua --model '$W'" /dev/null > "$tmp/tty2.out" 2>&1
  # (the output ends by moving up over the prompt's line and clearing to the end of the screen)
  check "terminal: no prompt left after Ctrl-D" "$(tr -d '\r' < "$tmp/tty2.out" | tail -c 8 | od -An -tx1 | tr -d ' \n')" \
    "0a1b5b31411b5b4a"
  # a small terminal (30 x 12) and a 13-word sentence: lines wider than the terminal wrap and
  # a drawing taller than it is cut to its last rows, so every redraw moves up exactly the
  # rows the last drawing filled (computed here from the output) and fits on the screen
  sed -n 2p data/synth/test.src > "$tmp/long.src"
  { for _ in $(seq 1 600); do grep -q 'source:' "$tmp/tty3.out" 2> /dev/null && break; sleep 0.1; done
    for w in $(cat "$tmp/long.src"); do printf '%s ' "$w"; sleep 0.05; done; printf '\n'; sleep 0.5; printf '\004'; sleep 1; } \
    | TERM=xterm script -qec "stty cols 30 rows 12; '$XA' scripts/stream.lua --model '$W'" /dev/null > "$tmp/tty3.out" 2>&1
  cat > "$tmp/redraw.lua" <<'LUA'
local text, cols, trows = io.open(arg[1]):read("a"):gsub("\r", ""), tonumber(arg[2]), tonumber(arg[3])
local segs = {}
-- each drawing starts with clearing to the end of the screen (ESC [J), after moving up (ESC [nA)
local parts = {}
for part in (text .. "\27[J"):gmatch("(.-)\27%[J") do parts[#parts + 1] = part end
for k = 2, #parts do
  local up = tonumber(parts[k - 1]:match("\27%[(%d+)A$")) or 0
  segs[#segs + 1] = {up = up, body = (parts[k]:gsub("\27%[%d+A$", ""))}
end
local function rows(body)
  local n = 0
  for l in body:gmatch("(.-)\n") do n = n + math.max(1, math.ceil(utf8.len(l) / cols)) end
  return n
end
local function final(body) return body:sub(-2) == "\n\n" end -- a finished sentence: the next goes below it
for i = 2, #segs do
  local want = final(segs[i - 1].body) and 0 or rows(segs[i - 1].body)
  if segs[i].up ~= want then print(("drawing %d moves up %d rows, the last one filled %d"):format(i, segs[i].up, want)) return end
end
for i = 1, #segs do
  if not final(segs[i].body) and rows(segs[i].body) > trows - 1 then
    print(("drawing %d fills %d rows of a %d-row terminal"):format(i, rows(segs[i].body), trows)) return
  end
end
print(#segs > 10 and "ok" or ("only " .. #segs .. " drawings"))
LUA
  check "terminal 30x12: every redraw in place" "$("$X" "$tmp/redraw.lua" "$tmp/tty3.out" 30 12 2>&1)" "ok"
  has "terminal 30x12: the rows left out are counted" "$(tr -d '\r' < "$tmp/tty3.out")" "staircase lines above"
  has "terminal 30x12: the finished sentence in full" "$(tr -d '\r' < "$tmp/tty3.out")" "source: $(cat "$tmp/long.src")"$'\n'
  if [ -s "$tmp/stty.before" ]; then check "terminal: settings restored" "$(cat "$tmp/stty.after")" "$(cat "$tmp/stty.before")"; else bad "terminal: stty -g did not run"; fi
fi

# ---- user errors ---------------------------------------------------------------------------
user_error "no model" "--model" "$X" scripts/stream.lua
user_error "a missing model" "does not exist" "$X" scripts/stream.lua --model "$tmp/nope.xa"
user_error "--k with gma" "--k goes with --policy waitk" "$X" scripts/stream.lua --model "$G" --policy gma --k 2
user_error "--delta with a wait-k model" "--delta goes with --policy gma" "$X" scripts/stream.lua --model "$W" --delta 1
user_error "--ref without --log" "--ref goes with --log" "$X" scripts/stream.lua --model "$W" --ref "$tmp/ref"
user_error "wait-k on a bidirectional model" "unidirectional encoder" "$X" scripts/stream.lua --model "$B" --policy waitk
user_error "gma on a model without GMA" "GMA cross-attention" "$X" scripts/stream.lua --model "$W" --policy gma
finish
