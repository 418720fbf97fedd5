import Foundation
import PluralCore

/// GNU gettext PO files, checked as `msgfmt -c` checks their plurals and against CLDR:
///
/// - `plural-forms-missing`: a file with plural entries and no `Plural-Forms` header (gettext then
///   uses English's `n != 1` whatever the language).
/// - `plural-forms-invalid`: a header msgfmt refuses: syntax, `nplurals` out of range, a value at
///   or past `nplurals`, a division by zero.
/// - `plural-forms-cldr`: a formula that groups whole numbers otherwise than CLDR's categories for
///   the language, with the CLDR-derived header as the hint: an error where one msgstr takes numbers
///   below 1,000,000 of two categories in a language that changes its counted noun with them
///   (``SharedPluralForms/inflectedAfterNumeralLanguages``), a warning otherwise, a note when only
///   the order of the forms differs.
/// - `form-count`: an entry with another number of `msgstr[i]` than `nplurals`.
/// - `literal-one`: a form without the count where its index takes several numbers (gettext's
///   format check: a form may omit the number only if its index covers a single number).
/// - `translation-state` (a note): a `fuzzy` entry, which gettext does not show.
enum GettextChecks {
    /// The headers of the PO files a table's messages came from, gathered while its messages are
    /// checked, and whether each has translated plural entries.
    struct Files {
        /// Each file's header and its first translated plural entry (whose forms findings quote).
        private var headers: [ObjectIdentifier: (header: GettextHeader, example: POEntry?)] = [:]

        mutating func add(_ message: LocalizedMessage) {
            guard let metadata = message.gettext, !metadata.header.isTemplate else { return }
            let id = ObjectIdentifier(metadata.header)
            let plural = metadata.entry.msgidPlural != nil && !metadata.showsSource ? metadata.entry : nil
            if let known = headers[id] {
                if let plural, known.example.map({ plural.line < $0.line }) ?? true { headers[id]?.example = plural }
            } else {
                headers[id] = (metadata.header, plural)
            }
        }

        /// One finding per file with plural entries about its `Plural-Forms`.
        func findings() -> [LintFinding] {
            headers.values.compactMap { header, example in example.flatMap { GettextChecks.finding(about: header, example: $0) } }
        }
    }

    /// The CLDR-derived header line for a language, as a hint.
    static func suggestion(for language: String) -> String {
        CLDRPluralForms.header(for: language).map { "use CLDR's: \"Plural-Forms: \($0.description)\\n\"" }
            ?? "give the language's Plural-Forms"
    }

