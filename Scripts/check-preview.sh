#!/usr/bin/env bash
# Renders `icu-plural preview` of the tree fixtures in headless Chromium, checks the page as the
# browser parsed it (every needed form with its numbers and rendered text, Russian few/many,
# Arabic's six categories right to left, lint findings at their key), and takes a screenshot.
#
#   Scripts/check-preview.sh            (writes under .build/preview-check/ and prints the screenshot's path)
#   Scripts/check-preview.sh TREE       (also previews a real app's localizations, e.g. a fetched
#                                        Mastodon's MastodonSDK/Sources/MastodonLocalization/Resources,
#                                        and checks that its plural keys are on the page)
#
# Needs Debian's `chromium` (.ci/run installs it when missing); without it the check is skipped
# with a message.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
    # .ci/run installs it where it can; elsewhere the check is skipped, not failed.
    echo "check-preview: skipped: chromium is not installed (apt-get install chromium)"
    exit 0
fi

out=.build/preview-check
mkdir -p "$out"
swift build --product icu-plural >/dev/null
fixtures=Tests/PluralMessagesTests/Fixtures
bin="$(swift build --show-bin-path)/icu-plural"
"$bin" preview "$fixtures/Tables" "$fixtures/Lint/Mistakes" "$fixtures/Loading/BaseTree" --output "$out/preview.html"
real_tree=${1:-}
if [[ -n $real_tree ]]; then
    "$bin" preview "$real_tree" --output "$out/real.html" 2>"$out/real-summary.txt"
    cat "$out/real-summary.txt"
fi

flags=(--headless --disable-gpu --hide-scrollbars --no-first-run --disable-dev-shm-usage)
# Chromium refuses to run as root inside its sandbox (containers, CI).
[[ $(id -u) -ne 0 ]] || flags+=(--no-sandbox)
page="file://$PWD/$out/preview.html"
timeout 120 "$browser" "${flags[@]}" --dump-dom "$page" >"$out/dom.html" 2>"$out/chromium-dom.log" \
    || { echo "check-preview: chromium --dump-dom failed:" >&2; tail -5 "$out/chromium-dom.log" >&2; exit 1; }
rm -f "$out/preview.png"
timeout 120 "$browser" "${flags[@]}" --window-size=1280,2400 --screenshot="$PWD/$out/preview.png" "$page" \
    >"$out/chromium-screenshot.log" 2>&1 \
    || { echo "check-preview: chromium --screenshot failed:" >&2; tail -5 "$out/chromium-screenshot.log" >&2; exit 1; }

if [[ -n $real_tree ]]; then
    timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$PWD/$out/real.html" >"$out/real-dom.html" 2>>"$out/chromium-dom.log"
    timeout 120 "$browser" "${flags[@]}" --window-size=1280,2400 --screenshot="$PWD/$out/real.png" "file://$PWD/$out/real.html" \
        >>"$out/chromium-screenshot.log" 2>&1
fi

python3 - "$out/dom.html" "$out/preview.png" "${real_tree:+$out/real-dom.html}" <<'PY'
import sys
from html.parser import HTMLParser

class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []
    def all(self, tag=None, cls=None, **attrs):
        for child in self.children:
            if (tag is None or child.tag == tag) and (cls is None or cls in child.attrs.get("class", "").split()) \
                    and all(child.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items()):
                yield child
            yield from child.all(tag, cls, **attrs)
    def one(self, *args, **kwargs):
        found = list(self.all(*args, **kwargs))
        assert len(found) == 1, (args, kwargs, len(found))
        return found[0]
    def content(self):
        return "".join(child.content() for child in self.children)

VOID = {"meta", "br", "link", "img", "input", "hr", "col", "area", "base", "wbr", "source"}

class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = self.current = Node("#document", [], None)
    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node
    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent
    def handle_data(self, data):
        self.current.children.append(Text(data))

class Text(Node):
    def __init__(self, data):
        super().__init__("#text", [], None)
        self.data = data
    def all(self, *args, **kwargs):
        return iter(())
    def content(self):
        return self.data

tree = Tree()
tree.feed(open(sys.argv[1], encoding="utf-8").read())
doc = tree.root
failures = []
def check(condition, message):
    if not condition:
        failures.append(message)

check(not list(doc.all("script")), "the page has a script element")
sections = list(doc.all("section", cls="table"))
check(len(sections) == 3, f"expected three tables, found {len(sections)}")
def table_from(folder):
    return [section for section in sections if section.one("span", cls="source").content().endswith(folder)][0]

def entry(table, key, language):
    section = table.one("section", cls="key", data_key=key)
    return section.one("article", data_language=language)

def rows(article):
    return {row.attrs["data-form"]: row for row in article.all("tr", cls="form")}

def rendered(row):
    return [li.content() for li in row.all("li")]

