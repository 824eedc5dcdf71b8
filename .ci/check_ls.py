#!/usr/bin/env python3
"""Checks `dewrip ls --json` against the synthetic disc's manifest, field by field."""
import json
import sys

ls_path, manifest_path = sys.argv[1], sys.argv[2]
rows = json.load(open(ls_path))
manifest = json.load(open(manifest_path))
want = manifest["entries"]
assert isinstance(rows, list), "ls --json must print an array of rows"
assert len(rows) == len(want), f"{len(rows)} rows, manifest has {len(want)}"
fields = ["index", "lba", "size", "unused", "kind", "sha256", "dup_of", "name"]
bad = 0
for got, exp in zip(rows, want):
    for f in fields:
        if got.get(f) != exp.get(f):
            bad += 1
            if bad <= 20:
                print(f"entry {exp['index']}: {f} = {got.get(f)!r}, manifest says {exp.get(f)!r}")
girl = manifest["girl"]["indices"]
assert len(girl) == 27, f"the girl is stored {len(girl)} times, expected 27"
if bad:
    print(f"ls --json differs from the manifest in {bad} fields")
    sys.exit(1)
print(f"ls --json matches the manifest: {len(rows)} rows x {len(fields)} fields")
