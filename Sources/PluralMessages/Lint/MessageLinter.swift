import Foundation
import PluralCore
import PluralLocalization

/// Checks `.stringsdict`, `.strings` and `.xcstrings` tables before they ship.
///
/// For every key and language: plural categories that the numbers of a variable select but the
/// message lacks (computed from the language's rules: an integer never reaches Russian `other`, and
/// only 1,000,000 and its multiples reach Spanish `many`, a warning), categories the language never
/// selects (a `zero` form is fine under the `PluralSelectionPolicy/apple` policy), a `one` form that
/// prints a fixed "1" where `one` covers other numbers, value types that do not match the
/// conversions using the argument, gaps in argument positions, unknown and unused variables,
/// cycles, syntax errors and slips (`2$@` without its `%`, `%# @name @`, `% word`). Across
/// languages: arguments that differ from the development language's (or, in a catalog, from the
/// key's conversions); a defect of the development language is reported once, naming the
/// languages that copied it. Across files: a `.stringsdict` without its `.strings` twin in the same
/// `.lproj` folder (older systems ignore it), and a language whose `.strings` lacks the
/// `.stringsdict` the others have.
///
/// Directories are searched for bundles (folders holding `*.lproj` folders), `.xcstrings`
/// catalogs and folders of MessageFormat `<language>.json` files (checked as in <doc:MessageFormat>,
/// "Lint"); same-named tables of different bundles are linted apart.
public struct MessageLinter: Sendable {
    /// Gives each language's plural rules.
    public var rulesProvider: any PluralRulesProvider
    /// The zero policy: under `apple`, a `zero` form is never unused.
    public var policy: PluralSelectionPolicy
    /// The language of `.strings`/`.stringsdict` files outside an `.lproj` folder.
    public var language: String?
    /// The development language of `.lproj` tables, the reference for checks across languages;
    /// `nil` reads `CFBundleDevelopmentRegion` from the bundle's `Info.plist`, else takes English
    /// when the table has it. Catalogs always use their `sourceLanguage`.
    public var developmentLanguage: String?

    /// A linter with a rules provider, a zero policy, the language of loose files and the
    /// development language of `.lproj` tables.
    public init(rulesProvider: any PluralRulesProvider, policy: PluralSelectionPolicy = .apple, language: String? = nil, developmentLanguage: String? = nil) {
        self.rulesProvider = rulesProvider
        self.policy = policy
        self.language = language
        self.developmentLanguage = developmentLanguage
    }

