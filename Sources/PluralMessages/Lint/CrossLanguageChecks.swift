import PluralLocalization

/// Checks of a key across its languages, against one reference: what callers pass.
///
/// The reference is, in order: the key itself when it is a catalog key holding conversions
/// (`"notifications.label.favorite %lld"` means callers pass an integer); the development
/// language's message; otherwise the signature a majority of languages agree on. Never an
/// alphabetical pick.
enum CrossLanguageChecks {
    /// Languages of a table that are one language spelled two ways (`EN` and `en`): one error for each
    /// such group, naming the spellings and the files that hold them.
    static func spelledTwice(_ table: MessageTable) -> [LintFinding] {
        let groups = Dictionary(grouping: table.languages, by: FileLanguage.spelling).values.filter { $0.count > 1 }
        return groups.sorted { $0[0] < $1[0] }.map { spellings in
            let files = table.files.filter { file in file.language.map(spellings.contains) ?? false }.map(\.url.path)
            let catalogs = table.files.filter { $0.kind == .xcstrings }.map(\.url.path)
            let usual = spellings.first { LanguageIdentifier($0)?.description == $0 } ?? spellings[0]
            let quoted = spellings.map { "'\($0)'" }.joined(separator: " and ")
            return LintFinding(.error, .languageSpelledTwice, file: (files.first ?? catalogs.first), key: nil, language: spellings[0],
                               message: "\(quoted) are one language spelled \(spellings.count) ways: on a case-insensitive file system (macOS, Windows) they are one folder or file, and each lookup finds only the messages of its own spelling",
                               hint: "keep one spelling ('\(usual)') and merge the others' messages into it")
        }
    }

    /// The argument signatures of catalog keys that hold conversions (read as a text, as Xcode
    /// reads the key: `"%lld items"` takes an integer), and of a `c-format` PO entry's `msgid`
    /// (not a plural one's), which every translation is formatted with as `msgfmt -c` checks.
    static func keySignatures(of table: MessageTable) -> [String: [Int: MessageSignature.ArgumentType]] {
        var result: [String: [Int: MessageSignature.ArgumentType]] = [:]
        let languages = table.languages
        for key in table.keys {
            if let (language, origin) = languages.lazy.compactMap({ language in table.origin(forKey: key, language: language).map { (language, $0) } })
                .first(where: { $0.1.kind == GettextFormat.po }) {
                // Not a plural entry's: its model makes the count argument 1 (`n`), which its C conversions need not be.
                guard let gettext = table.decodedMessage(forKey: key, language: language)?.gettext, gettext.textSyntax == .cFormat,
                      gettext.entry.msgidPlural == nil else { continue }
                let source = LocalizedMessage(key: key, language: language, body: .text(MessageText(cFormat: gettext.entry.msgid)), origin: origin)
                guard takesArguments(source) else { continue }
                let signature = MessageSignature(source)
                if !signature.arguments.isEmpty { result[key] = signature.types }
                continue
            }
            guard let (language, origin) = languages.lazy.compactMap({ language in table.origin(forKey: key, language: language).map { (language, $0) } })
                    .first(where: { $0.1.kind == .xcstrings }),
                  let format = try? ParsedFormat(parsing: key), !format.hasVariables
            else { continue }
            // A key whose only "conversions" are a percent sign before a word ("Save 20% off") takes none.
            let keyMessage = LocalizedMessage(key: key, language: language, body: .text(MessageText(key)), origin: origin)
            guard takesArguments(keyMessage) else { continue }
            let signature = MessageSignature(keyMessage)
            if !signature.arguments.isEmpty { result[key] = signature.types }
        }
        return result
    }

    /// Whether every text of a body is plain text by its syntax (a PO entry not flagged `c-format`):
    /// it formats nothing, and says nothing of the arguments callers pass (its language is left out
    /// of the comparison, not counted as taking none: msgunfmt's files keep the flag only where a
    /// translation uses `%<PRIu64>` or `%Id`).
    /// A Python format's arguments are named, not positions: its entries are compared with their msgid alone.
    static func isPlainText(_ body: MessageBody) -> Bool {
        switch body {
        case let .text(text): text.syntax == .plainText || text.syntax == .pythonFormat
        case let .plural(_, forms): !forms.isEmpty && forms.values.allSatisfy(isPlainText)
        default: false
        }
    }

