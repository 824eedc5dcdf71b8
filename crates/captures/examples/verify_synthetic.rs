//! Writes the synthetic girl captures into a temporary folder and prints the JSON report of
//! verifying all of them: `cargo run -p captures --example verify_synthetic`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/support/mod.rs"]
mod support;

use captures::{verify_captures, CaptureInput, Options};
use synth::disc::{Plan, Size};

fn main() {
    let plan = Plan::new(Size::Small, 7);
    let girl = support::girl(&plan);
    let files = support::all(&plan);
    let inputs: Vec<CaptureInput<'_>> = files
        .iter()
        .map(|(name, bytes)| match name.strip_prefix("girl_ram_t") {
            Some(rest) => CaptureInput::Ram {
                label: name,
                bytes,
                tick: rest.trim_end_matches(".bin").parse().expect("tick in the name"),
            },
            None => CaptureInput::GpuDump { label: name, bytes },
        })
        .collect();
    let opts = Options { right_hand: Some("15".into()), ..Options::default() };
    let report = verify_captures(&girl, "MAYA", &inputs, &opts);
    println!("{}", serde_json::to_string_pretty(&report).expect("serializable"));
}
