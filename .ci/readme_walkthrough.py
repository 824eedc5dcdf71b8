#!/usr/bin/env python3
"""Runs every command line of the README's "Using it on your disc" section, in order, on the
demo disc, in an empty folder: the walk-through a new user follows must work line by line.

Usage: readme_walkthrough.py DEWRIP_BINARY DEMO_DIR

The commands are read from README.md (never copied here). What a user brings to the
walk-through — their rip, the name tables, captures, an LZ blob, their avatar — is mapped to
the demo disc's files below; everything else a line names must have been written by an
earlier line.
"""
import os
import re
import shutil
import shlex
import subprocess
import sys
import tempfile

README = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "README.md")
SECTION = "## Using it on your disc"


def commands(text):
    """The command lines of the first ```sh block of the section, continuations joined and
    comments dropped."""
    at = text.index(SECTION)
    block = text[at:].split("```sh\n", 1)[1].split("```", 1)[0]
    lines, pending = [], ""
    for raw in block.splitlines():
        line = re.sub(r"\s+#\s.*$", "", raw).rstrip()
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        line = (pending + line).strip()
        pending = ""
        if line:
            lines.append(line)
    return lines


def main():
    binary, demo = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    disc = os.path.join(demo, "disc")
    caps = os.path.join(disc, "captures")
    # What the user brings, as the demo disc has it.
    brings = {
        "game.cue": os.path.join(disc, "DEWPRISM.cue"),
        "index_DEWPRISM_USA_DS01.csv": os.path.join(disc, "names", "index_SYNTH.csv"),
        "hashmap_DEWPRISM.csv": os.path.join(disc, "names", "hashmap_SYNTH.csv"),
        "capture.psxgpu": os.path.join(caps, "girl.psxgpu"),
        "idle.psxgpu": os.path.join(caps, "girl_idle_a.psxgpu"),
        "ram.bin": os.path.join(caps, "girl_ram_t24.bin"),
        "my_avatar.vrm": os.path.join(disc, "fan_avatar.vrm"),
    }
    for path in brings.values():
        assert os.path.isfile(path), f"the demo has no {path}"
    text = open(README, encoding="utf-8").read()
    lines = commands(text)
    assert len(lines) >= 20, f"only {len(lines)} command lines found under {SECTION!r}"
    work = tempfile.mkdtemp(prefix="dewrip-readme-")
    # An LZ blob, made with dewrip's own encoder from bytes of the demo.
    with open(os.path.join(disc, "manifest.json"), "rb") as f:
        raw = f.read(65536)
    with open(os.path.join(work, "blob.raw"), "wb") as f:
        f.write(raw)
    subprocess.run([binary, "lz", "compress", "blob.raw", "blob.lz"], cwd=work, check=True,
                   stdout=subprocess.DEVNULL)
    failed = 0
    for line in lines:
        words = shlex.split(line)
        assert words[0] == "dewrip", f"not a dewrip command: {line}"
        args = [binary]
        for w in words[1:]:
            for name, path in brings.items():
                # `game.cue` and `game.cue:4586` alike.
                if w == name or w.startswith(name + ":"):
                    w = path + w[len(name):]
            args.append(w)
        run = subprocess.run(args, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if run.returncode != 0:
            failed += 1
            print(f"FAIL ({run.returncode}): {line}")
            print(run.stderr.decode(errors="replace")[-2000:])
        else:
            print(f"ok: {line}")
    if failed:
        print(f"README walk-through: {failed} of {len(lines)} lines failed (outputs kept in {work})")
        sys.exit(1)
    shutil.rmtree(work, ignore_errors=True)
    print(f"README walk-through: all {len(lines)} lines ran on the demo disc")


if __name__ == "__main__":
    main()