    /// The finding about a file's header, quoting the forms of its first plural entry.
    static func finding(about header: GettextHeader, example: POEntry) -> LintFinding? {
        let language = header.language
        func finding(_ severity: LintFinding.Severity, _ rule: LintRule, _ message: String, hint: String) -> LintFinding {
            var finding = LintFinding(severity, rule, file: header.file?.path, key: nil, language: language, message: message, hint: hint)
            if header.line > 0 { finding.location = SourceLocation(line: header.line, column: 1) }
            return finding
        }
        guard let pluralForms = header.pluralForms else {
            return finding(.error, .pluralFormsMissing, "the file has plural entries but no Plural-Forms header: gettext then chooses as in English (n != 1), msgfmt -c refuses it",
                           hint: suggestion(for: language))
        }
        let plural: PluralFormsHeader
        switch pluralForms {
        case let .failure(error):
            return finding(.error, .pluralFormsInvalid, "the Plural-Forms header is invalid: \(error)", hint: suggestion(for: language))
        case let .success(header): plural = header
        }
        if let problem = header.formulaProblem {
            return finding(.error, .pluralFormsInvalid, "the Plural-Forms formula '\(plural.formula)': \(problem)", hint: suggestion(for: language))
        }
        guard let mapping = header.mapping else { return nil }
        if mapping.orderDiffers {
            let order = mapping.covered.enumerated().map { "msgstr[\($0.offset)] '\($0.element.map(\.rawValue).joined(separator: "/"))'" }.joined(separator: ", ")
            return finding(.note, .pluralFormsCLDR, "the formula groups whole numbers as CLDR does, in another order than CLDR's: \(order); other formats map each msgstr by its numbers, not its position",
                           hint: suggestion(for: language))
        }
        guard !mapping.differences.isEmpty else { return nil }
        func form(_ index: Int) -> String {
            "msgstr[\(index)]" + (index < example.msgstr.count ? " '\(MessageCheck.shown(example.msgstr[index]))'" : "")
        }
        let described = mapping.differences.map { difference -> String in
            let said = "\(difference.n.formatted(grouped: true)) selects \(form(difference.index))"
            // CLDR's category split: a number of the same category at another form.
            if let partner = mapping.number(of: difference.category, otherThan: difference.index) {
                return said + " where CLDR's '\(difference.category.rawValue)' groups it with \(partner.n.formatted(grouped: true)) (\(form(partner.index)))"
            }
            // Two categories share the form: a number of the other category there.
            let other = mapping.number(at: difference.index, otherThan: difference.category)
            return said + ", which CLDR's '\(difference.category.rawValue)' takes apart" + (other.map { " from \($0.n.formatted(grouped: true)) ('\($0.category.rawValue)')" } ?? "")
        }
        let large = !mapping.differsBelowLargeNumbers
        // An error where one msgstr must serve numbers of two CLDR categories in a language whose counted
        // noun changes with them (21 with 2 in Icelandic is a warning, in Russian an error); a formula
        // that only splits a category (Chinese n != 1, Hebrew's 20) lets the translator write one text twice.
        // (Latvian `zero` and `other` share their words in common usage: not such a pair.)
        let serves = !large && SharedPluralForms.inflectedAfterNumeralLanguages.contains(SharedPluralForms.base(language))
            && mapping.sharedCategoriesBelowLargeNumbers.contains { $0.subtracting($0.contains(.other) ? [.zero] : []).count > 1 }
        return finding(serves ? .error : .warning, .pluralFormsCLDR,
                       "the Plural-Forms formula '\(plural.formula)' groups whole numbers otherwise than CLDR's \(mapping.categories.map(\.rawValue).joined(separator: "/")) for \(language)\(large ? " (only from 1,000,000)" : ""): " + described.joined(separator: "; "),
                       hint: suggestion(for: language))
    }

    /// Whether a gettext text shows the count: a `%` conversion (C's or Python's), or a `{…}` field of a `python-brace-format` entry.
    static func showsCount(_ text: String, flags: [String]) -> Bool {
        if flags.contains("python-brace-format") { return text.replacingOccurrences(of: "{{", with: "").contains("{") }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%" {
                guard index + 1 < scalars.count else { return false }
                if scalars[index + 1] != "%" { return true }
                index += 2
                continue
            }
            index += 1
        }
        return false
    }
}

extension UInt64 {
    /// The number with thousands separators (1,000,000), as findings write numbers.
    func formatted(grouped: Bool) -> String { Int(exactly: self).map { $0.formatted(grouped: grouped) } ?? String(self) }
}

