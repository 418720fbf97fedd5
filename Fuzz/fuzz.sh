#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/Targets.
#
#   Fuzz/fuzz.sh                 # every target, 60 s each
#   Fuzz/fuzz.sh DecimalParser 600
#
# SwiftPM cannot build a libFuzzer driver itself (it renames the entry point), so the package's
# modules are built with coverage and AddressSanitizer into .build-fuzz, and each driver is linked
# against their object files with swiftc. Seeds come from Fuzz/Corpus/<target>; what the fuzzer
# learns goes to .build-fuzz/corpus/<target>; crashes to .build-fuzz/crashes/<target>.
set -euo pipefail
cd "$(dirname "$0")/.."

# Target name -> the package modules it links, in dependency order.
declare -A MODULES=(
    [DecimalParser]="PluralCore"
    [RuleParser]="PluralCore CLDRPlural"
    [Operands]="PluralCore CLDRPlural"
)

seconds=${2:-60}
selected=${1:-all}
scratch=.build-fuzz
export SWIFT_BACKTRACE=enable=no  # otherwise a crash leaves swift-backtrace holding the pipe

build_modules() {
    local modules=$1 module
    for module in $modules; do
        swift build --scratch-path "$scratch" --target "$module" \
            -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >/dev/null 2>&1
    done
}

link_target() {
    local target=$1 modules=$2 objects=() module libs=()
    for module in $modules; do
        objects+=("$scratch"/debug/"$module".build/*.o)
        [[ $module == CICUShim ]] && libs+=($(pkg-config --libs icu-i18n))
    done
    swiftc -sanitize=fuzzer,address -parse-as-library -I "$scratch/debug/Modules" \
        "Fuzz/Targets/$target.swift" "${objects[@]}" "${libs[@]}" -o "$scratch/fuzz-$target" 2>&1 \
        | grep -v "Cannot export local symbol" || true
}

run_target() {
    local target=$1
    mkdir -p "$scratch/corpus/$target" "$scratch/crashes/$target" "$scratch/logs"
    echo "== $target: ${seconds}s (full log: $scratch/logs/$target.log)"
    "$scratch/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$scratch/crashes/$target/" "$scratch/corpus/$target" "Fuzz/Corpus/$target" 2>&1 \
        | tee "$scratch/logs/$target.log" | grep -E "^(#[0-9]+[[:space:]]+DONE|Done|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)" || true
    local status=${PIPESTATUS[0]}
    if [[ $status -ne 0 ]]; then
        echo "!! $target failed (exit $status): see $scratch/crashes/$target/"
        return 1
    fi
}

failed=0
for target in "${!MODULES[@]}"; do
    [[ $selected == all || $selected == "$target" ]] || continue
    build_modules "${MODULES[$target]}"
    link_target "$target" "${MODULES[$target]}"
    run_target "$target" || failed=1
done
exit $failed
