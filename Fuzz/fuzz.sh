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
    [EngineDiff]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural"
    [Messages]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
    [MessageFormat]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
    [MessageFormat2]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2"
    [AndroidResources]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
    [AndroidXMLEscaping]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
    [FlutterARB]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
    [ConvertRoundTrip]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
    [Formatter]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural"
    [I18next]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
    [Inflection]="PluralInflection"
    [BatchLine]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural PluralBatch"
    [Gettext]="PluralCore PluralLocale PluralLocalization CICUShim ICUPlural CLDRPlural MessageFormat2 PluralInflection PluralMessages"
)

seconds=${2:-60}
selected=${1:-all}
scratch=.build-fuzz
mkdir -p "$scratch"
export SWIFT_BACKTRACE=enable=no  # otherwise a crash leaves swift-backtrace holding the pipe
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0"  # Foundation's own leaks

build_modules() {
    local modules=$1 module
    for module in $modules; do
        if ! swift build --scratch-path "$scratch" --target "$module" \
            -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >"$scratch/build.log" 2>&1; then
            cat "$scratch/build.log" >&2
            echo "!! $module does not build" >&2
            return 1
        fi
    done
}

link_target() {
    local target=$1 modules=$2 objects=() module flags=()
    for module in $modules; do
        objects+=("$scratch"/debug/"$module".build/*.o)
        if [[ $module == CICUShim ]]; then
            # The C shim's module map, and the ICU libraries its objects call.
            flags+=(-Xcc -fmodule-map-file="$scratch/debug/CICUShim.build/module.modulemap" -I Sources/CICUShim/include)
            flags+=($(pkg-config --libs icu-i18n))
        fi
    done
    local log="$scratch/link-$target.log"
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -I "$scratch/debug/Modules" "${flags[@]}" \
        "Fuzz/Targets/$target.swift" "${objects[@]}" -o "$scratch/fuzz-$target" >"$log" 2>&1; then
        grep -v "Cannot export local symbol" "$log" >&2
        echo "!! $target does not link" >&2
        return 1
    fi
}

run_target() {
    local target=$1 log="$scratch/logs/$1.log" status=0
    mkdir -p "$scratch/corpus/$target" "$scratch/crashes/$target" "$scratch/logs"
    echo "== $target: ${seconds}s (full log: $log)"
    "$scratch/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$scratch/crashes/$target/" "$scratch/corpus/$target" "Fuzz/Corpus/$target" >"$log" 2>&1 || status=$?
    grep -E "^(#[0-9]+[[:space:]]+DONE|Done|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)|(Fatal error|Precondition failed|precondition failure)" "$log" || true
    if [[ $status -ne 0 ]]; then
        echo "!! $target failed (exit $status): see $scratch/crashes/$target/ and $log"
        return 1
    fi
}

failed=0
for target in "${!MODULES[@]}"; do
    [[ $selected == all || $selected == "$target" ]] || continue
    if ! build_modules "${MODULES[$target]}" || ! link_target "$target" "${MODULES[$target]}"; then
        failed=1
        continue
    fi
    run_target "$target" || failed=1
done
exit $failed
