#!/usr/bin/python3
"""Golden values for tests/lua/test_gma.lua from an independent PyTorch implementation.

Run from the repository root with Debian's python3-torch (1.13):
    /usr/bin/python3 tests/golden/gen_gma.py
It writes tests/golden/gma_case.lua, a Lua table (numbers as %.15g) with:
  op:   logits (B,H,T,S) with -inf padding, p and sigma (B,Hp,T) for Hp = 1 and Hp = H,
        delta, a weighting r (B,H,T,S); for each prior with Hp = 1 and the gaussian prior with Hp = H: w = GMA weights and the
        gradients of sum(w * r) in logits (finite entries), p and sigma;
  part: scaled queries q (B,H,T,dh), logits, lengths and the predictor's W_p (D,D),
        v_p (D,1) (default part: incremental, sigma = p/2, gaussian, shared by heads);
        the positions p, the weights w and the gradients of sum(w * r) in q, logits, W_p, v_p.
Written from METHODS.md section 4 (the paper's form: softmax of the masked logits times the
prior G restricted to the visible keys, renormalised), in float64, sharing no code with xattn.
"""
import math
import os

import torch

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gma_case.lua")
torch.manual_seed(5)
DT = torch.float64


def prior_g(prior, j, p, s):
    d = j - p
    if prior == "gaussian":
        return torch.exp(-d * d / (2 * s * s))
    if prior == "laplace":
        return torch.exp(-d.abs() / s)
    if prior == "linear":
        return torch.clamp(1 - d.abs() / s, min=0)
    return torch.ones_like(d)


def gma(logits, p, sigma, delta, prior):
    """softmax(masked logits) * G, renormalised over j < ceil(p + delta) (0-based)."""
    B, H, T, S = logits.shape
    p4 = p.unsqueeze(-1).expand(B, H, T, 1)
    s4 = sigma.unsqueeze(-1).expand(B, H, T, 1)
    j = torch.arange(S, dtype=DT).view(1, 1, 1, S)
    lim = torch.ceil(p4.detach() + delta)
    vis = (j < lim) & torch.isfinite(logits)
    masked = logits.masked_fill(~vis, -math.inf)
    alpha = torch.softmax(masked, -1)
    beta = alpha * prior_g(prior, j, p4, s4) * vis
    return beta / beta.sum(-1, keepdim=True)


def lua(v):
    if isinstance(v, torch.Tensor):
        v = v.tolist()
    if isinstance(v, list):
        return "{" + ", ".join(lua(x) for x in v) + "}"
    if isinstance(v, str):
        return '"' + v + '"'
    if isinstance(v, float):
        if v == -math.inf:
            return "-math.huge"
        return "%.15g" % v
    return str(v)


def op_case():
    B, H, T, S = 2, 2, 3, 6
    logits = torch.randn(B, H, T, S, dtype=DT)
    logits[1, :, :, 4:] = -math.inf  # sentence 2 has J = 4
    r = torch.randn(B, H, T, S, dtype=DT)
    delta = 1.0
    out = {"B": B, "H": H, "T": T, "S": S, "delta": delta, "logits": logits, "r": r}
    # positions away from integers and from the linear prior's edges
    p_h = torch.tensor([[[0.9, 1.6, 2.35]], [[1.2, 2.7, 3.4]]], dtype=DT)
    p_all = torch.tensor([[[0.95, 1.45, 3.3], [1.15, 2.2, 2.6]],
                          [[0.9, 1.75, 2.15], [1.3, 1.55, 3.8]]], dtype=DT)
    for name, p0 in (("hp1", p_h), ("hpH", p_all)):
        sigma0 = p0 / 2 + 0.3
        out["p_" + name] = p0
        out["sigma_" + name] = sigma0
        for prior in (("gaussian", "laplace", "linear", "none") if name == "hp1" else ("gaussian",)):
            lg = logits.clone().requires_grad_(True)
            p = p0.clone().requires_grad_(True)
            s = sigma0.clone().requires_grad_(True)
            w = gma(lg, p, s, delta, prior)
            (w * r).sum().backward()
            gl = torch.where(torch.isfinite(logits), lg.grad, torch.zeros_like(logits))
            key = prior + "_" + name
            out["w_" + key] = w.detach()
            out["gl_" + key] = gl
            out["gp_" + key] = p.grad if p.grad is not None else torch.zeros_like(p0)
            out["gs_" + key] = s.grad if s.grad is not None else torch.zeros_like(p0)
    return out


def part_case():
    B, H, T, S, dh = 2, 2, 4, 5, 3
    D = H * dh
    q = (torch.randn(B, H, T, dh, dtype=DT) * 0.6).requires_grad_(True)
    logits0 = torch.randn(B, H, T, S, dtype=DT)
    logits0[1, :, :, 3:] = -math.inf  # J = 3
    logits = logits0.clone().requires_grad_(True)
    W = (torch.rand(D, D, dtype=DT) * 2 - 1).mul(0.8).requires_grad_(True)
    v = (torch.rand(D, 1, dtype=DT) * 2 - 1).mul(0.8).requires_grad_(True)
    r = torch.randn(B, H, T, S, dtype=DT)
    delta = 1.0
    h = q.permute(0, 2, 1, 3).reshape(B, T, D)
    dp = torch.exp(torch.tanh(h @ W) @ v).view(B, 1, T)
    dp = torch.cat([torch.zeros(B, 1, 1, dtype=DT), dp[:, :, 1:]], 2)  # dp_1 = 0
    p = torch.clamp(torch.cumsum(dp, 2), 0.9, 1100)
    w = gma(logits, p.expand(B, H, T), (p / 2).expand(B, H, T), delta, "gaussian")
    (w * r).sum().backward()
    gl = torch.where(torch.isfinite(logits0), logits.grad, torch.zeros_like(logits0))
    return {"B": B, "H": H, "T": T, "S": S, "dh": dh, "delta": delta, "q": q.detach(),
            "logits": logits0, "lengths": [S, 3], "W_p": W.detach(), "v_p": v.detach(),
            "r": r, "p": p.detach(), "w": w.detach(), "gq": q.grad, "gl": gl,
            "gW": W.grad, "gv": v.grad}


def main():
    cases = {"op": op_case(), "part": part_case()}
    with open(OUT, "w") as f:
        f.write("-- generated by tests/golden/gen_gma.py (PyTorch %s); do not edit\n"
                % torch.__version__)
        f.write("return {\n")
        for cname, c in cases.items():
            f.write("  %s = {\n" % cname)
            for k in sorted(c):
                f.write("    %s = %s,\n" % (k, lua(c[k])))
            f.write("  },\n")
        f.write("}\n")
    print("wrote", OUT, os.path.getsize(OUT), "bytes")


if __name__ == "__main__":
    main()
