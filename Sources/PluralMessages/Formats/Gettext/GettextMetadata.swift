import Foundation
import PluralCore

/// A PO file's header (the entry whose `msgid` is empty): its fields, its `Plural-Forms` as read,
/// and what that formula does against CLDR. Shared by every message of the file.
final class GettextHeader: Hashable, Sendable {
    /// The file.
    let file: URL?
    /// The header entry's line (0 when the file has no header).
    let line: Int
    /// The header's fields (`Language`, `Plural-Forms`, `Content-Type`…), in order, as written.
    let fields: [(name: String, value: String)]
    /// The `Plural-Forms` header: `nil` when absent, else the header or why it is invalid.
    let pluralForms: Result<PluralFormsHeader, PluralFormulaError>?
    /// The language the file's messages are in.
    let language: String
    /// Whether the file is a template (`.pot`): its msgid and msgid_plural are the development language's forms.
    let isTemplate: Bool
    /// The formula's groups against CLDR's, for a valid `Plural-Forms` in a language CLDR has.
    let mapping: GettextPluralMapping?

    init(file: URL?, line: Int, fields: [(name: String, value: String)], language: String, isTemplate: Bool) {
        self.file = file
        self.line = line
        self.fields = fields
        self.language = language
        self.isTemplate = isTemplate
        let value = fields.last { $0.name.lowercased() == "plural-forms" }?.value
        let pluralForms = value.map { value in Result { () throws(PluralFormulaError) in try PluralFormsHeader(parsing: value) } }
        self.pluralForms = pluralForms
        if case let .success(header)? = pluralForms {
            mapping = GettextPluralMapping.of(header, language: language)
            formulaProblem = Self.problem(of: header)
        } else {
            mapping = nil
            formulaProblem = nil
        }
    }

    /// What `msgfmt -c` refuses in a valid header's formula: a value at or past `nplurals`, or a
    /// division by zero, for some n it tries (0 to 1000, as msgfmt does, then larger numbers).
    let formulaProblem: PluralFormulaError?

    /// The numbers msgfmt's check evaluates, and the larger ones lint compares too.
    static let checkedNumbers: [UInt64] = Array(0...1_000) + GettextPluralMapping.samples.filter { $0 > 1_000 }

    static func problem(of header: PluralFormsHeader) -> PluralFormulaError? {
        for n in checkedNumbers {
            do {
                let value = try header.formula.index(for: n)
                if value >= UInt64(header.count) {
                    return PluralFormulaError(offset: nil, reason: "the formula gives \(value) for n = \(n), but nplurals = \(header.count) makes msgstr[\(header.count - 1)] the last form")
                }
            } catch {
                return error
            }
        }
        return nil
    }

    /// The value of a field (the last one of the name, as gettext reads it).
    func field(_ name: String) -> String? {
        fields.last { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The valid `Plural-Forms`, if any.
    var validPluralForms: PluralFormsHeader? {
        if case let .success(header)? = pluralForms { header } else { nil }
    }

    static func == (lhs: GettextHeader, rhs: GettextHeader) -> Bool {
        lhs === rhs || (lhs.file == rhs.file && lhs.line == rhs.line && lhs.language == rhs.language
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(language)
    }
}

/// What a PO entry says besides the message's text: the entry as read (its `msgctxt`, `msgid`,
/// `msgid_plural`, each `msgstr[i]`, comments, flags, previous strings and references) and its
/// file's header. A message read from a PO file carries it (`LocalizedMessage/gettext`); the PO
/// writer gives it back, and other writers leave it out.
struct GettextMetadata: Hashable, Sendable {
    /// The entry as read.
    let entry: POEntry
    /// The file's header.
    let header: GettextHeader

    /// An entry of a file.
    init(entry: POEntry, header: GettextHeader) {
        self.entry = entry
        self.header = header
    }

    /// The syntax the entry's texts are read in, by its `#,` flags, as gettext's tools read them:
    /// ``MessageText/Syntax/cFormat`` for a `c-format` entry, ``MessageText/Syntax/pythonFormat``
    /// for a `python-format` one; ``MessageText/Syntax/plainText`` otherwise (no flag,
    /// `no-c-format`, and for now `python-brace-format`), whose `%` signs are text. The one
    /// decision every reader of the entry's texts follows.
    var textSyntax: MessageText.Syntax {
        if entry.flags.contains("c-format") { return .cFormat }
        if entry.flags.contains("python-format") { return .pythonFormat }
        return .plainText
    }

    /// The text gettext shows at an index (``text(at:)``), in the entry's syntax.
    func messageText(at index: Int) -> MessageText { Self.messageText(text(at: index), syntax: textSyntax) }

    /// A text of an entry in the entry's syntax.
    static func messageText(_ text: String, syntax: MessageText.Syntax) -> MessageText {
        switch syntax {
        case .cFormat: MessageText(cFormat: text)
        case .pythonFormat: MessageText(pythonFormat: text)
        default: MessageText(plainText: text)
        }
    }

    /// Whether gettext shows the source text instead (`msgstr` empty, or the entry `fuzzy`), choosing
    /// `msgid` for n = 1 and `msgid_plural` otherwise.
    var showsSource: Bool { header.isTemplate || entry.isUntranslated || entry.isFuzzy }

    /// The index of the form gettext shows for `n`: the file's formula (the source's n == 1 choice
    /// for an untranslated entry or a template), or the error that stops gettext.
    func index(for n: UInt64) throws(PluralFormulaError) -> Int {
        guard !showsSource else { return n == 1 ? 0 : 1 }
        guard let plural = header.validPluralForms else {
            // Without a header gettext uses its default, English's (n != 1).
            if case let .failure(error)? = header.pluralForms { throw error }
            return n == 1 ? 0 : 1
        }
        let value = try plural.formula.index(for: n)
        guard value < UInt64(plural.count) else {
            throw PluralFormulaError(offset: nil, reason: "the formula gives \(value) for n = \(n), past nplurals = \(plural.count)")
        }
        return Int(value)
    }

    /// The text gettext shows at an index: `msgstr[index]`, or the source's forms.
    func text(at index: Int) -> String {
        guard !showsSource else { return index == 0 ? entry.msgid : (entry.msgidPlural ?? entry.msgid) }
        return index < entry.msgstr.count ? entry.msgstr[index] : ""
    }

    /// The note a writer adds for a PO plural whose formula groups whole numbers otherwise than
    /// CLDR: written by categories, the numbers lint names show another form. `nil` for other messages.
    static func regroupingNote(_ message: LocalizedMessage) -> ConversionNote? {
        guard let metadata = message.gettext, metadata.entry.msgidPlural != nil, !metadata.showsSource,
              let mapping = metadata.header.mapping, !mapping.differences.isEmpty else { return nil }
        let numbers = mapping.differences.map { $0.n.formatted(grouped: true) }.joined(separator: ", ")
        return ConversionNote(key: message.key, language: message.language, kind: .pluralFormsRegrouped(numbers: numbers + " …"))
    }
}
