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
/// Directories are searched as every command searches them (``TableSource``): bundles (folders
/// holding `*.lproj` folders), `.xcstrings` catalogs and folders of MessageFormat `<language>.json`
/// files (checked as in <doc:MessageFormat>, "Lint"); same-named tables of different bundles are
/// linted apart, and files no table takes are `skipped-file` warnings.
public struct MessageLinter: Sendable {
    /// Gives each language's plural rules.
    var rulesProvider: any PluralRulesProvider
    /// The zero policy: under `apple`, a `zero` form is never unused.
    var policy: PluralSelectionPolicy
    /// The language of `.strings`/`.stringsdict` files outside an `.lproj` folder whose name does
    /// not end in a language (as `Localizable.ru.strings` does).
    var language: String?
    /// The development language, the reference for checks across languages; `nil` follows the
    /// rule every command follows: the bundle's `CFBundleDevelopmentRegion`, else a catalog's
    /// `sourceLanguage`, else English (`en`, else an `en-*` variant), else the most complete language.
    var developmentLanguage: String?
    /// The formats whose files are found and read (see CONTRIBUTING.md, "Adding a format").
    var formats: FileFormats

    /// A linter with a rules provider, a zero policy, the language of loose files and the
    /// development language of `.lproj` tables.
    public init(rulesProvider: any PluralRulesProvider, policy: PluralSelectionPolicy = .apple, language: String? = nil, developmentLanguage: String? = nil) {
        self.init(rulesProvider: rulesProvider, policy: policy, language: language, developmentLanguage: developmentLanguage, formats: .standard)
    }

    /// A linter of the files of `formats` (the package's and, in tests, others).
    init(rulesProvider: any PluralRulesProvider, policy: PluralSelectionPolicy = .apple, language: String? = nil, developmentLanguage: String? = nil,
         formats: FileFormats) {
        (self.rulesProvider, self.policy, self.language) = (rulesProvider, policy, language)
        (self.developmentLanguage, self.formats) = (developmentLanguage, formats)
    }

    /// What ``lint(_:configuration:)`` checks.
    public enum Input: Sendable {
        /// Files and directories, whose tables are found as every command finds them (see
        /// ``TableSource``): each bundle's tables apart, files the inputs hold but no table takes
        /// reported as `skipped-file` warnings, findings placed at their lines.
        case paths([URL])
        /// The inputs of a ``TableSource`` themselves: paths that cannot be read, files whose
        /// language is unknown, directories without tables (`no-tables`), and files no table takes
        /// (`skipped-file`); each of its tables is linted with ``lint(_:)``.
        case inputs(of: TableSource)
        /// A loaded table: every key in every language, then each key across languages. The
        /// development language is the table's (matched to its languages: `en-US` finds `en`).
        case table(MessageTable)
        /// One message in its language (the per-key checks, without the cross-language ones).
        case message(LocalizedMessage)
    }

    /// Lints an input. A configuration leaves out the files of its `excluded` paths before anything
    /// is read (a vendored folder, a file too large to read) and gives the findings its levels (see
    /// `LintConfiguration/applied(to:)`); `nil` keeps every finding as the checks report it. When
    /// the `excluded` paths leave none of the tables, the findings say so (`excluded-everything`, an
    /// error the configuration cannot turn off).
    ///
    /// Findings come in one order, the same from run to run (`LintFinding/reportOrder(_:_:)`): by
    /// file (findings about no file first), line and column, then key, language, rule (in
    /// ``LintRule``'s order), the variable or form, and message.
    public func lint(_ input: Input, configuration: LintConfiguration? = nil) -> [LintFinding] {
        lintInAnyOrder(input, configuration: configuration).sorted(by: LintFinding.reportOrder)
    }

