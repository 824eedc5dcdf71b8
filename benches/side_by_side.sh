# Sourced by the side-by-side benches: runs one command RUNS times alternately with each binary
# (new, then the reference, under the same load) and prints the medians of wall, CPU (user +
# sys) and peak RSS measured by /usr/bin/time (apt-get install -y time).
# Needs: `bins` (an array of TAG=BINARY), `runs`, `out` (a scratch folder).
# Usage: side_by_side LABEL COMMAND — in COMMAND, BIN stands for the binary and OUT for a fresh
# folder (removed before every run); COMMAND is split on spaces (no quoting inside it).
side_by_side() {
  local label=$1 cmd=$2 b tag bin c
  for b in "${bins[@]}"; do : > "$out/times-${b%%=*}.txt"; done
  for _ in $(seq "$runs"); do
    for b in "${bins[@]}"; do
      tag=${b%%=*} bin=${b#*=}
      rm -rf "$out/run"
      c=${cmd//BIN/$bin}
      # shellcheck disable=SC2086
      /usr/bin/time -f "%e %U %S %M" -a -o "$out/times-$tag.txt" ${c//OUT/$out/run} > /dev/null \
        || { echo "failed ($tag): ${c//OUT/$out/run}" >&2; return 1; }
    done
  done
  for b in "${bins[@]}"; do
    tag=${b%%=*}
    python3 - "$out/times-$tag.txt" "$label" "$tag" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
med = lambda k: statistics.median(float(r[k]) for r in rows)
cpu = statistics.median(float(r[1]) + float(r[2]) for r in rows)
print(f"{sys.argv[2]:<26} {sys.argv[3]:<4} wall {med(0):6.2f} s  cpu {cpu:6.2f} s  "
      f"peak {med(3) / 1024:7.1f} MiB  (median of {len(rows)})")
PY
  done
  rm -rf "$out/run"
}
