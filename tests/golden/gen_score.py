#!/usr/bin/python3
"""Golden values for tests/lua/test_score.lua and tests/host/score.sh, computed by sacreBLEU
itself (mjpost/sacrebleu 2.6.0, run from a source checkout; no code shared with xattn's
lua/xattn/metrics.lua or lua/xattn/significance.lua) with Debian's python3-numpy (1.24).

Run from the repository root:
    SACREBLEU=/path/to/sacrebleu-checkout /usr/bin/python3 tests/golden/gen_score.py
(the checkout needs sacrebleu/version.py, which its build writes: __version__ = '2.6.0';
Debian's python3-portalocker, -regex, -tabulate, -colorama and -lxml satisfy its imports).

Inputs: the first 200 lines of data/bible-en-es/test.en (King James, the reference) and
test.web.en (World English Bible, a "system"); two more systems are made from the WEB lines
by dropping words (written to tests/golden/score/sys2.txt, sys3.txt, sys4.txt); the Spanish test
lines raw (test.es) against tokenised (test.tok.es) test accents, capitals and spacing.
It writes tests/golden/score.lua:
    chrf   = list of {name, hyps = path | lines, refs = {paths | lines...}, first = N,
                      opts = {...}, score, stats (summed statistics)}
    bleu_sig, chrf_sig: the paired-test signatures (sacreBLEU's version replaced by VERSION)
    rng    = {seed, raw = {hex strings of random_raw()}, choice = {N, n, first = {...}, sums = {...}}}
    paired = list of {seed, n, metrics, systems = {paths}, refs = path, first = N,
                      results[k][metric] = {score, mean, ci, p}}
"""
import os
import sys

sys.path.insert(0, os.environ.get("SACREBLEU", "."))
import numpy as np  # noqa: E402
import sacrebleu  # noqa: E402
from sacrebleu.metrics import BLEU, CHRF  # noqa: E402
from sacrebleu.significance import PairedTest  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "golden", "score.lua")
D = "data/bible-en-es"
G = "tests/golden/score"
FIRST = 200


def read(path, n=FIRST):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f]
    return lines[:n]


def drop(line, k):
    w = line.split()
    return " ".join(x for i, x in enumerate(w) if i % k != k - 1)


def lua_str(s):
    out = ['"']
    for ch in s.encode("utf-8"):
        c = chr(ch)
        if c in '"\\':
            out.append("\\" + c)
        elif 32 <= ch < 127:
            out.append(c)
        else:
            out.append("\\%03d" % ch)
    out.append('"')
    return "".join(out)


