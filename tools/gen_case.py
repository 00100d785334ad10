#!/usr/bin/env python3
"""Lowercasing tables for lua/text.c, and their golden test data, from Python's str.lower.

  python3 tools/gen_case.py        (from the repository root; plain python3, no packages)

writes
  lua/case_table.h          the C tables (do not edit by hand);
  tests/golden/lower.lua    what Python's str.lower gives for every code point it changes
                            and for strings around U+03A3 (final sigma), read by
                            tests/lua/test_text.lua.

sacreBLEU's lowercase option is Python's str.lower, so this is the reference. str.lower is
  * one code point -> one code point for every code point it changes but U+0130, whose
    lowercase is two (U+0069 U+0307): the generic "several code points" table handles it;
  * context-free except for U+03A3 (capital sigma), which becomes U+03C2 (final sigma)
    where Unicode's Final_Sigma condition holds: a cased letter before it (case-ignorable
    characters skipped) and none after it (case-ignorable characters skipped), else U+03C3.
Final_Sigma needs two character classes, Case_Ignorable and Cased. Python does not expose
them; they are read off str.lower's own behaviour (see classes() below), so the tables
describe what this Python does, not what a Unicode file says.

Tables:
  XA_LOWER_RANGES: sorted {lo, hi, delta, stride}: every cp in lo..hi with (cp - lo) % stride
    == 0 lowers to cp + delta (runs of capitals with a fixed offset, or alternating
    capital/small pairs with stride 2). Looked up by binary search.
  XA_LOWER_MULTI: {cp, n, {code points}} for lowercases longer than one code point.
  XA_CASE_CLASS: sorted {lo, hi, class}: XA_CASE_IGNORABLE or XA_CASE_CASED (cased and not
    case-ignorable); everything else is neither. Only consulted around U+03A3.
"""
import random
import sys
import unicodedata

SIGMA, SMALL_SIGMA, FINAL_SIGMA = 0x3A3, 0x3C3, 0x3C2


def scalars():
    return (c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF)


def lower_map():
    single, multi = {}, {}
    for c in scalars():
        low = chr(c).lower()
        if low == chr(c):
            continue
        if len(low) == 1:
            single[c] = ord(low)
        else:
            multi[c] = [ord(x) for x in low]
    return single, multi


def ranges(single):
    """compress {cp: lower} into runs (lo, hi, delta, stride), stride 1 or 2"""
    out = []
    for c in sorted(single):
        d = single[c] - c
        if out:
            lo, hi, dd, st = out[-1]
            if dd == d and ((lo == hi and c - hi in (1, 2)) or (lo != hi and c - hi == st)):
                out[-1] = (lo, c, d, c - hi if lo == hi else st)
                continue
        out.append((c, c, d, 1))
    return out


def classes():
    """{cp: 'ign' | 'cased'} from str.lower's Final_Sigma behaviour:
      ("A" + c + "Σ").lower() ends in ς  iff  c is case-ignorable (skipped back to the
        cased A) or c is cased;
      (c + "Σ").lower() ends in ς        iff  c is cased and not case-ignorable (a
        case-ignorable c is skipped back to the start of the string: not final).
    Whether a case-ignorable character is also cased never matters: Final_Sigma skips it."""
    cls = {}
    for c in scalars():
        ch = chr(c)
        after_a = ("A" + ch + "\u03a3").lower()[-1] == "\u03c2"
        alone = (ch + "\u03a3").lower()[-1] == "\u03c2"
        if alone:
            cls[c] = "cased"
        elif after_a:
            cls[c] = "ign"
    return cls


def class_ranges(cls):
    out = []
    for c in sorted(cls):
        if out and out[-1][2] == cls[c] and out[-1][1] == c - 1:
            out[-1] = (out[-1][0], c, cls[c])
        else:
            out.append((c, c, cls[c]))
    return out


def model_lower(s, rng, multi, crng):
    """the C code's algorithm, in Python: the tables must reproduce str.lower"""
    import bisect
    los = [r[0] for r in rng]
    clos = [r[0] for r in crng]

    def low1(c):
        if c in multi:
            return "".join(chr(x) for x in multi[c])
        i = bisect.bisect_right(los, c) - 1
        if i >= 0:
            lo, hi, d, st = rng[i]
            if c <= hi and (c - lo) % st == 0:
                return chr(c + d)
        return chr(c)

    def klass(c):
        i = bisect.bisect_right(clos, c) - 1
        if i >= 0 and c <= crng[i][1]:
            return crng[i][2]
        return None

    out = []
    for i, ch in enumerate(s):
        c = ord(ch)
        if c != SIGMA:
            out.append(low1(c))
            continue
        j = i - 1
        while j >= 0 and klass(ord(s[j])) == "ign":
            j -= 1
        final = j >= 0 and klass(ord(s[j])) == "cased"
        if final:
            j = i + 1
            while j < len(s) and klass(ord(s[j])) == "ign":
                j += 1
            final = j == len(s) or klass(ord(s[j])) != "cased"
        out.append(chr(FINAL_SIGMA if final else SMALL_SIGMA))
    return "".join(out)


def lua_str(s):
    out = []
    for ch in s:
        c = ord(ch)
        if 0x20 <= c < 0x7F and ch not in '"\\':
            out.append(ch)
        else:
            out.append("\\u{%X}" % c)
    return '"' + "".join(out) + '"'


