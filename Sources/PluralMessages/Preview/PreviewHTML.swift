import Foundation
import PluralLocalization

/// Writes previews as one self-contained HTML page: inline CSS, no script, nothing fetched.
///
/// Keys, languages, texts and findings come from the files previewed and are hostile input: every
/// one is escaped (`<`, `&`, quotes), and the characters a reader could not see or that would
/// reorder the page (C0 and C1 controls, line separators, bidirectional embeddings, overrides and
/// isolates) are shown as visible marks (`\u{202E}`). Texts are isolated (`<bdi>`), and message
/// cells of right-to-left languages carry `dir="rtl"`. A text longer than `maximumTextLength`
/// characters is cut, saying so.
public enum PreviewHTML {
    /// The most characters of one text (a rendered message, a finding) the page shows.
    static let maximumTextLength = 1_000

    /// The page for one or more tables.
    ///
    /// - Parameters:
    ///   - title: the page's title.
    ///   - tables: the previews, one section each.
    ///   - settings: what produced it (`engine ICU 72 (CLDR 42), zero policy apple`), shown under the title.
    public static func page(title: String, tables: [MessagePreview], settings: String? = nil) -> String {
        var html = HTMLBuilder()
        html.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" content=\"icu-plural preview\">\n")
        html.raw("<title>"); html.text(title); html.raw("</title>\n<style>\n\(style)</style>\n</head>\n<body>\n<header>\n<h1>")
        html.text(title)
        html.raw("</h1>\n")
        if let settings {
            html.raw("<p class=\"meta\">"); html.text(settings); html.raw("</p>\n")
        }
        html.raw("</header>\n<main>\n")
        for (index, table) in tables.enumerated() {
            writeTable(table, id: "t\(index + 1)", to: &html)
        }
        html.raw("</main>\n</body>\n</html>\n")
        return html.output
    }

    /// A path relative to a folder (`ru.lproj/Localizable.strings`; empty for the folder itself),
    /// `nil` when it is not inside it. Both are taken from the current directory when relative.
    static func relativePath(_ path: String, to folder: String) -> String? {
        let parts = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        guard parts.count >= base.count, Array(parts.prefix(base.count)) == base else { return nil }
        return parts.dropFirst(base.count).joined(separator: "/")
    }

    // MARK: Sections

    private static func writeTable(_ table: MessagePreview, id: String, to html: inout HTMLBuilder) {
        html.raw("<section class=\"table\" id=\"\(id)\" data-table=\""); html.attribute(table.name); html.raw("\">\n<h2>")
        html.text(table.name)
        html.raw(" <span class=\"source\">"); html.text(table.source); html.raw("</span></h2>\n<p class=\"summary\">")
        html.text("\(table.languages.count) language\(table.languages.count == 1 ? "" : "s"), \(table.keyCount) key\(table.keyCount == 1 ? "" : "s")")
        if let development = table.developmentLanguage {
            html.text("; development language ")
            html.raw("<bdi>"); html.text(development); html.raw("</bdi>")
        }
        html.raw("</p>\n")
        for note in table.notes {
            html.raw("<p class=\"note cut\" role=\"note\">"); html.text(note.description); html.raw("</p>\n")
        }
        if !table.unreadableFiles.isEmpty {
            html.raw("<section class=\"unreadable\">\n<h3>Files that could not be read</h3>\n<ul>\n")
            for error in table.unreadableFiles {
                // Relative to the table's source: the page does not show where the files were on the machine.
                let shown = error.file.map { file in relativePath(file.path, to: table.source) ?? file.pathComponents.suffix(2).joined(separator: "/") } ?? "(no file)"
                html.raw("<li class=\"unreadable-file\"><code><bdi>"); html.text(shown)
                html.raw("</bdi></code>: "); html.text(error.reason); html.raw("</li>\n")
            }
            html.raw("</ul>\n</section>\n")
        }
        writeCoverage(table, id: id, to: &html)
        if !table.tableFindings.isEmpty {
            html.raw("<section class=\"table-findings\">\n<h3>Findings about files and languages</h3>\n")
            writeFindings(table.tableFindings, withPlace: true, to: &html)
            html.raw("</section>\n")
        }
        html.raw("<h3 class=\"messages-title\">Messages</h3>\n")
        for (keyIndex, key) in table.keys.enumerated() {
            let keyID = "\(id)-k\(keyIndex + 1)"
            html.raw("<section class=\"key\" id=\"\(keyID)\" data-key=\""); html.attribute(key); html.raw("\">\n<h3 class=\"key-name\"><code><bdi>")
            html.text(key)
            html.raw("</bdi></code></h3>\n")
            for (languageIndex, language) in table.languages.enumerated() {
                writeEntry(table.entries[keyIndex * table.languages.count + languageIndex], id: "\(keyID)-l\(languageIndex + 1)", language: language, to: &html)
            }
            html.raw("</section>\n")
        }
        html.raw("</section>\n")
    }

    private static func writeCoverage(_ table: MessagePreview, id: String, to html: inout HTMLBuilder) {
        html.raw("<section class=\"coverage\">\n<h3>Coverage</h3>\n<div class=\"scroll\">\n<table class=\"coverage\">\n<thead><tr><th scope=\"col\">Key</th>")
        for language in table.languages {
            html.raw("<th scope=\"col\" lang=\""); html.attribute(LanguageIdentifier.tag(of: language)); html.raw("\"><bdi>"); html.text(language); html.raw("</bdi>")
            if language == table.developmentLanguage { html.raw(" <span class=\"dev\" title=\"development language\">dev</span>") }
            html.raw("</th>")
        }
        html.raw("</tr></thead>\n<tbody>\n")
        for (keyIndex, key) in table.keys.enumerated() {
            let keyID = "\(id)-k\(keyIndex + 1)"
            html.raw("<tr><th scope=\"row\"><a href=\"#\(keyID)\"><bdi>"); html.text(key); html.raw("</bdi></a></th>")
            for (languageIndex, language) in table.languages.enumerated() {
                let entry = table.entries[keyIndex * table.languages.count + languageIndex]
                var detail = "\(entry.key) in \(language): \(entry.status.label)"
                if !entry.missingForms.isEmpty { detail += " (" + entry.missingForms.joined(separator: "; ") + ")" }
                if let fallback = entry.fallbackLanguage { detail += ", shows \(fallback)" }
                let counts = severityCounts(entry.findings)
                if !counts.isEmpty { detail += "; " + counts }
                html.raw("<td class=\"cell status-\(entry.status.rawValue)\" data-status=\"\(entry.status.rawValue)\" title=\""); html.attribute(detail)
                html.raw("\"><a href=\"#\(keyID)-l\(languageIndex + 1)\">\(symbol(entry.status)) \(entry.status.label)</a></td>")
            }
            html.raw("</tr>\n")
        }
        html.raw("</tbody>\n</table>\n</div>\n<ul class=\"legend\" aria-label=\"Legend\">\n")
        for status in MessagePreview.Status.allCases {
            html.raw("<li><span class=\"swatch status-\(status.rawValue)\">\(symbol(status)) \(status.label)</span> \(legend(status))</li>\n")
        }
        html.raw("</ul>\n</section>\n")
    }

    private static func writeEntry(_ entry: MessagePreview.Entry, id: String, language: String, to html: inout HTMLBuilder) {
        html.raw("<article class=\"entry\" id=\"\(id)\" data-language=\""); html.attribute(language)
        html.raw("\" data-status=\"\(entry.status.rawValue)\">\n<h4><bdi class=\"lang\">"); html.text(language)
        html.raw("</bdi> <span class=\"badge status-\(entry.status.rawValue)\">\(symbol(entry.status)) \(entry.status.label)</span>")
        if let state = entry.state, state != "translated" {
            html.raw(" <span class=\"state\">state: "); html.text(state); html.raw("</span>")
        }
        html.raw("</h4>\n")
        if entry.status == .fallback {
            html.raw("<p class=\"fallback\">")
            if let fallback = entry.fallbackLanguage {
                html.text("No translation: users see the "); html.raw("<bdi>"); html.text(fallback); html.raw("</bdi>"); html.text(" message.")
            } else {
                html.text("No translation, and no other language to fall back to.")
            }
            html.raw("</p>\n")
        }
        for note in entry.notes {
            html.raw("<p class=\"note cut\" role=\"note\">"); html.text(note.description); html.raw("</p>\n")
        }
        if !entry.findings.isEmpty { writeFindings(entry.findings, withPlace: false, to: &html) }
        let direction = entry.isRightToLeft ? " dir=\"rtl\"" : ""
        for variant in entry.variants {
            html.raw("<div class=\"variant\">\n")
            if let label = variant.label {
                html.raw("<h5>"); html.text(label); html.raw("</h5>\n")
            }
            if let plain = variant.plain {
                html.raw("<p class=\"plain rendered\"\(direction) lang=\""); html.attribute(LanguageIdentifier.tag(of: language)); html.raw("\">")
                writeExample(plain, to: &html)
                html.raw("</p>\n")
            }
            for selection in variant.selections {
                writeSelection(selection, direction: direction, language: language, to: &html)
            }
            html.raw("</div>\n")
        }
        html.raw("</article>\n")
    }

    private static func writeSelection(_ selection: MessagePreview.Selection, direction: String, language: String, to html: inout HTMLBuilder) {
        html.raw("<table class=\"forms\" data-variable=\""); html.attribute(selection.variable ?? "")
        html.raw("\" data-kind=\"\(selection.kind.rawValue)\" data-argument=\"\(selection.argument)\">\n<caption>")
        if let variable = selection.variable {
            html.raw("<code><bdi>"); html.text(variable); html.raw("</bdi></code>")
        } else {
            html.text("plural variation")
        }
        let argument = selection.argumentName.map { "argument '\($0)'" } ?? "argument \(selection.argument)"
        switch selection.kind {
        case .plural, .ordinal:
            html.text(" (\(selection.kind.rawValue), \(selection.takesIntegersOnly ? "integers" : "any number")\(selection.offset != 0 ? ", offset \(selection.offset)" : "")), \(argument)")
        case .gender, .select:
            html.text(" (\(selection.kind.rawValue)), \(argument)")
        }
        if !selection.otherArguments.isEmpty {
            html.raw(" <span class=\"others\">"); html.text("other arguments: " + selection.otherArguments.joined(separator: ", ")); html.raw("</span>")
        }
        html.raw("</caption>\n<thead><tr><th scope=\"col\">Form</th><th scope=\"col\">\(selection.kind == .gender || selection.kind == .select ? "Argument" : "Numbers")</th><th scope=\"col\">Rendered</th></tr></thead>\n<tbody>\n")
        for row in selection.rows {
            html.raw("<tr class=\"form form-\(row.status.rawValue)\" data-form=\""); html.attribute(row.form); html.raw("\" data-form-status=\"\(row.status.rawValue)\">")
            html.raw("<th scope=\"row\">"); html.text(row.form)
            if row.status != .present { html.raw(" <span class=\"form-status\">\(row.status.rawValue.replacing("-", with: " "))</span>") }
            html.raw("</th><td class=\"numbers\">")
            let byKeyword = selection.kind == .gender || selection.kind == .select
            html.text(byKeyword ? row.examples.first?.argument ?? "" : row.numbers)
            if let note = row.note {
                html.raw("<div class=\"row-note\">"); html.text(note); html.raw("</div>")
            }
            html.raw("</td><td class=\"rendered\"\(direction) lang=\""); html.attribute(LanguageIdentifier.tag(of: language)); html.raw("\">")
            if !row.examples.isEmpty {
                html.raw("<ul class=\"examples\">")
                for example in row.examples {
                    html.raw("<li>")
                    writeExample(example, showArgument: !byKeyword, to: &html)
                    html.raw("</li>")
                }
                html.raw("</ul>")
            }
            html.raw("</td></tr>\n")
        }
        html.raw("</tbody>\n</table>\n")
    }

    private static func writeExample(_ example: MessagePreview.Example, showArgument: Bool = true, to html: inout HTMLBuilder) {
        if showArgument, !example.argument.isEmpty {
            html.raw("<span class=\"arg\" dir=\"ltr\">"); html.text(example.argument); html.raw("</span> ")
        }
        if let text = example.text {
            html.raw("<bdi class=\"text\">"); html.text(text, limit: maximumTextLength); html.raw("</bdi>")
        } else if let error = example.error {
            html.raw("<span class=\"render-error\" dir=\"ltr\">error: "); html.text(error, limit: maximumTextLength); html.raw("</span>")
        }
        for diagnostic in example.diagnostics {
            html.raw(" <span class=\"diagnostic\" dir=\"ltr\">"); html.text(diagnostic, limit: maximumTextLength); html.raw("</span>")
        }
    }

    private static func writeFindings(_ findings: [LintFinding], withPlace: Bool, to html: inout HTMLBuilder) {
        html.raw("<ul class=\"findings\">\n")
        for finding in findings {
            html.raw("<li class=\"finding severity-\(finding.severity.rawValue)\" data-code=\""); html.attribute(finding.code); html.raw("\">")
            html.raw("<span class=\"severity\">\(finding.severity.rawValue)</span> <code class=\"code\">"); html.text(finding.code); html.raw("</code> ")
            // The file (with the line, where lint found it) and, outside an entry, the language.
            let file = finding.file.map { path in
                URL(fileURLWithPath: path).pathComponents.suffix(2).joined(separator: "/") + (finding.location.map { ":\($0.line):\($0.column)" } ?? "")
            }
            let place = [file, withPlace ? finding.language.map { "[\($0)]" } : nil].compactMap { $0 }
            if !place.isEmpty { html.raw("<span class=\"place\"><bdi>"); html.text(place.joined(separator: " ")); html.raw("</bdi></span> ") }
            html.raw("<span class=\"message\">"); html.text(finding.shownMessage, limit: maximumTextLength); html.raw("</span>")
            html.raw("<div class=\"hint\">"); html.text("hint: " + finding.hint, limit: maximumTextLength); html.raw("</div></li>\n")
        }
        html.raw("</ul>\n")
    }

    // MARK: Words and symbols

    private static func symbol(_ status: MessagePreview.Status) -> String {
        switch status {
        case .complete: "✓"
        case .warnings: "!"
        case .missingForms: "◐"
        case .fallback: "↩"
        case .errors: "✕"
        }
    }

    private static func legend(_ status: MessagePreview.Status) -> String {
        switch status {
        case .complete: "every form the language needs is there"
        case .warnings: "complete, with lint warnings"
        case .missingForms: "forms the language needs are missing: those numbers render 'other'"
        case .fallback: "no translation: users see the development language"
        case .errors: "lint errors, or the message does not render"
        }
    }

    private static func severityCounts(_ findings: [LintFinding]) -> String {
        LintFinding.Severity.allCasesInOrder.compactMap { severity in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }


    private static let style = """
        :root { color-scheme: light; --border: #d0d4da; --muted: #5b6270; }
        body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", sans-serif; color: #1d2330; margin: 0; background: #f6f7f9; }
        header { background: #1f2a44; color: #fff; padding: 16px 28px; }
        header h1 { margin: 0; font-size: 22px; }
        header .meta { margin: 4px 0 0; color: #c9d2e6; font-size: 13px; }
        main { max-width: 1180px; margin: 0 auto; padding: 8px 28px 40px; }
        section.table > h2 { margin: 22px 0 2px; font-size: 20px; }
        h2 .source { font-weight: normal; font-size: 13px; color: var(--muted); font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        .summary { margin: 0 0 10px; color: var(--muted); }
        .note { background: #fff4d6; border: 1px solid #e8c96a; padding: 6px 10px; border-radius: 4px; }
        .unreadable { background: #fde8e8; border: 1px solid #e4a0a0; border-radius: 4px; padding: 4px 12px; margin: 10px 0; }
        .unreadable h3 { margin: 6px 0; font-size: 15px; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; background: #fff; }
        table.coverage th, table.coverage td { border: 1px solid var(--border); padding: 4px 10px; text-align: left; white-space: nowrap; }
        table.coverage thead th { background: #eef0f4; font-weight: 600; }
        table.coverage tbody th { font-weight: normal; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
        table.coverage a { color: inherit; text-decoration: none; display: block; }
        table.coverage td a:hover { text-decoration: underline; }
        .dev { font-size: 11px; font-weight: normal; color: var(--muted); border: 1px solid var(--border); border-radius: 3px; padding: 0 3px; }
        .status-complete { background: #d9f2dc; color: #14521e; }
        .status-warnings { background: #fff1c2; color: #6b4d00; }
        .status-missing-forms { background: #ffd9b3; color: #7a3300; }
        .status-fallback { background: #dfe6f3; color: #2c3e66; }
        .status-errors { background: #f9c9c9; color: #7d1010; }
        ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 18px; font-size: 13px; color: var(--muted); }
        .swatch { display: inline-block; padding: 1px 8px; border-radius: 3px; font-weight: 600; }
        .messages-title { margin-top: 28px; font-size: 18px; border-bottom: 2px solid var(--border); padding-bottom: 4px; }
        section.key { background: #fff; border: 1px solid var(--border); border-radius: 6px; padding: 4px 16px 12px; margin: 14px 0; }
        .key-name { font-size: 16px; margin: 10px 0 6px; }
        article.entry { border-top: 1px solid #e6e8ec; padding: 6px 0 8px; background: transparent; }
        article.entry h4 { margin: 4px 0 6px; font-size: 15px; }
        .badge { font-size: 12px; font-weight: 600; padding: 1px 7px; border-radius: 3px; margin-left: 6px; }
        .state { font-size: 12px; color: var(--muted); }
        .fallback { color: #2c3e66; margin: 2px 0 6px; }
        .variant h5 { margin: 6px 0 4px; font-size: 13px; color: var(--muted); }
        table.forms { width: 100%; margin: 4px 0 10px; font-size: 14px; }
        table.forms caption { text-align: left; font-size: 13px; color: var(--muted); padding: 2px 0 4px; }
        table.forms .others { margin-left: 8px; }
        table.forms th, table.forms td { border: 1px solid var(--border); padding: 4px 8px; vertical-align: top; text-align: start; }
        table.forms thead th { background: #eef0f4; font-size: 12px; font-weight: 600; color: #3b4252; }
        table.forms tbody th { width: 8em; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-weight: 600; }
        table.forms td.numbers { width: 34%; font-variant-numeric: tabular-nums; color: #2b3345; }
        tr.form-missing { background: #fff0e3; }
        tr.form-missing th { color: #a03c00; }
        tr.form-unreached, tr.form-unused, tr.form-served-by-other { color: #7a808c; background: #f7f7f8; }
        .form-status { font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .03em; }
        .row-note { font-size: 12px; color: var(--muted); margin-top: 2px; }
        ul.examples { list-style: none; margin: 0; padding: 0; }
        ul.examples li { margin: 1px 0; }
        .arg { display: inline-block; min-width: 2.5em; font-size: 12px; color: #5a6272; background: #eef0f4; border-radius: 3px; padding: 0 5px; margin-inline-end: 6px; text-align: center; font-variant-numeric: tabular-nums; }
        .text { font-size: 15px; }
        .plain { margin: 4px 0; }
        .render-error, .diagnostic { color: #9b1c1c; font-size: 13px; }
        .diagnostic { color: #8a5a00; }
        ul.findings { list-style: none; padding: 0; margin: 4px 0 8px; }
        li.finding { border-left: 4px solid #999; background: #fafafa; padding: 3px 10px; margin: 3px 0; font-size: 13px; }
        li.severity-error { border-color: #c62828; background: #fdf0f0; }
        li.severity-warning { border-color: #d89b00; background: #fffaeb; }
        li.severity-note { border-color: #5c7cba; background: #f2f5fb; }
        .severity { font-weight: 700; text-transform: uppercase; font-size: 11px; margin-inline-end: 4px; }
        .hint { color: var(--muted); }
        .place { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; color: var(--muted); margin-inline-end: 4px; }
        .ctl { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 11px; color: #9b1c1c; background: #fde8e8; border-radius: 2px; padding: 0 2px; }
        .cut-mark { color: #9b1c1c; font-size: 12px; }
        code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }

        """
}

