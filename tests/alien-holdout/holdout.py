"""Two holdout container styles for tests/alien-holdout/ (loaded by tests/alien/gen.py).

Same content model, same published facts, same self-check as tests/alien/gen.py; only the
containers differ. Described in README.md here, which the lead reads only at the end.
"""

from __future__ import annotations

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "alien"))
import gen as G  # noqa: E402

# Another record-length table (each >= the built-in layout's length; published ones kept).
LENGTHS = {0: 3, 1: 6, 2: 6, 3: 8, 4: 10, 5: 12, 6: 10, 7: 14, 8: 14, 9: 12, 10: 16, 11: 18,
           12: 18, 13: 21}

LOAD = 0x801A0000


def _dec_f(d: bytes, p: int):
    b = d[p]
    if b & 0x80:
        return "vel", G.sext(b, 7), p + 1
    if not b & 0x40:
        return "vel", G.sext(((b & 0x3F) << 8) | d[p + 1], 14), p + 2
    if b == 0x40:
        return "end", 0, p + 1
    return "wait", b & 0x3F, p + 1


# F: 1vvvvvvv vel7 | 00hhhhhh llllllll vel14 | 01nnnnnn wait n>=1 | 0x40 end
CODEC_F = G.Codec("F", 63, lambda v: bytes([0x80 | (v & 0x7F)]),
                  lambda v: bytes([(v >> 8) & 0x3F, v & 0xFF]),
                  lambda n: bytes([0x40 | n]), b"\x40", _dec_f)


# ---- holdout style "ramptr" ------------------------------------------------------------------
def write_ramptr(m: G.Model, plain: bool = False) -> tuple[bytes, str]:
    """`plain`: the RAM pointers, the parents as byte offsets into the node table and the pool
    bases in bytes (tests/alien's `prelinked`): the pool size stored in slots, tiles as (x, y,
    w, h), channels as (u8 node, u8 component)."""
    k8 = 1 if plain else 8
    codec = G.CODEC_D
    out = G.W()
    out.u16(1 if m.skeletal else 2); out.u16(5); out.u32(LOAD); out.u32(0x20)
    sk_at, mesh_at, img_at, mo_at, end_at = (out.u32(0) for _ in range(5))

    def ptr(at: int, target: int | None = None) -> None:
        out.put32(at, LOAD + (out.pos if target is None else target))

    if m.skeletal:
        ptr(sk_at)
        out.u32(G.MAGIC); out.u16(len(m.nodes)); out.u16(len(m.rots))
        nt_at, rt_at = out.u32(0), out.u32(0)
        ptr(nt_at)
        for par, (x, y, z) in m.nodes:
            out.u16(0xFFFF if par is None else par * 8); out.i16(x); out.i16(y); out.i16(z)
        ptr(rt_at)
        for n, rx, ry, rz in m.rots:
            out.i16(rx); out.i16(ry); out.i16(rz); out.u16(n)
    out.align(4)
    ptr(mesh_at)
    out.u32(len(m.parts)); out.u32(m.pool_size * k8); pt_at = out.u32(0); out.u32(0)
    vptr = []
    for p in m.parts:
        vptr.append(out.pos)
        out.svectors(p.verts)
    sptr = []
    for p in m.parts:
        out.align(4)
        sptr.append(out.pos)
        for r in m.part_stream(p):
            out.raw(r)
    out.align(4)
    ptr(pt_at)
    for p, va, so in zip(m.parts, vptr, sptr):
        out.u32(LOAD + va); out.u32(LOAD + so); out.u16(p.base * 8); out.u16(len(p.verts))
        out.u16(len(m.part_stream(p))); out.u8(p.node); out.u8(0)
    ptr(img_at)
    out.u16(len(m.textures)); out.u16(len(m.cluts)); out.u16(len(m.tiles))
    out.u16(1 if m.face else 0)
    tx_at, cl_at, tl_at, fc_at = (out.u32(0) for _ in range(4))
    ptr(tx_at)
    heads = []
    for w, h, _ in m.textures:
        heads.append(out.u32(0)); out.u16(h); out.u16(w)
    ptr(cl_at)
    for c in m.cluts:
        out.clut(c)
    ptr(tl_at)
    for tex, clut, x, y, w, h in m.tiles:
        if plain:
            out.raw(bytes([x, y, w, h, tex, clut, 0, 0]))
        else:
            out.raw(bytes([x, y, x + w - 1, y + h - 1, tex, clut, 0, 0]))
    if m.face:
        ptr(fc_at)
        out.raw(G.face_bytes_a(m.face))
    for at, blob in zip(heads, m.blobs):
        out.align(4)
        ptr(at)
        out.raw(blob)
    out.align(4)
    if m.channels:
        ptr(mo_at)
        out.u16(len(m.channels)); out.u16(len(m.clips)); ch_at, cp_at = out.u32(0), out.u32(0)
        ptr(ch_at)
        for node, comp in m.channels:
            if plain:
                out.u8(node); out.u8(comp)
            else:
                out.u16(node << 3 | comp)
        out.align(4)
        ptr(cp_at)
        cents = []
        for clip in m.clips:
            cents.append((out.u32(0), out.u32(0)))
            out.u16(clip.ticks); out.u16(1 if clip.loop else 0)
        for (st_at, in_at), clip in zip(cents, m.clips):
            ptr(in_at)
            for v in clip.init:
                out.i16(v)
            out.align(4)
            ptr(st_at)
            table = [out.u32(0) for _ in clip.init]
            for at, s in zip(table, G.clip_streams(codec, clip)):
                ptr(at)
                out.raw(s)
            out.align(4)
    ptr(end_at)
    note = ("prelinked: ramptr of tests/alien-holdout with only its RAM pointers (load address "
            "0x801A0000 at u32 @4), its parents and pool bases as byte offsets (x 8); the pool "
            "size, tiles and channels stored plainly" if plain
            else "ramptr (holdout: see tests/alien-holdout/README.md)")
    return bytes(out.b), note