def lua(v, ind=""):
    if v is None:
        return "false"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    if isinstance(v, str):
        return lua_str(v)
    if isinstance(v, dict):
        items = [f"{ind}  [{lua(k)}] = {lua(x, ind + '  ')}" for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + ind + "}"
    items = [lua(x, ind + "  ") for x in v]
    return "{" + ", ".join(items) + "}"


def main():
    kjv, web = read(f"{D}/test.en"), read(f"{D}/test.web.en")
    sys2 = [drop(line, 6) if i % 2 == 0 else line for i, line in enumerate(web)]
    sys3 = [line if i % 10 else drop(line, 4) for i, line in enumerate(web)]
    sys4 = [line if i % 40 != 1 else drop(line, 9) for i, line in enumerate(web)]
    os.makedirs(os.path.join(ROOT, G), exist_ok=True)
    for name, lines in (("sys2.txt", sys2), ("sys3.txt", sys3), ("sys4.txt", sys4)):
        with open(os.path.join(ROOT, G, name), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    es_raw, es_tok = read(f"{D}/test.es"), read(f"{D}/test.tok.es")
    # a second reference stream with holes (None: no reference for that segment)
    web_holes = [None if i % 7 == 3 else line for i, line in enumerate(web)]

    # hand-made lines: Unicode white space, punctuation at word ends, one-character words
    odd_h = ["(hi) there!! it's  \u00a0 fine,ok", "\u2003A\u3000b c .", "\u00c9L DIJO: \u00a1s\u00ed!", "", "x"]
    odd_r = ["(hi) there! it is fine, ok", "A b c.", "\u00e9l dijo: \u00a1S\u00ed!", "nothing", "x y"]

    files = {"kjv": f"{D}/test.en", "web": f"{D}/test.web.en", "sys2": f"{G}/sys2.txt",
             "sys3": f"{G}/sys3.txt", "sys4": f"{G}/sys4.txt", "es": f"{D}/test.es", "tok_es": f"{D}/test.tok.es"}
    data = {"kjv": kjv, "web": web, "sys2": sys2, "sys3": sys3, "sys4": sys4, "es": es_raw, "tok_es": es_tok}

    def stream(key):
        if isinstance(key, list):
            return key
        if key == "web_holes":
            return web_holes
        return data[key]

    chrf_cases = []

    def chrf_case(name, hyps, refs, **opts):
        kw = dict(opts)
        metric = CHRF(**kw)
        h = stream(hyps)
        rs = [stream(r) for r in refs]
        stats = metric._extract_corpus_statistics(h, rs)
        total = [sum(s[i] for s in stats) for i in range(len(stats[0]))]
        score = metric._compute_score_from_stats(total)
        sig = metric.get_signature().format().replace(sacrebleu.__version__, "VERSION")
        chrf_cases.append({
            "name": name,
            "hyps": hyps if isinstance(hyps, list) else files[hyps],
            "refs": [r if isinstance(r, list) else ("web_holes" if r == "web_holes" else files[r]) for r in refs],
            "opts": opts, "score": score.score, "stats": total, "signature": sig,
            "format": score.format(signature=""),
        })

    chrf_case("web vs kjv, defaults", "web", ["kjv"])
    chrf_case("web vs kjv, chrF++", "web", ["kjv"], word_order=2)
    chrf_case("web vs kjv, lowercase", "web", ["kjv"], lowercase=True)
    chrf_case("web vs kjv, whitespace", "web", ["kjv"], whitespace=True)
    chrf_case("web vs kjv, eps smoothing", "web", ["kjv"], eps_smoothing=True)
    chrf_case("web vs kjv, beta 1, char order 4, word order 1", "web", ["kjv"], beta=1, char_order=4, word_order=1)
    chrf_case("sys2 vs kjv and web (best reference per segment)", "sys2", ["kjv", "web"])
    chrf_case("sys2 vs kjv and web, chrF++", "sys2", ["kjv", "web"], word_order=2)
    chrf_case("sys3 vs kjv and web with holes (nrefs:var)", "sys3", ["kjv", "web_holes"])
    chrf_case("raw Spanish vs tokenised", "es", ["tok_es"])
    chrf_case("raw Spanish vs tokenised, chrF++ lowercase", "es", ["tok_es"], word_order=2, lowercase=True)
    chrf_case("raw Spanish vs tokenised, whitespace", "es", ["tok_es"], whitespace=True)
    chrf_case("odd lines", odd_h, [odd_r])
    chrf_case("odd lines, chrF++ lowercase", odd_h, [odd_r], word_order=2, lowercase=True)
    chrf_case("odd lines, whitespace, chrF++", odd_h, [odd_r], word_order=2, whitespace=True)

    # the random numbers of sacreBLEU's resampling
    rng = []
    for seed in (12345, 7, 2**40 + 5):
        g = np.random.PCG64(seed)
        raw = ["0x%016x" % int(x) for x in g.random_raw(6)]
        idx = np.random.default_rng(seed).choice(945, size=(1000, 945), replace=True)
        rng.append({"seed": seed, "raw": raw, "first": [int(x) for x in idx[0, :20]],
                    "last": [int(x) for x in idx[-1, -20:]],
                    "row_sums": [int(x) for x in idx.sum(1)[:50]], "total": int(idx.sum())})
    small = {"seed": 12345, "N": 3, "n": 4,
             "idx": np.random.default_rng(12345).choice(3, size=(4, 3), replace=True).tolist()}

    # paired bootstrap, as `sacrebleu REF -i web sys2 sys3 --paired-bs -m bleu chrf`
    paired = []
    for seed, n in ((12345, 1000), (7, 200)):
        os.environ["SACREBLEU_SEED"] = str(seed)
        metrics = {"BLEU": BLEU(), "chrF": CHRF()}
        systems = [("web", web), ("sys2", sys2), ("sys3", sys3), ("sys4", sys4), ("web again", web)]
        sigs, scores = PairedTest(systems, metrics, references=[kjv], test_type="bs", n_samples=n)()
        res = []
        for k in range(len(systems)):
            r = {}
            for key, name in (("BLEU", "bleu"), ("chrF2", "chrf")):
                x = scores[key][k]
                r[name] = {"score": x.score, "mean": float(x.mean), "ci": float(x.ci), "p": x.p_value}
            res.append(r)
        paired.append({"seed": seed, "n": n, "systems": [files["web"], files["sys2"], files["sys3"], files["sys4"], files["web"]],
                       "refs": files["kjv"], "first": FIRST, "results": res,
                       "signatures": {"bleu": sigs["BLEU"].format().replace(sacrebleu.__version__, "VERSION"),
                                      "chrf": sigs["chrF2"].format().replace(sacrebleu.__version__, "VERSION")}})
    del os.environ["SACREBLEU_SEED"]

    with open(OUT, "w", encoding="utf-8") as f:
        f.write("-- Generated by tests/golden/gen_score.py from sacreBLEU %s (numpy %s); do not edit.\n"
                % (sacrebleu.__version__, np.__version__))
        f.write("return " + lua({"first": FIRST, "chrf": chrf_cases, "rng": rng, "small": small,
                                 "paired": paired}) + "\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
