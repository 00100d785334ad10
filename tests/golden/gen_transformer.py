#!/usr/bin/python3
"""Golden files for tests/lua/test_transformer.lua, from an independent PyTorch model.

Run from the repository root with Debian's python3-torch (1.13):
    /usr/bin/python3 tests/golden/gen_transformer.py
It writes, for each configuration NAME (post, pre):
    tests/golden/transformer_NAME.lua          manifest: config, inputs, loss, parameter table
    tests/golden/transformer_NAME.params.f32   every parameter, float32, concatenated
    tests/golden/transformer_NAME.grads.f64    d loss / d parameter, float64, same layout
    tests/golden/transformer_NAME.logits.f64   logits (B, T, V), float64
All raw files are little-endian, row-major. The parameters are named as xattn's
named_parameters() names them; the model below is written from the paper and fairseq's
conventions with torch.nn.functional ops only, in float64 (the float32 weights are exact
in float64), sharing no code with xattn.

The model: token ids are 1-based (1 = pad), embeddings scaled by sqrt(d) plus sinusoidal
positions (row p = position p, sin half then cos half, frequencies
exp(-k ln(10000) / (d/2 - 1))), post-norm or pre-norm layers, q scaled by dh^-1/2 after its
projection, key padding and causal masks as -inf, dropout 0, label-smoothed loss
(1 - eps) * nll + eps / V * sum_j(-log p_j) summed over non-pad targets.
"""
import math
import os
import struct

import torch
import torch.nn.functional as F

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)))
PAD = 1

CONFIGS = {
    "post": dict(src_vocab=11, tgt_vocab=13, d=16, heads=2, ffn=32, enc=2, dec=2,
                 norm="post", share=False, tie=True, eps=0.1, seed=1),
    "pre": dict(src_vocab=13, tgt_vocab=13, d=16, heads=2, ffn=32, enc=1, dec=2,
                norm="pre", share=True, tie=False, eps=0.1, seed=2),
}

# 1-based ids; row 2 of src and row 3 of tgt are padded
SRC = [[5, 6, 7, 8, 9, 3],
       [10, 7, 5, 3, 1, 1],
       [6, 6, 9, 10, 8, 3]]
TGT_IN = [[2, 5, 6, 7, 8],
          [2, 9, 10, 11, 12],
          [2, 12, 5, 1, 1]]
TGT_OUT = [[5, 6, 7, 8, 3],
           [9, 10, 11, 12, 3],
           [12, 5, 3, 1, 1]]


def param_specs(c):
    """(name, shape, kind) in xattn's named_parameters order."""
    d, f = c["d"], c["ffn"]
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
    if not c["share"]:
        specs.append(("decoder.embed.weight", (c["tgt_vocab"], d), "embed"))
    for i in range(1, c["dec"] + 1):
        p = f"decoder.layers.{i}"
        specs += (attn(p + ".self_attn") + norm(p + ".self_attn_norm") + attn(p + ".cross")
                  + norm(p + ".cross_norm") + ffn(p) + norm(p + ".ffn_norm"))
    if c["norm"] == "pre":
        specs += norm("decoder.norm")
    if not c["tie"]:
        specs.append(("decoder.out_proj.weight", (c["tgt_vocab"], d), "w"))
    return specs


def make_params(c):
    g = torch.Generator().manual_seed(c["seed"])
    params = {}
    for name, shape, kind in param_specs(c):
        r = torch.randn(shape, generator=g, dtype=torch.float32)
        if kind == "embed":
            t = r * 0.5
            t[PAD - 1] = 0.0
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


def mha(P, prefix, q_in, kv_in, heads, key_pad=None, causal=False):
    B, T, D = q_in.shape
    S = kv_in.shape[1]
    dh = D // heads
    q = F.linear(q_in, P[prefix + ".q.weight"], P[prefix + ".q.bias"]) * dh ** -0.5
    k = F.linear(kv_in, P[prefix + ".k.weight"], P[prefix + ".k.bias"])
    v = F.linear(kv_in, P[prefix + ".v.weight"], P[prefix + ".v.bias"])
    q = q.view(B, T, heads, dh).transpose(1, 2)
    k = k.view(B, S, heads, dh).transpose(1, 2)
    v = v.view(B, S, heads, dh).transpose(1, 2)
    scores = torch.matmul(q, k.transpose(2, 3))  # (B, H, T, S)
    if key_pad is not None:
        scores = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    if causal:
        fut = torch.ones(T, S, dtype=torch.bool).triu(1)
        scores = scores.masked_fill(fut, float("-inf"))
    w = torch.softmax(scores, dim=-1)
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


