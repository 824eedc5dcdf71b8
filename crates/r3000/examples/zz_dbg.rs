//! temp
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::expect_used)]
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let exe = if a[1] == "synth" {
        synth::exe::boot_exe(&synth::exe::DRAW_LENGTHS)
    } else {
        std::fs::read(&a[1]).unwrap()
    };
    let t0 = std::time::Instant::now();
    let r = r3000::analysis::record_layouts(&exe, &Default::default()).unwrap();
    eprintln!("{:?}", t0.elapsed());
    let j = serde_json::to_value(&r).unwrap();
    if a.len() > 2 {
        println!("{}", serde_json::to_string_pretty(&j["dispatches"][0]["types"][&a[2]]).unwrap());
    } else {
        println!("{}", serde_json::to_string_pretty(&j).unwrap());
    }
}
