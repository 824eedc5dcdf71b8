//! Runs a PS-X EXE and prints the `dewrip exe run --json` document:
//!
//! ```text
//! cargo run -p r3000 --example run -- EXE [--call ADDR [--args A0,A1,A2,A3]] [--max N] [--dump ADDR:LEN]…
//! ```
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use r3000::{parse_args, parse_dump, parse_u32, run_exe, RunOptions};

fn main() {
    let mut args = std::env::args().skip(1);
    let path =
        args.next().expect("usage: run EXE [--call ADDR [--args …]] [--max N] [--dump ADDR:LEN]…");
    let mut opts = RunOptions::default();
    while let Some(flag) = args.next() {
        let value = args.next().expect("a value after the flag");
        match flag.as_str() {
            "--call" => opts.call = Some(parse_u32(&value).expect("--call ADDR")),
            "--args" => opts.args = parse_args(&value).expect("--args A0,A1,A2,A3"),
            "--max" => opts.max = u64::from(parse_u32(&value).expect("--max N")),
            "--dump" => opts.dumps.push(parse_dump(&value).expect("--dump ADDR:LEN")),
            other => panic!("unknown flag {other}"),
        }
    }
    let exe = std::fs::read(&path).expect("read the EXE");
    match run_exe(&exe, &opts) {
        Ok(report) => println!("{}", serde_json::to_string(&report).unwrap()),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}
