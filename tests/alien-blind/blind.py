#!/usr/bin/env python3
"""A blind alien corpus: .chr files in four container styles written without reading dewrip's
inference, its container crate or its layout docs (tests/alien-blind/README.md).

    python3 tests/alien-blind/blind.py             # regenerate (the same bytes every run)
    python3 tests/alien-blind/blind.py --check     # re-read every file with its style's reader
    python3 tests/alien-blind/blind.py --selftest  # the check must catch a wrong length/truth

The content (skeletons, parts, pool, face records, textures, LZ, clips, truth, the checks) is
tests/alien/gen.py's, imported; only the containers, the record-length table and two token
codecs are this file's. Python 3.11, standard library only.
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
# >= the built-in layout's length (G.BUILTIN_LEN) and different from both tests/alien's and
# tests/alien-holdout's tables in every unpublished entry.
LENGTHS = {0: 3, 1: 5, 2: 7, 3: 7, 4: 9, 5: 9, 6: 11, 7: 13, 8: 15, 9: 12, 10: 15, 11: 17,
           12: 19, 13: 21}
assert all(LENGTHS[t] >= G.BUILTIN_LEN[t] for t in range(14))


# --------------------------------------------------------------------------------------------
# Two more token codecs (field notes §9: 7-bit velocity, 14-bit velocity + next byte, wait n).
# --------------------------------------------------------------------------------------------
def _dec_g(d: bytes, p: int):
    b = d[p]
    if not b & 0x80:
        return "vel", G.sext(b, 7), p + 1
    if b & 0xC0 == 0x80:
        return "vel", G.sext(((b & 0x3F) << 8) | d[p + 1], 14), p + 2
    if b == 0xC0:
        return "end", 0, p + 1
    return "wait", b & 0x3F, p + 1


# G: 0vvvvvvv vel7 | 10hhhhhh llllllll vel14 | 11nnnnnn wait n>=1 | 0xC0 end
CODEC_G = G.Codec("G", 63, lambda v: bytes([v & 0x7F]),
                  lambda v: bytes([0x80 | ((v >> 8) & 0x3F), v & 0xFF]),
                  lambda n: bytes([0xC0 | n]), b"\xc0", _dec_g)


def _dec_h(d: bytes, p: int):
    b = d[p]
    if b & 1:
        return "vel", G.sext(b >> 1, 7), p + 1
    if b & 3 == 2:
        return "vel", G.sext(((b >> 2) << 8) | d[p + 1], 14), p + 2
    if b == 0:
        return "end", 0, p + 1
    return "wait", b >> 2, p + 1


# H: vvvvvvv1 vel7 | hhhhhh10 llllllll vel14 | nnnnnn00 wait n>=1 | 0x00 end
CODEC_H = G.Codec("H", 63, lambda v: bytes([((v & 0x7F) << 1) | 1]),
                  lambda v: bytes([(((v >> 8) & 0x3F) << 2) | 2, v & 0xFF]),
                  lambda n: bytes([n << 2]), b"\x00", _dec_h)


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
    assert v // 4 < 0x10000, f"word offset {v:#x} does not fit u16"
    return v // 4


def u16_ok(v: int) -> int:
    assert 0 <= v < 0x10000, v
    return v


def u8_ok(v: int) -> int:
    assert 0 <= v < 0x100, v
    return v


def normals(verts: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Per-vertex normals (1.3.12 fixed point) pointing away from the part's centroid."""
    n = len(verts)
    cx, cy, cz = (sum(v[k] for v in verts) / n for k in range(3))
    out = []
    for x, y, z in verts:
        d = (x - cx, y - cy, z - cz)
        ln = math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2])
        if ln < 1e-6:
            out.append((0, -4096, 0))
        else:
            out.append(tuple(G.clamp16(c / ln * 4096) for c in d))
    return out


# ============================================================================================
# Style "tmd": a Square-ish header around a PsyQ TMD (object table of vert_top, n_vert,
# normal_top, n_normal, primitive_top, n_primitive, scale; tops relative to the object table),
# a link table for node and pool base, a TIM-like image (one CLUT block 16 x N, pixel blocks
# with VRAM x/y and widths in 16-bit units) and tiles as GPU CLUT / texpage words.
# ============================================================================================
TMD_TEX_X = 640  # texture k sits at VRAM (640 + 64 k, 0): one texture page each
TMD_CLUT_Y = 480  # CLUT j sits at VRAM (0, 480 + j)


def tmd_face(f: G.Face) -> bytes:
    return struct.pack("<HHHBB4B4B", f.face_tex, f.blink_tex, f.mouth_tex, f.blink_frames,
                       f.mouth_frames, *f.eye, *f.mouth)


