#!/usr/bin/python3
"""Golden files for tests/lua/test_cmlm.lua, from an independent PyTorch CMLM.

Run from the repository root with Debian's python3-torch (1.13):
    /usr/bin/python3 tests/golden/gen_cmlm.py
It writes, for each configuration NAME (post, pre, window):
    tests/golden/cmlm_NAME.lua          manifest: config, inputs, mask, losses, parameter table
    tests/golden/cmlm_NAME.params.f32   every parameter, float32, concatenated
    tests/golden/cmlm_NAME.grads.f64    d loss / d parameter, float64, same layout
    tests/golden/cmlm_NAME.logits.f64   decoder logits (B', T, V) of the masked input of the
                                        B' = 3 pairs with a non-empty target, float64
    tests/golden/cmlm_NAME.length.f64   length log-probabilities (B, max_length + 1), float64
All raw files are little-endian, row-major. The parameters are named as xattn's
named_parameters() names them; the model is written here from the CMLM paper (Ghazvininejad
et al. 2019) and the Mask-Predict code's conventions with torch.nn.functional ops only, in
float64, sharing no code with xattn:

- encoder input: the LENGTH vector (row 0 of the length embedding E, unscaled, no position)
  followed by the source embeddings scaled by sqrt(d) plus sinusoidal positions 0..S-1;
  the LENGTH position is never padded;
- length: log_softmax over lengths 0..max_length of h_0 . E^T with length 0 at -inf;
- decoder: the target with masked positions replaced by <mask> (the last target id),
  embeddings scaled by sqrt(d) plus positions 0..T-1, self-attention without the causal
  mask and with the target padding hidden, cross-attention over the source outputs (LENGTH
  left out), output tied to the decoder embedding or not;
- window cross-attention (CCAN, config "window", decoder layer 2): per head, c = argmax of
  the masked logits, a second softmax inside c - win .. c + win, gate
  g = sigmoid(w . q_scaled + b) on the window part: (1 - g) softmax(e) + g local;
- loss = sum over masked tokens of (1 - eps) nll + eps / V sum_j(-log p_j)
         + length_loss * (masked tokens / sentences with a target) * sum of length NLLs,
  sentences with an empty target adding no length term.
"""
import math
import os

import torch
import torch.nn.functional as F

# the file writers of the AT generator (its model code is not shared: this one stands alone)
from gen_transformer import write_raw, lua_list as lua

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)))
PAD, EOS = 1, 3

CONFIGS = {
    "post": dict(src_vocab=11, tgt_vocab=14, d=16, heads=2, ffn=32, enc=2, dec=2, norm="post",
                 share=False, tie=True, eps=0.1, max_length=8, length_loss=0.1, window=None, seed=1),
    "pre": dict(src_vocab=14, tgt_vocab=14, d=16, heads=2, ffn=32, enc=1, dec=2, norm="pre",
                share=True, tie=False, eps=0.1, max_length=6, length_loss=0.5, window=None, seed=2),
    "window": dict(src_vocab=11, tgt_vocab=14, d=16, heads=2, ffn=32, enc=1, dec=2, norm="post",
                   share=False, tie=True, eps=0.1, max_length=8, length_loss=0.1,
                   window=dict(win=1, layers=[2]), seed=3),
}

# 1-based ids; the 4th pair has an empty target
SRC = [[5, 6, 7, 8, 9, 3],
       [10, 7, 5, 3, 1, 1],
       [6, 6, 9, 10, 8, 3],
       [7, 5, 3, 1, 1, 1]]
# the AT layout the training batches have: tokens, </s>, <pad>
TGT_OUT = [[5, 6, 7, 8, 9, 3],
           [9, 10, 11, 3, 1, 1],
           [12, 5, 13, 6, 3, 1],
           [3, 1, 1, 1, 1, 1]]
# the masked positions (1 = masked) of the 5 token columns
MASK = [[0, 1, 0, 1, 1],
        [1, 1, 1, 0, 0],
        [0, 0, 1, 0, 0],
        [0, 0, 0, 0, 0]]


