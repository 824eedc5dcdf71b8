#![doc = include_str!("../../../../docs/formats/mmd.md")]
//!
//! The `.mmd` reader and writer, side by side. Field offsets are commented as in the doc.

use psx::bytes::{Cursor, Writer};

use super::{MapError, Mmd, Piece, Placement, WalkFace, WalkMesh};
use crate::records::{walk, write_stream, Domains, RecordLayout, RecordLengths, Walk};

/// Header length **[provisional]**; also the piece table offset stored at 0x08.
pub const HEADER_LEN: usize = 0x1C;
/// The format number at 0x06 **[public: S3Extract byte 6 == 1]**.
pub const FORMAT: u16 = 1;
/// Piece table entry length.
pub const PIECE_LEN: usize = 12;
/// Placement entry length.
pub const PLACEMENT_LEN: usize = 12;
/// Vertex length (i16 x, y, z, pad).
pub const VERTEX_LEN: usize = 8;
/// Walk face length.
pub const WALK_FACE_LEN: usize = 8;
/// Most pieces / placements / walk attributes (u16 fields whose high byte is 0).
pub const MAX_COUNT: usize = 255;

/// The header's fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// Piece count.
    pub pieces: usize,
    /// Placement count.
    pub placements: usize,
    /// Walk attribute count.
    pub walk_attributes: u8,
    /// Placement table offset.
    pub placements_at: usize,
    /// Walk mesh offset.
    pub walk_at: usize,
    /// Content length.
    pub content_len: usize,
}

fn small(c: &mut Cursor<'_>, offset: usize, what: &'static str, min: u16) -> Result<u16, MapError> {
    let v = c.u16_le()?;
    if v < min || usize::from(v) > MAX_COUNT {
        let expected = if min == 0 { "0..=255" } else { "1..=255" };
        return Err(MapError::Header { offset, what, expected, found: u32::from(v) });
    }
    Ok(v)
}

/// Reads and checks the header.
pub fn read_header(data: &[u8]) -> Result<Header, MapError> {
    let mut c = Cursor::new(data);
    let pieces = small(&mut c, 0x00, "piece count", 1)?; // 0x00
    let placements = small(&mut c, 0x02, "placement count", 0)?; // 0x02
    let walk_attributes = small(&mut c, 0x04, "walk attribute count", 0)?; // 0x04
    let format = c.u16_le()?; // 0x06
    if format != FORMAT {
        return Err(MapError::Header {
            offset: 0x06,
            what: "format",
            expected: "1",
            found: u32::from(format),
        });
    }
    let table = c.u32_le()?; // 0x08
    if usize::try_from(table).ok() != Some(HEADER_LEN) {
        return Err(MapError::Header {
            offset: 0x08,
            what: "piece table offset",
            expected: "0x1C",
            found: table,
        });
    }
    let mut off = |what: &'static str| -> Result<usize, MapError> {
        let o = c.u32_le()?;
        let v = usize::try_from(o).unwrap_or(usize::MAX);
        if v < HEADER_LEN || v > data.len() || !v.is_multiple_of(4) {
            return Err(MapError::SectionOffset { what, offset: o, len: data.len() });
        }
        Ok(v)
    };
    let placements_at = off("placement table")?; // 0x0C
    let walk_at = off("walk mesh")?; // 0x10
    let content_len = off("content length")?; // 0x14
                                              // 0x18 reserved.
    Ok(Header {
        pieces: usize::from(pieces),
        placements: usize::from(placements),
        walk_attributes: u8::try_from(walk_attributes).unwrap_or(u8::MAX),
        placements_at,
        walk_at,
        content_len,
    })
}

/// One piece table entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceEntry {
    /// Vertex count.
    pub vertices: usize,
    /// Record count.
    pub records: usize,
    /// Vertex array offset.
    pub vertices_at: usize,
    /// Record stream offset.
    pub records_at: usize,
}

