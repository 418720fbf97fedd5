#!/usr/bin/env bash
# Runs the `lint-plurals` command plugin in a sample package that depends on this one by path:
# a planted mistake (Russian lacks `few` and `many`) must fail with the finding, the package's
# .icu-plural-lint.json must apply (and a misspelled rule in it be refused), the fixed file must pass
# --strict (a SwiftPM resource folder has no missing-strings-twin), and an unknown --target must be refused.
#
#   Scripts/check-plugin.sh     (uses .build-plugin-sample/ beside the package as a scratch folder)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
sample=$root/.build-plugin-sample
rm -rf "$sample/App"
mkdir -p "$sample/App/Sources/App/Resources/en.lproj" "$sample/App/Sources/App/Resources/ru.lproj" "$sample/App/Sources/Tool/Strings"

cat >"$sample/App/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "App",
    defaultLocalization: "en",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "App", resources: [.process("Resources")]),
        .target(name: "Tool", resources: [.process("Strings")]),
    ]
)
SWIFT
echo 'public let app = 1' >"$sample/App/Sources/App/App.swift"
echo 'public let tool = 1' >"$sample/App/Sources/Tool/Tool.swift"
stringsdict() {  # LANGUAGE FORMS...: a `files` message with the given plural forms
    local language=$1; shift
    {
        echo '<?xml version="1.0" encoding="UTF-8"?>'
        echo '<plist version="1.0"><dict><key>files</key><dict>'
        echo '<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>'
        echo '<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>'
        echo '<key>NSStringFormatValueTypeKey</key><string>d</string>'
        for form in "$@"; do echo "<key>$form</key><string>%d $form ($language)</string>"; done
        echo '</dict></dict></dict></plist>'
    } >"$sample/App/Sources/App/Resources/$language.lproj/Localizable.stringsdict"
    echo '"title" = "Files";' >"$sample/App/Sources/App/Resources/$language.lproj/Localizable.strings"
}
stringsdict en one other
stringsdict ru one other   # lacks few and many: an error
cat >"$sample/App/Sources/Tool/Strings/Localizable.xcstrings" <<'JSON'
{"sourceLanguage": "en", "version": "1.0", "strings": {"hello": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}}}}}}
JSON

cd "$sample/App"
status=0
output=$(swift package --scratch-path "$sample/build" lint-plurals 2>&1) || status=$?
echo "$output" | tail -5
[[ $status -ne 0 ]] || { echo "check-plugin: a missing Russian 'few' passed" >&2; exit 1; }
grep -q "missing-category" <<<"$output" || { echo "check-plugin: no missing-category finding" >&2; exit 1; }

# The package's configuration file turns the finding into a note (the rule list is the CLI's).
echo '{"severities": {"missing-category": "note"}}' >"$sample/App/.icu-plural-lint.json"
swift package --scratch-path "$sample/build" lint-plurals --strict | tail -2
echo '{"disabled": ["missing-categroy"]}' >"$sample/App/.icu-plural-lint.json"
status=0
output=$(swift package --scratch-path "$sample/build" lint-plurals 2>&1) || status=$?
[[ $status -ne 0 ]] && grep -q "did you mean 'missing-category'" <<<"$output" || { echo "check-plugin: a misspelled rule in the configuration was accepted" >&2; exit 1; }
rm "$sample/App/.icu-plural-lint.json"

# The fixed file passes --strict: no missing-strings-twin in a SwiftPM package's resources.
stringsdict ru one few many other
rm "$sample/App/Sources/App/Resources/ru.lproj/Localizable.strings"
swift package --scratch-path "$sample/build" lint-plurals --strict | tail -2

status=0
swift package --scratch-path "$sample/build" lint-plurals --target Nope >/dev/null 2>&1 || status=$?
[[ $status -ne 0 ]] || { echo "check-plugin: an unknown target was accepted" >&2; exit 1; }
echo "check-plugin: passed"
