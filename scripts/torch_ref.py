#!/usr/bin/env python3
"""Reference figures from PyTorch (CPU, or CUDA with --device cuda) for the bench-small Transformer.

The same model, batch and step definitions as xattn's own benchmark
(scripts/bench.lua; docs/performance.md defines the figures), so that the two can be
compared side by side in one run. `xattn scripts/bench.lua --vs-torch` runs it first;
on its own:

  python3 scripts/torch_ref.py --threads 2 --json out.json

Prints one JSON line (train_target_tokens_per_s, greedy_sentences_per_s,
stream_ms_per_token, params, threads, peak_device_mb on cuda, ...). Needs PyTorch; on Debian:
apt-get install python3-torch (1.13), which /usr/bin/python3 sees.
"""
import argparse, json, math, sys, time
import torch
import torch.nn as nn
import torch.nn.functional as F

p = argparse.ArgumentParser()
p.add_argument("--threads", type=int, default=2)
p.add_argument("--vocab", type=int, default=8000)
p.add_argument("--d", type=int, default=256)
p.add_argument("--heads", type=int, default=4)
p.add_argument("--ffn", type=int, default=1024)
p.add_argument("--layers", type=int, default=3)
p.add_argument("--batch", type=int, default=64)
p.add_argument("--src-len", type=int, default=32)
p.add_argument("--tgt-len", type=int, default=32)
p.add_argument("--steps", type=int, default=10)
p.add_argument("--decode-len", type=int, default=40)
p.add_argument("--json", default=None)
p.add_argument("--skip-greedy", action="store_true", help="no greedy decoding (bench.lua --lengths)")
p.add_argument("--device", default="cpu", help="cpu or cuda")
a = p.parse_args()
torch.set_num_threads(a.threads)
torch.manual_seed(0)
dev = torch.device(a.device)


def sync():
    if dev.type == "cuda":
        torch.cuda.synchronize()


class MHA(nn.Module):
    def __init__(s, d, h):
        super().__init__()
        s.h, s.dk = h, d // h
        s.q, s.k, s.v, s.o = (nn.Linear(d, d) for _ in range(4))

    def split(s, x):
        B, L, _ = x.shape
        return x.view(B, L, s.h, s.dk).transpose(1, 2)

    def forward(s, x, mem, mask=None, cache=None):
        q = s.split(s.q(x))
        if cache is not None and "k" in cache and mem is x:       # self-attn, incremental
            k = torch.cat([cache["k"], s.split(s.k(x))], 2)
            v = torch.cat([cache["v"], s.split(s.v(x))], 2)
            cache["k"], cache["v"] = k, v
        elif cache is not None and "k" in cache:                  # cross-attn, cached memory
            k, v = cache["k"], cache["v"]
        else:
            k, v = s.split(s.k(mem)), s.split(s.v(mem))
            if cache is not None:
                cache["k"], cache["v"] = k, v
        att = q @ k.transpose(-1, -2) / math.sqrt(s.dk)
        if mask is not None:
            att = att.masked_fill(mask, float("-inf"))
        y = F.dropout(att.softmax(-1), 0.1, s.training) @ v
        B, H, L, dk = y.shape
        return s.o(y.transpose(1, 2).reshape(B, L, H * dk))


class Layer(nn.Module):
    def __init__(s, d, h, f, cross):
        super().__init__()
        s.sa = MHA(d, h)
        s.ca = MHA(d, h) if cross else None
        s.ff1, s.ff2 = nn.Linear(d, f), nn.Linear(f, d)
        s.n = nn.ModuleList(nn.LayerNorm(d) for _ in range(3 if cross else 2))

    def forward(s, x, mem=None, mask=None, cache=None):
        dr = lambda t: F.dropout(t, 0.1, s.training)
        x = s.n[0](x + dr(s.sa(x, x, mask, None if cache is None else cache.setdefault("sa", {}))))
        i = 1
        if s.ca is not None:
            x = s.n[1](x + dr(s.ca(x, mem, None, None if cache is None else cache.setdefault("ca", {}))))
            i = 2
        return s.n[i](x + dr(s.ff2(dr(F.relu(s.ff1(x))))))


def sinusoid(L, d, off=0):
    pos = torch.arange(off, off + L, device=dev).float()[:, None]
    i = torch.arange(0, d, 2, device=dev).float()
    ang = pos / torch.pow(10000, i / d)
    pe = torch.zeros(L, d, device=dev)
    pe[:, 0::2], pe[:, 1::2] = ang.sin(), ang.cos()
    return pe


