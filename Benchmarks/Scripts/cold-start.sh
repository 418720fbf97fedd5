#!/usr/bin/env bash
# The first plural answer in fresh processes: runs Tools/plural-cold-start RUNS times per case and prints
# the median, the 10th percentile and the fastest run (µs from the start of `main`, after the arguments
# are read), then the instructions of the first answer under valgrind's callgrind (the case minus `none`;
# repeatable whatever else the machine runs). Usage, from Benchmarks/: Scripts/cold-start.sh [RUNS]
set -euo pipefail

cd "$(dirname "$0")/.."
runs=${1:-201}
swift build -c release --product plural-cold-start >/dev/null
driver=$(swift build -c release --show-bin-path)/plural-cold-start

printf '%-11s %10s %10s %10s\n' case median p10 fastest
for mode in none identifier ordinal locale; do
    for _ in $(seq "$runs"); do "$driver" "$mode"; done | awk '{print $1}' | sort -n |
        awk -v mode="$mode" '{t[NR] = $1} END {printf "%-11s %8.1f µs %8.1f µs %8.1f µs\n", mode, t[int(NR / 2) + 1] / 1000, t[int(NR / 10) + 1] / 1000, t[1] / 1000}'
done

if command -v valgrind >/dev/null; then
    # A copy without debug information: valgrind 3.19 gives up on the DWARF this toolchain writes.
    mkdir -p .build/callgrind
    stripped=.build/callgrind/plural-cold-start
    strip --strip-debug -o "$stripped" "$driver"
    count() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$stripped" "$1" 2>&1 >/dev/null | grep -oP 'Collected : \K\d+'
    }
    floor=$(count none)
    for mode in identifier ordinal locale; do
        printf '%-11s %8d instructions for the first answer\n' "$mode" $(($(count "$mode") - floor))
    done
fi
