@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
@testable import PluralMessages
import Testing
import TestSupport

/// The classes of false alarms and missed defects found by linting real apps' files, reproduced by
/// fixtures written for them; every check runs with both engines.
@Suite struct LintRealFilesTests {
    static let engines: [any PluralRulesProvider & Sendable] = [ICUPluralRulesProvider(), CLDRPluralRulesProvider()]

    static func describe(_ findings: [LintFinding]) -> String { findings.map(\.description).joined(separator: "\n") }

    // MARK: False alarms

    @Test(arguments: engines.indices)
    func falseAlarmClassesGiveNoError(engine: Int) {
        let linter = MessageLinter(rulesProvider: Self.engines[engine])
        let findings = linter.lint(.paths([Fixtures.url("Lint/FalseAlarms"), Fixtures.url("Lint/FalseAlarmCatalog")]))
        let errors = findings.filter { $0.severity == .error }
        // The one error is Arabic's real mismatch against the development language (en-US in Info.plist
        // is the table's en), not Bulgarian's against the alphabetically first Arabic.
        #expect(errors.map { "\($0.code) \($0.key ?? "") \($0.language ?? "")" } == ["argument-mismatch shared ar"], "\(Self.describe(findings))")
        #expect(errors.first?.message.contains("in en") == true)
        #expect(!findings.contains { $0.language == "bg" }, "\(Self.describe(findings))")
        // Integers never reach Russian 'other' or Czech 'many'; no value type: the forms' %d says integers.
        #expect(!findings.contains { ["missing-category", "missing-other"].contains($0.code) && ["ru", "cs"].contains($0.language) },
                "\(Self.describe(findings))")
        // A text used without arguments is shown as written.
        #expect(!findings.contains { $0.key == "anonymous" })
        // Spanish 'many' is for 1,000,000 and its multiples: a note naming the smallest (counts rarely get there).
        let large = findings.filter { $0.code == "missing-category" && $0.language == "es" }
        #expect(large.count == 1)
        #expect(large.first?.severity == .note)
        #expect(large.first?.message.contains("only from 1,000,000") == true)
        // A lone 'other' is deliberate: one note, for the development language and its copies.
        let invariant = findings.filter { $0.code == "invariant-plural" }
        #expect(invariant.map(\.severity) == [.note])
        #expect(invariant.first?.message.contains("bg, cs, ru") == true)
    }

    @Test(arguments: engines.indices)
    func catalogKeyIsTheSignature(engine: Int) {
        let linter = MessageLinter(rulesProvider: Self.engines[engine])
        let findings = linter.lint(.paths([Fixtures.url("Lint/FalseAlarmCatalog/Localizable.xcstrings")]))
        // German uses the integer the key promises although English does not show it; Belarusian's
        // plural variation selects on that integer, so it needs no 'other'.
        #expect(findings.allSatisfy { $0.severity != .error }, "\(Self.describe(findings))")
        #expect(findings.filter { $0.code == "argument-mismatch" }.compactMap(\.language).sorted() == ["en", "ko"])
    }

    // MARK: True defects

    @Test(arguments: [
        ("literal-one", "replies", "fr", LintFinding.Severity.error, "0 renders '1 réponse'"),
        ("literal-one", "replies", "ru", .error, "21, 31, 41 …: 21 renders '1 ответ'"),
        // Every form says "%d фото": whatever the number, that text (issue 21: a warning, not missing forms).
        ("untranslated", "photos", "ru", .warning, "has the same text in every form ('%d фото') and lacks few, many"),
        ("lost-percent", "sites", "tr", .error, "'2$d' is printed as is"),
        ("broken-reference", "sites", "cs", .error, "'%# @sites @' is no reference to the variable 'sites'"),
        ("lost-conversion", "posts", "ca", .error, "the '@' of '%@' was probably lost"),
        ("argument-gap", "copied_gap", "en", .error, "also in 5 translations that copied it: ca, cs, fr, ru, tr"),
        ("width-on-variable", "trackers", "en", .warning, "'%1#@' is a variable with a width 1"),
        ("stray-percent", "days_ago", "ru", .error, "'%1д' is no conversion: Apple prints '1' and drops 'д'"),
        ("stray-percent", "days_ago", "fr", .warning, "Apple drops the '%' and prints 'I'"),
    ])
    func trueDefectsAreFoundOnce(code: String, key: String, language: String, severity: LintFinding.Severity, text: String) {
        for provider in Self.engines {
            let findings = MessageLinter(rulesProvider: provider).lint(.paths([Fixtures.url("Lint/Defects")]))
            let matches = findings.filter { $0.code == code && $0.key == key && $0.language == language }
            #expect(matches.count == 1, "\(Self.describe(findings))")
            #expect(matches.first?.severity == severity)
            #expect(matches.first?.message.contains(text) == true, "\(matches.first?.message ?? "none")")
        }
    }

    @Test func everyErrorOfTheDefectsFixtureIsPlanted() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/Defects")]))
        let errors = findings.filter { $0.severity == .error }.map { "\($0.code) \($0.key ?? "") \($0.language ?? "")" }.sorted()
        #expect(errors == [
            "argument-gap copied_gap en", "broken-reference sites cs", "literal-one replies fr", "literal-one replies ru",
            "lost-conversion posts ca", "lost-percent sites tr", "stray-percent days_ago ru",
        ], "\(Self.describe(findings))")
    }

    @Test func bundlesAreLintedApart() {
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([Fixtures.url("Lint/TwoBundles")]))
        #expect(findings.count == 1, "\(Self.describe(findings))")
        #expect(findings.first?.code == "missing-category")
        #expect(findings.first?.file?.contains("TwoBundles/Extension/") == true)
    }

    @Test func developmentLanguageOptionIsTheReference() {
        // With Arabic as the reference, English and Bulgarian differ from it.
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider(), developmentLanguage: "ar")
        let mismatches = linter.lint(.paths([Fixtures.url("Lint/FalseAlarms")])).filter { $0.code == "argument-mismatch" && $0.severity == .error }
        #expect(Set(mismatches.compactMap(\.language)) == ["bg", "cs", "en", "ru"])
    }

    @Test(arguments: [
        ("en-US", ["en", "fr"], "en"), ("en", ["en-GB", "fr"], "en-GB"), ("pt_BR", ["pt-BR", "pt"], "pt-BR"),
        ("de", ["ar", "bg", "en"], "en"), ("de", ["ar", "bg"], nil), (nil, ["ar", "en-US"], "en-US"), (nil, ["ar", "en-GB", "en-US"], "en-US"), (nil, ["ar", "en-GB", "en-AU"], "en-AU"),
    ] as [(String?, [String], String?)])
    func developmentLanguageMatchesTheTable(development: String?, languages: [String], expected: String?) {
        #expect(DevelopmentLanguage.member(development, in: languages) == expected)
    }

    // MARK: Reachability

    @Test(arguments: engines.indices)
    func reachabilityComesFromTheRules(engine: Int) throws {
        func reach(_ language: String) throws -> CategoryReach {
            CategoryReach(rules: try Self.engines[engine].rules(for: language, type: .cardinal, strict: true))
        }
        let russian = try reach("ru")
        #expect(russian.reachable(by: .integer) == [.one, .few, .many])
        #expect(russian.reachable(by: .decimal) == [.one, .few, .many, .other])
        #expect(russian.examples(of: .one, numbers: .integer) == "1, 21, 31, 41 …")
        #expect(try reach("cs").reachable(by: .integer) == [.one, .few, .other])
        #expect(try reach("cs").reachable(by: .decimal).contains(.many))
        let spanish = try reach("es")
        #expect(spanish.smallestInteger(selecting: .many) == 1_000_000)
        #expect(!spanish.commonIntegersSelect(.many))
        #expect(try reach("fr").integerExamples[.one] == [0, 1])
        #expect(try reach("en").integerExamples[.one] == [1])
    }

    @Test(arguments: [
        ("cs", "f", ["one", "few", "other"], "missing-category", "many (0.0, 0.1, 0.2, 0.3 …)"),
        ("ru", "f", ["one", "few", "many"], "missing-other", "0.0, 0.1, 0.2, 0.3 … render no form"),
        ("cs", ".0f", ["one", "few", "other"], nil, ""),
        ("ru", "lu", ["one", "few", "many"], nil, ""),
    ] as [(String, String, [String], String?, String)])
    func fractionsReachWhatIntegersDoNot(language: String, valueType: String, forms: [String], code: String?, text: String) {
        let variable = MessageVariable(name: "n", kind: .plural, valueType: valueType, forms: Dictionary(uniqueKeysWithValues: forms.map {
            (PluralMessageForm(key: $0)!, MessageText("%\(valueType) x \($0)"))
        }))
        let message = LocalizedMessage(key: "k", language: language, body: .text(MessageText("%#@n@")), variables: ["n": variable],
                                       origin: MessageOrigin(file: nil, kind: .stringsdict))
        for provider in Self.engines {
            let errors = MessageLinter(rulesProvider: provider).lint(.message(message)).filter { $0.severity == .error }
            #expect(errors.map(\.code) == (code.map { [$0] } ?? []), "\(Self.describe(errors))")
            #expect(errors.allSatisfy { $0.message.contains(text) }, "\(Self.describe(errors))")
        }
    }

    @Test(arguments: [
        ("1 file", true), ("%d files", false), ("10 files", false), ("1.5 files", false), ("21 files", false), ("file 1.", true),
        ("1,000 files", false), ("x1", true),
    ])
    func literalOneIsTheNumberOneOnItsOwn(text: String, expected: Bool) throws {
        #expect(MessageCheck.hasLiteralOne(try ParsedFormat(parsing: text)) == expected)
    }

    // MARK: Messages say what is wrong

    @Test func offsetsCountCharacters() {
        let variable = MessageVariable(name: "n", kind: nil, valueType: "d", forms: [
            .category(.one): MessageText("Ελληνικά %d"), .category(.other): MessageText("Ελληνικά %*d"),
        ])
        let message = LocalizedMessage(key: "k", language: "el", body: .text(MessageText("%#@n@")), variables: ["n": variable],
                                       origin: MessageOrigin(file: nil, kind: .stringsdict))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.message(message)).filter { $0.code == "invalid-format" }
        // "Ελληνικά " is 9 characters and 17 UTF-8 bytes; `%*d` does not parse (a hidden argument).
        #expect(!findings.isEmpty && findings.allSatisfy { $0.textOffset == 9 }, "\(Self.describe(findings))")
    }

    @Test func aLoneFileOfUnknownLanguageSaysSo() throws {
        let folder = TestFolders.root.appendingPathComponent("lint-lone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Strings.strings")
        try Data("\"a\" = \"b\";".utf8).write(to: file)
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([file]))
        #expect(findings.map(\.code) == ["unknown-file-language"])
        #expect(findings.first?.hint.contains("--file-language") == true)
        #expect(MessageLinter(rulesProvider: ICUPluralRulesProvider(), language: "fr").lint(.paths([file])).isEmpty)
    }

    @Test func textOutputEscapesControlCharacters() {
        let forged = "k\nerror: none\n0 errors, 0 warnings\u{1B}[2J\u{9B}31m\u{202E}"
        let finding = LintFinding(.error, .missingOther, file: "a\rb.stringsdict", key: forged, language: "ru\u{7}", message: "m\u{0}", hint: "h\u{2028}")
        let text = finding.description
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{202E}" })
        #expect(text.contains(#"key 'k\nerror: none\n0 errors, 0 warnings\u{1B}[2J\u{9B}31m\u{202E}' [ru\u{7}]"#))
        #expect(text.contains(#"a\rb.stringsdict"#))
        // Plain text is left alone.
        #expect(DisplayText.escaped("Localizable ru.lproj «файлы» \\d") == "Localizable ru.lproj «файлы» \\d")
    }

    // MARK: Work linear in the number of folders

    @Test func twinCheckLooksAtEachFolderOnce() {
        let files = (0..<3_000).flatMap { index -> [URL] in
            let folder = URL(fileURLWithPath: "/bundle/l\(index).lproj")
            // Every other folder has only a .stringsdict, the others only a .strings.
            return [folder.appendingPathComponent(index.isMultiple(of: 2) ? "Localizable.stringsdict" : "Localizable.strings")]
        }
        var lookups = 0
        let findings = LintInputs.twinFindings(name: "Localizable", files: files) { _ in
            lookups += 1
            return false
        }
        #expect(findings.count == 3_000)
        #expect(lookups == 3_000)
    }

    @Test func thousandsOfFoldersLintAsOneTablePerBundle() throws {
        let root = TestFolders.root.appendingPathComponent("lint-many-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let languages = ["en", "ru", "fr", "de", "cs", "pl"]
        for bundle in 0..<500 {
            for language in languages {
                let folder = root.appendingPathComponent("B\(bundle)/\(language).lproj")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("\"k\" = \"v %d\";".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
            }
        }
        let inputs = TableSource(inputs: [root]).tables
        #expect(inputs.count == 500)
        #expect(inputs.allSatisfy { $0.files.count == languages.count })
        // 3,000 folders: once quadratic (the twin check searched every file for every folder).
        #expect(MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.paths([root])).isEmpty)
    }
}
