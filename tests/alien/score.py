#!/usr/bin/env python3
"""Scores a dewrip binary on the alien corpus through both paths of issue 21's contract.

    python3 tests/alien/score.py target/release/dewrip [--holdout | --root DIR] [--style NAME]
        [--no-layout human1,prop1] [-v]

Per style: `layout infer` over the style's files (with its lengths.json), then per file
`chr info --layout L --record-lengths --json` (path 1) and `chr info --record-lengths --json`
with no layout (path 2: must say "infer" on stderr); each JSON's truth keys are compared with
NAME.truth.json. Exit 0 only if every file matches on both paths. Standard library only.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["nodes", "parts", "vertices", "pool_size", "faces_per_type", "triangles", "tiles",
        "textures", "cluts", "channels", "skeleton", "part_list"]


def run(cmd: list[str]) -> tuple[int, str, str]:
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def compare(out: str, truth: dict) -> list[str]:
    try:
        got = json.loads(out)
    except json.JSONDecodeError as e:
        return [f"not JSON ({e})"]
    return [f"{k}: got {str(got.get(k, '<missing>'))[:80]}, want {str(truth[k])[:80]}"
            for k in KEYS if got.get(k, "<missing>") != truth[k]]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dewrip")
    ap.add_argument("--holdout", action="store_true", help="score tests/alien-holdout instead")
    ap.add_argument("--root", metavar="DIR",
                    help="score another corpus folder instead (style folders of NAME.chr + "
                         "NAME.truth.json, and its lengths.json), e.g. tests/alien-blind")
    ap.add_argument("--style", action="append", help="only this style (repeatable)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every mismatch")
    ap.add_argument("--no-layout", metavar="STEMS",
                    help="path 2 (no --layout: dewrip infers per call) only for these files, "
                         "comma-separated stems (e.g. human1,prop1); default every file")
    args = ap.parse_args()
    if args.holdout and args.root:
        ap.error("--holdout and --root are exclusive")
    root = os.path.join(os.path.dirname(HERE), "alien-holdout") if args.holdout else HERE
    if args.root:
        root = os.path.abspath(args.root)
    lengths = os.path.join(root, "lengths.json")
    styles = sorted(d for d in os.listdir(root)
                    if os.path.isdir(os.path.join(root, d)) and d != "maps"
                    and any(f.endswith(".chr") for f in os.listdir(os.path.join(root, d))))
    if args.style:
        styles = [s for s in styles if s in args.style]
    only2 = set(args.no_layout.split(",")) if args.no_layout else None
    total = good = 0
    with tempfile.TemporaryDirectory(prefix="alien-score-") as tmp:
        for st in styles:
            d = os.path.join(root, st)
            files = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith(".chr"))
            layout = os.path.join(tmp, f"{st}.layout")
            code, _, err = run([args.dewrip, "layout", "infer", *files, "--record-lengths",
                                lengths, "-o", layout])
            infer_ok = code == 0 and os.path.exists(layout)
            if not infer_ok:
                print(f"{st}: layout infer failed ({code}): {err.strip()[:200]}")
            ok1 = ok2 = n2 = 0
            for f in files:
                with open(f[:-4] + ".truth.json") as fh:
                    truth = json.load(fh)
                name = os.path.basename(f)
                errs1 = ["no inferred layout"]
                if infer_ok:
                    code, out, err = run([args.dewrip, "chr", "info", f, "--layout", layout,
                                          "--record-lengths", lengths, "--json"])
                    errs1 = compare(out, truth) if code == 0 else [f"exit {code}: {err[:200]}"]
                ok1 += not errs1
                errs2 = []
                if only2 is None or name[:-4] in only2:
                    code, out, err = run([args.dewrip, "chr", "info", f, "--record-lengths",
                                          lengths, "--json"])
                    errs2 = compare(out, truth) if code == 0 else [f"exit {code}: {err[:200]}"]
                    if code == 0 and "infer" not in err.lower():
                        errs2.append('no "infer" on stderr without --layout')
                    ok2 += not errs2
                    n2 += 1
                if args.verbose:
                    for tag, errs in (("--layout", errs1), ("no layout", errs2)):
                        for e in errs:
                            print(f"  {st}/{name} [{tag}] {e}")
            print(f"{st}: {ok1}/{len(files)} with the inferred layout, {ok2}/{n2} "
                  "without --layout")
            total += len(files) + n2
            good += ok1 + ok2
    print(f"all: {good}/{total} (file, path) pairs match their truth")
    return 0 if good == total else 1


if __name__ == "__main__":
    sys.exit(main())
