#!/usr/bin/env python3
"""A second blind alien corpus: .chr files in five moderate container styles, each a plain
container with one or two departures a 1999 PS1 engine plausibly makes, written without reading
dewrip's inference, its container crate or its layout docs (tests/alien-blind2/README.md).

    python3 tests/alien-blind2/blind2.py             # regenerate (the same bytes every run)
    python3 tests/alien-blind2/blind2.py --check     # re-read every file with its style's reader
    python3 tests/alien-blind2/blind2.py --selftest  # the check must catch a wrong length/truth

The content (skeletons, parts, pool, face records, textures, LZ, clips, truth, the checks) is
tests/alien/gen.py's, imported, with gen.py's own token codecs (B, C, D, E); only the containers
and the record-length table are this file's. Python 3.11, standard library only.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "alien"))
import gen as G  # noqa: E402

MAGIC = G.MAGIC

# Record lengths: the published 0 -> 3, 9 -> 12, 13 -> 21 kept; the others chosen here, each
# >= the built-in layout's length (G.BUILTIN_LEN) and different in every unpublished entry from
# tests/alien's, tests/alien-holdout's and tests/alien-blind's tables.
LENGTHS = {0: 3, 1: 7, 2: 10, 3: 10, 4: 12, 5: 11, 6: 14, 7: 16, 8: 18, 9: 12, 10: 20, 11: 20,
           12: 24, 13: 21}
assert all(LENGTHS[t] >= G.BUILTIN_LEN[t] for t in range(14))
_OTHERS = [
    {1: 4, 2: 8, 3: 8, 4: 8, 5: 10, 6: 12, 7: 12, 8: 16, 10: 16, 11: 16, 12: 20},  # alien
    {1: 6, 2: 6, 3: 8, 4: 10, 5: 12, 6: 10, 7: 14, 8: 14, 10: 16, 11: 18, 12: 18},  # holdout
    {1: 5, 2: 7, 3: 7, 4: 9, 5: 9, 6: 11, 7: 13, 8: 15, 10: 15, 11: 17, 12: 19},  # blind
]
assert all(LENGTHS[t] != o[t] for o in _OTHERS for t in o)

SECTOR = 0x800


# --------------------------------------------------------------------------------------------
# Shared helpers
# --------------------------------------------------------------------------------------------
def part_bytes(p: G.Part) -> bytes:
    """A part's records, its sub-streams back to back (each begins with its type-0 base)."""
    return b"".join(r for s in p.streams for r in s)


def part_records(p: G.Part) -> int:
    return sum(len(s) for s in p.streams)


def rot_index(m: G.Model) -> dict[int, int]:
    return {n: k for k, (n, _, _, _) in enumerate(m.rots)}


def words(v: int) -> int:
    assert v % 4 == 0, v
    return v // 4


def u16_ok(v: int) -> int:
    assert 0 <= v < 0x10000, v
    return v


def u8_ok(v: int) -> int:
    assert 0 <= v < 0x100, v
    return v


def flags_of(m: G.Model) -> int:
    """bit 0 skeleton, bit 1 face, bit 2 motion."""
    return (1 if m.skeletal else 0) | (2 if m.face else 0) | (4 if m.clips else 0)


def face16(f: G.Face) -> bytes:
    """16-byte face descriptor used by every style here: u8 face, blink, mouth texture, blink
    frames, mouth frames, 0, eye x y w h, mouth x y w h, u16 0 (tests/alien's form A)."""
    return G.face_bytes_a(f)


def normals(verts: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Per-vertex normals (1.3.12 fixed point) pointing away from the part's centroid."""
    n = len(verts)
    cx, cy, cz = (sum(v[k] for v in verts) / n for k in range(3))
    out = []
    for x, y, z in verts:
        d = (x - cx, y - cy, z - cz)
        ln = math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2])
        out.append((0, -4096, 0) if ln < 1e-6 else tuple(G.clamp16(c / ln * 4096) for c in d))
    return out


def read_nodes8(r: G.R, at: int, n: int, parent_at: int, xyz_at: int) -> list:
    """8-byte nodes with an i16 parent (-1 root) and i16 x, y, z."""
    out = []
    for i in range(n):
        o = at + 8 * i
        par = r.i16(o + parent_at)
        out.append((None if par < 0 else par,
                    (r.i16(o + xyz_at), r.i16(o + xyz_at + 2), r.i16(o + xyz_at + 4))))
    return out


