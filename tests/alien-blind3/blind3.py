#!/usr/bin/env python3
"""A third blind alien corpus: .chr files in five plain container styles, each with exactly one
departure from a family no earlier corpus used, written without reading dewrip's inference, its
container crate, its format docs or any Rust source (tests/alien-blind3/README.md).

    python3 tests/alien-blind3/blind3.py             # regenerate (the same bytes every run)
    python3 tests/alien-blind3/blind3.py --check     # re-read every file with its style's reader
    python3 tests/alien-blind3/blind3.py --selftest  # the check must catch a wrong length/truth

The content (skeletons, parts, pool, face records, textures, LZ, clips, truth, the checks) is
tests/alien/gen.py's, imported, with gen.py's own token codecs (B, C, D, E); only the containers
and the record-length table are this file's. Python 3.11, standard library only.

The five departures:
  selfrel    every offset self-relative (counted from the offset field's own position)
  u16hdr     u16 offsets and counts throughout (files < 64 KiB), no u32 but the magic
  sibling    skeleton as first-child / next-sibling u8 indices instead of a parent index
  packedvtx  6-byte packed vertices (i16 x, y, z, no pad word), arrays zero-padded to 4
  bitfields  part (node:6 | vertex count:10) in one u16; tile (texture:4 | CLUT:4) in one u8
"""

from __future__ import annotations

import argparse
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # write nothing outside this folder
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "alien"))
import gen as G  # noqa: E402

MAGIC = G.MAGIC

# Record lengths: the published 0 -> 3, 9 -> 12, 13 -> 21 kept; the others chosen here, each
# >= the built-in layout's length (G.BUILTIN_LEN) and different in every unpublished entry from
# tests/alien's, tests/alien-holdout's, tests/alien-blind's and tests/alien-blind2's tables.
LENGTHS = {0: 3, 1: 8, 2: 9, 3: 11, 4: 14, 5: 13, 6: 16, 7: 15, 8: 20, 9: 12, 10: 18, 11: 22,
           12: 22, 13: 21}
assert all(LENGTHS[t] >= G.BUILTIN_LEN[t] for t in range(14))
_OTHERS = [
    {1: 4, 2: 8, 3: 8, 4: 8, 5: 10, 6: 12, 7: 12, 8: 16, 10: 16, 11: 16, 12: 20},  # alien
    {1: 6, 2: 6, 3: 8, 4: 10, 5: 12, 6: 10, 7: 14, 8: 14, 10: 16, 11: 18, 12: 18},  # holdout
    {1: 5, 2: 7, 3: 7, 4: 9, 5: 9, 6: 11, 7: 13, 8: 15, 10: 15, 11: 17, 12: 19},  # blind
    {1: 7, 2: 10, 3: 10, 4: 12, 5: 11, 6: 14, 7: 16, 8: 18, 10: 20, 11: 20, 12: 24},  # blind2
]
assert all(LENGTHS[t] != o[t] for o in _OTHERS for t in o)

NONE8 = 0xFF


# --------------------------------------------------------------------------------------------
# Shared helpers
# --------------------------------------------------------------------------------------------
def part_bytes(p: G.Part) -> bytes:
    """A part's records, its sub-streams back to back (each begins with its type-0 base)."""
    return b"".join(r for s in p.streams for r in s)


def part_records(p: G.Part) -> int:
    return sum(len(s) for s in p.streams)


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
    """16-byte face descriptor (tests/alien's form A): u8 face, blink, mouth texture, blink
    frames, mouth frames, 0, eye x y w h, mouth x y w h, u16 0."""
    return G.face_bytes_a(f)


def tile8(w: G.W, tile) -> None:
    """The ordinary 8-byte tile: u8 texture, CLUT, x, y, w, h, u16 0."""
    tex, clut, x, y, tw, th = tile
    w.u8(tex); w.u8(clut); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th))
    w.u16(0)


