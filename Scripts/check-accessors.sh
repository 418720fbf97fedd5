#!/usr/bin/env bash
# Builds the sample consumer of the LocalizedAccessors plugin (Scripts/AccessorsConsumer: .lproj
# folders, a catalog and MessageFormat folders in en, ru, pl, ar) in a temporary folder that depends
# on this repository by path, with warnings as errors; runs it and compares its output with
# Scripts/AccessorsConsumer/expected.txt. Then breaks the development language twice and checks that
# the build fails at the call site, naming the accessor:
#   1. the key "greeting" removed from en.lproj/Localizable.strings: `greeting` is gone;
#   2. `%d` changed to `%@` in en.lproj/Localizable.strings: `orderNumber(_:)` takes a String, not the integer passed.
# Then adds a key "Order number" beside "order.number": the plugin fails the build with an error naming
# both keys (names are never numbered, so no call is pointed at another key). Last, a catalog from a
# stranger (a language, key, value and comment that close the doc comment and declare `print`): the
# build succeeds with a warning for the language, and the program prints what it printed.
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

{ cat "$work/Localizable.strings.orig"; echo '"Order number" = "Number %d";'; } >"$strings"
if swift build --package-path "$app" >"$work/broken.log" 2>&1; then
    echo "FAIL: the build succeeded with two keys that make the accessor name orderNumber"; exit 1
fi
if ! grep -qE "Localizable\.strings:[0-9]+: error: keys 'Order number', 'order\.number' all make the accessor name 'orderNumber'" "$work/broken.log"; then
    cat "$work/broken.log"; echo "FAIL: no generator error naming the colliding keys"; exit 1
fi
echo "with a key 'Order number' beside 'order.number' the build fails:"
grep -m1 -oE "error: keys 'Order number'.*accessor name 'orderNumber'" "$work/broken.log" | sed 's/^/    /'
cp "$work/Localizable.strings.orig" "$strings"

# JSON escapes (\n, \") are written as they are: the catalog holds line breaks, quotes and */.
hostile=$app/Sources/Shop/Resources/Stranger.xcstrings
cat >"$hostile" <<'JSON'
{"sourceLanguage": "en", "version": "1.0", "strings": {
  "zz\n}\nfunc print(_ items: Any...) { }\nextension L10n {\n ///": {
    "comment": "*/ \"\"\" \n}\nfunc print(_ items: Any...) { }\n///",
    "localizations": {
      "en": {"stringUnit": {"state": "translated", "value": "\n}\nfunc print(_ items: Any...) { }\n\u202e"}},
      "zz\n}\nfunc print(_ items: Any...) { }\nextension L10n {\n ///": {"stringUnit": {"state": "translated", "value": "x"}}
    }
  }
}}
JSON
if ! swift build --package-path "$app" >"$work/stranger.log" 2>&1; then
    cat "$work/stranger.log"; echo "FAIL: a stranger's catalog broke the build"; exit 1
fi
if ! grep -qF "Stranger.xcstrings:1: warning: table 'Stranger' has a language 'zz\n}\nfunc print(_ items: Any...) { }\nextension L10n {\n ///' that is not a well-formed language tag" "$work/stranger.log"; then
    cat "$work/stranger.log"; echo "FAIL: no warning for the stranger's language"; exit 1
fi
actual=$(cd "$app" && LANGUAGE=ru swift run --skip-build Shop)
if [[ "$actual" != "$expected" ]]; then
    echo "FAIL: with a stranger's catalog the consumer printed something else:"
    diff <(echo "$expected") <(echo "$actual") || true
    exit 1
fi
echo "with a stranger's catalog (a language that declares print): built with a warning, output unchanged"
rm "$hostile"
echo "accessors check passed in $((SECONDS - started)) s"