def param_specs(c):
    """(name, shape, kind) in xattn's named_parameters order."""
    d, f = c["d"], c["ffn"]
    dh = d // c["heads"]
    specs = [("encoder.embed.weight", (c["src_vocab"], d), "embed")]

    def attn(prefix):
        out = []
        for p in ("q", "k", "v", "out"):
            out.append((f"{prefix}.{p}.weight", (d, d), "w"))
            out.append((f"{prefix}.{p}.bias", (d,), "b"))
        return out

    def norm(prefix):
        return [(f"{prefix}.weight", (d,), "ln_w"), (f"{prefix}.bias", (d,), "b")]

    def ffn(prefix):
        return [(f"{prefix}.fc1.weight", (f, d), "w"), (f"{prefix}.fc1.bias", (f,), "b"),
                (f"{prefix}.fc2.weight", (d, f), "w"), (f"{prefix}.fc2.bias", (d,), "b")]

    for i in range(1, c["enc"] + 1):
        p = f"encoder.layers.{i}"
        specs += attn(p + ".self_attn") + norm(p + ".self_attn_norm") + ffn(p) + norm(p + ".ffn_norm")
    if c["norm"] == "pre":
        specs += norm("encoder.norm")
    specs.append(("encoder.length.weight", (c["max_length"] + 1, d), "length"))
    if not c["share"]:
        specs.append(("decoder.embed.weight", (c["tgt_vocab"], d), "embed"))
    for i in range(1, c["dec"] + 1):
        p = f"decoder.layers.{i}"
        cross = attn(p + ".cross")
        if window_layer(c, i):
            cross += [(p + ".cross.gate.fc.weight", (1, dh), "w"), (p + ".cross.gate.fc.bias", (1,), "b")]
        specs += (attn(p + ".self_attn") + norm(p + ".self_attn_norm") + cross
                  + norm(p + ".cross_norm") + ffn(p) + norm(p + ".ffn_norm"))
    if c["norm"] == "pre":
        specs += norm("decoder.norm")
    if not c["tie"]:
        specs.append(("decoder.out_proj.weight", (c["tgt_vocab"], d), "w"))
    return specs


def window_layer(c, i):
    return c["window"] is not None and i in c["window"]["layers"]


def make_params(c):
    g = torch.Generator().manual_seed(c["seed"])
    params = {}
    for name, shape, kind in param_specs(c):
        r = torch.randn(shape, generator=g, dtype=torch.float32)
        if kind == "embed":
            t = r * 0.5
            t[PAD - 1] = 0.0
        elif kind == "length":
            t = r * 0.5
        elif kind == "w":
            t = r * (1.0 / math.sqrt(shape[1]))
        elif kind == "ln_w":
            t = 1.0 + 0.1 * r
        else:
            t = 0.1 * r
        params[name] = t.contiguous()
    return params


def positions(n, d):
    half = d // 2
    rows = []
    for p in range(n):
        freqs = [math.exp(-k * math.log(10000.0) / (half - 1)) for k in range(half)]
        rows.append([math.sin(p * f) for f in freqs] + [math.cos(p * f) for f in freqs])
    return torch.tensor(rows, dtype=torch.float64)


def heads_of(x, B, L, H):
    return x.view(B, L, H, -1).transpose(1, 2)


def mha(P, prefix, q_in, kv_in, heads, key_pad=None, window=None):
    B, T, D = q_in.shape
    S = kv_in.shape[1]
    dh = D // heads
    q = F.linear(q_in, P[prefix + ".q.weight"], P[prefix + ".q.bias"]) * dh ** -0.5
    k = F.linear(kv_in, P[prefix + ".k.weight"], P[prefix + ".k.bias"])
    v = F.linear(kv_in, P[prefix + ".v.weight"], P[prefix + ".v.bias"])
    q, k, v = heads_of(q, B, T, heads), heads_of(k, B, S, heads), heads_of(v, B, S, heads)
    e = torch.matmul(q, k.transpose(2, 3))  # (B, H, T, S)
    if key_pad is not None:
        e = e.masked_fill(key_pad[:, None, None, :], float("-inf"))
    w = torch.softmax(e, dim=-1)
    if window is not None:
        c = torch.argmax(e.detach(), dim=-1, keepdim=True)
        j = torch.arange(S).view(1, 1, 1, S)
        inside = (j >= c - window) & (j <= c + window)
        local = torch.softmax(e.masked_fill(~inside, float("-inf")), dim=-1)
        g = torch.sigmoid(F.linear(q, P[prefix + ".gate.fc.weight"], P[prefix + ".gate.fc.bias"]))
        w = (1 - g) * w + g * local
    ctx = torch.matmul(w, v).transpose(1, 2).reshape(B, T, D)
    return F.linear(ctx, P[prefix + ".out.weight"], P[prefix + ".out.bias"])