def read_ramptr(data: bytes, name: str, lengths: dict[int, int],
                plain: bool = False) -> G.Parsed:
    r = G.R(data, name)
    k8 = 1 if plain else 8
    load = r.u32(4)

    def at(p: int) -> int:
        if p < load or p - load >= len(data) + 1:
            raise ValueError(f"{name}: pointer {p:#x} outside the file loaded at {load:#x}")
        return p - load

    sk, mesh, img, mo, end = (r.u32(0x0C + 4 * k) for k in range(5))
    starts = {at(end)}
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if sk:
        s = at(sk)
        starts.add(s)
        n, rot_count = r.u16(s + 4), r.u16(s + 6)
        nt = at(r.u32(s + 8))
        nodes = []
        for i in range(n):
            o = nt + 8 * i
            par = r.u16(o)
            nodes.append((None if par == 0xFFFF else par // 8,
                          (r.i16(o + 2), r.i16(o + 4), r.i16(o + 6))))
    s = at(mesh)
    starts.add(s)
    npart, pool_bytes, pt = r.u32(s), r.u32(s + 4), at(r.u32(s + 8))
    starts.add(pt)
    parts, streams = [], []
    for i in range(npart):
        o = pt + 16 * i
        va, so = at(r.u32(o)), at(r.u32(o + 4))
        base, cnt, nrec, node = r.u16(o + 8) // 8, r.u16(o + 10), r.u16(o + 12), r.u8(o + 14)
        starts |= {va, so}
        parts.append((node, base, r.svectors(va, cnt)))
        streams.append((so, G.walk_stream(r, so, nrec, lengths)[0]))
    s = at(img)
    starts.add(s)
    ntex, nclut, ntile, has_face = (r.u16(s + 2 * k) for k in range(4))
    tx, cl, tl = at(r.u32(s + 8)), at(r.u32(s + 12)), at(r.u32(s + 16))
    starts |= {tx, cl, tl}
    textures = []
    for i in range(ntex):
        bo = at(r.u32(tx + 8 * i))
        starts.add(bo)
        textures.append((r.u16(tx + 8 * i + 6), r.u16(tx + 8 * i + 4), r.bytes(bo, len(data) - bo)))
    cluts = [r.clut(cl + 32 * i) for i in range(nclut)]
    tiles = []
    for i in range(ntile):
        b = r.bytes(tl + 8 * i, 8)
        if plain:
            tiles.append((b[4], b[5], b[0], b[1], b[2], b[3]))
        else:
            tiles.append((b[4], b[5], b[0], b[1], b[2] - b[0] + 1, b[3] - b[1] + 1))
    face = None
    if has_face:
        fc = at(r.u32(s + 20))
        starts.add(fc)
        face = G.face_from_a(r.bytes(fc, 16))
    channels, clips = [], []
    if mo:
        s = at(mo)
        starts.add(s)
        nch, nclip, chp, cpp = r.u16(s), r.u16(s + 2), at(r.u32(s + 4)), at(r.u32(s + 8))
        if plain:
            channels = [(r.u8(chp + 2 * k), r.u8(chp + 2 * k + 1)) for k in range(nch)]
        else:
            channels = [(r.u16(chp + 2 * k) >> 3, r.u16(chp + 2 * k) & 7) for k in range(nch)]
        for i in range(nclip):
            o = cpp + 12 * i
            st, ini, ticks, loop = at(r.u32(o)), at(r.u32(o + 4)), r.u16(o + 8), r.u16(o + 10)
            init = [r.i16(ini + 2 * k) for k in range(nch)]
            toks = [G.CODEC_D.decode(data, at(r.u32(st + 4 * k)))[0] for k in range(nch)]
            clips.append((ticks, bool(loop), init, toks))
    return G.Parsed(nodes, rot_count, parts, pool_bytes // k8, streams, tiles, textures, cluts,
                    channels, clips, face, starts, blob_exact=False)


