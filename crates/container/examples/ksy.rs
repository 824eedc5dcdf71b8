//! Writes the Kaitai Struct translation of a layout file: `ksy LAYOUT.toml OUT.ksy [ID]`.
//! (CI uses it on the built-in layouts; `dewrip layout ksy` is the user's way.)

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(input), Some(output)) = (args.first(), args.get(1)) else {
        eprintln!("usage: ksy LAYOUT.toml OUT.ksy [ID]");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{input}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let layout = match container::parse(&text, input) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let id = args.get(2).cloned().unwrap_or_else(|| format!("dewrip_{}", layout.format));
    match container::ksy::translate(&layout, &id) {
        Ok((ksy, omitted)) => {
            for o in omitted {
                eprintln!("{input} line {}: {} not in the .ksy: {}", o.line, o.item, o.why);
            }
            if let Err(e) = std::fs::write(output, ksy) {
                eprintln!("{output}: {e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