    /// Whether callers format the message with arguments: it has variables, variations or
    /// conversions. A text with none ("100% anonymous") is shown as written, and takes no
    /// arguments when compared across languages ("Ahorra un 20% en" is not `% e`).
    static func takesArguments(_ message: LocalizedMessage) -> Bool {
        if isPlainText(message.body) { return false }
        guard case let .text(text) = message.body else { return true }
        guard case let .success(format) = text.parsed else { return false }
        let bytes = Array(text.source.utf8)
        return format.segments.contains { segment in
            switch segment {
            case .literal: false
            // `100% guaranteed` parses as `% g`, but says nothing about arguments.
            case let .specifier(_, offset): MessageCheck.spacedWord(in: bytes, at: offset) == nil
            case .variable, .substitutionArgument, .argument, .pluralNumber: true
            }
        }
    }

    /// Folds the findings that other languages share with the development language (same key,
    /// check and text: a translation that copied the defect) into the development language's
    /// finding, which then names those languages. Where in the text the defect stands
    /// (``LintFinding/textOffset``) is left out of the comparison: a translation that copied
    /// `{9am Time}` has it at another character.
    static func mergingInheritedDefects(_ findings: [LintFinding], developmentLanguage: String?) -> [LintFinding] {
        guard let developmentLanguage else { return findings }
        struct Identity: Hashable {
            var key: String, rule: LintRule, message: String, severity: LintFinding.Severity
            init(_ key: String, _ finding: LintFinding) {
                self.key = key
                rule = finding.rule
                message = finding.message
                severity = finding.severity
            }
        }
        var developmentIndex: [Identity: Int] = [:]
        for (index, finding) in findings.enumerated() where finding.language == developmentLanguage {
            guard let key = finding.key else { continue }
            developmentIndex[Identity(key, finding)] = index
        }
        guard !developmentIndex.isEmpty else { return findings }
        var inheritors: [Int: [String]] = [:]
        var kept: [LintFinding] = []
        var positions: [Int: Int] = [:]
        for (index, finding) in findings.enumerated() {
            if finding.language != developmentLanguage, let key = finding.key, let language = finding.language,
               let origin = developmentIndex[Identity(key, finding)] {
                inheritors[origin, default: []].append(language)
                continue
            }
            positions[index] = kept.count
            kept.append(finding)
        }
        for (origin, languages) in inheritors {
            guard let position = positions[origin] else { continue }
            let finding = kept[position]
            let names = languages.sorted()
            let shown = names.count > 12 ? names.prefix(12).joined(separator: ", ") + " and \(names.count - 12) more" : names.joined(separator: ", ")
            var merged = LintFinding(finding.severity, finding.rule, file: finding.file, key: finding.key, language: finding.language,
                                     message: finding.message + " (also in \(names.count) translation\(names.count == 1 ? "" : "s") that copied it: \(shown))",
                                     hint: finding.hint)
            merged.innerPath = finding.innerPath
            merged.choicePath = finding.choicePath
            merged.textOffset = finding.textOffset
            merged.copiedInto = names
            kept[position] = merged
        }
        return kept
    }

    /// An argument a translation uses and the reference lacks: what the user sees depends on
    /// whether callers pass it. They pass the development text's arguments, and a renamed one
    /// (`{nom}` for `{name}`) or one no caller passes renders the fallback, `{name}` or a crash:
    /// an error. Values are per call (FormatJS, react-intl, ICU and `String(format:)` take them with
    /// each message), so a name other messages pass is no sign that this call passes it. Only a
    /// guessed reference leaves it doubtful, a warning that says why: the reference is a translation
    /// (callers' arguments are unknown: Hubs passes `url` to a message whose English lacks it).
    /// One decision for every format.
    struct AddedArgument {
        /// The translation leaves out an argument of the reference too: it renamed one.
        var renamesOne: Bool
        var referenceIsTranslation: Bool

        var severity: LintFinding.Severity {
            renamesOne || !referenceIsTranslation ? .error : .warning
        }

        /// Why it is only a warning, to follow the finding's sentence; `nil` for an error.
        func why(reference: String) -> String? {
            guard severity == .warning else { return nil }
            return "; \(reference) is the reference only as the most complete language (there is no English and no stated development language), so callers may pass it"
        }
    }

