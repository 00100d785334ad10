#!/usr/bin/env bash
# The formats users bring (docs/data.md, docs/training.md, docs/analysis.md):
#   SentencePiece: xattn.spm against the spm_encode / spm_decode / spm_train tools, data.spm
#   and data.spm_train in training, word units, delays and alignment groups from its "▁"
#   marks, live = simulated with its pieces;
#   train.lua --init-from: the parameters, vocabularies and subwords of another run, a new
#   optimizer state and schedule, a one-line error when the architecture differs;
#   analyze.lua --dump: every sentence's cross-attention, every layer and head, as JSON lines,
#   against the model's forward pass.
. "$(dirname "$0")/lib.sh"

C="--data.dir data/synth --data.src src --data.tgt tgt --data.max_lines 200 --model.d 32 --model.heads 2
   --model.ffn 64 --model.enc_layers 1 --model.dec_layers 2 --train.max_tokens 400 --train.warmup 10
   --train.lr 0.003 --train.threads 1 --valid.every 10 --valid.max_sentences 4 --valid.beam 1 --log.every 10
   --test.max_sentences 4 --save.dir $tmp --train.max_updates 10"
K=data/kjv-en-es
head -n 20 $K/test.en > "$tmp/test.en"; head -n 20 $K/test.es > "$tmp/test.es"

# ---- SentencePiece against its tools --------------------------------------------------------
if ! command -v spm_encode > /dev/null || ! "$X" -e 'os.exit(xattn.spm.available() and 0 or 1)'; then
  bad "SentencePiece is missing (make deps installs libsentencepiece-dev and sentencepiece; then make clean && make)"
else
  head -n 3000 $K/train.en > "$tmp/tr.en"; head -n 3000 $K/train.es > "$tmp/tr.es"
  FLAGS="--input=$tmp/tr.en,$tmp/tr.es --vocab_size=400 --model_type=unigram --character_coverage=1 --num_threads=1 --input_sentence_size=0"
  # shellcheck disable=SC2086
  spm_train $FLAGS --model_prefix="$tmp/m" --minloglevel=2 > /dev/null 2>&1 || bad "spm_train failed"
  spm_encode --model="$tmp/m.model" --output_format=piece < "$tmp/test.en" > "$tmp/cli.pieces"
  spm_decode --model="$tmp/m.model" --input_format=piece < "$tmp/cli.pieces" > "$tmp/cli.decoded"
  cat > "$tmp/spm.lua" <<'LUA'
local xa = require "xattn"
local spm = xa.spm
local m = spm.load(arg[1])
local out = assert(io.open(arg[3], "w"))
local dec = assert(io.open(arg[4], "w"))
for line in io.lines(arg[2]) do
  local p = m:encode(line)
  out:write(table.concat(p, " "), "\n")
  dec:write(m:decode(p), "\n")
