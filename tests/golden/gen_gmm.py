#!/usr/bin/python3
"""Golden values for tests/lua/test_gmm.lua, from an independent PyTorch implementation.

Run from the repository root with Debian's python3-torch (1.13):
    /usr/bin/python3 tests/golden/gen_gmm.py
It writes tests/golden/gmm_cases.lua, a Lua table (float64 values printed with
Python's shortest round-trip repr, so they read back exactly):
  ops   = list of op cases: the inputs of xa.gmm_weights / xa.gmm_mix, an upstream
          gradient G (not stored: G_i = sin(seed + 0.7 i), i = 1.. row-major), the output and d sum(out * G) / d input for every float input;
  parts = list of attention-part cases: the parameters of attn.gmm{...} (named as the
          part's named_parameters()), the head queries q, lengths, G (as above), the weights and
          d sum(w * G) / d every parameter and q (and alpha, g for the fused mix).
All arrays are flat, row-major. Everything below is written from METHODS.md section 1 and
the project choices documented in attention/gmm.lua (1-based positions, sigma
floored at eps, approx mu pulled in by 3 eps, mu_0 = 0 for the synthesis network), with
plain torch ops in float64 and autograd, sharing no code with xattn.
"""
import math
import os

import torch

torch.set_default_dtype(torch.float64)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gmm_cases.lua")


def mixture(omega, mu, sigma, lengths, S, norm):
    """beta (B,H,T,S) from omega, mu, sigma (B,H,T,K), positions j = 1..S, 0 for j > J."""
    j = torch.arange(1, S + 1, dtype=torch.float64)                      # (S)
    d = j.view(1, 1, 1, S, 1) - mu.unsqueeze(3)                            # (B,H,T,S,K)
    gauss = torch.exp(-d * d / (2 * sigma.unsqueeze(3) ** 2))
    if norm == "none":
        z = torch.ones_like(sigma)
    else:
        z = torch.sqrt(2 * math.pi * sigma ** 2)
    beta = (omega.unsqueeze(3) / z.unsqueeze(3) * gauss).sum(-1)           # (B,H,T,S)
    valid = (j.view(1, S) <= lengths.view(-1, 1).double()).double()        # (B,S)
    beta = beta * valid.view(-1, 1, 1, S)
    if norm == "strict":
        beta = beta / beta.sum(-1, keepdim=True)
    return beta


def det(n, seed):
    """n deterministic values in [-1, 1] (the Lua test computes the same: sin(seed + 0.7 i))"""
    return torch.tensor([math.sin(seed + 0.7 * i) for i in range(1, n + 1)])


def flat(t):
    return [float(v) for v in t.detach().reshape(-1).tolist()]


def lua_list(vals):
    return "{" + ", ".join(repr(v) for v in vals) + "}"


def lua_value(v, indent):
    if isinstance(v, dict):
        pad = indent + "  "
        items = [f"{pad}[\"{k}\"] = {lua_value(v[k], pad)}," for k in sorted(v)]
        return "{\n" + "\n".join(items) + "\n" + indent + "}"
    if isinstance(v, (list, tuple)):
        if v and isinstance(v[0], dict):
            pad = indent + "  "
            return "{\n" + "\n".join(pad + lua_value(x, pad) + "," for x in v) + "\n" + indent + "}"
        return lua_list(v)
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return '"' + v + '"'
    if isinstance(v, int):
        return str(v)
    return "%.17g" % v


def op_case(name, norm, B, H, T, S, K, lengths, mix, seed):
    g = torch.Generator().manual_seed(seed)
    omega = torch.softmax(torch.randn(B, H, T, K, generator=g), -1).requires_grad_()
    mu = (torch.rand(B, H, T, K, generator=g) * (S + 1)).requires_grad_()
    sigma = (0.3 + 1.5 * torch.rand(B, H, T, K, generator=g)).requires_grad_()
    lens = torch.tensor(lengths)
    G = det(B * H * T * S, seed).view(B, H, T, S)
    inputs = {"omega": omega, "mu": mu, "sigma": sigma}
    if mix:
        alpha = torch.softmax(torch.randn(B, H, T, S, generator=g), -1).requires_grad_()
        gate = torch.sigmoid(torch.randn(B, H, T, 1, generator=g)).requires_grad_()
        out = (1 - gate) * alpha + gate * mixture(omega, mu, sigma, lens, S, norm)
        inputs.update(alpha=alpha, g=gate)
    else:
        out = mixture(omega, mu, sigma, lens, S, norm)
    (out * G).sum().backward()
    case = {"name": name, "seed": seed, "op": "gmm_mix" if mix else "gmm_weights", "norm": norm,
            "shape": [B, H, T, S, K], "lengths": list(lengths), "out": flat(out),
            "inputs": {k: flat(v) for k, v in inputs.items()},
            "grads": {k: flat(v.grad) for k, v in inputs.items()}}
    return case


def xavier(g, fan_out, fan_in):
    bound = math.sqrt(6 / (fan_in + fan_out))
    return (torch.rand(fan_out, fan_in, generator=g) * 2 - 1) * bound