tree_table = table_from("Fixtures/Tables")
checked_forms = 0
# Every form a language needs is shown with its numbers and at least one rendered text.
for article in tree_table.all("article"):
    for row in article.all("tr", cls="form"):
        if row.attrs["data-form-status"] in ("present", "missing") and not row.attrs["data-form"] in ("male", "female", "neuter"):
            numbers = row.one("td", cls="numbers").content()
            check(numbers.strip(), f"{article.attrs['id']} {row.attrs['data-form']}: no numbers")
            check(rendered(row), f"{article.attrs['id']} {row.attrs['data-form']}: nothing rendered")
            checked_forms += 1
check(checked_forms >= 40, f"only {checked_forms} forms checked")

ru = rows(entry(tree_table, "files", "ru"))
check(list(ru) == ["zero", "one", "few", "many", "other"], f"ru forms: {list(ru)}")
check("2–4, 22–24" in ru["few"].one("td", cls="numbers").content(), "ru few numbers")
check(any("22 файла" in text for text in rendered(ru["few"])), f"ru few rendered: {rendered(ru['few'])}")
check(any("5 файлов" in text for text in rendered(ru["many"])), f"ru many rendered: {rendered(ru['many'])}")
check(any("21 файл" in text for text in rendered(ru["one"])), "ru one rendered")
check(ru["other"].attrs["data-form-status"] == "unreached", "ru other is not needed by integers")

ar_entry = entry(tree_table, "files", "ar")
ar = rows(ar_entry)
check(list(ar) == ["zero", "one", "two", "few", "many", "other"], f"ar forms: {list(ar)}")
for form, row in ar.items():
    cell = row.one("td", cls="rendered")
    check(cell.attrs.get("dir") == "rtl", f"ar {form}: not dir=rtl")
    check(rendered(row), f"ar {form}: nothing rendered")
check(any("ملفان" in text for text in rendered(ar["two"])), "ar two rendered")
check(not [cell for cell in entry(tree_table, "files", "ru").all("td", cls="rendered") if cell.attrs.get("dir") == "rtl"], "ru marked rtl")

coverage = tree_table.one("table", cls="coverage")
cells = list(coverage.all("td", cls="cell"))
# 13 of the 15 keys vary; the two plain ones are left out by default (preview --all-keys).
check(len(cells) == 13 * 4, f"coverage cells: {len(cells)}")
check(all(cell.attrs.get("title") and cell.content().strip() for cell in cells), "a coverage cell without text or title")

mistakes = table_from("Lint/Mistakes")
needs = entry(mistakes, "needs_few_many", "ru")
check(needs.attrs["data-status"] == "missing-forms", "needs_few_many ru status")
codes = [finding.attrs["data-code"] for finding in needs.all("li", cls="finding")]
check("missing-category" in codes, f"needs_few_many ru findings: {codes}")
missing = rows(needs)
check(missing.get("few") is not None and missing["few"].attrs["data-form-status"] == "missing", "ru few is marked missing")
check(missing.get("many") is not None and missing["many"].attrs["data-form-status"] == "missing", "ru many is marked missing")
unknown = entry(mistakes, "unknown_var", "en")
check("unknown-variable" in [f.attrs["data-code"] for f in unknown.all("li", cls="finding")], "unknown_var en finding")

# Base.lproj is English's base localization: no language "Base" anywhere on the page.
base = table_from("Loading/BaseTree")
check(not list(doc.all(data_language="Base")) and not list(doc.all(lang="Base")), "a language 'Base' on the page")
base_files = rows(entry(base, "files", "en"))
check(any(text.endswith("1 file") for text in rendered(base_files["one"])), f"Base en one rendered: {rendered(base_files['one'])}")

# A real app's tree: its plural keys are on the page.
if len(sys.argv) > 3 and sys.argv[3]:
    real = Tree()
    real.feed(open(sys.argv[3], encoding="utf-8").read())
    plural_rows = [row for row in real.root.all("tr", cls="form") if row.attrs.get("data-form") in ("one", "few", "many", "other")]
    check(len(plural_rows) > 0, "the real tree's page shows no plural forms")
    check(not list(real.root.all(data_language="Base")), "the real tree's page shows a language 'Base'")
    print(f"check-preview: the real tree's page shows {len(list(real.root.all('section', cls='key')))} keys and {len(plural_rows)} plural form rows")

with open(sys.argv[2], "rb") as png:
    header = png.read(8)
check(header == b"\x89PNG\r\n\x1a\n", "the screenshot is not a PNG")

if failures:
    print("check-preview: FAILED", file=sys.stderr)
    for failure in failures:
        print("  " + failure, file=sys.stderr)
    sys.exit(1)
print(f"check-preview: the page as Chromium parsed it has every form checked ({checked_forms}), ru few/many, ar's six categories right to left, findings in place")
PY
echo "check-preview: screenshot: $PWD/$out/preview.png"