# ============================================================================================
# Style "wordhdr" (family 1): a plain section table whose header offsets are in 4-byte words.
# Inside sections every pointer is an ordinary byte offset from its section.
# ============================================================================================
def write_wordhdr(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = geo = image = motion = face = 0
    if m.skeletal:
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes)); w.u16(len(m.rots))
        for par, t in m.nodes:
            for c in t:
                w.i16(c)
            w.i16(-1 if par is None else par)
        for n, rx, ry, rz in m.rots:
            w.u16(n); w.i16(rx); w.i16(ry); w.i16(rz)
    w.align(4)
    geo = w.u16(len(m.parts))
    w.u16(m.pool_size)
    hdr = w.pos
    w.raw(bytes(12))  # vertex data offset, stream data offset, 0
    ptab = w.pos
    w.raw(bytes(16 * len(m.parts)))
    w.align(4)
    sdata = w.pos
    soffs = []
    for p in m.parts:
        w.align(4)
        soffs.append(w.raw(part_bytes(p)) - sdata)
    w.align(4)
    vdata = w.pos
    for k, p in enumerate(m.parts):
        vo = w.svectors(p.verts) - vdata
        struct.pack_into("<HHHHII", w.b, ptab + 16 * k, p.node, p.base, len(p.verts),
                         part_records(p), vo, soffs[k])
    struct.pack_into("<III", w.b, hdr, vdata - geo, sdata - geo, 0)
    # image: header, tiles, CLUTs, texture headers, blobs (pointers from the image section)
    w.align(4)
    image = w.u16(len(m.tiles))
    w.u16(len(m.cluts)); w.u16(len(m.textures)); w.u16(0)
    ih = w.pos
    w.raw(bytes(16))
    tt = w.pos
    for tex, clut, x, y, tw, th in m.tiles:
        w.u8(tex); w.u8(clut); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th))
        w.u16(0)
    ct = w.pos
    for c in m.cluts:
        w.clut(c)
    xt = w.pos
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<HHII", w.b, xt + 12 * k, tw, th, bo - image, len(blob))
    struct.pack_into("<IIII", w.b, ih, tt - image, ct - image, xt - image, 0)
    w.align(4)
    if m.face:
        face = w.raw(face16(m.face))
    if m.clips:
        c = len(m.channels)
        w.align(4)
        motion = w.u16(c)
        w.u16(len(m.clips))
        for n, comp in m.channels:
            w.u8(n); w.u8(comp)
        w.align(4)
        ctab = w.pos
        w.raw(bytes(8 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            struct.pack_into("<IHH", w.b, ctab + 8 * ci, w.pos - motion, clip.ticks,
                             1 if clip.loop else 0)
            enc = G.clip_streams(G.CODEC_B, clip)
            for v in clip.init:
                w.i16(v)
            for e in enc:
                w.u16(len(e))
            for e in enc:
                w.raw(e)
    w.align(4)
    struct.pack_into("<IHHIIIIII", w.b, 0, words(w.pos), flags_of(m), 5, 0x20,
                     words(skel), words(geo), words(image), words(motion), words(face))
    note = ("wordhdr: header (u32 file size in words, u16 flags, u16 5, u32 0x20, then u32 WORD "
            "offsets of skeleton, geometry, image, motion, face); inside sections byte offsets "
            "from the section; nodes (i16 xyz, i16 parent -1); motion codec B")
    return bytes(w.b), note


def read_wordhdr(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    size_w, flags, nslots, hsize, skel_w, geo_w, image_w, motion_w, face_w = \
        struct.unpack_from("<IHHIIIIII", data, 0)
    if 4 * size_w != len(data) or hsize != 0x20 or nslots != 5:
        raise ValueError(f"{name}: header ({size_w:#x} words, {hsize:#x}, {nslots})")
    skel, geo, image, motion, face_at = (4 * v for v in (skel_w, geo_w, image_w, motion_w,
                                                         face_w))
    starts = {0, geo, image}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = read_nodes8(r, skel + 8, nn, 6, 0)
    nparts, pool = r.u16(geo), r.u16(geo + 2)
    vdata, sdata = geo + r.u32(geo + 4), geo + r.u32(geo + 8)
    starts |= {vdata, sdata, geo + 16}
    parts, streams = [], []
    for k in range(nparts):
        node, base, nv, nr, vo, so = struct.unpack_from("<HHHHII", data, geo + 16 + 16 * k)
        starts |= {vdata + vo, sdata + so}
        parts.append((node, base, r.svectors(vdata + vo, nv)))
        recs, _ = G.walk_stream(r, sdata + so, nr, lengths)
        streams.append((sdata + so, recs))
    ntiles, ncluts, ntex = r.u16(image), r.u16(image + 2), r.u16(image + 4)
    tt, ct, xt = (image + r.u32(image + 8 + 4 * k) for k in range(3))
    starts |= {tt, ct, xt}
    tiles = [tuple(r.u8(tt + 8 * k + j) for j in range(6)) for k in range(ntiles)]
    cluts = [r.clut(ct + 32 * j) for j in range(ncluts)]
    textures = []
    for k in range(ntex):
        tw, th, bo, bl = struct.unpack_from("<HHII", data, xt + 12 * k)
        starts.add(image + bo)
        textures.append((tw, th, r.bytes(image + bo, bl)))
    face = None
    if face_at:
        starts.add(face_at)
        face = G.face_from_a(r.bytes(face_at, 16))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        c, nclips = r.u16(motion), r.u16(motion + 2)
        channels = [(r.u8(motion + 4 + 2 * k), r.u8(motion + 5 + 2 * k)) for k in range(c)]
        ctab = G.align_up(motion + 4 + 2 * c, 4)
        for ci in range(nclips):
            co, ticks, loop = struct.unpack_from("<IHH", data, ctab + 8 * ci)
            cs = motion + co
            starts.add(cs)
            init = [r.i16(cs + 2 * k) for k in range(c)]
            pos = cs + 4 * c
            toks = []
            for k in range(c):
                ln = r.u16(cs + 2 * c + 2 * k)
                t, end = G.CODEC_B.decode(data, pos)
                if end - pos != ln:
                    raise ValueError(f"{name}: clip {ci} channel {k}: {end - pos} bytes, "
                                     f"table says {ln}")
                toks.append(t)
                pos = end
            clips.append((ticks, bool(loop), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "minus1" (family 2): a plain file-offset header; node, part, vertex and record counts
# stored minus one.
# ============================================================================================
def write_minus1(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = motion = 0
    if m.skeletal:
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes) - 1); w.u16(len(m.rots))
        for par, t in m.nodes:
            w.i16(-1 if par is None else par)
            for c in t:
                w.i16(c)
        for n, rx, ry, rz in m.rots:
            w.i16(rx); w.i16(ry); w.i16(rz); w.u16(n)
    w.align(4)
    geo = w.u16(len(m.parts) - 1)
    w.u16(m.pool_size)
    ptab = w.pos
    w.raw(bytes(16 * len(m.parts)))
    voffs = [w.svectors(p.verts) - geo for p in m.parts]
    for k, p in enumerate(m.parts):
        w.align(4)
        so = w.raw(part_bytes(p)) - geo
        struct.pack_into("<HHHHII", w.b, ptab + 16 * k, p.node, p.base, len(p.verts) - 1,
                         part_records(p) - 1, voffs[k], so)
    w.align(4)
    tex = w.u16(len(m.textures))
    w.u16(1 if m.face else 0)
    if m.face:
        w.raw(face16(m.face))
    hdr = w.pos
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<IHHI", w.b, hdr + 12 * k, bo, tw, th, len(blob))
    w.align(4)
    tiles = w.u16(len(m.tiles))
    w.u16(0)
    for t, clut, x, y, tw, th in m.tiles:
        w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th)); w.u8(t); w.u8(clut)
        w.u16(0)
    cl = w.u16(len(m.cluts))
    w.u16(0)
    for c in m.cluts:
        w.clut(c)
    if m.clips:
        c = len(m.channels)
        motion = w.u16(len(m.clips))
        w.u16(c)
        for n, comp in m.channels:
            w.u8(n); w.u8(comp)
        w.align(4)
        offs = w.pos
        w.raw(bytes(4 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            cs = w.pos
            w.put32(offs + 4 * ci, cs - motion)
            w.u16(clip.ticks); w.u16(1 if clip.loop else 0)
            tab = w.pos
            w.raw(bytes(4 * c))
            for k, e in enumerate(G.clip_streams(G.CODEC_C, clip)):
                struct.pack_into("<hH", w.b, tab + 4 * k, clip.init[k], u16_ok(w.pos - cs))
                w.raw(e)
    w.align(4)
    struct.pack_into("<HHIIIIIII", w.b, 0, 0x0102, flags_of(m), skel, geo, tex, tiles, cl,
                     motion, w.pos)
    note = ("minus1: header (u16 0x102, u16 flags, u32 file offsets of skeleton, geometry, "
            "textures, tiles, CLUTs, motion, u32 file size); node, part, vertex and record "
            "counts stored MINUS ONE; nodes (i16 parent -1, i16 xyz); motion codec C")
    return bytes(w.b), note


def read_minus1(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    ver, flags, skel, geo, tex, tiles_at, cl, motion, size = struct.unpack_from("<HHIIIIIII",
                                                                             data, 0)
    if ver != 0x0102 or size != len(data):
        raise ValueError(f"{name}: version {ver:#x}, size {size:#x}")
    starts = {0, geo, tex, tiles_at, cl}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        nn, rot_count = r.u16(skel + 4) + 1, r.u16(skel + 6)
        nodes = read_nodes8(r, skel + 8, nn, 0, 2)
    nparts, pool = r.u16(geo) + 1, r.u16(geo + 2)
    parts, streams = [], []
    for k in range(nparts):
        node, base, nv, nr, vo, so = struct.unpack_from("<HHHHII", data, geo + 4 + 16 * k)
        starts |= {geo + vo, geo + so}
        parts.append((node, base, r.svectors(geo + vo, nv + 1)))
        recs, _ = G.walk_stream(r, geo + so, nr + 1, lengths)
        streams.append((geo + so, recs))
    ntex, has_face = r.u16(tex), r.u16(tex + 2)
    face = None
    hdr = tex + 4
    if has_face:
        face = G.face_from_a(r.bytes(hdr, 16))
        hdr += 16
    textures = []
    for k in range(ntex):
        bo, tw, th, bl = struct.unpack_from("<IHHI", data, hdr + 12 * k)
        starts.add(bo)
        textures.append((tw, th, r.bytes(bo, bl)))
    tiles = []
    for k in range(r.u16(tiles_at)):
        t = tiles_at + 4 + 8 * k
        tiles.append((r.u8(t + 4), r.u8(t + 5), r.u8(t), r.u8(t + 1), r.u8(t + 2), r.u8(t + 3)))
    cluts = [r.clut(cl + 4 + 32 * j) for j in range(r.u16(cl))]
    channels, clips = [], []
    if motion:
        starts.add(motion)
        nclips, c = r.u16(motion), r.u16(motion + 2)
        channels = [(r.u8(motion + 4 + 2 * k), r.u8(motion + 5 + 2 * k)) for k in range(c)]
        offs = G.align_up(motion + 4 + 2 * c, 4)
        for ci in range(nclips):
            cs = motion + r.u32(offs + 4 * ci)
            starts.add(cs)
            init = [r.i16(cs + 4 + 4 * k) for k in range(c)]
            toks = [G.CODEC_C.decode(data, cs + r.u16(cs + 6 + 4 * k))[0] for k in range(c)]
            clips.append((r.u16(cs), bool(r.u16(cs + 2)), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "nodeparts" (family 3): no part table; each node entry carries parent, translation and
# its part (pool base, vertex count, vertex offset, stream offset, record count; zeros for a
# node without geometry), so the parts are the nodes with geometry, in node order.
# ============================================================================================
def one_part_per_node(m: G.Model) -> None:
    """Makes the content fit a node-carries-its-part container: parts in node order, two parts
    of one node (the humanoid head and face; a prop's pieces) merged into one. The merged part
    writes the first part's vertices up to where the second one's base begins, then the
    second's: the same pool after the last write, the same pool size."""
    out: list[G.Part] = []
    for p in sorted(m.parts, key=lambda p: (p.node, p.base)):
        if out and out[-1].node == p.node:
            q = out[-1]
            assert q.base <= p.base <= q.base + len(q.verts) <= p.base + len(p.verts), \
                (q.base, len(q.verts), p.base, len(p.verts))
            out[-1] = G.Part(q.node, q.base, q.verts[:p.base - q.base] + list(p.verts),
                             q.streams + p.streams)
        else:
            out.append(G.Part(p.node, p.base, list(p.verts), list(p.streams)))
    m.parts = out
    assert m.pool_size == max(p.base + len(p.verts) for p in out)


NODEPART = "<hhhhHHIIHH"  # 24 bytes


def write_nodeparts(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    one_part_per_node(m)
    w = G.W()
    w.raw(bytes(0x20))
    rix = rot_index(m)
    nt = w.u32(MAGIC if m.skeletal else 0)
    w.u16(len(m.nodes)); w.u16(len(m.rots)); w.u16(m.pool_size); w.u16(0)
    table = w.pos
    w.raw(bytes(24 * len(m.nodes)))
    for n, rx, ry, rz in m.rots:
        w.i16(rx); w.i16(ry); w.i16(rz); w.u16(0)
    by_node = {p.node: p for p in m.parts}
    assert len(by_node) == len(m.parts)
    geo: dict[int, tuple[int, int]] = {}
    for p in m.parts:
        w.align(4)
        va = w.svectors(p.verts)
        so = w.raw(part_bytes(p))
        geo[p.node] = (va, so)
    for i, (par, t) in enumerate(m.nodes):
        p = by_node.get(i)
        base, nv, va, so, nr = (p.base, len(p.verts), *geo[i], part_records(p)) if p else \
            (0, 0, 0, 0, 0)
        struct.pack_into(NODEPART, w.b, table + 24 * i, -1 if par is None else par, *t, base,
                         nv, va, so, nr, rix.get(i, 0xFFFF))
    w.align(4)
    tiles = w.u16(len(m.tiles))
    w.u16(0)
    for tex, clut, x, y, tw, th in m.tiles:
        w.u8(tex); w.u8(clut); w.u16(0); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw))
        w.u8(u8_ok(th))
    cl = w.u32(len(m.cluts))
    for c in m.cluts:
        w.clut(c)
    tex = w.u32(len(m.textures))
    hdr = w.pos
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<HHII", w.b, hdr + 12 * k, tw, th, bo, len(blob))
    w.align(4)
    face = w.raw(face16(m.face)) if m.face else 0
    motion = 0
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        w.u16(len(m.clips))
        for n, comp in m.channels:
            w.u16(n); w.u16(comp)
        ctab = w.pos
        w.raw(bytes(8 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            cs = w.pos
            struct.pack_into("<IHH", w.b, ctab + 8 * ci, cs - motion, clip.ticks,
                             1 if clip.loop else 0)
            for v in clip.init:
                w.i16(v)
            so = w.pos
            w.raw(bytes(2 * c))
            for k, e in enumerate(G.clip_streams(G.CODEC_D, clip)):
                w.put16(so + 2 * k, u16_ok(w.pos - cs))
                w.raw(e)
    w.align(4)
    struct.pack_into("<HHIIIIIII", w.b, 0, flags_of(m), 0x0100, w.pos, nt, tiles, cl, tex,
                     face, motion)
    note = ("nodeparts: header (u16 flags, u16 0x100, u32 size, file offsets of node table "
            "(0x20), tiles, CLUTs, textures, face, motion); NO PART TABLE: 24-byte node "
            "entries (i16 parent -1, i16 xyz, u16 pool base, u16 vertex count, u32 vertex "
            "offset, u32 stream offset, u16 records, u16 rotation index 0xFFFF), zeros for a "
            "node without geometry; a node's two parts merged; motion codec D")
    return bytes(w.b), note


def read_nodeparts(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    flags, ver, size, nt, tiles_at, cl, tex, face_at, motion = struct.unpack_from("<HHIIIIIII",
                                                                               data, 0)
    if ver != 0x0100 or size != len(data) or nt != 0x20:
        raise ValueError(f"{name}: header ({ver:#x}, {size:#x}, {nt:#x})")
    starts = {0, nt, tiles_at, cl, tex}
    nn, rot_count, pool = r.u16(nt + 4), r.u16(nt + 6), r.u16(nt + 8)
    skeletal = r.u32(nt) == MAGIC
    nodes, parts, streams = [], [], []
    for i in range(nn):
        par, x, y, z, base, nv, va, so, nr, _ = struct.unpack_from(NODEPART, data,
                                                                    nt + 12 + 24 * i)
        nodes.append((None if par < 0 else par, (x, y, z)))
        if nv:
            starts |= {va, so}
            parts.append((i, base, r.svectors(va, nv)))
            recs, _ = G.walk_stream(r, so, nr, lengths)
            streams.append((so, recs))
    starts.add(nt + 12 + 24 * nn)
    if not skeletal and (nn != 1 or rot_count):
        raise ValueError(f"{name}: magic-less with {nn} nodes")
    tiles = []
    for k in range(r.u16(tiles_at)):
        t = tiles_at + 4 + 8 * k
        tiles.append((r.u8(t), r.u8(t + 1), r.u8(t + 4), r.u8(t + 5), r.u8(t + 6), r.u8(t + 7)))
    cluts = [r.clut(cl + 4 + 32 * j) for j in range(r.u32(cl))]
    textures = []
    for k in range(r.u32(tex)):
        tw, th, bo, bl = struct.unpack_from("<HHII", data, tex + 4 + 12 * k)
        starts.add(bo)
        textures.append((tw, th, r.bytes(bo, bl)))
    face = None
    if face_at:
        starts.add(face_at)
        face = G.face_from_a(r.bytes(face_at, 16))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        c, nclips = r.u16(motion), r.u16(motion + 2)
        channels = [(r.u16(motion + 4 + 4 * k), r.u16(motion + 6 + 4 * k)) for k in range(c)]
        ctab = motion + 4 + 4 * c
        for ci in range(nclips):
            co, ticks, loop = struct.unpack_from("<IHH", data, ctab + 8 * ci)
            cs = motion + co
            starts.add(cs)
            init = [r.i16(cs + 2 * k) for k in range(c)]
            toks = [G.CODEC_D.decode(data, cs + r.u16(cs + 2 * c + 2 * k))[0] for k in range(c)]
            clips.append((ticks, bool(loop), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "tmdobj" (families 4 and 6): the geometry a TMD-like object table (vert_top, n_vert,
# normal_top, n_normal, primitive_top, n_primitive, scale; tops from the object table) whose
# spare scale word holds u16 node, u16 pool base; textures as VRAM rectangles (x, y, width in
# 16-bit units = texels / 4, height, CLUT x, y), tiles naming a texture by index.
# ============================================================================================
VRAM_TEX_X, VRAM_CLUT_X, VRAM_CLUT_Y = 512, 0, 484


def write_tmdobj(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = motion = 0
    if m.skeletal:
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes)); w.u16(len(m.rots))
        for par, t in m.nodes:
            for c in t:
                w.i16(c)
            w.i16(-1 if par is None else par)
        for n, rx, ry, rz in m.rots:
            w.u16(n); w.i16(rx); w.i16(ry); w.i16(rz)
    w.align(4)
    tmd = w.u32(0x41)
    w.u32(0)
    w.u32(len(m.parts))
    table = w.pos
    w.raw(bytes(28 * len(m.parts)))
    prim, vert, norm = [], [], []
    for p in m.parts:  # every object's primitives, then every vertex array, then the normals
        w.align(4)
        prim.append(w.raw(part_bytes(p)))
    w.align(4)
    for p in m.parts:
        vert.append(w.svectors(p.verts))
    for p in m.parts:
        norm.append(w.svectors(normals(p.verts)))
    for k, p in enumerate(m.parts):
        struct.pack_into("<IIIIIIHH", w.b, table + 28 * k, vert[k] - table, len(p.verts),
                         norm[k] - table, len(p.verts), prim[k] - table, part_records(p),
                         p.node, p.base)
    tiles = w.u16(len(m.tiles))
    w.u16(1 if m.face else 0)
    for tex, clut, x, y, tw, th in m.tiles:
        w.u8(tex); w.u8(clut); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th))
        w.u16(0)
    if m.face:
        w.raw(face16(m.face))
    cl = w.u16(len(m.cluts))
    w.u16(0); w.u16(VRAM_CLUT_X); w.u16(VRAM_CLUT_Y)  # CLUT j at (x + 16 j, y)
    for c in m.cluts:
        w.clut(c)
    tex = w.u16(len(m.textures))
    w.u16(0)
    hdr = w.pos
    w.raw(bytes(20 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        assert tw % 4 == 0 and k < 8
        w.align(4)
        bo = w.raw(blob)
        clut = next((t[1] for t in m.tiles if t[0] == k), 0)  # the CLUT its first tile uses
        struct.pack_into("<HHHHHHII", w.b, hdr + 20 * k, VRAM_TEX_X + 64 * k, 0, tw // 4, th,
                         VRAM_CLUT_X + 16 * clut, VRAM_CLUT_Y, bo, len(blob))
    w.align(4)
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        w.u16(len(m.clips))
        for n, comp in m.channels:
            w.u8(n); w.u8(comp)
        w.align(4)
        offs = w.pos
        w.raw(bytes(4 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            cs = w.pos
            w.put32(offs + 4 * ci, cs - motion)
            w.u16(clip.ticks); w.u16(1 if clip.loop else 0)
            for v in clip.init:
                w.i16(v)
            so = w.pos
            w.raw(bytes(2 * c))
            for k, e in enumerate(G.clip_streams(G.CODEC_E, clip)):
                w.put16(so + 2 * k, u16_ok(w.pos - cs))
                w.raw(e)
        w.align(4)
    struct.pack_into("<IHHIIIIII", w.b, 0, w.pos, flags_of(m), 2, tmd, skel, tiles, cl, tex,
                     motion)
    note = ("tmdobj: header (u32 size, u16 flags, u16 2, file offsets of TMD (@8), skeleton, "
            "tiles (+face), CLUTs, textures, motion); TMD 0x41 with 28-byte objects (tops from "
            "the object table) whose scale word holds u16 node, u16 pool base; primitives, "
            "then vertices, then normals; textures as VRAM rectangles (x, y, w/4, h, CLUT x, "
            "y, blob offset, size); tiles by texture index; motion codec E")
    return bytes(w.b), note


def read_tmdobj(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    size, flags, ver, tmd, skel, tiles_at, cl, tex, motion = struct.unpack_from("<IHHIIIIII",
                                                                              data, 0)
    if size != len(data) or ver != 2 or r.u32(tmd) != 0x41:
        raise ValueError(f"{name}: header ({size:#x}, {ver}, TMD @{tmd:#x})")
    starts = {0, tmd, tiles_at, cl, tex}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = read_nodes8(r, skel + 8, nn, 6, 0)
    nobj = r.u32(tmd + 8)
    table = tmd + 12
    parts, streams, pool = [], [], 0
    for k in range(nobj):
        vt, nv, nt, nn_, pt, npr, node, base = struct.unpack_from("<IIIIIIHH", data,
                                                                  table + 28 * k)
        starts |= {table + vt, table + nt, table + pt}
        r.svectors(table + nt, nn_)
        parts.append((node, base, r.svectors(table + vt, nv)))
        recs, _ = G.walk_stream(r, table + pt, npr, lengths)
        streams.append((table + pt, recs))
        pool = max(pool, base + nv)  # no pool size field: the highest slot written + 1
    ntiles, has_face = r.u16(tiles_at), r.u16(tiles_at + 2)
    tiles = [tuple(r.u8(tiles_at + 4 + 8 * k + j) for j in range(6)) for k in range(ntiles)]
    face = None
    if has_face:
        starts.add(tiles_at + 4 + 8 * ntiles)
        face = G.face_from_a(r.bytes(tiles_at + 4 + 8 * ntiles, 16))
    ncl, cx, cy = r.u16(cl), r.u16(cl + 4), r.u16(cl + 6)
    cluts = [r.clut(cl + 8 + 32 * j) for j in range(ncl)]
    textures = []
    for k in range(r.u16(tex)):
        vx, vy, wv, th, tcx, tcy, bo, bl = struct.unpack_from("<HHHHHHII", data,
                                                             tex + 4 + 20 * k)
        if tcy != cy or (tcx - cx) % 16 or not 0 <= (tcx - cx) // 16 < ncl:
            raise ValueError(f"{name}: texture {k}: CLUT at ({tcx}, {tcy})")
        starts.add(bo)
        textures.append((4 * wv, th, r.bytes(bo, bl)))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        c, nclips = r.u16(motion), r.u16(motion + 2)
        channels = [(r.u8(motion + 4 + 2 * k), r.u8(motion + 5 + 2 * k)) for k in range(c)]
        offs = G.align_up(motion + 4 + 2 * c, 4)
        for ci in range(nclips):
            cs = motion + r.u32(offs + 4 * ci)
            starts.add(cs)
            init = [r.i16(cs + 4 + 2 * k) for k in range(c)]
            toks = [G.CODEC_E.decode(data, cs + r.u16(cs + 4 + 2 * c + 2 * k))[0]
                    for k in range(c)]
            clips.append((r.u16(cs), bool(r.u16(cs + 2)), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "cdsectors" (families 5 and 7): the skeleton after a 0x20-byte header, every other
# section at a multiple of 0x800 (a CD sector) with zero fill, the file a whole number of
# sectors; the animation with one (node, component) table per clip and its streams addressed
# by u32 offsets from the file's start.
# ============================================================================================
def write_cdsectors(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))

    def sector() -> int:
        while w.pos % SECTOR:
            w.b.append(0)
        return w.pos

    skel = motion = 0
    rix = rot_index(m)
    if m.skeletal:
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes)); w.u16(len(m.rots))
        for i, (par, t) in enumerate(m.nodes):
            w.u8(0xFF if par is None else par); w.u8(rix.get(i, 0xFF))
            for c in t:
                w.i16(c)
        for n, rx, ry, rz in m.rots:
            w.i16(rx); w.i16(ry); w.i16(rz); w.u16(0)
        geo = sector()
    else:
        geo = w.pos  # 0x20: u32 @8 = 0x20 in a prop
    blocks = [(k, s) for k, p in enumerate(m.parts) for s in p.streams]
    w.u16(len(m.parts)); w.u16(m.pool_size); w.u16(len(blocks)); w.u16(0)
    ptab = w.pos
    w.raw(bytes(16 * len(m.parts)))
    btab = w.pos
    w.raw(bytes(8 * len(blocks)))
    for b, (_, s) in enumerate(blocks):
        w.align(4)
        so = w.raw(b"".join(s))
        struct.pack_into("<IHH", w.b, btab + 8 * b, so - geo, len(s), 0)
    w.align(4)
    first = 0
    for k, p in enumerate(m.parts):
        va = w.svectors(p.verts)
        struct.pack_into("<HHHHHHI", w.b, ptab + 16 * k, p.node, p.base, len(p.verts), first,
                         len(p.streams), 0, va - geo)
        first += len(p.streams)
    image = sector()
    w.u16(len(m.tiles)); w.u16(len(m.cluts)); w.u16(len(m.textures))
    w.u16(1 if m.face else 0)
    if m.face:
        w.raw(face16(m.face))
    for tex, clut, x, y, tw, th in m.tiles:
        w.u8(clut); w.u8(tex); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th))
        w.u16(0)
    for c in m.cluts:
        w.clut(c)
    hdr = w.pos
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<HHII", w.b, hdr + 12 * k, tw, th, bo - image, len(blob))
    if m.clips:
        c = len(m.channels)
        motion = sector()
        w.u16(len(m.clips)); w.u16(0)
        offs = w.pos
        w.raw(bytes(4 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            cs = w.pos
            w.put32(offs + 4 * ci, cs)  # file offset
            w.u16(clip.ticks); w.u16(1 if clip.loop else 0); w.u16(c); w.u16(0)
            tab = w.pos
            w.raw(bytes(8 * c))
            for k, e in enumerate(G.clip_streams(G.CODEC_C, clip)):
                n, comp = m.channels[k]
                struct.pack_into("<BBhI", w.b, tab + 8 * k, n, comp, clip.init[k], w.pos)
                w.raw(e)
    sector()
    struct.pack_into("<IIIIIHHII", w.b, 0, w.pos, skel, geo, image, motion, 0x0104,
                     flags_of(m), SECTOR, 0)
    note = ("cdsectors: header (u32 size, file offsets of skeleton, geometry (@8), image, "
            "motion, u16 0x104, u16 flags, u32 0x800); every section but the first at a "
            "multiple of 0x800 with zero fill, the file whole sectors; nodes (u8 parent 0xFF, "
            "u8 rotation 0xFF, i16 xyz); per clip a table of (u8 node, u8 component, i16 "
            "initial, u32 stream FILE offset); motion codec C")
    return bytes(w.b), note


def read_cdsectors(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    size, skel, geo, image, motion, ver, flags, sec, _ = struct.unpack_from("<IIIIIHHII",
                                                                         data, 0)
    if size != len(data) or size % SECTOR or sec != SECTOR or ver != 0x0104:
        raise ValueError(f"{name}: header ({size:#x}, {ver:#x}, {sec:#x})")
    for nm, at in (("geometry", geo), ("image", image), ("motion", motion)):
        if at and at % SECTOR and not (nm == "geometry" and at == 0x20 and not skel):
            raise ValueError(f"{name}: {nm} at {at:#x}, not on a sector")
    starts = {0, geo, image}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = []
        for i in range(nn):
            o = skel + 8 + 8 * i
            par = r.u8(o)
            nodes.append((None if par == 0xFF else par, (r.i16(o + 2), r.i16(o + 4),
                                                         r.i16(o + 6))))
    nparts, pool, nblocks = r.u16(geo), r.u16(geo + 2), r.u16(geo + 4)
    ptab = geo + 8
    btab = ptab + 16 * nparts
    starts |= {ptab, btab}
    parts, streams = [], []
    for k in range(nparts):
        node, base, nv, fb, nb, _, va = struct.unpack_from("<HHHHHHI", data, ptab + 16 * k)
        starts.add(geo + va)
        parts.append((node, base, r.svectors(geo + va, nv)))
    for b in range(nblocks):
        so, nr, _ = struct.unpack_from("<IHH", data, btab + 8 * b)
        starts.add(geo + so)
        recs, _ = G.walk_stream(r, geo + so, nr, lengths)
        streams.append((geo + so, recs))
    ntiles, ncluts, ntex, has_face = (r.u16(image + 2 * k) for k in range(4))
    o = image + 8
    face = None
    if has_face:
        face = G.face_from_a(r.bytes(o, 16))
        o += 16
    starts.add(o)
    tiles = [(r.u8(o + 8 * k + 1), r.u8(o + 8 * k), r.u8(o + 8 * k + 2), r.u8(o + 8 * k + 3),
              r.u8(o + 8 * k + 4), r.u8(o + 8 * k + 5)) for k in range(ntiles)]
    o += 8 * ntiles
    cluts = [r.clut(o + 32 * j) for j in range(ncluts)]
    o += 32 * ncluts
    textures = []
    for k in range(ntex):
        tw, th, bo, bl = struct.unpack_from("<HHII", data, o + 12 * k)
        starts.add(image + bo)
        textures.append((tw, th, r.bytes(image + bo, bl)))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        nclips = r.u16(motion)
        for ci in range(nclips):
            cs = r.u32(motion + 4 + 4 * ci)
            starts.add(cs)
            ticks, loop, c = r.u16(cs), r.u16(cs + 2), r.u16(cs + 4)
            chans, init, toks = [], [], []
            for k in range(c):
                n, comp, v, so = struct.unpack_from("<BBhI", data, cs + 8 + 8 * k)
                chans.append((n, comp))
                init.append(v)
                toks.append(G.CODEC_C.decode(data, so)[0])
            if ci and chans != channels:
                raise ValueError(f"{name}: clip {ci} has another channel table")
            channels = chans
            clips.append((ticks, bool(loop), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
STYLES = [
    G.Style("wordhdr", write_wordhdr, read_wordhdr),
    G.Style("minus1", write_minus1, read_minus1),
    G.Style("nodeparts", write_nodeparts, read_nodeparts),
    G.Style("tmdobj", write_tmdobj, read_tmdobj, 4),
    G.Style("cdsectors", write_cdsectors, read_cdsectors),
]

# name, kind, with animation: 3 humanoids (34 nodes; h3 without animation), 3 creatures
# (5-20 nodes; c2 without animation), 2 magic-less props.
PLAN = [("h1", "humanoid", True), ("h2", "humanoid", True), ("h3", "humanoid", False),
        ("c1", "creature", True), ("c2", "creature", False), ("c3", "creature", True),
        ("p1", "prop", False), ("p2", "prop", False)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="re-read every file with its style's reader and compare with its truth")
    ap.add_argument("--selftest", action="store_true",
                    help="show that the check catches a wrong length, truth or magic")
    args = ap.parse_args()
    rel = os.path.relpath(HERE, G.ROOT)
    if args.selftest:
        return 1 if G.selftest(HERE, STYLES, PLAN, LENGTHS) else 0
    if args.check:
        files, errs = G.check(HERE, STYLES)
        print(f"{rel}: {files} files, {errs} problems")
        return 1 if errs or files != len(STYLES) * len(PLAN) else 0
    total = G.generate(HERE, STYLES, PLAN, LENGTHS)
    print(f"{rel}: {len(STYLES)} styles x {len(PLAN)} files, {total} bytes of .chr")
    return 0


if __name__ == "__main__":
    sys.exit(main())
