"""Alien maps: .mmd (pieces, placements, walk mesh) + .mtd (CLUTs, tiles by ID, LZ textures)
in two container styles unlike dewrip's mmd.md / mtd.md. Run through tests/alien/gen.py.

Published facts honoured (field notes §4, §10): the S3Extract signatures (.mmd: bytes 3, 5, 7,
9 == 0 and byte 6 == 1; .mtd: u32 @0 == 0 and bytes 15..19 == 01 10 00 01 00), failing every
earlier test; the face records of the characters' dispatch with the same lengths; few pieces
placed many times with 90° rotations; a walk mesh besides the render mesh; tiles by ID in the
.mtd, which precedes its .mmd (an event variant reuses an earlier .mtd).
"""

from __future__ import annotations

import json
import os
import random
import struct
from dataclasses import dataclass

import gen as G

MAP_DIR = os.path.join(G.HERE, "maps")


@dataclass
class Piece:
    verts: list[tuple[int, int, int]]
    records: list[bytes]


@dataclass
class MapGeo:
    pieces: list[Piece]
    placements: list[tuple[int, int, tuple[int, int, int]]]  # piece, quarter turns, position
    walk_verts: list[tuple[int, int, int]]
    walk_faces: list[tuple[int, int, int, int]]  # i0, i1, i2, attribute
    attrs: int


@dataclass
class MapTex:
    tiles: list[tuple[int, int, int, int, int, int, int]]  # id, texture, clut, x, y, w, h
    textures: list[tuple[int, int, bytes]]
    blobs: list[bytes]
    cluts: list[list[int]]