    private func lintInAnyOrder(_ input: Input, configuration: LintConfiguration?) -> [LintFinding] {
        let findings: [LintFinding]
        switch input {
        case let .paths(paths):
            // All paths together, as every command takes them: files of one table given apart are one table.
            let source = TableSource(inputs: paths, language: language, formats: formats)
            let tables = configuration.map { Self.tablesToRead(source.tables, excluding: LintConfiguration.Exclusion($0)) } ?? source.tables
            findings = Self.findings(of: source) + tables.flatMap { lint($0).findings }
            if let configuration, tables.isEmpty, !source.tables.isEmpty {
                let files = source.tables.reduce(0) { $0 + $1.files.count }
                return configuration.applied(to: findings) + [LintFinding(
                    .error, .excludedEverything, file: configuration.file?.path, key: nil, language: nil,
                    message: "the configuration's 'excluded' paths leave nothing to check: none of the \(files) file\(files == 1 ? "" : "s") of \(source.tables.count) table\(source.tables.count == 1 ? "" : "s") was read",
                    hint: "narrow its 'excluded' paths, or pass --config FILE or --no-config if it is not the project's own")]
            }
        case let .inputs(source): findings = Self.findings(of: source)
        case let .table(table): findings = check(table: table, reportingUnreadableFiles: true).findings
        case let .message(message): findings = check(message: message)
        }
        return configuration.map { $0.applied(to: findings) } ?? findings
    }

    /// The tables without the files a configuration excludes; a table left without files is dropped.
    static func tablesToRead(_ tables: [TableSource.Table], excluding exclusion: LintConfiguration.Exclusion) -> [TableSource.Table] {
        guard !exclusion.isEmpty else { return tables }
        return tables.compactMap { table in
            let files = table.files.filter { !exclusion.excludes($0.url.path) }
            return files.isEmpty ? nil : TableSource.Table(name: table.name, bundle: table.bundle, files: files)
        }
    }

    /// The findings about the inputs themselves: paths that cannot be read, files whose language
    /// is unknown, directories without tables, files not taken.
    static func findings(of source: TableSource) -> [LintFinding] {
        var findings: [LintFinding] = source.problems.map { problem in
            let path = problem.error.file?.path
            switch problem.kind {
            case .unreadable:
                return LintFinding(.error, .unreadableFile, file: path, key: nil, language: nil, message: problem.error.reason, hint: "check the path")
            case .unknownLanguage:
                return LintFinding(.error, .unknownFileLanguage, file: path, key: nil, language: nil,
                                   message: "the file's language is unknown: it is not in an xx.lproj folder and its name does not end in a language code",
                                   hint: "move it into an xx.lproj folder, or give the language (--file-language ru)")
            case .noTables:
                return LintFinding(.warning, .noTables, file: path, key: nil, language: nil,
                                   message: "no message file where its format reads it (\(source.formats.fileKinds) files)", hint: "point lint at the resources folder")
            }
        }
        findings += source.skippedFiles.map { skipped in
            // Where its format reads such a file: its own folders, not always `.lproj`.
            LintFinding(.warning, .skippedFile, file: skipped.file?.path, key: nil, language: nil, message: skipped.reason,
                        hint: skipped.file.flatMap { source.skippedHints[$0.path] } ?? "move the file where its format reads it, or remove it")
        }
        return findings
    }

    /// Reads and lints one table of a ``TableSource`` as ``lint(_:configuration:)`` does (findings placed at
    /// their lines, the checks that need the files: `.strings`/`.stringsdict` twins, repeated keys),
    /// and gives the table read.
    public func lint(_ input: TableSource.Table) -> (messages: MessageTable, findings: [LintFinding]) {
        var findings: [LintFinding] = []
        // What each file's reader found, by path: the places of the keys findings name are asked
        // for after the checks, so that only those are kept (see FileReading.placing).
        var readings: [String: FileReading] = [:]
        var hiddenByStringsdict: [LocalizedMessage] = []
        var folderFiles: [(url: URL, declarations: [FolderDeclaration], language: String?)] = []
        let table = TableReading.read([input], developmentLanguage: developmentLanguage, formats: formats, collectingHidden: true, onRead: { read in
            hiddenByStringsdict += read.hidden
            if let declarations = read.reading.declarations { folderFiles.append((read.file.url, declarations, read.language)) }
            readings[read.file.url.path] = read.reading
            findings += SourceTextChecks.repeatedNames(read.reading.repeatedNames, file: read.file.url, language: read.language)
        }, onError: { file, language, error in
            findings.append(LintFinding(.error, .unreadableFile, file: file.url.path, key: nil, language: language,
                                        message: "the file could not be read: \(error.reason)", hint: Self.unreadableFileHint(error.file)))
        })
        findings += AndroidFolderChecks.namesRepeatedAcrossFiles(folderFiles)
        // A .stringsdict without its .strings matters only where Apple's systems load the bundle.
        findings += LintInputs.twinFindings(name: input.name, files: input.files.map(\.url)).filter {
            $0.rule != .missingStringsTwin || AppleBundleContext.isApple(input.bundle)
        }
        // Unreadable files are reported above, as they were read.
        let checked = check(table: table, reportingUnreadableFiles: false)
        // The keys whose places are asked for: those of findings (a MessageFormat key's first
        // object too), of hidden entries, and legacy plural groups' base keys with their entries.
        var wanted = Set(hiddenByStringsdict.map(\.key)).union(checked.legacyKeys)
        for finding in findings + checked.findings {
            guard let key = finding.key else { continue }
            wanted.insert(key)
            if let first = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first { wanted.insert(String(first)) }
        }
        let keys = wanted
        let places = readings.compactMapValues { reading in
            guard !keys.isEmpty, let placing = reading.placing else { return reading.places }
            return placing { key in
                keys.contains(key) || LegacyPluralConvention.allCases.contains { $0.split(key).map { keys.contains($0.base) } ?? false }
            }
        }
        findings += SourceTextChecks.hiddenEntries(in: table, hiddenByStringsdict: hiddenByStringsdict, places: places)
        findings += checked.findings
        return (table, SourceTextChecks.locating(findings, with: places))
    }

