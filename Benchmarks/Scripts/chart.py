#!/usr/bin/env python3
"""Turns package-benchmark's percentile export into the results page's data, tables and bar chart.

Usage, from Benchmarks/:
    swift package --allow-writing-to-package-directory benchmark --format histogramPercentiles --path .build/results
    Scripts/chart.py .build/results [.build/results-2 ...]

With several runs (one directory each), a benchmark's value is the median of its p50s and a ratio
the median of the ratios taken within each run: the machine is shared, and one run's slow patch
should not decide a ratio.

Writes Results/summary.csv (one row per benchmark: p50 ns/op, p50 mallocs/op, 1e9 / p50 ns) and
Results/chart.svg (ns/op per case and engine, log scale), and replaces the tables of RESULTS.md
(between its tables markers) with this run's, ratios taken against the reference of the same run.
Standard library only.

Benchmark names follow "<case> [<engine>] <locale>" (see Suite.name in the suite): cases with the
same text line up across engines. Select cases run once per locale; the chart and the summary table
show the median over locales, the detail table every locale.
"""

import csv
import json
import math
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

NAME = re.compile(r"^(?P<case>.*) \[(?P<engine>[^\]]+)\](?: (?P<locale>\S+))?$")

# The engine every other engine of a case is compared with, and the case it is compared with
# when the reference has no case of the same name (a pre-parsed decimal against the C text path).
REFERENCE_ENGINE = {"default": "C ICU", "format message": "Foundation", "lookup + select per call": "Dictionary"}
# Engines compared with another engine of the same case (rendering by key against rendering the
# message already looked up, within one run).
REFERENCE_BY_ENGINE = {
    "Swift CLDR by key": "Swift CLDR",
    # A String Catalog's whole-string plural against the same forms in a .stringsdict (issue 29).
    "Swift CLDR catalog": "Swift CLDR",
    "Swift CLDR catalog by key": "Swift CLDR by key",
}
REFERENCE_CASE = {
    "lookup + select per call, Locale": "lookup + select per call",
    "select PluralDecimal cardinal": "select decimal text cardinal",
    "select PluralDecimal ordinal": "select decimal text ordinal",
}

# One colour per engine, stable across runs; engines not listed get the spare colours.
COLOURS = {"C ICU": "#4e79a7", "Swift ICU": "#f28e2b", "Swift CLDR": "#59a14f", "Foundation": "#e15759"}
SPARE = ["#76b7b2", "#edc948", "#b07aa1", "#ff9da7"]