# ---- holdout style "soa" ---------------------------------------------------------------------
def write_soa(m: G.Model) -> tuple[bytes, str]:
    codec = CODEC_F
    out = G.W()
    out.u8(len(m.nodes) if m.skeletal else 0); out.u8(len(m.parts)); out.u8(len(m.textures))
    out.u8(len(m.cluts)); out.u16(len(m.tiles)); out.u16(len(m.channels))
    out.u32(0x20)
    pc_at, tl_at, tx_at, mo_at = (out.u32(0) for _ in range(4))
    out.u16(m.pool_size); out.u16(len(m.clips))
    if m.skeletal:
        out.u32(G.MAGIC)
        for par, _ in m.nodes:
            out.u8(0xFF if par is None else par)
        out.align(2)
        for axis in range(3):
            for _, t in m.nodes:
                out.i16(t[axis])
        out.u16(len(m.rots))
        for n, *_ in m.rots:
            out.u8(n)
        out.align(2)
        for _, rx, ry, rz in m.rots:
            out.i16(rx); out.i16(ry); out.i16(rz)
    out.align(4)
    out.put32(pc_at, out.pos)
    for p in m.parts:
        recs = m.part_stream(p)
        e = out.u16(0)
        out.u8(p.node); out.u8(1 if any(r[0] in G.TEXTURED for r in recs) else 0)
        out.u16(p.base); out.u16(len(p.verts)); out.u16(len(recs)); out.u16(0)
        out.svectors(p.verts)
        for r in recs:
            out.raw(r)
        out.align(4)
        out.put16(e, out.pos - e)
    out.u32(0)
    out.put32(tl_at, out.pos)
    for tex, clut, x, y, w, h in m.tiles:
        out.raw(bytes([tex << 4 | clut, x, y, w, h, 0]))
    out.align(4)
    out.put32(tx_at, out.pos)
    out.u16(1 if m.face else 0); out.u16(0)
    if m.face:
        out.raw(G.face_bytes_a(m.face))
    for (w, h, _), blob in zip(m.textures, m.blobs):
        out.u16(w); out.u16(h); out.u32(len(blob)); out.raw(blob); out.align(4)
    for c in m.cluts:
        out.clut(c)
    if m.channels:
        out.put32(mo_at, out.pos)
        for node, comp in m.channels:
            out.u8(node); out.u8(comp)
        for clip in m.clips:
            out.u16(clip.ticks); out.u16(1 if clip.loop else 0)
        streams = [G.clip_streams(codec, c) for c in m.clips]
        for k in range(len(m.channels)):
            for ci, clip in enumerate(m.clips):
                s = streams[ci][k]
                out.i16(clip.init[k]); out.u16(len(s)); out.raw(s); out.align(2)
    out.align(4)
    return bytes(out.b), "soa (holdout: see tests/alien-holdout/README.md)"