def read_tile8(r: G.R, at: int, n: int) -> list:
    return [tuple(r.u8(at + 8 * k + j) for j in range(6)) for k in range(n)]


def read_nodes8(r: G.R, at: int, n: int, parent_at: int, xyz_at: int, unsigned=False) -> list:
    """8-byte nodes with a 16-bit parent (-1 / 0xFFFF root) and i16 x, y, z."""
    out = []
    for i in range(n):
        o = at + 8 * i
        par = r.u16(o + parent_at) if unsigned else r.i16(o + parent_at)
        root = par == 0xFFFF if unsigned else par < 0
        out.append((None if root else par,
                    (r.i16(o + xyz_at), r.i16(o + xyz_at + 2), r.i16(o + xyz_at + 4))))
    return out


def channel_map8(w: G.W, m: G.Model) -> None:
    """(u8 node, u8 component) per channel, then zero pad to 4."""
    for n, comp in m.channels:
        w.u8(n); w.u8(comp)
    w.align(4)


def read_channel_map8(r: G.R, at: int, c: int) -> tuple[list, int]:
    return ([(r.u8(at + 2 * k), r.u8(at + 2 * k + 1)) for k in range(c)],
            G.align_up(at + 2 * c, 4))


# ============================================================================================
# Style "selfrel": every offset is self-relative, counted in bytes from the position of the
# offset field itself (p = (u8 *)&field + field); 0 = none. Header, part table, image header,
# texture headers, clip table and per-clip stream pointers all use it.
# ============================================================================================
def write_selfrel(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))

    def rel(field: int, target: int) -> None:
        assert target > field, (field, target)
        w.put32(field, target - field)

    if m.skeletal:
        rel(12, w.u32(MAGIC))
        w.u16(len(m.nodes)); w.u16(len(m.rots))
        for par, t in m.nodes:
            for c in t:
                w.i16(c)
            w.i16(-1 if par is None else par)
        for n, rx, ry, rz in m.rots:
            w.u16(n); w.i16(rx); w.i16(ry); w.i16(rz)
        w.align(4)
    geo = w.u16(len(m.parts))
    rel(16, geo)
    w.u16(m.pool_size)
    ptab = w.pos
    w.raw(bytes(16 * len(m.parts)))
    for k, p in enumerate(m.parts):  # every vertex array, then every stream
        e = ptab + 16 * k
        struct.pack_into("<HHHH", w.b, e, p.node, p.base, len(p.verts), part_records(p))
        rel(e + 8, w.svectors(p.verts))
    for k, p in enumerate(m.parts):
        w.align(4)
        rel(ptab + 16 * k + 12, w.raw(part_bytes(p)))
    w.align(4)
    image = w.u16(len(m.tiles))
    rel(20, image)
    w.u16(len(m.cluts)); w.u16(len(m.textures)); w.u16(0)
    w.raw(bytes(12))  # self-relative: tile table (+8), CLUTs (+12), texture table (+16)
    rel(image + 8, w.pos)
    for t in m.tiles:
        tile8(w, t)
    rel(image + 12, w.pos)
    for c in m.cluts:
        w.clut(c)
    hdr = w.pos
    rel(image + 16, hdr)
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        h = hdr + 12 * k
        struct.pack_into("<HH", w.b, h, tw, th)
        rel(h + 4, w.raw(blob))
        w.put32(h + 8, len(blob))
    w.align(4)
    if m.face:
        rel(24, w.raw(face16(m.face)))
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        rel(28, motion)
        w.u16(len(m.clips))
        channel_map8(w, m)
        ctab = w.pos
        w.raw(bytes(8 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            e = ctab + 8 * ci
            rel(e, w.pos)
            struct.pack_into("<HH", w.b, e + 4, clip.ticks, 1 if clip.loop else 0)
            for v in clip.init:
                w.i16(v)
            w.align(4)
            so = w.pos
            w.raw(bytes(4 * c))
            for k, e_ in enumerate(G.clip_streams(G.CODEC_B, clip)):
                rel(so + 4 * k, w.raw(e_))
        w.align(4)
    struct.pack_into("<HHII", w.b, 0, flags_of(m), 0x0301, w.pos, 0x20)
    note = ("selfrel: header (u16 flags, u16 0x301, u32 size, u32 0x20, then SELF-RELATIVE u32 "
            "offsets of skeleton, geometry, image, face, motion); every pointer in the tables "
            "counts from its own field; nodes (i16 xyz, i16 parent -1); motion codec B")
    return bytes(w.b), note


def read_selfrel(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)

    def at(field: int) -> int:
        v = r.u32(field)
        return field + v if v else 0

    flags, ver, size, hsize = struct.unpack_from("<HHII", data, 0)
    if ver != 0x0301 or size != len(data) or hsize != 0x20:
        raise ValueError(f"{name}: header ({ver:#x}, {size:#x}, {hsize:#x})")
    skel, geo, image, face_at, motion = (at(12 + 4 * k) for k in range(5))
    starts = {0, geo, image}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        if r.u32(skel) != MAGIC:
            raise ValueError(f"{name}: no magic at the skeleton {skel:#x}")
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = read_nodes8(r, skel + 8, nn, 6, 0)
    nparts, pool = r.u16(geo), r.u16(geo + 2)
    parts, streams = [], []
    for k in range(nparts):
        e = geo + 4 + 16 * k
        node, base, nv, nr = struct.unpack_from("<HHHH", data, e)
        va, so = at(e + 8), at(e + 12)
        starts |= {va, so}
        parts.append((node, base, r.svectors(va, nv)))
        recs, _ = G.walk_stream(r, so, nr, lengths)
        streams.append((so, recs))
    ntiles, ncluts, ntex = r.u16(image), r.u16(image + 2), r.u16(image + 4)
    tt, ct, xt = at(image + 8), at(image + 12), at(image + 16)
    starts |= {tt, ct, xt}
    tiles = read_tile8(r, tt, ntiles)
    cluts = [r.clut(ct + 32 * j) for j in range(ncluts)]
    textures = []
    for k in range(ntex):
        h = xt + 12 * k
        bo = at(h + 4)
        starts.add(bo)
        textures.append((r.u16(h), r.u16(h + 2), r.bytes(bo, r.u32(h + 8))))
    face = None
    if face_at:
        starts.add(face_at)
        face = G.face_from_a(r.bytes(face_at, 16))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        c, nclips = r.u16(motion), r.u16(motion + 2)
        channels, ctab = read_channel_map8(r, motion + 4, c)
        for ci in range(nclips):
            e = ctab + 8 * ci
            cs = at(e)
            starts.add(cs)
            init = [r.i16(cs + 2 * k) for k in range(c)]
            so = G.align_up(cs + 2 * c, 4)
            toks = [G.CODEC_B.decode(data, at(so + 4 * k))[0] for k in range(c)]
            clips.append((r.u16(e + 4), bool(r.u16(e + 6)), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "u16hdr": a compact header and tables of u16 fields throughout: u16 byte offsets from
# the file's start, u16 counts; no u32 anywhere but the magic (and the LZ blobs' own u32 size).
# A prop's u32 @8 = 0x20 is the u16 geometry offset 0x20 followed by a reserved u16 0.
# ============================================================================================
U16HDR = "<HHHHHHHHHHH"  # 22 bytes, zero fill to 0x20


def write_u16hdr(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = motion = face = 0
    if m.skeletal:
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes)); w.u16(len(m.rots))
        for par, t in m.nodes:
            w.u16(0xFFFF if par is None else par)
            for c in t:
                w.i16(c)
        for n, rx, ry, rz in m.rots:
            w.u16(n); w.i16(rx); w.i16(ry); w.i16(rz)
        w.align(4)
    geo = w.u16(len(m.parts))
    w.u16(m.pool_size)
    ptab = w.pos
    w.raw(bytes(12 * len(m.parts)))
    for k, p in enumerate(m.parts):  # per part: its vertex array, then its stream
        w.align(4)
        va = w.svectors(p.verts)
        so = w.raw(part_bytes(p))
        struct.pack_into("<HHHHHH", w.b, ptab + 12 * k, p.node, p.base, len(p.verts),
                         part_records(p), u16_ok(va), u16_ok(so))
    w.align(4)
    tiles = w.u16(len(m.tiles))
    w.u16(0)
    for tex, clut, x, y, tw, th in m.tiles:
        for v in (tex, clut, x, y, tw, th):
            w.u16(v)
    w.align(4)
    cl = w.u16(len(m.cluts))
    w.u16(0)
    for c in m.cluts:
        w.clut(c)
    tex = w.u16(len(m.textures))
    w.u16(0)
    hdr = w.pos
    w.raw(bytes(8 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<HHHH", w.b, hdr + 8 * k, tw, th, u16_ok(bo), u16_ok(len(blob)))
    w.align(4)
    if m.face:
        face = w.raw(face16(m.face))
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        w.u16(len(m.clips))
        for n, comp in m.channels:
            w.u16(n); w.u16(comp)
        ctab = w.pos
        w.raw(bytes(6 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            cs = w.pos
            struct.pack_into("<HHH", w.b, ctab + 6 * ci, u16_ok(cs), clip.ticks,
                             1 if clip.loop else 0)
            for v in clip.init:
                w.i16(v)
            so = w.pos
            w.raw(bytes(2 * c))
            for k, e in enumerate(G.clip_streams(G.CODEC_C, clip)):
                w.put16(so + 2 * k, u16_ok(w.pos))
                w.raw(e)
        w.align(4)
    struct.pack_into(U16HDR, w.b, 0, u16_ok(w.pos), flags_of(m), skel, 0x0200, u16_ok(geo), 0,
                     u16_ok(tiles), u16_ok(cl), u16_ok(tex), u16_ok(face), u16_ok(motion))
    note = ("u16hdr: header of u16 (file size, flags, skeleton, 0x200, geometry (@8), 0, tiles, "
            "CLUTs, textures, face, motion; zero fill to 0x20); every offset a u16 from the "
            "file start, every count u16; nodes (u16 parent 0xFFFF, i16 xyz); 12-byte u16 "
            "tiles; motion codec C")
    return bytes(w.b), note


def read_u16hdr(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    size, flags, skel, ver, geo, zero, tiles_at, cl, tex, face_at, motion = \
        struct.unpack_from(U16HDR, data, 0)
    if size != len(data) or ver != 0x0200 or zero or any(data[22:0x20]):
        raise ValueError(f"{name}: header ({size:#x}, {ver:#x}, {zero})")
    starts = {0, geo, tiles_at, cl, tex}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        if r.u32(skel) != MAGIC:
            raise ValueError(f"{name}: no magic at the skeleton {skel:#x}")
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = read_nodes8(r, skel + 8, nn, 0, 2, unsigned=True)
    nparts, pool = r.u16(geo), r.u16(geo + 2)
    parts, streams = [], []
    for k in range(nparts):
        node, base, nv, nr, va, so = struct.unpack_from("<HHHHHH", data, geo + 4 + 12 * k)
        starts |= {va, so}
        parts.append((node, base, r.svectors(va, nv)))
        recs, _ = G.walk_stream(r, so, nr, lengths)
        streams.append((so, recs))
    tiles = [tuple(r.u16(tiles_at + 4 + 12 * k + 2 * j) for j in range(6))
             for k in range(r.u16(tiles_at))]
    cluts = [r.clut(cl + 4 + 32 * j) for j in range(r.u16(cl))]
    textures = []
    for k in range(r.u16(tex)):
        tw, th, bo, bl = struct.unpack_from("<HHHH", data, tex + 4 + 8 * k)
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
            cs, ticks, loop = struct.unpack_from("<HHH", data, ctab + 6 * ci)
            starts.add(cs)
            init = [r.i16(cs + 2 * k) for k in range(c)]
            toks = [G.CODEC_C.decode(data, r.u16(cs + 2 * c + 2 * k))[0] for k in range(c)]
            clips.append((ticks, bool(loop), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "sibling": the skeleton stores each node as first-child / next-sibling u8 indices
# (0xFF none) plus i16 x, y, z, instead of a parent index; nodes still parents-first, children
# linked in increasing node order. Everything else ordinary (u32 file offsets).
# ============================================================================================
def write_sibling(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = motion = 0
    if m.skeletal:
        n = len(m.nodes)
        first = [NONE8] * n
        nxt = [NONE8] * n
        last: dict[int, int] = {}
        for i, (par, _) in enumerate(m.nodes):
            if par is None:
                assert i == 0
                continue
            assert par < i < NONE8
            if par in last:
                nxt[last[par]] = i
            else:
                first[par] = i
            last[par] = i
        skel = w.u32(MAGIC)
        w.u16(n); w.u16(len(m.rots))
        for i, (_, t) in enumerate(m.nodes):
            w.u8(first[i]); w.u8(nxt[i])
            for c in t:
                w.i16(c)
        for nd, rx, ry, rz in m.rots:
            w.i16(rx); w.i16(ry); w.i16(rz); w.u16(nd)
        w.align(4)
    geo = w.u16(len(m.parts))
    w.u16(m.pool_size)
    ptab = w.pos
    w.raw(bytes(16 * len(m.parts)))
    vas = [w.svectors(p.verts) for p in m.parts]  # every vertex array, then every stream
    for k, p in enumerate(m.parts):
        w.align(4)
        so = w.raw(part_bytes(p))
        struct.pack_into("<HHHHII", w.b, ptab + 16 * k, p.node, p.base, len(p.verts),
                         part_records(p), vas[k], so)
    w.align(4)
    tiles = w.u16(len(m.tiles))
    w.u16(0)
    for t in m.tiles:
        tile8(w, t)
    cl = w.u16(len(m.cluts))
    w.u16(0)
    for c in m.cluts:
        w.clut(c)
    tex = w.u16(len(m.textures))
    w.u16(1 if m.face else 0)
    if m.face:
        w.raw(face16(m.face))
    hdr = w.pos
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<HHII", w.b, hdr + 12 * k, tw, th, bo, len(blob))
    w.align(4)
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        w.u16(len(m.clips))
        channel_map8(w, m)
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
    struct.pack_into("<HHIIIIIII", w.b, 0, flags_of(m), 0x0103, skel, geo, tiles, cl, tex,
                     motion, w.pos)
    note = ("sibling: header (u16 flags, u16 0x103, u32 file offsets of skeleton, geometry (@8), "
            "tiles, CLUTs, textures (+face), motion, u32 size); nodes (u8 FIRST CHILD, u8 NEXT "
            "SIBLING, 0xFF none, i16 xyz), no parent field; motion codec D")
    return bytes(w.b), note


def read_sibling(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    flags, ver, skel, geo, tiles_at, cl, tex, motion, size = struct.unpack_from("<HHIIIIIII",
                                                                             data, 0)
    if ver != 0x0103 or size != len(data):
        raise ValueError(f"{name}: header ({ver:#x}, {size:#x})")
    starts = {0, geo, tiles_at, cl, tex}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        if r.u32(skel) != MAGIC:
            raise ValueError(f"{name}: no magic at the skeleton {skel:#x}")
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        links = [(r.u8(skel + 8 + 8 * i), r.u8(skel + 9 + 8 * i)) for i in range(nn)]
        parent: list[int | None] = [None] * nn
        seen = {0}
        for i in range(nn):  # walk each node's child list
            ch = links[i][0]
            guard = 0
            while ch != NONE8:
                if ch >= nn or ch in seen or guard > nn:
                    raise ValueError(f"{name}: node {i}: child {ch} out of range or repeated")
                seen.add(ch)
                parent[ch] = i
                ch = links[ch][1]
                guard += 1
        if len(seen) != nn or links[0][1] != NONE8:
            raise ValueError(f"{name}: {nn - len(seen)} nodes not reached from the root")
        nodes = [(parent[i], (r.i16(skel + 10 + 8 * i), r.i16(skel + 12 + 8 * i),
                              r.i16(skel + 14 + 8 * i))) for i in range(nn)]
    nparts, pool = r.u16(geo), r.u16(geo + 2)
    parts, streams = [], []
    for k in range(nparts):
        node, base, nv, nr, va, so = struct.unpack_from("<HHHHII", data, geo + 4 + 16 * k)
        starts |= {va, so}
        parts.append((node, base, r.svectors(va, nv)))
        recs, _ = G.walk_stream(r, so, nr, lengths)
        streams.append((so, recs))
    tiles = read_tile8(r, tiles_at + 4, r.u16(tiles_at))
    cluts = [r.clut(cl + 4 + 32 * j) for j in range(r.u16(cl))]
    ntex, has_face = r.u16(tex), r.u16(tex + 2)
    hdr = tex + 4
    face = None
    if has_face:
        face = G.face_from_a(r.bytes(hdr, 16))
        hdr += 16
    textures = []
    for k in range(ntex):
        tw, th, bo, bl = struct.unpack_from("<HHII", data, hdr + 12 * k)
        starts.add(bo)
        textures.append((tw, th, r.bytes(bo, bl)))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        c, nclips = r.u16(motion), r.u16(motion + 2)
        channels, ctab = read_channel_map8(r, motion + 4, c)
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
# Style "packedvtx": vertex arrays of 6-byte packed vertices (i16 x, y, z, no pad word), each
# array zero-padded to a multiple of 4 after it. Everything else ordinary.
# ============================================================================================
def write_packedvtx(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = motion = face = 0
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
    ptab = w.pos
    w.raw(bytes(16 * len(m.parts)))
    for k, p in enumerate(m.parts):  # per part: its packed vertex array, then its stream
        w.align(4)
        va = w.raw(b"".join(struct.pack("<hhh", *v) for v in p.verts))
        w.align(4)
        so = w.raw(part_bytes(p))
        struct.pack_into("<HHHHII", w.b, ptab + 16 * k, p.node, p.base, len(p.verts),
                         part_records(p), va, so)
    w.align(4)
    tiles = w.u16(len(m.tiles))
    w.u16(0)
    for t in m.tiles:
        tile8(w, t)
    cl = w.u16(len(m.cluts))
    w.u16(0)
    for c in m.cluts:
        w.clut(c)
    tex = w.u16(len(m.textures))
    w.u16(0)
    hdr = w.pos
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<HHII", w.b, hdr + 12 * k, tw, th, bo, len(blob))
    w.align(4)
    if m.face:
        face = w.raw(face16(m.face))
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        w.u16(len(m.clips))
        channel_map8(w, m)
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
    struct.pack_into("<HHIIIIIII", w.b, 0, 0x0104, flags_of(m), skel, geo, tiles, cl, tex, face,
                     motion)
    note = ("packedvtx: header (u16 0x104, u16 flags, u32 file offsets of skeleton, geometry "
            "(@8), tiles, CLUTs, textures, face, motion); vertex arrays of 6-BYTE vertices "
            "(i16 xyz, no pad), each zero-padded to 4, per part before its stream; nodes (i16 "
            "xyz, i16 parent -1); motion codec E")
    return bytes(w.b), note


def read_packedvtx(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    ver, flags, skel, geo, tiles_at, cl, tex, face_at, motion = \
        struct.unpack_from("<HHIIIIIII", data, 0)
    if ver != 0x0104:
        raise ValueError(f"{name}: version {ver:#x}")
    starts = {0, geo, tiles_at, cl, tex}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        if r.u32(skel) != MAGIC:
            raise ValueError(f"{name}: no magic at the skeleton {skel:#x}")
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = read_nodes8(r, skel + 8, nn, 6, 0)
    nparts, pool = r.u16(geo), r.u16(geo + 2)
    parts, streams = [], []
    for k in range(nparts):
        node, base, nv, nr, va, so = struct.unpack_from("<HHHHII", data, geo + 4 + 16 * k)
        starts |= {va, so}
        end = va + 6 * nv
        if any(r.bytes(end, G.align_up(end, 4) - end)):
            raise ValueError(f"{name}: part {k}: vertex array pad not zero")
        parts.append((node, base, [(r.i16(va + 6 * j), r.i16(va + 6 * j + 2),
                                    r.i16(va + 6 * j + 4)) for j in range(nv)]))
        recs, _ = G.walk_stream(r, so, nr, lengths)
        streams.append((so, recs))
    tiles = read_tile8(r, tiles_at + 4, r.u16(tiles_at))
    cluts = [r.clut(cl + 4 + 32 * j) for j in range(r.u16(cl))]
    textures = []
    for k in range(r.u16(tex)):
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
        channels, offs = read_channel_map8(r, motion + 4, c)
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
# Style "bitfields": the part table packs node (bits 0-5) and vertex count (bits 6-15) into one
# u16; the tile table packs texture (bits 0-3) and CLUT (bits 4-7) into one u8, then u8 x, y,
# w, h (5-byte tiles). Everything else ordinary.
# ============================================================================================
def write_bitfields(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = motion = 0
    if m.skeletal:
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes)); w.u16(len(m.rots))
        for par, t in m.nodes:
            w.i16(-1 if par is None else par)
            for c in t:
                w.i16(c)
        for n, rx, ry, rz in m.rots:
            w.i16(rx); w.i16(ry); w.i16(rz); w.u16(n)
        w.align(4)
    geo = w.u16(len(m.parts))
    w.u16(m.pool_size)
    ptab = w.pos
    w.raw(bytes(16 * len(m.parts)))
    vas = [w.svectors(p.verts) for p in m.parts]  # every vertex array, then every stream
    for k, p in enumerate(m.parts):
        w.align(4)
        so = w.raw(part_bytes(p))
        assert p.node < 64 and len(p.verts) < 1024
        struct.pack_into("<HHHHII", w.b, ptab + 16 * k, p.node | (len(p.verts) << 6), p.base,
                         part_records(p), 0, vas[k], so)
    w.align(4)
    tiles = w.u16(len(m.tiles))
    w.u16(1 if m.face else 0)
    for tex, clut, x, y, tw, th in m.tiles:
        assert tex < 16 and clut < 16
        w.u8(tex | (clut << 4)); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th))
    w.align(4)
    if m.face:
        w.raw(face16(m.face))
    cl = w.u16(len(m.cluts))
    w.u16(0)
    for c in m.cluts:
        w.clut(c)
    tex = w.u16(len(m.textures))
    w.u16(0)
    hdr = w.pos
    w.raw(bytes(12 * len(m.textures)))
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        w.align(4)
        bo = w.raw(blob)
        struct.pack_into("<HHII", w.b, hdr + 12 * k, tw, th, bo, len(blob))
    w.align(4)
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        w.u16(len(m.clips))
        channel_map8(w, m)
        ctab = w.pos
        w.raw(bytes(8 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            struct.pack_into("<IHH", w.b, ctab + 8 * ci, w.pos - motion, clip.ticks,
                             1 if clip.loop else 0)
            enc = G.clip_streams(G.CODEC_C, clip)
            for v in clip.init:
                w.i16(v)
            for e in enc:
                w.u16(u16_ok(len(e)))
            for e in enc:
                w.raw(e)
        w.align(4)
    struct.pack_into("<IHHIIIIII", w.b, 0, w.pos, flags_of(m), 0x0105, geo, skel, tiles, cl, tex,
                     motion)
    note = ("bitfields: header (u32 size, u16 flags, u16 0x105, u32 file offsets of geometry "
            "(@8), skeleton, tiles (+face), CLUTs, textures, motion); part entries start with "
            "u16 NODE (bits 0-5) | VERTEX COUNT (bits 6-15); 5-byte tiles u8 TEXTURE (bits "
            "0-3) | CLUT (bits 4-7), x, y, w, h; nodes (i16 parent -1, i16 xyz); motion codec C")
    return bytes(w.b), note


def read_bitfields(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    size, flags, ver, geo, skel, tiles_at, cl, tex, motion = \
        struct.unpack_from("<IHHIIIIII", data, 0)
    if ver != 0x0105 or size != len(data):
        raise ValueError(f"{name}: header ({ver:#x}, {size:#x})")
    starts = {0, geo, tiles_at, cl, tex}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        if r.u32(skel) != MAGIC:
            raise ValueError(f"{name}: no magic at the skeleton {skel:#x}")
        nn, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = read_nodes8(r, skel + 8, nn, 0, 2)
    nparts, pool = r.u16(geo), r.u16(geo + 2)
    parts, streams = [], []
    for k in range(nparts):
        packed, base, nr, zero, va, so = struct.unpack_from("<HHHHII", data, geo + 4 + 16 * k)
        if zero:
            raise ValueError(f"{name}: part {k}: reserved field {zero}")
        starts |= {va, so}
        parts.append((packed & 0x3F, base, r.svectors(va, packed >> 6)))
        recs, _ = G.walk_stream(r, so, nr, lengths)
        streams.append((so, recs))
    ntiles, has_face = r.u16(tiles_at), r.u16(tiles_at + 2)
    tiles = []
    for k in range(ntiles):
        t = tiles_at + 4 + 5 * k
        b = r.u8(t)
        tiles.append((b & 0x0F, b >> 4, r.u8(t + 1), r.u8(t + 2), r.u8(t + 3), r.u8(t + 4)))
    face = None
    if has_face:
        fa = G.align_up(tiles_at + 4 + 5 * ntiles, 4)
        starts.add(fa)
        face = G.face_from_a(r.bytes(fa, 16))
    cluts = [r.clut(cl + 4 + 32 * j) for j in range(r.u16(cl))]
    textures = []
    for k in range(r.u16(tex)):
        tw, th, bo, bl = struct.unpack_from("<HHII", data, tex + 4 + 12 * k)
        starts.add(bo)
        textures.append((tw, th, r.bytes(bo, bl)))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        c, nclips = r.u16(motion), r.u16(motion + 2)
        channels, ctab = read_channel_map8(r, motion + 4, c)
        for ci in range(nclips):
            co, ticks, loop = struct.unpack_from("<IHH", data, ctab + 8 * ci)
            cs = motion + co
            starts.add(cs)
            init = [r.i16(cs + 2 * k) for k in range(c)]
            pos = cs + 4 * c
            toks = []
            for k in range(c):
                ln = r.u16(cs + 2 * c + 2 * k)
                t, end = G.CODEC_C.decode(data, pos)
                if end - pos != ln:
                    raise ValueError(f"{name}: clip {ci} channel {k}: {end - pos} bytes, "
                                     f"table says {ln}")
                toks.append(t)
                pos = end
            clips.append((ticks, bool(loop), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
STYLES = [
    G.Style("selfrel", write_selfrel, read_selfrel),
    G.Style("u16hdr", write_u16hdr, read_u16hdr),
    G.Style("sibling", write_sibling, read_sibling),
    G.Style("packedvtx", write_packedvtx, read_packedvtx),
    G.Style("bitfields", write_bitfields, read_bitfields),
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
