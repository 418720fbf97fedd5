#!/usr/bin/env bash
# Builds and runs two fresh packages that depend on this repository by path, as a new user's would:
#   1. MyApp: `swift package init --type executable`, then the README's Package.swift and first program
#      pasted exactly as they are written (tools-version line included; Int, Int64, Double and String
#      variables), with .lproj resources in Bundle.module; its output is checked against the README, and
#      its build must neither resolve nor compile swift-argument-parser (the tool's dependency, off with
#      the README's `traits: []`).
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

# --- 1. The README's first program, pasted -------------------------------------------------------
# The README's Package.swift (the ```swift block that starts with its tools-version line) and its first
# program (the block with @main) go into a package made by `swift package init --type executable`, as
# the README tells; the expected output is the comment after each print ("// many"), without a
# trailing "(note)".
readme_block() {   # the first ```swift block of README.md for which the awk condition $1 holds
    awk -v want="$1" '
        /^```swift$/ { inside = 1; block = ""; next }
        /^```$/ && inside { inside = 0; if ((want == "manifest" && block ~ /^\/\/ swift-tools-version:/) || (want == "program" && block ~ /\n@main\n/)) { printf "%s", block; exit } next }
        inside { block = block $0 "\n" }
    ' "$root/README.md"
}
app="$work/MyApp"
mkdir -p "$app"
(cd "$app" && swift package init --type executable --name MyApp >/dev/null)
readme_block manifest >"$app/Package.swift"
readme_block program >"$app/Sources/MyApp/MyApp.swift"
[[ -s "$app/Package.swift" && -s "$app/Sources/MyApp/MyApp.swift" ]] || { echo "FAIL: README.md has no Package.swift or @main block"; exit 1; }
head -1 "$app/Package.swift" | grep -q '^// swift-tools-version:' || { echo "FAIL: the README's Package.swift has no tools-version line"; exit 1; }
# Its resources, as the README says: this repository's example .lproj folders.
mkdir -p "$app/Sources/MyApp/Resources"
cp -R "$root/Examples/Resources/." "$app/Sources/MyApp/Resources/"
# The variables it passes: one of each type the README promises works as it is.
for type in Int Int64 Double String; do
    grep -Eq ": $type = " "$app/Sources/MyApp/MyApp.swift" || { echo "FAIL: the README's program has no $type variable"; exit 1; }
done
expected=$(awk '
    /^ *print\(/ { printing = 1 }
    printing { depth += gsub(/\(/, "(") - gsub(/\)/, ")") }
    printing && depth <= 0 { printing = 0; depth = 0; sub(/.*\/\/ /, ""); sub(/ \(.*\)$/, ""); print }
' "$app/Sources/MyApp/MyApp.swift")

echo "== MyApp (the README's Package.swift and first program): build"
swift build --package-path "$app" 2>&1 | tail -1
actual=$(cd "$app" && swift run --skip-build MyApp)
if [[ "$actual" != "$expected" ]]; then
    echo "FAIL: MyApp printed:"; echo "$actual"; echo "expected (the README's comments):"; echo "$expected"
    exit 1
fi
echo "MyApp: output as the README says ($(echo "$actual" | wc -l) lines)"
# A package that uses only the libraries (the README's `traits: []`) neither resolves nor compiles the
# icu-plural tool's swift-argument-parser.
parser_objects=$(find "$app/.build" -path '*ArgumentParser*.build/*.o' | wc -l)
[[ $parser_objects -eq 0 ]] || { echo "FAIL: MyApp's build compiled $parser_objects swift-argument-parser objects"; exit 1; }
if grep -qs 'swift-argument-parser' "$app/Package.resolved" || [[ -e "$app/.build/checkouts/swift-argument-parser" ]]; then
    echo "FAIL: MyApp resolved swift-argument-parser (the README's dependency should say traits: [])"; exit 1
fi
echo "MyApp: swift-argument-parser neither resolved nor compiled"

# --- 2. CLDRPlural alone: no system ICU -------------------------------------------------------------
lean="$work/CLDROnly"
mkdir -p "$lean/Sources/CLDROnly"
cat >"$lean/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CLDROnly",
    dependencies: [.package(path: "../ICUPlural", traits: [])],
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