def ln(P, prefix, x):
    return F.layer_norm(x, (x.shape[-1],), P[prefix + ".weight"], P[prefix + ".bias"], 1e-5)


def ffn(P, prefix, x):
    h = F.relu(F.linear(x, P[prefix + ".fc1.weight"], P[prefix + ".fc1.bias"]))
    return F.linear(h, P[prefix + ".fc2.weight"], P[prefix + ".fc2.bias"])


def sublayer(P, c, norm_name, x, fn):
    if c["norm"] == "pre":
        return x + fn(ln(P, norm_name, x))
    return ln(P, norm_name, x + fn(x))


def encode(P, c, src):
    d, H = c["d"], c["heads"]
    B, S = src.shape
    pos = positions(64, d)
    src_pad = src.eq(PAD)
    x = F.embedding(src - 1, P["encoder.embed.weight"], padding_idx=PAD - 1) * math.sqrt(d) + pos[:S]
    E = P["encoder.length.weight"]
    x = torch.cat([E[0].view(1, 1, d).expand(B, 1, d), x], dim=1)
    full_pad = torch.cat([torch.zeros(B, 1, dtype=torch.bool), src_pad], dim=1)
    for i in range(1, c["enc"] + 1):
        p = f"encoder.layers.{i}"
        x = sublayer(P, c, p + ".self_attn_norm", x,
                     lambda h: mha(P, p + ".self_attn", h, h, H, key_pad=full_pad))
        x = sublayer(P, c, p + ".ffn_norm", x, lambda h: ffn(P, p, h))
    if c["norm"] == "pre":
        x = ln(P, "encoder.norm", x)
    logits = x[:, 0] @ E.t()
    logits = logits.masked_fill(torch.arange(E.shape[0]).eq(0).view(1, -1), float("-inf"))
    return x[:, 1:], src_pad, torch.log_softmax(logits, dim=-1)


def decode(P, c, enc, src_pad, dec_in):
    d, H = c["d"], c["heads"]
    pos = positions(64, d)
    emb = P["encoder.embed.weight"] if c["share"] else P["decoder.embed.weight"]
    y = F.embedding(dec_in - 1, emb, padding_idx=PAD - 1) * math.sqrt(d) + pos[: dec_in.shape[1]]
    tgt_pad = dec_in.eq(PAD)
    for i in range(1, c["dec"] + 1):
        p = f"decoder.layers.{i}"
        win = c["window"]["win"] if window_layer(c, i) else None
        y = sublayer(P, c, p + ".self_attn_norm", y,
                     lambda h: mha(P, p + ".self_attn", h, h, H, key_pad=tgt_pad))
        y = sublayer(P, c, p + ".cross_norm", y,
                     lambda h: mha(P, p + ".cross", h, enc, H, key_pad=src_pad, window=win))
        y = sublayer(P, c, p + ".ffn_norm", y, lambda h: ffn(P, p, h))
    if c["norm"] == "pre":
        y = ln(P, "decoder.norm", y)
    W_out = emb if c["tie"] else P["decoder.out_proj.weight"]
    return F.linear(y, W_out)