def write_tmd(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    flags = (1 if m.skeletal else 0) | (2 if m.clips else 0) | (4 if m.face else 0)
    skel = 0
    if m.skeletal:
        rix = rot_index(m)
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes))
        w.u16(len(m.rots))
        for i, (par, t) in enumerate(m.nodes):
            for c in t:
                w.i32(c)
            w.i16(-1 if par is None else par)
            w.i16(rix.get(i, -1))
        for n, rx, ry, rz in m.rots:
            w.i16(rx); w.i16(ry); w.i16(rz); w.u16(n)
    tmd = w.u32(0x41)
    w.u32(0)
    w.u32(len(m.parts))
    table = w.pos
    w.raw(bytes(28 * len(m.parts)))
    for k, p in enumerate(m.parts):
        prim = w.raw(part_bytes(p))
        w.align(4)
        vert = w.svectors(p.verts)
        norm = w.svectors(normals(p.verts))
        struct.pack_into("<IIIIIIi", w.b, table + 28 * k, vert - table, len(p.verts),
                         norm - table, len(p.verts), prim - table, part_records(p), 0)
    link = w.u16(len(m.parts))
    w.u16(m.pool_size)
    for p in m.parts:
        w.u8(p.node); w.u8(0); w.u16(p.base)
    tiles = w.u16(len(m.tiles))
    w.u16(1 if m.face else 0)
    for tex, clut, x, y, tw, th in m.tiles:
        w.u16((TMD_CLUT_Y + clut) << 6)  # GPU CLUT word: x / 16 in bits 0-5, y in 6-14
        w.u16((TMD_TEX_X + 64 * tex) // 64)  # GPU texpage: x / 64, y / 256 = 0, 4bpp
        w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th))
    if m.face:
        w.raw(tmd_face(m.face))
    w.align(4)
    image = w.u32(0x10)  # TIM id
    w.u32(0x08)  # 4bpp, CLUT present
    w.u32(12 + 32 * len(m.cluts))
    w.u16(0); w.u16(TMD_CLUT_Y); w.u16(16); w.u16(len(m.cluts))
    for c in m.cluts:
        w.clut(c)
    w.u32(len(m.textures))
    assert len(m.textures) <= 6
    for k, ((tw, th, _), blob) in enumerate(zip(m.textures, m.blobs)):
        assert tw % 4 == 0
        w.u32(12 + len(blob))
        w.u16(TMD_TEX_X + 64 * k); w.u16(0); w.u16(tw // 4); w.u16(th)
        w.raw(blob)
        w.align(4)
    motion = 0
    if m.clips:
        c = len(m.channels)
        motion = w.u16(c)
        w.u16(len(m.clips))
        for n, comp in m.channels:
            w.u16(n << 3 | comp)
        w.align(4)
        offs = w.pos
        w.raw(bytes(4 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            start = w.pos
            w.put32(offs + 4 * ci, start - motion)
            w.u16(clip.ticks); w.u8(1 if clip.loop else 0); w.u8(0)
            for v in clip.init:
                w.i16(v)
            so = w.pos
            w.raw(bytes(2 * c))
            for k, s in enumerate(G.clip_streams(CODEC_G, clip)):
                w.put16(so + 2 * k, u16_ok(w.pos - start))
                w.raw(s)
        w.align(4)
    struct.pack_into("<HHIIIIIII", w.b, 0, 3, flags, w.pos, tmd, skel, link, image, tiles,
                     motion)
    note = ("tmd: header (u16 3, u16 flags, u32 size, TMD @8, skeleton, link, image, tiles, "
            "motion); skeleton 16-byte nodes (i32 xyz, i16 parent -1, i16 rotation -1); TMD "
            "0x41 with 28-byte objects, per object primitives, vertices, normals; link table "
            "(u8 node, u8 0, u16 base); tiles as GPU CLUT/texpage words; TIM-like image; "
            "motion codec G")
    return bytes(w.b), note


def read_tmd(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    _, flags, _, tmd, skel, link, image, tiles_at, motion = struct.unpack_from("<HHIIIIIII",
                                                                             data, 0)
    starts = {0, tmd, link, image, tiles_at}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel:
        starts.add(skel)
        n, rot_count = r.u16(skel + 4), r.u16(skel + 6)
        nodes = []
        for i in range(n):
            o = skel + 8 + 16 * i
            par = r.i16(o + 12)
            nodes.append((None if par < 0 else par, (r.i32(o), r.i32(o + 4), r.i32(o + 8))))
    if r.u32(tmd) != 0x41:
        raise ValueError(f"{name}: no TMD id at {tmd:#x}")
    nobj = r.u32(tmd + 8)
    table = tmd + 12
    nl, pool = r.u16(link), r.u16(link + 2)
    if nl != nobj:
        raise ValueError(f"{name}: {nobj} TMD objects, {nl} links")
    parts, streams = [], []
    for k in range(nobj):
        vt, nv, nt, nn, pt, npr, _ = struct.unpack_from("<IIIIIIi", data, table + 28 * k)
        starts |= {table + vt, table + nt, table + pt}
        verts = r.svectors(table + vt, nv)
        r.svectors(table + nt, nn)
        recs, _ = G.walk_stream(r, table + pt, npr, lengths)
        streams.append((table + pt, recs))
        parts.append((r.u8(link + 4 + 4 * k), r.u16(link + 6 + 4 * k), verts))
    # image: CLUT block, then pixel blocks; tiles find theirs by VRAM position
    if r.u32(image) != 0x10:
        raise ValueError(f"{name}: no TIM id at {image:#x}")
    cb = image + 8
    bnum, cx, cy, cw, ch = r.u32(cb), r.u16(cb + 4), r.u16(cb + 6), r.u16(cb + 8), r.u16(cb + 10)
    if cw != 16 or bnum != 12 + 32 * ch:
        raise ValueError(f"{name}: CLUT block {cw}x{ch}, {bnum} bytes")
    cluts = [r.clut(cb + 12 + 32 * j) for j in range(ch)]
    o = cb + bnum
    starts.add(o)
    ntex = r.u32(o)
    o += 4
    textures, vram = [], {}
    for k in range(ntex):
        starts.add(o)
        bn, dx, dy, wv, h = r.u32(o), r.u16(o + 4), r.u16(o + 6), r.u16(o + 8), r.u16(o + 10)
        vram[(dx // 64) | (dy // 256) << 4] = k
        textures.append((wv * 4, h, r.bytes(o + 12, bn - 12)))
        o = G.align_up(o + bn, 4)
    starts.add(o)
    ntiles, has_face = r.u16(tiles_at), r.u16(tiles_at + 2)
    tiles = []
    for k in range(ntiles):
        t = tiles_at + 4 + 8 * k
        cw_, tp = r.u16(t), r.u16(t + 2)
        if cw_ & 0x3F != cx // 16 or tp & 0x1F not in vram:
            raise ValueError(f"{name}: tile {k}: CLUT word {cw_:#x}, texpage {tp:#x}")
        tiles.append((vram[tp & 0x1F], (cw_ >> 6) - cy, r.u8(t + 4), r.u8(t + 5), r.u8(t + 6),
                      r.u8(t + 7)))
    face = None
    if has_face:
        fo = tiles_at + 4 + 8 * ntiles
        starts.add(fo)
        v = struct.unpack_from("<HHHBB4B4B", data, fo)
        face = G.Face(v[0], v[1], v[3], v[2], v[4], tuple(v[5:9]), tuple(v[9:13]))
    channels, clips = [], []
    if motion:
        starts.add(motion)
        c, nclips = r.u16(motion), r.u16(motion + 2)
        channels = [(r.u16(motion + 4 + 2 * k) >> 3, r.u16(motion + 4 + 2 * k) & 7)
                    for k in range(c)]
        offs = G.align_up(motion + 4 + 2 * c, 4)
        for ci in range(nclips):
            cs = motion + r.u32(offs + 4 * ci)
            starts.add(cs)
            init = [r.i16(cs + 4 + 2 * k) for k in range(c)]
            toks = [CODEC_G.decode(data, cs + r.u16(cs + 4 + 2 * c + 2 * k))[0]
                    for k in range(c)]
            clips.append((r.u16(cs), bool(r.u8(cs + 2)), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "dot1": the file is a DOT1 archive (field notes §2: u32 count N, N increasing u32
# offsets, the total) of six sub-files, every pointer inside one counting from its start.
# ============================================================================================
DOT1_SUBS = ["skeleton", "mesh", "tiles", "cluts", "textures", "motion"]


def dot1_face(f: G.Face) -> bytes:
    return bytes([f.face_tex, f.blink_tex, f.mouth_tex, 0, f.blink_frames, f.mouth_frames,
                  0, 0, *f.eye, *f.mouth])


def write_dot1(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    subs: list[bytes] = []
    # 0 skeleton
    s = G.W()
    if m.skeletal:
        s.u32(MAGIC); s.u16(len(m.nodes)); s.u16(len(m.rots))
        for par, t in m.nodes:
            s.u16(0xFFFF if par is None else par)
            for c in t:
                s.i16(c)
        for n, rx, ry, rz in m.rots:
            s.u16(n); s.i16(rx); s.i16(ry); s.i16(rz)
    subs.append(bytes(s.b))
    # 1 mesh: header, part table, block table, vertex arrays, streams
    s = G.W()
    blocks = [(k, st) for k, p in enumerate(m.parts) for st in p.streams]
    s.u16(len(m.parts)); s.u16(len(blocks)); s.u16(m.pool_size); s.u16(0)
    ptab = s.pos
    s.raw(bytes(16 * len(m.parts)))
    btab = s.pos
    s.raw(bytes(4 * len(blocks)))
    first = 0
    for k, p in enumerate(m.parts):
        va = s.svectors(p.verts)
        struct.pack_into("<HHHBBII", s.b, ptab + 16 * k, p.node, p.base, len(p.verts),
                         u8_ok(first), len(p.streams), va, 0)
        first += len(p.streams)
    for b, (_, st) in enumerate(blocks):
        s.align(4)
        off = s.raw(b"".join(st))
        struct.pack_into("<HH", s.b, btab + 4 * b, u16_ok(off), len(st))
    subs.append(bytes(s.b))
    # 2 tiles
    s = G.W()
    s.u16(len(m.tiles)); s.u16(0)
    for tex, clut, x, y, tw, th in m.tiles:
        s.u16(x); s.u16(y); s.u8(u8_ok(tw)); s.u8(u8_ok(th)); s.u8(tex); s.u8(clut)
    subs.append(bytes(s.b))
    # 3 CLUTs, raw
    subs.append(b"".join(struct.pack("<16H", *c) for c in m.cluts))
    # 4 textures: u16 count, u16 face flag, face, headers, blobs in a shuffled order
    s = G.W()
    s.u16(len(m.textures)); s.u16(1 if m.face else 0)
    if m.face:
        s.raw(dot1_face(m.face))
    hdr = s.pos
    s.raw(bytes(12 * len(m.textures)))
    order = list(range(len(m.textures)))
    rng.shuffle(order)
    for k in order:
        s.align(4)
        off = s.raw(m.blobs[k])
        struct.pack_into("<HHII", s.b, hdr + 12 * k, m.textures[k][0], m.textures[k][1], off,
                         len(m.blobs[k]))
    subs.append(bytes(s.b))
    # 5 motion
    s = G.W()
    if m.clips:
        c = len(m.channels)
        s.u16(len(m.clips)); s.u16(c)
        for n, comp in m.channels:
            s.u8(n); s.u8(comp)
        s.align(4)
        offs = s.pos
        s.raw(bytes(4 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            s.align(4)
            s.put32(offs + 4 * ci, s.pos)
            s.u16(clip.ticks); s.u16(1 if clip.loop else 0)
            enc = G.clip_streams(G.CODEC_D, clip)
            for e in enc:
                s.u16(len(e))
            for v in clip.init:
                s.i16(v)
            for e in enc:
                s.raw(e)
    subs.append(bytes(s.b))
    w = G.W()
    w.u32(len(subs))
    w.raw(bytes(4 * len(subs) + 4))
    assert w.pos == 0x20
    for k, b in enumerate(subs):
        w.align(4)
        w.put32(4 + 4 * k, w.pos)
        w.raw(b)
    w.align(4)
    w.put32(4 + 4 * len(subs), w.pos)
    note = ("dot1: a DOT1 archive (u32 6, six u32 offsets, u32 total) of skeleton, mesh, "
            "tiles, CLUTs, textures, motion; an absent sub-file is empty; pointers count from "
            "their sub-file; nodes (u16 parent 0xFFFF root, i16 xyz); motion codec D")
    return bytes(w.b), note


def read_dot1(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    n = r.u32(0)
    offs = [r.u32(4 + 4 * k) for k in range(n + 1)]
    if n != 6 or offs != sorted(offs) or offs[-1] != len(data):
        raise ValueError(f"{name}: not a 6-entry DOT1 ({n}, {offs})")
    sub = {DOT1_SUBS[k]: (offs[k], offs[k + 1] - offs[k]) for k in range(n)}
    starts = set(offs) | {0}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    sk, size = sub["skeleton"]
    if size:
        nn, rot_count = r.u16(sk + 4), r.u16(sk + 6)
        nodes = []
        for i in range(nn):
            o = sk + 8 + 8 * i
            par = r.u16(o)
            nodes.append((None if par == 0xFFFF else par,
                          (r.i16(o + 2), r.i16(o + 4), r.i16(o + 6))))
    me = sub["mesh"][0]
    nparts, nblocks, pool = r.u16(me), r.u16(me + 2), r.u16(me + 4)
    ptab, btab = me + 8, me + 8 + 16 * nparts
    starts |= {ptab, btab}
    parts, streams = [], []
    for k in range(nparts):
        node, base, nv, fb, nb, va, _ = struct.unpack_from("<HHHBBII", data, ptab + 16 * k)
        starts.add(me + va)
        parts.append((node, base, r.svectors(me + va, nv)))
    for b in range(nblocks):
        so, nr = r.u16(btab + 4 * b), r.u16(btab + 4 * b + 2)
        starts.add(me + so)
        recs, _ = G.walk_stream(r, me + so, nr, lengths)
        streams.append((me + so, recs))
    ti = sub["tiles"][0]
    tiles = []
    for k in range(r.u16(ti)):
        t = ti + 4 + 8 * k
        tiles.append((r.u8(t + 6), r.u8(t + 7), r.u16(t), r.u16(t + 2), r.u8(t + 4),
                      r.u8(t + 5)))
    cl, clsize = sub["cluts"]
    cluts = [r.clut(cl + 32 * j) for j in range(clsize // 32)]
    tx = sub["textures"][0]
    ntex, has_face = r.u16(tx), r.u16(tx + 2)
    face = None
    hdr = tx + 4
    if has_face:
        b = r.bytes(tx + 4, 16)
        face = G.Face(b[0], b[1], b[4], b[2], b[5], tuple(b[8:12]), tuple(b[12:16]))
        hdr += 16
    starts.add(hdr)
    textures = []
    for k in range(ntex):
        tw, th, off, size = struct.unpack_from("<HHII", data, hdr + 12 * k)
        starts.add(tx + off)
        textures.append((tw, th, r.bytes(tx + off, size)))
    channels, clips = [], []
    mo, msize = sub["motion"]
    if msize:
        nclips, c = r.u16(mo), r.u16(mo + 2)
        channels = [(r.u8(mo + 4 + 2 * k), r.u8(mo + 5 + 2 * k)) for k in range(c)]
        ot = G.align_up(mo + 4 + 2 * c, 4)
        for ci in range(nclips):
            cs = mo + r.u32(ot + 4 * ci)
            starts.add(cs)
            lens = [r.u16(cs + 4 + 2 * k) for k in range(c)]
            init = [r.i16(cs + 4 + 2 * c + 2 * k) for k in range(c)]
            pos = cs + 4 + 4 * c
            toks = []
            for ln in lens:
                t, end = G.CODEC_D.decode(data, pos)
                if end - pos != ln:
                    raise ValueError(f"{name}: clip {ci}: stream of {end - pos} bytes, "
                                     f"table says {ln}")
                toks.append(t)
                pos += ln
            clips.append((r.u16(cs), bool(r.u16(cs + 2)), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "trailer": sections found through a directory at the end of the file (the file's last
# word is the directory's offset in words); offsets and sizes in 4-byte words (u16); counts,
# vertex counts, tile sizes and heights stored minus one; tables without counts (count = size
# / entry size); animation channels as per-node component masks.
# ============================================================================================
TRAILER_SLOTS = ["skeleton", "parts", "vertices", "primitives", "tiles", "cluts", "textures",
                 "face", "motion"]


def trailer_face(f: G.Face) -> bytes:
    return bytes([f.face_tex, f.blink_tex, f.blink_frames, f.mouth_tex, f.mouth_frames, 0,
                  *f.eye, *f.mouth, 0, 0])


def write_trailer(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    sec: dict[str, tuple[int, int]] = {}

    def section(nm: str, start: int) -> None:
        w.align(4)
        sec[nm] = (start, w.pos - start)

    rix = rot_index(m)
    if m.skeletal:
        st = w.u32(MAGIC)
        w.u8(u8_ok(len(m.nodes) - 1)); w.u8(len(m.rots)); w.u16(0)
        for i, (par, t) in enumerate(m.nodes):
            for c in t:
                w.i16(c)
            w.u8(rix[i] + 1 if i in rix else 0)
            w.u8(0 if par is None else par + 1)
        for n, rx, ry, rz in m.rots:
            w.i16(rx); w.i16(ry); w.i16(rz); w.u16(n)
        section("skeleton", st)
    # textures: u8 count, 3 x 0, 8-byte headers, blobs in a shuffled order
    st = w.u8(len(m.textures))
    w.raw(bytes(3))
    hdr = w.pos
    w.raw(bytes(8 * len(m.textures)))
    order = list(range(len(m.textures)))
    rng.shuffle(order)
    for k in order:
        w.align(4)
        off = w.raw(m.blobs[k])
        tw, th, _ = m.textures[k]
        struct.pack_into("<HHBBH", w.b, hdr + 8 * k, words(off - st), u16_ok(len(m.blobs[k])),
                         u8_ok(tw // 2), u8_ok(th - 1), 0)
    section("textures", st)
    st = w.pos
    for c in m.cluts:
        w.clut(c)
    section("cluts", st)
    st = w.pos
    for tex, clut, x, y, tw, th in m.tiles:
        w.u8(tex); w.u8(clut); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(tw - 1); w.u8(th - 1)
        w.u16(0)
    section("tiles", st)
    if m.face:
        st = w.raw(trailer_face(m.face))
        section("face", st)
    st = w.u8(u8_ok(len(m.parts) - 1))
    w.u8(0)
    w.u16(m.pool_size - 1)
    ptab = w.pos
    w.raw(bytes(12 * len(m.parts)))
    section("parts", st)
    vs = w.pos
    vo = []
    for p in m.parts:
        vo.append(w.svectors(p.verts) - vs)
    section("vertices", vs)
    ps = w.pos
    for k, p in enumerate(m.parts):
        w.align(4)
        po = w.raw(part_bytes(p)) - ps
        struct.pack_into("<BBHHHBBH", w.b, ptab + 12 * k, p.node, u8_ok(len(p.verts) - 1),
                         p.base, words(vo[k]), words(po), u8_ok(part_records(p) - 1), 0, 0)
    section("primitives", ps)
    if m.clips:
        order_ch = sorted(range(len(m.channels)), key=lambda k: m.channels[k])
        masks = [0] * len(m.nodes)
        for n, comp in m.channels:
            masks[n] |= 1 << comp
        st = w.u8(len(m.clips) - 1)
        w.u8(len(m.nodes))
        w.u16(len(m.channels))
        w.raw(bytes(masks))
        w.align(4)
        ctab = w.pos
        w.raw(bytes(4 * len(m.clips)))
        for ci, clip in enumerate(m.clips):
            w.align(4)
            w.put16(ctab + 4 * ci, words(w.pos - st))
            w.put16(ctab + 4 * ci + 2, clip.ticks)
            w.u16(1 if clip.loop else 0); w.u16(0)
            enc = G.clip_streams(CODEC_H, clip)
            for k in order_ch:
                w.i16(clip.init[k])
            for k in order_ch:
                w.u8(u8_ok(len(enc[k])))
            for k in order_ch:
                w.raw(enc[k])
        section("motion", st)
    d = w.u16(len(TRAILER_SLOTS))
    w.u16(0)
    for nm in TRAILER_SLOTS:
        off, size = sec.get(nm, (0, 0))
        w.u16(words(off)); w.u16(words(size))
    w.u32(words(d))
    struct.pack_into("<HHIII", w.b, 0, 0x0200, 1 if m.skeletal else 2, w.pos, 0x20,
                     len(TRAILER_SLOTS))
    note = ("trailer: header (u16 0x200, u16 kind, u32 size, u32 0x20, u32 9); sections found "
            "through a directory at the end (last word = its offset in words; u16 word "
            "offset, u16 word size per slot); counts, vertex counts, tile w/h and heights "
            "minus one; nodes (i16 xyz, u8 rotation + 1, u8 parent + 1); channel masks per "
            "node; motion codec H")
    return bytes(w.b), note


def read_trailer(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    d = 4 * r.u32(len(data) - 4)
    nslots = r.u16(d)
    if nslots != len(TRAILER_SLOTS) or d + 4 + 4 * nslots + 4 != len(data):
        raise ValueError(f"{name}: no directory at {d:#x}")
    sec = {}
    starts = {0, d}
    for k, nm in enumerate(TRAILER_SLOTS):
        off, size = 4 * r.u16(d + 4 + 4 * k), 4 * r.u16(d + 6 + 4 * k)
        if size:
            sec[nm] = (off, size)
            starts.add(off)
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if "skeleton" in sec:
        sk = sec["skeleton"][0]
        nn, rot_count = r.u8(sk + 4) + 1, r.u8(sk + 5)
        nodes = []
        for i in range(nn):
            o = sk + 8 + 8 * i
            par = r.u8(o + 7)
            nodes.append((None if par == 0 else par - 1, (r.i16(o), r.i16(o + 2), r.i16(o + 4))))
    tx = sec["textures"][0]
    textures = []
    for k in range(r.u8(tx)):
        bo, blen, bw, bh, _ = struct.unpack_from("<HHBBH", data, tx + 4 + 8 * k)
        starts.add(tx + 4 * bo)
        textures.append((2 * bw, bh + 1, r.bytes(tx + 4 * bo, blen)))
    cl, clsize = sec["cluts"]
    cluts = [r.clut(cl + 32 * j) for j in range(clsize // 32)]
    ti, tsize = sec["tiles"]
    tiles = [(r.u8(t), r.u8(t + 1), r.u8(t + 2), r.u8(t + 3), r.u8(t + 4) + 1, r.u8(t + 5) + 1)
             for t in range(ti, ti + tsize, 8)]
    face = None
    if "face" in sec:
        b = r.bytes(sec["face"][0], 16)
        face = G.Face(b[0], b[1], b[2], b[3], b[4], tuple(b[6:10]), tuple(b[10:14]))
    pt = sec["parts"][0]
    nparts, pool = r.u8(pt) + 1, r.u16(pt + 2) + 1
    vs, ps = sec["vertices"][0], sec["primitives"][0]
    parts, streams = [], []
    for k in range(nparts):
        node, nv, base, vo, po, nr, _, _ = struct.unpack_from("<BBHHHBBH", data, pt + 4 + 12 * k)
        starts |= {vs + 4 * vo, ps + 4 * po}
        parts.append((node, base, r.svectors(vs + 4 * vo, nv + 1)))
        recs, _ = G.walk_stream(r, ps + 4 * po, nr + 1, lengths)
        streams.append((ps + 4 * po, recs))
    channels, clips = [], []
    if "motion" in sec:
        mo = sec["motion"][0]
        nclips, nmask, c = r.u8(mo) + 1, r.u8(mo + 1), r.u16(mo + 2)
        masks = r.bytes(mo + 4, nmask)
        channels = [(n, comp) for n in range(nmask) for comp in range(6) if masks[n] >> comp & 1]
        if len(channels) != c:
            raise ValueError(f"{name}: masks give {len(channels)} channels, header {c}")
        ctab = G.align_up(mo + 4 + nmask, 4)
        for ci in range(nclips):
            cs = mo + 4 * r.u16(ctab + 4 * ci)
            starts.add(cs)
            init = [r.i16(cs + 4 + 2 * k) for k in range(c)]
            pos = cs + 4 + 3 * c
            toks = []
            for k in range(c):
                ln = r.u8(cs + 4 + 2 * c + k)
                t, end = CODEC_H.decode(data, pos)
                if end - pos != ln:
                    raise ValueError(f"{name}: clip {ci} channel {k}: {end - pos} bytes, "
                                     f"table says {ln}")
                toks.append(t)
                pos = end
            clips.append((r.u16(ctab + 4 * ci + 2), bool(r.u16(cs) & 1), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
# Style "linked": a C struct dump with u16 pointers in 4-byte words from the file's start
# (0 = none): parts, their record strips and textures are singly linked lists, linked in draw
# / index order but stored in a shuffled physical order; the root bone is its own parent.
# ============================================================================================
def linked_face(f: G.Face) -> bytes:
    return struct.pack("<HHHBB4B4B", f.face_tex, f.blink_tex, f.mouth_tex, f.blink_frames,
                       f.mouth_frames, *f.eye, *f.mouth)


def write_linked(m: G.Model, rng: random.Random) -> tuple[bytes, str]:
    w = G.W()
    w.raw(bytes(0x20))
    skel = 0
    if m.skeletal:
        skel = w.u32(MAGIC)
        w.u16(len(m.nodes)); w.u16(len(m.rots))
        rix = rot_index(m)
        for i, (par, t) in enumerate(m.nodes):
            w.i16(i if par is None else par)  # the root points at itself
            w.u16(1 if i in rix else 0)
            for c in t:
                w.i16(c)
            w.i16(0)
        for n, rx, ry, rz in m.rots:
            w.u16(n); w.i16(rx); w.i16(ry); w.i16(rz)
    # part blocks: header 16 B, vertex array, strips (u16 next, u16 records, records, pad 4)
    heads = [0] * len(m.parts)
    order = list(range(len(m.parts)))
    rng.shuffle(order)
    for k in order:
        p = m.parts[k]
        w.align(4)
        heads[k] = w.pos
        w.raw(bytes(16))
        va = w.svectors(p.verts)
        strips = []
        for s in p.streams:
            w.align(4)
            strips.append(w.u16(0))
            w.u16(len(s))
            w.raw(b"".join(s))
        for a, b in zip(strips, strips[1:]):
            w.put16(a, words(b))
        struct.pack_into("<HHHHHHI", w.b, heads[k], 0, p.node, p.base, len(p.verts), words(va),
                         words(strips[0]), 0)
    for a, b in zip(heads, heads[1:]):
        w.put16(a, words(b))
    # texture blocks: header 12 B (u16 next, u16 w, u16 h, u16 0, u32 blob size), blob, pad 4
    theads = [0] * len(m.textures)
    order = list(range(len(m.textures)))
    rng.shuffle(order)
    for k in order:
        w.align(4)
        tw, th, _ = m.textures[k]
        theads[k] = w.u16(0)
        w.u16(tw); w.u16(th); w.u16(0); w.u32(len(m.blobs[k]))
        w.raw(m.blobs[k])
    for a, b in zip(theads, theads[1:]):
        w.put16(a, words(b))
    w.align(4)
    tiles = w.u16(len(m.tiles))
    w.u16(0)
    for tex, clut, x, y, tw, th in m.tiles:
        w.u16(tex); w.u16(clut); w.u8(u8_ok(x)); w.u8(u8_ok(y)); w.u8(u8_ok(tw)); w.u8(u8_ok(th))
    w.align(4)
    cluts = w.u16(len(m.cluts))
    w.u16(0)
    for c in m.cluts:
        w.clut(c)
    face = 0
    if m.face:
        face = w.raw(linked_face(m.face))
    motion = 0
    if m.clips:
        c = len(m.channels)
        w.align(4)
        motion = w.u16(c)
        w.u16(0)  # first clip, patched
        for n, comp in m.channels:
            w.u16(n); w.u16(comp)
        prev = motion + 2
        for clip in m.clips:
            w.align(4)
            cs = w.pos
            w.put16(prev, words(cs))
            prev = w.u16(0)
            w.u16(clip.ticks); w.u16(1 if clip.loop else 0); w.u16(0)
            so = w.pos
            w.raw(bytes(2 * c))
            for v in clip.init:
                w.i16(v)
            for k, e in enumerate(G.clip_streams(G.CODEC_E, clip)):
                w.put16(so + 2 * k, u16_ok(w.pos - cs))
                w.raw(e)
    w.align(4)
    flags = (1 if m.skeletal else 0) | (2 if m.face else 0) | (4 if m.clips else 0)
    struct.pack_into("<HHHHHHHHHHHHHH", w.b, 0, m.pool_size, flags, words(heads[0]),
                     words(theads[0]), 0x20, 0, words(tiles), words(cluts),
                     words(face) if face else 0, words(motion) if motion else 0,
                     words(skel) if skel else 0, words(w.pos), 0, 0)
    note = ("linked: header of u16 word pointers (pool, flags, first part, first texture, "
            "0x20, 0, tiles, CLUTs, face, motion, skeleton, size); 12-byte bones (i16 parent, "
            "the root its own, u16 flags, SVECTOR); parts, strips and textures linked lists "
            "in a shuffled physical order; clips linked; motion codec E")
    return bytes(w.b), note


def read_linked(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    (pool, flags, fpart, ftex, hsize, _, tiles_w, cluts_w, face_w, motion_w, skel_w,
     size_w) = struct.unpack_from("<12H", data, 0)
    if hsize != 0x20 or 4 * size_w != len(data):
        raise ValueError(f"{name}: header size {hsize:#x}, file size {4 * size_w:#x}")
    starts = {0}
    nodes: list = [(None, (0, 0, 0))]
    rot_count = 0
    if skel_w:
        sk = 4 * skel_w
        starts.add(sk)
        nn, rot_count = r.u16(sk + 4), r.u16(sk + 6)
        nodes = []
        for i in range(nn):
            o = sk + 8 + 12 * i
            par = r.i16(o)
            nodes.append((None if par == i else par, (r.i16(o + 4), r.i16(o + 6), r.i16(o + 8))))
    parts, streams = [], []
    at = 4 * fpart
    while at:
        starts.add(at)
        nxt, node, base, nv, va, strip, _ = struct.unpack_from("<HHHHHHI", data, at)
        starts.add(4 * va)
        parts.append((node, base, r.svectors(4 * va, nv)))
        s = 4 * strip
        while s:
            starts.add(s)
            recs, _ = G.walk_stream(r, s + 4, r.u16(s + 2), lengths)
            streams.append((s + 4, recs))
            s = 4 * r.u16(s)
        at = 4 * nxt
        if len(parts) > 1000:
            raise ValueError(f"{name}: part list does not end")
    textures = []
    at = 4 * ftex
    while at:
        starts.add(at)
        textures.append((r.u16(at + 2), r.u16(at + 4), r.bytes(at + 12, r.u32(at + 8))))
        at = 4 * r.u16(at)
        if len(textures) > 256:
            raise ValueError(f"{name}: texture list does not end")
    ti = 4 * tiles_w
    starts.add(ti)
    tiles = []
    for k in range(r.u16(ti)):
        t = ti + 4 + 8 * k
        tiles.append((r.u16(t), r.u16(t + 2), r.u8(t + 4), r.u8(t + 5), r.u8(t + 6), r.u8(t + 7)))
    cl = 4 * cluts_w
    starts.add(cl)
    cluts = [r.clut(cl + 4 + 32 * j) for j in range(r.u16(cl))]
    face = None
    if face_w:
        starts.add(4 * face_w)
        v = struct.unpack_from("<HHHBB4B4B", data, 4 * face_w)
        face = G.Face(v[0], v[1], v[3], v[2], v[4], tuple(v[5:9]), tuple(v[9:13]))
    channels, clips = [], []
    if motion_w:
        mo = 4 * motion_w
        starts.add(mo)
        c = r.u16(mo)
        channels = [(r.u16(mo + 4 + 4 * k), r.u16(mo + 6 + 4 * k)) for k in range(c)]
        cs = 4 * r.u16(mo + 2)
        while cs:
            starts.add(cs)
            init = [r.i16(cs + 8 + 2 * c + 2 * k) for k in range(c)]
            toks = [G.CODEC_E.decode(data, cs + r.u16(cs + 8 + 2 * k))[0] for k in range(c)]
            clips.append((r.u16(cs + 2), bool(r.u16(cs + 4)), init, toks))
            cs = 4 * r.u16(cs)
            if len(clips) > 64:
                raise ValueError(f"{name}: clip list does not end")
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


# ============================================================================================
STYLES = [
    G.Style("tmd", write_tmd, read_tmd, 4),
    G.Style("dot1", write_dot1, read_dot1),
    G.Style("trailer", write_trailer, read_trailer),
    G.Style("linked", write_linked, read_linked),
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