end
out:close(); dec:close()
-- a model learnt here with the same flags segments as spm_train's
local t = spm.train({arg[5], arg[6]}, {vocab = 400, threads = 1})
local f = assert(io.open(arg[7], "w"))
for line in io.lines(arg[2]) do f:write(table.concat(t:encode(line), " "), "\n") end
f:close()
print(#m, #t)
LUA
  r=$("$X" "$tmp/spm.lua" "$tmp/m.model" "$tmp/test.en" "$tmp/xa.pieces" "$tmp/xa.decoded" "$tmp/tr.en" "$tmp/tr.es" "$tmp/xa.trained" 2>&1) \
    || bad "xattn.spm failed: $r"
  check "spm: sizes" "$r" "400	400"
  check "spm: encode = spm_encode" "$(cat "$tmp/xa.pieces")" "$(cat "$tmp/cli.pieces")"
  check "spm: decode = spm_decode" "$(cat "$tmp/xa.decoded")" "$(cat "$tmp/cli.decoded")"
  check "spm: decode(encode(line)) = the line" "$(cat "$tmp/xa.decoded")" "$(cat "$tmp/test.en")"
  check "spm.train = spm_train with the same flags" "$(cat "$tmp/xa.trained")" "$(cat "$tmp/cli.pieces")"

  # ---- training with data.spm and data.spm_train -------------------------------------------
  S="--data.dir $K --data.src en --data.tgt es --data.max_lines 300 --model.d 32 --model.heads 2 --model.ffn 64
     --model.enc_layers 1 --model.dec_layers 2 --train.max_tokens 600 --train.warmup 10 --train.lr 0.003
     --train.threads 1 --valid.every 6 --valid.max_sentences 4 --valid.beam 1 --log.every 6 --test.max_sentences 4
     --save.dir $tmp --train.max_updates 6 --model.encoder unidirectional --train.simt.policy waitk --train.simt.k 2"
  # shellcheck disable=SC2086
  o=$("$X" scripts/train.lua $S --data.spm "$tmp/m.model" --name SP 2>&1) || bad "train.lua --data.spm failed: $o"
  has "data.spm: the model is named" "$o" "SentencePiece model $tmp/m.model: 400 pieces"
  # shellcheck disable=SC2086
  o=$("$X" scripts/train.lua $S --data.spm_train '{"vocab": 300}' --name ST 2>&1) || bad "train.lua --data.spm_train failed: $o"
  has "data.spm_train: learnt" "$o" "learnt a SentencePiece model of 300 pieces"
  cat > "$tmp/units.lua" <<'LUA'
local xa = require "xattn"
local sys = xa.mt.load(arg[1])
local m = io.open(arg[2], "rb"):read("a")
assert(sys.spm:bytes() == m, "the checkpoint holds the .model file")
-- preprocessing is spm_encode's; the words of a line are its white-space words, grouped at "▁"
local cli = {}
for l in io.lines(arg[4]) do cli[#cli + 1] = l end
local k = 0
for line in io.lines(arg[3]) do
  k = k + 1
  assert(table.concat(sys:preprocess(line), " ") == cli[k], "preprocess = spm_encode, line " .. k)
  local u = sys:source_units(line)
  local words = xa.text.split(line)
  assert(#u.raw == #words, "one unit per white-space word, line " .. k)
  -- the independent grouping: a piece starting with U+2581 starts a word
  local sizes, n = {}, 0
  for p in cli[k]:gmatch("%S+") do
    if p:sub(1, 3) == "\226\150\129" then n = n + 1; sizes[n] = 1 else sizes[n] = sizes[n] + 1 end
  end
  assert(table.concat(u.raw, ",") == table.concat(sizes, ","), "unit sizes, line " .. k)
  -- alignment groups (analysis.prepare) are the same words
  local it = xa.analysis.prepare(sys, {line}, {line:lower()})[1]
  assert(#it.src_groups == #words, "alignment groups, line " .. k)
  assert(table.concat(it.src_words, " ") == table.concat(words, " "), "alignment words, line " .. k)
end
-- target words: the raw words of the decoded hypothesis, each ended by its last piece
local run = sys:simulate({"In the beginning God created the heaven and the earth."}, xa.simt.waitk{k = 2})
local h = run.hyps[1]
local pieces = {}
for i, id in ipairs(h) do pieces[i] = sys.tgt_vocab:token(id) end
local tw = sys:target_words(h)
assert(tw.line == sys:detok_ids(h))
local ends, n = {}, 0
for i, p in ipairs(pieces) do
  if i > 1 and p:sub(1, 3) == "\226\150\129" then n = n + 1; ends[n] = i - 1 end
end
if #pieces > 0 then ends[n + 1] = #pieces end
local kept = {}
for _, e in ipairs(ends) do kept[#kept + 1] = e end
-- (pieces that decode to nothing make no word: compare on the words the line has)
assert(#tw.raw == #xa.text.split(tw.line), "one end per word of the line")
for w, e in ipairs(tw.raw) do
  local d = run.delays[1][e]
  assert(run.word_delays[1][w] <= d, "a word delay counts whole source words")
end
print("ok")
LUA
  check "data.spm: checkpoint, preprocessing, units, alignment groups" "$("$X" "$tmp/units.lua" "$tmp/SP/checkpoint_best.xa" "$tmp/m.model" "$tmp/test.en" "$tmp/cli.pieces" 2>&1)" "ok"
  o=$("$X" scripts/translate.lua --model "$tmp/ST/checkpoint_best.xa" --input "$tmp/test.en" --beam 1 2>/dev/null) || bad "translate.lua with an SPM model failed"
  lacks "translations hold no ▁" "$o" "▁"
  # live = simulated with SentencePiece pieces
  "$X" scripts/simulate.lua --model "$tmp/SP/checkpoint_best.xa" --input "$tmp/test.en" --output "$tmp/sp.sim" --log "$tmp/sp.slog" > /dev/null 2>&1 || bad "simulate.lua (spm) failed"
  "$X" scripts/stream.lua --model "$tmp/SP/checkpoint_best.xa" --log "$tmp/sp.llog" < "$tmp/test.en" > "$tmp/sp.live" 2>&1 || bad "stream.lua (spm) failed: $(cat "$tmp/sp.live")"
  check "spm: live translations = simulated" "$(cat "$tmp/sp.live")" "$(cat "$tmp/sp.sim")"
  cat > "$tmp/same.lua" <<'LUA'
local se = require "xattn.streameval"
local a, b = se.read_log(arg[1]), se.read_log(arg[2])
local json = require("xattn").json
for k = 1, #a do
  for _, f in ipairs{"prediction", "delays", "delays_subword", "source_words", "source_length_subword"} do
    if json.encode(a[k][f]) ~= json.encode(b[k][f]) then print(("sentence %d: %s differs"):format(k, f)) return end
  end
end
print(#a == #b and "same" or "counts differ")
LUA
  check "spm: live delays (words and subwords) = simulated" "$("$X" "$tmp/same.lua" "$tmp/sp.slog" "$tmp/sp.llog" 2>&1)" "same"
  # user errors
  printf 'junk' > "$tmp/junk.model"
  # shellcheck disable=SC2086
  user_error "data.spm: not a model" "is not a SentencePiece model" "$X" scripts/train.lua $S --data.spm "$tmp/junk.model" --name E1
  # shellcheck disable=SC2086
  user_error "data.spm with data.bpe" "--data.bpe: 100 with data.spm" "$X" scripts/train.lua $S --data.spm "$tmp/m.model" --data.bpe 100 --name E2
  # shellcheck disable=SC2086
  user_error "data.spm_train without vocab" "vocab must be a positive integer" "$X" scripts/train.lua $S --data.spm_train '{"model_type": "bpe"}' --name E3
  # shellcheck disable=SC2086
  user_error "data.spm and data.spm_train" "set one of them" "$X" scripts/train.lua $S --data.spm "$tmp/m.model" --data.spm_train '{"vocab": 50}' --name E4
  # a build without SentencePiece (as seen from Lua: xattn._spm_available() is false) says how to get it
  NOSPM='xattn._spm_available = function() return false end'
  # shellcheck disable=SC2086
  user_error "data.spm_train without SentencePiece" "install Debian's libsentencepiece-dev" "$X" -e "$NOSPM" scripts/train.lua $S --data.spm_train '{"vocab": 50}' --name E5
  # shellcheck disable=SC2086
  user_error "data.spm without SentencePiece" "install Debian's libsentencepiece-dev" "$X" -e "$NOSPM" scripts/train.lua $S --data.spm "$tmp/m.model" --name E6
fi

# ---- --init-from ------------------------------------------------------------------------------
# shellcheck disable=SC2086
"$X" scripts/train.lua $C --data.tokenize false --data.bpe 0 --name A > "$tmp/a.out" 2>&1 || bad "training A failed: $(tail -3 "$tmp/a.out")"
# one update with a learning rate of 1e-12: the parameters stay the checkpoint's (to 1e-9)
# shellcheck disable=SC2086
o=$("$X" scripts/train.lua --data.dir data/synth --data.src src --data.tgt tgt --save.dir "$tmp" --name F \
     --init-from "$tmp/A/checkpoint_best.xa" --train.lr 1e-12 --train.warmup 1 --train.max_updates 1 --valid.every 1 \
     --valid.max_sentences 2 --test.max_sentences 2 --train.threads 1 --data.max_lines 100 2>&1) || bad "--init-from failed: $o"
has "--init-from says so" "$o" "initialised from $tmp/A/checkpoint_best.xa"
# shellcheck disable=SC2086
"$X" scripts/train.lua $C --data.tokenize false --data.bpe 0 --train.max_updates 1 --valid.every 1 --name N > /dev/null 2>&1 || bad "training N failed"
cat > "$tmp/init.lua" <<'LUA'
local xa = require "xattn"
local a, f, n = xa.checkpoint.load(arg[1]), xa.checkpoint.load(arg[2]), xa.checkpoint.load(arg[3])
local function maxdiff(x, y)
  local m = 0
  for name, t in pairs(x.tensors) do
    if name:match("^model%.") then
      local u = y.tensors[name]
      if not u then return math.huge end
      m = math.max(m, (t:to("float64") - u:to("float64")):abs():max():item())
    end
  end
  return m
end
local same = maxdiff(a, f)
local fresh = maxdiff(a, n)
print(same < 1e-9, fresh > 1e-3, f.meta.optimizer.step == 1, f.meta.train_state.step == 1,
      xa.json.encode(f.meta.src_vocab) == xa.json.encode(a.meta.src_vocab),
      xa.json.encode(f.meta.config.model) == xa.json.encode(a.meta.config.model),
      f.meta.config.data.tokenize == false)
LUA
check "--init-from: the parameters, a new optimizer and schedule, the vocabularies and architecture" \
  "$("$X" "$tmp/init.lua" "$tmp/A/checkpoint_best.xa" "$tmp/F/checkpoint_last.xa" "$tmp/N/checkpoint_last.xa" 2>&1)" \
  "true	true	true	true	true	true	true"
# keys not given take the checkpoint's values (its data, its schedule settings), name aside
o=$("$X" scripts/train.lua --save.dir "$tmp" --name F4 --init-from "$tmp/A/checkpoint_best.xa" --train.max_updates 1 2>&1) \
  || bad "--init-from with no other key failed: $o"
printf '%s\n' 'local c = require("xattn").json.read(arg[1]); print(c.name, c.data.dir, c.data.src, c.data.max_lines, c.train.warmup, c.train.lr, c.train.max_updates)' > "$tmp/cfg.lua"
check "--init-from: the checkpoint's configuration for the keys not given" "$("$X" "$tmp/cfg.lua" "$tmp/F4/config.json" 2>&1)" \
  "F4	data/synth	src	200	10	0.003	1"
user_error "--init-from: another architecture" "the architecture differs: model.d is 32 there, 64 here" \
  "$X" scripts/train.lua --data.dir data/synth --data.src src --data.tgt tgt --save.dir "$tmp" --name F2 \
  --init-from "$tmp/A/checkpoint_best.xa" --model.d 64 --train.max_updates 1
user_error "--init-from with --resume" "use one of them" "$X" scripts/train.lua --save.dir "$tmp" --name A --resume \
  --init-from "$tmp/A/checkpoint_best.xa" --train.max_updates 20
printf '{}' > "$tmp/notck.xa"
user_error "--init-from a file that is no checkpoint" "--init-from" "$X" scripts/train.lua --save.dir "$tmp" --name F3 \
  --init-from "$tmp/notck.xa" --train.max_updates 1

# ---- analyze.lua --dump ----------------------------------------------------------------------
head -n 3 data/synth/test.src > "$tmp/s3"; head -n 3 data/synth/test.tgt > "$tmp/t3"
o=$("$X" scripts/analyze.lua --checkpoint "$tmp/A/checkpoint_best.xa" --checkpoint "$tmp/N/checkpoint_last.xa" \
     --src "$tmp/s3" --tgt "$tmp/t3" --out "$tmp/an" --dump "$tmp/dump.jsonl" --threads 1 2>&1) || bad "analyze.lua --dump failed: $o"
has "--dump is reported" "$o" "the attention of 6 sentences in $tmp/dump.jsonl"
cat > "$tmp/dump.lua" <<'LUA'
local xa = require "xattn"
local sys = xa.mt.load(arg[2])
local lines = {}
for l in io.lines(arg[1]) do lines[#lines + 1] = xa.json.decode(l) end
assert(#lines == 6, "one line per sentence and system")
local src, tgt = {}, {}
for l in io.lines(arg[3]) do src[#src + 1] = l end
for l in io.lines(arg[4]) do tgt[#tgt + 1] = l end
for k, d in ipairs(lines) do
  local i = (k - 1) % 3 + 1
  assert(d.system == (k <= 3 and 1 or 2) and d.index == i - 1 and d.source == src[i] and d.target == tgt[i])
  assert(d.layers == 2 and d.heads == 2 and #d.attention == 2 and #d.attention[1] == 2)
  assert(d.source_tokens[#d.source_tokens] == "</s>" and d.target_tokens[#d.target_tokens] == "</s>")
  for _, layer in ipairs(d.attention) do
    for _, m in ipairs(layer) do
      assert(#m == #d.target_tokens and #m[1] == #d.source_tokens, "rows: target tokens, columns: source tokens")
      for _, row in ipairs(m) do
        local s = 0
        for _, x in ipairs(row) do s = s + x end
        assert(math.abs(s - 1) < 1e-5, "a row sums to 1")
      end
    end
  end
end
-- the second sentence of system 1 against the model's own forward pass, alone
local d = lines[2]
local toks = sys:preprocess(src[2])
assert(table.concat(toks, " ") .. " </s>" == table.concat(d.source_tokens, " "))
local ids = sys.src_vocab:encode(toks)
local tids = sys.tgt_vocab:encode(sys:preprocess(tgt[2]))
local s = xa.data.collate({ids}, {eos = true})
local t = xa.data.collate({tids}, {bos = true})
local _, w = xa.no_grad(function() return sys.model:forward(s, t, {need_weights = true}) end)
local worst = 0
for l = 1, 2 do
  local m = w[l]:select(1, 1):totable()
  for h = 1, 2 do
    for r = 1, #m[h] do for c = 1, #m[h][r] do
      worst = math.max(worst, math.abs(m[h][r][c] - d.attention[l][h][r][c]))
    end end
  end
end
assert(worst < 1e-6, "the dump is the forward pass's attention: " .. worst)
print("ok")
LUA
check "--dump: structure, rows, the forward pass" "$("$X" "$tmp/dump.lua" "$tmp/dump.jsonl" "$tmp/A/checkpoint_best.xa" "$tmp/s3" "$tmp/t3" 2>&1)" "ok"
user_error "--dump into a missing directory" "--dump" "$X" scripts/analyze.lua --checkpoint "$tmp/A/checkpoint_best.xa" \
  --src "$tmp/s3" --tgt "$tmp/t3" --dump "$tmp/nodir/d.jsonl"
finish
