#!/usr/bin/env python3
"""Compares dewrip's ls/info/find-clut JSON for an image against the .bin it was made from.

Usage: images_compare.py TMPDIR NAME  (reads TMPDIR/ref.*.json and TMPDIR/NAME.*.json)
ls must match row for row, field for field; info must match except the `image` block (where
and how the sectors are stored); find-clut must report the same hits, and — for containers,
whose image offsets are offsets in the equivalent raw .bin — the same image offsets. Images
with 2448-byte sectors report offsets in their own file (96 more bytes per sector): checked
against that rule.
"""
import json
import os
import sys

tmp, name = sys.argv[1], sys.argv[2]


def load(kind, who):
    p = os.path.join(tmp, f"{who}.{kind}.json")
    return json.load(open(p)) if os.path.exists(p) else None


ref, got = load("ls", "ref"), load("ls", name)
assert isinstance(got, list) and len(got) == len(ref), (name, len(got), len(ref))
diff = [(a["index"], k) for a, b in zip(ref, got) for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)]
assert not diff, f"{name}: ls differs from the .bin's listing at {diff[:10]}"

ri, gi = load("info", "ref"), load("info", name)
for k in sorted(set(ri) | set(gi)):
    if k != "image":
        assert ri.get(k) == gi.get(k), f"{name}: info field {k}: {gi.get(k)!r} != {ri.get(k)!r}"

rc, gc = load("clut", "ref"), load("clut", name)
note = ""
if rc is not None:
    assert len(rc["hits"]) == len(gc["hits"]) and rc["hits"], name
    sub2448 = name.endswith(("sub2448.img", "alcsub.mds"))
    for a, b in zip(rc["hits"], gc["hits"]):
        for k in a:
            if k == "image_offset" and sub2448:
                lba, inner = a["lba"], a["image_offset"] - a["lba"] * 2352
                assert b[k] == lba * 2448 + inner, (name, a, b)
            else:
                assert a[k] == b[k], (name, k, a, b)
    note = f", find-clut the same {len(rc['hits'])} hits and image offsets"
print(f"images: {name}: ls --json = the .bin's ({len(got)} rows), info the same but the image{note}")
