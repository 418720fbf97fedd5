#!/usr/bin/env bash
# `icu-plural batch` throughput: builds the CLI in release (sharing the benchmark package's build),
# feeds it LINES LOCALE<TAB>NUMBER lines (default 1,000,000) RUNS times (default 3) and prints the
# median lines per second. Usage, from Benchmarks/: Scripts/batch-throughput.sh [LINES] [RUNS] [BATCH OPTION...]
# Options after RUNS go to `icu-plural batch` (for example --ordinal, or an engine option).
set -euo pipefail

cd "$(dirname "$0")/.."
lines=${1:-1000000}
runs=${2:-3}
options=("${@:3}")
input=.build/batch-input-$lines.tsv

swift build -c release --product icu-plural >/dev/null
cli=$(swift build -c release --show-bin-path)/icu-plural

# Deterministic mix: the seven locales of the suite; integers, decimals with visible zeros, fractions.
if [[ ! -s $input ]]; then
    awk -v n="$lines" 'BEGIN {
        split("en ru ar fr pl cy ja", locales, " ")
        split("1.0 1.5 2.25 0.5 1.50 21.0 3.75 100.00", decimals, " ")
        for (i = 0; i < n; i++) {
            number = (i % 4 == 3) ? decimals[int(i / 4) % 8 + 1] : (i * 7919) % 1000
            printf "%s\t%s\n", locales[i % 7 + 1], number
        }
    }' >"$input"
fi

# The answers must be right before their speed counts: every line selected, none failed.
"$cli" batch "${options[@]}" <"$input" >.build/batch-output.tsv
if grep -q $'\terror:' .build/batch-output.tsv || [[ $(wc -l <.build/batch-output.tsv) -ne $lines ]]; then
    echo "icu-plural batch failed on some lines" >&2
    exit 1
fi

times=()
for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$cli" batch "${options[@]}" <"$input" >/dev/null
    end=$(date +%s%N)
    times+=($((end - start)))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
echo "icu-plural batch${options[*]:+ ${options[*]}}: $lines lines, median of $runs runs: $((median / 1000000)) ms, $((lines * 1000000000 / median)) lines/s"