/// Reads the piece table (the header must have parsed).
pub fn read_piece_table(data: &[u8], h: &Header) -> Result<Vec<PieceEntry>, MapError> {
    let mut c = Cursor::new(data);
    c.seek(HEADER_LEN)?;
    let table = c.take(h.pieces.saturating_mul(PIECE_LEN))?;
    let mut out = Vec::with_capacity(h.pieces);
    for (piece, b) in table.chunks_exact(PIECE_LEN).enumerate() {
        let mut e = Cursor::new(b);
        let vertices = usize::from(e.u16_le()?); // +0x00
        let records = usize::from(e.u16_le()?); // +0x02
        let vertices_at = usize::try_from(e.u32_le()?).unwrap_or(usize::MAX); // +0x04
        let records_at = usize::try_from(e.u32_le()?).unwrap_or(usize::MAX); // +0x08
        let expected = vertices_at.saturating_add(vertices.saturating_mul(VERTEX_LEN));
        if records_at != expected {
            return Err(MapError::PieceOffset {
                piece,
                what: "record stream",
                found: records_at,
                expected,
            });
        }
        out.push(PieceEntry { vertices, records, vertices_at, records_at });
    }
    Ok(out)
}

/// Walks every piece's record stream (landing and vertex domain) through the built-in
/// layout, in piece order. The next structure after piece `i`'s stream is piece `i+1`'s vertex
/// array, or the content length.
pub fn walk_pieces(data: &[u8], lengths: &RecordLengths) -> Result<Vec<Walk>, MapError> {
    walk_pieces_with(data, lengths, &RecordLayout::builtin())
}

/// Walks every piece's record stream through `layout`, advanced by `lengths`.
pub fn walk_pieces_with(
    data: &[u8],
    lengths: &RecordLengths,
    layout: &RecordLayout,
) -> Result<Vec<Walk>, MapError> {
    let h = read_header(data)?;
    let table = read_piece_table(data, &h)?;
    Ok(walk_table(data, &h, &table, lengths, layout))
}

/// Walks the streams of a parsed piece table.
fn walk_table(
    data: &[u8],
    h: &Header,
    table: &[PieceEntry],
    lengths: &RecordLengths,
    layout: &RecordLayout,
) -> Vec<Walk> {
    table
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let next = table.get(i.saturating_add(1)).map_or(h.content_len, |n| n.vertices_at);
            let domains = Domains { tiles: None, pool: p.vertices };
            walk(data, p.records_at, p.records, next, lengths, layout, domains)
        })
        .collect()
}

fn vertex(c: &mut Cursor<'_>) -> Result<[i16; 3], MapError> {
    let v = [c.i16_le()?, c.i16_le()?, c.i16_le()?]; // +0 x, +2 y, +4 z
    c.u16_le()?; // +6 pad
    Ok(v)
}

fn vertices(data: &[u8], at: usize, n: usize) -> Result<Vec<[i16; 3]>, MapError> {
    let mut c = Cursor::new(data);
    c.seek(at)?;
    let mut c = Cursor::new(c.take(n.saturating_mul(VERTEX_LEN))?);
    (0..n).map(|_| vertex(&mut c)).collect()
}

/// Reads a `.mmd` with the given record-length table and the built-in record layout. Every
/// piece's stream must land (0–3 bytes of padding) with its vertex indices in the piece's pool;
/// placements and walk faces must be in their domains.
pub fn read(data: &[u8], lengths: &RecordLengths) -> Result<Mmd, MapError> {
    read_with(data, lengths, &RecordLayout::builtin())
}

