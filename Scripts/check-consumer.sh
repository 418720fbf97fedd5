#!/usr/bin/env bash
# Builds and runs two fresh packages that depend on this repository by path, as a new user's would:
#   1. FirstProgram: the README's first file (ICUPlural, CLDRPlural, PluralMessages) with .lproj
#      resources in Bundle.module; its output is checked line by line.
#   2. CLDROnly: CLDRPlural alone; its binary must not link the system ICU (libicu*.so.72), nor the C++
#      library the shim's MessageFormat code needs (libstdc++).
# Usage: Scripts/check-consumer.sh [WORK_DIR]   (default: a temporary directory, removed at the end)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
[[ $# -gt 0 ]] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work"
started=$SECONDS
# SwiftPM names a path dependency after its folder: reach the checkout as ../ICUPlural, as the README writes it.
ln -sfn "$root" "$work/ICUPlural"

# --- 1. The first program -------------------------------------------------------------------------
app="$work/FirstProgram"
mkdir -p "$app/Sources/FirstProgram/Resources"
cp -R "$root/Examples/Resources/." "$app/Sources/FirstProgram/Resources/"
cat >"$app/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FirstProgram",
    defaultLocalization: "en",
    dependencies: [.package(path: "../ICUPlural")],
    targets: [
        .executableTarget(
            name: "FirstProgram",
            dependencies: [
                .product(name: "ICUPlural", package: "ICUPlural"),
                .product(name: "CLDRPlural", package: "ICUPlural"),
                .product(name: "PluralMessages", package: "ICUPlural"),
            ],
            resources: [.process("Resources")]
        ),
    ]
)
EOF
cat >"$app/Sources/FirstProgram/main.swift" <<'EOF'
import Foundation
import ICUPlural        // alone: PluralCategory, PluralDecimal, PluralRuleType in scope
import CLDRPlural
import PluralMessages   // alone: every type its documentation's examples use

let ru = Locale(identifier: "ru_RU")
let count: Int = 5
print(getPluralForm(count, ru))
print(getPluralForm(21 as UInt, ru))
print(try CLDRPluralRules.shared(for: ru).category(for: count))
print(try ICUPluralRules.shared(for: Locale(identifier: "en")).category(for: Decimal(string: "1.50")!))
print(try CLDRPluralRules.shared(for: Locale(identifier: "pl")).category(for: Int64(22)))
let formatter = try PluralNumberFormatter(language: Locale(identifier: "en"), formattingLocale: ru,
                                          precision: .fractionDigits(1))
print("\(try formatter.format("1"))")
let table = try MessageTable.load(bundle: .module)
print(table.languages.joined(separator: " "))
let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
print(try renderer.render(key: "files", in: table, preferredLanguages: [ru], arguments: [.integer(count)]).text)
// The app's own language, from its .lproj folders in Bundle.module and LANGUAGE (set by the script).
PreferredLocalizations.appBundle = .module
print(getPluralForm(22, nil))
EOF
expected=$'many\none\nmany\nother\nfew\n1,0\nar en pl ru\n5 файлов\nfew'

echo "== FirstProgram: build"
swift build --package-path "$app" 2>&1 | tail -1
actual=$(cd "$app" && LANGUAGE=pl swift run --skip-build FirstProgram)
if [[ "$actual" != "$expected" ]]; then
    echo "FAIL: FirstProgram printed:"; echo "$actual"; echo "expected:"; echo "$expected"
    exit 1
fi
echo "FirstProgram: output as expected ($(echo "$actual" | wc -l) lines)"

# --- 2. CLDRPlural alone: no system ICU -------------------------------------------------------------
lean="$work/CLDROnly"
mkdir -p "$lean/Sources/CLDROnly"
cat >"$lean/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CLDROnly",
    dependencies: [.package(path: "../ICUPlural")],
    targets: [
        .executableTarget(name: "CLDROnly", dependencies: [.product(name: "CLDRPlural", package: "ICUPlural")]),
    ]
)
EOF
cat >"$lean/Sources/CLDROnly/main.swift" <<'EOF'
import CLDRPlural

print(try CLDRPluralRules.shared(for: "ru").category(for: 5), try CLDRPluralRules.shared(for: "ar").category(for: 0))
EOF
echo "== CLDROnly: build"
swift build --package-path "$lean" 2>&1 | tail -1
binary="$(swift build --package-path "$lean" --show-bin-path)/CLDROnly"
actual=$("$binary")
[[ "$actual" == "many zero" ]] || { echo "FAIL: CLDROnly printed '$actual', expected 'many zero'"; exit 1; }
# The system ICU is libicuuc.so.72, libicui18n.so.72, libicudata.so.72. Foundation's own copy of ICU is
# lib_FoundationICU.so (symbols prefixed swift_), another library: it is reported but allowed.
needed=$(readelf -d "$binary" | grep NEEDED || true)
loaded=$(ldd "$binary")
if grep -q 'libicu' <<<"$needed$loaded"; then
    echo "FAIL: CLDROnly links the system ICU:"; grep libicu <<<"$needed$loaded"; exit 1
fi
if grep -q 'libstdc++' <<<"$needed"; then
    echo "FAIL: CLDROnly links libstdc++ (only CICUShim's MessageFormat code needs it):"; grep 'libstdc++' <<<"$needed"; exit 1
fi
echo "CLDROnly: output as expected; NEEDED: $(grep -o '\[[^]]*\]' <<<"$needed" | tr -d '[]' | tr '\n' ' ')"
echo "CLDROnly: no libicu* among the $(wc -l <<<"$loaded") libraries ldd resolves; Foundation's ICU (lib_FoundationICU.so): $(grep -q _FoundationICU <<<"$loaded" && echo loaded || echo not loaded)"
echo "consumer check passed in $((SECONDS - started)) s"