extension LintFinding.Severity {
    /// Errors, warnings, notes.
    static let allCasesInOrder: [LintFinding.Severity] = [.error, .warning, .note]
}

/// Appends HTML: markup as is, text and attribute values escaped.
struct HTMLBuilder {
    private(set) var output = ""

    mutating func raw(_ markup: String) {
        output += markup
    }

    /// Text content: escaped, with the characters `DisplayText.needsEscape(_:)` finds shown as
    /// marks; cut after `limit` characters, saying so.
    mutating func text(_ text: String, limit: Int? = nil) {
        let cut = limit.map { text.count > $0 } ?? false
        output += DisplayText.escaped(cut ? text.prefix(limit ?? 0) : Substring(text), syntax: { scalar in
            switch scalar {
            case "\n": "<span class=\"ctl\" title=\"line break\">↵</span><br>"
            case "\t": "<span class=\"ctl\" title=\"tab\">⇥</span>"
            default: Self.markup(scalar)
            }
        }, escape: { "<span class=\"ctl\" title=\"U+\(DisplayText.hex($0))\">\\u{\(DisplayText.hex($0))}</span>" })
        if cut { output += "<span class=\"cut-mark\">… (\(text.count) characters in all; PreviewHTML.maximumTextLength)</span>" }
    }

    /// An attribute value (inside double quotes): escaped, the characters `DisplayText.needsEscape(_:)`
    /// finds written as `\u{…}`.
    mutating func attribute(_ text: String) {
        output += DisplayText.escaped(text, syntax: Self.markup) { "\\u{\(DisplayText.hex($0))}" }
    }

    /// A character HTML reads as markup, as an entity.
    static func markup(_ scalar: Unicode.Scalar) -> String? { String.htmlEntity(for: scalar) }
}
