#!/usr/bin/env python3
"""An independent corpus of character files (.chr) in container layouts dewrip has never seen.

Written to the published facts (field notes §2-§9) and the built-in face-record field layout of
docs/formats/records.md, never to dewrip's own writer. Python 3.11 standard library only.

    python3 tests/alien/gen.py            # regenerate tests/alien/ (and tests/alien-holdout/)
    python3 tests/alien/gen.py --check    # re-read every file with its style's reader, compare

Every file NAME.chr has NAME.truth.json beside it. Deterministic: the same bytes on every run.
See README.md for the styles.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import struct
import sys
import zlib
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MAGIC = 0x12345678

# --------------------------------------------------------------------------------------------
# Record lengths. Published: 0 -> 3, 9 -> 12, 13 -> 21. The others are this corpus's choice,
# each >= the built-in layout's length (records.md), the bytes past the built-in fields zero.
# --------------------------------------------------------------------------------------------
LENGTHS = {0: 3, 1: 4, 2: 8, 3: 8, 4: 8, 5: 10, 6: 12, 7: 12, 8: 16, 9: 12, 10: 16, 11: 16,
           12: 20, 13: 21}
# The built-in field layout's lengths (records.md): a record never ends before these.
BUILTIN_LEN = {0: 3, 1: 4, 2: 6, 3: 7, 4: 8, 5: 9, 6: 10, 7: 11, 8: 14, 9: 12, 10: 15, 11: 16,
               12: 18, 13: 21}
QUADS = {4, 7, 10, 12}
STATES = {0, 2}
TEXTURED = {5, 7, 9, 10, 11, 13}


def lengths_json(lengths: dict[int, int]) -> str:
    """The form `dewrip exe record-lengths --json` prints."""
    doc = {"dispatches": [{"function": "0x80010000", "table": "0x80020000",
                           "lengths": {str(k): v for k, v in sorted(lengths.items())}}]}
    return json.dumps(doc, indent=1) + "\n"


# --------------------------------------------------------------------------------------------
# Byte helpers
# --------------------------------------------------------------------------------------------
class W:
    """A little-endian byte writer with patchable placeholders; each put returns its offset."""

    def __init__(self) -> None:
        self.b = bytearray()

    @property
    def pos(self) -> int:
        return len(self.b)

    def _put(self, fmt: str, v: int) -> int:
        p = self.pos
        self.b += struct.pack(fmt, v)
        return p

    def u8(self, v: int) -> int:
        return self._put("<B", v)

    def i8(self, v: int) -> int:
        return self._put("<b", v)

    def u16(self, v: int) -> int:
        return self._put("<H", v)

    def i16(self, v: int) -> int:
        return self._put("<h", v)

    def u32(self, v: int) -> int:
        return self._put("<I", v)

    def i32(self, v: int) -> int:
        return self._put("<i", v)

    def raw(self, data: bytes) -> int:
        p = self.pos
        self.b += data
        return p

    def svectors(self, verts: list[tuple[int, int, int]]) -> int:
        """8-byte SVECTORs: i16 x, y, z, pad 0."""
        return self.raw(b"".join(struct.pack("<hhhh", x, y, z, 0) for x, y, z in verts))

    def clut(self, colours: list[int]) -> int:
        return self.raw(struct.pack("<16H", *colours))

    def align(self, n: int) -> int:
        while len(self.b) % n:
            self.b.append(0)
        return self.pos

    def put16(self, at: int, v: int) -> None:
        struct.pack_into("<H", self.b, at, v)

    def put32(self, at: int, v: int) -> None:
        struct.pack_into("<I", self.b, at, v)


class R:
    """A bounds-checked little-endian reader; every read raises ValueError past the end."""

    def __init__(self, data: bytes, name: str = "") -> None:
        self.d = data
        self.name = name

    def _get(self, fmt: str, off: int) -> int:
        size = struct.calcsize(fmt)
        if off < 0 or off + size > len(self.d):
            raise ValueError(f"{self.name}: read of {size} bytes at {off:#x} past the end "
                             f"({len(self.d):#x})")
        return struct.unpack_from(fmt, self.d, off)[0]

    def u8(self, off: int) -> int:
        return self._get("<B", off)

    def i8(self, off: int) -> int:
        return self._get("<b", off)

    def u16(self, off: int) -> int:
        return self._get("<H", off)

    def i16(self, off: int) -> int:
        return self._get("<h", off)

    def u32(self, off: int) -> int:
        return self._get("<I", off)

    def i32(self, off: int) -> int:
        return self._get("<i", off)

    def bytes(self, off: int, n: int) -> bytes:
        if off < 0 or n < 0 or off + n > len(self.d):
            raise ValueError(f"{self.name}: read of {n} bytes at {off:#x} past the end")
        return bytes(self.d[off:off + n])

    def svectors(self, off: int, n: int) -> list[tuple[int, int, int]]:
        return [(self.i16(off + 8 * k), self.i16(off + 8 * k + 2), self.i16(off + 8 * k + 4))
                for k in range(n)]

    def clut(self, off: int) -> list[int]:
        return [self.u16(off + 2 * k) for k in range(16)]

    def __len__(self) -> int:
        return len(self.d)


def align_up(v: int, n: int) -> int:
    return (v + n - 1) // n * n


# --------------------------------------------------------------------------------------------
# Square's LZ (field notes §5): u32 decompressed size; a flag byte per 8 tokens, LSB first;
# 0 = literal byte; 1 = reference lo, hi: distance ((hi & 0x0F) << 8) | lo back from the output
# position, length (hi >> 4) + 3. This compressor is written here from that description.
# --------------------------------------------------------------------------------------------
def lz_compress(data: bytes) -> bytes:
    """Greedy; then references are split until the token count is a multiple of 8, so that
    the blob ends on a flag-group boundary (field notes §13: Xenogears' decoder tests for the
    end of input only before a flag byte) and still decodes to exactly len(data) bytes."""
    n = len(data)
    heads: dict[bytes, list[int]] = {}
    tokens: list[tuple[int, int]] = []  # (literal byte, 0) or (distance, length)

    def remember(p: int) -> None:
        if p + 3 <= n:
            heads.setdefault(data[p:p + 3], []).append(p)

    i = 0
    while i < n:
        best_len, best_dist = 0, 0
        if i + 3 <= n:
            cands = heads.get(data[i:i + 3])
            if cands:
                limit = min(18, n - i)
                for p in reversed(cands[-24:]):
                    dist = i - p
                    if dist > 0xFFF:
                        break
                    length = 3
                    while length < limit and data[p + length] == data[i + length]:
                        length += 1
                    if length > best_len:
                        best_len, best_dist = length, dist
                        if length == limit:
                            break
        if best_len >= 3:
            tokens.append((best_dist, best_len))
            for k in range(best_len):
                remember(i + k)
            i += best_len
        else:
            tokens.append((data[i], 0))
            remember(i)
            i += 1
    # split references from the end until the count is a multiple of 8
    k = len(tokens) - 1
    pos = n
    while len(tokens) % 8 and k >= 0:
        a, b = tokens[k]
        pos -= b if b else 1
        if b >= 4:  # literal + a reference one shorter, same distance
            tokens[k:k + 1] = [(data[pos], 0), (a, b - 1)]
            pos += b  # look at the shortened reference (now at k + 1) again
            k += 2
        elif b == 3 and len(tokens) % 8 <= 6:  # three literals
            tokens[k:k + 1] = [(data[pos + j], 0) for j in range(3)]
        k -= 1
    out = bytearray(struct.pack("<I", n))
    for g in range(0, len(tokens), 8):
        group = tokens[g:g + 8]
        out.append(sum(1 << j for j, (_, b) in enumerate(group) if b))
        for a, b in group:
            if b:
                out.append(a & 0xFF)
                out.append(((b - 3) << 4) | (a >> 8))
            else:
                out.append(a)
    return bytes(out)


def lz_decompress(blob: bytes) -> tuple[bytes, int, int, int]:
    """Returns (output, references used, bytes of input consumed, tokens)."""
    if len(blob) < 4:
        raise ValueError("LZ blob shorter than its size word")
    size = struct.unpack_from("<I", blob, 0)[0]
    out = bytearray()
    pos = 4
    refs = 0
    tokens = 0
    while len(out) < size:
        if pos >= len(blob):
            raise ValueError(f"LZ: input ends at {pos} with {len(out)}/{size} bytes out")
        flags = blob[pos]
        pos += 1
        for bit in range(8):
            if len(out) >= size:
                break
            tokens += 1
            if flags >> bit & 1:
                if pos + 2 > len(blob):
                    raise ValueError("LZ: reference cut off")
                lo, hi = blob[pos], blob[pos + 1]
                pos += 2
                dist = ((hi & 0x0F) << 8) | lo
                length = (hi >> 4) + 3
                if dist == 0 or dist > len(out):
                    raise ValueError(f"LZ: reference distance {dist} at output {len(out)}")
                for _ in range(length):
                    out.append(out[-dist])
                refs += 1
            else:
                if pos >= len(blob):
                    raise ValueError("LZ: literal cut off")
                out.append(blob[pos])
                pos += 1
    if len(out) != size:
        raise ValueError(f"LZ: {len(out)} bytes out, declared {size}")
    return bytes(out), refs, pos, tokens


# --------------------------------------------------------------------------------------------
# Face records in the built-in field layout of records.md (offsets count the type byte as 0).
# --------------------------------------------------------------------------------------------
def encode_record(t: int, f: dict, lengths: dict[int, int]) -> bytes:
    b = bytearray(lengths[t])
    b[0] = t

    def put(off: int, v: int) -> None:
        b[off] = v

    def put16(off: int, v: int) -> None:
        b[off] = v & 0xFF
        b[off + 1] = v >> 8

    if t == 0:
        put16(1, f["base"])
    elif t == 1:
        for k in range(3):
            put(1 + k, f["i"][k])
    elif t == 2:
        put(1, f["rgb"][0][0]); put(2, f["rgb"][0][1]); put(3, f["rgb"][0][2]); put(4, f["flags"])
    elif t == 3:
        for k in range(3):
            put(1 + k, f["i"][k])
        put(4, f["rgb"][0][0]); put(5, f["rgb"][0][1]); put(6, f["rgb"][0][2])
    elif t == 4:
        for k in range(4):
            put(1 + k, f["i"][k])
        put(5, f["rgb"][0][0]); put(6, f["rgb"][0][1]); put(7, f["rgb"][0][2])
    elif t == 5:
        put(1, f["tile"]); put(2, f["flags"])
        for k in range(3):
            put(3 + k, f["i"][k]); put(6 + k, f["c"][k])
    elif t == 6:
        for k in range(3):
            put16(1 + 2 * k, f["i"][k])
        put(7, f["rgb"][0][0]); put(8, f["rgb"][0][1]); put(9, f["rgb"][0][2])
    elif t == 7:
        put(1, f["tile"]); put(2, f["flags"])
        for k in range(4):
            put(3 + k, f["i"][k]); put(7 + k, f["c"][k])
    elif t == 8:
        put(1, f["flags"])
        for k in range(3):
            put(2 + k, f["i"][k])
            for c in range(3):
                put(5 + 3 * k + c, f["rgb"][k][c])
    elif t == 9:
        put(1, f["tile"]); put(2, f["flags"])
        for k in range(3):
            put(3 + k, f["i"][k]); put(6 + 2 * k, f["uv"][k][0]); put(7 + 2 * k, f["uv"][k][1])
    elif t == 10:
        put(1, f["tile"]); put(2, f["flags"])
        for k in range(4):
            put(3 + k, f["i"][k]); put(7 + 2 * k, f["uv"][k][0]); put(8 + 2 * k, f["uv"][k][1])
    elif t == 11:
        put16(1, f["tile"]); put(3, f["flags"])
        for k in range(3):
            put16(4 + 2 * k, f["i"][k])
            put(10 + 2 * k, f["uv"][k][0]); put(11 + 2 * k, f["uv"][k][1])
    elif t == 12:
        put(1, f["flags"])
        for k in range(4):
            put(2 + k, f["i"][k])
            for c in range(3):
                put(6 + 3 * k + c, f["rgb"][k][c])
    elif t == 13:
        put(1, f["tile"]); put(2, f["flags"])
        for k in range(3):
            put(3 + k, f["i"][k]); put(6 + 2 * k, f["uv"][k][0]); put(7 + 2 * k, f["uv"][k][1])
            for c in range(3):
                put(12 + 3 * k + c, f["rgb"][k][c])
    else:
        raise ValueError(f"record type {t}")
    return bytes(b)


def decode_record(rec: bytes) -> dict:
    """The fields the checker needs: kind, pool slots (absolute or base-relative), tile, uv."""
    t = rec[0]
    u16 = lambda o: rec[o] | rec[o + 1] << 8  # noqa: E731
    out: dict = {"type": t}
    if t == 0:
        out["base"] = u16(1)
    elif t in (1, 3):
        out["i"] = list(rec[1:4])
    elif t == 4:
        out["i"] = list(rec[1:5])
    elif t == 5:
        out.update(tile=rec[1], flags=rec[2], i=list(rec[3:6]))
    elif t == 6:
        out["abs"] = [u16(1), u16(3), u16(5)]
    elif t == 7:
        out.update(tile=rec[1], flags=rec[2], i=list(rec[3:7]))
    elif t == 8:
        out.update(flags=rec[1], i=list(rec[2:5]))
    elif t == 9:
        out.update(tile=rec[1], flags=rec[2], i=list(rec[3:6]),
                   uv=[(rec[6 + 2 * k], rec[7 + 2 * k]) for k in range(3)])
    elif t == 10:
        out.update(tile=rec[1], flags=rec[2], i=list(rec[3:7]),
                   uv=[(rec[7 + 2 * k], rec[8 + 2 * k]) for k in range(4)])
    elif t == 11:
        out.update(tile=u16(1), flags=rec[3], abs=[u16(4), u16(6), u16(8)],
                   uv=[(rec[10 + 2 * k], rec[11 + 2 * k]) for k in range(3)])
    elif t == 12:
        out.update(flags=rec[1], i=list(rec[2:6]))
    elif t == 13:
        out.update(tile=rec[1], flags=rec[2], i=list(rec[3:6]),
                   uv=[(rec[6 + 2 * k], rec[7 + 2 * k]) for k in range(3)])
    elif t == 2:
        out["flags"] = rec[4]
    return out


def walk_stream(r: R, start: int, count: int, lengths: dict[int, int]) -> tuple[list[bytes], int]:
    """Reads `count` records from `start`, each advanced by its type's length."""
    recs = []
    pos = start
    for k in range(count):
        t = r.u8(pos)
        if t not in lengths:
            raise ValueError(f"{r.name}: record {k} at {pos:#x}: type {t} outside 0..13 "
                             "(the read position is the likely culprit)")
        recs.append(r.bytes(pos, lengths[t]))
        pos += lengths[t]
    return recs, pos


