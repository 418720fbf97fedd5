import Foundation
import PluralCore

extension MessageFileFormat {
    /// GNU gettext PO: `<language>.po` per language (`pt_BR.po`), with the language's CLDR-derived `Plural-Forms`.
    public static let po = GettextFormat.written
}

/// Writes a table as PO files, one per language (`de.po`, `pt_BR.po`): the header says the
/// language and the `Plural-Forms` CLDR's rules give it (``CLDRPluralForms``, as `msginit` writes
/// it from CLDR data), and each plural entry has one `msgstr[i]` per category of that header, in
/// its order. A message read from a PO file keeps its `msgctxt`, `msgid`, `msgid_plural`,
/// comments, references, flags and previous strings; another's key is its `msgid` (a key holding
/// U+0004 is `msgctxt` U+0004 `msgid`), its comment an extracted comment, and a plural's
/// `msgid_plural` is the development language's `other` text.
struct POWriter {
    /// gettext's own default, English's, for a language CLDR has no rules for.
    static let gettextDefault = PluralFormsHeader(count: 2, formula: .notOne)

    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        let development = table.developmentLanguageIfPresent
        for language in languages {
            let messages = table.messages[language] ?? [:]
            let header = CLDRPluralForms.header(for: language) ?? Self.gettextDefault
            let categories = CLDRPluralForms.categories(for: language) ?? [.one, .other]
            var out = Self.headerEntry(language: language, pluralForms: header, source: messages.values.lazy.compactMap(\.gettext?.header).first)
            // PO entries in the order of their files; others by key.
            let ordered = messages.values.sorted { lhs, rhs in
                (lhs.gettext?.entry.line ?? Int.max, lhs.key) < (rhs.gettext?.entry.line ?? Int.max, rhs.key)
            }
            for message in ordered {
                let source = development.flatMap { table.messages[$0]?[message.key] }
                switch Self.entry(message, categories: categories, source: source) {
                case let .entry(entry): out += "\n" + Self.text(of: entry)
                case let .note(note): notes.append(ConversionNote(key: message.key, language: language, kind: note))
                }
            }
            files[language.replacingOccurrences(of: "-", with: "_") + ".po"] = Data(out.utf8)
        }
        return WrittenFiles(files: files, notes: notes)
    }

    /// The header entry: the source file's fields, with the language, UTF-8 and the CLDR-derived `Plural-Forms`.
    static func headerEntry(language: String, pluralForms: PluralFormsHeader, source: GettextHeader?) -> String {
        var fields: [(String, String)] = source?.fields ?? []
        let required: [(String, String)] = [
            ("Project-Id-Version", "PACKAGE VERSION"), ("PO-Revision-Date", "YEAR-MO-DA HO:MI+ZONE"),
            ("Last-Translator", "FULL NAME <EMAIL@ADDRESS>"), ("Language-Team", "LANGUAGE <LL@li.org>"),
            ("Language", language.replacingOccurrences(of: "-", with: "_")), ("MIME-Version", "1.0"),
            ("Content-Type", "text/plain; charset=UTF-8"), ("Content-Transfer-Encoding", "8bit"),
            ("Plural-Forms", pluralForms.description),
        ]
        let replaced: Set<String> = ["language", "content-type", "content-transfer-encoding", "plural-forms", "mime-version"]
        fields.removeAll { replaced.contains($0.0.lowercased()) }
        for (name, value) in required where replaced.contains(name.lowercased()) || !fields.contains(where: { $0.0.lowercased() == name.lowercased() }) {
            fields.append((name, value))
        }
        let text = fields.map { "\($0.0): \($0.1)\n" }.joined()
        return "msgid \"\"\n" + POParser.field("msgstr", text)
    }

    /// The PO entry of a message in the language whose header has `categories`, or the note that says why none.
    static func entry(_ message: LocalizedMessage, categories: [PluralCategory], source: LocalizedMessage?) -> Written {
        var entry = message.gettext?.entry ?? POEntry()
        if message.gettext == nil {
            let parts = message.key.split(separator: "\u{4}", maxSplits: 1, omittingEmptySubsequences: false)
            (entry.context, entry.msgid) = parts.count == 2 ? (String(parts[0]), String(parts[1])) : (nil, message.key)
            entry.extractedComments = message.comment.map { $0.components(separatedBy: "\n") } ?? []
        }
        guard message.variables.isEmpty else { return .note(.notAPOEntry(what: "the variables " + message.variables.keys.sorted().joined(separator: ", "))) }
        switch message.body {
        case let .text(text):
            entry.msgidPlural = nil
            entry.writtenIndexes = []
            entry.msgstr = [message.gettext?.showsSource == true ? "" : text.source]
        case let .plural(_, forms):
            var texts: [PluralCategory: String] = [:]
            for (form, body) in forms {
                guard case let .category(category) = form else { continue }
                guard case let .text(text) = body else { return .note(.notAPOEntry(what: "a variation inside a plural form")) }
                texts[category] = text.source
            }
            if message.gettext == nil {
                let sourceOther: String? = if case let .plural(_, sourceForms)? = source?.body, case let .text(text)? = sourceForms[.category(.other)] { text.source } else { nil }
                entry.msgidPlural = sourceOther ?? texts[.other] ?? entry.msgid
            }
            let untranslated = message.gettext?.showsSource == true
            entry.msgstr = categories.map { untranslated ? "" : texts[$0] ?? texts[.other] ?? "" }
            entry.writtenIndexes = Array(categories.indices)
        case .device, .width, .scoped, .invalid:
            return .note(.notAPOEntry(what: "a device or width variation"))
        }
        return .entry(entry)
    }

    /// A message's entry, or why it has none.
    enum Written {
        case entry(POEntry)
        case note(ConversionNote.Kind)
    }

    /// An entry as GNU gettext writes it: comments, references, flags, previous strings, then keywords.
    static func text(of entry: POEntry) -> String {
        var out = ""
        for line in entry.translatorComments { out += line.isEmpty ? "#\n" : "# \(line)\n" }
        for line in entry.extractedComments { out += "#. \(line)\n" }
        for line in entry.references { out += "#: \(line)\n" }
        if !entry.flags.isEmpty { out += "#, " + entry.flags.joined(separator: ", ") + "\n" }
        for line in entry.previous { out += "#| \(line)\n" }
        if let context = entry.context { out += POParser.field("msgctxt", context) }
        out += POParser.field("msgid", entry.msgid)
        if let plural = entry.msgidPlural {
            out += POParser.field("msgid_plural", plural)
            for (index, text) in entry.msgstr.enumerated() { out += POParser.field("msgstr[\(index)]", text) }
        } else {
            out += POParser.field("msgstr", entry.msgstr.first ?? "")
        }
        return out
    }
}