def forward(P, c, src, tgt_in):
    d, H = c["d"], c["heads"]
    pos = positions(64, d)
    src_pad = src.eq(PAD)
    emb_e = P["encoder.embed.weight"]
    x = F.embedding(src - 1, emb_e, padding_idx=PAD - 1) * math.sqrt(d) + pos[: src.shape[1]]
    for i in range(1, c["enc"] + 1):
        p = f"encoder.layers.{i}"
        x = sublayer(P, c, p + ".self_attn_norm", x,
                     lambda h: mha(P, p + ".self_attn", h, h, H, key_pad=src_pad))
        x = sublayer(P, c, p + ".ffn_norm", x, lambda h: ffn(P, p, h))
    if c["norm"] == "pre":
        x = ln(P, "encoder.norm", x)
    enc = x
    emb_d = P["encoder.embed.weight"] if c["share"] else P["decoder.embed.weight"]
    y = F.embedding(tgt_in - 1, emb_d, padding_idx=PAD - 1) * math.sqrt(d) + pos[: tgt_in.shape[1]]
    for i in range(1, c["dec"] + 1):
        p = f"decoder.layers.{i}"
        y = sublayer(P, c, p + ".self_attn_norm", y,
                     lambda h: mha(P, p + ".self_attn", h, h, H, causal=True))
        y = sublayer(P, c, p + ".cross_norm", y,
                     lambda h: mha(P, p + ".cross", h, enc, H, key_pad=src_pad))
        y = sublayer(P, c, p + ".ffn_norm", y, lambda h: ffn(P, p, h))
    if c["norm"] == "pre":
        y = ln(P, "decoder.norm", y)
    W_out = emb_d if c["tie"] else P["decoder.out_proj.weight"]
    return F.linear(y, W_out)


def smoothed_loss(logits, tgt_out, eps):
    V = logits.shape[-1]
    lp = torch.log_softmax(logits, dim=-1)
    nll = -lp.gather(-1, (tgt_out - 1).unsqueeze(-1)).squeeze(-1)
    smooth = -lp.sum(-1)
    keep = tgt_out.ne(PAD)
    loss = (((1 - eps) * nll + eps / V * smooth) * keep).sum()
    return loss, (nll * keep).sum(), int(keep.sum())


def write_raw(path, t, dtype):
    t = t.detach().to(dtype).contiguous().reshape(-1)
    fmt = "<%d%s" % (t.numel(), "f" if dtype == torch.float32 else "d")
    with open(path, "wb") as f:
        f.write(struct.pack(fmt, *t.tolist()))


def lua_list(v):
    if isinstance(v, (list, tuple)):
        return "{" + ", ".join(lua_list(x) for x in v) + "}"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, str):
        return '"' + v + '"'
    return str(v)


def generate(name, c):
    params32 = make_params(c)
    P = {k: v.double().requires_grad_(True) for k, v in params32.items()}
    src, tgt_in, tgt_out = (torch.tensor(a, dtype=torch.int64) for a in (SRC, TGT_IN, TGT_OUT))
    logits = forward(P, c, src, tgt_in)
    loss, nll, ntok = smoothed_loss(logits, tgt_out, c["eps"])
    # the same loss by torch's own label-smoothed cross-entropy, as a check of the formula
    ref = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), (tgt_out - 1).reshape(-1),
                          ignore_index=PAD - 1, label_smoothing=c["eps"], reduction="sum")
    assert abs(float(ref) - float(loss)) < 1e-9, (float(ref), float(loss))
    loss.backward()

    specs = param_specs(c)
    base = os.path.join(OUT, "transformer_" + name)
    write_raw(base + ".params.f32", torch.cat([params32[n].reshape(-1) for n, _, _ in specs]), torch.float32)
    write_raw(base + ".grads.f64", torch.cat([P[n].grad.reshape(-1) for n, _, _ in specs]), torch.float64)
    write_raw(base + ".logits.f64", logits, torch.float64)

    cfg = dict(vocab=dict(src=c["src_vocab"], tgt=c["tgt_vocab"]), d=c["d"], heads=c["heads"],
               ffn=c["ffn"], layers=dict(enc=c["enc"], dec=c["dec"]), norm=c["norm"],
               share_embeddings=c["share"], tie_output=c["tie"])
    lines = ["-- generated by tests/golden/gen_transformer.py; do not edit",
             "return {",
             "  config = {vocab = {src = %d, tgt = %d}, d = %d, heads = %d, ffn = %d, "
             "layers = {enc = %d, dec = %d}, norm = \"%s\", share_embeddings = %s, tie_output = %s,"
             " dropout = 0, attn_dropout = 0, relu_dropout = 0},"
             % (cfg["vocab"]["src"], cfg["vocab"]["tgt"], cfg["d"], cfg["heads"], cfg["ffn"],
                cfg["layers"]["enc"], cfg["layers"]["dec"], cfg["norm"],
                lua_list(cfg["share_embeddings"]), lua_list(cfg["tie_output"])),
             "  label_smoothing = %r," % c["eps"],
             "  src = %s," % lua_list(SRC),
             "  tgt_in = %s," % lua_list(TGT_IN),
             "  tgt_out = %s," % lua_list(TGT_OUT),
             "  logits_shape = %s," % lua_list(list(logits.shape)),
             "  loss = %r," % float(loss),
             "  nll_sum = %r," % float(nll),
             "  ntokens = %d," % ntok,
             "  params = {"]
    off = 0
    for n, shape, _ in specs:
        numel = math.prod(shape)
        lines.append("    {name = \"%s\", shape = %s, offset = %d}," % (n, lua_list(list(shape)), off))
        off += numel
    lines += ["  },", "  numel = %d," % off, "}", ""]
    with open(base + ".lua", "w") as f:
        f.write("\n".join(lines))
    print("%s: %d parameters, loss %.6f, nll %.6f, %d tokens" % (name, off, float(loss), float(nll), ntok))


if __name__ == "__main__":
    torch.set_grad_enabled(True)
    for name, c in CONFIGS.items():
        generate(name, c)