def generate(name, c):
    params32 = make_params(c)
    P = {k: v.double().requires_grad_(True) for k, v in params32.items()}
    src = torch.tensor(SRC, dtype=torch.int64)
    tgt_out = torch.tensor(TGT_OUT, dtype=torch.int64)
    y = tgt_out.masked_fill(tgt_out.eq(EOS), PAD)[:, :-1]  # tokens, <pad>
    mask = torch.tensor(MASK, dtype=torch.bool)
    assert not (mask & y.eq(PAD)).any()
    V = c["tgt_vocab"]
    mask_id = V
    dec_in = y.masked_fill(mask, mask_id)
    enc, src_pad, length_lp = encode(P, c, src)
    # the decoder runs on the sentences with a target (an empty one has no query to attend from)
    lens = y.ne(PAD).sum(1)
    has = lens.gt(0)
    rows = has.nonzero().view(-1)
    logits = decode(P, c, enc[rows], src_pad[rows], dec_in[rows])

    lp = torch.log_softmax(logits, dim=-1)
    yr, mr = y[rows], mask[rows]
    nll = -lp.gather(-1, (yr - 1).clamp(min=0).unsqueeze(-1)).squeeze(-1)
    smooth = -lp.sum(-1)
    eps = c["eps"]
    tok = (((1 - eps) * nll + eps / V * smooth) * mr).sum()
    nll_sum = (nll * mr).sum()
    ntok = int(mask.sum())
    len_nll = -length_lp.gather(1, lens.clamp(min=1).view(-1, 1)).view(-1) * has
    nsent = int(has.sum())
    loss = tok + len_nll.sum() * (c["length_loss"] * ntok / nsent)
    loss.backward()

    specs = param_specs(c)
    base = os.path.join(OUT, "cmlm_" + name)
    write_raw(base + ".params.f32", torch.cat([params32[n].reshape(-1) for n, _, _ in specs]), torch.float32)
    write_raw(base + ".grads.f64", torch.cat([P[n].grad.reshape(-1) for n, _, _ in specs]), torch.float64)
    write_raw(base + ".logits.f64", logits, torch.float64)
    write_raw(base + ".length.f64", length_lp.masked_fill(torch.isinf(length_lp), -1e300), torch.float64)

    cfg = ("{vocab = {src = %d, tgt = %d}, d = %d, heads = %d, ffn = %d, layers = {enc = %d, dec = %d}, "
           "norm = \"%s\", share_embeddings = %s, tie_output = %s, dropout = 0, attn_dropout = 0, "
           "relu_dropout = 0, max_length = %d, length_loss = %r}"
           % (c["src_vocab"], V, c["d"], c["heads"], c["ffn"], c["enc"], c["dec"], c["norm"],
              lua(c["share"]), lua(c["tie"]), c["max_length"], c["length_loss"]))
    lines = ["-- generated by tests/golden/gen_cmlm.py; do not edit",
             "return {",
             "  config = %s," % cfg,
             "  window = %s," % ("nil" if c["window"] is None else
                                 "{win = %d, layers = %s}" % (c["window"]["win"], lua(c["window"]["layers"]))),
             "  label_smoothing = %r," % eps,
             "  src = %s," % lua(SRC),
             "  tgt_out = %s," % lua(TGT_OUT),
             "  mask = %s," % lua([[bool(x) for x in r] for r in MASK]),
             "  dec_in = %s," % lua(dec_in.tolist()),
             "  rows = %s," % lua([int(r) + 1 for r in rows]),
             "  logits_shape = %s," % lua(list(logits.shape)),
             "  length_shape = %s," % lua(list(length_lp.shape)),
             "  loss = %r," % float(loss),
             "  nll_sum = %r," % float(nll_sum),
             "  length_nll = %r," % float(len_nll.sum()),
             "  ntokens = %d," % ntok,
             "  sentences = %d," % nsent,
             "  params = {"]
    off = 0
    for n, shape, _ in specs:
        numel = math.prod(shape)
        lines.append("    {name = \"%s\", shape = %s, offset = %d}," % (n, lua(list(shape)), off))
        off += numel
    lines += ["  },", "  numel = %d," % off, "}", ""]
    with open(base + ".lua", "w") as f:
        f.write("\n".join(lines))
    print("%s: %d parameters, loss %.6f, nll %.6f, length nll %.6f, %d tokens"
          % (name, off, float(loss), float(nll_sum), float(len_nll.sum()), ntok))


if __name__ == "__main__":
    torch.set_grad_enabled(True)
    for name, c in CONFIGS.items():
        generate(name, c)