def part_case(name, norm, K, share, B, H, T, S, dh, lengths, mix, seed, eps=1e-3):
    g = torch.Generator().manual_seed(seed)
    Ko = 1 if share.get("weight") else K
    Km = 1 if share.get("mean") else K
    Ks = 1 if share.get("variance") else K
    params = {
        "ffn.weight": torch.cat([xavier(g, dh, dh) for _ in range(3)], 0),
        "ffn.bias": 0.3 * torch.randn(3 * dh, generator=g),
        "omega.weight": xavier(g, Ko, dh) * 2, "omega.bias": 0.3 * torch.randn(Ko, generator=g),
        "mu.weight": xavier(g, Km, dh) * 2, "mu.bias": 0.3 * torch.randn(Km, generator=g),
        "sigma.weight": xavier(g, Ks, dh) * 2, "sigma.bias": 0.3 * torch.randn(Ks, generator=g),
    }
    for p in params.values():
        p.requires_grad_()
    q = torch.randn(B, H, T, dh, generator=g).requires_grad_()
    lens = torch.tensor(lengths)
    J = lens.double().view(B, 1, 1, 1)
    G = det(B * H * T * S, seed).view(B, H, T, S)

    hid = torch.tanh(q @ params["ffn.weight"].t() + params["ffn.bias"])   # (B,H,T,3dh)
    def head(i, x):
        return hid[..., i * dh:(i + 1) * dh] @ params[x + ".weight"].t() + params[x + ".bias"]
    oh, mh, sh = head(0, "omega"), head(1, "mu"), head(2, "sigma")
    if norm == "none":
        omega = torch.exp(oh)
        mu = torch.cumsum(torch.exp(mh), 2)                  # mu_0 = 0
        sigma = torch.clamp(torch.sqrt(torch.exp(-sh) / 2), min=eps)
    else:
        omega = torch.softmax(oh, -1)
        if norm == "approx":
            mu = 3 * eps + (J - 6 * eps) * torch.sigmoid(mh)
            s = torch.minimum(torch.minimum(J / 6 * torch.sigmoid(sh), mu / 3), (J - mu) / 3)
            sigma = torch.clamp(s, min=eps)
        else:
            mu = J * torch.sigmoid(mh)
            sigma = torch.clamp(J * torch.sigmoid(sh), min=eps)
    omega, mu, sigma = (x.expand(B, H, T, K) for x in (omega, mu, sigma))
    beta = mixture(omega, mu, sigma, lens, S, norm)
    extra = {}
    if mix:
        # dot attention is 0 at padded keys
        pad = torch.arange(1, S + 1).view(1, S) > lens.view(B, 1)
        logits = torch.randn(B, H, T, S, generator=g).masked_fill(pad.view(B, 1, 1, S), -math.inf)
        alpha = torch.softmax(logits, -1).requires_grad_()
        gate = torch.sigmoid(torch.randn(B, H, T, 1, generator=g)).requires_grad_()
        out = (1 - gate) * alpha + gate * beta
        extra = {"alpha": alpha, "g": gate}
    else:
        out = beta
    (out * G).sum().backward()
    grads = {k: flat(v.grad) for k, v in params.items()}
    grads["q"] = flat(q.grad)
    for k, v in extra.items():
        grads[k] = flat(v.grad)
    return {"name": name, "seed": seed, "norm": norm, "K": K, "share": dict(share), "mix": mix,
            "shape": [B, H, T, S, dh], "lengths": list(lengths), "eps": eps,
            "params": {k: flat(v) for k, v in params.items()},
            "param_shapes": {k: list(v.shape) for k, v in params.items()},
            "q": flat(q), "extra": {k: flat(v) for k, v in extra.items()},
            "out": flat(out), "mu": flat(mu), "sigma": flat(sigma), "grads": grads}


def main():
    ops = [
        op_case("approx K4 padded", "approx", 2, 1, 2, 6, 4, [6, 4], False, 1),
        op_case("strict K3 padded", "strict", 2, 1, 2, 5, 3, [3, 5], False, 2),
        op_case("none K1 padded", "none", 2, 1, 2, 5, 1, [2, 5], False, 3),
        op_case("mix approx K2", "approx", 2, 1, 2, 5, 2, [5, 2], True, 4),
        op_case("mix strict K2", "strict", 1, 2, 2, 4, 2, [3], True, 5),
    ]
    parts = [
        part_case("approx K4", "approx", 4, {}, 2, 2, 2, 5, 3, [5, 3], False, 11),
        part_case("strict K2", "strict", 2, {}, 2, 1, 2, 5, 3, [2, 5], False, 12),
        part_case("none K1", "none", 1, {}, 2, 1, 3, 5, 3, [5, 3], False, 13),
        part_case("approx K3 share mean", "approx", 3, {"mean": True}, 1, 2, 2, 5, 3, [4],
                  False, 15),
        part_case("none K2 share variance+weight", "none", 2, {"variance": True, "weight": True},
                  1, 2, 2, 5, 3, [5], False, 16),
        part_case("mix approx K2", "approx", 2, {}, 2, 1, 2, 5, 3, [5, 2], True, 17),
    ]
    with open(OUT, "w") as f:
        f.write("-- generated by tests/golden/gen_gmm.py (PyTorch %s); do not edit\n" % torch.__version__)
        f.write("return " + lua_value({"ops": ops, "parts": parts}, "") + "\n")
    print("wrote", OUT, os.path.getsize(OUT), "bytes")


if __name__ == "__main__":
    main()