def walk_until(r: R, start: int, end: int, lengths: dict[int, int]) -> list[bytes]:
    """Reads records from `start` while a whole record fits before `end`."""
    recs = []
    pos = start
    while pos < end:
        t = r.u8(pos)
        if t not in lengths or pos + lengths[t] > end:
            break
        recs.append(r.bytes(pos, lengths[t]))
        pos += lengths[t]
    return recs


# --------------------------------------------------------------------------------------------
# Animation tokens (field notes §9): set velocity to a 7-bit signed value; set velocity to a
# 14-bit value using the next byte; wait n ticks (velocity kept); end. The bit patterns are
# this corpus's choice, one codec per style (none is dewrip's anim.md encoding).
# --------------------------------------------------------------------------------------------
def sext(v: int, bits: int) -> int:
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


@dataclass
class Codec:
    """A token encoding. `max_wait` is the longest single wait token."""
    name: str
    max_wait: int
    enc_vel7: object
    enc_vel14: object
    enc_wait: object
    end: bytes
    dec: object  # bytes, pos -> (kind, value, new pos)

    def encode(self, segs: list[tuple[int, int]]) -> bytes:
        out = bytearray()
        vel = 0
        for v, n in segs:
            if v != vel or not out:
                if -64 <= v <= 63:
                    out += self.enc_vel7(v)
                else:
                    out += self.enc_vel14(v)
                vel = v
            while n > 0:
                step = min(n, self.max_wait)
                out += self.enc_wait(step)
                n -= step
        out += self.end
        return bytes(out)

    def decode(self, data: bytes, start: int = 0) -> tuple[list[tuple[str, int]], int]:
        """Tokens from `start` up to and including the end token; returns (tokens, end pos)."""
        toks = []
        pos = start
        while True:
            if pos >= len(data):
                raise ValueError(f"token stream runs off its data at {pos}")
            kind, val, pos = self.dec(data, pos)
            toks.append((kind, val))
            if kind == "end":
                return toks, pos
            if len(toks) > 100000:
                raise ValueError("token stream does not end")


def _dec_b(d: bytes, p: int):
    b = d[p]
    if b & 0x80:
        return "vel", sext(b, 7), p + 1
    if b & 0x40:
        return "vel", sext(((b & 0x3F) << 8) | d[p + 1], 14), p + 2
    if b == 0:
        return "end", 0, p + 1
    return "wait", b & 0x3F, p + 1


# B: 1vvvvvvv vel7 | 01hhhhhh llllllll vel14 (high bits first) | 00nnnnnn wait n>=1 | 0x00 end
CODEC_B = Codec("B", 63, lambda v: bytes([0x80 | (v & 0x7F)]),
                lambda v: bytes([0x40 | ((v >> 8) & 0x3F), v & 0xFF]),
                lambda n: bytes([n]), b"\x00", _dec_b)


def _dec_c(d: bytes, p: int):
    b = d[p]
    if not b & 0x80:
        return "vel", sext(b, 7), p + 1
    if b & 0x40:
        return "vel", sext((b & 0x3F) | (d[p + 1] << 6), 14), p + 2
    if b == 0x80:
        return "end", 0, p + 1
    return "wait", b & 0x3F, p + 1


# C: 0vvvvvvv vel7 | 11llllll hhhhhhhh vel14 (low 6 bits first) | 10nnnnnn wait n>=1 | 0x80 end
CODEC_C = Codec("C", 63, lambda v: bytes([v & 0x7F]),
                lambda v: bytes([0xC0 | (v & 0x3F), (v >> 6) & 0xFF]),
                lambda n: bytes([0x80 | n]), b"\x80", _dec_c)


def _dec_d(d: bytes, p: int):
    b = d[p]
    if not b & 1:
        return "vel", sext(b >> 1, 7), p + 1
    if b & 3 == 1:
        return "vel", sext(((b >> 2) << 8) | d[p + 1], 14), p + 2
    if b == 3:
        return "end", 0, p + 1
    return "wait", b >> 2, p + 1


# D: vvvvvvv0 vel7 | hhhhhh01 llllllll vel14 | nnnnnn11 wait n>=1 | 0x03 end
CODEC_D = Codec("D", 63, lambda v: bytes([(v & 0x7F) << 1]),
                lambda v: bytes([(((v >> 8) & 0x3F) << 2) | 1, v & 0xFF]),
                lambda n: bytes([(n << 2) | 3]), b"\x03", _dec_d)


def _dec_e(d: bytes, p: int):
    b = d[p]
    if not b & 0x80:
        return "vel", sext(b, 7), p + 1
    if b & 0x40:
        return "vel", sext(((b & 0x3F) << 8) | d[p + 1], 14), p + 2
    if b == 0xBF:
        return "end", 0, p + 1
    return "wait", (b & 0x3F) + 1, p + 1


# E: 0vvvvvvv vel7 | 11hhhhhh llllllll vel14 | 10nnnnnn wait n+1 (1..63) | 0xBF end
CODEC_E = Codec("E", 63, lambda v: bytes([v & 0x7F]),
                lambda v: bytes([0xC0 | ((v >> 8) & 0x3F), v & 0xFF]),
                lambda n: bytes([0x80 | (n - 1)]), b"\xbf", _dec_e)


def integrate(toks: list[tuple[str, int]]) -> int:
    """Ticks a stream lasts (sum of its waits); the checker compares it with the clip's."""
    return sum(v for k, v in toks if k == "wait")


# --------------------------------------------------------------------------------------------
# Content: one coherent model, independent of any container.
# --------------------------------------------------------------------------------------------
@dataclass
class Part:
    node: int
    base: int
    verts: list[tuple[int, int, int]]
    streams: list[list[bytes]] = field(default_factory=list)  # one or two sub-streams


@dataclass
class Clip:
    ticks: int
    loop: bool
    init: list[int]
    segs: list[list[tuple[int, int]]]  # per channel: (velocity, ticks)


@dataclass
class Face:
    face_tex: int
    blink_tex: int
    blink_frames: int
    mouth_tex: int
    mouth_frames: int
    eye: tuple[int, int, int, int]
    mouth: tuple[int, int, int, int]


@dataclass
class Model:
    name: str
    kind: str  # humanoid | creature | prop
    nodes: list[tuple[int | None, tuple[int, int, int]]]
    rots: list[tuple[int, int, int, int]]  # node, rx, ry, rz
    parts: list[Part]
    pool_size: int
    tiles: list[tuple[int, int, int, int, int, int]]  # texture, clut, x, y, w, h
    textures: list[tuple[int, int, bytes]]  # width, height, 4bpp texels (w*h/2 bytes)
    blobs: list[bytes]
    cluts: list[list[int]]
    face: Face | None
    channels: list[tuple[int, int]]  # node, component 0..5
    clips: list[Clip]
    lengths: dict[int, int]

    @property
    def skeletal(self) -> bool:
        return self.kind != "prop"

    def blocks(self) -> list[list[bytes]]:
        """The record streams as independent blocks (every part's sub-streams, in order)."""
        return [s for p in self.parts for s in p.streams]

    def part_stream(self, p: Part) -> list[bytes]:
        return [r for s in p.streams for r in s]

    def truth(self) -> dict:
        faces: dict[int, int] = {}
        tris = 0
        for p in self.parts:
            for s in p.streams:
                for rec in s:
                    faces[rec[0]] = faces.get(rec[0], 0) + 1
                    tris += 0 if rec[0] in STATES else 2 if rec[0] in QUADS else 1
        return {
            "nodes": len(self.nodes),
            "parts": len(self.parts),
            "vertices": sum(len(p.verts) for p in self.parts),
            "pool_size": self.pool_size,
            "faces_per_type": {str(t): faces[t] for t in sorted(faces)},
            "triangles": tris,
            "tiles": len(self.tiles),
            "textures": [{"width": w, "height": h} for w, h, _ in self.textures],
            "cluts": len(self.cluts),
            "channels": len(self.channels),
            "skeleton": [{"parent": par, "translation": list(t)} for par, t in self.nodes],
            "part_list": [{"node": p.node, "vertices": len(p.verts)} for p in self.parts],
        }


# The 34-node humanoid (GTE units ~ mm; Y down; -Z is the front; her right is -X).
# name, parent, translation, has a part
HUMANOID = [
    ("root", None, (0, 0, 0), False),
    ("hips", 0, (0, -860, 0), True),
    ("spine", 1, (0, -95, 5), True),
    ("chest", 2, (0, -135, 0), True),
    ("neck", 3, (0, -150, -5), True),
    ("head", 4, (0, -75, 0), True),
    ("hat", 5, (0, -135, 10), True),
    ("hat_orn_r", 6, (-70, -35, 0), True),
    ("hat_orn_l", 6, (70, -35, 0), True),
    ("tassel_1", 6, (0, -20, 75), True),
    ("tassel_2", 9, (0, 60, 40), True),
    ("hair_1", 5, (0, -30, 65), True),
    ("hair_2", 11, (0, 95, 25), True),
    ("shoulder_r", 3, (-105, -120, 0), True),
    ("arm_r", 13, (-45, 15, 0), True),
    ("forearm_r", 14, (0, 245, 0), True),
    ("hand_r", 15, (0, 225, -5), True),
    ("shoulder_l", 3, (105, -120, 0), True),
    ("arm_l", 17, (45, 15, 0), True),
    ("forearm_l", 18, (0, 245, 0), True),
    ("hand_l", 19, (0, 225, -5), True),
    ("thigh_r", 1, (-85, 45, 0), True),
    ("shin_r", 21, (0, 400, 10), True),
    ("foot_r", 22, (0, 385, 0), True),
    ("toe_r", 23, (0, 45, -95), True),
    ("thigh_l", 1, (85, 45, 0), True),
    ("shin_l", 25, (0, 400, 10), True),
    ("foot_l", 26, (0, 385, 0), True),
    ("toe_l", 27, (0, 45, -95), True),
    ("waist_orn_1", 1, (0, 20, 90), True),
    ("waist_orn_2", 29, (0, 110, 30), True),
    ("waist_orn_3", 30, (0, 120, 20), True),
    ("book", 16, (-20, 70, -40), True),
    ("coat", 2, (0, 40, 80), True),
]
assert len(HUMANOID) == 34 and all(p is None or p < i for i, (_, p, _, _) in enumerate(HUMANOID))


def clamp16(v: float) -> int:
    return max(-32768, min(32767, int(round(v))))


def humanoid_skeleton(rng: random.Random):
    scale = rng.uniform(0.82, 1.15)
    nodes = []
    for _, par, t, _ in HUMANOID:
        if par is None:
            nodes.append((None, (0, 0, 0)))
        else:
            nodes.append((par, tuple(clamp16(c * scale + (rng.randint(-6, 6) if c else 0))
                                     for c in t)))
    rot_nodes = sorted(rng.sample([1, 5, 13, 17, 21, 25, 29, 32], 3))
    rots = [(n, rng.randint(-300, 300), rng.randint(-1024, 1024), rng.randint(-200, 200))
            for n in rot_nodes]
    return nodes, rots


def creature_skeleton(rng: random.Random):
    n = rng.randint(5, 20)
    nodes = [(None, (0, clamp16(-rng.uniform(150, 700)), 0))]
    for i in range(1, n):
        # prefer chains: the previous node, else any earlier one
        par = i - 1 if rng.random() < 0.55 else rng.randrange(0, i)
        mag = rng.uniform(40, 420)
        d = [rng.uniform(-1, 1), rng.uniform(-1, 1), rng.uniform(-1, 1)]
        norm = max(1e-6, sum(c * c for c in d) ** 0.5)
        nodes.append((par, tuple(clamp16(c / norm * mag) for c in d)))
    rots = [(k, rng.randint(-512, 512), rng.randint(-512, 512), rng.randint(-512, 512))
            for k in sorted(rng.sample(range(n), rng.randint(0, min(3, n))))]
    return nodes, rots


