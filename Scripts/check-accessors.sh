#!/usr/bin/env bash
# Builds the sample consumer of the LocalizedAccessors plugin (Scripts/AccessorsConsumer: .lproj
# folders, a catalog and MessageFormat folders in en, ru, pl, ar) in a temporary folder that depends
# on this repository by path, with warnings as errors; runs it and compares its output with
# Scripts/AccessorsConsumer/expected.txt. Then breaks the development language twice and checks that
# the build fails at the call site, naming the accessor:
#   1. the key "greeting" removed from en.lproj/Localizable.strings: `greeting` is gone;
#   2. `%d` changed to `%@` in en.lproj/Localizable.strings: `orderNumber(_:)` takes a String, not the integer passed.
# Usage: Scripts/check-accessors.sh [WORK_DIR]   (default: a temporary directory, removed at the end)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
[[ $# -gt 0 ]] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work"
started=$SECONDS
# SwiftPM names a path dependency after its folder: reach the checkout as ../ICUPlural.
ln -sfn "$root" "$work/ICUPlural"
app="$work/AccessorsConsumer"
# A WORK_DIR given keeps the consumer's .build between runs; its sources are copied afresh.
rm -rf "$app/Sources"
mkdir -p "$app"
cp -R "$root/Scripts/AccessorsConsumer/Package.swift" "$root/Scripts/AccessorsConsumer/Sources" "$app/"

echo "== AccessorsConsumer: build (warnings are errors)"
if ! swift build --package-path "$app" >"$work/build.log" 2>&1; then
    cat "$work/build.log"; echo "FAIL: the consumer does not build"; exit 1
fi
tail -1 "$work/build.log"
actual=$(cd "$app" && LANGUAGE=ru swift run --skip-build Shop)
expected=$(cat "$root/Scripts/AccessorsConsumer/expected.txt")
if [[ "$actual" != "$expected" ]]; then
    echo "FAIL: the consumer printed something else:"
    diff <(echo "$expected") <(echo "$actual") || true
    exit 1
fi
echo "AccessorsConsumer: output as expected ($(echo "$actual" | wc -l) lines)"

# Each broken catalog must fail the build with the accessor's name in the compiler's error.
expect_failure() {
    local what=$1 accessor=$2
    if swift build --package-path "$app" >"$work/broken.log" 2>&1; then
        echo "FAIL: the build succeeded with $what"; exit 1
    fi
    # An error at a line of main.swift that calls the accessor (a type mismatch names the types in its
    # message; the call is in the line).
    local found="" line
    for line in $(grep -oE "main\.swift:[0-9]+:[0-9]+: error:" "$work/broken.log" | cut -d: -f2 | sort -un); do
        if sed -n "${line}p" "$app/Sources/Shop/main.swift" | grep -qE "\\b$accessor\\b"; then
            found="main.swift:$line: $(grep -m1 -E "main\.swift:$line:[0-9]+: error:" "$work/broken.log" | sed 's/^.*error: /error: /')"$'\n'"    $(sed -n "${line}p" "$app/Sources/Shop/main.swift" | sed 's/^ *//')"
            break
        fi
    done
    if [[ -z "$found" ]]; then
        cat "$work/broken.log"; echo "FAIL: with $what, no error at a call of '$accessor'"; exit 1
    fi
    echo "with $what the build fails at the call site:"; echo "$found" | sed 's/^/    /' 
}
strings="$app/Sources/Shop/Resources/en.lproj/Localizable.strings"
cp "$strings" "$work/Localizable.strings.orig"
grep -v '"greeting"' "$work/Localizable.strings.orig" >"$strings"
expect_failure "the key 'greeting' removed from the development language" "greeting"
cp "$work/Localizable.strings.orig" "$strings"

sed -e 's/Order #%d/Order #%@/' "$work/Localizable.strings.orig" >"$strings"
expect_failure "%d changed to %@ in the development language" "orderNumber"
cp "$work/Localizable.strings.orig" "$strings"
echo "accessors check passed in $((SECONDS - started)) s"
