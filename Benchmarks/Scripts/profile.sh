#!/usr/bin/env bash
# Instructions per operation under valgrind's callgrind: repeatable whatever else the machine runs,
# unlike wall-clock time. Runs each case of the plural-profile driver at two loop sizes and divides
# the difference, so start-up and setup cancel out. Usage, from Benchmarks/: Scripts/profile.sh [CASE...]
# Annotate a case with: callgrind_annotate --inclusive=yes .build/callgrind/CASE.40000.out
set -euo pipefail

cd "$(dirname "$0")/.."
cases=("$@")
[[ ${#cases[@]} -gt 0 ]] || cases=(c-int swift-int c-decimal swift-decimal swift-text shared)

swift build -c release --product plural-profile >/dev/null
mkdir -p .build/callgrind
# A copy without debug information: valgrind 3.19 gives up on the DWARF this toolchain writes
# ("Possibly corrupted debuginfo file"); the symbol table still names every function.
driver=.build/callgrind/plural-profile
strip --strip-debug -o "$driver" "$(swift build -c release --show-bin-path)/plural-profile"

count() {
    valgrind --tool=callgrind --callgrind-out-file=".build/callgrind/$1.$2.out" "$driver" "$1" "$2" \
        2>".build/callgrind/$1.$2.log" >/dev/null
    grep -oP 'Collected : \K\d+' ".build/callgrind/$1.$2.log"
}

for name in "${cases[@]}"; do
    small=$(count "$name" 20000)
    large=$(count "$name" 40000)
    printf '%-14s %6d instructions/op\n' "$name" $(((large - small) / 20000))
done
