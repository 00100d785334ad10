#!/usr/bin/env python3
"""Golden files for tests/lua/test_bpe.lua: BPE learnt and applied by a small, deliberately
naive Python implementation of subword-nmt's algorithm (learn_bpe.py / apply_bpe.py,
codes version 0.2), independent of xattn's C code. Plain python3, no packages.

  python3 tests/golden/gen_bpe.py      (from the repository root; rewrites tests/golden/bpe_*)

Learning recounts every pair from scratch before each merge (slow but obviously right);
the best pair is max by (count, pair) like subword-nmt, and stops below min_freq = 2.
Applying merges, per word, the lowest-ranked pair present until none is left.
"""
from collections import Counter


def read_vocab(paths, nlines):
    vocab = Counter()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f):
                if n >= nlines:
                    break
                for w in line.strip("\r\n ").split(" "):
                    if w:
                        vocab[w] += 1
    return vocab


def merge_word(sym, a, b):
    out, i = [], 0
    while i < len(sym):
        if i + 1 < len(sym) and sym[i] == a and sym[i + 1] == b:
            out.append(a + b)
            i += 2
        else:
            out.append(sym[i])
            i += 1
    return tuple(out)


def learn(vocab, merges, min_freq=2):
    words = {tuple(w[:-1]) + (w[-1] + "</w>",): c for w, c in vocab.items()}
    codes = []
    for _ in range(merges):
        stats = Counter()
        for sym, c in words.items():
            for p in zip(sym, sym[1:]):
                stats[p] += c
        if not stats:
            break
        best = max(stats, key=lambda p: (stats[p], p))
        if stats[best] < min_freq:
            break
        codes.append(best)
        words = {merge_word(sym, *best): c for sym, c in words.items()}
    return codes


def apply_word(word, ranks):
    if len(word) == 1:
        return [word]
    sym = list(word[:-1]) + [word[-1] + "</w>"]
    while len(sym) > 1:
        cand = [ranks[p] for p in zip(sym, sym[1:]) if p in ranks]
        if not cand:
            break
        r = min(cand)
        a, b = next(p for p in zip(sym, sym[1:]) if ranks.get(p) == r)
        sym = list(merge_word(sym, a, b))
    if sym[-1] == "</w>":
        sym = sym[:-1]
    elif sym[-1].endswith("</w>"):
        sym[-1] = sym[-1][:-4]
    return [s + "@@" for s in sym[:-1]] + [sym[-1]]


def apply_line(line, ranks):
    out = []
    for w in line.strip("\r\n ").split(" "):
        if w:
            out.extend(apply_word(w, ranks))
    return " ".join(out)


def make(name, train, nlines, merges, apply_path, napply):
    codes = learn(read_vocab(train, nlines), merges)
    ranks = {}
    for i, c in enumerate(codes):
        ranks.setdefault(c, i)
    with open(f"tests/golden/bpe_{name}.codes", "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n")
        for a, b in codes:
            f.write(f"{a} {b}\n")
    with open(apply_path, encoding="utf-8") as f, open(f"tests/golden/bpe_{name}.out", "w", encoding="utf-8") as g:
        for n, line in enumerate(f):
            if n >= napply:
                break
            g.write(apply_line(line, ranks) + "\n")
    print(f"bpe_{name}: {len(codes)} codes")


if __name__ == "__main__":
    # synth: joint source+target, first 2,000 lines of each; applied to 50 unseen lines
    make("synth", ["data/synth/train.src", "data/synth/train.tgt"], 2000, 200, "data/synth/valid.src", 50)
    # kjv Spanish, untokenised (punctuation stays on words, accented letters, ¿ ¡)
    make("kjv_es", ["data/kjv-en-es/train.es"], 2000, 300, "data/kjv-en-es/valid.es", 50)
