import Foundation

/// What a Flutter project's `l10n.yaml` says about its ARB files, read by a few lines of text (the
/// top-level `key: value` lines gen-l10n documents; no YAML library): the template file, and
/// whether apostrophes quote (`use-escaping`).
struct L10nConfiguration: Equatable {
    /// `template-arb-file` (gen-l10n's default is `app_en.arb`); `nil` when not written.
    var templateFile: String?
    /// `use-escaping` (off by default): whether `'` quotes text in messages.
    var useEscaping = false

    /// The largest `l10n.yaml` read (a real one is a few hundred bytes).
    static let maximumSize = 64 << 10
    /// How many folders up from an ARB file's folder an `l10n.yaml` is looked for.
    static let maximumLevels = 8

    /// The configuration that governs the ARB files of `folder`: the first `l10n.yaml` in it or a
    /// folder above whose `arb-dir` (default `lib/l10n`) is that folder; the defaults when none.
    static func governing(_ folder: URL) -> L10nConfiguration {
        let target = folder.standardizedFileURL.path
        var directory = folder.standardizedFileURL
        for _ in 0..<maximumLevels {
            let file = directory.appendingPathComponent("l10n.yaml")
            if let size = FileSize.of(file), size <= maximumSize, let data = try? Data(contentsOf: file),
               let text = String(data: data, encoding: .utf8) {
                let lines = Self.lines(text)
                let arbDirectory = directory.appendingPathComponent(lines["arb-dir"] ?? "lib/l10n").standardizedFileURL.path
                if arbDirectory == target || directory.path == target {
                    return L10nConfiguration(templateFile: lines["template-arb-file"], useEscaping: lines["use-escaping"] == "true")
                }
            }
            let parent = directory.deletingLastPathComponent()
            guard parent.path != directory.path else { break }
            directory = parent
        }
        return L10nConfiguration()
    }

    /// The top-level `key: value` lines of a YAML text, values unquoted and without comments.
    static func lines(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            guard let first = line.first, !first.isWhitespace, first != "#", let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let quote = value.first, quote == "\"" || quote == "'" {
                value = String(value.dropFirst().prefix { $0 != quote })
            } else if let comment = value.range(of: " #") {
                value = String(value[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            if values[key] == nil { values[key] = value }
        }
        return values
    }
}