/// Reads a `.mmd` whose face records advance by `lengths` and hold their fields where
/// `layout` puts them.
pub fn read_with(
    data: &[u8],
    lengths: &RecordLengths,
    layout: &RecordLayout,
) -> Result<Mmd, MapError> {
    let h = read_header(data)?;
    let table = read_piece_table(data, &h)?;
    let mut pieces = Vec::with_capacity(table.len());
    let walks = walk_table(data, &h, &table, lengths, layout);
    for (i, (p, w)) in table.iter().zip(walks).enumerate() {
        if let Some(problem) = w.problem {
            return Err(MapError::Stream { piece: i, problem });
        }
        pieces.push(Piece {
            vertices: vertices(data, p.vertices_at, p.vertices)?,
            records: w.records,
        });
    }
    // Placement table.
    let mut c = Cursor::new(data);
    c.seek(h.placements_at)?;
    let bytes = c.take(h.placements.saturating_mul(PLACEMENT_LEN))?;
    let mut placements = Vec::with_capacity(h.placements);
    for (index, b) in bytes.chunks_exact(PLACEMENT_LEN).enumerate() {
        let offset = h.placements_at.saturating_add(index.saturating_mul(PLACEMENT_LEN));
        let mut e = Cursor::new(b);
        let piece = e.u8()?; // +0x00
        let turns = e.u8()?; // +0x01
        e.u16_le()?; // +0x02 reserved
        let position = [e.i16_le()?, e.i16_le()?, e.i16_le()?]; // +0x04
                                                                // +0x0A reserved
        if usize::from(piece) >= pieces.len() {
            return Err(MapError::PlacementPiece {
                index,
                offset,
                found: piece,
                count: pieces.len(),
            });
        }
        if turns > 3 {
            return Err(MapError::PlacementRotation { index, offset, found: turns });
        }
        placements.push(Placement { piece, turns, position });
    }
    // Walk mesh.
    let mut c = Cursor::new(data);
    c.seek(h.walk_at)?;
    let nv = usize::from(c.u16_le()?); // +0x00
    let nf = usize::from(c.u16_le()?); // +0x02
    let wv = vertices(data, h.walk_at.saturating_add(4), nv)?; // +0x04
    let faces_at = h.walk_at.saturating_add(4).saturating_add(nv.saturating_mul(VERTEX_LEN));
    c.seek(faces_at)?;
    let bytes = c.take(nf.saturating_mul(WALK_FACE_LEN))?;
    let mut faces = Vec::with_capacity(nf);
    for (face, b) in bytes.chunks_exact(WALK_FACE_LEN).enumerate() {
        let offset = faces_at.saturating_add(face.saturating_mul(WALK_FACE_LEN));
        let mut e = Cursor::new(b);
        let v = [e.u16_le()?, e.u16_le()?, e.u16_le()?]; // +0 i0, +2 i1, +4 i2
        let attribute = e.u8()?; // +6
                                 // +7 reserved
        if let Some(&found) = v.iter().find(|&&x| usize::from(x) >= nv) {
            return Err(MapError::WalkVertex { face, offset, found, count: nv });
        }
        if attribute >= h.walk_attributes {
            return Err(MapError::WalkAttribute {
                face,
                offset,
                found: attribute,
                count: h.walk_attributes,
            });
        }
        faces.push(WalkFace { v, attribute });
    }
    Ok(Mmd {
        walk_attributes: h.walk_attributes,
        pieces,
        placements,
        walk: WalkMesh { vertices: wv, faces },
    })
}

fn count16(what: &'static str, n: usize, max: usize) -> Result<u16, MapError> {
    if n > max {
        return Err(MapError::TooMany { what, count: n, max });
    }
    u16::try_from(n).map_err(|_| MapError::TooMany { what, count: n, max })
}

fn put_vertex(w: &mut Writer, v: [i16; 3]) -> Result<(), MapError> {
    for x in v {
        w.i16_le(x)?; // +0 x, +2 y, +4 z
    }
    w.u16_le(0)?; // +6 pad
    Ok(())
}

/// Writes a `.mmd` in dewrip's layout with the built-in record layout (records at their
/// built-in lengths, `RecordLengths::BUILTIN`).
pub fn write(m: &Mmd) -> Result<Vec<u8>, MapError> {
    write_with(m, &RecordLayout::builtin())
}

