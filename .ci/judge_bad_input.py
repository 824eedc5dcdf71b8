#!/usr/bin/env python3
"""`dewrip compare` and `dewrip budget` on bad avatars made from the demo's fan avatar: a plain
glTF without a humanoid, a VRM missing required bones, a scale of 0, NaN in the JSON, 10^6
nodes, an A-pose. Each must say what could and could not be judged and still rank what can be
counted. Usage: judge_bad_input.py DEWRIP_BIN DEMO_DIR"""
import json
import math
import os
import struct
import subprocess
import sys
import tempfile

binary, demo = sys.argv[1], sys.argv[2]
girl = os.path.join(demo, "export", "MAYA", "model.glb")
fan = open(os.path.join(demo, "disc", "fan_avatar.vrm"), "rb").read()
tmp = tempfile.mkdtemp(prefix="dewrip-judge-")


def split(glb):
    jl = struct.unpack_from("<I", glb, 12)[0]
    return json.loads(glb[20:20 + jl]), glb[20 + jl:]


def frame(doc_bytes, rest):
    doc_bytes += b" " * ((4 - len(doc_bytes) % 4) % 4)
    return b"glTF" + struct.pack("<II", 2, 20 + len(doc_bytes) + len(rest)) + struct.pack("<I", len(doc_bytes)) + b"JSON" + doc_bytes + rest


def write(name, doc, rest, raw=None):
    path = os.path.join(tmp, name)
    open(path, "wb").write(frame(raw if raw is not None else json.dumps(doc).encode(), rest))
    return path


doc, rest = split(fan)
hb = doc["extensions"]["VRMC_vrm"]["humanoid"]["humanBones"]
cases = {}
# A plain glTF: no VRM extension, no skin, no bones: one mesh on one node.
d = json.loads(json.dumps(doc))
del d["extensions"]
d.pop("extensionsUsed", None)
body = d["nodes"][0]
body.pop("skin", None)
d["nodes"] = [body]
d.pop("skins", None)
d["scenes"] = [{"nodes": [0]}]
cases["plain"] = write("plain.glb", d, rest)
# Required bones missing (and their names say nothing).
d = json.loads(json.dumps(doc))
for b in ["leftLowerArm", "leftHand", "rightFoot"]:
    node = d["extensions"]["VRMC_vrm"]["humanoid"]["humanBones"].pop(b)["node"]
    d["nodes"][node]["name"] = f"Bone{node}"
cases["missing"] = write("missing.vrm", d, rest)
# The armature at scale 0.
d = json.loads(json.dumps(doc))
hips = hb["hips"]["node"]
d["nodes"][hips]["scale"] = [0.0, 0.0, 0.0]
cases["zero"] = write("zero.vrm", d, rest)
# NaN in a node's scale (not JSON; some writers emit it).
d = json.loads(json.dumps(doc))
text = json.dumps(d).replace('"name": "Root"', '"name": "Root", "scale": [NaN, NaN, NaN]', 1)
cases["nan"] = write("nan.vrm", None, rest, raw=text.encode())
# A million nodes.
d = json.loads(json.dumps(doc))
d["nodes"].extend({} for _ in range(1_000_000))
cases["million"] = write("million.vrm", d, rest)
# An A-pose rest: the upper arms turned 40 degrees down (VRM 1.0 faces +Z: the left arm is +X).
d = json.loads(json.dumps(doc))
h = math.radians(40) / 2
d["nodes"][hb["leftUpperArm"]["node"]]["rotation"] = [0, 0, -math.sin(h), math.cos(h)]
d["nodes"][hb["rightUpperArm"]["node"]]["rotation"] = [0, 0, math.sin(h), math.cos(h)]
cases["apose"] = write("apose.vrm", d, rest)

failed = 0


def check(ok, line):
    global failed
    print(("ok   " if ok else "FAIL ") + line)
    failed += 0 if ok else 1


for name, path in cases.items():
    png = os.path.join(tmp, name + ".png")
    run = subprocess.run([binary, "compare", girl, path, "--json", "--png", png], capture_output=True, text=True)
    if run.returncode != 0:
        check(False, f"{name}: exit {run.returncode}: {run.stderr.strip()[:300]}")
        continue
    r = json.loads(run.stdout)
    ranks = {g["platform"]: g["rank"] for g in r["platforms"]}
    why = "; ".join(f"{n['what']}: {n['why']}" for n in r["not_judged"])
    check(all(ranks.values()), f"{name}: ranked {ranks}")
    if name == "apose":
        rp = r["rest_pose"]
        check(rp["status"] == "normalised" and abs(rp["upper_arms_below_horizontal_deg"]["left"] - 40) < 0.5 and not r["not_judged"],
              f"apose: {rp['found']} -> {rp['status']}; segments {len(r['segments'])}")
        check(os.path.exists(png), "apose: the picture is drawn")
        continue
    if name == "missing":
        # Names and the skeleton's shape still find the bones: measured; cluster refuses it.
        check("segments" in r["judged"], f"missing: measured all the same ({len(r['segments'])} segments)")
    else:
        check(bool(r["not_judged"]) and "platforms" in r["judged"], f"{name}: not judged: {why[:240]}")
        check("warning: not judged" in run.stderr, f"{name}: said on stderr too")
    expect = {"plain": "no humanoid", "missing": "cluster", "zero": "no size", "nan": "NaN", "million": "nodes"}[name]
    if name == "missing":
        c = [g for g in r["platforms"] if g["platform"] == "cluster"][0]
        m = [x for x in c["metrics"] if x["metric"] == "missing_required_bones"][0]
        check(m["value"] == 3 and "leftHand" in m["note"], f"missing: cluster names them: {m['note']}")
    else:
        check(expect in why, f"{name}: the reason names it ({expect!r})")
    b = subprocess.run([binary, "budget", path, "--json"], capture_output=True, text=True)
    check(b.returncode == 0 and json.loads(b.stdout)["platforms"], f"{name}: budget ranks too (exit {b.returncode})")

for f in os.listdir(tmp):
    os.remove(os.path.join(tmp, f))
os.rmdir(tmp)
print(f"judge bad input: {failed} failed")
sys.exit(1 if failed else 0)