def sigma_cases(cls):
    fixed = ["\u03a3", "\u03a3\u03a3", "\u039f\u0394\u039f\u03a3", "\u039f\u0394\u039f\u03a3.",
             "\u039f\u0394\u039f\u03a3 \u039f\u0394\u039f\u03a3", "\u0391\u03a3\u0391",
             "\u0391\u03a3'", "\u0391\u03a3'\u0391", "\u0391'\u03a3", "1\u03a3", "\u0391\u03a31",
             "\u0391\u03a3\u0301", "\u0391\u0301\u03a3", "\u0391\u03a3\u0301\u0391", "a\u03a3",
             "\u0130\u03a3", "\u01c5\u03a3", "\u0391\u00ad\u03a3\u00ad", "\u03a3\u0391",
             "\u0399\u0391\u03a3\u039f\u039d\u0391\u03a3 \u03a3\u039f\u03a6\u039f\u03a3."]
    ign = sorted(c for c, k in cls.items() if k == "ign")
    cased = sorted(c for c, k in cls.items() if k == "cased")
    r = random.Random(15)
    pool = [0x3A3, 0x3A3, 0x3A3, 0x3C3, 0x3C2, 0x41, 0x61, 0x3A9, 0x20, 0x2E, 0x27, 0x301, 0xAD,
            0x31, 0x2B0, 0x345, 0x1F88, 0x1C5, 0x2D, 0x2019, 0xB7, 0x130, 0x414, 0x3A, 0x5E]
    out = list(fixed)
    for _ in range(1200):
        n = r.randint(1, 8)
        s = []
        for _ in range(n):
            u = r.random()
            if u < 0.7:
                s.append(r.choice(pool))
            elif u < 0.85:
                s.append(r.choice(ign))
            else:
                s.append(r.choice(cased))
        if SIGMA not in s:
            s[r.randrange(n)] = SIGMA
        out.append("".join(chr(c) for c in s))
    return out


def main():
    single, multi = lower_map()
    rng = ranges(single)
    cls = classes()
    crng = class_ranges(cls)
    # the tables reproduce str.lower: every changed code point, and sigma in context
    for c in single:
        assert model_lower(chr(c), rng, multi, crng) == chr(c).lower(), hex(c)
    for c in multi:
        assert model_lower(chr(c), rng, multi, crng) == chr(c).lower(), hex(c)
    cases = sigma_cases(cls)
    for s in cases:
        assert model_lower(s, rng, multi, crng) == s.lower(), [hex(ord(x)) for x in s]
    every = "".join(chr(c) for c in scalars())
    assert model_lower(every, rng, multi, crng) == every.lower()

    ver = "Python %d.%d.%d, Unicode %s" % (sys.version_info[:3] + (unicodedata.unidata_version,))
    with open("lua/case_table.h", "w", encoding="utf-8") as f:
        w = f.write
        w("/* generated by tools/gen_case.py from %s: do not edit.\n" % ver)
        w(" * %d code points change under str.lower (%d ranges here, %d with several code points);\n"
          % (len(single) + len(multi), len(rng), len(multi)))
        w(" * %d code point ranges are case-ignorable or cased (Final_Sigma). */\n" % len(crng))
        w('#define XA_CASE_SOURCE "%s"\n' % ver)
        w("#define XA_CASE_CHANGED %d\n\n" % (len(single) + len(multi)))
        w("typedef struct { uint32_t lo, hi; int32_t delta; uint32_t stride; } xa_lower_range;\n")
        w("static const xa_lower_range XA_LOWER_RANGES[] = {\n")
        for i in range(0, len(rng), 3):
            w("  " + " ".join("{0x%04X, 0x%04X, %d, %d}," % r for r in rng[i:i + 3]) + "\n")
        w("};\n\n")
        w("typedef struct { uint32_t cp; int n; uint32_t to[3]; } xa_lower_multi;\n")
        w("static const xa_lower_multi XA_LOWER_MULTI[] = {\n")
        for c in sorted(multi):
            m = multi[c]
            assert len(m) <= 3
            w("  {0x%04X, %d, {%s}},\n" % (c, len(m), ", ".join("0x%04X" % x for x in m)))
        w("};\n\n")
        w("enum { XA_CASE_IGNORABLE = 1, XA_CASE_CASED = 2 };\n")
        w("typedef struct { uint32_t lo, hi; uint32_t cls; } xa_case_class;\n")
        w("static const xa_case_class XA_CASE_CLASS[] = {\n")
        for i in range(0, len(crng), 3):
            w("  " + " ".join("{0x%04X, 0x%04X, %s}," % (lo, hi, "XA_CASE_IGNORABLE" if k == "ign" else "XA_CASE_CASED")
                             for lo, hi, k in crng[i:i + 3]) + "\n")
        w("};\n")

    with open("tests/golden/lower.lua", "w", encoding="utf-8") as f:
        w = f.write
        w("-- generated by tools/gen_case.py from %s; do not edit\n" % ver)
        w("-- changed: {code point, its str.lower as code points} for every code point that\n")
        w("-- str.lower changes; sigma: {s, s.lower()} around U+03A3 (final sigma)\n")
        w("return {\n  source = %s,\n  changed = {\n" % lua_str(ver))
        for c in sorted(list(single) + list(multi)):
            to = multi[c] if c in multi else [single[c]]
            w("    {0x%X, {%s}},\n" % (c, ", ".join("0x%X" % x for x in to)))
        w("  },\n  sigma = {\n")
        for s in cases:
            w("    {%s, %s},\n" % (lua_str(s), lua_str(s.lower())))
        w("  },\n}\n")
    print("%d changed code points in %d ranges, %d multi; %d class ranges; %d sigma cases"
          % (len(single) + len(multi), len(rng), len(multi), len(crng), len(cases)))


if __name__ == "__main__":
    main()
