//! SYSTEM.CNF: the text file naming the boot EXE **[public: psx-spx]**, e.g.
//! `BOOT = cdrom:\SLUS_010.19;1`, `TCB = 4`, `EVENT = 10`, `STACK = 801FFFF0`.

/// What dewrip reads from SYSTEM.CNF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SystemCnf {
    /// The boot file without device, leading separator or `;1`, e.g. `SLUS_010.19`
    /// (a path below the root keeps its `\` separators).
    pub boot: String,
    /// The `BOOT` line as written, trimmed.
    pub raw_boot_line: String,
}

/// Finds the `BOOT` line: key case-insensitive, spaces around `=` optional, `cdrom:` or
/// `cdrom0:` with or without `\`, CRLF or LF. `None` when there is no usable BOOT line.
pub fn parse_system_cnf(text: &str) -> Option<SystemCnf> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.lines().find_map(|line| {
        let line = line.trim();
        let (key, value) = line.split_once('=')?;
        if !key.trim().eq_ignore_ascii_case("BOOT") {
            return None;
        }
        let value = value.split_whitespace().next()?;
        let path = match value.split_once(':') {
            Some((device, rest)) if device.to_ascii_lowercase().starts_with("cdrom") => rest,
            _ => value,
        };
        let path = path.trim_start_matches(['\\', '/']);
        let boot = path.split(';').next().unwrap_or(path).to_string();
        (!boot.is_empty()).then(|| SystemCnf { boot, raw_boot_line: line.to_string() })
    })
}

/// The usual four-line SYSTEM.CNF booting `boot_name` (CRLF line ends, as on retail discs).
pub fn write_system_cnf(boot_name: &str) -> String {
    format!("BOOT = cdrom:\\{boot_name};1\r\nTCB = 4\r\nEVENT = 10\r\nSTACK = 801FFFF0\r\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants() {
        for (text, want) in [
            ("BOOT = cdrom:\\SLUS_010.19;1\r\nTCB = 4\r\n", "SLUS_010.19"),
            ("BOOT=cdrom:SLUS_010.19;1", "SLUS_010.19"),
            ("boot = cdrom:\\slps_023.30;1\n", "slps_023.30"),
            ("TCB = 4\n  BOOT\t=\tcdrom0:\\DIR\\MAIN.EXE;1 arg\n", "DIR\\MAIN.EXE"),
        ] {
            assert_eq!(parse_system_cnf(text).unwrap().boot, want, "{text:?}");
        }
        assert_eq!(parse_system_cnf("TCB = 4\n"), None);
        assert_eq!(parse_system_cnf("BOOT = \n"), None);
        let w = write_system_cnf("SLUS_010.19");
        let p = parse_system_cnf(&w).unwrap();
        assert_eq!(p.boot, "SLUS_010.19");
        assert_eq!(p.raw_boot_line, "BOOT = cdrom:\\SLUS_010.19;1");
        assert_eq!(w.lines().count(), 4);
    }
}