def gen_tex(seed: int, wmult: int) -> MapTex:
    rng = random.Random(seed)
    textures = []
    for _ in range(rng.randint(2, 3)):
        w = rng.randrange(64 // wmult, 256 // wmult + 1) * wmult
        h = rng.choice([64, 128, 256])
        textures.append((w, h, G.pack4(G.texels(rng, w, h))))
    cluts = [G.make_clut(rng) for _ in range(rng.randint(2, 6))]
    ids = sorted(rng.sample(range(1, 250), rng.randint(12, 30)))
    tiles = []
    for i in ids:
        t = rng.randrange(len(textures))
        w, h = textures[t][0], textures[t][1]
        tw, th = rng.randint(8, min(w, 128)), rng.randint(8, min(h, 128))
        x, y = rng.randint(0, min(255, w - tw)), rng.randint(0, min(255, h - th))
        tiles.append((i, t, rng.randrange(len(cluts)), x, y, tw, th))
    rng.shuffle(tiles)
    return MapTex(tiles, textures, [G.lz_compress(t) for _, _, t in textures], cluts)


def gen_geo(seed: int, tex: MapTex, lengths: dict[int, int], kind: str) -> MapGeo:
    rng = random.Random(seed)
    npieces = {"plaza": rng.randint(8, 14), "dungeon": 6, "forest": rng.randint(2, 4)}[kind]
    ids = [t[0] for t in tex.tiles]
    dims = {t[0]: (t[5], t[6]) for t in tex.tiles}
    weights = {1: 0.3, 3: 0.3, 4: 0.3, 5: 0.5, 6: 0.2, 7: 0.5, 8: 0.3, 9: 2.0, 10: 3.0,
               11: 0.2, 12: 0.3, 13: 1.0}
    pieces = []
    for k in range(npieces):
        if kind == "forest" and k == 0:  # the tree
            rings, seg, direction, radius = 5, 8, (0, -2400, 0), 300.0
        elif rng.random() < 0.5:  # a slab of floor or wall
            rings, seg, direction, radius = 2, 4, (0, rng.randint(-200, -40), 0), 700.0
        else:  # a pillar, a crate
            rings, seg = rng.randint(2, 4), rng.randint(4, 8)
            direction, radius = (0, -rng.randint(300, 2000), 0), rng.uniform(100, 500)
        verts = G.ring_vertices(rng, direction, rings, seg, radius)
        part = G.Part(0, 0, verts)
        streams = G.make_part_records(rng, part, rings, seg, ids, dims, len(verts), lengths,
                                      weights)
        pieces.append(Piece(verts, [r for s in streams for r in s]))
    present = {r[0] for p in pieces for r in p.records}
    for t in sorted(set(range(14)) - present):
        fl = {"i": [0, 1, 2, 3][: 4 if t in G.QUADS else 3], "flags": 0, "tile": ids[0],
              "uv": [(0, 0)] * 4, "c": [0x11] * 4, "rgb": [[0x80] * 3] * 4, "base": 0}
        pieces[0].records.append(G.encode_record(t, fl, lengths))
    nplace = {"plaza": npieces, "dungeon": 75, "forest": rng.randint(30, 60)}[kind]
    placements = []
    for k in range(nplace):
        piece = k if kind == "plaza" else (0 if kind == "forest" and rng.random() < 0.8
                                           else rng.randrange(npieces))
        placements.append((piece, rng.randrange(4), (rng.randint(-12, 12) * 512, 0,
                                                     rng.randint(-12, 12) * 512)))
    gx, gz = rng.randint(3, 8), rng.randint(3, 8)
    walk_verts = [(x * 1024 - gx * 512, rng.randint(-40, 40), z * 1024 - gz * 512)
                  for z in range(gz + 1) for x in range(gx + 1)]
    attrs = rng.randint(1, 5)
    walk_faces = []
    for z in range(gz):
        for x in range(gx):
            a = z * (gx + 1) + x
            b, c, d = a + 1, a + gx + 1, a + gx + 2
            at = 0 if rng.random() < 0.7 else rng.randrange(attrs)
            walk_faces += [(a, b, c, at), (b, d, c, at)]
    return MapGeo(pieces, placements, walk_verts, walk_faces, attrs)


def geo_truth(g: MapGeo, pair: str) -> dict:
    faces: dict[int, int] = {}
    tris = 0
    for p in g.pieces:
        for r in p.records:
            faces[r[0]] = faces.get(r[0], 0) + 1
            tris += 0 if r[0] in G.STATES else 2 if r[0] in G.QUADS else 1
    return {
        "pieces": len(g.pieces),
        "placements": len(g.placements),
        "walk_vertices": len(g.walk_verts),
        "walk_faces": len(g.walk_faces),
        "faces_per_type": {str(t): faces[t] for t in sorted(faces)},
        "triangles": tris,
        "piece_list": [{"vertices": len(p.verts), "records": len(p.records)} for p in g.pieces],
        "placement_list": [{"piece": p, "quarter_turns": q, "position": list(xyz)}
                           for p, q, xyz in g.placements],
        "pair": pair,
    }


def tex_truth(t: MapTex) -> dict:
    return {
        "tiles": len(t.tiles),
        "tile_ids": [i for i, *_ in t.tiles],
        "textures": [{"width": w, "height": h} for w, h, _ in t.textures],
        "cluts": len(t.cluts),
    }


# ---- style "mapa" -----------------------------------------------------------------------------
def write_mmd_a(g: MapGeo) -> bytes:
    out = G.W()
    size_at = out.u32(0)
    out.u8(len(g.pieces)); out.u8(0); out.u8(1); out.u8(0)
    out.u32(0x24)
    pt_at, pl_at, wv_at, wf_at = (out.u32(0) for _ in range(4))
    out.u16(len(g.placements)); out.u16(len(g.walk_verts)); out.u16(len(g.walk_faces))
    out.u16(g.attrs)
    out.put32(pt_at, out.pos)
    ents = []
    for p in g.pieces:
        ents.append((out.u32(0), out.u32(0)))
        out.u16(len(p.verts)); out.u16(len(p.records))
        out.u16(max(max(abs(c) for c in v) for v in p.verts)); out.u16(0)
    for (va, so), p in zip(ents, g.pieces):
        out.align(4)
        out.put32(va, out.pos)
        out.svectors(p.verts)
        out.put32(so, out.pos)
        for r in p.records:
            out.raw(r)
    out.align(4)
    out.put32(pl_at, out.pos)
    for piece, q, (x, y, z) in g.placements:
        out.u8(piece); out.u8(q); out.i16(x); out.i16(y); out.i16(z)
    out.put32(wv_at, out.pos)
    for x, y, z in g.walk_verts:
        out.i16(x); out.i16(y); out.i16(z)
    out.align(4)
    out.put32(wf_at, out.pos)
    for a, b, c, at in g.walk_faces:
        out.u16(a); out.u16(b); out.u16(c); out.u8(at); out.u8(0)
    out.put32(size_at, out.pos)
    return bytes(out.b)


def read_mmd_a(data: bytes, name: str, lengths: dict[int, int]):
    r = G.R(data, name)
    npiece = r.u8(4)
    pt, pl, wv, wf = (r.u32(0x0C + 4 * k) for k in range(4))
    nplace, nwv, nwf, attrs = (r.u16(0x1C + 2 * k) for k in range(4))
    starts = {pt, pl, wv, wf, r.u32(0)}
    pieces = []
    for i in range(npiece):
        o = pt + 16 * i
        va, so, nv, nrec = r.u32(o), r.u32(o + 4), r.u16(o + 8), r.u16(o + 10)
        starts |= {va, so}
        verts = r.svectors(va, nv)
        pieces.append((so, Piece(verts, G.walk_stream(r, so, nrec, lengths)[0])))
    placements = [(r.u8(pl + 8 * k), r.u8(pl + 8 * k + 1),
                   (r.i16(pl + 8 * k + 2), r.i16(pl + 8 * k + 4), r.i16(pl + 8 * k + 6)))
                  for k in range(nplace)]
    walk_verts = [(r.i16(wv + 6 * k), r.i16(wv + 6 * k + 2), r.i16(wv + 6 * k + 4))
                  for k in range(nwv)]
    walk_faces = [(r.u16(wf + 8 * k), r.u16(wf + 8 * k + 2), r.u16(wf + 8 * k + 4),
                   r.u8(wf + 8 * k + 6)) for k in range(nwf)]
    return pieces, MapGeo([p for _, p in pieces], placements, walk_verts, walk_faces, attrs), \
        starts


def write_mtd_a(t: MapTex) -> bytes:
    out = G.W()
    out.u32(0); out.u32(len(t.cluts)); tl_at = out.u32(0)
    for k, c in enumerate(t.cluts):
        out.u16(0x100 + 16 * (k % 4)); out.u16(0x1E0 + k); out.u16(16); out.u16(1)
        out.clut(c)
    out.put32(tl_at, out.pos)
    out.u16(len(t.tiles)); out.u16(0)
    for i, tex, clut, x, y, w, h in t.tiles:
        out.raw(bytes([i, tex, clut, 0, x, y, w, h]))
    out.u16(len(t.textures)); out.u16(0)
    for k, ((w, h, _), blob) in enumerate(zip(t.textures, t.blobs)):
        out.u16(0x140 + 64 * k); out.u16(0); out.u16(w); out.u16(h); out.u32(len(blob))
    for blob in t.blobs:
        out.align(4)
        out.raw(blob)
    out.align(4)
    return bytes(out.b)


def read_mtd_a(data: bytes, name: str) -> MapTex:
    r = G.R(data, name)
    nclut, tl = r.u32(4), r.u32(8)
    cluts = [r.clut(12 + 40 * i + 8) for i in range(nclut)]
    tiles = []
    for i in range(r.u16(tl)):
        b = r.bytes(tl + 4 + 8 * i, 8)
        tiles.append((b[0], b[1], b[2], b[4], b[5], b[6], b[7]))
    tx = tl + 4 + 8 * len(tiles)
    heads = [(r.u16(tx + 4 + 12 * i + 4), r.u16(tx + 4 + 12 * i + 6), r.u32(tx + 4 + 12 * i + 8))
             for i in range(r.u16(tx))]
    pos = tx + 4 + 12 * len(heads)
    textures, blobs = [], []
    for w, h, size in heads:
        pos = G.align_up(pos, 4)
        blobs.append(r.bytes(pos, size))
        textures.append((w, h, b""))
        pos += size
    return MapTex(tiles, textures, blobs, cluts)


# ---- style "mapb" -----------------------------------------------------------------------------
def write_mmd_b(g: MapGeo) -> bytes:
    out = G.W()
    out.u32(0x20); out.u16(len(g.placements)); out.u16(1); out.u16(len(g.pieces))
    out.u16(len(g.walk_faces)); out.u16(len(g.walk_verts)); out.u16(g.attrs)
    pl_at, wk_at, vp_at, sa_at = (out.u32(0) for _ in range(4))
    ents = []
    first = 0
    for p in g.pieces:
        out.u16(first); out.u16(len(p.verts)); ents.append(out.u32(0)); out.u16(len(p.records))
        out.u16(sum(len(r) for r in p.records))
        first += len(p.verts)
    out.put32(pl_at, out.pos)
    for piece, q, (x, y, z) in g.placements:
        out.i16(x); out.i16(y); out.i16(z); out.u16(q * 1024); out.u16(piece); out.u16(0)
    out.put32(sa_at, out.pos)
    sa = out.pos
    for at, p in zip(ents, g.pieces):
        out.align(4)
        out.put32(at, out.pos - sa)
        for r in p.records:
            out.raw(r)
    out.align(4)
    out.put32(vp_at, out.pos)
    for p in g.pieces:
        out.svectors(p.verts)
    out.put32(wk_at, out.pos)
    out.svectors(g.walk_verts)
    for a, b, c, at in g.walk_faces:
        out.u8(at); out.u8(0); out.u16(a); out.u16(b); out.u16(c)
    out.align(4)
    return bytes(out.b)


def read_mmd_b(data: bytes, name: str, lengths: dict[int, int]):
    r = G.R(data, name)
    pt, nplace, npiece, nwf, nwv, attrs = r.u32(0), r.u16(4), r.u16(8), r.u16(10), r.u16(12), \
        r.u16(14)
    pl, wk, vp, sa = (r.u32(0x10 + 4 * k) for k in range(4))
    starts = {pt, pl, wk, vp, sa, len(data)}
    pieces = []
    for i in range(npiece):
        o = pt + 12 * i
        first, nv, so, nrec, size = r.u16(o), r.u16(o + 2), sa + r.u32(o + 4), r.u16(o + 8), \
            r.u16(o + 10)
        starts.add(so)
        recs, end = G.walk_stream(r, so, nrec, lengths)
        if end - so != size:
            raise ValueError(f"{name}: piece {i}: stream bytes")
        va = vp + 8 * first
        verts = r.svectors(va, nv)
        pieces.append((so, Piece(verts, recs)))
    placements = []
    for k in range(nplace):
        o = pl + 12 * k
        angle = r.u16(o + 6)
        if angle % 1024:
            raise ValueError(f"{name}: placement {k}: angle {angle} is not a quarter turn")
        placements.append((r.u16(o + 8), angle // 1024, (r.i16(o), r.i16(o + 2), r.i16(o + 4))))
    walk_verts = r.svectors(wk, nwv)
    wf = wk + 8 * nwv
    walk_faces = [(r.u16(wf + 8 * k + 2), r.u16(wf + 8 * k + 4), r.u16(wf + 8 * k + 6),
                   r.u8(wf + 8 * k)) for k in range(nwf)]
    return pieces, MapGeo([p for _, p in pieces], placements, walk_verts, walk_faces, attrs), \
        starts


def write_mtd_b(t: MapTex) -> bytes:
    out = G.W()
    out.u32(0); out.u16(len(t.cluts)); out.u16(len(t.textures))
    for k, c in enumerate(t.cluts):
        out.u32(12 + 32); out.u16(0x200 + 16 * k); out.u16(0x1F8); out.u16(16); out.u16(1)
        out.clut(c)
    for k, ((w, h, _), blob) in enumerate(zip(t.textures, t.blobs)):
        assert w % 4 == 0
        at = out.u32(0); out.u16(0x280 + 64 * k); out.u16(0x100); out.u16(w // 4); out.u16(h)
        out.raw(blob)
        out.align(4)
        out.put32(at, out.pos - at)
    out.u16(len(t.tiles)); out.u16(0)
    for i, tex, clut, x, y, w, h in t.tiles:
        out.u16(i); out.raw(bytes([tex, clut, x, y, w, h]))
    out.align(4)
    return bytes(out.b)


def read_mtd_b(data: bytes, name: str) -> MapTex:
    r = G.R(data, name)
    nclut, ntex = r.u16(4), r.u16(6)
    pos = 8
    cluts = []
    for _ in range(nclut):
        if r.u32(pos) != 44 or r.u16(pos + 8) != 16 or r.u16(pos + 10) != 1:
            raise ValueError(f"{name}: CLUT block @{pos:#x}")
        cluts.append(r.clut(pos + 12))
        pos += 44
    textures, blobs = [], []
    for _ in range(ntex):
        size = r.u32(pos)
        textures.append((4 * r.u16(pos + 8), r.u16(pos + 10), b""))
        blobs.append(r.bytes(pos + 12, size - 12))
        pos += size
    tiles = []
    for i in range(r.u16(pos)):
        o = pos + 4 + 8 * i
        b = r.bytes(o + 2, 6)
        tiles.append((r.u16(o), *b))
    return MapTex(tiles, textures, blobs, cluts)


MAP_STYLES = {"mapa": (write_mmd_a, read_mmd_a, write_mtd_a, read_mtd_a, 2),
              "mapb": (write_mmd_b, read_mmd_b, write_mtd_b, read_mtd_b, 4)}

# file order on "disc": the .mtd precedes its .mmd; an event variant reuses the base's .mtd
MAP_PLAN = [("plaza.mtd", None), ("plaza.mmd", "plaza.mtd"), ("plaza_ev.mmd", "plaza.mtd"),
            ("dungeon.mtd", None), ("dungeon.mmd", "dungeon.mtd"),
            ("forest.mtd", None), ("forest.mmd", "forest.mtd")]


def sniff_mmd(d: bytes) -> list[str]:
    u32 = lambda o: struct.unpack_from("<I", d, o)[0]  # noqa: E731
    errs = []
    if not (d[3] == d[5] == d[7] == d[9] == 0 and d[6] == 1):
        errs.append("fails the .mmd test (bytes 3, 5, 7, 9 == 0, byte 6 == 1)")
    if all(u32(o) == 0 for o in (0, 4, 8, 12)) or u32(0x20) == G.MAGIC or u32(8) == 0x20 or \
            (u32(0) == 0 and (u32(8) == 0x14 or d[15:20] == b"\x01\x10\x00\x01\x00")):
        errs.append("an earlier S3Extract test fires")
    return errs


def sniff_mtd(d: bytes) -> list[str]:
    u32 = lambda o: struct.unpack_from("<I", d, o)[0]  # noqa: E731
    errs = []
    if not (u32(0) == 0 and d[15:20] == b"\x01\x10\x00\x01\x00"):
        errs.append("fails the .mtd test")
    if all(u32(o) == 0 for o in (0, 4, 8, 12)) or u32(0x20) == G.MAGIC or u32(8) in (0x14, 0x20):
        errs.append("an earlier S3Extract test fires")
    return errs


def check_tex(name: str, t: MapTex) -> list[str]:
    errs = []
    for k, ((w, h, _), blob) in enumerate(zip(t.textures, t.blobs)):
        try:
            out, refs, used, tokens = G.lz_decompress(blob)
        except ValueError as e:
            errs.append(f"texture {k}: {e}")
            continue
        if len(out) != w * h // 2 or not 0 <= len(blob) - used <= 3 or any(blob[used:]) or \
                tokens % 8 or not refs:
            errs.append(f"texture {k}: {len(out)} bytes of {w}x{h}, {used}/{len(blob)} used")
    for i, tex, clut, x, y, w, h in t.tiles:
        if tex >= len(t.textures) or clut >= len(t.cluts) or x + w > t.textures[tex][0] or \
                y + h > t.textures[tex][1]:
            errs.append(f"tile {i} outside its texture")
    if len({i for i, *_ in t.tiles}) != len(t.tiles):
        errs.append("tile IDs repeat")
    for c in t.cluts:
        if c[0] != 0 or 0 in c[1:]:
            errs.append("CLUT colour 0 must be 0x0000, the others non-zero")
    return [f"{name}: {e}" for e in errs]


def check_geo(name: str, data: bytes, pieces, g: MapGeo, starts: set[int], tex: MapTex,
              lengths: dict[int, int]) -> list[str]:
    errs = []
    ids = {t[0]: (t[5], t[6]) for t in tex.tiles}
    ordered = sorted(starts)
    for k, (so, p) in enumerate(pieces):
        base = None
        for j, rec in enumerate(p.records):
            f = G.decode_record(rec)
            if len(rec) != lengths[rec[0]] or any(rec[G.BUILTIN_LEN[rec[0]]:]):
                errs.append(f"piece {k} record {j}: length or non-zero tail")
            if f["type"] == 0:
                base = f["base"]
            slots = f.get("abs", [])
            if "i" in f:
                slots = [(base if base is not None else 1 << 20) + i for i in f["i"]]
            if any(s >= len(p.verts) for s in slots):
                errs.append(f"piece {k} record {j}: vertex {slots} >= {len(p.verts)}")
            if "tile" in f:
                if f["tile"] not in ids:
                    errs.append(f"piece {k} record {j}: tile ID {f['tile']} not in the .mtd")
                elif any(u >= ids[f["tile"]][0] or v >= ids[f["tile"]][1]
                         for u, v in f.get("uv", [])):
                    errs.append(f"piece {k} record {j}: uv outside the tile")
        end = so + sum(len(r) for r in p.records)
        nxt = [s for s in ordered if s > so]
        if not nxt or not 0 <= nxt[0] - end <= 3 or any(data[end:nxt[0]]):
            errs.append(f"piece {k}: stream @{so:#x} does not land 0-3 bytes before the next "
                        "structure")
    for k, (piece, q, _) in enumerate(g.placements):
        if piece >= len(g.pieces) or not 0 <= q <= 3:
            errs.append(f"placement {k}: piece {piece}, {q} quarter turns")
    for k, (a, b, c, at) in enumerate(g.walk_faces):
        if max(a, b, c) >= len(g.walk_verts) or at >= g.attrs:
            errs.append(f"walk face {k} out of range")
    return [f"{name}: {e}" for e in errs]


def generate(lengths: dict[int, int]) -> int:
    total = 0
    for style, (wmmd, _, wmtd, _, wmult) in MAP_STYLES.items():
        d = os.path.join(MAP_DIR, style)
        os.makedirs(d, exist_ok=True)
        for old in os.listdir(d):
            os.remove(os.path.join(d, old))
        texs: dict[str, MapTex] = {}
        for name, pair in MAP_PLAN:
            seed = G.seed_of(f"maps/{style}/{name}")
            if pair is None:
                t = gen_tex(seed, wmult)
                texs[name] = t
                data, truth = wmtd(t), tex_truth(t)
            else:
                kind = name.split(".")[0].split("_")[0]
                g = gen_geo(seed, texs[pair], lengths, kind)
                data, truth = wmmd(g), geo_truth(g, pair)
            with open(os.path.join(d, name), "wb") as f:
                f.write(data)
            with open(os.path.join(d, name + ".truth.json"), "w") as f:
                f.write(json.dumps(truth, indent=1) + "\n")
            total += len(data)
    return total


def check(lengths: dict[int, int]) -> tuple[int, list[str]]:
    errs: list[str] = []
    files = 0
    for style, (_, rmmd, _, rmtd, _) in MAP_STYLES.items():
        d = os.path.join(MAP_DIR, style)
        texs: dict[str, MapTex] = {}
        for name, pair in MAP_PLAN:
            label = f"maps/{style}/{name}"
            with open(os.path.join(d, name), "rb") as f:
                data = f.read()
            with open(os.path.join(d, name + ".truth.json")) as f:
                truth = json.load(f)
            files += 1
            try:
                if pair is None:
                    errs += [f"{label}: {e}" for e in sniff_mtd(data)]
                    t = rmtd(data, label)
                    for k, blob in enumerate(t.blobs):
                        w, h, _ = t.textures[k]
                        t.textures[k] = (w, h, G.lz_decompress(blob)[0])
                    texs[name] = t
                    got = tex_truth(t)
                    errs += check_tex(label, t)
                else:
                    errs += [f"{label}: {e}" for e in sniff_mmd(data)]
                    pieces, g, starts = rmmd(data, label, lengths)
                    got = geo_truth(g, pair)
                    errs += check_geo(label, data, pieces, g, starts, texs[pair], lengths)
            except (ValueError, KeyError, IndexError, struct.error) as e:
                errs.append(f"{label}: the {style} reader failed: {e}")
                continue
            for k in truth:
                if got.get(k) != truth[k]:
                    errs.append(f"{label}: {k}: file says {str(got.get(k))[:120]}, "
                                f"truth {str(truth[k])[:120]}")
    return files, errs


def selftest(lengths: dict[int, int]) -> int:
    """A wrong record length must be caught in every map style."""
    bad = 0
    for t in (9, 10):
        wrong = dict(lengths)
        wrong[t] += 1
        _, errs = check(wrong)
        for style in MAP_STYLES:
            if not any(e.startswith(f"maps/{style}/") and ".mmd" in e for e in errs):
                print(f"maps/{style}: length of type {t} + 1 was not caught")
                bad += 1
    return bad
