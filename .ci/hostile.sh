#!/usr/bin/env bash
# Hostile disc images and captures (dewrip issue 23) through the CLI, each under
# `ulimit -v 4194304` (4 GiB of address space) and a 10-second timeout: every case must end
# with exit status 1 (not a crash, an abort or a timeout), in at most 3 s, with at most 256 MB
# resident, with a message on stderr that holds the case's words and no panic. The cases are
# written by `cargo bench -p captures --bench hostile` at the issue's sizes (tests/hostile_cases).
# Also: `exe record-lengths` on an EXE without a dispatch names the path; `verify --gpu-dump`
# with a truncated dump fails and says where, and with a dump that draws nothing says why.
# Usage: .ci/hostile.sh   (from anywhere; needs cargo and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "== hostile: building dewrip and the case writer"
cargo build --release -q
# A private copy: a shared target folder may be rebuilt by another checkout meanwhile.
cp "${CARGO_TARGET_DIR:-target}/release/dewrip" "$tmp/dewrip"
cargo bench -q -p captures --bench hostile --no-run
cargo bench -q -p captures --bench hostile -- "$tmp/cases"
"$tmp/dewrip" synth disc --size small -o "$tmp/disc" >/dev/null

python3 - "$tmp" <<'PY'
import os, subprocess, sys, time

tmp = sys.argv[1]
dewrip = os.path.join(tmp, "dewrip")
LIMIT_S, LIMIT_MB, TIMEOUT_S = 3.0, 256, 10


def run(args, timeout=TIMEOUT_S):
    """Runs dewrip ARGS under `ulimit -v 4194304`; returns (status, seconds, max RSS MB, stderr)."""
    err_path = os.path.join(tmp, "stderr.txt")
    with open(err_path, "wb") as err, open(os.devnull, "wb") as out:
        start = time.monotonic()
        p = subprocess.Popen(
            ["bash", "-c", 'ulimit -v 4194304 && exec "$@"', "run", dewrip, *args],
            stdout=out, stderr=err)
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > timeout:
                p.kill()
                pid, status, usage = os.wait4(p.pid, 0)
                status = 124 << 8
                break
            time.sleep(0.005)
        seconds = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    return code, seconds, usage.ru_maxrss / 1024, open(err_path, errors="replace").read()


failed = 0


def check(name, args, needles, limits=True, timeout=TIMEOUT_S):
    global failed
    code, seconds, mb, err = run(args, timeout)
    problems = []
    if code != 1:
        problems.append(f"exit status {code}, expected 1")
    if "panicked" in err or "overflowed its stack" in err:
        problems.append("a panic reached stderr")
    missing = [n for n in needles if n not in err]
    if missing:
        problems.append(f"missing {missing}")
    if limits and seconds > LIMIT_S:
        problems.append(f"{seconds:.2f} s > {LIMIT_S} s")
    if limits and mb > LIMIT_MB:
        problems.append(f"{mb:.0f} MB > {LIMIT_MB} MB")
    head = " ".join(err.split())[:150]
    print(f"{'FAIL' if problems else 'ok  '} {name:<24} exit {code:>3} {seconds:6.2f} s {mb:6.0f} MB  {head}")
    for p in problems:
        print(f"     {p}")
    failed += bool(problems)


for line in open(os.path.join(tmp, "cases", "cases.tsv")):
    name, kind, path, needles, what = line.rstrip("\n").split("\t")
    needles = [n for n in needles.split("|") if n] + [os.path.basename(path)]
    args = ["ls", "--json", path] if kind == "disc" else ["vram", "info", path]
    check(name, args, needles)

exe = "crates/r3000/tests/fixtures/gcc/t_arith_O2.exe"
check("exe_no_dispatch", ["exe", "record-lengths", exe], ["no record-dispatch loop found in the EXE", exe])

# verify --gpu-dump on the synthetic disc: the disc's own checks take a while, so only the
# answer is checked there (not the 3 s / 256 MB of a refused input).
disc = os.path.join(tmp, "disc", "DEWPRISM.cue")
names = ["--names", os.path.join(tmp, "disc", "names", "index_SYNTH.csv")]
cut = os.path.join(tmp, "cases", "gpu_packet_cut", "cut.psxgpu")
check("verify_truncated_dump", ["verify", disc, *names, "--model", "MAYA", "--gpu-dump", cut],
      [], limits=False, timeout=600)
code, _, _, _ = run(["verify", disc, *names, "--model", "MAYA", "--gpu-dump", cut, "--json"], 600)
print("     (verify --json exit", code, ")")
out = subprocess.run(["bash", "-c", 'ulimit -v 4194304 && exec "$@"', "run", dewrip, "verify", disc,
                      *names, "--model", "MAYA", "--gpu-dump", cut], capture_output=True, text=True,
                     timeout=600).stdout
if "truncated at offset 0x" not in out:
    print("FAIL verify does not say the dump is truncated and where:", out[-400:])
    failed += 1
else:
    print("ok   verify --gpu-dump names the truncation:", [l.strip() for l in out.splitlines() if "truncated" in l][0][:150])

print(f"hostile: {failed} failed")
sys.exit(1 if failed else 0)
PY
