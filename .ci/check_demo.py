#!/usr/bin/env python3
"""Checks the JSON the demo saved for each stage against the synthetic disc's manifest."""
import json
import os
import sys

out = sys.argv[1]
m = json.load(open(os.path.join(out, "disc", "manifest.json")))


def load(name):
    return json.load(open(os.path.join(out, name)))


# find-clut: every copy of the girl, nothing else.
fc = load("find_clut.json")
hits = sorted(h["entry"] for h in fc["hits"])
assert hits == sorted(m["girl"]["indices"]), (hits, m["girl"]["indices"])
print(f"find-clut: {len(hits)} hits = the girl's {len(m['girl']['indices'])} copies")

# exe record-lengths equals the table the synthetic models use.
rl = load("record_lengths.json")
tables = [d["lengths"] for d in rl["dispatches"]]
want = {k: v for k, v in m["record_lengths"].items()}
assert any({k: v for k, v in t.items()} == want for t in tables), (tables, want)
print(f"exe record-lengths: recovered {want}")

# verify passes.
v = load("verify.json")
print("verify:", {k: v[k] for k in v if isinstance(v[k], (int, float, str, bool))})

# budget: groups sum to 100.
b = load("budget_MAYA.json")
total = sum(g["percent"] for g in b["groups"])
assert abs(total - 100.0) < 0.05, total
print("budget MAYA:", ", ".join(f"{g['part']} {g['percent']:.1f} %" for g in b["groups"]))

# compare names the half-size segments of the fan avatar.
c = load("compare.json")
half = sorted({s["segment"] for s in c["segments"] if abs(s["ratio_length"] - 0.5) < 0.05})
print("compare: half-size segments:", half)
for seg in ["foot", "lower_leg", "hat", "hand"]:
    assert seg in half, (seg, half)

# gallery: index and one page per model.
assert os.path.exists(os.path.join(out, "index.html"))
print("gallery: index.html present")
