import Foundation
import PluralCore

extension MessageFileFormat {
    /// GNU gettext PO: `<language>.po` per language (`pt_BR.po`), with the language's CLDR-derived `Plural-Forms`.
    public static let po = MessageFileFormat(rawValue: "po")
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

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        let development = table.developmentLanguageIfPresent
        for language in languages {
            let messages = table.messages[language] ?? [:]
            let header = CLDRPluralForms.header(for: language) ?? Self.gettextDefault
            let categories = CLDRPluralForms.categories(for: language) ?? [.one, .other]
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
            var out = Self.headerEntry(language: language, pluralForms: header, source: messages.values.lazy.compactMap(\.gettext?.header).first)
            // PO entries in the order of their files; others by key.
            let ordered = messages.values.sorted { lhs, rhs in
                (lhs.gettext?.entry.line ?? Int.max, lhs.key) < (rhs.gettext?.entry.line ?? Int.max, rhs.key)
            }
            for message in ordered {
                let source = development.flatMap { table.messages[$0]?[message.key] }
                // As for Apple's formats: another format's message in portable terms (Android's Java
                // texts, Flutter's `=1`), then a MessageFormat or MF2 text as printf.
                // A PO entry is written back as read (its Python conversions too).
                let (portable, portableNotes) = message.gettext != nil ? (message, []) : FileFormats.portable(message, rules: rules)
                let (message, conversionNotes) = PrintfConversion.printf(portable)
                notes += portableNotes + conversionNotes
                switch Self.entry(message, categories: categories, source: source) {
                case let .entry(entry, entryNotes):
                    out += "\n" + Self.text(of: entry)
                    // Said once: an Android text whose `%` signs are text was noted on its way to printf.
                    for kind in entryNotes where !(portableNotes + conversionNotes).contains(where: { $0.kind == kind }) {
                        notes.append(ConversionNote(key: message.key, language: language, kind: kind))
                    }
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
        guard !entry.isHeader else { return .note(.emptyKeyIsPOHeader) }
        var message = message
        if !message.variables.isEmpty {
            // One plural variable is the entry's plural; gettext chooses one form per entry, by one count.
            guard let plural = onePlural(message) else { return .note(.notAPOEntry(what: "the variables " + message.variables.keys.sorted().joined(separator: ", "))) }
            if case let .plural(argument, _) = plural.body, argument != 1 {
                return .note(.notAPOEntry(what: "a plural on argument \(argument), where a PO entry's count is argument 1"))
            }
            message = plural
        }
        let source = source.map { $0.variables.isEmpty ? $0 : onePlural($0) ?? $0 }
        var written: [MessageText] = []
        switch message.body {
        case let .text(text):
            written = [text]
            entry.msgidPlural = nil
            entry.writtenIndexes = []
            entry.msgstr = [message.gettext?.showsSource == true ? "" : cFormat(text)]
        case let .plural(_, forms):
            var texts: [PluralCategory: String] = [:]
            for (form, body) in forms {
                guard case let .category(category) = form else { continue }
                guard case let .text(text) = body else { return .note(.notAPOEntry(what: "a variation inside a plural form")) }
                texts[category] = message.gettext == nil ? cFormat(text) : text.source
                written.append(text)
            }
            if message.gettext == nil {
                let sourceOther: String? = if case let .plural(_, sourceForms)? = source?.body, case let .text(text)? = sourceForms[.category(.other)] { cFormat(text) } else { nil }
                entry.msgidPlural = sourceOther ?? texts[.other] ?? entry.msgid
            }
            let untranslated = message.gettext?.showsSource == true
            entry.msgstr = categories.map { untranslated ? "" : texts[$0] ?? texts[.other] ?? "" }
            entry.writtenIndexes = Array(categories.indices)
        case .device, .width, .scoped, .invalid:
            return .note(.notAPOEntry(what: "a device or width variation"))
        }
        var notes: [ConversionNote.Kind] = []
        if message.gettext == nil { notes = markFormat(of: &entry, texts: written) }
        return .entry(entry, notes: notes)
    }

    /// A message whose text shows one plural variable (`%#@files@ in %@`, a `.stringsdict`
    /// message's usual shape) as a whole-text plural: each form the text with the variable's form
    /// in its place, its conversions at the positions they had. `nil` for anything else (two
    /// variables, a variable in a form, a select or gender).
    static func onePlural(_ message: LocalizedMessage) -> LocalizedMessage? {
        guard message.variables.count == 1, case let .text(text) = message.body, let variable = message.variables.values.first, variable.isPlural,
              let parts = text.resolved(in: .top, argumentNumbers: { message.variables[$0]?.argumentNumber }),
              let index = parts.firstIndex(where: { if case .variable = $0 { true } else { false } }),
              case let .variable(_, position) = parts[index],
              !parts[(index + 1)...].contains(where: { if case .variable = $0 { true } else { false } }) else { return nil }
        let context = FormatContext.forms(of: position, specifier: variable.valueSpecifier)
        var forms: [PluralMessageForm: MessageBody] = [:]
        for (form, formText) in variable.forms {
            guard let inner = formText.resolved(in: context, argumentNumbers: { _ in nil }),
                  !inner.contains(where: { if case .variable = $0 { true } else { false } }) else { return nil }
            forms[form] = .text(MessageText(MessageText.appleFormat(Array(parts[..<index]) + inner + Array(parts[(index + 1)...]))))
        }
        return LocalizedMessage(key: message.key, language: message.language, body: .plural(argument: position, forms: forms), state: message.state,
                                origin: message.origin, comment: message.comment, catalogMetadata: message.catalogMetadata)
    }

    /// Flags a printf text as gettext's tools would (`c-format` when it has conversions), and
    /// notes what C's printf, a gettext program's, reads otherwise than Apple does: a text whose
    /// `%` signs Apple shows as written ("100% sure", "%y") is flagged `no-c-format` so that it
    /// stays text; another odd conversion is written as is, with a note.
    static func markFormat(of entry: inout POEntry, texts: [MessageText]) -> [ConversionNote.Kind] {
        let printf = texts.filter { $0.syntax == .printf }
        guard !printf.isEmpty else { return [] }
        let otherwise = printf.flatMap(conversionsReadOtherwise)
        if otherwise.isEmpty {
            // A text without conversions is written as the text it shows (`%%` as `%`): no format.
            if printf.allSatisfy(isPlain) {
                if printf.contains(where: { cFormat($0).contains("%") }), !entry.flags.contains("no-c-format") { entry.flags.append("no-c-format") }
                return []
            }
            // As xgettext flags it: by the msgid, which `msgfmt -c` then compares each msgstr with.
            let sources = [entry.msgid] + (entry.msgidPlural.map { [$0] } ?? [])
            if sources.allSatisfy(isCFormat), !entry.flags.contains("c-format") { entry.flags.append("c-format") }
            return []
        }
        if printf.allSatisfy({ $0.readsAsTextWithoutArguments || conversionsReadOtherwise(in: $0).isEmpty && $0.segments.allSatisfy { if case .literal = $0 { true } else { false } } }) {
            entry.flags.removeAll { $0 == "c-format" }
            if !entry.flags.contains("no-c-format") { entry.flags.append("no-c-format") }
            return [.percentSignsAsText]
        }
        return Array(Set(otherwise)).sorted().map { .conversion($0, written: "it as written, which C's printf reads otherwise") }
    }

    /// Whether a printf text has no conversions and nothing odd: only text and `%%`.
    static func isPlain(_ text: MessageText) -> Bool {
        guard text.syntax == .printf, case let .success(parsed) = text.parsed, parsed.oddities.isEmpty else { return false }
        return parsed.segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// Whether a msgid is a C format: it has conversions, and C's printf reads each as Apple's does.
    static func isCFormat(_ source: String) -> Bool {
        let text = MessageText(source)
        return text.segments.contains { if case .specifier = $0 { true } else { false } }
            && conversionsReadOtherwise(in: text).isEmpty && cFormat(text) == source
    }

    /// An Apple printf text as C's printf says it: Apple's object conversion `%@` becomes `%s`
    /// (a gettext program passes strings; `msgfmt -c` refuses `%@`).
    static func cFormat(_ text: MessageText) -> String {
        guard text.syntax == .printf, case let .success(parsed) = text.parsed else { return text.source }
        if isPlain(text) { return parsed.segments.map { if case let .literal(literal) = $0 { literal } else { "" } }.joined() }
        var bytes = Array(text.source.utf8)
        for case let .specifier(specifier, offset) in parsed.segments where specifier.conversion == "@" {
            // The conversion character ends the specifier; nothing before it in one is an `@`.
            if let at = bytes[offset...].firstIndex(of: UInt8(ascii: "@")) { bytes[at] = UInt8(ascii: "s") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The conversions of an Apple printf text that C's printf reads otherwise: what CoreFoundation
    /// takes as an oddity (`%y` prints "y", `%lhd`) and its own conversions (`%D`, `%U`, `%O`,
    /// `%C`, `%S`, `%n`, `%p`, `%P`), as written back.
    static func conversionsReadOtherwise(in text: MessageText) -> [String] {
        guard text.syntax == .printf, case let .success(parsed) = text.parsed else { return [] }
        let bytes = Array(text.source.utf8)
        var offsets = Set(parsed.oddities.map(\.offset))
        for case let .specifier(specifier, offset) in parsed.segments where "DUOCSnpP".contains(specifier.conversion) { offsets.insert(offset) }
        return offsets.sorted().map { offset in
            // As written: `%`, its flags, width, precision and length, and the character that ends it.
            var end = offset + 1
            while end < bytes.count, "-+ #0123456789.$'hlLqjzt".utf8.contains(bytes[end]) { end += 1 }
            return String(decoding: bytes[offset..<min(end + 1, bytes.count)], as: UTF8.self)
        }
    }

    /// A message's entry, or why it has none.
    enum Written {
        case entry(POEntry, notes: [ConversionNote.Kind])
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