class Model(nn.Module):
    def __init__(s):
        super().__init__()
        s.se, s.te = nn.Embedding(a.vocab, a.d), nn.Embedding(a.vocab, a.d)
        s.enc = nn.ModuleList(Layer(a.d, a.heads, a.ffn, False) for _ in range(a.layers))
        s.dec = nn.ModuleList(Layer(a.d, a.heads, a.ffn, True) for _ in range(a.layers))

    def encode(s, src):
        x = F.dropout(s.se(src) * math.sqrt(a.d) + sinusoid(src.shape[1], a.d).to(s.se.weight.dtype), 0.1, s.training)
        for l in s.enc:
            x = l(x)
        return x

    def decode(s, tgt, mem, caches=None, off=0):
        L = tgt.shape[1]
        x = F.dropout(s.te(tgt) * math.sqrt(a.d) + sinusoid(L, a.d, off).to(s.te.weight.dtype), 0.1, s.training)
        mask = None if caches is not None else torch.triu(torch.ones(L, L, dtype=torch.bool, device=dev), 1)
        for i, l in enumerate(s.dec):
            x = l(x, mem, mask, None if caches is None else caches[i])
        return x @ s.te.weight.t()                                   # tied output projection


m = Model().to(dev)
opt = torch.optim.Adam(m.parameters(), lr=5e-4, betas=(0.9, 0.98))
src = torch.randint(4, a.vocab, (a.batch, a.src_len), device=dev)
tgt = torch.randint(4, a.vocab, (a.batch, a.tgt_len + 1), device=dev)
params = sum(p.numel() for p in m.parameters())


def train_step():
    m.train()
    logits = m.decode(tgt[:, :-1], m.encode(src))
    loss = F.cross_entropy(logits.reshape(-1, a.vocab), tgt[:, 1:].reshape(-1), label_smoothing=0.1)
    opt.zero_grad()
    loss.backward()
    opt.step()
    return loss.item()


for _ in range(2):
    train_step()
times = []
for _ in range(a.steps):
    sync(); t0 = time.perf_counter(); train_step(); sync(); times.append(time.perf_counter() - t0)
times.sort()
train_tok_s = a.batch * a.tgt_len / times[len(times) // 2]
peak_device_mb = torch.cuda.max_memory_allocated(dev) / 2 ** 20 if dev.type == "cuda" else None


@torch.no_grad()
def greedy():
    m.eval()
    mem = m.encode(src)
    caches = [{} for _ in range(a.layers)]
    y = torch.full((a.batch, 1), 2, dtype=torch.long, device=dev)
    out = []
    for t in range(a.decode_len):
        logits = m.decode(y, mem, caches, off=t)
        y = logits[:, -1].argmax(-1, keepdim=True)
        out.append(y)
    return torch.cat(out, 1)


if not a.skip_greedy:
    greedy()
    dt = []
    for _ in range(5):
        sync(); t0 = time.perf_counter(); greedy(); sync(); dt.append(time.perf_counter() - t0)
    dt.sort()



@torch.no_grad()
def stream_ms():
    """Batch 1: ms per target token with cached state (the cost a SiMT policy pays per WRITE); the
    source is the first of the batch (--src-len tokens), the median of the second half of the
    --decode-len steps."""
    m.eval()
    mem = m.encode(src[:1])
    caches = [{} for _ in range(a.layers)]
    y = torch.full((1, 1), 2, dtype=torch.long, device=dev)
    ts = []
    for t in range(a.decode_len):
        sync(); t0 = time.perf_counter()
        y = m.decode(y, mem, caches, off=t)[:, -1].argmax(-1, keepdim=True)
        sync(); ts.append(time.perf_counter() - t0)
    ts = sorted(ts[a.decode_len // 2:])      # the second half: a prefix of 20 or more at 40 steps
    return 1000 * ts[len(ts) // 2]


stream_ms()
stream = sorted(stream_ms() for _ in range(3))[1]

# the same step with the whole model in bfloat16 (weights and activations): PyTorch's reduced
# precision on a CPU (PyTorch 1.13 has no float16 matrix product on a CPU); the JSON's
# stream_bf16_ms_per_token is null where PyTorch cannot run the model in bfloat16
stream_bf16 = None
if a.device == "cpu":
    try:
        m.to(torch.bfloat16)
        stream_ms()
        stream_bf16 = sorted(stream_ms() for _ in range(3))[1]
    except (RuntimeError, TypeError) as e:
        print("torch_ref.py: the bfloat16 streaming step failed:", e, file=sys.stderr)
    m.to(torch.float32)

res = {"engine": "pytorch " + torch.__version__, "device": a.device, "threads": a.threads, "params": params,
       "train_target_tokens_per_s": round(train_tok_s, 1), "train_step_s_median": round(times[len(times) // 2], 4),
       "stream_ms_per_token": round(stream, 3),
       "stream_bf16_ms_per_token": stream_bf16 and round(stream_bf16, 3), "src_len": a.src_len, "tgt_len": a.tgt_len, "batch": a.batch}
if peak_device_mb is not None:
    res["peak_device_mb"] = round(peak_device_mb, 1)
if not a.skip_greedy:
    res["greedy_sentences_per_s"] = round(a.batch / dt[len(dt) // 2], 2)
    res["greedy_batch_s_median"] = round(dt[len(dt) // 2], 4)
print(json.dumps(res))
if a.json:
    json.dump(res, open(a.json, "w"))