# package-benchmark's names of the metrics the suite records, as they appear in file names.
METRIC_FILES = {"wallClock": "ns", "mallocCountTotal": "mallocs"}
SUFFIX = ".histogram.percentiles.tsv"
COLD = "first time per locale (cold)"
FIRST_IN_PROCESS = "first in the process (cold case, max)"
# To nanoseconds (times) or to plain counts (throughput, mallocs).
UNITS = {"": 1, "ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9, "K": 1e3, "M": 1e6, "G": 1e9}


def load(directory):
    """Rows of case, engine, locale, p50 ns/op, p50 mallocs/op and p50 ops/s.

    Reads the `histogramPercentiles` export: one TSV per benchmark and metric, named
    "<baseline>.<target>.<benchmark name, spaces as _>.<metric>.histogram.percentiles.tsv", whose
    values are per operation (package-benchmark applies the benchmark's scaling factor).
    """
    values = defaultdict(dict)
    for path in sorted(Path(directory).glob("*" + SUFFIX)):
        stem = path.name[: -len(SUFFIX)]
        stem, _, metric = stem.rpartition(".")
        if metric not in METRIC_FILES:
            continue
        # Baseline and target names carry no dots; the benchmark name may ("FormatStyle 1.5").
        name = stem.split(".", 2)[2].replace("_", " ")
        header, *lines = path.read_text().splitlines()
        percentiles = dict(line.split("\t") for line in lines)
        # The header names the unit: "Time (wall clock) (ns) *", "Throughput (# / s) (K) *".
        unit = re.search(r"\((ns|μs|us|ms|s|K|M|G)\)", header.split(")", 1)[1])
        scale = UNITS[unit[1] if unit else ""]
        values[name][METRIC_FILES[metric]] = float(percentiles["50"]) * scale
        values[name][METRIC_FILES[metric] + "_max"] = float(percentiles["100"]) * scale
    rows = []
    for name, metrics in values.items():
        match = NAME.match(name)
        if not match or "ns" not in metrics:
            print(f"skipped (name not in the suite's form): {name}", file=sys.stderr)
            continue
        rows.append({
            "case": match["case"],
            "engine": match["engine"],
            "locale": match["locale"] or "",
            "ns": metrics["ns"],
            "mallocs": metrics.get("mallocs", float("nan")),
            # From the time: package-benchmark's throughput export is in K for some scalings and
            # says so only for some, and the p50 of one is the inverse of the p50 of the other.
            "ops": 1e9 / metrics["ns"],
        })
        if COLD in match["case"]:
            # A cold case's slowest sample is its first: the first opening of rules in the process.
            rows.append({
                "case": match["case"].replace(COLD, FIRST_IN_PROCESS),
                "engine": match["engine"],
                "locale": match["locale"] or "",
                "ns": metrics["ns_max"],
                "mallocs": metrics.get("mallocs_max", float("nan")),
                "ops": 1e9 / metrics["ns_max"],
            })
    return rows


def aggregate(rows):
    """{(case, engine): (median ns over locales, max mallocs over locales, locale count, median ops/s)}."""
    grouped = defaultdict(list)
    for row in rows:
        grouped[(row["case"], row["engine"])].append(row)
    return {
        key: (
            statistics.median(r["ns"] for r in group),
            max(r["mallocs"] for r in group),
            len(group),
            statistics.median(r["ops"] for r in group),
        )
        for key, group in grouped.items()
    }


def combine(runs):
    """One row per benchmark over several runs: the median of its p50s, the most mallocs seen."""
    grouped = defaultdict(list)
    for rows in runs:
        for row in rows:
            grouped[(row["case"], row["engine"], row["locale"])].append(row)
    return [
        {
            "case": case, "engine": engine, "locale": locale,
            "ns": statistics.median(r["ns"] for r in group),
            "mallocs": max(r["mallocs"] for r in group),
            "ops": statistics.median(r["ops"] for r in group),
        }
        for (case, engine, locale), group in grouped.items()
    ]


def reference_of(case, engine):
    """The (case, engine) a result is compared with, or None for a reference itself."""
    prefix = next((key for key in REFERENCE_ENGINE if key != "default" and case.startswith(key)), "default")
    ref_engine = REFERENCE_ENGINE[prefix]
    ref_engine = REFERENCE_BY_ENGINE.get(engine, ref_engine)
    ref_case = REFERENCE_CASE.get(case, case)
    if engine == ref_engine and ref_case == case:
        return None
    return ref_case, ref_engine


def same_run_ratio(values_by_run, key, ref_key):
    """The median over runs of value / reference, each ratio taken within one run."""
    ratios = [values[key] / values[ref_key] for values in values_by_run if key in values and ref_key in values]
    return statistics.median(ratios) if ratios else None


def ratio_text(ratio, reference=None):
    """1.51x (slower than the reference) or 31x faster: a goal reads "N times faster"."""
    against = f" {reference}" if reference else ""
    if ratio < 1:
        return f"{1 / ratio:.3g}x faster" + (f" than{against}" if reference else "")
    return f"{ratio:.2f}x{against}"


def ns_text(ns):
    if ns >= 1_000_000:
        return f"{ns / 1_000_000:.3g} ms"
    if ns >= 1000:
        return f"{ns / 1000:.3g} µs"
    return f"{ns:.0f} ns"


def ops_text(ops):
    return f"{ops / 1e6:.3g} M" if ops >= 1e6 else f"{ops / 1e3:.3g} K"


def write_summary(rows, out):
    with open(out / "summary.csv", "w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["case", "engine", "locale", "p50_ns_per_op", "p50_mallocs_per_op", "ops_per_s_at_p50"])
        for row in sorted(rows, key=lambda r: (r["case"], r["engine"], r["locale"])):
            writer.writerow([row["case"], row["engine"], row["locale"], f"{row['ns']:.1f}", f"{row['mallocs']:g}", f"{row['ops']:.0f}"])


def write_tables(rows, table, runs, cases, out):
    # Per run: the median over locales, and each locale's value, to take ratios within a run.
    run_tables = [{key: value[0] for key, value in aggregate(run).items()} for run in runs]
    run_locales = [{(r["case"], r["engine"], r["locale"]): r["ns"] for r in run} for run in runs]
    lines = [
        f"Medians over {len(runs)} run{'s' if len(runs) > 1 else ''} of each benchmark's p50; "
        "each ratio is taken within a run (against the reference of the same run), then the median over runs.",
        "",
        "| case | engine | locales | ns/op (p50) | ops/s (p50) | mallocs/op (p50) | ratio to reference |",
        "|---|---|---|---:|---:|---:|---|",
    ]
    for case in cases:
        for engine in engines_of(case, table):
            ns, mallocs, count, ops = table[(case, engine)]
            ref = reference_of(case, engine)
            ratio = "reference"
            if ref is not None:
                value = same_run_ratio(run_tables, (case, engine), ref)
                ratio = ratio_text(value, ref[1]) if value else "-"
            locales = f"median of {count}" if count > 1 else next(r["locale"] for r in rows if r["case"] == case and r["engine"] == engine) or "-"
            lines.append(f"| {case} | {engine} | {locales} | {ns_text(ns)} | {ops_text(ops)} | {mallocs:g} | {ratio} |")
    lines += ["", "Per locale (p50 ns/op; in brackets the ratio to C ICU, or how many times faster than it):", ""]
    per_locale = defaultdict(dict)
    for row in rows:
        if row["locale"] and table[(row["case"], row["engine"])][2] > 1:
            per_locale[row["case"]][(row["engine"], row["locale"])] = row["ns"]
    order = ["en", "ru", "ar", "fr", "pl", "cy", "ja"]
    locales = sorted({loc for values in per_locale.values() for (_, loc) in values}, key=lambda l: order.index(l) if l in order else len(order))
    lines.append("| case | engine | " + " | ".join(locales) + " |")
    lines.append("|---|---|" + "---:|" * len(locales))
    for case in cases:
        if case not in per_locale:
            continue
        values = per_locale[case]
        for engine in sorted({e for (e, _) in values}, key=engine_order):
            ref = reference_of(case, engine)
            cells = []
            for loc in locales:
                ns = values.get((engine, loc))
                ratio = same_run_ratio(run_locales, (case, engine, loc), ref + (loc,)) if ref else None
                if ns is None:
                    cells.append("-")
                elif ratio:
                    cells.append(f"{ns:.0f} ({ratio_text(ratio)})")
                else:
                    cells.append(f"{ns:.0f}")
            lines.append(f"| {case} | {engine} | " + " | ".join(cells) + " |")
    tables = "\n".join(lines) + "\n"
    # RESULTS.md carries the tables between markers, so rerunning the script updates the page.
    page = out.parent / "RESULTS.md"
    begin, end = "<!-- tables:begin (Scripts/chart.py) -->\n", "<!-- tables:end -->"
    text = page.read_text() if page.exists() else ""
    if begin in text and end in text:
        head, rest = text.split(begin, 1)
        page.write_text(head + begin + tables + end + rest.split(end, 1)[1])
    else:
        print(tables)


def engine_order(engine):
    order = list(COLOURS)
    return order.index(engine) if engine in order else len(order)


def engines_of(case, table):
    return sorted({e for (c, e) in table if c == case}, key=engine_order)


def write_chart(table, cases, out):
    engines = sorted({e for (_, e) in table}, key=engine_order)
    colour = {e: COLOURS.get(e) or SPARE[i % len(SPARE)] for i, e in enumerate(engines)}
    bar, gap, left, right, top = 14, 10, 330, 130, 60
    plot_width = 560
    rows = [(case, engine) for case in cases for engine in engines_of(case, table)]
    height = top + len(rows) * bar + len(cases) * gap + 60
    width = left + plot_width + right
    values = [table[key][0] for key in rows]
    low = 10 ** math.floor(math.log10(min(values)))
    high = 10 ** math.ceil(math.log10(max(values)))

    def x(ns):
        return left + plot_width * (math.log10(ns) - math.log10(low)) / (math.log10(high) - math.log10(low))

    svg = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="11">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{left}" y="22" font-size="15" font-weight="bold">ns per operation, p50 (log scale; shorter is faster)</text>',
    ]
    for i, engine in enumerate(engines):
        svg.append(f'<rect x="{left + i * 120}" y="34" width="12" height="12" fill="{colour[engine]}"/>')
        svg.append(f'<text x="{left + i * 120 + 16}" y="44">{engine}</text>')
    decade = low
    while decade <= high:
        svg.append(f'<line x1="{x(decade):.1f}" y1="{top - 6}" x2="{x(decade):.1f}" y2="{height - 40}" stroke="#ddd"/>')
        svg.append(f'<text x="{x(decade):.1f}" y="{height - 26}" text-anchor="middle">{ns_text(decade)}</text>')
        decade *= 10
    y = top
    for case in cases:
        first = True
        for engine in engines_of(case, table):
            ns, _, count, _ = table[(case, engine)]
            if first:
                label = case + (f" (median of {count} locales)" if count > 1 else "")
                svg.append(f'<text x="{left - 8}" y="{y + bar - 3}" text-anchor="end">{escape(label)}</text>')
                first = False
            svg.append(f'<rect x="{left}" y="{y}" width="{max(x(ns) - left, 1):.1f}" height="{bar - 2}" fill="{colour[engine]}"/>')
            svg.append(f'<text x="{x(ns) + 4:.1f}" y="{y + bar - 3}">{ns_text(ns)}</text>')
            y += bar
        y += gap
    svg.append("</svg>")
    (out / "chart.svg").write_text("\n".join(svg) + "\n")


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    runs = [load(directory) for directory in sys.argv[1:]]
    if not all(runs):
        sys.exit("no benchmark results in a directory")
    out = Path(__file__).resolve().parent.parent / "Results"
    out.mkdir(exist_ok=True)
    rows = combine(runs)
    table = aggregate(rows)
    # Cases in a stable reading order: selection first, then rules, then formatting.
    cases = sorted({c for (c, _) in table}, key=lambda c: (not c.startswith("select"), "rule" not in c, c))
    write_summary(rows, out)
    write_tables(rows, table, runs, cases, out)
    write_chart(table, cases, out)
    print(f"wrote {out / 'summary.csv'}, {out / 'chart.svg'} and the tables of RESULTS.md "
          f"({len(rows)} benchmarks, {len(runs)} runs)")


if __name__ == "__main__":
    main()