/// Writes a `.mmd` whose face records hold their fields where `layout` puts them, each
/// `layout`'s length long; it reads back equal with `read_with(_, &layout.lengths(), layout)`.
/// Counts, offsets and indices that do not fit their fields are errors.
pub fn write_with(m: &Mmd, layout: &RecordLayout) -> Result<Vec<u8>, MapError> {
    let np = count16("pieces", m.pieces.len(), MAX_COUNT)?;
    if np == 0 {
        return Err(MapError::Unwritable { what: "a map without pieces" });
    }
    let nl = count16("placements", m.placements.len(), MAX_COUNT)?;
    let nwv = count16("walk vertices", m.walk.vertices.len(), usize::from(u16::MAX))?;
    let nwf = count16("walk faces", m.walk.faces.len(), usize::from(u16::MAX))?;
    let mut w = Writer::new();
    w.zeros(HEADER_LEN)?; // filled below
    let table_at = w.pos();
    w.zeros(m.pieces.len().saturating_mul(PIECE_LEN))?; // filled below
    let placements_at = w.pos();
    for p in &m.placements {
        if usize::from(p.piece) >= m.pieces.len() || p.turns > 3 {
            return Err(MapError::Unwritable {
                what: "a placement outside the piece table or with more than 3 quarter turns",
            });
        }
        w.u8(p.piece)?; // +0x00 piece
        w.u8(p.turns)?; // +0x01 rotation
        w.u16_le(0)?; // +0x02 reserved
        for x in p.position {
            w.i16_le(x)?; // +0x04
        }
        w.u16_le(0)?; // +0x0A reserved
    }
    let walk_at = w.pos();
    w.u16_le(nwv)?; // +0x00
    w.u16_le(nwf)?; // +0x02
    for &v in &m.walk.vertices {
        put_vertex(&mut w, v)?; // +0x04
    }
    for f in &m.walk.faces {
        if f.attribute >= m.walk_attributes || f.v.iter().any(|&i| i >= nwv) {
            return Err(MapError::Unwritable {
                what: "a walk face outside the walk mesh or the attribute count",
            });
        }
        for i in f.v {
            w.u16_le(i)?; // +0, +2, +4
        }
        w.u8(f.attribute)?; // +6 attribute
        w.u8(0)?; // +7 reserved
    }
    // Piece data: vertex array then record stream, padded to 4.
    let mut entries = Vec::with_capacity(m.pieces.len());
    for (piece, p) in m.pieces.iter().enumerate() {
        let nv = count16("piece vertices", p.vertices.len(), usize::from(u16::MAX))?;
        let nr = count16("piece records", p.records.len(), usize::from(u16::MAX))?;
        let vat = w.pos();
        for &v in &p.vertices {
            put_vertex(&mut w, v)?;
        }
        let rat = w.pos();
        // The stream, then 0–3 bytes of padding before the next structure.
        write_stream(&mut w, &p.records, layout).map_err(|e| MapError::RecordWrite {
            piece,
            record: e.record,
            source: e.source,
        })?;
        entries.push((nv, nr, vat, rat));
    }
    let content_len = w.pos();
    w.align(8)?; // zero fill to a multiple of 8
    w.seek(0)?;
    w.u16_le(np)?; // 0x00
    w.u16_le(nl)?; // 0x02
    w.u16_le(u16::from(m.walk_attributes))?; // 0x04
    w.u16_le(FORMAT)?; // 0x06
    w.u32_from("piece table offset", table_at)?; // 0x08
    w.u32_from("placement table offset", placements_at)?; // 0x0C
    w.u32_from("walk mesh offset", walk_at)?; // 0x10
    w.u32_from("content length", content_len)?; // 0x14
    w.u32_le(0)?; // 0x18 reserved
    for (nv, nr, vat, rat) in entries {
        w.u16_le(nv)?; // +0x00
        w.u16_le(nr)?; // +0x02
        w.u32_from("vertex array offset", vat)?; // +0x04
        w.u32_from("record stream offset", rat)?; // +0x08
    }
    Ok(w.into_inner())
}