def read_soa(data: bytes, name: str, lengths: dict[int, int]) -> G.Parsed:
    r = G.R(data, name)
    nn, npart, ntex, nclut = r.u8(0), r.u8(1), r.u8(2), r.u8(3)
    ntile, nch = r.u16(4), r.u16(6)
    first, pc, tl, tx, mo = (r.u32(8 + 4 * k) for k in range(5))
    pool, nclip = r.u16(0x1C), r.u16(0x1E)
    starts = {first, pc, tl, tx, len(data)} | ({mo} if mo else set())
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if nn:
        parents = [r.u8(0x24 + i) for i in range(nn)]
        xs = G.align_up(0x24 + nn, 2)
        coords = [[r.i16(xs + 2 * (axis * nn + i)) for i in range(nn)] for axis in range(3)]
        nodes = [(None if parents[i] == 0xFF else parents[i],
                  (coords[0][i], coords[1][i], coords[2][i])) for i in range(nn)]
        rot_count = r.u16(xs + 6 * nn)
    parts, streams = [], []
    pos = pc
    for _ in range(npart):
        size = r.u16(pos)
        if size == 0:
            raise ValueError(f"{name}: part chain ends early at {pos:#x}")
        starts.add(pos)
        node, base, cnt, nrec = r.u8(pos + 2), r.u16(pos + 4), r.u16(pos + 6), r.u16(pos + 8)
        va = pos + 12
        parts.append((node, base, r.svectors(va, cnt)))
        so = va + 8 * cnt
        streams.append((so, G.walk_stream(r, so, nrec, lengths)[0]))
        pos += size
    if r.u32(pos) != 0:
        raise ValueError(f"{name}: no terminator after the part chain")
    starts.add(pos)
    tiles = []
    for i in range(ntile):
        b = r.bytes(tl + 6 * i, 6)
        tiles.append((b[0] >> 4, b[0] & 15, b[1], b[2], b[3], b[4]))
    has_face = r.u16(tx)
    pos = tx + 4
    face = None
    if has_face:
        face = G.face_from_a(r.bytes(pos, 16))
        pos += 16
    textures = []
    for _ in range(ntex):
        w, h, size = r.u16(pos), r.u16(pos + 2), r.u32(pos + 4)
        starts.add(pos + 8)
        textures.append((w, h, r.bytes(pos + 8, size)))
        pos = G.align_up(pos + 8 + size, 4)
    cluts = [r.clut(pos + 32 * i) for i in range(nclut)]
    channels, clips = [], []
    if mo:
        channels = [(r.u8(mo + 2 * k), r.u8(mo + 2 * k + 1)) for k in range(nch)]
        heads = [(r.u16(mo + 2 * nch + 4 * i), r.u16(mo + 2 * nch + 4 * i + 2))
                 for i in range(nclip)]
        inits = [[] for _ in range(nclip)]
        toks = [[] for _ in range(nclip)]
        pos = mo + 2 * nch + 4 * nclip
        for _ in range(nch):
            for ci in range(nclip):
                inits[ci].append(r.i16(pos))
                ln = r.u16(pos + 2)
                t, end = CODEC_F.decode(r.bytes(pos + 4, ln))
                if end != ln:
                    raise ValueError(f"{name}: token stream length")
                toks[ci].append(t)
                pos = G.align_up(pos + 4 + ln, 2)
        clips = [(ticks, bool(loop), inits[i], toks[i]) for i, (ticks, loop) in enumerate(heads)]
    return G.Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                    clips, face, starts)


STYLES = [
    G.Style("ramptr", lambda m, rng: write_ramptr(m), read_ramptr),
    G.Style("soa", lambda m, rng: write_soa(m), read_soa),
]

# For tests/alien (not a holdout): ramptr with only its RAM pointers, added by the lead.
ALIEN_STYLES = [
    G.Style("prelinked", lambda m, rng: write_ramptr(m, plain=True),
            lambda d, n, ln: read_ramptr(d, n, ln, plain=True)),
]

PLAN = [("h1", "humanoid", True), ("h2", "humanoid", True), ("h3", "humanoid", False),
        ("c1", "creature", True), ("c2", "creature", True), ("c3", "creature", True),
        ("p1", "prop", False), ("p2", "prop", False)]
