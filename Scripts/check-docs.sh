#!/usr/bin/env bash
# Builds the DocC documentation of every library module and fails on any DocC warning
# (missing parameter docs, broken symbol links). Uses the toolchain's `docc`; no plugin needed.
#
#   Scripts/check-docs.sh            # check only
#   Scripts/check-docs.sh OUTPUT_DIR # also keep the built archives there
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(PluralCore PluralLocale ICUPlural CLDRPlural PluralLocalization PluralMessages MessageFormat2 PluralInflection)
scratch=.build-docs
output=${1:-$scratch/archives}
# It also tries the synthesized test modules and fails on them; the library graphs are checked below.
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public >/dev/null 2>&1 || true
graphs=$(find "$scratch" -type d -name symbolgraph | head -n 1)

mkdir -p "$output"
warnings=0
for module in "${modules[@]}"; do
    staging="$scratch/graphs/$module"
    rm -rf "$staging" && mkdir -p "$staging"
    cp "$graphs/$module.symbols.json" "$staging/" || { echo "$module: no symbol graph (build failed?)"; exit 1; }
    cp "$graphs/$module"@*.symbols.json "$staging/" 2>/dev/null || true
    log=$(docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$staging" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.icuplural.$module" \
        --output-path "$output/$module.doccarchive" --analyze 2>&1) || { echo "$module: docc failed"; echo "$log"; exit 1; }
    count=$(grep -c "warning:" <<<"$log" || true)
    echo "$module: $count warnings"
    if [[ $count -gt 0 ]]; then grep -A3 "warning:" <<<"$log"; warnings=$((warnings + count)); fi
done
exit $((warnings > 0))
