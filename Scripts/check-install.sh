#!/usr/bin/env bash
# The README's install path, as a user takes it: builds icu-plural with the Swift runtime and
# Foundation linked in (`swift build -c release --static-swift-stdlib`), copies the one file into a
# temporary prefix, and runs it in an environment without the toolchain: `env -i` with PATH=/usr/bin:/bin,
# no LD_LIBRARY_PATH. The binary must link no libswift*.so nor libFoundation*.so (ldd), and print what
# the README says (`icu-plural en 1.5` prints `other`).
# Usage: Scripts/check-install.sh   (builds into .build-install, so the debug build is left alone)
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
scratch=.build-install
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT

echo "== swift build -c release --static-swift-stdlib --product icu-plural"
swift build -c release --static-swift-stdlib --product icu-plural --scratch-path "$scratch" 2>&1 | tail -1
mkdir -p "$prefix/bin"
install -m 755 "$(swift build -c release --scratch-path "$scratch" --show-bin-path)/icu-plural" "$prefix/bin/icu-plural"
binary="$prefix/bin/icu-plural"
echo "installed: $binary ($(du -h "$binary" | cut -f1))"

# No toolchain library may be needed at run time: neither by name (NEEDED) nor as ldd resolves it.
needed=$(readelf -d "$binary" | grep NEEDED | grep -o '\[[^]]*\]' | tr -d '[]' | tr '\n' ' ')
loaded=$(env -i PATH=/usr/bin:/bin ldd "$binary")
if grep -Eq 'libswift|libFoundation|lib_FoundationICU|libdispatch|libBlocksRuntime' <<<"$needed $loaded"; then
    echo "FAIL: the installed binary needs the toolchain's libraries:"
    grep -E 'libswift|libFoundation|lib_FoundationICU|libdispatch|libBlocksRuntime' <<<"$loaded" || echo "$needed"
    exit 1
fi
if grep -q 'not found' <<<"$loaded"; then
    echo "FAIL: libraries not found:"; grep 'not found' <<<"$loaded"; exit 1
fi
echo "NEEDED: $needed"

# Run from another folder, with a clean environment, as a user's shell would after `install`.
check() {
    local expected=$1 actual
    shift
    actual=$(cd "$prefix" && env -i PATH="$prefix/bin:/usr/bin:/bin" icu-plural "$@")
    if [[ "$actual" != "$expected" ]]; then
        echo "FAIL: icu-plural $* printed '$actual', expected '$expected'"; exit 1
    fi
    echo "icu-plural $*: $actual"
}
check other en 1.5
check few ru 22
check $'1,5\tother' format --language en --locale ru_RU 1.5
check "5 файлов" render "$PWD/Examples/Resources" files 5 --language ru
echo "install check passed in $((SECONDS - started)) s"