    /// Lints files and directories (searched for `*.lproj` tables and `.xcstrings` catalogs).
    public func lint(paths: [URL]) -> [LintFinding] {
        var findings: [LintFinding] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                findings.append(LintFinding(.error, "unreadable-file", file: path.path, key: nil, language: nil, message: "no such file or directory", hint: "check the path"))
                continue
            }
            if isDirectory.boolValue {
                let tables = LintInputs.tables(inDirectory: path)
                if tables.isEmpty {
                    findings.append(LintFinding(.warning, "no-tables", file: path.path, key: nil, language: nil,
                                                message: "no .strings/.stringsdict in .lproj folders and no .xcstrings catalogs", hint: "point lint at the resources folder"))
                }
                for input in tables { findings += lint(input) }
            } else {
                let folder = path.deletingLastPathComponent()
                let bundle = MessageTable.language(ofFileAt: path) != nil ? folder.deletingLastPathComponent() : folder
                findings += lint(LintTableInput(bundle: bundle, name: path.deletingPathExtension().lastPathComponent, files: [path]))
            }
        }
        return findings
    }

    private func lint(_ input: LintTableInput) -> [LintFinding] {
        var findings: [LintFinding] = []
        let isCatalog = input.files.contains { $0.pathExtension.lowercased() == "xcstrings" }
        var table = MessageTable(name: input.name, developmentLanguage: isCatalog ? nil : developmentLanguage ?? LintInputs.developmentRegion(ofBundle: input.bundle))
        // Where each file's keys stand, by path: for the findings' locations and the checks Foundation's reading hides.
        var locators: [String: SourceLocator] = [:]
        var hiddenByStringsdict: [LocalizedMessage] = []
        // .strings first, so that each .stringsdict entry replaces the .strings one of its key.
        for url in input.files.sorted(by: { ($0.pathExtension == "strings" ? 0 : 1, $0.path) < ($1.pathExtension == "strings" ? 0 : 1, $1.path) }) {
            let isMessageFormat = url.pathExtension.lowercased() == "json"
            let language = MessageTable.language(ofFileAt: url) ?? (isMessageFormat ? MessageFormatReader.language(ofFileAt: url) : nil)
                ?? language ?? Self.languageFromName(url)
            if language == nil, url.pathExtension.lowercased() != "xcstrings" {
                findings.append(LintFinding(.error, "unknown-file-language", file: url.path, key: nil, language: nil,
                                            message: "the file's language is unknown: it is not in an xx.lproj folder and its name does not end in a language code",
                                            hint: "move it into an xx.lproj folder, or give the language (--language ru)"))
                continue
            }
            do {
                let (data, kind) = try MessageTable.read(file: url)
                // A .stringsdict entry replaces the .strings entry of its key: keep those to compare their texts.
                let before = kind == .stringsdict ? language.flatMap { table.messages[$0] } : nil
                try table.add(contentsOf: data, kind: kind, language: language, file: url)
                if let before, let language {
                    for (key, message) in table.messages[language] ?? [:] where message.origin.kind == .stringsdict {
                        if let plain = before[key], plain.origin.kind == .strings { hiddenByStringsdict.append(plain) }
                    }
                }
                if let locator = SourceLocator(data: data, kind: kind) {
                    locators[url.path] = locator
                    findings += SourceTextChecks.repeatedKeys(in: locator, file: url, kind: kind, language: language)
                }
            } catch {
                findings.append(LintFinding(.error, "unreadable-file", file: url.path, key: nil, language: language,
                                            message: "the file could not be read: \(error.reason)", hint: "fix the file (plutil -lint, or a JSON validator for .xcstrings); its messages were not checked"))
            }
        }
        findings += LintInputs.twinFindings(name: input.name, files: input.files)
        findings += SourceTextChecks.hiddenEntries(in: table, hiddenByStringsdict: hiddenByStringsdict, locators: locators)
        findings += lint(table: table)
        return SourceTextChecks.locating(findings, with: locators)
    }

    /// `Localizable.ru.stringsdict` or `ru.stringsdict`: a language-looking last name part.
    private static func languageFromName(_ url: URL) -> String? {
        let stem = url.deletingPathExtension().lastPathComponent
        let candidate = stem.split(separator: ".").last.map(String.init) ?? stem
        guard let identifier = LanguageIdentifier(candidate), identifier.language.count <= 3,
              Locale(identifier: identifier.description).localizedString(forLanguageCode: identifier.language) != nil,
              candidate.count <= 10
        else { return nil }
        return identifier.description
    }

    /// Lints a loaded table: every key in every language, then each key across languages. The
    /// development language is the table's (matched to its languages: `en-US` finds `en`).
    public func lint(table: MessageTable) -> [LintFinding] {
        // Files a loaded tree could not read (`lint(paths:)` reads file by file and reports them as it goes).
        var findings = table.fileErrors.map { error in
            LintFinding(.error, "unreadable-file", file: error.file?.path, key: nil, language: nil,
                        message: "the file could not be read: \(error.reason)", hint: "fix the file (plutil -lint, or a JSON validator for .xcstrings); its messages were not checked")
        }
        let development = Self.matchDevelopmentLanguage(table.developmentLanguage, in: table.languages)
        let keySignatures = CrossLanguageChecks.keySignatures(of: table)
        var signatures: [String: [String: [Int: MessageSignature.ArgumentType]]] = [:]
        // Arguments a message uses as two types (reported in that message): not compared across languages.
        var conflicts: [String: [String: Set<Int>]] = [:]
        // The development language first: its arguments tell the others what callers pass.
        let languages = table.languages.sorted { ($0 == development ? 0 : 1, $0) < ($1 == development ? 0 : 1, $1) }
        for language in languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: true)
            if rules == nil, language != "Base" {
                findings.append(LintFinding(.warning, "unknown-language", file: nil, key: nil, language: language,
                                            message: "no plural rules for language '\(language)'; plural categories are not checked",
                                            hint: "name the folder or catalog language with a language code (ru, pt-BR, zh-Hant)"))
            }
            let reach = rules.map(CategoryReach.of)
            let ordinalRules = try? rulesProvider.rules(for: language, type: .ordinal, strict: true)
            for (key, message) in (table.messages[language] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let reference = development.flatMap { table.message(forKey: key, language: $0) }
                let callers = keySignatures[key] ?? development.flatMap { signatures[key]?[$0] } ?? [:]
                let formatted = keySignatures[key] != nil || CrossLanguageChecks.takesArguments(reference ?? message)
                let context = MessageContext(rules: rules, reach: reach, ordinalRules: ordinalRules, ordinalReach: ordinalRules.map(CategoryReach.of),
                                             policy: policy, callerArguments: callers, isFormatted: formatted)
                var check = MessageCheck(message: message, context: context)
                check.run()
                findings += check.findings
                // Compared by position: printf messages (MessageFormat ones are compared by name, in MessageFormatChecks).
                signatures[key, default: [:]][language] = message.argumentNames.isEmpty ? MessageSignature(message).types : [:]
                let reported = check.mismatchedPositions.union(check.slipPositions)
                if !reported.isEmpty { conflicts[key, default: [:]][language] = reported }
            }
        }
        findings = CrossLanguageChecks.mergingInheritedDefects(findings, developmentLanguage: development)
        findings += CrossLanguageChecks.argumentFindings(table: table, signatures: signatures, keySignatures: keySignatures,
                                                          conflicts: conflicts, developmentLanguage: development)
        findings += MessageFormatChecks.findings(table: table, developmentLanguage: development)
        return findings
    }

    /// Lints one message in its language (the per-key checks, without the cross-language ones).
    public func lint(message: LocalizedMessage) -> [LintFinding] {
        let rules = try? rulesProvider.rules(for: message.language, type: .cardinal, strict: true)
        let ordinalRules = try? rulesProvider.rules(for: message.language, type: .ordinal, strict: true)
        let context = MessageContext(rules: rules, reach: rules.map(CategoryReach.of), ordinalRules: ordinalRules,
                                     ordinalReach: ordinalRules.map(CategoryReach.of), policy: policy, callerArguments: [:],
                                     isFormatted: CrossLanguageChecks.takesArguments(message))
        var check = MessageCheck(message: message, context: context)
        check.run()
        return check.findings
    }

    /// The table language that is the development language: the same identifier, else the same
    /// language (`en-US` and `en-GB` are `en`'s), else English when the table has it.
    static func matchDevelopmentLanguage(_ development: String?, in languages: [String]) -> String? {
        func base(_ identifier: String) -> String {
            String(identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        }
        if let development {
            if languages.contains(development) { return development }
            let normalized = development.replacingOccurrences(of: "_", with: "-").lowercased()
            if let same = languages.first(where: { $0.replacingOccurrences(of: "_", with: "-").lowercased() == normalized }) { return same }
            let candidates = languages.filter { base($0) == base(development) }
            if let plain = candidates.first(where: { base($0) == $0.lowercased() }) ?? candidates.sorted().first { return plain }
        }
        if languages.contains("en") { return "en" }
        if let english = languages.filter({ base($0) == "en" }).sorted().first { return english }
        return languages.contains("Base") ? "Base" : nil
    }
}
