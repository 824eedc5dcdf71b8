"""Two readers, one description: every distinct .chr/.mmd/.mtd of the synthetic disc parsed by
the Python that kaitai-struct-compiler generated from dewrip's built-in layouts (as .ksy), and
compared with dewrip's own decode: `dewrip chr info --json` per model, `dewrip report`'s decoded
counts and `dewrip maps --json` per map. Exit 1 on any difference, or when nothing was compared.

usage: compare.py PY_DIR EXTRACT_DIR CHR_INFO_DIR REPORT.json MAPS.json
"""
import json
import os
import sys

py_dir, x_dir, info_dir, report_path, maps_path = sys.argv[1:6]
sys.path.insert(0, py_dir)
from dewrip_chr import DewripChr  # noqa: E402
from dewrip_mmd import DewripMmd  # noqa: E402
from dewrip_mtd import DewripMtd  # noqa: E402

written = json.load(open(os.path.join(x_dir, ".dewrip-extract.json")))
report = json.load(open(report_path))
decoded = {f["index"]: f["decoded"] for f in report["files"]}
maps = {m["index"]: m for m in json.load(open(maps_path))["maps"]}

values = {"chr": 0, "mmd": 0, "mtd": 0}
files = {"chr": 0, "mmd": 0, "mtd": 0}
diffs = []


def eq(fmt, where, what, kaitai, dewrip):
    values[fmt] += 1
    if kaitai != dewrip:
        diffs.append(f"{where}: {what}: kaitai {kaitai!r} != dewrip {dewrip!r}")


def checks(fmt, where, obj):
    """Every `check_<item>` value the .ksy carries must be true where present."""
    for name in dir(obj):
        if name.startswith("check_"):
            v = getattr(obj, name)
            if v is not None:
                eq(fmt, where, name, bool(v), True)


for w in written:
    kind, path, index = w["kind"], os.path.join(x_dir, w["path"]), w["index"]
    where = f"{w['path']} (entry {index})"
    if kind in ("chr", "chr_nomagic"):
        files["chr"] += 1
        k = DewripChr.from_file(path)
        d = json.load(open(os.path.join(info_dir, f"{index}.json")))
        checks("chr", where, k)
        eq("chr", where, "magic", bool(k.has_skeleton), d["magic"])
        if k.has_skeleton:
            skeleton = [
                {"parent": None if n.parent == 0xFF else n.parent, "translation": [n.x, n.y, n.z]}
                for n in k.nodes
            ]
            eq("chr", where, "rotation_entries", len(k.rotations), d["rotation_entries"])
        else:
            skeleton = [{"parent": None, "translation": [0, 0, 0]}]  # one implicit root
        eq("chr", where, "nodes", len(skeleton), d["nodes"])
        for i, (a, b) in enumerate(zip(skeleton, d["skeleton"])):
            eq("chr", where, f"node {i} parent", a["parent"], b["parent"])
            eq("chr", where, f"node {i} translation", a["translation"], b["translation"])
        eq("chr", where, "parts", len(k.parts), d["parts"])
        eq("chr", where, "part_list", [{"node": p.node, "vertices": len(p.vertices_item)} for p in k.parts], d["part_list"])
        eq("chr", where, "file_vertices", sum(p.vertex_count for p in k.parts), d["file_vertices"])
        eq("chr", where, "pool_slots", k.pool_size, d["pool_slots"])
        eq("chr", where, "blocks", len(k.blocks), len(d["blocks"]))
        for i, (a, b) in enumerate(zip(k.blocks, d["blocks"])):
            eq("chr", where, f"block {i} records", a.records, b["records"])
        eq("chr", where, "tiles", len(k.tiles), d["tiles"])
        eq("chr", where, "cluts", len(k.cluts), d["cluts"])
        eq("chr", where, "textures", [{"width": t.width, "height": t.height} for t in k.textures], d["textures"])
        eq("chr", where, "texture blobs", [len(t.texels) for t in k.textures], [t.length for t in k.textures])
        has_face = k.face.texture != 0xFF
        eq("chr", where, "blink_frames", k.face.blink_frames if has_face else None, d["blink_frames"])
        eq("chr", where, "mouth_frames", k.face.mouth_frames if has_face else None, d["mouth_frames"])
        channels = k.channels if k.has_anim else []
        eq("chr", where, "channels", len(channels), d["channels"])
        per_node = {}
        for c in channels:
            per_node[str(c.node)] = per_node.get(str(c.node), 0) + 1
        eq("chr", where, "channels_per_node", per_node, d["channels_per_node"])
        clips = k.clip_table if k.has_anim else []
        eq("chr", where, "clips", len(clips), len(d["clips"]))
        for i, (c, b) in enumerate(zip(clips, d["clips"])):
            eq("chr", where, f"clip {i} ticks", c.clips.ticks, b["ticks"])
            eq("chr", where, f"clip {i} looping", bool(c.clips.flags & 1), b["looping"])
            streams = c.tokens if c.tokens is not None else []
            eq("chr", where, f"clip {i} token bytes", sum(len(s.body) for s in streams), b["stream_bytes"])
    elif kind == "mmd":
        files["mmd"] += 1
        k = DewripMmd.from_file(path)
        d = decoded[index]
        checks("mmd", where, k)
        for p in k.pieces:
            checks("mmd", where, p)
        eq("mmd", where, "pieces", [[len(p.piece_vertices), p.records] for p in k.pieces], d["pieces"])
        eq("mmd", where, "placements", len(k.placements), d["placements"])
        eq("mmd", where, "walk_attributes", k.header.attributes, d["walk_attributes"])
        eq("mmd", where, "walk_vertices", len(k.walk_vertices), d["walk_vertices"])
        eq("mmd", where, "walk_faces", len(k.walk_faces), d["walk_faces"])
        if index in maps:
            m = maps[index]
            eq("mmd", where, "maps: pieces", len(k.pieces), m["pieces"])
            eq("mmd", where, "maps: placements", len(k.placements), m["placements"])
            eq("mmd", where, "maps: walk_faces", len(k.walk_faces), m["walk_faces"])
        eq("mmd", where, "content end", k.end, k.header.length)
    elif kind == "mtd":
        files["mtd"] += 1
        k = DewripMtd.from_file(path)
        d = decoded[index]
        checks("mtd", where, k)
        eq("mtd", where, "cluts", len(k.cluts), d["cluts"])
        eq("mtd", where, "tiles", len(k.tiles), d["tiles"])
        eq("mtd", where, "textures", [[t.width, t.height] for t in k.textures], d["textures"])
        eq("mtd", where, "texture blobs", [len(t.texels) for t in k.textures], [t.length for t in k.textures])

for fmt in ("chr", "mmd", "mtd"):
    print(f"kaitai vs dewrip: {fmt}: {files[fmt]} files, {values[fmt]} values compared")
for d in diffs[:20]:
    print("DIFFERENT:", d)
if diffs:
    print(f"kaitai vs dewrip: {len(diffs)} values differ")
    sys.exit(1)
if min(files.values()) == 0 or min(values.values()) == 0:
    print("kaitai vs dewrip: nothing compared for some format (not_measured) — failing")
    sys.exit(1)
print(f"kaitai vs dewrip: all {sum(values.values())} values of {sum(files.values())} files agree")
