#![doc = include_str!("../../../../docs/formats/mmd.md")]
//!
//! The `.mmd` reader and writer, side by side. Field offsets are commented as in the doc.

use container::{Parsed, View};
use cursor::Writer;

use super::{MapError, Mmd, Piece, Placement, WalkFace, WalkMesh};
use crate::conventions::Conventions;
use crate::layouts::{self, Format};
use crate::records::{walk, write_stream, Domains, RecordLayout, Walk};

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

fn get<T: TryFrom<i64>>(v: &View<'_, '_>, e: usize, field: &str) -> Result<T, MapError> {
    Ok(layouts::field(v, e, field)?)
}

/// Evaluates the `.mmd` layout in use over the file.
fn parse<'a>(data: &'a [u8], conv: &'a Conventions) -> Result<Parsed<'a>, MapError> {
    Ok(layouts::parse(data, conv.layout(Format::Mmd), Format::Mmd, &conv.lengths())?)
}

fn walk_parsed(p: &Parsed<'_>, conv: &Conventions) -> Result<Vec<Walk>, MapError> {
    let pieces = p.root("pieces").ok_or(MapError::Missing { item: "pieces" })?;
    let lengths = conv.lengths();
    let mut out = Vec::with_capacity(pieces.count());
    for e in 0..pieces.count() {
        let pool = pieces.child("piece_vertices", e).map_or(0, |v| v.count());
        let Some(s) = pieces.child("piece_streams", e) else {
            return Err(MapError::Missing { item: "piece_streams" });
        };
        let next = layouts::next_structure(p, &s);
        let domains = Domains { tiles: None, pool };
        out.push(walk(
            p.data(),
            s.start(),
            s.count(),
            next,
            &lengths,
            &conv.records.value,
            domains,
        ));
    }
    Ok(out)
}

/// Walks every piece's record stream (landing and vertex domain), in piece order: the stream
/// must end 0–3 bytes before the next structure the layout names (with the built-in layout:
/// the next piece's vertex array, or the content length).
pub fn walk_pieces(data: &[u8], conv: &Conventions) -> Result<Vec<Walk>, MapError> {
    walk_parsed(&parse(data, conv)?, conv)
}

fn vertices(v: Option<View<'_, '_>>) -> Result<Vec<[i16; 3]>, MapError> {
    let Some(v) = v else { return Ok(Vec::new()) };
    (0..v.count()).map(|i| Ok([get(&v, i, "x")?, get(&v, i, "y")?, get(&v, i, "z")?])).collect()
}

/// Reads a `.mmd` with `conv` (its container layout, record layout and lengths). Every piece's
/// stream must land (0–3 bytes of padding) with its vertex indices in the piece's pool;
/// placements and walk faces must be in their domains.
pub fn read(data: &[u8], conv: &Conventions) -> Result<Mmd, MapError> {
    let p = parse(data, conv)?;
    let header = p.root("header").ok_or(MapError::Missing { item: "header" })?;
    let walk_attributes: u8 = get(&header, 0, "attributes")?;
    let pv = p.root("pieces").ok_or(MapError::Missing { item: "pieces" })?;
    let walks = walk_parsed(&p, conv)?;
    let mut pieces = Vec::with_capacity(pv.count());
    for (i, w) in walks.into_iter().enumerate() {
        if let Some(problem) = w.problem {
            return Err(MapError::Stream { piece: i, problem });
        }
        pieces
            .push(Piece { vertices: vertices(pv.child("piece_vertices", i))?, records: w.records });
    }
    let pl = p.root("placements").ok_or(MapError::Missing { item: "placements" })?;
    let mut placements = Vec::with_capacity(pl.count());
    for index in 0..pl.count() {
        let offset = pl.element_start(index);
        let piece: u8 = get(&pl, index, "piece")?;
        let turns: u8 = get(&pl, index, "rotation")?;
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
        let position = [get(&pl, index, "x")?, get(&pl, index, "y")?, get(&pl, index, "z")?];
        placements.push(Placement { piece, turns, position });
    }
    let wv = vertices(p.root("walk_vertices"))?;
    let nv = wv.len();
    let wf = p.root("walk_faces").ok_or(MapError::Missing { item: "walk_faces" })?;
    let mut faces = Vec::with_capacity(wf.count());
    for face in 0..wf.count() {
        let offset = wf.element_start(face);
        let v: [u16; 3] = [get(&wf, face, "i0")?, get(&wf, face, "i1")?, get(&wf, face, "i2")?];
        let attribute: u8 = get(&wf, face, "attribute")?;
        if let Some(&found) = v.iter().find(|&&x| usize::from(x) >= nv) {
            return Err(MapError::WalkVertex { face, offset, found, count: nv });
        }
        if attribute >= walk_attributes {
            return Err(MapError::WalkAttribute {
                face,
                offset,
                found: attribute,
                count: walk_attributes,
            });
        }
        faces.push(WalkFace { v, attribute });
    }
    Ok(Mmd { walk_attributes, pieces, placements, walk: WalkMesh { vertices: wv, faces } })
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
