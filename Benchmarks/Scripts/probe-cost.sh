#!/usr/bin/env bash
# The probe's cost as a whole process (issue 43): `icu-plural en 1.5` against Swift no-op processes,
# run in turn (A B A B ...) so that both see the same load; CPU (user + system) and peak memory of
# each run (wait4), medians, and the median of the ratios pair by pair.
# Usage, from Benchmarks/: Scripts/probe-cost.sh ICU_PLURAL_BINARY [RUNS]
set -euo pipefail

binary=$(realpath "$1")
runs=${2:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
echo 'print("x")' > noop.swift
printf 'import Foundation\nprint(Locale(identifier: "en").identifier)\n' > foundation.swift
swiftc -O noop.swift -o noop
swiftc -O -static-stdlib noop.swift -o noop-static
swiftc -O foundation.swift -o foundation

python3 - "$binary" "$runs" <<'EOF'
# Each run's CPU (user + system) and peak memory from wait4's rusage; pairs A B A B after a warm-up.
import os, statistics, subprocess, sys
binary, runs = sys.argv[1], int(sys.argv[2])

def run(command):
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024

probe = [binary, "en", "1.5"]
for reference in ["./noop", "./noop-static", "./foundation"]:
    run(probe), run([reference])
    pairs = [(run(probe), run([reference])) for _ in range(runs)]
    cpu = statistics.median(a[0] for a, _ in pairs) * 1000
    peak = statistics.median(a[1] for a, _ in pairs)
    other = statistics.median(b[0] for _, b in pairs) * 1000
    ratio = statistics.median(a[0] / b[0] for a, b in pairs)
    print(f"probe {cpu:.1f} ms CPU, {peak:.1f} MiB peak; {reference[2:]} {other:.1f} ms CPU; probe / {reference[2:]}: {ratio:.2f}x (median of {runs} pairs)")
EOF
