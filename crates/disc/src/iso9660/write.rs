//! Writing the volume descriptors, path tables and root directory (sectors 16..=22).

use super::IsoFile;

/// Sector of the root directory written by [`write_volume`].
const ROOT_LBA: u32 = 22;
/// L and M path tables and their copies.
const L_PATH: u32 = 18;
const M_PATH: u32 = 19;
const L_PATH_COPY: u32 = 20;
const M_PATH_COPY: u32 = 21;
/// Path table of the root alone: 8-byte entry + 1-byte name + 1 pad byte.
const PATH_TABLE_SIZE: u32 = 10;
/// Fixed recording date of every directory record: 1999-09-05 19:25:00, GMT+9 (units of 15 min).
const RECORD_DATE: [u8; 7] = [99, 9, 5, 19, 25, 0, 36];
/// Fixed PVD creation/modification date, same instant (`YYYYMMDDHHMMSScc` + GMT offset).
const VOLUME_DATE: &[u8; 16] = b"1999090519250000";

/// A sector being written: bounds-checked puts at offsets.
struct Sector([u8; 2048]);

impl Sector {
    fn new() -> Self {
        Sector([0; 2048])
    }
    fn put(&mut self, offset: usize, bytes: &[u8]) {
        if let Some(d) = self.0.get_mut(offset..offset.saturating_add(bytes.len())) {
            d.copy_from_slice(bytes);
        }
    }
    /// Writes `s` padded with spaces to `width` bytes.
    fn put_str(&mut self, offset: usize, width: usize, s: &str) {
        let mut field = vec![b' '; width];
        for (d, b) in field.iter_mut().zip(s.bytes()) {
            *d = b;
        }
        self.put(offset, &field);
    }
    fn both16(&mut self, offset: usize, v: u16) {
        self.put(offset, &v.to_le_bytes());
        self.put(offset.saturating_add(2), &v.to_be_bytes());
    }
    fn both32(&mut self, offset: usize, v: u32) {
        self.put(offset, &v.to_le_bytes());
        self.put(offset.saturating_add(4), &v.to_be_bytes());
    }
}

/// One directory record: 33 bytes + name, padded to even.
fn dir_record(name: &[u8], lba: u32, size: u32, is_dir: bool) -> Vec<u8> {
    let name = name.get(..name.len().min(222)).unwrap_or(name);
    let len = 33usize.saturating_add(name.len());
    let len = len.saturating_add(len % 2);
    let mut r = vec![0u8; len];
    let mut put = |offset: usize, bytes: &[u8]| {
        if let Some(d) = r.get_mut(offset..offset.saturating_add(bytes.len())) {
            d.copy_from_slice(bytes);
        }
    };
    put(0x00, &[len as u8, 0]); // 0x00 length, 0x01 extended attribute length
    put(0x02, &lba.to_le_bytes()); // 0x02 extent
    put(0x06, &lba.to_be_bytes());
    put(0x0A, &size.to_le_bytes()); // 0x0A data length
    put(0x0E, &size.to_be_bytes());
    put(0x12, &RECORD_DATE); // 0x12 date
    put(0x19, &[if is_dir { 0x02 } else { 0x00 }, 0, 0]); // 0x19 flags, 0x1A unit, 0x1B gap
    put(0x1C, &[1, 0, 0, 1]); // 0x1C volume sequence number 1 (LE, BE)
    put(0x20, &[name.len() as u8]); // 0x20 name length
    put(0x21, name); // 0x21 name
    r
}

/// The file records of the root, sorted by identifier as ISO 9660 requires.
fn file_records(files: &[IsoFile]) -> Vec<Vec<u8>> {
    let mut sorted: Vec<&IsoFile> = files.iter().collect();
    sorted.sort_by(|a, b| a.name.cmp(&b.name));
    sorted
        .iter()
        .map(|f| {
            let id = format!("{};1", f.name.to_ascii_uppercase());
            dir_record(id.as_bytes(), f.lba, f.size, false)
        })
        .collect()
}

/// Bytes the root directory of `files` needs (`.`, `..` and one record per file). It fits
/// [`write_volume`]'s single sector when this is at most 2048.
pub fn root_directory_len(files: &[IsoFile]) -> usize {
    file_records(files).iter().map(Vec::len).fold(68, usize::saturating_add)
}

