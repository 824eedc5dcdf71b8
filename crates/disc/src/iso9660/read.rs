//! Reading the primary volume descriptor and the root directory.

use super::{DirRecord, IsoError, Pvd, PVD_LBA};
use crate::read::Disc;
use cursor::Cursor;

/// Volume descriptors examined before giving up (16 .. 16+MAX).
const MAX_DESCRIPTORS: u32 = 16;

fn text(bytes: &[u8]) -> String {
    let s: String = bytes.iter().map(|&b| char::from(b)).collect();
    s.trim_end_matches([' ', '\0']).to_string()
}

fn bad(lba: u32, offset: usize, reason: impl Into<String>) -> IsoError {
    IsoError::BadRecord { lba, offset, reason: reason.into() }
}

/// Parses one directory record at the start of `rec` (sector `lba`, offset `offset`).
fn parse_record(rec: &[u8], lba: u32, offset: usize) -> Result<DirRecord, IsoError> {
    let oob = |e: cursor::OutOfBounds| bad(lba, offset, e.to_string());
    let mut c = Cursor::new(rec);
    let len = usize::from(c.u8().map_err(oob)?); // 0x00
    if len < 34 {
        return Err(bad(lba, offset, format!("record length {len} is below the minimum 34")));
    }
    c.skip(1).map_err(oob)?; // 0x01 extended attribute length
    let extent = c.u32_le().map_err(oob)?; // 0x02 (BE copy at 0x06)
    c.skip(4).map_err(oob)?;
    let size = c.u32_le().map_err(oob)?; // 0x0A (BE copy at 0x0E)
    c.skip(4).map_err(oob)?;
    c.skip(7).map_err(oob)?; // 0x12 date
    let flags = c.u8().map_err(oob)?; // 0x19
    c.skip(6).map_err(oob)?; // 0x1A unit size, 0x1B gap, 0x1C volume sequence
    let name_len = usize::from(c.u8().map_err(oob)?); // 0x20
    if name_len.saturating_add(33) > len {
        return Err(bad(
            lba,
            offset,
            format!("name of {name_len} bytes overruns the {len}-byte record"),
        ));
    }
    let raw = c.take(name_len).map_err(oob)?; // 0x21
    let name = match raw {
        [0] => ".".to_string(),
        [1] => "..".to_string(),
        _ => {
            let n = text(raw);
            let n = n.split(';').next().unwrap_or("");
            n.strip_suffix('.').unwrap_or(n).to_string()
        }
    };
    Ok(DirRecord { name, lba: extent, size, is_dir: flags & 0x02 != 0 })
}

/// Reads the primary volume descriptor: the first type-1 descriptor from sector 16 on.
pub fn read_pvd(disc: &Disc) -> Result<Pvd, IsoError> {
    let mut lba = PVD_LBA;
    loop {
        let s = disc.user_data(lba)?;
        let head = s.get(..7).unwrap_or(&[]);
        if head.get(1..6) != Some(b"CD001".as_slice())
            || head.first() == Some(&255)
            || lba >= PVD_LBA.saturating_add(MAX_DESCRIPTORS)
        {
            return Err(IsoError::NoPvd { lba, found: s.get(..6).unwrap_or(&[]).to_vec() });
        }
        if head.first() == Some(&1) {
            break;
        }
        lba = lba.saturating_add(1);
    }
    let s = disc.user_data(lba)?;
    let oob = |e: cursor::OutOfBounds| bad(lba, 0, e.to_string());
    let mut c = Cursor::new(s);
    c.seek(0x08).map_err(oob)?;
    let system_id = text(c.take(32).map_err(oob)?); // 0x08
    let volume_id = text(c.take(32).map_err(oob)?); // 0x28
    c.seek(0x50).map_err(oob)?;
    let volume_space_size = c.u32_le().map_err(oob)?; // 0x50
    c.seek(0x80).map_err(oob)?;
    let block = c.u16_le().map_err(oob)?; // 0x80
    if block != 2048 {
        return Err(IsoError::BlockSize { found: block });
    }
    c.seek(0x9C).map_err(oob)?;
    let root = parse_record(c.take(34).map_err(oob)?, lba, 0x9C)?; // 0x9C
    if !root.is_dir {
        return Err(bad(lba, 0x9C, "the root directory record lacks the directory flag"));
    }
    Ok(Pvd { system_id, volume_id, volume_space_size, root })
}

/// Reads the root directory's records, `.` and `..` excluded, in disc order.
pub fn read_root(disc: &Disc) -> Result<Vec<DirRecord>, IsoError> {
    let pvd = read_pvd(disc)?;
    let DirRecord { lba: root, size, .. } = pvd.root;
    let sectors = size.div_ceil(2048);
    if u64::from(root).saturating_add(u64::from(sectors)) > u64::from(disc.sector_count()) {
        return Err(IsoError::ExtentOutOfRange {
            lba: root,
            size,
            sector_count: disc.sector_count(),
        });
    }
    let mut out = Vec::new();
    for i in 0..sectors {
        let lba = root.saturating_add(i);
        let data = disc.user_data(lba)?;
        let mut offset = 0usize;
        while let Some(&len) = data.get(offset) {
            if len == 0 {
                break; // the rest of this sector is padding
            }
            let rec =
                data.get(offset..offset.saturating_add(usize::from(len))).ok_or_else(|| {
                    bad(lba, offset, format!("record of {len} bytes crosses the sector end"))
                })?;
            let r = parse_record(rec, lba, offset)?;
            if r.name != "." && r.name != ".." {
                out.push(r);
            }
            offset = offset.saturating_add(usize::from(len));
        }
    }
    Ok(out)
}

/// Finds `name` in the root directory, ignoring case and an optional `;1`.
pub fn find_file(disc: &Disc, name: &str) -> Result<Option<DirRecord>, IsoError> {
    let want = name.split(';').next().unwrap_or(name);
    let want = want.strip_suffix('.').unwrap_or(want);
    Ok(read_root(disc)?.into_iter().find(|r| !r.is_dir && r.name.eq_ignore_ascii_case(want)))
}