extension MessageCheck {
    /// The checks of a PO entry: a `fuzzy` note, the number of forms, and forms without the count
    /// where their index takes several numbers. Its categories are checked by ``checkGettextPlural(_:variable:)``.
    mutating func checkGettextEntry(_ metadata: GettextMetadata) {
        let entry = metadata.entry
        if entry.isFuzzy {
            add(.note, .translationState, "the entry is marked fuzzy: gettext shows the source text instead until the flag is removed",
                hint: "review the translation and remove the 'fuzzy' flag")
        }
        if entry.msgidPlural == nil, !metadata.showsSource, metadata.textSyntax == .pythonFormat { checkPythonFormat(entry, mapping: nil) }
        guard entry.msgidPlural != nil, !metadata.showsSource, let plural = metadata.header.validPluralForms else { return }
        if entry.writtenIndexes.count != plural.count || Set(entry.writtenIndexes) != Set(0..<plural.count) {
            add(.error, .formCount, "the entry has \(entry.writtenIndexes.count) msgstr forms (\(entry.writtenIndexes.sorted().map { "msgstr[\($0)]" }.joined(separator: ", "))) where the header's nplurals is \(plural.count): msgfmt -c refuses it",
                hint: "write msgstr[0] to msgstr[\(plural.count - 1)], one per form of the Plural-Forms header")
        }
        if metadata.textSyntax == .pythonFormat { checkPythonFormat(entry, mapping: metadata.header.mapping) }
        let sourceShows = GettextChecks.showsCount(entry.msgidPlural ?? "", flags: entry.flags) || GettextChecks.showsCount(entry.msgid, flags: entry.flags)
        guard sourceShows, let mapping = metadata.header.mapping else { return }
        for (index, text) in entry.msgstr.enumerated() where index < plural.count && !text.isEmpty && !GettextChecks.showsCount(text, flags: entry.flags) {
            guard mapping.singleNumber[index] == nil, mapping.examples[index].count > 1 else { continue }
            let numbers = mapping.examples[index].map { $0.formatted(grouped: true) }.joined(separator: ", ")
            // A number the text reads wrong for: not 1, which a text without the number usually means (French 0, Russian 21).
            let wrong = mapping.examples[index].first { $0 != 1 } ?? mapping.examples[index][1]
            add(.error, .literalOne, "msgstr[\(index)] '\(Self.shown(text))' prints no number, but the formula shows it for \(numbers) …: \(wrong) shows '\(Self.shown(text))'",
                hint: "write the number (%d) in msgstr[\(index)]: gettext lets a form omit it only if its index takes one number")
        }
    }

    /// The categories of a PO plural, as every format's are checked (what each form says for its numbers).
    mutating func checkGettextPlural(_ forms: [PluralMessageForm: MessageBody], variable: String, metadata: GettextMetadata) {
        // A formula that groups small numbers otherwise is one finding of its file; its forms mapped to categories say nothing more.
        guard !metadata.showsSource, let rules, let reach = context.reach, let mapping = metadata.header.mapping, metadata.header.formulaProblem == nil, !mapping.differsBelowLargeNumbers else { return }
        // An entry with another number of forms than the header's is one `form-count` finding: its absent forms are not also empty.
        guard metadata.entry.writtenIndexes.count == mapping.covered.count else { return }
        let texts = forms.compactMapValues { body -> MessageText? in if case let .text(text) = body { text } else { nil } }
        checkCategories(Set(forms.keys), place: "plural", numbers: .integer, ruleSet: (rules, reach, .cldr), variable: variable, texts: texts,
                        numberShown: texts.values.contains { GettextChecks.showsCount($0.source, flags: metadata.entry.flags) })
    }
}

/// `msgfmt -c`'s check of a `python-format` entry (GNU gettext's format-python.c): each translation
/// against the source it translates (`msgid`, or a plural entry's `msgid_plural`), when the source
/// is a valid format. Named conversions: a translation names no argument the source lacks, and
/// names each of the source's unless its index takes a single number; unnamed ones: as many as
/// the source's, in order. Each argument's kind (integer, floating point, character, any) is the same.
extension MessageCheck {
    /// The kind of argument a Python conversion takes, as msgfmt compares them.
    private static func pythonKind(_ conversion: Character) -> String {
        switch conversion {
        case "d", "i", "o", "u", "x", "X": "integer"
        case "e", "E", "f", "g", "G": "floating point"
        case "c": "character"
        default: "any"
        }
    }