def ring_vertices(rng: random.Random, direction: tuple[int, int, int], rings: int, seg: int,
                  radius: float) -> list[tuple[int, int, int]]:
    """A tube along `direction` (node-local), `rings` rings of `seg` vertices."""
    dx, dy, dz = direction
    length = max(30.0, (dx * dx + dy * dy + dz * dz) ** 0.5)
    ax = (dx / length, dy / length, dz / length) if (dx or dy or dz) else (0.0, 1.0, 0.0)
    ref = (1.0, 0.0, 0.0) if abs(ax[0]) < 0.8 else (0.0, 0.0, 1.0)
    u = (ax[1] * ref[2] - ax[2] * ref[1], ax[2] * ref[0] - ax[0] * ref[2],
         ax[0] * ref[1] - ax[1] * ref[0])
    un = max(1e-6, sum(c * c for c in u) ** 0.5)
    u = tuple(c / un for c in u)
    v = (ax[1] * u[2] - ax[2] * u[1], ax[2] * u[0] - ax[0] * u[2], ax[0] * u[1] - ax[1] * u[0])
    out = []
    for r in range(rings):
        t = r / max(1, rings - 1)
        rad = radius * (1.0 - 0.3 * t) * rng.uniform(0.9, 1.1)
        for s in range(seg):
            a = 2 * math.pi * s / seg
            c, sn = math.cos(a) * rad, math.sin(a) * rad
            out.append(tuple(clamp16(ax[k] * length * t + u[k] * c + v[k] * sn)
                             for k in range(3)))
    return out


def colour(rng: random.Random) -> list[int]:
    return [min(255, max(0, 0x80 + rng.randint(-48, 48))) for _ in range(3)]