fn path_table(big_endian: bool) -> Sector {
    let mut s = Sector::new();
    s.put(0, &[1, 0]); // 0x00 name length 1, 0x01 extended attribute length
    let lba = if big_endian { ROOT_LBA.to_be_bytes() } else { ROOT_LBA.to_le_bytes() };
    s.put(2, &lba); // 0x02 extent
    let parent = if big_endian { 1u16.to_be_bytes() } else { 1u16.to_le_bytes() };
    s.put(6, &parent); // 0x06 parent directory number
    s.put(8, &[0, 0]); // 0x08 name (root = 00), pad
    s
}

/// Writes sectors 16..=22 of a PS1-style volume: primary volume descriptor (16), terminator
/// (17), L and M path tables (18, 19) and their copies (20, 21), and the root directory (22)
/// listing `.`, `..` and `files` sorted by name. `volume_sectors` is the volume space size.
/// Dates are fixed, so the output is deterministic. The root directory is one sector: files
/// past what fits in it (see [`root_directory_len`]) are left out.
pub fn write_volume(volume_id: &str, files: &[IsoFile], volume_sectors: u32) -> Vec<[u8; 2048]> {
    let root_record = dir_record(&[0], ROOT_LBA, 2048, true);

    let mut pvd = Sector::new();
    pvd.put(0x000, b"\x01CD001\x01\x00"); // type, id, version, unused
    pvd.put_str(0x008, 32, "PLAYSTATION"); // system identifier
    pvd.put_str(0x028, 32, &volume_id.to_ascii_uppercase()); // volume identifier
    pvd.both32(0x050, volume_sectors); // volume space size
    pvd.both16(0x078, 1); // volume set size
    pvd.both16(0x07C, 1); // volume sequence number
    pvd.both16(0x080, 2048); // logical block size
    pvd.both32(0x084, PATH_TABLE_SIZE); // path table size
    pvd.put(0x08C, &L_PATH.to_le_bytes()); // L path table
    pvd.put(0x090, &L_PATH_COPY.to_le_bytes()); // optional L path table
    pvd.put(0x094, &M_PATH.to_be_bytes()); // M path table
    pvd.put(0x098, &M_PATH_COPY.to_be_bytes()); // optional M path table
    pvd.put(0x09C, &root_record); // root directory record
    pvd.put_str(0x0BE, 128, &volume_id.to_ascii_uppercase()); // volume set identifier
    pvd.put_str(0x13E, 128, ""); // publisher
    pvd.put_str(0x1BE, 128, ""); // data preparer
    pvd.put_str(0x23E, 128, "PLAYSTATION"); // application
    pvd.put_str(0x2BE, 37, ""); // copyright file
    pvd.put_str(0x2E3, 37, ""); // abstract file
    pvd.put_str(0x308, 37, ""); // bibliographic file
    for (i, date) in
        [VOLUME_DATE, VOLUME_DATE, b"0000000000000000", b"0000000000000000"].iter().enumerate()
    {
        let at = 0x32Dusize.saturating_add(i.saturating_mul(17));
        pvd.put(at, *date); // creation, modification, expiration, effective
        pvd.put(at.saturating_add(16), &[if i < 2 { 36 } else { 0 }]);
    }
    pvd.put(0x371, &[1]); // file structure version
    pvd.put(0x400, b"CD-XA001"); // XA signature in the application use area

    let mut term = Sector::new();
    term.put(0, b"\xFFCD001\x01"); // set terminator

    let mut root = Sector::new();
    let mut at = 0usize;
    let dotdot = dir_record(&[1], ROOT_LBA, 2048, true);
    for rec in [root_record.clone(), dotdot].into_iter().chain(file_records(files)) {
        let end = at.saturating_add(rec.len());
        if end > 2048 {
            break;
        }
        root.put(at, &rec);
        at = end;
    }

    vec![
        pvd.0,
        term.0,
        path_table(false).0,
        path_table(true).0,
        path_table(false).0,
        path_table(true).0,
        root.0,
    ]
}