    /// Arguments a language uses differently from the reference.
    static func argumentFindings(
        table: MessageTable, signatures: [String: [String: [Int: MessageSignature.ArgumentType]]], keySignatures: [String: [Int: MessageSignature.ArgumentType]],
        conflicts: [String: [String: Set<Int>]], developmentLanguage: String?, referenceIsTranslation: Bool = false
    ) -> [LintFinding] {
        var findings: [LintFinding] = []
        for (key, byLanguage) in signatures.sorted(by: { $0.key < $1.key }) {
            let expected: [Int: MessageSignature.ArgumentType]
            let referenceName: String
            var referenceLanguage: String?
            if let signature = keySignatures[key] {
                expected = signature
                referenceName = "the key"
            } else if let developmentLanguage, let signature = byLanguage[developmentLanguage] {
                // A development text without arguments is shown as written, and so are its translations.
                if let message = table.decodedMessage(forKey: key, language: developmentLanguage), !takesArguments(message) { continue }
                expected = signature
                referenceName = developmentLanguage
                referenceLanguage = developmentLanguage
            } else if let majority = majority(of: byLanguage) {
                expected = majority
                referenceName = "most languages"
            } else {
                continue
            }
            if referenceIsTranslation, let referenceLanguage {
                let lacking = Set(byLanguage.filter { $0.key != referenceLanguage }.flatMap { $0.value.keys })
                    .filter { position in expected[position] == nil && byLanguage.filter { $0.key != referenceLanguage && $0.value[position] != nil }.count >= 2 }.sorted()
                if !lacking.isEmpty {
                    findings.append(LintFinding(.warning, .argumentMismatch, file: table.origin(forKey: key, language: referenceLanguage)?.file?.path, key: key, language: referenceLanguage,
                                                message: "argument\(lacking.count == 1 ? "" : "s") \(lacking.map(String.init).joined(separator: ", ")) \(lacking.count == 1 ? "is" : "are") used in other translations but not here, in \(referenceLanguage), the reference only as the most complete language (there is no English and no stated development language)",
                                                hint: "check that \(referenceLanguage) did not drop a placeholder; give --development-language to choose the reference"))
                }
            }
            for (language, arguments) in byLanguage.sorted(by: { $0.key < $1.key }) where language != referenceLanguage {
                let file = table.origin(forKey: key, language: language)?.file?.path
                let conflicting = (conflicts[key]?[language] ?? []).union(referenceLanguage.flatMap { conflicts[key]?[$0] } ?? [])
                for position in Set(expected.keys).union(arguments.keys).subtracting(conflicting).sorted() {
                    switch (expected[position], arguments[position]) {
                    case let (wanted?, found?) where wanted != found:
                        findings.append(LintFinding(.error, .argumentMismatch, file: file, key: key, language: language,
                                                    message: "argument \(position) is \(found.rawValue) here but \(wanted.rawValue) in \(referenceName)",
                                                    hint: "use the same conversion for argument \(position) in every language: callers pass one argument list"))
                    case (_?, nil):
                        findings.append(LintFinding(.warning, .argumentMismatch, file: file, key: key, language: language,
                                                    message: "argument \(position) is used in \(referenceName) but not here",
                                                    hint: "check that the translation did not drop a placeholder"))
                    case (nil, _?) where referenceIsTranslation && referenceLanguage != nil
                        && byLanguage.contains { $0.key != language && $0.key != referenceLanguage && $0.value[position] != nil }:
                        // Other translations use it too: the guessed reference is the one that lacks it (said once, above).
                        continue
                    case (nil, let found?):
                        // Positions are not names: a renamed or filled-everywhere argument has no printf counterpart.
                        let added = AddedArgument(renamesOne: false, referenceIsTranslation: referenceIsTranslation && referenceLanguage != nil)
                        // Java's Formatter throws where an argument is missing (two `%,d` read arguments 1 and 2).
                        let crash = added.severity == .error && table.origin(forKey: key, language: language)?.kind == .android
                            ? ": Android's String.format throws MissingFormatArgumentException for it" : ""
                        findings.append(LintFinding(added.severity, .argumentMismatch, file: file, key: key, language: language,
                                                    message: "argument \(position) (\(found.rawValue)) is used here but not in \(referenceName)" + crash + (added.why(reference: referenceName) ?? ""),
                                                    hint: added.severity == .error ? "callers pass the arguments of \(referenceName); this one will be missing"
                                                        : "check that callers pass argument \(position); give --development-language to choose the reference"))
                    default:
                        break
                    }
                }
            }
        }
        return findings
    }

    /// The signature more than half of the languages share, if any.
    private static func majority(of byLanguage: [String: [Int: MessageSignature.ArgumentType]]) -> [Int: MessageSignature.ArgumentType]? {
        guard byLanguage.count > 2 else { return nil }
        var counts: [[Int: MessageSignature.ArgumentType]: Int] = [:]
        for signature in byLanguage.values { counts[signature, default: 0] += 1 }
        guard let (signature, count) = counts.max(by: { $0.value < $1.value }), count * 2 > byLanguage.count else { return nil }
        return signature
    }
}