    /// How to find what is wrong with a file that could not be read, with its format's own tools.
    static func unreadableFileHint(_ file: URL?) -> String {
        file?.pathExtension.lowercased() == "xml"
            ? "fix the file (aapt2 compile, or xmllint --noout); its messages were not checked"
            : "fix the file (plutil -lint, or a JSON validator for .xcstrings); its messages were not checked"
    }

    /// The findings of `lint(.table(_:))`, and the keys of legacy plural groups (whose entries'
    /// places ``lint(_:)`` looks up).
    private func check(table: MessageTable, reportingUnreadableFiles: Bool) -> (findings: [LintFinding], legacyKeys: Set<String>) {
        // Files a loaded tree could not read (`lint(.paths(_:))` reports them as it reads them).
        var findings = !reportingUnreadableFiles ? [] : table.fileErrors.map { error in
            LintFinding(.error, .unreadableFile, file: error.file?.path, key: nil, language: nil,
                        message: "the file could not be read: \(error.reason)", hint: Self.unreadableFileHint(error.file))
        }
        let development = table.developmentLanguageIfPresent
        // Without English and without a stated language, the reference is the most complete translation.
        let referenceIsTranslation = table.developmentLanguageIsGuessed && development.map { SharedPluralForms.base($0) != "en" } == true
        let keySignatures = CrossLanguageChecks.keySignatures(of: table)
        // i18next JSON beside MessageFormat's: its `{{name}}` texts are said once, not as syntax errors.
        let doubleBraced = MessageFormatChecks.doubleBraceMessages(table: table, developmentLanguage: development)
        if let development, let first = doubleBraced.first(where: { $0.language == development }) {
            let count = doubleBraced.count, languageCount = Set(doubleBraced.map(\.language)).count
            findings.append(LintFinding(.warning, .notMessageFormat, file: first.origin.file?.path, key: nil, language: development,
                                        message: "the \(development) messages write placeholders as {{name}} (i18next), which ICU MessageFormat does not read: \(count) such message\(count == 1 ? "" : "s") in \(languageCount) language\(languageCount == 1 ? "" : "s") were not checked as MessageFormat",
                                        hint: "lint checks ICU MessageFormat ({name}, {n, plural, …}); check i18next files with i18next's tools"))
        }
        findings += CrossLanguageChecks.spelledTwice(table)
        findings += AndroidChecks.unbuildableFolders(table)
        // The development language first: its arguments tell the others what callers pass.
        let languages = table.languages.sorted { ($0 == development ? 0 : 1, $0) < ($1 == development ? 0 : 1, $1) }
        // Each language's findings, in that order; within a language, by key.
        var byLanguage: [[LintFinding]] = []
        // Each language's rules, as every message of it is checked with them.
        var contexts: [MessageContext] = []
        let keysInCode = I18nextKeysInCode.find(for: table)
        for language in languages {
            let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: true)
            if !LanguageIdentifier.isWellFormedTag(language) {
                // A catalog's language may be any text: one that is no tag is not a language at all.
                byLanguage.append([
                    LintFinding(.error, .malformedLanguage, file: nil, key: nil, language: language,
                                message: "the language '\(language)' is not a well-formed language tag (BCP 47): typed accessors leave it out, and convert writes no file named after it",
                                hint: "name the language with a well-formed tag (ru, pt-BR, zh-Hant)"),
                ])
            } else {
                byLanguage.append(rules != nil ? [] : [
                    LintFinding(.warning, .unknownLanguage, file: nil, key: nil, language: language,
                                message: "no plural rules for language '\(language)'; plural categories are not checked",
                                hint: "name the folder or catalog language with a language code (ru, pt-BR, zh-Hant)"),
                ])
            }
            let ordinalRules = try? rulesProvider.rules(for: language, type: .ordinal, strict: true)
            var context = MessageContext(rules: rules, reach: rules.map(CategoryReach.of), ordinalRules: ordinalRules,
                                         ordinalReach: ordinalRules.map(CategoryReach.of), policy: policy, callerArguments: [:], isFormatted: false)
            context.doubleBracePlaceholders = !doubleBraced.isEmpty
            context.keysInCode = keysInCode
            contexts.append(context)
        }
        var argumentFindings: [LintFinding] = []
        var legacyKeys: Set<String> = []
        var gettextFiles = GettextChecks.Files()
        var v3Tree = I18nextV3Tree()
        // Key by key, each in every language (the development language first), so that what is
        // kept across languages is one key's: a message is decoded, checked and dropped.
        for key in table.keys {
            let reference = development.flatMap { table.decodedMessage(forKey: key, language: $0) }
            var signatures: [String: [Int: MessageSignature.ArgumentType]] = [:]
            // Arguments a message uses as two types (reported in that message): not compared across languages.
            var conflicts: [String: Set<Int>] = [:]
            // The categories the development language's message chooses on, by variable.
            var referenceCategories: [String: Set<PluralCategory>]?
            var referenceForms: [String: Set<String>] = [:]
            for (rank, language) in languages.enumerated() {
                guard let message = language == development ? reference : table.decodedMessage(forKey: key, language: language) else { continue }
                if message.origin.legacyConvention != nil { legacyKeys.insert(key) }
                gettextFiles.add(message)
                var context = contexts[rank]
                if language == development, let development {
                    context.isDevelopmentLanguage = true
                    v3Tree.note(message)
                    if let pair = MessageCheck.countPair(of: key, in: table, developmentLanguage: development) {
                        // A pair of one message's forms is one finding, said while the plural key is checked; otherwise
                        // the singular key's text (shown for 1) is checked as any text, the plural key's is not.
                        context.isCountPair = pair.formsOfOneMessage || pair.plural.key == key
                        if pair.formsOfOneMessage, pair.plural.key == key {
                            byLanguage[rank].append(MessageCheck.countPairFinding(singular: pair.singular, plural: pair.plural))
                        }
                    }
                }
                context.callerArguments = keySignatures[key] ?? development.flatMap { signatures[$0] } ?? [:]
                context.isFormatted = keySignatures[key] != nil || CrossLanguageChecks.takesArguments(reference ?? message)
                if language != development, reference != nil {
                    context.referenceCategories = referenceCategories ?? [:]
                    context.referenceForms = referenceForms
                } else if language == development, let rules = context.rules, let reach = context.reach {
                    referenceCategories = Self.chosenCategories(of: message, rules: rules, reach: reach, policy: policy)
                    for variable in message.variables.values where variable.isPlural {
                        referenceForms[variable.argumentName ?? variable.name, default: []].formUnion(variable.forms.values.map(\.source))
                    }
                    Self.collectVariationForms(message.body, into: &referenceForms)
                    if message.origin.kind == .messageformat2 {
                        let chosen = MessageFormat2Checks.chosenCategories(of: message, rules: rules, reach: reach)
                        referenceCategories?.merge(chosen.categories) { $0.union($1) }
                        referenceForms.merge(chosen.forms) { $0.union($1) }
                    }
                }
                var check = MessageCheck(message: message, context: context)
                check.run()
                if language == development, check.findings.contains(where: { $0.rule == .unpluralisedCount && $0.severity == .note }) {
                    // "file(s)" reads as English meant it: said where a translator had to write one plain text for it.
                    let plainTranslation = languages.contains { other in
                        other != development && table.decodedMessage(forKey: key, language: other).map(UnpluralisedCount.isPlainText) == true
                    }
                    if !plainTranslation { check.findings.removeAll { $0.rule == .unpluralisedCount && $0.severity == .note } }
                }
                if language != development, let reference, reference.body == message.body, reference.variables == message.variables {
                    byLanguage[rank] += Self.untranslated(check.findings, developmentLanguage: reference.language)
                } else {
                    byLanguage[rank] += check.findings
                }
                // Compared by position: printf messages (MessageFormat ones are compared by name, in MessageFormatChecks);
                // a text that takes no arguments ("20% en") has none to compare.
                // A text that does not parse is reported as such: what it would pass is not compared.
                if !check.hasSyntaxError, !CrossLanguageChecks.isPlainText(message.body) {
                    signatures[language] = message.argumentNames.isEmpty && CrossLanguageChecks.takesArguments(message) ? MessageSignature(message).types : [:]
                }
                let reported = check.mismatchedPositions.union(check.slipPositions)
                if !reported.isEmpty { conflicts[language] = reported }
            }
            argumentFindings += CrossLanguageChecks.argumentFindings(table: table, signatures: [key: signatures], keySignatures: keySignatures,
                                                                      conflicts: conflicts.isEmpty ? [:] : [key: conflicts], developmentLanguage: development,
                                                                      referenceIsTranslation: referenceIsTranslation)
        }
        // A tree written for i18next v3: one finding for it, not one per key and language.
        if let development, let tree = v3Tree.finding(developmentLanguage: development) {
            for rank in byLanguage.indices { byLanguage[rank].removeAll { $0.rule == .obsoletePluralKey } }
            findings.append(tree)
        }
        // Moved rather than copied: a table with a finding on every key holds them once.
        for rank in byLanguage.indices {
            if findings.isEmpty { swap(&findings, &byLanguage[rank]) } else { findings += byLanguage[rank] }
            byLanguage[rank] = []
        }
        // One language has no translations that could have copied its defects.
        if languages.count > 1 { findings = CrossLanguageChecks.mergingInheritedDefects(findings, developmentLanguage: development) }
        findings += argumentFindings
        findings += gettextFiles.findings()
        // The categories counts people see select (not Portuguese or French many, from 1,000,000).
        findings += MessageFormatChecks.findings(table: table, developmentLanguage: development, referenceIsTranslation: referenceIsTranslation) { language in
            (try? rulesProvider.rules(for: language, type: .cardinal, strict: true)).map { rules in
                let reach = CategoryReach.of(rules)
                return Set(rules.categories.filter(reach.commonIntegersSelect))
            }
        }
        findings += MessageFormat2Checks.findings(table: table, developmentLanguage: development)
        findings += InflectionChecks.findings(table: table, developmentLanguage: development)
        return (findings, legacyKeys)
    }

    /// The categories each plural variable of a message chooses on (by variable name or MessageFormat
    /// argument), exact forms counted for the categories whose every number they name (`=1` is
    /// English `one`).
    static func chosenCategories(of message: LocalizedMessage, rules: any PluralRules, reach: CategoryReach,
                                 policy: PluralSelectionPolicy) -> [String: Set<PluralCategory>] {
        var chosen: [String: Set<PluralCategory>] = [:]
        for variable in message.variables.values where variable.isPlural {
            let forms = Set(variable.forms.keys)
            var categories = Set(forms.compactMap { form -> PluralCategory? in
                if case let .category(category) = form { return category }
                return nil
            })
            let exact = MessageCheck.exactIntegers(forms, policy: message.syntaxPolicy ?? policy)
            categories.formUnion(rules.categories.filter { reach.integersAreAll(of: $0, in: exact) })
            chosen[variable.argumentName ?? variable.name, default: []].formUnion(categories)
        }
        // A catalog's or an Android resource's plural variation, by ``variationName(_:)``.
        collectVariationCategories(message.body, policy: message.origin.kind.selectsIntegerQuantity ? .cldr : policy, rules: rules, reach: reach, into: &chosen)
        return chosen
    }

    /// The categories each plural variation in `body` chooses on (exact forms counted as in ``chosenCategories(of:rules:reach:policy:)``).
    static func collectVariationCategories(_ body: MessageBody, policy: PluralSelectionPolicy, rules: any PluralRules, reach: CategoryReach,
                                           into chosen: inout [String: Set<PluralCategory>]) {
        switch body {
        case let .plural(argument, variation):
            var categories = Set(variation.keys.compactMap { form -> PluralCategory? in if case let .category(category) = form { category } else { nil } })
            let exact = MessageCheck.exactIntegers(Set(variation.keys), policy: policy)
            categories.formUnion(rules.categories.filter { reach.integersAreAll(of: $0, in: exact) })
            chosen[variationName(argument), default: []].formUnion(categories)
            variation.values.forEach { collectVariationCategories($0, policy: policy, rules: rules, reach: reach, into: &chosen) }
        case let .device(variants): variants.values.forEach { collectVariationCategories($0, policy: policy, rules: rules, reach: reach, into: &chosen) }
        case let .width(variants): variants.forEach { collectVariationCategories($0.body, policy: policy, rules: rules, reach: reach, into: &chosen) }
        case let .scoped(inner, _): collectVariationCategories(inner, policy: policy, rules: rules, reach: reach, into: &chosen)
        case .text, .invalid: break
        }
    }

    /// The name a catalog's plural variation (on argument `argument`) goes by where variables are
    /// named: it has no variable of its own.
    static func variationName(_ argument: Int) -> String { "plural variation \(argument)" }

    /// The texts of the forms of each plural variation in `body`, by ``variationName(_:)``.
    static func collectVariationForms(_ body: MessageBody, into forms: inout [String: Set<String>]) {
        switch body {
        case let .plural(argument, variation):
            for inner in variation.values {
                if case let .text(text) = inner { forms[variationName(argument), default: []].insert(text.source) } else { collectVariationForms(inner, into: &forms) }
            }
        case let .device(variants): variants.values.forEach { collectVariationForms($0, into: &forms) }
        case let .width(variants): variants.forEach { collectVariationForms($0.body, into: &forms) }
        case let .scoped(inner, _): collectVariationForms(inner, into: &forms)
        case .text, .invalid: break
        }
    }

    /// A translation that is the development language's message unchanged: the categories it
    /// lacks are one defect, "not translated" (a warning), not missing forms (every form shows the
    /// development language's text anyway). Its other findings are the development language's too,
    /// and are merged into them later.
    static func untranslated(_ findings: [LintFinding], developmentLanguage: String) -> [LintFinding] {
        let lacking: (LintFinding) -> Bool = { [.missingCategory, .wrongForm, .untranslated].contains($0.rule) && $0.severity != .note }
        let missing = findings.filter(lacking)
        guard let first = missing.first, let language = first.language else { return findings }
        var result = findings.filter { !lacking($0) }
        var finding = LintFinding(.warning, .untranslated, file: first.file, key: first.key, language: language,
                                  message: "the message is the \(developmentLanguage) text unchanged, without the forms \(language) needs (\(missing.map(\.message).joined(separator: "; ")))",
                                  hint: "translate it into \(language) with its plural forms, or remove it so that the \(developmentLanguage) text is shown as the fallback")
        finding.location = first.location
        finding.innerPath = first.innerPath
        finding.choicePath = first.choicePath
        result.append(finding)
        return result
    }

    /// The per-key checks of one message in its language.
    private func check(message: LocalizedMessage) -> [LintFinding] {
        let rules = try? rulesProvider.rules(for: message.language, type: .cardinal, strict: true)
        let ordinalRules = try? rulesProvider.rules(for: message.language, type: .ordinal, strict: true)
        let context = MessageContext(rules: rules, reach: rules.map(CategoryReach.of), ordinalRules: ordinalRules,
                                     ordinalReach: ordinalRules.map(CategoryReach.of), policy: policy, callerArguments: [:],
                                     isFormatted: CrossLanguageChecks.takesArguments(message))
        var check = MessageCheck(message: message, context: context)
        check.run()
        return check.findings
    }
}