def make_part_records(rng: random.Random, part: Part, rings: int, seg: int, tiles: list[int],
                      tile_dims: dict[int, tuple[int, int]], pool_size: int,
                      lengths: dict[int, int], weights: dict[int, float]) -> list[list[bytes]]:
    """Face records for a tube part: quads between rings, triangle caps. u8 indices count from
    the stream's type-0 base (the part's pool base); types 6 and 11 use absolute slots."""
    faces = []
    for r in range(rings - 1):
        for s in range(seg):
            a, b = r * seg + s, r * seg + (s + 1) % seg
            c, d = a + seg, b + seg
            faces.append((a, b, c, d))
    for s in range(1, seg - 1):
        faces.append((0, s, s + 1))
        last = (rings - 1) * seg
        faces.append((last, last + s + 1, last + s))
    quad_types = [t for t in (4, 7, 10, 12) if weights.get(t, 0) > 0]
    tri_types = [t for t in (1, 3, 5, 6, 8, 9, 11, 13) if weights.get(t, 0) > 0]
    recs_all: list[tuple[int, dict]] = []
    base = part.base
    colour_set = False
    for f in faces:
        if len(f) == 4 and quad_types and rng.random() < 0.8:
            t = rng.choices(quad_types, [weights[x] for x in quad_types])[0]
            idx = list(f)
        else:
            t = rng.choices(tri_types, [weights[x] for x in tri_types])[0]
            idx = list(f[:3])
        if t == 1 and not colour_set:
            recs_all.append((2, {"rgb": [colour(rng)], "flags": rng.choice([0, 0, 1])}))
            colour_set = True
        fields: dict = {"flags": rng.choice([0, 0, 0, 1, 1, 2 | (rng.randrange(4) << 2)])}
        if t in (6, 11):
            fields["i"] = [base + k for k in idx]
        else:
            fields["i"] = idx
        if t in TEXTURED:
            tile = rng.choice(tiles)
            w, h = tile_dims[tile]
            fields["tile"] = tile
            fields["uv"] = [(rng.randrange(w), rng.randrange(h)) for _ in idx]
            fields["c"] = [rng.randrange(256) for _ in idx]
        fields["rgb"] = [colour(rng) for _ in range(4)]
        recs_all.append((t, fields))
        if rng.random() < 0.04:
            recs_all.append((2, {"rgb": [colour(rng)], "flags": rng.choice([0, 1, 3])}))
    for _, fl in recs_all:
        for k in fl.get("i", []):
            assert k < pool_size
    # one or two sub-streams, each starting with a type-0 base
    cut = [len(recs_all)]
    if len(recs_all) > 24 and rng.random() < 0.5:
        cut = [len(recs_all) // 2, len(recs_all)]
    streams = []
    prev = 0
    for c in cut:
        s = [encode_record(0, {"base": base}, lengths)]
        s += [encode_record(t, fl, lengths) for t, fl in recs_all[prev:c]]
        streams.append(s)
        prev = c
    return streams


# ---- textures ------------------------------------------------------------------------------
def pack4(ix: list[int]) -> bytes:
    return bytes(ix[k] | (ix[k + 1] << 4) for k in range(0, len(ix), 2))


def texels(rng: random.Random, w: int, h: int, style: str = "body") -> list[int]:
    """Indices 0..15 with plenty of repetition (bands, checks, blobs, a little noise)."""
    img = [0] * (w * h)
    bands = rng.randint(2, 6)
    band_cols = [rng.randint(1, 15) for _ in range(bands)]
    check = rng.choice([4, 8, 16])
    for y in range(h):
        bc = band_cols[y * bands // h]
        for x in range(w):
            v = bc
            if style == "body" and ((x // check) + (y // check)) % 2 and (y * bands // h) % 2:
                v = (bc + 3) % 15 + 1
            img[y * w + x] = v
    for _ in range(rng.randint(2, 8)):
        cx, cy = rng.randrange(w), rng.randrange(h)
        rad = rng.randint(2, max(3, min(w, h) // 4))
        col = rng.randint(0, 15)
        for y in range(max(0, cy - rad), min(h, cy + rad)):
            for x in range(max(0, cx - rad), min(w, cx + rad)):
                if (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad:
                    img[y * w + x] = col
    for _ in range(w * h // 40):
        img[rng.randrange(w * h)] = rng.randint(0, 15)
    return img


def face_texels(rng: random.Random, w: int, h: int, eye, mouth) -> list[int]:
    img = texels(rng, w, h, "face")
    skin = rng.randint(2, 5)
    for y in range(h // 6, h):
        for x in range(w // 8, w - w // 8):
            img[y * w + x] = skin
    for (x0, y0, ew, eh), col in ((eye, 9), (mouth, 12)):
        for y in range(y0, y0 + eh):
            for x in range(x0, x0 + ew):
                img[y * w + x] = col if (x - x0) % 6 < 3 else 1
    return img


def frames_texels(ew: int, eh: int, frames: int, kind: str) -> list[int]:
    """`frames` frames stacked vertically: eyes closing (blink) or a mouth opening."""
    img = []
    for f in range(frames):
        for y in range(eh):
            for x in range(ew):
                if kind == "blink":
                    lid = eh * min(f, frames - 1 - f + 1) // max(1, frames // 2)
                    v = 3 if y < lid else (9 if (x % (ew // 2 or 1)) in range(2, 6) else 1)
                else:
                    open_rows = eh * f // max(1, frames)
                    v = 12 if abs(y - eh // 2) * 2 < open_rows and 1 < x < ew - 2 else 4
                img.append(v)
    return img


def make_clut(rng: random.Random) -> list[int]:
    out = [0]
    for _ in range(15):
        r, g, b = rng.randint(0, 31), rng.randint(0, 31), rng.randint(0, 31)
        c = r | g << 5 | b << 10
        if c == 0:
            c = 1 << 10
        if rng.random() < 0.05:
            c |= 0x8000
        out.append(c)
    return out


# ---- animation -----------------------------------------------------------------------------
def make_segments(rng: random.Random, ticks: int, amp: int, big: bool) -> list[tuple[int, int]]:
    segs = []
    left = ticks
    while left > 0:
        n = min(left, rng.randint(2, 90))
        if big and rng.random() < 0.35:
            v = rng.choice([-1, 1]) * rng.randint(64, min(8000, max(100, amp * 6)))
        else:
            v = rng.randint(-amp, amp)
        segs.append((v, n))
        left -= n
    return segs


def make_anim(rng: random.Random, kind: str, nodes, rots):
    if kind == "humanoid":
        spec = [(0, 3), (0, 4), (0, 5), (0, 1), (1, 0), (1, 1), (2, 0), (3, 1), (4, 0), (5, 0),
                (5, 1), (9, 0), (9, 2), (10, 0), (10, 2), (11, 0), (12, 0), (12, 2),
                (14, 0), (14, 1), (14, 2), (15, 0), (16, 2), (18, 0), (18, 1), (18, 2),
                (19, 0), (20, 2), (21, 0), (21, 2), (22, 0), (23, 0), (25, 0), (25, 2),
                (26, 0), (27, 0), (29, 0), (29, 1), (29, 2), (30, 0), (30, 2), (31, 0),
                (31, 1), (31, 2), (7, 2), (8, 2)]
        if rng.random() < 0.5:
            spec = spec[:-2]
        secondary = {7, 8, 9, 10, 11, 12, 29, 30, 31}
        nclips = rng.randint(3, 4)
    else:
        spec = []
        for n in range(len(nodes)):
            comps = rng.sample(range(6), rng.randint(0, 3)) if n else [3, 4, 5, 1]
            spec += [(n, c) for c in sorted(comps)]
        secondary = set()
        nclips = rng.randint(2, 3)
    rest_rot = {n: (rx, ry, rz) for n, rx, ry, rz in rots}
    clips = []
    for k in range(nclips):
        ticks = rng.choice([24, 32, 40, 48, 60, 90, 120])
        inits = []
        segs = []
        for node, comp in spec:
            if comp >= 3:
                inits.append(nodes[node][1][comp - 3] + rng.randint(-4, 4))
            else:
                inits.append(rest_rot.get(node, (0, 0, 0))[comp] + rng.randint(-200, 200))
            sec = node in secondary
            amp = 60 if sec else (8 if comp >= 3 else 30)
            segs.append(make_segments(rng, ticks, amp, sec or rng.random() < 0.15))
        clips.append(Clip(ticks, k < 2 or rng.random() < 0.5, inits, segs))
    return spec, clips


# ---- the whole model -----------------------------------------------------------------------
def gen_model(seed: int, kind: str, name: str, lengths: dict[int, int], wmult: int = 2,
              anim: bool = True) -> Model:
    rng = random.Random(seed)
    if kind == "humanoid":
        nodes, rots = humanoid_skeleton(rng)
        geo_nodes = [i for i, (_, _, _, g) in enumerate(HUMANOID) if g]
        geo_nodes.insert(geo_nodes.index(5) + 1, 5)  # the head has a second part: the face
    elif kind == "creature":
        nodes, rots = creature_skeleton(rng)
        geo_nodes = [i for i in range(len(nodes)) if i == 0 or rng.random() < 0.85]
    else:
        nodes, rots = [(None, (0, 0, 0))], []
        geo_nodes = [0] * rng.randint(1, 3)

    def wdim(lo: int, hi: int) -> int:
        return rng.randrange(lo // wmult, hi // wmult + 1) * wmult

    # textures, CLUTs, tiles
    textures: list[tuple[int, int, list[int]]] = []
    face = None
    if kind == "humanoid":
        order = ["body", "face", "blink", "mouth"] + (["hair"] if rng.random() < 0.6 else [])
        rng.shuffle(order)
        order.remove("face")
        order.insert(rng.randrange(0, len(order) + 1), "face")
        fw, fh = wdim(48, 96), rng.randrange(48, 97)
        ew, eh = wdim(16, 32), rng.randrange(6, 13)
        mw, mh = wdim(8, 20), rng.randrange(5, 9)
        eye = (rng.randrange(0, fw - ew + 1), rng.randrange(fh // 4, fh // 2))
        mouth = (rng.randrange(0, fw - mw + 1), rng.randrange(fh * 2 // 3, fh - mh + 1))
        mouth_frames = rng.randint(3, 5)
        idx = {}
        for which in order:
            idx[which] = len(textures)
            if which == "body":
                w, h = wdim(96, 256), rng.choice([64, 96, 128, 160])
                textures.append((w, h, texels(rng, w, h)))
            elif which == "hair":
                w, h = wdim(32, 96), rng.choice([32, 48, 64])
                textures.append((w, h, texels(rng, w, h)))
            elif which == "face":
                textures.append((fw, fh, face_texels(rng, fw, fh, (*eye, ew, eh),
                                                      (*mouth, mw, mh))))
            elif which == "blink":
                textures.append((ew, eh * 6, frames_texels(ew, eh, 6, "blink")))
            else:
                textures.append((mw, mh * mouth_frames,
                                 frames_texels(mw, mh, mouth_frames, "mouth")))
        face = Face(idx["face"], idx["blink"], 6, idx["mouth"], mouth_frames,
                    (*eye, ew, eh), (*mouth, mw, mh))
        ncluts = rng.randint(3, 5)
        skin_textures = [idx["face"]]
        body_textures = [idx["body"]] + ([idx["hair"]] if "hair" in idx else [])
    elif kind == "creature":
        for _ in range(rng.randint(1, 2)):
            w, h = wdim(64, 160), rng.choice([32, 64, 96, 128])
            textures.append((w, h, texels(rng, w, h)))
        ncluts = rng.randint(1, 3)
        skin_textures, body_textures = [], list(range(len(textures)))
    else:
        w, h = wdim(16, 64), rng.choice([16, 32, 64])
        textures.append((w, h, texels(rng, w, h)))
        ncluts = rng.randint(1, 2)
        skin_textures, body_textures = [], [0]
    cluts = [make_clut(rng) for _ in range(ncluts)]

    tiles: list[tuple[int, int, int, int, int, int]] = []

    def add_tile(tex: int) -> int:
        w, h = textures[tex][0], textures[tex][1]
        tw, th = rng.randint(4, min(w, 96)), rng.randint(4, min(h, 96))
        x, y = rng.randint(0, w - tw), rng.randint(0, h - th)
        tw, x = min(tw, 255), min(x, 255)
        tiles.append((tex, rng.randrange(ncluts), x, y, tw, th))
        return len(tiles) - 1

    ntiles = {"humanoid": rng.randint(18, 32), "creature": rng.randint(6, 16),
              "prop": rng.randint(2, 5)}[kind]
    body_tiles = [add_tile(rng.choice(body_textures)) for _ in range(ntiles)]
    face_tiles = []
    if face:
        fw, fh = textures[face.face_tex][0], textures[face.face_tex][1]
        tiles.append((face.face_tex, 0, 0, 0, min(fw, 255), fh))
        face_tiles.append(len(tiles) - 1)
        face_tiles.append(add_tile(face.face_tex))
        # tiles in a shuffled order, remapped
    perm = list(range(len(tiles)))
    rng.shuffle(perm)
    inv = {old: new for new, old in enumerate(perm)}
    tiles = [tiles[o] for o in perm]
    body_tiles = [inv[t] for t in body_tiles]
    face_tiles = [inv[t] for t in face_tiles]
    tile_dims = {i: (t[4], t[5]) for i, t in enumerate(tiles)}

    # parts and the shared pool (bases overlap at joints: last write wins)
    parts: list[Part] = []
    shapes = []
    cursor = 0
    children = {}
    for i, (par, t) in enumerate(nodes):
        if par is not None:
            children.setdefault(par, []).append(t)
    for k, node in enumerate(geo_nodes):
        direction = children.get(node, [(0, 60, 0)])[0] if kind != "prop" else \
            (rng.randint(-200, 200), rng.randint(-300, -50), rng.randint(-200, 200))
        if kind == "humanoid":
            rings, seg = rng.randint(2, 4), rng.randint(3, 6)
            radius = rng.uniform(25, 70)
        elif kind == "creature":
            rings, seg = rng.randint(2, 5), rng.randint(3, 8)
            radius = rng.uniform(30, 160)
        else:
            rings, seg = rng.randint(2, 5), rng.randint(4, 8)
            radius = rng.uniform(40, 250)
        verts = ring_vertices(rng, direction, rings, seg, radius)
        if kind == "humanoid" and node == 5 and any(p.node == 5 for p in parts):
            # the face part sits in front of the head: -Z is the front (field notes §8)
            verts = [(x, y, clamp16(z - radius)) for x, y, z in verts]
        overlap = 0 if k == 0 or rng.random() < 0.3 else rng.randint(1, min(seg, 4))
        base = max(0, cursor - overlap)
        parts.append(Part(node, base, verts))
        shapes.append((rings, seg))
        cursor = max(cursor, base + len(verts))
    if kind != "prop" and rng.random() < 0.5 and len(parts) > 3:
        # one out-of-node-order part: the table order is the draw order, not the node order
        a = rng.randrange(1, len(parts) - 1)
        parts[a], parts[a + 1] = parts[a + 1], parts[a]
        shapes[a], shapes[a + 1] = shapes[a + 1], shapes[a]
    pool_size = max(p.base + len(p.verts) for p in parts)

    # face records
    all_types = set(range(14))
    if kind == "prop" and rng.random() < 0.5:
        weights = {t: 1.0 for t in rng.sample([1, 3, 4, 5, 7, 9, 10, 13], 3)}
        weights.setdefault(9, 1.0)
        weights.setdefault(10, 1.0)
    else:
        weights = {1: 0.3, 3: 0.4, 4: 0.4, 5: 0.5, 6: 0.3, 7: 0.5, 8: 0.4, 9: 2.0, 10: 2.5,
                   11: 0.3, 12: 0.4, 13: 1.5}
    for p, (rings, seg) in zip(parts, shapes):
        use = face_tiles if (face and p.node == 5) else body_tiles
        p.streams = make_part_records(rng, p, rings, seg, use, tile_dims, pool_size, lengths,
                                      weights)
    present = {rec[0] for p in parts for s in p.streams for rec in s}
    if kind != "prop" or len(weights) > 6:
        for t in sorted(all_types - present):
            p = rng.choice(parts)
            fl = {"i": [0, 1, 2, 3][: 4 if t in QUADS else 3], "flags": 0,
                  "tile": body_tiles[0] if not (face and p.node == 5) else face_tiles[0],
                  "uv": [(0, 0)] * 4, "c": [0x11] * 4, "rgb": [colour(rng) for _ in range(4)],
                  "base": p.base}
            if t in (6, 11):
                fl["i"] = [p.base + k for k in fl["i"]]
            p.streams[-1].append(encode_record(t, fl, lengths))

    channels: list[tuple[int, int]] = []
    clips: list[Clip] = []
    if anim and kind != "prop":
        channels, clips = make_anim(rng, kind, nodes, rots)

    tex_out = [(w, h, pack4(ix)) for w, h, ix in textures]
    blobs = [lz_compress(t) for _, _, t in tex_out]
    return Model(name, kind, nodes, rots, parts, pool_size, tiles, tex_out, blobs, cluts, face,
                 channels, clips, lengths)


# --------------------------------------------------------------------------------------------
# What every style's reader hands back, and the checks made on it.
# --------------------------------------------------------------------------------------------
@dataclass
class Parsed:
    nodes: list[tuple[int | None, tuple[int, int, int]]]
    rot_count: int
    parts: list[tuple[int, int, list[tuple[int, int, int]]]]  # node, base, verts
    pool_size: int
    streams: list[tuple[int, list[bytes]]]  # file offset, records
    tiles: list[tuple[int, int, int, int, int, int]]
    textures: list[tuple[int, int, bytes]]  # w, h, blob (from its start; may run long)
    cluts: list[list[int]]
    channels: list[tuple[int, int]]
    clips: list[tuple[int, bool, list[int], list[list[tuple[str, int]]]]]
    face: Face | None
    starts: set[int]  # every structure start the reader met (for the landing check)
    blob_exact: bool = True  # the container gives each blob's length (else: runs to the end)

    def truth(self) -> dict:
        faces: dict[int, int] = {}
        tris = 0
        for _, recs in self.streams:
            for rec in recs:
                faces[rec[0]] = faces.get(rec[0], 0) + 1
                tris += 0 if rec[0] in STATES else 2 if rec[0] in QUADS else 1
        return {
            "nodes": len(self.nodes),
            "parts": len(self.parts),
            "vertices": sum(len(v) for _, _, v in self.parts),
            "pool_size": self.pool_size,
            "faces_per_type": {str(t): faces[t] for t in sorted(faces)},
            "triangles": tris,
            "tiles": len(self.tiles),
            "textures": [{"width": w, "height": h} for w, h, _ in self.textures],
            "cluts": len(self.cluts),
            "channels": len(self.channels),
            "skeleton": [{"parent": p, "translation": list(t)} for p, t in self.nodes],
            "part_list": [{"node": n, "vertices": len(v)} for n, _, v in self.parts],
        }


def check_parsed(name: str, data: bytes, p: Parsed, skeletal: bool, lengths: dict[int, int]) \
        -> list[str]:
    """The published facts, re-checked on what a style's reader found."""
    errs = []
    u32 = lambda o: struct.unpack_from("<I", data, o)[0]  # noqa: E731
    if all(u32(o) == 0 for o in (0, 4, 8, 12)):
        errs.append("u32 @0,4,8,12 all zero: sniffs as adpcm")
    if skeletal and u32(0x20) != MAGIC:
        errs.append("skeletal model without the magic at 0x20")
    if not skeletal and (u32(0x20) == MAGIC or u32(8) != 0x20):
        errs.append("prop: want no magic at 0x20 and u32 @8 == 0x20")
    # skeleton: one root, parents precede children
    roots = [i for i, (par, _) in enumerate(p.nodes) if par is None]
    if roots != [0] or any(par is not None and not 0 <= par < i
                           for i, (par, _) in enumerate(p.nodes)):
        errs.append(f"skeleton: roots {roots}, or a parent after its child")
    if skeletal and len(p.nodes) == 34 and p.rot_count != 3:
        errs.append(f"34-node humanoid with {p.rot_count} rotation entries")
    # pool
    if p.pool_size != max(b + len(v) for _, b, v in p.parts):
        errs.append("pool size is not the highest slot a part writes + 1")
    # records: domains and landing
    ordered = sorted(p.starts)
    for off, recs in p.streams:
        base = None
        end = off + sum(len(r) for r in recs)
        for k, rec in enumerate(recs):
            f = decode_record(rec)
            t = f["type"]
            if len(rec) != lengths[t] or any(rec[BUILTIN_LEN[t]:]):
                errs.append(f"stream @{off:#x} record {k}: length or non-zero tail")
            if t == 0:
                base = f["base"]
            slots = f.get("abs", [])
            if "i" in f:
                if base is None:
                    errs.append(f"stream @{off:#x} record {k}: u8 indices before a type-0 base")
                    continue
                slots = [base + i for i in f["i"]]
            if any(s >= p.pool_size for s in slots):
                errs.append(f"stream @{off:#x} record {k}: slot {slots} >= pool {p.pool_size}")
            if "tile" in f:
                if f["tile"] >= len(p.tiles):
                    errs.append(f"stream @{off:#x} record {k}: tile {f['tile']} out of range")
                else:
                    tw, th = p.tiles[f["tile"]][4], p.tiles[f["tile"]][5]
                    if any(u >= tw or v >= th for u, v in f.get("uv", [])):
                        errs.append(f"stream @{off:#x} record {k}: uv outside its tile")
            if "flags" in f and f["flags"] & ~0x0F:
                errs.append(f"stream @{off:#x} record {k}: flag bits above 3")
        nxt = [s for s in ordered if s > off]
        if not nxt:
            errs.append(f"stream @{off:#x}: nothing after it")
            continue
        gap = nxt[0] - end
        if not 0 <= gap <= 3 or any(data[end:nxt[0]]):
            errs.append(f"stream @{off:#x}: ends {gap} bytes before the next structure "
                        f"@{nxt[0]:#x}")
    # tiles inside textures
    for i, (tex, clut, x, y, w, h) in enumerate(p.tiles):
        if tex >= len(p.textures) or clut >= len(p.cluts) or w < 1 or h < 1 or \
                x + w > p.textures[tex][0] or y + h > p.textures[tex][1]:
            errs.append(f"tile {i} {p.tiles[i]} outside its texture or CLUT")
    blob_exact = p.blob_exact
    for i, (w, h, blob) in enumerate(p.textures):
        if w % 2 or not 0 < w <= 256 or not 0 < h <= 256:
            errs.append(f"texture {i}: {w}x{h}")
            continue
        try:
            out, refs, used, tokens = lz_decompress(blob)
        except ValueError as e:
            errs.append(f"texture {i}: {e}")
            continue
        if len(out) != w * h // 2 or refs == 0 or tokens % 8:
            errs.append(f"texture {i}: {len(out)} bytes, {refs} references, {tokens} tokens")
        elif blob_exact and used != len(blob):
            errs.append(f"texture {i}: {used} of the blob's {len(blob)} bytes decoded")
    for i, c in enumerate(p.cluts):
        if len(c) != 16 or c[0] != 0 or any(v == 0 for v in c[1:]):
            errs.append(f"CLUT {i}: colour 0 must be 0x0000, the others non-zero")
    if p.face:
        f = p.face
        if f.blink_frames != 6:
            errs.append("face: blink frames != 6")
        fw, fh = p.textures[f.face_tex][0], p.textures[f.face_tex][1]
        ex, ey, ew, eh = f.eye
        mx, my, mw, mh = f.mouth
        if ex + ew > fw or ey + eh > fh or mx + mw > fw or my + mh > fh:
            errs.append("face: regions outside the face texture")
        if p.textures[f.blink_tex][:2] != (ew, eh * 6) or \
                p.textures[f.mouth_tex][:2] != (mw, mh * f.mouth_frames):
            errs.append("face: frame textures do not stack the regions")
    for ci, (ticks, _, init, toks) in enumerate(p.clips):
        if len(init) != len(p.channels) or len(toks) != len(p.channels):
            errs.append(f"clip {ci}: channel count")
        for ch, t in enumerate(toks):
            if integrate(t) != ticks or t[-1][0] != "end":
                errs.append(f"clip {ci} channel {ch}: waits sum to {integrate(t)}, ticks {ticks}")
                break
    for node, comp in p.channels:
        if node >= len(p.nodes) or not 0 <= comp <= 5:
            errs.append(f"channel ({node}, {comp}) out of range")
    return [f"{name}: {e}" for e in errs]


# ============================================================================================
# The six styles. Each: write(model) -> (bytes, note); read(bytes, name, lengths) -> Parsed.
# ============================================================================================
def face_bytes_a(f: Face | None) -> bytes:
    """16-byte face descriptor used by styles sizes/shuffled: face, blink, mouth textures,
    blink frames, mouth frames, 0, eye x y w h, mouth x y w h, u16 0."""
    if f is None:
        return bytes(16)
    return bytes([f.face_tex, f.blink_tex, f.mouth_tex, f.blink_frames, f.mouth_frames, 0,
                  *f.eye, *f.mouth, 0, 0])


def face_from_a(b: bytes) -> Face:
    return Face(b[0], b[1], b[3], b[2], b[4], tuple(b[6:10]), tuple(b[10:14]))


def clip_streams(codec: Codec, clip: Clip) -> list[bytes]:
    return [codec.encode(s) for s in clip.segs]


# ---- style "sizes": section sizes instead of offsets, sections back to back ----------------
def write_sizes(m: Model) -> tuple[bytes, str]:
    codec = CODEC_B
    sk = W()
    if m.skeletal:
        sk.u32(MAGIC); sk.u16(len(m.nodes)); sk.u16(len(m.rots))
        for par, (x, y, z) in m.nodes:
            sk.i16(x); sk.i16(y); sk.i16(z); sk.u8(0xFF if par is None else par); sk.u8(0)
        for n, rx, ry, rz in m.rots:
            sk.i16(rx); sk.i16(ry); sk.i16(rz); sk.u16(n)
    blocks = m.blocks()
    geo = W()
    geo.u16(len(m.parts)); geo.u16(len(blocks)); geo.u16(m.pool_size); geo.u16(0)
    for p in m.parts:
        geo.u16(len(p.verts)); geo.u16(p.base); geo.u8(p.node); geo.u8(0); geo.u16(0)
    for b in blocks:
        geo.u16(len(b)); geo.u16(sum(len(r) for r in b))
    for p in m.parts:
        geo.svectors(p.verts)
    for k, b in enumerate(blocks):
        if k:
            geo.align(4)
        for r in b:
            geo.raw(r)
    tl = W()
    tl.u32(len(m.tiles))
    for tex, clut, x, y, w, h in m.tiles:
        tl.raw(bytes([x, y, w, h, tex, clut]))
    img = W()
    img.u8(len(m.textures)); img.u8(len(m.cluts)); img.u16(0)
    for (w, h, _), blob in zip(m.textures, m.blobs):
        img.u16(w); img.u16(h); img.u32(len(blob))
    for c in m.cluts:
        img.clut(c)
    if m.face:
        img.raw(face_bytes_a(m.face))
    for blob in m.blobs:
        img.raw(blob); img.align(4)
    mo = W()
    if m.channels:
        mo.u16(len(m.channels)); mo.u16(len(m.clips))
        for node, comp in m.channels:
            mo.u8(node); mo.u8(comp)
        mo.align(4)
        for clip in m.clips:
            streams = clip_streams(codec, clip)
            at = mo.u16(clip.ticks); mo.u16(1 if clip.loop else 0); size_at = mo.u32(0)
            for v in clip.init:
                mo.i16(v)
            for s in streams:
                mo.u16(len(s))
            for s in streams:
                mo.raw(s)
            mo.align(4)
            mo.put32(size_at, mo.pos - at)
    sections = [sk.b, geo.b, tl.b, img.b, mo.b]
    out = W()
    out.u32(5)
    out.u32((1 if m.skeletal else 0) | (2 if m.face else 0) | (4 if m.channels else 0))
    out.u32(0x20)
    for s in sections:
        out.u32(len(s))
    for s in sections:
        out.align(4)
        out.raw(bytes(s))
    out.align(4)
    note = ("sizes: 0x20 header (u32 section count 5, flags, header size 0x20, then the sizes of "
            "skeleton, geometry, tiles, image, motion); sections back to back from 0x20, each at "
            "the next multiple of 4; nothing in the file is an offset. Token codec B.")
    return bytes(out.b), note


def read_sizes(data: bytes, name: str, lengths: dict[int, int]) -> Parsed:
    r = R(data, name)
    starts = set()
    sizes = [r.u32(0x0C + 4 * k) for k in range(5)]
    offs = []
    pos = r.u32(8)
    for s in sizes:
        pos = align_up(pos, 4)
        offs.append(pos)
        if s:
            starts.add(pos)
        pos += s
    starts.add(align_up(pos, 4))
    sk, geo, tl, img, mo = offs
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if sizes[0]:
        n, rot_count = r.u16(sk + 4), r.u16(sk + 6)
        nodes = []
        for i in range(n):
            o = sk + 8 + 8 * i
            par = r.u8(o + 6)
            nodes.append((None if par == 0xFF else par, (r.i16(o), r.i16(o + 2), r.i16(o + 4))))
    npart, nblock, pool = r.u16(geo), r.u16(geo + 2), r.u16(geo + 4)
    pos = geo + 8
    parts = []
    for i in range(npart):
        parts.append((r.u8(pos + 4), r.u16(pos + 2), r.u16(pos)))
        pos += 8
    blocks = []
    for i in range(nblock):
        blocks.append((r.u16(pos), r.u16(pos + 2)))
        pos += 4
    out_parts = []
    for node, base, cnt in parts:
        starts.add(pos)
        out_parts.append((node, base, r.svectors(pos, cnt)))
        pos += 8 * cnt
    streams = []
    for cnt, size in blocks:
        starts.add(pos)
        recs, end = walk_stream(r, pos, cnt, lengths)
        if end - pos != size:
            raise ValueError(f"{name}: block @{pos:#x}: {end - pos} bytes walked, size {size}")
        streams.append((pos, recs))
        pos = align_up(end, 4)
    n = r.u32(tl)
    tiles = []
    for i in range(n):
        b = r.bytes(tl + 4 + 6 * i, 6)
        tiles.append((b[4], b[5], b[0], b[1], b[2], b[3]))
    nt, nc = r.u8(img), r.u8(img + 1)
    heads = [(r.u16(img + 4 + 8 * i), r.u16(img + 6 + 8 * i), r.u32(img + 8 + 8 * i))
             for i in range(nt)]
    pos = img + 4 + 8 * nt
    cluts = []
    for i in range(nc):
        cluts.append(r.clut(pos))
        pos += 32
    face = None
    if r.u32(4) & 2:
        face = face_from_a(r.bytes(pos, 16))
        pos += 16
    textures = []
    for w, h, size in heads:
        starts.add(pos)
        textures.append((w, h, r.bytes(pos, size)))
        pos = align_up(pos + size, 4)
    channels, clips = [], []
    if sizes[4]:
        nch, nclip = r.u16(mo), r.u16(mo + 2)
        channels = [(r.u8(mo + 4 + 2 * k), r.u8(mo + 5 + 2 * k)) for k in range(nch)]
        pos = align_up(mo + 4 + 2 * nch, 4)
        for _ in range(nclip):
            ticks, loop, size = r.u16(pos), r.u16(pos + 2), r.u32(pos + 4)
            init = [r.i16(pos + 8 + 2 * k) for k in range(nch)]
            lens = [r.u16(pos + 8 + 2 * nch + 2 * k) for k in range(nch)]
            sp = pos + 8 + 4 * nch
            toks = []
            for ln in lens:
                t, end = CODEC_B.decode(r.bytes(sp, ln))
                if end != ln:
                    raise ValueError(f"{name}: token stream length")
                toks.append(t)
                sp += ln
            clips.append((ticks, bool(loop & 1), init, toks))
            pos += size
    return Parsed(nodes, rot_count, out_parts, pool, streams, tiles, textures, cluts, channels,
                  clips, face, starts)


# ---- style "shuffled": a table of section offsets, sections in a shuffled physical order ----
def write_shuffled(m: Model, rng: random.Random) -> tuple[bytes, str]:
    codec = CODEC_C
    out = W()
    out.u16(7); out.u16(0x0101)
    slot = [out.u32(0) for _ in range(7)]  # skeleton geometry tiles cluts textures motion face

    def skeleton() -> None:
        rot_of = {n for n, *_ in m.rots}
        out.u32(MAGIC); out.u8(len(m.nodes)); out.u8(len(m.rots)); out.u16(0)
        for i, (par, (x, y, z)) in enumerate(m.nodes):
            out.i16(x); out.i16(y); out.i16(z); out.i8(-1 if par is None else par)
            out.u8(1 if i in rot_of else 0)
        for n, rx, ry, rz in m.rots:
            out.u16(n); out.i16(rx); out.i16(ry); out.i16(rz)

    def geometry() -> None:
        blocks = m.blocks()
        g = out.pos
        out.u32(len(m.parts)); out.u32(len(blocks)); out.u32(m.pool_size)
        table_at = out.u32(0)
        vptr = []
        for p in m.parts:
            vptr.append(out.u32(0)); out.u16(p.base); out.u16(len(p.verts)); out.u16(p.node)
            out.u16(0); out.u32(0)
        for p, at in zip(m.parts, vptr):
            out.align(8)
            out.put32(at, out.pos)
            out.svectors(p.verts)
        order = list(range(len(blocks)))
        rng.shuffle(order)
        where = {}
        for k in order:
            out.align(4)
            where[k] = out.pos
            for r in blocks[k]:
                out.raw(r)
        out.align(4)
        out.put32(table_at, out.pos)
        for k, b in enumerate(blocks):
            out.u32(where[k]); out.u16(len(b)); out.u16(0)
        assert g  # geometry never starts at 0

    def tiles() -> None:
        out.u16(len(m.tiles)); out.u16(0)
        for tex, clut, x, y, w, h in m.tiles:
            out.u8(tex); out.u8(clut); out.u16(x); out.u16(y); out.u16(w); out.u16(h)

    def cluts() -> None:
        out.u32(len(m.cluts))
        for c in m.cluts:
            out.clut(c)

    def textures() -> None:
        s = out.pos
        out.u32(len(m.textures))
        heads = []
        for (w, h, _), blob in zip(m.textures, m.blobs):
            out.u16(w); out.u16(h); heads.append(out.u32(0)); out.u32(len(blob))
        for at, blob in zip(heads, m.blobs):
            out.align(4)
            out.put32(at, out.pos - s)
            out.raw(blob)

    def motion() -> None:
        s = out.pos
        out.u16(len(m.clips)); out.u16(len(m.channels))
        for node, comp in m.channels:
            out.u8(comp); out.u8(node)
        out.align(4)
        table = [out.u32(0) for _ in m.clips]
        for at, clip in zip(table, m.clips):
            out.align(4)
            c = out.pos
            out.put32(at, c - s)
            out.u16(clip.ticks); out.u8(1 if clip.loop else 0); out.u8(0)
            ptr = []
            for v in clip.init:
                out.i16(v); ptr.append(out.u16(0))
            for at2, stream in zip(ptr, clip_streams(codec, clip)):
                out.put16(at2, out.pos - c)
                out.raw(stream)

    def face() -> None:
        out.raw(face_bytes_a(m.face))

    writers = {0: skeleton, 1: geometry, 2: tiles, 3: cluts, 4: textures, 5: motion, 6: face}
    present = [k for k in range(7) if not ((k == 0 and not m.skeletal) or
                                           (k == 5 and not m.channels) or (k == 6 and not m.face))]
    first = present.pop(0)
    rng.shuffle(present)
    for k in [first] + present:
        out.align(8)
        out.put32(slot[k], out.pos)
        writers[k]()
    out.align(8)
    note = ("shuffled: u16 slot count 7, u16 version, then 7 u32 file offsets (skeleton, geometry, "
            "tiles, CLUTs, textures, motion, face; 0 = absent); the skeleton (else the geometry) "
            f"sits at 0x20, the rest in a shuffled physical order, 8-aligned: here slots "
            f"{[first] + present}. Streams are also stored out of block-table order. "
            "Token codec C.")
    return bytes(out.b), note


def read_shuffled(data: bytes, name: str, lengths: dict[int, int]) -> Parsed:
    r = R(data, name)
    offs = [r.u32(4 + 4 * k) for k in range(7)]
    starts = {o for o in offs if o} | {len(data)}
    sk, geo, tl, cl, tx, mo, fc = offs
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if sk:
        n, rot_count = r.u8(sk + 4), r.u8(sk + 5)
        nodes = []
        for i in range(n):
            o = sk + 8 + 8 * i
            par = r.i8(o + 6)
            nodes.append((None if par < 0 else par, (r.i16(o), r.i16(o + 2), r.i16(o + 4))))
    npart, nblock, pool, table = r.u32(geo), r.u32(geo + 4), r.u32(geo + 8), r.u32(geo + 12)
    starts.add(table)
    parts = []
    for i in range(npart):
        o = geo + 16 + 16 * i
        va, base, cnt, node = r.u32(o), r.u16(o + 4), r.u16(o + 6), r.u16(o + 8)
        starts.add(va)
        parts.append((node, base, r.svectors(va, cnt)))
    streams = []
    for i in range(nblock):
        so, cnt = r.u32(table + 8 * i), r.u16(table + 8 * i + 4)
        starts.add(so)
        streams.append((so, walk_stream(r, so, cnt, lengths)[0]))
    tiles = []
    for i in range(r.u16(tl)):
        o = tl + 4 + 10 * i
        tiles.append((r.u8(o), r.u8(o + 1), r.u16(o + 2), r.u16(o + 4), r.u16(o + 6),
                      r.u16(o + 8)))
    cluts = [r.clut(cl + 4 + 32 * i) for i in range(r.u32(cl))]
    textures = []
    for i in range(r.u32(tx)):
        o = tx + 4 + 12 * i
        bo = tx + r.u32(o + 4)
        starts.add(bo)
        textures.append((r.u16(o), r.u16(o + 2), r.bytes(bo, r.u32(o + 8))))
    channels, clips = [], []
    if mo:
        nclip, nch = r.u16(mo), r.u16(mo + 2)
        channels = [(r.u8(mo + 5 + 2 * k), r.u8(mo + 4 + 2 * k)) for k in range(nch)]
        table = align_up(mo + 4 + 2 * nch, 4)
        for i in range(nclip):
            c = mo + r.u32(table + 4 * i)
            ticks, loop = r.u16(c), r.u8(c + 2)
            init, toks = [], []
            for k in range(nch):
                init.append(r.i16(c + 4 + 4 * k))
                toks.append(CODEC_C.decode(data, c + r.u16(c + 6 + 4 * k))[0])
            clips.append((ticks, bool(loop), init, toks))
    face = face_from_a(r.bytes(fc, 16)) if fc else None
    return Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                  clips, face, starts)


# ---- style "xeno": Xenogears-style model: 0x10 header, 0x38-byte part headers --------------
def write_xeno(m: Model, grouped: bool = False) -> tuple[bytes, str]:
    """`grouped`: every vertex array first, then every part's stream, back to back (the part
    headers still point at both), instead of each part's array followed by its stream; and
    texture headers with the height before the width."""
    codec = CODEC_D
    out = W()
    flags = (1 if m.skeletal else 0) | (2 if m.face else 0) | (4 if m.channels else 0)
    out.u16(flags); out.u16(6)
    mo_at, model_at, sk_at, tl_at, cl_at, tx_at, size_at = (out.u32(0) for _ in range(7))
    if m.skeletal:
        out.put32(sk_at, out.pos)
        out.u32(MAGIC); out.u16(len(m.nodes)); out.u16(len(m.rots))
        rot_index = {n: k for k, (n, *_) in enumerate(m.rots)}
        for i, (par, (x, y, z)) in enumerate(m.nodes):
            out.i16(x); out.i16(y); out.i16(z); out.i16(-1 if par is None else par)
            out.u16(rot_index.get(i, 0xFFFF)); out.u16(0)
        for _, rx, ry, rz in m.rots:
            out.i16(rx); out.i16(ry); out.i16(rz); out.u16(0)
    out.align(4)
    mdl = out.pos
    out.put32(model_at, mdl)
    out.u32(len(m.parts)); out.u32(1); out.u16(m.pool_size); out.u16(0); out.u32(0)
    heads = []
    for p in m.parts:
        recs = m.part_stream(p)
        h = out.pos
        textured = any(r[0] in TEXTURED for r in recs)
        out.u32(1 | (2 if textured else 0)); out.u32(len(recs))
        out.u32(0); out.u16(len(p.verts)); out.u16(p.base)
        out.u32(0); out.u32(0); out.u16(p.node); out.u16(0)
        tris = sum(1 for r in recs if r[0] not in STATES and r[0] not in QUADS)
        quads = sum(1 for r in recs if r[0] in QUADS)
        out.u32(tris); out.u32(0); out.u32(0)
        out.u32(quads); out.u32(0); out.u32(0)
        out.u32(0)
        assert out.pos - h == 0x38
        heads.append(h)
    if grouped:
        for p, h in zip(m.parts, heads):
            out.put32(h + 0x08, out.pos - mdl)
            out.svectors(p.verts)
        for p, h in zip(m.parts, heads):
            out.align(4)
            out.put32(h + 0x10, out.pos - mdl)
            for r in m.part_stream(p):
                out.raw(r)
    else:
        for p, h in zip(m.parts, heads):
            out.align(4)
            out.put32(h + 0x08, out.pos - mdl)
            out.svectors(p.verts)
            out.put32(h + 0x10, out.pos - mdl)
            for r in m.part_stream(p):
                out.raw(r)
    out.align(4)
    out.put32(tl_at, out.pos)
    out.u32(len(m.tiles))
    for tex, clut, x, y, w, h in m.tiles:
        out.u8(x); out.u8(y); out.u8(w); out.u8(h); out.u16(tex); out.u16(clut)
    out.put32(cl_at, out.pos)
    out.u16(len(m.cluts)); out.u16(0)
    for c in m.cluts:
        out.clut(c)
    out.put32(tx_at, out.pos)
    out.u16(len(m.textures)); out.u16(1 if m.face else 0)
    if m.face:
        f = m.face
        out.raw(bytes([f.face_tex, *f.eye, f.blink_tex, f.blink_frames, f.mouth_tex, *f.mouth,
                       f.mouth_frames, 0, 0, 0]))
    heads = []
    for w, h, _ in m.textures:
        heads.append(out.u32(0))
        if grouped:
            out.u16(h); out.u16(w)
        else:
            out.u16(w); out.u16(h)
    for at, blob in zip(heads, m.blobs):
        out.align(4)
        out.put32(at, out.pos)
        out.raw(blob)
    out.align(4)
    if m.channels:
        s = out.pos
        out.put32(mo_at, s)
        out.u32(len(m.channels)); out.u32(len(m.clips))
        for node, comp in m.channels:
            out.u16(node); out.u16(comp)
        table = []
        for clip in m.clips:
            table.append(out.u32(0)); out.u16(clip.ticks); out.u16(1 if clip.loop else 0)
        for at, clip in zip(table, m.clips):
            out.align(4)
            c = out.pos
            out.put32(at, c - s)
            for v in clip.init:
                out.i16(v)
            out.align(4)
            ptr = [out.u32(0) for _ in clip.init]
            for at2, stream in zip(ptr, clip_streams(codec, clip)):
                out.put32(at2, out.pos - c)
                out.raw(stream)
        out.align(4)
    out.put32(size_at, out.pos)
    note = ("xeno: 0x20 file header (u16 flags, u16 6, u32 offsets: motion, model, skeleton, "
            "tiles, CLUTs, textures, then the file size); the model section is Xenogears-shaped: "
            "0x10 header (u32 part count, u32 flags, u16 pool size) then 0x38-byte part headers "
            "(flags, polygon count, vertex array pointer, u16 vertex count, u16 pool base, record "
            "stream pointer, colour/light pointer 0, u16 node, two 12-byte packet-info records); "
            "pointers count from the model header; "
            + ("every part's vertices, then every part's stream, back to back. " if grouped
               else "each part's vertices then its own stream. ")
            + ("Texture headers (blob offset, u16 height, u16 width) " if grouped
               else "Texture headers ")
            + "hold no blob length. Token codec D.")
    return bytes(out.b), note


def read_xeno(data: bytes, name: str, lengths: dict[int, int], hfirst: bool = False) -> Parsed:
    r = R(data, name)
    mo, mdl, sk, tl, cl, tx = (r.u32(4 + 4 * k) for k in range(6))
    starts = {o for o in (mo, mdl, sk, tl, cl, tx) if o} | {r.u32(0x1C)}
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if sk:
        n, rot_count = r.u16(sk + 4), r.u16(sk + 6)
        nodes = []
        for i in range(n):
            o = sk + 8 + 12 * i
            par = r.i16(o + 6)
            nodes.append((None if par < 0 else par, (r.i16(o), r.i16(o + 2), r.i16(o + 4))))
    npart, pool = r.u32(mdl), r.u16(mdl + 8)
    parts, streams = [], []
    for i in range(npart):
        h = mdl + 0x10 + 0x38 * i
        count, va, nv, base = r.u32(h + 4), mdl + r.u32(h + 8), r.u16(h + 12), r.u16(h + 14)
        so, node = mdl + r.u32(h + 0x10), r.u16(h + 0x18)
        starts |= {va, so}
        parts.append((node, base, r.svectors(va, nv)))
        streams.append((so, walk_stream(r, so, count, lengths)[0]))
    tiles = []
    for i in range(r.u32(tl)):
        o = tl + 4 + 8 * i
        tiles.append((r.u16(o + 4), r.u16(o + 6), r.u8(o), r.u8(o + 1), r.u8(o + 2),
                      r.u8(o + 3)))
    cluts = [r.clut(cl + 4 + 32 * i) for i in range(r.u16(cl))]
    nt, has_face = r.u16(tx), r.u16(tx + 2)
    face = None
    pos = tx + 4
    if has_face:
        b = r.bytes(pos, 16)
        face = Face(b[0], b[5], b[6], b[7], b[12], tuple(b[1:5]), tuple(b[8:12]))
        pos += 16
    heads = [(r.u32(pos + 8 * i), r.u16(pos + 8 * i + 4), r.u16(pos + 8 * i + 6))
             for i in range(nt)]
    if hfirst:
        heads = [(bo, w, h) for bo, h, w in heads]
    textures = []
    for bo, w, h in heads:
        starts.add(bo)
        textures.append((w, h, r.bytes(bo, len(data) - bo)))
    channels, clips = [], []
    if mo:
        nch, nclip = r.u32(mo), r.u32(mo + 4)
        channels = [(r.u16(mo + 8 + 4 * k), r.u16(mo + 10 + 4 * k)) for k in range(nch)]
        table = mo + 8 + 4 * nch
        for i in range(nclip):
            c = mo + r.u32(table + 8 * i)
            ticks, loop = r.u16(table + 8 * i + 4), r.u16(table + 8 * i + 6)
            init = [r.i16(c + 2 * k) for k in range(nch)]
            ptr = align_up(c + 2 * nch, 4)
            toks = [CODEC_D.decode(data, c + r.u32(ptr + 4 * k))[0] for k in range(nch)]
            clips.append((ticks, bool(loop), init, toks))
    return Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                  clips, face, starts, blob_exact=False)


# ---- style "relpairs": (offset, size) pairs; every pointer inside counts from its section ----
def write_relpairs(m: Model) -> tuple[bytes, str]:
    codec = CODEC_E
    out = W()
    pairs = [(out.u32(0), out.u32(0)) for _ in range(4)]  # skeleton geometry image motion

    def section(k: int) -> int:
        out.align(16)
        out.put32(pairs[k][0], out.pos)
        return out.pos

    def close(k: int, s: int) -> None:
        out.put32(pairs[k][1], out.pos - s)

    if m.skeletal:
        s = section(0)
        out.u32(MAGIC); out.u16(len(m.nodes)); out.u16(len(m.rots))
        nt_at = out.u32(0); rt_at = out.u32(0)
        out.put32(rt_at, out.pos - s)
        for _, rx, ry, rz in m.rots:
            out.i16(rx); out.i16(ry); out.i16(rz)
        out.align(2)
        out.put32(nt_at, out.pos - s)
        rot_index = {n: k for k, (n, *_) in enumerate(m.rots)}
        for i, (par, (x, y, z)) in enumerate(m.nodes):
            out.u16(0 if par is None else par + 1); out.i16(x); out.i16(y); out.i16(z)
            out.u16(rot_index[i] + 1 if i in rot_index else 0)
        close(0, s)
    s = section(1)
    blocks = m.blocks()
    out.u16(m.pool_size); out.u16(len(m.parts)); pt_at = out.u32(0)
    out.u16(len(blocks)); out.u16(0); bt_at = out.u32(0)
    sd_at = out.u32(0); vd_at = out.u32(0)
    out.put32(bt_at, out.pos - s)
    bents = []
    for b in blocks:
        bents.append(out.u32(0)); out.u16(len(b)); out.u16(sum(len(r) for r in b))
    out.put32(pt_at, out.pos - s)
    pents = []
    for p in m.parts:
        out.u16(p.node); out.u16(p.base); out.u16(len(p.verts)); out.u16(0)
        pents.append(out.u32(0))
    out.align(4)
    sd = out.pos
    out.put32(sd_at, sd - s)
    for at, b in zip(bents, blocks):
        out.align(4)
        out.put32(at, out.pos - sd)
        for r in b:
            out.raw(r)
    out.align(4)
    vd = out.pos
    out.put32(vd_at, vd - s)
    for at, p in zip(pents, m.parts):
        out.put32(at, out.pos - vd)
        out.svectors(p.verts)
    close(1, s)
    s = section(2)
    out.u16(len(m.tiles)); out.u16(len(m.textures)); out.u16(len(m.cluts))
    out.u16(1 if m.face else 0)
    tt_at, ct_at, xt_at, ft_at, bd_at = (out.u32(0) for _ in range(5))
    out.u32(0)
    out.put32(xt_at, out.pos - s)
    theads = []
    for (w, h, _), blob in zip(m.textures, m.blobs):
        theads.append(out.u32(0)); out.u32(len(blob)); out.u16(w); out.u16(h)
    if m.face:
        f = m.face
        out.put32(ft_at, out.pos - s)
        out.raw(bytes([*f.eye, *f.mouth, f.face_tex, f.blink_tex, f.blink_frames, f.mouth_tex,
                       f.mouth_frames, 0, 0, 0]))
    out.put32(ct_at, out.pos - s)
    for c in m.cluts:
        out.clut(c)
    out.put32(tt_at, out.pos - s)
    for tex, clut, x, y, w, h in m.tiles:
        out.raw(bytes([clut, tex, w, h, x, y, 0, 0]))
    out.align(4)
    bd = out.pos
    out.put32(bd_at, bd - s)
    for at, blob in zip(theads, m.blobs):
        out.align(4)
        out.put32(at, out.pos - bd)
        out.raw(blob)
    close(2, s)
    if m.channels:
        s = section(3)
        out.u16(len(m.channels)); out.u16(len(m.clips))
        cm_at = out.u32(0); ct_at = out.u32(0)
        out.put32(ct_at, out.pos - s)
        cents = []
        for clip in m.clips:
            cents.append(out.u32(0)); out.u16(clip.ticks); out.u16(1 if clip.loop else 0)
        out.put32(cm_at, out.pos - s)
        for node, comp in m.channels:
            out.u8(node); out.u8(comp)
        for at, clip in zip(cents, m.clips):
            out.align(4)
            c = out.pos
            out.put32(at, c - s)
            ptr = []
            for v in clip.init:
                out.i16(v); ptr.append(out.u16(0))
            for at2, stream in zip(ptr, clip_streams(codec, clip)):
                out.put16(at2, out.pos - c)
                out.raw(stream)
        close(3, s)
    out.align(16)
    note = ("relpairs: 0x20 header of four (u32 offset, u32 size) pairs: skeleton, geometry, "
            "image, motion ((0, 0) = absent); sections 16-aligned; every pointer inside a section "
            "counts from the section's start (geometry: vertex offsets from its vertex data, "
            "stream offsets from its stream data; image: blob offsets from its blob data). "
            "10-byte nodes (u16 parent+1, xyz, u16 rotation+1), 6-byte rotations. Token codec E.")
    return bytes(out.b), note


def read_relpairs(data: bytes, name: str, lengths: dict[int, int]) -> Parsed:
    r = R(data, name)
    pairs = [(r.u32(8 * k), r.u32(8 * k + 4)) for k in range(4)]
    starts = {o for o, sz in pairs if sz} | {o + sz for o, sz in pairs if sz}
    (sk, _), (geo, _), (img, _), (mo, mo_size) = pairs
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if pairs[0][1]:
        n, rot_count = r.u16(sk + 4), r.u16(sk + 6)
        nt = sk + r.u32(sk + 8)
        nodes = []
        for i in range(n):
            o = nt + 10 * i
            par = r.u16(o)
            nodes.append((None if par == 0 else par - 1, (r.i16(o + 2), r.i16(o + 4),
                                                          r.i16(o + 6))))
    pool, npart, pt = r.u16(geo), r.u16(geo + 2), geo + r.u32(geo + 4)
    nblock, bt = r.u16(geo + 8), geo + r.u32(geo + 12)
    sd, vd = geo + r.u32(geo + 16), geo + r.u32(geo + 20)
    starts |= {pt, bt, sd, vd}
    streams = []
    for i in range(nblock):
        o = bt + 8 * i
        so, cnt, size = sd + r.u32(o), r.u16(o + 4), r.u16(o + 6)
        starts.add(so)
        recs, end = walk_stream(r, so, cnt, lengths)
        if end - so != size:
            raise ValueError(f"{name}: stream @{so:#x}: {end - so} bytes, size {size}")
        streams.append((so, recs))
    parts = []
    for i in range(npart):
        o = pt + 12 * i
        node, base, cnt, va = r.u16(o), r.u16(o + 2), r.u16(o + 4), vd + r.u32(o + 8)
        starts.add(va)
        parts.append((node, base, r.svectors(va, cnt)))
    ntile, ntex, nclut, has_face = (r.u16(img + 2 * k) for k in range(4))
    tt, ct, xt, ft, bd = (img + r.u32(img + 8 + 4 * k) for k in range(5))
    tiles = []
    for i in range(ntile):
        b = r.bytes(tt + 8 * i, 8)
        tiles.append((b[1], b[0], b[4], b[5], b[2], b[3]))
    cluts = [r.clut(ct + 32 * i) for i in range(nclut)]
    textures = []
    for i in range(ntex):
        o = xt + 12 * i
        bo = bd + r.u32(o)
        starts.add(bo)
        textures.append((r.u16(o + 8), r.u16(o + 10), r.bytes(bo, r.u32(o + 4))))
    face = None
    if has_face:
        b = r.bytes(ft, 16)
        face = Face(b[8], b[9], b[10], b[11], b[12], tuple(b[0:4]), tuple(b[4:8]))
    channels, clips = [], []
    if mo_size:
        nch, nclip = r.u16(mo), r.u16(mo + 2)
        cm, ctab = mo + r.u32(mo + 4), mo + r.u32(mo + 8)
        channels = [(r.u8(cm + 2 * k), r.u8(cm + 2 * k + 1)) for k in range(nch)]
        for i in range(nclip):
            c = mo + r.u32(ctab + 8 * i)
            ticks, flags = r.u16(ctab + 8 * i + 4), r.u16(ctab + 8 * i + 6)
            init = [r.i16(c + 4 * k) for k in range(nch)]
            toks = [CODEC_E.decode(data, c + r.u16(c + 4 * k + 2))[0] for k in range(nch)]
            clips.append((ticks, bool(flags & 1), init, toks))
    return Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                  clips, face, starts)


# ---- style "strides": u32 counts, wide records, 40-byte CLUT entries, VRAM-unit widths ------
def write_strides(m: Model) -> tuple[bytes, str]:
    codec = CODEC_B
    out = W()
    size_at, sk_at, geo_at, tl_at, cl_at, tx_at, mo_at, fc_at = (out.u32(0) for _ in range(8))

    def section(at: int) -> None:
        out.align(16)
        out.put32(at, out.pos)

    if m.skeletal:
        section(sk_at)
        out.u32(MAGIC); out.u32(len(m.nodes)); out.u32(len(m.rots)); out.u32(0)
        for par, (x, y, z) in m.nodes:
            out.i16(x); out.i16(y); out.i16(z); out.i16(0); out.u32(0)
            out.i32(-1 if par is None else par)
        for n, rx, ry, rz in m.rots:
            out.u32(n); out.i16(rx); out.i16(ry); out.i16(rz); out.u16(0)
    section(geo_at)
    blocks = m.blocks()
    out.u32(len(m.parts)); out.u32(len(blocks)); out.u32(m.pool_size); bt_at = out.u32(0)
    pents = []
    for p in m.parts:
        out.u32(p.node); out.u32(len(p.verts)); out.u32(p.base); pents.append(out.u32(0))
        out.u32(0)
    for at, p in zip(pents, m.parts):
        out.align(8)
        out.put32(at, out.pos)
        out.svectors(p.verts)
    where = []
    for b in blocks:
        out.align(4)
        where.append(out.pos)
        for r in b:
            out.raw(r)
    out.align(4)
    out.put32(bt_at, out.pos)
    for at, b in zip(where, blocks):
        out.u32(len(b)); out.u32(at); out.u32(sum(len(r) for r in b))
    section(tl_at)
    out.u32(len(m.tiles))
    for tex, clut, x, y, w, h in m.tiles:
        out.u32(tex); out.u16(clut); out.u8(x); out.u8(y); out.u8(w); out.u8(h); out.u16(0)
    section(cl_at)
    out.u32(len(m.cluts))
    for k, c in enumerate(m.cluts):
        out.u16(0x100 + 16 * k); out.u16(0x1F0 + k); out.u16(16); out.u16(1)
        out.clut(c)
    section(tx_at)
    out.u32(len(m.textures))
    heads = []
    vx = 0x200
    for (w, h, _), blob in zip(m.textures, m.blobs):
        assert w % 4 == 0
        heads.append(out.u32(0)); out.u16(vx); out.u16(0); out.u16(w // 4); out.u16(h)
        out.u32(len(blob))
        vx += w // 4
    for at, blob in zip(heads, m.blobs):
        out.align(4)
        out.put32(at, out.pos)
        out.raw(blob)
    if m.face:
        section(fc_at)
        f = m.face
        out.u16(f.face_tex); out.u16(f.blink_tex); out.u16(f.mouth_tex)
        out.u8(f.blink_frames); out.u8(f.mouth_frames); out.raw(bytes([*f.eye, *f.mouth]))
    if m.channels:
        section(mo_at)
        out.u32(len(m.channels)); out.u32(len(m.clips))
        for node, comp in m.channels:
            out.u16(node); out.u8(comp); out.u8(0)
        table = [out.u32(0) for _ in m.clips]
        for at, clip in zip(table, m.clips):
            out.align(4)
            out.put32(at, out.pos)
            out.u32(clip.ticks); out.u32(1 if clip.loop else 0)
            streams = clip_streams(codec, clip)
            for v, st in zip(clip.init, streams):
                out.i16(v); out.u16(len(st))
            for st in streams:
                out.raw(st)
    out.align(16)
    out.put32(size_at, out.pos)
    note = ("strides: 0x20 header (u32 file size, then u32 file offsets of skeleton, geometry, "
            "tiles, CLUTs, textures, motion, face; 0 = absent), sections 16-aligned; u32 counts; "
            "16-byte nodes (xyz, pad, u32 0, i32 parent at +12), 12-byte rotations, 20-byte parts "
            "(u32 node, count, base, vertex offset, 0), 12-byte blocks after the streams, 12-byte "
            "tiles (u32 texture first), 40-byte CLUT entries (VRAM rect x, y, 16, 1 then the "
            "colours), 16-byte texture headers giving the VRAM rectangle: the width is in 16-bit "
            "VRAM units (texels / 4) as TIM headers do. Token codec B.")
    return bytes(out.b), note


def read_strides(data: bytes, name: str, lengths: dict[int, int]) -> Parsed:
    r = R(data, name)
    size, sk, geo, tl, cl, tx, mo, fc = (r.u32(4 * k) for k in range(8))
    starts = {o for o in (sk, geo, tl, cl, tx, mo, fc) if o} | {size}
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if sk:
        n, rot_count = r.u32(sk + 4), r.u32(sk + 8)
        nodes = []
        for i in range(n):
            o = sk + 16 + 16 * i
            par = r.i32(o + 12)
            nodes.append((None if par < 0 else par, (r.i16(o), r.i16(o + 2), r.i16(o + 4))))
    npart, nblock, pool, bt = (r.u32(geo + 4 * k) for k in range(4))
    starts.add(bt)
    parts = []
    for i in range(npart):
        o = geo + 16 + 20 * i
        node, cnt, base, va = r.u32(o), r.u32(o + 4), r.u32(o + 8), r.u32(o + 12)
        starts.add(va)
        parts.append((node, base, r.svectors(va, cnt)))
    streams = []
    for i in range(nblock):
        cnt, so, ln = r.u32(bt + 12 * i), r.u32(bt + 12 * i + 4), r.u32(bt + 12 * i + 8)
        starts.add(so)
        recs, end = walk_stream(r, so, cnt, lengths)
        if end - so != ln:
            raise ValueError(f"{name}: stream length")
        streams.append((so, recs))
    tiles = []
    for i in range(r.u32(tl)):
        o = tl + 4 + 12 * i
        tiles.append((r.u32(o), r.u16(o + 4), r.u8(o + 6), r.u8(o + 7), r.u8(o + 8),
                      r.u8(o + 9)))
    cluts = [r.clut(cl + 4 + 40 * i + 8) for i in range(r.u32(cl))]
    textures = []
    for i in range(r.u32(tx)):
        o = tx + 4 + 16 * i
        bo = r.u32(o)
        starts.add(bo)
        textures.append((4 * r.u16(o + 8), r.u16(o + 10), r.bytes(bo, r.u32(o + 12))))
    face = None
    if fc:
        b = r.bytes(fc, 16)
        face = Face(r.u16(fc), r.u16(fc + 2), b[6], r.u16(fc + 4), b[7], tuple(b[8:12]),
                    tuple(b[12:16]))
    channels, clips = [], []
    if mo:
        nch, nclip = r.u32(mo), r.u32(mo + 4)
        channels = [(r.u16(mo + 8 + 4 * k), r.u8(mo + 10 + 4 * k)) for k in range(nch)]
        table = mo + 8 + 4 * nch
        for i in range(nclip):
            c = r.u32(table + 4 * i)
            ticks, loop = r.u32(c), r.u32(c + 4)
            init = [r.i16(c + 8 + 4 * k) for k in range(nch)]
            lens = [r.u16(c + 10 + 4 * k) for k in range(nch)]
            pos = c + 8 + 4 * nch
            toks = []
            for ln in lens:
                t, end = CODEC_B.decode(r.bytes(pos, ln))
                toks.append(t)
                pos += ln
            clips.append((ticks, bool(loop), init, toks))
    return Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                  clips, face, starts)


# ---- style "chunks": an IFF-like list of tagged chunks --------------------------------------
def write_chunks(m: Model, rng: random.Random) -> tuple[bytes, str]:
    codec = CODEC_C
    chunks: list[tuple[bytes, bytes]] = []
    if m.skeletal:
        c = W()
        c.u32(MAGIC); c.u8(len(m.nodes)); c.u8(len(m.rots)); c.u16(0)
        rot_index = {n: k for k, (n, *_) in enumerate(m.rots)}
        for i, (par, (x, y, z)) in enumerate(m.nodes):
            c.i16(x); c.i16(y); c.i16(z); c.u8(0xFF if par is None else par)
            c.u8(rot_index.get(i, 0xFF))
        for _, rx, ry, rz in m.rots:
            c.i16(rx); c.i16(ry); c.i16(rz)
        chunks.append((b"SKEL", bytes(c.b)))
    c = W()
    c.u16(len(m.parts)); c.u16(m.pool_size)
    first = 0
    for p in m.parts:
        c.u8(p.node); c.u8(0); c.u16(p.base); c.u16(len(p.verts)); c.u16(first)
        first += len(p.verts)
    part_chunk = (b"PART", bytes(c.b))
    c = W()
    for p in m.parts:
        c.svectors(p.verts)
    rest = [(b"VERT", bytes(c.b))]
    blocks = m.blocks()
    c = W()
    c.u16(len(blocks)); c.u16(0)
    ents = []
    for b in blocks:
        ents.append(c.u16(0)); c.u16(len(b))
    for at, b in zip(ents, blocks):
        c.put16(at, c.pos)
        for r in b:
            c.raw(r)
    rest.append((b"POLY", bytes(c.b)))
    c = W()
    c.u16(len(m.tiles))
    for tex, clut, x, y, w, h in m.tiles:
        c.raw(bytes([tex, clut, x, y, w, h]))
    rest.append((b"TILE", bytes(c.b)))
    rest.append((b"CLUT", b"".join(struct.pack("<16H", *cl) for cl in m.cluts)))
    c = W()
    d = W()
    for (w, h, _), blob in zip(m.textures, m.blobs):
        d.align(4)
        c.u16(w); c.u16(h); c.u32(d.pos)
        d.raw(blob)
    rest.append((b"TEXH", bytes(c.b)))
    rest.append((b"TEXD", bytes(d.b)))
    if m.face:
        rest.append((b"FACE", face_bytes_a(m.face)))
    if m.channels:
        c = W()
        c.u16(len(m.channels))
        for node, comp in m.channels:
            c.u8(node); c.u8(comp)
        rest.append((b"CHAN", bytes(c.b)))
        c = W()
        c.u16(len(m.clips)); c.u16(0)
        heads = []
        for clip in m.clips:
            c.u16(clip.ticks); c.u16(1 if clip.loop else 0); heads.append(c.u32(0))
        for at, clip in zip(heads, m.clips):
            c.align(2)
            c.put32(at, c.pos)
            for v in clip.init:
                c.i16(v)
            for s in clip_streams(codec, clip):
                c.raw(s)
        rest.append((b"CLIP", bytes(c.b)))
    if m.skeletal:
        rest.append(part_chunk)
    else:
        chunks.append(part_chunk)
    rng.shuffle(rest)
    if rest[-1][0] == b"POLY":  # a record stream always has a structure after it
        rest[-1], rest[0] = rest[0], rest[-1]
    chunks += rest
    out = W()
    out.u32(len(chunks)); size_at = out.u32(0); out.u32(0x20); out.u16(2)
    out.u16((1 if m.skeletal else 0) | (2 if m.face else 0)); out.u32(0); out.u32(0)
    for tag, payload in chunks:
        out.align(4)
        out.raw(tag); out.u32(len(payload)); out.raw(payload)
    out.align(4)
    out.put32(size_at, out.pos)
    note = ("chunks: 0x18 header (u32 chunk count, u32 file size, u32 first payload offset 0x20, "
            "u16 version 2, u16 flags, 8 zero bytes), then chunks (4-char tag, u32 payload "
            "length, payload, zero pad to 4) in any order after the first (SKEL, or PART "
            "without a skeleton): SKEL PART VERT POLY TILE CLUT TEXH TEXD FACE CHAN CLIP. "
            "Vertices are one array, parts index it; streams back to back without padding; "
            f"clip streams have no lengths (each runs to its end token). Order here: "
            f"{' '.join(t.decode() for t, _ in chunks)}. Token codec C.")
    return bytes(out.b), note


def read_chunks(data: bytes, name: str, lengths: dict[int, int]) -> Parsed:
    r = R(data, name)
    n = r.u32(0)
    pos = 0x18
    ch: dict[bytes, int] = {}
    ln: dict[bytes, int] = {}
    starts = set()
    for _ in range(n):
        pos = align_up(pos, 4)
        tag = r.bytes(pos, 4)
        starts.add(pos)
        ch[tag], ln[tag] = pos + 8, r.u32(pos + 4)
        pos += 8 + ln[tag]
    starts.add(align_up(pos, 4))
    nodes, rot_count = [(None, (0, 0, 0))], 0
    if b"SKEL" in ch:
        s = ch[b"SKEL"]
        nn, rot_count = r.u8(s + 4), r.u8(s + 5)
        nodes = []
        for i in range(nn):
            o = s + 8 + 8 * i
            par = r.u8(o + 6)
            nodes.append((None if par == 0xFF else par, (r.i16(o), r.i16(o + 2), r.i16(o + 4))))
    s = ch[b"PART"]
    npart, pool = r.u16(s), r.u16(s + 2)
    v = ch[b"VERT"]
    parts = []
    for i in range(npart):
        o = s + 4 + 8 * i
        node, base, cnt, first = r.u8(o), r.u16(o + 2), r.u16(o + 4), r.u16(o + 6)
        va = v + 8 * first
        parts.append((node, base, r.svectors(va, cnt)))
    s = ch[b"POLY"]
    streams = []
    for i in range(r.u16(s)):
        so, cnt = s + r.u16(s + 4 + 4 * i), r.u16(s + 6 + 4 * i)
        starts.add(so)
        streams.append((so, walk_stream(r, so, cnt, lengths)[0]))
    s = ch[b"TILE"]
    tiles = []
    for i in range(r.u16(s)):
        b = r.bytes(s + 2 + 6 * i, 6)
        tiles.append(tuple(b))
    s = ch[b"CLUT"]
    cluts = [r.clut(s + 32 * i) for i in range(ln[b"CLUT"] // 32)]
    s, d = ch[b"TEXH"], ch[b"TEXD"]
    textures = []
    for i in range(ln[b"TEXH"] // 8):
        bo = d + r.u32(s + 8 * i + 4)
        starts.add(bo)
        textures.append((r.u16(s + 8 * i), r.u16(s + 8 * i + 2),
                         r.bytes(bo, d + ln[b"TEXD"] - bo)))
    face = face_from_a(r.bytes(ch[b"FACE"], 16)) if b"FACE" in ch else None
    channels, clips = [], []
    if b"CHAN" in ch:
        s = ch[b"CHAN"]
        channels = [(r.u8(s + 2 + 2 * k), r.u8(s + 3 + 2 * k)) for k in range(r.u16(s))]
        s = ch[b"CLIP"]
        for i in range(r.u16(s)):
            ticks, loop, off = r.u16(s + 4 + 8 * i), r.u16(s + 6 + 8 * i), r.u32(s + 8 + 8 * i)
            c = s + off
            init = [r.i16(c + 2 * k) for k in range(len(channels))]
            pos = c + 2 * len(channels)
            toks = []
            for _ in channels:
                t, pos = CODEC_C.decode(data, pos)
                toks.append(t)
            clips.append((ticks, bool(loop), init, toks))
    return Parsed(nodes, rot_count, parts, pool, streams, tiles, textures, cluts, channels,
                  clips, face, starts, blob_exact=False)


# ============================================================================================
# Driver
# ============================================================================================
@dataclass
class Style:
    name: str
    write: object  # (model, rng) -> (bytes, note)
    read: object  # (bytes, name, lengths) -> Parsed
    wmult: int = 2  # texture widths are multiples of this


STYLES = [
    Style("sizes", lambda m, rng: write_sizes(m), read_sizes),
    Style("shuffled", write_shuffled, read_shuffled),
    Style("xeno", lambda m, rng: write_xeno(m), read_xeno),
    Style("relpairs", lambda m, rng: write_relpairs(m), read_relpairs),
    Style("strides", lambda m, rng: write_strides(m), read_strides, 4),
    Style("chunks", write_chunks, read_chunks),
    Style("xenogrouped", lambda m, rng: write_xeno(m, grouped=True),
          lambda d, n, ln: read_xeno(d, n, ln, hfirst=True)),
]

# name, kind, with animation
PLAN = [("human1", "humanoid", True), ("human2", "humanoid", True), ("human3", "humanoid", True),
        ("beast1", "creature", True), ("beast2", "creature", True), ("beast3", "creature", False),
        ("prop1", "prop", False), ("prop2", "prop", False)]

TRUTH_KEYS = ["nodes", "parts", "vertices", "pool_size", "faces_per_type", "triangles", "tiles",
              "textures", "cluts", "channels", "skeleton", "part_list"]


def seed_of(text: str) -> int:
    return zlib.crc32(text.encode())


def generate(out_dir: str, styles: list[Style], plan, lengths: dict[int, int]) -> int:
    total = 0
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "lengths.json"), "w") as f:
        f.write(lengths_json(lengths))
    for st in styles:
        d = os.path.join(out_dir, st.name)
        os.makedirs(d, exist_ok=True)
        for old in os.listdir(d):
            if old.endswith(".chr") or old.endswith(".truth.json"):
                os.remove(os.path.join(d, old))
        for name, kind, anim in plan:
            seed = seed_of(f"{st.name}/{name}")
            m = gen_model(seed, kind, name, lengths, st.wmult, anim)
            data, note = st.write(m, random.Random(seed ^ 0x5EED))
            truth = m.truth()
            truth["style"] = note
            errs = check_file(st, data, truth, f"{st.name}/{name}", lengths)
            if errs:
                raise SystemExit("\n".join(errs))
            with open(os.path.join(d, name + ".chr"), "wb") as f:
                f.write(data)
            with open(os.path.join(d, name + ".truth.json"), "w") as f:
                f.write(json.dumps(truth, indent=1) + "\n")
            total += len(data)
    return total


def check_file(st: Style, data: bytes, truth: dict, label: str, lengths: dict[int, int]) \
        -> list[str]:
    if sorted(k for k in truth if k != "style") != sorted(TRUTH_KEYS):
        return [f"{label}: truth keys {sorted(truth)}"]
    try:
        parsed = st.read(data, label, lengths)
    except (ValueError, KeyError, IndexError, struct.error) as e:
        return [f"{label}: the {st.name} reader failed: {e}"]
    errs = []
    got = parsed.truth()
    for k in TRUTH_KEYS:
        if got[k] != truth[k]:
            errs.append(f"{label}: {k}: file says {str(got[k])[:200]}, truth {str(truth[k])[:200]}")
    skeletal = truth["skeleton"] != [{"parent": None, "translation": [0, 0, 0]}] or \
        struct.unpack_from("<I", data, 0x20)[0] == MAGIC
    errs += check_parsed(label, data, parsed, skeletal, lengths)
    return errs


def check(out_dir: str, styles: list[Style]) -> tuple[int, int]:
    with open(os.path.join(out_dir, "lengths.json")) as f:
        lengths = {int(k): v for k, v in json.load(f)["dispatches"][0]["lengths"].items()}
    files = 0
    errs = []
    for st in styles:
        d = os.path.join(out_dir, st.name)
        names = sorted(n[:-4] for n in os.listdir(d) if n.endswith(".chr"))
        if not names:
            errs.append(f"{d}: no files")
        for name in names:
            with open(os.path.join(d, name + ".chr"), "rb") as f:
                data = f.read()
            with open(os.path.join(d, name + ".truth.json")) as f:
                truth = json.load(f)
            errs += check_file(st, data, truth, f"{st.name}/{name}", lengths)
            files += 1
    for e in errs:
        print(e, file=sys.stderr)
    return files, len(errs)


def selftest(out_dir: str, styles: list[Style], plan, lengths: dict[int, int]) -> int:
    """The checker must be able to fail: per style, a wrong record length, a wrong truth value
    and a missing magic must each be reported; and generation must be deterministic."""
    bad = 0
    for st in styles:
        name, kind, anim = next(p for p in plan if p[1] == "humanoid")
        path = os.path.join(out_dir, st.name, name)
        with open(path + ".chr", "rb") as f:
            data = f.read()
        with open(path + ".truth.json") as f:
            truth = json.load(f)
        label = f"{st.name}/{name}"
        cases = {}
        for t in (9, 10, 13):
            wrong = dict(lengths)
            wrong[t] += 1
            cases[f"length of type {t} + 1"] = check_file(st, data, truth, label, wrong)
        wrong_truth = dict(truth, nodes=truth["nodes"] + 1)
        cases["nodes + 1 in the truth"] = check_file(st, data, wrong_truth, label, lengths)
        no_magic = bytearray(data)
        no_magic[0x20:0x24] = bytes(4)
        cases["no magic"] = check_file(st, bytes(no_magic), truth, label, lengths)
        for what, errs in cases.items():
            if not errs:
                print(f"{label}: {what} was not caught", file=sys.stderr)
                bad += 1
        seed = seed_of(f"{st.name}/{name}")
        again, _ = st.write(gen_model(seed, kind, name, lengths, st.wmult, anim),
                            random.Random(seed ^ 0x5EED))
        if again != data:
            print(f"{label}: not deterministic", file=sys.stderr)
            bad += 1
    print(f"{os.path.relpath(out_dir, ROOT)}: self-test of {len(styles)} styles, {bad} failures")
    return bad


def holdout():
    """The holdout styles live beside their corpus, so that reading this file does not show
    them (tests/alien-holdout/README.md describes them)."""
    path = os.path.join(ROOT, "tests", "alien-holdout", "holdout.py")
    if not os.path.exists(path):
        return None
    import importlib.util
    sys.modules.setdefault("gen", sys.modules[__name__])  # one instance of this module
    spec = importlib.util.spec_from_file_location("alien_holdout", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["alien_holdout"] = mod
    spec.loader.exec_module(mod)
    return mod


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="re-read every file with its style's reader and compare with its truth")
    ap.add_argument("--selftest", action="store_true",
                    help="show that the check catches a wrong length, truth or magic")
    args = ap.parse_args()
    ho = holdout()
    sets = [(HERE, STYLES + (ho.ALIEN_STYLES if ho else []), PLAN, LENGTHS)]
    if ho:
        sets.append((ho.HERE, ho.STYLES, ho.PLAN, ho.LENGTHS))
    sys.modules.setdefault("gen", sys.modules[__name__])
    import maps
    if args.selftest:
        bad = sum(selftest(d, st, p, ln) for d, st, p, ln in sets) + maps.selftest(LENGTHS)
        print(f"{os.path.relpath(maps.MAP_DIR, ROOT)}: self-test, {bad} failures in all")
        return 1 if bad else 0
    if args.check:
        bad = 0
        for out_dir, styles, _, _ in sets:
            files, errs = check(out_dir, styles)
            print(f"{os.path.relpath(out_dir, ROOT)}: {files} files, {errs} problems")
            bad += errs
        files, errs = maps.check(LENGTHS)
        for e in errs:
            print(e, file=sys.stderr)
        print(f"{os.path.relpath(maps.MAP_DIR, ROOT)}: {files} files, {len(errs)} problems")
        return 1 if bad or errs else 0
    for out_dir, styles, plan, lengths in sets:
        total = generate(out_dir, styles, plan, lengths)
        print(f"{os.path.relpath(out_dir, ROOT)}: {len(styles)} styles x {len(plan)} files, "
              f"{total} bytes of .chr")
    total = maps.generate(LENGTHS)
    files, errs = maps.check(LENGTHS)
    if errs:
        raise SystemExit("\n".join(errs))
    print(f"{os.path.relpath(maps.MAP_DIR, ROOT)}: {len(maps.MAP_STYLES)} styles x "
          f"{len(maps.MAP_PLAN)} files, {total} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