    /// A Python format's arguments: by name (each name's kind), or unnamed in order; `nil` with
    /// the reason when msgfmt reads it as no valid format (a syntax error, a name used as two kinds).
    private static func pythonArguments(_ text: String) -> Result<(named: [String: String], unnamed: [String]), FormatSyntaxError> {
        let parsed: ParsedFormat
        do { parsed = try ParsedFormat(parsingPython: text) } catch { return .failure(error) }
        var named: [String: String] = [:]
        var unnamed: [String] = []
        for case let .specifier(specifier, offset) in parsed.segments {
            let kind = pythonKind(specifier.conversion)
            guard let name = parsed.mappingKeys[offset] else { unnamed.append(kind); continue }
            if let known = named[name], known != kind {
                return .failure(FormatSyntaxError(offset: offset, reason: "the argument named '\(name)' is used as \(known) and as \(kind)"))
            }
            named[name] = kind
        }
        return .success((named, unnamed))
    }

    mutating func checkPythonFormat(_ entry: POEntry, mapping: GettextPluralMapping?) {
        let sourceName = entry.msgidPlural == nil ? "msgid" : "msgid_plural"
        guard case let .success(source) = Self.pythonArguments(entry.msgidPlural ?? entry.msgid) else { return }
        let hint = "use the conversions of the \(sourceName) '\(Self.shown(entry.msgidPlural ?? entry.msgid))': a gettext program formats every translation with the same arguments (msgfmt -c refuses it)"
        for (index, text) in entry.msgstr.enumerated() {
            let name = entry.msgidPlural == nil ? "msgstr" : "msgstr[\(index)]"
            // A form whose index takes one number may leave out named arguments (gettext's plural distribution).
            let strict = entry.msgidPlural == nil || mapping.map { index >= $0.singleNumber.count || $0.singleNumber[index] == nil } ?? true
            if text.isEmpty, !strict || entry.msgidPlural == nil { continue }
            let translation: (named: [String: String], unnamed: [String])
            switch Self.pythonArguments(text) {
            case let .failure(error):
                add(.error, .invalidFormat, "\(name) '\(Self.shown(text))' is no valid Python format, unlike the \(sourceName): \(error.reason)", hint: hint,
                    at: text.scalarOffset(ofUTF8Offset: error.offset))
                continue
            case let .success(arguments): translation = arguments
            }
            func mismatch(_ what: String) { add(.error, .argumentMismatch, "\(name) '\(Self.shown(text))': \(what)", hint: hint) }
            if !source.named.isEmpty, !translation.unnamed.isEmpty {
                mismatch("the \(sourceName) takes its arguments by name (a mapping), \(name) without names (a tuple)")
            } else if !source.unnamed.isEmpty, !translation.named.isEmpty {
                mismatch("the \(sourceName) takes its arguments without names (a tuple), \(name) by name (a mapping)")
            } else {
                if let extra = translation.named.keys.sorted().first(where: { source.named[$0] == nil }) {
                    mismatch("the argument '\(extra)' is not one of the \(sourceName)'s")
                } else if strict, let missing = source.named.keys.sorted().first(where: { translation.named[$0] == nil }) {
                    mismatch("the \(sourceName)'s argument '\(missing)' is not shown")
                } else if let differing = translation.named.keys.sorted().first(where: { source.named[$0] != translation.named[$0] }) {
                    mismatch("the argument '\(differing)' is \(source.named[differing]!) in the \(sourceName), \(translation.named[differing]!) here")
                }
                if source.unnamed.count != translation.unnamed.count {
                    mismatch("\(translation.unnamed.count) unnamed conversions where the \(sourceName) has \(source.unnamed.count)")
                } else if let position = source.unnamed.indices.first(where: { source.unnamed[$0] != translation.unnamed[$0] }) {
                    mismatch("argument \(position + 1) is \(source.unnamed[position]) in the \(sourceName), \(translation.unnamed[position]) here")
                }
            }
        }
    }
}
